"""Four reading classes, each in English, 简体 and 繁體 (the labelled set 2026-12-06-leftovers holds more phrasings):

- many finished LoRA adapters served on one base, said in Chinese with 每家 and the customers counted by 家 alone, or
  said in English as "adapters" without the word LoRA, are multi-LoRA serving (never a fine-tune, never one adapter);
  "train an adapter" keeps its fine-tune;
- "N at once" / 同时 / 並發 said of agents, jobs or tasks is the concurrency itself, never a head count sized down to
  the share at the office peak (12 → 4);
- an output said in words of output is each request's output tokens (1.33 tokens an English word);
- n samples a prompt (best-of-n, "N completions for each of M prompts", SamplingParams n) are prompts × n generations,
  and the note says the prompts' prefill is shared by their samples."""

import pytest

from advisor.core.extract_rules import extract

# Qwen2.5-7B, rank 16 (assumed) on every linear layer: 28 layers × 16 · (q 7,168 + k 4,096 + v 4,096 + o 7,168 +
# gate / up / down 3 × 22,528) = 40,370,176 params × 2 bytes = 80,740,352 bytes (≈ 80.7 MB) an adapter
QWEN7_ADAPTER = 80_740_352
# Llama-3.1-8B (and Mistral-7B, the same shapes): 32 × 16 · (8,192 + 5,120 + 5,120 + 8,192 + 3 × 18,432) = 41,943,040
# params × 2 bytes = 83,886,080 bytes (≈ 83.9 MB)
LLAMA8_ADAPTER = 83_886_080
ON_GPU = 32  # --max-loras 32, assumed: the adapters each replica holds at once


def _notes(e) -> str:  # type: ignore[no-untyped-def]
    return " ".join(e.notes) + " ".join(e.zh_notes.values())


@pytest.mark.parametrize(("text", "model", "each", "n"), [
    # 200 家 after the comma counts the customers (was 1 adapter, from 一个 LoRA): 200 × 80.7 MB = 16.1 GB host RAM
    ("我们给每家客户微调了一个 LoRA，200 家，要在一个底座上同时服务，Qwen2.5-7B", "Qwen2.5-7B", QWEN7_ADAPTER, 200),
    # 每家 with no tenant word is one adapter a company (was a LoRA fine-tune)
    ("每家微调了一个 LoRA，200家客户，Qwen2.5-7B", "Qwen2.5-7B", QWEN7_ADAPTER, 200),
    ("每家微調了一個 LoRA，200家客戶，Qwen2.5-7B", "Qwen2.5-7B", QWEN7_ADAPTER, 200),
    # 300 × 83.9 MB = 25.2 GB host RAM
    ("我們給每家客戶微調了一個 LoRA，共 300 家，要在 Llama-3.1-8B 底座上同時服務", "Llama-3.1-8B", LLAMA8_ADAPTER, 300),
    # adapters without the word LoRA (was a fine-tune from the task-word table's "adapter"): 80 × 83.9 MB = 6.7 GB
    ("serve our 80 customer adapters on Mistral-7B, 20 users at once", "Mistral-7B", LLAMA8_ADAPTER, 80),
    ("150 adapters hosted on one Llama-3.1-8B base, 30 users at once", "Llama-3.1-8B", LLAMA8_ADAPTER, 150),
    ("we fine-tuned an adapter for each of our 150 customers, serve them all on one Llama-3.1-8B base", "Llama-3.1-8B",
     LLAMA8_ADAPTER, 150),
])
def test_many_finished_adapters_on_one_base_are_served(text: str, model: str, each: int, n: int) -> None:
    p = extract(text).patch
    assert p.task == "inference" and p.model == model, p
    assert p.lora_host_bytes == n * each and p.lora_gpu_bytes == ON_GPU * each, p


@pytest.mark.parametrize("text", ["train an adapter on Qwen2.5-7B with 5k examples",
                                  "fine-tune adapters for our 20 customers on Qwen2.5-7B"])
def test_training_an_adapter_stays_a_fine_tune(text: str) -> None:
    # a training verb said of the adapter: a LoRA fine-tune, no served adapters sized
    p = extract(text).patch
    assert p.task == "lora" and p.lora_host_bytes is None, p


