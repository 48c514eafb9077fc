"""Regenerate catalog/data/instances.csv from SkyPilot catalogs and the China families file.

`gpu-advisor catalog refresh --skypilot DIR [--skypilot DIR2 ...] [--china FILE]` calls `refresh()`:
prices change weekly, so refreshing is one command, never hand edits. SkyPilot's catalogs
(github.com/skypilot-org/skypilot-catalog) are Apache-2.0; every row keeps that attribution.
docs/CATALOG.md explains every decision below; the short version:

- Layouts: SkyPilot v7 `vms.csv` extracts (`GpuInfo` column, one row per zone for AWS/GCP/RunPod)
  and the older reduced v6/v8 extracts (`GpuMemMiBPerGpu`; GCP with `RowType`). Read by header name.
- Several folders: later folders override earlier ones on the same (provider, instance type,
  region), so `--skypilot v7 --skypilot v8-partial` keeps the newer prices and the complete list.
- Size: one row per (provider, instance type, region), the cheapest zone; non-GPU accelerators
  (Inferentia, Trainium, FPGA, TPU, Qualcomm AI100, Gaudi 1) are left out: this is a GPU advisor.
- GPU labels: the instance family decides first (documented SKUs), then words in the instance name
  (pcie / sxm / nvl), then per-GPU memory (A100 40/80, V100 16/32); an A100/H100/V100 whose form
  factor nothing states is taken as PCIe (no NVLink credited) and the row says so.
- GCP: a GPU machine is its host VM price plus the attached GPUs' price in the same region
  (SkyPilot's own rule); attach rows without a host are GPU-only prices (listed, never ranked).
- Labels per row: `marketplace` (no SLA, interruptible), `cpu_arch` (Grace / Graviton hosts are
  aarch64), `confidence` (official / third-party).
- Then `catalog.check` runs: suspect rows are kept and quarantined with the reason, never dropped.
- `as_of` is the price date the folder's README states (`snapshot_date`), never the day of copying or
  conversion; a folder that states none gives blank `as_of` and says so in `notes`. Two sources of one key:
  the newer price wins (`merge`: dated over undated, then the later date, then the newer schema folder).
"""

from __future__ import annotations

import ast
import contextlib
import csv
import datetime as _dt
import functools
import json
import os
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any, NamedTuple

from catalog import leftovers
from catalog.gpus import UnknownGPU, all_gpus, resolve_gpu_name
from catalog.gpus import _num as _f
from catalog.places import display_name, marketplaces, providers, skypilot_clouds
from tools.errors import AdvisorError
from tools.floors import PRICE_FLOOR
from tools.urls import strip_userinfo

DATA = Path(__file__).parent / "data"
FIELDS = ["provider", "instance_type", "region", "gpu", "gpu_raw", "gpu_count", "gpu_memory_gib", "vcpu", "ram_gib",
          "interconnect", "network_gbps", "rdma", "price_on_demand", "price_spot", "price_reserved_month",
          "currency", "price_scope", "cpu_arch", "marketplace", "confidence", "quarantined", "source", "as_of", "notes",
          "seller", "broker", "same_as"]
# The provider sets come from catalog/data/providers.csv (catalog.places): PROVIDERS (skypilot = yes),
# MARKETPLACE_PROVIDERS (marketplace = yes), the brokers (broker = yes) and CHINA_PROVIDERS (china = yes, by label),
# read on first use (module attributes, PEP 562, so `from catalog.refresh import PROVIDERS` still works).
SKYPILOT = "SkyPilot catalog (skypilot-org/skypilot-catalog, Apache-2.0)"
UNDATED = "the source states no date for its prices (as_of blank)"

# Sellers whose source figure has no stated currency. Seeweb: SkyPilot's fetcher copies the Seeweb API's
# `hourly_price` with no currency (skypilot-org/skypilot sky/catalog/data_fetchers/fetch_seeweb.py); Seeweb is an
# Italian cloud. Shown as USD, said so; were it EUR, the USD figure would be ~9 % higher (catalog/data/fx.csv).
CURRENCY_UNSTATED = {"seeweb": "currency not stated by the source (the Seeweb API's hourly_price, copied by SkyPilot's "
                               "fetch_seeweb.py without a currency): shown as USD; if it is EUR, ~9 % more in USD"}

# Not GPUs: out of scope for a GPU advisor (listed in docs/CATALOG.md with their row counts).
NON_GPU = re.compile(r"^(inferentia|trainium|virtex|qualcomm|gaudi hl-205|tpu-)", re.I)

# Marketplaces: third-party hosts, no SLA, may be interrupted (docs/CATALOG.md "Marketplaces").
MARKETPLACE_UPSTREAMS = ("akash__",)  # Prime Intellect resells Akash Network, a decentralised marketplace
# A marketplace row is one host's ask, not the seller's list price: `confidence` third-party, and this note.
MARKETPLACE_NOTE = ("marketplace listing: one third-party host's ask in this snapshot, not a list price (no SLA, "
                    "may be interrupted; live asks move daily)")

