import { data, type RouterContextProvider } from 'react-router'
import { z } from 'zod'
import { servicesContext, siteContext, viewerContext } from '#app/context.ts'
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
 * The tiles the viewer can open: their screen exists, the subscription opens it and, for the
 * assistant, the portal and the subscription both have it switched on.
 */
export function toolsOpenTo<T extends ToolTile>(context: Context, tools: readonly T[]): T[] {
  const site = context.get(siteContext)
  const viewer = context.get(viewerContext)
  const assistant = context.get(servicesContext).env.GENAI_ENABLED && viewer.aiEnabled
  return openableTools(tools, site, viewer.subscription).filter(
    (t) => t.routeKey !== 'assistant' || assistant,
  )
}

/**
 * The viewer's tiles in their own order, hidden ones included (the customise list shows them),
 * limited to the screens that exist and that the subscription opens. Without an account (no
 * one to remember a choice for) they are the edition's defaults.
 */
export async function homeTools(context: Context): Promise<HomeToolTile[]> {
  const site = context.get(siteContext)
  const viewer = context.get(viewerContext)
  const { personalization } = context.get(servicesContext)
  const tools: readonly Tool[] = viewer.account
    ? (
        await personalization.forSession(
          { accountId: viewer.account.id, siteId: site.id },
          viewer.sessionToken,
        )
      ).tools
    : toolTilesFor(site.id).map((t, order) => ({ ...t, order, enabled: true, uuid: t.id, counter: 0 }))
  return toolsOpenTo(context, tools).map(
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
  )
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

export type ToolsActionResult = { ok: true; message: string } | { ok: false; error: string }

/**
 * The home page's tool-tile changes, one intent per button (Post/Redirect/Get back to the tiles
 * without JavaScript; data for a script). Moving is among the tiles the viewer sees, so a tile
 * never swaps places with one of a screen their subscription does not open.
 */
export async function homeToolsAction(request: Request, context: Context) {
  const viewer = context.get(viewerContext)
  const site = context.get(siteContext)
  const { personalization } = context.get(servicesContext)
  if (!viewer.account) {
    return data<ToolsActionResult>(
      { ok: false, error: 'Sign in to arrange your tools.' },
      { status: 401 },
    )
  }
  const owner = { accountId: viewer.account.id, siteId: site.id }
  const form = await request.formData()
  const byScript = form.get('js') === '1'
  const parsed = changeField.safeParse(form.get('change') ?? undefined)
  if (!parsed.success) {
    return data<ToolsActionResult>(
      { ok: false, error: parsed.error.issues[0]?.message ?? 'Choose what to change' },
      { status: 400 },
    )
  }
  const input = parsed.data
  const all = await personalization.tools(owner)
  const shown = toolsOpenTo(context, all)
  const tool = shown.find((t) => t.id === input.tool)
  if (input.op !== 'reset' && !tool) {
    return data<ToolsActionResult>(
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
      return data<ToolsActionResult>({ ok: true, message: '' })
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
  if (byScript) return data<ToolsActionResult>({ ok: true, message })
  const back = new URL(request.url)
  back.searchParams.delete('index')
  return redirectWithNotice(request, `${back.pathname}${back.search}#tools`, {
    type: 'success',
    title: message,
  })
}
