import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readJsonLines } from '#server/content/ingest/jsonl.ts'
import type { CanonicalDocument } from '#server/content/model.ts'
import { TRIBUNAL } from './roles.ts'
import { resolveEntities } from './resolve.ts'

describe('the starter corpus', () => {
  it('has arbitrators who sat in several of its cases, so the profiles have something to show', async () => {
    const facts: Array<{ caseId: string; name: string }> = []
    for await (const item of readJsonLines(
      resolve(process.cwd(), 'data/starter/isds-awards.jsonl.gz'),
    )) {
      if (!('value' in item)) continue
      const doc = item.value as CanonicalDocument
      for (const r of doc.roles ?? [])
        if (r.entityType === 'person' && TRIBUNAL.has(r.role))
          facts.push({ caseId: doc.case!.caseId, name: r.name })
    }
    const { entityOf } = resolveEntities(facts.map((f) => ({ type: 'person', name: f.name })))
    const cases = new Map<string, Set<string>>()
    for (const f of facts) {
      const slug = entityOf('person', f.name)!.slug
      cases.set(slug, (cases.get(slug) ?? new Set()).add(f.caseId))
    }
    const repeat = [...cases.values()].filter((s) => s.size >= 2)
    expect(repeat.length).toBeGreaterThanOrEqual(20)
    expect(cases.get('brigitte-stern')?.size).toBeGreaterThanOrEqual(5)
  })
})
