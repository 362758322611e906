// Regenerates the starter corpus in data/starter from ../shared/corpus:
//   npx tsx server/content/starter/build-starter.ts [../shared/corpus] [data/starter] [source...]
// With source folder names after the two paths, only those files are rebuilt.
// One canonical gzip JSONL file per source (a normalised subset, chosen deterministically from
// each source's index.csv) plus ATTRIBUTION.md. Same input → byte-identical output.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { caFederalStatutesAdapter } from '../ingest/adapters/ca-federal-statutes.ts'
import { cjeuJudgmentsAdapter, judgmentSubjects } from '../ingest/adapters/cjeu-judgments.ts'
import { deFederalStatutesAdapter } from '../ingest/adapters/de-federal-statutes.ts'
import { ecAntitrustCasesAdapter } from '../ingest/adapters/ec-antitrust-cases.ts'
import {
  euDigitalMarketsActAdapter,
  euLegislationAdapter,
} from '../ingest/adapters/eu-legislation.ts'
import { ewJudgmentsAdapter } from '../ingest/adapters/ew-judgments.ts'
import { isdsAwardsAdapter } from '../ingest/adapters/isds-awards.ts'
import { isBit, nlTreatiesAdapter } from '../ingest/adapters/nl-treaties.ts'
import { udrpDecisionsAdapter } from '../ingest/adapters/udrp-domain-decisions.ts'
import { unCoreTreatiesAdapter } from '../ingest/adapters/un-core-treaties.ts'
import { uncitralRulesAdapter } from '../ingest/adapters/uncitral-arbitration-rules.ts'
import { usCodeAdapter } from '../ingest/adapters/us-code.ts'
import { validDocuments } from '../ingest/ingest.ts'
import { parseCsv } from '../ingest/jsonl.ts'
import { SOURCES, type SourceName } from '../ingest/sources.ts'
import type { SourceAdapter } from '../ingest/types.ts'
import { decodeEntities } from '../text/html.ts'

type Row = Record<string, string>

function index(corpus: string, source: string): Row[] {
  return parseCsv(readFileSync(join(corpus, source, 'index.csv'), 'utf8'))
}

// ISDS: about 60 cases with several documents, smallest first, always including cases with an
// award and an annulment decision, cases with court rulings and cases whose tribunal is named in
// the dissenting-opinions table. Capped by total characters.
function isdsSelection(corpus: string): Set<string> {
  const rows = index(corpus, 'isds-awards')
  const cases = new Map<string, Row[]>()
  for (const r of rows) cases.set(r.case_name, [...(cases.get(r.case_name) ?? []), r])
  const size = (docs: Row[]) => docs.reduce((n, d) => n + Number(d.chars || 0), 0)
  const types = (docs: Row[]) => new Set(docs.map((d) => d.document_type))
  const multi = [...cases.entries()]
    .filter(([, docs]) => docs.length >= 2 && docs.every((d) => Number(d.chars) < 400_000))
    .sort(([a, x], [b, y]) => size(x) - size(y) || a.localeCompare(b))
  const dissent = readFileSync(
    join(corpus, 'isds-awards', 'dissenting_opinions_arbitrators.csv'),
    'utf8',
  )
  const chosen = new Set<string>()
  const take = (pred: (docs: Row[], name: string) => boolean, n: number) => {
    for (const [name, docs] of multi) {
      if (n <= 0) break
      if (!chosen.has(name) && pred(docs, name)) {
        chosen.add(name)
        n--
      }
    }
  }
  take((d) => types(d).has('award') && types(d).has('annulment_decision'), 20)
  take((d) => types(d).has('court_decision') && types(d).has('award'), 8)
  take((d) => d.some((r) => r.case_number && dissent.includes(r.case_number)), 8)
  take((d) => d.length >= 3 && types(d).has('award'), 16)
  take((d) => types(d).has('award'), 8)
  let budget = 24_000_000
  // Court rulings and awards that apply the New York Convention's grounds for refusal (Article
  // V(1)(a)-(e), V(2)(b)): the New York Convention tool lists decisions for each ground.
  const ids = new Set<string>(NYC_GROUND_DECISIONS)
  for (const [name, docs] of multi) {
    if (!chosen.has(name) || size(docs) > budget) continue
    budget -= size(docs)
    for (const d of docs) ids.add(d.id)
  }
  return ids
}

