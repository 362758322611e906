// Measures the subject classifier of Court of Justice judgments (cjeu-subjects.ts) on a sample
// labelled by reading the judgments (test/fixtures/ip-subjects): precision and recall of `ip`, of
// `competition` and of each IP field, each judgment classified from the corpus record.
import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import { decodeEntities } from '../../text/html.ts'
import { classifyJudgment, IP_FIELDS, type IpField } from './cjeu-subjects.ts'

/** The fields as the labels spell them. */
const LABEL_FIELD: Record<IpField, string> = {
  copyright: 'copyright',
  trade_mark: 'trade marks',
  designs: 'designs',
  patent: 'patents',
  plant_varieties: 'plant varieties',
  geographical_indications: 'geographical indications',
  trade_secrets: 'trade secrets',
  enforcement: 'enforcement',
}

export type SubjectLabel = {
  id: string
  case?: string
  ip: boolean
  fields: string[]
  competition: boolean
}

export type Score = { tp: number; fp: number; fn: number; precision: number; recall: number }
export type SubjectMiss = { id: string; case?: string; subject: string; got: boolean }
export type SubjectMeasurement = {
  judgments: number
  scores: Record<string, Score>
  misses: SubjectMiss[]
}

export function readSubjectLabels(file: string): SubjectLabel[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { labels: SubjectLabel[] }).labels
}

type Raw = { id: string; subject_keywords?: string | null; subject_tags?: string[]; text: string }

export function readJudgments(file: string): Map<string, Raw> {
  const rows = gunzipSync(readFileSync(file))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Raw)
  return new Map(rows.map((r) => [r.id, r]))
}

/** What a rule says of one judgment: its IP fields as the labels spell them, and competition. */
export type Classify = (raw: Raw) => { fields: string[]; competition: boolean }

/** The classifier of the portal. */
export const portalRule: Classify = (raw) => {
  const s = classifyJudgment({
    keywords: decodeEntities(raw.subject_keywords ?? ''),
    text: decodeEntities(raw.text),
  })
  return { fields: s.fields.map((f) => LABEL_FIELD[f]), competition: s.competition }
}

/** The source's subject tags, as the portal used them before (the baseline). */
export const sourceTagsRule: Classify = (raw) => {
  const tags = raw.subject_tags ?? []
  const fields = (['copyright', 'trade_mark', 'designs', 'patent'] as const)
    .filter((t) => tags.includes(t))
    .map((t) => LABEL_FIELD[t])
  return {
    // A judgment tagged only 'intellectual_property_general' counted as IP with no field.
    fields: tags.includes('intellectual_property_general') && !fields.length ? ['(none)'] : fields,
    competition: tags.includes('competition'),
  }
}

function score(tp: number, fp: number, fn: number): Score {
  return {
    tp,
    fp,
    fn,
    precision: tp + fp ? tp / (tp + fp) : 1,
    recall: tp + fn ? tp / (tp + fn) : 1,
  }
}

export function measureSubjects(
  judgments: Map<string, Raw>,
  labels: readonly SubjectLabel[],
  rule: Classify = portalRule,
): SubjectMeasurement {
  const subjects = ['ip', 'competition', ...IP_FIELDS.map((f) => LABEL_FIELD[f])]
  const counts = Object.fromEntries(subjects.map((s) => [s, { tp: 0, fp: 0, fn: 0 }]))
  const misses: SubjectMiss[] = []
  for (const label of labels) {
    const raw = judgments.get(label.id)
    if (!raw) throw new Error(`no judgment ${label.id} in the corpus`)
    const got = rule(raw)
    const said: Record<string, [boolean, boolean]> = {
      ip: [got.fields.length > 0, label.ip],
      competition: [got.competition, label.competition],
    }
    for (const f of IP_FIELDS.map((x) => LABEL_FIELD[x]))
      said[f] = [got.fields.includes(f), label.fields.includes(f)]
    for (const [subject, [g, want]] of Object.entries(said)) {
      const c = counts[subject]!
      if (g && want) c.tp++
      else if (g) c.fp++
      else if (want) c.fn++
      if (g !== want) misses.push({ id: label.id, case: label.case, subject, got: g })
    }
  }
  return {
    judgments: labels.length,
    scores: Object.fromEntries(
      Object.entries(counts).map(([s, c]) => [s, score(c.tp, c.fp, c.fn)]),
    ),
    misses,
  }
}

/** Labels at even positions (0, 2, …) tune the rules; those at odd positions are held out. */
export function halves<T>(labels: readonly T[]): { tuning: T[]; heldOut: T[] } {
  return {
    tuning: labels.filter((_, i) => i % 2 === 0),
    heldOut: labels.filter((_, i) => i % 2 === 1),
  }
}
