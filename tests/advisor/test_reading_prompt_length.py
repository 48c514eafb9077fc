"""A serving prompt's length said on its own is the prompt, not the context.

"200 users at once, 4k-token prompts" states what each request sends. Read as a 4k *context* the answer shrank the
prompt to leave room for the answer, and (the engine treating a context-filling prompt as a chat's re-sent history)
credited most of it to the prefix cache — an expert reviewer saw a first-token target met only on that assumption.
The prompt is `prompt_tokens` (priced whole, never cached), and with no context said the context is the prompt plus
the default answer (tools.load's ShareGPT mean, 338 tokens): 4,096 + 338 = 4,434. A context said too stays the
context; a training task's "prompts" are not a serving request."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from tests.advisor.test_reading_classes import check
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "want"), [
    ("We need a Llama-3.1-8B chat API with first token under 500 ms, 200 users at once, 4k-token prompts.",
     {"prompt_tokens": 4096, "seq_len": 4096 + 338, "concurrency": 200}),
    ("Serve Qwen2.5-32B for 50 concurrent users, prompts around 2k tokens", {"prompt_tokens": 2048, "seq_len": 2386}),
    ("部署 qwen2.5 14b，提示词平均800 token", {"prompt_tokens": 800, "seq_len": 1138}),
    ("部署 Qwen2.5-14B 推理，每次輸入大約 1500 token", {"prompt_tokens": 1500, "seq_len": 1838}),
    # a context said too: it stays the context, the prompt is inside it
    ("serve llama 3.1 8b, 100 users, 8k context, average prompt 3000 tokens", {"prompt_tokens": 3000, "seq_len": 8192}),
])
def test_a_prompt_length_alone_is_the_prompt(text, want):
    check(text, want, ())


def test_a_training_tasks_prompts_are_not_a_serving_request():
    check("LoRA llama 3 8b, prompts around 2k tokens", {"task": "lora"}, ("prompt_tokens",))


@pytest.mark.slow
def test_the_answer_prices_the_stated_prompt_whole():
    from advisor.cli import cli

    r = CliRunner().invoke(cli, ["ask", "serve Llama-3.1-8B for 200 users at once, 4k-token prompts"])
    assert r.exit_code == 0, r.output
    head = r.output.split("\n\n")[1] if "\n\n" in r.output else r.output
    assert "4,096-token prompts" in r.output, head
    assert "prefix cache" not in r.output.split("|")[0], head  # no cached history credited to a stated prompt
