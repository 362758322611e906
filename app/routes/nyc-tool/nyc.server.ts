import { data, redirect, type RouterContextProvider } from 'react-router'
import { z } from 'zod'
import { servicesContext, siteContext } from '#app/context.ts'
import { pageUrl } from '#app/utils/page-url.ts'
import { isNotFoundError } from '#server/errors.ts'
import { NYC_ARTICLES, nycArticleOf, nycTopicOf } from '#sites/tools/treaties.ts'
import { optionalInt, optionalText, paramsRecord } from '../treaties/params.ts'

type Args = { request: Request; url?: URL; context: Readonly<RouterContextProvider> }

const notFound = (message: string) => data({ message }, { status: 404 })
const badRequest = (message: string) => data({ message }, { status: 400 })

const nycParams = z.object({
  page: optionalInt(1, 10_000),
  topic: optionalText(60),
  state: optionalText(100),
})

function parse(args: Args) {
  const url = pageUrl(args)
  const parsed = nycParams.safeParse(paramsRecord(url.searchParams))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw badRequest(
      `${String(issue?.path[0] ?? 'The address')} ${issue?.message ?? 'is not valid'}.`,
    )
  }
  const { context } = args
  return {
    url,
    params: parsed.data,
    edition: context.get(siteContext).id,
    treaties: context.get(servicesContext).treaties,
  }
}

function checkPage(p: { page: number; pages: number }) {
  if (p.page > p.pages) throw notFound('There is no such page of decisions.')
}

/** /nyctool: the Convention, its articles and the ways to browse the case law applying it. */
export async function loadOverview(args: Args) {
  const { edition, treaties } = parse(args)
  const convention = await treaties.nyc.convention(edition)
  return {
    convention,
    articles: NYC_ARTICLES.map((a) => ({ ...a, href: `/nyctool/${a.number}` })),
  }
}

/** /nyctool/provision: each article with the number of decisions applying it. */
export async function loadProvisions(args: Args) {
  const { edition, treaties } = parse(args)
  const articles = await treaties.nyc.articles(edition)
  return {
    articles: articles.map(({ article, decisions }) => ({
      ...article,
      decisions,
      href: `/nyctool/${article.number}`,
    })),
  }
}

/**
 * /nyctool/{id}: one article (1-16; its roman numeral redirects to the number), its text and the
 * decisions applying it with the passages, 10 a page. Any other id is the not-found page.
 */
export async function loadArticle(args: Args & { params: { id?: string } }) {
  const { url, params, edition, treaties } = parse(args)
  const article = nycArticleOf(args.params.id ?? '')
  if (!article) throw notFound('The New York Convention has no such article.')
  if (args.params.id !== String(article.number))
    throw redirect(`/nyctool/${article.number}${url.search}`, 301)
  const view = await treaties.nyc.article(edition, article.number, params.page ?? 1)
  checkPage(view.decisions)
  return {
    article: view.article,
    html: view.html,
    documentHref: view.docId ? `/document/${view.docId}` : null,
    implementing: view.implementing,
    decisions: view.decisions,
    previous: NYC_ARTICLES.find((a) => a.number === article.number - 1) ?? null,
    next: NYC_ARTICLES.find((a) => a.number === article.number + 1) ?? null,
  }
}

/** /nyctool/topic: the grounds with their counts; `topic` opens one ground's decisions. */
export async function loadTopics(args: Args) {
  const { params, edition, treaties } = parse(args)
  let selected = null
  if (params.topic) {
    if (!nycTopicOf(params.topic)) throw notFound('There is no such topic.')
    selected = await treaties.nyc.topic(edition, params.topic, params.page ?? 1)
    checkPage(selected.decisions)
  }
  const topics = await treaties.nyc.topics(edition)
  return {
    topics: topics.map(({ topic, decisions }) => ({
      id: topic.id,
      label: topic.label,
      ref: topic.ref,
      article: topic.article,
      decisions,
      href: `/nyctool/topic?topic=${topic.id}#decisions`,
    })),
    selected,
  }
}

/**
 * /nyctool/jurisdiction: the States whose case law cites the Convention; `state` opens one: the
 * treaty register's record where it is the register's State, what the texts say about the State
 * and the Convention, and its documents citing the Convention.
 */
export async function loadJurisdictions(args: Args) {
  const { params, edition, treaties } = parse(args)
  const states = await treaties.nyc.jurisdictions(edition)
  const convention = await treaties.nyc.convention(edition).catch((e: unknown) => {
    if (isNotFoundError(e)) return null
    throw e
  })
  const registerStates = convention?.parties ?? []
  const all = [
    ...states,
    ...registerStates
      .filter((c) => !states.some((s) => s.country === c))
      .map((country) => ({ country, documents: 0 })),
  ].sort((a, b) => a.country.localeCompare(b.country))
  let selected = null
  if (params.state) {
    const state = all.find((s) => s.country === params.state)
    if (!state) throw notFound('The collection holds nothing on this State and the Convention.')
    const [status, documents] = await Promise.all([
      treaties.nycStatus(edition, state.country),
      treaties.nyc.jurisdiction(edition, state.country, params.page ?? 1),
    ])
    checkPage(documents)
    selected = { country: state.country, status, documents }
  }
  return {
    states: all.map((s) => ({
      ...s,
      registered: registerStates.includes(s.country),
      href: `/nyctool/jurisdiction?state=${encodeURIComponent(s.country)}#state`,
    })),
    selected,
  }
}
