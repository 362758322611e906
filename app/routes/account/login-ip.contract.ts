import { z } from 'zod'
import { defineCall } from '#app/routes/api/contract.ts'

// The page ./login-ip.tsx as a call of the spec's catalogue (001 §7.1): a browser page, not JSON.
export const contract = defineCall({
  route: 'account.login-ip',
  method: 'GET',
  tag: 'Account',
  spec: '001 §7.1',
  summary: 'Signs an institution in by its IP range and goes on to returnUrl',
  query: z.object({
    returnUrl: z.string().max(2000).optional().meta({ description: 'A path on this site.' }),
  }),
  response: { file: 'text/html' },
  redirects:
    'Signed in from an institution’s network: on to returnUrl; otherwise to the sign-in page.',
  example: { status: 302 },
})
