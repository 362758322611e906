// isds-awards → KA awards, decisions and court rulings, grouped into cases and proceedings.
// A case is one case_name; its proceedings are the arbitration itself, the annulment and any
// court proceedings (set-aside, recognition, enforcement). Case records are emitted after all
// documents, built from the documents that were read.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type {
  CanonicalDocumentInput,
  DocumentKind,
  DocumentType,
  Person,
  Proceeding,
  RoleFact,
} from '../../model.ts'
import { type Block, blocksToSections, proseToBlocks } from '../../text/html.ts'
import { cleanSourceText } from '../../text/clean.ts'
import { slugify, shortHash } from '#server/lib/text.ts'
import { readJsonLines } from '../jsonl.ts'
import { dissentKeys, loadDissentTable, type DissentRow } from '#server/arbitrators/dissent.ts'
import { awardFacts } from '#server/arbitrators/facts.ts'
import { provenance, SOURCES } from '../sources.ts'
import type { AdapterItem, AdapterOptions, SourceAdapter } from '../types.ts'
import { INSTITUTIONS } from '../../institutions.ts'
import { editionsServed } from '#sites/sources.ts'

const NAME = 'isds-awards'
const COLLECTION = SOURCES[NAME].collection
const NOTES =
  'Dates are heuristic (latest date in the first pages); claimant and respondent come from file names; tribunal members, their roles, counsel and firms are read from the text (cover page and procedural history), with the dissenting-opinions table where the text leaves an appointment unsaid.'

type RawAward = {
  id: string
  case_name: string
  claimant?: string | null
  respondent?: string | null
  document_title: string
  document_type: string
  language?: string | null
  institution?: string | null
  case_number?: string | null
  date?: string | null
  source_file?: string | null
  chars?: number
  text: string
}

const KINDS: Record<string, { kind: DocumentKind; type: DocumentType }> = {
  award: { kind: 'award', type: 'Awards' },
  decision: { kind: 'decision', type: 'Decisions' },
  decision_provisional_measures: { kind: 'decision', type: 'Decisions' },
  decision_disqualification: { kind: 'decision', type: 'Decisions' },
  annulment_decision: { kind: 'annulment_decision', type: 'Decisions' },
  procedural_order: { kind: 'procedural_order', type: 'Procedural orders' },
  opinion: { kind: 'opinion', type: 'Opinions' },
  court_decision: { kind: 'court_decision', type: 'Court decisions' },
}

type ProceedingKind = 'arbitration' | 'annulment' | 'court'
const PROCEEDING_TITLES: Record<ProceedingKind, string> = {
  arbitration: 'Arbitration proceeding',
  annulment: 'Annulment proceeding',
  court: 'Court proceedings (set-aside, recognition and enforcement)',
}

export function proceedingKind(
  raw: Pick<RawAward, 'document_type' | 'document_title'>,
): ProceedingKind {
  if (raw.document_type === 'court_decision') return 'court'
  if (raw.document_type === 'annulment_decision') return 'annulment'
  if (/annulment|ad hoc committee/i.test(raw.document_title)) return 'annulment'
  return 'arbitration'
}

export function caseIdFor(caseName: string): string {
  return `case-${slugify(caseName, 60)}-${shortHash(caseName, 6)}`
}

const STATE_NAMES: Record<string, string> = {
  'argentine republic': 'Argentina',
  'republic of argentina': 'Argentina',
  'slovak republic': 'Slovakia',
  'russian federation': 'Russia',
  'hellenic republic': 'Greece',
  'italian republic': 'Italy',
  'kyrgyz republic': 'Kyrgyzstan',
  'arab republic of egypt': 'Egypt',
  'united mexican states': 'Mexico',
  'united states of america': 'United States',
  'lao peoples democratic republic': 'Laos',
  'peoples democratic republic of algeria': 'Algeria',
  'république algérienne démocratique et populaire': 'Algeria',
  'república del ecuador': 'Ecuador',
  'peoples republic of china': 'China',
  'peoples republic of bangladesh': 'Bangladesh',
  'former yugoslav republic of macedonia': 'North Macedonia',
  macedonia: 'North Macedonia',
  'democratic socialist republic of sri lanka': 'Sri Lanka',
  'democratic republic of timor-leste': 'Timor-Leste',
  'republic of côte divoire': "Côte d'Ivoire",
  'united republic of tanzania': 'Tanzania',
  'commonwealth of australia': 'Australia',
  'independent state of papua new guinea': 'Papua New Guinea',
  'federation of st. kitts and nevis': 'Saint Kitts and Nevis',
  'union of myanmar': 'Myanmar',
  'republic of zaire': 'Democratic Republic of the Congo',
  'republic of korea': 'South Korea',
  'republic of the gambia': 'The Gambia',
  'republic of the philippines': 'Philippines',
}
const STATE_PREFIX =
  /^(?:(?:federal|islamic|hashemite|bolivarian|oriental|plurinational|independent|united)\s+)?(?:republic|kingdom|state|sultanate|principality|grand duchy|federation)\s+of\s+(?:the\s+)?/i
