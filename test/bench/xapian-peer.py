"""The Xapian peer of the search benchmark (test/bench/xapian.ts drives it).

  xapian-peer.py build DIR          < one JSON document per line (test/bench/index-rows.ts)
  xapian-peer.py search DIR RUNS    < JSON list of {name, plan} (test/bench/peer-plan.ts)

Build: title and body text with positions (title terms also with the prefix S, for title-only
search), a gap of positions between the title and each section so that phrases and NEAR stay
inside one, as in the engine; filters as boolean terms; dates, sort keys and facet values as
values. Text is folded as FTS5's unicode61 tokenizer folds it (accents removed, lower case, any
character that is not a letter or digit separates words).

A facet can hold several values per document, and ValueCountMatchSpy counts one value per slot:
the k-th value of a facet goes to that facet's k-th slot, and a value's count is the sum over
the facet's slots (a document holds a value once, so nothing is counted twice).

Search does what the engine's searchWithFilters does: the page (sorted, with snippets), the
total, each counted facet over the hits that pass every other filter when the facet's own
selection is OR (one more match per such facet), and the date-period counts. Books and journals
match chapters and count them for their publication: the matching publications are collected
with a match spy, then searched as documents. Each query is timed here, so that process
start-up and the pipe do not count. Prints JSON.
"""

import hashlib
import json
import os
import re
import sys
import time
import unicodedata

os.environ.setdefault('XAPIAN_FLUSH_THRESHOLD', '100000')
import xapian  # noqa: E402  (reads the flush threshold when a database is opened)

SECTION_GAP = 100
TITLE_WEIGHT = 10
SLOT_DATE, SLOT_PUBLISHED, SLOT_TITLE, SLOT_PUB_TITLE, SLOT_GROUP = 0, 1, 2, 3, 4
FIRST_FACET_SLOT = 10
EDITIONS = {1: 'KA', 2: 'KIPL', 4: 'KCL'}
MAX_TERM = 240  # Xapian's limit is 245 bytes
EXCERPT_SCAN_CHARS = 40000  # the engine reads at most this much text for an excerpt

# Excerpt length in bytes, stemmer (none), flags (Xapian's defaults), highlight tags, ellipsis.
SNIPPET = (300, xapian.Stem('none'), xapian.MSet.SNIPPET_BACKGROUND_MODEL | xapian.MSet.SNIPPET_EXHAUSTIVE,
           '<mark>', '</mark>', '…')

COMBINING = re.compile('[\u0300-\u036f]')
NOT_WORD = re.compile(r'[\W_]+')


def fold(text):
    return NOT_WORD.sub(' ', COMBINING.sub('', unicodedata.normalize('NFKD', text)).lower())


def boolean_term(prefix, value):
    term = prefix + value
    if len(term.encode()) <= MAX_TERM:
        return term
    return prefix + '#' + hashlib.sha1(value.encode()).hexdigest()


def facet_term(facet, value):
    return boolean_term('XF' + facet + ':', value)


# ---- build ----------------------------------------------------------------------------------

def build(directory):
    db = xapian.WritableDatabase(directory, xapian.DB_CREATE_OR_OVERWRITE)
    generator = xapian.TermGenerator()
    slots = {}  # facet -> [slot of its 1st value, 2nd value, ...]
    next_slot = FIRST_FACET_SLOT
    count = 0
    for line in sys.stdin:
        row = json.loads(line)
        doc = xapian.Document()
        generator.set_document(doc)
        title = fold(row['title'])
        generator.index_text(title, TITLE_WEIGHT)
        generator.increase_termpos(SECTION_GAP)
        generator.index_text(title, 1, 'S')
        for section in row['sections']:
            generator.increase_termpos(SECTION_GAP)
            generator.index_text(fold(section))
        rowid = str(row['rowid'])
        doc.add_boolean_term('Q' + rowid)
        for bit, edition in EDITIONS.items():
            if row['editions'] & bit:
                doc.add_boolean_term('XE' + edition)
        doc.add_boolean_term('XK' + row['kind'])
        if row['ai']:
            doc.add_boolean_term('XAI')
        if row['hasDocs']:
            doc.add_boolean_term('XHD')
        if row['published']:
            doc.add_boolean_term('XPUB')
        if row['kind'] in ('publication', 'chapter'):
            group = str(row['pub'] or row['rowid'])
            doc.add_boolean_term('XINPUB')
            doc.add_boolean_term('XG' + group)
            doc.add_value(SLOT_GROUP, group)
        doc.add_value(SLOT_DATE, row['date'] or '')
        doc.add_value(SLOT_PUBLISHED, row['published'] or '')
        doc.add_value(SLOT_TITLE, row['titleKey'])
        doc.add_value(SLOT_PUB_TITLE, row['pubKey'])
        held = {}
        for facet, value in row['facets']:
            doc.add_boolean_term(facet_term(facet, value))
            k = held.get(facet, 0)
            held[facet] = k + 1
            facet_slots = slots.setdefault(facet, [])
            if k == len(facet_slots):
                facet_slots.append(next_slot)
                next_slot += 1
            doc.add_value(facet_slots[k], value)
        # The snippet's source: the text the engine scans for its excerpt at most.
        doc.set_data('\n\n'.join(row['sections'])[:EXCERPT_SCAN_CHARS])
        db.add_document(doc)
        count += 1
        if count % 100000 == 0:
            print(f'  xapian: {count} documents', file=sys.stderr, flush=True)
    db.set_metadata('slots', json.dumps(slots))
    db.commit()
    db.close()
    size = sum(os.path.getsize(os.path.join(directory, f)) for f in os.listdir(directory))
    print(json.dumps({'documents': count, 'bytes': size}))


