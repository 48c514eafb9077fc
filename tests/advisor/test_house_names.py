"""Comments, docstrings and test names say the behaviour, never where it came from: a review, an attack, an issue, a
round or a numbered held-out set is a citation a stranger cannot resolve. Every comment (tokenize) and docstring
(ast) in tools/, advisor/, catalog/ and tests/ is searched for such a citation, and every test file and test function
name under tests/ for one. Data is not searched: a case id or a user's phrasing in a string stays as written.

Each directory is its own test, so a failure lists that directory's offenders as `file:line: text`."""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DIRECTORIES = ("tools", "advisor", "catalog", "tests")

_ORDINAL = r"first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|[0-9]+(?:st|nd|rd|th)"
# a citation in prose: a numbered review ("review-28", "review, 31", "expert reviews 15, 16"), attack, attack finding
# id, issue, held-out set, round or reading class, a numbered audit or an audit's numbered row ("re-audit 2 #40",
# "re-audit's row #10", "Re-audit F7"), or an ordinal pass, round or review ("fifth fix round") (the house pattern; the
# checks below list what it must and must not catch)
CITATION = re.compile(
    r"\b(?:review[- ]?[0-9]+|review(?:, | \()[0-9]+|(?:expert|blind) reviews [0-9]+|attack ?[0-9]+|A[0-9]{1,2}-[0-9]+"
    r"|issue ?#?[0-9]+|held-?out ?(?:set )?[0-9]+|round ?[0-9]+[a-z]?\b|reading class [0-9]+"
    r"|(?:re-?)?audit ?#?[0-9]+|re-?audit(?:'s)?:? (?:rows? )?#[0-9]+|re-?audit [a-z][0-9]+"
    r"|(?:" + _ORDINAL + r") (?:fix |reading )?(?:pass|round|review)\b)",
    re.IGNORECASE)
# a word must start the match ("around 12M" is no round) and an ordinal's noun end it ("first passes" is no pass);
# prose that matches the pattern but cites nothing: rounding to a number of places or digits
GENUINE = re.compile(r"round ?[0-9]+ (?:decimal|digit|place|significant)", re.IGNORECASE)
# a match inside a file name or path (docs/expert_review16_grades.md is a file to open) or opening a quoted docs section
# title ("Twelfth pass" in docs/ENGINE.md is where to read it) points to a source, as a file path does
POINTER_BEFORE = ("_", "/", '"')
# an upstream project's issue ("collabora/WhisperLive issue #295", "python-sdk issue 1617") is a source, as a URL is; a
# pass said with "a" is prose ("a second pass a step"); "review" or "audit" after a person is a verb ("we review 300
# contracts")
PROSE_BEFORE = {"issue": re.compile(r"(?:[\w.-]+/[\w.-]+|[\w.]+-[\w.-]+) $"),
                "review": re.compile(r"\b(?:we|i|you|they|to) $"), "audit": re.compile(r"\b(?:we|i|you|they|to) $"),
                "pass": re.compile(r"\ba $")}
# a citation in a name part: a numbered review, attack, issue, round, held-out set or set, a question number (leading
# the name, or two digits: q4 and q8 alone are quantisation formats),
# an attack finding id (one or two digits, then one or two: a GPU name such as a100_80gb is not one), an ordinal pass,
# round or review
NAME_CITATION = re.compile(
    r"(?:^|_)(?:(?:review|attack|issue|round|heldout|held_out|set)_?[0-9]+[a-z]?|(?<=^test_)q[0-9]{1,2}|q[1-9][0-9]"
    r"|a[0-9]{1,2}_[0-9]{1,2}"
    r"|(?:" + _ORDINAL + r")_(?:pass|round|review))(?=_|$)",
    re.IGNORECASE)


def cites(text: str) -> bool:
    """Whether a comment or docstring cites a review, attack, issue, round or numbered held-out set."""
    return any(not GENUINE.match(text, m.start()) and text[m.start() - 1:m.start()] not in POINTER_BEFORE
               and not _prose(text[:m.start()], m[0]) for m in CITATION.finditer(text))


