"""The words of the named docking, single-cell and PDF-conversion tools (tools.named_tools rows: DiffDock-L, Uni-Dock,
GNINA, AutoDock-GPU, scGPT, Docling), merged into advisor/core/messages/nonllm_jobs.py's tables, and their
own lines: the docking funnel, the PDF job split into digital pages and scans, and a single-cell fine-tune's
A100-hours. Figures come from tools/named_tools.py, never from here."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E

TASK_EN = {"docking": "protein–ligand docking (one pose search per ligand against the target; every ligand is "
                      "independent, so cards split the library with no interconnect)",
           "singlecell": "single-cell foundation-model fine-tuning (a small transformer over each cell's genes; "
                         "cell-type annotation)"}
TASK_ZH = {"docking": "蛋白–配体分子对接（每个配体对靶点做一次构象搜索；配体之间互不依赖，多卡直接分库跑，不需要卡间互联）",
           "singlecell": "单细胞基础模型微调（小型 Transformer 逐个细胞读基因；细胞类型注释）"}
UNIT_EN = {"cell": "cells"}
UNIT_ZH = {"cell": "个细胞"}
ONE_EN = {"cell": "cell"}
ONE_ZH = {"cell": "个细胞"}
TASK_UNIT = {"docking": "molecule", "singlecell": "cell"}
MEASURE_EN = {
    "docking": "Measure on a pilot (an hour): 1,000 of your ligands against your prepared receptor on one card — "
               "seconds a ligand for the fast docking and, on the hits, DiffDock-L (cache the receptor's ESM embedding once; "
               "`--samples_per_complex 10` instead of 40 is ≈ 4× faster at little accuracy cost, the authors say), "
               "then multiply by the library",
    "singlecell": "Measure on a pilot (an hour): one epoch over 100,000 of your cells on one card at the batch that "
                  "fits (cells a second, peak memory) — then the whole job is cells × epochs ÷ that rate"}
MEASURE_ZH = {
    "docking": "试跑（一小时）：用你们 1,000 个配体对处理好的受体在一张卡上跑——"
               "分别测快速对接和（对筛出的配体）DiffDock-L 每个配体几秒"
               "（受体的 ESM 嵌入只算一次缓存；作者说 `--samples_per_complex` 从 40 改成 10 约快 4 倍、精度损失很小），"
               "再乘以整个库",
    "singlecell": "试跑（一小时）：一张卡上用能放下的 batch 跑 10 万个你们的细胞一个 epoch（每秒几个细胞、显存峰值）——"
                  "整个任务 = 细胞数 × epoch 数 ÷ 这个速度"}
NOTE_EN = {"docking": "Spot or interruptible cards are fine: write each ligand batch's poses as it finishes and "
                      "restart from the last batch",
           "singlecell": "The data sits in host RAM: a 1 M-cell h5ad sparse matrix is ≈ 10–30 GB, so give the card "
                         "≥ 64 GB of system memory and a fast local disk"}
NOTE_ZH = {"docking": "可以用抢占式 / 竞价卡：每批配体算完就写出结果，中断后从最后一批接着跑",
           "singlecell": "数据在内存里：100 万细胞的 h5ad 稀疏矩阵约 10–30 GB，机器内存给 64 GB 以上，配本地高速盘"}


def _funnel(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        cost = f"，约 {a['slow_cost']}" if a.get("slow_cost") else ""
        return (f"专家的做法是漏斗，不是把整个库都跑 DiffDock-L：先用快速 GPU 对接（Uni-Dock / GNINA / AutoDock-GPU）筛完 "
                f"{a['library']:,.0f} 个——这里没有它们每个配体的公开秒数（未知；Uni-Dock README 称在 V100 上比单核 "
                f"AutoDock Vina 快 1000 倍以上）：试跑测得每个 t 秒，GPU 小时 = {a['library']:,.0f} × t ÷ 3,600；再对前 "
                f"{a['top']:,.0f} 个（假设的截取数，换成你们的）跑 DiffDock-L = {a['slow_hours']:,.0f} GPU 小时{cost}——"
                f"全库直接跑 DiffDock-L 要 {a['all_hours']:,.0f} GPU 小时")
    cost = f", ≈ {a['slow_cost']}" if a.get("slow_cost") else ""
    return (f"The funnel an expert runs instead of DiffDock-L on the whole library: fast GPU docking (Uni-Dock / GNINA / "
            f"AutoDock-GPU) over all {a['library']:,.0f} first — its seconds a ligand are not held here (not known; "
            f"Uni-Dock's README claims > 1,000× one CPU core of AutoDock Vina on a V100): a pilot measuring t seconds "
            f"makes it {a['library']:,.0f} × t ÷ 3,600 GPU-hours; then DiffDock-L on the top {a['top']:,.0f} (an assumed "
            f"cut: say yours) = {a['slow_hours']:,.0f} GPU-hours{cost} — against {a['all_hours']:,.0f} GPU-hours for "
            f"DiffDock-L on everything")


def _pdf_split(a: Mapping[str, Any], zh: bool) -> str:
    rate = a.get("rate")
    if zh:
        need = f"{a['window']:,.0f} 小时内做完需要每秒 {rate:.2f} 页；" if rate else ""
        cpu = (f"电子版页面在 CPU 上就够：16 核机器每秒 {a['cpu_rate']:g} 页（{a['cpu_src']}），{a['boxes']} 台在期限内跑完；"
               if a.get("boxes") else "")
        return (f"按页面类型分开算：{need}{a['digital']:,.0f} 页电子版 × {a['secs']:g} 秒 = {a['digital_hours']:,.0f} GPU 小时；"
                f"{a['scans']:,.0f} 页扫描件只对它们开 OCR——这里没有 OCR 每页耗时的公开数据，按电子版的 3–10 倍暂估"
                f"（不是实测）= {a['scan_lo']:,.0f}–{a['scan_hi']:,.0f} GPU 小时。{cpu}GPU 大部分时间闲着（issue 里 0–20%），"
                f"一张卡上并行跑 3–4 个 Docling 进程并给够 CPU 核；不需要 H100")
    need = f"finishing within {a['window']:,.0f} h needs {rate:.2f} pages a second; " if rate else ""
    cpu = (f"The digital pages need no GPU: a 16-core box converts {a['cpu_rate']:g} pages a second ({a['cpu_src']}), "
           f"{a['boxes']} of them finish in time. " if a.get("boxes") else "")
    return (f"By page type: {need}{a['digital']:,.0f} digital pages × {a['secs']:g} s = {a['digital_hours']:,.0f} "
            f"GPU-hours; OCR only on the {a['scans']:,.0f} scanned pages — no published OCR time a page is held, so at "
            f"3–10× a digital page (provisional, not measured) = {a['scan_lo']:,.0f}–{a['scan_hi']:,.0f} GPU-hours. "
            f"{cpu}The card sits mostly idle (0–20 % busy in the issue): run 3–4 Docling worker processes per card "
            f"with the CPU cores to feed them; an H100 buys nothing here")


def _cells(a: Mapping[str, Any], zh: bool) -> str:
    ep = (f"{a['epochs']} 个 epoch" if a["epochs_said"] else f"{a['epochs']} 个 epoch（未说明，假设的；改成你们的）") if zh \
        else (f"{a['epochs']} epochs" if a["epochs_said"] else f"{a['epochs']} epochs (not said: assumed, say yours)")
    cards = a.get("cards")
    k = a.get("scaled", 1.0)
    if zh:
        scaled = (f"；按 scGPT 的速度 × 参数量之比 {k:.2f} 估算，输入长度未折算" if k != 1.0 else "")
        fit = f"；{a['window']:g} 小时内完成要 {cards} 张卡" if cards else ""
        cost = f"；按 {a['card']} {a['price']}/小时约 {a['cost']}（上限 {a['cost_hi']}）" if a.get("cost") else ""
        on = (f"；在 {a['card']} 上按张量算力之比慢 {a['card_scale']:.2f} 倍，约 {a['card_hours']:,.0f} 小时"
              if a.get("card_scale", 1.0) > 1.0 else "")
        return (f"暂定：{a['cells']:,.0f} 个细胞 × {ep} × 每个细胞每 epoch {a['secs']:.4f} A100·秒（{a['source']}；"
                f"预训练速度，作估算{scaled}）= {a['hours']:,.0f} A100 小时（按更慢的一组数据 {a['hours_hi']:,.0f}）{on}——"
                f"一张卡约 {a['days']:.1f} 天{fit}{cost}。模型约 {a['params_m']:,.0f}M 参数，权重 + AdamW 状态约 "
                f"{a['state_gb']:.1f} GB，一张 24–80 GB 的卡就装下，显存由 batch 决定")
    scaled = (f"; scGPT's rate × the parameter ratio {k:.2f}, the input length not scaled" if k != 1.0 else "")
    fit = f"; within {a['window']:g} h: {cards} cards" if cards else ""
    cost = f"; ≈ {a['cost']} on the {a['card']} at {a['price']}/h (≤ {a['cost_hi']} at the slower figure)" \
        if a.get("cost") else ""
    on = (f"; on the {a['card']} ≈ {a['card_scale']:.2f} × slower by tensor TFLOPS, ≈ {a['card_hours']:,.0f} hours"
          if a.get("card_scale", 1.0) > 1.0 else "")
    return (f"Provisional: {a['cells']:,.0f} cells × {ep} × {a['secs']:.4f} A100-seconds a cell an epoch "
            f"({a['source']}; the pre-training rate, an estimate{scaled}) = {a['hours']:,.0f} A100-hours "
            f"({a['hours_hi']:,.0f} at "
            f"the slower figure){on} — one card ≈ {a['days']:.1f} days{fit}{cost}. The model is ≈ {a['params_m']:,.0f}M "
            f"parameters: weights + AdamW ≈ {a['state_gb']:.1f} GB, one 24–80 GB card holds it; the batch sets the memory")


def _eight(a: Mapping[str, Any], zh: bool) -> str:
    said = f"{a['n']} × {a['card']}" if a.get("n") else a["card"]
    if zh:
        return (f"{said}：这个任务用不着——{a['hours']:,.0f} A100 小时在一张卡上约 {a['days']:.1f} 天；{a['n']} 卡数据并行对一个 "
                f"{a['params_m']:,.0f}M 参数的小模型扩展差（每步通信比计算还多），只有要在几小时内出结果时才值得，"
                f"而总 GPU 小时和费用不会少")
    return (f"{said}: not needed for this job — {a['hours']:,.0f} A100-hours is ≈ {a['days']:.1f} days on one card; "
            f"{a['n']}-way data parallel scales poorly for a {a['params_m']:,.0f}M-parameter model (each step's all-reduce "
            f"rivals its compute), worth it only for a result within hours, and the GPU-hours and cost do not shrink")


ENTRIES = {
    "nt.funnel": E(lambda a: _funnel(a, False), lambda a: _funnel(a, True)),
    "nt.pdf_split": E(lambda a: _pdf_split(a, False), lambda a: _pdf_split(a, True)),
    "nt.cells": E(lambda a: _cells(a, False), lambda a: _cells(a, True)),
    "nt.eight": E(lambda a: _eight(a, False), lambda a: _eight(a, True)),
}
