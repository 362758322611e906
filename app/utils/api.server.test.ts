import { expect, test } from 'vitest'
import { z } from 'zod'
import { serializeError } from '#server/jobs/worker-pool.ts'
import {
  ArbitratorInputError,
  ERROR_KINDS,
  FolderNameTakenError,
  FolderNotFoundError,
  ForbiddenError,
  InvalidSearchQueryError,
  MailDeliveryError,
  NotFoundError,
  QueryTooBroadError,
  RateLimitedError,
  SearchSyntaxError,
} from '#server/errors.ts'
import { MdlQueryError, UNKNOWN_CATEGORY_MESSAGE } from '#sites/tools/market-definitions.ts'
import { ERROR_ANSWERS, errorResponse, handle, json, parse } from './api.server.ts'

async function answer(error: unknown, options = {}) {
  const response = errorResponse(error, options)
  if (!response) return null
  return {
    status: response.status,
    retryAfter: response.headers.get('Retry-After'),
    body: (await response.json()) as unknown,
  }
}

test('every kind of error has an answer', () => {
  expect(Object.keys(ERROR_ANSWERS).sort()).toEqual([...ERROR_KINDS].sort())
})

test('not found is a 404 that names nothing, or the call’s own message', async () => {
  expect(await answer(new NotFoundError('Document', 'secret-id'))).toEqual({
    status: 404,
    retryAfter: null,
    body: { message: 'Not found' },
  })
  expect(await answer(new FolderNotFoundError('7'), { notFound: 'No comparison x.' })).toEqual({
    status: 404,
    retryAfter: null,
    body: { message: 'No comparison x.' },
  })
})

test('bad input is a 400 naming each field: its issues, its one field, or the call’s query', async () => {
  const ambiguous = new ArbitratorInputError([
    { path: 'name', message: 'Several people', candidates: [] },
    { path: 'name', message: 'second message for the same field' },
  ])
  expect((await answer(ambiguous))?.body).toEqual({
    message: 'Several people',
    errors: { name: 'Several people' },
  })
  expect((await answer(new InvalidSearchQueryError('from', 'Not a date')))?.body).toEqual({
    message: 'Not a date',
    errors: { from: 'Not a date' },
  })
  const syntax = new SearchSyntaxError('Unbalanced quote', 4)
  expect((await answer(syntax, { queryField: 'searchTerm' }))?.body).toEqual({
    message: 'Unbalanced quote at 4',
    errors: { searchTerm: 'Unbalanced quote at 4' },
  })
  expect(await answer(syntax)).toEqual({
    status: 400,
    retryAfter: null,
    body: { message: 'Unbalanced quote at 4' },
  })
})

test('a taken name is bad input on its field', async () => {
  expect(await answer(new FolderNameTakenError('Cases'))).toEqual({
    status: 400,
    retryAfter: null,
    body: {
      message: 'A folder with this name already exists.',
      errors: { folderName: 'A folder with this name already exists.' },
    },
  })
})

test('a mini-app query keeps its position and asks for the categories list', async () => {
  const error = new MdlQueryError(`${UNKNOWN_CATEGORY_MESSAGE} (not 'x')`, 1)
  const body = (await answer(error))?.body
  expect(body).toEqual({
    message: error.message,
    position: 1,
    categories: true,
    errors: { Query: error.message },
  })
  expect(Object.keys(body as object)).toEqual(['message', 'position', 'categories', 'errors'])
})

test('try-again kinds are 503 or 429 with Retry-After; the reader sees no address', async () => {
  expect(await answer(new QueryTooBroadError(3000))).toMatchObject({
    status: 503,
    retryAfter: '5',
  })
  expect(await answer(new MailDeliveryError('someone@example.test', { cause: 'down' }))).toEqual({
    status: 503,
    retryAfter: null,
    body: { message: 'The e-mail could not be sent. Try again later.' },
  })
  expect(await answer(new RateLimitedError(120))).toEqual({
    status: 429,
    retryAfter: '120',
    body: { message: 'Too many requests. Try again later.' },
  })
  expect((await answer(new ForbiddenError('Not in your plan.')))?.status).toBe(403)
})

test('an error that crossed from a thread as a plain object is answered alike', async () => {
  const crossed = Object.assign(new Error(), serializeError(new FolderNameTakenError('Cases')))
  expect((await answer(crossed))?.body).toEqual({
    message: 'A folder with this name already exists.',
    errors: { folderName: 'A folder with this name already exists.' },
  })
})

test('handle passes thrown responses through and lets a bug be a 500', async () => {
  const refused = json({ message: 'Not signed in' }, { status: 401 })
  expect(await handle(() => Promise.reject(refused))).toBe(refused)
  await expect(handle(() => Promise.reject(new TypeError('bug')))).rejects.toThrow('bug')
  expect(await answer(new Error('plain'))).toBeNull()
  const invalid = await handle(() => json(parse(z.object({ n: z.number() }), { n: 'x' })))
  expect(invalid.status).toBe(400)
  expect(invalid.headers.get('Cache-Control')).toBe('private, no-store')
})
