"""Three reading misses, each in English, 简体, 繁體 and Cantonese:
- code completion said in Chinese or mixed words (IDE 補全, 代码补全, 補全+聊天, "autocomplete + chat") is read, and a
  model without fill-in-the-middle (gpt-oss rows: fim false) is told it cannot be the completion model, with a FIM
  model of similar size named (beside chat: it may serve the chat only);
- a rule against PRC-developed models said after the models (国产模型不行, 中國公司嘅模型唔得, "Chinese models are not
  allowed") is a model rule (avoid_prc_models), never a cloud rule; "only PRC models" (只用国产模型) has no field, so
  the answer says it is not applied and whether the model meets it;
- "may the data go to <provider>'s API?" gets its own line: where the provider keeps it (sourced: DeepSeek → PRC),
  what that means for the place (Shanghai: no cross-border step; Hong Kong: PDPO processor duties and PIPL), and a
  price per 1M tokens only from a sourced row (DeepSeek-V3 → deepseek-chat $0.28 / $0.42); OpenAI: no sourced
  residency line, said so rather than guessed."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract

NO_FIM = ("was not trained for fill-in-the-middle", "没有经过中间填充（FIM）训练")
BESIDE = "can serve the chat but not the completions"


@pytest.mark.parametrize("text", [
    "gpt-oss-20b 做 IDE 補全，30個開發者",                    # 繁體
    "用 gpt-oss-20b 给 30 个程序员做 IDE 补全",                # 简体
    "我哋想用 gpt-oss-20b 做 VS Code 補全，30 個工程師",       # 粵語
    "self-host gpt-oss-20b as IDE autocomplete for 30 devs",  # English
])
def test_completion_words_read_as_completion_and_no_fim_said(text):
    # 64-token completions (tools.defaults FIM_OUTPUT_TOKENS), and gpt-oss-20b (fim: false in models.json) is told it
    # cannot do tab completion: its nearest FIM model by size (21 B → Codestral-22B) is named
    e = extract(text)
    assert e.patch.output_tokens == 64, text
    assert any(n.startswith("gpt-oss-20b") and "fill-in-the-middle" in n and "Codestral-22B" in n for n in e.notes), \
        e.notes


@pytest.mark.parametrize("text", [
    "我哋team 20個工程師，想用gpt-oss-120b做補全+聊天，自己host",  # 粵語
    "我們想用 gpt-oss-120b 給工程師做補全和聊天",                 # 繁體
    "用gpt-oss-120b给30个程序员做补全和对话",                     # 简体
    "gpt-oss-120b for our devs: chat and 补全",                   # mixed
])
def test_completion_beside_chat_says_the_chat_model_cannot_complete(text):
    # sized as the chat (no 64-token completion shape), but the completions are told to need a FIM model
    e = extract(text)
    assert any(n.startswith(f"gpt-oss-120b {BESIDE}") for n in e.notes), e.notes


def test_a_fim_model_beside_chat_gets_no_line():
    assert not any(BESIDE in n for n in extract("用 Qwen2.5-Coder-32B 给程序员做补全+聊天").notes)


@pytest.mark.parametrize("text", [
    "用Qwen2.5-32B做客服，100个用户，国产模型不行",                        # 简体
    "Qwen2.5-32B 做客服，但中國公司的模型不能用",                          # 繁體
    "我哋想用Qwen2.5-32B，但係中國公司嘅模型唔得",                         # 粵語
    "Qwen2.5-32B for support chat, 100 users; Chinese models are not allowed by compliance",
    "Qwen2.5-32B for support; Chinese-origin models are off the table",
    "唔可以用中國公司嘅模型，Qwen2.5-32B 點算",
    "no Chinese-origin models, we looked at Qwen2.5-32B",
    # 大模型 / 大語言模型 and 不得使用: once read as "no Chinese clouds" (an owner rule) — the failure seen
    "公司规定不得使用中国公司的大模型，Qwen2.5-32B 客服",
    "公司規定不得使用中國公司的大語言模型，Qwen2.5-32B 客服",
    "models developed by Chinese companies are not allowed; we had Qwen2.5-32B",
])
def test_a_rule_after_the_models_is_a_model_rule_not_a_cloud_rule(text):
    p = extract(text).patch
    assert p.avoid_prc_models is True, text
    assert not p.providers and not p.owner_rule, (p.providers, p.owner_rule)


@pytest.mark.parametrize("text,meets", [
    ("用Llama-3.1-8B做客服，只用國產模型", False),            # 繁體: Meta (US) does not meet it
    ("我哋淨係用國產模型，Qwen2.5-32B 100個用戶", True),       # 粵語: Alibaba (PRC) meets it
    ("用 Qwen2.5-7B 做客服，只用国产模型", True),              # 简体
    ("Llama-3.1-8B for support, but we may only use Chinese models", False),
])
def test_only_prc_models_is_said_not_ignored(text, meets):
    e = extract(text)
    assert not e.patch.avoid_prc_models, text  # the reverse preference is not the exclusion
    line = next(n for n in e.notes if n.startswith("'only PRC-developed models' read"))
    assert ("so it meets the rule" in line) is meets, line


@pytest.mark.parametrize("text", ["客服聊天，100个用户，只用国产模型", "support chat for 100 users, only Chinese models"])
def test_only_prc_models_with_no_model_named_is_still_said(text):
    # no model named yet: the default is chosen later, so the line says no filter is applied and asks for the model
    assert any(n.startswith("'only PRC-developed models' read") and "no model was named" in n
               for n in extract(text).notes), extract(text).notes


@pytest.mark.parametrize("text", [
    "我们用 vLLM 部署 Qwen2.5-32B，能不能用 OpenAI 兼容接口调用？100 个用户",
    "Llama-3.1-8B for 50 users, can we expose it as an OpenAI-compatible API?",
])
def test_an_openai_compatible_endpoint_is_no_api_question(text):
    # vLLM's OpenAI-compatible server is the self-host's own interface: no line about sending data to OpenAI
    assert not any("Sending the data to" in n for n in extract(text).notes), extract(text).notes


@pytest.mark.parametrize("text,where", [
    ("我们在上海，用DeepSeek-V3给客服做问答，能不能直接调DeepSeek官方接口？", "no transfer out of the country"),  # 简体
    ("我哋喺香港，用DeepSeek-V3做客服，可唔可以send上去DeepSeek官方API？", "from Hong Kong"),               # 粵語
    ("我們在香港，DeepSeek-V3 客服，能不能直接用DeepSeek的官方API？", "from Hong Kong"),                    # 繁體
    ("We run DeepSeek-V3 in Shanghai for support; can we just use the DeepSeek API instead?",
     "no transfer out of the country"),
])
def test_a_deepseek_api_question_gets_residency_and_the_sourced_price(text, where):
    # DeepSeek stores API data in the PRC (its privacy policy); DeepSeek-V3 is priced by the deepseek-chat row
    # (api_prices.csv: $0.28 in, $0.42 out per 1M, 2025-12-09)
    line = extract(text).notes[0]
    assert line.startswith("Sending the data to DeepSeek's API") and where in line, line
    assert "0.28 in / 0.42 out USD per 1M tokens" in line, line


def test_an_openai_api_question_is_answered_without_a_guessed_fact():
    # no sourced line on where OpenAI keeps API data and no model named that a priced row holds: both said, no price
    line = extract("We serve Llama-3.1-70B to 200 users in Frankfurt with customer data; can we just use the OpenAI "
                   "API instead?").notes[0]
    assert line.startswith("Sending the data to OpenAI's API") and "not a sourced fact" in line, line
    assert "per 1M tokens [" not in line, line


@pytest.mark.slow  # whole answers
@pytest.mark.parametrize("text,want", [
    ("我哋team 20個工程師，想用gpt-oss-120b做補全+聊天，自己host，幾錢？", "可以做聊天，但做不了補全"),
    ("用Qwen2.5-32B做客服，100个用户，国产模型不行", "已排除中国大陆开发者的模型"),
    ("我们在上海，用DeepSeek-V3给客服做问答，能不能直接调DeepSeek官方接口？", "在中国大陆使用时资料没有出境"),
])
def test_whole_answers(text, want, tmp_path, monkeypatch):
    from click.testing import CliRunner

    from advisor.cli import cli

    monkeypatch.setenv("GPU_ADVISOR_HOME", str(tmp_path))
    r = CliRunner().invoke(cli, ["ask", text])
    assert r.exit_code == 0 and want in r.output, r.output[:2000]


def test_codellama_is_no_stand_in_for_a_chat_model():
    # CodeLlama is a coder (tools.model_origin._KINDS): it stands in for Qwen2.5-Coder-32B, never for the chat model
    # Qwen2.5-32B (it was offered beside OLMo-2-32B for a support chat)
    from catalog import registry
    from tools.model_origin import non_prc_alternatives

    models = [registry.get(n) for n in registry.names()]
    assert "CodeLlama-34B" not in [m.name for m in non_prc_alternatives(registry.get("Qwen2.5-32B"), models)]
    assert "CodeLlama-34B" in [m.name for m in non_prc_alternatives(registry.get("Qwen2.5-Coder-32B"), models)]
