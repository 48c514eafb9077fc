"""Open sessions at their stated context against the full-length sessions a plan's KV pools hold (tools.session_kv).

Hand reasoning (an outside ML-infrastructure engineer's key): Llama-3.1-70B keeps 80 layers × 8 KV heads × 128 × 2
(K, V) × 2 B = 320 KiB of BF16 KV a token. 60 open chats that each grow to 65,536 tokens hold 60 × 65,536 × 327,680
B ≈ 1,288 GB; a plan whose pools take 7 such chats falls 53 short; with an FP8 KV cache (1 byte, not 2) ≈ 14; and
the context each of the 60 can keep resident is 7 × 65,536 ÷ 60 = 7,645 → 7,168 tokens in 1,024-token steps.
"""

from tools.session_kv import sessions_short

KV_70B = 80 * 8 * 128 * 2 * 2  # bytes a token


def test_sessions_over_what_the_pools_hold_are_short():
    got = sessions_short(60, 65536, 65536 * KV_70B, 7, 2.0)
    assert got is not None
    assert round(got.need_bytes / 1e9) == 1288
    assert got.held == 7 and got.held_fp8 == 14 and got.cap_tokens == 7168


def test_sessions_the_pools_hold_are_no_shortfall():
    assert sessions_short(20, 16384, 16384 * 128 * 1024, 27, 2.0) is None  # Llama-3.1-8B: 27 held ≥ 20 open


def test_an_fp8_kv_cache_already_is_not_offered_again():
    got = sessions_short(50, 32768, 32768 * KV_70B // 2, 20, 1.0)
    assert got is not None and got.held_fp8 is None
