"""A size said with the part a token uses ("a 1T MoE with 32B active", "总参数 3550亿，激活参数 320亿", a name ending
-80B-A3B) is read as a mixture of experts' total and active sizes, in English and Chinese; "active users" is no size."""

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text,total,active", [
    ("host our own 2T MoE, 64B active per token, for 12 engineers", 2000, 64),
    ("37B activated of 671B total, 8 users at once", 671, 37),               # the active said first
    ("total params: 400B, active params 17B, serve 30 users", 400, 17),
    ("部署一个总参数 2350亿、激活参数 220亿 的模型，10 并发", 235, 22),        # 亿: a tenth of a billion
    ("自研 MoE，總參數 1T，激活 48B，給 16 人用", 1000, 48),
])
def test_total_and_active_sizes(text, total, active):
    p = extract(text).patch
    assert p.model is None
    assert p.params_b == total and p.active_params_b == active


def test_a_name_with_total_and_active_sizes_is_sized_as_experts():
    # not in the registry: kept under its own name, 120B in all and 6B a token (never asked, never a dense 120B)
    p = extract("serve Acme-Large-120B-A6B to 25 users").patch
    assert p.model == "Acme-Large-120B-A6B"
    assert p.params_b == 120 and p.active_params_b == 6


@pytest.mark.parametrize("text,size", [
    ("serve a 70B model to 30 active users", 70),        # active users are people, not parameters
    ("部署 13B 模型，激活 5 个 worker", 13),
])
def test_no_active_size(text, size):
    p = extract(text).patch
    assert p.params_b == size and p.active_params_b is None
