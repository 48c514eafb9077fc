"""An engineering or lab code said in the user's words (EN / 简体 / 繁體) — OpenFOAM, Ansys Fluent, STAR-CCM+,
Parabricks, RELION, cryoSPARC, WRF, RAPIDS cuDF / cuML — is answered from the code's numerics (tools.hpc_codes),
never as "a tool my tables do not hold" and never as an LLM.

Hand reasoning (tests/tools/test_hpc_codes.py has the arithmetic):
- EN, WRF for a 3 km regional ensemble: WRF is an MPI / OpenMP CPU code, its GPU runs need a separate paid port
  (AceCAST), so rent CPU nodes (HPC / compute-optimised families) and say the catalog prices GPU machines only.
- 简体, Parabricks 450 个 30× 全基因组、10 天内: the 4× H100 node at 25 min a genome → 450 × 25 ÷ 60 = 187.5
  node-hours, 187.5 ÷ 240 h → 1 node; the 8× A100 node at 24 min → 180 node-hours; cost = node-hours × cards × hour.
- 繁體, OpenFOAM 3500萬網格: CPU-bound (only the pressure solve offloads through PETSc4FOAM / AmgX) → 35M ÷ 100k =
  350 to 35M ÷ 50k = 700 cores on CPU nodes, no GPU card priced as the answer.
"""

import re

import pytest

from advisor.core.hpc_codes import cells_said, data_gb, genomes_said, hpc_code, hpc_lines
from tests.conftest import module_ask, module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.parametrize("text, key", [
    ("Our pimpleFoam case on OpenFOAM v2312", "openfoam"),
    ("Ansys Fluent 2024 R2 with the GPU solver", "fluent"),
    ("a CFD model in Fluent, 80M cells", "fluent"),
    ("Simcenter STAR-CCM+ 2406 on GPUs", "starccm"),
    ("用 pbrun fq2bam 比对外显子", "parabricks"),
    ("我們用RELION 5做3D分類", "relion"),
    ("cryoSPARC v4 NU-refine on a 2 TB dataset", "cryosparc"),
    ("WRF-ARW 区域预报", "wrf"),
    ("用 cuML 训练随机森林", "rapids"),
    ("a dask-cudf ETL job", "rapids"),
])
def test_a_code_is_read(text, key):
    got = hpc_code(text)
    assert got is not None and got.key == key


@pytest.mark.parametrize("text", ["I speak fluent Mandarin and need a GPU for Qwen", "rapids deployment of Llama",
                                  "a chatbot that answers OpenFOAM questions", "帮我部署一个客服大模型"])
def test_not_a_code(text):
    assert hpc_code(text) is None


def test_cells_genomes_and_data_size_are_read():
    assert cells_said("a 35M cell mesh") == 35e6
    assert cells_said("1.2亿网格的外流场") == 1.2e8
    assert cells_said("3500萬網格") == 3.5e7
    assert genomes_said("450 whole genomes at 30x") == 450
    assert genomes_said("每月 80 个全基因组样本") == 80
    assert data_gb("1.5TB of parquet") == 1500
    assert data_gb("一张 45 GB 的表") == 45


class _Rate:
    def __init__(self, card, memory_gb, row, price):
        self.card, self.memory_gb, self.row, self.price = card, memory_gb, row, price


def _rates(anywhere=False, node=False):
    return [_Rate("L40S", 48.0, "s", 0.9), _Rate("A100 80GB SXM", 80.0, "a", 1.5), _Rate("H100 SXM", 80.0, "h", 2.4)], False


def test_a_cpu_bound_code_has_no_gpu_line():
    codes = [m.code for m in hpc_lines("WRF nested domain, 9 km / 3 km", None, _rates, "USD")]
    assert "hpc.cpu" in codes and "hpc.pilot" not in codes and "hpc.genome" not in codes


def test_a_star_ccm_case_gets_an_fp32_and_an_fp64_pilot():
    lines = hpc_lines("STAR-CCM+ aeroacoustics case", None, _rates, "USD")
    pilots = [m.args for m in lines if m.code == "hpc.pilot"]
    assert [(p["mode"], p["card"]) for p in pilots] == [("fp32", "L40S"), ("fp64", "A100 80GB SXM")]


@pytest.mark.slow
def test_en_wrf_gets_cpu_nodes(ask):
    out = ask("We want to run WRF for a 3 km regional ensemble, 20 members every day. Which GPU server should we rent?")
    assert "CPU nodes" in out and "GPU machines only" in out and "AceCAST" in out
    assert "tables do not hold" not in out and "model card" not in out


@pytest.mark.slow
def test_zh_parabricks_is_sized_from_published_genome_times(ask):
    out = ask("我们要用 Parabricks 跑 450 个 30x 全基因组样本，10 天内完成，租什么 GPU？")
    assert "187.5 节点小时" in out and "180.0 节点小时" in out and "10 天内完成需 1 台" in out
    assert "表里没有" not in out and "大语言模型）" in out


