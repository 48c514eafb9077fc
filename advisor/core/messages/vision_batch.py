"""The words of tools/vision_batch.py's messages: a vision model's batch (embeddings, upscaling, matting, page
indexing) sized from FLOPs per item or a measured speed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E
from tools.wording import money_text

_UNIT_EN = {"embed": "images", "upscale": "frames", "matting": "images", "pages": "pages", "track": "frames",
            "parse": "pages", "caption": "images"}
_UNIT_ZH = {"embed": "张图片", "upscale": "帧", "matting": "张图片", "pages": "页", "track": "帧", "parse": "页",
            "caption": "张图片"}
_VERB_EN = {"embed": "embedded", "upscale": "upscaled 4×", "matting": "background removed", "pages": "indexed",
            "track": "segmented and tracked", "parse": "parsed to Markdown", "caption": "captioned"}
_CAP_EN = " (a conv net: no card credited above a 4090's)"
_CAP_ZH = "（卷积网络：不按高于 4090 的算力计）"
_VERB_ZH = {"embed": "做向量", "upscale": "做 4 倍超分", "matting": "抠图去背景", "pages": "建索引", "track": "分割跟踪",
            "parse": "解析成 Markdown", "caption": "生成描述"}


def _unit_en(a: Mapping[str, Any]) -> str:
    """The items' word: still photos upscaled are images, not video frames."""
    return "images" if a.get("still") else _UNIT_EN[a["task"]]


def _unit_zh(a: Mapping[str, Any]) -> str:
    return "张图片" if a.get("still") else _UNIT_ZH[a["task"]]


def _verb_en(a: Mapping[str, Any]) -> str:
    return f"upscaled {a['scale']:g}×" if a["task"] == "upscale" and a.get("scale") else _VERB_EN[a["task"]]


def _verb_zh(a: Mapping[str, Any]) -> str:
    return f"做 {a['scale']:g} 倍超分" if a["task"] == "upscale" and a.get("scale") else _VERB_ZH[a["task"]]


def _span(lo: float, hi: float) -> str:
    """A range to two significant figures below 10 ("0.62–0.94", "1.2–1.9"), whole above ("30–49")."""
    if hi >= 10:
        return f"{lo:,.0f}–{hi:,.0f}"
    return f"{lo:.2g}–{hi:.2g}"


def _cloud_name(cloud: str, zh: bool = False) -> str:
    from catalog.places import display_name

    return display_name(cloud, zh)


def _head_en(a: Mapping[str, Any]) -> str:
    when = f" within {a['within']}" if a.get("within") else ""
    day = " a day" if a.get("daily") else ""
    return (f"{a['name']}: {a['items']:,.0f} {_unit_en(a)}{day} {_verb_en(a)}{when} — rent {a['row']} "
            f"(independent shards, no interconnect needed){a.get('assumed') or ''}")


def _head_zh(a: Mapping[str, Any]) -> str:
    when = f"，{a['within']}内完成" if a.get("within") else ""
    day = "每天 " if a.get("daily") else ""
    return (f"{a['name']}：{day}{a['items']:,.0f} {_unit_zh(a)}{_verb_zh(a)}{when}——租 {a['row']}"
            f"（各机独立分片，无需高速互联）{a.get('assumed') or ''}")


def _frames_en(a: Mapping[str, Any]) -> str:
    if not a.get("hours"):
        return ""
    said = " (assumed: say yours)" if a["fps_assumed"] else ""
    size = f", each {a['frame']}" + (" (480p stored as DVD frames, assumed)" if a["frame_assumed"] else "")
    if a["task"] == "track":  # SAM 2 resizes every frame to 1024×1024: the frame size does not change the work
        size = ""
    return f"{a['hours']:,.0f} h × 3,600 × {a['fps']:g} fps{said} = {a['items']:,.0f} frames{size}; "


def _frames_zh(a: Mapping[str, Any]) -> str:
    if not a.get("hours"):
        return ""
    said = "（假设值，请告知实际帧率）" if a["fps_assumed"] else ""
    size = f"，每帧 {a['frame']}" + ("（480p 按 DVD 画幅假设）" if a["frame_assumed"] else "")
    if a["task"] == "track":
        size = ""
    return f"{a['hours']:,.0f} 小时 × 3,600 × {a['fps']:g} fps{said} = {a['items']:,.0f} 帧{size}；"


