"""AMD's data-centre accelerators fall under the same US export rules for China as NVIDIA's (ECCN 3A090 is set by
performance, not vendor; AMD named its MI250 and MI300 in its 10-Q for the third quarter of 2023): renting them there
is no route and buying them for a server in mainland China, Hong Kong or Macau needs a licence. A company in mainland
China asking which server to buy was offered an MI300X; the purchase is now drawn from cards that ship without one."""

from __future__ import annotations

import pytest

from catalog.gpus import all_gpus
from catalog.places import gazetteer
from tools.compat import export_controlled, purchase_licensed
from tools.recommend import purchase_places, purchase_rows
from tools.schema import Workload


@pytest.mark.parametrize("name,controlled,licensed", [
    # by hand: the MI300X / MI325X / MI250X / MI355X are 3A090 parts (TPP far above 4,800) → both True, like the H100;
    # the L20 (a China-market part) → both False; the A100 needs a licence to ship, but stock already there is rented
    ("MI300X", True, True), ("MI325X", True, True), ("MI250X", True, True), ("MI355X", True, True),
    ("H100 SXM", True, True), ("L20", False, False), ("A100 80GB SXM", False, True), ("L4", False, False),
])
def test_amd_parts_are_export_controlled_like_the_h100(name, controlled, licensed):
    g = all_gpus()[name]
    assert export_controlled(g) is controlled
    assert purchase_licensed(g) is licensed


def _rows():
    from catalog.db import open_db, query_instances
    return query_instances(open_db(), rankable_only=True)


@pytest.mark.parametrize("w", [
    # 简体: a Beijing firm buying a server (located in mainland China)
    Workload(task="inference", model="Qwen2.5-72B-Instruct", buy_server=True, located=["北京"]),
    # 繁體 / Hong Kong stated as the region
    Workload(task="inference", model="Llama-3.1-70B-Instruct", buy_server=True, regions=["香港"]),
    # no place, but the rental it is weighed against is a Chinese cloud only ("买服务器，还是租腾讯云")
    Workload(task="inference", model="Qwen2.5-32B-Instruct", buy_server=True, checked_provider="tencent"),
])
def test_a_server_bought_there_draws_no_licensed_card(w):
    # by hand: no MI300X, MI250X, H100 or A100 row may be the purchase; the L20 / L4 / RTX 4090D rows stay
    gpus, rows, places = all_gpus(), _rows(), gazetteer()
    assert purchase_places(w, places)
    kept = purchase_rows(w, gpus, rows, places)
    names = {r.gpu for r in kept}
    assert not any(n.startswith(("MI300", "MI250", "MI325", "H100", "A100")) for n in names), names
    assert len(kept) < len(rows) and kept


@pytest.mark.parametrize("w", [
    Workload(task="inference", model="Qwen2.5-32B-Instruct", buy_server=True, located=["Singapore"]),  # not there
    Workload(task="inference", model="Qwen2.5-32B-Instruct", located=["上海"]),  # renting: the rental rules apply
])
def test_elsewhere_or_renting_keeps_every_row(w):
    gpus, rows, places = all_gpus(), _rows(), gazetteer()
    assert purchase_rows(w, gpus, rows, places) == rows
