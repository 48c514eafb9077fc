"""Host sizing around the GPUs (seed 000 "别只看 GPU：CPU、主存、存储与网络怎么配").

≥ 4 vCPU per GPU (2 starve the GPU to 50–70 % utilisation); RAM ≥ the sum of GPU memory; local
NVMe for datasets (1–2 GB/s vs a few hundred MB/s per stream from object storage); multi-node
training wants ≥ 100 Gbps RDMA (InfiniBand / RoCE): 25 Gbps shared NICs are slower than one GPU.
"""

from __future__ import annotations

import math

from tools.memory import weight_bytes
from tools.schema import Check, GiB, HostRamNeed, HostSpec, InstanceRow, Layout, ModelArch, Msg

VCPU_PER_GPU = 4
MULTI_NODE_GBIT_S = 100


def size_host(gpus_per_node: int, gpu_memory_bytes: int, *, training: bool, nodes: int = 1,
              instance: InstanceRow | None = None, extra_ram_bytes: int = 0,
              plan_need: HostRamNeed | None = None) -> HostSpec:
    """The host around `gpus_per_node` GPUs (seed 000 §5): ≥ 4 vCPU per GPU, RAM ≥ their memory, local NVMe
    for training data, RDMA between nodes; checked against the offered instance when one is given. `extra_ram_bytes`:
    what the host keeps besides (a multi-LoRA service's adapters cached in RAM, vLLM --max-cpu-loras: every machine
    holds all of them). By hand: 4 × 80 GiB cards (320 GiB) + 2,000 adapters of 87.3 MB (174.6 GB = 162.6 GiB) →
    ⌈482.6⌉ = 483 GiB. `plan_need`: what the ranked plan loads through the host (host_ram_need), which judges the
    offered instance's RAM when it is under the GPU memory (host_checks)."""
    ram_gib = (gpus_per_node * gpu_memory_bytes + extra_ram_bytes) / GiB
    if nodes > 1:
        net = Msg(code="host.gbps_rdma_infiniband_roce", args={"multi_node_gbit_s": MULTI_NODE_GBIT_S, "nodes": nodes})
    else:
        net = Msg(code="host.gbps_inside_the_vpc")
    spec = HostSpec(gpus=gpus_per_node, min_vcpu=VCPU_PER_GPU * gpus_per_node, min_ram_gib=math.ceil(ram_gib),
                    local_nvme=training, network=net, adapters=extra_ram_bytes > 0)
    if instance is not None:
        spec.checks = host_checks(spec, instance, nodes=nodes, training=training, plan_need=plan_need)
    return spec


# What a serving or training process keeps in host RAM besides the weights it loads, per GPU (one process a GPU):
# - the runtime: a Python process that has initialised CUDA and PyTorch (the CUDA context's host side, the loaded
#   kernels and libraries) measures about 1.9–2.0 GB of resident memory on its own (PyTorch issues #12873: a
#   one-layer model on the GPU, 1,904,088 kB max RSS; #113326: 2,056,600 kB after the first CUDA tensor) → 2 GiB;
# - serving: vLLM's CPU swap space for preempted sequences' KV blocks, `--swap-space`, "CPU swap space size (GiB) per
#   GPU", default 4 (docs.vllm.ai, engine arguments) → 4 GiB;
# - training: the DataLoader's worker processes and pinned batches (`num_workers`, `pin_memory`; pytorch.org,
#   torch.utils.data) — an allowance, not a measurement: VCPU_PER_GPU workers at 1 GiB each → 4 GiB.
RUNTIME_GIB_PER_GPU = 2.0
SWAP_GIB_PER_GPU = 4.0
LOADER_GIB_PER_GPU = 4.0
SHARD_BYTES_PER_PARAM = 2  # the 16-bit (BF16 / FP16) checkpoint a training run or a quantise-on-load plan reads


SIXTEEN_BIT = ("bf16", "fp16")


