import { Form, Link } from 'react-router'
import { NumberedPager } from '#app/components/numbered-pager.tsx'
import { formatDay } from '#sites/dates.ts'
import { button, card, container, page } from '#app/styles/ui.css.ts'
import { CitationList } from './citation-list.tsx'
import type { InvokedTreatiesData, TreatyListData } from './list.server.ts'
import { treatyListHref } from './params.ts'
import * as styles from './treaties.css.ts'

const LEADS = {
  bits:
    'The bilateral investment treaties of the collection: the agreements on the encouragement ' +
    'and protection of investments in the Dutch treaty register, each between the Netherlands ' +
    'and one other State. Each opens as a book with a table of contents; the awards and ' +
    'decisions that cite a treaty are listed with the passages that do. Below them, every ' +
    'bilateral treaty a case of the collection was brought under, with its awards.',
  conventions:
    'The multilateral conventions of the collection: the New York Convention, the ICSID ' +
    'Convention, the Vienna Convention on the Law of Treaties and the others of the Dutch treaty ' +
    'register and the UN core treaties. Each opens as a book with a table of contents; the awards ' +
    'and decisions that cite a convention are listed with the passages that do.',
} as const

function plural(n: number, one: string, many: string) {
  return `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`
}

function partiesText(t: { parties: string[]; partiesFrom: string | null }) {
  if (t.partiesFrom === 'register') return `${t.parties.join(', ')} (the register’s own State)`
  return t.parties.length ? t.parties.join(' and ') : 'Not recorded'
}

