// The hand-labelled case-facts sets (test/fixtures/case-facts/, decision 240) and the texts they
// were read from, cleaned as ingest cleans them.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { readJsonLines } from '#server/content/ingest/jsonl.ts'
import { cleanSourceText } from '#server/content/text/clean.ts'
import { claimantState, partyState } from '#server/content/ingest/adapters/isds-states.ts'
import type { CaseDocumentKind, FactInput, Outcome } from './types.ts'

export type LabelledInstrument = {
  type: 'bit' | 'treaty' | 'contract' | 'law'
  name: string
  parties: string[]
  year: number | null
  evidence: string
}

export type LabelledFacts = {
  id: string
  title: string
  date: string | null
  kind: CaseDocumentKind
  subject: string | null
  court: string | null
  instruments: LabelledInstrument[]
  outcome: Outcome | null
}

export function readLabelledFacts(file: string): LabelledFacts[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { documents: LabelledFacts[] }).documents
}

/** The texts of `ids` in the isds-awards folder, as the case-facts stage reads them. */
export async function readInputs(dir: string, ids: Set<string>): Promise<Map<string, FactInput>> {
  const out = new Map<string, FactInput>()
  if (!existsSync(dir)) return out
  for (const file of readdirSync(dir).filter((f) => /^documents-\d+\.jsonl(\.gz)?$/.test(f))) {
    for await (const item of readJsonLines(join(dir, file))) {
      if ('error' in item) continue
      const raw = item.value as Record<string, string>
      if (!ids.has(raw.id) || out.has(raw.id)) continue
      out.set(raw.id, {
        text: cleanSourceText(raw.text ?? '').text,
        title: raw.document_title ?? '',
        respondentState: partyState(raw.respondent),
        claimantState: claimantState(raw.claimant),
      })
    }
  }
  return out
}
