#!/usr/bin/python3
"""Rule coverage: the Complete Rules paragraphs the engine cites, edition by edition, and the tests citing them.

    tools/rules_coverage.py [--check] [--root DIR] [--reference DIR]

Without --check, writes docs/rules-coverage.md: for each edition of the
Complete Rules (4.0, then 3.0), each paragraph engine/*.c and engine/*.h cite
in that edition's numbers, the engine files citing it, the tests citing it
under a ruleset of that edition, and the paragraph's first words. With
--check, writes nothing; exits 1 naming every paragraph of either edition the
engine cites that no test of that edition cites, every bare citation whose
edition cannot be told (below), and when docs/rules-coverage.md is not what
this script would write now.

Which edition a citation in engine/ is (a lettered paragraph number, 1.2.c,
4.2.3.b or 7.3.16.b, anywhere in a file: comments and refusal reasons alike;
numbers without a letter are sections, not counted):
  - in ALT_CR(g, "3.0's", "4.0's", ...) (state.h), the first string is 3.0's,
    the second 4.0's;
  - "4.0 X" or "CR 4.0 X" (and the numbers listed right after it: "4.0 X, Y
    and Z"), "X of 4.0", "X, 4.0": 4.0's; the same with 3.0: 3.0's;
  - a number followed by 4.0's ("X (4.0 Y)", "X; 4.0 Y"): 3.0's; "X of 3.0
    and of 4.0": both; every number on a line commented "3.0's numbers"
    (a table's): 3.0's, and the same with 4.0;
  - a bare number is the same paragraph in both editions when both number
    it alike (their first words agree), and is then cited for both; one only
    one edition has is that edition's. A bare number both editions have for
    different paragraphs is refused by --check: the engine names its edition.
A test cites a paragraph when a file under tests/ holds the number, or the
number in a test's name (test_4_2_3_b_...), as the before-stop hook
(../shared/hooks/before-stop) counts them; it cites it for an edition when
it plays under a ruleset of that edition: a test program ctest runs again
under 3.0 (its name and _cr3, CMakeLists.txt's edition_3_tests and the
test_rules_* programs but test_rules_cr4) for both, another test function
for 4.0 (the default ruleset, seeds-3) and for 3.0 when it names a ruleset
of 3.0 (seeds-1, seeds-2, cr3-N) or ts_cr; files under tests/ other than C
(scripts, logs and their rulesets, deck lists) for both. The document names
the test function around each citation (its comment or body) in tests/*.c,
marked "(skipped)" when it calls cmocka's skip(), and any other file under
tests/ by its path. A skipped test still counts, as for the hook: it names a
rule the engine gets wrong.

The Complete Rules are read from ../shared/reference/ beside the project's
root; without them, --check names only the paragraphs no test cites at all,
and exits 77 (skipped) when nothing else is wrong. Standard library only.
"""
import argparse
import difflib
import os
import re
import sys

# The hook's pattern: grep -E '\b[1-7]\.[0-9]{1,2}(\.[0-9]{1,2})?\.[a-z]\b'.
CITATION = re.compile(rb'\b[1-7]\.[0-9]{1,2}(?:\.[0-9]{1,2})?\.[a-z]\b', re.ASCII)
SKIP = re.compile(r'^\s*skip\(\);', re.MULTILINE)   # a cmocka test marked skipped
TEST_DEF = re.compile(r'^static\s+void\s+(test_\w+)\s*\(', re.MULTILINE)
DOC = os.path.join('docs', 'rules-coverage.md')
RULES_NAMES = {4: 'Altered_Complete_Rules_4.0.txt', 3: 'Altered_Complete_Rules_3.0.txt'}
EDITIONS = (4, 3)   # the document's order: the rules in force first
FIRST_WORDS = 12
SKIPPED = 77
DIFF_LINES = 20   # of a stale document, shown by --check


def rule_key(rule):
    """Numeric order: 7.3.2.b before 7.3.16.b."""
    return tuple(int(p) if p.isdigit() else ord(p) - 1000 for p in rule.split('.'))


def files_under(top):
    out = []
    for base, dirs, names in os.walk(top):
        dirs.sort()
        out.extend(os.path.join(base, name) for name in sorted(names))
    return out


