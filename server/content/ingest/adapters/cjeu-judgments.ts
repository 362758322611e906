// cjeu-judgments-2017-2018 → Court of Justice judgments. Editions by the subjects read from what
// each judgment interprets (cjeu-subjects.ts): competition, merger control, State aid → KCL;
// an intellectual property field → KIPL; arbitration → KA; general EU law → KCL and KIPL.
import type { CanonicalDocumentInput, Edition, Person } from '../../model.ts'
import { blocksToSections, decodeEntities, linesToBlocks } from '../../text/html.ts'
import { slugify } from '#server/lib/text.ts'
import { provenance, SOURCES } from '../sources.ts'
import { editionsServed } from '#sites/sources.ts'
import { jsonLinesAdapter } from '../jsonl-adapter.ts'
import { classifyJudgment } from './cjeu-subjects.ts'

const NAME = 'cjeu-judgments-2017-2018'
const FILE = 'judgments.jsonl.gz'

type RawJudgment = {
  id: string
  ecli?: string
  celex?: string
  case_numbers?: string[]
  court?: string
  document_type?: string
  formation?: string | null
  date?: string | null
  procedure?: string | null
  subject_keywords?: string | null
  subject_tags?: string[]
  referring_court?: string | null
  parties?: string[]
  eurlex_parties?: string | null
  judge_rapporteur?: string | null
  advocate_general?: string | null
  composition?: string | null
  eurlex_title?: string | null
  language?: string | null
  text: string
}

/**
 * Topics by the subject read from the judgment (not the source's `subject_tags`, a heuristic that
 * put MEO, an abuse of dominance case, under copyright); the subject decides the editions
 * (sites/sources.ts).
 */
const SUBJECT_TOPICS: Record<string, string> = {
  copyright: 'Intellectual property>Copyright',
  trade_mark: 'Intellectual property>Trade marks',
  designs: 'Intellectual property>Designs',
  patent: 'Intellectual property>Patents',
  plant_varieties: 'Intellectual property>Plant varieties',
  geographical_indications: 'Intellectual property>Geographical indications',
  trade_secrets: 'Intellectual property>Trade secrets',
  enforcement: 'Intellectual property>Enforcement',
  antitrust: 'Competition law>Antitrust',
  merger: 'Competition law>Merger control',
  state_aid: 'Competition law>State aid',
  arbitration: 'Arbitration',
}

/** The subjects of a judgment (its keyword heading and text, decoded), as categories of sites/sources.ts. */
export function judgmentSubjects(keywords: string, text: string): string[] {
  const s = classifyJudgment({ keywords, text })
  return [...s.fields, ...s.competitionFields, ...(s.arbitration ? ['arbitration'] : [])]
}

export function cjeuId(ecli: string): string {
  return `cjeu-${slugify(ecli.replace(/^ECLI:/i, ''), 60)}`
}

