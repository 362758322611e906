import { describe, expect, it } from 'vitest'
import { cleanTitle, titleFault } from './titles.ts'

// Titles as the Dutch treaty register writes them (nl-treaties, title_en).
const REGISTER = {
  noteOnly:
    '<sup>1) [Red: Montenegro heeft volstaan met één antwoordbrief aan België welke geacht wordt ook te zijn gericht aan Nederland en Luxemburg.] </sup>',
  noteAfter:
    'Agreement concerning the adoption of uniform technical prescriptions for wheeled vehicles. <sup>1) Former title of the Agreement: Agreement Concerning the Adoption of Uniform Conditions of Approval for Motor Vehicle Equipment and Parts, done at Geneva on 20 March 1958. </sup>',
  noteInside:
    'Multilateral Agreement … Kosovo (UNMIK)<sup>1 Overeenkomstig Resolutie 1244 van de VN-Veiligheidsraad van 10 juni 1999. </sup> betreffende de totstandbrenging',
  link: 'Additional Protocol to the [Convention concerning Customs Facilities for Touring](../../../../../../../../../../../../verdrag/convention/concerning/customs/facilities/for/touring/BWBV0005182/README.md), relating to the Importation of Tourist Publicity Documents and Material',
  cutNote: 'Minimum standards for simultaneous interpretation equipment<sup> 2)  It shall be',
}

describe('titleFault', () => {
  it('names what a title of the register still holds', () => {
    expect(titleFault(REGISTER.noteOnly)).toEqual(['markup', 'register note'])
    expect(titleFault(REGISTER.link)).toEqual(['Markdown link', 'file path'])
    expect(titleFault('see ../verdrag/BWBV0005182/README.md')).toEqual(['file path'])
    expect(titleFault('**Article 5**')).toEqual(['Markdown'])
    expect(titleFault('Fish &amp; Chips')).toEqual(['markup'])
  })

  it('leaves case numbers, citations, slashed names and and/or alone', () => {
    for (const title of [
      'ICSID Case No. ARB/07/5',
      'Regulation 1257/2012',
      'AT.35773 Contship/Italia/TMM/Tecomar Consortia',
      'AT.39986 Motorola - Enforcement of ITU/ISO/IEC and IEEE standard essential patents',
      'Agreement on parts which can be fitted and/or be used on wheeled vehicles',
      'Case C-411/15 P, Timab Industries v Commission',
      'Claims < USD 1 million',
    ])
      expect(titleFault(title)).toEqual([])
  })
})

describe('cleanTitle', () => {
  it('drops register notes whole, and is empty when a title was nothing but a note', () => {
    expect(cleanTitle(REGISTER.noteOnly)).toBe('')
    expect(cleanTitle(REGISTER.noteAfter)).toBe(
      'Agreement concerning the adoption of uniform technical prescriptions for wheeled vehicles.',
    )
    expect(cleanTitle(REGISTER.noteInside)).toBe(
      'Multilateral Agreement … Kosovo (UNMIK) betreffende de totstandbrenging',
    )
    expect(cleanTitle(REGISTER.cutNote)).toBe(
      'Minimum standards for simultaneous interpretation equipment',
    )
  })

  it('keeps a link’s text and drops its path', () => {
    expect(cleanTitle(REGISTER.link)).toBe(
      'Additional Protocol to the Convention concerning Customs Facilities for Touring, relating to the Importation of Tourist Publicity Documents and Material',
    )
  })

  it('drops tags, emphasis and escapes, decodes entities, and reads clean after', () => {
    expect(cleanTitle('<b>Fish</b> &amp; **Chips** \\[2\\]')).toBe('Fish & Chips [2]')
    expect(cleanTitle('V,___THE NATURE OF THE CLAIM')).toBe('V, THE NATURE OF THE CLAIM')
    expect(cleanTitle('Challenge of arbitrators** (articles 11 to 13)')).toBe(
      'Challenge of arbitrators (articles 11 to 13)',
    )
    for (const title of Object.values(REGISTER)) expect(titleFault(cleanTitle(title))).toEqual([])
  })
})
