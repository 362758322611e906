import { z } from 'zod'

/** The request-demo form, validated on the server (and shared with the client form). */
export const requestDemoSchema = z.object({
  name: z.string().trim().min(2, 'Enter your name').max(120, 'Name is too long'),
  email: z.email('Enter a valid e-mail address').max(200),
  organisation: z
    .string()
    .trim()
    .min(2, 'Enter your organisation')
    .max(200, 'Organisation is too long'),
  phone: z.string().trim().max(40, 'Phone number is too long').optional().default(''),
  message: z
    .string()
    .trim()
    .max(2000, 'Message is too long (2,000 characters at most)')
    .optional()
    .default(''),
})

export type RequestDemoErrors = Partial<Record<keyof z.infer<typeof requestDemoSchema>, string>>
