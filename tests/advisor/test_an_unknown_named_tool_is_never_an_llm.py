"""A tool the tables do not hold, said with no job word, no media / science kind of work and no language-model cue
(tokens, chat, prompts, users asking questions, an assistant, fine-tuning), is never given the LLM default ("which
LLM?", a chat model of the budget's size): the answer says the name is not in my tables, what can still be said (a
batch of items, one card before a cluster, a priced pilot card) and asks one question — what it computes, how many
items and by when.

Hand reasoning: "OptaPlanner-GPU every morning for 800 technicians" names a scheduling solver: no model size, no
tokens, no users asking anything → nothing to size as an LLM; the honest answer is "not in my tables", a one-card
pilot (an L4 at its hour) and the one question. "OpenWebUI for 200 users asking questions" is a chat front end: its
load is an LLM's, so it stays on the LLM path.
"""

import pytest

from advisor.core.nonllm_jobs import job_lines, job_of
from tests.conftest import module_ask, module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, name", [
    ("We plan to run OptaPlanner-GPU every morning to schedule 800 field technicians", "OptaPlanner-GPU"),
    ("我们想用 GenoSwift 跑 3000 个样本，租什么 GPU？", "GenoSwift"),
    ("公司想用FlowSim-X做風洞模擬，每週一次，要租咩卡？", "FlowSim-X"),
])
def test_an_unheld_tool_with_no_llm_cue_is_a_job_of_unknown_kind(text, name):
    got = job_of(text)
    assert got is not None and got.task == "unknown" and got.name == name and not got.licence_held


@pytest.mark.parametrize("text", [
    "Deploy OpenWebUI for 200 users asking questions, which GPU?",
    "用 Dify 搭一个客服问答机器人，每天5000次对话",
    "Fine-tune MedQuill-7B on our notes",  # a size beside the name: the LLM path's
    "We want to generate 6,000 posters a day with Playground-v2.5",  # an image job: the media path's
])
def test_an_llm_or_media_cue_keeps_its_own_path(text):
    got = job_of(text)
    assert got is None or got.task != "unknown", text


def test_the_answer_prices_a_pilot_and_asks_one_question():
    def pick(card, min_gb, own_only):
        return (card, "some-row", 0.70, False, 24.0)

    lines = job_lines("We plan to run OptaPlanner-GPU every morning to schedule 800 field technicians", True, None,
                      pick, "USD")
    codes = [m.code for m in lines]
    assert "nlj.items" in codes and "nlj.measure" in codes
    items = next(m for m in lines if m.code == "nlj.items")
    assert items.args["card"] == "L4" and items.args["price"] == "$0.70"
    lic = next(m for m in lines if m.code == "nlj.licence")
    assert "not in my tables" in lic.en and "不在我的表里" in lic.zh


ask = pytest.fixture(scope="module", name="ask")(module_ask)
_LLM = ("which LLM", "Which model", "用哪个模型", "用哪個模型", "参数量", "參數量", "Llama-3.1", "tok/s", "LoRA")


@pytest.mark.slow
@pytest.mark.parametrize("text, said", [
    ("We plan to run OptaPlanner-GPU every morning to schedule 800 field technicians. Which GPU server, monthly cost?",
     "OptaPlanner-GPU is not in my tables"),
    ("我们想用 GenoSwift 跑 3000 个样本，预算每月5000元，租什么 GPU？", "GenoSwift 不在我的表里"),
    ("公司想用FlowSim-X做風洞模擬，每週一次，要租咩卡？", "FlowSim-X 不在我的表"),  # Cantonese is written with 裏
])
def test_the_whole_answer_says_unheld_and_never_an_llm(ask, text, said):
    out = ask(text)
    assert said in out and not any(w in out for w in _LLM), out


@pytest.mark.parametrize("text", [
    # an LLM said with its context and the people using it is a served language model, never a tool of unknown kind
    "我們有兩張 A6000，想跑 Foo-Instruct 給 12 個工程師用，context 16k",
    "want to run BarLM-Chat for our 20 developers, 8k context, on two L40S",
    "想用 Quux-Coder 给 30 个开发用，上下文 32k，租什么卡",
])
def test_a_language_model_said_with_its_context_or_users_is_never_a_tool_of_unknown_kind(text: str) -> None:
    from advisor.core.nonllm_jobs import job_of

    assert job_of(text) is None, text


@pytest.mark.parametrize("text, unit, daily, backlog", [
    # video work counts clips or episodes (每天新上 800 集: a daily flow), recorded audio its hours (4萬個鐘 = 40,000 h)
    ("短视频平台每天新上800集每集3分钟想用FooInterp插帧到60帧当天处理完", "clip", 800, None),
    ("電台有4萬個鐘舊節目錄音想用BarDenoise降噪，三個月內做完", "hour", None, 40_000),
    ("we have 12,000 hours of call-centre recordings to clean with BazEnhance", "hour", None, 12_000),
])
def test_an_unknown_tools_items_are_counted_in_their_media_unit(text: str, unit: str, daily, backlog) -> None:
    from advisor.core.nonllm_jobs import counted, job_of

    job = job_of(text)
    assert job is not None and job.unit == unit, (text, job)
    c = counted(text, unit)
    assert (c.daily, c.backlog) == (daily, backlog), (text, c)
