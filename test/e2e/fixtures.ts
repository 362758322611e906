import AxeBuilder from '@axe-core/playwright'
import { expect, test as base, type Page } from '@playwright/test'

export const DEMO_PASSWORD = 'demo-password'

/** The full-subscription demo account and product name of each edition's project. */
export const editions = {
  ka: { email: 'kapp@demo.test', name: 'Arbitration Research', subscription: 'KAPP' },
  kipl: { email: 'ipl@demo.test', name: 'IP Law Research', subscription: 'IPL' },
  kcl: { email: 'kcl@demo.test', name: 'Competition Law Research', subscription: 'CT' },
} as const
export type EditionKey = keyof typeof editions

/** Signs in through the login form, as a user would, and lands on `to`. */
export async function login(page: Page, email: string, to = '/') {
  await page.goto(`/account/login?returnUrl=${encodeURIComponent(to)}`)
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/account/login'))
}

/** Waits until React has hydrated, so clicks reach their handlers. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => '__reactRouterRouteModules' in window)
}

/** Serious or critical accessibility violations on the page as it is now. */
export async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

/**
 * Skips the running test outside one edition's project. A journey every edition shares (the
 * search panel, favourites, the assistant panel) is tested once; the others would only repeat
 * it. Such journeys are spread over the projects so each carries a share.
 */
export function onlyIn(project: EditionKey) {
  test.skip(test.info().project.name !== project, `the same in every edition: run in ${project}`)
}

export const test = base.extend<{ edition: (typeof editions)[EditionKey] }>({
  edition: async ({}, use, info) => {
    await use(
      editions[
        (info.project.name as EditionKey) in editions ? (info.project.name as EditionKey) : 'ka'
      ],
    )
  },
})
export { expect }
