"""Instance segmentation (detectron2's Mask R-CNN) run once over an area of aerial or satellite imagery cut into tiles:
the tiles, the card-hours at the published per-image time, the imagery on disk, and the cheapest one-card machine
for the run — a batch job of hours, never a month of a card, never "not sized here".

Why: "每季要把全台灣 0.5 公尺解析度的航照跑一次建物偵測（detectron2 的 Mask R-CNN），主管想租台智雲 H100 一個月" was
answered "這裡不做估算" with a question about the input size. An expert counts ≈ 16 万 1024² tiles, "one card for a
night", and calls a month of H100 ≈ 100× oversized.

- Tiles: area (km²) × 1e6 ÷ (ground sample distance × the tile's stride)², the stride being the tile side less its
  overlap with the next. `TILE_PX` = 1,024 px a side and `OVERLAP_PX` = 64 px (a stride of 960 px, so a building cut
  by one tile's edge is whole in the next) are ASSUMED and said. By hand, all of Taiwan at 0.5 m: 36,197 km² × 1e6 ÷
  (0.5 × 960)² = 36,197e6 ÷ 230,400 m² ≈ 157,105 tiles (without overlap, 138,081).
- Areas held (`AREAS_KM2`, a row each): Taiwan 36,197 km², the Republic of China's land area in the Ministry of the
  Interior's statistics (內政部統計處, 土地面積: 36,197.0669 km², Taiwan, Penghu, Kinmen and Matsu).
- Time a tile: detectron2's model zoo (github.com/facebookresearch/detectron2 MODEL_ZOO.md, "COCO Instance
  Segmentation Baselines with Mask R-CNN", inference time s/im, batch 1, one V100, COCO images resized to a short side
  of 800 px): R50-FPN 0.043 s, R101-FPN 0.056 s, X101-FPN 0.103 s (`MASK_RCNN_S`). A 1,024² tile is ≈ 1.05 Mpx, as
  the zoo's ≈ 800 × 1,333 (its test resize takes the tile to 800 px anyway), so the zoo's time is a tile's.
  Batch-1 eager PyTorch is held by kernel launches and the per-instance mask head, not the tensor cores: a newer card
  is credited no faster than the V100 (`MIN_PEAK_TFLOPS`, its 125 dense FP16 TFLOPS), one below it slowed by the peak
  ratio (`tile_seconds`), so the hours are an upper bound; batching tiles or TensorRT cuts them (measure on a pilot).
  By hand: 157,105 × 0.043 s = 6,755 s ≈ 1.9 card-hours for R50-FPN.
- Imagery: tiles × TILE_PX² × 3 bytes (8-bit RGB, uncompressed) = 157,105 × 3.15 MB ≈ 494 GB to read and cut: local
  NVMe and ≥ `CUT_CORES` = 16 CPU cores for the tiling and JPEG/GeoTIFF decoding (assumed) keep one card fed.
- Cost: the hours on each card (+ start-up, tools.constants.JOB_SETUP_HOURS) × its one-card row's price, the cheapest
  in the place and providers allowed. By hand, GCP asia-east1 L4 at $0.648/h: 157,105 × 0.0444 s = 1.94 h + 0.25 h →
  ≈ $1.42 a run.
"""

from __future__ import annotations

from dataclasses import dataclass

from tools.constants import JOB_SETUP_HOURS
from tools.cost import convert_amount
from tools.schema import GPUSpec, InstanceRow, Msg

TILE_PX = 1024
OVERLAP_PX = 64
CUT_CORES = 16
MIN_PEAK_TFLOPS = 125.0  # the V100's dense FP16 peak: the measured card (module docstring)
ZOO_SOURCE = "github.com/facebookresearch/detectron2 MODEL_ZOO.md (Mask R-CNN, inference s/im, batch 1, V100)"
# seconds an image on one V100 (module docstring)
MASK_RCNN_S: dict[str, float] = {"R50-FPN": 0.043, "R101-FPN": 0.056, "X101-FPN": 0.103}
AREAS_KM2: dict[str, tuple[float, str]] = {
    "taiwan": (36_197.0, "ROC Ministry of the Interior statistics (land area 36,197 km²)"),
}


@dataclass(frozen=True)
class TilePlan:
    backbone: str
    area_km2: float | None
    gsd_m: float | None
    tiles: float
    seconds: float  # a tile
    hours: float  # one card, the whole area
    gb: float  # the imagery uncompressed
    row: tuple[str, str, float] | None  # (provider instance, card, hourly price) of the cheapest one-card row
    cost: float | None
    currency: str


