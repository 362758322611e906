import { globalStyle, style } from '@vanilla-extract/css'
import { palette, space } from '#app/styles/theme.css.ts'

// One track no wider than the page, so nothing inside can widen it on a phone.
export const sections = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.xl,
})
export const sectionTitle = style({ marginTop: 0, marginBottom: space.s, fontSize: '1.3rem' })
export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: space.s,
})
export const note = style({ color: palette.muted, fontSize: '0.9rem', maxWidth: '72ch' })
export const notHeld = style({
  borderLeft: `4px solid ${palette.danger}`,
  padding: `${space.s} ${space.m}`,
  maxWidth: '72ch',
})
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(260px, 100%), 1fr))',
  gap: space.m,
  alignItems: 'start',
})
export const cardTitle = style({ marginTop: 0, marginBottom: space.xs, fontSize: '1.1rem' })
globalStyle(`${cards} p`, { marginTop: 0 })
export const inline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xs} ${space.m}`,
})
export const provisions = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(240px, 100%), 1fr))',
  gap: `${space.xs} ${space.l}`,
  overflowWrap: 'anywhere',
})
export const areas = style({ display: 'grid', gap: space.m })
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(180px, 100%), 1fr))',
  gap: space.m,
  alignItems: 'end',
})
export const actions = style({
  display: 'flex',
  gap: space.s,
  alignItems: 'center',
  flexWrap: 'wrap',
})
export const passages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.m,
})
export const passage = style({ margin: `${space.xs} 0 0`, overflowWrap: 'anywhere' })
export const pending = style({ opacity: 0.6, transition: 'opacity 0.2s' })
