import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { Field, FieldError, TextAreaField } from './form-field.tsx'

test('a field without an error is neither invalid nor described by one', () => {
  const html = renderToStaticMarkup(<Field id="email" label="E-mail" name="email" type="email" />)
  expect(html).toContain('<label class="')
  expect(html).toContain('for="email"')
  expect(html).toMatch(/<input id="email"[^>]* type="email" name="email"\/>/)
  expect(html).not.toContain('aria-invalid')
  expect(html).not.toContain('aria-describedby')
})

test('a field’s hint and error describe its control, and the error is announced', () => {
  const html = renderToStaticMarkup(
    <Field id="pw" label="Password" hint="At least 10 characters." error="Too short." />,
  )
  expect(html).toContain('aria-invalid="true"')
  expect(html).toContain('aria-describedby="pw-hint pw-error"')
  expect(html).toMatch(/<p[^>]* id="pw-hint">At least 10 characters.<\/p>/)
  expect(html).toMatch(/<p[^>]* id="pw-error" role="alert">Too short.<\/p>/)
})

test('an error may take the id a form names it by, and stay unannounced', () => {
  const html = renderToStaticMarkup(
    <TextAreaField id="q" label="Question" error="Ask something." errorId="q-err" alert={false} />,
  )
  expect(html).toContain('<textarea id="q"')
  expect(html).toContain('aria-describedby="q-err"')
  expect(html).toMatch(/<p[^>]* id="q-err">Ask something.<\/p>/)
})

test('a form’s error shows only when there is one', () => {
  expect(renderToStaticMarkup(<FieldError>{undefined}</FieldError>)).toBe('')
  expect(renderToStaticMarkup(<FieldError as="span">Not saved.</FieldError>)).toMatch(
    /^<span[^>]* role="alert">Not saved.<\/span>$/,
  )
})