const NOT_A_STATE =
  /\b(ltd|limited|inc|corp|corporation|company|plc|s\.a|gmbh|bank|authority|ministry|department|bureau|city|regional|empresa|and|et al|union|kft|llc)\b/i

// The respondent State as a jurisdiction name ('The Kingdom of Spain' → 'Spain'), or undefined
// when the respondent is not (only) a State.
export function respondentState(respondent: string | null | undefined): string | undefined {
  if (!respondent) return undefined
  let s = respondent
    .replace(/^[.\s]+/, '')
    .replace(/\s*(\([^)]*\)|\[[^\]]*\])\s*$/g, '')
    .replace(/\)$/, '')
    .replace(/^the\s+/i, '')
    .replace(/^government of (the )?/i, '')
    .trim()
  if (!s || NOT_A_STATE.test(s)) return undefined
  const mapped = STATE_NAMES[s.toLowerCase()]
  if (mapped) return mapped
  if (/democratic republic of the congo/i.test(s)) return 'Democratic Republic of the Congo'
  s = s.replace(STATE_PREFIX, '')
  return /^[A-Z][\p{L} .'-]+$/u.test(s) && s.split(' ').length <= 4 ? s : undefined
}

const LEGISLATION: Array<[RegExp, string]> = [
  [
    /ICSID Convention|Convention on the Settlement of Investment Disputes/i,
    'ICSID Convention, 1965',
  ],
  [
    /New York Convention|Recognition and Enforcement of Foreign Arbitral Awards/i,
    'New York Convention, 1958',
  ],
  [/Energy Charter Treaty/i, 'Energy Charter Treaty'],
  [/UNCITRAL Arbitration Rules/i, 'UNCITRAL Arbitration Rules'],
  [/ICSID Arbitration Rules/i, 'ICSID Arbitration Rules'],
  [/\bNAFTA\b|North American Free Trade Agreement/, 'NAFTA'],
  [/Vienna Convention on the Law of Treaties/i, 'Vienna Convention on the Law of Treaties, 1969'],
]

function topicsFor(raw: RawAward, proceeding: ProceedingKind): string[] {
  const root = 'Investment arbitration'
  const t = raw.document_title
  const topics = [root]
  if (proceeding === 'annulment') topics.push(`${root}>Annulment`)
  if (proceeding === 'court') topics.push(`${root}>Set-aside and enforcement`)
  if (
    raw.document_type === 'decision_provisional_measures' ||
    /provisional|interim measures/i.test(t)
  )
    topics.push(`${root}>Provisional measures`)
  if (raw.document_type === 'decision_disqualification' || /disqualif|challenge/i.test(t))
    topics.push(`${root}>Arbitrator challenges`)
  if (/jurisdiction|admissibility|preliminary objection/i.test(t))
    topics.push(`${root}>Jurisdiction`)
  if (/liability|merits/i.test(t)) topics.push(`${root}>Merits`)
  if (/damages|quantum|compensation/i.test(t)) topics.push(`${root}>Damages`)
  if (/costs/i.test(t)) topics.push(`${root}>Costs`)
  if (raw.document_type === 'procedural_order') topics.push(`${root}>Procedure`)
  if (raw.document_type === 'award' && topics.length === 1) topics.push(`${root}>Awards`)
  return topics
}

