"""A follow-up keeps the thread's task and reads a name it proposes as a name to use:

- "能不能用AutoDL的4090", "可不可以用阿里云", "可唔可以用AutoDL", "why not use AutoDL?", 為什麼不用AutoDL: a yes-no or
  why-not question proposes the provider (a filter to keep), never a refusal ("I can't leave one out").
- In a training thread "那如果另外在台智雲租兩台 8×H100 一起跑呢？" / "what if we also rent two 8xH100 nodes on Lambda and run
  them together?" keeps the training, its tokens and its deadline (跑 / run is no switch to serving); 兩台 8×H100 is
  16 cards on 2 machines; rented machines beside the user's own server are planned alone, with the reason said.
- "换成两张3090会不会更便宜" after a Whisper full fine-tune prices two 3090s with 8-bit AdamW + checkpointing, never
  "❌ RTX 3090".
"""

import pytest

from advisor.core.conversation import JOINED_NOTE, Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home
from tools.speech_train import BYTES_PER_PARAM_8BIT, CHECKPOINT_TIME, LEVER_CARD_GB, MIN_CARD_GB, card_hours, train_flops
from tools.speed import peak_tflops

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text,provider", [
    ("我们只有两周时间，预算3万，能不能用AutoDL的4090省点钱", "autodl"),
    ("可不可以用阿里云的A100", "alibaba"),
    ("可唔可以用AutoDL嘅4090", "autodl"),
    ("要不要用RunPod", "runpod"),
    ("why not use AutoDL's 4090 to save money?", "autodl"),
    ("為什麼不用AutoDL的4090", "autodl"),
])
def test_a_provider_proposed_in_a_question_is_kept_not_left_out(text, provider):
    e = extract(text)
    assert e.patch.providers == [provider], e.patch
    assert not e.excluded_providers, e.excluded_providers


@pytest.mark.parametrize("text", ["不要用AutoDL", "可以不用AutoDL吗", "not AutoDL"])
def test_a_real_refusal_still_leaves_the_provider_out(text):
    e = extract(text)
    assert not e.patch.providers and e.excluded_providers == {"autodl"}, (e.patch, e.excluded_providers)


@pytest.mark.parametrize("text", ["那如果另外在台智雲租兩台 8×H100 一起跑呢？", "再租两台 8x A100 一起训练"])
def test_two_machines_of_eight_are_sixteen_cards(text):
    # Hand: 2 machines × 8 cards = 16 cards, max 2 machines.
    p = extract(text).patch
    assert (p.num_gpus, p.max_nodes) == (16, 2), p


def test_one_own_eight_card_server_is_owned():
    p = extract("公司有一台自己的 8×H100 伺服器（HGX，2TB RAM），想用 50 億 token 的中文資料對 Llama-3.1-70B 做全參數續預訓練"
                ).patch
    assert (p.num_gpus, p.max_nodes, p.owned_gpus) == (8, 1, True), p


OWN_70B = ("公司有一台自己的 8×H100 伺服器（HGX，2TB RAM），想用 50 億 token 的中文資料對 Llama-3.1-70B 做全參數續預訓練，"
           "一個月內要完成，這台夠嗎？")
OWN_70B_EN = ("We have our own 8xH100 server and want to continue pretraining Llama-3.1-70B on 5B tokens of Chinese text "
              "within a month. Is it enough?")


@pytest.mark.slow
@pytest.mark.parametrize("first,second", [
    (OWN_70B, "那如果另外在台智雲租兩台 8×H100 一起跑呢？"),
    (OWN_70B_EN, "What if we also rent two 8xH100 nodes on Lambda and run them together?"),
])
def test_rented_nodes_beside_an_own_server_keep_the_training(tmp_path, first, second):
    # Hand: 70.6e9 params × 16 B (weights, gradients, AdamW) ≈ 1.13 TB of training state; the follow-up adds two rented
    # 8-card machines: still a full-parameter training of 5e9 tokens within 720 h, planned on the 16 rented cards alone.
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", first)
    reply = eng.handle("t", second)
    w, _, _ = eng.store.load("t")
    assert w.task in ("full_finetune", "pretrain") and w.train_tokens == 5_000_000_000, w
    assert w.deadline_hours == 720 and w.num_gpus == 16 and not w.owned_gpus, w
    assert "推論" not in reply.text.split("\n")[0] and "inference" not in reply.text.split("\n")[0], reply.text
    said = reply.text.replace("機器", "机器")
    assert "InfiniBand" in said and ("cannot join one training job" in said or "不能和你自己的" in said), reply.text
    assert JOINED_NOTE.startswith("Machines rented elsewhere")


