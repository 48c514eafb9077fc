"""Classic ML and small networks read from the user's words (EN / 简体 / 繁體 / Cantonese) and answered as CPU work
(tools.classic_ml): gradient-boosted trees by rows × features × trees at LightGBM's published core-seconds, a small
LSTM / GRU / MLP / autoencoder by its FLOPs, a CPU box priced from catalog/data/cpu_instances.csv where one is held
in the place said (else said so), a small card only where the data makes a CPU run longer than a day, and a proposed
big-GPU plan held all month said as oversized in figures. Words in advisor/core/messages/classic_ml.py."""

from __future__ import annotations

import re
from typing import Any

from advisor.core.generated_media import _amount
from tools.schema import Msg

_NUM = r"(\d[\d,]*(?:\.\d+)?)\s*(万|萬|千|k|K|m(?![a-z])|M|million|thousand)?"
# the families in Chinese words (tools.classic_ml holds the English names)
ZH_FAMILIES = (("gbdt", r"梯度提升|提升树|提升樹"), ("lstm", r"长短期记忆|長短期記憶"),
               ("autoencoder", r"自编码|自編碼|自动编码|自動編碼"), ("mlp", r"多层感知|多層感知"),
               ("sklearn", r"随机森林|隨機森林|逻辑回归|邏輯迴歸|邏輯回歸"),
               ("arima", r"指数平滑|指數平滑"))
PARAMS = re.compile(r"(?i)~?\s*" + _NUM + r"\s*(?:params?|parameters|个参数|個參數|参数|參數)(?![a-z])")
SENSORS = re.compile(r"(?i)" + _NUM + r"\s*(?:个|個|路|支)?\s*(?:sensors?|meters?|devices?|传感器|傳感器|感測器|测点|測點)")
PER_SECOND = re.compile(r"(?i)(\d+(?:\.\d+)?)\s*(?:readings?|samples?|points?|values?)?\s*(?:per|a|/|every)\s*(?:second|sec|s)\b|"
                        r"每秒\s*(\d+(?:\.\d+)?)|每\s*(\d+(?:\.\d+)?)\s*秒")
HISTORY = re.compile(r"(?i)(\d+(?:\.\d+)?)\s*(months?|years?|yrs?|个月|個月|年)(?=[^。.,，]{0,20}"
                     r"(?:data|history|histor|数据|數據|资料|資料|历史|歷史))|(?:data|history)\s+(?:of|over)\s+(?:the\s+)?"
                     r"(?:last\s+|past\s+)?(\d+(?:\.\d+)?)\s*(months?|years?)")
EVERY_MIN = re.compile(r"(?i)every\s+(\d+)\s*(?:-\s*)?min|每\s*(\d+)\s*(?:个|個)?\s*(?:分钟|分鐘)|"
                       r"(\d+)\s*(?:-\s*)?min(?:ute)?s?\s+(?:slots?|buckets?|intervals?)")
ZONES = re.compile(r"(?i)" + _NUM + r"\s*(?:个|個)?\s*(?:zones?|districts?|areas?|regions?|区|區|地区|地區)(?![a-z])")
DAILY = re.compile(r"(?i)\bdaily\b|every\s+(?:day|night)|\bnightly\b|每天|每日|天天|每晚")
WEEKLY = re.compile(r"(?i)\bweekly\b|every\s+week|each\s+week|once\s+a\s+week|每周|每週|每星期|每个星期|每個星期|"
                    r"每個禮拜|每个礼拜")
# a job another answer sizes: RAPIDS cuML on a GPU (advisor.core.hpc_codes), a recommender's embedding tables beside its
# MLP towers (tools.recsys_train)
OTHER_PATH = re.compile(r"(?i)cuml|rapids|embedding\s+tables?|two[\s-]?tower|dlrm|recommend|推荐|推薦")
MONTHS = re.compile(r"(?i)month|个月|個月")  # a history said in months, not years
HK_SAID = re.compile(r"(?i)香港|全港|hong\s*kong|(?<![a-z])hk(?![a-z])")
# a language model named beside: the LLM path's (an LSTM beside Llama is a different question)
LLM_NAMED = re.compile(r"(?i)(?<![a-z])(?:llama|qwen|mistral|gemma|deepseek|gpt-?\d|glm|bert|whisper|stable\s+diffusion)")


def _num(m: re.Match[str] | None, i: int = 1) -> float | None:
    if not m:
        return None
    return _amount(m.group(i), m.group(i + 1)) if m.group(i) else None


def classic_of(text: str) -> Any:
    """The classic-ML family the message names (tools.classic_ml.classic_family, then the Chinese words), None when
    none is, when a language model is named beside it, or when a stated parameter count is over the small-network
    bound (a 50 M-parameter model is no small network)."""
    from tools.classic_ml import SMALL_NET_MAX_PARAMS, classic_family, family_by_key

    job = classic_family(text) or next((family_by_key(k) for k, rx in ZH_FAMILIES if re.search(rx, text or "")), None)
    if job is None or LLM_NAMED.search(text or "") or OTHER_PATH.search(text or ""):
        return None
    params = _num(PARAMS.search(text or ""))
    if job.kind == "smallnet" and params is not None and params > SMALL_NET_MAX_PARAMS:
        return None
    return job


