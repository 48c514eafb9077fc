"""Chinese questions: a border rule is no place, a glued version is no typo, a card too small gets the largest model
of the family that fits it, and H100 in the mainland is said to be unavailable even in a reply that only asks.

Hand reasoning (an outside ML-infrastructure engineer's key):
- "数据不能出境" / "不出境" / "数据要留在国内" say the data must stay in mainland China: a residency rule over every
  mainland region. "我们在上海，数据不能出境" is Shanghai inside the mainland's border, so the rule is mainland China
  ('cn'), never "inside Shanghai" priced as East China with 不能出境 said back as if it were a city.
- "deepseekr1" is DeepSeek R1 written without its space; R1 is its own model (same architecture as V3), so the label
  must be DeepSeek-R1, never "deepseekr → deepseek" read as a typo of DeepSeek-V3.
- Full R1 (671 B, FP8 ≈ 0.7 TB) on T4s needs ~56 cards, more than any T4 machine has. The expert's first alternative on
  those cards is a published R1 distill: R1-Distill-Qwen-14B in FP16 is 14.8 B × 2 B = 29.6 GB of weights; its KV is
  48 layers × 8 KV heads × 128 × 2 (K, V) × 2 B = 192 KiB/token, so 5 users × 12,288 tokens ≈ 12.1 GB; ≈ 42 GB in
  all, which 4 × T4 (one g4dn.12xlarge, 4 × 0.9 × 14.56 GiB ≈ 56 GB of vLLM pool) holds and 2 × T4 (≈ 28 GB) does
  not. A 32B distill (65.5 GB FP16) needs a machine of 8 T4s or two; one machine of the stated card comes first.
- H100/H200/B200 are not legitimately offered by mainland clouds (US export controls); with the data kept in the
  mainland the answer must not suggest Singapore or Tokyo.
"""

import pytest

from advisor.core.extract_rules import extract
from catalog.gpus import all_gpus
from tools.compat import export_check


@pytest.mark.parametrize("text", [
    "我们在上海，数据不能出境，想租8张H100训练模型",
    "我们在杭州，数据不出境",
    "我们在上海，数据要留在国内",
])
def test_a_border_rule_beside_a_mainland_city_is_the_mainland(text):
    e = extract(text)
    assert e.patch.regions == ["cn"]  # the whole mainland, not East China
    assert e.patch.data_residency is True
    assert not any("出境" in n and "priced as" in n for n in e.notes)  # never said back as a place to price


def test_a_border_rule_beside_taiwan_stays_inside_taiwan_and_is_not_said_as_a_place():
    e = extract("我们在台湾，数据不能出境")
    assert e.patch.regions == ["tw"]  # Taiwan's own border (the existing reading), not the mainland
    # the only note quoting the rule is the one that leaves marketplace hosts out under it (a residency rule keeps
    # unknown hosts out too); none says it back as a place to price
    assert not any("不能出境" in n and "residency rule for your data" not in n for n in e.notes)


@pytest.mark.parametrize(("text", "model"), [
    ("我们只有T4显卡能不能跑deepseekr1满血版给十个人用", "DeepSeek-R1"),
    ("DeepSeekR1 671b", "DeepSeek-R1"),
    ("deepseekv3 on 8 H200", "DeepSeek-V3"),
])
def test_a_family_glued_to_its_version_is_that_model_not_a_typo(text, model):
    e = extract(text)
    assert e.patch.model == model
    assert not any("typo" in n for n in e.notes)


def test_a_real_family_typo_is_still_fixed():
    assert extract("lamma-3.1-8b on a10").patch.model == "Llama-3.1-8B"


@pytest.mark.parametrize(("resident", "said", "not_said"), [
    (True, "数据不能出境", "新加坡"),
    (False, "新加坡", "数据不能出境"),
])
def test_the_export_line_never_offers_abroad_when_the_data_must_stay(resident, said, not_said):
    check = export_check(["cn"], all_gpus()["H100 SXM"], None, resident=resident)
    assert check is not None
    zh = check.message.text("zh")
    assert said in zh and not_said not in zh and "H800" in zh


