"""A named non-LLM tool of four jobs — route optimisation (cuOpt), video inpainting (ProPainter), protein design
(RFdiffusion → ProteinMPNN → AF2) and time-series forecasting (TimesFM, Moirai, Lag-Llama, TimeGPT) — said in the
user's words (EN / 简体 / 繁體), or the job with a tool the tables do not hold, is that job: never "which LLM?", a LoRA
template or a 0.5B chat model.

Hand reasoning (tests/tools/test_solver_jobs.py has the arithmetic):
- A parcel firm, 12,000 stops a night with cuOpt: the two float32 matrices are 2 × 12,000² × 4 B = 1.15 GB, one card
  holds them; one solver instance uses one GPU (NVIDIA's FAQ), so one card started an hour a day, never a cluster:
  at $0.80/h × 1 h × 30.4 days = $24.33 a month.
- 60,000 binders, 6 sequences a backbone, a ColabFold check each: 11 + 6 × 1.2 + 6 × 66 = 414.2 s a design →
  60,000 × 414.2 ÷ 3,600 = 6,903.3 GPU-h; within 12 days (288 h) → 6,903.3 ÷ 288 = 23.97 → 24 cards.
- ProPainter for a paying client: NTU S-Lab License 1.0 is non-commercial → the licence leads the answer.
- Moirai in a retailer's product: CC BY-NC 4.0 → the licence leads; TimesFM / Chronos-Bolt (Apache-2.0) the route.
"""

import pytest

from advisor.core.nonllm_jobs import counted, job_lines, job_of
from tests.conftest import module_ask, module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, key", [
    ("Our parcel firm wants cuOpt to plan 12,000 stops for 300 trucks every night", "cuopt"),
    ("我们想用cuOpt给600辆车排线，每天2万个配送点", "cuopt"),
    ("我們用ProPainter幫客戶影片去水印，每月500條4K片", "propainter"),
    ("remove passers-by from 800 wedding videos with ProPainter", "propainter"),
    ("用TimesFM給3萬個電表做負荷預測", "timesfm"), ("Moirai for 40,000 SKU demand forecasts", "moirai"),
    ("Lag-Llama for 5,000 sensor series", "lagllama"), ("TimeGPT on 2,000 store series", "timegpt"),
    # the job said with no tool named: the job's held row, never an LLM
    ("每天要給400輛貨車規劃路線，9千個送貨點", "cuopt"), ("optimise delivery routes for 150 vans", "cuopt"),
    # a tool the tables do not hold beside the job's words: that job, its licence to be read
    ("We use PyVRP-GPU for vehicle routing of 5,000 stops", "unheld"),
    ("用E2FGVI做视频修复，300条片", "unheld"),
])
def test_the_job_is_read_in_every_language(text, key):
    got = job_of(text)
    assert got is not None and got.key == key, text


@pytest.mark.parametrize("text, seqs", [
    ("60,000 binders: RFdiffusion backbones, 6 sequences per backbone from ProteinMPNN, then ColabFold", 6),
    ("做6万个binder：RFdiffusion出骨架，每个骨架用ProteinMPNN出6条序列，再用AlphaFold2筛", 6),
    ("設計6萬個binder，RFdiffusion生成骨架，每個骨架ProteinMPNN出3條序列，AF2篩選", 3),
])
def test_a_design_pipeline_is_every_stage_summed(text, seqs):
    # 11 + k × 1.2 + k × 66 s a design (never the AF2 stage alone, 330 s a protein)
    got = job_of(text)
    assert got is not None and got.key == "design-pipeline"
    assert got.seconds_each == pytest.approx(11 + seqs * 1.2 + seqs * 66)


@pytest.mark.parametrize("text, unit, n", [
    ("12,000 stops a night", "solve", 12_000), ("每天2万个配送点", "solve", 20_000), ("9千個送貨點", "solve", 9_000),
    ("60,000 binders", "design", 60_000), ("6万个binder", "design", 60_000),
    ("做3萬個蛋白質binder", "design", 30_000), ("3萬個電表", "series", 30_000),
    ("40,000 SKU", "series", 40_000),
])
def test_the_work_is_counted_in_the_jobs_unit(text, unit, n):
    c = counted(text, unit)
    assert (c.backlog or c.daily) == n


def _pick(card, min_gb, own_only):
    return (card, "some-row", 0.80, False, 24.0)


def test_the_route_plan_is_one_card_an_hour_a_day():
    lines = job_lines("Our parcel firm wants cuOpt to plan 12,000 stops for 300 trucks every night", True, None, _pick,
                      "USD")
    plan = next(m for m in lines if m.code == "sj.route")
    assert plan.args["gb"] == pytest.approx(1.152) and plan.args["month"] == "$24.33"
    assert "not a cluster" in plan.en and "不是集群" in plan.zh and "OR-Tools" in plan.en


def test_the_design_plan_sizes_every_stage_for_the_window():
    text = "60,000 binders: RFdiffusion backbones, 6 sequences per backbone from ProteinMPNN, then ColabFold"
    lines = job_lines(text, True, 288.0, _pick, "USD")
    timed = next(m for m in lines if m.code == "nlj.timed")
    assert timed.args["gpuh"] == pytest.approx(60_000 * 414.2 / 3600) and timed.args["cards"] == 24


@pytest.mark.parametrize("text, name", [("我們用ProPainter幫客戶影片去水印，每月500條片，係商業項目", "ProPainter"),
                                        ("Our retail company sells a planning tool using Moirai for 40,000 SKU demand "
                                         "forecasts", "Moirai (Salesforce)")])
