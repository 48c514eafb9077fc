"""A burst said beside a chat service's users ("around 9am maybe 20 of them paste a 100k filing within a couple
minutes", 早上9点大概有20个人同时贴100k token的年报) is read and sized on the pick (its prefill queue and KV), never
dropped for one user. Hand (Qwen3-32B BF16 on 2 × H100 NVL): KV 20 × 100,000 × 262,144 B ≈ 524 GB, far over the
≈ 100 GB of room; prefill ≈ 2 × 32.8e9 × 100,000 ≈ 6.6 PFLOP of weights a filing → minutes for the twentieth."""

import pytest

from advisor.core.burst_lines import burst_said

Q_EN = ("We own one server with 2x H100 NVL (94GB each). Want Qwen3-32B for 60 equity analysts, they paste 10-K filings "
        "up to 128k tokens. Around 9am maybe 20 of them paste a 100k filing within a couple minutes. Will this box "
        "cope? If not what do we add (cloud ok for overflow)?")


@pytest.mark.parametrize("text", [
    Q_EN,
    "部署Qwen3-32B给60个股票分析师用，早上9点左右大概有20个人同时贴100k token的年报，这台机器扛得住吗",
    "部署Qwen3-32B給60位股票分析師用，早上9點左右大概有20個分析師同時貼100k token的年報，這台機器撐得住嗎",
])
def test_the_burst_is_read(text):
    assert burst_said(text) == (20, 100_000)


def test_long_prompts_with_no_together_word_are_no_burst():
    assert burst_said("60 analysts paste a 100k filing now and then") is None


@pytest.mark.slow
def test_the_answer_sizes_the_burst_on_the_pick(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("t", Q_EN).text
    assert "20 prompts of 100,000 tokens at once" in out, out
    assert "KV cache ≈ 524 GB" in out and "the rest queue" in out, out
    assert "9 users at once (of 60 people)" in out, out[:400]
