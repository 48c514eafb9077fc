"""Jobs a CPU or a small card does, sized there first when a user proposes big GPUs for them: voice-activity detection
(VAD) before transcription, a text-to-speech model published as real time on a CPU, and graph-neural-network (GNN)
mini-batch training, whose bottleneck is the host's RAM for the node features and its CPU cores for neighbour
sampling, not the GPU. Each figure is read from the model's own README (the `source`); where none is published the
answer says "time it on a pilot".

Per-item figures, each with its source:
- Silero VAD: "One audio chunk (30+ ms) takes less than 1ms to be processed on a single CPU thread. Using batching or
  GPU can also improve performance considerably. Under certain conditions ONNX may even run up to 4-5x faster."
  (github.com/snakers4/silero-vad README, Key Features → Fast, read). So one CPU thread does at least 30 ms of audio a
  millisecond: ≥ 30× real time a thread (`speed_x` 30, a floor: batching and ONNX go faster).
- WebRTC VAD (py-webrtcvad, a GMM classifier) and FSMN-VAD (FunASR): CPU models; no per-thread speed is held here
  (time it on a pilot; both are lighter than the ASR after them, from memory, re-check).
- MeloTTS: "Fast enough for CPU real-time inference" (github.com/myshell-ai/MeloTTS README, Key Features, read): one
  CPU process speaks at least as fast as real time (`speed_x` 1, a floor; the cores a process uses are not stated:
  time it on a pilot). Piper: "A fast, local neural text to speech system … optimized for the Raspberry Pi 4"
  (github.com/rhasspy/piper README, read): a CPU model, no figure held.
- GNN mini-batch training (GraphSAGE, GCN, GAT in PyG / DGL): the node features sit in host RAM as nodes × dimension ×
  4 bytes (float32) and each mini-batch's neighbours are sampled on CPU cores; the GPU holds only a mini-batch's
  sampled subgraph. ogbn-papers100M, 111M nodes with 128-dimensional features, is the reference graph of that size
  (Hu et al. 2020, "Open Graph Benchmark", arXiv:2005.00687, Table 2; from memory, re-check). The edges in CSR come on
  top at about 8 bytes an edge (an int64 index; from memory, re-check).
- Face gates (InsightFace, ArcFace, SFace): one detection and one embedding a person passing; the peak is people ÷
  gates over the rush window (`gate_rate`). No per-face CPU time is held here: the answer gives the seconds a gate
  has per face and says "time one face on the gate box's CPU on a pilot".
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Any

from tools.constants import HOURS_PER_MONTH

FLOAT32_BYTES = 4.0
EDGE_BYTES = 8.0  # an int64 column index an edge in CSR (module docstring)


@dataclass(frozen=True)
class CpuJob:
    """One job a CPU does: `kind` vad | tts | gnn; `speed_x` seconds of audio one CPU thread (VAD) or one CPU process
    (TTS) does a second, a published floor (None: none published, time it on a pilot); `per` what the speed is of."""
    key: str
    name: str
    pattern: str
    kind: str
    speed_x: float | None
    per: str
    source: str
    licence: str


SILERO_SOURCE = ("github.com/snakers4/silero-vad README, Key Features: \"One audio chunk (30+ ms) takes less than 1ms "
                 "to be processed on a single CPU thread\"")
MELO_SOURCE = "github.com/myshell-ai/MeloTTS README, Key Features: \"Fast enough for CPU real-time inference\""
PIPER_SOURCE = "github.com/rhasspy/piper README: \"optimized for the Raspberry Pi 4\""
GNN_SOURCE = ("Hu et al. 2020, Open Graph Benchmark, arXiv:2005.00687 (ogbn-papers100M: 111M nodes, 128 features; "
              "from memory, re-check)")

# a GNN run's machine (from memory, re-check: PyG / DGL neighbour-sampling guides run 8–16 sampler workers a GPU, and
# a sampled mini-batch of GraphSAGE on ogbn-papers100M fits a 24 GB card): said as the assumption it is
GNN_CORES_A_CARD = "8–16"
GNN_CARD_GB = 24
GNN_CARDS = "L4 / RTX 4090"

CPU_JOBS: tuple[CpuJob, ...] = (
    CpuJob("silero", "Silero VAD", r"(?i)silero", "vad", 30.0, "thread", SILERO_SOURCE, "MIT"),
    CpuJob("webrtcvad", "WebRTC VAD", r"(?i)web\s?rtc[\s_-]?vad|webrtcvad", "vad", None, "thread",
           "github.com/wiseman/py-webrtcvad", "MIT"),
    CpuJob("fsmnvad", "FSMN-VAD (FunASR)", r"(?i)fsmn", "vad", None, "thread",
           "github.com/modelscope/FunASR", "MIT"),
    # Chinese job words: advisor.core.cpu_jobs (ZH_WORDS)
    CpuJob("vad", "a VAD model", r"(?i)(?<![a-z])vad(?![a-z])|voice[\s-]activity", "vad", None, "thread", "", ""),
    CpuJob("melotts", "MeloTTS", r"(?i)melo[\s_-]?tts", "tts", 1.0, "process", MELO_SOURCE, "MIT"),
    CpuJob("piper", "Piper TTS", r"(?i)(?<![a-z])piper(?:[\s_-]?tts)?(?![a-z])", "tts", None, "process", PIPER_SOURCE, "MIT"),
    CpuJob("gnn", "GNN mini-batch training", r"(?i)graph[\s_-]?sage|(?<![a-z])(?:gcn|gat|gnn|pyg|dgl)(?![a-z])|"
           r"graph\s+neural", "gnn", None, "run", GNN_SOURCE, ""),
)


def cpu_job(text: str) -> CpuJob | None:
    """The CPU job the text names, a named model before the bare job word ("Silero VAD" → Silero, "VAD" alone → the
    generic row), else None."""
    return next((j for j in CPU_JOBS if re.search(j.pattern, text or "")), None)


def cpu_job_by_key(key: str) -> CpuJob | None:
    return next((j for j in CPU_JOBS if j.key == key), None)


def thread_hours(audio_hours: float, speed_x: float) -> float:
    """CPU-thread hours to run `audio_hours` through a model `speed_x` times real time a thread: Silero VAD (30×) over
    40,000 h of audio → 40,000 ÷ 30 = 1,333.3 thread-hours."""
    return audio_hours / speed_x if speed_x > 0 else 0.0


def threads_within(work_hours: float, window_hours: float) -> int:
    """Threads (or processes) working at once to finish `work_hours` in `window_hours`: 1,333.3 thread-hours in 10 days
    (240 h) → ⌈5.56⌉ = 6 threads."""
    if window_hours <= 0:
        return 0
    return max(1, math.ceil(work_hours / window_hours - 1e-9))


def processes_a_month(audio_hours_month: float, speed_x: float) -> int:
    """CPU processes running all month to speak `audio_hours_month` of audio at `speed_x` × real time each: MeloTTS
    (≥ 1×) for 1,800 h a month → ⌈1,800 ÷ 730⌉ = 3 processes (a ceiling: each is at least real time)."""
    return threads_within(thread_hours(audio_hours_month, speed_x), HOURS_PER_MONTH)


def feature_gb(nodes: float, dim: float, bytes_each: float = FLOAT32_BYTES) -> float:
    """Host RAM for a graph's node features in GB: 250M nodes × 64 features × 4 B = 64 GB."""
    return nodes * dim * bytes_each / 1e9


