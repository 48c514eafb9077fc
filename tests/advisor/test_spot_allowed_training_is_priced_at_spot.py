"""Whole answers: a vision training where the user allows spot ("spot is fine", 可以用竞价实例, 可以用競價實例) is priced
at spot where rows hold a spot price (tools.vision_train.vision_train_plan), the spot filter ✅ with the checkpoint /
resume note, never "priced on-demand"; without spot said, on-demand as before."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(q: str, tmp_path) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", q).text


def test_english_detector_training_with_spot_allowed(tmp_path):
    # D-FINE-L, 300k images × 72 epochs (≈ 5.9e18 FLOP): a checkpointed training resumes after a reclaim, so the
    # rows are spot rows; the on-demand wording and its "spot rows are not ranked" note are gone
    text = _ask("Train D-FINE-L on 300k labeled images at 640px, 72 epochs, done by friday. AWS only, spot is fine. "
                "What instance and cost?", tmp_path)
    assert "spot (honoured)" in text and "checkpoint every epoch" in text and "spot prices" in text, text
    assert "priced on-demand" not in text and "on-demand prices" not in text, text


def test_english_without_spot_stays_on_demand(tmp_path):
    text = _ask("Train D-FINE-L on 300k labeled images at 640px, 72 epochs, done by friday. AWS only. "
                "What instance and cost?", tmp_path)
    assert "on-demand prices" in text and "spot (honoured)" not in text, text


def test_simplified_yolo_training_with_spot(tmp_path):
    text = _ask("用 YOLO11m 训练 20 万张图片 100 个 epoch，只用 AWS，可以用竞价实例，要多少钱？", tmp_path)
    assert "竞价实例（已满足）" in text and "竞价价格" in text and "这里按按需价格计算" not in text, text


def test_traditional_rtdetr_training_with_spot(tmp_path):
    text = _ask("用 RT-DETRv2-L 訓練 5 萬張圖片 50 個 epoch，可以用競價實例，要多少錢？", tmp_path)
    assert "（已滿足）" in text and "競價價格" in text, text
