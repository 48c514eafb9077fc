"""Speech-in / speech-out models (Qwen3-Omni-30B-A3B, Qwen2.5-Omni-7B / -3B) are registry rows with their Thinker's
config shape, and a voice turn's prompt holds the caller's speech as audio tokens at the model's own rate (tools.omni),
never a text MoE's 161-token prompt. Hand figures (KV = 2 · layers · kv_heads · head_dim · 2 bytes, BF16):
- Qwen3-Omni Thinker: 48 L × 4 kv × 128 → 2 × 48 × 4 × 128 × 2 = 98,304 B a token (96 KiB); 30.53 B total, ≈ 3.3 B active;
- Qwen2.5-Omni-7B Thinker: 28 L × 4 kv × 128 → 57,344 B; 7.62 B; Qwen2.5-Omni-3B: 36 L × 2 kv × 128 → 36,864 B;
- audio: Qwen3-Omni 12.5 tokens/s × 60 s = 750 (+ 500 text = 1,250); Qwen2.5-Omni 25/s × 60 s = 1,500 (+ 500 = 2,000);
- first audio: a 1 s target − 0.3 s end-of-turn wait − 0.234 s Talker first packet = 0.466 s for the Thinker."""

from __future__ import annotations

import pytest

from catalog import registry
from tools.arch import active_params, total_params
from tools.memory import kv_cache_bytes_per_token
from tools.omni import OMNI_MODELS, audio_tokens, first_audio_left, omni_prompt_tokens


@pytest.mark.parametrize("name, kv, total, active", [
    ("Qwen3-Omni-30B-A3B", 98_304, 30.53e9, 3.3e9),
    ("Qwen2.5-Omni-7B", 57_344, 7.62e9, 7.62e9),
    ("Qwen2.5-Omni-3B", 36_864, 3.09e9, 3.09e9),
])
def test_an_omni_row_has_its_thinkers_shape(name, kv, total, active):
    a = registry.get(name)
    assert kv_cache_bytes_per_token(a, "bf16") == kv
    assert total_params(a) == pytest.approx(total, rel=0.01)
    assert active_params(a) == pytest.approx(active, rel=0.05)


@pytest.mark.parametrize("said, name", [
    ("Qwen3-Omni-30B-A3B-Instruct", "Qwen3-Omni-30B-A3B"),
    ("qwen2.5-omni-7b", "Qwen2.5-Omni-7B"),
    ("qwen2.5-omni-3b", "Qwen2.5-Omni-3B"),
])
def test_an_omni_name_is_read_as_its_own_row(said, name):
    assert registry.get(said).name == name  # never Qwen3-30B-A3B or a generic 30B


def test_a_voice_turns_prompt_holds_the_callers_audio_tokens():
    q3, q25 = OMNI_MODELS["Qwen3-Omni-30B-A3B"], OMNI_MODELS["Qwen2.5-Omni-7B"]
    assert audio_tokens(q3, 60) == 750 and omni_prompt_tokens(q3) == 1_250
    assert audio_tokens(q25, 60) == 1_500 and omni_prompt_tokens(q25) == 2_000


def test_the_first_audio_target_is_split():
    assert first_audio_left(1.0, 0.3, 0.234) == pytest.approx(0.466)
    assert first_audio_left(1.0, 0.3, None) is None  # no published first packet: nothing invented
