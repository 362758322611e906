import { z } from 'zod'

/** Passwords too common to be worth trying (each is long enough to pass the length rule). */
const COMMON = new Set([
  '1234567890',
  '0123456789',
  '12345678910',
  '1q2w3e4r5t',
  'qwertyuiop',
  'password12',
  'password123',
  'password1234',
  'passwordpassword',
  'iloveyou12',
  'letmein123',
  'welcome123',
  'changeme123',
  'administrator',
])

/**
 * What is wrong with a new password, or null (NIST SP 800-63B: length over composition rules,
 * and no password that is easy to guess). Shared by the reset and change forms.
 */
export function passwordProblem(password: string, email = ''): string | null {
  if (password.length < 10) return 'Use at least 10 characters.'
  if (password.length > 200) return 'Use at most 200 characters.'
  const lower = password.toLowerCase()
  const local = email.toLowerCase().split('@')[0] ?? ''
  if (new Set(lower).size < 4 || COMMON.has(lower.replace(/\s+/g, ''))) {
    return 'This password is too easy to guess. Try a few unrelated words.'
  }
  if (local.length >= 3 && lower.includes(local)) {
    return 'Do not use your e-mail address in your password.'
  }
  return null
}

/** The new password and its repetition, checked against the account's address. */
export function newPasswordSchema(email: string) {
  return z
    .object({
      password: z.string(),
      confirm: z.string(),
    })
    .superRefine(({ password, confirm }, ctx) => {
      const problem = passwordProblem(password, email)
      if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem })
      else if (password !== confirm) {
        ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'The passwords do not match.' })
      }
    })
}

export type PasswordErrors = Partial<Record<'current' | 'password' | 'confirm', string>>

/** The first message for each field of a failed parse. */
export function passwordErrors(issues: readonly z.core.$ZodIssue[]): PasswordErrors {
  const errors: PasswordErrors = {}
  for (const issue of issues) {
    const key = issue.path[0] as keyof PasswordErrors
    errors[key] ??= issue.message
  }
  return errors
}

export const forgotPasswordSchema = z.object({
  email: z
    .string()
    .trim()
    .pipe(z.email('Enter a valid e-mail address.').max(254, 'Enter a valid e-mail address.')),
})
