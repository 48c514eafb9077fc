"""Whole answers: an ESM embedding job on an MI300X is timed at a size-dependent encoder efficiency and told the
PyTorch ROCm stack (never "AMD's rocm/vllm image"); Kyutai Moshi is answered as a full-duplex dialogue model, never
sized on Kyutai's speech-recognition rows.

Hand: ESM C 600M at 37.0 % of the MI300X's 1,307 TFLOPS instead of 50 % → the 4.9 h the flat share gave becomes
4.9 × 50 ÷ 37.0 ≈ 6.6 h."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


def test_esm_on_an_mi300x_is_sized_at_its_size_and_told_pytorch_rocm(tmp_path):
    # the MI300X named: with no AMD said, a CUDA row within the stack preference leads (an A4000 at 3 % more), so the
    # card is named to keep this an MI300X answer
    out = _ask(tmp_path, "Embed 25 million protein sequences of ~350 residues with ESM C 600M on an MI300X, budget "
                         "A$3,000. What should I rent?")
    assert "done in 6.6 h" in out and "at 37% of the card's dense FP16 peak" in out, out
    assert "rocm/pytorch" in out and "rocm/vllm" not in out, out


def test_chinese_esm2_on_amd_gets_pytorch_rocm(tmp_path):
    out = _ask(tmp_path, "用ESM-2 650M给2000万条蛋白序列做embedding，每条约300个氨基酸，用MI300X可以吗")
    assert "rocm/pytorch" in out and "rocm/vllm" not in out, out


@pytest.mark.parametrize("text", ["Serve Kyutai Moshi for 50 simultaneous voice conversations, what do we rent?",
                                  "想部署Kyutai的Moshi做语音陪聊，同时50路对话，租什么卡"])
def test_moshi_is_not_the_stt_model(tmp_path, text):
    out = _ask(tmp_path, text)
    assert "stt-2.6b" not in out and "400 streams" not in out and "Whisper" not in out, out
    assert "7.69B" in out and "⌈50 ÷" in out, out


def test_tabpfn_is_said_not_held_never_timed_as_another_model(tmp_path):
    # TabPFN v2 (a ~7 M in-context tabular model) has no row here: said not held, no borrowed speed or LLM default
    out = _ask(tmp_path, "We want to run TabPFN v2 predictions on 2 million rows a day, what GPU?")
    assert "TabPFN is not in my tables" in out and "no guess" in out, out
    assert "tokens/s" not in out and "Qwen" not in out and "Llama" not in out, out
