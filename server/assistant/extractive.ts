// The built-in provider (no model needed): the answer is the retrieved passages themselves,
// quoted verbatim with their source title and a link to the passage, best first. It never says
// anything the sources do not, so every quotation it makes is verified.
import type { AssistantProvider, ProviderInput } from './provider.ts'
import { passagePlace } from './passage-voice.ts'
import type { Passage } from './types.ts'

export const NO_PASSAGES =
  'I could not find passages about this in the documents I can read. Try other words, or select other documents.'

export function createExtractiveProvider(): AssistantProvider {
  return {
    name: 'extractive',
    generative: false,
    passageLimit: 4,
    async *stream({ task, passages }: ProviderInput) {
      if (passages.length === 0) {
        yield NO_PASSAGES
        return
      }
      const titles = new Set(passages.map((p) => p.title))
      if (task === 'summarize') {
        yield `Key passages of ${[...titles].join('; ')}:\n\n`
      } else {
        const from = titles.size === 1 ? [...titles][0] : `${titles.size} documents`
        yield `These passages from ${from} answer your question most closely, best match first:\n\n`
      }
      // Grouped by document, each under its title when there are several, best document first.
      let n = 0
      for (const [i, group] of byDocument(passages).entries()) {
        if (titles.size > 1) yield `${i > 0 ? '\n\n' : ''}**${escapeLabel(group[0].title)}**\n\n`
        for (const [j, passage] of group.entries()) {
          n += 1
          yield (j > 0 || (i > 0 && titles.size === 1) ? '\n\n' : '') + block(passage, n)
        }
      }
    },
  }
}

/** The passages grouped by document, in the order each document first comes. */
function byDocument(passages: readonly Passage[]): Passage[][] {
  const groups = new Map<string, Passage[]>()
  for (const p of passages) groups.set(p.docId, [...(groups.get(p.docId) ?? []), p])
  return [...groups.values()]
}

/**
 * A quoted passage: the verbatim text as a block quote, then its numbered source: whose words
 * it is and its paragraph ("Respondent’s argument, ¶ 311"), then the section heading.
 */
function block(passage: Passage, n: number): string {
  const quote = passage.text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')
  const where = [passagePlace(passage), passage.heading.trim()].filter(Boolean).join(' · ')
  return `${quote}\n[${n}] [${escapeLabel(where || passage.title)}](${passage.href})`
}

function escapeLabel(label: string): string {
  return label.replace(/[[\]]/g, (c) => (c === '[' ? '(' : ')'))
}
