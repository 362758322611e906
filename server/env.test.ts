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
    [{ SEARCH_ENGINE: 'opensearch' }, 'SEARCH_ENGINE'],
    [{ SEARCH_ENGINE: 'solr' }, 'SOLR_URL'],
    [{ SEARCH_ENGINE: 'solr', SOLR_URL: 'ftp://solr:8983/solr' }, 'SOLR_URL'],
    [{ SEARCH_ENGINE: 'solr', SOLR_URL: ' , ' }, 'SOLR_URL'],
    [{ SOLR_SHARDS: '0' }, 'SOLR_SHARDS'],
    [{ SOLR_REPLICAS: 'two' }, 'SOLR_REPLICAS'],
    [
      { SEARCH_ENGINE: 'solr', SOLR_URL: 'http://solr:8983/solr', SOLR_COLLECTION: 'a b' },
      'SOLR_COLLECTION',
    ],
    [{ SSO_PROVIDERS: '[{"id":"acme","issuer":"http://login.acme.example"}]' }, 'SSO_PROVIDERS'],
    [{ SSO_PROVIDERS: 'no/such/file.json' }, 'SSO_PROVIDERS'],
  ])('a bad value stops the start with a message naming the variable (%o)', (bad, name) => {
    expect(() => parseEnv({ ...secret, ...bad })).toThrow(new RegExp(`${name}:`))
  })

  test('SolrCloud is chosen with its nodes; the collection defaults to portal', () => {
    expect(parseEnv(secret).SEARCH_ENGINE).toBe('fts5')
    const env = parseEnv({ ...secret, SEARCH_ENGINE: 'solr', SOLR_URL: 'http://solr:8983/solr' })
    expect([env.SEARCH_ENGINE, env.SOLR_URL, env.SOLR_COLLECTION]).toEqual([
      'solr',
      ['http://solr:8983/solr'],
      'portal',
    ])
    expect([env.SOLR_SHARDS, env.SOLR_REPLICAS]).toEqual([2, 1])
  })

  test('SOLR_URL lists the nodes, comma-separated; each once, without a trailing slash', () => {
    const env = parseEnv({
      ...secret,
      SEARCH_ENGINE: 'solr',
      SOLR_URL: 'http://solr1:8983/solr, https://solr2.example.org/solr/,http://solr1:8983/solr,',
      SOLR_REPLICAS: '2',
    })
    expect(env.SOLR_URL).toEqual(['http://solr1:8983/solr', 'https://solr2.example.org/solr'])
    expect(env.SOLR_REPLICAS).toBe(2)
  })

  test.each(['solr2:8983/solr', 'http://user:secret@solr2:8983/solr', 'http://solr2/solr?x=1'])(
    'an entry of SOLR_URL that is not a base URL stops the start, named (%s)',
    (entry) => {
      const start = () =>
        parseEnv({ ...secret, SEARCH_ENGINE: 'solr', SOLR_URL: `http://solr1:8983/solr,${entry}` })
      expect(start).toThrow(`SOLR_URL: lists each Solr node's base URL`)
      expect(start).toThrow(`not '${entry}'`)
    },
  )
})
