"""The words of advisor/core/rl_env_read.py's answers: reinforcement learning on a CPU environment (PPO, self-play, a
Python / Gym / game env) — the steps a second, the CPU cores, the box and the small card, the proposed big GPUs;
figures from tools/rl_env.py and tools/cpu_rent.py, formatted here, never computed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _head(a: Mapping[str, Any], zh: bool) -> str:
    many = (f"{a['n']} × {a['card']}" if a["n"] else a["card"]) if a["card"] else None
    if zh:
        lead = f"用不上 {many}：" if many else ""
        return (lead + "这是小网络的强化学习，瓶颈是环境在 CPU 上的步数，不是 GPU——按 CPU 核数规划，"
                "再配一张小卡跑策略网络（不是大模型的 RLHF）")
    lead = f"No need for {many}: " if many else ""
    return (lead + "this is small-network reinforcement learning, bound by the environment's CPU steps, not the GPU — "
            "plan CPU cores, plus one modest card for the policy net (not LLM RLHF)")


def _ask(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        return (f"Python 写的环境单核每秒约 {a['lo']:,.0f}–{a['hi']:,.0f} 步（假设，参照 {a['source']}）；"
                "告诉我总共要跑多少步、多久内跑完，我就算出每秒步数、CPU 核数和费用")
    return (f"A Python env steps ≈ {a['lo']:,.0f}–{a['hi']:,.0f} times a second a core (assumed, anchored on "
            f"{a['source']}); tell me the total steps and the deadline and I give the steps a second, the cores and "
            "the cost")


def _no_window(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        return (f"没说期限：按一台 {a['cores']:g} 核的机器估算（每 {a['factor']} 核一个环境核），{a['steps']:,.0f} 步约 "
                f"{a['fast']:,.1f}–{a['slow']:,.1f} 小时（单核 {a['hi']:,.0f}–{a['lo']:,.0f} 步/秒，假设）；下面按较慢的一端规划")
    return (f"No deadline said: on one {a['cores']:g}-core box (one env core per {a['factor']}), {a['steps']:,.0f} "
            f"steps take ≈ {a['fast']:,.1f}–{a['slow']:,.1f} h ({a['hi']:,.0f}–{a['lo']:,.0f} steps/s a core, "
            "assumed); planned below at the slow end")


def _cores(a: Mapping[str, Any], zh: bool) -> str:
    a = {**a, "fast": "" if a["fast"] == a["slow"] else f"{a['fast']}–"}  # "1–1 cores" is one
    if zh:
        s = (f"{a['steps']:,.0f} 步 ÷ {a['window']:,.0f} 小时 = 每秒 {a['rate']:,.0f} 步；"
             "Python 环境单核每秒约 "
             f"{a['lo']:,.0f}–{a['hi']:,.0f} 步（假设，参照 {a['source']}；请用单核循环 env.step 实测）→ 环境需要 "
             f"{a['fast']}{a['slow']} 个核；按 × {a['factor']} 余量（自对弈每一方出招都要跑策略前向、"
             f"PPO 更新和进程间通信也占核，假设）规划 {a['cores']} 个物理核")
        if a["rewrite"]:
            s += ("。核数这么多时先改环境：numpy / numba / JAX 向量化，或写成 EnvPool 的 C++ 环境"
                  "（其 README 实测比 Python 子进程快约 3–13 倍）")
        return s
    s = (f"{a['steps']:,.0f} steps ÷ {a['window']:,.0f} h = {a['rate']:,.0f} steps/s; a Python env steps ≈ "
         f"{a['lo']:,.0f}–{a['hi']:,.0f} times a second a core (assumed, anchored on {a['source']}; time yours with a "
         f"one-core loop of env.step) → {a['fast']}{a['slow']} env cores; × {a['factor']} headroom (self-play runs the "
         f"policy's forward pass for every seat's move, the PPO update and IPC share the box; assumed) → plan "
         f"{a['cores']} physical cores")
    if a["rewrite"]:
        s += (". At this many cores rewrite the env first: vectorised numpy / numba / JAX, or a C++ EnvPool env "
              "(its README measures ≈ 3–13× a Python subprocess vector env)")
    return s


def _box(a: Mapping[str, Any], zh: bool) -> str:
    far_zh = "（你所在的地方没有收录 CPU 机型价格，这是别处的参考价）" if a["elsewhere"] else ""
    far_en = " (no CPU instance priced where you are: a reference from elsewhere)" if a["elsewhere"] else ""
    gpu = ""
    if zh:
        box = (f"CPU：{a['boxes']} 台 {a['row']}（{a['vcpu']} vCPU = {a['box_cores']:g} 个物理核）{far_zh}，整段 "
               f"{a['window']:,.0f} 小时约 {a['box_cost']}" if a["row"] else "CPU：没有收录可用的 CPU 机型价格")
        if a["card"]:
            one = "一张" if a.get("cards", 1) == 1 else f"{a['cards']} 张"
            gpu = (f"；策略网络{one} {a['card']}（{a['card_row']}）同期约 {a['card_cost']}——按 {a['params_m']:g}M 参数、"
                   f"PPO {a['epochs']} 轮更新，共 {a['flops']:.2g} FLOPs，"
                   f"{'这张卡' if a.get('cards', 1) == 1 else '每张卡'}只忙约 {a['gpu_h']:,.1f} 小时"
                   f"（按 {a['mfu']:.0%} 利用率假设），其余时间在等环境；"
                   "MLP 策略甚至可以只用 CPU")
        return box + gpu
    box = (f"CPU: {a['boxes']} × {a['row']} ({a['vcpu']} vCPU = {a['box_cores']:g} physical cores){far_en}, ≈ "
           f"{a['box_cost']} for the {a['window']:,.0f} h" if a["row"] else "CPU: no CPU instance is priced here")
    if a["card"]:
        one = "one" if a.get("cards", 1) == 1 else f"{a['cards']} ×"
        gpu = (f"; the policy net on {one} {a['card']} ({a['card_row']}), ≈ {a['card_cost']} for the same hours — at "
               f"{a['params_m']:g} M parameters and {a['epochs']} PPO epochs, {a['flops']:.2g} FLOPs keep "
               f"{'it' if a.get('cards', 1) == 1 else 'each'} busy only "
               f"≈ {a['gpu_h']:,.1f} h ({a['mfu']:.0%} utilisation assumed); it waits on the env the rest of the time, "
               "and an MLP policy can even train on the CPU")
    return box + gpu


def _proposed(a: Mapping[str, Any], zh: bool) -> str:
    many = f"{a['n']} 张 {a['card']}" if zh and a["n"] else f"{a['n']} × {a['card']}" if a["n"] else a["card"]
    if zh:
        s = f"{many}：按同样的算法，策略网络在一张 {a['card']} 上只要约 {a['gpu_h']:,.2f} 小时" if a["gpu_h"] else \
            f"{many}：策略网络很小，用不满"
        return s + (f"，却要每小时 {a['hour']}、{a['window']:,.0f} 小时共 {a['week']}，卡几乎全程空等 CPU 环境"
                    if a["hour"] else "，卡几乎全程空等 CPU 环境（这里没有它的价格）")
    s = (f"{many}: on the same count the policy needs only ≈ {a['gpu_h']:,.2f} h of one {a['card']}" if a["gpu_h"] else
         f"{many}: the policy net is far too small to fill it")
    return s + (f", at {a['hour']} an hour, {a['week']} for the {a['window']:,.0f} h — idle nearly all the run, waiting "
                "on the CPU env" if a["hour"] else ", idle nearly all the run waiting on the CPU env (not priced here)")


ENTRIES = {"rl.head": E(lambda a: _head(a, False), lambda a: _head(a, True)),
           "rl.ask": E(lambda a: _ask(a, False), lambda a: _ask(a, True)),
           "rl.no_window": E(lambda a: _no_window(a, False), lambda a: _no_window(a, True)),
           "rl.cores": E(lambda a: _cores(a, False), lambda a: _cores(a, True)),
           "rl.box": E(lambda a: _box(a, False), lambda a: _box(a, True)),
           "rl.proposed": E(lambda a: _proposed(a, False), lambda a: _proposed(a, True)),
           # the reader's note (extract_rules._rl_env_read): the same reading on every surface (parse, MCP, LangChain)
           "rl.read_not_llm": E(lambda a: _head({"card": None}, False) + "; the step count is no model size: ask it as a "
                                "question (`gpu-advisor ask`, the chat) for the CPU cores and the card — `recommend` "
                                "sizes language models",
                                lambda a: _head({"card": None}, True) + "；步数不是模型大小：请直接提问（`gpu-advisor ask` "
                                "或对话）得到 CPU 核数和策略网络的卡——`recommend` 只估算语言模型")}
