// Ticking chapters in a publication's table of contents (spec 001 §4): ticking a node ticks all
// its descendants; a parent is fully ticked when all its children are and half-ticked when some
// are; unticking reverses this. The selection is kept as the set of ticked leaves; parents are
// derived from it. Used by the loader (from the URL) and by the tree in the browser.

export type TocItem = {
  id: string
  label: string
  sublabel?: string
  href?: string
  level: number
  children: TocItem[]
}

export type CheckState = 'checked' | 'mixed' | 'unchecked'

export function findNode(toc: TocItem[], id: string): TocItem | undefined {
  for (const node of toc) {
    if (node.id === id) return node
    const found = findNode(node.children, id)
    if (found) return found
  }
  return undefined
}

export function leavesOf(node: TocItem): string[] {
  return node.children.length === 0 ? [node.id] : node.children.flatMap(leavesOf)
}

export function allLeaves(toc: TocItem[]): string[] {
  return toc.flatMap(leavesOf)
}

/** The ticked leaves from node ids as they arrive in a URL (a parent stands for its subtree). */
export function selectionFromIds(toc: TocItem[], ids: Iterable<string>): Set<string> {
  const selected = new Set<string>()
  for (const id of ids) {
    const node = findNode(toc, id)
    if (node) for (const leaf of leavesOf(node)) selected.add(leaf)
  }
  return selected
}

export function checkState(node: TocItem, selected: ReadonlySet<string>): CheckState {
  const leaves = leavesOf(node)
  const ticked = leaves.filter((l) => selected.has(l)).length
  return ticked === 0 ? 'unchecked' : ticked === leaves.length ? 'checked' : 'mixed'
}

/** Ticks or unticks a node and its whole subtree. */
export function toggleNode(
  toc: TocItem[],
  selected: ReadonlySet<string>,
  id: string,
  on: boolean,
): Set<string> {
  const next = new Set(selected)
  const node = findNode(toc, id)
  if (!node) return next
  for (const leaf of leavesOf(node)) {
    if (on) next.add(leaf)
    else next.delete(leaf)
  }
  return next
}

/** Every fully ticked node (leaves and parents): the chapters to search in. */
export function tickedNodeIds(toc: TocItem[], selected: ReadonlySet<string>): string[] {
  const out: string[] = []
  const walk = (nodes: TocItem[]) => {
    for (const n of nodes) {
      if (checkState(n, selected) === 'checked') out.push(n.id)
      walk(n.children)
    }
  }
  walk(toc)
  return out
}

/** The shortest list of ids that names the selection: the top-most fully ticked nodes. */
export function compactIds(toc: TocItem[], selected: ReadonlySet<string>): string[] {
  const out: string[] = []
  const walk = (nodes: TocItem[]) => {
    for (const n of nodes) {
      const state = checkState(n, selected)
      if (state === 'checked') out.push(n.id)
      else if (state === 'mixed') walk(n.children)
    }
  }
  walk(toc)
  return out
}
