"""After an answer that said NO (the model named cannot run on the stated cards at the precision asked), "ok so what do
we use instead, and what does that cost?" (那换什么？, 咁用咩好？) is answered with the nearest model that fits: the
largest smaller release of the same family the recommender fits on those cards at that precision, at the thread's
load, with its cost. It repeated turn 1 ("Nothing … changes the plan").

Hand reasoning (the expert's), weights at 2 bytes a parameter in BF16 against vLLM's pool of 0.9 × a card's memory:
- 2 × RTX 3090 (24 GB each, ≈ 2 × 23 GB pool ≈ 46 GB): Llama-3.1-70B 141 GB no; the family's next, Llama-3.1-8B
  16 GB, fits with room for the KV cache.
- 2 × A10 (24 GB each): Qwen3-32B 65.5 GB no; Qwen3-14B 29.5 GB ≈ 14.8 GB a card, fits.
- 2 × RTX 3090: Qwen2.5-32B 65.5 GB no; Qwen2.5-14B 29.5 GB fits.
"""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.fit_alternative import smaller_siblings

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_smaller_siblings_from_the_registry_names():
    names = ["Qwen2.5-72B", "Qwen2.5-32B", "Qwen2.5-VL-7B", "Qwen2.5-7B", "Qwen3-8B", "Llama-3.1-8B"]
    assert smaller_siblings("Qwen2.5-72B", names) == ["Qwen2.5-32B", "Qwen2.5-7B"]  # never the VL model or Qwen3
    assert smaller_siblings("Llama-3.1-70B", names) == ["Llama-3.1-8B"]
    assert smaller_siblings("DeepSeek-V3", names) == []  # no size in the name: nothing to step down to


def _turns(tmp_path, *texts: str) -> str:
    eng = Engine(store=Store(tmp_path / "s.db"))
    out = ""
    for t in texts:
        out = eng.handle("k", t).text
    return out


@pytest.mark.slow
@pytest.mark.parametrize(("first", "then", "lead", "picked"), [
    ("We own 2 RTX 3090 cards. Can they serve Llama-3.1-70B in BF16 for 12 analysts?",
     "ok so what do we use instead, and what does that cost?", "Use Llama-3.1-8B in BF16 instead of Llama-3.1-70B",
     "**Llama-3.1-8B serving"),
    ("我们公司有 2 张 A10，想用 Qwen3-32B 的 BF16 给 30 个员工用，行吗？", "那换什么？",
     "改用 Qwen3-14B（BF16），不用 Qwen3-32B", "**Qwen3-14B"),
    ("我哋公司有兩張 RTX 3090，想用 BF16 行 Qwen2.5-32B 俾 10 個同事用，得唔得？", "咁用咩好？",
     "改用 Qwen2.5-14B（BF16），不用 Qwen2.5-32B", "**Qwen2.5-14B"),
])
def test_what_instead_sizes_the_nearest_model_that_fits(tmp_path, first, then, lead, picked):
    out = _turns(tmp_path, first, then)
    assert out.startswith(lead), out[:300]
    assert picked in out and ("$" in out or "¥" in out or "HKD" in out)
    assert "Nothing in" not in out and "没有改变" not in out
