import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { useCsrfToken } from '#app/components/csrf-input.tsx'
import type { Route } from '../+types/login'
import { storeLogin } from '../login-state.ts'

export function LoginScreen({ loaderData }: Route.ComponentProps) {
  const { returnUrl, expiry } = loaderData
  const token = useCsrfToken()
  const navigate = useNavigate()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (token && storeLogin({ token, expiry })) void navigate(returnUrl, { replace: true })
    else setFailed(true)
  }, [token, expiry, returnUrl, navigate])
  return (
    <>
      <h1>Log in to the Market Definitions Locator</h1>
      {failed ? (
        <p role="alert">Could not login!</p>
      ) : (
        <p>
          You are signed in to the portal. <Link to={returnUrl}>Continue</Link>
        </p>
      )}
    </>
  )
}
