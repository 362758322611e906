import type { CompareTool, CompareTopic } from './types.ts'

const EUROPE = {
  groupName: 'Europe',
  groupJurisdictions: ['Germany', 'France', 'Netherlands', 'Spain', 'Italy', 'Belgium'],
}
const UNION = { groupName: 'European Union', groupJurisdictions: ['European Union'] }
const AMERICAS = { groupName: 'Americas', groupJurisdictions: ['United States', 'Canada'] }
const WITH_AMERICAS = [EUROPE, UNION, AMERICAS]

/** What the collection holds for the jurisdiction: its statutes and the judgments it referred. */
function holdings(prefix: string, statutes: string): CompareTopic {
  return {
    id: `${prefix}-held`,
    title: 'In the collection',
    childs: [
      {
        id: `${prefix}-held-statutes`,
        title: statutes,
        derive: { kind: 'holdings', section: 'statutes' },
      },
      {
        id: `${prefix}-held-judgments`,
        title: 'Court of Justice judgments on references from its courts',
        derive: { kind: 'holdings', section: 'judgments' },
      },
    ],
  }
}
function tool(
  slug: string,
  publicationTitle: string,
  descriptiveText: string,
  topics: CompareTopic[],
  frequent: { topicId: string; description: string }[],
  groups = [EUROPE, UNION],
): CompareTool {
  return {
    slug,
    productId: `KIPL-${slug}`,
    publicationTitle,
    topicTitle: publicationTitle,
    descriptiveText,
    jurisdictionOrOrganizationTitle: 'Jurisdiction',
    jurisdictionGroups: groups,
    topicTree: topics,
    topicFrequent: frequent,
  }
}

