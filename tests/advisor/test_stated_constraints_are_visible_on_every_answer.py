"""Every constraint a user states, or plainly implies, is visible in the answer on the non-LLM paths too (aerial tiles,
time series, OCR, upscaling, embeddings): the place kept is said with the seller and region priced, a named provider
the catalog does not hold is said unpriced, a grid operator's load data is assumed to stay in its country (said), and
a short deadline on a scarce 8-GPU box of AWS says how to get it (quota / Capacity Block) with a fallback.

Before: the Taiwan aerial answer priced GCP asia-east1 L4s but named no region and no word of "資料不能出台灣" or 台智雲;
a provincial grid's TimesFM run was priced on RunPod (an overseas marketplace); Friday on p6-b200 had no capacity word."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.public_residency_read import GRID_UTILITY
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _answer(text: str, tmp_path, *more: str) -> str:
    e = Engine(store=Store(tmp_path / "s.db"))
    out = e.handle("t", text).text
    for m in more:
        out = e.handle("t", m).text
    return out


def test_grid_words_are_read_and_common_words_are_not():
    # 电网 / 电力公司 / 供电局 / 台灣電力 / "power utility" are grid operators; 一台电脑 (a computer) and 平台区域 are not
    for t in ("省电力公司的负荷预测", "国家电网", "供电局调度", "台灣電力公司配電處", "we are a power utility",
              "a regional grid operator", "State Grid"):
        assert GRID_UTILITY.search(t), t
    for t in ("一台电脑跑得动吗", "云平台区域选哪个", "电力消耗多少", "grid search over 20 configs"):
        assert not GRID_UTILITY.search(t), t



TW_AERIAL = ("我們是測繪公司，每季要把全台灣 0.5 公尺解析度的航照跑一次建物偵測（detectron2 的 Mask R-CNN），"
             "主管想租台智雲 H100 一個月，資料不能出台灣。需要嗎？實際要多少算力跟錢")


@pytest.mark.slow
def test_taiwan_aerial_tiles_say_the_region_kept_and_twcc_unpriced(tmp_path):
    # 36,197 km² ÷ (0.5 m × 960 px)² ≈ 157,105 tiles × 0.0444 s ≈ 1.9 card-hours on one L4 (GCP asia-east1, the only
    # Taiwan GPU region held): the residency rule is honoured and named; TWCC has no row, so it is said unpriced
    a = _answer(TW_AERIAL, tmp_path)
    assert "157,105" in a and "1.9 卡時" in a
    assert "資料留在臺灣" in a and "gcp asia-east1" in a
    assert "TWCC" in a and "完全沒有它的機型和價格" in a


@pytest.mark.slow
def test_eu_aerial_tiles_name_the_eu_site(tmp_path):
    # 2,000 km² at 0.3 m → ≈ 24,113 tiles, ≈ 0.3 card-hours: priced on an EU row, the row's region said
    a = _answer("Mask R-CNN over 2,000 km² of 30 cm orthophotos, data must stay in the EU. How much compute and money?",
                tmp_path)
    assert "24,113" in a and "Data stays in the EU: priced only on machines there — " in a


@pytest.mark.slow
def test_a_provincial_grids_timesfm_run_is_priced_in_mainland_china(tmp_path):
    # 20,000 series × 64 GFLOP = 1.28 PFLOP a run; a T4 (65 TFLOPS × 40 %) does it in ≈ 49 s, 5.5 % of each 15 min;
    # one T4 held a month in mainland China (Tencent ≈ ¥9/h × 730 ≈ ¥6.6k, the key's ¥3.7–7.3k band), never RunPod
    a = _answer("省电力公司，2万个台区负荷每15分钟跑一次预测（未来24小时，96个点），想用TimesFM 2.0 500M，历史用最近2048个点。"
                "领导说要租4张A800，合理吗？要什么配置，每月多少", tmp_path)
    assert "1.28 PFLOP" in a and "runpod" not in a.lower()
    assert "我假定数据须留在中国大陆" in a and "数据留在中国大陆：只按那里的机器报价" in a


@pytest.mark.slow
def test_taiwan_power_in_traditional_is_kept_in_taiwan(tmp_path):
    a = _answer("我們是台灣電力公司的配電處，2萬條饋線每15分鐘用TimesFM 2.0 500M預測未來96點，歷史2048點，要租什麼、每月多少錢",
                tmp_path)
    assert "我假定資料須留在臺灣" in a and "資料留在臺灣：只按那裡的機器報價——gcp asia-east1" in a


@pytest.mark.slow
def test_hong_kong_ocr_and_german_upscaling_name_their_sites(tmp_path):
    # PaddleOCR on 500k invoices in Hong Kong: AWS ap-east-1 is the Hong Kong region held; Real-ESRGAN in Germany:
    # the priced row's region is a German one (GCP europe-west3 Frankfurt, Lambda europe-central-1)
    hk = _answer("我们是香港的公司，要用 PaddleOCR 识别 50 万张发票扫描件，数据不能出香港，要什么配置多少钱", tmp_path / "hk")
    assert "数据留在香港：只按那里的机器报价——aws ap-east-1" in hk
    de = _answer("We need to upscale 200,000 product photos 4x with Real-ESRGAN by next week; data must stay in Germany. "
                 "What GPU and cost?", tmp_path / "de")
    assert "Data stays in Germany: priced only on machines there — " in de and "europe-" in de


@pytest.mark.slow
def test_no_place_said_adds_no_place_line(tmp_path):
    a = _answer("Mask R-CNN over 2,000 km² of 30 cm orthophotos. How much compute and money?", tmp_path)
    assert "priced only on machines there" not in a


@pytest.mark.slow
@pytest.mark.parametrize("turns,said", [
    (("tuesday now. we need a FULL fine-tune of qwen2.5-14b (not lora, we tried lora) on ~1B tokens of our domain data, "
      "seq len 4k. done by friday. what hardware and total cost?", "we have credits only on aws. redo with aws instances"),
     ("Capacity Block", "Running On-Demand P instances", "p4de.24xlarge")),
    (("现在是周二，周五前要对 qwen2.5-14b 做全参数微调（不是 LoRA），约 10 亿 token，序列长度 4k，"
      "只能用 AWS，要什么机器、总共多少钱",),
     ("Capacity Block", "配额", "备选：aws p4de.24xlarge")),
    (("現在是週二，週五前要對 qwen2.5-14b 做全參數微調（不是 LoRA），約 10 億 token，序列長度 4k，"
      "只能用 AWS，要什麼機器、總共多少錢",),
     ("Capacity Block", "配額", "備選：aws p4de.24xlarge")),
])
def test_friday_on_aws_p6_says_how_to_get_the_box_and_the_fallback(tmp_path, turns, said):
    # 6 × 14.7 B × 1 B ≈ 8.8e19 FLOPs: 8 × B200 ≈ 3.7 h (p6-b200.48xlarge, 192 vCPU of the P quota); the fallback
    # 8 × A100 80GB (p4de) at ≈ 312 TFLOPS × 8 × 40 % ≈ 24.5 h still meets Friday, on one machine (no multi-node)
    a = _answer(turns[0], tmp_path, *turns[1:])
    assert "p6-b200.48xlarge" in a
    for s in said:
        assert s in a, s


@pytest.mark.slow
def test_a_utility_with_no_place_is_told_to_check_where_its_data_may_go(tmp_path):
    # no country anywhere (English, no money, no place): nothing is narrowed, and the answer says so in grid words
    a = _answer("We are an electric utility. 20,000 feeders, TimesFM 2.0 500M forecast every 15 minutes with 2048 "
                "points of history, 96-point horizon. What GPU and cost per month?", tmp_path)
    assert "grid / utility data (critical infrastructure): check your rules" in a
    assert "priced only on machines there" not in a


@pytest.mark.slow
def test_a_provinces_aerial_tiles_in_simplified_with_an_unheld_provider_are_priced_in_mainland(tmp_path):
    # "5 万平方公里" = 50,000 km² ÷ (0.5 m × 960 px)² ≈ 217,014 tiles × 0.043 s ≈ 2.6 card-hours. 华为云 has no row: the
    # plan is priced on a mainland row as the reference (Alibaba A10), the place and the provider both said
    a = _answer("我们是测绘院，要用 Mask R-CNN 对全省 5 万平方公里 0.5 米分辨率的航拍影像做建筑物检测，数据不能出境，想用华为云，"
                "要多少算力和钱", tmp_path)
    assert "217,014" in a and "2.6 卡时" in a and "这里不做估算" not in a
    assert "数据留在中国大陆：只按那里的机器报价——alibaba cn-" in a
    assert "华为云" in a and "完全没有它的机型和价格" in a
