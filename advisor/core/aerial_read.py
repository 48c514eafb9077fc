"""Reading a Mask R-CNN run over aerial imagery ("全台灣 0.5 公尺解析度的航照跑一次建物偵測（detectron2 的 Mask R-CNN）",
"Mask R-CNN over 2,000 km² of 30 cm orthophotos", "150k tiles") in English, 简体 and 繁體: the backbone, the area
(said in km², or a held area named) and the ground sample distance, or the tiles said; then tools.aerial_tiles sizes
it and the proposed rental (tools.proposed_plan) is held against the run. Reading only: the figures are tools'."""

from __future__ import annotations

import contextlib
import re

from tools.schema import Workload

MASK_RCNN = re.compile(r"(?i)mask[\s_-]?r[\s_-]?cnn")
R101 = re.compile(r"(?i)(?<![a-z0-9])(?:r|resnet)[\s_-]?101")
X101 = re.compile(r"(?i)(?<![a-z0-9])(?:x[\s_-]?101|resnext)")
TAIWAN = re.compile(r"(?i)全(?:台|臺)(?:灣|湾)?|整(?:个|個)(?:台|臺)(?:灣|湾)|\ball\s+of\s+taiwan\b|\bwhole\s+(?:of\s+)?taiwan\b"
                    r"|\btaiwan[-\s]wide\b")
AREA = re.compile(r"(?i)(?<![\d.,])(\d[\d,]*(?:\.\d+)?)\s*([万萬])?\s*(?:km²|km2|sq\.?\s*km|square\s+kilomet(?:er|re)s?|平方公里"
                  r"|平方千米)")  # "5 万平方公里": a ten-thousand
_UNIT = r"(公尺|米|m|cm|公分|厘米)(?![a-z²2])"
GSD = re.compile(r"(?i)(?<![\d.])(\d+(?:\.\d+)?)\s*" + _UNIT + r"\s*(?:的)?\s*(?:解析度|分辨率|resolution|gsd|ground|/\s*px"
                 r"|per\s+pixel|pixels?|orthophoto|aerial|imagery|航照|航拍|影像|正射)"
                 r"|(?:gsd|resolution|解析度|分辨率)\s*(?:of|为|為|是)?\s*(\d+(?:\.\d+)?)\s*" + _UNIT)
TILES = re.compile(r"(?i)(?<![\d.,])(\d[\d,]*(?:\.\d+)?)\s*([k万萬])?\s*(?:張|张)?\s*(?:[^\d\s,，。;；]{1,6}?\s*)?"
                   r"(?:tiles?|切片|圖塊|图块|瓦片)")
TEN_K = re.compile(r"[万萬]")  # a ten-thousand ("20万张")
CENTI = re.compile(r"(?i)cm|公分|厘米")  # a GSD said in centimetres


def backbone(text: str) -> str:
    """The Mask R-CNN backbone named (tools.aerial_tiles.MASK_RCNN_S), R50-FPN when none is."""
    return "X101-FPN" if X101.search(text) else "R101-FPN" if R101.search(text) else "R50-FPN"


def gsd_m(text: str) -> float | None:
    """The ground sample distance in metres ("0.5 公尺解析度" → 0.5, "30 cm orthophotos" → 0.3); None when unsaid."""
    m = GSD.search(text or "")
    if m is None:
        return None
    value, unit = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
    v = float(value) * (0.01 if CENTI.fullmatch(unit) else 1.0)
    return v if v > 0 else None


def area_km2(text: str) -> tuple[float, str] | None:
    """(km², how it was read) of the area: a figure said in km², else a held area named (全台灣 → Taiwan)."""
    from tools.aerial_tiles import AREAS_KM2

    m = AREA.search(text or "")
    if m is not None:
        with contextlib.suppress(ValueError):
            v = float(m.group(1).replace(",", "")) * (1e4 if m.group(2) else 1.0)
            if v > 0:
                return v, "said"
    return (AREAS_KM2["taiwan"][0], AREAS_KM2["taiwan"][1]) if TAIWAN.search(text or "") else None


def tiles_said(text: str) -> float | None:
    m = TILES.search(text or "")
    if m is None:
        return None
    mag = m.group(2) or ""
    v = float(m.group(1).replace(",", "")) * (1e4 if TEN_K.fullmatch(mag) else 1e3 if mag.lower() == "k" else 1.0)
    return v if v > 0 else None


def aerial_text(w: Workload, text: str, lang: str, currency: str | None) -> str | None:
    """The run's answer (tools.aerial_tiles) with the proposed rental priced against it; None unless Mask R-CNN is
    named with an area and its resolution, or a tile count."""
    if not MASK_RCNN.search(text or ""):
        return None
    from advisor.config import usd_cny
    from advisor.core.service import _display_currency, catalog_rows
    from catalog.gpus import all_gpus
    from catalog.places import gazetteer
    from tools.aerial_tiles import cheapest_card_row, tile_count, tile_lines, tile_plan
    from tools.batch_filters import row_filter
    from tools.speed import SpeedUnknown, peak_tflops

    area, gsd, said = area_km2(text), gsd_m(text), tiles_said(text)
    if said is None and (area is None or gsd is None):
        return None
    tiles = said if said is not None else tile_count(area[0], gsd) if area is not None and gsd is not None else 0.0
    cur, fx = _display_currency(w, currency)
    gpus = all_gpus()
    every = [r for r in catalog_rows()[0] if r.price_scope == "instance" and not r.quarantined and r.gpu in gpus]
    rows: list = []
    # a named provider the catalog holds no row of ("想用华为云"): the place's other rows are the reference, said so
    # (advisor.core.place_lead: "my catalog holds no Huawei Cloud machines … compare with the plan above")
    for drop in ({"gpu_preference": None, "num_gpus": None}, {"gpu_preference": None, "num_gpus": None, "providers": None}):
        filt = row_filter(w.model_copy(update=drop), gpus, 0.0, gazetteer())
        rows = rows or [r for r in every if filt.admits(r, gpus[r.gpu])]
    peak: dict[str, float] = {}
    for name, g in gpus.items():
        with contextlib.suppress(SpeedUnknown):
            peak[name] = peak_tflops(g, "fp16") or 0.0 if g.vendor == "NVIDIA" else 0.0
    row = cheapest_card_row(rows, gpus, cur, usd_cny(), fx, peak, backbone(text), tiles)
    p = tile_plan(backbone(text), tiles, area[0] if area and said is None else None, gsd if said is None else None,
                  row, cur)
    head, *rest = tile_lines(p)
    from advisor.core.proposed_plan_read import plan_msg

    if w.checked_gpu and not (w.checked_gpu_count or w.num_gpus):  # "租台智雲 H100 一個月": one card named
        w = w.model_copy(update={"checked_gpu_count": 1})
    plan = plan_msg(w, text, rows, cur, usd_cny(), fx, p.cost, None) or plan_msg(w, text, every, cur, usd_cny(), fx,
                                                                                  p.cost, None)
    rest = ([plan] if plan is not None else []) + rest
    return f"**{head.text(lang)}**\n\n" + "\n".join(f"- {m.text(lang)}" for m in rest)