# (provider, instance-type regex) → catalog GPU, why. The provider's documentation names the part.
FAMILY_GPUS: list[tuple[str, str, str, str]] = [
    ("azure", r"^standard_nc\d+ads_a100_v4$", "A100 80GB PCIe",
     "Azure: NC A100 v4 is A100 PCIe 80 GB (learn.microsoft.com NCv3 retirement guide, 2024-03-19)"),
    ("azure", r"^standard_nc\d+adi?s_h100_v5$", "H100 NVL",
     "Azure: NCads H100 v5 is H100 NVL (learn.microsoft.com NCv3 retirement guide, 2024-03-19)"),
    ("azure", r"^standard_nc\d+r?s_v3$", "V100 PCIe 16GB", "Azure NCv3: V100 PCIe 16 GB"),
    ("azure", r"^standard_nd40rs_v2$", "V100 SXM2 32GB", "Azure NDv2: 8 × V100 32 GB NVLink"),
    ("azure", r"^standard_nd96asr_v4$", "A100 40GB SXM", "Azure ND A100 v4: A100 40 GB SXM"),
    ("azure", r"^standard_nd96amsr_a100_v4$", "A100 80GB SXM", "Azure NDm A100 v4: A100 80 GB SXM"),
    ("azure", r"^standard_nd96isr_h100_v5$", "H100 SXM",
     "Azure ND H100 v5: 8 × H100 on NVLink 4.0, the SXM part (learn.microsoft.com ND-H100-v5 size series)"),
    ("aws", r"^p3\.", "V100 SXM2 16GB", "AWS P3: V100 16 GB SXM2"),
    ("aws", r"^p3dn\.", "V100 SXM2 32GB", "AWS P3dn: V100 32 GB SXM2"),
    ("aws", r"^p4d\.", "A100 40GB SXM", "AWS P4d: A100 40 GB SXM"),
    ("aws", r"^p4de\.", "A100 80GB SXM", "AWS P4de: A100 80 GB SXM"),
    ("aws", r"^p5\.", "H100 SXM", "AWS P5: H100 SXM"),
    ("aws", r"^p5en?\.", "H200 SXM", "AWS P5e/P5en: H200 SXM"),
    ("aws", r"^g5g\.", "T4", "AWS G5g: NVIDIA T4G (T4 silicon) on Graviton2"),
    ("oci", r"^(bm|vm)\.gpu3\.", "V100 SXM2 16GB", "OCI GPU3: V100 16 GB SXM2"),
    ("oci", r"^bm\.gpu4\.8$", "A100 40GB SXM", "OCI BM.GPU4.8: A100 40 GB SXM"),
    ("oci", r"^bm\.gpu\.a100-v2\.8$", "A100 80GB SXM", "OCI BM.GPU.A100-v2.8: A100 80 GB SXM"),
    ("oci", r"^bm\.gpu\.h100\.8$", "H100 SXM", "OCI BM.GPU.H100.8: H100 SXM"),
    ("gcp", r"^a2-(highgpu|megagpu)", "A100 40GB SXM", "GCP A2 standard: A100 40 GB SXM"),
    ("gcp", r"^a2-ultragpu", "A100 80GB SXM", "GCP A2 ultra: A100 80 GB SXM"),
    ("gcp", r"^a3-(highgpu|megagpu|edgegpu)", "H100 SXM", "GCP A3: H100 80 GB SXM"),
    ("gcp", r"^a3-ultragpu", "H200 SXM", "GCP A3 ultra: H200 SXM"),
    ("gcp", r"^v100 x", "V100 SXM2 16GB", "GCP V100: 16 GB SXM2"),
    ("lambda", r"^gpu_[124]x_a100$", "A100 40GB PCIe", "Lambda gpu_Nx_a100: A100 40 GB PCIe"),
    ("lambda", r"^gpu_(1x_a100_sxm4|8x_a100)$", "A100 40GB SXM", "Lambda: A100 40 GB SXM4"),
    ("lambda", r"^gpu_8x_v100", "V100 SXM2 16GB", "Lambda gpu_8x_v100: V100 16 GB SXM2"),
    ("runpod", r"_a100-80gb_", "A100 80GB PCIe", "RunPod 'A100-80GB' is the A100 80GB PCIe (the SXM part is 'A100-80GB-SXM')"),
    ("runpod", r"_h100_", "H100 PCIe", "RunPod 'H100' is the H100 PCIe (the SXM part is 'H100-SXM')"),
]
# Brokers (providers.csv broker = yes) resell other clouds' machines; the instance type names the upstream cloud
# (Shadeform: `crusoe_…`, Prime Intellect: `crusoecloud__…`). How each broker writes it; a broker with no pattern
# here is a data error a test names.
BROKERS = {"shadeform": re.compile(r"^([a-z]+)_"), "primeintellect": re.compile(r"^([a-z_]+?)__")}
# How the brokers spell an upstream cloud (their ids, not names people write) → the catalog's provider id where the
# catalog has rows of that cloud.
UPSTREAM_IDS = {"lambdalabs": "lambda", "cudocompute": "cudo", "crusoecloud": "crusoe", "dc_impala": "impala",
                "dc_roan": "roan"}


def __getattr__(name: str) -> Any:
    """The provider sets, from catalog/data/providers.csv on first use."""
    from catalog import places

    if name == "PROVIDERS":
        return frozenset(places.skypilot_clouds())
    if name == "MARKETPLACE_PROVIDERS":
        return places.marketplaces()
    if name == "CHINA_PROVIDERS":
        return {p.label: p.name for p in places.providers() if p.china}
    if name == "TEMPLATE_PROVIDERS":
        return template_providers()
    raise AttributeError(name)


def broker_seller(provider: str, instance_type: str) -> str:
    """The cloud that runs a broker's machine (catalog provider id where there is one), or "" for a direct row."""
    from catalog.places import brokers

    pat = BROKERS.get(provider) if provider in brokers() else None
    m = pat.match(instance_type.lower()) if pat else None
    return UPSTREAM_IDS.get(m.group(1), m.group(1)) if m else ""


CPU_ARCH_AARCH64 = re.compile(r"gh200|gb200|gb300|grace|^g5g\.", re.I)

# p5e: sold through EC2 Capacity Blocks for ML; SkyPilot lists no on-demand price for it.
CAPACITY_BLOCK = {("aws", "p5e.48xlarge")}

# GCP machine families → (SkyPilot accelerator name, GPU count). SkyPilot's _ACC_INSTANCE_TYPE_DICTS
# (sky/catalog/gcp_catalog.py), as listed in the v7 extract's README; L4 hosts by GPU count.
G2_L4 = {"4": 1, "8": 1, "12": 1, "16": 1, "32": 1, "24": 2, "48": 4, "96": 8}


def _gcp_machine(it: str) -> tuple[str, int] | None:
    if m := re.fullmatch(r"a2-highgpu-(\d+)g", it):
        return "A100", int(m.group(1))
    if it == "a2-megagpu-16g":
        return "A100", 16
    if m := re.fullmatch(r"a2-ultragpu-(\d+)g", it):
        return "A100-80GB", int(m.group(1))
    if m := re.fullmatch(r"a3-highgpu-(\d+)g", it):
        return "H100", int(m.group(1))
    if it == "a3-megagpu-8g":
        return "H100-MEGA", 8
    if it == "a3-ultragpu-8g":
        return "H200", 8
    if it == "a4-highgpu-8g":
        return "B200", 8
    if m := re.fullmatch(r"g2-standard-(\d+)", it):
        return ("L4", G2_L4[m.group(1)]) if m.group(1) in G2_L4 else None
    return None


# ---- GPU labels ------------------------------------------------------------------------------------

# Per-GPU memory (GiB) a source may state for each family: outside it the figure is something else (host RAM,
# a total). Inside it, it decides the variant: H100 80 GB (SXM/PCIe, 81,920 MiB) vs 94 GB (NVL, 96,256 MiB);
# A100 40/80; V100 16/32 (NVIDIA datasheets, catalog/data/gpus.csv).
PER_GPU_GIB = {"A100": (30.0, 100.0), "A800": (30.0, 100.0), "H100": (70.0, 100.0), "H200": (130.0, 150.0),
               "V100": (12.0, 40.0)}

def resolve_instance_gpu(raw: str, instance_type: str, mem_mib: float | None, provider: str,
                         context: str = "") -> tuple[str, str]:
    """(catalog GPU name or "", note) for a SkyPilot accelerator name in its instance context."""
    if not raw:
        return "", "no accelerator named in the source"
    it = instance_type.lower()
    for prov, pattern, gpu, _why in FAMILY_GPUS:
        if prov == provider and re.search(pattern, it):
            return gpu, ""
    ctx = f"{it} {raw} {context}".lower()
    r = raw.upper().replace("_", "-").replace(" ", "-")
    size = re.search(r"(\d+)G", r) or re.search(r"(?:a100|a800|h100|v100)[-_](\d+)g", it)
    mem_gib = float(size.group(1)) if size else (mem_mib / 1024) if mem_mib else None
    fam_m = re.match(r"(A100|A800|H100|H200|V100)", r)
    if mem_gib and fam_m and not (PER_GPU_GIB[fam_m.group(1)][0] <= mem_gib <= PER_GPU_GIB[fam_m.group(1)][1]):
        mem_gib = None  # not a per-GPU size of this family (Nebius v7: the host's 200 GiB): the name decides
    pcie = "pci" in ctx
    sxm = "sxm" in ctx or "nvlink" in ctx or "mega" in ctx
    nvl = bool(re.search(r"nvl(?!ink)", ctx))
    assumed = "form factor not stated in the source: PCIe assumed (no NVLink credited)"
    family = re.match(r"(A100|A800|H100|H200|V100)", r)
    if family:
        fam = family.group(1)
        if fam in ("A100", "A800"):
            gb = 80 if (mem_gib or 40) > 60 else 40
            if fam == "A800":
                return ("A800 80GB SXM", "") if sxm else ("A800 80GB PCIe", "" if pcie else assumed)
            ff = "SXM" if sxm else "PCIe"
            return f"A100 {gb}GB {ff}", "" if (sxm or pcie) else assumed
        if fam == "H100":
            if mem_gib and mem_gib > 88 or (nvl and not mem_gib):
                return "H100 NVL", ""
            if sxm or "hbm3" in ctx:
                return "H100 SXM", ""
            return "H100 PCIe", "" if pcie else assumed
        if fam == "H200":
            return ("H200 NVL", "") if nvl else ("H200 SXM", "")
        if fam == "V100":
            gb = 32 if (mem_gib or 16) > 24 else 16
            if sxm:
                return f"V100 SXM2 {gb}GB", ""
            return f"V100 PCIe {gb}GB", "" if pcie else assumed
    try:
        return resolve_gpu_name(raw), ""
    except UnknownGPU:
        return "", f"accelerator {raw!r} not in the GPU catalog"


