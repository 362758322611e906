import { randomUUID } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { fileURLToPath } from 'node:url'
import type { APIRequest, Page, TestInfo } from '@playwright/test'
import { demoAccounts, type DemoAccount } from '../../server/users/demo-accounts.ts'
import {
  catalog,
  isApiRoute,
  mountedRouteKeys,
  patternFor,
  sites,
  staffMayOpen,
  type RouteKey,
  type Site,
  type SiteId,
} from '../../sites/index.ts'
import { COMPARE_TOOLS } from '../../sites/tools/compare/index.ts'
import { DEMO_PASSWORD, expect, login, test } from './fixtures.ts'

// The security suite against the production server, four guarantees:
// 1. route × viewer: every mounted route of every edition, requested directly by every demo plan
//    and by an anonymous visitor, answers as the edition's route table says;
// 2. anti-forgery: every action and non-GET call without the token, with a wrong one or with
//    another session's is refused with 403 and writes nothing;
// 3. XSS: script tags, event handlers, javascript: URLs, SVG, attribute breakouts and encoded
//    variants, through every input that is echoed or stored, never run or build an element;
// 4. open redirects: every redirecting parameter keeps the Location on the site.
// Requests go to the loopback address with the edition's Host header (Node resolves no
// *.localhost name); the browser tests use the projects' hosts as a user would.

// Thousands of requests and some 190 page loads: a trace of them would cost more than the run,
// and each failure names its route, request or payload.
test.use({ trace: 'off' })

const SITE_OF_PROJECT: Record<string, SiteId> = { ka: 'KA', kipl: 'KIPL', kcl: 'KCL' }
const ROOT = fileURLToPath(new URL('../../', import.meta.url))
/** Where test/e2e/serve.sh keeps the server's app store and its outbox. */
const STORE_FILES = ['app.sqlite', 'app.sqlite-wal', 'app.sqlite-journal'].map(
  (name) => `${ROOT}var/e2e/${name}`,
)
const OUTBOX = `${ROOT}var/e2e/outbox`

// A layout whose index child has its path (a mini-app's frame) is answered as that child.
const ROUTE_KEYS = [...mountedRouteKeys()].filter(
  (key) => !Object.values(catalog).some((e) => 'index' in e && e.index && e.parent === key),
)

// ---------------------------------------------------------------------------------------------
// Requests without a browser

type Answer = {
  status: number
  location: string | null
  text: string
  headers?: Record<string, string>
}
type Send = {
  method?: string
  headers?: Record<string, string>
  form?: Record<string, string>
  body?: string
}
/** One browser's worth of requests (its own cookies) to one edition's host. */
type Client = {
  host: string
  fetch(path: string, init?: Send): Promise<Answer>
  dispose(): Promise<void>
}

function portOf(info: TestInfo): string {
  return new URL(info.project.use.baseURL ?? 'http://localhost:3100').port
}

async function newClient(playwright: APIRequest, port: string, site: Site): Promise<Client> {
  const host = `${site.hosts[0]}:${port}`
  const api = await playwright.newContext({
    baseURL: `http://127.0.0.1:${port}`,
    extraHTTPHeaders: { Host: host },
  })
  return {
    host,
    async fetch(path, init = {}) {
      const response = await api.fetch(path, {
        method: init.method ?? 'GET',
        headers: { Accept: 'text/html', ...init.headers },
        form: init.form,
        data: init.body,
        maxRedirects: 0,
        failOnStatusCode: false,
        timeout: 60_000,
      })
      const text = (response.headers()['content-type'] ?? '').startsWith('application/pdf')
        ? ''
        : await response.text()
      return {
        status: response.status(),
        location: response.headers().location ?? null,
        text,
        headers: response.headers(),
      }
    },
    dispose: () => api.dispose(),
  }
}

/**
 * A browser on an institution's network: every request comes from `address` (a loopback alias
 * such as 127.0.0.2), which the server signs in by IP range. GET only, no cookies kept.
 */
function networkClient(port: string, site: Site, address: string): Client {
  const host = `${site.hosts[0]}:${port}`
  return {
    host,
    fetch: (path) =>
      new Promise((resolve, reject) => {
        const request = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path,
            localAddress: address,
            headers: { Host: host, Accept: 'text/html' },
          },
          (response) => {
            const chunks: Buffer[] = []
            response.on('data', (chunk: Buffer) => chunks.push(chunk))
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                location: response.headers.location ?? null,
                text: Buffer.concat(chunks).toString(),
              }),
            )
          },
        )
        request.setTimeout(60_000, () => request.destroy(new Error(`${path}: no answer`)))
        request.on('error', reject)
        request.end()
      }),
    dispose: async () => {},
  }
}

const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? ''

/** Signs in through the login form, with the form's own anti-forgery token. */
async function signIn(client: Client, email: string) {
  const form = await client.fetch('/account/login')
  const answer = await client.fetch('/account/login', {
    method: 'POST',
    form: { email, password: DEMO_PASSWORD, csrf: csrfOf(form.text), returnUrl: '/' },
  })
  expect(answer.location, `${email} signs in on ${client.host}`).toBe('/')
}

/** The anti-forgery token of the client's current browser (scripts read it from GetCsrf). */
async function tokenOf(client: Client): Promise<string> {
  const answer = await client.fetch('/account/GetCsrf', { headers: { Accept: 'application/json' } })
  return (JSON.parse(answer.text) as { token: string }).token
}

async function signedInAs(client: Client): Promise<string | null> {
  const answer = await client.fetch('/account/GetAccountInformation', {
    headers: { Accept: 'application/json' },
  })
  return answer.status === 200 ? (JSON.parse(answer.text) as { username: string }).username : null
}

/** Runs `work` over `items`, `size` at a time. */
async function inPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>) {
  const queue = [...items]
  await Promise.all(
    Array.from({ length: size }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item)
    }),
  )
}

function siteOf(info: TestInfo): Site {
  return sites[SITE_OF_PROJECT[info.project.name] ?? 'KA']
}

/** The demo account that has an edition's full plan (the first whose plan has no variant). */
function fullPlanOf(site: Site): DemoAccount {
  return demoAccounts.find((a) => {
    const plan = a.password && a.subscriptions.length === 1 ? a.subscriptions[0] : undefined
    return plan?.siteId === site.id && plan.aiEnabled && !site.variants[plan.subscription]
  })!
}

// ---------------------------------------------------------------------------------------------
// 1. Route × viewer

type Viewer = { name: string; account: DemoAccount | null }
const VIEWERS: Viewer[] = [
  { name: 'anonymous', account: null },
  ...demoAccounts.map((account) => ({ name: account.email, account })),
]
/** The assistant's routes: besides the table, the plan must include AI (spec 000 §6). */
const AI_KEYS = new Set(
  ROUTE_KEYS.filter((key) => catalog[key].file?.startsWith('routes/assistant/')),
)

type Refusal = 'not-in-subscription' | 'no-edition-subscription'
type Expected =
  | { answer: 'reached'; home?: string } // the route's own answer, never the guard's
  | { answer: 'not found' } // outside the edition: 404
  | { answer: 'sign in' } // anonymous: the guard's redirect to single sign-on, with the path
  | { answer: 'unauthorized' } // anonymous, a JSON call (isApiRoute): the guard's 401 JSON
  | { answer: 'forbidden'; reason: Refusal } // signed in, but not to this edition or plan: 403
  | { answer: 'no AI' } // the plan has no AI: 403 (or 405 for a call a GET cannot make)

