import { useRouteLoaderData } from 'react-router'
import type { RootData } from './root-data.server.ts'

export type { RootData }

/**
 * The shell's data (the root loader's: edition, viewer, menus, anti-forgery token), for components
 * anywhere in the tree. Undefined on an error page whose request the root middleware refused.
 */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined
}
