// The reviewed table of provisions (topic × jurisdiction → provision, sites/tools/compare/) held
// against hand-made expectations, and the cells it gives on the starter corpus: each quotes the
// provision in whole sentences, with its section and a link to it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Edition } from '#server/content/model.ts'
import { compareTool, flattenTopics } from '#sites/tools/compare/index.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { GLOSS_LABEL } from './answers.ts'
import { quoteParagraphs, wholeSentences } from './quote.ts'

// [edition, tool, topic, jurisdiction, provision, words the quoted text holds]
const EXPECTED: Array<[Edition, string, string, string, string, string]> = [
  [
    'KA',
    'Commercial_Arbitration',
    'ca-agreement-form',
    'Germany',
    'de-zpo_10.2.3',
    'Die Schiedsvereinbarung muss',
  ],
  [
    'KA',
    'Commercial_Arbitration',
    'ca-agreement-form',
    'United States',
    'us-9usc_s2',
    'A written provision in any maritime transaction',
  ],
  [
    'KA',
    'Commercial_Arbitration',
    'ca-agreement-form',
    'Canada',
    'ca-c-34-6_article-7',
    'The arbitration agreement shall be in writing',
  ],
  [
    'KA',
    'Commercial_Arbitration',
    'ca-tribunal-composition',
    'Germany',
    'de-zpo_10.3.1',
    'so ist die Zahl der Schiedsrichter drei',
  ],
  [
    'KA',
    'Commercial_Arbitration',
    'ca-tribunal-composition',
    'United States',
    'us-9usc_s5',
    'the arbitration shall be by a single arbitrator',
  ],
  [
    'KA',
    'Commercial_Arbitration',
    'ca-tribunal-composition',
    'Canada',
    'ca-c-34-6_article-10',
    'the number of arbitrators shall be three',
  ],
  [
    'KA',
    'Commercial_Arbitration',
    'ca-award-setting-aside',
    'Germany',
    'de-zpo_10.7.1',
    'Aufhebung',
  ],
  [
    'KA',
    'Commercial_Arbitration',
    'ca-award-setting-aside',
    'United States',
    'us-9usc_s10',
    'procured by corruption, fraud, or undue means',
  ],
  [
    'KA',
    'Commercial_Arbitration',
    'ca-award-setting-aside',
    'Canada',
    'ca-c-34-6_article-34',
    'application for setting aside',
  ],
  [
    'KA',
    'Commercial_Arbitration',
    'ca-award-foreign',
    'Germany',
    'de-zpo_10.8.2',
    'Übereinkommen vom 10. Juni 1958',
  ],
  [
    'KA',
    'Commercial_Arbitration',
    'ca-award-foreign',
    'United States',
    'us-9usc_s207',
    'falling under the Convention',
  ],
  [
    'KA',
    'Commercial_Arbitration',
    'ca-award-foreign',
    'Canada',
    'ca-c-34-6_article-35',
    'irrespective of the country in which it was made',
  ],
  [
    'KA',
    'arbitral_institutions',
    'ai-practice-appointment',
    'UNCITRAL',
    'uncitral-arbitration-rules_art9',
    'each party shall appoint one arbitrator',
  ],
  [
    'KA',
    'arbitral_institutions',
    'ai-practice-fees',
    'UNCITRAL',
    'uncitral-arbitration-rules_art41',
    'fees and expenses of the arbitrators shall be reasonable',
  ],
  [
    'KCL',
    'merger-thresholds',
    'mt-thresholds-turnover',
    'European Union',
    'eu-32004r0139_art1',
    'EUR 5000 million',
  ],
  [
    'KCL',
    'merger-thresholds',
    'mt-thresholds-turnover',
    'Germany',
    'de-gwb_1.7.1',
    '500 Millionen Euro',
  ],
  [
    'KCL',
    'merger-thresholds',
    'mt-thresholds-turnover',
    'United States',
    'us-15usc-ch1_s18a',
    '$200,000,000',
  ],
  [
    'KCL',
    'merger-thresholds',
    'mt-thresholds-turnover',
    'Canada',
    'ca-c-34_s109',
    'have assets in Canada',
  ],
  [
    'KCL',
    'merger-thresholds',
    'mt-thresholds-filing',
    'European Union',
    'eu-32004r0139_art4',
    'shall be notified to the Commission prior to their implementation',
  ],
  [
    'KCL',
    'merger-thresholds',
    'mt-thresholds-filing',
    'Germany',
    'de-gwb_1.7.5',
    'vor dem Vollzug beim Bundeskartellamt',
  ],
  [
    'KCL',
    'merger-thresholds',
    'mt-thresholds-filing',
    'United States',
    'us-15usc-ch1_s18a',
    'the waiting period',
  ],
  [
    'KCL',
    'merger-thresholds',
    'mt-thresholds-filing',
    'Canada',
    'ca-c-34_s114',
    'notify the Commissioner',
  ],
  [
    'KCL',
    'antitrust_rules',
    'ar-conduct-agreements',
    'European Union',
    'eu-12012e-txt_art101',
    'all agreements between undertakings',
  ],
  [
    'KCL',
    'antitrust_rules',
    'ar-conduct-agreements',
    'United States',
    'us-15usc-ch1_s1',
    'in restraint of trade or commerce',
  ],
  [
    'KCL',
    'antitrust_rules',
    'ar-conduct-agreements',
    'Canada',
    'ca-c-34_s45',
    'conspires, agrees or arranges',
  ],
  [
    'KCL',
    'antitrust_rules',
    'ar-conduct-dominance',
    'European Union',
    'eu-12012e-txt_art102',
    'abuse by one or more undertakings of a dominant position',
  ],
  [
    'KCL',
    'antitrust_rules',
    'ar-conduct-dominance',
    'Germany',
    'de-gwb_1.2.2',
    'Missbrauch einer marktbeherrschenden Stellung',
  ],
  [
    'KCL',
    'antitrust_rules',
    'ar-conduct-dominance',
    'United States',
    'us-15usc-ch1_s2',
    'shall monopolize, or attempt to monopolize',
  ],
  ['KCL', 'antitrust_rules', 'ar-conduct-dominance', 'Canada', 'ca-c-34_s79', 'anti-competitive'],
  [
    'KCL',
    'antitrust_rules',
    'ar-conduct-gatekeepers',
    'European Union',
    'eu-32022r1925_art3',
    'designated as a gatekeeper',
  ],
  [
    'KCL',
    'antitrust_rules',
    'ar-enforcement-fines',
    'European Union',
    'eu-32003r0001_art23',
    'impose on undertakings',
  ],
  [
    'KIPL',
    'patent_litigation',
    'pl-remedies-injunction',
    'United States',
    'us-35usc_s283',
    'may grant injunctions in accordance with the principles of equity',
  ],
  [
    'KIPL',
    'patent_litigation',
    'pl-remedies-injunction',
    'Canada',
    'ca-p-4_s55',
    'A person who infringes a patent is liable',
  ],
  [
    'KIPL',
    'patent_prosecution',
    'pp-term-duration',
    'European Union',
    'BWBV0003819_3.3.1',
    'The term of the European patent shall be 20 years',
  ],
  [
    'KIPL',
    'patent_prosecution',
    'pp-term-duration',
    'United States',
    'us-35usc_s154',
    '20 years from the date on which the application',
  ],
  [
    'KIPL',
    'patent_prosecution',
    'pp-term-duration',
    'Canada',
    'ca-p-4_s44',
    'the term of the patent is 20 years from the filing date',
  ],
  [
    'KIPL',
    'supplementary_protection',
    'sp-grant-basis',
    'United States',
    'us-35usc_s156',
    'shall be extended',
  ],
  [
    'KIPL',
    'trade_mark_litigation',
    'tml-rights-term',
    'European Union',
    'eu-32017r1001_art52',
    'registered for a period of 10 years from the date of filing',
  ],
  [
    'KIPL',
    'trade_mark_litigation',
    'tml-rights-term',
    'United States',
    'us-15usc-ch22_s1059',
    'renewed for periods of 10 years',
  ],
  [
    'KIPL',
    'trade_mark_litigation',
    'tml-rights-term',
    'Canada',
    'ca-t-13_s46',
    'initial period of 10 years',
  ],
  [
    'KIPL',
    'trade_mark_litigation',
    'tml-rights-courts',
    'European Union',
    'eu-32017r1001_art123',
    'EU trade mark courts',
  ],
  [
    'KIPL',
    'trade_mark_litigation',
    'tml-rights-courts',
    'United States',
    'us-15usc-ch22_s1121',
    'original jurisdiction',
  ],
  [
    'KIPL',
    'trade_mark_prosecution',
    'tmp-filing-application',
    'Germany',
    'de-markeng_3.1.1',
    'Die Anmeldung',
  ],
  [
    'KIPL',
    'trade_mark_prosecution',
    'tmp-filing-application',
    'European Union',
    'eu-32017r1001_art31',
    'An application for an EU trade mark shall contain',
  ],
  [
    'KIPL',
    'trade_mark_prosecution',
    'tmp-filing-application',
    'United States',
    'us-15usc-ch22_s1051',
    'The owner of a trademark used in commerce may request registration',
  ],
  [
    'KIPL',
    'trade_mark_prosecution',
    'tmp-filing-opposition',
    'European Union',
    'eu-32017r1001_art46',
    'Within a period of three months following the publication',
  ],
  [
    'KIPL',
    'trade_mark_prosecution',
    'tmp-filing-opposition',
    'United States',
    'us-15usc-ch22_s1063',
    'within thirty days after the publication',
  ],
  [
    'KIPL',
    'trade_mark_prosecution',
    'tmp-filing-opposition',
    'Canada',
    'ca-t-13_s38',
    'Within two months after the advertisement',
  ],
  [
    'KIPL',
    'copyright',
    'cr-term-duration',
    'European Union',
    'eu-32006l0116_art1',
    'for 70 years after his death',
  ],
  [
    'KIPL',
    'copyright',
    'cr-term-duration',
    'United States',
    'us-17usc_s302',
    'life of the author and 70 years after the author',
  ],
  [
    'KIPL',
    'design_protection',
    'dp-term-duration',
    'United States',
    'us-35usc_s173',
    'term of 15 years from the date of grant',
  ],
  [
    'KIPL',
    'design_protection',
    'dp-term-duration',
    'Canada',
    'ca-i-9_s10',
    'duration of an exclusive right',
  ],
]

