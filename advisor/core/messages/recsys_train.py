"""The words of tools/recsys_train.py's messages: a recommender's training sized by its embedding tables and a
published throughput."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E

_OPT_EN = {"rowwise_adagrad": "row-wise Adagrad (one float a row)", "adagrad": "Adagrad (one float a weight)",
           "adam": "Adam (two floats a weight)", "sgd": "SGD (no state)"}
_OPT_ZH = {"rowwise_adagrad": "按行 Adagrad（每行一个浮点数）", "adagrad": "Adagrad（每个权重一个浮点数）",
           "adam": "Adam（每个权重两个浮点数）", "sgd": "SGD（无状态）"}


def _tables_en(a: Mapping[str, Any]) -> str:
    if a.get("table_gb") is None:
        return "Recommender training (embedding tables): say the tables' rows and dimension to size the cards"
    return (f"Recommender training: tables {a['rows']:,.0f} rows × {a['dim']} dims × {a['bytes']} B = "
            f"{a['table_gb']:,.1f} GB + {_OPT_EN.get(a['optimizer'], a['optimizer'])} state {a['state_gb']:,.1f} GB, "
            "sharded over the cards (TorchRec table-wise / row-wise)")


def _tables_zh(a: Mapping[str, Any]) -> str:
    if a.get("table_gb") is None:
        return "推荐模型训练（嵌入表）：请说明嵌入表的行数和维度，才能算出要几张卡"
    return (f"推荐模型训练：嵌入表 {a['rows']:,.0f} 行 × {a['dim']} 维 × {a['bytes']} 字节 = {a['table_gb']:,.1f} GB，"
            f"加 {_OPT_ZH.get(a['optimizer'], a['optimizer'])} 状态 {a['state_gb']:,.1f} GB，分片到各张卡上"
            "（TorchRec 按表 / 按行分片）")


def _head_en(a: Mapping[str, Any]) -> str:
    if not a.get("row"):
        why = ("say the examples a run" if not a.get("examples") and not a.get("run_length") else
               "no listed machine holds the tables as said and passes the filters (the route that fits is below)")
        return _tables_en(a) + f"; {why}"
    due = ""
    if a.get("deadline"):
        due = (f", within your {a['deadline']:g} h" if a["met"] else
               f" — the fastest listed, and it misses your {a['deadline']:g} h")
    month = f"; ≈ {a['month']} a month, run nightly" if a.get("month") else ""
    spot = " (spot)" if a.get("spot") else " the fastest listed," if a.get("fastest") else ""
    run = (f"{a['examples']:,.0f} examples a run" if a.get("examples") else
           f"a {a['run_length']:,.0f} h run as asked (say the examples a run to check it finishes in it)")
    return (_tables_en(a) + f"; {run}: rent{spot} {a['row']}{due}{month} — the card count "
            f"is set by memory ({a['cards']} × {a['card']})")


def _head_zh(a: Mapping[str, Any]) -> str:
    if not a.get("row"):
        why = ("请说明每次训练的样本数" if not a.get("examples") and not a.get("run_length") else
               "目录里没有按所说放得下嵌入表且符合条件的机器（放得下的做法见下）")
        return _tables_zh(a) + f"；{why}"
    due = ""
    if a.get("deadline"):
        due = f"，在你的 {a['deadline']:g} 小时之内" if a["met"] else f"——这是最快的，仍超出你的 {a['deadline']:g} 小时"
    month = f"；每晚一次，每月约 {a['month']}" if a.get("month") else ""
    spot = "（竞价）" if a.get("spot") else "最快的方案" if a.get("fastest") else ""
    run = (f"每次 {a['examples']:,.0f} 个样本" if a.get("examples") else
           f"按你问的每次跑 {a['run_length']:,.0f} 小时（说明每次的样本数，才能核对能否跑完）")
    return (_tables_zh(a) + f"；{run}：租{spot} {a['row']}{due}{month}——卡数由显存决定"
            f"（{a['cards']} × {a['card']}）")


def _math_en(a: Mapping[str, Any]) -> str:
    opt = "" if a["optimizer_said"] else "; row-wise Adagrad assumed (say Adam: 2 floats a weight, ≈ 3 × the tables)"
    runs = f"; a nightly run × {a['runs']:.1f} a month" if a.get("runs") else ""
    return (f"How: the tables may fill {a['share']:.0%} of each card (assumed; the rest for the dense part and "
            f"all-to-all buffers) — on fewer cards, TorchRec's UVM caching keeps them in host memory, slower; speed "
            f"{a['ref_m']:.2f} M samples/s on the benchmark machine ({a['source']}), other cards by memory "
            f"bandwidth ÷ {a['bw']:,.0f} GB/s, cards linearly — assumed, time 1 % of the examples on a pilot{opt}; "
            f"{a['setup_min']:g} min of start-up a run{runs}")


def _math_zh(a: Mapping[str, Any]) -> str:
    opt = "" if a["optimizer_said"] else "；假设按行 Adagrad（用 Adam 请说明：每个权重 2 个浮点数，约为嵌入表的 3 倍）"
    runs = f"；每晚一次，每月 {a['runs']:.1f} 次" if a.get("runs") else ""
    return (f"算法：嵌入表最多占每张卡的 {a['share']:.0%}（假设；其余留给稠密部分和 all-to-all 缓冲）——卡更少时可用 TorchRec 的 "
            f"UVM 缓存把表放在主机内存，但更慢；速度按基准机器 {a['ref_m']:.2f} M 样本/秒（{a['source']}），其他卡按显存"
            f"带宽 ÷ {a['bw']:,.0f} GB/s 折算、多卡按线性计——这是假设，请先用 1% 的样本试跑计时{opt}；每次计 "
            f"{a['setup_min']:g} 分钟启动时间{runs}")


def _proposed_en(a: Mapping[str, Any]) -> str:
    run = f" and runs it in ≈ {a['hours']:.1f} h" if a.get("hours") else ""
    return (f"The proposed {a['count']} × {a['gpu']} on {a['nodes']} machines is over-sized: the tables need "
            f"{a['need']} cards, so one {a['node']}-card machine holds them{run}; towers this small are little compute, "
            "and more machines add all-to-all over the network, not speed. The usual limit is the input pipeline "
            "(reading and shuffling the examples: fast storage and enough CPU workers), not the cards")


def _proposed_zh(a: Mapping[str, Any]) -> str:
    run = f"，一次约 {a['hours']:.1f} 小时" if a.get("hours") else ""
    return (f"提议的 {a['nodes']} 台共 {a['count']} × {a['gpu']} 配多了：嵌入表只要 {a['need']} 张卡，"
            f"一台 {a['node']} 卡的机器就放得下{run}；这么小的塔网络计算量很小，多台机器只会增加跨网络的 all-to-all，"
            "不会更快。真正的瓶颈通常是数据输入（读取和打乱样本：快存储和足够的 CPU 数据加载进程），不是卡")


_OPT_NAME = {"adam": "Adam", "adagrad": "Adagrad", "sgd": "SGD", "rowwise_adagrad": "row-wise Adagrad"}


def _rowwise_en(a: Mapping[str, Any]) -> str:
    month = f"; ≈ {a['month']} a month" if a.get("month") else ""
    name = _OPT_NAME.get(a.get("optimizer") or "adam", "Adam")
    lead = (f"cheaper: {name}'s {a['state_gb']:,.1f} GB of state sets the card count above" if a.get("above", True) else
            f"no single listed machine holds the tables with {name}'s {a['state_gb']:,.1f} GB of state (TorchRec's UVM "
            "caching in host memory, or several machines, are the slower routes)")
    half = " and FP16 tables (half the bytes a value; usual for embeddings, check on a pilot)" if a.get("half") else ""
    return (lead + f"; row-wise Adagrad (TorchRec / FBGEMM's sparse default, EXACT_ROWWISE_ADAGRAD: one float a row, "
            f"{a['rowwise_gb']:,.1f} GB){half} need{'' if a.get('half') else 's'} {a['total_gb']:,.1f} GB in all: "
            f"{a['row']}{month}. Hashing the user "
            "ids to those active in the window" + ("" if a.get("half") else ", or FP16 tables,") + " shrinks it further")


def _rowwise_zh(a: Mapping[str, Any]) -> str:
    month = f"；每月约 {a['month']}" if a.get("month") else ""
    name = _OPT_NAME.get(a.get("optimizer") or "adam", "Adam")
    lead = (f"更省的做法：上面的卡数由 {name} 的 {a['state_gb']:,.1f} GB 状态决定" if a.get("above", True) else
            f"加上 {name} 的 {a['state_gb']:,.1f} GB 状态，目录里没有单台机器放得下"
            "（TorchRec 的 UVM 缓存放主机内存、或多台机器，都更慢）")
    half = "，并把嵌入表改为 FP16（每个值字节数减半；嵌入表常用，先试跑核对）" if a.get("half") else ""
    return (lead + f"；改用按行 Adagrad（TorchRec / FBGEMM 的稀疏默认，EXACT_ROWWISE_ADAGRAD：每行一个浮点数，"
            f"{a['rowwise_gb']:,.1f} GB）{half}共需 {a['total_gb']:,.1f} GB：{a['row']}{month}。"
            "把用户 ID 哈希到时间窗内活跃的部分" + ("" if a.get("half") else "、或用 FP16 嵌入表") + "，还能更小")


def _alts(a: Mapping[str, Any]) -> dict[str, int]:
    """The changes said beside the verdict (tools.recsys_train.table_changes), less the one the verdict leads with."""
    return {k: a[k] for k in ("rowwise", "half") if a.get(k) and k != a.get("fix")}


def _change_en(kind: str, a: Mapping[str, Any]) -> str:
    """A change to the tables (tools.recsys_train.table_changes) in words."""
    if kind == "rowwise":
        return "row-wise Adagrad"
    return "FP16 tables and row-wise Adagrad" if a.get("to_rowwise") else "FP16 tables"


def _change_zh(kind: str, a: Mapping[str, Any]) -> str:
    if kind == "rowwise":
        return "按行 Adagrad"
    return "按行 Adagrad 加 FP16 嵌入表" if a.get("to_rowwise") else "FP16 嵌入表"


def _short_en(a: Mapping[str, Any]) -> str:
    alt = "; ".join(f"{n} with {_change_en(k, a)}" for k, n in _alts(a).items())
    fix = a.get("fix")  # yes with a change (tools.setup_verdict's with_changes): the change that fits leads
    answer = f"Not as said — yes with {_change_en(fix, a)} ({a[fix]} cards)" if fix else "No"
    return (f"Will {a['count']} × {a['gpu']} do? {answer}: at {a['room']:,.0f} GB of tables a card (70 %), the "
            f"{a['total_gb']:,.1f} GB of tables and optimizer state need ⌈{a['total_gb']:,.1f} ÷ {a['room']:,.0f}⌉ = "
            f"{a['need']} cards ({a['nodes']} machine{'s' if a['nodes'] > 1 else ''} of 8)"
            + (f"; {alt}" if alt else "") + " — or TorchRec's UVM caching in host memory, slower")


def _short_zh(a: Mapping[str, Any]) -> str:
    said = {"rowwise": "按行 Adagrad 要", "half": "再用 FP16 嵌入表要" if a.get("to_rowwise") else "FP16 嵌入表要"}
    alt = "；".join(f"{said[k]} {n} 张" for k, n in _alts(a).items())
    fix = a.get("fix")
    answer = f"按所说不够——改用{_change_zh(fix, a)}就够（{a[fix]} 张）" if fix else "不够"
    return (f"{a['count']} × {a['gpu']} 够不够？{answer}：每张卡放 {a['room']:,.0f} GB 嵌入表（70%），嵌入表和优化器状态共 "
            f"{a['total_gb']:,.1f} GB，需要 ⌈{a['total_gb']:,.1f} ÷ {a['room']:,.0f}⌉ = {a['need']} 张卡"
            f"（{a['nodes']} 台 8 卡机器）"
            + (f"；{alt}" if alt else "") + "——或用 TorchRec 的 UVM 缓存把表放主机内存，更慢")


ENTRIES: dict[str, E] = {
    "recsys_train.rowwise": E(_rowwise_en, _rowwise_zh),
    "recsys_train.proposed": E(_proposed_en, _proposed_zh),
    "recsys_train.short": E(_short_en, _short_zh),
    "recsys_train.head": E(_head_en, _head_zh),
    "recsys_train.also": E("also: {row}", "另可：{row}"),
    "recsys_train.spot": E("spot (can be reclaimed: checkpoint the tables at least hourly): {row}",
                           "竞价（可能被回收：至少每小时保存一次嵌入表检查点）：{row}"),
    "recsys_train.fastest": E("fastest listed: {row}", "最快的方案：{row}"),
    "recsys_train.math": E(_math_en, _math_zh),
}
