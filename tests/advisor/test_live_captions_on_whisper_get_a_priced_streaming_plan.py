"""Live captions asked on Whisper (not a streaming model): the answer keeps Whisper's plan as asked and prices the
streaming model's plan right under its headline — streams a card, the fleet, its month beside Whisper's month
(tools.live_dictation.streaming_plan / plan_line). It once named Paraformer-streaming as a bullet with no price under a
¥87k-a-month Whisper fleet.

Hand figures: Paraformer-zh-streaming carries 100 streams on one A10 (FunASR's Triton runtime README) → 80 at the 80 %
margin → 100 meeting rooms need ⌈100 ÷ 80⌉ = 2 A10s (≈ $1.29 an hour each at lambda → 2 × 1.29 × 730 ≈ $1,883 ≈
¥13.6k a month; a cheaper card scaled by bandwidth may lead). Whisper large-v3 costs ≈ 8.4 s of batch decoding a
second of live speech, so its fleet is tens of cards (≈ ¥87k a month). English: Kyutai stt-1b-en_fr, 400 streams a
H100 (its README) → 320 at 80 % → 1 H100 for 100 rooms, or a few smaller cards scaled from it."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, head, plan, per, month", [
    ("100个会议室实时中文字幕，想用 whisper large-v3，要几张A100", "Whisper large-v3",
     "实时出字的流式方案：Paraformer-zh-streaming",
     "每张 A10 约可带 80 路", r"每月约 ¥[\d,.]+——上面 Whisper large-v3 的方案每月约 ¥[\d,.]+"),
    ("100個會議室即時中文字幕，想用 whisper large-v3，要幾張A100", "Whisper large-v3",
     "實時出字的流式方案：Paraformer-zh-streaming",
     "每張 A10 約可帶 80 路", r"每月約 \S+ TWD——上面 Whisper large-v3 的方案每月約 \S+ TWD"),
    ("live captions for 100 meeting rooms with whisper", "Whisper large", "Streaming plan for live text: Kyutai stt-1b-en_fr",
     "≈ 320 live streams a H100 SXM", r"≈ \$[\d,.]+ a month — against ≈ \$[\d,.]+ a month for Whisper large above"),
])
def test_the_streaming_plan_is_priced_under_the_whisper_headline(tmp_path, text, head, plan, per, month):
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", text).text
    # the reading notes above the answer ("> 價格按新臺幣（TWD）…": no place said in 繁體) are not its lines
    lines = [x for x in out.strip().splitlines() if x.strip() and not x.startswith("> ")]
    assert head in lines[0], out[:600]
    assert plan in lines[1] and per in lines[1], lines[1]
    assert re.search(month, lines[1]), lines[1]


def test_the_streaming_plan_costs_a_fraction_of_whisper(tmp_path):
    # 2 A10-class cards against tens of A100s: the streaming month is well under a tenth of Whisper's
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", "100个会议室实时中文字幕，想用 whisper large-v3，要几张A100").text
    line = next(x for x in out.splitlines() if "流式方案" in x)
    stream, whisper = (float(x.replace(",", "")) for x in re.findall(r"每月约 ¥([\d,.]+)", line)[:2])
    assert stream * 10 < whisper, line
