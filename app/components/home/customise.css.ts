// The tools tiles and the home page's two customise disclosures (tiles, news publications).
import { style } from '@vanilla-extract/css'
import { media, palette, radius, space, vars } from '#app/styles/theme.css.ts'

export const section = style({ marginBottom: space.l, scrollMarginTop: space.xl })
export const title = style({ margin: `0 0 ${space.m}`, fontSize: '1.3rem' })
export const tiles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
  gap: space.m,
})
export const tile = style({
  position: 'relative',
  padding: space.m,
  background: palette.surface,
  border: `1px solid ${palette.border}`,
  borderTop: `4px solid ${vars.color.brand}`,
  borderRadius: radius,
  selectors: { '&:focus-within, &:hover': { borderColor: vars.color.brand } },
})
export const tileLabel = style({
  fontSize: '0.8rem',
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: palette.muted,
})
export const tileTitle = style({ margin: `${space.xs} 0`, fontSize: '1.05rem' })
export const tileText = style({ margin: 0, color: palette.muted, fontSize: '0.95rem' })

export const customise = style({ marginTop: space.m })
export const summary = style({
  display: 'inline-block',
  cursor: 'pointer',
  fontWeight: 600,
  color: vars.color.link,
  padding: `${space.xs} 0`,
})
export const form = style({
  marginTop: space.s,
  padding: space.m,
  background: palette.surface,
  border: `1px solid ${palette.border}`,
  borderRadius: radius,
  maxWidth: '760px',
})
export const rows = style({ listStyle: 'none', margin: `0 0 ${space.m}`, padding: 0 })
export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.m,
  padding: `${space.s} 0`,
  borderBottom: `1px solid ${palette.border}`,
  '@media': { [media.upToXs]: { flexDirection: 'column', alignItems: 'stretch' } },
})
export const rowName = style({ display: 'grid', gap: '2px' })
export const hiddenName = style({ textDecoration: 'line-through', color: palette.muted })
export const rowButtons = style({ display: 'flex', gap: space.s, flexWrap: 'wrap' })
export const error = style({ color: palette.danger, margin: `${space.s} 0 0` })
export const fieldset = style({
  border: 0,
  margin: `0 0 ${space.m}`,
  padding: 0,
  display: 'grid',
  gap: space.s,
})
export const legend = style({ fontWeight: 600, marginBottom: space.s })
export const check = style({ display: 'flex', gap: space.s, alignItems: 'center' })
