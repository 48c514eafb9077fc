"""The KV cache of an online chat whose stated context is a limit (tools.chat_kv): most chats typical, a few long."""

from catalog import registry
from tests.fixtures import resolved
from tools.arch import longer_context_order
from tools.chat_kv import chat_kv, full_chats_held, long_chat_capped
from tools.load import request_shape
from tools.memory import load_kv_bytes


def test_a_32k_chat_for_45_users_holds_five_long_chats_and_forty_typical():
    # ⌈0.10 × 45⌉ = 5 chats at 32,768 and 45 − 5 = 40 at 4,096: 40 × 4,096 + 5 × 32,768 = 163,840 + 163,840 = 327,680
    w = resolved(model="Llama-3.1-8B", seq_len=32_768, concurrency=45)
    c = chat_kv(w, 45)
    assert (c.typical, c.typical_tokens, c.long, c.full_tokens) == (40, 4_096, 5, 32_768)
    assert c.tokens == 327_680


def test_llama_8b_chat_kv_bytes_are_the_capped_pool_not_every_user_at_32k():
    # Llama-3.1-8B: 2 × 32 layers × 8 KV heads × 128 × 2 bytes = 131,072 bytes a token in BF16;
    # 327,680 tokens × 131,072 = 42,949,672,960 bytes (42.9 GB), where 45 × 32,768 × 131,072 = 193.3 GB
    w = resolved(model="Llama-3.1-8B", seq_len=32_768, concurrency=45)
    assert load_kv_bytes(registry.get("Llama-3.1-8B"), w, 45) == 42_949_672_960


def test_a_stated_prompt_length_keeps_every_user_at_the_full_context():
    # "RAG prompts of 20k tokens": every request is long, so 30 × 20,818 tokens, no cap
    w = resolved(model="Llama-3.1-8B", seq_len=20_818, prompt_tokens=20_480, concurrency=30)
    assert not long_chat_capped(w)
    assert chat_kv(w, 30).tokens == 30 * 20_818


def test_every_prompt_new_or_a_batch_keeps_full_sizing():
    fresh = resolved(model="Llama-3.1-8B", seq_len=32_768, concurrency=45, prefix_cache=False)
    batch = resolved(model="Llama-3.1-8B", seq_len=32_768, batch_requests=1000)
    assert not long_chat_capped(fresh)
    assert not long_chat_capped(batch)


def test_one_user_is_the_long_chat():
    # max(1, ⌈0.1 × 1⌉) = 1 long chat: a single user is sized at the whole limit
    w = resolved(model="Llama-3.1-8B", seq_len=32_768, concurrency=1)
    assert chat_kv(w, 1).tokens == 32_768


def test_the_priced_request_is_the_average_chat():
    # 327,680 tokens ÷ 45 users = 7,281 (floor) held on average, less ShareGPT's 338-token answer = 6,943
    w = resolved(model="Llama-3.1-8B", seq_len=32_768, concurrency=45)
    sh = request_shape(w)
    assert (sh.prompt, sh.prompt_source) == (6_943, "chat")


def test_full_chats_held_is_the_pool_over_one_full_chats_share():
    # a replica on 2 GPUs: the load's KV 20 GB in all, 10 GB on each GPU; a full chat is 4 GB in all, 2 GB per GPU;
    # a 25 GB pool per GPU holds 25 ÷ 2 = 12 full chats (12.5 rounded down)
    assert full_chats_held(25 * 10**9, 10 * 10**9, 20 * 10**9, 4 * 10**9) == 12
    assert full_chats_held(0, 10 * 10**9, 20 * 10**9, 4 * 10**9) == 0


def test_a_9b_model_at_32k_names_similar_sized_long_context_models_not_a_70b():
    # Gemma-2-9B (9.24 B, 8k) asked at 32k: Gemma-3-12B (own family, 12.2 B) first; a 70B is more than 2× its size
    arch = registry.get("Gemma-2-9B")
    names = longer_context_order(arch, [("Llama-3.1-70B", 70_553_706_496), ("Mistral-Nemo-12B", 12_247_782_400),
                                        ("Gemma-3-12B", 12_187_325_040)])
    assert names == ["Gemma-3-12B", "Mistral-Nemo-12B"]


def test_a_context_no_similar_size_model_holds_names_the_nearest_in_size_that_does():
    # Mixtral-8x7B (46.7 B) asked at 150,000 tokens: of the models holding it none is within 2× its size; the nearest
    # by |ln(ratio)|: Llama-4-Scout 107.8 B (ln 2.31 = 0.84), Qwen2.5-14B-Instruct-1M 14.8 B (ln 3.16 = 1.15),
    # Qwen2.5-7B-Instruct-1M 7.6 B (ln 6.13 = 1.81), DeepSeek-V3 671 B (ln 14.4 = 2.66)
    arch = registry.get("Mixtral-8x7B")
    names = longer_context_order(arch, [("DeepSeek-V3", 671_000_000_000), ("Qwen2.5-7B-Instruct-1M", 7_615_616_512),
                                        ("Qwen2.5-14B-Instruct-1M", 14_770_033_664), ("Llama-4-Scout", 107_769_861_120)])
    assert names == ["Llama-4-Scout", "Qwen2.5-14B-Instruct-1M", "Qwen2.5-7B-Instruct-1M", "DeepSeek-V3"]


def test_a_card_too_small_for_a_capped_chat_quotes_the_capped_kv():
    # Llama-3.1-70B, 20 users at 32k: 2 × 80 layers × 8 KV heads × 128 × 2 B = 327,680 B a token; ⌈0.1 × 20⌉ = 2 long
    # chats: 18 × 4,096 + 2 × 32,768 = 139,264 tokens × 327,680 = 45.63 GB (all 20 at 32k would be 214.7 GB)
    from catalog.gpus import all_gpus
    from tools.card_size import card_size_no

    w = resolved(model="Llama-3.1-70B", seq_len=32_768, concurrency=20)
    no = card_size_no(registry.get("Llama-3.1-70B"), w, 16, all_gpus())
    assert no is not None
    assert (no.args["typical"], no.args["long"]) == (18, 2)
    assert round(no.args["kv"], 2) == 45.63
