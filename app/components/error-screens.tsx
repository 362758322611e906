import { Link } from 'react-router'
import { button, card, container, page } from '#app/styles/ui.css.ts'
import { actionsCentred, centred, plainList, textCentred } from '#app/styles/layout.css.ts'
import { RequestReference, useRequestId } from './request-id.tsx'

function Screen({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className={`${container} ${page}`}>
      <section className={`${card} ${centred.wide} ${textCentred}`}>
        <h1>{title}</h1>
        {children}
      </section>
    </div>
  )
}

const support = (
  <p>
    Need help? Contact <Link to="/contactcustomersupport">customer support</Link>.
  </p>
)

export function NotFoundScreen() {
  return (
    <Screen title="Page not found">
      <p>We're sorry, you cannot view this page at this time</p>
      {support}
      <Link to="/" className={button.default}>
        Go to homepage
      </Link>
    </Screen>
  )
}

/** The /error500 screen: Reload page goes back one page (to the page that failed). */
export function SomethingWentWrongScreen() {
  const requestId = useRequestId()
  return (
    <Screen title="Something went wrong">
      <p>
        We're sorry, we couldn't load this page. Please try refreshing this page or try again in a
        few minutes
      </p>
      <RequestReference id={requestId} />
      <button type="button" className={button.default} onClick={() => window.history.back()}>
        Reload page
      </button>
      <noscript>
        <p>
          <Link to="/">Go to homepage</Link>
        </p>
      </noscript>
    </Screen>
  )
}

export function OfflineScreen() {
  return (
    <Screen title="You're offline">
      <p>Please check your connection and try again</p>
      <button type="button" className={button.default} onClick={() => window.location.reload()}>
        Reload page
      </button>
    </Screen>
  )
}

export function NotInSubscriptionScreen() {
  return (
    <Screen title="This feature is not included in your current subscription">
      <p>To unlock all our content & specialist tools, sign up for a free trial</p>
      <p className={actionsCentred}>
        <Link to="/" className={button.outlined}>
          Cancel
        </Link>
        <Link to="/demopracticeplus" className={button.default}>
          Unlock
        </Link>
      </p>
    </Screen>
  )
}

/** A signed-in account whose subscriptions do not include this edition. */
export function NoEditionSubscriptionScreen({
  siteName,
  editions,
}: {
  siteName: string
  editions: { name: string; url: string }[]
}) {
  return (
    <Screen title={`Your account does not include ${siteName}`}>
      {editions.length > 0 ? (
        <>
          <p>Your subscription opens:</p>
          <ul className={plainList}>
            {editions.map((e) => (
              <li key={e.url}>
                <a href={e.url}>{e.name}</a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>Your account has no subscription at the moment.</p>
      )}
      <p className={actionsCentred}>
        <Link to="/account/switchAccount" className={button.outlined}>
          Switch account
        </Link>
        <Link to="/request-demo" className={button.default}>
          Subscribe to {siteName}
        </Link>
      </p>
      {support}
    </Screen>
  )
}

export function MessageScreen({ title, message }: { title: string; message: string }) {
  return (
    <Screen title={title}>
      <p>{message}</p>
      {support}
      <Link to="/" className={button.default}>
        Go to homepage
      </Link>
    </Screen>
  )
}
