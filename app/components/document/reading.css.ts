import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { media, palette, radius, space, vars } from '#app/styles/theme.css.ts'
import { PARTY_VOICES, VOICE_LABELS, VOICES } from '#sites/voices.ts'

/** The reading page: a header, then the text beside a sticky column of contents and tools. */
export const reader = style({ padding: `${space.l} 0 ${space.xl}` })

export const header = style({
  marginBottom: space.l,
  paddingBottom: space.m,
  borderBottom: `1px solid ${palette.border}`,
})
export const kicker = style({
  margin: 0,
  color: palette.muted,
  fontSize: '0.875rem',
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
})
export const title = style({
  margin: `${space.s} 0`,
  fontFamily: 'Georgia, "Times New Roman", serif',
  fontSize: 'clamp(1.5rem, 1.1rem + 1.4vw, 2.1rem)',
  fontWeight: 700,
  lineHeight: 1.2,
  maxWidth: '60ch',
})
export const subtitle = style({ margin: 0, color: palette.muted, fontSize: '1rem' })
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: space.s, marginTop: space.s })
const tagBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  padding: `2px ${space.s}`,
  borderRadius: '999px',
  fontSize: '0.8rem',
  fontWeight: 600,
})
export const tag = styleVariants({
  ai: [tagBase, { background: vars.color.brandTint, color: vars.color.brandDark }],
  plain: [
    tagBase,
    { background: palette.canvas, color: palette.muted, border: `1px solid ${palette.border}` },
  ],
})
export const trail = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
  listStyle: 'none',
  margin: `0 0 ${space.s}`,
  padding: 0,
  fontSize: '0.9rem',
})
globalStyle(`${trail} li + li::before`, {
  content: '"›"',
  marginRight: space.xs,
  color: palette.muted,
})

export const layout = style({
  display: 'grid',
  gap: space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.fromM]: { gridTemplateColumns: 'minmax(0, 1fr) 300px' } },
})
export const main = style({ minWidth: 0 })
export const aside = style({
  display: 'grid',
  minWidth: 0,
  alignContent: 'start',
  gap: space.l,
  '@media': {
    [media.fromM]: {
      position: 'sticky',
      top: space.m,
      maxHeight: `calc(100vh - ${space.l})`,
      overflowY: 'auto',
      gridRow: 1,
      gridColumn: 2,
    },
  },
})
export const panel = style({
  background: palette.surface,
  border: `1px solid ${palette.border}`,
  borderRadius: radius,
  padding: space.m,
})
export const panelTitle = style({
  margin: `0 0 ${space.s}`,
  fontSize: '0.8rem',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: palette.muted,
})

/** The table of contents of a long document. */
export const contents = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: '0.9rem',
  display: 'grid',
  gap: '2px',
})
export const contentsLink = style({
  display: 'block',
  padding: `${space.xs} ${space.s}`,
  borderRadius: radius,
  textDecoration: 'none',
  color: palette.text,
  selectors: { '&:hover': { background: vars.color.brandTint, color: palette.text } },
})

/** Document details: a two-column list of labelled values. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${space.s} ${space.m}`,
  margin: 0,
  fontSize: '0.95rem',
  '@media': { [media.upToXs]: { gridTemplateColumns: '1fr', gap: space.xs } },
})
export const detailLabel = style({ fontWeight: 600, color: palette.muted })
export const detailValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' })
/** In the narrow side column: each label above its value. */
export const detailsStacked = style({
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '2px',
  '@media': { [media.upToXs]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
})
globalStyle(`${detailsStacked} > div + div > dt`, { marginTop: space.s })
export const valueList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xs} ${space.m}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})
export const valueColumn = style({ flexDirection: 'column', gap: '2px' })
export const note = style({ color: palette.muted, fontSize: '0.85em' })
/** The line a fact was read from, under the fact. */
export const evidence = style({
  display: 'block',
  color: palette.muted,
  fontSize: '0.85em',
  fontStyle: 'italic',
})
export const detailsBox = style({ marginBottom: space.l })
export const summaryToggle = style({
  cursor: 'pointer',
  fontWeight: 700,
  fontSize: '1.05rem',
  padding: `${space.xs} 0`,
})

