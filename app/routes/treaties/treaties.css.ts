import { style } from '@vanilla-extract/css'
import { media, palette, radius, space, vars } from '#app/styles/theme.css.ts'
export { title, lead, sections, sectionTitle, count } from '#app/styles/page-parts.css.ts'

// ----- the filter form -----

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(180px, 100%), 1fr))',
  gap: space.m,
  alignItems: 'end',
})
export const field = style({ display: 'grid', gap: space.xs })
export const fieldLabel = style({ fontWeight: 600 })
export const control = style({
  minHeight: '40px',
  padding: `${space.xs} ${space.s}`,
  border: `1px solid ${palette.muted}`,
  borderRadius: radius,
  font: 'inherit',
  background: palette.surface,
  color: palette.text,
  width: '100%',
  boxSizing: 'border-box',
})
export const actions = style({
  display: 'flex',
  gap: space.s,
  flexWrap: 'wrap',
  alignItems: 'center',
})

// ----- treaty rows -----

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' })
export const row = style({
  padding: `${space.m} 0`,
  borderBottom: `1px solid ${palette.border}`,
  overflowWrap: 'anywhere',
})
export const rowTitle = style({ margin: 0, fontSize: '1.05rem', fontWeight: 600 })
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xs} ${space.l}`,
  margin: `${space.xs} 0 0`,
  color: palette.muted,
})
export const fact = style({ display: 'flex', gap: space.xs })
export const factTerm = style({ fontWeight: 600 })
export const factValue = style({ margin: 0 })
export const rowLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xs} ${space.m}`,
  margin: `${space.s} 0 0`,
})

// ----- citations: a document and the passage that cites -----

export const citation = style({
  padding: `${space.m} 0`,
  borderBottom: `1px solid ${palette.border}`,
  overflowWrap: 'anywhere',
})
export const citationTitle = style({ margin: 0, fontSize: '1rem', fontWeight: 600 })
export const citationMeta = style({ margin: `${space.xs} 0`, color: palette.muted })
export const passage = style({
  margin: `${space.s} 0 0`,
  padding: `${space.s} ${space.m}`,
  borderLeft: `3px solid ${vars.color.brand}`,
  background: palette.canvas,
  '@media': { [media.upToXs]: { padding: `${space.s}` } },
})

// ----- tables of the New York Convention tool -----

export const table = style({ width: '100%', borderCollapse: 'collapse' })
export const cell = style({
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${space.s} ${space.s}`,
  borderBottom: `1px solid ${palette.border}`,
  overflowWrap: 'anywhere',
})
export const rowHeader = style([cell, { fontWeight: 'normal' }])
export const numberCell = style([cell, { textAlign: 'right', whiteSpace: 'nowrap' }])
export const articleText = style({ maxWidth: '72ch' })
export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(220px, 100%), 1fr))',
  gap: space.m,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})
export const note = style({ color: palette.muted, fontSize: '0.9rem', maxWidth: '72ch' })

export const toolNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xs} ${space.m}`,
  listStyle: 'none',
  margin: `${space.s} 0 ${space.m}`,
  padding: 0,
})
