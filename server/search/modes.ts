import {
  ENGINE_MODES,
  engineDefaultSort,
  engineModeOf,
  type EngineModeSettings,
  type ModeScope,
  type SearchEndpoint,
  type SearchMode,
  type Sort,
} from '#sites/search/modes.ts'
import type { SearchFilter } from './engine.ts'
import { UnknownSearchModeError } from '#server/errors.ts'

// The engine's view of a mode (the table itself is isomorphic: sites/search/modes.ts).

export type ModeSettings = Pick<
  EngineModeSettings,
  'pageSize' | 'dateType' | 'groupByPublication' | 'groupsByCase' | 'scope'
> & {
  mode: SearchMode
  endpoint: SearchEndpoint
  /** Applied unless the query sends a filter with the same id (even an empty one). */
  defaultFilters: SearchFilter[]
  facets: string[]
  defaultSort: (hasText: boolean) => Sort
}

/** The mode of a query (case-insensitive, with the URL spellings); unknown modes throw. */
export function resolveMode(value: string | undefined): ModeSettings {
  const mode = engineModeOf(value)
  if (!mode) throw new UnknownSearchModeError(value ?? '')
  const settings: EngineModeSettings = ENGINE_MODES[mode]
  return {
    ...settings,
    mode,
    endpoint: ENGINE_MODES[mode].endpoint,
    defaultFilters: Object.entries(settings.defaultFilters).map(([id, values]) => ({
      id,
      filterItems: [...(values ?? [])],
      andOrValue: 'OR' as const,
    })),
    facets: [...settings.facets],
    defaultSort: (hasText) => engineDefaultSort(mode, hasText),
  }
}

export function endpointFor(value: string | undefined): SearchEndpoint {
  return resolveMode(value).endpoint
}

/**
 * A mode's scope as an SQL condition on the document row `alias` (columns kind, published), for
 * the adapters that speak SQL. Its values are the mode table's constants, quoted.
 */
export function scopeCondition(scope: ModeScope, alias: string): string | null {
  const parts: string[] = []
  if (scope.kinds) {
    const kinds = scope.kinds.map((k) => `'${k.replaceAll("'", "''")}'`)
    parts.push(`${alias}.kind IN (${kinds.join(', ')})`)
  }
  if (scope.published) parts.push(`${alias}.published IS NOT NULL`)
  return parts.length ? parts.join(' AND ') : null
}
