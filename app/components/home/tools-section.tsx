import { useEffect, useRef } from 'react'
import { Link, useFetcher } from 'react-router'
import { CsrfInput, useCsrfToken } from '#app/components/csrf-input.tsx'
import type { HomeActionResult, HomeToolTile } from '#app/routes/home-customise.server.ts'
import { button, muted } from '#app/styles/ui.css.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import * as styles from './customise.css.ts'

/** The home page's index route, which takes the tile changes. */
const ACTION = '/?index'

/** The order and visibility a pending change will give, so the list moves at once. */
function optimistic(tools: HomeToolTile[], form: FormData | undefined): HomeToolTile[] {
  const [op, id] = String(form?.get('change') ?? '').split(':')
  const at = tools.findIndex((t) => t.id === id)
  if (at < 0) return tools
  const next = [...tools]
  if (op === 'hide' || op === 'show') next[at] = { ...next[at]!, enabled: op === 'show' }
  const to = op === 'up' ? at - 1 : op === 'down' ? at + 1 : -1
  if (to >= 0 && to < next.length) [next[at], next[to]] = [next[to]!, next[at]!]
  return next
}

/**
 * "Our tools": the viewer's tiles in their order, and a Customise list (a disclosure, so it works
 * without JavaScript) to move, hide and show them. Each change is a button of one form whose
 * value names the change and the tile; with JavaScript it is sent in the background and the
 * list moves at once.
 */
export function ToolsSection({
  tools: saved,
  canCustomise,
  error,
}: {
  tools: HomeToolTile[]
  canCustomise: boolean
  /** The action's answer to a plain (script-less) post that could not be applied. */
  error: string | null
}) {
  const fetcher = useFetcher<HomeActionResult>({ key: 'home-tools' })
  const hydrated = useHydrated()
  const tools = optimistic(saved, fetcher.formData)
  const shown = tools.filter((t) => t.enabled)
  const rows = useRef<HTMLOListElement>(null)
  const pressed = useRef<string | null>(null)

  // A moved row is re-inserted in the page, which drops the focus: give it back to the button
  // that was pressed, or to its row's first usable button when that one is now disabled.
  useEffect(() => {
    const [op, id] = pressed.current?.split(':') ?? []
    if (!id || !rows.current) return
    const row = rows.current.querySelector(`[data-tool="${CSS.escape(id)}"]`)
    const again = row?.querySelector<HTMLButtonElement>(`button[value^="${op}:"]:not(:disabled)`)
    const focusable = again ?? row?.querySelector<HTMLButtonElement>('button:not(:disabled)')
    if (focusable && document.activeElement !== focusable) focusable.focus()
  }, [tools])

  const result = fetcher.state === 'idle' ? fetcher.data : undefined
  const problem = result && !result.ok ? result.error : error
  return (
    <section id="tools" aria-labelledby="tools-heading" className={styles.section}>
      <h2 id="tools-heading" className={styles.title}>
        Our tools
      </h2>
      {shown.length > 0 ? (
        <ul className={styles.tiles}>
          {shown.map((tool) => (
            <li key={tool.id} className={styles.tile}>
              <span className={styles.tileLabel}>{tool.label}</span>
              <h3 className={styles.tileTitle}>
                <ToolLink tool={tool} />
              </h3>
              <p className={styles.tileText}>{tool.description}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className={muted}>All your tools are hidden. Show them again under Customise tools.</p>
      )}
      {canCustomise ? (
        <details className={styles.customise} open={problem ? true : undefined}>
          <summary className={styles.summary}>Customise tools</summary>
          <fetcher.Form
            method="post"
            action={ACTION}
            className={styles.form}
            onClick={(event) => {
              const target = event.target as HTMLElement
              if (target instanceof HTMLButtonElement) pressed.current = target.value
            }}
          >
            <CsrfInput />
            {/* Without a script the action answers with a redirect back to the page. */}
            {hydrated ? <input type="hidden" name="js" value="1" /> : null}
            <p id="tools-help" className={muted}>
              Put the tiles in the order you want and hide the ones you do not use.
            </p>
            <ol ref={rows} className={styles.rows} aria-describedby="tools-help">
              {tools.map((tool, index) => (
                <li key={tool.id} className={styles.row} data-tool={tool.id}>
                  <span className={styles.rowName}>
                    <span className={tool.enabled ? undefined : styles.hiddenName}>
                      {tool.title}
                    </span>
                    <span className={muted}>{rowNote(tool)}</span>
                  </span>
                  <span className={styles.rowButtons}>
                    <ChangeButton op="up" tool={tool} disabled={index === 0}>
                      Move up
                    </ChangeButton>
                    <ChangeButton op="down" tool={tool} disabled={index === tools.length - 1}>
                      Move down
                    </ChangeButton>
                    <ChangeButton op={tool.enabled ? 'hide' : 'show'} tool={tool}>
                      {tool.enabled ? 'Hide' : 'Show'}
                    </ChangeButton>
                  </span>
                </li>
              ))}
            </ol>
            <button type="submit" name="change" value="reset" className={button.text}>
              Restore the default tiles
            </button>
            <p role="status" className="visually-hidden">
              {result?.ok ? result.message : ''}
            </p>
            {problem ? (
              <p role="alert" className={styles.error}>
                {problem}
              </p>
            ) : null}
          </fetcher.Form>
        </details>
      ) : null}
    </section>
  )
}

/** "Hidden · Opened 3 times", or as much of it as applies. */
function rowNote({ enabled, counter }: HomeToolTile): string {
  const opened = counter === 0 ? null : counter === 1 ? 'Opened once' : `Opened ${counter} times`
  return [enabled ? null : 'Hidden', opened].filter(Boolean).join(' · ')
}

function ChangeButton({
  op,
  tool,
  disabled = false,
  children,
}: {
  op: 'up' | 'down' | 'hide' | 'show'
  tool: HomeToolTile
  disabled?: boolean
  children: string
}) {
  return (
    <button
      type="submit"
      name="change"
      value={`${op}:${tool.id}`}
      className={button.outlined}
      disabled={disabled}
    >
      {children}
      <span className="visually-hidden"> {tool.title}</span>
    </button>
  )
}

/** An ordinary link; with a script, opening it also counts a use of the tile in the background. */
function ToolLink({ tool }: { tool: HomeToolTile }) {
  const fetcher = useFetcher({ key: `tool-opened:${tool.id}` })
  const csrf = useCsrfToken()
  return (
    <Link
      to={tool.link}
      aria-label={tool.linkText}
      onClick={() =>
        fetcher.submit(
          { change: `opened:${tool.id}`, js: '1', csrf },
          { method: 'post', action: ACTION },
        )
      }
    >
      {tool.title}
    </Link>
  )
}
