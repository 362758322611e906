// The address of /eqe-materials: the article index's filters and page. Empty fields of the GET
// form count as absent; anything else that does not read is refused with a message naming the
// field.
import { z } from 'zod'
import { EQE_TEXTS } from '#sites/kipl/eqe.ts'
import { optionalInt, optionalText } from '../treaties/params.ts'

const codes = EQE_TEXTS.map((t) => t.code)

export const eqeParams = z.object({
  text: z
    .string()
    .trim()
    .transform((s) => s || undefined)
    .refine((s) => s === undefined || codes.includes(s), `must be one of ${codes.join(', ')}`)
    .optional(),
  kind: z
    .enum(['', 'article', 'rule'], { error: 'must be article or rule' })
    .transform((s) => s || undefined)
    .optional(),
  q: optionalText(100),
  page: optionalInt(1, 1000),
})
export type EqeParams = z.infer<typeof eqeParams>

const LABELS: Record<string, string> = {
  text: 'Text (text)',
  kind: 'Articles or rules (kind)',
  q: 'Number or words (q)',
  page: 'page',
}

/** The first problem of an address, naming the field. */
export function eqeIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  const key = String(issue?.path[0] ?? '')
  return `${LABELS[key] ?? key} ${issue?.message ?? 'is not valid'}.`
}

/** The page's address with these filters, in a fixed order, at the index (`#articles`). */
export function eqeHref(params: Partial<Record<keyof EqeParams, string | number | undefined>>) {
  const out = new URLSearchParams()
  for (const key of ['text', 'kind', 'q', 'page'] as const) {
    const v = params[key]
    if (v === undefined || v === '' || (key === 'page' && v === 1)) continue
    out.set(key, String(v))
  }
  const qs = out.toString()
  return `/eqe-materials${qs ? `?${qs}` : ''}#articles`
}
