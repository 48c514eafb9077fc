"""The words that carry each user's speed into a serving headline: a thin per-user margin said in the headline, an
office-hours budget plan under the per-user floor said as "no plan within the budget gives it", and "as asked" said
only for a precision the user stated. English, simplified and traditional Chinese."""

from __future__ import annotations

from advisor.core.script import to_script
from tools.schema import Msg


def _thin(**more: object) -> Msg:
    # 4 × GH200 at $9.16/h: 45.1 tok/s per user against a stated 40 (40 × 1.371 = 54.8: inside the 37 % error);
    # 6 × GH200 keep 56.7 at $13.74/h, +50 %, over the 25 % the margin plan may cost to lead
    args: dict[str, object] = {"msg": "rent 4 × lambda gpu_1x_gh200 at $9.16/h", "tps": 45.1, "floor": 40.0,
                               "err": 0.371, "err_ttft": 0.601, "floor_said": None}
    return Msg(code="recommend.headline_thin_margin", args=args | more)


def test_a_thin_pick_says_its_margin_and_the_margin_plan_in_the_headline():
    m = _thin(machine="6 × lambda gpu_1x_gh200", money="$13.74", tps_2=56.7, more=0.50)
    en, zh = m.text("en"), m.text("zh")
    assert en.startswith("rent 4 × lambda gpu_1x_gh200 at $9.16/h. Thin margin: 45.1 tok/s per user"), en
    assert "keeps the margin (56.7 tok/s per user) at $13.74/h (+50%)" in en, en
    assert "余量偏小：每用户 45.1 tok/s" in zh and "每小时 $13.74（+50%）" in zh, zh
    assert "餘量偏小" in to_script(zh, "zh-Hant"), to_script(zh, "zh-Hant")


def test_a_thin_pick_with_no_margin_plan_says_to_measure_it():
    en = _thin().text("en")
    assert "Thin margin: 45.1 tok/s per user" in en and "no listed plan keeps that margin" in en, en


def test_a_thin_pick_over_pcie_tp_gives_the_figure_after_the_all_reduce_loss():
    # 35 tok/s on 4 × A10G at TP 4 over PCIe, × (1 − 0.30) ≈ 24.5: under a stated 30 at the loss's low end
    en = _thin(tps=35.0, floor=30.0, pcie_tp=4, pcie_loss=0.30, pcie_tps=24.5).text("en")
    assert "TP 4 over PCIe: at the 30% low end of the all-reduce loss, ≈ 24.5 tok/s" in en, en


def _office(**more: object) -> Msg:
    month = Msg(code="recommend.budget_way_office.month", args={
        "month": "≈ 57,985 TWD", "hours": 196, "clock": "≈ 216,478 TWD", "clock_hours": 730})
    args: dict[str, object] = {"people": 100, "fleet": "gcp g2-standard-96 (8 × L4)", "name": "FP8 weights",
                               "money": "296.55 TWD", "month": month, "tps": 14.9}
    return Msg(code="recommend.budget_way_office", args=args | more)


def test_an_office_hours_plan_under_the_floor_says_no_plan_within_the_budget_gives_it():
    # Llama-3.1-70B for 100 staff (≈ 15 at once), NT$150,000 a month, data in Taiwan: GCP Taiwan prices 8 × L4
    # (FP8 ≈ 14.9 tok/s a user after the TP 8 PCIe loss) and 8 × H100 (3,275.48 TWD/h × 196 h ≈ 642k a month):
    # under 20 tok/s within the budget, and meeting 20 costs the H100 machine
    m = _office(floor=20.0, floor_said="20 tokens/s per user", meet_fleet="gcp a3-highgpu-8g (8 × H100 SXM)",
                meet_money="3,275.48 TWD", meet_month="≈ 640,474 TWD")
    en, zh = m.text("en"), m.text("zh")
    assert en.startswith("No plan within the budget gives 20 tokens/s per user; the closest"), en
    assert "≈ 15 tokens/s per user at your load, under 20" in en, en
    assert "meeting it costs gcp a3-highgpu-8g (8 × H100 SXM) at 3,275.48 TWD/h" in en, en
    assert zh.startswith("预算之内没有方案能达到20 tokens/s per user"), zh
    assert "每个用户约 15 tokens/s，低于 20" in zh and "要达到它需要 gcp a3-highgpu-8g" in zh, zh
    hant = to_script(zh, "zh-Hant")
    assert "預算之內沒有方案能達到" in hant and "隻" not in hant, hant  # "只" stays 只, never the classifier 隻


def test_an_office_hours_plan_that_keeps_the_floor_carries_its_speed():
    en, zh = _office(tps=24.0).text("en"), _office(tps=24.0).text("zh")
    assert en.startswith("Within the budget if it runs only while your 100 people work"), en
    assert "; ≈ 24 tokens/s per user at your load" in en, en
    assert "满负载时每个用户约 24 tokens/s" in zh, zh


def test_as_asked_is_said_only_for_a_stated_precision():
    stated = Msg(code="recommend.as_asked_weights", args={"p": "bf16", "stated": True}).text("en")
    default = Msg(code="recommend.as_asked_weights", args={"p": "bf16", "stated": False}).text("en")
    assert stated == " as asked (BF16 weights)", stated
    assert "as asked" not in default and "default precision (BF16 weights, assumed)" in default, default