def _prose(before: str, match: str) -> bool:
    kind = "pass" if match.lower().endswith("pass") else match.split()[0].lower().rstrip("#0123456789")
    rule = PROSE_BEFORE.get(kind)
    return bool(rule and rule.search(before.lower()))


def _docstrings(tree: ast.AST) -> list[tuple[int, str]]:
    out = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                    and isinstance(first.value.value, str)):
                out.append((first.lineno, first.value.value))
    return out


def citations_in(path: Path, root: Path = ROOT) -> list[str]:
    """`file:line: text` for every comment line and docstring line of one Python file that cites an origin.

    A comment or docstring is text of the file, so a file the pattern finds nothing in has no citation and is not
    tokenized (most files: the scan of every directory stays well under a second)."""
    src = path.read_text(encoding="utf-8")
    if not CITATION.search(src):
        return []
    rel = path.relative_to(root).as_posix()
    found = []
    for tok in tokenize.generate_tokens(io.StringIO(src).readline):
        if tok.type == tokenize.COMMENT and cites(tok.string):
            found.append(f"{rel}:{tok.start[0]}: {tok.string.strip()}")
    for line, doc in _docstrings(ast.parse(src)):
        found += [f"{rel}:{line + i}: {text.strip()}" for i, text in enumerate(doc.splitlines()) if cites(text)]
    return found


def names_citing_in(path: Path, root: Path = ROOT) -> list[str]:
    """`file:line: name` for a test module, test function or test class whose name cites an origin."""
    rel = path.relative_to(root).as_posix()
    found = [f"{rel}:1: {path.stem}"] if path.stem.startswith("test") and NAME_CITATION.search(path.stem) else []
    src = path.read_text(encoding="utf-8")
    for m in _TEST_DEFINITION.finditer(src):
        name = m["function"] or m["cls"]
        if NAME_CITATION.search(name):
            found.append(f"{rel}:{src.count(chr(10), 0, m.start()) + 1}: {name}")
    return found


# a test function (nested ones too) or test class at the start of a line: what pytest collects by name
_TEST_DEFINITION = re.compile(r"^[ \t]*(?:(?:async[ \t]+)?def[ \t]+(?P<function>test\w*)|class[ \t]+(?P<cls>Test\w*))",
                              re.MULTILINE)


def offenders(directory: Path, root: Path = ROOT) -> list[str]:
    out = []
    for path in sorted(directory.rglob("*.py")):
        if ".venv" in path.parts or "__pycache__" in path.parts:
            continue
        out += citations_in(path, root)
        if directory.name == "tests" or "tests" in path.relative_to(root).parts:
            out += names_citing_in(path, root)
    return out


@pytest.mark.parametrize("directory", DIRECTORIES)
def test_no_comment_docstring_or_test_name_cites_a_review_an_attack_an_issue_or_a_round(directory):
    found = offenders(ROOT / directory)
    assert not found, "say the behaviour, not where it came from:\n" + "\n".join(found)


