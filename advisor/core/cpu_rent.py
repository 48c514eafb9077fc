"""The rented CPU servers under a job that runs on CPU cores: the ic.cpu line's core-hours (Tesseract, PP-OCR on CPU,
CAM++) or a live audio model's concurrent streams (DeepFilterNet on 500 calls) priced on a held CPU instance in the
provider and region said (tools.cpu_rent); no CPU instance held there: the answer says so and gives the per-core
figure only. Figures from tools/, words in advisor/core/messages/cpu_rent.py."""

from __future__ import annotations

import re
from typing import Any

from advisor.core.generated_media import _NUM, _amount
from tools.schema import Msg

# "500 concurrent calls", "peak ~500 simultaneous streams", "500路通话", "同時 500 通電話", "500 路并发"
STREAMS = re.compile(
    r"(?i)" + _NUM + r"\s*(?:concurrent|simultaneous|parallel|live)\s+(?:voip\s+|phone\s+)?"
    r"(?:calls?|streams?|channels?|lines?|sessions?)|"
    + _NUM + r"\s*(?:路|通|个|個|條|条)\s*(?:并发|並發|同时|同時)?\s*(?:的\s*)?"
    r"(?:通话|通話|电话|電話|音频流|音訊流|语音流|語音流|并发|並發)|"
    r"(?:并发|並發|同时|同時)\s*(?:在线|在線)?\s*" + _NUM + r"\s*(?:路|通|个|個)")


OFFICE_HOURS = re.compile(r"(?i)business\s+hours|office\s+hours|working\s+hours|工作时间|工作時間|上班时间|上班時間|"
                          r"营业时间|營業時間|办公时间|辦公時間")


def streams_said(text: str) -> float | None:
    """Live streams at once the text states ("peak ~500 concurrent calls" → 500; "高峰 300 路通话" → 300)."""
    m = STREAMS.search(text or "")
    if not m:
        return None
    g = m.groups()
    for i in range(0, len(g), 2):
        if g[i]:
            return _amount(g[i], g[i + 1])
    return None


def with_rent(lines: list[Msg], text: str, providers: list[str] | None, regions: list[str] | None, cur: str,
              per_unit: float) -> list[Msg]:
    """The answer's lines with the CPU rent line under each ic.cpu line (a batch's core-hours), or a live CPU audio
    job's streams sized in place of its "no count said" line; `per_unit` the answer currency's units a USD."""
    out: list[Msg] = []
    for m in lines:
        out.append(m)
        if m.code == "ic.cpu":
            out += rent_lines([m], text, providers, regions, cur, per_unit)
    if any(m.code == "ic.cpu" for m in lines):
        return out
    live = rent_lines([], text, providers, regions, cur, per_unit)
    if not live:
        return lines
    at = next((i for i, m in enumerate(lines) if m.code == "nlj.items"), None)
    if at is None:
        return lines + live
    return lines[:at] + live + lines[at + 1:]


def rent_lines(lines: list[Msg], text: str, providers: list[str] | None, regions: list[str] | None, cur: str,
               per_unit: float) -> list[Msg]:
    """The CPU rent line for each ic.cpu line of `lines` (a batch's core-hours), else for a live CPU audio job's
    streams; `per_unit` the answer currency's units a USD. Empty when there is neither."""
    from catalog.cpus import cpu_boxes
    from catalog.places import gazetteer
    from tools.cpu_rent import batch_rent, box_for, box_hour, live_rent, stream_cores
    from tools.wording import money_text

    box = box_for(cpu_boxes(), providers, regions, gazetteer())
    out: list[Msg] = []

    def args(r: Any) -> dict[str, Any]:
        return {"type": r.box.instance_type, "provider": r.box.provider, "region": r.box.region, "vcpu": r.box.vcpu,
                "cores_box": r.box.cores, "ram": r.box.ram_gib, "price": money_text(box_hour(r.box, per_unit), cur),
                "core_hour": money_text(r.core_hour, cur, 3), "boxes": r.boxes, "box_source": r.box.source,
                "as_of": r.box.as_of, "providers": providers or [], "regions": regions or []}

    for m in lines:
        if m.code != "ic.cpu" or m.args.get("daily"):
            continue
        if box is None:
            out.append(Msg(code="cpu.rent_none", args={"providers": providers or [], "regions": regions or []}))
            continue
        core_h, window = m.args["core_h"], m.args.get("window")
        if not isinstance(core_h, int | float) or not (window is None or isinstance(window, int | float)):
            continue
        r = batch_rent(float(core_h), float(window) if window else None, box, per_unit)
        out.append(Msg(code="cpu.rent_batch", args={**args(r), "core_h": core_h, "run_h": r.run_h, "window": window,
                                                    "cost": money_text(r.cost or 0.0, cur, 0)}))
    if not any(m.code == "ic.cpu" for m in lines):
        out += _live(text, box, providers, regions, cur, per_unit, args, stream_cores, live_rent)
    return out


def _live(text: str, box: Any, providers: list[str] | None, regions: list[str] | None, cur: str, per_unit: float,
          args: Any, stream_cores: Any, live_rent: Any) -> list[Msg]:
    """A live CPU audio job's streams (DeepFilterNet: RTF 0.04 a core) on held CPU boxes, held all month."""
    from advisor.core.nonllm_jobs import job_of
    from tools.cpu_rent import BUSINESS_DAY_H, LIVE_BUSY, business_month, per_audio_second
    from tools.item_compute import compute_for
    from tools.wording import money_text

    job = job_of(text)
    streams = streams_said(text)
    if job is None or job.gpu != "no" or not streams:
        return []
    c = compute_for(job.key, text)
    rtf = c.cpu_core_s if c is not None and c.per_audio_s else (
        per_audio_second(c.cpu_core_s) if c is not None and c.per_audio_h and c.cpu_core_s else None)
    if rtf is None:
        return []
    cores = stream_cores(streams, rtf)
    if box is None:
        return [Msg(code="cpu.rent_none", args={"providers": providers or [], "regions": regions or [],
                                                "streams": streams, "cores": cores, "rtf": rtf})]
    r = live_rent(cores, box, per_unit)
    office = business_month(r) if OFFICE_HOURS.search(text or "") else None
    return [Msg(code="cpu.rent_live", args={**args(r), "name": c.name if c else job.name, "streams": streams,
                                            "rtf": rtf, "source": c.source if c else "",
                                            "cores": cores, "busy": LIVE_BUSY, "month": money_text(r.month or 0.0, cur, 0),
                                            "office": money_text(office, cur, 0) if office else None,
                                            "office_h": BUSINESS_DAY_H})]
