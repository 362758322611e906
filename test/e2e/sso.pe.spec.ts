import { expect, test } from './fixtures.ts'
import { signInThroughOrganisation } from './sso-helpers.ts'

// Single sign-on without JavaScript: every step is a link, a GET form or the provider's own
// page, and every refusal is a page saying why.
// Two sites and a dozen pages each: more than the default time on a busy machine.
test.describe.configure({ timeout: 90_000 })
test.describe('without JavaScript', () => {
  test('sign in through the organisation and land on the page asked for', async ({ page }) => {
    await page.goto('/account/ssologin?returnUrl=%2Fbooks&waf=e2e-waf')
    const authorization = await signInThroughOrganisation(page, 'kapp@demo.test')
    expect(authorization.searchParams.get('waf')).toBe('e2e-waf')
    await expect(page).toHaveURL(/\/books$/)
    await expect(page.getByLabel(/Signed in as/)).toBeVisible()
  })

  test('a verified address without an account is refused with a page, and no one is signed in', async ({
    page,
  }) => {
    await page.goto('/account/ssologin?returnUrl=%2Fbooks')
    await signInThroughOrganisation(page, 'stranger@demo.test')
    await expect(
      page.getByRole('heading', { name: 'No account for this e-mail address' }),
    ).toBeVisible()
    await expect(page.getByRole('alert')).toContainText('No account here uses stranger@demo.test')
    await expect(page.getByLabel(/Signed in as/)).toHaveCount(0)
  })

  test('an address the organisation has not verified is refused with a page', async ({ page }) => {
    await page.goto('/account/ssologin?returnUrl=%2Fbooks')
    await signInThroughOrganisation(page, 'kapp@demo.test', 'unverified.kapp@demo.test')
    await expect(page.getByRole('heading', { name: 'E-mail address not verified' })).toBeVisible()
    await expect(page.getByLabel(/Signed in as/)).toHaveCount(0)
  })

  test('a return address elsewhere falls back to the home page', async ({ page }) => {
    await page.goto('/account/ssologin?returnUrl=%2F%2Fevil.example%2Fphish')
    await signInThroughOrganisation(page, 'kapp@demo.test')
    await expect(page).toHaveURL(/^http:\/\/ka\.localhost:\d+\/$/)
  })
})
