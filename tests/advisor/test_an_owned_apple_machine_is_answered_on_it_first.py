"""An owned machine no cloud rents (Apple silicon, unified memory, no CUDA) is answered on it first: does the model
fit, how fast per user from its memory bandwidth, which runtime — and a rental only as the alternative.

Hand reasoning (an outside ML-infrastructure engineer's key): Mac Studio M2 Ultra 192 GB, gpt-oss-120b for 5 people.
MXFP4 weights ≈ 61–65 GB, well inside the ≈ 144 GB (75 %) macOS lets the GPU use by default. Decode is bandwidth-bound:
≈ 800 GB/s, and gpt-oss reads only its 5.1 B active parameters (≈ 3–4 GB a token) → tens of tokens/s per user,
shared across 5 at once. Prefill is the weak spot (≈ 27 FP16 TFLOPS by third parties; Apple publishes none). It runs
llama.cpp (Metal) or MLX, not vLLM/CUDA. Verdict: use the Mac; renting (1 × H100, 2 × A40 …) is the alternative.
"""

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from catalog.gpus import all_gpus
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

Q30 = "公司有部 Mac Studio M2 Ultra 192GB，想跑 gpt-oss-120b 俾 5 個同事用，夠唔夠？定係租 GPU 好？"


def test_the_apple_row_is_cited_and_has_no_invented_flops():
    g = all_gpus()["Apple M2 Ultra"]
    assert g.memory_gb == 192 and g.bandwidth_gb_s == 800  # Apple's own figures
    assert "apple.com" in g.source and g.as_of
    assert g.fp16_tflops is None and g.bf16_tflops is None  # Apple publishes none: never guessed


@pytest.mark.parametrize("text", [
    Q30, "We have a Mac Studio with an M2 Ultra 192GB. Can it serve gpt-oss-120b for 5 people?",
    "我哋部 Mac Studio 係 M2 Ultra 192GB，跑唔跑到 Qwen2.5-72B？"])
def test_the_mac_is_read_as_the_users_own_machine(text):
    p = extract(text).patch
    assert p.gpu_preference == "Apple M2 Ultra" and p.owned_gpus is True


@pytest.mark.parametrize("text", ["I want to rent a Mac Studio M2 Ultra", "我们部门要租 H100", "我們部署在 H100 上"])
def test_a_rental_or_a_department_is_no_owned_machine(text):
    assert not extract(text).patch.owned_gpus


@pytest.mark.slow
def test_the_answer_runs_it_on_the_mac_first(tmp_path):
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", Q30).text
    head = next(x for x in out.splitlines() if x.startswith("**夠"))
    assert "用你自己的 Apple M2 Ultra 就能跑，不用租" in head, out[:800]
    need = float(re.search(r"需約 ([\d.]+) GB", head).group(1))
    assert 55 <= need <= 80  # ≈ 61–65 GB of MXFP4 weights + a little KV
    tps = [int(x) for x in re.findall(r"約 (\d+) tokens/s", head)]
    assert len(tps) == 2 and 15 <= tps[0] < tps[1] <= 150  # shared by 5 < alone, bandwidth-bound tens of tok/s
    assert "llama.cpp" in head and "MLX" in head and "vLLM" in head  # the runtime, and not vLLM
    assert "租 runpod" not in head and "可用 `gpu-advisor catalog import`" not in out
    assert "備選" in head and re.search(r"最便宜的可行方案：\S+", out)  # the rental only as the alternative


@pytest.mark.slow
def test_a_model_too_big_for_the_mac_says_no(tmp_path):
    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "k", "I have a Mac Studio M2 Ultra 192GB. Can it serve Llama-3.1-405B in BF16 for 3 people?").text
    assert "Yes, your own" not in out, out[:600]  # 810 GB of BF16 weights cannot fit 144 GB


@pytest.mark.slow
def test_the_users_own_build_of_unified_memory_is_what_is_sized(tmp_path):
    # a 64 GB M2 Ultra lets its GPU use ≈ 48 GiB ≈ 52 GB; gpt-oss-120b's ≈ 61–65 GB of MXFP4 weights do not fit, so the
    # answer is no (the catalog row's 192 GB build is never assumed over the size the user said)
    assert extract("We have a Mac Studio with an M2 Ultra 64GB.").patch.max_gpu_memory_gib == 64
    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "k", "We have a Mac Studio with an M2 Ultra 64GB. Can it serve gpt-oss-120b for 5 people?").text
    head = next(x for x in out.splitlines() if x.startswith("**No:"))
    assert "64 GB unified memory" in head and "Yes, your own" not in out
    assert "only a price for a Apple M2 Ultra machine is missing" not in out
