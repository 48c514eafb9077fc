"""Every kind of online service — a language model's chat, an image API, speech streams, an embedding endpoint — is
priced on rows whose seller gives the buyer an SLA (tools.seller_sla): a marketplace offer may be interrupted and a
broker's resale (Shadeform, Prime Intellect) carries no seller SLA to the buyer, so neither is a serving pick. A batch
job, the user's own use and a card the user named keep them. Hand figures in each test."""

from __future__ import annotations

from catalog.gpus import all_gpus
from tools.batch_filters import RowFilter, for_serving
from tools.media import MODELS, plan
from tools.schema import InstanceRow, Workload
from tools.seller_sla import resold, seller_sla_needed, sla_rows

GPUS = all_gpus()


def row(gpu: str, price: float, count: int = 1, provider: str = "runpod", broker: str = "",
        marketplace: bool = False) -> InstanceRow:
    return InstanceRow(provider=provider, instance_type=f"{gpu}-{count}x", region="us-east-1", gpu=gpu,
                       gpu_count=count, vcpu=16 * count, ram_gib=96 * count, price_on_demand=price, broker=broker,
                       marketplace=marketplace)


def test_a_resold_or_marketplace_row_is_no_serving_row():
    # shadeform reselling a Hyperstack A6000 box and a Vast RTX 4090 are left out; RunPod's own row stays
    own, broker = row("RTX A6000", 0.49), row("RTX A6000", 0.40, provider="shadeform", broker="shadeform")
    market = row("RTX 4090", 0.30, provider="vast", marketplace=True)
    assert resold(broker) and resold(market) and not resold(own)
    assert sla_rows([own, broker, market]) == [own]


def test_who_needs_a_seller_sla():
    # online and nothing else said → yes; the user's own use, a named card, or a batch → no
    w = Workload(modality="diffusion")
    assert seller_sla_needed(w, online=True)
    assert not seller_sla_needed(w.model_copy(update={"personal_use": True}), online=True)
    assert not seller_sla_needed(w, online=True, card_named=True)
    assert not seller_sla_needed(w, online=False)
    assert for_serving(RowFilter(), w).no_market
    assert not for_serving(RowFilter(), w.model_copy(update={"personal_use": True})).no_market


def test_a_live_image_api_is_not_led_by_a_resold_box():
    # FLUX.1-schnell at 20 images/s: the cheapest 8 × A6000 box is a Shadeform resale ($36/h); RunPod's own
    # 8 × A6000 box ($39.52/h) is the serving pick. The same images as a batch may still use the resale.
    m = MODELS["flux-schnell"]
    rows = [row("RTX A6000", 36.0, 8, provider="shadeform", broker="shadeform"), row("RTX A6000", 39.52, 8)]
    w = Workload(modality="diffusion")
    live = plan(m, w, GPUS, rows, size=None, currency="USD", usd_cny=7.2, fx={}, images_per_s=20)
    assert live is not None and live.rows
    assert {r.provider for r in live.rows} == {"runpod"}
    batch = plan(m, Workload(modality="diffusion", batch_requests=100_000), GPUS, rows, size=None, currency="USD",
                 usd_cny=7.2, fx={})
    assert batch is not None and batch.rows[0].provider == "shadeform"
