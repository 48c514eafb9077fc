"""Words for advisor.core.recorded_after: transcripts wanted after the calls, sized as the day's recorded audio."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "recorded_after.batch": E(
        lambda a: (f"transcripts after the calls read as a batch of recordings, not {a['calls']:,} live streams: "
                   f"{a['calls']:,} calls at once for {a['hours']:g} h a day "
                   f"{'(your hours)' if a['stated'] else '(no hours said: around the clock)'} is at most "
                   f"{a['audio']:,.0f} h of audio a day (the peak held all day; say the real hours of calls a day to "
                   "size it smaller), transcribed after they end; say 'live' if you need the text during the call"),
        lambda a: (f"通话结束后再出文字稿，按录音的批量转写估算，而不是 {a['calls']:,} 路实时流：同时 {a['calls']:,} 通、"
                   f"每天 {a['hours']:g} 小时{'（你说的时段）' if a['stated'] else '（没说时段：按全天）'}，每天最多 "
                   f"{a['audio']:,.0f} 小时音频（按高峰持续一整天算；请给出每天实际的通话小时数以缩小规模），通话结束后转写；"
                   "如果通话中就要文字，请说“实时”"),
    ),
}
