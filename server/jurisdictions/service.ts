// Jurisdictions (spec 001 §2.1-2.3): the countries an edition holds something about, and one
// country's page: its cases, awards, treaties, court decisions and statutes, each section a
// search of the content index on the jurisdiction filter (every spelling the edition's documents
// use for that country), so each fact is a document the reader can open. The treaties are those
// the treaty service finds the country party to (by the treaty's record).
import type { Edition, SearchEngine, SearchHit } from '#server/search/engine.ts'
import { NotFoundError } from '#server/errors.ts'
import type { TreatyService } from '#server/treaties/service.ts'
import type { SearchModeId } from '#sites/search/modes.ts'
import { searchHref } from '#sites/search/search-params.ts'
import {
  defaultState,
  withChanges,
  withFacet,
  type SearchState,
} from '#sites/search/search-state.ts'
import { toSearchQuery } from '#sites/search/engine-query.ts'
import { countryOf, jurisdictionPath, type Continent, type Country } from './countries.ts'
import { keptFor } from '#server/kept-for.ts'

export type JurisdictionSummary = {
  code: string
  name: string
  continent: Continent | null
  url: string
  /** Documents of the edition filed under the country. */
  documents: number
}

export type JurisdictionSection = {
  id: SectionId
  title: string
  total: number
  items: Pick<SearchHit, 'id' | 'title' | 'url' | 'type' | 'source' | 'jurisDate' | 'legisDate'>[]
  /** The whole list as a search. */
  searchUrl: string
}

export type JurisdictionDetail = {
  country: Country
  url: string
  /** The jurisdiction filter values the edition files the country's documents under. */
  spellings: string[]
  documents: number
  sections: JurisdictionSection[]
}

type SectionId = 'cases' | 'awards' | 'treaties' | 'judgments' | 'statutes'

/** What a country's page lists, in order; a section the edition holds nothing for is left out. */
const SECTIONS: readonly { id: SectionId; title: string; mode: SearchModeId; types: string[] }[] = [
  { id: 'cases', title: 'Cases', mode: 'default', types: ['Cases'] },
  {
    id: 'awards',
    title: 'Awards and decisions',
    mode: 'awards',
    types: ['Awards', 'Decisions', 'Procedural orders', 'Opinions'],
  },
  {
    id: 'treaties',
    title: 'Treaties and conventions',
    mode: 'books',
    types: ['Bilateral investment treaties', 'Treaties', 'Conventions'],
  },
  {
    id: 'judgments',
    title: 'Court decisions and judgments',
    mode: 'default',
    types: ['Judgments', 'Court decisions', 'Domain name decisions'],
  },
  { id: 'statutes', title: 'Statutes', mode: 'books', types: ['Legislation'] },
]

const SECTION_SIZE = 5
const CACHE_MS = 60_000

export type JurisdictionService = {
  /** The countries the edition holds documents about, by name. */
  list(edition: Edition): Promise<JurisdictionSummary[]>
  /** One country by name, code or another spelling; NotFoundError when the edition holds none. */
  jurisdiction(edition: Edition, name: string): Promise<JurisdictionDetail>
  /** The search state of one section of a country's page (for links and answers). */
  sectionState(section: SectionId, spellings: string[]): SearchState
}

export function createJurisdictionService(
  search: SearchEngine,
  treaties: Pick<TreatyService, 'treatiesOfParty'>,
): JurisdictionService {
  /** The edition's jurisdiction filter values with their counts (read once a minute). */
  const facetValues = keptFor(CACHE_MS, (edition: Edition) =>
    search
      .filters(
        {
          mode: 'default',
          filters: [{ id: 'jurisdiction', filterItems: [], limit: 1000 }],
        },
        { edition },
      )
      .then((sections) =>
        (sections.find((s) => s.id === 'jurisdiction')?.filterItems ?? []).map((i) => ({
          value: i.value,
          count: i.count ?? 0,
        })),
      ),
  )

  async function byCountry(edition: Edition) {
    const groups = new Map<string, { country: Country; spellings: string[]; documents: number }>()
    for (const { value, count } of await facetValues(edition)) {
      const country = countryOf(value)
      if (!country) continue
      const group = groups.get(country.code) ?? { country, spellings: [], documents: 0 }
      group.spellings.push(value)
      group.documents += count
      groups.set(country.code, group)
    }
    return groups
  }

  function sectionState(id: SectionId, spellings: string[]): SearchState {
    const section = SECTIONS.find((s) => s.id === id)!
    const base = withFacet(defaultState(section.mode), 'jurisdiction', {
      values: spellings,
      op: 'OR',
    })
    return withFacet(base, 'type', { values: section.types, op: 'OR' })
  }

  return {
    async list(edition) {
      return [...(await byCountry(edition)).values()]
        .map(({ country, documents }) => ({
          code: country.code,
          name: country.name,
          continent: country.continent,
          url: jurisdictionPath(country),
          documents,
        }))
        .sort((a, b) => a.name.localeCompare(b.name))
    },

    async jurisdiction(edition, name) {
      const country = countryOf(name)
      const group = country ? (await byCountry(edition)).get(country.code) : undefined
      if (!group) throw new NotFoundError('Jurisdiction', name)
      const sections = await Promise.all(
        SECTIONS.map(async (section): Promise<JurisdictionSection> => {
          const state = sectionState(section.id, group.spellings)
          if (section.id === 'treaties') {
            const parties = (await treaties.treatiesOfParty(edition, group.country.name)).sort(
              (a, b) =>
                (b.signed ?? '').localeCompare(a.signed ?? '') || a.title.localeCompare(b.title),
            )
            return {
              id: section.id,
              title: section.title,
              total: parties.length,
              items: parties.slice(0, SECTION_SIZE).map((t) => ({
                id: t.id,
                title: t.title,
                url: t.url,
                type: t.type,
                source: t.source,
                jurisDate: null,
                legisDate: t.signed,
              })),
              searchUrl: searchHref(state),
            }
          }
          const page = await search.search(
            { ...toSearchQuery(withChanges(state, { resultsPerPage: SECTION_SIZE })) },
            { edition },
          )
          return {
            id: section.id,
            title: section.title,
            total: page.totalHits,
            items: page.hits.map((h) => ({
              id: h.id,
              title: h.title,
              url: h.url,
              type: h.type,
              source: h.source,
              jurisDate: h.jurisDate,
              legisDate: h.legisDate,
            })),
            searchUrl: searchHref(state),
          }
        }),
      )
      return {
        country: group.country,
        url: jurisdictionPath(group.country),
        spellings: group.spellings,
        documents: group.documents,
        sections: sections.filter((s) => s.total > 0),
      }
    },

    sectionState,
  }
}
