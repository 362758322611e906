import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { MenuItem } from '#sites/index.ts'
import { container } from '#app/styles/ui.css.ts'
import * as styles from './shell.css.ts'

/**
 * The edition's menu, rendered once. Groups are <details> disclosures inside one "Menu"
 * disclosure, so the menu opens without JavaScript: a phone shows the "Menu" toggle, wider
 * screens hide it and show the groups in a row (./shell.css.ts). With JavaScript, an open group
 * closes on navigation, Escape or a click elsewhere.
 *
 * The entries are plain links rather than React Router's <Link>s (each of which costs the server
 * several hooks, on every page): one click handler on the menu makes them navigate in the app.
 */
export function MainNav({ items }: { items: MenuItem[] }) {
  const ref = useRef<HTMLElement>(null)
  const location = useLocation()
  const navigate = useNavigate()

  useEffect(() => {
    ref.current?.querySelectorAll('details[open]').forEach((d) => d.removeAttribute('open'))
  }, [location])

  useEffect(() => {
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return
      ref.current?.querySelectorAll('details[open]').forEach((d) => {
        if (event instanceof KeyboardEvent || !d.contains(event.target as Node))
          d.removeAttribute('open')
      })
    }
    document.addEventListener('click', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('click', close)
      document.removeEventListener('keydown', close)
    }
  }, [])

  useEffect(() => {
    const nav = ref.current
    // What <Link> does for a plain click on a link of this site; anything else is the browser's.
    const follow = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a')
      if (!link || event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
      if (link.target || link.hasAttribute('download') || link.origin !== window.location.origin)
        return
      event.preventDefault()
      void navigate(link.pathname + link.search + link.hash)
    }
    nav?.addEventListener('click', follow)
    return () => nav?.removeEventListener('click', follow)
  }, [navigate])

  return (
    <nav aria-label="Main" className={styles.nav} ref={ref}>
      <details className={styles.menu}>
        <summary className={`${container} ${styles.menuToggle}`}>Menu</summary>
        <ul className={`${container} ${styles.menuList}`}>
          {items.map((item) => (
            <li key={item.label} className={styles.navItem}>
              {item.children?.length ? (
                <details>
                  <summary className={styles.navLink}>{item.label}</summary>
                  <ul className={styles.dropdown}>
                    {item.children.map((child) => (
                      <MenuEntry
                        key={child.label + (child.url ?? '')}
                        item={child}
                        current={location.pathname}
                      />
                    ))}
                  </ul>
                </details>
              ) : (
                <MenuLink item={item} className={styles.navLink} current={location.pathname} />
              )}
            </li>
          ))}
        </ul>
      </details>
      <span id={NEW_TAB_ID} hidden>
        Opens in a new tab
      </span>
    </nav>
  )
}

function MenuEntry({ item, current }: { item: MenuItem; current: string }) {
  if (item.children?.length) {
    return (
      <li>
        <div className={styles.dropdownGroup}>{item.label}</div>
        <ul className={styles.dropdownGroupList}>
          {item.children.map((child) => (
            <MenuEntry key={child.label + (child.url ?? '')} item={child} current={current} />
          ))}
        </ul>
      </li>
    )
  }
  return (
    <li>
      <MenuLink item={item} current={current} />
    </li>
  )
}

/** The description of every menu link to another site (sent once rather than with each). */
const NEW_TAB_ID = 'menu-new-tab'

/** A menu entry: a link of this site (the group's styles apply), or another site's in a new tab. */
function MenuLink({
  item,
  className,
  current,
}: {
  item: MenuItem
  className?: string
  current: string
}) {
  const url = item.url ?? '/'
  if (item.target === '_blank' || /^https?:/.test(url)) {
    // The arrow is the stylesheet's; the one description below says where the link opens.
    return (
      <a
        className={className}
        href={url}
        target="_blank"
        rel="noopener"
        aria-describedby={NEW_TAB_ID}
      >
        {item.label}
      </a>
    )
  }
  return (
    <a className={className} href={url} aria-current={url === current ? 'page' : undefined}>
      {item.label}
    </a>
  )
}