@pytest.mark.slow
def test_full_r1_on_t4s_names_the_r1_label_and_a_distill_on_one_t4_machine(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("k", "我们只有T4显卡能不能跑deepseekr1满血版给十个人用").text
    assert "DeepSeek-R1 ·" in out and "DeepSeek-V3" not in out and "笔误" not in out
    # the "no" gives the count: ≈ 690 GB of FP8 weights over a T4's vLLM pool (0.9 × 14.56 GiB ≈ 14.07 GB) is ≥ 49
    # cards before any KV or per-card overhead, far over the 8 one machine holds
    import re
    n = int(re.search(r"要 (\d+) 张 T4 才装得下", out).group(1))
    assert n >= 49 and "超过一台机器最多的 8 张" in out
    line = next(x for x in out.splitlines() if "同系列更小的模型" in x)
    # ten people are a small team: a third at once, rounded up = 4 (tools.traffic). The 32B distill in 16 bits is
    # ≈ 65.5 GB / 8 T4 = 8.2 GB a card, KV 4 × 12,288 × 256 KiB ≈ 12.9 GB / 8 = 1.6 GB: ≈ 11 GB of a 14.07 GB pool,
    # so the largest distill now fits one 8-card T4 machine for all 4 (with 5 at once it was the 14B on 4 × T4)
    assert "DeepSeek-R1-Distill-Qwen-32B" in line and "8 × T4" in line and "4 个用户" in line, line
    # the plan named without the T4 restriction shows its own per-GPU fit against the pool (same rule as one card)
    assert any("去掉这一限制后最便宜的可行方案" in x and "显存池" in x for x in out.splitlines())


@pytest.mark.slow
def test_h100_in_the_mainland_is_said_unavailable_even_when_only_asking(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "k", "我们在上海，数据不能出境，想租8张H100训练模型，国内哪家云有？多少钱？").text
    assert "出口管制：中国内地" in out and "H800" in out
    assert "新加坡" not in out  # the data may not leave
    assert "不一定在不能出境" not in out  # the rule is never priced as a place


@pytest.mark.slow
@pytest.mark.parametrize(("text", "named"), [
    # Mandarin meetings with Whisper asked for: Whisper leads, SenseVoice-Small (FunASR) is sized beside it
    ("每天大概200小时会议录音要转文字，想用whisper large-v3，数据要在国内，一个月多少钱？", True),
    # the same job asked in English with no Chinese language said: the recordings are not taken to be Chinese
    ("Transcribe 200 hours of meeting audio a day with whisper large-v3, monthly cost?", False),
])
def test_chinese_recordings_size_the_chinese_speech_model_beside_whisper(tmp_path, text, named):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("k", text).text
    assert ("SenseVoice" in out) is named
    if named:  # sized from FunASR's published speed: its GPU-hours and real-time factor on its card, and a month
        head = next(x for x in out.splitlines() if x.startswith("**"))
        assert "Whisper large-v3" in head  # asked for by name: it leads
        line = next(x for x in out.splitlines() if "SenseVoice" in x)
        assert "倍实时" in line and "GPU 小时" in line and "每月约" in line, line


def test_the_export_line_names_the_older_stock_a_pick_may_be():
    # A mainland pick of an A100 or V100 (stock shipped before the 2022 rules) sat beside a line listing only the
    # China-market parts as what is on offer: the line names that older stock too, so pick and line agree.
    check = export_check(["cn"], None, None, resident=True)
    assert check is not None
    assert "A100" in check.message.text("zh") and "V100" in check.message.text("zh")
    assert "older stock shipped before the rules (A100, V100" in check.message.text("en")


@pytest.mark.slow
def test_a_card_only_proposed_in_the_mainland_is_said_under_export_control_in_traditional(tmp_path):
    # "打算租4張H200…邊間雲有？" proposes a card to check (checked_gpu), not a limit: the H200 is as export-controlled as
    # the H100 (tools.compat.EXPORT_CONTROLLED), so the reply that only asks still says so, and the data may not leave
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "k", "我哋喺深圳，資料唔可以出境，打算租4張H200做訓練，國內邊間雲有？幾錢？").text
    assert "出口管制：中國內地" in out and "H800" in out, out[:800]
    assert "新加坡" not in out
