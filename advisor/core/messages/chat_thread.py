"""The words of advisor/core/chat_thread_read.py and tools/chat_thread.py: a chat app's prompt sized as its running
conversation, not one message."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "chat_thread.history": E(
        "prompt = the running conversation, an assumption: a {app} chat re-sends its history every turn (a chat API takes "
        "the whole message list each call), so each reply's prompt is {turns} turns × ({user} tokens a user message, "
        "the ShareGPT mean, + {answer} tokens an answer) ≈ {history:,} tokens{capped}, not one message; the KV cache "
        "holds that per user. Prefix caching, assumed on (vLLM's automatic prefix caching, SGLang's RadixAttention), "
        "serves the re-sent part from the cache at an assumed {hit}% hit rate, so each turn prefills ≈ {new:,} new "
        "tokens; if sessions are evicted between turns the whole history is prefilled again. Say the history's length "
        "(\"history about 6k tokens\") or the turns kept to replace it",
        "输入 = 整段对话（假设）：{app}每轮都会重发历史（对话接口每次都要带上完整的消息列表），所以每条回复的输入是 "
        "{turns} 轮 ×（用户消息 {user} token，ShareGPT 平均长度 + 回复 {answer} token）≈ {history:,} token{capped}，"
        "而不是一条消息；KV cache 按每个用户这么长预留。前缀缓存（假设开启：vLLM 自动前缀缓存、SGLang RadixAttention）"
        "让重发部分从缓存读取，命中率按 {hit}% 估算，每轮只预填充约 {new:,} 个新 token；若两轮之间会话被逐出缓存，"
        "整段历史要重新预填充。说出历史长度（如“对话历史约6k token”）或保留的轮数即可替换"),
    "chat_thread.history_uncached": E(
        "prompt = the running conversation, an assumption: a {app} chat re-sends its history every turn, so each reply's "
        "prompt is {turns} turns × ({user} tokens a user message, the ShareGPT mean, + {answer} tokens an answer) ≈ "
        "{history:,} tokens{capped}; with no prefix caching every turn prefills all of it (with it, ≈ {new:,} new "
        "tokens a turn at an assumed {hit}% hit rate). Say the history's length or the turns kept to replace it",
        "输入 = 整段对话（假设）：{app}每轮都会重发历史，所以每条回复的输入是 {turns} 轮 ×（用户消息 {user} token，"
        "ShareGPT 平均长度 + 回复 {answer} token）≈ {history:,} token{capped}；没有前缀缓存时每轮都要完整预填充"
        "（开启后命中率按 {hit}% 估算，每轮约 {new:,} 个新 token）。说出历史长度或保留的轮数即可替换"),
    "chat_thread.capped": E(
        " (cut to the model's {max:,}-token context less the answer)",
        "（按模型 {max:,} token 的上下文减去回复截断）"),
    "chat_thread.app_companion": E("companion / role-play", "陪聊 / 角色扮演应用"),
    "chat_thread.app_support": E("customer-service", "客服对话"),
}
