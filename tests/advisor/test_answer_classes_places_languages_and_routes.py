"""Answer classes a grader found wrong (docs/expert_review8_grades.md), each with other questions than the grader's.

The reasoning an expert does by hand is in each test's comments; the assertion is the class of answer that reasoning
allows, on the shipped catalog through the same service (and, where the wording matters, the same reader and
renderer) the CLI and Slack use.
"""

from __future__ import annotations

import functools
import json
import re

import pytest

from advisor.core.extract_rules import extract
from advisor.core.render import to_markdown, to_short_markdown, workload_line
from advisor.core.script import to_script
from advisor.core.service import advise
from catalog.places import gazetteer
from tests.conftest import module_home
from tools.constraints import region_ok
from tools.schema import InstanceRow, Recommendation, Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def ask(**kw):
    """The service's answer to this workload, as a copy: the tests below ask several questions twice (each language
    of one case, a case checked for two classes), and an answer depends on the workload and the module's catalog
    alone, so each is computed once per module (a test may change its copy)."""
    return _answer(json.dumps(kw, sort_keys=True)).model_copy(deep=True)


@functools.cache
def _answer(kw: str) -> Recommendation:
    w = Workload(**json.loads(kw))
    return advise(w, stated={k for k, v in w.model_dump().items() if v is not None})


def row(region: str, provider: str = "x") -> InstanceRow:
    return InstanceRow(provider=provider, instance_type="y", region=region)


# --- 3. "EU" is the member states, "Europe" the continent -----------------------------------------------------------

# Outside the EU although their ids say "eu"/"europe" or they sit in Europe: London (AWS eu-west-2, GCP europe-west2,
# Shadeform london-uk-1), Zurich (GCP europe-west6), Norway (Cudo no-kristiansand-1, RunPod "no", Vast "viken, no, eu"),
# Iceland (RunPod "is", Prime Intellect "is - ice-01"). Inside: Frankfurt, Stockholm, Finland, Paris, the Netherlands,
# Poland (europa.eu's list of member states).
OUTSIDE_EU = ["eu-west-2", "europe-west2", "london-uk-1", "europe-west6", "no-kristiansand-1", "no", "viken, no, eu",
              "is", "is - ice-01", "reykjanesbaer-iceland-1", "oslo-norway-3", "europe-no"]
INSIDE_EU = ["eu-central-1", "eu-north-1", "eu-west-1", "eu-west-3", "europe-west4", "europe-north1", "se-stockholm-1",
             "helsinki-finland-1", "fr - fr-par-2", "nl", "germany, de, eu", "europe-pl", "eu-north1", "it-fr2"]


@pytest.mark.parametrize("region", OUTSIDE_EU)
def test_eu_excludes_norway_iceland_switzerland_and_the_uk(region):
    # "EU only" is a legal word (data residency): an offer in London or Oslo fails it, whatever its id says
    assert not region_ok(row(region), ["eu"], gazetteer())
    assert region_ok(row(region), ["europe"], gazetteer())  # ... and "Europe" (the continent) holds every one


@pytest.mark.parametrize("region", INSIDE_EU)
def test_eu_keeps_member_states(region):
    assert region_ok(row(region), ["eu"], gazetteer()) and region_ok(row(region), ["europe"], gazetteer())


def test_gdpr_is_the_eea_norway_and_iceland_in_the_uk_out():
    # the GDPR applies across the EEA (EU + Norway, Iceland, Liechtenstein; EEA Joint Committee Decision 154/2018)
    assert region_ok(row("no-kristiansand-1"), ["eea"], gazetteer()) and region_ok(row("is"), ["eea"], gazetteer())
    assert not region_ok(row("eu-west-2"), ["eea"], gazetteer())


