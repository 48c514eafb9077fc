"""Code completion (tab autocomplete, FIM, 代码补全 / 代碼補全) is sized by its request rate, a prefix-cached file context
and a short completion (tools.completion_load), never as a team of chat users: the head count becomes a rate, and a
team that says it self-hosts completion for its own developers is the users (never "the speaker's team").

Hand sizing, the expert's way (rate × new tokens × 2 × params for the prefill, Little's law for the requests in flight):
- 90 developers, Qwen2.5-Coder-7B (7.6e9 params): 90 × 0.6 ÷ 10 s = 5.4 completions/s; in flight 5.4 × (2 s + 64 ÷ 20
  tok/s) = 28.1 → 29; each prefills 20 % of 3,072 = 615 new tokens: 5.4 × 615 × 2 × 7.6e9 ≈ 5.0e13 FLOP/s ≈ 50
  TFLOP/s, a fraction of one 16-48 GB card; decode 5.4 × 64 ≈ 350 tokens/s. One or two small cards, a few hundred
  dollars a month — never an MI300X / H200 fleet.
- 150 developers, DeepSeek-Coder-6.7B, first token ≤ 300 ms: 150 × 0.6 ÷ 10 = 9/s; in flight 9 × (0.3 + 3.2) = 31.5
  → 32; prefill 9 × 615 × 2 × 6.7e9 ≈ 7.4e13 FLOP/s; one 615-token prefill is 8.2e12 FLOP, ≈ 0.05 s on a 48 GB
  L40S-class card at half its ≈ 360 FP8 TFLOPS: the 300 ms holds on one card (≈ ¥4–8k a month), where prefilling the
  whole 3,072 tokens failed it.
- 250 engineers, Qwen2.5-Coder-14B (14.7e9): 15/s; in flight 15 × 5.2 = 78; KV 78 × 3,136 × 48 layers × 8 KV heads ×
  128 × 2 × 2 B ≈ 48 GB + 29.5 GB weights: one large card or two 48 GB ones (< 100k TWD a month), where the closed
  loop of 78 chat users rented 5 × MI300X (≈ 279k TWD).
"""

from __future__ import annotations

import re

import pytest

from advisor.core.extract_rules import extract

EN = "We're 90 developers and want Qwen2.5-Coder-7B for tab autocomplete in VS Code. Which GPU and what monthly cost?"
ZH = "给 150 个开发者部署 DeepSeek-Coder-6.7B 做代码补全，首字延迟要 300 毫秒以内，最便宜的方案？"
HANT = "我們有 250 位工程師，想自架 Qwen2.5-Coder-14B 做代碼補全，每月要多少錢？"


@pytest.mark.parametrize(("text", "devs", "rate", "new"), [
    (EN, 90, 5.4, 615),
    (HANT, 250, 15.0, 615),
    ("我们有 40 位工程师，StarCoder2-7B 做 Tab 补全，每次发 2,000 token 上下文", 40, 2.4, 388),
])
def test_a_team_with_completion_is_a_rate_with_a_cached_context(text, devs, rate, new):
    # Hand: devs × 0.6 ÷ 10 s (40 → 2.4/s); a stated 2,000-token context holds the 64-token completion, so its prompt
    # is 1,936 and 1,936 × 0.2 = 387.2 → 388 new; with nothing stated 3,072 × 0.2 = 614.4 → 615
    e = extract(text)
    assert e.patch.head_count == devs and e.patch.target_requests_per_s == rate and e.patch.concurrency is None
    assert e.patch.prompt_new_tokens == new
    assert any("prefix cache" in n or "前缀缓存" in n for n in e.notes), e.notes


def _monthly(text: str) -> float:
    m = re.search(r"≈ \$([\d,]+) a month|每月 ≈ ¥([\d,]+)|每月 ≈ ([\d,]+) TWD", text)
    assert m, text[:600]
    return float(next(g for g in m.groups() if g).replace(",", ""))


def _cards(text: str) -> int:
    m = re.search(r"rent (?:(\d+) × )?\S+ \S+ \((?:each )?(\d+) ×|租 (?:(\d+) [台臺] )?\S+ \S+（(?:每[台臺] )?(\d+) ×", text)
    assert m, text[:600]
    g = m.groups()
    machines, per = (g[0], g[1]) if g[1] else (g[2], g[3])
    return int(machines or 1) * int(per)


@pytest.mark.slow
@pytest.mark.parametrize(("text", "rate_word", "most_cards", "most_month"), [
    (EN, "≥ 5.4 requests/s", 2, 1_000.0),   # dollars: one or two small cards
    (ZH, "≥ 9 请求/秒", 2, 10_000.0),       # yuan: one 48 GB card, 300 ms held on a 615-token prefill
    (HANT, "≥ 15 請求/秒", 2, 100_000.0),   # TWD: one or two cards, not 5 × MI300X
])
def test_whole_answer_sizes_completion_by_rate(tmp_path, text, rate_word, most_cards, most_month):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    assert rate_word in out
    assert "80% of each from the prefix cache" in out or "其中 80% 来自前缀缓存" in out or "其中 80% 來自前綴快取" in out
    assert _cards(out) <= most_cards and _monthly(out) < most_month
