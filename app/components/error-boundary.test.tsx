import { renderToString } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  data,
  isRouteErrorResponse,
  StaticRouterProvider,
} from 'react-router'
import { describe, expect, test } from 'vitest'
import { errorTitle, GeneralErrorBoundary } from './error-boundary.tsx'

// The screen each refusal shows, as the server renders it (what a browser without JavaScript
// gets; with JavaScript, a server error or a 405 then moves on to /error500).

async function screenFor(status: number, message?: string) {
  const routes = [
    {
      path: '/',
      loader() {
        throw data(message ? { message } : null, { status })
      },
      Component: () => null,
      ErrorBoundary: GeneralErrorBoundary,
    },
  ]
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request('http://ka.localhost/'))
  if (context instanceof Response) throw new Error('expected a page')
  const router = createStaticRouter(handler.dataRoutes, context)
  const html = renderToString(<StaticRouterProvider router={router} context={context} />)
  const error = Object.values(context.errors ?? {})[0]
  return { html, title: errorTitle(isRouteErrorResponse(error) ? error : null) }
}

describe('the error screens (spec 000 §8)', () => {
  test('a method the address does not take (405) is the error500 screen, as the spec says', async () => {
    const { html, title } = await screenFor(405)
    expect(title).toBe('Something went wrong')
    expect(html).toContain('Something went wrong')
    expect(html).toContain('Reload page')
  })

  test('bad input (400) keeps its own message on its page (decision 246)', async () => {
    const { html, title } = await screenFor(400, 'Write the date as dd-mm-yyyy')
    expect(title).toBe('Please check your request')
    expect(html).toContain('Write the date as dd-mm-yyyy')
  })

  test('a 404 is the page-not-found screen', async () => {
    const { html } = await screenFor(404)
    expect(html).toContain('Page not found')
    expect(html).toContain('Go to homepage')
  })
})
