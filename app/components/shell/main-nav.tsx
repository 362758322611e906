import { useEffect, useRef } from 'react'
import { Link, useLocation } from 'react-router'
import type { MenuItem } from '#sites/index.ts'
import { container } from '#app/styles/ui.css.ts'
import * as styles from './shell.css.ts'

/**
 * The edition's menu. Groups are <details> disclosures, so the menu opens without JavaScript;
 * with it, an open group closes on navigation, Escape or a click elsewhere.
 */
export function MainNav({ items }: { items: MenuItem[] }) {
  const ref = useRef<HTMLElement>(null)
  const location = useLocation()

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

  const list = (className: string) => (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.label} className={styles.navItem}>
          {item.children?.length ? (
            <details>
              <summary className={styles.navLink}>{item.label}</summary>
              <ul className={styles.dropdown}>
                {item.children.map((child) => (
                  <MenuEntry key={child.label + (child.url ?? '')} item={child} />
                ))}
              </ul>
            </details>
          ) : (
            <MenuLink item={item} className={styles.navLink} current={location.pathname} />
          )}
        </li>
      ))}
    </ul>
  )

  // On a phone the menu folds behind one "Menu" disclosure (no JavaScript needed); wider
  // screens show the groups in a row. Only one of the two is displayed at a time.
  return (
    <nav aria-label="Main" className={styles.nav} ref={ref}>
      <details className={styles.phoneMenu}>
        <summary className={`${container} ${styles.phoneMenuToggle}`}>Menu</summary>
        {list(`${container} ${styles.phoneMenuList}`)}
      </details>
      {list(`${container} ${styles.navList}`)}
    </nav>
  )
}

function MenuEntry({ item }: { item: MenuItem }) {
  const location = useLocation()
  if (item.children?.length) {
    return (
      <li>
        <div className={styles.dropdownGroup}>{item.label}</div>
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {item.children.map((child) => (
            <MenuEntry key={child.label + (child.url ?? '')} item={child} />
          ))}
        </ul>
      </li>
    )
  }
  return (
    <li>
      <MenuLink item={item} className={styles.dropdownLink} current={location.pathname} />
    </li>
  )
}

function MenuLink({
  item,
  className,
  current,
}: {
  item: MenuItem
  className: string
  current: string
}) {
  const url = item.url ?? '/'
  if (item.target === '_blank' || /^https?:/.test(url)) {
    return (
      <a className={className} href={url} target="_blank" rel="noopener noreferrer">
        {item.label}
        <span aria-hidden="true"> ↗</span>
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    )
  }
  return (
    <Link
      className={className}
      to={url}
      aria-current={url === current ? 'page' : undefined}
      prefetch="intent"
    >
      {item.label}
    </Link>
  )
}