export function TreatyListPage({
  data,
  invoked,
}: {
  data: TreatyListData
  invoked?: InvokedTreatiesData
}) {
  const { list, filters, selected, path } = data
  const filtered = Boolean(filters.q || filters.party || filters.from || filters.to)
  const listHref = (n: number) => treatyListHref(path, { ...filters, page: n })
  return (
    <div className={`${container} ${page}`}>
      <h1 className={styles.title}>{data.title}</h1>
      <p className={styles.lead}>{LEADS[data.kind]}</p>
      <div className={styles.sections}>
        <Form
          method="get"
          action={path}
          className={card}
          role="search"
          aria-label={`Filter ${data.title}`}
        >
          <div className={styles.filters}>
            <div className={styles.field}>
              <label className={styles.fieldLabel} htmlFor="treaty-q">
                Title or party
              </label>
              <input
                id="treaty-q"
                name="q"
                type="search"
                className={styles.control}
                defaultValue={filters.q ?? ''}
              />
            </div>
            <div className={styles.field}>
              <label className={styles.fieldLabel} htmlFor="treaty-party">
                Party
              </label>
              <select
                id="treaty-party"
                name="party"
                className={styles.control}
                defaultValue={filters.party ?? ''}
              >
                <option value="">All parties</option>
                {list.parties.map((p) => (
                  <option key={p.name} value={p.name}>
                    {p.name} ({p.count})
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label className={styles.fieldLabel} htmlFor="treaty-from">
                Signed from (year)
              </label>
              <input
                id="treaty-from"
                name="from"
                inputMode="numeric"
                pattern="[0-9]{4}"
                placeholder={list.years ? String(list.years.min) : undefined}
                className={styles.control}
                defaultValue={filters.from ?? ''}
              />
            </div>
            <div className={styles.field}>
              <label className={styles.fieldLabel} htmlFor="treaty-to">
                Signed until (year)
              </label>
              <input
                id="treaty-to"
                name="to"
                inputMode="numeric"
                pattern="[0-9]{4}"
                placeholder={list.years ? String(list.years.max) : undefined}
                className={styles.control}
                defaultValue={filters.to ?? ''}
              />
            </div>
            <div className={styles.actions}>
              <button type="submit" className={button.default}>
                Apply
              </button>
              {filtered ? <Link to={data.clearHref}>Clear filters</Link> : null}
            </div>
          </div>
          {filters.from || filters.to ? (
            <p className={styles.note}>
              Treaties whose record gives no signature date are left out while a year is set.
            </p>
          ) : null}
        </Form>

        {selected ? (
          <section id="citations" className={card} aria-labelledby="citations-title">
            <h2 id="citations-title" className={styles.sectionTitle}>
              Citing {selected.treaty.title}
            </h2>
            <p className={styles.count}>
              {selected.citations.total
                ? `Cited in ${plural(selected.citations.total, 'award or decision', 'awards and decisions')} of the collection, newest first.`
                : 'No award or decision of the collection cites it by name.'}{' '}
              <Link to={selected.treaty.url}>Read the text</Link>
            </p>
            <CitationList items={selected.citations.items} />
            <NumberedPager
              current={selected.citations.page}
              pages={selected.citations.pages}
              label="Citation pages"
              href={(n) =>
                `${treatyListHref(path, { ...filters, page: list.page, treaty: selected.treaty.id, cpage: n })}#citations`
              }
            />
          </section>
        ) : null}

        <section aria-labelledby="treaty-list-title">
          <h2 id="treaty-list-title" className={styles.sectionTitle}>
            {filtered ? 'Matching treaties' : 'All treaties'}
          </h2>
          <p className={styles.count} role="status">
            {plural(list.total, 'treaty', 'treaties')}
            {list.pages > 1 ? `, page ${list.page} of ${list.pages}` : ''}
          </p>
          {list.items.length ? (
            <ol className={styles.list}>
              {list.items.map((t) => (
                <li key={t.id} className={styles.row}>
                  <h3 className={styles.rowTitle}>
                    <Link to={t.url}>{t.title}</Link>
                  </h3>
                  <dl className={styles.facts}>
                    {/* A date only where the source gives one: none is promised. */}
                    {(
                      [
                        ['Parties', partiesText(t)],
                        ['Signed', t.signed ? formatDay(t.signed) : null],
                        ['Text version', t.version ? formatDay(t.version) : null],
                        ['Source', t.source],
                      ] as const
                    ).map(([term, value]) =>
                      value ? (
                        <div key={term} className={styles.fact}>
                          <dt className={styles.factTerm}>{term}</dt>
                          <dd className={styles.factValue}>{value}</dd>
                        </div>
                      ) : null,
                    )}
                  </dl>
                  <p className={styles.rowLinks}>
                    <Link to={t.url} aria-label={`Read the text of ${t.title}`}>
                      Read the text
                    </Link>
                    <Link
                      to={t.citationsHref}
                      aria-label={`Awards citing it: ${t.title}`}
                      aria-current={selected?.treaty.id === t.id ? 'true' : undefined}
                    >
                      Awards citing it
                    </Link>
                  </p>
                </li>
              ))}
            </ol>
          ) : (
            <p>No treaty matches these filters.</p>
          )}
          <NumberedPager
            current={list.page}
            pages={list.pages}
            label="Treaty pages"
            href={listHref}
          />
        </section>

        {invoked && !filtered ? <InvokedTreaties items={invoked} /> : null}
      </div>
    </div>
  )
}

/** The bilateral treaties the collection's cases were brought under (decision 248). */
function InvokedTreaties({ items }: { items: InvokedTreatiesData }) {
  return (
    <section aria-labelledby="invoked-title">
      <h2 id="invoked-title" className={styles.sectionTitle}>
        Treaties the cases were brought under
      </h2>
      <p className={styles.count}>
        {items.length
          ? `${plural(items.length, 'bilateral treaty', 'bilateral treaties')} under which the collection’s cases were brought, as each text states it, with the awards under each and the text where the collection holds it.`
          : 'No award of the collection states a bilateral treaty it was brought under.'}
      </p>
      {items.length ? (
        <ol className={styles.list}>
          {items.map((t) => (
            <li key={t.name} className={styles.row}>
              <h3 className={styles.rowTitle}>{t.name}</h3>
              <dl className={styles.facts}>
                <div className={styles.fact}>
                  <dt className={styles.factTerm}>Parties</dt>
                  <dd className={styles.factValue}>{t.parties.join(' and ')}</dd>
                </div>
                <div className={styles.fact}>
                  <dt className={styles.factTerm}>Awards</dt>
                  <dd className={styles.factValue}>
                    <Link to={t.awardsHref} aria-label={`Awards under the ${t.name}`}>
                      {t.documents.toLocaleString('en-GB')}
                    </Link>
                  </dd>
                </div>
                <div className={styles.fact}>
                  <dt className={styles.factTerm}>Text</dt>
                  <dd className={styles.factValue}>
                    {t.text ? (
                      <Link to={t.text.url} aria-label={`Read the text of the ${t.name}`}>
                        {t.text.title}
                      </Link>
                    ) : (
                      'Not in the collection'
                    )}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  )
}
