"""A precision the engine chose with none stated (tools.precision_lead: "BF16 default → FP8 planned") is not carried
into a follow-up as if the user had asked for it (advisor.core.kept_precision): each turn chooses the weight and KV
precision again by the same rules from the thread's stated facts, so a follow-up answers as the one question with the
same facts would, turns that change nothing relevant agree, and a cheaper precision (an FP8 KV cache) can still lead.
"cheaper?" on a service moves the headline to the precision lever that keeps the per-user speed, the memory room and
every constraint (tools.service_move). A precision the user names is never overridden."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine, Reply
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs whole chat turns

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _chat(tmp_path, turns: list[str], key: str = "t") -> list[Reply]:
    e = Engine(store=Store(tmp_path / f"{key}.db"))
    return [e.handle(key, t) for t in turns]


def _hour(r: Reply) -> float:
    assert r.recommendation is not None and r.recommendation.candidates, r.text[:300]
    return r.recommendation.candidates[0].price_per_hour.amount


def _plan(r: Reply) -> tuple[str | None, str | None, str, int, float]:
    """(weights, KV cache, card, cards, hourly) of the answer's lead."""
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:300]
    c = rec.candidates[0]
    return rec.workload.precision, rec.workload.kv_precision, c.gpu, c.gpu_count, round(c.price_per_hour.amount, 2)


# Hand (Qwen2.5-32B, 120 staff → 18 at once, Switzerland, 32k; GCP europe-west6 rents only L4): FP8 weights ≈ 32.8 GB;
# KV 64 layers × 8 KV heads × 128 × 2 (K, V) = 128 KiB a token in FP8 (256 KiB in BF16). Each user drops a document,
# so all 18 sessions are held at 32,768 tokens: 18 × 32,768 × 128 KiB ≈ 77.3 GB of FP8 KV. Two TP-4 copies of 9
# users: 32.8 + 38.7 GB + the runtime ≈ 79.9 GB on 4 × L4 (96 GB) → 8 × L4 (g2-standard-96) at $10.88/h ≈ $7,945 a
# month (730 h), ≈ 14 tok/s per user (each L4 reads ≈ 20 GB a step at ≈ 0.7 × 300 GB/s). With BF16 KV (155 GB) the same
# load needs 2 × g2-standard-96 (16 × L4) at $21.77/h ≈ $15,889: twice the money. The old follow-up carried the first
# answer's FP8 weights as stated, which shut off the rule that lets FP8 KV lead, and led with 16 × L4.
ZURICH_EN = ["we're a wealth manager in zurich, ~120 staff. want qwen2.5-32b-instruct as internal assistant (emails, "
             "research notes, 8k ctx). client data must stay in switzerland. what do we rent and whats the monthly cost?",
             "people want to paste whole reports, can we go 32k context?",
             "compliance says GCP only (we have a contract). redo it"]
ZURICH_ZH = ["我们是苏黎世的一家资产管理公司，约120名员工，想用Qwen2.5-32B-Instruct做内部助手（写邮件、研究报告，8k上下文），"
             "客户数据必须留在瑞士。租什么？每月多少钱？", "大家想粘贴整份报告，能做到32k上下文吗？",
             "合规说只能用GCP（我们有合同），重新算一下"]


def test_zurich_32k_then_gcp_only_leads_fp8_kv_on_8_l4_in_both_turns(tmp_path):
    _, two, three = _chat(tmp_path, ZURICH_EN)
    assert _plan(two) == ("fp8", "fp8", "L4", 8, 10.88), two.text[:500]
    assert _plan(three) == _plan(two), three.text[:500]  # "GCP only": the pick was already GCP, nothing else moves
    assert "$7,945 a month" in three.text
    for r in (two, three):
        assert "Kept from the previous answer" not in r.text, r.text[:800]


def test_simplified_chinese_zurich_agrees_across_turns_and_says_no_kept_precision(tmp_path):
    _, two, three = _chat(tmp_path, ZURICH_ZH)
    assert _plan(two)[:4] == ("fp8", "fp8", "L4", 8), two.text[:500]
    assert _plan(three) == _plan(two), three.text[:500]
    for r in (two, three):
        assert "沿用上一个答案的精度" not in r.text, r.text[:800]


def test_a_follow_up_answers_as_the_one_question_with_the_same_facts(tmp_path):
    # Hand (Llama-3.1-8B, 8 users): at 4k FP8 (8.0 GB + 4.3 GB KV) fits a 20 GB RTX A4500 at $0.25/h, 57 % of the BF16
    # A40 ($0.44/h), so FP8 leads. At 32k the KV is sized for 7 chats at 4,096 and 1 at 32,768 = 61,440 tokens × 128
    # KiB ≈ 8.1 GB: BF16 16.1 GB + KV + the runtime ≈ 26.1 GB → one A40 at $0.44/h (≈ 22 tok/s ≥ 20); FP8 needs a 24 GB
    # A5000 at $0.41/h, 7 % less, not enough to lead. The follow-up and the one question both answer BF16 on the A40.
    one, two = _chat(tmp_path, ["serve Llama-3.1-8B for 8 users", "what about 32k context?"], "a")
    (alone,) = _chat(tmp_path, ["serve Llama-3.1-8B for 8 users at 32k context"], "b")
    assert _plan(one)[0] == "fp8"
    assert _plan(two) == _plan(alone) == ("bf16", "bf16", "A40", 1, 0.44), (_plan(two), _plan(alone))
    assert "precision FP8 → BF16" in two.text.split("\n")[1] and "Kept from the previous answer" not in two.text


