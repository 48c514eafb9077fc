"""Regenerate catalog/data/instances.csv from SkyPilot catalogs and the China families file.

`gpu-advisor catalog refresh --skypilot DIR [--china FILE]` calls `refresh()`: prices change
weekly, so refreshing is one command, never hand edits. SkyPilot's catalogs
(github.com/skypilot-org/skypilot-catalog) are Apache-2.0; every row keeps that attribution.

Decisions made here (each visible in the row's `notes`):
- the GPU is resolved to a gpus.csv row using the instance name (pcie/sxm) and the per-GPU memory;
  an accelerator the GPU catalog lacks keeps `gpu_raw` and an empty `gpu` (listed, never ranked);
- GCP: an accelerator-optimized machine (a2/a3) is its host price (`vm_part_excl_gpu`) plus the
  attached GPUs' price in the same region; other attach rows are GPU-only prices (`price_scope` =
  gpu_only): the host VM is extra and unknown, so they are listed but not ranked;
- intra-node interconnect follows the GPU's form factor (SXM/OAM: NVLink/NVSwitch; else PCIe);
- scale-out network (Gbps, RDMA) only where catalog/data/networks.csv names a source.
"""

from __future__ import annotations

import csv
import datetime as _dt
import re
from pathlib import Path

from catalog.gpus import UnknownGPU, all_gpus, resolve_gpu_name
from catalog.gpus import _num as _f

DATA = Path(__file__).parent / "data"
FIELDS = ["provider", "instance_type", "region", "gpu", "gpu_raw", "gpu_count", "gpu_memory_gib", "vcpu", "ram_gib",
          "interconnect", "network_gbps", "rdma", "price_on_demand", "price_spot", "price_reserved_month",
          "currency", "price_scope", "source", "as_of", "notes"]
PROVIDERS = {"aws": "aws", "gcp": "gcp", "azure": "azure", "lambda": "lambda", "oci": "oci", "nebius": "nebius",
             "runpod": "runpod", "cudo": "cudo", "paperspace": "paperspace"}
SKYPILOT = "SkyPilot catalog (skypilot-org/skypilot-catalog, Apache-2.0)"
GCP_MACHINES = {  # machine family → (SkyPilot accelerator name, GPUs per 'g' count)
    "a2-highgpu": "A100", "a2-megagpu": "A100", "a2-ultragpu": "A100-80GB",
    "a3-highgpu": "H100", "a3-edgegpu": "H100", "a3-megagpu": "H100-MEGA",
}
AZURE_FIXES = {"Standard_ND96isr_H100_v5": ("gpu_count", "8", "Azure documents 8 × H100 (SkyPilot lists 12)")}


def resolve_instance_gpu(raw: str, instance_type: str, mem_mib: float | None, provider: str) -> tuple[str, str]:
    """(catalog GPU name or "", note) for a SkyPilot accelerator name in its instance context."""
    if not raw:
        return "", "no accelerator named in the source"
    name = raw
    it = instance_type.lower()
    if provider == "azure" and re.search(r"nc\d+ads_h100_v5", it):
        name = "H100 NVL"
    elif raw.upper().startswith("A100") and mem_mib:
        size = "80GB" if mem_mib > 60000 else "40GB"
        name = f"A100 {size} {'PCIe' if 'pci' in it else 'SXM'}"
    elif raw.upper() == "A100" and "pci" in it:
        name = "A100 40GB PCIe"
    elif raw.upper() in ("H100", "H100-SXM", "H100-MEGA"):
        name = "H100 PCIe" if "pcie" in it else "H100 SXM"
    elif raw.upper() == "A800" and "pci" in it:
        return "", "A800 PCIe is not in the GPU catalog"
    try:
        gpu = resolve_gpu_name(name)
    except UnknownGPU:
        return "", f"accelerator {raw!r} not in the GPU catalog"
    return _match_memory(gpu, mem_mib / 1024 if mem_mib else None, "pci" in it), ""


def _match_memory(gpu: str, mem_gib: float | None, pcie: bool) -> str:
    """Same family, the stated per-GPU memory (V100 16 vs 32 GB), PCIe when the context says so."""
    specs = all_gpus()
    family = gpu.split()[0]
    options = [g for g in specs.values() if g.name.split()[0] == family]
    if mem_gib:
        sized = [g for g in options if g.memory_gb and abs(g.memory_gb - mem_gib) <= 2]
        options = sized or options
    if pcie:
        options = [g for g in options if "PCIE" in g.form_factor.upper() or "PCIe" in g.name] or options
    if specs[gpu] in options:
        return gpu
    return options[0].name if options else gpu


