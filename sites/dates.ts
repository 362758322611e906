// How the portal writes a day, one table for the server and the browser. Days are written in
// UTC, so a page renders the same date on the server and wherever it hydrates.

/**
 * '05 May 2020': the one way a reader sees a day, in lists, details, summaries and downloads
 * alike (spec 000 §9: day 2-digit, short month, year, en-GB).
 */
const DAY = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})
/** '14:05': the time of a moment, beside its day (UTC, as the day). */
const TIME = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
})

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
export function formatDay(day: string | Date | null | undefined): string {
  if (!day) return ''
  if (day instanceof Date) return Number.isNaN(day.getTime()) ? '' : DAY.format(day)
  day = isoOf(day)
  if (!ISO_DAY.test(day)) return day
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? day : DAY.format(date)
}

/** A moment (a check's, a run's) as its day and time: '07 Dec 2026, 14:05 UTC'. */
export function formatMoment(moment: string | Date): string {
  const date = moment instanceof Date ? moment : new Date(moment)
  return Number.isNaN(date.getTime()) ? '' : `${DAY.format(date)}, ${TIME.format(date)} UTC`
}

const ISO_DAYS = /\b\d{4}-\d{2}-\d{2}\b/g

/**
 * A sentence of the portal's own (a summary written at ingest) with each ISO day in it written
 * as the portal writes a day: 'Award, 2021-12-22.' → 'Award, 22 Dec 2021.'
 */
export function formatDaysIn(text: string): string {
  return text.replace(ISO_DAYS, (day) => formatDay(day))
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
