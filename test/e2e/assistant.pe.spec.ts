import Database from 'better-sqlite3'
import { expect, login, test } from './fixtures.ts'

// Without JavaScript the assistant is a page: a question form that posts and renders the whole
// answer with its sources and checked quotations, and a feedback form.

function award(): { id: string; title: string } {
  const db = new Database(process.env.CONTENT_INDEX ?? 'var/content.sqlite', { readonly: true })
  try {
    return db
      .prepare(
        `SELECT d.id, d.title FROM sections_fts f JOIN sections s ON s.rowid = f.rowid
         JOIN documents d ON d.rowid = s.doc_rowid
         JOIN document_editions e ON e.doc_rowid = d.rowid AND e.edition = 'KA'
         WHERE sections_fts MATCH 'tribunal AND jurisdiction AND decided' AND d.kind = 'award'
           AND d.ai_available = 1 AND d.url = '/document/' || d.id
         GROUP BY d.id ORDER BY count(*) DESC, d.id LIMIT 1`,
      )
      .get() as { id: string; title: string }
  } finally {
    db.close()
  }
}

test('the question form answers with sources and verified quotes, and takes feedback', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const { id, title } = award()
  await login(page, 'kapp@demo.test', `/assistant?doc=${id}`)
  await expect(page.getByRole('heading', { name: 'AI Assistant', level: 1 })).toBeVisible()
  await expect(page.getByText('Answering from the selected document:')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Continue in the side panel' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Ask' }).click()
  await expect(page.getByText('Enter a question')).toBeVisible()

  await page.getByLabel('Your question').fill('What did the tribunal decide on jurisdiction?')
  await page.getByRole('button', { name: 'Ask' }).click()
  await expect(page.getByRole('heading', { name: 'Answer' })).toBeVisible()
  await expect(page.getByText('✓ Verified quote').first()).toBeVisible()
  await expect(page.getByText('✗ Not verified')).toHaveCount(0)
  // Each quotation says whose words it is (decision 244), with its paragraph where numbered.
  await expect(
    page
      .getByRole('link', {
        name: /^(Tribunal’s reasoning|Operative part|Claimant’s argument|Respondent’s argument|Parties’ positions|Facts|Procedure)\b/,
      })
      .first(),
  ).toBeVisible()
  const source = page.getByRole('link', { name: title, exact: true }).last()
  await expect(source).toHaveAttribute('href', `/document/${id}`)
  await expect(page.getByRole('link', { name: 'Read the AI disclaimer' })).toHaveAttribute(
    'href',
    '/aidisclaimer',
  )

  await page.getByText('Give feedback on this answer').click()
  await page.getByRole('checkbox', { name: 'Incorrect sources' }).check()
  await page.getByRole('button', { name: 'Send feedback' }).click()
  await expect(page).toHaveURL(new RegExp(`/assistant\\?doc=${id}$`))
  await expect(page.getByText('Thank you for your feedback.')).toBeVisible()

  await page.getByRole('button', { name: 'Summarize document' }).click()
  await expect(page.getByText(`Key passages of ${title}:`)).toBeVisible()
})
