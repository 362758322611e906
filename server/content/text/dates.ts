// Dates written the way sources write them → ISO yyyy-mm-dd (or undefined when not a real date).

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
}

function iso(y: number, m: number, d: number): string | undefined {
  if (!(y >= 1800 && y <= 2100 && m >= 1 && m <= 12 && d >= 1 && d <= 31)) return undefined
  const date = new Date(Date.UTC(y, m - 1, d))
  if (date.getUTCMonth() !== m - 1) return undefined
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

function month(name: string): number | undefined {
  return MONTHS[name.slice(0, 3).toLowerCase()]
}

// Accepts '2019-05-31', '18th September 2023', 'October 5, 2020', 'Thursday, 5 June 2020',
// '21-09-2020', '21/09/2020' (day first), '05-Sep-2020'. Anything else → undefined.
export function parseLooseDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  const s = value.trim().replace(/\s+/g, ' ')
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(s)
  if (m) return iso(+m[1], +m[2], +m[3])
  m = /(\d{1,2})(?:st|nd|rd|th)?(?: day of)? ([A-Za-z]{3,})\.?,? (\d{4})/.exec(s)
  if (m && month(m[2])) return iso(+m[3], month(m[2])!, +m[1])
  m = /([A-Za-z]{3,})\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})/.exec(s)
  if (m && month(m[1])) return iso(+m[3], month(m[1])!, +m[2])
  m = /(\d{1,2})[-/. ]([A-Za-z]{3,})[-/. ](\d{4})/.exec(s)
  if (m && month(m[2])) return iso(+m[3], month(m[2])!, +m[1])
  m = /(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})/.exec(s)
  if (m) return iso(+m[3], +m[2], +m[1])
  return undefined
}
