"""The reader's notes (advisor/core/extract_rules.py, extract_stated.py): how a message was read where it had to assume
or choose, in English and Chinese. The reader hands a note over as a `Msg(code="reader.…")` with the figures it read
(`Extraction.said`); the dialogue shows it in the user's language. Moved here family by family from the reader's
`*_NOTE` / `*_NOTE_ZH` pairs; the rest moved to the reader_*.py modules beside this one (docs/ARCHITECTURE.md)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    # a card-like name the card table lacks (advisor/core/unknown_card_read.py): said, never dropped
    "reader.unknown_card": E(
        "«{said}» is not in my card table, so I could not check it: the answer below is not sized on it (name a card "
        "I list to have it judged)",
        "«{said}» 不在我的显卡表里，所以没法核对：下面的答案没有按它估算（换成我列出的卡即可核对）"),
    # an item's length read where none was said (extract_stated.read_short_texts, _queries_read): the figure is
    # tools.embedding's or tools.rerank's
    "reader.title_length": E(
        "'{said}' read as {n} tokens each (a title or name: Taobao caps a title at 30 Chinese characters, about 32 "
        "tokens; an English one is 10–20 words): say the real length if it differs",
        "“{said}”按每条 {n} token 估算（标题或名称：淘宝标题上限 30 个汉字，约 32 token；英文标题约 10–20 个词）；"
        "实际长度不同请说明"),
    "reader.short_length": E(
        "'{said}' read as {n} tokens each (the length sentence encoders are trained on; sentence-transformers "
        "model card): say the real length if it differs",
        "“{said}”按每条 {n} token 估算（句向量模型的训练长度；sentence-transformers 模型卡）；实际长度不同请说明"),
    "reader.medium_length": E(
        "'{said}' read as {n} tokens each (≈ 190 English words, a few paragraphs; assumed, not the model's "
        "maximum): say the real length if it differs",
        "“{said}”按每条 {n} token 估算（约几段话；假设值，不是模型上限）；实际长度不同请说明"),
    "reader.query_length": E(
        "'{said}' read as {n} tokens each (a search query: a few words to a sentence): say the real length if it "
        "differs",
        "“{said}”按每条 {n} token 估算（搜索查询：几个词到一句话）；实际长度不同请说明"),
    "reader.item_chars": E(
        "each item read as {tokens:,} tokens: {chars:,} Chinese characters, one token each in a BERT-style "
        "encoder's tokenizer ({src}), + [CLS] and [SEP]",
        "每条按 {tokens:,} token 估算：{chars:,} 个汉字，BERT 类编码器的分词器每个汉字一个 token"
        "（{src}），另加 [CLS] 和 [SEP]"),
    # a fixed part of every prompt (extract_stated: a batch's shared instruction, a served chat's system prompt)
    "reader.fixed_before_each": E(
        "'{said}' read as {n:,} tokens put before every item (added to each prompt; prefix caching can reuse it)",
        "“{said}”按 {n:,} token 估算，每条输入前都带上（计入每次输入；前缀缓存可复用）"),
    "reader.served_prefix": E(
        "'{said}' is in every request: each prompt read as {total:,} tokens ({n:,} fixed + {own:,} of the user's; "
        "prefix caching can reuse the fixed part)",
        "“{said}”每次请求都带：每次输入按 {total:,} token 估算（固定 {n:,} + 用户 {own:,}；前缀缓存可复用固定部分）"),
    "reader.served_mean_prefix": E(
        "'{said}' is in every request: each prompt read as {total:,} tokens ({n:,} fixed + {own:,} of the "
        "user's, ShareGPT's mean user turn, assumed — say how long a user's message is; prefix caching "
        "can reuse the fixed part)",
        "“{said}”每次请求都带：每次输入按 {total:,} token 估算（固定 {n:,} + 用户 {own:,}，"
        "用户部分按 ShareGPT 平均长度假设——请告诉我用户每条消息多长；前缀缓存可复用固定部分）"),
    "reader.own_length_unsaid": E(
        lambda a: ("each {item}'s own length was not given, only the {shared:,}-token instruction they share: each "
                   "{item} is sized at {own:,} tokens on top of it (say how long each {item} is)").format(
            item="document" if a["document"] else "item", **a),
        lambda a: ("未说明每{item}本身的长度，只说了共用的 {shared:,} token 指令：每{item}在它之外按 {own:,} token 估算"
                   "（请告诉我每{item}有多长）").format(item="篇文档" if a["document"] else "条", **a)),
    # a served request reading one new item, its length said (advisor.core.fresh_item_read)
    "fresh_item.read": E(
        "prompt: «{said}» read as each request's own input of {prompt:,} tokens, prefilled in full every time (a new "
        "item shares no prefix with the one before, so no prefix-cache hit is assumed; a shared system prompt or a "
        "chat's history would be cached: say it)",
        "输入：«{said}» 按每次请求自己的 {prompt:,} token 输入计算，每次都完整预填充（每次都是新内容，与上一次没有共同前缀，"
        "因此不假设前缀缓存命中；若有共用的系统提示词或对话历史会被缓存，请说明）"),
    # online document work: every request a document filling the context (extract_stated.read_document_work)
    "reader.document_work": E(
        "document work: every request is read as a document filling the context, so every user's KV cache is "
        "sized at the full context (not as a chat that seldom reaches it)",
        "文档类任务：每个请求按一份占满上下文的文档估算，每个用户的 KV 缓存都按完整上下文计"
        "（而不是按很少用满上下文的对话）"),
    # the request shape a product fixes (extract_stated.read_use_shape): code completion, a label out
    "reader.completion_shape": E(
        "code completion: each request assumed to send {prompt:,} tokens of file context and take back {out} "
        "tokens (completions are 2–4k tokens in, 16–64 out; say the real lengths){limit}{chat}",
        "代码补全：假设每次请求发送 {prompt:,} token 的文件上下文、返回 {out} token（补全通常输入 2–4k、输出 16–64 token；"
        "如不同请说明）{limit}{chat}"),
    "reader.code_chat_shape": E(
        "coding assistant: each question assumed to send {prompt:,} tokens of code context (the open file or "
        "selection with the question; a coding chat's prompts are 2–8k tokens, not a chat turn's 161) and take back a "
        "chat-length answer of {out} tokens; say the real lengths",
        "编程助手：假设每次提问带上 {prompt:,} token 的代码上下文（打开的文件或选中的代码加问题；编程对话的输入通常 2–8k "
        "token，不是普通聊天的 161），回答按聊天长度 {out} token；如不同请说明"),
    "reader.rag_shape": E(
        "RAG: each question assumed to send {prompt:,} tokens of retrieved text ({k} chunks of {chunk:,} tokens with "
        "the question; a RAG prompt is 2–8k tokens, not a chat turn's 161) and take back a chat-length answer of {out} "
        "tokens; say the real chunk size and top-k, or the prompt length",
        "RAG（检索问答）：假设每次提问带上 {prompt:,} token 的检索内容（{k} 个 {chunk:,} token 的文本块加问题；RAG 的输入通常 "
        "2–8k token，不是普通聊天的 161），回答按聊天长度 {out} token；如不同请说明块大小和 top-k，或输入长度"),
    "reader.rag_fresh_prompts": E(
        "RAG: the retrieved chunks change with every question, so the prefix cache reuses only the system prompt: every "
        "prompt is priced as prefilled in full, its first token at the stated context; say \"each user asks several "
        "questions about the same document\" if they do",
        "RAG：每次提问检索到的文本块都不同，前缀缓存只能复用系统提示词：每个提示都按整段重新预填充计算，首 token 按所述上下文"
        "长度估算；如果用户会就同一份文档连续提多个问题，请说明"),
    "reader.summary_shape": E(
        "document summary: each request assumed to send a whole document of {prompt:,} tokens ({pages} pages at "
        "{rate} tokens a page; long reports average ≈ 9,400 words) and take back a summary of {out} tokens; say the "
        "pages or words of a document",
        "文档总结：假设每次请求发送一整份 {prompt:,} token 的文档（{pages} 页，每页约 {rate} token；"
        "长报告平均约 9,400 个英文单词），返回 {out} token 的摘要；请说明每份文档的页数或字数"),
    "reader.completion_limit": E("; the {ms:,g} ms said of it is held as the first token's limit at that prompt length",
                                 "；所说的 {ms:,g} 毫秒按该提示长度下的首 token 时间要求"),
    "reader.completion_limit_default": E(
        "; no latency said: a suggestion must show within {ms:,g} ms to keep up with typing (assumed: 300–500 ms is "
        "'good' in Alibaba's Qoder NEXT completion latency grades), held as the first token's limit, so the plan is "
        "sized on the prompt's prefill (say your limit)",
        "；未说明延迟：补全建议要在 {ms:,g} 毫秒内出现才跟得上打字（假设：阿里云 Qoder NEXT 的补全延迟分级中 300–500 毫秒为"
        "“良好”），按首 token 时间要求，方案按提示的预填充估算（如有要求请说明）"),
    "reader.completion_chat_beside": E(
        "; sized on the completions, the latency-bound part: the chat beside them is not sized apart (say "
        "its users at once if it runs on its own replicas)",
        "；按补全（受延迟约束的部分）估算：旁边的聊天没有单独估算（如果聊天用单独的副本，请说明同时在线人数）"),
    "reader.label_shape": E(
        "the answer is a label: {out} tokens out per request assumed ({prompt}), so the load is requests per "
        "second and their latency, not a chat's reading speed (say the real length)",
        "输出是一个标签：每次请求按输出 {out} token 估算（{prompt}），负载看每秒请求数和延迟，"
        "而不是聊天的逐字速度（如不同请说明）"),
    "reader.label_prompt_said": E("{prompt:,}-token prompts as said", "提示按所说 {prompt:,} token"),
    "reader.label_prompt_default": E("prompt as the default", "提示按默认长度"),
    # a batch's item shape and output assumed (extract_rules: translation, a label, the output, target
    # languages, a token total cut into requests, generated data)
    "reader.place_or_abroad": E(
        "you ask whether to rent in {place} or abroad: the plan is priced in {place}, where the data stays; a cheaper "
        "plan abroad, where one exists, is the reference line at the end. Beside the price gap, what decides it is "
        "whether your data (manuscripts, records, customer files) may leave {place} under your contracts and "
        "confidentiality terms: if not, rent in {place}; if so, the cheaper plan abroad does the same work",
        "你问在{place}租还是国外：下面的方案按{place}计价（数据留在当地）；国外更便宜的同样任务（如有）见最后的参考行。"
        "除了差价，关键是数据（书稿、病历、客户资料）按合同和保密条款能不能出境：不能就租{place}；可以就用国外更便宜的方案，"
        "做的是同样的任务"),
    "reader.translate": E(
        "translation: each answer assumed as long as its input ({n:,} tokens out per request)",
        "翻译：假设译文与原文等长（每条输出 {n:,} token）"),
    "reader.classify": E(
        "classification: each answer is a label, {n} tokens out per request assumed (say the real length)",
        "分类任务：每条输出一个标签，按 {n} token 估算（如不同请说明）"),
    "reader.output": E(
        "output not stated: {n:,} tokens generated per request assumed on top of the {inp:,} read (say the "
        "real length)",
        "未说明输出长度：每条在输入 {inp:,} token 之外按生成 {n:,} token 估算（请给出实际长度）"),
    "reader.long_answer": E(
        "one call writing {n:,} tokens runs past the {cap:,}-token answer instruct models are tuned for (Qwen3-2507's "
        "model card recommends {cap:,}): quality drifts and the call stops early. Write each item in parts instead: an "
        "outline, then at least {parts} calls (a chapter each, the outline and a running summary as its prompt); each call "
        "then holds a short context, so several times more sequences share a card and the job takes fewer GPU-hours than "
        "the one-call plan below",
        "一次调用生成 {n:,} token 超出了指令模型适合的回答长度（Qwen3-2507 模型卡建议 {cap:,} token）：质量会漂移，也常提前结束。"
        "应分段写：先写大纲，再至少分 {parts} 次调用（每次一章，以大纲和前文摘要作提示词）；每次调用的上下文短，一张卡能同时跑的"
        "序列多几倍，所需卡时也比下面按一次生成估算的方案少"),
    "reader.sectioned_answer": E(
        "each item is {n:,} tokens of output, past the {cap:,} tokens {model} writes in one call ({src}): it cannot be "
        "generated whole in one call, so it is written in {parts} sections of about {each:,} tokens (an outline, then a "
        "section a call with the outline and a running summary as its prompt): {items:,} items × {parts} = "
        "{requests:,} requests, sized so",
        "每条输出 {n:,} token，超过 {model} 单次最多生成的 {cap:,} token（{src}）：无法一次生成整份，需分 {parts} 段写，"
        "每段约 {each:,} token（先写大纲，再每次调用写一段，以大纲和前文摘要作提示词）：{items:,} 条 × {parts} = "
        "{requests:,} 个请求，按此估算"),
    "reader.public_dataset": E(
        "{name} read as its {n:,} training images ({source}){memory}; say your count if you train on a subset",
        "{name} 按其训练集 {n:,} 张图片计（{source}）{memory}；只用其中一部分请说数量"),
    "reader.eval_grid": E(
        "an evaluation grid: {models} models × {benches} benchmarks × {items:,} items each = {n:,} requests (the "
        "models differ in size: sized here as one; each model's share is {benches} × {items:,})",
        "评测矩阵：{models} 个模型 × {benches} 个基准 × 每个 {items:,} 条 = {n:,} 个请求（各模型大小不同，这里按一个尺寸估算；"
        "每个模型 {benches} × {items:,} 条）"),
    "reader.targets": E(
        "translation into {n} languages: each item is {n} requests ({items:,} items → {requests:,} "
        "translations)",
        "译成 {n} 种语言：每条 {n} 个请求（{items:,} 条 → {requests:,} 次翻译）"),
    # a count said per month or per week run in a nightly batch (extract_stated._nightly_share): one night's share
    "reader.nightly_share.month": E(
        "{n:,} a month run in a nightly batch: {share:,} a night ({n:,} ÷ {days:.1f} nights a month), each night's "
        "run to finish within the night; say the real count a night if it differs",
        "每月 {n:,} 条、夜间批量处理：按每晚 {share:,} 条估算（{n:,} ÷ 每月 {days:.1f} 晚），每晚的任务在当晚跑完；"
        "如每晚实际条数不同请说明"),
    "reader.nightly_share.week": E(
        "{n:,} a week run in a nightly batch: {share:,} a night ({n:,} ÷ {days:.0f} nights a week), each night's "
        "run to finish within the night; say the real count a night if it differs",
        "每周 {n:,} 条、夜间批量处理：按每晚 {share:,} 条估算（{n:,} ÷ 每周 {days:.0f} 晚），每晚的任务在当晚跑完；"
        "如每晚实际条数不同请说明"),
    "reader.site_photos": E(
        "{cams:,} places × one photo every {every:g} s = {rate:,.4g} photos/s to the VLM while they send, an ongoing "
        "service (not a one-off batch): each photo is one request of {prompt:,} tokens ({vis:,} visual + a "
        "{instr}-token instruction, assumed) and a {out}-token answer (assumed; measure on a pilot). The interval is "
        "the lever: every {twice:g} s halves the load, and a small detector in front of the VLM calls it only on "
        "photos that changed",
        "{cams:,} 个地点 × 每 {every:g} 秒一张照片 = 每秒 {rate:,.4g} 张送入 VLM，持续的在线服务（不是一次性批量）："
        "每张一次请求，输入 {prompt:,} token（{vis:,} 个视觉 token + 约 {instr} token 指令，假设值），输出约 {out} "
        "token（假设值，请小规模试跑实测）。拍照间隔是最大的杠杆：改成每 {twice:g} 秒一张，负载减半；在 VLM 前加小检测"
        "模型，只把有变化的照片送进去"),
    "reader.batch_chunk": E(
        "a batch stated as {total} tokens is cut into requests of {chunk:,} input tokens ({n:,} requests); "
        "say the length of one item if it differs",
        "按 token 总量 {total} 给出的批量任务，按每条输入 {chunk:,} token 切分（{n:,} 条）；如单条长度不同请说明"),
    "reader.generated_total": E(
        "{total} tokens written by the model: {n:,} requests of {each:,} output tokens each{default}; "
        "generating data is inference, whatever the data is for",
        "模型要写出 {total} token：{n:,} 次请求，每次输出 {each:,} token{default}；生成数据是推理，不论数据拿去做什么"),
    "reader.generated_total.assumed": E(" (assumed: say the real length)", "（假设值，请给出实际长度）"),
    # where the user is and what their data may not leave (extract_rules: a place said as timing, as a location, medical data)
    "reader.timing": E(
        "'{place}' said as when the traffic comes, not where to rent: offers in every region are ranked; say "
        "e.g. 'rent in {place}' to keep to it",
        "“{place}”理解为流量出现的时段，不是租用地点：所有区域的报价都参与排名；如要在当地租用，请说例如“部署在{place}”"),
    "reader.anywhere": E(
        "'{said}' read as no region: offers in every region are ranked{dropped}",
        "“{said}”理解为不限区域：所有区域的报价都参与排名{dropped}"),
    "reader.anywhere.dropped": E(" ({places} is not kept as a filter)", "（不按{places}筛选）"),
    "reader.location": E(
        "'{place}' read as where you are, not where to rent: offers in every region are ranked and the "
        "region column shows where each runs; say e.g. 'rent in {place}' to keep to it",
        "“{place}”理解为你所在的地方，不是租用地点：所有区域的报价都参与排名，“区域”一栏标出各方案所在地；如要在当地租用，请说例如“部署在{place}”"),
    "reader.location_beside_rule": E(
        "'{place}' read as where you are, not where to rent (the place rule you said applies); say e.g. 'rent in "
        "{place}' to keep to it",
        "“{place}”理解为你所在的地方，不是租用地点（按你说的地区要求租用）；如要在当地租用，请说例如“部署在{place}”"),
    "reader.medical": E(
        "MedGemma is not a medical device (its model card, huggingface.co/google/medgemma-4b-it: outputs are "
        "not meant to inform diagnosis or patient management without your own validation): validate on your "
        "own cases, keep a physician's sign-off on every report, and if it is used or sold as diagnostic "
        "software it needs the regulator's software-as-a-medical-device path (TFDA, NMPA, FDA)",
        "MedGemma 不是医疗器械（模型卡 huggingface.co/google/medgemma-4b-it：其输出未经你自己的验证不应用于诊断"
        "或患者处置）：先用本院病例验证，每份报告由医师审签；若作为诊断软件使用或销售，需走主管机关的医疗器械软件"
        "（SaMD）审批（TFDA、NMPA、FDA）"),
    # what a served request holds (extract_rules: retrieved passages, FlashAttention-3's cards, a live voice agent's
    # streams, a conversation's turns)
    "reader.retrieved": E(
        "a context built by retrieval for each request read as a fresh {n:,}-token prompt (nothing cached)",
        "每次检索拼出的上下文按每个请求新读入 {n:,} token 的提示估算（不按缓存算）"),
    "reader.fa3": E(
        "FlashAttention-3 read as a requirement of your code: it runs on Hopper (sm_90: H100, H200, H800, "
        "H20, GH200) only, so A100 (sm_80), L40S (sm_89) and Blackwell cards are left out; to use them, "
        "switch the code to FlashAttention-2 or PyTorch SDPA (say so and they are ranked)",
        "FlashAttention-3 理解为你代码的硬性要求：它只能在 "
        "Hopper（sm_90：H100、H200、H800、H20、GH200）上跑，所以 A100（sm_80）、L40S（sm_89）和 Blackwell "
        "卡不在排名里；要用这些卡，请把代码换成 FlashAttention-2 或 PyTorch SDPA（说一声即可按它们排名）"),
    "reader.voice_agent": E(
        "a live voice agent: the LLM answering {n} calls at once is sized here, as a service around the "
        "clock; the streaming speech-to-text and speech-synthesis stages beside it are sized under the "
        "answer, with the month of all three stages",
        "实时语音机器人：这里按同时 {n} 通电话估算回答用的大模型（全天候服务）；旁边的流式语音识别和语音合成"
        "两个环节在答案下方估算，并给出三个环节合计的月费"),
    "reader.voice_speed": E(
        "{stated:,.0f} tokens/s per call is more than a phone call needs: a reply is spoken at ≈ {spoken:.1f} "
        "tokens/s, and what the caller feels is the wait before the first phrase (≈ 20 tokens) is spoken; at "
        "{need:,.0f} tokens/s it is decoded in ≈ {at_need:.1f} s, at {stated:,.0f} in ≈ {at_stated:.1f} s, only "
        "≈ {saved:.1f} s sooner, at several times the GPUs. Sized here at {need:,.0f} tokens/s per call; the "
        "{stated:,.0f} asked is priced under the answer",
        "每通电话每秒 {stated:,.0f} 个 token 超出了电话场景的需要：回答是按说话的速度播放的（约每秒 {spoken:.1f} 个 "
        "token），来电者感觉到的是第一句话（约 20 个 token）开口前的等待；每秒 {need:,.0f} 个 token 时约 "
        "{at_need:.1f} 秒生成完，每秒 {stated:,.0f} 个时约 {at_stated:.1f} 秒，只快约 {saved:.1f} 秒，却要几倍的 "
        "GPU。这里按每通电话每秒 {need:,.0f} 个 token 估算；你要的每秒 {stated:,.0f} 个在答案下方单独报价"),
    "reader.voice_speed_assumed": E(
        "no per-call speed stated: the LLM is sized at {need:,.0f} tokens/s a call (assumed: a reply is spoken at ≈ 3 "
        "tokens/s, and the first phrase, ≈ 20 tokens, is decoded in ≈ 0.4 s, so speech never waits on the LLM; the 20 "
        "tokens/s chat default would take ≈ 1 s for that phrase alone); say 'at least N tok/s per call' to change it",
        "没说每路速度：大模型按每路每秒 {need:,.0f} 个 token 估算（假设值：回答按说话速度播放，约每秒 3 个 token；第一句约 20 "
        "个 token 约 0.4 秒生成完，语音合成不用等大模型；按聊天默认的每秒 20 个 token，光第一句就要约 1 秒）；说“每路至少 N "
        "token/s”即可修改"),
    "reader.turns": E(
        "'{said}' read as {n:,} requests a day: {conv:,} conversations × {turns:g} turns each (a reply a "
        "turn)",
        "“{said}”按每天 {n:,} 次请求估算：{conv:,} 次对话 × 每次 {turns:g} 轮（每轮一次回复）"),
    # how long a stated time runs (extract_rules: a clock window, a rental of a month or more, a weekend)
    "reader.window": E(
        "'{said}' read as a window of {hours:g} h ({start:02.0f}:{sm:02d} → {end:02.0f}:{em:02d}); say the "
        "hours if different",
        "“{said}”按 {hours:g} 小时的时间窗估算（{start:02.0f}:{sm:02d} → {end:02.0f}:{em:02d}）；如不同请说明"),
    "reader.day_span": E(
        "'{said}' read as the day's volume coming in over {hours:g} h: sized to keep up within that window (its rate "
        "is over {hours:g} h, not 24 h), a {hours:g}-hour deadline each day; say so if it may queue overnight",
        "“{said}”按每天的量在 {hours:g} 小时内到达估算：按这段时间内跟得上来配置（速率按 {hours:g} 小时算，"
        "不是 24 小时），即每天 {hours:g} 小时的期限；如果可以排队到夜里处理请说明"),
    "reader.rental_month": E(
        "'{said}' is a month or more: priced by the month ({month_h:g} h) as a service kept running, not as a "
        "one-off rental; say a shorter time for a total",
        "“{said}”达到一个月或更长：按月（{month_h:g} 小时）计价，视为长期运行的服务而非一次性租用；"
        "如要总价请说明更短的时长"),
    "reader.vlm_image_rate": E(
        "'{said}' read as {rate:,.4g} images a second to the VLM, each one request: the service is sized at that rate "
        "(every image's visual tokens prefilled, {rate:,.4g} a second), never as one user. The lever is the image's "
        "size: the prefill, and the cards, scale with its pixels (sent at {w}×{h}, an image is ≈ {small:,} visual "
        "tokens; check the verdicts hold at that size)",
        "“{said}”按每秒 {rate:,.4g} 张图送入 VLM 理解，每张一次请求：按这个速率配置服务（每张图的视觉 token 都要预填充，"
        "每秒 {rate:,.4g} 张），而不是按 1 个用户。最大的杠杆是图片尺寸：预填充量和所需卡数随像素数等比变化"
        "（缩到 {w}×{h} 送入，每张约 {small:,} 个视觉 token；先确认这个尺寸下审核结果仍然可靠）"),
    "reader.weekend": E(
        "'{said}' read as {h} h (Saturday and Sunday, kept running); say the hours if fewer",
        "“{said}”按 {h} 小时（周六和周日，持续运行）估算；如更短请说明小时数"),
    # a VLM's fixed image tokens, an RL run's rollouts, a price quoted, a bare size beside a model (extract_rules)
    "reader.vlm_fixed": E(
        "each image read as {vis:,} visual tokens whatever its size ({src}) + {text} tokens of instruction "
        "(ShareGPT's mean prompt) = {prompt:,}-token prompts; say the real instruction length if it differs",
        "每张图不论尺寸都按 {vis:,} 个视觉 token 计（{src}），加 {text} token 指令（ShareGPT "
        "平均提示长度），共 {prompt:,} token；指令长度不同请说明"),
    # Pixtral reads each image at its native resolution (tools.vlm_image: 16-px patches, no merge, a break token a row)
    "reader.vlm_native": E(
        "each {w}×{h} image read at native resolution as {vis:,} visual tokens ({src}) + {text} tokens of instruction "
        "(ShareGPT's mean prompt) = {prompt:,}-token prompts; resizing photos to a longer side of {cap_side} px before "
        "upload would cut it to {capped:,} tokens an image (an assumption to check on a pilot)",
        "每张 {w}×{h} 的图按原始分辨率读取，计 {vis:,} 个视觉 token（{src}），加 {text} token 指令（ShareGPT 平均提示长度），"
        "共 {prompt:,} token；上传前把照片长边缩到 {cap_side} 像素可降到每张 {capped:,} token（假设，先小批量验证）"),
    "reader.rl": E(
        "{method} is reinforcement learning: before each update the policy answers every prompt ({samples} a "
        "prompt), so each pass over the prompts generates {prompts:,} × {samples} × {out:,} = {tokens} tokens (inference, a job "
        "of its own, priced on its own line below: NOT in the headline's time and cost, which are the gradient steps "
        "on the {seqs:,} sampled sequences){ppo}{ceiling}",
        "{method} 是强化学习：每次更新前策略模型要对每道题写 {samples} 个回答，所以每遍题目要生成 {prompts:,} × "
        "{samples} × {out:,} = {tokens} token（推理，本身就是一项任务，下面单独一行计价：标题里的时间和费用"
        "不含它，只含在 {seqs:,} 条采样序列上的训练）{ppo}{ceiling}"),
    "reader.rl.reference": E(
        ", and it keeps a frozen reference copy of the weights for its KL term (not in the memory below)",
        "，还要一份冻结的参考模型权重算 KL 项（下面的显存不含）"),
    "reader.rl.grpo_reference": E(
        ", and it keeps a frozen reference copy of the weights for its KL term (in the memory and time below; with "
        "LoRA the base with the adapters off)",
        "，还要一份冻结的参考模型权重算 KL 项（已计入下面的显存和时间；LoRA 时就是关掉适配器的基座）"),
    "reader.rl.reference_as_grpo": E(
        "{method} keeps a frozen reference copy of the weights for its KL term, as GRPO does (Ahmadian et al. 2024; "
        "TRL RLOOTrainer): sized as GRPO's; say \"no KL\" if your run drops it",
        "{method} 和 GRPO 一样要一份冻结的参考模型权重算 KL 项（Ahmadian 等 2024；TRL RLOOTrainer）：按 GRPO 估算；"
        "若不用 KL 请说明"),
    "reader.rl.no_kl_method": E(
        "{method} removes the KL penalty (Yu et al. 2025, arXiv:2503.14476), so no frozen reference copy is sized",
        "{method} 去掉了 KL 惩罚项（Yu 等 2025，arXiv:2503.14476），所以不估算冻结的参考模型"),
    "reader.rl.no_reference": E(
        "{method} without a reference model, as said (no KL term): no frozen copy is sized",
        "按所说 {method} 不用参考模型（没有 KL 项）：不估算冻结副本"),
    "reader.rl.models_said": E(
        lambda a: f"{a['method']}: "
                  + "; ".join(([f"the critic sized at {a['critic']:g}B as said"] if a.get('critic') else [])
                              + ([f"the reward model sized at {a['reward']:g}B as said"] if a.get('reward') else
                                 ["a rule-based reward, as said: no reward model held"]
                                 if a.get('reward') == 0 else [])),
        lambda a: f"{a['method']}："
                  + "；".join(([f"critic 按所说 {a['critic']:g}B 估算"] if a.get('critic') else [])
                             + ([f"奖励模型按所说 {a['reward']:g}B 估算"] if a.get('reward') else
                                ["按所说用规则打分：不放奖励模型"] if a.get('reward') == 0 else []))),
    "reader.rl.ppo": E(
        "; PPO (actor-critic) also trains a value model and runs a frozen reference and reward model: all four are "
        "in the memory and time below",
        "；PPO（actor-critic）还要训练价值模型，并运行冻结的参考模型和奖励模型：四个模型都已计入下面的显存和时间"),
    "reader.rl.ppo_full": E(
        "PPO sized as a full fine-tune of the actor and critic (OpenRLHF and verl train all parameters by default); "
        "say 'LoRA' to size adapters instead",
        "PPO 按全参微调 actor 和 critic 估算（OpenRLHF、verl 默认训练全部参数）；说「LoRA」可改按适配器估算"),
    "reader.rl.ppo_samples": E(
        "PPO samples one answer a prompt (OpenRLHF n_samples_per_prompt = 1), taken as said; say the samples per "
        "prompt if you draw more",
        "PPO 每道题采样 1 个回答（OpenRLHF n_samples_per_prompt = 1），按此估算；若每题采样更多请说明"),
    "reader.rl.ceiling": E(
        "; each answer taken at the stated maximum of {out:,} tokens, a ceiling (rollouts often end sooner; say the "
        "mean answer length to size it closer)",
        "；每个回答按所说的上限 {out:,} token 计，是上限（实际回答常更短；说明平均回答长度可算得更准）"),
    # a follow-up's bare amount on the thread's budget period (advisor.core.budget_period_again)
    # a follow-up budget refused for its currency (advisor.core.budget_period_again.budget_unrated_kept)
    "reader.budget_not_changed": E(
        "the budget stays {budget} {per}, not changed: the new amount was not read (its currency: the note above)",
        "预算仍为{per} {budget}，没有改动：新金额未读取（币种见上一条说明）"),
    "reader.budget_period_kept": E(
        "the amount read as {budget} {per}, the period of your earlier budget; say 'in total' if you mean a one-off sum",
        "这个金额按{per} {budget}理解（沿用你之前预算的周期）；如指一次性总额，请说“总共”"),
    # the money after a named rental product ("inf2.48xlarge at ~$13/hr", "GEX44 is only €185 a month"): its price
    "reader.quoted_product_price": E(
        lambda a: f"'{a['said']}' read as the price you quoted for {a['product']}, not a budget: plans are ranked by "
        f"cost; say e.g. 'budget {a['said']}' to keep to it" + ("" if a.get("held", True) else
        f". {a['product']} is not among the machines I hold (no sourced spec or price row), so it is not judged here: "
        "the plans below are the cards I hold for the same work"),
        lambda a: f"“{a['said']}”理解为你提到的 {a['product']} 的价格，不是预算：方案按成本排序；如要以此为上限，请说例如"
        f"“预算 {a['said']}”" + ("" if a.get("held", True) else
        f"。{a['product']} 不在我持有的机器表里（没有注明出处的规格或价格行），这里不评估它："
        "下面是同一工作负载下我持有的卡的方案")),
    # a budget said per GPU-hour with no GPU count (advisor.core.extract_rules._per_gpu_hour): a cap per GPU-hour
    "reader.budget_gpu_hour_one": E(
        "'{each}' read as a budget per GPU-hour; no GPU count was said, so it caps every plan's price per GPU-hour "
        "whatever its count (an 8-GPU machine within 8 × {each} an hour)",
        "“{each}”理解为每卡每小时的预算；没有说卡数，按每个方案的每卡每小时价格不超过 {each} 限定，不论几张卡"
        "（8 卡机器每小时不超过 8 × {each}）"),
    "reader.quoted_price": E(
        "'{said}' read as a price you gave for the machine, not a budget: plans are ranked by "
        "cost; say e.g. 'budget {said}' to keep to it",
        "“{said}”理解为你给出的这台机器的价格，不是预算：方案按成本排序；如要以此为上限，请说例如“预算 {said}”"),
    # a price the user was quoted with no card read to judge it by (advisor.core.extract_rules._quote_without_card)
    "reader.quote_no_card": E(
        "'{said}' read as a price you were quoted, not a budget: name the card and count or the machine it is for "
        "(e.g. 'quoted {said} for 1 × H100') to have it judged against the listed prices; plans are ranked by cost",
        "“{said}”理解为你拿到的报价，不是预算：请说明它对应的显卡型号和数量或机器（例如“1 张 H100 报价 {said}”），"
        "即可与公开价格比较；方案按成本排序"),
    # a quoted price that cannot be a price of the machine (advisor.core.extract_rules._quote_checked)
    "reader.quote_out_of_range": E(
        lambda a: f"'{a['said']}' is not read as a price: a machine's price must be between {a['lo']:g} and "
        f"{a['hi']:,.0f} an hour or a month; the plans below are at the listed prices",
        lambda a: f"“{a['said']}”没有按价格读取：机器的价格须在每小时或每月 {a['lo']:g} 到 {a['hi']:,.0f} 之间；"
        "下面的方案按标价计"),
    "reader.quote_below_listed": E(
        lambda a: f"'{a['said']}' is not read as a price of that machine: it is ${a['gpu_hour']:,.4f} a GPU-hour"
        + (f" (a month spread over {a['hours']:g} hours)" if a["month"] else "")
        + f", under a tenth of the cheapest listing for the card (${a['floor']:,.2f} a GPU-hour, {a['where']}), so it "
        "is in another unit; the plans below are at the listed prices. Say the price per hour of the machine",
        lambda a: f"“{a['said']}”没有按这台机器的价格读取：折合每卡每小时 ${a['gpu_hour']:,.4f}"
        + (f"（按每月 {a['hours']:g} 小时摊开）" if a["month"] else "")
        + f"，不到这张卡最低标价（每卡每小时 ${a['floor']:,.2f}，{a['where']}）的十分之一，应是别的单位；"
        "下面的方案按标价计。请说这台机器每小时的价格"),
    # a count beside the card and no word for the scope: the machine reading was implausibly cheap, so per GPU
    "reader.quote_read_per_gpu": E(
        lambda a: f"'{a['said']}' read per GPU: for the whole {a['gpus']}-GPU machine it would be "
        f"${a['box_gpu_hour']:,.2f} a GPU-hour, under half the card's cheapest listed ${a['floor']:,.2f}; say "
        "'for the machine' if it is the machine's price",
        lambda a: f"“{a['said']}”按每卡的价格理解：若是整台 {a['gpus']} 卡机器的价格，折合每卡每小时仅 "
        f"${a['box_gpu_hour']:,.2f}，不到这张卡最低标价（${a['floor']:,.2f}）的一半；如果是整机价格，请说“整机”"),
    "reader.quote_monthly": E(
        lambda a: f"'{a['said']}' read as a price a month {'per GPU' if a.get('per_gpu') else 'for the machine'}: "
        f"{a['hour']:,.2f} {a['currency']} an hour{' per GPU' if a.get('per_gpu') else ''} over {a['hours']:g} hours",
        lambda a: f"“{a['said']}”按{'每卡' if a.get('per_gpu') else '这台机器'}每月的价格理解：按每月 {a['hours']:g} 小时折合"
        f"{'每卡' if a.get('per_gpu') else ''}每小时 {a['hour']:,.2f} {a['currency']}"),
    "reader.bare_alternative": E(
        "'{bare}' names a family, not one model: sized on {model}, the specific model you named; name the "
        "exact {bare} model (and its size) to size it instead",
        "“{bare}”是一个模型系列，不是具体某个模型：按你点名的 {model} 估算；要按 {bare} "
        "估算，请说具体型号和大小"),
}
