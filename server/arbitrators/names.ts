// Names as the award texts write them → the names entities carry. Cover pages put titles, post-
// nominals and OCR debris around a name ('Prof. Dr. Karl-Heinz Béckstiegel, President',
// 'The Honorable Marc Lalonde P.C., O.C., Q.C.'); the same person must end up with one key.
import { slugify } from '#server/lib/text.ts'
import { countryOf, stateOf } from './nationality.ts'
import { withoutPeerage } from './peers.ts'
import { escape } from './text-lines.ts'

/** relType of the spec: 0 person, 1 firm or organisation, 2 state, 3 commercial party. */
export const ENTITY_TYPES = ['person', 'firm', 'state', 'party'] as const
export type EntityType = (typeof ENTITY_TYPES)[number]

// Titles and honorifics before a name, in any order and number ('Prof. Dr.', 'H.E. Judge').
const TITLE =
  /^(?:(?:the\s+)?(?:rt\.?\s+)?hon(?:ou?rable|\.)?|hon['’]b\w+|(?:the\s+)?right honou?rable|mr|mrs|ms|mme|m|dr|drs|doctor|prof|professor|judge|justice|former justice|former judge|former|sir|dame|dean|h\.?\s?e\.?|his excellency|her excellency|ambassador|maître|maitre|me|avv|avy|mag|mgr|tan sri|datuk|dato['’]?|counsellor|president|federal judge|advokat|lic|licenciado|habil|messrs|judr|shri|sr|sra|esq|emeritus|h\.\s?c\.?(?:\s+mult)?|(?:co-?)?arbitrator)\.?[,:]?\s+/i
// Post-nominals and honours after a name ('QC', 'C.C.', 'SAN', 'GBE, CMG', 'LL.M.', 'Jr.').
const POSTNOMINAL =
  /^(?:q\.?c|k\.?c|s\.?c|sc|san|c\.?c|o\.?c|p\.?c|o\.?q|a\.?c|c\.?m|o\.?m|kbe|dbe|gcmg|gbe|cmg|kcmg|cbe|obe|mbe|onzm|fba|f\.?b\.?a|ll\.?[dm]|ph\.?d|esq|jr|sr|ii|iii|ao|sam|rso|d\.?phil|fciarb|frsc|dr|pbm|sbs|gbs|bbs|jp|kcb|frs|kg|knzm)\.?$/i

// Offices and the words that name a firm, after a name.
// Offices, and the tribunal roles a signature line runs into a name ('Emmanouela Panopoulou
// Member').
const OFFICE =
  /^(?:Solicitors?|Barristers?|Procura\p{L}*|Abogad[oa]|Subprocura\p{L}*|Member|Arbitrator|President|Chair(?:man|person|woman)?|Secretary)$/u
const FIRM_WORD = /^(?:Lawyers|Abogados|Solicitors|Attorneys|Avocats|Advocates|Rechtsanw\p{L}*)$/u

const OCR_DIGITS: Record<string, string> = { '0': 'o', '1': 'l', '5': 's', '6': 'o', '8': 'a' }
const CARON: Record<string, string> = { S: 'š', C: 'č', Z: 'ž' }
const ACUTE: Record<string, string> = { A: 'á', E: 'é', I: 'í', O: 'ó', U: 'ú', Y: 'ý' }

