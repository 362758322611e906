import { style } from '@vanilla-extract/css'
import { palette, radius, space, vars } from '#app/styles/theme.css.ts'

// The main search's Manual IP section: its own few styles, so the search page does not link
// Manual IP's part stylesheet (mip-app).

export const within = style({
  border: `1px solid ${palette.border}`,
  borderLeft: `3px solid ${vars.color.brand}`,
  borderRadius: radius,
  padding: space.m,
  margin: `0 0 ${space.m}`,
  overflowWrap: 'anywhere',
})
export const title = style({ fontSize: '1rem', margin: `0 0 ${space.xs}` })
export const list = style({
  listStyle: 'none',
  margin: `0 0 ${space.s}`,
  padding: 0,
  display: 'grid',
  gap: space.s,
})
export const muted = style({ color: palette.muted })
export const excerpt = style({ color: palette.muted, fontSize: '0.9rem', margin: 0 })
export const more = style({ color: palette.muted, margin: 0 })
