import { style } from '@vanilla-extract/css'
import { media, palette, radius, space, vars } from '#app/styles/theme.css.ts'

// The mini-apps' shared parts (header, filters, counts) are in #app/styles/mini-app.css.ts.

export const help = style({ color: palette.muted, fontSize: '0.85rem', maxWidth: '72ch' })

export const chooser = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.m,
  alignItems: 'end',
  marginBottom: space.l,
})
export const searchField = style({ flex: '1 1 260px', display: 'grid', gap: space.xs })
export const fieldset = style({
  border: `1px solid ${palette.border}`,
  borderRadius: radius,
  padding: space.s,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xs} ${space.m}`,
  minWidth: 0,
})
export const legend = style({ fontWeight: 600, padding: `0 ${space.xs}` })
export const option = style({ display: 'inline-flex', gap: space.xs, alignItems: 'center' })

export const topic = style({ marginBottom: space.l })
export const topicTitle = style({ fontSize: '1.2rem', margin: `0 0 ${space.s}` })
// One column on a phone; the offices side by side from the medium breakpoint.
export const cells = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.m,
  '@media': {
    [media.fromM]: { gridTemplateColumns: 'repeat(auto-fit, minmax(min(260px, 100%), 1fr))' },
  },
})
export const cell = style({
  border: `1px solid ${palette.border}`,
  borderRadius: radius,
  padding: space.m,
  background: palette.surface,
  overflowWrap: 'anywhere',
  minWidth: 0,
})
export const cellTitle = style({ fontSize: '1rem', margin: `0 0 ${space.s}` })
export const none = style({ color: palette.muted, margin: 0 })

export const entry = style({
  display: 'grid',
  gap: space.xs,
  selectors: {
    '& + &': { borderTop: `1px solid ${palette.border}`, paddingTop: space.s, marginTop: space.s },
  },
})
export const answer = style({ margin: 0, whiteSpace: 'pre-line' })
export const quote = style({
  margin: 0,
  paddingLeft: space.s,
  borderLeft: `3px solid ${vars.color.brand}`,
  whiteSpace: 'pre-line',
})
export const source = style({ color: palette.muted, fontSize: '0.9rem', margin: 0 })
export const entryHead = style({ fontSize: '1.05rem', margin: 0 })
export const starForm = style({ margin: 0 })

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.l,
  '@media': { [media.fromM]: { gridTemplateColumns: 'minmax(200px, 260px) minmax(0, 1fr)' } },
})
export const pending = style({ opacity: 0.6, transition: 'opacity 150ms' })
