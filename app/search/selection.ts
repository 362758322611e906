// Select-all of the results (spec 000 §5): it skips documents whose url contains -p-,
// loose-leaf publications, external http links and pdf files.

export function isSelectable(hit: { url: string; type: string }): boolean {
  const url = hit.url.toLowerCase()
  if (url.includes('-p-')) return false
  if (/^https?:\/\//.test(url)) return false
  if (url.split(/[?#]/)[0].endsWith('.pdf')) return false
  if (/loose[- ]?leaf/i.test(hit.type)) return false
  return true
}
