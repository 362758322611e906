import { data, Form, Link, useNavigation } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { formatDay } from '#sites/dates.ts'
import { NumberedPager } from '#app/components/numbered-pager.tsx'
import { SampleMark } from '#app/components/sample-mark.tsx'
import { servicesContext } from '#app/context.ts'
import { button, card, container, input, label, muted, page } from '#app/styles/ui.css.ts'
import type { RouteHandle } from '#app/utils/breadcrumbs.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { pageUrl } from '#app/utils/page-url.ts'
import { isSearchSyntaxError } from '#server/errors.ts'
import { EQE_PAGE_SIZE, EQE_TEXTS } from '#sites/kipl/eqe.ts'
import { paramsRecord } from '../treaties/params.ts'
import type { Route } from './+types/eqe-materials'
import { eqeHref, eqeIssue, eqeParams } from './eqe-params.ts'
import * as styles from './eqe.css.ts'
import * as ip from './ip.css.ts'

/**
 * /eqe-materials (IP edition, IPL and PL): the European Qualifying Examination's papers and the
 * legal areas each tests (editorial), each area linked to the articles and rules of the EPC and
 * PCT the collection holds; below, every article and rule by number with a GET filter and a
 * search of their text. `text`, `kind`, `q` and `page` are in the address.
 */
