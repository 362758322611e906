import { expect, test } from 'vitest'
import { passagePlace, placeOf } from './passage-voice.ts'

const body =
  '<section id="s0"><p data-voice="procedure">Introduction</p></section>' +
  '<section id="s1"><h2>The Parties’ Positions</h2>' +
  '<p id="para-310" data-voice="respondent">310. The Respondent submits that the investor had no legitimate expectation.</p>' +
  '<p data-voice="respondent">“A quotation the Respondent relies on.”</p>' +
  '<p id="para-311" data-voice="tribunal">311. The Tribunal finds that the expectations were legitimate &amp; reasonable.</p>' +
  '</section>'

test('a passage’s voice and paragraph, read from its section’s HTML', () => {
  expect(placeOf(body, 1, 'The Respondent submits that the investor had no legitimate')).toEqual({
    voice: 'respondent',
    paragraph: 310,
  })
  // A quotation inside a paragraph is cited by the paragraph it is part of.
  expect(placeOf(body, 1, 'A quotation the Respondent relies on.')).toEqual({
    voice: 'respondent',
    paragraph: 310,
  })
  expect(
    placeOf(body, 1, 'The Tribunal finds that the expectations were legitimate & reasonable.'),
  ).toEqual({ voice: 'tribunal', paragraph: 311 })
  expect(placeOf(body, 0, 'Introduction')).toEqual({ voice: 'procedure', paragraph: null })
  expect(placeOf(body, 1, 'words no paragraph holds')).toEqual({ voice: null, paragraph: null })
  expect(placeOf(body, 7, 'Introduction')).toEqual({ voice: null, paragraph: null })
})

test('how a quotation is labelled', () => {
  expect(passagePlace({ voice: 'tribunal', paragraph: 302 })).toBe('Tribunal’s reasoning, ¶ 302')
  expect(passagePlace({ voice: 'respondent', paragraph: 311 })).toBe('Respondent’s argument, ¶ 311')
  expect(passagePlace({ voice: null, paragraph: 12 })).toBe('¶ 12')
  expect(passagePlace({ voice: null, paragraph: null })).toBe('')
})
