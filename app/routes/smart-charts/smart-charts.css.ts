import { style } from '@vanilla-extract/css'
import { media, palette, space, vars } from '#app/styles/theme.css.ts'
export { title, lead } from '#app/styles/page-parts.css.ts'

export const products = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.m,
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${space.l}`,
})
export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(520px, 100%), 1fr))',
  gap: space.l,
  alignItems: 'start',
})
export const chartTitle = style({ marginTop: 0, marginBottom: space.xs, fontSize: '1.15rem' })
export const description = style({ marginTop: 0, color: palette.muted })
export const chartScroll = style({ overflowX: 'auto' })
export const svg = style({
  display: 'block',
  width: '100%',
  minWidth: '600px',
  height: 'auto',
  overflow: 'visible',
})
export const barLink = style({ outline: 'none' })
export const bar = style({
  fill: vars.color.brand,
  selectors: {
    [`${barLink}:hover > &`]: { fill: vars.color.brandDark },
    [`${barLink}:focus-visible > &`]: { stroke: palette.focus, strokeWidth: 3 },
  },
})
export const grid = style({ stroke: palette.border, strokeWidth: 1 })
export const axisText = style({ fill: palette.muted, fontSize: '12px' })
export const labelText = style({ fill: palette.text, fontSize: '13px' })
export const countText = style({ fill: palette.text, fontSize: '12px', fontWeight: 600 })
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.s} ${space.m}`,
  alignItems: 'baseline',
  marginTop: space.s,
})
export const table = style({ width: '100%', borderCollapse: 'collapse', marginTop: space.s })
export const cell = style({
  textAlign: 'left',
  padding: `${space.xs} ${space.s}`,
  borderBottom: `1px solid ${palette.border}`,
  overflowWrap: 'break-word',
})
export const numberCell = style([cell, { textAlign: 'right', whiteSpace: 'nowrap' }])
export const details = style({
  marginTop: space.s,
  '@media': { [media.upToXs]: { fontSize: '0.95rem' } },
})
