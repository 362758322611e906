import { external, group, page, withQuery } from '../menu-items.ts'
import type { MenuItem } from '../types.ts'
import { SINGLE_BOOK_HOMES } from './variants.ts'

/** Subscriptions with the whole IP table; the single-book ones (GPL, ILTT, SPW) see Home only. */
const FULL = ['IPL', 'PL', 'MIP', 'CT'] as const
/** IP (all areas) and patent law. */
const PATENT = ['IPL', 'PL'] as const

/**
 * Case law presets: each lists the court rulings its label names (sites/menu-holds.ts), and is
 * hidden while the collection holds too few of them.
 */
const COURT_RULINGS = ['Judgments', 'Court decisions']
const IP = 'Intellectual property'
const rulings = (filters: Record<string, string | readonly string[]>) =>
  withQuery('/search', { type: COURT_RULINGS, ...filters })

/** The patent treaties of the EPC & PCT and UP & UPC groups (their tables of contents). */
const TREATY = {
  epc: '/document/BWBV0003819',
  pct: '/document/BWBV0004680',
  /** Agreement on the application of Article 65 EPC (London, 2000). */
  londonAgreement: '/document/BWBV0004722',
  upcAgreement: '/document/BWBV0006168',
} as const

const compare = (slug: string) => `/compare-jurisdictions/${slug}`

/**
 * IP menu (spec 001 §2.6). Visibility by subscription: IPL sees everything; PL the patent items
 * (EPO, patent and UPC case law, EPC & PCT, UP & UPC, patent tools, Manual IP); CT the trade
 * secret and licensing items and journals; MIP Manual IP and the common items.
 */
export const kiplMenu: MenuItem[] = [
  page('Home', '/', { order: 0, icon: 'home', allowedSubs: FULL }),
  page('Home', SINGLE_BOOK_HOMES.GPL, { order: 0, icon: 'home', allowedSubs: ['GPL'] }),
  page('Home', SINGLE_BOOK_HOMES.ILTT, { order: 0, icon: 'home', allowedSubs: ['ILTT'] }),
  page('Home', SINGLE_BOOK_HOMES.SPW, { order: 0, icon: 'home', allowedSubs: ['SPW'] }),
  group(
    'Books & Journals',
    [
      page('Books', '/books'),
      page('Journals', '/journals', { allowedSubs: ['IPL', 'PL', 'CT'], listing: 'journals' }),
      page('New Content', '/new-content'),
      page('News', '/news'),
    ],
    { order: 1, icon: 'book', allowedSubs: FULL },
  ),
  group(
    'Case Law',
    [
      page('All Case Law', '/case-law', { allowedSubs: ['IPL', 'PL', 'CT'] }),
      page(
        'European Patent Office Cases',
        withQuery('/search', { 'f.court': 'Boards of Appeal of the European Patent Office' }),
        { allowedSubs: PATENT },
      ),
      page('Copyright Cases', rulings({ topic: `${IP}>Copyright` }), { allowedSubs: ['IPL'] }),
      page('Patent Cases', rulings({ topic: `${IP}>Patents` }), { allowedSubs: PATENT }),
      page('US IP Cases', rulings({ 'f.jurisdiction': 'United States', topic: IP }), {
        allowedSubs: ['IPL'],
      }),
      page(
        'US Trade Secret Cases',
        rulings({ 'f.jurisdiction': 'United States', topic: `${IP}>Trade secrets` }),
        { allowedSubs: ['IPL', 'CT'] },
      ),
      page('UPC Cases', rulings({ 'f.court': 'Unified Patent Court' }), { allowedSubs: PATENT }),
    ],
    { order: 2, icon: 'gavel' },
  ),
  group(
    'EPC & PCT',
    [
      page('European Patent Convention', TREATY.epc),
      page('Patent Cooperation Treaty', TREATY.pct),
      page('London Agreement (Article 65 EPC)', TREATY.londonAgreement),
      page('Useful Links', '/usefullinks'),
      page('EQE Materials', '/eqe-materials'),
      page('Smart Charts: EPC & PCT Procedure', withQuery('/smartcharts', { product: 'epc-pct' }), {
        target: '_blank',
      }),
    ],
    { order: 3, icon: 'patent', allowedSubs: PATENT },
  ),
  group(
    'IP Tools',
    [
      page('Patent Litigation', compare('patent_litigation'), { allowedSubs: PATENT }),
      page('Patent Prosecution', compare('patent_prosecution'), { allowedSubs: PATENT }),
      page('Supplementary Protection Certificates', compare('supplementary_protection'), {
        allowedSubs: PATENT,
      }),
      page('Trade Mark Litigation', compare('trade_mark_litigation'), { allowedSubs: ['IPL'] }),
      page('Trade Mark Prosecution', compare('trade_mark_prosecution'), { allowedSubs: ['IPL'] }),
      page('Copyright', compare('copyright'), { allowedSubs: ['IPL'] }),
      page('Design Protection', compare('design_protection'), { allowedSubs: ['IPL'] }),
      page('Trade Secrets', compare('trade_secrets'), { allowedSubs: ['IPL', 'CT'] }),
      page('IP Licensing and Competition', compare('ip_licensing_competition'), {
        allowedSubs: ['IPL', 'CT'],
      }),
      page('Jurisdictions', '/jurisdictions'),
      page('Smart Charts: IP', withQuery('/smartcharts', { product: 'ip' }), {
        target: '_blank',
        allowedSubs: PATENT,
      }),
      page('IP News Alerts', '/ipnewsalerts'),
    ],
    { order: 4, icon: 'tools', allowedSubs: FULL },
  ),
  page('Manual IP', '/manual-ip', { order: 5, icon: 'compass', allowedSubs: ['IPL', 'PL', 'MIP'] }),
  group(
    'UP & UPC',
    [
      page('Agreement on a Unified Patent Court', TREATY.upcAgreement),
      page('Annotated UPC Agreement', '/practice-tools/annotated_upc_agreement'),
      // Each searches the text of its instruments, not decisions or patents: the labels say so.
      page(
        'UPC Agreement: search the text',
        withQuery('/search', { mode: 'unified-patent-court' }),
      ),
      page(
        'Unitary Patent Regulations: search the text',
        withQuery('/search', { mode: 'unitary-patent' }),
      ),
      external('The IPKat Blog', 'https://ipkitten.blogspot.com'),
      // The publisher's white paper is not in the collection: the item opens the EPO's own guide.
      external(
        'Unitary Patent Guide (EPO)',
        'https://www.epo.org/applying/european/guide-up/html/e/uppg_a_i.html',
      ),
    ],
    { order: 6, icon: 'landmark', allowedSubs: PATENT },
  ),
]
