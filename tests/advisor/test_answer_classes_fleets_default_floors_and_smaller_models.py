"""Answer classes (fleets, default floors, smaller models), each checked on several questions in EN / 简体 / 繁體:

1. a fleet of machines is named by one function (tools.wording.plan_machines → fleet): "3 × g2-standard-4 (1 × L4
   each)", never "g2-standard-4 (3 × L4)", which reads as one machine with three cards;
2. a refusal or rejection caused by the per-user speed floor says whether the floor is the user's or our unstated
   default, and how to change the default;
3. serving on stated cards that cannot hold the model offers the largest model of the same family that fits them;
4. a training deadline met only inside the speed model's error promotes the plan with margin, as batch does.
"""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.service import catalog_rows
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def chat(tmp_path, *turns: str):
    e = Engine(store=Store(tmp_path / "s.db"))
    return [e.handle("t", t) for t in turns]


def texts(replies) -> str:
    return "\n".join(x for r in replies for x in (r.text, r.full or "") if x)


# ---- 1. fleets are named as machines × the GPUs in each ------------------------------------------------------------

_OLD = re.compile(r"([A-Za-z0-9][A-Za-z0-9_.\-]*)`?\s?[(（](\d+) × ")


def old_fleet_names(text: str) -> list[str]:
    """Every "<instance> (<n> × …" in `text` where the catalog's <instance> does not hold n GPUs: the old notation,
    which put the plan's total GPUs after a machine type that holds fewer. "gcp a3-highgpu-8g (8 × H100)" is one
    8-GPU machine and passes; "gcp g2-standard-4 (3 × L4)" is three one-GPU machines written as one and fails."""
    counts: dict[str, set[int]] = {}
    for row in catalog_rows()[0]:
        if row.gpu_count:
            counts.setdefault(row.instance_type, set()).add(int(row.gpu_count))
    return [m.group(0) for m in _OLD.finditer(text)
            if m.group(1) in counts and int(m.group(2)) not in counts[m.group(1)]]


def test_the_scanner_finds_the_old_notation_and_passes_the_new():
    # the scanner itself: g2-standard-4 is a one-L4 machine on GCP (catalog), so "(2 × L4)" after it is the old
    # notation; the fleet form and a real 8-GPU machine are not
    assert old_fleet_names("FP8 on gcp g2-standard-4 (2 × L4) at $2/h")
    assert old_fleet_names("用 gcp g2-standard-4（3 × L4），每小时")
    assert not old_fleet_names("FP8 on 2 × gcp g2-standard-4 (1 × L4 each) at $2/h")
    assert not old_fleet_names("2 台 gcp g2-standard-4（每台 1 × L4）")
    assert not old_fleet_names("gcp a3-highgpu-8g (8 × H100 SXM) at $98/h")


@pytest.mark.slow
@pytest.mark.parametrize("turns", [
    # 繁體 TW budget refusal: the nearest plan under the budget is FP8 on several one-L4 GCP machines
    ("我想在台灣架 Llama 3.1 8B 聊天服務，同時 50 人使用，每月預算新台幣 30000 元，該租哪種 GPU？",),
    # EN serving at a per-user target: the FP8 lever is several one-GPU MI300X machines, the nearest
    # CUDA plan two 4-GPU machines, the margin line a fleet of 4-GPU machines
    ("Serve Llama 3.1 70B Instruct to 40 concurrent users, each needs at least 30 tokens/s, prompts around 2k tokens.",),
    # 简体 chat with "cheaper?": every lever names its machines (one-L4 fleets are the cheap levers for an 8B)
    ("部署 Llama 3.1 8B，60 个并发，只用 GCP", "便宜点？", "为什么？"),
    # EN, a stated card that is too small: the cheapest plan without it, and the levers
    ("Serve Qwen2.5-32B for 30 users on L4 GPUs only, FP8", "cheaper?"),
])
def test_answers_never_name_a_fleet_as_one_machine(tmp_path, turns):
    text = texts(chat(tmp_path, *turns))
    assert not old_fleet_names(text), old_fleet_names(text)


