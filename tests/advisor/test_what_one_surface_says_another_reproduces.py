"""What one surface says, another reproduces: an export's "reproduce with" line gives the chat's own answer (only the
stated fields, the chat's priority as `--priority`, which MCP's `parse_request` passes on too); MCP `compare` never sets
figures in two currencies side by side; a chat killed while answering says so on resume, and its export lists only the
questions that were answered."""

from __future__ import annotations

import json
import shlex

import pytest
from click.testing import CliRunner

from advisor.agents import tools as at
from advisor.cli import cli
from advisor.core.conversation import ASKED, Engine, answered_questions, last_unanswered
from advisor.core.export import reproduce_command
from advisor.core.store import Store
from tools.errors import AdvisorError
from tools.schema import Workload


def test_the_line_writes_what_was_stated_and_leaves_the_defaults_out():
    # The chat's "serve Llama-3.1-70B for 32 users" then "fastest?" states model, task (serving), 32 at once and the
    # priority; the answer's own workload also holds the defaults it filled in (4,096 context, BF16, vLLM, BF16 KV).
    # A default written as a flag reads as stated (--seq-len 4096 turns the 161-token prompts of an unstated context
    # into 3,758-token ones), so the line is the four stated fields and nothing else.
    stated = Workload(model="Llama-3.1-70B", task="inference", concurrency=32, priority="fastest")
    answered = stated.model_copy(update={"seq_len": 4096, "precision": "bf16", "framework": "vllm",
                                         "kv_precision": "bf16"})
    cmd = reproduce_command(answered, stated=stated)
    assert shlex.split(cmd) == ["gpu-advisor", "recommend", "--model", "Llama-3.1-70B", "--task", "inference",
                                "--concurrency", "32", "--priority", "fastest"]


def test_a_stated_data_set_is_written_as_the_tokens_the_answer_trained_on():
    # A data set has no flag: 10,000 examples × 2,048 tokens × 1 epoch = 20,480,000 tokens, the answer's train_tokens,
    # written as --train-tokens 2.048e+07 (the form `gpu-advisor recommend` reads); switches and lists as their flags.
    stated = Workload(model="Llama-3.1-8B", task="lora", dataset={"amount": 10_000, "unit": "examples"},
                      providers=["aws", "gcp"], exclude_marketplace=True, torch_compile=False)
    answered = stated.model_copy(update={"train_tokens": 20_480_000, "seq_len": 2048})
    args = shlex.split(reproduce_command(answered, stated=stated))
    assert "--seq-len" not in args and args[args.index("--train-tokens") + 1] == "2.048e+07"
    assert " ".join(args).count("--provider") == 2 and "--no-marketplace" in args and "--no-compile" in args


def test_card_memory_limits_are_written_as_their_flags():
    # "80G显存" is a floor of 80 GB per card, "my 24GB card" a ceiling of 24: both filter the machines, so the line
    # carries them (--min-gpu-memory 80, --max-gpu-memory 24) or it would rank every card.
    args = shlex.split(reproduce_command(Workload(model="Qwen2.5-32B", min_gpu_memory_gib=80, max_gpu_memory_gib=24.0)))
    assert args[args.index("--min-gpu-memory") + 1] == "80" and args[args.index("--max-gpu-memory") + 1] == "24"


def test_data_residency_is_written_only_with_the_place_it_qualifies():
    # --data-residency says the --region is a rule relaxed last; with no region it qualifies nothing and is left out.
    assert shlex.split(reproduce_command(Workload(model="Llama-3.1-70B", regions=["eu"], data_residency=True)))[-3:] \
        == ["--region", "eu", "--data-residency"]
    assert "--data-residency" not in reproduce_command(Workload(model="Llama-3.1-70B", data_residency=True))


@pytest.mark.parametrize(("lang", "said"), [("en", "not in the command (no flag for it): the requests per second"),
                                            ("zh", "命令里没有（没有对应的参数）：每秒请求数")])
