"""A service the public reaches in mainland China (小程序, 公众号, an app or a website for users there) says its hosting:
in a mainland region, the ICP filing (ICP 备案) it needs before going live; outside the mainland, the cross-border
path and that a mainland region is where it belongs. A training job for a mainland company says neither.
advisor.core.mainland_service."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.mainland_service import _in_mainland, mainland_public
from advisor.core.store import Store
from tests.conftest import module_home


@pytest.mark.parametrize("text, said", [
    ("做一个公众号客服机器人，面向国内用户", True),
    ("我們的 App 使用者都在國內", True),
    ("a WeChat mini program for users in mainland China", True),
    ("a consumer app for Chinese users", True),
    # a team in China training a model serves no public there
    ("我们公司在深圳，想微调 Qwen2.5-7B", False),
    ("users in Japan, a chatbot", False),
])
def test_the_public_in_mainland_china_is_read(text, said):
    assert mainland_public([text]) is said


@pytest.mark.parametrize("region, inside", [
    ("cn-shanghai", True), ("ap-guangzhou", True), ("cn-north-4", True),
    # Hong Kong and Singapore are outside the mainland (no ICP filing; the cross-border path)
    ("cn-hongkong", False), ("ap-hongkong", False), ("asia-southeast1", False), ("us-east-1", False),
])
def test_a_region_id_is_placed(region, inside):
    assert _in_mainland(region) is inside


isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.slow
@pytest.mark.parametrize("text, said", [
    # English, a mini program for mainland users: where the users are is no rental filter (every region is ranked),
    # but a service for mainland users is hosted there: from abroad each message crosses the border's filtering and
    # a mini program may call only ICP-filed domains, so a mainland row leads at any price (tools.users_place
    # .near_band) and the hosting line says the filing
    ("We're building a WeChat mini program for users in mainland China, Qwen2.5-7B chatbot, 200 concurrent users",
     ("pick is in a mainland region", "ICP filing")),
    # 繁體, an app for mainland users: the same, in Traditional script
    ("我們要做一個給中國大陸用戶用的 App，後端跑 Llama-3.1-8B，同時 50 人", ("首選在大陸地域", "ICP 備案")),
    # 简体, the mainland asked as the place to rent: ranked on mainland rows, so the filing line
    ("做一个微信小程序，面向国内用户，Qwen2.5-7B 客服，同时50人，只在国内部署", ("首选在大陆地域", "ICP 备案")),
    # 简体, the server put in Singapore: the pick (GCP asia-southeast1) is outside, so the cross-border warning
    ("面向国内用户的小程序，服务器放新加坡，Qwen2.5-7B，同时50人", ("首选在大陆以外", "跨境", "ICP 备案")),
    # English, hosted on Lambda in the US for Chinese users: outside
    ("A consumer app for Chinese users, hosted on Lambda in the US, Llama-3.1-8B, 30 concurrent",
     ("pick is outside the mainland", "crosses the border", "ICP filing")),
])
def test_the_answer_says_the_hosting(tmp_path, text, said):
    out = _ask(tmp_path, text)
    assert all(s in out for s in said), out


@pytest.mark.slow
def test_a_training_job_for_a_mainland_company_says_nothing(tmp_path):
    out = _ask(tmp_path, "我们公司在深圳，国内团队，想用 50 亿 token 微调 Qwen2.5-7B")
    assert "ICP" not in out and "跨境" not in out
