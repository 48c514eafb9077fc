"""A context above the model's maximum is priced on the model the answer names instead, and that model is one the user
can run.

25–30k-token contracts into Gemma-2-27B (max_position_embeddings 8,192) were priced at 8,192 with
Gemma-3-27B only named; the plan that reads the contracts is now priced beside the pick (the recommender re-run at the
asked context). Found beside it: "读2万token的合同" (a document's length in tokens, in Chinese) was not read at all, and
the first substitute named for Yi-34B at 20k was Command-R-v01 (CC-BY-NC: no business use) then reasoning distills
that think before every answer.
"""

from __future__ import annotations

import re

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text,tokens", [
    ("想用Yi-34B-Chat读2万token的合同，10个律师用", 20_000),  # 2 × 万
    ("合同大概2万token，用Yi-34B-Chat", 20_000),
    ("每份合同2万token，用Yi-34B-Chat", 20_000),
    ("合同8k token左右，用qwen2.5-7b问答", 8_192),  # a context length in k is binary (magnitudes.tokens_len)
])
def test_a_documents_length_in_tokens_is_read_in_chinese(text, tokens):
    assert extract(text).patch.seq_len == tokens


def test_the_substitutes_a_business_can_run_and_that_answer_at_once_come_first():
    from advisor.core.service import longer_context
    from catalog import registry

    names = longer_context(registry.get("Yi-34B"), 20_000)
    first = names[0]
    assert first not in ("Command-R-v01", "QwQ-32B", "DeepSeek-R1-Distill-Qwen-32B"), names
    assert names.index("Command-R-v01") > names.index("Qwen2.5-32B")


@pytest.mark.slow
def test_the_asked_context_is_priced_on_the_named_substitute(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("t", (
        "small law firm, 10 lawyers. want to paste whole contracts (~25-30k tokens) into gemma 2 27b because it scored "
        "well in our tests. what gpu do i rent, US, under 2k a month")).text
    # "~25-30k" is a range read at its top, 30k: 30 is no power of two, a person's decimal estimate
    # (tools.token_window) → 30 × 1,000 = 30,000 tokens, past Gemma-2-27B's 8,192 and within Gemma-3-27B's 131,072
    m = re.search(r"For the 30,000 tokens asked: Gemma-3-27B \(up to 131,072\) on .+? at \$([\d.]+)/h "
                  r"\(≈ \$([\d,]+) a month\)", out)
    assert m, out
    assert float(m.group(2).replace(",", "")) == pytest.approx(float(m.group(1)) * 730, abs=1)  # 730 h a month
