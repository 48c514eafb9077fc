"""A serving load on the user's stated machine past the serving headroom limit: the users or the context that fit at
the limit and the smallest change (tools.stated_edge), said plainly (advisor/core/messages/stated_edge.py)."""

from __future__ import annotations

from advisor.core.messages import word
from tools.fit import Fit
from tools.schema import Msg
from tools.stated_edge import kv8_runs, levers, stated_edge, weight_step

LIMIT = 0.90  # tools.recommend.TIGHT_POOL_SHARE
GB = 10**9


def _fit(need: float, kv: float, weights: float, kv_16bit: bool = True, budget: float = 43.2) -> Fit:
    return Fit(rule="pool", framework="vllm", need=int(need * GB), budget=int(budget * GB), usable=int(48 * GB),
               estimate=int(need * GB), headroom=1.0, kv=int(kv * GB), kv_16bit=kv_16bit, weights=int(weights * GB))


def test_users_and_context_at_the_limit_on_two_l40s() -> None:
    # Mistral-Small-24B (config.json: 40 layers, 8 KV heads, head_dim 128), 16 agents at 32,768 tokens, one copy TP 2
    # over 2 × L40S (vLLM pool 0.9 × 48 = 43.2 GB a card). 16-bit KV: 2 × 40 × 8 × 128 × 2 B = 160 KiB a token,
    # × 32,768 × 16 = 85.9 GB, 42.9 GB a card; FP8 weights 23.6 GB ÷ 2 = 11.8 GB a card. Say the plan is 41.0 GB a card
    # with 28.0 GB of it KV (a mixed chat sizing): 41.0 ÷ 43.2 = 94.9 % > 90 %. At the limit the pool takes 38.88 GB;
    # fixed 13.0 GB, so 25.88 GB of KV: 16 × 25.88 ÷ 28.0 = 14.8 → 14 users; 32,768 × 25.88 ÷ 28 = 30,287 → 29,696
    # (whole 1,024s). An FP8 KV cache halves the KV: 13 + 14 = 27.0 GB (62.5 %) — the smallest change
    e = stated_edge(_fit(41.0, 28.0, 11.8), 16, 1, 32768, "fp8", (True, True), LIMIT)
    assert e is not None and round(e.share, 3) == 0.949
    assert e.users_fit == 14 and e.context_fit == 29696
    assert e.lever == "kv_fp8" and e.lever_share is not None and round(e.lever_share, 3) == 0.625


def test_copies_count_users_over_all_replicas_and_under_the_limit_is_none() -> None:
    # 4 × A10G (pool 0.9 × 24 = 21.6 GB) as 2 copies of TP 2, 40 users (20 a copy): 21.5 GB a card (99.5 %), KV 12 GB,
    # fixed 9.5 GB: at 90 % 19.44 − 9.5 = 9.94 GB of KV, 20 × 9.94 ÷ 12 = 16.6 → 16 a copy, 32 in all
    e = stated_edge(_fit(21.5, 12.0, 8.0, budget=21.6), 40, 2, 8192, "awq", (False, True), LIMIT)
    assert e is not None and e.users_fit == 32 and e.lever == "kv_fp8"
    # the same cards at 19.0 GB (88 %) are within the limit: nothing to say
    assert stated_edge(_fit(19.0, 10.0, 8.0, budget=21.6), 40, 2, 8192, "awq", (False, True), LIMIT) is None


def test_levers_follow_the_card() -> None:
    # an FP8 KV cache only where the card keeps one (compute capability ≥ 8.0: not a T4 at 7.5); 16-bit weights go to
    # FP8 on cards with FP8 kernels (Ada, Hopper), to INT4 otherwise; INT4 weights have no step below
    assert kv8_runs(8.6) and not kv8_runs(7.5) and not kv8_runs(None)
    assert weight_step("bf16", True) == "fp8" and weight_step("bf16", False) == "int4"
    assert weight_step("fp8", True) == "int4" and weight_step("awq", True) is None
    f = _fit(22.0, 10.0, 10.0, budget=23.2)
    assert [n for n, _ in levers(f, "bf16", False, kv8=False)] == ["weights_int4"]
    # a KV cache already 8-bit and INT4 weights: no precision step, only fewer users, a shorter context, one more card
    e = stated_edge(_fit(22.0, 10.0, 5.0, kv_16bit=False, budget=23.2), 30, 1, 16384, "awq", (True, True), LIMIT)
    assert e is not None and e.lever is None


