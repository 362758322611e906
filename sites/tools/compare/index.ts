import type { SiteId } from '../../types.ts'
import { kaCompareTools } from './ka.ts'
import { kclCompareTools } from './kcl.ts'
import { kiplCompareTools } from './kipl.ts'
import type { CompareTool } from './types.ts'

export * from './types.ts'

/** Each edition's jurisdiction comparisons, by slug (the menus link every one). */
export const COMPARE_TOOLS: Readonly<Record<SiteId, readonly CompareTool[]>> = {
  KA: kaCompareTools,
  KIPL: kiplCompareTools,
  KCL: kclCompareTools,
}

/** The edition's tool with this slug; a slug in another casing finds it too (for a redirect). */
export function compareTool(site: SiteId, slug: string): CompareTool | undefined {
  const tools = COMPARE_TOOLS[site]
  return (
    tools.find((t) => t.slug === slug) ??
    tools.find((t) => t.slug.toLowerCase() === slug.toLowerCase())
  )
}
