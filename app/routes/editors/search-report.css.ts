import { style } from '@vanilla-extract/css'
import { palette, space } from '#app/styles/theme.css.ts'

export const lead = style({ marginTop: 0, color: palette.muted, maxWidth: '60rem' })
export const periodForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.s,
  alignItems: 'flex-end',
  marginBottom: space.l,
})
export const sections = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(420px, 100%), 1fr))',
  gap: space.l,
  alignItems: 'start',
})
// A narrow screen scrolls the table as a whole; words are never broken inside.
export const table = style({
  display: 'block',
  maxWidth: '100%',
  overflowX: 'auto',
  borderCollapse: 'collapse',
})
export const cell = style({
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${space.xs} ${space.s}`,
  borderBottom: `1px solid ${palette.border}`,
})
export const numberCell = style([cell, { textAlign: 'right', whiteSpace: 'nowrap' }])
export const total = style({ fontSize: '1.1rem', fontWeight: 600 })
