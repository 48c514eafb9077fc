"""A short deadline on a scarce 8-GPU box of a quota-bound cloud is said with the route to the machine and a fallback
(tools.capacity_deadline). Fast: the rule on hand-built offers; the whole answer is in
tests/advisor/test_stated_constraints_are_visible_on_every_answer.py."""

from types import SimpleNamespace

from tools.capacity_deadline import SHORT_DEADLINE_HOURS, scarce_box, scarce_deadline
from tools.schema import InstanceRow


def _offer(provider: str, itype: str, gpu: str, n: int, cost: float, hours: float, vcpu: float = 192,
           instances: int = 1, meets: bool = True) -> SimpleNamespace:
    row = InstanceRow(provider=provider, instance_type=itype, gpu=gpu, gpu_count=n, vcpu=vcpu, price_on_demand=1.0)
    return SimpleNamespace(row=row, gpu=SimpleNamespace(name=gpu), instances=instances, work_cost=cost,
                           train_hours=hours, meets_deadline=meets)


B200 = _offer("aws", "p6-b200.48xlarge", "B200 (HGX)", 8, 421.0, 3.7)
P4DE = _offer("aws", "p4de.24xlarge", "A100 80GB SXM", 8, 672.0, 24.5, vcpu=96)
P4D2 = _offer("aws", "p4d.24xlarge", "A100 40GB SXM", 8, 600.0, 12.7, vcpu=96, instances=2)
H200 = _offer("aws", "p5en.48xlarge", "H200 SXM", 8, 511.0, 8.1)


def test_a_flagship_8_gpu_box_is_scarce_and_an_a100_or_4_gpu_box_is_not():
    # the p5 / p6 family's 8-GPU HGX boxes are the ones quota and stock bind; 8 × A100 and 4 × H100 are easier to get
    assert scarce_box(B200.row, "B200 (HGX)") and scarce_box(H200.row, "H200 SXM")
    assert not scarce_box(P4DE.row, "A100 80GB SXM")
    assert not scarce_box(_offer("lambda", "gpu_4x_h100", "H100 SXM", 4, 1, 1).row, "H100 SXM")


def test_tuesday_to_friday_on_aws_p6_names_the_quota_and_a_one_machine_fallback():
    # Tue 12:00 → Fri 09:00 = 69 h ≤ 168 h; the pick takes 192 vCPU of the P quota. Fallback: the cheapest offer that
    # meets the deadline on a non-scarce box, one machine first: p4de (8 × A100 80GB, 24.5 h) over two p4d (an RDMA job)
    # even though the pair is cheaper ($600 < $672)
    m = scarce_deadline(B200, [B200, H200, P4D2, P4DE], 69.0)
    assert m is not None and m.code == "capacity.scarce_deadline"
    assert m.args["cloud"] == "aws" and m.args["vcpu"] == 192 and m.args["n"] == 8
    assert m.args["alt"] == "aws p4de.24xlarge" and m.args["alt_hours"] == 24.5 and m.args["alt_n"] == 8
    assert "Capacity Block" in m.en and "Running On-Demand P instances" in m.en and "p4de.24xlarge" in m.en
    assert "Capacity Block" in m.zh and "配额" in m.zh and "备选" in m.zh


def test_no_fallback_is_said_as_such_and_a_month_away_or_a_neocloud_says_nothing():
    # only scarce boxes meet the deadline: the line says to book the capacity first (never invents a fallback)
    m = scarce_deadline(B200, [B200, H200, _offer("aws", "p4de.24xlarge", "A100 80GB SXM", 8, 1, 200, meets=False)], 69)
    assert m is not None and m.args["alt"] is None and "book the capacity first" in m.en
    # 30 days out there is time to ask for quota: nothing said; a neocloud's box has no quota process to name
    assert scarce_deadline(B200, [B200, P4DE], 30 * 24.0) is None
    assert scarce_deadline(B200, [B200, P4DE], SHORT_DEADLINE_HOURS + 1) is None
    assert scarce_deadline(_offer("lambda", "gpu_8x_h100_sxm5", "H100 SXM", 8, 300, 9), [], 69) is None
    assert scarce_deadline(P4DE, [P4DE], 69) is None and scarce_deadline(None, [], 69) is None


def test_gcp_and_azure_name_their_own_routes():
    # GCP: the region's GPU quota per card model and a calendar reservation / DWS flex-start; Azure: the family's vCPU
    a3 = _offer("gcp", "a3-highgpu-8g", "H100 SXM", 8, 300, 9, vcpu=208)
    nd = _offer("azure", "Standard_ND96isr_H100_v5", "H100 SXM", 8, 300, 9, vcpu=96)
    g, z = scarce_deadline(a3, [a3], 48), scarce_deadline(nd, [nd], 48)
    assert g is not None and "GPU quota" in g.en and "flex-start" in g.en and "≥ 8 H100 SXM" in g.en
    assert z is not None and "vCPU quota" in z.en and "96" in z.en and "配额" in z.zh
