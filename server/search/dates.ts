import { InvalidSearchQueryError } from '#server/errors.ts'
import { monthsAgo } from '#sites/dates.ts'

// Date filters of the search query. Dates travel as dd-mm-yyyy (spec 000 §9) and are stored as
// yyyy-mm-dd in the index, so ranges compare as strings.

export type DateRange = { from: string | null; to: string | null }

/** dd-mm-yyyy → yyyy-mm-dd, or an InvalidSearchQueryError naming the field. */
export function parseDmy(value: string, field: string): string {
  const m = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(value.trim())
  const iso = m ? `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}` : ''
  if (!m || !isRealDate(iso)) {
    throw new InvalidSearchQueryError(field, `${field} must be a date dd-mm-yyyy: ${value}`)
  }
  return iso
}

function isRealDate(iso: string): boolean {
  const d = new Date(`${iso}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso
}

/**
 * The date range of a query, or null for all time.
 * - datePeriod n > 0: the last n months up to today.
 * - datePeriod 0, or dates without a period: the precise period. One end alone is After (from)
 *   or Before (to); equal ends are On; a reversed pair is put in order.
 * - datePeriod -1, or nothing: all time.
 */
export function dateRange(
  q: { datePeriod?: number; dateFrom?: string; dateTo?: string },
  now: Date,
): DateRange | null {
  const period = q.datePeriod
  if (period !== undefined && period !== -1 && period !== 0) {
    if (!Number.isInteger(period) || period < 0) {
      throw new InvalidSearchQueryError('datePeriod', `Unknown date period: ${period}`)
    }
    return { from: monthsAgo(now, period), to: null }
  }
  if (period === -1) return null
  let from = q.dateFrom ? parseDmy(q.dateFrom, 'dateFrom') : null
  let to = q.dateTo ? parseDmy(q.dateTo, 'dateTo') : null
  if (!from && !to) return null
  if (from && to && from > to) [from, to] = [to, from]
  return { from, to }
}
