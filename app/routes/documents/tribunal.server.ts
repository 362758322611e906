// The tribunal of a case as the arbitrator service read it from the case's texts: the case page
// and the reading pages of its documents link each member to their profile with it.
import type { RouterContextProvider } from 'react-router'
import { servicesContext } from '#app/context.ts'
import type { RouteKey } from '#sites/index.ts'
import type { ExtractedTribunal } from './view-model.server.ts'

/**
 * The members extracted for the case, where the viewer's plan opens profiles; null elsewhere,
 * for a case whose texts name nobody, and when the service fails (the page then shows the
 * record's own names: a link is an aid, never a reason for the page to fail).
 */
export async function extractedTribunal(
  context: Readonly<RouterContextProvider>,
  caseId: string | undefined,
  canOpen: (key: RouteKey) => boolean,
): Promise<ExtractedTribunal> {
  if (!caseId || !canOpen('profile-navigator.profile')) return null
  try {
    const members = await context.get(servicesContext).arbitrators.caseTribunal(caseId)
    return members.length ? members : null
  } catch (error) {
    console.warn('The tribunal of a case could not be read', error)
    return null
  }
}
