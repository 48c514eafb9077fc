"""The catalog's rows: complete import, GPU labels, quarantine and `catalog check`, usable memory,
snapshot dates and price age."""

import csv
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from catalog import db as cdb
from catalog.check import check_rows, quarantine
from catalog.gpus import all_gpus
from catalog.refresh import refresh, resolve_instance_gpu
from catalog.registry import rows as model_rows

REF = Path(__file__).resolve().parents[1] / "data" / "catalog"
SHIPPED = Path(cdb.DATA) / "instances.csv"


@pytest.fixture(scope="module")
def shipped() -> dict[tuple[str, str, str], dict[str, str]]:
    with open(SHIPPED, newline="", encoding="utf-8") as f:
        return {(r["provider"], r["instance_type"], r["region"]): r for r in csv.DictReader(f)}


@pytest.fixture
def db(catalog_db):
    return catalog_db  # the shipped catalog, this test's own copy (tests/conftest.py)


# ---- labels -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("provider,instance,region,gpu", [
    ("azure", "Standard_NC24ads_A100_v4", "eastus", "A100 80GB PCIe"),
    ("azure", "Standard_NC96ads_A100_v4", "eastus", "A100 80GB PCIe"),
    ("azure", "Standard_NC80adis_H100_v5", "eastus", "H100 NVL"),
    ("azure", "Standard_NC40ads_H100_v5", "eastus", "H100 NVL"),
    ("azure", "Standard_ND96isr_H100_v5", "eastus", "H100 SXM"),  # ND H100 v5: NVLink 4.0, the SXM part
    ("runpod", "1x_A100-80GB_SECURE", "US", "A100 80GB PCIe"),
    ("runpod", "1x_A100-80GB-SXM_SECURE", "US", "A100 80GB SXM"),
    ("runpod", "1x_H100_SECURE", "US", "H100 PCIe"),
    ("aws", "p4de.24xlarge", "us-east-1", "A100 80GB SXM"),
    ("lambda", "gpu_1x_rtx6000", "us-east-1", "Quadro RTX 6000"),
    ("cudo", "epyc-genoa-h100-nvl-pcie_1x2v4gb", "au-melbourne-1", "H100 NVL"),
    ("oci", "BM.GPU.MI355X.8", "af-casablanca-1", "MI355X"),
])
def test_shipped_rows_carry_the_documented_gpu(shipped, provider, instance, region, gpu):
    assert shipped[(provider, instance, region)]["gpu"] == gpu


def test_form_factor_is_never_guessed_upward():
    """An A100/H100 whose form factor nothing states is taken as PCIe, and the row says so."""
    gpu, note = resolve_instance_gpu("A100-80G", "crusoe_A100-80G", None, "shadeform")
    assert gpu == "A100 80GB PCIe" and "PCIe assumed" in note
    assert resolve_instance_gpu("A100-80G", "datacrunch_A100-sxm4-80Gx4", None, "shadeform")[0] == "A100 80GB SXM"
    assert resolve_instance_gpu("H100", "1x-H100-28-271", 81559, "hyperbolic", "NVIDIA-H100-80GB-HBM3")[0] == "H100 SXM"
    assert resolve_instance_gpu("V100", "runpod__2xV100_16GB__20__124", 32768, "primeintellect",
                                "Tesla V100-SXM2-16GB")[0] == "V100 SXM2 16GB"


def test_host_architecture_and_marketplace_labels(shipped):
    assert shipped[("lambda", "gpu_1x_gh200", "us-east-1")]["cpu_arch"] == "aarch64"
    assert shipped[("aws", "g5g.xlarge", "us-east-1")]["cpu_arch"] == "aarch64"
    assert shipped[("aws", "g5.xlarge", "us-east-1")]["cpu_arch"] == "x86_64"
    vast = [r for k, r in shipped.items() if k[0] == "vast"]
    assert vast and all(r["marketplace"] == "yes" for r in vast)
    assert shipped[("aws", "g5.xlarge", "us-east-1")]["marketplace"] == "no"


