import { style } from '@vanilla-extract/css'
import { palette, space } from '#app/styles/theme.css.ts'

// The parts most reference pages share (treaties, jurisdictions, organizations, comparisons,
// smart charts, templates, practical insights, the test page): the title, the lead paragraph,
// the sections below it, and a section's title and count. A page's own style module re-exports
// the ones it uses beside its own.

export const title = style({ marginTop: 0, marginBottom: space.xs })
export const lead = style({ marginTop: 0, maxWidth: '72ch' })
// One track no wider than the page, so nothing inside can widen it on a phone.
export const sections = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.l,
})
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(320px, 100%), 1fr))',
  gap: space.l,
  alignItems: 'start',
})
export const sectionTitle = style({ marginTop: 0, fontSize: '1.2rem' })
export const count = style({ marginTop: 0, color: palette.muted })

// A column of filters beside a list (news, the profile navigator): its groups of checkboxes.
export const filters = style({ display: 'grid', gap: space.m })
export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: space.xs })
export const legend = style({ fontWeight: 600, marginBottom: space.xs })
export const check = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gap: space.s,
  alignItems: 'center',
})
export const actions = style({ display: 'flex', gap: space.s, flexWrap: 'wrap' })
