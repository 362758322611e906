import { z } from 'zod'
import { defineCall } from '#app/routes/api/contract.ts'

// The page ./login.tsx as a call of the spec's catalogue (001 §7.1): a browser page, not JSON.
export const contract = defineCall({
  route: 'account.login',
  method: 'GET',
  tag: 'Account',
  spec: '001 §7.1',
  summary: 'The sign-in page (the server login); goes on to returnUrl once signed in',
  query: z.object({
    returnUrl: z.string().max(2000).optional().meta({ description: 'A path on this site.' }),
  }),
  response: { file: 'text/html' },
  example: {},
})
