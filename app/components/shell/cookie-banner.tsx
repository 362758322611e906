import { useState } from 'react'
import { Form, useLocation } from 'react-router'
import { CsrfInput } from '#app/components/csrf-input.tsx'
import { button } from '#app/styles/ui.css.ts'
import * as styles from './shell.css.ts'

/** Shown until the visitor agrees; I AGREE sets visited=yes (by script, or by the form without one). */
export function CookieBanner() {
  const [hidden, setHidden] = useState(false)
  const location = useLocation()
  if (hidden) return null
  return (
    <section className={styles.cookieBanner} aria-label="Cookie consent">
      <p className={styles.cookieText}>
        We use cookies that are needed to sign you in, keep you secure and remember your
        preferences. We do not use advertising cookies.
      </p>
      <Form
        method="post"
        action="/preferences"
        onSubmit={(event) => {
          event.preventDefault()
          document.cookie = `visited=yes; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`
          setHidden(true)
        }}
      >
        <CsrfInput />
        <input type="hidden" name="intent" value="accept-cookies" />
        <input type="hidden" name="returnTo" value={location.pathname + location.search} />
        <button type="submit" className={button.outlined}>
          I AGREE
        </button>
      </Form>
    </section>
  )
}
