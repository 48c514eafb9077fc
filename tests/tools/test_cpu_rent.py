"""Rented CPU servers under a CPU job (tools.cpu_rent), each figure by hand from catalog/data/cpu_instances.csv
(SkyPilot catalog v7 aws vms.csv @001367d2, c6i.8xlarge: 32 vCPUs = 16 physical cores):

- Tesseract, 5 M pages × 2 core-s = 2,777.8 core-hours in two weeks (336 h), us-east-1 at $1.36/h: ⌈2,777.8 ÷ (336 ×
  16)⌉ = 1 box, 2,777.8 ÷ 16 = 173.6 h, × $1.36 = $236.1; a core-hour $1.36 ÷ 16 = $0.085.
- 2 M pages (1,111 core-h) in 24 h: ⌈1,111 ÷ 384⌉ = 3 boxes, 1,111 ÷ 48 = 23.1 h each, total still 1,111 ÷ 16 × $1.36
  = $94.4 (boxes only shorten the wall).
- DeepFilterNet (RTF 0.04 a core, 144 core-s an hour of audio ÷ 3,600): 500 calls = 20 cores; at ≤ 50 % busy 40 cores
  ÷ 16 = ⌈2.5⌉ = 3 boxes × $1.36 × 730 h = $2,978.4 a month. 800 calls in Tokyo (ap-northeast-1 $1.712): 32 cores →
  64 ÷ 16 = 4 boxes × $1.712 × 730 = $4,999.0.
- No CPU row for GCP or Alibaba: None (the answer says so, no price made up).
"""

import pytest

from catalog.cpus import cpu_boxes
from catalog.places import gazetteer
from tools import cpu_rent as cr


def test_every_row_carries_its_source_and_date():
    rows = cpu_boxes()
    assert rows and all(b.source and b.as_of and b.price > 0 for b in rows)


def test_tesseract_batch_on_one_box_in_two_weeks():
    box = cr.box_for(cpu_boxes(), ["aws"], ["us-east-1"])
    assert box is not None and box.cores == 16 and box.price == pytest.approx(1.36)
    r = cr.batch_rent(5_000_000 * 2 / 3600, 336, box)
    assert r.boxes == 1
    assert r.run_h == pytest.approx(173.6, rel=1e-3)
    assert r.cost == pytest.approx(236.1, rel=1e-3)
    assert r.core_hour == pytest.approx(0.085)


def test_a_short_window_adds_boxes_not_cost():
    box = cr.box_for(cpu_boxes(), None, None)
    assert box is not None and box.region == "us-east-1"  # the $1.36 tie goes to the row listed first
    r = cr.batch_rent(1111.1, 24, box)
    assert r.boxes == 3 and r.run_h == pytest.approx(23.15, rel=1e-3)
    assert r.cost == pytest.approx(94.44, rel=1e-3)


def test_live_calls_held_all_month():
    box = cr.box_for(cpu_boxes(), ["aws"], None)
    assert box is not None
    cores = cr.stream_cores(500, cr.per_audio_second(144))
    assert cores == pytest.approx(20)
    r = cr.live_rent(cores, box)
    assert r.boxes == 3 and r.month == pytest.approx(2978.4, rel=1e-3)
    # business hours only: 10 h × 21.725 weekdays = 217.25 h of 730 → $2,978.4 × 0.2976 = $886.4
    assert cr.business_month(r) == pytest.approx(886.4, rel=1e-3)


def test_a_place_tag_finds_its_region():
    box = cr.box_for(cpu_boxes(), ["aws"], ["jp"], gazetteer())
    assert box is not None and box.region == "ap-northeast-1"
    r = cr.live_rent(cr.stream_cores(800, 0.04), box)
    assert r.boxes == 4 and r.month == pytest.approx(4999.0, rel=1e-3)


def test_no_row_where_none_is_held():
    assert cr.box_for(cpu_boxes(), ["gcp"], None) is None
    assert cr.box_for(cpu_boxes(), ["alibaba"], ["cn"], gazetteer()) is None
    assert cr.box_for(cpu_boxes(), None, ["cn"], gazetteer()) is None  # no mainland CPU price held: said, never invented


def test_video_footage_read_and_decode():
    # 10 M × 30 s × 1.5 Mbit/s ÷ 8 = 56.25 TB; at 1 / 10 Gbit/s: 56,250 GB × 8 ÷ 1 ÷ 3,600 = 125 h, 12.5 h;
    # decode 10 M × 0.5 core-s ÷ 3,600 = 1,388.9 core-hours; 2 M × 0.5 = 277.8 core-h in 48 h on 16-core boxes:
    # ⌈277.8 ÷ 768⌉ = 1 box, 17.4 h, × $1.36 = $23.6
    from tools.video_frames import decode_io_line, video_bytes

    assert video_bytes(30) == pytest.approx(5.625e6)
    m = decode_io_line(10e6, 30, None, None, "USD", 1.0)
    assert m.args["tb"] == pytest.approx(56.25) and m.args["read_h"] == pytest.approx([125.0, 12.5])
    assert m.args["core_h"] == pytest.approx(1388.9, rel=1e-4) and m.args["box"] is None
    box = cr.box_for(cpu_boxes(), ["aws"], None)
    m = decode_io_line(2e6, 45, 48, box, "USD", 1.0)
    assert m.args["boxes"] == 1 and m.args["run_h"] == pytest.approx(17.36, rel=1e-3) and m.args["cost"] == "$24"
