"""A job a CPU or a small card does (tools.cpu_jobs: VAD before transcription, a TTS published as real time on a CPU,
GNN mini-batch training) read from the user's words (EN / 简体 / 繁體) and answered there first: the big GPUs the user
proposes said not needed for it, then the CPU threads / processes or the host RAM and cores from the model's own
published figure. The words live in advisor/core/messages/cpu_jobs.py; every figure comes from tools.cpu_jobs."""

from __future__ import annotations

import re
from typing import Any

from advisor.core.generated_media import _amount
from tools.schema import Msg

_NUM = r"(\d[\d,]*(?:\.\d+)?)\s*(万亿|萬億|k|K|千|万|萬|亿|億|m(?![a-z])|M|B(?![a-z])|million|billion|thousand)?"
# hours of audio, never a deadline said in hours ("finish in 72 hours", "72小时内") nor "4 H100s"
AUDIO_HOURS = re.compile(r"(?i)(?<![\d,.])(?<!in )(?<!within )(?<!under )(?<!next )(?<!by )" + _NUM
                         + r"\s*(?:hours?|hrs?|h(?![a-z0-9])|小时|小時|鐘頭|钟头)(?!\s*(?:内|內|之内|之內|以内|以內))")
NODES = re.compile(_NUM + r"\s*(?:-?\s*)(?:(?i:nodes?)|个节点|個節點|节点|節點|个顶点|個頂點|顶点|頂點)")
EDGES = re.compile(_NUM + r"\s*(?:-?\s*)(?:(?i:edges?)|条边|條邊|边|邊)")
DIM = re.compile(r"(?i)(\d+)\s*[-\s]?(?:dim(?:ensional|ensions?|s)?\b|d\s+features|维|維)|features?\s+of\s+(?:size|dim)\s+(\d+)")
RUNS = re.compile(r"(?i)(\d+)\s*(?:(?:runs?|trials?|configs?)\b|次实验|次實驗|组|組|次运行|次運行|个配置|個配置)")
EPOCHS = re.compile(r"(?i)(\d+)\s*(?:epochs?|个?\s*epoch|轮|輪)")
A_DAY = re.compile(r"(?i)a\s+day|per\s+day|(?:every|each)\s+day|daily|/\s*day|每天|每日|一天")
A_MONTH = re.compile(r"(?i)a\s+month|per\s+month|monthly|/\s*mo|每月|每个月|每個月|一个月|一個月")
# an ASR model named beside the VAD: the transcription is the job, answered by the speech path unless GPUs are proposed
ASR_NAMED = re.compile(r"(?i)whisper|sense\s?voice|paraformer|parakeet|canary|funasr(?![\s_-]*vad)|wav2vec|转写模型|轉寫模型")


def _count(rx: re.Pattern[str], text: str) -> float | None:
    m = rx.search(text or "")
    return _amount(m.group(1), "billion" if (m.group(2) or "").lower() == "b" else m.group(2)) if m else None


def _int(rx: re.Pattern[str], text: str) -> int | None:
    m = rx.search(text or "")
    return int(next(g for g in m.groups() if g)) if m else None


# the job said in Chinese words (tools.cpu_jobs holds the English names)
ZH_WORDS = (("vad", re.compile(r"语音活动检测|語音活動檢測|静音检测|靜音檢測|(?:切|去|剪)掉?(?:静音|靜音)")),
            ("gnn", re.compile(r"图神经网络|圖神經網絡|圖神經網路")))


def cpu_job_of(text: str) -> Any:
    """The CPU job the message names (tools.cpu_jobs.cpu_job), or None; a VAD said beside an ASR model is the speech
    path's, unless the message proposes GPUs for it; a job beside a language model (a voice agent's VAD before its
    LLM) is the LLM answer's stage, never this answer."""
    from advisor.core.extract_rules import find_model
    from advisor.core.nonllm_jobs import proposed_card
    from tools.cpu_jobs import cpu_job, cpu_job_by_key

    job = cpu_job(text) or next((cpu_job_by_key(k) for k, rx in ZH_WORDS if rx.search(text or "")), None)
    if job is None or find_model(text)[0] is not None:
        return None
    if job.kind == "vad" and ASR_NAMED.search(text or "") and proposed_card(text)[1] is None:
        return None
    return job


