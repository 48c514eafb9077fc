"""gpt-oss's MXFP4 floor is the engine's, not the format's (tools/compat.py ENGINE_FORMAT_FLOOR): vLLM's mxfp4 path
refuses compute capability under 8.0 (vllm-project/vllm#23203, open), while llama.cpp reads MXFP4 as a GGUF type of its
own with CUDA kernels (ggml-org/llama.cpp#15091) at its GGUF floor (sm_60). A T4 (sm_75, the only card AWS prices in
Hong Kong below the g5s) runs gpt-oss-20b (≈ 13 GB) through llama.cpp, not through vLLM."""

from __future__ import annotations

from catalog.gpus import all_gpus
from tools import compat


def test_mxfp4_on_a_t4_is_refused_in_vllm_and_runs_in_llama_cpp():
    t4 = all_gpus()["T4"]
    assert compat.kernel_problem(t4, "mxfp4", None, framework="vllm") is not None  # 7.5 < vLLM's 8.0
    assert compat.kernel_problem(t4, "mxfp4", None) is not None  # no engine named: the format's (vLLM's) floor
    assert compat.kernel_problem(t4, "mxfp4", None, framework="llama.cpp") is None  # 7.5 ≥ GGUF's 6.0


def test_the_engine_floor_changes_only_its_own_format():
    # llama.cpp serving does not lift other formats' kernel floors: FP8 weights still need sm_89 on a T4
    t4 = all_gpus()["T4"]
    assert compat.kernel_problem(t4, "fp8", None, framework="llama.cpp") is not None
    assert set(compat.ENGINE_FORMAT_FLOOR["llama.cpp"]) == {"mxfp4"}
