""""No cloud" / 唔想上雲 / 不上云 / on-prem only said of a non-LLM job: the answer is hardware for the user's own site,
never a rental to send the data to (advisor/core/onprem_lead.py, advisor/core/forecast_reply.py, extract_rules
ON_PREMISES).

Hand reasoning (the expert's): a firm that refuses the cloud for its data buys the machine; a rental's price is at
most a reference for a card's speed and cost. A Chronos-Bolt forecaster of ≤ 0.2 B parameters runs on a many-core CPU
server or one small card on site, so no rental is named at all; a Whisper or SAM batch names the card to buy first and
says its rental rows are only a reference. Cantonese "唔想上雲" (do not want to go to the cloud) is the same refusal as
不想上云, which was read already.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from advisor.core.forecast_reply import forecast_text


@pytest.mark.parametrize("text", [
    "我哋診所想用 Whisper large-v3 轉錄 600 小時病人錄音，資料唔想上雲",  # 粵語
    "我们律所想用 SAM 2 处理 300 小时监控录像，资料不上云",  # 简体
    "Our accountancy firm forecasts 40,000 client cash-flow series nightly with Chronos-Bolt-Tiny, on-prem only",
])
def test_the_cloud_refused_is_a_machine_to_buy(text):
    assert extract(text).patch.buy_server is True


@pytest.mark.parametrize("text, lang", [
    ("我哋貿易公司想用 Chronos-Bolt-Mini 每晚預測 3 萬個貨品嘅需求，資料唔想上雲", "zh-Hant"),
    ("Our accountancy firm forecasts 40,000 client cash-flow series nightly with Chronos-Bolt-Tiny, on-prem only",
     "en"),
])
def test_a_forecast_with_no_cloud_names_no_rental(text, lang):
    body = forecast_text(text, extract(text).patch, lang)
    assert body is not None
    assert "g6.xlarge" not in body and "AWS" not in body, body
    assert "No cloud" in body or "不上云" in body, body


@pytest.mark.slow
def test_a_whisper_batch_with_no_cloud_leads_with_the_cards_to_buy(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    r = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "We need to transcribe 900 hours of board-meeting recordings with Whisper large-v3; no cloud allowed.")
    assert "No cloud: buy" in r.text, r.text
    assert " rent " not in r.text and "/h " not in r.text, r.text  # the box to buy, no rental row (onprem_lines)


# Hand reasoning: a Munich hospital transcribing dictation on-prem, an SDXL image batch 不上云, a Cantonese studio's
# Whisper subtitles 唔想上雲 — each is the box to buy (cards, host RAM, power; a launch price only for GeForce cards),
# and no rental row, provider name or hourly price is said: the rented rows only sized the card count.
@pytest.mark.slow
@pytest.mark.parametrize("text, buy, rent_words", [
    ("A hospital in Munich wants to transcribe 2,000 hours of doctor dictation with Whisper large-v3. On-prem only.",
     "No cloud: buy", (" rent ", "/h ", "runpod", "primeintellect")),
    ("我们不上云，想自己买机器用 SDXL 出图，一共 8 万张", "不上云：买", ("租用方案（", "/小时", "runpod")),
    ("我哋律師行想用 Whisper large-v3 轉寫 1,500 小時客戶錄音，資料唔想上雲", "不上雲：買", ("runpod", "/小時", "/h ")),
    # a vision batch: Real-ESRGAN x4 over an archive's scans, no cloud — the box, no rental row either
    ("Our Zurich archive wants to upscale 200,000 scanned photos with Real-ESRGAN x4; no cloud, on-prem only.",
     "No cloud: buy", (" rent ", "/h ", "runpod")),
])
def test_a_media_job_with_no_cloud_is_the_box_and_no_rental(tmp_path, text, buy, rent_words):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    r = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    assert buy in r.text, r.text
    assert "GiB" in r.text, r.text  # the host's RAM (tools.host)
    assert not any(w in r.text for w in rent_words), r.text
