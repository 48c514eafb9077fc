"""Answer classes a grader found wrong (docs/expert_review16_grades.md, C7 and C11), each with other questions than
the grader's.

The reasoning an expert does by hand is in each test's comments; the assertion is the class of answer that reasoning
allows, on the shipped catalog through the same reader, engine and renderer the CLI and Slack use.
"""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

# where the constraint-dropping options begin: after kept levers, or when only they save
OUTSIDE = ("outside the constraints you set", "outside them —", "放宽你设的条件才有的", "放宽条件才有的")


def chat(tmp_path, turns: list[str]):
    """A conversation through the chat engine (the reader, the recommender and the renderer `chat` uses)."""
    eng = Engine(store=Store(tmp_path / "s.db"))
    return [eng.handle("t", t) for t in turns]


def split_levers(text: str) -> tuple[str, str]:
    """The "cheaper?" note cut where the constraint-dropping options begin (empty second part when none)."""
    for word in OUTSIDE:
        if word in text:
            kept, _, loose = text.partition(word)
            return kept, loose
    return text, ""


# --- C7: "cheaper?" prices each lever within every stated constraint first ------------------------------------------

@pytest.mark.slow
def test_cheaper_after_only_h100_prices_fp8_on_h100_first(tmp_path):
    # Qwen3-235B-A22B, 16 users at 128k, only H100. BF16: 470 GB of weights / 8 = 58.8 GB per GPU leaves ≈ 16 GB
    # of an 80 GB card's pool for a KV cache of 25.2 GB per user (188 KiB × 131k) stored twice over TP 8 with 4 KV
    # heads (6.3 GB per GPU per user): 2 users per 8-GPU replica → 8 nodes. FP8 (Qwen's own checkpoint): 29.4 GB per
    # GPU leaves ≈ 40 GB → 6–7 users per replica → 3 nodes (24 H100), about 3/8 of the BF16 price. That lever is
    # priced on H100, before any lever that leaves the H100s (MI300X).
    # 合同审查: every request a document at the full 128k (the subject is the lever order, not chat length)
    # No precision stated: the FP8 plan at ≈ 3/8 of the BF16 hour now leads the "只要H100" turn itself
    # (tools.precision_lead), its BF16 plan named beside it; "cheaper?" then goes on from there.
    *_, h100, cheaper = chat(tmp_path, ["部署Qwen3-235B-A22B推理，16个并发，做合同审查", "上下文改成128k呢", "只要H100",
                                        "便宜点的呢"])
    kept, loose = split_levers(cheaper.text)
    rec = h100.recommendation
    assert rec is not None and rec.workload.precision == "fp8" and rec.candidates, h100.text[:800]
    top = rec.candidates[0]
    assert "H100" in top.gpu and top.instances <= 4, top
    # The named H100s all run FP8 natively and Qwen ships an official FP8 checkpoint, so tools.fp8_default may size the
    # turn in FP8 itself: one copy in FP8 ≈ 235 GB + KV held once (TP 4 × PP 2) fits 8 × H100 NVL, BF16 needs 16; its
    # note gives both counts. Else the precision lead names the BF16 plan: 3 of 8 nodes ≈ 0.375 × its price.
    fp8 = next((m for m in rec.assumptions if m.code == "recommend.fp8_checkpoint_default"), None)
    if fp8 is not None:
        assert int(str(fp8.args["n8"])) < int(str(fp8.args["n16"])), fp8
    else:
        assert rec.headline is not None and rec.headline.code == "precision_lead.route", rec.headline
        assert float(str(rec.headline.args["share"])) <= 0.5
    assert "MI300X" not in kept and "MI300X" in loose  # the card-dropping option comes after, labelled


@pytest.mark.slow
@pytest.mark.parametrize("turns, kept_word, dropped_word", [
    # "only A100": FP8 (Marlin weight-only on Ampere) or INT4 on A100 halves the per-GPU weights: fewer A100s; any
    # other card (MI300X, H200) is an option only after the label
    (["serve Llama-3.3-70B for 40 users, 16k context", "only A100", "cheaper?"], "A100", "on any card"),
    # "only AWS": every kept lever names an aws machine; another provider only after the label
    (["serve Qwen3-30B-A3B for 50 users", "32k context?", "only AWS", "cheaper?"], "aws", "any provider"),
])
def test_cheaper_keeps_the_card_or_provider_before_dropping_it(tmp_path, turns, kept_word, dropped_word):
    cheaper = chat(tmp_path, turns)[-1]
    kept, loose = split_levers(cheaper.text)
    plans = re.findall(r"\): ([^;]*?) (?:holds|does)", kept) or re.findall(r": ([^:;]*?\)) (?:holds|does)", kept)
    assert plans, kept
    assert all(kept_word in p for p in plans), plans
    assert dropped_word in loose and dropped_word not in kept


@pytest.mark.slow
def test_cheaper_after_no_spot_stays_on_demand_and_names_spot_as_dropping_it(tmp_path):
    # "no spot" is a billing the user set: "cheaper?" must not move the job to spot (the old banner "priced on
    # spot"); spot is priced as the option that drops the constraint.
    cheaper = chat(tmp_path, ["full fine-tune gemma 2 9b on 500M tokens", "no spot", "cheaper?"])[-1]
    rec = cheaper.recommendation
    assert rec is not None and rec.candidates[0].billing != "spot"
    assert "priced on spot" not in cheaper.text
    _, loose = split_levers(cheaper.text)
    assert loose.lstrip(" —").startswith("spot")


