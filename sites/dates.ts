// How the portal writes a day, one table for the server and the browser. Days are written in
// UTC, so a page renders the same date on the server and wherever it hydrates.

const STYLES = {
  /** '05 May 2020': results, lists and news (spec 000 §9: day 2-digit, short month, year). */
  short: { day: '2-digit', month: 'short' },
  /** '5 May 2020': when a favourite was added. */
  compact: { day: 'numeric', month: 'short' },
  /** '5 May 2020', the month in full: a document's details and downloads. */
  long: { day: 'numeric', month: 'long' },
} as const

export type DateStyle = keyof typeof STYLES

const FORMATS = Object.fromEntries(
  Object.entries(STYLES).map(([style, options]) => [
    style,
    new Intl.DateTimeFormat('en-GB', { ...options, year: 'numeric', timeZone: 'UTC' }),
  ]),
) as Record<DateStyle, Intl.DateTimeFormat>

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/

/**
 * A day ('2020-05-10', the day of an ISO timestamp, or a Date) as the portal writes it: '' for
 * none, and text that is not a date as it is.
 */
export function formatDay(
  day: string | Date | null | undefined,
  style: DateStyle = 'short',
): string {
  if (!day) return ''
  if (day instanceof Date) return Number.isNaN(day.getTime()) ? '' : FORMATS[style].format(day)
  if (!ISO_DAY.test(day)) return day
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? day : FORMATS[style].format(date)
}

/** yyyy-mm-dd of `now` minus n calendar months (clamped to the month's last day). */
export function monthsAgo(now: Date, months: number): string {
  const y = now.getUTCFullYear()
  const m = now.getUTCMonth() - months
  const target = new Date(Date.UTC(y, m, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0))
  const day = Math.min(now.getUTCDate(), lastDay.getUTCDate())
  return new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), day))
    .toISOString()
    .slice(0, 10)
}
