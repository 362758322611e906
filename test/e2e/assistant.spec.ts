import Database from 'better-sqlite3'
import type { Page } from '@playwright/test'
import { expect, hydrated, login, onlyIn, test } from './fixtures.ts'

// The AI Assistant panel (spec 000 §4, §8): open, minimized and closed, the confirmations, the
// reopen modal, the continue-or-discard prompt, streamed grounded answers, copy and feedback.

const SITE_IDS = { ka: 'KA', kipl: 'KIPL', kcl: 'KCL' } as const
const QUESTION = 'What was the decision?'

/** Three AI-available documents of the edition that talk about a decision. */
function documentsOf(project: string): string[] {
  const db = new Database(process.env.CONTENT_INDEX ?? 'var/content.sqlite', { readonly: true })
  try {
    const site = SITE_IDS[project as keyof typeof SITE_IDS] ?? 'KA'
    const rows = db
      .prepare(
        `SELECT DISTINCT d.id FROM sections_fts f JOIN sections s ON s.rowid = f.rowid
         JOIN documents d ON d.rowid = s.doc_rowid
         JOIN document_editions e ON e.doc_rowid = d.rowid AND e.edition = ?
         WHERE sections_fts MATCH 'decision' AND d.ai_available = 1 AND d.url = '/document/' || d.id
         ORDER BY d.id LIMIT 3`,
      )
      .all(site) as { id: string }[]
    return rows.map((r) => r.id)
  } finally {
    db.close()
  }
}

const panelOf = (page: Page) => page.getByRole('complementary', { name: 'AI Assistant' })
const fab = (page: Page) => page.getByRole('button', { name: /^(Open|Restore) AI Assistant/ })

/** Signs in on the assistant page for the documents and continues in the side panel. */
async function openPanel(page: Page, email: string, docIds: string[]) {
  await login(page, email, `/assistant?${docIds.map((d) => `doc=${d}`).join('&')}`)
  await hydrated(page)
  await page.getByRole('link', { name: 'Continue in the side panel' }).click()
  const panel = panelOf(page)
  await expect(panel.getByText(`Answering from ${docIds.length} selected documents`)).toBeVisible()
  return panel
}

async function askInPanel(page: Page, question = QUESTION) {
  const panel = panelOf(page)
  await panel.getByLabel('Ask a question').fill(question)
  await panel.getByRole('button', { name: 'Send' }).click()
  await expect(panel.getByRole('button', { name: 'Copy' }).last()).toBeVisible()
}

