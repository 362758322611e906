import { describe, expect, it } from 'vitest'
import { extractAward } from './extract.ts'

const AWARD = `INTERNATIONAL CENTRE FOR SETTLEMENT OF INVESTMENT DISPUTES

ACME HOLDINGS B.V.
Claimant
v.
REPUBLIC OF EXAMPLE
Respondent

ICSID Case No. ARB/99/1

AWARD

Members of the Tribunal
Prof. Gabrielle Kaufmann-Kohler, President
Mr. Stanimir A. Alexandrov, Arbitrator
Dr. Raúl E. Vinuesa, Arbitrator

Secretary of the Tribunal
Ms. Jane Clerk

Representing the Claimant:
Mr. John Advocate
Ms. Mary Pleader
Big Firm LLP
London

Representing the Respondent:
Dr. Pedro Procurador
State Law Office

I. PROCEDURAL HISTORY
1. On 1 March 2000, the Claimant appointed Mr. Stanimir A. Alexandrov, a national of Bulgaria, as arbitrator. On 2 April 2000, the Respondent appointed Dr. Raúl E. Vinuesa, a national of Argentina, as arbitrator.
2. The proceeding was conducted under the ICSID Arbitration Rules.
`

describe('extractAward', () => {
  const x = extractAward({
    text: AWARD,
    claimant: 'Acme Holdings BV',
    respondent: 'Republic of Example',
  })

  it('reads the tribunal from the cover page and the appointments from the procedural history', () => {
    expect(x.tribunal.map(({ name, role, nationality }) => ({ name, role, nationality }))).toEqual([
      { name: 'Gabrielle Kaufmann-Kohler', role: 'president', nationality: undefined },
      { name: 'Stanimir A. Alexandrov', role: 'claimant-appointed', nationality: 'Bulgaria' },
      { name: 'Raúl E. Vinuesa', role: 'respondent-appointed', nationality: 'Argentina' },
    ])
  })

  it('keeps the line each fact was read from', () => {
    const [president, claimantAppointee] = x.tribunal
    expect(president.evidence).toEqual({
      line: 14,
      text: 'Prof. Gabrielle Kaufmann-Kohler, President',
    })
    expect(claimantAppointee.appointment?.text).toMatch(/the Claimant appointed Mr\. Stanimir/)
  })

  it('reads the secretary, counsel per side with their firm, and the rules', () => {
    expect(x.secretary?.name).toBe('Jane Clerk')
    expect(x.counsel).toEqual([
      expect.objectContaining({ name: 'John Advocate', side: 'claimant', firm: 'Big Firm LLP' }),
      expect.objectContaining({ name: 'Mary Pleader', side: 'claimant', firm: 'Big Firm LLP' }),
      expect.objectContaining({ name: 'Pedro Procurador', side: 'respondent' }),
    ])
    expect(x.firms.map((f) => [f.name, f.side])).toEqual([['Big Firm LLP', 'claimant']])
    expect(x.rules).toBe('ICSID Arbitration Rules')
  })

  it('names an annulment committee as such, and a lone member as sole arbitrator', () => {
    const committee = extractAward({
      text: 'Members of the ad hoc Committee\nJudge Stephen M. Schwebel (President)\nJudge Mohamed Shahabuddeen\nJudge Peter Tomka\nSecretary of the ad hoc Committee\n',
      annulment: true,
    })
    expect(committee.tribunal.map((m) => m.role)).toEqual([
      'committee-president',
      'committee-member',
      'committee-member',
    ])
    const sole = extractAward({
      text: 'AWARD\n\nArbitral Tribunal:\nMr. Jan Paulsson, Sole Arbitrator\n\nDate: 1 May 2010\n',
    })
    expect(sole.tribunal.map((m) => [m.name, m.role])).toEqual([
      ['Jan Paulsson', 'sole-arbitrator'],
    ])
  })

  it('finds nothing where a text names no tribunal', () => {
    expect(
      extractAward({
        text: 'SWISS FEDERAL SUPREME COURT\nJudgment of 1 May 2010\nFederal Judge Kiss (Mrs.), Presiding\n',
      }).tribunal,
    ).toEqual([])
  })
})

