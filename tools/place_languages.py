"""The languages spoken where a service's users are (Workload.users_region), so a speech model that cannot hear them
never leads: callers in Brazil speak Portuguese, which Kyutai's English/French streaming model (tools.streaming_asr)
does not hear, while Whisper large-v3 does.

The table is data, not code: catalog/data/place_languages.csv (a regions.csv tag → its main languages, each row with
its source and as_of: the CIA World Factbook, "People and Society: Languages" of each country; a region with no common
language, Southeast Asia, the Middle East, Latin America, is the union of its main countries' languages, so a model must
hear them all to lead there), read by catalog.places.place_languages and handed in as `table` (the gazetteer's
`languages`): this module reads no file. Names are those of advisor.core.asr_languages and tools.asr_families
("Mandarin" for spoken Chinese, as the speech cards write it). A place with no row (Europe as a whole, Asia) says
nothing: its users' speech is not assumed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

PlaceLanguages = Mapping[str, tuple[str, ...]]  # a place tag → its main languages (catalog.places.place_languages)


def place_languages(places: Sequence[str], table: PlaceLanguages) -> list[str]:
    """The main languages of the users' places in `table`, each once, in the order the places are given; [] when no
    place is listed (Europe, Asia: too many to assume). By hand, with the shipped table: ["br"] → ["Portuguese"];
    ["jp", "kr"] → ["Japanese", "Korean"]; ["europe"] → []."""
    return list(dict.fromkeys(lang for p in places for lang in table.get(p.strip().lower(), ())))


def unheard(heard: Sequence[str], places: Sequence[str], table: PlaceLanguages) -> list[str]:
    """The users' languages (place_languages) a model that hears `heard` does not; [] when every one is heard or none
    is known. By hand: Kyutai's 1B (English, French) for Brazil → ["Portuguese"]; for the US → []."""
    return [x for x in place_languages(places, table) if x not in heard]


def speech_chinese(writer_zh: bool, places: Sequence[str], table: PlaceLanguages) -> bool:
    """Is the users' speech Chinese (a Mandarin model may lead)? Where the users' place names its languages, Mandarin
    among them; else the writer's script (`writer_zh`). By hand: a 简体 question for callers in Japan → False (they
    speak Japanese); for users in Taiwan → True; with no place → the script."""
    heard = place_languages(places, table)
    return "Mandarin" in heard if heard else writer_zh