def test_a_24_gb_card_runs_a_full_whisper_fine_tune_with_8_bit_adam_and_checkpointing():
    # Hand: 300 h = 36,000 clips; 6 × (1.55e9 × 0.41 × 1,500 + 1.55e9 × 0.59 × 200) ≈ 6.8e12 FLOP a clip × 3 epochs
    # ≈ 7.4e17 FLOP; RTX 3090 BF16 dense ≈ 71 TFLOPS × 0.24 → 7.4e17 / 1.7e13 / 3600 ≈ 12.1 h, × 8/6 for the
    # recomputed forward ≈ 16.1 h on one card. States: 10 B × 1.55e9 = 15.5 GB < 24 GB.
    from catalog.gpus import all_gpus

    g = all_gpus()["RTX 3090"]
    flops = train_flops(1.55e9, 300, 3)[1]
    assert card_hours(flops, g) is None  # the ≥ 40 GB full fine-tune class refuses a 24 GB card
    plain = flops / (peak_tflops(g, "bf16", training=True) * 1e12 * 0.24) / 3600
    low = card_hours(flops, g, low_memory=True)
    assert low is not None and 14 < low < 19, low
    assert abs(low / plain - CHECKPOINT_TIME) < 0.01 and abs(CHECKPOINT_TIME - 8 / 6) < 1e-9
    assert LEVER_CARD_GB <= g.memory_gb < MIN_CARD_GB and BYTES_PER_PARAM_8BIT * 1.55 < 24 - 6


@pytest.mark.slow
@pytest.mark.parametrize("first,second,lead", [
    ("想用300小时四川话录音微调whisper large-v3，在autodl上租什么卡，要多久多少钱", "换成两张3090会不会更便宜", "8-bit AdamW"),
    ("Fine-tune whisper large-v3 on 500 hours of Cantonese audio, which GPU and how much?", "what about two RTX 4090s instead?",
     "8-bit AdamW"),
    ("想用300小時台語錄音微調whisper large-v3，租什麼卡，要多久多少錢", "用兩張4090呢", "8-bit AdamW"),
])
def test_switching_a_whisper_fine_tune_to_24_gb_cards_prices_them(tmp_path, first, second, lead):
    # Hand: as above; two cards run data parallel: ≈ 16.1 h / 2 + 0.25 h start-up ≈ 8.3 h on 2 × RTX 3090.
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", first)
    out = eng.handle("t", second).text
    assert lead in out.split("\n")[0] and "15.5 GB" in out.split("\n")[0], out
    assert "❌ RTX" not in out and "2 × RTX" in out, out
    assert "Against the pick on any card" in out or "不限卡型的首选比" in out or "不限卡型的首選比" in out, out


@pytest.mark.slow
def test_two_3090s_are_said_not_cheaper_than_the_pick_on_any_card(tmp_path):
    # Hand: 2 × RTX 3090 ≈ 16.1 h / 2 + 0.25 h ≈ 8.3 h × ¥7.20/h ≈ ¥59; the pick on any card, one RTX 6000 Ada
    # (≈ 364 dense BF16 TFLOPS): 7.4e17 / (3.64e14 × 0.24) / 3600 ≈ 2.35 h + 0.25 h ≈ 2.6 h × ¥5.54/h ≈ ¥14 → ≈ 4×.
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", "想用300小时四川话录音微调whisper large-v3，在autodl上租什么卡，要多久多少钱")
    out = eng.handle("t", "换成两张3090会不会更便宜").text
    assert "不会更便宜" in out and "RTX 6000 Ada" in out, out


@pytest.mark.slow
@pytest.mark.parametrize("second", ["then how much to run it for 50 users?", "训练完之后跑起来给50个人用要多少钱"])
def test_a_run_word_with_a_load_after_training_is_serving(tmp_path, second):
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", "Full fine-tune Qwen2.5-7B on 1B tokens within a week")
    eng.handle("t", second)
    w, _, _ = eng.store.load("t")
    assert w.task == "inference", w


@pytest.mark.parametrize("text", ["我们只有两周时间，预算3万，能不能用AutoDL的4090省点钱", "we only have two weeks",
                                  "我們只有兩週時間"])
def test_the_time_the_user_only_has_is_the_deadline(text):
    # Hand: two weeks = 14 × 24 = 336 h.
    assert extract(text).patch.deadline_hours == 336, extract(text).patch


def test_months_of_data_are_no_deadline():
    assert extract("只有3个月的日志数据").patch.deadline_hours is None