# ---- search ---------------------------------------------------------------------------------

class Unsupported(Exception):
    pass


Q = xapian.Query


def wildcard(db, term, leaf):
    """A prefix term. Inside a phrase or NEAR, Xapian 1.4 takes leaf terms only: expand it."""
    if not leaf:
        return Q(Q.OP_WILDCARD, term, 0, Q.WILDCARD_LIMIT_ERROR, Q.OP_SYNONYM)
    terms = [t.term.decode() for t in db.allterms(term)]
    return Q(Q.OP_OR, [Q(t) for t in terms]) if terms else Q.MatchNothing


def words(db, text, prefix, is_prefix, prefix_char, leaf=False):
    ws = fold(text).split()
    if not ws:
        return Q.MatchNothing
    qs = [Q(prefix_char + w) for w in ws[:-1]]
    last = prefix_char + ws[-1]
    qs.append(wildcard(db, last, leaf or len(ws) > 1) if is_prefix else Q(last))
    if len(qs) == 1:
        return qs[0]
    if leaf:
        raise Unsupported('a phrase inside NEAR')
    return Q(Q.OP_PHRASE, qs, len(qs))


def text_query(db, node, prefix_char):
    kind = node['type']
    if kind in ('term', 'phrase'):
        return words(db, node['value'], prefix_char, node['prefix'], prefix_char)
    if kind == 'and':
        return Q(Q.OP_AND, [text_query(db, c, prefix_char) for c in node['children']])
    if kind == 'or':
        return Q(Q.OP_OR, [text_query(db, c, prefix_char) for c in node['children']])
    if kind == 'not':
        return Q(Q.OP_AND_NOT, text_query(db, node['include'], prefix_char),
                 text_query(db, node['exclude'], prefix_char))
    if kind == 'near':
        operands = []
        for o in node['operands']:
            alternatives = o['children'] if o['type'] == 'or' else [o]
            leaves = [words(db, a['value'], prefix_char, a['prefix'], prefix_char, leaf=True)
                      for a in alternatives]
            operands.append(leaves[0] if len(leaves) == 1 else Q(Q.OP_OR, leaves))
        # FTS5 NEAR(a b, n): at most n words between; Xapian's window counts the terms too.
        window = sum(node['distances']) + len(operands)
        return Q(Q.OP_NEAR, operands, window)
    raise Unsupported(kind)


