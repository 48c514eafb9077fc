"""An engineering or lab code beyond MD / DFT (tools.hpc_codes: OpenFOAM, Ansys Fluent, STAR-CCM+, Parabricks, RELION,
cryoSPARC, WRF, RAPIDS) read from the user's words and answered from its numerics: a CPU-bound code gets CPU nodes
(the catalog prices GPUs only), Parabricks is sized from published 30× genome times, RAPIDS from the frame's memory,
the rest get their card class and a priced pilot. Never the generic "a tool my tables do not hold" plan and never a
chat LLM's sizing. Words in advisor/core/messages/hpc_codes.py; figures from tools.hpc_codes."""

from __future__ import annotations

import re
from typing import Any

from advisor.core.generated_media import _amount
from tools.schema import Msg
from tools.wording import money_text

CODE_WORDS: tuple[tuple[str, str], ...] = (
    ("openfoam", r"(?i)open\s?foam|(?:simple|pimple|ico|interFoam|rhoPimple)foam\b"),
    # "fluent" is an English word: Ansys before it, or a CFD word near it
    ("fluent", r"(?i)ansys\s*fluent|\bfluent\b(?=[^.。]{0,50}(?:cells?|mesh|CFD|网格|網格|求解|gpu\s+solver))|"
               r"(?:CFD|网格|網格)[^.。]{0,50}\bfluent\b"),
    ("starccm", r"(?i)star[\s-]?ccm\+?"),
    # alignment + DeepVariant / GATK from FASTQ on whole genomes is Parabricks' germline pipeline said by its stages
    ("parabricks", r"(?i)parabricks|\bpbrun\b|fq2bam|deep[\s_-]?variant|"
                   r"(?:fastq|\bWGS\b|whole[\s-]genomes?|全基因组|全基因組)(?=[^。]{0,200}(?:\balign|\bbwa|\bgatk|haplotype[\s_-]?caller|"
                   r"variant[\s_-]+call|\bvcf\b|比对|比對|变异检测|變異檢測))"),
    ("relion", r"(?i)(?<![a-z])relion(?![a-z])"),
    ("cryosparc", r"(?i)cryo\s?-?sparc"),
    ("wrf", r"\bWRF(?:-ARW|-Chem)?\b|(?i:weather\s+research\s+and\s+forecasting)"),
    ("rapids", r"\bRAPIDS\b|(?i:(?<![a-z])cu(?:df|ml)(?![a-z])|dask[\s-]cudf)"),
)

FAMILY_WORDS = (("cfd", r"(?i)\bCFD\b|computational\s+fluid\s+dynamics|计算流体|計算流體|流体仿真|流體仿真"),
                ("cryoem", r"(?i)cryo[\s-]?EM\b|冷冻电镜|冷凍電鏡"))
# a model trained on such data ("a CFD surrogate", "a cryo-EM denoiser to train") is a training job, not the code
NOT_CODE_RUN = re.compile(r"(?i)surrogate|neural|\bPINN|\btrain|代理模型|神经|神經|训练|訓練")

_NUM = r"(\d[\d,]*(?:\.\d+)?)\s*"
CELLS = re.compile(r"(?i)" + _NUM + r"(million\b|m(?![a-z])|万|萬|亿|億|k(?![a-z]))?\s*(?:个|個)?\s*"
                   r"(?:mesh\s+)?(?:cells?|网格|網格|单元|單元)")
GENOMES = re.compile(r"(?i)" + _NUM + r"(?:个|個|例|份)?\s*(?:30\s*[x×]\s*)?(?:human\s+)?(?:whole[\s-]genomes?|genomes?|"
                     r"samples?|WGS|全基因组|全基因組|全基因體|基因组|基因組|基因體|样本|樣本)")