def test_the_lever_routes_call_a_default_precision_assumed_not_asked():
    # the route runs only when no precision was stated (tools.recommend.lever_plan), so BF16 there is the default
    for code in ("recommend.lever_route", "recommend.lever_route_cheapest"):
        m = Msg(code=code, args={"label": "FP8 weights", "keeps": "", "headline": "rent 4 × GH200", "asked": "BF16",
                                 "fleet": "3 × B200", "money": "$20.97", "share": 0.44})
        en = m.text("en")
        assert "as asked" not in en and "in BF16, the default precision (assumed): 3 × B200 at $20.97/h" in en, en


def test_a_lever_kept_only_inside_the_speed_error_is_said_thin():
    # FP8 on 1 × A100 at ≈ 42 tok/s against a stated 40: 42 < 40 × 1.371 = 54.8, kept only if the estimate holds
    args = {"ok": True, "tps": 42.0, "target": 40.0, "full": False, "thin": True, "err": 0.371}
    en = Msg(code="recommend.keeps.tps", args=args).text("en")
    zh = Msg(code="recommend.keeps.tps", args=args).text("zh")
    assert en == "keeps your 40 tokens/s per user (≈ 42; a thin margin: inside the speed model's 37% error)", en
    assert zh.endswith("（约 42，余量偏小：仍在速度模型约 37% 的误差之内）"), zh
    kept = Msg(code="recommend.keeps.tps", args=args | {"tps": 60.0, "thin": False}).text("en")
    assert kept == "keeps your 40 tokens/s per user (≈ 60)", kept  # 60 ≥ 54.8: no thin words


def test_a_pick_holding_the_floor_only_at_the_typical_request_says_so_in_its_headline():
    # 2 × A40 at 21.7 tok/s a user at the typical request (20 × 1.371 = 27.4: thin), 12.5 with every stream at the
    # full 4,096 tokens; the plan holding 20 there (1 × H100, 27.6 tok/s) costs 2.5× — past the 1.8× cap, so the
    # cheap plan leads and the headline carries both of its figures
    line = Msg(code="recommend.serving_floor_capped", args={
        "thin_machine": "2 × A40", "thin_layout": "1 replica × 2 GPU", "typ_tps": 21.7, "tps": 12.5, "ctx": 4096,
        "floor": 20.0, "err": 0.371, "machine": "cudo 1 × H100 SXM", "tps_2": 27.6, "money": "$2.17", "ratio": 2.5,
        "cap": 1.8})
    m = Msg(code="recommend.headline_floor_capped", args={"msg": "rent runpod 2x_A40_SECURE at $0.88/h", "line": line})
    en, zh = m.text("en"), m.text("zh")
    assert en.startswith("rent runpod 2x_A40_SECURE at $0.88/h. 2 × A40 (1 replica × 2 GPU) leads: 21.7 tok/s"), en
    assert "it gives 12.5 tok/s, below the floor" in en and "2.5× as much" in en, en
    assert "典型请求下每用户 21.7 tok/s" in zh and "为 12.5 tok/s，低于下限" in zh, zh


def test_a_met_per_user_target_inside_the_error_is_ticked_with_its_thin_margin():
    # 45 tok/s against a stated 40: met (✅), but 45 < 54.8 — the constraint line says the margin is thin
    thin = Msg(code="recommend.each_user_decodes_at", args={"got": 45.1, "thin": True, "err": 0.371})
    kept = Msg(code="recommend.each_user_decodes_at", args={"got": 60.0, "thin": False, "err": 0.371})
    assert thin.text("en") == ("Each user decodes at ≈ 45 tokens/s at the stated load — a thin margin, inside the "
                               "speed model's 37% error: measure it at your load."), thin.text("en")
    assert "余量偏小" in thin.text("zh") and "余量" not in kept.text("zh"), (thin.text("zh"), kept.text("zh"))
    assert kept.text("en") == "Each user decodes at ≈ 60 tokens/s at the stated load.", kept.text("en")


def test_a_pick_below_its_target_at_full_context_is_never_called_a_thin_margin():
    # Qwen3-30B-A3B for 300 online at a stated 30 tok/s each: the pick gives ≈ 32 at typical prompts but 20.2 at the
    # full 4,096-token context. 20.2 is 33 % under 30 and even +37 % (27.7) misses it: that is a miss at full context,
    # not a margin inside the model's error
    m = _thin(tps=20.2, floor=30.0, floor_said="你要求的每用户 30 tokens/s", ctx=4096)
    en, zh = m.text("en"), m.text("zh")
    assert "Below your target at the full context: ≈ 20.2 tok/s per user" in en and "Thin margin" not in en, en
    assert "holds the target only at typical prompts" in en, en
    assert "满上下文时低于你的目标：每用户约 20.2 tok/s" in zh and "误差之内" not in zh, zh


def test_below_the_target_reads_as_one_verdict_then_the_first_token_as_its_own_clause():
    # Hand: Llama-3.2-3B, 500 at once on 8 × A40: ≈ 13.6 tok/s a user at the full 4,096 tokens against a stated 30,
    # first token 0.08 s against a stated 0.5 s: the speed misses, the first token keeps its limit; each is said
    # once, never "… 0.08 s against your 30 tokens/s …; … and a 0.5 s first token"
    m = _thin(tps=13.6, floor=30.0, floor_said="your 30 tokens/s per user", ctx=4096, ttft=0.08, limit=0.5,
              err_ttft=0.6)
    en, zh = m.text("en"), m.text("zh")
    assert "Below your target at the full context: ≈ 13.6 tok/s per user" in en, en
    assert "first token ≈ 0.08 s, within your 0.5 s limit" in en and "and a 0.5 s first token" not in en, en
    assert "no listed plan holds the target at the full context" in en and "keeps that margin" not in en, en
    assert "首 token 约 0.08 秒，在你的 0.5 秒上限内" in zh and "目录中没有方案在满上下文时达标" in zh, zh
