import type { RouteKey } from './catalog.ts'
import type { SearchMode, SearchModeId } from './search/modes.ts'
import type { OperatorSyntax } from './search/query-terms.ts'

export const SITE_IDS = ['KA', 'KIPL', 'KCL'] as const
export type SiteId = (typeof SITE_IDS)[number]
/** The edition of plain `localhost` when DEFAULT_SITE is not set. */
export const DEFAULT_SITE_ID: SiteId = 'KA'

/** Every subscription code of the product (the value of the per-site subscription cookie). */
export const SUBSCRIPTIONS = [
  'KA',
  'KAPP',
  'YB',
  'IHB',
  'IPL',
  'PL',
  'MIP',
  'CT',
  'GPL',
  'ILTT',
  'SPW',
] as const
export type Subscription = (typeof SUBSCRIPTIONS)[number]

/**
 * Who may open a route of an edition.
 * - 'public': anyone, signed in or not.
 * - 'subscribed': any subscription valid on the edition (subject to its variant's route set).
 * - { only }: a subscription valid on the edition and listed here.
 * Routes that only redirect are public: the route they send to does the check.
 */
export type Entitlement = 'public' | 'subscribed' | { readonly only: readonly Subscription[] }

export type RouteTable = Readonly<Partial<Record<RouteKey, Entitlement>>>

/**
 * A reduced edition for one subscription: only `routes` (plus the public routes) are reachable,
 * and `home`, when set, is where '/' sends the viewer.
 */
export type Variant = {
  readonly routes: readonly RouteKey[]
  readonly home?: string
  /** The plan's own title, whose table of contents `home` opens. */
  readonly title?: string
  /**
   * Titles of the collection the plan opens today: offered on `home` while the collection does
   * not hold the plan's own title yet.
   */
  readonly related?: readonly { readonly title: string; readonly url: string }[]
}

/** The icons a menu item may name (spec: a navigation item's icon). */
export const MENU_ICONS = [
  'book',
  'compass',
  'eu',
  'gavel',
  'globe',
  'handshake',
  'home',
  'landmark',
  'library',
  'news',
  'patent',
  'scales',
  'sparkles',
  'tools',
] as const
export type MenuIcon = (typeof MENU_ICONS)[number]

/** A navigation entry: a group when it has children, a link when it has a url. */
export type MenuItem = {
  label: string
  url?: string
  children?: MenuItem[]
  /** Shown only when the viewer's subscription is listed; shown to everyone when absent. */
  allowedSubs?: readonly Subscription[]
  /** True for a screen of this app (client navigation); false for files and other sites. */
  isVuePage?: boolean
  /** Whether a group starts expanded. */
  isOpen?: boolean
  target?: '_blank'
  /** Icon id, drawn beside the label by the shell (app/components/shell/menu-icon.tsx). */
  icon?: MenuIcon
  /** Sort key of top-level items (ascending; equal keys keep their definition order). */
  order?: number
  /** The search listing the item opens: hidden while the edition holds nothing there. */
  listing?: SearchMode
}

export type ThemeId = 'ka' | 'kipl' | 'kcl'

export type Site = {
  readonly id: SiteId
  /** Product name: page titles, header, footer. */
  readonly name: string
  /** Host names that select this edition (lower case, no port). */
  readonly hosts: readonly string[]
  readonly brandColor: string
  readonly theme: ThemeId
  /** Content corpora this edition searches and serves (ids of the ingested sources). */
  readonly corpora: readonly string[]
  /** Subscription codes valid on this edition. */
  readonly subscriptions: readonly Subscription[]
  readonly routes: RouteTable
  readonly variants: Readonly<Partial<Record<Subscription, Variant>>>
  /** The edition's own names of search filters, by facet id (sites/search/facets.ts facetName). */
  readonly filterLabels: Readonly<Record<string, string>>
  /** What the home page says and shows of the edition's own material. */
  readonly home: SiteHome
  /** The search screens' modes and words of the edition. */
  readonly search: SiteSearch
  /**
   * Conventions the edition's readers use most (publication ids), listed first on /conventions
   * in this order, the rest of the register after them by title (decision 248).
   */
  readonly leadingConventions?: readonly string[]
  /** What the AI assistant offers on the edition. */
  readonly assistant: SiteAssistant
  /** How many months of news the home page shows; null when the edition has no window. */
  readonly homeNewsMonths: number | null
  /** Keys of the home page's blog feeds. */
  readonly blogKeys: readonly string[]
  readonly menu: readonly MenuItem[]
}

/** The edition's voice on its home page: all of it from the edition's own material. */
export type SiteHome = {
  /** What the collection holds, after "Search N documents:". */
  readonly holds: string
  /** The search box's example. */
  readonly placeholder: string
  /** Document types the "New content" list takes, newest additions first. */
  readonly newContentTypes: readonly string[]
  /** Titles the home features (publication ids of the edition), with a short cover label. */
  readonly featured: readonly { readonly id: string; readonly cover: string }[]
}

/** The assistant's offers that differ by edition. */
export type SiteAssistant = {
  /** Whether the assistant offers to summarise the documents it was given. */
  readonly summarize: boolean
  /** Whether the author assistant (questions on one author's writing) is offered. */
  readonly author: boolean
}

/** The edition's search: its own modes of /search, and its own words on the search screens. */
export type SiteSearch = {
  /** Subscriptions whose search has no title-only option (spec 000 §5). */
  readonly titleOnlyExcluded: readonly Subscription[]
  /**
   * By relevance, rulings and other writing rank before treaty and statute sections unless the
   * query names an instrument (server/search/case-law-first.ts, decision 247).
   */
  readonly caseLawFirst: boolean
  /** The `mode=` searches of /search the edition offers; the others are not found there. */
  readonly modes: readonly SearchModeId[]
  /** What a search of the whole collection covers, after "Search the whole collection:". */
  readonly covers: string
  /** An example of adding a term to a search, after "Add a term, e.g.". */
  readonly addExample: string
  /** The syntax help's example of each operator, in the edition's own material. */
  readonly examples: Readonly<Record<OperatorSyntax, string>>
}
