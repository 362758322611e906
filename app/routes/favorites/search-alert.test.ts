import { afterAll, beforeAll, expect, test } from 'vitest'
import type { FavouriteListsView } from '#app/components/favorites/lists-screen.tsx'
import type { Viewer } from '#app/context.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { routeArgs, viewerFor } from '#test/helpers/route-args.ts'
import { action as stopAlert } from '../alerts/search-alert-unsubscribe.tsx'
import { searchAlertToken } from '#server/alerts/search-alerts.ts'
import { action, loader } from './page.tsx'

// A saved search's own alert, switched from the favourites list (plain forms, PRG) and ended by
// the e-mail's link.

let services: Awaited<ReturnType<typeof createTestServices>>
let me: Viewer
beforeAll(async () => {
  services = await createTestServices()
  me = await viewerFor(services, 'ihb@demo.test', 'KA')
})
afterAll(() => services.cleanup())

const LIST = 'http://ka.localhost/favorites?view=searches'
const post = (url: string, fields: Record<string, string>) =>
  action(
    routeArgs(services, url, {
      viewer: me,
      init: { method: 'POST', body: new URLSearchParams(fields) },
    }) as never,
  )
const searches = async () => {
  const { data } = (await loader(
    routeArgs(services, LIST, { viewer: me }) as never,
  )) as unknown as {
    data: FavouriteListsView
  }
  if (data.list.view !== 'searches') throw new Error('expected the searches list')
  return data.list.items
}

test('a saved search is switched to a weekly alert, shown in the list, and stopped by its link', async () => {
  await post('http://ka.localhost/favorites', {
    intent: 'save-search',
    name: 'Umbrella clauses',
    url: '/search?q=umbrella+clause',
    folder: '',
  })
  const [saved] = await searches()
  expect(saved).toMatchObject({ title: 'Umbrella clauses', alert: null })

  const switched = (await post(LIST, {
    intent: 'search-alert',
    id: saved!.id,
    frequency: 'weekly',
  })) as Response
  expect(switched.status).toBe(302)
  expect(switched.headers.get('Location')).toMatch(/^\/favorites\?view=searches/)
  expect(switched.headers.get('Set-Cookie')).toMatch(/notice=.*weekly/)
  expect((await searches())[0]).toMatchObject({ alert: 'weekly' })

  const bad = (await post(LIST, {
    intent: 'search-alert',
    id: saved!.id,
    frequency: 'hourly',
  })) as {
    data: { errors: Record<string, string> }
    init: ResponseInit
  }
  expect(bad.init.status).toBe(400)
  expect(bad.data.errors.frequency ?? bad.data.errors.form).toBe('Choose daily, weekly or off')

  const alert = (await services.searchAlerts.listFor(me.account!.id, 'KA')).get(
    '/search?q=umbrella+clause',
  )!
  const stop = (token: string) =>
    stopAlert(
      routeArgs(services, 'http://ka.localhost/savedsearchalert/unsubscribe', {
        init: { method: 'POST', body: new URLSearchParams({ token }) },
      }) as never,
    )
  expect(await stop(searchAlertToken('another secret', alert.id))).toMatchObject({
    init: { status: 400 },
  })
  expect(await stop(searchAlertToken(services.env.SESSION_SECRET, alert.id))).toEqual({
    done: true,
    message: 'You will get no more e-mails for “Umbrella clauses”.',
  })
  expect((await searches())[0]).toMatchObject({ alert: null })
})

test('only a saved search of the viewer can alert', async () => {
  const other = (await post(LIST, {
    intent: 'search-alert',
    id: 'not-mine',
    frequency: 'daily',
  }).catch((e: unknown) => e)) as { init: ResponseInit }
  expect(other.init.status).toBe(404)
})

test('a search saved from the search page may carry its alert at once', async () => {
  const saved = (await post('http://ka.localhost/favorites', {
    intent: 'save-search',
    name: 'Fork in the road',
    url: '/search?q=fork+in+the+road',
    folder: '',
    alert: 'daily',
    js: '1',
  })) as { ok: boolean; message: string }
  expect(saved).toMatchObject({
    ok: true,
    message: 'Search “Fork in the road” saved to your favourites, with a daily e-mail alert',
  })
  expect((await searches()).find((s) => s.title === 'Fork in the road')).toMatchObject({
    alert: 'daily',
  })
})
