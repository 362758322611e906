// Compiles the production server's own entries, after `react-router build` has built the app
// (build/server/index.js: the HTTP adapter with every route module). The boot script and the
// worker threads' entries are bundled with esbuild into plain JavaScript beside it, so that
// `npm run serve` runs on node alone, no TypeScript loader at run time. Each entry keeps its
// place in the tree: server/x/y.ts becomes build/server/x/y.js, which is where the worker pool
// looks when it runs compiled (server/jobs/worker-pool.ts). Packages stay in node_modules.
//
//   tsx server/http/compile.ts   (the last step of `npm run build`)
import { copyFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { build } from 'esbuild'

/** Entries run by node itself: the boot script and every worker pool's thread. */
const SERVER_ENTRIES = [
  'server/http/main.ts',
  'server/content-index/worker.ts',
  'server/downloads/render-worker.ts',
]

/** Read at run time beside the module that reads it (`new URL('./schema.sql', import.meta.url)`). */
const SCHEMA = 'server/search/fts5/schema.sql'

const result = await build({
  entryPoints: SERVER_ENTRIES,
  outbase: '.',
  outdir: 'build',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
})

// The index writer reads its schema beside its own module; each bundle holding it gets a copy.
for (const [output, { inputs }] of Object.entries(result.metafile.outputs)) {
  if (output.endsWith('.js') && 'server/search/fts5/index-writer.ts' in inputs) {
    copyFileSync(SCHEMA, join(dirname(output), 'schema.sql'))
  }
}
