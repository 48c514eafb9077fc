"""A follow-up that moves a rental plan onto the user's own laptop ("我唔想上 cloud，部 notebook 有 RTX 4060 8GB，可唔可以
自己行？"): answered on that laptop card first — the thread's model does not fit, the largest that does in 4-bit is named
with its memory and speed — with no rental as the answer and nothing said about a cloud named «cloud»."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

TUTOR = "我係補習老師，自己一個人，想用 AI 每個禮拜出幾十份 DSE 數學同英文練習題，每月預算 HK$500，應該租咩 GPU？"


def _second(tmp_path, first: str, second: str) -> str:
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", first)
    return eng.handle("t", second).text


def _headline(out: str) -> str:
    return next(line for line in out.splitlines() if line.startswith("**") and "·" not in line)


def test_no_cloud_and_a_laptop_4060_is_answered_on_the_laptop(tmp_path):
    # Hand: the thread's Llama-3.1-70B needs ≈ 43.8 GB even in Q4_K_M; the 8 GB laptop card has 8.59 − 2 = 6.6 GB;
    # Llama-3.1-8B Q4_K_M ≈ 5.4 GB fits at ≈ 40 tokens/s (256 GB/s); Qwen2.5-14B Q4_K_M ≈ 9.8 GB needs offload.
    out = _second(tmp_path, TUTOR, "我唔想上 cloud，部 notebook 有 RTX 4060 8GB，可唔可以自己行？")
    assert "«cloud»" not in out, out
    head = _headline(out)
    assert "RTX 4060 Laptop GPU" in head and "Llama-3.1-8B" in head and "Q4_K_M" in head, head
    assert "Qwen2.5-14B" in head and "5.4 GB" in head, head
    assert "runpod" not in head.lower() and "HKD" not in head, head  # no rental offered as the answer
    assert "這張卡" in head and "这张卡" not in head, head  # said in 繁體, the user's script


def test_an_english_laptop_follow_up_is_answered_on_the_laptop(tmp_path):
    # RTX 3070 Laptop GPU: 8 GB at 448 GB/s → the same 8B Q4_K_M ≈ 5.4 GB, faster decode (≈ 69 tokens/s)
    out = _second(tmp_path, "Llama-3.1-70B chat for me alone, what GPU should I rent?",
                  "I don't want to use the cloud, my laptop has a 3070 8GB")
    head = _headline(out)
    assert "RTX 3070 Laptop GPU" in head and "Llama-3.1-8B" in head and "no rental" in head, head


@pytest.mark.parametrize(("second", "says"), [
    ("我唔想上 cloud，可唔可以自己行？", "多少顯存"),                       # Cantonese, no card: asked in 繁體
    ("I don't want to use the cloud, can I run it on my own computer?", "Which GPU"),
    ("不想上云，能在自己电脑上跑吗？", "多少显存"),
])
def test_no_cloud_with_no_card_sizes_the_model_by_card_size_and_asks_the_card(tmp_path, second, says):
    # Hand (one user, 4,096 tokens, Q4_K_M, 2 GB margin): Llama-3.1-70B ≈ 43.8 GB; an 8 GB card (8.59 − 2 = 6.6 GB)
    # holds Llama-3.1-8B ≈ 5.4 GB, a 16 GB one Qwen2.5-14B ≈ 9.8 GB, a 24 GB one (25.8 − 2 = 23.8) Qwen2.5-32B ≈ 20.9 GB
    out = _second(tmp_path, TUTOR, second)
    assert "43.8 GB" in out and "Llama-3.1-8B" in out and "5.4 GB" in out and "Qwen2.5-32B" in out, out
    assert says in out, out
    assert "runpod" not in out.lower() and "«cloud»" not in out, out  # no rental plan re-posted as the answer
