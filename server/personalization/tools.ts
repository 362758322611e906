// The tools tiles of each edition's home page (spec 001 §3 Personalization: tools). The texts
// are the portal's own; each user may reorder and hide them (customization).

export interface ToolTile {
  /** Stable id, also the tile's uuid. */
  id: string
  title: string
  description: string
  link: string
  linkText: string
  /** Icon id, mapped to an icon by the page. */
  logo: string
  label: string
}

const tile = (
  id: string,
  title: string,
  link: string,
  description: string,
  logo = 'tools',
  label = '',
): ToolTile => ({ id, title, description, link, linkText: `Open ${title}`, logo, label })

export const toolTiles: Readonly<Record<'KA' | 'KIPL' | 'KCL', readonly ToolTile[]>> = {
  KA: [
    tile(
      'awards',
      'Cases & Awards',
      '/awards',
      'Search arbitral awards and the cases they belong to.',
      'gavel',
    ),
    tile(
      'bits',
      'Bilateral Investment Treaties',
      '/bits',
      'Find treaties by party, date and status.',
      'treaty',
    ),
    tile(
      'conventions',
      'Conventions',
      '/conventions',
      'Multilateral conventions and their texts.',
      'treaty',
    ),
    tile(
      'nyctool',
      'New York Convention Tool',
      '/nyctool',
      'Court decisions applying the New York Convention, by provision and country.',
      'globe',
    ),
    tile(
      'profile-navigator',
      'Profile Navigator',
      '/profile-navigator',
      'Arbitrators, their cases and appointments.',
      'person',
    ),
    tile(
      'relationship-indicator',
      'Relationship Indicator',
      '/relationship-indicator',
      'Connections between arbitrators, firms, states and parties.',
      'network',
    ),
    tile(
      'practical-insights',
      'Practical Insights',
      '/practical-insights',
      'Short answers to practical questions of arbitration.',
      'lightbulb',
    ),
    tile(
      'templates-and-examples',
      'Templates & Examples',
      '/templates-and-examples',
      'Model clauses, procedural orders and checklists.',
      'document',
    ),
    tile(
      'compare-jurisdictions',
      'Comparison of Commercial Arbitration',
      '/compare-jurisdictions/Commercial_Arbitration',
      'Compare arbitration law across jurisdictions, topic by topic.',
      'compare',
    ),
  ],
  KIPL: [
    tile(
      'case-law',
      'Case Law',
      '/case-law',
      'Patent, trade mark, copyright and design decisions.',
      'gavel',
    ),
    tile(
      'compare-patent-litigation',
      'Patent Litigation',
      '/compare-jurisdictions/patent_litigation',
      'Compare patent litigation across jurisdictions.',
      'compare',
    ),
    tile(
      'compare-trade-mark-litigation',
      'Trade Mark Litigation',
      '/compare-jurisdictions/trade_mark_litigation',
      'Compare trade mark litigation across jurisdictions.',
      'compare',
    ),
    tile('jurisdictions', 'Jurisdictions', '/jurisdictions', 'IP law country by country.', 'globe'),
    tile(
      'manual-ip',
      'Manual IP',
      '/manual-ip',
      'Find and compare IP prosecution information.',
      'compass',
    ),
    tile(
      'upc',
      'Unified Patent Court',
      '/search?mode=unified-patent-court',
      'Decisions and materials of the Unified Patent Court.',
      'gavel',
    ),
  ],
  KCL: [
    tile(
      'market-definitions-locator',
      'Market Definitions Locator',
      '/market-definitions-locator',
      'Relevant market definitions from competition decisions.',
      'search',
    ),
    tile(
      'merger-thresholds',
      'Merger Thresholds',
      '/merger-thresholds',
      'Notification thresholds for merger control, by jurisdiction.',
      'compare',
    ),
    tile(
      'state-aid-navigator',
      'State Aid Navigator',
      '/practice-tools/state_aid_navigator',
      'State aid rules and decisions step by step.',
      'compass',
    ),
    tile(
      'fdi-procedure-pro',
      'FDI Procedure Pro',
      '/practice-tools/fdi_procedure_pro',
      'Foreign direct investment screening procedures.',
      'globe',
    ),
    tile(
      'jurisdictions',
      'Jurisdictions',
      '/jurisdictions',
      'Competition law country by country.',
      'globe',
    ),
  ],
}

export function toolTilesFor(siteId: string): readonly ToolTile[] {
  return Object.hasOwn(toolTiles, siteId) ? toolTiles[siteId as keyof typeof toolTiles] : []
}