/** The text itself: a serif measure that reads like a printed award. */
export const body = style({
  background: palette.surface,
  border: `1px solid ${palette.border}`,
  borderRadius: radius,
  padding: `${space.l} clamp(${space.m}, 4vw, 56px)`,
  fontFamily: 'Georgia, "Times New Roman", serif',
  fontSize: '1.0625rem',
  lineHeight: 1.65,
  overflowWrap: 'anywhere',
})
globalStyle(`${body} section`, { scrollMarginTop: '72px' })
globalStyle(`${body} section + section`, { marginTop: space.l })
globalStyle(`${body} h2`, {
  fontFamily: 'system-ui, sans-serif',
  fontSize: '1.2rem',
  margin: `${space.l} 0 ${space.s}`,
})
globalStyle(`${body} h3`, {
  fontFamily: 'system-ui, sans-serif',
  fontSize: '1.05rem',
  margin: `${space.m} 0 ${space.s}`,
})
globalStyle(`${body} p`, { margin: `0 0 ${space.m}`, maxWidth: '75ch' })
globalStyle(`${body} p.item`, { paddingLeft: space.l })
// Numbered paragraphs: a pinpoint link (¶) in the margin, shown on hover or focus.
globalStyle(`${body} p[id^="para-"]`, { position: 'relative', scrollMarginTop: '72px' })
globalStyle(`${body} a.pin`, {
  position: 'absolute',
  left: '-1.4em',
  width: '1.2em',
  textAlign: 'center',
  textDecoration: 'none',
  color: palette.muted,
  opacity: 0,
})
globalStyle(`${body} a.pin::before`, { content: '"¶"' })
globalStyle(`${body} p:hover > a.pin, ${body} a.pin:focus, ${body} p:target > a.pin`, {
  opacity: 1,
})
// Whose words (decision 244): the voice's name above the paragraph where a voice begins, in
// words (not colour alone), and a quiet rule beside a party's argument.
for (const voice of VOICES)
  globalStyle(`${body} p[data-voice="${voice}"][data-voice-start]::before`, {
    content: `"${VOICE_LABELS[voice]}"`,
    display: 'block',
    fontFamily: 'system-ui, sans-serif',
    fontSize: '0.75rem',
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    color: palette.muted,
    marginBottom: space.xs,
  })
globalStyle(PARTY_VOICES.map((voice) => `${body} p[data-voice="${voice}"]`).join(', '), {
  borderLeft: `2px dotted ${palette.muted}`,
  paddingLeft: space.s,
})
globalStyle(`${body} table`, {
  borderCollapse: 'collapse',
  margin: `${space.m} 0`,
  fontSize: '0.95rem',
})
globalStyle(`${body} td, ${body} th`, { border: `1px solid ${palette.border}`, padding: space.xs })
globalStyle(`${body} mark.hit`, {
  background: '#ffe58a',
  color: 'inherit',
  borderRadius: '2px',
  padding: '0 1px',
  scrollMarginTop: '140px',
})
globalStyle(`${body} mark.hit:target, ${body} mark.hit[data-current]`, {
  background: '#ff9f1c',
  outline: '2px solid #b35c00',
})

/** The hit bar: counter, previous and next; it stays in view while reading. */
export const hitBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 5,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.s,
  marginBottom: space.m,
  padding: `${space.s} ${space.m}`,
  background: palette.surface,
  border: `1px solid ${palette.border}`,
  borderRadius: radius,
  boxShadow: '0 2px 6px rgba(0,0,0,0.06)',
})
export const hitCounter = style({ fontWeight: 700, marginRight: 'auto' })
export const hitTerm = style({ fontWeight: 400, color: palette.muted })
export const hitList = style({
  margin: `${space.s} 0 0`,
  padding: 0,
  listStyle: 'none',
  maxHeight: '320px',
  overflowY: 'auto',
  fontSize: '0.9rem',
  width: '100%',
})
globalStyle(`${hitList} li + li`, { borderTop: `1px solid ${palette.border}` })
globalStyle(`${hitList} a`, {
  display: 'block',
  padding: `${space.xs} 0`,
  color: palette.text,
  textDecoration: 'none',
})
globalStyle(`${hitList} mark`, { background: '#ffe58a', color: 'inherit' })
export const hitListWrap = style({ width: '100%' })

export const toolRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.s,
  alignItems: 'center',
})
export const findForm = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: space.s,
  width: '100%',
})
export const smallInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: '36px',
  padding: `${space.xs} ${space.s}`,
  border: `1px solid ${palette.muted}`,
  borderRadius: radius,
})
export const linkList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.xs,
})
export const citation = style({ margin: 0, fontSize: '0.9rem', fontFamily: 'Georgia, serif' })
export const provenance = style({
  fontSize: '0.85rem',
  color: palette.muted,
  marginTop: space.l,
  overflowWrap: 'anywhere',
})
export const provenanceDetail = style({ margin: `${space.xs} 0 0` })
export const pager = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: space.m,
  marginTop: space.l,
  flexWrap: 'wrap',
})

