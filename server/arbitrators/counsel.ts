// Counsel and their firms per side, from the appearances list on the first pages
// ('Representing the Claimant:' followed by names and a firm line).
import type { CounselFact, FirmFact, Side } from './types.ts'
import { cleanPersonName, firmKey, fold, looksLikePersonName, partyKey } from './names.ts'
import type { Line } from './text-lines.ts'

// A line that opens with a person's title names counsel.
const TITLED = /^(?:mr|mrs|ms|dr|prof|professor|sir|dame|mme|me|m|avv|mag|messrs)\.?\s/i

/** A law firm's or chambers' name in a line. */
export const FIRM =
  /\b(?:LLP|L\.L\.P\.|LLC|PLLC|Chambers|Abogados|Avocats|Avvocati|Rechtsanw\S*|Attorneys|Law Firm|Law Offices?|& Co\b|Partners|\.partners|Advokat\w*|S\.C\.|S\.L\.P\.|Associés|Associates|Solicitors|Legal)\b|&/
const GOVERNMENT_OFFICE =
  /\b(?:ministry|ministerio|procura|department|attorney general|office|agency|bureau|state lawsuits|government|embassy|tesoro)\b/i

export function counselOf(
  lines: Line[],
  parties: readonly string[] = [],
): { counsel: CounselFact[]; firms: FirmFact[] } {
  const firmOfLine = (text: string) => firmOf(text, parties)
  const counsel: CounselFact[] = []
  const firms: FirmFact[] = []
  let side: Side | null = null
  let firstOfBlock = 0
  let pending: CounselFact[] = []
  const flush = (firm?: string) => {
    for (const c of pending) if (firm) c.firm = firm
    counsel.push(...pending)
    pending = []
  }
  for (const l of lines) {
    const t = l.text
    const heading =
      /^(?:representing|counsel for|on behalf of|for)\s+(?:the\s+)?(claimants?|respondents?|applicants?|investors?|[^:]{2,60}):?\s*(.*)$/i.exec(
        t,
      )
    if (heading) {
      // Two columns on one line ('Representing the Claimant: Representing the Respondent:') cannot
      // be split into sides reliably: such blocks are left out.
      if (/representing.*representing|counsel for.*counsel for/i.test(t)) {
        flush()
        side = null
        continue
      }
      flush()
      const who = heading[1].toLowerCase()
      side = /claim|applic|invest/.test(who)
        ? 'claimant'
        : /respond/.test(who)
          ? 'respondent'
          : null
      firstOfBlock = l.n
      continue
    }
    if (!side) continue
    if (
      l.n - firstOfBlock > 60 ||
      /^(?:table of contents|contents|i\.|introduction|the tribunal|tribunal|award)\b/i.test(t)
    ) {
      flush()
      side = null
      continue
    }
    const at = side
    const addFirm = (name: string) => {
      if (!firms.some((f) => f.side === at && f.name === name))
        firms.push({ name, side: at, evidence: { line: l.n, text: t } })
      flush(name)
    }
    // 'Daniel M. Price (Sidley Austin Brown & Wood LLP, Washington, D.C.)': the firm in brackets.
    const bracketed = /^([^(]{4,60}?)\s*\(([^)]+)\)$/.exec(t)
    const inBrackets = bracketed && !FIRM.test(bracketed[1]) ? firmOfLine(bracketed[2]) : null
    if (inBrackets) {
      const c = withoutPosition(cleanPersonName(bracketed![1]))
      if (looksLikePersonName(c)) {
        flush()
        pending.push({ name: c, side, evidence: { line: l.n, text: t } })
        addFirm(inBrackets)
        continue
      }
    }
    // A person's line ('Mr. …') is never a firm's, but may end with the firm after a comma.
    if (!TITLED.test(t)) {
      const firm = firmOfLine(t)
      if (firm) addFirm(firm)
      else if (firm === '') flush()
      if (firm !== null) continue
    }
    // Two columns of counsel read as one line: 'Mr. Rostislav Pekař Mr. Frédéric G. Sourgens'.
    const parts = TITLED.test(t)
      ? t.split(/\s+(?=(?:Mr|Mrs|Ms|Dr|Prof|Professor)\.?\s+\p{Lu})/u)
      : []
    for (const part of parts) {
      const c = TITLED.test(part) ? withoutPosition(cleanPersonName(part)) : ''
      if (c && looksLikePersonName(c))
        pending.push({ name: c, side, evidence: { line: l.n, text: t } })
    }
    // 'Mr. Daniel Price, Sidley Austin LLP': the person, then the firm.
    const comma = t.indexOf(',')
    const after = t
      .slice(comma + 1)
      .replace(/^\s*(?:(?:senior|of)\s+)?(?:counsel|partner|associate)\s*,\s*/i, '')
      .trim()
    const firmAfter = parts.length === 1 && comma > 0 ? firmOfLine(after) : null
    // A firm with a comma after its first word ('Mr. Victor Datry Curtis, Mallet-Prevost, Colt &
    // Mosle LLP'): the word the name ends with begins the firm the rest names.
    const named = pending[pending.length - 1]
    const runIn = named?.evidence.line === l.n ? named.name.split(' ') : []
    const first = fold(runIn[runIn.length - 1] ?? '')
    if (
      firmAfter &&
      runIn.length >= 3 &&
      firmKey(firmAfter).startsWith(`${first} `) &&
      !fold(firmAfter).startsWith(`${first} `)
    ) {
      named.name = runIn.slice(0, -1).join(' ')
      addFirm(`${runIn[runIn.length - 1]}, ${firmAfter}`)
    } else if (firmAfter) addFirm(firmAfter)
  }
  flush()
  return { counsel: withoutSharedFirm(counsel), firms }
}

