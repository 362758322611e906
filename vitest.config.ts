import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { envOnlyMacros } from 'vite-env-only'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [envOnlyMacros(), vanillaExtractPlugin()],
  test: {
    include: ['{app,server,sites,test}/**/*.test.{ts,tsx}'],
    exclude: ['node_modules', 'build', 'var', 'test/e2e/**'],
    environment: 'node',
    setupFiles: ['./test/setup/setup-test-env.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
