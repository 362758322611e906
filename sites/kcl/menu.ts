import { external, group, page, withQuery } from '../menu-items.ts'
import type { MenuItem } from '../types.ts'

const practiceArea = (topic: string) => withQuery('/search', { topic })

/** Competition menu (spec 001 §2.6): one menu for every user, so no item has allowedSubs. */
export const kclMenu: MenuItem[] = [
  page('Home', '/', { order: 0, icon: 'home' }),
  group(
    'Books & Journals',
    [page('Books', '/books'), page('Journals', '/journals'), page('New Content', '/new-content')],
    { order: 1, icon: 'book' },
  ),
  group(
    'EU Resources',
    [
      page('Annual Reports on Competition Policy', '/document/TOC_EU_COMPETITION_ANNUAL_REPORTS'),
      page(
        'Commission Decisions',
        withQuery('/search', { source: 'European Commission decisions' }),
      ),
      page('Court Decisions', withQuery('/search', { source: 'CJEU judgments' })),
      page('Digital Markets Act', practiceArea('Digital Markets Act')),
      page('Foreign Subsidies Regulation', practiceArea('Foreign Subsidies Regulation')),
    ],
    { order: 2, icon: 'eu' },
  ),
  page('Jurisdictions', '/jurisdictions', { order: 3, icon: 'globe' }),
  group(
    'News',
    [
      page('News', '/news'),
      external("Chillin'Competition Blog", 'https://chillingcompetition.com'),
      page('Competition Law News Alerts', '/competitionlawnewsalerts'),
      page('Subscribe to News Alerts', '/competitionlawnewsalerts/subscribe'),
    ],
    { order: 4, icon: 'news' },
  ),
  group(
    'Practice Areas',
    [
      page('Antitrust', practiceArea('Antitrust')),
      page('Cartels', practiceArea('Cartels')),
      page('Mergers', practiceArea('Mergers')),
      page('State Aid', practiceArea('State Aid')),
    ],
    { order: 5, icon: 'scales' },
  ),
  group(
    'Practice Tools',
    [
      page('Smart Charts', withQuery('/smartcharts', { product: 'competition' }), {
        target: '_blank',
      }),
      page('FDI Procedure Pro', '/practice-tools/fdi_procedure_pro'),
      page('Market Definitions Locator', '/market-definitions-locator'),
      page('Merger Thresholds', '/merger-thresholds'),
      page('State Aid Navigator', '/practice-tools/state_aid_navigator'),
    ],
    { order: 6, icon: 'tools' },
  ),
]
