// Mentions → entities. The same person is written many ways across the awards: with and without
// middle initials, with accents or without, and with OCR damage ('Jiirgen Voss', 'Béckstiegel').
// Mentions with one key are one entity; keys that differ by OCR-sized edits in one name part,
// or by a middle name that only one candidate has, are merged when that is unambiguous.
import {
  cleanPersonName,
  editDistance,
  entityKey,
  entitySlug,
  ENTITY_TYPES,
  type EntityType,
  firmKey,
  fold,
  namesFirmOffice,
  recased,
} from './names.ts'
import { stateName } from './nationality.ts'
import { type Lexicon, repairedName } from './spellings.ts'

/** A name as a document wrote it; `scope` is the case it was read in, where known. */
export type Mention = { type: EntityType; name: string; scope?: string }

export type Entity = {
  slug: string
  type: EntityType
  relType: number
  name: string
  /** Every spelling met, the chosen name first. */
  variants: string[]
  keys: string[]
  /** Every name as the documents wrote it (what mentions are looked up by). */
  written: string[]
}

// Spellings that OCR produces and people do not: 'ii' for 'ü', digits, 'tl' for 'ü', a letter
// three times ('Salaverrry').
const OCR_LOOK =
  /ii|(?<=[aeiou])[fj]i(?=[aeiou])|[0-9]|tir|iia|\bmare\b|é(?=ck)|(\p{L})\1\1|[^\p{L}\s.'’-]/iu
// 'ä' or 'ö' read as 'd' after a word's first consonant ('Sdderlund', 'Sdéenz').
const OCR_D = /(?<![\p{L}])[BCDFGHJKLMNPQRSTVWXZ]d/u

/**
 * True when a plain spelling of the same person has another letter where this one has an
 * accented one: OCR reads 'ö', 'ó' and 'á' as 'é' ('Séderlund' beside 'Soderlund', 'Ménica'
 * beside 'Monica'), and the corpus may write the damaged form most.
 */
function contradicted(name: string, plain: readonly string[]): boolean {
  const letters = [...name]
  return plain.some((p) => {
    const other = [...p]
    if (other.length !== letters.length) return false
    let differs = false
    for (let i = 0; i < letters.length; i++) {
      if (letters[i] === other[i]) continue
      // (A damaged vowel: 'ñ' beside an OCR 'f' is no contradiction.)
      if (!/[aeiou]/i.test(fold(letters[i])) || !/[aeiou]/i.test(other[i])) return false
      if (fold(letters[i]) === other[i].toLowerCase()) return false
      differs = true
    }
    return differs
  })
}

function score(
  name: string,
  count: number,
  firmWords: ReadonlySet<string>,
  plain: readonly string[],
  type: EntityType,
): number {
  const accented = /[^\u0000-\u007f]/.test(name)
  // (a firm's signs are its own: '&', commas, an office in brackets; 'RLLP' is OCR's 'LLP')
  const look = type === 'firm' ? name.replace(/[&,()]/g, ' ').replace(/\bRLLP\b/i, '0') : name
  const damaged = OCR_LOOK.test(look) || OCR_D.test(look) || (accented && contradicted(name, plain))
  const accents = accented && !damaged ? 0.5 : 0
  // A counsel's firm run into the name ('Laura Halonen Lalive') is not the name to show.
  const last = fold(name).split(' ').pop() ?? ''
  // A name in capitals ('DLA PIPER LLP') shows only where the texts write it no other way.
  const capitals = /\p{Ll}/u.test(name) ? 0 : 10
  // A firm is shown by its name, not an office's ('… Deringer US LLP', '… International LLP').
  const office = type === 'firm' && namesFirmOffice(name) ? 1000 : 0
  return count + accents - capitals - office - (damaged ? 100 : 0) - (firmWords.has(last) ? 50 : 0)
}

/**
 * True when two person keys name one person up to OCR damage: one word a few edits off, two
 * long words one edit off each ('Jerwald W. Salecuse'), or a short given name whose capital I
 * OCR read as J or T ('Jan Binnie', 'Tan Binnie').
 */
function ocrNeighbours(a: string[], b: string[]): boolean {
  if (a.length !== b.length || a.length < 2) return false
  const diff: number[] = []
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) diff.push(i)
  if (diff.length === 0) return true
  const near = (i: number, edits: number, shortest: number) =>
    Math.min(a[i].length, b[i].length) >= shortest && editDistance(a[i], b[i], edits) <= edits
  if (diff.length === 2) return diff.every((i) => near(i, 1, 6))
  if (diff.length > 2) return false
  const [i] = diff
  if (i === 0 && a[0].slice(1) === b[0].slice(1) && /^[ijlt]{2}$/.test(a[0][0] + b[0][0]))
    return true
  return near(i, 2, 4)
}

