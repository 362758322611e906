// OCR damages accented letters the same few ways ('Vicuña' → 'Vicufia', 'Jürgen' → 'Jiirgen',
// 'Sjövall' → 'Sjévall', 'Orlić' → 'Orlié'). Where every mention of a person is damaged, the clean
// spelling is found by undoing one such confusion in one word: a confusion that only OCR makes
// ('ii', 'fi' between vowels) always, the others only when the corpus texts write the result
// somewhere (a citation, a footnote, another award).
import { fold } from './names.ts'

// What OCR made of a letter (the damaged form first), undone one at a time. The sure ones are
// letter runs names do not have ('Jiirgen', 'Kiihn', 'Vicufia', 'Mufioz'); the others are undone
// only where the corpus writes the repaired word.
const CONFUSIONS: Array<[RegExp, string, 'sure' | 'seen', number]> = [
  [/(?<=\p{L})ii/gu, 'ü', 'sure', 5],
  [/(?<=[aeiou])fi(?=[aeo])/g, 'ñ', 'sure', 6],
  [/(?<=[aeiou])f(?=[aeiou])/g, 'ñ', 'seen', 4],
  [/ti/g, 'ü', 'seen', 4],
  [/é/g, 'ö', 'seen', 4],
  [/é/g, 'ć', 'seen', 4],
  [/e$/g, 'ć', 'seen', 4],
  [/6/g, 'ö', 'seen', 4],
  [/6/g, 'ó', 'seen', 4],
]

/** The words with accented letters the corpus texts write, by their folded form. */
export class Lexicon {
  readonly #words = new Map<string, Map<string, number>>()

  add(text: string): void {
    for (const [w] of text.matchAll(/\p{Lu}\p{Ll}*[^\u0000-\u007f]\p{Ll}*/gu)) {
      if (/[^\p{L}]/u.test(w)) continue
      const key = fold(w)
      const spellings = this.#words.get(key) ?? new Map<string, number>()
      spellings.set(w, (spellings.get(w) ?? 0) + 1)
      this.#words.set(key, spellings)
    }
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
 * word and no other repair fits: 'Francisco Orrego Vicufia' → 'Francisco Orrego Vicuña'.
 */
export function repairedName(name: string, lexicon?: Lexicon): string | undefined {
  const words = name.split(' ')
  const repairs: string[] = []
  words.forEach((word, i) => {
    for (const [damage, letter, kind, shortest] of CONFUSIONS)
      for (const m of word.matchAll(damage)) {
        const index = m.index ?? 0
        const fixed = word.slice(0, index) + letter + word.slice(index + m[0].length)
        const clean =
          lexicon?.spelling(fold(fixed)) ??
          (kind === 'sure' && word.length >= shortest ? fixed : undefined)
        if (clean && fold(clean) !== fold(word))
          repairs.push([...words.slice(0, i), clean, ...words.slice(i + 1)].join(' '))
      }
  })
  const distinct = [...new Set(repairs)]
  return distinct.length === 1 ? distinct[0] : undefined
}
