import { Form, Link, useLocation } from 'react-router'
import type { RootData } from '#app/utils/use-root-data.ts'
import { AssistantLauncher } from '#app/components/assistant/launcher.tsx'
import { CsrfInput } from '#app/components/csrf-input.tsx'
import { container } from '#app/styles/ui.css.ts'
import { RequestDemoButton } from './request-demo.tsx'
import { SearchBar } from './search-bar.tsx'
import * as styles from './shell.css.ts'

export function Header({ root }: { root: RootData }) {
  const location = useLocation()
  // From the login page itself, logging in returns to where that page would.
  const here = location.pathname.toLowerCase().startsWith('/account/')
    ? ''
    : location.pathname + location.search
  const { viewer, site, links } = root
  return (
    <header className={styles.header}>
      <div className={`${container} ${styles.headerRow}`}>
        <Link to="/" className={styles.brand}>
          {site.name}
        </Link>
        {links.search ? <SearchBar /> : null}
        <nav aria-label="Account" className={styles.accountNav}>
          <ul className={styles.headerLinks}>
            {links.favorites && viewer.subscription ? (
              <li>
                <Link className={styles.headerLink} to="/favorites">
                  Favourites
                </Link>
              </li>
            ) : null}
            {viewer.searchReport ? (
              <li>
                <Link className={styles.headerLink} to="/editors/search-report">
                  Search report
                </Link>
              </li>
            ) : null}
            <li>
              <Link
                className={styles.headerLink}
                to={
                  here
                    ? `/contactcustomersupport?page=${encodeURIComponent(here)}`
                    : '/contactcustomersupport'
                }
              >
                Feedback and Support
              </Link>
            </li>
            <li>
              {root.env.tutorialsUrl ? (
                <a
                  className={styles.headerLink}
                  href={root.env.tutorialsUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Tutorials<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : (
                <Link className={styles.headerLink} to="/tutorials">
                  Tutorials
                </Link>
              )}
            </li>
            {viewer.subscription ? null : (
              <li>
                <RequestDemoButton className={styles.headerLink} />
              </li>
            )}
            {viewer.signedIn ? (
              <>
                <li>
                  {viewer.authenticatedByIp ? (
                    <span
                      className={styles.initials}
                      title={viewer.name}
                      aria-label={`Signed in as ${viewer.name}`}
                    >
                      {viewer.initials}
                    </span>
                  ) : (
                    <Link
                      className={styles.initials}
                      to="/account/changepassword"
                      title={viewer.name}
                      aria-label={`Signed in as ${viewer.name}: change password`}
                    >
                      {viewer.initials}
                    </Link>
                  )}
                </li>
                {viewer.authenticatedByIp ? null : (
                  <li>
                    <Form method="post" action="/account/logout">
                      <CsrfInput />
                      <button type="submit" className={styles.headerLink}>
                        Log out
                      </button>
                    </Form>
                  </li>
                )}
              </>
            ) : (
              <li>
                <Link
                  className={styles.headerLink}
                  to={
                    here ? `/account/login?returnUrl=${encodeURIComponent(here)}` : '/account/login'
                  }
                >
                  Log in
                </Link>
              </li>
            )}
          </ul>
        </nav>
        <AssistantLauncher />
      </div>
    </header>
  )
}
