"""Words for a serving load that fills the user's stated machine past the serving headroom limit (tools.stated_edge):
the machine is kept, the answer says plainly it does not fit with headroom, what fits at the limit, and the smallest
change."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E

_LEVER_EN = {"kv_fp8": "an FP8 KV cache (vLLM --kv-cache-dtype fp8)", "weights_fp8": "FP8 weights",
             "weights_int4": "INT4 weights (an AWQ/GPTQ checkpoint; test its quality on your own prompts)"}
_LEVER_ZH = {"kv_fp8": "FP8 KV 缓存（vLLM --kv-cache-dtype fp8）", "weights_fp8": "FP8 权重",
             "weights_int4": "INT4 权重（AWQ/GPTQ 版本；先在自己的任务上测质量）"}


def _engine(a: Mapping[str, Any]) -> str:
    return f"{a['engine']}'s" if a.get("engine") else "the engine's"


def _engine_zh(a: Mapping[str, Any]) -> str:
    return f"{a['engine']} " if a.get("engine") else "引擎"


def _fit_en(a: Mapping[str, Any]) -> str:
    if not a.get("users_fit") and a.get("context_fit"):  # not one user at the full context: the context that fits
        return f"at that limit {a['users']:,} at once fit at ≈ {a['context_fit']:,} tokens each"
    ctx = (f", or all {a['users']:,} users at ≈ {a['context_fit']:,} tokens each" if a.get("context_fit")
           else "")
    return f"at that limit it holds ≈ {a['users_fit']:,} users at {a['context']:,} tokens{ctx}"


def _fit_zh(a: Mapping[str, Any]) -> str:
    if not a.get("users_fit") and a.get("context_fit"):
        return f"按这个上限，{a['users']:,} 路同时在用时每路约 {a['context_fit']:,} token 上下文"
    ctx = f"，或 {a['users']:,} 路都用约 {a['context_fit']:,} token 上下文" if a.get("context_fit") else ""
    return f"按这个上限，可同时容纳约 {a['users_fit']:,} 路 {a['context']:,} token 的对话{ctx}"


def _pool_en(a: Mapping[str, Any]) -> str:
    """The whole pool's KV room (what the engine allocates): the users it holds at the stated context."""
    if not a.get("users_pool"):
        return ""
    return (f"; the whole pool leaves ≈ {a['tokens_pool']:,} tokens of KV cache, ≈ {a['users_pool']:,} users at "
            f"{a['context']:,} tokens")


def _pool_zh(a: Mapping[str, Any]) -> str:
    if not a.get("users_pool"):
        return ""
    return f"；整个显存池留给 KV cache 约 {a['tokens_pool']:,} token，约 {a['users_pool']:,} 路 {a['context']:,} token 的对话"


def _more_en(a: Mapping[str, Any]) -> str:
    return f"{a['more']}" if a.get("more") else "more cards"


def _more_zh(a: Mapping[str, Any]) -> str:
    return f"{a['more']}" if a.get("more") else "加卡"


def _change_en(a: Mapping[str, Any]) -> str:
    rest = f"fewer users at once, a shorter context, or {_more_en(a)}"
    if a.get("lever") and a.get("repo"):  # the makers' own 4-bit checkpoint (ModelArch.int4_checkpoint), named
        whose = "the community checkpoint" if a.get("community") else "the makers' own"
        return (f"smallest change: INT4 weights, {whose} {a['repo']} (AWQ 4-bit; test its quality on your own "
                f"prompts), ≈ {a['lever_need']:.1f} GB per GPU in the pool ({a['lever_share']:.0%} of it); else {rest}")
    if a.get("lever"):
        return (f"smallest change: {_LEVER_EN[a['lever']]} (≈ {a['lever_share']:.0%} of the pool); "
                f"else {rest}")
    return f"no precision step on these cards brings it under the limit: {rest}"


def _change_zh(a: Mapping[str, Any]) -> str:
    rest = f"减少同时在线用户、缩短上下文，或{_more_zh(a)}"
    if a.get("lever") and a.get("repo"):
        whose = "社区发布的" if a.get("community") else "官方的"
        return (f"最小的改动：INT4 权重，用{whose} {a['repo']}（AWQ 4-bit；先在自己的任务上测质量），每卡约 "
                f"{a['lever_need']:.1f} GB（池内，约占显存池 {a['lever_share']:.0%}）；否则{rest}")
    if a.get("lever"):
        return f"最小的改动：{_LEVER_ZH[a['lever']]}（约占显存池 {a['lever_share']:.0%}）；否则{rest}"
    return f"这些卡上换精度也降不到上限以下：{rest}"


ENTRIES: dict[str, E] = {
    "stated_edge.lead": E(
        lambda a: (f"Not with room to serve: your {a['machine']} loads it, but ≈ {a['need']:.1f} GB per GPU inside "
                   f"{_engine(a)} {a['pool']:.1f} GB pool is {a['share']:.1%} of it, past our {a['limit']:.0%} serving "
                   "limit (in-pool "
                   "figures: the CUDA context outside the pool comes on top; the memory estimate's own error is a few GB "
                   f"a card, so test it before relying on it){_pool_en(a)}; {_fit_en(a)}; {_change_en(a)}. As asked: "
                   f"{a['msg']}"),
        lambda a: (f"你的 {a['machine']} 能加载，但没有部署余量：{_engine_zh(a)}显存池内每卡约 {a['need']:.1f} GB，"
                   f"池 {a['pool']:.1f} GB，占 {a['share']:.1%}，超过 {a['limit']:.0%} 的部署上限（均为池内数字，池外的 "
                   f"CUDA 上下文另计；显存估算本身每卡有几 GB 误差，上线前先实测）{_pool_zh(a)}；"
                   f"{_fit_zh(a)}；{_change_zh(a)}。按你的要求：{a['msg']}")),
    "stated_edge.more_cards": E(
        lambda a: (f"{a['n']} × {a['gpu']} ("
                   + (f"{a['refused']} would not divide the model's {a['heads']} attention / {a['kv']} KV heads; "
                      if a.get("refused") else "")
                   + (f"tensor parallel {a['tp']}" if a["copies"] == 1 else f"{a['copies']} copies of tensor parallel {a['tp']}")
                   + f": ≈ {a['need']:.1f} GB per GPU in the pool, {a['share']:.0%})"),
        lambda a: (f"用 {a['n']} 张 {a['gpu']}（"
                   + (f"{a['refused']} 张整除不了模型的 {a['heads']} 个注意力头 / {a['kv']} 个 KV 头；"
                      if a.get("refused") else "")
                   + (f"张量并行 {a['tp']}" if a["copies"] == 1 else f"{a['copies']} 份、每份张量并行 {a['tp']}")
                   + f"：池内每卡约 {a['need']:.1f} GB，占 {a['share']:.0%}）")),
}
