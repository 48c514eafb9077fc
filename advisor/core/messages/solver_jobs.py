"""The words of the four jobs tools/solver_jobs.py sizes (route optimisation, video inpainting, protein design,
time-series forecasting), merged into advisor/core/messages/nonllm_jobs.py's tables; and the route plan (`sj.route`).
Figures come from tools/solver_jobs.py, formatted here, never computed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E

TASK_EN = {"route": "vehicle route optimisation (a GPU heuristic solver, one solve a planning run)",
           "inpaint": "video inpainting / object removal (optical flow + a transformer over each clip's frames)",
           "design": "protein design (backbone generation, sequence design, then a structure-prediction check per design)",
           "tsforecast": "time-series forecasting with a pretrained forecaster (one forward pass a series and call)",
           "tsclassic": "classical time-series forecasting, one model fitted a series on one CPU core (Stan's L-BFGS): "
                        "there is no GPU path, a GPU does not speed it up"}
TASK_ZH = {"route": "车辆路径优化（GPU 启发式求解器，每次排线求解一次）",
           "inpaint": "视频修复 / 物体移除（光流 + Transformer，逐条视频处理各帧）",
           "design": "蛋白设计（生成骨架、设计序列，再逐个设计做结构预测筛选）",
           "tsforecast": "时间序列预测（预训练预测模型，每条序列每次预测跑一次前向）",
           "tsclassic": "经典时间序列预测，每条序列在一个 CPU 核上单独拟合（Stan 的 L-BFGS）：没有 GPU 版本，租 GPU 不会更快"}
UNIT_EN = {"solve": "planning runs", "design": "designs", "series": "series"}
UNIT_ZH = {"solve": "次排线", "design": "个设计", "series": "条序列"}
ONE_EN = {"solve": "planning run", "design": "design", "series": "series"}
ONE_ZH = {"solve": "次排线", "design": "个设计", "series": "条序列"}
TASK_UNIT = {"route": "solve", "inpaint": "clip", "design": "design", "tsforecast": "series", "tsclassic": "series"}
LICENCE_ZH = {
    "NVIDIA cuOpt": "Apache-2.0（NIM 容器版走 NVIDIA AI Enterprise 许可）",
    "ProPainter": "NTU S-Lab License 1.0（仅限非商业用途）",
    "TimeGPT (Nixtla)": "托管 API（权重不公开；按调用收费，数据要发到 Nixtla 的服务器）",
    "Moirai (Salesforce)": "CC BY-NC 4.0（1.0-R 权重，不可商用）",
    "RFdiffusion": "BSD 类许可",
}
MEASURE_EN = {
    "route": "Measure on a pilot: one real day's stops and vehicles with your time windows, at time limits of 1, 5 and "
             "15 minutes on one card — the solution's cost against the limit tells you how long the morning run needs; "
             "building the travel-time matrix (a map service or OSRM on CPU) is usually the longer step",
    "inpaint": "Measure on a pilot: 10 of your clips end to end at full resolution (masks from a tracker such as SAM 2, "
               "then the inpainting with --fp16 and a shorter sub-video) — seconds per clip and the peak GPU memory",
    "design": "Measure on a pilot: 100 designs through every stage on one card at your binder length and diffusion "
              "steps (the published times are at 15 steps and ~100 residues), and the share that passes your filter",
    "tsforecast": "Measure on a pilot: series a second on one card at your context length and horizon, batched (a few "
                  "thousand series a batch); the count × forecasts a day ÷ that rate is the GPU time a day",
    "tsclassic": "Measure on a pilot: fit 100 of your series in one process (your history length, holidays and "
                 "uncertainty samples) — core-seconds a series; then one process a core (joblib, Dask or Spark "
                 "applyInPandas) over all of them"}
MEASURE_ZH = {
    "route": "试跑要测：拿一天真实的送货点、车辆和时间窗，在一张卡上分别设 1、5、15 分钟的时间上限求解——"
             "看解的成本随时间上限的变化，就知道早上要跑多久；建行车时间矩阵（地图服务或 CPU 上的 OSRM）往往才是更慢的一步",
    "inpaint": "试跑要测：按原分辨率端到端跑 10 条你们的片（先用 SAM 2 之类跟踪出遮罩，再用 --fp16 和较短的子视频修复）——"
               "每条几秒、显存峰值多少",
    "design": "试跑要测：一张卡上按你们的 binder 长度和扩散步数，让 100 个设计走完每个阶段（公开数字是 15 步、约 100 个残基），"
              "以及通过筛选的比例",
    "tsforecast": "试跑要测：一张卡上按你们的上下文长度和预测步长、成批（每批几千条）跑，每秒能预测几条序列；"
                  "序列数 × 每天预测次数 ÷ 这个速度，就是每天的 GPU 时间",
    "tsclassic": "试跑要测：用一个进程拟合你们的 100 条序列（按实际历史长度、节假日和不确定性采样次数）——每条多少核秒；"
                 "然后每个核一个进程（joblib、Dask 或 Spark applyInPandas）并行跑完全部"}
NOTE_EN = {
    "route": "Routing is one GPU a solve, not a cluster: one solver instance uses one GPU; a bigger fleet is split by "
             "depot or region into independent solves",
    "inpaint": "1080p has 2.25× the pixels of 720p, where a 50-frame sub-video already takes ≈ 19 GB in FP16: run 1080p "
               "in shorter sub-videos with --fp16 on a 48 GB card, or downscale, inpaint and composite back",
    "design": "Each design is independent: single-card workers reading a queue (spot is fine, outputs per design); the "
              "AF2 check dominates the time, so fewer sequences a backbone or a faster filter cut it most",
    "tsforecast": "A small forecaster is not a chat model: no KV cache, no tokens a second — the load is series × "
                  "forecast calls; a CPU server may carry it, a GPU only where the volume needs it",
    "tsclassic": "A GPU route means another model, not a faster Prophet: a LightGBM global model over all series (its "
                 "GPU is optional), or a zero-shot forecaster (TimesFM, Chronos-Bolt) batched on one L4 in minutes — "
                 "check its accuracy against Prophet's on a back-test first"}
NOTE_ZH = {
    "route": "路径优化每次求解只用一张 GPU，不是集群：一个求解实例只用一张卡；车队更大就按仓库或区域拆成几个独立求解",
    "inpaint": "1080p 的像素是 720p 的 2.25 倍，而 720p 50 帧的子视频 FP16 已要约 19 GB：1080p 要用更短的子视频加 --fp16，"
               "放在 48 GB 的卡上跑，或者先缩小分辨率修复再合成回去",
    "design": "每个设计相互独立：用队列分给单卡 worker（每个设计单独输出就能用抢占式）；AF2 筛选占大部分时间，"
              "少出几条序列或用更快的筛选最省",
    "tsforecast": "小型预测模型不是对话大模型：没有 KV cache，也不按每秒 token 算——负载是序列数 × 预测次数；"
                  "CPU 服务器可能就够，量大才需要 GPU",
    "tsclassic": "要用 GPU 就得换模型，而不是让 Prophet 变快：对全部序列训练一个 LightGBM 全局模型（GPU 可选），"
                 "或在一张 L4 上成批跑零样本预测模型（TimesFM、Chronos-Bolt），几分钟跑完——先用回测和 Prophet 比准确度"}


def _route(a: Mapping[str, Any], zh: bool) -> str:
    card, stops, gb = a["card"], a["stops"], a["gb"]
    where = ("，在你所在地以外租" if zh else ", rented outside your place") if a["elsewhere"] else ""
    if stops:
        fit = (f"{stops:,.0f} 个点的成本矩阵和行车时间矩阵（float32）约 {gb:,.2f} GB，一张 {card} 装得下" if zh
               else f"{stops:,.0f} stops' cost and travel-time matrices (float32) ≈ {gb:,.2f} GB: one {card} holds them")
    else:
        fit = ("送货点数未说明：矩阵按点数² × 4 字节 × 2 计" if zh
               else "No stop count said: the matrices take stops² × 4 bytes × 2")
    price = ""
    if a["price"]:
        price = (f"；{card} {a['price']}/小时（{a['row']}{where}），每天开 {a['hours']:g} 小时"
                 f"（假设：启动、载入数据、几分钟的求解）约 {a['month']}/月" if zh else
                 f"; {card} at {a['price']}/h ({a['row']}{where}), started {a['hours']:g} h a day (ASSUMED: start-up, "
                 f"data load, a solve of minutes) ≈ {a['month']} a month")
    if zh:
        return (f"暂定：一张 GPU，不是集群（一个求解实例只用一张卡；NVIDIA 说标准带时间窗问题 1 万个点可轻松求解："
                f"{a['source']}）；"
                f"求解时间就是你设的时间上限（几秒到几分钟），结果的好坏随它变，不是固定的每单耗时；{fit}{price}。"
                f"CPU 方案：OR-Tools 或 VROOM，在普通服务器上跑，先对比同样时间上限下的解")
    return (f"Provisional: one GPU, not a cluster (one solver instance uses one GPU; NVIDIA says the standard CVRPTW "
            f"problem solves easily at 10K locations: {a['source']}); the solve takes the time limit you set (seconds to "
            f"minutes) and its quality moves with it — no fixed time per stop; {fit}{price}. The CPU route: OR-Tools or "
            f"VROOM on an ordinary server — compare their solutions at the same time limit first")


def _calls(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        return (f"负载：{a['series']:,.0f} 条序列 × 每天 {a['calls']:,.0f} 次预测（每 {a['every']:,.0f} 分钟一次）= 每天 "
                f"{a['total']:,.0f} 次预测——不是 token，也不是并发用户；卡数 = 这个数 ÷ 试跑测得的每秒预测条数 ÷ 86,400 秒")
    return (f"The load: {a['series']:,.0f} series × {a['calls']:,.0f} forecast calls a day (every {a['every']:,.0f} min) = "
            f"{a['total']:,.0f} forecasts a day — no tokens, no concurrent users; cards = that ÷ the pilot's forecasts a "
            f"second ÷ 86,400 s")


def _h(x: float) -> str:
    return f"{x:.1f}" if x >= 0.1 else f"{x:.2g}"


def _g(x: float) -> str:
    return f"{x:,.0f}" if x >= 10 else f"{x:.2g}"


def _forecast(a: Mapping[str, Any], zh: bool) -> str:
    """A TimesFM run's compute and time on one card (tools.solver_jobs.forecast_gflops, run_seconds) and the month."""
    ctx, hz = a["context"], a["horizon"]
    where = ("，在你所在地以外" if zh else ", outside your place") if a["elsewhere"] else ""
    if zh:
        c = (f"上下文 {ctx:,} 点" + ("（超过 2.0 的上限 2,048，按 2,048 算；更长要换 TimesFM 2.5）" if a["capped"] else "")
             + ("" if a["context_said"] else "（未说明，按上限 2,048）"))
        h = f"预测 {hz:,} 点" + ("" if a["horizon_said"] else "（未说明，按一个输出 patch 128）")
        return (f"算力估算（按模型结构，非实测）：TimesFM {a['params_m']}M，{c}，"
                f"每 32 点一个输入 patch，{h}（每次前向出 128 点）→ 每条序列 2 × 参数 × patch 数 ≈ {_g(a['gflops'])} GFLOP；"
                f"每轮 {a['series']:,.0f} 条 ≈ {a['pflop']:.2f} PFLOP；一张 {a['card']}（FP16 {a['tflops']:,.0f} TFLOPS，按 40 % "
                f"利用率假设）每轮约 {_g(a['secs'])} 秒，每 {a['every']:,.0f} 分钟只忙 {a['share']:.1f} %，每天约 "
                f"{_h(a['gpuh_day'])} GPU 小时。" + (
                    f"配置：每轮开一张 {a['card']}，跑完关机，{a['price']}/小时（{a['row']}{where}），按用到的小时每月约 "
                    f"{a['used_month']}（加上每次开机的几分钟）" if a.get("sparse") else
                    f"配置：1 张 {a['card']} 常驻（每 {a['every']:,.0f} 分钟开关机不现实），"
                    f"{a['price']}/小时（{a['row']}{where}）全月约 {a['month']}") +
                "；CPU 服务器也可能够用——同样一轮在 CPU 上计时再定")
    c = (f"{ctx:,}-step context" + (" (over 2.0's 2,048 cap: sized at 2,048; longer needs TimesFM 2.5)" if a["capped"] else "")
         + ("" if a["context_said"] else " (unsaid: the 2,048 cap)"))
    h = f"{hz:,}-step horizon" + ("" if a["horizon_said"] else " (unsaid: one 128-step output patch)")
    return (f"Compute (an estimate from the model's shape, not a measurement): TimesFM {a['params_m']}M, {c} in input "
            f"patches of 32, {h} (128 steps a forward) → 2 × params × patches ≈ {_g(a['gflops'])} GFLOP a series; "
            f"{a['series']:,.0f} series ≈ {a['pflop']:.2f} PFLOP a run; one {a['card']} ({a['tflops']:,.0f} dense FP16 "
            f"TFLOPS at an assumed 40 %) ≈ {_g(a['secs'])} s a run, busy {a['share']:.1f} % of each {a['every']:,.0f} "
            f"min, ≈ {_h(a['gpuh_day'])} GPU-hours a day. " + (
                f"The plan: start one {a['card']} for each run and shut it down after, at {a['price']}/h ({a['row']}"
                f"{where}) ≈ {a['used_month']} a month for the hours used (plus minutes of start-up a run)"
                if a.get("sparse") else
                f"The plan: one {a['card']} held all month (a card cannot be rented per {a['every']:,.0f}-minute run) at "
                f"{a['price']}/h ({a['row']}{where}) ≈ {a['month']} a month") +
            "; a CPU server may do it too — time one run there before choosing")


def _forecast_held(a: Mapping[str, Any], zh: bool) -> str:
    said = f"{a['n']} × {a['card']}" if a["n"] > 1 else a["card"]
    t = a["times"]
    if zh:
        x = f"，是 1 张 {a['pilot']}（{a['ours']}）的 {t:,.0f} 倍" if t else ""
        return (f"{said} 全月常驻：{a['n']} × {a['price']}/小时（{a['row']}）≈ {a['month']}/月{x}——每轮几十秒的负载，"
                f"多出来的卡都在闲着")
    x = f", {t:,.0f}× one {a['pilot']} ({a['ours']})" if t else ""
    return (f"{said} held all month: {a['n']} × {a['price']}/h ({a['row']}) ≈ {a['month']} a month{x} — for a load of "
            f"seconds a run, the extra cards sit idle")


ENTRIES = {"sj.forecast": E(lambda a: _forecast(a, False), lambda a: _forecast(a, True)),
           "sj.forecast_held": E(lambda a: _forecast_held(a, False), lambda a: _forecast_held(a, True)),
           "sj.route": E(lambda a: _route(a, False), lambda a: _route(a, True)),
           "sj.calls": E(lambda a: _calls(a, False), lambda a: _calls(a, True))}
