// The tools tiles of each edition's home page (spec 001 §3 Personalization: id, title,
// description, order, enabled, link, logo, label, linkText, uuid, counter). These are the
// defaults; a subscriber's customisation (order, enabled, counters) is applied over them.
import type { Edition } from '#server/content/model.ts'

export type HomeTool = {
  id: number
  /** The catalog key of the screen the tile opens (used to hide tiles outside a subscription). */
  routeKey: string
  title: string
  description: string
  order: number
  enabled: boolean
  link: string
  /** Icon id, mapped to an icon by the page. */
  logo: string
  label: string
  linkText: string
  uuid: string
  counter: number
}

type ToolSeed = Pick<HomeTool, 'routeKey' | 'title' | 'description' | 'link' | 'logo' | 'label'>

const SEEDS: Record<Edition, ToolSeed[]> = {
  KA: [
    {
      routeKey: 'awards',
      title: 'Cases & Awards',
      description:
        'Search awards, decisions and procedural orders by case, party, arbitrator and outcome.',
      link: '/awards',
      logo: 'gavel',
      label: 'Case law',
    },
    {
      routeKey: 'nyctool',
      title: 'New York Convention Tool',
      description:
        'Court decisions applying the New York Convention, by provision, jurisdiction and topic.',
      link: '/nyctool',
      logo: 'globe',
      label: 'Convention',
    },
    {
      routeKey: 'bits',
      title: 'Bilateral Investment Treaties',
      description:
        'The treaties behind investment arbitration, with their provisions side by side.',
      link: '/bits',
      logo: 'treaty',
      label: 'Treaties',
    },
    {
      routeKey: 'profile-navigator',
      title: 'Profile Navigator',
      description: 'Arbitrators with their appointments, cases and publications.',
      link: '/profile-navigator',
      logo: 'person',
      label: 'People',
    },
    {
      routeKey: 'relationship-indicator',
      title: 'Relationship Indicator',
      description: 'Find links between arbitrators, counsel, firms, states and parties.',
      link: '/relationship-indicator',
      logo: 'network',
      label: 'Conflicts',
    },
    {
      routeKey: 'compare-jurisdictions',
      title: 'Comparison of Commercial Arbitration',
      description: 'Compare arbitration laws across jurisdictions, topic by topic.',
      link: '/compare-jurisdictions/Commercial_Arbitration',
      logo: 'compare',
      label: 'Compare',
    },
  ],
  KIPL: [
    {
      routeKey: 'compare-jurisdictions',
      title: 'Patent Litigation',
      description: 'Compare patent litigation procedure and remedies across jurisdictions.',
      link: '/compare-jurisdictions/patent_litigation',
      logo: 'compare',
      label: 'Compare',
    },
    {
      routeKey: 'compare-jurisdictions',
      title: 'Trade Mark Prosecution',
      description: 'Filing, examination and opposition of trade marks, country by country.',
      link: '/compare-jurisdictions/trade_mark_prosecution',
      logo: 'compare',
      label: 'Compare',
    },
    {
      routeKey: 'case-law',
      title: 'Case Law',
      description: 'European Patent Office, copyright, patent and UPC cases in one place.',
      link: '/case-law',
      logo: 'gavel',
      label: 'Case law',
    },
    {
      routeKey: 'manual-ip.home',
      title: 'Manual IP',
      description: 'Find and compare IP prosecution information for every office.',
      link: '/manual-ip',
      logo: 'compass',
      label: 'Prosecution',
    },
    {
      routeKey: 'jurisdictions',
      title: 'Jurisdictions',
      description: 'Everything the portal holds for one country.',
      link: '/jurisdictions',
      logo: 'globe',
      label: 'Countries',
    },
    {
      routeKey: 'alerts.ip',
      title: 'IP News Alerts',
      description: 'Get the IP news you choose by e-mail.',
      link: '/ipnewsalerts',
      logo: 'mail',
      label: 'Alerts',
    },
  ],
  KCL: [
    {
      routeKey: 'market-definitions-locator',
      title: 'Market Definitions Locator',
      description: 'Product and geographic market definitions from merger and antitrust decisions.',
      link: '/market-definitions-locator',
      logo: 'target',
      label: 'Markets',
    },
    {
      routeKey: 'merger-thresholds',
      title: 'Merger Thresholds',
      description: 'Notification thresholds of merger control regimes worldwide.',
      link: '/merger-thresholds',
      logo: 'compare',
      label: 'Mergers',
    },
    {
      routeKey: 'practice-tools',
      title: 'State Aid Navigator',
      description: 'Find the State aid rules and decisions that apply to a measure.',
      link: '/practice-tools/state_aid_navigator',
      logo: 'compass',
      label: 'State aid',
    },
    {
      routeKey: 'practice-tools',
      title: 'FDI Procedure Pro',
      description: 'Foreign direct investment screening procedures compared.',
      link: '/practice-tools/fdi_procedure_pro',
      logo: 'globe',
      label: 'FDI',
    },
    {
      routeKey: 'jurisdictions',
      title: 'Jurisdictions',
      description: 'Competition law country by country.',
      link: '/jurisdictions',
      logo: 'globe',
      label: 'Countries',
    },
    {
      routeKey: 'alerts.competition',
      title: 'Competition Law News Alerts',
      description: 'Get the competition news you choose by e-mail.',
      link: '/competitionlawnewsalerts',
      logo: 'mail',
      label: 'Alerts',
    },
  ],
}

/** The edition's tools tiles in their default order, all enabled. */
export function defaultTools(edition: Edition): HomeTool[] {
  return SEEDS[edition].map((seed, index) => ({
    ...seed,
    id: index + 1,
    order: index + 1,
    enabled: true,
    linkText: `Open ${seed.title}`,
    uuid: `${edition.toLowerCase()}-tool-${index + 1}`,
    counter: 0,
  }))
}
