"""The words of advisor/core/classic_ml.py: classic ML and small networks as CPU work — the family, the trees' or the
network's compute, the CPU box and its month, a small card only where the data warrants it, and a proposed big-GPU
plan said as oversized. Figures from tools/classic_ml.py, formatted here, never computed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E

_KIND_EN = {"trees": "gradient-boosted trees on tabular data", "tsclassic": "classic time-series models",
            "smallnet": "a small neural network",
            "sklearn": "classic ML (random forests, linear models, clustering)"}
_KIND_ZH = {"trees": "表格数据上的梯度提升树", "tsclassic": "经典时间序列模型", "smallnet": "小型神经网络",
            "sklearn": "经典机器学习（随机森林、线性模型、聚类）"}


def _n(x: float) -> str:
    return f"{x:,.2f}" if x < 10 else f"{x:,.0f}"


def _head(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        return (f"{a['name']}：{_KIND_ZH[a['kind']]}——CPU 工作，不是大模型也不是 GPU 工作；"
                "按它自己的计算量估算，在 CPU 服务器上跑")
    return (f"{a['name']}: {_KIND_EN[a['kind']]} — CPU work, not an LLM and not a GPU job; sized by its own compute on "
            "a CPU server")


def _cpu_only(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        return ("这类模型在 CPU 上训练和预测（ARIMA/ETS 每条序列单核拟合；scikit-learn 大多只用 CPU），GPU 不会让它变快；"
                "一台普通 CPU 服务器就够，按序列或样本并行到各个核")
    return ("These train and predict on CPU (ARIMA / ETS fit each series on one core; scikit-learn is mostly CPU-only): a "
            "GPU does not speed them up; one ordinary CPU server is enough, the series or samples spread over its cores")


def _box(a: Mapping[str, Any], zh: bool) -> str:
    if not a.get("type"):
        return ""
    if zh:
        return (f"{a['provider']} {a['type']}（{a['region']}，{a['vcpu']} vCPU = {a['cores_box']:g} 个物理核，"
                f"{a['ram']:g} GiB，按需每小时 {a['price']}；来源：{a['box_source']}，读取于 {a['as_of']}）")
    return (f"{a['provider']} {a['type']} ({a['region']}, {a['vcpu']} vCPUs = {a['cores_box']:g} physical cores, "
            f"{a['ram']:g} GiB, {a['price']} an hour on demand; source: {a['box_source']}, read {a['as_of']})")


def _rows(a: Mapping[str, Any], zh: bool) -> str:
    d = a.get("derived")
    if not d:
        return f"{a['rows']:,.0f} 行" if zh else f"{a['rows']:,.0f} rows"
    zs = "" if d["zones_said"] else (f"（区数未说明，按 {d['zones']:,.0f} 个假设，说出你的）" if zh
                                   else f" (zones unsaid: {d['zones']:,.0f} assumed, say yours)")
    if zh:
        return (f"{d['years']:g} 年 × 每 {d['every']:g} 分钟一行 × {d['zones']:,.0f} 个区{zs} = {a['rows']:,.0f} 行")
    return (f"{d['years']:g} years × a row every {d['every']:g} min × {d['zones']:,.0f} zones{zs} = {a['rows']:,.0f} rows")


def _trees(a: Mapping[str, Any], zh: bool) -> str:
    fs = "" if a["features_said"] else (f"（特征数未说明，按 {a['features']:,.0f} 假设）" if zh
                                        else f" (features unsaid: {a['features']:,.0f} assumed)")
    ts = "" if a["trees_said"] else ("（树数未说明，按基准的设置：255 叶；默认 31 叶会快得多）" if zh
                                     else " (trees unsaid: the benchmark's, of 255 leaves; the default 31 leaves is "
                                          "much faster)")
    if zh:
        s = (f"CPU 估算（按公开基准，先用 1% 样本计时）：{_rows(a, True)} × {a['features']:,.0f} 个特征{fs}，"
             f"float32 原始矩阵 {a['gb']:,.1f} GB（放进内存即可，不用显存）；{a['trees']:,.0f} 棵树{ts} ≈ "
             f"{_n(a['core_h'])} 核时（{a['source']}）")
        if a.get("type"):
            often = "每天" if a["daily"] else "每周" if a["weekly"] else "每天（未说明，假设）"
            s += (f"；一台 {_box(a, True)} 约 {a['wall']:,.1f} 小时跑完一次，一次约 {a['run']}；{often}重训按需开机 ≈ "
                  f"{a['runs_month']}/月，另加一台常开的 {a['serve_vcpu']} vCPU 小机器做每次预测（同一报价按 vCPU 折算）≈ "
                  f"{a['serve']}/月 → **合计约 {a['month']}/月**")
            s += ("；数据量大到一台 CPU 一天跑不完，才值得试一张小卡（L4/T4）" if a["card_warranted"] else
                  f"；一张卡能把一次训练缩到几分钟，但一台 CPU 在 {a['cpu_enough']:g} 小时内就跑完，不值得为此租卡")
        return s
    s = (f"On CPU (a published benchmark; time it on a 1 % sample): {_rows(a, False)} × {a['features']:,.0f} features{fs}, "
         f"a {a['gb']:,.1f} GB float32 matrix (it fits in RAM, no GPU memory needed); {a['trees']:,.0f} trees{ts} ≈ "
         f"{_n(a['core_h'])} core-hours ({a['source']})")
    if a.get("type"):
        often = "a daily" if a["daily"] else "a weekly" if a["weekly"] else "a daily (unsaid: assumed)"
        s += (f"; one {_box(a, False)} runs it in ≈ {a['wall']:,.1f} h, ≈ {a['run']} a run; {often} retrain on a box "
              f"started for it ≈ {a['runs_month']} a month, plus a {a['serve_vcpu']}-vCPU box kept on for the "
              f"predictions (the same row's per-vCPU hour) ≈ {a['serve']} a month → **≈ {a['month']} a month in all**")
        s += ("; only because one CPU box would take over a day does a small card (L4 / T4) earn a trial"
              if a["card_warranted"] else f"; a card would cut a run to minutes, but one CPU box finishes within "
              f"{a['cpu_enough']:g} h, so no card is worth renting for it")
    return s


def _trees_pilot(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        return ("说出行数和特征数（或历史年数、间隔和区数），就能按公开基准算出 CPU 核时；这个规模通常是一台 16–32 vCPU "
                f"的 CPU 服务器几分钟到一小时（{a['source']}）")
    return ("Tell me the rows and features (or the years of history, the interval and the zones) and the core-hours follow "
            f"from a published benchmark; at this kind of size it is minutes to an hour on one 16–32 vCPU server "
            f"({a['source']})")


def _net_pilot(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        return (f"小网络（低于 {a['max_params']:,.0f} 参数）的推理每个读数约 2 × 参数 FLOPs，训练约 6 × 参数 × 时间步；"
                "说出参数量、传感器数和每秒读数、历史长度，就能算出 CPU 核数和训练小时")
    return (f"A small network (under {a['max_params']:,.0f} parameters) costs ≈ 2 × params FLOPs a reading to score and "
            "6 × params a timestep to train; tell me the parameters, the sensors and their readings a second and the "
            "history, and the CPU cores and training hours follow")


def _net_infer(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        s = (f"推理（流式，每来一个读数算一步）：{a['sensors']:,.0f} 个传感器 × 每秒 {a['per_s']:g} 个 = 每秒 "
             f"{a['rate']:,.0f} 个读数 × 2 × {a['params']:,.0f} 参数 ≈ {a['cores']:,.2f} 个 CPU 核（假设每核持续 "
             f"{a['core_gflops']:g} GFLOP/s）；每个读数都重算一个 60 步窗口就再乘 60——仍是一台小 CPU 虚拟机")
        return s + (f"：{_box(a, True)}" if a.get("type") else "")
    s = (f"Inference (streaming, one step a new reading): {a['sensors']:,.0f} sensors × {a['per_s']:g} a second = "
         f"{a['rate']:,.0f} readings a second × 2 × {a['params']:,.0f} params ≈ {a['cores']:,.2f} CPU cores (assumed "
         f"{a['core_gflops']:g} GFLOP/s sustained a core); rescoring a 60-step window on every reading is 60× that — "
         "still one small CPU VM")
    return s + (f": {_box(a, False)}" if a.get("type") else "")


def _net_train(a: Mapping[str, Any], zh: bool) -> str:
    often_zh = "每周" if a["weekly"] else "每天" if a["daily"] else "每天（未说明，假设）"
    often_en = "weekly" if a["weekly"] else "daily" if a["daily"] else "daily (unsaid: assumed)"
    if zh:
        s = (f"训练：历史数据共 {a['days']:,.0f} 天 = {a['steps']:.3g} 个时间步 × 6 × {a['params']:,.0f} 参数 ≈ "
             f"{a['flop']:.2g} FLOP/轮 ≈ {_n(a['core_h'])} CPU 核时")
        if a["on_cpu"]:
            s += f"：CPU 服务器上{often_zh}重训就够，约 {a['train_month']}/月"
        elif a.get("card_h") is not None:
            away = "，在你所在地以外租" if a["elsewhere"] else ""
            s += (f"——CPU 上太慢，这时才值得一张小卡：一张 {a['card']}（{a['tflops']:g} TFLOPS FP16 × 假设 "
                  f"{a['util']:.0%} 利用率，小 LSTM 用不满张量核）约 {a['card_h']:,.1f} 小时/轮，{often_zh}重训 ≈ "
                  f"{a['card_hours_month']:,.0f} 卡时/月 × {a['price']}（{a['row']}{away}）≈ {a['train_month']}/月；"
                  "把数据降采样到每分钟一个聚合值，训练量再少 60 倍")
        if a.get("ceiling"):
            s += f"；推理的 CPU 机器在这里没有报价，上限按一张 {a['card']} 全月常开 {a['ceiling']}/月计"
        if a.get("month"):
            s += f" → **合计约 {a['month']}/月**"
        return s
    s = (f"Training: {a['days']:,.0f} days of history = {a['steps']:.3g} timesteps × 6 × {a['params']:,.0f} params ≈ "
         f"{a['flop']:.2g} FLOP an epoch ≈ {_n(a['core_h'])} CPU core-hours")
    if a["on_cpu"]:
        s += f": a {often_en} retrain on the CPU server is enough, ≈ {a['train_month']} a month"
    elif a.get("card_h") is not None:
        away = ", rented outside your place" if a["elsewhere"] else ""
        s += (f" — too slow on CPU, so here one small card is warranted: one {a['card']} ({a['tflops']:g} TFLOPS FP16 × an "
              f"assumed {a['util']:.0%} utilisation, a small LSTM leaves the tensor cores idle) ≈ {a['card_h']:,.1f} h an "
              f"epoch; a {often_en} retrain ≈ {a['card_hours_month']:,.0f} card-hours a month × {a['price']} "
              f"({a['row']}{away}) ≈ {a['train_month']} a month; downsampling to 1-minute aggregates cuts it 60×")
    if a.get("ceiling"):
        s += (f"; no CPU instance is priced here for the scoring VM, so its ceiling is one {a['card']} held all month, "
              f"{a['ceiling']}")
    if a.get("month"):
        s += f" → **≈ {a['month']} a month in all**"
    return s


def _proposed(a: Mapping[str, Any], zh: bool) -> str:
    n, card = a["n"], a["card"]
    if zh:
        if a.get("month") is None:
            return f"{n} × {card}：远超这个工作所需——它是 CPU 工作，不用租 GPU"
        times = f"，约是上面方案的 {a['times']:,.0f} 倍" if a.get("times") else ""
        return (f"**{n} × {card} 全月常开约 {a['month']}/月（{a['row']}，每卡 {a['price']}/小时）{times}——"
                "远超这个工作所需，不用租**")
    if a.get("month") is None:
        return f"{n} × {card}: far more than this needs — it is CPU work, no GPU to rent"
    times = f", ≈ {a['times']:,.0f}× the plan above" if a.get("times") else ""
    return (f"**{n} × {card} held all month ≈ {a['month']} ({a['row']}, {a['price']} a card-hour){times} — far more "
            "than this needs: oversized**")


def _measure(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        return ("先实测：在一台 CPU 机器上用 1% 的数据跑一次训练计时，再按数据量线性放大；预测延迟用真实的每秒请求量测"
                if a["kind"] != "smallnet" else
                "先实测：在一台 CPU 机器上用一天的数据跑一轮训练计时，再放大；推理用真实的每秒读数压测一台小虚拟机")
    return ("Measure first: time one training run on 1 % of the data on one CPU box and scale it by the data; time "
            "predictions at your real request rate" if a["kind"] != "smallnet" else
            "Measure first: time one epoch on a day of data on one CPU box and scale it; load-test one small VM at your "
            "real readings a second")


ENTRIES = {
    "cml.head": E(lambda a: _head(a, False), lambda a: _head(a, True)),
    "cml.cpu_only": E(lambda a: _cpu_only(a, False), lambda a: _cpu_only(a, True)),
    "cml.trees": E(lambda a: _trees(a, False), lambda a: _trees(a, True)),
    "cml.trees_pilot": E(lambda a: _trees_pilot(a, False), lambda a: _trees_pilot(a, True)),
    "cml.net_pilot": E(lambda a: _net_pilot(a, False), lambda a: _net_pilot(a, True)),
    "cml.net_infer": E(lambda a: _net_infer(a, False), lambda a: _net_infer(a, True)),
    "cml.net_train": E(lambda a: _net_train(a, False), lambda a: _net_train(a, True)),
    "cml.proposed": E(lambda a: _proposed(a, False), lambda a: _proposed(a, True)),
    "cml.measure": E(lambda a: _measure(a, False), lambda a: _measure(a, True)),
}