def edge_gb(edges: float) -> float:
    """Host RAM for a graph's edges in CSR at EDGE_BYTES an edge: 3B edges × 8 B = 24 GB."""
    return edges * EDGE_BYTES / 1e9


def run_epochs(runs: float, epochs: float) -> float:
    """Epochs of a sweep in all: 12 runs × 40 epochs = 480 epochs (each run independent: one card each, in parallel)."""
    return runs * epochs


def cards_hour(price_each: float, n: int) -> float:
    """The proposed cards' hour: 4 × $2.10 = $8.40 an hour (against one small card's hour, the price gap)."""
    return price_each * n


FACE_PEAK_WINDOW_MIN = 60  # ASSUMED when no rush window is said: everyone passes once within the busiest hour (said)


def gate_rate(people: float, gates: float, window_min: float) -> tuple[float, float, float]:
    """A face gate's peak load: (people a gate, faces a second a gate, seconds between faces at a gate), everyone
    passing within `window_min` minutes: 4,500 staff ÷ 30 gates = 150 a gate; in 20 min (1,200 s) → 0.125 a second,
    one face every 8 s — a face embedding of milliseconds on a CPU is a small fraction of that (module docstring)."""
    each = people / gates if gates > 0 else people
    rate = each / (window_min * 60) if window_min > 0 else 0.0
    return each, rate, (1 / rate if rate > 0 else 0.0)


