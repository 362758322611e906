-- Content index schema (SQLite + FTS5). The file is built offline by `npm run ingest` and opened
-- read-only by the search engine. Written by server/search/fts5/index-writer.ts.
-- Contract: extend, don't break. Bump `meta.schema_version` on any incompatible change.
--
-- Conventions
--   * Dates are ISO `yyyy-mm-dd` strings (partial dates are never stored; NULL when unknown).
--   * Edition ids are 'KA' | 'KIPL' | 'KCL'.
--   * Every `doc_rowid` column references documents.rowid.
--   * Rows are inserted in a deterministic order (sorted by documents.id), so two builds from
--     the same input produce identical tables.

PRAGMA foreign_keys = OFF;

-- One row per document the portal can show: awards, judgments, treaty/statute chapters,
-- publications ("books"), cases and proceedings.
CREATE TABLE documents (
  rowid INTEGER PRIMARY KEY,        -- stable within one build; FTS tables share it
  id TEXT UNIQUE NOT NULL,          -- canonical document id (deterministic, URL-safe)
  type TEXT NOT NULL,               -- display type, one of DOCUMENT_TYPES (e.g. 'Awards')
  kind TEXT NOT NULL,               -- finer kind: award, decision, judgment, treaty, chapter, case, ...
  title TEXT NOT NULL,              -- document title as shown in results
  date TEXT,                        -- relevant date yyyy-mm-dd (decision, else publication, else legislation)
  published TEXT,                   -- date added to the portal (for "new content"); yyyy-mm-dd
  source TEXT NOT NULL,             -- source name shown in results (book/collection title)
  publication_id TEXT,              -- for chapters: id of the parent publication document
  publication_title TEXT,           -- for chapters: title of the parent publication
  toc_node TEXT,                    -- for chapters: hierarchical toc node id, e.g. '1.2.3'
  case_id TEXT,                     -- for case documents: id of the case record (documents.id)
  proceeding_id TEXT,               -- for case documents: id of the proceeding record (documents.id)
  ai_available INTEGER NOT NULL,    -- 1 when the document has substantial English full text
  language TEXT,                    -- ISO 639-1 code of the body text ('en', 'de', ...)
  url TEXT NOT NULL,                -- portal path: /document/{id} or /document/case/{caseId}/...
  summary TEXT,                     -- short plain-text summary or first paragraph (no HTML)
  record TEXT NOT NULL,             -- canonical document JSON without body (see server/content/model.ts)
  body_html TEXT NOT NULL           -- sanitised HTML of the whole body: one <section id="s{ordinal}">
                                    -- (with an <h2> heading when it has one) per sections row
);
CREATE INDEX documents_type ON documents (type);
CREATE INDEX documents_date ON documents (date);
CREATE INDEX documents_published ON documents (published);
CREATE INDEX documents_publication ON documents (publication_id, toc_node);
CREATE INDEX documents_case ON documents (case_id, proceeding_id);

-- Which editions (sites) show a document. A document may belong to several editions.
CREATE TABLE document_editions (
  doc_rowid INTEGER NOT NULL,       -- documents.rowid
  edition TEXT NOT NULL,            -- 'KA' | 'KIPL' | 'KCL'
  PRIMARY KEY (edition, doc_rowid)
) WITHOUT ROWID;
CREATE INDEX document_editions_doc ON document_editions (doc_rowid);

-- What the engine filters and sorts on, one narrow row per document (written by finish(), so
-- opening an index reads no bodies): the documents table holds whole bodies, and reading its rows
-- for every hit would read the whole file.
CREATE TABLE doc_meta (
  rowid INTEGER PRIMARY KEY,        -- documents.rowid
  editions INTEGER NOT NULL,        -- bit mask of document_editions: KA 1, KIPL 2, KCL 4
  kind TEXT NOT NULL,               -- documents.kind
  date TEXT,                        -- documents.date
  published TEXT,                   -- documents.published
  ai INTEGER NOT NULL,              -- documents.ai_available
  pub INTEGER,                      -- rowid of the parent publication (chapters)
  has_docs INTEGER NOT NULL,        -- 0 for a case record that holds no document, else 1
  title_key TEXT NOT NULL,          -- lower(title): the title sort
  pub_key TEXT NOT NULL             -- lower(publication title, else title): the publication sort
);
CREATE INDEX doc_meta_date ON doc_meta (date);
CREATE INDEX doc_meta_published ON doc_meta (published);
CREATE INDEX doc_meta_pub ON doc_meta (pub);

