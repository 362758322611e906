import { data, Form, Link, redirect } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { formatDay } from '#sites/dates.ts'
import { servicesContext, siteContext } from '#app/context.ts'
import { button, card, container, muted, page } from '#app/styles/ui.css.ts'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { pageUrl } from '#app/utils/page-url.ts'
import { describeCells, isCompareInputError } from '#server/compare/types.ts'
import { isNotFoundError } from '#server/errors.ts'
import { compareQuery, parseCompareParams } from '#sites/tools/compare/params.ts'
import type { Route } from './+types/page'
import * as styles from './compare.css.ts'
import { SampleMark } from '#app/components/sample-mark.tsx'

/**
 * /compare-jurisdictions/{slug} (also reached from /quickanswers/{slug} and /practice-tools/
 * {slug}): a comparison's topic page (its topic tree, frequent topics, jurisdiction groups and
 * the edition's other comparisons) as one GET form, and, once topics (`t`) and jurisdictions
 * (`j`) are chosen, the grid of answers with their sources, contributors and review dates, and
 * its Excel and PDF downloads. The URL holds the whole state, so it works without JavaScript. An
 * unknown slug is the not-found page; unknown topics or jurisdictions answer 400 naming them.
 */
export async function loader(args: Route.LoaderArgs) {
  const { params, context } = args
  const { compare } = context.get(servicesContext)
  const site = context.get(siteContext)
  const notFound = () =>
    data({ message: 'There is no comparison at this address.' }, { status: 404 })
  let topicsPage
  try {
    topicsPage = compare.topicsAndJurisdictions(site.id, params.slug)
  } catch (e) {
    if (isNotFoundError(e)) throw notFound()
    throw e
  }
  const url = pageUrl(args)
  const path = `/compare-jurisdictions/${encodeURIComponent(topicsPage.slug)}`
  if (url.pathname !== path) throw redirect(`${path}${url.search}`, 301)

  const parsed = parseCompareParams(url.searchParams)
  const selection = parsed.ok ? parsed.selection : { topicIds: [], jurisdictions: [] }
  let message = parsed.ok ? null : parsed.message
  let result = null
  if (parsed.ok && selection.topicIds.length && selection.jurisdictions.length) {
    result = await compare
      .compare(site.id, { slug: topicsPage.slug, ...selection })
      .catch((e: unknown) => {
        if (isCompareInputError(e)) {
          message = e.message
          return null
        }
        throw e
      })
  } else if (parsed.ok && (selection.topicIds.length || selection.jurisdictions.length)) {
    message = selection.topicIds.length
      ? `Choose at least one ${topicsPage.jurisdictionOrOrganizationTitle.toLowerCase()} to compare.`
      : 'Choose at least one topic to compare.'
  }
  const query = compareQuery(selection)
  const payload = {
    tool: topicsPage,
    path,
    selection,
    message,
    result: result && {
      ...result,
      summary: describeCells(result.cells),
      jurisdictions: result.jurisdictions.map((j) => ({
        ...j,
        lastReviewDate: j.lastReviewDate ? formatDay(j.lastReviewDate) : null,
      })),
    },
    exports: result
      ? [
          { label: 'Excel', href: `${path}/export/excel?${query}` },
          { label: 'PDF', href: `${path}/export/pdf?${query}` },
        ]
      : [],
  }
  // A choice the comparison does not hold is the request's fault: 400, with the page and the form
  // (a choice not yet complete is not: the form says what is missing).
  const refused =
    !parsed.ok ||
    (message !== null && selection.topicIds.length > 0 && selection.jurisdictions.length > 0)
  return data(payload, { status: refused ? 400 : 200 })
}

type LoaderData = Awaited<ReturnType<typeof loader>>['data']

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(matches, loaderData?.tool.publicationTitle ?? 'Compare jurisdictions')
export const handle: RouteHandle = {
  breadcrumb: (d) =>
    (d as LoaderData | undefined)?.tool.publicationTitle ?? 'Compare jurisdictions',
}

type Node = LoaderData['tool']['topicTree'][number]

