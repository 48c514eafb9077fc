"""A media amount the figure screen refuses is refused by the media readers too, and a media batch is bounded.

The video, speech, TTS and image readers read the raw text, so "-200 videos" was sized as 200 clips, "1e30 videos" as
30 (the "e30" tail), "make it 1e30 hours" in a Whisper thread as 30 h while the note said "not read". They now read
the text with the refused figures taken out (extract_rules.screened_figures) and the answer carries the note. A batch
that needs more than tools.offers.MAX_NODES machines on every machine type is "nothing can be ranked", as an LLM
plan is, never "rent 200567656 × …".
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from advisor.core.extract_rules import screened_figures
from advisor.core.generated_media import clips_said
from tools.media import over_machine_bound


@pytest.mark.parametrize("text", ["generate -200 videos a day with Wan2.1-T2V-14B",
                                  "generate 1e30 videos a day with Wan2.1-T2V-14B",
                                  "generate 0 videos a day with Wan2.1-T2V-14B",
                                  "generate 0 5-second videos a day with Wan2.1-T2V-14B"])
def test_a_refused_clip_count_is_no_count_for_the_video_reader(text):
    assert clips_said(screened_figures(text)) is None


def test_a_plain_clip_count_is_still_read():
    assert clips_said(screened_figures("generate 200 videos a day with Wan2.1-T2V-14B")) == 200


def test_a_refused_hours_figure_leaves_no_tail_to_read():
    # "1e30" is beyond any figure (SCIENTIFIC_RANGE): taken out whole, so no "30 hours" is left
    assert "30" not in screened_figures("make it 1e30 hours")
    assert "100" not in screened_figures("TTS -100 hours of speech a day with CosyVoice2-0.5B")


def test_a_batch_over_the_machine_bound_is_over_it():
    # 10^12 images at 1 image/s a GPU on 1-GPU machines within a day: 10^12 / 3,600 ≈ 2.8e8 GPU-hours; a day leaves
    # 24 / 1.27 − 0.25 ≈ 18.6 h a machine → ≈ 1.5e7 machines, far over 64
    assert over_machine_bound(1.0, 1, 1e12, 24.0, False)
    # 1,000 images at 1/s: 0.28 h of work, 1 machine
    assert not over_machine_bound(1.0, 1, 1000, 24.0, False)


@pytest.mark.slow
def test_the_answers_say_the_refused_amount_and_never_size_it():
    from advisor.cli import cli

    video = CliRunner().invoke(cli, ["ask", "generate -200 videos a day with Wan2.1-T2V-14B"]).output
    assert "'-200 videos' is not read" in video and "200 clips a day:" not in video  # the head never sizes 200
    chat = CliRunner().invoke(cli, ["chat"], input="transcribe 500 hours of audio a day with whisper-large-v3\n"
                                                   "make it 1e30 hours\nquit\n").output
    assert "'1e30' is not read" in chat and "30 h of audio" not in chat
    assert chat.count("500 h of audio") >= 2  # the thread keeps its 500 h


@pytest.mark.slow
def test_a_media_batch_over_the_bound_is_not_ranked():
    from advisor.cli import cli

    out = CliRunner().invoke(cli, ["ask", "generate 1e12 images a day with SDXL"]).output
    assert "more than 64 machines" in out and "rent 2" not in out and " × " not in out.split("\n")[0]


def test_a_clip_batch_over_the_machine_bound_is_over_it():
    from tools.generated_media import ClipLoad
    from tools.generated_media import over_machine_bound as clips_over

    # 10^8 clips × 1,218 s (20.3 min, Wan2.1-14B 720P on an H100) ÷ 3,600 ÷ 24 h ≈ 1.4 million cards: over 64
    assert clips_over(ClipLoad(1e8, 24.0), 1218.0)
    # 200 clips: 200 × 1,218 ÷ 3,600 ÷ 24 ≈ 2.8 → 3 cards: within it
    assert not clips_over(ClipLoad(200, 24.0), 1218.0)