@pytest.mark.parametrize("text,tags", [
    ("need an H100 in europe for gdpr reasons, serving llama 3.1 8b to 30 users. eu only pls", ["eu"]),
    ("serve Llama-3.1-8B somewhere in Europe", ["europe"]),
    ("serve Llama-3.1-8B, GDPR applies", ["eea"]),
    ("部署 Llama-3.1-8B，数据只能放在欧盟", ["eu"]),
    ("部署 Llama-3.1-8B，机房在欧洲就行", ["europe"]),
    ("部署 Llama-3.1-8B，資料只能放在歐盟", ["eu"]),
    ("部署 Llama-3.1-8B，機房在歐洲就行", ["europe"]),
])
def test_the_two_words_read_apart_and_the_narrower_wins(text, tags):
    # a filter is a union of its places: "Europe … EU only" kept both would let Norway back in, so the EU wins
    assert extract(text).patch.regions == tags


@pytest.mark.slow
@pytest.mark.parametrize("lang,word,other", [("en", "the EU", "Europe"), ("zh", "欧盟", "欧洲"),
                                             ("zh-Hant", "歐盟", "歐洲")])
def test_the_constraint_line_says_the_users_word_and_what_it_covers(lang, word, other):
    # a graded answer's "✅ honoured: eu" passed Norway unlabelled; the line must say the EU (欧盟 / 歐盟, never 欧洲 for it)
    r = ask(model="llama-3.1-8b", task="inference", concurrency=10, regions=["eu"], language=lang)
    assert r.candidates and all(region_ok(row(c.region), ["eu"], gazetteer()) for c in r.candidates)
    c = next(c for c in r.constraints if c.name == "region")
    line = to_script(c.message.text(lang), lang)  # 繁體 is the 简体 wording through OpenCC + the Taiwan table
    assert word in line and c.label is not None and to_script(c.label.text(lang), lang) == word
    assert other in line  # the other word is named as the way to ask for the continent
    assert word in to_script(workload_line(r.workload, lang), lang)  # the workload line says it too


# --- 4. a Chinese answer is Chinese: no English clause from a note, a pitfall or the catalog ------------------------

# Latin words a Chinese answer may carry: product, framework, card, model and company names, units, formats, flags
# and tool names (a code span `…` is dropped before the check). A run of three or more other Latin words is an
# English clause that reached the Chinese answer (graded answers: "the floor vLLM's ROCm requirements give for
# MI300" inside the 简体/繁體 ROCm note).
NAMES = re.compile(
    r"(?i)\b(?:hugging|face|transformers|skypilot|catalog|nvidia|amd|rtx|pro|blackwell|hopper|ada|lovelace|"
    r"ampere|instinct|radeon|geforce|tesla|sxm|pcie|nvl|nvlink|infiniband|roce|rdma|efa|vllm|sglang|tgi|tensorrt|llm|"
    r"llama|cpp|ollama|unsloth|deepspeed|zero|fsdp|peft|trainer|torchtune|torchtitan|axolotl|liger|flash|attention|"
    r"pytorch|torch|cuda|rocm|hip|rccl|nccl|tests|docker|ubuntu|kubernetes|slurm|lora|qlora|adamw|adam|bitsandbytes|"
    r"paged|awq|gptq|gguf|marlin|yarn|rope|mla|gqa|moe|mxfp|fp|int|bf|nf|kv|cache|gb|gib|tb|tflops|tok|tokens|token|"
    r"aws|gcp|azure|lambda|runpod|vast|cudo|nebius|seeweb|shadeform|simplepod|mithril|paperspace|oci|hyperbolic|"
    r"primeintellect|prime|intellect|datacrunch|excesssupply|alibaba|tencent|huawei|apache|capacity|blocks|ec|"
    r"gate|up|down|q|k|v|o|mlp|opt|pythia|like|qwen|mistral|mixtral|gemma|deepseek|distill|instruct|yi|phi|r)\b")
LATIN_RUN = re.compile(r"(?<![\w./@-])(?:[A-Za-z][A-Za-z']+[ ,;:]+){2,}[A-Za-z][A-Za-z']+")


def english_clauses(text: str) -> list[str]:
    out = []
    for line in text.splitlines():
        line = re.sub(r"`[^`]*`", " ", line)
        for m in LATIN_RUN.finditer(line):
            words = re.findall(r"[A-Za-z']+", m.group(0))
            if sum(1 for w in words if not NAMES.fullmatch(w)) >= 3:
                out.append(m.group(0))
    return out


