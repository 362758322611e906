import { useState } from 'react'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { button } from '#app/styles/ui.css.ts'
import * as styles from './assistant.css.ts'
import { DONT_SHOW_AGAIN, NOT_STORED } from './messages.ts'
import { setDialog } from './store.ts'

/** A confirmation of the panel (close, start anew): its conversation is not kept. */
export function ConfirmDialog({
  open,
  title,
  confirm,
  onConfirm,
}: {
  open: boolean
  title: string
  confirm: string
  onConfirm: (dontShowAgain: boolean) => void
}) {
  const [skip, setSkip] = useState(false)
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && setDialog(null)}
      title={title}
      description={NOT_STORED}
    >
      <label className={styles.checkbox}>
        <input type="checkbox" checked={skip} onChange={(e) => setSkip(e.target.checked)} />
        {DONT_SHOW_AGAIN}
      </label>
      <div className={styles.dialogActions}>
        <button type="button" className={button.outlined} onClick={() => setDialog(null)}>
          Cancel
        </button>
        <button type="button" className={button.default} onClick={() => onConfirm(skip)}>
          {confirm}
        </button>
      </div>
    </Dialog>
  )
}