def cpu_lines(text: str, deadline_h: float | None, rates: Any, cur: str, host: Any = None) -> list[Msg] | None:
    """The answer's lines, the proposed big GPUs answered first, for a CPU job in `text`; None when none is named.
    `rates(anywhere)`: the priced cards (advisor.core.conversation's CardRate list), `cur` the money; `host(ram_gb,
    card_gb)`: the cheapest one-card row with that host RAM (tools.cpu_jobs.cheapest_host_row), for a GNN's box."""
    from advisor.core.nonllm_jobs import proposed_card
    from advisor.core.sim_codes import deadline_hours

    job = cpu_job_of(text)
    if job is None:
        return None
    n, card = proposed_card(text)
    card = re.sub(r"(?<=\d)s$", "", card) if card else card  # "4 H100s": the card H100
    out = [Msg(code="cpu.head", args={"name": job.name, "kind": job.kind, "card": card, "n": n})]
    deadline_h = deadline_h or deadline_hours(text)
    if job.kind == "vad":
        out += _vad(job, text, deadline_h)
    elif job.kind == "tts":
        out += _tts(job, text)
    else:
        out += _gnn(text)
        out += _gnn_plan(text, host, cur)
    out += _price_gap(card, n, rates, cur)
    return out


def _vad(job: Any, text: str, deadline_h: float | None) -> list[Msg]:
    from tools.cpu_jobs import thread_hours, threads_within

    hours = _count(AUDIO_HOURS, text)
    if job.speed_x is None or hours is None:
        return [Msg(code="cpu.vad_pilot", args={"name": job.name, "hours": hours, "source": job.source,
                                                "speed_x": job.speed_x})]
    work = thread_hours(hours, job.speed_x)
    return [Msg(code="cpu.vad", args={"name": job.name, "hours": hours, "speed_x": job.speed_x, "work": work,
                                      "deadline_h": deadline_h,
                                      "threads": threads_within(work, deadline_h) if deadline_h else None,
                                      "source": job.source})]


def _tts(job: Any, text: str) -> list[Msg]:
    """The CPU processes for the audio hours said, or counted as texts × minutes each ("2,000 descriptions, about 1
    minute each"), or texts with no length at the TTS answer's provisional minute each (said as assumed)."""
    from advisor.core.generated_media import items_without_length, thread_speech
    from tools.cpu_jobs import processes_a_day, processes_a_month
    from tools.generated_media import TTS_ASSUMED_ITEM_MINUTES, items_audio_hours

    hours = _count(AUDIO_HOURS, text)
    counted = items_without_length(text) if hours is None else None
    got = thread_speech([text]) if hours is None and counted is None else None
    hours = items_audio_hours(counted[0], TTS_ASSUMED_ITEM_MINUTES) if counted else got[0] if got else hours
    assumed = [Msg(code="gen.tts.assumed_length", args={"count": counted[0], "minutes": TTS_ASSUMED_ITEM_MINUTES})
               ] if counted else []
    monthly, daily = A_MONTH.search(text or "") is not None, A_DAY.search(text or "") is not None
    sized = processes_a_month if monthly else processes_a_day if daily else None
    procs = sized(hours, job.speed_x) if hours and sized and job.speed_x else None
    return [Msg(code="cpu.tts", args={"name": job.name, "hours": hours, "monthly": monthly, "speed_x": job.speed_x,
                                      "processes": procs, "source": job.source, "licence": job.licence}), *assumed]


def _gnn(text: str) -> list[Msg]:
    from tools.cpu_jobs import GNN_CARD_GB, GNN_CARDS, GNN_CORES_A_CARD, edge_gb, feature_gb, run_epochs

    nodes, edges, dim = _count(NODES, text), _count(EDGES, text), _int(DIM, text)
    runs, epochs = _int(RUNS, text), _int(EPOCHS, text)
    return [Msg(code="cpu.gnn", args={
        "nodes": nodes, "dim": dim, "features_gb": feature_gb(nodes, dim) if nodes and dim else None,
        "edges": edges, "edges_gb": edge_gb(edges) if edges else None, "runs": runs, "epochs": epochs,
        "all_epochs": run_epochs(runs, epochs) if runs and epochs else None, "cores": GNN_CORES_A_CARD,
        "card_gb": GNN_CARD_GB, "cards": GNN_CARDS})]


DAILY = re.compile(r"(?i)(?:every|each|a|per)\s+day|daily|nightly|每天|每日|天天|每晚|每夜")


