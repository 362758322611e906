import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, hydrated, login, onlyIn, seriousViolations, test } from './fixtures.ts'

// Reading: from a search to a document and its highlighted hits, a publication's table of
// contents and the search within its chapters, and (KA) a case, its proceeding and an award.

const SCREENS = 'var/e2e/screenshots'

/** A search with documents (not publications) on each edition's corpus. */
const DOCUMENT_SEARCH: Record<string, string> = {
  ka: '/search?q=court&type=Awards',
  kipl: '/search?q=court&type=Judgments',
  kcl: '/search?q=court&type=Judgments',
}

/** A word of a chapter's text, so the search within it is sure to find something. */
async function wordOf(page: Page, href: string): Promise<string> {
  const back = page.url()
  await page.goto(href)
  const text = await page.locator('#document-body').innerText()
  await page.goto(back)
  const word = text.split(/[^\p{L}]+/u).find((w) => w.length >= 7)
  if (!word) throw new Error(`no word to search for in ${href}`)
  return word
}

test.describe('reading', () => {
  // Long documents and the full toolchain on a shared machine: give each journey room.
  test.slow()

  test('from a search, open a document and step through its highlighted hits', async ({
    page,
    edition,
  }, info) => {
    await login(page, edition.email, DOCUMENT_SEARCH[info.project.name])
    await hydrated(page)
    await page.locator('ol li article h2 a').first().click()
    // The document opens with the search's own hits marked.
    await expect(page).toHaveURL(/\/document\/[^?]+\?q=court/)
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText('Document details')).toBeVisible()
    await expect(page.getByLabel('Search hits')).toContainText(/\d+ hits? for/)

    // look the word up in the document with the page's own find box
    await page.getByRole('searchbox', { name: 'Words to find' }).fill('court')
    await page.getByRole('button', { name: 'Find', exact: true }).click()
    await expect(page).toHaveURL(/find=court/)
    const bar = page.getByLabel('Search hits')
    await expect(bar).toContainText(/\d+ hits? for/)
    const marks = page.locator('#document-body mark.hit')
    const count = await marks.count()
    expect(count).toBeGreaterThan(0)

    await bar.getByRole('link', { name: /Next/ }).click()
    await expect(bar).toContainText(`Hit 1 of ${count}`)
    await expect(page.locator('#hit-1')).toHaveAttribute('data-current', '')
    if (count > 1) {
      await bar.getByRole('link', { name: /Next/ }).click()
      await expect(bar).toContainText(`Hit 2 of ${count}`)
      await expect(page.locator('#hit-2')).toBeInViewport()
      await bar.getByRole('link', { name: /Previous/ }).click()
      await expect(bar).toContainText(`Hit 1 of ${count}`)
    }
    await bar.getByRole('link', { name: /Previous/ }).click()
    await expect(bar).toContainText(`Hit ${count} of ${count}`)

    // stepping does not reload the document
    const url = page.url()
    expect(url).toMatch(/#hit-\d+$/)
    expect(await seriousViolations(page)).toEqual([])

    await bar.getByRole('link', { name: 'Clear' }).click()
    await expect(page.locator('#document-body mark.hit')).toHaveCount(0)
  })

  test('a statute or treaty: table of contents, tick chapters, search inside them', async ({
    page,
    edition,
  }, info) => {
    // The edition's featured titles are its statutes and treaties (Books holds books only).
    await login(page, edition.email, '/')
    await hydrated(page)
    await page.getByRole('region', { name: 'Featured titles' }).getByRole('link').first().click()
    await expect(page.getByRole('heading', { name: 'Table of contents' })).toBeVisible()
    await hydrated(page)

    const contents = page.locator('#contents')
    const chapterRow = contents.locator('li:has(> div a)').first()
    const chapterLink = chapterRow.locator(':scope > div a').first()
    const href = (await chapterLink.getAttribute('href')) ?? ''
    const word = await wordOf(page, href)

    // nothing is searched before a chapter is ticked
    await page.getByRole('searchbox', { name: 'Search within the ticked chapters' }).fill(word)
    await page.getByRole('button', { name: 'Search', exact: true }).last().click()
    await expect(page.getByText('Tick one or more chapters below')).toBeVisible()

    // a parent with children: ticking it ticks them; unticking one half-ticks it
    const parent = contents.locator('li:has(> ul)').first()
    if ((await parent.count()) > 0) {
      const box = parent.locator(':scope > div input[type="checkbox"]')
      await box.check()
      const children = parent.locator(':scope > ul > li > div input[type="checkbox"]')
      await expect(children.first()).toBeChecked()
      await children.first().uncheck()
      await expect(box).toHaveJSProperty('indeterminate', true)
      await box.check()
      await expect(children.first()).toBeChecked()
      await box.uncheck()
      await expect(children.first()).not.toBeChecked()
      await expect(box).toHaveJSProperty('indeterminate', false)
    }

    await chapterRow.locator(':scope > div input[type="checkbox"]').check()
    await page.getByRole('button', { name: 'Search', exact: true }).last().click()
    await expect(page.getByText(/found in \d+ chapters?/)).toBeVisible()
    await expect(page).toHaveURL(/node=/)
    mkdirSync(SCREENS, { recursive: true })
    await page.screenshot({
      path: `${SCREENS}/reading-toc-${info.project.name}.png`,
      fullPage: false,
    })

    // the result opens the chapter with the word highlighted
    await page
      .getByRole('region', { name: 'Results in the ticked chapters' })
      .getByRole('link')
      .first()
      .click()
    await expect(page.locator('#document-body mark.hit').first()).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })

  test('a case, its proceeding and an award', async ({ page, edition }, info) => {
    test.skip(info.project.name !== 'ka', 'cases and awards are the arbitration edition’s')
    await login(page, edition.email, '/search?hasContent=true&type=Cases')
    await hydrated(page)
    await page.locator('ol li article h2 a').first().click()
    await expect(page).toHaveURL(/\/document\/case\/[^/]+$/)
    await expect(page.getByRole('heading', { name: 'Case information' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Proceedings and documents' })).toBeVisible()
    mkdirSync(SCREENS, { recursive: true })
    await page.screenshot({ path: `${SCREENS}/reading-case.png`, fullPage: true })
    expect(await seriousViolations(page)).toEqual([])

    await page.locator('h3 a').first().click()
    await expect(page).toHaveURL(/\/document\/case\/[^/]+\/[^/]+$/)
    await expect(page.getByRole('heading', { name: 'Proceeding details' })).toBeVisible()

    await page
      .getByRole('region', { name: /Documents/ })
      .getByRole('link')
      .first()
      .click()
    await expect(page).toHaveURL(/\/document\/case\/[^/]+\/[^/]+\/[^/]+$/)
    await expect(page.getByRole('navigation', { name: 'Case contents' })).toBeVisible()
    await expect(page.locator('#document-body')).not.toBeEmpty()
    await page.getByRole('navigation', { name: 'Case' }).getByRole('link').first().click()
    await expect(page.getByRole('heading', { name: 'Case information' })).toBeVisible()
  })

  test('an award shows the facts read from its text, each with its line, and its treaty opens its cases', async ({
    page,
    edition,
  }) => {
    onlyIn('ka')
    await login(page, edition.email, '/document/isds-d680108477c9')
    const details = page.locator('dl').first()
    await expect(details.getByText('Date of decision')).toBeVisible()
    // The portal's one way of writing a day; the line quoted from the award keeps its own.
    await expect(details.getByText('17 Apr 2015')).toBeVisible()
    await expect(
      details.getByText('Line 31: “Date of dispatch to the Parties: 17 April 2015”'),
    ).toBeVisible()
    await expect(details.getByText('Award (final)')).toBeVisible()
    // The treaty the case was brought under, not every treaty the award cites.
    await details.getByRole('link', { name: 'Hungary–United Kingdom BIT (1987)' }).click()
    await expect(page).toHaveURL(/\/search\?/)
    await expect(page.getByRole('link', { name: /Accession Mezzanine/ }).first()).toBeVisible()
  })

  test('a paragraph’s address opens on that paragraph and the citation pinpoints it', async ({
    page,
    edition,
  }) => {
    onlyIn('ka')
    // Merrill & Ring v. Canada: its scan numbers paragraphs in a margin the OCR set apart.
    await login(page, edition.email, '/')
    await page.goto('/document/isds-02f4e6bc79cb#para-150')
    await hydrated(page)
    const paragraph = page.locator('#para-150')
    await expect(paragraph).toContainText('150. Legitimate expectations are no doubt')
    await expect(paragraph).toBeInViewport()
    await expect(page.getByText(/, ¶ 150$/)).toBeVisible()
    // The page feet's notes are apart from the text, under their own heading.
    await expect(page.getByRole('heading', { name: 'Notes', exact: true })).toBeAttached()
    // A paragraph the text does not have: nothing pinpointed, nothing broken.
    await page.goto('/document/isds-02f4e6bc79cb#para-9999')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText(/¶ 9999/)).toHaveCount(0)
  })

  test('an award marks whose words each part is: the parties’ arguments apart from the tribunal’s reasoning', async ({
    page,
    edition,
  }) => {
    onlyIn('ka')
    await login(page, edition.email, '/document/isds-02f4e6bc79cb')
    const body = page.locator('#document-body')
    const starts = body.locator('p[data-voice-start]')
    await expect(starts.first()).toBeAttached()
    // The voice's name is written above the paragraph where it begins (in words, not colour).
    const labels = await starts.evaluateAll((ps) =>
      ps.map((p) => getComputedStyle(p, '::before').content),
    )
    expect(labels).toContain('"Tribunal’s reasoning"')
    expect(
      labels.some((l) => /Claimant’s argument|Respondent’s argument|Parties’ positions/.test(l)),
    ).toBe(true)
    await expect(body.locator('p[data-voice="tribunal"]').first()).toBeVisible()
  })

  test('a missing document is the not-found page', async ({ page, edition }) => {
    onlyIn('kipl')
    await login(page, edition.email, '/document/no-such-document-here')
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i)
  })

  test('a document downloads as PDF with its name', async ({ page, edition }, info) => {
    onlyIn('kcl')
    await login(page, edition.email, DOCUMENT_SEARCH[info.project.name])
    await hydrated(page)
    await page.locator('ol li article h2 a').first().click()
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'PDF', exact: true }).click()
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/)
  })
})
