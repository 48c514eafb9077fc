"""Jobs a CPU or a small card does (tools.cpu_jobs), sized from the model's own published figure, each by hand:

- Silero VAD: one 30 ms chunk in < 1 ms on one CPU thread (its README) → ≥ 30× real time a thread. 40,000 h of audio
  ÷ 30 = 1,333.3 thread-hours; within 10 days (240 h) → ⌈5.56⌉ = 6 threads: one ordinary CPU server, no GPU.
- 7,500 h of audio in 48 h: 7,500 ÷ 30 = 250 thread-hours → ⌈5.21⌉ = 6 threads.
- MeloTTS "fast enough for CPU real-time inference" → ≥ 1× a CPU process: 1,800 h a month ÷ 730 h = 2.47 → 3 processes.
- GNN: 250M nodes × 64 float32 features = 250e6 × 64 × 4 B = 64 GB of host RAM; 3B edges × 8 B = 24 GB; 12 runs × 40
  epochs = 480 epochs.
"""

import pytest

from tools.cpu_jobs import (cards_hour, cpu_job, edge_gb, feature_gb, processes_a_month, run_epochs, thread_hours,
                            threads_within)


def test_silero_vad_thread_hours_and_threads():
    work = thread_hours(40_000, 30)
    assert work == pytest.approx(1333.33, rel=1e-3)
    assert threads_within(work, 240) == 6
    assert threads_within(thread_hours(7_500, 30), 48) == 6


def test_melotts_processes_a_month():
    assert processes_a_month(1_800, 1.0) == 3
    assert processes_a_month(700, 1.0) == 1


def test_gnn_host_ram():
    assert feature_gb(250e6, 64) == pytest.approx(64.0)
    assert edge_gb(3e9) == pytest.approx(24.0)
    assert run_epochs(12, 40) == 480


def test_price_gap_hour():
    assert cards_hour(2.10, 4) == pytest.approx(8.40)


@pytest.mark.parametrize("text, key", [
    ("Silero VAD over the archive", "silero"), ("先用 webrtcvad 去掉静音", "webrtcvad"),
    ("FSMN-VAD 切段", "fsmnvad"), ("先做語音活動檢測再轉寫", "vad"), ("MeloTTS 合成有声书", "melotts"),
    ("Piper TTS on a Pi", "piper"), ("GraphSAGE on a citation graph", "gnn"), ("用圖神經網絡做推薦", "gnn"),
    ("Llama 3 chat for support", None), ("a vaderSentiment job", None),
])
def test_the_job_is_named(text, key):
    got = cpu_job(text)
    assert (got.key if got else None) == key
