// The address of a treaty list (/bits, /conventions): its filters, its page and the treaty whose
// citations are open. Empty fields of the GET form count as absent; anything else that does not
// read is refused with a message naming the field.
import { z } from 'zod'

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .transform((s) => s || undefined)
    .optional()

export const optionalInt = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(min, `must be ${min} or more`)
      .max(max, `must be ${max} or less`)
      .optional(),
  )

export const treatyListParams = z.object({
  q: optionalText(200),
  party: optionalText(100),
  from: optionalInt(1000, 2999),
  to: optionalInt(1000, 2999),
  page: optionalInt(1, 10_000),
  treaty: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/, 'is not a treaty id')
    .optional(),
  cpage: optionalInt(1, 10_000),
})
export type TreatyListParams = z.infer<typeof treatyListParams>

const LABELS: Record<string, string> = {
  q: 'Title or party',
  party: 'Party',
  from: 'Signed from',
  to: 'Signed until',
  page: 'page',
  treaty: 'treaty',
  cpage: 'cpage',
}

/** The first problem of an address, naming the field: "Signed from (from) must be …". */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  const key = String(issue?.path[0] ?? '')
  const name = LABELS[key] && LABELS[key] !== key ? `${LABELS[key]} (${key})` : key
  return `${name} ${issue?.message ?? 'is not valid'}.`
}

/** The search parameters as a plain record (the last value of a repeated key wins). */
export function paramsRecord(search: URLSearchParams): Record<string, string> {
  return Object.fromEntries(search.entries())
}

/** A list address with changes; absent and empty values are left out, in a fixed order. */
export function treatyListHref(
  path: string,
  params: Partial<Record<keyof TreatyListParams, string | number | undefined>>,
): string {
  const out = new URLSearchParams()
  for (const key of ['q', 'party', 'from', 'to', 'page', 'treaty', 'cpage'] as const) {
    const v = params[key]
    if (v === undefined || v === '' || (key === 'page' && v === 1) || (key === 'cpage' && v === 1))
      continue
    out.set(key, String(v))
  }
  const qs = out.toString()
  return qs ? `${path}?${qs}` : path
}
