"""A non-LLM job (a batch or a service: speech, images, vision, embeddings) whose data must stay in a place with no
region here (catalog/data/unmapped_places.csv: Kenya, Vietnam, Mexico, Thailand …). The answer ranked every region
and led with the cheapest row anywhere, under a note that the rule was not applied. Now it says first that no machine
in that place is priced here (none is held there, priced or unpriced: the place is no region of the catalog's), and
plans on the nearest priced places (the file's `near` column) as an openly labelled reference — the data would leave
the place there. A place with no nearest priced place said (Russia, Iran) is said so, and nothing is narrowed.

Mapped places with no priced row (Bahrain) are answered by the plans themselves (tools.media.nearby_plans,
advisor.core.service._place_gap); the training paths by their own place lines."""

from __future__ import annotations

from tools.schema import Msg, Workload


def unpriced_place(w: Workload, text: str) -> tuple[Workload, Msg | None]:
    """(`w` held to the nearest priced places, the lead saying so) when `text` says the work must stay in an unmapped
    place and no region is stated beside it; (`w`, None) otherwise."""
    from advisor.core.extract_rules import _INSIDE_WORDS, _unmapped_places, place_role
    from catalog.places import unmapped_near
    from tools.constraints import place_words

    if w.regions or not text:
        return w, None
    for m in _unmapped_places().finditer(text):
        place = m.group(0).strip()
        if not place or place in _INSIDE_WORDS or place_role(text, *m.span()) != "rent":
            continue
        near = list(unmapped_near().get(place.lower(), ()))
        if not near:
            return w, Msg(code="unpriced_place.none_near", args={"place": place})
        return w.model_copy(update={"regions": near}), Msg(code="unpriced_place.reference", args={
            "place": place, "near": place_words(near)})
    return w, None


def unpriced_place_lead(m: Msg | None, lang: str) -> str:
    """The lead in bold above the answer, or "" with none."""
    return f"**{m.text(lang)}**\n\n" if m is not None else ""


def llm_batch_place(w: Workload, text: str, lang: str, notes: list[str]) -> Workload:
    """An LLM batch (forward only, a count of requests or a dataset; tools.defaults.serves) held to the nearest priced
    places by `unpriced_place`, its lead put first among the turn's notes; any other workload as it is (the non-LLM
    answers call `unpriced_place` themselves)."""
    from tools.defaults import serves

    if w.modality not in (None, "llm") or not serves(w.task) or not (w.batch_requests or w.dataset):
        return w
    w, lead = unpriced_place(w, text)
    notes[:0] = [lead.text(lang)] if lead is not None else []
    return w
