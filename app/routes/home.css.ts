import { style } from '@vanilla-extract/css'
import { media, palette, radius, space, vars } from '#app/styles/theme.css.ts'

export const hero = style({
  padding: `${space.xl} ${space.l}`,
  marginBottom: space.l,
  borderRadius: radius,
  background: vars.color.brandTint,
  '@media': { [media.upToXs]: { padding: space.m } },
})
export const heroTitle = style({ margin: 0, fontSize: '2rem' })
export const heroText = style({ margin: `${space.s} 0 ${space.m}`, color: palette.muted, fontSize: '1.1rem' })
export const heroSearch = style({ display: 'flex', gap: space.s, maxWidth: '720px' })
export const columns = style({
  display: 'grid',
  gridTemplateColumns: '1fr 2fr',
  gap: space.l,
  '@media': { [media.upToS]: { gridTemplateColumns: '1fr' } },
})
export const sectionTitle = style({ marginTop: 0, fontSize: '1.2rem' })
export const list = style({ listStyle: 'none', margin: 0, padding: 0 })
export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: space.m,
  padding: `${space.s} 0`,
  borderBottom: `1px solid ${palette.border}`,
})
export const latest = style({
  display: 'grid',
  gap: space.xs,
  padding: `${space.s} 0`,
  borderBottom: `1px solid ${palette.border}`,
})
