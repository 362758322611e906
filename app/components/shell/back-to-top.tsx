import { useEffect, useState } from 'react'
import { button } from '#app/styles/ui.css.ts'
import * as styles from './shell.css.ts'

/** Appears once the page has scrolled more than 50 px (spec). */
export function BackToTop() {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 50)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  if (!visible) return null
  return (
    <button
      type="button"
      className={`${button.default} ${styles.backToTop}`}
      onClick={() => window.scrollTo({ top: 0 })}
      title="Back to top"
    >
      <span aria-hidden="true">↑</span>
      <span className="visually-hidden">Back to top</span>
    </button>
  )
}
