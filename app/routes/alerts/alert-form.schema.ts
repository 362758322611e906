import { z } from 'zod'

/** The alert subscription form (subscribe and change preferences), checked on the server. */
export const alertFormSchema = z
  .object({
    email: z
      .string()
      .trim()
      .pipe(z.email('Enter a valid e-mail address').max(254, 'The e-mail address is too long')),
    name: z.string().trim().max(120, 'Name is too long (120 characters at most)').default(''),
    publications: z.array(z.string().trim().min(1)).max(50).default([]),
    savedSearches: z.boolean().default(false),
    frequency: z.enum(['daily', 'weekly'], { error: 'Choose how often you want the e-mail' }),
  })
  .refine((v) => v.publications.length > 0 || v.savedSearches, {
    path: ['publications'],
    message: 'Choose at least one publication',
  })

export type AlertFormValues = z.infer<typeof alertFormSchema>
export type AlertFormErrors = Partial<
  Record<'email' | 'name' | 'publications' | 'frequency', string>
>

/** Reads the form fields (checkbox lists repeat their name) into the schema's input. */
export function alertFormInput(form: FormData, fallbackEmail?: string) {
  const text = (key: string) => {
    const value = form.get(key)
    return typeof value === 'string' ? value : undefined
  }
  return {
    email: text('email') ?? fallbackEmail ?? '',
    name: text('name') ?? '',
    publications: form.getAll('publications').filter((v): v is string => typeof v === 'string'),
    savedSearches: text('savedSearches') === 'on',
    frequency: text('frequency'),
  }
}

export function errorsOf(error: z.ZodError): AlertFormErrors {
  const errors: AlertFormErrors = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0]) as keyof AlertFormErrors
    errors[key] ??= issue.message
  }
  return errors
}
