"""Tests are named by the behaviour they check: no test file, test function or test class is named after a review,
an issue, a round or a version of our own work ("test_reading_review5", "test_answer_classes_v7",
"test_heldout_v4_phrasing"), which says where a test came from, not what breaks when it fails. A labelled data set is named
by the day it was written (tests/advisor/data/labelled_reading/2026-12-02a.json); a model's own name may hold a
version ("DeepSeek-V3"). tests/advisor/test_house_names.py also checks comments and docstrings."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent

# a name part that is a version (v7, v10) or a numbered review / issue / round / audit: "_v3", "review5", "issue_19"
ORIGIN = re.compile(r"(?:^|_)(?:v\d{1,2}|(?:review|issue|round|audit)_?\d+|reaudit)(?=_|$)", re.IGNORECASE)
# versions that are part of a name the test is about (a model, a SkyPilot catalog schema is data, not a test name);
# Whisper's sizes carry theirs (openai/whisper-large-v2, -large-v3)
PRODUCT_NAMES = re.compile(r"deepseek_v\d+|mixtral_8x\d+b_v\d+|mistral_7b_v\d+|large_v\d+", re.IGNORECASE)
DEF = re.compile(r"^\s*(?:async\s+)?def\s+(test\w*)|^\s*class\s+(Test\w*)", re.MULTILINE)


def named_after_an_origin(name: str) -> bool:
    snake = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name)  # a class name's words: TestRound3 → Test_Round3
    return bool(ORIGIN.search(PRODUCT_NAMES.sub("", snake)))


def names_in_tests() -> list[str]:
    """Every module under tests/ and every test function and class in them, as `path` or `path::name`."""
    out = []
    for p in sorted(TESTS.rglob("*.py")):
        rel = p.relative_to(TESTS.parent).as_posix()
        out.append(rel)
        out += [f"{rel}::{a or b}" for a, b in DEF.findall(p.read_text(encoding="utf-8"))]
    return out


def test_no_test_is_named_after_a_review_an_issue_or_a_version():
    offenders = [n for n in names_in_tests() if named_after_an_origin(n.rsplit("::", 1)[-1].rsplit("/", 1)[-1]
                                                                   .removesuffix(".py"))]
    assert offenders == [], "name these by the behaviour they check"


@pytest.mark.parametrize("name, flagged", [
    ("test_reading_review5", True), ("test_answer_classes_v7", True), ("test_heldout_v4_phrasing", True),
    ("extraction_heldout_v2", True), ("test_catalog_reaudit_fixes", True), ("test_the_review_6_reference_case", True),
    ("test_issue_19_tiers", True), ("TestRound3", True), ("test_round_3_classes", True), ("test_v3_figures_split", True),
    ("test_deepseek_v3_throughput_reads_the_experts", False), ("test_cudo_v100_rows", False),
    ("test_reading_heldout_8", False), ("extraction_heldout_4", False), ("test_a_70b_on_four_cards", False),
    ("test_reviewed_rows_keep_their_price", False), ("test_issues_are_listed", False), ("TestCatalogAudit", False),
    ("test_the_audit_sample_is_stratified", False), ("test_published_cross_check_stays_on_large_v3", False),
    ("test_large_model_v2_rows", True),
])
def test_the_check_tells_an_origin_from_a_behaviour(name, flagged):
    # the check must catch the names this suite once had and leave behaviour names, set ids and model names alone
    assert named_after_an_origin(name) is flagged