CR_CALL = re.compile(r'ALT_CR\(\s*\w+\s*,\s*"([^"]*)"\s*,\s*"([^"]*)"')
LIST_ITEM = r'[1-7](?:\.[0-9]{1,2}){1,2}(?:\.[a-z](?:-[a-z])?)?'
QUALIFIED_BEFORE = re.compile(r"\b([34])\.0(?:'s)? (?:%s(?:, | and | or |, and |, or ))*$" % LIST_ITEM)
QUALIFIED_AFTER = re.compile(r'^"?(?:-[a-z])?(?: of|,) ([34])\.0\b')
BOTH_AFTER = re.compile(r'^(?:-[a-z])?(?:, [0-9.a-z]+)* of 3\.0 and of 4\.0\b')
LINE_QUALIFIER = re.compile(r"/\* ([34])\.0's numbers")   # a table line's: every number on it
THREE_BESIDE_FOUR = re.compile(r'^(?:-[a-z])?(?:[;,]? \(?|\)? \()4\.0 ')   # "X (4.0 Y)", "X; 4.0 Y": X is 3.0's
SAME_PARAGRAPH = 0.4   # how alike one number's paragraphs in the two editions must be, at least
SAME_WORDS = 40        # the words compared


def same_paragraph(rule, full):
    """Whether both editions give number `rule` to one paragraph: 4.0's
    paragraph of that number is, of its section's (7.3 for 7.3.16.b), the
    one most like 3.0's. full: {edition: {number: its first words}}."""
    def norm(t):
        return re.sub(r'[^a-z0-9 ]', '', t.lower().replace(' ...', ''))

    def ratio(x, y):
        return difflib.SequenceMatcher(None, norm(x), norm(y), autojunk=False).ratio()
    a, mine = full[3][rule], ratio(full[3][rule], full[4][rule])
    section = '.'.join(rule.split('.')[:2]) + '.'
    best = max(ratio(a, t) for y, t in full[4].items() if y.startswith(section) and y[-1].isalpha())
    return mine >= best and mine > SAME_PARAGRAPH


def citation_editions(text, m, spans, cr):
    """The editions a citation at match m is of: a set of 3 and 4, or None
    when it is bare and names different paragraphs in the two editions."""
    for start, end, ed in spans:
        if start <= m.start() and m.end() <= end:
            return {ed}
    line = text[text.rfind('\n', 0, m.start()) + 1:text.find('\n', m.end()) % (len(text) + 1)]
    q = LINE_QUALIFIER.search(line)
    if q:
        return {int(q.group(1))}
    before = text[max(0, m.start() - 120):m.start()]
    q = QUALIFIED_BEFORE.search(before)
    if q:
        return {int(q.group(1))}
    after = text[m.end():m.end() + 40]
    if BOTH_AFTER.match(after):
        return {3, 4}
    q = QUALIFIED_AFTER.match(after)
    if q:
        return {int(q.group(1))}
    if THREE_BESIDE_FOUR.match(after):
        return {3}
    rule = m.group()
    if not cr:
        return {3, 4}
    in3, in4 = rule in cr[3], rule in cr[4]
    if in3 and in4:
        return {3, 4} if same_paragraph(rule, cr) else None
    return {4} if in4 else {3}


def engine_citations(root, cr):
    """({(edition, rule): sorted engine file names}, [ambiguous bare citations as 'file: rule'])."""
    cited, ambiguous = {}, []
    engine = os.path.join(root, 'engine')
    for name in sorted(os.listdir(engine)):
        if not name.endswith(('.c', '.h')):
            continue
        with open(os.path.join(engine, name), 'rb') as f:
            text = f.read().decode('utf-8', 'replace')
        spans = [(c.start(k), c.end(k), 3 if k == 1 else 4) for c in CR_CALL.finditer(text) for k in (1, 2)]
        for m in re.finditer(CITATION.pattern.decode(), text):
            eds = citation_editions(text, m, spans, cr)
            if eds is None:
                ambiguous.append('engine/%s: %s' % (name, m.group()))
                eds = {3}
            for ed in eds:
                cited.setdefault((ed, m.group()), set()).add('engine/' + name)
    return {k: sorted(files) for k, files in cited.items()}, sorted(set(ambiguous))