/** How the guard's 403s read, in a page (its words, its data) or in a call's JSON. */
const REFUSALS: Record<Refusal, RegExp> = {
  'not-in-subscription': /not-in-subscription|not included in your current subscription/,
  'no-edition-subscription': /no-edition-subscription/,
}

/** What the route tables say a viewer gets, read from sites/ and the demo accounts alone. */
function expected(site: Site, key: RouteKey, account: DemoAccount | null): Expected {
  const entitlement = site.routes[key]
  if (entitlement === undefined) return { answer: 'not found' }
  if (entitlement === 'public') return { answer: 'reached' }
  if (!account) return isApiRoute(key) ? { answer: 'unauthorized' } : { answer: 'sign in' }
  const plan = account.subscriptions.find((s) => s.siteId === site.id)
  if (!plan) return { answer: 'forbidden', reason: 'no-edition-subscription' }
  const variant = site.variants[plan.subscription]
  const leftOut =
    (variant && !variant.routes.includes(key)) ||
    (typeof entitlement === 'object' && !entitlement.only.includes(plan.subscription))
  if (leftOut) return { answer: 'forbidden', reason: 'not-in-subscription' }
  if (AI_KEYS.has(key) && !plan.aiEnabled) return { answer: 'no AI' }
  // A staff screen is not found without its role (sites/staff.ts).
  if (!staffMayOpen(key, account.roles ?? [])) return { answer: 'not found' }
  return { answer: 'reached', home: key === 'home' ? variant?.home : undefined }
}

/** What is wrong with an answer, or null. */
function mismatch(want: Expected, path: string, got: Answer, anonymous: boolean): string | null {
  const signIn = `/account/ssologin?returnUrl=${encodeURIComponent(path)}`
  const said = `${got.status}${got.location ? ` → ${got.location}` : ''}`
  const refusedAs = (reason: Refusal) => got.status === 403 && REFUSALS[reason].test(got.text)
  switch (want.answer) {
    case 'not found':
      return got.status === 404 ? null : `${said}, not 404 (outside the edition)`
    case 'sign in':
      return got.status === 302 && got.location === signIn ? null : `${said}, not → ${signIn}`
    case 'unauthorized':
      return got.status === 401 ? null : `${said}, not 401 (a call without a session)`
    case 'forbidden':
      return refusedAs(want.reason) ? null : `${said}, not the guard's 403 (${want.reason})`
    case 'no AI':
      return refusedAs('not-in-subscription') || got.status === 405
        ? null
        : `${said}, not refused (no AI)`
    case 'reached': {
      if (want.home) return got.location === want.home ? null : `${said}, not → ${want.home}`
      if (got.status >= 500) return `${said}: a server error`
      const guarded =
        got.status === 404 ||
        got.location === signIn ||
        refusedAs('not-in-subscription') ||
        refusedAs('no-edition-subscription')
      // A public route may itself turn away a visitor who has no account (401) or whose network
      // is no institution's (403); a signed-in viewer it lets in.
      const turnedAway = (got.status === 401 || got.status === 403) && !anonymous
      return guarded || turnedAway ? `${said}: refused, but the table allows it` : null
    }
  }
}

/** Real ids of the edition's content, found the way a user finds them: by searching. */
type Ids = {
  document: string
  case: string
  proceeding: string
  award: string
  /** A comparison of the edition (their slugs differ by edition). */
  comparison?: string
}

async function realIds(client: Client, site: Site): Promise<Ids> {
  const ids: Ids = {
    document: '',
    case: '',
    proceeding: '',
    award: '',
    comparison: COMPARE_TOOLS[site.id][0]?.slug,
  }
  const wantsCases = site.routes['document.case'] !== undefined
  const wantsAwards = site.routes['document.award'] !== undefined
  const example = site.home.placeholder.replace(/^e\.g\.\s*/, '')
  for (const q of [example, 'award', 'decision']) {
    const results = await client.fetch(`/search?q=${encodeURIComponent(q)}`)
    const hits = [...results.text.matchAll(/id="hit-[^"]+"><a href="\/document\/([^"?]+)/g)].map(
      (m) => decodeURIComponent(m[1]),
    )
    for (const hit of hits) {
      if (hit.startsWith('case/')) ids.case ||= hit.slice('case/'.length)
      else ids.document ||= hit
    }
    for (const hit of wantsAwards && !ids.award ? hits.filter((h) => !h.includes('/')) : []) {
      const page = await client.fetch(`/document/${encodeURIComponent(hit)}`)
      const award = /href="\/document\/case\/([^/"?]+)\/([^/"?]+)\/([^/"?]+)"/.exec(page.text)
      if (!award) continue
      ;[ids.case, ids.proceeding, ids.award] = award.slice(1).map(decodeURIComponent)
      break
    }
    if (ids.document && (!wantsCases || ids.case) && (!wantsAwards || ids.award)) return ids
  }
  throw new Error(`${site.id}: no ${JSON.stringify(ids)} found by searching`)
}

const PROFILE = 'brigitte-stern'
const TEMPLATE = 'SAMPLE-KA-template-001'
/** Parameters that name something other than a document. */
const OWN_PARAMS: Partial<Record<RouteKey, Record<string, string>>> = {
  organization: { id: 'icsid' },
  // A country every edition holds documents about.
  jurisdiction: { name: 'Germany' },
  'profile-navigator.profile': { id: PROFILE },
  'api.arbitrator-profile': { slug: PROFILE },
  'api.arbitrator-profile.cases-table': { slug: PROFILE },
  'nyctool.item': { id: '5' },
  // The arbitration edition's first sample template (data/editorial/templates.jsonl).
  'templates-and-examples.document': { documentId: TEMPLATE },
  'templates-and-examples.file': {
    documentId: TEMPLATE,
    fileName: 'Consent-to-ICSID-arbitration-in-an-investment-contract.pdf',
  },
  'api.templates.document': { id: TEMPLATE },
  // The arbitration edition's first sample practice note (data/editorial/practical-insights.jsonl).
  'practical-content': { id: 'SAMPLE-KA-insight-001' }, // A judgment whose market definitions the locator holds (the locator reads competition cases and
  // judgments only, not every document of the edition).
  'market-definitions-locator.document': { id: 'cjeu-eu-c-2017-632' },
}

/** A route's path with its parameters filled with real values. */
function pathOf(key: RouteKey, ids: Ids): string {
  const values: Record<string, string> = {
    id: ids.document,
    caseId: ids.case || 'no-case',
    proceedingId: ids.proceeding || 'no-proceeding',
    documentId: ids.award || 'no-award',
    file: `${ids.document}.pdf`,
    format: 'pdf',
    slug: ids.comparison ?? 'example',
    type: 'Person',
    text: 'stern',
    limit: '5',
    token: 'example',
    ...OWN_PARAMS[key],
  }
  return patternFor(key)
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? 'example'))
    .replace(/\*$/, 'example')
}