-- Filter values. Facet ids and display names: FACETS in server/content/model.ts.
-- Tree facets (topic, organization...) store one row for the parent AND one for 'parent>child'
-- (and for every ancestor of deeper paths: 'a', 'a>b', 'a>b>c').
CREATE TABLE facets (
  doc_rowid INTEGER NOT NULL,       -- documents.rowid
  facet TEXT NOT NULL,              -- facet id, e.g. 'type', 'topic', 'organization', 'legislation'
  value TEXT NOT NULL               -- display value; tree values are written 'parent>child'
);
CREATE INDEX facets_facet_value ON facets (facet, value, doc_rowid);
CREATE INDEX facets_doc ON facets (doc_rowid, facet);

-- Full-text index over title and body. External content: the title lives in documents and the
-- body text in sections (view documents_text joins them), so highlight()/snippet() work without
-- storing the text twice. Column order: 0 = title, 1 = body.
-- Use bm25(documents_fts, <title weight>, <body weight>).
-- prefix = '3': a wildcard needs 3 letters before `*` (MIN_PREFIX_CHARS), and 3-letter prefixes
-- are the broadest it allows; their own index answers 40 of them OR'd in 39 ms instead of 364 ms
-- on the full corpus, for 6% more file. Longer prefixes expand few enough words without one.
CREATE VIRTUAL TABLE documents_fts USING fts5 (
  title,
  body,
  content = 'documents_text',
  content_rowid = 'rowid',
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '3'
);
-- The titles alone (external content on documents): a match in the title is read from the
-- titles' own short lists, where documents_fts filtered by its title column reads the word's
-- positions in every document that holds it (11 ms against under 1 for `tribunal` at 1,000,000
-- documents). Its rowids are the documents'.
CREATE VIRTUAL TABLE titles_fts USING fts5 (
  title,
  content = 'documents',
  content_rowid = 'rowid',
  tokenize = 'unicode61 remove_diacritics 2'
);
-- Plain text of each document: title, and the sections (heading line + text) in order, separated
-- by blank lines. Content table of documents_fts; also handy for the assistant.
CREATE VIEW documents_text (rowid, title, body) AS
  SELECT d.rowid, d.title, coalesce((
    SELECT group_concat(
      CASE WHEN s.heading = '' THEN s.text ELSE s.heading || char(10) || s.text END,
      char(10) || char(10) ORDER BY s.ordinal)
    FROM sections s WHERE s.doc_rowid = d.rowid), '')
  FROM documents d;

-- Body split into sections (headings + text) for passage retrieval and search within chapters.
CREATE TABLE sections (
  rowid INTEGER PRIMARY KEY,        -- section row id; sections_fts shares it
  doc_rowid INTEGER NOT NULL,       -- documents.rowid
  ordinal INTEGER NOT NULL,         -- 0-based position of the section in the document
  heading TEXT NOT NULL,            -- section heading ('' when the section has none)
  text TEXT NOT NULL,               -- plain text of this section (its HTML is the element
                                    -- <section id="s{ordinal}"> inside documents.body_html)
  UNIQUE (doc_rowid, ordinal)
);

-- Full-text index over sections (external content on sections). Columns: 0 = heading, 1 = text.
CREATE VIRTUAL TABLE sections_fts USING fts5 (
  heading,
  text,
  content = 'sections',
  content_rowid = 'rowid',
  tokenize = 'unicode61 remove_diacritics 2'
);

-- Suggestions: titles of documents, publications (books) and topics, with a trigram index for
-- substring matches (p95 under 10 ms). Query with
--   SELECT ... FROM suggest_fts WHERE suggest_fts MATCH ? (or `term LIKE '%abc%'`, which the
--   trigram tokenizer serves) ORDER BY weight DESC LIMIT n.
CREATE TABLE suggest_terms (
  rowid INTEGER PRIMARY KEY,
  term TEXT NOT NULL,               -- text shown to the user (title or topic)
  kind TEXT NOT NULL,               -- 'document' | 'publication' | 'topic'
  doc_id TEXT,                      -- documents.id to open (NULL for topics)
  editions TEXT NOT NULL,           -- editions that may show it, comma-separated ('KA,KIPL')
  weight INTEGER NOT NULL           -- higher first: publications and topics above chapters
);
CREATE INDEX suggest_terms_kind ON suggest_terms (kind);
CREATE VIRTUAL TABLE suggest_fts USING fts5 (
  term,
  content = 'suggest_terms',
  content_rowid = 'rowid',
  tokenize = 'trigram remove_diacritics 1'
);