// A position or a firm after the name ('Grigori Lazarev Senior Associate', 'Heidrun Walsh of
// Mishcon de Reya').
const POSITION =
  /\s+(?:(?:senior|junior|managing|qualified|\p{Lu}\p{Ll}+ed)\s+)?(?:partner|associate|paralegal|counsel|attorney general|legal adviser)\.?$/iu
const OF_FIRM = /^(?!(?:lord|lady|baroness|baron)\s)(.+?)\s+of\s+\p{Lu}.*$/iu

function withoutPosition(name: string): string {
  return name.replace(POSITION, '').replace(OF_FIRM, '$1').replace(/[.,]$/, '').trim()
}

/**
 * A firm the layout ran into its counsel's names ('Lars Markert Gleiss Lutz', 'Stephan Wilske
 * Gleiss Lutz' from two columns read as one line): the same last words after two or more
 * names of one award, a name of two words or more left before them.
 */
function withoutSharedFirm(counsel: CounselFact[]): CounselFact[] {
  const tails = new Map<string, Set<string>>()
  for (const c of counsel) {
    const words = c.name.split(' ')
    for (let k = 2; k <= 4 && words.length - k >= 2; k++) {
      const tail = words.slice(-k)
      if (!tail.every((w) => /^\p{Lu}/u.test(w))) continue
      const key = tail.join(' ')
      tails.set(key, (tails.get(key) ?? new Set()).add(words.slice(0, -k).join(' ')))
    }
  }
  // (Two persons' heads, not one person written twice: 'Maria del Socorro' / 'Socorro'.)
  const lastWords = (heads: Set<string>) => new Set([...heads].map((h) => h.split(' ').pop()))
  const firms = [...tails]
    .filter(([, heads]) => heads.size >= 2 && lastWords(heads).size === heads.size)
    .map(([tail]) => tail)
  return counsel.map((c) => {
    // The longest shared tail: 'Pillsbury Winthrop Shaw Pittman', not 'Shaw Pittman'.
    const firm = firms
      .filter((f) => c.name.endsWith(` ${f}`))
      .sort((a, b) => b.length - a.length)[0]
    // (a party's name run in the same way is cut from the name but is no firm: 'Mr. Hartmut
    // Paulsen Hochtief Aktiengesellschaft')
    if (!firm) return c
    const name = c.name.slice(0, -firm.length - 1)
    return c.firm || notALawFirm(firm) ? { ...c, name } : { ...c, name, firm }
  })
}

// Words of a business, not of a law firm: a party ('TECO Guatemala Holdings, LLC', 'Hochtief
// Aktiengesellschaft'), a court reporter ('Worldwide Reporting, LLP'), accountants and experts
// ('Mazars LLP', 'Ernst & Young').
const BUSINESS =
  /\b(?:energy|capital|investments?|oil|gas|mining|power|holdings?|corporation|company|bank|hotels?|telecom\w*|solar|wind|infrastructure|cooperatief|reporting|enterprises?|industries|resources|group|aktiengesellschaft|mazars|deloitte|kpmg|pricewaterhouse\w*|ernst\s*&\s*young|grant thornton|fti|brattle|compass lexecon|bdo|accountants?|economists?|consulting)\b/i
