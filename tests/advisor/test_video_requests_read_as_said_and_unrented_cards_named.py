"""A video request read as said: a plural card name is never a clip's length ("on RTX 4090s, 5 s 480p" asked for
5-second clips, and the answer sized "4090-second clips, 818× the frames"), and a clip count said with its length
after the video word is the count ("生成视频，每天 100 段 5 秒 480P" was sized as one clip a day), and a card asked about
that the stated cloud does not rent says so beside its compute line."""

import pytest

from advisor.core.generated_media import clip_length_said


@pytest.mark.parametrize("text, seconds", [
    ("Only AWS. Generate 50 clips a day with Wan2.1 1.3B on RTX 4090s, 5 s 480p. Cost?", 5.0),
    ("we have 2 A100s, 10-second clips at 720p", 10.0),
    ("用 4090s 跑 Wan2.1，每条 30 秒", 30.0)])
def test_the_clip_length_is_the_seconds_said_not_a_card_number(text, seconds):
    assert clip_length_said(text) == seconds


@pytest.mark.parametrize("text, clips", [
    ("只能用阿里云，用 RTX 4090 跑 Wan2.1-T2V-1.3B 生成视频，每天 100 段 5 秒 480P，要多少钱", 100),
    ("我們只能用 Azure，想用 RTX 4090 跑 Wan2.1 生成影片，每天 200 段 5 秒 480P，要多少錢", 200)])
def test_a_count_of_clips_said_with_their_length_after_the_video_word_is_read(text, clips):
    # the video word comes first (生成视频 / 生成影片), then "每天 100 段 5 秒 480P": 100 clips a day, never 1
    from advisor.core.generated_media import clips_said

    assert clips_said(text) == clips


@pytest.mark.slow
def test_a_video_card_the_stated_cloud_does_not_rent_says_so(tmp_path):
    # Wan2.1-1.3B needs ≈ 8 GB with --t5_cpu, inside the RTX 4090's 24 GB; Alibaba Cloud rents only data-centre cards
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "k", "只能用阿里云，用 RTX 4090 跑 Wan2.1-T2V-1.3B 生成视频，每天 100 段 5 秒 480P，要多少钱").text
    # the card asked about answers first (the head line, no "- " bullet), then the plan the stated cloud rents
    line = out.strip().splitlines()[0]
    assert "❌ RTX 4090" in line and "阿里云不出租" in line and "装得下" in line, line
