import { lazy, Suspense, useEffect, useState } from 'react'
import { useRootData } from '#app/utils/use-root-data.ts'
import { FloatingButton } from './floating-button.tsx'
import { loadPrefs, setPanelMounted, useAssistantState } from './store.ts'

// The panel (conversation, streaming answers, dialogs) is most of the assistant's JavaScript and
// most pages never open it: fetched the first time it opens, kept from then on.
const Assistant = lazy(() => import('./panel.tsx'))

/**
 * The AI Assistant of the shell: its floating button on every page, the panel (./panel.tsx) once
 * opened. Shown only when the feature is on and the viewer's subscription includes AI.
 */
export function AssistantLauncher() {
  const root = useRootData()
  const available = Boolean(root?.env.genAiEnabled && root.viewer.signedIn && root.viewer.aiEnabled)
  const { status, dialog } = useAssistantState()
  const [loaded, setLoaded] = useState(false)
  if (!loaded && (status === 'open' || dialog !== null)) setLoaded(true)
  useEffect(() => {
    if (!available) return
    loadPrefs()
    setPanelMounted(true)
    return () => setPanelMounted(false)
  }, [available])
  if (!available || !root) return null
  const button = <FloatingButton minimized={status === 'minimized'} />
  if (!loaded) return button
  return (
    <Suspense fallback={button}>
      <Assistant summarize={root.site.assistant.summarize} siteName={root.site.name} />
    </Suspense>
  )
}