// A post, an office, a case title or prose ('Legal Adviser', 'Minister of Legal Defense',
// 'Claimant Garanti Koza LLP', 'AGUAYTIA ENERGY LLC v. REPUBLIC OF PERU').
const NOT_A_FIRM =
  /\b(?:advis[eo]rs?|minister|coordinador|coordinator|council|services?|unit|branch|claimants?|respondents?|submission|authorit(?:y|ies)|regarding|member|counsel|president|finance|standard)\b|\s(?:v|y|vs)\.\s|\s(?:v|vs|versus)\s|^(?:[A-Z]|[IVX]+)\.\s/i
// Words any firm's name may have: a name of these only names no firm ('Law Firm', 'US LLP').
const GENERIC =
  /^(?:law|firm|legal|partners?|chambers|attorneys?(?:-at-law)?|at|solicitors?|barristers?|and|&|llp|llc|l\.l\.p\.?|us|uk|international|associates|the|of|for|advocates?|offices?|gmbh|mbh|rechtsanw\p{L}*|steuerberater)$/iu
// Lower-case words a firm's name may have ('Cabezas y Wray Abogados', 'Attorneys at Law').
const FIRM_LOWER = /^(?:and|of|y|e|de|del|la|at|law|für|mbh|d\.o\.o\.?|s\.?r\.?o\.?|sp\.k)$/i

/** True when a name a counsel line gives as a firm's is no law firm's (a party, accountants). */
export function notALawFirm(name: string): boolean {
  return (
    BUSINESS.test(name) ||
    NOT_A_FIRM.test(name) ||
    name.split(/\s+/).every((w) => GENERIC.test(w.replace(/[,.]$/, '')))
  )
}

/**
 * The firm a line names: its name, '' for a firm line that names only a legal form ('LLP'), or
 * null when the line is no firm's. The name is cut from counsel named around it ('Philip
 * Kimbrough of the law firm of Kimbrough & Associés', 'King & Spalding LLP Wilson Narvaez') and
 * from its city ('Baker & McKenzie, Caracas'); a party, a post or prose is no firm.
 */
function firmOf(text: string, parties: readonly string[]): string | null {
  if (
    !FIRM.test(text) ||
    GOVERNMENT_OFFICE.test(text) ||
    text.length >= 80 ||
    !/^\p{Lu}/u.test(text) ||
    /\d{3,}/.test(text)
  )
    return null
  let name = text
    .replace(/\s+\(.*\)$/, '')
    .replace(/[,;.!]$/, '')
    .trim()
  if (
    !fold(name)
      .replace(/\b(?:llp|llc|pllc|l l p)\b/g, '')
      .trim()
  )
    return ''
  // Counsel named before the firm: the firm is what follows 'of (the law firm of)'.
  const of = /.*\bof\s+(?:the\s+(?:law\s+)?firm\s+(?:of\s+)?)?(\p{Lu}.*)$/u.exec(name)
  if (of && /;|\b(?:Mr|Ms|Mrs|Dr|Professor|Hon)\b\.?\s|\bof the (?:law )?firm\b/.test(name))
    name = of[1].replace(/\s+as\s+.*$/, '').split(';')[0]
  // The city and country after the name; a firm's name may hold commas ('Curtis, Mallet-Prevost,
  // Colt & Mosle LLP').
  const parts = name.split(',')
  while (parts.length > 1 && !FIRM.test(parts[parts.length - 1])) parts.pop()
  name = parts
    .join(',')
    // Counsel named after the firm, past its legal form or a title; a name's end before it
    // ('III, Curtis Mallet-Prevost …', 'LLP Weil, Gotshal & Manges').
    .replace(/\s+(?:Mr|Ms|Mrs|Dr|Attn)\b\.?\s.*$/, '')
    .replace(/\b(LLP|LLC|L\.L\.P\.?|S\.C\.|GmbH|Law Firm)\s+\p{Lu}.*$/u, '$1')
    .replace(/^(?:(?:II|III|IV|Jr\.?),|LLP|LLC|Law Firm of)\s+/, '')
    .trim()
  const words = name.split(/\s+/)
  if (
    !FIRM.test(name) ||
    /(?:&|,|\band)$/.test(name) ||
    notALawFirm(name) ||
    (name.includes(')') && !name.includes('(')) ||
    words.filter((w) => /^\p{Ll}/u.test(w) && !FIRM_LOWER.test(w)).length > 0 ||
    parties.some((p) => {
      const party = partyKey(p).split(' ').slice(0, 2).join(' ')
      return party.length >= 5 && partyKey(name).startsWith(party)
    })
  )
    return null
  return name
}
