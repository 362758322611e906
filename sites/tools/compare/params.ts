import { z } from 'zod'

// The comparison in the address and in the calls (spec 001 §5, §7.2, §7.3): `t` the topic ids,
// `j` the jurisdictions (or institutions), each repeated or comma-separated. Pages, the export
// and /api/Search read it with this one codec; the schema refuses what no tool could hold.

const MAX_ITEMS = 100
const item = z.string().trim().min(1).max(200)

export const compareSelectionSchema = z.object({
  topicIds: z.array(item).max(MAX_ITEMS, `at most ${MAX_ITEMS} topics`),
  jurisdictions: z.array(item).max(MAX_ITEMS, `at most ${MAX_ITEMS} jurisdictions`),
})
export type CompareSelection = z.infer<typeof compareSelectionSchema>

/** The POST /CompareJurisdictions/Compare/{slug} body (spec 001 §3: Slug, TopicIds, JurisDictions). */
export const compareBodySchema = z.object({
  Slug: item,
  TopicIds: z.array(item).min(1, 'choose at least one topic').max(MAX_ITEMS),
  JurisDictions: z.array(item).min(1, 'choose at least one jurisdiction').max(MAX_ITEMS),
})

const listOf = (params: URLSearchParams, key: string) => [
  ...new Set(
    params
      .getAll(key)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean),
  ),
]

/** `t` and `j` of an address; what the schema refuses is reported, never thrown. */
export function parseCompareParams(
  params: URLSearchParams,
): { ok: true; selection: CompareSelection } | { ok: false; message: string } {
  const parsed = compareSelectionSchema.safeParse({
    topicIds: listOf(params, 't'),
    jurisdictions: listOf(params, 'j'),
  })
  if (parsed.success) return { ok: true, selection: parsed.data }
  const issue = parsed.error.issues[0]
  return {
    ok: false,
    message: `${issue.path[0] === 'topicIds' ? 't' : 'j'}: ${issue.message}`,
  }
}

/** The query string of a selection (topics, then jurisdictions, in the order given). */
export function compareQuery(selection: CompareSelection): string {
  const params = new URLSearchParams()
  for (const t of selection.topicIds) params.append('t', t)
  for (const j of selection.jurisdictions) params.append('j', j)
  return params.toString()
}
