import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css'
import { container, CONTAINER_MAX } from '#app/styles/ui.css.ts'
import {
  media,
  palette,
  radius,
  RAIL,
  RAIL_BUTTON,
  RAIL_INSET,
  space,
  vars,
} from '#app/styles/theme.css.ts'

// The assistant: answer text (shared by the page and the panel), the panel and its button.

export const answerText = style({ overflowWrap: 'anywhere' })
globalStyle(`${answerText} p`, { margin: `0 0 ${space.s}` })
globalStyle(`${answerText} ul`, { margin: `0 0 ${space.s}`, paddingLeft: '1.25em' })

export const quote = style({
  margin: `0 0 ${space.xs}`,
  padding: `${space.s} ${space.m}`,
  borderLeft: `4px solid ${vars.color.brand}`,
  background: vars.color.brandTint,
  borderRadius: `0 ${radius} ${radius} 0`,
  color: palette.text,
  whiteSpace: 'normal',
})

const mark = style({
  display: 'inline-block',
  marginLeft: space.s,
  padding: '0 6px',
  borderRadius: '999px',
  fontSize: '0.78rem',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  verticalAlign: 'baseline',
})
export const verified = style([mark, { background: '#e3f3e7', color: palette.success }])
export const unverified = style([mark, { background: '#fbe9e7', color: palette.danger }])
export const citation = style({
  fontSize: '0.8em',
  verticalAlign: 'super',
  textDecoration: 'none',
  margin: '0 1px',
})

export const sources = style({ marginTop: space.s, fontSize: '0.92rem' })
globalStyle(`${sources} ol`, { margin: `${space.xs} 0 0`, paddingLeft: '1.4em' })

export const notice = style({
  border: `1px solid ${palette.warning}`,
  background: '#fff8e6',
  borderRadius: radius,
  padding: `${space.s} ${space.m}`,
  margin: `0 0 ${space.m}`,
  color: palette.text,
})

export const disclaimer = style({
  fontSize: '0.8rem',
  color: palette.muted,
  margin: `${space.s} 0 0`,
})

// ---- the panel ---------------------------------------------------------------------------------

export const panel = style({
  position: 'fixed',
  top: '72px',
  bottom: space.m,
  zIndex: 50,
  display: 'flex',
  flexDirection: 'column',
  background: palette.surface,
  color: palette.text,
  border: `1px solid ${palette.border}`,
  borderRadius: radius,
  boxShadow: '0 12px 32px rgba(0,0,0,0.22)',
  maxWidth: `calc(100vw - ${space.l})`,
  '@media': { [media.upToXs]: { top: 0, bottom: 0, borderRadius: 0, maxWidth: '100vw' } },
})
const PANEL_WIDTH = { default: 395, wide: 680 } as const
export const panelSize = styleVariants(PANEL_WIDTH, (width) => ({ width: `${width}px` }))
export const panelSide = styleVariants({ left: { left: space.m }, right: { right: space.m } })