def test_query_returns_quarantined_rows_with_reason_and_new_fields(db):
    rows = cdb.query_instances(db, rankable_only=True, priced_only=True)
    by = {(r.provider, r.instance_type, r.region): r for r in rows}
    ncv3 = by[("azure", "Standard_NC6s_v3", "eastus")]
    assert ncv3.quarantined.startswith("retired") and "2025-09-30" in ncv3.quarantined
    assert by[("lambda", "gpu_1x_gh200", "us-east-1")].cpu_arch == "aarch64"
    assert any(r.marketplace for r in rows) and not by[("aws", "g5.xlarge", "us-east-1")].marketplace
    clean = cdb.query_instances(db, rankable_only=True, priced_only=True, include_quarantined=False)
    assert len(clean) < len(rows) and not any(r.quarantined for r in clean)


def test_p5e_is_a_capacity_block_sku_not_spot_only(shipped):
    rows = [r for k, r in shipped.items() if k[:2] == ("aws", "p5e.48xlarge")]
    assert rows and all(r["quarantined"].startswith("capacity_block") for r in rows)
    assert all("Capacity Blocks" in r["notes"] for r in rows)


# ---- GPU rows ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("name,usable_mib", [
    ("L4", 22888), ("A10G", 22888), ("L40S", 45776), ("H100 SXM", 81559), ("H200 SXM", 143771)])
def test_usable_memory_is_the_nvidia_smi_total(name, usable_mib):
    g = all_gpus()[name]
    assert g.usable_memory_gib == pytest.approx(usable_mib / 1024, abs=0.006)
    assert g.usable_bytes < g.memory_bytes  # nominal size stays for display


def test_new_gpu_rows_and_filled_gaps():
    g = all_gpus()
    for name in ("B300 (HGX)", "GB300 (per Blackwell Ultra GPU)", "MI355X", "RTX PRO 6000 Blackwell", "H200 NVL",
                 "A800 80GB PCIe", "RTX A5000", "RTX A4000", "Quadro RTX 6000", "V100 PCIe 16GB"):
        assert g[name].source and g[name].memory_gb
    assert g["A10G"].bandwidth_gb_s == 600
    assert g["RTX A6000"].bf16_tflops == pytest.approx(309.7 / 2, rel=1e-3)
    assert g["RTX 6000 Ada"].fp8_tflops == pytest.approx(1457 / 2, rel=1e-3)
    assert g["TPU v5p"].fp8_support


def test_glm4_9b_base_context_is_8k():
    (glm,) = [m for m in model_rows() if m["name"] == "GLM-4-9B"]
    assert glm["max_context"] == 8192


# ---- catalog check ----------------------------------------------------------------------------------

# A region id of each provider's scheme (providers.csv region_pattern), so a fixed row is judged only on what its
# test is about: `unknown_region` quarantines a row whose region is not one.
REGION = {"lambda": "us-east-1", "runpod": "US", "nebius": "eu-north1", "cudo": "se-stockholm-1", "aws": "us-east-1",
          "gcp": "us-central1", "azure": "eastus", "paperspace": "East Coast (NY2)", "seeweb": "it-fr2"}


def _row(**kw: str) -> dict[str, str]:
    kw.setdefault("region", REGION.get(kw.get("provider", "lambda"), "r"))
    base = {"provider": "lambda", "instance_type": "x", "gpu": "H100 SXM", "gpu_raw": "H100",
            "gpu_count": "1", "vcpu": "16", "price_on_demand": "2.5", "price_spot": "", "price_reserved_month": "",
            "currency": "USD", "price_scope": "instance", "marketplace": "no", "cpu_arch": "x86_64", "quarantined": ""}
    return {**base, **kw}


