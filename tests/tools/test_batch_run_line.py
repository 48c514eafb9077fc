"""A batch whose prompts are "instruction + item" or whose answers are JSON gets one line on how to run it: the
instruction first and identical (the prefix cache only reuses a prompt's leading blocks), guided JSON decoding with
max_tokens at the stated answer length, results written as they go."""

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home
from tools.defaults import resolve
from tools.load import batch_run_line
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, shared, seq", [
    # Hand: 400-token instruction + each 600-token ticket + 30 out = 1,030 tokens a sequence, 400 of them shared
    ("classify 2 million support tickets with Qwen2.5-7B: each prompt is a 400 token instruction block + the ticket "
     "(~600 tokens), 30 tokens out", 400, 1_030),
    # 简体: 800 token 的指令 + 每条合同条款 500 token, 输出 50 token → 800 + 500 + 50 = 1,350
    ("用 Qwen2.5-14B 批量处理 100 万条合同条款，每条 500 token，提示是 800 token 的指令 + 条款，输出 50 token", 800, 1_350),
    # 繁體: the same sum, 2k = 2,048 tokens of instruction + 1,000 + 100 → 3,148
    ("用 Qwen2.5-7B 批次處理 30 萬篇文章，每篇 1000 token，2k token 指令加上文章，輸出 100 token", 2_048, 3_148),
])
def test_instruction_plus_item_is_read_as_a_shared_prefix(text, shared, seq):
    p = extract(text).patch
    assert p.batch_requests and p.shared_prefix_tokens == shared and p.seq_len == seq


@pytest.mark.parametrize("text, json", [
    ("score 3 million product reviews with Llama 3.1 8B, 300 tokens each, return JSON with label and score", True),
    ("summarise 500k news articles with Qwen2.5-7B, 800 tokens each, 100 tokens out as json", True),
    ("用 Qwen2.5-7B 给 200 万条评论打标签，每条 200 token，输出 JSON 格式，20 token", True),
    ("用 Qwen2.5-7B 給 200 萬條評論打標籤，每條 200 token，結果用 json 回傳，20 token", True),
    # the data's file format is not the answer's: no JSON advice
    ("classify 2 million reviews stored as jsonl files with Llama 3.1 8B, 200 tokens each, 10 tokens out", False),
    ("分类 100 万条评论（原始数据是 json 文件），Qwen2.5-7B，每条 300 token，输出 10 token", False),
])
def test_json_answers_are_read_only_when_the_output_is_json(text, json):
    p = extract(text).patch
    assert p.batch_requests and bool(p.structured_output) is json


def test_the_run_line_names_the_shared_instruction_and_the_json_cap():
    # a 500-token instruction on vLLM (prefix cache on by default) and JSON answers of 20 tokens: both said
    w, _ = resolve(Workload(model="Llama-3.1-8B", task="inference", batch_requests=100_000, seq_len=1_220,
                            output_tokens=20, shared_prefix_tokens=500, structured_output=True))
    msg = batch_run_line(w)
    assert msg is not None
    assert "500-token instruction first" in msg.en and "`max_tokens` ≈ 20" in msg.en and "guided" in msg.en
    assert "500 token 的指令" in msg.zh and "约 20" in msg.zh and "JSON" in msg.zh


def test_no_run_line_without_cache_json_or_batch():
    # no prefix cache said (every prompt new) and no JSON: nothing to advise
    w, _ = resolve(Workload(model="Llama-3.1-8B", task="inference", batch_requests=100_000, seq_len=1_220,
                            output_tokens=20, shared_prefix_tokens=500, prefix_cache=False))
    assert batch_run_line(w) is None
    # uncached but JSON: only the JSON half, the instruction not claimed as cached
    w, _ = resolve(Workload(model="Llama-3.1-8B", task="inference", batch_requests=100_000, seq_len=1_220,
                            output_tokens=20, shared_prefix_tokens=500, prefix_cache=False, structured_output=True))
    msg = batch_run_line(w)
    assert msg is not None and "instruction" not in msg.en and "guided" in msg.en
    # a chat service is not a batch
    w, _ = resolve(Workload(model="Llama-3.1-8B", task="inference", seq_len=4_096, structured_output=True))
    assert batch_run_line(w) is None
