import { handle, json } from '#app/utils/api.server.ts'
import { MIP_RIGHT_LABELS } from '#sites/tools/manual-ip.ts'
import type { Route } from './+types/countries'
import { manualIp } from './api.server.ts'

/**
 * GET /mip/api/countries: the offices Manual IP answers for, each with its rights, how many
 * entries each holds and whether they are all editorial sample content.
 */
export function loader({ context }: Route.LoaderArgs) {
  return handle(async () => {
    const countries = await manualIp(context).countries()
    return json(
      countries.map((c) => ({
        ...c,
        rights: c.rights.map((r) => ({ ...r, label: MIP_RIGHT_LABELS[r.right] })),
      })),
    )
  })
}
