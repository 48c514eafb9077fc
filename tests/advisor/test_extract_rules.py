"""The rule extractor on the labelled set: field-level accuracy must reach 95 %; the report is printed."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from advisor.core.extract_rules import detect_language, extract
from benchmarks.extraction_accuracy import as_labelled
from tests.conftest import module_home
from tests.extraction_cases import CASES, INTENT_CASES

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


def score_cases():
    right = total = 0
    misses = []
    for text, want in CASES:
        got = as_labelled(want, got_fields(text))  # users_online where the labels say concurrency
        keys = set(want) | set(got)
        for k in keys:
            if implied(k, want):
                continue
            total += 1
            w = want.get(k)
            if k == "providers" and w is not None:
                w = list(w)
            if got.get(k) == w:
                right += 1
            else:
                misses.append((text, k, w, got.get(k)))
    return right, total, misses


def test_labelled_set_size():
    assert len(CASES) >= 80
    langs = {detect_language(t) for t, _ in CASES}
    assert langs == {"en", "zh"}


@pytest.mark.slow
def test_field_level_accuracy_at_least_95_percent(capsys):
    right, total, misses = score_cases()
    acc = right / total
    with capsys.disabled():
        print(f"\nrule extractor: {right}/{total} fields right = {acc:.1%} over {len(CASES)} phrasings")
        for m in misses:
            print("  miss:", m)
    assert acc >= 0.95


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


@pytest.mark.slow
def test_held_out_phrasings_reported(capsys):
    from tests.extraction_cases import HELD_OUT

    right = total = 0
    misses = []
    for text, want in HELD_OUT:
        got = as_labelled(want, got_fields(text))  # users_online where the labels say concurrency
        for k in set(want) | set(got):
            total += 1
            w = list(want[k]) if k == "providers" and k in want else want.get(k)
            if got.get(k) == w:
                right += 1
            else:
                misses.append((text, k, w, got.get(k)))
    with capsys.disabled():
        print(f"\nheld-out: {right}/{total} fields right = {right / total:.1%} over {len(HELD_OUT)} phrasings")
        for m in misses:
            print("  miss:", m)
    assert right / total >= 0.80


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
    right = total = 0
    misses = []
    for text, want in cases:
        got = as_labelled(want, scored_fields(text))  # users_online where the labels say concurrency
        for k in set(want) | set(got):
            if implied(k, want):
                continue
            total += 1
            if got.get(k) == want.get(k):
                right += 1
            else:
                misses.append((text, k, want.get(k), got.get(k)))
    return right, total, misses


@pytest.mark.slow
def test_the_tuning_set_stays_read_above_95_percent_of_fields(capsys):
    """Written before tuning, tuned on since; the score before tuning is in docs/DEVELOPING.md."""
    from tests.extraction_labelled_2026_11_30a import HELD_OUT_2

    assert len(HELD_OUT_2) >= 60
    right, total, misses = score_fields(HELD_OUT_2)
    with capsys.disabled():
        print(f"\nheld-out set 2: {right}/{total} fields right = {right / total:.1%} over {len(HELD_OUT_2)} phrasings")
        for m in misses:
            print("  miss:", m)
    # tuned on since it was scored (docs/DEVELOPING.md: 221/225), so it is now a regression bar like the training set's
    assert right / total >= 0.95, misses


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


@pytest.mark.slow
def test_the_untuned_set_stays_read_above_70_percent_of_fields(capsys):
    """Written after tuning on set 2 and never tuned on; the score is reported, floor 70 %."""
    from tests.extraction_labelled_2026_11_30b import HELD_OUT_3

    right, total, misses = score_fields(HELD_OUT_3)
    with capsys.disabled():
        print(f"\nheld-out set 3 (never tuned on): {right}/{total} fields right = {right / total:.1%} "
              f"over {len(HELD_OUT_3)} phrasings")
        for m in misses:
            print("  miss:", m)
    assert right / total >= 0.70
