import { emptyListingsContext, siteContext } from '#app/context.ts'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { card, container, muted, page } from '#app/styles/ui.css.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import { searchModeInEdition } from '#sites/index.ts'
import { SEARCH_MODES } from '#sites/search/modes.ts'
import { searchHref } from '#sites/search/search-params.ts'
import { defaultState } from '#sites/search/search-state.ts'
import { searchQueryOfUrl } from '#sites/search/engine-query.ts'
import type { MenuItem, Site } from '#sites/types.ts'
import type { Route } from './+types/docs'
import * as styles from './docs.css.ts'
import { documentedCalls, openApiDocument } from './registry.server.ts'

/**
 * GET /apiv2/docs: the reference for integrators, server-rendered from the same contracts as
 * /apiv2/openapi.json: how to call, every call of this edition with an example, and how to
 * build preset search links.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  const origin = new URL(request.url).origin
  const document = openApiDocument(site, origin)
  const calls = documentedCalls(site).map(({ call, path, url, example }) => {
    const operation = document.paths[path][call.method.toLowerCase()] as {
      operationId: string
      description: string
      responses: Record<string, { description: string }>
      parameters: { name: string; in: string; required: boolean; description?: string }[]
    }
    const body = example?.body === undefined ? null : JSON.stringify(example.body)
    const curl = [
      `curl -b cookies.txt`,
      call.method === 'GET' ? '' : `-X ${call.method} -H "X-CSRF-Token: $TOKEN"`,
      body === null ? '' : `-H "Content-Type: application/json" -d '${body}'`,
      `"${origin}${url}"`,
    ]
      .filter(Boolean)
      .join(' ')
    return {
      id: operation.operationId,
      tag: call.tag,
      method: call.method,
      path,
      summary: call.summary,
      description: operation.description,
      parameters: operation.parameters,
      statuses: Object.entries(operation.responses).map(([status, r]) => ({
        status,
        text: r.description,
      })),
      curl,
    }
  })
  const tags = document.tags.map((tag) => ({
    ...tag,
    calls: calls.filter((c) => c.tag === tag.name),
  }))
  const hidden = context.get(emptyListingsContext)
  return { site: { name: site.name, id: site.id }, origin, tags, presets: presetsOf(site, hidden) }
}

/**
 * Preset links: one per search screen of the edition, and the edition's own menu presets (those
 * its menu shows: not the ones that find too little yet).
 */
function presetsOf(site: Site, hidden: ReadonlySet<string>) {
  const modes = Object.values(SEARCH_MODES)
    .filter((mode) => searchModeInEdition(site, mode.id))
    .map((mode) => {
      const state = { ...defaultState(mode.id), q: 'arbitration' }
      return {
        title: mode.title,
        plain: searchHref(defaultState(mode.id)),
        withText: searchHref(state),
      }
    })
  const fromMenu: { label: string; url: string }[] = []
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (
        item.url &&
        !hidden.has(item.url) &&
        searchQueryOfUrl(item.url) &&
        item.url.includes('?')
      ) {
        fromMenu.push({ label: item.label, url: item.url })
      }
      if (item.children) walk(item.children)
    }
  }
  walk(site.menu)
  return { modes, fromMenu: fromMenu.slice(0, 12) }
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'API reference')
export const handle = { breadcrumb: 'API reference' }
export const ErrorBoundary = GeneralErrorBoundary

