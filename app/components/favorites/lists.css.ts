import { style } from '@vanilla-extract/css'
import { media, palette, radius, space, vars } from '#app/styles/theme.css.ts'

// The favourites page's jurisdiction-and-topic view, and the switch between the two views.

export const title = style({ margin: `0 0 ${space.m}` })

export const viewSwitch = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.s,
  margin: `0 0 ${space.m}`,
  fontSize: '0.9rem',
})

export const viewSwitchLinks = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  border: `1px solid ${palette.border}`,
  borderRadius: radius,
  overflow: 'hidden',
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

export const viewSwitchLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  padding: `0 ${space.m}`,
  color: palette.text,
  background: palette.surface,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: palette.canvas },
    '&[aria-current="page"]': {
      background: vars.color.brandTint,
      fontWeight: 700,
      boxShadow: `inset 0 -3px 0 ${vars.color.brand}`,
    },
  },
})

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '260px minmax(0, 1fr)',
  gap: space.l,
  alignItems: 'start',
  '@media': { [media.upToS]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: space.m } },
})

export const filterForm = style({ display: 'grid', gap: space.m, minWidth: 0 })

export const filterGroup = style({
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gap: space.xs,
})

export const filterList = style({ listStyle: 'none', margin: 0, padding: 0 })

export const filterItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.s,
  padding: `${space.xs} 0`,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&:has(input:disabled)': { color: palette.muted, cursor: 'default' } },
})

export const filterLabel = style({ flex: '1 1 auto', minWidth: 0 })

export const checkbox = style({ width: '18px', height: '18px', margin: '2px 0 0', flex: 'none' })

export const more = style({ fontSize: '0.9rem' })

export const sortBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.xs,
  margin: `0 0 ${space.s}`,
  fontSize: '0.9rem',
})

export const sortList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

export const sortLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  padding: `0 ${space.s}`,
  borderRadius: '999px',
  border: `1px solid ${palette.border}`,
  color: palette.text,
  background: palette.surface,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&[aria-current="true"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
  },
})

export const summary = style({ margin: `0 0 ${space.s}`, color: palette.muted, fontSize: '0.9rem' })

export const entries = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.s,
  transition: 'opacity 150ms',
})

export const pending = style({ opacity: 0.5 })

export const entry = style({
  display: 'flex',
  gap: space.m,
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  padding: space.m,
  background: palette.surface,
  border: `1px solid ${palette.border}`,
  borderRadius: radius,
  minWidth: 0,
  '@media': { [media.upToXs]: { flexDirection: 'column', gap: space.s } },
})

export const entryMain = style({ minWidth: 0, flex: '1 1 auto', overflowWrap: 'anywhere' })

export const entryTitle = style({ fontSize: '1rem', margin: `0 0 ${space.xs}`, lineHeight: 1.35 })

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: space.m,
  rowGap: space.xs,
  margin: 0,
  fontSize: '0.875rem',
  color: palette.muted,
})

export const fact = style({ display: 'flex', gap: space.xs, minWidth: 0 })

export const factTerm = style({ fontWeight: 600 })

export const factValue = style({ margin: 0, color: palette.text })

export const entryActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.s,
  alignItems: 'center',
  flex: 'none',
})

export const clear = style({ fontSize: '0.9rem' })

export const alertForm = style({ display: 'flex', gap: space.xs, alignItems: 'center' })

export const alertLabel = style({ display: 'inline-flex' })

/** A filter item's indent by its depth in the tree, a rem a level. */
export const depth = [0, 1, 2, 3, 4, 5, 6].map((level) => style({ paddingLeft: `${level}rem` }))
