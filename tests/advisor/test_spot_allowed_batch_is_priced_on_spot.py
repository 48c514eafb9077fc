"""Spot allowed for a batch ("spot is fine", 可以用竞价实例, 可以用搶佔式) prices the same job on the catalog's spot rows
under the headline, says the spot filter ✅ with how the shards survive a reclaim (write each shard's output, skip the
written ones on restart, several zones), cautions an 8-GPU flagship spot pick, and never ranks a spot price too far
under on-demand to trust (tools.offers.suspect_spot) (advisor/core/vision_batch.py, tools/batch_filters.py,
tools/media.py)."""

from __future__ import annotations

import pytest

from tools.batch_filters import scarce_spot_row, spot_priced
from tools.schema import Msg


def _spot_filter() -> Msg:
    return Msg(code="batch.constraint", args={"icon": "⚠️", "label": Msg(code="constraints.spot"),
                                              "status": Msg(code="batch.status.adjusted"),
                                              "message": Msg(code="batch.spot_priced_on_demand")})


def test_the_spot_filter_is_honoured_once_a_spot_plan_is_priced():
    other = Msg(code="batch.constraint", args={"icon": "✅", "label": "us-east-1",
                                               "status": Msg(code="batch.status.honoured"), "message": "x"})
    got = spot_priced([other, _spot_filter()], scarce=True)
    assert got[0] == other
    en, zh = got[1].text("en"), got[1].text("zh")
    assert en.startswith("✅") and "priced on spot rows" in en and "skip the shards already written" in en
    assert "8-GPU flagship" in en and "Spot was asked for" not in en
    assert zh.startswith("✅") and "跳过已写出的分片" in zh and "8 卡旗舰" in zh


def test_an_eight_gpu_flagship_spot_row_is_scarce_and_a_one_card_row_is_not():
    from tools.media import MediaRow

    def row(gpu: str, gpus: int) -> MediaRow:
        return MediaRow("aws", "x", gpu, gpus, 1, 10.0, 1.0, 10.0)  # type: ignore[call-arg]

    assert scarce_spot_row(row("H100 SXM", 8)) and not scarce_spot_row(row("L40S", 1))
    assert not scarce_spot_row(row("L40S", 8))


@pytest.mark.slow
@pytest.mark.parametrize("text, said", [
    # 50 M images × CLIP ViT-L/14 in 12 h on AWS us-east-1: on demand 2 × g6e.xlarge ($1.861/h each); the catalog's
    # spot rows there (p5.48xlarge $10.24/h, g6e.xlarge $0.92/h) carry the same job for less
    ("Embed 50M product photos with CLIP ViT-L/14 within 12 hours on AWS us-east-1, spot OK. Cost?",
     ("on spot / interruptible prices", "for the job (", "✅ spot (honoured)", "skip the shards already written")),
    ("5000万张商品图在S3 us-east-1，用CLIP ViT-L/14做向量，12小时内跑完，可以用竞价实例，要多少钱？",
     ("按竞价 / 可中断实例计价", "整个任务约", "✅ 竞价实例（已满足）", "跳过已写出的分片")),
    ("5,000萬張圖片用 CLIP ViT-L/14 算向量，12 小時內完成，可以用搶佔式執行個體，放在 AWS us-east-1，要多少錢？",
     ("按競價 / 可中斷執行個體計價", "整個任務約")),
])
def test_a_batch_with_spot_allowed_is_priced_on_spot(engine, text, said):
    r = engine.handle("t", text)
    for s in said:
        assert s in r.text, (s, r.text[:1500])
    assert "spot rows are not ranked here" not in r.text and "这里不排名竞价行" not in r.text


@pytest.mark.slow
def test_a_spot_follow_up_prices_the_same_job_on_spot(engine):
    engine.handle("t", "We have 400M product images in S3 (us-east-1, avg ~300KB jpeg). Want siglip2-so400m-patch14-384 "
                       "embeddings for dedup + search. What instances and what will it cost?")
    r = engine.handle("t", "need it in 24 hours now, spot is fine")
    assert "on spot / interruptible prices" in r.text and "✅ spot (honoured)" in r.text, r.text[:1500]


@pytest.mark.slow
def test_a_spot_price_too_far_under_on_demand_is_not_the_spot_plan(engine):
    # aws p4d.24xlarge us-east-1: spot $2.4655 against $21.957642 on demand = 11 % (< 15 %, tools.offers.suspect_spot):
    # a per-GPU quote or a stale row, not a price to plan a job on
    r = engine.handle("t", "Transcribe 5,000 hours of audio with Whisper large-v3 within 2 days, spot is fine")
    spot_line = next(x for x in r.text.splitlines() if "on spot / interruptible prices" in x)
    assert "p4d.24xlarge" not in spot_line, spot_line
