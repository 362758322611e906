import { external, group, page, withQuery } from '../menu-items.ts'
import type { MenuItem } from '../types.ts'

/**
 * Filter values of the content (sources, and practice areas: topics written 'parent>child').
 * sites/menu-content.test.ts checks each against the starter index. Where the content has
 * nothing for an item the spec requires, it opens the nearest search (README, Decisions).
 */
const COMMISSION_CASES = 'European Commission antitrust cases'
const CJEU_JUDGMENTS = 'Court of Justice of the EU judgments'
const COMPETITION = 'Competition law'
const ANTITRUST = 'Competition law>Antitrust'
const AGREEMENTS = 'Competition law>Anticompetitive agreements'
const DOMINANCE = 'Competition law>Abuse of dominance'
const CARTELS = 'Competition law>Cartels'
const STATE_AID = 'Competition law>State aid'

/** Competition menu (spec 001 §2.6): one menu for every user, so no item has allowedSubs. */
export const kclMenu: MenuItem[] = [
  page('Home', '/', { order: 0, icon: 'home' }),
  group(
    'Books & Journals',
    [
      page('Books', '/books'),
      page('Journals', '/journals', { listing: 'journals' }),
      page('New Content', '/new-content'),
    ],
    { order: 1, icon: 'book' },
  ),
  group(
    'EU Resources',
    [
      // No annual report in the content: the Commission's cases, newest first.
      page(
        'Annual Reports on Competition Policy',
        withQuery('/new-content', { source: COMMISSION_CASES }),
      ),
      page('Commission Decisions', withQuery('/search', { source: COMMISSION_CASES })),
      page('Court Decisions', withQuery('/search', { source: CJEU_JUDGMENTS })),
      // The Regulation itself: recitals, articles and the Annex.
      page('Digital Markets Act', '/document/eu-32022r1925'),
      // No FSR material: the state aid case law, whose notions the FSR borrows.
      page('Foreign Subsidies Regulation', withQuery('/search', { topic: STATE_AID })),
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
      // Articles 101 and 102 TFEU: the Commission files its cases under the two subtopics.
      page('Antitrust', withQuery('/search', { topic: [ANTITRUST, AGREEMENTS, DOMINANCE] })),
      page('Cartels', withQuery('/search', { topic: CARTELS })),
      // No merger topic: merger control texts and judgments of competition law, by their words.
      page(
        'Mergers',
        withQuery('/search', {
          q: 'merger* OR concentration* OR Zusammenschluss*',
          topic: COMPETITION,
        }),
      ),
      page('State Aid', withQuery('/search', { topic: STATE_AID })),
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
