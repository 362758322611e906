import { expect, test } from 'vitest'
import { originOf, sites } from './registry.ts'

test('mail links lead to the configured host over https, else to the edition’s *.localhost host on the server’s port', () => {
  const configured = { 'arb.example.org': 'KA', 'ip.example.org:8443': 'KIPL' } as const
  expect(originOf(sites.KA, configured, 3000)).toBe('https://arb.example.org')
  expect(originOf(sites.KIPL, configured, 3000)).toBe('https://ip.example.org:8443')
  expect(originOf(sites.KCL, configured, 3000)).toBe('http://kcl.localhost:3000')
  expect(originOf(sites.KA, {}, 8080)).toBe('http://ka.localhost:8080')
})
