// isds-awards → KA awards, decisions and court rulings, grouped into cases and proceedings.
// A case is one case_name; its proceedings are the arbitration itself, the annulment and any
// court proceedings (set-aside, recognition, enforcement). Case records are emitted after all
// documents, built from the documents that were read.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type {
  CanonicalDocumentInput,
  CaseFactsRecord,
  DocumentKind,
  DocumentType,
  Person,
  RoleFact,
} from '../../model.ts'
import { caseFacts, kindLabel, type CaseFacts } from '#server/case-facts/index.ts'
import { instrumentLabel, keyOf } from '#server/case-facts/instruments.ts'
import type { Fact } from '#server/case-facts/types.ts'
import { SOURCES } from '../sources.ts'
import { blocksToSections, proseToBlocks } from '../../text/html.ts'
import { cleanSourceText } from '../../text/clean.ts'
import { notesSection } from '../../text/footnotes.ts'
import { readJsonLines } from '../jsonl.ts'
import { dissentKeys, loadDissentTable, type DissentRow } from '#server/arbitrators/dissent.ts'
import { awardFacts } from '#server/arbitrators/facts.ts'
import { provenance } from '../sources.ts'
import type { AdapterItem, AdapterOptions, SourceAdapter } from '../types.ts'
import { INSTITUTIONS } from '../../institutions.ts'
import { editionsServed } from '#sites/sources.ts'
import {
  caseIdFor,
  caseRecord,
  PROCEEDING_TITLES,
  proceedingKind,
  type CaseAcc,
  type ProceedingKind,
} from './isds-cases.ts'
import { COLLECTION, NAME, NOTES, withParties, type RawAward } from './isds-source.ts'
import { claimantState, isdsParties, partyState } from './isds-states.ts'

/** The portal's kind and type of a document, from the kind its text gives (server/case-facts). */
function kindAndType(facts: CaseFacts): { kind: DocumentKind; type: DocumentType } {
  switch (facts.kind.value) {
    case 'award':
      return { kind: 'award', type: 'Awards' }
    case 'decision':
      return facts.kind.subject === 'annulment'
        ? { kind: 'annulment_decision', type: 'Decisions' }
        : { kind: 'decision', type: 'Decisions' }
    case 'procedural-order':
      return { kind: 'procedural_order', type: 'Procedural orders' }
    case 'opinion':
      return { kind: 'opinion', type: 'Opinions' }
    case 'court-judgment':
      return { kind: 'court_decision', type: 'Court decisions' }
    case 'submission':
      return { kind: 'submission', type: 'Party submissions' }
    default:
      // A tribunal's letter or a press release: filed with the decisions, as the source did.
      return { kind: 'decision', type: 'Decisions' }
  }
}

/** The facts as the record keeps them: each with its label, rule and line. */
function factsRecord(facts: CaseFacts): CaseFactsRecord {
  const kept = <T>(f: Fact<T>, value: string, label: string) => ({
    value,
    label,
    rule: f.rule,
    evidence: f.evidence,
  })
  return {
    kind: kept(facts.kind, facts.kind.value, kindLabel(facts.kind)),
    ...(facts.decided
      ? { decided: kept(facts.decided, facts.decided.value, facts.decided.value) }
      : {}),
    instruments: facts.instruments.map((f) => kept(f, keyOf(f.value), instrumentLabel(f.value))),
    ...(facts.reviews
      ? { reviews: kept(facts.reviews, facts.reviews.value, facts.reviews.value) }
      : {}),
    // The outcome is read and measured, not kept: it is shown once it meets its target on the
    // held-out set (decision 240).
  }
}

// A court asked to enforce or set aside an award applies the New York Convention: for a court's
// ruling that names it, it is an instrument the ruling applies, not a citation.
const NEW_YORK_CONVENTION =
  /New York Convention|Recognition and Enforcement of Foreign Arbitral Awards/i

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

export function mapAward(
  raw: RawAward,
  tribunal: Person[],
  extracted: { roles?: RoleFact[]; rules?: string; notes?: string[] } = {},
): { doc: CanonicalDocumentInput; proceeding: ProceedingKind; legislation: string[] } {
  const state = partyState(raw.respondent)
  const facts = caseFacts({
    text: raw.text ?? '',
    title: raw.document_title,
    respondentState: state,
    claimantState: claimantState(raw.claimant),
  })
  const meta = kindAndType(facts)
  const proceeding = proceedingKind(raw)
  const caseId = caseIdFor(raw.case_name)
  const text = raw.text ?? ''
  const blocks = proseToBlocks(text)
  const sections = [...blocksToSections(blocks), ...notesSection(extracted.notes ?? [])]
  // The treaty filter holds what the case is brought under, never what the text mentions.
  const legislation = [
    ...facts.instruments.map((f) => f.value.name),
    ...(meta.kind === 'court_decision' && NEW_YORK_CONVENTION.test(text)
      ? ['New York Convention, 1958']
      : []),
  ]
  const institution = raw.institution || undefined
  const caseNo = raw.case_number || undefined
  // The source's `date` is a guess (the latest date of the first pages): never shown as the
  // date of decision, which is read from the text or absent.
  const date = facts.decided?.value
  const parties = isdsParties(raw.claimant, raw.respondent)
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
    dates: { ...(date ? { decision: date } : {}), added: SOURCES[NAME].snapshot },
    jurisdictions: state ? [state] : [],
    ...(meta.kind === 'court_decision' ? {} : institution ? { institution } : {}),
    ...(meta.kind === 'court_decision' ? { court: 'National courts' } : {}),
    parties,
    caseNumbers: caseNo ? [caseNo] : [],
    judges: meta.kind === 'court_decision' ? [] : tribunal,
    topics: topicsFor(raw, proceeding),
    legislation,
    procedure: PROCEEDING_TITLES[proceeding],
    facts: factsRecord(facts),
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
        const source = withParties(item.value as RawAward)
        if (options.select && !options.select(String(source?.id))) continue
        if (!source || typeof source.case_name !== 'string' || typeof source.text !== 'string') {
          yield { file, line: item.line, error: 'missing case_name or text' }
          continue
        }
        // Extraction and the reader read the cleaned text (decision 110).
        const cleaned = cleanSourceText(source.text)
        const raw = { ...source, text: cleaned.text }
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
          respondentState: partyState(raw.respondent),
          claimantState: claimantState(raw.claimant),
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
          notes: cleaned.notes,
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
        acc.jurisdiction ??= partyState(raw.respondent)
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
          award: doc.kind === 'award',
          ...(doc.facts?.reviews ? { reviews: doc.facts.reviews.value } : {}),
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
