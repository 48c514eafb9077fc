"""N copies of a one-box serving plan behind a load balancer, as one ranked plan (tools.recommend.replicas_offer):
machines, replicas, price, objective and aggregate tokens/s scale by N; the per-user speed stays the one box's at
its share of the users."""

from __future__ import annotations

from catalog.gpus import all_gpus
from tests.tools.test_offers import row
from tools.offers import Offer
from tools.recommend import replicas_offer
from tools.schema import Layout

GPUS = all_gpus()


def one_box(hourly: float, tps: float, per_user: float) -> Offer:
    return Offer(row=row("L40S", 1, hourly), gpu=GPUS["L40S"], instances=1, layout=Layout(num_gpus=1, tp=1),
                 replicas=1, users_per_replica=30, hourly=hourly, plan=None, speed=None, tokens_per_s=tps,
                 work_cost=hourly, rank_value=hourly, per_user_tps=per_user)


def test_two_boxes_cost_twice_and_serve_twice_the_tokens() -> None:
    # one g6e.xlarge at $1.86/h, 30 users × 33 tok/s = 990 tok/s; two of them: $3.72/h, 1,980 tok/s, so the price
    # per million tokens stays that of one box ($1.86 / (990 × 3600 / 1e6) ≈ $0.52), each user still at 33 tok/s
    two = replicas_offer(2, one_box(1.86, 990.0, 33.0))
    assert (two.instances, two.replicas, two.total_gpus) == (2, 2, 2)
    assert round(two.hourly, 2) == 3.72 and round(two.work_cost, 2) == 3.72 and round(two.rank_value, 2) == 3.72
    assert two.tokens_per_s == 1980.0
    assert two.per_user_tps == 33.0


def test_three_boxes_scale_by_three() -> None:
    # 40 users over 3 boxes (14 each): 3 × $0.80 = $2.40/h, 3 × 560 tok/s = 1,680 tok/s
    three = replicas_offer(3, one_box(0.80, 560.0, 40.0))
    assert (three.instances, round(three.hourly, 2), three.tokens_per_s) == (3, 2.40, 1680.0)
