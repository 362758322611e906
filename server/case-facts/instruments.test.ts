import { describe, expect, it } from 'vitest'
import { instrumentLabel, instrumentsInvoked } from './instruments.ts'

const read = (text: string, respondentState?: string) =>
  instrumentsInvoked({ text, title: 'Award', respondentState }).map((f) => ({
    label: instrumentLabel(f.value),
    rule: f.rule,
    line: f.evidence.line,
  }))

describe('instruments invoked', () => {
  it('reads NAFTA from the caption only where the respondent is a party to it', () => {
    const caption = 'AWARD\nIN THE MATTER OF AN ARBITRATION UNDER CHAPTER ELEVEN OF THE NAFTA\n'
    expect(read(caption, 'Canada')).toEqual([{ label: 'NAFTA', rule: 'named-treaty', line: 2 }])
    // An award against Poland that cites a NAFTA case is not a NAFTA case.
    expect(read(`The Tribunal relied on an award under NAFTA. ${caption}`, 'Poland')).toEqual([])
  })

  it('reads a bilateral treaty by its title, its States in one order and its year', () => {
    const text =
      'The claim was brought under the Agreement between the Kingdom of the Netherlands and the\n' +
      'Czech and Slovak Federal Republic on Encouragement and Reciprocal Protection of\n' +
      'Investments signed on 29 April 1991.'
    expect(read(text, 'Czech Republic')).toEqual([
      { label: 'Czech Republic–Netherlands BIT (1991)', rule: 'bit-title', line: 1 },
    ])
  })

  it('reads a treaty the cover names by its States and defines as the BIT', () => {
    const cover =
      'between the Kingdom of the Netherlands\n\nand the Czech and Slovak Federal Republic of April 29, 1991 (the BIT)'
    expect(read(cover, 'Czech Republic')).toEqual([
      { label: 'Czech Republic–Netherlands BIT (1991)', rule: 'bit-defined', line: 1 },
    ])
    const initials =
      'Articles 1 and 9 of the Agreement between the Federal Republic of Yugoslavia (YU) and the Republic of Greece on the reciprocal promotion and protection of investments (BIT).'
    expect(read(initials).map((f) => f.label)).toEqual(['Greece–Serbia BIT'])
  })

  it('leaves out a treaty the respondent is not party to and one invoked through MFN', () => {
    const text =
      'The Claimant invoked the provisions of the Argentina-Spain BIT. The request also invoked, by ' +
      'way of a most-favoured-nation clause, the Chile-Spain BIT. The Tribunal also read the ' +
      'Agreement between France and Mexico for the Reciprocal Promotion of Investments.'
    expect(read(text, 'Spain').map((f) => f.label)).toEqual(['Argentina–Spain BIT'])
  })

  it('reads an investment law only where no treaty is invoked, and nothing it is not told', () => {
    expect(
      read('ICSID has jurisdiction on the basis of the consent in the Investment Code.', 'Guinea'),
    ).toEqual([{ label: 'Guinea Investment Code', rule: 'investment-law', line: 1 }])
    expect(read('The Tribunal rules on the costs of the arbitration.', 'Guinea')).toEqual([])
  })
})

describe('instruments the second tuning set taught', () => {
  it('a title with a misread word, or signed on a date before its States', () => {
    const misread =
      'the Slovak Republic has breached its duties under the “Agreement between the Czech and Slovak Federal Republic and the Swiss Confederation on the promoteon and reciprocal protection of investments” (the “BIT”).'
    expect(read(misread, 'Slovakia').map((f) => f.label)).toEqual([
      'Slovak Republic–Switzerland BIT',
    ])
    const signed =
      'The claim was brought under the Treaty signed on 7 September 1992 between the Netherlands and the Republic of Poland on Encouragement and reciprocal Protection of Investments.'
    expect(read(signed, 'Poland').map((f) => f.label)).toEqual(['Netherlands–Poland BIT (1992)'])
  })

  it('a multilateral treaty named beside the bilateral one the claim is brought under', () => {
    const text =
      'The claims are brought by the Claimant under the Agreement between the Government of the Hellenic Republic and the Government of the Republic of Georgia on the Promotion and Reciprocal Protection of Investments (the “BIT”) and the Energy Charter Treaty (the “ECT”).'
    expect(read(text, 'Georgia').map((f) => f.label)).toEqual([
      'Energy Charter Treaty',
      'Georgia–Greece BIT',
    ])
  })
})

