"""Words for a pick sized to hold every open session at its stated context (tools.session_kv_pick)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _tail_en(a: Mapping[str, Any]) -> str:
    kv = "an FP8 KV cache" if a["fp8"] else "a 16-bit KV cache"
    out = (f"; the KV cache holds all {a['sessions']:,} open sessions at the full {a['ctx']:,} tokens (≈ {a['gb']:,.0f} "
           f"GB of KV in {kv}; the pick's pools take ≈ {a['held']:,} such sessions), and {a['gen']:,} generating at "
           "once set the speed")
    if a.get("fp8_plan"):
        out += (f"; an FP8 KV cache (vLLM / SGLang --kv-cache-dtype fp8: half the bytes; check answer quality on your own "
                f"long chats) holds them all on {a['fp8_plan']}")
    if a.get("instead"):
        wait = f", a wait of ≈ {a['refill_s']:,.0f} s on this pick" if a.get("refill_s") else ""
        out += (f"; re-prefilling idle sessions instead (a session dropped from the cache is recomputed when its user "
                f"comes back: a first token like a new prompt filling the context{wait}) fits {a['instead']}")
    return out


def _tail_zh(a: Mapping[str, Any]) -> str:
    kv = "FP8 KV 缓存" if a["fp8"] else "16 位 KV 缓存"
    out = (f"；KV 缓存按全部 {a['sessions']:,} 个开着的会话、每个满长 {a['ctx']:,} token 留在显存里（{kv}约 "
           f"{a['gb']:,.0f} GB；所选方案的缓存池约容纳 {a['held']:,} 个这样的会话），速度按同时生成的 {a['gen']:,} 路计算")
    if a.get("fp8_plan"):
        out += (f"；改用 FP8 KV 缓存（vLLM / SGLang --kv-cache-dtype fp8：字节减半，请用自己的长对话检查回答质量），"
                f"{a['fp8_plan']} 就能全部放下")
    if a.get("instead"):
        wait = f"，在这个方案上约 {a['refill_s']:,.0f} 秒" if a.get("refill_s") else ""
        out += (f"；如果改为让闲置会话回来时重新预填充（被挤出缓存的会话在用户回来时整段重算，首 token 像填满上下文的新提示一样慢"
                f"{wait}），{a['instead']} 就够")
    return out


ENTRIES: dict[str, E] = {
    "session_kv.tail.resident": E(_tail_en, _tail_zh),
    "session_kv.as_stated_it_holds": E(  # `way`: said at the route the line follows, not as asked
        lambda a: f"{'that way' if a.get('way') else 'as stated'} it holds ≈ {a['n']:,} of the {a['sessions']:,} open "
                  f"sessions at {a['seq_len']:,} tokens",
        lambda a: f"{'按这种方式' if a.get('way') else '按所述条件'}可承载 {a['sessions']:,} 个开着的会话中的约 {a['n']:,} 个"
                  f"（每个 {a['seq_len']:,} token）"),
    "session_kv.vram_shape": E(
        "all {sessions:,} open sessions at the full {context:,} tokens, {gen:,} of them generating at once",
        "全部 {sessions:,} 个开着的会话都按完整的 {context:,} token，其中同时生成 {gen:,} 路"),
    "session_kv.open_sessions": E("{sessions:,} open sessions a copy ({gen:,} of them generating at once)",
                                  "每份 {sessions:,} 个开着的会话（其中同时生成 {gen:,} 路）"),
    "session_kv.tail.plan": E("{fleet} at {money}/h", "{fleet}，每小时 {money}"),
    "session_kv.no_lead": E(
        lambda a: (f"No: {a['n']} × {a['name']} cannot hold {a['sessions']:,} open sessions at {a['ctx']:,} tokens each "
                   f"(their KV cache is ≈ {a['bf16_gb']:,.0f} GB at 16 bits, ≈ {a['fp8_gb']:,.0f} GB in FP8, beside the "
                   "weights" + (f"; it holds them all only with each session capped at ≈ {a['cap']:,} tokens"
                                if a.get("cap") else "")
                   + (f"; one machine with more HBM holds them all: {' or '.join(a['hbm_fix'])}, tensor parallel over "
                      "NVLink, with an FP8 KV cache" if a.get("hbm_fix") else "")
                   + f"). The nearest that works: {a['headline']}"),
        lambda a: (f"不行：{a['n']} × {a['name']} 放不下 {a['sessions']:,} 个同时开着、每个 {a['ctx']:,} token 的会话（它们的 "
                   f"KV 缓存 16 位约 {a['bf16_gb']:,.0f} GB，FP8 约 {a['fp8_gb']:,.0f} GB，还要加上权重"
                   + (f"；要在这台机器上全部放下，每个会话只能限制在约 {a['cap']:,} token" if a.get("cap") else "")
                   + (f"；一台 HBM 更大的机器能全部放下：{' 或 '.join(a['hbm_fix'])}，经 NVLink 张量并行、用 FP8 KV 缓存"
                      if a.get("hbm_fix") else "")
                   + f"）。最接近的可行方案：{a['headline']}")),
}