/**
 * True when the given names of two person keys with one surname can be one person's: each given
 * name of the shorter list meets one of the longer, in order, written out or as its initial, and
 * one written-out given name is shared ('ahmed s el kosheri' and 'ahmed sadek el kosheri').
 */
function givenNamesFit(a: string, b: string): boolean {
  const x = a.split(' ')
  const y = b.split(' ')
  if (x[x.length - 1] !== y[y.length - 1]) return false
  const [short, long] =
    x.length <= y.length ? [x.slice(0, -1), y.slice(0, -1)] : [y.slice(0, -1), x.slice(0, -1)]
  let j = 0
  let shared = false
  for (const g of short) {
    while (
      j < long.length &&
      !(
        g === long[j] ||
        (g.length === 1 && long[j][0] === g) ||
        // A short form of the given name ('Frank' for 'Franklin').
        (g.length >= 5 && long[j].startsWith(g)) ||
        (long[j].length === 1 && g[0] === long[j])
      )
    )
      j++
    if (j === long.length) return false
    if (g.length > 1 && long[j].startsWith(g)) shared = true
    j++
  }
  return shared
}

/**
 * True when two person keys of one case can be one name OCR damaged: as many words, each the
 * same, an initial of the other, or (after the first) a word of five letters or more up to three
 * edits off, with at least one full word the same and one damaged.
 */
function sameInOneCase(a: string[], b: string[]): boolean {
  if (a.length !== b.length || a.length < 2) return false
  let shared = 0
  let damaged = 0
  for (let i = 0; i < a.length; i++) {
    const [x, y] = [a[i], b[i]]
    if (x === y) {
      if (x.length > 1) shared++
      continue
    }
    if ((x.length === 1 && y.startsWith(x)) || (y.length === 1 && x.startsWith(y))) continue
    // A first name a letter off may be another person's ('Maria', 'Mario'): surnames only.
    if (i === 0 || Math.min(x.length, y.length) < 5) return false
    if (x[0] !== y[0] || editDistance(x, y, 3) > 3) return false
    damaged++
  }
  // (Initials alone are another rule's: 'J Smith' may be John or Jane.)
  return shared > 0 && damaged > 0
}

const PARTICLE = /^(?:de|van|von|der|den|di|da|du|del|la|le|y)$/

/**
 * Pairs of person keys where the shorter is the longer cut before its last word: a second
 * surname written or left out ('Eduardo Zuleta' / 'Eduardo Zuleta Jaramillo', 'Martin Doe' /
 * 'Martin Doe Rodriguez'), a particle a line break left dangling ('Eloy Barbara de' / 'Eloy
 * Barbara de Parres'), or a surname OCR damaged by one letter before the second was cut ('Deva
 * Villanta' / 'Deva Villania Gomez'). Only where every longer name that fits is one person
 * already (OCR variants of one spelling count once): 'Juan Perez' beside 'Juan Perez Lopez' and
 * 'Juan Perez Garcia' could be either.
 */
function shortAndLong(
  keys: readonly string[],
  uf: { find(key: string): string },
): Array<[string, string]> {
  const byFirst = new Map<string, string[]>()
  for (const k of keys) {
    const first = k.split(' ')[0]
    byFirst.set(first, [...(byFirst.get(first) ?? []), k])
  }
  const pairs: Array<[string, string]> = []
  for (const short of keys) {
    const w = short.split(' ')
    if (w.length < 2 || w[0].length < 3) continue
    const dangling = w.length >= 3 && PARTICLE.test(w[w.length - 1])
    const surname = dangling ? w[w.length - 2] : w[w.length - 1]
    if (surname.length < 3) continue
    const last = w.length - 1
    const fits = (byFirst.get(w[0]) ?? []).filter((k) => {
      const x = k.split(' ')
      if (x.length !== w.length + 1 || !w.slice(0, last).every((p, i) => p === x[i])) return false
      if (x[last] === w[last]) return true
      return (
        !dangling &&
        Math.min(x[last].length, w[last].length) >= 6 &&
        editDistance(x[last], w[last], 1) <= 1
      )
    })
    if (fits.length && new Set(fits.map((k) => uf.find(k))).size === 1) pairs.push([short, fits[0]])
  }
  return pairs
}