def test_what_the_line_cannot_carry_is_said_under_it(lang, said):
    # A requests-per-second target has no flag (the chat asks for concurrency from it): the line cannot give the same
    # answer by itself, so the header says what it leaves out. An LLM (modality "llm") is the command's own default.
    from advisor.core.export import export_header
    from tools.schema import Recommendation

    rec = Recommendation(workload=Workload(model="Llama-3.1-8B"), model="Llama-3.1-8B", params=8e9, active_params=8e9,
                         usd_cny=7.2)
    head = export_header(rec, ["q"], lang, stated=Workload(model="Llama-3.1-8B", target_requests_per_s=5))
    assert said in head.split("```", 2)[2]
    assert "no flag" not in export_header(rec, ["q"], "en", stated=Workload(model="Llama-3.1-8B", modality="llm"))


@pytest.mark.slow  # runs the CLI
def test_priority_is_a_recommend_argument_on_every_surface():
    # One declaration (tools.workload_fields.FIELDS): the CLI flag, the MCP / LangChain argument with its three values.
    assert "--priority [balanced|fastest|cheapest]" in CliRunner().invoke(cli, ["recommend", "--help"]).output
    assert at.RecommendMarkdownArgs.model_validate({"model": "x", "priority": "fastest"}).priority == "fastest"
    with pytest.raises(ValueError):
        at.RecommendMarkdownArgs.model_validate({"model": "x", "priority": "quickest"})


@pytest.mark.parametrize(("text", "priority"), [("serve Llama-3.1-70B for 32 users, fastest", "fastest"),
                                                ("最便宜的方案部署 Llama-3.1-8B，20 并发", "cheapest"),
                                                ("最省錢的方式部署 Llama-3.1-8B，20 並發", "cheapest")])
def test_parse_request_passes_the_priority_it_read_on_to_recommend(text, priority):
    # "fastest" / 最便宜 / 最省錢 are read as the priority (tests/extraction_labelled_2026_12_01.py); what parse_request read it
    # hands to `recommend`, which now takes it.
    out = at.parse_request(at.ParseArgs(text=text))
    assert out["stated"]["priority"] == priority and out["recommend_arguments"]["priority"] == priority


def _h(*turns: tuple[str, str]) -> list[dict[str, str]]:
    return [{"role": r, "text": t, "ts": ""} for r, t in turns]


def test_only_answered_questions_are_listed():
    # Turn 1 answered; "32k context?" was killed before its answer (no assistant message after it); "export" is the
    # message being answered now. Only turn 1 was asked-and-answered.
    h = _h(("user", "serve Llama-3.1-70B for 32 users"), (ASKED, "seq_len"), ("assistant", "…"),
           ("user", "32k context?"), ("user", "export"))
    assert answered_questions(h) == ["serve Llama-3.1-70B for 32 users"]
    # a reset forgets what came before it (the reset message itself included)
    h2 = _h(("user", "a"), ("assistant", "…"), ("user", "reset"), (ASKED, "!reset"), ("assistant", "…"),
            ("user", "b"), ("assistant", "…"))
    assert answered_questions(h2) == ["b"]


def test_the_last_unanswered_message_is_found():
    assert last_unanswered(_h(("user", "a"), ("assistant", "…"), ("user", "32k context?"))) == "32k context?"
    assert last_unanswered(_h(("user", "a"), (ASKED, "seq_len"), ("assistant", "…"))) is None
    assert last_unanswered([]) is None


@pytest.mark.slow  # runs the CLI
@pytest.mark.parametrize(("language", "text", "said"), [
    ("en", "32k context?", "Your last message «32k context?» was not answered"),
    ("zh", "上下文改成32k", "你上一条消息«上下文改成32k»没有得到回答"),
    ("zh-Hant", "上下文改成32k", "你上一條訊息«上下文改成32k»沒有得到回答")])  # Taiwan wording: 訊息
