// doc_meta.editions is a bit mask of a document's editions, so the edition test of every search
// is one AND on a narrow row (schema.sql).
import { EDITIONS, type Edition } from '#server/content/model.ts'

export const EDITION_BITS: Record<Edition, number> = { KA: 1, KIPL: 2, KCL: 4 }

/** SQL of the bit of an `edition` column (used when the index is written). */
export const EDITION_BIT_SQL = `CASE edition ${EDITIONS.map((e) => `WHEN '${e}' THEN ${EDITION_BITS[e]}`).join(' ')} ELSE 0 END`
