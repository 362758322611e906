import type { z } from 'zod'
import { parse, readJson } from '#app/routes/api/favorite/api.server.ts'
import type { CallContract } from './contract.ts'

// A call's input, read with the schemas of its contract (./contract.ts): a value the schema
// refuses is a 400 naming each field (thrown as a Response), never a 500.

type With<K extends 'query' | 'params' | 'body'> = CallContract & Required<Pick<CallContract, K>>

/** The query string as an object: a repeated key is an array, a single one a string. */
export function searchParamsObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key)
    out[key] = values.length > 1 ? values : values[0]
  }
  return out
}

export function queryOf<C extends With<'query'>>(call: C, request: Request): z.output<C['query']> {
  return parse(call.query, searchParamsObject(new URL(request.url).searchParams)) as z.output<
    C['query']
  >
}

export function paramsOf<C extends With<'params'>>(
  call: C,
  params: Readonly<Record<string, string | undefined>>,
): z.output<C['params']> {
  return parse(call.params, params) as z.output<C['params']>
}

/** The JSON body (an empty body is `{}`; text that is not JSON is a 400 on `body`). */
export async function bodyOf<C extends With<'body'>>(
  call: C,
  request: Request,
): Promise<z.output<C['body']>> {
  return parse(call.body, await readJson(request)) as z.output<C['body']>
}
