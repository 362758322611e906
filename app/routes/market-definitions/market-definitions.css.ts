import { style } from '@vanilla-extract/css'
import { media, palette, radius, space, vars } from '#app/styles/theme.css.ts'

// The mini-apps' shared parts (header, filters, counts) are in #app/styles/mini-app.css.ts.

export const sample = style({ color: palette.muted, fontSize: '0.85rem' })

export const searchForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.s,
  alignItems: 'end',
  marginBottom: space.m,
})
export const searchField = style({ flex: '1 1 280px', display: 'grid', gap: space.xs })

// One track no wider than the page, so nothing inside can widen it on a phone; the filters
// go beside the results from the medium breakpoint.
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.l,
  '@media': { [media.fromM]: { gridTemplateColumns: 'minmax(220px, 300px) minmax(0, 1fr)' } },
})
export const filterLink = style({ overflowWrap: 'anywhere' })

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.m,
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBottom: space.s,
})
export const hit = style({
  border: `1px solid ${palette.border}`,
  borderRadius: radius,
  padding: space.m,
  background: palette.surface,
  overflowWrap: 'anywhere',
})
export const hitHead = style({ display: 'flex', gap: space.s, alignItems: 'baseline' })
export const hitTitle = style({ margin: 0, fontSize: '1.05rem' })
export const meta = style({ color: palette.muted, margin: `${space.xs} 0` })
export const definitions = style({ margin: `${space.s} 0 0`, display: 'grid', gap: space.s })
export const definition = style({ margin: 0 })
export const definitionValue = style({ fontWeight: 600 })
export const passage = style({
  margin: `${space.xs} 0 0`,
  paddingLeft: space.s,
  borderLeft: `3px solid ${vars.color.brand}`,
})
export const pills = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.s,
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${space.m}`,
})
export const pill = style({
  display: 'inline-block',
  border: `1px solid ${palette.border}`,
  borderRadius: '999px',
  padding: `2px ${space.s}`,
})
export const loadError = style({ maxWidth: '60ch' })
export const categoryGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(260px, 100%), 1fr))',
  gap: space.m,
})