def _gnn_plan(text: str, host: Any, cur: str) -> list[Msg]:
    """The GNN box to rent: host RAM to buy (features + CSR × headroom, a server size), one run's hours on one card
    (every node a seed × epochs ÷ the assumed seeds a second), and the month of the cheapest one-card row with that RAM
    (daily runs billed by the hour, and held all month); [] without nodes, dimension and edges."""
    from tools.cpu_jobs import (
        GNN_CARD_GB,
        GNN_DAILY_EPOCHS,
        GNN_RAM_HEADROOM,
        GNN_SEEDS_PER_S,
        daily_run_month,
        edge_gb,
        feature_gb,
        gnn_run_hours,
        host_ram_to_buy,
    )
    from tools.wording import money_text

    nodes, edges, dim = _count(NODES, text), _count(EDGES, text), _int(DIM, text)
    if not (nodes and edges and dim):
        return []
    feats, csr = feature_gb(nodes, dim), edge_gb(edges)
    need, size = host_ram_to_buy(feats, csr)
    said = _int(EPOCHS, text)
    epochs = said or GNN_DAILY_EPOCHS
    run_h = gnn_run_hours(nodes, epochs)
    row = host(size, GNN_CARD_GB) if host is not None else None
    months = daily_run_month(row[2], run_h) if row else None
    return [Msg(code="cpu.gnn_plan", args={
        "features_gb": feats, "edges_gb": csr, "headroom": GNN_RAM_HEADROOM, "need_gb": need, "size_gb": size,
        "seeds": nodes, "epochs": epochs, "epochs_said": said is not None, "rate": GNN_SEEDS_PER_S, "run_h": run_h,
        "daily": DAILY.search(text or "") is not None, "fits_day": run_h <= 24.0,
        "card": row[0] if row else None, "row": row[1] if row else None,
        "price": money_text(row[2], cur) if row else None, "ram": row[3] if row else None,
        "month_runs": money_text(months[0], cur, 0) if months else None,
        "month_held": money_text(months[1], cur, 0) if months else None})]


def _price_gap(card: str | None, n: int | None, rates: Any, cur: str) -> list[Msg]:
    """The proposed cards' hour beside one small card's (an L4) where both are priced."""
    from tools.cpu_jobs import cards_hour
    from tools.wording import money_text

    if card is None or rates is None:
        return []
    got, _ = rates()
    by = {r.card: r for r in got}
    big = next((r for name, r in by.items() if name.replace(" ", "").lower().startswith(card.replace(" ", "").lower())), None)
    small = by.get("L4")
    if big is None or small is None:
        return []
    return [Msg(code="cpu.price_gap", args={"card": big.card, "n": n or 1, "big": money_text(cards_hour(big.price, n or 1), cur),
                                            "small": money_text(small.price, cur), "row": small.row})]


GATES = re.compile(r"(?i)(\d[\d,]*)\s*(?:face[\s-]*(?:recognition\s+)?)?(?:个|個|台|道)?\s*(?:人脸|人臉|刷脸|刷臉)?"
                   r"(?:gates?|turnstiles?|doors?|entrances?|识别闸机|識別閘機|闸机|閘機|门禁|門禁|道闸|道閘|出入口|入口|闸口|閘口)")
PEOPLE = re.compile(r"(?i)" + _NUM + r"\s*(?:staff|workers?|employees?|people|persons?|residents?|tenants?|名员工|名員工|"
                    r"个员工|個員工|员工|員工|名工人|个工人|個工人|工人|(?:个|個|名|位|户|戶)?(?:住户|住戶|居民|业主|業主)|人)")
WINDOW_MIN = re.compile(r"(?i)(\d+)\s*(?:min(?:ute)?s?|分钟|分鐘)")
FACE = re.compile(r"(?i)insight[\s_-]?face|arc[\s_-]?face|(?<![a-z])s?face(?![a-z])(?<!hugging face)|人脸|人臉|刷脸|刷臉")


def gate_lines(text: str, rates: Any, cur: str) -> list[Msg]:
    """Face gates' peak load under a face-recognition answer: people ÷ gates over the rush window → the seconds a gate
    has for one face (tools.cpu_jobs.gate_rate), and the proposed GPU server's hour beside a small card's; [] when no
    face job with a gate count is said."""
    from advisor.core.nonllm_jobs import proposed_card
    from tools.cpu_jobs import FACE_PEAK_WINDOW_MIN, gate_rate

    gates, people = _int(GATES, text), _count(PEOPLE, text)
    if not FACE.search(text or "") or not gates or not people:
        return []
    said = _int(WINDOW_MIN, text)
    window = said or FACE_PEAK_WINDOW_MIN  # no rush window said: all within the busiest hour, said as assumed
    each, rate, gap = gate_rate(people, gates, window)
    out = [Msg(code="cpu.gates", args={"people": people, "gates": gates, "each": each, "window": window,
                                       "rate": rate, "gap": gap, "assumed": not said})]
    n, card = proposed_card(text)
    return out + _price_gap(re.sub(r"(?<=\d)s$", "", card) if card else None, n, rates, cur)
