import { z } from 'zod'

/** An optional text field: blank (as plain forms send it) counts as absent. */
const optional = (schema: z.ZodType<string, string>) =>
  z
    .string()
    .trim()
    .transform((value) => value || null)
    .pipe(schema.nullable())

/** The Feedback and Support form, validated on the server. */
export const feedbackSchema = z
  .object({
    subject: z
      .string()
      .trim()
      .min(3, 'Enter a subject of a few words.')
      .max(150, 'The subject is too long (150 characters at most).'),
    message: z
      .string()
      .trim()
      .min(10, 'Tell us a little more (10 characters at least).')
      .max(5000, 'The message is too long (5,000 characters at most).'),
    page: optional(
      z
        .string()
        .max(500, 'The page address is too long.')
        .regex(/^(https?:\/\/|\/)\S*$/, 'Enter the page address as it shows in your browser.'),
    ),
    contact: z.literal('on').optional(),
    email: optional(z.email('Enter a valid e-mail address.').max(254)),
  })
  .superRefine((value, ctx) => {
    if (value.contact && !value.email) {
      ctx.addIssue({
        code: 'custom',
        path: ['email'],
        message: 'Enter the e-mail address we may contact you at.',
      })
    }
  })

export type FeedbackErrors = Partial<Record<'subject' | 'message' | 'page' | 'email', string>>
export type FeedbackValues = Partial<
  Record<'subject' | 'message' | 'page' | 'email' | 'contact', string>
>
