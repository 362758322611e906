import { useEffect, useState } from 'react'

let hydrated = false

/** False in the server's HTML and the first client render; true once the page is live. */
export function useHydrated(): boolean {
  const [value, setValue] = useState(hydrated)
  useEffect(() => {
    hydrated = true
    setValue(true)
  }, [])
  return value
}
