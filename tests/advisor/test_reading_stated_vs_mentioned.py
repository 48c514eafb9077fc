"""What is stated versus what is only mentioned (a class of readings): items a model runs
over are requests, not training data; a negation governs its whole clause; a greeting, a question about a term or a
comparison names a place, a precision or a card without asking for it; the speaker's team is not its users; a fine-tune
with no method named is read as such and the method is the defaults' (said).

Every phrasing was written for this file (none is copied from a held-out set); the expected values are worked out by
hand in the comment beside each group. `never` lists the fields the text must not set: the spurious-field half of
each class. EN, 简体 and 繁體 where the class exists in each."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from advisor.core.extract_rules import extract
from tests.advisor.test_reading_classes import check
from tests.conftest import module_engine, module_home
from tools.defaults import resolve
from tools.schema import Workload

# chat state lives in a store of the module's own; nothing else reads or writes a home
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)



# ---- Latin words glued to Chinese --------------------------------------------------------------------------------
# "spot实例" has no word boundary between t and 实 (both are word characters to `re`), so every \b-bounded Latin
# keyword was lost when glued to Chinese; the text is now read as if a space stood there.

@pytest.mark.parametrize("text,want", [
    ("只要spot机器就够了，部署qwen2.5 7b", {"billing": "spot", "model": "Qwen2.5-7B"}),
    ("只要spot機器，跑llama 3.1 8b推論", {"billing": "spot", "model": "Llama-3.1-8B"}),
    ("用vllm部署qwen2.5 7b", {"framework": "vllm", "task": "inference"}),
])
def test_latin_words_glued_to_chinese(text, want):
    check(text, want)


# ---- items a model runs over are a batch of requests --------------------------------------------------------------
# A counted set of items with no training word is a batch job when something says a model runs over them: an answer
# length per item (an output is generated), "through <model>", 跑一遍 / 跑完, 生成. The count is batch_requests, never a
# data set of examples. With a training word or epochs the same count stays a data set.

@pytest.mark.parametrize("text,want,never", [
    # 60k = 60,000 questions; "answers of ~150 tokens each" = 150 out per request
    ("answers of ~150 tokens each for 60k questions, qwen2.5 7b",
     {"task": "inference", "batch_requests": 60_000, "output_tokens": 150}, ("dataset",)),
    # "through" a model: 250k = 250,000 requests
    ("put 250k support tickets through mistral 7b", {"task": "inference", "batch_requests": 250_000}, ("dataset",)),
    # no verb at all: the per-item output says it (120k = 120,000; 80 out each)
    ("120k prompts, 80 output tokens each, llama 3.1 8b",
     {"task": "inference", "batch_requests": 120_000, "output_tokens": 80}, ("dataset",)),
    # 30万 = 300,000 工单, 跑一遍 = run once over them
    ("要把30万条工单跑一遍，用qwen2.5 7b", {"task": "inference", "batch_requests": 300_000}, ("dataset",)),
    # 5万 = 50,000 replies to generate, 约200个token each
    ("一共要生成5万个回复，每个回复约200个token，qwen2.5 14b",
     {"task": "inference", "batch_requests": 50_000, "output_tokens": 200}, ("dataset",)),
    # 20 萬 = 200,000 posts, 每則輸出約 50 個 token
    ("總共 20 萬則貼文，每則輸出約 50 個 token，用 llama 3.1 8b",
     {"task": "inference", "batch_requests": 200_000, "output_tokens": 50}, ("dataset",)),
    # a training word keeps the count a data set (80k = 80,000 examples); epochs too (5万 = 50,000, 3 epochs)
    ("fine-tune llama 3.1 8b on 80k prompts", {"dataset": {"amount": 80_000.0}}, ("batch_requests",)),
    ("跑完 3 个 epoch 的 5 万条数据，qwen2.5 7b", {"dataset": {"amount": 50_000.0, "epochs": 3.0}}, ("batch_requests",)),
    # "batch: 300k" is a count of 300,000, never a batch size of 30 (a number is never read in part)
    ("overnight batch: 300k docs through qwen2.5 7b", {"batch_requests": 300_000}, ("batch_size",)),
    # a hedge before the answer length ("maybe 4 tokens") is still the output, never a 5-token context
    ("classify 2M tweets, outputs maybe 4 tokens", {"batch_requests": 2_000_000, "output_tokens": 4}, ("seq_len",)),
])
def test_counted_items_run_through_a_model_are_requests(text, want, never):
    check(text, want, never)


# ---- "no marketplaces", however the clause says it ---------------------------------------------------------------
# A negation whose clause names a marketplace (市场, 市集, marketplace), however far into the clause and with the
# examples it gives in brackets, is exclude_marketplace and never a provider; a market *price* is no kind of seller.

@pytest.mark.parametrize("text,want,never", [
    ("不要市场型的平台（例如vast.ai），部署qwen2.5 7b", {"exclude_marketplace": True}, ("providers",)),
    ("不用市集類的雲，要有 SLA，部署 llama 3.1 8b", {"exclude_marketplace": True}, ("providers",)),
    ("唔要 vast 嗰種市集，部署 qwen2.5 7b", {"exclude_marketplace": True}, ("providers",)),
    ("avoid anything marketplace-like, serve qwen2.5 7b", {"exclude_marketplace": True}, ("providers",)),
    ("价格不要高于市场价，部署qwen2.5 7b", {"task": "inference"}, ("exclude_marketplace",)),
])
def test_no_marketplaces_said_in_a_clause(text, want, never):
    check(text, want, never)


def test_a_marketplace_named_beside_no_marketplaces_is_not_said_unapplied():
    # "no marketplaces" leaves vast out (it is one), so the note that a single provider cannot be left out is wrong here
    e = extract("有没有不走市场的云？不要vast那种，部署qwen2.5 7b")
    assert e.patch.exclude_marketplace and not any("not applied" in n for n in e.notes)


# ---- negation scope: a billing complained of, Cantonese 唔使, a method negated after it ---------------------------
# "spot keeps getting pre-empted" says what the user is leaving: with on-demand said (or nothing else) it is
# on-demand; a clause that accepts the trouble keeps spot. 唔使 / 唔駛 ("no need") negate what follows.

@pytest.mark.parametrize("text,want", [
    ("on-demand please, spot instances keep getting killed, qwen2.5 7b", {"billing": "on_demand"}),
    ("按需就行，竞价实例总是被回收，部署qwen2.5 7b", {"billing": "on_demand"}),
    ("競價實例成日被回收，改用按需，部署 llama 3.1 8b", {"billing": "on_demand"}),
    ("spot is fine even if it gets interrupted", {"billing": "spot"}),
    ("唔使 QLoRA，LoRA 微調 qwen2.5 7b 就得", {"task": "lora"}),
    ("唔駛用 spot，部署 qwen2.5 7b", {"billing": "on_demand"}),
    ("QLoRA isn't what we need, LoRA on qwen2.5 7b", {"task": "lora"}),
])
def test_negation_scope_beyond_the_next_word(text, want):
    check(text, want)


# ---- places said in passing: a greeting, a negated place -----------------------------------------------------------
# A greeting from a place is small talk; a place under a negation of where it runs (不要…的機房, "don't host it in")
# sets no region (the Workload has no exclusion list; a note says so). A later "we need … there" rents there.

@pytest.mark.parametrize("text,want,never", [
    ("good afternoon from Berlin!", {}, ("regions",)),
    ("hello from Sydney", {}, ("regions",)),
    ("别放在国内的机房，部署 qwen2.5 7b", {"task": "inference"}, ("regions",)),
    ("不要中國的機房，部署 llama 3.1 8b", {"task": "inference"}, ("regions",)),
    ("don't host it in China, serve qwen2.5 7b", {"task": "inference"}, ("regions",)),
    ("no servers in the US, Japan is fine, serve qwen2.5 7b", {"regions": ["jp"]}, ()),
    ("hello from Singapore, we need 8 H100s there", {"regions": ["sg"], "num_gpus": 8}, ()),
    # who the team is and where it sits: not where to rent
    ("we're 4 engineers in Berlin building a support bot, llama 3.1 8b", {"model": "Llama-3.1-8B"}, ("regions",)),
])
def test_places_said_in_passing_are_no_region(text, want, never):
    check(text, want, never)


def test_a_greeting_from_a_place_is_a_greeting_and_a_negated_place_is_said_back():
    assert extract("good afternoon from Berlin!").intents == {"greeting"}
    assert any("«China»" in n and "not applied" in n for n in extract("don't host it in China, serve qwen2.5 7b").notes)


# ---- a question about a term or a comparison asks for nothing --------------------------------------------------------
# "what does AWQ even mean?" names a precision it does not ask for; "is an H200 much faster than an H100?" compares two
# cards (the compare intent) and prefers neither.

@pytest.mark.parametrize("text", ["what does AWQ even mean?", "INT8是什么意思？", "FP8 代表什麼？"])
def test_a_question_about_a_term_states_nothing(text):
    check(text, {}, ("precision", "task"))


@pytest.mark.parametrize("text", ["is an H200 much faster than an H100?", "H100比A100快多少", "H200 跟 H100 相比貴多少"])
def test_a_card_compared_is_no_preference(text):
    check(text, {}, ("gpu_preference", "num_gpus"))
    assert "compare" in extract(text).intents


# ---- people: per day, at peak, the speaker's team --------------------------------------------------------------------
# People using it every day are daily_users (whatever they do in between: "chat with our bot"); a figure said at the
# peak is concurrency beside them. "We're 4 engineers" / 我们团队就5个人 is who builds it, not who uses it; a use said in
# the same clause makes them users again.

@pytest.mark.parametrize("text,want,never", [
    ("around 3,000 people chat with our bot every day, qwen2.5 7b", {"daily_users": 3000}, ("concurrency",)),
    ("2k users a day, 150 at peak, llama 3.1 8b", {"daily_users": 2000, "concurrency": 150}, ()),
    ("每天 8000 人用，峰值大概 400 人，qwen2.5 7b", {"daily_users": 8000, "concurrency": 400}, ()),
    ("每天 6000 位使用者，尖峰時 200 人，llama 3.1 8b", {"daily_users": 6000, "concurrency": 200}, ()),
    ("we're 4 engineers in Berlin building a support bot, llama 3.1 8b", {}, ("concurrency",)),
    ("我们团队就5个人，做客服机器人，qwen2.5 7b", {"task": "inference"}, ("concurrency",)),
    ("我們公司只有 8 個人，要做聊天機器人，llama 3.1 8b", {"task": "inference"}, ("concurrency",)),
    ("we are 6 people and all 6 will use it, qwen2.5 7b", {"head_count": 6}, ()),
    ("我们公司有300人会用，部署qwen2.5 7b", {"head_count": 300}, ()),
])
def test_people_per_day_at_peak_and_the_team(text, want, never):
    check(text, want, never)


# ---- everyday quantities: clock hours, memory floors, count words, ¥ -------------------------------------------------
# 個鐘 / 钟头 are hours (8 個鐘內 = 8 h); any want or floor word before a per-card memory (显存得 24G 以上 = floor 24);
# dual / twin / 双卡 = 2 and 單張 = 1 before a card; a bare 四張 in a message about cards is the count; ¥ is JPY when
# the message names yen (日圓, "in yen"), CNY otherwise.

@pytest.mark.parametrize("text,want", [
    ("8 個鐘內要跑完 50 萬條摘要，用 qwen2.5 7b", {"deadline_hours": 8.0, "batch_requests": 500_000}),
    ("3个钟头内搞定10万条分类，qwen2.5 7b", {"deadline_hours": 3.0, "batch_requests": 100_000}),
    ("顯存要 40G 以上，部署 llama 3.1 8b", {"min_gpu_memory_gib": 40.0}),
    ("显存得 24G 以上，部署qwen2.5 7b", {"min_gpu_memory_gib": 24.0}),
    ("I want 48GB cards minimum, serve qwen2.5 32b", {"min_gpu_memory_gib": 48.0}),
    ("twin 4090s, serve qwen2.5 14b", {"num_gpus": 2, "gpu_preference": "RTX 4090"}),
    ("双卡 4090 部署 qwen2.5 14b", {"num_gpus": 2, "gpu_preference": "RTX 4090"}),
    ("單張 A100 跑 Llama-3.1-8B 推論", {"num_gpus": 1}),
    ("要 48G 顯存的卡，四張，部署 Qwen2.5-72B", {"num_gpus": 4, "min_gpu_memory_gib": 48.0}),
    ("¥80,000 a month in yen, serve qwen2.5 7b in Tokyo", {"budget": {"amount": 80_000.0, "currency": "JPY"}}),
    ("每月預算 ¥10萬 日圓，部署 llama 3.1 8b", {"budget": {"amount": 100_000.0, "currency": "JPY"}}),
    ("每月 ¥5000，部署qwen2.5 7b", {"budget": {"amount": 5000.0, "currency": "CNY"}}),
])
def test_everyday_quantities(text, want):
    check(text, want)


# ---- a fine-tune with no method named ---------------------------------------------------------------------------------
# "fine-tune", "ft", 微调 / 微調 name no method: task "finetune", and tools.defaults takes LoRA (QLoRA on an nf4 base)
# and says so; a method said (LoRA, QLoRA, full, "not LoRA") is still read as that method.

@pytest.mark.parametrize("text,want,never", [
    ("fine-tune mistral 7b on 10k rows", {"task": "finetune", "dataset": {"amount": 10_000.0}}, ()),
    ("微调 qwen2.5 7b，数据 2 万条", {"task": "finetune"}, ()),
    ("微調 llama 3.1 8b，資料 5000 筆", {"task": "finetune"}, ()),
    # "ft" is the abbreviation; "over 20k rows" with it is training data, not a batch of 20k requests
    ("8b ft, 3 epochs over 20k rows", {"task": "finetune", "dataset": {"amount": 20_000.0, "epochs": 3.0}},
     ("batch_requests",)),
    ("full ft llama 3.1 70b on 8 H100s", {"task": "full_finetune"}, ()),
    ("fine-tune qwen2.5 7b, not LoRA", {"task": "full_finetune"}, ()),
    ("QLoRA 微调 qwen2.5 7b", {"task": "qlora"}, ()),
])
def test_a_fine_tune_with_no_method_is_read_as_such(text, want, never):
    check(text, want, never)


def test_the_defaults_choose_the_method_and_say_so():
    # a fine-tune of 8B with nothing else: LoRA (its rank then defaults to 16, a LoRA default), said as an assumption
    d, notes = resolve(Workload(task="finetune", params_b=8))
    assert d.task == "lora" and d.lora_rank == 16
    assert notes[0].code == "defaults.finetune_lora" and "LoRA" in notes[0].en and "LoRA" in notes[0].zh
    # an NF4 base stated: QLoRA
    d, notes = resolve(Workload(task="finetune", params_b=8, precision="nf4"))
    assert d.task == "qlora" and notes[0].code == "defaults.finetune_qlora"


def test_a_method_less_fine_tune_is_refused_a_format_lora_cannot_train():
    # the method is LoRA, and LoRA has no training path over GGUF: the same error as a stated LoRA, not an answer
    from tools.defaults import WorkloadError, validate

    with pytest.raises(WorkloadError, match="inference format"):
        validate(Workload(task="finetune", params_b=8, precision="q4_k_m"))


def test_the_judge_counts_a_method_less_fine_tune_as_its_no_method_label():
    # set 8/9 labels write "names no method (no task)"; task finetune says exactly that where a fine-tune word is
    # written, and is spurious where none is
    from scripts.measure_reading_heldout import judge

    v = judge({"text": "8b ft on 4 H100s", "expect": {"params_b": 8}}, {"params_b": 8, "task": "finetune"})
    assert not v.spurious and "task (finetune: no method)" in v.twice
    v = judge({"text": "serve an 8b model", "expect": {"params_b": 8}}, {"params_b": 8, "task": "finetune"})
    assert v.spurious == {"task": "finetune"}


# ---- through the surfaces ------------------------------------------------------------------------------------------------

@pytest.mark.slow
def test_cli_ask_says_the_method_it_assumed():
    # the short answer (not only --full) says why it is a LoRA answer: the user named no method
    from advisor.cli import cli

    r = CliRunner().invoke(cli, ["ask", "fine-tune Llama-3.1-8B on 20k examples"])
    assert r.exit_code == 0, r.output
    assert "LoRA fine-tune" in r.output and "method: LoRA (a fine-tune with no method stated" in r.output


@pytest.mark.slow
def test_cli_ask_sizes_items_through_a_model_as_a_batch():
    # it was a training data set of 250,000 examples with no task (then sized as serving one user)
    from advisor.cli import cli

    r = CliRunner().invoke(cli, ["ask", "put 250k support tickets through Llama-3.1-8B"])
    assert r.exit_code == 0, r.output
    assert "batch of 250,000 requests" in r.output


engine = pytest.fixture(scope="module", name="engine")(module_engine)


@pytest.mark.slow
def test_chat_in_traditional_chinese_says_the_method_and_keeps_on_demand(engine):
    reply = engine.handle("r3:tw-ft", "微調 Llama-3.1-8B，資料 2 萬筆")
    assert reply.kind == "answer" and reply.recommendation.workload.task == "lora"
    assert "方法：LoRA" in reply.text
    reply = engine.handle("r3:billing", "按需就行，竞价实例总是被回收，部署Qwen2.5-7B")
    # the spot said in a complaint is not what is priced: on-demand, said in the answer's workload line
    assert reply.recommendation.workload.billing == "on_demand" and "按量" in reply.text.splitlines()[0]


@pytest.mark.slow
def test_mcp_parse_request_reads_no_marketplaces_in_chinese():
    from advisor.agents.mcp_server import call

    out = call("parse_request", {"text": "不要市场型的平台（例如vast.ai），部署Qwen2.5-7B"}).structured_content
    assert out is not None
    stated = {k: v for k, v in out["stated"].items() if k != "language"}
    assert stated == {"task": "inference", "model": "Qwen2.5-7B", "exclude_marketplace": True}


@pytest.mark.slow
def test_cli_parse_reads_a_peak_beside_daily_users():
    from advisor.cli import cli

    r = CliRunner().invoke(cli, ["parse", "2k users a day, 150 at peak, Llama-3.1-8B"])
    assert r.exit_code == 0, r.output
    w = json.loads(r.output)["workload"]
    assert (w["daily_users"], w["concurrency"], w["task"]) == (2000, 150, "inference")


# ---- A per-card memory ceiling ---------------------------------------------------------------------------------
# "no more than 24GB", 不超过48G, 最多 24GB bound the card from above: the user has or wants small cards. Before
# this reader the ceiling was dropped, and "每張卡最多 24GB 顯存" was even read as a 24 GB *floor* (the floor's
# "24GB 顯存" pattern took the size), which ranks exactly the cards the user ruled out. An amount of data ("up to
# 80GB of data") and a count of users ("up to 24 users") are no card memory.

@pytest.mark.parametrize("text,want,never", [
    ("qlora mistral 7b on cards with no more than 24GB", {"max_gpu_memory_gib": 24.0}, ("min_gpu_memory_gib",)),
    ("serve llama 3.1 8b, at most 48 GB per GPU", {"max_gpu_memory_gib": 48.0}, ("min_gpu_memory_gib",)),
    ("serve llama 3.1 8b on 24GB or smaller cards", {"max_gpu_memory_gib": 24.0}, ("min_gpu_memory_gib",)),
    ("部署 Qwen2.5-7B，显存不超过24G的卡", {"max_gpu_memory_gib": 24.0}, ("min_gpu_memory_gib",)),
    ("微調 Qwen2.5-7B，每張卡最多 24GB 顯存", {"max_gpu_memory_gib": 24.0}, ("min_gpu_memory_gib",)),
    ("serve llama 3.1 8b on GPUs with at least 48GB", {"min_gpu_memory_gib": 48.0}, ("max_gpu_memory_gib",)),
    ("train llama 3.1 8b on up to 80GB of data", {}, ("max_gpu_memory_gib", "min_gpu_memory_gib")),
    ("serve llama 3.1 8b for up to 24 users", {"concurrency": 24}, ("max_gpu_memory_gib",)),
])
def test_a_per_card_memory_ceiling(text, want, never):
    check(text, want, never)


# ---- A model family and size without a release -------------------------------------------------------------------
# "Llama 70B" with no version means today's 70B (Llama-3.3), not the 2023 Llama-2 (an expert's review: a 4k-context
# model was sized for a user who wanted the current one); the digits of the size are never a version ("llama 70b" is
# not "Llama 7, 0B"). A size only one release has stays that release. "r1 32b 蒸馏版" names the size before the
# distill word: the 32B Qwen distill, never the 671B R1.

@pytest.mark.parametrize("text,model", [
    ("serve llama 70b for 10 users", "Llama-3.3-70B"),
    ("部署 llama 70b，10 个人用", "Llama-3.3-70B"),
    ("serve llama 7b", "Llama-2-7B"),
    ("serve llama-2-70b", "Llama-2-70B"),
    ("serve llama 3.1 70b", "Llama-3.1-70B"),
    ("r1 32b 蒸馏版 部署一下，5 个人用", "DeepSeek-R1-Distill-Qwen-32B"),
    ("deepseek r1 7b distilled for 5 users", "DeepSeek-R1-Distill-Qwen-7B"),
])
def test_a_family_and_size_without_a_release(text, model):
    check(text, {"model": model})


# ---- A prompt's length beside the context is no count of items ----------------------------------------------------
# "4 simultaneous users each with full 128k prompts" beside "128k context" names how long each prompt is; it was
# read as a batch of 128,000 requests (an expert's review), which turned serving into a batch job. A count that is
# the stated context (within 5 %: 128k is 128,000 or 131,072) is that length, not a number of items.

@pytest.mark.parametrize("text,want,never", [
    ("Qwen2.5-14B with 128k context, 4 simultaneous users each with full 128k prompts",
     {"seq_len": 131072, "concurrency": 4}, ("batch_requests", "dataset")),
    ("summarise 128k documents with llama 3.1 8b, 4k context", {"batch_requests": 128000}, ("dataset",)),
])
def test_a_prompt_length_equal_to_the_context_is_no_count(text, want, never):
    check(text, want, never)
