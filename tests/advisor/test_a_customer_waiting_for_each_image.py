"""A customer waiting for each image ("客人坐喺度等", 客户在现场等, "customers are sitting there waiting") makes an image
job a live service up through the hours they come, and "fastest" then means one image's seconds — a faster card or a
4-step distilled SDXL — never more cards finishing a day's batch sooner; a budget said earlier still holds."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import CUSTOMER_WAITS
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "waits"), [
    ("老闆話要最快，客人坐喺度等", True),
    ("老板说要最快，客户在现场等着", True),
    ("顧客就等著拿相", True),
    ("the owner wants it fast, customers are sitting there waiting", True),
    ("while the customer waits", True),
    ("客人等到明天也可以", False),  # a next-day wait is a batch
    ("客人等一天没关系", False),
])
def test_a_customer_waiting_is_read(text, waits):
    assert bool(CUSTOMER_WAITS.search(text)) is waits



@pytest.mark.slow
@pytest.mark.parametrize(("turns", "words"), [
    # HK$3,000 a month = HK$4.11/h over 730 h: the fastest card within it (RTX A4500 2 × at HK$3.90/h, 10.9 s an
    # image: 3.31 s on the A100 × 312 ÷ ≈ 95 TFLOPS), SDXL-Lightning at 4 steps ≈ 10.9 × (0.169 + 0.831 × 4 ÷ 30) ≈
    # 3.1 s; never 16 × A100 finishing the day's batch in 25 minutes (HK$5,586 a month, over the budget)
    (["婚紗影樓想用SDXL inpainting幫客人修相（換背景、執瑕疵），1024x1024，每日大約3000張，預算HK$3000一個月，租咩好？",
      "老闆話要最快，客人坐喺度等，咁又點？"], ("單張圖的秒數", "SDXL-Lightning", "預算內")),
    (["影楼用SDXL修图，1024x1024，每天大概2000张，预算一个月3000元，租什么？", "老板说要最快，客户在现场等着"],
     ("单张图的秒数", "SDXL-Lightning", "预算内")),
    (["Photo studio, SDXL inpainting 1024x1024, about 2,000 images a day, budget $400 a month. What should we rent?",
      "The owner wants it as fast as possible, customers are sitting there waiting"],
     ("seconds one image takes", "SDXL-Lightning", "within your $400.00/month budget")),
])
def test_fastest_for_a_waiting_customer_is_one_images_seconds_within_the_budget(tmp_path, turns, words):
    e = Engine(store=Store(tmp_path / "s.db"))
    for t in turns[:-1]:
        e.handle("t", t)
    r = e.handle("t", turns[-1])
    head = r.text.split("\n")[0] if not r.text.startswith("**") else r.text.split("\n", 1)[0]
    assert all(w in r.text for w in words), r.text
    assert "16 ×" not in head and "ranked by finish time" not in r.text and "按完成時間排序" not in r.text \
        and "按完成时间排序" not in r.text
    assert "over your budget" not in head and "超出你的預算" not in head and "超出你的预算" not in head
