import { Component, createElement, lazy, type ComponentType, type ReactNode } from 'react'
import { button, card } from '#app/styles/ui.css.ts'
import {
  isPartLoadError,
  loadPart,
  PART_SCRIPT_TIMEOUT_MS,
  type LoadPartOptions,
  type PartLoadError,
} from './mini-app-part-load.ts'
import * as styles from './mini-app-part.css.ts'

/**
 * A mini-app's code as one named part (spec 001 §1, §2.5): its screens live in one module that
 * the build emits as the part's own script and stylesheet (`<name>-<hash>.js`, `.css`), fetched on
 * the first visit to one of the mini-app's addresses. The route modules stay thin (loader,
 * action, meta) and render the part's screens; the server renders them whole, so the pages work
 * without JavaScript.
 */
export type MiniAppPart<M> = {
  /** The part's name in the spec: mdl-app, mip-app. */
  name: string
  /** The mini-app's name, for the load error's heading. */
  title: string
  /** The part's module, loaded once (a failure stays: Reload is the way out). */
  load(): Promise<M>
  /** A screen of the part, rendered once the part has loaded; a failed part shows its load error. */
  screen<P extends object>(pick: (module: M) => ComponentType<P>): ComponentType<P>
}

export function defineMiniAppPart<M>(
  name: string,
  title: string,
  importPart: () => Promise<M>,
  options?: LoadPartOptions,
): MiniAppPart<M> {
  let loading: Promise<M> | undefined
  const part: MiniAppPart<M> = {
    name,
    title,
    load: () => (loading ??= loadPart(name, importPart, options)),
    screen<P extends object>(pick: (module: M) => ComponentType<P>) {
      // No <Suspense> here: the server waits for the part inside the page's shell (whole HTML),
      // hydration keeps the server's HTML until the part has arrived, and a navigation keeps the
      // page it leaves on screen meanwhile (the router's updates are transitions).
      const Lazy = lazy(async () => ({ default: pick(await part.load()) }))
      function PartScreen(props: P) {
        return <PartBoundary title={title}>{createElement(Lazy, props)}</PartBoundary>
      }
      PartScreen.displayName = `PartScreen(${name})`
      return PartScreen
    },
  }
  return part
}

type BoundaryProps = { title: string; children: ReactNode }

/** Shows the load error for a part that did not load; any other error goes to the route's. */
class PartBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  override render() {
    const { error } = this.state
    if (error === null) return this.props.children
    if (isPartLoadError(error))
      return <PartLoadErrorScreen title={this.props.title} error={error} />
    throw error
  }
}

function explanation({ reason, code }: PartLoadError): string {
  const what = code ? 'Its stylesheet' : 'Its code'
  if (reason === 'time-out')
    return `It did not arrive within ${PART_SCRIPT_TIMEOUT_MS / 1000} seconds.`
  if (reason === 'missing')
    return `${what} is not on the server (the portal may have been updated since this page opened).`
  return `${what} could not be fetched (the connection failed or the file was refused).`
}

/** The spec's load error: which part, why, the stylesheet's code, and a Reload. */
export function PartLoadErrorScreen({ title, error }: { title: string; error: PartLoadError }) {
  return (
    <section
      className={`${card} ${styles.loadError}`}
      role="alert"
      aria-labelledby="part-load-error"
    >
      <h1 id="part-load-error">{title} could not be loaded</h1>
      <p className={styles.reason}>
        Part <code>{error.part}</code> did not load. Reason: <strong>{error.reason}</strong>.{' '}
        {explanation(error)}
        {error.code ? (
          <>
            {' '}
            Error code <code>{error.code}</code>.
          </>
        ) : null}
      </p>
      <button type="button" className={button.default} onClick={() => window.location.reload()}>
        Reload
      </button>
    </section>
  )
}
