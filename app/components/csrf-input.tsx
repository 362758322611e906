import { useRouteLoaderData } from 'react-router'
import type { RootData } from '#app/root.tsx'

/** The anti-forgery token every POST form carries (checked by the root middleware). */
export function CsrfInput() {
  const root = useRouteLoaderData('root') as RootData | undefined
  return <input type="hidden" name="csrf" value={root?.csrf ?? ''} />
}

export function useCsrfToken(): string {
  const root = useRouteLoaderData('root') as RootData | undefined
  return root?.csrf ?? ''
}
