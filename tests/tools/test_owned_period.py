"""A recurring batch on the user's own cards is each period's batch on those cards (tools.owned_wall.owned_period_msg):
the hours a period's items take against the period, the items a period the cards finish, the shortfall and the cards
of the same type that meet it; the same-size model that does not think (tools.reasoning_names.instruct_peer); a
reasoning model's default thinking said as an assumption with its range (tools.defaults.thinking_words)."""

from tools.defaults import reply_holds_thinking, thinking_words
from tools.owned_wall import owned_period_msg
from tools.reasoning_names import instruct_peer
from tools.schema import Workload

MARGIN = 0.27  # tools.offers.SPEED_MODEL_ERROR


def _w(**kw) -> Workload:
    return Workload(**({"task": "inference", "model": "DeepSeek-R1-Distill-Qwen-14B", "num_gpus": 2,
                        "owned_gpus": True, "batch_requests": 50_000, "batch_period": "day"} | kw))


def test_a_day_the_owned_cards_miss_says_hours_items_shortfall_and_cards() -> None:
    # 50,000 records a day taking 725 h on 2 × A10: (24 − 0.25 start-up) ÷ 725 × 50,000 = 1,637 a day, 48,363 short;
    # a set of 2 may run 24 ÷ 1.27 − 0.25 = 18.65 h → ⌈725 ÷ 18.65⌉ = 39 sets → 78 × A10
    m = owned_period_msg(_w(), 725.0, 2, "A10", MARGIN)
    assert m is not None and m.args["met"] is False
    assert m.args["done"] == 1637 and m.args["short"] == 48_363 and m.args["needed"] == 78
    assert "24 h in a day ❌" in m.en and "1,637 a day" in m.en and "78 × A10" in m.en
    assert "差 48,363 条" in m.zh and "78 × A10" in m.zh


def test_a_day_the_cards_meet_is_said_met_with_its_hours() -> None:
    # 30,000 items a week taking 40 h on 4 × L40S: 40 + 0.25 ≤ 168 h → met, nothing short
    m = owned_period_msg(_w(batch_requests=30_000, batch_period="week", num_gpus=4), 40.0, 4, "L40S", MARGIN)
    assert m is not None and m.args["met"] is True and m.args["short"] == 0
    assert "40.0 h of the 168 h in a week" in m.en and "✅" in m.zh


def test_no_period_or_no_stated_cards_says_nothing() -> None:
    assert owned_period_msg(_w(batch_period=None), 725.0, 2, "A10", MARGIN) is None
    assert owned_period_msg(_w(num_gpus=None, owned_gpus=None), 725.0, 2, "A10", MARGIN) is None


def test_the_same_size_model_without_thinking() -> None:
    # DeepSeek-R1 card: the distills' bases; QwQ-32B card: Qwen2.5-32B
    assert instruct_peer("DeepSeek-R1-Distill-Qwen-14B") == "Qwen2.5-14B-Instruct"
    assert instruct_peer("deepseek-ai/DeepSeek-R1-Distill-Qwen-32B") == "Qwen2.5-32B-Instruct"
    assert instruct_peer("DeepSeek-R1-Distill-Llama-8B") == "Llama-3.1-8B-Instruct"
    assert instruct_peer("DeepSeek-R1-Distill-Llama-70B") == "Llama-3.3-70B-Instruct"
    assert instruct_peer("QwQ-32B") == "Qwen2.5-32B-Instruct"
    assert instruct_peer("Qwen3-14B") is None and instruct_peer(None) is None


def test_a_reply_length_in_the_thousands_holds_the_thinking() -> None:
    assert reply_holds_thinking(_w(output_tokens=8192)) and not reply_holds_thinking(_w(output_tokens=300))
    assert not reply_holds_thinking(_w())


def test_a_batchs_default_thinking_is_said_as_an_assumption_with_its_range() -> None:
    # no source measures R1-Distill's trace on record review: 8,192 is the model's own figure, 700–32,768 the range
    m = thinking_words(_w(output_tokens=8192, seq_len=10_202))
    assert m is not None and m.code == "defaults.line_thinking_in_output_assumed"
    assert "700–32,768" in m.en and "规划假设" in m.zh
    # a length the user stated is theirs, not an assumption
    said = thinking_words(_w(output_tokens=4000, seq_len=6000))
    assert said is not None and said.code == "defaults.line_thinking_in_output"
