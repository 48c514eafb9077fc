"""A named release the registry now holds (Yi-1.5-34B-Chat, Phi-3.5-MoE-instruct, DeepSeek-V2-Lite-Chat) is sized as
itself: a context beyond its maximum is said, with longer-context models named, and an MoE's real memory decides the
card, never a default model or a generic size of the stated parameters."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from catalog import registry
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "said"), [
    # Yi-1.5-34B-Chat is 4,096 tokens (01-ai, config max_position_embeddings): 12k-token contracts do not fit
    ("summarise 12k-token contracts with yi 1.5 34b chat, 200 a day", "4,096"),
    ("用Yi-1.5-34B-Chat给每份约2万token的合同做摘要，每天300份", "4,096"),
])
def test_a_context_past_the_yi15_chat_limit_is_said_with_alternatives(tmp_path, text, said):
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    rec = r.recommendation
    assert rec is not None and rec.workload.model == "Yi-1.5-34B-Chat", r.text[:400]
    head = r.text.split("|")[0]
    assert said in head and "Yi-1.5-34B-Chat" in head
    # some longer-context model is named for the asked length (any registry row with max_context above it): since the
    # Mamba-2 hybrid rows joined the registry the English case names Yi-1.5-34B-Chat-16K (16,384 > 12,000), Falcon-H1-34B
    # and Seed-OSS-36B (same ~34B size class, far longer windows) -- each checked against its registry max_context
    asked = 20_000 if "2万" in text else 12_000
    longer = [n for n in registry.names() if n != "Yi-1.5-34B-Chat" and n in r.text and (registry.max_context(n) or 0) > asked]
    assert longer, r.text[:1200]
    # a text job is never sent to a vision-language model (InternVL3-38B was named for contract summaries)
    assert "InternVL" not in r.text and "-VL-" not in r.text and "Omni" not in r.text


def test_phi35_moe_in_bf16_is_not_put_on_one_80_gb_card(tmp_path):
    # 41.87B params x 2 B = 83.7 GB of BF16 weights alone > an 80 GB card's ~79 GiB: a single-80 GB BF16 plan is wrong
    r = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "we need phi 3.5 moe instruct behind an api for 30 requests/s, short prompts, BF16 weights")
    rec = r.recommendation
    assert rec is not None and rec.workload.model == "Phi-3.5-MoE-instruct", r.text[:400]
    top = rec.candidates[0]
    # either the weights are split over 2+ cards, or the one card holds more than 84 GB (H200 141 GB, MI300X 192 GB)
    assert top.gpu_count >= 2 or top.per_gpu_bytes > 84e9, (top.gpu, top.gpu_count, top.per_gpu_bytes)
