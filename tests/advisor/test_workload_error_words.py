"""A refused workload is worded in the reply's language: every WorkloadError carries its fact (a code of
advisor/core/messages/workload_error.py and its args) besides its English text; the English template says exactly
that text (the CLI, MCP and the contracts read `str(err)`), and a chat in Chinese says the Chinese one (an English
sentence inside a Chinese answer was the defect: "无法估算：a batch request's context (2,680 tokens) must be longer
than its output (2,680)…")."""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from advisor.core.messages import CATALOG
from tools.defaults import WorkloadError
from tools.errors import error_text, fact_of
from tools.schema import Msg

ROOT = Path(__file__).resolve().parents[2]
# a Chinese sentence may keep flags, ids and units ("--lora-rank", "seq_len", "token", "BF16"), never an English phrase:
# two English words in a row outside a flag or a code span
ENGLISH_RUN = re.compile(r"(?<![-\w/.])[A-Za-z]{2,}\s+[A-Za-z]{2,}\b(?![-_])")
NAMES = re.compile(r"KV cache|Transformer Engine")  # the names engineers read in Chinese text too


def _validate(**fields: object) -> Callable[[], object]:
    def go() -> object:
        from tools.defaults import validate
        from tools.schema import Workload

        return validate(Workload.model_validate(fields))
    return go


def _validate_unchecked(**fields: object) -> Callable[[], object]:
    def go() -> object:  # a figure pydantic would refuse first (NaN): validate's own check, as MCP's raw numbers meet it
        from tools.defaults import validate
        from tools.schema import Workload

        return validate(Workload.model_construct(**fields))
    return go


def _flags(values: dict, command: str = "recommend") -> Callable[[], object]:
    def go() -> object:
        from tools.workload_fields import workload_from_flags

        return workload_from_flags(values, command)  # type: ignore[arg-type]
    return go


def _dataset(**fields: object) -> Callable[[], object]:
    def go() -> object:
        from tools.defaults import check_dataset
        from tools.schema import Dataset

        return check_dataset(Dataset.model_validate(fields))
    return go


def _resolve(**fields: object) -> Callable[[], object]:
    def go() -> object:
        from tools.defaults import resolve
        from tools.schema import Workload

        return resolve(Workload.model_validate(fields))
    return go


def _arch(params_b: float | None) -> Callable[[], object]:
    def go() -> object:
        from advisor.core.service import load_arch

        return load_arch(None, params_b)
    return go


def _option() -> object:
    from advisor.core.compare import workloads_from_texts

    return workloads_from_texts(["Llama-3.1-8B", "!!!"], lang="en")


# one refused input per raise site (each code at least once); the figures are those of the English text
SITES: list[tuple[str, Callable[[], object]]] = [
    ("workload_error.not_finite", _validate_unchecked(params_b=7, usage_hours_per_day=float("nan"))),
    ("workload_error.magnitude", _validate_unchecked(params_b=7, usage_hours_per_day=1e30)),
    ("workload_error.negative", _validate_unchecked(params_b=7, usage_hours_per_day=-5.0)),
    ("workload_error.active_without_total", _validate(model="llama-3.1-8b", active_params_b=3)),
    ("workload_error.active_range", _validate(params_b=7, active_params_b=9)),
    ("workload_error.params_range", _validate(params_b=1e9)),
    ("workload_error.between", _validate(params_b=7, seq_len=10**30)),  # got: "more than 10¹⁸"
    ("workload_error.between", _validate(params_b=7, num_gpus=1_000_000)),  # got: "1,000,000"
    ("workload_error.zero_stage", _validate(params_b=7, task="lora", zero_stage=5)),
    ("workload_error.zero_inference", _validate(params_b=7, zero_stage=3)),
    ("workload_error.qlora_precision", _validate(params_b=7, task="qlora", precision="int8")),
    ("workload_error.checkpointing_conflict", _validate(params_b=7, task="lora", checkpointing="full",
                                                        gradient_checkpointing=False)),
    ("workload_error.full_precision", _validate(params_b=7, task="full_finetune", precision="int4")),
    ("workload_error.lora_precision", _validate(params_b=7, task="lora", precision="q4_k_m")),
    ("workload_error.kv_training", _validate(params_b=7, task="lora", kv_precision="fp8")),
    ("workload_error.lora_rank", _validate(params_b=7, lora_rank=16)),
    ("workload_error.budget_per_hour", _validate(params_b=7, budget_per_hour={"amount": 0})),
    ("workload_error.budget", _validate(params_b=7, budget={"amount": 0, "per": "month"})),
    ("workload_error.deadline", _validate(params_b=7, deadline_hours=1e-4)),
    ("workload_error.shared_prefix_serving", _validate(params_b=7, shared_prefix_tokens=500)),
    ("workload_error.dataset_size", _dataset(amount=0)),
    ("workload_error.dataset_unit_tokens", _dataset(amount=5000, tokens_per_unit=1e15)),
    ("workload_error.dataset_unit_sequences", _dataset(amount=5000, sequences_per_unit=17)),
    ("workload_error.dataset_too_small", _dataset(amount=0.5, unit="images")),
    ("workload_error.dataset_tokens", _dataset(amount=1e12, unit="tokens", epochs=1e6)),
    ("workload_error.throughput_target", _validate(params_b=7, target_tokens_per_s=1e12)),
    ("workload_error.per_user_target", _validate(params_b=7, target_tokens_per_s_per_user=1e-9)),
    ("workload_error.ttft_target", _validate(params_b=7, target_ttft_ms=1e9)),
    # 8,000-token prompt in the 4,096 default context: refused, the default named
    ("workload_error.prompt_context", _resolve(params_b=7, prompt_tokens=8000)),
    ("workload_error.prompt_context", _resolve(params_b=7, prompt_tokens=8000, seq_len=4000)),
    # 2,000 items of 2,680 output tokens in a stated 2,680-token context: no room for the prompt
    ("workload_error.batch_context", _resolve(params_b=72, batch_requests=2000, seq_len=2680, output_tokens=2680)),
    ("workload_error.shared_prefix_long", _resolve(params_b=7, batch_requests=100, seq_len=1000, output_tokens=250,
                                                   shared_prefix_tokens=5000)),
    ("workload_error.train_tokens", _flags({"params_b": 7, "train_tokens": 0.4})),
    ("workload_error.budget_per_alone", _flags({"params_b": 7, "budget_per": "month"})),
    ("workload_error.unknown_arguments", _flags({"params_b": 7, "nonsense": 1})),
    ("workload_error.batch_flag_alone", _flags({"params_b": 7, "output_tokens": 300})),
    ("workload_error.provider_both", _flags({"params_b": 7, "providers": ["runpod"], "excluded_providers": ["runpod"]})),
    ("workload_error.preference_task", _flags({"params_b": 7, "task": "inference", "preference": "dpo"})),
    ("workload_error.reference_method", _flags({"params_b": 7, "task": "lora", "preference": "orpo",
                                                "reference_precomputed": True})),
    ("workload_error.reference_no_preference", _flags({"params_b": 7, "task": "lora", "reference_precomputed": True})),
    ("workload_error.owned_without_gpu", _flags({"params_b": 7, "owned_gpus": True})),
    ("workload_error.serving_only", _flags({"params_b": 7, "task": "lora", "serving_hours": 8})),
    ("workload_error.serving_only", _flags({"params_b": 7, "task": "lora", "serving_hours": 8,
                                            "usage_days_per_week": 5})),
    ("workload_error.gguf_precision", _flags({"model": "bartowski/Qwen2.5-7B-Instruct-GGUF"})),
    ("workload_error.no_model", _arch(None)),
    ("workload_error.params_range", _arch(0)),
    ("workload_error.compare_option_unread", _option),
]