const NYC_GROUND_DECISIONS = [
  'isds-80cb04717521', // Yukos shareholders v Russia, The Hague District Court (V(1)(a)-(d), V(2)(b))
  'isds-7615840b821c', // Stati v Kazakhstan, court ruling (V(1)(b), (d))
  'isds-397532e50589', // Crystallex v Venezuela, court ruling (V(1)(c))
  'isds-ec5c0c985288', // AWG v Argentina, court ruling (V(1)(e))
  'isds-6def44f19f66', // Mesa Power v Canada, court ruling (V(1)(e))
  'isds-0a4766d8a422', // Frontier Petroleum v Czech Republic, award (V(2)(a)-(b))
]

const NL_NAMED = [
  'BWBV0005176', // New York Convention 1958
  'BWBV0004615', // ICSID Convention
  'BWBV0003819', // European Patent Convention
  'BWBV0004680', // Patent Cooperation Treaty
  'BWBV0004722', // London Agreement (application of Article 65 EPC)
  'BWBV0006168', // Agreement on a Unified Patent Court
  'BWBV0006268', // Geneva Protocol on Arbitration Clauses 1923
  'BWBV0006244', // Geneva Convention on the Execution of Foreign Arbitral Awards 1927
  'BWBV0001409', // Permanent Court of Arbitration headquarters agreement
  'BWBV0005102', // European Convention for the Peaceful Settlement of Disputes
  'BWBV0003002', // Madrid Protocol
  'BWBV0004052', // Budapest Treaty
  'BWBV0003481', // Strasbourg IPC Agreement
  'BWBV0003894', // Nice Agreement
  'BWBV0003977', // Berne Convention
  'BWBV0006367', // Hague Agreement (designs), Geneva Act
  'BWBV0002685', // UPOV Convention
  'BWBV0006419', // Convention on the Manipulation of Sports Competitions
  'BWBV0003453', // Geneva (1979) Protocol to the GATT
]

function nlSelection(corpus: string): Set<string> {
  const rows = index(corpus, 'nl-treaties')
  const bits = rows
    .filter((r) => isBit(r.title_en))
    .sort((a, b) => Number(a.chars) - Number(b.chars) || a.id.localeCompare(b.id))
    .slice(0, 12)
  return new Set([...NL_NAMED, ...bits.map((r) => r.id)])
}

// CJEU: every judgment with a subject read from it (competition, State aid, an IP field,
// arbitration; cjeu-subjects.ts) and the first 40 on general EU law.
function cjeuSelection(corpus: string): Set<string> {
  const file = join(corpus, 'cjeu-judgments-2017-2018', 'judgments.jsonl.gz')
  const rows = gunzipSync(readFileSync(file))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { id: string; subject_keywords?: string; text: string })
  const subject = (r: (typeof rows)[number]) =>
    judgmentSubjects(decodeEntities(r.subject_keywords ?? ''), decodeEntities(r.text)).length > 0
  const classified = rows.filter(subject)
  const general = rows.filter((r) => !subject(r)).sort((a, b) => a.id.localeCompare(b.id))
  return new Set([...classified, ...general.slice(0, 40)].map((r) => r.id))
}

// UDRP: 25 decisions per provider (by id).
function udrpSelection(corpus: string): Set<string> {
  const rows = index(corpus, 'udrp-domain-decisions')
  const byProvider = new Map<string, Row[]>()
  for (const r of rows) byProvider.set(r.provider, [...(byProvider.get(r.provider) ?? []), r])
  const ids = new Set<string>()
  for (const [, list] of [...byProvider].sort(([a], [b]) => a.localeCompare(b))) {
    for (const r of list.sort((a, b) => a.id.localeCompare(b.id)).slice(0, 25)) ids.add(r.id)
  }
  return ids
}

// Statutes and rules: the acts the comparisons, Manual IP and the New York Convention tool quote
// (the whole of each act, so its book is complete), not every act of the source.
const fixed =
  (...ids: string[]) =>
  () =>
    new Set(ids)

type Plan = { source: SourceName; adapter: SourceAdapter; select?: (corpus: string) => Set<string> }

