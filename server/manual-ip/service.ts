// Manual IP: prosecution information per office, right and topic, each entry with its source.
// Entries come from two places:
// - provisions read from the content index (never the corpus files): the German Patent, Trade
//   Mark and Design Acts, the EPC and the PCT, each provision classified under a topic with its
//   passage (./extract.ts), and the key fees of the PatKostG fee schedule;
// - the editorial feed (./feed.ts) for offices the collection holds no public source for,
//   marked as sample content until a real feed replaces it.
// They are read once, on first use, and kept; a failed read is tried again on the next call.
import { NotFoundError } from '#server/errors.ts'
import type { ContentStore } from '#server/search/engine.ts'
import {
  countryName,
  MIP_COUNTRIES,
  MIP_RIGHT_LABELS,
  MIP_RIGHTS,
  MIP_TOPIC_LABELS,
  MIP_TOPICS,
  parseMipQuery,
} from '#sites/tools/manual-ip.ts'
import type { MipEditorialAnswer } from './feed.ts'
import type { MipFavouritesStore } from './favourites-store.ts'
import { editorialEntry, readProvisions } from './read-entries.ts'
import type { ManualIpService, MipEntry, MipFilter } from './types.ts'
import { escapeRegExp, foldCaseAndAccents } from '#sites/text.ts'

/** Entries of one (office, right, topic) a comparison shows. */
export const CELL_ENTRIES = 2

const RIGHT_ORDER = new Map(MIP_RIGHTS.map((r, i) => [r, i]))
const TOPIC_ORDER = new Map(MIP_TOPICS.map((t, i) => [t, i]))
const COUNTRY_ORDER = new Map(MIP_COUNTRIES.map((c, i) => [c.code as string, i]))

function byPlace(a: MipEntry, b: MipEntry): number {
  return (
    COUNTRY_ORDER.get(a.country)! - COUNTRY_ORDER.get(b.country)! ||
    RIGHT_ORDER.get(a.right)! - RIGHT_ORDER.get(b.right)! ||
    TOPIC_ORDER.get(a.topic)! - TOPIC_ORDER.get(b.topic)! ||
    b.score - a.score ||
    a.id.localeCompare(b.id)
  )
}

/** The words an entry is found by: office, right, topic, citation, title and answer. */
function haystack(e: MipEntry): string {
  return foldCaseAndAccents(
    [
      e.countryName,
      e.country,
      MIP_RIGHT_LABELS[e.right],
      MIP_TOPIC_LABELS[e.topic],
      e.source.citation,
      e.source.title,
      ...e.answer,
    ].join(' \n '),
  )
}

/** A word matches at a word start; a trailing `*` is any ending, otherwise the word as typed. */
function wordMatcher(word: string): RegExp {
  const star = word.endsWith('*')
  const core = escapeRegExp(foldCaseAndAccents(star ? word.slice(0, -1) : word))
  return new RegExp(`(?:^|[^\\p{L}\\p{N}])${core}${star ? '' : '(?![\\p{L}\\p{N}])'}`, 'u')
}

