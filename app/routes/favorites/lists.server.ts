import type { RouterContextProvider } from 'react-router'
import type { ListsState } from '#app/components/favorites/lists-state.ts'
import type { FavouriteListsView } from '#app/components/favorites/lists-screen.tsx'
import { servicesContext } from '#app/context.ts'
import type { Owner } from '#server/favourites/service.ts'
import { formatDay } from '#sites/dates.ts'

/** yyyy-mm-dd as the page writes dates; anything else as it is. */
function day(iso: string | null): { text: string; iso: string } | null {
  if (!iso) return null
  return { text: formatDay(iso), iso }
}

const topicText = (topic: string) => topic.split('>').join(' › ')

/**
 * The favourites filed under jurisdictions and topics, as the page shows them: one service call
 * for the list and its filters, one for the folder names its entries are in.
 */
export async function favouriteListsView(
  context: Readonly<RouterContextProvider>,
  owner: Owner,
  state: ListsState,
): Promise<FavouriteListsView> {
  const { favourites } = context.get(servicesContext)
  const filter = { jurisdictions: state.jurisdiction, topics: state.topic }
  const [page, folders] = await Promise.all([
    state.view === 'documents'
      ? favourites.favouriteList(owner, { view: 'documents', sort: state.sort, filter })
      : favourites.favouriteList(owner, { view: 'searches', sort: state.sort, filter }),
    favourites.listFolders(owner),
  ])
  const folderName = new Map(folders.map((f) => [f.id, f.name]))
  const common = {
    mode: 'lists' as const,
    state,
    counts: page.counts,
    total: page.total,
    filters: page.filters,
  }
  const entry = (e: {
    id: string
    url: string
    jurisdictions: string[]
    topics: string[]
    addedDate: Date
    folderIds: string[]
  }) => ({
    id: e.id,
    url: e.url,
    jurisdictions: e.jurisdictions,
    topics: e.topics.map(topicText),
    added: { text: formatDay(e.addedDate), iso: e.addedDate.toISOString() },
    folders: e.folderIds.map((id) => folderName.get(id)).filter((n): n is string => Boolean(n)),
  })
  if (page.view === 'documents') {
    return {
      ...common,
      list: {
        view: 'documents',
        items: page.entries.map((d) => ({
          ...entry(d),
          title: d.title,
          reviewed: day(d.reviewDate),
        })),
      },
    }
  }
  const alerts = await context
    .get(servicesContext)
    .searchAlerts.listFor(owner.accountId, owner.siteId)
  return {
    ...common,
    list: {
      view: 'searches',
      items: page.entries.map((s) => ({
        ...entry(s),
        title: s.name,
        alert: alerts.get(s.url)?.frequency ?? null,
      })),
    },
  }
}
