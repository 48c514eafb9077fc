"""A head count that is signed, fractional or NaN before a people noun or after the organisation it counts is said not
read, never sized on its digits: "a firm of -12" was read as 12 people (≈ 4 at once), "our 1.5-person consultancy" as
one user, each with no word. A plain count still reads (firm of 12 → 12 people, about a third at once)."""
import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize(("text", "said"), [
    ("a firm of -12 wants to serve Qwen2.5-72B", "'-12' is not read"),
    ("serve Qwen2.5-72B for our 1.5-person consultancy", "'1.5' is not read"),
    ("serve Qwen2.5-72B for our 2.5 staff", "'2.5' is not read"),
    ("a company of NaN wants Llama-3.1-8B as a chat assistant", "'NaN' is not read"),
])
def test_a_signed_or_fractional_head_count_is_said_not_read(text, said):
    e = extract(text)
    assert e.patch.concurrency is None and e.patch.head_count is None, e.patch
    assert any(n.startswith(said) and "head count" in n for n in e.notes), e.notes


def test_a_plain_head_count_still_reads():
    p = extract("a firm of 12 wants to serve Qwen2.5-72B").patch
    assert p.head_count == 12 or p.concurrency == 4, p
