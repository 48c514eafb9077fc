"""After a multi-LoRA serving answer (many adapters on one base: vLLM --enable-lora, S-LoRA), a growth of the adapters
("what if adapters double?", 如果适配器翻倍呢？, "5x the LoRAs") scales the adapter count and keeps the serving plan:
it switched the plan to a LoRA fine-tune ("task inference → LoRA fine-tune"). Each adapter at rank 16 on Llama-3-8B
(32 layers; q,k,v,o,gate,up,down) ≈ 84 MB (tools.lora_serving), so 400 of them ≈ 33.6 GB in host RAM. A later
change to the users is kept (600, not the first message's 300); a factor no count grows by is refused."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

FIRST = "multi-LoRA serving: 200 adapters, 300 concurrent, Llama-3-8B"


def _turns(tmp_path, *texts: str):
    eng = Engine(store=Store(tmp_path / "s.db"))
    return [eng.handle("t", t) for t in texts]


@pytest.mark.parametrize(("follow", "said", "adapters"), [
    ("what if adapters double?", "'double' applied to the served adapters: 200 × 2 = 400", "all 400 ≈ 33.6 GB"),
    ("what if we have 5x the LoRAs?", "'5x' applied to the served adapters: 200 × 5 = 1,000", "all 1,000"),
])
def test_a_growth_of_the_adapters_scales_them_and_keeps_serving(tmp_path, follow, said, adapters):
    r = _turns(tmp_path, FIRST, follow)[-1]
    assert said in r.text and adapters in r.text, r.text[:900]
    assert "LoRA fine-tune" not in r.text and "Llama-3-8B serving, 300 concurrent" in r.text, r.text[:900]


def test_chinese_adapters_double_in_chinese(tmp_path):
    r = _turns(tmp_path, "多LoRA服务：200个适配器，300并发，Qwen2.5-7B", "如果适配器翻倍呢？")[-1]
    assert "“翻倍”已用于所服务的 LoRA 适配器：200 × 2 = 400" in r.text and "300 并发" in r.text, r.text[:900]
    assert "微调：" not in r.text.split("\n")[0], r.text[:300]


def test_a_later_change_to_the_users_is_kept(tmp_path):
    r = _turns(tmp_path, FIRST, "what if users double?", "what if adapters double?")[-1]
    assert "600 concurrent" in r.text and "400 LoRA adapters" in r.text, r.text[:900]


@pytest.mark.parametrize("follow", ["-2x the adapters", "what if adapters grow 0x?"])
def test_a_factor_no_count_grows_by_is_refused_and_serving_stands(tmp_path, follow):
    r = _turns(tmp_path, FIRST, follow)[-1]
    assert "is not applied" in r.text and "200 LoRA adapters" in r.text, r.text[:900]
    assert "LoRA fine-tune" not in r.text, r.text[:900]
