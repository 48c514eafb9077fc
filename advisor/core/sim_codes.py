"""A scientific simulation code (tools.sim_codes: GROMACS, AMBER, OpenMM, NAMD, LAMMPS, VASP, Quantum ESPRESSO, CP2K,
Gaussian, ORCA, NWChem) or its family said in words (molecular dynamics / 分子动力学, DFT / 第一性原理 / 密度泛函) read
from the user's words and answered from the code's numerics: MD from a published ns/day → GPU-days → cards for the
deadline → cost; DFT on full-FP64 cards only, its CPU node-hours restated and the GPU time left to a pilot; a proposed
card judged. Never a chat LLM's sizing and never "which model?". The words live in advisor/core/messages/sim_codes.py;
the figures come from tools.sim_codes."""

from __future__ import annotations

import re
from typing import Any

from advisor.core.generated_media import _amount
from tools.schema import Msg
from tools.wording import money_text

CODE_WORDS: tuple[tuple[str, str], ...] = (
    ("gromacs", r"(?i)gromacs|\bgmx\s+mdrun"),
    ("amber", r"\bAMBER\b|\bAmber\s?\d{2}\b|(?i:pmemd)"),
    ("openmm", r"(?i)openmm"),
    ("namd", r"(?i)(?<![a-z])namd(?![a-z])"),
    ("lammps", r"(?i)lammps"),
    ("vasp", r"(?i)(?<![a-z])vasp(?![a-z])"),
    ("qe", r"(?i)quantum\s*espresso|(?<![a-z])pw\.x\b"),
    ("cp2k", r"(?i)cp2k"),
    ("nwchem", r"(?i)nwchem"),
    # Gaussian and ORCA share their names with other things (Gaussian splatting, the Orca LLMs): a version or a
    # chemistry word beside them
    ("gaussian", r"(?i)\bgaussian\s?(?:16|09|g16)\b|\bg16\b|gaussian(?![^，。,.]{0,30}splat)[^，。.]{0,40}(?:B3LYP|basis|"
                 r"DFT|TD-?DFT|opt\s+freq|量子化学|量子化學)"),
    ("orca", r"(?i)\bORCA\s?[56]\b|\borca\b(?!\s*-?\s*(?:2|mini))[^，。.]{0,40}(?:B3LYP|basis|DFT|DLPNO|CCSD|量子化学|量子化學)"),
)
FAMILY_WORDS = (("md", r"(?i)molecular\s+dynamics|\bMD\s+(?:runs?|simulations?|trajector)|分子动力学|分子動力學|分子模拟|"
                       r"分子模擬"),
                ("dft", r"(?i)(?<![a-z])DFT(?![a-z])|density[\s-]functional|first[\s-]principles|ab[\s-]initio|"
                        r"第一性原理|密度泛函|量子化学|量子化學"))
# an LLM about these codes ("a chatbot that answers GROMACS questions") is no simulation
NOT_SIM = re.compile(r"(?i)chat\s?bot|\bLLM\b|\bRAG\b|fine[\s-]?tun|大模型|聊天|客服|问答|問答|微调|微調")

# a count with its magnitude word; never "200 m(olecular)" read as 200 million (the shared reader's M under (?i))
_NUM = r"(\d[\d,]*(?:\.\d+)?)\s*(k(?![a-z])|千|万|萬|亿|億|million\b|thousand\b)?"
_NOT_RUNS = r"(?!(?:k|千|万|萬)?[\s-]*(?:ns|μs|µs|us|atoms?|原子|个原子|個原子|cores?|核|hours?|小时|小時|天|days?))"
# never a code's version ("Gaussian 16", "ORCA 5", "NAMD 3") or the "2K" of CP2K
_VERSION = r"(?<!gaussian\s)(?<!orca\s)(?<!amber\s)(?<!namd\s)(?<!vasp\s)(?<!gromacs\s)(?<!lammps\s)(?<!openmm\s)"
RUNS = re.compile(r"(?i)(?<![\d.a-z])" + _VERSION + _NUM + _NOT_RUNS +
                  r"\s*(?:个|個|次|组|組|条|條|套)?(?:[^\d，。,;；]|(?<=[a-z])\d+|(?<=[a-z]\s)\d+){0,30}?"
                  r"(?:runs?|simulations?|trajector(?:y|ies)|replicas?|"
                  r"optimi[sz]ations?|opts?\b|single[\s-]points?|conformers?|molecules?|compounds?|materials?|"
                  r"calculations?|calcs?|jobs?|structures?|systems?|模拟|模擬|计算|計算|任务|任務|结构|結構|轨迹|軌跡|体系|體系|分子|构型|構型|优化|優化)")
