// Smart charts (spec 001 §2.4: /smartcharts?product={code}, opened in a new tab from the menus):
// each product is a set of charts drawn from the content index, each chart a count over one
// preset search. Isomorphic data shared by the page, its downloads and the chart service.

/**
 * What one chart counts, over the documents of its `base` search (a query string of /search):
 * - `year`: documents per year of their relevant date;
 * - `facet`: documents per value of a filter (`under`: the children of one tree value);
 * - `terms`: documents matching each search term (a bar per term).
 */
export type ChartMeasure =
  | { kind: 'year' }
  | { kind: 'facet'; facet: string; under?: string; limit: number }
  | { kind: 'terms'; terms: readonly { label: string; q: string }[] }

export type ChartSpec = {
  /** URL-safe id, unique in its product (the download's `chart=`). */
  id: string
  title: string
  /** One sentence on what is counted. */
  description: string
  /** Query string of the search the chart counts in (without '?'). */
  base: string
  measure: ChartMeasure
  /** What a bar's count is of ("cases", "judgments"). */
  unit: string
}

export type ChartProduct = {
  code: string
  /** The edition whose menus open it (edition data lives here, not in code). */
  edition: 'KA' | 'KIPL' | 'KCL'
  title: string
  lead: string
  charts: readonly ChartSpec[]
}

const COMMISSION_CASES = 'source=European+Commission+antitrust+cases'
const CJEU_JUDGMENTS = 'source=Court+of+Justice+of+the+EU+judgments'
// An edition's charts count the judgments of its own subject: judgments on general EU law (VAT,
// asylum under the Dublin Regulation …) are served to both editions but are not IP or competition
// judgments (decision 248).
const CJEU_IP_JUDGMENTS = `${CJEU_JUDGMENTS}&topic=Intellectual+property`
const CJEU_COMPETITION_JUDGMENTS = `${CJEU_JUDGMENTS}&topic=Competition+law`
const DOMAIN_DECISIONS = 'type=Domain+name+decisions'
const PATENT_TREATIES =
  'f.publicationtitle=European+Patent+Convention&f.publicationtitle=Patent+Cooperation+Treaty'

