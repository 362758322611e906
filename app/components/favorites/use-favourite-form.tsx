import { useFetcher, useLocation } from 'react-router'
import { useHydrated } from '#app/utils/use-hydrated.ts'

type Result =
  { ok: true; message: string } | { ok: false; errors: Record<string, string | undefined> }

/**
 * What a favourites form on a page needs: its fetcher, whether it is busy, its answer once done
 * (and the first error of a refusal), and the hidden fields that bring a browser without
 * JavaScript back to the page as it was (query and hits kept).
 */
export function useFavouriteForm(key: string) {
  const fetcher = useFetcher<Result>({ key })
  const hydrated = useHydrated()
  const location = useLocation()
  const busy = fetcher.state !== 'idle'
  const result = fetcher.state === 'idle' ? fetcher.data : undefined
  const error = result && !result.ok ? Object.values(result.errors).find(Boolean) : undefined
  const returnFields = (
    <>
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
    </>
  )
  return { fetcher, busy, result, error, returnFields }
}
