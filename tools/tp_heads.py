"""A stated tensor-parallel size the model's attention heads do not divide: the server refuses to start, so the answer
says so with the sizes that work.

vLLM (vllm/config ModelConfig.verify_with_parallel_config): "Total number of attention heads must be divisible by
tensor parallel size"; its QKVParallelLinear splits the KV heads the same way, or, with more GPUs than KV heads,
replicates them, which needs the tensor-parallel size to be a multiple of the KV heads. SGLang and TensorRT-LLM shard
heads the same way. Pipeline parallelism (--pipeline-parallel-size) splits layers instead, and llama.cpp's default
layer split (--split-mode layer) puts whole layers on each card, so neither asks the heads to divide.
"""

from __future__ import annotations

from tools.defaults import metal_only, serves
from tools.schema import Constraint, ModelArch, Msg, Recommendation, Workload

_LAYER_SPLIT_ENGINES = ("llama.cpp", "ollama")


def heads_divide(arch: ModelArch, tp: int) -> bool:
    """Can `tp` GPUs shard this model's attention? Query heads divisible by tp, and KV heads divisible by tp (or, with
    more GPUs than KV heads, tp a multiple of them). Qwen2.5-14B (40 / 8): 2 yes, 3 no, 8 yes, 16 no (40 % 16)."""
    if tp < 2:
        return True
    if arch.heads % tp:
        return False
    if arch.kv_lora_rank:  # MLA: the latent KV is not split by heads
        return True
    return arch.kv_heads % tp == 0 if tp <= arch.kv_heads else tp % arch.kv_heads == 0


def working_sizes(arch: ModelArch, n: int) -> list[int]:
    """The tensor-parallel sizes from 2 up to n that the heads allow."""
    return [t for t in range(2, n + 1) if heads_divide(arch, t)]


def tp_heads_constraint(arch: ModelArch, w: Workload) -> Constraint | None:
    """The refusal for a stated GPU count the heads do not divide (a served model of known shape on an engine that
    shards by heads); None when it divides, no count is stated, the shape is assumed or the engine splits layers, or
    the count is several machines' (`max_nodes`) whose own count divides them: a copy runs within each machine
    (tensor parallel across machines needs RDMA between them), so 3 × 8 V100 serving Llama-3.1-70B is TP 8 a copy."""
    n = w.num_gpus or 0
    m = w.max_nodes or 1
    if m > 1 and n % m == 0 and heads_divide(arch, n // m):  # 3 machines × 8 cards: TP 8 in each, never TP 24 across
        return None
    if n < 2 or not serves(w.task) or arch.assumed or heads_divide(arch, n) or w.framework in _LAYER_SPLIT_ENGINES \
            or metal_only(w.gpu_preference):  # Macs: llama.cpp / MLX / exo split layers, no vLLM
        return None
    ok = working_sizes(arch, n)
    args = {"n": n, "model": arch.name, "heads": arch.heads, "kv": arch.kv_heads,
            "ok": ", ".join(str(t) for t in ok) if ok else "1"}
    return Constraint(name="tensor_parallel", stated=f"tensor parallel {n}", status="refused",
                      label=Msg(code="tp_heads.label", args={"n": n}), message=Msg(code="tp_heads.refused", args=args))


def fleet_of_copies(rec: Recommendation) -> bool:
    """Whether the answer is on the user's own fleet of single-device machines each holding a whole copy
    (tools.owned_device.owned_device_serving's verdict with `machines` and `fits`: 30 Jetson AGX Orin 64GB, one a
    production line, each holding DeepSeek-R1-Distill-Qwen-7B at Q4_K_M ≈ 5.4 GB): N machines are N copies with the
    users split among them, not one model sharded N ways, so no tensor-parallel line is said of the count."""
    h = rec.headline
    return h is not None and h.code == "owned_device.serving" and bool(h.args.get("machines")) and bool(h.args.get("fits"))


def tp_heads_said(rec: Recommendation, arch: ModelArch, w: Workload) -> Recommendation:
    """The answer with the refusal first among its constraints, once (the owned-card and fallback re-runs pass here
    too)."""
    if any(c.name == "tensor_parallel" for c in rec.constraints):
        return rec
    if rec.candidates and rec.candidates[0].layout.tp < 2:  # one card holds a copy (3 owned A100s, an 8B): copies, no TP
        return rec
    if fleet_of_copies(rec):  # 30 owned Jetsons, one a production line: 30 copies, never "tensor parallel 30"
        return rec
    line = tp_heads_constraint(arch, w)
    if line is not None:
        rec.constraints = [line, *rec.constraints]
    return rec