def boundary_pattern(rule):
    """The rule standing as a number of its own, dotted or as in a test's name:
    4.2.d but not 7.4.2.d, test_4_2_d_x but not test_7_4_2_d_x."""
    dotted = re.escape(rule)
    under = re.escape(rule.replace('.', '_'))
    return re.compile(r'(?<![0-9.])%s(?![0-9a-z])|(?<![0-9]_)(?<![0-9])%s(?![0-9a-z])' % (dotted, under))


def chunks_of_c(text):
    """A test file cut at each top-level closing brace: each piece is a
    function with the comment above it. Yields (test name or None, text)."""
    start = 0
    for m in re.finditer(r'^\}.*$', text, re.MULTILINE):
        piece = text[start:m.end()]
        d = TEST_DEF.search(piece)
        yield (d.group(1) if d else None), piece
        start = m.end()
    yield None, text[start:]


RULESET_3 = re.compile(r'seeds-[12]\b|cr3-[0-9]|ALT_RULESET_SEEDS_[12]\b|ALT_RULESET_CR3|ts_cr\(|ALT_TEST_EDITION')


def both_editions(root):
    """The test programs ctest runs under both editions (CMakeLists.txt)."""
    try:
        with open(os.path.join(root, 'CMakeLists.txt'), encoding='utf-8') as f:
            cmake = f.read()
    except FileNotFoundError:
        return set()
    names = set()
    m = re.search(r'set\(edition_3_tests\s+([^)]*)\)', cmake)
    if m:
        names.update(m.group(1).split())
    if 'tests/test_rules_*.c' in cmake:
        skip = set(re.findall(r'NOT name STREQUAL "(\w+)"', cmake))
        for n in os.listdir(os.path.join(root, 'tests')):
            if n.startswith('test_rules_') and n.endswith('.c') and n[:-2] not in skip:
                names.add(n[:-2])
    return names


class Tests:
    def __init__(self, root):
        self.cache = {}
        self.files = []   # (relative path, bytes, text, the test file's pieces or None)
        both = both_editions(root)
        self.both = set()   # relative paths of the C tests ctest runs under both editions
        for path in files_under(os.path.join(root, 'tests')):
            with open(path, 'rb') as f:
                data = f.read()
            rel = os.path.relpath(path, root)
            text = data.decode('utf-8', 'replace')
            self.files.append((rel, data, text, list(chunks_of_c(text)) if rel.endswith('.c') else None))
            if rel.endswith('.c') and os.path.basename(rel)[:-2] in both:
                self.both.add(rel)

    def editions(self, rel, piece):
        """The editions a test (a piece of a C file, or a whole other file) plays under."""
        if not rel.endswith('.c') or rel in self.both:
            return {3, 4}
        return {3, 4} if RULESET_3.search(piece) else {4}

    def cites(self, rule):
        """The hook's notion: either spelling anywhere in a file of tests/."""
        if rule not in self.cache:
            dotted, under = rule.encode(), rule.replace('.', '_').encode()
            self.cache[rule] = [rel for rel, data, _, _ in self.files if dotted in data or under in data]
        return self.cache[rule]

    def citing(self, rule, edition=None):
        """Where the document says the rule is cited (for an edition, by the
        tests playing under it): tests/x.c:test_name for a test function,
        the path for anything else under tests/."""
        pat = boundary_pattern(rule)
        where = []
        hits = set(self.cites(rule))
        spellings = (rule, rule.replace('.', '_'))
        for rel, _, text, pieces in self.files:
            if rel not in hits or not pat.search(text):
                continue
            if pieces is None:
                if edition is None or edition in self.editions(rel, text):
                    where.append(rel)
                continue
            named, elsewhere = [], False
            for name, piece in pieces:
                if not any(w in piece for w in spellings) or not pat.search(piece):
                    continue
                if edition is not None and edition not in self.editions(rel, piece):
                    continue
                if name:
                    named.append('%s:%s%s' % (rel, name, ' (skipped)' if SKIP.search(piece) else ''))
                elif 'cmocka_unit_test' not in piece:   # main() only lists the tests named above
                    elsewhere = True
            # The file itself only when no test in it is named: a header or helper citing the rule.
            where.extend(named or ([rel] if elsewhere else []))
        return list(dict.fromkeys(where))

    def cites_for(self, rule, edition):
        """Whether a test of that edition cites the rule (the document's notion)."""
        return bool(self.citing(rule, edition))


