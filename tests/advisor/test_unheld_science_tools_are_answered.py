"""Whole answers for science / vision tools an expert names (Uni-Mol, Prithvi-EO-2.0, OpenPose, BirdNET, Parabricks by
its stages) and one tool still unheld: the licence, where the work runs, the user's own counts echoed and computed,
never "no count said" and never a Hub lookup of a data set's name ending the answer.

Hand reasoning (each case):
- "HLS/Sentinel-2" names imagery, not a Hub repo: the Prithvi answer comes back (it once exited 2 asking --params).
- 1亿 / 5,000万 molecules, 40 recorders × 24 h, 2,000 users × 15 fps, 5,000 genomes in 3 weeks are echoed as said.
- BirdNET: 40 × 24 = 960 h a day → ≈ 29,200 h a month ≈ 10 TB of 48 kHz WAV; CPU, no GPU server; CC BY-NC-SA.
- OpenPose: 2,000 × 15 = 30,000 frames a second; the phone (RTMPose-s 70+ fps) carries 15 fps; CMU non-commercial.
- Parabricks said as "alignment + DeepVariant" on WGS: 5,000 × 25 min ÷ 60 = 2,083 node-hours of a 4× H100 node;
  21 days = 504 h → ⌈2,083 ÷ 504⌉ = 5 nodes.
- An unheld tool (QuickVina-GPU; GNINA is now held, still with no per-ligand time) on 5,000万 molecules: the count
  echoed, the time per molecule said as not known (no
  GPU-hours at an invented 1 s each, which once read 13,889 GPU-hours as if measured) and the 24-hour plan's timing
  run: 1 h on the pilot card over 10,000 molecules, then GPU-hours = 50,000,000 ÷ the molecules done.
- cryoSPARC: the vendor's published Patch Motion < 10 s + Patch CTF ≈ 3 s a movie on one GPU (guide.cryosparc.com,
  Patch Motion and Patch CTF tutorial): 10,000 × 13 s ÷ 3,600 = 36.1 GPU-hours. RELION holds no time: not known.
"""

import pytest

from advisor.core.extract_rules import find_hub_id
from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.parametrize("text", ["用HLS/Sentinel-2影像", "Landsat-8/Sentinel-2A scenes", "FASTQ/BAM files",
                                  "GeoTIFF/NetCDF tiles"])
def test_a_data_set_or_format_pair_is_no_hub_id(text):
    assert find_hub_id(text) is None


def test_a_repo_id_is_still_read():
    assert find_hub_id("ibm-nasa-geospatial/Prithvi-EO-2.0-600M") is not None


def test_prithvi_with_hls_imagery_is_answered_in_traditional_chinese(ask):
    got = ask("我們想用NASA/IBM的Prithvi-EO-2.0-600M做全台灣稻田和淹水判釋，用HLS/Sentinel-2影像。先用5000張標註好的"
              "512x512 tile微調，之後每5天跑一次全台灣。廠商建議租國網中心H100跑，需要嗎？要多少錢？")
    assert "Prithvi-EO-2.0" in got and "Apache-2.0" in got and "--params" not in got
    assert "5,000 個 tile" in got


def test_unimol_simplified_echoes_the_molecules_and_the_cpu_stage(ask):
    got = ask("药企做虚拟筛选，1亿个分子要用Uni-Mol模型预测性质打分，领导说租8张A100跑一周，这样配合理吗？应该怎么配，多少钱？")
    assert "100,000,000 个分子" in got and "MIT" in got and "构象" in got and "数量未说明" not in got
    # no time per molecule is held: said unknown, the 1-hour test on 10,000 molecules, 1e8 ÷ D (never 27,777.8 at 1 s)
    assert "耗时：未知" in got and "10,000 个分子" in got and "100,000,000 ÷ D" in got and "27,777.8" not in got


def test_unimol_in_english_with_another_count(ask):
    got = ask("We want to score 20 million compounds with Uni-Mol for a virtual screen. What should we rent?")
    assert "20,000,000 molecules" in got and "MIT" in got and "not known" in got and "20,000,000 ÷ D" in got
    assert "5,555.6" not in got  # 2e7 × 1 s ÷ 3,600: the old placeholder figure


def test_openpose_traditional_bars_the_paid_app_and_sends_pose_to_the_phone(ask):
    got = ask("健身新創做收費App，想用OpenPose偵測使用者動作給即時回饋，尖峰大概2000人同時用，手機每秒上傳15張畫面到雲端推論。"
              "要租幾張GPU？一個月多少錢？")
    assert got.index("OpenPose") < got.index("RTMPose") and "non-commercial" in got
    assert "30,000 幀" in got and "手機端就夠" in got and "70 張" in got


def test_openpose_english_other_counts(ask):
    got = ask("Our paid fitness app wants OpenPose for 500 concurrent users sending 10 fps. How many GPUs?")
    assert "5,000 frames a second" in got and "the phone is enough" in got and "RTMPose" in got


