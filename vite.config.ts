import { reactRouter } from '@react-router/dev/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vite'
import { denyImports, envOnlyMacros } from 'vite-env-only'

// The mini-apps' parts (spec 001 §1): each one's screens are its own script, named after the part
// by its module (app/routes/market-definitions/mdl-app.tsx → mdl-app-<hash>.js); its stylesheet,
// which the mini-app's frame links too (so the server's page has it), is named here.
const PART_STYLESHEETS: Record<string, string> = {
  'market-definitions.css': 'mdl-app',
  'manual-ip.css': 'mip-app',
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server entry (express app + services) is built with the app, so route modules and the
  // HTTP adapter share one copy of app/context.ts and its context keys.
  build: isSsrBuild
    ? { rollupOptions: { input: './server/http/app.ts' } }
    : {
        rollupOptions: {
          output: {
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
  ],
}))
