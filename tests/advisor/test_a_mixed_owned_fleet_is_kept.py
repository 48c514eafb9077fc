"""Two kinds of card the user owns are one fleet: neither vanishes, the two are not a comparison (so the 简体 / 繁體
forms still read as owned), and one card's memory is never a per-card cap on the other.

Hand reasoning: "8 T4s … and 2 A100 80GB": the 80 GB is the A100's variant name. Taken as a cap it says "≤ 80 GB per
GPU (honoured)" over 16 GB T4s, a constraint nobody set. The reading keeps the group named first as the patch (8 × T4)
and both groups in `Extraction.fleet`; the chat sizes each group on its own owned-card answer and leads with the one
that runs the work best (tools.fleet.lead_group), the other's verdict in one line; a group the user chose ("use the
T4s") is the only one sized.

Hand figures, Qwen2.5-72B (72.7 B params; KV per token 2 × 80 layers × 8 KV heads × 128 × 2 B = 327,680 B):
- 20 users at once × 4,096 tokens: 26.8 GB of KV. 8 × T4 (no BF16, no FP8): FP16 is 145.4 / 8 = 18.2 GB of weights per
  card, over vLLM's 0.9 × 15.6 = 14.1 GB pool; INT8 is 9.1 + 3.4 KV + runtime ≈ 13.3 GB: 0.8 GB spare (6 %, tight).
  2 × A100 80GB: BF16 72.7 + 13.4 KV > 76.7 GB pool; FP8 36.4 + 13.4 + runtime ≈ 51.7 GB: 25.0 GB spare (33 %).
  The A100s lead (more room; both had to lower the weights).
- 简体/繁體 "给20人用" reads 5 at once: 6.7 GB of KV (1.7 GB per A100 in FP8 KV). 2 × A100 hold BF16 weights
  (72.7 + 1.7 + runtime ≈ 75.0 of 76.7 GB, tight); the T4s still need INT8. The A100s lead: 2 bytes per weight over 1.
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
    assert [n for n, _ in e.fleet] == [8, int(other.split(" ")[0])]  # both groups kept for the chat to size


@pytest.mark.parametrize("text, card, n", [
    ("we have 8 T4s and 2 A100 80GB; use the T4s, serve Qwen2.5-72B for 20 users", "T4", 8),
    ("we have 8 T4s and 2 A100 80GB, use the A100s, serve Qwen2.5-72B for 20 users", "A100 80GB SXM", 2),
    ("我们有8张T4和2张A100 80G，只用T4，部署 Qwen2.5-72B", "T4", 8)])
def test_the_group_the_user_chose_is_the_one_sized(text, card, n):
    e = extract(text)
    assert (e.patch.gpu_preference, e.patch.num_gpus, e.patch.owned_gpus) == (card, n, True)
    assert e.fleet == []  # no comparison: the user's choice stands
    assert any("as you said" in n for n in e.notes), e.notes


@pytest.mark.parametrize("text", [
    "should I rent 2 H100 or 4 A100 for Llama-3.1-70B", "2张H100还是4张A100",
    "I have 2 4090s, should I rent 4 A100 for Llama-3.1-70B?"])
def test_a_comparison_or_a_rental_beside_owned_cards_is_no_fleet(text):
    e = extract(text)
    assert not any("two kinds of your own card" in n for n in e.notes), e.notes


@pytest.mark.slow
def test_the_answer_leads_with_the_group_that_runs_it_best_and_says_the_other(tmp_path):
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", EN).text
    assert "≤ 80 GB" not in out  # never a borrowed cap
    assert "your own 2 × A100 80GB SXM" in out and "your own 8 × T4" not in out, out[:900]
    # the other group in one line, with the figures worked out above: INT8, 0.8 of 14.1 GB, tight
    line = next(x for x in out.splitlines() if "two kinds of your own card" in x)
    assert "most room, 2 × A100 80GB SXM: FP8 weights, not BF16, 25.0 GB of 76.7 GB spare per GPU" in line
    assert "the other: 8 × T4: INT8 weights, not FP16, 0.8 GB of 14.1 GB spare per GPU — tight" in line
    assert "say which to use" not in out  # the reader's note is replaced by the verdict


@pytest.mark.slow
@pytest.mark.parametrize("text, other", [
    (HANS, "另一种：8 × T4：INT8 权重"), (HANT.replace("2張A100", "2張A100 80G"), "另一種：8 × T4：INT8 權重")])
def test_the_chinese_answer_leads_with_the_a100s_running_bf16(tmp_path, text, other):
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", text).text
    assert "2 × A100" in out and other in out, out[:900]
    assert "你自己的 8 × T4" not in out and "你自己的 8 × T4" not in out.replace("們", "们")
    assert "BF16 权重" in out or "BF16 權重" in out  # the weights as asked (the hand figures above)


@pytest.mark.slow
def test_the_users_choice_of_the_t4s_is_kept(tmp_path):
    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "k", "we have 8 T4s and 2 A100 80GB; use the T4s, serve Qwen2.5-72B for 20 users").text
    assert "your own 8 × T4" in out and "sized on the 8 × T4, as you said" in out, out[:900]
