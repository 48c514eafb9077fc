"""The readers' compiled patterns all stay in ``re``'s cache, so no message recompiles them.

Profiled before the cache was raised: three answers spent 6 of 9 seconds in ``re._compiler`` because the readers
hold more distinct patterns than ``re``'s default 512 and each message evicted and recompiled them.
"""
import re

import pytest

import advisor


def test_importing_the_app_raises_the_pattern_cache():
    assert re._MAXCACHE >= advisor.REGEX_CACHE  # type: ignore[attr-defined]


@pytest.mark.slow
def test_a_varied_conversation_fits_the_pattern_cache_with_room(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    engine = Engine(store=Store(tmp_path / "s.db"))
    for thread, text in [
        ("en", "we serve llama-3-70b to 50 people, 4k context, only AWS, cheapest"),
        ("en", "32k context?"),
        ("zh", "部署Llama-3-70B推理32并发4K上下文5万块一个月"),
        ("tw", "直播彈幕高峰每秒2萬條，想用Qwen2.5-7B-Instruct生成式分類情緒，要幾張卡？每月成本"),
        ("ft", "full fine-tune qwen3-32b, not LoRA, 20k samples of 8k tokens, fastest"),
        ("img", "SDXL 10000 images a day on a budget of $2k a month"),
    ]:
        engine.handle(thread, text)
    # The readers need well over the default 512; half the raised cache must stay free for growth.
    assert 512 < len(re._cache) < advisor.REGEX_CACHE // 2  # type: ignore[attr-defined]
