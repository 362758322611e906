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
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
/** A day as some sources write it, 'March 22, 2024' (a domain name decision's filing date). */
const MONTH_FIRST = new RegExp(`^(${MONTHS.join('|')}) (\\d{1,2}), (\\d{4})$`)

/** '2024-03-22' for 'March 22, 2024'; the text as it is otherwise. */
function isoOf(day: string): string {
  const m = MONTH_FIRST.exec(day.trim())
  if (!m) return day
  const month = String(MONTHS.indexOf(m[1]!) + 1).padStart(2, '0')
  return `${m[3]}-${month}-${m[2]!.padStart(2, '0')}`
}

/**
 * A day ('2020-05-10', the day of an ISO timestamp, 'May 10, 2020' as some sources write it, or
 * a Date) as the portal writes it: '' for none, and text that is not a date as it is.
 */
export function formatDay(
  day: string | Date | null | undefined,
  style: DateStyle = 'short',
): string {
  if (!day) return ''
  if (day instanceof Date) return Number.isNaN(day.getTime()) ? '' : FORMATS[style].format(day)
  day = isoOf(day)
  if (!ISO_DAY.test(day)) return day
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? day : FORMATS[style].format(date)
}

const ISO_DAYS = /\b\d{4}-\d{2}-\d{2}\b/g

/**
 * A sentence of the portal's own (a summary written at ingest) with each ISO day in it written
 * as the portal writes a day: 'Award, 2021-12-22.' → 'Award, 22 Dec 2021.'
 */
export function formatDaysIn(text: string, style: DateStyle = 'short'): string {
  return text.replace(ISO_DAYS, (day) => formatDay(day, style))
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
