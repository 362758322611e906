import { useEffect } from 'react'
import { Form, Link } from 'react-router'
import { CsrfInput } from '#app/components/csrf-input.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { button } from '#app/styles/ui.css.ts'
import { pageTitle } from '#app/utils/page-title.ts'
import type { Route } from './+types/logout'
import { clearLogin } from './login-state.ts'

/**
 * /market-definitions-locator/logout: clears the mini-app's login state (token and expiry) and
 * offers to log out of the portal too (spec 001 §7.10: logout goes to /account/logout).
 */
export function loader() {
  return null
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Log out')

export default function MarketDefinitionsLogout() {
  useEffect(() => clearLogin(), [])
  return (
    <>
      <h1>Logged out of the Market Definitions Locator</h1>
      <p role="status">The locator no longer keeps your login in this browser.</p>
      <Form method="post" action="/account/logout">
        <CsrfInput />
        <p>
          <button type="submit" className={button.default}>
            Log out of the portal too
          </button>{' '}
          <Link to="/market-definitions-locator/login">Log in again</Link>
        </p>
      </Form>
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
