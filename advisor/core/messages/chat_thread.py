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
    # a chat's stated turns a conversation or kept window (advisor.core.chat_thread_read.read_conversation_turns)
    "chat_thread.conversation": E(
        lambda a: (f"prompt grows with the conversation, an assumption: each of its {a['turns']} turns re-sends the "
                   f"earlier ones ({a['user']} tokens a question, the ShareGPT mean, + {a['answer']} tokens an answer), "
                   f"so prompts run from {a['user']} to {a['last']:,} tokens, ≈ {a['prompt']:,} on average (the "
                   f"prefill and first token are sized at that) and the KV cache at the longest turn, {a['longest']:,} "
                   "tokens a stream"
                   + (f"; prefix caching, assumed on, serves the re-sent part, so each turn prefills ≈ {a['new']:,} new "
                      f"tokens ({a['hit']}% cached)" if a["new"] else "")
                   + ". Say your prompt or history length to replace it"),
        lambda a: (f"输入随对话变长（假设）：每次对话 {a['turns']} 轮，每轮都重发之前的问答（每个问题 {a['user']} token，"
                   f"ShareGPT 均值；每个回答 {a['answer']} token），所以输入从 {a['user']} 增长到 {a['last']:,} token，"
                   f"平均约 {a['prompt']:,} token（预填充和首 token 按此估算），KV cache 按最长一轮每路 "
                   f"{a['longest']:,} token 计"
                   + (f"；前缀缓存（假设开启）复用重发的部分，每轮只需预填充约 {a['new']:,} 个新 token（{a['hit']}% "
                      "命中缓存）" if a["new"] else "")
                   + "。如知道实际输入或历史长度请说明")),
    "chat_thread.window": E(
        lambda a: (f"prompt = the kept history, an assumption: each request re-sends the last {a['turns']} turns "
                   f"({a['user']} tokens a question, the ShareGPT mean, + {a['answer']} tokens an answer) and the new "
                   f"question, ≈ {a['prompt']:,} tokens once a conversation is that long; the KV cache holds "
                   f"{a['longest']:,} tokens a stream"
                   + (f"; prefix caching, assumed on, serves the re-sent part, so each turn prefills ≈ {a['new']:,} new "
                      f"tokens ({a['hit']}% cached)" if a["new"] else "")
                   + ". Say your prompt or history length to replace it"),
        lambda a: (f"输入 = 保留的历史（假设）：每次请求重发最近 {a['turns']} 轮问答（每个问题 {a['user']} token，ShareGPT "
                   f"均值；每个回答 {a['answer']} token）加上新问题，对话够长后约 {a['prompt']:,} token；KV cache 每路 "
                   f"{a['longest']:,} token"
                   + (f"；前缀缓存（假设开启）复用重发的部分，每轮只需预填充约 {a['new']:,} 个新 token（{a['hit']}% "
                      "命中缓存）" if a["new"] else "")
                   + "。如知道实际输入或历史长度请说明")),
    "chat_thread.app_support": E("customer-service", "客服对话"),
}
