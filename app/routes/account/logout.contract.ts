import { defineCall } from '#app/routes/api/contract.ts'

// The page ./logout.tsx as a call of the spec's catalogue (001 §7.1): a browser page, not JSON.
export const contract = defineCall({
  route: 'account.logout',
  method: 'GET',
  tag: 'Account',
  spec: '001 §7.1',
  summary: "Asks to confirm logging out (a POST logs out), then the site's origin",

  response: { file: 'text/html' },
  example: {},
})
