"""The rule order between what every user gets and what is convenient to run, and which rows a short answer shows.

- The per-user speed floor at the full sized context outranks the CUDA-stack preference (tools.ranking.rocm_leads):
  a ROCm plan that holds the floor leads a CUDA plan that misses it up to the floor rule's own cap; between two plans
  that both hold it (or both miss it) the stack preference (15 %) decides.
- A plan that may not start (under 5 % / 1 GiB of its pool spare), or one tight on memory and sharded over 4+ PCIe
  cards, fills no row above a sound plan (tools.ranking.may_not_start, sound_first).
"""

import pytest

from tools.ranking import FLOOR_GIVES_WAY, STACK_PREFERENCE, floor_gives_way, may_not_start, rocm_leads, sound_first


def test_a_rocm_plan_holding_the_floor_leads_a_cuda_plan_below_it_inside_the_floor_cap():
    # Qwen2.5-Coder-32B BF16 for 45 at once, 4,096 tokens each: every decode step reads the 65.5 GB of weights and
    # the KV cache, 2·64 layers·8 kv heads·128·2 bytes = 256 KiB a token × 45 × 4,096 = 48.3 GB. One MI300X
    # (5.3 TB/s) gives 25.0 tok/s per user there; 2 × A800 PCIe (2 × 1.94 TB/s, TP 2 over PCIe) 17.3 against the
    # 20 tok/s floor. The miss buys back ⌈2 × 20 ÷ 17.3⌉ = 3 cards: cap 3 ÷ 2 × 1.15 = 1.725×.
    cap = floor_gives_way(20.0, 17.3, 2)
    assert cap == pytest.approx(1.5 * 1.15)
    # $2.39 ÷ $2.16 = 1.107×: inside the cap, so the ROCm plan leads although it saves nothing
    assert rocm_leads(True, False, 2.39, 2.16, cap)
    # at 2× the CUDA plan's price it would not (past the 1.725× cap)
    assert not rocm_leads(True, False, 2 * 2.16, 2.16, cap)


def test_between_plans_that_both_hold_the_floor_the_stack_preference_decides():
    # 1 × MI300X at $2.39 against 1 × H100 SXM at $2.60, both holding the floor: 1 − 2.39 ÷ 2.60 = 8 % < 15 % → CUDA
    assert not rocm_leads(True, True, 2.39, 2.60)
    # against 2 × H100 SXM at $4.33: saves 45 % → ROCm leads
    assert rocm_leads(True, True, 2.39, 4.33)
    # both below the floor: the same stack rule (8 % → CUDA)
    assert not rocm_leads(False, False, 2.39, 2.60)
    # a CUDA plan that holds the floor always leads a ROCm plan that misses it, however cheap
    assert not rocm_leads(False, True, 1.00, 4.33)
    # the preference off (the user named AMD): ROCm leads on any saving
    assert rocm_leads(True, True, 2.59, 2.60, FLOOR_GIVES_WAY, 0.0)
    assert STACK_PREFERENCE == 0.15


def test_which_plans_may_not_start():
    # 8 × V100 16 GB for a 32B model: (65.5 + 48.3) GB ÷ 8 = 14.2 GB a card against vLLM's 0.9 × 16 GB pool — under
    # 5 % spare → may not start, with or without its TP 8 over PCIe
    assert may_not_start(True, True, 8)
    assert may_not_start(True, False, 0)
    # over 90 % of the pool and one copy over 8 PCIe cards: both least certain figures on one plan
    assert may_not_start(False, True, 8)
    # over 90 % on NVLink (8 × A100 SXM) or TP 2 over PCIe: a caveat said in its row, still a plan
    assert not may_not_start(False, True, 0)
    assert not may_not_start(False, True, 2)
    # roomy TP 8 over PCIe (8 × RTX A5000 24 GB): a caveat, not a plan that fails to start
    assert not may_not_start(False, False, 8)


def test_unsound_rows_go_below_every_sound_row_and_the_lead_stays():
    rows = ["2 × A800", "8 × V100 (thin)", "1 × MI300X", "8 × RTX A5000", "8 × V100 192 GB RAM (thin)", "2 × A100"]
    out = sound_first(rows, lambda r: "thin" in r)
    assert out == ["2 × A800", "1 × MI300X", "8 × RTX A5000", "2 × A100", "8 × V100 (thin)",
                   "8 × V100 192 GB RAM (thin)"]
    # the first row is the ranking's lead and stays, even when unsound (its own rules named why it leads)
    assert sound_first(["x (thin)", "y", "z (thin)"], lambda r: "thin" in r) == ["x (thin)", "y", "z (thin)"]
    # nothing sound left: the unsound rows are shown, in their order
    assert sound_first(["a", "b (thin)", "c (thin)"], lambda r: "thin" in r) == ["a", "b (thin)", "c (thin)"]
    assert sound_first([], lambda r: True) == []
