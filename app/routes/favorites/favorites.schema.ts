import { z } from 'zod'

// The favourites page's forms, validated on the server (and shared with the client forms). The
// store checks the same limits again; these give each field its message.

const folderId = z.string().trim().min(1, 'Choose a folder').max(100)
const name = z
  .string({ error: 'Enter a folder name' })
  .trim()
  .min(1, 'Enter a folder name')
  .max(80, 'Use at most 80 characters')
const ids = z.array(z.string().min(1).max(100)).min(1, 'Select at least one favourite').max(500)
/** '0' (or nothing) is "no folder". */
const target = z
  .string()
  .max(100)
  .optional()
  .transform((v) => (!v || v === '0' ? null : v))
const localUrl = z
  .string({ error: 'The address is missing' })
  .trim()
  .min(1, 'The address is missing')
  .max(2000, 'The address is too long')
  .refine(
    (v) => v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/\\'),
    'The address must be on this site',
  )

export const addFolderSchema = z.object({ intent: z.literal('add-folder'), name })
export const renameFolderSchema = z.object({ intent: z.literal('rename-folder'), folderId, name })
export const deleteFolderSchema = z.object({ intent: z.literal('delete-folder'), folderId })
export const moveFolderSchema = z.object({
  intent: z.literal('move-folder'),
  folderId,
  direction: z.enum(['up', 'down'], { error: 'Choose up or down' }),
})
export const moveSchema = z.object({ intent: z.literal('move'), ids, target })
export const deleteSchema = z.object({ intent: z.literal('delete'), ids })
export const saveSearchSchema = z.object({
  intent: z.literal('save-search'),
  name: z
    .string({ error: 'Enter a name for this search' })
    .trim()
    .min(1, 'Enter a name for this search')
    .max(200, 'Use at most 200 characters'),
  url: localUrl,
  folder: target,
  /** Its own e-mail alert, chosen as it is saved. */
  alert: z
    .enum(['off', 'daily', 'weekly'], { error: 'Choose daily, weekly or no alert' })
    .default('off'),
})
export const addFavouriteSchema = z.object({
  intent: z.literal('add-favourite'),
  documentId: z
    .string({ error: 'The document is missing' })
    .trim()
    .min(1, 'The document is missing')
    .max(200),
  title: z.string({ error: 'The title is missing' }).trim().min(1, 'The title is missing').max(500),
  url: localUrl,
  folder: target,
  /** Where a plain form goes back to: the page as it was shown, with its query and hits. */
  returnTo: localUrl.optional(),
})

/** Taking a saved document out of every folder, from its page or a row of results. */
export const removeSavedDocumentSchema = z.object({
  intent: z.literal('remove-saved-document'),
  documentId: addFavouriteSchema.shape.documentId,
  returnTo: localUrl.optional(),
})

/** Removing a favourite from the jurisdiction-and-topic view: from every folder too. */
const entryId = z
  .string({ error: 'Choose a favourite' })
  .trim()
  .min(1, 'Choose a favourite')
  .max(100)
export const removeDocumentSchema = z.object({ intent: z.literal('remove-document'), id: entryId })
export const removeSearchSchema = z.object({ intent: z.literal('remove-search'), id: entryId })
/** Switching a saved search's own alert: daily, weekly or off. */
export const searchAlertSchema = z.object({
  intent: z.literal('search-alert'),
  id: entryId,
  frequency: z.enum(['off', 'daily', 'weekly'], { error: 'Choose daily, weekly or off' }),
})

export const favouritesActionSchema = z.discriminatedUnion(
  'intent',
  [
    addFolderSchema,
    renameFolderSchema,
    deleteFolderSchema,
    moveFolderSchema,
    moveSchema,
    deleteSchema,
    saveSearchSchema,
    addFavouriteSchema,
    removeSavedDocumentSchema,
    removeDocumentSchema,
    removeSearchSchema,
    searchAlertSchema,
  ],
  { error: 'Unknown action' },
)

export type FavouritesAction = z.infer<typeof favouritesActionSchema>
export type FieldErrors = Partial<
  Record<'name' | 'ids' | 'id' | 'url' | 'folderId' | 'direction' | 'target' | 'form', string>
>
