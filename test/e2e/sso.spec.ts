import { expect, hydrated, onlyIn, test } from './fixtures.ts'
import { signInThroughOrganisation } from './sso-helpers.ts'

// Single sign-on with JavaScript on, on every edition: the demo accounts' organisation signs
// them in through its own OpenID provider (test/e2e/oidc-provider.ts).
// Two sites and a dozen pages each: more than the default time on a busy machine.
test.describe.configure({ timeout: 90_000 })
test('a subscriber signs in through their organisation and is back on the page asked for', async ({
  page,
  edition,
}) => {
  onlyIn('ka')
  await page.goto('/search?q=award')
  // The guard sends an anonymous visitor to sign in, naming the page.
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Fsearch%3Fq%3Daward/)
  await page.goto('/account/ssologin?returnUrl=%2Fsearch%3Fq%3Daward&waf=e2e-waf')
  await hydrated(page)
  const authorization = await signInThroughOrganisation(page, edition.email)
  expect(authorization.searchParams.get('waf')).toBe('e2e-waf')
  expect(authorization.searchParams.get('code_challenge_method')).toBe('S256')
  await expect(page).toHaveURL(/\/search\?(.*&)?q=award/)
  await expect(page.getByLabel(/Signed in as/)).toBeVisible()
})

test('Switch account logs the organisation’s account out and shows the login form', async ({
  page,
  edition,
}) => {
  onlyIn('kcl')
  await page.goto('/account/ssologin?returnUrl=%2F')
  await hydrated(page)
  await signInThroughOrganisation(page, edition.email)
  await expect(page.getByLabel(/Signed in as/)).toBeVisible()
  await page.goto('/account/switchAccount')
  await hydrated(page)
  await page.getByRole('button', { name: 'Log out and switch' }).click()
  await expect(page.getByRole('heading', { name: 'Switch account' })).toBeVisible()
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible()
  await expect(page.getByLabel(/Signed in as/)).toHaveCount(0)
})
