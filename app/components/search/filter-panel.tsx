import { useCanAskAssistant } from '#app/components/assistant/can-ask.ts'
import { useEffect, useRef, useState, type ChangeEvent, type MouseEvent } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { UpsellDialog } from '#app/components/shell/request-demo.tsx'
import type {
  DateFilterView,
  FilterItemView,
  FilterSectionView,
  SearchPageData,
} from '#app/routes/search/search.server.ts'
import { SEARCH_MODES, type PathMode } from '#sites/search/modes.ts'
import {
  defaultLimitOf,
  searchHref,
  serializeSearchParams,
  toIsoDate,
  withChanges,
  withoutFilters,
  type SearchState,
} from '#sites/search/search-params.ts'
import { button } from '#app/styles/ui.css.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { useCanonicalSubmit } from './hooks.ts'
import * as styles from './search.css.ts'

/** Filter search: after 150 ms without typing; a single character is ignored (spec 000 §5). */
const FILTER_SEARCH_DEBOUNCE = 150
const PAGE_STEP = 10
const COLLAPSED = 5

/** The URL key of a facet's selections (see sites/search/search-params.ts). */
function facetKey(id: string): string {
  return id === 'type' || id === 'topic' || id === 'source' ? id : `f.${id}`
}

/** How many filters are applied: the prefilter button's counter. */
function appliedCount(state: SearchState): number {
  let n = Object.values(state.filters).reduce((sum, sel) => sum + (sel?.values.length ?? 0), 0)
  if (state.titleOnly) n++
  if (state.aiOnly) n++
  if (state.hasContent) n++
  if (state.manualIp) n++
  if (state.datePeriod !== -1) n++
  return n
}

/**
 * The slide-in "Search filters" panel. Without JavaScript it is a <details> disclosure holding a
 * GET form: Apply filters submits it, the backdrop and the close link reload the page closed.
 * With JavaScript each change applies at once (the counts follow), a click outside or Escape
 * closes it, and Apply filters closes it.
 */
export function FilterPanel({ data, pathMode }: { data: SearchPageData; pathMode: PathMode }) {
  const { state, sections, date } = data
  const [open, setOpen] = useState(false)
  const hydrated = useHydrated()
  const detailsRef = useRef<HTMLDetailsElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const canonicalSubmit = useCanonicalSubmit(pathMode)
  const location = useLocation()
  const here = location.pathname + location.search
  const count = appliedCount(state)

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      // a dialog above another dialog (the upsell) handles its own keys
      if (document.querySelector('[role="dialog"][data-state="open"]')) return
      if (e.key === 'Escape') {
        setOpen(false)
        detailsRef.current?.querySelector('summary')?.focus()
      }
      if (e.key === 'Tab' && panelRef.current) {
        // keep the focus inside the panel while it is open
        const focusable = [
          ...panelRef.current.querySelectorAll<HTMLElement>(
            'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), summary',
          ),
        ].filter((el) => el.offsetParent !== null)
        const first = focusable[0]
        const last = focusable[focusable.length - 1]
        if (!first || !last) return
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault()
          last.focus()
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault()
          first.focus()
        }
      }
    }
    document.addEventListener('keydown', onKey)
    panelRef.current?.querySelector<HTMLElement>('h2')?.focus()
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  const close = (event?: MouseEvent) => {
    event?.preventDefault()
    setOpen(false)
  }
  const applyNow = (options: { replace?: boolean } = {}) => {
    if (formRef.current) canonicalSubmit(formRef.current, options)
  }

  // The form carries the rest of the state, so applying keeps the text, sort and page size.
  const kept = new URLSearchParams()
  for (const [key, value] of serializeSearchParams(state)) {
    if (
      ['mode', 'q', 'qTitle', 'qPublicationTitle', 'sortBy', 'sortOrder', 'excerpt'].includes(key)
    )
      kept.append(key, value)
    if (['resultsPerPage', 'dateType'].includes(key) || key.startsWith('limit.'))
      kept.append(key, value)
  }
  const defaults = Object.keys(SEARCH_MODES[state.mode].defaultFilters)

  return (
    <details
      ref={detailsRef}
      className={styles.prefilter}
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className={styles.prefilterButton}>
        Filters
        {count > 0 ? (
          <span className={styles.counter}>
            {count}
            <span className="visually-hidden"> applied</span>
          </span>
        ) : null}
      </summary>
      <Link
        to={here}
        className={styles.backdrop}
        aria-hidden="true"
        tabIndex={-1}
        onClick={close}
        preventScrollReset
      />
      <div
        ref={panelRef}
        className={styles.panel}
        role="dialog"
        aria-modal={hydrated ? true : undefined}
        aria-labelledby="filters-title"
      >
        <div className={styles.panelHeader}>
          <h2 id="filters-title" className={styles.panelTitle} tabIndex={-1}>
            Search filters
          </h2>
          <Link to={searchHref(withoutFilters(state))} className={button.text} preventScrollReset>
            Clear all
          </Link>
          <Link
            to={here}
            className={button.icon}
            aria-label="Close filters"
            onClick={close}
            preventScrollReset
          >
            ×
          </Link>
        </div>
        <Form
          ref={formRef}
          method="get"
          action={SEARCH_MODES[state.mode].path}
          className={styles.panelForm}
          onSubmit={(e) => {
            e.preventDefault()
            applyNow()
            setOpen(false)
          }}
          onChange={(e: ChangeEvent<HTMLFormElement>) => {
            const target = e.target as unknown as HTMLInputElement
            if (target.type === 'search' || target.type === 'date') return
            if (target.name === 'datePeriod' && target.value === '0') return
            if (target.name === 'dateOp') return
            applyNow()
          }}
        >
          {[...kept].map(([key, value], i) => (
            <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
          ))}
          {defaults.map((id) => (
            // an empty value: "none" stays "none" when every box of a defaulted facet is cleared
            <input key={id} type="hidden" name={facetKey(id)} value="" />
          ))}
          <div className={styles.panelBody}>
            <Toggles data={data} />
            {sections.map((section) => (
              <FacetSection
                key={section.id}
                section={section}
                state={state}
                onSearch={() => applyNow({ replace: true })}
              />
            ))}
            {date ? <DateSection date={date} /> : null}
          </div>
          <div className={styles.panelFooter}>
            <button type="submit" className={button.default}>
              Apply filters
            </button>
          </div>
        </Form>
      </div>
    </details>
  )
}

