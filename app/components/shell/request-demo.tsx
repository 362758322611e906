import { useEffect, useState } from 'react'
import { Link, useFetcher } from 'react-router'
import { CsrfInput } from '#app/components/csrf-input.tsx'
import { Dialog } from '#app/components/ui/dialog.tsx'
import type { RequestDemoErrors } from '#app/routes/request-demo.schema.ts'
import { Field, TextAreaField } from '#app/components/form-field.tsx'
import { button } from '#app/styles/ui.css.ts'
import { useNotify } from './notifications.tsx'
import { actionsEnd } from '#app/styles/layout.css.ts'

type ActionResult =
  { ok: true } | { ok: false; errors: RequestDemoErrors; values?: Record<string, string> }

/**
 * Without JavaScript this is a link to the /request-demo page; with it, the same form opens in a
 * modal and posts in the background.
 */
export function RequestDemoButton({ className }: { className: string }) {
  const [open, setOpen] = useState(false)
  const fetcher = useFetcher<ActionResult>({ key: 'request-demo' })
  const notify = useNotify()

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) {
      setOpen(false)
      notify({
        type: 'success',
        title: 'Thank you',
        content: 'We have your request and will contact you shortly.',
      })
    }
  }, [fetcher.state, fetcher.data, notify])

  return (
    <>
      <Link
        to="/request-demo"
        className={className}
        onClick={(event) => {
          event.preventDefault()
          setOpen(true)
        }}
      >
        Request a demo
      </Link>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Request a demo"
        description="Tell us who you are and we will set up a free trial."
      >
        <fetcher.Form method="post" action="/request-demo" noValidate>
          <input type="hidden" name="from" value="dialog" />
          <RequestDemoFields errors={fetcher.data && !fetcher.data.ok ? fetcher.data.errors : {}} />
          <button type="submit" className={button.default} disabled={fetcher.state !== 'idle'}>
            {fetcher.state === 'idle' ? 'Send request' : 'Sending…'}
          </button>
        </fetcher.Form>
      </Dialog>
    </>
  )
}

export function RequestDemoFields({
  errors,
  values = {},
}: {
  errors: RequestDemoErrors
  values?: Record<string, string>
}) {
  const fields = [
    { name: 'name', label: 'Name', type: 'text', autoComplete: 'name', required: true },
    { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email', required: true },
    {
      name: 'organisation',
      label: 'Organisation',
      type: 'text',
      autoComplete: 'organization',
      required: true,
    },
    { name: 'phone', label: 'Phone (optional)', type: 'tel', autoComplete: 'tel', required: false },
  ] as const
  return (
    <>
      <CsrfInput />
      {fields.map((f) => (
        <Field
          key={f.name}
          id={`demo-${f.name}`}
          label={f.label}
          name={f.name}
          type={f.type}
          autoComplete={f.autoComplete}
          required={f.required}
          defaultValue={values[f.name]}
          error={errors[f.name]}
          alert={false}
        />
      ))}
      <TextAreaField
        id="demo-message"
        label="What would you like to research? (optional)"
        name="message"
        rows={3}
        defaultValue={values.message}
        error={errors.message}
        alert={false}
      />
    </>
  )
}

/** The upsell for features outside the viewer's subscription (spec wording). */
export function UpsellDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="This feature is not included in your current subscription"
      description="To unlock all our content & specialist tools, sign up for a free trial"
    >
      {/* A link, not a form: the dialog renders inside the search's filter form in React's tree,
          where a submit event bubbles to that form's handler and re-runs the search instead. */}
      <p className={actionsEnd}>
        <button type="button" className={button.outlined} onClick={() => onOpenChange(false)}>
          Cancel
        </button>
        <Link to="/demopracticeplus" className={button.default} onClick={() => onOpenChange(false)}>
          Unlock
        </Link>
      </p>
    </Dialog>
  )
}