def _rate(per_s: float) -> str:
    """A card's items a second, to three significant figures below 10 (0.44 frames/s was said as 0)."""
    return f"{per_s:,.0f}" if per_s >= 10 else f"{per_s:.3g}"


def _work_en(a: Mapping[str, Any]) -> str:
    unit = _unit_en(a)
    if a.get("bench"):
        rate = (f"{a['gflop']:,.4g} GFLOP an item ({a['source']}) × {a['items']:,.0f} = {a['total']:.3g} FLOP; measured "
                f"{a['bench_per_s']:g} images/s on one RTX 4090 at {a['bench_frame']} input ({a['bench']}) = "
                f"{a['util']:.0%} of its dense FP16 peak, scaled to the {a['gpu']} at {a['peak']:,.0f} TFLOPS"
                f"{_CAP_EN if a.get('capped') else ''} ≈ {_rate(a['per_s'])} {unit}/s a card (an estimate: pilot it)")
    elif a["measured"]:
        rate = (f"measured {a['a100_per_s']:g} {unit}/s on one A100 ({a['source']}), ≈ {a['per_s']:,.1f}/s on the "
                f"{a['gpu']}")
    else:
        rate = (f"{a['gflop']:,.4g} GFLOP an item ({a['source']}) × {a['items']:,.0f} = {a['total']:.3g} FLOP; the "
                f"{a['gpu']} at {a['peak']:,.0f} TFLOPS dense FP16{_CAP_EN if a.get('capped') else ''} × "
                f"{a['util']:.0%} utilisation (assumed) ≈ "
                f"{_rate(a['per_s'])} {unit}/s a card")
    return f"Work: {_frames_en(a)}{rate} → ≈ {a['gpu_hours']:,.1f} GPU-hours"


def _work_zh(a: Mapping[str, Any]) -> str:
    unit = "张" if a.get("still") else _unit_zh(a).removeprefix("张")
    if a.get("bench"):
        rate = (f"每项 {a['gflop']:,.4g} GFLOP（{a['source']}）× {a['items']:,.0f} = {a['total']:.3g} FLOP；"
                f"RTX 4090 实测每秒 {a['bench_per_s']:g} 张（输入 {a['bench_frame']}，{a['bench']}），即其稠密 FP16 峰值的 "
                f"{a['util']:.0%}，按 {a['gpu']} 的 {a['peak']:,.0f} TFLOPS{_CAP_ZH if a.get('capped') else ''}折算 ≈ "
                f"每卡每秒 {_rate(a['per_s'])} {unit}（估算值，先试跑）")
    elif a["measured"]:
        rate = (f"实测单张 A100 每秒 {a['a100_per_s']:g} {unit}（{a['source']}），{a['gpu']} 约每秒 {a['per_s']:,.1f} "
                f"{unit}")
    else:
        rate = (f"每项 {a['gflop']:,.4g} GFLOP（{a['source']}）× {a['items']:,.0f} = {a['total']:.3g} FLOP；"
                f"{a['gpu']} 稠密 FP16 {a['peak']:,.0f} TFLOPS{_CAP_ZH if a.get('capped') else ''} × 利用率 "
                f"{a['util']:.0%}（假设值）≈ 每卡每秒 {_rate(a['per_s'])} "
                f"{unit}")
    return f"工作量：{_frames_zh(a)}{rate} → 约 {a['gpu_hours']:,.1f} GPU 小时"


def _index_en(a: Mapping[str, Any]) -> str:
    s = (f"Index: {a['items']:,.0f} × {a['vectors']:,} vector{'s' if a['vectors'] > 1 else ''} × {a['dim']:,} dims × "
         f"2 bytes (FP16) ≈ {a['gb']:,.0f} GB ({a['bin_gb']:,.0f} GB binarised), before index structures")
    if a.get("store_gb") is not None:
        s += (f" — fits the {a['store_gb']:,.0f} GB you named" if a["fits"] else
              f" — ⚠️ does NOT fit the {a['store_gb']:,.0f} GB you named")
    if a["multi"]:
        s += ("; plain pgvector stores one vector a row and has no late-interaction (MaxSim) scoring: binarise or "
              "pool the vectors and use a multi-vector engine (Vespa, Qdrant multivector, PLAID), or a two-stage "
              "design (a single-vector or BM25-on-OCR first stage, then MaxSim rerank of the top 100–500)")
    else:
        s += "; for dedup and search use an ANN index (FAISS IVF-PQ or HNSW) — PQ shrinks it many times"
    return s


