"""tools.hpc_codes: CFD, genomics, cryo-EM, weather and GPU data-science codes sized from their own numerics.

Hand reasoning (an HPC engineer's, each case below):
- Parabricks, 200 whole genomes in 3 days (72 h), H100 at $3/h, A100 80GB at $1.5/h: the 4× H100 node takes 25 min a
  genome → 200 × 25 ÷ 60 = 83.3 node-hours × 4 cards × $3 = $1,000, ⌈83.3 ÷ 72⌉ = 2 nodes; the 8× A100 node 24 min →
  80 node-hours × 8 × $1.5 = $960, ⌈80 ÷ 72⌉ = 2 nodes: the A100 node is the cheaper.
- cuDF on 35 GB of data: × 2 working room = 70 GB → one 80 GB card, the cheaper of two; 300 GB → 600 GB, no card holds
  it → ⌈600 ÷ 80⌉ = 8 cards of the cheaper 80 GB card (Dask-cuDF).
- OpenFOAM with a 35M-cell mesh: 35M ÷ 100k = 350 to 35M ÷ 50k = 700 cores; CPU-bound, so no GPU row is priced.
- A Fluent FP64 pilot on a card list of L40S (1/64-rate FP64) and A100: the A100, though dearer.
"""

import pytest

from tools.hpc_codes import (
    CODE_BY_KEY,
    cpu_cores,
    fastq_volume,
    frame_pick,
    genome_plan,
    genome_unpriced,
    pilot_pick,
    tb_to_gb,
)


def test_parabricks_genomes_become_node_hours_nodes_and_cost():
    got = genome_plan(200, 72, {"H100 SXM": ("h", 3.0), "A100 80GB SXM": ("a", 1.5)})
    assert [p.card for p in got] == ["A100 80GB SXM", "H100 SXM"]
    a, h = got
    assert a.node_hours == pytest.approx(80) and a.cost == pytest.approx(960) and a.nodes == 2
    assert h.node_hours == pytest.approx(83.33, abs=0.01) and h.cost == pytest.approx(1000) and h.nodes == 2


def test_a_genome_bench_card_not_priced_is_left_out():
    assert [p.card for p in genome_plan(10, None, {"H100 SXM": ("h", 2.0)})] == ["H100 SXM"]
    assert genome_plan(10, None, {"H100 SXM": ("h", 2.0)})[0].nodes is None



def test_genomes_where_no_bench_card_is_priced_still_get_node_hours_and_nodes():
    # 1,000 genomes in 3 months (2,160 h): 8× A100 at 24 min → 400 node-hours, 4× H100 at 25 min → 416.7: one node
    got = {b.card: (nh, nodes) for b, nh, nodes in genome_unpriced(1000, 2160)}
    assert got["A100 80GB SXM"] == (pytest.approx(400), 1) and got["H100 SXM"] == (pytest.approx(416.67, abs=0.01), 1)
    # 5,000 genomes in 30 days (720 h): 5,000 × 25 ÷ 60 = 2,083 node-hours → 3 nodes
    assert {b.card: n for b, _, n in genome_unpriced(5000, 720)}["H100 SXM"] == 3


def test_fastq_volume_and_upload_days():
    # 1,000 × 60–100 GB = 60–100 TB; at 1 Gbit/s 60e12 × 8 ÷ 1e9 = 480,000 s = 5.56 days, 100 TB = 9.26 days
    lo, hi, d_lo, d_hi = fastq_volume(1000)
    assert (lo, hi) == (60, 100) and d_lo == pytest.approx(5.56, abs=0.01) and d_hi == pytest.approx(9.26, abs=0.01)


CARDS = [("L4", 24.0, "l", 0.5), ("A100 80GB SXM", 80.0, "a", 1.2), ("H100 SXM", 80.0, "h", 2.5)]


def test_a_data_frame_fits_one_card_or_spreads_over_cards():
    one = frame_pick(35, CARDS)
    assert one is not None and (one.need_gb, one.card, one.cards) == (70, "A100 80GB SXM", 1)
    many = frame_pick(300, CARDS)
    assert many is not None and (many.need_gb, many.card, many.cards) == (600, "A100 80GB SXM", 8)
    assert tb_to_gb(1.5) == 1500


def test_a_cpu_bound_code_gets_cores_not_gpus():
    assert cpu_cores(35e6) == (350, 700)
    assert CODE_BY_KEY["openfoam"].cpu_bound and CODE_BY_KEY["wrf"].cpu_bound
    assert not CODE_BY_KEY["fluent"].cpu_bound and not CODE_BY_KEY["parabricks"].cpu_bound


def test_an_fp64_pilot_takes_a_full_rate_card_only():
    cards = [("L40S", 48.0, "s", 0.9), ("A100 80GB SXM", 80.0, "a", 1.5)]
    assert pilot_pick(24, True, cards)[0] == "A100 80GB SXM"
    assert pilot_pick(24, False, cards)[0] == "L40S"
    assert pilot_pick(100, False, cards) is None


def test_every_row_has_a_licence_a_source_and_a_precision():
    for c in CODE_BY_KEY.values():
        assert c.licence and c.source and c.precision in ("fp32", "fp64", "fp32 or fp64"), c.key
    assert "academic" in CODE_BY_KEY["cryosparc"].licence
