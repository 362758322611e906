import { reactRouter } from '@react-router/dev/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vite'
import { denyImports, envOnlyMacros } from 'vite-env-only'

export default defineConfig(({ isSsrBuild }) => ({
  // The server entry (express app + services) is built with the app, so route modules and the
  // HTTP adapter share one copy of app/context.ts and its context keys.
  build: isSsrBuild ? { rollupOptions: { input: './server/http/app.ts' } } : undefined,
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
