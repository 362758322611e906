package portal.solr;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.apache.solr.cloud.MiniSolrCloudCluster;
import org.apache.solr.embedded.JettySolrRunner;

/**
 * A SolrCloud for tests and benchmarks: real Solr nodes (two by default) with an embedded
 * ZooKeeper, the portal's configset uploaded as "portal". Once every node answers it prints two
 * lines: "SOLR_URL=<base URL of each node, comma-separated>" and "SOLR_CONTROL=<URL>", then stays
 * up until a signal stops it; it removes its data directory on the way out.
 *
 * <p>SOLR_CONTROL is a loopback address through which a test stops and starts a node, to lose one
 * mid-traffic: {@code POST <SOLR_CONTROL>/nodes/<n>/stop} and {@code .../start}, n counted from 1
 * in SOLR_URL's order. Each answers once the node has left (or rejoined) the live nodes.
 *
 * <p>Arguments: the configset directory, then optionally the number of nodes.
 */
public final class TestCluster {
  private TestCluster() {}

  private static final Pattern NODE_COMMAND = Pattern.compile("^/nodes/(\\d{1,3})/(stop|start)$");

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
    // The nodes in a fixed order: a node started again keeps its place and its port.
    List<JettySolrRunner> runners = List.copyOf(cluster.getJettySolrRunners());
    HttpServer control =
        HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    control.createContext("/", exchange -> answer(exchange, cluster, runners));
    control.start();
    Runnable stop =
        () -> {
          control.stop(0);
          try {
            cluster.shutdown();
          } catch (Exception e) {
            e.printStackTrace();
          }
          deleteQuietly(base);
        };
    Runtime.getRuntime().addShutdownHook(new Thread(stop));
    String urls =
        runners.stream().map(r -> r.getBaseUrl().toString()).collect(Collectors.joining(","));
    System.out.println("SOLR_URL=" + urls);
    System.out.println("SOLR_CONTROL=http://127.0.0.1:" + control.getAddress().getPort());
    System.out.flush();
    // Until a signal ends the JVM (the shutdown hook stops the nodes).
    Thread.currentThread().join();
  }

  /** One control request: stop or start node n, answered once the cluster has seen it. */
  private static void answer(
      HttpExchange exchange, MiniSolrCloudCluster cluster, List<JettySolrRunner> runners)
      throws IOException {
    Matcher m = NODE_COMMAND.matcher(exchange.getRequestURI().getPath());
    if (!"POST".equals(exchange.getRequestMethod()) || !m.matches()) {
      reply(exchange, 404, "POST /nodes/<n>/stop or /nodes/<n>/start\n");
      return;
    }
    int n = Integer.parseInt(m.group(1));
    if (n < 1 || n > runners.size()) {
      String known = "the cluster has nodes 1 to " + runners.size();
      reply(exchange, 400, "no node " + n + ": " + known + "\n");
      return;
    }
    JettySolrRunner runner = runners.get(n - 1);
    String url = runner.getBaseUrl().toString();
    String name = runner.getNodeName();
    try {
      if (m.group(2).equals("stop")) {
        if (runner.isRunning()) {
          cluster.stopJettySolrRunner(runner);
          cluster.waitForJettyToStop(runner);
          cluster
              .getZkStateReader()
              .waitForLiveNodes(30, TimeUnit.SECONDS, (before, after) -> !after.contains(name));
        }
        reply(exchange, 200, "stopped node " + n + " (" + url + ")\n");
      } else {
        if (!runner.isRunning()) {
          cluster.startJettySolrRunner(runner, true);
          cluster.waitForNode(runner, 60);
        }
        reply(exchange, 200, "started node " + n + " (" + url + ")\n");
      }
    } catch (Exception e) {
      reply(exchange, 500, "node " + n + " (" + url + "): " + e + "\n");
    }
  }

  private static void reply(HttpExchange exchange, int status, String text) throws IOException {
    byte[] body = text.getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().set("content-type", "text/plain; charset=utf-8");
    exchange.sendResponseHeaders(status, body.length);
    try (var out = exchange.getResponseBody()) {
      out.write(body);
    }
  }

  private static void deleteQuietly(Path dir) {
    try (var paths = Files.walk(dir)) {
      paths.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (Exception e) {
      // a temporary directory: the system cleans it up in the end
    }
  }
}
