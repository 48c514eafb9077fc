"""The short answer warns about what a buyer cannot see from its rows: a lead price read over a year ago (its date,
that it may have moved: tools.price_age.stale_lead) and a shown row whose host RAM is under its GPU memory (both
figures, the weights and pinned buffers loading through host RAM: tools.host.ram_under_gpu), in English, 简体 and
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
    # AWS g6e.xlarge: 32 GiB of host RAM around one 48 GiB L40S → marked on its row
    ("Qwen2.5-14B 給 60 位同仁同時使用，只能用 AWS", "主機記憶體 32 GiB 小於顯示記憶體 48 GiB"),
    ("Qwen2.5-14B 给 60 个同事同时使用，只能用 AWS", "主机内存 32 GiB 小于显存 48 GiB"),
    ("Serve Qwen2.5-14B to 60 concurrent users, AWS only", "host RAM 32 GiB < 48 GiB of GPU memory"),
])
def test_a_row_with_less_host_ram_than_gpu_memory_is_marked_in_the_short_table(tmp_path_factory, text, said):
    row = next(ln for ln in _ask(tmp_path_factory, text).splitlines() if "g6e.xlarge" in ln and ln.startswith("|"))
    assert said in row
