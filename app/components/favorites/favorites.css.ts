import { style } from '@vanilla-extract/css'
import { media, palette, radius, space, vars } from '#app/styles/theme.css.ts'

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '260px minmax(0, 1fr)',
  gridTemplateAreas: '"folders main"',
  gap: space.l,
  alignItems: 'start',
  '@media': {
    [media.upToS]: { gridTemplateColumns: '1fr', gridTemplateAreas: '"main" "folders"' },
  },
})
export const mainColumn = style({ gridArea: 'main', minWidth: 0 })

export const panel = style({
  background: palette.surface,
  border: `1px solid ${palette.border}`,
  borderRadius: radius,
  padding: space.m,
  // A long folder name wraps inside the panel instead of running over the list beside it.
  overflowWrap: 'anywhere',
  minWidth: 0,
})

export const panelTitle = style({ fontSize: '1rem', margin: `0 0 ${space.s}` })

export const folderList = style({ listStyle: 'none', margin: `0 0 ${space.m}`, padding: 0 })

export const folderLink = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: space.s,
  padding: `${space.s} ${space.s}`,
  borderRadius: radius,
  color: palette.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: palette.canvas },
    '&[aria-current="page"]': {
      background: vars.color.brandTint,
      color: palette.text,
      fontWeight: 700,
      boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
    },
  },
})

export const count = style({ color: palette.muted, fontVariantNumeric: 'tabular-nums' })

export const inline = style({
  display: 'flex',
  gap: space.s,
  alignItems: 'flex-end',
  flexWrap: 'wrap',
})

export const grow = style({ flex: '1 1 160px', minWidth: 0 })

export const small = style({ fontSize: '0.9rem' })

export const folderBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.m,
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  marginBottom: space.m,
  overflowWrap: 'anywhere',
})

export const tabs = style({
  display: 'flex',
  gap: space.xs,
  borderBottom: `2px solid ${palette.border}`,
  marginBottom: space.m,
})

export const tab = style({
  padding: `${space.s} ${space.m}`,
  marginBottom: '-2px',
  borderBottom: '3px solid transparent',
  color: palette.muted,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.brandDark, borderBottomColor: vars.color.brand },
    '&:hover': { color: vars.color.brandDark },
  },
})

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.m,
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  marginBottom: space.m,
})

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  background: palette.surface,
  transition: 'opacity 150ms',
})

export const pending = style({ opacity: 0.5 })

export const th = style({
  textAlign: 'left',
  padding: space.s,
  borderBottom: `2px solid ${palette.border}`,
  fontSize: '0.9rem',
  whiteSpace: 'nowrap',
})

export const td = style({
  padding: space.s,
  borderBottom: `1px solid ${palette.border}`,
  verticalAlign: 'top',
})

export const checkCell = style({ width: '36px' })

export const sortLink = style({ color: 'inherit', textDecoration: 'none' })

export const meta = style({ color: palette.muted, fontSize: '0.85rem', marginTop: space.xs })

export const bulkBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.s,
  alignItems: 'flex-end',
  padding: space.m,
  background: palette.canvas,
  border: `1px solid ${palette.border}`,
  borderTop: 'none',
  borderRadius: `0 0 ${radius} ${radius}`,
})

export const select = style({
  // A long folder name must not widen the page: the select shrinks and clips its text.
  maxWidth: '100%',
  minHeight: '40px',
  padding: `${space.xs} ${space.s}`,
  border: `1px solid ${palette.muted}`,
  borderRadius: radius,
  background: palette.surface,
})

export const empty = style({
  padding: space.l,
  textAlign: 'center',
  color: palette.muted,
  background: palette.surface,
  border: `1px dashed ${palette.border}`,
  borderRadius: radius,
})

export const historyList = style({ listStyle: 'none', padding: 0, margin: 0, fontSize: '0.9rem' })
export const historyItem = style({
  padding: `${space.xs} 0`,
  borderTop: `1px solid ${palette.border}`,
})

export const saveForm = style({
  display: 'flex',
  gap: space.s,
  alignItems: 'flex-end',
  flexWrap: 'wrap',
  maxWidth: '100%',
})
export const status = style({ margin: 0, fontSize: '0.9rem' })

export const fieldLabel = style({
  display: 'block',
  fontWeight: 600,
  fontSize: '0.9rem',
  marginBottom: space.xs,
})

export const nowrap = style({ whiteSpace: 'nowrap' })

/** The folders' column beside the favourites. */
export const folderColumn = style({ display: 'grid', gap: space.m, gridArea: 'folders' })
