import { defineCall } from '#app/routes/api/contract.ts'

// The page ./logged-out.tsx as a call of the spec's catalogue (001 §7.1): a browser page, not JSON.
export const contract = defineCall({
  route: 'account.logged-out',
  method: 'GET',
  tag: 'Account',
  spec: '001 §7.1',
  summary: 'The page after logging out',

  response: { file: 'text/html' },
  example: {},
})
