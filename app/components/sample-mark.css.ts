import { style } from '@vanilla-extract/css'
import { palette, space } from '#app/styles/theme.css.ts'

export const sampleMark = style({
  display: 'inline-block',
  marginInline: space.xs,
  padding: `0 ${space.xs}`,
  border: `1px solid ${palette.border}`,
  borderRadius: '4px',
  color: palette.muted,
  fontSize: '0.75rem',
  fontWeight: 'normal',
  verticalAlign: 'middle',
})
