// A member's surname, and the spellings a text gives it: the same surname OCR damaged in one
// place and not another, in another case, or broken at its hyphen.
import { editDistance, fold } from './names.ts'

export function surnameOf(name: string): string {
  const words = name
    .replace(/\./g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 1)
  // Compound surnames: 'van den Berg', 'Fernández-Armesto', 'Morelli Rico': the last word
  // identifies the person within one tribunal.
  return words[words.length - 1] ?? name
}

/**
 * One member read in two places of a text (cover, signature, title): the same surname, allowing
 * a letter OCR misread in a long one, two in a longer ('Kaufmann-Kohler' / 'Kaufinann-Kohler').
 */
export function sameSurname(a: string, b: string): boolean {
  const [x, y] = [fold(surnameOf(a)), fold(surnameOf(b))]
  const shorter = Math.min(x.length, y.length)
  return x === y || (shorter >= 6 && editDistance(x, y, 2) <= (shorter >= 10 ? 2 : 1))
}

/**
 * The surname as the body writes it: itself, then the words OCR damaged from it ('Na6n' or 'Naon'
 * for 'Naón'), one letter apart (a letter misread, in a name of four letters; one more or fewer,
 * in a longer one), and no other member's name.
 */
export function* spellingsOf(
  surname: string,
  body: string,
  otherSurnames: string[],
): Generator<string> {
  yield surname
  const key = fold(surname)
  if (key.length < 4) return
  const spread = key.length < 5 ? 0 : 1
  const others = new Set(otherSurnames.map(fold))
  const variants = new Set<string>()
  const { words: distinct, fold: folded } = wordsOf(body)
  for (const word of distinct) {
    // (folding keeps a word's length but for a few letters, 'ß' or 'æ': most words need none)
    if (Math.abs(word.length - key.length) > spread + 2) continue
    if (word === surname || variants.has(word)) continue
    const f = folded(word)
    // The same name in another case ('VEREA' on the cover, 'Verea' in the history).
    if (f === key) variants.add(word)
    if (f === key || others.has(f)) continue
    if (!/^\p{Lu}/u.test(word) || Math.abs(f.length - key.length) > spread) continue
    // OCR reads 'rn' as 'm' ('Stem' for 'Stern').
    const rn = f.replace(/m/g, 'rn')
    if (f[0] === key[0] && (editDistance(f, key, 1) <= 1 || rn === key)) variants.add(word)
  }
  // A double surname the line breaks at its hyphen ('Kaufmann-' / 'Kohler').
  // (or written with a space: 'Gomez-Pinzén' on the cover, 'Gomez Pinzén' in the history)
  const broken = surname.replace(/-(?=\p{L})/u, '-\n')
  if (broken !== surname && body.includes(broken)) variants.add(broken)
  const spaced = surname.replace(/-(?=\p{L})/u, ' ')
  if (spaced !== surname && body.includes(spaced)) variants.add(spaced)
  yield* variants
}

// The body's distinct words, read once per body (every member's surname is looked for among
// them), and their folded forms as they are asked for.
type Words = { words: string[]; fold: (word: string) => string }
let indexed: { body: string; words: Words } | undefined
function wordsOf(body: string): Words {
  if (indexed?.body !== body) {
    const words = new Set<string>()
    for (const [w] of body.matchAll(/[\p{L}\p{N}]{4,}/gu)) words.add(w)
    const folded = new Map<string, string>()
    const foldOf = (w: string) => folded.get(w) ?? folded.set(w, fold(w)).get(w)!
    indexed = { body, words: { words: [...words], fold: foldOf } }
  }
  return indexed.words
}
