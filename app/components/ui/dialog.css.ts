import { style } from '@vanilla-extract/css'
import { palette, radius, space } from '#app/styles/theme.css.ts'

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: 'rgba(0,0,0,0.45)',
  zIndex: 50,
})
export const content = style({
  position: 'fixed',
  zIndex: 51,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(560px, calc(100vw - 32px))',
  maxHeight: 'calc(100vh - 32px)',
  overflowY: 'auto',
  background: palette.surface,
  borderRadius: radius,
  padding: space.l,
  boxShadow: '0 12px 40px rgba(0,0,0,0.25)',
})
export const title = style({
  margin: `0 0 ${space.s}`,
  fontSize: '1.35rem',
  paddingRight: space.xl,
})
export const description = style({ margin: `0 0 ${space.m}`, color: palette.muted })
export const close = style({
  position: 'absolute',
  top: space.s,
  right: space.s,
  width: '36px',
  height: '36px',
  border: 0,
  background: 'transparent',
  fontSize: '1.6rem',
  lineHeight: 1,
  cursor: 'pointer',
  borderRadius: radius,
})
