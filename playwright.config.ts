import { defineConfig, devices } from '@playwright/test'

/**
 * End-to-end tests against the production build on the embedded defaults, one project per
 * edition host (Chromium resolves *.localhost to loopback), plus a project with JavaScript off
 * for the journeys that must work without it (*.pe.spec.ts).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100)
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
}
const host = (site: string) => `http://${site}.localhost:${PORT}`
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3102)
const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`
/** The demo accounts' organisation, signing in through test/e2e/oidc-provider.ts. */
const testOrganisation = {
  id: 'demo',
  name: 'Demo University',
  issuer: OIDC_ISSUER,
  clientId: 'portal',
  clientSecret: 'portal-secret-portal-secret',
  domains: ['demo.test'],
}

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'var/e2e/results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { outputFolder: 'var/e2e/report', open: 'never' }]],
  timeout: 30_000,
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: [
    { name: 'ka', use: { ...chromium, baseURL: host('ka') }, testIgnore: /\.pe\.spec\.ts$/ },
    { name: 'kipl', use: { ...chromium, baseURL: host('kipl') }, testIgnore: /\.pe\.spec\.ts$/ },
    { name: 'kcl', use: { ...chromium, baseURL: host('kcl') }, testIgnore: /\.pe\.spec\.ts$/ },
    {
      name: 'nojs',
      use: { ...chromium, baseURL: host('ka'), javaScriptEnabled: false },
      testMatch: /\.pe\.spec\.ts$/,
    },
  ],
  webServer: [
    {
      command: 'bash test/e2e/serve.sh',
      url: `http://localhost:${PORT}/aidisclaimer`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: { PORT: String(PORT), SSO_PROVIDERS: JSON.stringify([testOrganisation]) },
      stdout: 'pipe',
    },
    // The organisation's own OpenID provider, for the single sign-on journeys (sso*.spec.ts).
    {
      command: 'npx tsx test/e2e/oidc-provider.ts',
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { E2E_PORT: String(PORT), E2E_OIDC_PORT: String(OIDC_PORT) },
    },
  ],
})