def _interconnect(gpu: str, stated: str = "") -> str:
    """SXM/OAM parts (max_tp > 2) sit on an NVLink / Infinity Fabric baseboard: the part named is the link.
    A PCIe card that *can* take an NVLink bridge (max_tp == 2) is credited one only where the source says
    so (`stated` mentions NVLink); otherwise it is PCIe (595 multi-GPU rows were credited a bridge before)."""
    spec = all_gpus().get(gpu) if gpu else None
    if not spec:
        return ""
    if spec.max_tp > 2:
        return "nvlink"
    return "nvlink-bridge" if spec.max_tp == 2 and "nvlink" in stated.lower() else "pcie"


# ---- reading the sources ---------------------------------------------------------------------------

def _gpu_info(text: str, count: float | None = None) -> tuple[str, float | None]:
    """(name, per-GPU MiB) from SkyPilot's GpuInfo: a Python dict, JSON or a bare name."""
    text = (text or "").strip()
    if not text.startswith("{"):
        return text, None
    try:
        d = json.loads(text) if text.startswith('{"') else ast.literal_eval(text)
        g = d["Gpus"][0]
    except (ValueError, SyntaxError, KeyError, IndexError, TypeError):
        return "", None
    size = _f(str(g.get("MemoryInfo", {}).get("SizeInMiB", "")))
    total = _f(str(d.get("TotalGpuMemoryInMiB", "")))
    count = count or _f(str(g.get("Count", ""))) or 1
    if size and total and count > 1 and abs(size - total) < 1:  # Vast / Prime Intellect give the total
        size = total / count
    return str(g.get("Name", "")), size or None


def _price(v: str | None) -> float | None:
    x = _f(v)
    # 0.00 (Vast) and 99999999 (Prime Intellect) = no offer; under tools.floors.PRICE_FLOOR is no price either (a
    # 1e-300 was written as "0" and ranked first at "$0.00"; catalog.fetch refuses such a row and names it)
    return x if x is not None and PRICE_FLOOR <= x < 1e6 else None


def snapshot_date(directory: Path) -> str | None:
    """The price date the folder's README or SOURCES states, if any. A `Price date:` line decides (a date, or
    anything else such as "not stated" = no date); without one, a `Retrieval date:` counts, as for a folder of
    files downloaded from SkyPilot's live hosted catalog that day. The v7 extract was copied from a stored copy
    of the repository whose commit date is not exposed, so its README says `Price date: not stated`: its
    2026-11-30 is the day of copying, and its AWS P-family and Lambda prices predate AWS's June 2025 cut and
    Lambda's 2026 prices (docs/CATALOG_AUDIT.md E5, E14, E15)."""
    for name in ("README.md", "SOURCES.md"):
        p = Path(directory) / name
        if not p.exists():
            continue
        text = p.read_text(encoding="utf-8")
        if m := re.search(r"^\W*Price date:\s*(.*)$", text, re.M):
            d = re.match(r"\d{4}-\d{2}-\d{2}", m.group(1).strip())
            return d.group(0) if d else None
        if m := re.search(r"Retrieval date:\s*(\d{4}-\d{2}-\d{2})", text):
            return m.group(1)
    return None


def schema_versions(directory: Path) -> dict[str, int]:
    """Provider → SkyPilot catalog schema version of its file in the folder, from the README/SOURCES table rows
    (`| aws.csv | catalogs/v8/aws/vms.csv | …`). SkyPilot writes each cloud's newest prices into its current schema
    folder; in our extracts the v8 files hold AWS's post-June-2025 P-family prices and Lambda's 2026 set where the
    v7 files hold the older ones (docs/CATALOG_AUDIT.md E5, E14, E15), so a higher version is the newer source."""
    for folder in (Path(directory), Path(directory).parent):  # tests/data/catalog/SOURCES.md lists skypilot/*.csv
        out: dict[str, int] = {}
        for name in ("README.md", "SOURCES.md"):
            p = folder / name
            if p.exists():
                for m in re.finditer(r"^\|\s*(\w+)\.csv\s*\|\s*catalogs/v(\d+)/", p.read_text(encoding="utf-8"), re.M):
                    out.setdefault(m.group(1).lower(), int(m.group(2)))
        if out:
            return out
    return {}


def source_versions(directory: Path) -> dict[str, str]:
    """Provider → the upstream file and commit its extract was copied from, and when, as the folder's README /
    SOURCES tables state them ("catalogs/v7/aws/vms.csv @001367d2, copied 2026-11-30; commit date not exposed"),
    so each row's `source` names a file and version anyone can open on GitHub. Empty where the table says nothing."""
    for folder in (Path(directory), Path(directory).parent):
        out: dict[str, str] = {}
        for name in ("README.md", "SOURCES.md"):
            p = folder / name
            if not p.exists():
                continue
            text = p.read_text(encoding="utf-8")
            copied = re.search(r"Retrieval date:\s*(\d{4}-\d{2}-\d{2})", text)
            when = f"copied {copied.group(1)}; " if copied else ""
            for m in re.finditer(r"^\|\s*(\w+)\.csv\s*\|\s*(catalogs/v\d+/\S+)[^|]*\|\s*([0-9a-f]{40})", text, re.M):
                out.setdefault(m.group(1).lower(), f"{m.group(2)} @{m.group(3)[:8]}, {when}commit date not exposed")
        if out:
            return out
    return {}


# A broker's row names the seller's own product: Prime Intellect its `UpstreamCloudId`, Shadeform nothing but its own
# `<seller>_<card>x<n>` id and a region, so its product key is `<instance type>@<region>`. Where the seller's own
# naming or listing of that product states the GPU's form factor or the card itself, it decides (the broker's GpuInfo
# says only "H100", or names the wrong card). `product` names the seller's machine where two brokers resell it: their
# rows are the same offer (`catalog.check.link_broker_duplicates`). A seller that is a catalog provider with a
# FAMILY_GPUS entry for the product id needs no row here: that entry decides (`seller_product_form`).
# DataCrunch's id scheme (its instance-type API records): `<n><CARD>.<memory>S.<vCPU>V` for the SXM parts it names with
# their memory (H100 80S, H200 141S, A100 40S), `<n><CARD>.<vCPU>V` for the rest: A100 (80 GB SXM4), B200/B300 (SXM
# only), the PCIe-only cards A6000, L40S, RTX 6000 Ada, RTX PRO 6000 (nothing to decide), and V100 ("NVidia Tesla V100
# 16GB", whose record lists NVLINK among its uses: SXM2 by inference, not applied, docs/CATALOG_AUDIT.md).
class SellerProduct(NamedTuple):
    seller: str
    pattern: str  # regex on the lower-cased product key
    form: str  # "sxm" / "pcie" / "" (the word added to the GPU context)
    card: str  # the accelerator name the seller's product is ("" = the broker's name stands)
    product: str  # the seller's machine, named once for every broker that resells it ("" = not linked)
    why: str


