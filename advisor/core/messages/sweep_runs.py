"""Words for advisor.core.sweep_runs_read: a training sweep's runs summed (the job × the runs)."""

from __future__ import annotations

from advisor.core.messages.base import E

_UNIT_EN = {"examples": "examples", "tokens": "tokens", "images": "images", "audio_hours": "audio hours"}
_UNIT_ZH = {"examples": "条样本", "tokens": "token", "images": "张图", "audio_hours": "小时音频"}

ENTRIES: dict[str, E] = {
    "sweep_runs.summed": E(
        lambda a: (f"'{a['said']}' read as {a['n']:,} runs of the same training job: {a['n']:,} × {a['each']:,.0f} "
                   f"{_UNIT_EN.get(a['unit'], a['unit'])} = {a['total']:,.0f} in all; each run fits what one needs (the "
                   f"memory shown is one run's), and the time, cost and any deadline are checked on all {a['n']:,} runs "
                   f"— run them in parallel on separate cards to finish sooner"),
        lambda a: (f"“{a['said']}”按同一训练任务跑 {a['n']:,} 次理解：{a['n']:,} × {a['each']:,.0f} "
                   f"{_UNIT_ZH.get(a['unit'], a['unit'])} = 共 {a['total']:,.0f}；"
                   f"每次运行所需显存与单次相同（下面的显存是一次的），"
                   f"时间、费用和期限都按全部 {a['n']:,} 次核算——分到多张卡上并行可更快完成")),
    "sweep_runs.one": E(
        "'{said}' read as {n:,} runs of the same training job: with no data size said, the plan below is one run's; "
        "the total is {n:,} × its time and cost, and a deadline must hold all {n:,} — say the data to size them all",
        "“{said}”按同一训练任务跑 {n:,} 次理解：没有给数据量，下面的方案是一次的；总时间和总价是它的 {n:,} 倍，"
        "期限要容纳全部 {n:,} 次——给出数据量即可算全部"),
}
