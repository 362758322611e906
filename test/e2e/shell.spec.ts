import { expect, hydrated, login, onlyIn, seriousViolations, test } from './fixtures.ts'

test.describe('the shell of each edition', () => {
  test('anonymous visitors are sent to sign in and come back to the page they asked for', async ({
    page,
    edition,
  }) => {
    onlyIn('kipl')
    await page.goto('/?from=bookmark')
    await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2F%3Ffrom%3Dbookmark/)
    await expect(page).toHaveTitle(`${edition.name} | Log in`)
    await login(page, edition.email, '/?from=bookmark')
    await expect(page).toHaveURL(/\/\?from=bookmark$/)
  })

  test('a subscriber sees the branded home, the menu and their initials, and can log out', async ({
    page,
    edition,
  }) => {
    await login(page, edition.email)
    await expect(page.getByRole('link', { name: edition.name, exact: true })).toBeVisible()
    await expect(page).toHaveTitle(`${edition.name} | Home`)
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible()
    await expect(page.getByLabel(/Signed in as Demo/)).toHaveText(/^D/)
    await expect(page.getByRole('heading', { name: 'In the collection' })).toBeVisible()
    await hydrated(page)
    await page.getByRole('button', { name: 'Log out' }).click()
    await expect(page.getByText('You have logged out.').first()).toBeVisible()
    await page.goto('/')
    await expect(page).toHaveURL(/\/account\/login/)
  })

  test('the menu opens its groups from the keyboard', async ({ page, edition }) => {
    onlyIn('ka')
    await login(page, edition.email)
    await hydrated(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const group = nav.locator('summary:visible').first()
    await group.focus()
    await page.keyboard.press('Enter')
    await expect(nav.locator('details[open] a').first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(nav.locator('details[open]')).toHaveCount(0)
  })

  test('on a 390 px phone the menu folds behind one toggle and the shell leaves room for the page', async ({
    page,
    edition,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await login(page, edition.email)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const toggle = nav.locator('summary:visible')
    await expect(toggle).toHaveCount(1)
    await expect(toggle).toHaveText(/Menu/)
    // The banner, the header and the folded menu take under 300 of the 844 px.
    const bottom = await nav.evaluate((el) => el.getBoundingClientRect().bottom)
    expect(bottom).toBeLessThan(300)
    await toggle.click()
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  test('the login page tells a signed-in visitor who is signed in, and leads on or to another account', async ({
    page,
    edition,
  }, info) => {
    test.skip(info.project.name !== 'ka', 'the same login page in every edition')
    await login(page, edition.email)
    await page.goto('/account/login?returnUrl=%2Fbooks')
    await expect(page.getByRole('heading', { name: 'You are logged in' })).toBeVisible()
    await expect(page.getByText(`(${edition.email})`)).toBeVisible()
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0)
    await page.getByRole('link', { name: 'Switch account' }).click()
    await expect(page.getByRole('heading', { name: 'Switch account' })).toBeVisible()
    await page.goto('/account/login?returnUrl=%2Fbooks')
    await page.getByRole('link', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/\/books$/)
  })

  test('unknown pages show the not-found screen with a 404', async ({ page }) => {
    onlyIn('kcl')
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    await expect(
      page.getByText("We're sorry, you cannot view this page at this time"),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go to homepage' })).toBeVisible()
  })

  test('a direct load of an unknown one-segment path is the HTML not-found page, not data', async ({
    page,
    edition,
  }) => {
    await login(page, edition.email)
    // One segment matches KCL's short links (a redirect there), which the other editions refuse;
    // a name with a dot is no short link anywhere.
    const kcl = edition.subscription === 'CT'
    for (const path of kcl
      ? ['/robots-missing.txt']
      : ['/zzz', '/market-definitions-locator', '/robots-missing.txt']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      expect(response?.headers()['content-type'], path).toMatch(/^text\/html/)
      await expect(
        page.getByText("We're sorry, you cannot view this page at this time"),
      ).toBeVisible()
      // In the edition's own voice and colours, with a title.
      await expect(page).toHaveTitle(`${edition.name} | Page not found`)
      const brand = test.info().project.name === 'ka' ? 'rgb(148, 12, 114)' : 'rgb(0, 122, 195)'
      await expect(page.getByRole('link', { name: 'Go to homepage' })).toHaveCSS(
        'background-color',
        brand,
      )
    }
  })

  test('an account without this edition is told which editions it can open', async ({
    page,
    edition,
  }) => {
    // ipl@ holds only KIPL; on KIPL itself, an account of another edition.
    const other = edition.subscription === 'IPL' ? 'kcl@demo.test' : 'ipl@demo.test'
    const otherName =
      edition.subscription === 'IPL' ? 'Competition Law Research' : 'IP Law Research'
    await login(page, other)
    const response = await page.goto('/')
    expect(response?.status()).toBe(403)
    await expect(
      page.getByRole('heading', { name: `Your account does not include ${edition.name}` }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: otherName })).toHaveAttribute(
      'href',
      /^http:\/\/k[a-z]+\.localhost(:\d+)?\/$/,
    )
    await expect(page.getByRole('link', { name: 'Switch account' })).toBeVisible()
    await expect(page).toHaveTitle(`${edition.name} | Not in your subscription`)
  })

  test('a method the server does not carry answers 405, not 500', async ({ playwright }, info) => {
    test.skip(
      info.project.name !== 'ka',
      'one edition is enough: the refusal comes before the site',
    )
    // Node resolves no *.localhost name: the loopback address reaches the same server.
    const port = new URL(info.project.use.baseURL ?? '').port
    const api = await playwright.request.newContext()
    const response = await api.fetch(`http://127.0.0.1:${port}/favorites`, { method: 'TRACE' })
    expect(response.status()).toBe(405)
    expect(await response.text()).toBe('Method Not Allowed')
    await api.dispose()
  })

  test('/error500 shows the error screen', async ({ page }) => {
    onlyIn('kipl')
    await page.goto('/error500')
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible()
  })

  test('going offline hides the page behind the offline screen', async ({
    page,
    context,
    edition,
  }) => {
    onlyIn('kcl')
    await login(page, edition.email)
    await hydrated(page)
    await context.setOffline(true)
    await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible()
    await expect(page.getByText('Please check your connection and try again')).toBeVisible()
    await context.setOffline(false)
    await expect(page.getByRole('heading', { name: "You're offline" })).toHaveCount(0)
  })

  test('cookie consent and the announcement banner remember the choice', async ({
    page,
    context,
  }) => {
    onlyIn('ka')
    await page.goto('/aidisclaimer')
    await hydrated(page)
    await page.getByRole('button', { name: 'I AGREE' }).click()
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Close announcement' }).click()
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]))
    expect(cookies.visited?.value).toBe('yes')
    const banner = cookies['banner-ai-assistant']
    expect(banner?.value).toBe('false')
    const days = (banner!.expires - Date.now() / 1000) / 86400
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThan(7.1)
    await page.reload()
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0)
    await expect(page.getByRole('complementary', { name: 'Announcement' })).toHaveCount(0)
  })

  test('the request-demo modal stores the request', async ({ page }) => {
    onlyIn('kipl')
    await page.goto('/aidisclaimer')
    await hydrated(page)
    await page.getByRole('link', { name: 'Request a demo' }).click()
    const dialog = page.getByRole('dialog', { name: 'Request a demo' })
    await dialog.getByRole('button', { name: 'Send request' }).click()
    await expect(dialog.getByText('Enter your name')).toBeVisible()
    await dialog.getByLabel('Name').fill('Ada Counsel')
    await dialog.getByLabel('E-mail', { exact: true }).fill('ada@firm.example')
    await dialog.getByLabel('Organisation').fill('Counsel & Co')
    await dialog.getByRole('button', { name: 'Send request' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(page.getByText('We have your request and will contact you shortly.')).toBeVisible()
  })

  test('the old document URL notice points to the new address', async ({ page }) => {
    onlyIn('kcl')
    await page.goto('/document.aspx?id=ABC-123')
    await expect(
      page.getByText(
        'The document you have tried to reach is still available but has a different URL.',
      ),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go to the new page' })).toHaveAttribute(
      'href',
      '/document/ABC-123',
    )
  })

  test('a script without the anti-forgery token is refused', async ({ page }) => {
    onlyIn('ka')
    await page.goto('/aidisclaimer')
    const post = (headers: Record<string, string>) =>
      page.evaluate(
        (h) =>
          fetch('/request-demo', {
            method: 'POST',
            headers: h,
            body: new URLSearchParams({ name: 'X Y', email: 'x@y.example', organisation: 'Org' }),
          }).then((r) => r.status),
        headers,
      )
    expect(await post({})).toBe(403)
    const { token } = await page.evaluate(() => fetch('/account/GetCsrf').then((r) => r.json()))
    expect(await post({ 'X-CSRF-Token': token })).not.toBe(403)
  })

  test('the shell has no serious accessibility violations', async ({ page, edition }) => {
    test.setTimeout(120_000) // two full-page axe runs over the whole menu
    await login(page, edition.email)
    expect(await seriousViolations(page)).toEqual([])
    await page.goto('/policy/accessibility')
    expect(await seriousViolations(page)).toEqual([])
  })
})

test.describe('subscriptions', () => {
  test('each variant sees its own menu and is refused the rest by the server', async ({
    page,
  }, info) => {
    test.skip(info.project.name !== 'ka', 'arbitration variants')
    await login(page, 'yb@demo.test', '/policy/accessibility')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link')).toHaveCount(1)
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/books')
  })

  test('the server refuses a route outside the subscription', async ({ page }, info) => {
    test.skip(info.project.name !== 'ka', 'arbitration variants')
    await login(page, 'ihb@demo.test', '/policy/accessibility')
    const response = await page.goto('/search?q=award')
    expect(response?.status()).toBe(403)
    await expect(
      page.getByRole('heading', {
        name: 'This feature is not included in your current subscription',
      }),
    ).toBeVisible()
  })

  test('single-title plans go straight to their title, which says it is not held yet', async ({
    page,
  }, info) => {
    test.skip(info.project.name !== 'kipl', 'IP single-title plans')
    await login(page, 'gpl@demo.test', '/policy/accessibility')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link')).toHaveCount(1)
    await page.goto('/')
    await expect(page).toHaveURL(/\/document\/TOC_GPL_2006_V01$/)
    await expect(page.getByRole('note')).toContainText('is not in the collection yet')
    await page.getByRole('link', { name: 'German Patent Act (PatG)' }).click()
    await expect(page).toHaveURL(/\/document\/de-patg$/)
  })

  test('a subscription of another edition does not open this one', async ({ page }, info) => {
    test.skip(info.project.name !== 'kcl', 'cross-edition check')
    await page.goto('/account/login?returnUrl=%2F')
    await page.getByLabel('E-mail', { exact: true }).fill('kapp@demo.test')
    await page.getByLabel('Password', { exact: true }).fill('demo-password')
    await page.getByRole('button', { name: 'Log in' }).click()
    // Signed in, but without a KCL subscription: the page says so and where the account can go.
    await expect(
      page.getByRole('heading', { name: 'Your account does not include Competition Law Research' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Arbitration Research' })).toBeVisible()
    await expect(page.getByLabel(/Signed in as Demo KAPP/)).toBeVisible()
  })
})