/** The extra toggles (spec 000 §9) that apply to these screens. */
function Toggles({ data }: { data: SearchPageData }) {
  const { state, titleOnlyLocked, mode } = data
  const [upsell, setUpsell] = useState(false)
  const canAsk = useCanAskAssistant()
  return (
    <fieldset className={styles.toggles}>
      <legend className="visually-hidden">Search options</legend>
      {titleOnlyLocked ? (
        <div className={styles.item}>
          <input
            id="toggle-title-only"
            type="checkbox"
            className={styles.checkbox}
            disabled
            aria-describedby="title-only-locked"
          />
          <label
            htmlFor="toggle-title-only"
            className={`${styles.itemLabel} ${styles.disabledItem}`}
          >
            Search keywords only in titles
          </label>
          <Link
            id="title-only-locked"
            to="/demopracticeplus"
            className={button.text}
            onClick={(e) => {
              e.preventDefault()
              setUpsell(true)
            }}
          >
            Not in your subscription
          </Link>
          <UpsellDialog open={upsell} onOpenChange={setUpsell} />
        </div>
      ) : (
        <Toggle
          name="searchWithinTitleOnly"
          label="Search keywords only in titles"
          on={state.titleOnly}
        />
      )}
      {canAsk ? (
        <Toggle
          name="searchAiAvailableOnly"
          label="AI Assistant available documents"
          on={state.aiOnly}
        />
      ) : null}
      {mode.hasContentToggle ? (
        <Toggle name="hasContent" label="Cases with documents" on={state.hasContent} />
      ) : null}
      {data.manualIpOffered ? (
        <Toggle name="searchWithinManualIp" label="Search within Manual IP" on={state.manualIp} />
      ) : null}
    </fieldset>
  )
}

function Toggle({ name, label, on }: { name: string; label: string; on: boolean }) {
  const id = `toggle-${name}`
  return (
    <div className={styles.item}>
      <input
        id={id}
        type="checkbox"
        name={name}
        value="true"
        defaultChecked={on}
        key={String(on)}
        className={styles.checkbox}
      />
      <label htmlFor={id} className={styles.itemLabel}>
        {label}
      </label>
    </div>
  )
}

