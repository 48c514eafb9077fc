"""A follow-up that only adds a place, a commitment, a growth or a new figure keeps the model, the load, the data and
the task of the thread and re-sizes: after a side-by-side the sides are priced again with it
(advisor/core/compare_followup.py), "5x that" / 翻5倍 scales the thread's load (advisor/core/growth.py), "we'd commit
for a year" is a reserved billing (advisor/core/extract_rules.py), and a training follow-up on "these data" trains on
the batch the thread generated (advisor/core/thread_data.py)."""

from __future__ import annotations

import pytest

from advisor.core.compare_followup import COMPARED, adds_to_sides, last_compared, shared_workload, sides_after
from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.growth import growth_factor
from advisor.core.store import Store
from advisor.core.thread_data import generated_data_followup
from tests.conftest import module_home
from tools.schema import Workload, WorkloadPatch

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

COMPARE_EN = ("choosing between 8x MI300X and 8x H200 to self-host DeepSeek-V3.1 (FP8) as an internal assistant for ~60 "
              "concurrent users, 32k context each. which one and what's the monthly cost?")
US_YEAR = "has to stay in the US, and we'd commit for a year if that gets the price down"
DISTIL_ZH = ("想做个蒸馏：用Qwen3-235B-A22B-Instruct-2507生成大概5亿token的问答数据（每条问题500token左右，回答1000token左右），"
             "国内租卡，两周内，预算3万，怎么配")
TRAIN_ZH = "生成完用这些数据全参微调Qwen3-1.7B，不用LoRA，2个epoch，剩下的钱够吗，要多久"


@pytest.mark.parametrize("text,factor", [
    ("investors want us ready for 5x that by spring", 5), ("double it next year", 2), ("3x this, by Q2", 3),
    ("翻5倍", 5), ("明年要翻5倍呢", 5), ("到春天要扩到5倍", 5), ("明年要翻三倍呢？", 3),  # 简体 / 繁體 bare factor
])
def test_a_growth_said_of_that_or_bare_is_the_threads_load(text, factor):
    assert growth_factor(text) == pytest.approx(factor)


@pytest.mark.parametrize("text", ["double that context", "5x that speed", "make it 5x faster", "上下文翻5倍", "显卡翻倍",
                                  "模型翻倍", "預算翻5倍"])
def test_a_bare_factor_said_of_something_else_is_no_growth(text):
    assert growth_factor(text) is None


@pytest.mark.parametrize("text", [US_YEAR, "we can commit to it for 12 months", "committing for two years is fine"])
def test_a_commitment_said_as_a_verb_is_reserved_billing(text):
    assert extract(text).patch.billing == "reserved"


def test_the_previous_answer_being_a_comparison_is_found_only_for_the_next_message():
    h = [{"role": "user", "text": "a vs b"}, {"role": COMPARED, "text": "{}"}, {"role": "assistant", "text": "x"},
         {"role": "user", "text": "in the US"}]
    assert last_compared(h) == "{}"
    assert last_compared(h + [{"role": "assistant", "text": "y"}, {"role": "user", "text": "and now?"}]) is None


def test_only_a_follow_up_that_names_no_side_of_its_own_adds_to_the_sides():
    assert adds_to_sides([WorkloadPatch(regions=["us"], billing="reserved")])
    assert not adds_to_sides([WorkloadPatch(language="en")])  # says nothing
    assert not adds_to_sides([WorkloadPatch(regions=["us"], model="Llama-3.1-8B")])  # another model: asked anew
    assert not adds_to_sides([WorkloadPatch(gpu_preference="A100")])


def test_what_the_sides_share_is_kept_and_a_new_load_frees_the_card_count():
    a = Workload(model="DeepSeek-V3", concurrency=60, seq_len=32768, gpu_preference="MI300X", num_gpus=8)
    b = Workload(model="DeepSeek-V3", concurrency=60, seq_len=32768, gpu_preference="H200", num_gpus=8)
    shared = shared_workload([a, b])
    assert (shared.model, shared.concurrency, shared.seq_len, shared.gpu_preference) == ("DeepSeek-V3", 60, 32768, None)
    kept, labels = sides_after([a, b], ["8x MI300X", "8x H200"], [WorkloadPatch(regions=["us"])] * 2)
    assert [w.num_gpus for w in kept] == [8, 8] and labels == ["8x MI300X", "8x H200"] and kept[0].regions == ["us"]
    grown, labels = sides_after([a, b], ["8x MI300X", "8 張 H200"], [WorkloadPatch(concurrency=300)] * 2)
    assert [w.num_gpus for w in grown] == [None, None] and labels == ["MI300X", "H200"]
    assert [w.concurrency for w in grown] == [300, 300] and grown[1].gpu_preference == "H200"