def _networks() -> dict[str, dict[str, str]]:
    path = DATA / "networks.csv"
    if not path.exists():
        return {}
    with open(path, newline="", encoding="utf-8") as f:
        return {(r["provider"], r["instance_type"]): r for r in csv.DictReader(f)}  # type: ignore[misc]


def _row(provider: str, it: str, region: str, raw_gpu: str, count: str, mem_mib: str, vcpu: str, ram: str,
         price: str, spot: str, *, source: str, as_of: str, note: str = "", scope: str = "instance") -> dict[str, str]:
    gpu, gnote = resolve_instance_gpu(raw_gpu, it, _f(mem_mib), provider)
    spec = all_gpus().get(gpu) if gpu else None
    notes = [n for n in (note, gnote) if n]
    nets = _networks().get((provider, it), {})
    return {
        "provider": provider, "instance_type": it, "region": region, "gpu": gpu, "gpu_raw": raw_gpu,
        "gpu_count": count, "gpu_memory_gib": f"{_f(mem_mib) / 1024:g}" if _f(mem_mib) else "",
        "vcpu": vcpu, "ram_gib": ram,
        "interconnect": ("nvlink" if spec.max_tp > 2 else "nvlink-bridge" if spec.max_tp == 2 else "pcie") if spec else "",
        "network_gbps": nets.get("network_gbps", ""), "rdma": nets.get("rdma", ""),
        "price_on_demand": price, "price_spot": spot, "price_reserved_month": "", "currency": "USD",
        "price_scope": scope, "source": source, "as_of": as_of, "notes": "; ".join(notes),
    }


def convert_skypilot(directory: Path, as_of: str) -> list[dict[str, str]]:
    rows: list[dict[str, str]] = []
    for path in sorted(Path(directory).glob("*.csv")):
        provider = PROVIDERS.get(path.stem.lower())
        if provider is None:
            continue
        src = f"{SKYPILOT}: {path.name}"
        with open(path, newline="", encoding="utf-8") as f:
            data = list(csv.DictReader(f))
        if provider == "gcp":
            rows += _convert_gcp(data, src, as_of)
            continue
        for r in data:
            it = r["InstanceType"]
            note = r.get("Note", "") or ""
            count = r.get("AcceleratorCount", "")
            if it in AZURE_FIXES:
                count, note = AZURE_FIXES[it][1], AZURE_FIXES[it][2]
            spot = r.get("SpotPrice", r.get("SpotPriceMinAZ", "")) or ""
            if spot and _f(spot) is not None and _f(r.get("Price")) is not None and _f(spot) >= _f(r["Price"]):
                note = "; ".join(x for x in (note, "spot price not below on-demand in source: no spot offer") if x)
                spot = ""
            rows.append(_row(provider, it, r["Region"], r.get("AcceleratorName", ""), count,
                             r.get("GpuMemMiBPerGpu", ""), r.get("vCPUs", ""), r.get("MemoryGiB", ""),
                             r.get("Price", ""), spot, source=src, as_of=as_of, note=note))
    return rows


def _convert_gcp(data: list[dict[str, str]], src: str, as_of: str) -> list[dict[str, str]]:
    attach = {(r["AcceleratorName"], r["AcceleratorCount"], r["Region"]): r for r in data if r["RowType"] == "gpu_attach"}
    used: set[tuple[str, str, str]] = set()
    out = []
    for r in data:
        if r["RowType"] != "vm_part_excl_gpu":
            continue
        m = re.match(r"(a\d-[a-z]+)-(\d+)g", r["InstanceType"])
        if not m or m.group(1) not in GCP_MACHINES:
            continue
        acc, n = GCP_MACHINES[m.group(1)], m.group(2)
        key = (acc, n, r["Region"])
        g = attach.get(key)
        if g is None:
            continue
        used.add(key)
        price = _sum(r["Price"], g["Price"])
        spot = _sum(r["SpotPrice"], g["SpotPrice"])
        note = "host VM + attached GPUs (both from the source, same region)"
        if spot and price and float(spot) >= float(price):
            spot, note = "", note + "; spot not below on-demand in source: dropped"
        out.append(_row("gcp", r["InstanceType"], r["Region"], acc, n, g.get("GpuMemMiBPerGpu", ""), r["vCPUs"],
                        r["MemoryGiB"], price, spot, source=src, as_of=as_of, note=note))
    for key, g in attach.items():
        if key in used:
            continue
        out.append(_row("gcp", f"{g['AcceleratorName']} x{g['AcceleratorCount']} (attach)", g["Region"],
                        g["AcceleratorName"], g["AcceleratorCount"], g.get("GpuMemMiBPerGpu", ""), "", "",
                        g["Price"], g["SpotPrice"] if _f(g["SpotPrice"]) and _f(g["Price"]) and _f(g["SpotPrice"]) < _f(g["Price"]) else "",
                        source=src, as_of=as_of, scope="gpu_only",
                        note="GPU-only price: the host VM is extra and not in the source"))
    return out