type CaseDoc = {
  id: string
  title: string
  date?: string
  kind: ProceedingKind
  type: string
  aiAvailable: boolean
  rawTitle: string
}
type CaseAcc = {
  caseId: string
  caseName: string
  caseNo?: string
  institution?: string
  claimant?: string
  respondent?: string
  jurisdiction?: string
  rules?: string
  outcome?: string
  tribunal: Person[]
  legislation: Set<string>
  topics: Set<string>
  docs: CaseDoc[]
}

function primaryIndex(docs: CaseDoc[], kind: ProceedingKind): number {
  const score = (d: CaseDoc) => {
    if (kind === 'arbitration') {
      if (d.type !== 'award') return 0
      return /^(final )?award$/i.test(d.rawTitle) ? 3 : /award/i.test(d.rawTitle) ? 2 : 1
    }
    if (kind === 'annulment') return d.type === 'annulment_decision' ? 2 : 0
    return 1
  }
  let best = -1
  let bestScore = 0
  docs.forEach((d, i) => {
    const s = score(d)
    if (s > bestScore || (s === bestScore && s > 0 && (d.date ?? '') >= (docs[best]?.date ?? ''))) {
      best = i
      bestScore = s
    }
  })
  return best < 0 ? docs.length - 1 : best
}

// Dates of proceedings (decision 113): no text says when a proceeding began, so it has no
// commencement date; its outcome date is its primary document's date, read from the text and
// marked so, and left blank when a later proceeding has a document dated before it.
function proceedingsOf(acc: CaseAcc): Proceeding[] {
  const kinds: ProceedingKind[] = ['arbitration', 'annulment', 'court']
  const sorted = (kind: ProceedingKind) =>
    acc.docs
      .filter((d) => d.kind === kind)
      .sort((a, b) => (a.date ?? '').localeCompare(b.date ?? '') || a.id.localeCompare(b.id))
  return kinds.flatMap((kind, k) => {
    const docs = sorted(kind)
    if (docs.length === 0) return []
    const primary = primaryIndex(docs, kind)
    const outcome = docs[primary]?.date
    const laterStart = kinds
      .slice(k + 1)
      .flatMap((later) => sorted(later).map((d) => d.date))
      .filter((d): d is string => !!d)
      .sort()[0]
    const agrees = outcome && (!laterStart || outcome <= laterStart)
    return [
      {
        proceedingId: `${acc.caseId}-${kind}`,
        title: PROCEEDING_TITLES[kind],
        ...(agrees ? { dateOfOutcome: outcome, dateOfOutcomeRead: 'heuristic' as const } : {}),
        documents: docs.map((d, i) => ({
          id: d.id,
          title: d.title,
          ...(d.date ? { date: d.date } : {}),
          primary: i === primary,
          aiAvailable: d.aiAvailable,
        })),
      },
    ]
  })
}