@pytest.mark.parametrize(("text", "n"), [
    # people (a support team, a shift) but "at once" said of the count: 12 at once, never a third of them (was 4)
    ("客服团队 12 个 agent 同时跑 Qwen2.5-32B", 12),
    ("客服團隊 12 個 agent 同時在跑 Qwen2.5-32B", 12),
    ("we have 12 agents on shift at once, Qwen2.5-32B", 12),
    ("12 agents at once on Qwen2.5-32B", 12),
    ("12 个 agent 同时跑 Qwen2.5-32B", 12),
    # jobs and tasks at once (were nothing: 1 user)
    ("8 jobs at once on Llama-3.1-8B", 8),
    ("run 8 batch jobs at once on Llama-3.1-8B", 8),
    ("8 个任务同时跑 Llama-3.1-8B", 8),
])
def test_a_count_said_at_once_is_the_concurrency(text: str, n: int) -> None:
    p = extract(text).patch
    assert p.task == "inference" and p.concurrency == n and p.head_count is None, p


@pytest.mark.parametrize(("text", "n"), [
    # sessions open at once are people present, each reading between answers (advisor.core.open_sessions_read): 20
    # online, of whom 20 × 18.9 ÷ 63.9 = 5.9 → 6 generate (tools.traffic.generating_of_online); never a head count
    ("20 sessions in parallel with Qwen2.5-14B", 20),
    ("20 個 session 並發，Qwen2.5-14B", 20),
])
def test_sessions_said_at_once_are_people_present(text: str, n: int) -> None:
    p = extract(text).patch
    assert p.task == "inference" and p.users_online == n and p.concurrency is None and p.head_count is None, p


def test_a_team_without_at_once_stays_a_head_count() -> None:
    # no "at once" word: 45 people on a helpdesk are a head count (15 % at the office peak), as before
    p = extract("our helpdesk team has 45 agents, Qwen2.5-32B copilot for them").patch
    assert p.head_count == 45 and p.concurrency is None, p


def test_training_jobs_at_once_read_no_users() -> None:
    # four fine-tuning runs at once are jobs, never four users of a service
    p = extract("run 4 fine-tuning jobs at once on Llama-3.1-8B with 10k examples each").patch
    assert p.concurrency is None and p.task != "inference", p


@pytest.mark.parametrize(("text", "out"), [
    # 300 words × 1.33 tokens a word = 400 output tokens a request (was dropped: the 338-token default)
    ("Qwen2.5-7B, 50 users at once, 300 words of output each", 400),
    ("serve Mistral-7B, 10 users at once, 2000-token prompts and 300 words of output each", 400),
    # 250 × 1.33 = 333
    ("Llama-3.1-8B for 20 users at once, outputs of about 250 words", 333),
    # 300 字 at Qwen's 0.67 a character = 201; 繁體 × 1.25 = 0.84 → 252
    ("Qwen2.5-7B，50个用户同时用，每条输出300字左右", 201),
    ("Qwen2.5-7B，50個用戶同時用，每條輸出300字左右", 252),
])
def test_an_output_said_in_words_is_each_requests_output(text: str, out: int) -> None:
    p = extract(text).patch
    assert p.output_tokens == out and p.concurrency and p.batch_requests is None, p


@pytest.mark.parametrize(("text", "total", "prompts"), [
    # 10,000 prompts × n = 16 = 160,000 generations
    ("generate 16 outputs per prompt for 10k prompts with Qwen2.5-7B", 160_000, "10,000"),
    ("best-of-16 sampling on 10k prompts with Qwen2.5-7B", 160_000, "10,000"),
    # 50,000 × 8 = 400,000 (was a 50,000-example data set with no task)
    ("sample 8 completions for each of 50k prompts with Llama-3.1-8B", 400_000, "50,000"),
    ("run 20k prompts through Qwen2.5-7B with n=4 samples each", 80_000, "20,000"),
    ("用 Qwen2.5-7B 对 1 万条 prompt 每条生成 16 个回答", 160_000, "10,000"),
    ("用 Qwen2.5-7B 對 1 萬條 prompt 每條生成 16 個回答", 160_000, "10,000"),
    ("1萬條prompt，每條採樣8次，Llama-3.1-8B", 80_000, "10,000"),
])
def test_n_samples_a_prompt_are_prompts_times_n_with_a_shared_prefill(text: str, total: int, prompts: str) -> None:
    e = extract(text)
    p = e.patch
    assert p.task == "inference" and p.batch_requests == total and p.dataset is None, p
    notes = _notes(e)
    # the note says the generations, the prompts, and that each prompt is prefilled once for its samples
    assert f"{total:,} generations" in notes and f"{prompts} prompts" in notes and "prefix cache" in notes, notes
    assert "前缀缓存" in notes, notes
