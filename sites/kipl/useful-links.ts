// Useful links of the IP edition (spec 001 §2.3 /usefullinks): the offices, courts and
// registers an IP practitioner opens every day, curated by the publisher. Each opens its own
// site in a new tab. Checked by hand when edited; a link that moves is replaced here.

export type UsefulLink = { title: string; url: string; description: string }
export type UsefulLinkGroup = { title: string; links: readonly UsefulLink[] }

export const USEFUL_LINKS: readonly UsefulLinkGroup[] = [
  {
    title: 'European patents',
    links: [
      {
        title: 'European Patent Office',
        url: 'https://www.epo.org/',
        description: 'Filing, fees, the Official Journal and the Guidelines for Examination.',
      },
      {
        title: 'European Patent Register',
        url: 'https://register.epo.org/',
        description: 'Procedural status and file inspection of European applications and patents.',
      },
      {
        title: 'Espacenet',
        url: 'https://worldwide.espacenet.com/',
        description: 'Patent documents worldwide, with families and legal status.',
      },
      {
        title: 'Boards of Appeal decisions',
        url: 'https://www.epo.org/en/case-law-appeals',
        description: 'Decisions of the Boards of Appeal and the Enlarged Board of Appeal.',
      },
      {
        title: 'European Qualifying Examination',
        url: 'https://www.epo.org/en/learning/professional-qualifications/eqe',
        description: 'Rules, past papers and examiners’ reports of the EQE.',
      },
    ],
  },
  {
    title: 'Unified Patent Court',
    links: [
      {
        title: 'Unified Patent Court',
        url: 'https://www.unified-patent-court.org/',
        description: 'Decisions and orders, the Rules of Procedure and the case management system.',
      },
    ],
  },
  {
    title: 'International filings',
    links: [
      {
        title: 'WIPO PATENTSCOPE',
        url: 'https://patentscope.wipo.int/',
        description: 'Published PCT applications and national collections.',
      },
      {
        title: 'PCT resources',
        url: 'https://www.wipo.int/pct/en/',
        description: 'The PCT Applicant’s Guide, fees tables and time limits.',
      },
      {
        title: 'WIPO Lex',
        url: 'https://www.wipo.int/wipolex/en/',
        description: 'IP laws and treaties of WIPO’s member states.',
      },
    ],
  },
  {
    title: 'Trade marks and designs',
    links: [
      {
        title: 'EUIPO',
        url: 'https://www.euipo.europa.eu/',
        description: 'EU trade marks and registered Community designs, with eSearch.',
      },
      {
        title: 'TMview',
        url: 'https://www.tmdn.org/tmview/',
        description: 'Trade marks of the EU and international offices in one search.',
      },
      {
        title: 'DesignView',
        url: 'https://www.tmdn.org/tmdsview-web/',
        description: 'Registered designs of the participating offices.',
      },
    ],
  },
  {
    title: 'Courts and national offices',
    links: [
      {
        title: 'CURIA',
        url: 'https://curia.europa.eu/',
        description: 'Judgments and opinions of the Court of Justice of the EU.',
      },
      {
        title: 'DPMA',
        url: 'https://www.dpma.de/english/',
        description: 'The German Patent and Trade Mark Office and its register.',
      },
      {
        title: 'USPTO',
        url: 'https://www.uspto.gov/',
        description: 'United States patents and trade marks, with Patent Center and TSDR.',
      },
    ],
  },
]