test(`route × viewer: ${ROUTE_KEYS.length} mounted routes × ${VIEWERS.length} viewers (anonymous and every demo plan) answer as the edition's table says`, async ({
  playwright,
}, info) => {
  test.setTimeout(300_000)
  const site = siteOf(info)
  const port = portOf(info)
  const finder = await newClient(playwright.request, port, site)
  await signIn(finder, fullPlanOf(site).email)
  const ids = await realIds(finder, site)
  await finder.dispose()

  const failures: string[] = []
  let checks = 0
  await inPool(VIEWERS, 4, async ({ name, account }) => {
    const address = account?.ipRanges.find((r) => r.startsWith('127.'))?.split('/')[0]
    let client: Client
    if (account && !account.password) {
      if (!address) return void failures.push(`${name}: no loopback address to sign in from`)
      client = networkClient(port, site, address)
    } else {
      client = await newClient(playwright.request, port, site)
      if (account) await signIn(client, account.email)
    }
    for (const key of ROUTE_KEYS) {
      const path = pathOf(key, ids)
      const answer = await client.fetch(path)
      checks++
      const problem = mismatch(expected(site, key, account), path, answer, !account)
      if (problem) failures.push(`${site.id} ${name} ${key} ${path}: ${problem}`)
    }
    if (account?.password) {
      expect(await signedInAs(client), `${name} is still signed in after the sweep`).toBe(
        account.email,
      )
    }
    await client.dispose()
  })
  info.annotations.push({
    type: 'checks',
    description: `${checks} route × viewer checks on ${site.id}`,
  })
  console.log(
    `${site.id}: ${checks} route × viewer checks, ${failures.length} bypasses or refusals`,
  )
  expect(failures).toEqual([])
  expect(checks).toBe(ROUTE_KEYS.length * VIEWERS.length)
})

// ---------------------------------------------------------------------------------------------
// 2. Anti-forgery

const sourceOf = (key: RouteKey) => readFileSync(`${ROOT}app/${catalog[key].file}`, 'utf8')
/** Every mounted route module that exports an action (the catalog's files, read as they are). */
const ACTION_KEYS = ROUTE_KEYS.filter((key) =>
  /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b|export\s*\{[^}]*\baction\b/.test(
    sourceOf(key),
  ),
)
/** A page module's forms post to its URL, its scripts to the `.data` URL; a resource route takes any method. */
const isPage = (key: RouteKey) => /export\s+default\b/.test(sourceOf(key))

type Write = { query?: string; form?: Record<string, string>; json?: unknown }
/**
 * What a real client sends to each action, with `m` wherever text is kept, so that a forged
 * request that got through would leave `m` in the store or the outbox. Other actions get a
 * body with `m` in every usual field.
 */
const WRITES: Partial<Record<RouteKey, (m: string) => Write>> = {
  'account.login': () => ({
    form: { email: 'nosub@demo.test', password: DEMO_PASSWORD, returnUrl: '/' },
  }),
  'account.logout': () => ({ form: {} }),
  'account.switch-account': () => ({ form: { returnUrl: '/' } }),
  'request-demo': (m) => ({
    form: { name: m, email: `${m}@example.test`, organisation: m, phone: '', message: m },
  }),
  favorites: (m) => ({ form: { intent: 'add-folder', name: m } }),
  home: () => ({ form: { change: 'hide', tool: 'books' } }),
  assistant: (m) => ({ form: { intent: 'ask', question: `${m} What was decided?` } }),
  'assistant.stream': (m) => ({ json: { intent: 'ask', question: `${m} What was decided?` } }),
  'assistant.feedback': (m) => ({ form: { option: 'Other', comment: m, mode: 'genAi' } }),
  'api.genai.send-message': (m) => ({
    json: { input: { messages: [{ role: 'user', content: `${m} What was decided?` }] } },
  }),
  'api.favorite.add-folder': (m) => ({ query: `?folderName=${m}` }),
  'api.favorite.add-favorites': (m) => ({
    json: { Favorites: [{ documentId: m, title: m, url: `/document/${m}` }], Folder: 0 },
  }),
  'api.favorite-documents': (m) => ({ json: [{ documentId: m, title: m, url: `/document/${m}` }] }),
  'api.favorite-searches': (m) => ({ json: { name: m, url: `/search?q=${m}` } }),
  'api.latest-searches': (m) => ({ json: { title: m, url: `/search?q=${m}` } }),
  'api.customization.add-history': (m) => ({ json: { documentId: m, title: m } }),
  'api.customization.update-tools': () => ({ json: [{ id: 'books', enabled: false }] }),
}
for (const key of [
  'alerts.ita.subscribe',
  'alerts.ip.subscribe',
  'alerts.competition.subscribe',
  'change-preferences',
  'alerts.ip.change-preferences',
] as const) {
  WRITES[key] = (m) => ({
    form: {
      intent: 'save',
      email: `${m}@example.test`,
      name: m,
      savedSearches: 'on',
      frequency: 'weekly',
    },
  })
}
function writeOf(key: RouteKey, m: string): Write {
  const known = WRITES[key]?.(m)
  if (known) return known
  const fields = {
    intent: m,
    name: m,
    title: m,
    folderName: m,
    text: m,
    comment: m,
    url: `/search?q=${m}`,
  }
  return isPage(key) ? { form: fields } : { json: fields }
}

const NO_IDS: Ids = {
  document: 'example',
  case: 'example',
  proceeding: 'example',
  award: 'example',
}

/** Words of the anti-forgery refusal (app/middleware/csrf.server.ts), in a page, data or JSON. */
const REFUSAL = 'did not come from this site'

/** The writes the control sends with a valid token, to show that the store check sees them. */
const CONTROLLED: RouteKey[] = [
  'api.favorite.add-folder',
  'api.favorite-searches',
  'api.customization.add-history',
  'favorites',
]

/** Whether `marker` was written anywhere the server keeps things: the app store and the outbox. */
function storedAnywhere(marker: string): string[] {
  const needle = Buffer.from(marker)
  const outbox = existsSync(OUTBOX) ? readdirSync(OUTBOX).map((f) => `${OUTBOX}/${f}`) : []
  return [...STORE_FILES, ...outbox].filter(
    (file) => existsSync(file) && readFileSync(file).includes(needle),
  )
}

