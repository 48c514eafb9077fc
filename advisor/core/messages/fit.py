"""The words of tools/fit.py's messages (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _levers_en(a: Mapping[str, Any]) -> list[str]:
    """tools.fit.thin_levers in English: the KV lever, the weights lever, one more card."""
    out = []
    if a["has_kv"]:
        ways = (["an 8-bit KV cache"] if a["fp8"] else []) + ["half the longest context"] + (
            ["half the sequences at once"] if a["seqs"] > 1 else [])
        out.append(f"the KV cache is {a['kv']} per GPU, {' or '.join(ways)} frees ≈ {a['half']} per GPU")
    if a.get("w8"):
        out.append(f"8-bit weights (FP8/INT8) free ≈ {a['w8']} per GPU")
    return out + ["one more card"]


def _levers_zh(a: Mapping[str, Any]) -> list[str]:
    out = []
    if a["has_kv"]:
        ways = (["改用 8-bit KV cache"] if a["fp8"] else []) + ["最长上下文减半"] + (
            ["同时在跑的序列减半"] if a["seqs"] > 1 else [])
        out.append(f"KV cache 每卡 {a['kv']}，{'或'.join(ways)}每卡约省 {a['half']}")
    if a.get("w8"):
        out.append(f"改用 8-bit 权重（FP8/INT8）每卡约省 {a['w8']}")
    return out + ["多加一张卡"]


ENTRIES: dict[str, E] = {
    "fit.weights_activations_kv_cache": E(
        "weights + activations + KV cache ÷ {frac:g} + runtime buffers ≈ {gb} per GPU against {gb_2} usable ({eng} gives "
        "its KV pool {frac:g} of what is free)",
        "权重 + 激活值 + KV cache ÷ {frac:g} + 运行时缓冲 ≈ 每卡 {gb}，可用 {gb_2}（{eng} 的 KV 池取空闲显存的 {frac:g}）"),
    "fit.weights_activations_kv_cache_2": E(
        lambda a: (f"weights + activations + KV cache + runtime buffers ≈ {a['gb']} per GPU"
                   + (f" ({a['all']} in all with the CUDA context and fragmentation, outside the pool)" if a.get("all")
                      else "") + f" against {a['eng']}'s pool of {a['frac']:g} × {a['gb_2']} = {a['gb_3']}"),
        lambda a: (f"权重 + 激活值 + KV cache + 运行时缓冲 ≈ 每卡 {a['gb']}"
                   + (f"（连同池外的 CUDA 上下文和碎片共 {a['all']}）" if a.get("all") else "")
                   + f"，{a['eng']} 的显存池为 {a['frac']:g} × {a['gb_2']} = {a['gb_3']}")),
    "fit.per_gpu_of_usable": E(
        "≈ {gb} per GPU of {gb_2} usable ({eng} allocates it all once at start)",
        "每卡约 {gb}，可用 {gb_2}（{eng} 启动时一次性分配）"),
    "fit.per_gpu_with_the": E(
        "≈ {gb} per GPU ({gb_2} with the × {headroom:g} headroom) of {gb_3} usable",
        "每卡约 {gb}（留 × {headroom:g} 余量为 {gb_2}），可用 {gb_3}"),
    "fit.per_gpu_of_s": E(
        lambda a: (f"≈ {a['gb']} per GPU of {a['eng']}'s {a['gb_2']} pool"
                   + (f"; {a['all']} in all with the CUDA context outside the pool" if a.get("all") else "")),
        lambda a: (f"每卡约 {a['gb']}，{a['eng']} 显存池 {a['gb_2']}"
                   + (f"；连同池外的 CUDA 上下文共 {a['all']}" if a.get("all") else ""))),
    "fit.per_gpu_with_headroom": E(
        "≈ {gb} per GPU, {gb_2} with × {headroom:g} headroom, of {gb_3}",
        "每卡约 {gb}，留 × {headroom:g} 余量为 {gb_2}，可用 {gb_3}"),
    "fit.per_gpu_of_usable_2": E("≈ {gb} per GPU of {gb_2} usable", "每卡约 {gb}，可用 {gb_2}"),
    "fit.does_not_fit": E("{base}: does not fit", "{base}：装不下"),
    "fit.fits_without_margin": E(
        "{base}: fits without the margin, tight ({gb} spare before it): test a few steps first",
        "{base}：不留余量装得下，但很紧（不计余量时余 {gb}）：先试跑几步"),
    "fit.fits_tight_spare": E("{base}: fits, tight ({gb} spare)", "{base}：装得下，但很紧（余 {gb}）"),
    "fit.fits_spare": E("{base}: fits ({gb} spare)", "{base}：装得下（余 {gb}）"),
    "fit.fits_thin_spare": E(
        "{base}: fits only just ({gb} spare, under 5 % or 1 GiB: no room for CUDA graphs, a longer prompt or a driver "
        "update; test it at full load before relying on it); {levers}",
        "{base}：勉强装得下（余 {gb}，不到 5% 或 1 GiB：CUDA graph、更长的提示或驱动更新都没有余地；满负载实测后"
        "再用）；{levers}"),
    "fit.thin_levers": E(lambda a: "room: " + "; or ".join(_levers_en(a)), lambda a: "腾出余量：" + "；或".join(_levers_zh(a))),
    "fit.borderline_with_gpu_memory": E(
        "borderline: with --gpu-memory-utilization {raised_utilisation:g} the pool is {gb} and it fits ({gb_2} spare), to "
        "test on a card running nothing else",
        "临界：--gpu-memory-utilization {raised_utilisation:g} 时显存池为 {gb}，装得下（余 "
        "{gb_2}），需在不跑别的进程的卡上实测"),
    "fit.pre_allocates_its_kv": E(
        "{eng} pre-allocates its KV pool and the plan is judged against that pool",
        "{eng} 预先分配 KV 显存池，方案按该池判断"),
    "fit.allocates_the_weights_the": E(
        "{eng} allocates the weights, the KV cache for the whole context and its compute buffer once at start (no pool to "
        "fill, nothing grows), so the estimate is judged against the card",
        "{eng} 启动时一次性分配权重、整个上下文的 KV cache "
        "和计算缓冲（没有显存池，运行中不增长），所以按估算值对照整张卡判断"),
    "fit.the_estimate_headroom_must": E(
        "the estimate × {headroom:g} headroom must fit the card",
        "估算值 × {headroom:g} 余量须装得下"),
}