/** The IP edition's comparisons (menu: IP Tools, UP & UPC). */
export const kiplCompareTools: readonly CompareTool[] = [
  tool(
    'patent_litigation',
    'Patent Litigation',
    'Remedies, procedure and courts for patent infringement, jurisdiction by jurisdiction.',
    [
      {
        id: 'pl-remedies',
        title: 'Remedies',
        childs: [
          {
            id: 'pl-remedies-injunction',
            title: 'Injunction and damages for infringement',
            provisions: {
              Germany: 'de-patg_9.1',
              'European Union': 'BWBV0006168_2.5.2',
              'United States': 'us-35usc_s283',
              Canada: 'ca-p-4_s55',
            },
          },
          { id: 'pl-remedies-preliminary', title: 'Preliminary injunctions' },
        ],
      },
      holdings('pl', 'Patent legislation held'),
    ],
    [{ topicId: 'pl-remedies-injunction', description: 'What can the patentee claim?' }],
    WITH_AMERICAS,
  ),
  tool(
    'patent_prosecution',
    'Patent Prosecution',
    'Term, fees and procedure before the patent offices.',
    [
      {
        id: 'pp-term',
        title: 'Term of protection',
        childs: [
          {
            id: 'pp-term-duration',
            title: 'Duration of a patent',
            provisions: {
              Germany: 'de-patg_1.21',
              'European Union': 'BWBV0003819_3.3.1',
              'United States': 'us-35usc_s154',
              Canada: 'ca-p-4_s44',
            },
          },
          { id: 'pp-term-renewal', title: 'Renewal fees' },
        ],
      },
      holdings('pp', 'Patent legislation held'),
    ],
    [{ topicId: 'pp-term-duration', description: 'How long does a patent last?' }],
    WITH_AMERICAS,
  ),
  tool(
    'supplementary_protection',
    'Supplementary Protection Certificates',
    'Supplementary protection certificates for medicinal and plant protection products.',
    [
      {
        id: 'sp-grant',
        title: 'Certificates',
        childs: [
          {
            id: 'sp-grant-basis',
            title: 'Legal basis of the certificate',
            provisions: {
              Germany: 'de-patg_1.22',
              'European Union': 'BWBV0006168_2.5.7',
              'United States': 'us-35usc_s156',
            },
          },
          { id: 'sp-grant-paediatric', title: 'Paediatric extension' },
        ],
      },
      holdings('sp', 'Patent legislation held'),
    ],
    [{ topicId: 'sp-grant-basis', description: 'Where are certificates provided for?' }],
    WITH_AMERICAS,
  ),
  tool(
    'trade_mark_litigation',
    'Trade Mark Litigation',
    'Infringement, remedies and the courts for trade marks.',
    [
      {
        id: 'tml-rights',
        title: 'Rights',
        childs: [
          {
            id: 'tml-rights-term',
            title: 'Term and renewal of the registration',
            provisions: {
              Germany: 'de-markeng_3.2.3',
              'European Union': 'eu-32017r1001_art52',
              'United States': 'us-15usc-ch22_s1059',
              Canada: 'ca-t-13_s46',
            },
          },
          {
            id: 'tml-rights-courts',
            title: 'Courts competent for infringement',
            provisions: {
              'European Union': 'eu-32017r1001_art123',
              'United States': 'us-15usc-ch22_s1121',
            },
          },
        ],
      },
      holdings('tml', 'Trade mark legislation held'),
    ],
    [{ topicId: 'tml-rights-term', description: 'How long does a registration last?' }],
    WITH_AMERICAS,
  ),
  tool(
    'trade_mark_prosecution',
    'Trade Mark Prosecution',
    'Filing, examination and opposition of trade marks.',
    [
      {
        id: 'tmp-filing',
        title: 'Filing',
        childs: [
          {
            id: 'tmp-filing-application',
            title: 'Contents of the application',
            provisions: {
              Germany: 'de-markeng_3.1.1',
              'European Union': 'eu-32017r1001_art31',
              'United States': 'us-15usc-ch22_s1051',
              Canada: 'ca-t-13_s30',
            },
          },
          {
            id: 'tmp-filing-opposition',
            title: 'Opposition period',
            provisions: {
              Germany: 'de-markeng_3.1.11',
              'European Union': 'eu-32017r1001_art46',
              'United States': 'us-15usc-ch22_s1063',
              Canada: 'ca-t-13_s38',
            },
          },
        ],
      },
      holdings('tmp', 'Trade mark legislation held'),
    ],
    [{ topicId: 'tmp-filing-application', description: 'What must an application contain?' }],
    WITH_AMERICAS,
  ),
  tool(
    'copyright',
    'Copyright',
    'Term, exceptions and collective management of copyright.',
    [
      {
        id: 'cr-term',
        title: 'Term',
        childs: [
          {
            id: 'cr-term-duration',
            title: 'Duration of copyright',
            provisions: {
              Germany: 'de-urhg_1.7.1',
              'European Union': 'eu-32006l0116_art1',
              'United States': 'us-17usc_s302',
            },
          },
          { id: 'cr-term-exceptions', title: 'Private copying exception' },
        ],
      },
      holdings('cr', 'Copyright legislation held'),
    ],
    [{ topicId: 'cr-term-duration', description: 'How long does copyright last?' }],
    WITH_AMERICAS,
  ),
  tool(
    'design_protection',
    'Design Protection',
    'Registered and unregistered designs.',
    [
      {
        id: 'dp-term',
        title: 'Protection',
        childs: [
          {
            id: 'dp-term-duration',
            title: 'Beginning and duration of protection',
            provisions: {
              Germany: 'de-geschmmg-2004_4.1',
              'United States': 'us-35usc_s173',
              Canada: 'ca-i-9_s10',
            },
          },
          { id: 'dp-term-unregistered', title: 'Unregistered designs' },
        ],
      },
      holdings('dp', 'Design legislation held'),
    ],
    [{ topicId: 'dp-term-duration', description: 'How long is a design protected?' }],
    WITH_AMERICAS,
  ),
  tool(
    'trade_secrets',
    'Trade Secrets',
    'What a trade secret is and how it is protected.',
    [
      {
        id: 'ts-definition',
        title: 'Protection',
        childs: [
          {
            id: 'ts-definition-secret',
            title: 'Definition of a trade secret',
            provisions: { Germany: 'de-geschgehg_1.2' },
          },
          { id: 'ts-definition-remedies', title: 'Remedies for misappropriation' },
        ],
      },
      holdings('ts', 'Trade secrets legislation held'),
    ],
    [{ topicId: 'ts-definition-secret', description: 'What counts as a trade secret?' }],
  ),
  tool(
    'ip_licensing_competition',
    'IP Licensing and Competition',
    'Licensing agreements under competition law, and employee inventions.',
    [
      {
        id: 'ilc-licensing',
        title: 'Licensing',
        childs: [
          {
            id: 'ilc-licensing-agreements',
            title: 'Restrictive agreements',
            provisions: { Germany: 'de-gwb_1.1.1' },
          },
          {
            id: 'ilc-licensing-employees',
            title: 'Remuneration of employee inventors',
            provisions: { Germany: 'de-arbnerfg_2.1.5' },
          },
        ],
      },
      holdings('ilc', 'Competition and IP legislation held'),
    ],
    [{ topicId: 'ilc-licensing-agreements', description: 'Which agreements are prohibited?' }],
  ),
  tool(
    'annotated_upc_agreement',
    'Annotated UPC Agreement',
    'The Agreement on a Unified Patent Court, provision by provision, with what the ' +
      'contracting Member States hold beside it.',
    [
      {
        id: 'upc-court',
        title: 'The Court',
        childs: [
          {
            id: 'upc-court-competence',
            title: 'Competence of the Court (Article 32)',
            provisions: { 'European Union': 'BWBV0006168_2.6.2' },
          },
          {
            id: 'upc-court-divisions',
            title: 'Competence of the divisions (Article 33)',
            provisions: { 'European Union': 'BWBV0006168_2.6.3' },
          },
        ],
      },
      holdings('upc', 'National patent legislation held'),
    ],
    [{ topicId: 'upc-court-competence', description: 'What is the Court competent for?' }],
    [
      UNION,
      {
        groupName: 'Contracting Member States',
        groupJurisdictions: ['Germany', 'France', 'Netherlands', 'Italy'],
      },
    ],
  ),
]
