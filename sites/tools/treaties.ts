// The vocabulary of the treaty lists (/bits, /conventions) and the New York Convention tool
// (/nyctool…), shared by their pages and the treaty service (server/treaties): which document
// types each list holds, the Convention's articles and the grounds the topic view browses.

/** The two treaty lists: the document types each one holds (spec 001 §2.1). */
export const TREATY_LISTS = {
  bits: {
    title: 'Bilateral Investment Treaties',
    types: ['Bilateral investment treaties'],
    path: '/bits',
  },
  conventions: { title: 'Conventions', types: ['Conventions'], path: '/conventions' },
} as const
export type TreatyListKind = keyof typeof TREATY_LISTS

/** Rows per page of a treaty list and of the New York Convention tool's lists (spec 001 §9). */
export const TREATY_PAGE_SIZE = 10

/** The Convention's sixteen articles: its number in the address, its roman numeral, its subject. */
export const NYC_ARTICLES = [
  { number: 1, roman: 'I', subject: 'Scope of application and reservations' },
  { number: 2, roman: 'II', subject: 'Arbitration agreements in writing' },
  { number: 3, roman: 'III', subject: 'Recognition and enforcement of awards' },
  { number: 4, roman: 'IV', subject: 'Documents the applicant supplies' },
  { number: 5, roman: 'V', subject: 'Grounds for refusing recognition and enforcement' },
  { number: 6, roman: 'VI', subject: 'Adjournment and security' },
  { number: 7, roman: 'VII', subject: 'Other treaties and more favourable law' },
  { number: 8, roman: 'VIII', subject: 'Signature and ratification' },
  { number: 9, roman: 'IX', subject: 'Accession' },
  { number: 10, roman: 'X', subject: 'Territorial application' },
  { number: 11, roman: 'XI', subject: 'Federal or non-unitary States' },
  { number: 12, roman: 'XII', subject: 'Entry into force' },
  { number: 13, roman: 'XIII', subject: 'Denunciation' },
  { number: 14, roman: 'XIV', subject: 'Reciprocity between Contracting States' },
  { number: 15, roman: 'XV', subject: 'Notifications by the Secretary-General' },
  { number: 16, roman: 'XVI', subject: 'Authentic texts and deposit' },
] as const
export type NycArticle = (typeof NYC_ARTICLES)[number]

/**
 * The United States' implementing law beside the Convention's articles: chapter 2 of the Federal
 * Arbitration Act (9 U.S.C. §§ 201-208), by article number. Section 201 enforces the whole
 * Convention; the others carry out one article each.
 */
export const NYC_US_SECTIONS: Readonly<Record<number, readonly string[]>> = {
  1: ['201', '202'],
  2: ['201', '206'],
  3: ['201', '203', '207'],
  4: ['201', '207'],
  5: ['201', '207'],
  6: ['201', '207'],
  7: ['201', '208'],
}
/** The book of 9 U.S.C. and its chapter id of a section ('us-9usc_s207'). */
export const usCodeTitle9Section = (section: string) => `us-9usc_s${section}`

/** An article from its address segment: '5' or 'V' (any case); undefined otherwise. */
export function nycArticleOf(segment: string): NycArticle | undefined {
  const s = segment.trim()
  if (/^\d{1,2}$/.test(s)) return NYC_ARTICLES.find((a) => a.number === Number(s))
  return NYC_ARTICLES.find((a) => a.roman === s.toUpperCase())
}

/**
 * The grounds the topic view browses: each names the article it comes from and the words a
 * decision uses when it deals with it (query terms of the search language; they are searched near
 * a mention of the Convention, so a decision that only quotes them elsewhere is not listed). A
 * ground of Article V is also found by its citation ('Article V(1)(b)', the words "article v 1 b"
 * of the index) and by the English Arbitration Act 1996's section enacting it ('section
 * 103(2)(c)'), which the English courts apply.
 */
