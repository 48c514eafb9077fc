"""Two kinds of card the user owns are one fleet: neither vanishes, the two are not a comparison (so the 简体 / 繁體
forms still read as owned), and one card's memory is never a per-card cap on the other.

Hand reasoning: "8 T4s … and 2 A100 80GB": the 80 GB is the A100's variant name. Taken as a cap it says "≤ 80 GB per
GPU (honoured)" over 16 GB T4s, a constraint nobody set. The answer sizes the group named first (8 × T4) and says the
other group (2 × A100 80GB) exists and how to ask for it.
"""

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

EN = "we have 8 T4s in our server room and 2 A100 80GB, serve Qwen2.5-72B for 20 users"
HANS = "我们机房有8张T4和2张A100，部署 Qwen2.5-72B 给20人用"
HANT = "我們機房有8張T4和2張A100，部署 Qwen2.5-72B 給20人用"


@pytest.mark.parametrize("text, other", [
    (EN, "2 × A100 80GB"), (HANS, "2 × A100"), (HANT, "2 × A100"),
    ("we have eight T4s and an A100 80GB, serve Qwen2.5-72B", "1 × A100 80GB")])
def test_both_owned_groups_are_read_and_no_cap_is_borrowed(text, other):
    e = extract(text)
    p = e.patch
    assert p.owned_gpus is True and p.gpu_preference == "T4" and p.num_gpus == 8  # the first group is sized
    assert p.max_gpu_memory_gib is None  # the A100's 80 GB is no cap on a T4
    assert "compare" not in e.intents
    assert any(other in n and "say which to use" in n for n in e.notes), e.notes


@pytest.mark.parametrize("text", [
    "should I rent 2 H100 or 4 A100 for Llama-3.1-70B", "2张H100还是4张A100",
    "I have 2 4090s, should I rent 4 A100 for Llama-3.1-70B?"])
def test_a_comparison_or_a_rental_beside_owned_cards_is_no_fleet(text):
    e = extract(text)
    assert not any("two kinds of your own card" in n for n in e.notes), e.notes


@pytest.mark.slow
def test_the_answer_keeps_the_other_owned_group_in_view(tmp_path):
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", EN).text
    assert "≤ 80 GB" not in out  # never a borrowed cap
    assert "2 × A100 80GB" in out and "8 × T4" in out.splitlines()[0] + out, out[:900]
    assert "your own 8 × T4" in out


@pytest.mark.slow
def test_the_chinese_answer_runs_on_the_owned_cards_not_a_rental(tmp_path):
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", HANS).text
    assert "你自己的 8 × T4" in out and "2 × A100" in out, out[:900]
