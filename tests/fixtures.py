"""A small fixed catalog for snapshot tests: the answer's shape must not change when prices are refreshed."""

from catalog.gpus import all_gpus
from tools.defaults import resolve
from tools.schema import InstanceRow, Resolved, Workload

SRC = "test fixture"


def rows() -> list[InstanceRow]:
    def r(provider, it, region, gpu, n, od, spot=None, vcpu=None, ram=None, reserved=None, cur="USD", **kw):
        spec = all_gpus()[gpu]
        return InstanceRow(provider=provider, instance_type=it, region=region, gpu=gpu, gpu_raw=gpu, gpu_count=n,
                           vcpu=vcpu, ram_gib=ram, interconnect="nvlink" if spec.max_tp > 2 else "pcie",
                           price_on_demand=od, price_spot=spot, price_reserved_month=reserved, currency=cur,
                           source=SRC, as_of="2026-11-30", **kw)
    return [
        r("aws", "g6e.xlarge", "us-east-1", "L40S", 1, 1.861, 0.65, vcpu=4, ram=32),
        r("lambda", "gpu_1x_a10", "us-east-1", "A10", 1, 0.75, vcpu=30, ram=200),
        r("lambda", "gpu_1x_h100_sxm5", "us-east-1", "H100 SXM", 1, 3.29, vcpu=26, ram=225),
        r("nebius", "gpu-h100-sxm_8gpu", "eu-north1", "H100 SXM", 8, 23.60, 10.0, vcpu=128, ram=1600,
          network_gbit_s=3200, rdma=True),
        r("aliyun", "ecs.gn7i-c8g1.2xlarge", "cn-hangzhou", "A10", 1, 12.0, vcpu=8, ram=30, reserved=5000.0, cur="CNY"),
        r("gcp", "a2-ultragpu-1g", "us-central1", "A100 80GB SXM", 1, 5.07, 2.0, vcpu=12, ram=170),
    ]


def resolved(**fields: object) -> Resolved:
    """A workload through the resolver, as every caller of a calculator hands it (tools.defaults.resolve): the
    calculators take a `Resolved` and re-default nothing."""
    return resolve(Workload(**fields))[0]  # type: ignore[arg-type]
