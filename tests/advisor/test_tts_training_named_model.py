"""Training a named VITS-family TTS model on stated hours of speech is a training job with a provisional plan (one
card, days, GPU-hours, the cost in the stated place, the CPU data prep, the MMS-TTS licence), never the synthesis
path's "which TTS model?".

"公視想用自己錄的30小時台語語料訓練一個VITS語音合成模型…資料不能出台灣" was answered "沒有說用哪個 TTS 模型" and a
question about weekly hours. Hand figures (tools.tts_train): 800k steps at 1.85 steps/s ≈ 120 h ≈ 5.0 days on one
≥ 24 GB card; a fine-tune of 50k steps ≈ 7.5 h.
"""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path, text):
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


def test_taiwan_broadcaster_vits_is_one_card_days_and_twd(tmp_path):
    # Hand: Taiwan keeps GCP asia-east1; its cheapest single ≥ 24 GB Ampere+ card is g2-standard-4 (1 × L4) at
    # $0.81844/h ≈ NT$26/h; 120 h + 0.25 h start-up ≈ 120.3 h × 26.2 ≈ NT$3.1k from scratch (the key: NT$1.3–3.2k on
    # an L4), 7.75 h × 26.2 ≈ NT$200 as a fine-tune. The MMS-TTS base is CC-BY-NC-4.0.
    out = _ask(tmp_path, "公視想用自己錄的30小時台語語料訓練一個VITS語音合成模型，要租多大的機器、大概要多久？資料不能出台灣")
    assert "哪個 TTS" not in out and "每週/每月" not in out, out
    assert "一張 ≥ 24 GB" in out and "5.0 天" in out and "120 GPU" in out, out
    assert "L4" in out and "TWD" in out and "asia-east1" in out, out
    assert "CC-BY-NC-4.0" in out and "CPU" in out, out


def test_simplified_chinese_singapore_vits_stays_in_singapore(tmp_path):
    # Hand: 20 h of Cantonese in Singapore: gcp asia-southeast1, one L4 for ≈ 5.0 days; the hours said back
    out = _ask(tmp_path, "用 20 小时粤语录音训练 VITS，数据不能出新加坡，租什么机器，要多久，多少钱？")
    assert "用 20 小时语音训练 VITS" in out and "5.0 天" in out, out
    assert "asia-southeast1" in out and "L4" in out, out
    assert "没有说用哪个 TTS" not in out, out


def test_english_vits2_in_frankfurt_is_sized_on_vits_schedule(tmp_path):
    # Hand: VITS2 on VITS's 800k steps ≈ 120 GPU-hours; Frankfurt's cheapest Ampere+ single card is GCP europe-west3's
    # L4 at ≈ $0.83/h → ≈ $100 (a Turing Quadro RTX 6000 is not priced: it is the published log's own class)
    out = _ask(tmp_path, "We want to train VITS2 on 12 hours of our own Irish-language recordings in Frankfurt. "
                         "What GPU and how long?")
    assert "Training VITS2 on 12 h of speech" in out and "120 GPU-hours" in out, out
    assert "sized on VITS's schedule" in out and "L4" in out, out
    assert "RTX 6000)" not in out, out


def test_two_cards_follow_up_halves_the_days_on_a_two_card_machine_in_the_place(tmp_path):
    # Hand: "那用兩張卡會快多少？" keeps the VITS job and Taiwan: 120 h ÷ 2 (data parallel, linear = the upper bound)
    # ≈ 60 h ≈ 2.5 days, the same 120 GPU-hours; GCP asia-east1's g2-standard-24 (2 × L4) $2.31676/h ≈ NT$74/h ×
    # 60.25 h ≈ NT$4.5k — dearer than one card's NT$3.1k, so the answer gains days, not money.
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", "公視想用自己錄的30小時台語語料訓練一個VITS語音合成模型，要租多大的機器、大概要多久？資料不能出台灣")
    out = eng.handle("t", "那用兩張卡會快多少？").text
    assert "2.5 天" in out and "2 × L4" in out and "GPU 小時不變" in out, out
    assert "哪個 TTS" not in out and "未核對" not in out, out


