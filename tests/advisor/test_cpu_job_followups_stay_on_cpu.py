"""A follow-up in a thread whose job is a CPU job (VAD, a TTS published as real time on a CPU, GNN mini-batch
training) — a provider, a deadline, a count — is answered on the CPU route again with the change applied and said
under the head (advisor.core.cpu_thread), never the media path's GPU proxy sizing of another TTS model.

Hand reasoning (the expert's):
- Silero VAD, 18,000 h of call audio within 5 days, 4 A100s proposed. Silero's README: a 30 ms chunk in < 1 ms on one
  CPU thread → ≥ 30× real time a thread: 18,000 ÷ 30 = 600 thread-hours; in 120 h → 5 threads. "only GCP": the same
  600 thread-hours and 5 threads, and the small card's hour priced on GCP (an L4 there, a 16–24 GB card).
  "what about 12,000 hours?": 12,000 ÷ 30 = 400 thread-hours; 400 ÷ 120 = 3.33 → 4 threads.
- GraphSAGE, 100M nodes × 256 features, 1.5B edges, 8 runs × 50 epochs, 8 H100s proposed: features 1e8 × 256 × 4 B =
  102.4 GB of host RAM, edges 1.5e9 × 8 B = 12 GB, 8 × 50 = 400 epochs. "周五前要跑完" is a deadline on the same sweep:
  the same 102.4 GB and 400 epochs, the new deadline said.
- MeloTTS, 2,000 h of audiobooks a month (README: real time on a CPU, ≥ 1× a process): ⌈2,000 ÷ 730⌉ = 3 processes.
  "改成每月9000小時呢": ⌈9,000 ÷ 730⌉ = ⌈12.3⌉ = 13 processes, said as re-sized with the new figure.
"""

import pytest

from advisor.core.conversation import Engine
from advisor.core.cpu_thread import cpu_thread
from advisor.core.extract_rules import Extraction
from advisor.core.store import Store
from tests.conftest import module_home
from tools.derived_generation import CardRate
from tools.schema import WorkloadPatch

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

_GPU_PROXY = ("F5-TTS", "RTF", "GPU 小时", "GPU-hours", "GPU 小時")


def _E(**patch: object) -> Extraction:
    return Extraction(patch=WorkloadPatch(**patch))


def test_a_provider_follow_up_is_read_with_the_cpu_job():
    said = ["only GCP", "Silero VAD over 18,000 hours of call audio within 5 days; boss wants 4 A100s"]
    joined, change = cpu_thread(said, _E(providers=["gcp"])) or (None, [])
    assert joined is not None and "Silero" in joined and change[0].code == "nonllm_thread.where"


def test_a_count_follow_up_is_said_as_re_sized_and_a_card_number_is_no_count():
    said = ["改成每月9000小時呢", "用MeloTTS做有聲書，每月2,000小時音頻"]
    joined, change = cpu_thread(said, _E()) or (None, [])
    assert joined is not None and joined.startswith("改成每月9000小時") and change[0].code == "cpu_thread.figures"
    joined, change = cpu_thread(["what about 4090s?", "Silero VAD over 18,000 hours"], _E(gpu_preference="RTX 4090"))
    assert "4090s" not in joined.split("\n")[0] and joined.endswith("RTX 4090") and change[0].code == "nonllm_thread.card"


def test_no_cpu_job_in_the_thread_or_a_cpu_job_named_again_is_left_to_the_others():
    assert cpu_thread(["only GCP", "Run OpenMM for 40 runs of 200 ns"], _E(providers=["gcp"])) is None
    assert cpu_thread(["Piper TTS instead", "Silero VAD over 18,000 hours"], _E()) is None
    assert cpu_thread(["ok", "Silero VAD over 18,000 hours"], _E()) is None  # a bare "ok": nothing to re-answer
    why = Extraction(patch=WorkloadPatch(), intents={"why"})
    assert cpu_thread(["why 5 threads?", "Silero VAD over 18,000 hours"], why) is None  # the "why" handler's


def test_the_small_card_is_the_cheapest_16_to_24_gb_card_and_24_gb_for_a_gnn():
    from tools.cpu_small_card import small_card

    rows = [CardRate("T4", 16, None, "x t4", 0.35), CardRate("L4", 24, None, "x l4", 0.70),
            CardRate("A100 80GB", 80, None, "x a100", 1.9)]
    assert small_card(rows, "vad").card == "T4" and small_card(rows, "gnn").card == "L4"
    assert small_card(rows[2:], "tts") is None


def _chat(tmp_path, *turns: str):
    e = Engine(store=Store(tmp_path / "s.db"))
    return [e.handle("t", t) for t in turns]


@pytest.mark.slow
def test_a_vad_thread_stays_on_cpu_through_a_provider_and_a_count(tmp_path):
    first, gcp, count = _chat(tmp_path, "We must run Silero VAD over 18,000 hours of call audio within 5 days. "
                              "My boss wants 4 A100s — do we need them?", "only GCP", "what about 12,000 hours?")
    assert "600 thread-hours" in first.text and "5 threads" in first.text, first.text[:800]
    assert gcp.text.startswith("**No need for 4 × A100") and "only GCP" in gcp.text, gcp.text[:800]
    assert "600 thread-hours" in gcp.text and "5 threads" in gcp.text and "(gcp " in gcp.text, gcp.text[:1200]
    assert "400 thread-hours" in count.text and "4 threads" in count.text, count.text[:1200]
    for r in (gcp, count):
        assert not any(w in r.text for w in _GPU_PROXY), r.text[:1200]


@pytest.mark.slow
def test_a_gnn_sweep_keeps_its_sizing_under_a_deadline(tmp_path):
    _, friday = _chat(tmp_path, "用GraphSAGE训练图神经网络，1亿个节点，256维特征，15亿条边，"
                      "做8组实验每组50个epoch，打算租8张H100", "周五前要跑完")
    assert friday.text.startswith("**不需要 8 × H100") and "新的期限" in friday.text, friday.text[:800]
    assert "102.4 GB" in friday.text and "12.0 GB" in friday.text and "400 轮" in friday.text, friday.text[:1200]


@pytest.mark.slow
def test_a_cpu_tts_thread_re_sizes_a_new_count_in_traditional_chinese(tmp_path):
    first, more = _chat(tmp_path, "想用MeloTTS做有聲書，每月大概2,000小時音頻，要租什麼GPU？", "改成每月9000小時呢？")
    assert "3 個進程" in first.text, first.text[:800]
    assert more.text.startswith("**MeloTTS") and "13 個進程" in more.text and "重新估算" in more.text, more.text[:1200]
    assert not any(w in more.text for w in _GPU_PROXY), more.text[:1200]
