"""A cloud machine named by its instance type ("we have a g6e.12xlarge", 我们有一台 p4d.24xlarge, "what about
g6e.48xlarge") is read as the cards in it (the catalog's row for that type), so it is judged like named cards: a
model whose weights the cards cannot hold is a no, and a follow-up naming a bigger machine is evaluated."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_an_owned_aws_machine_is_its_four_l40s():
    e = extract("we have a g6e.12xlarge, can we serve Qwen3-235B-A22B FP8 on it for our internal chat?")
    p = e.patch
    assert (p.gpu_preference, p.num_gpus, p.owned_gpus) == ("L40S", 4, True)  # AWS g6e.12xlarge: 4 × L40S 48 GB
    assert any("g6e.12xlarge" in n and "4 × L40S" in n for n in e.notes)


def test_a_machine_in_chinese_and_traditional_is_its_cards():
    p = extract("我们有一台 p4d.24xlarge，能跑 Llama-3.1-70B 推理吗").patch
    assert (p.gpu_preference, p.num_gpus) == ("A100 40GB SXM", 8)  # p4d.24xlarge: 8 × A100 40 GB SXM
    p = extract("我們有一台 a3-highgpu-8g，能跑 Llama-3.1-70B 推論嗎").patch
    assert (p.gpu_preference, p.num_gpus) == ("H100 SXM", 8)  # GCP a3-highgpu-8g: 8 × H100 80 GB


def test_a_follow_up_machine_name_is_a_card_and_count():
    p = extract("what about g6e.48xlarge").patch
    assert (p.gpu_preference, p.num_gpus) == ("L40S", 8)


def test_an_ordinary_word_is_never_a_machine():
    e = extract("serve Llama-3.1-8B for 20 users with a standard setup")
    assert e.patch.num_gpus is None and not any("read as its GPUs" in n for n in e.notes)


@pytest.mark.slow
def test_a_235b_fp8_model_on_a_g6e_12xlarge_is_a_no_then_the_48xlarge_holds_it(tmp_path_factory):
    e = Engine(store=Store(tmp_path_factory.mktemp("chat") / "s.db"))
    first = e.handle("t", "we have a g6e.12xlarge, can we serve Qwen3-235B-A22B FP8 on it for our internal chat?").text
    # Qwen3-235B-A22B in FP8: ≈ 235e9 × 1 byte ≈ 235 GB of weights, ≈ 59 GB a card over 4; an L40S has 48 GB (vLLM's
    # pool 0.9 × 48 = 43.2 GB): it cannot hold the weights. The machine is theirs ("we have"), so the "no" as asked
    # leads, then INT4 on the same cards (≈ 235e9 × 0.5 B ≈ 118 GB + scales ≈ 30 GB a card: fits, quality to check),
    # then what keeps FP8 as asked (8 × L40S: ≈ 29.4 GB a card), and "On your cards:" before the INT4 plan on them so
    # the rental is never read as running on their own machine
    head = [ln for ln in first.splitlines() if ln.startswith("**") and ln.endswith("**")][1]
    assert head.startswith("**No, not with FP8") and "on your cards" in head and "43.2 GB pool" in head, head
    assert "INT4" in head and "check its quality" in head and "to keep FP8" in head and "8 × L40S" in head, head
    assert head.index("8 × L40S") < head.index(". On your cards: ") < head.index("your own 4 × L40S"), head
    second = e.handle("t", "what about g6e.48xlarge").text
    # 8 × L40S: ≈ 235 / 8 ≈ 29.4 GB of weights a card (+ KV and buffers) under the 43.2 GB pool: it holds
    assert "8 × L40S" in second and "cannot" not in second.split("\n\n")[0], second[:600]
