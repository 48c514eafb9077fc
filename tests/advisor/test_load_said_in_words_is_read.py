"""An LLM / VLM load said in words is read as the user's figures: a stated "instructions / system prompt / history …
N tokens" beside other inputs is a part of each prompt (never the context window), a pasted history of N tokens is the
prompt, and "N agents / staff … every T seconds" is a request rate (N ÷ T), sized by Little's law, never N at once.
Before, "~1k tokens of instructions" beside a screenshot was read as a 1,024 context and the answer refused."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, image, prompt, out", [
    # Qwen2.5-VL: 28 px a token; 2560×1440 → round(2560/28) = 91 × round(1440/28) = 51 = 4,641 visual tokens,
    # + "~1k tokens of instructions" (1k = 1,024) = 5,665; 300 out → 5,965 a request. 20 agents, one step every 5 s:
    # 20 ÷ 5 = 4 steps/s
    ("20 rpa agents, each sends a 2560x1440 screenshot + ~1k tokens of instructions to qwen2.5-vl-7b and gets ~300 "
     "tokens of json back, one step every ~5s", 4641, 5665, 300),
    # 简体: the same step said in Chinese (1k token 的指令 counted once: no shared prefix added on top)
    ("20个RPA agent，每步发一张2560x1440截图加约1k token的指令给qwen2.5-vl-7b，输出约300 token的json，每5秒一步",
     4641, 5665, 300),
    # 繁體: 2k token 的指令 = 2,048; 4,641 + 2,048 = 6,689
    ("20個RPA agent，每步傳一張2560x1440截圖加大約2k token的指令給qwen2.5-vl-7b，輸出約300 token的json，每5秒一步",
     4641, 6689, 300),
    # 1920×1080 → round(1920/28) = 69 × round(1080/28) = 39 = 2,691 + "2k tokens of system prompt" 2,048 = 4,739
    ("12 browser agents on qwen2.5-vl-7b, each step a 1920x1080 screenshot plus 2k tokens of system prompt, returns "
     "~200 tokens, a step every 10 seconds", 2691, 4739, 200),
])
def test_instructions_beside_a_screenshot_add_to_the_prompt(text, image, prompt, out):
    p = extract(text).patch
    assert (p.image_tokens, p.prompt_tokens, p.output_tokens) == (image, prompt, out), p
    assert p.seq_len == prompt + out, p  # the context is the request (prompt + answer), never the instruction's 1k
    assert p.target_requests_per_s in (4.0, 1.2), p  # 20 ÷ 5 s; 12 ÷ 10 s


@pytest.mark.slow
def test_rpa_agents_are_sized_not_refused(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    answer = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "20 rpa agents, each sends a 2560x1440 screenshot + ~1k tokens of instructions to qwen2.5-vl-7b and gets "
             "~300 tokens of json back, one step every ~5s").text
    assert "can't size" not in answer and "5,965" in answer, answer[:600]


@pytest.mark.parametrize("text, prompt", [
    # 繁體: the customer's past conversation (對話紀錄, 紀 not 記) pasted into each request, 2萬 = 20,000 tokens: the prompt
    ("我們客服中心80人，想用Llama-3-Taiwan-70B，每次會把客戶過去的對話紀錄一起丟進去，大概2萬token", 20000),
    # 简体
    ("我们客服中心80人，想用Llama-3-70B，每次会把客户以前的对话记录一起丢进去，大概2万token", 20000),
    # English: "20k" (10k-style figure, not a power of two: 20,000) pasted in, never a 20k context window
    ("our support team of 80 uses llama-3-70b; each request pastes in the customer's past conversations, about 20k tokens",
     20000),
])
def test_a_pasted_history_is_the_prompt(text, prompt):
    e = extract(text)
    p = e.patch
    # the prompt prefilled whole (a past conversation is new to the server: no prefix cache assumed); the request's
    # context is the prompt + the default 338-token answer (tools.load.SHAREGPT_OUTPUT_TOKENS) = 20,338
    assert (p.prompt_tokens, p.prompt_new_tokens, p.seq_len) == (prompt, None, prompt + 338), (p, e.notes)
    assert any("20,000" in n for n in e.notes), e.notes


@pytest.mark.slow
def test_a_pasted_history_past_the_models_window_is_said(tmp_path):
    # Llama-3-Taiwan-70B is a Llama-3-70B fine-tune with an 8,192 context (its config.json): 20,338 > 8,192 is said in
    # the header, never the 4,096 default with "you did not say the context"
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    text = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "我們客服中心80人，想用Llama-3-Taiwan-70B，每次會把客戶過去的對話紀錄一起丟進去，大概2萬token").text
    head = text.split("\n")[0]
    assert "8,192" in head and "20,338" in head, head
    assert "你沒有說明上下文長度" not in text, text[:1500]


@pytest.mark.parametrize("text", [
    # Cantonese: 200 agents on calls, the model gives each a suggestion every 30 s (每30秒 … 俾建議, no 每個 said)
    "保險公司有200個客服同時講電話，想用llama-3.1-70b每30秒根據對話同知識庫俾建議，prompt大概3000 token，輸出150 token",
    # 简体
    "保险公司有200个客服同时打电话，想用llama-3.1-70b每30秒根据对话和知识库给建议，prompt大概3000 token，输出150 token",
    # 繁體 (Taiwan wording)
    "保險公司有200位客服同時在講電話，想用llama-3.1-70b每30秒根據對話跟知識庫提供建議，prompt大約3000 token，輸出150 token",
    # English: the sentence runs on past the model's name (its dots are no sentence end)
    "Our insurer has 200 call-centre agents on the phone at once; llama-3.1-70b should suggest a reply from the "
    "conversation and the knowledge base every 30 seconds, prompt ~3000 tokens, output 150 tokens",
])
def test_people_at_a_bare_period_are_a_request_rate(text):
    # 200 agents × one request / 30 s = 6.667 requests/s (never 200 sequences at once: KV for 200 × 3,150 tokens on
    # Llama-3.1-70B = 200 × 3,150 × 2 × 80 layers × 8 KV heads × 128 × 2 B ≈ 206 GB, the 96 × A100 misreading); the
    # requests in flight come from Little's law at the plan's time per request (tools.traffic.in_flight). The load is
    # prefill-bound: 6.67 × 3,000 ≈ 20k prompt tokens/s × 2 × 70.6e9 ≈ 2.8 PFLOP/s
    e = extract(text)
    p = e.patch
    assert p.target_requests_per_s == pytest.approx(200 / 30, abs=0.01), (p, e.notes)
    assert (p.concurrency, p.users_online, p.message_interval_s) == (None, None, None), p
    assert (p.prompt_tokens, p.output_tokens) == (3000, 150), p
    assert any("6.667" in n and "Little" in n for n in e.notes), e.notes


def test_each_person_with_a_cadence_stays_people_online():
    # "每個客服每30秒調用一次" says each one's interval: the people-online law sizes them (200 × 9.5 s ÷ 30 ≈ 64), as before
    p = extract("200個客服，每個客服每30秒調用一次llama-3.1-70b，prompt大概3000 token，輸出150 token").patch
    assert (p.users_online, p.message_interval_s, p.target_requests_per_s) == (200, 30.0, None), p


def test_a_software_fleets_step_is_no_persons_interval():
    # "20 rpa agents … one step every ~5s": the agent-steps reader's 20 at once and 20 ÷ 5 = 4 requests/s, no interval
    p = extract("20 rpa agents on qwen2.5-7b, one step every ~5s, ~1k tokens of instructions, 300 tokens out").patch
    assert (p.concurrency, p.target_requests_per_s, p.message_interval_s) == (20, 4.0, None), p


@pytest.mark.slow
def test_the_cantonese_call_centre_is_sized_as_a_rate(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    text = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "保險公司有200個客服同時講電話，想用llama-3.1-70b每30秒根據對話同知識庫俾建議，"
             "prompt大概3000 token，輸出150 token").text
    head = text.split("\n")[0]
    assert "6.667" in head and "200 路" not in head, head
