// The subject of a Court of Justice judgment, read from what it interprets: the keyword heading
// the Court puts above it ("Reference for a preliminary ruling — Intellectual property —
// Copyright — Directive 2001/29/EC — …") and the instruments its ruling names. A right named only
// as a fact of the case (fees of a copyright collecting society in an abuse of dominance case,
// VAT on private copying levies) is no subject: a subject is a heading of the chain or an
// instrument the Court interprets (decision 248).

export const IP_FIELDS = [
  'copyright',
  'trade_mark',
  'designs',
  'patent',
  'plant_varieties',
  'geographical_indications',
  'trade_secrets',
  'enforcement',
] as const
export type IpField = (typeof IP_FIELDS)[number]

export const COMPETITION_FIELDS = ['antitrust', 'merger', 'state_aid'] as const
export type CompetitionField = (typeof COMPETITION_FIELDS)[number]

export type JudgmentSubjects = {
  /** An intellectual property judgment: it interprets the law of at least one IP field. */
  ip: boolean
  fields: IpField[]
  /** A competition judgment: Articles 101 and 102 TFEU or merger control (State aid apart). */
  competition: boolean
  /** Antitrust, merger control and State aid: the subjects of the competition edition. */
  competitionFields: CompetitionField[]
  arbitration: boolean
}

type Rule<F> = { field: F; heading?: RegExp; instruments?: readonly string[] }

// A heading matches a whole segment of the chain from its start; an instrument is its number
// ("2001/29", "207/2009") anywhere in the chain or the ruling.
const IP_RULES: Rule<IpField>[] = [
  {
    field: 'copyright',
    heading:
      /^(?:copyright|(?:harmonisation of certain aspects of )?copyright and related rights|related rights|rental right|resale right|private copying|legal protection of (?:computer programs|databases))\b/i,
    instruments: [
      '2001/29',
      '2006/115',
      '92/100',
      '93/83',
      '2001/84',
      '2009/24',
      '91/250',
      '96/9',
      '2006/116',
      '93/98',
      '2011/77',
      '2012/28',
      '2014/26',
      '2017/1564',
      '2019/790',
    ],
  },
  {
    field: 'trade_mark',
    heading:
      /^(?:(?:EU|Community|national|international|collective|individual) )?trade[- ]?marks?\b|^trade[- ]mark law|^(?:word|figurative|three-dimensional|colour|shape|position|sound|collective) marks?\b|^(?:earlier )?(?:EU )?(?:word|figurative) mark\b/i,
    instruments: ['207/2009', '40/94', '2017/1001', '2008/95', '89/104', '2015/2436', '2868/95'],
  },
  {
    field: 'designs',
    heading:
      /^(?:(?:registered |unregistered )?Community designs?|designs?|legal protection of designs)\b/i,
    instruments: ['6/2002', '98/71', '2245/2002'],
  },
  {
    field: 'patent',
    heading:
      /^(?:patents?(?: law)?|(?:European |unitary )?patent|supplementary protection certificates?)\b/i,
    instruments: ['469/2009', '1768/92', '1610/96', '1257/2012', '98/44', '816/2006'],
  },
  {
    field: 'plant_varieties',
    heading: /^(?:Community )?plant variety rights?\b|^plant varieties\b/i,
    instruments: ['2100/94', '1239/95', '874/2009'],
  },
  {
    field: 'geographical_indications',
    heading:
      /^(?:protection of )?(?:geographical indications?|(?:protected )?designations? of origin|appellations? of origin)\b|^protection of protected designations of origin\b|^traditional specialit/i,
    instruments: [
      '110/2008',
      '1151/2012',
      '510/2006',
      '2081/92',
      '479/2008',
      '1601/91',
      '251/2014',
    ],
  },
  {
    field: 'trade_secrets',
    heading: /^(?:protection of )?(?:trade secrets|undisclosed know-how)\b/i,
    instruments: ['2016/943'],
  },
  {
    field: 'enforcement',
    heading: /^enforcement of intellectual property rights\b/i,
    instruments: ['2004/48', '608/2013', '1383/2003', '3295/94'],
  },
]