# ---- 2. the per-user floor says whose it is ------------------------------------------------------------------------

def test_the_words_that_change_the_default_floor_are_read_as_a_per_user_target():
    # the answer tells the user to say "at least 10 tok/s per user" (中文 "每人至少 10 token/s"); those words must
    # set the per-user target, or the advice is a dead end
    from advisor.core.extract_rules import extract
    for words in ("at least 10 tok/s per user", "每人至少 10 token/s", "每人至少 5 token/s"):
        assert extract(words).patch.target_tokens_per_s_per_user in (10, 5), words


@pytest.mark.slow
@pytest.mark.parametrize("question, default_words, change_words", [
    # 简体: an AWS-only 70B for 200 users on $5,000 a month: nothing fits, and the speed misses are judged on our
    # 20 tokens/s default, which the user never stated
    ("部署 Llama 3.1 70B，200 人同时用，只用 AWS，每月预算 5000 美元", "不是你指定的", "每人至少 10 token/s"),
    # 繁體 TW: the same class on an 8B in Taiwan; the words come out in Traditional script. The budget
    # is met in INT4 with an FP8 KV cache on one L4 (NT$26.19/h ≈ NT$19,119 a month), judged on our 20 tokens/s
    # default, so the words say it is ours and how to lower it
    ("我想在台灣架 Llama 3.1 8B 聊天服務，同時 50 人使用，每月預算新台幣 30000 元，該租哪種 GPU？", "不是你指定的",
     "每人至少 10 token/s"),
    # EN: a stated count answered below the default floor: the margin line cites the relaxed fallback (10), still ours
    ("Serve Llama 3.1 70B for 64 users on 4x L40S", "you did not state one", "at least 5 tok/s per user"),
    # EN: a budget as the only fact about the load: what it buys is judged at our default floor
    ("Serve Llama 3.1 70B, budget $3000 a month", "our default for interactive chat", "at least 10 tok/s per user"),
])
def test_a_default_floor_is_said_to_be_a_default_with_how_to_change_it(tmp_path, question, default_words, change_words):
    text = texts(chat(tmp_path, question))
    assert default_words in text and change_words in text
    assert "your 20 tokens/s" not in text and "你要求的每用户 20" not in text


@pytest.mark.slow
def test_a_stated_floor_is_said_as_the_users_own(tmp_path):
    # 30 tokens/s per user is the user's own: the margin line says "your 30 tokens/s per user" and
    # never calls it a default or tells the user how to change it
    text = texts(chat(tmp_path, "Serve Llama 3.1 70B Instruct to 40 concurrent users, each needs at least 30 tokens/s, "
                                "prompts around 2k tokens."))
    assert "your 30 tokens/s per user" in text
    assert "our default for interactive chat" not in text


@pytest.mark.slow
def test_a_stated_floor_in_chinese_is_the_users_own(tmp_path):
    # 简体, 25 tokens/s per user stated: any line that cites the floor says 你要求的, never 默认值
    text = texts(chat(tmp_path, "部署 Qwen2.5-14B-Instruct 做客服，同时 20 人在线，每人至少 25 token/s，租什么卡？"))
    assert "交互聊天的默认值" not in text
    assert "25 tokens/s（已指定）" in text or "你要求的每用户 25" in text


# ---- 3. stated cards that cannot hold the model: the largest smaller model of the family that they do hold ---------

