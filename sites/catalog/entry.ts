// One row of the catalog (../catalog.ts says what its fields mean).
export type Entry<Key extends string> = {
  readonly path: string
  readonly file: string | null
  readonly plannedFile?: string
  readonly parent?: Key
  readonly index?: boolean
  /** A JSON call: a caller without a session gets 401 JSON instead of the sign-in redirect. */
  readonly api?: boolean
}
