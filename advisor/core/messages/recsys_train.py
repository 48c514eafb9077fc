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
        why = ("say the examples a run" if not a.get("examples") else
               "no listed machine holds the tables and passes the filters")
        return _tables_en(a) + f"; {why}"
    due = ""
    if a.get("deadline"):
        due = (f", within your {a['deadline']:g} h" if a["met"] else
               f" — the fastest listed, and it misses your {a['deadline']:g} h")
    month = f"; ≈ {a['month']} a month, run nightly" if a.get("month") else ""
    spot = " (spot)" if a.get("spot") else " the fastest listed," if a.get("fastest") else ""
    return (_tables_en(a) + f"; {a['examples']:,.0f} examples a run: rent{spot} {a['row']}{due}{month} — the card count "
            f"is set by memory ({a['cards']} × {a['card']})")


def _head_zh(a: Mapping[str, Any]) -> str:
    if not a.get("row"):
        why = "请说明每次训练的样本数" if not a.get("examples") else "目录里没有放得下嵌入表且符合条件的机器"
        return _tables_zh(a) + f"；{why}"
    due = ""
    if a.get("deadline"):
        due = f"，在你的 {a['deadline']:g} 小时之内" if a["met"] else f"——这是最快的，仍超出你的 {a['deadline']:g} 小时"
    month = f"；每晚一次，每月约 {a['month']}" if a.get("month") else ""
    spot = "（竞价）" if a.get("spot") else "最快的方案" if a.get("fastest") else ""
    return (_tables_zh(a) + f"；每次 {a['examples']:,.0f} 个样本：租{spot} {a['row']}{due}{month}——卡数由显存决定"
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


def _rowwise_en(a: Mapping[str, Any]) -> str:
    month = f"; ≈ {a['month']} a month" if a.get("month") else ""
    return (f"cheaper: Adam's {a['state_gb']:,.1f} GB of state sets the card count above; row-wise Adagrad (TorchRec / "
            f"FBGEMM's sparse default, EXACT_ROWWISE_ADAGRAD: one float a row, {a['rowwise_gb']:,.1f} GB) needs "
            f"{a['total_gb']:,.1f} GB in all: {a['row']}{month}. Hashing the user ids to those active in the window, or "
            "FP16 tables, shrinks it further")


def _rowwise_zh(a: Mapping[str, Any]) -> str:
    month = f"；每月约 {a['month']}" if a.get("month") else ""
    return (f"更省的做法：上面的卡数由 Adam 的 {a['state_gb']:,.1f} GB 状态决定；改用按行 Adagrad（TorchRec / FBGEMM 的稀疏默认，"
            f"EXACT_ROWWISE_ADAGRAD：每行一个浮点数，{a['rowwise_gb']:,.1f} GB）共需 {a['total_gb']:,.1f} GB：{a['row']}{month}。"
            "把用户 ID 哈希到时间窗内活跃的部分、或用 FP16 嵌入表，还能更小")


ENTRIES: dict[str, E] = {
    "recsys_train.rowwise": E(_rowwise_en, _rowwise_zh),
    "recsys_train.proposed": E(_proposed_en, _proposed_zh),
    "recsys_train.head": E(_head_en, _head_zh),
    "recsys_train.also": E("also: {row}", "另可：{row}"),
    "recsys_train.spot": E("spot (can be reclaimed: checkpoint the tables at least hourly): {row}",
                           "竞价（可能被回收：至少每小时保存一次嵌入表检查点）：{row}"),
    "recsys_train.fastest": E("fastest listed: {row}", "最快的方案：{row}"),
    "recsys_train.math": E(_math_en, _math_zh),
}
