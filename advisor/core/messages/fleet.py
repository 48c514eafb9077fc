"""The words of tools/fleet.py's messages (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "fleet.lead": E(
        lambda a: ("two kinds of your own card, each sized; " + {
            "none": "neither runs it as asked: the answer below is on the one named first",
            "only": "the answer below is on the only one that runs it as asked",
            "precision": "the answer below is on the one that runs the weights at the higher precision",
            "room": "the answer below is on the one with the most room",
            "fewer": "as much room on each: the answer below is on the fewer cards",
            "first": "as much room on each: the answer below is on the one named first"}[a["why"]]
                   + f", {a['lead']}; the other: {'; '.join(a['others'])}"),
        lambda a: ("你自己的两种卡各自估算；" + {
            "none": "两种都无法按要求运行：下面的回答按先提到的一种",
            "only": "下面的回答用唯一能按要求运行的一种",
            "precision": "下面的回答用权重精度更高的一种",
            "room": "下面的回答用余量最大的一种",
            "fewer": "两种余量相当：下面的回答用卡数更少的一种",
            "first": "两种余量相当：下面的回答按先提到的一种"}[a["why"]]
                   + f"，{a['lead']}；另一种：{'；'.join(a['others'])}")),
    "fleet.group": E(
        lambda a: (f"{a['n']} × {a['gpu']}: {a['precision'].upper()} weights"
                   + (f", not {a['asked'].upper()}" if a["asked"] else "")
                   + f", {a['spare']:.1f} GB of {a['pool']:.1f} GB spare per GPU" + (" — tight" if a["tight"] else "")
                   + (f", ≈ {a['tps']:,.0f} tokens/s per user" if a["tps"] else "")
                   + (", short of what you asked" if a["short"] else "")),
        lambda a: (f"{a['n']} × {a['gpu']}：{a['precision'].upper()} 权重"
                   + (f"（不是 {a['asked'].upper()}）" if a["asked"] else "")
                   + f"，每卡 {a['pool']:.1f} GB 余 {a['spare']:.1f} GB" + ("，很紧" if a["tight"] else "")
                   + (f"，每个用户约 {a['tps']:,.0f} tokens/s" if a["tps"] else "")
                   + ("，达不到你的要求" if a["short"] else ""))),
    "fleet.group_no": E("{n} × {gpu}: does not run it as asked", "{n} × {gpu}：按你的要求跑不了"),
}
