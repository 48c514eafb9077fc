"""The rule extractor on the four older labelled sets, one test per case; its intents, languages and edge inputs.

The sets are (text, the fields it states) tuples: tests/extraction_cases.py CASES (103 phrasings the rules were tuned
on) and HELD_OUT (written after that tuning), tests/extraction_labelled_2026_11_30a.py HELD_OUT_2 (written before the
rules were tuned on it) and tests/extraction_labelled_2026_11_30b.py HELD_OUT_3 (never tuned on). A case passes when
every labelled field is read with its value and no field the label leaves out is set, among the fields the set was
labelled on (FIELDS for the first two, SCORED_FIELDS for the others). The cases the reader misses are strict xfails that
say what was read against the label, so a fix shows as XPASS (then take the id out of the set's misses). Labels are never
changed to fit the reader. The field scores the docs quote (score_cases, score_fields; tests/advisor/test_docs_numbers.py)
and the per-field list of misses (`-s`, test_the_misses_reported_are_the_known_ones) are kept."""

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from advisor.core.extract_rules import detect_language, extract
from benchmarks.extraction_accuracy import as_labelled
from tests.conftest import module_home
from tests.extraction_cases import CASES, HELD_OUT, INTENT_CASES
from tests.extraction_labelled_2026_11_30a import HELD_OUT_2
from tests.extraction_labelled_2026_11_30b import HELD_OUT_3

# nothing here reads or writes a home: one for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

FIELDS = ["task", "model", "params_b", "precision", "seq_len", "batch_size", "concurrency", "head_count", "users_online",
          "num_gpus",
          "zero_stage", "gradient_checkpointing", "lora_rank", "train_tokens", "budget_per_hour", "providers", "billing",
          "gpu_preference"]


def got_fields(text):
    d = extract(text).patch.model_dump()
    out = {}
    for f in FIELDS:
        v = d.get(f)
        if v is None:
            continue
        if f == "budget_per_hour":
            v = (v["amount"], v["currency"])
        if f == "params_b":
            v = round(v, 3)
        out[f] = v
    return out


def implied(k, want) -> bool:
    """A field these sets were labelled without (batch_work, batch_item) beside the labelled fact it describes
    (batch_requests): not scored (benchmarks.extraction_accuracy.IMPLIED_BY says why)."""
    from benchmarks.extraction_accuracy import IMPLIED_BY

    return k not in want and IMPLIED_BY.get(k) in want


def judged(text: str, want: dict, read: Callable[[str], dict]) -> list[tuple[str, Any, Any]]:
    """(field, label, read) for every field the label or the reading has, in the label shapes (providers as a list;
    users_online under the label's concurrency, benchmarks.extraction_accuracy.as_labelled); `implied` fields left out."""
    got = as_labelled(want, read(text))  # users_online where the labels say concurrency
    return [(k, list(want[k]) if k == "providers" and k in want else want.get(k), got.get(k))
            for k in sorted(set(want) | set(got)) if not implied(k, want)]


def score(cases: list[tuple[str, dict]], read: Callable[[str], dict]) -> tuple[int, int, list[tuple[Any, ...]]]:
    """Fields right, fields judged, and the misses (text, field, label, read) over a set."""
    right = total = 0
    misses = []
    for text, want in cases:
        for k, w, g in judged(text, want, read):
            total += 1
            if g == w:
                right += 1
            else:
                misses.append((text, k, w, g))
    return right, total, misses


def score_cases():
    return score(CASES, got_fields)


@pytest.mark.slow  # reads a labelled set (tests/answer_calls.py LABELLED_SETS)
def test_labelled_set_size():
    assert len(CASES) >= 80
    langs = {detect_language(t) for t, _ in CASES}
    assert langs == {"en", "zh"}


@pytest.mark.slow  # reads a labelled set (tests/answer_calls.py LABELLED_SETS)
@pytest.mark.parametrize("text, intent", INTENT_CASES)
def test_intents(text, intent):
    assert intent in extract(text).intents


@pytest.mark.parametrize("text", ["hi", "thanks!", "你好", "謝謝"])
def test_greetings_extract_nothing(text):
    e = extract(text)
    assert e.stated == set() and e.intents == {"greeting"}


def test_language_detection():
    assert extract("部署 7B").language == "zh" and extract("serve 7B").language == "en"
    assert extract("部署 7B").patch.language == "zh"


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300))
def test_never_raises_on_arbitrary_unicode(text):
    extract(text)


@pytest.mark.parametrize("text", ["", " ", "9" * 5000, "1e309 B model", "99999999999999999999B model serving",
                                  "-5B model", "0B", "budget $-3/hour", "\x00\x01", "🚀" * 100])
def test_edge_inputs_never_raise(text):
    extract(text)


SCORED_FIELDS = [f for f in FIELDS if f != "budget_per_hour"] + [
    "budget", "deadline_hours", "dataset", "framework", "target_tokens_per_s", "target_requests_per_s", "target_ttft_ms",
    "regions", "modality"]


def scored_fields(text):
    d = extract(text).patch.model_dump()
    out = {}
    for f in SCORED_FIELDS:
        v = d.get(f)
        if v is None:
            continue
        if f == "budget":
            v = (v["amount"], v["currency"], v["per"])
        elif f == "dataset":
            v = (v["amount"], v["unit"], v["epochs"])
        elif f == "params_b":
            v = round(v, 3)
        out[f] = v
    return out


def score_fields(cases):
    return score(cases, scored_fields)


def _best_of(fn, n=3, below=0.0):
    """The fastest of `n` runs, or the first run faster than `below`: a bound the caller asserts against can only be
    met sooner, never missed, by stopping there (the verdict on the best of `n` is the same)."""
    import time

    best = float("inf")
    for _ in range(n):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
        if best < below:
            break
    return best


