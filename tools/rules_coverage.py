#!/usr/bin/python3
"""Rule coverage: the Complete Rules paragraphs the engine cites, and the tests citing them.

    tools/rules_coverage.py [--check] [--root DIR] [--rules FILE]

Without --check, writes docs/rules-coverage.md: for each paragraph cited in
engine/*.c and engine/*.h, the engine files citing it, the tests citing it and
the paragraph's first words in the Complete Rules 3.0. With --check, writes
nothing; exits 1 naming every paragraph the engine cites that no test cites,
and when docs/rules-coverage.md is not what this script would write now.

A cited paragraph and a test citing it are what the before-stop hook
(../shared/hooks/before-stop) counts, so the two never disagree:
  - a citation in engine/ is a lettered paragraph number, 1.2.c, 4.2.3.b or
    7.3.16.b, anywhere in a file (comments and refusal reasons alike);
    numbers without a letter (CR 6.4) are sections, not counted;
  - a test cites 4.2.3.b when a file under tests/ holds "4.2.3.b" or
    "4_2_3_b" (a test's name).
The document names the test function around each citation (its comment or
body) in tests/*.c, marked "(skipped)" when it calls cmocka's skip(), and any
other file under tests/ by its path. A skipped test still counts, as for the
hook: it names a rule the engine gets wrong.

The Complete Rules are read from ../shared/reference/ beside the project's
root; without them, --check still names uncited paragraphs but cannot
rebuild the document, and exits 77 (skipped) when nothing else is wrong.
Standard library only.
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
RULES_NAME = 'Altered_Complete_Rules_3.0.txt'
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


def engine_citations(root):
    """{rule: sorted engine file names}."""
    cited = {}
    engine = os.path.join(root, 'engine')
    for name in sorted(os.listdir(engine)):
        if not name.endswith(('.c', '.h')):
            continue
        with open(os.path.join(engine, name), 'rb') as f:
            for m in CITATION.finditer(f.read()):
                cited.setdefault(m.group().decode(), set()).add('engine/' + name)
    return {r: sorted(files) for r, files in cited.items()}


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


class Tests:
    def __init__(self, root):
        self.cache = {}
        self.files = []   # (relative path, bytes, text, the test file's pieces or None)
        for path in files_under(os.path.join(root, 'tests')):
            with open(path, 'rb') as f:
                data = f.read()
            rel = os.path.relpath(path, root)
            text = data.decode('utf-8', 'replace')
            self.files.append((rel, data, text, list(chunks_of_c(text)) if rel.endswith('.c') else None))

    def cites(self, rule):
        """The hook's notion: either spelling anywhere in a file of tests/."""
        if rule not in self.cache:
            dotted, under = rule.encode(), rule.replace('.', '_').encode()
            self.cache[rule] = [rel for rel, data, _, _ in self.files if dotted in data or under in data]
        return self.cache[rule]

    def citing(self, rule):
        """Where the document says the rule is cited: tests/x.c:test_name for
        a test function, the path for anything else under tests/."""
        pat = boundary_pattern(rule)
        where = []
        hits = set(self.cites(rule))
        spellings = (rule, rule.replace('.', '_'))
        for rel, _, text, pieces in self.files:
            if rel not in hits or not pat.search(text):
                continue
            if pieces is None:
                where.append(rel)
                continue
            named, elsewhere = [], False
            for name, piece in pieces:
                if not any(w in piece for w in spellings) or not pat.search(piece):
                    continue
                if name:
                    named.append('%s:%s%s' % (rel, name, ' (skipped)' if SKIP.search(piece) else ''))
                elif 'cmocka_unit_test' not in piece:   # main() only lists the tests named above
                    elsewhere = True
            # The file itself only when no test in it is named: a header or helper citing the rule.
            where.extend(named or ([rel] if elsewhere else []))
        return list(dict.fromkeys(where))


