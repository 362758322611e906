import { globalStyle } from '@vanilla-extract/css'
import { fontFamily, palette, radius, space, vars } from './theme.css.ts'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })
globalStyle('html', { scrollBehavior: 'smooth' })
globalStyle('body', {
  margin: 0,
  fontFamily,
  fontSize: '16px',
  lineHeight: 1.5,
  color: palette.text,
  background: palette.canvas,
})
globalStyle('a', { color: vars.color.link })
globalStyle('a:hover', { color: vars.color.brandDark })
globalStyle(':focus-visible', { outline: `3px solid ${palette.focus}`, outlineOffset: '2px' })
globalStyle('h1, h2, h3', { lineHeight: 1.25 })
globalStyle('button, input, select, textarea', { font: 'inherit' })
// Every select looks like the portal's fields, also one without a class of its own (a class wins).
globalStyle('select', {
  minHeight: '40px',
  padding: `${space.xs} ${space.s}`,
  border: `1px solid ${palette.muted}`,
  borderRadius: radius,
  background: palette.surface,
  color: palette.text,
})
globalStyle('.visually-hidden', {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
})
