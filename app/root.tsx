import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteError,
} from 'react-router'
import type { Route } from './+types/root'
import { errorTitle, GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { OfflineScreen } from '#app/components/error-screens.tsx'
import { useNonce } from '#app/components/nonce.tsx'
import { BackToTop } from '#app/components/shell/back-to-top.tsx'
import { Breadcrumbs } from '#app/components/shell/breadcrumbs.tsx'
import { CookieBanner } from '#app/components/shell/cookie-banner.tsx'
import { DismissibleBanner } from '#app/components/shell/dismissible-banner.tsx'
import { Footer } from '#app/components/shell/footer.tsx'
import { Header } from '#app/components/shell/header.tsx'
import { MainNav, useMenuLinks } from '#app/components/shell/main-nav.tsx'
import { NotificationsProvider } from '#app/components/shell/notifications.tsx'
import { useOnline } from '#app/components/shell/online-status.tsx'
import { UsageTracking } from '#app/components/shell/usage-tracking.tsx'
import * as shell from '#app/components/shell/shell.css.ts'
import { accessMiddleware } from '#app/middleware/access.server.ts'
import { privateResponsesMiddleware } from '#app/middleware/cache.server.ts'
import { requestFactsMiddleware } from '#app/middleware/request-facts.server.ts'
import { responseCookiesMiddleware } from '#app/middleware/cookies.server.ts'
import { csrfMiddleware } from '#app/middleware/csrf.server.ts'
import { sessionMiddleware } from '#app/middleware/session.server.ts'
import { siteMiddleware } from '#app/middleware/site.server.ts'
import { breadcrumbsFor, type RouteHandle } from '#app/utils/breadcrumbs.ts'
import { loadRootData, type RootData } from '#app/utils/root-data.server.ts'
import { themeClass } from '#app/styles/themes/index.ts'
import { useRootData } from '#app/utils/use-root-data.ts'
import '#app/styles/global.css.ts'

// In the browser zod validates without compiling code: its compiled checks first try `Function`,
// which the Content-Security-Policy refuses (and reports) on every page with a form. zod reads its
// settings from this global (shared by every copy of it), whichever module runs first; importing
// its `config` instead would add its core to every page's scripts.
if (typeof document !== 'undefined') {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
  holder.__zod_globalConfig ??= {}
  holder.__zod_globalConfig.jitless = true
}

export const middleware: Route.MiddlewareFunction[] = [
  requestFactsMiddleware,
  responseCookiesMiddleware,
  siteMiddleware,
  sessionMiddleware,
  privateResponsesMiddleware,
  csrfMiddleware,
  accessMiddleware,
]

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadRootData(request, context)
}

/** Menus and the viewer change only with a submission (sign-in, sign-out) or an explicit revalidate. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, currentUrl, nextUrl }) =>
  (formMethod !== undefined && formMethod !== 'GET') || currentUrl.href === nextUrl.href

/**
 * The shell's data: the root loader's, or, when the root middleware refused the request and no
 * loader ran, the copy the refusal carries (so the page keeps its edition's brand and menus).
 */
function useShell(): RootData | undefined {
  const error = useRouteError()
  return (
    useRootData() ??
    (isRouteErrorResponse(error) ? (error.data?.shell as RootData | undefined) : undefined)
  )
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useShell()
  const nonce = useNonce()
  return (
    <html lang="en" className={root ? themeClass[root.site.theme] : themeClass.ka}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <Shell root={loaderData}>
      <Outlet />
    </Shell>
  )
}

function Shell({ root, children }: { root: RootData; children: React.ReactNode }) {
  const online = useOnline()
  const matches = useMatches()
  const location = useLocation()
  const menuLinks = useMenuLinks(root.menuLinks)
  const handles = matches.map((m) => m.handle as RouteHandle | undefined)
  const crumbs = handles.some((h) => h?.hideBreadcrumbs)
    ? []
    : breadcrumbsFor(matches, menuLinks, location.search)
  return (
    <NotificationsProvider initial={root.notice}>
      <a href="#main" className={shell.skipLink}>
        Skip to content
      </a>
      {root.banner ? <DismissibleBanner banner={root.banner} /> : null}
      <Header root={root} />
      <MainNav html={root.menu} />
      <Breadcrumbs crumbs={crumbs} />
      <main id="main" className={shell.main} tabIndex={-1}>
        {online ? children : <OfflineScreen />}
      </main>
      <Footer siteName={root.site.name} />
      <BackToTop />
      {root.cookieConsent ? null : <CookieBanner />}
      <UsageTracking platform={root.site.id} />
    </NotificationsProvider>
  )
}

export function ErrorBoundary() {
  const root = useShell()
  if (!root) return <GeneralErrorBoundary />
  return (
    <Shell root={root}>
      <GeneralErrorBoundary />
    </Shell>
  )
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  const description = {
    name: 'description',
    content: 'Legal research: awards, judgments, treaties, statutes, books and journals.',
  }
  if (!error) return [description]
  const shell =
    loaderData ??
    (isRouteErrorResponse(error) ? (error.data?.shell as RootData | undefined) : undefined)
  const product = shell?.site.name ?? 'Legal Research'
  return [{ title: `${product} | ${errorTitle(error)}` }, description]
}
