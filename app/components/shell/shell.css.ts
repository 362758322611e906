import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import {
  breakpoints,
  media,
  palette,
  radius,
  RAIL_BUTTON,
  RAIL_INSET,
  space,
  vars,
} from '#app/styles/theme.css.ts'

export const skipLink = style({
  position: 'absolute',
  left: space.s,
  top: '-48px',
  zIndex: 100,
  padding: space.s,
  background: palette.surface,
  ':focus': { top: space.s },
})

export const header = style({ background: vars.color.brand, color: vars.color.onBrand })
export const headerRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.m,
  minHeight: '64px',
  flexWrap: 'wrap',
  '@media': {
    [media.upToXs]: { gap: space.xs, minHeight: 0, paddingTop: space.s, paddingBottom: space.s },
  },
})
export const brand = style({
  color: vars.color.onBrand,
  fontWeight: 700,
  fontSize: '1.25rem',
  textDecoration: 'none',
  marginRight: 'auto',
  selectors: { '&:hover': { color: vars.color.onBrand } },
})
export const headerLinks = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.s,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flexWrap: 'wrap',
  '@media': { [media.upToXs]: { gap: 0, fontSize: '0.875rem' } },
})
/** On a phone: the account links in one compact row under the brand, the search box last. */
export const accountNav = style({
  '@media': { [media.upToXs]: { order: 2, width: '100%' } },
})
export const headerLink = style({
  color: vars.color.onBrand,
  textDecoration: 'none',
  padding: `${space.xs} ${space.s}`,
  borderRadius: radius,
  background: 'transparent',
  border: 0,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.onBrand, textDecoration: 'underline' } },
})
export const initials = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '36px',
  height: '36px',
  '@media': { [media.upToXs]: { width: '28px', height: '28px' } },
  borderRadius: '50%',
  background: vars.color.onBrand,
  color: vars.color.link,
  fontWeight: 700,
  textDecoration: 'none',
})

export const nav = style({
  background: palette.surface,
  borderBottom: `1px solid ${palette.border}`,
})
/**
 * The menu's one list sits in a "Menu" <details>: a phone shows the toggle and the list opens
 * under it; wider screens hide the toggle and show the closed <details>' content as a row. A
 * browser that cannot show it (no ::details-content) keeps the toggle at every width.
 */
const wide = `screen and (min-width: ${breakpoints.xs + 1}px)`
const showsClosedDetails = 'selector(::details-content)'
export const menu = style({})
globalStyle(`${menu}::details-content`, {
  '@supports': { [showsClosedDetails]: { '@media': { [wide]: { contentVisibility: 'visible' } } } },
})
export const menuToggle = style({
  display: 'block',
  padding: `${space.s} ${space.m}`,
  fontWeight: 600,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&::before': { content: '"☰ "' },
  },
  '@supports': { [showsClosedDetails]: { '@media': { [wide]: { display: 'none' } } } },
})
export const menuList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
  listStyle: 'none',
  // centred like every container, so the menu's first item lines up with the page's content
  margin: '0 auto',
  padding: `${space.xs} 0`,
  '@media': { [media.upToXs]: { display: 'block', padding: `0 0 ${space.s}` } },
})
/** Links to other sites: an arrow, left out of the accessible name (the link's description says it). */
globalStyle(`${nav} a[target="_blank"]::after`, { content: '" ↗" / ""' })
export const navItem = style({ position: 'relative' })
export const navLink = style({
  display: 'block',
  padding: `${space.s} ${space.m}`,
  color: palette.text,
  textDecoration: 'none',
  fontWeight: 600,
  cursor: 'pointer',
  borderRadius: radius,
  listStyle: 'none',
  selectors: {
    '&:hover': { background: vars.color.brandTint, color: palette.text },
    '&::-webkit-details-marker': { display: 'none' },
    '&[aria-current="page"]': { boxShadow: `inset 0 -3px 0 ${vars.color.brand}` },
  },
})
/** A menu item's icon, before its label, in the label's colour. */
export const navIcon = style({
  display: 'inline-block',
  width: '1.125em',
  height: '1.125em',
  marginRight: space.xs,
  verticalAlign: '-0.2em',
})
export const dropdown = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: 20,
  minWidth: '260px',
  maxHeight: '70vh',
  overflowY: 'auto',
  margin: 0,
  padding: space.s,
  listStyle: 'none',
  background: palette.surface,
  border: `1px solid ${palette.border}`,
  borderRadius: radius,
  boxShadow: '0 8px 24px rgba(0,0,0,0.15)',
  '@media': { [media.upToXs]: { position: 'static', boxShadow: 'none' } },
})
/** The links of an open group (styled here rather than by a class on each of them). */
globalStyle(`${dropdown} a`, {
  display: 'block',
  padding: `${space.s} ${space.m}`,
  color: palette.text,
  textDecoration: 'none',
  borderRadius: radius,
})
globalStyle(`${dropdown} a:hover`, { background: vars.color.brandTint, color: palette.text })
export const dropdownGroup = style({
  fontWeight: 700,
  padding: `${space.s} ${space.m} 0`,
  color: palette.muted,
})
export const dropdownGroupList = style({ listStyle: 'none', padding: 0, margin: 0 })