class Searcher:
    def __init__(self, directory):
        self.db = xapian.Database(directory)
        self.slots = json.loads(self.db.get_metadata('slots') or '{}')
        self.doccount = self.db.get_doccount()

    def filters(self, plan):
        """Candidates (edition, scope, toggles) and one boolean query per filter."""
        base = [Q('XE' + EDITIONS[plan['edition']])]
        kinds = plan['scope'].get('kinds')
        if kinds:
            base.append(Q(Q.OP_OR, [Q('XK' + k) for k in kinds]))
        if plan['scope'].get('published'):
            base.append(Q('XPUB'))
        if plan['aiOnly']:
            base.append(Q('XAI'))
        if plan['withDocuments']:
            base.append(Q('XHD'))
        each = []
        for f in plan['filters']:
            terms = [Q(facet_term(f['id'], v)) for v in f['values']]
            each.append(Q(Q.OP_AND if f['and'] else Q.OP_OR, terms))
        date_bit = None
        if plan['range']:
            date_bit = len(each)
            slot = SLOT_PUBLISHED if plan['dateColumn'] == 'published' else SLOT_DATE
            # A document without a date ('') is in no range.
            each.append(Q(Q.OP_VALUE_RANGE, slot, plan['range']['from'] or '0',
                          plan['range']['to'] or '9999'))
        return base, each, date_bit

    def spies(self, enquire, facets):
        out = {}
        for facet in facets:
            out[facet] = []
            for slot in self.slots.get(facet, []):
                spy = xapian.ValueCountMatchSpy(slot)
                enquire.add_matchspy(spy)
                out[facet].append(spy)
        return out

    @staticmethod
    def counts(spies):
        merged = {}
        for spy in spies:
            for item in spy.values():
                merged[item.term] = merged.get(item.term, 0) + item.termfreq
        # The engine lists a facet's most frequent items.
        return sorted(merged.items(), key=lambda kv: -kv[1])[:10]

    def match(self, query, facets, date=False, plan=None, page=None, decider=None):
        """One match over every hit: the page (if asked), the total and the counts."""
        enquire = xapian.Enquire(self.db)
        enquire.set_query(query)
        spies = self.spies(enquire, facets)
        date_spy = None
        if date:
            slot = SLOT_PUBLISHED if plan['dateColumn'] == 'published' else SLOT_DATE
            date_spy = xapian.ValueCountMatchSpy(slot)
            enquire.add_matchspy(date_spy)
        start, size = page if page else (0, 0)
        if page:
            self.sort(enquire, plan)
        mset = enquire.get_mset(start, size, self.doccount, None, decider)
        counts = {f: self.counts(s) for f, s in spies.items()}
        periods = None
        if date_spy:
            periods = [0] * len(plan['periodStarts'])
            for item in date_spy.values():
                d = item.term.decode()
                for i, cutoff in enumerate(plan['periodStarts']):
                    if d and d >= cutoff:
                        periods[i] += item.termfreq
        return mset, counts, periods

    @staticmethod
    def sort(enquire, plan):
        by, desc = plan['sortBy'], plan['sortOrder'] == 'desc'
        if by == 'score':
            enquire.set_sort_by_relevance_then_value(SLOT_DATE, True)
        else:
            slot = {'date': SLOT_PUBLISHED if plan['dateColumn'] == 'published' else SLOT_DATE,
                    'title': SLOT_TITLE, 'publicationtitle': SLOT_PUB_TITLE}[by]
            enquire.set_sort_by_value_then_relevance(slot, desc)

    def search(self, plan):
        text = None
        if plan['text']:
            text = text_query(self.db, plan['text'], 'S' if plan['titleOnly'] else '')
        base, each, date_bit = self.filters(plan)
        grouped = plan['groupByPublication'] and text is not None
        if grouped:
            if plan['sortBy'] == 'score':
                raise Unsupported('publications sorted by score')
            # The publications some chapter (or the publication itself) matches.
            spy = xapian.ValueCountMatchSpy(SLOT_GROUP)
            enquire = xapian.Enquire(self.db)
            enquire.set_query(Q(Q.OP_FILTER, text, Q('XINPUB')))
            enquire.add_matchspy(spy)
            enquire.get_mset(0, 0, self.doccount)
            groups = [item.term.decode() for item in spy.values()]
            scope = Q(Q.OP_OR, [Q('Q' + g) for g in groups]) if groups else Q.MatchNothing
            matched = Q(Q.OP_SCALE_WEIGHT, scope, 0)
        else:
            matched = text if text is not None else Q.MatchAll

        def query(skip=None):
            wanted = base + [q for i, q in enumerate(each) if i != skip]
            return Q(Q.OP_FILTER, matched, Q(Q.OP_AND, wanted))

        own = {f['id']: i for i, f in enumerate(plan['filters']) if not f['and']}
        main_facets = [f for f in plan['facets'] if f not in own]
        mset, counts, periods = self.match(query(), main_facets, date=date_bit is None, plan=plan,
                                           page=(plan['start'], plan['size']))
        for facet in plan['facets']:
            if facet in own:
                _, c, _ = self.match(query(own[facet]), [facet])
                counts.update(c)
        if date_bit is not None:
            _, _, periods = self.match(query(date_bit), [], date=True, plan=plan)

        excerpts = []
        for item in mset:
            if grouped:
                # The best chapters of the publication: the excerpt's source and its cluster.
                enquire = xapian.Enquire(self.db)
                group = item.document.get_value(SLOT_GROUP).decode()
                enquire.set_query(Q(Q.OP_FILTER, text, Q('XG' + group)))
                best = enquire.get_mset(0, 4)
                body = best[0].document.get_data().decode() if best.size() else ''
                excerpts.append(best.snippet(body, *SNIPPET))
            elif text is not None:
                body = item.document.get_data().decode()
                excerpts.append(mset.snippet(body, *SNIPPET))
            else:
                excerpts.append(item.document.get_data().decode()[:200])
        return mset.get_matches_estimated(), counts, periods, excerpts


def search(directory, runs):
    searcher = Searcher(directory)
    results = {}
    for entry in json.load(sys.stdin):
        name, plan = entry['name'], entry['plan']
        try:
            started = time.perf_counter()
            hits = searcher.search(plan)[0]
            first = (time.perf_counter() - started) * 1000
            samples = []
            for _ in range(runs):
                started = time.perf_counter()
                searcher.search(plan)
                samples.append((time.perf_counter() - started) * 1000)
            samples.sort()
            pick = lambda p: samples[min(len(samples) - 1, max(0, -(-p * len(samples) // 100) - 1))]
            results[name] = {'first': first, 'timing': {'p50': pick(50), 'p95': pick(95)},
                             'hits': hits}
        except Unsupported as e:
            results[name] = {'unsupported': str(e)}
    print(json.dumps(results))


if __name__ == '__main__':
    command, directory = sys.argv[1], sys.argv[2]
    if command == 'build':
        build(directory)
    elif command == 'search':
        search(directory, int(sys.argv[3]))
    else:
        sys.exit(f'unknown command {command}')