ZH_CASES = [  # an AMD pick with its ROCm note and RCCL line; a stated AMD card refused for training; every pitfall
    dict(model="llama-3.1-8b", task="inference", batch_requests=1_000_000, seq_len=820, output_tokens=20,
         deadline_hours=6),
    dict(model="llama-3.1-70b", task="inference", gpu_preference="MI300X", concurrency=20),
    dict(model="llama-3.1-8b", task="lora", gpu_preference="MI300X"),
    dict(model="qwen2.5-72b", task="inference", gpu_preference="RTX 4090", num_gpus=4, precision="int4"),
    dict(model="llama-3.1-8b", task="inference", billing="spot", concurrency=8),
    dict(model="llama-3.1-8b", task="full_finetune", gpu_preference="A100 80GB SXM", num_gpus=1),
    dict(model="llama-3.1-70b", task="qlora", train_tokens=30_000_000, billing="spot"),
    dict(params_b=1, task="pretrain", train_tokens=100_000_000_000),
    dict(model="deepseek-r1-distill-qwen-32b", task="inference", concurrency=15, seq_len=65536),
    dict(model="llama-3.1-405b", task="inference", precision="fp8", concurrency=4),  # ≈ 405 GB: memory sets the count
]


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["zh", "zh-Hant"])
@pytest.mark.parametrize("case", ZH_CASES, ids=lambda c: f"{c.get('model', c.get('params_b'))}-{c['task']}")
def test_a_chinese_answer_has_no_english_clause(case, lang):
    r = ask(**case, language=lang)
    full = to_markdown(r, lang) + "\n" + to_short_markdown(r, lang)
    assert english_clauses(full) == []


@pytest.mark.slow
def test_the_chinese_answers_cover_the_rocm_note_and_every_pitfall():
    # the cases above must reach what the class is about, or the test above proves nothing
    seen_rocm, triggered, spot_said = False, set(), False
    for case in ZH_CASES:
        r = ask(**case, language="zh")
        seen_rocm |= any(c.topic == "rocm" for c in r.compatibility)
        triggered |= {p.id for p in r.pitfalls if p.triggered}
        spot_said |= any(c.name == "billing" and c.status == "adjusted" for c in r.constraints)
    # 5 (mixed generations) and 7 (contracts) fire on no plan; 6 (spot for serving) is said once, by the adjusted
    # billing line, since a serving plan is priced on-demand and the pitfall reads what was priced
    assert seen_rocm and spot_said and triggered >= {1, 2, 3, 4, 8}


# Mainland-only words and the Taiwan word a 繁體 answer uses (Microsoft Taiwan terminology; graded answers:
# "命令行" in the short answer's last line). A word is listed only when our 简体 strings use it.
TAIWAN = {"命令行": "命令列", "内存": "記憶體", "显存": "顯示記憶體", "默认": "預設", "服务器": "伺服器", "网络": "網路",
          "软件": "軟體", "缓存": "快取", "互联": "互連"}


@pytest.mark.slow
def test_a_taiwan_answer_says_taiwan_words():
    r = ask(model="llama-3.1-8b", task="inference", concurrency=20, language="zh-Hant")
    short = to_short_markdown(r, "zh-Hant")
    assert "命令列" in short  # the "details, or add --full on the command line" line every short answer ends with
    text = short + to_markdown(r, "zh-Hant")
    for mainland, taiwan in TAIWAN.items():
        assert to_script(mainland, "zh-Hant") == taiwan
    assert not [w for w in ("命令行", "內存", "顯存", "默認", "服務器", "網絡", "軟件", "緩存") if w in text]


# --- 1. a stated card that plain AdamW does not fit: the routes that do, computed --------------------------------------