class UnionFind {
  readonly parent = new Map<string, string>()
  find(x: string): string {
    let p = this.parent.get(x) ?? x
    while (p !== (this.parent.get(p) ?? p)) p = this.parent.get(p) ?? p
    this.parent.set(x, p)
    return p
  }
  union(a: string, b: string) {
    const ra = this.find(a)
    const rb = this.find(b)
    if (ra !== rb) this.parent.set(rb, ra)
  }
}

/**
 * Resolves mentions into entities. Returns the entities (sorted by type and name, slugs unique)
 * and a lookup from (type, name as written) to the entity.
 */
export function resolveEntities(
  mentions: Mention[],
  lexicon?: Lexicon,
): {
  entities: Entity[]
  entityOf: (type: EntityType, name: string) => Entity | undefined
} {
  const entities: Entity[] = []
  const byName = new Map<string, Entity>()
  // The first word of each firm's name ('Curtis', 'Lalive').
  const firmWords = new Set(
    mentions.filter((m) => m.type === 'firm').map((m) => fold(m.name).split(' ')[0] ?? ''),
  )
  // A firm the text names where a person stands ('member of the firm Freshfields Bruckhaus
  // Deringer') is no person: a name the corpus writes more often as a firm's than as a person's
  // (a firm may bear its founder's name: 'Daniel M. Price PLLC').
  const asFirm = new Map<string, number>()
  for (const m of mentions) {
    const key = m.type === 'firm' || m.type === 'person' ? firmKey(m.name) : ''
    if (key) asFirm.set(key, (asFirm.get(key) ?? 0) + (m.type === 'firm' ? 1 : -1))
  }
  for (const type of ENTITY_TYPES) {
    const names = new Map<string, Map<string, number>>() // key → spelling → count
    const scopes = new Map<string, Set<string>>() // key → the cases it was read in
    for (const m of mentions) {
      if (m.type !== type) continue
      const key = entityKey(type, m.name)
      if (!key || (type === 'person' && (asFirm.get(firmKey(m.name)) ?? 0) > 0)) continue
      const spellings = names.get(key) ?? new Map<string, number>()
      spellings.set(m.name, (spellings.get(m.name) ?? 0) + 1)
      names.set(key, spellings)
      if (m.scope) scopes.set(key, (scopes.get(key) ?? new Set<string>()).add(m.scope))
    }
    const uf = new UnionFind()
    // A person whom OCR damaged everywhere: the repaired spelling joins (and names) the entity.
    if (type === 'person')
      for (const [key, spellings] of [...names]) {
        const [best] = [...spellings].sort((a, b) => b[1] - a[1])[0]
        const fixed = repairedName(cleanPersonName(best), lexicon)
        const fixedKey = fixed ? entityKey(type, fixed) : undefined
        if (!fixed || !fixedKey || fixedKey === key) continue
        const total = [...spellings.values()].reduce((a, b) => a + b, 0)
        const own = names.get(fixedKey) ?? new Map<string, number>()
        own.set(fixed, (own.get(fixed) ?? 0) + total + 1)
        names.set(fixedKey, own)
        uf.union(fixedKey, key)
      }
    const keys = [...names.keys()].sort()
    if (type === 'person' || type === 'firm') {
      // OCR damage: same number of words, one word a few edits off ('Jiirgen Voss', 'WuiTE &
      // CASE LLP'). Compared within the same last word or the same first word, so the
      // comparisons stay few.
      const buckets = new Map<string, string[]>()
      for (const k of keys) {
        const w = k.split(' ')
        const initials = w.map((x) => x[0]).join('')
        for (const b of [`l:${w[w.length - 1]}`, `f:${w[0]}:${w.length}`, `i:${initials}`]) {
          buckets.set(b, [...(buckets.get(b) ?? []), k])
        }
      }
      for (const list of buckets.values()) {
        for (let i = 0; i < list.length; i++)
          for (let j = i + 1; j < list.length; j++)
            if (ocrNeighbours(list[i].split(' '), list[j].split(' '))) uf.union(list[i], list[j])
      }
    }
    if (type === 'person') {
      // A particle written apart or run into the surname ('Armand de Mestral', 'Demestral').
      const compact = new Map<string, string>()
      for (const k of keys) {
        const c = k.replace(/\b(de|van|von|der|den|di|da|du|del|la|le) (?=\w)/g, '$1')
        const other = compact.get(c)
        if (other) uf.union(other, k)
        else compact.set(c, k)
      }
      // A middle name written or left out ('Guido Tawil' = 'Guido Santiago Tawil'), when only one
      // longer name has that first and last word.
      const byEnds = new Map<string, string[]>()
      for (const k of keys) {
        const w = k.split(' ')
        if (w.length < 2) continue
        const ends = `${w[0]} ${w[w.length - 1]}`
        byEnds.set(ends, [...(byEnds.get(ends) ?? []), k])
      }
      for (const [ends, list] of byEnds) {
        const longer = list.filter((k) => k !== ends)
        if (list.includes(ends) && longer.length === 1) uf.union(ends, longer[0])
      }
      for (const [short, long] of shortAndLong(keys, uf)) uf.union(long, short)
      // A given name left as its initial ('B Stern', once 'B Professor Stern', beside 'Brigitte
      // Stern'): the full form the same case writes for that surname, when it writes one only.
      for (const k of keys) {
        const [initial, surname, ...rest] = k.split(' ')
        if (initial.length !== 1 || !surname || rest.length || !scopes.has(k)) continue
        const fits = keys.filter((o) => {
          const w = o.split(' ')
          return (
            w.length >= 2 &&
            w[0].length > 1 &&
            w[0][0] === initial &&
            w[w.length - 1] === surname &&
            [...(scopes.get(o) ?? [])].some((c) => scopes.get(k)!.has(c))
          )
        })
        if (new Set(fits.map((o) => uf.find(o))).size === 1) uf.union(fits[0], k)
      }
    }
    if (type === 'person') {
      // One person written twice in one case, once damaged by OCR beyond what is read anywhere
      // ('Reinaldo Enrique Mujfioz Pedroza' beside '… Muñoz Pedroza'): the case's only such pair.
      for (const a of keys) {
        const fits = keys.filter(
          (b) =>
            b !== a &&
            [...(scopes.get(a) ?? [])].some((c) => scopes.get(b)?.has(c)) &&
            sameInOneCase(a.split(' '), b.split(' ')),
        )
        if (fits.length === 1) uf.union(a, fits[0])
      }
    }
    if (type === 'person') {
      // Given names written out or as initials: 'Ahmed S. El-Kosheri' = 'Ahmed Sadek El-Kosheri',
      // 'J. Christopher Thomas' = 'John Christopher Thomas', when only one such pair exists.
      const bySurname = new Map<string, string[]>()
      for (const k of keys) {
        const w = k.split(' ')
        if (w.length < 2) continue
        const b = w[w.length - 1]
        bySurname.set(b, [...(bySurname.get(b) ?? []), k])
      }
      for (const list of bySurname.values()) {
        if (list.length < 2) continue
        for (const a of list) {
          // From the shorter name: it fits one longer name only, else it could be either.
          const fits = list.filter(
            (b) => b !== a && b.split(' ').length >= a.split(' ').length && givenNamesFit(a, b),
          )
          if (fits.length === 1) uf.union(a, fits[0])
        }
      }
    }
    const groups = new Map<string, string[]>()
    for (const k of keys) groups.set(uf.find(k), [...(groups.get(uf.find(k)) ?? []), k])
    const typed: Entity[] = []
    for (const groupKeys of groups.values()) {
      const spellings = new Map<string, number>()
      const written: string[] = []
      for (const k of groupKeys)
        for (const [s, n] of names.get(k)!) {
          written.push(s)
          // A person is shown without titles: 'Prof. X' and 'X' are one spelling.
          // A State shows as its country's name: 'Venezuela', whatever the award wrote around it.
          const shown =
            type === 'person'
              ? recased(cleanPersonName(s) || s)
              : type === 'state'
                ? (stateName(s) ?? s)
                : s
          spellings.set(shown, (spellings.get(shown) ?? 0) + n)
        }
      const plain = [...spellings.keys()].filter((s) => !/[^\u0000-\u007f]/.test(s))
      const variants = [...spellings.entries()]
        .sort(
          ([a, x], [b, y]) =>
            score(b, y, firmWords, plain, type) - score(a, x, firmWords, plain, type) ||
            b.length - a.length ||
            a.localeCompare(b),
        )
        .map(([s]) => s)
      typed.push({
        slug: '',
        type,
        relType: ENTITY_TYPES.indexOf(type),
        name: variants[0],
        variants,
        keys: groupKeys.sort(),
        written,
      })
    }
    typed.sort((a, b) => fold(a.name).localeCompare(fold(b.name)) || a.name.localeCompare(b.name))
    entities.push(...typed)
  }
  const taken = new Set<string>()
  for (const e of entities) {
    e.slug = entitySlug(e.name, taken)
    taken.add(e.slug)
    for (const v of [...e.variants, ...e.written]) byName.set(`${e.type}\u0000${v}`, e)
  }
  return { entities, entityOf: (type, name) => byName.get(`${type}\u0000${name}`) }
}
