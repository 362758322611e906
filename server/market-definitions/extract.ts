// Market definitions read from the competition documents of the content index: the product and
// geographic markets the Commission's case register (press releases, decisions) and the Court of
// Justice's competition judgments name, and the case facts filed under the locator's other
// categories (remedies, phases, timeframe, legislation, merger type, defence arguments, parties,
// industry, NACE code). Every fact keeps the passage it was read from and where it stands (the
// section's ordinal, which is the reading page's `#s{ordinal}` anchor). Pure functions.
import type { MdlFactCategory } from '#sites/tools/market-definitions.ts'
import { escapeRegExp } from '#sites/text.ts'
import {
  abbreviationsIn,
  keywordMarkets,
  marketsIn,
  productKey,
  sentencesAround,
} from './markets.ts'
import { partyName } from './parties.ts'

export { marketsIn, sentencesAround }

export type SourceSection = { ordinal: number; heading: string; text: string }
export type SourceDocument = {
  id: string
  kind: string
  title: string
  date: string | null
  url: string
  record: {
    parties?: { name: string }[]
    legislation?: string[]
    sectors?: string[]
    topics?: string[]
    procedure?: string
    caseNumbers?: string[]
    institution?: string
    court?: string
  }
  sections: SourceSection[]
}

export type MarketFact = {
  category: MdlFactCategory
  value: string
  /** The sentence or line the fact was read from. */
  passage: string
  /** The section holding the passage (reading page anchor `#s{section}`), or null for the title. */
  section: number | null
}

const passageOf = (sentence: string) =>
  sentence.length > 600 ? `${sentence.slice(0, 597).trimEnd()}…` : sentence

// Remedies and phases as the case register's decision types and the judgments' procedures say.
const REMEDIES: [RegExp, string][] = [
  [/\bcommitments?\b/i, 'Commitments'],
  [/\bfines?\b|\bfined\b/i, 'Fine'],
  [/\bprohibition\b/i, 'Prohibition'],
  [/\bsettlement\b/i, 'Settlement'],
  [/\binterim measures\b/i, 'Interim measures'],
  [/\bperiodic penalty\b/i, 'Periodic penalty payment'],
]
const PHASES: [RegExp, string][] = [
  [/\binitiation of proceedings\b/i, 'Initiation of proceedings'],
  [/\bstatement of objections\b/i, 'Statement of objections'],
  [/\brejection of (?:the )?complaint\b/i, 'Rejection of complaint'],
  [/\bclosure\b/i, 'Closure'],
  [/\bcommitments?\b/i, 'Commitments decision'],
  [/\bprohibition\b/i, 'Prohibition decision'],
  [/\bsettlement\b/i, 'Settlement decision'],
  [/\bappeal\b/i, 'Appeal'],
  [/\breference for a preliminary ruling\b/i, 'Preliminary ruling'],
  [/\bfailure to fulfil obligations\b/i, 'Infringement proceedings'],
]
const MERGER_TYPES: [RegExp, string][] = [
  [/\bhorizontal (?:merger|concentration)s?\b/i, 'Horizontal'],
  [/\bvertical (?:merger|concentration)s?\b/i, 'Vertical'],
  [/\bconglomerate (?:merger|concentration|effects?)s?\b/i, 'Conglomerate'],
  [/\bjoint ventures?\b/i, 'Joint venture'],
]
const DEFENCES: [RegExp, string][] = [
  [/\bobjective(?:ly)? justifi(?:cation|ed)\b/i, 'Objective justification'],
  [/\befficienc(?:y|ies) (?:gains?|defence)\b|\bgains in efficiency\b/i, 'Efficiencies'],
  [/\bas[- ]efficient[- ]competitor\b/i, 'As-efficient-competitor test'],
  [/\bArticle 101\(3\) TFEU\b|\bArticle 81\(3\) EC\b/, 'Exemption under Article 101(3) TFEU'],
  [/\bfailing (?:firm|company)\b/i, 'Failing firm'],
  [/\bmeeting competition\b/i, 'Meeting competition'],
  [/\brights of the defence\b/i, 'Rights of the defence'],
  [/\blimitation period\b/i, 'Limitation period'],
  [/\bne bis in idem\b/i, 'Ne bis in idem'],
  [/\bparental liability\b|\bdecisive influence\b/i, 'No decisive influence of the parent'],
  [/\bstate compulsion\b|\bcompelled by (?:national )?law\b/i, 'State compulsion'],
]

const isCase = (doc: SourceDocument) => doc.kind === 'case'

