// The member a disqualification decision is about: named in its title ('DECISION ON THE PROPOSAL
// TO DISQUALIFY PROF. KAJ HOBER'), often nowhere in a list of members, since the decision is
// another's (the unchallenged members', the Chairman's). A challenged member still sits unless the
// proposal is upheld. Also the members such a decision names only in its history: those who decide
// it, those who explain themselves, and whom its operative part disqualifies.
import { parseMemberLine, type Candidate } from './cover.ts'
import { editDistance, fold } from './names.ts'
import { surnameOf } from './surnames.ts'
import { lineAt, plainDots, type Line } from './text-lines.ts'

// The title line: 'Decision on the Claimant's Proposal to Disqualify', 'Decision on Challenge to
// Arbitrator', 'Proposal for the Disqualification of', 'Challenge Decision Regarding'.
const TITLE =
  /^(?:[\p{L}'’]+\s+){0,4}?(?:decision\s+on\s+(?:[\p{L}'’]+\s+){0,3}?)?(?:proposals?\s+(?:for\s+(?:the\s+)?disqualification\s+of|to\s+disqualify)|challenge\s+to|challenge\s+decision\s+regarding)(?:\s+(?:the\s+)?arbitrator)?\s*(.*)$/iu
const OPEN_TITLE =
  /\b(?:proposals?(?:\s+(?:to|for(?:\s+the)?))?|challenge\s+decision|disqualification(?:\s+of(?:\s+(?:a|one))?)?)$/i
// The function the title gives a member ('Prof. Francisco Orrego Vicuña as Co-Arbitrator').
const AS_FUNCTION =
  /\s+as\s+(?:the\s+)?(presiding arbitrator|president|chair\p{L}*|co-?arbitrator|arbitrator)\s*$/iu
// The case title a page header repeats ('ICS Inspection and Control Services Limited v. The
// Republic of Argentina').
const CASE_TITLE = /\s(?:v\.?|vs\.?|versus)\s/i
const UPHELD =
  /\b(?:is|are|be)\s+(?:upheld|sustained)\b|\bupholds?\b|(?<!\bnot\s|\bcannot\s)\bsustain(?:s|ed)?\s+the\s+[^.;]{0,40}?(?:challenge|request|proposal)/i
// The title's first lines are in the first pages; the decision's outcome in its last.
const TITLE_LINES = 40
const OUTCOME_CHARS = 4_000
// (a decision's operative part, which costs and directions may follow for a few pages)
const OPERATIVE_CHARS = 8_000

/** Members the title says a proposal to disqualify is about, where it was not upheld. */
export function challengedMembers(cover: Line[], text: string): Candidate[] {
  const outcome = text.slice(-OUTCOME_CHARS)
  // (a challenge upheld to a member the outcome does not name leaves them all out)
  const disqualified = disqualifiedNames(text)
  if (!disqualified.length && UPHELD.test(outcome)) return []
  // (where it names whom it disqualifies, the title's others sit where the outcome rejects their
  // challenge: 'HEREBY DENY the challenge brought against the appointment of the Hon. Marc Lalonde')
  const named = fold(
    [...outcome.matchAll(/\b(?:den(?:y|ies|ied)|reject(?:s|ed)?|dismiss(?:es|ed)?)\b/gi)]
      .map((m) => outcome.slice(m.index, m.index + 250))
      .join(' '),
  )
  const titled = titleMembers(cover, outcome)
  return (titled.length ? titled : openingMember(cover, text)).filter(
    (c) =>
      !disqualified.length ||
      (!isDisqualified(c.name, disqualified) && named.includes(fold(surnameOf(c.name)))),
  )
}

/** The members the title names (or, for 'a Member', the outcome). */
function titleMembers(cover: Line[], outcome: string): Candidate[] {
  for (let i = 0; i < Math.min(cover.length, TITLE_LINES); i++) {
    // A title the line breaks inside its verb ('PROPOSAL TO' / 'DISQUALIFY DR. STANIMIR …').
    const broken = OPEN_TITLE.test(cover[i].text) && i + 1 < cover.length
    const title = TITLE.exec(broken ? `${cover[i].text} ${cover[i + 1].text}` : cover[i].text)
    if (!title) continue
    // The names run to the next line where the title breaks after the verb, a comma, 'and' or
    // inside a function ('the Hon. Marc Lalonde as Presiding' / 'Arbitrator and Prof. …').
    let k = broken ? i + 1 : i
    let names = title[1].trim()
    // 'Disqualification of a Member of the Arbitral Tribunal': the outcome names the member.
    if (/^(?:a|one)\s+member\b/i.test(names)) return namedInOutcome(outcome, cover[k])
    while (
      k + 1 < cover.length &&
      !CASE_TITLE.test(cover[k + 1].text) &&
      (!names ||
        /(?:,|\band|\bas(?:\s+\p{L}+)?)$/iu.test(names) ||
        /^and\s/i.test(cover[k + 1].text))
    )
      names = `${names} ${cover[++k].text}`.trim()
    // 'DECISION ON CHALLENGE TO ARBITRATOR' over the case title: the name is further on.
    if (!names) continue
    const line = cover[k]
    const read = (part: string) => {
      const fn = AS_FUNCTION.exec(part)
      const c = parseMemberLine(
        part.slice(0, fn?.index).replace(/^(?:[QK]\.?C\.?\s+)+/i, ''),
        line,
        { strict: true, capitals: true },
      )
      return c && fn ? { ...c, note: fn[1] } : c
    }
    const whole = read(names)
    if (whole) return [whole]
    return names
      .replace(/,?\s*arbitrators\s*$/i, '')
      .split(/\s*,\s*|\s+and\s+/i)
      .map(read)
      .filter((c): c is Candidate => !!c)
  }
  return []
}

