import { globalStyle, style } from '@vanilla-extract/css'
import { space } from '#app/styles/theme.css.ts'

export const title = style({ marginTop: 0, marginBottom: space.xs })
export const lead = style({ marginTop: 0, maxWidth: '72ch' })
export const groups = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(320px, 100%), 1fr))',
  gap: space.l,
  alignItems: 'start',
})
export const partTitle = style({ marginBottom: space.s, fontSize: '1.35rem' })
export const groupTitle = style({ marginTop: 0, fontSize: '1.15rem' })
export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.s,
})
globalStyle(`${links} p`, { margin: `${space.xs} 0 0` })
