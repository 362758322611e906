import { useCanAskAssistant } from '#app/components/assistant/can-ask.ts'
import { Link } from 'react-router'
import type { CaseData, ProceedingSummary } from '#app/routes/documents/case-data.server.ts'
import * as styles from './reading.css.ts'
import { flush } from '#app/styles/layout.css.ts'
import { formatDay } from '#sites/dates.ts'

type Person = CaseData['tribunal'][number]

/** Case › proceeding › document, above a title. */
export function CaseTrail({ steps }: { steps: { label: string; href?: string }[] }) {
  return (
    <nav aria-label="Case">
      <ol className={styles.trail}>
        {steps.map((s, i) => (
          <li key={`${s.label}-${i}`}>
            {s.href ? (
              <Link to={s.href}>{s.label}</Link>
            ) : (
              <span aria-current="page">{s.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}

/** The side panels' titles for the aside's name: ['Tribunal', 'parties']. */
export function panelNames(panels: CaseData['panels']): string[] {
  return [panels.tribunal?.title, panels.parties.title]
    .filter((t): t is string => Boolean(t))
    .map((t, i) => (i ? t.toLowerCase() : t))
}

export function PeopleList({ people, empty }: { people: Person[]; empty: string }) {
  if (people.length === 0) return <p className={styles.note}>{empty}</p>
  return (
    <ul className={styles.people}>
      {people.map((p, i) => (
        <li key={`${p.name}-${i}`}>
          {p.href ? <Link to={p.href}>{p.name}</Link> : p.name}
          {p.role ? <span className={styles.personRole}>{p.role}</span> : null}
          {p.evidence ? <span className={styles.evidence}>{p.evidence}</span> : null}
        </li>
      ))}
    </ul>
  )
}

/** Documents published outside the collection (a Commission case's decisions), opened there. */
export function LinkedDocuments({ documents }: { documents: CaseData['linked'] }) {
  return (
    <ul className={styles.docList}>
      {documents.map((d, i) => (
        <li key={`${d.href}-${i}`} className={`${styles.docRow} ${styles.docRowCompact}`}>
          <span className={styles.docTitle}>
            <a href={d.href} target="_blank" rel="noopener noreferrer">
              {d.title}
            </a>
            {d.language ? <span className={styles.tag.plain}>{d.language}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  )
}

export function DocumentRows({
  documents,
  currentId,
  compact = false,
}: {
  documents: ProceedingSummary['documents']
  currentId?: string
  compact?: boolean
}) {
  const canAsk = useCanAskAssistant()
  return (
    <ul className={styles.docList}>
      {documents.map((d) => (
        <li key={d.id} className={`${styles.docRow} ${compact ? styles.docRowCompact : ''}`}>
          <span className={styles.docDate}>{formatDay(d.date) || 'Undated'}</span>
          <span className={styles.docTitle}>
            {d.id === currentId ? (
              <span className={styles.current} aria-current="page">
                {d.title}
              </span>
            ) : (
              <Link to={d.href}>{d.title}</Link>
            )}
            {d.reviews ? (
              <span className={styles.reviews}>
                on the <Link to={d.reviews.href}>{d.reviews.title}</Link>
                {d.reviews.date ? ` of ${d.reviews.date}` : ''}
              </span>
            ) : null}
            {d.primary ? <span className={styles.tag.plain}>Primary</span> : null}
            {d.aiAvailable && canAsk ? (
              <span className={styles.tag.ai}>AI Assistant available</span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  )
}

/** The case table of contents: every proceeding with its documents. */
export function CaseToc({
  data,
  currentProceedingId,
  currentDocumentId,
  compact = false,
}: {
  data: CaseData
  currentProceedingId?: string
  currentDocumentId?: string
  compact?: boolean
}) {
  return (
    <div>
      {data.proceedings.map((p) => (
        <section key={p.id} className={styles.proceeding} aria-labelledby={`proceeding-${p.id}`}>
          <h3
            id={`proceeding-${p.id}`}
            className={`${styles.proceedingTitle} ${compact ? styles.proceedingTitleCompact : ''}`}
          >
            {p.id === currentProceedingId && !currentDocumentId ? (
              <span aria-current="page">{p.title}</span>
            ) : (
              <Link to={p.href}>{p.title}</Link>
            )}
          </h3>
          {!compact && (p.commencementDate || p.dateOfOutcome || p.outcome) ? (
            <p className={`${styles.note} ${flush}`}>
              {[
                p.commencementDate ? `Commenced ${formatDay(p.commencementDate)}` : null,
                p.dateOfOutcome
                  ? `Concluded ${formatDay(p.dateOfOutcome)}${p.dateRead ? ' (date read from the text)' : ''}`
                  : null,
                p.outcome,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          ) : null}
          <DocumentRows documents={p.documents} currentId={currentDocumentId} compact={compact} />
        </section>
      ))}
    </div>
  )
}