def test_birdnet_cantonese_is_cpu_with_the_storage(ask):
    got = ask("我哋環保團體喺濕地放咗40部錄音機，每部每日錄24個鐘，想用BirdNET認雀鳥，每個月一次過處理，要租乜嘢GPU？大概幾錢？")
    assert "CC BY-NC-SA 4.0" in got and "不需要 GPU" in got and "每天 960 小時音訊" in got
    assert "29,200" in got and "10.1 TB" in got


def test_birdnet_simplified_with_another_count(ask):
    got = ask("我们在湿地放了12台录音机，每台每天录10个小时，想用BirdNET识别鸟类，要租什么GPU？")
    assert "每天 120 小时音频" in got and "不需要 GPU" in got


def test_parabricks_said_by_its_stages(ask):
    got = ask("genomics company. 5,000 30x human WGS samples, FASTQ in s3 us-east-1 (~100 GB each). need alignment + "
              "deepvariant calls done in 3 weeks. what GPU setup and what's the total cost?")
    assert "Parabricks" in got and "5,000 genomes = 2,083.3 node-hours" in got and "5 nodes" in got
    assert "Which model" not in got and "a vendor claim" in got  # the 4× H100 time is AWS + NVIDIA material


def test_an_unheld_tool_still_echoes_and_computes_the_count(ask):
    # GNINA is now held (tools.named_tools, its dual GPL / Apache licence, still no per-ligand time): the unheld case is
    # a docking tool no table holds
    got = ask("药企要用QuickVina-GPU给5000万个分子打分，两周内做完，租什么卡、多少钱？")
    assert "QuickVina-GPU" in got and "50,000,000 个分子" in got and "数量未说明" not in got
    assert "未知" in got and "50,000,000 ÷ D" in got and "13,888.9" not in got


def test_gnina_is_held_with_its_licence_and_still_a_placeholder(ask):
    got = ask("药企要用GNINA-GPU给5000万个分子打分，两周内做完，租什么卡、多少钱？")
    assert "GNINA" in got and "GPL" in got and "50,000,000 个分子" in got
    assert "未知" in got and "13,888.9" not in got  # no per-ligand time held: said unknown, never 1 s each


def test_cryosparc_cantonese_echoes_movies_and_size_and_judges_the_h100(ask):
    # 10,000 movies × (10 + 3) s published ÷ 3,600 = 36.1 GPU-hours; FP32 code: the H100's tensor cores are unused
    got = ask("大學lab有部Krios收咗10,000個movie（大約5TB），想用cryoSPARC由motion correction做到3D refinement。"
              "教授問要租幾多張H100、要幾耐、幾錢？")
    assert "10,000 個 movie" in got and "5.0 TB" in got and "H100 不划算" in got and "36.1 GPU 小時" in got


def test_relion_english_other_count(ask):
    got = ask("We collected 24,000 movies (12 TB) and will process them in RELION 5. Should we rent A100s?")
    assert "24,000 movies" in got and "12.0 TB" in got and "A100 is poor value" in got and "not known" in got
    assert "24,000 ÷ D" in got and "6.7 GPU-hours" not in got  # RELION: no time held, no 1 s placeholder


@pytest.mark.parametrize("text, n", [("run FloodSeg-2 over 1,200 Sentinel-2 tiles every week", 1200),
                                     ("先用5000張標註好的512x512 tile微調", 5000), ("大約800個tile", 800),
                                     ("3萬個 tile", 30000)])
def test_tiles_are_counted_never_the_satellite_number(text, n):
    from advisor.core.nonllm_jobs import counted

    assert counted(text, "tile").backlog == n


def test_a_repo_id_the_hub_cannot_read_beside_a_tool_job_falls_back_to_the_tool(ask):
    # the test home has no Hub: "someorg/FloodSeg-2" cannot be read; the tiles job is answered as FloodSeg-2's
    got = ask("我們想用 someorg/FloodSeg-2 做全台淹水判釋，每5天跑一次，大約800個tile，要租什麼GPU？")
    assert "FloodSeg-2" in got and "800 個 tile" in got and "--params" not in got


def test_a_repo_id_for_a_chat_model_is_still_sized_as_an_llm(ask):
    got = ask("serve someorg/my-chat-model-7b for 100 users")
    assert "7B" in got and "tile" not in got


def test_parabricks_by_its_stages_in_simplified_chinese(ask):
    # 5,000 × 24 min ÷ 60 = 2,000 node-hours of an 8× A100 node; 21 days = 504 h → ⌈2,000 ÷ 504⌉ = 4 nodes
    got = ask("我们公司有5000个全基因组样本（30x，FASTQ），要做比对和变异检测，三周内完成，用什么GPU，总共多少钱？")
    assert "Parabricks" in got and "5,000 个样本 = 2,000.0 节点小时" in got and "需 4 台" in got and "厂商自己的数据" in got
