"""A count of the people's things a day ("5 million user photos a day") is a batch of items, never that many daily
users: the moderation batch was answered with a line sizing "5,000,000 daily users × 5 messages" as 13,041 chats in
flight beside the batch plan."""

from __future__ import annotations

from advisor.core.extract_rules import extract


def test_user_photos_a_day_are_items_not_users():
    p = extract("we run content moderation on 5 million user photos a day with Qwen2.5-VL-7B, output is a category "
                "label. what GPUs?").patch
    assert p.daily_users is None and p.batch_requests == 5_000_000


def test_users_a_day_are_still_daily_users():
    assert extract("5000 users a day chat with our Qwen3-8B bot").patch.daily_users == 5000
