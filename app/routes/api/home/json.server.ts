/** A JSON answer of the home API: personal data, so never cached by shared caches. */
export function json(body: unknown, status = 200) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } })
}

/** 400 with the messages of each field at fault. */
export function invalid(issues: { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {}
  for (const issue of issues) errors[issue.path.map(String).join('.') || 'body'] ??= issue.message
  return json({ message: 'The request is not valid.', errors }, 400)
}

export const postOnly = () => json({ message: 'Use POST.' }, 405)

/** The JSON body of a POST, or null when it is not JSON. */
export async function jsonBody(request: Request): Promise<unknown> {
  const text = await request.text()
  if (!text.trim()) return {}
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}
