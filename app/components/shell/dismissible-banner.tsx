import { useState } from 'react'
import { Form, useLocation } from 'react-router'
import { CsrfInput } from '#app/components/csrf-input.tsx'
import { button, container } from '#app/styles/ui.css.ts'
import * as styles from './shell.css.ts'

export type Banner = { id: string; text: string; link?: { href: string; label: string } }

/** An announcement that stays closed for 7 days once dismissed (a cookie named for the banner id). */
export function DismissibleBanner({ banner }: { banner: Banner }) {
  const [hidden, setHidden] = useState(false)
  const location = useLocation()
  if (hidden) return null
  return (
    <aside className={styles.banner} aria-label="Announcement">
      <div className={`${container} ${styles.bannerRow}`}>
        <p className={styles.bannerText}>
          {banner.text} {banner.link ? <a href={banner.link.href}>{banner.link.label}</a> : null}
        </p>
        <Form
          method="post"
          action="/preferences"
          onSubmit={(event) => {
            event.preventDefault()
            document.cookie = `${banner.id}=false; path=/; max-age=${7 * 24 * 60 * 60}; samesite=lax`
            setHidden(true)
          }}
        >
          <CsrfInput />
          <input type="hidden" name="intent" value="dismiss-banner" />
          <input type="hidden" name="bannerId" value={banner.id} />
          <input type="hidden" name="returnTo" value={location.pathname + location.search} />
          <button type="submit" className={button.text} aria-label="Close announcement">
            Close
          </button>
        </Form>
      </div>
    </aside>
  )
}
