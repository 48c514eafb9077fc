"""A serving row past the 90 % serving limit (tools.fit.TIGHT_POOL_SHARE, the headline's "Tight:" rule) carries a ⚠ mark
like a thin row (under 5 % spare), in English and Chinese; a thin row says only its own, stronger mark. By hand: 175.9 GB
of a 185.5 GB pool is 95 % (past 90 %, 9.6 GB = 5.2 % spare: not thin); 43.7 of 45.7 GB is 96 % with 2.0 GB = 4.4 %
spare: thin."""

from types import SimpleNamespace

from advisor.core.render import MARK_NAMES
from tools.fit import TIGHT_POOL_SHARE, Fit
from tools.summary import marks


def _row(thin: bool, past: bool) -> SimpleNamespace:
    return SimpleNamespace(gradient_checkpointing=False, memory_thin=thin, memory_past_limit=past, marketplace=False,
                           confidence="official", broker=None, billing="on_demand", far_below_public=False,
                           pcie_tp=0, no_bf16=False,
                           vendor="NVIDIA", provider="runpod", instance="2x_H100_SECURE")


def test_a_row_past_the_limit_is_marked_and_a_thin_row_keeps_its_own_mark():
    assert "memory_past_limit" in marks(_row(False, True))  # type: ignore[arg-type]
    assert marks(_row(True, True))[:1] == ["memory_thin"]  # type: ignore[arg-type]
    assert "memory_past_limit" not in marks(_row(True, True))  # type: ignore[arg-type]
    assert not {"memory_thin", "memory_past_limit"} & set(marks(_row(False, False)))  # type: ignore[arg-type]
    en, zh = MARK_NAMES["memory_past_limit"]
    assert en.startswith("⚠") and f"{TIGHT_POOL_SHARE:.0%}".replace("%", " %") in en and "90%" in zh


def test_the_mark_and_the_headline_read_the_same_fit():
    gb = 10**9
    past = Fit(rule="pool", framework="vllm", need=int(175.9 * gb), budget=int(185.5 * gb), usable=int(206.2 * gb),
               estimate=int(182.3 * gb), headroom=1.0)
    assert past.past_pool_limit and not past.thin  # 95 %: marked "over 90 %", not "under 5 % spare"
    thin = Fit(rule="pool", framework="vllm", need=int(43.7 * gb), budget=int(45.7 * gb), usable=int(50.8 * gb),
               estimate=int(45.0 * gb), headroom=1.0)
    assert thin.past_pool_limit and thin.thin  # 96 %, 4.4 % spare: the thin mark
