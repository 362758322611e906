// OCR damages accented letters the same few ways ('Vicuña' → 'Vicufia', 'Jürgen' → 'Jiirgen',
// 'Sjövall' → 'Sjévall', 'Orlić' → 'Orlié'). Where every mention of a person is damaged, the clean
// spelling is found by undoing one such confusion in one word: a confusion that only OCR makes
// ('ii', 'fi' between vowels) always, the others only when the corpus texts write the result
// somewhere (a citation, a footnote, another award).
import { fold } from './names.ts'

// What OCR made of a letter (the damaged form first), undone one at a time. The sure ones are
// letter runs names do not have ('Jiirgen', 'Kiihn', 'Vicufia', 'Mufioz'); the seen ones are
// undone only where the corpus writes the repaired word in some accented spelling; the written
// ones, which a real 'é' also fits ('Salès' read 'Salés' is not 'Salas'), only where it writes
// the repaired word exactly. Any of them also where the texts write the repaired word without
// accents more often than every spelling of the word as read ('Broténs' → 'Brotons', which they
// write 26 times; 'Jtirgen' → 'Jurgen', where OCR damaged every 'Jürgen').
const CONFUSIONS: Array<[RegExp, string, 'sure' | 'seen' | 'written', number]> = [
  [/(?<=\p{L})ii/gu, 'ü', 'sure', 5],
  [/(?<=[aeiou])fi(?=[aeo])/g, 'ñ', 'sure', 6],
  [/(?<=[aeiou])f(?=[aeiou])/g, 'ñ', 'seen', 4],
  [/ti/g, 'ü', 'seen', 4],
  [/é/g, 'ö', 'seen', 4],
  [/é/g, 'ó', 'written', 4],
  [/é/g, 'á', 'written', 4],
  [/é/g, 'ć', 'seen', 4],
  [/e$/g, 'ć', 'seen', 4],
  [/6/g, 'ö', 'seen', 4],
  [/6/g, 'ó', 'seen', 4],
]

/**
 * The words with accented letters the corpus texts write, by their folded form, and how often
 * they write capitalised words without accents ('Brotons', where texts drop the accent OCR
 * damaged elsewhere: 'Broténs').
 */
export class Lexicon {
  readonly #words = new Map<string, Map<string, number>>()
  readonly #plain = new Map<string, number>()

  add(text: string): void {
    for (const [w] of text.matchAll(/\p{Lu}\p{Ll}*[^\u0000-\u007f]\p{Ll}*/gu)) {
      if (/[^\p{L}]/u.test(w)) continue
      const key = fold(w)
      const spellings = this.#words.get(key) ?? new Map<string, number>()
      spellings.set(w, (spellings.get(w) ?? 0) + 1)
      this.#words.set(key, spellings)
    }
    // (ASCII only, for speed: a word cut at an accent counts a stem, which no repair looks up)
    for (const [w] of text.matchAll(/\b[A-Z][a-z]{3,}\b/g)) {
      const key = w.toLowerCase()
      this.#plain.set(key, (this.#plain.get(key) ?? 0) + 1)
    }
  }

  /** How often the texts write a word as spelled (an accented word) or a plain one. */
  written(word: string): number {
    return /^[A-Za-z]+$/.test(word)
      ? (this.#plain.get(word.toLowerCase()) ?? 0)
      : (this.#words.get(fold(word))?.get(word) ?? 0)
  }

  /**
   * The plain spelling of a folded word ('Brotons'), where the texts write it more often than
   * every spelling, plain or accented, of another (the word OCR damaged: 'brotens').
   */
  plainOver(key: string, other: string): string | undefined {
    const count = this.#plain.get(key) ?? 0
    const others =
      (this.#plain.get(other) ?? 0) +
      [...(this.#words.get(other)?.values() ?? [])].reduce((a, b) => a + b, 0)
    return count > others ? key[0].toUpperCase() + key.slice(1) : undefined
  }

  /** The most written accented spelling of a folded word. */
  spelling(key: string): string | undefined {
    const spellings = this.#words.get(key)
    if (!spellings) return undefined
    return [...spellings].sort((a, b) => b[1] - a[1])[0][0]
  }
}

/**
 * The clean spelling of a name with one OCR-damaged word, when the lexicon holds the repaired
 * word and no other repair fits as well: 'Francisco Orrego Vicufia' → 'Francisco Orrego Vicuña'.
 */
export function repairedName(name: string, lexicon?: Lexicon): string | undefined {
  // (the parts of a double name too: 'Gémez-Palacio'; the separators kept between them)
  const words = name.split(/([ -])/)
  // (each with how often the texts write its word: of two repairs, one written three times as
  // often wins, 'Gémez' → 'Gomez' over 'Gamez')
  const repairs = new Map<string, number>()
  words.forEach((word, i) => {
    for (const [damage, letter, kind, shortest] of CONFUSIONS)
      for (const m of word.matchAll(damage)) {
        const index = m.index ?? 0
        const fixed = word.slice(0, index) + letter + word.slice(index + m[0].length)
        const key = fold(fixed)
        const clean =
          (kind === 'written'
            ? lexicon && lexicon.written(fixed) > 0
              ? fixed
              : undefined
            : lexicon?.spelling(key)) ??
          lexicon?.plainOver(key, fold(word)) ??
          (kind === 'sure' && word.length >= shortest ? fixed : undefined)
        if (clean && fold(clean) !== fold(word))
          repairs.set(
            [...words.slice(0, i), clean, ...words.slice(i + 1)].join(''),
            lexicon?.written(clean) ?? 0,
          )
      }
  })
  const [first, second] = [...repairs].sort((a, b) => b[1] - a[1])
  return first && (!second || first[1] >= 3 * second[1]) && (!second || first[1] > 0)
    ? first[0]
    : undefined
}