# a business use, for a code free to academics only (cryoSPARC)
BUSINESS = re.compile(r"(?i)compan(?:y|ies)|commercial|biotech|pharma|startup|企业|企業|公司|商业|商業|商用|药企|藥企")
# cryo-EM movies collected ("10,000個movie", "12k movies", "8000 个 micrograph")
MOVIES = re.compile(r"(?i)" + _NUM + r"(k\b|万|萬)?\s*(?:个|個|部|张|張)?\s*(?:movies?|micrographs?|exposures?|影片)")
# an H100 / A100 / H200 / B200 said for an FP32 code: the tensor-core and FP8 premium is unused
DC_CARD = re.compile(r"(?i)(?<![a-z0-9])([HAB]\s?(?:100|200|800))(?![0-9])")
DATA = re.compile(r"(?i)(\d+(?:\.\d+)?)\s*(TB|GB|T|G)(?![a-z])")


def hpc_code(text: str) -> Any:
    """The code (tools.hpc_codes.CODE_BY_KEY) the message names, or its family's row (GENERIC) where only "CFD" /
    "cryo-EM" is said and no model is trained, else None; an LLM about it is None."""
    from advisor.core.sim_codes import NOT_SIM
    from tools.hpc_codes import CODE_BY_KEY, GENERIC

    if not text or NOT_SIM.search(text):
        return None
    key = next((k for k, pat in CODE_WORDS if re.search(pat, text)), None)
    if key is not None:
        return CODE_BY_KEY[key]
    fam = None if NOT_CODE_RUN.search(text) else next((k for k, pat in FAMILY_WORDS if re.search(pat, text)), None)
    return GENERIC[fam] if fam else None


def cells_said(text: str) -> float | None:
    """The mesh's cells ("20 million cells", "2000万网格", "8M cells")."""
    m = CELLS.search(text or "")
    if m is None:
        return None
    mult = "million" if (m.group(2) or "").lower() == "m" else m.group(2)
    return _amount(m.group(1), mult)


def genomes_said(text: str) -> float | None:
    """The samples to run ("300 whole genomes", "120个全基因组样本")."""
    m = GENOMES.search(text or "")
    return float(m.group(1).replace(",", "")) if m else None


def data_gb(text: str) -> float | None:
    """The data's size in GB ("a 45 GB table", "1.5TB")."""
    from tools.hpc_codes import tb_to_gb

    m = DATA.search(text or "")
    if m is None:
        return None
    n = float(m.group(1))
    return tb_to_gb(n) if m.group(2).upper().startswith("T") else n


def _cards(rates: Any, node: bool = False) -> list[tuple[str, float, str, float]]:
    """The cards priced where the user is, else anywhere; `node`: a card's hour on any row of it (a multi-card node's
    price ÷ its cards), for a code that rents whole 4–8-card nodes (Parabricks)."""
    got, _ = (rates(node=True) if node else rates()) if rates else ([], False)
    if not got and rates:
        got, _ = rates(True, node=True) if node else rates(True)
    return [(r.card, r.memory_gb, r.row, r.price) for r in got]


def hpc_lines(text: str, deadline_h: float | None, rates: Any, cur: str, card: str = "") -> list[Msg] | None:
    """The answer's lines, head first, for a code in `text`; None when none is named. `card`: the card a follow-up
    proposes ("what about on an L4?"): the pilot and the priced time are on it where it is rented and holds the code's
    memory (cryoSPARC's pre-processing seconds are the vendor's on an unnamed card: unscaled, said as such)."""
    from advisor.core.sim_codes import deadline_hours

    code = hpc_code(text)
    if code is None:
        return None
    out = [Msg(code="hpc.head", args={"name": code.name, "family": code.family}),
           Msg(code="hpc.code", args={"key": code.key, "precision": code.precision, "unit": code.unit,
                                      "scaling": code.scaling, "licence": code.licence, "source": code.source})]
    if "academic use only" in code.licence and BUSINESS.search(text):
        out.insert(1, Msg(code="hpc.academic_only", args={"name": code.name}))
    cards = _cards(rates, code.family == "genomics")
    mine = [c for c in cards if c[0] == card and c[1] >= (code.min_gb or 0.0)]
    cards = mine or cards
    deadline_h = deadline_h or deadline_hours(text)
    if code.cpu_bound:
        return out + _cpu(text, code.key)
    if code.family == "genomics":
        return out + _genomes(text, deadline_h, cards, cur)
    if code.family == "datasci":
        return out + _frame(text, cards, cur)
    movies = _movies(code, text, deadline_h, cards, cur) if code.family == "cryoem" else []
    return out + ([Msg(code="hpc.cfd_which", args={})] if code.key == "cfd" else []) + movies + _pilot(code, cards, cur)