// A title that names no one ('Decision on Claimant's Proposal to Disqualify Arbitrator'): the
// opening paragraph does ('… address in this Decision the proposal of SGS … to disqualify Mr J.
// Christopher Thomas as arbitrator in this case').
const OPENING_CHARS = 3_000
const PROPOSED =
  /\b(?:proposal|request|challenge)\b[^.;]{0,250}?\bto\s+disqualify\s+([^,;:()]{4,60}?)(?=\s+(?:as|from|under|pursuant|in)\b|\s*[,.;])/giu

function openingMember(cover: Line[], text: string): Candidate[] {
  if (!cover.slice(0, TITLE_LINES).some((l) => TITLE.test(l.text))) return []
  const written = text.slice(0, OPENING_CHARS).replace(/\s+/g, ' ')
  // (the title itself is the first match: 'Proposal to Disqualify Arbitrator 19 December 2002';
  // read past initials' dots, the name as written)
  for (const m of plainDots(written).matchAll(PROPOSED)) {
    const name = written.slice(m.index + m[0].length - m[1].length, m.index + m[0].length)
    const line = cover.find((l) => l.text.includes(surnameOf(name))) ?? cover[0]
    const c = line && parseMemberLine(name, line, { strict: true, capitals: true })
    if (c?.name.includes(' ')) return [c]
  }
  return []
}

// 'the Proposal by Argentina to disqualify Professor Gabrielle Kaufmann-Kohler must be dismissed',
// 'The Respondent’s proposal for disqualification of Mr. Robert B. von Mehren of 26 October 2009
// is dismissed'.
const DISQUALIFY =
  /\b(?:to\s+disqualify|disqualification\s+of)\s+([^,;:()\n]{4,60}?)\s+(?:of\s+\d{1,2}\s+\p{L}+\s+\d{4}\s+)?(?:must|is|be|was|shall|should|has)\b/iu

function namedInOutcome(outcome: string, line: Line): Candidate[] {
  const m = DISQUALIFY.exec(outcome.replace(/\s+/g, ' '))
  const c = m && parseMemberLine(m[1], line, { strict: true, capitals: true })
  return c ? [c] : []
}

// The members a decision on a challenge names as those who decide it: 'Professors Gabrielle
// Kaufmann-Kohler and Brigitte Stern (“the unchallenged arbitrators”)', 'the other Members of the
// Tribunal, Professor Sean Murphy and Professor Silvina Gonzalez Napolitano (the “Unchallenged
// Arbitrators”)', 'The remaining two arbitrators, Judge Keith and Mr. X, …'.
const DECIDING =
  /\b(?:unchallenged|non-challenged|remaining|other)\s+(?:two\s+)?(?:arbitrators|members)\b(?:\s+of\s+the\s+(?:arbitral\s+)?tribunal)?/gi