def _index_zh(a: Mapping[str, Any]) -> str:
    s = (f"索引：{a['items']:,.0f} × {a['vectors']:,} 个向量 × {a['dim']:,} 维 × 2 字节（FP16）≈ {a['gb']:,.0f} GB"
         f"（二值化后 {a['bin_gb']:,.0f} GB），不含索引结构")
    if a.get("store_gb") is not None:
        s += (f"——放得进你说的 {a['store_gb']:,.0f} GB" if a["fits"] else f"——⚠️ 放不进你说的 {a['store_gb']:,.0f} GB")
    if a["multi"]:
        s += ("；普通 pgvector 一行一个向量，没有后期交互（MaxSim）打分：请二值化或池化向量并用多向量引擎（Vespa、Qdrant "
              "multivector、PLAID），或两阶段（单向量或 OCR 文本 BM25 初筛，再对前 100–500 页做 MaxSim 重排）")
    else:
        s += "；去重和检索用 ANN 索引（FAISS IVF-PQ 或 HNSW），PQ 可压缩数倍"
    return s


def _caption_en(a: Mapping[str, Any]) -> str:
    passes = (f"; × {a['passes']} generate calls an image (caption and OCR are separate tasks) = {a['gflop']:,.0f} "
              "GFLOP" if a["passes"] > 1 else "; one task an image (each extra task, e.g. OCR, is another pass)")
    return (f"Per image: {a['name']} = its DaViT encoder at {a['side']}² ≈ {a['vision']:,.0f} GFLOP + the language "
            f"encoder over {a['visual']} visual tokens + {a['out']} output tokens × {a['beams']} beams (assumed length: "
            f"say yours) ≈ {a['one']:,.0f} GFLOP a pass{passes}")


def _caption_zh(a: Mapping[str, Any]) -> str:
    passes = (f"；每张图 {a['passes']} 次生成（描述和 OCR 是两个任务）= {a['gflop']:,.0f} GFLOP" if a["passes"] > 1
              else "；每张图一个任务（再加 OCR 等任务，每个多一遍）")
    return (f"每张图：{a['name']} = DaViT 图像编码器（{a['side']}²）约 {a['vision']:,.0f} GFLOP + 语言编码器处理 "
            f"{a['visual']} 个视觉 token + 输出 {a['out']} 个 token × {a['beams']} 束（长度为假设值，请告知实际）≈ 每遍 "
            f"{a['one']:,.0f} GFLOP{passes}")



def _host_en(a: Mapping[str, Any]) -> str:
    cur = a["currency"]

    def one(r: Mapping[str, Any], what: str) -> str:
        return (f"{what} {r['gb']:,.0f} GB (≈ {r['need_gib']:,.0f} GiB of RAM with the index structures, × "
                f"{a['headroom']:g} assumed): {r['provider']} `{r['instance']}` ({r['n']} × {r['gpu']}, {r['ram']:,.0f} GiB "
                f"RAM) at {money_text(r['hourly'], cur)}/h ≈ {money_text(r['month'], cur, 0)} a month")
    parts = [one(a[k], w) for k, w in (("bin", "binarised"), ("fp16", "kept in FP16")) if a.get(k)]
    return ("Serving a month (24/7, {h:,} h; the cheapest priced machine whose GPU encodes the queries and whose RAM "
            "holds the index): ".format(h=a["hours"]) + "; ".join(parts)
            + " — an SSD-backed engine (PLAID on disk, Vespa) can hold the FP16 vectors on NVMe instead, at the binarised "
              "machine's price plus its disk")


