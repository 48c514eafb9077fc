"""The words of advisor/core/sim_codes.py's answers: a scientific simulation code (molecular dynamics, plane-wave DFT,
quantum chemistry) sized from its numerics; figures from tools/sim_codes.py, formatted here, never computed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E

_FAMILY_EN = {"md": "molecular dynamics", "dft": "DFT / quantum chemistry"}
_FAMILY_ZH = {"md": "分子动力学", "dft": "第一性原理（DFT）/ 量子化学"}
_LICENCE_ZH = {"gromacs": "LGPL-2.1（免费）", "amber": "Amber 许可（pmemd.cuda 企业付费，学术低价）",
               "openmm": "MIT / LGPL（免费）", "namd": "UIUC 许可（非商用免费，商用需协议）", "lammps": "GPL-2.0（免费）",
               "vasp": "VASP 按课题组购买许可（付费），已授权的组可用 GPU 版", "qe": "GPL（免费）",
               "cp2k": "GPL-2.0（免费）", "gaussian": "Gaussian 按站点购买许可（付费）",
               "orca": "学术免费，商用需许可", "nwchem": "ECL-2.0（免费）", "md": "视具体软件而定", "dft": "视具体软件而定"}


def _head(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        return f"{a['name']}：{_FAMILY_ZH[a['family']]}，按软件本身的数值特性估算（不是大语言模型）"
    return f"{a['name']}: {_FAMILY_EN[a['family']]}, sized from the code's numerics (not a language model)"


def _code(a: Mapping[str, Any], zh: bool) -> str:
    if a["family"] == "md":
        need = ("GPU 上用混合 / 单精度，每张卡跑一个模拟（小体系一张卡可跑几个）：游戏卡 / 工作站卡（RTX 4090、L40S、L4、A10）"
                "每美元的 ns/天最高，H100 能跑但性价比差" if zh else
                "runs in mixed / single precision on the GPU, one simulation per card (several per card for small "
                "systems): consumer / workstation cards (RTX 4090, L40S, L4, A10) give the most ns/day per dollar; "
                "H100 works but is poor value")
    else:
        need = ("需要 FP64 双精度：RTX 4090 / L40S / L4 / A10 的 FP64 只有 FP32 的 1/64，是选错的卡；要 A100 / H100 / "
                "MI250 / MI300 这类全速 FP64 卡" if zh else
                "needs FP64: RTX 4090 / L40S / L4 / A10 run FP64 at 1/64 of FP32 and are the wrong cards; A100 / H100 / "
                "MI250 / MI300 (full-rate FP64) are the right class")
    if zh:
        return f"{need}；许可：{_LICENCE_ZH.get(a['key'], a['licence'])}（来源：{a['source']}）"
    return f"{need}; scaling: {a['scaling']}; licence: {a['licence']} (source: {a['source']})"


def _bench(a: Mapping[str, Any], zh: bool) -> str:
    atoms = a["atoms"]
    if zh:
        yours = f"你的体系约 {atoms:,.0f} 个原子，" if atoms else "没说原子数，"
        return (f"{yours}按公开基准里原子数最接近的 {a['system']}（{a['bench_atoms']:,} 个原子）的 ns/天算，未按原子数缩放"
                f"（来源未给缩放规则）；来源：{a['source']}")
    yours = f"Your system ≈ {atoms:,.0f} atoms: " if atoms else "No atom count said: "
    return (f"{yours}read against the published benchmark nearest in size, {a['system']} ({a['bench_atoms']:,} atoms), "
            f"not scaled by atom count (the source gives no scaling rule); source: {a['source']}")


def _card(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        s = f"{a['card']}：约 {a['ns_day']:,.0f} ns/天，每微秒约 {a['per_us']}（{a['row']}，{a['price']}/小时）"
        if a["gpu_days"] is not None:
            s += f"；{a['runs']:,.0f} 个 × {a['ns']:,.0f} ns = {a['gpu_days']:,.0f} GPU 天，总价约 {a['cost']}"
            if a["cards"] is not None:
                s += f"，{a['days']:,.0f} 天内完成需 {a['cards']} 张"
                s += "（单个模拟一张卡就超过期限：要多卡并行跑一个模拟，或放宽期限）" if a.get("too_long") else ""
        return s
    s = f"{a['card']}: ≈ {a['ns_day']:,.0f} ns/day, ≈ {a['per_us']} per µs ({a['row']}, {a['price']}/h)"
    if a["gpu_days"] is not None:
        s += f"; {a['runs']:,.0f} runs × {a['ns']:,.0f} ns = {a['gpu_days']:,.0f} GPU-days, ≈ {a['cost']} in all"
        if a["cards"] is not None:
            s += f", {a['cards']} card{'' if a['cards'] == 1 else 's'} to finish in {a['days']:,.0f} days"
            s += (" (one run alone outlasts the deadline on one card: run each on several cards, or allow more time)"
                  if a.get("too_long") else "")
    return s


def _md_ask(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        return "说一下要跑几个模拟、每个多少 ns，我就算 GPU 天数、卡数和总价（上面先给每微秒的价钱）"
    return "Say how many runs and how many ns each, and I'll give GPU-days, cards and the total (per-µs prices above)"


def _md_proposed(a: Mapping[str, Any], zh: bool) -> str:
    x = a["times"]
    if x is not None and a["card"].split()[0] == a["best"].split()[0]:
        return (f"你提的 {a['card']}：对，按上面的基准它每 ns 最便宜" if zh
                else f"Your {a['card']}: yes, the cheapest per ns on the benchmark above")
    if zh:
        if x is None:
            return f"{a['card']}：能跑，但没有它的公开 ns/天基准；最省的是 {a['best']}，先各跑 1 ns 试试"
        cost = f"（{a['cost']} 对比 {a['best_cost']}）" if a["cost"] else ""
        return f"你提的 {a['card']}：能跑，但同样的 ns 花费是 {a['best']} 的 {x:.1f} 倍{cost}——MD 用不上它的 FP64 和大显存"
    if x is None:
        return f"{a['card']}: works, but no published ns/day for it here; {a['best']} is cheapest — time 1 ns on each"
    cost = f" ({a['cost']} against {a['best_cost']})" if a["cost"] else ""
    return (f"Your {a['card']}: works, but costs {x:.1f}× {a['best']}'s price for the same ns{cost} — MD uses neither "
            f"its FP64 nor its memory")


def _dft_proposed(a: Mapping[str, Any], zh: bool) -> str:
    t = a["tflops"]
    rate = (f"FP64 约 {t:g} TFLOPS" if zh else f"FP64 ≈ {t:g} TFLOPS") if t is not None else ""
    if a["full"]:
        return (f"你提的 {a['card']}：对，全速 FP64（{rate}）" if zh else f"Your {a['card']}: yes, full-rate FP64 ({rate})")
    if zh:
        return f"你提的 {a['card']}：不行——{rate}，只有 FP32 的 1/64，双精度计算会慢几十倍（来源：{a['source']}）"
    return (f"Your {a['card']}: no — {rate}, 1/64 of its FP32; double-precision work runs tens of times slower "
            f"(source: {a['source']})")


def _work(a: Mapping[str, Any], zh: bool) -> str:
    calcs, each, nh, cores = a["calcs"], a["each"], a["node_hours"], a["cores"]
    node = (f"（{cores} 核 CPU 节点）" if zh else f"{cores}-core CPU node") if cores else ("" if zh else "CPU node")
    if nh is not None:
        return (f"你说的工作量：{calcs:,.0f} 个计算 × 每个 {each:g} 小时 = {nh:,.0f} 节点·小时{node}" if zh
                else f"The work as you state it: {calcs:,.0f} calculations × {each:g} h = {nh:,.0f} {node}-hours")
    return ("说一下计算个数和每个在 CPU 上要几小时，我就算出总的节点小时" if zh
            else "Say how many calculations and the CPU hours of each, and I'll total the node-hours")


def _fp64(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        return (f"{a['card']}：FP64 {a['tflops']:g} TFLOPS，每 {a['cur']}/小时 {a['per']:.2f} TFLOPS"
                f"（{a['row']}，{a['price']}/小时）")
    return (f"{a['card']}: FP64 {a['tflops']:g} TFLOPS, {a['per']:.2f} TFLOPS per {a['cur']} an hour "
            f"({a['row']}, {a['price']}/h)")


def _wrong(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        return f"不要用 RTX 4090 / L40S / L4 / A10（FP64 只有 0.5–1.4 TFLOPS）；来源：{a['source']}"
    return f"Not RTX 4090 / L40S / L4 / A10 (0.5–1.4 TFLOPS FP64); source: {a['source']}"


def _pilot(a: Mapping[str, Any], zh: bool) -> str:
    calcs, days = a["calcs"], a["days"]
    if zh:
        s = (f"GPU 相对 CPU 节点的加速比这里没有公开数据：先在一张 {a['card']} 上试跑 1 个有代表性的计算，计时；"
             f"卡数 = 计算个数 × 试跑小时 ÷ 期限小时")
        return s + (f"（{calcs:,.0f} 个、{days:,.0f} 天）" if calcs and days else "")
    s = (f"No published GPU-over-CPU-node speed-up is held: time one representative calculation on one {a['card']} "
         f"(a pilot); cards = calculations × pilot hours ÷ deadline hours")
    return s + (f" ({calcs:,.0f} calculations in {days:,.0f} days)" if calcs and days else "")


def _memory(a: Mapping[str, Any], zh: bool) -> str:
    if a["family"] == "md":
        return ("显存基本不是瓶颈：几十万原子的体系也只要几 GB" if zh
                else "Memory rarely binds: a system of a few hundred thousand atoms needs a few GB")
    return ("显存一般不是瓶颈，但随能带数 × 平面波数增长，试跑时看一下峰值" if zh
            else "Memory rarely binds, but it grows with bands × plane waves: read the peak off the pilot")


def _md_budget(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        verdict = "够" if a["fits"] else "不够"
        return f"预算 {a['budget']}：{verdict}——最省的 {a['card']} 全部跑完约 {a['cost']}"
    verdict = "fits" if a["fits"] else "falls short"
    return f"Your budget of {a['budget']} {verdict}: the whole job on {a['card']} ≈ {a['cost']}"


def _dft_budget(a: Mapping[str, Any], zh: bool) -> str:
    per = a["per_calc"]
    if zh:
        s = f"预算 {a['budget']} 可买约 {a['hours']:,.0f} 个 {a['card']} 卡时"
        return s + (f"：试跑时每个计算在一张卡上不超过约 {per:.1f} 小时，{a['calcs']:,.0f} 个就在预算内" if per else "")
    s = f"Your budget of {a['budget']} buys ≈ {a['hours']:,.0f} {a['card']} card-hours"
    return s + (f": if the pilot takes ≤ {per:.1f} GPU-hours a calculation, all {a['calcs']:,.0f} fit in it" if per else "")


ENTRIES = {"sim.md_budget": E(lambda a: _md_budget(a, False), lambda a: _md_budget(a, True)),
           "sim.dft_budget": E(lambda a: _dft_budget(a, False), lambda a: _dft_budget(a, True)),
           "sim.head": E(lambda a: _head(a, False), lambda a: _head(a, True)),
           "sim.code": E(lambda a: _code(a, False), lambda a: _code(a, True)),
           "sim.md_bench": E(lambda a: _bench(a, False), lambda a: _bench(a, True)),
           "sim.md_card": E(lambda a: _card(a, False), lambda a: _card(a, True)),
           "sim.md_ask": E(lambda a: _md_ask(a, False), lambda a: _md_ask(a, True)),
           "sim.md_proposed": E(lambda a: _md_proposed(a, False), lambda a: _md_proposed(a, True)),
           "sim.dft_proposed": E(lambda a: _dft_proposed(a, False), lambda a: _dft_proposed(a, True)),
           "sim.dft_work": E(lambda a: _work(a, False), lambda a: _work(a, True)),
           "sim.fp64_card": E(lambda a: _fp64(a, False), lambda a: _fp64(a, True)),
           "sim.fp64_wrong": E(lambda a: _wrong(a, False), lambda a: _wrong(a, True)),
           "sim.dft_pilot": E(lambda a: _pilot(a, False), lambda a: _pilot(a, True)),
           "sim.vasp_licence": E("VASP's GPU port runs only under a VASP licence for your research group: check it "
                                 "covers the cloud machines before renting",
                                 "VASP 的 GPU 版要有课题组的 VASP 许可才能用：租云机器前先确认许可覆盖云上运行"),
           "sim.memory": E(lambda a: _memory(a, False), lambda a: _memory(a, True))}