ATOMS = re.compile(r"(?i)" + _NUM + r"[\s-]*(?:个|個)?\s*(?:atoms?|原子)")
TIME_NS = re.compile(r"(?i)(\d[\d,]*(?:\.\d+)?)\s*(?:(ns|nanoseconds?|纳秒|納秒)|(μs|µs|us|microseconds?|微秒))(?![a-z])")
HOURS_EACH = re.compile(r"(?i)(\d+(?:\.\d+)?)\s*(?:个|個)?\s*(?:hours?|hrs?|h(?![a-z])|小时|小時|鐘頭|钟头)")
EACH = re.compile(r"(?i)each|apiece|per\s+(?:run|calc|job|structure)|每个|每個|每次|每一个|每一個|单个|單個")
CORES = re.compile(r"(?i)(\d+)\s*[-\s]?(?:cores?|核)")


def sim_code(text: str) -> Any:
    """The simulation code (tools.sim_codes.CODE_BY_KEY) or family row (GENERIC) the message names, else None; an LLM
    use about such a code ("a chatbot for GROMACS questions") is None."""
    from tools.sim_codes import CODE_BY_KEY, GENERIC

    if not text or NOT_SIM.search(text):
        return None
    key = next((k for k, pat in CODE_WORDS if re.search(pat, text)), None)
    if key is not None:
        return CODE_BY_KEY[key]
    fam = next((k for k, pat in FAMILY_WORDS if re.search(pat, text)), None)
    return GENERIC[fam] if fam else None


def first_count(rx: re.Pattern[str], text: str) -> float | None:
    """The first count `rx` finds in `text` with its magnitude word ("100k atoms": 100,000), else None."""
    m = rx.search(text or "")
    return _amount(m.group(1), m.group(2)) if m else None


def ns_each(text: str) -> float | None:
    """The simulated time a run in ns ("500 ns each": 500; "1 μs": 1,000)."""
    m = TIME_NS.search(text or "")
    if m is None:
        return None
    from tools.sim_codes import ns_of

    return ns_of(float(m.group(1).replace(",", "")), micro=m.group(3) is not None)


def hours_each(text: str) -> float | None:
    """The CPU hours one calculation takes as said ("each ~6 hours on a 64-core node", "每个约8小时")."""
    for m in HOURS_EACH.finditer(text or ""):
        near = text[max(0, m.start() - 30):m.end() + 14]
        if EACH.search(near):
            return float(m.group(1))
    return None


_N = r"(\d+(?:\.\d+)?|[一两兩二三四五六七八九十])"
_DAY, _WEEK, _MONTH = (r"(?P<day>days?|天|日)", r"(?P<week>weeks?|周|週|星期|礼拜|禮拜)", r"(?P<month>months?|月)")
SPAN = re.compile(r"(?i)(?:(?:in|within|under|over)\s+" + _N + r"\s*(?:" + _DAY + "|" + _WEEK + "|" + _MONTH + r")\b)|"
                  r"(?:" + _N + r"\s*(?:个|個)?\s*(?:" + _DAY.replace("day", "day2") + "|" + _WEEK.replace("week", "week2")
                  + "|" + _MONTH.replace("month", "month2") + r")\s*(?:内|內|之内|之內|以内|以內|完成|做完|跑完))")
# a Chinese numeral's value is its group's number: 一 is group 1, 两 / 兩 / 二 group 2 … 十 group 10
ZH_DIGIT = re.compile(r"^(?:(一)|(两|兩|二)|(三)|(四)|(五)|(六)|(七)|(八)|(九)|(十))$")


def deadline_hours(text: str) -> float | None:
    """The deadline said as days / weeks / months ("within 6 weeks", "8週內", "两个月内完成") in hours, where the
    workload reader has none."""
    from tools.span_hours import span_hours

    m = SPAN.search(text or "")
    if m is None or m.lastgroup is None:
        return None
    n = m.group(1) or m.group(5)
    zh = ZH_DIGIT.match(n)
    return span_hours(float(zh.lastindex or 0) if zh else float(n), m.lastgroup.rstrip("2"))


def _prices(rates: Any) -> dict[str, tuple[str, float]]:
    got, _ = rates() if rates else ([], False)
    if not got:
        got, _ = rates(True)
    return {r.card: (r.row, r.price) for r in got}


CARD_SAID = re.compile(r"(?i)(?<![a-z\d])(H100|H200|A100|RTX\s?4090|4090|L40S|L4|A10|MI300X?)(?:s(?![a-z]))?(?![a-z\d])")


def _proposed(text: str) -> list[str]:
    """The cards the message names ("rent A100 or 4090?": both), each once, as the catalog names them."""
    from advisor.core.nonllm_jobs import proposed_card
    from catalog.gpus import resolve_gpu_name

    said = [m.group(1) for m in CARD_SAID.finditer(text or "")] or [c for c in [proposed_card(text)[1]] if c]
    out: list[str] = []
    for s in said:
        try:
            name = resolve_gpu_name(s)
        except (LookupError, ValueError):
            continue
        out += [name] if name not in out else []
    return out


