import { describe, expect, it } from 'vitest'
import { chainSegments, classifyJudgment, operativePart } from './cjeu-subjects.ts'

const subjects = (keywords: string, text = '') => {
  const s = classifyJudgment({ keywords, text })
  return [...s.fields, ...s.competitionFields]
}

describe('the subject of a Court of Justice judgment', () => {
  it('reads the fields its keyword heading names', () => {
    expect(
      subjects(
        'Reference for a preliminary ruling — Intellectual property — Copyright and related rights in the information society — Directive 2001/29/EC — Right of communication of works to the public',
      ),
    ).toEqual(['copyright'])
    expect(subjects('Appeal — EU trade mark — Invalidity proceedings — Word mark FITNESS')).toEqual(
      ['trade_mark'],
    )
    expect(
      subjects(
        'Appeal — Community plant variety rights — Application for a Community plant variety right — Apple variety ‘Gala Schnitzer’',
      ),
    ).toEqual(['plant_varieties'])
    expect(
      subjects(
        'Reference for a preliminary ruling — Protection of geographical indications of spirit drinks — Regulation (EC) No 110/2008 — Registered geographical indication ‘Scotch Whisky’',
      ),
    ).toEqual(['geographical_indications'])
  })

  it('does not take a right named as a fact of the case for its subject', () => {
    // MEO (C-525/16): the prices of a copyright collecting society under Article 102 TFEU.
    expect(
      subjects(
        'Reference for a preliminary ruling — Competition — Abuse of dominant position — Article 102, second paragraph, point (c), TFEU — Concept of ‘competitive disadvantage’ — Discriminatory prices on a downstream market — Cooperative for the management of rights relating to copyright',
      ),
    ).toEqual(['antitrust'])
    // VAT on fees for private copying (C-37/16).
    expect(
      subjects(
        'Reference for a preliminary ruling — Taxation — Common system of value added tax — Payment of fees, in respect of fair compensation, to organisations collectively managing copyright and related rights — Not included',
      ),
    ).toEqual([])
    // 'Competition for entry to the police school' is no competition law; Article 82 TFEU is
    // judicial cooperation in criminal matters.
    expect(
      subjects(
        'Reference for a preliminary ruling — Social policy — Directive 76/207/EEC — Competition for entry to the police school of a Member State',
      ),
    ).toEqual([])
    expect(
      subjects(
        'Reference for a preliminary ruling — Judicial cooperation in criminal matters — Principle of mutual recognition — Article 82(1) TFEU',
      ),
    ).toEqual([])
  })

  it('takes the rights a heading on intellectual property names', () => {
    expect(
      subjects(
        'Reference for a preliminary ruling — Judicial cooperation in civil and commercial matters — Regulation (EC) No 44/2001 — Exclusive jurisdiction in proceedings concerned with the registration or validity of intellectual property rights — Proceedings to determine whether a person was correctly registered as the proprietor of a trade mark',
      ),
    ).toEqual(['trade_mark'])
  })

  it('counts the instruments the ruling interprets, not those it names in passing', () => {
    const ruling = (body: string) =>
      `JUDGMENT\nOn those grounds, the Court (Fifth Chamber) hereby rules:\n${body}\n[Signatures]\n`
    expect(
      subjects(
        'Reference for a preliminary ruling — Damages',
        ruling('Article 13 of Directive 2004/48/EC must be interpreted as …'),
      ),
    ).toEqual(['enforcement'])
    expect(
      subjects(
        'Reference for a preliminary ruling — Agriculture — Market in wine',
        ruling(
          'Articles 76 and 81 of Commission Regulation (EC) No 555/2008 laying down detailed rules for implementing Council Regulation (EC) No 479/2008 must be interpreted as …',
        ),
      ),
    ).toEqual([])
    expect(operativePart(ruling('1. Text.'))).toBe('1. Text.')
  })

  it('splits a keyword chain at its dashes', () => {
    expect(chainSegments('Appeal — State aid – Article 107(1) TFEU — ‘Aid’')).toEqual([
      'Appeal',
      'State aid',
      'Article 107(1) TFEU',
      'Aid',
    ])
  })
})
