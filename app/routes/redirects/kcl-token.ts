import { redirect } from 'react-router'

/** KCL's short links: /{token} opens a search limited to the source that the token stood for. */
export const KCL_TOKEN_SOURCE = 'Competition Law in Western Europe and the USA'

export function loader() {
  return redirect(`/search?${new URLSearchParams({ source: KCL_TOKEN_SOURCE })}`)
}