def test_a_resumed_chat_says_its_last_message_was_not_answered(language, text, said):
    # A thread whose first turn was answered (in `language`) and whose second was killed mid-answer: on resume the
    # chat says so before the prompt, in the thread's language and script; "quit" answers nothing.
    store = Store()
    store.save("cli:chat:R1", Workload(model="Llama-3.1-70B"), None, language)
    for role, t in (("user", "serve Llama-3.1-70B for 32 users"), ("assistant", "…"), ("user", text)):
        store.add_message("cli:chat:R1", role, t)
    out = CliRunner().invoke(cli, ["chat", "--session", "R1"], input="quit\n").output
    assert said in out, out
    store.add_message("cli:chat:R1", "assistant", "…")  # answered now: nothing to say on the next resume
    assert "«" not in CliRunner().invoke(cli, ["chat", "--session", "R1"], input="quit\n").output


def test_options_priced_in_different_currencies_are_refused():
    # The same 2 × MI300X read as 34.42 (CNY) beside 4.78 (USD): refused, each option's currency named.
    said = at.mixed_currencies(["a", "b"], ["CNY", "USD"])
    assert said is not None and "a: CNY, b: USD" in said and "`currency`" in said
    assert at.mixed_currencies(["a", "b", "c"], ["EUR", "EUR", "EUR"]) is None


@pytest.mark.slow
def test_mcp_compare_refuses_mixed_currencies():
    options = [{"label": "a", "model": "Llama-3.1-70B", "task": "inference", "concurrency": 32, "currency": "CNY"},
               {"label": "b", "model": "Llama-3.1-70B", "task": "inference", "concurrency": 32, "currency": "USD"}]
    with pytest.raises(AdvisorError, match=r"a: CNY, b: USD"):
        at.compare(at.CompareArgs.model_validate({"options": options}))


@pytest.mark.slow
@pytest.mark.parametrize("chat", [
    ["serve Llama-3.1-70B for 32 users", "fastest?"],  # the priority; the context left at its default
    ["LoRA Llama-3-8B, 8k context, only AWS, spot"],  # stated context, a provider and spot
    ["部署 Qwen2.5-32B 给 16 人同时用", "最便宜"],  # 简体, cheapest
    ["serve Llama-3.1-8B for 20 users, budget $1,500 a month", "only runpod"],  # a monthly budget and a provider
    ["LoRA fine-tune Llama-3.1-8B on 10k examples, 2k context", "用全参"],  # a data set (no flag) and a task change
    ["部署 Qwen2.5-72B 给100人用，数据不出境", "只要阿里云"],  # a head count (--people), a region, CNY
    ["部署 Qwen2.5-32B 给16人用，要80G显存"],  # a per-card memory floor (--min-gpu-memory)
    ["serve Llama-3.1-8B on my 24GB card for 4 users"],  # a per-card ceiling (--max-gpu-memory)
])
def test_the_exported_reproduce_line_gives_the_chats_first_row(chat, tmp_path):
    # Whatever the chat answered, its export's line run as `gpu-advisor recommend … --json` ranks the same machine
    # first at the same hourly price: the line is the answer's own workload, not a neighbour of it.
    eng = Engine(store=Store(tmp_path / "s.db"))  # a file of its own: no thread carried over from another chat
    for line in chat:
        eng.handle("x", line)
    rec = eng.store.load("x")[1]
    md = eng.handle("x", "export").export_markdown
    cmd = md.split("```\n", 1)[1].split("\n```", 1)[0]
    res = CliRunner().invoke(cli, [*shlex.split(cmd)[1:], "--json"])
    assert res.exit_code == 0, res.output
    first = json.loads(res.output)["candidates"][0]
    top = rec.candidates[0]
    assert (first["provider"], first["instance"]) == (top.provider, top.instance), cmd
    assert first["price_per_hour"]["amount"] == pytest.approx(top.price_per_hour.amount, rel=1e-9)
