import { style } from '@vanilla-extract/css'
import { palette, space } from '#app/styles/theme.css.ts'

/** The load error of a mini-app's part: a card in the page, readable at 390 px. */
export const loadError = style({
  maxWidth: '720px',
  margin: `${space.l} auto`,
  borderLeft: `4px solid ${palette.danger}`,
  overflowWrap: 'anywhere',
})

export const reason = style({ margin: `${space.s} 0 ${space.m}` })
