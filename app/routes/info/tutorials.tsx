import { Link } from 'react-router'
import { pageTitle } from '#app/utils/page-title.ts'
import type { Route } from './+types/tutorials'
import { staticPageCacheMiddleware } from '#app/middleware/page-cache.server.ts'
import { InfoPage } from './info-page.tsx'

export const middleware: Route.MiddlewareFunction[] = [staticPageCacheMiddleware]

/**
 * /tutorials: the portal's own short guide (search, read, cite, save, alerts), which the header's
 * Tutorials link opens unless TUTORIALS_URL names another (decision 248).
 */
export function loader() {
  return null
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Tutorials')
export const handle = { breadcrumb: 'Tutorials' }

export default function TutorialsRoute() {
  return (
    <InfoPage title="Tutorials: research with this portal">
      <p>Five short steps, from a first search to an alert that keeps you up to date.</p>
      <h2 id="search">1. Search</h2>
      <p>
        Type words in the search box at the top of every page. Plain words are searched as a phrase;
        combine words with <strong>AND</strong>, <strong>OR</strong>, <strong>NOT</strong> and{' '}
        <strong>NEAR</strong>, put a phrase in quotes, and end a word with <strong>*</strong> to
        find every word that starts with it. The <em>Filters</em> narrow the results by document
        type, topic, jurisdiction, source and date. Every search, filter and page has its own
        address, so you can bookmark it or send it to a colleague.
      </p>
      <p>
        The menu opens the collections by what they hold: cases and awards, treaties and
        conventions, legislation, news and the edition’s tools.
      </p>
      <h2 id="read">2. Read</h2>
      <p>
        A result opens the document at the passage that matched, with your words marked; step
        through them with the arrows beside the text. A long text has a table of contents, a treaty
        or statute opens article by article, and a case page lists every document of the case.
      </p>
      <h2 id="cite">3. Cite</h2>
      <p>
        Each document shows its citation under the title. Numbered paragraphs have a ¶ link beside
        them: follow it and the citation gains the paragraph (“, ¶ 42”), and the page’s address
        points to that paragraph, so a colleague opening it lands there.
      </p>
      <h2 id="save">4. Save</h2>
      <p>
        Signed in, keep a document with <strong>Add to favourites</strong> and a search with{' '}
        <strong>Save search</strong> on the results page, in folders of your{' '}
        <Link to="/favorites">favourites</Link>. A saved search opens again with its words and
        filters, and finds what was added since.
      </p>
      <h2 id="alerts">5. Set alerts</h2>
      <p>
        When you save a search, choose an <strong>e-mail alert</strong> (daily or weekly) to be sent
        the new documents it finds; switch it on or off later from your favourites. Each e-mail has
        a link that ends that alert alone. The edition’s news alerts are a separate subscription,
        set from the news alert page of the menu.
      </p>
      <p>
        Questions the guide does not answer? Write to us through{' '}
        <Link to="/contactcustomersupport">Feedback and Support</Link>, and see the{' '}
        <Link to="/prompt-guide">prompt guide</Link> for the AI Assistant.
      </p>
    </InfoPage>
  )
}