// Lines that head a part of a judgment: short, no closing punctuation, not a party line.
function isJudgmentHeading(line: string): boolean {
  if (line.length > 110 || line.length < 3) return false
  if (/[.,;:]$/.test(line) || /^[\d(‘'"“]/.test(line)) return false
  if (/^v$/i.test(line)) return false
  if (!/^[A-Z]/.test(line)) return false
  return line.split(/\s+/).length <= 14
}

/**
 * Where a judgment's signatures start: the judges' surnames the Court lists before 'Delivered in
 * open court …' (each a judge of its composition), then the registrar and the president. They are
 * text, not headings. The line index, or the text's length in lines when there is no such block.
 */
export function signatureStart(lines: string[], composition: string): number {
  const delivered = lines.findLastIndex((l) => /^Delivered in open court\b/.test(l.trim()))
  if (delivered < 0) return lines.length
  const judge = (line: string) => {
    const l = line.trim()
    if (!l || l.length > 40 || /[\d.,;:]$|\d/.test(l) || l.split(/\s+/).length > 4) return false
    const surname = l.split(/\s+/).pop()!
    return composition ? composition.includes(surname) : /^\p{Lu}/u.test(l)
  }
  let start = delivered
  while (start > 0 && judge(lines[start - 1])) start--
  return start
}

/**
 * Where a judgment's body starts: the 'Judgment' line after '… gives the following'. The lines
 * before it, after the title line, are the case number, the parties and the Court's composition:
 * text, not headings ('Florea Gusa', 'In Case C-411/15 P'). 1 when there is no such line.
 */
export function bodyStart(lines: string[]): number {
  const gives = lines.findIndex((l) => /^gives the following\b/i.test(l.trim()))
  return gives >= 0 && /^(?:Judgment|Opinion)\b/.test(lines[gives + 1]?.trim() ?? '')
    ? gives + 1
    : 1
}

// Provisions cited in the keywords, e.g. 'Article 101 TFEU', 'Article 102 TFEU'.
export function citedProvisions(keywords: string): string[] {
  const out = new Set<string>()
  for (const m of keywords.matchAll(/Articles?\s+(\d+)(?:\(\d+\))*\s+(TFEU|TEU|EC)\b/g)) {
    out.add(`Art. ${m[1]} ${m[2]}`)
  }
  for (const m of keywords.matchAll(
    /(Regulation|Directive)\s+(?:\((?:EU|EC|EEC)\)\s+)?(?:No\s+)?(\d+\/\d+(?:\/\w+)?)/g,
  )) {
    out.add(`${m[1]} ${m[2]}`)
  }
  return [...out].sort()
}

function referringCountry(court: string | null | undefined): string | undefined {
  const m = /,\s*([A-Z][A-Za-z ]+)\)\s*$/.exec(court ?? '')
  return m?.[1].trim()
}

export function mapJudgment(raw: RawJudgment): CanonicalDocumentInput {
  const ecli = raw.ecli ?? raw.id
  const text = decodeEntities(raw.text)
  const editions = new Set<Edition>()
  const topics = new Set<string>()
  for (const t of judgmentSubjects(decodeEntities(raw.subject_keywords ?? ''), text)) {
    const topic = SUBJECT_TOPICS[t]
    for (const e of editionsServed('cjeu-judgments', t)) editions.add(e)
    topics.add(topic)
  }
  if (editions.size === 0) {
    for (const e of editionsServed('cjeu-judgments')) editions.add(e)
    topics.add('European Union law')
  }
  const lines = text.split('\n')
  const signed = signatureStart(lines, decodeEntities(raw.composition ?? ''))
  const body = Math.min(bodyStart(lines), signed)
  const sections = blocksToSections([
    ...linesToBlocks(lines.slice(0, 1).join('\n'), isJudgmentHeading),
    ...linesToBlocks(lines.slice(1, body).join('\n'), () => false),
    ...linesToBlocks(lines.slice(body, signed).join('\n'), isJudgmentHeading),
    ...linesToBlocks(lines.slice(signed).join('\n'), () => false),
  ])
  const parties = (raw.parties ?? []).map((p) => ({ name: decodeEntities(p) }))
  const partiesTitle =
    decodeEntities(raw.eurlex_parties ?? '') ||
    parties
      .map((p) => p.name)
      .slice(0, 2)
      .join(' v ')
  const caseNumbers = (raw.case_numbers ?? []).map((c) => c.replace(/\u2011/g, '-'))
  const isOpinion = raw.document_type === 'opinion_of_advocate_general'
  const title = `${isOpinion ? 'Opinion of the Advocate General in ' : ''}${caseNumbers.length ? `Case ${caseNumbers.join(', ')}` : ecli}${partiesTitle ? `, ${partiesTitle}` : ''}`
  const keywords = decodeEntities(raw.subject_keywords ?? '')
    .split(/\s+—\s+/)
    .map((k) => k.trim())
    .filter((k) => k && k.length <= 120)
  const judges: Person[] = [
    ...(raw.judge_rapporteur ? [{ name: raw.judge_rapporteur, role: 'Judge-Rapporteur' }] : []),
    ...(raw.advocate_general ? [{ name: raw.advocate_general, role: 'Advocate General' }] : []),
  ]
  const country = referringCountry(raw.referring_court)
  const date = /^\d{4}-\d{2}-\d{2}$/.test(raw.date ?? '') ? raw.date! : undefined
  return {
    id: cjeuId(ecli),
    editions: [...editions].sort(),
    type: 'Judgments',
    kind: isOpinion ? 'ag_opinion' : 'judgment',
    title,
    ...(raw.formation
      ? { subtitle: `${isOpinion ? 'Opinion' : 'Judgment'} of the Court (${raw.formation})` }
      : {}),
    summary: keywords.slice(0, 8).join(' — ') || undefined,
    source: SOURCES[NAME].collection,
    language: 'en',
    aiAvailable: text.length >= 2000,
    dates: date ? { decision: date, added: date } : {},
    jurisdictions: ['European Union', ...(country ? [country] : [])],
    court: raw.court ?? 'Court of Justice of the European Union',
    parties,
    caseNumbers,
    judges,
    keywords,
    topics: [...topics].sort(),
    legislation: citedProvisions(
      decodeEntities(`${raw.subject_keywords ?? ''} ${raw.eurlex_title ?? ''}`),
    ),
    ...(raw.procedure ? { procedure: raw.procedure } : {}),
    identifiers: { ecli, ...(raw.celex ? { celex: raw.celex } : {}) },
    details: {
      ...(raw.formation ? { formation: raw.formation } : {}),
      ...(raw.referring_court ? { referringCourt: decodeEntities(raw.referring_court) } : {}),
      ...(raw.composition ? { composition: decodeEntities(raw.composition) } : {}),
    },
    links: raw.celex
      ? [
          {
            label: 'EUR-Lex',
            url: `https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:${raw.celex}`,
          },
        ]
      : [],
    provenance: provenance(
      NAME,
      ecli,
      'Subjects are read from the keyword heading and the instruments the ruling interprets.',
    ),
    sections,
  }
}

export const cjeuJudgmentsAdapter = jsonLinesAdapter<RawJudgment>({
  name: NAME,
  file: FILE,
  valid: (raw) => typeof raw.id === 'string' && typeof raw.text === 'string',
  invalid: 'missing id or text',
  map: mapJudgment,
})