@pytest.mark.slow
def test_long_digit_runs_and_long_messages_are_cheap():
    """4,000 digits once took ~12 s (a quadratic number regex), ~3,000× a normal question. Each long input is
    timed against a normal question in the same run (a ratio, so a busy machine cannot fail it): linear reading
    of 100× the text stays under 1,500× the baseline (~300× measured); the quadratic regex was ~8,500×."""
    base = max(_best_of(lambda: extract("部署7B模型，月预算5万元，数据2万条 serve a 7B model for 20 users")), 1e-4)
    for text in ("serve a " + "9" * 4000 + "B model", "部署7B模型，月预算5万元，数据2万条 " * 2000, "1 x " * 10000):
        assert _best_of(lambda t=text: extract(t), below=1500 * base) / base < 1500, text[:40]


@pytest.mark.slow
def test_extractor_time_grows_linearly():
    """Ten times the text costs about ten times the time; quadratic backtracking would be ~100×. Measured alone the
    ratios are 1–22× (short inputs carry fixed costs that longer ones share); 60 keeps a loaded 2-core machine (the
    best of 9 runs still catches another process's slice) from failing a linear reader, and still fails a quadratic."""
    for unit in ("1 ", "111,", "1" + " " * 30 + "b ", "llama" + "-" * 20, "$ "):
        small = max(_best_of(lambda u=unit: extract(u * (300 // len(u))), 9), 1e-4)
        large = _best_of(lambda u=unit: extract(u * (3000 // len(u))), 9, below=60 * small)
        assert large / small < 60, (unit, small, large)


@dataclass(frozen=True)
class OlderSet:
    """One older labelled set: its name (the id prefix), its cases, how a reading is put in its label shapes, and the
    cases the reader misses (id → what was read against the label), each a strict xfail."""

    name: str
    cases: list[tuple[str, dict]]
    read: Callable[[str], dict]
    misses: dict[str, str] = field(default_factory=dict)

    def ids(self) -> list[str]:
        return [f"{self.name}-{i:03d}" for i in range(len(self.cases))]


SETS = [
    OlderSet("cases", CASES, got_fields, misses={
        "cases-020": "'serve internlm2.5-7b with AWQ' read as precision awq (the AWQ format); the label, written "
                     "before the format was read, says int4",
    }),
    OlderSet("held_out", HELD_OUT, got_fields, misses={
        "held_out-003": "'H100s' read as gpu_preference H100 (the family); the label says H100 SXM",
        "held_out-012": "'16 H200s' read as gpu_preference H200 (the family); the label says H200 SXM",
        "held_out-015": "'换成 H100' read as gpu_preference H100 (the family); the label says H100 SXM",
    }),
    OlderSet("held_out_2", HELD_OUT_2, scored_fields, misses={
        "held_out_2-001": "'跑70B模型要几张卡' read as task inference (跑 … 模型 is read as serving); the label states no "
                          "task",
        "held_out_2-020": "'by Friday' read as deadline_hours, the hours until Friday 09:00 (tools/deadlines.py); the "
                          "label, written earlier, states no deadline",
        "held_out_2-035": "'Ollama 跑 Qwen2.5-7B，INT4' read as task inference; the label states no task",
        "held_out_2-038": "'llama.cpp 跑 70B 模型 GGUF' read as task inference; the label states no task",
    }),
    OlderSet("held_out_3", HELD_OUT_3, scored_fields, misses={
        "held_out_3-017": "'qwen2.5-72b-instruct awq' read as precision awq (the AWQ format); the label, written "
                          "before the format was read, says int4",
    }),
]


def _params() -> list[Any]:
    """One pytest param per case of every set, named `set-index`; a known miss is a strict xfail."""
    return [pytest.param(s.read, text, want, id=i,
                         marks=[pytest.mark.xfail(strict=True, reason=s.misses[i])] if i in s.misses else [])
            for s in SETS for i, (text, want) in zip(s.ids(), s.cases, strict=True)]


@pytest.mark.slow  # reads a labelled set (tests/answer_calls.py LABELLED_SETS)
@pytest.mark.parametrize("read, text, want", _params())
def test_reads_every_labelled_field_and_nothing_else(read, text, want):
    wrong = {k: (w, g) for k, w, g in judged(text, want, read) if g != w}
    assert wrong == {}, f"«{text}»: field → (label, read)"


@pytest.mark.slow  # reads a labelled set (tests/answer_calls.py LABELLED_SETS)
def test_every_case_is_a_test_and_every_miss_names_a_case():
    # 103 + 20 + 68 + 20 cases in the data; an xfail id that names no case would hide a fix
    assert len(_params()) == len(CASES) + len(HELD_OUT) + len(HELD_OUT_2) + len(HELD_OUT_3)
    for s in SETS:
        assert set(s.misses) <= set(s.ids()), s.name


@pytest.mark.slow
@pytest.mark.parametrize("labelled", SETS, ids=[s.name for s in SETS])
def test_the_misses_reported_are_the_known_ones(labelled, capsys):
    """The set's field score and its misses, field by field (`-s` shows them); the cases missed are its xfails."""
    right, total, misses = score(labelled.cases, labelled.read)
    with capsys.disabled():
        print(f"\n{labelled.name}: {right}/{total} fields right = {right / total:.1%} over {len(labelled.cases)} phrasings")
        for m in sorted(misses, key=lambda m: m[1]):
            print("  miss:", m)
    missed = {i for i, (text, _) in zip(labelled.ids(), labelled.cases, strict=True) if any(m[0] == text for m in misses)}
    assert missed == set(labelled.misses)
