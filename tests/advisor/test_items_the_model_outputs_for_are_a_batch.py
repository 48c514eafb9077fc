"""A count of items said first and what the model writes for each said later ("2M photos … output tags as JSON",
12萬張產品照…輸出標籤, 50万张商品图…输出JSON格式的属性) is batch inference over those items, never a training data
set: training needs a training word, and a count plus a deadline alone never imply one (advisor.core.item_outputs_read)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _fields(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True)


def _ask(tmp_path, text: str) -> str:
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


EN = ("We have 2 million listing photos; use Qwen2-VL-7B to output category and style tags as JSON for each, "
      "finished within 15 days")
HANT = "我們有12萬張產品照，想讓Qwen2.5-VL-7B輸出顏色和材質標籤（JSON），兩週內完成"
HANS = "有50万张商品图，让Qwen2-VL-7B输出JSON格式的属性，20天内跑完"


def test_english_photos_the_model_tags_are_a_batch_of_requests() -> None:
    # Hand: no train word; each of 2,000,000 photos is one request whose answer is a few tag tokens → inference,
    # batch_requests 2,000,000, 15 days = 360 h its deadline, no training data set.
    f = _fields(EN)
    assert f["task"] == "inference" and f["batch_requests"] == 2_000_000, f
    assert f["deadline_hours"] == 360.0 and "dataset" not in f, f


def test_traditional_photos_with_json_tags_are_a_batch_of_requests() -> None:
    # Hand: 12 萬 = 120,000 photos, 輸出…標籤（JSON）is each photo's answer → a batch of 120,000; 兩週 = 336 h.
    f = _fields(HANT)
    assert f["task"] == "inference" and f["batch_requests"] == 120_000, f
    assert f["deadline_hours"] == 336.0 and "dataset" not in f, f


def test_simplified_images_with_json_attributes_are_a_batch_of_requests() -> None:
    # Hand: 50 万 = 500,000 images; 输出JSON格式的属性 is what each returns → a batch of 500,000; 20 天 = 480 h.
    f = _fields(HANS)
    assert f["task"] == "inference" and f["batch_requests"] == 500_000, f
    assert f["deadline_hours"] == 480.0 and "dataset" not in f, f


def test_a_training_word_keeps_the_photos_a_training_set() -> None:
    # Hand: "fine-tune … on 200k photos so it outputs tags" trains the model: the photos are its data set.
    f = _fields("fine-tune Qwen2-VL-7B on 200k product photos so it outputs tags as JSON, within 10 days")
    assert f["task"] != "inference" and f["dataset"]["amount"] == 200_000, f
    assert "batch_requests" not in f, f


@pytest.mark.slow
@pytest.mark.parametrize("text, kind", [(EN, "batch of 2,000,000 requests"), (HANT, "批量推論 120,000"),
                                        (HANS, "批量推理 500,000")])
def test_the_headline_is_a_batch_never_a_fine_tune(tmp_path, text: str, kind: str) -> None:
    # Hand: the headline names the batch of items (inference), never LoRA / 微调.
    out = _ask(tmp_path, text)
    head = "\n".join(line for line in out.splitlines() if line.startswith("**"))
    assert kind in head, out
    assert "LoRA" not in head and "微调" not in head and "微調" not in head and "fine-tune" not in head, out
