/**
 * Reading the e-mails the app sends, in tests: the raw message decoded from quoted-printable
 * (the mailer's body encoding), and the links it holds.
 */
export function decodeMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

export function headerOf(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? ''
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ')
  const line = unfolded
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  return line ? line.slice(name.length + 1).trim() : null
}

/** The one-click unsubscribe link of an alert e-mail (path and query). */
export function unsubscribeLink(raw: string): string | null {
  const match = /https?:\/\/[^\s"<>]+(\/unsubscribe\?token=[\w.%-]+)/.exec(decodeMail(raw))
  return match?.[1] ?? null
}

/** The confirmation link (path and query) of an alert sign-up's confirmation e-mail. */
export function confirmLink(raw: string): string | null {
  const match = /https?:\/\/[^\s"<>/]+(\/[\w/-]+\?confirm=[\w.-]+)/.exec(decodeMail(raw))
  return match?.[1] ?? null
}

/** The new-password link of a password-help e-mail (path and query). */
export function resetPasswordLink(raw: string): string | null {
  const match = /https?:\/\/[^\s"<>]+(\/account\/resetpassword\?token=[\w%-]+)/.exec(
    decodeMail(raw),
  )
  return match?.[1] ?? null
}

/** The newest .eml file in an outbox folder addressed to `address`. */
export async function mailInOutbox(outbox: string, address: string): Promise<string> {
  const { readdir, readFile } = await import('node:fs/promises')
  const { join } = await import('node:path')
  const files = await readdir(outbox).catch(() => [] as string[])
  for (const file of files
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse()) {
    const raw = await readFile(join(outbox, file), 'utf8')
    if (headerOf(raw, 'To') === address) return raw
  }
  throw new Error(`No mail to ${address} in ${outbox}`)
}

/** The .eml file in an outbox folder whose subject is `subject`. */
export async function mailWithSubject(outbox: string, subject: string): Promise<string> {
  const { readdir, readFile } = await import('node:fs/promises')
  const { join } = await import('node:path')
  for (const file of (await readdir(outbox).catch(() => [] as string[])).filter((f) =>
    f.endsWith('.eml'),
  )) {
    const raw = await readFile(join(outbox, file), 'utf8')
    if (headerOf(raw, 'Subject') === subject) return raw
  }
  throw new Error(`No mail "${subject}" in ${outbox}`)
}
