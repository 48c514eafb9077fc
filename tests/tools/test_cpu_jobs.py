"""Jobs a CPU or a small card does (tools.cpu_jobs), sized from the model's own published figure, each by hand:

- Silero VAD: one 30 ms chunk in < 1 ms on one CPU thread (its README) → ≥ 30× real time a thread. 40,000 h of audio
  ÷ 30 = 1,333.3 thread-hours; within 10 days (240 h) → ⌈5.56⌉ = 6 threads: one ordinary CPU server, no GPU.
- 7,500 h of audio in 48 h: 7,500 ÷ 30 = 250 thread-hours → ⌈5.21⌉ = 6 threads.
- MeloTTS "fast enough for CPU real-time inference" → ≥ 1× a CPU process: 1,800 h a month ÷ 730 h = 2.47 → 3 processes.
- Face gates: 4,500 staff ÷ 30 gates = 150 a gate; in 20 min (1,200 s) → 0.125 faces a second, one every 8 s.
- GNN: 250M nodes × 64 float32 features = 250e6 × 64 × 4 B = 64 GB of host RAM; 3B edges × 8 B = 24 GB; 12 runs × 40
  epochs = 480 epochs.
"""

import pytest

from tools import cpu_jobs as cj


def test_silero_vad_thread_hours_and_threads():
    work = cj.thread_hours(40_000, 30)
    assert work == pytest.approx(1333.33, rel=1e-3)
    assert cj.threads_within(work, 240) == 6
    assert cj.threads_within(cj.thread_hours(7_500, 30), 48) == 6


def test_melotts_processes_a_month():
    assert cj.processes_a_month(1_800, 1.0) == 3
    assert cj.processes_a_month(700, 1.0) == 1
    assert cj.processes_a_day(90, 1.0) == 4  # 90 h a day ÷ 24 h = 3.75 → 4


def test_gnn_host_ram():
    assert cj.feature_gb(250e6, 64) == pytest.approx(64.0)
    assert cj.edge_gb(3e9) == pytest.approx(24.0)
    assert cj.run_epochs(12, 40) == 480


def test_gate_rate():
    assert cj.gate_rate(4_500, 30, 20) == pytest.approx((150, 0.125, 8.0))


def test_price_gap_hour():
    assert cj.cards_hour(2.10, 4) == pytest.approx(8.40)


@pytest.mark.parametrize("text, key", [
    ("Silero VAD over the archive", "silero"), ("先用 webrtcvad 去掉静音", "webrtcvad"),
    ("FSMN-VAD 切段", "fsmnvad"), ("voice activity detection first", "vad"), ("MeloTTS 合成有声书", "melotts"),
    ("Piper TTS on a Pi", "piper"), ("GraphSAGE on a citation graph", "gnn"), ("PyG 的 GAT 模型", "gnn"),
    ("Llama 3 chat for support", None), ("a vaderSentiment job", None),
])
def test_the_job_is_named(text, key):
    got = cj.cpu_job(text)
    assert (got.key if got else None) == key


def test_gnn_daily_retrain_ram_hours_and_month():
    # 2亿 nodes × 128 float32 = 102.4 GB + 10亿 edges × 8 B = 8 GB; × 2 headroom = 220.8 GB → a 256 GB server;
    # 200M seeds × 3 epochs ÷ 20,000 a second = 30,000 s = 8.33 h; at $2.4464 an hour (a one-L4 256 GiB box):
    # 8.33 h × 30.42 days × $2.4464 = $620.2 a month billed by the hour, × 730 h = $1,785.9 held all month
    need, size = cj.host_ram_to_buy(cj.feature_gb(2e8, 128), cj.edge_gb(1e9))
    assert need == pytest.approx(220.8) and size == 256
    run = cj.gnn_run_hours(2e8, 3)
    assert run == pytest.approx(8.333, rel=1e-3)
    runs, held = cj.daily_run_month(2.4464, run)
    assert runs == pytest.approx(620.2, rel=1e-3) and held == pytest.approx(1785.9, rel=1e-3)
    # 500M nodes × 64 × 4 = 128 GB + 4B × 8 = 32 GB → 320 GB → a 512 GB server; 2 epochs → 13.9 h, still inside a day
    assert cj.host_ram_to_buy(cj.feature_gb(5e8, 64), cj.edge_gb(4e9))[1] == 512
    assert cj.gnn_run_hours(5e8, 2) == pytest.approx(13.89, rel=1e-3)


def test_the_gnn_box_is_a_priced_one_card_x86_row_with_the_ram():
    from tools.schema import InstanceRow

    rows = [InstanceRow(provider="p", instance_type="small", gpu="L4", gpu_count=1, ram_gib=64, price_on_demand=0.8),
            InstanceRow(provider="p", instance_type="big", gpu="L4", gpu_count=1, ram_gib=256, price_on_demand=2.4),
            InstanceRow(provider="p", instance_type="arm", gpu="GH200", gpu_count=1, ram_gib=432,
                        price_on_demand=1.5, cpu_arch="aarch64"),
            InstanceRow(provider="p", instance_type="eight", gpu="L4", gpu_count=8, ram_gib=768, price_on_demand=9.0)]
    mem = {"L4": 24.0, "GH200": 96.0}
    got = cj.cheapest_host_row(rows, 256, 24, mem, "USD", 7.2, {})
    assert got is not None and got[1] == "p big" and got[2] == pytest.approx(2.4)  # 256 GB = 238.4 GiB ≤ 256 GiB
    assert cj.cheapest_host_row(rows, 1024, 24, mem, "USD", 7.2, {}) is None  # none held: said, never invented