def tile_count(area_km2: float, gsd_m: float, tile_px: int = TILE_PX, overlap_px: int = OVERLAP_PX) -> float:
    """Tiles covering the area: area × 1e6 ÷ (gsd × (tile − overlap))². Taiwan at 0.5 m: 36,197e6 ÷ 480² ≈ 157,105."""
    return area_km2 * 1e6 / (gsd_m * (tile_px - overlap_px)) ** 2


def tile_seconds(backbone: str, peak: float) -> float:
    """Seconds a tile on a card of dense FP16 `peak` TFLOPS: the zoo's V100 time, slowed by MIN_PEAK_TFLOPS ÷ peak on
    a card below the V100 and never credited faster above it (an L4, 121 TFLOPS: 0.043 × 125 ÷ 121 = 0.0444 s)."""
    s = MASK_RCNN_S.get(backbone, MASK_RCNN_S["R50-FPN"])
    return s * max(1.0, MIN_PEAK_TFLOPS / peak) if peak > 0 else s


def cheapest_card_row(rows: list[InstanceRow], gpus: dict[str, GPUSpec], currency: str, usd_cny: float,
                      fx: dict[str, float], peak: dict[str, float], backbone: str,
                      tiles: float) -> tuple[str, str, float, float] | None:
    """The one-card on-demand row with ≥ CUT_CORES vCPUs (where the row says) that runs the tiles cheapest (its hours
    at tile_seconds + start-up × its price):
    (provider instance, card, hourly in `currency`, seconds a tile); cards without a dense FP16 peak are left out."""
    best: tuple[str, str, float, float] | None = None
    best_cost = 0.0
    for r in rows:
        if (r.gpu_count or 1) != 1 or not r.price_on_demand or r.gpu not in gpus or peak.get(r.gpu, 0.0) <= 0 \
                or (r.vcpu is not None and r.vcpu < CUT_CORES):  # the tiling needs its cores (module docstring)
            continue
        p = convert_amount(r.price_on_demand, r.currency, currency, usd_cny, fx)
        if not p:
            continue
        s = tile_seconds(backbone, peak[r.gpu])
        cost = (tiles * s / 3600 + JOB_SETUP_HOURS) * p
        if best is None or cost < best_cost:
            best, best_cost = (f"{r.provider} {r.instance_type}", r.gpu, p, s), cost
    return best


def tile_plan(backbone: str, tiles: float, area_km2: float | None, gsd_m: float | None,
              row: tuple[str, str, float, float] | None, currency: str) -> TilePlan:
    """The run on one card: tiles × the seconds a tile on the row's card (the zoo's V100 time without a row); the
    imagery; the cost on `row`."""
    s = row[3] if row is not None else MASK_RCNN_S.get(backbone, MASK_RCNN_S["R50-FPN"])
    hours = tiles * s / 3600
    cost = (hours + JOB_SETUP_HOURS) * row[2] if row is not None else None
    return TilePlan(backbone, area_km2, gsd_m, tiles, s, hours, tiles * TILE_PX * TILE_PX * 3 / 1e9,
                    row[:3] if row is not None else None, cost, currency)


def tile_lines(p: TilePlan) -> list[Msg]:
    """The headline (tiles, card-hours, the machine and cost) and the imagery / host and method lines."""
    return [
        Msg(code="aerial_tiles.head", args={
            "backbone": p.backbone, "area": p.area_km2, "gsd": p.gsd_m, "tiles": p.tiles, "tile": TILE_PX,
            "overlap": OVERLAP_PX, "hours": p.hours, "row": p.row[0] if p.row else None,
            "card": p.row[1] if p.row else None, "hourly": p.row[2] if p.row else None, "cost": p.cost,
            "currency": p.currency, "wall": p.hours + JOB_SETUP_HOURS}),
        Msg(code="aerial_tiles.io", args={"gb": p.gb, "cores": CUT_CORES}),
        Msg(code="aerial_tiles.math", args={"backbone": p.backbone, "s": p.seconds, "source": ZOO_SOURCE,
                                            "tile": TILE_PX, "zoo": MASK_RCNN_S.get(p.backbone, p.seconds),
                                            "card": p.row[1] if p.row else None}),
    ]
