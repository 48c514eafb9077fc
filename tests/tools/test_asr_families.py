"""Speech recognition with a model other than Whisper (NVIDIA parakeet, canary) is sized from its published RTFx as a
batch of audio hours (tools.asr_families → tools.media.plan), never as a chat LLM of the same parameter count; a name
the table does not hold is sized on its family's nearest held size, said in its name; the languages a user names are
checked against the model card's list."""

from __future__ import annotations

import pytest

from advisor.core.asr_languages import languages_named
from catalog.gpus import all_gpus
from tools.asr_families import asr_row, covering_model, uncovered
from tools.media import MODELS, card_rate, gpu_hours, media_model, plan
from tools.non_llm import named_model
from tools.schema import InstanceRow, Workload

GPUS = all_gpus()


def row(gpu: str, price: float, count: int = 1) -> InstanceRow:
    return InstanceRow(provider="p", instance_type=f"{gpu}-{count}x", region="us-east-1", gpu=gpu, gpu_count=count,
                       vcpu=8 * count, ram_gib=64 * count, price_on_demand=price)


@pytest.mark.parametrize("text, key, stand_in", [
    ("transcribe with nvidia/parakeet-tdt-0.6b-v2", "parakeet-tdt-0.6b-v2", None),
    ("用 canary-1b-flash 转写德语", "canary-1b-flash", None),
    ("用 parakeet-ctc-1.1b 轉寫英文錄音", "parakeet-ctc-1.1b", None),
    # not held: the nearest held size of the family (1.1 B → parakeet-ctc-1.1b), said in the name
    ("we run parakeet-rnnt-1.1b", "parakeet-rnnt-1.1b", "parakeet-ctc-1.1b"),
    ("parakeet-tdt_ctc-110m on a laptop GPU", "parakeet-tdt_ctc-110m", None),
])
def test_the_named_asr_model_is_its_own_row_or_its_family_nearest(text, key, stand_in):
    r = asr_row(text)
    assert r is not None and (r.key, r.stand_in) == (key, stand_in)
    if stand_in:
        assert f"sized on {stand_in}" in r.name


def test_a_named_asr_model_is_a_speech_model_with_its_measured_rate():
    # parakeet-ctc-1.1b: RTFx 2,728 on the leaderboard's A100; on an L4 (300 GB/s) 2,728 × 300 / 2,039 = 401.4×
    n = named_model("transcribe 12,000 hours with parakeet-ctc-1.1b")
    assert n is not None and (n.name, n.family) == ("parakeet-ctc-1.1b", "speech")
    m = media_model(n.name, "parakeet-ctc-1.1b")
    assert m is not None and m.key == "parakeet-ctc-1.1b"
    assert card_rate(m, GPUS["A100 80GB SXM"], GPUS) == (pytest.approx(2728.0), False)
    assert card_rate(m, GPUS["L4"], GPUS)[0] == pytest.approx(401.4, abs=0.1)


def test_6000_hours_of_german_on_canary_flash_is_about_41_l4_hours():
    # Expert by hand: canary-1b-flash > 1,000 RTFx on an A100 (its card; 1,000 taken). An L4 has 300 of the A100's
    # 2,039 GB/s → 147.1× real time; 6,000 h ÷ 147.1 = 40.8 L4-hours: one L4 finishes in 41.0 h (with 15 min start-up)
    # inside 3 days, ≈ $33 at $0.80/h — never a month of a chat server.
    w = Workload(modality="speech", dataset={"amount": 6000, "unit": "audio_hours"}, deadline_hours=72)
    p = plan(MODELS["canary-1b-flash"], w, GPUS, [row("L4", 0.80)], size=None, currency="USD", usd_cny=7.0, fx={})
    assert p is not None
    top = p.rows[0]
    assert gpu_hours(p, top) == pytest.approx(40.78, abs=0.05)
    assert top.machines == 1 and top.cost == pytest.approx(32.8, abs=0.2)


def test_canary_1b_is_non_commercial_and_says_the_flash_model():
    m = media_model("canary-1b", "canary-1b")
    assert m is not None and m.licence is not None
    assert m.licence.name == "CC-BY-NC-4.0" and m.licence.alternative == "canary-1b-flash"


@pytest.mark.parametrize("text, want", [
    ("about 2,000 hours are Korean and Cantonese, same model?", ["Cantonese", "Korean"]),
    ("其中 1500 小时是日语和普通话，还能用吗", ["Mandarin", "Japanese"]),
    ("有 800 小時係粵語，仲用唔用得", ["Cantonese"]),
])
def test_languages_outside_the_card_are_found_and_a_model_that_hears_them_named(text, want):
    # parakeet-tdt-0.6b-v3's card lists 25 European languages: none of Mandarin, Cantonese, Japanese, Korean;
    # SenseVoice-Small hears all four (its README)
    v3 = asr_row("parakeet-tdt-0.6b-v3")
    assert v3 is not None
    langs = languages_named(text)
    assert langs == want and uncovered(v3, langs) == want
    assert covering_model(langs) == "SenseVoice-Small"
    assert uncovered(v3, ["German", "Polish"]) == []
    assert covering_model(["Hindi"]) == "Whisper large-v3-turbo"
