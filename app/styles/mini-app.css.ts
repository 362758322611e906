import { style } from '@vanilla-extract/css'
import { palette, radius, space } from '#app/styles/theme.css.ts'

// The mini-apps' shared frame (Manual IP, the Market Definitions Locator): their header, lead
// and filter column.

export const appHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: space.s,
  borderBottom: `1px solid ${palette.border}`,
  paddingBottom: space.s,
  marginBottom: space.m,
})
export const appTitle = style({ margin: 0, fontSize: '1.5rem' })
export const appNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.m,
  alignItems: 'center',
})
export const lead = style({ marginTop: 0, maxWidth: '72ch' })
export const queryError = style({ color: palette.danger, margin: `0 0 ${space.m}` })
export const filters = style({ display: 'grid', gap: space.m, alignContent: 'start' })
export const filterGroup = style({
  border: `1px solid ${palette.border}`,
  borderRadius: radius,
  padding: space.s,
})
export const filterTitle = style({ fontSize: '1rem', margin: `0 0 ${space.xs}` })
export const filterList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.xs,
})
export const count = style({ color: palette.muted })
export const hits = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.m,
})
