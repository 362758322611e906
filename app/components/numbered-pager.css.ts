import { style, styleVariants } from '@vanilla-extract/css'
import { palette, radius, space, vars } from '#app/styles/theme.css.ts'

export const pager = style({ display: 'flex', justifyContent: 'center', margin: `${space.l} 0` })
export const pagerList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})
const pagerBase = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '40px',
  minHeight: '40px',
  padding: `0 ${space.s}`,
  borderRadius: radius,
  textDecoration: 'none',
})
export const pagerLink = styleVariants({
  page: [pagerBase, { border: `1px solid ${palette.border}`, background: palette.surface }],
  current: [
    pagerBase,
    {
      background: vars.color.brand,
      color: vars.color.onBrand,
      border: `1px solid ${vars.color.brand}`,
    },
  ],
  gap: [pagerBase, { color: palette.muted }],
})
