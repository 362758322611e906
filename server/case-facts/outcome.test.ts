import { describe, expect, test } from 'vitest'
import { outcomeOf } from './outcome.ts'
import type { CaseDocumentKind, Outcome } from './types.ts'

const REASONING = 'The Tribunal has considered the Parties’ arguments at length.\n\n'

function read(text: string, kind: CaseDocumentKind, subject: string | null) {
  return outcomeOf({ text: REASONING + text, title: '' }, kind, subject)
}

const value = (text: string, kind: CaseDocumentKind, subject: string | null) =>
  read(text, kind, subject)?.value

describe('an award', () => {
  test('that orders compensation upholds the claims, and gives the line', () => {
    const fact = read(
      'For these reasons, the Tribunal decides:\n(1) The Respondent shall pay the Claimant compensation in the amount of US$ 10,000,000;\n(2) All other claims are dismissed.',
      'award',
      'final',
    )
    expect(fact).toEqual({
      value: 'claims-upheld',
      rule: 'compensation-ordered',
      evidence: {
        line: 4,
        text: '(1) The Respondent shall pay the Claimant compensation in the amount of US$ 10,000,000;',
      },
    })
  })

  test('that finds a breach upholds the claims even where no damages follow', () => {
    const fact = read(
      'DECISION\nFor all the reasons developed in this Award, the Tribunal decides as follows:\n(a) Finds that Respondent breached Article 3(1) of the Treaty;\n(b) Dismisses Claimant’s claim for damages;\n(c) Orders Respondent to pay Claimant USD 554,616 as compensation for its costs in this arbitration.',
      'award',
      'final',
    )
    expect(fact?.value).toBe('claims-upheld')
    expect(fact?.rule).toBe('breach-found')
  })
})