function FacetSection({
  section,
  state,
  onSearch,
}: {
  section: FilterSectionView
  state: SearchState
  onSearch: () => void
}) {
  const { id, name } = section
  const key = facetKey(id)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const term = section.contains
  const itemCount = section.items.length
  // Spec 000 §5: a list whose limit is 9 or 10 shows 5 items unless 2+ characters are typed.
  const collapsed = (section.limit === 9 || section.limit === 10) && [...term].length < 2
  const shown = collapsed
    ? section.items.filter((item, i) => i < COLLAPSED || item.checked || item.partial)
    : section.items
  const hiddenByCollapse = shown.length < itemCount
  // Show less: more than 10 items listed (top-level items; children fold under their parent)
  const rendered = shown.length
  const view = state.view[id] ?? {}
  const limit = view.limit ?? defaultLimitOf(id)
  const more = searchHref(
    withChanges(state, { view: { ...state.view, [id]: { ...view, limit: limit + PAGE_STEP } } }),
  )
  const less = searchHref(
    withChanges(state, {
      view: { ...state.view, [id]: { ...view, limit: Math.max(PAGE_STEP, limit - PAGE_STEP) } },
    }),
  )
  const showSearch = itemCount > 8 || Boolean(term) || section.hasMore
  const searchId = `filter-search-${id}`
  return (
    <details className={styles.section} open={section.open} data-facet={id}>
      <summary className={styles.sectionSummary}>
        {name}
        {section.checkedCount > 0 ? (
          <span className={styles.counter}>
            {section.checkedCount}
            <span className="visually-hidden"> selected</span>
          </span>
        ) : null}
      </summary>
      <div className={styles.sectionBody}>
        {section.andOr ? (
          <fieldset className={styles.andOr}>
            <legend className="visually-hidden">Combine {name} with</legend>
            {(['AND', 'OR'] as const).map((op) => (
              <span key={op} className={styles.andOrOption}>
                <input
                  id={`op-${id}-${op}`}
                  className={styles.andOrInput}
                  type="radio"
                  name={`op.${id}`}
                  value={op}
                  defaultChecked={section.op === op}
                  key={`${op}-${section.op}`}
                />
                <label htmlFor={`op-${id}-${op}`} className={styles.andOrLabel}>
                  {op}
                </label>
              </span>
            ))}
          </fieldset>
        ) : null}
        {showSearch ? (
          <>
            <label htmlFor={searchId} className="visually-hidden">
              Search {name}
            </label>
            <input
              id={searchId}
              type="search"
              name={`contains.${id}`}
              className={styles.filterSearch}
              placeholder={`Enter ${name} name`}
              defaultValue={term}
              autoComplete="off"
              onChange={(e) => {
                const value = e.currentTarget.value.trim()
                clearTimeout(timer.current)
                if ([...value].length === 1) return
                timer.current = setTimeout(onSearch, FILTER_SEARCH_DEBOUNCE)
              }}
            />
          </>
        ) : null}
        <ul className={styles.itemList}>
          {shown.map((item) => (
            <FacetItem
              key={item.value}
              item={item}
              name={key}
              facet={id}
              tree={section.tree}
              op={section.op}
            />
          ))}
        </ul>
        {itemCount === 0 && term ? (
          <p>
            No {name} matches “{term}”.
          </p>
        ) : null}
        {section.hasMore || hiddenByCollapse || (rendered > PAGE_STEP && limit > PAGE_STEP) ? (
          <div className={styles.moreLess}>
            {section.hasMore || hiddenByCollapse ? (
              <Link to={more} preventScrollReset replace>
                Show more<span className="visually-hidden"> {name}</span>
              </Link>
            ) : null}
            {rendered > PAGE_STEP && limit > PAGE_STEP ? (
              <Link to={less} preventScrollReset replace>
                Show less<span className="visually-hidden"> {name}</span>
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>
    </details>
  )
}

function FacetItem({
  item,
  name,
  facet,
  tree,
  op,
}: {
  item: FilterItemView
  name: string
  facet: string
  tree: boolean
  op: 'AND' | 'OR'
}) {
  const id = `facet-${facet}-${item.value}`.replace(/[^A-Za-z0-9_-]/g, '_')
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    if (!tree || op !== 'OR') return
    // A parent checkbox handles its children; unticking a child of a ticked parent keeps its
    // siblings (the form is read after this handler, before it is submitted).
    const box = e.currentTarget
    const li = box.closest('li')
    if (!li) return
    const descendants = li.querySelectorAll<HTMLInputElement>('ul input[type="checkbox"]')
    descendants.forEach((d) => {
      d.checked = box.checked
    })
    if (!box.checked) {
      let parentLi = li.parentElement?.closest('li')
      while (parentLi) {
        const parentBox = parentLi.querySelector<HTMLInputElement>(':scope > div > input')
        if (parentBox?.checked) parentBox.checked = false
        parentLi = parentLi.parentElement?.closest('li')
      }
    }
  }
  return (
    <li>
      <div className={`${styles.item} ${item.disabled ? styles.disabledItem : ''}`}>
        <input
          id={id}
          type="checkbox"
          name={name}
          value={item.value}
          defaultChecked={item.checked}
          key={`${item.value}-${item.checked}-${item.partial}`}
          disabled={item.disabled}
          className={styles.checkbox}
          onChange={onChange}
          ref={(el) => {
            if (el) el.indeterminate = item.partial
          }}
          aria-describedby={item.partial ? `${id}-partial` : undefined}
        />
        <label htmlFor={id} className={styles.itemLabel}>
          {item.label}
          {item.partial ? (
            <span id={`${id}-partial`} className={styles.partialMark}>
              {' '}
              – <span className="visually-hidden">some selected</span>
            </span>
          ) : null}
        </label>
        {item.count !== null ? (
          <span
            className={styles.itemCount}
            aria-label={`${item.count} ${item.count === 1 ? 'result' : 'results'}`}
          >
            {item.count.toLocaleString('en-GB')}
          </span>
        ) : null}
      </div>
      {item.children.length > 0 ? (
        <details className={styles.treeToggle} open={item.checked || item.partial}>
          <summary className={styles.treeSummary}>
            {item.children.length} under {item.label}
          </summary>
          <ul className={styles.childList}>
            {item.children.map((child) => (
              <FacetItem
                key={child.value}
                item={child}
                name={name}
                facet={facet}
                tree={tree}
                op={op}
              />
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  )
}

const DATE_OPS = [
  { value: 'on', label: 'On' },
  { value: 'after', label: 'After' },
  { value: 'before', label: 'Before' },
  { value: 'between', label: 'Between' },
] as const

/** Periods and the precise period with On / After / Before / Between (spec 000 §4). */
function DateSection({ date }: { date: DateFilterView }) {
  const single = date.op === 'before' ? date.to : date.from
  return (
    <details className={styles.section} open={date.period !== -1} data-facet="date">
      <summary className={styles.sectionSummary}>{date.name}</summary>
      <div className={styles.sectionBody}>
        <fieldset className={styles.plainFieldset}>
          <legend className="visually-hidden">Time period</legend>
          <ul className={styles.itemList}>
            {date.options.map((o) => {
              const id = `date-period-${o.value}`
              return (
                <li
                  key={o.value}
                  className={`${styles.item} ${o.disabled ? styles.disabledItem : ''}`}
                >
                  <input
                    id={id}
                    type="radio"
                    name="datePeriod"
                    value={o.value}
                    defaultChecked={date.period === o.value}
                    key={`${o.value}-${date.period}`}
                    disabled={o.disabled}
                    className={styles.checkbox}
                  />
                  <label htmlFor={id} className={styles.itemLabel}>
                    {o.label}
                  </label>
                  {o.count !== null ? (
                    <span className={styles.itemCount}>{o.count.toLocaleString('en-GB')}</span>
                  ) : null}
                </li>
              )
            })}
          </ul>
        </fieldset>
        <div className={styles.dateCustom}>
          <fieldset className={styles.dateOps}>
            <legend className="visually-hidden">Precise period</legend>
            {DATE_OPS.map((o) => (
              <span key={o.value} className={styles.item}>
                <input
                  id={`date-op-${o.value}`}
                  type="radio"
                  name="dateOp"
                  value={o.value}
                  defaultChecked={date.op === o.value}
                  key={`${o.value}-${date.op}`}
                  className={styles.checkbox}
                />
                <label htmlFor={`date-op-${o.value}`}>{o.label}</label>
              </span>
            ))}
          </fieldset>
          <div className={styles.singleDate}>
            <label htmlFor="date-single">Date</label>
            <input
              id="date-single"
              type="date"
              name="date"
              defaultValue={toIsoDate(single)}
              key={`single-${single}`}
              className={styles.filterSearch}
            />
          </div>
          <div className={styles.betweenDates}>
            <label htmlFor="date-from">From</label>
            <input
              id="date-from"
              type="date"
              name="dateFrom"
              defaultValue={toIsoDate(date.from)}
              key={`from-${date.from}`}
              className={styles.filterSearch}
            />
            <label htmlFor="date-to">To</label>
            <input
              id="date-to"
              type="date"
              name="dateTo"
              defaultValue={toIsoDate(date.to)}
              key={`to-${date.to}`}
              className={styles.filterSearch}
            />
          </div>
          <p className={styles.hint}>Apply filters to use the dates.</p>
        </div>
      </div>
    </details>
  )
}