export const CHART_PRODUCTS: readonly ChartProduct[] = [
  {
    code: 'competition',
    edition: 'KCL',
    title: 'Smart Charts: Competition',
    lead: 'The European Commission’s antitrust and cartel case register and the Court of Justice’s judgments, counted from the collection itself.',
    charts: [
      {
        id: 'cases-by-year',
        title: 'Commission antitrust cases by year',
        description: 'Cases of the Commission’s register by the year of their latest decision.',
        base: COMMISSION_CASES,
        measure: { kind: 'year' },
        unit: 'cases',
      },
      {
        id: 'cases-by-legal-basis',
        title: 'Commission antitrust cases by legal basis',
        description: 'The Treaty articles the Commission applied; a case may rest on several.',
        base: COMMISSION_CASES,
        measure: { kind: 'facet', facet: 'legislation', limit: 8 },
        unit: 'cases',
      },
      {
        id: 'cases-by-sector',
        title: 'Commission antitrust cases by sector',
        description: 'The NACE sections of the economic activities concerned.',
        base: COMMISSION_CASES,
        measure: { kind: 'facet', facet: 'sector', limit: 12 },
        unit: 'cases',
      },
      {
        id: 'cases-by-decision',
        title: 'Commission antitrust cases by last decision',
        description: 'The kind of the latest decision the register records for each case.',
        base: COMMISSION_CASES,
        measure: { kind: 'facet', facet: 'outcome', limit: 10 },
        unit: 'cases',
      },
      {
        id: 'judgments-by-year',
        title: 'Court of Justice judgments by year',
        description:
          'Competition law judgments of the Court of Justice of the EU, by year of judgment.',
        base: CJEU_COMPETITION_JUDGMENTS,
        measure: { kind: 'year' },
        unit: 'judgments',
      },
      {
        id: 'judgments-by-procedure',
        title: 'Court of Justice judgments by procedure',
        description: 'Preliminary references, appeals and direct actions.',
        base: CJEU_COMPETITION_JUDGMENTS,
        measure: { kind: 'facet', facet: 'procedure', limit: 10 },
        unit: 'judgments',
      },
      {
        id: 'judgments-by-subject',
        title: 'Court of Justice judgments by subject',
        description: 'The subject matters of competition law the judgments concern.',
        base: CJEU_COMPETITION_JUDGMENTS,
        measure: { kind: 'facet', facet: 'topic', under: 'Competition law', limit: 10 },
        unit: 'judgments',
      },
    ],
  },
  {
    code: 'ip',
    edition: 'KIPL',
    title: 'Smart Charts: IP',
    lead: 'Intellectual property judgments of the Court of Justice and domain name decisions, counted from the collection itself.',
    charts: [
      {
        id: 'judgments-by-year',
        title: 'Court of Justice judgments by year',
        description:
          'Intellectual property judgments of the Court of Justice of the EU, by year of judgment.',
        base: CJEU_IP_JUDGMENTS,
        measure: { kind: 'year' },
        unit: 'judgments',
      },
      {
        id: 'judgments-by-subject',
        title: 'Court of Justice judgments by subject',
        description: 'The intellectual property rights the judgments concern.',
        base: CJEU_IP_JUDGMENTS,
        measure: { kind: 'facet', facet: 'topic', under: 'Intellectual property', limit: 10 },
        unit: 'judgments',
      },
      {
        id: 'judgments-by-procedure',
        title: 'Court of Justice judgments by procedure',
        description: 'Preliminary references, appeals and direct actions.',
        base: CJEU_IP_JUDGMENTS,
        measure: { kind: 'facet', facet: 'procedure', limit: 10 },
        unit: 'judgments',
      },
      {
        id: 'judgments-by-legislation',
        title: 'Court of Justice judgments by legislation',
        description: 'The EU instruments the judgments interpret most often.',
        base: CJEU_IP_JUDGMENTS,
        measure: { kind: 'facet', facet: 'legislation', limit: 10 },
        unit: 'judgments',
      },
      {
        id: 'domain-decisions-by-year',
        title: 'Domain name decisions by year',
        description: 'Decisions of the domain name dispute resolution providers by year.',
        base: DOMAIN_DECISIONS,
        measure: { kind: 'year' },
        unit: 'decisions',
      },
      {
        id: 'domain-decisions-by-provider',
        title: 'Domain name decisions by provider',
        description: 'The dispute resolution provider that administered each decision.',
        base: DOMAIN_DECISIONS,
        measure: { kind: 'facet', facet: 'organization', limit: 10 },
        unit: 'decisions',
      },
      {
        id: 'domain-decisions-by-outcome',
        title: 'Domain name decisions by outcome',
        description: 'Transfer, cancellation or complaint denied, where the decision states it.',
        base: DOMAIN_DECISIONS,
        measure: { kind: 'facet', facet: 'outcome', limit: 10 },
        unit: 'decisions',
      },
    ],
  },
  {
    code: 'epc-pct',
    edition: 'KIPL',
    title: 'Smart Charts: EPC & PCT Procedure',
    lead: 'The European Patent Convention and the Patent Cooperation Treaty, counted provision by provision: where each step of the procedure is dealt with.',
    charts: [
      {
        id: 'provisions-by-step',
        title: 'Provisions by procedural step',
        description: 'Articles and rules of the EPC and the PCT whose text deals with each step.',
        base: PATENT_TREATIES,
        measure: {
          kind: 'terms',
          terms: [
            { label: 'Filing', q: 'filing' },
            { label: 'Priority', q: 'priority' },
            { label: 'Search report', q: '"search report"' },
            { label: 'Publication', q: 'publication' },
            { label: 'Examination', q: 'examination' },
            { label: 'Opposition', q: 'opposition' },
            { label: 'Appeal', q: 'appeal' },
            { label: 'Fees', q: 'fee*' },
            { label: 'Time limits', q: '"time limit"' },
          ],
        },
        unit: 'provisions',
      },
      {
        id: 'provisions-by-instrument',
        title: 'Provisions by instrument',
        description: 'How many articles and rules each instrument holds in the collection.',
        base: PATENT_TREATIES,
        measure: { kind: 'facet', facet: 'publicationtitle', limit: 10 },
        unit: 'provisions',
      },
    ],
  },
]

export function chartProduct(code: string, edition: string): ChartProduct | null {
  return CHART_PRODUCTS.find((p) => p.code === code && p.edition === edition) ?? null
}

/** The edition's first product: where `/smartcharts` without a product lands. */
export function defaultChartProduct(edition: string): ChartProduct | null {
  return CHART_PRODUCTS.find((p) => p.edition === edition) ?? null
}

export const CHART_FORMATS = ['csv', 'excel'] as const
export type ChartFormat = (typeof CHART_FORMATS)[number]