@pytest.mark.parametrize("text, flagged", [
    ("# (expert review 28 Q9: Mixtral-8x7B at 150,000 tokens)", True), ("# (attack 22, A22-2)", True),
    ("# ---- A7-4, A7-5: a figure out of range", True), ("# an A100-80G board, an A10 24 GB", False),
    ("# (issue 19)", True), ("# issue #7", True), ("# held-out 15 tw-16", True), ("# held-out set 12", True),
    ("# issue 23 fifth pass", True), ("# (reading class 5, issue 20)", True), ("# round 20q", True),
    ("# the tenth review's findings", True), ("# Review 7 (docs/EXPERT_CASES.md): a 70B", True),
    ("# round 2 decimals, as the sheet shows", False), ("# the first pass over the rows", True),
    ("# a reviewed row keeps its price", False), ("# the held-out rows are never read", False),
    ("# dataset is around 12M tokens", False), ("# (collabora/WhisperLive issue #295)", False),
    ("# upstream declined lazy imports, python-sdk issue 1617", False), ("# true CFG (a second pass a step)", False),
    ('# "we review 300 contracts": a verb', False), ("# the second pass refitted it", True),
    ("# one that resolves first passes", False),
    ("# seed 000 §5", False), ("# (docs/expert_review16_grades.md, C7)", False),
    ('# docs/ENGINE.md, "Third pass"', False), ("# docs/EXPERT_CASES.md", False), ("# the first token", False),
    # numbered audits and their rows, reviews said with a hyphen, a comma or brackets, ordinal fix and reading rounds
    ("# re-audit 2 #40 and its five siblings", True), ("# (docs/CATALOG_AUDIT.md re-audit 2 #39, re-audit 3 #39)", True),
    ("# audit 3 #14: g2-standard-32", True), ("# The re-audit's row #10: GCP g2-standard-12", True),
    ("# Re-audit F7 and rows #24-#29", True), ("# (a review-28 grade: a provisional answer)", True),
    ("# (a blind review, 31: the LLM alone was priced)", True), ("# A blind review (32) asked", True),
    ("# 實例 in Hong Kong (expert reviews 15, 16)", True), ("# an unconfirmed price (fifth fix round)", True),
    ("# Relabelled in the third reading round", True),
    ('# docs/CATALOG_AUDIT.md "Re-audit 3", cause 1', False), ('# (docs/CATALOG_AUDIT.md "Fifth fix round")', False),
    ("# we audit 300 rows a day", False), ("# the audit's 60 rows were drawn by a seed", False),
    ("# an audited row keeps its source", False), ("# the model reviews 300 contracts a day", False),
    ("# (docs/expert_review24_questions.md Q09)", False), ("# a review, then the answer", False),
])
def test_the_check_tells_a_citation_from_prose(text, flagged):
    assert cites(text) is flagged


@pytest.mark.parametrize("name, flagged", [
    ("test_catalog_sixth_round", True), ("test_reliability_tenth_review", True), ("test_reading_heldout_12", True),
    ("test_reading_round20q_classes", True), ("test_a22_3_a_full_disk", True), ("test_q27_fits", True),
    ("test_q6_3000_hours", True), ("test_runs_in_q8", False), ("test_reading_set17_classes", True),
    ("test_issue_19_tiers", True),
    ("test_reading_labelled_sets", False), ("test_first_token_limit", False), ("test_a_70b_on_four_cards", False),
    ("test_estimate_q4_k_m_within_5_percent", False), ("test_the_rag_question_names_top_twenty", False),
    ("test_held_out_training_peaks_within_the_bar", False), ("test_batch_3_is_split_by_its_rule", False),
])
def test_the_check_tells_a_citing_name_from_a_behaviour(name, flagged):
    assert bool(NAME_CITATION.search(name)) is flagged


def test_a_planted_citation_is_found_with_its_line(tmp_path):
    # a comment, a docstring and a test name that cite an origin, beside a string that is data and prose that is not
    tests = tmp_path / "tests"
    tests.mkdir()
    (tests / "test_reading_round20q_classes.py").write_text(
        '"""Reading classes of the fifth pass."""\n'
        'CASE = "held-out 15 tw-16"  # a case id is data\n'
        'def test_a22_3_full_disk():\n'
        '    x = round(2.5)  # (attack 22, A22-2)\n', encoding="utf-8")
    assert offenders(tests, tmp_path) == [
        "tests/test_reading_round20q_classes.py:4: # (attack 22, A22-2)",
        "tests/test_reading_round20q_classes.py:1: Reading classes of the fifth pass.",
        "tests/test_reading_round20q_classes.py:1: test_reading_round20q_classes",
        "tests/test_reading_round20q_classes.py:3: test_a22_3_full_disk",
    ]


def test_a_citing_method_name_is_found_where_no_comment_cites(tmp_path):
    # the comment scan skips a file whose text matches no citation; the name scan must not: an indented test method
    # and a test class are pytest-collected names too
    tests = tmp_path / "tests"
    tests.mkdir()
    (tests / "test_fits.py").write_text(
        "class TestRound4Cases:\n"
        "    async def test_q27_fits(self):\n"
        "        pass\n", encoding="utf-8")
    assert offenders(tests, tmp_path) == ["tests/test_fits.py:2: test_q27_fits"]
