"""One yes / no / with-changes on a proposed card count (tools.setup_verdict), the same for a served LLM asked about
("will 1 × A100 80GB do?", tools.checked.card_verdict) and a recommender's proposed machine for its embedding tables
(tools.recsys_train.proposed_verdict), in English and 繁體."""

from __future__ import annotations

import advisor.core.messages  # noqa: F401  (installs the wording the verdicts are read in)
from advisor.core.script import to_script
from catalog import registry
from catalog.gpus import all_gpus
from tools.checked import card_verdict
from tools.defaults import resolve
from tools.recsys_train import RecJob, proposed_verdict
from tools.schema import Workload
from tools.setup_verdict import setup_verdict

GPUS = all_gpus()


def test_the_answer_from_the_proposed_count_the_need_and_the_need_with_a_change():
    # need ≤ proposed: yes when equal, more than needed when fewer; else the change's need ≤ proposed: with changes;
    # else (or no count holds it): no
    assert setup_verdict(19, 19, 5).answer == "yes" and setup_verdict(19, 19).fits
    assert setup_verdict(24, 19).answer == "more" and setup_verdict(24, 19).fits
    assert setup_verdict(8, 19, 5).answer == "with_changes" and not setup_verdict(8, 19, 5).fits
    assert setup_verdict(1, 19, 5).answer == "no"
    assert setup_verdict(8, None).answer == "no" and setup_verdict(8, None, 8).answer == "with_changes"


def _llm(model: str, n: int, card: str, users: int, ctx: int, precision: str = "bf16"):
    w, _ = resolve(Workload(model=model, task="inference", precision=precision, concurrency=users, seq_len=ctx,
                            checked_gpu=card, checked_gpu_count=n))
    return card_verdict(registry.get(model), w, GPUS, 1.0)


def test_an_llm_asked_about_is_judged_by_the_one_verdict():
    # Llama-3.1-8B BF16: 8.03e9 × 2 B = 16.1 GB of weights; KV 32 layers × 8 KV heads × 128 × 2 × 2 B = 128 KiB a token
    # × 20 users × 4,096 = 10.7 GB → ≈ 27.5 GB, inside one A100 80GB's ≈ 76.7 GB vLLM pool: yes on 1, more than
    # needed on 2
    one = _llm("Llama-3.1-8B", 1, "A100 80GB SXM", 20, 4096)
    assert one is not None and (one.args["answer"], one.args["fits"], one.args["need"]) == ("yes", True, 1)
    two = _llm("Llama-3.1-8B", 2, "A100 80GB SXM", 20, 4096)
    assert two is not None and (two.args["answer"], two.args["fits"], two.args["need"]) == ("more", True, 1)
    assert "is more than needed: 1 × A100 80GB SXM holds it" in two.text("en")
    assert "不需要 2 × A100 80GB SXM" in to_script(two.text("zh"), "zh-Hant")
    # Llama-3.1-70B BF16: 70.6e9 × 2 B = 141 GB + KV 80 × 8 × 128 × 2 × 2 B = 320 KiB a token × 81,920 tokens
    # = 26.8 GB ≈ 168 GB > 2 × 76.7; TP divides the 8 KV heads only as 1, 2, 4, 8: 4 cards. 1 asked: no
    no = _llm("Llama-3.1-70B", 1, "A100 80GB SXM", 20, 4096)
    assert no is not None and (no.args["answer"], no.args["fits"], no.args["need"]) == ("no", False, 4)
    assert "no, 1 × A100 80GB SXM is not enough" in no.text("en") and "it would take 4 × A100 80GB SXM" in no.text("en")
    tw = to_script(no.text("zh"), "zh-Hant")
    assert "不夠" in tw and "需要 4 × A100 80GB SXM" in tw, tw


def test_an_llm_that_holds_with_an_fp8_kv_cache_is_yes_with_changes():
    # Llama-3.1-405B FP8 (≈ 410 GB, 51 GB a card of 8), 126 layers × 8 KV heads × 128 → 504 KiB a token in BF16:
    # 120 users at 64k ≈ 79 GB a card of BF16 KV, over the H20's 92.8 GB pool beside the weights; FP8 KV ≈ 40 GB →
    # ≈ 91.7 GB: the 8 asked hold it with that change, 16 without
    v = _llm("Llama-3.1-405B", 8, "H20", 120, 65536, precision="fp8")
    assert v is not None and (v.args["answer"], v.args["fits"], v.args["need"]) == ("with_changes", False, 16)
    en = v.text("en")
    assert en.index("yes with an FP8 KV cache") < en.index("16 × H20"), en