def _movies(code: Any, text: str, deadline_h: float | None, cards: list[tuple[str, float, str, float]],
            cur: str) -> list[Msg]:
    """A cryo-EM data set said by its movies and size: the count and TB echoed, an H100-class card said judged against
    the FP32 code; cryoSPARC's pre-processing at the vendor's published seconds a movie (tools.hpc_codes
    preprocess_seconds: Patch Motion + Patch CTF, an upper bound on one GPU, unscaled), its GPU-hours, cards for the
    deadline and cost on the pilot card; any other code (RELION, cryo-EM said bare): the time said as not known and the
    24-hour plan's one-hour timing run on a sample of movies (tools.nonllm_jobs.pilot_sample), no placeholder figure."""
    from tools.hpc_codes import (
        CRYOSPARC_SPEED_SRC,
        PATCH_CTF_S,
        PATCH_MOTION_S,
        gb_to_tb,
        movie_gpu_hours,
        pilot_pick,
        preprocess_seconds,
    )
    from tools.nonllm_jobs import PILOT_TEST_HOURS, cards_within, job_cost, pilot_sample, pilot_test_cost

    m = MOVIES.search(text or "")
    if m is None:
        return []
    n = _amount(m.group(1), m.group(2))
    dc = DC_CARD.search(text or "")
    gb = data_gb(text)
    pick = pilot_pick(code.min_gb or PILOT_GB, False, cards)
    args: dict[str, Any] = {"movies": n, "data_tb": gb_to_tb(gb) if gb else None, "window": deadline_h,
                            "dc": dc.group(1).replace(" ", "").upper() if dc else None,
                            "card": pick[0] if pick else None, "price": money_text(pick[3], cur) if pick else None}
    if code.key == "cryosparc":
        hours = movie_gpu_hours(n, preprocess_seconds())
        args.update(published=True, hours=hours, motion_s=PATCH_MOTION_S, ctf_s=PATCH_CTF_S,
                    secs=preprocess_seconds(), source=CRYOSPARC_SPEED_SRC,
                    cards=cards_within(hours, deadline_h) if deadline_h else None,
                    cost=money_text(job_cost(hours, pick[3]), cur) if pick else None)
    else:
        args.update(published=False, sample=pilot_sample("movie", n), test_hours=PILOT_TEST_HOURS,
                    test_cost=money_text(pilot_test_cost(pick[3]), cur) if pick else None)
    return [Msg(code="hpc.movies", args=args)]


def _cpu(text: str, key: str) -> list[Msg]:
    from tools.hpc_codes import CELLS_PER_CORE, CPU_FAMILIES, cpu_cores

    cells = cells_said(text) if key == "openfoam" else None
    cores = cpu_cores(cells) if cells else None
    return [Msg(code="hpc.cpu", args={"key": key, "families": list(CPU_FAMILIES), "cells": cells,
                                      "cores": cores, "per_core": CELLS_PER_CORE})]


