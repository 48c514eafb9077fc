"""Whole answers: blurring faces and plates in hours of stored video is a batch over the files — decode, detect, blur,
RE-ENCODE — sized with the NVENC stage and the per-card NVENC / NVDEC table (tools.footage_detect), never a
per-camera plate-reader service; priced where the user's place admits."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(q: str, tmp_path) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", q).text


def test_english_dashcam_gdpr_in_the_eu(tmp_path):
    # 50,000 h × 3,600 × 30 = 5.4 B frames; D-FINE-S (assumed) 3.484 ms → 5,226.5 T4-h detect; NVENC 50,000 × 30 ÷
    # 400 = 3,750 T4-h encode; 3 weeks = 504 h → 11 T4s; A100 / H100 have no NVENC (the colleague's H100s)
    text = _ask("we're in france and have ~50k hours of 1080p30 dashcam video that must have faces + licence plates "
                "blurred before we can use it (GDPR). output has to be re-encoded h264. 3 weeks deadline, data stays "
                "in the EU. my colleague wants to rent a few H100s. what would you use and what will it cost?", tmp_path)
    assert "per camera" not in text and "11 × T4" in text and "3,750.0" in text and "5,226.5" in text, text
    assert "H100 0 / 7" in text and "L4 2 / 4" in text and "no NVENC" in text, text


def test_english_encode_bound_with_a_named_detector(tmp_path):
    # RF-DETR-N 2.32 ms over 10,000 h of 720p30: detect 696 T4-h < encode 10,000 × 30 ÷ 400 = 750 → the encode sets
    # the pace; 2 weeks (336 h) → 3 T4s
    text = _ask("Anonymise faces in 10,000 hours of 720p30 bodycam footage with RF-DETR-N within 2 weeks. Which GPUs?",
                tmp_path)
    assert "3 × T4" in text and "the encode sets the pace" in text and "750.0" in text, text


def test_simplified_two_weeks(tmp_path):
    # 50,000 h × 25 fps = 4.5 B frames × 3.484 ms = 4,355.4 T4-h; encode 50,000 × 25 ÷ 400 = 3,125; 2 weeks → 13 T4s
    text = _ask("我们有 5万小时的行车记录仪视频，要把人脸和车牌打码后再用，1080p25，"
                "要求两周内完成，数据不能出欧盟，用什么卡，多少钱？", tmp_path)
    assert "13 张 T4" in text and "3,125.0" in text and "H100 0 / 7" in text, text


def test_traditional_one_month(tmp_path):
    # 8,000 h × 30 = 864 M frames × 3.484 ms = 836.2 T4-h; encode 8,000 × 30 ÷ 400 = 600; a month → 2 T4s
    text = _ask("公司有 8000 小時的監控錄影要做去識別化（人臉、車牌模糊化），1080p30，一個月內完成，用什麼 GPU？", tmp_path)
    assert "2 張 T4" in text and "600.0" in text and "836.2" in text, text