def paragraphs(rules_text, first_words=FIRST_WORDS):
    """{paragraph number: its first words}, from the plain-text Complete Rules,
    where each number stands on a line of its own before its text."""
    lines = []
    for ln in rules_text.splitlines():
        ln = ln.strip()
        # 4.0 sets a paragraph's number at the start of its first line.
        m = re.match(r'^([0-9]+(?:\.[0-9]+)+(?:\.[a-z])?)\s{2,}(\S.*)$', ln)
        lines.extend([m.group(1), m.group(2)] if m else [ln])
    number = re.compile(r'^[0-9]+(\.[0-9]+)*(\.[a-z])?$')
    out = {}
    for i, ln in enumerate(lines):
        if not number.match(ln) or '.' not in ln or ln in out:
            continue
        words = []
        for nxt in lines[i + 1:]:
            if number.match(nxt) and ('.' in nxt or words):
                if words:
                    break
                continue   # a heading's number just before its first paragraph
            if nxt.startswith(('Remark.', 'Example.')):
                break
            if nxt:
                line = nxt.split()
                if words and words[-1].endswith('-') and words[-1][-2:-1].isalpha():
                    words[-1] = words[-1][:-1] + line.pop(0)   # a word broken across lines
                words.extend(line)
            if len(words) >= first_words and not words[-1].endswith('-'):
                break
        if words:
            text = ' '.join(words[:first_words])
            out[ln] = text + (' ...' if len(words) > first_words else '')
    return out


def cell(items):
    return '<br>'.join(items) if items else '**none**'


def md_escape(s):
    return s.replace('|', '\\|')


def uncited_of(cited, tests):
    return [(ed, r) for ed in EDITIONS for r in sorted({r for e, r in cited if e == ed}, key=rule_key)
            if not tests.cites_for(r, ed)]


