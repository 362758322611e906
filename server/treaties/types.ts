// What the treaty service answers: the treaties of the lists, the decisions citing them, the New
// York Convention's views, and the service's own shape (./service.ts builds it).
import type { Edition } from '#server/content/model.ts'
import type { NycArticle, NycTopic, TreatyListKind } from '#sites/tools/treaties.ts'

/** One treaty or convention: a publication of the index (a book with a table of contents). */
export type TreatySummary = {
  id: string
  title: string
  /** Its reading view: the book with its table of contents. */
  url: string
  type: string
  list: TreatyListKind | null
  /** The Contracting Parties the record names, as country names where they are countries. */
  parties: string[]
  /**
   * Where the parties come from: 'title' (a bilateral treaty names its two parties), 'register'
   * (the Dutch register holds treaties binding the Netherlands, and names no other party), or
   * null when the record names none.
   */
  partiesFrom: 'title' | 'register' | null
  /** yyyy-mm-dd, when the record gives them. */
  signed: string | null
  version: string | null
  source: string
}

/** A document citing a treaty (or applying a provision), with the passage that does. */
export type Citation = {
  docId: string
  title: string
  url: string
  type: string
  date: string | null
  /** The passage, HTML-escaped text with the citation marked in <mark>. */
  passage: string
}

export type Page<T> = { items: T[]; total: number; page: number; pages: number }

export type TreatyListQuery = {
  q?: string
  party?: string
  /** Signed in or after this year / in or before this year. */
  from?: number
  to?: number
  page?: number
}

/**
 * A bilateral treaty a case of the collection was brought under (the instruments invoked that
 * the case-facts stage reads, decision 240): its States, the awards brought under it (as the
 * Cases & Awards screen lists them), and the register's text where the collection holds it.
 */
export type InvokedTreaty = {
  /** As the awards' filter "Treaty or instrument invoked" names it: 'Czech Republic–Netherlands BIT'. */
  name: string
  parties: string[]
  documents: number
  text: { id: string; title: string; url: string } | null
}

export type TreatyList = Page<TreatySummary> & {
  kind: TreatyListKind
  /** Every party of the list with its number of treaties, by name. */
  parties: { name: string; count: number }[]
  /** The range of signature years the list holds. */
  years: { min: number; max: number } | null
}

export type NycArticleView = {
  article: NycArticle
  /** The article's document (its text opens in the reading view). */
  docId: string | null
  /** Sanitised HTML of the article's text. */
  html: string
  /** The United States' implementing law (9 U.S.C. ch. 2) beside the article. */
  implementing: { title: string; url: string }[]
  decisions: Page<Citation>
}

export type NycStatus = {
  country: string
  /** The treaty register's own record, for the State whose register it is. */
  register: { treatyId: string; title: string; url: string; version: string | null } | null
  /** What the collection's texts say about the State and the Convention. */
  statements: Page<Citation>
}

export type TreatyService = {
  /** A treaty list (/bits, /conventions), filtered by text, party and signature years. */
  list(edition: Edition, kind: TreatyListKind, query?: TreatyListQuery): Promise<TreatyList>
  /** One treaty of the edition's lists; NotFoundError otherwise. */
  treaty(edition: Edition, id: string): Promise<TreatySummary>
  /** The awards and decisions citing a treaty, with the passages, newest first. */
  citations(edition: Edition, id: string, page?: number): Promise<Page<Citation>>
  /** The bilateral treaties the edition's cases were brought under, most invoked first. */
  invokedTreaties(edition: Edition): Promise<InvokedTreaty[]>
  /** Every treaty of the edition's lists the country is party to, by the record. */
  treatiesOfParty(edition: Edition, country: string): Promise<TreatySummary[]>
  /** The New York Convention and a State: the register's record and what the texts say. */
  nycStatus(edition: Edition, country: string, page?: number): Promise<NycStatus>
  nyc: {
    /** The Convention itself, as a treaty. */
    convention(edition: Edition): Promise<TreatySummary>
    /** Each article with the number of decisions applying it. */
    articles(edition: Edition): Promise<{ article: NycArticle; decisions: number }[]>
    article(edition: Edition, number: number, page?: number): Promise<NycArticleView>
    topics(edition: Edition): Promise<{ topic: NycTopic; decisions: number }[]>
    topic(
      edition: Edition,
      id: string,
      page?: number,
    ): Promise<{ topic: NycTopic; decisions: Page<Citation> }>
    /** The States whose case law cites the Convention, with the number of documents. */
    jurisdictions(edition: Edition): Promise<{ country: string; documents: number }[]>
    /** One State's documents citing the Convention. */
    jurisdiction(edition: Edition, country: string, page?: number): Promise<Page<Citation>>
  }
}
