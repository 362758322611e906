import * as styles from './assistant.css.ts'
import { above, flush } from '#app/styles/layout.css.ts'

export type ContextSummaryData = {
  mode: 'genAi' | 'author'
  scope: 'documents' | 'prefix' | 'edition'
  documents: { id: string; title: string; url: string }[]
  notice: { title: string; text: string; value: 'all' | 'some'; titles: string[] } | null
  oneAtATime: boolean
}

/** What the assistant answers from, and the spec's notice for unsupported documents. */
export function ContextSummary({
  context,
  siteName,
}: {
  context: ContextSummaryData
  siteName: string
}) {
  return (
    <>
      {context.notice ? (
        <div className={styles.notice} role="status">
          <strong>{context.notice.title}</strong>
          <p className={styles.noticeText}>
            {context.notice.text.replace(/User Guidance\.$/, '')}
            <a href="/prompt-guide">User Guidance</a>.
          </p>
          {context.notice.titles.length > 0 ? (
            <ul className={styles.noticeList}>
              {context.notice.titles.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className={styles.context}>
        {context.scope === 'documents' ? (
          <>
            <strong>
              Answering from{' '}
              {context.documents.length === 1
                ? 'the selected document'
                : `${context.documents.length} selected documents`}
              :
            </strong>
            <ul>
              {context.documents.map((d) => (
                <li key={d.id}>
                  <a href={d.url}>{d.title}</a>
                </li>
              ))}
            </ul>
            {context.oneAtATime ? (
              <p className={`${flush} ${above.xs}`}>
                The AI Assistant reads one document at a time.
              </p>
            ) : null}
          </>
        ) : context.scope === 'prefix' ? (
          <strong>Answering from the author’s publications.</strong>
        ) : (
          <strong>Answering from the AI-available documents of {siteName}.</strong>
        )}
      </div>
    </>
  )
}