export const NYC_TOPICS = [
  {
    id: 'scope',
    label: 'Scope, reciprocity and commercial reservations',
    article: 1,
    ref: 'Article I',
    terms: [
      'reciprocity',
      '"commercial reservation"',
      '"considered as commercial"',
      '"foreign arbitral award"',
    ],
  },
  {
    id: 'writing',
    label: 'The agreement in writing',
    article: 2,
    ref: 'Article II(1)-(2)',
    terms: ['"agreement in writing"', '"agreed in writing"', '"exchange of letters"'],
  },
  {
    id: 'referral',
    label: 'Referral to arbitration by a court',
    article: 2,
    ref: 'Article II(3)',
    terms: [
      '"null and void"',
      'inoperative',
      '"incapable of being performed"',
      '"refer the parties"',
    ],
  },
  {
    id: 'formalities',
    label: 'Documents and translations to supply',
    article: 4,
    ref: 'Article IV',
    terms: ['"duly authenticated"', '"certified copy"', '"certified translation"'],
  },
  {
    id: 'invalid-agreement',
    label: 'Incapacity or invalid arbitration agreement',
    article: 5,
    ref: 'Article V(1)(a)',
    terms: ['incapacity', '"not valid"', '"invalid arbitration agreement"'],
    cites: [
      '"article v 1 a"',
      '"art v 1 a"',
      '"section 103 2 a"',
      '"section 103 2 b"',
      '"s 103 2 b"',
    ],
  },
  {
    id: 'due-process',
    label: 'Proper notice and the right to present one’s case',
    article: 5,
    ref: 'Article V(1)(b)',
    terms: ['"proper notice"', '"unable to present"', '"due process"'],
    cites: ['"article v 1 b"', '"art v 1 b"', '"section 103 2 c"', '"s 103 2 c"'],
  },
  {
    id: 'excess',
    label: 'Award beyond the submission to arbitration',
    article: 5,
    ref: 'Article V(1)(c)',
    terms: ['"beyond the scope"', '"not contemplated"', '"excess of jurisdiction"'],
    cites: ['"article v 1 c"', '"art v 1 c"', '"section 103 2 d"', '"s 103 2 d"'],
  },
  {
    id: 'composition',
    label: 'Composition of the tribunal and the arbitral procedure',
    article: 5,
    ref: 'Article V(1)(d)',
    terms: [
      '"composition of the arbitral"',
      '"composition of the tribunal"',
      '"arbitral procedure"',
    ],
    cites: ['"article v 1 d"', '"art v 1 d"', '"section 103 2 e"', '"s 103 2 e"'],
  },
  {
    id: 'set-aside',
    label: 'Award not binding, set aside or suspended',
    article: 5,
    ref: 'Article V(1)(e)',
    terms: ['"set aside"', '"not yet become binding"', 'annulled', 'vacated'],
    cites: ['"article v 1 e"', '"art v 1 e"', '"section 103 2 f"', '"s 103 2 f"'],
  },
  {
    id: 'arbitrability',
    label: 'Arbitrability of the subject matter',
    article: 5,
    ref: 'Article V(2)(a)',
    terms: ['arbitrability', 'arbitrable', '"capable of settlement by arbitration"'],
    cites: ['"article v 2 a"', '"art v 2 a"'],
  },
  {
    id: 'public-policy',
    label: 'Public policy',
    article: 5,
    ref: 'Article V(2)(b)',
    terms: ['"public policy"', '"ordre public"'],
    cites: ['"article v 2 b"', '"art v 2 b"', '"section 103 3"', '"s 103 3"'],
  },
  {
    id: 'adjournment',
    label: 'Adjournment pending a challenge, and security',
    article: 6,
    ref: 'Article VI',
    terms: ['adjourn*', '"suitable security"', '"stay of enforcement"'],
  },
  {
    id: 'more-favourable',
    label: 'More favourable law and other treaties',
    article: 7,
    ref: 'Article VII',
    terms: ['"more favourable"', '"more favorable"', '"more-favourable-right"'],
  },
] as const
export type NycTopic = (typeof NYC_TOPICS)[number]
export type NycTopicId = NycTopic['id']

export function nycTopicOf(id: string): NycTopic | undefined {
  return NYC_TOPICS.find((t) => t.id === id)
}
