"""The words of tools/owned_device.py: serving on the user's own Apple silicon machine."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _en(a: Mapping[str, Any]) -> str:
    p = str(a["precision"]).upper()
    if not a["fits"]:
        return (f"No: {a['model']} in {p} with {a['users']:,} users × {a['ctx']:,} tokens needs ≈ {a['need']:,.1f} GB, "
                f"more than the ≈ {a['usable']:,.0f} GB your {a['gpu']}'s GPU may use of its {a['memory']:,.0f} GB "
                f"unified memory ({a['share']:.0%}); a rental that holds it is below")
    return (f"Yes, your own {a['gpu']} runs it, no rental needed: {a['model']} in {p} with {a['users']:,} users × "
            f"{a['ctx']:,} tokens needs ≈ {a['need']:,.1f} GB of the ≈ {a['usable']:,.0f} GB its GPU may use "
            f"({a['share']:.0%} of {a['memory']:,.0f} GB unified memory by default); ≈ {a['tps']:,.0f} tokens/s per "
            f"user with all {a['users']:,} busy, ≈ {a['alone']:,.0f} alone (decode from its {a['bw']:,.0f} GB/s "
            "memory bandwidth). Run it with llama.cpp (Metal) or MLX — no CUDA, so not vLLM; the weak spot is the "
            "first token on long prompts (prefill is compute-bound and Apple publishes no FLOPS figure, so it is not "
            "sized here: time a long prompt). Renting is the alternative below")


def _zh(a: Mapping[str, Any]) -> str:
    p = str(a["precision"]).upper()
    if not a["fits"]:
        return (f"不够：{a['model']}（{p}，{a['users']:,} 人 × {a['ctx']:,} token）需约 {a['need']:,.1f} GB，超过你的 "
                f"{a['gpu']} 的 GPU 可用的约 {a['usable']:,.0f} GB（统一内存共 {a['memory']:,.0f} GB 的 "
                f"{a['share']:.0%}）；下面是能放下的租用方案")
    return (f"够：用你自己的 {a['gpu']} 就能跑，不用租：{a['model']}（{p}，{a['users']:,} 人 × {a['ctx']:,} token）"
            f"需约 {a['need']:,.1f} GB，GPU 默认可用约 {a['usable']:,.0f} GB（{a['memory']:,.0f} GB 统一内存的 "
            f"{a['share']:.0%}）；{a['users']:,} 人同时在用时每人约 {a['tps']:,.0f} tokens/s，单人约 "
            f"{a['alone']:,.0f} tokens/s（按 {a['bw']:,.0f} GB/s 内存带宽估算解码）。用 llama.cpp（Metal）或 MLX 跑——"
            "没有 CUDA，不能用 vLLM；弱点是长提示的首字（预填充看算力，Apple 没公布 FLOPS，这里不估算：请实测一次长提示）。"
            "租 GPU 是下面的备选")


ENTRIES: dict[str, E] = {
    "owned_device.serving": E(_en, _zh),
    "owned_device.held": E("your own machine holds it (see above); no rental needed",
                           "你自己的机器放得下（见上文），不用租"),
    "owned_device.not_held": E("your own machine does not hold it (see above)", "你自己的机器放不下（见上文）"),
}