def processes_a_day(audio_hours_day: float, speed_x: float) -> int:
    """CPU processes running all day to speak `audio_hours_day` at `speed_x` × real time each: MeloTTS (≥ 1×) for 90 h
    of audio a day → ⌈90 ÷ 24⌉ = 4 processes."""
    return threads_within(thread_hours(audio_hours_day, speed_x), 24)


# GNN daily retrain sizing (each ASSUMED, said in the answer; time an epoch on a pilot):
# - host RAM to buy = (features + CSR edges) × GNN_RAM_HEADROOM, rounded up to a server size: the sampler workers'
#   views, pinned transfer buffers, the loader's transient second copy while the graph is built, and the OS;
# - GNN_SEEDS_PER_S: training (seed) nodes a second of GraphSAGE mini-batch training (2–3 layers, fanout ≈ 15-10-5,
#   hidden 256) on one card with GPU / UVA neighbour sampling (DGL / PyG), features gathered from pinned host RAM —
#   a planning figure from memory, re-check (the feature gather over PCIe, not the card's FLOPs, bounds it);
# - every node a seed (a full retrain's upper bound: a fraud graph's labelled nodes are usually fewer) and
#   GNN_DAILY_EPOCHS epochs a day unless said.
GNN_RAM_HEADROOM = 2.0
GNN_RAM_SIZES = (64, 128, 256, 512, 1024, 2048)  # GB a server is sold with
GNN_SEEDS_PER_S = 20_000.0
GNN_DAILY_EPOCHS = 3


def host_ram_to_buy(features_gb: float, edges_gb: float) -> tuple[float, int]:
    """(GB needed, the server size to rent): (102.4 + 8.0) × 2 = 220.8 GB → 256 GB (2亿 nodes × 128 float32 features,
    10亿 edges)."""
    need = (features_gb + edges_gb) * GNN_RAM_HEADROOM
    return need, next((s for s in GNN_RAM_SIZES if s >= need), GNN_RAM_SIZES[-1])


def gnn_run_hours(seeds: float, epochs: float, seeds_per_s: float = GNN_SEEDS_PER_S) -> float:
    """Hours of one run on one card: 200M seeds × 3 epochs ÷ 20,000 a second = 30,000 s = 8.33 h."""
    return seeds * epochs / seeds_per_s / 3600 if seeds_per_s > 0 else 0.0


def daily_run_month(hour_price: float, run_hours: float) -> tuple[float, float]:
    """(a month of daily runs billed by the hour, the box held all month): ¥3.53 × 8.33 h × 30.4 days = ¥894.6; ¥3.53 ×
    730 h = ¥2,576.9 (tools.constants DAYS_PER_MONTH, HOURS_PER_MONTH)."""
    from tools.constants import DAYS_PER_MONTH

    return hour_price * min(run_hours, 24.0) * DAYS_PER_MONTH, hour_price * HOURS_PER_MONTH


def cheapest_host_row(rows: list[Any], min_ram_gb: float, min_card_gb: float, card_gb: dict[str, float],
                      currency: str, usd_cny: float, fx: dict[str, float]) -> tuple[str, str, float, float] | None:
    """The cheapest priced one-card row whose host RAM holds `min_ram_gb` and whose card has `min_card_gb`: (card,
    "provider instance (region)", hour in `currency`, RAM GiB); None when no held row has that RAM (said, never
    invented). RAM is compared in GiB as the catalog states it (256 GB needs ≥ 238.4 GiB); a card's memory is its
    GPU catalog figure (`card_gb`, GB); x86 hosts only (DGL / PyG wheels and samplers target x86_64 first: a GH200's
    Arm host is a port to check, not a default)."""
    from tools.cost import convert_amount
    from tools.offers import price_of

    best: tuple[str, str, float, float] | None = None
    need_gib = min_ram_gb * 1e9 / 2**30
    for r in rows:
        price = price_of(r, "on_demand")
        if (r.gpu_count or 1) != 1 or not price or not r.gpu or (r.ram_gib or 0) < need_gib \
                or card_gb.get(r.gpu, 0.0) < min_card_gb or r.quarantined or r.cpu_arch != "x86_64":
            continue
        p = convert_amount(price, r.currency, currency, usd_cny, fx)
        if p and (best is None or p < best[2]):
            best = (r.gpu, f"{r.provider} {r.instance_type}" + (f" ({r.region})" if r.region else ""), p, r.ram_gib)
    return best
