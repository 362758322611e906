import type { CompareTool } from './types.ts'

/** The arbitration edition's comparisons (menu: Our Tools). */
export const kaCompareTools: readonly CompareTool[] = [
  {
    slug: 'Commercial_Arbitration',
    productId: 'KA-CA',
    publicationTitle: 'Comparison of Commercial Arbitration',
    topicTitle: 'Commercial arbitration',
    descriptiveText:
      'How national arbitration laws answer the questions of an arbitration, from the agreement ' +
      'to the enforcement of the award, side by side. Answers quote the statutes and list the ' +
      'treaties and cases the collection holds for each jurisdiction.',
    jurisdictionOrOrganizationTitle: 'Jurisdiction',
    jurisdictionGroups: [
      { groupName: 'Europe', groupJurisdictions: ['Germany', 'Netherlands', 'Hungary', 'Spain'] },
      { groupName: 'Americas', groupJurisdictions: ['Canada', 'Mexico', 'United States'] },
      {
        groupName: 'Africa and the Middle East',
        groupJurisdictions: ['Egypt', 'United Arab Emirates'],
      },
    ],
    topicTree: [
      {
        id: 'ca-agreement',
        title: 'Arbitration agreement',
        childs: [
          {
            id: 'ca-agreement-form',
            title: 'Form of the arbitration agreement',
            provisions: {
              Germany: 'de-zpo_10.2.3',
              'United States': 'us-9usc_s2',
              Canada: 'ca-c-34-6_article-7',
            },
          },
        ],
      },
      {
        id: 'ca-tribunal',
        title: 'Arbitral tribunal',
        childs: [
          {
            id: 'ca-tribunal-composition',
            title: 'Number of arbitrators',
            provisions: {
              Germany: 'de-zpo_10.3.1',
              'United States': 'us-9usc_s5',
              Canada: 'ca-c-34-6_article-10',
            },
          },
        ],
      },
      {
        id: 'ca-award',
        title: 'Award',
        childs: [
          {
            id: 'ca-award-setting-aside',
            title: 'Setting aside an award',
            provisions: {
              Germany: 'de-zpo_10.7.1',
              'United States': 'us-9usc_s10',
              Canada: 'ca-c-34-6_article-34',
            },
          },
          {
            id: 'ca-award-foreign',
            title: 'Recognition and enforcement of foreign awards',
            provisions: {
              Germany: 'de-zpo_10.8.2',
              'United States': 'us-9usc_s207',
              Canada: 'ca-c-34-6_article-35',
            },
          },
          {
            id: 'ca-award-nyc',
            title: 'The State and the New York Convention',
            derive: { kind: 'nyc' },
          },
        ],
      },
      {
        id: 'ca-investment',
        title: 'Investment arbitration',
        childs: [
          {
            id: 'ca-investment-treaties',
            title: 'Investment treaties held',
            derive: { kind: 'holdings', section: 'treaties' },
          },
          {
            id: 'ca-investment-cases',
            title: 'Investor-State cases against the State',
            derive: { kind: 'holdings', section: 'cases' },
          },
        ],
      },
    ],
    topicFrequent: [
      {
        topicId: 'ca-agreement-form',
        description: 'Does the law require an agreement in writing?',
      },
      { topicId: 'ca-award-foreign', description: 'How is a foreign award enforced?' },
      {
        topicId: 'ca-investment-cases',
        description: 'Which cases were brought against the State?',
      },
    ],
  },
  {
    slug: 'arbitral_institutions',
    productId: 'KA-QA',
    publicationTitle: 'Arbitral Institutions Quick Answers',
    topicTitle: 'Arbitral institutions',
    descriptiveText:
      'Quick answers on the arbitral institutions and the ad hoc rules: the cases and awards the ' +
      'collection holds for each, the rules they were brought under, and practical points.',
    jurisdictionOrOrganizationTitle: 'Institution',
    jurisdictionGroups: [
      { groupName: 'Institutions', groupJurisdictions: ['ICSID', 'PCA', 'SCC', 'ICC', 'LCIA'] },
      { groupName: 'Ad hoc', groupJurisdictions: ['UNCITRAL'] },
    ],
    topicTree: [
      {
        id: 'ai-caseload',
        title: 'Caseload',
        childs: [
          {
            id: 'ai-caseload-held',
            title: 'Cases and awards held',
            derive: { kind: 'institution' },
          },
        ],
      },
      {
        id: 'ai-practice',
        title: 'Practice',
        childs: [
          {
            id: 'ai-practice-appointment',
            title: 'Appointment of the tribunal',
            provisions: { UNCITRAL: 'uncitral-arbitration-rules_art9' },
          },
          {
            id: 'ai-practice-fees',
            title: 'Administrative fees',
            provisions: { UNCITRAL: 'uncitral-arbitration-rules_art41' },
          },
        ],
      },
    ],
    topicFrequent: [
      { topicId: 'ai-caseload-held', description: 'How many cases and awards are held?' },
      { topicId: 'ai-practice-appointment', description: 'Who appoints the arbitrators?' },
    ],
  },
]