test(`anti-forgery: every action (${ACTION_KEYS.length} route modules, each on an edition that has it) refuses a request without the token, with a wrong one or with another session's, and writes nothing`, async ({
  playwright,
}, info) => {
  test.skip(
    info.project.name !== 'ka',
    'one run covers every edition: the check comes before the site',
  )
  test.setTimeout(240_000)
  const port = portOf(info)
  const marker = `forged${randomUUID().replaceAll('-', '')}`
  const failures: string[] = []
  let sent = 0
  for (const site of Object.values(sites)) {
    // Each action once, on the first edition that has it (the check comes before the site).
    const keys = ACTION_KEYS.filter(
      (key) => Object.values(sites).find((s) => s.routes[key] !== undefined) === site,
    )
    if (keys.length === 0) continue
    const sender = await newClient(playwright.request, port, site)
    await signIn(sender, 'all@demo.test')
    const other = await newClient(playwright.request, port, site)
    await signIn(other, fullPlanOf(site).email)
    const tokens = {
      'no token': null,
      'a wrong token': randomUUID().replaceAll('-', '').padEnd(43, 'x'),
      "another session's token": await tokenOf(other),
    }
    const requests = keys.flatMap((key) => {
      const path = pathOf(key, NO_IDS)
      const targets = isPage(key)
        ? [
            { method: 'POST', path },
            { method: 'POST', path: path === '/' ? '/_root.data?index' : `${path}.data` },
          ]
        : ['POST', 'PUT', 'PATCH', 'DELETE'].map((method) => ({ method, path }))
      return targets.flatMap((target) =>
        Object.entries(tokens).map(([tokenCase, token]) => ({ key, tokenCase, token, ...target })),
      )
    })
    await inPool(requests, 4, async ({ key, tokenCase, token, method, path }) => {
      const write = writeOf(key, marker)
      const headers: Record<string, string> = {
        Accept: write.json === undefined ? 'text/html' : 'application/json',
      }
      let form = write.form
      if (token && form) form = { ...form, csrf: token }
      else if (token) headers['X-CSRF-Token'] = token
      if (write.json !== undefined) headers['Content-Type'] = 'application/json'
      const answer = await sender.fetch(`${path}${write.query ?? ''}`, {
        method,
        headers,
        form: write.json === undefined ? (form ?? {}) : undefined,
        body: write.json === undefined ? undefined : JSON.stringify(write.json),
      })
      sent++
      if (answer.status !== 403 || !answer.text.includes(REFUSAL)) {
        failures.push(
          `${site.id} ${method} ${path} (${key}) with ${tokenCase}: ${answer.status}, not the anti-forgery 403`,
        )
      }
    })
    expect(
      await signedInAs(sender),
      `${site.id}: the forged sign-in, account switch and logout changed nothing`,
    ).toBe('all@demo.test')
    await sender.dispose()
    await other.dispose()
  }
  expect(
    storedAnywhere(marker),
    'what the forged requests carried is nowhere in the store or the outbox',
  ).toEqual([])

  // The control: the same requests with the viewer's own token are written, and the check sees them.
  const site = sites.KIPL
  const control = await newClient(playwright.request, port, site)
  await signIn(control, 'ct@demo.test')
  const token = await tokenOf(control)
  for (const key of CONTROLLED) {
    const controlMarker = `control${randomUUID().replaceAll('-', '')}`
    const write = writeOf(key, controlMarker)
    const answer = await control.fetch(`${patternFor(key)}${write.query ?? ''}`, {
      method: 'POST',
      headers: {
        'X-CSRF-Token': token,
        ...(write.json === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      form: write.json === undefined ? { ...write.form, csrf: token } : undefined,
      body: write.json === undefined ? undefined : JSON.stringify(write.json),
    })
    expect(answer.status, `${key} with the viewer's own token`).toBeLessThan(400)
    expect(
      storedAnywhere(controlMarker).length,
      `${key}: the store check sees a real write`,
    ).toBeGreaterThan(0)
  }
  await control.dispose()
  info.annotations.push({ type: 'checks', description: `${sent} forged requests` })
  console.log(
    `anti-forgery: ${sent} forged requests to ${ACTION_KEYS.length} actions, ${failures.length} accepted`,
  )
  expect(failures).toEqual([])
})

// ---------------------------------------------------------------------------------------------
// 3. XSS

/**
 * Payloads, each numbered: an element they would create carries data-xss=n, a handler or script
 * they would run calls alert(n). Every one fits a folder name (80 characters).
 */
const PAYLOADS: ((n: number) => string)[] = [
  (n) => `<script data-xss=${n}>alert(${n})</script>`,
  (n) => `<script data-xss=${n} src=data:,alert(${n})></script>`,
  (n) => `<img data-xss=${n} src=x onerror=alert(${n})>`,
  (n) => `<img data-xss=${n} src=x onerror="alert(${n})">`,
  (n) => `<IMG DATA-XSS=${n} SRC=x ONERROR=alert(${n})>`,
  (n) => `<img/data-xss=${n}/src=x/onerror=alert(${n})>`,
  (n) => `<img data-xss=${n} src=x onerror=alert\`${n}\`>`,
  (n) => `<img data-xss=${n} src=x onerror=&#97;lert(${n})>`,
  (n) => `<img data-xss=${n} src=x onerror=alert(${n})`,
  (n) => `<svg data-xss=${n} onload=alert(${n})>`,
  (n) => `<svg><script data-xss=${n}>alert(${n})</script></svg>`,
  (n) => `<svg><animate data-xss=${n} onbegin=alert(${n}) attributeName=x dur=1s>`,
  (n) => `<svg data-xss=${n}><a href="javascript:alert(${n})"><text>x</text></a></svg>`,
  (n) => `<svg><set data-xss=${n} onbegin=alert(${n}) attributeName=x to=1>`,
  (n) => `<math><mtext><table><mglyph><style><img data-xss=${n} src=x onerror=alert(${n})>`,
  (n) => `<body data-xss=${n} onload=alert(${n})>`,
  (n) => `<iframe data-xss=${n} src="javascript:alert(${n})"></iframe>`,
  (n) => `<iframe data-xss=${n} srcdoc="<script>alert(${n})</script>">`,
  (n) => `<a data-xss=${n} href="javascript:alert(${n})">x</a>`,
  (n) => `<a data-xss=${n} href="&#x6A;avascript:alert(${n})">x</a>`,
  (n) => `<details data-xss=${n} open ontoggle=alert(${n})>`,
  (n) => `<input data-xss=${n} autofocus onfocus=alert(${n})>`,
  (n) => `<select data-xss=${n} autofocus onfocus=alert(${n})>`,
  (n) => `<textarea data-xss=${n} autofocus onfocus=alert(${n})>`,
  (n) => `<video data-xss=${n}><source onerror=alert(${n})></video>`,
  (n) => `<audio data-xss=${n} src=x onerror=alert(${n})>`,
  (n) => `<object data-xss=${n} data="javascript:alert(${n})">`,
  (n) => `<embed data-xss=${n} src="javascript:alert(${n})">`,
  (n) => `<form data-xss=${n} action="javascript:alert(${n})"><button>x</button></form>`,
  (n) => `<button data-xss=${n} formaction="javascript:alert(${n})">x</button>`,
  (n) => `<marquee data-xss=${n} onstart=alert(${n})>`,
  (n) => `<div data-xss=${n} style=animation-name:x onanimationstart=alert(${n})>`,
  (n) => `<meta data-xss=${n} http-equiv=refresh content="0;url=javascript:alert(${n})">`,
  (n) => `<base data-xss=${n} href="javascript:alert(${n})//">`,
  (n) => `<scr<script>ipt data-xss=${n}>alert(${n})</scr</script>ipt>`,
  (n) => `<<script data-xss=${n}>alert(${n});//<</script>`,
  (n) => `"><script data-xss=${n}>alert(${n})</script>`,
  (n) => `'><img data-xss=${n} src=x onerror=alert(${n})>`,
  (n) => `" data-xss=${n} autofocus onfocus="alert(${n})`,
  (n) => `' data-xss=${n} autofocus onfocus='alert(${n})`,
  (n) => `" data-xss=${n} onmouseover="alert(${n})" x="`,
  (n) => `\` data-xss=${n} onfocus=alert(${n}) autofocus x=\``,
  (n) => `</script><script data-xss=${n}>alert(${n})</script>`,
  (n) => `</title><script data-xss=${n}>alert(${n})</script>`,
  (n) => `</textarea><script data-xss=${n}>alert(${n})</script>`,
  (n) => `</style><script data-xss=${n}>alert(${n})</script>`,
  (n) => `--><img data-xss=${n} src=x onerror=alert(${n})>`,
  (n) => `]]><img data-xss=${n} src=x onerror=alert(${n})>`,
  (n) => `<noscript><p title="</noscript><img data-xss=${n} src=x onerror=alert(${n})>">`,
  (n) => `<mark data-xss=${n} onclick=alert(${n})>x</mark>`,
  (n) => `<x data-xss=${n} onpointerenter=alert(${n})>x</x>`,
  (n) => `javascript:alert(${n})`,
  (n) => `JaVaScRiPt:alert(${n})`,
  (n) => ` javascript:alert(${n})`,
  (n) => `java\tscript:alert(${n})`,
  (n) => `javascript&colon;alert(${n})`,
  (n) => `&#106;avascript:alert(${n})`,
  (n) => `data:text/html,<script data-xss=${n}>alert(${n})</script>`,
  (n) => `vbscript:msgbox(${n})`,
  (n) => `%3Cscript data-xss=${n}%3Ealert(${n})%3C/script%3E`,
  (n) => `%253Cimg data-xss=${n} src=x onerror=alert(${n})%253E`,
  (n) => `&lt;img data-xss=${n} src=x onerror=alert(${n})&gt;`,
  (n) => `\\u003cimg data-xss=${n} src=x onerror=alert(${n})\\u003e`,
  (n) => `\\x3cscript data-xss=${n}\\x3ealert(${n})\\x3c/script\\x3e`,
  (n) => `＜script data-xss=${n}＞alert(${n})＜/script＞`,
  (n) => `<img data-xss=${n} src=x onerror=alert(${n})>\u0000`,
  (n) => `{{constructor.constructor('alert(${n})')()}}`,
  (n) => `\${alert(${n})}<style data-xss=${n}>@import'javascript:alert(${n})'</style>`,
]
/** The payloads numbered from `first`: each input that keeps them gets its own numbers. */
const payloadsFrom = (first: number) => PAYLOADS.map((payload, i) => payload(first + i))
const XSS = payloadsFrom(1)

/** Payloads joined by spaces, as many as fit `max` characters, per page load. */
function packs(max: number, payloads: readonly string[] = XSS): string[] {
  const out: string[] = []
  for (const payload of payloads) {
    const last = out.at(-1)
    if (last !== undefined && last.length + 1 + payload.length <= max)
      out[out.length - 1] = `${last} ${payload}`
    else out.push(payload)
  }
  return out
}

/** Watches a page for anything a payload could make happen; `loads` counts what it rendered. */
async function xssWatch(page: Page) {
  const seen: string[] = []
  let loads = 0
  page.on('dialog', (dialog) => {
    seen.push(`a ${dialog.type()} dialog "${dialog.message()}" on ${page.url()}`)
    void dialog.dismiss()
  })
  await page.addInitScript(() => {
    const w = window as unknown as { __blocked: string[] }
    w.__blocked = []
    document.addEventListener('securitypolicyviolation', (e) => {
      // Zod probes whether it may compile with `new Function` (blocked: 'eval'); a payload would
      // need an inline script or handler first, and that is reported as 'inline'.
      if (
        /^(script|object|frame|base|form)/.test(e.effectiveDirective) &&
        e.blockedURI !== 'eval'
      ) {
        w.__blocked.push(`CSP blocked ${e.effectiveDirective}: ${e.sample || e.blockedURI}`)
      }
    })
  })
  /** What the page holds that no payload may create: elements, handlers, script URLs, blocked scripts. */
  async function check(label: string) {
    loads++
    // Hydrated, so what the client renders is there too (a page that never hydrates is still checked).
    await page
      .waitForFunction(() => '__reactRouterRouteModules' in window, undefined, { timeout: 10_000 })
      .catch(() => {})
    const { found, text, status } = await page.evaluate(() => {
      const found: string[] = []
      const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'data', 'xlink:href'])
      for (const element of document.querySelectorAll('*')) {
        for (const { name, value } of Array.from(element.attributes)) {
          const attribute = name.toLowerCase()
          const url = value.replace(/[\u0000-\u0020]/g, '').toLowerCase()
          const built =
            attribute === 'data-xss' || attribute.startsWith('on') || attribute === 'srcdoc'
          const scriptUrl =
            urlAttributes.has(attribute) && /^(javascript|vbscript):|^data:text\/html/.test(url)
          if (built || scriptUrl)
            found.push(`<${element.localName} ${attribute}="${value.slice(0, 60)}">`)
        }
      }
      // What the page shows as text: its words and its fields' values.
      const fields = Array.from(
        document.querySelectorAll('input, textarea'),
        (e) => (e as HTMLInputElement).value,
      )
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[]
      return {
        found: found.concat((window as unknown as { __blocked: string[] }).__blocked),
        text: [document.body.innerText, ...fields].join('\n'),
        status: navigation?.responseStatus ?? 0,
      }
    })
    seen.push(...found.map((f) => `${label}: ${f}`))
    if (status >= 500) seen.push(`${label}: the server answered ${status} on ${page.url()}`)
    // The payloads shown back as text, by number.
    return new Set([...text.matchAll(/(?:lert|msgbox)[(`](\d+)/g)].map((m) => Number(m[1])))
  }
  // The control: a page that does hold a payload's element is seen as such.
  await page.setContent('<p><b data-xss=0 onclick=alert(0)>x</b></p>')
  await check('control')
  expect(
    seen.some((s) => s.includes('data-xss')),
    'the watch sees an injected element',
  ).toBe(true)
  seen.length = 0
  loads = 0
  return { seen, check, loads: () => loads }
}

/** Posts a form natively (as a browser without the app's scripts would) and waits for the page. */
async function postForm(page: Page, action: string, fields: Record<string, string>) {
  await Promise.all([
    page.waitForEvent('load'),
    page.evaluate(
      async ({ action, fields }) => {
        const { token } = (await (await fetch('/account/GetCsrf')).json()) as { token: string }
        const form = document.createElement('form')
        form.method = 'post'
        form.action = action
        for (const [name, value] of Object.entries({ ...fields, csrf: token })) {
          const input = document.createElement('textarea')
          input.name = name
          input.value = value
          form.append(input)
        }
        document.body.append(form)
        HTMLFormElement.prototype.submit.call(form)
      },
      { action, fields },
    ),
  ])
}

/** Calls the app's own API from the page, with the page's cookies and the anti-forgery token. */
async function callApi(page: Page, path: string, body: unknown = null) {
  return page.evaluate(
    async ({ path, body }) => {
      const { token } = (await (await fetch('/account/GetCsrf')).json()) as { token: string }
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': token },
        body: body === null ? undefined : JSON.stringify(body),
      })
      return { status: response.status, text: await response.text() }
    },
    { path, body },
  )
}

/** A page watched for payloads, with what it loads and which inputs showed a payload back. */
async function xssSession(page: Page) {
  const watch = await xssWatch(page)
  /** Per input, the payloads it showed back. */
  const shown = new Map<string, Set<number>>()
  const all = new Set<number>()
  const note = async (label: string) => {
    const ids = await watch.check(label)
    shown.set(label, new Set([...(shown.get(label) ?? []), ...ids]))
    ids.forEach((id) => all.add(id))
  }
  return {
    watch,
    note,
    async visit(label: string, url: string) {
      await page.goto(url)
      await note(label)
    },
    async post(label: string, action: string, fields: Record<string, string>) {
      await postForm(page, action, fields)
      await note(label)
    },
    /** The numbers from `first` on that no page showed back. */
    missing: (first: number) =>
      payloadsFrom(first)
        .map((_, i) => first + i)
        .filter((id) => !all.has(id)),
    /** Nothing ran or was built, and every input showed payloads back (else it tested nothing). */
    verify(info: TestInfo, title: string) {
      const quiet = [...shown].filter(([, ids]) => ids.size === 0).map(([label]) => label)
      const inputs = [...shown].map(([label, ids]) => `${label} (${ids.size} shown back)`)
      console.log(`${title}: ${watch.loads()} page loads through ${inputs.join(', ')}`)
      info.annotations.push({
        type: 'checks',
        description: `${XSS.length} payloads, ${watch.loads()} page loads`,
      })
      expect(watch.seen, 'what the payloads made happen').toEqual([])
      expect(quiet, 'inputs that showed no payload back').toEqual([])
    },
  }
}

const e = encodeURIComponent

test(`XSS, search and reading: ${XSS.length} payloads through the search box and query keys, filter values, a document's q and find, an old address`, async ({
  page,
  edition,
}, info) => {
  test.skip(
    info.project.name !== 'ka',
    'one run, on the edition with every search mode; the pages are the same code everywhere',
  )
  test.setTimeout(240_000)
  const site = siteOf(info)
  const xss = await xssSession(page)
  await login(page, edition.email)
  // A title (its contents and the search within it) and a text (its hits marked).
  const publication = site.home.featured[0].id
  await page.goto('/search?q=arbitral')
  const hit = await page.locator('[id^="hit-"] a').first().getAttribute('href')
  const text = /^\/document\/([^/?]+)/.exec(hit ?? '')?.[1]
  expect(text, 'a text found by searching').toBeDefined()
  const filterKeys = [
    'qTitle',
    'type',
    'topic',
    'source',
    'f.jurisdiction',
    'contains.jurisdiction',
    'sortBy',
    'dateFrom',
  ]
  let next = 0
  const filters = () => filterKeys.map((key) => `${key}=${e(XSS[next++ % XSS.length])}`).join('&')
  for (const pack of packs(600)) {
    for (const mode of ['/search', '/books', '/awards']) {
      await xss.visit(`${mode} q and filter values`, `${mode}?q=${e(pack)}&${filters()}`)
    }
    for (const id of [publication, text]) {
      const query = `q=${e(`arbitral ${pack}`)}&find=${e(`arbitral ${pack}`)}`
      await xss.visit('document q and find', `/document/${id}?${query}`)
    }
    await xss.visit('old address', `/commonui/${e(pack)}`)
  }
  // Typed into the header's search box, with its suggestions open.
  await page.goto('/search')
  for (const pack of packs(200)) {
    const suggested = page.waitForResponse((r) => r.url().includes('/resources/suggest'), {
      timeout: 5000,
    })
    await page.locator('#header-search').fill(pack)
    await suggested.catch(() => {})
    await xss.note('header search box')
  }
  xss.verify(info, 'XSS, search and reading')
})

test(`XSS, tools, sign-in and forms: ${XSS.length} payloads through the Profile Navigator and Relationship Indicator lookups, the sign-in page's keys, the request-demo form and the assistant`, async ({
  page,
  edition,
}, info) => {
  test.skip(
    info.project.name !== 'ka',
    'one run, on the edition with every tool; the pages are the same code everywhere',
  )
  test.setTimeout(240_000)
  const xss = await xssSession(page)
  await login(page, edition.email)
  for (const pack of packs(200)) {
    await xss.visit('Profile Navigator q', `/profile-navigator?q=${e(pack)}`)
  }
  for (const pack of packs(100)) {
    await xss.visit(
      'Relationship Indicator find',
      `/relationship-indicator?find=${e(pack)}&type=0&side=right`,
    )
  }
  for (const pack of packs(254)) {
    const query = `email=${e(pack)}&waf=${e(pack)}&returnUrl=${e(`/${pack}`)}`
    await xss.visit('sign-in e-mail, waf and returnUrl', `/account/login?${query}`)
  }
  for (let i = 0; i < XSS.length; i += 40) {
    const docs = XSS.slice(i, i + 40)
      .map((p) => `doc=${e(p)}`)
      .join('&')
    await xss.visit('assistant documents', `/assistant?${docs}`)
  }
  for (const pack of packs(1900)) {
    await xss.post('request-demo fields', '/request-demo', {
      name: pack,
      email: 'not an address',
      organisation: pack,
      phone: pack,
      message: pack,
    })
    await xss.post('assistant question', '/assistant', { intent: 'ask', question: pack })
  }
  xss.verify(info, 'XSS, tools, sign-in and forms')
})

test(`XSS, stored inputs: ${XSS.length} payloads each as favourites folder names, favourite titles, saved-search names, reading-history titles and alert names, every one shown back on its page`, async ({
  page,
}, info) => {
  test.skip(
    info.project.name !== 'kipl',
    'one run, with an account no other test uses (what it stores stays its own)',
  )
  test.setTimeout(240_000)
  const xss = await xssSession(page)
  await login(page, 'pl@demo.test', '/favorites')
  // Numbered apart, so each kind must show every one of its own.
  const kinds = { folder: 1000, title: 2000, search: 3000, history: 4000, alert: 5000 }
  const failed: string[] = []
  const store = async (what: string, path: string, body?: unknown) => {
    const answer = await callApi(page, path, body)
    // A folder kept by an earlier try of this test is there already, which is as good.
    if (answer.status >= 300 && !answer.text.includes('already exists')) {
      failed.push(`${what}: ${answer.status} ${answer.text.slice(0, 200)}`)
    }
  }
  const [folders, titles, searches, history, alerts] = Object.values(kinds).map(payloadsFrom)
  // A favourite or saved search already kept (by an earlier try) is left as it was: new ids.
  const run = randomUUID().slice(0, 8)
  for (const [i, name] of folders.entries()) {
    await store('folder', `/apiv2/Favorite/AddFolder?folderName=${e(name)}`)
    await store('saved search', '/apiv2/api/FavoriteSearches', {
      name: searches[i],
      url: `/search?q=xss-${run}-${i}`,
    })
  }
  await store('favourites', '/apiv2/Favorite/AddFavorites', {
    Favorites: titles.map((title, i) => ({
      documentId: `xss-${run}-${i}`,
      title,
      url: `/document/xss-${run}-${i}`,
    })),
    Folder: 0,
  })
  // The favourites page lists 10 a page and the 5 documents read last: each load shows 5 more.
  const loads = Math.max(Math.ceil(XSS.length / 10) * 2, Math.ceil(XSS.length / 5))
  for (let n = 0; n < loads; n++) {
    for (const [i, title] of history.slice(n * 5, n * 5 + 5).entries()) {
      await store('reading history', '/apiv2/Customization/AddHistory', {
        documentId: `xss-${run}-${n * 5 + i}`,
        title,
      })
    }
    const listPage = Math.floor(n / 2) + 1
    const tab = n % 2 ? 'searches' : 'documents'
    const query = `tab=${tab}${listPage > 1 ? `&page=${listPage}` : ''}`
    await xss.visit('favourites: folders, titles, saved searches, history', `/favorites?${query}`)
  }
  await xss.visit('favourites by jurisdiction and topic', '/favorites?view=documents')
  await xss.visit('favourites by jurisdiction and topic', '/favorites?view=searches')
  for (const pack of packs(600)) {
    await xss.visit('favourites search box', `/favorites?q=${e(pack)}`)
  }
  const preferences = '/ipnewsalerts/change-preferences'
  const alert = { intent: 'save', savedSearches: 'on', frequency: 'weekly' }
  for (const pack of packs(1900)) {
    await xss.post('alert name, refused and shown back', preferences, { ...alert, name: pack })
  }
  for (const pack of packs(120, alerts)) {
    await xss.post('alert name, kept and shown', preferences, { ...alert, name: pack })
  }
  expect(failed, 'payloads the app refused to store').toEqual([])
  for (const [kind, first] of Object.entries(kinds)) {
    expect(xss.missing(first), `${kind}s never shown back`).toEqual([])
  }
  xss.verify(info, 'XSS, stored inputs')
})

// ---------------------------------------------------------------------------------------------
// 4. Open redirects

/** Addresses a forger would have the site send its visitors to, written every way browsers read them. */
const ELSEWHERE = [
  'https://evil.example/x',
  'http://evil.example',
  'https:evil.example',
  'https:/evil.example',
  '//evil.example/x',
  '///evil.example/x',
  '////evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example/x',
  '\\/evil.example/x',
  '/\\/evil.example/x',
  '/.//evil.example/x',
  '/..//evil.example/x',
  '/%2e//evil.example/x',
  '/%2e%2e//evil.example/x',
  '/a/..//evil.example/x',
  '/./\\evil.example/x',
  '/%2F/evil.example/x',
  '%2F%2Fevil.example/x',
  '%252F%252Fevil.example/x',
  '/%5Cevil.example/x',
  '%5C%5Cevil.example/x',
  ' //evil.example/x',
  '\t//evil.example/x',
  '/\t/evil.example/x',
  '/\n/evil.example/x',
  '/%09/evil.example/x',
  '\u3000//evil.example/x',
  '/@evil.example/x',
  '//evil.example%2F@ka.localhost/',
  '//ka.localhost@evil.example/',
  'http://ka.localhost.evil.example/',
  'javascript:alert(document.domain)',
  'data:text/html,<script>alert(1)</script>',
]

/**
 * Where an address sends a browser that is on `origin`, when that is elsewhere, or null. A
 * redirect's own returnUrl (`through`) must be on the site too: the site never passes an address
 * elsewhere on, even to a page of its own that would check it again.
 */
function offSite(address: string, origin: string, through = true): string | null {
  let url: URL
  try {
    url = new URL(address, `${origin}/`)
  } catch {
    return `${address} (not an address)`
  }
  if (url.origin !== origin) return url.href
  if (!through) return null
  for (const key of ['returnUrl', 'returnurl', 'returnTo', 'redirectTo']) {
    const inner = url.searchParams.get(key)
    const elsewhere = inner === null ? null : offSite(inner, origin)
    if (elsewhere) return `${elsewhere} (through ${key})`
  }
  return null
}

/** The returnUrl and returnTo a page's forms carry on. */
const kept = (html: string) =>
  [...html.matchAll(/name="return(?:Url|To)" value="([^"]*)"/g)].map((m) => unescapeHtml(m[1]))

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

test(`open redirects: every redirecting parameter keeps the browser on the site (${ELSEWHERE.length} addresses elsewhere)`, async ({
  playwright,
}, info) => {
  test.skip(
    info.project.name !== 'kcl',
    'one run: where a parameter may send a browser does not depend on the edition',
  )
  test.setTimeout(180_000)
  const site = siteOf(info)
  const port = portOf(info)
  const origin = `http://${site.hosts[0]}:${port}`
  const account = fullPlanOf(site).email
  const member = await newClient(playwright.request, port, site)
  await signIn(member, account)
  const document = (await realIds(member, site)).document
  const token = await tokenOf(member)
  const failures: string[] = []
  let checks = 0
  const check = (what: string, address: string | null, through = true) => {
    checks++
    const elsewhere = address === null ? null : offSite(address, origin, through)
    if (elsewhere) failures.push(`${what} → ${elsewhere}`)
  }
  const q = (value: string) => encodeURIComponent(value)

  await inPool(ELSEWHERE, 3, async (attempt) => {
    const shown = JSON.stringify(attempt)
    const visitor = await newClient(playwright.request, port, site)
    for (const key of ['returnUrl', 'returnurl']) {
      const login = await visitor.fetch(`/account/login?${key}=${q(attempt)}`)
      expect(kept(login.text).length, 'the login form keeps a returnUrl').toBeGreaterThan(0)
      const pages = ['/account/login', '/account/ssologin', '/account/switchAccount']
      if (site.routes['account.login-ip'] && mountedRouteKeys().has('account.login-ip')) {
        pages.push('/account/loginip')
      }
      for (const path of pages) {
        const answer =
          path === '/account/login' ? login : await visitor.fetch(`${path}?${key}=${q(attempt)}`)
        check(`GET ${path} ${key}=${shown}`, answer.location)
        // A form field is an address on the site (the banner's returnTo is this very page).
        for (const value of kept(answer.text))
          check(`GET ${path} ${key}=${shown} (a form's field)`, value, false)
      }
    }
    const signedIn = await visitor.fetch('/account/login', {
      method: 'POST',
      form: {
        email: account,
        password: DEMO_PASSWORD,
        returnUrl: attempt,
        csrf: await tokenOf(visitor),
      },
    })
    expect(signedIn.status, `sign-in with returnUrl=${shown}`).toBe(302)
    check(`POST /account/login returnUrl=${shown}`, signedIn.location)
    const switched = await visitor.fetch('/account/switchAccount', {
      method: 'POST',
      form: { returnUrl: attempt, csrf: await tokenOf(visitor) },
    })
    check(`POST /account/switchAccount returnUrl=${shown}`, switched.location)
    await visitor.dispose()

    const posts: [string, Record<string, string>][] = [
      ['/preferences', { intent: 'accept-cookies', returnTo: attempt }],
      [
        '/preferences',
        { intent: 'dismiss-banner', bannerId: 'banner-ai-assistant', returnTo: attempt },
      ],
      [
        '/resources/assistant-feedback',
        { option: 'Other', comment: 'redirect check', mode: 'genAi', returnTo: attempt },
      ],
      ['/favorites', { intent: 'save-search', name: 'Redirect check', url: attempt }],
      [
        '/favorites',
        { intent: 'add-favourite', documentId: document, title: 'Redirect check', url: attempt },
      ],
    ]
    for (const [path, form] of posts) {
      const answer = await member.fetch(path, { method: 'POST', form: { ...form, csrf: token } })
      expect(answer.status, `${path} ${form.intent ?? ''} answers`).toBeLessThan(500)
      check(
        `POST ${path} ${form.intent ?? ''} ${form.returnTo ? 'returnTo' : 'url'}=${shown}`,
        answer.location,
      )
    }
  })
  await member.dispose()
  info.annotations.push({ type: 'checks', description: `${checks} redirect checks` })
  console.log(`open redirects: ${checks} checks, ${failures.length} off the site`)
  expect(failures).toEqual([])
})

// ---------------------------------------------------------------------------------------------
// 5. Malformed requests and limits (from an outside probe)

const MALFORMED_BODIES = {
  JSON: { type: 'application/json', body: '{"email":"x@example.test"}' },
  'broken multipart': { type: 'multipart/form-data; boundary=zz', body: '--zz\r\nbroken' },
  'no boundary': { type: 'multipart/form-data', body: 'a=1' },
  'plain text': { type: 'text/plain', body: 'email=x' },
}

test(`malformed bodies: every action (${ACTION_KEYS.length} route modules) given a body of the wrong type or a broken one, with a valid token, answers 4xx, never 5xx`, async ({
  playwright,
}, info) => {
  test.skip(info.project.name !== 'ka', 'one run covers every edition')
  test.setTimeout(180_000)
  const port = portOf(info)
  const failures: string[] = []
  let sent = 0
  for (const site of Object.values(sites)) {
    const keys = ACTION_KEYS.filter(
      (key) => Object.values(sites).find((s) => s.routes[key] !== undefined) === site,
    )
    if (keys.length === 0) continue
    const client = await newClient(playwright.request, port, site)
    await signIn(client, 'all@demo.test')
    const token = await tokenOf(client)
    const requests = keys.flatMap((key) => {
      const path = pathOf(key, NO_IDS)
      const paths = isPage(key)
        ? [path, path === '/' ? '/_root.data?index' : `${path}.data`]
        : [path]
      return paths.flatMap((target) =>
        Object.entries(MALFORMED_BODIES).map(([name, body]) => ({ key, target, name, ...body })),
      )
    })
    await inPool(requests, 4, async ({ key, target, name, type, body }) => {
      // Sign-in, account switch and logout would change the client's session for the others.
      if (/^account\.(login|switch-account|logout)$/.test(key)) return
      const answer = await client.fetch(target, {
        method: 'POST',
        headers: { 'X-CSRF-Token': token, 'Content-Type': type },
        body,
      })
      sent++
      if (answer.status >= 500)
        failures.push(`${site.id} POST ${target} (${key}), ${name}: ${answer.status}`)
    })
    await client.dispose()
  }
  // The sign-in form itself, signed out.
  const visitor = await newClient(playwright.request, port, sites.KA)
  const form = await visitor.fetch('/account/login')
  for (const [name, { type, body }] of Object.entries(MALFORMED_BODIES)) {
    const answer = await visitor.fetch('/account/login', {
      method: 'POST',
      headers: { 'X-CSRF-Token': csrfOf(form.text), 'Content-Type': type },
      body,
    })
    sent++
    if (answer.status >= 500 || answer.status < 400)
      failures.push(`POST /account/login, ${name}: ${answer.status}`)
  }
  await visitor.dispose()
  console.log(`malformed bodies: ${sent} requests, ${failures.length} answered 5xx`)
  expect(failures).toEqual([])
})

/** Sends a raw request (line and headers as given) to the server and returns its status. */
function rawStatus(port: string, head: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () =>
      socket.write(`${head}\r\nConnection: close\r\n\r\n`, 'latin1'),
    )
    let text = ''
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')))
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)))
    socket.on('error', reject)
    socket.setTimeout(60_000, () => socket.destroy(new Error(`${head}: no answer`)))
  })
}

