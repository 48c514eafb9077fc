"""A recommender's training (tools.recsys_train): the embedding tables and their optimizer state set the card count,
a published throughput scaled by memory bandwidth sets the hours."""

import pytest

from catalog.gpus import all_gpus
from tools.recsys_train import RecJob, cards_needed, run_hours, samples_per_s, state_gb, table_gb


def test_tables_and_rowwise_adagrad_state():
    # Hand: 1.5 B rows × 32 dims × 4 B = 192 GB; row-wise Adagrad one fp32 a row: 1.5e9 × 4 = 6 GB.
    job = RecJob(examples=1e9, rows=1.5e9, dim=32)
    assert table_gb(job) == pytest.approx(192.0)
    assert state_gb(job) == pytest.approx(6.0)


def test_adam_triples_the_tables_and_sets_more_cards():
    # Hand: 400M × 128 × 2 B (fp16 tables) = 102.4 GB; Adam's two fp32 moments a weight: 400M × 128 × 4 × 2 =
    # 409.6 GB; 512 GB ÷ (0.7 × 80 = 56 GB a card) = 9.14 → 10 cards; row-wise Adagrad: 102.4 + 1.6 = 104 GB → 2.
    adam = RecJob(examples=1e9, rows=4e8, dim=128, value_bytes=2, optimizer="adam")
    assert table_gb(adam) + state_gb(adam) == pytest.approx(512.0)
    assert cards_needed(adam, 80.0) == 10
    assert cards_needed(RecJob(examples=1e9, rows=4e8, dim=128, value_bytes=2), 80.0) == 2


def test_speed_scales_the_benchmark_by_bandwidth_and_cards():
    # Hand: 5.75 M samples/s on 8 × A100 80GB = 718,750 a card; an A100 80GB SXM at 2,039 GB/s on 4 cards = 2.875 M/s;
    # 1.8 B examples ÷ 2.875 M/s = 626 s = 0.174 h + 0.25 h start-up = 0.424 h. The tables (20M × 64 × 4 = 5.1 GB)
    # fit one card, so 4 cards only speed it up.
    g = all_gpus()["A100 80GB SXM"]
    assert samples_per_s(g, 4) == pytest.approx(2.875e6)
    assert run_hours(RecJob(examples=1.8e9, rows=2e7, dim=64), g, 4) == pytest.approx(0.424, abs=0.001)


def test_tables_that_do_not_fit_are_not_run():
    # Hand: 2 B rows × 256 dims × 4 B = 2,048 GB; on 8 × 80 GB (448 GB at 70 %) it does not fit: no hours.
    g = all_gpus()["H100 SXM"]
    assert run_hours(RecJob(examples=1e9, rows=2e9, dim=256), g, 8) is None


def test_a_proposed_four_node_h100_fleet_is_said_over_sized():
    # Hand: 300M users + 40M items = 340M rows × 128 × 4 B = 174.1 GB + row-wise state 1.36 GB = 175.4 GB; on H100 SXM
    # 80 GB at 70 % (56 GB): ceil(3.13) = 4 cards, one 8-card node; 30 B examples ÷ (718,750 × 3,350 ÷ 2,039 × 8 =
    # 9.45 M/s) = 3,176 s = 0.88 h + 0.25 h = 1.13 h. The proposal's 32 cards on 4 nodes: over-sized.
    from tools.recsys_train import proposed_verdict

    job = RecJob(examples=3e10, rows=3.4e8, dim=128, proposed_gpu="H100", proposed_count=32)
    m = proposed_verdict(job, all_gpus())
    assert m is not None and m.args["need"] == 4 and m.args["nodes"] == 4 and m.args["gpu"] == "H100 SXM"
    assert m.args["hours"] == pytest.approx(1.13, abs=0.01)
    # one node proposed that holds the tables: no verdict
    assert proposed_verdict(RecJob(examples=3e10, rows=3.4e8, dim=128, proposed_gpu="H100", proposed_count=8),
                            all_gpus()) is None
    # tables too big for the proposal: no, and the cards they need. Hand: 4e9 × 256 × 4 B = 4,096 GB + row-wise 16 GB
    # = 4,112 GB ÷ 56 GB = 73.4 → 74 H100 (10 machines of 8); FP16 tables 2,048 + 16 = 2,064 ÷ 56 → 37
    short = proposed_verdict(RecJob(examples=3e10, rows=4e9, dim=256, proposed_gpu="H100", proposed_count=32),
                             all_gpus())
    assert short is not None and short.code == "recsys_train.short"
    assert (short.args["need"], short.args["nodes"], short.args["half"]) == (74, 10, 37)


def test_one_a100_for_a_billion_row_adagrad_table_is_answered_no():
    # Hand: 1e9 × 128 × 4 B = 512 GB + Adagrad (one fp32 a weight) 512 GB = 1,024 GB; A100 80GB at 70 % = 56 GB →
    # ⌈18.3⌉ = 19 cards, 3 machines of 8; row-wise Adagrad 512 + 4 = 516 GB → ⌈9.2⌉ = 10; FP16 + row-wise 260 → 5
    from tools.recsys_train import proposed_verdict

    job = RecJob(examples=None, rows=1e9, dim=128, optimizer="adagrad", proposed_gpu="A100 80GB", proposed_count=1)
    m = proposed_verdict(job, all_gpus())
    assert m is not None and m.code == "recsys_train.short"
    assert (m.args["need"], m.args["nodes"], m.args["rowwise"], m.args["half"]) == (19, 3, 10, 5)
    assert m.args["total_gb"] == pytest.approx(1024.0)