_LATITUDE_L40S = ("Latitude.sh's `g3-l40s-large` is an L40S machine (8 × L40S 48 GB, 128 vCPU, 1,536 GB): its product id "
                  "says L40S, and Shadeform sells the same machine (128 / 1,536, Dallas and Frankfurt, 6.97/h) as "
                  "`latitude_L40Sx8` with GpuInfo \"L40S\"; Prime Intellect's GpuInfo \"L40\" is not the card "
                  "(docs/CATALOG_AUDIT.md re-audit 2 L10, re-audit 3)")
_LATITUDE_H100 = ("Latitude.sh's `g3-h100-large` is one machine (8 × H100 80 GB, 128 vCPU, 1,536 GB, Dallas, 14.34/h) that "
                  "Shadeform sells as `latitude_H100x8-NVLINk` (the same 128 / 1,536 and price): its listing names "
                  "NVLink, so the SXM part; Prime Intellect's GpuInfo \"H100\" states no form factor")
SELLER_PRODUCTS: list[SellerProduct] = [
    SellerProduct("datacrunch", r"^\d+[a-z]+\d*\.\d+s\.\d+v$", "sxm", "", "",
                  "the seller's product id marks the SXM part (DataCrunch `1H100.80S.30V`: \"1x H100 SXM5 80GB\", its "
                  "instance-type record; `S` after the memory size)"),
    SellerProduct("datacrunch", r"^\d+a100\.\d+v$", "sxm", "", "",
                  "the seller's product is DataCrunch's A100 80 GB, whose ids carry no memory field: `1A100.22V` is \"1x "
                  "A100 SXM4 80GB\" in its instance-type record (a datacrunch-python InstanceType fixture, stored-index "
                  "file 9987157026) and nvlink = true in a Verda catalog table (file 69438770835); `2A100.44V`, "
                  "`4A100.88V`, `8A100.176V` are 2, 4, 8 of it (docs/CATALOG_AUDIT.md re-audit 2, K8)"),
    SellerProduct("cudo", r"^sapphire-rapids-h100$", "sxm", "", "",
                  "the seller's product id is Cudo's `sapphire-rapids-h100`, whose GPU Cudo's own listing names H100-SXM "
                  "(skypilot-catalog catalogs/v9/cudo/vms.csv @d9bf3aa4; the catalog's Cudo rows)"),
    SellerProduct("cudo", r"^cudo_h100(x\d+)?@kristiansand-.*$", "sxm", "", "",
                  "Cudo's only H100 in Kristiansand is `sapphire-rapids-h100`, H100-SXM in Cudo's own listing (the "
                  "catalog's 17 Cudo no-kristiansand-1 H100 rows, SkyPilot catalogs/v8/cudo/vms.csv; v9 the same); its "
                  "A100 there is `epyc-genoa-a100-pcie` (PCIe), so Shadeform's cudo_A100-80G rows stay PCIe"),
    SellerProduct("latitude", r"^g3-l40s-large$", "", "L40S", "latitude g3-l40s-large", _LATITUDE_L40S),
    SellerProduct("latitude", r"^latitude_l40sx8@", "", "L40S", "latitude g3-l40s-large", _LATITUDE_L40S),
    SellerProduct("latitude", r"^g3-h100-large$", "sxm", "", "latitude g3-h100-large", _LATITUDE_H100),
    SellerProduct("latitude", r"^latitude_h100x8-nvlink@", "sxm", "", "latitude g3-h100-large", _LATITUDE_H100),
]
SELLER_PRODUCT_FORMS = SELLER_PRODUCTS  # the table's earlier name


def seller_product(seller: str, product: str) -> SellerProduct | None:
    """The SELLER_PRODUCTS entry for the seller's own product id (first match), or None."""
    key = product.strip().lower()
    return next((e for e in SELLER_PRODUCTS if e.seller == seller and re.search(e.pattern, key)), None)


def seller_product_form(seller: str, product: str) -> tuple[str, str]:
    """(form-factor word, why) the seller's own product states, or ("", ""): SELLER_PRODUCTS, else the seller's
    own FAMILY_GPUS entry for that id (Lambda `gpu_8x_a100` resold by Prime Intellect is Lambda's A100 40 GB SXM4)."""
    e = seller_product(seller, product)
    if e is not None and e.form:
        return e.form, e.why
    key = product.strip().lower()
    for prov, pat, gpu, why in FAMILY_GPUS:
        if prov == seller and re.search(pat, key) and ("SXM" in gpu or "PCIe" in gpu):
            return ("sxm" if "SXM" in gpu else "pcie"), f"the seller's own instance type `{product}`: {why}"
    return "", ""


SELLER_PRODUCT_NOTE = "seller product: "  # the notes' words that name the machine two brokers resell


def _seller_card(seller: str, product: str, acc: str) -> tuple[str, str]:
    """(accelerator name, note) the seller's product decides: SELLER_PRODUCTS' `card` where it names one (the broker's
    name kept otherwise), and the seller's machine name for broker de-duplication."""
    e = seller_product(seller, product)
    if e is None or not (e.card or e.product):
        return acc, ""
    notes = []
    if e.card and e.card != acc:
        notes.append(f"card {e.card} (the source says {acc}): {e.why}")
    if e.product:
        notes.append(f"{SELLER_PRODUCT_NOTE}{e.product}")
    return e.card or acc, "; ".join(notes)


def _records(path: Path, provider: str) -> list[dict[str, Any]]:
    """Normalised source rows of one vms.csv (any layout)."""
    with open(path, newline="", encoding="utf-8") as f:
        data = list(csv.DictReader(f))
    out = []
    for r in data:
        acc = (r.get("AcceleratorName") or "").strip()
        if NON_GPU.match(acc):
            continue
        info_name, mem = _gpu_info(r.get("GpuInfo", ""), _f(r.get("AcceleratorCount")))
        if mem is None:
            mem = _f(r.get("GpuMemMiBPerGpu"))
        spot_raw = r.get("SpotPrice", r.get("SpotPriceMinAZ", ""))
        it = (r.get("InstanceType") or "").strip()
        product = r.get("UpstreamCloudId") or f"{it}@{(r.get('Region') or '').strip()}"
        form, why = seller_product_form(broker_seller(provider, it), product)
        acc_raw = acc
        acc, card_note = _seller_card(broker_seller(provider, it), product, acc)
        out.append({
            "provider": provider, "instance_type": (r.get("InstanceType") or "").strip(),
            "region": (r.get("Region") or "").strip(), "zone": r.get("AvailabilityZone", ""),
            "acc": acc, "acc_raw": acc_raw, "count": _f(r.get("AcceleratorCount")), "vcpu": _f(r.get("vCPUs")),
            "ram": _f(r.get("MemoryGiB")), "mem_mib": mem,
            "context": f"{info_name} {r.get('UpstreamCloudId', '')} {form}".strip(),
            "price": _price(r.get("Price")), "spot": _price(spot_raw),
            "note": "; ".join(x for x in ((r.get("Note") or "").strip(), f"{form.upper()}: {why}" if form else "",
                                          card_note) if x),
            "row_type": r.get("RowType", ""),
        })
    return out


