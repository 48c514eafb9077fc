"""A lower-precision serving plan with room leads over a 16-bit pick at the memory edge or under the per-user floor
at about the same price (tools.edge_lead), and the headline says why (advisor/core/messages/edge_lead.py)."""

from __future__ import annotations

from advisor.core.messages import word
from tools.edge_lead import PlanEdge, at_edge, edge_args, edge_floor, edge_lever_leads
from tools.schema import ModelArch, Msg

LIMIT, FLOOR = 0.90, 20.0  # tools.recommend.TIGHT_POOL_SHARE; tools.offers.INTERACTIVE_TOKENS_PER_S


def _arch(**kw: object) -> ModelArch:
    return ModelArch(name="Qwen2.5-32B", params_b=32.8, layers=64, hidden=5120, heads=40, kv_heads=8, head_dim=128,
                     intermediate=27648, vocab=152064, **kw)  # Qwen2.5-32B-Instruct config.json


def test_memory_edge_pick_gives_way_to_roomy_fp8_at_same_price() -> None:
    # "Serve Qwen2.5-32B for 12 users, 8k context, only Azure": BF16 65.5 GB of weights + 12 × 8,192 × 256 KiB KV
    # (64 layers × 8 KV heads × 128 × 2 × 2 B) ≈ 25.8 GB → ≈ 45.7 GB a card on 2 × A100 80GB (TP 2), against a
    # 0.9 × 80 = 72 GB pool: 63 %, fine; on 1 × H100 NVL 94 GB it is 91.3 GB of an 84.6 GB pool: over. Say the cheapest
    # BF16 plan sits at 95 % of its pool at $7.35/h, and FP8 (32.8 GB + 25.8 GB ≈ 58.6 GB) on 1 × A100 80GB at $7.20/h
    # sits at 81 %: the roomy plan leads at about the same price.
    pick = PlanEdge(price=7.35, share=0.95, tps=24.0)
    lever = PlanEdge(price=7.20, share=0.81, tps=23.0)
    assert edge_lever_leads(_arch(), None, True, pick, lever, False, (LIMIT, FLOOR))


def test_speed_floor_pick_gives_way_and_tie_is_the_bound() -> None:
    # 只用谷歌云，Gemma-2-27B 给 15 人同时聊天：BF16 on 4 × L4 (TP 4): 54 GB of weights ÷ 4 = 13.5 GB a card read each
    # step; L4 300 GB/s × ≈ 0.7 ÷ 13.5 GB ≈ 15.6 steps/s, under the 20 tok/s default. FP8 halves the bytes a step
    # (6.8 GB a card on the same 4 × L4): ≈ 31 tok/s. At $4.00 vs $4.10 (2.5 % dearer, inside the 5 % tie) FP8
    # leads; at $4.40 (10 % dearer) the pick stays and its edge is said beside it.
    pick = PlanEdge(price=4.00, share=0.70, tps=15.6)
    assert edge_lever_leads(_arch(), None, True, pick, PlanEdge(4.10, 0.72, 31.0), False, (LIMIT, FLOOR))
    assert not edge_lever_leads(_arch(), None, True, pick, PlanEdge(4.40, 0.72, 31.0), False, (LIMIT, FLOOR))


def test_kept_as_asked() -> None:
    # 只用 Azure，精度已指定 BF16：使用者選的位元組不動；模型卡不建議量化、訓練、拆到更多機器上的副本同樣不動；
    # 首選本身不在邊緣（80 %、24 tok/s）也不動。
    pick, lever = PlanEdge(7.35, 0.95, 24.0), PlanEdge(7.20, 0.81, 23.0)
    assert not edge_lever_leads(_arch(), "bf16", True, pick, lever, False, (LIMIT, FLOOR))
    assert not edge_lever_leads(_arch(no_quantise="card: do not quantise"), None, True, pick, lever, False, (LIMIT, FLOOR))
    assert not edge_lever_leads(_arch(), None, False, pick, lever, False, (LIMIT, FLOOR))
    assert not edge_lever_leads(_arch(), None, True, pick, lever, True, (LIMIT, FLOOR))
    assert not edge_lever_leads(_arch(), None, True, PlanEdge(7.35, 0.80, 24.0), lever, False, (LIMIT, FLOOR))
    # a lever itself at the edge (93 % of its pool) does not lead
    assert not edge_lever_leads(_arch(), None, True, pick, PlanEdge(7.0, 0.93, 30.0), False, (LIMIT, FLOOR))


def test_floor_is_default_unless_no_plan_reaches_it() -> None:
    # stated 15 tok/s: 15; none stated and FP8 reaches 21: the 20 default; FP8 at 14 too: the readable minimum 10
    assert edge_floor(15.0, 20.0, 10.0, 12.0) == 15.0
    assert edge_floor(None, 20.0, 10.0, 21.0) == 20.0
    assert edge_floor(None, 20.0, 10.0, 14.0) == 10.0
    assert at_edge(PlanEdge(1.0, 0.5, 9.0), LIMIT, 10.0) and not at_edge(PlanEdge(1.0, 0.5, 9.0), LIMIT, 0.0)


def _route(lang: str) -> str:
    args = {"label": Msg(code="recommend.fp8_weights_the_models"), "headline": "serving plan", "asked": "BF16",
            "fleet": "4 × azure Standard_NV36ads_A10_v5", "money": "$7.35", "share": 0.98}
    return word(Msg(code="edge_lead.route", args=args | edge_args(PlanEdge(7.35, 0.95, 11.7), LIMIT, FLOOR)), lang)


def test_headline_says_why_the_lead_moved() -> None:
    en = _route("en")
    assert "95% of its memory" in en and "≈ 12 tokens/s each" in en and "20 tokens/s floor" in en
    zh = _route("zh")
    assert "占用显存 95%" in zh and "每个用户约 12 tokens/s" in zh
    assert "seed" not in en and "§" not in en
