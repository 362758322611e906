import { data, Form, Link } from 'react-router'
import { NumberedPager } from '#app/components/numbered-pager.tsx'
import { SampleMark } from '#app/components/sample-mark.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { formatDay } from '#sites/dates.ts'
import { servicesContext, siteContext } from '#app/context.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { button, card, container, input, muted, page } from '#app/styles/ui.css.ts'
import type { Route } from './+types/page'
import * as styles from './page.css.ts'

const PAGE_SIZE = 10
const isoDate = /^\d{4}-\d{2}-\d{2}$/

/**
 * /news: the edition's news and blog posts, newest first, filtered by publication and date
 * (query keys `publication` (repeated), `from`, `to`, `start`); `item` shows one article.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { news } = context.get(servicesContext)
  const site = context.get(siteContext)
  const params = new URL(request.url).searchParams
  const itemId = params.get('item')
  if (itemId) {
    const item = news.get(itemId, site.id)
    if (!item) throw data({ message: 'This news item does not exist.' }, { status: 404 })
    return { item, list: null }
  }
  const date = (key: string) => {
    const value = params.get(key)?.trim() ?? ''
    return isoDate.test(value) ? value : undefined
  }
  const start = Math.max(0, Number.parseInt(params.get('start') ?? '0', 10) || 0)
  const publications = params.getAll('publication').filter(Boolean)
  const result = news.search({
    edition: site.id,
    publicationTitles: publications,
    dateFrom: date('from'),
    dateTo: date('to'),
    start,
    resultsPerPage: PAGE_SIZE,
  })
  return {
    item: null,
    list: { ...result, chosen: publications, from: date('from') ?? '', to: date('to') ?? '' },
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(matches, loaderData?.item ? loaderData.item.title : 'News')
export const handle = { breadcrumb: 'News' }

export default function NewsRoute({ loaderData }: Route.ComponentProps) {
  const { item, list } = loaderData
  if (item) {
    return (
      <div className={`${container} ${page}`}>
        <article className={`${card} ${styles.article}`}>
          <p className={muted}>
            {item.publicationTitle} · {formatDay(item.date)}
            {item.author ? ` · ${item.author}` : ''}
          </p>
          <h1 className={styles.title}>{item.title}</h1>
          {item.sample ? (
            <p className={styles.sample}>Sample content written for this demonstration.</p>
          ) : null}
          {item.bodyHtml.map((html, i) => (
            <div key={i} data-quote dangerouslySetInnerHTML={{ __html: html }} />
          ))}
          <p>
            <Link to="/news">Back to all news</Link>
          </p>
        </article>
      </div>
    )
  }
  if (!list) return null
  const pageHref = (start: number) => {
    const params = new URLSearchParams()
    for (const p of list.chosen) params.append('publication', p)
    if (list.from) params.set('from', list.from)
    if (list.to) params.set('to', list.to)
    if (start > 0) params.set('start', String(start))
    const query = params.toString()
    return query ? `/news?${query}` : '/news'
  }
  const last = list.start + list.items.length
  return (
    <div className={`${container} ${page}`}>
      <h1 className={styles.title}>News</h1>
      <div className={styles.layout}>
        <Form method="get" className={`${card} ${styles.filters}`} aria-label="Filter news">
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Publications</legend>
            {list.publications.map((p) => (
              <label key={p.title} className={styles.check}>
                <input
                  type="checkbox"
                  name="publication"
                  value={p.title}
                  defaultChecked={list.chosen.includes(p.title)}
                />
                <span>{p.title}</span>
                <span className={muted}>{p.count}</span>
              </label>
            ))}
          </fieldset>
          <label className={styles.field}>
            <span>From</span>
            <input type="date" name="from" defaultValue={list.from} className={input} />
          </label>
          <label className={styles.field}>
            <span>To</span>
            <input type="date" name="to" defaultValue={list.to} className={input} />
          </label>
          <div className={styles.actions}>
            <button type="submit" className={button.default}>
              Apply filters
            </button>
            <Link to="/news" className={button.text}>
              Clear all
            </Link>
          </div>
        </Form>
        <section aria-labelledby="news-results">
          <h2 id="news-results" className={styles.count}>
            {list.totalHits === 0
              ? 'No news found'
              : `${list.start + 1}–${last} of ${list.totalHits.toLocaleString('en-GB')}`}
          </h2>
          {list.totalHits === 0 ? <p className={muted}>Try removing the applied filters</p> : null}
          <ul className={styles.items}>
            {list.items.map((n) => (
              <li key={n.id} className={card}>
                <p className={`${muted} ${styles.meta}`}>
                  {n.publicationTitle} · {formatDay(n.date)}
                </p>
                <h3 className={styles.itemTitle}>
                  <Link to={`/news?item=${encodeURIComponent(n.id)}`}>{n.title}</Link>
                </h3>
                {n.sample ? <SampleMark /> : null}
                <p className={styles.summary}>{n.summary}</p>
              </li>
            ))}
          </ul>
          <NumberedPager
            current={Math.floor(list.start / list.resultsPerPage) + 1}
            pages={Math.ceil(list.totalHits / list.resultsPerPage)}
            href={(page) => pageHref((page - 1) * list.resultsPerPage)}
            label="News pages"
          />
        </section>
      </div>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