describe('instruments the third tuning set taught', () => {
  it('a State union of its day read as the respondent, a capital I read as l, a treaty that protects', () => {
    const union =
      'The Claimant brought this claim under the Agreement between the Republic of Cyprus and Serbia and Montenegro on the Reciprocal Promotion and Protection of Investments.'
    expect(read(union, 'Montenegro').map((f) => f.label)).toEqual(['Cyprus–Montenegro BIT'])
    const ocr = 'The Claimant brought its claims under the ltaly-Argentina BIT.'
    expect(read(ocr, 'Argentina').map((f) => f.label)).toEqual(['Argentina–Italy BIT'])
    const protectedBy =
      'The claimants, incorporated in Spain, are protected by the 1991 Bilateral Investment Treaty between the Argentine Republic and the Kingdom of Spain.'
    expect(read(protectedBy, 'Argentina').map((f) => f.label)).toEqual([
      'Argentina–Spain BIT (1991)',
    ])
  })
})

describe('instruments the tuning sets taught on a fourth pass', () => {
  const labels = (text: string, respondent?: string) => read(text, respondent).map((f) => f.label)

  it('a title with a capital "Between"; a treaty listed right after the one invoked', () => {
    const title =
      'This arbitration was commenced in accordance with the ICSID Convention and the Agreement Between the Government of the Italian Republic and the Government of the Republic of Mozambique on the Promotion and Reciprocal Protection of Investments dated 14 December 1998 (the “BIT”).'
    expect(labels(title, 'Mozambique')).toEqual(['Italy–Mozambique BIT (1998)'])
    const listed =
      'The Claimants alleged violations under the Agreement between the Italian Republic and State of Kuwait for the Promotion and\n\nNotarial Deed and Bylaws of OHL, Exhibit C-5.\n\nProtection of Investments of 17 December 1987 (‘Italy-Kuwait BIT’)° and the Agreement between the Kingdom of Spain and the State of Kuwait for the Promotion and Reciprocal Protection of Investments (“Spain-Kuwait BIT’).'
    expect(labels(listed, 'Kuwait')).toEqual(['Italy–Kuwait BIT', 'Kuwait–Spain BIT'])
  })

  it('where no words of consent name one, the treaty the text defines as "the BIT"', () => {
    const text =
      'Does the MEN Clause Allow Claimants to Import An Umbrella Clause From the Switzerland-Mozambique BIT?\n\nThe Agreement between the Government of the Italian Republic and the Government of the Republic of Mozambique on the Promotion and Reciprocal Protection of Investments dated 14 December 1998 (the “BIT”) entered into force in 2003.'
    expect(labels(text, 'Mozambique')).toEqual(['Italy–Mozambique BIT (1998)'])
  })

  it('Belgium and Luxembourg are party to their treaties as their Economic Union', () => {
    const text = 'Leon invoked the Argentina-Luxembourg BIT in the Amended Request for Arbitration.'
    expect(labels(text, 'Argentina')).toEqual(['Argentina–Belgium-Luxembourg BIT'])
  })

  it('a treaty defined as "the Treaty" and then invoked by that word; claims based on breaches', () => {
    const petition =
      '17. The Energy Charter Treaty (“Treaty”), 2080 U.N.T.S. 100 (1994), is a multilateral treaty.\n18. Pursuant to Article 26(4) of the Treaty, Spain consented to arbitrate disputes with investors arising under the Treaty.'
    expect(labels(petition, 'Spain')).toEqual(['Energy Charter Treaty'])
    const breaches =
      'Finally, the Claimants submit that their claims are based exclusively on Respondent’s breaches of the ECT and they do not rely on EU law.'
    expect(labels(breaches, 'Spain')).toEqual(['Energy Charter Treaty'])
  })

  it('an investment promotion act, where no treaty is', () => {
    const act =
      'The dispute is brought before ICSID under the ICSID Convention and the Nigerian Investment Promotion Commission Act (“NIPC Act”).'
    expect(read(act, 'Nigeria')).toMatchObject([
      { label: 'Nigeria Investment Promotion Commission Act', rule: 'investment-law' },
    ])
  })

  it('a contract by the abbreviation the text defines; a bare "the Contract" defined for none is none', () => {
    const ppa =
      'IPTL and TANESCO entered into a Power Purchase Agreement (“PPA”) on 26 May 1995.\nThe fact that there is an arbitration clause in the PPA, under which we were appointed, settles it.'
    expect(labels(ppa)).toEqual(['Power Purchase Agreement'])
    expect(
      labels('The arbitration clause of the Contract provides for ICSID arbitration.'),
    ).toEqual([])
  })
})
