import { globalStyle } from '@vanilla-extract/css'
import { fontFamily, palette, vars } from './theme.css.ts'

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