def _cheapest(recs: Iterable[dict[str, Any]], key: Any) -> list[dict[str, Any]]:
    """One record per key: the cheapest zone (on-demand, then spot); first in source order on ties."""
    best: dict[Any, dict[str, Any]] = {}
    inf = float("inf")
    for r in recs:
        k = key(r)
        cur = best.get(k)
        rank = (r["price"] if r["price"] is not None else inf, r["spot"] if r["spot"] is not None else inf)
        if cur is None or rank < (cur["price"] if cur["price"] is not None else inf,
                                  cur["spot"] if cur["spot"] is not None else inf):
            best[k] = r
    return list(best.values())


def _fmt(x: float | None) -> str:
    if x is None:
        return ""
    return f"{x:.6f}".rstrip("0").rstrip(".")


def _row(rec: dict[str, Any], *, source: str, as_of: str, scope: str = "instance", note: str = "",
         instance_type: str | None = None) -> dict[str, str]:
    provider = rec["provider"]
    it = instance_type or rec["instance_type"]
    gpu, gnote = resolve_instance_gpu(rec["acc"], it, rec["mem_mib"], provider, rec.get("context", ""))
    spec = all_gpus().get(gpu) if gpu else None
    mem = rec["mem_mib"] / 1024 if rec["mem_mib"] else None
    if mem and spec and spec.memory_gb and not (0.85 * spec.memory_gb <= mem <= 1.15 * spec.memory_gb):
        mem = None  # the source's figure is not a per-GPU size (host RAM or a total)
    nets = _networks().get((provider, it), {})
    notes = [n for n in (rec["note"], note, gnote) if n]
    market = provider in marketplaces() or it.startswith(MARKETPLACE_UPSTREAMS)
    if market:
        notes.append(MARKETPLACE_NOTE)
    if provider in CURRENCY_UNSTATED:
        notes.append(CURRENCY_UNSTATED[provider])
    seller = broker_seller(provider, it)
    if seller:
        notes.append(f"{display_name(seller)} via {display_name(provider)}")  # names: catalog.places.display_names
    arch = "aarch64" if CPU_ARCH_AARCH64.search(it) or (gpu and CPU_ARCH_AARCH64.search(gpu)) else "x86_64"
    if (provider, it) in CAPACITY_BLOCK:
        notes.append("sold through EC2 Capacity Blocks for ML (reserved in advance); the source has no on-demand price")
    return {
        "provider": provider, "instance_type": it, "region": rec["region"], "gpu": gpu, "gpu_raw": rec.get("acc_raw", rec["acc"]),
        "gpu_count": _fmt(rec["count"]), "gpu_memory_gib": f"{mem:g}" if mem else "",
        "vcpu": _fmt(rec["vcpu"]), "ram_gib": _fmt(rec["ram"]),
        "interconnect": _interconnect(gpu, f"{it} {rec.get('context', '')} {rec['note']}"),
        "network_gbps": nets.get("network_gbps", ""), "rdma": nets.get("rdma", ""),
        "price_on_demand": _fmt(rec["price"]), "price_spot": _fmt(rec["spot"]), "price_reserved_month": "",
        "currency": "USD", "price_scope": scope, "cpu_arch": arch, "marketplace": "yes" if market else "no",
        "confidence": "third-party" if market else "official", "quarantined": "", "source": source, "as_of": as_of,
        "notes": "; ".join(dict.fromkeys(notes)), "seller": seller, "broker": provider if seller else "", "same_as": "",
    }


def _networks() -> dict[tuple[str, str], dict[str, str]]:
    """Network speed and RDMA per (provider, instance type) from catalog/data/networks.csv (asked once per row)."""
    path = DATA / "networks.csv"
    if not path.exists():
        return {}
    return _networks_file(str(path), path.stat().st_mtime_ns)


@functools.lru_cache(maxsize=2)
def _networks_file(path: str, mtime_ns: int) -> dict[tuple[str, str], dict[str, str]]:
    with open(path, newline="", encoding="utf-8") as f:
        return {(r["provider"], r["instance_type"]): r for r in csv.DictReader(f)}


AZURE_FIXES = {"Standard_ND96isr_H100_v5": (8.0, "Azure documents 8 × H100 (SkyPilot lists 12)")}


def convert_skypilot(directory: Path, as_of: str, label: str | None = None) -> list[dict[str, str]]:
    """Rows from one folder of SkyPilot CSVs named by cloud (aws.csv, gcp.csv, ...). `label` names the
    source in each row's `source` (default: the folder and file name). Rows without an accelerator
    (CPU-only VMs in a whole upstream file) are left out unless the source notes why; in a whole GCP
    file they are the host VMs."""
    rows: list[dict[str, str]] = []
    directory = Path(directory)
    versions = {} if label else source_versions(directory)
    for path in sorted(directory.glob("*.csv")):
        provider = path.stem.lower()
        if provider not in skypilot_clouds():
            continue
        src = f"{SKYPILOT}: {label or directory.name + '/' + path.name}"
        if provider in versions:
            src += f" = {versions[provider]}"
        recs = _records(path, provider)
        if provider == "gcp":
            hosts = directory / "gcp_host_vms.csv"
            host_recs = _records(hosts, "gcp") if hosts.exists() else [r for r in recs if not r["acc"]]
            rows += _convert_gcp([r for r in recs if r["acc"] or r["row_type"]], host_recs, src, as_of)
            continue
        recs = [r for r in recs if r["acc"] or r["note"]]  # the reduced Azure extract notes its GPU-less A10 partitions
        for rec in _cheapest(recs, lambda r: (r["instance_type"], r["region"])):
            if rec["instance_type"] in AZURE_FIXES:
                rec["count"], rec["note"] = AZURE_FIXES[rec["instance_type"]]
            rows.append(_row(rec, source=src, as_of=as_of))
    return rows


def _convert_gcp(recs: list[dict[str, Any]], host_recs: list[dict[str, Any]], src: str, as_of: str) -> list[dict[str, str]]:
    """GPU machines = host VM + attached GPUs in the same region; the rest are GPU-only prices."""
    if any(r["row_type"] for r in recs):  # older reduced layout: hosts and attach rows in one file
        host_recs = [r for r in recs if r["row_type"] == "vm_part_excl_gpu"]
        recs = [r for r in recs if r["row_type"] == "gpu_attach"]
    attach = {(r["acc"], int(r["count"] or 0), r["region"]): r
              for r in _cheapest([r for r in recs if r["acc"]], lambda r: (r["acc"], r["count"], r["region"]))}
    used: set[tuple[str, int, str]] = set()
    out = []
    for h in _cheapest(host_recs, lambda r: (r["instance_type"], r["region"])):
        m = _gcp_machine(h["instance_type"])
        if m is None:
            continue
        key = (m[0], m[1], h["region"])
        g = attach.get(key)
        if g is None:
            continue
        used.add(key)
        price = None if h["price"] is None or g["price"] is None else h["price"] + g["price"]
        spot = None if h["spot"] is None or g["spot"] is None else h["spot"] + g["spot"]
        rec = {**h, "acc": m[0], "count": float(m[1]), "mem_mib": g["mem_mib"], "price": price, "spot": spot,
               "context": g.get("context", "")}
        out.append(_row(rec, source=src, as_of=as_of, note="host VM + attached GPUs (both from the source, same region)"))
    for key, g in attach.items():
        if key in used:
            continue
        out.append(_row(g, source=src, as_of=as_of, scope="gpu_only",
                        instance_type=f"{g['acc']} x{key[1]} (attach)",
                        note="GPU-only price: the host VM is extra and not in the source"))
    return out


