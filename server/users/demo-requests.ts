import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import type { Db } from '#server/db/connection.ts'
import { InvalidInputError } from '#server/errors.ts'
import { siteIds, type SiteId } from './subscriptions.ts'

/** An optional text field: blank (as plain forms send it) counts as absent. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || null)

export const demoRequestSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.string().trim().pipe(z.email().max(254)),
  organisation: z.string().trim().min(1).max(200),
  phone: optionalText(50),
  message: optionalText(5000),
  siteId: z.enum(siteIds),
})

export type DemoRequestInput = z.input<typeof demoRequestSchema>

export interface DemoRequest {
  id: string
  name: string
  email: string
  organisation: string
  phone: string | null
  message: string | null
  siteId: SiteId
  createdAt: Date
}

export interface DemoRequestStore {
  /** Validates and stores a request for a demo; returns its id. Throws InvalidInputError. */
  saveDemoRequest(input: DemoRequestInput): Promise<string>
  /** Newest first. */
  listDemoRequests(options?: { limit?: number }): Promise<DemoRequest[]>
}

export function createDemoRequestStore(
  db: Db,
  options: { now?: () => Date } = {},
): DemoRequestStore {
  const now = options.now ?? (() => new Date())
  return {
    async saveDemoRequest(input) {
      const result = demoRequestSchema.safeParse(input)
      if (!result.success) {
        throw new InvalidInputError(
          result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
        )
      }
      const { siteId, ...fields } = result.data
      const id = randomUUID()
      await db
        .insertInto('demo_requests')
        .values({ id, ...fields, site_id: siteId, created_at: now().getTime() })
        .execute()
      return id
    },

    async listDemoRequests({ limit = 50 } = {}) {
      const rows = await db
        .selectFrom('demo_requests')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute()
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        organisation: row.organisation,
        phone: row.phone,
        message: row.message,
        siteId: row.site_id as SiteId,
        createdAt: new Date(Number(row.created_at)),
      }))
    },
  }
}
