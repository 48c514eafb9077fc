"""Words for tools.call_length: a call's stated length read as the tokens its transcript request holds."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "call_length.request": E(
        lambda a: (f"each call of {a['minutes']:g} min read as a transcript of ≈ {a['prompt']:,} tokens in "
                   f"({'Mandarin' if a['lang'] == 'zh' else 'English'} at {a['rate']:g} "
                   f"{'characters' if a['lang'] == 'zh' else 'words'} a minute of speech) and {a['out']:,} out (a quarter "
                   "of the input, assumed), not the chat default; measure a few real transcripts to replace it"),
        lambda a: (f"每通 {a['minutes']:g} 分钟按逐字稿约 {a['prompt']:,} token 输入"
                   f"（{'普通话' if a['lang'] == 'zh' else '英语'}每分钟约 {a['rate']:g} "
                   f"{'字' if a['lang'] == 'zh' else '词'}）、输出 {a['out']:,} token（输入的四分之一，为假设）估算，"
                   "而非聊天的默认长度；请用几份真实逐字稿实测替换"),
    ),
}
