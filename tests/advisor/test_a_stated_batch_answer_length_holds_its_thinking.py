"""A figure the user stated is never overridden by a default in a generation or extraction batch on a reasoning model:
- "N solutions each for M problems, ~L tokens per solution": the requests are M × N, each L tokens out — and L already
  holds the reasoning model's chain of thought, so no thinking budget is added on top and the context is not the
  default prompt plus a thinking budget; a problem statement is a short item (ShareGPT's mean prompt, said), not the
  rest of a 12k context;
- an extraction batch on a switchable model (Qwen3) plans thinking off unless asked, and says so on the workload line,
  so a short structured output is not sized as 8,192 thinking tokens.
In English, 简体 and 繁體."""

import pytest

from advisor.core.batch_over_items_read import sampled_batch
from advisor.core.messages import word
from tests.conftest import module_ask, module_home
from tools.defaults import thinking_tokens, thinking_words
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, requests, out", [
    # 50k × 4 = 200,000 completions of 6k = 6,000 tokens each (6 is no power of two: decimal, tools.token_window)
    ("Generate 4 solutions each for 50k competition math problems with QwQ-32B, about 6k tokens per solution", 200_000,
     6000),
    # 3万 × 16 = 480,000 completions of 3,000 tokens ("平均大约": two hedge words before the figure)
    ("用DeepSeek-R1-Distill-Qwen-7B给3万道数学题每题采样16个解答，每个解答平均大约3000 token", 480_000, 3000),
    # 10萬 × 2 = 200,000 completions of 5,000 tokens ("各生成2個答案": "each" said after the items)
    ("我哋要用QwQ-32B幫10萬條題目各生成2個答案，每個答案平均約5000 token", 200_000, 5000),
])
def test_samples_each_and_their_length_are_read(text, requests, out):
    got = sampled_batch(text, {})
    assert got["batch_requests"] == requests and got["output_tokens"] == out and got["batch_item"] == "short", got


def test_an_extraction_batch_plans_thinking_off_unless_asked():
    # Qwen3 model card: non-thinking mode for general-purpose work; an extraction writes a few fields, not a proof
    w = Workload(model="Qwen3-14B", task="inference", batch_requests=6000, batch_work="extract")
    assert thinking_tokens(w) == 0
    line = thinking_words(w)
    assert line is not None and "thinking off" in word(line, "en") and "extraction" in word(line, "en")
    assert thinking_tokens(w.model_copy(update={"thinking": True})) == 8192  # asked for: the model's own budget
    assert thinking_tokens(w.model_copy(update={"batch_work": "generate"})) == 8192  # generation keeps the default


def test_a_stated_batch_answer_is_said_to_hold_the_thinking():
    w = Workload(model="QwQ-32B", task="inference", batch_requests=200_000, output_tokens=6144)
    assert word(thinking_words(w), "en") == "thinking inside the 6,144 tokens out (none added on top)"


ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.slow
@pytest.mark.parametrize("text, words, not_words", [
    # 6k = 6,000 out each (decimal k, as in the reading case above) holds QwQ's reasoning; the input is a problem
    # statement (161, ShareGPT's mean prompt), so the context is 161 + 6,000 = 6,161 — not 4,096 + 8,192 = 12,288
    ("Generate 4 solutions each for 50k competition math problems with QwQ-32B, about 6k tokens per solution, within "
     "5 days. Cheapest?", ("thinking inside the 6,000 tokens out", "161 tokens in", "6,161 context"),
     ("thinking 8,192", "12,288")),
    ("用DeepSeek-R1-Distill-Qwen-7B给3万道数学题每题采样16个解答，每个解答平均大约3000 token，一周内，最便宜怎么做？",
     ("思考已含在每条输出的 3,000 token 内", "批量 480,000 条", "输入 161 token"), ("每个回答思考 8,192",)),
    ("我哋要用QwQ-32B幫10萬條題目各生成2個答案，每個答案平均約5000 token，10日內完成，點租最平？",
     ("思考已含在每條輸出的 5,000 token 內", "批量 200,000 條"), ("每個回答思考 8,192",)),
    # extraction from 60-page reports: thinking off, a short structured output (512), never 8,192 thinking tokens
    ("我哋要喺3000份可持續發展報告（每份大約60頁PDF）抽排放數據，想用Qwen3-14B，三個星期內，點租？幾錢？",
     ("不開思考（抽取類批量任務", "每條輸出 512 token"), ("思考 8,192",)),
    ("我们要从2000份招股书（每份约300页PDF）抽取财务数据，用Qwen3-8B，十天内，怎么租？",
     ("不开思考（抽取类批量任务",), ("思考 8,192",)),
    ("We have 6,000 annual reports (roughly 90 pages each) to extract revenue and headcount figures from with "
     "Qwen3-14B within 2 weeks. How should we rent?", ("thinking off (a batch of extraction", "512 tokens out each"),
     ("thinking 8,192",)),
])
def test_the_stated_figures_are_the_ones_sized(ask, text, words, not_words):
    out = ask(text)
    for w in words:
        assert w in out, w
    for w in not_words:
        assert w not in out, w


def test_an_item_of_no_stated_kind_gets_no_thinking_budget_on_top():
    # by hand: the default item (4,096 − 512 = 3,584 tokens) + the 7,000 stated = 10,584 — not 4,096 + 8,192 = 12,288
    # with 12,288 − 7,000 = 5,288 tokens in
    from tools.defaults import resolve

    r, notes = resolve(Workload(model="DeepSeek-R1-Distill-Qwen-14B", task="inference", batch_requests=30_000,
                                output_tokens=7000))
    assert r.seq_len == 10_584 and r.output_tokens == 7000
    assert any(n.code == "defaults.batch_thinking_in_output" for n in notes)
