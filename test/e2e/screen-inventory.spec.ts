import { mkdirSync } from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import { linksOf, PLANS } from './crawl.ts'
import { editions, expect, login, test, type EditionKey } from './fixtures.ts'

// Every screen of the link crawl, as a subscriber sees it, at a phone's, a small laptop's and a
// desktop's width: of the edition's full plan, every screen at the phone's width and one
// screen of each kind (a document, a search preset) at all three; each other plan's further
// screens at the phone's (at most PER_KIND of one kind). The API reference and an arbitrator's
// profile join the crawl (no menu links them). On each: no page wider than the screen, no
// floating control over another control (asked of the browser with elementFromPoint at the
// controls' centres, at the top and at the end of the page), no band under a short page's
// footer, no text under 11 px, no word broken between its letters inside a table, no list marker
// beside a card or in a menu, no select in the browser's own look, no date written otherwise than
// in the portal's format ('2026-06-02', a lone 'June 2, 2026') outside fields and quoted text, and
// nothing the Content-Security-Policy blocked. A picture of each screen is kept in the run's
// artefacts (var/e2e/screenshots/inventory/<edition>/), to be looked at by eye when a screen
// changes.

const WIDTHS = [390, 1024, 1440] as const
const HEIGHT: Record<number, number> = { 390: 844, 1024: 768, 1440: 900 }
const DIR = 'var/e2e/screenshots/inventory'
/** Of a further plan's screens of one kind (a document's chapters), the first this many. */
const PER_KIND = 12
/** Links to files rather than screens. */
const NOT_A_SCREEN = /\.(pdf|docx?|xlsx?|csv|zip|xml|rss|json)$|^\/(apiv2|mdl)\/(?!docs\b)/i
/** Screens no menu links to, looked at beside the crawled ones: the API reference, a profile. */
const UNLINKED: Record<string, string[]> = {
  ka: ['/apiv2/docs', '/profile-navigator/brigitte-stern'],
  kipl: ['/apiv2/docs'],
  kcl: ['/apiv2/docs'],
}

/** Signs in as `plan` (the cookie banner answered, as the issue measured) and lists its screens. */
async function screensOf(browser: Browser, baseURL: string, plan: string) {
  const context = await browser.newContext({ baseURL })
  const { hostname } = new URL(baseURL)
  await context.addCookies([{ name: 'visited', value: 'yes', domain: hostname, path: '/' }])
  // In every page before its own scripts: the checks, and a record of what the
  // Content-Security-Policy blocked (an inline style, a script without the nonce).
  await context.addInitScript({
    content: `window.__layoutProblems = ${layoutProblems.toString()};
      window.__blocked = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        window.__blocked.push(e.violatedDirective + ' (' + (e.sample || e.blockedURI) + ')'));`,
  })
  const page = await context.newPage()
  await landSignedIn(page, plan)
  const screens = [
    new URL(page.url()).pathname,
    ...(await linksOf(page)),
    ...(UNLINKED[test.info().project.name] ?? []),
  ]
    .map((url) => new URL(url, page.url()))
    .map((url) => url.pathname + url.search)
    .filter((path) => !NOT_A_SCREEN.test(new URL(path, 'http://x').pathname))
  return { context, page, screens: [...new Set(screens)] }
}

/**
 * Signs in as `plan` and waits for the landing page whole (its results and links) before its links
 * are listed. "Signed in" is the session's word, read from the header's signed-in control and
 * waited for, never from what the landing page shows. A landing that is not the subscriber's (an
 * error page under load) is reported and opened once more; the form again only if the session is
 * gone.
 */
async function landSignedIn(page: Page, plan: string) {
  const signedIn = page.getByRole('link', { name: /^Signed in as / })
  await login(page, `${plan}@demo.test`)
  for (let attempt = 1; ; attempt++) {
    // Bounded: a request the page leaves open must not stop the inventory.
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined)
    const session = await signedIn
      .waitFor({ timeout: 10_000 })
      .then(() => true)
      .catch(() => false)
    const heading = await page
      .locator('h1')
      .first()
      .textContent({ timeout: 5_000 })
      .catch(() => null)
    if (session && heading && !/^(Page not found|Something went wrong)$/.test(heading.trim()))
      return
    const landing = `${plan}@ landed on ${page.url()} (h1 ${JSON.stringify(heading)}), ${session ? 'signed in' : 'not signed in'}`
    if (attempt === 2) throw new Error(landing)
    console.log(`screen inventory: ${landing}; opening the landing page again`)
    if (session) await page.goto('/')
    else await login(page, `${plan}@demo.test`)
  }
}

/** The full plan's screens, listed once per worker for the tests of the other plans. */
const fullScreens = new Map<string, Promise<string[]>>()

