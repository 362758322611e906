// Canonical document model: what every source adapter produces and what the content index stores.
// The `record` column of the index holds a document without `sections`; the body is stored
// separately as HTML (whole document) and as sections (passage retrieval).
import { z } from 'zod'
import { SITE_IDS, type SiteId } from '#sites/types.ts'

// The editions are listed once, in `sites/`; the content model names them as the index stores them.
export const EDITIONS = SITE_IDS
export type Edition = SiteId

// Display types shown by the search UI (facet `type`), in the order the UI lists them.
export const DOCUMENT_TYPES = [
  'Awards',
  'Decisions',
  'Procedural orders',
  'Opinions',
  'Court decisions',
  'Party submissions',
  'Judgments',
  'Domain name decisions',
  'Cases',
  'Conventions',
  'Treaties',
  'Bilateral investment treaties',
  'Legislation',
  'Books',
  'Journals',
  'Practical insights',
  'News',
] as const
export type DocumentType = (typeof DOCUMENT_TYPES)[number]

// Finer kind of record, independent of how the UI groups it.
export const DOCUMENT_KINDS = [
  'award',
  'decision',
  'procedural_order',
  'opinion',
  'court_decision',
  'annulment_decision',
  'submission',
  'judgment',
  'ag_opinion',
  'domain_decision',
  'case',
  'publication',
  'chapter',
  'journal_article',
  'insight',
  'news',
] as const
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]

// Facet metadata is owned by the isomorphic facet table.
export {
  FACET_IDS,
  FACETS,
  PUBLICATION_TYPES,
  TREE_SEPARATOR,
  treeValues,
  type FacetId,
} from '#sites/search/facets.ts'
import { FACETS, PUBLICATION_TYPES, treeValues, type FacetId } from '#sites/search/facets.ts'

export const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  de: 'German',
  nl: 'Dutch',
  fr: 'French',
  es: 'Spanish',
  zh: 'Chinese',
}

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date yyyy-mm-dd')
const text = z.string().trim().min(1)
const docId = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'ids are letters, digits, dot, dash, underscore')
  .max(200)
const tocNodeId = z.string().regex(/^\d+(\.\d+)*$/, 'toc node ids are like 1.2.3')

export const sectionSchema = z.object({
  heading: z.string(), // '' for an untitled section
  html: z.string(), // sanitised HTML of the section content (without the heading)
  text: z.string(), // plain text of the section content
})
export type Section = z.infer<typeof sectionSchema>

export const personSchema = z.object({
  name: text,
  role: z.string().optional(), // e.g. 'President', 'Appointed by the investor', 'Panelist'
})
export type Person = z.infer<typeof personSchema>

export const partySchema = z.object({
  name: text,
  role: z.string().optional(), // claimant, respondent, applicant, appellant, complainant, company...
  state: z.string().optional(), // the State the party is, by its short name ('Hungary'), where it is one
})
export type Party = z.infer<typeof partySchema>

export type TocNode = {
  id: string // hierarchical node id '1.2.3'
  label: string // e.g. 'Article 5'
  sublabel?: string // e.g. the article heading
  docId?: string // chapter document shown for this node (absent for pure grouping nodes)
  level: number // 1 for top-level nodes
  children: TocNode[]
}
export const tocNodeSchema: z.ZodType<TocNode> = z.lazy(() =>
  z.object({
    id: tocNodeId,
    label: text,
    sublabel: z.string().optional(),
    docId: docId.optional(),
    level: z.number().int().min(1),
    children: z.array(tocNodeSchema),
  }),
)

export const publicationInfoSchema = z.discriminatedUnion('role', [
  z.object({
    role: z.literal('publication'), // the book itself
    publicationType: z.enum(PUBLICATION_TYPES),
    toc: z.array(tocNodeSchema),
    chapterCount: z.number().int().min(0),
  }),
  z.object({
    role: z.literal('chapter'),
    publicationId: docId,
    publicationTitle: text,
    publicationType: z.enum(PUBLICATION_TYPES),
    tocNode: tocNodeId,
    label: z.string(), // toc label of this chapter, e.g. 'Article 5'
  }),
])
export type PublicationInfo = z.infer<typeof publicationInfoSchema>

