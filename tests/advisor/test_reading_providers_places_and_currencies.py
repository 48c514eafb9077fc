"""Data-driven readers (providers, places, currencies from catalog/data), negation, intents, and the
conversation answering first. Tuning cases of my own, phrased differently from tests/extraction_labelled_2026_12_01.py."""

import pytest

from advisor.core.extract_rules import READERS, extract
from tests.conftest import module_home

# answers only (CLI `ask` stores each under a new session id): one home, one catalog load for the module
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_extract_is_a_short_loop_over_the_reader_table():
    import ast
    import inspect

    import advisor.core.extract_rules as er

    fn = next(n for n in ast.walk(ast.parse(inspect.getsource(er))) if isinstance(n, ast.FunctionDef) and n.name == "extract")
    assert fn.end_lineno - fn.lineno + 1 <= 30  # the bound
    assert len(READERS) >= 20 and READERS[0].__name__ == "read_intents"


@pytest.mark.parametrize("text, providers", [
    ("只想用GCP", ["gcp"]), ("改成Nebius", ["nebius"]), ("用腾讯云，不要华为云", ["tencent"]),
    ("use azure, not gcp", ["azure"]), ("換成Lambda跑", ["lambda"]),
])
def test_providers_glued_to_chinese_and_negated(text, providers):
    # the aliases come from catalog/data/providers.csv; a negated one is not a constraint
    assert extract(text).patch.providers == providers


def test_a_provider_added_to_the_data_file_is_read(tmp_path, monkeypatch):
    """One home: the reader has no list of its own, so a row in providers.csv is all it takes."""
    import catalog.places as places
    from advisor.core import extract_rules

    src = (places.DATA / "providers.csv").read_text(encoding="utf-8")
    (tmp_path / "providers.csv").write_text(src + "zeta,Zeta,zetacloud,泽塔云,澤塔雲,no,no,no,no,test\n", encoding="utf-8")
    for name in ("regions.csv", "fx.csv"):
        (tmp_path / name).write_text((places.DATA / name).read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.setattr(places, "DATA", tmp_path)
    places.providers.cache_clear()
    extract_rules.provider_patterns.cache_clear()
    try:
        assert extract("只用澤塔雲部署 7B").patch.providers == ["zeta"]
    finally:
        places.providers.cache_clear()
        extract_rules.provider_patterns.cache_clear()


@pytest.mark.parametrize("text, budget", [
    ("每月 2 万新台币", (20000, "TWD", "month")), ("HK$300 per day", (300, "HKD", "day")),
    ("£50 an hour", (50, "GBP", "hour")), ("预算 3 万日元一天", (30000, "JPY", "day")),
    ("预算8千块一个月", (8000, "CNY", "month")),
])
def test_currencies_are_kept_as_written(text, budget):
    b = extract(text).patch.budget
    assert (b.amount, b.currency, b.per) == budget


def test_a_twd_budget_is_converted_at_the_stated_rate():
    """30,000 TWD a month at 32 TWD per USD (fx.csv) is $937.50 a month, said in an assumption."""
    from tools.cost import to_priced_currency
    from tools.schema import Budget, Workload

    w, msg = to_priced_currency(Workload(budget=Budget(amount=30000, currency="TWD", per="month")), 32.0)
    assert w.budget.currency == "USD" and w.budget.amount == pytest.approx(937.5) and "32 TWD" in msg.en
    w, msg = to_priced_currency(Workload(budget=Budget(amount=100, currency="EUR", per="hour")), None)
    assert w.budget is None and "No exchange rate" in msg.en  # refused openly, never guessed


@pytest.mark.slow
@pytest.mark.parametrize("question, currency", [
    ("部署Qwen2.5-14B推理，16个并发，用什么卡最便宜？", "CNY"),      # Chinese, no currency written: CNY, rate stated
    ("部署Qwen2.5-14B推理，16个并发，每小时预算5美元", "USD"),         # Chinese, dollars written: the user's currency
    ("部署Qwen2.5-14B推論，16個並發，每月預算港幣兩萬元", "HKD"),      # another written currency wins over CNY
    ("serve Qwen2.5-14B for 16 users, cheapest GPU", "USD"),
])
def test_a_chinese_question_is_answered_in_cny_unless_another_currency_is_written(question, currency, tmp_path):
    # money in CNY by default for a question in Chinese, with the rate stated; a currency the user wrote
    # (USD, HKD …) is kept. Before, only questions naming a Chinese cloud were answered in CNY.
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    reply = Engine(store=Store(tmp_path / "s.db")).handle("cur", question)
    rec = reply.recommendation
    assert rec is not None and rec.currency == currency
    notes = " ".join(a.en for a in rec.assumptions)
    if currency == "CNY":
        assert "1 USD = 7.2 CNY" in notes
    if currency == "HKD":
        assert rec.per_usd == 7.8 and "1 USD = 7.8 HKD" in notes


@pytest.mark.parametrize("region, row_region, ok", [
    ("jp", "ap-northeast-1", True), ("jp", "asia-northeast1", True), ("sg", "ap-southeast-1", True),
    ("tw", "asia-east1", True), ("kr", "ap-northeast-2", True), ("in", "ap-south-1", True),
    ("au", "australia-southeast1", True), ("europe-west4", "europe-west4", True),
    ("europe-west4", "europe-west1", False),  # an exact id filters to itself, never to all of the EU
    ("jp", "us-east-1", False),
])
def test_places_match_each_providers_region_codes(region, row_region, ok):
    from catalog.places import gazetteer
    from tools.constraints import region_ok
    from tools.schema import InstanceRow

    assert region_ok(InstanceRow(provider="gcp", instance_type="x", region=row_region), [region], gazetteer()) is ok


@pytest.mark.parametrize("text, field, value", [
    ("full training of all parameters for Qwen2.5-7B, no LoRA please", "task", "full_finetune"),
    ("不要 spot，部署 8B", "billing", "on_demand"),  # a negated spot leaves on-demand (never spot)
    ("quickest is not needed, cheapest please, serve Qwen2.5-7B", "priority", "cheapest"),
    ("for 12 people, serve Mistral-7B", "head_count", 12),  # 12 people in all, a head count
    ("at least 40 GB per card", "min_gpu_memory_gib", 40),
    ("translate 8 million sentences with Qwen2.5-7B", "batch_requests", 8_000_000),
    ("fine-tune on 15k exampels", "dataset", 15000),
    ("serve the zorblax model", "params_b", None),  # an unknown word never becomes another field
])
def test_meaning_readers(text, field, value):
    got = getattr(extract(text).patch, field)
    if field == "dataset" and got is not None:
        got = got.amount
    assert got == value


@pytest.mark.parametrize("text, intent", [
    ("A100 versus L40S for Qwen2.5-14B", "compare"), ("could 4 L4s serve Llama-3.1-8B?", "fit"),
    ("我的电脑能不能跑 7B", "own_machine"), ("what is the capital of France", "off_topic"),
])
def test_conversation_intents(text, intent):
    assert intent in extract(text).intents


def test_compare_never_filters_to_one_card():
    assert extract("compare L40S vs A100 for Qwen2.5-14B").patch.gpu_preference is None
