"""A machine price the user quotes and asks about ("is $9,000/month for 2x H100 fair?") is judged against the same
card × count at the cheapest listed on-demand price (an hour is 730 h a month), and the box against the work's weights
+ KV cache (tools.quoted_price.fair_quote, fair_quote_msg)."""

from __future__ import annotations

from catalog.registry import get
from tools.cost import convert_amount
from tools.defaults import resolve
from tools.quoted_price import fair_quote, fair_quote_msg, quoted_cards
from tools.schema import GPUSpec, InstanceRow, QuotedPrice, Resolved, Workload

GiB = 2**30
GPUS = {"H100 SXM": GPUSpec(name="H100 SXM", memory_gb=80, memory_bytes=80 * GiB),
        "A100 40GB SXM": GPUSpec(name="A100 40GB SXM", memory_gb=40, memory_bytes=40 * GiB),
        "A100 80GB SXM": GPUSpec(name="A100 80GB SXM", memory_gb=80, memory_bytes=80 * GiB)}


def _row(provider: str, gpu: str, n: int, price: float) -> InstanceRow:
    return InstanceRow(provider=provider, instance_type=f"{provider}_{n}x", region="us", gpu=gpu, gpu_count=n,
                       price_on_demand=price, source="test sheet", as_of="2026-11-01")


ROWS = [_row("cudo", "H100 SXM", 2, 3.70), _row("lambda", "H100 SXM", 2, 8.38), _row("cudo", "H100 SXM", 1, 2.00),
        _row("shadeform", "H100 SXM", 8, 14.34), _row("pi", "A100 40GB SXM", 4, 4.40),
        _row("mc", "A100 80GB SXM", 4, 4.80)]


def _usd(amount: float, cur: str) -> float | None:
    return convert_amount(amount, cur, "USD", 7.2, None)


def _job(q: QuotedPrice, **kw) -> Resolved:
    base = {"model": "Qwen2.5-72B", "gpu_preference": "H100 SXM", "precision": "fp8", "seq_len": 4096,
            "concurrency": 20, "quoted_price": q}
    return resolve(Workload(**{**base, **kw}))[0]  # fair_quote reads the plan's resolved workload


def test_a_monthly_box_quote_is_over_the_catalog_and_the_box_holds_the_work():
    # $9,000 a month for 2 × H100: the cheapest listed 2 × H100 is cudo's $3.70/h × 730 h = $2,701 a month, so the
    # quote is 9,000 ÷ 2,701 = 3.33× (over the 1.25× margin). Qwen2.5-72B at FP8: weights 75.2 GB + KV 2 × 80 layers
    # × 8 KV heads × 128 × 2 B = 327,680 B a token × 4,096 × 20 users = 26.8 GB → 102.0 GB; the box 2 × 80 GiB =
    # 171.8 GB is 1.7× that
    q = QuotedPrice(amount=9000, per="month", said="$9,000 a month", gpus=2)
    f = fair_quote(_job(q), get("Qwen2.5-72B"), ROWS, GPUS, _usd)
    assert f is not None and f.listed is not None and f.listed.provider == "cudo"
    assert round(f.listed_month or 0) == 2701 and round(f.quote_month) == 9000
    a = fair_quote_msg(f, q, "Qwen2.5-72B", 20, 4096).args
    assert (a["times"], a["over"], a["small"], a["need_gb"], a["box_times"]) == (3.3, True, False, 102.0, 1.7)


def test_a_quote_near_the_catalog_is_fair():
    # $2,800 a month ÷ $2,701 listed = 1.04×: within the 1.25× a dedicated box may add
    q = QuotedPrice(amount=2800, per="month", said="$2,800/mo", gpus=2)
    f = fair_quote(_job(q), None, ROWS, GPUS, _usd)
    assert f is not None
    a = fair_quote_msg(f, q, None, 1, 4096).args
    assert (a["times"], a["over"], a["need_gb"]) == (1.0, False, None)


def test_a_quote_well_under_the_catalog_is_called_a_good_price():
    # $1,800 a month ÷ $2,701 listed = 0.67×, under 1 ÷ 1.25 = 0.8×: under the catalog, with what to check
    q = QuotedPrice(amount=1800, per="month", said="$1,800/mo", gpus=2)
    f = fair_quote(_job(q), None, ROWS, GPUS, _usd)
    assert f is not None
    msg = fair_quote_msg(f, q, None, 1, 4096)
    assert (msg.args["times"], msg.args["under"], msg.args["over"]) == (0.7, True, False)
    assert "under the catalog's cheapest" in msg.text("en")