export const searchBar = style({
  display: 'flex',
  flex: '1 1 320px',
  maxWidth: '560px',
  gap: 0,
  '@media': { [media.upToXs]: { order: 3, maxWidth: 'none' } },
})
export const searchInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: '40px',
  padding: `${space.s} ${space.m}`,
  border: 0,
  borderRadius: `${radius} 0 0 ${radius}`,
})
export const searchButton = style({
  minHeight: '40px',
  padding: `0 ${space.m}`,
  border: 0,
  borderRadius: `0 ${radius} ${radius} 0`,
  background: vars.color.brandDark,
  color: vars.color.onBrand,
  fontWeight: 600,
  cursor: 'pointer',
})

export const crumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.s,
  listStyle: 'none',
  margin: 0,
  padding: `${space.m} 0 0`,
  fontSize: '0.9rem',
})
export const crumb = style({
  selectors: {
    '&:not(:last-child)::after': { content: '"›"', marginLeft: space.s, color: palette.muted },
  },
})

export const footer = style({
  marginTop: space.xl,
  padding: `${space.l} 0`,
  // On a phone Back to top comes over the footer's foot at the end of the page: room for it.
  '@media': { [media.upToXs]: { paddingBottom: `calc(${space.l} + 56px)` } },
  background: '#25282b',
  color: '#e8e9ea',
})
export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.m,
  listStyle: 'none',
  margin: `0 0 ${space.m}`,
  padding: 0,
})
export const footerLink = style({
  color: '#e8e9ea',
  selectors: { '&:hover': { color: '#ffffff' } },
})

export const banner = style({
  color: palette.text,
  display: 'flex',
  alignItems: 'center',
  gap: space.m,
  padding: `${space.s} ${space.m}`,
  background: vars.color.brandTint,
  borderBottom: `1px solid ${palette.border}`,
  flexWrap: 'wrap',
  '@media': {
    [media.upToXs]: { flexWrap: 'nowrap', gap: space.s, padding: space.xs, fontSize: '0.8rem' },
  },
})
export const bannerRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.m,
  width: '100%',
  flexWrap: 'wrap',
  '@media': { [media.upToXs]: { flexWrap: 'nowrap', gap: space.s } },
})
export const bannerText = style({
  margin: 0,
  flex: '1 1 300px',
  '@media': { [media.upToXs]: { flexBasis: 'auto' } },
})
// The brand colour on its own tint is too faint for text: links and buttons use the dark shade.
globalStyle(`${banner} a, ${banner} button`, { color: vars.color.brandDark })

export const cookieBanner = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 40,
  display: 'flex',
  alignItems: 'center',
  gap: space.m,
  flexWrap: 'wrap',
  padding: space.m,
  background: '#25282b',
  color: '#ffffff',
})

export const toasts = style({
  position: 'fixed',
  top: space.m,
  right: space.m,
  zIndex: 60,
  display: 'grid',
  gap: space.s,
  width: 'min(380px, calc(100vw - 32px))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const toast = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: space.s,
  padding: space.m,
  background: palette.surface,
  borderRadius: radius,
  borderLeft: '6px solid',
  boxShadow: '0 6px 20px rgba(0,0,0,0.18)',
})
/** Back to top: a round arrow at the foot of the rail of floating buttons (decision 170). */
export const backToTop = style({
  position: 'fixed',
  right: RAIL_INSET,
  bottom: RAIL_INSET,
  zIndex: 30,
  width: RAIL_BUTTON,
  height: RAIL_BUTTON,
  padding: 0,
  justifyContent: 'center',
  borderRadius: '50%',
  fontSize: '1.25rem',
  boxShadow: '0 4px 12px rgba(0,0,0,0.2)',
  '@media': { [media.upToXs]: { width: '44px', height: '44px' } },
})
// The page ends above the floating buttons, so its last lines can be scrolled clear of them.
// The page fills the screen down to the footer, so no band of the canvas shows under a short one.
globalStyle('body', { display: 'flex', flexDirection: 'column', minHeight: '100vh' })
export const main = style({ flex: '1 0 auto', paddingBottom: '96px' })

/** The cookie banner's sentence, beside its button on a wide screen. */
export const cookieText = style({ margin: 0, flex: '1 1 320px' })
/** A notification's coloured edge, by its kind. */
export const toastAccent = styleVariants({
  info: { borderLeftColor: palette.info },
  success: { borderLeftColor: palette.success },
  warning: { borderLeftColor: palette.warning },
  error: { borderLeftColor: palette.danger },
})