/** The facts of one document, deduplicated by category and value (the first passage kept). */
export function extractMarketFacts(doc: SourceDocument): MarketFact[] {
  const facts: MarketFact[] = []
  const seen = new Set<string>()
  const add = (
    category: MdlFactCategory,
    value: string,
    passage: string,
    section: number | null,
  ) => {
    // Two spellings of one product ('banana', 'bananas') are one fact.
    const key = `${category}\u0000${category === 'Product Market' ? productKey(value) : value.toLowerCase()}`
    if (!value || seen.has(key)) return
    seen.add(key)
    facts.push({ category, value, passage: passageOf(passage), section })
  }
  /** The first line of the body that holds `needle`, for a fact the record gives. */
  const lineWith = (needle: string): { passage: string; section: number | null } => {
    const pattern = new RegExp(escapeRegExp(needle), 'i')
    for (const s of doc.sections) {
      const [line] = sentencesAround(s.text, pattern, 1)
      if (line) return { passage: line, section: s.ordinal }
    }
    return { passage: doc.title, section: null }
  }

  // Markets: only where a decision speaks, its keyword chain first and then its sentences. Not a
  // title or heading, nor a register record, whose case title and press-release headlines name a
  // sector rather than the market a decision defined. Only the sentences around a match are cut
  // out, so a long judgment costs a few scans of its text.
  if (!isCase(doc)) {
    const abbreviations = abbreviationsIn(doc.sections.map((s) => s.text).join('\n'))
    const found = (text: string, section: number) => {
      const keywords = doc.sections.slice(0, 3).some((s) => s.ordinal === section)
        ? text.split('\n').map((line) => ({ line, ...keywordMarkets(line) }))
        : []
      const sentences = sentencesAround(text, /\bmarkets?\b/gi).map((line) => ({
        line,
        ...marketsIn(line),
      }))
      for (const { line, product, geographic } of [...keywords, ...sentences]) {
        // 'the CPT market' is the market for colour picture tubes (‘CPTs’).
        for (const p of product)
          add('Product Market', abbreviations.get(productKey(p)) ?? p, line, section)
        for (const g of geographic) add('Geographic Market', g, line, section)
      }
    }
    for (const s of doc.sections) found(s.text, s.ordinal)
  }
  const texts: { text: string; section: number | null }[] = [
    { text: doc.title, section: null },
    ...doc.sections.map((s) => ({ text: s.text, section: s.ordinal })),
  ]
  for (const { text, section } of texts) {
    for (const [pattern, value] of MERGER_TYPES) {
      const first = sentencesAround(text, pattern, 1)[0]
      if (first) add('Merger Type', value, first, section)
    }
    if (!isCase(doc))
      for (const [pattern, value] of DEFENCES) {
        const first = sentencesAround(text, pattern, 1)[0]
        if (first) add('Defence Argument', value, first, section)
      }
  }

  // Remedies and phases: the register's decisions (one line each), a judgment's procedure.
  const decisionLines = doc.sections
    .filter((s) => /^decisions$/i.test(s.heading))
    .flatMap((s) => s.text.split('\n').map((line) => ({ line: line.trim(), section: s.ordinal })))
    .filter((d) => /^\d{4}-\d{2}-\d{2}:|^Undated:/.test(d.line))
  for (const { line, section } of decisionLines) {
    const types = line.replace(/^[^:]*:\s*/, '')
    for (const [pattern, value] of REMEDIES)
      if (pattern.test(types)) add('Remedies', value, line, section)
    for (const [pattern, value] of PHASES)
      if (pattern.test(types)) add('Phases', value, line, section)
  }
  if (isCase(doc)) {
    for (const s of doc.sections) {
      for (const line of s.text.split('\n')) {
        if (
          /^(?:\d{4}-\d{2}-\d{2}\s+)?(?:Press release\s+)?[A-Z]+_\d+_\d+:/.test(line) &&
          /\bfines?\b/i.test(line)
        )
          add('Remedies', 'Fine', line.trim(), s.ordinal)
      }
    }
  } else if (doc.record.procedure) {
    const where = lineWith(doc.record.procedure)
    for (const [pattern, value] of PHASES)
      if (pattern.test(doc.record.procedure)) add('Phases', value, where.passage, where.section)
    for (const s of doc.sections) {
      const [fine] = sentencesAround(
        s.text,
        /\b(?:reduc|annul|impos)\w*\b[^.\n]{0,60}\bfines?\b/i,
        1,
      )
      if (fine) {
        add('Remedies', 'Fine', fine, s.ordinal)
        break
      }
    }
  }

  // Timeframe: the year of the decision (the register's last decision, the judgment's date).
  if (doc.date) {
    const year = doc.date.slice(0, 4)
    const where = lineWith(doc.date)
    add('Timeframe', year, where.passage, where.section)
  }
  for (const l of doc.record.legislation ?? []) {
    const where = lineWith(l.replace(/^Art\. /, ''))
    add('Applicable Legislation', l, where.passage, where.section)
  }
  for (const p of doc.record.parties ?? []) {
    const name = partyName(p.name)
    if (name.length < 2) continue
    const where = lineWith(name === p.name.trim() ? name : p.name.replace(/\s+/g, ' ').trim())
    add('Party name', name, where.passage, where.section)
  }
  for (const sector of doc.record.sectors ?? []) {
    // 'Section name>D.35.2 - Label' (the register's NACE codes under their section).
    const [section, leaf] = sector.includes('>') ? sector.split('>') : [null, sector]
    const code = /^([A-U])\.(\d{2}(?:\.\d{1,2})?)\s*-\s*(.+)$/.exec(leaf.trim())
    const where = lineWith(code ? `${code[1]}.${code[2]}` : leaf)
    if (section) add('Industry', section, where.passage, where.section)
    if (code)
      add('NACE code', `${code[1]}.${code[2]} - ${code[3].trim()}`, where.passage, where.section)
  }
  return facts
}

/** Whether the locator keeps a document: a register case, or a judgment on competition. */
export function isCompetitionDocument(doc: Pick<SourceDocument, 'kind' | 'record'>): boolean {
  if (doc.kind === 'case') return true
  return (doc.record.topics ?? []).some((t) => t.startsWith('Competition law'))
}
