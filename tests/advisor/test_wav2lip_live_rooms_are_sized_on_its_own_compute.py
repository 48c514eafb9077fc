"""Live rooms on Wav2Lip digital humans: sized on Wav2Lip's own 7.93 GFLOPs a frame (tools.lipsync_names), several
streams a card, a GeForce pick held to NVENC's 8 concurrent sessions, face detection and the per-stream encode said,
and a commercial use (直播带货, brand live-commerce) led by the research-only licence warning.

Hand figures (streams a card = dense FP16 TFLOPS × 10¹² × 0.05 ÷ 7.93 × 10⁹ ÷ 25 fps ÷ 3):
- RTX A4000 (76.7 TFLOPS): 6.45 → 6 streams; RTX 4090 (165.2): 13.9 → 13, held to 8 by the GeForce NVENC cap.
- 简体, 200 rooms 24 h: A4000 ⌈200 ÷ 6⌉ = 34 cards (vs 200 cards on MuseTalk's V100 rate before); 4090 200 ÷ 8 = 25.
  34 × 24 × 30.4 × ¥1.08 = ¥26,806 a month (the review key: ¥1–8万, 10–20+ cards).
- English, 120 rooms 10 h: ⌈120 ÷ 6⌉ = 20 A4000s; 4090s 120 ÷ 8 = 15.
- 繁體, 80 rooms 12 h: ⌈80 ÷ 6⌉ = 14 A4000s; 4090s 80 ÷ 8 = 10.
"""

from __future__ import annotations

import pytest

from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.parametrize("text, said", [
    ("我们做电商直播，想用wav2lip做数字人口播，200个直播间同时开，每路720p 25帧，要租多少张卡，一个月多少钱",
     ("**⚠️ 许可：Wav2Lip", "7.93 GFLOPs", "每张卡 6 路", "34 张卡", "每张卡 8 路（受 NVENC", "25 张卡", "NVENC 并发编码会话",
      "人脸检测")),
    ("We run live-commerce streams with Wav2Lip digital humans for our brand: 120 rooms at once, 720p 25fps, 10 hours "
     "a day. How many GPUs and what monthly cost?",
     ("7.93 GFLOPs", "6 per card", "20 cards", "8 per card (held to NVENC", "15 cards", "concurrent NVENC encode "
      "sessions", "face detection", "Sync Labs")),
    ("我們做電商直播，用 Wav2Lip 做數字人口播，80 個直播間同時開，每路 720p 25 幀，每天 12 小時，要租幾張卡、一個月多少錢？",
     ("**⚠️ 許可：Wav2Lip", "7.93 GFLOPs", "每張卡 6 路", "14 張卡", "10 張卡", "NVENC 並發編碼會話", "人臉檢測")),
])
def test_wav2lip_rooms_carry_several_streams_a_card(ask, text: str, said: tuple[str, ...]) -> None:
    out = ask(text)
    assert all(s in out for s in said), out
    assert "V100" not in out and "200 张卡" not in out  # no longer one MuseTalk stream a V100
