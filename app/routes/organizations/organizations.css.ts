import { style, styleVariants } from '@vanilla-extract/css'
import { media, palette, space, vars } from '#app/styles/theme.css.ts'
export { title, lead, sections, columns, sectionTitle, count } from '#app/styles/page-parts.css.ts'

export const plainList = style({ margin: 0, paddingLeft: space.l, display: 'grid', gap: space.xs })

// ----- the list of organizations -----

export const table = style({ width: '100%', borderCollapse: 'collapse' })
export const cell = style({
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${space.s} ${space.s}`,
  borderBottom: `1px solid ${palette.border}`,
  overflowWrap: 'break-word',
})
export const rowHeader = style([cell, { fontWeight: 'normal' }])
export const numberCell = style([cell, { textAlign: 'right', whiteSpace: 'nowrap' }])
export const casesCell = style([
  numberCell,
  { width: '8rem', '@media': { [media.upToXs]: { width: '4.5rem' } } },
])
export const orgName = style({ fontWeight: 600, fontSize: '1.1rem' })
export const longName = style({ margin: `${space.xs} 0 0`, color: palette.muted })

// ----- bar tables (a chart whose rows are a table) -----

export const bars = style({ width: '100%', borderCollapse: 'collapse' })
export const barLabel = style({
  textAlign: 'left',
  fontWeight: 'normal',
  padding: `2px ${space.s} 2px 0`,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  width: '1%',
})
export const barCell = style({ padding: '2px 0', width: '99%' })
export const barRow = style({ display: 'flex', alignItems: 'center', gap: space.s })
export const barTrack = style({
  display: 'block',
  flex: '1 1 auto',
  width: '100%',
  height: '14px',
  background: palette.canvas,
  borderRadius: '2px',
  overflow: 'hidden',
})
/** The share bar under a count in the list of organizations. */
export const share = style([barTrack, { display: 'block', marginTop: space.xs, height: '6px' }])
export const barFill = styleVariants({
  brand: { fill: vars.color.brand },
  muted: { fill: palette.muted },
})
export const barCount = style({
  minWidth: '2.5ch',
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
})

// ----- one organization's cases -----

export const caseList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
})
export const caseItem = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${space.xs} ${space.l}`,
  padding: `${space.m} 0`,
  borderTop: `1px solid ${palette.border}`,
  overflowWrap: 'anywhere',
  '@media': {
    [`screen and (min-width: 800px)`]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
})
export const caseName = style({ margin: 0, fontSize: '1.05rem' })
export const caseMeta = style({
  margin: `${space.xs} 0 0`,
  fontSize: '0.9rem',
  color: palette.muted,
})
export const awardsTitle = style({
  margin: 0,
  fontSize: '0.9rem',
  fontWeight: 600,
  '@media': { [media.upToXs]: { marginTop: space.xs } },
})
export const awardList = style({
  margin: `${space.xs} 0 0`,
  paddingLeft: space.l,
  fontSize: '0.95rem',
})
