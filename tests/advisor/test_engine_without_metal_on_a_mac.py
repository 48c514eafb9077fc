"""A serving engine with no Metal backend (vLLM, SGLang, TensorRT-LLM) asked for on the user's own Mac is said to be
unable to use its GPU, with the engines that do (llama.cpp, MLX, Ollama): never a silent switch to llama.cpp under a
header the user did not ask for."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.owned_device import engine_without_metal

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path_factory, q: str) -> str:
    return Engine(store=Store(tmp_path_factory.mktemp("chat") / "s.db")).handle("t", q).text


def test_vllm_on_an_m2_ultra_is_said_to_have_no_metal_backend(tmp_path_factory):
    a = _ask(tmp_path_factory, "can I run vLLM on my Mac Studio M2 Ultra 192GB for a 32k-context team assistant?")
    line = next(ln for ln in a.splitlines() if "Metal backend" in ln)
    assert line.startswith("- ❌") and "vLLM" in line and "llama.cpp" in line and "MLX" in line, line
    # the 32k prompt's first token on the Mac is still given: 8B × 2 × 32k ≈ 5.2e14 FLOP at ≈ 18.5 TFLOPS ≈ 28 s
    assert "first token of a 32," in a


def test_sglang_on_a_mac_in_chinese(tmp_path_factory):
    a = _ask(tmp_path_factory, "我想在自己的 Mac Studio M2 Ultra 192G 上用 SGLang 部署 Qwen2.5-14B，给团队 5 个人用，上下文 16k")
    assert any("SGLang 没有 Metal 后端" in ln and ln.startswith("- ❌") for ln in a.splitlines()), a[:1500]


def test_llama_cpp_on_a_mac_and_vllm_on_an_nvidia_card_are_not_flagged():
    from catalog.gpus import all_gpus

    g = all_gpus()
    assert engine_without_metal(g["Apple M2 Ultra"], "llama.cpp") is None
    assert engine_without_metal(g["H100 SXM"], "vllm") is None
    assert engine_without_metal(g["Apple M2 Ultra"], "vllm") == "vLLM"
