import { useRouteLoaderData } from 'react-router'
import type { RootData } from '#app/root.tsx'

/**
 * Whether the viewer's plan lets them use the AI Assistant here: only then do pages mark
 * documents "AI Assistant available" or offer to ask about them (a plan without it is not
 * promised what it cannot use).
 */
export function useCanAskAssistant(): boolean {
  const root = useRouteLoaderData('root') as RootData | undefined
  return Boolean(root?.env.genAiEnabled && root.viewer.aiEnabled)
}
