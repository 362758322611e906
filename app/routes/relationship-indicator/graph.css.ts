import { style } from '@vanilla-extract/css'
import { palette, vars } from '#app/styles/theme.css.ts'

export const figure = style({ margin: '0 0 1rem' })
export const graph = style({ width: '100%', maxWidth: '560px', height: 'auto', display: 'block' })
export const edge = style({ stroke: vars.color.brand, strokeOpacity: 0.7 })
export const noEdge = style({ stroke: palette.muted, strokeDasharray: '4 4' })
export const edgeLabel = style({ fill: palette.text, fontSize: '12px' })
export const node = style({ fill: palette.canvas, stroke: palette.border })
export const nodeText = style({ fill: palette.text, fontSize: '13px' })
export const leftNode = style({ fill: vars.color.brand })
export const leftText = style({ fill: '#fff', fontSize: '13px', fontWeight: 600 })
