import { style } from '@vanilla-extract/css'
import { palette, space } from '#app/styles/theme.css.ts'
export { title, lead, sections, sectionTitle } from '#app/styles/page-parts.css.ts'

export const form = style({ display: 'grid', gap: space.m })
export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(18rem, 100%), 1fr))',
  gap: space.l,
  alignItems: 'start',
})
export const fieldset = style({
  border: `1px solid ${palette.border}`,
  borderRadius: '4px',
  padding: space.m,
  margin: 0,
  minWidth: 0,
})
export const legend = style({ fontWeight: 600, padding: `0 ${space.xs}` })
export const tree = style({ listStyle: 'none', margin: 0, paddingLeft: space.l })
export const treeRoot = style({ listStyle: 'none', margin: 0, padding: 0 })
export const check = style({
  display: 'flex',
  gap: space.xs,
  alignItems: 'baseline',
  padding: `${space.xs} 0`,
})
export const group = style({ marginTop: space.s, marginBottom: 0, fontSize: '1rem' })
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.s,
  alignItems: 'center',
})
export const message = style({ color: palette.danger, margin: 0 })
export const plainList = style({ margin: 0, paddingLeft: space.l, display: 'grid', gap: space.xs })
export const topicResult = style({
  borderTop: `1px solid ${palette.border}`,
  paddingTop: space.s,
  selectors: { '&:first-of-type': { borderTop: 'none' } },
})
export const topicSummary = style({ cursor: 'pointer', fontWeight: 600, fontSize: '1.1rem' })
export const parents = style({ color: palette.muted, fontWeight: 'normal', fontSize: '0.9rem' })
export const answers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(18rem, 100%), 1fr))',
  gap: space.m,
  marginTop: space.s,
})
export const answer = style({
  border: `1px solid ${palette.border}`,
  borderRadius: '4px',
  padding: space.m,
  minWidth: 0,
  overflowWrap: 'break-word',
})
export const answerTitle = style({ marginTop: 0, marginBottom: space.xs, fontSize: '1rem' })
export const answerText = style({ margin: `0 0 ${space.xs}` })
export const sources = style({ fontSize: '0.9rem', color: palette.muted, margin: 0 })
export const table = style({ width: '100%', borderCollapse: 'collapse' })
export const cell = style({
  textAlign: 'left',
  verticalAlign: 'top',
  padding: space.s,
  borderBottom: `1px solid ${palette.border}`,
  // a long word (a URL) may break where it would overflow, never to narrow its column
  overflowWrap: 'break-word',
})
export const scroll = style({ overflowX: 'auto' })
