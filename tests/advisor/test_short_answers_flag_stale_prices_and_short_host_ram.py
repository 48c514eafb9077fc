"""The short answer warns about what a buyer cannot see from its rows: a lead price read over a year ago (its date,
that it may have moved: tools.price_age.stale_lead) and a shown row whose host RAM is under what its plan loads
through it (both figures and the terms: tools.host.ram_short), in English, 简体 and
繁體, not only in --full."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path_factory, q: str) -> str:
    return Engine(store=Store(tmp_path_factory.mktemp("chat") / "s.db")).handle("t", q).text


@pytest.mark.parametrize(("text", "said"), [
    # the Alibaba rows are a June 2023 blog's reading (as_of 2023-06-17): over a year before any answer now
    ("bge-m3 给5000万条文本做向量，只用阿里云，最便宜的方案", "读取于 2023-06-17"),
    ("Qwen2.5-7B 給 20 人同時用，只用阿里雲", "讀取於 2023-06-17"),
    ("serve Qwen2.5-7B to 20 users, Alibaba Cloud only", "was read on 2023-06-17"),
])
def test_a_lead_price_over_a_year_old_is_dated_in_the_short_answer(tmp_path_factory, text, said):
    assert said in _ask(tmp_path_factory, text)


@pytest.mark.parametrize(("text", "said"), [
    # AWS g6e.xlarge: 32 GiB of host RAM around one L40S serving Qwen2.5-14B in FP8 with no FP8 checkpoint of its
    # makers: vLLM quantises the 16-bit shards as they load, 14.77B × 2 B = 29.54 GB = 27.51 GiB, + 2 GiB runtime
    # + 4 GiB vLLM swap = 33.51 GiB > 32 → marked "32 GiB < 34 GiB (weights 28 + runtime 6)" on its row
    ("Qwen2.5-14B 給 60 位同仁同時使用，只能用 AWS", "主機記憶體 32 GiB 小於本方案經主機記憶體載入所需的 34 GiB（權重 28 GiB"),
    ("Qwen2.5-14B 给 60 个同事同时使用，只能用 AWS", "主机内存 32 GiB 小于本方案经主机内存加载所需的 34 GiB（权重 28 GiB"),
    ("Serve Qwen2.5-14B to 60 concurrent users, AWS only", "host RAM 32 GiB < 34 GiB this plan loads through it"),
])
def test_a_row_with_less_host_ram_than_its_plan_loads_is_marked_in_the_short_table(tmp_path_factory, text, said):
    row = next(ln for ln in _ask(tmp_path_factory, text).splitlines() if "g6e.xlarge" in ln and ln.startswith("|"))
    assert said in row
