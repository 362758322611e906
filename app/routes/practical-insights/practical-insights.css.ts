import { style } from '@vanilla-extract/css'
import { palette, space } from '#app/styles/theme.css.ts'
export { title, lead } from '#app/styles/page-parts.css.ts'

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.m,
  alignItems: 'end',
  marginBottom: space.l,
})
export const filter = style({ display: 'grid', gap: space.xs, minWidth: '12rem' })
export const topic = style({ marginBottom: space.l })
export const topicTitle = style({ fontSize: '1.2rem', marginBottom: space.xs })
export const notes = style({
  listStyle: 'none',
  margin: `${space.s} 0 0`,
  padding: 0,
  display: 'grid',
  gap: space.m,
})
export const noteTitle = style({ fontWeight: 600 })
export const meta = style({ margin: `${space.xs} 0 0`, color: palette.muted, fontSize: '0.95rem' })
export const section = style({ marginTop: space.l })
export const sectionTitle = style({ fontSize: '1.2rem', marginBottom: space.s })
export const text = style({ maxWidth: '72ch' })
export const passage = style({
  margin: `${space.xs} 0 0`,
  paddingLeft: space.m,
  borderLeft: `3px solid ${palette.border}`,
  maxWidth: '72ch',
})
export const authorities = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.m,
})
export const gridCell = style({
  borderTop: `1px solid ${palette.border}`,
  padding: space.s,
  verticalAlign: 'top',
  textAlign: 'left',
  minWidth: '14rem',
})
