const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/** '2026-11-13' → '13 Nov 2026' (the same on the server and in the browser). */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? iso : dayMonthYear.format(date)
}