@pytest.mark.slow
def test_full_finetune_on_one_80gb_card_is_answered_with_the_optimizer_that_fits():
    # Llama-3.1-8B (8.03 B params) full fine-tune on 1 × A100 80GB. AdamW in mixed precision: 2 (BF16 weights) + 2
    # (grads) + 12 (FP32 master + two FP32 moments) = 16 B/param = 128 GB + activations: no. 8-bit AdamW alone keeps
    # the FP32 master copy: 2 + 2 + 4 + 2 = 10 B/param = 80 GB + activations: still no on 85 GB usable × 1.2 headroom.
    # torchtune's single-device recipe (PagedAdamW8bit, pure BF16, optimizer in backward): 2 + 2 B/param ≈ 32 GB +
    # activations: yes. An expert answers "not with AdamW; yes with the 8-bit paged recipe", with the card's figures.
    r = ask(model="llama-3.1-8b", task="full_finetune", gpu_preference="A100 80GB SXM", num_gpus=1)
    c = r.candidates[0]
    assert c.gpu == "A100 80GB SXM" and int(c.gpu_count) * c.instances == 1
    assert r.workload.optimizer == "adamw_8bit" and r.workload.framework == "torchtune"
    head = r.headline.en
    assert head.startswith("Not with AdamW") and "yes (" in head and "Dettmers" in head
    assert any("arXiv:2110.02861" in a.en for a in r.assumptions)  # the quality caveat, cited
    # the other routes, computed on the same card: offload (GPU keeps ≈ 16 GB of weights; host ≈ 14 B/param = 112 GB)
    # and LoRA priced by a re-run
    beside = " ".join(m.en for m in r.beside_pick)
    assert "ZeRO-Offload" in beside and "112 GB of RAM" in beside and "over PCIe" in beside
    assert "LoRA" in beside and "→" in beside and "/h" in beside


@pytest.mark.slow
def test_full_finetune_in_chinese_names_the_same_routes():
    # the same question in 简体 as a user types it (单张 = one card), through the CLI: the route, the caveat and the
    # alternatives in Chinese
    from click.testing import CliRunner

    from advisor.cli import cli

    out = CliRunner().invoke(cli, ["ask", "全参微调 Llama-3.1-8B，单张 A100 80G 够吗", "--full"]).output
    head = out.split("\n\n")[2]  # the title, the workload line, then the headline
    assert "时不行" in head and "torchtune 单卡全参微调配方" in head and "Dettmers" in head and "1 × A100 80GB" in head
    assert "ZeRO-Offload" in out and "主机需约 112 GB 内存" in out and "最接近的方法是 LoRA" in out
    assert "保持带 FP32 主权重与动量的 AdamW" in out  # the plan that keeps AdamW on more of the same card


@pytest.mark.slow
def test_full_finetune_too_big_for_every_optimizer_still_says_what_fits():
    # Llama-3.1-70B on 8 × H100 (85.5 GB usable): AdamW 16 B/param × 70.6 B / 8 ≈ 141 GB per GPU; 8-bit AdamW
    # 10 B/param / 8 ≈ 88 GB + activations: no. Offload keeps ≈ 70.6 × 2 / 8 ≈ 17.6 GB of weights per GPU: fits, with
    # 14 B/param ≈ 988 GB of host RAM. LoRA over the 141 GB BF16 base / 8 fits. Never "cannot do this" flat.
    r = ask(model="llama-3.1-70b", task="full_finetune", gpu_preference="H100 SXM", num_gpus=8)
    assert not r.candidates
    words = " ".join(m.en for m in r.nothing_fits)
    # Offloaded it fits (≈ 20.1 GB per GPU, 24.1 GB × 1.2, of 85.5 GB), so the headline is a "yes, slower" that says
    # why the AdamW states cannot stay on the GPUs (16 B × 70.6 B / 8 ≈ 141 GB + activations ≈ 142.6 GB per GPU)
    assert r.headline.en.startswith("Llama-3.1-70B: Yes, slower: 8 × H100 SXM can do this full fine-tune")
    assert "not with the AdamW states on the GPU (≈ 142.6 GB per GPU) but with them in host RAM" in r.headline.en
    assert "Other optimizers on the stated hardware, computed: with 8-bit AdamW" in words and "does not fit" in words
    assert "ZeRO-Offload" in words and "fits (" in words and "988 GB of RAM" in words
    assert "The nearest method, LoRA" in words and "Lower precision" not in words


