"""Hand-maintained instance rows (catalog/data/extra_instances.csv): families no SkyPilot extract
holds, each with its documented shape, a source and a date, unpriced where no dated public price exists."""

import csv
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from catalog import db as cdb
from catalog.refresh import ExtraRowError, convert_extra, refresh

SHIPPED = Path(cdb.DATA) / "instances.csv"
FIELDS = SHIPPED.read_text(encoding="utf-8").splitlines()[0]


@pytest.fixture(scope="module")
def shipped() -> dict[tuple[str, str, str], dict[str, str]]:
    with open(SHIPPED, newline="", encoding="utf-8") as f:
        return {(r["provider"], r["instance_type"], r["region"]): r for r in csv.DictReader(f)}


@pytest.mark.parametrize("key,gpu,count,vcpu,ram,net,doc", [
    (("gcp", "a4-highgpu-8g", "us-central1"), "B200 (HGX)", "8", "224", "3968", "", "cloud.google.com/compute/docs/gpus"),
    (("azure", "Standard_ND96isr_H200_v5", ""), "H200 SXM", "8", "96", "1850", "3200", "nd-h200-v5-series"),
    (("azure", "Standard_ND96isr_MI300X_v5", ""), "MI300X", "8", "96", "1850", "3200", "ndmi300xv5-series"),
])
def test_missing_families_are_shipped_with_their_documented_shape_unpriced(shipped, key, gpu, count, vcpu, ram, net, doc):
    r = shipped[key]
    assert (r["gpu"], r["gpu_count"], r["vcpu"], r["ram_gib"], r["network_gbps"]) == (gpu, count, vcpu, ram, net)
    assert doc in r["source"] and r["as_of"][:2] == "20" and "unpriced" in r["notes"]
    assert r["price_on_demand"] == r["price_spot"] == r["price_reserved_month"] == ""  # no invented price
    assert r["quarantined"].startswith("no_price:") and " | " not in r["quarantined"]


def test_a4_is_listed_in_every_region_skypilot_names_for_its_host(shipped):
    regions = sorted(k[2] for k in shipped if k[:2] == ("gcp", "a4-highgpu-8g"))
    assert len(regions) == 10 and "europe-west4" in regions and "us-south1" in regions


@pytest.mark.slow
def test_cli_lists_them_with_all_and_marks_them_unpriced():
    runner = CliRunner()
    b200 = json.loads(runner.invoke(cli, ["catalog", "instances", "--gpu", "B200", "--provider", "gcp", "--all",
                                          "--json"]).output)
    assert any(r["instance_type"] == "a4-highgpu-8g" and r["price_on_demand"] is None for r in b200)
    h200 = runner.invoke(cli, ["catalog", "instances", "--gpu", "H200", "--provider", "azure", "--all"])
    assert h200.exit_code == 0 and "Standard_ND96isr_H200_v5" in h200.output and "no_price" in h200.output


def test_extra_rows_fill_gaps_and_never_override_a_skypilot_row(tmp_path):
    src = tmp_path / "v7"
    src.mkdir()
    (src / "aws.csv").write_text("InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuMemMiBPerGpu,Price,"
                                 "SpotPriceMinAZ,Region\ng5.xlarge,A10G,1,4,16,22888,1.006,0.4,us-east-1\n")
    extra = tmp_path / "extra.csv"
    extra.write_text(FIELDS + "\n"
                     "aws,g5.xlarge,us-east-1,A10G,,1,,4,16,,,,0.01,,,,,,,,,hand,2025-01-01,\n"
                     "azure,Standard_ND96isr_H200_v5,,H200,,8,,96,1850,,3200,yes,,,,,,,,,,Microsoft Learn,2025-09-02,\n")
    out = tmp_path / "i.csv"
    refresh([src], None, out, as_of="2025-02-01", extra_file=extra)
    with open(out, newline="", encoding="utf-8") as f:
        rows = {(r["provider"], r["instance_type"]): r for r in csv.DictReader(f)}
    assert rows[("aws", "g5.xlarge")]["price_on_demand"] == "1.006"  # SkyPilot's row wins
    nd = rows[("azure", "Standard_ND96isr_H200_v5")]
    assert (nd["gpu"], nd["interconnect"], nd["cpu_arch"], nd["currency"], nd["as_of"]) == (
        "H200 SXM", "nvlink", "x86_64", "USD", "2025-09-02")
    assert nd["quarantined"].startswith("no_price")


@pytest.mark.parametrize("line,message", [
    ("gcp,a4-highgpu-8g,us-central1,B200,,8,,224,3968,,,,,,,,,,,,,,2025-01-01,", "source"),
    ("gcp,a4-highgpu-8g,us-central1,B200,,8,,224,3968,,,,,,,,,,,,,docs,30 Nov 2025,", "not a date"),
    ("gcp,a4-highgpu-8g,us-central1,Z9000,,8,,224,3968,,,,,,,,,,,,,docs,2025-01-01,", "Z9000"),
])
def test_a_bad_extra_row_is_refused_with_its_line(tmp_path, line, message):
    extra = tmp_path / "extra.csv"
    extra.write_text(FIELDS + "\n" + line + "\n")
    with pytest.raises(ExtraRowError, match="line 2") as e:
        convert_extra(extra)
    assert message in str(e.value)