def _genomes(text: str, deadline_h: float | None, cards: list[tuple[str, float, str, float]], cur: str) -> list[Msg]:
    from tools.hpc_codes import genome_plan
    from tools.sim_codes import days_of

    n = genomes_said(text)
    plan = genome_plan(n or 1, deadline_h, {c[0]: (c[2], c[3]) for c in cards})
    out = [Msg(code="hpc.genome", args={"card": p.card, "count": p.count, "minutes": p.minutes, "genomes": n,
                                        "node_hours": p.node_hours, "nodes": p.nodes, "days": days_of(deadline_h),
                                        "cost": money_text(p.cost, cur), "row": p.row, "price": money_text(p.price, cur),
                                        "source": p.source, "vendor": p.vendor}) for p in plan]
    if n and not plan:  # no card of a benchmark priced in the place: the node-hours and nodes still hold
        from tools.hpc_codes import genome_unpriced

        out += [Msg(code="hpc.genome_unpriced", args={"card": b.card, "count": b.count, "minutes": b.minutes,
                                                      "genomes": n, "node_hours": nh, "nodes": nodes,
                                                      "days": days_of(deadline_h), "source": b.source,
                                                      "vendor": b.vendor})
                for b, nh, nodes in genome_unpriced(n, deadline_h)]
    if n:  # the FASTQ's volume: its upload, storage and the personal-data rules set the schedule more than the GPUs
        from tools.hpc_codes import FASTQ_GB_A_GENOME, fastq_volume

        lo, hi, d_lo, d_hi = fastq_volume(n)
        out.append(Msg(code="hpc.genome_data", args={"genomes": n, "gb_lo": FASTQ_GB_A_GENOME[0],
                                                     "gb_hi": FASTQ_GB_A_GENOME[1], "tb_lo": lo, "tb_hi": hi,
                                                     "days_lo": d_lo, "days_hi": d_hi}))
    return out + ([] if n else [Msg(code="hpc.genome_ask", args={})])


def _frame(text: str, cards: list[tuple[str, float, str, float]], cur: str) -> list[Msg]:
    from tools.hpc_codes import FRAME_FACTOR, frame_pick

    gb = data_gb(text)
    pick = frame_pick(gb, cards) if gb else None
    if pick is None:
        return [Msg(code="hpc.frame_ask", args={"factor": FRAME_FACTOR})]
    return [Msg(code="hpc.frame", args={"data": gb, "factor": FRAME_FACTOR, "need": pick.need_gb, "card": pick.card,
                                        "cards": pick.cards, "memory": pick.memory_gb, "row": pick.row,
                                        "price": money_text(pick.price, cur)})]


PILOT_HOURS = 2.0  # a pilot's length: a choice, long enough to read a few iterations' time and the peak memory
PILOT_GB = 24.0  # the pilot card's least memory for an FP32 CFD case: a choice, the mesh's need read off the pilot


def _pilot(code: Any, cards: list[tuple[str, float, str, float]], cur: str) -> list[Msg]:
    from tools.hpc_codes import pilot_cost, pilot_pick

    modes = [("fp32", False), ("fp64", True)] if code.precision == "fp32 or fp64" else [(code.precision, False)]
    out = []
    for mode, fp64 in modes:
        got = pilot_pick(code.min_gb or PILOT_GB, fp64, cards)
        if got is not None:
            out.append(Msg(code="hpc.pilot", args={
                "family": code.family, "mode": mode, "card": got[0], "memory": got[1], "row": got[2],
                "price": money_text(got[3], cur), "hours": PILOT_HOURS, "cost": money_text(pilot_cost(got[3], PILOT_HOURS), cur),
                "min_gb": code.min_gb}))
    return out + [Msg(code="hpc.pilot_then", args={"family": code.family})]


def hpc_thread(said: list[str]) -> str | None:
    """A follow-up naming no code ("what about 600 genomes?", 改成 5000万网格呢) in a thread whose earlier message named
    one: the thread's messages newest first, joined (each figure read is the one said last), when this message
    carries a figure of the code's unit or a deadline; None otherwise."""
    from advisor.core.sim_codes import deadline_hours

    if len(said) < 2 or hpc_code(said[0]) is not None or not any(hpc_code(t) for t in said[1:]):
        return None
    new = said[0]
    figure = cells_said(new) or genomes_said(new) or data_gb(new) or deadline_hours(new)
    return "\n".join(said) if figure else None
