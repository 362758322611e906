// Words OCR damaged, repaired from the corpus's own vocabulary ('Anticle' → 'Article',
// 'Respondcnt' → 'Respondent'). A repair is made only when it is unambiguous: the word is in no
// English dictionary and the corpus uses it rarely, and exactly one of the substitutions OCR
// makes ('c' for 'e', 'rn' for 'm', 'li' for 'h' …) turns it into a word the corpus uses often.
// A wrong repair is worse than none (docs/quality.md has the measured precision).
// The list is built from the corpus by ./build-vocabulary.ts into data/vocabulary.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { gunzipSync } from 'node:zlib'

export const VOCABULARY_FILE = 'data/vocabulary/ocr-repair.txt.gz'

/** What OCR reads for what: each pair is (read, meant). */
export const CONFUSIONS: ReadonlyArray<readonly [string, string]> = [
  ['c', 'e'],
  ['e', 'c'],
  ['rn', 'm'],
  ['m', 'rn'],
  ['cl', 'd'],
  ['li', 'h'],
  ['i', 'l'],
  ['l', 'i'],
  ['u', 'n'],
  ['n', 'u'],
  ['n', 'r'],
  ['r', 'n'],
  ['v', 'y'],
  ['y', 'v'],
  ['a', 'o'],
  ['o', 'a'],
  ['ii', 'u'],
  ['in', 'm'],
  ['ni', 'm'],
  ['f', 't'],
  ['t', 'f'],
  ['h', 'b'],
  ['b', 'h'],
]

/** A word OCR shortens to fewer letters than this is not repaired (too many real neighbours). */
export const MIN_LETTERS = 6

/** Every word one OCR substitution away from `word` (lower case). */
export function neighbours(word: string): Set<string> {
  const out = new Set<string>()
  for (const [read, meant] of CONFUSIONS)
    for (let i = word.indexOf(read); i !== -1; i = word.indexOf(read, i + 1))
      out.add(word.slice(0, i) + meant + word.slice(i + read.length))
  out.delete(word)
  return out
}

type Vocabulary = { frequent: Set<string>; known: Set<string> }
let vocabulary: Vocabulary | undefined

// '+' marks a word the corpus uses often (a repair may give it); '-' a real word that is never
// repaired although it is one substitution away from one ('assents' beside 'asserts').
function load(): Vocabulary {
  const frequent = new Set<string>()
  const known = new Set<string>()
  for (const line of gunzipSync(readFileSync(resolve(VOCABULARY_FILE)))
    .toString()
    .split('\n')) {
    const [word, mark] = line.split(' ')
    if (!word) continue
    known.add(word)
    if (mark === '+') frequent.add(word)
  }
  return { frequent, known }
}

/** The word `token` stands for, or null when it is not damaged or the repair is not sure. */
export function repairWord(token: string): string | null {
  if (token.length < MIN_LETTERS || !/^[A-Za-z][a-z]+$/.test(token)) return null
  vocabulary ??= load()
  const word = token.toLowerCase()
  if (vocabulary.known.has(word)) return null
  // A word that lost its first letters ('ollows' of 'follows', 'uation' of 'situation') is no
  // substitution.
  for (const f of vocabulary.frequent) if (f.length > word.length && f.endsWith(word)) return null
  let found: string | null = null
  for (const n of neighbours(word)) {
    if (!vocabulary.frequent.has(n)) continue
    if (found) return null // two readings: not sure
    found = n
  }
  if (!found) return null
  return token[0] === word[0] ? found : found[0].toUpperCase() + found.slice(1)
}

const TOKEN = /(?<![\p{L}\d-])[A-Za-z]{6,}(?![\p{L}\d-])/gu
// Lines in Spanish or French (a quoted provision, a party's letter): their words are not
// English words OCR damaged ('criterio', 'solicitar').
const ROMANCE = new Set(
  'que el los las del por para una con les des du une sur dans pour qui nos sus como est et ou au aux ne pas sont ser fue lo se su al de la le en un'.split(
    ' ',
  ),
)
const ENGLISH = new Set(
  'the of and to in that is for with by on as was be this which an its are has or not from at'.split(
    ' ',
  ),
)

function inEnglish(line: string): boolean {
  let romance = 0
  let english = 0
  for (const w of line.toLowerCase().split(/[^a-zà-ÿ]+/)) {
    if (ROMANCE.has(w)) romance++
    else if (ENGLISH.has(w)) english++
  }
  return romance < 2 || english > romance
}

/**
 * The lines of one document with their damaged words repaired; `onRepair` hears each repair.
 * A repair gives a word the document itself uses. Left alone: a token the document uses three
 * times or more (a name, or a word of its own, such as 'Garnes' for an expert), a part of a word a line-end hyphen cut ('in-' + 'forrned'), a
 * line in another language, and addresses, links and file names.
 */
export function repairText(
  lines: string[],
  onRepair: (seen: string, repaired: string) => void = () => {},
): string[] {
  const uses = new Map<string, number>()
  const words = new Set<string>()
  for (const line of lines)
    for (const [token] of line.matchAll(TOKEN)) {
      uses.set(token, (uses.get(token) ?? 0) + 1)
      words.add(token.toLowerCase())
    }
  let previous = ''
  return lines.map((line) => {
    const cut = /\p{L}-\s*$/u.test(previous)
    if (line.trim()) previous = line
    if (!inEnglish(line)) return line
    let first = true
    return line.replace(/\S+/g, (chunk) => {
      const opens = first
      first = false
      if (/[@/]|\p{L}\.\p{L}|www/u.test(chunk) || (opens && cut)) return chunk
      return chunk.replace(TOKEN, (token) => {
        const fixed = (uses.get(token) ?? 0) < 3 ? repairWord(token) : null
        if (!fixed || !words.has(fixed.toLowerCase())) return token
        onRepair(token, fixed)
        return fixed
      })
    })
  })
}
