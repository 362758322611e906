// The built-in provider (no model needed): the answer is the retrieved passages themselves,
// quoted verbatim with their source title and a link to the passage, best first. It never says
// anything the sources do not, so every quotation it makes is verified.
import type { AssistantProvider, ProviderInput } from './provider.ts'
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
      for (const [i, passage] of passages.entries()) {
        yield (i > 0 ? '\n\n' : '') + block(passage, i + 1, titles.size > 1)
      }
    },
  }
}

/**
 * A quoted passage: the verbatim text as a block quote, then its numbered source: the section
 * heading, after the document title when the answer quotes several documents.
 */
function block(passage: Passage, n: number, withTitle: boolean): string {
  const quote = passage.text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')
  const heading = passage.heading.trim()
  const where =
    withTitle || !heading ? [passage.title, heading].filter(Boolean).join(', ') : heading
  return `${quote}\n[${n}] [${escapeLabel(where)}](${passage.href})`
}

function escapeLabel(label: string): string {
  return label.replace(/[[\]]/g, (c) => (c === '[' ? '(' : ')'))
}
