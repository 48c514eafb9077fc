"""The languages spoken where a service's users are (Workload.users_region), so a speech model that cannot hear them
never leads: callers in Brazil speak Portuguese, which Kyutai's English/French streaming model (tools.streaming_asr)
does not hear, while Whisper large-v3 does.

Source: the CIA World Factbook, "People and Society: Languages" of each country (cia.gov/the-world-factbook, read
2026-12-07): the official language(s) spoken by most of the population (the US: English, 78 % at home; Singapore:
English 48 % and Mandarin 30 % at home); a region with no common language (Southeast Asia, the Middle East, Latin
America) is the union of its main countries' languages, so a model must hear them all to lead there. Names are those of
advisor.core.asr_languages and tools.asr_families ("Mandarin" for spoken Chinese, as the speech cards write it). A
place not listed (Europe as a whole, Asia) says nothing: its users' speech is not assumed.
"""

from __future__ import annotations

from collections.abc import Sequence

PLACE_LANGUAGES: dict[str, tuple[str, ...]] = {
    # East Asia: Mandarin in mainland China and Taiwan, Cantonese in Hong Kong (Factbook: Cantonese 88.2 %)
    "cn": ("Mandarin",), "cn-east": ("Mandarin",), "cn-north": ("Mandarin",), "cn-south": ("Mandarin", "Cantonese"),
    "cn-southwest": ("Mandarin",), "tw": ("Mandarin",), "hk": ("Cantonese",),
    "jp": ("Japanese",), "kr": ("Korean",),
    # Southeast and South Asia
    "sg": ("English", "Mandarin"), "id": ("Indonesian",), "in": ("Hindi", "English"),
    "sea": ("Indonesian", "Thai", "Vietnamese", "Malay", "Filipino", "English", "Mandarin"),
    # the Americas: Brazil speaks Portuguese; Latin America Spanish and Portuguese; Québec French
    "br": ("Portuguese",), "latam": ("Spanish", "Portuguese"),
    "us": ("English",), "us-east": ("English",), "us-west": ("English",), "us-central": ("English",),
    "north-america": ("English",),
    "ca": ("English", "French"), "ca-on": ("English",), "ca-qc": ("French",),
    # the Middle East and Africa
    "ae": ("Arabic", "English"), "sa": ("Arabic",), "bh": ("Arabic",), "il": ("Hebrew", "Arabic"),
    "middle-east": ("Arabic", "Hebrew", "Persian", "Turkish"), "za": ("English", "Zulu", "Xhosa", "Afrikaans"),
    # Europe, country by country
    "de": ("German",), "frankfurt": ("German",), "fr": ("French",), "paris": ("French",), "nl": ("Dutch",),
    "amsterdam": ("Dutch",), "es": ("Spanish",), "it": ("Italian",), "pl": ("Polish",), "pt": ("Portuguese",),
    "se": ("Swedish",), "fi": ("Finnish",), "dk": ("Danish",), "no": ("Norwegian",), "cz": ("Czech",),
    "at": ("German",), "be": ("Dutch", "French"), "ch": ("German", "French", "Italian"), "ie": ("English",),
    "uk": ("English",), "au": ("English",),
}


def place_languages(places: Sequence[str]) -> list[str]:
    """The main languages of the users' places, each once, in the order the places are given; [] when no place is
    listed (Europe, Asia: too many to assume). By hand: ["br"] → ["Portuguese"]; ["jp", "kr"] → ["Japanese",
    "Korean"]; ["europe"] → []."""
    return list(dict.fromkeys(lang for p in places for lang in PLACE_LANGUAGES.get(p.strip().lower(), ())))


def unheard(heard: Sequence[str], places: Sequence[str]) -> list[str]:
    """The users' languages (place_languages) a model that hears `heard` does not; [] when every one is heard or none
    is known. By hand: Kyutai's 1B (English, French) for Brazil → ["Portuguese"]; for the US → []."""
    return [x for x in place_languages(places) if x not in heard]


def speech_chinese(writer_zh: bool, places: Sequence[str]) -> bool:
    """Is the users' speech Chinese (a Mandarin model may lead)? Where the users' place names its languages, Mandarin
    among them; else the writer's script (`writer_zh`). By hand: a 简体 question for callers in Japan → False (they
    speak Japanese); for users in Taiwan → True; with no place → the script."""
    heard = place_languages(places)
    return "Mandarin" in heard if heard else writer_zh
