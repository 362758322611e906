// Writes the arbitrator tables of the content index (schema.sql: entities, arb_cases,
// case_roles) from the documents' extracted roles. The index writer hands every document over
// as it adds it and calls finish() inside its transaction: names are merged across the whole
// corpus, so entities are known only at the end.
import type Database from 'better-sqlite3'
import { type CanonicalDocument, relevantDate, type RoleFact } from '#server/content/model.ts'
import { TRIBUNAL_ROLES } from './types.ts'
import { fold } from './names.ts'
import { resolveEntities } from './resolve.ts'
import { Lexicon } from './spellings.ts'

type CaseRow = {
  name: string
  caseNo?: string
  institution?: string
  rules?: string
  caseType?: string
  language?: string
  sectors: Set<string>
  outcome?: string
  started?: string
  decided?: string
}

const LANGUAGES = new Intl.DisplayNames(['en'], { type: 'language' })

/** A language as the facet shows it: 'English' for the documents' 'en'. */
export function languageName(code: string | undefined): string | undefined {
  if (!code || !/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(code)) return code
  return LANGUAGES.of(code) ?? code
}

export class ArbitratorTables {
  readonly #db: Database.Database
  readonly #facts: Array<{ caseId: string; docId: string; fact: RoleFact }> = []
  readonly #cases = new Map<string, CaseRow>()
  // Accented words of the case documents: the clean spellings of names OCR damaged.
  readonly #lexicon = new Lexicon()

  constructor(db: Database.Database) {
    this.#db = db
  }

  /** Keeps what one document says; documents without extracted roles are not case documents. */
  add(doc: CanonicalDocument): void {
    const info = doc.case
    if (!info || !doc.roles || doc.kind === 'case') return
    const row = this.#cases.get(info.caseId) ?? { name: info.caseName, sectors: new Set<string>() }
    row.caseNo ??= info.caseNo
    row.institution ??= info.institution
    row.rules ??= info.rules
    row.caseType ??= info.caseType
    row.language ??= languageName(doc.language)
    row.outcome ??= info.outcome ?? doc.outcome
    for (const s of [...info.sectors, ...doc.sectors]) row.sectors.add(s)
    const date = relevantDate(doc)
    if (date && (!row.started || date < row.started)) row.started = date
    if (date && (!row.decided || date > row.decided)) row.decided = date
    this.#cases.set(info.caseId, row)
    for (const fact of doc.roles) this.#facts.push({ caseId: info.caseId, docId: doc.id, fact })
    // Titles are typed, not scanned: 'Dissenting Opinion (by Dobrosav Mitrović)'.
    this.#lexicon.add(doc.title)
    for (const section of doc.sections) this.#lexicon.add(section.text)
  }

  /** Merges names into entities and writes the three tables. */
  finish(): { entities: number; roles: number; cases: number } {
    const mentions = this.#facts.flatMap(({ caseId, fact }) => [
      { type: fact.entityType, name: fact.name, scope: caseId },
      ...(fact.firm ? [{ type: 'firm' as const, name: fact.firm, scope: caseId }] : []),
    ])
    const { entities, entityOf } = resolveEntities(mentions, this.#lexicon)
    // A member of a case's tribunal is not its counsel: the line that makes the person a member
    // wins over a counsel block that ran into the tribunal's list (one who left it sat on it too).
    const members = new Set(
      this.#facts
        .filter(({ fact }) => (TRIBUNAL_ROLES as readonly string[]).includes(fact.role))
        .map(({ caseId, fact }) => `${caseId}\u0000${entityOf(fact.entityType, fact.name)?.slug}`),
    )
    const rowids = new Map(entities.map((e, i) => [e, i + 1]))
    const cases = new Map<number, Set<string>>()
    const nationalities = new Map<number, Set<string>>()
    const insertRole = this.#db.prepare(
      `INSERT INTO case_roles (entity, case_id, doc_id, role, side, firm, line, evidence, source, appointment, status)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    const sorted = [...this.#facts].sort(
      (a, b) => a.caseId.localeCompare(b.caseId) || a.docId.localeCompare(b.docId),
    )
    for (const { caseId, docId, fact } of sorted) {
      const entity = entityOf(fact.entityType, fact.name)
      if (!entity) continue
      if (fact.role === 'counsel' && members.has(`${caseId}\u0000${entity.slug}`)) continue
      const rowid = rowids.get(entity)!
      const firm = fact.firm ? entityOf('firm', fact.firm) : undefined
      insertRole.run(
        rowid,
        caseId,
        docId,
        fact.role,
        fact.side ?? null,
        firm ? rowids.get(firm)! : null,
        fact.evidence.line,
        fact.evidence.text,
        fact.evidence.source ?? null,
        fact.appointment ? JSON.stringify(fact.appointment) : null,
        fact.status ?? null,
      )
      cases.set(rowid, (cases.get(rowid) ?? new Set()).add(caseId))
      // A dual nationality ('Colombia and France') is two values of the filter.
      for (const n of fact.nationality?.split(' and ') ?? [])
        nationalities.set(rowid, (nationalities.get(rowid) ?? new Set()).add(n))
    }
    const insertEntity = this.#db.prepare(
      `INSERT INTO entities (rowid, slug, type, name, sort_key, search, variants, nationalities, cases)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    for (const [e, rowid] of rowids) {
      insertEntity.run(
        rowid,
        e.slug,
        e.relType,
        e.name,
        fold(e.name),
        [...new Set(e.variants.map(fold))].join(' | '),
        JSON.stringify(e.variants),
        JSON.stringify([...(nationalities.get(rowid) ?? [])].sort()),
        cases.get(rowid)?.size ?? 0,
      )
    }
    const insertCase = this.#db.prepare(
      `INSERT INTO arb_cases (case_id, name, case_no, institution, rules, case_type, language, sectors,
        outcome, started, decided) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    for (const [id, c] of [...this.#cases].sort(([a], [b]) => a.localeCompare(b))) {
      insertCase.run(
        id,
        c.name,
        c.caseNo ?? null,
        c.institution ?? null,
        c.rules ?? null,
        c.caseType ?? null,
        c.language ?? null,
        JSON.stringify([...c.sectors].sort()),
        c.outcome ?? null,
        c.started ?? null,
        c.decided ?? null,
      )
    }
    return { entities: entities.length, roles: sorted.length, cases: this.#cases.size }
  }
}