# ---- China families ---------------------------------------------------------------------------------



def convert_china(path: Path, as_of: str) -> list[dict[str, str]]:
    """Alibaba / Tencent / Huawei families: GPUs and shapes where documented; prices only where a
    public source gives them (none did: blank, users import their own)."""
    out = []
    china_ids = {p.label: p.name for p in providers() if p.china}  # "Alibaba Cloud" → alibaba (providers.csv)
    with open(path, newline="", encoding="utf-8") as f:
        for r in csv.DictReader(f):
            provider = china_ids.get(r["provider"], r["provider"].lower())
            raw = r["gpu"].replace("NVIDIA ", "")
            raw_clean = re.sub(r"\s*\(.*\)", "", raw)
            mem = _f(r.get("gpu_memory_gb"))
            stated = re.search(r"(\d+)\s*GB", raw)
            mem = mem or (float(stated.group(1)) if stated else None)
            context = (r.get("example_instance_type", "") + (" pcie" if "PCIe" in raw else "")).lower()
            count = r.get("gpu_count", "")
            frac = "vGPU" in raw or (count and _f(count) is not None and (_f(count) or 0) < 1)
            if frac:
                gpu, gnote = "", "fractional vGPU"
            elif "large-memory" in raw:
                gpu, gnote = "", "memory size of this A100 variant not stated in the source"
            elif raw_clean.upper().startswith(("A100", "A800", "H100", "V100")) and "pci" not in context:
                gpu, gnote = resolve_instance_gpu(raw_clean, context + " sxm", mem * 1024 if mem else None, provider)
            else:
                gpu, gnote = resolve_instance_gpu(raw_clean, context, mem * 1024 if mem else None, provider)
            conf = (r.get("confidence") or "").lower()
            notes = "; ".join(x for x in (r.get("notes", ""), f"source confidence: {conf}" if conf else "", gnote,
                                          "no public CNY list price found: import yours with `gpu-advisor catalog import`") if x)
            out.append({
                "provider": provider, "instance_type": r.get("example_instance_type") or r["family"],
                "region": "", "gpu": gpu, "gpu_raw": r["gpu"], "gpu_count": count if re.fullmatch(r"[\d.]+", count or "") else "",
                "gpu_memory_gib": r.get("gpu_memory_gb", ""), "vcpu": r.get("vcpu", ""), "ram_gib": r.get("memory_gib", ""),
                "interconnect": _interconnect(gpu, f"{raw} {r.get('notes', '')}"), "network_gbps": "", "rdma": "",
                "price_on_demand": r.get("price_cny_hour_ondemand", ""), "price_spot": "",
                "price_reserved_month": r.get("price_cny_month", ""), "currency": "CNY", "price_scope": "instance",
                "cpu_arch": "x86_64", "marketplace": "no",
                "confidence": "official" if conf.startswith("official") else "third-party", "quarantined": "",
                "source": r["source"], "as_of": as_of, "notes": notes,
            })
    return out


# ---- hand-maintained rows ---------------------------------------------------------------------------

EXTRA = DATA / "extra_instances.csv"


class ExtraRowError(AdvisorError):
    """A row of the hand-maintained supplement that cannot be used as it stands."""


def convert_extra(path: Path) -> list[dict[str, str]]:
    """Instance families that no SkyPilot extract holds, transcribed by hand from the cloud's own
    documentation (catalog/data/extra_instances.csv, instances.csv's columns). Every row names its
    `source` and `as_of`; a price only where a dated public price was found, else blank (the row is
    then quarantined as `no_price`, listed, never ranked). Blank interconnect, cpu_arch, currency,
    price_scope, marketplace and confidence take the converter's defaults."""
    out = []
    with open(path, newline="", encoding="utf-8") as f:
        rd = csv.DictReader(f)
        unknown = set(rd.fieldnames or ()) - set(FIELDS)
        if unknown:
            raise ExtraRowError(f"{path.name}: columns not in instances.csv: {', '.join(sorted(unknown))}")
        for i, r in enumerate(rd, start=2):
            row = {k: (r.get(k) or "").strip() for k in FIELDS}
            missing = [k for k in ("provider", "instance_type", "gpu", "gpu_count", "source", "as_of") if not row[k]]
            if missing:
                raise ExtraRowError(f"{path.name} line {i}: {', '.join(missing)} required")
            try:
                row["gpu"] = resolve_gpu_name(row["gpu"])
            except UnknownGPU as e:
                raise ExtraRowError(f"{path.name} line {i}: {e}") from None
            try:
                _dt.date.fromisoformat(row["as_of"])
            except ValueError:
                raise ExtraRowError(f"{path.name} line {i}: as_of {row['as_of']!r} is not a date (YYYY-MM-DD)") from None
            row["provider"] = row["provider"].lower()
            row["gpu_raw"] = row["gpu_raw"] or row["gpu"]
            row["interconnect"] = row["interconnect"] or _interconnect(row["gpu"])
            row["currency"] = row["currency"] or "USD"
            row["price_scope"] = row["price_scope"] or "instance"
            row["cpu_arch"] = row["cpu_arch"] or "x86_64"
            row["marketplace"] = row["marketplace"] or "no"
            row["confidence"] = row["confidence"] or "official"
            row["quarantined"] = ""
            out.append(row)
    return out


# ---- the whole refresh ------------------------------------------------------------------------------

# A source row for every data centre of an instance type (the partial RunPod v8 extract: "Same price listed for all
# ~48 data centers"): it applies to that type's rows in each region the other layers list, never a row of its own.
ALL_REGIONS = {"ALL_DCS_LISTED"}


def _newness(r: dict[str, str], version: int) -> tuple[bool, str, int]:
    """Which of two rows with one key is the newer price: a dated row beats an undated one (a source that states
    no date never overrides one that does), then the later date, then the newer SkyPilot schema folder."""
    return bool(r["as_of"]), r["as_of"], version


def _take(old: dict[str, str] | None, new: dict[str, str], region: str) -> dict[str, str]:
    """`new` for `region`, keeping the per-GPU memory only `old` states (Nebius v7 states the host's 200 GiB for
    an H100, v8 81,920 MiB), so `catalog check` can compare the label with what a source says the GPU holds."""
    row = {**new, "region": region}
    if old is not None and not row.get("gpu_memory_gib") and old.get("gpu_memory_gib"):
        row["gpu_memory_gib"] = old["gpu_memory_gib"]
    return row