test('request lines: an absolute-form target is served; a line without a version, another scheme or a Host of invalid bytes is a 400', async ({}, info) => {
  test.skip(info.project.name !== 'ka', 'one run covers the server')
  const port = portOf(info)
  const host = `ka.localhost:${port}`
  expect(await rawStatus(port, `GET http://${host}/aidisclaimer HTTP/1.1\r\nHost: other`)).toBe(200)
  for (const head of [
    `GET /search?q=award\r\nHost: ${host}`,
    `GET ftp://${host}/ HTTP/1.1\r\nHost: ${host}`,
    `GET * HTTP/1.1\r\nHost: ${host}`,
    `GET / HTTP/1.1\r\nHost: ka.local\xff\xfehost`,
  ]) {
    expect(await rawStatus(port, head), JSON.stringify(head)).toBe(400)
  }
})

test('query parameters are bounded: a too-long value is a 400 with a message, not a 500', async ({
  playwright,
}, info) => {
  test.skip(info.project.name !== 'ka', 'one run covers every edition')
  const port = portOf(info)
  const kcl = await newClient(playwright.request, port, sites.KCL)
  await signIn(kcl, 'all@demo.test')
  expect((await kcl.fetch(`/smartcharts?product=${'x'.repeat(50)}`)).status).toBe(400)
  const ka = await newClient(playwright.request, port, sites.KA)
  await signIn(ka, 'all@demo.test')
  expect((await ka.fetch(`/templates-and-examples?institution=${'x'.repeat(101)}`)).status).toBe(
    400,
  )
  await kcl.dispose()
  await ka.dispose()
})