// The common organisation of the markets protects wine designations of origin in some of its
// articles (118m of Regulation 1234/2007, 103 of 1308/2013): its number counts only beside a
// heading that names them.

const COMPETITION_RULES: Rule<CompetitionField>[] = [
  {
    field: 'antitrust',
    heading:
      /^(?:competition(?: law)?|agreements, decisions and concerted practices|(?:abuse of (?:a )?dominant position)|anticompetitive (?:practices|agreements)|cartels?|restrictive practices|vertical agreements|leniency)\b(?!\s+for\b)/i,
    instruments: ['1/2003', '17/62', '330/2010', '2790/1999', '1400/2002', '772/2004', '316/2014'],
  },
  {
    field: 'merger',
    heading: /^(?:concentrations? between undertakings|merger control)\b/i,
    instruments: ['139/2004', '4064/89'],
  },
  {
    field: 'state_aid',
    heading: /^(?:State aid|aid granted by (?:a|the) Member States?|existing aid|new aid)\b/i,
    instruments: ['659/1999', '2015/1589', '800/2008', '651/2014', '1407/2013', '1998/2006'],
  },
]

// Treaty articles the Court interprets: 101 and 102 TFEU (81 and 82 EC, 65 CS) are antitrust,
// 107 and 108 TFEU (87 and 88 EC) State aid.
// (Article 82 TFEU is judicial cooperation in criminal matters, 82 EC abuse of dominance.)
const ANTITRUST_ARTICLES =
  /\bArticles?\s+(?:(?:101|102)\b[^—;.]{0,40}?\sTFEU|(?:81|82)\b[^—;.]{0,40}?\sEC)\b|\bArticle 65 CS\b/
const STATE_AID_ARTICLES =
  /\bArticles?\s+(?:(?:107|108)\b[^—;.]{0,40}?\sTFEU|(?:87|88)\b[^—;.]{0,40}?\sEC)\b/

const ARBITRATION = /\barbitra(?:tion|l)\b|\bbilateral investment treaty\b/i

