"""Reasoning models' thinking is sized, not only said: a registry row says whether a model thinks by default, how many
thinking tokens an answer is sized with and the switch that turns it off (catalog/data/models.json, model cards as
sources); the output per request includes the thinking unless the user switched it off ("no thinking", 关闭思考,
關閉思考), the workload line says which, the load and the per-user speed use it, and one lever line says what
switching it off saves. Models that do not think are unchanged."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.render import workload_line
from advisor.core.service import advise
from advisor.core.store import Store
from catalog import registry
from tests.conftest import module_home
from tools.chat_kv import chat_kv
from tools.defaults import answer_tokens, model_thinking, resolve, thinking_tokens
from tools.load import request_shape
from tools.memory import kv_cache_bytes, kv_cache_bytes_per_token
from tools.schema import Workload
from tools.traffic import concurrency_from_daily_requests, concurrency_from_request_rate
from tools.wording import answer_time

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("name,tokens,switch", [
    ("Qwen3-4B", 8192, True),                       # hybrid: thinks unless enable_thinking=False / /no_think
    ("Qwen3-30B-A3B", 8192, True),
    ("GLM-4.5-Air", 8192, True),                    # hybrid, enable_thinking=False in its chat template
    ("DeepSeek-R1-Distill-Llama-8B", 8192, False),  # always thinks: no switch
    ("QwQ-32B", 8192, False),
    ("gpt-oss-120b", 8192, False),                  # reasoning effort low/medium/high, never off
    ("Kimi-K2-Thinking", 8192, False),              # not in the registry: its name says it reasons
    ("Qwen/Qwen3-1.7B", 8192, True),                # a Qwen3 hybrid size the registry lacks (read from the Hub)
])
def test_a_reasoning_model_says_its_thinking_and_its_switch(name, tokens, switch):
    t = model_thinking(name)
    assert t is not None and t.default and t.tokens == tokens
    assert (t.switch is not None) is switch
    assert t.source  # a row cites its model card


@pytest.mark.parametrize("name", ["Llama-3.1-8B", "Qwen2.5-7B", "Kimi-K2", "Qwen3-Coder-480B-A35B",
                                  "Qwen3-235B-A22B-Instruct-2507", "Mistral-Small-24B"])
def test_a_model_that_answers_straight_away_has_no_thinking(name):
    assert model_thinking(name) is None
    assert thinking_tokens(Workload(task="inference", model=name)) == 0


def test_every_registry_row_that_thinks_cites_a_model_card():
    rows = [registry.get(n) for n in registry.names()]
    thinking = [a for a in rows if a.thinking is not None]
    assert len(thinking) >= 15  # 7 Qwen3 hybrids, QwQ, R1 + 6 distills, 2 gpt-oss, 2 GLM-4.5
    assert all("model card" in a.thinking.source for a in thinking)
    # the April 2025 Qwen3 releases are the hybrids (a switch); the Qwen3-Coder row has no thinking at all
    hybrids = {"Qwen3-0.6B", "Qwen3-1.7B", "Qwen3-4B", "Qwen3-8B", "Qwen3-14B", "Qwen3-32B", "Qwen3-30B-A3B", "Qwen3-235B-A22B"}
    assert {a.name for a in thinking if a.name.startswith("Qwen3") and a.thinking.switch} == hybrids


def test_switching_off_needs_a_switch():
    # Qwen3-32B has one: 0 thinking tokens once off; a DeepSeek-R1 distill has none: it still thinks 8,192
    assert thinking_tokens(Workload(task="inference", model="Qwen3-32B", thinking=False)) == 0
    assert thinking_tokens(Workload(task="inference", model="Qwen3-32B")) == 8192
    assert thinking_tokens(Workload(task="inference", model="DeepSeek-R1-Distill-Qwen-14B", thinking=False)) == 8192


def test_no_length_said_sizes_the_thinking_and_off_sizes_the_reply():
    # Qwen3-32B, 10 users, nothing else: the default 4,096-token prompt room + 8,192 thinking = 12,288 context and an
    # 8,192-token answer; with thinking off the plain defaults: 4,096 context and ShareGPT's mean answer, 338 tokens
    w, notes = resolve(Workload(task="inference", model="Qwen3-32B", concurrency=10))
    assert w.seq_len == 12_288 and request_shape(w).output == 8192
    assert [n.code for n in notes].count("defaults.thinking_sized") == 1
    off, notes = resolve(Workload(task="inference", model="Qwen3-32B", concurrency=10, thinking=False))
    assert off.seq_len == 4096 and request_shape(off).output == 338
    assert "defaults.thinking_sized" not in [n.code for n in notes]


def test_a_stated_reply_gets_the_thinking_on_top():
    # Qwen3-4B with 350-token replies: 350 + 8,192 = 8,542 tokens decoded an answer; context 4,096 + 8,542 = 12,638.
    # KV per token: 2 (K and V) × 36 layers × 8 KV heads × 128 × 2 B = 147,456 B (144 KiB); one full request holds
    # 12,638 × 147,456 = 1,863,548,928 B ≈ 1.74 GiB (a 350-token reply alone in 4,446 tokens: 0.61 GiB, 2.8× less)
    w = Workload(task="inference", model="Qwen3-4B", concurrency=4, output_tokens=350)
    assert answer_tokens(w) == 8542
    r, _ = resolve(w)
    assert r.seq_len == 12_638 and request_shape(r).output == 8542
    arch = registry.get("Qwen3-4B")
    assert kv_cache_bytes_per_token(arch) == 147_456
    assert kv_cache_bytes(arch, r.seq_len, 1) == 1_863_548_928
    off, _ = resolve(w.model_copy(update={"thinking": False}))
    assert off.seq_len == 4096 + 350 and request_shape(off).output == 350


def test_a_stated_thinking_length_is_the_whole_answer():
    # "reasoning ~3k tokens per answer" on GLM-4.5-Air: 3 × 1,000 = 3,000 tokens (an answer length: decimal k), the
    # thinking said, nothing on top
    p = extract("GLM-4.5-Air for 10 users, reasoning ~3k tokens per answer").patch
    assert p.output_tokens == 3000 and p.thinking is True
    assert answer_tokens(Workload(**p.model_dump(exclude_none=True))) == 3000


@pytest.mark.parametrize("said,decoded", [
    (1000, 9192),   # a reply of 1,000 (below 2,048, six ShareGPT answers): 1,000 + 8,192 of thinking before it
    (2048, 2048),   # from 2,048 up a length said of a reasoning model is its whole answer, thinking included
    (6000, 6000),
])
def test_a_long_stated_answer_already_counts_the_thinking(said, decoded):
    w = Workload(task="inference", model="DeepSeek-R1-Distill-Qwen-7B", concurrency=4, output_tokens=said)
    assert answer_tokens(w) == decoded


def test_a_non_reasoning_model_keeps_its_stated_reply():
    w = Workload(task="inference", model="Llama-3.1-8B", concurrency=4, output_tokens=350)
    r, _ = resolve(w)
    assert answer_tokens(w) == 350 and r.seq_len == 4096 + 350


def test_the_request_rate_counts_the_thinking():
    # Little's law: 2 requests/s × (1 s first token + answer ÷ 25 tok/s). Qwen3-4B with 300-token replies thinks
    # 8,192 first: 2 × (1 + 8,492 / 25) = 2 × 340.68 = 681.36 → 682 in flight; thinking off: 2 × (1 + 12) = 26
    # thinking switched on in so many words: a 1 s first-token limit alone now plans Qwen3 with thinking off
    # (tools.defaults.ttft_bars_thinking: the first visible token would wait for the whole thinking)
    on = Workload(task="inference", model="Qwen3-4B", output_tokens=300, target_requests_per_s=2,
                  target_ttft_ms=1000, target_tokens_per_s_per_user=25, thinking_use="on")
    concurrency_from_request_rate(on)
    assert on.concurrency == 682
    off = on.model_copy(update={"thinking": False, "thinking_use": None, "concurrency": None})
    concurrency_from_request_rate(off)
    assert off.concurrency == 26


@pytest.mark.parametrize("model,tokens", [
    # 20 users at a 16,384 limit: ⌈10 % × 20⌉ = 2 at the limit, 18 at a typical chat. Qwen3-4B's typical chat holds
    # its current answer's thinking too (earlier turns' thinking is dropped by its chat template): 4,096 + 8,192 =
    # 12,288 → 18 × 12,288 + 2 × 16,384 = 253,952 tokens; Llama-3.1-8B: 18 × 4,096 + 2 × 16,384 = 106,496
    ("Qwen3-4B", 253_952), ("Llama-3.1-8B", 106_496),
])
def test_a_chat_holds_the_current_answers_thinking(model, tokens):
    w, _ = resolve(Workload(task="inference", model=model, seq_len=16_384, concurrency=20))
    assert chat_kv(w, 20).tokens == tokens


def test_daily_users_stay_as_long_as_the_thinking():
    # 1,000 daily users × 5 messages = 5,000 a day, 10 % in the busiest hour = 500 → 0.139/s; gpt-oss-20b reasons
    # 8,192 tokens an answer: 0.139 × (2 s + 8,192 ÷ 20 tok/s = 411.6 s) = 57.2 → 58 in flight; Llama-3.1-8B with
    # ShareGPT's 338-token answer: 0.139 × (2 + 16.9 = 18.9 s) = 2.6 → 3
    oss = Workload(task="inference", model="gpt-oss-20b", daily_users=1000)
    concurrency_from_daily_requests(oss)
    assert oss.concurrency == 58
    llama = Workload(task="inference", model="Llama-3.1-8B", daily_users=1000)
    concurrency_from_daily_requests(llama)
    assert llama.concurrency == 3


def test_time_per_answer_is_worded_from_its_tokens():
    # 8,542 tokens at 40 tok/s = 213.6 s = 3.56 min → "4 min"; 350 tokens at 40 tok/s = 8.75 s → "9 s"
    assert answer_time(8542, 40).text("en") == "4 min"
    assert answer_time(350, 40).text("en") == "9 s"
    assert answer_time(350, 40).text("zh") == "9 秒"


@pytest.mark.parametrize("text,off", [
    ("serve qwen3 32b for 20 users, no thinking", True),
    ("GLM-4.5-Air for 10 users with thinking off", True),
    ("qwen3-30b-a3b chatbot, 8 users, we'll call it with /no_think", True),
    ("qwen3 4b for 12 users, enable_thinking=False", True),
    ("qwen3 4b for 12 users in non-thinking mode", True),
    ("用 qwen3-32b 做客服，20 人同时用，关闭思考", True),
    ("用千问3 4b做写作助手，10个人同时用，不要思考", True),
    ("用 Qwen3-30B-A3B 做客服，15 人同時用，關閉思考模式", True),
    ("用 GLM-4.5-Air，10 人同時在用，不需要推理", True),
    ("qwen3 4b for 12 users, 45 seconds of thinking time between messages", False),  # a user's pause, not the model
    ("we're thinking of serving qwen3 4b to 12 users", False),
    ("用 qwen3-32b 做客服，20 人同时用", False),
])
def test_thinking_off_is_read_in_english_and_chinese(text, off):
    p = extract(text).patch
    assert (p.thinking is False) is off


@pytest.mark.parametrize("lang,on_text,off_text", [
    ("en", "thinking 8,192 tokens/answer", "thinking off"),
    ("zh", "每个回答思考 8,192 token", "已关闭思考"),
])
def test_the_workload_line_says_which(lang, on_text, off_text):
    on, _ = resolve(Workload(task="inference", model="Qwen3-30B-A3B", concurrency=5))
    off, _ = resolve(Workload(task="inference", model="Qwen3-30B-A3B", concurrency=5, thinking=False))
    plain, _ = resolve(Workload(task="inference", model="Llama-3.1-8B", concurrency=5))
    assert on_text in workload_line(on, lang) and off_text not in workload_line(on, lang)
    assert off_text in workload_line(off, lang)
    assert on_text not in workload_line(plain, lang) and off_text not in workload_line(plain, lang)


@pytest.mark.slow
def test_the_lever_says_what_switching_off_saves():
    # Qwen3-4B for 10 users with no length said: 8,192 tokens an answer with thinking, 338 (ShareGPT's mean) without:
    # 8,192 / 338 = 24.2 → "24× fewer"; the line names the switch. A model with no switch gets no such line.
    w = Workload(task="inference", model="Qwen3-4B", concurrency=10)
    rec = advise(w, stated={"task", "model", "concurrency"})
    line = next(m for m in rec.beside_pick if m.code == "recommend.thinking_off")
    assert line.args["on"] == 8192 and line.args["off"] == 338 and round(line.args["times"]) == 24
    assert "enable_thinking=False" in line.text("en") and "24× fewer" in line.text("en")
    assert "关闭思考" in line.text("zh")
    r1 = advise(Workload(task="inference", model="DeepSeek-R1-Distill-Llama-8B", concurrency=10),
                stated={"task", "model", "concurrency"})
    assert not any(m.code == "recommend.thinking_off" for m in r1.beside_pick)


@pytest.mark.slow
@pytest.mark.parametrize("first,then,changed,line", [
    ("serve GLM-4.5-Air for 10 users at once, 8k context", "what if we turn thinking off?", "thinking on → off",
     "thinking off"),
    # maths problem solving (數學解題) is reasoning work, planned with thinking on (a 客服 use or a coding assistant's
    # short waited-on replies are planned off from the start, so switching it off would change nothing:
    # tools.defaults.thinking_planned_off)
    ("用 Qwen3-32B 做數學解題，20 人同時用，上下文 16k", "關閉思考呢？", "思考 開 → 關", "已關閉思考"),
])
def test_thinking_off_said_in_a_thread_is_a_change(tmp_path, first, then, changed, line):
    # a follow-up that only switches the thinking off is a change of the workload (never "outside what I do"), said on
    # the changed line and the workload line, in the thread's language
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", first)
    r = e.handle("t", then)
    assert changed in r.text and line in r.text.splitlines()[0], r.text[:600]


@pytest.mark.parametrize("text", [
    # QwQ-32B always thinks (a helpdesk reply is a short task: ≈ 1,000 tokens before it, tools.trace_length): a stated
    # 2k-token prompt + a 300-word reply (≈ 400 tokens) is 2,048 + 1,000 + 400 ≈ 3,448 tokens in the KV cache, never
    # the 2,448 the two stated lengths add to
    "internal helpdesk on QwQ-32B for 60 staff, prompts ~2k tokens, answers ~300 words",
    "客服助手用QwQ-32B，60个坐席，提示词大约2000 token，回答大概300字",
    "客服助手用 QwQ-32B，60 個坐席，提示詞大約 2000 token，回答大概 300 字",
])
def test_a_reply_said_with_its_prompt_leaves_room_for_the_thinking_before_it(text):
    w = extract(text).patch
    r, _ = resolve(w)
    think = thinking_tokens(r)
    assert think >= 700 and r.output_tokens and r.prompt_tokens
    # the context holds the prompt, the thinking and the stated reply, never the two stated lengths alone
    assert r.seq_len == r.prompt_tokens + r.output_tokens + think, (r.seq_len, r.prompt_tokens, r.output_tokens)


def test_a_context_said_apart_from_the_reply_is_kept():
    # "16k context" is the user's: the reply and prompt inside it do not grow it
    w = extract("helpdesk on QwQ-32B, 16k context, prompts ~2k tokens, answers ~300 words").patch
    r, _ = resolve(w)
    assert r.seq_len == 16384
