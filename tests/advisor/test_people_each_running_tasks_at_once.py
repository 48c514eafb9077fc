"""People each keeping several tasks running (agents, windows, sessions each at once) are people × tasks requests at
once (advisor.core.tasks_each_read, tools.tasks_each), never one stream for an unsaid user count nor one person's
tasks; and people named after 给内部 / 給公司內部 on an owned or a rented box are the load's head count."""

import pytest

from advisor.core.extract_rules import extract
from tools.tasks_each import streams_at_once


def _notes(e) -> str:  # type: ignore[no-untyped-def]
    return " ".join(e.notes) + " ".join(e.zh_notes.values())


@pytest.mark.parametrize(("said", "n"), [
    # 15 researchers × 3 agents each, every agent looping at once = 45 requests in flight; each agent at the 32k said
    ("15 researchers each keep 3 research agents running on Llama 3.1 70B, 32k context", 45),
    # 12 analysts × 4 sessions = 48
    ("12 analysts with 4 sessions each on Qwen2.5-7B", 48),
    # 9 lawyers × two chats = 18 (the count in words)
    ("9 lawyers who each have two chats open with Mistral-Small-24B", 18),
    # 简体: 15 个研究员 × 3 个任务 = 45, the model named between the people and 每人
    ("我们研究部15个研究员想自己部署Qwen2.5-32B做研究agent每人同时挂三个任务上下文64k", 45),
    # 简体: 30 位同事 × 2 个 agent = 60
    ("公司 30 位同事，每个人都会同时跑 2 个 agent，模型用 Qwen3-32B", 60),
    # 繁體: 25 個工程師 × 兩個視窗 = 50
    ("我們有 25 個工程師，每人開兩個視窗用 Qwen2.5-14B", 50),
    # 繁體: 12 位分析師 × 三個任務 = 36
    ("我們研究部 12 位分析師想自建 Qwen3-32B 做研究 agent，每人同時掛三個任務，上下文 32k", 36),
])
def test_people_times_tasks_each_are_at_once(said: str, n: int) -> None:
    e = extract(said)
    assert e.patch.concurrency == n, (said, e.patch.concurrency, e.notes)
    assert f"= {n}" in _notes(e), e.notes


def test_agents_with_a_context_hold_it_each() -> None:
    # agents resend their session every turn, growing to the 32k limit: each of the 15 × 3 = 45 is sized at a stated
    # share of it (`agents`: tools.chat_kv.AGENT_CONTEXT_SHARE, half on average), not all 45 at the limit at once
    e = extract("15 researchers each keep 3 research agents running on Llama 3.1 70B, 32k context")
    assert e.patch.agents is True and not e.patch.documents and e.patch.seq_len == 32768


def test_one_task_each_is_left_to_the_other_readers() -> None:
    # 8 engineers × 1 agent: no multiplication here (the agent readers say the load)
    e = extract("We have 8 engineers; each runs 1 agent on Qwen2.5-Coder-32B")
    assert "tasks each" not in _notes(e)


def test_streams_at_once_is_the_product_and_refuses_zero() -> None:
    assert streams_at_once(15, 3) == 45 and streams_at_once(25, 2) == 50
    with pytest.raises(ValueError):
        streams_at_once(0, 3)


@pytest.mark.parametrize(("said", "people"), [
    # 简体, an owned 4 × A6000 box: 给内部40个人 is a head count of 40 (15 % at the office peak ≈ 6), never 1 user
    ("公司有一台4卡A6000的服务器想跑Qwen2.5-72B-Instruct给内部40个人做文档问答能跑吗", 40),
    # 繁體, an owned 8 × L40S box: 給公司內部 60 位同仁 → 60 people (≈ 9 at the peak)
    ("公司有一台 8 卡 L40S 的機器，想跑 Qwen2.5-VL-72B 給公司內部 60 位同仁做看圖問答", 60),
    # English, an owned box: "35 people use it" → 35 people (≈ 6 at the peak)
    ("We own a 4x RTX 6000 Ada box and want Llama 3.3 70B on it; 35 people use it", 35),
])
def test_people_on_an_owned_box_are_the_load(said: str, people: int) -> None:
    e = extract(said)
    assert e.patch.owned_gpus is True and e.patch.head_count == people, (e.patch, e.notes)
