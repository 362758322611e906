import { describe, expect, test } from 'vitest'
import { parseEnv } from './env.ts'

const secret = { SESSION_SECRET: 's'.repeat(32) }

describe('parseEnv', () => {
  test('boots on the embedded defaults', () => {
    const env = parseEnv(secret)
    expect(env).toMatchObject({
      PORT: 3000,
      DEFAULT_SITE: 'KA',
      DATABASE_URL: 'var/app.sqlite',
      CONTENT_INDEX: 'var/content.sqlite',
      AI_PROVIDER: 'extractive',
      GENAI_ENABLED: true,
    })
  })

  test('reads production host names for the editions', () => {
    const env = parseEnv({ ...secret, SITE_HOSTS: 'arb.example.org=KA, ip.example.org=KIPL' })
    expect(env.SITE_HOSTS).toEqual({ 'arb.example.org': 'KA', 'ip.example.org': 'KIPL' })
  })

  test.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DEFAULT_SITE: 'XX' }, 'DEFAULT_SITE'],
    [{ SITE_HOSTS: 'arb.example.org=ZZ' }, 'SITE_HOSTS'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ AI_PROVIDER: 'openai' }, 'AI_BASE_URL'],
    [{ SMTP_URL: 'not a url' }, 'SMTP_URL'],
    [{ SSO_PROVIDERS: '[{"id":"acme","issuer":"http://login.acme.example"}]' }, 'SSO_PROVIDERS'],
    [{ SSO_PROVIDERS: 'no/such/file.json' }, 'SSO_PROVIDERS'],
  ])('a bad value stops the start with a message naming the variable (%o)', (bad, name) => {
    expect(() => parseEnv({ ...secret, ...bad })).toThrow(new RegExp(`${name}:`))
  })
})
