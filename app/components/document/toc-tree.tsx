import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import * as styles from './reading.css.ts'
import { checkState, toggleNode, type TocItem } from './toc-selection.ts'

/**
 * A publication's table of contents with a checkbox per node, inside the search-within form.
 * Without JavaScript the boxes are plain form fields (a ticked parent stands for its subtree on the
 * server); with JavaScript ticking a node ticks its descendants and parents show half-ticked.
 */
export function TocTree({ toc, selected: initial }: { toc: TocItem[]; selected: string[] }) {
  const [selected, setSelected] = useState<Set<string>>(() => new Set(initial))
  const fromUrl = initial.join(' ')
  useEffect(() => setSelected(new Set(fromUrl ? fromUrl.split(' ') : [])), [fromUrl])
  const onToggle = (id: string, on: boolean) => setSelected((s) => toggleNode(toc, s, id, on))
  return (
    <ul className={styles.tree}>
      {toc.map((node) => (
        <TocRow key={node.id} node={node} selected={selected} onToggle={onToggle} />
      ))}
    </ul>
  )
}

function TocRow({
  node,
  selected,
  onToggle,
}: {
  node: TocItem
  selected: ReadonlySet<string>
  onToggle: (id: string, on: boolean) => void
}) {
  const state = checkState(node, selected)
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'mixed'
  }, [state])
  const inputId = `toc-node-${node.id}`
  const text = node.sublabel ? `${node.label}: ${node.sublabel}` : node.label
  return (
    <li>
      <div className={styles.treeRow}>
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          name="node"
          value={node.id}
          className={styles.checkbox}
          checked={state === 'checked'}
          onChange={(e) => onToggle(node.id, e.currentTarget.checked)}
          data-node={node.id}
        />
        <label htmlFor={inputId} className="visually-hidden">
          Search in {text}
        </label>
        <span>
          {node.href ? (
            <Link to={node.href} className={styles.treeLabel} prefetch="intent">
              {node.label}
            </Link>
          ) : (
            <span className={styles.treeLabel}>{node.label}</span>
          )}
          {node.sublabel ? <span className={styles.treeSublabel}> {node.sublabel}</span> : null}
          {state === 'mixed' ? <span className={styles.mixedHint}> (partly ticked)</span> : null}
        </span>
      </div>
      {node.children.length ? (
        <ul className={styles.tree}>
          {node.children.map((child) => (
            <TocRow key={child.id} node={child} selected={selected} onToggle={onToggle} />
          ))}
        </ul>
      ) : null}
    </li>
  )
}