export default function ApiDocs({ loaderData }: Route.ComponentProps) {
  const { site, origin, tags, presets } = loaderData
  return (
    <div className={`${container} ${page} ${styles.reference}`}>
      <h1>{site.name} API reference</h1>
      <p>
        The calls of this edition, their input and their answers. The machine-readable document is{' '}
        <a href="/apiv2/openapi.json">/apiv2/openapi.json</a> (OpenAPI 3.1): load it into any
        OpenAPI tool to generate a client.
      </p>

      <section className={card} aria-labelledby="how">
        <h2 id="how">How to call</h2>
        <ol>
          <li>
            Sign in (<code>/account/login</code>) and keep the cookies: <code>sid</code> (the
            session) and <code>csrf</code>.
          </li>
          <li>
            For every call other than GET, fetch the anti-forgery token once:{' '}
            <code>GET /account/GetCsrf</code> answers <code>{'{ "token": "…" }'}</code>; send it in
            the <code>X-CSRF-Token</code> header. Without it the call is refused (403).
          </li>
          <li>Send bodies as JSON. Answers are JSON unless the call returns a file.</li>
        </ol>
        <pre className={styles.example}>
          {`TOKEN=$(curl -s -c cookies.txt -b cookies.txt ${origin}/account/GetCsrf | sed 's/.*"token":"\\([^"]*\\)".*/\\1/')`}
        </pre>
        <h3>Errors</h3>
        <ul>
          <li>
            <strong>400</strong>: the input is not valid; <code>errors</code> names each field at
            fault, e.g.{' '}
            <code>{'{ "message": "…", "errors": { "start": "start must be 0 or more" } }'}</code>.
          </li>
          <li>
            <strong>401</strong>: not signed in.
          </li>
          <li>
            <strong>403</strong>: the plan does not include the call (<code>reason</code>), or no
            valid anti-forgery token.
          </li>
          <li>
            <strong>404</strong>: this edition has no such call, or no such item.
          </li>
          <li>
            <strong>503</strong>: search is busy, or the query is too broad to finish in time.
          </li>
        </ul>
        <p className={muted}>A refusal is always JSON, never a page or a redirect.</p>
      </section>

      <section className={card} aria-labelledby="presets">
        <h2 id="presets">Preset links</h2>
        <p>
          Every search has its own address, so a link opens it as it was. The query keys are the
          search page&apos;s: <code>q</code> (text, with AND, OR, NOT, NEAR, quotes and{' '}
          <code>*</code>), <code>type</code>, <code>topic</code> and <code>source</code> (repeat a
          key for several values; a topic below another is <code>parent&gt;child</code>),{' '}
          <code>f.&lt;filter&gt;</code> for any other filter (<code>f.jurisdiction=France</code>),{' '}
          <code>op.&lt;filter&gt;=AND</code>, <code>sortBy</code>, <code>sortOrder</code>,{' '}
          <code>dateFrom</code>/<code>dateTo</code> (dd-mm-yyyy), <code>datePeriod</code> (3, 6, 12,
          24 months), <code>start</code> and <code>resultsPerPage</code>. For example{' '}
          <code>/search?source=…&amp;topic=…</code> lists one source&apos;s documents on one topic.
        </p>
        <h3>One link per search screen</h3>
        <div className={styles.tableScroll}>
          <table>
            <thead>
              <tr>
                <th scope="col">screen</th>
                <th scope="col">everything</th>
                <th scope="col">with text</th>
              </tr>
            </thead>
            <tbody>
              {presets.modes.map((m) => (
                <tr key={m.plain + m.title}>
                  <td>{m.title}</td>
                  <td>
                    <a href={m.plain}>
                      <code>{m.plain}</code>
                    </a>
                  </td>
                  <td>
                    <a href={m.withText}>
                      <code>{m.withText}</code>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {presets.fromMenu.length ? (
          <>
            <h3>Presets of this edition&apos;s menu</h3>
            <ul>
              {presets.fromMenu.map((p) => (
                <li key={p.url}>
                  {p.label}:{' '}
                  <a href={p.url}>
                    <code>{p.url}</code>
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <nav aria-label="Calls by area">
        <h2>Calls</h2>
        <ul className={styles.areas}>
          {tags.map((tag) => (
            <li key={tag.name}>
              <a href={`#tag-${tag.name}`}>{tag.name}</a> ({tag.calls.length})
            </li>
          ))}
        </ul>
      </nav>
      {tags.map((tag) => (
        <section key={tag.name} aria-labelledby={`tag-${tag.name}`}>
          <h2 id={`tag-${tag.name}`}>{tag.name}</h2>
          <p className={muted}>{tag.description}</p>
          {tag.calls.map((call) => (
            <article key={call.id} id={call.id} className={card}>
              <h3 className={styles.callTitle}>
                {call.method} {call.path}
              </h3>
              <p>
                <strong>{call.summary}</strong>
              </p>
              {call.description.split('\n\n').map((para) => (
                <p key={para}>{para}</p>
              ))}
              {call.parameters.length ? (
                <div className={styles.tableScroll}>
                  <table>
                    <thead>
                      <tr>
                        <th scope="col">parameter</th>
                        <th scope="col">in</th>
                        <th scope="col">required</th>
                        <th scope="col">meaning</th>
                      </tr>
                    </thead>
                    <tbody>
                      {call.parameters.map((p) => (
                        <tr key={p.in + p.name}>
                          <td>
                            <code>{p.name}</code>
                          </td>
                          <td>{p.in}</td>
                          <td>{p.required ? 'yes' : 'no'}</td>
                          <td>{p.description ?? ''}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : null}
              <p>Example:</p>
              <pre className={styles.example}>{call.curl}</pre>
              <ul>
                {call.statuses.map((s) => (
                  <li key={s.status}>
                    <strong>{s.status}</strong>: {s.text}
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </section>
      ))}
    </div>
  )
}
