"""Fast replies asked for with no figure ("replies need to be fast", 回复要快, 響應要快一點) are a latency wish of a served
model's users: each user gets MLPerf's interactive bounds (≥ 25 tokens/s, the first token within 450 ms: tools.offers
RESPONSIVE_TOKENS_PER_S, RESPONSIVE_TTFT_MS), the cheapest plan meeting them first, said in a note. 回复要快 had been read
as "the fastest plan at any price": a Qwen2.5-32B customer-service bot for 200 people then led with 4 × GB200 at
¥460.80 an hour (62 tokens/s a user), and the English "replies need to be fast" was not read at all. "Fastest",
最快, 越快越好 keep the fastest plan; a stated figure wins over the bounds; a training job's "要快" is its finish time."""
import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _read(text: str) -> tuple[dict, list[str]]:
    e = extract(text)
    return e.patch.model_dump(exclude_none=True), e.notes


@pytest.mark.parametrize("text", [
    "serve Qwen2.5-32B for our support bot, 200 people at peak, replies need to be fast",
    "我们要给客服系统部署一个Qwen2.5-32B，高峰大概200人同时问，回复要快",
    "部署Qwen2.5-32B，200并发，响应要快一点",
    "我哋想部署Qwen2.5-32B俾200個客同時用，回覆要快",
    "Llama-3.1-8B chat for 50 users with quick responses",
])
def test_fast_replies_are_the_interactive_bounds(text):
    got, notes = _read(text)
    assert got.get("target_tokens_per_s_per_user") == 25.0 and got.get("target_ttft_ms") == 450.0, got
    assert "priority" not in got, got
    assert any("MLPerf's interactive bounds" in n for n in notes), notes


def test_a_stated_speed_wins_and_the_note_says_only_what_was_filled():
    got, notes = _read("部署Qwen2.5-32B，200并发，回复要快，每人至少40 token/s")
    assert got["target_tokens_per_s_per_user"] == 40.0 and got["target_ttft_ms"] == 450.0
    [note] = [n for n in notes if "MLPerf" in n]
    assert "25 tokens/s" not in note and "450 ms" in note


@pytest.mark.parametrize("text", ["部署Qwen2.5-32B，200并发，要最快的方案", "回复要快，越快越好，部署Qwen2.5-32B 200并发",
                                  "fastest way to serve Qwen2.5-32B to 200 users"])
def test_the_fastest_said_keeps_the_fastest_plan(text):
    got, _ = _read(text)
    assert got.get("priority") == "fastest" and "target_ttft_ms" not in got, got


def test_a_training_jobs_speed_wish_is_its_finish_time():
    got, _ = _read("训练要快，LoRA Qwen2.5-7B")
    assert got.get("priority") == "fastest" and "target_tokens_per_s_per_user" not in got


@pytest.mark.slow
def test_the_support_bot_leads_with_the_cheapest_plan_meeting_the_bounds(tmp_path):
    # Qwen2.5-32B BF16 ≈ 65.5 GB of weights; KV = 2 × 64 layers × 8 KV heads × 128 × 2 B = 262,144 B a token × 200 users ×
    # 4,096 tokens ≈ 215 GB: ≈ 280 GB in all, two 192 GB MI300X as two replicas at ≈ 25 tokens/s a user ($4.78/h), where
    # "the fastest plan" had been 4 × GB200 at $64/h
    said = "我们要给客服系统部署一个Qwen2.5-32B，高峰大概200人同时问，回复要快"
    reply = Engine(store=Store(tmp_path / "s.db")).handle("t", said)
    head = reply.text.splitlines()[0]
    assert "每用户 ≥ 25 tokens/s" in head and "首 token ≤ 450 ms" in head and "最快" not in head, head
    assert "GB200" not in reply.text.split("| 1 |")[0], reply.text[:900]