def _raised(make: Callable[[], object]) -> WorkloadError:
    with pytest.raises(WorkloadError) as info:
        make()
    return info.value


@pytest.mark.parametrize(("code", "make"), SITES, ids=[f"{c}-{i}" for i, (c, _) in enumerate(SITES)])
def test_each_error_carries_its_fact_and_its_english_is_the_text(code, make):
    err = _raised(make)
    assert err.code == code, str(err)
    fact = fact_of(err)
    assert isinstance(fact, Msg)
    assert fact.text("en") == str(err)  # the catalog's English is the error's text, word for word
    zh = error_text(err, "zh")
    assert re.search(r"[\u4e00-\u9fff]", zh) and not ENGLISH_RUN.search(NAMES.sub("", zh)), zh


def test_every_raise_site_code_is_sampled():
    raised = {c for c in CATALOG if c.startswith("workload_error.")} - {
        "workload_error.got", "workload_error.got_above", "workload_error.got_below", "workload_error.default_context"}
    assert raised == {c for c, _ in SITES}


def test_a_refused_figure_beyond_the_echo_limit_is_worded_in_chinese_too():
    err = _raised(_validate(params_b=7, seq_len=10**30))
    assert str(err) == "seq_len must be between 1 and 10,000,000 (got more than 10¹⁸)"
    assert error_text(err, "zh") == "seq_len 必须在 1 到 10,000,000 之间（收到 超过 10¹⁸）"


def test_an_error_without_a_code_says_its_text():
    assert error_text(WorkloadError("plain words"), "zh") == "plain words" == fact_of(WorkloadError("plain words"))


def _raises_without_code(path: Path) -> list[str]:
    where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path.name
    out = []
    for n in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(n, ast.Raise) and isinstance(n.exc, ast.Call) and isinstance(n.exc.func, ast.Name):
            call = n.exc
            name = call.func.id  # type: ignore[union-attr]
            if name == "WorkloadError" and not any(k.arg == "code" for k in call.keywords):
                out.append(f"{where}:{n.lineno}")
            if name == "_error" and path.name == "workload_fields.py" and len(call.args) < 2:
                out.append(f"{where}:{n.lineno}")
    return out


def test_every_raise_of_a_workload_error_passes_a_code(tmp_path):
    files = [*sorted((ROOT / "tools").rglob("*.py")), *sorted((ROOT / "advisor").rglob("*.py"))]
    sites = sum(p.read_text(encoding="utf-8").count("raise WorkloadError(") for p in files)
    assert sites >= 30  # the scan sees the sites
    assert [x for p in files for x in _raises_without_code(p)] == []
    bad = tmp_path / "m.py"  # the scan is not vacuous
    bad.write_text('def f():\n    raise WorkloadError("no code")\n', encoding="utf-8")
    assert _raises_without_code(bad) == ["m.py:2"]
