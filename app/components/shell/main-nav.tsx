import { useEffect, useMemo, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { MenuItem } from '#sites/index.ts'
import { container } from '#app/styles/ui.css.ts'
import { useHtmlOnce } from '#app/utils/html-once.tsx'
import { MenuIcon } from './menu-icon.tsx'
import * as styles from './shell.css.ts'

/** The element holding the menu's entries, and the root data's copy of them (see MainNav). */
export const MENU_ID = 'main-menu'
export const MENU_LINKS_ID = 'main-menu-links'

/** An entry of the menu that leads to a page of this site (what the breadcrumbs look up). */
export type MenuLink = { label: string; url: string }

/**
 * The edition's menu, rendered once. Groups are <details> disclosures inside one "Menu"
 * disclosure, so the menu opens without JavaScript: a phone shows the "Menu" toggle, wider
 * screens hide it and show the groups in a row (./shell.css.ts). With JavaScript, an open group
 * closes on navigation, Escape or a click elsewhere, and a click on an entry navigates in the app.
 *
 * The entries depend only on the edition and the plan: the server renders them to HTML once per
 * combination (`menuHtml`, in the root loader) and sends them once, in the page. The hydration
 * data carries them (`html`) only for navigations in the browser; otherwise they are read back
 * from the page (app/utils/html-once.tsx).
 */
export function MainNav({ html }: { html: string | null }) {
  const ref = useRef<HTMLElement>(null)
  const location = useLocation()
  const navigate = useNavigate()
  const entries = useHtmlOnce(MENU_ID, html)
  // On the server, the entry of this page is marked in the shared HTML; in the browser, an effect
  // marks it after each navigation.
  const marked = useMemo(
    () => (typeof document === 'undefined' ? markCurrent(entries, location.pathname) : entries),
    [entries, location.pathname],
  )

  useEffect(() => {
    const nav = ref.current
    if (!nav) return
    nav.querySelectorAll('details[open]').forEach((d) => d.removeAttribute('open'))
    for (const link of nav.querySelectorAll<HTMLAnchorElement>('a:not([target])')) {
      if (link.getAttribute('href') === location.pathname) link.setAttribute('aria-current', 'page')
      else link.removeAttribute('aria-current')
    }
  }, [location, marked])

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
        <ul
          id={MENU_ID}
          className={`${container} ${styles.menuList}`}
          // The HTML the server made of the edition's menu (MenuEntries), or the page's own copy.
          dangerouslySetInnerHTML={{ __html: marked }}
          suppressHydrationWarning
        />
      </details>
      <span id={NEW_TAB_ID} hidden>
        Opens in a new tab
      </span>
    </nav>
  )
}

/** The entry for `pathname`, marked as the current page in the menu's HTML. */
function markCurrent(html: string, pathname: string): string {
  const href = `href="${pathname.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`
  return html.split(`<a ${href}`).join(`<a ${href} aria-current="page"`)
}

/**
 * The menu's links to this site's pages, as the breadcrumbs need them: from the root data
 * (`json`), the server render, or the menu in the page (in the order of the menu).
 */
export function useMenuLinks(json: string | null): MenuLink[] {
  const text = useHtmlOnce(MENU_LINKS_ID, json, () =>
    JSON.stringify(
      [...(document.getElementById(MENU_ID)?.querySelectorAll('a:not([target])') ?? [])].map(
        (a) => ({ label: a.textContent ?? '', url: a.getAttribute('href') ?? '/' }),
      ),
    ),
  )
  return useMemo(() => (text ? (JSON.parse(text) as MenuLink[]) : []), [text])
}

/** The links of a menu to this site's pages, in the menu's order (see useMenuLinks). */
export function menuLinksOf(items: MenuItem[]): MenuLink[] {
  return items.flatMap((item) => [
    ...(item.url && !isElsewhere(item) ? [{ label: item.label, url: item.url }] : []),
    ...menuLinksOf(item.children ?? []),
  ])
}

const isElsewhere = (item: MenuItem) => item.target === '_blank' || /^https?:/.test(item.url ?? '/')

/**
 * The menu's entries (the inside of its list): groups as <details> of plain links, each entry
 * with the icon its item names. Rendered to HTML on the server (app/utils/root-data.server.ts),
 * never in the browser.
 */
export function MenuEntries({ items }: { items: MenuItem[] }) {
  return items.map((item) => (
    <li key={item.label} className={styles.navItem}>
      {item.children?.length ? (
        <details>
          <summary className={styles.navLink}>
            {item.icon ? <MenuIcon name={item.icon} /> : null}
            {item.label}
          </summary>
          <ul className={styles.dropdown}>
            {item.children.map((child) => (
              <MenuEntry key={child.label + (child.url ?? '')} item={child} />
            ))}
          </ul>
        </details>
      ) : (
        <MenuLink item={item} className={styles.navLink} />
      )}
    </li>
  ))
}

function MenuEntry({ item }: { item: MenuItem }) {
  if (item.children?.length) {
    return (
      <li>
        <div className={styles.dropdownGroup}>{item.label}</div>
        <ul className={styles.dropdownGroupList}>
          {item.children.map((child) => (
            <MenuEntry key={child.label + (child.url ?? '')} item={child} />
          ))}
        </ul>
      </li>
    )
  }
  return (
    <li>
      <MenuLink item={item} />
    </li>
  )
}

/** The description of every menu link to another site (sent once rather than with each). */
const NEW_TAB_ID = 'menu-new-tab'

/** A menu entry: a link of this site (the group's styles apply), or another site's in a new tab. */
function MenuLink({ item, className }: { item: MenuItem; className?: string }) {
  const url = item.url ?? '/'
  const icon = item.icon ? <MenuIcon name={item.icon} /> : null
  if (isElsewhere(item)) {
    // The arrow is the stylesheet's; the one description below says where the link opens.
    return (
      <a
        className={className}
        href={url}
        target="_blank"
        rel="noopener"
        aria-describedby={NEW_TAB_ID}
      >
        {icon}
        {item.label}
      </a>
    )
  }
  return (
    <a href={url} className={className}>
      {icon}
      {item.label}
    </a>
  )
}
