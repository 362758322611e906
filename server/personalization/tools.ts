// The tools tiles of each edition's home page (spec 001 §3 Personalization: tools). The texts
// are the portal's own; each user may reorder and hide them (customization). A tile is shown
// only when the screen it opens exists and the viewer's subscription opens it, so tiles of
// screens still to come appear by themselves once their route is mounted.
import {
  mountedRouteKeys,
  routeAccess,
  type RouteKey,
  type Site,
  type SiteId,
  type Subscription,
} from '#sites/index.ts'
import type { SearchMode } from '#sites/search/modes.ts'

export interface ToolTile {
  /** Stable id, also the tile's uuid. */
  id: string
  /** The catalog key of the screen the tile lands on. */
  routeKey: RouteKey
  title: string
  description: string
  link: string
  linkText: string
  /** Icon id, mapped to an icon by the page. */
  logo: string
  label: string
  /** The search listing the tile opens: hidden while the edition holds nothing there. */
  listing?: SearchMode
}

const tile = (
  id: string,
  routeKey: RouteKey,
  title: string,
  link: string,
  description: string,
  logo: string,
  label: string,
): ToolTile => ({ id, routeKey, title, description, link, linkText: `Open ${title}`, logo, label })

/** Tiles every edition has, each landing on a screen of its own. */
const common = {
  books: tile(
    'books',
    'books',
    'Books',
    '/books',
    'Commentaries and handbooks, searched by title, author and chapter.',
    'book',
    'Library',
  ),
  journals: {
    ...tile(
      'journals',
      'journals',
      'Journals',
      '/journals',
      'Journal articles and their issues.',
      'book',
      'Library',
    ),
    listing: 'journals' as const,
  },
  newContent: tile(
    'new-content',
    'new-content',
    'New Content',
    '/new-content',
    'What was added to the collection lately.',
    'document',
    'Updates',
  ),
  assistant: tile(
    'assistant',
    'assistant',
    'AI Assistant',
    '/assistant',
    'Ask a question and get an answer drawn from the documents, with its sources.',
    'spark',
    'Assistant',
  ),
}

