"""数据不能出院 ("the data may not leave the hospital") beside the hospital's own server keeps the plan on that server:
no cloud rental is offered (a hospital's 4 × L20 was answered with a rental abroad)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text", [
    "医院机房有一台4卡L20（48G）服务器，想跑InternVL3-78B把扫描的病历（每页一张图）转成结构化JSON，数据不能出院。能跑吗？",
    "醫院機房有一台4卡L20（48G）伺服器，想跑InternVL3-78B把掃描的病歷轉成結構化JSON，資料不能出院。能跑嗎？",
])
def test_data_kept_in_the_hospital_beside_its_own_server_offers_no_rental(text):
    p = extract(text).patch
    assert p.owned_gpus and p.num_gpus == 4, p
    assert p.rent_more is False, p


def test_a_patient_leaving_hospital_is_no_site_rule():
    # 出院 said of a patient, not of the data: nothing read as a site rule
    p = extract("我们医院有4张L20，病人出院后要生成出院小结，用Qwen2.5-72B").patch
    assert p.rent_more is None, p