/**
 * Loads each screen once and looks at it at each of its widths (the page resized, not loaded
 * again), keeps a picture of each, and fails with every problem found.
 */
async function inspect(page: Page, plan: string, runs: [path: string, widths: number[]][]) {
  const project = test.info().project.name
  mkdirSync(`${DIR}/${project}`, { recursive: true })
  let checks = 0
  for (const [path, widths] of runs) {
    for (const [i, width] of widths.entries()) {
      if (page.viewportSize()?.width !== width)
        await page.setViewportSize({ width, height: HEIGHT[width]! })
      const problems = i === 0 ? await load(page, path) : []
      if (problems === null) break // not a page to look at (a file)
      problems.push(...(await look(page)))
      checks++
      // Soft: each screen's problems are reported as found, and the run goes on to the next.
      expect.soft(problems, `${plan}@ ${path} at ${width} px`).toEqual([])
      await page.screenshot({
        path: `${DIR}/${project}/${slug(plan, path)}-${width}.jpeg`,
        quality: 60,
      })
    }
  }
  const widths = [...new Set(runs.flatMap(([, w]) => w))].join(', ')
  console.log(
    runs.length
      ? `screen inventory ${project} ${plan}@: ${runs.length} screens at ${widths} px, ${checks} checks`
      : `screen inventory ${project} ${plan}@: no screen beyond the full plan’s`,
  )
}

for (const [project, plans] of Object.entries(PLANS)) {
  const full = editions[project as EditionKey].email.replace(/@.*/, '')

  test(`${full}@: every crawled screen at 390, 1024 and 1440 px`, async ({ browser }, info) => {
    test.skip(info.project.name !== project, `the ${project} project looks at its own screens`)
    test.setTimeout(540_000)
    const { context, page, screens } = await screensOf(browser, info.project.use.baseURL!, full)
    expect(screens.length, `${full}@ screens: ${screens.join(' ')}`).toBeGreaterThan(10)
    // Every screen at a phone's width; one screen of each kind (the last listed) at the wider two.
    const firsts = new Set(new Map(screens.map((path) => [kindOf(path), path])).values())
    await inspect(
      page,
      full,
      screens.map((path) => [path, firsts.has(path) ? [...WIDTHS] : [WIDTHS[0]]]),
    )
    await context.close()
  })

  for (const plan of plans.filter((p) => p !== full)) {
    test(`${plan}@: the screens beyond the full plan’s at 390 px`, async ({ browser }, info) => {
      test.skip(info.project.name !== project, `the ${project} project looks at its own screens`)
      test.setTimeout(300_000)
      const baseURL = info.project.use.baseURL!
      if (!fullScreens.has(project)) {
        fullScreens.set(
          project,
          screensOf(browser, baseURL, full).then(async (known) => {
            await known.context.close()
            return known.screens
          }),
        )
      }
      const known = await fullScreens.get(project)!
      const { context, page, screens } = await screensOf(browser, baseURL, plan)
      // A handbook's hundreds of chapter links are one screen: at most PER_KIND of each kind.
      const perKind = new Map<string, number>()
      const own = screens
        .filter((path) => !known.includes(path))
        .filter((path) => {
          const n = (perKind.get(kindOf(path)) ?? 0) + 1
          perKind.set(kindOf(path), n)
          return n <= PER_KIND
        })
      await inspect(
        page,
        plan,
        own.map((path) => [path, [WIDTHS[0]]]),
      )
      await context.close()
    })
  }
}

/** A screen's kind: its first path segment and its query's keys (/document/…, /search?type). */
function kindOf(path: string) {
  const url = new URL(path, 'http://x')
  return `${url.pathname.split('/')[1]}?${[...url.searchParams.keys()].sort().join('&')}`
}

function slug(plan: string, path: string) {
  const name = path
    .replace(/^\//, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
  return `${plan}-${name || 'home'}`.slice(0, 120)
}

/** Opens a screen: its problems of loading, or null when it is not a page (a file). */
async function load(page: Page, path: string): Promise<string[] | null> {
  const response = await page.goto(path).catch((e: unknown) => String(e))
  if (typeof response === 'string' || !response) return [`no page (${response})`]
  const headers = response.headers()
  if (!(headers['content-type'] ?? '').startsWith('text/html')) return null
  const styleSrc = /style-src[^;]*/.exec(headers['content-security-policy'] ?? '')?.[0]
  return styleSrc?.includes("'unsafe-inline'")
    ? [`the policy allows inline styles: ${styleSrc}`]
    : []
}

/**
 * The screen's problems as it is drawn now, at the top and at the end of the page (the footer's
 * links and the floating buttons shown on scrolling), in one call into the page.
 */
async function look(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const w = window as unknown as { __layoutProblems: () => string[]; __blocked: string[] }
    const frame = () => new Promise((done) => requestAnimationFrame(done))
    for (let i = 0; !('__reactRouterRouteModules' in window); i++) {
      if (i > 300) return ['the page did not start its scripts in 15 s']
      await new Promise((done) => setTimeout(done, 50))
    }
    await document.fonts.ready
    await frame()
    const problems = w.__layoutProblems()
    const root = document.documentElement
    if (root.scrollHeight > innerHeight) {
      window.scrollTo({ top: root.scrollHeight, behavior: 'instant' })
      for (let i = 0; i < 3; i++) await frame()
      problems.push(...w.__layoutProblems())
      window.scrollTo({ top: 0, behavior: 'instant' })
      await frame()
    }
    problems.push(...w.__blocked.map((what) => `the Content-Security-Policy blocked ${what}`))
    w.__blocked.length = 0
    return [...new Set(problems)]
  })
}