// Operative parts of awards, decisions and courts' rulings, each with what it decided: costs only
// are no claim upheld; no jurisdiction over every claim is no-jurisdiction though they are
// dismissed; a recommendation grants provisional measures; any claim kept upholds jurisdiction;
// a court that dismisses the challenge to an award enforces it.
const DISPOSITIFS: [text: string, kind: CaseDocumentKind, subject: string | null, Outcome][] = [
  [
    'For the foregoing reasons, the Tribunal unanimously DECIDES:\n(a) That the conduct of the Respondent did not involve any breach of Article 1105;\n(b) The Claimant shall pay the Respondent’s costs of the arbitration.',
    'award',
    'final',
    'claims-dismissed',
  ],
  [
    'VIII. OPERATIVE PART\nFor the reasons set out above, the Tribunal finally:\nDETERMINES that the Tribunal has no jurisdiction over the Claimant’s claims;\nORDERS that the Claimant’s claims be dismissed.',
    'award',
    'final',
    'no-jurisdiction',
  ],
  [
    'For the foregoing reasons the Tribunal decides as follows:\n(a) The Tribunal has no jurisdiction over the Claimant’s claims, with the exception of the Corruption claim;\n(b) The Claimant’s claim for Corruption is dismissed on the merits.',
    'award',
    'final',
    'claims-dismissed',
  ],
  [
    'In light of the above, the Tribunal unanimously decides that the Settlement Agreement signed by the Parties be recorded as an Award on agreed terms.',
    'award',
    'final',
    'settled',
  ],
  [
    'In light of the above, the Tribunal unanimously decides that the Settlement Agreement signed by the Parties be recorded as an Award on agreed terms.',
    'award',
    'consent',
    'settled',
  ],
  [
    'For the reasons given above, the Tribunal orders the Government of Canada to pay the Investor US $120,200 with interest.',
    'award',
    'costs',
    'other',
  ],
  [
    '227. For the reasons given above, the Committee decides:\n(a) The Application is dismissed in its entirety.',
    'decision',
    'annulment',
    'annulment-rejected',
  ],
  [
    'For the foregoing reasons, the Committee unanimously decides:\n(1) The Award is annulled in its entirety.',
    'decision',
    'annulment',
    'annulled',
  ],
  [
    'FOR THESE REASONS, the ad hoc Committee decides to annul the Award insofar as it concerns the damages, and rejects the Application for the rest.',
    'decision',
    'annulment',
    'annulled',
  ],
  [
    'DECISION\nFor the foregoing reasons, the Two Members:\n(1) Dismiss the Respondent’s Proposal for the Disqualification of Mr. Fortier;',
    'decision',
    'disqualification',
    'challenge-rejected',
  ],
  [
    'DECISION\nFor the foregoing reasons\n(i) The Claimants’ Proposal for Disqualification of Mr. Bruno Boesch is upheld;',
    'decision',
    'disqualification',
    'challenge-upheld',
  ],
  [
    'Decision on Provisional Measures\n79. The Tribunal considers that circumstances require it to recommend, and it does recommend, provisional measures restraining the Respondents.',
    'decision',
    'provisional-measures',
    'provisional-measures-granted',
  ],
  [
    'DECISION\nOn this basis, the Arbitral Tribunal makes the following decision:\nRespondent shall take all appropriate measures to suspend the criminal proceedings.\nClaimants’ other requests for provisional measures are denied.',
    'decision',
    'provisional-measures',
    'provisional-measures-granted',
  ],
  [
    'DECISION\nBased on the above analysis, the Tribunal decides as follows:\n1) The Claimant’s request to order the Respondent to suspend the investigation is rejected.',
    'procedural-order',
    'provisional-measures',
    'provisional-measures-rejected',
  ],
  [
    '333. For the reasons set forth above, the Tribunal declares that:\n1) The Objections to Jurisdiction are rejected;',
    'decision',
    'jurisdiction',
    'jurisdiction-upheld',
  ],
  [
    'For the reasons set out above, the Tribunal decides that:\na. It has no jurisdiction over the claims under the contract;\nb. It has jurisdiction over the claims under the Treaty.',
    'decision',
    'jurisdiction',
    'jurisdiction-upheld',
  ],
  [
    'For the foregoing reasons, the Tribunal decides that it lacks jurisdiction over this dispute.',
    'decision',
    'jurisdiction',
    'no-jurisdiction',
  ],
  [
    'As a result, pursuant to Article 36 of the UNCITRAL Rules, the Tribunal makes the following four corrections to the Award:',
    'decision',
    'rectification',
    'other',
  ],
  [
    'V. CONCLUSION\nFor the foregoing reasons, Petitioner’s petition to confirm the award (ECF No. 1) is GRANTED, Respondent’s motion to vacate the arbitral award (ECF No. 11) is DENIED.',
    'court-judgment',
    'enforcement',
    'enforced',
  ],
  ['[86] I would dismiss the appeal with costs.', 'court-judgment', 'set-aside', 'enforced'],
  [
    'Par ces motifs, le Tribunal fédéral prononce:\n1. Le recours est irrecevable.',
    'court-judgment',
    'set-aside',
    'enforced',
  ],
  [
    'For these reasons, the Court ORDERS that the arbitral award of 18 July 2014 is set aside.',
    'court-judgment',
    'set-aside',
    'set-aside',
  ],
  [
    'For the foregoing reasons, it is ORDERED that recognition and enforcement of the award is refused.',
    'court-judgment',
    'enforcement',
    'set-aside',
  ],
  [
    'ORDERED that the motion for jurisdictional discovery is granted in part and denied in part.',
    'court-judgment',
    'discovery',
    'other',
  ],
]

test.each(DISPOSITIFS)('%s (%s, %s) → %s', (text, kind, subject, outcome) => {
  expect(value(text, kind, subject)).toBe(outcome)
})

describe('no outcome', () => {
  test('for an opinion or a submission, whatever its words', () => {
    const text = 'For these reasons, the Tribunal decides that it lacks jurisdiction.'
    expect(read(text, 'opinion', null)).toBeUndefined()
    expect(read(text, 'submission', null)).toBeUndefined()
  })

  test('for a text that breaks off before its operative part', () => {
    expect(
      read(
        'The Claimant alleges that the Respondent breached the Treaty and claims damages of USD 5 million.',
        'award',
        'final',
      ),
    ).toBeUndefined()
  })

  test('for a procedural order that only gives directions', () => {
    expect(
      read(
        '32. For these reasons, the Tribunal makes the following orders.\n(1) The Respondent re-submit all documents so far produced as PDFs.',
        'procedural-order',
        'document-production',
      ),
    ).toBeUndefined()
  })

  test('from an opinion appended after the decision', () => {
    const decision =
      'For the reasons set out above, the Tribunal decides that it has jurisdiction over the dispute.\n\n'
    const dissent =
      'DISSENTING OPINION OF PROFESSOR X\n\nFor all the above reasons, I consider that the Tribunal lacks jurisdiction.'
    expect(
      read(decision + 'x'.repeat(200) + '\n' + dissent, 'decision', 'jurisdiction')?.value,
    ).toBe('jurisdiction-upheld')
  })
})

