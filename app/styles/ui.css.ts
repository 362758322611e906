import { style, styleVariants } from '@vanilla-extract/css'
import { media, palette, radius, space, vars } from './theme.css.ts'

/** Shared building blocks: page container, buttons (the spec's modes), fields, cards. */
export const CONTAINER_MAX = '1280px'
export const container = style({
  width: '100%',
  maxWidth: CONTAINER_MAX,
  margin: '0 auto',
  padding: `0 ${space.m}`,
})

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.s,
  minHeight: '40px',
  padding: `${space.s} ${space.m}`,
  borderRadius: radius,
  border: '2px solid transparent',
  fontWeight: 600,
  cursor: 'pointer',
  textDecoration: 'none',
  ':disabled': { opacity: 0.55, cursor: 'not-allowed' },
})

export const button = styleVariants({
  default: [
    buttonBase,
    {
      background: vars.color.brand,
      color: vars.color.onBrand,
      selectors: { '&:hover': { background: vars.color.brandDark, color: vars.color.onBrand } },
    },
  ],
  outlined: [
    buttonBase,
    { background: palette.surface, color: vars.color.link, borderColor: vars.color.link },
  ],
  ghost: [buttonBase, { background: 'transparent', color: 'inherit', borderColor: 'currentColor' }],
  text: [
    buttonBase,
    { background: 'transparent', color: vars.color.link, padding: `${space.xs} ${space.s}` },
  ],
  icon: [
    buttonBase,
    {
      background: 'transparent',
      color: 'inherit',
      padding: space.xs,
      minHeight: '32px',
      minWidth: '32px',
    },
  ],
})

export const field = style({ display: 'grid', gap: space.xs, marginBottom: space.m })
export const label = style({ fontWeight: 600 })
export const input = style({
  width: '100%',
  minHeight: '40px',
  padding: `${space.s} ${space.m}`,
  border: `1px solid ${palette.muted}`,
  borderRadius: radius,
  background: palette.surface,
})
export const fieldError = style({ color: palette.danger, fontSize: '0.9rem', margin: 0 })

export const card = style({
  background: palette.surface,
  border: `1px solid ${palette.border}`,
  borderRadius: radius,
  padding: space.l,
})

export const page = style({ paddingTop: space.l, paddingBottom: space.xl })
export const prose = style({ maxWidth: '72ch' })
export const muted = style({ color: palette.muted })

/**
 * A page with a list of choices on the side (institutions, topics) and what is chosen beside it,
 * in one column on phones; the current choice is marked with aria-current.
 */
export const sideLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(12rem, 17rem) minmax(0, 1fr)',
  gap: space.l,
  alignItems: 'start',
  '@media': { [media.upToXs]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
})
export const sideNav = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.xs,
})
export const sideNavLink = style({
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
