import { data } from 'react-router'

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

/**
 * A form action's body, read defensively: a body that is not a form is a 415 and a form that
 * cannot be read (a broken multipart body, a bad boundary) is a 400, each with a message,
 * rather than the TypeError `request.formData()` throws.
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (!FORM_TYPES.includes(type)) {
    throw data(
      { message: 'Send this form as application/x-www-form-urlencoded or multipart/form-data.' },
      { status: 415 },
    )
  }
  try {
    return await request.formData()
  } catch {
    throw data(
      { message: 'The form could not be read. Reload the page and try again.' },
      { status: 400 },
    )
  }
}
