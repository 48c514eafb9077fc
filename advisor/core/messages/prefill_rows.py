"""The workload line's load of a live short-answer job sized by its prefill (tools.prefill_rows)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "prefill_rows.in_flight": E(
        lambda a: f"≈ {a['n']:,} requests in flight (Little's law)",
        lambda a: f"同时在处理约 {a['n']:,} 个请求（利特尔定律）"),
    "prefill_rows.whole_request_ms": E("{p}whole request ≤ {target_ttft_ms:,.0f} ms", "整个请求 {p}≤ {target_ttft_ms:,.0f} ms"),
}