/** Publication reading view. */
export const description = style({ maxWidth: '75ch', fontSize: '1rem' })
globalStyle(`${description} p`, { margin: `0 0 ${space.s}` })
export const infoGrid = style({ marginTop: space.m })
export const tree = style({ listStyle: 'none', margin: 0, padding: 0 })
globalStyle(`${tree} ${tree}`, {
  paddingLeft: '1.6rem',
  borderLeft: `1px solid ${palette.border}`,
  marginLeft: '0.55rem',
})
export const treeRow = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: space.s,
  padding: `3px 0`,
})
// A German statute's long compound words break at the column's edge rather than widen the page.
globalStyle(`${treeRow} > *`, { minWidth: 0, overflowWrap: 'break-word' })
export const treeLabel = style({ fontWeight: 600 })
export const treeSublabel = style({ color: palette.muted })
export const checkbox = style({
  width: '1.05rem',
  height: '1.05rem',
  accentColor: vars.color.brand,
  flexShrink: 0,
})
export const mixedHint = style({ color: palette.muted, fontSize: '0.8rem' })
export const withinForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.s,
  alignItems: 'center',
  marginBottom: space.m,
})
export const results = style({
  listStyle: 'none',
  margin: `${space.m} 0 0`,
  padding: 0,
  display: 'grid',
  gap: space.m,
})
export const result = style({ borderTop: `1px solid ${palette.border}`, paddingTop: space.s })
globalStyle(`${result} mark`, { background: '#ffe58a', color: 'inherit' })
export const message = style({
  padding: space.m,
  borderRadius: radius,
  background: palette.canvas,
  border: `1px solid ${palette.border}`,
})
export const errorMessage = style([message, { borderColor: palette.danger, color: palette.danger }])
/** A note above the page: a title standing in for the plan's own. */
export const standIn = style([message, { marginTop: space.l, marginBottom: 0 }])

/** Cases and proceedings. */
export const caseGrid = style({
  display: 'grid',
  gap: space.l,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.fromM]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
})
export const proceeding = style({ marginBottom: space.l })
export const proceedingTitle = style({ margin: `0 0 ${space.xs}`, fontSize: '1.1rem' })
export const docList = style({
  listStyle: 'none',
  margin: `${space.s} 0 0`,
  padding: 0,
  display: 'grid',
  gap: space.xs,
})
export const docRow = style({
  display: 'grid',
  gridTemplateColumns: '10rem minmax(0, 1fr)',
  alignItems: 'baseline',
  gap: space.s,
  padding: `${space.s} 0`,
  borderTop: `1px solid ${palette.border}`,
  '@media': { [media.upToXs]: { gridTemplateColumns: '1fr', gap: space.xs } },
})
export const docRowCompact = style({ gridTemplateColumns: '1fr', gap: '2px', fontSize: '0.9rem' })
export const docTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${space.xs} ${space.s}`,
})
/** The award a document reviews, after its title ('on the Award of 4 May 2017'). */
export const reviews = style({ color: palette.muted, fontSize: '0.9em' })
export const docDate = style({
  color: palette.muted,
  fontVariantNumeric: 'tabular-nums',
  minWidth: '7.5rem',
})
export const people = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.s,
})
export const personRole = style({ display: 'block', color: palette.muted, fontSize: '0.875rem' })
export const current = style({ fontWeight: 700 })

// Print: only the document. The shell (header, menus, breadcrumbs, footer) and the tools go.
export const noPrint = style({ '@media': { print: { display: 'none' } } })
globalStyle(
  `body:has(${reader}) > :is(header, nav, footer, a), body:has(${reader}) > div:not(:has(${reader}))`,
  {
    '@media': { print: { display: 'none' } },
  },
)
globalStyle(`${reader}`, { '@media': { print: { padding: 0 } } })
globalStyle(`${layout}`, { '@media': { print: { display: 'block' } } })
globalStyle(`${body}`, {
  '@media': { print: { border: 0, padding: 0, fontSize: '11pt', lineHeight: 1.5 } },
})
globalStyle(`${body} mark.hit`, {
  '@media': { print: { background: 'none', outline: 0, fontWeight: 700 } },
})
globalStyle(`${body} a[href^="http"]::after`, {
  '@media': { print: { content: '" (" attr(href) ")"', fontSize: '0.85em' } },
})

/** A detail's label and value: a wrapper of the list's own grid, laid out as if absent. */
export const detailGroup = style({ display: 'contents' })
/** A proceeding's title in the compact list beside a document. */
export const proceedingTitleCompact = style({ fontSize: '0.95rem' })
/** The count of chapters that mention a word, above their list. */
export const withinStatus = style({ margin: 0, fontWeight: 600 })
