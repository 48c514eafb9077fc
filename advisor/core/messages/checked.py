"""The words of tools/checked.py: the verdict on a card the user asks about, ahead of the ranked answer."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E
from advisor.core.units import duration_text


def _en(a: Mapping[str, Any]) -> str:
    what = f"{a['n']} × {a['gpu']}"
    if a["need"] is None:
        head = f"no, {what} is not enough, nor is any number of {a['gpu']} tried ({a['words']})"
    elif not a["fits"] and a.get("copies"):  # the plan as ranked (tools.checked.as_ranked): more copies than fit
        head = f"no, {what} is not enough: as ranked it takes {a['need']} × {a['gpu']}{_copies_en(a)} ({a['words']})"
    elif not a["fits"] and a.get("fp8_kv"):  # FP8 KV on the count asked about (tools.checked.fp8_kv_on_asked): first
        head = (f"{a['fp8_kv']}; with a 16-bit KV cache, no ({a['words']}): that would take {a['need']} × "
                f"{a['gpu']}{_nodes_en(a)}")
    elif not a["fits"] and a.get("lower"):  # a lower precision holds it on the count asked (tools.recommend): first
        head = (f"not in {a['from']} ({a['words']}); {a['lower']}; in {a['from']} it would take {a['need']} × "
                f"{a['gpu']}")
    elif not a["fits"]:
        head = f"no, {what} is not enough ({a['words']}); it would take {a['need']} × {a['gpu']}"
    elif _late(a):  # holds the model, misses the window: a batch's cards are set by its compute, not its memory
        head = (f"{what} holds one copy ({a['words']}), but that is not enough for this batch: its speed, not its "
                "memory, sets the card count")
    elif _over(a):  # a batch the asked cards finish well inside the window: enough, and the booking is the question
        head = f"yes, {what} is enough ({a['words']})"
    elif a.get("answer") == "more":  # fewer than asked hold it (tools.setup_verdict)
        verb = "holds" if a["need"] == 1 else "hold"
        head = f"no, {what} is more than needed: {a['need']} × {a['gpu']} {verb} it{_copies_en(a)} ({a['words']})"
    else:
        head = f"yes, {what} is enough{_copies_en(a)} ({a['words']})"
    if a.get("kv_split"):  # TP = KV heads × pipeline stages on the count judged (tools.parallel.kv_head_tp)
        head += f" — as {a['kv_split']}"
    if a.get("not_on"):  # a yes on the family's roomiest variant: the usual smaller one said with it
        need = f"it would take {a['not_on_need']}" if a.get("not_on_need") else "no count of them holds it"
        head += f" — but not on {a['n']} × {a['not_on']}: {need}" + _nodes_en(_other(a))
    if a.get("asked_context"):  # the prompt is over the model's maximum: no card makes it fit, said first
        return (f"You asked about {a['said']}: no, not on any card: {a['model']} reads at most {a['max_context']:,} "
                f"tokens and the prompt is {a['asked_context']:,}; at {a['max_context']:,} tokens, {head}. Ranked "
                "over every card instead:")
    four = f"; {a['int4']}" if a.get("int4") else ""
    nodes = "" if a.get("fp8_kv") else _nodes_en(a)
    four += f"; {a['full']}" if a.get("full") else ""  # a long window: whole sessions held (tools.checked)
    if a.get("at"):  # the verdict at the asked precision, ahead of a plan in another one (tools.checked.verdict_leads)
        at = "" if head.startswith(f"{a['at']} ") else f"in {a['at']}, "  # "BF16 is not enough …" names it already
        return f"You asked about {a['said']}: {at}{head}{nodes}{_weights_en(a)}{four}{_batch_en(a)}."
    return (f"You asked about {a['said']}: {head}{nodes}{_weights_en(a)}{four}{_batch_en(a)}. "
            "Ranked over every card instead:")


def _full_en(a: Mapping[str, Any]) -> str:
    kv = "FP8 " if a["fp8"] else ""
    held = (f"{a['n']} × {a['gpu']} hold ≈ {a['held']:,} such sessions at once" if a["held"] else
            f"{a['n']} × {a['gpu']} hold not one such session")
    fp8 = (f" (≈ {a['held_fp8']:,} with an FP8 KV cache, --kv-cache-dtype fp8: ≈ {a['gb_fp8']:,.1f} GB each)"
           if a.get("held_fp8") is not None else "")
    ttft = (f"; a new {a['ctx']:,}-token prompt waits ≈ " + (f"{a['mins']:,.1f} min" if a.get("mins") else
            f"{a['ttft']:,.0f} s") + " for its first token there") if a.get("ttft") else ""
    levers = [*([] if a["fp8"] else ["an FP8 KV cache"]),
              "prefix caching (a repository or contract sent again is not prefilled again)",
              "a cap on long sessions (a separate long-context instance with its own --max-num-seqs, the rest at a "
              "shorter --max-model-len)",
              *(["TP = KV heads × pipeline stages (each KV head stored once: about twice the sessions)"]
                if a.get("dup") else [])]
    return (f"at the full {a['ctx']:,} tokens one session's {kv}KV cache is ≈ {a['gb']:,.1f} GB; {held}{fp8} — "
            f"of the {a['users']:,} users at once, more full-length prompts than that wait in the engine's queue "
            f"(vLLM preempts a running one when the pool runs out){ttft}; levers: {', '.join(levers)}")


def _full_zh(a: Mapping[str, Any]) -> str:
    kv = "FP8 " if a["fp8"] else ""
    held = (f"{a['n']} × {a['gpu']} 同时约能放 {a['held']:,} 个满长会话" if a["held"] else
            f"{a['n']} × {a['gpu']} 连一个满长会话都放不下")
    fp8 = (f"（用 FP8 KV cache，--kv-cache-dtype fp8，每个约 {a['gb_fp8']:,.1f} GB：约 {a['held_fp8']:,} 个）"
           if a.get("held_fp8") is not None else "")
    ttft = (f"；一个新的 {a['ctx']:,} token 提示在这些卡上首 token 约 " + (f"{a['mins']:,.1f} 分钟" if a.get("mins") else
            f"{a['ttft']:,.0f} 秒")) if a.get("ttft") else ""
    levers = [*([] if a["fp8"] else ["FP8 KV cache"]), "prefix cache（同一仓库或合同再次发送不用重新 prefill）",
              "限制长会话数（单独开一个长上下文实例并设 --max-num-seqs，其余用较短的 --max-model-len）",
              *(["TP = KV 头数 × 流水线并行（每个 KV 头只存一份：约多一倍会话）"] if a.get("dup") else [])]
    return (f"满长 {a['ctx']:,} token 时每个会话的 {kv}KV cache 约 {a['gb']:,.1f} GB；{held}{fp8}——"
            f"{a['users']:,} 路并发中超出的满长请求在引擎队列里等（显存池满时 vLLM 会抢占正在跑的请求）{ttft}；"
            f"可用的手段：{'、'.join(levers)}")


def _offer(a: Mapping[str, Any]) -> str:
    """The row a plan on the card asked about is priced by, so its label and price are one fact."""
    return f" (`{a['offer']}`)" if a.get("offer") else ""


def _offer_zh(a: Mapping[str, Any]) -> str:
    return f"（`{a['offer']}`）" if a.get("offer") else ""


def _copies_en(a: Mapping[str, Any]) -> str:
    """The plan as ranked on the card asked about, in copies (tools.checked.as_ranked): each copy its share of users."""
    return f" as {a['copies']} copies of {a['per_copy']} × {a['gpu']}, the users split among them" if a.get("copies") else ""


def _copies_zh(a: Mapping[str, Any]) -> str:
    return f"（分成 {a['copies']} 份，每份 {a['per_copy']} × {a['gpu']}，用户分到各份）" if a.get("copies") else ""


def _over(a: Mapping[str, Any]) -> bool:
    """A batch the asked cards finish in half the window or less (tools.checked.booked_over): the memory count ("1 × A100
    holds it") is not what the job needs, so the verdict is "enough" and the booking's GPU-hours follow."""
    b = a.get("batch")
    return bool(b and b.get("over"))


def _late(a: Mapping[str, Any]) -> bool:
    """A batch with a deadline the asked cards hold but cannot finish in time ("H20便宜，用H20行不行？" for 50M push texts
    in 6 h: one H20 holds Qwen3-8B, and the job takes 32 eight-card H20 machines): the verdict is no, never "enough"."""
    b = a.get("batch")
    return bool(b and b["deadline"] and b["machines"] > 1)


def _other(a: Mapping[str, Any]) -> Mapping[str, Any]:
    """The smaller variant's servers and link (tools.checked.with_machines `not_on_nodes`) in `_nodes_en`'s shape."""
    return {"gpu": a.get("not_on"), "nodes": a.get("not_on_nodes")}


def _nodes_en(a: Mapping[str, Any]) -> str:
    """More of the card than one server holds (tools.checked.with_machines): the servers and the link they need."""
    n = a.get("nodes")
    if not n:
        return ""
    price = ("" if n["priced"] else f"; I have no public price for {a['gpu']}: ask the provider for a quote on "
             f"{n['machines']} such servers with that link (`gpu-advisor catalog import` adds it)")
    return (f" — that is {n['machines']} servers of {n['per_machine']}, and one copy split over them needs "
            f"≥ {n['rdma_gbit_s']} Gbit/s RDMA between them (InfiniBand or RoCE; plain Ethernet is not enough){price}")


def _nodes_zh(a: Mapping[str, Any]) -> str:
    n = a.get("nodes")
    if not n:
        return ""
    price = ("" if n["priced"] else f"；我这里没有 {a['gpu']} 的公开价格：请向云厂商询价 {n['machines']} 台带这种互联的机器"
             "（可用 `gpu-advisor catalog import` 导入报价）")
    return (f"——即 {n['machines']} 台 {n['per_machine']} 卡机器，一份模型跨机切分，机器之间必须有 ≥ {n['rdma_gbit_s']} Gbit/s "
            f"的 RDMA（InfiniBand 或 RoCE；普通以太网不行）{price}")


def _weights_en(a: Mapping[str, Any]) -> str:
    """The weights alone at each precision against the card's memory (tools.checked.weights_at_precisions)."""
    if not a.get("weight_gb") or not a.get("card_gb"):
        return ""
    each = ", ".join(f"{gb:,.0f} GB in {label}" for label, gb in zip(a["weight_formats"], a["weight_gb"], strict=True))
    return f"; the weights alone are {each}, against {a['card_gb']:g} GB on one {a['gpu']}, before the KV cache"


def _weights_zh(a: Mapping[str, Any]) -> str:
    if not a.get("weight_gb") or not a.get("card_gb"):
        return ""
    each = "、".join(f"{label} {gb:,.0f} GB" for label, gb in zip(a["weight_formats"], a["weight_gb"], strict=True))
    return f"；单是权重就有 {each}，一张 {a['gpu']} 只有 {a['card_gb']:g} GB，还没算 KV cache"


def _batch_en(a: Mapping[str, Any]) -> str:
    """A batch's time on the card asked about (tools.checked.with_batch_time), or nothing."""
    b = a.get("batch")
    if not b:
        return ""
    one = f"; for the whole batch, one {b['machine']}-card machine of {a['gpu']} takes ≈ {_took(b['hours'], 'en')}"
    if not b["deadline"]:
        return one
    if b["machines"] <= 1 and b.get("over"):
        return (one + f", within the {b['deadline']:,.0f} hours. Overkill for the whole window: {a['n']} × {a['gpu']} "
                f"× {b['deadline']:,.0f} h = {b['booked']:,.0f} GPU-hours booked against ≈ {b['used']:,.0f} the job "
                f"uses, ≈ {b['over']:,.1f}× more than needed: rent it by the hour for ≈ {_took(b['run_h'], 'en')} "
                "(plus a margin), or the cheaper plan below")
    if b["machines"] <= 1:
        return one + f", within the {b['deadline']:,.0f} hours"
    return (one + f", past the {b['deadline']:,.0f} hours: it takes {b['machines']} such machines "
            f"({b['machines'] * b['machine']} × {a['gpu']})")


def _took(hours: float, lang: str) -> str:
    """Whole hours as the check states them; under an hour in minutes, never '0 hours'."""
    if hours >= 1:
        return f"{hours:,.0f} hours" if lang == "en" else f"{hours:,.0f} 小时"
    return duration_text(hours, lang)


def _batch_zh(a: Mapping[str, Any]) -> str:
    b = a.get("batch")
    if not b:
        return ""
    one = f"；整批任务用一台 {b['machine']} 卡的 {a['gpu']} 约需 {_took(b['hours'], 'zh')}"
    if not b["deadline"]:
        return one
    if b["machines"] <= 1 and b.get("over"):
        return (one + f"，在 {b['deadline']:,.0f} 小时的期限内。整段时间都租就太多了：{a['n']} × {a['gpu']} × "
                f"{b['deadline']:,.0f} 小时 = {b['booked']:,.0f} 卡时，而任务只用 ≈ {b['used']:,.0f} 卡时，多了约 "
                f"{b['over']:,.1f} 倍：按小时租 ≈ {_took(b['run_h'], 'zh')}（再留些余量），或用下面更便宜的方案")
    if b["machines"] <= 1:
        return one + f"，在 {b['deadline']:,.0f} 小时的期限内"
    return one + f"，超出 {b['deadline']:,.0f} 小时的期限：需要 {b['machines']} 台（{b['machines'] * b['machine']} × {a['gpu']}）"


def _zh(a: Mapping[str, Any]) -> str:
    what = f"{a['n']} × {a['gpu']}"
    if a["need"] is None:
        head = f"不够：{what} 不够，试过的任何张数的 {a['gpu']} 都装不下（{a['words']}）"
    elif not a["fits"] and a.get("copies"):
        head = f"不够：{what} 不够：按排名的方案需要 {a['need']} × {a['gpu']}{_copies_zh(a)}（{a['words']}）"
    elif not a["fits"] and a.get("fp8_kv"):
        head = f"{a['fp8_kv']}；16 位 KV cache 则不够（{a['words']}）：那样需要 {a['need']} × {a['gpu']}{_nodes_zh(a)}"
    elif not a["fits"] and a.get("lower"):
        head = f"{a['from']} 不够（{a['words']}）；{a['lower']}；{a['from']} 则需要 {a['need']} × {a['gpu']}"
    elif not a["fits"]:
        head = f"不够：{what} 不够（{a['words']}）；需要 {a['need']} × {a['gpu']}"
    elif _late(a):
        head = f"{what} 装得下一份模型（{a['words']}），但对这批任务不够：卡数由算力（速度）决定，不是显存"
    elif _over(a):
        head = f"够：{what} 够用（{a['words']}）"
    elif a.get("answer") == "more":  # fewer than asked hold it (tools.setup_verdict)
        head = f"不需要 {what}：{a['need']} × {a['gpu']}{_copies_zh(a)}就够了（{a['words']}）"
    else:
        head = f"够：{what}{_copies_zh(a)}就够了（{a['words']}）"
    if a.get("kv_split"):
        head += f"（{a['kv_split']}）"
    if a.get("not_on"):
        need = f"需要 {a['not_on_need']} 张" if a.get("not_on_need") else "多少张都装不下"
        head += f"——但 {a['n']} × {a['not_on']} 不够：{need}" + _nodes_zh(_other(a))
    if a.get("asked_context"):
        return (f"你问的是 {a['said']}：不够，换什么卡都不行：{a['model']} 最长只读 {a['max_context']:,} token，而提示有 "
                f"{a['asked_context']:,} token；按 {a['max_context']:,} token 算，{head}。在所有卡中排名：")
    four = f"；{a['int4']}" if a.get("int4") else ""
    nodes = "" if a.get("fp8_kv") else _nodes_zh(a)
    four += f"；{a['full']}" if a.get("full") else ""
    if a.get("at"):  # the verdict at the asked precision, ahead of a plan in another (tools.checked.verdict_leads)
        at = "" if head.startswith(f"{a['at']} ") else f"按 {a['at']}，"  # "BF16 不够…" names it already
        return f"你问的是 {a['said']}：{at}{head}{nodes}{_weights_zh(a)}{four}{_batch_zh(a)}。"
    return f"你问的是 {a['said']}：{head}{nodes}{_weights_zh(a)}{four}{_batch_zh(a)}。在所有卡中排名："


def _name(a: Mapping[str, Any], zh: bool = False) -> str:
    """The provider asked about as the answers name it (catalog/data/providers.csv), from its id."""
    from catalog.places import display_name

    return display_name(a["said"], zh)


_BASIS = {"month": ("a month", "每月"), "job": ("for the job", "整个任务"), "hour": ("an hour", "每小时")}


def _provider_en(a: Mapping[str, Any]) -> str:
    than = (f"{a['pct']}% more than the pick ({a['mine']})" if a["pct"] > 0
            else f"about the same as the pick ({a['mine']}), ranked below it on the tie rules")
    return (f"You asked about {_name(a)}: its best plan, {a['fleet']}, costs {a['theirs']} {_BASIS[a['basis']][0]}, "
            f"{than}. Ranked over every provider:")


def _provider_zh(a: Mapping[str, Any]) -> str:
    than = (f"比首选（{a['mine']}）贵 {a['pct']}%" if a["pct"] > 0
            else f"与首选（{a['mine']}）相当，按并列规则排在其后")
    basis = _BASIS[a["basis"]][1]
    return f"你问的是 {_name(a, True)}：它最好的方案 {a['fleet']}，{basis} {a['theirs']}，{than}。在所有云厂商中排名："


ENTRIES: dict[str, E] = {
    "checked.provider": E(_provider_en, _provider_zh),
    "checked.provider_is_pick": E(lambda a: f"You asked about {_name(a)}: yes, its {a['fleet']} is the pick below.",
                                  lambda a: f"你问的是 {_name(a, True)}：是的，它的 {a['fleet']} 就是下面的首选。"),
    "checked.provider_none": E(lambda a: f"You asked about {_name(a)}: it has no plan in the catalog that holds this "
                               "work. Ranked over every provider:",
                               lambda a: f"你问的是 {_name(a, True)}：目录里它没有能装下这项工作的方案。在所有云厂商中排名："),
    # a provider the catalog holds no machine of at all ("AutoDL可以"): said as absent, never as too small for the work
    "checked.provider_absent": E(
        lambda a: (f"You named {_name(a)}: my catalog holds no {_name(a)} machines or prices at all (not a sign that "
                   "its cards can't do this)"
                   + (f"; the configuration to pick there: {a['cards']:g} × {a['gpu']}" if a.get("gpu") else "")
                   + (f" (≈ {a['hours']:,.1f} h, {a['gpu_hours']:,.0f} GPU-hours: multiply by its per-card-hour price)"
                      if a.get("gpu_hours") else "")
                   + ("" if a.get("gpu_hours") else "; ask it for the per-card-hour price of the same card and compare "
                   + ("with the job's GPU-hours below" if a.get("job") else "its hourly with this reference row below"
                      if a.get("gpu") else "its hourly with the plan above (the reference, not its price)"
                      if a.get("above") else "its hourly with the plan below (the reference, not its price)"))
                   + (". Ranked over every provider:" if a.get("gpu") else ".")),
        lambda a: (f"你提到的 {_name(a, True)}：我的目录里完全没有它的机型和价格（不代表它的卡做不了）"
                   + (f"；在那里要选的配置：{a['cards']:g} × {a['gpu']}" if a.get("gpu") else "")
                   + (f"（约 {a['hours']:,.1f} 小时、{a['gpu_hours']:,.0f} GPU 小时：乘以它的每卡每小时价格）"
                      if a.get("gpu_hours") else "")
                   + ("" if a.get("gpu_hours") else "；请向它询问同样卡的每卡每小时价格，"
                   + ("乘以下面的 GPU 小时数对比" if a.get("job") else "与下面这一参考行的每小时价格对比" if a.get("gpu")
                      else "与上面的方案对比（那是参考，不是它的价格）" if a.get("above")
                      else "与下面的方案对比（那是参考，不是它的价格）"))
                   + ("。在所有云厂商中排名：" if a.get("gpu") else "。"))),
    # a provider compared with the pick, asked about or allowed ("is RunPod cheaper?", "AutoDL可以"): never a filter
    # why one copy spans several cards (tools.checked.split_because): the weights alone exceed one card
    "checked.split_because": E(
        "{model} in {up} is ≈ {weights:,.1f} GB of weights alone, more than one {gpu} ({card_gb:,.0f} GB) holds, so "
        "each copy is split over {cards} cards; one card holds a whole copy unsharded from ≈ {floor:,.0f} GB of memory "
        "(the weights × 1.3, for the KV cache and runtime beside them)",
        "{model} 在 {up} 下单是权重就约 {weights:,.1f} GB，一张 {gpu}（{card_gb:,.0f} GB）放不下，所以每份模型切分到 "
        "{cards} 张卡上；要一张卡放下一整份（不切分），需约 {floor:,.0f} GB 以上显存（权重 × 1.3，留给 KV cache 和运行时）"),
    "checked.provider_line": E("comparing {said} (not a filter)", "对比 {said}（不是筛选条件）"),
    "checked.verdict": E(_en, _zh),
    # the count asked about with an FP8 KV cache (tools.checked.fp8_kv_on_asked), said before a second machine
    "checked.fp8_kv_fits": E(
        "yes with an FP8 KV cache: with --kv-cache-dtype fp8 it holds ({words}; check quality on your longest prompts)",
        "用 FP8 KV cache 就够：加 --kv-cache-dtype fp8 装得下（{words}；请用最长的提示抽查质量）"),
    "checked.fp8_kv_near": E(
        lambda a: ("nearly, with an FP8 KV cache (--kv-cache-dtype fp8: half the bytes a token): the KV pool of "
                   f"{a['n']} × {a['gpu']} holds "
                   f"≈ {a['pct']}% of this load's cache (≈ {a['room_gb']:,.1f} of {a['kv_gb']:,.1f} GB a card; the "
                   "rest of the requests wait in vLLM's queue at the peak)"
                   + (f", all of it at --gpu-memory-utilization {a['util']:.2f}" if a.get("util") else "")
                   + " — test that before adding cards (check quality on your longest prompts)"),
        lambda a: ("用 FP8 KV cache（--kv-cache-dtype fp8：每个 token 的字节减半）基本够："
                   f"{a['n']} × {a['gpu']} 的 KV 显存池能放下这份负载约 "
                   f"{a['pct']}% 的缓存（每卡约 {a['room_gb']:,.1f} / {a['kv_gb']:,.1f} GB；高峰时其余请求在 vLLM 队列里等）"
                   + (f"，把 --gpu-memory-utilization 调到 {a['util']:.2f} 就能全部放下" if a.get("util") else "")
                   + "——先实测，再考虑加卡（请用最长的提示抽查质量）")),
    "checked.line": E("checking {what}? (a question, not a filter)", "核对 {what}？（是提问，不是筛选条件）"),
    "checked.then": E("{check} {msg}", "{check}{msg}"),
    # a machine no cloud rents and that runs no CUDA asked about (an Apple Mac: tools.recommend.asked_card_check): not
    # judged on a rented card's vLLM pool; on the user's own it is judged on its unified memory (tools.owned_device)
    "checked.own_machine": E(
        lambda a: (f"You asked about {a['gpu']}: no cloud rents it and it runs no CUDA, so it is not judged here on a "
                   "rented card's vLLM memory pool; a Mac of your own is judged on its own unified memory with "
                   f"llama.cpp or MLX (for that verdict, say you have one with its memory: \"we have an {a['short']} "
                   "36GB\")."),
        lambda a: (f"你问的是 {a['gpu']}：没有哪家云出租它，它也不跑 CUDA，所以这里不按租用显卡的 vLLM 显存池判断；"
                   "你自己的 Mac 按它自己的统一内存、用 llama.cpp 或 MLX 判断（要这个结论，请说你有一台并说明内存，例如"
                   f"“我们有一台 {a['short']} 36GB”）。")),
    # a long window on the cards judged (tools.checked.full_length_sessions): one full session's KV, how many at once
    "checked.full_sessions": E(_full_en, _full_zh),
    # every open session at the stated context (tools.recommend._checked_sessions_held): how many the card asked about holds
    "checked.sessions_held": E(
        lambda a: (f"{a['n']} × {a['gpu']} holds ≈ {a['held']:,} of the {a['sessions']:,} sessions at {a['ctx']:,} "
                   f"tokens at once (≈ {a['gb']:,.1f} GB of KV each)"
                   + (f", ≈ {a['held_fp8']:,} with an FP8 KV cache" if a.get("held_fp8") is not None else "")),
        lambda a: (f"{a['n']} × {a['gpu']} 同时只能容纳 {a['sessions']:,} 个 {a['ctx']:,} token 会话中的约 {a['held']:,} 个"
                   f"（每个约 {a['gb']:,.1f} GB KV）"
                   + (f"，用 FP8 KV 缓存约 {a['held_fp8']:,} 个" if a.get("held_fp8") is not None else ""))),
    # the 4-bit plan on the card asked about when it misses at the stated precision (tools.recommend._int4_on_checked)
    "checked.fp8_on_card": E(
        lambda a: (f"with FP8 weights {a['n']} × {a['gpu']}{_offer(a)} holds it (≈ {a['gb']:,.1f} GB per GPU) but gives "
                   f"≈ {a['tps']:,.0f} tokens/s per user, under the {a['short_of']:,.0f} asked ({a['money']}/h)")
        if a.get("short_of") else
        (f"yes with FP8 weights (the model's FP8 checkpoint where one is published, else vLLM --quantization fp8): "
         f"{a['n']} × {a['gpu']}{_offer(a)} holds it, ≈ {a['gb']:,.1f} GB per GPU of its {a['card_gb']:,.0f} GB"
         + (f" (tight: {a['tight']:.0%} of its memory; measure at full load)" if a.get("tight") else "")
         + (f", ≈ {a['tps']:,.0f} tokens/s per user" if a.get("tps") else "")
         + f", {a['money']}/h{a.get('month') or ''} — the plan to test first; test quality on your own prompts"),
        lambda a: (f"改用 FP8 权重时 {a['n']} × {a['gpu']}{_offer_zh(a)} 装得下（每卡约 {a['gb']:,.1f} GB），但每个用户约 "
                   f"{a['tps']:,.0f} tokens/s，低于要求的 {a['short_of']:,.0f}（每小时 {a['money']}）")
        if a.get("short_of") else
        (f"改用 FP8 权重就够（有官方 FP8 版本就用它，否则 vLLM --quantization fp8）：{a['n']} × {a['gpu']}{_offer_zh(a)} 装得下，"
         f"每卡约 {a['gb']:,.1f} GB（共 {a['card_gb']:,.0f} GB）"
         + (f"（很紧：占显存的 {a['tight']:.0%}，满负载实测后再用）" if a.get("tight") else "")
         + (f"，每个用户约 {a['tps']:,.0f} tokens/s" if a.get("tps") else "")
         + f"，每小时 {a['money']}{a.get('month') or ''}——先测这个方案；先用自己的提示检查质量")),
    "checked.int4_on_card": E(
        lambda a: (f"with INT4 (AWQ) weights {a['n']} × {a['gpu']}{_offer(a)} holds it (≈ {a['gb']:,.1f} GB per GPU) but gives "
                   f"≈ {a['tps']:,.0f} tokens/s per user, under the {a['short_of']:,.0f} asked ({a['money']}/h)")
        if a.get("short_of") else
        (f"with INT4 (AWQ) weights {a['n']} × {a['gpu']}{_offer(a)} does hold it: ≈ {a['gb']:,.1f} GB per GPU"
                   + (f" (tight: {a['tight']:.0%} of its memory; measure at full load)" if a.get("tight") else "")
                   + (f", ≈ {a['tps']:,.0f} tokens/s per user" if a.get("tps") else "")
                   + f", {a['money']}/h{a.get('month') or ''} — the plan to test first; 4-bit weights lose some quality "
                   "(most on long reasoning, code and maths): check it on your own prompts"),
        lambda a: (f"改用 INT4（AWQ）权重时 {a['n']} × {a['gpu']}{_offer_zh(a)} 装得下（每卡约 {a['gb']:,.1f} GB），但每个用户约 "
                   f"{a['tps']:,.0f} tokens/s，低于要求的 {a['short_of']:,.0f}（每小时 {a['money']}）")
        if a.get("short_of") else
        (f"改用 INT4（AWQ）权重时 {a['n']} × {a['gpu']}{_offer_zh(a)} 装得下：每卡约 {a['gb']:,.1f} GB"
                   + (f"（很紧：占显存的 {a['tight']:.0%}，满负载实测后再用）" if a.get("tight") else "")
                   + (f"，每个用户约 {a['tps']:,.0f} tokens/s" if a.get("tps") else "")
                   + f"，每小时 {a['money']}{a.get('month') or ''}——先测这个方案；4 比特权重会损失一些质量"
                   "（长推理、代码和数学上最明显）：先用自己的提示检查")),
}
