"""Wav2Lip live rooms are sized on Wav2Lip's own compute, not on MuseTalk's 30 fps a V100 (which gave one stream a card
and 200 cards for 200 rooms), and a GeForce pick is held to NVIDIA's NVENC concurrent-session cap.

Hand figures (tools.lipsync_names docstring):
- Generator 7.93 GFLOPs a frame (models/wav2lip.py counted with torch.utils.flop_counter at 96×96; 36.30 M params).
- RTX 4090, 165.2 dense FP16 TFLOPS at an assumed 5 %: 165.2e12 × 0.05 ÷ 7.93e9 = 1,041.6 frames a second ÷ 25 fps =
  41.7 streams' worth, ÷ 3 end to end = 13.9 → 13 streams; GeForce NVENC cap 8 sessions → 8 streams a card.
- L4, 121 TFLOPS: 121e12 × 0.05 ÷ 7.93e9 ÷ 25 ÷ 3 = 10.17 → 10 streams (datacenter: no session cap).
- 200 rooms × 25 fps = 5,000 frames a second: on 4090s 200 ÷ 8 = 25 cards; on L4s 200 ÷ 10 = 20 cards.
- A V100 (125 TFLOPS) is 10.5 streams here, against MuseTalk's measured 1.2: Wav2Lip's 96×96 generator is ≈ 9× lighter
  per stream than MuseTalk's 256×256 latent UNet.
"""

import pytest

from catalog.gpus import all_gpus
from tools.gen_families import (
    NVENC_GEFORCE_SESSIONS,
    CardPick,
    card_rate,
    flops_rate,
    nvenc_cap,
    per_stream_rate,
    stream_plan,
)
from tools.lipsync_names import WAV2LIP_GFLOPS_FRAME, WAV2LIP_UTILISATION, lipsync_named


def _w2l():
    m = lipsync_named("wav2lip 直播")
    assert m is not None and m.name == "Wav2Lip"
    return m


def test_flops_rate_by_hand() -> None:
    # 165.2e12 × 0.05 ÷ 7.93e9 ÷ 25 = 41.66 streams' worth (network alone)
    assert flops_rate(165.2, WAV2LIP_GFLOPS_FRAME, WAV2LIP_UTILISATION) == pytest.approx(41.66, abs=0.02)


@pytest.mark.parametrize(("gpu", "streams"), [("RTX 4090", 13.89), ("L4", 10.17), ("V100 SXM2 16GB", 10.51)])
def test_wav2lip_rate_is_each_cards_own(gpu: str, streams: float) -> None:
    gpus = all_gpus()
    got = card_rate(_w2l(), gpus[gpu], gpus)
    assert got is not None and got[0] == pytest.approx(streams, abs=0.02) and got[1]


def test_wav2lip_is_not_on_musetalks_rate_and_keeps_its_licence() -> None:
    m = _w2l()
    assert not m.proxy and m.gflops_frame == WAV2LIP_GFLOPS_FRAME
    assert "Sync Labs" in m.licence
    # the others stay on MuseTalk's rate, said as a proxy
    assert lipsync_named("SadTalker clips").proxy == "MuseTalk"  # type: ignore[union-attr]


def test_geforce_is_capped_by_nvenc_sessions() -> None:
    gpus = all_gpus()
    assert nvenc_cap(gpus["RTX 4090"]) == NVENC_GEFORCE_SESSIONS == 8
    assert nvenc_cap(gpus["L4"]) == 0 and nvenc_cap(gpus["L20"]) == 0
    assert per_stream_rate(13.9, 8) == 8 and per_stream_rate(10.2, 0) == 10.2


def test_200_rooms_by_hand() -> None:
    # 4090: ⌊13.9⌋ = 13 held to 8 → 25 cards; 25 × 24 h × 30.4 × ¥5 = ¥91,200
    geforce = stream_plan(200, 24, CardPick("RTX 4090", 13.9, True, "r", 5.0, 8))
    assert geforce is not None and geforce.per_card == 8 and geforce.capped and geforce.cards == 25
    assert geforce.month == pytest.approx(25 * 24 * 30.4 * 5.0, rel=0.01)
    # L4: 10 a card, no cap → 20 cards
    dc = stream_plan(200, 24, CardPick("L4", 10.17, True, "r", 5.0, 0))
    assert dc is not None and dc.per_card == 10 and not dc.capped and dc.cards == 20