@pytest.mark.parametrize("name, key", [
    ("Llama-3.3-70B", "llama-3"), ("Llama-3.2-1B", "llama-3"),  # Llama 3.x is one family (tokenizer, template)
    ("Llama-2-7B", "llama-2"),  # another generation, another family
    ("Qwen3-235B-A22B", "qwen3"), ("Qwen3-30B-A3B", "qwen3"),  # MoE "-a22b" is a size too
    ("Mixtral-8x22B", "mixtral"), ("gpt-oss-120b", "gpt-oss"),
    ("Qwen2.5-14B-Instruct-1M", "qwen2-instruct-1m"),  # the 1M-context line is its own family, not plain Qwen2.5
    ("DeepSeek-V3", None), ("Phi-3-mini", None),  # no size in the name: nothing to step down to
])
def test_a_models_family_is_its_name_without_the_size(name, key):
    from tools.arch import family_key
    assert family_key(name) == key


@pytest.mark.slow
@pytest.mark.parametrize("question, smaller", [
    # 2 × RTX 4090 (23.2 GB vLLM pool each) cannot hold Llama-3.1-70B (141 GB of BF16 weights). Llama 3's next size
    # down is 8B: 16.1 GB of weights + KV 128 KiB/token × 4,096 × 10 users = 5.4 GB ≈ 21.5 GB over two cards — fits.
    ("I have 2x RTX 4090. Serve Llama 3.1 70B for 10 users", "Llama-3.1-8B"),
    # 繁體, one RTX 4090 and Llama 3.1 70B for 5 users: 8B 16.1 GB + KV 2.7 GB ≈ 18.8 GB — fits
    ("我只有一張 RTX 4090，部署 Llama 3.1 70B 給 5 人同時用", "Llama-3.1-8B"),
])
def test_stated_cards_that_cannot_hold_the_model_get_the_largest_smaller_model_that_fits(tmp_path, question, smaller):
    text = texts(chat(tmp_path, question))
    line = next(x for x in text.splitlines() if "smaller model of the same family" in x or "同系列更小的模型" in x)
    assert smaller in line
    assert "tokens/s" in line  # its per-user speed on those cards, from the re-run


@pytest.mark.slow
def test_no_smaller_model_fits_is_said(tmp_path):
    # one RTX 4090 and 500 users at 4,096 tokens: the next size down, Llama 3's 8B, needs KV 128 KiB/token × 4,096 ×
    # 500 ≈ 268 GB on top of its 16.1 GB of weights, far over 23.2 GB, so the answer says it does not fit; no
    # model two sizes down (3B, 1B) is offered in its place
    text = texts(chat(tmp_path, "I have one RTX 4090. Serve Llama 3.1 70B for 500 users"))
    assert "The next smaller size of the same family" in text and "Llama-3.1-8B" in text
    assert "Llama-3.2-1B" not in text and "Llama-3.2-3B" not in text


@pytest.mark.slow
def test_the_smaller_model_is_the_next_size_down_or_none(tmp_path):
    # 简体, one RTX 4090 and Qwen2.5-72B for 20 users: the next size down is 32B (65.5 GB of BF16 weights > the 23.2 GB
    # pool), so no smaller model is offered: the 14B or 7B that would fit are two and three sizes down
    text = texts(chat(tmp_path, "我只有一张 RTX 4090，部署 Qwen2.5-72B 给 20 人同时用"))
    assert "同系列小一档的模型（Qwen2.5-32B）" in text
    assert "Qwen2.5-7B" not in text and "Qwen2.5-14B" not in text


# ---- 4. a training deadline met only inside the speed model's error: the plan with the margin comes first ----------

