import { readForm } from '#app/utils/form-body.server.ts'
import { data, redirect } from 'react-router'
import { cookieHeader } from '#app/utils/cookies.server.ts'
import { safeRedirect } from '#app/utils/safe-redirect.ts'
import type { Route } from './+types/preferences'

/**
 * Cookie consent and banner dismissal for browsers without JavaScript (scripts set the same
 * cookies directly): I AGREE sets visited=yes; closing a banner stores `<bannerId>=false` for 7 days.
 */
export function loader() {
  throw data(null, { status: 405 })
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request)
  const returnTo = safeRedirect(form.get('returnTo'))
  const headers = new Headers()
  switch (form.get('intent')) {
    case 'accept-cookies':
      headers.append(
        'Set-Cookie',
        cookieHeader(request, 'visited', 'yes', { maxAge: 365 * 24 * 3600 }),
      )
      break
    case 'dismiss-banner': {
      const id = String(form.get('bannerId') ?? '')
      if (!/^banner-[a-z0-9-]{1,60}$/.test(id))
        throw data({ message: 'Unknown banner.' }, { status: 400 })
      headers.append('Set-Cookie', cookieHeader(request, id, 'false', { maxAge: 7 * 24 * 3600 }))
      break
    }
    default:
      throw data({ message: 'Unknown preference.' }, { status: 400 })
  }
  return redirect(returnTo, { headers })
}
