import type { MenuIcon as MenuIconName } from '#sites/index.ts'
import * as styles from './shell.css.ts'

/**
 * Each icon a menu item may name, as the outline of one SVG path on a 24-unit grid, stroked in
 * the text's colour. Drawn for this portal; the menu's HTML is rendered on the server only, so
 * none of this reaches the browser's scripts.
 */
const PATHS: Record<MenuIconName, string> = {
  book: 'M12 6C10 4.5 7 4 3 4v14c4 0 7 .5 9 2 2-1.5 5-2 9-2V4c-4 0-7 .5-9 2zm0 0v14',
  compass: 'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0m12.5-3.5-2 5-5 2 2-5z',
  // The twelve stars of the European flag, each a dot.
  eu: 'M12 5h.01M15.5 5.94h.01M18.06 8.5h.01M19 12h.01M18.06 15.5h.01M15.5 18.06h.01M12 19h.01M8.5 18.06h.01M5.94 15.5h.01M5 12h.01M5.94 8.5h.01M8.5 5.94h.01',
  gavel: 'm13 3 8 8-3 3-8-8zm1 7L4 20m-1 1h8',
  globe:
    'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9',
  handshake: 'm2 14 5-5h3l3 3m9 2-5-5h-4l-4 4a1.5 1.5 0 0 0 2 2l3-2 4 4m-8 0 1.5 1.5m1-3 2 2',
  home: 'M3 10.5 12 3l9 7.5M5 9v11h5v-6h4v6h5V9',
  landmark: 'M3 21h18M4 18h16M12 3l9 5H3zM6 10v8m4-8v8m4-8v8m4-8v8',
  library: 'M4 4v16m5-16v16m5-15 4 15M3 20h18',
  news: 'M4 5h13v14H6a2 2 0 0 1-2-2zm13 4h3v8a2 2 0 0 1-2 2M7 8h7m-7 4h7m-7 4h4',
  patent:
    'M13 21H6V3h9l4 4v5M15 3v4h4m-4.5 10a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0m1 2.5-.5 2.5 2-1 2 1-.5-2.5',
  scales: 'M12 3v18m-5 0h10M5 7h14M5 7l-3 7a3 3 0 0 0 6 0zm14 0-3 7a3 3 0 0 0 6 0z',
  sparkles:
    'm12 3 1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zm7 12 .8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z',
  tools: 'M3 9h18v10H3zm5 0V6a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v3M3 13h18m-11 0v2h4v-2',
}

/** A menu item's icon beside its label: decoration, left out of the accessible name. */
export function MenuIcon({ name }: { name: MenuIconName }) {
  return (
    <svg
      className={styles.navIcon}
      data-icon={name}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