def test_a_non_commercial_licence_leads(text, name):
    lines = job_lines(text, True, None, _pick, "USD")
    assert lines[0].code == "nlj.licence" and lines[0].args["bars"] and lines[0].args["name"] == name


ask = pytest.fixture(scope="module", name="ask")(module_ask)
_NO_LLM = ("LoRA", "which model", "用哪个模型", "用哪個模型", "参数量", "參數量", "tok/s", "Llama-3.1", "KV cache：", "并发")


@pytest.mark.slow
def test_a_named_route_solver_gets_one_card_in_english(ask):
    out = ask("Our parcel firm runs 300 trucks and about 12,000 stops a night; we want NVIDIA cuOpt to finish the "
              "routes by 3am. Do we need an H100 cluster? Monthly cost?")
    assert not any(w in out for w in _NO_LLM), out
    assert "not a cluster" in out and "12,000 stops" in out and "OR-Tools" in out


@pytest.mark.slow
def test_a_design_pipeline_simplified(ask):
    out = ask("药企要做6万个binder：RFdiffusion出骨架，每个骨架用ProteinMPNN出6条序列，"
              "再用ColabFold筛选，12天内，要多少卡多少钱？")
    assert not any(w in out for w in _NO_LLM), out
    assert "60,000 个设计" in out and "24 张" in out


@pytest.mark.slow
def test_a_time_series_forecaster_traditional(ask):
    out = ask("電力公司要用TimesFM幫3萬個電表做負荷預測，每小時一次，要買幾張A100？")
    assert not any(w in out for w in _NO_LLM), out
    assert "TimesFM" in out and "Apache-2.0" in out and "30,000 條序列" in out


@pytest.mark.parametrize("text, every", [("every 30 minutes", 30), ("每6小時一次", 360), ("每個鐘預測", 60),
                                         ("hourly", 60), ("每日一次", 1440), ("every 6 hours", 360)])
def test_how_often_a_series_is_forecast(text, every):
    from advisor.core.solver_jobs_read import every_said
    from tools.solver_jobs import every_minutes

    said = every_said(text)
    assert said is not None and every_minutes(*said) == every


def test_a_forecasters_load_is_series_times_calls_never_tokens():
    # 40,000 feeders every 30 min: 48 calls a day × 40,000 = 1,920,000 forecasts a day (no tokens, no users)
    lines = job_lines("電網公司要用Moirai幫4萬個饋線做負荷預測，每30分鐘一次", True, None, _pick, "USD")
    calls = next(m for m in lines if m.code == "sj.calls")
    assert calls.args["total"] == 1_920_000 and "1,920,000 forecasts a day" in calls.en and "每天 1,920,000 次预测" in calls.zh


def test_a_video_resolution_said_as_4k_is_no_count_of_clips() -> None:
    # "4K 视频" / "a 4K video" is a resolution: 每天 30 条 is the count, never 4,000 clips; "4k videos a day" in English
    # is still four thousand
    from advisor.core.nonllm_jobs import counted

    assert counted("ProPainter 去字幕，每天30条 4K 视频，每条15秒", "clip").daily == 30
    assert counted("ProPainter 去字幕，每天30条 4K 视频，每条15秒", "clip").backlog is None
    assert counted("remove watermarks from 4k videos a day with ProPainter", "clip").daily == 4000


@pytest.mark.parametrize("text", [
    "retail chain, we run facebook prophet on 30,000 SKUs every sunday night, which cloud GPU should we rent?",
    "我们每天晚上用Prophet给8万个SKU做销量预测，要租什么GPU？",
    "我們每個禮拜用Prophet幫12萬個SKU做銷量預測，筆電跑太慢，要租哪種GPU？",
])
def test_prophet_is_the_classical_cpu_forecaster(text):
    got = job_of(text)
    assert got is not None and got.key == "prophet" and got.gpu == "no", text


@pytest.mark.parametrize("text", ["the prophet of doom wrote a chatbot, size Llama-3.1-8B for it",
                                  "我们要部署Qwen2.5-7B做客服"])
def test_the_word_prophet_alone_is_not_the_forecaster(text):
    got = job_of(text)
    assert got is None or got.key != "prophet", text


@pytest.mark.slow
def test_prophet_gets_cpu_core_hours_and_a_cpu_box_never_an_llm_batch(ask):
    # Hand: Prophet 500 series in 12.53 min in one process → 1.5 core-s a series; 30,000 × 1.5 = 45,000 core-s =
    # 12.5 core-hours; one 16-core c6i.8xlarge ($1.36/h) → 12.5 ÷ 16 = 0.8 h ≈ $1.06 a run. No GPU for Prophet itself;
    # a GPU only with another model (LightGBM global, TimesFM / Chronos-Bolt zero-shot).
    out = ask("retail chain, we run facebook prophet on 30,000 SKUs every sunday night, takes forever on a laptop. which "
              "cloud GPU should we rent to speed it up and what does it cost?")
    assert "no GPU path" in out and "1.5 CPU core-seconds a series" in out and "30,000 series = 13 core-hours" in out
    assert "c6i.8xlarge" in out and "$1.07" in out and "TimesFM" in out and "LightGBM" in out
    assert "Llama" not in out and "B200" not in out and "KV cache" not in out
    # Hand (繁體): 120,000 × 1.5 = 180,000 core-s = 50 core-hours ÷ 16 cores = 3.1 h on one box
    out = ask("我們每個禮拜用Prophet幫12萬個SKU做銷量預測，筆電跑太慢，要租哪種GPU？大概多少錢？")
    assert "沒有 GPU 版本" in out and "120,000 條序列 = 50 核時" in out and "跑約 3 小時" in out
    assert "Llama" not in out
