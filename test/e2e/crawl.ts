import type { Page } from '@playwright/test'

// The link crawl's two shared parts: which demo plans each edition's project signs in as, and
// which links a signed-in page offers (link-crawl.spec.ts loads them, screen-inventory.spec.ts
// looks at them).

/** The demo plans of each edition's project (server/users/demo-accounts.ts). */
export const PLANS: Record<string, string[]> = {
  ka: ['ka', 'kapp', 'yb', 'ihb'],
  kipl: ['ipl', 'pl', 'mip', 'ct', 'gpl', 'iltt', 'spw'],
  // The demo editor (every edition's full plan) adds the editors' search report.
  kcl: ['kcl', 'editor'],
}

/** The app's own links of the shell and the landing page, as absolute URLs, once each. */
export async function linksOf(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('header a[href], nav a[href], footer a[href], main a[href]')
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href))
  const origin = new URL(page.url()).origin
  return [...new Set(hrefs)]
    .filter((href) => href.startsWith(origin))
    .map((href) => href.replace(/#.*$/, ''))
    .filter((href) => !/\/account\/(logout|ssologin|login)\b/i.test(href))
}
