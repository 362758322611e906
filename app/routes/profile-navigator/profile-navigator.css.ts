import { style } from '@vanilla-extract/css'
import { media, palette, space, vars } from '#app/styles/theme.css.ts'
export { filters, fieldset, legend, check, actions } from '#app/styles/page-parts.css.ts'

export const title = style({ marginTop: 0 })
export const layout = style({
  display: 'grid',
  gridTemplateColumns: '300px 1fr',
  gap: space.l,
  alignItems: 'start',
  '@media': { [media.upToS]: { gridTemplateColumns: '1fr' } },
})
export const searchRow = style({ display: 'flex', gap: space.s, marginBottom: space.m })
export const count = style({ marginTop: 0, fontSize: '1rem', color: palette.muted })
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.m,
})
export const itemTitle = style({ margin: `0 0 ${space.xs}`, fontSize: '1.1rem' })
export const meta = style({ margin: 0, fontSize: '0.9rem' })
// One track no wider than the page: a wide table scrolls inside its card, not the page.
export const sections = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.l,
})
export const sectionTitle = style({ marginTop: 0, fontSize: '1.2rem' })
export const chart = style({ display: 'grid', gap: space.s, maxWidth: '520px' })
export const chartRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 13rem) minmax(0, 1fr) 3ch',
  alignItems: 'center',
  gap: space.s,
  fontSize: '0.9rem',
})
export const chartCount = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' })
export const bar = style({ fill: vars.color.brand })
export const barTrack = style({
  display: 'block',
  width: '100%',
  height: '18px',
  background: palette.canvas,
})
export const tableScroll = style({ overflowX: 'auto' })
export const table = style({ width: '100%', borderCollapse: 'collapse' })
export const cell = style({
  textAlign: 'left',
  verticalAlign: 'top',
  padding: space.s,
  borderBottom: `1px solid ${palette.border}`,
})
export const evidence = style({
  margin: `${space.xs} 0 0`,
  fontSize: '0.85rem',
  color: palette.muted,
})
export const quote = style({ fontStyle: 'italic' })
export const columns = style({
  display: 'grid',
  // One column on a phone; long names and party lists wrap inside their card.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(260px, 100%), 1fr))',
  gap: space.l,
  // break-word, not anywhere: a table's columns keep their words whole and the table scrolls
  overflowWrap: 'break-word',
})
export const plainList = style({ margin: 0, paddingLeft: space.l })
export const figure = style({ margin: 0 })
