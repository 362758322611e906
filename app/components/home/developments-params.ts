// The recent developments filter in the URL (home page and GET /apiv2/api/Developments):
// workflow, convention, continent (repeated), jurisdiction (land codes, repeated) and topic
// (topic paths, repeated). Unknown values are ignored by the service.

export type DevelopmentsParams = {
  workflow?: string
  convention?: string
  continents: string[]
  jurisdictions: string[]
  topics: string[]
}

const clean = (values: string[]) =>
  [...new Set(values.map((v) => v.trim()).filter(Boolean))].slice(0, 50)

export function parseDevelopmentsParams(params: URLSearchParams): DevelopmentsParams {
  const one = (key: string) => params.get(key)?.trim() || undefined
  const convention = one('convention')
  return {
    workflow: one('workflow'),
    convention: convention === 'None' ? undefined : convention,
    continents: clean(params.getAll('continent')),
    jurisdictions: clean(params.getAll('jurisdiction')).map((j) => j.toUpperCase()),
    topics: clean(params.getAll('topic')),
  }
}

export const DEVELOPMENTS_KEYS = ['workflow', 'convention', 'continent', 'jurisdiction', 'topic']
