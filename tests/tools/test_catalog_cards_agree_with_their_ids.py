"""Every shipped catalog row's card agrees with its instance id when the id names a card (L40 vs L40S: 181 vs 362
TFLOPS dense BF16; A100 40 vs 80 GB; H100 PCIe vs SXM vs NVL), unless the row says why in its notes (a broker's resale
whose seller's own product names the card, catalog/refresh.py SELLER_PRODUCTS) — and then the row's name says it too.
Arm hosts (cpu_arch aarch64: AWS g5g Graviton2, Grace superchips) are named as such, g5g's card as T4G."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from advisor.core.script import to_script
from tools.machine_label import arm_host, id_cards, id_says_other, shown_card
from tools.wording import fleet

DATA = Path(__file__).resolve().parents[2] / "catalog" / "data"


def _rows(name: str) -> list[dict[str, str]]:
    with open(DATA / name, encoding="utf-8") as f:
        return list(csv.DictReader(f))


ROWS = _rows("instances.csv") + _rows("extra_instances.csv")


def test_the_table_reads_the_ids_it_must():
    # the patterns are only as good as the ids they read: each id below names its card in a provider's own spelling
    said = {i: [n for n, _ in id_cards(i)] for i in (
        "latitude__8xL40_48GB__128__1536", "8x_L40_SECURE", "scaleway_L40Sx8", "1xA100_80GB", "hyperstack__1xA100_40GB",
        "gpu_1x_h100_pcie", "gpu_8x_h100_sxm5", "1x_H100-NVL_SECURE", "gpu_1x_gh200", "g5g.xlarge")}
    assert said["latitude__8xL40_48GB__128__1536"] == ["L40"] and said["8x_L40_SECURE"] == ["L40"]
    assert said["scaleway_L40Sx8"] == ["L40S"]
    assert said["1xA100_80GB"] == ["A100 80GB"] and said["hyperstack__1xA100_40GB"] == ["A100 40GB"]
    assert said["gpu_1x_h100_pcie"] == ["H100 PCIe"] and said["gpu_8x_h100_sxm5"] == ["H100 SXM"]
    assert said["1x_H100-NVL_SECURE"] == ["H100 NVL"] and said["gpu_1x_gh200"] == ["GH200"]
    assert said["g5g.xlarge"] == []  # g5g names no card in its id: its Arm host is read from the family (below)


def test_every_row_card_agrees_with_its_id_or_says_why():
    odd = [(r["provider"], r["instance_type"], r["gpu"]) for r in ROWS
           if r["gpu"] and id_says_other(r["instance_type"], r["gpu"])
           and f"card {r['gpu']} (the source says" not in r.get("notes", "")]
    assert odd == [], odd  # e.g. an 8 × L40 listing held as L40S would price it at twice its compute


def test_the_rows_that_differ_are_only_the_documented_resale():
    # Prime Intellect's "latitude__8xL40_48GB__128__1536" resells Latitude.sh's g3-l40s-large (UpstreamCloudId), which
    # Shadeform lists as latitude_L40Sx8 with GpuInfo "L40S" at the same 128 vCPU / 1,536 GB / $6.97/h: an L40S
    differ = {(r["provider"], r["instance_type"], r["gpu"]) for r in ROWS
              if r["gpu"] and id_says_other(r["instance_type"], r["gpu"])}
    assert differ == {("primeintellect", "latitude__8xL40_48GB__128__1536", "L40S")}
    plain_l40 = {r["instance_type"] for r in ROWS if r["gpu"] == "L40"}
    assert {"8x_L40_SECURE", "hyperstack__8xL40_48GB__252__464"} <= plain_l40  # L40 rows stay L40


def test_arm_hosts_are_exactly_the_aarch64_rows():
    wrong = [(r["provider"], r["instance_type"], r["gpu"], r["cpu_arch"]) for r in ROWS
             if (arm_host(r["instance_type"], r["gpu"]) is not None) != (r.get("cpu_arch") == "aarch64")]
    assert wrong == [], wrong[:10]
    g5g = [r for r in ROWS if r["instance_type"].startswith("g5g.")]
    assert g5g and all(shown_card(r["instance_type"], r["gpu"]) == "T4G" for r in g5g)
    assert shown_card("g4dn.xlarge", "T4") == "T4"  # an x86 T4 stays a T4


@pytest.mark.parametrize(("base", "machines", "per", "gpu", "lang", "said"), [
    ("aws g5g.xlarge", 1, 1, "T4", "en",
     "aws g5g.xlarge (1 × T4G; Arm (Graviton) host: x86-only wheels/images do not run)"),
    ("aws g5g.xlarge", 1, 1, "T4", "zh-Hant",
     "aws g5g.xlarge（1 × T4G；Arm（Graviton）主機：只有 x86 版本的 wheel / 映像跑不了）"),
    ("lambda gpu_1x_gh200", 2, 1, "GH200 (96GB HBM3)", "en",
     "2 × lambda gpu_1x_gh200 (1 × GH200 (96GB HBM3) each; Arm (Grace) host: x86-only wheels/images do not run)"),
    ("primeintellect latitude__8xL40_48GB__128__1536", 1, 8, "L40S", "en",
     "primeintellect latitude__8xL40_48GB__128__1536 (8 × L40S; its listing id says L40, the seller's own product is "
     "the L40S)"),
    ("primeintellect latitude__8xL40_48GB__128__1536", 1, 8, "L40S", "zh",
     "primeintellect latitude__8xL40_48GB__128__1536（8 × L40S；列表 id 写的是 L40，卖方自己的产品是 L40S）"),
    ("aws g4dn.xlarge", 1, 1, "T4", "en", "aws g4dn.xlarge (1 × T4)"),  # nothing to say: nothing added
])
def test_the_machine_name_says_it(base, machines, per, gpu, lang, said):
    assert to_script(fleet(base, machines, per, gpu).text(lang), lang) == said
