"""Reading four more non-text jobs in the user's words (EN / 简体 / 繁體) for advisor.core.nonllm_jobs: route
optimisation for a fleet, video inpainting / object removal, protein (binder) design, and time-series forecasting;
their counted units (stops, clips, designs, series); the protein-design pipeline said stage by stage (RFdiffusion,
ProteinMPNN, an AF2 check) with its sequences a backbone; and the route plan's lines. A job word with a tool the tables
do not hold, or with none, is that job (tools.solver_jobs rows), never a chat LLM. The figures come from
tools.solver_jobs; the words live in advisor/core/messages/solver_jobs.py."""

from __future__ import annotations

import re
from typing import Any

from advisor.core.generated_media import _NUM as _N
from tools.nonllm_jobs import JobFamily
from tools.schema import Msg

# the jobs in words, most specific first (each names the job, never a tool)
SOLVER_WORDS = (
    ("route", r"(?i)route\s+(?:optimi[sz]|planning)|vehicle\s+routing|(?<![a-z])c?vrp(?:tw)?(?![a-z])|"
              r"(?:plan|optimi[sz]e|build)\w*\s+(?:the\s+|our\s+)?(?:delivery\s+|daily\s+)?routes|"
              r"路线规划|路線規劃|路径规划|路徑規劃|排线|排線|(?:排|规划|規劃|优化|優化)[^，。,]{0,3}(?:路线|路線)|派车|派車|配送路线|配送路線"),
    ("inpaint", r"(?i)video\s+inpaint|inpaint\w*\s+(?:\w+\s+){0,2}(?:videos?|footage|clips?)|object\s+removal|"
                r"remov\w*\s+(?:\w+\s+){0,3}(?:logos?|watermarks?|objects?|people|passers[\s-]?by|bystanders)\b"
                r"[^.]{0,40}(?:videos?|footage|clips?)|视频修复|視頻修復|影片修復|"
                r"(?:去|走|删|刪|擦|抹)[^，。,]{0,3}(?:logo|水印|路人|台标|台標)(?=[^。]{0,60}(?:视频|視頻|影片|片))|"
                r"(?:视频|視頻|影片|片)[^。]{0,60}(?:去|走|删|刪|擦|抹)[^，。,]{0,3}(?:logo|水印|路人|台标|台標)"),
    ("design", r"(?i)(?:binder|protein|de\s+novo|enzyme|miniprotein|antibody)\s+design|design\w*\s+(?:[\d,.]+\s*\w*\s+)?"
               r"(?:\w+\s+){0,2}binders?|蛋白(?:质|質)?[^，。,]{0,4}(?:设计|設計)|binder\s*(?:设计|設計)|(?:设计|設計)[^，。,]{0,6}binder"),
    ("tsforecast", r"(?i)(?:load|demand|sales|traffic|energy|power|electricity|inventory)\s+forecast|"
                   r"time[\s-]series\s+(?:forecast|foundation)|forecast\w*\s+(?:\w+\s+){0,2}(?:demand|sales|load|series)|"
                   r"负荷预测|負荷預測|负载预测|負載預測|销量预测|銷量預測|需求预测|需求預測|时间序列预测|時間序列預測|时序预测|時序預測"),
)

SOLVER_COUNTS = {
    "solve": re.compile(r"(?i)" + _N + r"\s*(?:个|個)?\s*(?:(?:[a-z]+\s+){0,2}(?:stops?|deliveries|drop[\s-]?offs?|"
                        r"locations?|addresses)(?![a-z])|送货点|送貨點|配送点|配送點|送货地址|送貨地址|网点|網點|站点|站點)"),
    "design": re.compile(r"(?i)" + _N + r"\s*(?:个|個|条|條)?\s*(?:蛋白(?:质|質)?\s*)?"
                         r"(?:(?:[a-z]+\s+){0,2}(?:binders?|designs?|backbones?)"
                         r"(?![a-z])|骨架)"),
    "series": re.compile(r"(?i)" + _N + r"\s*(?:个|個|条|條|只|支|家)?\s*(?:(?:[a-z]+[\s-]+){0,2}(?:series|SKUs?|meters?|"
                         r"feeders?|sensors?|substations?)(?![a-z])|台区|台區|馈线|饋線|传感器|傳感器|电表|電錶|電表|变电站|變電站|门店|門店|时间序列|時間序列|SKU)"),
}
# sequences a backbone: "8 sequences per backbone", "每个骨架ProteinMPNN出8条序列", "每個骨架出4條序列"
_SEQS = (re.compile(r"(?i)(\d+)\s+(?:\w+\s+){0,2}sequences?\s+(?:per|a|each|for\s+each|for\s+every)\s+(?:backbone|"
                    r"design|scaffold)"),
         re.compile(r"(?i)(?:per|each|every)\s+(?:backbone|scaffold)[^.;]{0,40}?(\d+)\s+(?:\w+\s+)?sequences?"),
         re.compile(r"(?:每个|每個|每条|每條|每一个|每一個)\s*(?:骨架|backbone)[^，。；]{0,24}?(\d+)\s*(?:条|條|个|個)?\s*序列"))