def test_per_gpu_memory_stated_by_the_source_picks_the_h100_variant():
    """The source's memory per GPU decides between H100 variants: 80 GB (81,920 MiB) is SXM/PCIe, 94 GB
    (NVL) is not; a figure no H100 has (a host's RAM) is not a per-GPU size, and the name decides.
    Before, any figure above 90 GiB (a host's 200 GiB) made an 80 GB H100 the 94 GB NVL."""
    # A generic "H100" with 94 GB stated: the NVL, though nothing in the name says so.
    assert resolve_instance_gpu("H100", "gpu-h100-b_1gpu", 96256, "cudo")[0] == "H100 NVL"
    # 81,920 MiB stated on a PCIe-named shape: the 80 GB PCIe card.
    assert resolve_instance_gpu("H100", "epyc-h100-pcie_1x", 81920, "cudo")[0] == "H100 PCIe"
    # A host's 1 TiB (not any H100's size) on an SXM-named shape: ignored, the name's "sxm" decides.
    assert resolve_instance_gpu("H100", "acme-h100-sxm_8gpu-1024gb", 1048576, "cudo")[0] == "H100 SXM"
    # Memory beats a name word: "nvl" in the name but the source says 80 GB per GPU → not the 94 GB part.
    assert resolve_instance_gpu("H100", "acme-h100-nvl-sxm_1x", 81920, "cudo")[0] == "H100 SXM"


def test_check_flags_a_label_whose_memory_the_source_contradicts():
    """A row labelled with one variant while the source states another's memory is quarantined
    (`gpu_memory_mismatch`); the same GPU stated in MiB→GiB (79.6 GiB for an 80 GB part) is not."""
    wrong = _row(provider="cudo", instance_type="h100-80", gpu="H100 NVL", gpu_memory_gib="80")
    wrong_a100 = _row(provider="cudo", instance_type="a100-40", gpu="A100 80GB SXM", gpu_memory_gib="40")
    right = _row(provider="cudo", instance_type="h100-ok", gpu="H100 SXM", gpu_memory_gib="79.6")
    kinds = {(f.instance_type, f.kind) for f in check_rows([wrong, wrong_a100, right])}
    assert ("h100-80", "gpu_memory_mismatch") in kinds and ("a100-40", "gpu_memory_mismatch") in kinds
    assert not any(it == "h100-ok" for it, _k in kinds)
    rows = [dict(wrong)]
    quarantine(rows)
    assert rows[0]["quarantined"].startswith("gpu_memory_mismatch")


def test_shipped_nebius_h100_is_the_80gb_sxm_part(shipped):
    """Nebius gpu-h100-sxm: the v8 extract states 81,920 MiB per GPU, the v7 one the host's 200 GiB; the
    row is the 80 GB SXM part on NVLink, not the 94 GB NVL, and carries the per-GPU size the source states."""
    rows = [r for k, r in shipped.items() if k[0] == "nebius" and k[1].startswith("gpu-h100-sxm")]
    assert len(rows) == 2
    assert all(r["gpu"] == "H100 SXM" and r["interconnect"] == "nvlink" and r["gpu_memory_gib"] == "80" for r in rows)
    assert not any(f.kind == "gpu_memory_mismatch" for f in check_rows(list(shipped.values())))


def test_check_reports_one_row_of_each_fault():
    peers = [_row(provider=p, instance_type="h100", price_on_demand=str(v)) for p, v in
             (("lambda", 2.5), ("runpod", 2.7), ("nebius", 2.9))]
    faults = {
        "spot_not_below_on_demand": _row(provider="runpod", instance_type="spot", price_spot="3.0"),
        "price_outlier": _row(provider="nebius", instance_type="cheap", price_on_demand="0.6"),
        "unresolved_gpu": _row(instance_type="unknown", gpu="", gpu_raw="RTX3060"),
        "retired": _row(provider="azure", instance_type="Standard_NC6s_v3", gpu="V100 PCIe 16GB", price_on_demand=""),
        "no_price": _row(instance_type="noprice", price_on_demand=""),
        "duplicate_key": _row(provider="lambda", instance_type="h100"),
        "capacity_block": _row(provider="aws", instance_type="p5e.48xlarge", gpu="H200 SXM", price_on_demand="",
                               price_spot="30"),
    }
    findings = check_rows(peers + list(faults.values()))
    for kind, row in faults.items():
        assert any(f.kind == kind and f.instance_type == row["instance_type"] and f.provider == row["provider"]
                   for f in findings), kind
    assert not any(f.instance_type == "h100" and f.kind != "duplicate_key" for f in findings)


