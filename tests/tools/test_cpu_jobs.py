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
