"""A reading's figures outside their range are left unread, with a note in the user's language (tools/ranges.py).

Both readers pass through here: the rule reader before its WorkloadPatch is built (pydantic would refuse it with its
own text), and the language model's patch before it is merged (validate would refuse it with an
internal field name). The answer then uses the default for the figure, as for "-3 days"."""

from __future__ import annotations

from typing import Any

# the fields a reader derives from another in the same reading: when the source is not read, neither is what was made
# of it ("100 users, each sends 2e6 messages a day": the 2,000,000 said not read, the 5,600 requests/s made of it sized)
DERIVED: dict[str, tuple[str, ...]] = {"requests_per_day": ("target_requests_per_s",),
                                       "requests_per_user_per_day": ("target_requests_per_s",)}


def screen_fields(fields: dict[str, Any], out: Any) -> dict[str, Any]:
    """`fields` without those out of range; `out` (an Extraction) gets one note each, in English and Chinese."""
    from advisor.core.messages import word
    from tools.ranges import out_of_range

    found = out_of_range(fields)
    bad = [(name, msg) for name, msg in found if not _from_bad(name, found)]
    for name, msg in bad:
        _drop_readings_of(out, fields[name])
        out.note(word(msg, "en"), word(msg, "zh"))
    gone = {name for name, _ in bad}
    gone |= {d for name in gone for d in DERIVED.get(name, ())}  # a rate made from a count not read goes with it
    kept = {k: v for k, v in fields.items() if k not in gone}
    if "credits" in gone:  # the amount is not read; the credits' provider still is (the plan keeps to it)
        kept["credits"] = _without_amount(fields["credits"])
    return kept


def _from_bad(name: str, bad: list[tuple[str, Any]]) -> bool:
    """Is `name` made from a field already said not read (DERIVED)? Then one note says it: "2e12 requests a day" is
    said once, never again as the 56,000,000 requests a second made of it."""
    return any(name in DERIVED.get(source, ()) for source, _ in bad)


def _without_amount(v: Any) -> Any:
    """Credits (a model or its dict) with the amount unset."""
    return {**v, "amount": None} if isinstance(v, dict) else v.model_copy(update={"amount": None})


def _drop_readings_of(out: Any, value: Any) -> None:
    """Take out an earlier note that says how this figure was read ("'10000000000000 users' read as … at once"): the
    figure is not read after all, and the two notes together would contradict each other. A budget or a data set is
    judged by its amount."""
    value = (value.get("amount") if isinstance(value, dict) else getattr(value, "amount", value))
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not abs(value) >= 10:
        return
    forms = {f"{value:,.0f}", f"{value:.0f}"} if float(value).is_integer() else {str(value)}
    forms |= {f" {value:g} "} if "e+" in f"{value:g}" else set()  # a reading said as 1e+08 ("read as 1e+08 images")
    for n in [n for n in out.notes if any(f in n for f in forms)]:
        out.notes.remove(n)
        out.zh_notes.pop(n, None)


def screen_patch(e: Any) -> Any:
    """The Extraction `e` with its patch's out-of-range figures unset (and said in its notes)."""
    stated = {k: v for k, v in e.patch.model_dump().items() if v is not None}
    kept = screen_fields(stated, e)
    if len(kept) != len(stated):
        e.patch = e.patch.model_copy(update={k: None for k in stated if k not in kept})
    return e
