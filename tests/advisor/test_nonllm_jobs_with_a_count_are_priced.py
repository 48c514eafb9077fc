"""A non-LLM job said with its count and its model gets GPU-hours (or card-seconds a run), the card and the money,
and a verdict on the hardware proposed, in English, 简体 and 繁體 — never "no count said", "say the rows and
features" or "no GPU-hours or cost".

Hand figures (tests/tools/test_nonllm_money.py has the arithmetic):
- XGBoost 200M × 300, 1,000 trees, depth 8: 60 GB quantised, ≈ 0.3–1.3 GPU-hours a day on one A100/H100-class
  card, tens of dollars a month; 8 × A100 80GB held 24/7 ≈ $7.2k a month, over 100× that; spot fits a restartable
  daily retrain. 50M × 120 features is 24 GB raw and ≈ 50 core-hours a run (3.1 h on one 16-core box): CPU work.
- TimesFM 2.0-500m, 20,000 series every 15 min, 2,048 context: 1.28 PFLOP a run, tens of seconds on one L4; one card
  held all month; 4 × A800 held all month is several times that.
- Boltz-2 on 20,000 ligands against one target: 20,000 × 62 s (AF3's published figure as the estimate) = 344 GPU-hours
  → 2 × A100 in 240 h, a few hundred dollars; an 8 × H100 node for the 240 h ≈ 10× that; the target's MSA once.
- PP-OCR on 10 M scanned PDF pages in a month: 707 A10-hours → 2 cards with headroom (1,359 T4-hours: 2 T4 at 94 %
  → 3); PDFs rendered on CPU first.
"""

import pytest

from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)

XGB_EN = ("we retrain an xgboost fraud model daily: 200M rows x 300 float features, ~1000 trees, depth 8. ML lead wants "
          "to rent 8x A100 80GB 24/7 for it. is that sane? what would you do and what does it cost per month")


@pytest.mark.parametrize("text, words", [
    (XGB_EN, ("60 GB", "GPU-hours", "a month of daily runs", "8 × A100 80GB SXM held 24/7", "Spot: yes")),
    ("我们每天重训一个XGBoost风控模型，2亿行、300个数值特征，1000棵树，深度8。领导要租8张A100 80GB全天候开着，合理吗？每月多少钱",
     ("60 GB", "GPU 小时", "每月（按天数）", "8 × A100 80GB SXM 全天候租一个月", "抢占式")),
    # 50 M × 120 = 6e9 cells × 500 trees (unsaid: the benchmark's) × 6.01e-8 core-s (LightGBM docs' xgboost_hist
    # figure) = 50 core-hours ≈ 3.1 h on one 16-core box: CPU work (tools.classic_ml), 4 × H100 held is oversized
    ("我們每天重訓XGBoost模型，5000萬筆資料、120個特徵，老闆想租4張H100常駐，合理嗎？每月多少錢",
     ("50 核時", "約 3.1 小時跑完一次", "4 × H100", "遠超這個工作所需")),
])
def test_xgboost_with_rows_and_features_gets_hours_and_a_month(ask, text, words):
    out = ask(text)
    assert "Say the rows" not in out and "告诉我行数" not in out and "告訴我行數" not in out, out
    for w in words:
        assert w in out, (w, out)


def test_xgboost_spot_follow_up_is_answered(ask):
    import pathlib
    import tempfile

    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    eng = Engine(store=Store(pathlib.Path(tempfile.mkdtemp()) / "s.db"))
    eng.handle("x", XGB_EN)
    out = eng.handle("x", "could we use spot for this?").text
    # the 80 GB card the lead named stays the 80 GB card in the follow-up, and spot is answered once: the follow-up's
    # priced "Spot for this: yes" line, the plan's own unpriced "Spot: yes" line given way to it
    assert "Spot for this: yes" in out and "Spot: yes" not in out and "A100 40GB" not in out, out


@pytest.mark.parametrize("text, words", [
    ("省电力公司，2万个台区负荷每15分钟跑一次预测（未来24小时，96个点），想用TimesFM 2.0 500M，历史用最近2048个点。"
     "领导说要租4张A800，合理吗？要什么配置，每月多少",
     ("64 GFLOP", "1.28 PFLOP", "常驻", "4 × A800")),
    ("We forecast 50,000 SKUs every hour with TimesFM, 512-point context, 24 steps ahead. Boss wants 2x H100. Monthly cost?",
     ("16 GFLOP", "0.80 PFLOP", "held all month", "2 × H100")),
    ("電網3萬個台區每30分鐘用TimesFM預測一次，要幾張卡，每月多少錢", ("GFLOP", "PFLOP", "常駐")),
    # once a day: 200,000 × 32 GFLOP = 6.4 PFLOP, ≈ 132 s on an L4 — a card started per run, never held all month
    ("We run TimesFM once a day for 200,000 store-SKU series, 1024-point context, 28 steps ahead. GPU and monthly cost?",
     ("32 GFLOP", "6.40 PFLOP", "start one L4 for each run", "0.037 GPU-hours")),
])
def test_timesfm_every_n_minutes_gets_a_run_and_a_month(ask, text, words):
    out = ask(text)
    assert "不给 GPU 小时和费用" not in out and "no GPU-hours or" not in out, out
    for w in words:
        assert w in out, (w, out)


@pytest.mark.parametrize("text, words", [
    ("biotech startup. we want to run boltz-2 (structure + affinity) on ~20,000 small molecules against one protein "
     "target (~400 residues), using --use_msa_server like the readme. deadline 10 days. do we need an 8xH100 node? "
     "cost? commercial use ok?", ("20,000", "344.4 GPU-hours", "2 × A100", "held for the 240 h", "MSA once",
                                  "rate limits")),
    ("我们想用Boltz-2对同一个靶点跑5万个小分子的结构和亲和力预测，用--use_msa_server，两周内做完，要不要租8卡H100？多少钱",
     ("50,000", "GPU 小时", "整机租满 336 小时", "MSA 只需算一次")),
    ("我們想用Chai-1對一個靶點篩選3萬個化合物，一週內做完，要多少錢", ("30,000", "GPU 小時", "--msa-directory")),
])
def test_a_ligand_screen_is_counted_and_priced(ask, text, words):
    out = ask(text)
    assert "no count said" not in out and "数量未说明" not in out, out
    for w in words:
        assert w in out, (w, out)


@pytest.mark.parametrize("text, words", [
    ("市档案馆有1000万页扫描档案（A4，300dpi的PDF），要用PaddleOCR PP-OCRv4转成文字，一个月内做完。"
     "领导问要不要租8卡A800服务器，需要吗，花多少钱",
     ("余量", "张规划（每张不超过 80 %", "PDF 渲染", "300 dpi")),
    ("We have 6 million scanned PDF pages at 200 dpi to OCR with PP-OCR within 20 days. Cost?",
     ("Headroom", "Rendering the PDFs", "200 dpi")),
])
def test_an_ocr_backlog_of_pdfs_gets_headroom_and_cpu_rendering(ask, text, words):
    out = ask(text)
    for w in words:
        assert w in out, (w, out)
