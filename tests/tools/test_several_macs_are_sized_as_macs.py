"""Several Macs serving one model ("補習社有5部 Mac Studio M2 Ultra，想行滿血 DeepSeek-R1") are sized as Macs in the
answer's body too, as its headline already says: the engine is llama.cpp (exo / llama.cpp RPC split layers across the
Macs; vLLM has no Metal backend), so no "tensor parallel 5" refusal of vLLM's head rule, and the memory table's
overhead is the Metal runtime's, not a CUDA context. By hand: DeepSeek-R1 has 128 heads, 128 % 5 ≠ 0 — a refusal
that only binds vLLM / SGLang, never a layer split over 5 machines."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.defaults import metal_only, resolve
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_several_macs_default_to_llama_cpp_one_card_keeps_its_default():
    w, _ = resolve(Workload(model="DeepSeek-R1", task="inference", num_gpus=5, gpu_preference="Apple M2 Ultra"))
    assert w.framework == "llama.cpp" and metal_only("Mac Studio M2 Ultra") and not metal_only("RTX 4090")
    w, _ = resolve(Workload(model="DeepSeek-R1", task="inference", num_gpus=5, gpu_preference="RTX 4090"))
    assert w.framework == "vllm"


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "補習社有5部 Mac Studio M2 Ultra，想行滿血 DeepSeek-R1",
    "我们有5台 Mac Studio M2 Ultra，想跑满血 DeepSeek-R1",
    "we have 5 Mac Studio M2 Ultra, can we run the full DeepSeek-R1?",
])
def test_the_body_of_a_several_mac_answer_is_sized_as_macs(tmp_path, text):
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    assert "tensor-parallel-size 5" not in out and "CUDA 上下文" not in out and "CUDA context" not in out
    assert "vLLM ·" not in out[:600] and "llama.cpp ·" in out[:600]
