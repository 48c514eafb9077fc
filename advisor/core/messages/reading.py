"""The words of the rule reader's notes (advisor/core/extract_rules.py) that carry a figure the reader assumed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E
from tools.constants import HOURS_PER_MONTH as _H
from tools.wording import money_text


def _fm(a: Mapping[str, Any], key: str, digits: int = 0) -> str:
    """A money figure of the isolated-tenants fleet in its answer's currency (tools.tenant_slices.fleet_in_currency;
    USD when unsaid)."""
    return money_text(a[key], a.get("currency") or "USD", digits)

_UNIT_EN = {"examples": "examples", "tokens": "tokens", "audio_hours": "audio hours"}
_UNIT_ZH = {"examples": "条样本", "tokens": "token", "audio_hours": "小时音频"}

# what each field is, for the note on a minus before its figure (advisor/core/extract_figures.FIELD_SIGNS)
_FIELD_EN = {"rank": "a LoRA rank", "batch": "a batch size", "accum": "gradient accumulation", "context": "a context",
             "users": "a count of users", "budget": "a budget", "deadline": "a deadline", "epochs": "a count of epochs",
             "gpus": "a count of GPUs", "runs": "a count of runs"}
_FIELD_ZH = {"rank": "LoRA 秩", "batch": "批大小", "accum": "梯度累积步数", "context": "上下文长度", "users": "并发人数",
             "budget": "预算", "deadline": "期限", "epochs": "训练轮数", "gpus": "GPU 数量",
             "runs": "实验组数"}

_CJK_FAMILY_EN = {"general": "general", "deepseek": "DeepSeek's", "qwen": "Qwen's", "llama2": "Llama-2's",
                  "llama3": "Llama-3's", "chatglm": "ChatGLM's", "bert": "the BERT encoder's WordPiece"}
_CJK_FAMILY_ZH = {"general": "通用", "deepseek": "DeepSeek", "qwen": "Qwen", "llama2": "Llama-2", "llama3": "Llama-3",
                  "chatglm": "ChatGLM", "bert": "BERT 编码器的 WordPiece"}

_CJK_SOURCE_EN = {"deepseek_docs": "DeepSeek API docs", "dashscope_docs": "Alibaba DashScope docs: 1 token ≈ 1.5–1.8 "
                  "characters, taken at 1.5", "tokenizer_arena": "tokenizer-arena, cc100 Simplified Chinese",
                  "tokenizer_arena_chatglm3": "tokenizer-arena, cc100 Simplified Chinese, ChatGLM3",
                  "bert_tokenization": "one token a character (google-research/bert's WordPiece tokenizer)"}
_CJK_SOURCE_ZH = {"deepseek_docs": "DeepSeek API 文档", "dashscope_docs": "阿里云百炼（DashScope）文档：1 token ≈ "
                  "1.5–1.8 个汉字，按 1.5 计", "tokenizer_arena": "tokenizer-arena，cc100 简体中文",
                  "tokenizer_arena_chatglm3": "tokenizer-arena，cc100 简体中文，ChatGLM3",
                  "bert_tokenization": "每个汉字一个 token（google-research/bert 的 WordPiece 分词器）"}


def _cjk_source_en(a: Mapping[str, Any]) -> str:
    """Where a tokens-per-character figure comes from (tools.cjk_tokens.CjkTokenRate's fields), in English."""
    source = _CJK_SOURCE_EN[a["source"]]
    said = "no model named yet: the general figure, " + source if a["family"] == "general" \
        else f"{_CJK_FAMILY_EN[a['family']]} tokenizer, {source}"
    if a["borrowed"]:
        said += f"; none published for {a['borrowed']}, so the nearest family's figure"
    if a["traditional"]:
        said += f"; 繁體 assumed ×{a['factor']:g} of the 简体 figure, none published"
    return said


def _cjk_source_zh(a: Mapping[str, Any]) -> str:
    """The same in Chinese."""
    source = _CJK_SOURCE_ZH[a["source"]]
    said = "未指定模型，用通用数字：" + source if a["family"] == "general" \
        else f"{_CJK_FAMILY_ZH[a['family']]} 分词器，{source}"
    if a["borrowed"]:
        said += f"；{a['borrowed']} 无公开数字，借用最接近的分词器"
    if a["traditional"]:
        said += f"；繁体按简体的 {a['factor']:g} 倍假设（无公开数字）"
    return said


ENTRIES: dict[str, E] = {
    # where the tokens-per-Chinese-character figure of a converted length comes from (tools.cjk_tokens)
    "reading.cjk_rate_source": E(_cjk_source_en, _cjk_source_zh),
    # 境內 / 資料不出境 alone in a Traditional-script message: mainland China (the word's own meaning, as in 简体), but a
    # writer in Taiwan or Hong Kong may mean their own borders: said, so the reader can correct it
    "reading.inside_as_mainland": E(
        "'{said}' read as mainland China (no other place is named); say Taiwan or Hong Kong if the data must stay there",
        "“{said}”按中国大陆理解（未提到其他地方）；如数据须留在台湾或香港请说明"),
    # a model fine-tuned before, now served (advisor/core/extract_rules.served_finetune); vLLM's LoRA docs
    # (docs.vllm.ai, features/lora): adapters are served beside the base "with minimal overhead" (--enable-lora)
    "reading.served_finetune": E(
        "'{said}' read as serving the model you already fine-tuned, not a fine-tune: a merged LoRA serves like its base "
        "model (sized so); an unmerged adapter can be served on the base with vLLM --enable-lora at a small overhead; "
        "an adapter runs only on the base it was trained on, so moving to another base (a longer context) means "
        "training it again; say if you meant to train it",
        "“{said}”理解为部署已经微调好的模型，不是做微调：合并后的 LoRA 与基座模型部署相同（按此估算）；未合并的 adapter "
        "可用 vLLM --enable-lora 挂在基座模型上部署，开销很小；adapter 只能用在训练它的基座上，换基座（如要更长上下文）"
        "需重新训练；如要训练请说明"),
    # images made to be a training set (advisor/core/extract_rules.generated_for_training): generation, not training
    "reading.generated_training_data": E(
        "'{said}' read as what the images are for: generating them is an image-generation batch (inference), not "
        "training the image model; say fine-tune if you meant training it",
        "“{said}”理解为这些图片的用途：生成它们是一批图像生成（推理），不是训练图像模型；如要训练该模型请说明"),
    "reading.generated_text_data": E(
        "'{said}' read as what the generated text is for: writing it out of a model is inference (a batch of "
        "requests), not training that model; say fine-tune if you meant training it",
        "“{said}”理解为生成文本的用途：用模型写出这些内容是推理（一批请求），不是训练这个模型；如要训练该模型请说明"),
    "reading.vague_number": E(
        "'{said}' read as about {n:,} (a vague count); say the number if it is different",
        "“{said}”按约 {n:,} 估算（未给出确切数字）；如不同请说明"),
    "reading.vague_top": E(
        "'{said}' is {low}–{high}: sized for the top, {high} (say the number if it is lower)",
        "“{said}”即 {low}–{high}：按上限 {high} 估算（如更少请说明）"),
    "reading.vague_money": E(
        "'{said}' read as about {low:,}–{high:,}: checked against the top, {high:,}; say the number if it is different",
        "“{said}”按约 {low:,}–{high:,} 理解：按上限 {high:,} 核对预算；如不同请说出数字"),
    # figures written with separators, signs and powers (advisor/core/extract_figures.py; docs/CONVERSATION.md)
    # a place named as where to rent or keep the data that is no region here (catalog/data/unmapped_places.csv, or a
    # capitalised name after "stay in"): said, never dropped ("must stay in Switzerland" ranked every region)
    # no owned cards and the data may not leave the site, or a server bought (advisor/core/extract_rules.read_on_site)
    "reading.power_budget": E(
        lambda a: (f"'{a['watts']:,.0f} W' read as the most your own box may draw: a box to buy, with only cards whose "
                   "TDP sum and the host fit it; say if renting is allowed after all"),
        lambda a: (f"“{a['watts']:,.0f} W”理解为你自己这台机器的功耗上限：方案是一台要买的机器，只选 GPU TDP 之和加主机"
                   "在此以内的卡；如其实可以租用，请说明")),
    # 信创 or domestic accelerators said (advisor/core/extract_rules.read_domestic_cards): what the catalog holds of them
    "reading.domestic_cards": E(
        lambda a: (f"'{a['said']}' read as domestic (mainland-Chinese) accelerators only: "
                   + (f"you named {a['named']}, so the plan keeps it; check it qualifies" if a.get("named") else
                      (f"the plan is sized on {a['n']} × {a['card']} ({a['memory_gb']:g} GB each)" if a.get("n") else
                       f"the plan is sized on {a['card']} cards ({a['memory_gb']:g} GB each, as many as the plan below "
                       "needs)") + ", the only such card my catalog holds"
                      + ("" if a.get("speed") else " — by memory only: my data holds no bandwidth or TFLOPS for it, so "
                         "its speed must come from the vendor's benchmark on your workload (for serving: MindIE / "
                         "vLLM-Ascend)")
                      + ("" if a.get("power") else "; its power (TDP) is not in my data either")
                      if a.get("card") else "my catalog holds no domestic accelerator's specs, so no plan below is a "
                      "信创 card: the NVIDIA figures are a memory reference only; ask the vendor (Huawei Ascend 910B "
                      "with CANN / MindIE, Hygon DCU, Cambricon MLU …) for the card's memory and a benchmark on your model")
                   + "; Hygon DCU, Cambricon MLU, Kunlunxin and other domestic cards are not in my catalog — name the "
                     "card and its memory to size on it"),
        lambda a: (f"“{a['said']}”理解为只用国产（中国大陆设计的）加速卡："
                   + (f"你指定了 {a['named']}，方案按它；请确认它符合要求" if a.get("named") else
                      (f"方案按 {a['n']} × {a['card']}（每张 {a['memory_gb']:g} GB）估算" if a.get("n") else
                       f"方案按 {a['card']}（每张 {a['memory_gb']:g} GB，张数见下面的方案）估算") + "，这是我的目录里唯一的此类卡"
                      + ("" if a.get("speed") else "——只按显存：我的数据里没有它的带宽和算力，速度要由厂商在你的"
                         "任务上实测（推理服务：MindIE / vLLM-Ascend）")
                      + ("" if a.get("power") else "；它的功耗（TDP）我的数据里也没有")
                      if a.get("card") else "我的目录里没有任何国产加速卡的规格，所以下面没有一个方案是信创卡："
                      "NVIDIA 的数字只作显存参考；请向厂商（华为昇腾 910B + CANN / MindIE、海光 DCU、寒武纪 MLU 等）"
                      "确认单卡显存并在你的模型上实测")
                   + "；海光 DCU、寒武纪 MLU、昆仑芯等其他国产卡不在我的目录里——说出卡名和显存即可按它估算")),
    "reading.buy_server": E(
        "'{said}' read as a server you buy and keep on your site, not a cloud rental: the plan is the hardware it must "
        "hold; say if renting is allowed after all",
        "“{said}”理解为买一台放在自己场地的服务器，不是租云：下面的方案是它需要的硬件；如其实可以租用，请说明"),
    # a box to buy with no place said: shipped where the writer's words put them (extract_rules.read_purchase_home),
    # so only the cards sold there without a US export licence are picked
    "reading.purchase_home": E(
        "No place was said: the server is taken to be bought in {place} ('{cue}'), where NVIDIA's H100 / H200 / B200 "
        "and other licensed cards are not sold, so the box is drawn from the cards sold there without a licence (L20, "
        "RTX 4090D / 5090D and the like; the H20 needs one too since April 2025); say where it will be installed if "
        "that is wrong",
        "没有说地点：按“{cue}”理解为在{place}购买，那里不能买到 H100 / H200 / B200 等需美国出口许可的卡，所以整机只从当地"
        "无需许可即可买到的卡里选（L20、RTX 4090D / 5090D 等；H20 自 2025 年 4 月起也需许可）；如果安装地点不同，请说明"),
    # hardware the user means to buy for themself (advisor/core/extract_rules.read_bought_device): judged on it, and the
    # catalog holds rental prices only, so no purchase price is given (none is invented)
    "reading.bought_device": E(
        "'{said}' read as hardware you buy and keep: the answer checks it first (does the work fit, how fast for the "
        "users said); no purchase price is held here (the catalog has rental prices only), so take the cost from a "
        "vendor's quote",
        "“{said}”理解为你要买来自用的硬件：先按它判断（装不装得下、按所说人数每人多快）；这里没有购买价格数据（目录只有"
        "租用价格），买价请以供应商报价为准"),
    # a card said as the one in the user's laptop that has no laptop row (advisor/core/extract_rules.read_laptop_card)
    "reading.laptop_upper_bound": E(
        "Your laptop's {gpu} is sized with the desktop {gpu}'s figures (the catalog has no row for the laptop part): "
        "an upper bound — the laptop part has less memory bandwidth and often less memory; say its memory (e.g. "
        "'16GB') if it differs",
        "你笔记本里的 {gpu} 按台式机 {gpu} 的规格估算（目录里没有它的笔记本版）：这是上限——笔记本版的显存带宽更低，"
        "显存也常常更小；如显存不同请说明（例如“16GB”）"),
    # a later turn names a cloud after the data was said to stay on site (advisor/core/conversation.rental_after_site_rule)
    "reading.rental_after_site_rule": E(
        "⚠️ This clashes with what you said earlier: the data may not leave your site, and a cloud rental moves it to "
        "the provider's data centre. The plan stays a server to buy; say 'renting is allowed' to drop that rule",
        "⚠️ 这和你之前说的冲突：数据不能离开你的场地，而租云会把数据放到云厂商的机房。方案仍按买服务器给出；"
        "如其实可以租用，请说“可以租”"),
    "reading.place_unmapped": E(
        lambda a: (f"'{a['place']}' is not a place I can keep offers to (no region of mine is there), so that rule is "
                   "not applied and offers elsewhere are ranked; "
                   + (f"the nearest places I price: {', '.join(a['near'])} (outside {a['place']}: a rule that the "
                      "data stays there is not met); " if a.get("near") else "")
                   + "name a region I price, e.g. a country (Germany, Japan), a city or a cloud region id "
                   "(europe-west6)"),
        lambda a: (f"“{a['place']}”不是我能限定报价的地点（我没有位于该地的区域），所以这条要求未被应用，排名的是其他地方的报价；"
                   + (f"离它最近、我有报价的地方：{'、'.join(a['near'])}（不在{a['place']}境内，数据须留在当地的要求并未满足）；"
                      if a.get("near") else "")
                   + "请说一个我有报价的区域，例如国家（德国、日本）、城市或云区域 ID（europe-west6）")),
    # a city read as the wider region it lies in (advisor/core/extract_rules._said_as_area; catalog/data/regions.csv)
    "reading.place_as_area": E(
        "'{place}': priced as {area} (offers anywhere in {area}, not only in {place}); name a cloud region id if it "
        "must be {place} itself",
        "“{place}”：按{area}区域报价（报价可能位于{area}的其他城市，不一定在{place}）；如必须在{place}本地，请给出云区域 ID"),
    # cards per machine over several machines (advisor/core/extract_rules._in_machines); NCCL picks its network
    # transport (InfiniBand / RoCE, else TCP sockets) per docs.nvidia.com/deeplearning/nccl (Environment: NCCL_IB_*,
    # NCCL_SOCKET_IFNAME)
    "reading.machines_spread": E(
        "{total} cards spread over {machines} machines read as {total} cards on {machines} machines: work split across "
        "machines talks over the network between them; machines rented one by one (consumer RTX boxes, marketplace "
        "instances) have no RDMA (InfiniBand/RoCE), so NCCL runs over Ethernet or the internet, far slower than inside "
        "one machine",
        "{total} 张卡分布在 {machines} 台机器上，按 {machines} 台机器共 {total} 张卡理解：跨机器拆分的任务要走机器之间的网络；"
        "单独租的机器（消费级 RTX 整机、平台实例）之间没有 RDMA（InfiniBand/RoCE），NCCL 只能走以太网或公网，比单机内慢得多"),
    # `said`: the message states the link between the machines (read_node_link), so it is not asked for
    "reading.machines_each": E(
        lambda a: f"{a['machines']} machines × {a['per']} cards read as {a['total']} cards on {a['machines']} machines "
        f"(not one box of {a['per']}): work split across machines talks over the network between them"
        + ("; the plan follows the link you stated between them" if a.get("said") else
           "; machines rented one by one (consumer RTX boxes, marketplace instances) have no RDMA (InfiniBand/RoCE), "
           "so NCCL runs over Ethernet, much slower than inside one machine: keep each copy of the model on one "
           "machine, or say the link between them"),
        lambda a: f"“{a['machines']} 台 × 每台 {a['per']} 张”按 {a['machines']} 台机器共 {a['total']} 张卡理解（不是一台 "
        f"{a['per']} 卡机器）：跨机器拆分的任务要走机器之间的网络"
        + ("；方案按你说的机器间互联来定" if a.get("said") else
           "；单独租的机器（消费级 RTX 整机、平台实例）之间没有 RDMA（InfiniBand/RoCE），NCCL 只能走以太网，比单机内慢得多："
           "每份模型尽量放在一台机器内，或说明机器之间的互联")),
    # machines the user has that no catalog row sizes (advisor/core/extract_rules.unsized_machines)
    "reading.machines_unsized": E(
        lambda a: (f"Your {a['n']} × {a['machine']} ({a['each']} GB each, {a['total']} GB in all): not a machine in my "
                   "catalog, so not sized here; check the model's memory below against that total less what the "
                   "operating system keeps"
                   + (f", and a model split over {a['n']} machines runs over the network between them, far slower "
                      "than inside one" if a["n"] > 1 else "")
                   + "; the rest of the answer is for renting"),
        lambda a: (f"你的 {a['n']} × {a['machine']}（每台 {a['each']} GB，共 {a['total']} GB）：不在我的目录里，这里不做估算；"
                   "请用下文的模型显存需求对照这个总数（还要减去系统自己占用的部分）"
                   + (f"，而且模型拆到 {a['n']} 台机器上要走机器之间的网络，比单机内慢得多" if a["n"] > 1 else "")
                   + "；其余内容按租用计算")),
    "reading.space_thousands": E(
        "'{said}' read as {n:,} (a space between thousands); if these were two figures, write them apart",
        "“{said}”按 {n:,} 理解（空格分隔千位）；如是两个数请分开写"),
    # a latency at a percentile with no "first token" or "whole answer" word (extract_rules.PERCENTILE_LATENCY)
    "reading.percentile_latency": E(
        "'{said}' read as the first token within {ms:,.0f} ms for {pct} of 100 requests (p{pct}: a streamed answer's "
        "latency is its first token); say 'whole answer' if you meant the full reply",
        "“{said}”按 {pct}% 的请求在 {ms:,.0f} 毫秒内出首 token 理解（P{pct}：流式回答的延迟看首 token）；"
        "如指整个回答完成，请说明"),
    # the same for an encoder (embedding, reranking): one forward pass, nothing streamed, so the whole request, with
    # the round trip from the users in it (tools.endpoint_latency)
    "reading.encoder_whole_request": E(
        "'{said}' read as the whole request within {ms:,.0f} ms for {pct} of 100 requests (an embedding or reranking "
        "call streams nothing: it answers after one forward pass), the network round trip from your users included",
        "“{said}”按 {pct}% 的请求在 {ms:,.0f} 毫秒内完成整个请求理解（向量或重排调用不流式输出，一次前向计算就返回），"
        "包括从用户到机器的网络往返"),
    "reading.encoder_whole_request_bare": E(
        "'{said}' read as the whole request within {ms:,.0f} ms (an embedding or reranking call streams nothing: it "
        "answers after one forward pass), the network round trip from your users included",
        "“{said}”按 {ms:,.0f} 毫秒内完成整个请求理解（向量或重排调用不流式输出，一次前向计算就返回），"
        "包括从用户到机器的网络往返"),
    # a latency bound with no percentile and no first-token word (extract_rules.BARE_LATENCY)
    "reading.bare_latency": E(
        "'{said}' read as the first token within {ms:,.0f} ms (a streamed answer's latency is its first token); say "
        "'whole answer' if you meant the full reply",
        "“{said}”按 {ms:,.0f} 毫秒内出首 token 理解（流式回答的延迟看首 token）；如指整个回答完成，请说明"),
    # a latency at a percentile the load model does not hold (extract_rules.UNREAD_PERCENTILE_LATENCY)
    "reading.unread_percentile": E(
        "'{said}' is not read: a latency is held at p50, p90, p95 or p99 here; say one of those (e.g. 'P99 300ms')",
        "“{said}”未读取：这里的延迟按 P50、P90、P95 或 P99 计算；请说其中一个（例如“P99 300ms”）"),
    # Indian number words (extract_figures.INDIAN_WORDS); `money` when the amount is in rupees
    "reading.indian_number": E(
        lambda a: f"'{a['said']}' read as {'₹' if a['money'] else ''}{a['n']:,} (1 lakh = 100,000; 1 crore = 10,000,000)",
        lambda a: f"“{a['said']}”按 {'₹' if a['money'] else ''}{a['n']:,} 理解（1 lakh = 10 万，1 crore = 1,000 万）"),
    "reading.unread_indian": E(
        "'{said}' is not read: a lakh or a crore is of a number from 0 up, at most 10¹⁶ in all; write it in plain "
        "digits",
        "“{said}”未读取：lakh 或 crore 前须是不小于 0 的数，合计至多 10¹⁶；请用普通数字写出"),
    # examples put in every prompt (extract_rules.read_few_shot; tools/few_shot.py)
    "reading.few_shot": E(
        "'{said}' read as each request's prompt: {n:,} examples × {each:,} tokens = {total:,} tokens, read again on every "
        "request (few-shot examples sit in the prompt; they are no data set to train on)",
        "“{said}”按每个请求的提示词理解：{n:,} 个示例 × {each:,} token = {total:,} token，每个请求都要重新读一遍（few-shot "
        "示例放在提示词里，不是训练数据）"),
    "reading.few_shot_unread": E(
        lambda a: (f"'{a['said']}' is not read: " + {
            "zero": "no examples, so nothing is added to the prompt",
            "count": f"a few-shot prompt holds a whole number of examples from 1 to {a['most']:,}",
            "length": f"an example is 1 to {a['most']:,} tokens",
            "total": f"that is {a['total']} tokens a prompt, more than any model reads (at most {a['most']:,})"}[a["why"]]
                   + ("" if a["why"] == "zero" else "; the prompt is sized without them: say how many examples and "
                      "how many tokens each")),
        lambda a: (f"“{a['said']}”未读取：" + {
            "zero": "没有示例，提示词不加长",
            "count": f"few-shot 提示词里的示例数是 1 到 {a['most']:,} 的整数",
            "length": f"每个示例是 1 到 {a['most']:,} token",
            "total": f"这样每个提示词有 {a['total']} token，超过任何模型能读的长度（最多 {a['most']:,}）"}[a["why"]]
                   + ("" if a["why"] == "zero" else "；提示词按不含这些示例估算：请说明几个示例、每个多少 token"))),
    "reading.unread_sweep": E(
        "'{said}' is not read: a sweep is 1 to {most:,} runs; say the runs in plain digits",
        "“{said}”未读取：超参扫描为 1 到 {most:,} 组；请用普通数字写出组数"),
    "reading.sweep_no_runs": E(
        "'{said}' is not used: the number of runs is not read; say how many runs the sweep has",
        "“{said}”未采用：没有读到实验组数；请说明一共多少组"),
    # N customers / students each training a LoRA (extract_rules.read_job_count)
    "reading.lora_jobs": E(
        "{n:,} LoRAs read as {n:,} independent training jobs (one each), not one job for {n:,} users: each job is "
        "sized on its own card, and the time and cost are summed over the {n:,}",
        "{n:,} 个 LoRA 按 {n:,} 个独立训练任务理解（每个一个），不是 {n:,} 个人用的一个任务：每个任务按一张卡估算，"
        "时间和费用按 {n:,} 个相加"),
    "reading.lora_jobs_summed": E(
        lambda a: (f"{a['n']:,} LoRAs read as {a['n']:,} independent training jobs (one each), not one job for "
                   f"{a['n']:,} users: {a['n']:,} × {a['each']:,.0f} {_UNIT_EN.get(a['unit'], a['unit'])} = "
                   f"{a['total']:,.0f} in all; each job fits what one needs (the memory shown is one job's) and the "
                   f"time and cost shown are all {a['n']:,} jobs' — spread them over cards in parallel to finish sooner"),
        lambda a: (f"{a['n']:,} 个 LoRA 按 {a['n']:,} 个独立训练任务理解（每个一个），不是 {a['n']:,} 个人用的一个任务："
                   f"{a['n']:,} × {a['each']:,.0f} {_UNIT_ZH.get(a['unit'], a['unit'])} = 共 {a['total']:,.0f}；"
                   f"每个任务按单个任务所需估算（显存按一个任务），所示时间和费用是全部 {a['n']:,} 个任务的——"
                   f"多张卡并行可更早完成")),
    "reading.lora_jobs_one": E(
        "{n:,} LoRAs read as {n:,} independent training jobs (one each): with no data size said, the plan below is "
        "one job's; the total is {n:,} × its time and cost — say each job's data to size them all",
        "{n:,} 个 LoRA 按 {n:,} 个独立训练任务理解（每个一个）：没有给数据量，下面的方案是一个任务的；"
        "总时间和总价是它的 {n:,} 倍——给出每个任务的数据量即可算全部"),
    # pictures made each day beside LoRAs trained each month (extract_rules._daily_generation_beside_monthly_lora)
    "reading.daily_images_monthly_lora": E(
        "{n:,} images a day read as image generation (inference), not a training set: the plan below is the day's "
        "generation; the LoRAs trained each month are separate training jobs on top of it — say each LoRA's images "
        "or steps to size them (an image LoRA question sizes one)",
        "每天 {n:,} 张图按出图（推理）理解，不是训练集：下面的方案是每天的出图；每月训练的 LoRA 是另外的训练任务，"
        "费用另加——说明每个 LoRA 的图片数或步数即可估算（单独问一个图像 LoRA 即可算出）"),
    # one LoRA per NPC / customer served on one base (extract_rules.read_adapter_serving; tools.lora_serving)
    "reading.adapter_serving": E(
        "one LoRA per NPC / customer read as serving one base model with many adapters (vLLM --enable-lora, S-LoRA), "
        "not a fine-tune: sized for the load; say the base model and how many adapters to size their memory",
        "每个 NPC / 客户一个 LoRA 按“一个底座 + 多个适配器”的推理服务理解（vLLM --enable-lora、S-LoRA），不是微调："
        "按负载配卡；说明底座模型和适配器数量即可算适配器占的内存"),
    "reading.adapter_serving_sized": E(
        lambda a: (f"No GPU (or deployment) per customer: {a['n']:,} LoRA adapters on one {a['model']} read as serving "
                   f"one base (vLLM --enable-lora, S-LoRA), not a "
                   f"fine-tune: each adapter (rank {a['rank']}{'' if a['said_rank'] else ', assumed'}, "
                   f"{'attention' if a['moe'] else 'all linear'} layers, 16-bit) ≈ {a['each_mb']:,.0f} MB "
                   f"(r·(d_in+d_out) per matrix per layer, Hu et al. 2021); all {a['n']:,} ≈ {a['all_gb']:,.1f} GB, kept "
                   f"in host RAM (--max-cpu-loras {a['n']:,}); {a['slots']} on each GPU at once (--max-loras "
                   f"{a['slots']}, assumed: measure on a pilot) ≈ {a['gpu_gb']:,.1f} GB, added to each replica's memory below "
                   f"(held before the KV pool) and the host RAM gets the {a['all_gb']:,.1f} GB. "
                   f"Route each NPC/customer to the same replica so its adapter stays loaded"),
        lambda a: (f"不需要每个客户一张卡（或一套部署）：{a['n']:,} 个 LoRA 适配器共用一个 {a['model']} 底座，"
                   f"按推理服务理解（vLLM --enable-lora、S-LoRA），"
                   f"不是微调：每个适配器（rank {a['rank']}{'' if a['said_rank'] else '，假设'}，"
                   f"{'注意力层' if a['moe'] else '全部线性层'}，16 位）≈ {a['each_mb']:,.0f} MB（每层每个矩阵 "
                   f"r·(d_in+d_out) 个参数，Hu et al. 2021）；全部 {a['n']:,} 个 ≈ {a['all_gb']:,.1f} GB，放主机内存"
                   f"（--max-cpu-loras {a['n']:,}）；每张卡同时放 {a['slots']} 个（--max-loras {a['slots']}，"
                   f"假设，需试点实测）≈ {a['gpu_gb']:,.1f} GB，已计入下面每个副本的显存（在 KV 池之前占用），"
                   f"主机内存另加 {a['all_gb']:,.1f} GB。按 NPC/客户粘性路由到固定副本，"
                   f"让它的适配器常驻")),
    # N tenants each with its own fine-tuned model and hard isolation (advisor.core.tenant_note, tools.tenant_slices)
    "reading.isolated_tenants": E(
        "{n:,} tenants, each with its own fine-tuned model and no shared process or GPU memory, read as serving {n:,} "
        "isolated models, not training: give each a MIG slice (A100 / H100 80 GB: 1g.10gb × 7, 1g.20gb × 4, 2g.20gb × 3, "
        "3g.40gb × 2, 7g.80gb; NVIDIA MIG user guide) or a card of its own; name the model to size the slices",
        "{n:,} 个租户各自一个微调模型、不共用进程和显存，按服务 {n:,} 个隔离的模型理解，不是训练：每个租户一个 MIG 切片"
        "（A100 / H100 80 GB：1g.10gb × 7、1g.20gb × 4、2g.20gb × 3、3g.40gb × 2、7g.80gb；NVIDIA MIG 用户指南）或独占一张卡；"
        "说明模型即可算切片"),
    "reading.isolated_tenants_sized": E(
        lambda a: (f"{a['n']:,} tenants, each with its own fine-tuned {a['model']} and no shared process or GPU memory, read "
                   f"as serving {a['n']:,} isolated models, not training (their fine-tunes are made). Hard isolation: "
                   f"a MIG slice each (own memory, cache and SMs; NVIDIA MIG user guide), not one server with many "
                   f"adapters. Each tenant: {a['weights_gb']:,.1f} GB of 8-bit weights "
                   f"({'INT8 weight-only (W8A16), the A100 has no FP8' if a['a100'] else 'FP8'}) + "
                   f"{a['kv_gb']:,.1f} GB KV ({a['context']:,} tokens{' (assumed)' if a['assumed_context'] else ''} × "
                   f"{a['at_once']} at once" + (f" of {a['people']} users" if a['people'] else "") + f") + "
                   f"{a['engine_gb']:,.1f} GB engine ≈ {a['need_gb']:,.1f} GB → MIG {a['profile']} "
                   f"({a['usable_gb']:,.0f} GB usable); ≈ {a['tps']:,.0f} tokens/s per user with all "
                   f"{a['at_once']} busy at full context (the slice's share of memory bandwidth)"
                   + (f"; the tenant at {a['big_context']:,.0f} tokens × {a['big_at_once']:,.0f} at once needs "
                      f"{a['big_need_gb']:,.1f} GB → MIG {a['big_profile']}" if a.get('one_differs') else "")
                   + f". {a['n']:,} tenants "
                   f"→ {a['counts']} on {a['cards']} × {a['gpu']} ({a['machines']} × {a['row']}, {_fm(a, 'price', 2)}/GPU-h on "
                   f"demand) ≈ {_fm(a, 'month')} a month always on, vs {_fm(a, 'whole_month')} for a whole {a['gpu']} "
                   f"each. 16-bit "
                   f"weights ({a['need16_gb']:,.1f} GB a tenant) → {a['counts16']} on {a['cards16']} cards ≈ "
                   f"{_fm(a, 'month16')}. MIG needs the whole GPU (a VM or bare metal where you run nvidia-smi mig, or "
                   f"Kubernetes with the GPU operator / AKS MIG node pools), not a container cloud; check the slice "
                   f"layout with nvidia-smi mig -lgipp. The answer below prices this fleet; the full answer's rows size "
                   f"one tenant's load on a card of its own (× {a['n']:,} for a card each)"),
        lambda a: (f"{a['n']:,} 个租户各自一个微调的 {a['model']}，不共用进程和显存，按服务 {a['n']:,} 个隔离的模型理解，"
                   f"不是训练（微调已做好）。硬隔离：每个租户一个 MIG 切片（独立显存、缓存和 SM；NVIDIA MIG 用户指南），"
                   f"而不是一个服务进程挂多个适配器。每个租户：8 位权重 {a['weights_gb']:,.1f} GB"
                   f"（{'INT8 仅权重量化 W8A16，A100 不支持 FP8' if a['a100'] else 'FP8'}）+ KV {a['kv_gb']:,.1f} GB"
                   f"（{a['context']:,} token{'（假设）' if a['assumed_context'] else ''} × 同时 {a['at_once']} 人"
                   + (f"，共 {a['people']} 个用户" if a['people'] else "") + f"）+ 引擎 {a['engine_gb']:,.1f} GB ≈ "
                   f"{a['need_gb']:,.1f} GB → MIG {a['profile']}（可用 {a['usable_gb']:,.0f} GB）；{a['at_once']} "
                   f"人都在满上下文生成时每人约 {a['tps']:,.0f} token/s（按切片分到的显存带宽）"
                   + (f"；上下文 {a['big_context']:,.0f} token、同时 {a['big_at_once']:,.0f} 人的那个租户需要 "
                      f"{a['big_need_gb']:,.1f} GB → MIG {a['big_profile']}" if a.get('one_differs') else "")
                   + f"。{a['n']:,} 个租户 → "
                   f"{a['counts']}，共 {a['cards']} 张 {a['gpu']}（{a['machines']} 台 {a['row']}，"
                   f"按需 {_fm(a, 'price', 2)}/卡时）≈ 每月 "
                   f"{_fm(a, 'month')}（全天开机），每个租户独占一张 {a['gpu']} 则 {_fm(a, 'whole_month')}。"
                   f"16 位权重（每个租户 "
                   f"{a['need16_gb']:,.1f} GB）→ {a['counts16']}，{a['cards16']} 张卡 ≈ {_fm(a, 'month16')}。"
                   f"MIG 需要整张 GPU（能运行 nvidia-smi mig 的虚拟机或裸金属，或装 GPU operator 的 Kubernetes / AKS MIG "
                   f"节点池），容器云不行；切片布局用 nvidia-smi mig -lgipp 核对。"
                   f"下面的回答按整个集群报价；完整回答里的方案按单个租户的负载独占一张卡估算（每个租户一张卡则 × {a['n']:,}）")),
    # a training sweep (extract_rules.read_sweep): its runs' tokens add up; each run is its own job
    "reading.sweep_tokens": E(
        "{runs:,} runs × {each:,} tokens each read as {total:,} training tokens in all (a sweep: each run is its own "
        "job of {each:,} tokens, sized on what one run needs; the time and cost shown are for all {runs:,} runs)",
        "{runs:,} 组 × 每组 {each:,} token 按共 {total:,} 训练 token 理解（超参扫描：每组是一个独立任务，"
        "按单组所需的资源估算；所示时间和费用是全部 {runs:,} 组的）"),
    # a contrastive example's tokens (extract_rules._contrastive_set; the sum: tools.dataset.contrastive_example_tokens)
    "reading.contrastive_example": E(
        "each example read as {tokens:,} tokens: a query (assumed {query} tokens) + 1 positive + {negs} negative "
        "passage(s) of {passage:,} tokens each; say the query length if it differs",
        "每条样本按 {tokens:,} token 估算：1 个查询（假设 {query} token）+ 1 个正例 + {negs} 个负例，每段 {passage:,} token；"
        "查询长度不同请说明"),
    "reading.point_thousands": E(
        "'{said}' read as {n:,} (a point between thousands, as a count is whole); if you meant a decimal, say so",
        "“{said}”按 {n:,} 理解（点号分隔千位，数量是整数）；如指小数请说明"),
    "reading.point_money": E(
        "'{said}' read as {n:,} (a point before three digits taken as a thousands separator: an amount has at most "
        "two decimals); if you meant a smaller amount, write it with two decimals (1.00)",
        "“{said}”按 {n:,} 理解（小数点后三位数字按千位分隔处理：金额最多两位小数）；如指更小的金额，请写成两位小数（1.00）"),
    "reading.point_money_range": E(
        "'{said}' read as {low:,} to {high:,} (a point before three digits taken as a thousands separator at both "
        "ends: an amount has at most two decimals); if you meant smaller amounts, write them with two decimals (1.00)",
        "“{said}”按 {low:,} 至 {high:,} 理解（两端小数点后三位数字都按千位分隔处理：金额最多两位小数）；"
        "如指更小的金额，请写成两位小数（1.00）"),
    "reading.overridden": E(
        "'{shown}' is not read: it is written inside a right-to-left override, so it shows as {shown} but was typed "
        "as {typed}; type the figure without the override",
        "“{shown}”未读取：它写在从右到左的方向控制符里，显示为 {shown}，实际输入的是 {typed}；请去掉控制符重新输入"),
    "reading.at_least": E(
        "'{said}' read as {n} (at least {n}); say the number if it is more",
        "“{said}”按 {n} 估算（至少 {n}）；如更多请说明"),
    # a service's schedule said in words (advisor/core/extract_schedule; hours a month: tools.schedule.month_hours):
    # `days` the days a week it runs (7 every day), `dm` the days a month they make, `month` the hours billed
    # a size with an owner word and no card named ("my 24GB card", 我的24G显卡, 我部24G嘅卡): the user's own card, timed on
    # the slowest common card of that size (tools.card_size.owned_card_of_size), the fastest one's lead said beside it
    "reading.owned_size": E(
        lambda a: (f"'{a['said']}' read as your own " + ("card" if a["n"] == 1 else f"{a['n']} cards")
                   + f", timed as an {a['slow']}, the slowest common {a['size']:g} GB card"
                   + (f" (an {a['fast']} has {a['cx']:.1f}× its BF16 compute and {a['bx']:.2f}× its memory bandwidth:"
                      f" prompts and training ≈ {a['cx']:.1f}× faster, token-by-token answers ≈ {a['bx']:.1f}×)"
                      if a["fast"] else "") + "; name your card if it is another"),
        lambda a: (f"“{a['said']}”按你自己的 {a['n']} 张卡估算：按 {a['size']:g} GB 常见卡中最慢的 {a['slow']} 计时"
                   + (f"（{a['fast']} 的 BF16 算力是它的 {a['cx']:.1f} 倍、显存带宽是它的 {a['bx']:.2f} 倍："
                      f"处理提示和训练约快 {a['cx']:.1f} 倍，逐 token 生成约快 {a['bx']:.1f} 倍）" if a["fast"] else "")
                   + "；如是别的卡请说明型号")),
    "reading.schedule": E(
        lambda a: (f"'{a['said']}' read as the service up {a['h']:g} h a day, "
                   + ("every day" if a["days"] >= 7 else "on weekdays" if a["days"] == 5 else f"{a['days']:g} days a week")
                   + f", and stopped the rest: a month is priced at {a['h']:g} h × {a['dm']:.1f} days ≈ {a['month']:,.0f} h,"
                   f" not {_H} h; say your hours, or 'around the clock' if it must stay up"),
        lambda a: (f"“{a['said']}”按服务每天开 {a['h']:g} 小时、"
                   + ("每天运行" if a["days"] >= 7 else "仅工作日运行" if a["days"] == 5 else f"每周运行 {a['days']:g} 天")
                   + f"、其余时间关机估算：月成本按 {a['h']:g} 小时 × {a['dm']:.1f} 天 ≈ {a['month']:,.0f} 小时计，"
                   f"不按 {_H} 小时；"
                   "如不同请说明每天几小时，或如需全天在线请说明")),
    # office hours / nights with no clock said: the hours tools.schedule assumes, said with the month
    "reading.schedule_assumed": E(
        lambda a: (f"'{a['said']}' read as " + ("office hours, 9:00–18:00 on weekdays" if a["office"]
                                               else "up by day and off at night, 06:00–23:00" if a.get("day")
                                               else "nights, 23:00–06:00") + f" ({a['h']:g} h × {a['dm']:.1f} days "
                   f"≈ {a['month']:,.0f} h a month, not {_H} h); say your hours, or 'around the clock' if it must stay up"),
        lambda a: (f"“{a['said']}”按" + ("工作日 9:00–18:00" if a["office"]
                                         else "白天开、夜间关机 06:00–23:00" if a.get("day") else "夜间 23:00–06:00")
                   + f"估算（{a['h']:g} 小时 × {a['dm']:.1f} 天 ≈ 每月 {a['month']:,.0f} 小时，不按 {_H} 小时）；"
                   "如不同请说明每天几小时，或如需全天在线请说明")),
    # a clock range said as a schedule with an hour no day has ("mostly 9-25"): neither a window nor a range's top
    "reading.clock_hour_not_read": E("'{said}' is not read: a clock hour is from 0 to 24",
                                     "“{said}”未读取：一天的钟点在 0 到 24 点之间"),
    "reading.range_top": E(
        "'{said}' is a range: read as its top, {top} (sized for the most load; a budget's top is its cap); say one "
        "figure if you meant otherwise",
        "“{said}”是一个范围：按上限 {top} 理解（按最大负载估算；预算以上限为准）；如不是请只给一个数"),
    "reading.lookalike": E(
        "'{said}' read as '{read}' (letters from another alphabet that look Latin); say if you meant otherwise",
        "“{said}”按“{read}”理解（其中有外形相同的非拉丁字母）；如不是请说明"),
    "reading.grouped_decimal": E(
        "'{said}' read as {read} (the last mark before one or two digits is the decimal point, the others group "
        "thousands); say if you meant otherwise",
        "“{said}”按 {read} 理解（最后一个分隔符后一两位数字为小数，其余为千位分隔）；如不是请说明"),
    "reading.comma_money": E(
        "'{said}' is not read: a comma before one or two digits is a decimal comma in some countries and a slip in "
        "others; write the amount as 5.00 or 500",
        "“{said}”未读取：逗号后一两位数字，既可能是小数也可能是笔误；请写成 5.00 或 500 这样的形式"),
    "reading.decimal_comma": E(
        "'{said}' read as {read} (a decimal comma); say if you meant otherwise",
        "“{said}”按 {read} 理解（逗号作小数点）；如不是请说明"),
    "reading.long_group": E(
        "'{said}' is not read: the digits after the comma are not a group of three; write the number without separators",
        "“{said}”未读取：逗号后的数字不是三位一组；请不带分隔符写出"),
    "reading.negative_field": E(
        lambda a: f"'{a['said']}' is not read: {_FIELD_EN[a['field']]} is never negative",
        lambda a: f"“{a['said']}”未读取：{_FIELD_ZH[a['field']]}不会是负数"),
    "reading.unread_power": E(
        "'{said}' is not read: no figure here is that large; write the number in plain digits",
        "“{said}”未读取：没有这么大的数；请用普通数字写出"),
    "reading.unread_mm": E(
        "'{said}' is not read: 'mm' is millimetres or a banker's million; write 20M or 20 million",
        "“{said}”未读取：mm 可能是毫米也可能是百万；请写成 20M 或 2000 万"),
    "reading.unread_giga": E(
        "'{said}' is not read: G is a size in bytes or a billion; write 2B or 2 billion tokens",
        "“{said}”未读取：G 可能是字节大小也可能是十亿；请写成 2B 或 20 亿 token"),
    "reading.unread_bits": E(
        "'{said}' is not read: the precisions sized here are 16-bit, 8-bit and 4-bit; say which one you mean",
        "“{said}”未读取：这里可估算的精度是 16 位、8 位和 4 位；请说明用哪一种"),
    "reading.unread_power_price": E(
        "'{said}' is not read: a power price is a finite amount of money per kWh, and no power price is used; say it "
        "in plain digits (e.g. '$0.15/kWh')",
        "“{said}”未读取：电价须是每度（kWh）有限的金额，这里不采用任何电价；请用普通数字写出（例如“电费每度 0.8 元”）"),
    "reading.unread_nan_money": E(
        "'{said}' is not read: it is not an amount; say the number (e.g. '$300 a month') to keep to a budget",
        "“{said}”未读取：这不是金额；请说出数字（例如“每月 2000 元”）"),
    "reading.unread_thinking": E(
        "'{said}' is not read: a thinking length is a number of tokens from 1 up; the thinking is sized on the "
        "default length — say yours in plain digits",
        "“{said}”未读取：思考长度应是 1 以上的 token 数；思考按默认长度估算，请用普通数字说明你的长度"),
    "reading.unread_people": E(
        "'{said}' is not read: a head count is a whole number of people from 1 up; say it in plain digits",
        "“{said}”未读取：人数应是 1 以上的整数；请用普通数字写出"),
    "reading.unread_cards": E(
        "'{said}' is not read: a count of GPUs is a whole number from 1 up; write it in plain digits",
        "“{said}”未读取：GPU 数量应是 1 以上的整数；请用普通数字写出"),
    "reading.too_many_cards": E(
        "'{said}' is not read: a count of GPUs is from 1 to {most:,}; it is not used — say it again if you meant "
        "another figure",
        "“{said}”未读取：GPU 数量为 1 到 {most:,}；未采用，如有其他数字请重新说明"),
    "reading.same_hour_schedule": E(
        "'{said}' is not read as a schedule: it starts and ends at the same hour (9am to 9pm? around the clock?); "
        "say it with am/pm (e.g. 9am-9pm) or the hours a day — priced around the clock until then",
        "“{said}”未按作息时间读取：起止是同一个钟点（早 9 点到晚 9 点？还是全天？）；请写明上午/下午（例如早上9点到晚上9点）"
        "或每天几小时——在此之前按全天计价"),
    "reading.unread_machines": E(
        "'{said}' is not read: a count of machines is a whole number from 1 up; write it in plain digits (no machines "
        "of yours are assumed)",
        "“{said}”未读取：机器台数应是 1 以上的整数；请用普通数字写出（不假定你已有机器）"),
    # the workload line's stated hardware (advisor/core/render.stated_limits)
    "reading.line_num_gpus": E("{n:plural:GPU}", "{n} 张卡"),
    "reading.line_max_gb": E("≤ {gib:g} GB per GPU", "单卡 ≤ {gib:g} GB"),
    # the context as stated when it is above the model's maximum and the plan is sized at that maximum: both in the
    # workload line, so the stated length is never silently replaced (a 6万字 contract)
    "reading.line_context_over_max": E("{seq_len:,} context (asked {asked:,}: over the model's maximum)",
                                       "上下文 {seq_len:,}（所问 {asked:,}，超出模型上限）"),
    # a family word with a qualifier that names a sub-family without its size ("deepseek r1 distill", "qwen2.5 instruct
    # 1m"): several registry rows, never the base model ("r1 distill" was sized as the 671B R1)
    "reading.subfamily": E(
        "'{said}' names {n} models, not one: {options}; say which (nothing is sized until you do)",
        "“{said}”指的是 {n} 个模型而不是一个：{options}；请说明用哪一个（说明之前不估算）"),
    # a family, its version and a number with no B ("qwen2.5 72"): the one registry row of that size
    # a named model the catalog lacks (advisor/core/extract_rules.unlisted_model): no config is guessed for it
    "reading.unlisted_model": E(
        "'{said}' is not in my model catalog and I have no config for it (none is guessed): give its size in "
        "parameters (e.g. 'a generic 100B'; for a mixture of experts, every expert counts, as all are held in memory), "
        "or name a listed model",
        "“{said}”不在我的模型库里，我没有它的配置（不做猜测）：请给出它的参数量（例如“通用 100B”；"
        "混合专家模型按全部专家计，因为全部要放进显存），或换一个库里有的模型"),
    # a named model the registry lacks whose name says its shape (advisor.core.nearest_held): sized on that held row,
    # said as an assumption, never a bare "give its size" question
    "reading.unlisted_same_shape": E(
        "'{said}' is not in my model catalog: sized on {model}, the held model its name says it is built on (its name "
        "without '{dropped}': a tune of the same layers, widths and experts; an assumption, not its own config); "
        "give its parameter count or config to change it",
        "“{said}”不在我的模型库里：按 {model} 估算——名字表明它建立在这个库里已有的模型上（去掉“{dropped}”后即是；"
        "同样的层数、宽度和专家结构，是假设，不是它自己的配置）；给出它的参数量或配置即可修改"),
    "reading.unlisted_family_row": E(
        "'{said}' names a family, not one of its sizes: sized on {model}, the held size nearest the 8B most such models "
        "are served at (an assumption); say the size to change it",
        "“{said}”是一个系列而不是其中某个规模：按库里最接近常用 8B 规模的 {model} 估算（假设）；说明参数量即可修改"),
    "reading.unlisted_vlm_family": E(
        "'{said}' is not in my model catalog: its name says a vision-language model of no stated size, so it is sized "
        "on {model}, its maker's held VLM nearest the 8B most open VLMs are released at (an assumption: the language "
        "tower and the image tokens are {model}'s); give its size to change it",
        "“{said}”不在我的模型库里：名字表明这是视觉语言模型，没说参数量，所以按同一厂商库里最接近常见 8B 规模的 {model} "
        "估算（假设：语言部分和每张图的视觉 token 都按 {model}）；给出它的参数量即可修改"),
    "reading.unlisted_vlm_active": E(
        "'{said}' is not in my model catalog: its name says a vision-language mixture of experts with about {active:g}B "
        "active a token, so it is sized on {model}, the held one nearest that active size (an assumption: all its "
        "experts stay in memory, and the language tower and the image tokens are {model}'s); give its total size to "
        "change it",
        "“{said}”不在我的模型库里：名字表明这是每个 token 激活约 {active:g}B 参数的视觉语言混合专家模型，所以按库里激活参数"
        "最接近的 {model} 估算（假设：全部专家都在显存里，语言部分和每张图的视觉 token 都按 {model}）；给出总参数量即可修改"),
    "reading.unlisted_vlm_any": E(
        "'{said}' is not in my model catalog: its name says a vision-language model of no stated size and its maker has "
        "none here, so it is sized on {model}, the held VLM nearest the 8B most open VLMs are released at (an "
        "assumption: the language tower and the image tokens are {model}'s); give its size to change it",
        "“{said}”不在我的模型库里：名字表明这是视觉语言模型，没说参数量，库里也没有该厂商的视觉模型，所以按最接近常见 "
        "8B 规模的 {model} 估算（假设：语言部分和每张图的视觉 token 都按 {model}）；给出它的参数量即可修改"),
    # a family and version said with no size ("qwen3", "llama3"): its row nearest a chat assistant's 8B, assumed
    "reading.family_size": E(
        "'{said}' names a family of sizes ({sizes}): sized on {model}, the one nearest the 8B a chat assistant is "
        "usually served at (an assumption); say the size to change it",
        "“{said}”是一个系列（{sizes}）：按其中的 {model} 估算（假设：最接近对话助手常用的 8B 规模）；说明参数量即可修改"),
    # a span said beside a calendar deadline ("friday (4 days)"): the user's count wins over the weekday on our clock
    "reading.item_latency": E(
        lambda a: (f"'{a['said']}' read as each item's limit, not a deadline for the whole period's volume: the items "
                   "arrive spread over the period, so the cards that keep up with them as they come (busy hours "
                   "included) meet it — kept running whenever items arrive, not one run at the period's end"),
        lambda a: (f"“{a['said']}”按每条的时限理解，不是整个周期全部数据的期限：数据在周期内陆续进来，"
                   "跟得上进来的速度（包括高峰）的卡数即可满足——有数据进来时卡就要在跑，不是周期末跑一次")),
    "reading.span_beside_date": E("deadline read as the {hours:,.0f} h you said ('{said}'), not from the date on my clock",
                                  "期限按你说的 {hours:,.0f} 小时（“{said}”）计，而不是按我这边的日期推算"),
    "reading.unlisted_moe": E(
        "'{said}' is not in my model catalog: its name says a mixture of experts, {total:g}B in all and {active:g}B "
        "active per token, so it is sized as a generic one (experts assumed: memory on the total, speed on the "
        "active; never as a dense {total:g}B); for exact figures name a listed mixture of experts ({listed:, })",
        "“{said}”不在我的模型库里：名字表示这是混合专家模型，共 {total:g}B 参数、每个 token 激活 {active:g}B，"
        "所以按通用混合专家模型估算（专家结构为假定：显存按总参数、速度按激活参数；不按 {total:g}B 稠密模型算）；"
        "要精确数字请换一个库里有的混合专家模型（{listed:、}）"),
    # read_params: a size said with the part a token uses ("a 1T MoE with 32B active", "总参数 1T、激活 32B")
    "reading.moe_sizes": E(
        "'{said}' read as a mixture of experts' active parameters per token ({active:g}B of {total:g}B): sized as "
        "experts (memory on the total, speed on the active), never as a dense {total:g}B",
        "“{said}”理解为混合专家模型每个 token 的激活参数（{total:g}B 中的 {active:g}B）：按专家结构估算（显存按总参数、"
        "速度按激活参数），不按 {total:g}B 稠密模型算"),
    # read_regions: where the user is, in mainland China (tools.places.is_mainland); with work to rent for
    # (extract_rules.WORK_ASKED) rented on mainland clouds, an offshore plan marked beside (recommend.offshore_beside)
    "reading.located_mainland": E(
        "'{place}' read as where you are: mainland China, so the mainland's rules apply (cards under US export "
        "control are not rented there) and prices are shown in CNY; offers in every region are ranked and the region "
        "column shows where each runs; say 'only in mainland China' to keep to mainland clouds",
        "“{place}”理解为你所在的地方：中国大陆，所以按大陆的规则（受美国出口管制的卡在大陆租不到），价格以人民币显示；"
        "所有区域的报价都参与排名，“区域”一栏标出各方案所在地；只要国内的云请说“只在国内”"),
    "reading.located_mainland_rent": E(
        "'{place}' read as where you are: mainland China, so the plan is rented on mainland clouds under the "
        "mainland's rules (cards under US export control are not rented there) and priced in CNY; a plan outside the "
        "mainland, for data that may leave it, is marked as such; say where to rent (e.g. 'deploy in Singapore') to "
        "rank another place",
        "“{place}”理解为你所在的地方：中国大陆，所以方案租用国内的云，按大陆的规则（受美国出口管制的卡在大陆租不到），"
        "价格以人民币显示；境外方案（数据可以出境时）会单独标明；如要在别处租，请说例如“部署在新加坡”"),
    # read_regions: where the service's users are (extract_rules.USERS_BEFORE / USERS_AFTER): near them is better for
    # their latency, never a filter, never where the company is; `rented`: a place to rent was also said; `band`:
    # tools.users_place.USERS_NEAR_BAND, how much dearer a row near them may be and still lead
    "reading.users_place": E(
        lambda a: (f"'{a['said']}' read as where your users are, not a rule on where to rent: "
                   + ("the plan is rented where you said; " if a["rented"] else
                      "offers in every region are ranked; ")
                   + (f"a region near them ({a['en']}) gives them shorter round trips, so for serving a row there "
                      f"leads one elsewhere up to {a['band']:.0%} dearer" if a["band"] is not None else
                      f"for serving a row in {a['en']} leads at any price (from abroad every message crosses the "
                      "border's filtering, and a public service needs an ICP-filed host there); a batch job is "
                      "rented wherever is cheapest")
                   + f" — say 'rent in {a['en']}' to keep to it"),
        lambda a: (f"“{a['said']}”理解为你的用户所在的地方，不是租用地点的限制："
                   + ("方案仍按你指定的地方租；" if a["rented"] else "所有区域的报价都参与排名；")
                   + (f"离用户近的区域（{a['zh']}）往返延迟更短，在线服务时那里的方案比别处贵 {a['band']:.0%} 以内也排在前面"
                      if a["band"] is not None else
                      f"在线服务时{a['zh']}的方案不论价格都排在前面（放在境外时每条消息都要跨境，面向公众的服务还需要在那里备案的主机），"
                      "批量任务在哪里便宜就租哪里")
                   + f"——只要在那里租请说“只在{a['zh']}部署”")),
    # an Ollama tag (advisor/core/extract_rules.OLLAMA_TAG): ollama.com/library lists each tag's default download as a
    # Q4_K_M GGUF ("latest" = the q4_K_M file)
    # read_ollama_tag: the tag's file type ("-q8_0", "-fp16") or a precision said elsewhere is what is sized
    "reading.ollama_tag": E(
        "'{said}' read as {model} (an Ollama tag), sized in the format you named, not Ollama's default Q4_K_M file",
        "“{said}”按 {model} 理解（Ollama 的标签），按你说的格式估算，不是 Ollama 默认的 Q4_K_M 文件"),
    # read_ollama_tag: vLLM / SGLang / TGI / TensorRT-LLM named: they load the release weights, not Ollama's file
    "reading.ollama_tag_release": E(
        "'{said}' read as {model} (an Ollama tag); the server you named loads the release weights, so it is sized "
        "in those, not in Ollama's default Q4_K_M file",
        "“{said}”按 {model} 理解（Ollama 的标签）；你说的推理框架加载发布的权重，所以按发布权重估算，不是 Ollama 默认的"
        " Q4_K_M 文件"),
    # read_ollama_tag: a bare tag is Ollama's default download, the Q4_K_M GGUF
    "reading.ollama_tag_q4": E(
        "'{said}' read as {model} in Ollama's default file for that tag, a 4-bit Q4_K_M GGUF run by llama.cpp "
        "(Ollama's engine), and sized at that; to serve it with vLLM or SGLang instead, the route is the release "
        "weights in BF16 (or FP8 on cards that have it): say 'vllm' or 'bf16' and it is sized that way",
        "“{said}”按 {model} 理解，用的是 Ollama 这个标签默认的文件：4 位的 Q4_K_M GGUF，由 llama.cpp（Ollama 的引擎）"
        "运行，并按它估算；若改用 vLLM 或 SGLang 部署，走的是发布的 BF16 权重（支持的卡上也可 FP8）：说“vllm”或“bf16”"
        "就按那样估算"),
    # a GGUF repo without its file (advisor/core/extract_rules.GGUF_REPO): the repo holds one file per quantization
    # a precision the training method cannot train in (advisor/core/extract_rules._drop_untrainable)
    "reading.untrainable_precision.qlora": E(
        "QLoRA keeps a 4-bit NF4 base and computes in BF16, so {said} is not used: sized as NF4 + BF16",
        "QLoRA 的底座固定为 4-bit NF4、计算用 BF16，不用 {said}：按 NF4 + BF16 估算"),
    "reading.untrainable_precision.full": E(
        "{said} is an inference format: training all weights keeps BF16 weights (FP8 with Transformer Engine), so it is "
        "sized in BF16; say QLoRA for a 4-bit base",
        "{said} 是推理用的格式：全参训练的权重用 BF16（或配合 Transformer Engine 用 FP8），按 BF16 估算；"
        "要 4-bit 底座请说 QLoRA"),
    "reading.untrainable_precision.lora": E(
        "{said} is an inference file format with no training path: LoRA trains over a BF16 base, so it is sized that "
        "way; say QLoRA for a 4-bit base",
        "{said} 是推理用的文件格式，不能用于训练：LoRA 在 BF16 底座上训练，按此估算；要 4-bit 底座请说 QLoRA"),
    "reading.unquantised_is_release": E(
        "No quantization: {model} is released by its authors in {p}, so its own {p} weights are the unquantized model "
        "(a 16-bit copy would be an upcast: more memory, no quality gained)",
        "不量化：{model} 的作者发布的就是 {p} 权重，所以按官方 {p} 权重估算，这就是未量化的原版"
        "（转成 16 位只是放大：占更多显存，质量不变）"),
    "reading.gguf_file_assumed": E(
        "'{said}' holds one GGUF file per quantization and none was named: sized for Q4_K_M (Ollama's default file); "
        "say Q8_0, Q5_K_M … for another",
        "“{said}”每种量化各有一个 GGUF 文件，没说用哪个：按 Q4_K_M（Ollama 默认的文件）估算；用别的请说 Q8_0、"
        "Q5_K_M 等"),
    # software agents (advisor/core/extract_rules.AGENTS_AT_ONCE): each keeps a request generating
    "reading.agents_at_once": E(
        "'{said}' read as {n} requests at once (each agent keeps one request generating); say how many run together "
        "if fewer",
        "“{said}”按 {n} 路并发估算（每个 agent 各占一路请求）；如同时运行的更少请说明"),
    "reading.devs_agents_at_once": E(
        "'{said}' with coding agents read as {n} requests at once (each developer's agent keeps a request generating "
        "nearly all the time, not the share of a team chatting at once); say how many agents run together if fewer",
        "“{said}”配编程 agent，按 {n} 路并发估算（每位开发者的 agent 几乎一直在生成，不按团队聊天的在线比例）；"
        "如同时运行的 agent 更少请说明"),
    # a larger team (tools.traffic.agents_running_of_devs): the share with an agent running at the peak, assumed
    "reading.devs_agents_share": E(
        "'{said}' with coding agents read as {n} agents running at once ({pct}% of {devs} developers with an agent "
        "running at the peak, an assumption: each running agent keeps a request generating, but not every developer "
        "runs one at the same moment; a team of up to {team} is sized all at once); say \"all {devs} at once\" or the "
        "real count to change it",
        "“{said}”配编程 agent，按同时运行 {n} 个 agent 估算（假设高峰时 {devs} 位开发者中 {pct}% 有 agent 在跑：运行中的 "
        "agent 一直在生成，但不是每位开发者同一时刻都在跑；{team} 人以内的团队按全部同时估算）；如要按“{devs} 个同时”或"
        "实际数量估算请说明"),
    "reading.size_without_b": E(
        "'{said}' read as {model} (a size written without its B); say if you meant otherwise",
        "“{said}”按 {model} 理解（参数量没写 B）；如不是请说明"),
    # a card memory asked about (advisor/core/extract_rules.memory_asked): answered, never a filter
    "reading.memory_asked": E(
        "'{said}' read as a question, not a requirement: cards are not filtered by memory; the answer says whether "
        "{gib:g} GB a card is enough",
        "“{said}”理解为提问而非要求：不按显存筛卡；答案里会说每卡 {gib:g} GB 够不够"),
    # a provider preferred, not required (advisor/core/extract_rules.provider_preferred): ranked over every provider,
    # the preferred one's best plan compared with the pick
    "reading.provider_preferred": E(  # each language names the provider its own way (name, name_zh)
        lambda a: (f"'{a['said']}' read as a preference, not a requirement: ranked over every provider that meets "
                   f"your other constraints, with {a['name']}'s best plan compared with the pick; say "
                   f"'only {a['name']}' to keep to it"),
        lambda a: (f"“{a['said']}”理解为偏好而非硬性要求：在满足其他条件的所有云厂商中排名，并把 {a['name_zh']} 最好的"
                   f"方案和首选对比；如只能用它请说“只用 {a['name_zh']}”")),
    # a provider allowed, not required ("AutoDL可以", "X is fine": advisor/core/extract_rules.provider_allowed): ranked
    # over every provider, the allowed one's best plan compared with the pick
    "reading.provider_allowed": E(
        lambda a: (f"'{a['said']}' read as allowed, not required: ranked over every provider that meets your other "
                   f"constraints, with {a['name']} compared with the pick; say 'only {a['name']}' to keep to it"),
        lambda a: (f"“{a['said']}”理解为可以用、而非只能用：在满足其他条件的所有云厂商中排名，并把 {a['name_zh']} 和首选对比；"
                   f"如只能用它请说“只用 {a['name_zh']}”")),
    # "most reliable", 最稳定: no marketplace hosts and on-demand billing (what a marketplace and spot lack: an SLA)
    "reading.reliable": E(
        "'{said}' read as: no marketplace hosts, on-demand (no spot); say if you meant otherwise",
        "“{said}”理解为：不用市场类平台、按量计费（不用竞价）；如不是请说明"),
    # the data kept where the user is (advisor/core/extract_rules.read_local_residency): the place it was read as
    # (the place's name in each language: `en` the English names joined, `zh` the Chinese names, read from
    # catalog/data/regions.csv)
    "reading.on_premises": E(
        lambda a: f"'{a['said']}' read as: the data stays on your own machines, so no cloud rental is offered beside them",
        lambda a: f"“{a['said']}”理解为：数据只留在你自己的机器上，所以不列云端租用方案"),
    "reading.local_residency": E(
        lambda a: (f"'{a['said']}' read as a data-residency requirement: only machines in {a['en']} (where you are) "
                   "are first picks; say the place if it is another"),
        lambda a: f"“{a['said']}”理解为数据驻留要求：只把{'、'.join(a['zh'])}（你所在的地方）的机器作为首选；如不是请说明地点"),
    # mainland China by name (extract_rules._place_names: regions.csv's `cn` row names the country)
    "reading.mainland_china": E("mainland China", "中国大陆"),
    # a marketplace not trusted (advisor/core/extract_rules.distrusted_marketplace): every marketplace left out
    "reading.distrusted_marketplace": E(
        "'{said}' read as: no marketplace hosts (their machines belong to unvetted hosts, with no SLA), only clouds "
        "that rent their own machines; say if you meant otherwise",
        "“{said}”理解为：不用市场类平台（机器属于未经审核的个人主机、没有 SLA），只用自有机房的云；如不是请说明"),
    # privileged or regulated data (advisor/core/extract_rules.privileged_data): every marketplace left out, the one
    # asked about named
    "reading.privileged_data": E(
        lambda a: (f"'{a['said']}' read as privileged or regulated data: "
                   + (f"{a['named']} is a marketplace, and marketplace" if a["named"] else "marketplace")
                   + " and community hosts are unfit for it (an unknown operator with access to the disk, no "
                   "data-processing agreement), so they are left out; a contracted cloud in your jurisdiction or a "
                   "machine you own instead"),
        lambda a: (f"“{a['said']}”理解为保密或受监管的数据："
                   + (f"{a['named']} 是市场类平台，" if a["named"] else "")
                   + "市场类、社区类主机不适合（主机方身份不明、能接触磁盘、没有数据处理协议），已排除；"
                   "请用签了合同的本地云，或自己的机器")),
    # "not LoRA" with no other method said: a full fine-tune (the read_task rule), said so QLoRA can be asked instead
    # a rule on who owns the provider (advisor/core/extract_rules.read_owner_rule, tools.owners): the providers kept,
    # and those left out for want of a recorded headquarters (catalog/data/providers.csv hq) or as resellers
    "reading.owner_rule": E("'{said}' read as a rule on who owns the provider: kept to {kept!p:, }{unknown}{resellers}",
                            "“{said}”按云厂商的归属（总部所在地）理解：只保留 {kept!p:、}{unknown}{resellers}"),
    "reading.eu_provider_regions": E(
        "'{said}' read as renting in regions in the EU (the data stays there), not as EU-owned providers only; say "
        "'EU-owned' or 'European company' to keep to providers headquartered in Europe",
        "“{said}”按在欧盟区域租用理解（数据留在当地），不是只用欧洲公司的云；如只要总部在欧洲的厂商，请写“欧洲公司”或“EU-owned”"),
    "reading.europe_provider_regions": E(
        "'{said}' read as renting in regions in Europe (the data stays there), not as EU-owned providers only; say "
        "'EU-owned' or 'European company' to keep to providers headquartered in Europe",
        "“{said}”按在欧洲区域租用理解（数据留在当地），不是只用欧洲公司的云；如只要总部在欧洲的厂商，请写“欧洲公司”或“EU-owned”"),
    "reading.owner_rule.unknown": E("; left out as their headquarters is not recorded: {names!p:, }",
                                    "；总部未记录、一并排除：{names!p:、}"),
    "reading.owner_rule.resellers": E("; left out as resellers of other clouds: {names!p:, }",
                                      "；转售其他云的平台一并排除：{names!p:、}"),
    "reading.reply_fast": E(
        lambda a: (f"'{a['said']}' read as MLPerf's interactive bounds: "
                   + " and ".join(x for x in (f"each user ≥ {a['tps']:g} tokens/s" if a.get("tps") else "",
                                              f"the first token within {a['ttft']:g} ms" if a.get("ttft") else "") if x)
                   + ", the cheapest plan that meets them first; say 'fastest' for the fastest plan at any price, or "
                     "give your own figures"),
        lambda a: (f"“{a['said']}”按 MLPerf 交互场景的标准理解："
                   + "、".join(x for x in (f"每个用户 ≥ {a['tps']:g} token/s" if a.get("tps") else "",
                                          f"首 token {a['ttft']:g} 毫秒内" if a.get("ttft") else "") if x)
                   + "，满足它的最便宜方案排在前面；如要不计成本的最快方案请说“最快”，或直接给出数字")),
    "reading.train_as_finetune": E(
        "'{said}' read as a fine-tune of the released {model} (its published weights trained further); say 'from "
        "scratch' for pretraining, or 'full fine-tune' / 'QLoRA' for the method",
        "“{said}”按在已发布的 {model} 上继续训练（微调）理解；如指从零预训练请说“从头训练”，方法可说“全参微调”或“QLoRA”"),
    "reading.not_lora": E(
        "'{said}' read as a full fine-tune (every weight trained); say QLoRA if you meant a 4-bit LoRA",
        "“{said}”按全参微调理解（训练全部权重）；如指 QLoRA（4-bit LoRA）请说明"),
}
