import { style } from '@vanilla-extract/css'
import { palette, space } from '#app/styles/theme.css.ts'
export { title, lead, sections, columns, sectionTitle, count } from '#app/styles/page-parts.css.ts'

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
