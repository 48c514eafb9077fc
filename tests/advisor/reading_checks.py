"""What the reading-class test modules share: the fields the rules reader takes from one message, and a check that
the stated fields are read with their values and the named ones are left unset."""

from __future__ import annotations

from advisor.core.extract_rules import extract


def read(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True, exclude={"language"})


def assert_has(text: str, want: dict, absent: tuple[str, ...] = ()) -> None:
    got = read(text)
    for k, v in want.items():
        value = got.get(k)
        if hasattr(value, "model_dump"):
            value = value.model_dump(exclude_none=True)
        assert value == v, (text, k, got)
    for k in absent:
        assert k not in got, (text, k, got)
