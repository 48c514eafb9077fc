"""LTX-Video named (the 13B or 2B 0.9.6+ checkpoints) carries its LTXV Open Weights License line: free, commercial
use included, under US$10 M annual revenue; a paid licence from Lightricks at or above it — said whenever the use is
a business's, in English and 简体, never dropped because the name is no chat LLM in the registry."""

import pytest

import advisor.core.messages  # noqa: F401  (installs the wording)
from tools.named_licences import named_licence_check, named_licences


@pytest.mark.parametrize("text", ["self-host LTX-Video 13B for 2,000 clips a day", "ltxv-13b-0.9.8-distilled",
                                  "用 LTX-Video 做短视频", "我們想用ltx video生成廣告片"])
def test_ltx_video_named_has_its_revenue_licence(text):
    lics = [x for x in named_licences(text) if x.model == "LTX-Video"]
    assert lics and lics[0].kind == "revenue" and lics[0].revenue_cap == 10e6


def test_ltx_video_licence_line_says_the_threshold_under_business_use():
    lic = next(x for x in named_licences("LTX-Video 13B") if x.model == "LTX-Video")
    check = named_licence_check(lic, True)
    assert check is not None and check.level == "warning"
    assert "under US$10 M annual revenue" in check.message.text("en")
    assert "LTX-Video-Open-Weights-License-0.X.txt" in check.message.text("en")
    assert "10 百万美元" in check.message.text("zh")


def test_ltx_is_not_matched_inside_other_words():
    assert not [x for x in named_licences("the ltxvalue field and an LTX-2 rig") if x.model == "LTX-Video"]