def sim_lines(text: str, deadline_h: float | None, rates: Any, cur: str, budget: float | None = None) -> list[Msg] | None:
    """The answer's lines, head first, for a simulation code in `text`; None when none is named. `rates(anywhere)`:
    the priced cards (advisor.core.conversation's CardRate list), `cur` the money, `budget` a whole-job budget in it."""
    code = sim_code(text)
    if code is None:
        return None
    out = [Msg(code="sim.head", args={"name": code.name, "family": code.family}),
           Msg(code="sim.code", args={"key": code.key, "family": code.family, "unit": code.unit,
                                      "scaling": code.scaling, "licence": code.licence, "source": code.source})]
    prices = _prices(rates)
    deadline_h = deadline_h or deadline_hours(text)
    cards = _proposed(text)
    out += (_md(text, deadline_h, prices, cur, cards, budget) if code.family == "md"
            else _dft(text, deadline_h, prices, cur, cards, code.key, budget))
    out.append(Msg(code="sim.memory", args={"family": code.family}))
    return out


def _md(text: str, deadline_h: float | None, prices: dict[str, tuple[str, float]], cur: str,
        cards: list[str], budget: float | None = None) -> list[Msg]:
    from tools.sim_codes import MD_SOURCE, days_of, md_bench, md_plan, times_dearer

    runs, ns, atoms = first_count(RUNS, text), ns_each(text), first_count(ATOMS, text)
    bench = md_bench(atoms)
    out = [Msg(code="sim.md_bench", args={"system": bench.system, "bench_atoms": bench.atoms, "atoms": atoms,
                                          "source": MD_SOURCE})]
    plan = md_plan(runs or 1, ns or 1000, atoms, deadline_h, prices)
    for c in plan[:4]:
        out.append(Msg(code="sim.md_card", args={
            "card": c.card, "ns_day": c.ns_day, "per_us": money_text(c.per_us, cur), "row": c.row,
            "price": money_text(c.price, cur), "gpu_days": c.gpu_days if runs and ns else None,
            "cards": c.cards if runs and ns else None, "days": days_of(deadline_h),
            "cost": money_text(c.cost, cur) if runs and ns else None, "runs": runs, "ns": ns,
            "too_long": c.too_long}))
    if not (runs and ns):
        out.append(Msg(code="sim.md_ask", args={"runs": runs, "ns": ns}))
    elif budget and plan:  # a whole-job budget against the cheapest card's total
        out.append(Msg(code="sim.md_budget", args={"budget": money_text(budget, cur), "card": plan[0].card,
                                                   "cost": money_text(plan[0].cost, cur),
                                                   "fits": plan[0].cost <= budget}))
    for card in cards if plan else []:
        same = next((c for c in plan if c.card.split()[0] == card.split()[0]), None)
        x = times_dearer(plan, same.card) if same else None
        out.append(Msg(code="sim.md_proposed", args={"card": card, "times": x, "best": plan[0].card,
                                                     "cost": money_text(same.cost, cur) if same and runs and ns else None,
                                                     "best_cost": money_text(plan[0].cost, cur) if runs and ns else None}))
    return out


def _dft(text: str, deadline_h: float | None, prices: dict[str, tuple[str, float]], cur: str, cards: list[str],
         key: str, budget: float | None = None) -> list[Msg]:
    from tools.sim_codes import FP64_SOURCE, FP64_TFLOPS, budget_hours, days_of, fp64_cards, full_fp64, node_hours

    calcs, each = first_count(RUNS, text), hours_each(text)
    cores = CORES.search(text or "")
    out = []
    for card in cards:
        out.append(Msg(code="sim.dft_proposed", args={"card": card, "tflops": FP64_TFLOPS.get(card),
                                                      "full": full_fp64(card), "source": FP64_SOURCE}))
    out.append(Msg(code="sim.dft_work", args={
        "calcs": calcs, "each": each, "cores": int(cores.group(1)) if cores else None,
        "node_hours": node_hours(calcs, each) if calcs and each else None}))
    best = fp64_cards(prices)
    for f in best[:3]:
        out.append(Msg(code="sim.fp64_card", args={"card": f.card, "tflops": f.tflops, "per": f.per_money, "cur": cur,
                                                   "row": f.row, "price": money_text(f.price, cur)}))
    out.append(Msg(code="sim.fp64_wrong", args={"source": FP64_SOURCE}))
    if budget and best:  # what the budget buys on the best FP64 card, and the pilot time it allows a calculation
        got = budget_hours(budget, best[0].price, calcs)
        out.append(Msg(code="sim.dft_budget", args={"budget": money_text(budget, cur), "card": best[0].card,
                                                    "hours": got.card_hours, "per_calc": got.per_calc_h,
                                                    "calcs": calcs}))
    out.append(Msg(code="sim.dft_pilot", args={"calcs": calcs, "days": days_of(deadline_h),
                                               "card": best[0].card if best else "A100 / H100"}))
    if key == "vasp":
        out.append(Msg(code="sim.vasp_licence", args={}))
    return out