def test_a_box_too_small_for_the_work_is_said_whatever_its_price():
    # BF16 Qwen2.5-72B for 40 users: weights 72.7 B × 2 B = 145.4 GB + KV 327,680 B × 4,096 × 40 = 53.7 GB = 199.1 GB
    # against 2 × 80 GiB = 171.8 GB: the box is too small, even at a fair $2,800 a month
    q = QuotedPrice(amount=2800, per="month", said="$2,800/mo", gpus=2)
    f = fair_quote(_job(q, precision="bf16", concurrency=40), get("Qwen2.5-72B"), ROWS, GPUS, _usd)
    assert f is not None
    a = fair_quote_msg(f, q, "Qwen2.5-72B", 40, 4096).args
    assert a["small"] is True and a["need_gb"] == 199.1
    assert "too small" in fair_quote_msg(f, q, "Qwen2.5-72B", 40, 4096).text("en")


def test_a_per_gpu_hour_quote_is_compared_gpu_hour_to_gpu_hour():
    # "$3/h per H100", no count: a card is compared with a card rentable alone, the 1-GPU row's $2.00 (never the
    # 8-GPU box's $14.34 ÷ 8 = $1.79, a share nobody rents by the card); $3 ÷ $2.00 = 1.5× → over; no box to size
    q = QuotedPrice(amount=3, scope="gpu", said="$3/h")
    f = fair_quote(_job(q, num_gpus=None), get("Qwen2.5-72B"), ROWS, GPUS, _usd)
    assert f is not None and f.per_gpu and f.box_bytes is None and f.listed is not None
    assert f.listed.provider == "cudo" and f.listed.gpu_count == 1 and round(f.quote_month) == 2190  # $3 × 730
    a = fair_quote_msg(f, q, "Qwen2.5-72B", 20, 4096).args
    assert (a["times"], a["over"], a["small"]) == (1.5, True, False)


def test_a_yuan_quote_for_a_family_name_is_compared_in_yuan_with_its_80gb_cards():
    # 4张A100 每月6万人民币: "A100" is compared within its top memory class (the 80 GB A100, not the 40 GB one at
    # $4.40/h); the 4 × A100 80GB at $4.80/h × 7.2 = ¥34.56/h × 730 = ¥25,229 a month; 60,000 ÷ 25,229 = 2.38×
    q = QuotedPrice(amount=60000, currency="CNY", per="month", said="6万人民币", gpus=4)
    w = Workload(model="Llama-3-70B", checked_gpu="A100", checked_gpu_count=4, quoted_price=q)
    assert quoted_cards(w, GPUS) == ("A100 80GB SXM",)
    f = fair_quote(resolve(w)[0], None, ROWS, GPUS, lambda a, c: convert_amount(a, c, "CNY", 7.2, None))
    assert f is not None and f.card == "A100 80GB SXM" and round(f.listed_month or 0) == 25229
    msg = fair_quote_msg(f, q, None, 1, 4096)
    assert msg.args["times"] == 2.4 and "还价" in msg.text("zh")


def test_no_quote_or_no_known_card_is_no_verdict():
    q = QuotedPrice(amount=9000, per="month", said="$9,000")
    assert fair_quote(_job(None), None, ROWS, GPUS, _usd) is None  # type: ignore[arg-type]
    assert fair_quote(_job(q, gpu_preference="B300"), None, ROWS, GPUS, _usd) is None


def test_a_training_job_is_judged_on_its_training_memory_never_serving_weights_and_kv():
    # 1 × A100 80GB for a full fine-tune of Qwen2.5-7B (7.6 B parameters), AdamW with FP32 master weights and moments
    # (the resolver's default trainer): model states 16 B a parameter (ZeRO paper, Rajbhandari et al. 2020) ≈ 122 GB
    # before activations, so one 80 GB card is too small whatever the price. Serving weights + KV (≈ 15 GB) would
    # have called the box 5× too big.
    q = QuotedPrice(amount=6500, currency="CNY", per="month", said="6500元", gpus=1)
    w = resolve(Workload(model="Qwen2.5-7B", task="full_finetune", gpu_preference="A100 80GB SXM", quoted_price=q))[0]
    f = fair_quote(w, get("Qwen2.5-7B"), ROWS, GPUS, lambda a, c: convert_amount(a, c, "CNY", 7.2, None))
    assert f is not None and f.need_bytes is not None and f.need_bytes > 122e9, f
    msg = fair_quote_msg(f, q, "Qwen2.5-7B", 1, 2048)
    assert msg.args["small"] and msg.args["training"], msg.args
    assert "gradients + optimizer states" in msg.text("en") and "梯度" in msg.text("zh")
    assert "KV cache" not in msg.text("en")
