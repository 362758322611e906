import { style } from '@vanilla-extract/css'
import { media, palette, radius, space } from '#app/styles/theme.css.ts'

export const title = style({ marginTop: 0, fontSize: '1.2rem' })
export const body = style({
  display: 'grid',
  gridTemplateColumns: '340px 1fr',
  gap: space.l,
  alignItems: 'start',
  '@media': { [media.upToS]: { gridTemplateColumns: '1fr' } },
})
export const filters = style({
  display: 'grid',
  gap: space.m,
  padding: space.m,
  background: palette.canvas,
  borderRadius: radius,
})
export const selects = style({ display: 'grid', gap: space.m })
export const field = style({ display: 'grid', gap: space.xs, fontWeight: 600 })
export const fieldset = style({ border: 0, margin: 0, padding: 0 })
export const checks = style({ display: 'flex', flexWrap: 'wrap', gap: `${space.xs} ${space.m}` })
export const check = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs })
export const implied = style({ color: palette.muted, fontSize: '0.85rem' })
export const accordion = style({ borderTop: `1px solid ${palette.border}`, paddingTop: space.s })
export const collapsed = style({ display: 'inline-block', marginLeft: space.xs })
export const tree = style({ listStyle: 'none', margin: `${space.xs} 0`, paddingLeft: space.m })
export const actions = style({ display: 'flex', gap: space.s, alignItems: 'center' })
export const placeholder = style({
  padding: space.l,
  textAlign: 'center',
  border: `1px dashed ${palette.border}`,
  borderRadius: radius,
})
export const placeholderTitle = style({ margin: 0, fontSize: '1.1rem' })
export const results = style({ listStyle: 'none', margin: 0, padding: 0 })
export const result = style({
  padding: `${space.s} 0`,
  borderBottom: `1px solid ${palette.border}`,
})
export const resultTitle = style({ margin: 0, fontSize: '1rem' })
export const abstract = style({ margin: `${space.xs} 0` })
