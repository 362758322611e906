import { style } from '@vanilla-extract/css'
import { palette, space } from '#app/styles/theme.css.ts'

export const title = style({ marginTop: 0, marginBottom: space.xs })
export const lead = style({ marginTop: 0, maxWidth: '72ch' })
// One track no wider than the page, so nothing inside can widen it on a phone.
export const sections = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.l,
})
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(320px, 100%), 1fr))',
  gap: space.l,
  alignItems: 'start',
})
export const sectionTitle = style({ marginTop: 0, fontSize: '1.2rem' })
export const count = style({ marginTop: 0, color: palette.muted })
export const countries = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(14rem, 100%), 1fr))',
  gap: `${space.xs} ${space.l}`,
})
export const plainList = style({ margin: 0, paddingLeft: space.l, display: 'grid', gap: space.xs })
export const itemMeta = style({ color: palette.muted, fontSize: '0.9rem' })
export const filterNote = style({ marginTop: 0, display: 'flex', flexWrap: 'wrap', gap: space.s })
