import { createConfig, lintFromString } from '@redocly/openapi-core'
import { describe, expect, test } from 'vitest'
import {
  catalog,
  foreignModeNames,
  INTERNAL_REFERENCE,
  mountedRouteKeys,
  sites,
} from '#sites/index.ts'
import { openApiDocument, registeredCalls } from './registry.server.ts'

// The OpenAPI document every edition serves at /apiv2/openapi.json: valid OpenAPI 3.1 under
// Redocly's recommended rules (every problem, warnings included, fails), and built from
// contracts that name real, mounted routes.

describe('the OpenAPI document', () => {
  test('every contract names a mounted route with a module, once per method', () => {
    const mounted = mountedRouteKeys()
    const seen = new Set<string>()
    for (const call of registeredCalls) {
      expect(catalog[call.route], call.route).toBeDefined()
      expect(mounted.has(call.route), `${call.route} is not mounted`).toBe(true)
      const id = `${call.method} ${call.route}`
      expect(seen.has(id), `${id} is declared twice`).toBe(false)
      seen.add(id)
    }
    expect(registeredCalls.length).toBeGreaterThan(1)
  })

  for (const site of Object.values(sites)) {
    test(`${site.id}: passes Redocly's recommended rules with no problem`, async () => {
      const host = site.hosts.find((h) => !h.endsWith('localhost')) ?? site.hosts[0]
      const document = openApiDocument(site, `https://${host}`)
      const config = await createConfig({ extends: ['recommended-strict'] })
      const problems = await lintFromString({
        source: JSON.stringify(document),
        absoluteRef: `${site.id}-openapi.json`,
        config,
      })
      const described = problems.map(
        (p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`,
      )
      expect(described).toEqual([])
      expect(document.openapi).toBe('3.1.0')
    })

    test(`${site.id}: speaks an integrator's language, of this edition's searches only`, () => {
      const text = JSON.stringify(openApiDocument(site, 'https://example.test'))
      expect(text).not.toMatch(INTERNAL_REFERENCE)
      for (const name of foreignModeNames(site)) expect(text).not.toContain(name)
    })
  }
})
