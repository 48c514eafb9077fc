"""Every number the user wrote is read whole: a people count with its magnitude word (万 / 萬 / k / thousand / half a
million), the turns of each conversation, a team's head count, a reply's start limit (a first-token target, never a
job deadline), each person's pace, and a title's short length."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


def read(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True)


@pytest.mark.parametrize("text, online", [
    # 10 萬 = 10 × 10,000 = 100,000 people online (was read as 10)
    ("手遊 NPC 對話想用 Llama-3.1-8B，高峰 10 萬人同時在線，每個人大概每分鐘講一句，回覆要1秒內開始，租哪種GPU？", 100_000),
    ("手游NPC对话用Llama-3.1-8B，高峰期2.5万人同时在线，首字延迟800ms以内", 25_000),  # 2.5 × 10,000
    ("手游NPC对话用Llama-3.1-8B，同时在线人数大概10万，回复要1秒内", 100_000),  # the count after its people word
    ("用Llama-3.1-8B做聊天，峰值在线用户10万", 100_000),
    ("手遊NPC對話用Llama-3.1-8B，尖峰時大概十萬個玩家同時在線", 100_000),  # 十萬 = 100,000 players
    ("我哋個手遊想用Llama-3.1-8B做NPC對話，高峰期有十萬人同時喺線，每人一分鐘講一句", 100_000),  # Cantonese 喺線
    ("Game NPC dialogue with Llama-3.1-8B, 100k players online at peak, first token under 800ms", 100_000),
    ("NPC chat with Llama-3.1-8B for half a million players online at peak", 500_000),
    ("NPC chat with Llama-3.1-8B, 3 thousand users online at the same time", 3_000),
])
def test_people_online_keep_their_magnitude(text: str, online: int) -> None:
    assert read(text).get("users_online") == online


@pytest.mark.parametrize("text", [
    "手遊 NPC 對話想用 Llama-3.1-8B，高峰 10 萬人同時在線，每個人大概每分鐘講一句，回覆要1秒內開始，租哪種GPU？",
    "手游NPC对话用Llama-3.1-8B，高峰十万人同时在线，每人每分钟说一句，回复1秒内开始",
])
def test_a_reply_that_starts_within_a_second_is_a_first_token_target_not_a_deadline(text: str) -> None:
    e = extract(text)
    got = e.patch.model_dump(exclude_none=True)
    assert got.get("target_ttft_ms") == 1000.0  # 1 s to the reply's start = its first token
    assert "target_answer_s" not in got and "deadline_hours" not in got
    assert not any("deadline" in n for n in e.notes)  # no "a deadline of 0.00028 hours" line
    assert got.get("message_interval_s") == 60.0  # one line a minute each: 60 s between a person's messages
    assert "dataset" not in got  # "说一句" is a pace, no data set of one sentence


@pytest.mark.parametrize("text, per_day", [
    # 50,000 conversations × 6 turns = 300,000 requests a day (was 50,000: the ×6 dropped);
    # peak = 10 % of the day in its busiest hour: 300,000 × 0.10 ÷ 3,600 = 8.33 req/s
    ("客服机器人想用 Qwen2.5-14B 国内部署，每天大概5万次对话、平均每次6轮，需要什么GPU？", 300_000),
    ("客服機器人用 Qwen2.5-14B，每天約5萬個對話，每個對話平均6輪", 300_000),
    ("客服bot用Qwen2.5-14B，每日5萬次對話，平均每次傾6輪", 300_000),
    ("Customer support bot on Qwen2.5-14B, about 50k conversations a day, 6 turns each on average", 300_000),
    ("Support chatbot with Qwen2.5-14B: 50,000 chats per day, each ~6 messages", 300_000),
    ("客服机器人用Qwen2.5-14B，每天3000个会话，每个会话大概10轮", 30_000),  # 3,000 × 10
])
def test_turns_per_conversation_multiply_the_day(text: str, per_day: int) -> None:
    got = read(text)
    assert got.get("requests_per_day") == per_day
    assert got.get("target_requests_per_s") == pytest.approx(per_day * 0.10 / 3600, abs=0.05)  # shown to 2 figures


def test_a_day_of_messages_is_not_multiplied_again() -> None:
    # the count is already messages: 40,000 a day, no turns to multiply
    assert read("Qwen2.5-14B chatbot, 40,000 messages a day, 6 turns each").get("requests_per_day") == 40_000


@pytest.mark.parametrize("text, people", [
    ("30人研发团队想自建代码助手 Qwen3-Coder-30B-A3B，租什么卡？", 30),  # was no users at all (1 at once)
    ("30人研發團隊想自建程式碼助手 Qwen3-Coder-30B-A3B，要租什麼GPU？", 30),
    ("律所有12个律师，想用Qwen2.5-32B做合同审查助手", 12),
    ("客服中心有两百个坐席，想用Qwen2.5-14B做辅助回复", 200),  # 两百 = 200 agents
    ("為了50位工程師部署Qwen3-Coder-30B-A3B做code review", 50),
    ("A 30-person dev team wants a self-hosted coding assistant on Qwen3-Coder-30B-A3B", 30),
])
def test_a_team_count_is_the_user_base(text: str, people: int) -> None:
    assert read(text).get("head_count") == people


@pytest.mark.parametrize("text, tokens", [
    ("给200万个商品标题做embedding，用bge-m3，租什么GPU最便宜？", 32),  # a title ≈ 30 字 + [CLS] + [SEP], not 128
    ("Embed 2 million product titles with bge-m3, cheapest GPU?", 32),
    ("Embed 5M product names with bge-large-en", 32),
    ("embed 1M short texts with bge-m3", 128),  # a short text keeps the encoder's training length
])
def test_titles_and_names_embed_at_a_title_length(text: str, tokens: int) -> None:
    assert read(text).get("prompt_tokens") == tokens


@pytest.mark.parametrize("text, shared, seq", [
    # 評分標準 1,000 字 at Qwen's 繁體 rate 0.84 a character = 840 tokens before every essay; the essay 800 字 → 672,
    # output assumed 168 (a quarter of the input): 672 + 168 + 840 = 1,680
    ("用Qwen2.5-72B批改作文，評分標準1000字，每篇作文800字，共10萬篇", 840, 1680),
    # a 1,500-word rubric at 1.33 tokens a word = 2,000; the essay 600 words → 800, output assumed 200:
    # 800 + 200 + 2,000 = 3,000
    ("Grade 100k essays with Qwen2.5-72B; each essay ~600 words, and every prompt includes a 1,500-word rubric",
     2000, 3000),
])
def test_a_fixed_prompt_part_in_characters_or_words_is_added_to_every_item(text: str, shared: int, seq: int) -> None:
    got = read(text)
    assert got.get("shared_prefix_tokens") == shared
    assert got.get("seq_len") == seq


@pytest.mark.parametrize("text, prompt", [
    # 2,000 system + 200 user = 2,200 tokens each request (the system prompt was dropped: 200)
    ("Serve Llama-3.1-70B chatbot, 2,000-token system prompt, user messages ~200 tokens, 50 concurrent users", 2200),
    # 3,000 system + 100 字 × 0.67 = 67 → 3,067 (the 100 字 was dropped: 3,000)
    ("客服机器人用Qwen2.5-14B，系统提示词3000个token，用户问题大概100字，并发20", 3067),
    # 繁體: 100 字 × 0.84 = 84 → 3,084
    ("客服機器人用Qwen2.5-14B，系統提示詞3000個token，用戶問題大概100字，並發20", 3084),
])
def test_a_served_chats_system_prompt_is_added_to_the_users_prompt(text: str, prompt: int) -> None:
    assert read(text).get("prompt_tokens") == prompt


def test_a_system_prompt_alone_is_the_prompt_as_read() -> None:
    # no user length said: the 3,000 read stays the prompt (never 6,000)
    assert read("客服机器人用Qwen2.5-14B，系统提示词3000个token，并发20").get("prompt_tokens") == 3000


def test_messages_each_a_day_are_per_user() -> None:
    # 1.5 million × 4 = 6,000,000 a day (was read as 4 requests in the whole day)
    got = read("Chat assistant on Qwen2.5-7B for 1.5 million daily active users, 4 messages each per day")
    assert got.get("daily_users") == 1_500_000
    assert got.get("requests_per_user_per_day") == 4


@pytest.mark.parametrize("text, every", [
    ("Llama-3.1-8B 客服，高峰期同时在线两万人，每人每两分钟发一条", 120.0),  # 2 minutes = 120 s between messages
    ("Llama-3.1-8B 客服，同时在线5000人，每个人每半分钟问一次", 30.0),  # half a minute = 30 s
])
def test_a_pace_in_numerals_is_read(text: str, every: float) -> None:
    assert read(text).get("message_interval_s") == every
