import { globalStyle, style } from '@vanilla-extract/css'
import { space } from '#app/styles/theme.css.ts'

/**
 * The API reference: code in a monospace face; on a phone long addresses and examples wrap
 * where they must, and the tables of links and parameters scroll as a whole.
 */
export const reference = style({})
globalStyle(`${reference} code`, { fontFamily: 'ui-monospace, monospace', fontSize: '0.9em' })
// Outside a table an address may break anywhere rather than widen the page.
globalStyle(`${reference} :is(p, li) code`, {
  overflowWrap: 'anywhere',
})
export const example = style({
  fontFamily: 'ui-monospace, monospace',
  fontSize: '0.9em',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  margin: 0,
})
export const callTitle = style({
  fontFamily: 'ui-monospace, monospace',
  overflowWrap: 'anywhere',
})
/** A table wider than a phone scrolls inside this box, as a whole. */
export const tableScroll = style({ overflowX: 'auto', marginBottom: space.m })
/** The areas of calls: a row of links that wraps, no markers (it is a menu). */
export const areas = style({
  listStyle: 'none',
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xs} ${space.m}`,
})
