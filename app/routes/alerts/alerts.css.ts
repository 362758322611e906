import { style } from '@vanilla-extract/css'
import { palette, space } from '#app/styles/theme.css.ts'

export const narrow = style({ maxWidth: '640px', margin: '0 auto' })
export const title = style({ marginTop: 0 })
export const form = style({ display: 'grid', gap: space.s })
export const fieldset = style({
  border: `1px solid ${palette.border}`,
  borderRadius: '6px',
  margin: `0 0 ${space.m}`,
  padding: space.m,
  display: 'grid',
  gap: space.s,
})
export const check = style({ display: 'flex', gap: space.s, alignItems: 'center' })
export const actions = style({
  display: 'flex',
  gap: space.s,
  flexWrap: 'wrap',
  alignItems: 'center',
})
export const list = style({ paddingLeft: space.l })
