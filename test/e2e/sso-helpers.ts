import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/** The test provider's issuer (playwright.config.ts starts it: test/e2e/oidc-provider.ts). */
const OIDC_ISSUER = `http://127.0.0.1:${Number(process.env.E2E_OIDC_PORT ?? 3102)}`

/**
 * From the login page's link, through the organisation's sign-in form (the test provider's own
 * page) and back: types `email` on the portal and signs in at the provider as `login`. Returns
 * the authorization request the portal sent the browser with.
 */
export async function signInThroughOrganisation(page: Page, email: string, login = email) {
  await page.getByRole('link', { name: 'Log in through your organisation' }).click()
  // The password form has an E-mail field too: wait for the organisation's form to replace it.
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible()
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  const authorization = page.waitForRequest((r) => r.url().startsWith(`${OIDC_ISSUER}/auth?`))
  await page.getByRole('button', { name: 'Continue' }).click()
  const request = new URL((await authorization).url())
  await page.getByPlaceholder('Enter any login').fill(login)
  await page.getByPlaceholder('and password').fill('any password')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  await page.waitForURL((url) => url.origin !== OIDC_ISSUER)
  await expect(page.locator('h1').first()).toBeVisible()
  return request
}