def _sum(a: str, b: str) -> str:
    if _f(a) is None or _f(b) is None:
        return ""
    return f"{_f(a) + _f(b):.5f}".rstrip("0").rstrip(".")


def convert_china(path: Path, as_of: str) -> list[dict[str, str]]:
    """Alibaba / Tencent / Huawei families: GPUs and shapes where documented; prices only where a
    public source gives them (none did: blank, users import their own)."""
    out = []
    with open(path, newline="", encoding="utf-8") as f:
        for r in csv.DictReader(f):
            provider = {"Alibaba Cloud": "alibaba", "Tencent Cloud": "tencent", "Huawei Cloud": "huawei",
                        "Baidu AI Cloud": "baidu", "Volcano Engine": "volcano"}.get(r["provider"], r["provider"].lower())
            raw = r["gpu"].replace("NVIDIA ", "")
            raw_clean = re.sub(r"\s*\(.*\)", "", raw)
            mem = _f(r.get("gpu_memory_gb"))
            stated = re.search(r"(\d+)\s*GB", raw)
            mem = mem or (float(stated.group(1)) if stated else None)
            context = (r.get("example_instance_type", "") + (" pcie" if "PCIe" in raw else "")).lower()
            count = r.get("gpu_count", "")
            frac = "vGPU" in raw or (count and _f(count) is not None and _f(count) < 1)
            if frac:
                gpu, gnote = "", "fractional vGPU"
            elif "large-memory" in raw:
                gpu, gnote = "", "memory size of this A100 variant not stated in the source"
            else:
                gpu, gnote = resolve_instance_gpu(raw_clean, context, mem * 1024 if mem else None, provider)
            spec = all_gpus().get(gpu) if gpu else None
            notes = "; ".join(x for x in (r.get("notes", ""), f"confidence: {r.get('confidence', '')}", gnote,
                                          "no public CNY list price found: import yours with `gpu-advisor catalog import`") if x)
            out.append({
                "provider": provider, "instance_type": r.get("example_instance_type") or r["family"],
                "region": "", "gpu": gpu, "gpu_raw": r["gpu"], "gpu_count": count if re.fullmatch(r"[\d.]+", count or "") else "",
                "gpu_memory_gib": r.get("gpu_memory_gb", ""), "vcpu": r.get("vcpu", ""), "ram_gib": r.get("memory_gib", ""),
                "interconnect": ("nvlink" if spec.max_tp > 2 else "nvlink-bridge" if spec.max_tp == 2 else "pcie") if spec else "", "network_gbps": "", "rdma": "",
                "price_on_demand": r.get("price_cny_hour_ondemand", ""), "price_spot": "",
                "price_reserved_month": r.get("price_cny_month", ""), "currency": "CNY", "price_scope": "instance",
                "source": r["source"], "as_of": as_of, "notes": notes,
            })
    return out


def refresh(skypilot_dir: Path | None, china_file: Path | None = None, out: Path | None = None,
            as_of: str | None = None) -> dict[str, int]:
    """Rewrite instances.csv; returns rows written per provider."""
    as_of = as_of or _dt.date.today().isoformat()
    out = out or DATA / "instances.csv"
    rows = []
    if skypilot_dir:
        rows += convert_skypilot(Path(skypilot_dir), as_of)
    if china_file:
        rows += convert_china(Path(china_file), as_of)
    rows.sort(key=lambda r: (r["provider"], r["instance_type"], r["region"]))
    with open(out, "w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=FIELDS)
        w.writeheader()
        w.writerows(rows)
    counts: dict[str, int] = {}
    for r in rows:
        counts[r["provider"]] = counts.get(r["provider"], 0) + 1
    return counts
