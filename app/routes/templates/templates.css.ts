import { style } from '@vanilla-extract/css'
import { palette, space } from '#app/styles/theme.css.ts'
export { title, lead } from '#app/styles/page-parts.css.ts'

export const topic = style({
  borderBottom: `1px solid ${palette.border}`,
  padding: `${space.s} 0`,
})
export const topicSummary = style({ cursor: 'pointer', fontWeight: 600, fontSize: '1.1rem' })
export const docs = style({
  listStyle: 'none',
  margin: `${space.s} 0 0`,
  padding: 0,
  display: 'grid',
  gap: space.m,
})
export const docTitle = style({ fontWeight: 600 })
export const meta = style({ margin: `${space.xs} 0 0`, color: palette.muted, fontSize: '0.95rem' })
export const section = style({ marginTop: space.l })
export const sectionTitle = style({ fontSize: '1.2rem', marginBottom: space.s })
export const files = style({ margin: 0, paddingLeft: space.l, display: 'grid', gap: space.xs })
export const text = style({ maxWidth: '72ch' })
