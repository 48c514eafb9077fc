"""The words of advisor/core/cpu_jobs.py's answers: a job a CPU or a small card does (VAD, a CPU-speed TTS, GNN
mini-batch training), the proposed big GPUs answered first; figures from tools/cpu_jobs.py, formatted here, never
computed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E

_KIND_EN = {"vad": "voice-activity detection, a CPU job", "tts": "text-to-speech published as real time on a CPU",
            "gnn": "bound by host RAM and CPU neighbour sampling, not by the GPU"}
_KIND_ZH = {"vad": "语音活动检测（VAD），是 CPU 任务", "tts": "官方称 CPU 即可实时合成的语音合成",
            "gnn": "瓶颈在主机内存和 CPU 邻居采样，不在 GPU"}


_NAME_ZH = {"GNN mini-batch training": "GNN 小批量训练", "a VAD model": "VAD 模型"}


def _head(a: Mapping[str, Any], zh: bool) -> str:
    kind = (_KIND_ZH if zh else _KIND_EN)[a["kind"]]
    a = {**a, "name": _NAME_ZH.get(a["name"], a["name"])} if zh else a
    if a["card"]:
        many = f"{a['n']} × {a['card']}" if a["n"] else a["card"]
        if a["kind"] == "gnn":
            return (f"不需要 {many}：{a['name']}——{kind}。每次运行一张中端卡就够，多次运行并行跑" if zh else
                    f"No need for {many}: {a['name']} is {kind}. One mid-range card a run is enough; run the sweep in parallel")
        return (f"不需要 {many}：{a['name']}——{kind}，这一步用 CPU（或一张小卡）即可" if zh else
                f"No need for {many}: {a['name']} is {kind}; a CPU (or one small card) does this step")
    return f"{a['name']}：{kind}，先按 CPU / 小卡估算" if zh else f"{a['name']}: {kind}, sized on CPU / a small card first"


def _vad(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        s = (f"{a['name']} 单个 CPU 线程至少 {a['speed_x']:g} 倍实时（来源：{a['source']}）：{a['hours']:,.0f} 小时音频 ÷ "
             f"{a['speed_x']:g} = {a['work']:,.0f} 线程·小时")
        if a["threads"]:
            s += f"；{a['deadline_h']:,.0f} 小时内做完要 {a['threads']:,} 个线程（一台普通多核 CPU 服务器）"
        return s + "。批处理或 ONNX 还会更快；后面的转写才是 GPU 的活，单独估算"
    s = (f"{a['name']} does at least {a['speed_x']:g}× real time on one CPU thread (source: {a['source']}): "
         f"{a['hours']:,.0f} h of audio ÷ {a['speed_x']:g} = {a['work']:,.0f} thread-hours")
    if a["threads"]:
        s += f"; within {a['deadline_h']:,.0f} h that is {a['threads']:,} threads (one ordinary multi-core CPU server)"
    return s + ". Batching or ONNX go faster still; the transcription after it is the GPU step, sized on its own"


def _vad_pilot(a: Mapping[str, Any], zh: bool) -> str:
    src = f"（{a['source']}）" if a["source"] and zh else f" ({a['source']})" if a["source"] else ""
    if a.get("speed_x"):  # a published speed, no hours said
        if zh:
            return (f"{a['name']} 单个 CPU 线程至少 {a['speed_x']:g} 倍实时{src}：告诉我音频总小时数和期限，"
                    f"线程数 = 小时数 ÷ {a['speed_x']:g} ÷ 可用小时")
        return (f"{a['name']} does at least {a['speed_x']:g}× real time a CPU thread{src}: tell me the audio hours and "
                f"the deadline; threads = hours ÷ {a['speed_x']:g} ÷ hours you allow")
    if zh:
        return (f"{a['name']} 在 CPU 上跑{src}；我没有它每个线程的公开速度：先在一台 CPU 机器上测 1 小时音频，"
                "线程数 = 总音频小时 × 每小时耗时 ÷ 可用小时")
    return (f"{a['name']} runs on CPU{src}; no published per-thread speed is held: time 1 h of audio on a CPU pilot, "
            "then threads = audio hours × time per hour ÷ hours you allow")


def _tts(a: Mapping[str, Any], zh: bool) -> str:
    if a["processes"]:
        if zh:
            per = "每月" if a["monthly"] else "每天"
            return (f"{a['name']}（{a['licence']}）官方称 CPU 即可实时（来源：{a['source']}）：{per} {a['hours']:,.0f} 小时音频，"
                    f"每个 CPU 进程至少 1 倍实时，常开最多 {a['processes']:,} 个进程；每个进程用几个核官方没写，"
                    "先试跑测一下；一张小卡（如 L4）也可以，不需要多卡服务器")
        per = "month" if a["monthly"] else "day"
        return (f"{a['name']} ({a['licence']}) runs real time on a CPU (source: {a['source']}): {a['hours']:,.0f} h of "
                f"audio a {per} at ≥ 1× real time a CPU process is at most {a['processes']:,} processes running all {per}; "
                "the cores a process uses are not published: time it on a pilot. One small card (an L4) also does it; "
                "no multi-GPU server is needed")
    if zh:
        return (f"{a['name']} 在 CPU 上跑（来源：{a['source']}）；告诉我每月要合成多少小时音频，我按每个进程至少实时来算；"
                "没有公开速度的，先试跑测一下")
    return (f"{a['name']} runs on a CPU (source: {a['source']}); tell me the hours of audio a month and I size processes "
            "at its published speed; where none is published, time it on a pilot")


def _gnn(a: Mapping[str, Any], zh: bool) -> str:
    parts = []
    if a["features_gb"]:
        parts.append(f"节点特征 {a['nodes']:,.0f} × {a['dim']} × 4 字节 = {a['features_gb']:,.1f} GB 主机内存" if zh else
                     f"node features {a['nodes']:,.0f} × {a['dim']} × 4 B = {a['features_gb']:,.1f} GB of host RAM")
    if a["edges_gb"]:
        parts.append(f"边（CSR）{a['edges']:,.0f} × 8 字节 = {a['edges_gb']:,.1f} GB" if zh else
                     f"edges (CSR) {a['edges']:,.0f} × 8 B = {a['edges_gb']:,.1f} GB")
    if a["all_epochs"]:
        parts.append(f"{a['runs']} 次运行 × {a['epochs']} 轮 = {a['all_epochs']:,.0f} 轮，各次独立，可并行" if zh else
                     f"{a['runs']} runs × {a['epochs']} epochs = {a['all_epochs']:,.0f} epochs, each run independent, "
                     "in parallel")
    if zh:
        head = "；".join(parts) + "。" if parts else "告诉我节点数和特征维度，我来算主机内存。"
        return (head + f"机器要按主机内存（特征 + 边 + 余量）和 CPU 核数（邻居采样，每张卡配 {a['cores']} 核，假设）来选；"
                f"GPU 只放采样出的小批量，一张 {a['card_gb']} GB 级的卡（{a['cards']}）每次运行就够（假设）；每轮耗时先试跑测一下"
                "（来源：OGB，arXiv:2005.00687，凭记忆，请核对）")
    head = "; ".join(parts) + ". " if parts else "Tell me the nodes and the feature size, and I size the host RAM. "
    return (head + f"Pick the machine by host RAM (features + edges + headroom) and CPU cores (neighbour sampling, "
            f"{a['cores']} cores a card, assumed); the GPU holds only the sampled mini-batch, so one {a['card_gb']} "
            f"GB-class card ({a['cards']}) a run is enough (assumed); time an epoch on a pilot (reference: OGB, "
            "arXiv:2005.00687, from memory, re-check)")


def _gnn_plan(a: Mapping[str, Any], zh: bool) -> str:
    ep_zh = "" if a["epochs_said"] else "（假设，告诉我实际轮数）"
    ep_en = "" if a["epochs_said"] else " (assumed: say yours)"
    if zh:
        s = (f"主机内存：（特征 {a['features_gb']:,.1f} GB + 边 {a['edges_gb']:,.1f} GB）× {a['headroom']:g}（采样进程、"
             f"pinned 缓冲、建图时的临时副本，假设）≈ {a['need_gb']:,.0f} GB → 租 {a['size_gb']:,} GB 内存的机器；"
             f"每次运行：{a['seeds']:,.0f} 个节点都当训练种子（全量重训的上限）× {a['epochs']} 轮{ep_zh} ÷ "
             f"每秒约 {a['rate']:,.0f} 个种子（单卡 + GPU/UVA 邻居采样，GraphSAGE 2–3 层，凭记忆的规划值，先试跑核对）"
             f"≈ {a['run_h']:,.1f} 小时")
        if a["daily"]:
            s += "，每天跑一次放得下" if a["fits_day"] else "，一天跑不完：减少轮数或种子节点，或按多卡分片"
        if a["row"]:
            s += (f"。机器：{a['row']}（1 × {a['card']}，{a['ram']:,.0f} GiB 内存），每小时 {a['price']}——"
                  f"每天只开 {a['run_h']:,.1f} 小时约 {a['month_runs']}/月，全月常开约 {a['month_held']}/月")
        else:
            s += f"。目录里没有 {a['size_gb']:,} GB 内存的单卡机器报价，不编价格：向云厂商询价大内存单卡机"
        return s
    s = (f"Host RAM: (features {a['features_gb']:,.1f} GB + edges {a['edges_gb']:,.1f} GB) × {a['headroom']:g} "
         f"(sampler workers, pinned buffers, the loader's transient copy; assumed) ≈ {a['need_gb']:,.0f} GB → rent a "
         f"{a['size_gb']:,} GB machine. One run: {a['seeds']:,.0f} nodes all as training seeds (a full retrain's upper "
         f"bound) × {a['epochs']} epochs{ep_en} ÷ ≈ {a['rate']:,.0f} seeds a second (one card with GPU / UVA neighbour "
         f"sampling, GraphSAGE 2–3 layers; a planning figure from memory, time it on a pilot) ≈ {a['run_h']:,.1f} h")
    if a["daily"]:
        s += (", which fits in a day" if a["fits_day"] else
              ", more than a day: fewer epochs or seed nodes, or shard over cards")
    if a["row"]:
        s += (f". The box: {a['row']} (1 × {a['card']}, {a['ram']:,.0f} GiB RAM) at {a['price']} an hour — ≈ "
              f"{a['month_runs']} a month running {a['run_h']:,.1f} h a day, {a['month_held']} held all month")
    else:
        s += (f". No one-card machine with {a['size_gb']:,} GB of RAM is priced in the catalog; no price is made up: "
              "ask the provider for a big-memory one-card box")
    return s


def _gap(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        return f"价格差：{a['n']} × {a['card']} 每小时 {a['big']}，一张 L4 每小时 {a['small']}（{a['row']}）"
    return f"The price gap: {a['n']} × {a['card']} is {a['big']} an hour; one L4 is {a['small']} an hour ({a['row']})"


def _gates(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        s = f"高峰：{a['people']:,.0f} 人 ÷ {a['gates']} 个闸机 = 每个闸机 {a['each']:,.0f} 人"
        if a["rate"]:
            within = (f"，假设都在最忙的 {a['window']} 分钟内通过（没说高峰时长，偏高的上限）" if a.get("assumed")
                      else f"，{a['window']} 分钟内通过")
            return (s + within + f" → 每秒 {a['rate']:.3g} 张脸，每 {a['gap']:.3g} 秒一张；"
                    "CPU 上一张脸的检测 + 特征只要毫秒级（凭记忆，请核对），远在这个时间内："
                    "每个闸机一台普通 CPU / 边缘盒子就够，先在盒子上实测一张脸的耗时")
        return s + "；告诉我大家在多少分钟内通过，我算每个闸机每秒几张脸；CPU / 边缘盒子上实测一张脸的耗时"
    s = f"The peak: {a['people']:,.0f} people ÷ {a['gates']} gates = {a['each']:,.0f} a gate"
    if a["rate"]:
        within = (f" all within the busiest {a['window']} min (ASSUMED: no rush window said; an upper bound)"
                  if a.get("assumed") else f" within {a['window']} min")
        return (s + within + f" → {a['rate']:.3g} faces a second, one every {a['gap']:.3g} s a gate; "
                "detecting and embedding a face on a CPU takes milliseconds (from memory, re-check), far inside that: "
                "an ordinary CPU / edge box a gate does it; time one face on the box on a pilot")
    return s + "; tell me the minutes everyone passes in and I give the faces a second a gate; time one face on the box"


ENTRIES = {"cpu.gates": E(lambda a: _gates(a, False), lambda a: _gates(a, True)),
           "cpu.head": E(lambda a: _head(a, False), lambda a: _head(a, True)),
           "cpu.vad": E(lambda a: _vad(a, False), lambda a: _vad(a, True)),
           "cpu.vad_pilot": E(lambda a: _vad_pilot(a, False), lambda a: _vad_pilot(a, True)),
           "cpu.tts": E(lambda a: _tts(a, False), lambda a: _tts(a, True)),
           "cpu.gnn": E(lambda a: _gnn(a, False), lambda a: _gnn(a, True)),
           "cpu.gnn_plan": E(lambda a: _gnn_plan(a, False), lambda a: _gnn_plan(a, True)),
           "cpu.price_gap": E(lambda a: _gap(a, False), lambda a: _gap(a, True))}
