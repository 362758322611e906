import type { ManualIpService } from '#server/manual-ip/types.ts'
import {
  isMipQueryError,
  MIP_MAX_TERMS,
  MIP_RIGHT_LABELS,
  MIP_TOPIC_LABELS,
} from '#sites/tools/manual-ip.ts'
import { serializeSearch } from './params.ts'

// The main search's 'Search within Manual IP' toggle (spec 000 §9): the search text's words,
// operators and grouping left out, asked of Manual IP, whose first entries the results page
// shows in a section of its own with a link to all of them.

/** Shown on the results page. */
export const WITHIN_SEARCH_SHOWN = 3

/** 'patent AND (Frist OR "time limit")' → 'patent Frist "time limit"': every word must match. */
export function manualIpWords(q: string): string {
  const words: string[] = []
  for (const match of q.matchAll(/"([^"]+)"|([^\s()"]+)/g)) {
    const phrase = match[1]?.replace(/[:\s]+/g, ' ').trim()
    if (phrase) {
      words.push(`"${phrase}"`)
      continue
    }
    const word = (match[2] ?? '').replace(/:/g, ' ').trim()
    if (!word || /^(?:AND|OR|NOT|NEAR\d*|NEAR\/\d+|w\/\d+)$/.test(word)) continue
    if (/[\p{L}\p{N}]/u.test(word)) words.push(...word.split(' ').filter(Boolean))
  }
  return words.slice(0, MIP_MAX_TERMS).join(' ')
}

export async function searchWithinManualIp(manualIp: ManualIpService, q: string) {
  const words = manualIpWords(q)
  if (!words) return null
  try {
    const result = await manualIp.search({ query: words, start: 0, pageSize: WITHIN_SEARCH_SHOWN })
    return {
      total: result.total,
      href: serializeSearch({ q: words, page: 1 }),
      hits: result.hits.map((e) => ({
        id: e.id,
        heading: `${e.countryName} · ${MIP_RIGHT_LABELS[e.right]} · ${MIP_TOPIC_LABELS[e.topic]}`,
        citation: e.source.citation,
        excerpt: e.answer.join(' ').slice(0, 220) + (e.answer.join(' ').length > 220 ? '…' : ''),
        sample: e.sample,
        href: serializeSearch({ q: `${words} country:${e.country}`, page: 1 }),
      })),
    }
  } catch (error) {
    // A word Manual IP's syntax refuses leaves the section out; the main results stand.
    if (isMipQueryError(error)) return null
    console.warn('Manual IP search failed', error)
    return null
  }
}
