"""Named docking, single-cell and PDF tools (tools.named_tools: DiffDock-L, Uni-Dock, GNINA, AutoDock-GPU, scGPT,
Docling): the name finds its row, its licence comes from the one table, and the stated job is sized by hand.

Hand reasoning (other numbers than the review's):
- DiffDock-L: 7 h for 1,000 ligands on one A100 (github.com/gcorso/DiffDock/issues/289) = 25.2 s a ligand. 200,000 ligands ×
  25.2 s ÷ 3,600 = 1,400 GPU-h; in one week (168 h): ⌈1,400 ÷ 168⌉ = 9 cards. The funnel: fast docking of all 200,000
  (its time not held: a pilot measures it), DiffDock-L on the top 10,000 = 10,000 × 25.2 ÷ 3,600 = 70 GPU-h; a library
  under 10,000 re-docks all of itself.
- Docling: 800,000 pages, 30 % scans, 14 days (336 h): 560,000 digital × 1 s = 155.6 GPU-h; 240,000 scans × 3–10 s =
  200–666.7 GPU-h; 800,000 ÷ (336 × 3,600) = 0.66 pages/s; the digital pages on 16-core boxes at 0.92 pages/s:
  560,000 ÷ 0.92 ÷ 3,600 = 169 box-hours ≤ 336 → 1 box.
- Geneformer V2-104M: no time held; scGPT's rate × 104 / 53 (parameters only, said as an estimate).
- scGPT: 4 × A100 × 72 h for 10.3 M cells × 6 epochs (github.com/bowang-lab/scGPT/issues/5) = 0.01678 A100-s a cell an epoch;
  2,000,000 cells × 10 epochs = 93.2 A100-h → 3.9 days on one card, 2 cards within 48 h; 53 M params × 16 B = 0.85 GB
  of weights + AdamW. Epochs unsaid: 5 (assumed) → 500,000 cells = 11.65 h.
"""

import pytest

from tools.domain_jobs import DOMAIN_JOBS
from tools.licence import job_licence
from tools.named_tools import cell_training, docking_funnel, pdf_split
from tools.nonllm_jobs import blocks_use, job_by_key, named_job


@pytest.mark.parametrize("text, key", [
    ("run diffdock-l on 500k compounds", "diffdock"),
    ("用DiffDock对接20万个配体", "diffdock"),
    ("screen 2M compounds with Uni-Dock first", "unidock"),
    ("用GNINA重新打分", "gnina"),
    ("AutoDock-GPU on 1M ligands", "autodock-gpu"),
    ("实验室要用scgpt在100万个细胞上微调", "scgpt"),
    ("fine-tune scGPT on our atlas", "scgpt"),
    ("我們想用Docling把80萬頁PDF轉成Markdown", "docling"),
    ("用Geneformer做细胞分类", "geneformer"),
    ("convert 3 million pages with docling", "docling"),
])
def test_the_tool_is_named(text, key):
    got = named_job(text)
    assert got is not None and got.key == key


def test_the_rows_take_their_licences_from_the_table_and_allow_business_use():
    for key in ("diffdock", "unidock", "gnina", "autodock-gpu", "scgpt", "geneformer", "docling"):
        job = job_by_key(key)
        assert job is not None and job in DOMAIN_JOBS
        assert job_licence(key) is not None and job.licence == job_licence(key).licence
        assert not blocks_use(job, True), key  # MIT, LGPL, GPL / Apache: running it in-house is allowed


def test_diffdock_is_timed_and_the_funnel_is_far_smaller():
    job = job_by_key("diffdock")
    assert job.seconds_each == pytest.approx(25.2) and job.measured_on == "A100"
    f = docking_funnel(200_000)
    assert f.all_hours == pytest.approx(1_400.0)
    assert f.slow_hours == pytest.approx(70.0) and f.slow_hours < f.all_hours / 10
    small = docking_funnel(4_000)  # under the cut: DiffDock-L on all of it
    assert small.top == 4_000 and small.slow_hours == pytest.approx(small.all_hours)


def test_docling_pages_split_into_digital_and_scans():
    s = pdf_split(800_000, 30, 336)
    assert s.digital == pytest.approx(560_000) and s.scans == pytest.approx(240_000)
    assert s.digital_hours == pytest.approx(155.56, abs=0.01)
    assert (s.scan_hours_lo, s.scan_hours_hi) == (pytest.approx(200.0), pytest.approx(666.67, abs=0.01))
    assert s.rate_needed == pytest.approx(0.661, abs=0.001) and s.cpu_boxes == 1
    assert pdf_split(3_000_000, 15, 600).cpu_boxes == 2  # 2.55 M ÷ 0.92 ÷ 3,600 = 770 box-h in 600 h
    assert pdf_split(1_000, 0, None).rate_needed is None


def test_scgpt_is_one_card_hours_not_a_node():
    t = cell_training(2_000_000, 10, 48)
    assert t.hours == pytest.approx(93.2, abs=0.1) and t.cards == 2 and t.one_card_days == pytest.approx(3.88, abs=0.01)
    assert t.state_gb == pytest.approx(0.848)
    u = cell_training(500_000, None, None)
    assert u.epochs == 5 and not u.epochs_said and u.hours == pytest.approx(11.65, abs=0.01) and u.cards is None


def test_geneformer_is_scgpts_rate_scaled_by_its_parameters():
    # 104 M ÷ 53 M = 1.96; 1,000,000 cells × 5 epochs × 0.01678 × 1.96 ÷ 3,600 = 45.7 A100-h; 104 M × 16 B = 1.66 GB
    t = cell_training(1_000_000, None, None, "geneformer")
    assert t.scaled == pytest.approx(1.962, abs=0.001) and t.hours == pytest.approx(45.7, abs=0.1)
    assert t.state_gb == pytest.approx(1.664) and t.params_m == pytest.approx(104.0)
