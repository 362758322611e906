import { useEffect } from 'react'
import { Form, Link } from 'react-router'
import { CsrfInput } from '#app/components/csrf-input.tsx'
import { button } from '#app/styles/ui.css.ts'
import { clearLogin } from '../login-state.ts'

export function LogoutScreen() {
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
