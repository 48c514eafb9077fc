"""Finished LoRA adapters served for a period on one base, their rank written glued ("rank-8", "r=8", "rank 32"):
serving many LoRAs (tools.lora_serving), never a LoRA training job, and the rank is each adapter's rank, never a
negative figure nor the adapters' count (advisor.core.adapters_served, extract_figures' compound hyphen)."""

from advisor.core.extract_rules import extract


def _notes(e) -> str:  # type: ignore[no-untyped-def]
    return " ".join(e.notes) + " ".join(e.zh_notes.values())


def test_english_glued_rank_is_a_rank_and_the_count_is_the_adapters() -> None:
    # Llama-3.1-8B (32 layers, d 4096, kv 1024, ffn 14336), rank 8 on q,k,v,o,gate,up,down:
    # 8 × (8192 + 5120 + 5120 + 8192 + 3 × 18432) × 32 = 21.0 M params × 2 B ≈ 42 MB; 80 × 41.9 MB ≈ 3.4 GB; 72 h
    e = extract("Serve 80 rank-8 LoRA adapters on Llama-3.1-8B for 72 hours, cheapest card")
    assert e.patch.task == "inference" and e.patch.serving_hours == 72
    notes = _notes(e)
    assert "never negative" not in notes and "80 LoRA adapters" in notes and "rank 8," in notes
    assert "42 MB" in notes and "3.4 GB" in notes, notes


def test_english_each_trained_then_all_served_is_serving() -> None:
    # Mistral-7B has Llama-3.1-8B's shapes: rank 32 → 4 × 42 MB ≈ 168 MB each; 90 teams × 167.8 MB ≈ 15.1 GB in host
    # RAM; 15 in flight; a 36-hour rental
    e = extract("90 teams each fine-tuned their own rank-32 LoRA on Mistral-7B; we need to serve all of them for "
                "36 hours behind one endpoint, 15 requests in flight")
    assert e.patch.task == "inference" and e.patch.concurrency == 15 and e.patch.serving_hours == 36
    assert "90 LoRA adapters" in _notes(e) and "168 MB" in _notes(e) and "15.1 GB" in _notes(e), _notes(e)


def test_simplified_trained_loras_deployed_for_a_day() -> None:
    # Qwen2.5-14B (48 layers, d 5120, kv 1024, ffn 13824), r=8: 8 × (10240 + 6144 + 6144 + 10240 + 3 × 18944) × 48
    # = 34.4 M × 2 B ≈ 69 MB each; 60 学员 × 68.8 MB ≈ 4.1 GB; "训练营" (a training camp) names no training job
    e = extract("训练营 60 个学员每人训练好了一个 r=8 的 LoRA（Qwen2.5-14B），要全部部署 24 小时，高峰 10 个请求同时")
    assert e.patch.task == "inference" and e.patch.concurrency == 10 and e.patch.serving_hours == 24
    assert "60 LoRA adapters" in _notes(e) and "69 MB" in _notes(e) and "4.1 GB" in _notes(e), _notes(e)


def test_traditional_trained_loras_online_for_thirty_hours() -> None:
    # Llama-3.1-8B rank 32 ≈ 168 MB each (as above); 45 位學員 × 167.8 MB ≈ 7.5 GB; 上線 30 小時 = a 30-hour rental
    e = extract("工作坊 45 位學員每人訓練好一個 rank 32 的 LoRA（Llama-3.1-8B），要全部上線 30 小時")
    assert e.patch.task == "inference" and e.patch.serving_hours == 30
    assert "45 LoRA adapters" in _notes(e) and "7.5 GB" in _notes(e), _notes(e)


def test_a_spaced_or_signed_minus_rank_is_still_refused() -> None:
    # a minus with a space or after "=" is a sign: no LoRA has a negative rank
    for said in ("LoRA rank -16 on Llama 3.1 8B", "LoRA r=-16 on Llama 3.1 8B"):
        assert "never negative" in _notes(extract(said)), said


def test_training_verbs_keep_a_training_job() -> None:
    # "each train their own LoRA" with no serving: 40 training jobs, not adapters served
    e = extract("40 students each train their own rank-16 LoRA on Qwen2.5-7B")
    assert e.patch.task in ("lora", "qlora") and e.patch.lora_rank == 16
