import { useCanAskAssistant } from '#app/components/assistant/can-ask.ts'
import { useEffect, useRef, useState, type ChangeEvent, type MouseEvent } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { UpsellDialog } from '#app/components/shell/request-demo.tsx'
import type { SearchPageData } from '#app/routes/search/search.server.ts'
import { SEARCH_MODES, type PathMode } from '#sites/search/modes.ts'
import { searchHref, serializeSearchParams } from '#sites/search/search-params.ts'
import { withoutFilters, type SearchState } from '#sites/search/search-state.ts'
import { button } from '#app/styles/ui.css.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { useCanonicalSubmit } from './hooks.ts'
import { DateSection } from './date-section.tsx'
import { FacetSection, facetKey } from './facet-section.tsx'
import * as styles from './filter-panel.css.ts'

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
