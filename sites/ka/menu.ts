import { external, group, page, withQuery } from '../menu-items.ts'
import type { MenuItem } from '../types.ts'
import { IHB_HOME } from './variants.ts'

const FULL = ['KA', 'KAPP'] as const

/**
 * The books of one series of the arbitration council's publications, newest first; hidden while
 * the collection holds none (sites/menu-holds.ts).
 */
function series(title: string): MenuItem {
  return page(
    title,
    withQuery('/books', { source: title, dateType: 'book-sort-date', sortBy: 'date' }),
  )
}

/** Arbitration menu (spec 001 §2.6). KA and KAPP see every group; YB and IHB see Home only. */
export const kaMenu: MenuItem[] = [
  page('Home', '/', { order: 0, icon: 'home', allowedSubs: FULL }),
  page('Home', '/books', { order: 0, icon: 'home', allowedSubs: ['YB'] }),
  page('Home', IHB_HOME, { order: 0, icon: 'home', allowedSubs: ['IHB'] }),
  group(
    'Books & Publications',
    [
      page('Books', '/books'),
      page('Journals', '/journals', { listing: 'journals' }),
      page('New Content', '/new-content'),
      page('News', '/news'),
    ],
    { order: 1, icon: 'book', allowedSubs: FULL },
  ),
  group(
    'Our Tools',
    [
      page('Cases & Awards', '/awards'),
      page('Bilateral Investment Treaties', '/bits'),
      page('Conventions', '/conventions'),
      page('New York Convention Tool', '/nyctool'),
      page('Organizations', '/organizations'),
      page('Practical Insights', '/practical-insights'),
      page('Profile Navigator', '/profile-navigator'),
      page('Relationship Indicator', '/relationship-indicator'),
      page('Arbitral Institutions Quick Answers', '/quickanswers/arbitral_institutions'),
      page('Templates & Examples', '/templates-and-examples'),
      page('Comparison of Commercial Arbitration', '/compare-jurisdictions/Commercial_Arbitration'),
    ],
    { order: 2, icon: 'tools', allowedSubs: FULL },
  ),
  group(
    'ICCA Publications',
    [
      series('Yearbook Commercial Arbitration'),
      series('ICCA Congress Series'),
      series('International Handbook on Commercial Arbitration'),
      series('ICCA Reports'),
    ],
    { order: 3, icon: 'library', allowedSubs: FULL },
  ),
  group(
    'AI Hub',
    // The collection holds none of these guidelines: each item opens its publisher's own page.
    [
      external(
        'SVAMC Guidelines on the Use of AI in Arbitration (2024)',
        'https://thearbitration.org/aiportal/',
      ),
      external(
        'CIArb Guideline on the Use of AI in Arbitration (2025)',
        'https://www.ciarb.org/news-listing/call-for-feedback-ciarb-s-guideline-on-the-use-of-ai-in-arbitration/',
      ),
      external(
        'SCC Guide to the Use of AI in SCC Cases (2024)',
        'https://sccarbitrationinstitute.se/nyheter-och-event/news/scc-arbitration-institute-leads-way-embracing-age-ai',
      ),
      // The AAAi Standards replaced the AAA-ICDR Principles of 2023.
      external(
        'AAAi Standards for the Use of AI in ADR (AAA-ICDR)',
        'https://www.adr.org/index.php/blog/AAAi-standards-AI-in-ADR',
      ),
      external(
        'JAMS Artificial Intelligence Disputes Clause and Rules',
        'https://www.jamsadr.com/news/2024/jams-announces-new-artificial-intelligence-disputes-clause-and-rules',
      ),
      external(
        'VIAC Note on the Use of AI in Arbitration Proceedings',
        'https://www.viac.eu/viac-publishes-a-note-on-the-use-of-ai-in-arbitration-proceedings/',
      ),
      external(
        'CIETAC Guidelines on the Use of AI Technology in Arbitration',
        'https://www.cietac.org/',
      ),
      external(
        'Judicial Guidance on Artificial Intelligence (UK)',
        'https://www.judiciary.uk/guidance-and-resources/artificial-intelligence-ai-judicial-guidance-2',
      ),
      external(
        'Guide on the Use of Generative AI Tools by Court Users (Singapore)',
        'https://ask.gov.sg/sgcourts/questions/cmdwtgn00009qixmc7h9hcenx',
      ),
      external(
        'EU Artificial Intelligence Act (Regulation 2024/1689)',
        'https://eur-lex.europa.eu/eli/reg/2024/1689/oj',
      ),
      external(
        'Bar Council: Using Generative AI Based on LLMs',
        'https://www.barcouncilethics.co.uk/documents/considerations-when-using-chatgpt-and-generative-ai-software-based-on-large-language-models/',
      ),
      external(
        'Law Society: Generative AI, the Essentials',
        'https://www.lawsociety.org.uk/topics/ai-and-lawtech/generative-ai-the-essentials',
      ),
      external(
        'IBA Report: Artificial Intelligence and the Legal Profession',
        'https://www.ibanet.org/The-future-is-now-artificial-intelligence-and-the-legal-profession',
      ),
      external(
        'ICC Commission Report: Leveraging Technology in Arbitration',
        'https://iccwbo.org/news-publications/arbitration-adr-rules-and-tools/icc-arbitration-and-adr-commission-report-on-leveraging-technology-for-fair-effective-and-efficient-international-arbitration-proceedings/',
      ),
    ],
    { order: 4, icon: 'sparkles', allowedSubs: FULL },
  ),
  group(
    'Our Partners',
    [
      external('ICSID', 'https://icsid.worldbank.org'),
      external('Permanent Court of Arbitration (PCA)', 'https://pca-cpa.org'),
      external('ICC International Court of Arbitration', 'https://iccwbo.org'),
      external('London Court of International Arbitration (LCIA)', 'https://www.lcia.org'),
      external('SCC Arbitration Institute', 'https://sccarbitrationinstitute.se'),
      external('Singapore International Arbitration Centre (SIAC)', 'https://siac.org.sg'),
      external('Hong Kong International Arbitration Centre (HKIAC)', 'https://www.hkiac.org'),
      external('CIETAC', 'https://www.cietac.org'),
      external('German Arbitration Institute (DIS)', 'https://www.disarb.org'),
      external('Swiss Arbitration Centre', 'https://www.swissarbitration.org'),
      external('Vienna International Arbitral Centre (VIAC)', 'https://www.viac.eu'),
      external('Milan Chamber of Arbitration (CAM)', 'https://www.camera-arbitrale.it'),
      external('Japan Commercial Arbitration Association (JCAA)', 'https://www.jcaa.or.jp'),
      external('KCAB International', 'https://www.kcabinternational.or.kr'),
      external(
        'Australian Centre for International Commercial Arbitration',
        'https://acica.org.au',
      ),
      external('American Arbitration Association (AAA-ICDR)', 'https://www.adr.org'),
      external('Cairo Regional Centre (CRCICA)', 'https://crcica.org'),
      external('Dubai International Arbitration Centre (DIAC)', 'https://www.diac.com'),
      external('Netherlands Arbitration Institute (NAI)', 'https://www.nai-nl.org'),
      external('CEPANI', 'https://www.cepani.be'),
      external(
        'Arbitration Institute of the Finland Chamber of Commerce',
        'https://arbitration.fi',
      ),
      external('Court of Arbitration for Sport (CAS)', 'https://www.tas-cas.org'),
      external('WIPO Arbitration and Mediation Center', 'https://www.wipo.int/amc/en/'),
      external('Bahrain Chamber for Dispute Resolution (BCDR)', 'https://www.bcdr-aaa.org'),
      external('Saudi Center for Commercial Arbitration (SCCA)', 'https://sadr.org'),
      external('Asian International Arbitration Centre (AIAC)', 'https://www.aiac.world'),
      external('Mumbai Centre for International Arbitration (MCIA)', 'https://mcia.org.in'),
      external('Shanghai International Arbitration Center (SHIAC)', 'https://www.shiac.org'),
      external('Istanbul Arbitration Centre (ISTAC)', 'https://istac.org.tr'),
      external('Arbitration Foundation of Southern Africa (AFSA)', 'https://www.arbitration.co.za'),
      external('JAMS', 'https://www.jamsadr.com'),
      external('Chartered Institute of Arbitrators (CIArb)', 'https://www.ciarb.org'),
      external(
        'International Council for Commercial Arbitration (ICCA)',
        'https://www.arbitration-icca.org',
      ),
      external('UNCITRAL', 'https://uncitral.un.org'),
      external('Polish Chamber of Commerce Court of Arbitration', 'https://sakig.pl'),
    ],
    { order: 5, icon: 'handshake', allowedSubs: FULL },
  ),
]
