import { useEffect, useState } from 'react'

/** False in the server's HTML and until React has hydrated; true after. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