describe('outcomes the second tuning set taught', () => {
  test('a payment to the State, or of what is left of the advances, upholds no claim', () => {
    const costs =
      'For these reasons, the Tribunal decides:\n1. The arbitration costs are EUR 856,719.50\n2. Eastern Sugar shall reimburse to the Czech Republic EUR 171,343.90.\n3. The Arbitral Tribunal shall reimburse each Party EUR 83,067.'
    expect(value(costs, 'award', 'final')).toBe('other')
  })

  test('a breach the claimant alleges is no finding; a jurisdiction stated over two lines is', () => {
    const alleged =
      'For these reasons, the Tribunal decides that the measures of the Respondent that are allegedly in breach of the NAFTA are outside its jurisdiction, and that it lacks jurisdiction.'
    expect(value(alleged, 'award', 'final')).toBe('no-jurisdiction')
    const within =
      'For the reasons stated above the Tribunal decides that the present dispute is within\nthe jurisdiction of the Centre and the competence of the Tribunal.'
    expect(value(within, 'decision', 'jurisdiction')).toBe('jurisdiction-upheld')
  })

  test('a court that finds a recourse ill-founded upholds the award', () => {
    const brussels =
      'FOR THESE REASONS, THE COURT,\nDeclares the recourse admissible, but ill-founded;'
    expect(value(brussels, 'court-judgment', 'set-aside')).toBe('enforced')
  })

  test('a procedural order that bifurcates decides something', () => {
    const order =
      'Based on the foregoing, the Tribunal decides to bifurcate the proceedings and address the preliminary objections in a preliminary phase.'
    expect(value(order, 'procedural-order', 'bifurcation')).toBe('other')
  })
})

describe('outcomes the third tuning set taught', () => {
  test('a breach counts in an item of the operative part, not in the reasoning before it', () => {
    const award =
      'For these reasons, such conduct would be arbitrary and in breach of the BIT. Thus the question is moot.\n\nThe Tribunal decides:\n1. The Tribunal has jurisdiction;\n2. The Respondent has not breached its obligations under the BIT;\n3. The claims are dismissed.'
    expect(value(award, 'award', 'final')).toBe('claims-dismissed')
    const items =
      'XIII. DECISION\n\nThe Tribunal DECIDES as follows:\n\nThe Tribunal has jurisdiction over this dispute;\n\nArgentina breached its obligations under Article II(2)(a) of the BIT;\n\nAll other claims are rejected.'
    expect(value(items, 'decision', 'jurisdiction-and-liability')).toBe('claims-upheld')
  })

  test('jurisdiction declined over one respondent and accepted over another is in part', () => {
    const award =
      'For these reasons:\n— The Arbitral Tribunal declines jurisdiction over the claims in respect of the Company;\n— The Arbitral Tribunal accepts jurisdiction over the claims in respect of the State;\n— The Arbitral Tribunal dismisses all of Claimant’s claims vis-a-vis the State.'
    expect(value(award, 'award', 'final')).toBe('claims-dismissed')
  })

  test('courts and committees: a refusal far from its verb, an order for enforcement set aside', () => {
    const kyiv =
      'For these reasons, the court decided: the application of the State Corporation for the recognition and enforcement of the arbitral award of the Emergency Arbitrator rendered in the arbitration under the Rules of the Arbitration Institute of the Stockholm Chamber of Commerce is refused.'
    expect(value(kyiv, 'court-judgment', 'enforcement')).toBe('set-aside')
    const london =
      'For the reasons given above I grant Egypt’s application to set aside the order for enforcement of the Cairo award.'
    expect(value(london, 'court-judgment', 'enforcement')).toBe('set-aside')
    const committee =
      'For the reasons set out above, the Committee decides:\n(1) The Applicant’s claims for annulment under Article 52(1)(b) of the ICSID Convention are dismissed in their entirety;'
    expect(value(committee, 'decision', 'annulment')).toBe('annulment-rejected')
  })

  test('a procedural order that rejects a request for bifurcation decides something', () => {
    const order =
      'For these reasons, the Tribunal decides to:\n(i) Reject Respondent’s request for bifurcation;'
    expect(value(order, 'procedural-order', 'bifurcation')).toBe('other')
  })
})

