// How the awards and decisions cite a treaty: the names and citation forms a text uses, as a
// query of the search language. The treaty service runs it over the case law of an edition, so
// each citing document comes with the passage that cites it.
import { NYC_TOPICS, type NycArticle, type NycTopic } from '#sites/tools/treaties.ts'
import { phrase } from '#server/search/citing.ts'
import { countryNames } from './countries.ts'

export const NEW_YORK_CONVENTION_ID = 'BWBV0005176'

/** Citation forms of the named conventions, by document id (besides their full titles). */
const NAMED: Record<string, readonly string[]> = {
  [NEW_YORK_CONVENTION_ID]: [
    'New York Convention',
    'Recognition and Enforcement of Foreign Arbitral Awards',
  ],
  BWBV0004615: [
    'ICSID Convention',
    'Washington Convention',
    'Convention on the Settlement of Investment Disputes',
  ],
  'un-vclt': ['Vienna Convention on the Law of Treaties', 'VCLT'],
  BWBV0006244: ['Geneva Convention of 1927', 'Execution of Foreign Arbitral Awards'],
  BWBV0006268: ['Geneva Protocol of 1923', 'Protocol on Arbitration Clauses'],
  'un-icj-statute': ['Statute of the International Court of Justice', 'ICJ Statute'],
  'un-un-charter': ['Charter of the United Nations', 'UN Charter'],
  'un-vcdr': ['Vienna Convention on Diplomatic Relations'],
  'un-vccr': ['Vienna Convention on Consular Relations'],
  'un-unclos': ['United Nations Convention on the Law of the Sea', 'UNCLOS'],
  'un-uncac': ['United Nations Convention against Corruption', 'UNCAC'],
  'un-iccpr': ['International Covenant on Civil and Political Rights', 'ICCPR'],
  BWBV0001000: [
    'European Convention on Human Rights',
    'Protection of Human Rights and Fundamental Freedoms',
  ],
}

const TREATY_WORDS = '(BIT OR BITs OR treaty OR treaties OR agreement OR IPPA)'

/**
 * The query that finds a treaty's citations: a bilateral treaty by its two parties named close
 * together beside a word for a treaty ('the Netherlands-Philippines BIT', 'the Agreement between
 * the Netherlands and the Philippines'); a convention by its known names, else its title.
 * Undefined when the treaty gives nothing to search for.
 */
export function citationQuery(treaty: {
  id: string
  title: string
  bilateral: boolean
  parties: readonly string[]
}): string | undefined {
  if (treaty.bilateral) {
    if (treaty.parties.length !== 2) return undefined
    const [a, b] = treaty.parties.map(
      (p) => `(${countryNames(p).slice(0, 3).map(phrase).join(' OR ')})`,
    )
    return `${a} NEAR5 ${b} NEAR5 ${TREATY_WORDS}`
  }
  const named = NAMED[treaty.id]
  const title = treaty.title.replace(/\s*[.;]\s*$/, '')
  const forms = [...(named ?? [])]
  // A title of a dozen words or fewer is how texts cite a convention; a longer one is quoted
  // too rarely to find anything.
  if (
    title.split(/\s+/).length <= 12 &&
    !forms.some((f) => f.toLowerCase() === title.toLowerCase())
  )
    forms.push(title)
  if (forms.length === 0) return undefined
  return forms.map(phrase).join(' OR ')
}

/** A mention of the New York Convention, for the tool's searches. */
const NYC_MENTION =
  '("New York Convention" OR "NYC" OR "Recognition and Enforcement of Foreign Arbitral Awards")'

/** Decisions applying one article: the article cited close to the Convention's name. */
export function nycArticleQuery(article: Pick<NycArticle, 'roman'>): string {
  return `("article ${article.roman}" OR "art ${article.roman}" OR "articles ${article.roman}") NEAR30 ${NYC_MENTION}`
}

/**
 * Decisions dealing with one ground: its words close to the Convention or to Article V, or its
 * citation ('Article V(1)(b)', 'section 103(2)(c)').
 */
export function nycTopicQuery(topic: NycTopic): string {
  const near = `(${topic.terms.join(' OR ')}) NEAR30 ("New York Convention" OR "article V" OR "art V")`
  return 'cites' in topic ? `${topic.cites.join(' OR ')} OR (${near})` : near
}

/** Every decision of the collection that mentions the Convention. */
export const NYC_QUERY =
  '"New York Convention" OR "Recognition and Enforcement of Foreign Arbitral Awards"'

/**
 * What the texts say about a State and the Convention: its names close to words of treaty status
 * (party, Contracting State, ratified, acceded, reservation) close to the Convention's name.
 */
export function nycStateQuery(country: string): string {
  const names = countryNames(country).slice(0, 4).map(phrase).join(' OR ')
  return `(${names}) NEAR10 (party OR parties OR "Contracting State" OR "Contracting States" OR ratified OR acceded OR reservation) NEAR10 "New York Convention"`
}

export { NYC_TOPICS }
