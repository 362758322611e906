import { readForm } from '#app/utils/form-body.server.ts'
import { data, type RouterContextProvider } from 'react-router'
import { pageUrl } from '#app/utils/page-url.ts'
import { z } from 'zod'
import { emptyListingsContext, servicesContext, siteContext, viewerContext } from '#app/context.ts'
import { redirectWithNotice } from '#app/utils/notice.server.ts'
import type { Tool } from '#server/personalization/service.ts'
import { openableTools, toolTilesFor, type ToolTile } from '#server/personalization/tools.ts'

type Context = Readonly<RouterContextProvider>

/** A tile as the home page shows it and its customise list edits it. */
export type HomeToolTile = Pick<
  Tool,
  'id' | 'title' | 'description' | 'link' | 'label' | 'linkText' | 'enabled' | 'counter'
>

/**
 * The tiles the viewer can open: their screen exists, the subscription opens it, its listing holds
 * something and, for the assistant, the portal and the subscription both have it switched on.
 */
export function toolsOpenTo<T extends ToolTile>(context: Context, tools: readonly T[]): T[] {
  const site = context.get(siteContext)
  const viewer = context.get(viewerContext)
  const assistant = context.get(servicesContext).env.GENAI_ENABLED && viewer.aiEnabled
  return openableTools(tools, site, viewer.subscription, context.get(emptyListingsContext)).filter(
    (t) => t.routeKey !== 'assistant' || assistant,
  )
}

/** What the home page shows of the viewer's own choices. */
export type HomeChoices = {
  /** In the viewer's order, hidden ones included (the customise list shows them). */
  tools: HomeToolTile[]
  /** The publications whose items the News card shows; empty for the edition's news. */
  newsPublications: string[]
}

/**
 * The viewer's tiles and followed news publications, read once per session. The tiles are
 * limited to the screens that exist and that the subscription opens. Without an account (no one
 * to remember a choice for) they are the edition's defaults.
 */
export async function homeChoices(context: Context): Promise<HomeChoices> {
  const site = context.get(siteContext)
  const viewer = context.get(viewerContext)
  const { personalization } = context.get(servicesContext)
  const personal = viewer.account
    ? await personalization.forSession(
        { accountId: viewer.account.id, siteId: site.id },
        viewer.sessionToken,
      )
    : null
  const tools: readonly Tool[] =
    personal?.tools ??
    toolTilesFor(site.id).map((t, order) => ({
      ...t,
      order,
      enabled: true,
      uuid: t.id,
      counter: 0,
    }))
  return {
    tools: toolsOpenTo(context, tools).map(
      ({ id, title, description, link, label, linkText, enabled, counter }) => ({
        id,
        title,
        description,
        link,
        label,
        linkText,
        enabled,
        counter,
      }),
    ),
    newsPublications: personal?.newsPublications ?? [],
  }
}

/** A button's value: the change and, but for reset, the tile it applies to ("up:awards"). */
const changeField = z
  .string({ error: 'Choose what to change' })
  .max(200)
  .transform((value) => {
    const [op = '', ...rest] = value.split(':')
    return { op, tool: rest.join(':') }
  })
  .pipe(
    z.union(
      [
        z.object({
          op: z.enum(['up', 'down', 'hide', 'show', 'opened']),
          tool: z.string().min(1, 'Choose a tool'),
        }),
        z.object({ op: z.literal('reset'), tool: z.literal('') }),
      ],
      { error: 'Choose what to change' },
    ),
  )

export type HomeActionResult = { ok: true; message: string } | { ok: false; error: string }

/**
 * The home page's changes: the tool tiles, one change per button, and the followed news
 * publications (Post/Redirect/Get back to the section without JavaScript; data for a script).
 * Moving is among the tiles the viewer sees, so a tile never swaps places with one of a screen
 * their subscription does not open.
 */
