import { useRootData } from '#app/utils/use-root-data.ts'

/**
 * Whether the viewer's plan lets them use the AI Assistant here: only then do pages mark
 * documents "AI Assistant available" or offer to ask about them (a plan without it is not
 * promised what it cannot use).
 */
export function useCanAskAssistant(): boolean {
  const root = useRootData()
  return Boolean(root?.env.genAiEnabled && root.viewer.aiEnabled)
}