/** The keyword chain's segments, each trimmed: 'A — B – C' → ['A', 'B', 'C']. */
export function chainSegments(chain: string): string[] {
  return chain
    .split(/\s+[—–-]\s+|\s*—\s*/)
    .map((s) => s.trim().replace(/^[(‘'"]+|[)’'".]+$/g, ''))
    .filter(Boolean)
}

/** The operative part of a judgment: what follows 'On those grounds, the Court … hereby rules'. */
export function operativePart(text: string): string {
  const m = /On those grounds, the Court[^\n]*\n/.exec(text)
  if (!m) return ''
  const rest = text.slice(m.index + m[0].length)
  const end = rest.search(/\n\[Signatures\]|\nDelivered in open court|\n\(\s*\*\s*1\s*\)/)
  return end >= 0 ? rest.slice(0, end) : rest.slice(0, 6000)
}

function cites(text: string, number: string): boolean {
  const [a, b] = number.split('/')
  // 'Directive 2001/29/EC', 'Regulation (EC) No 207/2009', 'Regulation 2017/1001', '(EU) 2016/943'
  return new RegExp(`(?<![\\d/])${a}\\/${b}(?![\\d])`).test(text)
}

function matchRules<F extends string>(
  rules: readonly Rule<F>[],
  segments: readonly string[],
  instrumentText: string,
): Set<F> {
  const out = new Set<F>()
  for (const rule of rules) {
    if (rule.heading && segments.some((s) => rule.heading!.test(s))) out.add(rule.field)
    else if (rule.instruments?.some((n) => cites(instrumentText, n))) out.add(rule.field)
  }
  return out
}

// An instrument the ruling interprets: 'Article 5(3) of Regulation (EC) No 44/2001 must be
// interpreted …', not one it names in passing ('… laying down detailed rules for implementing
// Regulation No 479/2008').
const INTERPRETED =
  /\bArticles?\s[^.;]{0,80}?\bof\s+(?:the\s+)?(?:(?:Council|Commission|First|Implementing|Delegated|European Parliament and (?:of the )?Council)\s+)*(?:Directive|Regulation)\s+(?:\((?:EU|EC|EEC)\)\s+)?(?:No\s+)?(\d+\/\d+)/g

function interpretedInstruments(ruling: string): string {
  return [...ruling.matchAll(INTERPRETED)].map((m) => m[1]).join(' ')
}

// Where the chain names intellectual property without a heading of its own field ('Exclusive
// jurisdiction in proceedings concerned with the registration or validity of intellectual
// property rights — … proprietor of a trade mark'), the rights it names are its fields.
const NAMES_IP =
  /\bintellectual (?:and industrial )?property\b|\bindustrial (?:and commercial )?property\b/i
const RIGHTS_NAMED: [IpField, RegExp][] = [
  ['copyright', /\bcopyright|\brelated rights\b/i],
  ['trade_mark', /\btrade[- ]?marks?\b/i],
  ['designs', /\bdesigns?\b/i],
  ['patent', /\bpatents?\b|supplementary protection certificate/i],
  ['plant_varieties', /\bplant variet/i],
  [
    'geographical_indications',
    /geographical indications?|(?:designations?|appellations?) of origin/i,
  ],
  ['trade_secrets', /\btrade secrets?\b/i],
]

/**
 * An enforcement judgment (Directive 2004/48, the customs regulation) also concerns the right
 * infringed in the main proceedings: the one its text names at least three times and twice as
 * often as any other, or none when the text does not say.
 */
function rightInfringed(text: string): IpField | undefined {
  const counts = RIGHTS_NAMED.map(
    ([field, named]) => [field, text.match(new RegExp(named.source, 'gi'))?.length ?? 0] as const,
  ).sort((a, b) => b[1] - a[1])
  const [first, second] = counts
  return first && first[1] >= 3 && first[1] >= 2 * (second?.[1] ?? 0) ? first[0] : undefined
}

/**
 * The subjects of a judgment from its keyword chain (`keywords`, the heading the Court puts above
 * it) and its text (the instruments its ruling interprets).
 */
export function classifyJudgment(input: { keywords: string; text?: string }): JudgmentSubjects {
  const keywords = input.keywords.replace(/\u2011/g, '-')
  const segments = chainSegments(keywords)
  const ruling = operativePart((input.text ?? '').replace(/\u2011/g, '-'))
  const instruments = `${keywords}\n${interpretedInstruments(ruling)}`

  const fields = matchRules(IP_RULES, segments, instruments)
  if (
    segments.some((s) =>
      /^(?:protection of )?(?:protected )?designations? of origin|^Article (?:118m|103)\b/i.test(s),
    ) &&
    ['1234/2007', '1308/2013'].some((n) => cites(keywords, n))
  )
    fields.add('geographical_indications')
  if (fields.size === 0 && NAMES_IP.test(keywords))
    for (const [field, named] of RIGHTS_NAMED) if (named.test(keywords)) fields.add(field)

  if (fields.size === 1 && fields.has('enforcement')) {
    const infringed = rightInfringed(input.text ?? '')
    if (infringed) fields.add(infringed)
  }

  const competition = matchRules(COMPETITION_RULES, segments, instruments)
  if (segments.some((s) => ANTITRUST_ARTICLES.test(s)) || ANTITRUST_ARTICLES.test(ruling))
    competition.add('antitrust')
  if (segments.some((s) => STATE_AID_ARTICLES.test(s))) competition.add('state_aid')

  const ipFields = IP_FIELDS.filter((f) => fields.has(f))
  const competitionFields = COMPETITION_FIELDS.filter((f) => competition.has(f))
  return {
    ip: ipFields.length > 0,
    fields: ipFields,
    competition: competitionFields.some((f) => f !== 'state_aid'),
    competitionFields,
    arbitration: segments.some((s) => ARBITRATION.test(s)),
  }
}
