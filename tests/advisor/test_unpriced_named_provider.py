"""A named cloud with no public price in our data is not a cloud that "cannot run" the job.

Seen: an SDXL LoRA on AutoDL (500 images, 10 epochs, batch 1 → 5,000 steps at the measured 1.0 it/s on an RTX 4090
≈ 1.4 h) answered "❌ AutoDL 没有能跑这个任务" although AutoDL rents 24 GB RTX 4090s: the catalog holds no AutoDL
price, which is a gap in our data, not a fact about AutoDL. Expected: the filter is ❔ (not judged), the line says
there is no public price in our data and that this is not an inability, and the card-hours and a labelled
reference price elsewhere stay in the answer so the user can price their quote.
"""

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_ask, module_home
from tools.batch_filters import constraints
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


ask = pytest.fixture(scope="module", name="ask")(module_ask)


def _w(providers: list[str]) -> Workload:
    return Workload(model="sdxl", task="lora", providers=providers)


def test_only_chinese_clouds_named_and_nothing_ranked_is_unchecked_not_refused():
    china = frozenset({"autodl", "alibaba", "tencent"})
    got = [c for c in constraints(_w(["AutoDL"]), ranked=False, china=china) if c.name == "provider"]
    assert [c.status for c in got] == ["unchecked"]  # one line, ❔: the price is missing, not the capability
    assert got[0].message.code == "batch.china_unpriced"


def test_a_priced_cloud_with_nothing_that_fits_is_still_refused():
    # control: RunPod publishes prices; if none of its rows holds the job that IS a "cannot" (❌)
    china = frozenset({"autodl"})
    got = [c for c in constraints(_w(["runpod"]), ranked=False, china=china) if c.name == "provider"]
    assert [c.status for c in got] == ["refused"]
    # a mix of a Chinese and a priced cloud: the priced one was searched, so the old wording stands
    mixed = [c for c in constraints(_w(["autodl", "runpod"]), ranked=False, china=china) if c.name == "provider"]
    assert [c.status for c in mixed] == ["refused"]


@pytest.mark.slow
def test_sdxl_lora_on_autodl_says_no_price_not_cannot(ask):
    text = ask("想训练一个SDXL的LoRA做商品图风格，大概500张图，用AutoDL的话租什么卡，大概多少钱？")
    assert "没有能跑这个任务" not in text
    assert "❔ AutoDL" in text and "不是说它跑不了" in text
    # the sizing survives: 5,000 steps / 1.0 it/s = 5,000 s ≈ 1.4 card-hours on the measured 4090
    assert "RTX 4090 上约 1.4 卡时" in text
    assert "总价约 ¥" in text  # the labelled reference total elsewhere (no AutoDL price invented)


@pytest.mark.slow
def test_alibaba_only_serving_gives_the_break_even_per_gpu_hour(ask):
    # Mixtral-8x7B BF16 93.4 GB + 50 × 8k × 128 KiB KV ≈ 52 GB → 2 × H800 (ebmgn8v) holds it, one machine; that
    # family is bare metal, so its 8 GPUs are what is paid for (the break-even is the hour ÷ 8).
    # Alibaba publishes no citable price, so no 月费 may be invented; the labelled comparison plan's hour ÷ the
    # 2 GPUs the load needs is the quote per GPU-hour under which Alibaba is the cheaper plan, and the month is
    # 2 × 730 h × that quote.
    text = ask("只用阿里云北京机房，部署Mixtral-8x7B-Instruct做英文客服，并发50，上下文8k，给个机型和月费")
    ref = re.search(r"仅供对比：最接近的有价方案是 .*?每小时 ¥([\d,.]+)（每月约 ¥([\d,]+)）", text)
    line = re.search(r"没有 alibaba (\S+) 的公开价格：按这个负载要[用付]的 (\d+) × ([^计]+) 计(?:（[^）]+）)?，"
                     r"月费 = \2 卡 × 730 小时"
                     r".*?报价低于每卡时 ¥([\d,.]+) 即", text)
    assert ref and line, text
    hourly, gpus, even = _money(ref.group(1)), int(line.group(2)), _money(line.group(4))
    assert f"alibaba {line.group(1)}（{gpus} × {line.group(3).strip()}" in text  # the family line's own count
    assert even == pytest.approx(hourly / gpus, abs=0.01)
    assert "不是 alibaba" in text  # labelled: a line worked from the priced plan, not an Alibaba price


def _money(s: str) -> float:
    return float(s.replace(",", ""))