const PLANS: Plan[] = [
  { source: 'cjeu-judgments-2017-2018', adapter: cjeuJudgmentsAdapter, select: cjeuSelection },
  { source: 'de-federal-statutes-ip-competition', adapter: deFederalStatutesAdapter },
  { source: 'ec-antitrust-cases', adapter: ecAntitrustCasesAdapter },
  { source: 'isds-awards', adapter: isdsAwardsAdapter, select: isdsSelection },
  { source: 'nl-treaties', adapter: nlTreatiesAdapter, select: nlSelection },
  { source: 'udrp-domain-decisions', adapter: udrpDecisionsAdapter, select: udrpSelection },
  { source: 'un-core-treaties', adapter: unCoreTreatiesAdapter },
  {
    source: 'us-code-arbitration-ip-competition',
    adapter: usCodeAdapter,
    select: fixed('US-9USC', 'US-15USC-ch1', 'US-15USC-ch22', 'US-17USC', 'US-35USC'),
  },
  {
    source: 'eu-legislation-competition-ip',
    adapter: euLegislationAdapter,
    select: fixed(
      'EU-12012ETXT',
      'EU-32003R0001',
      'EU-32004R0139',
      'EU-32006L0116',
      'EU-32017R1001',
    ),
  },
  { source: 'eu-digital-markets-act', adapter: euDigitalMarketsActAdapter },
  { source: 'uncitral-arbitration-rules', adapter: uncitralRulesAdapter },
  {
    source: 'ca-federal-statutes-arbitration-ip-competition',
    adapter: caFederalStatutesAdapter,
    select: fixed('CA-C-34.6', 'CA-U-2.4', 'CA-C-34', 'CA-I-9', 'CA-P-4', 'CA-T-13'),
  },
  // Every judgment the adapter keeps: the arbitration, IP and competition ones.
  { source: 'ew-judgments-find-case-law', adapter: ewJudgmentsAdapter },
]

function attribution(counts: Record<string, number>): string {
  const lines = [
    '# Starter corpus: sources and attribution',
    '',
    'The files in this folder are a normalised subset of the real legal documents in',
    '`../shared/corpus`, converted to the canonical document format (`server/content/model.ts`) by',
    '`server/content/starter/build-starter.ts`. Nothing here was written by this project. Every',
    'record also carries its provenance (source, origin, terms) and the document page shows it.',
    '',
  ]
  for (const plan of PLANS) {
    const s = SOURCES[plan.source]
    lines.push(
      `## ${s.collection} (\`${plan.source}.jsonl.gz\`, ${counts[plan.source] ?? 0} documents)`,
      '',
      `- Source folder: \`../shared/corpus/${s.folder}\``,
      `- Origin: ${s.origin}`,
      `- Terms: ${s.terms}`,
      '',
    )
  }
  return lines.join('\n')
}

function countLines(file: string): number {
  if (!existsSync(file)) return 0
  return gunzipSync(readFileSync(file)).toString('utf8').split('\n').filter(Boolean).length
}

export async function buildStarter(
  corpus: string,
  out: string,
  only: string[] = [],
): Promise<Record<string, number>> {
  mkdirSync(out, { recursive: true })
  const rebuilt = (source: string) => only.length === 0 || only.includes(source)
  for (const f of readdirSync(out)) {
    if (/\.jsonl(\.gz)?$/.test(f) && rebuilt(f.replace(/\.jsonl(\.gz)?$/, ''))) rmSync(join(out, f))
  }
  const counts: Record<string, number> = {}
  for (const plan of PLANS) {
    if (!rebuilt(plan.source)) {
      counts[plan.source] = countLines(join(out, `${plan.source}.jsonl.gz`))
      continue
    }
    const dir = join(corpus, plan.source)
    if (!existsSync(dir)) throw new Error(`missing source folder ${dir}`)
    const ids = plan.select?.(corpus)
    const lines: string[] = []
    const problems: string[] = []
    const docs = validDocuments(
      plan.adapter,
      dir,
      (i) => problems.push(`${i.file}:${i.line}: ${i.reason}`),
      {
        select: ids ? (id) => ids.has(id) : undefined,
      },
    )
    for await (const { doc } of docs) lines.push(JSON.stringify(doc))
    if (problems.length)
      console.warn(`${plan.source}: ${problems.length} records skipped\n${problems.join('\n')}`)
    writeFileSync(
      join(out, `${plan.source}.jsonl.gz`),
      gzipSync(lines.join('\n') + '\n', { level: 9 }),
    )
    counts[plan.source] = lines.length
  }
  writeFileSync(join(out, 'ATTRIBUTION.md'), attribution(counts))
  return counts
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const corpus = process.argv[2] ?? '../shared/corpus'
  const out = process.argv[3] ?? 'data/starter'
  const counts = await buildStarter(corpus, out, process.argv.slice(4))
  for (const [source, n] of Object.entries(counts)) console.log(`${source.padEnd(40)} ${n}`)
}
