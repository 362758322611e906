import { expect, test } from 'vitest'
import { trackingOffForHost } from './tracking.ts'

test('tracking is off on alpha, beta and test hosts only', () => {
  for (const host of [
    'alpha.example.org',
    'beta.arb.example.org',
    'test.localhost',
    'ka-test.example.org',
    'beta2.example.org',
    'TEST.example.org',
  ]) {
    expect(trackingOffForHost(host), host).toBe(true)
  }
  for (const host of [
    'ka.localhost',
    'localhost',
    'arb.example.org',
    'contest.example.org',
    'alphabet.example.org',
    'betamax.example.org',
  ]) {
    expect(trackingOffForHost(host), host).toBe(false)
  }
})
