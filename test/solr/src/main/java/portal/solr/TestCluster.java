package portal.solr;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.apache.solr.cloud.MiniSolrCloudCluster;
import org.apache.solr.embedded.JettySolrRunner;

/**
 * A SolrCloud for tests and benchmarks: real Solr nodes (two by default) with an embedded
 * ZooKeeper, the portal's configset uploaded as "portal". Prints one line, "SOLR_URL=<base URL of
 * the first node>", once every node answers, then stays up until a signal stops it; it removes
 * its data directory on the way out.
 *
 * <p>Arguments: the configset directory, then optionally the number of nodes.
 */
public final class TestCluster {
  private TestCluster() {}

  public static void main(String[] args) throws Exception {
    if (args.length < 1) {
      System.err.println("usage: TestCluster <configset directory> [nodes]");
      System.exit(2);
    }
    Path configset = Paths.get(args[0]).toAbsolutePath();
    int nodes = args.length > 1 ? Integer.parseInt(args[1]) : 2;
    Path base = Files.createTempDirectory("solr-cluster");
    MiniSolrCloudCluster cluster =
        new MiniSolrCloudCluster.Builder(nodes, base)
            .addConfig("portal", configset)
            .withMetrics(false)
            .build();
    Runnable stop =
        () -> {
          try {
            cluster.shutdown();
          } catch (Exception e) {
            e.printStackTrace();
          }
          deleteQuietly(base);
        };
    Runtime.getRuntime().addShutdownHook(new Thread(stop));
    JettySolrRunner first = cluster.getJettySolrRunner(0);
    System.out.println("SOLR_URL=" + first.getBaseUrl());
    System.out.flush();
    // Until a signal ends the JVM (the shutdown hook stops the nodes).
    Thread.currentThread().join();
  }

  private static void deleteQuietly(Path dir) {
    try (var paths = Files.walk(dir)) {
      paths.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (Exception e) {
      // a temporary directory: the system cleans it up in the end
    }
  }
}
