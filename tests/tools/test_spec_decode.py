"""tools.spec_decode: the floor an engine needs without speculation, and where speculation is priced.

By hand: 8,192 thinking tokens in 60 s → 144 tokens/s per user; at the cautious 1.5× (the low end of the published
vLLM/EAGLE-3 speed-ups; EAGLE-3 still gives 1.38× at batch 64) the engine must decode 96 alone, and a plan decoding
96 shows 144 with speculation on. A replica with 5 streams is memory-bound (priced); one with 64 is not.
"""

import pytest

from tools.spec_decode import SPEC_MAX_STREAMS, SPEC_PLAN_SPEEDUP, SPEC_PUBLISHED_TOP, applies, engine_floor, with_speculation


def test_the_engine_floor_is_the_need_over_the_cautious_speed_up():
    assert engine_floor(144.0) == pytest.approx(96.0)
    assert engine_floor(60.0) == pytest.approx(40.0)
    assert with_speculation(engine_floor(105.0)) == pytest.approx(105.0)


def test_the_priced_speed_up_stays_at_the_low_end_of_the_published_range():
    assert 1.38 <= SPEC_PLAN_SPEEDUP < SPEC_PUBLISHED_TOP  # never above what EAGLE-3 gives even at batch 64 ... top


def test_speculation_is_priced_only_at_a_few_streams_a_replica():
    assert applies(5) and applies(SPEC_MAX_STREAMS)
    assert not applies(SPEC_MAX_STREAMS + 1) and not applies(64) and not applies(0)


def test_a_nonpositive_need_is_refused():
    with pytest.raises(ValueError):
        engine_floor(0.0)
