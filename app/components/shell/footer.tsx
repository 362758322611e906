import { Link } from 'react-router'
import { container } from '#app/styles/ui.css.ts'
import * as styles from './shell.css.ts'
import { flush } from '#app/styles/layout.css.ts'

export function Footer({ siteName }: { siteName: string }) {
  return (
    <footer className={styles.footer}>
      <div className={container}>
        <ul className={styles.footerLinks}>
          <li>
            <Link className={styles.footerLink} to="/policy/accessibility">
              Accessibility
            </Link>
          </li>
          <li>
            <Link className={styles.footerLink} to="/aidisclaimer">
              AI disclaimer
            </Link>
          </li>
          <li>
            <Link className={styles.footerLink} to="/prompt-guide">
              Prompt guide
            </Link>
          </li>
          <li>
            <Link className={styles.footerLink} to="/contactcustomersupport">
              Contact customer support
            </Link>
          </li>
        </ul>
        <p className={flush}>
          {siteName}. Source documents are public legal texts; each document shows its origin and
          terms of reuse.
        </p>
      </div>
    </footer>
  )
}
