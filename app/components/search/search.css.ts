import { globalStyle, style } from '@vanilla-extract/css'
import { breakpoints, media, palette, radius, space, vars } from '#app/styles/theme.css.ts'

export const header = style({ marginBottom: space.m })
export const title = style({ margin: `0 0 ${space.s}`, fontSize: '1.75rem' })
export const description = style({ margin: 0, maxWidth: '80ch', color: palette.muted })
export const readMore = style({ display: 'inline' })
export const readMoreSummary = style({
  display: 'inline',
  cursor: 'pointer',
  color: vars.color.brandDark,
  fontWeight: 600,
  listStyle: 'none',
  marginLeft: space.xs,
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
})
globalStyle(`${readMore}[open] ${readMoreSummary} .more`, { display: 'none' })
globalStyle(`${readMore}:not([open]) ${readMoreSummary} .less`, { display: 'none' })
globalStyle(`${readMore}[open]`, { display: 'inline' })

// ---- the bar ------------------------------------------------------------------------------

export const bar = style({
  background: palette.surface,
  border: `1px solid ${palette.border}`,
  borderRadius: radius,
  padding: space.s,
  display: 'grid',
  // one column no wider than the bar, whatever a row's own width (the pills' row scrolls)
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.s,
})
export const barRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.s,
})
export const pillList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})
export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  maxWidth: '100%',
  padding: `2px 4px 2px ${space.s}`,
  borderRadius: '999px',
  background: vars.color.brandTint,
  border: `1px solid ${vars.color.brand}`,
  fontSize: '0.9rem',
})
export const filterPill = style([pill, { background: palette.canvas, borderColor: palette.border }])
export const pillRemove = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '24px',
  minHeight: '24px',
  borderRadius: '50%',
  color: palette.text,
  textDecoration: 'none',
  fontWeight: 700,
  selectors: { '&:hover': { background: palette.surface, color: palette.text } },
})
export const operator = style({ fontSize: '0.8rem', fontWeight: 700, color: palette.muted })
export const barInput = style({
  flex: '1 1 240px',
  minWidth: 0,
  minHeight: '40px',
  padding: `${space.s} ${space.m}`,
  border: `1px solid ${palette.muted}`,
  borderRadius: radius,
})
export const queryError = style({
  margin: 0,
  color: palette.danger,
  fontWeight: 600,
  display: 'flex',
  gap: space.s,
  alignItems: 'baseline',
})

export const help = style({ position: 'relative' })
export const helpSummary = style({
  cursor: 'pointer',
  listStyle: 'none',
  color: vars.color.brand,
  fontWeight: 600,
  padding: `${space.s} ${space.s}`,
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
})
export const helpPanel = style({
  position: 'absolute',
  right: 0,
  top: '100%',
  zIndex: 30,
  width: 'min(440px, 90vw)',
  padding: space.m,
  background: palette.surface,
  border: `1px solid ${palette.border}`,
  borderRadius: radius,
  boxShadow: '0 8px 24px rgba(0,0,0,0.15)',
})
export const helpTable = style({ borderCollapse: 'collapse', width: '100%', fontSize: '0.9rem' })
globalStyle(`${helpTable} th, ${helpTable} td`, {
  textAlign: 'left',
  padding: `${space.xs} ${space.s}`,
  borderBottom: `1px solid ${palette.border}`,
  verticalAlign: 'top',
})

// On a phone the pills are one row that scrolls sideways, so the results start higher.
export const typePills = style({
  display: 'flex',
  flexWrap: 'wrap',
  '@media': {
    // relative: the pills' visually hidden counts (absolute) scroll and clip with the row
    [media.upToXs]: {
      position: 'relative',
      flexWrap: 'nowrap',
      overflowX: 'auto',
      paddingBottom: space.xs,
    },
  },
  gap: space.s,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})
export const typePill = style({
  display: 'inline-block',
  whiteSpace: 'nowrap',
  padding: `${space.xs} ${space.m}`,
  borderRadius: '999px',
  border: `1px solid ${palette.border}`,
  background: palette.surface,
  color: palette.text,
  textDecoration: 'none',
  fontSize: '0.9rem',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, color: palette.text },
    '&[aria-current="true"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
  },
})

// ---- toolbar ------------------------------------------------------------------------------

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.m,
  margin: `${space.m} 0`,
  // On a phone the rows sit closer, so the first result shows in the first screen.
  '@media': { [media.upToXs]: { gap: space.s, marginBottom: space.s } },
})
export const count = style({ margin: 0, fontWeight: 600, marginRight: 'auto' })
/**
 * Save search, sort, page size and excerpt: in a row from 600 px; on a phone behind a "Sort and
 * view" toggle beside Filters, opening as a row of its own (as the main menu does). A browser
 * without ::details-content keeps the toggle at every width.
 */