def shards_read_bytes(arch: ModelArch, precision: str, *, training: bool) -> int:
    """Bytes of the released checkpoint a plan reads when its GPUs end up holding something else (0 when they hold
    what is read). Training reads the release (a LoRA's frozen base, a full fine-tune's start; a QLoRA's 16-bit
    shards, quantised to NF4 on the GPU by bitsandbytes as they load). Serving in FP8 a model released in 16 bits
    with no FP8 checkpoint of its makers (ModelArch.fp8_checkpoint): vLLM's `--quantization fp8` is "dynamic
    quantization of an original precision BF16/FP16 model" (docs.vllm.ai, "FP8 W8A8"; "Online Quantization":
    weights "converted during model loading"), so the 16-bit shards pass through host RAM. An INT4 / GGUF plan
    loads a checkpoint quantised beforehand (AWQ / GPTQ / a GGUF file), read as held.
    By hand: Qwen2.5-14B (14,770,033,664 parameters) in FP8 with no FP8 checkpoint → × 2 B = 29.54 GB read."""
    native = arch.native_precision or "bf16"
    if training:
        return weight_bytes(arch, native)
    if precision == "fp8" and native in SIXTEEN_BIT and not arch.fp8_checkpoint:
        return weight_bytes(arch, native)
    return 0


def staged_weights_bytes(layout: Layout, weights_per_gpu: int, gpus_on_host: float, *, training: bool,
                         read_bytes: int = 0) -> float:
    """Bytes of checkpoint one host reads through its RAM while loading. Why: the loaders read safetensors shards
    through host memory (memory-mapped: vLLM's safetensors_weights_iterator opens each shard with safe_open on the
    CPU and copies each tensor to its GPU; a host short of the shards it maps fails with "unable to mmap …: Cannot
    allocate memory", vllm-project/vllm #759; Qwen1.5-32B in BF16, 65 GB of shards, failed on 32 GB of RAM and
    loaded on 64 GB, #5269), and the processes on one host map the same files (one page cache), so a host stages
    one copy of the shards its GPUs hold — never the KV cache, which lives on the GPU.
    Serving: the replica's shards on this host, the model (its GPUs' weights, or `read_bytes` when more is read:
    shards_read_bytes) × min(GPUs on the host, TP × PP) / (TP × PP): an 8B in BF16 on 1 GPU → 16.06 GB; a 70B
    over TP 8 on one 8-GPU host → all 141 GB; over PP 2 on two 4-GPU hosts → half each.
    Training: the whole checkpoint read (`read_bytes`) once per host (Hugging Face Accelerate's FSDP
    `cpu_ram_efficient_loading` loads it on one process a host and broadcasts it), however the GPUs shard it: a
    QLoRA 70B reads its 141 GB of 16-bit shards although its GPUs keep 4-bit weights."""
    if training:
        return float(read_bytes)
    replica_gpus = max(1, layout.tp * layout.pp)
    model = max(weights_per_gpu * replica_gpus, read_bytes)
    return model * min(max(1.0, gpus_on_host), replica_gpus) / replica_gpus


def host_ram_need(weights_bytes: float, gpus_on_host: float, *, training: bool, adapters_bytes: int = 0) -> HostRamNeed:
    """What one host's RAM holds for the plan (GiB): the staged weights (staged_weights_bytes), the per-GPU runtime
    (RUNTIME_GIB_PER_GPU) and, serving, vLLM's swap space (SWAP_GIB_PER_GPU) or, training, the data loader's allowance
    (LOADER_GIB_PER_GPU), and the LoRA adapters a multi-adapter service caches in RAM (vLLM --max-cpu-loras: every
    host holds all of them). Ranked rows keep the optimizer on the GPUs (a ZeRO-Offload route sizes its own host RAM:
    tools.routes). By hand: an 8B in BF16 (16.06 GB = 14.96 GiB) on 1 GPU, serving → 14.96 + 2 + 4 = 20.96 GiB."""
    per_gpu = RUNTIME_GIB_PER_GPU + (LOADER_GIB_PER_GPU if training else SWAP_GIB_PER_GPU)
    g = max(1.0, gpus_on_host)
    return HostRamNeed(weights_gib=weights_bytes / GiB, runtime_gib=per_gpu * g, adapters_gib=adapters_bytes / GiB)