export async function loader(args: Route.LoaderArgs) {
  const url = pageUrl(args)
  const parsed = eqeParams.safeParse(paramsRecord(url.searchParams))
  if (!parsed.success) throw data({ message: eqeIssue(parsed.error) }, { status: 400 })
  const filters = parsed.data
  const { eqe } = args.context.get(servicesContext)
  const [materials, index] = await Promise.all([
    eqe.materials(EQE_TEXTS),
    eqe.index(EQE_TEXTS, { ...filters, pageSize: EQE_PAGE_SIZE }).catch((error: unknown) => {
      if (isSearchSyntaxError(error)) throw data({ message: error.message }, { status: 400 })
      throw error
    }),
  ])
  if (index.page > index.pages)
    throw data({ message: 'The index has no such page.' }, { status: 404 })
  return { filters, materials, index }
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'EQE Materials')
export const handle: RouteHandle = { breadcrumb: 'EQE Materials' }

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`

export default function EqeMaterialsRoute({ loaderData }: Route.ComponentProps) {
  const { filters, materials, index } = loaderData
  const navigation = useNavigation()
  const pending = navigation.location?.pathname === '/eqe-materials'
  const held = materials.texts.filter((t) => t.held)
  const missing = materials.texts.filter((t) => !t.held)
  const papers = new Map(materials.papers.map((p) => [p.code, p.title]))
  const filtered = Boolean(filters.text || filters.kind || filters.q)
  return (
    <div className={`${container} ${page}`}>
      <h1 className={ip.title}>EQE Materials</h1>
      <p className={ip.lead}>
        The papers of the European Qualifying Examination and the legal areas each one tests, with
        the articles and rules of the texts in this collection that each area rests on. Every
        article and rule is listed by number below; each link opens its text in the reader.
      </p>
      {missing.map((t) => (
        <p key={t.code} className={styles.notHeld} role="note">
          The collection does not hold the {t.name} ({t.code}): its provisions are not linked on
          this page.
        </p>
      ))}
      {held.length ? (
        <p className={styles.note}>
          {held.map((t, i) => (
            <span key={t.code}>
              {i > 0 ? '; ' : ''}
              <Link to={t.url ?? '#'}>{t.title}</Link> ({t.code}):{' '}
              {plural(t.articles, 'article', 'articles')} and {plural(t.rules, 'rule', 'rules')}
              {t.version ? `, text version of ${formatDay(t.version)}` : ''}
            </span>
          ))}
          . The exam asks for the texts in force at its date: check later amendments at the European
          Patent Office and WIPO.
        </p>
      ) : null}

      <nav aria-label="On this page" className={styles.note}>
        <ul className={styles.inline}>
          <li>
            <a href="#eqe-exam">The examination</a>
          </li>
          <li>
            <a href="#eqe-areas">Legal areas and their provisions</a>
          </li>
          <li>
            <a href="#articles">Articles and rules by number</a>
          </li>
        </ul>
      </nav>

      <div className={styles.sections}>
        <section aria-labelledby="eqe-exam">
          <div className={styles.heading}>
            <h2 id="eqe-exam" className={styles.sectionTitle}>
              The examination
            </h2>
            {[...materials.exam, ...materials.papers].some((x) => x.sample) ? <SampleMark /> : null}
          </div>
          {materials.exam.map((e) => (
            <div key={e.id} className={ip.lead}>
              {e.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
              {e.sourceNote ? <p className={styles.note}>{e.sourceNote}</p> : null}
            </div>
          ))}
          <ul className={styles.cards} aria-label="Papers">
            {materials.papers.map((p) => (
              <li key={p.code} className={card}>
                <h3 className={styles.cardTitle}>{p.title}</h3>
                {p.firstHeld ? <p className={muted}>First sat in {p.firstHeld}</p> : null}
                <p>
                  <strong>{p.summary}</strong>
                </p>
                {p.paragraphs.map((x) => (
                  <p key={x}>{x}</p>
                ))}
                {p.areas.length ? (
                  <>
                    <p className={muted}>Areas tested:</p>
                    <ul className={styles.inline}>
                      {p.areas.map((a) => (
                        <li key={a.slug}>
                          <a href={`#area-${a.slug}`}>{a.title}</a>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="eqe-areas">
          <h2 id="eqe-areas" className={styles.sectionTitle}>
            Legal areas and their provisions
          </h2>
          <div className={styles.areas}>
            {materials.areas.map((a) => (
              <section
                key={a.slug}
                id={`area-${a.slug}`}
                className={card}
                aria-labelledby={`area-${a.slug}-title`}
              >
                <h3 id={`area-${a.slug}-title`} className={styles.cardTitle}>
                  {a.title}
                </h3>
                <p className={muted}>
                  Tested in {a.papers.map((code) => papers.get(code) ?? code).join(', ')}
                </p>
                <p>{a.summary}</p>
                {a.provisions.length ? (
                  <ul className={styles.provisions}>
                    {a.provisions.map((p) => (
                      <li key={p.docId}>
                        <Link to={p.url}>{p.citation}</Link>
                        {p.heading ? <span className={muted}> {p.heading}</span> : null}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className={muted}>The collection holds none of its provisions.</p>
                )}
                {a.unresolved.length ? (
                  <p className={styles.note}>Not in the texts held: {a.unresolved.join(', ')}.</p>
                ) : null}
              </section>
            ))}
          </div>
        </section>

        <section id="articles" aria-labelledby="eqe-index">
          <h2 id="eqe-index" className={styles.sectionTitle}>
            Articles and rules
          </h2>
          <Form
            method="get"
            action="/eqe-materials#articles"
            className={card}
            role="search"
            aria-label="Find an article or rule"
          >
            <div className={styles.filters}>
              <div>
                <label className={label} htmlFor="eqe-q">
                  Number or words
                </label>
                <input
                  id="eqe-q"
                  name="q"
                  type="search"
                  className={input}
                  defaultValue={filters.q ?? ''}
                  placeholder="e.g. Art. 54, R. 36 or inventive step"
                  aria-describedby="eqe-q-hint"
                />
              </div>
              <div>
                <label className={label} htmlFor="eqe-text">
                  Text
                </label>
                <select
                  id="eqe-text"
                  name="text"
                  className={input}
                  defaultValue={filters.text ?? ''}
                >
                  <option value="">All texts</option>
                  {held.map((t) => (
                    <option key={t.code} value={t.code}>
                      {t.code}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label className={label} htmlFor="eqe-kind">
                  Articles or rules
                </label>
                <select
                  id="eqe-kind"
                  name="kind"
                  className={input}
                  defaultValue={filters.kind ?? ''}
                >
                  <option value="">Both</option>
                  <option value="article">Articles</option>
                  <option value="rule">Rules</option>
                </select>
              </div>
              <div className={styles.actions}>
                <button type="submit" className={button.default}>
                  Find
                </button>
                {filtered ? <Link to="/eqe-materials#articles">Show all</Link> : null}
              </div>
            </div>
            <p id="eqe-q-hint" className={styles.note}>
              A number jumps to the articles and rules that bear it; words find the headings and the
              passages of the texts that say them.
            </p>
          </Form>
          <div className={pending ? styles.pending : undefined} aria-busy={pending}>
            <p role="status">
              {index.reading === 'number'
                ? index.total
                  ? `${plural(index.total, 'provision bears', 'provisions bear')} the number ${filters.q}.`
                  : `No article or rule bears the number ${filters.q}.`
                : index.reading === 'words'
                  ? `${plural(index.total, 'heading', 'headings')} and ${plural(index.passages.length, 'passage', 'passages')} say “${filters.q}”.`
                  : `${plural(index.total, 'provision', 'provisions')}${index.pages > 1 ? `, page ${index.page} of ${index.pages}` : ''}.`}
            </p>
            {index.items.length ? (
              <ul className={styles.provisions} aria-label="Provisions">
                {index.items.map((p) => (
                  <li key={p.docId}>
                    <Link to={p.url}>{p.citation}</Link>
                    {p.heading ? <span className={muted}> {p.heading}</span> : null}
                  </li>
                ))}
              </ul>
            ) : null}
            <NumberedPager
              current={index.page}
              pages={index.pages}
              label="Pages of the index"
              href={(n) => eqeHref({ ...filters, page: n })}
            />
            {index.passages.length ? (
              <>
                <h3 className={styles.cardTitle}>Passages of the texts</h3>
                <ol className={styles.passages}>
                  {index.passages.map((x) => (
                    <li key={x.provision.docId}>
                      <Link to={x.url}>{x.provision.citation}</Link>
                      {x.provision.heading ? (
                        <span className={muted}> {x.provision.heading}</span>
                      ) : null}
                      <p
                        className={styles.passage}
                        data-quote
                        dangerouslySetInnerHTML={{ __html: x.excerpt }}
                      />
                    </li>
                  ))}
                </ol>
              </>
            ) : null}
          </div>
        </section>
      </div>
    </div>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