describe('extractAward: the forms tribunals are written in', () => {
  // Each member as 'name | role', in the order read.
  const rolesOf = (input: Parameters<typeof extractAward>[0]) =>
    extractAward(input).tribunal.map((m) => `${m.name} | ${m.role}`)
  const tribunalOf = (text: string, claimant = 'Acme', respondent = 'Republic of Example') =>
    rolesOf({ text, claimant, respondent })

  it('reads a function on the line under the name, and two members on one line', () => {
    const text = `ACME v. EXAMPLE\nFINAL AWARD\nAxrbitral Tribunal\nMr. Bernardo M. Cremades\nPresident\nProfessor Franco Ferrari\nCo-Arbitrator\nMr. Jose Eloy Anzola\nCo-Arbitrator\nTable of Contents\n`
    expect(tribunalOf(text)).toEqual([
      'Bernardo M. Cremades | president',
      'Franco Ferrari | arbitrator',
      'Jose Eloy Anzola | arbitrator',
    ])
    const two = `ACME v. EXAMPLE\nThe Arbitral Tribunal\nPresident:\nProf Pierre Tercier\n5, chemin Guillaume Ritter\nCo-arbitrators:\nProf Stanimir A. Alexandrov Ms Jean E. Kalicki\nSecretary to the Tribunal:\nDr Jane Clerk\n`
    expect(tribunalOf(two)).toEqual([
      'Pierre Tercier | president',
      'Stanimir A. Alexandrov | arbitrator',
      'Jean E. Kalicki | arbitrator',
    ])
  })

  it('takes members and who chose them from "function: name" lines of the procedural history', () => {
    const text = `ACME v. EXAMPLE\nAWARD\n\nThe Arbitral Tribunal has been constituted as follows:\n- The Claimant has nominated as arbitrator:\nMr. Eduardo ZULETA-JARAMILLO\nZULETA Abogados Asociados S.A.S\n- The Respondent has nominated as arbitrator:\nProfessor Sir Bernard RIX\n20 ESSEX STREET CHAMBERS\n- The two arbitrators have jointly nominated as President of the Arbitral Tribunal:\nProfessor Bernard HANOTIAU\n`
    expect(tribunalOf(text)).toEqual([
      'Eduardo ZULETA-JARAMILLO | claimant-appointed',
      'Bernard RIX | respondent-appointed',
      'Bernard HANOTIAU | president',
    ])
  })

  it('reads who appointed a member where OCR damaged the surname in the procedural history', () => {
    const text = `VESTEY GROUP LIMITED\nThe Claimant\nAWARD\nRendered by the Arbitral Tribunal composed of:\nProfessor Gabrielle Kaufmann-Kohler, President\nProfessor Horacio Grigera Naón, Arbitrator\nProfessor Pierre-Marie Dupuy, Arbitrator\n\nI. PROCEDURAL HISTORY\nBy this same communication, the Claimant appointed\nProf. Horacio Grigera Na6n, a national of Argentina, as arbitrator. By letter of 18 April 2012, the Respondent\nappointed Prof. Pierre-Marie Dupuy, a national of France, as arbitrator.\n`
    expect(tribunalOf(text)).toEqual([
      'Gabrielle Kaufmann-Kohler | president',
      'Horacio Grigera Naón | claimant-appointed',
      'Pierre-Marie Dupuy | respondent-appointed',
    ])
  })

  it('reads a bulleted list of members with their addresses, and an emergency arbitrator named below the label', () => {
    const listed = `PL HOLDINGS v. POLAND\nAWARD\nTHE TRIBUNAL\nThe Arbitral Tribunal is composed as follows:\ne Professor George A. Bermann, Columbia University School of Law, 435 West\n116th St., New York, New York, 10027, USA\ne Professor Julian D. M. Lew, 20 Essex Street, London WC2R 3A, United Kingdom\ne Michael E. Schneider, Lalive Avocats, 35, Rue de la Mairie, 1211 Geneva 6,\nSwitzerland\nGLOSSARY\n`
    expect(tribunalOf(listed).map((m) => m.split(' | ')[0])).toEqual([
      'George A. Bermann',
      'Julian D. M. Lew',
      'Michael E. Schneider',
    ])
    const emergency = `KOMAKSAVIA AIRPORT INVEST LTD\n(Claimant)\nREPUBLIC OF MOLDOVA\n(Respondent)\nEmergency Award on Interim Measures\n2 August 2020\nEmergency Arbitrator:\nMr. Bernardo M. Cremades\nIntroduction and Procedural History\n`
    expect(tribunalOf(emergency)).toEqual(['Bernardo M. Cremades | sole-arbitrator'])
  })

  it("reads the party that appointed from the sentence's subject, through a letter's date and a decimal", () => {
    const referred = `OXUS GOLD PLC\nClaimant\nREPUBLIC OF UZBEKISTAN\nRespondent\nAWARD\nMembers of the Tribunal\nLord Mustill, President\nDr Julian D M Lew QC, Arbitrator\nProfessor Christopher Greenwood, Arbitrator\n\nI. PROCEDURE\n8. The Claimant formally referred the dispute to arbitration under the UNCITRAL\nArbitration Rules by Notice of Arbitration dated and served on 22 August 2005, by which\nit nominated Dr Julian D M Lew Q.C. as its party-appointed arbitrator.\n`
    expect(tribunalOf(referred, 'Oxus Gold', 'Republic of Uzbekistan')).toContain(
      'Julian D M Lew | claimant-appointed',
    )
    const dated = `RAILROAD DEVELOPMENT CORPORATION\nClaimant\nREPUBLIC OF GUATEMALA\nRespondent\nAWARD\nMembers of the Tribunal\nDr. Andrés Rigo Sureda, President\nProfessor Dr. Guido Santiago Tawil, Arbitrator\nProfessor Brigitte Stern, Arbitrator\n\nI. PROCEDURE\nThe Claimant appointed in its Notice of Arbitration in these arbitration proceedings:\nProfessor Dr Guido Santiago Tawil of M&M Bomchil, Suipacha 268, Buenos Aires.\n\nThe Respondent, pursuant to CAFTA Article 10.19 and the ICSID Convention\nappointed by letter dated 14 July 2009: Professor Brigitte Stern, 7 rue Pierre Nicole,\nParis, 75005, France.\n`
    expect(tribunalOf(dated, 'Railroad Development Corporation', 'Republic of Guatemala')).toEqual([
      'Andrés Rigo Sureda | president',
      'Guido Santiago Tawil | claimant-appointed',
      'Brigitte Stern | respondent-appointed',
    ])
  })

  it('takes the tribunal from appointment sentences where no list names it, without a member who resigned', () => {
    const text = `GAMI INVESTMENTS, INC.\nClaimant\nTHE GOVERNMENT OF THE UNITED MEXICAN STATES\nRespondent\nFINAL AWARD\n\nI. PROCEDURE\nGAMI appointed Professor Michael Reisman as\narbitrator. Mexico appointed Mr Julio Lacarte Muró as\narbitrator. The Parties jointly appointed Mr Jan Paulsson as\npresiding arbitrator. The Tribunal was fully constituted on 2 October 2002.\n`
    expect(tribunalOf(text, 'Gami Investments', 'United Mexican States')).toEqual([
      'Michael Reisman | claimant-appointed',
      'Julio Lacarte Muró | respondent-appointed',
      'Jan Paulsson | president',
    ])
    const resigned = `ACME v. EXAMPLE\nDECISION\n\n1. The Claimant appointed Mr. John Early as arbitrator. Mr. John Early resigned on 3 May 2010.\n2. The Claimant then appointed Ms. Joan Later as arbitrator. The Respondent appointed Dr. Karl Other as arbitrator.\n3. The two co-arbitrators appointed Professor Anna Fairchild as the third and presiding arbitrator.\n`
    expect(tribunalOf(resigned)).toEqual([
      'Joan Later | claimant-appointed',
      'Karl Other | respondent-appointed',
      'Anna Fairchild | president',
    ])
  })

  it('reads appointments of several members, a president appointed in the passive, and a defined short name', () => {
    const several = `SOCIETE GENERALE\nClaimant\nTHE DOMINICAN REPUBLIC\nRespondent\nAWARD\n\nThe Tribunal was properly constituted on June 26, 2007, after the appointments of Mr.\nR. Doak Bishop and Mr. Bernardo Cremades as arbitrators and the appointment on\nthat date of Professor Francisco Orrego Vicuña as the Presiding Arbitrator by\nagreement of the two co-arbitrators.\n`
    expect(tribunalOf(several, 'Société Générale', 'Dominican Republic')).toEqual([
      'R. Doak Bishop | arbitrator',
      'Bernardo Cremades | arbitrator',
      'Francisco Orrego Vicuña | president',
    ])
    const passive = `PERENCO ECUADOR LIMITED\nClaimant\nREPUBLIC OF ECUADOR\nRespondents\nDECISION ON CHALLENGE\n\nPursuant to the October 2008 Agreement, Respondents appointed Dr. J. Christopher\nThomas QC as arbitrator. On November 5, 2008, ICSID informed the Parties that the Rt. Hon. Lord Bingham of\nCornhill had been appointed as the presiding arbitrator. On July 18, 2008, Claimant nominated Judge Charles N. Brower as arbitrator.\n`
    expect(tribunalOf(passive, 'Perenco Ecuador Limited', 'Republic of Ecuador')).toEqual([
      'J. Christopher Thomas | respondent-appointed',
      'Charles N. Brower | claimant-appointed',
      'Lord Bingham of Cornhill | president',
    ])
    const defined = `AUTOPISTA CONCESIONADA DE VENEZUELA, C.A. (“Aucoven”)\nCLAIMANT\nv.\nBOLIVARIAN REPUBLIC OF VENEZUELA (“Venezuela”)\nRESPONDENT\nAWARD\nRendered by an Arbitral Tribunal composed of:\nProf. Gabrielle Kaufmann-Kohler, President\nProf. Karl-Heinz Böckstiegel, Arbitrator\nDr. Bernardo Cremades, Arbitrator\n\nOn August 2, 2000, Aucoven appointed Prof. Karl-Heinz Böckstiegel as arbitrator.\n`
    expect(
      tribunalOf(
        defined,
        'Autopista Concesionada de Venezuela CA',
        'Bolivarian Republic of Venezuela',
      ),
    ).toContain('Karl-Heinz Böckstiegel | claimant-appointed')
  })

  it('drops honours and a leading function from a name, and reads "Presiding" and "Issued by"', () => {
    const honours = `ACME v. EXAMPLE\nAWARD\nMembers of the Tribunal\nMr Neil Kaplan CBE QC SBS, President\nProfessor Emeritus Jakša Barbić\nArbitrator James H. Carter\n`
    expect(tribunalOf(honours).map((m) => m.split(' | ')[0])).toEqual([
      'Neil Kaplan',
      'Jakša Barbić',
      'James H. Carter',
    ])
    const issued = `ACME v. EXAMPLE\nDECISION ON THE PROPOSAL TO DISQUALIFY\nIssued by\n\nMr. Eduardo Zuleta\nProfessor Andreas Bucher\n\nSECRETARY OF THE TRIBUNAL\nMr. Gonzalo Flores\n`
    expect(tribunalOf(issued).map((m) => m.split(' | ')[0])).toEqual([
      'Eduardo Zuleta',
      'Andreas Bucher',
    ])
    const signed = `ACME v. EXAMPLE\nAWARD\n${'The Tribunal decides.\n'.repeat(5)}[signature]\nJuan Antonio CREMADES\nCo-arbitrator\n\n[signature]\nEric TEYNIER\nCo-arbitrator\n\n[signature]\nIbrahim Fadlallah\nPresiding\n`
    expect(tribunalOf(signed)).toContain('Ibrahim Fadlallah | president')
  })

  it('reads "appointed respectively by", an OCR "m" for "rn", and skips counsel and the secretary under the heading', () => {
    const text = `INTERTRADE HOLDING GMBH\nClaimant\nTHE CZECH REPUBLIC\nRespondent\nFINAL AWARD\nLhe Arbitral Tribunal:\nL. Yves Fortier, C.C., Q.C. (Chairman)\nHenri Alvarez, Q.C.\nProfessor Brigitte Stern\nAssistant to the Tribunal:\nAlison G. FitzGerald.\n\nThe Arbitral Tribunal was constituted on 27 May 2009. It is composed of Mr. L. Yves\nFortier (Canadian), appointed by agreement of the Parties as Chairman, and\nMr. Henri Alvarez, Q.C. (Canadian) and Professor Brigitte Stem (French), appointed\nrespectively by the Claimant and the Respondent as co-arbitrators.\n`
    expect(tribunalOf(text, 'InterTrade Holding GmbH', 'Czech Republic')).toEqual([
      'L. Yves Fortier | president',
      'Henri Alvarez | claimant-appointed',
      'Brigitte Stern | respondent-appointed',
    ])
    const layout = `ACME v. EXAMPLE\nAWARD\nARBITRAL TRIBUNAL:\nDr. Alfred Siny, Mr. Alexander Zojer, Zeiler.partners, Stubenbastei\nDr. Yas Banifatemi, Chairperson\nProf. August Reinisch, Co-arbitrator\nProf. Philippe Sands QC, Co-arbitrator\nThe Secretary of the Arbitral Tribunal Mr. Tomas Solis\n`
    expect(tribunalOf(layout).map((m) => m.split(' | ')[0])).toEqual([
      'Yas Banifatemi',
      'August Reinisch',
      'Philippe Sands',
    ])
  })

  it('leaves a firm the layout ran into counsel names, a position and an open bracket out of the names', () => {
    const text = `ACME v. EXAMPLE\nAWARD\nRepresenting the Claimant:\nDr. Stephan Wilske Gleiss Lutz\nMr. Lars Markert Gleiss Lutz\nMr. Grigori Lazarev Senior Associate\nMs. Heidrun Walsh of Mishcon de Reya.\nMs. Natali Sequeira (until August\nMs. Maria del Socorro Garrido Moreno\nMs. Socorro Garrido Moreno\n\nI. PROCEDURE\n`
    const x = extractAward({ text, claimant: 'Acme', respondent: 'Example' })
    expect(x.counsel.map((c) => c.name)).toEqual([
      'Stephan Wilske',
      'Lars Markert',
      'Grigori Lazarev',
      'Heidrun Walsh',
      'Natali Sequeira',
      'Maria del Socorro Garrido Moreno',
      'Socorro Garrido Moreno',
    ])
    expect(x.counsel[0].firm).toBe('Gleiss Lutz')
  })

  it('reads two columns of counsel on one line as two persons, and only firms as firms', () => {
    const text = `ACME v. EXAMPLE\nAWARD\nRepresenting the Claimant:\nMr. Rostislav Pekař Mr. Frédéric G. Sourgens\nBig Firm LLP\nMr. David W. Rivkin Debevoise & Plimpton LLP\nLLP\nMr. Daniel Price, Sidley Austin LLP\n\nI. PROCEDURE\n`
    const x = extractAward({ text, claimant: 'Acme', respondent: 'Example' })
    expect(x.counsel.map((c) => `${c.name} (${c.firm})`)).toEqual([
      'Rostislav Pekař (Big Firm LLP)',
      'Frédéric G. Sourgens (Big Firm LLP)',
      'Daniel Price (Sidley Austin LLP)',
    ])
    // Neither a person with the firm after the name nor a legal form alone is a firm; a firm
    // after a person's name and a comma is.
    expect(x.firms.map((f) => f.name)).toEqual(['Big Firm LLP', 'Sidley Austin LLP'])
  })

  it('reads appointments with honours and a nationality after the name, and a member who accepted another’s resignation', () => {
    const text = `ACME v. EXAMPLE\nAWARD\n6. By letter of 9 October 2000, the Claimant appointed the Honourable Andrew Rogers, QC, an Australian national, as\narbitrator. By letter of 28 October 2000, the Respondent appointed Professor James Crawford, SC, an Australian\n\nnational, as arbitrator.\n7. On 22 November 2000, the two party-appointed arbitrators appointed Judge Gilbert Guillaume, a French\n\nnational, to serve as President of the Tribunal.\n10. By letter of 16 January 2001, Professor Crawford voluntarily\nresigned from the Tribunal. The Centre informed the parties that Judge Guillaume and Mr. Rogers had accepted Professor Crawford’s resignation.\n11. By letter of 29 January 2001, the Respondent appointed Mr. V.V. Veeder, QC, a U.K. national, as arbitrator.\n`
    expect(tribunalOf(text)).toEqual([
      'Andrew Rogers | claimant-appointed',
      'Gilbert Guillaume | president',
      'V.V. Veeder | respondent-appointed',
    ])
  })

  it('reads the list under a heading that OCR left a speck after', () => {
    const text = `ACME v. EXAMPLE\nAWARD\nMembers of the Tribunal: SY\n\nProf, Bernardo M. Cremades, President\n\nDr. Hatem L. Gabr, Arbitrator\n\nWs3\n\nThis is the Final Award.\n`
    expect(tribunalOf(text)).toEqual([
      'Bernardo M. Cremades | president',
      'Hatem L. Gabr | arbitrator',
    ])
  })

  it('reads a member whose bar the line break cuts, and no bar as a member', () => {
    const text = `ACME v. EXAMPLE\nARBITRAL AWARD\nArbitral Tribunal:\nformer Justice Hans Danelius, Professor Ove Bring and Mr. Jeroen Smets, Member of the\n\nBrussels Bar\n\nPlace of the arbitration:\n`
    expect(tribunalOf(text)).toEqual([
      'Hans Danelius | arbitrator',
      'Ove Bring | arbitrator',
      'Jeroen Smets | arbitrator',
    ])
  })

  it('reads a firm without its city, its counsel or a name end around it, and no party, post or prose as a firm', () => {
    const text = `ACME v. EXAMPLE\nAWARD\nRepresenting the Claimant:\nMr. John Doe\nBaker & McKenzie, Caracas\nMs. Jane Roe\nKing & Spalding LLP Quito, Ecuador\nMr. Wei Chen\nMcDermott Will & Emery UK LLP Mr Jeffrey Sullivan\nMr. Ann Lee\nIII, Curtis Mallet-Prevost, Colt & Mosle LLP\nPhilip Kimbrough of the law firm of Kimbrough & Associés as counsel\nCetinel Law Firm Gabriela Alvarez Avila\nRepresenting the Respondent:\nMr. Tom Poe\nAcme Energy Holdings LLC\nLegal Adviser\nClaimant Garanti Koza LLP\nAcme Trading Partners LLP\nUS LLP\nAGUAYTIA ENERGY LLC v. REPUBLIC OF PERU 3\nAssociates” and the Democratic Republic of Congo\nSubmission was accompanied by Exhibits and Legal Authorities\nEscritorio Muci-Abraham &\n\nI. PROCEDURE\n`
    const x = extractAward({ text, claimant: 'Acme Trading Partners LLP', respondent: 'Example' })
    expect(x.firms.map((f) => f.name)).toEqual([
      'Baker & McKenzie',
      'King & Spalding LLP',
      'McDermott Will & Emery UK LLP',
      'Curtis Mallet-Prevost, Colt & Mosle LLP',
      'Kimbrough & Associés',
      'Cetinel Law Firm',
    ])
  })

  it('reads a firm whose first word the layout ran into the counsel’s name, and no accountants, party or heading as a firm', () => {
    const text = `ACME v. EXAMPLE\nAWARD\nRepresenting the Claimant:\nMr. Victor Datry Curtis, Mallet-Prevost, Colt & Mosle LLP\nMr. Eloy Barbara de Parres, Curtis, Mallet-Prevost, Colt & Mosle LLP\nMazars LLP\nErnst & Young\nHochtief Aktiengesellschaft\nRechtsanwalte GMBH\nRepresenting the Respondent:\nMr. Tom Poe\nVice President Finance and Administration, Garanti Koza LLP\nA. The Applicable Legal Standard\n\nI. PROCEDURE\n`
    const x = extractAward({ text, claimant: 'Acme', respondent: 'Example' })
    expect(x.counsel.map((c) => `${c.name} (${c.firm})`)).toEqual([
      'Victor Datry (Curtis, Mallet-Prevost, Colt & Mosle LLP)',
      'Eloy Barbara de Parres (Curtis, Mallet-Prevost, Colt & Mosle LLP)',
      'Tom Poe (undefined)',
    ])
    expect(x.firms.map((f) => f.name)).toEqual(['Curtis, Mallet-Prevost, Colt & Mosle LLP'])
  })

  it('cuts a party run into two counsel names without taking it for their firm', () => {
    const text = `ACME v. EXAMPLE\nAWARD\nRepresenting the Claimant:\nMr. Hartmut Paulsen Hochtief Aktiengesellschaft\nMr. Christoph Boeninger Hochtief Aktiengesellschaft\n\nI. PROCEDURE\n`
    const x = extractAward({ text, claimant: 'Acme', respondent: 'Example' })
    expect(x.counsel.map((c) => `${c.name} (${c.firm})`)).toEqual([
      'Hartmut Paulsen (undefined)',
      'Christoph Boeninger (undefined)',
    ])
  })

  it('reads counsel with the firm and its city in brackets after the name', () => {
    const text = `ACME v. EXAMPLE\nAWARD\nRepresenting the Claimant:\nDaniel M. Price (Sidley Austin Brown & Wood LLP, Washington, D.C.)\nStanimir A. Alexandrov (Sidley Austin Brown & Wood LLP, Washington, D.C.)\nRepresenting the Respondent:\nJavier Rubinstein (Mayer, Brown, Rowe & Maw, Chicago)\n\nI. PROCEDURE\n`
    const x = extractAward({ text, claimant: 'Acme', respondent: 'Example' })
    expect(x.counsel.map((c) => `${c.name} (${c.firm})`)).toEqual([
      'Daniel M. Price (Sidley Austin Brown & Wood LLP)',
      'Stanimir A. Alexandrov (Sidley Austin Brown & Wood LLP)',
      'Javier Rubinstein (Mayer, Brown, Rowe & Maw)',
    ])
    expect(x.firms.map((f) => f.name)).not.toContain('Daniel M. Price')
  })

  it('does not take an appointing authority named in brackets, or prose after a name, for a member', () => {
    const text = `ACME v. EXAMPLE\nPRESS RELEASE\nThe Tribunal was constituted on 27 October 2015. It is comprised of Dr. Andrés Rigo Sureda (Presiding\nArbitrator), Professor W. Michael Reisman (appointed by the Claimants), and Professor Dr. Rolf\nKnieper (appointed by the appointing authority, Mr. Michael Hwang, on behalf of the Respondent).\n`
    const names = tribunalOf(text).join('; ')
    expect(names).not.toContain('Hwang')
    expect(names).toContain('W. Michael Reisman | claimant-appointed')
  })

  it('reads names printed in capitals, a president named above the members, and names run together in a signature', () => {
    const capitals = `ACME v. EXAMPLE\nAWARD\nRENDERED BY AN ARBITRAL TRIBUNAL COMPOSED OF\nGary BORN, ARBITRATOR\nToby LANDAU QC, ARBITRATOR\nBERNARD HANOTIAU, PRESIDENT\n\nTHE ARBITRAL TRIBUNAL HEREBY DECIDES AS FOLLOWS:\n`
    expect(tribunalOf(capitals)).toEqual([
      'Gary BORN | arbitrator',
      'Toby LANDAU | arbitrator',
      'Bernard Hanotiau | president',
    ])
    const above = `ACME v. EXAMPLE\nAWARD\nPresident : Dr. Eduardo JIMENEZ DE\nARECHAGA\nMembers of the Tribunal : Dr. Mohamed Amin EL MAHDI\nMr. Robert F. PIETROWSKI, Jr.\nSecretaries of the Tribunal : Ms. Martina POLASEK\nMs. Eloise OBADIA\n`
    expect(tribunalOf(above).map((m) => m.split(' | ')[0])).toEqual([
      'Eduardo JIMENEZ DE ARECHAGA',
      'Mohamed Amin EL MAHDI',
      'Robert F. PIETROWSKI',
    ])
    const signed = `ACME v. EXAMPLE\nAWARD\nProfessor Armand deMESTRAL and Ms. Carolyn B. LAMM heard the case.\n${'The Tribunal decides.\n'.repeat(5)}FLORENTINO P. FELICIANO\nPresident of the Tribunal\nDate: 4 January 2003\n\nARMAND DEMESTRAL CAROLYN B. LAMM\nMember Member\nDate: 6 January 2003 Date: 6 January 2003\n`
    expect(tribunalOf(signed)).toEqual([
      'Armand Demestral | arbitrator',
      'Carolyn B. Lamm | arbitrator',
      'Florentino P. Feliciano | president',
    ])
    const sole = `ACME v. EXAMPLE\nAWARD ON JURISDICTION\nTribunal\nMr. Michael Hwang, S.C.\n(Sole Arbitrator)\n\nSecretary of the Tribunal\nMr. Ucheora Onwuamaegbu\n`
    expect(tribunalOf(sole)).toEqual(['Michael Hwang | sole-arbitrator'])
    const secretary = `ACME v. EXAMPLE\nAWARD\nMembers of the Tribunal\nProf. Gabrielle Kaufmann-Kohler, President\nDr. Bernardo M. Cremades, Arbitrator\nand Mr. Henri Alvarez, Arbitrator\nMs. Natali Sequeira, Secretary of the Arbitral Tribunal\n`
    expect(tribunalOf(secretary).map((m) => m.split(' | ')[0])).toEqual([
      'Gabrielle Kaufmann-Kohler',
      'Bernardo M. Cremades',
      'Henri Alvarez',
    ])
  })

  it('reads the party of each of two appointments in one sentence, and "appointed by" past post-nominals', () => {
    const text = `ACME v. EXAMPLE\nAWARD\nMembers of the Tribunal\nL. Yves Fortier, President\nJudge Stephen M. Schwebel\nDr. Aktham El Kholy\n\n1. Claimant designated Judge Stephen M. Schwebel as arbitrator and\nRespondent designated Dr. Aktham El Kholy as arbitrator.\n`
    expect(tribunalOf(text)).toEqual([
      'L. Yves Fortier | president',
      'Stephen M. Schwebel | claimant-appointed',
      'Aktham El Kholy | respondent-appointed',
    ])
    const coArbitrators = `ACME v. EXAMPLE\nAWARD\nMembers of the Tribunal\nMr. V.V. Veeder, President\nProfessor Albert Jan van den Berg\nDr. Klaus M. Sachs\n\n1. On 6 November 2012, the Claimant appointed Professor Albert Jan van den Berg as a Co-\nArbitrator and the Respondent appointed Dr. Klaus M. Sachs as a Co-Arbitrator.\n`
    expect(tribunalOf(coArbitrators)).toContain('Klaus M. Sachs | respondent-appointed')
    const postNominals = `ACME v. EXAMPLE\nAWARD\nMembers of the Tribunal\nIan Binnie, President\nDavid R. Haigh\nV.V. Veeder\n\n22. The Tribunal is composed of Mr. Ian Binnie, President; Mr. David R. Haigh, Q.C., a national of Canada,\nappointed by the Claimant; and Mr. V.V. Veeder, Q.C., a national of the United Kingdom,\nappointed by the Respondent.\n`
    expect(tribunalOf(postNominals)).toEqual([
      'Ian Binnie | president',
      'David R. Haigh | claimant-appointed',
      'V.V. Veeder | respondent-appointed',
    ])
  })

  it('reads the party right after "Nominated by", a possessive appointment, and a State named in the investor\'s name', () => {
    const listed = `PARKERINGS AS\nClaimant\nREPUBLIC OF LITHUANIA\nRespondent\nAWARD\nTRIBUNAL\nDr. Julian Lew Q.C., Arbitrator\nThe Hon. Marc Lalonde P.C., O.C., Q.C., Arbitrator\nDr. Laurent Lévy, President\n\nSecretary of the Tribunal\nMs. Martina Polasek\n\n1. Ministry of Justice\nVilnius\nLithuania\n\nTHE ARBITRAL TRIBUNAL\n\nCo-ARBITRATOR NOMINATED BY THE CLAIMANT\nNominated by the Claimant in its Request for Arbitration dated 11 March 2005:\n\nDr Julian D. M. Lew, Q.C.\n20 Essex Street\n`
    expect(tribunalOf(listed, 'Parkerings-Compagniet AS', 'Republic of Lithuania')).toContain(
      'Julian Lew | claimant-appointed',
    )
    const possessive = `ACME v. EXAMPLE\nAWARD\nMembers of the Tribunal\nDr. Klaus Sachs, President\nLord Hoffmann\nMr. Stanimir A. Alexandrov\n\n7. On 12 June 2012, Respondent appointed as arbitrator Lord Hoffmann, who accepted. The Respondent stated that it would consent to Claimant’s appointment of Mr. Stanimir Alexandrov as an arbitrator.\n`
    expect(tribunalOf(possessive)).toContain('Stanimir A. Alexandrov | claimant-appointed')
    const shared = `LION MEXICO CONSOLIDATED LP v. UNITED MEXICAN STATES\nDECISION\nMembers of the Tribunal\nJuan Fernández-Armesto, President\nDavid J.A. Cairns\nLaurence Boisson de Chazournes\n\n5. On March 10, 2016 the Claimant appointed Mr. David J. A. Cairns, a national of the United Kingdom, as arbitrator. On February 2, 2018 Mexico designated Prof. Laurence Boisson de Chazournes, a French national, as arbitrator.\n`
    expect(tribunalOf(shared, 'Lion Mexico Consolidated LP', 'United Mexican States')).toEqual([
      'Juan Fernández-Armesto | president',
      'David J.A. Cairns | claimant-appointed',
      'Laurence Boisson de Chazournes | respondent-appointed',
    ])
  })

  it('takes the third of three members, the others appointed one by each party, for the president', () => {
    const text = `ACME v. EXAMPLE\nDECISION ON JURISDICTION\nMembers of the Tribunal\nJudge Gilbert Guillaume\nMr. Bernardo M. Cremades\nMr. Toby T. Landau\n\n1. The Claimant appointed Mr. Bernardo M. Cremades as arbitrator. The Respondent appointed Mr. Toby T. Landau as arbitrator.\n`
    expect(tribunalOf(text)).toEqual([
      'Gilbert Guillaume | president',
      'Bernardo M. Cremades | claimant-appointed',
      'Toby T. Landau | respondent-appointed',
    ])
  })

  it('completes a cover page that lost a member from the signature block, and reads OCR\'s "lan" for "Ian"', () => {
    const text = `ACME v. EXAMPLE\nAWARD\nArbitral Tribunal:\nProf. Gabrielle Kaufmann-Kohler, President\nlan Glick, Q.C., Arbitrator\nChristopher Thomas, Q.C., Arbitrator\n\nSecretary of the Tribunal:\nMartina Polasek\n`
    expect(tribunalOf(text).map((m) => m.split(' | ')[0])).toEqual([
      'Gabrielle Kaufmann-Kohler',
      'Ian Glick',
      'Christopher Thomas',
    ])
    const signed = `ACME v. EXAMPLE\nFINAL AWARD\nArbitral Tribunal\nNancy B. Turck, Chairperson\nRolf Knieper, Arbitrator\n\n${'The Tribunal decides.\n'.repeat(5)}Joseph Tirado\nArbitrator\n\nRolf Knieper\nArbitrator\n\nNancy B. Turck\nChairperson\n`
    expect(tribunalOf(signed)).toEqual([
      'Nancy B. Turck | president',
      'Rolf Knieper | arbitrator',
      'Joseph Tirado | arbitrator',
    ])
  })

  it('reads plural committees and who signs on behalf of the tribunal', () => {
    const plural = `VON PEZOLD v. ZIMBABWE\nDECISION\nMembers of the ad hoc Committees\nDr Veijo Heiskanen, President\nMs Jean Kalicki\nProf. Azzedine Kettani\n\nSecretary of the ad hoc Committees\nMs Jara Minguez Almeida\n`
    expect(rolesOf({ text: plural, annulment: true })).toEqual([
      'Veijo Heiskanen | committee-president',
      'Jean Kalicki | committee-member',
      'Azzedine Kettani | committee-member',
    ])
    const behalf = `CPC v. KOC\nTribunal’s Ruling\n${'1. The Tribunal orders.\n'.repeat(5)}Neil Kaplan\n\nFor and on behalf of the Tribunal\n`
    expect(tribunalOf(behalf)).toEqual(['Neil Kaplan | president'])
  })

  it('reads "respectively" after two parties, an appointment by a party of a member, and a subordinate "that"', () => {
    const cover = `ACME v. EXAMPLE\nDECISION\nMembers of the Tribunal\nMr. Neil Kaplan, President\nMr. John Beechey\nMr. Toby Landau\n\n`
    const respectively = `${cover}1. Subsequently, the Claimant and the Respondent appointed Messrs. John Beechey and Toby Landau respectively. Both arbitrators accepted their appointments.\n`
    expect(tribunalOf(respectively)).toEqual([
      'Neil Kaplan | president',
      'John Beechey | claimant-appointed',
      'Toby Landau | respondent-appointed',
    ])
    const byParty = `${cover}1. The Tribunal was constituted by: (i) the appointment by Acme (the Claimant) of Mr. John Beechey (British) as Arbitrator; (ii) the appointment by the Republic of Example (the Respondent) of Dr. Toby Landau as Arbitrator.\n`
    expect(tribunalOf(byParty)).toContain('John Beechey | claimant-appointed')
    expect(tribunalOf(byParty)).toContain('Toby Landau | respondent-appointed')
    const following = `${cover}1. On 31 October 2015, following appointment by the Respondent, Mr. Toby Landau (a national of the United Kingdom) accepted his appointment as arbitrator.\n`
    expect(tribunalOf(following)).toContain('Toby Landau | respondent-appointed')
    const that = `${cover}1. By a communication dated February 5, 2013, the Parties informed ICSID that the Claimant had appointed The Honorable John Beechey, CC, QC, a British national, as its party-appointed arbitrator.\n`
    expect(tribunalOf(that)).toContain('John Beechey | claimant-appointed')
  })

  it('reads a reiterated appointment, "the Rt. Hon." and a short name defined after the party\'s name', () => {
    const cover = `ACME v. EXAMPLE\nAWARD\nMembers of the Tribunal\nMr. Fali S. Nariman, President\nProfessor Andreas F. Lowenfeld\nLord Mustill\n\n`
    const reiterated = `${cover}4. By the same letter Claimants reiterated their appointment, as arbitrator, of Professor Andreas F. Lowenfeld, a U.S. national. By a letter of 27 February 2002, the Respondent notified the Centre of its appointment of the Rt. Hon. Lord Mustill, a national of the United Kingdom, as arbitrator.\n`
    expect(tribunalOf(reiterated)).toEqual([
      'Fali S. Nariman | president',
      'Andreas F. Lowenfeld | claimant-appointed',
      'Lord Mustill | respondent-appointed',
    ])
    const defined = `${cover}This case concerns a claim brought by Corn Products International, Inc.\n(“CPI”), a corporation incorporated in Delaware.\n5. CPI appointed Professor Andreas Lowenfeld, a United States national. Mexico appointed Lord Mustill, a British national.\n`
    expect(tribunalOf(defined, 'Corn Products International', 'United Mexican States')).toContain(
      'Andreas F. Lowenfeld | claimant-appointed',
    )
    const acronym = `${cover}By letter dated 14 June 2007 BIVAC appointed Professor Andreas F. Lowenfeld, a U.S. national as arbitrator.\n`
    expect(
      tribunalOf(acronym, 'Bureau Veritas Inspection Valuation Assessment and Control BIVAC'),
    ).toContain('Andreas F. Lowenfeld | claimant-appointed')
  })

  it('reads members who sign with their function after the name, and only in a signature block', () => {
    const body = `AWG v. EXAMPLE\nDECISION ON A PROPOSAL FOR DISQUALIFICATION\n${'1. The proposal is dismissed.\n'.repeat(5)}`
    const signed = `${body}[Signature]\n\nProfessor Jeswald W. Salacuse, President\n\n[Signature]\n\nProfessor Pedro Nikken, Arbitrator\n`
    expect(tribunalOf(signed)).toEqual([
      'Jeswald W. Salacuse | president',
      'Pedro Nikken | arbitrator',
    ])
    const prose = `${body}The Respondent wrote to\nMr. Jan Novak, President\nof its own accord.\n`
    expect(tribunalOf(prose)).toEqual([])
  })

  it('keeps the member a disqualification decision is about, unless the proposal is upheld', () => {
    const head = `ACME v. EXAMPLE\nDECISION ON THE PROPOSALS TO DISQUALIFY\nMR. V.V. VEEDER AND QC SIR FRANKLIN BERMAN QC\nChairman of the Administrative Council\nDr. Jim Yong Kim\n\n`
    const rejected = `${head}1. The Claimant appointed Mr. V.V. Veeder as arbitrator.\n${'2. The facts.\n'.repeat(5)}The Chairman dismisses the proposals.\n`
    expect(tribunalOf(rejected)).toEqual([
      'V.V. Veeder | claimant-appointed',
      'Franklin Berman | arbitrator',
    ])
    const upheld = `${head}${'2. The facts.\n'.repeat(5)}The proposal to disqualify Mr. Veeder is upheld.\n`
    expect(tribunalOf(upheld)).toEqual([])
    const twoLines = `ACME v. EXAMPLE\nDECISION ON THE PROPOSAL TO DISQUALIFY PROF. BRIGITTE STERN\nAND PROF. GUIDO SANTIAGO TAWIL, ARBITRATORS\nIssued by\n`
    expect(tribunalOf(twoLines).map((m) => m.split(' | ')[0])).toEqual([
      'Brigitte Stern',
      'Guido Santiago Tawil',
    ])
  })

  it('leaves out the one of two members appointed by one party who resigned', () => {
    const text = `ACME v. EXAMPLE\nDECISION ON THE PROPOSAL TO DISQUALIFY PROF. KAJ HOBER\n\n1. The Tribunal was composed of Judge Bruno Simma, President, appointed by agreement of the parties; Prof. Gary Born, appointed by the Claimant.\nFollowing the resignation of Mr. Born, the Claimant appointed Prof. Kaj Hober as arbitrator.\n`
    expect(tribunalOf(text)).toEqual(['Bruno Simma | president', 'Kaj Hober | claimant-appointed'])
  })

  it('reads a function set between dashes after the name', () => {
    const text = `ACME v. EXAMPLE\nDECISION\nMembers of the Tribunal\nNeil Kaplan CBE QC SBS - Presiding Arbitrator -\nJohn Beechey - Co-Arbitrator -\nToby Landau QC - Co-Arbitrator -\n\nThe Tribunal thanks the Parties.\n`
    expect(tribunalOf(text)).toEqual([
      'Neil Kaplan | president',
      'John Beechey | arbitrator',
      'Toby Landau | arbitrator',
    ])
  })

  it('reads "By the Tribunal:", and a list past a member line OCR damaged, a space read as a hyphen', () => {
    const by = `HICEE B.V.\n(“Claimant”)\nSUPPLEMENTARY AND FINAL AWARD\nBy the Tribunal:\nSir Franklin Berman KCMG QC\nJudge Charles N. Brower\nJudge Peter Tomka\nSupplementary and Final Award\n`
    expect(tribunalOf(by).map((m) => m.split(' | ')[0])).toEqual([
      'Franklin Berman',
      'Charles N. Brower',
      'Peter Tomka',
    ])
    const damaged = `PROCEDURAL ORDER No. 2\nMembers of the Tribunal\nThe Honorable Ian Binnie C:€., Q.C., President of the Tribunal\nMr. Klaus-Reichert S.C., Arbitrator\nProfessor Campbell McLachlan Q.C., Arbitrator\nSecretary of the Tribunal\nMs. Alicia Martin Blanco\n`
    expect(tribunalOf(damaged)).toEqual([
      'Ian Binnie | president',
      'Klaus Reichert | arbitrator',
      'Campbell McLachlan | arbitrator',
    ])
  })

  it('reads function labels with a colon, a name in capitals found again in the history, and "as a member of the Tribunal"', () => {
    const labels = `TECMED S.A.\nv.\nTHE UNITED MEXICAN STATES\nAWARD\nPresident: Dr. Horacio A. GRIGERA NAON\nCo-arbitrators: Prof. José Carlos FERNANDEZ ROZAS\nMr. Carlos BERNAL VEREA\nSecretary to the Tribunal: Ms. Gabriela ALVAREZ AVILA\n\n17. The Secretariat informed that Mr. Carlos Bernal Verea had accepted his appointment by the Respondent.\n`
    expect(tribunalOf(labels)).toEqual([
      'Horacio A. GRIGERA NAON | president',
      'José Carlos FERNANDEZ ROZAS | arbitrator',
      'Carlos BERNAL VEREA | respondent-appointed',
    ])
    const member = `AGUAS DEL TUNARI, S.A. (“AdT”)\nClaimant\nDECISION\nMembers of the Tribunal\nProfessor David D. Caron, President\nDr. José Luis Alberro-Semerena\n\n1. On April 25, 2002, AdT appointed Henri Alvarez, a national of Canada, as a member of the\nArbitration Tribunal. On April 29, 2002, Bolivia appointed Dr. José Luis Alberro-Semerena, a national of Mexico, as a member of the Arbitration Tribunal. The two arbitrators appointed Professor David D. Caron as President.\n`
    expect(tribunalOf(member, 'Aguas del Tunari SA', 'Republic of Bolivia')).toContain(
      'Henri Alvarez | claimant-appointed',
    )
  })

  it('reads a two-letter acronym, "accepted his appointment as arbitrator by", and a president\'s appointment that is another\'s', () => {
    const cover = `ACME v. EXAMPLE\nAWARD\nMembers of the Tribunal\nDr Bernardo Cremades\nJudge Bruno Simma\nMr V.V. Veeder, President\n\n`
    const acronym = `${cover}5. BG appointed Dr Bernardo Cremades and the Republic of Example appointed Judge Bruno Simma.\n`
    expect(tribunalOf(acronym, 'BG Group Plc')).toContain('Bernardo Cremades | claimant-appointed')
    const accepted = `${cover}On March 15, 2016, Dr Bernardo Cremades (Spanish) accepted his appointment as arbitrator by Acme, and Judge Bruno Simma accepted his appointment as arbitrator by Example.\n`
    expect(tribunalOf(accepted)).toContain('Bernardo Cremades | claimant-appointed')
    const composed = `${cover}The Tribunal is composed of Dr Bernardo Cremades, appointed by the Claimant, Judge Bruno Simma, appointed by the Respondent, and Mr V.V. Veeder, appointed as presiding arbitrator by the agreement of the Parties.\n`
    expect(tribunalOf(composed)).toEqual([
      'Bernardo Cremades | claimant-appointed',
      'Bruno Simma | respondent-appointed',
      'V.V. Veeder | president',
    ])
  })

  it('does not read the secretaries a wrapped sentence names for members', () => {
    const text = `ACME v. EXAMPLE\nAWARD\n\n3. Mr. José Antonio Rivas, Counsel, ICSID, was appointed as Secretary of the\nTribunal on 7 July 2004, and Ms. Eloise M. Obadia and Mr. Ucheora Onwuamaegbu, both ICSID Senior Counsel,\nwere subsequently appointed as Secretary of the Tribunal.\n`
    expect(tribunalOf(text)).toEqual([])
  })

  it('reads a function under a member\'s address, and the names under a closing "The Arbitral Tribunal:"', () => {
    const text = `FINAL AWARD\nof the Arbitral Tribunal\ncomposed of\n\nDr. Pierre A. Karrer\n\nLavater-Strasse 98\n\nCH = 8002 Zurich\n\nkarrer@pierrekarrer.com\n\nChairman appointed by the Arbi-\ntration Institute of the Stockholm\n\nChamber of Commerce\n\nin the matter of\n${'The costs are reimbursed.\n'.repeat(5)}Seat of arbitration: Paris\nThe ArbiteehTribunal:\nAsie\n( fy\nPierre A. Karrer\nEmmanuel Gaillard\nRobert Volterra\n`
    expect(tribunalOf(text)).toEqual([
      'Pierre A. Karrer | president',
      'Emmanuel Gaillard | arbitrator',
      'Robert Volterra | arbitrator',
    ])
  })

  it("does not read a letter's copy list for the tribunal", () => {
    const text = `Dear Mesdames and Sirs,\nThe Tribunal rejects Mr. Mercado’s applications.\nYours sincerely,\n[signed]\nAnneliese Fleckenstein\nSecretary of the Tribunal\n\nce:\n\nMembers of the Tribunal Lic. Ivan Mercado Michel\nAv. Americas 1930 interior Mezzanine 5\n`
    expect(tribunalOf(text)).toEqual([])
  })

  it('reads names after a closing "Dated this … day of", and no party\'s member where both nominate', () => {
    const text = `TANZANIA ELECTRIC SUPPLY COMPANY LIMITED (“TANESCO”)\nClaimant\nINDEPENDENT POWER TANZANIA LIMITED (“IPTL”)\nRespondent\nDECISION\n\n1. TANESCO and IPTL nominated the Honorable Charles N Brower as arbitrator.\n${'2. The Tribunal decides.\n'.repeat(5)}Dated this ..... Phd ... day of May 2000\n\nCnerles a. Pret Ce\n\nHon. Charles Brower Hon Andrew Rogers QC\n\nKenneth Rokison,\n`
    expect(
      tribunalOf(
        text,
        'Tanzania Electric Supply Company Limited',
        'Independent Power Tanzania Limited',
      ),
    ).toEqual([
      'Charles Brower | arbitrator',
      'Andrew Rogers | arbitrator',
      'Kenneth Rokison | arbitrator',
    ])
  })

  it('reads "the Tribunal consisting of", and a president\'s label OCR cut or set apart from the name', () => {
    const consisting = `Decision\nbetween\nEthyl Corporation (Claimant)\nand\nThe Government of Canada (Respondent)\nbefore\nthe Tribunal consisting of\n\nProf, Dr. Karl-Heinz Böckstiegel (Chairman)\n\nMr. Charles N. Brower (Arbitrator)\nMr. Marc Lalonde (Arbitrator)\n\nDate of Decision: November 28, 1997\n`
    expect(tribunalOf(consisting)).toEqual([
      'Karl-Heinz Böckstiegel | president',
      'Charles N. Brower | arbitrator',
      'Marc Lalonde | arbitrator',
    ])
    const cut = `FINAL AWARD\nident : Dr. Ahmed Sadek EL-KOSHERI\nMembers of the Tribunal : Professor Berthold GOLDMAN, and\n: Dr. Samuel K.B. ASANTE\nSecretary of the Tribunal :Mr. Bertrand P. MARCHAIS\n`
    expect(tribunalOf(cut).map((m) => m.split(' | ')[0])).toEqual([
      'Ahmed Sadek EL-KOSHERI',
      'Berthold GOLDMAN',
      'Samuel K.B. ASANTE',
    ])
    const apart = `CORRECTION AND INTERPRETATION OF THE\n\nPresident\n\nAWARD\n\n: Prof. Konstantinos D. KERAMEUS\n\nMembers of the Tribunal : Mr. Jorge COVARRUBIAS BRAVO\n\nProf. David A. GANTZ\n\nSecretary of the Tribunal: Ms. Gabriela ALVAREZ AVILA\n`
    expect(tribunalOf(apart)[0]).toBe('Konstantinos D. KERAMEUS | president')
  })

  it('reads "appointed as an arbitrator:" and "confirmed as co-arbitrator:" over a name, and "appointed as arbitrator" before it', () => {
    const colon = `ACME v. EXAMPLE\nFINAL AWARD\n\nThe SCC appointed the Chairperson.\n\nThe Arbitral Tribunal\n\nThe Claimant appointed as an arbitrator:\n\nMr. Joseph Tirado\nWINSTON & STRAWN\nLondon EC2Y 9HU\n\nThe Respondent appointed as an arbitrator:\n\nProf. Dr. Rolf Knieper\nFrance\n\n13. Pursuant to Articles 12(2) and 13(2) of the ICC Rules, Claimant nominated on July 15, 2016, and\non October 19, 2016 the Secretary-General of the ICC Court confirmed as co-\n\narbitrator:\n\nDr. Tolga Ayoglu\n`
    expect(tribunalOf(colon)).toEqual([
      'Joseph Tirado | claimant-appointed',
      'Rolf Knieper | respondent-appointed',
      'Tolga Ayoglu | claimant-appointed',
    ])
    const before = `ACME v. EXAMPLE\nDECISION\n\n7. The Claimants appointed Professor Gabrielle Kaufmann-Kohler, a Swiss national, as\narbitrator. The Republic of Example in turn appointed as arbitrator Professor Pedro\n\nNikken, a national of Venezuela. The Centre appointed Professor Jeswald W. Salacuse as the President of the Tribunal.\n`
    expect(tribunalOf(before)).toEqual([
      'Gabrielle Kaufmann-Kohler | claimant-appointed',
      'Jeswald W. Salacuse | president',
      'Pedro Nikken | respondent-appointed',
    ])
  })

  it('reads the member a disqualification title names on its second line, or its outcome names, once', () => {
    const broken = `MISEN ENERGY AB\n(Claimants)\nand\nUKRAINE\n(Respondent)\nDECISION ON THE RESPONDENT’S PROPOSAL TO\nDISQUALIFY DR. STANIMIR A. ALEXANDROV\n\nChairman of the Administrative Council\n${'1. The facts.\n'.repeat(5)}Accordingly, the Proposal is rejected.\n`
    expect(tribunalOf(broken)).toEqual(['Stanimir A. Alexandrov | arbitrator'])
    const ofDate = `ACME v. EXAMPLE\nDECISION ON THE RESPONDENT’S PROPOSAL\nTO DISQUALIFY A MEMBER OF THE TRIBUNAL\nJudge Gilbert Guillaume, President\nProfessor Georges Abi-Saab, Arbitrator\n${'1. The facts.\n'.repeat(5)}The Respondent’s proposal for disqualification of Mr. Robert B. von Mehren of 26\nOctober 2009 is dismissed.\n`
    expect(tribunalOf(ofDate)).toContain('Robert B. von Mehren | arbitrator')
    const functions = `CC/DEVAS (MAURITIUS) LTD.\n(“Claimants”)\n- and -\nTHE REPUBLIC OF INDIA\n(“Respondent”)\nDecision on the Respondent’s Challenge to the Hon. Marc Lalonde as Presiding\nArbitrator and Prof. Francisco Orrego Vicuña as Co-Arbitrator\nBy the Appointing Authority:\nHE. Judge Peter Tomka\n${'1. The facts.\n'.repeat(5)}The challenge is dismissed.\n`
    expect(tribunalOf(functions)).toEqual([
      'Marc Lalonde | president',
      'Francisco Orrego Vicuña | arbitrator',
    ])
    const regarding = `ICSID Case No. ARB/03/23\nChallenge Decision\nRegarding Professor Gabrielle Kaufmann-Kohler\nProfessor William W. Park, President\nProfessor Jesus Remón, Arbitrator\n\nSecretary of the Tribunal\n${'1. The facts.\n'.repeat(5)}The remaining members of the Tribunal reject the challenge.\n`
    expect(tribunalOf(regarding)).toEqual([
      'William W. Park | president',
      'Jesus Remón | arbitrator',
      'Gabrielle Kaufmann-Kohler | arbitrator',
    ])
    // A title with no name over the page header's case title: the name is in the next title.
    const header = `ACME LIMITED\n- and -\nThe Republic of Example\nDECISION ON CHALLENGE TO ARBITRATOR\n\nACME Inspection and Control Services Limited v. The Republic of Example\nDecision on challenge to Mr. Stanimir A. Alexandrov\n${'1. The facts.\n'.repeat(5)}The challenge is dismissed.\n`
    expect(tribunalOf(header)).toEqual(['Stanimir A. Alexandrov | arbitrator'])
    const outcome = `ACME v. EXAMPLE\nDECISION ON THE PROPOSAL FOR THE DISQUALIFICATION OF A\nMEMBER OF THE ARBITRAL TRIBUNAL\n\n7. The Claimants appointed Professor Gabrielle Kaufmann-Kohler, a Swiss national, as arbitrator. The Respondent appointed Professor Pedro Nikken as arbitrator.\n14. Professor Kaufmann-Kohler immediately withdrew from Tribunal deliberations.\n${'2. The facts.\n'.repeat(5)}43. We conclude that the Proposal by Example to disqualify Professor Gabrielle\nKaufinann-Kohler must be dismissed.\n`
    expect(tribunalOf(outcome)).toEqual([
      'Gabrielle Kaufmann-Kohler | claimant-appointed',
      'Pedro Nikken | respondent-appointed',
    ])
  })

  it('reads a president signing with the function over bare names, and "appointed in his place"', () => {
    const body = `ACME v. EXAMPLE\nDECISION ON JURISDICTION\n\n1. Professor Dr. Peter Behrens was appointed by the Respondent. On 20 June 2002, the Claimant\nappointed in his place Me. L. Yves Fortier CC QC as a member of the Tribunal.\n${'2. The Tribunal decides.\n'.repeat(300)}`
    const saluka = `${body}7 May 2004\nSir Arthur Watts, Chairman\n\nPolen Khe Te Code\n\nProfessor Peter Behrens L. Yves Fortier\n\n-19-\n`
    expect(tribunalOf(saluka)).toEqual([
      'Arthur Watts | president',
      'Peter Behrens | respondent-appointed',
      'L. Yves Fortier | claimant-appointed',
    ])
    const loewen = `ACME v. EXAMPLE\nDECISION\n${'2. The Tribunal decides.\n'.repeat(5)}Brrr\n\nSir Anthony Mason, President\n\n( Lhsrrsn /\n\nJudge Abner J. Mikva\n\nDATED the fifth day of January 2001.\n`
    expect(tribunalOf(loewen)).toEqual(['Anthony Mason | president', 'Abner J. Mikva | arbitrator'])
  })

  it('reads a bulleted presiding arbitrator beside items that say who appointed the others', () => {
    const text = `ACME v. EXAMPLE\nAWARD\n\nArbitral Tribunal\n\nThe Arbitral Tribunal is composed of\n\ne Presiding Arbitrator: Professor Gabrielle Kaufmann-Kohler, Lévy Kaufmann-\nKohler, rue du Conseil-Général 3-5, 1211 Geneva 4, Switzerland:\nand\n\n° Arbitrator appointed by the Claimant: The Honorable Charles N. Brower, 20\nEssex Street Chambers, London;\nand\n\n* Arbitrator appointed by the Respondent: Dr. Vojtěch Trapl, Dr. Trapl a partner\nadvokati s.r.o, Praha 4, Czech Republic\n\nSecretary to the Tribunal\n`
    expect(tribunalOf(text).sort()).toEqual([
      'Charles N. Brower | claimant-appointed',
      'Gabrielle Kaufmann-Kohler | president',
      'Vojtěch Trapl | respondent-appointed',
    ])
  })

  it("reads an appointment whose subject is a pronoun for the last sentence's party", () => {
    const cover = `ACME v. EXAMPLE\nAWARD\nMembers of the Tribunal\nProfessor George A. Bermann, President\nProfessor Julian D. M. Lew\nDr. Michael E. Schneider\n\nPROCEDURAL HISTORY OF THE CASE\n\n`
    const it = `${cover}On 26 November 2014, Claimant filed a request for arbitration with the Arbitration\nInstitute of the SCC, as supplemented on 27 November 2014. In that request, it\nnominated Professor Julian D. M. Lew as arbitrator.\n\nOn 5 March 2015, Respondent nominated Dr. Michael E. Schneider as arbitrator.\n`
    expect(tribunalOf(it)).toEqual([
      'George A. Bermann | president',
      'Julian D. M. Lew | claimant-appointed',
      'Michael E. Schneider | respondent-appointed',
    ])
    const they = `${cover}On 3 October 2005, the Claimants elected to submit the arbitration to a Tribunal constituted of three\narbitrators. On 11 October 2005, they appointed Professor Julian D. M. Lew, a national of the United Kingdom. On 29 November\n2005, Example appointed Dr. Michael E. Schneider, a national of Switzerland.\n`
    expect(tribunalOf(they)).toContain('Julian D. M. Lew | claimant-appointed')
    // 'the appointment of three arbitrators' appoints no one: the sentence's subject appoints X.
    const three = `${cover}In its Notice of Arbitration, the Claimant proposed the use of the UNCITRAL Rules\nand also the appointment of three arbitrators and appointed Professor Julian D. M. Lew as its\nparty-appointed arbitrator.\n`
    expect(tribunalOf(three)).toContain('Julian D. M. Lew | claimant-appointed')
  })

  it("reads the appointing party under a member's address, and a surname of two letters", () => {
    const cover = `Final Award\nof the Arbitral Tribunal\ncomposed of\nDr. Pierre A. Karrer\nLavater-Strasse 98\nCH 8002 Zurich\nChairman appointed by the Arbi-\ntration Institute of the Stockholm\nChamber of Commerce\nin the matter of\nAcme Sugar B.V.\nrepresented by:\nMr. Peter J. Turner\nProf. Emmanuel Gaillard\nShearman & Sterling\n114 Av. des Champs Elysées\nFR 75008 Paris\negaillard@shearman.com\nArbitrator appointed by the\nCzech Republic\n\n1. The Tribunal decides.\n`
    const signed = `${cover}${'2. The Tribunal decides.\n'.repeat(300)}[Signature]\nProf. Emmanuel Gaillard, Arbitrator\n\n[Signature]\nMr. Robert Volterra, Arbitrator\n\n[Signature]\nDr. Pierre A. Karrer, Chairman\n`
    expect(
      extractAward({
        text: signed,
        claimant: 'Acme Sugar B.V.',
        respondent: 'Czech Republic',
      }).tribunal.find((m) => m.name === 'Emmanuel Gaillard')?.role,
    ).toBe('respondent-appointed')
    const ocr = `ACME v. EXAMPLE\nFINAL AWARD\nconsisting of;\nDr Marc Blessing, attorney-at-law, Brandschenkestrasse 90, CH-8027 Zurich, President\nAdvokat Per Runeland, of SJ Berwin LLP, 10 Queen Street Place, London EC4R 1BE,\nCo-Arbitrator, appointed by Clalmant\n* Professor Andrey Bushev, Law School of St. Petersburg University, 199026 Russia, E-mail:\nbushev2010@mail.ru; Co-Arbitrator, appointed by the Respondents 1, 2, 4 and 5.\n\n${'1. The Tribunal decides.\n'.repeat(300)}[Signature]\nDr. Marc Blessing, President\n\n[Signature]\nMr. Per Runeland, Arbitrator\n\n[Signature]\nProfessor Andrey Bushev, Arbitrator\n`
    const read = extractAward({
      text: ocr,
      claimant: 'Acme AG',
      respondent: 'Example LLC',
    }).tribunal
    expect(read.map((m) => `${m.name} | ${m.role}`)).toContain('Per Runeland | claimant-appointed')
    expect(read.find((m) => m.name === 'Andrey Bushev')?.role).not.toBe('claimant-appointed')
    // In prose the next member's function is that member's: 'a Tribunal composed of X,
    // President, appointed by' / 'agreement of the parties; Y, Arbitrator, appointed by the Claimants'.
    const prose = `ACME v. EXAMPLE\nDECISION\nMembers of the Tribunal\nThe Honorable James Spigelman QC\nMr. John M. Townsend\nH.E. Judge Peter Tomka\n\n1. On July 5, 2018, a Tribunal composed of James Spigelman, President, appointed by\nagreement of the parties; Stanimir Alexandrov, Arbitrator, appointed by the Claimants; and\nPeter Tomka, Arbitrator, appointed by the Respondent, was constituted.\n`
    expect(tribunalOf(prose)).toContain('James Spigelman | president')
    const lo = `ACME v. EXAMPLE\nAWARD\nMembers of the Tribunal\nProfessor Bruno Simma, President\nDr. Benny Lo\nProfessor Donald McRae\n\n1. In the second amendment, the Claimant\nappointed Dr. Benny Lo, of Des Voeux Chambers, 38/F, Gloucester Tower, The Landmark,\nCentral, Hong Kong, as arbitrator.\n`
    expect(tribunalOf(lo)).toContain('Benny Lo | claimant-appointed')
  })

  it('reads a committee\'s president the history designates, and a "Co-Member"', () => {
    const cover = `ACME v. EXAMPLE\nDECISION ON ANNULMENT\nMembers of the ad hoc Committee\nH.E. Judge Gilbert Guillaume\nProfessor James Crawford\nDr. Sara Ordóñez Noriega\n\nSecretary of the Committee\nMs. Jane Clerk\n\n4. By letter of 18 January 2005, the parties were notified that the ad hoc Committee had been constituted. The\nparties were further notified by letter of 24 January 2005, that Judge Gilbert Guillaume had\nbeen designated President of the Committee.\n`
    expect(extractAward({ text: cover, annulment: true }).tribunal.map((m) => m.role)).toEqual([
      'committee-president',
      'committee-member',
      'committee-member',
    ])
    const co = `ACME v. EXAMPLE\nDECISION ON ANNULMENT\nMembers of the ad hoc Committee\nProfessor Bernard Hanotiau, President\nProfessor Dr. Rolf Knieper, Co-Member\nJudge Abdulqawi Ahmed Yusuf, Member\n\nSecretary of the Committee\n`
    expect(extractAward({ text: co, annulment: true }).tribunal.map((m) => m.name)).toContain(
      'Rolf Knieper',
    )
  })

  it("reads the sentence composing the tribunal where a line break cut the cover's reading short", () => {
    const text = `ACME v. EXAMPLE\nPROCEDURAL ORDER No. 1\n\nThe Tribunal was constituted on 27 October 2015. It is comprised of Dr. Andrés Rigo Sureda (Presiding\nArbitrator), Professor W. Michael Reisman (appointed by the Claimants), and Professor Dr. Rolf\nKnieper (appointed by the appointing authority, Mr. Michael Hwang, on behalf of the Respondent).\n`
    expect(tribunalOf(text)).toEqual([
      'Andrés Rigo Sureda | president',
      'W. Michael Reisman | claimant-appointed',
      // (an appointing authority's choice on the Respondent's behalf is no party's appointment)
      'Rolf Knieper | arbitrator',
    ])
    // A nationality cut at its 'and' is no member.
    const national = `ACME v. EXAMPLE\nAWARD\n\n1. The Tribunal is composed of Professor Donald M. McRae, a national of Canada and New Zealand, President; Mr. John Beechey, appointed by the Claimant; and Mr. John Crook, appointed by the Respondent.\n`
    expect(tribunalOf(national).map((m) => m.split(' | ')[0])).toEqual([
      'Donald M. McRae',
      'John Beechey',
      'John Crook',
    ])
  })

  it('reads an emergency arbitrator who signs under the function', () => {
    const text = `EMERGENCY DECISION ON INTERIM MEASURES\n${'1. The Application is granted.\n'.repeat(5)}Seat of the Emergency Arbitration: Stockholm, Sweden\n\nDate: 14 June 2016\n\nTHE EMMERGENCY ARBITRATOR\n\noo thd.\n\nJosé Rosell\n\n\u00a0\n`
    expect(tribunalOf(text)).toEqual(['José Rosell | sole-arbitrator'])
  })

  it('reads a member the history names by title and surname by the full name written first', () => {
    const text = `PCA Case No. IR-2009/1\nDECISION ON CHALLENGE TO ARBITRATOR\n\n1. In August 2009, Respondents became aware of an interview given by the\nHon. Charles N. Brower (“Judge Brower”), the arbitrator appointed by Claimant.\n2. On July 18, 2008, Claimant nominated Judge Brower as arbitrator. Respondents appointed Dr. J. Christopher\nThomas QC as arbitrator. On November 5, 2008, ICSID informed the Parties that the Rt. Hon. Lord Bingham of\nCornhill had been appointed as the presiding arbitrator.\n`
    expect(tribunalOf(text)).toContain('Charles N. Brower | claimant-appointed')
    // Another body's function is none: 'appointing Mr. Lachowski as President of the Management Board'.
    const bank = `${text}3. Mr. Slawomir Lachowski was a banker. The owners discussed appointing Mr. Lachowski as President of the\nManagement Board.\n`
    expect(tribunalOf(bank).join()).not.toContain('Lachowski')
  })

  it("reads a notice that identifies a member as a party's appointed arbitrator", () => {
    const text = `In the Matter of the Arbitration\nPARTIAL FINAL AWARD\nBefore: Robert G. Shaw\nLeRoy Lambert\nLouis Epstein, Chairman\n\n4. On November 20, 2020, counsel for PRH transmitted to BMPAD a Notice Demanding\nArbitration (the “Arbitration Notice”). The Arbitration Notice identified\nRobert G. Shaw as PRH’s appointed arbitrator and called upon BMPAD to appoint an arbitrator.\n`
    expect(
      extractAward({
        text,
        claimant: 'Preble-Rish Haiti SA (PRH)',
        respondent: 'Republic of Haiti',
      }).tribunal.find((m) => m.name === 'Robert G. Shaw')?.role,
    ).toBe('claimant-appointed')
  })

  it('reads appointments over a hyphenated line break, past one that did not happen, and a knight who passed away', () => {
    const text = `OLGUIN v. REPUBLIC OF PARAGUAY\nDECISION ON JURISDICTION\n\n8. On 23 November 1998, Paraguay informed the Centre that it had decided to nominate Mr Walter\nVillalba Zaldivar, a national of Paraguay. As the Claimant had not given such consent, Paraguay was prevented from appointing Mr Walter Villalba Zaldivar\nas arbitrator. Consequently, on 25 November 1998, the Republic of Paraguay ap-\npointed Justice Francisco Rezek, a Brazilian national, as arbitrator for the present\ncase. The Chairman appointed Mr Rodrigo Oreamuno Blanco, a national of Costa Rica,\nas the President of the Arbitral Tribunal. On 22 March 1999 the Claimant appointed as arbitrator, to replace\nProfessor Furnish, Dr Eduardo Mayora Alvarado, a national of Guatemala.\n`
    expect(
      rolesOf({
        text,
        claimant: 'Eudoro Armando Olguín',
        respondent: 'Republic of Paraguay',
      }).sort(),
    ).toEqual([
      'Eduardo Mayora Alvarado | claimant-appointed',
      'Francisco Rezek | respondent-appointed',
      'Rodrigo Oreamuno Blanco | president',
    ])
    const knight = `ACME v. EXAMPLE\nDECISION\nMembers of the Tribunal\nProfessor Andreas Bucher, President\nMr. Pedro J. Martinez-Fraga\nProfessor Campbell McLachlan\n\n7. On February 23, 2009, Respondent appointed Sir Ian Brownlie, a national of\nthe United Kingdom, as arbitrator. 13. On January 3, 2010, Arbitrator Sir Ian passed away. The Respondent appointed Professor Campbell\nMcLachlan, a national of New Zealand, as arbitrator.\n`
    expect(tribunalOf(knight).join()).not.toContain('Brownlie')
  })

  it('reads an institution\'s appointment of two members, each with a function, and "as his arbitrator"', () => {
    const scc = `SCC ARBITRATION No. V (064/2008)\nPARTIAL AWARD\n\n4. In his Request for Arbitration dated May 30, 2008, Claimant appointed Dr. Richard Happ, a national of Germany, as his party-\nappointed arbitrator.\n6. Upon Respondent’s failure to appoint an arbitrator, the SCC Institute notified the Parties by\nletter of August 13, 2008 of the appointment by the Board of the SCC\nInstitute of Professor Ivan S. Zykin, as co-arbitrator on behalf of\nRespondent, and Mr. Jeffrey M. Hertzfeld, as Chairman of the Tribunal.\n`
    expect(tribunalOf(scc)).toEqual([
      'Richard Happ | claimant-appointed',
      'Ivan S. Zykin | arbitrator',
      'Jeffrey M. Hertzfeld | president',
    ])
    const his = `ARBITRATION AWARD\n\nThe Claimant, in a letter dated June 28, 1996, advised the Arbitration Institute that\nhe had appointed Dr. Jan Peter Wachler as his arbitrator. The Respondent appointed Professor Ivan S. Zykin as its arbitrator.\nAt the request of the Claimant, the Chairman of the Arbitration Institute on\nSeptember 3, 1996 appointed Justice Staffan Magnusson, the Supreme Court of\nSweden, as presiding arbitrator.\n`
    expect(tribunalOf(his)).toEqual([
      'Jan Peter Wachler | claimant-appointed',
      'Ivan S. Zykin | respondent-appointed',
      'Staffan Magnusson | president',
    ])
  })

  it('reads a party\'s name of two words, a title such as "Avv.", a president appointed "to be third arbitrator and President", and "respectively" past addresses', () => {
    const cover = `ACME v. EXAMPLE\nAWARD\nMembers of the Tribunal\nMr. Bernardo M. Cremades, President\nMr. Keith Highet\nProf. Andrea Giardina\n\n`
    const text = `${cover}1. The Tribunal was composed of Mr. Keith Highet (appointed by\nWASTE MANAGEMENT) and Mr. Bernardo M. Cremades, President. On 20 January 2015, Respondent provided its Answer in which it appointed Professor\nAvv. Andrea Giardina, Chiomenti Studio Legale, Via XXIV Maggio, 43, 00187 Rome,\nItaly, as arbitrator.\n`
    expect(
      rolesOf({
        text,
        claimant: 'Waste Management, Inc.',
        respondent: 'Republic of Example',
      }),
    ).toEqual([
      'Bernardo M. Cremades | president',
      'Keith Highet | claimant-appointed',
      'Andrea Giardina | respondent-appointed',
    ])
    const third = `ACME v. EXAMPLE\nDECISION\nMembers of the Tribunal\nMr. Kenneth Rokison QC\nMr. Charles N. Brower\nMr. Andrew Rogers QC\n\n1. TANESCO and IPTL nominated the Honorable Charles N Brower of Messrs White &\nCase LLP, 601 Thirteenth Street, NW, Suite 600 South, Washington, DC, United\nStates of America, and the Honourable Andrew Rogers QC of 233 Macquarie Street,\nLevel 7, Sydney NSW 2000, Australia respectively as arbitrators, and the two\narbitrators so nominated agreed to the appointment of Kenneth Rokison QC of 20\nEssex Street, London WC2R 3AL, United Kingdom to be third arbitrator and\nPresident of the Tribunal.\n`
    expect(
      rolesOf({
        text: third,
        claimant: 'Tanzania Electric Supply Company Limited (TANESCO)',
        respondent: 'Independent Power Tanzania Limited (IPTL)',
      }),
    ).toEqual([
      'Kenneth Rokison | president',
      'Charles N. Brower | claimant-appointed',
      'Andrew Rogers | respondent-appointed',
    ])
  })

  it('reads "the members of the Committee … were X, President, Y, and Z", and consent to another\'s appointment', () => {
    const po = `REPSOL v. PETROECUADOR\nPROCEDURAL ORDER No. 1\n\n2. The members of the Committee appointed in this annulment proceeding\nwere Mr. Judd Kessler, President, Mr. Piero Bernardini, and Mr. Gonzalo\nBiggs.\n`
    expect(tribunalOf(po)).toEqual([
      'Judd Kessler | committee-president',
      'Piero Bernardini | committee-member',
      'Gonzalo Biggs | committee-member',
    ])
    const consent = `ACME v. EXAMPLE\nAWARD\n\n5.8 The Claimants by letter dated September 14, 2001, had indicated that they had no objection to the appointments of Dr Branko Vukmir\nand Mr Fali S. Nariman. 6. The members of the Tribunal are Mr Fali $. Nariman, the President of the Tribunal; Professor Piero\nBernardini; and Dr Branko Vukmir.\n`
    expect(tribunalOf(consent)).toContain('Branko Vukmir | arbitrator')
    expect(tribunalOf(consent)).toContain('Fali S. Nariman | president')
  })

  it("completes a cover that lost a line from the history's party appointees, and reads a title OCR cut", () => {
    const text = `MALICORP v. EGYPT\nAWARD\nMembers of the Tribunal: SY\n\nProf, Bernardo M. Cremades, President\n\nr. Hatem L. Gabr, Arbitrator\n\nWs3\n\n§7. In the Request for\nArbitration the Claimant appointed as an arbitrator:\nDr. Abdel Hamid El Ahdab\nAttorney at law\n`
    expect(tribunalOf(text)).toEqual([
      'Bernardo M. Cremades | president',
      'Hatem L. Gabr | arbitrator',
      'Abdel Hamid El Ahdab | claimant-appointed',
    ])
    // OCR's signs in a word are no name ('Prof. Dr¥ Böckstiegel, Chairman').
    expect(
      tribunalOf(
        `ACME v. EXAMPLE\nAWARD\nMembers of the Tribunal\nProf. Dr¥ Böckstiegel, Chairman\n`,
      ),
    ).toEqual([])
  })

  it('reads a chairman over two bare names where the columns set the heading apart', () => {
    const cover = `THE ARBITRATION INSTITUTE OF\nTHE STOCKHOLM CHAMBER OF COMMERCE\nClaimant:\nRespondent:\nThe Arbitral Tribunal:\nArbitral Award\nRendered in Stockholm, Sweden\nAcme Holding AB, Stockholm\nCounsel:\nMr. Jonas Wetterfors of Hellström & Partners\nThe Republic of Example\nCounsel:\nMr. Fred Wennerholm of Setterwalls\nBjorn Haug, chairman\nRolf A. Schütze\nJohan Gernandt\nTable of Contents\n1. Introduction\n`
    expect(tribunalOf(cover)).toEqual([
      'Bjorn Haug | president',
      'Rolf A. Schütze | arbitrator',
      'Johan Gernandt | arbitrator',
    ])
  })

  it('reads co-arbitrators signing by bare names above a president who signs with the function', () => {
    const order = `PCA Case No. 2010-21\nTERMINATION ORDER\n\n1. The arbitral proceedings are terminated.\n\nThe fees in this arbitration of Mr. John Beechey, the arbitrator appointed by the Claimant,\namount to €38,500.00.\n\nThe fees and expenses in this arbitration of Mr. Rodrigo Oreamuno, the arbitrator appointed on\n\nbehalf of the Respondent, amount to €43,000.00.\n\nDone in The Hague on 31 December 2016.\n\npes GUN\n\nJohn Beechey Rodrigo Oreamuno\n\n\\_o$\n\nAlbert Jan van den Berg,\nPresiding Arbitrator\n`
    expect(tribunalOf(order)).toEqual([
      'Albert Jan van den Berg | president',
      'John Beechey | claimant-appointed',
      'Rodrigo Oreamuno | respondent-appointed',
    ])
    // Bare names nobody wrote before are signatures OCR read as words.
    const unknown = order.replace(/The fees[^]*?€43,000\.00\.\n/, '')
    expect(tribunalOf(unknown)).toEqual(['Albert Jan van den Berg | president'])
  })

  it('reads who appointed a member whose double surname the line breaks at its hyphen', () => {
    const text = `ACME v. EXAMPLE\nAWARD\nMembers of the Tribunal\nThe Honorable Marc Lalonde, President\nProfessor Gabrielle Kaufmann-Kohler\nSir Franklin Berman\n\n1. The Tribunal was constituted with Professor Gabrielle Kaufmann-\nKohler (appointed by the Claimants), Sir Franklin Berman (appointed by the Respondent).\n`
    expect(tribunalOf(text)).toContain('Gabrielle Kaufmann-Kohler | claimant-appointed')
  })

  it('reads a list under a heading OCR damaged, and a name that starts like a function word', () => {
    const text = `DECISION ON ARTICLE VII.2\n\nMembers of th unal:\nProfessor William W. Park\nProfessor Philippe Sands QC\nMr J. William Rowley QC (President)\n\nSecretary of the Tribunal: Ms Mairée Uran-Bidegain\n`
    expect(tribunalOf(text)).toEqual([
      'William W. Park | arbitrator',
      'Philippe Sands | arbitrator',
      'J. William Rowley | president',
    ])
    const committee = `DECISION ON ANNULMENT\n\nMembers of the ad hoc Committee\nMr. Cavinder Bull, SC, President\nMr. Colm O hOisin, SC, Member\nMr. Noé Fernando Piérola-Castro, Member\n\nSecretary of the ad hoc Committee\n`
    expect(tribunalOf(committee)).toEqual([
      'Cavinder Bull | committee-president',
      'Colm O hOisin | committee-member',
      'Noé Fernando Piérola-Castro | committee-member',
    ])
  })

  it('a single name is a sole arbitrator only where the text says so', () => {
    expect(
      tribunalOf(`ACME v. EXAMPLE\n(Sole Arbitrator: Gavan Griffith QC)\n1. The Parties\n`),
    ).toEqual(['Gavan Griffith | sole-arbitrator'])
    const signs = `FINAL ARBITRAL AWARD\nbefore\nAdvokat Bo G.H. Nilsson, So/e arbitrator\n${'1. The claim is allowed.\n'.repeat(5)}A party dissatisfied with the fees of the Sole Arbitrator may bring an action.\n\nVX 7\n\nBo G.H. Nilsson\nSole Arbitrator\n`
    expect(tribunalOf(signs)).toEqual(['Bo G.H. Nilsson | sole-arbitrator'])
  })

  it("reads an appointment a page break cuts, past the footnotes and the next page's marks", () => {
    const text = `BLUSUN S.A. v. ITALIAN REPUBLIC\nAWARD\nMembers of the Tribunal\nJudge James Crawford AC, President\nDr. Stanimir Alexandrov, Arbitrator\nProfessor Pierre-Marie Dupuy, Arbitrator\n\n9. On 24 March 2014, the Claimants appointed Dr. Stanimir Alexandrov, a national of\n\nBulgaria, as an arbitrator. On 7 May 2014, the Respondent appointed Professor Pierre-\n\n7 Energy Charter Treaty, 17 December 1994, 2080 UNTS 95, Exhibit CL-1.\n§ Request, paras. 90-105\n\f\n(a)\n\n75.\n\nMarie Dupuy, a national of France, as an arbitrator. On 12 June 2014, the Parties\nagreed to appoint Judge James Crawford AC, a national of Australia, as President.\n`
    expect(tribunalOf(text)).toEqual([
      'James Crawford | president',
      'Stanimir Alexandrov | claimant-appointed',
      'Pierre-Marie Dupuy | respondent-appointed',
    ])
    // (a cover's last line over a page break is no sentence: the next page's scan noise stays apart)
    const cover = `AWARD\nArbitral Tribunal\nHon. Marc Lalonde (Presiding Arbitrator)\n\nMr. Daniel Price\nProf. Brigitte Stern\n\n17 May 2013\n\fS\n\nAE OOR >\n\nTABLE OF CONTENTS\n`
    expect(tribunalOf(cover).join()).not.toContain('Oor')
  })

  it("reads a party under a co-arbitrator's address block, not the next heading", () => {
    const text = `EAST CEMENT v. POLAND\nPARTIAL AWARD\nBefore\nMr. Ulf Franke, Chairman\nProf. Avv. Piero Bernardini, Arbitrator\nProf. Brigitte Stern, Arbitrator\n\nThe Tribunal has been constituted as follows:\nChairman\nMr. Ulf Franke\nChapmansgatan 6\njointly nominated by the co-arbitrators and confirmed by the Secretary General.\nCo-arbitrator\nProf. Avy. Piero Bernardini\nSTUDIO LEGALE UGHI & NUNZIANTE.\nVia Venti Settembre 1\n00187. Rome\nnominated by Claimant and confirmed by the ICC Court at its session of 8\nOctober 2009,\nCo-arbitrator\nProf. Brigitte Stern\n7, rue Pierre Nicole\nnominated by Respondent and confirmed by the ICC Court.\n`
    expect(
      rolesOf({
        text,
        claimant: 'East Cement for Investment Company',
        respondent: 'Poland',
      }),
    ).toEqual([
      'Ulf Franke | president',
      'Piero Bernardini | claimant-appointed',
      'Brigitte Stern | respondent-appointed',
    ])
    const headings = `GALLO v. CANADA\nAWARD\nII. THE TRIBUNAL\nAppointed by the Claimant:\nProf. Jean-Gabriel Castel, O.C., Q.C.\n833387 4th Line Mono\nCanada\nAppointed by the Respondent:\nMr. J. Christopher Thomas\nVancouver\nPresiding Arbitrator:\nDr. Laurent Lévy\n`
    expect(
      extractAward({
        text: headings,
        claimant: 'Vito G Gallo',
        respondent: 'The Government of Canada',
      }).tribunal.find((m) => m.name.endsWith('Castel'))?.role,
    ).not.toBe('respondent-appointed')
  })

  it('reads the State that wrote it had appointed, by a name of several words, and a double surname by its first part', () => {
    const text = `REPUBLIC OF ECUADOR v. UNITED STATES OF AMERICA\nAWARD\nMembers of the Tribunal\nProfessor Luiz Olavo Baptista (Chair)\nProfessor Raul Emilio Vinuesa\nProfessor Donald M. McRae\n\n6. By letter dated 29 August 2011, Ecuador advised the United States that it had appointed\nProfessor Raul Emilio Vinuesa as arbitrator. By letter of the same date, the United States\nadvised Ecuador that it had appointed Donald M. McRae as arbitrator.\n`
    expect(
      rolesOf({
        text,
        claimant: 'Republic of Ecuador',
        respondent: 'United States of America (PCA Case No. 2012-5)',
      }),
    ).toEqual([
      'Luiz Olavo Baptista | president',
      'Raul Emilio Vinuesa | claimant-appointed',
      'Donald M. McRae | respondent-appointed',
    ])
    const damaged = `GABRIEL RESOURCES LTD. v. ROMANIA\nDECISION\nMembers of the Tribunal\nMs. Teresa Cheng SC, President\nProf. Horacio A. Grigera Na6n, Arbitrator\nProf. Zachary Douglas QC, Arbitrator\n\nOn June 21, 2016, the Tribunal was constituted. Its members are: Teresa Cheng (Chinese), President, appointed by\nthe Secretary-General pursuant to the parties’ agreement, Horacio Grigera Na6én\n(Argentine), appointed by the Claimants; and Zachary Douglas (Australian), appointed by\nthe Respondent.\n`
    expect(
      extractAward({
        text: damaged,
        claimant: 'Gabriel Resources Ltd',
        respondent: 'Romania',
      }).tribunal.map((m) => m.role),
    ).toEqual(['president', 'claimant-appointed', 'respondent-appointed'])
  })

  it('reads a cover whose labels stand in a column before the names, and a history that appoints them', () => {
    const text = `IN THE CONSOLIDATED ARBITRATION UNDER CHAPTER ELEVEN OF THE NAFTA\nAward on Jurisdiction\nby the Arbitral Tribunal:\nClaimants:\nClaimants’ counsel:\nRespondent:\nRespondent’s counsel:\nProf. Dr. Böckstiegel, Chairman\nMr. James Bacchus\nMs. Lucinda A. Low\nThe Canadian Cattlemen for Fair Trade\n\nBy a joint letter of August 23, 2006, the Parties put on record that they had\nrespectively appointed Mr. James Bacchus and Ms. Lucinda Low as party-\nappointed members of the Tribunal and that they now appointed Prof. Karl-Heinz\nBöckstiegel as Presiding Arbitrator in the above-mentioned consolidated claims.\n`
    expect(
      extractAward({
        text,
        claimant: 'The Canadian Cattlemen for Fair Trade',
        respondent: 'United States of America',
      })
        .tribunal.map((m) => m.name)
        .sort(),
    ).toEqual(['James Bacchus', 'Karl-Heinz Böckstiegel', 'Lucinda A. Low'])
  })

  it('reads names run together under "Signed:", the cut that starts no name with an initial', () => {
    const text = `S.D. MYERS v. CANADA\nSECOND PARTIAL AWARD\n${'The Tribunal considers the claim.\n'.repeat(250)}The constitution changed on the appointment of Mr Edward C Chiasson QC.\n${'The Tribunal considers the claim.\n'.repeat(250)}MADE in the City of Toronto.\n\nSigned:\n\nBryan P Schwartz Edward C Chiasson\n\nJ Martin Hunter\n\nDated 21 October 2002\n`
    expect(tribunalOf(text).map((m) => m.split(' | ')[0])).toEqual([
      'Bryan P Schwartz',
      'Edward C Chiasson',
      'J Martin Hunter',
    ])
  })

  it('reads a committee appointed as a list with nationalities, and its elected president', () => {
    const text = `DECISION\nRendered by the ad hoc Committee\n\nOn February 28, the Chairman of the Administrative Council\nappointed Professors Ahmed El-Kosheri, an Egyptian national, Ignaz Seidl-\nHohenveldern, an Austrian national, and Pierre Lalive, a Swiss national, as\nmembers of the ad hoc Committee provided for in Article 52(3) of the Washington\nConvention, Professor Pierre Lalive was elected President of the Committee.\n`
    expect(
      rolesOf({
        text,
        claimant: 'Klöckner',
        respondent: 'Republic of Cameroon',
        annulment: true,
      }),
    ).toEqual([
      'Ahmed El-Kosheri | committee-member',
      'Ignaz Seidl-Hohenveldern | committee-member',
      'Pierre Lalive | committee-president',
    ])
  })

  it('reads "its members were", less a member the next lines say left, and one who only declined to comment', () => {
    const text = `DECISION ON THE PROPOSAL TO DISQUALIFY A MAJORITY OF THE TRIBUNAL\nChairman of the Administrative Council\n\n4. The Tribunal was constituted on July 23, 2008. Its members were Judge Kenneth Keith,\na national of New Zealand, appointed as president pursuant to Article 38 of the ICSID\nConvention; Mr L. Yves Fortier, CC, QC, a national of Canada appointed by the Claimants; and\nSir Ian Brownlie, CBE, QC, a national of the United Kingdom, appointed by the Respondent.\nOn February 1, 2010, the Tribunal was reconstituted following Sir Ian Brownlie’s passing.\n5. On that same date, Judge Keith declined to furnish explanations.\n`
    expect(
      rolesOf({
        text,
        claimant: 'ConocoPhillips Petrozuata BV',
        respondent: 'Bolivarian Republic of Venezuela',
      }),
    ).toEqual(['Kenneth Keith | president', 'L. Yves Fortier | claimant-appointed'])
  })

  it('reads a party the subject window would cut, a double surname written with a space, and a president who accepted', () => {
    const replaced = `BESSERGLIK v. MOZAMBIQUE\nAWARD\nMembers of the Tribunal\nMr. Makhdoom Ali Khan, President\nThe Honourable L. Yves Fortier CC, QC, Arbitrator\nDr. Claus von Wobeser, Arbitrator\n\nOn December 9, 2014, Respondent replaced Mr. Basombrio as arbitrator\npursuant to Article 12 of Arbitration Rules and appointed Dr. Claus von Wobeser, a\nMexican national.\n`
    expect(
      extractAward({
        text: replaced,
        claimant: 'Oded Besserglik',
        respondent: 'Republic of Mozambique',
      }).tribunal.find((m) => m.name === 'Claus von Wobeser')?.role,
    ).toBe('respondent-appointed')
    const spaced = `LONGREEF v. VENEZUELA\nDECISION\nMembers of the Tribunal\nSir David A.O. Edward, President\nMr Enrique Gomez-Pinzón\nMr Alexis Mourre\n\nThe Arbitral Tribunal in this proceeding is composed of three members: Mr Enrique\nGomez Pinzón, a national of Colombia, appointed by the Claimant on May 18, 2011;\nMr Alexis Mourre, a national of France, appointed by the Respondent on June 6, 2011.\n`
    expect(
      extractAward({
        text: spaced,
        claimant: 'Longreef Investments A.V.V.',
        respondent: 'Bolivarian Republic of Venezuela',
      }).tribunal.find((m) => m.name.startsWith('Enrique'))?.role,
    ).toBe('claimant-appointed')
    const accepted = `LION v. MEXICO\nDECISION ON THE PROPOSAL TO DISQUALIFY\n\n14. On 2 March 2020, the Claimants appointed Dr. Guido Santiago Tawil as arbitrator. On 3 March 2020, the Respondent appointed Dr. Ioana Knoll-Tudor as arbitrator.\nOn 16 March 2020, the Parties informed the Centre of their agreement to seek the\nappointment of Mr. Michael Collins, a national of the United Kingdom.\nOn 20 March 2020, Mr. Collins accepted his appointment as presiding arbitrator.\n`
    expect(
      rolesOf({
        text: accepted,
        claimant: 'Lion Mexico Consolidated',
        respondent: 'United Mexican States',
      }).sort(),
    ).toEqual([
      'Guido Santiago Tawil | claimant-appointed',
      'Ioana Knoll-Tudor | respondent-appointed',
      'Michael Collins | president',
    ])
  })

  it("reads an opinion's author from its head where nothing else names a member", () => {
    const text = `Dissenting Opinion of Professor Francisco Orrego Vicuña\n\nLike with the dissent of this arbitrator in respect of the Decision on Jurisdiction, I very much regret not to share some views of my learned colleagues.\n`
    expect(tribunalOf(text)).toEqual(['Francisco Orrego Vicuña | arbitrator'])
  })

  it("reads the members a Chairman's letter on a challenge copies at its end", () => {
    const text = `Re: Vattenfall AB and others v. Federal Republic of Germany (ICSID Case No. ARB/12/12)\n\nDear Counsel,\n\nAccordingly, the Federal Republic of Germany’s Proposal to Disqualify the Members of\nthe Tribunal is hereby rejected.\n\nYours sincerely,\n\n[signed]\n\nDavid Malpass\nChairman of the Administrative Council\n\nAttachment\n\nce (by email, with attachment):\n\nProfessor Albert Jan van den Berg\nThe Honorable Charles Brower\nProfessor Vaughan Lowe, QC\n`
    expect(tribunalOf(text)).toEqual([
      'Albert Jan van den Berg | arbitrator',
      'Charles Brower | arbitrator',
      'Vaughan Lowe | arbitrator',
    ])
  })

  it('reads the party that appointed a member past the address the history sets after the name', () => {
    const text = `ENTES v. KYRGYZ REPUBLIC\nAWARD\nMembers of the Tribunal\nProfessor Turgut Oz Professor Sergei Lebedev\n\n21. Professor Turgut Oz, Kultur Universitesi Hukuk Fakultesi Medeni\nHukuk, Anabilim Dali Sirinevler Kampusu, E-5 Uzeri, Sirinevler-\nIstanbul, Turkey, was appointed by the Claimant on 4 April 2009.\n`
    expect(
      extractAward({
        text,
        claimant: 'Entes Industrial Plants',
        respondent: 'Kyrgyz Republic',
      }).tribunal.find((m) => m.name === 'Turgut Oz')?.role,
    ).toBe('claimant-appointed')
  })

  it("reads an appointment a reprint's running head cuts, and the party a communication came from", () => {
    const text = `AAPL v. SRI LANKA\nFINAL AWARD\nMembers of the Tribunal : Professor Berthold GOLDMAN, and\n: Dr. Samuel K.B. ASANTE\nPresident : Dr. Ahmed Sadek EL-KOSHERI\n\nBetween Asian Agricultural Products Ltd. (AAPL),\n\n5. On September 30, 1987, the Centre received a communication from\nAAPL to the effect that Professor Berthold Goldman has been appointed as member\n\f\n528 ICSID REVIEW--FOREIGN INVESTMENT LAW JOURNAL\n\nof the Tribunal in conformity with Rule 5.(1) of the Arbitration Rules. He accepted\nhis appointment as arbitrator on October 8, 1987.\n\nThe Republic of Sri Lanka appointed Dr. Samuel K. B. Asante by a letter dated\nOctober 20, 1987.\n`
    expect(tribunalOf(text, 'Asian Agricultural Products Ltd', 'Republic of Sri Lanka')).toEqual([
      'Berthold GOLDMAN | claimant-appointed',
      'Samuel K.B. ASANTE | respondent-appointed',
      'Ahmed Sadek EL-KOSHERI | president',
    ])
  })

  it('reads the party past an aside before its verb, and a name the cover gives by its initials in full', () => {
    const text = `MIMINCO v. CONGO\nAWARD\nMembers of the Tribunal\nProfessor Ahmed S. El-Kosheri, President\nThe Honorable Marc Lalonde, Arbitrator\nC.G. Weeramantry, Arbitrator\n\n3. On February 16, 2004, the Claimants, invoking Article 3(1) of the Arbitration Rules of the\nICSID (hereinafter the “Arbitration Rules”), appointed the Honorable Marc Lalonde, a\nCanadian citizen, as arbitrator. On August 5, 2004, the Respondent appointed Judge\nChristopher G. Weeramantry, a Sri Lankan citizen, as arbitrator.\n`
    expect(tribunalOf(text, 'Miminco LLC and others', 'Democratic Republic of the Congo')).toEqual([
      'Ahmed S. El-Kosheri | president',
      'Marc Lalonde | claimant-appointed',
      'Christopher G. Weeramantry | respondent-appointed',
    ])
  })

  it('reads an annulment committee, not the tribunal whose award it reviews', () => {
    const text = `HELNAN INTERNATIONAL HOTELS A/S\n\nDecision of the ad hoc Committee\n\nJudge Stephen M. Schwebel (President)\n\nRepresenting the Applicant:\nMr. Michael P. Lennon, Jr.\n\nMembers of the Committee\n\nJudge Bola Ajibola\n\nSecretary of the Committee\nNatali Sequeira\n\n1. ICSID received an Application for Annulment of the Award rendered on 3 July 2008\nby the Arbitral Tribunal comprised of Mr. Yves Derains (Chairman),\nProfessor Rudolf Dolzer and Mr. Michael Lee (‘the Tribunal’), in a dispute arising\nunder the Treaty.\n\n2. On 22 December 2008, an ad hoc Committee composed of Judge Stephen M.\nSchwebel (President), Judge Bola A. Ajibola, and Professor Campbell A.\nMcLachlan, was constituted to pass upon that Application.\n`
    expect(
      rolesOf({ text, claimant: 'Helnan', respondent: 'Arab Republic of Egypt', annulment: true }),
    ).toEqual([
      'Stephen M. Schwebel | committee-president',
      'Bola A. Ajibola | committee-member',
      'Campbell A. McLachlan | committee-member',
    ])
  })

  it("reads a president the Chairman was to appoint past a long description, and one the parties agreed on 'to serve as President'", () => {
    const rowley = `KHAN RESOURCES v. MONGOLIA\nDECISION ON THE PROPOSAL TO DISQUALIFY PROF. BRIGITTE STERN\n\n3. In its letter, Claimant appointed Professor Guido Santiago Tawil, an Argentine national, as arbitrator.\n\n4. On August 12, 2010, Respondent appointed Professor\nBrigitte Stern, a national of France, as arbitrator.\n\n6. On October 13, 2010, the Secretary-General informed the Parties that she intended\nto propose to the Chairman that he appoint Mr. J. William Rowley, QC, a national of\nCanada and a member of the ICSID Panel of Arbitrators designated by Mongolia, as the\n\npresident of the tribunal.\n`
    expect(tribunalOf(rowley, 'Khan Resources', 'Mongolia')).toContain(
      'J. William Rowley | president',
    )
    const paulsson = `MISEN ENERGY v. UKRAINE\nPROCEDURAL HISTORY\n\nThe Claimants appointed\nDr. Stanimir Alexandrov, a national of Bulgaria, as arbitrator.\n\nOn May 13, 2021, the Respondent appointed Professor W. Michael Reisman, a U.S.\nnational, as an arbitrator.\n\nOn June 25, 2021, the parties informed ICSID that they had agreed on the appointment of\nProfessor Jan Paulsson, a national of France and Sweden and Bahrain, to serve as President\n\nof the Tribunal.\n`
    expect(tribunalOf(paulsson, 'Misen Energy AB', 'Ukraine')).toEqual([
      'Stanimir Alexandrov | claimant-appointed',
      'W. Michael Reisman | respondent-appointed',
      'Jan Paulsson | president',
    ])
  })

  it('reads one president where the history also names the one a proposal or an illness ended', () => {
    const text = `GENERATION UKRAINE v. UKRAINE\nAWARD\n\nBefore the Arbitral Tribunal Dr Eugen Salpius\ncomprised of: Dr Jürgen Voss\n\nMr Jan Paulsson, President\n\n4.6 On 27 November 2000, the Claimant accepted the Respondent’s proposal\nof 22 November 2000 regarding the number of arbitrators and the method of\nconstituting the Arbitral Tribunal and appointed Dr Eugen Salpius, an Austrian\nnational, as an arbitrator. On 16 January 2001, the Respondent appointed Dr Jürgen\nVoss, a German national, as an arbitrator. On 6 February 2001, the Respondent\naccepted the Claimant’s proposal to appoint Dr Ibrahim F.I. Shihata, an Egyptian\nnational, as the President of the Arbitral Tribunal.\n\n4.13 On 18 April 2001, ICSID notified the Parties that, due to illness, Dr Shihata would no\nlonger be able to serve as President of the Arbitral Tribunal.\n`
    expect(tribunalOf(text, 'Generation Ukraine', 'Ukraine')).toEqual([
      'Eugen Salpius | claimant-appointed',
      'Jürgen Voss | respondent-appointed',
      'Jan Paulsson | president',
    ])
  })

  it('reads the members a sentence composes beside those a challenge names, less one who resigned', () => {
    const text = `PEY CASADO v. CHILE\nDECISION ON THE PROPOSAL TO DISQUALIFY\nSIR FRANKLIN BERMAN QC AND MR. V.V. VEEDER QC\n\nChairman of the Administrative Council\nDr. Jim Yong Kim\n\nThe Tribunal was composed of Sir Franklin Berman QC, a national of the United Kingdom,\nPresident, appointed by the Chairman of the Administrative Council pursuant to Article 38 of\nthe ICSID Convention; Professor Philippe Sands QC, a national of France and the United\nKingdom, appointed by the Claimants; and Mr. Alexis Mourre, a national of France,\nappointed by the Respondent.\n\nThe Tribunal was reconstituted on 31 January 2014, following the resignation of Professor\nPhilippe Sands QC. The Claimants appointed Mr. V.V. Veeder QC to replace Professor Sands\nQC.\n`
    expect(tribunalOf(text, 'Victor Pey Casado', 'Republic of Chile')).toEqual([
      'Franklin Berman | president',
      'Alexis Mourre | respondent-appointed',
      'V.V. Veeder | claimant-appointed',
    ])
  })

  it('reads the unchallenged members who decide a challenge, and leaves out one it disqualifies', () => {
    const burlington = `BURLINGTON RESOURCES v. ECUADOR\nDECISION ON THE PROPOSAL FOR DISQUALIFICATION OF\nPROFESSOR FRANCISCO ORREGO VICUNA\n\nChairman of the Administrative Council\nDr. Jim Yong Kim\n\nOn July 25, 2013, the ICSID Secretariat notified the Parties that the proceedings were\nsuspended until the Proposal was decided. Professors Gabrielle\nKaufmann-Kohler and Brigitte Stern (“the unchallenged arbitrators”) were seized of\nthe Proposal.\n\nCONCLUSIONS\n\nThe Respondent's proposal to disqualify Professor Francisco Orrego Vicuña is upheld.\n`
    expect(tribunalOf(burlington, 'Burlington Resources Inc.', 'Republic of Ecuador')).toEqual([
      'Gabrielle Kaufmann-Kohler | arbitrator',
      'Brigitte Stern | arbitrator',
    ])
    const blueBank = `BLUE BANK v. VENEZUELA\nDECISION ON THE PARTIES' PROPOSALS TO DISQUALIFY A MAJORITY OF THE TRIBUNAL\n\n5. By letter of October 8, 2012, the Claimant appointed Mr. José Maria Alonso, a national of the Kingdom of Spain, as arbitrator.\n\n9. By letter of July 31, 2013, the Centre informed the Parties of its intention to propose to the Chairman the appointment of Mr. Christer Söderlund, a national of the Kingdom of Sweden, as the presiding arbitrator.\n\nCONCLUSIONS\n\ni. Respondent’s proposal to disqualify Mr. Alonso pursuant to Article 57 of the\nICSID Convention is upheld.\n`
    expect(
      tribunalOf(blueBank, 'Blue Bank International', 'Bolivarian Republic of Venezuela'),
    ).toEqual(['Christer Söderlund | president'])
  })

  it("reads an opinion's author from a head on two lines, and signatures past a speck between them", () => {
    const opinion = `Uncitral Arbitration Proceedings\ncase CME Czech Republic B.V. v. The Czech Republic\n\nDissenting opinion\nof the Arbitrator JUDr Jaroslav Handl against the Partial Arbitration Award\n\nI. Introduction\n`
    expect(tribunalOf(opinion)).toEqual(['Jaroslav Handl | arbitrator'])
    const signed = `TANESCO v. IPTL\nDECISION ON PROVISIONAL MEASURES\n\n19. For the above reasons, the Tribunal declines to make the recommendations sought.\n\nDated this 20th day of December 1999,\nHon. Charles Brower Hon. Andrew Rogers QC\n\nUnnten, Breve uy :\n\nKenneth Rokison QC\n`
    expect(tribunalOf(signed)).toEqual([
      'Charles Brower | arbitrator',
      'Andrew Rogers | arbitrator',
      'Kenneth Rokison | arbitrator',
    ])
  })

  it('leaves out a member whose challenge the decision sustains, and keeps the one it does not', () => {
    const ics = `ICS INSPECTION AND CONTROL SERVICES LIMITED v. ARGENTINA\nDECISION ON CHALLENGE TO ARBITRATOR\n\nWHEREAS by letter dated July 28, 2009 the Claimant appointed Mr. Stanimir A. Alexandrov as arbitrator;\n\nNOW THEREFORE I, Jernej Sekolec, appointing authority in this matter, having considered all of the submissions:\n\nHEREBY SUSTAIN the challenge against Mr. Alexandrov as arbitrator in the above-referenced\narbitration.\n`
    expect(
      tribunalOf(ics, 'ICS Inspection and Control Services Limited', 'Argentine Republic'),
    ).toEqual([])
    const devas = `CC/DEVAS v. INDIA\nDECISION ON THE RESPONDENT'S CHALLENGE TO THE HON. MARC LALONDE AND PROF. FRANCISCO ORREGO VICUÑA\n\nThe Claimants appointed Professor Francisco Orrego Vicuña as arbitrator. The Respondent appointed Justice Anil Dev Singh as arbitrator. The two co-arbitrators appointed the Hon. Marc Lalonde as the presiding arbitrator.\n\nDECISION\n\nI HEREBY SUSTAIN the challenge brought against the appointment of Professor Francisco Orrego Vicufia by the Respondent in its Request of May 20, 2013, and HEREBY DENY the challenge brought against the appointment of the Hon. Marc Lalonde.\n`
    expect(tribunalOf(devas, 'CC/Devas (Mauritius) Ltd', 'Republic of India')).toEqual([
      'Marc Lalonde | president',
      'Anil Dev Singh | respondent-appointed',
    ])
  })

  it('reads the members a challenge to all of them names as furnishing their explanations', () => {
    const text = `AES CORPORATION v. ARGENTINE REPUBLIC\nDECISION ON THE RESPONDENT'S PROPOSAL TO DISQUALIFY ALL MEMBERS OF THE TRIBUNAL\n\n57. THE TRIBUNAL MEMBERS' EXPLANATIONS\n\nIn accordance with the schedule and ICSID Arbitration Rule 9(3), Prof. Ricardo Ramirez\nHernandez, Mr. Stephen Drymer and Prof. Domingo Bello Janeiro furnished their explanations on\nNovember 19, 2022, as follows:\n`
    expect(tribunalOf(text, 'AES Corporation', 'Argentine Republic')).toEqual([
      'Ricardo Ramirez Hernandez | arbitrator',
      'Stephen Drymer | arbitrator',
      'Domingo Bello Janeiro | arbitrator',
    ])
  })

  it("reads the other party's appointee beside a challenged member the title names", () => {
    const text = `MERCK SHARPE & DOHME (I.A.) CORPORATION v. ECUADOR\nDECISION ON CHALLENGE TO ARBITRATOR JUDGE STEPHEN M. SCHWEBEL\n\nIn its Notice, the Claimant appointed Judge Stephen M. Schwebel as arbitrator.\n\nBy letter dated December 30, 2011, the Respondent appointed Judge Bruno Simma as\narbitrator.\n\nHEREBY REJECT the challenge brought against Judge Stephen M. Schwebel under\nArticle 10(1) of the UNCITRAL Arbitration Rules.\n`
    expect(
      tribunalOf(text, 'Merck Sharpe & Dohme (I.A.) Corporation', 'Republic of Ecuador'),
    ).toEqual(['Stephen M. Schwebel | claimant-appointed', 'Bruno Simma | respondent-appointed'])
  })

  it("reads an opinion's author from the other forms of its head, in the spelling the text writes most", () => {
    const heads = [
      'Declaration appended to the Award by Arbitrator Santiago Torres Bernardez\n',
      'Abaclat and Others v. Argentina\nDissenting Opinion, Georges Abi-Saab\n',
      'GARANTI KOZA LLP\n(Claimant)\nand\nTURKMENISTAN\n(Respondent)\nDISSENTING OPINION\nBy\nLaurence Boisson de Chazournes\nArbitrator\n',
      'S.D. MYERS, INC.\nSeparate Opinion by Dr. Bryan Schwartz, concurring\nexcept with respect to performance requirements\n',
      'DISSENTING OPINION\nof\nGeorges Abi-Sab\nDISSENTING OPINION\nof\nProf. Georges Abi-Saab\n\nI - BACKGROUND\n\n[signed]\nGeorges Abi-Saab\n',
    ]
    expect(heads.map((head) => tribunalOf(`${head}\nI regret that I cannot agree.\n`))).toEqual([
      ['Santiago Torres Bernardez | arbitrator'],
      ['Georges Abi-Saab | arbitrator'],
      ['Laurence Boisson de Chazournes | arbitrator'],
      ['Bryan Schwartz | arbitrator'],
      ['Georges Abi-Saab | arbitrator'],
    ])
  })

  it('reads members an address list gives under their appointment, past a semicolon OCR read for the colon, and a president appointed without "as"', () => {
    const text = `FINAL AWARD\n\nC. THE TRIBUNAL\n\n8. By his Notice of Arbitration dated 7 October 2009, PV appointed as\nArbitrator;\n\nJUDr. Bohuslav Klein\n\nKralupska 14\n\n9. By letter dated 3 December 2009, the Minister of Finance of the Czech\nRepublic, Eduard Janota, appointed as Arbitrator:\n\nMaitre Laurent Levy\n\nLevy Kaufmann-Kohler\n\n10. By agreement of the two Party-appointed Arbitrators, Mr John Beechey was appointed Chairman of the\nArbitral Tribunal ("the Tribunal").\n\n11. At the time Mr Paulsson was appointed President in the GAMI Arbitration, he sat elsewhere.\n`
    expect(tribunalOf(text, 'Peter Franz Vocklinghaus', 'Czech Republic')).toEqual([
      'Bohuslav Klein | arbitrator',
      'Laurent Levy | respondent-appointed',
      'John Beechey | president',
    ])
    // (in a list, 'arbitrator appointed by the Claimant;' closes an item: the next name is not its)
    const list = `3. The arbitral tribunal is made up of:\nJuan Antonio CREMADES, Esq.\nCalle Antonio Maura, No. 10\narbitrator appointed by the Claimant;\nEric TEYNIER, Esq.\n56, rue de Londres\narbitrator appointed by the Respondent;\n`
    expect(tribunalOf(list, 'Getma International', 'Republic of Guinea')).toEqual([])
  })

  it('reads appointments that replace a member or name the rule before the member, not a counsel who replaces another', () => {
    const text = `2. EnCana elected for UNCITRAL arbitration, nominating as its arbitrator, pursuant to Article 7(1) of\nthe UNCITRAL Arbitration Rules (the Rules), Dr Horacio Grigera Naón, an Argentine\nnational. Pursuant to the same Article, Ecuador nominated Dr Alfonso Barrera Valverde, an\nEcuadorian national. The two arbitrators subsequently appointed Professor James Crawford\nSC, an Australian national, as presiding arbitrator.\n\n3. On 1 July 2003 the resignation of Dr Alfonso Barrera Valverde was notified to the\nTribunal. Subsequently Ecuador appointed Mr Christopher Thomas to substitute Mr. Barrera Valverde.\n\n4. The Respondent appointed Gavan Griffith QC to replace Mr. John Karkar QC as senior counsel.\n`
    expect(tribunalOf(text, 'EnCana Corporation', 'Republic of Ecuador')).toEqual([
      'James Crawford | president',
      'Christopher Thomas | respondent-appointed',
      'Horacio Grigera Naón | claimant-appointed',
    ])
  })

  it('reads a challenged member and the member deciding beside the president from the opening paragraph', () => {
    const text = `ICSID Case No. ARB/01/13\nSGS Société Générale de Surveillance S.A.\nv.\nIslamic Republic of Pakistan\nDecision on Claimant's Proposal to Disqualify Arbitrator\n\n19 December 2002\n\nIn accordance with ICSID Arbitration Rule 9(4), the President of the Tribunal (the President) and Mr André\nFaurès address in this Decision the proposal of SGS (SGS or the Claimant) of 22 November 2002, to\ndisqualify Mr J. Christopher Thomas as arbitrator in this case.\n\nMr Thomas was appointed by the Islamic Republic of Pakistan (Pakistan or the Respondent) by letter of 9\nAugust 2002.\n\nFor the foregoing reasons, we hold that the Claimant's proposal for disqualification must be dismissed.\n`
    expect(
      tribunalOf(text, 'SGS Société Générale de Surveillance SA', 'Islamic Republic of Pakistan'),
    ).toEqual(['J. Christopher Thomas | respondent-appointed', 'André Faurès | arbitrator'])
  })

  it('reads signatures with post-nominals, a line OCR read twice, titles run together, and the block above an appended dissent with its author', () => {
    const bridas = `SECOND PARTIAL AWARD\n\n${'The Tribunal finds that the claim is admissible. '.repeat(200)}\nWe hereby declare and award as follows.\n\nMade by the arbitrators and signed in the original as of October 21, 1999.\n\nEdward C. Chiasson, Q.C., Chairman Chiasson, Q.C., Chairman\nG . to, Rang\nGriffin B. Bell, Esq., Arbitrator\n\nProfessor Smit does not agree with the substantive conclusions.\n\n2. Bridas Energy International, Ltd. : Dissent of Hans Smit,\nArbitrator\n\n${'I cannot agree with the majority on this point. '.repeat(160)}\n`
    expect(tribunalOf(bridas)).toEqual([
      'Edward C. Chiasson | president',
      'Griffin B. Bell | arbitrator',
      'Hans Smit | arbitrator',
    ])
    const tcw = `CONSENT AWARD\n\nMADE at the place of arbitration, New York, this 16th day of July 2009.\n\nProf. Dr. Karl-Heinz Böckstiegel\nChairman of the Tribunal\n\nDAS. ak Kouta\n\nProf. Dr. Juan Fernandez Armesto “Mr. Mark Kantor, Esq.\nArbitrator Arbitrator\n`
    expect(tribunalOf(tcw)).toEqual([
      'Juan Fernandez Armesto | arbitrator',
      'Mark Kantor | arbitrator',
      'Karl-Heinz Böckstiegel | president',
    ])
    const diag = `AWARD\n\nPrague 6, 4 August 2008\n\nProf. JUDr. Kvetoslav Ruzicka, PhD.\npresiding arbitrator\n\nProf. JUDr. Monika Pauknerova, PhD. JUDr. Zdenek Rusek\narbitrator arbitrator\n`
    expect(tribunalOf(diag)).toEqual([
      'Monika Pauknerova | arbitrator',
      'Zdenek Rusek | arbitrator',
      'Kvetoslav Ruzicka | president',
    ])
  })

  it('reads an emergency arbitrator and a sole arbitrator OCR damaged from the signature', () => {
    const emergency = `Award on Emergency Measures\n\n66. For the foregoing reasons, the Claimant's Application is dismissed.\n\nSeat of the Emergency Arbitration: Stockholm\n\nDate: 30 May 2016\n\nGeorgios Petrochilos\nEmergency Arbitrator\n`
    expect(tribunalOf(emergency)).toEqual(['Georgios Petrochilos | sole-arbitrator'])
    const sole = `Final Award\n\nC. All requests are denied and rejected.\n\nPlace of Arbitration: Paris (France)\n\nFinal Award\n\nSoje Arfiitrator\n\nDr. Gonzalo Stampa\n\n126\n`
    expect(tribunalOf(sole)).toEqual(['Gonzalo Stampa | sole-arbitrator'])
  })

  it('reads appointments "respectively" after the parties, an elliptical second appointment, an ordinal function, and a president who signs alone', () => {
    const abitibi = `CONSENT AWARD\n\nMembers of the Tribunal\nProfessor Andreas Bucher, President\nMr. Doak Bishop, Arbitrator\nDr. Gavan Griffith, Q.C., Arbitrator\n\nOn 22 June 2010, the Arbitral Tribunal was constituted as follows: Mr. Doak Bishop\n(American) and Dr. Gavan Griffith, Q.C. (Australian), were each appointed as arbitrators\nby the Claimant and the Respondent, respectively, and Professor Andreas Bucher (Swiss)\n\nwas appointed as presiding arbitrator by agreement of the Parties.\n`
    expect(tribunalOf(abitibi, 'AbitibiBowater Inc.', 'Government of Canada')).toEqual([
      'Andreas Bucher | president',
      'Doak Bishop | claimant-appointed',
      'Gavan Griffith | respondent-appointed',
    ])
    const eureko = `PARTIAL AWARD\n\nIn accordance with Article 12 of the Treaty, Claimant designated Judge Stephen\nM. Schwebel as arbitrator and Respondent designated Professor Jerzy Rajski. The party-\nappointed arbitrators appointed Mr. L. Yves Fortier, CC, QC as President of the Tribunal.\n\n${'The Tribunal has considered the submissions. '.repeat(10)}\n\nMr. L. Yves Fortier, Chairman\n`
    expect(tribunalOf(eureko, 'Eureko B.V.', 'Republic of Poland')).toEqual([
      'Stephen M. Schwebel | claimant-appointed',
      'L. Yves Fortier | president',
      'Jerzy Rajski | respondent-appointed',
    ])
    const belokon = `In his Request for Arbitration, the Claimant appointed Professor Kaj Hobér as the first arbitrator.\n\nBy letter dated September 5, 2011, the Respondent appointed Mr. Niels Schiersing as the\nsecond arbitrator.\n`
    expect(tribunalOf(belokon, 'Valeri Belokon', 'Kyrgyz Republic')).toEqual([
      'Kaj Hobér | claimant-appointed',
      'Niels Schiersing | respondent-appointed',
    ])
  })

  it('keeps a member who replaced another or gave reasons for not resigning', () => {
    const text = `AWARD\n\nANDRÉS RIGO SUREDA, PRESIDENT\nALEJANDRO M. GARRO, ARBITRATOR\nJUDD L. KESSLER, ARBITRATOR\n\n2. Replacement of Mr. Whitney Debevoise by Mr. Judd Kessler as party-\nappointed arbitrator by the Claimant\n\nOn April 3, 2007, the Secretary of the Tribunal notified the Parties of Mr. Whitney\nDebevoise’s resignation as an arbitrator.\nOn April 12, 2007, the Claimant appointed Mr. Judd L. Kessler to substitute Mr.\n\nDebevoise.\n\nBy letter of August 9, 2007 addressed to the President of the Tribunal,\nMr. Kessler gave his reasons for not resigning from the Tribunal.\n`
    expect(tribunalOf(text, 'National Grid plc', 'Argentine Republic')).toContain(
      'Judd L. Kessler | claimant-appointed',
    )
  })

  it('reads a president who signs after the function, and the arbitrators under their heading', () => {
    const text = `AWARD\n\nconsisting of the Presiding Arbitrator M.Z. Pak and the arbitrators N.G. Vilkova\nand L.G. Balayan, in the presence of court secretaries\n\n${'The Tribunal has examined the claims.\n\n'.repeat(6)}4. To dismiss the Claimants’ claim.\n\nPresiding Arbitrator M.Z. Pak\n\nArbitrators\n\nN.G. Vilkova L.G. Balayan\n98\n`
    expect(tribunalOf(text)).toEqual([
      'M.Z. Pak | president',
      'N.G. Vilkova | arbitrator',
      'L.G. Balayan | arbitrator',
    ])
  })
})

