import { style } from '@vanilla-extract/css'
import { media, palette, space } from '#app/styles/theme.css.ts'

export {
  cell,
  count,
  evidence,
  pager,
  plainList,
  quote,
  table,
  tableScroll,
  title,
} from '#app/routes/profile-navigator/profile-navigator.css.ts'

export const intro = style({ maxWidth: '72ch', marginTop: 0 })
// The two sides stand beside each other, one above the other on a phone.
export const sides = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: space.l,
  marginBottom: space.l,
  '@media': { [media.upToS]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
})
export const sideTitle = style({ marginTop: 0, fontSize: '1.1rem' })
export const find = style({ display: 'flex', gap: space.s, flexWrap: 'wrap' })
export const chips = style({
  listStyle: 'none',
  margin: `0 0 ${space.s}`,
  padding: 0,
  display: 'grid',
  gap: space.xs,
})
export const chip = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space.s,
  padding: `${space.xs} ${space.s}`,
  border: `1px solid ${palette.border}`,
  borderRadius: '4px',
  overflowWrap: 'anywhere',
})
export const hint = style({ margin: `${space.s} 0 0`, color: palette.danger })
export const candidates = style({ marginTop: space.s, overflowWrap: 'anywhere' })
export const candidatesTitle = style({ margin: `0 0 ${space.xs}`, fontWeight: 600 })
export const connectionFilter = style({
  display: 'flex',
  gap: space.s,
  flexWrap: 'wrap',
  margin: `${space.m} 0`,
})
export const pending = style({ opacity: 0.5 })
export const latest = style({ marginTop: space.xl })
