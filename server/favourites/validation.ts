import { z } from 'zod'
import { InvalidInputError } from '#server/errors.ts'

/** Longest stored URL (a canonical search URL with many filters fits comfortably). */
export const MAX_URL = 2000
export const MAX_FOLDER_NAME = 80
export const MAX_TITLE = 500

/** A same-origin path ('/document/x', '/search?q=y'): never another host or a script URL. */
export function isLocalPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false
  if (/[\u0000-\u001f\u007f\s]/.test(value)) return false
  try {
    return new URL(value, 'http://same.origin').host === 'same.origin'
  } catch {
    return false
  }
}

export const localPath = z
  .string()
  .trim()
  .min(1, 'Enter the address')
  .max(MAX_URL, `Use at most ${MAX_URL} characters`)
  .refine(isLocalPath, 'Must be an address on this site, starting with /')

export const folderName = z
  .string()
  .trim()
  .min(1, 'Enter a folder name')
  .max(MAX_FOLDER_NAME, `Use at most ${MAX_FOLDER_NAME} characters`)

export const title = z
  .string()
  .trim()
  .min(1, 'Enter a title')
  .transform((text) => text.slice(0, MAX_TITLE))

export const shortText = (max: number) =>
  z
    .string()
    .trim()
    .transform((text) => text.slice(0, max))

export const stringList = (max: number) =>
  z.array(z.string().trim().min(1).max(200)).max(max, `At most ${max} values`)

/** Parses `value` or throws InvalidInputError with every field's message. */
export function validate<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value)
  if (!result.success) {
    throw new InvalidInputError(
      result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    )
  }
  return result.data
}

const optionalDate = z
  .string()
  .trim()
  .max(40)
  .nullish()
  .transform((v) => v || null)

/** What a favourite is filed under in the documents-and-searches model (./facets.ts). */
export const facetsInput = z.object({
  jurisdictions: stringList(100).default([]),
  topics: stringList(100).default([]),
  date: optionalDate,
  reviewDate: optionalDate,
})

/** A favourite's own fields as a caller gives them (the folder model adds its kind and alerts). */
export const entryInput = z.object({
  contentId: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v || null),
  title,
  url: localPath,
  source: shortText(300).default(''),
  informationType: shortText(100).default(''),
  facets: facetsInput.nullish().transform((v) => v ?? null),
})
