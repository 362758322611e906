import { createContext, useContext, useState, type ReactNode } from 'react'
import type { RouterContextProvider } from 'react-router'
import { requestInfoContext } from '#app/context.ts'

// A long document's body would otherwise reach the browser twice: rendered in the page, and again
// in the hydration data React Router sends for the same loader data. On a request for a whole page
// the loader hands the body to the server render only (`htmlOnce`), and the browser reads it back
// from the element the server rendered it into; navigations in the browser (`.data` requests)
// carry it in the loader data as usual.

const HtmlOnceContext = createContext<ReadonlyMap<string, string> | undefined>(undefined)

export const HtmlOnceProvider = ({
  value,
  children,
}: {
  value: ReadonlyMap<string, string> | undefined
  children: ReactNode
}) => <HtmlOnceContext.Provider value={value}>{children}</HtmlOnceContext.Provider>

/**
 * In a loader: the HTML for the element `id`, or null when the request is for a whole page, in
 * which case the server render gets it through `useHtmlOnce` and the hydration data does not.
 */
export function htmlOnce(
  context: Readonly<RouterContextProvider>,
  id: string,
  html: string,
): string | null {
  const once = context.get(requestInfoContext).htmlOnce
  if (!once) return html
  once.set(id, html)
  return null
}

/**
 * In the component: the HTML of element `id`, from the loader data, the server render or the page
 * (`fromPage` reads it back there: by default the element's inner HTML).
 */
export function useHtmlOnce(
  id: string,
  html: string | null,
  fromPage: (id: string) => string = (id) => document.getElementById(id)?.innerHTML ?? '',
): string {
  const server = useContext(HtmlOnceContext)
  const [rendered] = useState(() =>
    html === null ? (server?.get(id) ?? (typeof document === 'undefined' ? '' : fromPage(id))) : '',
  )
  return html ?? rendered
}
