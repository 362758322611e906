/** A filter item of the favourites filter panel (spec 001 §3: favourites filter data). */
export type FilterItem = {
  name: string
  displayName: string
  active: boolean
  expanded: boolean
  state: 'unchecked'
  childs: FilterItem[]
}

const item = (name: string, displayName: string): FilterItem => ({
  name,
  displayName,
  active: false,
  expanded: false,
  state: 'unchecked',
  childs: [],
})

/** Flat names ('Patents>Validity' is a child of 'Patents') to a sorted tree. */
export function filterTree(names: Iterable<string>): FilterItem[] {
  const roots: FilterItem[] = []
  const byName = new Map<string, FilterItem>()
  const sorted = [...new Set(names)].filter(Boolean).sort((a, b) => a.localeCompare(b))
  for (const name of sorted) {
    const parts = name.split('>')
    let path = ''
    let siblings = roots
    for (const part of parts) {
      path = path ? `${path}>${part}` : part
      let node = byName.get(path)
      if (!node) {
        node = item(path, part)
        byName.set(path, node)
        siblings.push(node)
      }
      siblings = node.childs
    }
  }
  return roots
}

export function filterData(jurisdictions: Iterable<string>, topics: Iterable<string>) {
  return {
    jurisdictionsFilter: {
      filterItems: filterTree([...jurisdictions].map((j) => j.replace(/>/g, ' '))),
    },
    topicsFilter: { filterItems: filterTree(topics) },
  }
}