_STAGE_PATTERNS = (r"(?i)rf[\s_-]?diffusion", r"(?i)protein[\s_-]?mpnn|ligand[\s_-]?mpnn",
                   r"(?i)colab[\s_-]?fold|alpha[\s_-]?fold(?:[\s_-]?2)?(?![\s_-]?3)|(?<![a-z])af2(?![a-z0-9])")


def sequences_a_backbone(text: str) -> int | None:
    """The ProteinMPNN sequences a backbone the message says, else None."""
    for rx in _SEQS:
        m = rx.search(text or "")
        if m:
            return int(m.group(1)) or None
    return None


def pipeline_job(text: str) -> JobFamily | None:
    """Two or more stages of the design pipeline named (RFdiffusion, ProteinMPNN, AF2 / ColabFold): the whole
    pipeline as one row (tools.solver_jobs.design_pipeline), its sequences a backbone as said (else 1, the name
    says so); None otherwise. By hand: RFdiffusion + 4 sequences + AF2 → 11 + 4 × 1.2 + 4 × 66 = 279.8 s a design."""
    if sum(re.search(p, text or "") is not None for p in _STAGE_PATTERNS) < 2:
        return None
    from tools.solver_jobs import design_pipeline

    return design_pipeline(sequences_a_backbone(text) or 1)


def route_lines(stops: float | None, pick: Any, cur: str) -> list[Msg]:
    """The route job: one GPU (no cluster: one solver instance uses one GPU), the stops' float32 matrices against
    the card's memory, the solve time as the time limit the caller sets, the card's hour and a month of one
    card-hour a day (tools.solver_jobs.daily_hours_month), and the CPU route beside it."""
    from tools.solver_jobs import CUOPT_SRC, SOLVE_HOURS_A_DAY, daily_hours_month, route_matrix_gb
    from tools.wording import money_text

    p = pick("L4", 0.0, False)
    gb = route_matrix_gb(stops) if stops else None
    return [Msg(code="sj.route", args={
        "stops": stops, "gb": gb, "card": p[0] if p else "L4", "card_gb": p[4] if p else None,
        "row": p[1] if p else None, "price": money_text(p[2], cur) if p else None, "elsewhere": bool(p and p[3]),
        "hours": SOLVE_HOURS_A_DAY, "month": money_text(daily_hours_month(p[2]), cur) if p else None,
        "source": CUOPT_SRC})]


# how often each series is forecast: "every 15 minutes", "hourly", "每30分钟", "每6個鐘", "每日一次", "daily"
_EVERY_MIN = re.compile(r"(?i)every\s+(\d+)\s*(?:min(?:ute)?s?)\b|每\s*(\d+)\s*(?:分钟|分鐘)")
_EVERY_H = re.compile(r"(?i)every\s+(\d+)\s*(?:hours?|hrs?|h)\b|每\s*(\d+)\s*(?:个|個)?\s*(?:小时|小時|鐘頭|钟头|鐘)")
_HOURLY = re.compile(r"(?i)\bhourly\b|every\s+hour\b|每(?:个|個)?小时|每(?:个|個)?小時|每個鐘")
_DAILY = re.compile(r"(?i)\bdaily\b|once\s+a\s+day|every\s+day|每天一次|每日一次|一天一次|每天预测|每日預測|每天預測|每日预测")


def every_said(text: str) -> tuple[float, str] | None:
    """How often a series is forecast, as said: (15, "minute"), (6, "hour"), (1, "hour") for hourly, (1, "day") for
    daily; None when not said (tools.solver_jobs.every_minutes turns it into minutes)."""
    m = _EVERY_MIN.search(text or "")
    if m:
        return float(m.group(1) or m.group(2)), "minute"
    m = _EVERY_H.search(text or "")
    if m:
        return float(m.group(1) or m.group(2)), "hour"
    if _HOURLY.search(text or ""):
        return 1.0, "hour"
    return (1.0, "day") if _DAILY.search(text or "") else None


def calls_lines(task: str, series: float | None, text: str) -> list[Msg]:
    """A forecaster's load as series × forecast calls a day (tools.solver_jobs.forecasts_a_day), where both are
    said: no tokens, no users — the pilot's series a second sizes the cards. [] for other jobs."""
    from tools.solver_jobs import every_minutes, forecasts_a_day

    said = every_said(text) if task == "tsforecast" and series else None
    if said is None or not series:
        return []
    every = every_minutes(*said)
    calls, total = forecasts_a_day(series, every)
    return [Msg(code="sj.calls", args={"series": series, "every": every, "calls": calls, "total": total})]


# TimesFM's context and horizon as said: "2,048-point context", 历史用最近2048个点, "lookback 512"; "96 horizon",
# 未来24小时，96个点, "forecast 48 steps ahead"
_POINTS = r"\s*(?:个|個)?\s*(?:points?|steps?|values?|readings?|timesteps?|点|點|步|个点|個點)"
_CONTEXT = re.compile(r"(?i)(?:context|lookback|look-back|history|historical|past|last|上下文|历史|歷史|最近|过去|過去)"
                      r"[^，。,;；\d]{0,12}(\d[\d,]*)(?=" + _POINTS + r")|(\d[\d,]*)[\s-]*(?:points?|steps?)[\s-]+(?:of\s+)?"
                      r"(?:context|history|lookback)")
