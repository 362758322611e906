import { Form, Link } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { RecentDevelopments } from '#app/components/home/recent-developments.tsx'
import { parseDevelopmentsParams } from '#app/components/home/developments-params.ts'
import { formatDay } from '#sites/dates.ts'
import { servicesContext, siteContext, viewerContext } from '#app/context.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { button, card, container, input, muted, page } from '#app/styles/ui.css.ts'
import { NewsChoice } from '#app/components/home/news-choice.tsx'
import { ToolsSection } from '#app/components/home/tools-section.tsx'
import { SampleMark } from '#app/components/sample-mark.tsx'
import { mountedRouteKeys, routeAccess } from '#sites/index.ts'
import type { Route } from './+types/home'
import { homeAction, homeChoices } from './home-customise.server.ts'
import { SEARCH_UNAVAILABLE, unlessSearchDown } from '#app/utils/search-down.server.ts'
import * as styles from './home.css.ts'

/** What each blog key of the spec (001 §3) is called on the page. */
const BLOG_TITLES: Record<string, string> = {
  competitionLawBlogs: 'Competition Law Blog',
  patentBlog: 'Patent Blog',
  copyRightBlog: 'Copyright Blog',
  tradeMarkBlog: 'Trade Mark Blog',
}

/**
 * The subscriber's home: a search box and what the collection holds, the edition's tools tiles,
 * blogs, news (within the edition's window), new content, featured books and journals, and the
 * recent developments with the legal filter workflow (its state is in the URL).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { search, home, news } = context.get(servicesContext)
  const site = context.get(siteContext)
  const viewer = context.get(viewerContext)
  const url = new URL(request.url)
  const counts = await unlessSearchDown(
    search.searchWithFilters(
      { q: '', resultsPerPage: 1, sortBy: 'date', sortOrder: 'desc' },
      { edition: site.id },
    ),
    null,
  )
  const types = counts.value?.filters.find((f) => f.id === 'type')?.filterItems ?? []
  const mounted = mountedRouteKeys()
  const selection = parseDevelopmentsParams(url.searchParams)
  const blogs = home.blogs(site.id, site.blogKeys)
  const featured = await unlessSearchDown(home.featured(site.id, 3), {
    books: [],
    journals: [],
    bookCount: 0,
    journalCount: 0,
  })
  const newContent = await unlessSearchDown(home.newContentHighlights(site.id, 5), [])
  const { tools, newsPublications } = await homeChoices(context)
  const newsWindow = news.window(site.id, site.homeNewsMonths, new Date(), 5, newsPublications)
  const publications = news
    .search({ edition: site.id, resultsPerPage: 1 })
    .publications.map(({ title, isBlog }) => ({ title, isBlog }))
  // Choosing is worth offering only between two publications or more.
  const newsChoice =
    viewer.account && publications.length > 1 ? { publications, followed: newsPublications } : null
  return {
    greeting: viewer.account?.name ?? null,
    total: counts.value?.page.totalHits ?? null,
    searchNotice: counts.down || featured.down || newContent.down ? SEARCH_UNAVAILABLE : null,
    holds: site.home.holds,
    placeholder: site.home.placeholder,
    types: types.map((t) => ({ name: t.name, value: t.value, count: t.count ?? 0 })),
    tools,
    canCustomise: viewer.account !== null,
    blogs: site.blogKeys.map((key) => ({
      key,
      title: BLOG_TITLES[key] ?? key,
      posts: (blogs.feeds[key] ?? []).map((p) => ({
        id: p.id,
        title: p.title,
        body: p.summary,
        date: p.date,
        sample: p.sample,
        url: `/news?item=${encodeURIComponent(p.id)}`,
      })),
    })),
    newsMonths: site.homeNewsMonths,
    newsChoice,
    news: newsWindow.map((n) => ({
      id: n.id,
      title: n.title,
      date: n.date,
      publication: n.publicationTitle,
      sample: n.sample,
      url: `/news?item=${encodeURIComponent(n.id)}`,
    })),
    newContent: newContent.value,
    featured: featured.value,
    developments: home.developments(site.id, selection, 8),
    selection,
    links: {
      search: mounted.has('search'),
      read: mounted.has('document'),
      news: mounted.has('news') && routeAccess(site, 'news', viewer.subscription) === 'ok',
      newContent: mounted.has('new-content'),
      books: mounted.has('books'),
      journals:
        mounted.has('journals') && routeAccess(site, 'journals', viewer.subscription) === 'ok',
    },
  }
}

/** The viewer's tiles and followed news publications (the page's only changes). */
export function action({ request, context }: Route.ActionArgs) {
  return homeAction(request, context)
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Home')

const count = (n: number) => n.toLocaleString('en-GB')

export default function HomeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const {
    greeting,
    total,
    searchNotice,
    holds,
    placeholder,
    types,
    tools,
    canCustomise,
    blogs,
    news,
    newsMonths,
    newsChoice,
    newContent,
    featured,
    developments,
    selection,
    links,
  } = loaderData
  const maybeLink = (to: string, enabled: boolean, text: string) =>
    enabled ? <Link to={to}>{text}</Link> : <span>{text}</span>
  return (
    <div className={`${container} ${page}`}>
      <section className={styles.hero}>
        <h1 className={styles.heroTitle}>{greeting ? `Welcome, ${greeting}` : 'Welcome'}</h1>
        <p className={styles.heroText}>
          {total === null
            ? `The collection holds ${holds}.`
            : `Search ${count(total)} documents: ${holds}.`}
        </p>
        {searchNotice ? <p role="status">{searchNotice}</p> : null}
        {links.search ? (
          <Form method="get" action="/search" role="search" className={styles.heroSearch}>
            <label htmlFor="home-search" className="visually-hidden">
              Search the collection
            </label>
            <input
              id="home-search"
              name="q"
              type="search"
              className={input}
              placeholder={placeholder}
            />
            <button type="submit" className={button.default}>
              Search
            </button>
          </Form>
        ) : null}
      </section>

      {tools.length > 0 ? (
        <ToolsSection
          tools={tools}
          canCustomise={canCustomise}
          error={actionData && !actionData.ok ? actionData.error : null}
        />
      ) : null}

      {blogs.length > 0 ? (
        <section aria-labelledby="blogs-heading" className={styles.section}>
          <h2 id="blogs-heading" className={styles.sectionTitle}>
            Blogs
          </h2>
          <div className={styles.blogColumns}>
            {blogs.map((blog) => (
              <section key={blog.key} className={card} aria-labelledby={`blog-${blog.key}`}>
                <h3 id={`blog-${blog.key}`} className={styles.cardTitle}>
                  {blog.title}
                </h3>
                {blog.posts.length === 0 ? <p className={muted}>No posts yet.</p> : null}
                <ul className={styles.list}>
                  {blog.posts.map((post) => (
                    <li key={post.id} className={styles.stacked}>
                      {maybeLink(post.url, links.news, post.title)}
                      {post.sample ? <SampleMark /> : null}
                      <span className={muted}>{formatDay(post.date)}</span>
                      <span className={styles.excerpt}>{post.body}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </section>
      ) : null}

      <div className={styles.columns}>
        <section id="news" className={card} aria-labelledby="news-heading">
          <h2 id="news-heading" className={styles.cardTitle}>
            News
          </h2>
          {newsMonths ? (
            <p className={`${muted} ${styles.note}`}>
              The last {newsMonths === 1 ? 'month' : `${newsMonths} months`}
            </p>
          ) : null}
          {news.length === 0 ? <p className={muted}>No news in this period.</p> : null}
          <ul className={styles.list}>
            {news.map((item) => (
              <li key={item.id} className={styles.stacked}>
                {maybeLink(item.url, links.news, item.title)}
                {item.sample ? <SampleMark /> : null}
                <span className={muted}>
                  {item.publication} · {formatDay(item.date)}
                </span>
              </li>
            ))}
          </ul>
          {links.news ? (
            <p className={styles.more}>
              <Link to="/news">All news</Link>
            </p>
          ) : null}
          {newsChoice ? <NewsChoice {...newsChoice} /> : null}
        </section>

        <section className={card} aria-labelledby="new-content-heading">
          <h2 id="new-content-heading" className={styles.cardTitle}>
            New content
          </h2>
          <ul className={styles.list}>
            {newContent.map((doc) => (
              <li key={doc.id} className={styles.stacked}>
                {maybeLink(doc.url, links.read, doc.title)}
                <span className={muted}>
                  {[
                    doc.type,
                    doc.source,
                    doc.published ? `added ${formatDay(doc.published)}` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </li>
            ))}
          </ul>
          {links.newContent ? (
            <p className={styles.more}>
              <Link to="/new-content">All new content</Link>
            </p>
          ) : null}
        </section>
      </div>

      <RecentDevelopments developments={developments} selection={selection} />

      <div className={styles.featuredRow}>
        <section aria-labelledby="featured-heading">
          <h2 id="featured-heading" className={styles.sectionTitle}>
            Featured titles
          </h2>
          {/* An edition without books or journals does not offer an empty list. */}
          {featured.bookCount > 0 || featured.journalCount > 0 ? (
            <p className={styles.counts}>
              {featured.bookCount > 0
                ? maybeLink('/books', links.books, `${count(featured.bookCount)} books`)
                : null}
              {featured.bookCount > 0 && featured.journalCount > 0 ? (
                <span aria-hidden="true"> · </span>
              ) : null}
              {featured.journalCount > 0
                ? maybeLink('/journals', links.journals, `${count(featured.journalCount)} journals`)
                : null}
            </p>
          ) : null}
          <ul className={styles.covers}>
            {[...featured.books, ...featured.journals].map((pub) => (
              <li key={pub.id} className={styles.cover}>
                <span className={styles.coverArt} aria-hidden="true">
                  {pub.cover}
                </span>
                {maybeLink(pub.url, links.read, pub.title)}
                {pub.author ? <span className={muted}>{pub.author}</span> : null}
              </li>
            ))}
          </ul>
        </section>
        <section className={card} aria-labelledby="collection-heading">
          <h2 id="collection-heading" className={styles.cardTitle}>
            In the collection
          </h2>
          <ul className={styles.list}>
            {types.map((t) => (
              <li key={t.value} className={styles.row}>
                {maybeLink(`/search?type=${encodeURIComponent(t.value)}`, links.search, t.name)}
                <span className={muted}>{count(t.count)}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
