"""A model offered in place of the asked one is of the same kind and is sized: a licence that bars the user's place
names its alternative with that model's own memory and cheapest plan (never "the hardware sizing stands" on the barred
model's cards), and a context the model cannot take names a chat model for chat, in the user's Chinese script first."""

from __future__ import annotations

import re

import pytest

from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path, text: str) -> str:
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.slow
@pytest.mark.parametrize("text,alt,zh", [
    # Llama-4-Scout (109B, Llama 4 AUP: no rights to a company based in the EU) for a firm in Lyon: its row names
    # Mistral-Small-3.1-24B (Apache-2.0); 24B in 16-bit is ≈ 48 GB of weights, so it needs its own, smaller plan, not
    # the Scout's cards
    ("We're an insurance firm in Lyon, France. Serve Llama-4-Scout to 25 adjusters at once reading claim notes. "
     "Which GPUs and what monthly cost?", "Mistral-Small-3.1-24B", False),
    # 简体: Llama-3.2-11B-Vision for a Munich company: its row names Qwen2.5-VL-7B (Apache-2.0), ≈ 15 GB in 16-bit
    ("我们是慕尼黑的一家保险公司，想用 Llama-3.2-11B-Vision 看理赔照片，20 个理赔员同时用，租什么 GPU，每月多少钱？",
     "Qwen2.5-VL-7B", True),
])
def test_the_licence_alternative_is_sized_on_its_own_plan(tmp_path, text, alt, zh):
    out = _ask(tmp_path, text)
    assert alt in out
    line = next(x for x in out.splitlines() if alt in x and ("许可" in x or "Licence" in x))
    assert ("按同样负载估算" if zh else "sized on the same load") in line, line
    assert "sizing stands" not in line and "硬件估算照旧" not in line
    assert re.search(r"(?:GB a GPU|每卡约 [\d.]+ GB)", line)


@pytest.mark.slow
@pytest.mark.parametrize("text,zh_script", [
    # 繁體: Taiwan-LLM-13B's max_position_embeddings is 4,096; 16k-token support chats need a Chinese chat model of a
    # similar size that holds 16,384 (Qwen3-14B, Qwen2.5-14B, GLM-4-9B-Chat), never CodeLlama-13B (code) or a
    # GUI agent
    ("我們想用 Taiwan-LLM-13B 做客服聊天，每段對話最長 16k token，15 人同時使用，部署在台灣", "繁體"),
    # English: Falcon-7B (max_position_embeddings 2,048) asked for 8k-token customer chats: a chat model of about 7B
    # that holds 8,192 (Mistral-7B 32,768, Qwen2.5-7B), not CodeLlama-7B (code, 16,384), which was named first
    ("We run a customer-help chatbot on Falcon-7B with an 8k context window, 10 agents at once, hosted in the US", "en"),
])
def test_the_substitute_for_a_short_context_is_a_chat_model(tmp_path, text, zh_script):
    from tools.substitute_kind import CHINESE, model_kind

    out = _ask(tmp_path, text)
    m = re.search(r"(?:請改用|use) ([\w.\-]+)", out)
    assert m, out[:600]
    first = m.group(1)
    assert model_kind(first) == "chat", first
    if zh_script == "繁體":
        assert CHINESE.search(first), first