export async function homeAction(request: Request, context: Context) {
  const viewer = context.get(viewerContext)
  const site = context.get(siteContext)
  const { personalization } = context.get(servicesContext)
  if (!viewer.account) {
    return data<HomeActionResult>(
      { ok: false, error: 'Sign in to arrange your tools.' },
      { status: 401 },
    )
  }
  const owner = { accountId: viewer.account.id, siteId: site.id }
  const form = await readForm(request)
  const byScript = form.get('js') === '1'
  if (form.get('change') === 'news') {
    return followNews(request, context, owner, form.getAll('publication').map(String))
  }
  const parsed = changeField.safeParse(form.get('change') ?? undefined)
  if (!parsed.success) {
    return data<HomeActionResult>(
      { ok: false, error: parsed.error.issues[0]?.message ?? 'Choose what to change' },
      { status: 400 },
    )
  }
  const input = parsed.data
  const all = await personalization.tools(owner)
  const shown = toolsOpenTo(context, all)
  const tool = shown.find((t) => t.id === input.tool)
  if (input.op !== 'reset' && !tool) {
    return data<HomeActionResult>(
      { ok: false, error: `There is no tool “${input.tool}” here.` },
      { status: 400 },
    )
  }

  let message: string
  switch (input.op) {
    case 'opened':
      // Counted for the tile's "opened n times"; nothing to show, so no redirect either.
      await personalization.countToolUse(owner, tool!.id)
      await personalization.forget(viewer.sessionToken, site.id)
      return data<HomeActionResult>({ ok: true, message: '' })
    case 'up':
    case 'down': {
      const at = shown.indexOf(tool!)
      const neighbour = shown[input.op === 'up' ? at - 1 : at + 1]
      if (neighbour) {
        await personalization.updateTools(owner, [{ id: tool!.id, order: all.indexOf(neighbour) }])
      }
      message = `${tool!.title} moved ${input.op}`
      break
    }
    case 'hide':
    case 'show': {
      const enabled = input.op === 'show'
      await personalization.updateTools(owner, [{ id: tool!.id, enabled }])
      message = `${tool!.title} ${enabled ? 'shown' : 'hidden'}`
      break
    }
    case 'reset':
      await personalization.updateTools(
        owner,
        toolTilesFor(site.id).map((t, order) => ({ id: t.id, order, enabled: true })),
      )
      message = 'Tools restored to their default order'
      break
  }
  await personalization.forget(viewer.sessionToken, site.id)
  if (byScript) return data<HomeActionResult>({ ok: true, message })
  return redirectWithNotice(request, homeSection(request, 'tools'), {
    type: 'success',
    title: message,
  })
}

/** Follows the chosen publications (none: the edition's news again) and goes back to News. */
async function followNews(
  request: Request,
  context: Context,
  owner: { accountId: string; siteId: string },
  chosen: string[],
) {
  const { news, personalization } = context.get(servicesContext)
  const viewer = context.get(viewerContext)
  const known = new Set(news.publicationTitles(context.get(siteContext).id))
  const unknown = chosen.find((t) => !known.has(t))
  if (unknown !== undefined) {
    return data<HomeActionResult>(
      { ok: false, error: `There is no publication “${unknown}” here.` },
      { status: 400 },
    )
  }
  await personalization.updateNewsPublicationTitles(owner, chosen)
  await personalization.forget(viewer.sessionToken, owner.siteId)
  return redirectWithNotice(request, homeSection(request, 'news'), {
    type: 'success',
    title: chosen.length
      ? 'Your news publications are saved'
      : 'News shows the edition’s news again',
  })
}

/**
 * Back to a section of the home page ('/', whatever address the form was posted to: a script
 * posts to the data URL), keeping the page's own query (the developments filter).
 */
function homeSection(request: Request, section: 'tools' | 'news'): string {
  const search = pageUrl({ request }).searchParams.toString()
  return `/${search ? `?${search}` : ''}#${section}`
}