@pytest.mark.slow
def test_quarantine_keeps_rows_and_check_then_passes(tmp_path):
    rows = [_row(provider=p, instance_type="h100", price_on_demand=str(v)) for p, v in
            (("lambda", 2.5), ("runpod", 2.7), ("nebius", 2.9), ("cheapo", 0.5))]
    rows += [_row(provider="runpod", instance_type="s", gpu="", gpu_raw="X9")]
    quarantine(rows)
    assert len(rows) == 5 and rows[-1]["quarantined"].startswith("unresolved_gpu")
    assert rows[3]["quarantined"].startswith("price_outlier")  # $0.50 against a $2.60 median
    assert all(f.quarantined for f in check_rows(rows))
    path = tmp_path / "i.csv"
    fields = list(rows[0])

    def check(rows_: list[dict[str, str]]) -> int:
        with open(path, "w", newline="", encoding="utf-8") as f:
            w = csv.DictWriter(f, fieldnames=fields)
            w.writeheader()
            w.writerows(rows_)
        return CliRunner().invoke(cli, ["catalog", "check", "--file", str(path)]).exit_code

    # `--file` reads the file as `catalog import` would: a quarantined fault in a row it would import is
    # fine (0), the same fault unquarantined is an error (1)
    assert check(rows[:4]) == 0
    assert check([{**r, "quarantined": ""} for r in rows[:4]]) == 1
    # an unresolved GPU is a row the import refuses, quarantined or not (exit 1, the import's own words)
    assert check(rows) == 1
    res = CliRunner().invoke(cli, ["catalog", "import", str(path)])
    assert res.exit_code == 2 and "row 6, field gpu: required" in res.output


@pytest.mark.slow
def test_shipped_catalog_passes_check_with_suspect_rows_quarantined(shipped):
    res = CliRunner().invoke(cli, ["catalog", "check", "--json"])
    assert res.exit_code == 0, res.output[-2000:]
    d = json.loads(res.output)
    assert d["ok"] and d["by_kind"]["retired"]["quarantined"] >= 27
    # spot ≥ on-demand is repaired column by column now (tests/catalog/test_quarantine.py), never left in a row
    assert d["by_kind"]["spot_not_below_on_demand"] == {"quarantined": 0, "rankable": 0}
    # the snapshot listed the same H100 at ~$5.4/GPU-h in a few GCP regions and ~$11-14 in most; GCP's dated billing
    # catalog (pricing.yml @fd66b26, 2026-07-30, and the newest reading @dac3128, 2026-08-20: 88.4899999025753) lists
    # us-central1 at 88.49: the row takes it, dated by the newest reading, and ranks
    cheap = shipped[("gcp", "a3-highgpu-8g", "us-central1")]
    assert float(cheap["price_on_demand"]) == 88.49 and cheap["as_of"] == "2026-08-20" and not cheap["quarantined"]
    assert "repriced: on-demand 43.06615" in cheap["notes"]
    assert not shipped[("gcp", "a3-highgpu-8g", "us-east4")]["quarantined"]


def test_the_streaming_check_finds_what_the_list_check_finds(shipped):
    # `catalog check --file` checks a big file in passes (check_stream) instead of holding it (check_rows); on the
    # shipped catalog, its suspect rows unquarantined so every kind of fault fires, the two must agree finding
    # for finding (the catalog has no repeated keys, the one check the stream leaves to the reader)
    from catalog.check import check_stream

    rows = [{**r, "quarantined": ""} for r in shipped.values()]
    want = check_rows(rows)
    assert len({f.kind for f in want}) >= 6
    by_type = sorted(rows, key=lambda r: (r["provider"], r["instance_type"]))
    assert list(check_stream(lambda: iter(rows), lambda: iter(by_type))) == want


# ---- refresh: snapshot date, cheapest zone, merge ---------------------------------------------------

