import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useNavigation, useSubmit } from 'react-router'
import type { PathMode } from '#sites/search/modes.ts'
import { SEARCH_MODES } from '#sites/search/modes.ts'
import { parseSearchParams, serializeSearchParams } from '#sites/search/search-params.ts'

/**
 * True while a navigation to `pathname` is loading, but only once it has taken longer than
 * `delay` ms, and then for at least `minDuration` ms (no flash for fast searches).
 */
export function useDelayedIsPending(pathname: string, delay = 300, minDuration = 300): boolean {
  const navigation = useNavigation()
  const loading =
    navigation.state !== 'idle' &&
    navigation.location?.pathname.toLowerCase() === pathname.toLowerCase()
  const [pending, setPending] = useState(false)
  const since = useRef(0)
  useEffect(() => {
    if (loading) {
      const t = setTimeout(() => {
        since.current = Date.now()
        setPending(true)
      }, delay)
      return () => clearTimeout(t)
    }
    if (!pending) return
    const left = Math.max(0, minDuration - (Date.now() - since.current))
    const t = setTimeout(() => setPending(false), left)
    return () => clearTimeout(t)
  }, [loading, pending, delay, minDuration])
  return pending
}

/**
 * Submits a search form to its canonical address, computed in the browser with the same codec
 * the loader uses, so the server has nothing to redirect. Without JavaScript the form submits
 * as it is and the loader redirects.
 */
export function useCanonicalSubmit(pathMode: PathMode) {
  const submit = useSubmit()
  return (form: HTMLFormElement, options: { replace?: boolean } = {}) => {
    const params = new URLSearchParams()
    for (const [key, value] of new FormData(form)) {
      if (typeof value === 'string') params.append(key, value)
    }
    const state = parseSearchParams(params, pathMode)
    submit(serializeSearchParams(state), {
      method: 'get',
      action: SEARCH_MODES[state.mode].path,
      replace: options.replace,
      preventScrollReset: true,
    })
  }
}

export function onSubmitCanonical(
  canonicalSubmit: ReturnType<typeof useCanonicalSubmit>,
  after?: () => void,
) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    canonicalSubmit(event.currentTarget)
    after?.()
  }
}
