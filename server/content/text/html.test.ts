import { describe, expect, it } from 'vitest'
import { escapeHtml } from '#server/lib/text.ts'
import { parseLooseDate } from './dates.ts'
import {
  blocksToSections,
  decodeEntities,
  markdownToBlocks,
  proseToBlocks,
  sanitizeBodyHtml,
  sectionsToHtml,
} from './html.ts'

describe('text to safe HTML', () => {
  it('escapes everything that comes from a source', () => {
    const sections = blocksToSections([
      { kind: 'heading', text: '<b>Heading</b>' },
      { kind: 'p', text: '<script>alert("x")</script> & more' },
    ])
    const html = sectionsToHtml(sections)
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more')
    expect(html).toContain('<h2>&lt;b&gt;Heading&lt;/b&gt;</h2>')
    expect(sections[0].text).toBe('<script>alert("x")</script> & more')
    expect(escapeHtml(`'"`)).toBe('&#39;&quot;')
  })

  it('sanitises HTML from canonical files with an allowlist', () => {
    const dirty =
      '<section id="s0" onclick="x()"><h2>T</h2><p class="item">ok<img src=x onerror=alert(1)></p>' +
      '<a href="javascript:alert(1)">bad</a><a href="https://eur-lex.europa.eu">good</a><script>x</script></section>'
    const clean = sanitizeBodyHtml(dirty)
    expect(clean).toBe(
      '<section id="s0"><h2>T</h2><p class="item">ok</p><a>bad</a><a href="https://eur-lex.europa.eu">good</a></section>',
    )
  })

  it('joins OCR lines into paragraphs and finds headings', () => {
    const ocr = [
      'PART 2. PROCEDURAL HISTORY',
      '',
      'On 27 December 2017, the Tribunal issued Procedural Order No. 10 concerning the',
      '',
      'Post-Hearing Submissions.',
      '29.',
      'The following witnesses testi-',
      'fied at the hearing.',
    ].join('\n')
    expect(proseToBlocks(ocr)).toEqual([
      { kind: 'heading', text: 'PART 2. PROCEDURAL HISTORY' },
      {
        kind: 'p',
        text: 'On 27 December 2017, the Tribunal issued Procedural Order No. 10 concerning the Post-Hearing Submissions.',
      },
      { kind: 'p', text: '29. The following witnesses testified at the hearing.' },
    ])
  })

  it('reads Markdown paragraphs, items, definitions and inline links', () => {
    const md = [
      'Ausfertigungsdatum',
      ':   1950-09-12',
      '',
      '(1) Die Vorschriften [dieses Buches](../x.md) sind',
      '    anzuwenden.',
      '(2) **Zweitens**.',
      '',
      '#### Sub heading',
      '',
      'Plain text.',
    ].join('\n')
    expect(markdownToBlocks(md)).toEqual([
      { kind: 'dt', term: 'Ausfertigungsdatum', text: '1950-09-12' },
      { kind: 'li', text: '(1) Die Vorschriften dieses Buches sind anzuwenden.' },
      { kind: 'li', text: '(2) Zweitens.' },
      { kind: 'subheading', text: 'Sub heading' },
      { kind: 'p', text: 'Plain text.' },
    ])
  })

  it('decodes character references', () => {
    expect(decodeEntities('Eni Gas &amp; Power &#8211; &#x41;')).toBe('Eni Gas & Power \u2013 A')
  })

  it('parses dates the way sources write them', () => {
    expect(parseLooseDate('18th September 2023')).toBe('2023-09-18')
    expect(parseLooseDate('October 5, 2020')).toBe('2020-10-05')
    expect(parseLooseDate('Thursday, 5 June 2020')).toBe('2020-06-05')
    expect(parseLooseDate('21-09-2020')).toBe('2020-09-21')
    expect(parseLooseDate('2019-05-31')).toBe('2019-05-31')
    expect(parseLooseDate('31 February 2020')).toBeUndefined()
    expect(parseLooseDate('None')).toBeUndefined()
  })
})

describe('sanitizeBodyHtml fast path', () => {
  it('keeps our own markup as it is and sanitises anything else', () => {
    const own = '<h3>T</h3><p class="item">a &amp; b</p><ul><li>x</li></ul>'
    expect(sanitizeBodyHtml(own)).toBe(own)
    expect(sanitizeBodyHtml('<p class="x">a</p>')).toBe('<p>a</p>')
    expect(sanitizeBodyHtml('<p>a</p><img src=x onerror=alert(1)>')).toBe('<p>a</p>')
    expect(sanitizeBodyHtml('<p>a <scr<script>ipt>alert(1)</p>')).not.toContain('<script')
  })
})

it('a lettered part in title case is a heading of a panel decision, a sentence is not', () => {
  const blocks = proseToBlocks(
    [
      '5. Parties’ Contentions',
      'A. Complainant',
      'The Complainant contends that the disputed domain name is confusingly similar.',
      'B. Rights or Legitimate Interests',
      'B. The Respondent did not reply to the Complainant’s',
      'contentions and is in default.',
    ].join('\n'),
  )
  expect(blocks.filter((b) => b.kind === 'heading').map((b) => b.text)).toEqual([
    '5. Parties’ Contentions',
    'A. Complainant',
    'B. Rights or Legitimate Interests',
  ])
})
