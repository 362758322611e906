// Loading a mini-app's part (spec 001 §1): its script and the stylesheets the build gives it,
// within the script part time-out, and, when that fails, which part and why. Isomorphic: on the
// server the import resolves at once, in the browser it is the part's first fetch.

/** Spec 001 §9: "Script part time-out 120000 ms." */
export const PART_SCRIPT_TIMEOUT_MS = 120_000

/** The reasons the spec names for a part that did not load. */
export type PartLoadReason = 'missing' | 'time-out' | 'other'

/** The spec's code for a part whose stylesheet did not load. */
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED'

export class PartLoadError extends Error {
  override readonly name = 'PartLoadError'
  readonly part: string
  readonly reason: PartLoadReason
  /** Set when the part's stylesheet failed (its script may have loaded). */
  readonly code: typeof CSS_CHUNK_LOAD_FAILED | null
  /** The file that failed, when the browser says which. */
  readonly url: string | null

  constructor(
    part: string,
    reason: PartLoadReason,
    code: typeof CSS_CHUNK_LOAD_FAILED | null,
    url: string | null,
    options?: { cause?: unknown },
  ) {
    super(
      `Part ${part} did not load (${reason}${code ? `, ${code}` : ''}${url ? `: ${url}` : ''})`,
      options,
    )
    this.part = part
    this.reason = reason
    this.code = code
    this.url = url
  }
}

export function isPartLoadError(error: unknown): error is PartLoadError {
  return error instanceof PartLoadError
}

export type PartFailure = { stylesheet: boolean; url: string | null }

/**
 * What a rejected part import was: Vite's preload says "Unable to preload CSS for <url>" for a
 * stylesheet; browsers reject a script with "Failed to fetch dynamically imported module: <url>"
 * (Chromium), "error loading dynamically imported module: <url>" (Firefox) or "Importing a module
 * script failed." (Safari, without the address). Anything else is the script's own failure.
 */
export function describePartFailure(error: unknown): PartFailure {
  const message = error instanceof Error ? error.message : String(error ?? '')
  const css = /Unable to preload CSS for (\S+)/.exec(message)
  if (css) return { stylesheet: true, url: css[1] ?? null }
  const script = /dynamically imported module:? (\S+)/i.exec(message)
  return { stylesheet: false, url: script?.[1] ?? null }
}

/**
 * "missing" when the server answers the failed file's address with 404 or 410 (the part is not
 * there, e.g. the portal was updated since the page loaded); otherwise, and when the browser did
 * not say which file, "other" (the connection failed, or the file was refused).
 */
export async function isMissing(
  url: string | null,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  if (!url) return false
  try {
    const response = await fetchImpl(url, { method: 'HEAD', cache: 'no-store' })
    return response.status === 404 || response.status === 410
  } catch {
    return false
  }
}

export type LoadPartOptions = {
  timeoutMs?: number
  isMissing?: (url: string | null) => Promise<boolean>
}

/**
 * Loads a part: resolves with its module, or rejects with a PartLoadError naming the part and the
 * reason: "time-out" when the part has not arrived within the time-out (the late module is then
 * ignored), "missing" or "other" when the browser refused it, with CSS_CHUNK_LOAD_FAILED when it
 * was the part's stylesheet.
 */
export function loadPart<T>(
  part: string,
  load: () => Promise<T>,
  { timeoutMs = PART_SCRIPT_TIMEOUT_MS, isMissing: missing = isMissing }: LoadPartOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false
    const timer = setTimeout(() => {
      settled = true
      reject(new PartLoadError(part, 'time-out', null, null))
    }, timeoutMs)
    load().then(
      (module) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        resolve(module)
      },
      async (error: unknown) => {
        if (settled) return
        const { stylesheet, url } = describePartFailure(error)
        const reason: PartLoadReason = (await missing(url)) ? 'missing' : 'other'
        if (settled) return
        settled = true
        clearTimeout(timer)
        reject(
          new PartLoadError(part, reason, stylesheet ? CSS_CHUNK_LOAD_FAILED : null, url, {
            cause: error,
          }),
        )
      },
    )
  })
}