export default function CompareRoute({ loaderData }: Route.ComponentProps) {
  const { tool, path, selection, message, result, exports } = loaderData
  const columnName = tool.jurisdictionOrOrganizationTitle
  const chosenTopics = new Set(selection.topicIds)
  const chosenJurisdictions = new Set(selection.jurisdictions.map((j) => j.toLowerCase()))
  const otherTools = tool.topicGroups.filter((g) => g.slug !== tool.slug)
  return (
    <div className={`${container} ${page}`}>
      <h1 className={styles.title}>{tool.publicationTitle}</h1>
      <p className={styles.lead}>{tool.descriptiveText}</p>
      <div className={styles.sections}>
        <section className={card} aria-labelledby="compare-choose">
          <h2 id="compare-choose" className={styles.sectionTitle}>
            Choose topics and {columnName.toLowerCase()}s
          </h2>
          {tool.topicFrequent.length ? (
            <>
              <h3 className={styles.group}>Frequent topics</h3>
              <ul className={styles.plainList}>
                {tool.topicFrequent.map((f) => (
                  <li key={f.topicId}>
                    <Link
                      to={`${path}?${compareQuery({
                        topicIds: [f.topicId],
                        jurisdictions: selection.jurisdictions.length
                          ? selection.jurisdictions
                          : tool.jurisdictions,
                      })}#compare-results`}
                    >
                      {f.description}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <Form method="get" action={`${path}#compare-results`} className={styles.form}>
            <div className={styles.choices}>
              <fieldset className={styles.fieldset}>
                <legend className={styles.legend}>Topics</legend>
                <TopicTree nodes={tool.topicTree} chosen={chosenTopics} root />
              </fieldset>
              <fieldset className={styles.fieldset}>
                <legend className={styles.legend}>{columnName}s</legend>
                {tool.jurisdictionGroups.map((g) => (
                  <div key={g.groupName} role="group" aria-label={g.groupName}>
                    <h3 className={styles.group} aria-hidden="true">
                      {g.groupName}
                    </h3>
                    {g.groupJurisdictions.map((j) => (
                      <label key={j} className={styles.check}>
                        <input
                          type="checkbox"
                          name="j"
                          value={j}
                          defaultChecked={chosenJurisdictions.has(j.toLowerCase())}
                        />
                        {j}
                      </label>
                    ))}
                  </div>
                ))}
              </fieldset>
            </div>
            {message ? (
              <p className={styles.message} role="alert">
                {message}
              </p>
            ) : null}
            <div className={styles.actions}>
              <button type="submit" className={button.default}>
                Compare
              </button>
              {selection.topicIds.length || selection.jurisdictions.length ? (
                <Link to={path} className={button.text}>
                  Clear all
                </Link>
              ) : null}
            </div>
          </Form>
        </section>

        {result ? (
          <section className={card} aria-labelledby="compare-results" id="compare-results">
            <h2 id="compare-results" className={styles.sectionTitle}>
              Comparison
            </h2>
            <p className={muted}>{result.summary}</p>
            <p className={styles.actions}>
              <span className={muted}>Download the comparison:</span>
              {exports.map((e) => (
                <a key={e.label} href={e.href} className={button.outlined} download>
                  {e.label}
                </a>
              ))}
            </p>
            <div
              className={styles.scroll}
              role="region"
              aria-label={`${columnName}s compared`}
              tabIndex={0}
            >
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th className={styles.cell} scope="col">
                      {columnName}
                    </th>
                    <th className={styles.cell} scope="col">
                      Answers
                    </th>
                    <th className={styles.cell} scope="col">
                      Contributors
                    </th>
                    <th className={styles.cell} scope="col">
                      Last reviewed
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {result.jurisdictions.map((j) => {
                    const doc = result.documents.find((d) => d.documentId === j.documentId)
                    return (
                      <tr key={j.documentId}>
                        <th className={styles.cell} scope="row">
                          {j.url ? <Link to={j.url}>{j.name}</Link> : j.name}
                        </th>
                        <td className={styles.cell}>{doc?.sourceDetails}</td>
                        <td className={styles.cell}>
                          {j.contributors.map((c) => c.name).join(', ') || '—'}
                        </td>
                        <td className={styles.cell}>{j.lastReviewDate ?? '—'}</td>
                      </tr>
                    )
                  })}
                </tbody>
              </table>
            </div>
            {result.topics.map((topic, index) => (
              <details key={topic.id} className={styles.topicResult} open={index === 0}>
                <summary className={styles.topicSummary}>
                  {topic.parentTitles.length ? (
                    <span className={styles.parents}>{topic.parentTitles.join(' › ')} › </span>
                  ) : null}
                  {topic.title}
                </summary>
                <div className={styles.answers}>
                  {result.jurisdictions.map((j) => {
                    const answer = result.documents
                      .find((d) => d.documentId === j.documentId)
                      ?.topicHtml.find((a) => a.topicId === topic.id)
                    return (
                      <article key={j.documentId} className={styles.answer}>
                        <h3 className={styles.answerTitle}>{j.name}</h3>
                        {answer ? (
                          <>
                            {answer.sample ? <SampleMark /> : null}
                            <div lang={answer.language}>
                              {answer.paragraphs.map((p, i) => (
                                <p key={i} className={styles.answerText}>
                                  {p}
                                </p>
                              ))}
                            </div>
                            {answer.sources.length ? (
                              <p className={styles.sources}>
                                Source:{' '}
                                {answer.sources.slice(0, 1).map((s) => (
                                  <Link key={s.url} to={s.url}>
                                    {s.title}
                                  </Link>
                                ))}
                              </p>
                            ) : null}
                            {answer.sources.length > 1 ? (
                              <ul className={styles.plainList}>
                                {answer.sources.slice(1).map((s) => (
                                  <li key={s.url}>
                                    <Link to={s.url}>{s.title}</Link>
                                  </li>
                                ))}
                              </ul>
                            ) : null}
                          </>
                        ) : (
                          <p className={muted}>No answer held for {j.name} yet.</p>
                        )}
                      </article>
                    )
                  })}
                </div>
              </details>
            ))}
          </section>
        ) : null}

        {otherTools.length ? (
          <section className={card} aria-labelledby="compare-other">
            <h2 id="compare-other" className={styles.sectionTitle}>
              Other comparisons
            </h2>
            <ul className={styles.plainList}>
              {otherTools.map((g) => (
                <li key={g.slug}>
                  <Link to={`/compare-jurisdictions/${encodeURIComponent(g.slug)}`}>
                    {g.publicationTitle}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  )
}

function TopicTree({
  nodes,
  chosen,
  root = false,
}: {
  nodes: Node[]
  chosen: Set<string>
  root?: boolean
}) {
  return (
    <ul className={root ? styles.treeRoot : styles.tree}>
      {nodes.map((n) => (
        <li key={n.id}>
          <label className={styles.check}>
            <input type="checkbox" name="t" value={n.id} defaultChecked={chosen.has(n.id)} />
            {n.title}
          </label>
          {n.childs.length ? <TopicTree nodes={n.childs as Node[]} chosen={chosen} /> : null}
        </li>
      ))}
    </ul>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