# --- C11: DPO, IPO and KTO size the frozen reference model ----------------------------------------------------------

def _memory(task: str, layout=None, **kw):
    from catalog import registry
    from tools.defaults import resolve
    from tools.memory import estimate_memory
    from tools.schema import Layout, Workload

    w, _ = resolve(Workload(task=task, model="llama-3.1-8b", seq_len=4096, **kw))
    return estimate_memory(registry.get("llama-3.1-8b"), w, layout or Layout()).total


def test_full_dpo_adds_one_16_bit_copy_sharded_like_the_policy():
    from tools.schema import Layout

    # Llama-3.1-8B: 8.03 B × 16 B = 128.5 GB of model states (bf16 weights + grads, fp32 master + Adam); the reference
    # is one more bf16 copy: 8.03 B × 2 B = 16.06 GB on one GPU, and under ZeRO-3 over 4 GPUs a quarter of it, 4.0 GB
    one = _memory("full_finetune", preference="dpo") - _memory("full_finetune")
    assert one == pytest.approx(16.06e9, rel=0.01)
    z3 = Layout(num_gpus=4, dp=4, zero_stage=3)
    four = _memory("full_finetune", z3, preference="dpo") - _memory("full_finetune", z3)
    assert four == pytest.approx(16.06e9 / 4, rel=0.01)


@pytest.mark.parametrize("task, kw", [
    ("lora", {"preference": "dpo"}),  # TRL + PEFT, ref_model=None: the base with adapters off is the reference
    ("full_finetune", {"preference": "dpo", "reference_precomputed": True}),  # log-probs computed before training
    ("full_finetune", {"preference": "orpo"}),  # ORPO and SimPO have no reference term
    ("full_finetune", {"preference": "simpo"}),
])
def test_no_reference_copy_where_none_is_held(task, kw):
    assert _memory(task, **kw) == _memory(task)


@pytest.mark.parametrize("task, low, high", [
    # full: (6N + A + 2N + A/3) / (6N + A), with A the attention FLOPs (small at 4k for 8B): just under 8/6 = 1.333
    ("full_finetune", 1.30, 1.334),
    # LoRA: (4N + A + 2N + A/3) / (4N + A): just under 6/4 = 1.5
    ("lora", 1.42, 1.5),
])
def test_the_reference_forward_pass_is_in_the_time(task, low, high):
    from catalog import registry
    from catalog.gpus import get_gpu
    from tools.defaults import resolve
    from tools.schema import Workload
    from tools.speed import train_time

    def hours(**kw):
        w, _ = resolve(Workload(task=task, model="llama-3.1-8b", seq_len=4096, train_tokens=10**9, **kw))
        return train_time(registry.get("llama-3.1-8b"), w, get_gpu("H100 SXM"), 8)[0]

    assert low <= hours(preference="dpo") / hours() <= high
    assert hours(preference="kto") == hours(preference="dpo")  # KTO keeps a reference too
    assert hours(preference="ipo") == hours(preference="dpo")
    assert hours(preference="dpo", reference_precomputed=True) == hours()


@pytest.mark.slow
def test_full_dpo_of_an_8b_no_longer_names_one_h200_and_keeps_dpo_in_the_header(tmp_path):
    # 128.5 GB of model states + activations ≈ 139 GB held on one H200 (141 GB); + 16 GB of reference ≈ 155 GB does not,
    # so no 1 × H200 plan may be offered as the minimum; the header says DPO and the note says the reference is counted
    r = chat(tmp_path, ["DPO on Llama-3.1-8B-Instruct, not LoRA — full parameters, 4k seq len, only in Europe"])[0]
    rec = r.recommendation
    assert rec.workload.preference == "dpo" and rec.workload.task == "full_finetune"
    assert "DPO (full fine-tune)" in r.text.splitlines()[0]
    assert "reference model is counted" in r.text
    assert not re.search(r"minimum 1 × H200", r.text)
    need = re.search(r"needs ≈ ([\d.]+) GB per GPU(; ZeRO-(\d) over (\d+))?", r.text)
    assert need is not None
    if need.group(2) is None:  # one GPU: 128.5 GB of states + 16 GB of reference + activations
        assert float(need.group(1)) > 150
    else:  # ZeRO-k over n GPUs: BF16 weights + grads (4 B) + the 12 B of FP32 states ÷ n, + the 16 GB reference
        n = int(need.group(4))
        assert float(need.group(1)) >= 8.03 * (4 + 12 / n) + 16.06


@pytest.mark.slow
@pytest.mark.parametrize("text, phrase", [
    ("DPO on Llama-3.1-8B with LoRA, 20k preference pairs of 2k tokens", "adapters off"),
    ("full DPO on Llama-3.1-8B, reference log-probs precomputed, 20k pairs of 2k tokens", "precomputed"),
    ("全参 DPO 训练 Qwen2.5-7B，偏好数据 2 万对，每对 2k token", "冻结的参考模型已计入"),
    ("ORPO full fine-tune Llama-3.1-8B, 20k pairs of 2k tokens", "no reference model"),
])
def test_the_note_says_how_the_reference_was_counted(tmp_path, text, phrase):
    r = chat(tmp_path, [text])[0]
    assert phrase in r.text
    assert r.recommendation.workload.preference in r.text.splitlines()[0].lower()
