"""A named card that holds a speech or image model but has no speed the measurements can be scaled to (Turing and
Volta lack the BF16 / Flash-Attention-2 kernels the measured runs used) is said as "not sized here", never as too small
for the weights ("No, T4 cannot run Whisper large-v3 … its 16-bit weights need ≈ 3 GB, the card has
16 GB" — a memory refusal that contradicts its own figures)."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.slow
@pytest.mark.parametrize("text, holds_words, not_words", [
    # Whisper large-v3: 1.55 B params × 2 B ≈ 3 GB of FP16 weights on a 16 GB T4: it holds them; the speed is what is
    # missing (no T4 measurement, and the A100 figure is not scaled to Turing)
    ("Transcribe 10,000 hours of podcast audio with Whisper large-v3 in a week on T4s on AWS. How many and how much?",
     ("T4 holds Whisper large-v3", "not sized here"), ("cannot run",)),
    ("用 T4 跑 whisper large-v3 转写 1万小时音频，一周内完成，要几张？", ("装得下", "没有它的速度"), ("跑不了",)),
    # SDXL ≈ 3.4 B × 2 B ≈ 7 GB on a 24 GB RTX 4090, which Alibaba Cloud does not rent (data-centre cards only): the
    # reason is the cloud, never the memory ("跑不了 SDXL：约需 7 GB，该卡只有 24 GB")
    ("公司规定只能用阿里云，想租几张4090跑SDXL给电商出商品图，每天2万张，1024x1024，白天10小时内出完，要几张卡一个月多少钱",
     ("装得下 SDXL", "阿里云不出租"), ("跑不了", "该卡只有")),
    ("Our policy allows AWS only. How many RTX 4090s to transcribe 5,000 hours of calls with Whisper large-v3 in 2 days?",
     ("RTX 4090 holds Whisper large-v3", "rented on AWS"), ("cannot run",)),
])
def test_a_card_that_holds_the_model_is_said_unmeasured_not_too_small(tmp_path, text, holds_words, not_words):
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", text).text
    head = out.split("\n")[0]
    assert all(w in head for w in holds_words), head
    assert not any(w in head for w in not_words), head


@pytest.mark.slow
def test_a_card_too_small_for_the_weights_is_still_refused_for_memory(tmp_path):
    # FLUX.1-dev: 12 B transformer + T5-XXL + CLIP + VAE ≈ 34 GB in BF16, over a 24 GB RTX 4090: a memory "no"
    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "k", "Serve FLUX.1-dev at 10 images a minute on RTX 4090s").text
    assert "cannot run FLUX.1-dev" in out.split("\n")[0] or "FP8" in out.split("\n")[0], out[:300]
