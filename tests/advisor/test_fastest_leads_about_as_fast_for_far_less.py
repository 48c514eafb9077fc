""""As fast as possible per user" (最快 / 最快嘅) answered as an expert would: a plan within about a fifth of the
fastest listed at a fraction of its price leads and the top is named with its speed and price; money said to be no
object keeps the top; a waiting customer's image under a budget gets the fastest card within it and what the next
quicker card would cost past it. English, 简体 and 繁體 / Cantonese, other models, places and budgets."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # whole answers

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _last(tmp_path, *turns: str):
    e = Engine(store=Store(tmp_path / "s.db"))
    return [e.handle("t", t) for t in turns][-1]


@pytest.mark.parametrize("turns", [
    # Hand (Mixtral-8x22B INT4, 40 analysts ≈ 6 at once, 16 k reports mostly in the prefix cache): each decode step at
    # 6 streams touches 1 − (6/8)^6 ≈ 82 % of the experts, ≈ 0.82 × 136 B × 0.55 B ≈ 61 GB + shared layers and KV.
    # 8 × B200 ≈ 108 tok/s at $53.52/h ($39,070 a month); 4 × B200 ≈ 87 at $27.16/h ($19,827): 19 % slower for half
    # the price, inside the at-load estimate's 37 % median error → the 4 × B200 leads, the 8 × B200 beside it.
    ("We want Mixtral 8x22B instruct for ~40 equity analysts (long reports, say 16k tokens each time). Someone said a "
     "single H100 with 4-bit quant is enough. Is it? US, monthly cost please",
     "ok and if we want it as fast as possible per user, what then"),
    ("在美国部署Mixtral-8x22B INT4给40个分析师用，16k上下文，要每个用户最快，每月多少钱",),
    ("我們要在美國部署Mixtral 8x22B（4-bit），40個分析師用，16k上下文，每個人都要最快，每月多少？",),
    # Qwen2.5-32B FP8 for 20 at once in the US: 8 × B200 ≈ 126 tok/s at $53.52/h; 4 × B200 ≈ 107 at $27.16/h
    # (15 % slower, half the price) leads.
    ("部署Qwen2.5-32B-Instruct，20个人同时用，8k上下文，美国，要最快",),
])
def test_fastest_leads_with_the_plan_about_as_fast_for_far_less(tmp_path, turns):
    r = _last(tmp_path, *turns)
    rec = r.recommendation
    assert rec is not None and rec.candidates and rec.workload.priority == "fastest", r.text[:900]
    band = next((m for m in rec.beside_pick if m.code == "recommend.fastest_band"), None)
    assert band is not None, r.text[:2500]
    top = rec.candidates[0]
    assert not (top.gpu.startswith("B200") and top.gpu_count == 8), r.text[:900]
    # the top named beside: ≥ 1.25× the price for at most a third more speed (the pick ≥ 0.75 of it after rounding)
    assert band.args["times"] >= 1.25 and 0 < band.args["faster"] <= 1 / 0.75 - 1, band.args
    assert re.search(r"About as fast for far less|几乎一样快、便宜得多|幾乎一樣快、便宜得多", r.text), r.text[:2500]


@pytest.mark.parametrize("text", [
    "Serve Mixtral 8x22B instruct INT4 for 6 users at once, 16k context, US, fastest per user, money no object",
    "在美國部署Mixtral 8x22B INT4，6個人同時用，16k上下文，要最快，錢唔係問題",
])
def test_money_no_object_keeps_the_fastest_plan(tmp_path, text):
    # money said to be no object: the 8 × B200 (≈ 113 tok/s, $53.52/h) leads; the far cheaper 4 × B200 (≈ 93 tok/s,
    # half the hour) is named beside it (near_top), never the other way round
    r = _last(tmp_path, text)
    rec = r.recommendation
    assert rec is not None and rec.candidates and rec.workload.spend_no_object, r.text[:900]
    assert rec.candidates[0].gpu.startswith("B200") and rec.candidates[0].gpu_count == 8, r.text[:900]
    assert not any(m.code == "recommend.fastest_band" for m in rec.beside_pick), r.text[:2500]


@pytest.mark.parametrize(("turns", "words"), [
    # HK$3,000 a month = HK$4.11/h: the fastest within it is 2 × RTX A4500 at 10.9 s an image (HK$3.90/h); the
    # quicker cards priced on sellers' own rows only (no resale row for an online service), each credited its dense
    # FP16 rate over the A100's 312 TFLOPS (3.31 s): the cheapest quicker, L40 (181) 3.31 × 312 / 181 = 5.7 s at
    # ≈ HK$6.40/h × 730 h ≈ HK$4,669 a month (1.6×); the fastest listed, oci's 4 × GB200 (2,500): 3.31 × 312 / 2500
    # = 0.41 s at HK$499.20/h × 730 = HK$364,416 a month, 499.20 / 4.11 = 121.5× the budget
    (["婚紗影樓想用SDXL inpainting幫客人修相（換背景、執瑕疵），1024x1024，每日大約3000張，預算HK$3000一個月，租咩好？",
      "老闆話要最快，客人坐喺度等，咁又點？"],
     r"預算內最快的——更快的卡會超出預算：L40 每張約 5\.7 秒，整月約 4,6\d\d HKD（預算的 1\.6 倍），"
     r"4 × GB200 \(per Blackwell GPU\) 每張約 0\.4 秒，整月約 364,4\d\d HKD（121\.5 倍）"),
    # ¥2,000 a month = ¥2.74/h, served live (customers wait): on sellers' own rows nothing fits (the ¥1.08/h A4000 is
    # a resale, not rented for an online service; 2 × A4500 is ¥3.60/h × 730 ≈ ¥2,628); the cheapest that holds the
    # load is A40 at ¥3.17/h, 3.17 / 2.74 − 1 = 16 % over — said as such, never a dearer card called the cheapest
    (["影楼用SDXL修图，1024x1024，每天大概2000张，预算一个月2000元，租什么？", "老板说要最快，客户在现场等着"],
     r"超出 ¥2,000\.00/月 预算：最省的方案（A40）也要每小时 ¥3\.17，超出 16%"),
    # $400 a month = $0.55/h: 1 × RTX A6000 at 6.7 s ($0.53/h on runpod's own row); an RTX 4090 at 6.3 s is only
    # 6 % quicker (not named); RTX 6000 Ada, credited its 364.25 dense FP16 TFLOPS over the A100's 312:
    # 3.31 × 312 / 364.25 = 2.8 s at its seller's own $0.84/h × 730 ≈ $613, 613 / 400 = 1.5× the budget (the $0.77/h
    # resale row is no longer rented for an online service); the fastest, 4 × GB200: 3.31 × 312 / 2500 = 0.41 s at
    # $64/h × 730 = $46,720 a month, 64 / (400 / 730) = 116.8×
    (["Photo studio, SDXL inpainting 1024x1024, about 2,000 images a day, budget $400 a month. What should we rent?",
      "The owner wants it as fast as possible, customers are sitting there waiting"],
     r"fastest within your budget — a faster card breaks it: RTX 6000 Ada ≈ 2\.8 s an image at ≈ \$61\d a month "
     r"\(1\.5× the budget\), 4 × GB200 \(per Blackwell GPU\) ≈ 0\.4 s at ≈ \$46,720 \(116\.8×\)"),
])
def test_the_fastest_image_within_a_budget_says_what_a_quicker_card_costs(tmp_path, turns, words):
    r = _last(tmp_path, *turns)
    head = r.text.split("\n")[0]
    assert re.search(words, head) or ("超出" in words and re.search(words, r.text)), r.text[:1500]
