"""A stated provider region id that exists but holds no GPU row in the catalog ("AWS sa-east-1"): the answer says the
region exists and the catalog prices no GPU machine there, never that the provider "has no region" there, and it
still sizes the job on the stated provider's nearest priced place.

By hand from the catalog: region_ids.csv lists aws,sa-east-1,br (São Paulo, from AWS's own region list); instances.csv
has no AWS row in sa-east-1 (only GCP T4 GPU-only attach prices in southamerica-east1, not rankable alone). Brazil's
nearest place (regions.csv `near`) is the US east.
"""

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from catalog.places import gazetteer
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_a_spelled_region_id_is_a_published_region_and_stands_for_its_country():
    places = gazetteer()
    # the id is its own published region, whatever the catalog prices there
    assert places.published_in("aws", ["sa-east-1"]) == ["sa-east-1"]
    assert places.published_in("AWS", ["SA-EAST-1"]) == ["sa-east-1"]
    # an id another provider publishes is not this one's (GCP's São Paulo is southamerica-east1)
    assert places.published_in("gcp", ["sa-east-1"]) == []
    # the id stands for its place, so Brazil's providers and nearest places can be searched; a place stays itself
    assert places.as_places(["sa-east-1"]) == ["br"]
    assert places.as_places(["tw"]) == ["tw"]
    assert places.as_places(["nowhere-9"]) == ["nowhere-9"]


def _ask(text: str) -> str:
    r = CliRunner().invoke(cli, ["ask", text])
    assert r.exit_code == 0, r.output
    return r.output


@pytest.mark.slow
def test_a_region_without_gpu_rows_is_not_said_absent_and_the_job_is_still_sized_in_english():
    out = _ask("our bank in rio, data must stay in brazil. we need llama-3.1-405b for 25 analysts. "
               "which aws instance in sa-east-1, monthly cost?")
    assert "has no region" not in out, out
    assert "lists a region in Brazil (sa-east-1), but my catalog has no GPU machine priced there" in out, out
    # 405.85 B × 2 bytes (BF16) = 812 GB of weights: 8 × H200 (8 × 141 GB = 1,128 GB) holds it, 8 × H100 (640) does not;
    # the way that keeps AWS names its nearest priced place (the US east) and says the data leaves Brazil
    keep = next(line for line in out.splitlines() if line.startswith("- Keeping AWS"))
    assert "8 × H200" in keep and "us-east" in keep and "the data then leaves Brazil" in keep, keep


@pytest.mark.slow
def test_a_region_without_gpu_rows_is_not_said_absent_in_simplified_chinese():
    out = _ask("我们是圣保罗的保险公司，数据不能离开巴西，只用AWS sa-east-1，部署qwen3-235b-a22b给30个人用，每月多少钱")
    assert "没有区域" not in out, out
    assert "AWS在巴西有区域（sa-east-1），但我的目录里没有那里的 GPU 机型报价" in out, out
    # 235 B × 2 bytes (BF16) = 470 GB of weights: 8 × 80 GB = 640 GB holds it; the AWS plan is in the US east
    keep = next(line for line in out.splitlines() if line.startswith("- 保留 AWS"))
    assert "8 × " in keep and "us-east" in keep and "数据会离开巴西" in keep, keep
