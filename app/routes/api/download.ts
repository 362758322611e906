import { serverOnly$ } from 'vite-env-only/macros'
import { z } from 'zod'
import { fileResponse, textResponse as text } from '#app/routes/documents/file-response.server.ts'
import { readingContext } from '#app/routes/documents/reading.server.ts'
import { isSelectable } from '#app/search/selection.ts'
import { createDownload, isInvalidDownloadError } from '#server/downloads/service.ts'
import { isDownloadFormat } from '#server/downloads/types.ts'
import { isNotFoundError } from '#server/errors.ts'
import { defineCall } from '#app/routes/api/contract.ts'
import { badRequest } from '#app/utils/api.server.ts'
import { DOWNLOAD_FORMATS } from '#server/downloads/types.ts'
import type { Route } from './+types/download'

/**
 * POST /apiv2/api/Download/{pdf|word|excel} (spec 001 §7.5): the chosen documents as one file;
 * the name is in Content-Disposition. The body is JSON (`{ documentIds, searchTerm?, selectAll? }`,
 * scripts send the X-CSRF-Token header) or a plain form (`documentIds` repeated, the `csrf` field),
 * so a result list can offer the download without JavaScript. With `selectAll` the spec's
 * select-all exclusions are left out. A document outside the edition refuses the whole download
 * (404: the edition does not reveal what it does not hold).
 */
const bodySchema = z.object({
  documentIds: z.array(z.string().trim().min(1).max(200)).min(1).max(1000),
  searchTerm: z.string().max(500).optional(),
  selectAll: z.boolean().optional(),
})

export const contract = serverOnly$(
  defineCall({
    route: 'api.download',
    method: 'POST',
    tag: 'Downloads',
    spec: '001 §7.5, §8',
    summary: 'The chosen documents as one PDF, Word or Excel file',
    description:
      'The file name is in Content-Disposition and the type in Content-Type (application/pdf, ' +
      'the Word and the Excel types). A document outside the edition refuses the whole download ' +
      'with 404 Not Found (text), as the spec reads it. A plain form (`documentIds` repeated, the ' +
      '`csrf` field) works too.',
    params: z.object({ format: z.enum(DOWNLOAD_FORMATS) }),
    body: bodySchema,
    response: { file: 'application/pdf' },
    example: (site) => ({
      params: { format: 'pdf' },
      body: { documentIds: [site.home.featured[0].id] },
    }),
  }),
)

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? ''
  if (type.includes('application/json')) return request.json().catch(() => null)
  const form = await request.formData().catch(() => null)
  if (!form) return null
  const ids = [...form.getAll('documentIds'), ...form.getAll('id')].map(String)
  const searchTerm = form.get('searchTerm')
  return {
    documentIds: ids,
    ...(typeof searchTerm === 'string' && searchTerm ? { searchTerm } : {}),
    ...(form.get('selectAll')
      ? { selectAll: ['1', 'true', 'on'].includes(String(form.get('selectAll'))) }
      : {}),
  }
}

/** The select-all rule of the result list, applied to the documents as the index holds them. */
function excludedFromSelectAll(item: {
  url: string
  type: string
  publicationType: string | null
}) {
  return !isSelectable({
    url: item.url,
    type: item.publicationType === 'loose-leaf' ? 'Loose-leaf' : item.type,
  })
}

export function loader() {
  return text(405, 'Use POST with the documents to download.')
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return text(405, 'Use POST with the documents to download.')
  if (!isDownloadFormat(params.format)) return text(404, 'Not Found')
  const parsed = bodySchema.safeParse(await readBody(request))
  if (!parsed.success) {
    return badRequest([
      { path: 'body', message: 'Send the documents to download as documentIds.' },
      ...parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    ])
  }
  const { content, site } = readingContext(context)
  try {
    const file = await createDownload(content, {
      format: params.format,
      ids: parsed.data.documentIds,
      edition: site.id,
      siteName: site.name,
      origin: new URL(request.url).origin,
      searchTerm: parsed.data.searchTerm,
      exclude: parsed.data.selectAll ? excludedFromSelectAll : undefined,
    })
    return fileResponse(file)
  } catch (e) {
    if (isNotFoundError(e)) return text(404, 'Not Found')
    if (isInvalidDownloadError(e)) return text(400, e.message)
    throw e
  }
}