test('every 429 says when to try again in Retry-After: the sign-in form, as a page and as data', async ({
  playwright,
}, info) => {
  test.skip(info.project.name !== 'ka', 'one run covers the server')
  test.setTimeout(120_000) // twelve password checks, on a busy machine
  const port = portOf(info)
  const client = await newClient(playwright.request, port, sites.KA)
  const email = `nobody-${randomUUID()}@example.test`
  const csrf = csrfOf((await client.fetch('/account/login')).text)
  const attempt = async (path: string) => {
    const answer = await client.fetch(path, {
      method: 'POST',
      form: { email, password: 'wrong', csrf },
    })
    return { status: answer.status, retryAfter: answer.headers?.['retry-after'] }
  }
  for (let n = 0; n < 10; n++) expect((await attempt('/account/login')).status).toBe(400)
  for (const path of ['/account/login', '/account/login.data']) {
    const refused = await attempt(path)
    expect(refused.status, path).toBe(429)
    expect(Number(refused.retryAfter), path).toBeGreaterThan(0)
  }
  await client.dispose()
})

/** The query keys a route module reads (`searchParams.get('q')` and the like). */
function queryKeysOf(key: RouteKey): string[] {
  const names = sourceOf(key).matchAll(/(?:searchParams|params)\.(?:get|getAll|has)\('(\w+)'\)/g)
  return [...new Set([...names].map((m) => m[1]!))]
}

test('every query key a page reads, given 300 characters, answers without a 5xx', async ({
  playwright,
}, info) => {
  test.setTimeout(240_000)
  const site = siteOf(info)
  const port = portOf(info)
  const client = await newClient(playwright.request, port, site)
  await signIn(client, 'all@demo.test')
  const ids = await realIds(client, site)
  const requests = ROUTE_KEYS.filter((key) => site.routes[key] !== undefined).flatMap((key) =>
    queryKeysOf(key).map((name) => ({ key, name })),
  )
  const failures: string[] = []
  await inPool(requests, 4, async ({ key, name }) => {
    // Signing out or switching account would change the client for the others.
    if (/^account\.(logout|switch-account)$/.test(key)) return
    const path = pathOf(key, ids)
    const target = `${path}${path.includes('?') ? '&' : '?'}${name}=${'x'.repeat(300)}`
    const answer = await client.fetch(target)
    if (answer.status >= 500) failures.push(`${site.id} ${key} ?${name}=…: ${answer.status}`)
  })
  console.log(`${site.id}: ${requests.length} long query values, ${failures.length} answered 5xx`)
  expect(failures).toEqual([])
  await client.dispose()
})