def classic_lines(text: str, pick: Any, cur: str, providers: list[str] | None, regions: list[str] | None,
                  per_unit: float) -> list[Msg] | None:
    """The answer's lines for a classic-ML job, None when none is named. `pick(card, min_gb, own_only)`: the priced
    card where the user is (advisor.core.conversation's), as (card, row, price, elsewhere, GB) in `cur`; `per_unit`
    the answer currency's units a USD (CPU boxes are priced in USD)."""
    from advisor.core.nonllm_jobs import proposed_card
    from catalog.cpus import cpu_boxes
    from catalog.places import gazetteer
    from tools.cpu_rent import box_for

    job = classic_of(text)
    if job is None:
        return None
    n, card = proposed_card(text)
    card = re.sub(r"(?<=\d)s$", "", card) if card else card
    if not regions and HK_SAID.search(text or ""):  # 全港, 香港: Hong Kong's CPU rows (ap-east-1)
        regions = ["hk"]
    box = box_for(cpu_boxes(), providers, regions, gazetteer())
    out = [Msg(code="cml.head", args={"name": job.name, "kind": job.kind})]
    if job.kind == "trees":
        body, plan_month = _trees(job, text, box, cur, per_unit)
        if any(m.args.get("card_warranted") for m in body) and job.key in ("xgboost", "lightgbm"):
            return None  # over a day on one CPU box: the GPU hist plan by memory (advisor.core.nonllm_jobs._trees)
    elif job.kind == "smallnet":
        body, plan_month = _net(job, text, box, pick, cur, per_unit)
    else:
        body, plan_month = [Msg(code="cml.cpu_only", args={"kind": job.kind})], None
    out += body
    if box is None:
        out.append(Msg(code="cpu.rent_none", args={"providers": providers or [], "regions": regions or []}))
    out += _proposed(card, n, pick, plan_month, cur)
    out.append(Msg(code="cml.measure", args={"kind": job.kind}))
    return out


def _box_args(box: Any, cur: str, per_unit: float) -> dict[str, Any]:
    from tools.cpu_rent import box_hour
    from tools.wording import money_text

    if box is None:
        return {"type": None}
    return {"type": box.instance_type, "provider": box.provider, "region": box.region, "vcpu": box.vcpu,
            "cores_box": box.cores, "ram": box.ram_gib, "price": money_text(box_hour(box, per_unit), cur),
            "box_source": box.source, "as_of": box.as_of}


def _trees(job: Any, text: str, box: Any, cur: str, per_unit: float) -> tuple[list[Msg], float | None]:
    """Rows (said, or years × intervals × zones), features, trees → core-hours, the wall on the box, the month."""
    from advisor.core.nonllm_jobs import FEATURES, TREES, counted
    from tools import classic_ml as cm
    from tools.cpu_rent import box_hour
    from tools.wording import money_text

    said = counted(text, "row")  # 2亿行, "200M rows", 5000萬筆 (advisor.core.nonllm_jobs)
    rows = said.backlog or said.daily
    hist, every, zones_m = HISTORY.search(text or ""), EVERY_MIN.search(text or ""), ZONES.search(text or "")
    zones = _num(zones_m)
    derived = None
    if rows is None and hist and every:
        years = cm.history_years(float(hist.group(1) or hist.group(3)),
                                 MONTHS.match(hist.group(2) or hist.group(4) or "") is not None)
        minutes = float(next(g for g in every.groups() if g))
        rows = cm.history_rows(years, minutes, zones or cm.ZONES_ASSUMED)
        derived = {"years": years, "every": minutes, "zones": zones or cm.ZONES_ASSUMED, "zones_said": zones is not None}
    feats_m = FEATURES.search(text or "")
    feats = float(feats_m.group(1).replace(",", "")) if feats_m else float(cm.FEATURES_ASSUMED)
    t = TREES.search(text or "")
    trees = float((t.group(1) or t.group(2)).replace(",", "")) if t else float(cm.BENCH_TREES)
    daily, weekly = DAILY.search(text or "") is not None, WEEKLY.search(text or "") is not None
    args: dict[str, Any] = {"name": job.name, "key": job.key, "rows": rows, "derived": derived, "features": feats,
                            "features_said": feats_m is not None, "trees": trees, "trees_said": t is not None,
                            "source": f"{cm.LGBM_SRC}; {cm.CATBOOST_SRC}" if job.key == "catboost" else cm.LGBM_SRC}
    if rows is None:
        return [Msg(code="cml.trees_pilot", args=args)], None
    core_h = cm.tree_core_hours(job.key, rows, feats, trees)
    args.update(gb=cm.matrix_gb(rows, feats), core_h=core_h, **_box_args(box, cur, per_unit))
    month = None
    if box is not None:
        wall = cm.wall_hours(core_h, box.cores)
        runs = cm.runs_a_month(daily, weekly)
        price = box_hour(box, per_unit)
        run_cost = cm.runs_month_cost(wall, price, runs)
        serve = cm.small_box_month(price, box.vcpu)
        month = run_cost + serve
        args.update(wall=wall, run=money_text(cm.runs_month_cost(wall, price, 1.0), cur), runs=runs, daily=daily,
                    weekly=weekly, runs_month=money_text(run_cost, cur, 0), serve_vcpu=cm.SERVE_VCPU,
                    serve=money_text(serve, cur, 0), month=money_text(month, cur, 0),
                    cpu_enough=cm.CPU_ENOUGH_BOX_HOURS,
                    card_warranted=cm.needs_card(core_h, box.cores, cm.binned_gb(rows, feats), box.ram_gib))
    return [Msg(code="cml.trees", args=args)], month