_HORIZON = re.compile(r"(?i)(?:horizon|ahead|未来|未來|预测|預測)[^，。,;；\d]{0,12}(\d[\d,]*)(?=" + _POINTS + r")|"
                      r"(\d[\d,]*)[\s-]*(?:points?|steps?)?[\s-]*(?:horizon|ahead)|(\d[\d,]*)(?=" + _POINTS + r")")
SPARSE_MINUTES = 360  # forecasts every 6 h or less often: a card started per run, not held (a start-up is minutes)
_SMALL_TIMESFM = re.compile(r"(?i)200\s*m(?![a-z])|timesfm[\s_-]*(?:1\.0|2\.5)")


def _num(m: re.Match[str] | None) -> int | None:
    got = next((g for g in (m.groups() if m else ()) if g), None)
    return int(got.replace(",", "")) if got else None


def forecast_lines(key: str, text: str, series: float | None, pick: Any, cur: str,
                   said: tuple[int | None, str | None]) -> list[Msg]:
    """TimesFM every N minutes: a run's FLOPs from the context and horizon (tools.solver_jobs.forecast_gflops), its
    seconds on the pilot card, the card's busy share of each interval, one card held all month, and the proposed
    cards held all month against it. [] for another tool or where the series or the interval is not said."""
    from tools.domain_jobs import always_on_month
    from tools.nonllm_jobs import job_cost, per_month, times_over
    from tools.solver_jobs import (
        TIMESFM_MAX_CONTEXT,
        TIMESFM_OUT_PATCH,
        TIMESFM_PARAMS,
        TIMESFM_SMALL_PARAMS,
        every_minutes,
        forecast_gflops,
        forecasts_a_day,
        gpu_hours_a_day,
        run_pflop,
        run_seconds,
        run_share,
    )
    from tools.wording import money_text

    every = every_said(text)
    if key != "timesfm" or not series or every is None:
        return []
    context = _num(_CONTEXT.search(text or ""))
    horizon = next((v for v in map(_num, _HORIZON.finditer(text or "")) if v and v != context), None)
    small = _SMALL_TIMESFM.search(text or "") is not None
    params = TIMESFM_SMALL_PARAMS if small else TIMESFM_PARAMS
    each = forecast_gflops(context or TIMESFM_MAX_CONTEXT, horizon or TIMESFM_OUT_PATCH, params)
    p = pick("L4", 0.0, False)
    from advisor.core.item_compute import _peak

    peak = _peak(p[0]) if p else None
    if not p or not peak:
        return []
    minutes = every_minutes(*every)
    calls, _ = forecasts_a_day(series, minutes)
    secs = run_seconds(series, each, peak)
    month = always_on_month(1, p[2])
    out = [Msg(code="sj.forecast", args={
        "series": series, "context": context or TIMESFM_MAX_CONTEXT, "context_said": context is not None,
        "capped": bool(context and context > TIMESFM_MAX_CONTEXT), "horizon": horizon or TIMESFM_OUT_PATCH,
        "horizon_said": horizon is not None, "params_m": 200 if small else 500, "gflops": each,
        "pflop": run_pflop(series, each), "card": p[0], "tflops": peak, "secs": secs, "every": minutes,
        "share": run_share(secs, minutes), "gpuh_day": gpu_hours_a_day(secs, calls), "row": p[1],
        "price": money_text(p[2], cur), "month": money_text(month, cur), "elsewhere": bool(p[3]),
        # a run every 6 h or more: a card started per run, billed for its hours (tools.nonllm_jobs.per_month)
        "sparse": minutes >= SPARSE_MINUTES,
        "used_month": money_text(per_month(job_cost(gpu_hours_a_day(secs, calls), p[2])), cur)})]
    n, card = said
    q = proposed_pick(pick, card)
    if q:
        theirs = always_on_month(n or 1, q[2])
        out.append(Msg(code="sj.forecast_held", args={
                "n": n or 1, "card": q[0], "month": money_text(theirs, cur), "row": q[1], "price": money_text(q[2], cur),
                "times": times_over(theirs, month), "ours": money_text(month, cur), "pilot": p[0]}))
    return out


def proposed_pick(pick: Any, card: str | None) -> Any:
    """The proposed card's priced row as job_lines' `pick` gives it (card, row, price, elsewhere, GB), the same card in
    another form where the named one has no row ("A800" resolves to the SXM card; the rows hold the PCIe one); None
    when no form of it is priced."""
    if not card:
        return None
    from catalog.gpus import UnknownGPU, all_gpus, resolve_gpu_name

    try:
        name = resolve_gpu_name(card)
    except (UnknownGPU, KeyError, LookupError, ValueError):
        return None
    base = name.split()[0]
    for each in [name] + sorted(n for n in all_gpus() if n != name and n.split()[0] == base):
        q = pick(each, 0.0, True)
        if q and q[0] == each:
            return q
    return None