AWS_V7 = ("InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region,AvailabilityZone\n"
          "g5.xlarge,A10G,1.0,4.0,16.0,\"{'Gpus': [{'Name': 'A10G', 'Count': 1, 'MemoryInfo': {'SizeInMiB': 22888}}], "
          "'TotalGpuMemoryInMiB': 22888}\",1.006,0.50,us-east-1,use1-az1\n"
          "g5.xlarge,A10G,1.0,4.0,16.0,\"{'Gpus': [{'Name': 'A10G', 'Count': 1, 'MemoryInfo': {'SizeInMiB': 22888}}], "
          "'TotalGpuMemoryInMiB': 22888}\",1.006,0.40,us-east-1,use1-az2\n"
          "inf2.xlarge,Inferentia2,1.0,4.0,16.0,,0.76,0.2,us-east-1,use1-az1\n"
          "g4dn.xlarge,T4,1.0,4.0,16.0,\"{'Gpus': [{'Name': 'T4', 'Count': 1, 'MemoryInfo': {'SizeInMiB': 16384}}], "
          "'TotalGpuMemoryInMiB': 16384}\",0.526,0.9,us-east-1,use1-az1\n")


def test_refresh_uses_snapshot_date_cheapest_zone_and_quarantines(tmp_path):
    src = tmp_path / "v7"
    src.mkdir()
    (src / "aws.csv").write_text(AWS_V7)
    (src / "README.md").write_text("Retrieval date: 2025-01-15\n")
    out = tmp_path / "instances.csv"
    counts = refresh([src], None, out)
    with open(out, newline="", encoding="utf-8") as f:
        rows = {r["instance_type"]: r for r in csv.DictReader(f)}
    assert counts["aws"] == 2 and "inf2.xlarge" not in rows  # not a GPU
    assert rows["g5.xlarge"]["price_spot"] == "0.4" and rows["g5.xlarge"]["as_of"] == "2025-01-15"
    assert rows["g5.xlarge"]["gpu_memory_gib"] == "22.3516" and not rows["g5.xlarge"]["quarantined"]
    # spot 0.9 ≥ on-demand 0.526 (no reference to call it swapped): the spot column is dropped, the row kept rankable
    assert rows["g4dn.xlarge"]["price_spot"] == "" and rows["g4dn.xlarge"]["price_on_demand"] == "0.526"
    assert not rows["g4dn.xlarge"]["quarantined"] and "spot price dropped" in rows["g4dn.xlarge"]["notes"]


