"""A hosted model named as the one to run ("serve GPT-4 for 50 users", 部署GPT-4给50个人用, "today with Claude 3.5
Haiku"): no rented GPU can run it, because its weights are not published. The answer says so and sizes an open model
of its class in its place: a large hosted model against a 70B-class open one (Llama-3.3-70B; Qwen2.5-72B for Chinese
work), a small one (mini, nano, Haiku, Flash, 3.5) against the 7-8B defaults. It used to say "No model named" and size
an 8B chat model, far below what the user runs today. Open-weight names that share a maker's prefix (gpt-oss, GPT-2,
GPT-J, Gemma) are models like any other."""
import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from advisor.core.unheld_names import hosted_name
from tools.defaults import HOSTED_LARGE_CHINESE_MODEL, HOSTED_LARGE_MODEL, hosted_stand_in
from tools.schema import Workload


@pytest.mark.parametrize("text, name, small", [
    ("serve GPT-4 for 50 users", "GPT-4", False),
    ("部署GPT-4给50个人用", "GPT-4", False),
    ("we use gpt-4o today", "gpt-4o", False),
    ("GPT-4o-mini的替代方案", "GPT-4o-mini", True),
    ("replace ChatGPT for our staff", "ChatGPT", False),
    ("today with Claude 3.5 Haiku", "Claude 3.5 Haiku", True),
    ("用 Claude 3.5 Sonnet 做客服", "Claude 3.5 Sonnet", False),
    ("gemini-2.5-pro is too expensive", "gemini-2.5-pro", False),
    ("Gemini 1.5 Flash quality is enough", "Gemini 1.5 Flash", True),
    ("GPT-3.5-turbo level answers", "GPT-3.5-turbo", True),
    ("現在用豆包", "豆包", False),
    ("Qwen2.5-Max 太贵", "Qwen2.5-Max", False),
])
def test_a_hosted_name_is_read_with_its_class(text, name, small):
    assert hosted_name(text) == (name, small)


@pytest.mark.parametrize("text", ["serve gpt-oss-20b for 10 users", "fine-tune GPT-2 small", "GPT-J-6B on a T4",
                                  "serve Gemma 2 9B", "use o3 reasoning", "a gpt4all style app"])
def test_open_weight_names_are_no_hosted_model(text):
    assert hosted_name(text) is None


def test_the_stand_in_follows_the_class_and_the_language_and_never_replaces_a_named_model():
    w = Workload(task="inference", concurrency=50)
    assert hosted_stand_in(w, hosted="GPT-4", small=False, chinese=False)[0] == HOSTED_LARGE_MODEL == "Llama-3.3-70B"
    assert hosted_stand_in(w, hosted="GPT-4", small=False, chinese=True)[0] == HOSTED_LARGE_CHINESE_MODEL
    assert hosted_stand_in(w, hosted="GPT-4o mini", small=True, chinese=False)[0] == "Llama-3.1-8B"
    assert hosted_stand_in(w.model_copy(update={"model": "Qwen2.5-14B"}), hosted="GPT-4", small=False,
                           chinese=False) is None
    assert hosted_stand_in(Workload(task="lora"), hosted="GPT-4", small=False, chinese=False) is None


@pytest.mark.slow
def test_serving_gpt4_is_sized_on_a_70b_open_model_and_says_why(tmp_path):
    # Llama-3.3-70B: 70.6B parameters, FP8 weights ≈ 70.6 GB; KV (BF16) = 2 × 80 layers × 8 KV heads × 128 × 2 B =
    # 327,680 B a token × 50 users × 4,096 tokens ≈ 67.1 GB; ≈ 147 GB with the runtime's overhead: one 192 GB MI300X
    # or two 80 GB cards, where the old answer sized an 8B model on one 48 GB card
    reply = Engine(store=Store(tmp_path / "s.db")).handle("t", "serve GPT-4 for 50 users")
    head = reply.text.splitlines()[0]
    assert "Llama-3.3-70B" in head, head
    assert "GPT-4 is a hosted model (its weights are not published)" in reply.text
    assert "No model named" not in reply.text


@pytest.mark.slow
@pytest.mark.parametrize("text, model, says, script_word", [
    ("部署GPT-4给50个人用", "Qwen2.5-72B", "GPT-4 是托管模型", "并发"),
    ("部署GPT-4o給50個人用", "Qwen2.5-72B", "GPT-4o 是託管模型", "並發"),
])
def test_in_chinese_the_stand_in_is_a_chinese_trained_70b_model(tmp_path, text, model, says, script_word):
    reply = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    head = reply.text.splitlines()[0]
    assert model in head and script_word in head, head
    assert says in reply.text and "未指定模型" not in reply.text


@pytest.mark.slow
def test_a_small_hosted_model_in_a_batch_keeps_the_small_default(tmp_path):
    reply = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "classify 1M tickets a day, today with Claude 3.5 Haiku, self-hosted instead")
    assert reply.text.splitlines()[0].startswith("**Llama-3.1-8B"), reply.text.splitlines()[0]
    assert "Claude 3.5 Haiku is a hosted model" in reply.text and "a small model, as Claude 3.5 Haiku is" in reply.text
