"""Whole answers for batches said in words (novels written whole, push texts a night, pull requests a day, and
variants): each is sized as a batch
(GPU-hours, the cards that meet the window, the job's cost) or as a request stream with its deadline, never as one
chat user; a card asked about for a batch with a window is judged on the window (compute), not on holding the model."""

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

NOVELS = {
    "en": "we want to generate 2,000 complete novels, ~80k tokens each, with qwen3-30b-a3b-instruct-2507 (it has 256k "
          "context so we'll just ask for the whole book in one go). need them in 5 days. how many H100s do we need and "
          "what will it cost?",
    "zh-Hant": "用Qwen3-30B-A3B-Instruct-2507生成2000本小說，每本大約8萬token，5天內完成，要幾張H100？大概多少錢？",
}
PUSH = ("每天凌晨0点到6点要给5000万用户每人生成一条个性化推送文案（60字左右），用Qwen3-8B，prompt里有用户画像和商品信息大概"
        "600 token，其中一半是固定的指令。要租多少卡，一个月多少钱？")
REVIEW = ("我哋銀行IT想喺自己機房搭code review bot，用Qwen2.5-Coder-32B，每日大約3000個PR，每個PR連diff同相關檔案平均20k "
          "token，出大約800 token嘅comment，要喺CI入面5分鐘內出結果。買咩卡？幾張？大概幾錢？")


def _engine(tmp_path_factory) -> Engine:
    return Engine(store=Store(tmp_path_factory.mktemp("chat") / "s.db"))


@pytest.fixture(scope="module")
def answers(tmp_path_factory) -> dict[str, str]:
    out = {lang: _engine(tmp_path_factory).handle("t", q).text for lang, q in NOVELS.items()}
    e = _engine(tmp_path_factory)
    out["push"] = e.handle("t", PUSH).text
    out["push_h20"] = e.handle("t", "H20便宜很多，用H20行不行？").text
    out["review"] = _engine(tmp_path_factory).handle("t", REVIEW).text
    return out


def _gpu_hours(text: str) -> float:
    m = re.search(r"([\d,.]+) ?(?:GPU-hours|GPU 小时|GPU 小時)", text)
    assert m, text[:800]
    return float(m.group(1).replace(",", ""))


def test_novels_are_a_batch_of_gpu_hours_not_one_user(answers) -> None:
    # Hand: 160 M output tokens; one call a book holds ≈ 80k tokens of KV a sequence, so decode is
    # batch-starved: ≈ 450 tokens/s an H100 → ≈ 100 H100-hours; a few hundred dollars at $2–3 an H100-hour, well
    # within 5 days. The answer is a batch with GPU-hours and a job cost, never "1 user at 262k context".
    for lang in NOVELS:
        a = answers[lang]
        assert "1 user" not in a and "1 路" not in a, a[:600]
        assert 30 <= _gpu_hours(a) <= 400, a[:800]
        assert "80,161" in a  # the request's context: 161-token instruction + the 80,000-token book
    en = answers["en"]
    assert "batch of 2,000 requests" in en and "262,144 context" not in en.splitlines()[0]
    job = re.search(r"for ≈ \$([\d,.]+)", en)
    assert job and 30 <= float(job.group(1).replace(",", "")) <= 800, en[:800]
    # one call is no whole book: ⌈80,000 ÷ 16,384⌉ = 5 calls at least, with the chapter route
    assert "at least 5 calls" in en and "至少分 5 次调用" not in en
    assert "至少分 5 次" in answers["zh-Hant"]


def test_push_texts_are_a_nightly_batch_sized_by_prefill(answers) -> None:
    # Hand: 5e7 × 600 = 3e10 prompt tokens × 2 × 8.2e9 ≈ 4.9e20 FLOP of prefill; an H100 in BF16 at ≈ 50 %
    # of 989 TFLOP/s → ≈ 275 H100-hours, plus 2e9 output tokens of batched decode → ≈ 300 H100-hours a night, in a 6 h
    # window → ≈ 50–80 H100s; FP8 and the 300 shared tokens cached would halve it (100–180 H800-hours).
    a = answers["push"]
    assert "50,000,000" in a and "1 路" not in a
    assert 100 <= _gpu_hours(a) <= 700, a[:800]
    assert "6 小时" in a and "已满足" in a


def test_a_cheaper_card_is_judged_on_the_window_not_on_holding_the_model(answers) -> None:
    # Hand: H20 has 148 dense BF16 TFLOP/s against H100's 989 (≈ 1/6.7): one H20 holds Qwen3-8B, but the night's job
    # takes ≈ 6.7 × the H100-hours — dozens of 8-card H20 machines, never "1 × H20 够".
    a = answers["push_h20"]
    assert "H20 就够了" not in a and "但对这批任务不够" in a, a[:800]
    m = re.search(r"需要 (\d+) 台（(\d+) × H20）", a)
    assert m and int(m.group(1)) >= 30, a[:800]
    hours = re.search(r"整批任务用一台 8 卡的 H20 约需 ([\d,]+) 小时", a)
    assert hours and float(hours.group(1).replace(",", "")) / int(m.group(1)) <= 6, a[:800]  # the count meets 6 h


def test_pull_requests_are_a_request_stream_held_to_five_minutes(answers) -> None:
    # Hand: 3,000 PRs a day → 0.083/s at the busiest hour; each 20k tokens in (≈ 1.6 PFLOP of prefill:
    # seconds on one big card) + 800 out at ≈ 20–30 tokens/s (≈ 30–40 s) → ≈ 4 in flight, ≈ 1 minute a PR against 5.
    a = answers["review"]
    head = a.splitlines()[0]
    assert "4 路並發" in head and "20,800" in head and "300 秒內出完整回答" in head, head
    assert "1 路" not in head
    assert "✅ 已滿足：300 秒內出完整回答" in a
