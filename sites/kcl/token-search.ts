import { withQuery } from '../menu-items.ts'

/**
 * KCL's short links (spec 001: /{token} opens a search limited to the source "Competition Law in
 * Western Europe and the USA"). The collection holds no treatise of that name: the link opens the
 * competition law of Western Europe and the United States that it holds instead, the statutes
 * (U.S. Code, EU acts, German acts), the judgments of the Court of Justice and the English courts
 * and the Commission's cases.
 */
export const KCL_TOKEN_SEARCH = withQuery('/search', {
  topic: 'Competition law',
  source: [
    'United States Code',
    'EU legislation',
    'German federal statutes',
    'Court of Justice of the EU judgments',
    'England and Wales judgments',
    'European Commission antitrust cases',
  ],
})
