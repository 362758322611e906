// Reading prosecution information out of provisions (pure functions, no I/O). A provision (a
// statute's section, a treaty's article or rule) is classified under one of Manual IP's topics
// (filing requirements, fees, time limits, representation) by weighted cues in its heading and
// text, in German or English, and the paragraph that carries the cues best is kept as its
// passage. The fee schedule of the German Patent Costs Act (PatKostG, Anlage) is read row by row:
// number, what the fee is for, amount in euro.
import type { MipRight, MipTopic } from '#sites/tools/manual-ip.ts'

type Cue = { re: RegExp; weight: number; max?: number }
type TopicCues = { heading: Cue[]; text: Cue[] }

const G = 'giu'
/** A word of letters or digits, umlauts included (`\\w` is ASCII only). */
const W = '[\\p{L}\\d]+'

/** Cues per topic and language; `max` caps how often one cue counts. */
const CUES: Record<'de' | 'en', Record<MipTopic, TopicCues>> = {
  de: {
    'filing-requirements': {
      heading: [{ re: /Anmeldung\b|Anmeldeerfordernis|Erfordernisse der Anmeldung/, weight: 5 }],
      text: [
        { re: /Die Anmeldung mu(?:ss|ß) enthalten/, weight: 8 },
        {
          re: /(?:ist|sind) beim Deutschen Patent- und Markenamt (?:anzumelden|einzureichen)/,
          weight: 4,
        },
        {
          re: /zur Erteilung eines Patents beim Deutschen Patent- und Markenamt anzumelden/,
          weight: 4,
        },
        { re: /Anmeldetag der \w*anmeldung ist der Tag/, weight: 6 },
      ],
    },
    fees: {
      heading: [{ re: /Gebühr|Kosten/, weight: 5 }],
      text: [
        { re: /\b\w*gebühr(?:en)?\b/, weight: 1, max: 4 },
        {
          re: /Jahresgebühr|Verlängerungsgebühr|Aufrechterhaltungsgebühr|Anmeldegebühr|Prüfungsgebühr|Klassengebühr/,
          weight: 2,
          max: 3,
        },
        {
          re: /gilt für die Kosten das Patentkostengesetz|Gebühren nach dem Patentkostengesetz/,
          weight: 4,
        },
        { re: /gebühr zu (?:entrichten|zahlen)|Zahlung einer \w*gebühr/, weight: 4 },
      ],
    },
    'time-limits': {
      heading: [
        { re: /Frist|Schutzdauer|Dauer\b|Wiedereinsetzung|Weiterbehandlung|Priorität/, weight: 5 },
      ],
      text: [
        {
          re: new RegExp(`innerhalb (?:einer Frist )?(?:von )?${W} (?:Monaten|Wochen|Jahren)`),
          weight: 4,
          max: 2,
        },
        {
          re: new RegExp(
            `vor Ablauf des \\d+\\. Monats|bis zum Ablauf von ${W} (?:Jahren|Monaten)|Ablauf von \\d+ Monaten`,
          ),
          weight: 4,
          max: 2,
        },
        {
          re: /(?:Monaten|Monats) nach (?:dem|der) (?:Anmeldetag|Prioritätstag|Tag|Veröffentlichung|Zustellung)/,
          weight: 2,
        },
        // The term of protection is the time limit a reader asks first.
        { re: new RegExp(`(?:dauert|beträgt) ${W} Jahre`), weight: 12 },
        { re: /\bFrist\b/, weight: 1, max: 3 },
      ],
    },
    representation: {
      heading: [{ re: /Vertret|Inlandsvertreter/, weight: 6 }],
      text: [
        { re: /Inlandsvertreter|als Vertreter bestellt/, weight: 6 },
        { re: /Rechtsanwalt oder Patentanwalt|Patentanwalt|Rechtsanwalt/, weight: 2, max: 2 },
        { re: /\bVertreter\b|\bVertretung\b/, weight: 1, max: 2 },
      ],
    },
  },
  en: {
    'filing-requirements': {
      heading: [
        {
          re: /Filing of|Requirements of (?:a|the)|The International Application|The Request|Filing date|Date of filing/,
          weight: 6,
        },
      ],
      text: [
        { re: /(?:application|request) shall (?:contain|comprise)/, weight: 6 },
        { re: /shall be filed (?:with|at)|may be filed with/, weight: 3 },
        { re: /date of filing|filing date/, weight: 1, max: 2 },
      ],
    },
    fees: {
      heading: [{ re: /\bFees?\b/, weight: 6 }],
      text: [
        { re: /\bfees?\b/, weight: 1, max: 4 },
        {
          re: /filing fee|search fee|renewal fees?|designation fees?|examination fee|transmittal fee|international fee/,
          weight: 2,
          max: 3,
        },
      ],
    },
    'time-limits': {
      heading: [{ re: /Time Limits?|Term of|Delay|Re-establishment|Period/i, weight: 6 }],
      text: [
        { re: /within (?:a period of )?(?:\w+|\d+) months/, weight: 3, max: 2 },
        {
          re: /\w+ months from the (?:priority|filing) date|months? (?:after|from|of) the (?:date|publication|notification)/,
          weight: 3,
          max: 2,
        },
        { re: /time limits?/, weight: 2, max: 2 },
        { re: /term of the \w+ patent shall be \w+ years/, weight: 12 },
        { re: /\w+ months from the priority date/, weight: 4 },
      ],
    },
    representation: {
      heading: [{ re: /Represent|Right to Practi[cs]e|Professional/, weight: 7 }],
      text: [
        { re: /professional representatives?/, weight: 3, max: 2 },
        { re: /\brepresent(?:ed|ation|ative)?\b/, weight: 1, max: 3 },
        { re: /\bagents?\b|\battorneys?\b|right to practi[cs]e/, weight: 2, max: 2 },
      ],
    },
  },
}

