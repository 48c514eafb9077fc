"""A mainland writer's personal data on a row outside mainland China says the data-exit rule (数据出境: PIPL Art. 38–40,
the CAC's 《数据出境安全评估办法》 — a security assessment, a filed standard contract or a certification first), on
the turn that moves the rental abroad too ("那放到新加坡呢？" after a Hangzhou customer-service bot said nothing of it).
With no personal data said, nothing. advisor.core.mainland_service.data_exit_line; the words of personal data:
advisor.core.extract_rules.PERSONAL_DATA."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import data_kinds
from advisor.core.mainland_service import _mainland_writer
from advisor.core.store import Store
from tests.conftest import module_home


@pytest.mark.parametrize("text, personal", [
    # what personal data is made of (PIPL Art. 4: information of an identifiable person)
    ("会处理用户的手机号和订单信息", True),
    ("聊天记录里有客户的姓名和收货地址", True),
    ("处理求职者简历", True),
    ("會處理客戶的電話號碼", True),
    ("we store our customers' phone numbers and order history", True),
    # no person in it: a company's own documents, a public knowledge base
    ("内部知识库问答，只有产品手册", False),
    ("summarise our product manuals", False),
])
def test_personal_data_words_are_read(text, personal):
    assert ("personal" in data_kinds(text)) is personal


@pytest.mark.parametrize("texts, located, simplified, mainland", [
    (["我们在杭州"], ["cn-east"], True, True),
    (["我们在新加坡"], ["sg"], True, False),
    # 简体 with no place said: the mainland (CNY, its rules), unless the words put the writer elsewhere (HK$)
    (["想部署Qwen2.5-7B做客服"], [], True, True),
    (["预算每月 5000 港币"], [], True, False),
    (["a chatbot for our customers"], [], False, False),
])
def test_the_writers_home_is_read(texts, located, simplified, mainland):
    assert _mainland_writer(texts, located, simplified) is mainland


isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _thread(tmp_path, *texts: str) -> list[str]:
    eng = Engine(store=Store(tmp_path / "s.db"))
    return [eng.handle("t", t).text for t in texts]


@pytest.mark.slow
def test_a_followup_that_moves_the_rental_abroad_says_data_exit(tmp_path):
    # turn 1: a Hangzhou team with customers' data is priced on mainland clouds (Tencent, with the PIPL note); turn 2
    # moves it to Singapore (GCP asia-southeast1): the customers' data now leaves the mainland, so the rule is said
    first, second = _thread(tmp_path, "我们在杭州，想部署Qwen2.5-7B做客服机器人，处理客户资料，高峰20个并发，租哪台？",
                            "那放到新加坡呢？")
    assert "asia-southeast1" in second, second
    assert "数据出境" in second and "数据出境安全评估" in second, second


@pytest.mark.slow
def test_a_simplified_writer_with_no_place_gets_it_on_a_foreign_row(tmp_path):
    # 简体, no place said, customers' phone numbers; the first row (Cudo / RunPod, outside the mainland) carries it
    first, second = _thread(tmp_path, "想部署Qwen2.5-7B做客服，会处理客户的手机号，20并发，租哪台？", "那用runpod呢？")
    assert "数据出境" in first, first
    assert "数据出境安全评估" in second and "runpod" in second, second


@pytest.mark.slow
def test_no_personal_data_says_no_data_exit(tmp_path):
    # the same move with an internal knowledge base (product manuals): no personal information leaves, no line
    _, second = _thread(tmp_path, "我们在杭州，想部署Qwen2.5-7B做内部知识库问答，高峰20个并发，租哪台？", "那放到新加坡呢？")
    assert "asia-southeast1" in second, second
    assert "数据出境" not in second and "数据出境安全评估" not in second, second


@pytest.mark.slow
def test_a_personal_data_question_said_in_one_message_is_said_once(tmp_path):
    # the reader's PIPL note (data_law.pipl) already says the assessment on this turn: no second line under it
    out, = _thread(tmp_path, "我们在杭州，想部署Qwen2.5-7B做客服机器人，会处理用户的手机号和订单信息，高峰20个并发，部署在新加坡")
    assert out.count("安全评估") == 1, out
