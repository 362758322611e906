import { Writable } from 'node:stream'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import { expect, test, vi } from 'vitest'
import { CSS_CHUNK_LOAD_FAILED, PartLoadError } from './mini-app-part-load.ts'
import { defineMiniAppPart, PartLoadErrorScreen } from './mini-app-part.tsx'

/** The HTML React has written when it says the page's shell is ready (its first flush). */
function shellHtml(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = ''
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString()
        done()
      },
    })
    const { pipe } = renderToPipeableStream(element, {
      onShellReady() {
        pipe(sink)
        setImmediate(() => resolve(html))
      },
      onShellError: reject,
    })
  })
}

test('the server writes a part’s screens in the page’s first flush, so they need no JavaScript', async () => {
  const load = vi.fn(() =>
    Promise.resolve({
      Title: ({ text }: { text: string }) => <h1>{text}</h1>,
      Body: () => <p>The part’s screen</p>,
    }),
  )
  const part = defineMiniAppPart('test-app', 'The test app', load)
  const Title = part.screen((m) => m.Title)
  const Body = part.screen((m) => m.Body)
  const html = await shellHtml(
    <main>
      <Title text="Markets" />
      <Body />
    </main>,
  )
  expect(html).toBe('<main><h1>Markets</h1><p>The part’s screen</p></main>')
  expect(load).toHaveBeenCalledTimes(1) // one part, however many screens
})

test('the load error names the part, the reason and, for a stylesheet, the code', () => {
  const text = (element: React.ReactElement) => renderToString(element).replaceAll('<!-- -->', '')
  const timedOut = text(
    <PartLoadErrorScreen
      title="The Market Definitions Locator"
      error={new PartLoadError('mdl-app', 'time-out', null, null)}
    />,
  )
  expect(timedOut).toContain('role="alert"')
  expect(timedOut).toContain('The Market Definitions Locator could not be loaded</h1>')
  expect(timedOut).toContain('Part <code>mdl-app</code> did not load. Reason: <strong>time-out')
  expect(timedOut).toContain('It did not arrive within 120 seconds.')
  expect(timedOut).not.toContain(CSS_CHUNK_LOAD_FAILED)
  expect(timedOut).toMatch(/<button type="button"[^>]*>Reload<\/button>/)

  const stylesheet = text(
    <PartLoadErrorScreen
      title="Manual IP"
      error={new PartLoadError('mip-app', 'missing', CSS_CHUNK_LOAD_FAILED, '/assets/x.css')}
    />,
  )
  expect(stylesheet).toContain('Part <code>mip-app</code> did not load. Reason: <strong>missing')
  expect(stylesheet).toContain('Its stylesheet is not on the server')
  expect(stylesheet).toContain('Error code <code>CSS_CHUNK_LOAD_FAILED</code>')
})