@pytest.mark.slow
@pytest.mark.parametrize("question, said", [
    # Full fine-tune of an 8B on 100k × 2k tokens × 3 epochs = 6.1e8 tokens: 6 · 8e9 · 6.1e8 ≈ 2.9e19 FLOP. The
    # cheapest plan, 8 × H100 at ~40 % MFU (≈ 3.2e15 FLOP/s), runs ≈ 2.5 h + 15 min of start-up ≈ 2.7 h: inside 3 h,
    # but 2.7 × 1.27 (the speed model's held-out error) ≈ 3.4 h is not. A batch gets the margin from its sizer; a
    # training job must get it too: the first row finishes within 3 h even if the estimate is 27 % optimistic.
    ("Full fine-tune Llama 3.1 8B on 100k examples averaging 2k tokens, 3 epochs, finish within 3 hours",
     "Deadline margin"),
    # the same under "cheapest": the deadline is the user's own, so the cheaper thin plan does not come first
    ("Cheapest way to full fine-tune Llama 3.1 8B on 100k examples averaging 2k tokens, 3 epochs, within 3 hours",
     "Deadline margin"),
    # 繁體: the same job; the answer says why the dearer plan leads, in Traditional script
    ("全參微調 Llama 3.1 8B，10 萬筆資料，每筆約 2000 token，訓練 3 輪，3 小時內完成", "截止時間餘量"),
    # 简体 LoRA of a 32B (5 万 × 1,500 × 2 = 1.5e8 tokens, 4 · 32.8e9 · 1.5e8 ≈ 2e19 FLOP): one B200 takes ≈ 5.4 h
    # of 6 h, inside the error; a plan with the margin leads. That plan (8 × H100, ≈ 1.8 h) is also the cheapest row
    # (¥188 vs the B200's ¥192), so since the rule of no row below one that is cheaper and faster) it
    # leads on price alone and there is no dearer-plan-first rule to explain: no margin note is owed (None)
    ("用 LoRA 微调 Qwen2.5-32B，5 万条数据，每条约 1500 token，训练 2 轮，要在 6 小时内完成", None),
])
def test_a_training_deadline_is_met_with_the_speed_models_error_to_spare(tmp_path, question, said):
    from tools.kinds import SPEED_MODEL_ERROR
    from tools.offers import wall_hours
    reply = chat(tmp_path, question)[0]
    top = reply.recommendation.candidates[0]
    deadline = reply.recommendation.workload.deadline_hours
    assert deadline and top.speed and top.speed.train_hours
    assert wall_hours(top.speed.train_hours) * (1 + SPEED_MODEL_ERROR) <= deadline + 1e-9
    if said is not None:
        assert said in reply.text
    else:  # the first row is the cheapest: nothing dearer leads
        costs = [c.cost.job_on_demand or 0 for c in reply.recommendation.cost_table]
        assert costs[0] == min(costs), costs


# ---- 5. the levers' place, what they keep, absurd levers, marks, unpriced order ----------

# BF16 stated: with a target and no precision the answer is planned with the cheapest precision lever that keeps it
# (tools.recommend.lever_route); these tests are about the levers priced under a BF16 plan
Q2 = "Qwen2.5-32B-Instruct in BF16 chatbot, 8k token prompts, TTFT under 1 second, 10 users at once. Cheapest setup?"


@pytest.mark.slow
def test_levers_asked_with_a_new_question_follow_its_answer(tmp_path):
    # "Cheapest setup?" in the first message asks for the answer; its levers are priced against the pick, so they come
    # after the pick's headline, not above it. A "cheaper?" follow-up asks for the levers themselves,
    # so there they lead.
    text = chat(tmp_path, Q2)[0].text
    assert text.index("serving, 10 concurrent") < text.index("> Cheaper")
    (tmp_path / "b").mkdir()
    follow = chat(tmp_path / "b", "Serve Llama 3.1 8B for 100 users, 2k context", "cheaper?")[1].text
    assert follow.index("> Cheaper") < follow.index("serving, 100 concurrent")


@pytest.mark.slow
@pytest.mark.parametrize("question, keeps", [
    # a stated 1 s first token: each lever's plan says whether it keeps it, with its own figure
    (Q2, "your 1 s first token"),
    # 简体, stated 30 tokens/s per user and a 1 s first token: both are said, as the user's own (你要求的)
    ("部署 Qwen2.5-32B（BF16）聊天，10 人同时用，每人至少 30 token/s，首 token 1 秒内，8k 提示，最便宜的方案？",
     "你要求的每用户 30 tokens/s"),
])
def test_a_lever_says_whether_it_keeps_the_stated_targets(tmp_path, question, keeps):
    text = chat(tmp_path, question)[0].text
    levers = [x for x in text.splitlines() if "Cheaper" in x or "更便宜的办法" in x or "Lever:" in x or "可选：" in x]
    assert levers and all(keeps in x for x in levers), levers


