"""Per-card sizing facts kept in the caller's memo across questions (tools.offers.kept_facts): shared only where no
fact can differ, and never changing an answer."""

import re
from pathlib import Path

import pytest

from catalog.gpus import all_gpus
from tests.fixtures import resolved, rows
from tools.arch import derive_arch
from tools.defaults import params_from_billions
from tools.offers import NOT_PHYSICS, NOT_SIZED, kept_facts
from tools.recommend import Options, recommend
from tools.schema import Budget, Workload

ROOT = Path(__file__).resolve().parents[2]
ARCH = derive_arch(params_from_billions(7))


def test_facts_are_shared_across_budget_place_and_language_but_not_across_load_or_gpu_tables():
    memo: dict = {}
    gpus = all_gpus()
    w = resolved(task="inference", params_b=7, concurrency=16)
    facts = kept_facts(memo, ARCH, w, gpus)
    # a budget, a region, a provider and the language choose and word rows; no speed, memory or layout reads them
    other = w.model_copy(update={"language": "zh", "regions": ["eu"], "providers": ["aws"],
                                 "budget_per_hour": Budget(amount=50, currency="USD")})
    assert kept_facts(memo, ARCH, other, gpus) is facts
    # more users change the replica layouts and the load points: other facts
    assert kept_facts(memo, ARCH, w.model_copy(update={"concurrency": 32}), gpus) is not facts
    # an equal-looking GPU table that is another object may hold other figures under the same names: other facts
    assert kept_facts(memo, ARCH, w, dict(gpus)) is not facts
    # without a memo nothing is kept
    assert kept_facts(None, ARCH, w, gpus) is not kept_facts(None, ARCH, w, gpus)


@pytest.mark.slow
def test_an_answer_after_other_questions_on_one_memo_is_the_answer_of_a_fresh_memo():
    gpus, catalog = all_gpus(), rows()
    asked = Workload(task="inference", params_b=7, concurrency=16, language="zh", regions=["us"])
    fresh = recommend(ARCH, asked, gpus, catalog, Options(memo={})).model_dump_json()
    memo: dict = {}
    for before in (Workload(task="inference", params_b=7, concurrency=16),  # the same sizing, other words and places
                   Workload(task="inference", params_b=7, concurrency=16, priority="fastest"),
                   Workload(task="lora", params_b=7)):
        recommend(ARCH, before, gpus, catalog, Options(memo=memo))
    assert recommend(ARCH, asked, gpus, catalog, Options(memo=memo)).model_dump_json() == fresh


def test_the_sizing_models_read_no_field_the_shared_facts_ignore():
    # the memory, speed, layout, load and kernel models compute every kept fact; a field of NOT_SIZED read there would
    # make two questions that share facts differ in a figure
    pattern = re.compile(r"\.(" + "|".join(sorted(NOT_SIZED)) + r")\b")
    read = [f"{name}:{i}" for name in ("memory", "speed", "parallel", "load", "compat", "arch")
            for i, line in enumerate((ROOT / "tools" / f"{name}.py").read_text(encoding="utf-8").splitlines(), 1)
            if pattern.search(line)]
    assert read == []


def test_physics_is_shared_across_users_targets_and_priority_but_not_across_precision():
    memo: dict = {}
    gpus = all_gpus()
    w = resolved(task="inference", params_b=7, concurrency=16)
    facts = kept_facts(memo, ARCH, w, gpus)
    # the budget's search over users at once and a first-token lever re-run: the layouts and picks are their own, the
    # memory, speed, load and kernel facts (each keyed by its own count of sequences) are the same dicts
    for update in ({"concurrency": 32}, {"target_ttft_ms": 500.0, "target_tokens_per_s_per_user": 20.0},
                   {"priority": "fastest"}):
        other = kept_facts(memo, ARCH, w.model_copy(update=update), gpus)
        assert other is not facts and other.picks is not facts.picks and other.replicas is not facts.replicas
        assert (other.memory, other.speed, other.load, other.kernel) == (facts.memory, facts.speed, facts.load,
                                                                          facts.kernel)
        assert other.memory is facts.memory and other.speed is facts.speed and other.load is facts.load
    # FP8 weights halve the bytes each decode step reads: other physics
    fp8 = kept_facts(memo, ARCH, w.model_copy(update={"precision": "fp8"}), gpus)
    assert fp8.memory is not facts.memory and fp8.speed is not facts.speed


@pytest.mark.slow
def test_an_answer_after_one_at_fewer_users_on_one_memo_is_the_answer_of_a_fresh_memo():
    gpus, catalog = all_gpus(), rows()
    asked = Workload(task="inference", params_b=7, concurrency=48, target_ttft_ms=800)
    fresh = recommend(ARCH, asked, gpus, catalog, Options(memo={})).model_dump_json()
    memo: dict = {}
    for before in (Workload(task="inference", params_b=7, concurrency=16),  # physics kept at 1..16 sequences
                   Workload(task="inference", params_b=7, concurrency=48, priority="fastest")):
        recommend(ARCH, before, gpus, catalog, Options(memo=memo))
    assert recommend(ARCH, asked, gpus, catalog, Options(memo=memo)).model_dump_json() == fresh


def test_the_physics_models_read_no_target_or_priority():
    # the users at once are read by the memory and speed models, but each physics fact is keyed by its own count of
    # sequences (tools.offers.Search.at_users); the targets and the priority must not be read there at all
    pattern = re.compile(r"\.(" + "|".join(sorted(NOT_PHYSICS - NOT_SIZED - {"concurrency"})) + r")\b")
    read = [f"{name}:{i}" for name in ("memory", "speed", "load", "compat", "arch")
            for i, line in enumerate((ROOT / "tools" / f"{name}.py").read_text(encoding="utf-8").splitlines(), 1)
            if pattern.search(line)]
    assert read == []
