import js from '@eslint/js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['build/', 'var/', 'node_modules/', '.react-router/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
      'no-empty-pattern': 'off',
      // Stripping control characters from text is deliberate here.
      'no-control-regex': 'off',
      // Radix is wrapped once, in app/components/ui.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['radix-ui', '@radix-ui/*'], message: 'Use app/components/ui/*' }] },
      ],
    },
  },
  { files: ['app/components/ui/**'], rules: { 'no-restricted-imports': 'off' } },
  // server/ and sites/ never import the app (server/http is the HTTP adapter and may; the alert
  // job reads saved searches with the app's isomorphic search URL codec, app/search/).
  {
    files: ['server/**/*.ts', 'sites/**/*.ts'],
    ignores: ['server/http/**', 'server/alerts/saved-search-query.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['#app/*', '**/app/*'], message: 'server/ and sites/ do not import app/' },
          ],
        },
      ],
    },
  },
)
