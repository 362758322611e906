import { style } from '@vanilla-extract/css'
import { media, palette, space } from '#app/styles/theme.css.ts'
export { filters, fieldset, legend, check, actions } from '#app/styles/page-parts.css.ts'

export const title = style({ marginTop: 0 })
export const article = style({ maxWidth: '72ch' })
export const sample = style({
  padding: space.s,
  background: palette.canvas,
  borderLeft: `4px solid ${palette.warning}`,
  fontSize: '0.9rem',
})
export const layout = style({
  display: 'grid',
  gridTemplateColumns: '280px 1fr',
  gap: space.l,
  alignItems: 'start',
  '@media': { [media.upToS]: { gridTemplateColumns: '1fr' } },
})
export const field = style({ display: 'grid', gap: space.xs, fontWeight: 600 })
export const count = style({ marginTop: 0, fontSize: '1rem', color: palette.muted })
export const items = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.m,
})
export const meta = style({ margin: 0, fontSize: '0.9rem' })
export const itemTitle = style({ margin: `${space.xs} 0`, fontSize: '1.1rem' })
export const summary = style({ margin: 0 })