// Docked: from 1024 px (the wide panel from 1440 px) the page keeps a margin as wide as the open
// panel, which then stands the full height beside it. Narrower screens get it as an overlay.
for (const side of ['left', 'right'] as const) {
  for (const size of ['default', 'wide'] as const) {
    const docked = `html[data-assistant-dock="${side}-${size}"]`
    const from = size === 'wide' ? media.fromL : media.fromM
    const room = `calc(${PANEL_WIDTH[size]}px + 2 * ${space.m})`
    globalStyle(`${docked} body`, {
      '@media': { [from]: { [side === 'left' ? 'paddingLeft' : 'paddingRight']: room } },
    })
    globalStyle(`${docked} ${panel}`, { '@media': { [from]: { top: space.m } } })
  }
}
export const panelDark = style({ background: '#1f2227', color: '#eceff3', borderColor: '#3a3f47' })
globalStyle(`${panelDark} a`, { color: '#9ecbff' })
globalStyle(`${panelDark} ${quote}`, { background: '#2a2f37', color: '#eceff3' })

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  padding: `${space.s} ${space.s} ${space.s} ${space.m}`,
  borderBottom: `1px solid ${palette.border}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: `${radius} ${radius} 0 0`,
})
export const panelTitle = style({
  margin: 0,
  fontSize: '1.05rem',
  flex: 1,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})
export const headerButton = style({
  background: 'transparent',
  color: 'inherit',
  border: '1px solid transparent',
  borderRadius: radius,
  minWidth: '32px',
  minHeight: '32px',
  cursor: 'pointer',
  fontSize: '0.85rem',
  padding: '0 6px',
  selectors: { '&:hover': { borderColor: 'currentColor' } },
})

export const panelBody = style({ flex: 1, overflowY: 'auto', padding: space.m })
export const context = style({ fontSize: '0.9rem', margin: `0 0 ${space.m}` })
globalStyle(`${context} ul`, { margin: `${space.xs} 0 0`, paddingLeft: '1.2em' })

export const message = style({ margin: `0 0 ${space.m}` })
export const userMessage = style({
  marginLeft: 'auto',
  maxWidth: '85%',
  width: 'fit-content',
  background: vars.color.brandTint,
  color: palette.text,
  padding: `${space.s} ${space.m}`,
  borderRadius: radius,
  margin: `0 0 ${space.m} auto`,
  whiteSpace: 'pre-wrap',
})
export const messageActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.s,
  marginTop: space.s,
})
export const smallButton = style({
  background: 'transparent',
  color: 'inherit',
  border: `1px solid ${palette.border}`,
  borderRadius: radius,
  padding: '2px 10px',
  minHeight: '30px',
  cursor: 'pointer',
  fontSize: '0.85rem',
})
export const error = style({ color: palette.danger })
export const feedbackForm = style({
  marginTop: space.s,
  padding: space.s,
  border: `1px solid ${palette.border}`,
  borderRadius: radius,
  fontSize: '0.9rem',
})
globalStyle(`${feedbackForm} fieldset`, { border: 0, padding: 0, margin: `0 0 ${space.s}` })
globalStyle(`${feedbackForm} label`, { display: 'flex', gap: space.s, alignItems: 'center' })
globalStyle(`${feedbackForm} textarea`, { width: '100%' })

export const suggestions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.s,
  margin: `0 0 ${space.m}`,
})

export const composer = style({ borderTop: `1px solid ${palette.border}`, padding: space.m })
export const composerRow = style({ display: 'flex', gap: space.s, alignItems: 'flex-end' })
export const textarea = style({
  flex: 1,
  minHeight: '44px',
  maxHeight: '160px',
  resize: 'vertical',
  padding: space.s,
  border: `1px solid ${palette.muted}`,
  borderRadius: radius,
  background: palette.surface,
  color: palette.text,
})

// ---- the floating button -----------------------------------------------------------------------

const pulse = keyframes({
  '0%': { boxShadow: '0 0 0 0 rgba(0,0,0,0.35)' },
  '70%': { boxShadow: '0 0 0 14px rgba(0,0,0,0)' },
  '100%': { boxShadow: '0 0 0 0 rgba(0,0,0,0)' },
})

/**
 * The launcher's place (decision 170): from 600 px a round button in a rail along the screen's
 * right edge, above Back to top, which the page's containers keep free of content; on a phone a
 * round button in the header's first row, beside the edition's name, scrolling away with it.
 * Neither covers a control of the page.
 */
export const fab = style({
  position: 'fixed',
  right: RAIL_INSET,
  bottom: `calc(${RAIL_INSET} + ${RAIL_BUTTON} + ${space.s})`,
  zIndex: 45,
  display: 'inline-grid',
  placeItems: 'center',
  width: RAIL_BUTTON,
  height: RAIL_BUTTON,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: '1.25rem',
  fontWeight: 700,
  textDecoration: 'none',
  cursor: 'pointer',
  touchAction: 'none',
  userSelect: 'none',
  boxShadow: '0 6px 18px rgba(0,0,0,0.25)',
  '@media': {
    [media.upToXs]: {
      position: 'relative',
      right: 'auto',
      bottom: 'auto',
      order: 1,
      width: '40px',
      height: '40px',
      border: `2px solid ${vars.color.onBrand}`,
      boxShadow: 'none',
      touchAction: 'auto',
    },
  },
})
// The page keeps the rail free: a container's right padding grows until the rail fits beside it.
globalStyle(`body:has(${fab}) ${container}`, {
  '@media': {
    [media.fromXsUp]: {
      paddingRight: `max(${space.m}, calc(${RAIL} - max(0px, (100vw - ${CONTAINER_MAX}) / 2)))`,
    },
  },
})
export const fabPulsing = style({
  animation: `${pulse} 2s infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})
export const badge = style({
  position: 'absolute',
  top: '-6px',
  right: '-6px',
  minWidth: '22px',
  padding: '0 6px',
  borderRadius: '999px',
  border: `2px solid ${vars.color.brand}`,
  background: palette.surface,
  color: vars.color.brand,
  fontSize: '0.8rem',
  lineHeight: '18px',
})

export const dialogActions = style({
  display: 'flex',
  gap: space.s,
  justifyContent: 'flex-end',
  marginTop: space.m,
  flexWrap: 'wrap',
})
export const checkbox = style({
  display: 'flex',
  gap: space.s,
  alignItems: 'center',
  marginTop: space.m,
  fontSize: '0.9rem',
})

// The dark theme of the panel: fields, notes and quiet text stay readable.
globalStyle(`${panelDark} ${textarea}`, {
  background: '#2a2f37',
  color: '#eceff3',
  borderColor: '#6b727d',
})
globalStyle(`${panelDark} ${disclaimer}`, { color: '#b8bec7' })
globalStyle(`${panelDark} ${smallButton}`, { borderColor: '#6b727d' })
globalStyle(`${panelDark} ${userMessage}`, { background: '#3a3f47', color: '#eceff3' })

/** The notice above the context: its sentence and the titles it names. */
export const noticeText = style({ margin: `${space.xs} 0` })
export const noticeList = style({ margin: 0, paddingLeft: '1.2em' })
