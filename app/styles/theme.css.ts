import { createThemeContract } from '@vanilla-extract/css'

/** What differs between editions; each edition fills it in themes/<site>.css.ts. */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandDark: null,
    brandTint: null,
    onBrand: null,
    /** Link text: the brand colour where it is dark enough on light backgrounds (WCAG AA). */
    link: null,
  },
})

/** Shared palette and scale (the same for every edition). */
export const palette = {
  text: '#1d1d1f',
  muted: '#575a5e',
  border: '#d4d6d9',
  surface: '#ffffff',
  canvas: '#f5f6f7',
  focus: '#1a73e8',
  danger: '#b3261e',
  success: '#1e7b34',
  warning: '#8a5a00',
  info: '#005a8f',
} as const

export const space = { xs: '4px', s: '8px', m: '16px', l: '24px', xl: '40px' } as const
export const radius = '6px'
export const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif'

/** The spec's layout breakpoints (upper bounds in px). */
export const breakpoints = { xs: 599, s: 1023, m: 1439, l: 1599, xl: 1919 } as const
export const media = {
  upToXs: `screen and (max-width: ${breakpoints.xs}px)`,
  fromXsUp: `screen and (min-width: ${breakpoints.xs + 1}px)`,
  upToS: `screen and (max-width: ${breakpoints.s}px)`,
  fromM: `screen and (min-width: ${breakpoints.s + 1}px)`,
  fromL: `screen and (min-width: ${breakpoints.m + 1}px)`,
  fromXl: `screen and (min-width: ${breakpoints.l + 1}px)`,
} as const

/**
 * The rail of floating buttons along the screen's right edge (the assistant's launcher, Back to
 * top): their size, their distance from the edges, and the width the page keeps free for them.
 */
export const RAIL_BUTTON = '48px'
export const RAIL_INSET = '12px'
export const RAIL = `calc(${RAIL_BUTTON} + 2 * ${RAIL_INSET})`
