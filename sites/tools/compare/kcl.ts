import type { CompareTool } from './types.ts'

const GROUPS = [
  { groupName: 'European Union', groupJurisdictions: ['European Union'] },
  {
    groupName: 'Member States',
    groupJurisdictions: ['Germany', 'France', 'Spain', 'Italy', 'Netherlands', 'Belgium'],
  },
]
const WITH_AMERICAS = [
  ...GROUPS,
  { groupName: 'Americas', groupJurisdictions: ['United States', 'Canada'] },
]

/** The competition edition's comparisons (menu: Practice tools). */
export const kclCompareTools: readonly CompareTool[] = [
  {
    slug: 'merger-thresholds',
    productId: 'KCL-MT',
    publicationTitle: 'Merger Thresholds',
    topicTitle: 'Merger control',
    descriptiveText:
      'When a concentration must be notified, where and how: thresholds, filing obligations and ' +
      'the merger cases the collection holds, jurisdiction by jurisdiction.',
    jurisdictionOrOrganizationTitle: 'Jurisdiction',
    jurisdictionGroups: WITH_AMERICAS,
    topicTree: [
      {
        id: 'mt-thresholds',
        title: 'Thresholds',
        childs: [
          {
            id: 'mt-thresholds-turnover',
            title: 'Turnover thresholds',
            provisions: {
              'European Union': 'eu-32004r0139_art1',
              Germany: 'de-gwb_1.7.1',
              'United States': 'us-15usc-ch1_s18a',
              Canada: 'ca-c-34_s109',
            },
          },
          {
            id: 'mt-thresholds-filing',
            title: 'Obligation to notify',
            provisions: {
              'European Union': 'eu-32004r0139_art4',
              Germany: 'de-gwb_1.7.5',
              'United States': 'us-15usc-ch1_s18a',
              Canada: 'ca-c-34_s114',
            },
          },
        ],
      },
      {
        id: 'mt-held',
        title: 'In the collection',
        childs: [
          {
            id: 'mt-held-cases',
            title: 'Competition cases held',
            derive: { kind: 'holdings', section: 'cases' },
          },
          {
            id: 'mt-held-statutes',
            title: 'Competition legislation held',
            derive: { kind: 'holdings', section: 'statutes' },
          },
        ],
      },
    ],
    topicFrequent: [
      { topicId: 'mt-thresholds-turnover', description: 'Which turnover triggers a filing?' },
      { topicId: 'mt-thresholds-filing', description: 'Is the filing mandatory and suspensive?' },
    ],
  },
  {
    slug: 'antitrust_rules',
    productId: 'KCL-AR',
    publicationTitle: 'Antitrust Rules',
    topicTitle: 'Antitrust',
    descriptiveText:
      'The prohibitions of anticompetitive agreements and of the abuse of dominance, the rules ' +
      'for digital gatekeepers and the fines, quoted from the statutes jurisdiction by jurisdiction.',
    jurisdictionOrOrganizationTitle: 'Jurisdiction',
    jurisdictionGroups: WITH_AMERICAS,
    topicTree: [
      {
        id: 'ar-conduct',
        title: 'Prohibited conduct',
        childs: [
          {
            id: 'ar-conduct-agreements',
            title: 'Anticompetitive agreements',
            provisions: {
              'European Union': 'eu-12012e-txt_art101',
              Germany: 'de-gwb_1.1.1',
              'United States': 'us-15usc-ch1_s1',
              Canada: 'ca-c-34_s45',
            },
          },
          {
            id: 'ar-conduct-dominance',
            title: 'Abuse of dominance',
            provisions: {
              'European Union': 'eu-12012e-txt_art102',
              Germany: 'de-gwb_1.2.2',
              'United States': 'us-15usc-ch1_s2',
              Canada: 'ca-c-34_s79',
            },
          },
          {
            id: 'ar-conduct-gatekeepers',
            title: 'Digital gatekeepers',
            provisions: { 'European Union': 'eu-32022r1925_art3', Germany: 'de-gwb_1.2.3' },
          },
        ],
      },
      {
        id: 'ar-enforcement',
        title: 'Enforcement',
        childs: [
          {
            id: 'ar-enforcement-fines',
            title: 'Fines',
            provisions: { 'European Union': 'eu-32003r0001_art23' },
          },
        ],
      },
      {
        id: 'ar-held',
        title: 'In the collection',
        childs: [
          {
            id: 'ar-held-cases',
            title: 'Competition cases held',
            derive: { kind: 'holdings', section: 'cases' },
          },
          {
            id: 'ar-held-statutes',
            title: 'Competition legislation held',
            derive: { kind: 'holdings', section: 'statutes' },
          },
        ],
      },
    ],
    topicFrequent: [
      { topicId: 'ar-conduct-dominance', description: 'What counts as an abuse of dominance?' },
      { topicId: 'ar-conduct-agreements', description: 'Which agreements are prohibited?' },
    ],
  },
  {
    slug: 'fdi_procedure_pro',
    productId: 'KCL-FDI',
    publicationTitle: 'FDI Procedure Pro',
    topicTitle: 'Foreign direct investment screening',
    descriptiveText:
      'Foreign direct investment screening: who must file, when, and what the authority may do.',
    jurisdictionOrOrganizationTitle: 'Jurisdiction',
    jurisdictionGroups: GROUPS,
    topicTree: [
      {
        id: 'fdi-screening',
        title: 'Screening',
        childs: [
          { id: 'fdi-screening-scope', title: 'Transactions caught' },
          { id: 'fdi-screening-timing', title: 'Review periods' },
        ],
      },
      {
        id: 'fdi-held',
        title: 'In the collection',
        childs: [
          {
            id: 'fdi-held-statutes',
            title: 'Legislation held',
            derive: { kind: 'holdings', section: 'statutes' },
          },
        ],
      },
    ],
    topicFrequent: [
      { topicId: 'fdi-screening-scope', description: 'Which transactions are caught?' },
    ],
  },
  {
    slug: 'state_aid_navigator',
    productId: 'KCL-SA',
    publicationTitle: 'State Aid Navigator',
    topicTitle: 'State aid',
    descriptiveText:
      'State aid control: the judgments and cases the collection holds, and how aid is recovered.',
    jurisdictionOrOrganizationTitle: 'Jurisdiction',
    jurisdictionGroups: GROUPS,
    topicTree: [
      {
        id: 'sa-control',
        title: 'Control',
        childs: [
          {
            id: 'sa-control-recovery',
            title: 'Recovery of unlawful aid',
            provisions: { 'European Union': 'eu-12012e-txt_art108' },
          },
        ],
      },
      {
        id: 'sa-held',
        title: 'In the collection',
        childs: [
          {
            id: 'sa-held-judgments',
            title: 'Court of Justice judgments on references from its courts',
            derive: { kind: 'holdings', section: 'judgments' },
          },
          {
            id: 'sa-held-cases',
            title: 'Competition cases held',
            derive: { kind: 'holdings', section: 'cases' },
          },
        ],
      },
    ],
    topicFrequent: [
      { topicId: 'sa-control-recovery', description: 'How is unlawful aid recovered?' },
    ],
  },
]