def _host_zh(a: Mapping[str, Any]) -> str:
    cur = a["currency"]

    def one(r: Mapping[str, Any], what: str) -> str:
        return (f"{what} {r['gb']:,.0f} GB（连同索引结构按 × {a['headroom']:g} 估约需 {r['need_gib']:,.0f} GiB 内存）："
                f"{r['provider']} `{r['instance']}`（{r['n']} × {r['gpu']}，内存 {r['ram']:,.0f} GiB）每小时 "
                f"{money_text(r['hourly'], cur)} ≈ 每月 {money_text(r['month'], cur, 0)}")
    parts = [one(a[k], w) for k, w in (("bin", "二值化"), ("fp16", "FP16 原样保存")) if a.get(k)]
    return (f"在线服务每月（24/7，{a['hours']:,} 小时；最便宜的有价机型：GPU 编码查询，内存装下索引）："
            + "；".join(parts) + "——若用落盘引擎（PLAID 落盘、Vespa）把 FP16 向量放在 NVMe 上，按二值化那台机器的价格加磁盘即可")

ENTRIES: dict[str, E] = {
    "vision_batch.caption": E(_caption_en, _caption_zh),
    "vision_batch.per_item": E(
        lambda a: (f"{a['name']} is sized here per image: ≈ {a['gflop']:,.0f} GFLOP an image ({a['source']}) → at "
                   f"{a['util']:.0%} of the dense FP16 peak (assumed) ≈ "
                   + ", ".join(f"{r:,.0f} images/s on an {c}" for c, r in zip(a["cards"], a["rates"], strict=True))
                   + ("; the batch's GPU-hours are images ÷ that rate (each further task an image, e.g. OCR, is another "
                      "pass)" if a["task"] == "caption" else "; the build is images ÷ that rate, and an online search "
                      "is its query rate × the same work a query image")),
        lambda a: (f"{a['name']} 可以按每张图估算：每张约 {a['gflop']:,.0f} GFLOP（{a['source']}）→ 按 FP16 稠密峰值的 "
                   f"{a['util']:.0%}（假设值）≈ "
                   + "、".join(f"{c} 每秒约 {r:,.0f} 张" for c, r in zip(a["cards"], a["rates"], strict=True))
                   + ("；批量 GPU 小时 = 图片数 ÷ 这个速度（每多一个任务，如 OCR，多一遍）" if a["task"] == "caption"
                      else "；建库时间 = 图片数 ÷ 这个速度，线上检索 = 每秒查询数 × 每张查询图同样的计算量"))),
    "vision_batch.ask_count": E("How many images (or pages) go into the index or the batch?",
                                "建库（或批量处理）一共多少张图片（或多少页）？"),
    "vision_batch.ask_qps": E("How many search queries a second at peak, if it serves online?",
                              "如果要在线检索，高峰每秒多少次查询？"),
    "vision_batch.swapped": E(
        "Swapped for commercial use: {was} is CC BY-NC 4.0 (non-commercial); sized on {now} (MIT, reads Chinese and "
        "English text queries; its ViT-L/14 image tower at 224 px) — SigLIP So400m (Apache-2.0) is the English-text "
        "choice",
        "已换成可商用模型：{was} 是 CC BY-NC 4.0（仅限非商用）；按 {now}（MIT 许可，支持中英文文本查询，图像塔为 224 像素的 "
        "ViT-L/14）估算——英文文本查询可选 SigLIP So400m（Apache-2.0）"),
    "vision_batch.serving": E(
        lambda a: (f"Online search at {a['qps']:,g} image queries/s (beside the one-off build): each query image "
                   f"through the image tower ≈ {a['gflop']:,.0f} GFLOP → {a['tflops']:,.1f} TFLOP/s; a {a['gpu']} "
                   f"carries ≈ {a['per_card']:,.1f} at ≤ {a['busy']:.0%} busy (queries queue beyond it) → {a['cards']} × "
                   f"{a['gpu']}" + (f", ≈ {a['month']} a month ({a['hours']:,} h)" if a.get("month") else "")
                   + (f"; a text query is ≈ {a['text_gflop']:,.0f} GFLOP through the text tower, far less"
                      if a.get("text_gflop") else "") + "; the ANN search itself runs on the index's RAM nodes"),
        lambda a: (f"线上检索每秒 {a['qps']:,g} 次以图查询（建库之外另算）：每张查询图过图像塔约 {a['gflop']:,.0f} GFLOP → "
                   f"{a['tflops']:,.1f} TFLOP/s；一张 {a['gpu']} 在忙碌不超过 {a['busy']:.0%}（再高就排队）时约承担 "
                   f"{a['per_card']:,.1f} → {a['cards']} 张 {a['gpu']}"
                   + (f"，每月约 {a['month']}（{a['hours']:,} 小时）" if a.get("month") else "")
                   + (f"；文本查询过文本塔约 {a['text_gflop']:,.0f} GFLOP，少得多" if a.get("text_gflop") else "")
                   + "；ANN 检索本身在放索引的内存节点上跑")),
    "vision_batch.job": E(_head_en, _head_zh),
    "vision_batch.in_cloud": E(
        "kept where the data is ({cloud!p}, no egress): {row}", "留在数据所在的云（{cloud!p}，无出网流量费）：{row}"),
    "vision_batch.work": E(_work_en, _work_zh),
    "vision_batch.stated_cards": E(
        lambda a: (f"On {a['cards']} × {a['gpu']}: ≈ {a['gpu_hours']:,.0f} GPU-hours ≈ {a['days']:,.0f} days of "
                   "running around the clock"
                   + ("" if a["deadline_days"] is None else
                      f" — within your {a['deadline_days']:,.0f} days" if a["days"] <= a["deadline_days"] else
                      f" — over your {a['deadline_days']:,.0f} days: it needs ≈ {a['needed']:,} such cards, "
                      + ("a faster compact model (realesr-general-x4v3 is ≈ 15× less work a frame; check the quality) "
                         if a.get("upscale") else "") + "or more time")),
        lambda a: (f"用 {a['cards']} 张 {a['gpu']}：约 {a['gpu_hours']:,.0f} GPU 小时，全天不停约 {a['days']:,.0f} 天"
                   + ("" if a["deadline_days"] is None else
                      f"——在你的 {a['deadline_days']:,.0f} 天内" if a["days"] <= a["deadline_days"] else
                      f"——超出你的 {a['deadline_days']:,.0f} 天：要约 {a['needed']:,} 张这样的卡、"
                      + ("换更快的紧凑模型（realesr-general-x4v3 每帧计算量约少 15 倍，需先看画质），" if a.get("upscale")
                         else "") + "或放宽时间"))),
    "vision_batch.shards": E(
        "The deadline needs {machines:,} machines of {gpus} × {gpu}: split the item list into {machines:,} shards, one "
        "a machine — no RDMA, no cluster scheduler",
        "期限需要 {machines:,} 台（每台 {gpus} 张 {gpu}）：把清单切成 {machines:,} 份、每台一份独立跑——不需要 RDMA 或集群调度"),
    "vision_batch.index": E(_index_en, _index_zh),
    "vision_batch.index_host": E(_host_en, _host_zh),
    "vision_batch.queries": E(
        "Serving: {per_min:,.0f} queries/min ≈ {per_s:,.2f}/s, each ≈ {tokens} tokens ≈ {gflop:,.0f} GFLOP "
        "(≈ {tflops:,.3f} TFLOPS in all, assumed query length): one small GPU (L4 / T4 / A10) or even a CPU encodes them; "
        "the RAM and SSD the index needs is the real cost",
        "在线查询：每分钟 {per_min:,.0f} 次 ≈ 每秒 {per_s:,.2f} 次，每次约 {tokens} token ≈ {gflop:,.0f} GFLOP"
        "（合计约 {tflops:,.3f} TFLOPS，查询长度为假设值）：一张小卡（L4 / T4 / A10）甚至 CPU 就够；"
        "真正的成本是放索引的内存和 SSD"),
    "vision_batch.decode": E(
        lambda a: (f"Input pipeline: ≈ {a['per_s']:,.0f} images/s to decode ≈ {a['cores']:,.0f} CPU cores at ≈ "
                   f"{a['per_core']:,.0f} images/s a core (assumed, measure on a pilot)"
                   + (f" — ⚠️ the pick has {a['vcpus']:,.0f} vCPUs in all: take larger instances" if a.get("short") else
                      f" — the pick has {a['vcpus']:,.0f} vCPUs in all" if a.get("vcpus") else "")
                   + " — or decode on the GPU (NVIDIA DALI / nvJPEG); read from many storage prefixes in parallel"),
        lambda a: (f"输入管线：每秒约 {a['per_s']:,.0f} 张要解码 ≈ {a['cores']:,.0f} 个 CPU 核（每核每秒约 {a['per_core']:,.0f} "
                   "张，假设值，请先小批量实测）"
                   + (f"——⚠️ 所选机器共 {a['vcpus']:,.0f} 个 vCPU，不够：换更大的实例" if a.get("short") else
                      f"——所选机器共 {a['vcpus']:,.0f} 个 vCPU" if a.get("vcpus") else "")
                   + "——或在 GPU 上解码（NVIDIA DALI / nvJPEG）；多个存储前缀并行读取")),
    "vision_batch.egress": E(
        lambda a: (f"Data: ≈ {a['tb']:,.0f} TB" + (
            f" in {_cloud_name(a['cloud'])}: taking it to another provider costs ≈ ${a['usd']:,.0f} in internet egress "
            f"({a['source']}) — more than the compute; run in the same region, where reads from its object store are "
            "free" if a.get("usd") else f" in {_cloud_name(a['cloud'])}: run in its region, egress to another provider is "
            "billed per GB" if a.get("cloud") else " to move to the machines")),
        lambda a: (f"数据：约 {a['tb']:,.0f} TB" + (
            f"，在{_cloud_name(a['cloud'], True)}：搬到别家要付约 ${a['usd']:,.0f} 出网流量费（{a['source']}），比算力还贵；"
            "在同一区域内跑，读对象存储免费" if a.get("usd") else
            f"，在{_cloud_name(a['cloud'], True)}：在同区域跑，搬出按 GB 收费"
            if a.get("cloud") else "，需要传到机器上"))),
    "vision_batch.upscale_files": E(
        lambda a: (f"Output: {a['out']} images, {a['mb']:,.1f} MB each raw, ≈ {a['raw_tb']:,.0f} TB in all — as PNG "
                   f"≈ {_span(*a['png'])} TB, as JPEG q95 ≈ {_span(*a['jpeg'])} "
                   f"TB (assumed shares of raw, measure on a pilot); bringing it back at {a['link']:g} Gbit/s takes "
                   f"≈ {_span(*a['png_days'])} days as PNG, "
                   f"{_span(*a['jpeg_days'])} as JPEG. Storage and transfer, not the GPUs, "
                   "are the hard part: size the rented disks and object storage for it, write JPEG unless lossless is "
                   "required, and ship finished shards as they complete"),
        lambda a: (f"输出：{a['out']} 的图片，每张原始 {a['mb']:,.1f} MB，合计约 {a['raw_tb']:,.0f} TB——存 PNG 约 "
                   f"{_span(*a['png'])} TB，存 JPEG（质量 95）约 {_span(*a['jpeg'])} TB（占原始大小的比例为假设值，"
                   f"试跑时实测）；按 {a['link']:g} Gbit/s 回传，PNG 约需 {_span(*a['png_days'])} 天，JPEG 约 "
                   f"{_span(*a['jpeg_days'])} 天。难点在存储和传输而不是 GPU：按这个体积准备租用的硬盘和对象存储，"
                   "不要求无损就存 JPEG，分片跑完就分批回传")),
    "vision_batch.outscale": E(
        lambda a: (f"{a['scale']:g}× output: the {a['net']:g}× net runs and its output is resized (--outscale "
                   f"{a['scale']:g}), so the GPU work is the {a['net']:g}× figure"
                   + (f"; RealESRGAN_x2plus does ≈ {a['x2_share']:.0%} of that work an image (the same body on a "
                      "quarter of the pixels) — compare its quality on a pilot before sizing on it"
                      if a.get("x2_share") else "")),
        lambda a: (f"输出 {a['scale']:g} 倍：先跑 {a['net']:g} 倍模型再缩放（--outscale {a['scale']:g}），GPU 工作量按 "
                   f"{a['net']:g} 倍算"
                   + (f"；RealESRGAN_x2plus 每张只需约 {a['x2_share']:.0%} 的计算量（同样的主干只跑四分之一像素）"
                      "——先试跑比较画质再按它定规模" if a.get("x2_share") else ""))),
    "vision_batch.encode": E(
        "Output: {out} frames — encode on the same card with NVENC (CPU x265 at that size needs more CPU than the GPU "
        "job); keep per-episode shards restartable, spot is fine",
        "输出：{out} 帧——用同一张卡的 NVENC 编码（CPU x265 在此分辨率要的算力比 GPU 超分还多）；"
        "按集切分可断点续跑，可用竞价实例"),
    "vision_batch.sample": E(
        lambda a: (f"Lever: track at {a['keep']:g} fps instead of {a['fps']:g} (slow scenes change little in "
                   f"1/{a['keep']:g} s; assumed, check the masks on a pilot clip): {a['frames']:,.0f} frames ≈ "
                   f"{a['gpu_hours']:,.0f} GPU-hours, {a['times']:.0f}× less"
                   + (f", ≈ {a['cost']} for the job on the same cards" if a.get("cost") else "")),
        lambda a: (f"省钱杠杆：按 {a['keep']:g} fps 抽帧跟踪而不是 {a['fps']:g} fps（慢速场景 1/{a['keep']:g} 秒内变化很小；"
                   f"假设值，先用试点片段检查掩码）：{a['frames']:,.0f} 帧 ≈ {a['gpu_hours']:,.0f} GPU 小时，"
                   f"少 {a['times']:.0f} 倍"
                   + (f"，同样的卡上整批约 {a['cost']}" if a.get("cost") else ""))),
    "vision_batch.track": E(
        "SAM 2 needs a prompt (box or point) per object: run a detector (Grounding DINO, OWLv2, or your own RT-DETR) on "
        "key frames to give them; its memory bank grows with the video, so cut each video into 1–5 min clips with "
        "overlap (offload_video_to_cpu); decode on NVDEC or a few CPU cores a GPU; store masks as RLE; each extra "
        "object tracked slows it — time a 10 h pilot with your object counts before renting the fleet",
        "SAM 2 每个目标需要提示（框或点）：在关键帧上跑检测器（Grounding DINO、OWLv2 或自训的 RT-DETR）生成；"
        "它的记忆库随视频变长而增长，把每段视频切成 1–5 分钟、带重叠的片段（offload_video_to_cpu）；用 NVDEC 或每卡几个 "
        "CPU 核解码；掩码按 RLE 存；每多跟踪一个目标就更慢——先用 10 小时试点按你的目标数实测，再租整批机器"),
    "vision_batch.assumptions": E(
        lambda a: ("Assumed: " + ("the measured speed for one object at batch 1, eager (torch.compile of the "
                                  "image encoder is ≈ 25 % faster; more objects are slower)" if a["task"] == "track" else
                                  "the paper's end-to-end pages a second (formula- and table-heavy pages may run "
                                  "slower; text-layer PDFs can skip the model on the CPU: time a 1 % pilot)"
                                  if a["task"] == "parse" else
                                  "the measured speed at batch 1 (larger batches and FP16 go faster)"
                                  if a["measured"] else
                                  "a measured 4090 speed scaled by dense FP16 peak (raw inference: JPEG decode and PNG "
                                  "encode on the CPU can bound it, give each GPU several cores; TensorRT runs faster): "
                                  "an estimate, run a 1 % pilot and scale by its images/s" if a.get("bench") else
                                  f"{a['util']:.0%} of the card's dense FP16 peak (not measured: "
                                  "run a 1 % pilot and scale by its items/s)")
                   + ("; CLIP with no size named is ViT-L/14" if a.get("clip_size") else "")
                   + ("; SAM 2 with no size named is Hiera-L, the slowest" if a.get("sam_size") else "")),
        lambda a: ("假设：" + ("按单目标、batch 1、未编译的实测速度（torch.compile 图像编码器约快 25%；目标越多越慢）"
                              if a["task"] == "track" else
                              "按论文的端到端每秒页数（公式、表格多的页会更慢；有文字层的 PDF 可在 CPU 上直接抽取、跳过模型；"
                              "先跑 1% 试点实测）" if a["task"] == "parse" else
                              "按 batch 1 实测速度（更大 batch、FP16 会更快）" if a["measured"]
                              else "按 RTX 4090 实测速度、以稠密 FP16 算力折算（只计模型推理：CPU 上的 JPEG 解码和 "
                              "PNG 编码可能成为瓶颈，每卡配几个 CPU 核；TensorRT 更快）——是估算值，先跑 1% 试点，"
                              "按其每秒张数折算" if a.get("bench")
                              else f"达到该卡稠密 FP16 峰值的 {a['util']:.0%}（未实测：先跑 1% 试点，按其每秒处理量折算）")
                   + ("；未指明规格的 CLIP 按 ViT-L/14" if a.get("clip_size") else "")
                   + ("；未指明规格的 SAM 2 按最慢的 Hiera-L" if a.get("sam_size") else ""))),
}
