"""The words of advisor/core/sim_render_read.py's answer: a robot simulator with rendered cameras (Isaac Sim / Lab,
Omniverse, Habitat) — the card proposed against RT cores, the RT-card box for the run, its hours and cost per run;
figures from tools/sim_render.py, formatted here, never computed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _gpu_sim_head(a: Mapping[str, Any], zh: bool) -> str:
    card, sim = a["card"], a["sim"]
    n = f"{a['cards']} × " if a["cards"] else ""
    if zh:
        s = (f"{sim} 强化学习（只跑物理、不带相机）：仿真器本身跑在 GPU 上（一张卡并行几千个环境），不是 Gym / 经典 MuJoCo / "
             f"Atari 那种吃 CPU 的环境，不按 CPU 核数规划；不需要 Isaac Sim，也不需要 RT 核心，任何一张够显存的 CUDA 卡都能跑")
        if card:
            s += f"。你提的 {n}{card}：能跑，但几千个环境一张卡就装得下，多卡只缩短时间"
        return s + "。按环境步数算，不按 token"
    s = (f"{sim} RL on physics alone (no cameras): the simulator itself runs on the GPU (thousands of parallel envs on "
         f"one card), not a CPU-bound env like Gym / classic MuJoCo / Atari, so it is not planned in CPU cores; it needs "
         f"no Isaac Sim and no RT cores — any CUDA card with enough memory runs it")
    if card:
        s += f". Your {n}{card}: it runs it, but thousands of envs fit one card; more cards only shorten the run"
    return s + ". Sized by env steps, not tokens"


def _physics_head(a: Mapping[str, Any], zh: bool) -> str:
    if a.get("gpu_sim"):
        return _gpu_sim_head(a, zh)
    card, sim = a["card"], a["sim"]
    n = f"{a['cards']} × " if a["cards"] else ""
    if zh:
        s = (f"{sim} 强化学习（只跑物理、不带相机）：物理仿真在 GPU 上（PhysX GPU 管线，一张卡跑几千个环境），不是吃 CPU 的"
             f" Python 环境；Isaac Lab 跑在 Isaac Sim 上，Isaac Sim 只列 RTX 卡（L40S、RTX 6000 Ada、L4、RTX 4090 / 5090），"
             f"A100 / H100 这类没有 RT 核心的卡不在支持之列")
        if card and a["rt"] is False:
            s += f"。你提的 {n}{card}：不需要也不推荐——没有 RT 核心、不受支持，几千个环境一张 RTX 卡就装得下"
        return s + "。按环境步数算，不按 token"
    s = (f"{sim} RL on physics alone (no cameras): the simulation runs on the GPU (PhysX GPU pipelines, thousands of "
         f"envs on one card), not a CPU-bound Python env; Isaac Lab runs on Isaac Sim, whose requirements list RTX cards "
         f"(L40S, RTX 6000 Ada, L4, RTX 4090 / 5090) — A100 / H100, without RT cores, are not supported")
    if card and a["rt"] is False:
        s += (f". Your {n}{card}: not needed and not supported — no RT cores, and thousands of envs fit one RTX card")
    return s + ". Sized by env steps, not tokens"


def _head(a: Mapping[str, Any], zh: bool) -> str:
    if a.get("physics"):
        return _physics_head(a, zh)
    card, sim = a["card"], a["sim"]
    n = f"{a['cards']} × " if a["cards"] else ""
    if zh:
        why = ("相机（RTX 渲染器、tiled camera）要 RT 核心——A100 / H100 / H200 / B200 这类计算卡没有 RT 核心，Isaac Sim "
               "在上面不支持相机渲染（只跑物理可以）" if a["isaac"] else
               "相机渲染是图形活，要 RTX 类卡——A100 / H100 / H200 / B200 这类计算卡没有 RT 核心，不是为渲染做的")
        s = f"{sim} 带相机渲染的机器人强化学习：{why}；要用 RTX 类卡（L40S、RTX 6000 Ada、L4、A10G、RTX 4090）"
        if card and a["rt"] is False:
            s += f"。你提的 {n}{card}：不行——{card} 没有 RT 核心，相机渲染跑不起来，卡再多也没用"
        elif card:
            s += f"。你提的 {n}{card}：有 RT 核心，可以渲染相机"
        return s + "。这不是大模型微调：按环境步数算，不按 token"
    why = ("the cameras (the RTX renderer, tiled cameras) need RT cores — compute cards such as A100 / H100 / H200 / "
           "B200 have none, and Isaac Sim does not support camera rendering on them (physics-only runs)" if a["isaac"]
           else "camera rendering is graphics work for an RTX-class card — compute cards such as A100 / H100 / H200 / "
                "B200 have no RT cores and are not built for rendering")
    s = f"{sim} RL with rendered cameras: {why}; use RTX-class cards (L40S, RTX 6000 Ada, L4, A10G, RTX 4090)"
    if card and a["rt"] is False:
        s += (f". Your {n}{card}: no — the {card} has no RT cores, so the cameras will not render there, however "
              f"many you rent")
    elif card:
        s += f". Your {n}{card}: it has RT cores and renders the cameras"
    return s + ". This is not an LLM fine-tune: it is sized by env steps, not tokens"


def _hours(h: float) -> str:
    """Hours as said: one decimal under an hour (a 0.4 h run is not "0 h"), else whole."""
    return f"{h:,.1f}" if h < 1 else f"{h:,.0f}"


def _rent(a: Mapping[str, Any], zh: bool) -> str:
    if a["card"] is None:
        return ("这里没有收录带 RT 核心（≥ 16 GB）的卡在 x86 主机上的租价，不编价格" if zh
                else "No RT-core card (≥ 16 GB) on an x86 host is priced here — none is invented")
    where = ("（你所在地以外）" if zh else " (outside your place)") if a["elsewhere"] else ""
    row = a["row"] if a["box"] else (f"{a['cards']} 台 {a['row']}" if zh else f"{a['cards']} × {a['row']}")
    steps = f"{a['steps']:,.0f}"
    others = ", ".join(a["others"])
    if zh:
        s = (f"租 {a['cards']} × {a['card']}（{row}{where}，{a['hour']}/小时，x86 主机）：{steps} 步"
             f"{'（没说步数，按 ' + a['steps_source'] + '）' if a['assumed'] else ''}"
             f"约 {_hours(a['h_fast'])}–{_hours(a['h_slow'])} 小时，"
             f"每次训练约 {a['c_fast']}–{a['c_slow']}（按需价；spot 配合断点续训更便宜）。各卡各跑一份环境，"
             f"策略梯度在机内 all-reduce：一台机器就够，不要多节点")
        return s + (f"；这里也有带 RT 核心的：{others}" if others else "")
    s = (f"Rent {a['cards']} × {a['card']} ({row}{where}, {a['hour']}/h, an x86 host): {steps} env steps"
         f"{' (no steps said: ' + a['steps_source'] + ')' if a['assumed'] else ''} "
         f"≈ {_hours(a['h_fast'])}–{_hours(a['h_slow'])} h, "
         f"≈ {a['c_fast']}–{a['c_slow']} per run (on-demand; spot with checkpoints is cheaper). Each card runs its own "
         f"share of the envs and the policy's gradients are all-reduced inside the box: one machine, never multi-node")
    return s + (f"; other RT-core cards rented here: {others}" if others else "")


def _gpu_sim_math(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        return (f"算法：每张 RTX 4090 每秒 {a['lo']:,.0f}–{a['hi']:,.0f} 环境步（含策略推理和训练；先跑 10 分钟计时），"
                f"别的卡按 FP32 TFLOPS 折算；小时 = 步数 ÷（速率 × 卡数）÷ 3,600；显存至少 {a['gb']:g} GB"
                f"（来源：{a['physics_source']}）")
    return (f"How: {a['lo']:,.0f}–{a['hi']:,.0f} env steps/s per RTX 4090 with the policy's inference and training "
            f"(time the first 10 minutes), other cards scaled by FP32 TFLOPS; hours = steps ÷ (rate × cards) ÷ 3,600; "
            f"at least {a['gb']:g} GB of VRAM (source: {a['physics_source']})")


def _math(a: Mapping[str, Any], zh: bool) -> str:
    if a.get("gpu_sim"):
        return _gpu_sim_math(a, zh)
    if a.get("physics"):
        if zh:
            return (f"算法：每张 RTX 4090 每秒 {a['lo']:,.0f}–{a['hi']:,.0f} 环境步（含推理和训练；上限是官方实测，下限按一半估，"
                    f"机器人或地形更重时；先跑 10 分钟计时），别的卡按 FP32 TFLOPS 折算；小时 = 步数 ÷（速率 × 卡数）÷ 3,600；"
                    f"显存至少 {a['gb']:g} GB（来源：{a['physics_source']}；{a['isaac_source']}）")
        return (f"How: {a['lo']:,.0f}–{a['hi']:,.0f} env steps/s per RTX 4090 with inference and training (the top is the "
                f"published figure, the bottom half of it, ASSUMED for a heavier robot or terrain: time the first 10 "
                f"minutes), other cards scaled by FP32 TFLOPS; hours = steps ÷ (rate × cards) ÷ 3,600; at least "
                f"{a['gb']:g} GB of VRAM (sources: {a['physics_source']}; {a['isaac_source']})")
    if zh:
        return (f"算法：每张 L40S 每秒 {a['lo']:,.0f}–{a['hi']:,.0f} 环境步（64×64 RGB-D tiled 相机，假设，先跑 10 分钟计时），"
                f"别的卡按 FP32 TFLOPS 折算；小时 = 步数 ÷（速率 × 卡数）÷ 3,600；显存至少 {a['gb']:g} GB；"
                f"没有 RT 核心的卡只能训练不带相机的状态策略（teacher），再在 RTX 卡上蒸馏相机学生策略"
                f"（来源：{a['rt_source']}；{a['isaac_source']}）")
    return (f"How: {a['lo']:,.0f}–{a['hi']:,.0f} env steps/s per L40S with 64×64 RGB-D tiled cameras (ASSUMED: time the "
            f"first 10 minutes), other cards scaled by FP32 TFLOPS; hours = steps ÷ (rate × cards) ÷ 3,600; at least "
            f"{a['gb']:g} GB of VRAM. A card without RT cores can still train a state-based teacher (no cameras); "
            f"distil the camera student on RTX cards (sources: {a['rt_source']}; {a['isaac_source']})")


def _runs(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        fit = (f"；{a['deadline']:,.0f} 小时内跑完要 {a['boxes']} 台这样的机器同时跑（各次训练互相独立，总价不变）"
               if a["boxes"] else "；多台机器同时跑可缩短总时间，总价不变")
        return (f"{a['runs']} 次训练合计：{a['runs']} × 每次 = {a['h_fast']:,.0f}–{a['h_slow']:,.0f} 机器小时，"
                f"约 {a['c_fast']}–{a['c_slow']}{fit}")
    fit = (f"; to finish within {a['deadline']:,.0f} h, run {a['boxes']} such boxes side by side (independent runs: the "
           "same total cost)" if a["boxes"] else "; more boxes side by side shorten the wall time at the same total cost")
    return (f"All {a['runs']} runs: {a['runs']} × the run above = {a['h_fast']:,.0f}–{a['h_slow']:,.0f} box-hours, "
            f"≈ {a['c_fast']}–{a['c_slow']} in all{fit}")


ENTRIES = {"sim_render.runs": E(lambda a: _runs(a, False), lambda a: _runs(a, True)),
"sim_render.head": E(lambda a: _head(a, False), lambda a: _head(a, True)),
           "sim_render.rent": E(lambda a: _rent(a, False), lambda a: _rent(a, True)),
           "sim_render.math": E(lambda a: _math(a, False), lambda a: _math(a, True))}