test.describe('the AI Assistant panel', () => {
  // Each test asks several questions of the real assistant: allow for a busy machine.
  test.describe.configure({ timeout: 90_000 })

  test('answers stream in with sources, verified quotes, tooltips, copy and feedback', async ({
    page,
    context,
    edition,
  }, info) => {
    onlyIn('ka')
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const docs = documentsOf(info.project.name).slice(0, 2)
    const panel = await openPanel(page, edition.email, docs)
    const summarize = panel.getByRole('button', { name: 'Summarize document' })
    if (info.project.name === 'kipl') await expect(summarize).toHaveCount(0)
    else await expect(summarize).toBeVisible()
    await expect(panel.getByRole('link', { name: 'AI disclaimer' })).toHaveAttribute(
      'href',
      '/aidisclaimer',
    )

    await askInPanel(page)
    await expect(panel.getByText(QUESTION)).toBeVisible()
    await expect(panel.getByText('✓ Verified quote').first()).toBeVisible()
    await expect(panel.getByText('✗ Not verified')).toHaveCount(0)
    await expect(panel.getByText('Sources', { exact: true })).toBeVisible()
    // Source-title tooltips on the answer's document links (after the 1000 ms scan).
    await expect(panel.getByRole('link', { name: /^Source 1: / })).toHaveAttribute('title', /\S/)

    await panel.getByRole('button', { name: 'Copy' }).click()
    await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      'These passages from',
    )
    await expect(panel.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 8000 })

    await panel.getByRole('button', { name: 'Feedback' }).click()
    for (const option of [
      'Factually incorrect',
      'Too Wordy',
      'Not enough detail',
      'Incorrect sources',
      'Irrelevant',
      'Incorrect Analysis',
      'Other',
    ]) {
      await expect(panel.getByRole('checkbox', { name: option, exact: true })).toBeVisible()
    }
    await panel.getByRole('button', { name: 'Send feedback' }).click()
    await expect(panel.getByText('Choose at least one option')).toBeVisible()
    await panel.getByRole('checkbox', { name: 'Too Wordy' }).check()
    await panel.getByRole('button', { name: 'Send feedback' }).click()
    await expect(panel.getByText('Thank you for your feedback.')).toBeVisible()
  })

  test('minimized: a draggable button with the "n Selected" badge that stops pulsating', async ({
    page,
    edition,
  }, info) => {
    onlyIn('kipl')
    const docs = documentsOf(info.project.name).slice(0, 2)
    await openPanel(page, edition.email, docs)
    await panelOf(page).getByRole('button', { name: 'Minimize' }).click()
    await expect(panelOf(page)).toHaveCount(0)
    const button = fab(page)
    await expect(button).toHaveAttribute('data-state', 'minimized')
    await expect(button).toContainText('2 Selected')

    // A press that moves 3 px is a click: it toggles.
    const box = (await button.boundingBox())!
    await page.mouse.move(box.x + 20, box.y + 20)
    await page.mouse.down()
    await page.mouse.move(box.x + 23, box.y + 20)
    await page.mouse.up()
    await expect(panelOf(page)).toBeVisible()

    // A drag of 80 px moves the button and does not toggle.
    await panelOf(page).getByRole('button', { name: 'Minimize' }).click()
    await page.mouse.move(box.x + 20, box.y + 20)
    await page.mouse.down()
    await page.mouse.move(box.x - 20, box.y - 10, { steps: 4 })
    await page.mouse.move(box.x - 60, box.y - 40, { steps: 4 })
    await page.mouse.up()
    await expect(panelOf(page)).toHaveCount(0)
    const moved = (await fab(page).boundingBox())!
    expect(Math.round(box.x - moved.x)).toBe(80)
    expect(Math.round(box.y - moved.y)).toBe(60)
  })

  test('closing and starting anew ask first, unless told not to; reopening offers to continue', async ({
    page,
    edition,
  }, info) => {
    onlyIn('kcl')
    const docs = documentsOf(info.project.name).slice(0, 2)
    const panel = await openPanel(page, edition.email, docs)
    await askInPanel(page)

    await panel.getByRole('button', { name: 'Close AI Assistant' }).click()
    let dialog = page.getByRole('dialog', {
      name: 'Are you sure you want to close the AI Assistant?',
    })
    await expect(dialog).toContainText(
      "Conversations with the AI Assistant are not stored after this session. If you'd like to keep any insights, please copy them now and save them to your notes.",
    )
    await expect(
      dialog.getByRole('checkbox', { name: "Don't show this notification in the future" }),
    ).not.toBeChecked()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(panel).toBeVisible()

    await panel.getByRole('button', { name: 'Close AI Assistant' }).click()
    await dialog.getByRole('button', { name: 'Yes, close' }).click()
    await expect(panelOf(page)).toHaveCount(0)
    await expect(fab(page)).toHaveAttribute('data-state', 'closed')

    // Reopening: Cancel continues the conversation.
    await fab(page).click()
    dialog = page.getByRole('dialog', { name: 'Continue your conversation?' })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(panel.getByText(QUESTION)).toBeVisible()

    // New conversation: confirmed, and not asked again once declined for the future.
    await panel.getByRole('button', { name: 'New conversation' }).click()
    dialog = page.getByRole('dialog', {
      name: 'Are you sure you want to start a new conversation?',
    })
    await expect(dialog).toContainText(
      'Conversations with the AI Assistant are not stored after this session.',
    )
    await dialog
      .getByRole('checkbox', { name: "Don't show this notification in the future" })
      .check()
    await dialog.getByRole('button', { name: 'Start new conversation' }).click()
    await expect(panel.getByText(QUESTION)).toHaveCount(0)
    await askInPanel(page)
    await panel.getByRole('button', { name: 'New conversation' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(panel.getByText(QUESTION)).toHaveCount(0)

    // Reopening: Start new conversation clears it.
    await askInPanel(page)
    await panel.getByRole('button', { name: 'Close AI Assistant' }).click()
    await page
      .getByRole('dialog')
      .getByRole('checkbox', { name: "Don't show this notification in the future" })
      .check()
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, close' }).click()
    await fab(page).click()
    await page
      .getByRole('dialog', { name: 'Continue your conversation?' })
      .getByRole('button', { name: 'Start new conversation' })
      .click()
    await expect(panel).toBeVisible()
    await expect(panel.getByText(QUESTION)).toHaveCount(0)
    // Not asked again on close.
    await askInPanel(page)
    await panel.getByRole('button', { name: 'Close AI Assistant' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(panelOf(page)).toHaveCount(0)
  })

  test('another selection while a conversation goes on: continue it or discard it', async ({
    page,
    edition,
  }, info) => {
    onlyIn('kipl')
    const [a, b, c] = documentsOf(info.project.name)
    const panel = await openPanel(page, edition.email, [a, b])
    await askInPanel(page)
    await panel.getByRole('button', { name: 'Minimize' }).click()
    await page.evaluate(
      (to) => (window as any).__reactRouterDataRouter.navigate(to),
      `/assistant?doc=${c}`,
    )
    await page.getByRole('link', { name: 'Continue in the side panel' }).click()
    let dialog = page.getByRole('dialog', { name: 'New selection' })
    await dialog.getByRole('button', { name: 'Continue conversation' }).click()
    await expect(panel.getByText('Answering from 2 selected documents')).toBeVisible()
    await expect(panel.getByText(QUESTION)).toBeVisible()

    await page.getByRole('link', { name: 'Continue in the side panel' }).click()
    dialog = page.getByRole('dialog', { name: 'New selection' })
    await dialog.getByRole('button', { name: 'Discard and use new selection' }).click()
    await expect(panel.getByText('Answering from the selected document')).toBeVisible()
    await expect(panel.getByText(QUESTION)).toHaveCount(0)
  })

  test('sizes, sides and themes are remembered', async ({ page, edition }, info) => {
    onlyIn('kcl')
    const docs = documentsOf(info.project.name).slice(0, 2)
    const panel = await openPanel(page, edition.email, docs)
    await expect(panel).toHaveAttribute('data-size', 'default')
    await panel.getByRole('button', { name: 'Wide panel' }).click()
    await panel.getByRole('button', { name: 'Move to the left' }).click()
    await panel.getByRole('button', { name: 'Dark theme' }).click()
    await expect(panel).toHaveAttribute('data-size', 'wide')
    await expect(panel).toHaveAttribute('data-side', 'left')
    await expect(panel).toHaveAttribute('data-theme', 'dark')
    expect((await panel.boundingBox())!.x).toBeLessThan(40)
    await page.reload()
    await hydrated(page)
    await fab(page).click()
    await expect(panelOf(page)).toHaveAttribute('data-size', 'wide')
    await expect(panelOf(page)).toHaveAttribute('data-theme', 'dark')
  })
})

test('the KA basic plan has no AI Assistant', async ({ page }, info) => {
  test.skip(info.project.name !== 'ka', 'the basic plan is a KA subscription')
  await login(page, 'ka@demo.test')
  await hydrated(page)
  await expect(page.getByRole('heading', { name: 'In the collection' })).toBeVisible()
  await expect(fab(page)).toHaveCount(0)
  const response = await page.goto('/assistant')
  expect(response?.status()).toBe(403)
  await expect(
    page.getByText('This feature is not included in your current subscription'),
  ).toBeVisible()
})
