"""A scientific simulation code said in the user's words (EN / 简体 / 繁體) — GROMACS, AMBER, OpenMM, NAMD, LAMMPS,
VASP, Quantum ESPRESSO, CP2K, Gaussian, ORCA, NWChem, or just "molecular dynamics" / 分子动力学 / 第一性原理 / DFT /
密度泛函 — is sized from the code's numerics (tools.sim_codes), never as an LLM ("which model?", a Llama sizing).

Hand reasoning (tests/tools/test_sim_codes.py has the arithmetic):
- NAMD, 40 runs of ~400k atoms (Cellulose benchmark, 408,609 atoms), 300 ns each, in 2 weeks: RTX 4090 at 165 ns/day
  → 40 × 300 ÷ 165 = 72.7 GPU-days ÷ 14 days = 5.2 → 6 cards; one run is 300 ÷ 165 = 1.8 days, well inside.
  An A100 is asked: it runs MD, but at 120 ns/day and a dearer hour it costs more per ns than the 4090.
- 简体: 800 LAMMPS? no — 300 个 OpenMM 模拟、每个 2 万原子 (JAC, 23,558 atoms)、100 ns、一周内: MD, consumer cards first.
- 繁體: 1,500 個 Quantum ESPRESSO 計算 × 每個 4 小時 (32 核節點) = 6,000 節點·小時; 租 L40S? no: FP64 1/64 rate;
  A100 / H100 class, the GPU time from a pilot; NT$200,000 ÷ the best FP64 card's hour = card-hours, ÷ 1,500 = the
  most GPU hours one calculation may take on the pilot for the budget to cover the job.
"""

import pytest

from advisor.core.sim_codes import ATOMS, RUNS, deadline_hours, first_count, hours_each, ns_each, sim_code
from tests.conftest import module_ask, module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.parametrize("text, key", [
    ("We run NAMD on a membrane protein, 40 runs", "namd"),
    ("AMBER22 pmemd.cuda free-energy runs", "amber"),
    ("跑LAMMPS的金属体系模拟", "lammps"),
    ("用CP2K做AIMD", "cp2k"),
    ("課題組用Quantum ESPRESSO算聲子", "qe"),
    ("Gaussian 16 B3LYP optimisations for 3,000 molecules", "gaussian"),
    ("ORCA 5 DLPNO-CCSD(T) single points", "orca"),
    ("NWChem coupled-cluster jobs", "nwchem"),
    ("我们要做一批分子动力学模拟", "md"),
    ("實驗室要跑第一性原理計算", "dft"),
    ("密度泛函计算 500 个结构", "dft"),
    ("high-throughput DFT screening of 900 alloys", "dft"),
])
def test_a_simulation_code_or_family_is_read(text, key):
    got = sim_code(text)
    assert got is not None and got.key == key


@pytest.mark.parametrize("text", [
    "Gaussian splatting of 40 houses a day",  # a 3D reconstruction job, not the chemistry code
    "fine-tune Orca-2 13B on our tickets",  # the Orca LLM
    "a chatbot that answers GROMACS questions for our students",  # an LLM about the code
    "Llama-3.1-8B inference for 200 users",
])
def test_other_work_is_not_a_simulation(text):
    assert sim_code(text) is None


def test_the_work_is_read_in_its_own_units():
    en = "40 NAMD runs of ~400k atoms, 300 ns each, within 2 weeks"
    assert RUNS.search(en) and ATOMS.search(en) and ns_each(en) == 300 and deadline_hours(en) == 336
    assert ns_each("每个轨迹 1.5 μs") == 1500 and deadline_hours("一周内完成") == 168 and deadline_hours("两个月内跑完") == 1440
    zh = "1500個Quantum ESPRESSO計算，每個在32核節點上約4小時，3週內完成"
    m = RUNS.search(zh)
    assert m and m.group(1) == "1500" and hours_each(zh) == 4 and deadline_hours(zh) == 3 * 168
    assert RUNS.search("600个CP2K计算").group(1) == "600"  # never the "2K" of CP2K
    # never a code's version: 3,000 optimisations, not Gaussian "16"; 450 molecules, not ORCA "5"
    assert RUNS.search("3000 Gaussian 16 B3LYP optimizations, ~2 hours each on a 16-core node").group(1) == "3000"
    assert RUNS.search("ORCA 5 on 450 molecules").group(1) == "450"
    assert RUNS.search("NAMD 3 for 75 replicas").group(1) == "75"
    # "120 molecular …" is 120 runs, never 120 million (an M read as a magnitude)
    assert first_count(RUNS, "120 molecular dynamics trajectories of 60k atoms") == 120
    assert first_count(RUNS, "350 MD simulations") == 350
    assert first_count(ATOMS, "a 60k-atom membrane") == 60_000 and first_count(ATOMS, "每个体系约3万原子") == 30_000


def _not_an_llm(out):
    assert "which model" not in out.lower() and "哪个模型" not in out and "哪個模型" not in out
    assert "Llama" not in out and "LoRA" not in out


@pytest.mark.slow
def test_namd_in_english_sized_in_gpu_days(ask):
    out = ask("Our lab needs 40 NAMD runs of a ~400k-atom membrane system, 300 ns each, done within 2 weeks. "
              "We were going to rent A100s, budget about $4,000 — what should we rent?")
    _not_an_llm(out)
    assert "Cellulose (408,609 atoms)" in out and "RTX 4090: ≈ 165 ns/day" in out and "73 GPU-days" in out
    assert "6 cards to finish in 14 days" in out and "Your A100" in out and "works, but costs" in out
    assert "Your budget of $4,000.00 fits" in out  # 72.7 GPU-days × 24 h × the 4090's hour is well under it


@pytest.mark.slow
def test_openmm_in_simplified_chinese(ask):
    out = ask("我们要跑300个OpenMM模拟，每个体系2万原子、100 ns，一周内完成，租什么GPU？")
    _not_an_llm(out)
    # JAC (23,558 atoms): 4090 at 1,650 ns/day → 300 × 100 ÷ 1,650 = 18.2 GPU-days ÷ 7 = 2.6 → 3 cards
    assert "JAC / DHFR" in out and "18 GPU 天" in out and "7 天内完成需 3 张" in out and "显存基本不是瓶颈" in out


@pytest.mark.slow
def test_quantum_espresso_in_traditional_chinese_refuses_the_l40s(ask):
    out = ask("研究室有1500個Quantum ESPRESSO計算，每個在32核CPU節點上約4小時，3週內要完成，預算20萬台幣，租L40S可以嗎？")
    _not_an_llm(out)
    # the budget in card-hours on the best FP64 card, ÷ 1,500 calculations: the most a pilot may take for it to cover all
    assert "卡時：試跑時每個計算在一張卡上不超過約" in out and "1,500 個就在預算內" in out
    assert "你提的 L40S：不行" in out and "6,000 節點·小時" in out and "試跑" in out and "H100" in out


def test_a_proposed_card_that_is_the_cheapest_per_ns_is_said_so():
    from tools.schema import Msg

    # the 4090 proposed for GROMACS: the cheapest per ns on AMBER's benchmark, so "yes", never "1.0× its own price"
    said = Msg(code="sim.md_proposed", args={"card": "RTX 4090", "times": 1.0, "best": "RTX 4090", "cost": None,
                                             "best_cost": None})
    assert said.text("en").startswith("Your RTX 4090: yes") and "1.0×" not in said.text("en")
