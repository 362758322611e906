// English glosses of the German provisions the comparisons quote, by document id. A gloss is
// editorial: a short statement in English of what the German text says, written for the reader
// who does not read German. The cell quotes the law first and marks the gloss as editorial.

export const PROVISION_GLOSSES: Readonly<Record<string, string>> = {
  'de-zpo_10.2.3':
    '§ 1031 ZPO: the arbitration agreement must be contained in a document signed by the ' +
    'parties or in letters, faxes, telegrams or other exchanged communications that record it; ' +
    'an agreement with a consumer must be in a document signed by the parties themselves. A ' +
    'defect of form is cured by entering into the arbitration on the merits.',
  'de-zpo_10.3.1':
    '§ 1034 ZPO: the parties may agree the number of arbitrators; failing agreement there are ' +
    'three. If the agreement gives one party preponderant rights in composing the tribunal, the ' +
    'other party may ask the court to appoint arbitrators differently.',
  'de-zpo_10.7.1':
    '§ 1059 ZPO: an application to the court to set the award aside is the only recourse against ' +
    'it, on the grounds listed (invalid agreement, no proper notice, excess of the submission, ' +
    'irregular tribunal or procedure, non-arbitrability, public policy), as a rule within three ' +
    'months of receipt of the award.',
  'de-zpo_10.8.2':
    '§ 1061 ZPO: foreign awards are recognised and enforced under the New York Convention of ' +
    '10 June 1958; other treaties on recognition remain unaffected. If enforcement is refused, ' +
    'the court finds that the award is not to be recognised in Germany.',
  'de-gwb_1.1.1':
    '§ 1 GWB: agreements between undertakings, decisions by associations of undertakings and ' +
    'concerted practices that have as their object or effect the prevention, restriction or ' +
    'distortion of competition are prohibited.',
  'de-gwb_1.2.2':
    '§ 19 GWB: the abuse of a dominant position by one or more undertakings is prohibited; the ' +
    'provision lists examples such as unfair impediment, exploitative prices or terms and refusal ' +
    'of access to essential facilities.',
  'de-gwb_1.2.3':
    '§ 19a GWB: the Bundeskartellamt may declare that an undertaking active to a significant ' +
    'extent on multi-sided markets or networks has paramount significance for competition across ' +
    'markets, and may then prohibit it from specified self-preferencing and other conduct.',
  'de-gwb_1.7.1':
    '§ 35 GWB: merger control applies where, in the last business year, the undertakings ' +
    'concerned had a combined worldwide turnover above EUR 500 million, one of them a turnover in ' +
    'Germany above EUR 50 million and another above EUR 17.5 million; a transaction-value ' +
    'threshold catches acquisitions above EUR 400 million of targets substantially active in ' +
    'Germany.',
  'de-gwb_1.7.5':
    '§ 39 GWB: concentrations must be notified to the Bundeskartellamt before they are put into ' +
    'effect; the provision lists what the notification must state.',
  'de-patg_9.1':
    '§ 139 PatG: whoever uses a patented invention contrary to §§ 9 to 13 may be sued for an ' +
    'injunction where there is a risk of repetition, and, if acting intentionally or ' +
    'negligently, is liable for damages.',
  'de-patg_1.21':
    '§ 16 PatG: a patent lasts twenty years, beginning on the day after the application was ' +
    'filed.',
  'de-patg_1.22':
    '§ 16a PatG: a supplementary protection certificate may be granted for a patent under the ' +
    'EU regulations on supplementary protection certificates; the Patent Act applies to it ' +
    'accordingly.',
  'de-markeng_3.2.3':
    '§ 47 MarkenG: a registered trade mark is protected for ten years from the filing date; the ' +
    'registration may be renewed for further periods of ten years on payment of the renewal fee.',
  'de-markeng_3.1.1':
    '§ 32 MarkenG: an application must identify the applicant, contain a representation of the ' +
    'mark and list the goods or services for which registration is sought, and meet the further ' +
    'requirements of the Trade Mark Regulation.',
  'de-urhg_1.7.1': '§ 64 UrhG: copyright expires seventy years after the death of the author.',
  'de-geschmmg-2004_4.1':
    '§ 27 DesignG: protection arises on entry in the register; a registered design is protected ' +
    'for 25 years from the filing date.',
  'de-geschgehg_1.2':
    '§ 2 GeschGehG: a trade secret is information that is not generally known or readily ' +
    'accessible, has economic value for that reason, is subject to reasonable secrecy measures ' +
    'and in which there is a legitimate interest in secrecy.',
  'de-arbnerfg_2.1.5':
    '§ 9 ArbnErfG: once the employer has claimed a service invention, the employee has a claim ' +
    'to reasonable remuneration, assessed by the economic usefulness of the invention, the ' +
    "employee's duties and position and the employer's share in making it.",
}
