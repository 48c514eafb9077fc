"""A request whose answer is a label (≤ tools.defaults.CLASSIFY_OUTPUT_TOKENS) is judged by its requests per second
and first-token limit, never by a per-user reading speed (tools.offers.label_answer, Search.stream_floor): nobody
reads 8 tokens as they stream (a 20-requests/s classifier was held to 10 tok/s per user)."""
from tools.defaults import CLASSIFY_OUTPUT_TOKENS, FIM_OUTPUT_TOKENS, thinking_planned_off
from tools.load import SHAREGPT_OUTPUT_TOKENS
from tools.offers import label_answer
from tools.schema import Workload


def test_a_label_has_no_reading_floor_but_a_completion_and_a_chat_do() -> None:
    assert label_answer(CLASSIFY_OUTPUT_TOKENS) and label_answer(1)
    assert not label_answer(FIM_OUTPUT_TOKENS)  # 64 tokens of code are read as they appear
    assert not label_answer(SHAREGPT_OUTPUT_TOKENS)


def test_a_latency_use_plans_a_hybrid_thinking_model_off() -> None:
    # Qwen3 hybrids think by default (enable_thinking=True); a completion or a label waited on plans it off
    assert thinking_planned_off(Workload(model="Qwen3-30B-A3B", thinking_use="latency"))
    assert not thinking_planned_off(Workload(model="Qwen3-30B-A3B", thinking_use="reasoning"))
    assert not thinking_planned_off(Workload(model="Qwen3-30B-A3B", thinking_use="latency", thinking=True))
