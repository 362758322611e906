import type { CompareTool } from './types.ts'

const GROUPS = [
  { groupName: 'European Union', groupJurisdictions: ['European Union'] },
  {
    groupName: 'Member States',
    groupJurisdictions: ['Germany', 'France', 'Spain', 'Italy', 'Netherlands', 'Belgium'],
  },
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
    jurisdictionGroups: GROUPS,
    topicTree: [
      {
        id: 'mt-thresholds',
        title: 'Thresholds',
        childs: [
          {
            id: 'mt-thresholds-turnover',
            title: 'Turnover thresholds',
            provisions: { Germany: 'de-gwb_1.7.1' },
          },
          {
            id: 'mt-thresholds-filing',
            title: 'Obligation to notify',
            provisions: { Germany: 'de-gwb_1.7.5' },
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
        childs: [{ id: 'sa-control-recovery', title: 'Recovery of unlawful aid' }],
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