def document(cited, tests, cr):
    uncited = uncited_of(cited, tests)
    out = [
        '# Rule coverage',
        '',
        'Every Complete Rules paragraph that engine/ cites, edition by edition (4.0, the rules',
        'of seeds-3 and cr4-1; 3.0, those of the older rulesets), the engine files citing it,',
        'the tests citing it under a ruleset of that edition, and how the paragraph begins.',
        'Written by `tools/rules_coverage.py`; do not edit by hand: run',
        '`python3 tools/rules_coverage.py` after a change to engine/ or tests/. The ctest',
        '`rules_coverage` (`--check`) fails when a paragraph the engine cites has no test citing',
        'it under its edition, when a citation\'s edition cannot be told, and when this page is',
        'not what the script writes.',
        '',
        'A citation is a lettered paragraph number (4.2.3.b) in engine/*.c or engine/*.h: 4.0\'s',
        'when written `CR 4.0 4.2.3.b` (or as ALT_CR\'s second number), 3.0\'s when written',
        '`CR 3.0 ...` (or ALT_CR\'s first), and both editions\' when bare and both number that',
        'paragraph alike. A test cites it when a file under tests/ holds the number, or the',
        'number in a test\'s name (test_4_2_3_b_...), as the before-stop hook counts them; it',
        'does so for an edition when it plays under a ruleset of it: the programs ctest runs',
        'again under 3.0 (`<name>_cr3`) for both, any other test for 4.0, the default, and for',
        '3.0 when it names a 3.0 ruleset. A test marked (skipped) states what the rule asks',
        'where the engine does not do it yet: the test\'s comment says what is wrong.',
        '',
    ]
    for ed in EDITIONS:
        rules = sorted({r for e, r in cited if e == ed}, key=rule_key)
        missing = [r for e, r in uncited if e == ed]
        out += ['## Complete Rules %d.0' % ed, '',
                '%d paragraphs cited in engine/, %d cited by tests of this edition, %d not.' % (
                    len(rules), len(rules) - len(missing), len(missing)), '']
        if missing:
            out += ['Cited in engine/ with no test: %s.' % ', '.join(missing), '']
        out += ['| Rule | Complete Rules %d.0 | Engine | Tests |' % ed, '| --- | --- | --- | --- |']
        for r in rules:
            where = tests.citing(r, ed)
            if not where and tests.cites(r):
                where = ['%s (inside a longer number)' % rel for rel in tests.cites(r)]
            words = cr.get(ed, {}).get(r, '(no such paragraph in the Complete Rules %d.0)' % ed)
            out.append('| %s | %s | %s | %s |' % (r, md_escape(words), cell(cited[(ed, r)]), cell(where)))
        out.append('')
    return '\n'.join(out)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--check', action='store_true',
                    help='write nothing; fail on uncited paragraphs or a stale ' + DOC)
    ap.add_argument('--root', default=os.path.dirname(here), help='the project root (default: this tool\'s parent)')
    ap.add_argument('--reference', help='the folder of the Complete Rules texts (default: ROOT/../shared/reference)')
    args = ap.parse_args()
    root = os.path.abspath(args.root)
    reference = args.reference or os.path.join(root, '..', 'shared', 'reference')

    cr, full = {}, {}
    for ed, name in RULES_NAMES.items():
        path = os.path.join(reference, name)
        if os.path.isfile(path):
            with open(path, encoding='utf-8') as f:
                text = f.read()
            cr[ed], full[ed] = paragraphs(text), paragraphs(text, SAME_WORDS)
    have_cr = len(cr) == len(RULES_NAMES)
    cited, ambiguous = engine_citations(root, full if have_cr else None)
    tests = Tests(root)

    if not args.check:
        if not have_cr:
            sys.exit('rules_coverage: %s lacks the Complete Rules texts: the document quotes them' % reference)
        with open(os.path.join(root, DOC), 'w', encoding='utf-8') as f:
            f.write(document(cited, tests, cr))
        uncited = uncited_of(cited, tests)
        print('rules_coverage: wrote %s: %d citations of the two editions, %d with tests' % (
            DOC, len(cited), len(cited) - len(uncited)))
        for a in ambiguous:
            print('rules_coverage: %s names different paragraphs in 3.0 and 4.0: say which (CR 3.0 / CR 4.0)' % a)
        return 1 if ambiguous else 0

    failed = False
    if not have_cr:
        # Without the texts: the hook's notion alone, every edition together.
        bare = sorted({r for _, r in cited if not tests.cites(r)}, key=rule_key)
        if bare:
            print('rules_coverage: %d rules cited in engine/ that no test cites: %s' % (len(bare), ' '.join(bare)))
            return 1
        print('rules_coverage: %s lacks the Complete Rules texts: %s not checked against them (skipped)' % (
            reference, DOC))
        return SKIPPED
    uncited = uncited_of(cited, tests)
    for ed in EDITIONS:
        missing = [r for e, r in uncited if e == ed]
        if missing:
            print('rules_coverage: %d paragraphs of the Complete Rules %d.0 cited in engine/ that no test of '
                  'that edition cites: %s' % (len(missing), ed, ' '.join(missing)))
            failed = True
    if ambiguous:
        print('rules_coverage: bare citations naming different paragraphs in 3.0 and 4.0 (write CR 3.0 or '
              'CR 4.0): %s' % '; '.join(ambiguous))
        failed = True
    try:
        with open(os.path.join(root, DOC), encoding='utf-8') as f:
            current = f.read()
    except FileNotFoundError:
        current = None
    wanted = document(cited, tests, cr)
    if current != wanted:
        print('rules_coverage: %s is %s: run python3 tools/rules_coverage.py' % (
            DOC, 'missing' if current is None else 'stale'))
        if current is not None:
            diff = list(difflib.unified_diff(current.splitlines(), wanted.splitlines(),
                                             DOC, 'what the script writes', lineterm='', n=0))
            print('\n'.join(diff[:DIFF_LINES] + (['...'] if len(diff) > DIFF_LINES else [])))
        failed = True
    if not failed:
        print('rules_coverage: %d citations of the two editions in engine/, every one cited by a test of its '
              'edition; %s is current' % (len(cited), DOC))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