# --- 1b. a stated GPU count is the hardware asked about ----------------------------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_stated_count_that_holds_the_work_is_answered_on_that_count(lang):
    # Qwen2.5-72B in INT4 (AWQ ≈ 41 GB of weights) on 4 × RTX 4090 (24 GB; vLLM pool 0.9 × 25.8 = 23.2 GB each): at
    # TP 4 ≈ 10.4 GB of weights per card, ≈ 12 GB spare for the KV cache. Two cards also hold one user at 4k (≈ 22 GB of
    # 23.2, tight). A graded answer said "4 cards: not possible" and rented 2 with two cards idle; an expert answers "yes
    # on 4 (TP 4, the figures)" and names the 2-card plan as the cheaper, tight option.
    r = ask(model="qwen2.5-72b", task="inference", precision="int4", gpu_preference="RTX 4090", num_gpus=4,
            language=lang)
    c = r.candidates[0]
    assert int(c.gpu_count) * c.instances == 4 and c.layout.tp == 4
    held = next(k for k in r.constraints if k.name == "gpus")
    assert held.status == "honoured"
    beside = " ".join(m.text(lang) for m in r.beside_pick)
    assert ("Fewer cards also hold this load: 2 × RTX 4090" if lang == "en" else "更少的卡也能承载该负载：2 × RTX 4090") \
        in beside
    # every tier keeps the stated count (a "minimum" on 2 cards would contradict the "yes on 4")
    assert all(t.count == 4 for t in r.spec_range)


# --- 2. "cheaper?" offers every lever that lowers the cost, each priced, by saving -----------------------------------

def _cheaper(engine, key: str, *turns: str):
    for t in turns[:-1]:
        engine.handle(key, t)
    return engine.handle(key, turns[-1])


@pytest.mark.slow
def test_cheaper_offers_every_lever_that_saves_in_order_and_says_each_layout(tmp_path):
    # Llama-3.1-8B, 96 users at 32k: the KV cache is 128 KiB × 32,768 × 96 ≈ 412 GB, the weights 16 GB, so the
    # pick spans several cards. Levers that can save: fewer users at once (half), FP8 weights, an FP8 KV cache (half the
    # cache), consumer or marketplace cards. A graded answer gave one lever and called a 4 × A40 plan "TP 4" beside
    # a tier of four 1-GPU copies. Each lever must be priced, ordered by saving, and name its layout. (At 20 users the
    # chat's prefix cache already makes 2 × RTX PRO 6000 the cheapest plan, so that load has one lever left; 64 users
    # kept several until a refit of the engine (docs/ENGINE.md "Fifth pass") slowed decode ≈ 6–10 % and left two there; 96
    # users keeps four.)
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    e = Engine(store=Store(tmp_path / "s.db"))
    r = _cheaper(e, "c27", "serve llama 3.1 8b for 96 users", "32k context?", "cheaper?")
    # "cheaper?" now moves the pick first ("> Cheaper: moved to FP8 weights and an FP8 KV cache …", $2.39 → $1.76 on
    # 4 × A40); the priced levers are the line after it ("> Cheaper, each priced by re-running the recommender …")
    note = next(line for line in r.text.splitlines() if line.startswith("> Cheaper,"))
    cuts = [int(x) for x in re.findall(r"\((\d+)% less\)", note)]
    assert len(cuts) >= 3 and cuts == sorted(cuts, reverse=True)
    assert "FP8 KV cache" in note and "if at most 48 of the 96 users are active at once" in note
    assert "holds 48 users at once" in note  # the lower load is said where its plan is priced
    # every lever's plan on more than one GPU says how it is laid out (replicas, a TP group, machines)
    # (the plan's machines are named by tools.wording.plan_machines: "2 × inst (2 × GPU each), 4 replicas × 1 GPU holds"
    # or "inst (2 × GPU), 2 replicas × 1 GPU holds"; the layout follows the machines after a comma)
    multi = re.findall(r"(?:(\d+) × )?\S+ \S+ \((\d+) × [^()]+(?:\([^()]*\))?[^()]*\)(, [^;]*?)? holds", note)
    multi = [m for m in multi if int(m[0] or 1) * int(m[1]) > 1]
    assert multi and all(layout for _, _, layout in multi), multi
    zh = _cheaper(e, "c27zh", "部署 Llama-3.1-8B，96 个用户，32k 上下文", "便宜点？")
    zh_note = next(line for line in zh.text.splitlines() if line.startswith("> 更便宜的办法"))
    assert len(re.findall(r"省 \d+%", zh_note)) >= 3 and "FP8 KV cache" in zh_note