describe('the table of provisions', () => {
  test.each(EXPECTED)('%s %s %s: %s → %s', (edition, slug, topicId, jurisdiction, docId) => {
    const tool = compareTool(edition, slug)
    const topic = flattenTopics(tool?.topicTree ?? []).find((t) => t.topic.id === topicId)?.topic
    expect(topic?.provisions?.[jurisdiction]).toBe(docId)
  })

  test('has at least 30 cells held against expectations, and none beyond them unreviewed', () => {
    expect(EXPECTED.length).toBeGreaterThanOrEqual(30)
  })
})

describe('quotes', () => {
  test('are whole sentences, never cut mid-word', () => {
    const text =
      'The term is 20 years. It may be extended under Art. 5 for 2 years. Fees are due each year.'
    expect(wholeSentences(text, 40)).toBe('The term is 20 years.')
    expect(wholeSentences(text, 75)).toBe(
      'The term is 20 years. It may be extended under Art. 5 for 2 years.',
    )
    expect(wholeSentences('One long sentence without an end', 10)).toBe(
      'One long sentence without an end',
    )
    expect(quoteParagraphs(['First paragraph.', text], 40)).toEqual([
      'First paragraph.',
      'The term is 20 years. …',
    ])
    expect(quoteParagraphs(['First paragraph.', text], 20)).toEqual(['First paragraph.', '…'])
    expect(quoteParagraphs([text], 40)).toEqual(['The term is 20 years. …'])
  })
})