def test_a_stated_run_length_prices_the_machines_that_hold_the_tables():
    # Hand: no examples, a week asked: a machine that holds the tables runs 168 h (7 × 24); one that does not, none.
    # 1e9 × 128 × 2 B (FP16) + 4 GB row-wise = 260 GB on 8 × A100 80GB (448 GB at 70 %) fits; FP32 + Adagrad 1,024 does not
    g = all_gpus()["A100 80GB SXM"]
    fits = RecJob(examples=None, rows=1e9, dim=128, value_bytes=2, run_length=168.0)
    assert run_hours(fits, g, 8) == pytest.approx(168.0)
    assert run_hours(RecJob(examples=None, rows=1e9, dim=128, optimizer="adagrad", run_length=168.0), g, 8) is None
    assert run_hours(RecJob(examples=None, rows=1e9, dim=128, value_bytes=2), g, 8) is None  # nothing to time or price


def test_user_and_item_vocabularies_with_adam_and_the_row_wise_route():
    # Hand: 400M user ids + 50M item ids = 450M rows × 128 dims × 4 B = 230.4 GB; Adam's two fp32 moments a weight:
    # 460.8 GB, 691.2 GB in all. At 70 % of a card: H100 80 GB holds 56 GB → ceil(12.34) = 13 cards, more than one
    # 8-card machine; H200 141 GB holds 98.7 GB → ceil(7.003) = 8, one machine. Row-wise Adagrad instead: one fp32 a
    # row, 450M × 4 B = 1.8 GB, 232.2 GB in all → ceil(4.15) = 5 cards of 80 GB, one 8-card A100 / H100 machine.
    adam = RecJob(examples=2e9, rows=4.5e8, dim=128, optimizer="adam")
    assert table_gb(adam) == pytest.approx(230.4) and state_gb(adam) == pytest.approx(460.8)
    assert cards_needed(adam, 80.0) == 13
    assert cards_needed(adam, 141.0) == 8
    rowwise = RecJob(examples=2e9, rows=4.5e8, dim=128)
    assert state_gb(rowwise) == pytest.approx(1.8) and cards_needed(rowwise, 80.0) == 5
    # one run on 8 × A100 80GB SXM: 2e9 ÷ 5.75 M/s = 348 s = 0.097 h + 0.25 h start-up = 0.347 h
    assert run_hours(rowwise, all_gpus()["A100 80GB SXM"], 8) == pytest.approx(0.347, abs=0.001)
    assert run_hours(adam, all_gpus()["A100 80GB SXM"], 8) is None  # 691.2 GB does not fit 8 × 56 GB



def _machine(it: str, gpu: str, price: float):
    from tools.schema import InstanceRow

    return InstanceRow(provider="aws", instance_type=it, region="us-east-1", gpu=gpu, gpu_raw=gpu, gpu_count=8,
                       interconnect="nvlink", price_on_demand=price, currency="USD", source="test fixture",
                       as_of="2026-11-30")


def test_the_row_wise_route_is_said_beside_adam_when_it_rents_a_cheaper_machine():
    # Hand (fixture prices): Adam's 691.2 GB needs 8 × H200 ($63.30/h); 8 × A100 80GB ($27.45/h, 448 GB at 70 %) cannot
    # hold it. Row-wise Adagrad's 232.2 GB fits the A100 machine: 0.347 h × $27.45 = $9.52 a run, against the H200's
    # 2e9 ÷ (718,750 × 4,800 ÷ 2,039 × 8 = 13.54 M/s) = 148 s + 15 min = 0.291 h × $63.30 = $18.42. Said beside the
    # pick; with row-wise Adagrad said (or SGD) there is no other route.
    from tools.recsys_train import recsys_answer, recsys_plan
    from tools.schema import Workload

    rows = [_machine("p5en.48xlarge", "H200 SXM", 63.30), _machine("p4de.24xlarge", "A100 80GB SXM", 27.45)]
    job = RecJob(examples=2e9, rows=4.5e8, dim=128, optimizer="adam", optimizer_said=True, nightly=True)
    p = recsys_plan(job, Workload(), all_gpus(), rows, currency="USD", usd_cny=7.2, fx={})
    assert p.rows[0].instance == "p5en.48xlarge" and p.rows[0].cost == pytest.approx(18.42, abs=0.05)
    assert p.rowwise is not None and p.rowwise.instance == "p4de.24xlarge"
    assert p.rowwise.cost == pytest.approx(9.52, abs=0.05) and p.rowwise_state_gb == pytest.approx(1.8)
    said = [m for m in recsys_answer(p) if m.code == "recsys_train.rowwise"]
    assert len(said) == 1 and said[0].args["total_gb"] == pytest.approx(232.2)
    plain = recsys_plan(RecJob(examples=2e9, rows=4.5e8, dim=128, nightly=True), Workload(), all_gpus(), rows,
                        currency="USD", usd_cny=7.2, fx={})
    assert plain.rowwise is None and plain.rows[0].instance == "p4de.24xlarge"
