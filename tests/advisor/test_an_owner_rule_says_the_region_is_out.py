"""After a rule on who owns the cloud, the answer says a mainland cloud's Hong Kong region is out too and never asks it
for a quote (tools.local_markets.owner_left_out, said by local_markets.owner_out)."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(("turns", "out_word", "never"), [
    # 繁體 Cantonese, Hong Kong residency, a different job (serving Llama-3.1-8B to 40 staff): after "唔好用大陸公司嘅雲"
    # Alibaba HK is said to be out, and no line asks it for a quote
    (("部署 Llama-3.1-8B 俾 40 個同事用，資料唔可以出香港，預算每月 HK$1.5 萬", "老細話唔好用大陸公司嘅雲"), "阿里雲香港",
     "沒有阿里雲香港"),
    # 简体, the same rule said the mainland way
    (("部署 Llama-3.1-8B 给 40 个同事用，数据只能放在香港", "不要用中国公司的云"), "阿里云香港", "没有阿里云香港"),
    # English
    (("serve Llama-3.1-8B for 40 staff, data must stay in Hong Kong", "no Chinese-owned clouds please"),
     "Alibaba Cloud Hong Kong", "Not in my price data: Alibaba"),
])
def test_the_answer_says_the_owner_rule_took_the_region_out(tmp_path, turns, out_word, never):
    eng = Engine(store=Store(tmp_path / "s.db"))
    text = ""
    for turn in turns:
        text = eng.handle("t", turn).text
    assert out_word in text and never not in text
