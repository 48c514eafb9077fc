"""The words of tools/offers.py's messages (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E

# catalog.check's quarantine kinds in Chinese: a Chinese answer words the kind; the detail is the check's English
QUARANTINE_ZH = {
    "spot_not_below_on_demand": "竞价价不低于按量价", "price_outlier": "价格异常", "regional_fraction": "区域价格只占一部分",
    "spot_discount": "竞价折扣异常", "unresolved_gpu": "GPU 型号无法识别", "gpu_memory_mismatch": "显存与型号不符",
    "retired": "该机型已下线", "capacity_block": "只按容量块预订出售（AWS Capacity Blocks），没有按量价",
    "no_price": "来源里没有按量、竞价或包月价格（可用 `gpu-advisor catalog import` 导入报价）",
    "stale_price": "有日期的官网价格与该行价格不符", "undated_ask": "市场报价未注明日期",
    "unconfirmed_price": "价格只来自一份未注明日期的第三方快照，没有带日期的读数或第二个报价佐证",
    "unknown_region": "区域 ID 无法识别", "shape_mismatch": "GPU 数、vCPU 或内存与机型名不符",
    "duplicate_key": "重复行",
}


def _quarantined_zh(a: Mapping[str, Any]) -> str:
    kinds = [QUARANTINE_ZH.get(k.split(":")[0].strip(), k.split(":")[0].strip()) for k in str(a["quarantined"]).split("|")]
    return "被 `catalog check` 隔离：" + "；".join(dict.fromkeys(kinds))


def _quarantined_en(a: Mapping[str, Any]) -> str:
    """catalog.check's reasons ("capacity_block: AWS sells … | no_price: no on-demand …") as their details, the kind
    ids (capacity_block, no_price) left out: an id is no word a user reads."""
    parts = [k.split(":", 1)[1].strip() if ":" in k else k.strip() for k in str(a["quarantined"]).split("|")]
    return "; ".join(dict.fromkeys(p for p in parts if p))


ENTRIES: dict[str, E] = {
    "offers.more_machines_than_stated": E("the plan spans more machines than the stated limit (one node)",
                                          "方案跨的机器数超过你说的上限（单机）"),
    "offers.accelerator_without_the_figures": E(
        "accelerator without the figures to size it (or not a CUDA / ROCm compute GPU: graphics and virtual-desktop "
        "boards)",
        "加速卡缺少估算所需参数（或不是 CUDA / ROCm 计算卡：图形与虚拟桌面卡）"),
    "offers.accelerator_not_in_the": E(
        "accelerator not in the GPU catalog",
        "加速卡不在 GPU 目录中"),
    "offers.gpu_only_attach_price": E(
        "GPU-only attach price (the host VM is extra and not in the source)",
        "只有 GPU 挂载价（主机另计，来源未给出）"),
    "offers.a_fraction_of_a": E("a fraction of a GPU (vGPU slice)", "只是一块 GPU 的一部分（vGPU 切片）"),
    "offers.no_public_price_in": E(
        "no public price in the catalog (import a quote: `gpu-advisor catalog import`)",
        "目录里没有公开价格（可导入报价：`gpu-advisor catalog import`）"),
    "offers.the_cards_kernels_cannot": E("the card's kernels cannot run this precision", "该卡的算子不支持这个精度"),
    "offers.attention_kernel": E("cannot run FlashAttention-3, which your code uses (Hopper, sm_90, only)",
                                 "跑不了你代码用的 FlashAttention-3（仅 Hopper，sm_90）"),
    "offers.amd_instinct_on_rocm": E(
        "AMD Instinct on ROCm: not planned for this work here (serving through vLLM / SGLang only)",
        "ROCm 上的 AMD Instinct：本顾问不为此类任务规划（仅限 vLLM / SGLang 推理）"),
    "offers.consumer_card_for_online": E(
        "consumer card for online serving (no ECC; GeForce licence excludes data centres)",
        "线上推理不用消费级卡（无 ECC；GeForce 授权不允许数据中心部署）"),
    "offers.marketplace_offer_for_online": E(
        "marketplace offer for online serving (no SLA, may be interrupted)",
        "线上推理不用算力市场的机器（无 SLA，可能被中断）"),
    "offers.no_price_for_the": E("no price for the chosen billing mode", "没有所选计费模式的价格"),
    "offers.a_brokers_resale_of": E(
        "a broker's resale of an offer its seller lists directly (the direct row is ranked; the broker's price is in its "
        "notes)",
        "经销商转售、直销方也在售的同一报价（排名用直销行，经销价格见其备注）"),
    "offers.marketplace_or_broker_offer": E(
        "marketplace or broker offer (left out as asked: --no-marketplace)",
        "算力市场或经销商报价（已按要求排除）"),
    "offers.price_or_sku_quarantined": E(
        "price or SKU quarantined by `gpu-advisor catalog check`",
        "价格或机型被 `catalog check` 隔离"),
    "offers.unconfirmed_price": E(
        "only an undated, unconfirmed price (one third-party snapshot; no dated reading or second listing confirms it): "
        "not ranked",
        "只有未注明日期、未经证实的价格（仅一份第三方快照，没有带日期的读数或第二个报价佐证）：不参与排名"),
    "offers.fewer_than_vcpu_per": E(
        "fewer than {vcpu_per_gpu} vCPU per GPU (2 vCPU starve a GPU to 50–70 % busy)",
        "每卡少于 {vcpu_per_gpu} 个 vCPU（2 个 vCPU 会让 GPU 利用率掉到 50–70%）"),
    "offers.host_ram_below_half": E(
        "host RAM below half the GPU memory (RAM should be ≥ GPU memory; loading and pinned buffers suffer)",
        "主机内存不到显存的一半（主存应 ≥ 显存；加载权重与 pinned 缓冲会受影响）"),
    "offers.not_from_a_stated": E("not from a stated provider", "不是指定的云厂商"),
    "offers.more_gpus_per_machine": E(
        "more GPUs per machine than you asked for (you would pay for idle cards)",
        "单机 GPU 数多于你要求的（会为闲置的卡付费）"),
    "offers.not_in_a_stated": E("not in a stated region", "不在指定区域"),
    "offers.not_the_gpu_you": E("not the GPU you asked for", "不是你指定的 GPU"),
    "offers.the_model_does_not": E("the model does not fit this card in one machine", "单台机器装不下这个模型"),
    "offers.would_split_one_copy": E(
        "would split one copy of the model across machines without ≥ {rdma_min_gbit_s} Gbps RDMA",
        "需要把一份模型拆到多台机器上，但机器间没有 ≥ {rdma_min_gbit_s} Gbps RDMA"),
    "offers.would_need_more_than": E(
        "would need more than {max_serving_gpus} GPUs for the load",
        "承载该负载需要超过 {max_serving_gpus} 张 GPU"),
    "offers.over_the_stated_budget": E("over the stated budget", "超出预算"),
    "offers.cannot_finish_before_the": E("cannot finish before the deadline", "无法在期限内完成"),
    "offers.cannot_decode_the_per": E(
        "cannot decode the per-user floor (or the stated throughput), or the card has no speed figures to check it",
        "达不到每个用户的解码速度下限（或要求的吞吐），或该卡缺少可核算速度的参数"),
    # a batch or training job's card with no TFLOPS figure (tools.recommend.floor_reason): no per-user floor is involved
    "offers.no_figures_to_time_the_job": E(
        "the card has no TFLOPS figure to time the job with",
        "该卡缺少可核算任务时长的算力（TFLOPS）参数"),
    "offers.less_memory_per_card": E("less memory per card than you asked for", "单卡显存低于你要求的"),
    "offers.cannot_prefill_the_stated": E(
        "cannot prefill the stated context within the time-to-first-token limit",
        "无法在首 token 延迟上限内完成所述上下文的预填充"),
    "offers.speed_at_load_unchecked": E(
        "the card has no bandwidth or TFLOPS figure, so its per-user speed and first token at the stated load cannot be "
        "computed (plans verified at load are preferred)",
        "该卡缺少带宽或 TFLOPS 数据，无法核算所述负载下的每用户速度和首 token（优先推荐已在负载下核实的方案）"),
    "offers.the_card_has_no": E(
        "the card has no TFLOPS figure, so its time to first token cannot be checked (plans verified to meet the stated "
        "limit are preferred)",
        "该卡缺少 TFLOPS 数据，无法核算首 token 延迟（优先推荐已核实满足上限的方案）"),
    "offers.suspect_spot": E(
        lambda a: (f"its spot price is under {a['share']:.0%} of on-demand on a multi-GPU machine, past any discount clouds "
                   "advertise (likely a per-GPU or stale quote): not used"),
        lambda a: f"多卡机器的竞价低于按量价的 {a['share']:.0%}，超出云厂商公布的折扣（可能是单卡价或过期报价）：未采用"),
    "offers.eligible": E(_quarantined_en, _quarantined_zh),
    "offers.pcie_tp_loss": E(
        "The pick's TP {tp} runs over PCIe (no NVLink): its speed per user is after a {loss:.0%} all-reduce loss, the "
        "low end of the 30–60 % that communication can take there, and the per-user floor was judged on that figure",
        "首选方案的 TP {tp} 走 PCIe（无 NVLink）：每个用户的速度已扣除 {loss:.0%} 的 all-reduce 损耗（通信可能占 30–60%，"
        "取下限），每路速度下限也按这个数判断"),
}
