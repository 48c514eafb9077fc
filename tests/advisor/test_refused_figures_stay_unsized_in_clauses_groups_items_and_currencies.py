"""A figure the reader refuses is said as not read and never sized, wherever it sits; a head count with a role noun in a
clause is read; an answer currency asked in a follow-up re-prices the thread's job.

- a role noun of two words with a relative clause or at a clause's end ("our bank has 300 relationship managers who
  will use Llama-3-8B", "serve Llama-3-8B for 300 relationship managers") is a head count, as "300 nurses" is;
- a count of groups signed, zero or NaN ("for -12 departments", "for 0 departments") is not read, never 12 × 2 = 24;
- a per-item input length refused ("each PR, ~-25k tokens, writes ~800 tokens") lets no other length stand in for it
  (the output's 800 tokens was taken as the prompt);
- a follow-up's refused length ("what if each PR is ~1e300 tokens?") is no 300-token context and names no cloud;
- "answer in MOP" after a plan is a currency, never a tool of that name."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract, figure_refused
from advisor.core.thread_measure_read import read_against_thread
from catalog.places import currency_word
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "people"), [
    # a relative clause after the role: 300 people; tools.traffic's office share 15 % → 45 at once
    ("our bank has 300 relationship managers who will use Llama-3-8B to draft emails", 300),
    # served for them, at the clause's end: the same 300
    ("serve Llama-3-8B for 300 relationship managers", 300),
    # a budget after a comma ends the clause: 300 account managers
    ("serve Llama-3-8B for 300 account managers, budget $2000 a month", 300),
    # "that use" is a relative clause too: 40 product managers
    ("our firm has 40 product managers that use Qwen2.5-14B", 40),
    # the use verb right after, as before: 300
    ("300 relationship managers will use Llama-3-8B to draft client emails", 300),
])
def test_a_role_noun_in_a_clause_is_a_head_count(text, people):
    assert extract(text).patch.head_count == people


def test_a_manager_of_a_thing_is_no_head_count():
    # memory managers manage memory, not clients: no people counted
    assert extract("serve Llama-3-8B for 300 memory managers").patch.head_count is None


@pytest.mark.parametrize("text", [
    "our bank has -300 relationship managers who will use Llama-3-8B to draft emails",
    "our bank has 0 relationship managers who will use Llama-3-8B to draft emails",
    "our bank has NaN relationship managers who will use Llama-3-8B to draft emails",
    "serve Llama-3-8B for -300 relationship managers",
])
def test_a_role_head_count_no_team_has_is_said_not_read(text):
    e = extract(text)
    assert e.patch.head_count is None and e.patch.concurrency is None, e.patch
    assert any("relationship managers' is not read" in n for n in e.notes), e.notes


@pytest.mark.parametrize(("text", "said"), [
    ("serve Qwen2.5-32B for -12 departments", "'-12 departments' is not read"),  # was 12 × 2 = 24 at once
    ("serve Qwen2.5-32B for 0 departments", "'0 departments' is not read"),  # was 1 user, no word
    ("serve Qwen2.5-32B for NaN departments", "'NaN departments' is not read"),
    ("serve Qwen2.5-32B for -12 hospital departments", "'-12 hospital departments' is not read"),
    ("Qwen2.5-32B used by -30 branches", "'-30 branches' is not read"),
    ("给0个科室用Qwen2.5-32B", "'0个' is not read"),
    ("供-30間門市使用Qwen2.5-32B", "'-30間' is not read"),
])
def test_a_group_count_no_workload_has_is_said_and_never_sized(text, said):
    e = extract(text)
    assert e.patch.concurrency is None and e.patch.head_count is None, e.patch
    assert any(said in n for n in e.notes), e.notes


def test_a_plain_group_count_is_still_sized():
    # 12 departments × an assumed pair at once = 24
    assert extract("serve Qwen2.5-32B for 12 departments").patch.concurrency == 24


@pytest.mark.parametrize("text", [
    "reviews each PR, ~-25k tokens, writes ~800 tokens of comments, 300 PRs a day with Qwen2.5-Coder-32B",
    "reviews each PR, ~1e300 tokens, writes ~800 tokens of comments, 300 PRs a day with Qwen2.5-Coder-32B",
    "reviews each PR, ~NaN tokens, writes ~800 tokens of comments, 300 PRs a day with Qwen2.5-Coder-32B",
    "用Qwen2.5-Coder-32B审PR，每个PR大约-25000 token，输出800 token，每天300个PR",
    "用Qwen2.5-Coder-32B審PR，每個PR大約1e300 token，輸出800 token，每天300個PR",
])
def test_a_refused_item_length_lets_no_output_length_stand_in(text):
    # the 800 tokens is what each review writes: never the PR's own length (the prompt was 800 and the context 1,600)
    e = extract(text)
    assert e.patch.output_tokens == 800, e.patch
    assert e.patch.prompt_tokens != 800 and e.patch.seq_len != 1600, e.patch
    assert any("is not read" in n for n in e.notes), e.notes
    assert not any("read as each request's own input" in n for n in e.notes), e.notes


@pytest.mark.parametrize("text", [
    "用Qwen2.5-32B审合同，每份合同约-2万token，生成约500 token的意见，每天100份",
    "reviews each contract, ~NaN tokens, outputs about 500 tokens, 100 contracts a day with Qwen2.5-32B",
])
def test_a_refused_item_length_leaves_the_written_length_as_the_output(text):
    # 500 tokens is what each answer writes (生成约500, "outputs about 500"): never the contract's own length
    p = extract(text).patch
    assert p.output_tokens == 500 and p.prompt_tokens != 500, p


@pytest.mark.parametrize(("text", "prompt"), [
    # the item's own length read as before: 25,000-token prompt + 800 written = 25,800 context
    ("reviews each PR, ~25k tokens, writes ~800 tokens of comments, 300 PRs a day with Qwen2.5-Coder-32B", 25_000),
    ("reviews each PR (diff + related files, ~25k tokens), writes ~800 tokens of comments, 300 PRs a day with "
     "Qwen2.5-Coder-32B", 25_000),
    ("用Qwen2.5-Coder-32B審PR，每個PR大約25000 token，輸出800 token，每天300個PR", 25_000),
])
def test_an_item_length_said_is_still_the_prompt(text, prompt):
    p = extract(text).patch
    assert p.prompt_tokens == prompt and p.seq_len == prompt + 800, p


@pytest.mark.parametrize("text", [
    "what if each PR is ~1e300 tokens?",
    "what if each PR is 1e300 tokens?",
    "what if each PR is ~NaN tokens?",
    "what if each PR is ~0 tokens?",
    "要是每个PR有-3万token呢？",
])
def test_a_refused_length_in_a_follow_up_is_no_thread_context(text):
    # "1e300 tokens" was read as a 300-token context against the thread and the 25,000-token prompt refused on it
    e = read_against_thread(extract(text), text, True, "Qwen2.5-Coder-32B")
    assert e.patch.seq_len is None, e.patch
    assert figure_refused(text)


def test_a_length_in_a_follow_up_is_still_the_thread_context():
    e = read_against_thread(extract("what about 4000 tokens each?"), "what about 4000 tokens each?", True, "Qwen2.5-72B")
    assert e.patch.seq_len == 4000


@pytest.mark.parametrize(("word", "code"), [("MOP", "MOP"), ("aud", "AUD"), ("KRW", "KRW"), ("euros", "EUR"),
                                            ("yen", "JPY"), ("A$", "AUD")])
def test_a_currency_word_is_known_by_its_code_name_or_sign(word, code):
    assert currency_word(word) == code


@pytest.mark.parametrize(("text", "code"), [("answer in MOP", "MOP"), ("answer in AUD", "AUD"), ("answer in KRW", "KRW"),
                                            ("answer in EUR", "EUR"), ("quote me in HKD", "HKD"), ("用澳門元報價", "MOP")])
def test_an_answer_currency_alone_is_read_and_never_off_topic(text, code):
    e = extract(text)
    assert e.currency == code and "off_topic" not in e.intents, (e.currency, e.intents)


@pytest.mark.slow
@pytest.mark.parametrize(("ask", "code"), [("answer in MOP", "MOP"), ("answer in EUR", "EUR"), ("answer in KRW", "KRW"),
                                           ("用澳門元報價", "MOP")])
def test_an_answer_currency_in_a_follow_up_reprices_the_thread_job(tmp_path, ask, code):
    # the thread's Llama-3-8B service for 10 users stays; only its money changes (was "MOP: a tool my tables do not
    # hold, sized as a batch of items")
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", "serve Llama-3-8B for 10 users, budget A$5,000 a month")
    reply = eng.handle("t", ask)
    w, _, _ = eng.store.load("t")
    assert w.model == "Llama-3-8B" and w.concurrency == 10, w
    assert reply.recommendation is not None and reply.recommendation.currency == code
    assert "a tool my tables do not hold" not in reply.text and "not in my tables" not in reply.text


@pytest.mark.slow
def test_a_refused_length_in_a_follow_up_keeps_the_plan_and_says_so(tmp_path):
    # the 25,000-token prompt + 800 written = 25,800 context stays; the 1e300 is said not read; "PR" is no cloud
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", "reviews each PR, ~25k tokens, writes ~800 tokens of comments, 300 PRs a day with Qwen2.5-Coder-32B")
    reply = eng.handle("t", "what if each PR is ~1e300 tokens?")
    w, _, _ = eng.store.load("t")
    assert w.seq_len == 25_800 and w.prompt_tokens == 25_000, w
    assert "'1e300' is not read" in reply.text and "changes the plan, so it stands" in reply.text, reply.text
    assert "not a cloud or card" not in reply.text and "must be shorter than its context" not in reply.text


@pytest.mark.parametrize(("text", "said"), [
    ("answer in rubles", "rubles"), ("answer in MXN", "MXN"), ("用卢布报价", "卢布"),
    ("serve Llama-3-8B for 10 users, answer in shekels", "shekels"),
])
def test_an_answer_currency_with_no_rate_is_said_and_never_off_topic(text, said):
    # fx.csv has no rate for it: the currencies that are priced are named, prices stay as they were
    e = extract(text)
    assert e.currency is None and "off_topic" not in e.intents, (e.currency, e.intents)
    assert any(f"pricing in {said} is not applied" in n and "MOP" in n for n in e.notes), e.notes


@pytest.mark.parametrize("text", ["answer in JSON", "answer in Spanish", "answer in pen"])
def test_a_format_or_a_language_is_no_currency(text):
    e = extract(text)
    assert e.currency is None and not any("is not applied" in n for n in e.notes), e.notes