def merge(layers: list[list[dict[str, str]]], versions: list[dict[str, int]] | None = None) -> list[dict[str, str]]:
    """One row per (provider, instance type, region) from several source layers: the newer price wins
    (`_newness`: dated over undated, later date, higher schema version `versions[i][provider]`; on a tie the
    later layer). The loser only fills a per-GPU memory the winner lacks. A later layer's row with a region the
    earlier layers never name for that provider is not added when an earlier layer covers the provider; an
    ALL_REGIONS row applies to each listed region of its instance type where it is the newer."""
    merged: dict[tuple[str, str, str], dict[str, str]] = {}
    rank: dict[tuple[str, str, str], tuple[bool, str, int]] = {}
    for i, layer in enumerate(layers):
        vers = versions[i] if versions else {}
        regions: dict[str, set[str]] = {}
        for r in merged.values():
            regions.setdefault(r["provider"], set()).add(r["region"])
        for r in layer:
            new = _newness(r, vers.get(r["provider"], 0))
            if r["region"] in ALL_REGIONS:
                keys = [k for k in merged if k[:2] == (r["provider"], r["instance_type"])]
            else:
                key = (r["provider"], r["instance_type"], r["region"])
                known = regions.get(r["provider"])
                keys = [] if key not in merged and known is not None and r["region"] not in known else [key]
            for k in keys:
                old = merged.get(k)
                if old is None or new >= rank[k]:
                    merged[k], rank[k] = _take(old, r, k[2]), new
                elif not old.get("gpu_memory_gib") and r.get("gpu_memory_gib"):
                    old["gpu_memory_gib"] = r["gpu_memory_gib"]
    return list(merged.values())


# A rebuild that keeps fewer than this share of the rows it replaces is refused without `force`: an empty or wrong
# folder once rewrote the shipped catalog with the 12 hand-kept rows (3,560 deleted, exit 0).
MIN_KEPT_SHARE = 0.5


class RefreshRefused(AdvisorError):
    """A refresh that would lose most of the catalog; nothing was written."""


def _require_skypilot_files(d: Path) -> None:
    """A folder with no `<cloud>.csv` of a SkyPilot cloud converts to nothing: say so instead of writing a catalog
    of the hand-kept rows alone."""
    clouds = set(skypilot_clouds())
    if not any(p.stem.lower() in clouds for p in Path(d).glob("*.csv")):
        raise RefreshRefused(
            f"{d} holds no SkyPilot catalog files (expected files named by cloud: {', '.join(sorted(clouds)[:4])}.csv, ...); "
            "nothing was written. For a folder of <cloud>/vms.csv use `gpu-advisor catalog refresh --source DIR`.")


def _guard_shrink(rows: list[dict[str, str]], before: Path, force: bool) -> None:
    """Refuse (before writing) a catalog far smaller than the one at `before`, unless forced."""
    if force or not before.exists():
        return
    try:
        old = len(_read_rows(before))
    except (OSError, UnicodeDecodeError, csv.Error):
        return  # an unreadable old file is no catalog worth keeping
    if old and len(rows) < old * MIN_KEPT_SHARE:
        raise RefreshRefused(
            f"the new catalog would have {len(rows)} rows where {before} has {old}; nothing was written. "
            "Check the folders given, or pass --force to replace it anyway (the old file is kept as instances.prev.csv).")


def refresh(skypilot_dir: Path | Iterable[Path] | None, china_file: Path | None = None, out: Path | None = None,
            as_of: str | None = None, extra_file: Path | None = EXTRA, force: bool = False) -> dict[str, int]:
    """Rewrite instances.csv; returns rows written per provider (and `quarantined`). The hand-maintained
    rows (`extra_file`, default catalog/data/extra_instances.csv) fill gaps only: a SkyPilot row with
    the same provider, instance type and region wins. A folder without SkyPilot files, or a result under
    MIN_KEPT_SHARE of the rows it replaces (unless `force`), raises RefreshRefused before anything is written;
    the replaced file is kept as instances.prev.csv."""
    out = out or DATA / "instances.csv"
    if skypilot_dir is None:
        dirs: list[Path] = []
    elif isinstance(skypilot_dir, (str, Path)):
        dirs = [Path(skypilot_dir)]
    else:
        dirs = [Path(d) for d in skypilot_dir]
    _check_output(Path(out))
    for d in dirs:
        _require_skypilot_files(d)
    layers, versions = [], []
    for d in dirs:  # a folder that states no price date gives its rows none: the copy's date is not the source's
        stated = as_of or snapshot_date(d)
        layer = convert_skypilot(d, stated or "")
        for r in layer if not stated else ():
            r["notes"] = "; ".join(x for x in (r["notes"], UNDATED) if x)
        layers.append(layer)
        versions.append(schema_versions(d))
    rows = merge(layers, versions)
    if extra_file and Path(extra_file).exists():
        have = {(r["provider"], r["instance_type"], r["region"]) for r in rows}
        rows += [r for r in convert_extra(Path(extra_file)) if (r["provider"], r["instance_type"], r["region"]) not in have]
    if china_file:
        china = convert_china(Path(china_file), as_of or snapshot_date(Path(china_file).parent) or "")
        for r in china:
            r["notes"] = "; ".join(x for x in (r["notes"], "" if r["as_of"] else UNDATED) if x)
        rows += china
    _guard_shrink(rows, Path(out), force)
    return _finish(rows, Path(out), keep_previous=True)


# The rows a catalog may hold: an answer's time and memory grow with the offers it ranks (a fetched
# 255,000-row catalog made every answer take 8 s and 518 MB instead of 0.8 s and 60 MB). The shipped catalog holds
# 3,572 rows, and SkyPilot's 13 v7 clouds 3,970 different GPU offers (catalog.fetch); ~4× that still answers
# within 1.5× the shipped catalog's time and memory (measured at the bound: docs/RELIABILITY.md).
MAX_CATALOG_ROWS = 15_000


def _check_rows(rows: list[dict[str, str]]) -> None:
    """Refuse, before anything is written, a catalog of more rows than MAX_CATALOG_ROWS (whatever its source: a fetch,
    folders given to `refresh`, the rows kept from the catalog in use)."""
    if len(rows) > MAX_CATALOG_ROWS:
        raise RefreshRefused(f"the new catalog would hold {len(rows):,} rows, over the {MAX_CATALOG_ROWS:,} a catalog may "
                             "hold (~4× SkyPilot's whole catalog); answers would slow down with every extra row, so "
                             "nothing was changed")


def _finish(rows: list[dict[str, str]], out: Path, keep_previous: bool = False) -> dict[str, int]:
    """Sort, quarantine and write `rows` to `out` atomically (refused over MAX_CATALOG_ROWS); the counts per provider."""
    from catalog.check import quarantine

    _check_rows(rows)
    rows.sort(key=lambda r: (r["provider"], r["instance_type"], r["region"]))
    quarantine(rows)
    out.parent.mkdir(parents=True, exist_ok=True)
    stem = leftovers.temp_stem(out.name)
    tmp = out.with_name(f".{stem}.{leftovers.tag()}.tmp")  # its writer named: a killed one's is swept
    leftovers.sweep(out.parent, (stem,))
    with leftovers.writing(tmp):
        try:  # a temp file renamed over the old one: a kill midway leaves the old file whole
            with open(tmp, "w", newline="", encoding="utf-8") as f:
                w = csv.DictWriter(f, fieldnames=FIELDS)
                w.writeheader()
                w.writerows(rows)
                f.flush()
                os.fsync(f.fileno())
            if keep_previous and out.exists():  # the last good catalog, for `cp instances.prev.csv instances.csv`
                prev = out.with_name(out.stem + ".prev.csv")
                with contextlib.suppress(OSError):
                    prev.unlink()
                os.link(out, prev)
            os.replace(tmp, out)
        finally:
            tmp.unlink(missing_ok=True)
    counts: dict[str, int] = {}
    for r in rows:
        counts[r["provider"]] = counts.get(r["provider"], 0) + 1
    counts["quarantined"] = sum(1 for r in rows if r["quarantined"])
    return counts