@pytest.mark.slow
def test_the_minimum_tier_says_its_replicas_so_it_cannot_read_as_a_tp_plan():
    # the tier on four 1-GPU machines is four replicas; the lever on one 4-GPU machine is TP 4
    from advisor.core.render import levers

    # (a minimum on more machines than the pick is no longer shown; DeepSeek-V3's safe tier is 8 GPUs at TP 8)
    r = ask(model="deepseek-v3", task="inference", concurrency=8)
    line = " ".join(levers(r, "en"))
    t = next(x for x in r.spec_range if x.tier != "recommended")
    assert t.replicas > 1 or (t.layout is not None and t.layout.tp > 1)  # the case must reach what the class is about
    if t.replicas > 1:
        assert f"{t.replicas} replicas × " in line
    if t.layout is not None and t.layout.tp > 1:
        assert f"TP {t.layout.tp}, " in line


# --- 6. "cheapest" prices INT4 on a smaller card; a personal user may rent a consumer card ----------------------------

@pytest.mark.slow
def test_cheapest_prices_the_int4_route_with_its_quality_caveat():
    # Mixtral-8x7B (46.7 B params) for 5 users: BF16 ≈ 93 GB (4 × A40), INT4 AWQ ≈ 26 GB: fits one 48 GB card. "Cheapest"
    # must price that route (a graded answer: not priced) and say 4 bits cost some quality. (Since the engine's refit
    # 4-bit weights in vLLM pay Marlin's dequantisation, 0.709 of the read rate: one 48 GB card no longer holds
    # 20 tok/s a user for 5 users, and the cheapest INT4 plan is two smaller cards: the lever is priced all the same.)
    # Since "cheapest" with no stated target routes the cheapest lever that holds the default floor, the INT4 plan is
    # the answer itself (planned in AWQ), its headline carrying the caveat and the BF16 plan as asked beside it.
    r = ask(model="mixtral-8x7b", task="inference", concurrency=5, priority="cheapest")
    assert r.workload.precision == "awq" and r.headline is not None
    assert r.headline.code == "recommend.lever_route_cheapest"
    head = r.headline.en
    assert "test on your tasks" in head and "arXiv:2306.00978" in head and "in BF16, the default precision (assumed)" in head
    zh = ask(model="mixtral-8x7b", task="inference", concurrency=5, priority="cheapest", language="zh")
    assert zh.headline is not None and "INT4 权重" in zh.headline.zh and "先在自己的任务上测" in zh.headline.zh


@pytest.mark.slow
@pytest.mark.parametrize("text", ["cheapest way to run llama 3 8b for myself, just me using it",
                                  "我自己用，跑 Llama-3-8B 推理，最便宜的方案",
                                  "我自己用，跑 Llama-3-8B 推論，最便宜的方案"])
def test_a_personal_user_may_rent_a_consumer_card(text):
    # one person, no SLA: the GeForce licence and missing ECC that exclude consumer cards from a production service do
    # not apply (a graded answer: the 3090/4090 were "excluded as online serving"); pitfall 2 says why it is fine
    ext = extract(text)
    assert ext.patch.personal_use is True
    w = Workload(**{k: v for k, v in ext.patch.model_dump().items() if v is not None})
    r = advise(w, stated={k for k, v in w.model_dump().items() if v is not None})
    assert "consumer_serving" not in {x.reason for x in r.rejected}
    p2 = next(p for p in r.pitfalls if p.id == 2)
    if any(c.gpu.startswith("RTX 4090") or c.gpu.startswith("RTX 3090") for c in r.candidates[:1]):
        assert not p2.triggered
    # and a production question keeps them out
    prod = ask(model="llama-3-8b", task="inference", concurrency=1, priority="cheapest")
    assert "consumer_serving" in {x.reason for x in prod.rejected}


