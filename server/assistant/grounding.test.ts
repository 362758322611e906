import { expect, test } from 'vitest'
import { checkQuotes, quotationsOf, sourcesOf } from './grounding.ts'
import type { Passage } from './types.ts'

const source = {
  title: 'A v. B, Award',
  url: '/document/a-b',
  text: 'The Tribunal finds that it has jurisdiction ratione materiae. The objection of the Respondent is dismissed in its entirety.',
}

test('block quotes and long inline quotes are quotations; short quoted terms are not', () => {
  const content = `The tribunal used the word “Treaty” and said “it has jurisdiction ratione materiae”.\n\n> The objection of the Respondent\n> is dismissed in its entirety.\n[1] [Reasons](/document/a-b#s2)`
  expect(quotationsOf(content)).toEqual([
    'The objection of the Respondent\nis dismissed in its entirety.',
    'it has jurisdiction ratione materiae',
  ])
})

test('quotations are verified across spacing, case, curly quotes and ellipses', () => {
  const content = [
    '"The Tribunal finds that it has jurisdiction … is dismissed in its entirety."',
    '“the tribunal   FINDS that it has jurisdiction”',
    '"The Tribunal finds that it lacks jurisdiction entirely"',
  ].join('\n')
  expect(checkQuotes(content, [source]).map((q) => q.verified)).toEqual([true, true, false])
  expect(checkQuotes(content, [source])[0].source).toEqual({ title: source.title, url: source.url })
})

test('sources are the cited passages’ documents, once each', () => {
  const passage = (docId: string, n: number): Passage => ({
    docId,
    title: docId.toUpperCase(),
    url: `/document/${docId}`,
    href: `/document/${docId}#s${n}`,
    heading: '',
    text: 'text',
    voice: null,
    paragraph: null,
    score: 1,
  })
  const passages = [passage('a', 1), passage('a', 2), passage('b', 1)]
  expect(sourcesOf('As [2] and [1] say.', passages)).toEqual([{ title: 'A', url: '/document/a' }])
  expect(sourcesOf('No citations.', passages).map((s) => s.url)).toEqual([
    '/document/a',
    '/document/b',
  ])
})
