import { describe, expect, it } from 'vitest'
import {
  cleanPersonName,
  entitySlug,
  firmKey,
  fold,
  looksLikePersonName,
  namesFirmOffice,
  personKey,
  recased,
} from './names.ts'

describe('names', () => {
  it('drops titles, post-nominals and a trailing role', () => {
    expect(cleanPersonName('Prof. Gabrielle Kaufmann-Kohler')).toBe('Gabrielle Kaufmann-Kohler')
    expect(cleanPersonName('Professor JakSa Barbi¢, Arbitrator')).toBe('Jakša Barbić')
    expect(cleanPersonName('Prof. JUDr. Monika PauknerovA, PhD.')).toBe('Monika Pauknerová')
    expect(cleanPersonName('Mr. Ian MacSween')).toBe('Ian MacSween')
    expect(cleanPersonName('Me. Denisse DelSignore')).toBe('Denisse DelSignore')
    expect(cleanPersonName('Prof. Dr. Karl-Heinz, Bockstiegel, Arbitrator')).toBe(
      'Karl-Heinz Bockstiegel',
    )
    expect(cleanPersonName('The Hon. L. Yves Fortier, QC, Presiding Arbitrator')).toBe(
      'L. Yves Fortier',
    )
    expect(cleanPersonName('Sir Christopher Greenwood GBE CMG QC')).toBe('Christopher Greenwood')
    expect(cleanPersonName('H.E. Judge Peter Tomka')).toBe('Peter Tomka')
    expect(cleanPersonName('Mr V.V.Veeder, President')).toBe('V.V. Veeder')
    expect(cleanPersonName('Prof. Dr. Karl-Heinz Böckstiegel, President')).toBe(
      'Karl-Heinz Böckstiegel',
    )
    expect(cleanPersonName('Dr Horacio A. Grigera Na6n;')).toBe('Horacio A. Grigera Naon')
    expect(cleanPersonName('Professor Dr. Dr. h.c. Rüdiger Wolfrum')).toBe('Rüdiger Wolfrum')
    expect(cleanPersonName('Prof. Dr. Dr. h.c. mult. Rüdiger Wolfrum')).toBe('Rüdiger Wolfrum')
    expect(cleanPersonName('Arbitrator: James H. Carter, USA')).toBe('James H. Carter')
    expect(looksLikePersonName('Red Sea Islands Arbitration')).toBe(false)
    expect(looksLikePersonName('Poltava Gas B.V.')).toBe(false)
    expect(looksLikePersonName('On June')).toBe(false)
  })

  it('one person under one key whatever honours, commas and brackets the award puts around the name', () => {
    expect(personKey('Doctor Tatiana B. de Maekelt')).toBe(personKey('Tatiana B. de Maekelt'))
    expect(personKey('L. Yves Fortier PC CC OQ')).toBe(personKey('L. Yves Fortier'))
    expect(cleanPersonName('Rt. Hon, Lord Hoffmann')).toBe('Lord Hoffmann')
    expect(cleanPersonName('Dr, Eduardo Silva Romero')).toBe('Eduardo Silva Romero')
    expect(cleanPersonName('Gavan Griffith QC)')).toBe('Gavan Griffith')
    expect(cleanPersonName('Dean Céline Lévesque')).toBe('Céline Lévesque')
    expect(
      cleanPersonName('Hon’ble Mr. Justice S.P. Bharucha [Former Chief Justice of India],'),
    ).toBe('S.P. Bharucha')
    expect(cleanPersonName('Tan Sri Dato’ Cecil W.M. Abraham')).toBe('Cecil W.M. Abraham')
    expect(cleanPersonName('The Right Honourable Lord Bingham of Cornhill')).toBe(
      'Lord Bingham of Cornhill',
    )
    expect(cleanPersonName('Lord Nicholas Phillips Baron of Worth Matravers')).toBe(
      'Lord Nicholas Phillips',
    )
    expect(cleanPersonName('Ms. Blanca Del Carmen Martinez . .')).toBe('Blanca Del Carmen Martinez')
  })

  it('does not read a firm, a place or the parties as a person', () => {
    expect(looksLikePersonName('ZULETA Abogados Asociados S.A.S')).toBe(false)
    // A name run into its company, role or a second person ('Mr. X Mr. Y' of two columns).
    for (const joined of [
      'Bernd Fritzinger Daimler Financial Services AG',
      'Eugene J. SilvaExxon Mobil Corporation',
      'Fortune Chimbaru Acting Director Civil Division',
      'Jin Woo Pae Ansung Housing Co.',
      'Shawn Scott Vice Chairman Sanum Investments',
      'Rostislav Pekař Mr. Frédéric G. Sourgens',
      'Alfredo Villaggi Witness',
      'Karl-Heinz Béckstiegel MrJ. Christopher Thomas',
      'Craig S. Miles King & Spalding',
      'David Pawlak David A. Pawlak LLC',
    ])
      expect(looksLikePersonName(joined), joined).toBe(false)
    expect(looksLikePersonName('Washington D.C.')).toBe(false)
    expect(looksLikePersonName('The Parties')).toBe(false)
    expect(looksLikePersonName('Eingang Zedlitzgasse')).toBe(false)
    expect(looksLikePersonName('Chamber of Commerce')).toBe(false)
    expect(looksLikePersonName('The Rt Hon')).toBe(false)
  })

  it('reads a name whose first word starts like a function word, and an Irish surname', () => {
    expect(looksLikePersonName('Noé Fernando Piérola-Castro')).toBe(true)
    expect(looksLikePersonName('Colm Ó hOisín')).toBe(true)
  })

  it('merges spellings under one key: case, accents, apostrophes, middle initials', () => {
    expect(personKey('Prof. Gabrielle Kaufmann-Kohler')).toBe(
      personKey('gabrielle kaufmann kohler'),
    )
    expect(personKey('Stanimir A. Alexandrov')).toBe(personKey('Stanimir Alexandrov'))
    expect(personKey('Raúl E. Vinuesa')).toBe(personKey('Raul Vinuesa'))
    expect(personKey("Brigitte O'Stern")).toBe(personKey('Brigitte Ostern'))
    // Initials alone are kept when they are all there is besides the surname.
    expect(personKey('V.V. Veeder')).toBe('v v veeder')
    expect(fold('Côte d’Ivoire')).toBe('cote divoire')
    expect(fold('Bjørn Ærø Łódź Đorđe')).toBe('bjorn aero lodz dorde')
    expect(firmKey('White & Case LLP')).toBe(firmKey('WHITE & CASE'))
    // One firm for its offices, its ampersand and its legal form however written.
    expect(firmKey('DLA Piper UK LLP')).toBe(firmKey('DLA Piper'))
    expect(firmKey('Baker Botts (UK) LLP')).toBe(firmKey('Baker Botts LLP'))
    expect(firmKey('Foley & Hoag LLP')).toBe(firmKey('Foley Hoag LLP'))
    expect(firmKey('Crowell & Moring L.L.P')).toBe(firmKey('Crowell & Moring LLP'))
    expect(firmKey('Curtis Mallet-Prevost, Colt & Mosle SC')).toBe(
      firmKey('Curtis, Mallet-Prevost, Colt & Mosle LLP'),
    )
  })

  it('cuts a title, an office or a firm the layout ran into a name, as the corpus writes them', () => {
    expect(cleanPersonName('Ms. Agnes Devanadera Solicitor')).toBe('Agnes Devanadera')
    expect(cleanPersonName('Emmanouela Panopoulou Member')).toBe('Emmanouela Panopoulou')
    expect(cleanPersonName('Mr. Andrew Lind Gadens Lawyers')).toBe('Andrew Lind')
    expect(cleanPersonName('B Professor Stern')).toBe('B Stern')
    expect(cleanPersonName('Dr. Felipe Daruiz Ferro Procuraduria General of the Bolivarian')).toBe(
      'Felipe Daruiz Ferro',
    )
    // A given name and a surname are left whatever follows.
    expect(cleanPersonName('Mr. John Lawyers')).toBe('John Lawyers')
    expect(cleanPersonName('Mr. John Smith Lawyers')).toBe('John Smith')
    expect(cleanPersonName('Ms. Maria Cecilia Rachadell DLA InterJuris Abogados S.C.')).toBe(
      'Maria Cecilia Rachadell',
    )
    expect(cleanPersonName('Mr. Todd Weiler Barrister & Solicitor')).toBe('Todd Weiler')
    expect(cleanPersonName('Dr. Carlos Mihanovich Procuración del Tesoro de la Nación')).toBe(
      'Carlos Mihanovich',
    )
  })

  it('gives one key per firm: legal forms, offices, OCR digits and known aliases', () => {
    const same = [
      ['VINSON & ELKINS RLLP', 'Vinson & Elkins LLP'],
      ['G6mez Acebo & Pombo Abogados', 'Gomez-Acebo & Pombo'],
      ['King & Spalding International LLP', 'King & Spalding LLP'],
      ['Freshfields Bruckhaus Deringer US LLP', 'Freshfields Bruckhaus Deringer LLP'],
      ['Bruckhaus Deringer LLP', 'Freshfields Bruckhaus Deringer LLP'],
      ['Arnold & Porter Kay Scholer LLP', 'Arnold & Porter Kaye Scholer LLP'],
      ['Arnold & Porter Kaye Scholer LLP', 'Arnold & Porter LLP'],
      ['Sidley Austin Brown & Wood LLP', 'Sidley Austin LLP'],
      ['Mallet-Prevost, Colt & Mosle LLP', 'Curtis, Mallet-Prevost, Colt & Mosle LLP'],
      ['Covington & Burlington', 'Covington & Burling LLP'],
      ['Giirel Yoriiker Law Offices', 'Gürel Yörüker'],
      ['Buruiana & Partners, Attorneys-at-law', 'Buruiana & Partners'],
    ]
    for (const [a, b] of same) expect(firmKey(a), `${a} = ${b}`).toBe(firmKey(b))
    expect(firmKey('King & Spalding LLP')).not.toBe(firmKey('King Branson LLP'))
    expect(firmKey('K&L Gates LLP')).not.toBe(firmKey('Kim & Lee LLC'))
    expect(namesFirmOffice('Freshfields Bruckhaus Deringer US LLP')).toBe(true)
    expect(namesFirmOffice('Skadden, Arps, Slate, Meagher & Flom (UK) LLP')).toBe(true)
    expect(namesFirmOffice('Freshfields Bruckhaus Deringer LLP')).toBe(false)
  })

  it('tells names from headings and prose', () => {
    expect(looksLikePersonName('Albert Jan van den Berg')).toBe(true)
    expect(looksLikePersonName('INVESTMENT DISPUTES')).toBe(false)
    expect(looksLikePersonName('Secretary of the Tribunal')).toBe(false)
    expect(looksLikePersonName('On behalf of the parties')).toBe(false)
    expect(looksLikePersonName('Comprised of')).toBe(false)
    expect(looksLikePersonName('Administrative Council')).toBe(false)
    expect(looksLikePersonName('Oo FP Pp')).toBe(false)
    expect(looksLikePersonName('Herbert’ = Golsong')).toBe(false)
  })

  it("repairs what OCR does to a name's letters and prints capitals in a name's case", () => {
    expect(cleanPersonName('Michael C, Pryles, President of the Tribunal')).toBe(
      'Michael C. Pryles',
    )
    expect(cleanPersonName('lan Glick, Q.C.')).toBe('Ian Glick')
    expect(recased('BERNARD HANOTIAU')).toBe('Bernard Hanotiau')
    expect(recased('Ahmed S. EL-KOSHERI')).toBe('Ahmed S. El-Kosheri')
    expect(recased('Albert Jan VAN DEN BERG')).toBe('Albert Jan van den Berg')
    expect(recased('Donald M. MCRAE')).toBe('Donald M. McRae')
    // Two capitals in a name with lower case are initials.
    expect(recased('Julian DM Lew')).toBe('Julian DM Lew')
    expect(recased('Mohamed Amin EL MAHDI')).toBe('Mohamed Amin El Mahdi')
    expect(recased('FLORENTINO P. FELICIANO')).toBe('Florentino P. Feliciano')
  })

  it('makes lower-case slugs, unique among those taken', () => {
    expect(entitySlug('Gabrielle Kaufmann-Kohler', new Set())).toBe('gabrielle-kaufmann-kohler')
    expect(entitySlug('José Rosell', new Set(['jose-rosell']))).toBe('jose-rosell-2')
  })
})
