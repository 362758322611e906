import { useRootData } from '#app/utils/use-root-data.ts'

/** The anti-forgery token every POST form carries (checked by the root middleware). */
export function CsrfInput() {
  const root = useRootData()
  return <input type="hidden" name="csrf" value={root?.csrf ?? ''} />
}

export function useCsrfToken(): string {
  const root = useRootData()
  return root?.csrf ?? ''
}