@pytest.mark.slow
def test_zh_hant_parabricks_taiwan_genomes_are_sized_never_asked_again(ask):
    # Taiwan writes 基因體 (not 基因組): 1,000 genomes, 3 months (90 days). 4× H100 at 25 min → 416.7 node-hours, one
    # node; the place's H100 is GCP asia-east1's a3-highgpu-8g, priced a card (its hour ÷ 8). The FASTQ: 1,000 × 60–100
    # GB = 60–100 TB, 5.6–9.3 days at 1 Gbit/s, and personal-data rules: these dominate the GPU hours.
    out = ask("醫院基因中心有1000例30x全基因體定序資料(FASTQ)，想用NVIDIA Parabricks跑fq2bam+DeepVariant，三個月內完成，"
              "資料不能出台灣。租什麼GPU、總共多少錢？")
    assert "416.7 節點小時" in out and "90 天內完成需 1 臺" in out and "總價約" in out
    assert "60–100 TB" in out and "5.6–9.3 天" in out and "IRB" in out
    assert "多少個樣本" not in out


@pytest.mark.slow
def test_en_parabricks_genomes_give_the_data_volume(ask):
    # 2,400 genomes in 6 weeks (1,008 h): 8× A100 at 24 min → 960 node-hours → 1 node; FASTQ 144–240 TB,
    # 13.3–22.2 days to upload at 1 Gbit/s
    out = ask("Our biobank has 2,400 whole genomes at 30x as FASTQ; Parabricks germline (fq2bam + DeepVariant) within "
              "6 weeks. What to rent and total cost?")
    assert "960.0 node-hours" in out and "144–240 TB" in out and "13.3–22.2 days" in out
    assert "Say how many genomes" not in out


@pytest.mark.slow
def test_zh_hant_openfoam_gets_cores_on_cpu_nodes(ask):
    out = ask("我們要跑OpenFOAM，3500萬網格的外流場，要租哪種GPU雲主機？")
    assert re.search(r"350–700 核", out) and "CPU" in out and "不是 GPU" in out
    assert "試跑" not in out and "沒有的工具" not in out


@pytest.mark.parametrize("text", ["Our biotech company wants cryoSPARC for 3 datasets", "公司項目要用cryoSPARC處理數據",
                                  "我们企业用 cryoSPARC 做商业药物研发"])
def test_cryosparc_for_a_company_leads_with_its_academic_only_licence(text):
    # cryoSPARC is free for non-profit academic use only: a company must buy Structura's licence before any rental
    assert hpc_lines(text, None, _rates, "USD")[1].code == "hpc.academic_only"


def test_cryosparc_for_a_lab_has_no_licence_warning():
    assert "hpc.academic_only" not in [m.code for m in hpc_lines("our university lab runs cryoSPARC", None, _rates, "USD")]


@pytest.mark.parametrize("follow, joined", [
    # a new count of the code's unit or a new deadline re-sizes the thread's code; a bare question does not
    ("And for 900 genomes?", True), ("改成 5 天內完成呢？", True), ("要是改成 6000万网格呢", True), ("thanks!", False),
])
def test_a_follow_up_is_read_with_the_code_named_before(follow, joined):
    from advisor.core.hpc_codes import hpc_thread

    said = [follow, "NVIDIA Parabricks germline on 200 genomes, 1 week"]
    assert (hpc_thread(said) is not None) is joined
    assert hpc_thread([follow, "Which GPU for Llama-3.1-8B?"]) is None


@pytest.mark.parametrize("text, key", [
    # a family said alone: CFD's card depends on the solver (CPU nodes for OpenFOAM-type codes, FP32 / FP64 GPU pilots
    # for GPU-native ones); cryo-EM is single precision on a ≥ 12 GB card. A model trained on such data is no code run.
    ("We run CFD for a heat-exchanger study, 30 cases", "cfd"), ("计算流体仿真，租什么机器", "cfd"),
    ("實驗室的冷凍電鏡數據處理", "cryoem"), ("cryo-EM single-particle processing for 5 datasets", "cryoem"),
    ("Train a neural CFD surrogate on 2 TB of runs", None), ("训练一个冷冻电镜去噪神经网络", None),
])
def test_a_family_said_alone_gets_its_row(text, key):
    got = hpc_code(text)
    assert (got.key if got else None) == key


def test_cfd_alone_says_the_solver_decides_cpu_or_gpu():
    codes = [m.code for m in hpc_lines("CFD runs for a valve, 8 cases", None, _rates, "USD")]
    assert codes.index("hpc.cfd_which") < codes.index("hpc.pilot")
