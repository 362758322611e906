import { reactRouter } from '@react-router/dev/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig, type Plugin } from 'vite'
import { denyImports, envOnlyMacros } from 'vite-env-only'

// The mini-apps' parts (spec 001 §1): each one's screens are its own script, named after the part
// by its module (app/routes/market-definitions/mdl-app.tsx → mdl-app-<hash>.js); its stylesheet,
// which the mini-app's frame links too (so the server's page has it), is named here.
const PART_STYLESHEETS: Record<string, string> = {
  'market-definitions.css': 'mdl-app',
  'manual-ip.css': 'mip-app',
}

/**
 * Every page loads the client entry and the root route with all they import statically: the
 * framework, the shell's components, styles and helpers. Left to automatic splitting they come as
 * about twenty files, many under 1 KB, and each costs a round trip on a slow line. These are put
 * into two chunks instead: the client entry's, with the framework (node_modules, which changes
 * rarely and stays cached), and `shell` (the app's own), with their stylesheets as one: no page loads a byte more, only fewer
 * files. What only some screens use, and what loads when first opened, keeps its own chunks.
 */
function shellChunks(): { plugin: Plugin; has: (id: string) => boolean } {
  const shell = new Set<string>()
  const isEntry = (id: string) => /[\\/](entry\.client\.tsx|app[\\/]root\.tsx)(\?|$)/.test(id)
  const plugin: Plugin = {
    name: 'shell-chunks',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    buildEnd() {
      const queue = [...this.getModuleIds()].filter(isEntry)
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (shell.has(id)) continue
        shell.add(id)
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []))
      }
    },
  }
  return { plugin, has: (id) => shell.has(id) }
}

const shell = shellChunks()

export default defineConfig(({ isSsrBuild }) => ({
  // The server entry (express app + services) is built with the app, so route modules and the
  // HTTP adapter share one copy of app/context.ts and its context keys.
  build: isSsrBuild
    ? { rollupOptions: { input: './server/http/app.ts' } }
    : {
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: (id: string) => (/[\\/]node_modules[\\/]/.test(id) ? 'framework' : 'shell'),
                  test: shell.has,
                },
              ],
            },
            assetFileNames: ({ names }: { names: readonly string[] }) => {
              const part = names.map((name) => PART_STYLESHEETS[name]).find(Boolean)
              return `assets/${part ?? '[name]'}-[hash][extname]`
            },
          },
        },
      },
  plugins: [
    // `export const contract = serverOnly$(...)` in API route modules: their schemas and
    // examples stay on the server (app/routes/api/contract.ts).
    envOnlyMacros(),
    denyImports({
      client: {
        files: ['server/**', '**/*.server.*'],
        specifiers: [/^node:/, 'kysely', 'better-sqlite3', 'pg', 'nodemailer'],
      },
    }),
    vanillaExtractPlugin(),
    reactRouter(),
    shell.plugin,
  ],
}))
