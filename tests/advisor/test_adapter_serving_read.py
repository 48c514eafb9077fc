"""One LoRA per NPC / customer with a serving load is serving many adapters on one base, never a fine-tune
(extract_rules.read_adapter_serving), in English, 简体 and 繁體; a training verb keeps the fine-tune."""

from advisor.core.extract_rules import extract

NPC_ZH = ("游戏公司，NPC对话，每个NPC一个Qwen3-8B的LoRA（rank 16），现在200个NPC，晚高峰大概300路同时在生成，"
          "每次上下文4k左右，回复100字左右，首字要500ms以内，国内部署，怎么配卡，一个月多少钱")


def _notes(e) -> str:  # type: ignore[no-untyped-def]
    return " ".join(e.notes) + " ".join(e.zh_notes.values())


def test_npc_adapters_with_concurrency_and_first_token_are_served() -> None:
    # Qwen3-8B rank 16: 43.6 M params × 2 B ≈ 87 MB each; 200 ≈ 17.5 GB in host RAM
    e = extract(NPC_ZH)
    assert e.patch.task == "inference" and e.patch.concurrency == 300
    assert e.patch.lora_rank is None
    notes = _notes(e)
    assert "87 MB" in notes and "17.5 GB" in notes and "--max-loras" in notes and "--enable-lora" in notes


def test_follow_up_to_two_thousand_adapters_sizes_host_ram() -> None:
    # 2,000 × 87.3 MB ≈ 174.6 GB: host RAM, not GPU memory
    e = extract("下个版本NPC要加到2000个，LoRA也变成2000个，配置要怎么改", thread_model="Qwen3-8B")
    assert e.patch.task == "inference"
    assert "174.6 GB" in _notes(e) and "2,000" in _notes(e)


def test_traditional_characters_each_with_own_adapter() -> None:
    # 500 × 87.3 MB ≈ 43.6 GB
    e = extract("遊戲公司，每個角色都有自己的 Qwen3-8B LoRA，共 500 個角色，高峰 100 路同時生成，首字 500ms 內")
    assert e.patch.task == "inference" and "43.6 GB" in _notes(e)


def test_english_each_npc_has_its_own_adapter() -> None:
    # Llama-3.1-8B has Qwen3-8B's shapes bar intermediate 14336: per layer 26,624 + 3 × 18,432 = 81,920;
    # × 16 × 32 layers = 41.9 M params × 2 B ≈ 84 MB; 1,000 ≈ 83.9 GB
    e = extract("Game studio: each NPC has its own Llama-3.1-8B LoRA adapter, 1,000 NPCs, about 200 concurrent "
                "chats, first token under 500 ms")
    assert e.patch.task == "inference" and "84 MB" in _notes(e) and "83.9 GB" in _notes(e)


def test_training_one_lora_per_customer_stays_a_fine_tune() -> None:
    assert extract("给50个客户各训一个Qwen3-8B的LoRA，每个2000条数据").patch.task == "lora"
    assert extract("Fine-tune one Qwen3-8B LoRA per customer for our 50 customers").patch.task == "lora"


def test_a_lora_fine_tune_for_concurrent_users_stays_a_fine_tune() -> None:
    assert extract("用 LoRA 微调 Qwen3-8B，上线后 300 路并发").patch.task == "lora"


def test_a_fine_tuned_adapter_per_customer_is_served_and_a_total_counts_them():
    # 微调过的 (fine-tuned, done) is no training verb; 100 × 87.3 MB ≈ 8.7 GB; 共 800 個 → 800 × 87.3 MB ≈ 69.8 GB
    e = extract("我们有100个客户，每个客户一个微调过的Qwen3-8B LoRA，线上同时80路请求")
    assert e.patch.task == "inference" and "8.7 GB" in _notes(e)
    e = extract("每個租戶一個 Qwen3-8B 的 LoRA，共 800 個，高峰 120 路並發")
    assert e.patch.task == "inference" and "69.8 GB" in _notes(e)


def test_each_of_our_customers_has_their_own_adapter_with_a_request_rate_is_served() -> None:
    # Llama-3.1-8B rank 16, all linear layers ≈ 84 MB each (above); 200 × 83.9 MB ≈ 16.8 GB in host RAM; the words
    # are a service's (req/s, TTFT, "run … instead"), never a LoRA fine-tune
    e = extract("B2B SaaS: each of our 200 customers has their own LoRA on Llama-3.1-8B-Instruct (rank 16, all linear "
                "layers). total traffic ~15 req/s at peak, ~2k token prompts, ~300 output tokens, p95 TTFT under 1s. "
                "right now we run one merged model per customer on 200 small gpus lol. what should we run instead, "
                "on AWS us-east-1?")
    assert e.patch.task == "inference" and e.patch.lora_rank is None
    assert "16.8 GB" in _notes(e) and "--enable-lora" in _notes(e)
    # 50 × 83.9 MB ≈ 4.2 GB
    e = extract("all 50 tenants have their own Llama-3.1-8B LoRA adapter, about 40 concurrent requests at peak")
    assert e.patch.task == "inference" and "4.2 GB" in _notes(e)


def test_tenants_said_before_each_with_their_own_adapter_are_served() -> None:
    # The tenant named first and "each with their own LoRA" after it, or "per-customer LoRAs": the same multi-LoRA
    # service (Llama-3.1-8B rank 16 ≈ 83.9 MB each; 200 × 83.9 MB ≈ 16.8 GB in host RAM); a training verb keeps one
    # fine-tune per customer.
    e = extract("we run a SaaS for 200 customers, each with their own LoRA on Llama-3.1-8B, 15 req/s at peak")
    assert e.patch.task == "inference" and e.patch.target_requests_per_s == 15 and "16.8 GB" in _notes(e)
    e = extract("serve per-customer LoRAs for 300 clients on Qwen3-8B, 50 concurrent")
    assert e.patch.task == "inference" and e.patch.concurrency == 50 and "--enable-lora" in _notes(e)
    assert extract("we want to train one LoRA per customer for 20 customers on Qwen3-8B").patch.task == "lora"
