import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { palette, radius, space } from '#app/styles/theme.css.ts'
export { title, lead, sections, sectionTitle } from '#app/styles/page-parts.css.ts'

export const summary = style({ maxWidth: '72ch', fontWeight: 600 })
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  gap: `${space.xs} ${space.m}`,
  margin: 0,
  overflowWrap: 'anywhere',
})
globalStyle(`${facts} dt`, { fontWeight: 600 })
globalStyle(`${facts} dd`, { margin: 0 })
export const routes = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(200px, 100%), 1fr))',
  gap: `${space.xs} ${space.m}`,
  overflowWrap: 'anywhere',
})
export const tableWrap = style({ overflowX: 'auto' })
export const table = style({ width: '100%', borderCollapse: 'collapse' })
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${space.s} ${space.s}`,
  borderBottom: `1px solid ${palette.border}`,
})
export const detail = style({ overflowWrap: 'anywhere', minWidth: '16ch' })
const badge = style({
  display: 'inline-block',
  padding: `0 ${space.s}`,
  borderRadius: radius,
  fontWeight: 600,
  whiteSpace: 'nowrap',
})
export const status = styleVariants({
  ok: [badge, { background: '#e6f4ea', color: '#1e6b34' }],
  failing: [badge, { background: '#fce8e6', color: palette.danger }],
  'not-configured': [
    badge,
    { background: palette.surface, color: palette.text, border: `1px solid ${palette.border}` },
  ],
  off: [
    badge,
    { background: palette.surface, color: palette.text, border: `1px solid ${palette.border}` },
  ],
})