/**
 * What is wrong with the screen as it is now, in words (runs in the page: no imports, no
 * closures).
 */
function layoutProblems(): string[] {
  const problems: string[] = []
  const root = document.documentElement
  const vw = root.clientWidth
  const vh = root.clientHeight
  const name = (el: Element) => {
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ')
    const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : ''
    return `<${el.tagName.toLowerCase()}${cls ? ` .${cls}` : ''}> “${text.slice(0, 40)}”`
  }
  const styleOf = (el: Element) => getComputedStyle(el)
  // Drawn: not inside a closed disclosure (laid out on demand, never painted), not invisible.
  const shown = (el: Element) => {
    if (!el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) return false
    const r = el.getBoundingClientRect()
    return r.width > 1 && r.height > 1
  }

  // 1. Nothing wider than the screen.
  if (root.scrollWidth > vw + 1) {
    const widest = [...document.body.querySelectorAll('*')].find((el) => {
      const r = el.getBoundingClientRect()
      if (r.right <= vw + 1 || r.width === 0) return false
      for (let p = el.parentElement; p; p = p.parentElement) {
        const o = styleOf(p).overflowX
        if (o === 'auto' || o === 'scroll' || o === 'hidden' || o === 'clip') return false
      }
      return true
    })
    problems.push(
      `the page is ${root.scrollWidth} px wide${widest ? `: ${name(widest)} ends at ${Math.round(widest.getBoundingClientRect().right)} px` : ''}`,
    )
  }

  // 1b. A short page's footer reaches the screen's foot: no band of the canvas under it.
  const footer = document.querySelector('body > footer')
  if (footer && root.scrollHeight <= vh && footer.getBoundingClientRect().bottom < vh - 1)
    problems.push(
      `a band of ${Math.round(vh - footer.getBoundingClientRect().bottom)} px under the footer`,
    )

  // 2. No floating control over another control. A floating layer is a fixed or sticky box that
  // is not a full-width bar (the header and bars that the page scrolls under are meant to be).
  const floatingOf = (el: Element | null): Element | null => {
    for (let p = el; p && p !== document.body; p = p.parentElement) {
      const position = styleOf(p).position
      if (position === 'fixed' || position === 'sticky') {
        return p.getBoundingClientRect().width >= vw * 0.9 ? null : p
      }
    }
    return null
  }
  const controls = [
    ...document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]',
    ),
  ].filter((el) => {
    if (!shown(el)) return false
    const r = el.getBoundingClientRect()
    const x = r.left + r.width / 2
    const y = r.top + r.height / 2
    return x >= 0 && x < vw && y >= 0 && y < vh
  })
  for (const control of controls) {
    const r = control.getBoundingClientRect()
    const x = r.left + r.width / 2
    const y = r.top + r.height / 2
    const own = floatingOf(control)
    if (own) {
      // A floating control over a control of the page beneath it.
      const under = document
        .elementsFromPoint(x, y)
        .find(
          (el) =>
            !own.contains(el) &&
            !el.contains(own) &&
            el.matches('a[href], button, input, select, textarea, summary, [role="button"]'),
        )
      if (under && !floatingOf(under)) problems.push(`${name(control)} covers ${name(under)}`)
      continue
    }
    const hit = document.elementFromPoint(x, y)
    if (!hit || control.contains(hit) || hit.contains(control)) continue
    const cover = floatingOf(hit)
    if (cover && !cover.contains(control)) problems.push(`${name(cover)} covers ${name(control)}`)
  }

  // 3. Text of 11 px and more (an SVG's text as drawn, after its scaling).
  const small = new Map<string, string>()
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const sized = new Set<Element>()
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim()
    const parent = node.parentNode instanceof Element ? node.parentNode : null
    if (!text || !parent || sized.has(parent)) continue
    sized.add(parent)
    if (sized.size > 4000) break
    if (parent.closest('script, style, noscript, template') || !shown(parent)) continue
    let size = parseFloat(styleOf(parent).fontSize)
    if (parent instanceof SVGGraphicsElement) size *= parent.getScreenCTM()?.a ?? 1
    if (size < 11 - 0.05) small.set(text.slice(0, 30), `${size.toFixed(1)} px`)
  }
  for (const [text, size] of [...small].slice(0, 3)) problems.push(`text at ${size}: “${text}”`)

  // 4. Tables scroll as a whole or reflow: no word broken between two of its letters.
  let words = 0
  const range = document.createRange()
  cells: for (const cell of document.querySelectorAll('td, th')) {
    if (!shown(cell)) continue
    const texts = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/[\p{L}\p{N}]{2,}/gu)) {
        if (++words > 3000) break cells
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
        if (lines.size > 1) {
          problems.push(`the table breaks “${match[0]}” inside the word`)
          break cells
        }
      }
    }
  }

  // 5. List markers only in running text: none in menus, none beside a card.
  for (const item of document.querySelectorAll('li')) {
    const style = styleOf(item)
    if (style.display !== 'list-item' || style.listStyleType === 'none' || !shown(item)) continue
    if (item.closest('nav, header, footer, [role="menu"], [role="tablist"]')) {
      problems.push(`a list marker in a menu: ${name(item)}`)
      break
    }
    // A card: the item itself, or its first child, drawn as a box (a border or a shadow).
    const boxed = (el: Element) => {
      const s = styleOf(el)
      return parseFloat(s.borderTopWidth) > 0 || s.boxShadow !== 'none'
    }
    const first = item.firstElementChild
    const firstIsBlock = first && ['block', 'flex', 'grid'].includes(styleOf(first).display)
    if (boxed(item) || (first && firstIsBlock && item.firstChild === first && boxed(first))) {
      problems.push(`a list marker beside a card: ${name(item)}`)
      break
    }
  }

  // 6. Every select in the portal's look: none drawn as the browser draws one without a style
  // (the look of a select in a shadow root, where the page's stylesheets do not reach).
  const probe = document.createElement('div')
  probe.attachShadow({ mode: 'open' }).innerHTML = '<select><option>x</option></select>'
  document.body.append(probe)
  const lookOf = (el: Element) => {
    const s = styleOf(el)
    return [s.borderTopColor, s.borderTopLeftRadius, s.paddingLeft, s.minHeight].join(' ')
  }
  const browsers = lookOf(probe.shadowRoot!.firstElementChild!)
  probe.remove()
  const plain = [...document.querySelectorAll('select')].find(
    (el) => shown(el) && lookOf(el) === browsers,
  )
  if (plain)
    problems.push(`a select in the browser’s own look: ${name(plain.labels?.[0] ?? plain)}`)

  // 7. Dates in the portal's format: no ISO date ('2026-06-02') in the text a reader sees, nor a
  // month-first day standing alone ('March 22, 2024', a field's value; inside a title it is the
  // title's wording), outside fields, code and the text quoted from the collection (a document's
  // body, an excerpt).
  const month =
    'January|February|March|April|May|June|July|August|September|October|November|December'
  const otherDate = new RegExp(
    `\\b(1[89]|20)\\d\\d-[01]\\d-[0-3]\\d\\b|^\\s*(${month}) [0-3]?\\d, \\d{4}\\s*$`,
  )
  const dates = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = dates.nextNode(); node; node = dates.nextNode()) {
    const date = otherDate.exec(node.textContent ?? '')
    const parent = node.parentElement
    if (!date || !parent || !shown(parent)) continue
    if (parent.closest('input, textarea, select, code, pre, script, style, [data-quote]')) continue
    problems.push(`a date not in the portal’s format “${date[0]}” in ${name(parent)}`)
    break
  }
  return problems
}

test('on a phone the first result of a search shows in the first screen', async ({
  page,
  edition,
}, info) => {
  test.skip(info.project.name === 'nojs', 'the editions’ projects look at the screens')
  await page.setViewportSize({ width: 390, height: 844 })
  await login(page, edition.email, '/search?q=court')
  await page.getByRole('button', { name: 'I AGREE' }).click()
  const first = page.getByRole('region', { name: 'Results' }).getByRole('article').first()
  const box = (await first.getByRole('heading').boundingBox())!
  // Measured from the page's top: the click on I AGREE may scroll the page by a pixel.
  const scrolled = await page.evaluate(() => window.scrollY)
  // Its first line: a case's title may run to three lines (rulings come first on this edition).
  const firstLine = 28
  expect(
    box.y + scrolled + firstLine,
    'the first result’s title begins above the first screen’s foot',
  ).toBeLessThan(844)
})
