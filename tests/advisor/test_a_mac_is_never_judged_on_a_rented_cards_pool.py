"""An Apple Mac (no cloud rents it, it runs no CUDA) is never judged as a rented card on vLLM's memory pool: not when a
rent or buy-or-rent follow-up moves the user's own Mac's work to rentals ("should we buy an 8-GPU server or rent?"
after "we have an M3 Max 36GB MacBook"), where the Mac's own memory is said as the thread read it, and not when a first
message asks about one ("would an M3 Max 36GB be enough?"). The catalog row holds the chip's largest build (M3 Max:
128 GB), so the generic check gave a 36 GB MacBook "14.8 GB of vLLM's 92.8 GB pool … fits (78.0 GB spare)"."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine, rent_followup
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

MAC = Workload(model="Qwen2.5-14B", gpu_preference="Apple M3 Max", num_gpus=1, owned_gpus=True,
               max_gpu_memory_gib=36)

RENT_ASKS = ["should we buy an 8-GPU server or rent?", "what should we rent instead?", "租什么卡最便宜？",
             "租邊部最平？", "不行的話租什麼最便宜"]


@pytest.mark.parametrize("text", RENT_ASKS)
def test_a_rent_follow_up_on_an_owned_mac_says_its_own_memory(text):
    # the thread read 36 GB of unified memory: the note carries that figure, never the row's 128 GB build
    e = rent_followup(extract(text), MAC, text)
    said = " ".join(e.notes) + " ".join(e.zh_notes.values())
    assert "36 GB" in said and "128" not in said, said


def test_a_rent_follow_up_on_an_owned_mac_with_no_memory_says_the_build_is_not_said():
    text = "what should we rent instead?"
    e = rent_followup(extract(text), MAC.model_copy(update={"max_gpu_memory_gib": None}), text)
    assert any("memory not said" in n and "128 GB" in n for n in e.notes), e.notes


@pytest.mark.parametrize("card", ["RTX 3090", "A100 80GB"])
def test_a_rent_follow_up_on_a_cuda_card_says_no_mac_note(card):
    text = "what should we rent instead?"
    e = rent_followup(extract(text), MAC.model_copy(update={"gpu_preference": card}), text)
    assert not any("unified memory" in n for n in e.notes) and e.patch.checked_gpu == card


def _chat(tmp_path, *turns: str) -> str:
    eng = Engine(store=Store(tmp_path / "s.db"))
    out = ""
    for t in turns:
        out = eng.handle("mac", t).text
    return out


@pytest.mark.slow
@pytest.mark.parametrize("first,then,mine", [
    ("we have an M3 Max 36GB MacBook, can it run Qwen2.5-14B for 3 users?", "should we buy an 8-GPU server or rent?",
     "36 GB unified memory"),
    ("我们有一台M3 Max 36GB的MacBook，能跑Qwen2.5-14B给3个人用吗？", "还是租云划算？", "36 GB 统一内存"),
    ("我們有一台M4 Max 64GB的Mac Studio，能跑Qwen2.5-32B給5個人用嗎？", "還是租雲端的划算？", "64 GB 統一記憶體"),
])
def test_the_follow_up_never_gives_the_mac_a_vllm_pool(tmp_path, first, then, mine):
    # by hand: 75 % of 36 GiB ≈ 29 GB is what the M3 Max's GPU may use; vLLM's pool on the 128 GB row (0.9 × 128 GB
    # less the CUDA context) is 92.8 GB, a figure no 36 GB Mac has — so no pool figure and no "is enough" on the Mac
    out = _chat(tmp_path, first, then)
    assert mine in out, out
    assert "of vLLM's" not in out and "92.8" not in out and "is enough" not in out.split("|")[0], out


@pytest.mark.slow
@pytest.mark.parametrize("text,said", [
    ("serve Qwen2.5-14B for 3 users, would an M3 Max 36GB be enough?", "not judged here on a rented card's vLLM"),
    ("用Qwen2.5-14B给3个人用，一台M3 Max够不够？", "不按租用显卡的 vLLM 显存池判断"),
])
def test_a_mac_asked_about_is_not_judged_as_a_card(tmp_path, text, said):
    out = _chat(tmp_path, text)
    assert said in out and "92.8" not in out, out