def test_a_context_follow_up_chooses_fp8_again_and_cheaper_moves_the_headline(tmp_path):
    # Hand (Qwen2.5-32B, Canada, 60 users at 25 tok/s): BF16 weights are 32.8 B × 2 B ≈ 65.5 GB; KV is 64 layers × 8
    # KV heads × 128 × 2 (K, V) × 2 B = 256 KiB a token, 60 × 4,096 tokens ≈ 64.4 GB. FP8 weights ≈ 32.8 GB, so FP8 +
    # KV ≈ 97 GB sits on one MI300X (192 GB) and decode reads ≈ 97 GB a step: 5.3 TB/s ÷ 97 GB ≈ 55 steps/s at the
    # bandwidth bound (the answer's ≈ 46 after efficiency) ≥ 25: FP8 leads at $2.39/h. At 32k context the KV per copy
    # grows: chosen again, FP8 still leads (2 × MI300X, ≈ 32 tok/s ≥ 25).
    # "cheaper?": an FP8 KV cache halves the KV (128 KiB a token), one MI300X holds all 60 at ≈ 26 tok/s ≥ 25 for
    # half the hour ($2.39 against $4.78): the headline moves there, said with its saving.
    one, two, three = _chat(tmp_path, [
        "Toronto company, 400 staff, internal assistant on Qwen2.5-32B-Instruct. data must stay in Canada. people want "
        "~25 tokens/s. what do we rent and monthly cost?", "what about 32k context?", "cheaper?"])
    assert one.recommendation is not None and one.recommendation.workload.precision == "fp8", one.text[:300]
    assert two.recommendation is not None and two.recommendation.workload.precision == "fp8", two.text[:400]
    assert "Kept from the previous answer" not in two.text  # chosen again, not carried
    assert "Cheaper: moved to" in three.text, three.text[:600]
    assert _hour(three) < _hour(two) * 0.95, (_hour(three), _hour(two))
    lead = three.recommendation.candidates[0]  # type: ignore[union-attr]
    assert (lead.per_user_tokens_per_s or 0) >= 25 and not lead.memory_thin


def test_simplified_chinese_context_follow_up_chooses_again(tmp_path):
    # Hand (Gemma-3-27B, Canada, 75 users at 25 tok/s): FP8 weights ≈ 27 GB, so one MI300X (192 GB) holds the weights
    # and 75 × 4,096 tokens of KV; FP8 leads at 4k ($2.39/h, ≈ 41 tok/s). At 16k both BF16 (54 GB weights a copy) and
    # FP8 need 2 × MI300X at $4.78/h: FP8 is no cheaper, so the rules lead in BF16 (≈ 29 tok/s ≥ 25), the changed line
    # says FP8 → BF16, and no "沿用" note claims a precision the user never gave.
    one, two = _chat(tmp_path, ["多伦多公司，500名员工，用Gemma-3-27B做内部助手，数据必须留在加拿大，每人每秒25个token，"
                                "租什么，每月多少钱？", "上下文改成16k呢？"])
    assert _plan(one)[0] == "fp8", one.text[:300]
    assert _plan(two) == ("bf16", "bf16", "MI300X", 2, 4.78), two.text[:300]
    assert "精度 FP8 → BF16" in two.text.split("\n")[1] and "沿用上一个答案的精度" not in two.text, two.text[:400]
    assert (two.recommendation.candidates[0].per_user_tokens_per_s or 0) >= 25  # type: ignore[union-attr]


def test_traditional_chinese_follow_up_matches_the_one_question_and_cheaper_moves_to_the_fp8_kv_plan(tmp_path):
    # Hand (Qwen2.5-14B, Canada, 75 users at 30 tok/s): KV 48 layers × 8 KV heads × 128 × 2 × 2 B = 192 KiB a token.
    # At 32k BF16 (29.5 GB) and FP8 (14.8 GB) weights both need 2 × MI300X (152.96 TWD/h ≈ US$4.78): BF16 leads, as in
    # the one question with 32k said up front. "便宜一點？" halves the KV with an FP8 cache (96 KiB a token) on FP8
    # weights: one MI300X holds all 75 at ≈ 32 tok/s ≥ 30 for half the hour, and that plan is the headline.
    _, two, three = _chat(tmp_path, ["溫哥華公司，500位員工，用Qwen2.5-14B做內部助理，資料必須留在加拿大，每人每秒30個token，"
                                     "要租什麼，每月多少錢？", "改成32k上下文呢？", "便宜一點？"], "a")
    (alone,) = _chat(tmp_path, ["溫哥華公司，500位員工，用Qwen2.5-14B做內部助理，32k上下文，資料必須留在加拿大，"
                                "每人每秒30個token，要租什麼，每月多少錢？"], "b")
    assert _plan(two) == _plan(alone), (_plan(two), _plan(alone))
    assert "沿用上一個答案的精度" not in two.text, two.text[:400]
    assert three.recommendation is not None and three.recommendation.workload.kv_precision == "fp8", three.text[:400]
    assert _hour(three) < _hour(two) * 0.95, (_hour(three), _hour(two))
    assert (three.recommendation.candidates[0].per_user_tokens_per_s or 0) >= 30


def test_a_stated_precision_is_never_moved_by_cheaper(tmp_path):
    # Hand: the user said "in BF16" (their bytes): "cheaper?" lists the FP8 plans but the answer stays BF16.
    _, two = _chat(tmp_path, ["Toronto company, 400 staff, internal assistant on Qwen2.5-32B-Instruct in BF16. data must "
                              "stay in Canada. people want ~25 tokens/s. what do we rent?", "cheaper?"])
    assert two.recommendation is not None and two.recommendation.workload.precision == "bf16", two.text[:300]
    assert "Cheaper: moved to" not in two.text
