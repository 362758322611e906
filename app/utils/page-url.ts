/**
 * The page's own address, whether the request came as a document load or as the app's data
 * request: without `.data`, `_routes` and the `index` marker of an index route's form posts. A
 * loader that redirects to its canonical address compares against this, or it would redirect a
 * data request forever.
 */
export function pageUrl({ request, url }: { request: Request; url?: URL }): URL {
  const out = new URL(url ?? request.url)
  out.pathname = out.pathname.replace(/\.data$/, '')
  for (const key of ['_routes', 'index']) out.searchParams.delete(key)
  return out
}
