"""A scaled video estimate (Mochi-1 from Wan2.1-14B × k) with a stated daily window, a named card and a mainland
place: advisor.core.derived_generation.derived_lines on hand-made card rates, in English, 简体 and 繁體."""

from advisor.core.derived_generation import derived_lines
from tools.derived_generation import CardRate

# the plan's card where the user is: an H100 at ¥40 an hour (989.5 TFLOPS, ≥ the H200 reference's 989: Mochi-1's
# 677 s a clip as measured-scaled, tools.derived_generation)
H100 = CardRate("H100 SXM", 80.0, 989.5, "here h100", 40.0)
H20 = CardRate("H20", 96.0, 148.0, "here h20", 12.0)


def _rates(here):
    return lambda away: (here, False)


def _codes(ms):
    return [m.code for m in ms]


def test_english_window_is_the_wall_not_the_day():
    # 90 clips a day × 676.9 s ÷ 3600 = 16.9 GPU-h; "submit at 10 pm, need them by 4 am" is a 6 h window:
    # ⌈16.9 ÷ 6⌉ = 3 cards (the 24 h day gave 1)
    text = "Mochi-1, 90 clips a day, we submit at 10 pm and need them by 4 am"
    out = derived_lines("mochi", "clip", None, 90, 24.0, _rates([H100]), "CNY", None, text)
    assert out is not None and out[0].args["cards"] == 3 and out[0].args["window"] == 6.0
    win = next(m for m in out if m.code == "gen.video.window")
    assert "⌈16.9 GPU-hours ÷ 6 h⌉ = 3 × H100 SXM" in win.en


def test_english_named_cheaper_card_is_compared_on_the_same_work():
    # "would an RTX PRO 6000 work, it's cheaper?" (96 GB, 500 TFLOPS) — unpriced here: 676.9 × 989 / 500 = 1,339 s
    # = 22.3 min a clip; 90 clips → 33.5 GPU-h; a 24 h day → ⌈1.4⌉ = 2 cards; break-even 40 × 676.9 / 1,339.4 ≈ ¥20.21
    text = "Mochi-1, 90 clips a day. Would an RTX PRO 6000 work, it's cheaper?"
    out = derived_lines("mochi", "clip", None, 90, 24.0, _rates([H100]), "CNY", None, text)
    card = next(m for m in out if m.code == "dgen.card")
    assert card.args["card"].startswith("RTX PRO 6000") and card.args["cards"] == 2
    assert "break-even price per GPU-hour" in card.en and card.args["even"] == "¥20.21"


def test_simplified_named_priced_card_gets_its_month():
    # 每天 70 条，晚上9点提交早上7点要 = 10 小时窗；H20 有价 ¥12：676.9 × 989 / 148 = 4,523 s；70 条 → 87.9 GPU 小时
    # → ⌈8.8⌉ = 9 张；9 × 10 × 30.42（730 ÷ 24 天）× 12 = ¥32,850 每月（窗口后释放）
    text = "用Mochi-1每天生成70条视频，晚上9点提交早上7点要，换H20行不行"
    out = derived_lines("mochi", "clip", None, 70, 24.0, _rates([H100, H20]), "CNY", None, text)
    card = next(m for m in out if m.code == "dgen.card")
    assert card.args["card"] == "H20" and card.args["cards"] == 9 and card.args["released"] == "¥32,850.00"
    assert "10 小时" in card.zh


def test_a_named_card_too_small_for_the_model_is_said_so():
    # "would an L40S work?" — 48 GB against Mochi-1's ≈ 60 GB on one card: not timed, said it cannot hold it
    text = "Mochi-1, 90 clips a day; would an L40S work?"
    out = derived_lines("mochi", "clip", None, 90, 24.0, _rates([H100]), "CNY", None, text)
    small = next(m for m in out if m.code == "dgen.card_small")
    assert small.args["card"] == "L40S" and "cannot hold" in small.en and not any(m.code == "dgen.card" for m in out)


def test_traditional_mainland_keeps_the_china_market_cards():
    # 國內租卡: H20 (148 TFLOPS) 676.9 × 989 / 148 = 4,523 s; 50 條 → 62.8 GPU 小時; 晚上11點到早上7點 = 8 h
    # → ⌈7.85⌉ = 8 張 H20; the 24 GB RTX 4090D and 48 GB L20 cannot hold Mochi-1 (60 GB) and are left out
    text = "我們想用Mochi-1每天生成50條短片，晚上11點提交早上7點要，國內租卡"
    out = derived_lines("mochi", "clip", None, 50, 24.0, _rates([H100]), "CNY", None, text)
    assert "dgen.place" in _codes(out)
    cards = {m.args["card"]: m.args["cards"] for m in out if m.code == "dgen.card"}
    assert cards.get("H20") == 8 and not any(c.startswith(("L20", "RTX 4090D")) for c in cards)
    assert any(c.startswith("H800") for c in cards)


def test_no_place_no_card_no_window_adds_nothing():
    # the plan alone, as before: one line
    out = derived_lines("mochi", "clip", None, 40, 24.0, _rates([H100]), "CNY", None, "Mochi-1, 40 clips a day")
    assert _codes(out) == ["dgen.plan"]