@pytest.mark.slow
def test_a_default_speed_does_not_turn_one_machine_into_four(ask):
    # (同時: 30 at once, as said; 30 個同事會用 alone would be a head count)
    # Llama-3.1-70B, 30 at once × 4k, Taiwan only, NT$150k a month. FP8 weights 70.6 GB + KV 30 × 4,096 × 320 KiB
    # ≈ 40 GB ≈ 111 GB < 8 × 24 GB L4 (one GCP g2-standard-96 in asia-east1, $9.27/h × 730 ≈ NT$216k). Our unasked
    # 20 tokens/s default made the in-Taiwan plan 4 of those machines (NT$866k, +477 %); at the readable 10 tokens/s
    # floor, said as ours and not the user's, one machine (no RDMA fabric) is the nearest plan to the budget.
    # a plain Q&A chat (161-token prompts); a knowledge-base service (知識庫問答) sends 4,096-token RAG prompts
    # (tests/advisor/test_a_rag_service_sends_retrieved_chunks.py), a heavier load with a plan of its own
    text = ask("我們在台北，想用 Llama-3.1-70B 做內部問答，大概 30 個同事會同時用，預算每月台幣 15 萬以內，"
               "資料不能出台灣，有什麼建議？")
    line = re.search(r"每人按可讀的最低速度 10 token/s.*?不是你指定的）(.*?)最接近預算的方案：gcp (\S+)（8 × L4），"
                     r"每小時 ([\d,.]+) TWD（每月約 ([\d,]+) TWD）.*?超出預算 (\d+)%", text)
    assert line, text
    assert "FP8" in line.group(1)  # a precision step down was tried before the overrun is declared
    month, pct = _money(line.group(4)), int(line.group(5))
    assert month == pytest.approx(_money(line.group(3)) * 730, rel=0.01)
    assert pct == round((month / 150_000 - 1) * 100)  # ≈ 44 % over, not 477 %
    assert "臺 gcp g2-standard-96" not in line.group(0)  # one machine, not several


@pytest.mark.slow
def test_a_stated_precision_that_does_not_fit_is_followed_by_int4_on_the_same_cards(ask):
    # DeepSeek-V3 671 B: FP8 weights 671 GB / 8 ≈ 84 GB a card > the 0.9 × 85.9 GB ≈ 77.3 GB vLLM pool of an A800
    # 80 GB → no. AWQ INT4 ≈ 671e9 × 0.5 B ≈ 336 GB (+ scales) / 8 ≈ 42–45 GB a card → fits with ~30 GB a card left.
    # "能跑FP8吗？不行的话…" asks about FP8; it does not forbid INT4, so "no lower precision left" is false.
    text = ask("公司在北京，想私有化部署DeepSeek-V3满血版，手上有一台8卡A800 80G，能跑FP8吗？不行的话需要租什么，每月大概多少？")
    assert "已没有更低的精度可试" not in text
    m = re.search(r"比你问的 FP8 更低的INT4 权重（AWQ/GPTQ 版本）：每卡约 ([\d.]+) GB，vLLM 显存池 ([\d.]+) GB"
                  r"(?:；[^：]*)?：装得下", text)
    assert m, text
    assert 40 <= float(m.group(1)) <= 50 and float(m.group(1)) < float(m.group(2))


@pytest.mark.slow
def test_moe_lora_in_plain_hf_warns_3_to_10x_and_cantonese_cheaper_moves_to_spot(tmp_path):
    # Qwen3-30B-A3B LoRA, 5e4 × 1,200 tokens = 6e7 tokens: 4 · 3.3e9 · 6e7 ≈ 7.9e17 FLOP → under an hour at H100-class
    # MFU as a dense model of 3.3 B active; HF's MoE blocks loop over 128 experts → 3–10× that (expert key). Then
    # "平啲得唔得？唔趕時間" is "cheaper?" in Cantonese: a LoRA job resumes from checkpoints, so spot is allowed and the
    # total must drop, the SG/HK region kept.
    eng = Engine(store=Store(tmp_path / "s.db"))
    t1 = eng.handle("c", "想租 GPU 做 Qwen3-30B-A3B 嘅 LoRA 微調，數據大約 5 萬條，每條 2,000 字左右，"
                         "有冇推介？大概幾多錢？").text
    m = re.search(r"總計 ≈ ([\d,.]+) HKD", t1)
    warn = re.search(r"慢約 3–10 倍：請按 .*?、([\d,.]+) HKD–([\d,.]+) HKD 預留", t1)
    assert m and warn, t1
    assert _money(warn.group(1)) == pytest.approx(3 * _money(m.group(1)), rel=0.01)
    assert _money(warn.group(2)) == pytest.approx(10 * _money(m.group(1)), rel=0.01)
    t2 = eng.handle("c", "我哋淨係可以用新加坡或者香港嘅機房").text
    t3 = eng.handle("c", "平啲得唔得？唔趕時間").text
    before, after = (float(re.search(r"總計 ≈ ([\d,.]+) HKD", t).group(1).replace(",", "")) for t in (t2, t3))
    assert after < before * 0.9, t3
    assert "競價" in t3 and "新加坡、香港" in t3