export function createManualIpService(deps: {
  content: ContentStore
  editorial: readonly MipEditorialAnswer[]
  favourites: MipFavouritesStore
  /** Read the entries now, in the background, so the first visitor does not wait for them. */
  warm?: boolean
}): ManualIpService {
  let loading: Promise<{
    all: MipEntry[]
    byId: Map<string, MipEntry>
    text: Map<string, string>
  }> | null = null
  function load() {
    loading ??= readProvisions(deps.content)
      .then((provisions) => {
        // A sample answer stays only where no provision of the collection answers its cell.
        const answered = new Set(provisions.map((e) => `${e.country} ${e.right} ${e.topic}`))
        const editorial = deps.editorial
          .map(editorialEntry)
          .filter((e) => !e.sample || !answered.has(`${e.country} ${e.right} ${e.topic}`))
        const all = [...editorial, ...provisions].sort(byPlace)
        return {
          all,
          byId: new Map(all.map((e) => [e.id, e])),
          text: new Map(all.map((e) => [e.id, haystack(e)])),
        }
      })
      .catch((error: unknown) => {
        loading = null
        throw error
      })
    return loading
  }

  if (deps.warm) {
    load().catch((error: unknown) =>
      console.warn('Manual IP could not read its entries yet', error),
    )
  }

  async function entry(id: string) {
    const found = (await load()).byId.get(id)
    if (!found) throw new NotFoundError('Manual IP entry', id)
    return found
  }

  return {
    async countries() {
      const { all } = await load()
      return MIP_COUNTRIES.map((c) => ({
        code: c.code,
        name: c.name,
        rights: MIP_RIGHTS.map((right) => {
          const mine = all.filter((e) => e.country === c.code && e.right === right)
          return {
            right,
            entries: mine.length,
            sample: mine.length > 0 && mine.every((e) => e.sample),
          }
        }).filter((r) => r.entries > 0),
      })).filter((c) => c.rights.length > 0)
    },

    async compare({ countries, right }) {
      const { all } = await load()
      const codes = [...new Set(countries)]
      return {
        right,
        countries: codes.map((code) => ({ code, name: countryName(code) })),
        rows: MIP_TOPICS.map((topic) => ({
          topic,
          label: MIP_TOPIC_LABELS[topic],
          cells: codes.map((country) => ({
            country,
            entries: all
              .filter((e) => e.country === country && e.right === right && e.topic === topic)
              .sort((a, b) => b.score - a.score)
              .slice(0, CELL_ENTRIES),
          })),
        })),
      }
    },

    async search({ query, start, pageSize }) {
      const parsed = parseMipQuery(query)
      const { all, text } = await load()
      const words = parsed.words.map(wordMatcher)
      const byWords = all.filter((e) => words.every((re) => re.test(text.get(e.id)!)))
      const keep = (e: MipEntry, skip?: 'country' | 'right' | 'topic') =>
        (skip === 'country' || parsed.country.length === 0 || parsed.country.includes(e.country)) &&
        (skip === 'right' || parsed.right.length === 0 || parsed.right.includes(e.right)) &&
        (skip === 'topic' || parsed.topic.length === 0 || parsed.topic.includes(e.topic))
      const hits = byWords.filter((e) => keep(e))
      // Each filter counts the hits of the other filters, so a value can be added (OR) or changed.
      const count = <K extends 'country' | 'right' | 'topic'>(
        category: K,
        values: readonly { value: string; label: string }[],
      ): MipFilter => {
        const pool = byWords.filter((e) => keep(e, category))
        return {
          category,
          items: values
            .map((v) => ({
              ...v,
              count: pool.filter((e) => e[category] === v.value).length,
              selected: (parsed[category] as string[]).includes(v.value),
            }))
            .filter((i) => i.count > 0 || i.selected),
        }
      }
      return {
        hits: hits.slice(start, start + pageSize),
        total: hits.length,
        start,
        pageSize,
        query: parsed,
        filters: [
          count(
            'country',
            MIP_COUNTRIES.map((c) => ({ value: c.code, label: c.name })),
          ),
          count(
            'right',
            MIP_RIGHTS.map((r) => ({ value: r, label: MIP_RIGHT_LABELS[r] })),
          ),
          count(
            'topic',
            MIP_TOPICS.map((t) => ({ value: t, label: MIP_TOPIC_LABELS[t] })),
          ),
        ],
      }
    },

    entry,

    async entries(ids) {
      const { byId } = await load()
      return ids.flatMap((id) => byId.get(id) ?? [])
    },

    favourites: {
      async list(owner) {
        const [stars, { byId }] = await Promise.all([deps.favourites.list(owner), load()])
        return stars.flatMap((s) => {
          const e = byId.get(s.entryId)
          return e ? [{ ...e, starredAt: s.addedAt.toISOString() }] : []
        })
      },
      async ids(owner) {
        return new Set((await deps.favourites.list(owner)).map((s) => s.entryId))
      },
      async add(owner, id) {
        await entry(id)
        return deps.favourites.add(owner, id)
      },
      async remove(owner, id) {
        if (!(await deps.favourites.remove(owner, id))) throw new NotFoundError('Starred entry', id)
      },
    },
  }
}
