import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { envOnlyMacros } from 'vite-env-only'
import { defineConfig } from 'vitest/config'

/** Tests that stop a SolrCloud node: they run last, alone (server/search/solr/cluster.test.ts). */
const SOLR_EVENTS = ['server/search/solr/cluster.test.ts']

export default defineConfig({
  plugins: [envOnlyMacros(), vanillaExtractPlugin()],
  test: {
    environment: 'node',
    setupFiles: ['./test/setup/setup-test-env.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{app,server,sites,test}/**/*.test.{ts,tsx}'],
          exclude: ['node_modules', 'build', 'var', 'test/e2e/**', ...SOLR_EVENTS],
        },
      },
      {
        extends: true,
        test: { name: 'solr-events', include: SOLR_EVENTS, sequence: { groupOrder: 1 } },
      },
    ],
  },
})