def paragraphs(rules_text):
    """{paragraph number: its first words}, from the plain-text Complete Rules,
    where each number stands on a line of its own before its text."""
    lines = [ln.strip() for ln in rules_text.splitlines()]
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
            if len(words) >= FIRST_WORDS:
                break
        if words:
            text = ' '.join(words[:FIRST_WORDS])
            out[ln] = text + (' ...' if len(words) > FIRST_WORDS else '')
    return out


def cell(items):
    return '<br>'.join(items) if items else '**none**'


def md_escape(s):
    return s.replace('|', '\\|')


def document(cited, tests, cr):
    rules = sorted(cited, key=rule_key)
    uncited = [r for r in rules if not tests.cites(r)]
    out = [
        '# Rule coverage',
        '',
        'Every Complete Rules paragraph that engine/ cites, the engine files citing it, the',
        'tests citing it, and how the paragraph begins in the Complete Rules 3.0. Written by',
        '`tools/rules_coverage.py`; do not edit by hand: run `python3 tools/rules_coverage.py`',
        'after a change to engine/ or tests/. The ctest `rules_coverage` (`--check`) fails when a',
        'paragraph the engine cites has no test citing it, and when this page is not what the',
        'script writes.',
        '',
        'A citation is a lettered paragraph number (4.2.3.b) in engine/*.c or engine/*.h; a test',
        'cites it when a file under tests/ holds the number, or the number in a test\'s name',
        '(test_4_2_3_b_...), as the before-stop hook counts them. A test marked (skipped) states',
        'what the rule asks where the engine does not do it yet: the test\'s comment says what is wrong.',
        '',
        '%d paragraphs cited in engine/, %d cited by tests, %d not.' % (
            len(rules), len(rules) - len(uncited), len(uncited)),
        '',
    ]
    if uncited:
        out += ['Cited in engine/ with no test: %s.' % ', '.join(uncited), '']
    out += ['| Rule | Complete Rules 3.0 | Engine | Tests |', '| --- | --- | --- | --- |']
    for r in rules:
        where = tests.citing(r)
        if not where and tests.cites(r):
            where = ['%s (inside a longer number)' % rel for rel in tests.cites(r)]
        words = cr.get(r, '(no such paragraph in the Complete Rules 3.0)')
        out.append('| %s | %s | %s | %s |' % (r, md_escape(words), cell(cited[r]), cell(where)))
    return '\n'.join(out) + '\n'


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--check', action='store_true',
                    help='write nothing; fail on uncited paragraphs or a stale ' + DOC)
    ap.add_argument('--root', default=os.path.dirname(here), help='the project root (default: this tool\'s parent)')
    ap.add_argument('--rules', help='the Complete Rules text (default: ROOT/../shared/reference/' + RULES_NAME + ')')
    args = ap.parse_args()
    root = os.path.abspath(args.root)
    rules_path = args.rules or os.path.join(root, '..', 'shared', 'reference', RULES_NAME)

    cited = engine_citations(root)
    tests = Tests(root)
    uncited = [r for r in sorted(cited, key=rule_key) if not tests.cites(r)]
    have_cr = os.path.isfile(rules_path)
    cr = {}
    if have_cr:
        with open(rules_path, encoding='utf-8') as f:
            cr = paragraphs(f.read())

    if not args.check:
        if not have_cr:
            sys.exit('rules_coverage: %s is missing: the document quotes it' % rules_path)
        with open(os.path.join(root, DOC), 'w', encoding='utf-8') as f:
            f.write(document(cited, tests, cr))
        print('rules_coverage: wrote %s: %d paragraphs cited, %d with tests' % (
            DOC, len(cited), len(cited) - len(uncited)))
        return 0

    failed = False
    if uncited:
        print('rules_coverage: %d rules cited in engine/ that no test cites: %s' % (
            len(uncited), ' '.join(uncited)))
        failed = True
    if not have_cr:
        print('rules_coverage: %s is missing: %s not checked against it (skipped)' % (rules_path, DOC))
        return 1 if failed else SKIPPED
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
        print('rules_coverage: %d paragraphs cited in engine/, every one cited by a test; %s is current' % (
            len(cited), DOC))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