/** Below this a provision is not filed under any topic. */
export const MIN_SCORE = 6

export type Provision = {
  id: string
  /** '§ 34', 'Article 133 – General principles of representation' */
  heading: string
  /** Its paragraphs in order (the reading page's blocks). */
  paragraphs: string[]
  language: 'de' | 'en'
}

export type Classified = {
  topic: MipTopic
  score: number
  /** The paragraph (with the numbered items that follow it) that carries the topic best. */
  passage: string
  scores: Record<MipTopic, number>
}

const TOPICS = Object.keys(CUES.de) as MipTopic[]

function count(re: RegExp, text: string): number {
  return text.match(new RegExp(re.source, G))?.length ?? 0
}

function scoreOf(cues: Cue[], text: string): number {
  let total = 0
  for (const cue of cues) total += Math.min(count(cue.re, text), cue.max ?? 1) * cue.weight
  return total
}

/** Paragraphs grouped as the statute numbers them: `(3) … enthalten:` with its `1.`, `2.` items. */
export function units(paragraphs: string[]): string[] {
  const out: string[] = []
  for (const p of paragraphs) {
    const item = /^(?:\d+\.|[a-z]\))\s/.test(p)
    if (item && out.length > 0 && /:$|\bfolgende\b/.test(out[out.length - 1].split('\n')[0])) {
      out[out.length - 1] += `\n${p}`
    } else if (item && out.length > 0 && out[out.length - 1].includes('\n')) {
      out[out.length - 1] += `\n${p}`
    } else out.push(p)
  }
  return out
}

const PASSAGE_CHARS = 700

function clip(text: string): string {
  if (text.length <= PASSAGE_CHARS) return text
  const cut = text.slice(0, PASSAGE_CHARS)
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf(';\n'), cut.lastIndexOf('\n'))
  return `${end > PASSAGE_CHARS / 2 ? cut.slice(0, end + 1) : cut}…`
}

