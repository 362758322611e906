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
export const heroText = style({
  margin: `${space.s} 0 ${space.m}`,
  color: palette.muted,
  fontSize: '1.1rem',
})
export const heroSearch = style({ display: 'flex', gap: space.s, maxWidth: '720px' })
export const section = style({ marginBottom: space.l })
export const sectionTitle = style({ margin: `0 0 ${space.m}`, fontSize: '1.3rem' })
export const cardTitle = style({ marginTop: 0, fontSize: '1.2rem' })
export const columns = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: space.l,
  marginBottom: space.l,
  alignItems: 'start',
  '@media': { [media.upToS]: { gridTemplateColumns: '1fr' } },
})
export const blogColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
  gap: space.l,
})
export const list = style({ listStyle: 'none', margin: 0, padding: 0 })
export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: space.m,
  padding: `${space.s} 0`,
  borderBottom: `1px solid ${palette.border}`,
})
export const stacked = style({
  display: 'grid',
  gap: space.xs,
  padding: `${space.s} 0`,
  borderBottom: `1px solid ${palette.border}`,
})
export const excerpt = style({ fontSize: '0.95rem' })
export const note = style({ marginTop: `-${space.s}`, fontSize: '0.9rem' })
export const more = style({ margin: `${space.m} 0 0`, fontWeight: 600 })
export const counts = style({ margin: `-${space.s} 0 ${space.m}`, fontWeight: 600 })
export const covers = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: space.m,
})
export const cover = style({
  display: 'grid',
  gap: space.xs,
  alignContent: 'start',
  padding: space.m,
  background: palette.surface,
  border: `1px solid ${palette.border}`,
  borderRadius: radius,
})
export const coverArt = style({
  display: 'grid',
  placeItems: 'center',
  height: '96px',
  borderRadius: radius,
  background: vars.color.brandTint,
  color: vars.color.brandDark,
  fontSize: '1.75rem',
  letterSpacing: '0.04em',
  fontWeight: 700,
})
export const featuredRow = style({
  display: 'grid',
  gridTemplateColumns: '2fr 1fr',
  gap: space.l,
  marginTop: space.l,
  alignItems: 'start',
  '@media': { [media.upToS]: { gridTemplateColumns: '1fr' } },
})