-- Search phrases: the words and phrases of section headings and keywords that at least three
-- documents (or books) of an edition use, e.g. 'fair and equitable treatment', offered as the
-- person types (./suggest-phrases.ts). The word index answers "phrase starting with these words".
CREATE TABLE suggest_phrases (
  rowid INTEGER PRIMARY KEY,
  phrase TEXT NOT NULL,             -- lower case, as the headings spell it
  edition TEXT NOT NULL,
  documents INTEGER NOT NULL        -- how many documents (a book counts once) of the edition use it
);
CREATE VIRTUAL TABLE suggest_phrases_fts USING fts5 (
  phrase,
  content = 'suggest_phrases',
  content_rowid = 'rowid',
  tokenize = 'unicode61 remove_diacritics 2'
);
-- The words of the full-text index with how many documents hold each (any edition): the words
-- a person may be typing when no heading phrase starts with it.
CREATE VIRTUAL TABLE documents_vocab USING fts5vocab (documents_fts, row);

-- Build information. Keys: 'schema_version' (SCHEMA_VERSION in index-writer.ts), 'built_at'
-- (ISO timestamp of the build), 'counts' (JSON: { total, bySource: {..}, byType: {..},
-- byEdition: {..} }; bySource is keyed by provenance source folder name).
CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;

-- Arbitrator intelligence (server/arbitrators): who took part in which case, read from the award
-- texts at ingest (documents' `roles`), merged across spellings into entities. Written by
-- finish() (server/arbitrators/index-tables.ts).
CREATE TABLE entities (
  rowid INTEGER PRIMARY KEY,
  slug TEXT UNIQUE NOT NULL,        -- lower case, from the name: /profile-navigator/{slug}
  type INTEGER NOT NULL,            -- relType: 0 person, 1 firm, 2 state, 3 commercial party
  name TEXT NOT NULL,               -- the chosen spelling
  sort_key TEXT NOT NULL,           -- folded name (no case, accents, apostrophes): the name sort
  search TEXT NOT NULL,             -- folded name and spellings, ' | '-separated (autocomplete)
  variants TEXT NOT NULL,           -- JSON array of the spellings met
  nationalities TEXT NOT NULL,      -- JSON array, only as the texts state them
  cases INTEGER NOT NULL            -- how many cases it takes part in
);
CREATE INDEX entities_type ON entities (type, sort_key);

-- The cases the roles belong to, with what the profile filters and organisations need.
CREATE TABLE arb_cases (
  case_id TEXT PRIMARY KEY,         -- documents.id of the case record
  name TEXT NOT NULL,
  case_no TEXT,
  institution TEXT,                 -- ICSID, PCA, SCC, ICC, LCIA, UNCITRAL
  rules TEXT,                       -- arbitration rules the texts name
  case_type TEXT,
  language TEXT,                    -- language of the proceeding's documents
  sectors TEXT NOT NULL,            -- JSON array (empty where the data has none)
  outcome TEXT,
  started TEXT,                     -- earliest document date: the commencement as far as known
  decided TEXT                      -- latest document date
) WITHOUT ROWID;
CREATE INDEX arb_cases_institution ON arb_cases (institution, started);

-- One fact: an entity's role in a case, read from one document, with its evidence.
CREATE TABLE case_roles (
  entity INTEGER NOT NULL,          -- entities.rowid
  case_id TEXT NOT NULL,            -- arb_cases.case_id
  doc_id TEXT NOT NULL,             -- documents.id of the document the fact was read from
  role TEXT NOT NULL,               -- president, claimant-appointed, respondent-appointed, arbitrator,
                                    -- sole-arbitrator, committee-president, committee-member,
                                    -- secretary, counsel, law-firm, claimant, respondent
  side TEXT,                        -- 'claimant' | 'respondent' (parties, counsel, firms)
  firm INTEGER,                     -- counsel: entities.rowid of the firm listed with them
  line INTEGER NOT NULL,            -- 1-based line of the document text (0: not from the text)
  evidence TEXT NOT NULL,           -- that line, or the row of the table the fact came from
  source TEXT,                      -- the table beside the texts, when the fact came from one
  appointment TEXT,                 -- JSON { line, text, source? }: where the text says who appointed
  status TEXT                       -- a member the text says left the tribunal: 'resigned' |
                                    -- 'replaced' | 'deceased' (the evidence is the sentence saying so)
);
CREATE INDEX case_roles_entity ON case_roles (entity, case_id);
CREATE INDEX case_roles_case ON case_roles (case_id, entity);
