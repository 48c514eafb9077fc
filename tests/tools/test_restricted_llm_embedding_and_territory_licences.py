"""The licence of a named LLM, embedding model or image model whose terms decide a business's job before the hardware
does, found as users write the name: Ministral-8B-Instruct-2410 (Mistral AI Research License: non-commercial research
only), Cohere Command A / R+ / R (CC BY-NC 4.0), jina-clip-v2 and jina-embeddings-v3 (CC BY-NC 4.0), and
HunyuanImage-2.1 and Hunyuan-MT-7B (Tencent Hunyuan Community License, not applying in the EU, the UK or South Korea) —
tools/named_licences.py, advisor/core/named_licence_lines.py. Later releases under other terms (Ministral-3-8B,
Command A+) and ordinary words ("run the command a few times") get no line."""

from __future__ import annotations

import pytest

from advisor.core.named_licence_lines import licence_lines
from tools.named_licences import named_licences


@pytest.mark.parametrize("text, model, licence", [
    ("we're a helpdesk SaaS and want Ministral-8B-Instruct-2410 to tag emails", "Ministral-8B-Instruct-2410",
     "Mistral AI Research License (MRL-0.1)"),
    ("我们想用ministral 8b做客服分类", "Ministral-8B-Instruct-2410", "Mistral AI Research License (MRL-0.1)"),
    ("our internal KB on Command A (111B), how many H100s?", "Command A", "CC BY-NC 4.0"),
    ("c4ai-command-a-03-2025 on 2x H100 FP8", "Command A", "CC BY-NC 4.0"),
    ("我們想部署Command R+做內部問答", "Command R+", "CC BY-NC 4.0"),
    ("serve c4ai-command-r-v01 for 20 users", "Command R", "CC BY-NC 4.0"),
    ("我們要用jina-clip-v2幫電商做以圖搜圖，200萬張商品圖", "jina-clip-v2", "CC BY-NC 4.0"),
    ("embed 10M docs with jina-embeddings-v3", "jina-embeddings-v3", "CC BY-NC 4.0"),
    ("用HunyuanImage-2.1每天出2000张海报", "HunyuanImage-2.1", "Tencent Hunyuan Community License"),
    # the translation release's License.txt: the same territory clause
    ("translate 2M support tickets a day with Hunyuan-MT-7B", "Hunyuan-MT-7B", "Tencent Hunyuan Community License"),
    ("用hunyuan mt chimera 7b做文档翻译", "Hunyuan-MT-7B", "Tencent Hunyuan Community License"),
])
def test_a_restricted_model_is_found_with_its_licence(text, model, licence):
    assert [(x.model, x.licence) for x in named_licences(text)] == [(model, licence)]


@pytest.mark.parametrize("text", [
    "Ministral-3-8B for our helpdesk",  # a later series, not the 2410 release's research licence
    "Command A+ on 2x H100",  # Apache-2.0
    "run the command a few times and tell me the cost",  # a plain word, no model
    "serve Mistral-7B-Instruct-v0.3 for 20 users",  # Apache-2.0
])
def test_a_model_under_other_terms_gets_no_line(text):
    assert named_licences(text) == []


@pytest.mark.parametrize("text, lang, said", [
    ("we're a helpdesk SaaS (paying customers) and want Ministral-8B-Instruct-2410", "en",
     ("Mistral AI Research License", "a commercial licence from Mistral AI", "Qwen3-8B (Apache-2.0")),
    ("公司内部知识库想用Command A做问答", "zh", ("Command A", "只限非商业用途", "向 Cohere 购买商业许可", "Qwen3-32B")),
    ("电商以图搜图用jina-clip-v2", "zh", ("jina-clip-v2", "向 Jina AI 购买商业许可")),
])
def test_a_business_use_puts_the_warning_first(text, lang, said):
    first, last = licence_lines(text, True, "", lang)
    assert len(first) == 1 and not last, (first, last)
    for s in said:
        assert s in first[0], (s, first[0])
    assert "or use  (" not in first[0] and "或改用 （" not in first[0]  # no empty alternative


@pytest.mark.parametrize("use", [True, None, False])
def test_a_territory_clause_is_said_whatever_the_use(use):
    first, last = licence_lines("HunyuanImage-2.1 for our Berlin marketing team", use, "", "en")
    assert len(first) == 1 and not last, (first, last)
    assert "European Union, the United Kingdom or South Korea" in first[0]
    first, last = licence_lines("Hunyuan-MT-7B to translate our Paris office's mail", use, "", "en")
    assert len(first) == 1 and "Hunyuan-MT-7B" in first[0] and "South Korea" in first[0], (first, last)
