"""The resolved workload: `tools.defaults.resolve` returns a `Resolved` whose calculator fields are set, each default
value lives in one constant that both the resolver and its stated assumption read, and no calculator in tools/
re-defaults a field the resolver sets (docs/ARCHITECTURE.md "The resolved workload")."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.source_trees import ROOT, tree
from tools import defaults
from tools.defaults import RESOLVED_FIELDS, WorkloadError, as_resolved, resolve
from tools.schema import FRAMEWORKS, Dataset, Resolved, SpeedEstimate, Workload

# set for every kind: any `x.<field> or …` in tools/ is a fallback that can never run on a Resolved
ALWAYS_SET = set(RESOLVED_FIELDS)
# stated for some kinds only (set on the others to the same constant): a fallback on a workload nobody resolved names
# the resolver's constant, never restates the value
KIND_SET = set(defaults.kind_fields())
# output_tokens and prompt_tokens are left out: `w.output_tokens or 0` means "no answer length stated" (a serving
# request is its whole context), not a default the resolver would fill in.
ALLOWED = {
    ("tools/defaults.py", "precision_of", "precision"):
        "the accessor for a workload nobody resolved (a stored answer's alternative); it reads the same constant",
    ("tools/defaults.py", "kv_precision_of", "kv_precision"):
        "the accessor for a workload nobody resolved; it reads the same constant",
    ("tools/offers.py", "read_per_user", "concurrency"):
        "also asked of the stated workload (per_user_target, before the resolver ran); names the resolver's constant",
    ("tools/recommend.py", "one_box_training", "lora_rank"):
        "reads the stored answer's workload (a Recommendation's), which keeps no filled field; names the constant",
    ("tools/recommend.py", "_serving_cheaper", "concurrency"):
        "reads the stored answer's workload (cheaper_workloads), which keeps no filled field; names the constant",
    ("tools/followup.py", "budget_without_model", "task"):
        "asked of the thread's stated workload before the resolver runs (is this a serving question?); no task "
        "stated is serving, as the dialogue's task question offers",
    ("tools/kinds.py", "_serving_questions", "seq_len"):
        "questions are planned on the defaults even when the workload cannot be resolved yet (the dialogue hands it "
        "over as stated, conversation._defaults); the fallback names the resolver's constant",
}


def fallbacks(path: Path, rel: str) -> list[tuple[str, str, str, int]]:
    """(file, function, field, line) of every `x.<field> or <y>` that re-defaults a field the resolver sets."""
    out = []

    def visit(node: ast.AST, func: str) -> None:
        for child in ast.iter_child_nodes(node):
            name = child.name if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef) else func
            if isinstance(child, ast.BoolOp) and isinstance(child.op, ast.Or):
                for first, rest in zip(child.values, child.values[1:]):
                    if not isinstance(first, ast.Attribute):
                        continue
                    literal = isinstance(rest, ast.Constant)
                    named = isinstance(rest, ast.Name) and rest.id.startswith("DEFAULT_")  # the resolver's constant
                    if first.attr in ALWAYS_SET or (first.attr in KIND_SET and (literal or named)):
                        out.append((rel, name, first.attr, child.lineno))
            visit(child, name)

    visit(tree(path), "<module>")
    return out


def test_no_calculator_re_defaults_a_resolved_field():
    found = [f for p in sorted((ROOT / "tools").glob("*.py")) for f in fallbacks(p, f"tools/{p.name}")]
    allowed = {f[:3] for f in found} & set(ALLOWED)
    left = [f"{rel}:{line} {func}: `.{field} or …`" for rel, func, field, line in found
            if (rel, func, field) not in ALLOWED]
    assert left == [], ("a calculator typed `w: Resolved` reads the field as set; a field set for some kinds names "
                        "its constant from tools.defaults:\n" + "\n".join(left))
    assert allowed == set(ALLOWED), f"allow-list entries that match nothing any more: {set(ALLOWED) - allowed}"


def test_the_fallback_check_finds_literal_and_dead_fallbacks(tmp_path):
    # the check above is not vacuous: the shapes it must catch are caught, a named constant on an optional field is not
    f = tmp_path / "m.py"
    f.write_text("def f(w, r):\n    a = w.seq_len or 4096\n    b = r.w.task or 'inference'\n"
                 "    c = w.concurrency or 1\n    d = w.concurrency or DEFAULT_CONCURRENCY\n"
                 "    e = w.framework or default(w)\n    g = w.num_gpus or 1\n", encoding="utf-8")
    got = {(func, field) for _, func, field, _ in fallbacks(f, "m.py")}
    assert got == {("f", "seq_len"), ("f", "task"), ("f", "concurrency"), ("f", "framework")}
    assert [line for _, _, field, line in fallbacks(f, "m.py") if field == "concurrency"] == [4, 5]


KINDS = {
    "serving": Workload(),
    "batch": Workload(batch_requests=1000),
    "gguf serving": Workload(precision="q4_k_m"),
    "lora": Workload(task="lora"),
    "qlora": Workload(task="qlora"),
    "full fine-tune": Workload(task="full_finetune"),
    "pretraining on a data set": Workload(task="pretrain", dataset=Dataset(amount=1000, tokens_per_unit=500)),
}


@pytest.mark.parametrize("kind", list(KINDS))
def test_resolve_sets_every_resolved_field_for_every_kind(kind):
    w, notes = resolve(KINDS[kind])
    assert isinstance(w, Resolved) and all(getattr(w, f) is not None for f in RESOLVED_FIELDS)
    serving = w.task == "inference"
    # the kind-dependent ones: set for every kind, so no calculator re-defaults them (1 user for a training run, as
    # `w.concurrency or DEFAULT_CONCURRENCY` read before) ...
    assert all(getattr(w, f) is not None for f in defaults.kind_fields())
    # ... but reported only where the kind has them: the answer's workload shows no fact the workload lacks
    shown = w.model_dump(exclude_none=True)
    assert ("concurrency" in shown) == serving and ("kv_precision" in shown) == serving
    assert ("batch_size" in shown) == (not serving) and ("optimizer" in shown) == (not serving)
    assert ("lora_rank" in shown) == (w.task in ("lora", "qlora"))
    assert w.model_dump()["concurrency" if not serving else "optimizer"] is None
    assert notes and all(n.code.startswith("defaults.") or n.code.startswith("dataset.") for n in notes)


def test_the_resolved_type_requires_exactly_the_fields_set_for_every_kind():
    # Resolved (tools/schema.py) and the resolver's list (tools/defaults.py) name the same fields: one that the
    # type required but a kind left unset would fail at construction; one set but left optional would go unchecked
    required = {name for name, f in Resolved.model_fields.items() if f.is_required()}
    assert required == set(RESOLVED_FIELDS) | set(defaults.kind_fields())
    assert list(Resolved.model_fields) == list(Workload.model_fields)  # same fields, same order: same JSON


@pytest.mark.parametrize("constant, workload, field, words", [
    ("DEFAULT_CONTEXT", Workload(), "seq_len", "context: 8,192 tokens per request"),
    ("DEFAULT_TRAIN_SEQ", Workload(task="lora"), "seq_len", "sequence length: 8,192 tokens"),
    ("DEFAULT_LORA_RANK", Workload(task="lora"), "lora_rank", "LoRA rank 8192 on all 7 linear projections"),
    ("DEFAULT_CONCURRENCY", Workload(), "concurrency", "concurrency: 8,192 requests at a time"),
    ("DEFAULT_MICRO_BATCH", Workload(task="lora"), "batch_size", "micro-batch: 8,192 sequences per GPU"),
])
def test_each_default_lives_in_one_constant_that_the_answer_states(monkeypatch, constant, workload, field, words):
    # changing the one constant changes both the value the calculators get and the sentence the answer states; a
    # number restated by hand in the catalog's wording (the 4,096 it held before) would keep the old words
    monkeypatch.setattr(defaults, constant, 8192)
    w, notes = resolve(workload)
    assert getattr(w, field) == 8192
    assert any(words in n.en for n in notes), [n.en for n in notes]


def test_the_default_frameworks_are_constants():
    assert resolve(Workload())[0].framework == defaults.SERVING_FRAMEWORK == "vllm"
    assert resolve(Workload(task="lora"))[0].framework == defaults.TRAINING_FRAMEWORK == "hf"
    assert resolve(Workload(precision="q4_k_m"))[0].framework == defaults.GGUF_FRAMEWORK == "llama.cpp"


def test_a_stored_resolved_workload_is_retyped_without_re_defaulting():
    # a stored answer's workload comes back as a plain Workload: as_resolved keeps its values and stated fields
    w, _ = resolve(Workload(task="lora", seq_len=1024))
    stored = Workload.model_validate_json(w.model_dump_json())
    back = as_resolved(stored)
    assert isinstance(back, Resolved) and back.model_dump() == w.model_dump()
    assert back.model_fields_set == stored.model_fields_set
    # ... and equals it both ways: a thread's stored answer is compared with the new one's workload (the Slack bot
    # answers "nothing changed" in one line when they are equal), and pydantic's own equality compares the class
    assert stored == w and w == stored and stored != w.model_copy(update={"seq_len": 2048})
    # a LoRA run serves no users: its stored workload holds no concurrency, and the retyped one reads the constant
    assert stored.concurrency is None and back.concurrency == defaults.DEFAULT_CONCURRENCY


def test_another_kinds_filled_field_is_no_fact_when_the_task_changes():
    # a training answer's workload changed to serving ("now serve it to 20 people at once" is read by the reader;
    # here: just the task) is resolved as serving: the 1 user filled for training is assumed again, and said
    trained, _ = resolve(Workload(task="full_finetune"))
    served, notes = resolve(trained.model_copy(update={"task": "inference", "batch_size": None, "optimizer": None}))
    assert served.concurrency == defaults.DEFAULT_CONCURRENCY
    assert any(n.code == "defaults.concurrency" for n in notes), [n.code for n in notes]
    with pytest.raises(ValueError, match="not resolved .*seq_len.*call tools.defaults.resolve"):
        as_resolved(Workload(task="lora", precision="bf16", framework="hf", flash_attention=True))


def test_resolve_still_refuses_what_it_refused():
    # the resolver's checks stayed with it when it was split: a prompt longer than the default context, a batch
    # output longer than its context
    with pytest.raises(WorkloadError, match="the default: state a longer one"):
        resolve(Workload(prompt_tokens=5000))
    with pytest.raises(WorkloadError, match="must be longer than its output"):
        resolve(Workload(batch_requests=10, seq_len=100, output_tokens=100))


def test_every_framework_has_its_memory_terms_worded_in_both_languages():
    # the estimate states the framework's memory terms for every framework a workload may name
    from advisor.core.messages.estimate import FRAMEWORK_TERMS_EN, FRAMEWORK_TERMS_ZH

    assert set(FRAMEWORK_TERMS_EN) == set(FRAMEWORK_TERMS_ZH) == set(FRAMEWORKS)


def test_a_speed_estimate_stored_with_english_assumptions_still_loads():
    # answers stored before the assumptions were facts carry strings: they load as literal texts, worded as stored
    old = SpeedEstimate.model_validate({"decode_ceiling": 10.0, "assumptions": ["prefill at 50% of dense peak"]})
    assert old.assumptions[0].en == old.assumptions[0].zh == "prefill at 50% of dense peak"


def test_an_answer_holds_its_workload_without_another_kinds_fill():
    # "LoRA Llama-3-8B": the calculators read 1 user at once, but the answer's workload (what the reproduce line, the
    # workload table and the stored thread read attribute by attribute) holds no concurrency or KV format, as before
    from catalog import registry
    from tools.estimate import estimate

    e = estimate(registry.get("qwen2.5-1.5b"), Workload(task="lora", seq_len=1024))
    assert e.workload.concurrency is None and e.workload.kv_precision is None and e.workload.lora_rank == 16
    back = as_resolved(e.workload)  # a calculator re-types it and reads the constant again
    assert back.concurrency == defaults.DEFAULT_CONCURRENCY and back == e.workload
