import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { MENU_ICONS, menuFor, sites, type MenuItem } from '#sites/index.ts'
import { MenuEntries } from './main-nav.tsx'

const html = (items: MenuItem[]) => renderToStaticMarkup(createElement(MenuEntries, { items }))

describe('the menu draws the icons its items name', () => {
  test.each(Object.values(sites))('$id: every top-level item with an icon shows it', (site) => {
    const menu = menuFor(site.id, site.subscriptions[0]!)
    const markup = html(menu)
    const named = menu.filter((item) => item.icon)
    expect(named.length).toBeGreaterThan(0)
    for (const item of named) {
      // The icon sits inside the item's link or group heading, before its label.
      const entry = new RegExp(
        `<(a|summary)[^>]*>\\s*<svg[^>]*data-icon="${item.icon}"[^>]*aria-hidden="true"[^>]*>` +
          `<path d="[^"]+"></path></svg>${item.label.replace(/&/g, '&amp;')}<`,
      )
      expect(markup, item.label).toMatch(entry)
    }
  })

  test('each icon a menu may name is drawn', () => {
    const markup = html(MENU_ICONS.map((icon) => ({ label: icon, url: `/${icon}`, icon })))
    for (const icon of MENU_ICONS) expect(markup).toContain(`data-icon="${icon}"`)
  })

  test('the icon stays out of the accessible name and the menu links the breadcrumbs read', () => {
    const markup = html([{ label: 'Home', url: '/', icon: 'home' }])
    expect(markup).not.toMatch(/<title>|aria-label/)
    expect(markup.replace(/<[^>]+>/g, '')).toBe('Home')
  })
})