export const proceedingSchema = z.object({
  proceedingId: docId,
  title: text, // e.g. 'Original proceeding', 'Annulment proceeding'
  status: z.string().optional(),
  commencementDate: isoDate.optional(),
  dateOfOutcome: isoDate.optional(),
  // 'heuristic': the outcome date was read from the document's text, not from a register.
  dateOfOutcomeRead: z.literal('heuristic').optional(),
  outcome: z.string().optional(),
  documents: z.array(
    z.object({
      id: docId,
      title: text,
      date: isoDate.optional(),
      primary: z.boolean(),
      aiAvailable: z.boolean(),
      reviews: docId.optional(), // the award of the case this document reviews
    }),
  ),
})
export type Proceeding = z.infer<typeof proceedingSchema>

const evidenceSchema = z.object({
  line: z.number().int().min(0), // 1-based line of the document text (0: not from the text)
  text: z.string(), // that line, or the row of the table the fact came from
  source: z.string().optional(), // a table beside the texts (e.g. the dissenting-opinions table)
})

// A fact about who took part in a case, read from one document (server/arbitrators).
export const roleFactSchema = z.object({
  entityType: z.enum(['person', 'firm', 'state', 'party']),
  name: text,
  // president, claimant-appointed, respondent-appointed, arbitrator, sole-arbitrator,
  // committee-president, committee-member, secretary, counsel, law-firm, claimant, respondent
  role: text,
  side: z.enum(['claimant', 'respondent']).optional(),
  nationality: z.string().optional(), // as the text states it
  firm: z.string().optional(), // counsel: the firm listed with them
  // a member the text says left the tribunal; the evidence is the sentence that says so
  status: z.enum(['resigned', 'replaced', 'deceased']).optional(),
  evidence: evidenceSchema,
  appointment: evidenceSchema.optional(), // where the text says who appointed the member
})
export type RoleFact = z.infer<typeof roleFactSchema>
/** The roles that preside over a tribunal or committee. */
export const PRESIDING_ROLES = ['president', 'committee-president', 'sole-arbitrator'] as const

// A fact of a case document read from its text (server/case-facts, decision 240): the value as
// stored (an ISO date, a kind, a treaty's key), how it is shown, the rule that read it and its line.
const caseFactSchema = z.object({
  value: text,
  label: text,
  rule: text,
  evidence: evidenceSchema,
})
export type CaseFact = z.infer<typeof caseFactSchema>
export const caseFactsSchema = z.object({
  decided: caseFactSchema.optional(),
  kind: caseFactSchema.optional(),
  instruments: z.array(caseFactSchema).default([]),
  reviews: caseFactSchema.optional(), // the date of the award a later decision reviews
})
export type CaseFactsRecord = z.infer<typeof caseFactsSchema>

export const caseInfoSchema = z.object({
  caseId: docId, // id of the case record (a document of kind 'case')
  caseNo: z.string().optional(), // e.g. 'ICSID Case No. ARB/07/5'
  caseName: text,
  institution: z.string().optional(),
  institutionLong: z.string().optional(),
  caseType: z.string().optional(),
  caseStatus: z.string().optional(),
  outcome: z.string().optional(),
  parties: z.array(partySchema),
  tribunal: z.array(personSchema), // arbitrators, panelists, judges with their role
  rules: z.string().optional(), // arbitration rules applied, e.g. 'UNCITRAL Arbitration Rules'
  sectors: z.array(z.string()).default([]),
  // On a case record: every proceeding with its documents. On a case document: its proceeding.
  proceedings: z.array(proceedingSchema).default([]),
  proceedingId: docId.optional(), // on a case document: the proceeding it belongs to
})
export type CaseInfo = z.infer<typeof caseInfoSchema>

export const provenanceSchema = z.object({
  source: text, // folder name in ../shared/corpus, e.g. 'isds-awards'
  origin: text, // repository and commit the source was taken from
  terms: text, // licence / attribution text
  sourceRef: z.string().optional(), // record id or file inside the source
  notes: z.string().optional(), // e.g. which fields are heuristics
})
export type Provenance = z.infer<typeof provenanceSchema>

export const linkSchema = z.object({ label: text, url: z.string().url() })