def _lead(lang: str, lever: str | None) -> str:
    args = {"msg": "the plan", "machine": "2 × L40S", "need": 41.0, "pool": 43.2, "share": 0.949, "limit": LIMIT,
            "users": 16, "users_fit": 14, "context": 32768, "context_fit": 29696, "lever": lever,
            "lever_share": 0.625 if lever else None}
    return word(Msg(code="stated_edge.lead", args=args), lang)


def test_words_say_it_plainly() -> None:
    en = _lead("en", "kv_fp8")
    assert en.startswith("Not with room to serve: your 2 × L40S loads it") and "94.9%" in en and "90% serving limit" in en
    assert "≈ 14 users at 32,768 tokens" in en and "all 16 users at ≈ 29,696 tokens" in en
    assert "smallest change: an FP8 KV cache" in en and "or more cards" in en and "As asked: the plan" in en
    zh = _lead("zh", None)
    assert "没有部署余量" in zh and "约 14 路" in zh and "或加卡" in zh
    assert "seed" not in en + zh and "§" not in en + zh


def test_no_user_fits_at_the_full_context_says_the_context_that_does() -> None:
    # One user of Qwen2.5-32B FP8 at 32,768 tokens on 2 × RTX 4090 is at ≈ 95 % of the pool: zero users fit the full
    # context at the 90 % limit, so "≈ 0 users at 32,768 tokens, or all 1 users at ≈ 23,552" says nothing useful;
    # the line gives the context the stated users fit at instead.
    args = {"msg": "the plan", "machine": "2 × RTX 4090", "need": 22.1, "pool": 23.2, "share": 0.95, "limit": LIMIT,
            "users": 1, "users_fit": 0, "context": 32768, "context_fit": 23552, "lever": "kv_fp8", "lever_share": 0.86}
    en = word(Msg(code="stated_edge.lead", args=args), "en")
    zh = word(Msg(code="stated_edge.lead", args=args), "zh")
    assert "0 users" not in en and "1 at once fit at ≈ 23,552 tokens each" in en
    assert "约 0 路" not in zh and "1 路同时在用时每路约 23,552 token" in zh


def test_the_whole_pool_is_said_beside_the_limit() -> None:
    # Llama-3.3-70B in FP8 on 2 × L40S (TP 2, one copy), 5 users at 4,096: 40.3 GB a card of a 43.2 GB pool, KV 3.35 GB
    # a card (2 × 80 × 8 × 128 × 2 B = 320 KiB a token × 20,480 ÷ 2). The whole pool leaves 43.2 − 36.95 = 6.25 GB of KV a
    # card → 5 × 6.25 ÷ 3.35 = 9.3 → 9 users; 5 × 4,096 × 6.25 ÷ 3.35 = 38,209 tokens (an expert's ≈ 15 GB free on 86 GB
    # ≈ 45k counts no activations); at the 90 % limit only 2 users
    e = stated_edge(_fit(40.3, 3.35, 35.3), 5, 1, 4096, "fp8", (True, True), LIMIT)
    assert e is not None and e.users_fit == 2 and e.users_pool == 9 and 37_000 < e.tokens_pool < 39_000


def test_a_chat_mix_counts_whole_sessions_at_the_limit_not_its_average_share():
    # Hand: 10 chats held as 9 × 4,096 + 1 × 32,768 = 69,632 tokens; KV 6.96 GB a GPU (100 KB a token), weights and
    # buffers 35.6 GB, pool 43.2 GB: need 42.56 GB (98.5 %). At the 90 % limit the cache may take 38.88 − 35.6 =
    # 3.28 GB = 32,800 tokens: one whole 32,768-token session (never 3.28 ÷ 0.696 = 4 "users" of the mix's average),
    # and all 10 at ≈ 3,280 each (3,072 on the 1,024 step); the whole pool's 7.6 GB holds 2 sessions
    gb = 1e9
    f = Fit(rule="pool", framework="vllm", need=int(42.56 * gb), budget=int(43.2 * gb), usable=int(48 * gb),
            estimate=int(42.56 * gb), headroom=1.0, kv=int(6.9632 * gb))
    e = stated_edge(f, 10, 1, 32768, "fp8", (True, True), 0.9, held_tokens=69632)
    assert e is not None
    assert e.users_fit == 1
    assert e.users_pool == 2
    assert e.users_fit <= e.users_pool
    assert e.context_fit == 3072
