"""The audio of a batch said as recordings × each one's length, kept whole when the length alone also reads as hours.

"800 podcast episodes, each ~2 hrs" was sized as 2 h of audio: the stated-count reader took "2 hrs" (one episode's
length) as the batch's hours, so the count was dropped. Here the recordings × length (extract_stated.audio_items, the
sum in tools.media.audio_hours_of_items) wins over a stated total that is only the length of one recording; a total
said on its own ("3000 hours of audio") is kept. A count the stated-count reader took as plain items ("每天大概100万条语音消息，
平均60秒": 1,000,000 examples) is the recordings themselves, not the batch: the recordings × length wins over it
(1,000,000 × 60 s = 16,667 h of audio a day; it was refused and asked for its hours).
"""

from __future__ import annotations

from tools.schema import Dataset


def audio_total(stated: Dataset | None, items: tuple[float, str | None, float, str, str | None] | None,
                summed: Dataset | None) -> Dataset | None:
    """The batch's hours of audio: `summed` (recordings × length) when the `stated` hours are one recording's length
    (the same figure in hours, said with the items) or a count of items, not hours, else `stated`, else `summed`."""
    if stated is None:
        return summed
    if summed is not None and stated.unit != "audio_hours":  # the recordings counted, not their audio
        return summed
    if items is None or summed is None or items[3] != "hour" or stated.amount != items[2]:
        return stated
    return summed
