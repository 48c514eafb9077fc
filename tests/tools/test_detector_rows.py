"""DETR-family detector rows (tools.detector_rows): the nearest held row in size for a variant with no published
figure, the camera fleet's frame rate and cards, the decode load, and a fine-tune sized on the nearest FLOPs."""

from tools.detector_rows import (
    PML,
    cards_at,
    decode_cards,
    detector,
    nearest_with,
    stream_frames,
    train_lines,
    vision_model_of,
)
from tools.vision_train import job_flops


def test_a_variant_with_no_latency_is_timed_on_the_nearest_held_row_in_parameters():
    # RF-DETR-XL 126.4 M has no T4 latency; the RF-DETR rows with one are 30.5–33.7 M, so the same family's nearest
    # is RF-DETR-M (33.7 M); its FLOPs are unpublished in the family, so FLOPs come from the nearest of all: RT-DETRv2-X
    # (76 M, the largest held) — |126.4 − 76| = 50.4 beats D-FINE-X's |126.4 − 62| = 64.4.
    xl = detector("rfdetr-xl")
    assert xl is not None and xl.licence == PML
    assert nearest_with(xl, "t4_ms").key == "rfdetr-m"
    assert nearest_with(xl, "gflops").key == "rtdetrv2-x"
    d = detector("dfine-m")
    assert d is not None and nearest_with(d, "gflops") is d  # a published row is its own


def test_cameras_times_fps_is_the_frame_rate_and_the_cards_keep_up():
    # 60 cameras × 12 fps = 720 frames/s; D-FINE-M on a T4 at 180 FPS = 5.556 ms → 720 × 5.556 ms = 4.0 card-s/s
    # → 4 T4s (the -1e-9 keeps an exact 4.0 at 4)
    d = detector("dfine-m")
    assert d is not None and d.t4_ms is not None
    assert stream_frames(60, 12) == 720
    assert cards_at(720, d.t4_ms) == 4
    # 720 × 4.631 ms (RT-DETRv2-S, 1000/217 = 4.608) = 3.32 → 4
    s = detector("rtdetrv2-s")
    assert s is not None and s.t4_ms is not None and cards_at(720, s.t4_ms) == 4


def test_the_full_streams_are_decoded_not_only_the_sampled_frames():
    # 60 cameras × 30 fps native = 1,800 1080p frames/s ÷ 1,140 a T4 = 1.58 → 2; a 12 fps sub-stream: 720 → 1
    assert decode_cards(60, 30) == (1800, 2)
    assert decode_cards(60, 12)[1] == 1


def test_a_fine_tune_of_an_unpublished_size_is_sized_on_the_nearest_flops_and_says_so():
    # RF-DETR-XL on 30,000 images × 40 epochs at RT-DETRv2-X's 259 GFLOPs (640 px): 1.2e6 × 3 × 259e9 = 9.324e17
    m = vision_model_of(detector("rfdetr-xl"))  # type: ignore[arg-type]
    assert m.name == "RF-DETR-XL" and m.gflops == 259 and m.size == 640
    assert abs(job_flops(m, 30_000, 40, 640) - 9.324e17) < 1e12
    codes = [x.code for x in train_lines("rfdetr-xl")]
    assert codes == ["det.nearest", "det.licence"]
    assert train_lines("rfdetr-xl")[1].args["pml"] is True
    assert [x.code for x in train_lines("dfine-s")] == ["det.licence"]  # D-FINE-S publishes its FLOPs


def test_a_yolov8_size_is_timed_on_the_yolo11_row_nearest_in_parameters():
    # YOLOv8s 11.2 M → YOLO11s 9.4 M (|1.8|, beside YOLO11m's |8.9|): 3.16 ms on a T4; 500 frames/s × 3.16 ms = 1.58
    # → 2 T4s. A detector's own time wins: YOLO11x is itself (11.92 ms).
    v8 = detector("yolov8s")
    assert v8 is not None and nearest_with(v8, "t4_ms").key == "yolo11s"
    assert cards_at(500, 3.16) == 2
    x = detector("yolo11x")
    assert x is not None and nearest_with(x, "t4_ms") is x


def test_a_yolo_fine_tune_gets_no_second_licence_line():
    # YOLO's training answer leads with its AGPL line (and none for research use): the DETR rows' lines stay off it
    assert train_lines("yolo11m") == []


def test_a_fleet_is_sized_at_the_batched_rate_and_the_larger_of_detector_and_decode():
    # Frames of 800 cameras are batched (DeepStream / Triton), so a card runs at batch 8–32, not 1. RT-DETR-R50
    # (RT-DETRv2-L) 108 FPS on a T4 at batch 1 × 1.5 (assumed) = 162; an L4 × 121 ÷ 65 = 301.6; an H100 SXM × 989.5 ÷ 65
    # = 2,466. 8,000 frames/s → ⌈49.4⌉ = 50 T4, ⌈26.5⌉ = 27 L4, ⌈3.24⌉ = 4 H100. Decode 800 × 25 = 20,000 1080p frames/s
    # at 570 an NVDEC engine: T4 (2) 1,140 → 18, L4 (4) 2,280 → 9, H100 (7) 3,990 → 6.
    from tools.detector_rows import CardOffer, batched_fps, card_fit

    row = detector("rtdetrv2-l")
    assert row is not None and row.t4_ms is not None
    assert abs(batched_fps(row.t4_ms, 65, 65) - 162) < 0.5
    t4 = card_fit(row.t4_ms, CardOffer("T4", 65, None), 65, 8000, 20000)
    l4 = card_fit(row.t4_ms, CardOffer("L4", 121, None), 65, 8000, 20000)
    h100 = card_fit(row.t4_ms, CardOffer("H100 SXM", 989.5, None), 65, 8000, 20000)
    assert (t4.det_cards, t4.dec_cards, t4.cards) == (50, 18, 50)
    assert (l4.det_cards, l4.dec_cards, l4.cards) == (27, 9, 27)
    assert (h100.det_cards, h100.dec_cards, h100.cards) == (4, 6, 6)  # decode, not the detector, sizes the H100s
    assert abs(h100.dec_fps - 3990) < 1e-6


