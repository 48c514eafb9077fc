"""A stated provider that the catalog does not price in a stated residency place: the answer says the two rules
conflict and offers each way out, never a plan that drops both filters.

"資料不能離開台灣，只用 AWS" answered "Taiwan has nothing priced that fits" beside a cudo plan in Montreal.
By hand from the catalog: AWS publishes a Taipei region (catalog/data/region_ids.csv: aws,ap-east-2,tw, from AWS's own
region list) but instances.csv has no AWS row there (no ap-east-2 line), while GCP asia-east1 (Changhua County, the
Taiwan place) lists g2-standard-4 (1 × L4 24 GB) at $0.81844/h: × 32.0 TWD/USD (fx.csv) = 26.19 TWD/h, × 730 h
= 19,119 TWD a month. Llama-3.1-8B in BF16 is 8.03 B × 2 bytes = 16.1 GB of weights, on a 24 GB L4.
"""

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from catalog.places import gazetteer
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_a_providers_published_region_in_a_place_is_known():
    places = gazetteer()
    # region_ids.csv: aws ap-east-2 is Taipei (tag tw); GCP's Taiwan region is asia-east1
    assert places.published_in("aws", ["tw"]) == ["ap-east-2"]
    assert places.published_in("AWS", ["台灣"]) == ["ap-east-2"]  # the user's word for the place, any case
    assert places.published_in("gcp", ["tw"]) == ["asia-east1"]
    # a provider with no published region there: nothing (Lambda publishes no Taiwan region id)
    assert places.published_in("lambda", ["tw"]) == []


def _ask(text: str) -> str:
    r = CliRunner().invoke(cli, ["ask", text])
    assert r.exit_code == 0, r.output
    return r.output


@pytest.mark.slow
def test_residency_kept_and_provider_kept_are_both_offered_never_a_plan_outside_both():
    out = _ask("資料不能離開台灣，只用 AWS，部署 Llama-3.1-8B 給20人用")
    head = next(line for line in out.splitlines() if line.startswith("**Llama-3.1-8B："))
    # the headline is the conflict, said as the catalog's (AWS does publish ap-east-2), not as "Taiwan has nothing"
    assert "ap-east-2" in head and "GPU" in head, head
    assert "臺灣 區域沒有能裝下" not in out and "不限雲端服務商/區域時最便宜" not in out
    # the way that keeps the data: GCP asia-east1 g2-standard-4 at 0.81844 × 32.0 = 26.19 TWD/h
    assert "資料留在臺灣：gcp g2-standard-4（1 × L4）（asia-east1），每小時 26.19 TWD" in out
    # the way that keeps AWS says the data leaves Taiwan, and is an AWS plan
    keep_aws = next(line for line in out.splitlines() if line.startswith("- 保留 AWS"))
    assert "aws " in keep_aws and "資料會離開臺灣" in keep_aws
    assert "montreal" not in out.lower()


@pytest.mark.slow
def test_a_provider_without_a_region_in_the_place_is_said_so_in_english():
    out = _ask("serve Llama-3.1-8B for 20 users, only AWS, data must stay in Taiwan")
    assert "lists a region in Taiwan (ap-east-2), but my catalog has no GPU machine priced there" in out
    # English reads "20 users" as 20 at once: 3 × g2-standard-4, 3 × $0.81844 = $2.46/h. The stated place (Taiwan)
    # sets the answer's currency (tools.place_currency: tw → TWD, fx.csv 32 TWD per USD), whatever the script:
    # 2.45532 × 32 = 78.57 TWD/h, × 730 h = 57,356 TWD a month
    kept = next(line for line in out.splitlines() if line.startswith("- Keeping the data in Taiwan:"))
    assert "3 × gcp g2-standard-4" in kept and "(asia-east1) at 78.57 TWD/h (≈ 57,356 TWD a month)" in kept, kept
    assert "the data then leaves Taiwan" in out
    assert "without the provider/region filter" not in out
