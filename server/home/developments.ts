// Recent developments and the legal filter workflow (spec 001 §3, §4, §7.5): a selection of
// jurisdictions, topics, a workflow, a convention and continents becomes the active filter items,
// and the developments are filtered by them.
import type { Edition } from '#server/content/model.ts'
import type { EditorialItem } from '#server/news/editorial.ts'
import {
  CONTINENTS,
  JURISDICTIONS,
  LEGAL_FILTERS,
  jurisdictionByName,
  type Continent,
} from './legal-filters.ts'

export type DevelopmentsSelection = {
  /** Land codes chosen one by one. */
  jurisdictions?: readonly string[]
  /** Topic paths chosen one by one ('Award>Enforcement' or a parent 'Award'). */
  topics?: readonly string[]
  workflow?: string
  /** A convention's display name; 'None' (or empty) clears. */
  convention?: string
  continents?: readonly string[]
}

export type CheckState = 'checked' | 'half' | 'unchecked'

export type TopicFilterItem = {
  name: string
  displayName: string
  workflow: string[]
  active: boolean
  expanded: boolean
  show: boolean
  state: CheckState
  childs: TopicFilterItem[]
}

export type JurisdictionFilterItem = {
  landCode: string
  name: string
  displayName: string
  continent: Continent
  active: boolean
}

export type RecentDevelopment = {
  id: string
  title: string
  abstract: string
  jurisdictions: string[]
  topics: string[]
  publishedDate: string
  /** Written by the project as a sample (no public source): shown with a mark. */
  sample: boolean
}

export type DevelopmentsResult = {
  recentDevelopments: RecentDevelopment[]
  facetFilters: {
    jurisdictionsFilter: { filterItems: JurisdictionFilterItem[] }
    topicsFilter: { filterItems: TopicFilterItem[] }
    conventionsFilter: {
      filterItems: { displayName: string; conventionLandCodes: string[]; active: boolean }[]
    }
    workflowsFilter: { filterItems: { name: string; active: boolean }[] }
    continentsFilter: { filterItems: { name: Continent; active: boolean }[] }
  }
  /** True when any filter is applied (the "No results found" placeholder offers to remove them). */
  filtered: boolean
}

const isPrefixPath = (a: string, b: string) => a === b || b.startsWith(`${a}>`)

export function recentDevelopments(
  items: readonly EditorialItem[],
  edition: Edition,
  selection: DevelopmentsSelection = {},
  limit = 20,
): DevelopmentsResult {
  const data = LEGAL_FILTERS[edition]
  const workflow = data.workflows.find((w) => w === selection.workflow) ?? null
  const convention = data.conventions.find((c) => c.displayName === selection.convention) ?? null
  const continents = CONTINENTS.filter((c) => selection.continents?.includes(c))

  // Active jurisdictions: the chosen ones, the convention's and those of the chosen continents.
  const activeLand = new Set(
    (selection.jurisdictions ?? []).filter((code) =>
      JURISDICTIONS.some((j) => j.landCode === code),
    ),
  )
  for (const code of convention?.conventionLandCodes ?? []) activeLand.add(code)
  for (const j of JURISDICTIONS) if (continents.includes(j.continent)) activeLand.add(j.landCode)

  // Active topic leaves: the chosen ones (a parent stands for all its children) and the workflow's.
  const leaves = data.topics
  const activeTopics = new Set<string>()
  for (const chosen of selection.topics ?? []) {
    for (const leaf of leaves) if (isPrefixPath(chosen, leaf.name)) activeTopics.add(leaf.name)
  }
  if (workflow) {
    for (const leaf of leaves) if (leaf.workflows.includes(workflow)) activeTopics.add(leaf.name)
  }

  const developments = items.filter((item) => item.editions.includes(edition))
  const matches = developments.filter((item) => {
    const codes = item.jurisdictions.map((n) => jurisdictionByName(n)?.landCode)
    const jurisdictionOk = activeLand.size === 0 || codes.some((c) => c && activeLand.has(c))
    const topicOk =
      activeTopics.size === 0 ||
      item.topics.some((t) =>
        [...activeTopics].some((a) => isPrefixPath(a, t) || isPrefixPath(t, a)),
      )
    return jurisdictionOk && topicOk
  })

  return {
    recentDevelopments: matches.slice(0, limit).map((item) => ({
      id: item.id,
      title: item.title,
      abstract: item.summary,
      jurisdictions: item.jurisdictions,
      topics: item.topics,
      publishedDate: item.date,
      sample: item.sample,
    })),
    facetFilters: {
      jurisdictionsFilter: {
        filterItems: JURISDICTIONS.map((j) => ({
          landCode: j.landCode,
          name: j.landCode,
          displayName: j.name,
          continent: j.continent,
          active: activeLand.has(j.landCode),
        })),
      },
      topicsFilter: { filterItems: topicTree(leaves, activeTopics) },
      conventionsFilter: {
        filterItems: data.conventions.map((c) => ({
          displayName: c.displayName,
          conventionLandCodes: [...c.conventionLandCodes],
          active: c === convention,
        })),
      },
      workflowsFilter: {
        filterItems: data.workflows.map((name) => ({ name, active: name === workflow })),
      },
      continentsFilter: {
        filterItems: CONTINENTS.map((name) => ({ name, active: continents.includes(name) })),
      },
    },
    filtered: activeLand.size > 0 || activeTopics.size > 0,
  }
}

/** Builds the tree from the leaves' paths; parents are half-checked when some children are. */
function topicTree(
  leaves: readonly { name: string; workflows: readonly string[] }[],
  active: Set<string>,
): TopicFilterItem[] {
  const roots: TopicFilterItem[] = []
  for (const leaf of leaves) {
    const parts = leaf.name.split('>')
    let level = roots
    parts.forEach((part, depth) => {
      const name = parts.slice(0, depth + 1).join('>')
      let node = level.find((n) => n.name === name)
      if (!node) {
        node = {
          name,
          displayName: part,
          workflow: [],
          active: false,
          expanded: false,
          show: true,
          state: 'unchecked',
          childs: [],
        }
        level.push(node)
      }
      for (const w of leaf.workflows) if (!node.workflow.includes(w)) node.workflow.push(w)
      level = node.childs
    })
  }
  const settle = (node: TopicFilterItem): CheckState => {
    if (node.childs.length === 0) {
      node.active = active.has(node.name)
      node.state = node.active ? 'checked' : 'unchecked'
      return node.state
    }
    const states = node.childs.map(settle)
    node.state = states.every((s) => s === 'checked')
      ? 'checked'
      : states.some((s) => s !== 'unchecked')
        ? 'half'
        : 'unchecked'
    node.active = node.state === 'checked'
    // A parent with an active descendant is expanded, so the matching topics are visible.
    node.expanded = node.state !== 'unchecked'
    return node.state
  }
  roots.forEach(settle)
  return roots
}
