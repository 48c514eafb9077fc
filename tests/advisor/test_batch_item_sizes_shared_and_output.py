"""A batch job's per-item sizes go to their own fields: the instruction every item shares (shared_prefix_tokens), each
item's own length (in the context beside the shared instruction) and the output per item (output_tokens), in English,
简体 and 繁體, in a first message, a chat follow-up and the CLI / MCP flags.

Hand figures use tools.defaults' stated rules: an item of no stated length is the input the 4,096-token default
context leaves beside the 512-token default output (3,584); an unstated output is a quarter of the item's own input,
at most 512; a Chinese character is the named model's tokenizer figure (tools.cjk_tokens: Llama-3 0.81), an English
word 4/3 token (OpenAI Help Center)."""

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home
from tools.defaults import WorkloadError, batch_item_resized, resolve
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

SHARED_ONLY = "batch summarize 1,000,000 documents with Llama-3.1-8B, same 500-token instruction for each"


@pytest.mark.parametrize("text", [
    SHARED_ONLY,
    "batch summarize 1,000,000 documents with Llama-3.1-8B, same 500-token prompt for each",
    "用 Llama-3.1-8B 批量总结100万篇文档，共用同一段500 token的提示词",
    "用 Llama-3.1-8B 批量總結100萬篇文件，共用同一段500 token的提示詞",
])
def test_a_shared_instruction_alone_is_not_each_items_whole_prompt(text):
    # The only length said is the shared instruction's: the documents' own length is unknown. Before, 500 was read as
    # each item's whole input (500 in + 125 out = 625 context) and the documents counted 0 tokens. Now no context is
    # read, and resolve puts each document's default 3,584 tokens on top of the 500: 4,084 in; output a quarter of
    # the document's 3,584 = 896, capped at 512; context 4,084 + 512 = 4,596. A note says the length was not given.
    e = extract(text)
    p = e.patch
    assert p.shared_prefix_tokens == 500 and p.seq_len is None and p.output_tokens is None, p
    assert any("3,584" in n and "500" in n for n in e.notes), e.notes
    w, notes = resolve(Workload(**p.model_dump(exclude_none=True)))
    assert (w.seq_len, w.output_tokens) == (4_596, 512)
    assert any(m.code == "defaults.batch_shared_own" and m.args["prompt"] == 4_084 for m in notes)


@pytest.mark.parametrize("text", [
    "用 Llama-3.1-8B 批量总结100万篇文档，每篇2000 token，共用同一段500 token的提示词",
    "用 Llama-3.1-8B 批量總結100萬篇文件，每篇2000 token，共用同一段500 token的提示詞",
    "用 Llama-3.1-8B 批量总结100万篇文档，每篇2000 token，都用同一个500 token的系统提示",
    "用 Llama-3.1-8B 批量总结100万篇文档，每篇2000 token，使用相同的500 token指令",
    "batch summarize 1,000,000 documents of 2,000 tokens each with Llama-3.1-8B, same 500-token instruction for each",
])
def test_a_shared_instruction_said_in_either_chinese_script_is_the_shared_prefix(text):
    # Hand: 2,000 own + 500 shared = 2,500 in; output unstated: a quarter of the document's 2,000 = 500; context
    # 2,500 + 500 = 3,000, in all three languages (简体/繁體 used to drop the 500: context 2,500).
    p = extract(text).patch
    assert (p.shared_prefix_tokens, p.seq_len, p.output_tokens, p.batch_requests) == (500, 3_000, 500, 1_000_000), p


@pytest.mark.parametrize(("text", "out"), [
    ("generate 2 million responses of ~300 tokens each with Llama-3.1-8B", 300),
    ("generate 1M samples of 300 tokens each with Llama-3.1-8B", 300),
    ("用 Llama-3.1-8B 生成200万条回复，每条300 token", 300),
    ("用 Llama-3.1-8B 生成200萬條回覆，每條300 token", 300),
    ("用 Llama-3.1-8B 生成200万条文案，每条300字", 243),  # 300 字 × 0.81 (Llama-3's 1.24 characters a token)
])
def test_a_length_said_of_generated_items_is_their_output(text, out):
    # What is generated is the output: 300 tokens each of 2M responses is 300 out, not 300 in + 300 out (or 300 in
    # + a quarter of it, 75 out, as "samples of 300 tokens" read). The input is not said: no context is read.
    p = extract(text).patch
    assert p.output_tokens == out and p.seq_len is None and p.batch_requests, p


def test_a_length_of_the_input_items_beside_generated_ones_stays_the_input():
    # "summaries of 2,000-token documents": the 2,000 is the documents' (input); output a quarter of it, 500;
    # context 2,000 + 500 = 2,500 — never 2,000 tokens of summary.
    p = extract("generate 1M summaries of 2,000-token documents with Llama-3.1-8B").patch
    assert (p.seq_len, p.output_tokens) == (2_500, 500), p


def test_a_prompt_length_beside_generated_items_stays_the_input():
    # "prompts ~300 tokens each" is the input; "responses of ~400 words" the output, 400 × 4/3
    # = 533 tokens; context 300 + 533 = 833.
    p = extract("Need to generate synthetic data: 2 million responses of ~400 words each with Llama-3.1-70B-Instruct, "
                "prompts ~300 tokens each. Spot is fine.").patch
    assert (p.output_tokens, p.seq_len) == (533, 833), p


def job(**kw) -> Workload:
    return Workload(model="Llama-3.1-8B", task="inference", **kw)


