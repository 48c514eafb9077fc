"""A long chat priced on its prefix cache names the worst case beside it (every request a fresh prompt of the whole
context). That line re-runs the recommender at the precision the answer leads with: where the user stated none, the
plan --no-prefix-cache would lead with (tools.precision_lead: FP8 under 60 % of the 16-bit plan's hour), named "in FP8";
where an FP8 plan already leads the answer, the worst case is priced in FP8 too, never a 16-bit fleet beside it."""
from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.service import advise
from advisor.core.store import Store
from tests.conftest import module_home
from tools.schema import Workload

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def answer(tmp_path, text: str, db: str = "s.db") -> str:
    return Engine(store=Store(tmp_path / db)).handle("t", text).text


def ask(**kw):
    w = Workload(**kw)
    return advise(w, stated={k for k, v in w.model_dump().items() if v is not None})


def worst(text: str, start: str) -> str:
    i = text.find(start)
    assert i >= 0, text[:1500]
    return text[i:i + 420]


def test_english_nemo_on_aws_names_the_fp8_worst_case_not_the_b200_fleet(tmp_path):
    # Hand: Mistral-Nemo-12B, 50 chats of up to 32k on AWS. Cached, BF16 holds it on g6e.12xlarge (4 × L40S, $10.49/h);
    # FP8 weights (12.2 GB) with an FP8 cache (80 KB a token: 25 streams a replica, 22.5 × 4,096 + 2.5 × 32,768 ≈ 174k
    # tokens ≈ 14 GB) hold it on 2 × g6e.xlarge (1 × L40S each, ≈ 31 GB a card) at $3.72/h, 35 %: that plan leads
    # now (tools.recommend._fp8_kv_workload), so the worst case is priced at the lead's precision, unmarked. Every
    # 32,430-token prompt new: BF16 (24.5 GB of weights) would need p6-b200.48xlarge at $113.93/h; FP8 holds the floor
    # on p5.48xlarge (8 × H100) at $55.04/h, 55.04 / 3.72 = 14.8× the pick.
    line = worst(answer(tmp_path, "Serve Mistral-Nemo-12B for 50 concurrent users with 32k context on AWS"), "Worst case")
    assert "p5.48xlarge" in line and "$55.04/h" in line, line
    assert "p6-b200" not in line and "14.8× the pick" in line, line


def test_simplified_qwen_14b_worst_case_in_fp8_on_gh200(tmp_path):
    # Hand: Qwen2.5-14B, 60 people online ≈ 18 streams, 32k. Cached: BF16 on one A800 80GB ($1.08/h). Every prompt new:
    # BF16 needs 3 × 2 × MI300X ($14.34/h); FP8 holds it on 3 × GH200 ($6.87/h), 6.87 / 14.34 = 48 % < 60 %: FP8.
    line = worst(answer(tmp_path, "Qwen2.5-14B 聊天服务，60 人同时在线，32k 上下文"), "最坏情况")
    assert "按 FP8（你未指定精度" in line and "3 台 lambda gpu_1x_gh200" in line, line
    assert "MI300X" not in line, line


def test_traditional_nemo_on_aws_in_fp8_and_llama_8b_in_europe_kept_16_bit(tmp_path):
    # Hand: the English case in 繁體 (the FP8 + FP8-cache lead on 2 × L40S; its worst case p5.48xlarge, 14.8×).
    # Llama-3.1-8B, 60 chats in Europe (a stated place): every prompt new, the 20 tok/s default (BF16 8 × MI300X
    # $19.12/h, FP8 5 × $11.95/h) costs 1.67× the usable 13 tok/s plan, so it gives way: BF16 on 5 × 1-MI300X at
    # $11.95/h (≈ 14 tok/s); FP8 on 3 × at $7.17/h is 60 % exactly, not under the share: BF16 stays, unmarked (in
    # TWD 229.44 < 0.6 × 382.40 held by float rounding only, and the answer led with FP8).
    line = worst(answer(tmp_path, "Mistral-Nemo-12B 對話服務，50 個並發使用者，32k 上下文，只用 AWS"), "最壞情況")
    assert "p5.48xlarge" in line and "14.8 倍" in line and "p6-b200" not in line, line
    kept = worst(answer(tmp_path, "Llama-3.1-8B 聊天服務，60 個並發使用者，32k 上下文，伺服器在歐洲", "b.db"), "最壞情況")
    # the 420-character excerpt runs into the next bullet (the KV-cache note's "FP8 KV cache 可提高並發" lever):
    # the worst case's own line is the one that must stay unmarked 16-bit
    own = kept.split("\n")[0]
    assert "FP8" not in own and "5 臺 runpod 1x_MI300X_SECURE" in own, kept


def test_an_fp8_lead_prices_its_worst_case_in_fp8():
    # Hand: Mistral-Small-24B, 40 chats of 32k on AWS: FP8 leads (4 × L40S $10.49/h against BF16's p4d.24xlarge
    # $21.96/h, 48 %). Its worst case: FP8 on p5.48xlarge at $55.04/h, not BF16's p6-b200.48xlarge at $113.93/h.
    rec = ask(model="Mistral-Small-24B", task="inference", seq_len=32768, concurrency=40, providers=["aws"])
    assert rec.workload.precision == "fp8" and rec.headline is not None and rec.headline.code == "precision_lead.route"
    line = next(m.en for m in rec.beside_pick if m.code == "recommend.worst_case")
    assert "p5.48xlarge" in line and "$55.04/h" in line and "p6-b200" not in line, line
