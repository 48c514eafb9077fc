"""Training a recommender (DLRM, DCNv2, TorchRec, two-tower, 精排 / 排序模型) is read in English, 简体 and 繁體 and
sized by its embedding tables and a published throughput (tools.recsys_train) — never "Not sized here", never an
embedding encoder's question, never an LLM; spot and the fastest machine follow in later turns."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.recsys_read import recsys_job, wants_fastest
from advisor.core.store import Store
from tests.conftest import module_home
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

EN = ("We retrain a two-tower retrieval model nightly with TorchRec: 2.5 billion examples, 1.2B rows x 128 dims fp32 "
      "tables, must finish in 3 hours. What instance and monthly cost?")
ZH = "我们每天训练一个精排模型（DCNv2），30亿条样本，嵌入表 5亿行 × 96 维，用 Adam，4小时内完成，每月多少钱？"
TW = "每晚重訓 DLRM 排序模型，12億筆樣本，embedding 表 3億行、128維 fp16，8 小時內完成，租什麼機器？"


def _job(text: str):
    w = Workload(**{k: v for k, v in extract(text).patch.model_dump().items() if v is not None})
    return recsys_job(w, text)


def test_the_figures_are_read_in_three_scripts():
    en = _job(EN)
    assert en is not None and (en.examples, en.rows, en.dim, en.nightly) == (2.5e9, 1.2e9, 128, True)
    zh = _job(ZH)
    assert zh is not None and (zh.examples, zh.rows, zh.dim, zh.optimizer, zh.nightly) == (3e9, 5e8, 96, "adam", True)
    tw = _job(TW)
    assert tw is not None and (tw.examples, tw.rows, tw.dim, tw.value_bytes) == (1.2e9, 3e8, 128, 2)
    assert wants_fastest("最快的方案呢？") and not wants_fastest(EN)


def test_a_recommendation_asked_for_is_no_recommender():
    assert _job("给我推荐模型，我要部署一个客服聊天机器人") is None


def _chat(tmp_path, *turns: str) -> list[str]:
    e = Engine(store=Store(tmp_path / "s.db"))
    return [e.handle("t", t).text for t in turns]


@pytest.mark.slow
def test_english_two_tower_then_spot(tmp_path):
    # Hand: 1.2e9 × 128 × 4 B = 614.4 GB + row-wise Adagrad 1.2e9 × 4 B = 4.8 GB = 619.2 GB; at 70 % of a card an
    # 80 GB card holds 56 GB → 12 cards (no 8-card machine), an H200 98.7 GB → 7 → an 8-card machine. Speed:
    # 5.75 M/s ÷ 8 × 4,800 ÷ 2,039 × 8 = 13.5 M/s → 2.5e9 in ≈ 3 min + 15 min start-up ≈ 18 min, within 3 h.
    first, spot = _chat(tmp_path, EN, "finance says spot instances only. And the fastest option?")
    assert "614.4 GB" in first and "4.8 GB" in first and "8 × H200" in first and "a month, run nightly" in first, first
    assert "Not sized here" not in first and "bge-m3" not in first, first
    assert "rent (spot)" in spot and "614.4 GB" in spot and "fastest listed:" in spot, spot  # both answered


@pytest.mark.slow
def test_simplified_adam_then_fastest(tmp_path):
    # Hand: 5e8 × 96 × 4 = 192 GB + Adam 2 × 192 = 384 GB = 576 GB → H200 at 98.7 GB a card: 6 → an 8-card machine.
    first, fast = _chat(tmp_path, ZH, "最快的方案呢？1小时内")
    assert "192.0 GB" in first and "384.0 GB" in first and "每晚一次，每月约" in first, first
    assert "租最快的方案" in fast and "在你的 1 小时之内" in fast, fast


@pytest.mark.slow
def test_traditional_dlrm_fp16_tables(tmp_path):
    # Hand: 3e8 × 128 × 2 B = 76.8 GB + row-wise Adagrad 3e8 × 4 B = 1.2 GB = 78 GB → on 80 GB cards ceil(78 ÷ 56) = 2.
    (out,) = _chat(tmp_path, TW)
    assert "76.8 GB" in out and "1.2 GB" in out and "在你的 8 小時之內" in out, out
    assert "Llama" not in out and "推薦模型訓練" in out, out


USERS_EN = ("marketplace with 300M users and 40M items. new two-tower retrieval model, 128-dim embeddings for every user "
            "and item id, small MLP towers. we retrain daily on the last 90 days, ~30B interactions. ML lead wants to "
            "rent 4 nodes of 8x H100 with infiniband. do we need that? what would you do and what's the monthly bill?")
USERS_ZH = "电商双塔召回模型，2亿用户、5000万商品，每个id一个64维嵌入，每天重训，200亿条交互，领导想租2台8卡H100，有必要吗？"
USERS_TW = ("影音平台雙塔召回模型，1億用戶、2000萬影片，每個 id 128維 embedding，每天重訓 50億筆互動，"
            "老闆要租 3 台 8 卡 A100，需要嗎？")


def test_users_and_items_are_the_tables_rows_and_interactions_the_examples():
    # Hand: rows = users + items (each id one row): 340M; 250M; 120M. Interactions are the examples a run.
    en, zh, tw = _job(USERS_EN), _job(USERS_ZH), _job(USERS_TW)
    assert en is not None and (en.rows, en.dim, en.examples, en.nightly) == (3.4e8, 128, 3e10, True)
    assert zh is not None and (zh.rows, zh.dim, zh.examples) == (2.5e8, 64, 2e10)
    assert tw is not None and (tw.rows, tw.dim, tw.examples) == (1.2e8, 128, 5e9)


@pytest.mark.slow
def test_the_proposed_fleet_is_judged_in_three_scripts(tmp_path):
    # Hand (EN): 340M × 128 × 4 B = 174.1 GB → 4 H100 SXM at 56 GB, one node, ≈ 1.1 h a run: the 32 cards over-sized.
    # ZH: 250M × 64 × 4 = 64 GB (+1 GB) → 2 H100 of one node; TW: 120M × 128 × 4 = 61.4 GB → 2 A100 80GB.
    en = _chat(tmp_path, USERS_EN)[0]
    assert "say the tables' rows" not in en and "174.1 GB" in en
    assert "The proposed 32 × H100 SXM on 4 machines is over-sized" in en and "input pipeline" in en
    zh = _chat(tmp_path / "zh", USERS_ZH)[0] if (tmp_path / "zh").mkdir() is None else ""
    assert "配多了" in zh and "16 × H100" in zh
    tw = _chat(tmp_path / "tw", USERS_TW)[0] if (tmp_path / "tw").mkdir() is None else ""
    assert "配多了" in tw and "24 × A100" in tw


IDS_EN = ("marketplace app. every night we need to retrain a two-tower recommender on the last day's ~2B click events. "
          "400M user ids + 50M item ids, 128-dim embeddings, adam. we're on AWS us-east-1. what instance and what does "
          "it cost a month?")
IDS_ZH = ("我们是电商平台，每天晚上要重训一个双塔推荐模型，前一天约20亿次点击，4亿用户ID和5000万个商品ID，128维嵌入，用Adam。"
          "在AWS us-east-1，用什么实例，每月多少钱？")
IDS_TW = ("我們是電商平台，每晚要重新訓練雙塔推薦模型，前一天大約20億筆點擊，4億個用戶ID加5000萬個商品ID，128維embedding，"
          "Adam優化器。在AWS us-east-1，該租什麼機器，每月多少錢？")
IDS_CTR = "we train a DLRM CTR model daily on 3B impressions with 200M user IDs, 10M ad ids, 64 dim, sgd, on GCP"


def test_user_and_item_ids_are_table_rows_never_users_at_once():
    # Hand: rows = user ids + item ids: 400M + 50M = 450M (and 200M + 10M = 210M); "2B click events", 20亿次点击,
    # 20億筆點擊 are the examples a run; Adam touching Chinese (用Adam) is read. None of the ids is a load: no
    # concurrency, daily users or people online is read from "400M user ids".
    for text, rows, examples, opt in ((IDS_EN, 4.5e8, 2e9, "adam"), (IDS_ZH, 4.5e8, 2e9, "adam"),
                                      (IDS_TW, 4.5e8, 2e9, "adam"), (IDS_CTR, 2.1e8, 3e9, "sgd")):
        job = _job(text)
        assert job is not None and (job.rows, job.examples, job.optimizer, job.nightly) == (rows, examples, opt, True), text
        patch = extract(text).patch
        assert patch.concurrency is None and patch.daily_users is None and patch.users_online is None, text


@pytest.mark.slow
def test_ids_with_adam_are_sized_by_the_tables_in_three_scripts(tmp_path):
    # Hand: 450M × 128 × 4 B = 230.4 GB + Adam 2 × 230.4 = 460.8 GB = 691.2 GB → at 70 % an 80 GB card holds 56 GB:
    # 13 cards (no 8-card machine); an H200 98.7 GB: 8 → one 8 × H200 machine, ≈ 17 min a run (2e9 ÷ 13.5 M/s =
    # 2.5 min + 15 min start-up), × 30.4 nights a month. Row-wise Adagrad: 230.4 + 1.8 = 232.2 GB → 5 × 80 GB cards,
    # one 8 × A100 80GB machine, said as the cheaper route.
    en = _chat(tmp_path, IDS_EN)[0]
    assert "users at once" not in en and "say the tables' rows" not in en, en
    assert "230.4 GB" in en and "460.8 GB" in en and "8 × H200" in en and "a month, run nightly" in en, en
    assert "row-wise Adagrad" in en and "232.2 GB" in en and "1.8 GB" in en, en
    (tmp_path / "zh").mkdir()
    zh = _chat(tmp_path / "zh", IDS_ZH)[0]
    assert "人同时" not in zh and "230.4 GB" in zh and "460.8 GB" in zh and "更省的做法" in zh and "232.2 GB" in zh, zh
    (tmp_path / "tw").mkdir()
    tw = _chat(tmp_path / "tw", IDS_TW)[0]
    assert "230.4 GB" in tw and "460.8 GB" in tw and "更省的做法" in tw and "推薦模型訓練" in tw, tw


def test_rows_said_with_taiwans_word_for_a_row_are_the_tables_rows():
    # 列 is a row in Taiwan (行 a column), 行 a row in the mainland: "10億列 × 128維" is 1e9 rows × 128 dims either way
    # (1e9 × 128 × 4 B = 512 GB of FP32 tables), with the proposed 1 × 8-card A100 machine read beside it
    tw = _job("每晚重訓 DLRM，40億筆樣本，embedding 表 10億列 × 128 維 fp32，用 Adagrad。1 台 8 卡 A100 80GB 夠唔夠？")
    assert tw is not None and (tw.rows, tw.dim, tw.examples, tw.optimizer) == (1e9, 128, 4e9, "adagrad")
    assert (tw.proposed_gpu, tw.proposed_count) == ("A100 80GB SXM", 8)
    zh = _job("每晚重训 DLRM，40亿条样本，嵌入表 10亿行 × 128 维，用 Adagrad")
    assert zh is not None and (zh.rows, zh.dim) == (1e9, 128)


@pytest.mark.slow
def test_a_proposed_machine_the_tables_fit_only_with_a_change_is_yes_with_that_change(tmp_path):
    # 1e9 rows × 128 × 4 B = 512 GB + Adagrad 512 GB = 1,024 GB; A100 80GB at 70 % = 56 GB → ⌈18.3⌉ = 19 cards;
    # row-wise Adagrad 516 GB → 10; FP16 + row-wise 260 GB → ⌈4.6⌉ = 5 ≤ the 8 proposed: yes with that change
    (en,) = _chat(tmp_path, "we retrain a DLRM nightly on 4B examples, embedding tables 1B rows x 128 dims fp32, "
                            "adagrad. will 8 x A100 80GB do?")
    assert "Will 8 × A100 80GB SXM do? Not as said — yes with FP16 tables and row-wise Adagrad (5 cards)" in en, en
    assert "= 19 cards (3 machines of 8); 10 with row-wise Adagrad" in en, en
    (tw,) = _chat(tmp_path / "tw", "每晚重訓 DLRM 排序模型，40億筆樣本，embedding 表 10億列、128維 fp32，用 Adagrad，"
                                   "租 1 台 8 卡 A100 80GB 夠唔夠？") if (tmp_path / "tw").mkdir() is None else ("",)
    assert "8 × A100 80GB SXM 夠不夠？按所" in tw and "不夠——改用按行 Adagrad 加 FP16 嵌入表就夠（5 張）" in tw, tw
    assert "= 19 張卡（3 台 8 卡機器）" in tw, tw