/** Folds case, accents, apostrophes and punctuation: the form names are compared in. */
export function fold(value: string): string {
  return (
    value
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ß/g, 'ss')
      // Letters that do not decompose: 'Bjørn' is 'Bjorn' as OCR and other texts write it.
      .replace(/[øØ]/g, 'o')
      .replace(/[æÆ]/g, 'ae')
      .replace(/[œŒ]/g, 'oe')
      .replace(/[đĐ]/g, 'd')
      .replace(/[łŁ]/g, 'l')
      .replace(/[ʼ'’‘`´]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
  )
}

/**
 * A person's name without titles, post-nominals and a trailing role:
 * 'The Hon. L. Yves Fortier, QC, Presiding Arbitrator' → 'L. Yves Fortier'.
 */
export function cleanPersonName(value: string): string {
  let name = value
    .replace(/\s+/g, ' ')
    // (OCR's cent sign for the 'ć' of a Croatian or Serbian name's end: 'Barbi¢')
    .replace(/(?<=\p{Ll}i)¢(?![\p{L}])/gu, 'ć')
    .replace(/[“”"«»*•¢|_]/g, '')
    // (a bracket the line break leaves open too: 'Natali Sequeira (until August')
    .replace(/\([^)]*(?:\)|$)|\[[^\]]*\]/g, ' ')
    .trim()
  // A title OCR cut to its last letters ('r. Hatem L. Gabr' for 'Dr.').
  name = name.replace(/^\p{Ll}{1,2}\.\s+(?=\p{Lu})/u, '')
  // OCR's comma for an initial's full stop ('Michael C, Pryles').
  name = name.replace(/(?<=(?:^|\s)\p{Lu}),(?=\s*\p{Lu}\p{Ll})/u, '.')
  // Titles first: a comma may follow one ('Rt. Hon, Lord Hoffmann', 'Dr, Eduardo Silva Romero').
  const titled = TITLE.test(name)
  for (let i = 0; i < 6 && TITLE.test(name); i++) name = name.replace(TITLE, '').trim()
  // A comma OCR put inside a name after its one-word forename ('Karl-Heinz, Bockstiegel,
  // Arbitrator').
  name = name.replace(/^([\p{Lu}][\p{Ll}]+-[\p{Lu}][\p{Ll}]+),\s+(?=\p{Lu}\p{Ll}+(?:,|$))/u, '$1 ')
  // Everything after the first comma is post-nominals or a role, except 'Jr.'.
  name = name.split(/,(?!\s*jr\b)/i)[0].trim()
  // A peer's full style after the name ('Lord Nicholas Phillips Baron of Worth Matravers').
  name = name.replace(/\s+(?:Baron|Baroness|Viscount|Earl)\s+of\s.*$/u, '')
  // Initials run into the surname ('V.V.Veeder'): a space after the last one.
  name = name.replace(/(?<=(?:^|\s|\.)\p{Lu}\.)(?=\p{Lu}\p{Ll})/gu, ' ')
  // OCR reads some letters as digits inside a word ('Na6n', 'Tom1ka').
  name = name.replace(/(?<=\p{L})[0-9](?=\p{L})/gu, (d) => OCR_DIGITS[d] ?? d)
  // ... and an initial's S as a dollar sign ('Fali $. Nariman').
  name = name.replace(/(?<=^|\s)\$\./g, 'S.')
  for (let i = 0; i < 6 && TITLE.test(name); i++) name = name.replace(TITLE, '').trim()
  // A title between an initial and the surname ('B Professor Stern'): the initial is kept.
  name = name.replace(/^(\p{Lu}\.?)\s+(?:Professor|Prof\.|Dr\.|Judge)\s+(?=\p{Lu}\p{Ll})/u, '$1 ')
  let words = name.split(' ').filter(Boolean)
  while (
    words.length > 1 &&
    POSTNOMINAL.test(words[words.length - 1].replace(/[^\p{L}.]+$/u, '').replace(/,$/, ''))
  )
    words = words.slice(0, -1)
  // An office run into the name after it ('Agnes Devanadera Solicitor', 'Felipe Daruiz Ferro
  // Procuraduria General of the …'), and a firm ('Andrew Lind Gadens Lawyers': the word that
  // names it goes with the word before it while a given name and a surname are left).
  const office = words.findIndex((w, i) => i >= 2 && OFFICE.test(w))
  if (office >= 2) words = words.slice(0, office)
  if (words.length >= 3 && FIRM_WORD.test(words[words.length - 1])) {
    words = words.slice(0, words.length >= 4 ? -2 : -1)
    // (a firm's initials before its name: 'Maria Cecilia Rachadell DLA InterJuris Abogados')
    while (words.length > 2 && /^\p{Lu}{2,}$/u.test(words[words.length - 1])) words.pop()
  }
  words = words.map((w) => w.replace(/[,;:]+$/, ''))
  // A post-nominal OCR turned to signs ('Ian Binnie C:€.').
  while (words.length > 2 && /[^\p{L}.'’-]/u.test(words[words.length - 1]))
    words = words.slice(0, -1)
  // A space OCR read as a hyphen: one word after a title is no one's full name ('Mr.
  // Klaus-Reichert S.C.').
  if (words.length === 1 && titled) words = words[0].split(/-(?=\p{Lu}\p{Ll})/u)
  // OCR reads a capital I as 'l' at a name's start ('lan Glick', 'lon Buruiana').
  if (/^l[a-z]{2,}$/.test(words[0] ?? '')) words[0] = `I${words[0].slice(1)}`
  // ... a caron's letter as its capital inside a word ('JakSa' for 'Jakša'; not 'MacSween'), and
  // an accented vowel ending a name as a capital ('PauknerovA' for 'Pauknerová').
  words = words.map((w) =>
    w
      .replace(
        /^(?!Mac|Van|Von|Fitz|Del|Des|Dos|Das|Dal|San|Ste)(\p{Lu}\p{Ll}{2,})([SCZ])(\p{Ll}+)$/u,
        (_, a, c, b) => a + CARON[c] + b,
      )
      .replace(/^(\p{Lu}\p{Ll}{3,})([AEIOUY])$/u, (_, a, v) => a + ACUTE[v]),
  )
  return words
    .join(' ')
    .replace(/(?:\s+\.)+$/u, '') // stray full stops of a dotted line ('Martinez . .')
    .replace(/^[^\p{L}]+|[^\p{L}.]+$/gu, '')
    .trim()
}

// Particles a name keeps in lower case after its first word ('VAN DEN BERG' → 'van den Berg').
const PARTICLE = /^(?:van|von|der|den|de|del|della|di|da|dos|das|du|la|le|y|ter|zu)$/i

/**
 * A name the text prints in capitals, in the case names are written in ('BERNARD HANOTIAU' →
 * 'Bernard Hanotiau', 'Prosper WEIL' → 'Prosper Weil', 'Albert Jan VAN DEN BERG' → 'Albert Jan
 * van den Berg'): signatures and some cover pages print names or surnames so. In a name that
 * has lower case, a two-letter word in capitals is initials ('Julian DM Lew') and stays.
 */
export function recased(name: string): string {
  const mixed = /\p{Ll}/u.test(name)
  return name
    .split(' ')
    .map((word, i) => {
      if (/\p{Ll}|\./u.test(word) || (word.match(/\p{Lu}/gu) ?? []).length < 2) return word
      if (i > 0 && PARTICLE.test(word)) return word.toLowerCase()
      if (mixed && word.length < 3 && !/^(?:el|al)$/i.test(word)) return word
      return word
        .toLowerCase()
        .replace(/(?<![\p{L}])(mc)?\p{L}/gu, (m) =>
          m.length > 1 ? `Mc${m[2].toUpperCase()}` : m.toUpperCase(),
        )
    })
    .join(' ')
}

/** True when a cleaned string reads as a person's name (two or more words, letters). */
export function looksLikePersonName(name: string): boolean {
  const words = name.split(' ')
  if (words.length < 2 || words.length > 7 || name.length > 60) return false
  if (!/^\p{Lu}/u.test(name)) return false
  if (/\d|@|&|=|€|:|www\.|\.{2,}/.test(name) || !/\p{Ll}/u.test(name)) return false
  // OCR's signs in a word ('Dr¥ Béckstiegel').
  if (/[^\p{L}\p{M}\s.,'’-]/u.test(name)) return false
  // A line break after an initial leaves a given name and no surname ('Professor William W.').
  if (words.length === 2 && /^\p{Lu}\.?$/u.test(words[1])) return false
  // OCR specks ('Oo FP Pp'): a name has a word of three letters or more.
  if (!words.some((w) => /\p{L}{3}/u.test(w))) return false
  // Two persons run together by OCR: 'Karl-Heinz Böckstiegel MrJ. Christopher Thomas'.
  if (/\s(?:Mr|Mrs|Ms|Dr|Prof)(?:\.|\s|\p{Lu})/u.test(name)) return false
  // (Irish names: 'Colm Ó hOisín'.)
  const lower = words.filter((w) => /^\p{Ll}/u.test(w) && !/^h\p{Lu}/u.test(w))
  // Particles are lower case (van, de, von, of, da); other lower-case words are prose.
  if (
    lower.some(
      (w) =>
        !/^(?:van|von|der|den|de|del|della|di|da|dos|das|du|le|la|y|e|of|bin|al|el|ter|zu)$/.test(
          w,
        ),
    )
  )
    return false
  // A sentence's opening, not a given name: 'On June 21, 2016, the Tribunal was constituted'.
  if (/^(?:On|In|By|At|As|For|From|To|Upon|Under|With|Between|Dated)$/.test(words[0])) return false
  // A place: 'a national of Canada and New Zealand' cut at its 'and'.
  if (countryOf(name)) return false
  return !NOT_A_NAME.test(name)
}

const NOT_A_NAME =
  /(?<![\p{L}])(?:tribunal|committee|secretary|arbitrat\p{L}*|introd\p{L}*|paralegal|b\.v|abogados|asociados|avocats|associ[ée]s|associates|partners|law|legal|consultants|tel|fax|e-?mail|gmbh|llc|s\.a\.s|parties|party|rt|hon|usd|eur|dollars?|bonus|washington|hague|geneva|stockholm|president|respondent|claimant|applicant|republic|kingdom|government|ministry|state|court|centre|center|rules|convention|award|decision|llp|inc|ltd|chambers|street|avenue|road|table|contents|annex|procedural|order|date|dispatch|place|registry|between|versus|assistant|counsel|representing|department|office|international|university|college|institute|place|page|case|no|section|part|limited|corporation|company|co|holdings|n\.v|ag|director|subdirector|chairman|division|acting|witness|expert|mr|ms|mrs|united|states|america|federation|emirates|union|council|composed|comprised|consisting|constituted|advokat\w*|kb|chamber|commerce|association|foundation|authority|commission|agency|[a-zß]*(?:gasse|strasse|straße)|honou?rable|the|bar(?=\s*$))(?![\p{L}])/iu

/**
 * The key that merges spellings of one person: folded, initials dropped when two full words
 * remain ('Stanimir A. Alexandrov' = 'Stanimir Alexandrov'; 'V.V. Veeder' stays 'v v veeder'); a
 * peer's title is the holder's name ('Lord Mustill' = 'Michael Mustill').
 */
export function personKey(name: string): string {
  const words = fold(withoutPeerage(cleanPersonName(name)).replace(/\./g, ' '))
    .split(' ')
    .filter(Boolean)
  const full = words.filter((w) => w.length > 1)
  return (full.length >= 2 ? full : words).join(' ')
}

// A firm's legal form, its office and the words that say it is a law firm, after its name
// ('LLP', OCR's 'RLLP', 'S.C.', 'Abogados', 'Attorneys-at-law', 'Law Offices').
const FIRM_SUFFIX =
  /[,.]?\s+(?:r?llp|l\.l\.p\.?|llc|pllc|p\.?c\.?|p\.?a\.?|s\.?c\.?|ltd|ltda|limited|gmbh|s\.?a\.?|ag|sas|slp|s\.l\.p\.|s\.r\.o|abogados|avocats|attorneys(?:[- ]at[- ]law)?|law (?:offices?|firm))\.?$/i
// An office of the firm ('DLA Piper UK LLP', 'Baker Botts (UK) LLP', 'King & Spalding
// International LLP'): the firm is one, the office is kept in its evidence.
const FIRM_OFFICE = /\s*\(?\b(?:UK|US|USA|International)\)?$/i
// OCR's digits for letters inside a firm's words ('G6mez Acebo & Pombo'); its 'ii' for 'ü'
// ('Giirel Yoriiker', Gürel Yörüker).
const FIRM_OCR: Record<string, string> = { '0': 'o', '1': 'l', '5': 's', '6': 'o' }

/**
 * Firms the corpus names in two ways a rule cannot tell apart: a firm renamed ('Arnold & Porter'
 * became 'Arnold & Porter Kaye Scholer', 'Sidley Austin Brown & Wood' became 'Sidley Austin'),
 * a name a line break cut ('Bruckhaus Deringer LLP', 'Mallet-Prevost, Colt & Mosle') and OCR
 * damage too large for an edit distance ('Covington & Burlington'). By key: alias → firm.
 */
export const FIRM_ALIASES: Readonly<Record<string, string>> = {
  'arnold porter kaye scholer': 'arnold porter',
  'arnold porter kay scholer': 'arnold porter',
  'kaye scholer': 'arnold porter',
  'sidley austin brown wood': 'sidley austin',
  'bruckhaus deringer': 'freshfields bruckhaus deringer',
  'mallet prevost colt mosle': 'curtis mallet prevost colt mosle',
  'colt mosle': 'curtis mallet prevost colt mosle',
  'shaw pittmann': 'pillsbury winthrop shaw pittman',
  'shaw pittman': 'pillsbury winthrop shaw pittman',
  'covington burlington': 'covington burling',
}

/** True when a firm's name names an office of it ('Freshfields Bruckhaus Deringer US LLP'). */
export function namesFirmOffice(name: string): boolean {
  let rest = name.trim()
  for (let i = 0; i < 3 && FIRM_SUFFIX.test(rest); i++) rest = rest.replace(FIRM_SUFFIX, '')
  return FIRM_OFFICE.test(rest)
}

/**
 * A law firm's key: folded, without its legal form, its office, '&' or 'and', and OCR's digits,
 * then the firm an alias names ('White & Case LLP' = 'WHITE & CASE', 'VINSON & ELKINS RLLP' =
 * 'Vinson & Elkins LLP', 'G6mez Acebo & Pombo Abogados' = 'Gomez-Acebo & Pombo').
 */
export function firmKey(name: string): string {
  let rest = name.trim().replace(/(?<=\p{L})[0156](?=\p{L})/gu, (d) => FIRM_OCR[d] ?? d)
  for (let i = 0; i < 3; i++) {
    const before = rest
    rest = rest.replace(FIRM_SUFFIX, '').replace(FIRM_OFFICE, '').trim()
    if (rest === before) break
  }
  const key = fold(rest)
    .replace(/(?<=[a-z])ii(?=[a-z])/g, 'u')
    .replace(/\band\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return FIRM_ALIASES[key] ?? key
}

/** A commercial party's key: folded, with legal-form words dropped. */
export function partyKey(name: string): string {
  return fold(name)
    .replace(
      /\b(?:the|s a r l|sarl|s a|sa|b v|bv|n v|nv|ltd|limited|inc|corp|corporation|llc|gmbh|ag|plc|co|company|s l|sl|spa|s p a|a s|as)\b/g,
      ' ',
    )
    .replace(/\s+/g, ' ')
    .trim()
}

/** The key for an entity of a type. */
export function entityKey(type: EntityType, name: string): string {
  if (type === 'person') return personKey(name)
  if (type === 'firm') return firmKey(name)
  if (type === 'party') return partyKey(name) || fold(name)
  // One State however the award spells it: 'The Republic of Venezuela' = 'Venezuela'.
  return fold(stateOf(name) ?? name)
}

/** The slug of an entity: lower case, from its name; `taken` makes it unique. */
export function entitySlug(name: string, taken: ReadonlySet<string>): string {
  const base = slugify(name, 70)
  let slug = base
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
  return slug
}

/** Edit distance, bounded: stops counting past `max` (names are short). */
export function editDistance(a: string, b: string, max = 3): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const cur = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
      cur.push(v)
      if (v < best) best = v
    }
    if (best > max) return max + 1
    prev = cur
  }
  return prev[b.length]
}

/**
 * A name the cover gives by its initials ('C.G. Weeramantry') as the text writes it in full
 * elsewhere ('Christopher G. Weeramantry'): the first given name in full, the others in full or
 * as their initials.
 */
export function fullerName(name: string, text: string): string {
  const m = /^((?:\p{Lu}\.\s*)+)(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)*)$/u.exec(name)
  if (!m) return name
  const [first, ...rest] = m[1].match(/\p{Lu}/gu) ?? []
  const given = `${first}\\p{Ll}+${rest.map((i) => `\\s+${i}(?:\\.|\\p{Ll}+)`).join('')}`
  // (the surname as the text writes it in running prose: 'WEERAMANTRY' is 'Weeramantry')
  const surnames = [m[2], m[2].replace(/\p{Lu}+/gu, (w) => w[0] + w.slice(1).toLowerCase())]
  const full = new RegExp(
    `(?<![\\p{L}])${given}\\s+(?:${[...new Set(surnames)].map(escape).join('|')})(?![\\p{L}])`,
    'u',
  ).exec(text)
  return full ? full[0].replace(/\s+/g, ' ') : name
}
