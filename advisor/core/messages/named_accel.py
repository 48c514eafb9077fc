"""The words of advisor/core/named_accel_lines.py: a named AWS Inferentia2 / Trainium instance or an Intel Gaudi
judged as the machine asked about — memory at the precision, the per-user decode bound from its bandwidth, the users
it serves at the asked speed, its month against the ranked plan, and the software caveats; figures from
tools/named_accel.py, formatted here, never computed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E

_NEURON_EN = ("Caveats: it runs on the AWS Neuron SDK (NxD Inference, optimum-neuron or vLLM's Neuron backend), not "
              "CUDA — check the model's architecture is on NxD Inference's supported list; the model is compiled ahead "
              "for fixed sequence-length and batch buckets (a 70B-class compile can take hours; cache the artefacts), "
              "so a longer context or a bigger batch means a recompile; CUDA-only kernels and quantisation formats "
              "(AWQ/GPTQ Marlin kernels) do not carry over; capacity differs by region")
_NEURON_ZH = ("注意：它跑在 AWS Neuron SDK 上（NxD Inference、optimum-neuron 或 vLLM 的 Neuron 后端），不是 CUDA——先确认该模型"
              "架构在 NxD Inference 的支持列表里；模型要预先按固定的序列长度和批大小档位编译"
              "（70B 级别可能要数小时，编译结果要缓存），"
              "上下文变长或批变大就要重新编译；只有 CUDA 的算子和量化格式（AWQ/GPTQ 的 Marlin 内核）用不了；各区域的容量不同")
_GAUDI_EN = ("Caveats: it runs on Intel's Gaudi software (SynapseAI) through vLLM's HPU backend or optimum-habana, not "
             "CUDA — check the model is on their validated list; the graphs are warmed up for fixed bucket shapes (a "
             "long warm-up at start), and CUDA-only kernels and quantisation formats do not carry over")
_GAUDI_ZH = ("注意：它跑在 Intel Gaudi 软件栈（SynapseAI）上，经 vLLM 的 HPU 后端或 optimum-habana，不是 CUDA——先确认该模型在"
             "它们的验证列表里；计算图要按固定的分桶形状预热（启动时预热较久），只有 CUDA 的算子和量化格式用不了")


def _line(a: Mapping[str, Any], zh: bool) -> str:
    head = (f"{a['machine']}（{a['chips']} × {a['chip']}）" if zh else
            f"{a['machine']} ({a['chips']} × {a['chip']})")
    if zh:
        mem = (f"设备内存（HBM）合计约 {a['memory']:,.0f} GB（按 {a['share']:.0%} 可用 ≈ {a['usable']:,.0f} GB），"
               f"{a['model']} 的 "
               f"{a['prec']} 权重约 {a['weights']:,.0f} GB + {a['concurrent']:,} 路 KV 约 {a['kv']:,.0f} GB = "
               f"{a['need']:,.0f} GB：" + ("放得下" if a["fits"] else "放不下"))
        speed = (f"带宽合计 {a['bw']:,.1f} TB/s，按 {a['eff']:.0%} 计，每步读一遍权重和全部 KV，{a['concurrent']:,} 路同时"
                 f"生成时每个用户约 {a['tok_s']:,.0f} tok/s（目标 {a['target']:,.0f}）" if a["fits"] else "")
        users = (f"按 {a['target']:,.0f} tok/s 每台约可服务 {a['users']:,} 路，{a['concurrent']:,} 路要 {a['machines']:,} 台"
                 if a["users"] else f"即使只服务 1 路也到不了 {a['target']:,.0f} tok/s")
        if a["usd_hour"] is None:
            cost = ("我持有的价格表里没有它的价格（不编造价格）：请向" + ("AWS" if a["stack"] == "neuron" else "卖方")
                    + "询价")
        else:
            cost = f"按需 ${a['usd_hour']:,.2f}/小时，一台每月约 ${a['one_month']:,.0f}（{a['hours']:,} 小时）"
            if a["month"] and a["machines"] > 1:
                cost += f"，{a['machines']:,} 台约 ${a['month']:,.0f}/月"
            if a["ratio"] and a["pick"]:
                cost += f"，是下面排名第一方案（{a['pick']}，约 ${a['pick_month']:,.0f}/月）的 {a['ratio']:.2f} 倍"
        parts = [p for p in (mem, speed, users, cost) if p]
        return (f"你问的 {head}：" + "；".join(parts) + "（速度是按带宽估的上限，需实测）。"
                + (_NEURON_ZH if a["stack"] == "neuron" else _GAUDI_ZH) + "。它不和下面的 CUDA 机器一起排名")
    mem = (f"≈ {a['memory']:,.0f} GB of device memory ({a['share']:.0%} usable ≈ {a['usable']:,.0f} GB) against "
           f"{a['model']} {a['prec']} weights ≈ {a['weights']:,.0f} GB + KV for {a['concurrent']:,} in flight ≈ "
           f"{a['kv']:,.0f} GB = {a['need']:,.0f} GB: " + ("it fits" if a["fits"] else "it does not fit"))
    speed = (f"{a['bw']:,.1f} TB/s of HBM at {a['eff']:.0%}, each step reading the weights and all KV once: ≈ "
             f"{a['tok_s']:,.0f} tok/s per user with {a['concurrent']:,} generating (target {a['target']:,.0f})"
             if a["fits"] else "")
    users = (f"at {a['target']:,.0f} tok/s one machine serves ≈ {a['users']:,} at once, so {a['concurrent']:,} need "
             f"{a['machines']:,}" if a["users"] else f"not even one user reaches {a['target']:,.0f} tok/s on it")
    if a["usd_hour"] is None:
        cost = ("no price row I hold prices it (none is invented): ask " + ("AWS" if a["stack"] == "neuron" else
                                                                            "the seller") + " for a quote")
    else:
        cost = f"${a['usd_hour']:,.2f}/h on demand, ≈ ${a['one_month']:,.0f} a month for one ({a['hours']:,} h)"
        if a["month"] and a["machines"] > 1:
            cost += f", {a['machines']:,} ≈ ${a['month']:,.0f} a month"
        if a["ratio"] and a["pick"]:
            cost += f" — {a['ratio']:.2f}× the ranked pick below ({a['pick']}, ≈ ${a['pick_month']:,.0f} a month)"
    parts = [p for p in (mem, speed, users, cost) if p]
    return (f"{head}, as asked: " + "; ".join(parts) + " (the speed is a bandwidth bound: measure it). "
            + (_NEURON_EN if a["stack"] == "neuron" else _GAUDI_EN) + ". It is not ranked with the CUDA machines below")


ENTRIES: dict[str, E] = {
    "accel.named": E(lambda a: _line(a, False), lambda a: _line(a, True)),
}