// The two names before the term's parenthesis, or after it and a comma.
const NAMED_BEFORE =
  /(?:^|[.;:,]\s|\n)\s*([^()“”",;:\n]{5,80}?)\s+and\s+([^()“”",;:\n]{5,80}?)\s*\(\s*(?:hereinafter,?\s*)?(?:the\s+)?[“"]?\s*(?:the\s+)?(?:two\s+)?$/i
const NAMED_AFTER = /^\s*,\s*([^()“”",;:\n]{5,80}?)\s+and\s+([^()“”",;:\n]{5,80}?)\s*(?:[,(]|\.\s)/
// (a plural title before two names: 'Professors X and Y')
const PLURAL_TITLE = /^(?:Professors|Messrs\.?|Judges|Drs\.?)\s+/

// The members a challenge to all of them asks to explain themselves: 'Prof. Ricardo Ramirez
// Hernandez, Mr. Stephen Drymer and Prof. Domingo Bello Janeiro furnished their explanations'.
const EXPLAINED =
  /(?:^|[.;:]\s)(?:[^.;:]|\.(?<=\b(?:Prof|Mr|Ms|Mrs|Dr|\p{Lu})\.)){10,200}?\s+(?:furnished|submitted|provided)\s+(?:their\s+)?(?:respective\s+)?explanations\b/gu

/** Members the decision names as furnishing their explanations on a challenge to all of them. */
export function explainingMembers(body: string, lines: Line[]): Candidate[] {
  if (!body.includes('explanations')) return []
  for (const m of body.matchAll(EXPLAINED)) {
    const list = m[0]
      .replace(/\s+/g, ' ')
      .replace(/^[.;:\s]+/, '')
      .replace(/\s+(?:furnished|submitted|provided)\s[^]*$/, '')
      .split(/,\s+(?=(?:Prof|Professor|Mr|Ms|Mrs|Dr|Judge|Sir|Dame)\b)/)
    const parts = list.flatMap((part) =>
      part.split(/\s+and\s+(?=(?:Prof|Professor|Mr|Ms|Mrs|Dr|Judge|Sir|Dame)\b)/),
    )
    // (not what the sentence says before the names: 'In accordance with … Rule 9(3),')
    const names = parts
      .filter((part) => /^(?:Prof|Professor|Mr|Ms|Mrs|Dr|Judge|Sir|Dame)\b/.test(part))
      .map((part) => parseMemberLine(part, lineAt(lines, body, m.index), { strict: true }))
    if (names.length >= 2 && names.length <= 3 && names.every((c): c is Candidate => !!c))
      return names
  }
  return []
}

// 'the President of the Tribunal (the President) and Mr André Faurés address in this Decision the
// proposal': the member named beside the unnamed president.
const DECIDE_WITH_PRESIDENT =
  /\bthe\s+President(?:\s+of\s+the\s+(?:Arbitral\s+)?Tribunal)?(?:\s*\([^)]{0,30}\))?\s+and\s+([^,;:()]{4,60}?)\s+(?:address|decide|consider|determine|rule\s+on)\b[^.;]{0,40}?\b(?:proposal|challenge)/iu

/** The two members who decide a challenge, where the decision names them so (see DECIDING). */
export function decidingMembers(body: string, lines: Line[]): Candidate[] {
  const beside = DECIDE_WITH_PRESIDENT.exec(body.slice(0, OPENING_CHARS))
  if (beside) {
    const c = parseMemberLine(beside[1], lineAt(lines, body, beside.index), { strict: true })
    if (c?.name.includes(' ')) return [c]
  }
  for (const m of body.matchAll(DECIDING)) {
    const at = m.index ?? 0
    const names =
      NAMED_BEFORE.exec(body.slice(Math.max(0, at - 200), at).replace(/\s+/g, ' ')) ??
      NAMED_AFTER.exec(body.slice(at + m[0].length, at + m[0].length + 200).replace(/\s+/g, ' '))
    if (!names) continue
    const line = lineAt(lines, body, at)
    const two = [names[1], names[2]].map((part) =>
      parseMemberLine(part.replace(PLURAL_TITLE, ''), line, { strict: true }),
    )
    if (two.every((c): c is Candidate => !!c && c.name.includes(' '))) return two
  }
  return []
}

// 'Respondent’s proposal to disqualify Mr. Alonso pursuant to Article 57 of the ICSID Convention
// is upheld.', 'HEREBY SUSTAIN the challenge against Mr. Alexandrov as arbitrator', 'I sustain the
// Respondent’s Request to disqualify Professor Orrego Vicuña from serving' (not 'I cannot sustain')
const DISQUALIFIED =
  /\b(?:to\s+disqualify|disqualification\s+of)\s+([^,;:()]{4,60}?)(?=\s+(?:pursuant|under|of\s+\d|is|are|must|shall|be)\b)[^.;]{0,120}?\b(?:is|are|be)\s+(?:upheld|sustained)\b|(?<!\bnot\s|\bcannot\s)\bsustain(?:s|ed)?\s+the\s+[^.;]{0,40}?(?:challenge|request|proposal)\s+(?:brought\s+)?(?:against|to(?:\s+disqualify)?)\s+(?:the\s+appointment\s+of\s+)?([^,;:()]{4,60}?)(?=\s*[,.;]|\s+(?:as|by|from|under|pursuant|in)\b)/giu

/**
 * Whom the decision's closing pages disqualify, as written ('Mr. Alonso'): they no longer sit.
 * (compared by surname: the outcome often gives no more)
 */
export function disqualifiedNames(text: string): string[] {
  const outcome = text.slice(-OPERATIVE_CHARS).replace(/\s+/g, ' ')
  return [...outcome.matchAll(DISQUALIFIED)].map((m) => m[1] ?? m[2])
}

/**
 * Whether `name` is one of the disqualified names: by surname, OCR damage allowed ('ORREGO VICUNA'
 * in the title, 'Orrego Vicufia' in the outcome).
 */
export function isDisqualified(name: string, disqualified: string[]): boolean {
  const x = fold(surnameOf(name))
  return disqualified.some((d) => {
    const y = fold(surnameOf(d))
    return x === y || (Math.min(x.length, y.length) >= 6 && editDistance(x, y, 2) <= 2)
  })
}
