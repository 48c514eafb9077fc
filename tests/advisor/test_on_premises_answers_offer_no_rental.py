"""Data that may not leave the user's site: no line of the answer offers a rented machine, whichever way it would
have come in. A Mac mini bought for 15 staff with "data 唔想出公司" was told it holds Qwen3-32B in 4-bit but is too
slow for 5 at once, and among its ways on its own machine sat "改用 INT4 權重 … 1 × A40, e.g. runpod …, HK$3.43 an
hour", under the line saying no rental is listed because the data stays on site."""

from __future__ import annotations

import pytest

from tests.conftest import module_ask

pytestmark = pytest.mark.slow  # whole answers

ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.parametrize("question", [
    # Cantonese: 15 staff (≈ 5 at once), Qwen3-32B Q4_K_M ≈ 25 GB on a 64 GB Mac (≈ 48–52 GB for the GPU)
    "我哋公司 15 個 staff，想買部 Mac mini M4 Pro 64GB 行 Qwen3-32B 做內部 chatbot 同埋睇文件，data 唔想出公司，夠唔夠用？",
    # English: the same machine and rule in other words
    "We're a 15-person accounting office buying a Mac mini M4 Pro 64GB to run Qwen3-32B for everyone; client data "
    "must not leave the office. Is it enough?",
])
def test_an_on_site_answer_lists_no_rented_machine(ask, question):
    text = ask(question)
    lowered = text.lower()
    assert "m4 pro" in lowered
    for seller in ("runpod", "lambda", "aws ", "gcp", "vast", "cudo", "autodl"):
        assert seller not in lowered, seller
