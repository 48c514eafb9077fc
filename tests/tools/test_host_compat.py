"""Host sizing (seed 000 §5) and compatibility (seed 000 §7)."""

import pytest

from catalog.gpus import get_gpu
from tests.conftest import module_home
from tools.compat import precision_checks, rocm_checks, stack_checks
from tools.host import size_host
from tools.schema import GiB, InstanceRow

# no test here opens or writes its home: one home for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_fig13_host_sizing_rules():
    h = size_host(8, 80 * GiB, training=True, nodes=2)
    assert h.min_vcpu == 32 and h.min_ram_gib == 640 and h.local_nvme
    assert "100 Gbps RDMA" in h.network.en


def test_host_checks_flag_a_starved_instance():
    inst = InstanceRow(provider="x", instance_type="tiny", gpu="H100 SXM", gpu_count=1, vcpu=2, ram_gib=4)
    h = size_host(1, 80 * GiB, training=True, instance=inst)
    levels = {c.topic: c.level for c in h.checks}
    assert levels == {"cpu": "warning", "ram": "warning"}
    ok = InstanceRow(provider="x", instance_type="big", gpu="H100 SXM", gpu_count=8, vcpu=192, ram_gib=2048,
                     network_gbit_s=3200, rdma=True)
    assert {c.level for c in size_host(8, 80 * GiB, training=True, nodes=2, instance=ok).checks} == {"ok"}


def test_fig16_architecture_support():
    def errs(gpu, prec, task="inference"):
        return [c for c in precision_checks(get_gpu(gpu), prec, task) if c.level == "error"]

    assert errs("T4", "bf16") and not errs("A10", "bf16")  # Turing: no BF16
    assert errs("A100-80GB", "fp8") and not errs("H100", "fp8") and not errs("L40S", "fp8")  # FP8: Hopper, Ada
    assert errs("H100", "int4", "full_finetune")  # INT4/INT8 are not for training
    # a non-CUDA device is flagged: Gaudi by the generic stack note, an AMD ROCm target by its own ROCm checks
    assert any(c.level == "warning" for c in precision_checks(get_gpu("Gaudi2"), "bf16", "inference"))
    assert any(c.level == "warning" and "ROCm" in c.message.en for c in rocm_checks(get_gpu("MI300X"), "vllm", "bf16"))
    assert get_gpu("B200").fp4_support and not get_gpu("H100").fp4_support  # FP4 from Blackwell


def test_driver_and_nccl_notes():
    one = stack_checks(1, 1)
    assert [c.topic for c in one] == ["driver"] and "r525" in one[0].message.en
    many = stack_checks(16, 2)
    assert [c.topic for c in many] == ["driver", "nccl"] and "every node" in many[1].message.en


def test_an_fp8_kv_cache_is_storage_but_fp8_weights_need_fp8_tensor_cores():
    # "use fp8 kv cache" on an A6000 (sm_86) must not be refused as if it were FP8 weights.
    # vLLM keeps an FP8 cache in 8 bits on Ampere and converts in software; FP8 GEMMs need sm_89+.
    from catalog.gpus import get_gpu
    from tools.compat import kernel_problem

    a6000 = get_gpu("RTX A6000")
    assert kernel_problem(a6000, "bf16", "fp8") is None
    assert kernel_problem(a6000, "fp8", "bf16") is not None
    assert kernel_problem(get_gpu("V100"), "fp16", "fp8") is not None  # sm_70: no FP8 cache either