export const documentSchema = z.object({
  id: docId,
  editions: z.array(z.enum(EDITIONS)).min(1),
  type: z.enum(DOCUMENT_TYPES),
  kind: z.enum(DOCUMENT_KINDS),
  title: text,
  subtitle: z.string().optional(),
  summary: z.string().optional(), // plain text
  source: text, // collection name shown in results, e.g. 'CJEU judgments'
  language: z.string().regex(/^[a-z]{2}$/), // ISO 639-1 of the body
  aiAvailable: z.boolean(),
  dates: z
    .object({
      decision: isoDate.optional(),
      publication: isoDate.optional(),
      legislation: isoDate.optional(),
      entryIntoForce: isoDate.optional(),
      signature: isoDate.optional(),
      added: isoDate.optional(), // date added to the portal ("new content")
    })
    .default({}),
  jurisdictions: z.array(text).default([]),
  court: z.string().optional(),
  institution: z.string().optional(), // organization facet (awards: "Institution")
  parties: z.array(partySchema).default([]),
  caseNumbers: z.array(text).default([]),
  authors: z.array(personSchema).default([]),
  judges: z.array(personSchema).default([]), // judges, arbitrators, panelists, AG
  keywords: z.array(text).default([]),
  topics: z.array(text).default([]), // tree values 'parent>child'
  legislation: z.array(text).default([]), // e.g. 'New York Convention, 1958', 'Art. 101 TFEU'
  procedure: z.string().optional(),
  outcome: z.string().optional(),
  sectors: z.array(text).default([]), // tree values 'D>D.35.2 - ...'
  identifiers: z.record(z.string(), z.string()).default({}), // ecli, celex, bwb...
  details: z.record(z.string(), z.string()).default({}), // other labelled "Document details"
  links: z.array(linkSchema).default([]), // external references (official PDF...)
  publication: publicationInfoSchema.optional(),
  case: caseInfoSchema.optional(),
  roles: z.array(roleFactSchema).optional(), // who took part, as extracted from this document
  facts: caseFactsSchema.optional(), // a case document's date, kind, instruments and outcome
  provenance: provenanceSchema,
  sections: z.array(sectionSchema),
})
export type CanonicalDocument = z.infer<typeof documentSchema>
export type CanonicalDocumentInput = z.input<typeof documentSchema>
export type DocumentRecord = Omit<CanonicalDocument, 'sections'>

// The path of a document in the portal.
export function documentUrl(doc: Pick<CanonicalDocument, 'id' | 'kind'>): string {
  return doc.kind === 'case' ? `/document/case/${doc.id}` : `/document/${doc.id}`
}

// The relevant date: decision, else legislation, else publication, else signature.
export function relevantDate(doc: Pick<CanonicalDocument, 'dates'>): string | undefined {
  const d = doc.dates
  return d.decision ?? d.legislation ?? d.publication ?? d.signature ?? d.entryIntoForce
}

// Facet rows of a document, deduplicated, in a stable order.
export function facetValues(doc: CanonicalDocument): Array<[FacetId, string]> {
  const rows: Array<[FacetId, string]> = []
  const add = (facet: FacetId, value: string | undefined) => {
    const v = value?.trim()
    if (!v) return
    if (FACETS[facet].tree) for (const t of treeValues(v)) rows.push([facet, t])
    else rows.push([facet, v])
  }
  add('type', doc.type)
  for (const t of doc.topics) add('topic', t)
  for (const j of doc.jurisdictions) add('jurisdiction', j)
  add('organization', doc.institution)
  add('court', doc.court)
  add('source', doc.source)
  if (doc.publication) {
    add('publicationtype', doc.publication.publicationType)
    add(
      'publicationtitle',
      doc.publication.role === 'chapter' ? doc.publication.publicationTitle : doc.title,
    )
  }
  for (const l of doc.legislation) add('legislation', l)
  add('language', LANGUAGE_NAMES[doc.language] ?? doc.language)
  for (const p of doc.parties) add('party', p.name)
  for (const a of doc.authors) add('author', a.name)
  for (const j of doc.judges) add('arbitrator', j.name)
  // Who presided, as the document's own text names them (server/arbitrators).
  for (const r of doc.roles ?? []) {
    const presides = (PRESIDING_ROLES as readonly string[]).includes(r.role)
    if (r.entityType === 'person' && presides) add('presiding', r.name)
  }
  for (const k of doc.keywords) add('keyword', k)
  add('procedure', doc.procedure)
  for (const s of doc.sectors) add('sector', s)
  add('outcome', doc.outcome)
  // A case document's facts as its text gives them (decision 240): the respondent State, the
  // kind (without the court, which has its own filter) and the year of decision.
  for (const p of doc.parties) if (/^respondent$/i.test(p.role ?? '')) add('respondent', p.state)
  add('decisionkind', doc.facts?.kind?.label.replace(/\s*\([^)]*\)$/, ''))
  add('decisionyear', doc.facts?.decided?.value.slice(0, 4))
  const seen = new Set<string>()
  return rows.filter(([f, v]) => {
    const key = `${f}\u0000${v}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