function caseRecord(acc: CaseAcc): CanonicalDocumentInput {
  const proceedings = proceedingsOf(acc)
  const parties = [
    ...(acc.claimant ? [{ name: acc.claimant, role: 'Claimant' }] : []),
    ...(acc.respondent ? [{ name: acc.respondent, role: 'Respondent' }] : []),
  ]
  const facts: Block[] = [
    ...(acc.caseNo ? [{ kind: 'dt' as const, term: 'Case number', text: acc.caseNo }] : []),
    ...(acc.institution
      ? [
          {
            kind: 'dt' as const,
            term: 'Institution',
            text: INSTITUTIONS[acc.institution] ?? acc.institution,
          },
        ]
      : []),
    ...parties.map((p) => ({ kind: 'dt' as const, term: p.role, text: p.name })),
    ...acc.tribunal.map((p) => ({
      kind: 'dt' as const,
      term: p.role ?? 'Tribunal member',
      text: p.name,
    })),
  ]
  const blocks: Block[] = [...facts]
  for (const p of proceedings) {
    blocks.push({ kind: 'heading', text: p.title })
    for (const d of p.documents) {
      blocks.push({
        kind: 'li',
        text: `${d.date ? `${d.date}: ` : ''}${d.title}${d.primary ? ' (primary document)' : ''}`,
      })
    }
  }
  const dates = acc.docs
    .map((d) => d.date)
    .filter((d): d is string => !!d)
    .sort()
  const last = dates[dates.length - 1]
  return {
    id: acc.caseId,
    editions: editionsServed('isds-awards'),
    type: 'Cases',
    kind: 'case',
    title: acc.caseName,
    summary: `${acc.caseName}${acc.caseNo ? ` (${acc.caseNo})` : ''}: ${acc.docs.length} document${acc.docs.length === 1 ? '' : 's'} in ${proceedings.length} proceeding${proceedings.length === 1 ? '' : 's'}.`,
    source: COLLECTION,
    language: 'en',
    aiAvailable: false,
    dates: last ? { decision: last, added: last } : {},
    jurisdictions: acc.jurisdiction ? [acc.jurisdiction] : [],
    ...(acc.institution ? { institution: acc.institution } : {}),
    ...(acc.outcome ? { outcome: acc.outcome } : {}),
    parties,
    caseNumbers: acc.caseNo ? [acc.caseNo] : [],
    judges: acc.tribunal,
    topics: [...acc.topics].sort(),
    legislation: [...acc.legislation].sort(),
    case: {
      caseId: acc.caseId,
      caseName: acc.caseName,
      ...(acc.caseNo ? { caseNo: acc.caseNo } : {}),
      ...(acc.institution
        ? {
            institution: acc.institution,
            institutionLong: INSTITUTIONS[acc.institution] ?? acc.institution,
          }
        : {}),
      caseType: 'Investor-State arbitration',
      ...(acc.rules ? { rules: acc.rules } : {}),
      ...(acc.outcome ? { outcome: acc.outcome } : {}),
      parties,
      tribunal: acc.tribunal,
      proceedings,
    },
    provenance: provenance(NAME, undefined, NOTES),
    sections: blocksToSections(blocks, { firstHeading: 'Case information' }),
  }
}

export function mapAward(
  raw: RawAward,
  tribunal: Person[],
  extracted: { roles?: RoleFact[]; rules?: string } = {},
): { doc: CanonicalDocumentInput; proceeding: ProceedingKind; legislation: string[] } {
  const meta = KINDS[raw.document_type] ?? { kind: 'decision' as const, type: 'Decisions' as const }
  const proceeding = proceedingKind(raw)
  const caseId = caseIdFor(raw.case_name)
  const text = raw.text ?? ''
  const blocks = proseToBlocks(text)
  const sections = blocksToSections(blocks)
  const legislation = LEGISLATION.filter(([re]) => re.test(text)).map(([, v]) => v)
  const state = respondentState(raw.respondent)
  const institution = raw.institution || undefined
  const caseNo = raw.case_number || undefined
  const date = /^\d{4}-\d{2}-\d{2}$/.test(raw.date ?? '') ? raw.date! : undefined
  const parties = [
    ...(raw.claimant ? [{ name: raw.claimant, role: 'Claimant' }] : []),
    ...(raw.respondent ? [{ name: raw.respondent, role: 'Respondent' }] : []),
  ]
  const doc: CanonicalDocumentInput = {
    id: raw.id,
    editions: editionsServed('isds-awards'),
    type: meta.type,
    kind: meta.kind,
    title: `${raw.case_name}, ${raw.document_title}`,
    subtitle: raw.document_title,
    summary: `${raw.document_title} in ${raw.case_name}${caseNo ? ` (${caseNo})` : ''}${institution ? `, ${institution}` : ''}${date ? `, ${date}` : ''}.`,
    source: COLLECTION,
    language: raw.language && /^[a-z]{2}$/.test(raw.language) ? raw.language : 'en',
    aiAvailable: text.length >= 2000,
    dates: date ? { decision: date, added: date } : {},
    jurisdictions: state ? [state] : [],
    ...(meta.kind === 'court_decision' ? {} : institution ? { institution } : {}),
    ...(meta.kind === 'court_decision' ? { court: 'National courts' } : {}),
    parties,
    caseNumbers: caseNo ? [caseNo] : [],
    judges: meta.kind === 'court_decision' ? [] : tribunal,
    topics: topicsFor(raw, proceeding),
    legislation,
    procedure: PROCEEDING_TITLES[proceeding],
    case: {
      caseId,
      caseName: raw.case_name,
      ...(caseNo ? { caseNo } : {}),
      ...(institution
        ? { institution, institutionLong: INSTITUTIONS[institution] ?? institution }
        : {}),
      caseType: 'Investor-State arbitration',
      ...(extracted.rules ? { rules: extracted.rules } : {}),
      parties,
      tribunal,
      proceedingId: `${caseId}-${proceeding}`,
    },
    ...(extracted.roles ? { roles: extracted.roles } : {}),
    provenance: provenance(NAME, raw.source_file ?? raw.id, NOTES),
    sections,
  }
  return { doc, proceeding, legislation }
}

