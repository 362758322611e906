import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { decodeMail, headerOf, mailInOutbox } from '#test/helpers/mail.ts'
import { createTestServices } from '#test/helpers/test-services.ts'
import { routeArgs, viewerFor } from '#test/helpers/route-args.ts'
import { action, loader } from './contact-support.tsx'

let services: Awaited<ReturnType<typeof createTestServices>>
beforeAll(async () => {
  services = await createTestServices({ SUPPORT_EMAIL: 'help@example.test' })
})
afterAll(() => services.cleanup())

const URL = 'http://kcl.localhost/contactcustomersupport'
type Reply = {
  data: { errors: Record<string, string>; values: Record<string, string> }
  init: ResponseInit
}

function send(fields: Record<string, string>, viewer?: Awaited<ReturnType<typeof viewerFor>>) {
  const init = { method: 'POST', body: new URLSearchParams(fields) } as RequestInit
  return action(routeArgs(services, URL, { site: 'KCL', viewer, init }) as never)
}

describe('feedback and support', () => {
  test('empty or malformed feedback is a 400 that says what to fix, keeping what was typed', async () => {
    const reply = (await send({
      subject: '',
      message: 'short',
      page: 'javascript:alert(1)',
      contact: 'on',
    })) as Reply
    expect(reply.init.status).toBe(400)
    expect(reply.data.errors).toEqual({
      subject: 'Enter a subject of a few words.',
      message: 'Tell us a little more (10 characters at least).',
      page: 'Enter the page address as it shows in your browser.',
      email: 'Enter the e-mail address we may contact you at.',
    })
    expect(reply.data.values).toMatchObject({ message: 'short', contact: 'on' })
  })

  test('feedback is mailed to support and confirmed; the reply address only with consent', async () => {
    const response = (await send({
      subject: 'Merger thresholds',
      message: 'The Austrian thresholds look out of date to me.',
      page: '/compare-jurisdictions/merger-thresholds',
      contact: 'on',
      email: 'reader@example.test',
    })) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/contactcustomersupport')
    expect(response.headers.get('Set-Cookie')).toMatch(
      /notice=.*Thank%20you%20for%20your%20feedback/,
    )
    const mail = await mailInOutbox(services.env.MAIL_OUTBOX, 'help@example.test')
    expect(headerOf(mail, 'Reply-To')).toBe('reader@example.test')
    expect(decodeMail(mail)).toContain('Page: /compare-jurisdictions/merger-thresholds')
    expect(decodeMail(mail)).toContain('Competition Law Research (KCL)')
  })

  test('a signed-in subscriber is contacted at the account address, whatever the form says', async () => {
    const viewer = await viewerFor(services, 'kcl@demo.test', 'KCL')
    expect(
      await loader(routeArgs(services, `${URL}?page=%2Fnews`, { site: 'KCL', viewer }) as never),
    ).toEqual({
      supportEmail: 'help@example.test',
      accountEmail: 'kcl@demo.test',
      page: '/news',
    })
    await send(
      {
        subject: 'Thanks',
        message: 'The news digest is very useful.',
        contact: 'on',
        email: 'x@evil.test',
      },
      viewer,
    )
    const mail = await mailInOutbox(services.env.MAIL_OUTBOX, 'help@example.test')
    expect(headerOf(mail, 'Reply-To')).toBe('kcl@demo.test')
  })

  test('a page address from elsewhere is not filled in', async () => {
    const data = await loader(
      routeArgs(services, `${URL}?page=https%3A%2F%2Fevil.test`, { site: 'KCL' }) as never,
    )
    expect(data.page).toBe('')
  })
})
