import { useEffect, useRef, type ChangeEvent } from 'react'
import { Link } from 'react-router'
import type { FilterItemView, FilterSectionView } from '#app/routes/search/filter-views.server.ts'
import { searchHref } from '#sites/search/search-params.ts'
import { defaultLimitOf, withChanges, type SearchState } from '#sites/search/search-state.ts'
import * as styles from './filter-panel.css.ts'

/** Filter search: after 150 ms without typing; a single character is ignored (spec 000 §5). */
const FILTER_SEARCH_DEBOUNCE = 150
const PAGE_STEP = 10
const COLLAPSED = 5

/** The URL key of a facet's selections (see sites/search/search-params.ts). */
export function facetKey(id: string): string {
  return id === 'type' || id === 'topic' || id === 'source' ? id : `f.${id}`
}

/** One filter of the panel: its values (a list or a tree), the search within them, more and fewer. */
export function FacetSection({
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