const EMPTY = /^\(?(?:weggefallen|deleted|repealed)\)?$/i

/** The provision's topic (the best scoring, if it reaches MIN_SCORE) and its passage. */
export function classifyProvision(provision: Provision): Classified | null {
  const text = provision.paragraphs.join('\n')
  if (!text.trim() || EMPTY.test(text.trim())) return null
  const cues = CUES[provision.language]
  const scores = {} as Record<MipTopic, number>
  for (const topic of TOPICS) {
    scores[topic] =
      scoreOf(cues[topic].heading, provision.heading) + scoreOf(cues[topic].text, text)
  }
  const topic = TOPICS.reduce((best, t) => (scores[t] > scores[best] ? t : best), TOPICS[0])
  if (scores[topic] < MIN_SCORE) return null
  const parts = units(provision.paragraphs)
  let passage = parts[0] ?? ''
  let best = -1
  for (const part of parts) {
    const s = scoreOf(cues[topic].text, part)
    if (s > best) {
      best = s
      passage = part
    }
  }
  return { topic, score: scores[topic], passage: clip(passage), scores }
}

// ---- the fee schedule ---------------------------------------------------------------------

export type FeeRow = {
  /** '311 000' */
  code: string
  /** The group the row stands in ('Anmeldeverfahren Nationale Anmeldung (§ 34 PatG)'). */
  group: string
  /** What the fee is for, as the schedule words it. */
  text: string
  /** '40', '1 060', '4,5' as printed. */
  amount: string
}

const CODE = /^\*?\s*(\d{3} \d{3})$/
const AMOUNT = /^(\d{1,3}(?: \d{3})*(?:,\d+)?)(?: EUR)?$/
const clean = (s: string) =>
  s
    .replace(/^[*\s]+/, '')
    .replace(/(?:\s*\.){3,}\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim()

/** The rows of the PatKostG fee schedule from its paragraphs, in order. */
export function feeRows(paragraphs: string[]): FeeRow[] {
  const rows: FeeRow[] = []
  let base = ''
  let group = ''
  let current: { code: string; group: string; text: string[] } | null = null
  for (const raw of paragraphs) {
    const line = raw.trim()
    const code = CODE.exec(line)
    if (code) {
      current = { code: code[1], group, text: [] }
      continue
    }
    const amount = AMOUNT.exec(line)
    if (amount && current) {
      rows.push({
        code: current.code,
        group: current.group,
        text: current.text.join(' ').trim(),
        amount: amount[1],
      })
      current = null
      continue
    }
    const words = clean(line)
    if (!words) continue
    if (current) current.text.push(words)
    else if (/^\*\s*\*\s*–/.test(line)) group = `${base} ${words}`.trim()
    else if (/^\*\s*\*/.test(line) || /^\*\s*(?:\d+|[IVX]+)\.\s/.test(line)) {
      base = words.replace(/\s*\*+$/, '')
      group = base
    }
  }
  return rows
}

/**
 * Which rows answer "what does it cost" for a right: the application (the first group of the
 * right's part of the schedule: 31… patents, 33… trade marks, 34… designs) and the first
 * maintenance fee (the second group), by their number.
 */
export const KEY_FEES: Record<MipRight, readonly string[]> = {
  patent: ['311 000', '311 050', '311 200', '311 400', '312 030'],
  'trade-mark': ['331 000', '331 300', '332 100'],
  design: ['341 000', '341 200', '342 100'],
}

/** One line per key fee: `311 000 Anmeldeverfahren …: die bis zu zehn Patentansprüche enthält – 40 EUR`. */
export function feeLines(rows: FeeRow[], right: MipRight): string[] {
  return KEY_FEES[right].flatMap((code) => {
    const row = rows.find((r) => r.code === code)
    if (!row) return []
    const what = [row.group, row.text.replace(/^–\s*/, '')].filter(Boolean).join(': ')
    return [`${row.code} ${what} – ${row.amount} EUR`]
  })
}
