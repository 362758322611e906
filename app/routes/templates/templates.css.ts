import { style } from '@vanilla-extract/css'
import { media, palette, space, vars } from '#app/styles/theme.css.ts'

export const title = style({ marginTop: 0, marginBottom: space.xs })
export const lead = style({ marginTop: 0, maxWidth: '72ch' })
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(12rem, 16rem) minmax(0, 1fr)',
  gap: space.l,
  alignItems: 'start',
  '@media': { [media.upToXs]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
})
export const institutions = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.xs,
})
export const institution = style({
  display: 'block',
  padding: `${space.s} ${space.m}`,
  borderRadius: '6px',
  border: `1px solid ${palette.border}`,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brand,
      color: vars.color.onBrand,
      borderColor: vars.color.brand,
      fontWeight: 600,
    },
  },
})
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