def test_the_plan_is_the_cheaper_month_and_the_users_proposal_is_judged_on_both_limits():
    # RT-DETR-R101 (RT-DETRv2-X, 74 FPS) on 500 cameras at 8 fps = 4,000 frames/s: T4 74 × 1.5 = 111 → 37 T4; L4
    # 206.6 → 20 L4; decode 500 × 25 = 12,500 → 11 T4, 6 L4. At $0.42 (T4) and $0.49 (L4) a month of 730 h:
    # 37 × 0.42 × 730 = $11,344 vs 20 × 0.49 × 730 = $7,154 → the plan is 20 L4. "4 × H100": 4 × 1,689.8 = 6,759
    # frames/s ≥ 4,000 (3 would do), NVDEC 4 × 3,990 = 15,960 ≥ 12,500 (⌈3.13⌉ = 4: decode sets it) → enough, 4.
    from tools.detector_rows import CardOffer, camera_lines

    row = detector("rtdetrv2-x")
    assert row is not None
    offers = [CardOffer("T4", 65, ("aws x", 0.42)), CardOffer("L4", 121, ("runpod y", 0.49))]
    lines = camera_lines(row, 500, 8, None, offers, 65, "USD", (4, CardOffer("H100 SXM", 989.5, None)))
    codes = [m.code for m in lines]
    assert codes[:4] == ["det.camera", "det.decode", "det.month", "det.proposal"] and "det.ingest" in codes
    month = lines[2].args
    assert (month["gpu"], month["cards"], month["det"], month["dec"]) == ("L4", 20, 20, 6)
    assert lines[0].args["det_cards"] == [37, 20]
    prop = lines[3].args
    assert prop["det_ok"] is True and prop["dec_ok"] is True
    assert (prop["det_cards"], prop["dec_cards"], prop["cards"]) == (3, 4, 4) and prop["spare"] is False
    # 8 × H100 holds it with room: 4 do it ("more than it takes")
    eight = camera_lines(row, 500, 8, None, offers, 65, "USD", (8, CardOffer("H100 SXM", 989.5, None)))[3].args
    assert eight["det_ok"] and eight["dec_ok"] and eight["spare"] is True and eight["cards"] == 4
    # 2 × H100 is short on both: 3,380 < 4,000 and 7,980 < 12,500
    two = camera_lines(row, 500, 8, None, offers, 65, "USD", (2, CardOffer("H100 SXM", 989.5, None)))[3].args
    assert two["det_ok"] is False and two["dec_ok"] is False


def test_re_id_adds_each_person_box_to_the_frame_time():
    # OSNet x1.0: 978.9 M mult-adds a 256×128 crop = 1.958 GFLOPs; D-FINE-S reaches 25 GFLOPs × 287 FPS = 7,175 GFLOP/s
    # on a T4; 10 people a frame → 19.58 ÷ 7,175 = 2.73 ms, 4 people → 1.09 ms; a frame 3.48 + 2.73 = 6.21 ms
    from tools.detector_rows import PEOPLE_DETECTOR, REID_GFLOPS, reid_line, reid_ms

    row = detector(PEOPLE_DETECTOR)
    assert row is not None and row.name == "D-FINE-S" and row.licence == "Apache-2.0"
    assert abs(REID_GFLOPS - 1.9578) < 1e-9
    assert abs(reid_ms(row) - 2.729) < 0.01 and abs(reid_ms(row, 4) - 1.091) < 0.01
    assert abs(reid_line(row).args["frame_ms"] - 6.21) < 0.01
    # a row with no published FLOPs (RF-DETR-M) is rated at the person detector's achieved rate, never 0 ms
    rf = detector("rfdetr-m")
    assert rf is not None and abs(reid_ms(rf) - reid_ms(row)) < 1e-9


def test_people_re_id_on_a_camera_fleet_is_a_few_small_cards_and_a_countless_proposal_is_costed():
    # 250 cameras × 6 fps = 1,500 frames/s at 3.48 + 2.73 = 6.21 ms: T4 1000 ÷ 6.21 × 1.5 = 241.5 → ⌈6.2⌉ = 7 T4;
    # L4 241.5 × 121 ÷ 65 = 449.6 → 4 L4; decode 250 × 25 = 6,250 → 6 T4, 3 L4 → plan 4 L4. "a few H100s" (no count):
    # one H100 SXM 241.5 × 989.5 ÷ 65 = 3,677 ≥ 1,500, NVDEC 7 × 570 = 3,990 < 6,250 → 2 H100 do it, set against the plan
    from tools.detector_rows import CardOffer, camera_lines, reid_ms

    row = detector("dfine-s")
    assert row is not None
    offers = [CardOffer("T4", 65, ("aws x", 0.42)), CardOffer("L4", 121, ("runpod y", 0.49))]
    lines = camera_lines(row, 250, 6, None, offers, 65, "USD", (0, CardOffer("H100 SXM", 989.5, ("z", 2.5))),
                         True, reid_ms(row))
    assert lines[0].args["det_cards"] == [7, 4] and lines[0].args["stage"] == "OSNet x1.0"
    month = lines[2].args
    assert (month["gpu"], month["cards"]) == ("L4", 4)
    prop = lines[3].args
    assert prop["n"] == 2 and prop["det_ok"] and prop["dec_ok"] and prop["cards"] == 2