def ram_short(ram_gib: float | None, need: HostRamNeed) -> HostRamNeed | None:
    """`need` when the host's RAM is below it, else None (a blank RAM cell is not judged): the table marks such a
    row (tools.summary.marks) with both figures. By hand: Cudo 1 × H100 with 48 GiB serving an 8B in BF16 → needs
    20.96 GiB: not marked (comparing with its 80 GiB of GPU memory marked a host that loads the model with room to
    spare); AWS g6e.xlarge, 32 GiB around one L40S serving a 14B in BF16 (29.54 GB = 27.51 GiB) → 27.51 + 6 =
    33.51 GiB: marked."""
    return need if ram_gib is not None and need.total_gib > 0 and ram_gib < need.total_gib else None


def _ram_check(spec: HostSpec, inst: InstanceRow, g: int, plan_need: HostRamNeed | None) -> Check:
    """The offered RAM against the rule of thumb (RAM ≥ the GPU memory, size_host) and, under it, against what the
    plan loads through the host (host_ram_need): fine for this plan when it holds that, so the host check and the
    table's mark (ram_short) agree. By hand: Cudo's 48 GiB around one 80 GiB H100 serving an 8B in BF16 (20.96 GiB)
    → ok, "under the rule of thumb, above the 21 GiB this plan loads"; a 16 GiB g5.xlarge → warning."""
    ram = inst.ram_gib or 0.0
    need = spec.min_ram_gib * g / max(1, spec.gpus)
    if ram >= need:
        part, level = Msg(code="host.gib_ram_vs_gib.ram_gpu_memory"), "ok"
    elif plan_need is not None and ram >= plan_need.total_gib:
        part, level = Msg(code="host.gib_ram_vs_gib.holds_the_plan", args={"plan": round(plan_need.total_gib)}), "ok"
    else:
        part, level = Msg(code="host.gib_ram_vs_gib.less_ram_than"), "warning"
    return Check(level=level, topic="ram", message=Msg(code="host.gib_ram_vs_gib", args={  # type: ignore[arg-type]
        "instance_type": inst.instance_type, "ram_gib": ram, "need": need, "adapters": spec.adapters, "part": part}))


def host_checks(spec: HostSpec, inst: InstanceRow, *, nodes: int, training: bool,
                plan_need: HostRamNeed | None = None) -> list[Check]:
    out: list[Check] = []
    g = max(1, int(inst.gpu_count or 1))
    if inst.vcpu is not None:
        ok = inst.vcpu >= VCPU_PER_GPU * g
        out.append(Check(level="ok" if ok else "warning", topic="cpu", message=Msg(code="host.vcpu_per_gpu", args={
            "instance_type": inst.instance_type, "vcpu": inst.vcpu, "gpus": g, "per_gpu": inst.vcpu / g,
            "verdict": Msg(code="host.vcpu_per_gpu.fine" if ok else "host.vcpu_per_gpu.starved")})))
    if inst.ram_gib is not None:
        out.append(_ram_check(spec, inst, g, plan_need))
    unknown = [Msg(code="host.part", args={"part": w}) for w, v in (("vcpu", inst.vcpu), ("ram", inst.ram_gib)) if v is None]
    if unknown:  # blank in the catalog: not stated, or a placeholder the catalog dropped (docs/CATALOG.md repairs)
        out.append(Check(level="info", topic="host", message=Msg(code="host.host_unknown_the_source", args={
            "instance_type": inst.instance_type, "unknown": unknown})))
    if nodes > 1:
        ok = bool(inst.rdma) and (inst.network_gbit_s or 0) >= MULTI_NODE_GBIT_S
        out.append(Check(level="ok" if ok else "warning", topic="network", message=Msg(code="host.host_checks", args={
            "instance_type": inst.instance_type,
            "part": (Msg(code="host.host_checks.gbps_rdma_between", args={"network_gbit_s": inst.network_gbit_s}) if ok
                else Msg(code="host.host_checks.no_gbps_rdma"))})))
    return out
