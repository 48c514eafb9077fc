"""An aarch64 host names the Arm CPU it really has: Grace on NVIDIA's superchips, Graviton2 on AWS g5g, else Arm."""

from __future__ import annotations

import advisor.core.messages  # noqa: F401  (installs the message catalog)
from tools.compat import host_arch_check, host_cpu
from tools.schema import InstanceRow


def _row(provider: str, instance: str, arch: str = "aarch64") -> InstanceRow:
    return InstanceRow(provider=provider, instance_type=instance, gpu="T4", gpu_count=1, cpu_arch=arch)


def test_g5g_is_graviton_not_grace():
    # AWS's g5g page: Graviton2 processors with NVIDIA T4G GPUs; Grace is only on GH200/GB200/GB300 modules
    check = host_arch_check(_row("aws", "g5g.xlarge"), None)
    assert check is not None and "Graviton2" in check.message.en and "Grace" not in check.message.en
    assert "Graviton2" in check.message.zh


def test_an_unknown_arm_host_names_no_maker():
    assert host_cpu(_row("other", "arm-box"), None) == "Arm CPU"


def test_an_x86_host_gets_no_warning():
    assert host_arch_check(_row("aws", "g4dn.xlarge", "x86_64"), None) is None