def _net(job: Any, text: str, box: Any, pick: Any, cur: str, per_unit: float) -> tuple[list[Msg], float | None]:
    """A small network: streaming inference cores, a retrain's FLOPs on CPU and on the cheapest small card."""
    from tools import classic_ml as cm
    from tools.cpu_rent import box_hour
    from tools.wording import money_text

    params = _num(PARAMS.search(text or ""))
    sensors = _num(SENSORS.search(text or ""))
    ps = PER_SECOND.search(text or "")
    n_s = float(next(g for g in ps.groups() if g)) if ps else None
    per_s = cm.per_second(n_s, bool(ps.group(3))) if ps and n_s else None  # "每 10 秒": one reading per 10 s
    hist = HISTORY.search(text or "")
    args: dict[str, Any] = {"name": job.name, "params": params, "sensors": sensors, "per_s": per_s,
                            "core_gflops": cm.SMALL_NET_CORE_GFLOPS, "util": cm.RNN_GPU_UTIL,
                            "max_params": cm.SMALL_NET_MAX_PARAMS}
    if params is None or sensors is None or per_s is None:
        return [Msg(code="cml.net_pilot", args=args)], None
    rate = cm.reading_rate(sensors, per_s)
    args.update(cores=cm.infer_cores(params, rate), rate=rate)
    out = [Msg(code="cml.net_infer", args={**args, **_box_args(box, cur, per_unit)})]
    serve = cm.small_box_month(box_hour(box, per_unit), box.vcpu) if box is not None else None
    month = serve
    if hist:
        n = float(hist.group(1) or hist.group(3))
        days = cm.history_days(n, "month" if MONTHS.match(hist.group(2) or hist.group(4) or "") else "year")
        steps = cm.readings(sensors, per_s, days)
        flop = cm.train_flop(params, steps)
        core_h = cm.train_core_hours(flop)
        p = pick("T4", 0.0, False)
        from catalog.gpus import all_gpus

        g = all_gpus().get(p[0]) if p else None
        card_h = cm.train_card_hours(flop, g.fp16_tflops or 0.0) if g else None
        weekly, daily = WEEKLY.search(text or "") is not None, DAILY.search(text or "") is not None
        runs = cm.runs_a_month(daily, weekly)
        card_month = cm.runs_month_cost(card_h, p[2], runs) if card_h and p else None
        on_cpu = box is not None and not cm.needs_card(core_h, box.cores)
        train_month = (cm.runs_month_cost(cm.wall_hours(core_h, box.cores), box_hour(box, per_unit), runs)
                       if on_cpu and box is not None else card_month)
        ceiling = cm.held_month(1, p[2]) if p and box is None else None  # no CPU row: a small card held is the ceiling
        month = cm.plan_month(serve if serve is not None else ceiling, train_month)
        out.append(Msg(code="cml.net_train", args={
            "days": days, "steps": steps, "flop": flop, "core_h": core_h, "card": p[0] if p else None,
            "row": p[1] if p else None, "price": money_text(p[2], cur) if p else None, "elsewhere": bool(p and p[3]),
            "tflops": g.fp16_tflops if g else None, "card_h": card_h, "runs": runs, "weekly": weekly, "daily": daily,
            "card_hours_month": cm.per_month_hours(card_h, runs) if card_h else None, "on_cpu": on_cpu,
            "train_month": money_text(train_month, cur, 0) if train_month is not None else None,
            "ceiling": money_text(ceiling, cur, 0) if ceiling is not None else None,
            "month": money_text(month, cur, 0) if month else None, **args}))
    return out, month


def _proposed(card: str | None, n: int | None, pick: Any, plan_month: float | None, cur: str) -> list[Msg]:
    """The proposed cards held all month against the plan's month: "4 × A100 ≈ 27× what this needs"."""
    from advisor.core.solver_jobs_read import proposed_pick
    from tools import classic_ml as cm
    from tools.wording import money_text

    if card is None:
        return []
    q = proposed_pick(pick, card)
    month = cm.held_month(n or 1, q[2]) if q else None
    return [Msg(code="cml.proposed", args={
        "card": q[0] if q else card, "n": n or 1, "row": q[1] if q else None,
        "price": money_text(q[2], cur) if q else None, "month": money_text(month, cur, 0) if month else None,
        "times": cm.times_over(month, plan_month) if month and plan_month else None})]