# ---- fetching SkyPilot's hosted catalog ---------------------------------------------------------------

def fetched_path() -> Path:
    """Where a fetched catalog lives: `$GPU_ADVISOR_HOME/catalog/instances.csv` (the package may be read-only);
    catalog.db.instances_file() prefers it to the shipped file."""
    from catalog.db import home

    return home() / "catalog" / "instances.csv"


MAX_CATALOG_BYTES = 256 * 2**20  # the shipped catalog is ~2.3 MB; a file a hundred times that is no catalog


def _check_output(out: Path) -> None:
    """Refuse, before anything is fetched or written, a target that is not a regular file (/dev/zero, /dev/full,
    a FIFO, a folder) or is larger than any catalog: the old file is read to guard against shrinking, and an endless
    one read 3 GB before a MemoryError."""
    if not (out.exists() or out.is_symlink()):
        return
    if not out.is_file():
        raise RefreshRefused(f"{out} is not a regular file (a device, a pipe or a folder); nothing was written. "
                             "Give -o a path to a CSV file, new or a catalog this command wrote.")
    size = out.stat().st_size
    if size > MAX_CATALOG_BYTES:
        raise RefreshRefused(f"{out} holds {size:,} bytes, more than any catalog ({MAX_CATALOG_BYTES:,} at most), so "
                             "it is not read or replaced; nothing was written. Move it away or give -o another path.")


def _read_rows(path: Path) -> list[dict[str, str]]:
    """The rows of a catalog CSV, refusing (RefreshRefused) a path that is not a regular file of catalog size first."""
    _check_output(path)
    with open(path, newline="", encoding="utf-8") as f:
        return [{k: (r.get(k) or "") for k in FIELDS} for r in csv.DictReader(f)]


def refresh_fetch(source: str | None = None, *, out: Path | None = None, base: Path | None = None,
                  timeout: float | None = None, max_bytes: int | None = None, extra_file: Path | None = EXTRA,
                  today: _dt.date | None = None) -> dict[str, Any]:
    """Fetch SkyPilot's catalogs (catalog.fetch: the hosted v7 files, a mirror URL or a folder), convert
    them as `refresh` does, and swap the new catalog in. A fetched cloud's rows replace that provider's rows
    of the catalog in use (`base`); providers not fetched (the China families, a cloud the source does not
    publish) keep theirs. Any failure raises before anything is written; the previous file is kept as
    `instances.prev.csv`. Returns {"counts": rows per provider (+ quarantined), "files": per-cloud results}."""
    import tempfile

    from catalog import fetch as F
    from catalog.db import instances_file

    out = Path(out) if out else fetched_path()
    base = Path(base) if base else instances_file()
    _check_output(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    leftovers.sweep(out.parent, (out.name,), staging=True)  # a killed refresh's staging and temp files
    F.sweep_cache()
    staging = Path(tempfile.mkdtemp(prefix=f".fetch-{leftovers.tag()}-", dir=out.parent))
    with leftovers.writing(staging):
        return _fetch_and_swap(source, staging, out, base, extra_file, timeout=timeout, max_bytes=max_bytes,
                               today=today)


def _fetch_and_swap(source: str | None, staging: Path, out: Path, base: Path, extra_file: Path | None, *,
                    timeout: float | None, max_bytes: int | None, today: _dt.date | None) -> dict[str, Any]:
    """refresh_fetch's work in `staging`, removed after (the swap itself: `_finish`)."""
    import shutil

    from catalog import fetch as F

    try:
        kw: dict[str, Any] = {"today": today}
        if timeout is not None:
            kw["timeout"] = timeout
        if max_bytes is not None:
            kw["max_bytes"] = max_bytes
        results = F.fetch(source, staging, **kw)
        where = strip_userinfo(source or F.HOSTED)  # stored in every row's `source`: no password
        layers = [convert_skypilot(staging / r.cloud, r.as_of, label=f"v7/{r.cloud}/vms.csv from {where}")
                  for r in results if r.status != "absent"]
        fetched = {r.cloud for r in results if r.status != "absent"}
        rows = [r for layer in layers for r in layer]
        rows += [r for r in _read_rows(base) if r["provider"] not in fetched] if base.exists() else []
        if extra_file and Path(extra_file).exists():
            have = {(r["provider"], r["instance_type"], r["region"]) for r in rows}
            rows += [r for r in convert_extra(Path(extra_file))
                     if r["provider"] in fetched and (r["provider"], r["instance_type"], r["region"]) not in have]
        counts = _finish(rows, out, keep_previous=True)
        F.keep_validated(results, staging, source)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return {"counts": counts, "files": results}


# ---- price sheet templates for the clouds with no public price list -----------------------------------

def template_providers(path: Path | None = None) -> tuple[str, ...]:
    """The clouds a price sheet template is made for: China clouds (providers.csv china = yes, no public price
    list) whose GPU families the catalog holds (alibaba, huawei, tencent in the shipped one)."""
    from catalog.db import instances_file

    china = {p.name for p in providers() if p.china}
    return tuple(sorted({r["provider"] for r in _read_rows(Path(path) if path else instances_file())} & china))


TEMPLATE_FIELDS = ["provider", "instance_type", "region", "gpu", "gpu_count", "gpu_memory_gib", "vcpu", "ram_gib",
                   "currency", "price_on_demand", "price_spot", "price_reserved_month", "as_of", "notes"]


def price_template(provider: str, path: Path | None = None) -> tuple[list[dict[str, str]], list[str]]:
    """(sheet rows, families left out with why) for `gpu-advisor catalog template --provider P`: the families the
    catalog holds for that cloud (its China rows, each from the cloud's own instance documentation, cited in
    `notes`), GPU, count and shape filled where the documentation states them, prices empty, currency CNY. The
    filled sheet is what `gpu-advisor catalog import` reads. A family whose accelerator is not in the GPU catalog
    or is a fraction of a GPU cannot be imported and is left out, with the reason."""
    from catalog.db import instances_file

    offered = template_providers(path)
    if provider not in offered:
        raise AdvisorError(f"no template for {provider!r}: choose one of {', '.join(offered)}")

    rows, left = [], []
    for r in _read_rows(Path(path) if path else instances_file()):
        if r["provider"] != provider:
            continue
        if not r["gpu"]:
            why = "a fraction of a GPU (vGPU slice)" if "vgpu" in r["gpu_raw"].lower() else \
                f"accelerator {r['gpu_raw']!r} is not in the GPU catalog"
            left.append(f"{r['instance_type']}: {why}")
            continue
        need = "" if r["gpu_count"] else "GPU count not stated in the source: fill it in; "
        rows.append({
            "provider": provider, "instance_type": r["instance_type"], "region": r["region"], "gpu": r["gpu"],
            "gpu_count": r["gpu_count"], "gpu_memory_gib": r["gpu_memory_gib"], "vcpu": r["vcpu"],
            "ram_gib": r["ram_gib"], "currency": "CNY", "price_on_demand": "", "price_spot": "",
            "price_reserved_month": "", "as_of": "", "notes": f"{need}fill price_on_demand (CNY/hour) or "
            f"price_reserved_month (CNY/month), and as_of; shape from: {r['source']}",
        })
    return rows, left
