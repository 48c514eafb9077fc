"""Two load classes an expert review found misread:

1. Production lines (stations, cameras) × images a second each are a continuous STREAM, sized as throughput — never
   a batch of the per-line count ("20條產線每條每秒30張" was read as "30 張圖" with a placeholder time) — and images that
   may not leave the plant are bought for the site, never a cloud rental.
2. A stated per-person message interval ("每个玩家一分钟跟npc说一句", "each player talks to an NPC every 2 minutes") sets
   the request rate (people ÷ interval) and the requests in flight (the interactive response-time law), said."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import ON_PREMISES, extract
from advisor.core.inspection_stream_read import LIMIT_MS, stream_said


@pytest.mark.parametrize("text, stream", [
    ("我們是面板廠，想用PatchCore做AOI瑕疵檢測，20條產線每條每秒30張影像（512x512的ROI）", (20, 30, 1)),
    ("我们是电池厂，用PaDiM做外观缺陷检测，8条产线每条每分钟900张（256x256）", (8, 900, 60)),  # 8 × 15/s = 120/s
    ("PCB defect inspection with PatchCore: 12 inspection stations, 25 images per second each, 320x320", (12, 25, 1)),
    ("Visual inspection with PaDiM on 6 production lines, 40 fps each at 512x512", (6, 40, 1)),
    ("焊點瑕疵檢測，14個工位，每秒12張", (14, 12, 1)),
])
def test_lines_times_a_rate_each_is_read_as_a_stream(text, stream):
    assert stream_said(text) == tuple(float(x) for x in stream)


def test_a_total_rate_is_not_multiplied_by_the_lines():
    # "合计每秒600张" over 20 lines is 600/s in all, never 20 × 600
    assert stream_said("瑕疵检测，20条产线，合计每秒600张") == (1.0, 600.0, 1.0)


def test_no_stream_without_both_lines_and_a_rate():
    assert stream_said("用PatchCore检测30张图") is None
    assert stream_said("defect inspection on 20 production lines") is None


@pytest.mark.parametrize("text", ["影像不能離開廠區", "图片不能出厂", "images can't leave the factory",
                                  "the photos must not leave our site", "資料不能離開工廠",
                                  "数据只能在工厂内处理", "影像只能留在廠內", "images must stay on-premises"])
def test_images_kept_in_the_plant_are_on_premises(text):
    assert ON_PREMISES.search(text)


def test_a_meeting_kept_in_the_office_is_no_data_rule():
    assert not ON_PREMISES.search("我们只能在公司里开会")


@pytest.mark.parametrize("text, ms", [("每張要100ms內出結果", "100"), ("50 毫秒以内", "50"), ("results within 80 ms", "80")])
def test_each_images_limit_in_ms(text, ms):
    m = LIMIT_MS.search(text)
    assert m and (m.group(1) or m.group(2)) == ms


@pytest.mark.parametrize("text, online, every_s", [
    ("我们游戏想接qwen2.5-7b做npc对话，高峰2万人同时在线，平均每个玩家一分钟跟npc说一句", 20000, 60),
    ("手游接Llama-3.1-8B做NPC，高峰3万人同时在线，每个玩家两分钟和NPC聊一次", 30000, 120),
    ("我們遊戲用Qwen2.5-14B做NPC，高峰5000人同時在線，每個玩家大約30秒跟NPC講一句", 5000, 30),
    ("Qwen2.5-7B NPC chat, 8,000 players online at peak, each player talks to an NPC every 2 minutes", 8000, 120),
    ("客服机器人Qwen2.5-32B，同时在线1000人，每位客户每分钟发一条", 1000, 60),
])
def test_a_stated_pace_per_person_is_read(text, online, every_s):
    f = extract(text).patch.model_dump(exclude_none=True)
    assert (f.get("users_online"), f.get("message_interval_s")) == (online, every_s), f
    assert "concurrency" not in f and "target_requests_per_s" not in f, f


def test_the_request_rate_is_people_over_the_interval():
    # Denning & Buzen X = N ÷ (R + Z): 20,000 ÷ 60 s = 333 requests/s; 8,000 ÷ 120 s = 66.7; 5,000 ÷ 30 s = 167
    from tools.traffic import requests_of_online

    assert (requests_of_online(20000, 60), requests_of_online(8000, 120), requests_of_online(5000, 30)) == (
        333.0, 66.7, 167.0)


def test_the_pace_is_said_with_its_rate_in_the_concurrency_note():
    # 20,000 online, one line a minute each, a 2.7 s answer (1 s first token + 34 tokens at 20 tok/s):
    # in flight = 20,000 × 2.7 ÷ 60 = 900 (never the 47.7 s assumed cycle's 1,133); rate 20,000 ÷ 60 = 333/s
    from tools.schema import Workload
    from tools.traffic import online_assumption

    w = Workload(task="inference", params_b=7, users_online=20000, message_interval_s=60, output_tokens=34,
                 target_ttft_ms=1000)
    m = online_assumption(w)
    assert m.args["cycle_s"] == 60 and m.args["rate"] == 333.0, m.args
    assert "≈ 333 requests/s" in m.en and "每秒 333 次" in m.zh, (m.en, m.zh)


def _answer(tmp_path, text: str) -> str:
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.slow
def test_a_panel_plants_lines_are_a_stream_bought_for_the_site(tmp_path):
    # 繁體, the review's case with its own figures: 20 × 30 = 600 images/s; 512² → 119.1 GFLOP; 71.5 TFLOP/s;
    # 71.5 × 1.3 ÷ (121 × 0.4) = 1.92 → 2 L4s, bought for the plant (no purchase price held: a quote), never rented
    out = _answer(tmp_path, "我們是面板廠，想用PatchCore做AOI瑕疵檢測，20條產線每條每秒30張影像（512x512的ROI），每張要100ms內"
                            "出結果，影像不能離開廠區。要用什麼GPU？雲端租比較便宜嗎？")
    assert "每秒 600 張" in out and "71.5 TFLOP/s" in out and "2 張 L4" in out, out
    assert "雲端不適用" in out and "runpod" not in out.lower() and "30 張圖" not in out, out


@pytest.mark.slow
def test_a_battery_plant_with_no_model_named_is_sized_on_the_stand_in(tmp_path):
    # 简体, no model named, a rate a minute: 8 × 900 ÷ 60 = 120/s at 256² (29.8 GFLOP) = 3.6 TFLOP/s → 1 L4, on site
    out = _answer(tmp_path, "我们是电池厂，想做外观缺陷检测，8条产线每条每分钟900张（256x256），图片不能出厂，要买什么GPU？")
    assert "每秒 120 张" in out and "3.6 TFLOP/s" in out and "1 张 L4" in out and "云端不适用" in out, out
    assert "Qwen" not in out and "runpod" not in out.lower(), out


@pytest.mark.slow
def test_lines_free_to_use_the_cloud_are_priced_held_all_month(tmp_path):
    # English, rented: 6 × 40 = 240/s × 119.1 = 28.6 TFLOP/s → 1 L4 (0.77 with headroom), held 730 h a month
    out = _answer(tmp_path, "Visual inspection with PaDiM on 6 production lines, 40 fps each at 512x512. What GPU should "
                            "we rent and what does it cost a month?")
    assert "240 images/s" in out and "28.6 TFLOP/s" in out and "1 × L4" in out and "held all month" in out, out


@pytest.mark.slow
@pytest.mark.parametrize("text, said", [
    # 简体: 30,000 ÷ 120 s = 250 requests/s (never the assumed 45 s think time)
    ("手游接Llama-3.1-8B做NPC对话，高峰3万人同时在线，每个玩家两分钟和NPC聊一次，回复30字以内，要多少卡",
     "30,000 ÷ 120 秒 ≈ 每秒 250 次"),
    # 繁體: 5,000 ÷ 30 s = 167 requests/s
    ("我們遊戲用Qwen2.5-14B做NPC，高峰5000人同時在線，每個玩家大約30秒跟NPC講一句，要多少卡", "5,000 ÷ 30 秒 ≈ 每秒 167 次"),
    # English: 8,000 ÷ 120 s = 66.7 requests/s
    ("Qwen2.5-7B NPC chat, 8,000 players online at peak, each player talks to an NPC every 2 minutes. How many GPUs?",
     "8,000 ÷ 120 s ≈ 66.7 requests/s"),
])
def test_a_stated_pace_sets_the_rate_said_in_the_concurrency_note(tmp_path, text, said):
    out = _answer(tmp_path, text)
    assert said in out and "45 秒" not in out and "~45 s" not in out, out[:1500]
