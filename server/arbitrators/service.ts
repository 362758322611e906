// The arbitrator service the routes call: validates input (zod) on the calling thread, then
// asks a search thread (the content index's worker pool, server/content-index/host.ts), so a
// large read never blocks the event loop. Unknown slugs answer NotFoundError (404), bad input
// ArbitratorInputError (400).
import type { z } from 'zod'
import { ArbitratorInputError } from '#server/errors.ts'
import type {
  ArbitratorReads,
  AutocompleteItem,
  CasesTablePage,
  EntityRef,
  Organization,
  OrganizationDetail,
  Profile,
  ProfileSearchPage,
  RelationshipPage,
  TribunalMember,
} from './queries.ts'
import {
  autocompleteSchema,
  caseIdSchema,
  casesTableSchema,
  profileSearchSchema,
  relationshipSchema,
  selectionsSchema,
  slugSchema,
} from './schemas.ts'

/** The thread-side reads, as the main thread reaches them: every call a promise. */
export type ArbitratorThreadCalls = {
  [K in keyof ArbitratorReads]: (
    ...args: Parameters<ArbitratorReads[K]>
  ) => Promise<ReturnType<ArbitratorReads[K]>>
}

export type ArbitratorService = {
  /** Profile search: 15 per page, by full name unless `sort` says otherwise, with filter counts. */
  searchProfiles(input?: z.input<typeof profileSearchSchema>): Promise<ProfileSearchPage>
  /** One profile by slug (lower-cased here): roles, cases, co-arbitrators, parties, pattern. */
  getProfile(slug: string): Promise<Profile>
  /** The profile a slug now answers to, where that name was merged into another; else null. */
  mergedInto(slug: string): Promise<string | null>
  /** A profile's cases table: 5 per page, Start/ResultsPerPage/Page/Filters. */
  profileCases(slug: string, input?: z.input<typeof casesTableSchema>): Promise<CasesTablePage>
  /** Entities of one type (0-3 or Person/LawFirm/State/CommercialParty) whose name matches. */
  autocomplete(type: number | string, text: string, limit?: number): Promise<AutocompleteItem[]>
  /** The tribunal of one case as read from its texts, president first; none for an unknown case. */
  caseTribunal(caseId: string): Promise<TribunalMember[]>
  /** Every case that connects the left selection with each right one, 10 per page, newest first. */
  assessRelationships(input: z.input<typeof relationshipSchema>): Promise<RelationshipPage>
  /** The entities the selections name, in order; null where nothing answers to one. */
  entities(selections: z.input<typeof selectionsSchema>): Promise<Array<EntityRef | null>>
  /** Arbitral institutions with their counts. */
  organizations(): Promise<Organization[]>
  /** One institution (id: 'icsid', 'pca', …) with its cases and awards. */
  organization(id: string): Promise<OrganizationDetail>
}

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value)
  if (!result.success) throw ArbitratorInputError.from(result.error)
  return result.data
}

export function createArbitratorService(calls: ArbitratorThreadCalls): ArbitratorService {
  return {
    searchProfiles: async (input = {}) => calls.searchProfiles(parse(profileSearchSchema, input)),
    getProfile: async (slug) => calls.getProfile(parse(slugSchema, slug)),
    mergedInto: async (slug) => calls.mergedInto(parse(slugSchema, slug)),
    profileCases: async (slug, input = {}) =>
      calls.profileCases(parse(slugSchema, slug), parse(casesTableSchema, input)),
    autocomplete: async (type, text, limit) =>
      calls.autocomplete(parse(autocompleteSchema, { type, text, limit })),
    caseTribunal: async (caseId) => calls.caseTribunal(parse(caseIdSchema, caseId)),
    assessRelationships: async (input) =>
      calls.assessRelationships(parse(relationshipSchema, input)),
    entities: async (selections) => calls.entities(parse(selectionsSchema, selections)),
    organizations: () => calls.organizations(),
    organization: async (id) => calls.organization(parse(slugSchema, id)),
  }
}
