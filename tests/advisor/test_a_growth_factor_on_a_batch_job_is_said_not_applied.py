"""A growth follow-up on a thread whose plan is a batch sized by its items (CLIP embeddings of 300M images, a YOLO
training on 60k images, 5万小时录音 a day) was answered with the same plan and no word ("what if we double the
images?", "0x that", "-2x that") or refused as outside what the advisor does (如果录音加倍呢？ → 这超出了我的范围). Now
the factor is said not applied, with the new count to say instead, and the plan stands."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("first", "follow", "said", "kept"), [
    ("CLIP embeddings of 300M images", "what if we double the images?", "'double' is not read",
     "300,000,000 images embedded"),
    ("CLIP embeddings of 300M images", "0x that", "'0x' is not read", "300,000,000 images embedded"),
    ("YOLO11 training on 60k images at 640px for 150 epochs", "what if we double the images?", "'double' is not read",
     "60,000 images × 150 epochs"),
    ("5万小时录音每天，ASR + 说话人分离 + 翻译 + 摘要", "如果录音加倍呢？", "“加倍”未读取", "SenseVoice"),
    ("5万小时录音每天，ASR + 说话人分离 + 翻译 + 摘要", "如果录音翻-3倍呢？", "“翻-3倍”未读取", "SenseVoice"),
])
def test_a_factor_on_a_batch_is_said_and_the_plan_stands(tmp_path, first, follow, said, kept):
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", first)
    r = eng.handle("t", follow)
    assert said in r.text, r.text[:400]
    assert kept in r.text and "这超出了我的范围" not in r.text and "outside what I do" not in r.text, r.text[:400]
