"""Follow-ups on the newer kinds of job keep the job and say a figure they do not read, in the chat's language and
script: a growth factor in a classic-ML or CPU job's thread grows the job's count or is said not applied, the thread's
job answered either way (LightGBM "×1e300" and "-3x that" fell to the opening "What will you run … Which model?"); a
card count that is signed, zero, NaN or absurd after a VITS training plan is said not read and the plan kept; the
stores that send shelf photos are a load a growth doubles ("what if stores double?" was "outside what I do"); "K80s"
is the catalog's Tesla K80 ("«K80s» is not a cloud or card in my catalog" was said)."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

LIGHTGBM = "train LightGBM on 50M rows with 200 features"
LOST = ("Which model", "What will you run", "哪个模型", "outside what I do")


def _turns(tmp_path, *texts: str):
    eng = Engine(store=Store(tmp_path / "s.db"))
    return [eng.handle("t", t) for t in texts]


@pytest.mark.parametrize(("first", "follow", "said", "sized"), [
    # 50M rows × 2 = 100,000,000 rows (the 200 features are no count that grows)
    (LIGHTGBM, "what if rows double?", "'double' applied to the job's count ('50M rows')", "100,000,000 rows"),
    # 10M × 3 = 30,000,000 rows
    ("train XGBoost on 10M rows with 50 features", "what if rows triple?", "10,000,000 × 3 = 30,000,000",
     "30,000,000 rows"),
    (LIGHTGBM, "x3", "'x3' applied", "150,000,000 rows"),
    # 500 sensors × 2 = 1,000 sensors
    ("train a small LSTM on 500 sensors, one reading per second, 2 years of data", "what if sensors double?",
     "500 × 2 = 1,000", "LSTM"),
    # 9,000 h × 2 = 18,000 h of audio, still the CPU job
    ("run Silero VAD on 9,000 hours of audio", "what if the audio doubles?", "9,000 × 2 = 18,000", "Silero VAD"),
    # 5000万 × 2 = 100,000,000 行
    ("用LightGBM训练5000万行数据，200个特征", "如果数据翻倍呢？", "“翻倍”已用于这项任务的数量（“5000万行”）",
     "100,000,000 行"),
    ("用LightGBM訓練5000萬行資料，200個特徵", "資料量加倍呢？", "“加倍”已用於這項任務的數量", "100,000,000 行"),
])
def test_a_growth_in_a_job_thread_grows_its_count(tmp_path, first, follow, said, sized):
    r = _turns(tmp_path, first, follow)[-1]
    assert said in r.text and sized in r.text, r.text[:600]
    assert not any(w in r.text for w in LOST), r.text[:400]


@pytest.mark.parametrize(("follow", "said"), [
    ("×1e300", "'1e300' is not read"),
    ("-3x that", "'-3x' is not applied: a load never grows by a negative factor"),
    ("what if rows grow NaN times?", "'NaN times' is not applied: it is not a number"),
    ("0x that", "'0x' is not applied"),
    ("×-2", "'×-2' is not applied"),
])
def test_a_growth_not_read_keeps_the_job_as_it_was(tmp_path, follow, said):
    # the job as first asked: 50,000,000 rows × 200 features on CPU, the factor said, never "which model?"
    r = _turns(tmp_path, LIGHTGBM, follow)[-1]
    assert said in r.text and "LightGBM" in r.text and "50,000,000 rows" in r.text, r.text[:600]
    assert not any(w in r.text for w in LOST), r.text[:400]
    assert r.text.count(said) == 1, r.text[:600]  # said once, not by the reader and the growth both


@pytest.mark.parametrize(("first", "follow", "said"), [
    ("用LightGBM训练5000万行数据，200个特征", "数据翻-3倍呢？", "“翻-3倍”未采用：负载不会按负数倍增长"),
    ("用LightGBM训练5000万行数据，200个特征", "如果数据翻1e300倍呢？", "“1e300”未读取"),
    ("用LightGBM訓練5000萬行資料，200個特徵", "×1e300", "“1e300”未讀取"),
])
def test_a_growth_not_read_in_chinese_keeps_the_job(tmp_path, first, follow, said):
    r = _turns(tmp_path, first, follow)[-1]
    assert said in r.text and "LightGBM" in r.text and "50,000,000 行" in r.text, r.text[:600]
    assert not any(w in r.text for w in LOST), r.text[:400]


VITS = ("train VITS on 20 hours of speech", "那用兩張卡會快多少？")


@pytest.mark.parametrize(("follow", "said"), [
    ("用-2张卡呢？", "“-2张”未读取"),
    ("用0张卡呢？", "“0张卡”未读取"),  # the count with its card word, said whole (no count, no card taken)
    ("用1e300张卡呢？", "“1e300张卡”未读取"),
    ("用1e300張卡呢？", "“1e300張卡”未讀取"),
    ("what about -2 GPUs?", "'-2 GPUs' is not read"),
    ("what about NaN cards?", "'NaN cards' is not read"),
])
def test_a_card_count_not_read_after_a_training_plan_is_said_and_the_plan_kept(tmp_path, follow, said):
    # 120 GPU-hours from scratch: 2 cards (linear, an upper bound) ≈ 60 h ≈ 2.5 days, kept as the thread's plan
    r = _turns(tmp_path, *VITS, follow)[-1]
    assert said in r.text, r.text[:600]
    assert "VITS" in r.text and ("2.5 天" in r.text or "2.5 days" in r.text), r.text[:400]


def test_a_card_count_read_after_a_training_plan_resizes_it(tmp_path):
    # 120 GPU-hours on 3 cards ≈ 40 h ≈ 1.7 days
    r = _turns(tmp_path, *VITS, "what about 3 GPUs?")[-1]
    assert "on 3 cards" in r.text and "1.7 days" in r.text, r.text[:400]


STORES = "we run 500 stores, each sends one shelf photo every minute to Qwen2.5-VL-7B"


@pytest.mark.parametrize(("follow", "said"), [
    # 500 stores × 1 photo / 60 s = 8.333 photos/s; 1,000 stores → 16.67 photos/s
    ("what if stores double?", "Load × 2 as asked: requests/s 8.33333 → 16.6667"),
    # 1,500 stores → 25 photos/s
    ("what if we triple the shops?", "Load × 3 as asked: requests/s 8.33333 → 25"),
    ("如果門店加倍呢？", "按所問負載 × 2 重新估算：每秒請求 8.33333 → 16.6667"),
])
def test_the_places_that_send_photos_grow_the_load(tmp_path, follow, said):
    r = _turns(tmp_path, STORES, follow)[-1]
    assert said in r.text, r.text[:600]
    assert "Qwen2.5-VL-7B" in r.text and "outside what I do" not in r.text, r.text[:400]


def test_the_places_growing_by_a_factor_not_read_keep_the_plan(tmp_path):
    r = _turns(tmp_path, STORES, "what if the stores grow 1e300 times?")[-1]
    assert "'1e300' is not read" in r.text and "17 concurrent" in r.text, r.text[:400]


K80 = "we have 4 Tesla K80s, can they serve Qwen2.5-7B?"


@pytest.mark.parametrize(("follow", "said"), [
    ("what about -8 K80s?", "'-8 K80s' is not read: a count of GPUs is never negative"),
    ("what about 0 K80s?", "'0 K80s' is not read"),
    ("那-8张K80呢？", "“-8张K80”未读取"),
])
def test_a_plural_of_a_catalog_card_is_that_card(tmp_path, follow, said):
    # sm_37: the refusal stands on the 4 owned cards; the count said not read, the card never "not in my catalog"
    r = _turns(tmp_path, K80, follow)[-1]
    assert said in r.text and "4 × Tesla K80" in r.text, r.text[:600]
    assert "not a cloud or card in my catalog" not in r.text and "不在我的目录里" not in r.text, r.text[:400]
