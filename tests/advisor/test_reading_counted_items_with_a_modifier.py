"""A count of items keeps its items when a short modifier sits between the counter and the noun (自家品牌, 客户的产品,
門市監控, "of our own"): the data set is read, never dropped nor taken as a context length or a camera count. Read
through `advisor parse`."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from tests.conftest import module_home

pytestmark = pytest.mark.slow  # each test runs the CLI reader (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def parse(text: str) -> dict:
    from advisor.cli import cli

    r = CliRunner().invoke(cli, ["parse", text])
    assert r.exit_code == 0, r.output
    return json.loads(r.output)["workload"]


# By hand: the count before the measure word is the number of training pictures whatever short words describe them:
# 6万张 = 60,000 (万 = 10^4); 4千張 = 4,000; 1.5萬張 = 15,000; "9k of my own …" = 9,000; epochs as said. None of these is a
# context length (no token word) nor a count of cameras (监控 describes the screenshots, 4万 is no camera count).
@pytest.mark.parametrize("text,amount,epochs", [
    ("打算用6万张公司自有模特图全参微调flux，训3个epoch", 60000.0, 3.0),   # 简体: 公司自有模特 (5 chars) between
    ("想用4千張門市客人的商品相片訓練SDXL LoRA，訓4個epoch", 4000.0, 4.0),  # 繁體: 門市客人的商品 (7 chars)
    ("用1.5萬張倉庫監控截圖微調qwen2.5-vl-3b", 15000.0, None),              # 繁體: 監控 must not be read as cameras
    ("LoRA on 9k of my own watercolor paintings photos with flux, 6 epochs", 9000.0, 6.0),  # en: "of my own"
    ("fine-tune SDXL on 25k of the studio's catalogue photos", 25000.0, None),  # en: "of the …'s"
])
def test_modifier_between_counter_and_item_keeps_the_data_set(text, amount, epochs):
    w = parse(text)
    ds = w.get("dataset") or {}
    assert ds.get("amount") == amount and ds.get("unit") == "images", w
    assert ds.get("epochs") == epochs, w
    assert w.get("seq_len") != amount, w


# By hand: a verb or a card between the count and the picture is no modifier: "2张卡跑8万张图" is 2 cards and 80,000
# pictures to process, never 2 pictures.
def test_a_card_count_is_no_picture_count():
    w = parse("2张卡跑8万张图的打标")
    assert w.get("num_gpus") == 2 and w.get("batch_requests") == 80000, w