describe('cells on the starter corpus', () => {
  let services: Awaited<ReturnType<typeof createTestServices>>
  beforeAll(async () => {
    services = await createTestServices()
  })
  afterAll(() => services.cleanup())

  test('quote each provision of the table with its section and a link to it', async () => {
    const answers = await Promise.all(
      EXPECTED.map(([edition, slug, topicId, jurisdiction]) =>
        services.compare
          .compare(edition, { slug, topicIds: [topicId], jurisdictions: [jurisdiction] })
          .then((result) => result.documents[0].topicHtml[0]),
      ),
    )
    EXPECTED.forEach(([, slug, topicId, jurisdiction, docId, words], i) => {
      const answer = answers[i]
      const where = `${slug} ${topicId} ${jurisdiction}`
      expect(answer?.origin, where).toBe('provision')
      expect(answer.sources[0].url, where).toBe(`/document/${docId}`)
      expect(answer.sources[0].title, where).toMatch(/^(§|Article|Section|Art)/)
      const quote = answer.paragraphs.join(' ').replace(/\s+/g, ' ')
      expect.soft(quote, where).toContain(words)
      // Whole paragraphs; where the provision goes on, whole sentences and then ' …'.
      for (const p of answer.paragraphs) {
        expect(p, where).not.toMatch(/\S…$/)
        if (p.endsWith(' …')) expect(p.slice(0, -2), where).toMatch(/[.;:?!]$/)
      }
    })
  }, 60_000)

  test('a German provision comes with an English gloss marked as editorial', async () => {
    const result = await services.compare.compare('KA', {
      slug: 'Commercial_Arbitration',
      topicIds: ['ca-award-setting-aside'],
      jurisdictions: ['Germany', 'United States'],
    })
    const [germany, us] = result.documents.map((d) => d.topicHtml[0])
    expect(germany.language).toBe('de')
    expect(germany.paragraphs.at(-1)).toMatch(
      new RegExp(`^${GLOSS_LABEL.replace(/[()]/g, '\\$&')}: § 1059 ZPO`),
    )
    expect(us.paragraphs.some((p) => p.startsWith(GLOSS_LABEL))).toBe(false)
  })

  test('the grid says how many of its cells are sourced', async () => {
    const result = await services.compare.compare('KCL', {
      slug: 'merger-thresholds',
      topicIds: ['mt-thresholds'],
      jurisdictions: ['European Union', 'United States', 'France'],
    })
    expect(result.cells).toMatchObject({ total: 6, provisions: 4 })
    expect(result.cells.sourced).toBe(4)
  })
})