describe('outcomes the tuning sets taught on a fourth pass', () => {
  test('an operative part drawn in a sentence: "therefore … has decided", "consequently rejects"', () => {
    const order =
      'Therefore, after deliberation among its Members, the Tribunal has decided to\njoin the issue of jurisdiction to that of the merits (liability).'
    expect(value(order, 'procedural-order', 'bifurcation')).toBe('other')
    const decision =
      '6. The Tribunal consequently rejects the request made by the Claimant in its\nletter of February 20, 1998.'
    expect(value(decision, 'decision', 'other')).toBe('other')
  })

  test('"Conclusions" heads an operative part; a permission "allowed to" grants nothing', () => {
    const measures =
      "Conclusions\n\n47. The Tribunal finds that the Claimant has failed to demonstrate that its rights would be irreparably harmed.\n\nAccordingly, the Arbitral Tribunal hereby rejects the Claimant's Request for\n\nprovisional measures in its entirety."
    expect(value(measures, 'decision', 'provisional-measures')).toBe(
      'provisional-measures-rejected',
    )
    const footnote =
      "THE TRIBUNAL'S DECISION\n\nFor the reasons set out above, the Tribunal finds that both the Claimants and the Respondent have failed to demonstrate that any order for provisional measures is justified.\n\nResponse to the Respondent's Request for Provisional Measures dated 4 September 2017, that whether or not the Respondent should be allowed to call the bonds.\n\nAccordingly, the Tribunal hereby rejects both the Claimants' and the Respondent's\n\nApplications in their entirety."
    expect(value(footnote, 'decision', 'provisional-measures')).toBe(
      'provisional-measures-rejected',
    )
  })

  test("a party's prayer for relief is no operative part", () => {
    const prayer =
      'For the reasons set out above, Claimants respectfully request that the Tribunal:\n\na. Award monetary damages for the full value of the investment;\nb. Order Iraq to compensate Claimants for the direct losses sustained.'
    expect(value(prayer, 'award', 'final')).toBeUndefined()
  })

  test('a citation of an opinion or a dissent printed within the award ends nothing', () => {
    const cited =
      'Feldman v. Mexico, Award on Merits and\nSeparate Opinion, 16 December 2002, para. 112.\n'
    const dispositif =
      'For the reasons set forth above, the Tribunal makes the following decision:\n(i) The Respondent has not breached the fair and equitable treatment standard;\n(ii) All other claims are dismissed.'
    expect(value(cited + 'x'.repeat(100) + '\n' + dispositif, 'award', 'final')).toBe(
      'claims-dismissed',
    )
    const within = [
      'For all the foregoing reasons, the Tribunal concludes that the MFN clause cannot be relied upon.',
      'DISSENTING OPINION OF ARBITRATOR PETER',
      '225. The analysis and conclusions in Part V of the Award reflect the views of the majority.',
      'AWARD',
      '',
      'For all the foregoing reasons, the Tribunal finds that it does not have jurisdiction.',
    ].join('\n\n')
    expect(value(within, 'award', 'final')).toBe('no-jurisdiction')
  })

  test('a separate declaration appended after the signatures is no part of the award', () => {
    const award =
      'C. AWARD\n\nFor the reasons set forth above, the Arbitral Tribunal decides the following:\n1. Respondent’s jurisdictional objections are dismissed.\n2. Claimant’s claims are dismissed.\n\nDate: 11 May 2020\n\nSEPARATE DECLARATION\n\nIt is entirely possible that a host State’s conduct is lawful, yet inconsistent with international law and in breach of the BIT.'
    expect(value(award, 'award', 'final')).toBe('claims-dismissed')
  })

  test('counsel removed upholds the challenge; a refusal after a name with a dot still counts', () => {
    const counsel =
      'DECISION\n\nOn the basis of the foregoing considerations, the Tribunal:\n\na. orders Ms. Alexandra Dosman to be permanently removed from acting for or on behalf of Canada in this Arbitration;'
    expect(value(counsel, 'decision', 'disqualification')).toBe('challenge-upheld')
    const kyiv =
      'For the above reasons, the court\n\ndecides as follows:\nthe application of Oleksandr Mykhailovych Denysenko, acting in the interests of VEB.RF State Development Corporation, for the recognition and enforcement of the arbitral award of the Emergency Arbitrator of the Arbitration Institute of the Stockholm Chamber of Commerce dated 28 August 2019 in Case No 2019/113 concerning the claim of VEB.RF State Development Corporation against the State of Ukraine, in the person of the Ministry of Justice of Ukraine, ordering interim measures is refused.'
    expect(value(kyiv, 'court-judgment', 'recognition')).toBe('set-aside')
  })

  test('a procedural order that suspends or defers decides something', () => {
    const order =
      "THE TRIBUNAL'S DECISION\n7. Having regard to the Disputing Parties' agreement, the Tribunal orders as follows:\n\na. The Disputing Parties' costs submissions shall be deferred until a Canadian court has dismissed or allowed the application for set aside;"
    expect(value(order, 'procedural-order', 'costs')).toBe('other')
  })
})
