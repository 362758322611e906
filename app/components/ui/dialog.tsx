import { lazy, Suspense, useState } from 'react'
// (a type only: the view itself is fetched when the dialog first opens)
import type { DialogProps } from './dialog-view.tsx'

// Radix Dialog and its focus trap weigh about 13 KB of gzip JavaScript that most pages never use:
// fetched when a dialog first opens, not with the page.
const DialogView = lazy(() => import('./dialog-view.tsx'))

/** A modal dialog (./dialog-view.tsx), loaded the first time it opens and kept from then on. */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open)
  if (props.open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <DialogView {...props} />
    </Suspense>
  )
}