@pytest.mark.slow
def test_a_lever_far_dearer_than_the_pick_is_not_offered_as_a_plan(tmp_path):
    # "INT4 → 4 × B200 at $27.16/h (213 % more)" read as advice to rent a far bigger machine for a
    # smaller model. A lever that does not save is shown with its plan only within 25 % of the pick (the band in
    # which a faster plan is worth naming); beyond that it is named as giving no saving.
    text = chat(tmp_path, Q2)[0].text
    note = next(x for x in text.splitlines() if x.startswith("> Cheaper"))
    assert all(int(p) <= 25 for p in re.findall(r"\((\d+)% more\)", note)), note
    assert "INT4" in note  # still accounted for: priced, and said to save nothing


@pytest.mark.slow
def test_a_folded_row_says_what_its_other_gpu_counts_are():
    # the table's "also 6 GPUs" mark (same provider and card at another count, folded into the row) was unexplained
    from advisor.core.render import _marks_text
    from tests.advisor.test_answer_classes_constraints_kept_defaults_said_and_local_words import ask
    from tools.summary import table_rows
    r = ask(model="llama-3.1-8b", task="inference", seq_len=32768, concurrency=20)
    row = next((x for x in table_rows(r) if x.folded_counts), None)
    assert row is not None
    assert "also offered with" in _marks_text(row, "en") and "folded" not in _marks_text(row, "en")
    assert "也有" in _marks_text(row, "zh") and "并入此行" not in _marks_text(row, "zh")


@pytest.mark.slow
def test_unpriced_families_are_named_in_the_order_to_ask_for_quotes(tmp_path):
    # mainland clouds publish no hourly price, so nothing is ranked by price, but an expert still says
    # which to quote first: families that hold 10 × 12k-token requests of a 70B on one machine before those needing
    # two (16 × A10 / A30 over 2 machines), and among one-machine families the fewer GPUs first
    # (华北: Alibaba's priced rows, a third-party report, are in Shanghai)
    q = "在北京地区部署 DeepSeek-R1-Distill-Llama-70B，10 个并发，需要华北机房，推荐哪家云和什么卡？"
    text = chat(tmp_path, q)[0].text
    listed = text[text.index("实例规格族"):]
    one = [m.start() for m in re.finditer("单台机器：", listed)]
    two = [m.start() for m in re.finditer(r"\d 台机器：", listed)]
    assert one and (not two or max(one) < min(two))


@pytest.mark.slow
@pytest.mark.parametrize("question, as_asked", [
    # 繁體 TW: NT$30,000 a month for an 8B and 50 users; the budget is met only in INT4 with an FP8 KV
    # cache on one L4 (the headline), and the cheapest plan in Taiwan at the asked precision (7 × L4, NT$183.33/h,
    # 346 % over) is said as the asked precision's, or it would read as the plan
    ("我想在台灣架 Llama 3.1 8B 聊天服務，同時 50 人使用，每月預算新台幣 30000 元，該租哪種 GPU？", "按原精度最便宜的是 7 × L4"),
    # EN, an AWS-only 70B for 200 users on $5,000 a month: the as-asked plan names its precision too
    ("Serve Llama 3.1 70B for 200 users, only AWS, budget $5000 a month", "at the default precision (BF16 weights, assumed)"),
])
def test_a_refused_budget_says_the_precision_its_cheapest_plan_keeps(tmp_path, question, as_asked):
    assert as_asked in chat(tmp_path, question)[0].text
