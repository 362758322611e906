import type { ReactNode } from 'react'
import { card, container, field, input, label, page } from '#app/styles/ui.css.ts'

// The pieces every account page shares: the narrow card with its heading, and the e-mail field
// of the sign-in forms.

export function AccountCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className={`${container} ${page}`}>
      <section className={card} style={{ maxWidth: 480, margin: '0 auto' }}>
        <h1 style={{ marginTop: 0 }}>{title}</h1>
        {children}
      </section>
    </div>
  )
}

/** The account's e-mail address; `errorId` names the form's error message when there is one. */
export function EmailField({
  defaultValue,
  errorId,
}: {
  defaultValue: string | undefined
  errorId: string | undefined
}) {
  return (
    <div className={field}>
      <label className={label} htmlFor="email">
        E-mail
      </label>
      <input
        id="email"
        className={input}
        name="email"
        type="email"
        autoComplete="username"
        required
        defaultValue={defaultValue}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
    </div>
  )
}
