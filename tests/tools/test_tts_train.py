"""Training a VITS-family TTS model on hours of speech (tools.tts_train): the step rate, the hours, the card class and
the reading of the model's name. The hand arithmetic is in each test."""

from advisor.core.tts_train_read import finetune_said, tts_train_read
from tools.tts_train import (
    CARD_SPEEDUP,
    FINETUNE_STEPS,
    MIN_CARD_GB,
    SCRATCH_STEPS,
    model_steps_per_s,
    named_tts_train_model,
    speech_model,
    steps_per_s,
    train_hours,
)


def test_the_step_rate_is_the_published_log_times_the_card_speedup():
    # Hand: 800,000 steps in 10 days on one RTX 2080 Ti (jaywalnut310/vits #44) = 800,000 / 864,000 s ≈ 0.926 steps/s;
    # × 2 (a current ≥ 24 GB card, assumed) ≈ 1.85 steps/s
    assert CARD_SPEEDUP == 2.0
    assert abs(steps_per_s() - 1.852) < 0.01, steps_per_s()


def test_from_scratch_is_about_five_days_and_a_fine_tune_under_a_working_day():
    # Hand: 800,000 / 1.852 / 3,600 ≈ 120 h ≈ 5.0 days (the key: 2–5 days); 50,000 / 1.852 / 3,600 ≈ 7.5 h (the key:
    # 0.5–2 days for a fine-tune; tens of thousands of steps)
    assert abs(train_hours(SCRATCH_STEPS) - 120.0) < 0.5, train_hours(SCRATCH_STEPS)
    assert abs(train_hours(FINETUNE_STEPS) - 7.5) < 0.1, train_hours(FINETUNE_STEPS)
    assert MIN_CARD_GB == 24.0  # the paper's batch 64 over 4 V100s is 16 a card: one 24 GB card holds it


def test_every_trainable_speech_model_is_read_by_its_own_name():
    # GPT-SoVITS and so-vits-svc contain "VITS" but are their own models (fine-tunes from their own bases)
    assert named_tts_train_model("訓練一個VITS語音合成模型") == "VITS"
    assert named_tts_train_model("train vits2 on our data") == "VITS2"
    assert named_tts_train_model("MB-iSTFT-VITS 训练") == "MB-iSTFT-VITS"
    assert named_tts_train_model("fine-tune GPT-SoVITS on my voice") == "GPT-SoVITS"
    assert named_tts_train_model("so-vits-svc 训练") == "So-VITS-SVC"
    assert named_tts_train_model("用Bert-VITS2训练粤语") == "Bert-VITS2"
    assert named_tts_train_model("train Matcha-TTS") == "Matcha-TTS"
    assert named_tts_train_model("FastSpeech 2 訓練") == "FastSpeech2"
    assert named_tts_train_model("微調 XTTS v2") == "XTTS-v2"
    assert named_tts_train_model("fine-tune F5-TTS") == "F5-TTS"
    assert named_tts_train_model("Whisper large-v3 微调") is None  # tools.speech_train sizes Whisper


def test_a_model_larger_than_vits_steps_slower_in_proportion_to_its_parameters():
    # Hand: F5-TTS base 336 M vs VITS ≈ 36 M → 1.852 × 36 / 336 ≈ 0.198 steps/s; 30,000 steps ÷ 0.198 ÷ 3,600 ≈ 42 h.
    # XTTS-v2 ≈ 500 M → 1.852 × 36 / 500 ≈ 0.133 steps/s; 10,000 steps ≈ 20.8 h. Matcha-TTS (18.2 M) stays at VITS's
    # 1.852 (never faster: data loading bounds a small model). FastSpeech2: the paper's 160k steps ÷ 1.852 ≈ 24 h.
    f5, xtts, matcha, fs2 = (speech_model(t) for t in ("F5-TTS", "XTTS", "Matcha-TTS", "FastSpeech2"))
    assert f5 and xtts and matcha and fs2
    assert abs(model_steps_per_s(f5) - 0.198) < 0.002, model_steps_per_s(f5)
    assert abs(f5.finetune_steps / model_steps_per_s(f5) / 3600 - 42.0) < 0.3
    assert abs(xtts.finetune_steps / model_steps_per_s(xtts) / 3600 - 20.8) < 0.2
    assert model_steps_per_s(matcha) == steps_per_s()
    assert fs2.scratch_steps and abs(fs2.scratch_steps / model_steps_per_s(fs2) / 3600 - 24.0) < 0.1
    assert f5.scratch_steps is None and xtts.scratch_steps is None  # their pretraining is not a rental job


def test_hours_are_optional_and_a_served_fine_tune_is_not_training():
    # "想用VITS train個廣東話TTS" says no hours: still a training job (the steps, not the hours, set the time)
    assert tts_train_read("想用VITS train個廣東話TTS") == ("VITS", 0.0)
    assert tts_train_read("我們有30小時台語錄音，想訓練VITS語音合成") == ("VITS", 30.0)
    assert tts_train_read("用Bert-VITS2训练一个粤语语音合成模型，有20小时数据") == ("Bert-VITS2", 20.0)
    assert tts_train_read("serve our fine-tuned XTTS to 200 users") is None
    assert tts_train_read("GPT-SoVITS 合成 10 小时有声书") is None  # synthesis: no training word
    # a synthesis load beside the per-voice fine-tunes: the synthesis path prices both (tools.generated_media)
    assert tts_train_read("有聲書平台想用 GPT-SoVITS 幫 40 位主播做音色模型，每天生成 800 小時音訊，訓練跟推理要什麼卡？") is None
    assert tts_train_read("F5-TTS (pre-trained weights)") is None


def test_minutes_of_a_voice_are_read_as_hours_and_a_fine_tune_asked_leads():
    # "30分鐘錄音" = 0.5 h; "fine-tune VITS from the MMS checkpoint" asks the fine-tune: the plan leads with its 50,000
    # steps ≈ 7.5 h, not the 120 h from-scratch run
    assert tts_train_read("我哋想用GPT-SoVITS train個聲音模型，有30分鐘錄音") == ("GPT-SoVITS", 0.5)
    assert finetune_said("fine-tune VITS from the MMS checkpoint on 5 hours of Amis speech")
    assert finetune_said("用 20 小時台語微調 VITS2")
    assert not finetune_said("從頭訓練 VITS")