def test_training_on_the_generated_data_trains_on_the_threads_batch():
    before = Workload(task="inference", model="Qwen3-235B-A22B-Instruct-2507", seq_len=1500, batch_requests=500_000,
                      batch_work="generate", output_tokens=1000)
    e = generated_data_followup(extract(TRAIN_ZH), before, TRAIN_ZH)
    ds = e.patch.dataset
    # 500,000 items × (500 question + 1,000 answer) tokens × 2 epochs = 1.5e9 training tokens
    assert ds is not None and (ds.amount, ds.tokens_per_unit, ds.epochs) == (500_000, 1500, 2)
    assert any("500,000 条 × 每条 1,500 token" in e.zh_notes.get(n, "") for n in e.notes)
    other = "then LoRA fine-tune Llama-3.1-8B"  # names no generated data: the batch is not its data set
    assert generated_data_followup(extract(other), before, other).patch.dataset is None


@pytest.mark.slow
def test_a_place_and_a_commitment_after_a_comparison_keep_both_sides_and_the_load(tmp_path):
    eng = Engine(store=Store(tmp_path / "s.db"))
    assert eng.handle("t", COMPARE_EN).kind == "compare"
    r2 = eng.handle("t", US_YEAR)
    assert r2.kind == "compare", r2.text[:300]  # not "Which model…? I need this one."
    assert "8x MI300X" in r2.text and "8x H200" in r2.text and "60 users" in r2.text and "in the US" in r2.text
    # no reserved price in the catalog: the year is the on-demand month × 12, the discount said, not invented
    assert "12 months at on-demand" in r2.text and "the discount is the provider's quote (none is assumed here)" in r2.text
    assert eng.store.load("t")[0].regions == ["us"]
    # 5 × 60 = 300 at once: each side sized again (more than one 8-card machine), still in the US
    r3 = eng.handle("t", "5x that by spring")
    assert r3.kind == "compare" and "300 users" in r3.text and "60 → 300" in r3.text, r3.text[:400]
    assert r3.comparison is not None and all(o.gpu_count > 8 for o in r3.comparison.options if o.fits)


@pytest.mark.slow
def test_a_place_and_a_commitment_after_a_comparison_in_traditional_chinese(tmp_path):
    eng = Engine(store=Store(tmp_path / "s.db"))
    assert eng.handle("t", "Qwen3-32B 給 50 人同時用，H100 還是 L40S 比較划算？").kind == "compare"
    r2 = eng.handle("t", "要放在新加坡，簽一年約")
    assert r2.kind == "compare" and "H100" in r2.text and "L40S" in r2.text and "50 路並發" in r2.text, r2.text[:300]
    assert "新加坡" in r2.text


@pytest.mark.slow
def test_training_on_the_generated_data_keeps_its_tokens_and_no_thinking_switch(tmp_path):
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", DISTIL_ZH)
    r2 = eng.handle("t", TRAIN_ZH)
    assert r2.recommendation is not None and r2.recommendation.workload.task == "full_finetune"
    ds = r2.recommendation.workload.dataset
    assert ds is not None and ds.amount == 500_000 and ds.epochs == 2  # not an assumed 102M-token set
    assert r2.recommendation.workload.train_tokens == 1_500_000_000  # 500,000 × 1,500 × 2
    assert "思考" not in r2.lead  # a trained model's thinking sizes nothing: no "思考 关 → 开"


@pytest.mark.slow
def test_a_bare_growth_in_simplified_chinese_scales_the_people_online(tmp_path):
    eng = Engine(store=Store(tmp_path / "s.db"))
    r1 = eng.handle("t", "部署Qwen2.5-32B，100人同时在线聊天，上下文8k，每月多少钱")
    assert r1.recommendation is not None and r1.recommendation.workload.users_online == 100
    r2 = eng.handle("t", "明年要翻5倍呢")
    assert r2.recommendation is not None and r2.recommendation.workload.users_online == 500, r2.text[:300]
