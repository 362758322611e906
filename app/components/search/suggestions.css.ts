import { style } from '@vanilla-extract/css'
import { palette, radius, space, vars } from '#app/styles/theme.css.ts'

export const wrapper = style({ position: 'relative' })
export const listbox = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  left: 0,
  right: 0,
  zIndex: 50,
  maxHeight: '70vh',
  overflowY: 'auto',
  padding: space.xs,
  background: palette.surface,
  color: palette.text,
  border: `1px solid ${palette.border}`,
  borderRadius: radius,
  boxShadow: '0 8px 24px rgba(0,0,0,0.2)',
  selectors: { '&[hidden]': { display: 'none' } },
})
export const groupLabel = style({
  padding: `${space.s} ${space.s} ${space.xs}`,
  fontSize: '0.8rem',
  fontWeight: 700,
  textTransform: 'uppercase',
  color: palette.muted,
})
export const option = style({
  display: 'grid',
  padding: `${space.s} ${space.s}`,
  borderRadius: radius,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.brandTint,
      outline: `2px solid ${vars.color.brand}`,
    },
    '&:hover': { background: vars.color.brandTint },
  },
})
export const optionLabel = style({ fontWeight: 600 })
export const subLabel = style({ fontSize: '0.85rem', color: palette.muted })