def test_a_new_llm_job_after_the_vits_thread_is_not_answered_as_training(tmp_path):
    # Hand: the follow-up names another job (Qwen2.5-7B chat for 50 users): it is sized as an LLM service, never the
    # VITS plan again (the thread's VITS and hours must not leak into an unrelated next question)
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", "用 20 小时粤语录音训练 VITS，数据不能出新加坡，要多久？")
    out = eng.handle("t", "另外想部署 Qwen2.5-7B 给 50 个用户聊天，要什么卡？").text
    assert "训练 VITS" not in out and "Qwen2.5-7B" in out, out


@pytest.mark.parametrize("text, wanted", [
    # Cantonese phrasing, no hours said: still the training job (800k steps ÷ 1.852 steps/s ≈ 120 h ≈ 5.0 days on one
    # ≥ 24 GB card), the Jyutping front-end named, never "VITS 不在我的表裡"
    ("想用VITS train個廣東話TTS", ("訓練 VITS", "5.0 天", "120 GPU", "粵拼", "多少小時錄音")),
    # English, no hours: the same plan, the Tâi-lô front-end and the question after the plan, not instead of it
    ("train a VITS model on our Taiwanese Hokkien recordings",
     ("Training VITS", "120 GPU-hours", "Tâi-lô", "How many hours of recordings")),
    # 简体 Bert-VITS2 (VITS2 + frozen BERT features) on VITS's schedule: 5.0 days; its base licence not checked here
    ("用Bert-VITS2训练一个粤语语音合成模型，有20小时数据", ("用 20 小时语音训练 Bert-VITS2", "5.0 天", "未核对")),
    # 繁體 XTTS-v2 fine-tune: ≈ 0.5 B parameters → 1.852 × 36 / 500 ≈ 0.133 steps/s; 10,000 steps ≈ 20.8 h ≈ 21
    # GPU-hours; the base's CPML is non-commercial
    ("我們想微調 XTTS v2，有 10 小時廣東話錄音，要租什麼 GPU、多久？", ("XTTS-v2", "微調", "21 GPU", "CPML")),
    # English F5-TTS fine-tune: 336 M → 0.198 steps/s; 30,000 steps ≈ 42 h; CC BY-NC 4.0 weights; pretraining not sized
    ("fine-tune F5-TTS on 100 hours of Taiwanese speech", ("F5-TTS", "42 GPU-hours", "CC BY-NC 4.0", "not sized here")),
    # FastSpeech2: the paper's 160k steps ÷ 1.852 ≈ 24 h; it needs a forced aligner (MFA)
    ("train FastSpeech2 on 25 hours of Hokkien recordings", ("Training FastSpeech2", "24 GPU-hours", "MFA")),
    # So-VITS-SVC: a fine-tune from its base (50k steps ≈ 7.5 h), AGPL-3.0, content features instead of transcripts
    ("train So-VITS-SVC on 1 hour of singing", ("So-VITS-SVC", "7.5 h", "AGPL-3.0", "ContentVec")),
])
def test_every_named_speech_model_training_is_a_sized_job_in_each_language(tmp_path, text, wanted):
    out = _ask(tmp_path, text)
    for w in wanted:
        assert w in out, (w, out)
    assert "不在我的表" not in out and "CosyVoice2" not in out and "Which model" not in out, out


def test_faster_follow_up_keeps_the_training_job_and_prices_more_cards(tmp_path):
    # Hand: 120 h ÷ 2 cards (data parallel, linear = upper bound) + 0.25 h ≈ 60.25 h ≈ 2.5 days; ÷ 4 ≈ 30.25 h ≈ 1.3
    # days; the same 120 GPU-hours
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", "train a VITS model on 30 hours of Taiwanese Hokkien recordings")
    out = eng.handle("t", "faster?").text
    assert "Training VITS on 30 h" in out and "2 cards data parallel" in out and "2.5 days" in out, out
    assert "4 cards data parallel" in out and "1.3 days" in out, out


def test_a_fine_tune_asked_leads_with_the_fine_tune(tmp_path):
    # Hand: 50,000 steps ÷ 1.852 steps/s ≈ 7.5 h + 0.25 h start-up; the 800k-step from-scratch run (≈ 120 h) said in
    # the arithmetic only; the MMS-TTS base's CC-BY-NC-4.0 named
    out = _ask(tmp_path, "fine-tune VITS from the MMS checkpoint on 5 hours of Amis language speech")
    assert "a fine-tune from its pretrained base (≈ 50,000 steps) ≈ 7.5 h" in out, out
    assert "from scratch would be ≈ 800,000 steps ≈ 120 h" in out and "CC-BY-NC-4.0" in out, out
