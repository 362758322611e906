// The jurisdiction comparison tools (spec 001 §3 "Compare-jurisdictions topic page"): each is an
// editorial topic tree and the jurisdictions (or institutions) it compares. An answer to a topic
// for a jurisdiction is either derived from the collection (`derive`: what the content index
// holds about it, or the text of a provision held, named per jurisdiction in `provisions`) or an
// editorial answer from the compare feed (sample content until a real feed replaces it).

/** What the collection can answer for every jurisdiction of a tool. */
export type Derivation =
  /** The documents the edition files under the jurisdiction, by section of its page. */
  | { kind: 'holdings'; section: 'cases' | 'awards' | 'treaties' | 'judgments' | 'statutes' }
  /** An arbitral institution's cases, awards and the rules they were brought under. */
  | { kind: 'institution' }
  /** The State and the New York Convention: the treaty register's record and the case law. */
  | { kind: 'nyc' }

export type CompareTopic = {
  /** Unique within the edition (the API's TopicIds, /api/Search's t). */
  id: string
  title: string
  derive?: Derivation
  /** Jurisdiction name → id of the document (a statute's provision) whose text answers it. */
  provisions?: Readonly<Record<string, string>>
  childs?: readonly CompareTopic[]
}

export type CompareTool = {
  slug: string
  productId: string
  publicationTitle: string
  topicTitle: string
  descriptiveText: string
  /** 'Jurisdiction' or 'Institution': what the columns are. */
  jurisdictionOrOrganizationTitle: string
  jurisdictionGroups: readonly { groupName: string; groupJurisdictions: readonly string[] }[]
  topicTree: readonly CompareTopic[]
  /** Topics offered first, with a short description. */
  topicFrequent: readonly { topicId: string; description: string }[]
}

/** Every topic of a tree, depth first, with the titles of its parents. */
export function flattenTopics(
  tree: readonly CompareTopic[],
  parents: string[] = [],
): { topic: CompareTopic; parentTitles: string[] }[] {
  return tree.flatMap((topic) => [
    { topic, parentTitles: parents },
    ...flattenTopics(topic.childs ?? [], [...parents, topic.title]),
  ])
}

/** The jurisdictions of a tool, in the order of its groups. */
export function toolJurisdictions(tool: CompareTool): string[] {
  return [...new Set(tool.jurisdictionGroups.flatMap((g) => g.groupJurisdictions))]
}