def test_later_folder_overrides_same_key_but_adds_no_pseudo_regions(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    a.mkdir()
    b.mkdir()
    (a / "aws.csv").write_text(AWS_V7)
    (b / "aws.csv").write_text("InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuMemMiBPerGpu,Price,"
                               "SpotPriceMinAZ,Region\ng5.xlarge,A10G,1,4,16,22888,0.9,0.3,us-east-1\n"
                               "g5.xlarge,A10G,1,4,16,22888,0.9,0.3,ALL_DCS_LISTED\n")
    out = tmp_path / "i.csv"
    refresh([a, b], None, out, as_of="2025-02-01")
    with open(out, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    g5 = [r for r in rows if r["instance_type"] == "g5.xlarge"]
    assert [(r["region"], r["price_on_demand"]) for r in g5] == [("us-east-1", "0.9")]


# ---- done-when commands and price age --------------------------------------------------------------

@pytest.mark.slow
def test_done_when_instance_listings():
    runner = CliRunner()
    a10g = json.loads(runner.invoke(cli, ["catalog", "instances", "--gpu", "A10G", "--provider", "aws", "--json"]).output)
    (g5,) = [r for r in a10g if r["instance_type"] == "g5.xlarge" and r["region"] == "us-east-1"]
    assert g5["price_on_demand"] == 1.006  # AWS list price in the v7 snapshot (README: $1.006/h)
    rtx = json.loads(runner.invoke(cli, ["catalog", "instances", "--gpu", "RTX 4090", "--json"]).output)
    # RunPod's dated RTX 4090 rows are listed; SimplePod's and Excess Supply's (via Shadeform) carry only an undated,
    # unconfirmed snapshot price (`unconfirmed_price`): hidden by default, shown with --all
    assert {r["provider"] for r in rtx if r["price_on_demand"]} >= {"runpod"} and not any(r["quarantined"] for r in rtx)
    every = json.loads(runner.invoke(cli, ["catalog", "instances", "--gpu", "RTX 4090", "--all", "--json"]).output)
    assert any(r["provider"] == "simplepod" and r["quarantined"].startswith("unconfirmed_price") for r in every)
    l4 = json.loads(runner.invoke(cli, ["catalog", "instances", "--gpu", "L4", "--provider", "gcp", "--json"]).output)
    assert {f"g2-standard-{n}" for n in (4, 8, 12, 16, 24, 32, 48, 96)} <= {r["instance_type"] for r in l4}
    hidden = runner.invoke(cli, ["catalog", "instances", "--provider", "azure", "--gpu", "V100 PCIe 16GB"]).output
    shown = runner.invoke(cli, ["catalog", "instances", "--provider", "azure", "--gpu", "V100 PCIe 16GB", "--all"]).output
    assert "Standard_NC6s_v3" not in hidden and "Standard_NC6s_v3" in shown and "quarantined: retired" in shown


def test_info_reports_price_age_and_warns_past_14_days(db, tmp_path):
    f = tmp_path / "old.csv"
    f.write_text("provider,instance_type,region,gpu,gpu_count,currency,price_on_demand,as_of\n"
                 "tencent,GN7.2XLARGE32,ap-guangzhou,T4,1,CNY,8.68,2020-01-01\n")
    cdb.import_prices(db, f)
    d = cdb.info(db)
    tencent = next(p for p in d["providers"] if p["provider"] == "tencent")
    assert tencent["stale"] and tencent["age_days"] > 14
    aws = next(p for p in d["providers"] if p["provider"] == "aws")
    # the extracts state no price date (v7 README "Price date: not stated"; 2026-11-30 was the day of copying): only
    # the rows a dated reading confirms (price_evidence.csv: p4d/p4de/p5 us-east-1 read 2026-11-09, p5en) carry one
    assert aws["as_of_max"] == "2026-11-09" and 0 < aws["rows"] - aws["undated"] <= 4
    # the answer's note names the old providers with their age, and the providers whose snapshot states no date
    note = cdb.stale_note(db, today=__import__("datetime").date(2026, 12, 10))
    assert note.startswith("prices older than 14 days: ") and "tencent (" in note.split("; ")[0]
    older, undated = note.split("; price date not stated by the source: ")
    assert "aws (31 d)" in older and "aws" in undated.split("; run")[0].split(", ")


@pytest.mark.slow
def test_cli_info_warns_about_stale_prices(tmp_path):
    f = tmp_path / "old.csv"
    f.write_text("provider,instance_type,region,gpu,gpu_count,currency,price_on_demand,as_of\n"
                 "tencent,GN7.2XLARGE32,ap-guangzhou,T4,1,CNY,8.68,2020-01-01\n")
    runner = CliRunner()
    assert runner.invoke(cli, ["catalog", "import", str(f)]).exit_code == 0
    out = runner.invoke(cli, ["catalog", "info"]).output
    assert "Warning: prices older than 14 days" in out and "tencent" in out.split("Warning")[1]


def test_old_user_price_table_gains_the_new_columns(tmp_path):
    import sqlite_utils

    path = tmp_path / "old.db"
    old = sqlite_utils.Database(path)
    old["user_prices"].create({k: t for k, t in cdb.COLUMNS.items()
                               if k not in ("cpu_arch", "marketplace", "confidence", "quarantined")},
                              pk=cdb.INSTANCE_PK)
    old.conn.close()
    d = cdb.open_db(path)
    assert {"cpu_arch", "quarantined"} <= set(d["user_prices"].columns_dict)
    assert cdb.query_instances(d, providers=["aws"])