def test_a_shared_instruction_longer_than_the_input_is_refused():
    # --seq-len 1,000 with the default output a quarter of it (250): the input is 750 tokens, so a 5,000-token shared
    # instruction (part of that input) cannot be: refused, never "each item prefills only its own -4,250 tokens".
    with pytest.raises(WorkloadError, match="longer than each item's whole input"):
        resolve(job(batch_requests=1_000, seq_len=1_000, shared_prefix_tokens=5_000))
    # 750 shared in a 750-token input is every item the same prompt (sampled many times): accepted
    w, _ = resolve(job(batch_requests=1_000, seq_len=1_000, shared_prefix_tokens=750))
    assert w.seq_len - w.output_tokens == 750


def test_a_shared_instruction_without_a_batch_is_refused():
    with pytest.raises(WorkloadError, match="batch job only"):
        resolve(job(concurrency=10, shared_prefix_tokens=500))


@pytest.mark.slow
@pytest.mark.parametrize("args", [
    ["--batch-requests", "1000", "--seq-len", "1000", "--shared-prefix-tokens", "5000"],
    ["--concurrency", "10", "--shared-prefix-tokens", "500"],
])
def test_the_cli_refuses_shared_instructions_that_cannot_apply_with_exit_2(args):
    r = CliRunner().invoke(cli, ["recommend", "--model", "Llama-3.1-8B", "--task", "inference", *args])
    assert r.exit_code == 2 and "shared instruction" in r.output, r.output


def test_a_new_item_length_keeps_the_shared_instruction_and_reassumes_an_assumed_output():
    # Thread: 1,000-token documents + 500 shared, output assumed a quarter of 1,000 = 250 → context 1,750. Told the
    # documents are 2,000 tokens: 2,000 + 500 = 2,500 in; the 250 was the old default, so the output is assumed
    # again from the new length: 500; context 3,000. A stated output (100) is kept: 2,500 + 100 = 2,600.
    before = job(batch_requests=1_000_000, seq_len=1_750, output_tokens=250, shared_prefix_tokens=500)
    fields, msg = batch_item_resized(before, 2_000, None)
    assert fields == {"seq_len": 3_000, "output_tokens": 500} and msg.args["assumed"] == 1
    stated = before.model_copy(update={"seq_len": 1_600, "output_tokens": 100})  # 1,000 + 500 + 100 said
    fields, msg = batch_item_resized(stated, 2_000, None)
    assert fields == {"seq_len": 2_600, "output_tokens": 100} and msg.args["assumed"] == 0


@pytest.mark.slow
def test_chat_follow_ups_set_the_items_length_and_the_batch_size(tmp_path):
    # Turn 2: "the documents are 2,000 tokens each" is each document's own length: 2,000 + the 500 shared = 2,500 in,
    # 500 out (a quarter of 2,000), context 3,000 — the same as the one-message form above (before: context 2,000,
    # 1,875 in and the 500 lost). Turn 3: "make it 200,000 documents" is the batch's size (before: a data set the
    # answer never priced, headline still 1,000,000): the change line names it and the job costs about a fifth (the
    # same machine a fifth of the hours; each machine's start-up is billed once either way, so a little over a fifth).
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", SHARED_ONLY)
    r2 = e.handle("t", "the documents are 2,000 tokens each")
    w, rec2, _ = e.store.load("t")
    assert (w.seq_len, w.output_tokens, w.shared_prefix_tokens) == (3_000, 500, 500), w
    assert "2,500 tokens in" in r2.text, r2.text[:600]
    r3 = e.handle("t", "make it 200,000 documents")
    w, rec3, _ = e.store.load("t")
    assert w.batch_requests == 200_000 and w.dataset is None and w.seq_len == 3_000, w
    assert "batch 1,000,000 → 200,000" in r3.text and "batch of 200,000 requests" in r3.text, r3.text[:600]
    # the same machine is compared across the turns: the top pick may change with the batch's size (the 15 % CUDA
    # preference: at 1,000,000, 1 × MI300X $55.38 saves 14.9 % < 15 % on 8 × H100 SXM $65.09, so CUDA leads; at
    # 200,000 it saves > 15 % and leads), so the 200,000 pick is found in the 1,000,000 table: MI300X $2.39/h,
    # 23.2 h → $55.38, then 4.83 h → $11.55 = 0.209 of it (a fifth, plus start-up billed once)
    top3 = rec3.cost_table[0]
    c3 = top3.cost.job_on_demand
    c2 = next(r.cost.job_on_demand for r in rec2.cost_table if (r.provider, r.instance) == (top3.provider, top3.instance))
    assert 0.19 * c2 < c3 < 0.25 * c2, (c2, c3)


@pytest.mark.slow
def test_chat_follow_ups_in_chinese_and_an_output_said_later(tmp_path):
    # 简体: 每篇2000 token → 2,000 + 500 = 2,500 in, 500 out (context 3,000). Then "summaries of 100 tokens" in an
    # English thread of 1,000-token documents + 500 shared (1,500 in): the input is kept, context 1,500 + 100 = 1,600.
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("zh", "用 Llama-3.1-8B 批量总结100万篇文档，共用同一段500 token的提示词")
    e.handle("zh", "每篇2000 token")
    w, _, _ = e.store.load("zh")
    assert (w.seq_len, w.output_tokens, w.shared_prefix_tokens) == (3_000, 500, 500), w
    e.handle("en", "batch summarize 1,000,000 documents of 1,000 tokens each with Llama-3.1-8B, same 500-token "
                   "instruction for each")
    r = e.handle("en", "summaries of 100 tokens")
    w, _, _ = e.store.load("en")
    assert (w.seq_len, w.output_tokens) == (1_600, 100) and "output per item 250 → 100" in r.text, r.text[:400]
