"""The link between linked Macs is the Thunderbolt their chip's Mac Studio ships with: 5 (80 Gb/s, RDMA over
Thunderbolt for exo / MLX) on the 2025 M3 Ultra and M4 Max, 4 (40 Gb/s, no RDMA) on the M2 Ultra; and the words of
more than two boxes count the boxes, never "the pair" (five M2 Ultras were said as "two together hold it")."""

from __future__ import annotations

from catalog.gpus import all_gpus
from catalog.registry import get
from tools.mac_link import link_line, mac_link, thunderbolt
from tools.mac_pair import pair_lead


def test_m2_ultra_has_thunderbolt_4_and_m3_ultra_thunderbolt_5():
    gpus = all_gpus()
    assert thunderbolt(gpus["Apple M2 Ultra"]) == (4, 40.0)
    assert thunderbolt(gpus["Apple M3 Ultra"]) == (5, 80.0)


def test_five_m2_ultras_for_deepseek_r1_count_five_boxes_over_thunderbolt_4():
    # DeepSeek-R1 671 B: 192 GB × 0.75 = 144 GB a box; INT8 ≈ 686 GB (+ KV) > 4 × 144 = 576, ≤ 5 × 144 = 720 GB: all
    # five hold it at INT8, one does not; M2 Ultra's Mac Studio has Thunderbolt 4 (40 Gb/s = 5 GB/s), no RDMA;
    # 37 B active at 1 byte ≈ 37 GB a token ÷ 800 GB/s ≈ 21 tok/s ceiling of the layer split
    arch, g = get("deepseek-r1"), all_gpus()["Apple M2 Ultra"]
    m = mac_link(arch, 5096, g, 5, None)
    assert m.precision == "int8" and m.tb == 4 and m.tb_gbit_s == 40.0
    assert 20 <= m.ceiling_tok_s <= 23
    lead = pair_lead(m, arch, "Mac Studio M2 Ultra", "DeepSeek-R1")
    assert lead is not None
    zh, en = lead.text("zh"), lead.text("en")
    assert "5 台合起来放得下" in zh and "两台" not in zh and "雷雳 4" in zh and "雷雳 5" not in zh, zh
    assert "the 5 boxes hold it" in en and "Thunderbolt 4 (40 Gb/s" in en and "pair" not in en, en
    line = link_line(m, "Mac Studio M2 Ultra", "DeepSeek-R1")
    assert "Thunderbolt 4 has no RDMA" in line.text("en") and "Thunderbolt 5" not in line.text("en")
    assert "依次经过这 5 台" in line.text("zh") and "雷雳 4 没有 RDMA" in line.text("zh"), line.text("zh")


def test_five_m2_ultras_for_45_students_at_once_is_a_no_with_the_per_user_figure():
    # 45 at once on the layer split: every step reads up to all the weights, min(≈ 686 GB, 37 GB × 45) ÷ 800 GB/s
    # ≈ 0.86 s → ≈ 1.2 tokens/s each, under the 10 tokens/s a live reader needs: no, with the batch / 32B levers;
    # one user alone keeps the yes-as-linked-machines lead
    arch, g = get("deepseek-r1"), all_gpus()["Apple M2 Ultra"]
    m = mac_link(arch, 5096, g, 5, None)
    lead = pair_lead(m, arch, "Mac Studio M2 Ultra", "DeepSeek-R1", users=45)
    assert lead is not None and lead.code == "macpair.lead_slow"
    assert 1.0 <= lead.args["each_tok_s"] <= 1.4, lead.args
    assert "不行，45 人同时用不行" in lead.text("zh") and "夜间批量" in lead.text("zh"), lead.text("zh")
    assert "No, not for 45 people at once" in lead.text("en") and "overnight batch" in lead.text("en")
    one = pair_lead(m, arch, "Mac Studio M2 Ultra", "DeepSeek-R1", users=1)
    assert one is not None and one.code == "macpair.lead"
