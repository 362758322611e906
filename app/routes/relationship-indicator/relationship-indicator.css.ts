import { globalStyle, style } from '@vanilla-extract/css'
import { media, palette, space } from '#app/styles/theme.css.ts'

export {
  cell,
  count,
  evidence,
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
// Kind, name and Find on one line; on a phone the kind takes a line of its own.
export const find = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: space.s,
  alignItems: 'center',
  '@media': { [media.upToS]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
})
export const kind = style({ '@media': { [media.upToS]: { gridColumn: '1 / -1' } } })
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
export const remove = style({ whiteSpace: 'nowrap' })
// On a phone each connection is a block of its own instead of a row of four narrow columns.
export const phoneRows = style({ '@media': { [media.upToS]: { display: 'block' } } })
globalStyle(`${phoneRows} thead`, { '@media': { [media.upToS]: { display: 'none' } } })
globalStyle(`${phoneRows} :is(tbody, tr, td)`, {
  '@media': { [media.upToS]: { display: 'block' } },
})
export const phoneLabel = style({
  display: 'none',
  '@media': { [media.upToS]: { display: 'inline' } },
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
