import { mkdirSync } from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import { linksOf, PLANS } from './crawl.ts'
import { editions, expect, hydrated, login, test, type EditionKey } from './fixtures.ts'

// Every screen of the link crawl, as a subscriber sees it, at a phone's, a small laptop's and a
// desktop's width: of the edition's full plan, the first screen of each kind (a document, a
// search preset) at all three and the others at the phone's; each other plan's further screens
// at the phone's (at most PER_KIND of one kind). On each: no page wider than the screen, no
// floating control over another control (asked of the browser with elementFromPoint at the
// controls' centres, at the top and at the end of the page), no band under a short page's footer,
// no text under 11 px, no word broken between its letters inside a table, no list marker beside
// a card or in a menu. A picture of each screen is kept in the run's artefacts
// (var/e2e/screenshots/inventory/<edition>/), to be looked at by eye when a screen changes.

const WIDTHS = [390, 1024, 1440] as const
const HEIGHT: Record<number, number> = { 390: 844, 1024: 768, 1440: 900 }
const DIR = 'var/e2e/screenshots/inventory'
/** Of a further plan's screens of one kind (a document's chapters), the first this many. */
const PER_KIND = 12
/** Links to files rather than screens. */
const NOT_A_SCREEN = /\.(pdf|docx?|xlsx?|csv|zip|xml|rss|json)$|^\/(apiv2|mdl)\/(?!docs\b)/i

/** Signs in as `plan` (the cookie banner answered, as the issue measured) and lists its screens. */
async function screensOf(browser: Browser, baseURL: string, plan: string) {
  const context = await browser.newContext({ baseURL })
  const { hostname } = new URL(baseURL)
  await context.addCookies([{ name: 'visited', value: 'yes', domain: hostname, path: '/' }])
  const page = await context.newPage()
  await login(page, `${plan}@demo.test`)
  const screens = [new URL(page.url()).pathname, ...(await linksOf(page))]
    .map((url) => new URL(url, page.url()))
    .map((url) => url.pathname + url.search)
    .filter((path) => !NOT_A_SCREEN.test(new URL(path, 'http://x').pathname))
  return { context, page, screens: [...new Set(screens)] }
}

/** Looks at each screen at each width, keeps its picture, and fails with every problem found. */
async function inspect(page: Page, plan: string, runs: [path: string, width: number][]) {
  const project = test.info().project.name
  mkdirSync(`${DIR}/${project}`, { recursive: true })
  for (const [path, width] of runs) {
    if (page.viewportSize()?.width !== width)
      await page.setViewportSize({ width, height: HEIGHT[width]! })
    // Soft: each screen's problems are reported as found, and the run goes on to the next.
    expect.soft(await problemsOf(page, path), `${plan}@ ${path} at ${width} px`).toEqual([])
    await page.screenshot({
      path: `${DIR}/${project}/${slug(plan, path)}-${width}.jpeg`,
      quality: 60,
    })
  }
  const screens = new Set(runs.map(([path]) => path)).size
  console.log(`screen inventory ${project} ${plan}@: ${screens} screens, ${runs.length} checked`)
}

for (const [project, plans] of Object.entries(PLANS)) {
  const full = editions[project as EditionKey].email.replace(/@.*/, '')

  test(`${full}@: every crawled screen at 390, 1024 and 1440 px`, async ({ browser }, info) => {
    test.skip(info.project.name !== project, `the ${project} project looks at its own screens`)
    test.setTimeout(540_000)
    const { context, page, screens } = await screensOf(browser, info.project.use.baseURL!, full)
    expect(screens.length).toBeGreaterThan(10)
    // Every screen at a phone's width; the first screen of each kind at the wider two.
    const firsts = [...new Map(screens.map((path) => [kindOf(path), path])).values()]
    await inspect(page, full, [
      ...screens.map((path) => [path, 390] as [string, number]),
      ...WIDTHS.slice(1).flatMap((width) =>
        firsts.map((path) => [path, width] as [string, number]),
      ),
    ])
    await context.close()
  })

  for (const plan of plans.filter((p) => p !== full)) {
    test(`${plan}@: the screens beyond the full plan’s at 390 px`, async ({ browser }, info) => {
      test.skip(info.project.name !== project, `the ${project} project looks at its own screens`)
      test.setTimeout(300_000)
      const known = await screensOf(browser, info.project.use.baseURL!, full)
      await known.context.close()
      const { context, page, screens } = await screensOf(browser, info.project.use.baseURL!, plan)
      // A handbook's hundreds of chapter links are one screen: at most PER_KIND of each kind.
      const perKind = new Map<string, number>()
      const own = screens
        .filter((path) => !known.screens.includes(path))
        .filter((path) => {
          const n = (perKind.get(kindOf(path)) ?? 0) + 1
          perKind.set(kindOf(path), n)
          return n <= PER_KIND
        })
      await inspect(
        page,
        plan,
        own.map((path) => [path, 390] as [string, number]),
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

async function problemsOf(page: Page, path: string): Promise<string[]> {
  const response = await page.goto(path).catch((e: unknown) => String(e))
  if (typeof response === 'string' || !response) return [`no page (${response})`]
  if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) return []
  await hydrated(page)
  await page.evaluate(() => document.fonts.ready)
  const problems = await page.evaluate(layoutProblems)
  if (await page.evaluate(() => document.documentElement.scrollHeight <= innerHeight))
    return problems
  // At the end of the page too: the footer's links and the floating buttons shown on scrolling.
  await page.evaluate(async () => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' })
    for (let i = 0; i < 3; i++) await new Promise((done) => requestAnimationFrame(done))
  })
  const atEnd = await page.evaluate(layoutProblems)
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  return [...new Set([...problems, ...atEnd])]
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
  expect(box.y + box.height, 'the first result’s title ends above the screen’s foot').toBeLessThan(
    844,
  )
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})