export const isdsAwardsAdapter: SourceAdapter = {
  name: NAME,
  detect: (dir) =>
    existsSync(dir) && readdirSync(dir).some((f) => /^documents-\d+\.jsonl(\.gz)?$/.test(f)),
  async *read(dir: string, options: AdapterOptions = {}): AsyncGenerator<AdapterItem> {
    const dissent = loadDissentTable(dir)
    const cases = new Map<string, CaseAcc>()
    // The source files some identical documents (same blob) under two case names: the document is
    // emitted once and listed in both cases.
    const emitted = new Set<string>()
    const files = readdirSync(dir)
      .filter((f) => /^documents-\d+\.jsonl(\.gz)?$/.test(f))
      .sort()
    for (const file of files) {
      for await (const item of readJsonLines(join(dir, file))) {
        if ('error' in item) {
          yield { file, line: item.line, error: item.error }
          continue
        }
        const source = item.value as RawAward
        if (options.select && !options.select(String(source?.id))) continue
        if (!source || typeof source.case_name !== 'string' || typeof source.text !== 'string') {
          yield { file, line: item.line, error: 'missing case_name or text' }
          continue
        }
        // Extraction and the reader read the cleaned text (decision 110).
        const raw = { ...source, text: cleanSourceText(source.text).text }
        const caseId = caseIdFor(raw.case_name)
        let acc = cases.get(caseId)
        const kind = proceedingKind(raw)
        const row: DissentRow | undefined = dissentKeys(raw.case_name, raw.case_number)
          .map((k) => dissent.get(k))
          .find(Boolean)
        const extracted = awardFacts({
          text: raw.text,
          caseName: raw.case_name,
          claimant: raw.claimant,
          respondent: raw.respondent,
          respondentState: respondentState(raw.respondent),
          annulment: kind === 'annulment',
          court: kind === 'court',
          dissent: row,
        })
        // A document without a tribunal of its own shows the case's arbitral tribunal.
        const tribunal =
          extracted.tribunal.length > 0
            ? extracted.tribunal
            : kind === 'arbitration'
              ? (acc?.tribunal ?? [])
              : []
        const { doc, proceeding, legislation } = mapAward(raw, tribunal, {
          roles: extracted.facts,
          rules: extracted.rules,
        })
        if (!acc) {
          acc = {
            caseId,
            caseName: raw.case_name,
            tribunal: [],
            legislation: new Set(),
            topics: new Set(['Investment arbitration']),
            docs: [],
          }
          cases.set(caseId, acc)
        }
        acc.caseNo ??= raw.case_number || undefined
        acc.institution ??= raw.institution || undefined
        acc.claimant ??= raw.claimant || undefined
        acc.respondent ??= raw.respondent || undefined
        acc.jurisdiction ??= respondentState(raw.respondent)
        if (kind !== 'court') acc.rules ??= extracted.rules
        acc.outcome ??= row?.outcome
        if (kind === 'arbitration' && acc.tribunal.length === 0) acc.tribunal = tribunal
        for (const l of legislation) acc.legislation.add(l)
        for (const t of doc.topics ?? []) if (!t.includes('>Awards')) acc.topics.add(t)
        acc.docs.push({
          id: raw.id,
          title: raw.document_title,
          ...(doc.dates?.decision ? { date: doc.dates.decision } : {}),
          kind: proceeding,
          type: raw.document_type,
          aiAvailable: doc.aiAvailable,
          rawTitle: raw.document_title,
        })
        if (emitted.has(raw.id)) continue
        emitted.add(raw.id)
        yield { file, line: item.line, doc }
      }
    }
    const sorted = [...cases.values()].sort((a, b) => a.caseId.localeCompare(b.caseId))
    for (const acc of sorted) yield { file: 'cases', line: 0, doc: caseRecord(acc) }
  },
}
