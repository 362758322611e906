import { Link } from 'react-router'
import { pageTitle } from '#app/utils/page-title.ts'
import type { Route } from './+types/prompt-guide'
import { staticPageCacheMiddleware } from '#app/middleware/page-cache.server.ts'
import { InfoPage } from './info-page.tsx'

export const middleware: Route.MiddlewareFunction[] = [staticPageCacheMiddleware]

export function loader() {
  return null
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'Prompt guide')
export const handle = { breadcrumb: 'Prompt guide' }

export default function PromptGuideRoute() {
  return (
    <InfoPage title="Prompt guide: asking the AI Assistant">
      <p>
        The AI Assistant answers from the documents in this service, not from the open web. Every
        answer lists its sources, and quotations are checked against the source text.
      </p>
      <h2>1. Choose the context</h2>
      <p>
        Select documents marked <strong>AI Assistant available</strong> in your search results
        before opening the assistant, and it will answer from those documents only. Without a
        selection it answers from this edition’s whole collection.
      </p>
      <h2>2. Ask one precise question</h2>
      <ul>
        <li>Good: “What did the tribunal decide on its jurisdiction ratione temporis?”</li>
        <li>Good: “Which provisions of the Convention did the Court interpret, and how?”</li>
        <li>Less useful: “Tell me about this case.”</li>
      </ul>
      <h2>3. Name what you need</h2>
      <p>
        Ask for a list, a short summary, the relevant paragraphs, or the arguments of each party.
        Mention the legal test, provision or party you care about.
      </p>
      <h2>4. Check the sources</h2>
      <p>
        Open the cited passages before relying on an answer. A quotation marked “not verified” could
        not be found in the source text and must be treated with caution. See the{' '}
        <Link to="/aidisclaimer">AI disclaimer</Link>.
      </p>
      <h2>5. Start a new conversation for a new topic</h2>
      <p>
        Conversations are not stored after your session. Copy anything you want to keep into your
        notes.
      </p>
    </InfoPage>
  )
}