def test_a_recommenders_proposed_machine_is_judged_by_the_one_verdict():
    # 1B rows × 128 dims × 4 B = 512 GB of tables + Adagrad (one fp32 a weight) 512 GB = 1,024 GB; an A100 80GB holds
    # 0.7 × 80 = 56 GB of tables: ⌈1,024 ÷ 56⌉ = ⌈18.3⌉ = 19 cards (3 machines of 8). Row-wise Adagrad: 512 + 1e9 × 4 B
    # = 516 GB → ⌈9.2⌉ = 10; FP16 tables + row-wise: 256 + 4 = 260 GB → ⌈4.6⌉ = 5.
    job = RecJob(examples=4e9, rows=1e9, dim=128, optimizer="adagrad", proposed_gpu="A100 80GB", proposed_count=1)
    one = proposed_verdict(job, GPUS)
    assert one is not None and one.code == "recsys_train.short" and one.args["answer"] == "no"
    assert (one.args["need"], one.args["rowwise"], one.args["half"], one.args["fix"]) == (19, 10, 5, None)
    assert "Will 1 × A100 80GB SXM do? No:" in one.text("en")
    assert "1 × A100 80GB SXM 夠不夠？不夠：" in to_script(one.text("zh"), "zh-Hant")
    # 8 proposed: 19 as said, 10 with row-wise Adagrad (still over 8), 5 with FP16 tables and row-wise (≤ 8): yes
    # with that change, never a bare "No"
    eight = proposed_verdict(RecJob(examples=4e9, rows=1e9, dim=128, optimizer="adagrad", proposed_gpu="A100 80GB",
                                    proposed_count=8), GPUS)
    assert eight is not None and (eight.args["answer"], eight.args["fix"]) == ("with_changes", "half")
    en = eight.text("en")
    assert "Will 8 × A100 80GB SXM do? Not as said — yes with FP16 tables and row-wise Adagrad (5 cards)" in en, en
    assert "= 19 cards (3 machines of 8); 10 with row-wise Adagrad —" in en, en
    tw = to_script(eight.text("zh"), "zh-Hant")
    assert "8 × A100 80GB SXM 夠不夠？按所說不夠——改用按行 Adagrad 加 FP16 嵌入表就夠（5 張）" in tw, tw
    assert "按行 Adagrad 要 10 張" in tw, tw
    # 16 proposed: row-wise alone (10 ≤ 16) is the smaller change that fits
    sixteen = proposed_verdict(RecJob(examples=4e9, rows=1e9, dim=128, optimizer="adagrad", proposed_gpu="A100 80GB",
                                      proposed_count=16), GPUS)
    assert sixteen is not None and (sixteen.args["answer"], sixteen.args["fix"]) == ("with_changes", "rowwise")
    assert "yes with row-wise Adagrad (10 cards)" in sixteen.text("en")
    assert "5 with FP16 tables and row-wise Adagrad" in sixteen.text("en")


def test_an_sgd_job_s_fp16_route_keeps_sgd():
    # SGD keeps no state: 2e9 × 128 × 4 B = 1,024 GB → ⌈1,024 ÷ 56⌉ = 19 A100 80GB; FP16 tables 512 GB → ⌈9.14⌉ = 10,
    # with no row-wise Adagrad added (it had added 2e9 × 4 B = 8 GB: 520 GB, still 10, but said "and row-wise Adagrad")
    m = proposed_verdict(RecJob(examples=4e9, rows=2e9, dim=128, optimizer="sgd", proposed_gpu="A100 80GB",
                                proposed_count=8), GPUS)
    assert m is not None and (m.args["answer"], m.args["need"], m.args["half"], m.args["rowwise"]) == ("no", 19, 10, None)
    assert "10 with FP16 tables —" in m.text("en") and "row-wise" not in m.text("en")