const wide = `screen and (min-width: ${breakpoints.xs + 1}px)`
const showsClosedDetails = 'selector(::details-content)'
export const tools = style({
  '@media': { [media.upToXs]: { selectors: { '&[open]': { flexBasis: '100%' } } } },
})
globalStyle(`${tools}::details-content`, {
  '@supports': { [showsClosedDetails]: { '@media': { [wide]: { contentVisibility: 'visible' } } } },
})
export const toolsToggle = style([
  {
    display: 'inline-block',
    cursor: 'pointer',
    listStyle: 'none',
    padding: `${space.s} ${space.m}`,
    border: `1px solid ${palette.border}`,
    borderRadius: radius,
    background: palette.surface,
    fontWeight: 600,
    selectors: { '&::-webkit-details-marker': { display: 'none' } },
    '@supports': { [showsClosedDetails]: { '@media': { [wide]: { display: 'none' } } } },
  },
])
export const toolsBody = style({
  '@media': { [media.upToXs]: { marginTop: space.s } },
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.m,
})
export const menu = style({ position: 'relative' })
export const menuSummary = style({
  cursor: 'pointer',
  listStyle: 'none',
  padding: `${space.s} ${space.m}`,
  border: `1px solid ${palette.border}`,
  borderRadius: radius,
  background: palette.surface,
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
})
export const menuList = style({
  position: 'absolute',
  right: 0,
  top: '100%',
  zIndex: 20,
  minWidth: '200px',
  margin: 0,
  padding: space.xs,
  listStyle: 'none',
  background: palette.surface,
  border: `1px solid ${palette.border}`,
  borderRadius: radius,
  boxShadow: '0 8px 24px rgba(0,0,0,0.15)',
})
export const menuLink = style({
  display: 'block',
  padding: `${space.s} ${space.m}`,
  color: palette.text,
  textDecoration: 'none',
  borderRadius: radius,
  selectors: {
    '&:hover': { background: vars.color.brandTint, color: palette.text },
    '&[aria-current="true"]': { fontWeight: 700 },
  },
})
export const segmented = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs })
export const segment = style({
  padding: `${space.xs} ${space.s}`,
  borderRadius: radius,
  color: palette.text,
  selectors: {
    '&[aria-current="true"]': { background: vars.color.brand, color: vars.color.onBrand },
  },
})

// ---- results --------------------------------------------------------------------------------

export const results = style({
  transition: 'opacity 150ms',
  display: 'grid',
  gap: space.m,
  '@media': { [media.upToXs]: { gap: space.s } },
})
export const pending = style({ opacity: 0.5 })
export const selectAll = style({ display: 'flex', alignItems: 'center', gap: space.s })
export const resultList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.m,
})
export const hit = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: space.m,
  padding: space.m,
  background: palette.surface,
  border: `1px solid ${palette.border}`,
  borderRadius: radius,
})
export const hitBody = style({ minWidth: 0, overflowWrap: 'anywhere' })
export const hitTitle = style({ margin: 0, fontSize: '1.1rem' })
export const hitMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xs} ${space.m}`,
  margin: `${space.xs} 0`,
  padding: 0,
  listStyle: 'none',
  color: palette.muted,
  fontSize: '0.9rem',
})
export const hitExcerpt = style({ margin: `${space.s} 0 0` })
globalStyle(`${hitExcerpt} mark`, { background: '#fff3b0', color: 'inherit', padding: '0 1px' })
export const aiTag = style({
  display: 'inline-block',
  padding: `1px ${space.s}`,
  borderRadius: '999px',
  background: '#e6f4ea',
  color: palette.success,
  border: `1px solid ${palette.success}`,
  fontSize: '0.8rem',
  fontWeight: 600,
})
export const chapters = style({
  margin: `${space.s} 0 0`,
  paddingLeft: space.l,
  fontSize: '0.95rem',
})

export const caseGroup = style({
  margin: `${space.s} 0 0`,
  paddingLeft: space.m,
  borderLeft: `3px solid ${vars.color.brand}`,
  fontSize: '0.95rem',
})

export const caseGroupNote = style({ color: palette.muted })

export const empty = style({
  padding: space.xl,
  textAlign: 'center',
  background: palette.surface,
  border: `1px solid ${palette.border}`,
  borderRadius: radius,
})
export const notice = style({
  padding: space.m,
  borderLeft: `4px solid ${palette.warning}`,
  background: palette.surface,
})