// Members the text says left the tribunal: apart from those who decided, with how they left, the
// sentence that says so and the role they held. The wording is the awards' own, shortened.
describe('members who left the tribunal', () => {
  const departed = (text: string, claimant: string, respondent: string) => {
    const x = extractAward({ text, claimant, respondent })
    return {
      tribunal: x.tribunal.map((m) => m.name),
      departed: x.departed.map((d) => ({
        name: d.name,
        role: d.role,
        status: d.status,
        evidence: d.evidence.text,
      })),
    }
  }

  it('keeps a member who resigned, appointed by the respondent (Wena Hotels v. Egypt)', () => {
    const text = `AWARD\nPresident: Monroe LEIGH, Esq.\nMembers of the Tribunal: Prof. Ibrahim FADLALLAH\n\nProf. Don. WALLACE, Jr.\n\n2. Wena appointed Professor Ibrahim Fadlallah, a national of Lebanon, as an arbitrator. Egypt then appointed Hamzeh Ahmed Haddad, a national\nof Jordan, as an arbitrator. The Chairman of the ICSID's Administrative Council had appointed Mr. Leigh as the arbitrator to be the President of\nthe Arbitral Tribunal.\n\n8. On August 14, 1999, Professor Hamzeh Ahmed Haddad resigned from the Tribunal — apologizing that, as\na result of his new duties as Minister of Justice for Jordan, he would no longer be able to continue as a member of the\nTribunal. The Tribunal was reconstituted on September 14, 1999 with the appointment by Egypt of Mr. Michael F.\nHoellering as the replacement for Professor Haddad.\n`
    const x = departed(text, 'Wena Hotels Ltd', 'Arab Republic of Egypt')
    expect(x.tribunal.join()).not.toContain('Haddad')
    expect(x.departed).toEqual([
      {
        name: 'Hamzeh Ahmed Haddad',
        role: 'respondent-appointed',
        status: 'resigned',
        evidence:
          'On August 14, 1999, Professor Hamzeh Ahmed Haddad resigned from the Tribunal — apologizing that, as a result of his new duties as Minister of Justice for Jordan, he would no longer be able to continue as a member of the Tribunal.',
      },
    ])
  })

  it('keeps a member who passed away, at the line that names him (Urbaser v. Argentina)', () => {
    const text = `Decision on Jurisdiction\n\nRendered by\nProfessor Andreas Bucher, President\nProfessor Pedro J. Martinez-Fraga, Arbitrator\nProfessor Campbell McLachlan QC, Arbitrator\n\n7. On February 23, 2009, Respondent appointed Sir Ian Brownlie, a national of\nthe United Kingdom, as arbitrator. On February 26, 2009, the Centre confirmed that\nSir Ian had accepted his appointment.\n\n13. On January 3, 2010, Sir Ian Brownlie passed away. Pursuant to Arbitration\nRule 10(2), the proceeding was thus suspended and the Argentine Republic was\ninvited to appoint an arbitrator.\n\n14. On February 26, 2010, the Argentine Republic appointed Professor Campbell\nMcLachlan QC, a national of New Zealand as arbitrator.\n`
    const x = extractAward({ text, claimant: 'Urbaser SA', respondent: 'The Argentine Republic' })
    expect(x.tribunal.map((m) => m.name).join()).not.toContain('Brownlie')
    expect(x.departed).toEqual([
      {
        name: 'Ian Brownlie',
        role: 'respondent-appointed',
        status: 'deceased',
        evidence: { line: 12, text: 'On January 3, 2010, Sir Ian Brownlie passed away.' },
        appointment: {
          line: 8,
          text: '7. On February 23, 2009, Respondent appointed Sir Ian Brownlie, a national of',
        },
      },
    ])
  })

  it('keeps a president replaced by the parties’ agreement (Vannessa Ventures v. Venezuela)', () => {
    const text = `AWARD\nMembers of the Tribunal\nDr. Robert Briner, President\nJudge Charles N. Brower, Arbitrator\nProfessor Brigitte Stern, Arbitrator\n\n5. By letter dated January 26, 2005, Claimant appointed Judge Charles N. Brower, a\nnational of the United States of America, as arbitrator.\n\n6. On May 20, 2005, the Parties informed the Centre that they had jointly appointed\nMr V.V. Veeder, a national of the United Kingdom, as the third and presiding arbitrator.\n\n20. On June 21, 2007, Respondent appointed Professor Brigitte Stern, a national of\nFrance, as arbitrator. On October 18, 2007, Respondent and Claimant\nseparately informed the Centre that the Parties had agreed to appoint Dr Robert Briner, a national\n\nof Switzerland, as the presiding arbitrator to replace Mr Veeder.\n`
    const x = departed(text, 'Vannessa Ventures Ltd', 'Bolivarian Republic of Venezuela')
    expect(x.tribunal).toEqual(['Robert Briner', 'Charles N. Brower', 'Brigitte Stern'])
    expect(x.departed).toEqual([
      {
        name: 'V.V. Veeder',
        role: 'president',
        status: 'replaced',
        evidence:
          'On October 18, 2007, Respondent and Claimant separately informed the Centre that the Parties had agreed to appoint Dr Robert Briner, a national of Switzerland, as the presiding arbitrator to replace Mr Veeder.',
      },
    ])
  })

  it('reads what left a vacancy after the name (Salini v. Jordan)', () => {
    const text = `AWARD\nMembers of the Tribunal\nMr. Gilbert Guillaume, President\nMr. Bernardo Cremades, Arbitrator\nSir Ian Sinclair, Arbitrator\n\nThe Claimants appointed Mr. Bernardo Cremades, a national of Spain, as arbitrator. The Respondent appointed Mr. Eric Schwartz, a national of the United States, as arbitrator.\nOn 28 May 2003, the Respondent appointed Sir Ian Sinclair, a national of the United Kingdom, to fill the vacancy created by Mr. Schwartz’s resignation.\n`
    expect(
      departed(text, 'Salini Costruttori SpA', 'Hashemite Kingdom of Jordan').departed,
    ).toEqual([
      {
        name: 'Eric Schwartz',
        role: 'respondent-appointed',
        status: 'resigned',
        evidence:
          'On 28 May 2003, the Respondent appointed Sir Ian Sinclair, a national of the United Kingdom, to fill the vacancy created by Mr. Schwartz’s resignation.',
      },
    ])
  })

  it('gives no status to a resignation asked for, not made (Electrabel v. Hungary, Caratube v. Kazakhstan)', () => {
    const text = `DECISION\nMembers of the Tribunal\nProfessor Gabrielle Kaufmann-Kohler, President\nProfessor Brigitte Stern, Arbitrator\n\nThe Claimant appointed Mr. V.V. Veeder as arbitrator. The Respondent appointed Professor Brigitte Stern as arbitrator.\n“Electrabel does not seek to embarrass Professor Stern or force her to resign.”\nOn 15 January 2014, the Claimant sent a letter to the ICSID Secretariat,\nrequesting Professor Stern to resign from the Arbitral Tribunal pursuant to Article 8\nof the ICSID Arbitration Rules (“Request for Professor Stern’s Resignation”).\n`
    expect(departed(text, 'Electrabel SA', 'Republic of Hungary').departed).toEqual([])
  })
})
