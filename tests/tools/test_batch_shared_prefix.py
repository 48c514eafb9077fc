"""A batch whose items share one long instruction ("the same 1,500-token instructions + each 800-token document"):
with vLLM's Automatic Prefix Caching (SGLang: RadixAttention), on by default, the shared instruction's KV blocks are
computed once and reused by every later item on the replica, so the job's prefill counts the instruction once per
replica, not once per item. The reader keeps the instruction in the prompt (it is in every sequence's KV cache) and
the answer says the assumption."""

import pytest

from advisor.core.extract_rules import extract
from advisor.core.service import advise
from tests.conftest import module_home
from tools.defaults import resolve
from tools.offers import batch_job_hours
from tools.schema import SpeedEstimate, Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

# a card at 10,000 prompt tokens/s of prefill and 5,000 output tokens/s batched: round figures for the hand sums
SPEED = SpeedEstimate(prefill_tokens_per_s=10_000.0, decode_aggregate_expected=5_000.0)


def job(**kw) -> Workload:
    return Workload(model="Llama-3.1-8B", task="inference", batch_requests=1_000_000, seq_len=2_500, output_tokens=200,
                    **kw)


def test_the_shared_instruction_is_prefilled_once_per_replica():
    # Hand: 1M items × (800 own tokens ÷ 10,000/s + 200 out ÷ 5,000/s) = 1M × 0.12 s = 120,000 s on one replica;
    # the 1,500-token instruction adds 1,500 ÷ 10,000 = 0.15 s once. Two replicas: 60,000 s + 0.15 s each, in
    # parallel. Prefilling the instruction with every item instead: 1M × (2,300 ÷ 10,000 + 0.04) = 270,000 s.
    w, _ = resolve(job(shared_prefix_tokens=1_500))
    assert batch_job_hours(w, SPEED, 1) * 3600 == pytest.approx(120_000 + 0.15)
    assert batch_job_hours(w, SPEED, 2) * 3600 == pytest.approx(60_000 + 0.15)
    plain, _ = resolve(job())
    assert batch_job_hours(plain, SPEED, 1) * 3600 == pytest.approx(270_000)


@pytest.mark.parametrize("kw", [{"prefix_cache": False}, {"framework": "tgi"}])
def test_without_a_prefix_cache_the_instruction_is_prefilled_with_every_item(kw):
    # "no prefix caching" said, or an engine whose prefix cache is not on by default (TGI here): every item
    # prefills its whole 2,300-token prompt, 1M × 0.27 s = 270,000 s, as if nothing were shared.
    w, _ = resolve(job(shared_prefix_tokens=1_500, **kw))
    assert batch_job_hours(w, SPEED, 1) * 3600 == pytest.approx(270_000)


@pytest.mark.parametrize(("text", "shared", "seq"), [
    ("Run Llama 3.1 8B over 1M documents: the same 1,500-token instructions + each 800-token document, 200 tokens "
     "out, within 2 days", 1_500, 2_500),
    ("Llama 3.1 8B: classify 2M tickets with a shared 1,200-token system prompt, each ticket ~200 tokens, output 5 "
     "tokens", 1_200, 1_405),
    ("用 Qwen2.5-7B 处理 50 万篇文档，每篇 1000 token，前面都带相同的 2000 token 指令，输出 100 token", 2_000, 3_100),
    ("用 Qwen2.5-7B 處理 50 萬篇文件，每篇 1000 token，前面都帶相同的 2000 token 指令，輸出 100 token", 2_000, 3_100),
])
def test_the_reader_keeps_the_shared_instruction_in_each_prompt(text, shared, seq):
    # Hand: a sequence holds the instruction, the item and the output: 1,500 + 800 + 200 = 2,500; 1,200 + 200 + 5 =
    # 1,405; 2,000 + 1,000 + 100 = 3,100. Before, the instruction was dropped: 1,000 / 205 / 1,100 tokens a sequence.
    p = extract(text).patch
    assert p.shared_prefix_tokens == shared and p.seq_len == seq and p.batch_requests


@pytest.mark.slow
def test_the_answer_prices_and_says_the_shared_instruction_once():
    # Hand: Llama-3.1-8B, 1M items: per item 2 · 8.03e9 · 800 own tokens = 1.28e13 FLOP of prefill where the
    # instruction is cached, 2 · 8.03e9 · 2,300 = 3.69e13 where it is not: the prefill work drops to 800 / 2,300 =
    # 35 %, and the 200 output tokens an item decode the same either way, so the cached job takes clearly less than
    # the uncached one on the same plan, and the answer says why.
    cached = advise(job(shared_prefix_tokens=1_500), stated={"model", "task", "batch_requests", "seq_len",
                                                             "output_tokens", "shared_prefix_tokens"})
    fresh = advise(job(shared_prefix_tokens=1_500, prefix_cache=False),
                   stated={"model", "task", "batch_requests", "seq_len", "output_tokens", "shared_prefix_tokens",
                           "prefix_cache"})
    assert cached.job_hours and fresh.job_hours
    on_cache, uncached = (r.job_hours * r.candidates[0].gpu_count * r.candidates[0].instances for r in (cached, fresh))
    assert on_cache < 0.8 * uncached
    said = [a for a in cached.assumptions if a.code == "recommend.shared_prefix"]
    assert said and said[0].args["cached"] and said[0].args["own"] == 800
    assert "prefilled once per replica" in said[0].en and "前缀缓存" in said[0].zh
