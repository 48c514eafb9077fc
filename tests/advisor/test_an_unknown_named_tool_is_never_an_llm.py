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
