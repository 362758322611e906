import { style, styleVariants, type StyleRule } from '@vanilla-extract/css'
import { space } from './theme.css.ts'

/**
 * Small layout rules that screens share instead of inline styles (the Content-Security-Policy
 * allows no `style` attribute). Like the inline styles they replace, they win over a component's
 * own class: each rule is written under `html`, one step more specific than a class.
 */
type Rules = Omit<StyleRule, 'selectors' | '@media'>
const strong = (rules: Rules) => style({ selectors: { 'html &': rules } })
const strongVariants = <K extends string>(variants: Record<K, Rules>) =>
  styleVariants(variants, (rules) => ({ selectors: { 'html &': rules } }))

/** A card centred on the page, at most this wide (sign-in forms, notices, the assistant page). */
export const centred = strongVariants({
  narrow: { maxWidth: '480px', marginInline: 'auto' },
  medium: { maxWidth: '560px', marginInline: 'auto' },
  wide: { maxWidth: '720px', marginInline: 'auto' },
  wider: { maxWidth: '860px', marginInline: 'auto' },
})

/** No margin at all, or none above (a card's first heading). */
export const flush = strong({ margin: 0 })
export const flushTop = strong({ marginTop: 0 })

/** Space above or below a block. */
export const above = strongVariants({
  xs: { marginTop: space.xs },
  s: { marginTop: space.s },
  m: { marginTop: space.m },
  l: { marginTop: space.l },
})
export const below = strongVariants({
  m: { marginBottom: space.m },
  l: { marginBottom: space.l },
})

/** A row of buttons or links that wraps on a narrow screen. */
export const actions = strong({ display: 'flex', gap: space.s, flexWrap: 'wrap' })
export const actionsCentred = strong({
  display: 'flex',
  gap: space.s,
  flexWrap: 'wrap',
  justifyContent: 'center',
})
export const actionsEnd = strong({
  display: 'flex',
  gap: space.s,
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  margin: 0,
})

/** Centred text (the error screens). */
export const textCentred = strong({ textAlign: 'center' })
/** A list without markers or indent. */
export const plainList = strong({ listStyle: 'none', padding: 0 })
/** Preformatted text that wraps (a stack trace in development). */
export const wrappedPre = strong({ whiteSpace: 'pre-wrap', padding: space.m })
/** The embedded demo page: the page's width, 800 px high, no frame. */
export const demoFrame = strong({ display: 'block', width: '100%', height: '800px', border: 0 })