export const toolTiles: Readonly<Record<SiteId, readonly ToolTile[]>> = {
  KA: [
    tile(
      'awards',
      'awards',
      'Cases & Awards',
      '/awards',
      'Search arbitral awards and the cases they belong to.',
      'gavel',
      'Case law',
    ),
    tile(
      'nycsearch',
      'nycsearch',
      'New York Convention Decisions',
      '/nycsearch',
      'Court decisions applying the New York Convention.',
      'globe',
      'Convention',
    ),
    tile(
      'bits',
      'bits',
      'Bilateral Investment Treaties',
      '/bits',
      // What /bits holds: no source gives a treaty's status, and dates only for the register's.
      'The treaties the cases were brought under and the register’s texts: parties and cases.',
      'treaty',
      'Treaties',
    ),
    tile(
      'conventions',
      'conventions',
      'Conventions',
      '/conventions',
      'Multilateral conventions and their texts.',
      'treaty',
      'Treaties',
    ),
    tile(
      'profile-navigator',
      'profile-navigator',
      'Profile Navigator',
      '/profile-navigator',
      'Arbitrators, their cases and appointments.',
      'person',
      'People',
    ),
    tile(
      'relationship-indicator',
      'relationship-indicator',
      'Relationship Indicator',
      '/relationship-indicator',
      'Connections between arbitrators, firms, states and parties.',
      'network',
      'Conflicts',
    ),
    tile(
      'practical-insights',
      'practical-insights',
      'Practical Insights',
      '/practical-insights',
      'Short answers to practical questions of arbitration.',
      'lightbulb',
      'Insights',
    ),
    tile(
      'templates-and-examples',
      'templates-and-examples',
      'Templates & Examples',
      '/templates-and-examples',
      'Model clauses, procedural orders and checklists.',
      'document',
      'Drafting',
    ),
    tile(
      'compare-jurisdictions',
      'compare-jurisdictions',
      'Comparison of Commercial Arbitration',
      '/compare-jurisdictions/Commercial_Arbitration',
      'Compare arbitration law across jurisdictions, topic by topic.',
      'compare',
      'Compare',
    ),
    common.books,
    common.journals,
    common.newContent,
    tile(
      'alerts',
      'alerts.ita',
      'ITA Arbitration Report',
      '/itaarbitrationreport',
      'The arbitration news you choose, by e-mail.',
      'mail',
      'Alerts',
    ),
    common.assistant,
  ],
  KIPL: [
    tile(
      'case-law',
      'case-law',
      'Case Law',
      '/case-law',
      'Patent, trade mark, copyright and design decisions.',
      'gavel',
      'Case law',
    ),
    tile(
      'compare-patent-litigation',
      'compare-jurisdictions',
      'Patent Litigation',
      '/compare-jurisdictions/patent_litigation',
      'Compare patent litigation across jurisdictions.',
      'compare',
      'Compare',
    ),
    tile(
      'compare-trade-mark-litigation',
      'compare-jurisdictions',
      'Trade Mark Litigation',
      '/compare-jurisdictions/trade_mark_litigation',
      'Compare trade mark litigation across jurisdictions.',
      'compare',
      'Compare',
    ),
    tile(
      'jurisdictions',
      'jurisdictions',
      'Jurisdictions',
      '/jurisdictions',
      'IP law country by country.',
      'globe',
      'Countries',
    ),
    tile(
      'manual-ip',
      'manual-ip.home',
      'Manual IP',
      '/manual-ip',
      'Find and compare IP prosecution information.',
      'compass',
      'Prosecution',
    ),
    common.books,
    common.journals,
    common.newContent,
    tile(
      'alerts',
      'alerts.ip',
      'IP News Alerts',
      '/ipnewsalerts',
      'The IP news you choose, by e-mail.',
      'mail',
      'Alerts',
    ),
    common.assistant,
  ],
  KCL: [
    tile(
      'market-definitions-locator',
      'market-definitions-locator',
      'Market Definitions Locator',
      '/market-definitions-locator',
      'Relevant market definitions from competition decisions.',
      'search',
      'Markets',
    ),
    tile(
      'merger-thresholds',
      'compare-jurisdictions',
      'Merger Thresholds',
      '/merger-thresholds',
      'Notification thresholds for merger control, by jurisdiction.',
      'compare',
      'Mergers',
    ),
    tile(
      'state-aid-navigator',
      'compare-jurisdictions',
      'State Aid Navigator',
      '/practice-tools/state_aid_navigator',
      'State aid rules and decisions step by step.',
      'compass',
      'State aid',
    ),
    tile(
      'fdi-procedure-pro',
      'compare-jurisdictions',
      'FDI Procedure Pro',
      '/practice-tools/fdi_procedure_pro',
      'Foreign direct investment screening procedures.',
      'globe',
      'FDI',
    ),
    tile(
      'jurisdictions',
      'jurisdictions',
      'Jurisdictions',
      '/jurisdictions',
      'Competition law country by country.',
      'globe',
      'Countries',
    ),
    common.books,
    common.journals,
    common.newContent,
    tile(
      'alerts',
      'alerts.competition',
      'Competition Law News Alerts',
      '/competitionlawnewsalerts',
      'The competition news you choose, by e-mail.',
      'mail',
      'Alerts',
    ),
    common.assistant,
  ],
}

export function toolTilesFor(siteId: string): readonly ToolTile[] {
  return Object.hasOwn(toolTiles, siteId) ? toolTiles[siteId as keyof typeof toolTiles] : []
}

/** The listings an edition's tiles open (counted with the menu's before a page is shown). */
export function tileListings(siteId: string): SearchMode[] {
  return toolTilesFor(siteId).flatMap((t) => (t.listing ? [t.listing] : []))
}

/**
 * The tiles (in their given order) whose screen exists, which the subscription opens and whose
 * listing, if any, holds something on the edition.
 */
export function openableTools<T extends ToolTile>(
  tools: readonly T[],
  site: Site,
  subscription: Subscription | null,
  emptyListings: ReadonlySet<string> = new Set(),
): T[] {
  const mounted = mountedRouteKeys()
  return tools.filter(
    (t) =>
      mounted.has(t.routeKey) &&
      routeAccess(site, t.routeKey, subscription) === 'ok' &&
      !(t.listing && emptyListings.has(t.listing)) &&
      // A tile opening what a hidden menu item opens (Books, while the edition holds none).
      !emptyListings.has(t.link),
  )
}
