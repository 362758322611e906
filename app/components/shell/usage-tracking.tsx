import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { useCsrfToken } from '#app/components/csrf-input.tsx'
import {
  mayTrack,
  pageView,
  postEvent,
  sendWhenKnown,
  subscriptionFromCookies,
} from '#app/utils/usage-tracking.ts'

/**
 * Sends a page view for each page the browser shows, once the cookie banner is answered and
 * where tracking is on (app/utils/usage-tracking.ts). Renders nothing; without JavaScript
 * nothing is sent from the page (the server still counts the searches agreed to).
 */
export function UsageTracking({ platform }: { platform: string }) {
  const location = useLocation()
  const csrf = useCsrfToken()
  useEffect(() => {
    let cancelled = false
    const page = { pathname: location.pathname, search: location.search }
    if (!mayTrack(document.cookie, window.location.hostname)) return
    void sendWhenKnown({
      readSubscription: () => subscriptionFromCookies(document.cookie),
      send: (subscription) =>
        postEvent(pageView(page, { subscription, platform, userAgent: navigator.userAgent }), csrf),
      cancelled: () => cancelled,
    })
    return () => {
      cancelled = true
    }
    // One page view per page shown; a new token alone is not a new page.
  }, [location.pathname, location.search, platform])
  return null
}