# --- 5. domain knowledge: reasoning output, QLoRA dequantisation, what sets the card count, speculative decoding -----

@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_reasoning_model_is_sized_for_its_long_answer_and_says_so(lang):
    # DeepSeek-R1 distills write thousands of thinking tokens: with no length stated, 4,096 of prompt + 8,192 of output
    # (AWS Bedrock's DeepSeek-R1 guide: max_tokens ≤ 8,192 for quality). KV per token of Qwen2.5-32B = 256 KiB, so 15 users
    # × 12,288 tokens ≈ 48 GB of cache instead of 16 GB at 4k. The headline says how long one answer takes.
    r = ask(model="deepseek-r1-distill-qwen-32b", task="inference", concurrency=15, language=lang)
    assert r.workload.seq_len == 12288
    assert any("reasoning model" in a.en and "8,192" in a.en for a in r.assumptions)
    head = r.headline.text(lang)
    assert ("per 8,192-token reasoning answer" if lang == "en" else "8,192 token 的推理回答") in head
    # a stated length is kept, and a model that does not reason keeps the 4k default
    assert ask(model="deepseek-r1-distill-qwen-32b", task="inference", seq_len=32768).workload.seq_len == 32768
    assert ask(model="qwen2.5-32b", task="inference").workload.seq_len == 4096


@pytest.mark.slow
def test_qlora_time_pays_the_nf4_dequantisation():
    # QLoRA and LoRA do the same 4·N model FLOPs per token, but QLoRA dequantises each NF4 weight in forward and
    # backward: torchtune measured 2,413 vs 3,083 tokens/s on one RTX 4090 (Llama 3.1 8B), × 1.28 the time. The same
    # job on the same card must take that much longer, and the answer must say why.
    from tools.speed import QLORA_DEQUANT_TIME

    common = dict(model="llama-3.1-8b", train_tokens=50_000_000, gpu_preference="L40S", num_gpus=1)
    lora, qlora = ask(task="lora", **common), ask(task="qlora", **common)
    hl, hq = lora.candidates[0].speed.train_hours, qlora.candidates[0].speed.train_hours
    assert hq / hl == pytest.approx(QLORA_DEQUANT_TIME, rel=0.02) and hq / hl > 1.2
    assert any("dequantising the NF4 weights" in a.en and "2,413 vs 3,083" in a.en for a in qlora.assumptions)
    assert any("NF4 权重的反量化" in a.zh for a in qlora.assumptions)


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_fastest_serving_says_speed_sets_the_count_and_names_speculative_decoding(lang):
    # A 70B in BF16 (≈ 141 GB) fits one 180 GB B200; "fastest" rents 8 for TP 8. A graded answer: the pitfall said memory
    # set the 8. The answer says the TP group is for speed, and names speculative decoding (one user: memory-bound decode)
    # without inventing its speed-up.
    r = ask(model="deepseek-r1-distill-llama-70b", task="inference", priority="fastest", language=lang)
    c = r.candidates[0]
    p1 = next(p for p in r.pitfalls if p.id == 1)
    if c.layout.tp > 1:
        assert ("is for per-user speed" if lang == "en" else "是为了每个用户的速度") in p1.why.text(lang)
        assert "memory sets the card count" not in p1.why.en
    spec = [m for m in r.beside_pick if "arXiv:2211.17192" in m.text(lang)]
    assert spec and ("not in these figures" if lang == "en" else "不在这些数字里") in spec[0].text(lang)
    assert not re.search(r"\d+(?:\.\d+)?\s*[×x]\s*faster|\d+ ?% faster", spec[0].en)
    # a busy service (64 users per replica) is compute-bound: no speculative-decoding hint there
    busy = ask(model="llama-3.1-8b", task="inference", concurrency=64, priority="fastest")
    assert busy.candidates[0].users_per_replica <= 4 or not any("2211.17192" in m.en for m in busy.beside_pick)
