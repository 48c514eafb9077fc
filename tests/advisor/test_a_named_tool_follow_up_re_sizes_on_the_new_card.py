"""A named non-LLM tool sized in turn 1, then asked on another card in a follow-up ("如果用一张4090呢？", "what about on
a T4?", "換成 L4 呢"): the job is re-sized on that card — its time scaled from the card the figure was published on by
tensor TFLOPS (never faster than that card), its count and its price on that card's row — never turn 1's card judged
again (tools.nonllm_jobs.job_on_card, advisor.core.nonllm_jobs.job_lines, advisor.core.hpc_codes.hpc_lines).

Hand reasoning (the expert's):
- scGPT, 500,000 cells × 5 epochs (assumed) × 0.0168 A100-seconds = 11.7 A100-hours. An RTX 4090 has 165.2 dense BF16
  TFLOPS against the A100's 312: × 1.89 → ≈ 22 hours on one 4090 (0.9 days), priced at the 4090's hour.
- DiffDock-L, 2,000 ligands × 25.2 s on an A100 = 14 GPU-hours. A T4 (65 FP16 TFLOPS, no BF16): × 4.8 → 121 s a
  ligand, 67 GPU-hours, priced at the T4's hour — slower and still cheap, not the A100's 14 h.
- Docling's layout model takes ≈ 1 s a page on a T4, L4 or A100 alike (docling/issues/1364): on a T4 the time stands.
- cryoSPARC's pre-processing seconds are the vendor's on an unnamed GPU: on an L4 the pilot and the priced hours are
  the L4's, the seconds unscaled and said so.
"""

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.named_tools import NAMED_TOOL_JOBS, cell_training
from tools.nonllm_jobs import job_on_card

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

JOB = {j.key: j for j in NAMED_TOOL_JOBS}


def test_a_published_time_is_scaled_to_a_slower_card_and_never_sped_up():
    diffdock = job_on_card(JOB["diffdock"], "T4", 65.0, 312.0)
    assert diffdock.card == "T4" and 115 <= (diffdock.seconds_each or 0) <= 125  # 25.2 × 312 / 65 ≈ 121 s
    faster = job_on_card(JOB["diffdock"], "H100 SXM", 989.5, 312.0)
    assert faster.seconds_each == JOB["diffdock"].seconds_each and faster.time_scale == 1.0  # never above the measured
    docling = job_on_card(JOB["docling"], "T4", 65.0, 121.0)
    assert docling.seconds_each == JOB["docling"].seconds_each  # the same ≈ 1 s a page on any card
    assert job_on_card(JOB["scgpt"], "A100 80GB SXM", 312.0, 312.0) is JOB["scgpt"]


def test_cell_training_on_a_4090_takes_its_hours_days_and_cards():
    t = cell_training(500_000, None, 12.0, "scgpt", 312 / 165.2)
    assert 11 <= t.hours <= 12.5 and 21 <= t.card_hours <= 23  # 11.7 A100-hours × 1.89
    assert 0.85 <= t.one_card_days <= 0.95 and t.cards == 2  # 22 h in a 12 h window: 2 cards


def _chat(tmp_path, *turns: str) -> list[str]:
    e = Engine(store=Store(tmp_path / "s.db"))
    return [e.handle("t", t).text for t in turns]


@pytest.mark.slow
@pytest.mark.parametrize("turns, said, unsaid", [
    (("用scGPT给50万个细胞做细胞类型注释，用A100，要多久多少钱", "如果用一张4090呢？"),
     (r"在 RTX 4090 上按张量算力之比慢 1\.89 倍，约 22 小时", r"按 RTX 4090 [^；。]*/小时约"), ("按 A100 80GB SXM",)),
    (("Dock 2,000 ligands against one receptor with DiffDock-L, how long and what does it cost?", "what about on a T4?"),
     (r"121 s each", r"scaled to the T4 by tensor TFLOPS, 4\.80 × slower", r"= 67\.2 GPU-hours", r"pilot card T4 at"),
     ("A100 80GB SXM at",)),
    (("用 Docling 把 20 萬頁 PDF 轉成 Markdown，要多久、多少錢？", "換成 T4 呢"),
     (r"每頁 1 秒", r"假設 T4 不比它慢", r"試跑用 T4"), ()),
    (("cryoSPARC: process 8,000 movies into a 3D refinement, which GPU and what cost?", "what about on an L4?"),
     (r"judged on the L4 you propose", r"28\.9 GPU-hours", r"on the L4 at", r"FP32 pilot: L4"), ("Which model",)),
])
def test_the_follow_up_card_re_sizes_the_job(tmp_path, turns, said, unsaid):
    first, again = _chat(tmp_path, *turns)
    assert first.split("\n")[0] == again.split("\n")[0], again[:300]  # the same job's head, not the LLM path
    for s in said:
        assert re.search(s, again), (s, again)
    for s in unsaid:
        assert s not in again, (s, again)
