import { globalStyle, keyframes, style } from '@vanilla-extract/css'
import { media, palette, radius, space, vars } from '#app/styles/theme.css.ts'

// The slide-in filter panel: its sections, values, AND/OR switch, dates and toggles.

// ---- filter panel ---------------------------------------------------------------------------

export const prefilter = style({ position: 'static' })
export const prefilterButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.s,
  cursor: 'pointer',
  listStyle: 'none',
  minHeight: '40px',
  padding: `${space.s} ${space.m}`,
  borderRadius: radius,
  border: `2px solid ${vars.color.brand}`,
  color: vars.color.brand,
  background: palette.surface,
  fontWeight: 600,
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
})
export const counter = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '22px',
  height: '22px',
  padding: '0 6px',
  borderRadius: '999px',
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: '0.8rem',
})
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } })
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  // modal: above the floating assistant button (45) and the cookie banner (40), below dialogs
  // (50) and notifications (60)
  zIndex: 47,
  background: 'rgba(0,0,0,0.35)',
})
export const panel = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  zIndex: 48,
  width: 'min(420px, 100vw)',
  display: 'flex',
  flexDirection: 'column',
  background: palette.surface,
  boxShadow: '-8px 0 24px rgba(0,0,0,0.2)',
  animation: `${slideIn} 200ms ease-out`,
  '@media': { [media.upToXs]: { width: '100vw' } },
})
export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.s,
  padding: space.m,
  borderBottom: `1px solid ${palette.border}`,
})
export const panelTitle = style({ margin: 0, fontSize: '1.25rem', marginRight: 'auto' })
export const panelForm = style({ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 })
export const panelBody = style({ overflowY: 'auto', flex: 1, padding: `0 ${space.m}` })
export const panelFooter = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: space.s,
  padding: space.m,
  borderTop: `1px solid ${palette.border}`,
})

export const section = style({ borderBottom: `1px solid ${palette.border}` })
export const sectionSummary = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.s,
  padding: `${space.m} 0`,
  cursor: 'pointer',
  fontWeight: 700,
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&::after': { content: '"+"', marginLeft: 'auto', fontWeight: 400, fontSize: '1.25rem' },
  },
})
globalStyle(`${section}[open] > ${sectionSummary}::after`, { content: '"−"' })
export const sectionBody = style({ paddingBottom: space.m, display: 'grid', gap: space.s })
export const andOr = style({
  display: 'inline-flex',
  gap: 0,
  border: `1px solid ${palette.border}`,
  borderRadius: radius,
  padding: 0,
  margin: 0,
  width: 'fit-content',
})
export const andOrOption = style({ position: 'relative' })
// the label takes the clicks; the radio stays in the tab order for the keyboard
export const andOrInput = style({
  position: 'absolute',
  opacity: 0,
  inset: 0,
  margin: 0,
  pointerEvents: 'none',
})
export const andOrLabel = style({
  display: 'inline-block',
  padding: `${space.xs} ${space.m}`,
  cursor: 'pointer',
  fontWeight: 700,
})
// the inactive side is dimmed, still with enough contrast to read
globalStyle(`${andOrInput}:not(:checked) + ${andOrLabel}`, {
  color: palette.muted,
  fontWeight: 400,
  background: palette.canvas,
})
globalStyle(`${andOrInput}:checked + ${andOrLabel}`, {
  background: vars.color.brand,
  color: vars.color.onBrand,
})
globalStyle(`${andOrInput}:focus-visible + ${andOrLabel}`, {
  outline: `3px solid ${palette.focus}`,
})

export const itemList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '2px',
})
export const childList = style([itemList, { paddingLeft: space.l }])
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.s,
  minHeight: '32px',
})
export const itemLabel = style({ flex: 1, cursor: 'pointer' })
export const itemCount = style({ color: palette.muted, fontSize: '0.85rem' })
export const checkbox = style({
  width: '18px',
  height: '18px',
  accentColor: vars.color.brand,
  margin: 0,
})
export const disabledItem = style({ opacity: 0.5 })
export const partialMark = style({ color: vars.color.brand, fontWeight: 700 })
export const treeToggle = style({ width: '100%' })
export const treeSummary = style({
  cursor: 'pointer',
  fontSize: '0.85rem',
  color: vars.color.brand,
  paddingLeft: space.l,
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
})
export const moreLess = style({ display: 'flex', gap: space.m })
export const filterSearch = style({
  width: '100%',
  minHeight: '36px',
  padding: `${space.xs} ${space.s}`,
  border: `1px solid ${palette.muted}`,
  borderRadius: radius,
})
export const dateCustom = style({ display: 'none', gap: space.s, paddingLeft: space.l })
globalStyle(`${section}:has(input[name="datePeriod"][value="0"]:checked) ${dateCustom}`, {
  display: 'grid',
})
export const dateOps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.m,
  border: 0,
  padding: 0,
  margin: 0,
})
export const singleDate = style({ display: 'grid', gap: space.xs })
export const betweenDates = style({ display: 'none', gap: space.xs })
globalStyle(`${dateCustom}:has(input[name="dateOp"][value="between"]:checked) ${singleDate}`, {
  display: 'none',
})
globalStyle(`${dateCustom}:has(input[name="dateOp"][value="between"]:checked) ${betweenDates}`, {
  display: 'grid',
})
export const toggles = style({
  display: 'grid',
  gap: space.s,
  padding: `${space.m} 0`,
  border: 0,
  margin: 0,
})
export const plainFieldset = style({ border: 0, margin: 0, padding: 0 })
export const hint = style({ margin: 0, fontSize: '0.85rem', color: palette.muted })
