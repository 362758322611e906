import { Form, Link } from 'react-router'
import { CsrfInput } from '#app/components/csrf-input.tsx'
import { SampleMark } from '#app/components/sample-mark.tsx'
import { formatDay } from '#sites/dates.ts'
import { button, card, container, muted, page } from '#app/styles/ui.css.ts'
import { AlertForm } from './alert-form.tsx'
import type { AlertFormErrors } from './alert-form.schema.ts'
import * as styles from './alerts.css.ts'

type Info = {
  alertName: string
  productName: string
  subscribePath: string
  preferencesPath: string
  publications: string[]
  signedIn: boolean
  accountEmail: string
}

type Failure = { ok: false; errors: AlertFormErrors; values: Record<string, unknown> } | undefined

const valuesOf = (failure: Failure) =>
  failure?.values as
    | {
        email?: string
        name?: string
        publications?: string[]
        savedSearches?: boolean
        frequency?: 'daily' | 'weekly'
      }
    | undefined

/** /itaarbitrationreport, /competitionlawnewsalerts, /ipnewsalerts. */
export function AlertLanding({
  info,
}: {
  info: Info & {
    subscribed: boolean
    latest: { id: string; title: string; date: string; publication: string; sample: boolean }[]
  }
}) {
  return (
    <div className={`${container} ${page}`}>
      <section className={`${card} ${styles.narrow}`}>
        <h1 className={styles.title}>{info.alertName}</h1>
        <p>
          Get the latest news of {info.productName} by e-mail, daily or weekly:{' '}
          {info.publications.join(', ')}. Signed-in subscribers can add new documents for their
          saved searches.
        </p>
        <div className={styles.actions}>
          {info.subscribed ? (
            <>
              <span>You are subscribed.</span>
              <Link to={info.preferencesPath} className={button.outlined}>
                Change preferences
              </Link>
            </>
          ) : (
            <Link to={info.subscribePath} className={button.default}>
              Subscribe
            </Link>
          )}
        </div>
        {info.latest.length > 0 ? (
          <>
            <h2>Latest news</h2>
            <ul className={styles.list}>
              {info.latest.map((n) => (
                <li key={n.id}>
                  <Link to={`/news?item=${encodeURIComponent(n.id)}`}>{n.title}</Link>{' '}
                  {n.sample ? <SampleMark /> : null}{' '}
                  <span className={muted}>
                    {n.publication} · {formatDay(n.date)}
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </div>
  )
}

type PendingSignUp = {
  token: string
  email: string
  name: string
  publications: string[]
  frequency: 'daily' | 'weekly'
}

export function SubscribePage({
  info,
  failure,
}: {
  info: Info & { confirm: PendingSignUp | null }
  failure: Failure
}) {
  const values = valuesOf(failure)
  if (info.confirm) return <ConfirmSignUp alertName={info.alertName} signUp={info.confirm} />
  return (
    <div className={`${container} ${page}`}>
      <section className={`${card} ${styles.narrow}`}>
        <h1 className={styles.title}>Subscribe to {info.alertName}</h1>
        <p className={muted}>You can unsubscribe at any time with the link in every e-mail.</p>
        <AlertForm
          publications={info.publications}
          defaults={{
            email: values?.email ?? info.accountEmail,
            name: values?.name ?? '',
            publications: values?.publications ?? info.publications,
            savedSearches: values?.savedSearches ?? info.signedIn,
            frequency: values?.frequency ?? 'weekly',
          }}
          errors={failure?.errors ?? {}}
          emailEditable
          signedIn={info.signedIn}
          submitLabel="Subscribe"
        />
      </section>
    </div>
  )
}

/** Opened from the confirmation mail: what the address will receive, and a button to confirm. */
function ConfirmSignUp({ alertName, signUp }: { alertName: string; signUp: PendingSignUp }) {
  return (
    <div className={`${container} ${page}`}>
      <section className={`${card} ${styles.narrow}`}>
        <h1 className={styles.title}>Confirm your subscription to {alertName}</h1>
        <p>
          {signUp.email} will receive news from {signUp.publications.join(', ')}, {signUp.frequency}
          .
        </p>
        <Form method="post">
          <CsrfInput />
          <input type="hidden" name="token" value={signUp.token} />
          <button type="submit" name="intent" value="confirm" className={button.default}>
            Confirm subscription
          </button>
        </Form>
      </section>
    </div>
  )
}

export function PreferencesPage({
  info,
  failure,
}: {
  info: Info & {
    subscription: {
      email: string
      name: string
      publications: string[]
      savedSearches: boolean
      frequency: 'daily' | 'weekly'
    } | null
  }
  failure: Failure
}) {
  const values = valuesOf(failure)
  const current = info.subscription
  return (
    <div className={`${container} ${page}`}>
      <section className={`${card} ${styles.narrow}`}>
        <h1 className={styles.title}>Alert preferences</h1>
        {current ? null : (
          <p>
            You are not subscribed to {info.alertName} yet. Choose what you want to receive and save
            to subscribe.
          </p>
        )}
        <AlertForm
          publications={info.publications}
          defaults={{
            email: info.accountEmail,
            name: values?.name ?? current?.name ?? '',
            publications: values?.publications ?? current?.publications ?? info.publications,
            savedSearches: values?.savedSearches ?? current?.savedSearches ?? true,
            frequency: values?.frequency ?? current?.frequency ?? 'weekly',
          }}
          errors={failure?.errors ?? {}}
          emailEditable={false}
          signedIn={info.signedIn}
          submitLabel={current ? 'Save preferences' : 'Subscribe'}
        >
          {current ? (
            <button
              type="submit"
              name="intent"
              value="unsubscribe"
              formNoValidate
              className={button.text}
            >
              Unsubscribe
            </button>
          ) : null}
        </AlertForm>
      </section>
    </div>
  )
}
