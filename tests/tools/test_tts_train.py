"""Training a VITS-family TTS model on hours of speech (tools.tts_train): the step rate, the hours, the card class and
the reading of the model's name. The hand arithmetic is in each test."""

from tools.tts_train import (
    CARD_SPEEDUP,
    FINETUNE_STEPS,
    MIN_CARD_GB,
    SCRATCH_STEPS,
    named_tts_train_model,
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


def test_the_vits_family_is_read_and_gpt_sovits_is_not():
    assert named_tts_train_model("訓練一個VITS語音合成模型") == "VITS"
    assert named_tts_train_model("train vits2 on our data") == "VITS2"
    assert named_tts_train_model("MB-iSTFT-VITS 训练") == "MB-iSTFT-VITS"
    assert named_tts_train_model("fine-tune GPT-SoVITS on my voice") is None
    assert named_tts_train_model("so-vits-svc 训练") is None
