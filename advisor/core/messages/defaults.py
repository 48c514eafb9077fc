"""The words of tools/defaults.py's messages (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E

_EFFORT_ZH = {"low": "低", "medium": "中", "high": "高"}  # gpt-oss's reasoning levels (Workload.reasoning_effort)

def _lead(a: Mapping[str, Any], en: bool, instruct: str = "", assumed: str = "") -> str:
    """The start of a provisional model's note: a model named that no table holds ("said", advisor/core/unheld_names)
    is said as such, the held model sized in its place; else that no model was named."""
    if a.get("said"):
        return (f"{a['said']} is not in my registry: sized on {a['model']}{instruct} in its place, the nearest held model "
                f"of this kind (an assumption, provisional), " if en else
                f"{a['said']} 不在我的模型库里：暂按同类中最接近的 {a['model']}{instruct} 估算（假设，仅供参考），")
    return (f"No model named: sized on {a['model']}{instruct} ({assumed}provisional), " if en else
            f"未指定模型：暂按 {a['model']}{instruct} 估算{'（假设）' if assumed else ''}，")


ENTRIES: dict[str, E] = {
    # the defaults resolve fills in, each said once ("!u": the id in capitals)
    "defaults.batch_model": E(
        lambda a: (_lead(a, True)
                   + {"vision": "a vision-language model that reads scans and photos (OCR of documents, Chinese and "
                                "English), 7B: enough for field extraction",
                      "chinese": "a 7B instruct model trained on Chinese (Llama 3.1 does not list Chinese among its "
                                 "languages), the size bulk summarising, labelling and extraction are run at",
                      "text": "an 8B instruct model, the size bulk summarising, labelling and extraction are run at"}[
                          a["why"]]
                   + "; a 70B reads ≈ 9 × the bytes per token and costs about that much more. Name your model (or its "
                     "size) and I'll re-size it"),
        lambda a: (_lead(a, False)
                   + {"vision": "它是能读扫描件和照片的视觉语言模型（文档 OCR，中英文都行），7B 足够做字段抽取",
                      "chinese": "它是中文训练充分的 7B 指令模型（Llama 3.1 官方支持的语言不含中文），批量摘要、分类、抽取"
                                 "通常用这个规模",
                      "text": "它是 8B 指令模型，批量摘要、分类、抽取通常用这个规模"}[a["why"]]
                   + "；70B 每个 token 读的字节约是 9 倍，成本也高约这么多。告诉我你的模型（或参数量），我重新估算")),
    # a serving question with no model named (tools.defaults.serving_default_model): the provisional model and why
    "defaults.serving_model": E(
        lambda a: (_lead(a, True, "-Instruct", "an assumption, ")
                   + {"documents": "an Apache-2.0 14B instruct model that reads long documents well in Chinese and "
                                   "English (128k context with YaRN) and still fits one 24 GB card in 4-bit",
                      "chinese": "an Apache-2.0 7B instruct model trained on Chinese (Llama 3.1 does not list Chinese "
                                 "among its languages), the size a chat assistant with short prompts is served at",
                      "text": "an 8B instruct model, the size a chat assistant with short prompts is served at"}[
                          a["why"]]
                   + "; a larger model needs memory and money in proportion to its parameters. Name your model (or "
                     "its size) and I'll re-size it"),
        lambda a: (_lead(a, False, "-Instruct", "假设")
                   + {"documents": "它是 Apache-2.0 的 14B 指令模型，中英文长文档都读得好（YaRN 下 128k 上下文），4 位量化后"
                                   "单张 24 GB 卡也装得下",
                      "chinese": "它是中文训练充分的 Apache-2.0 7B 指令模型（Llama 3.1 官方支持的语言不含中文），短提问的"
                                 "对话助手通常用这个规模",
                      "text": "它是 8B 指令模型，短提问的对话助手通常用这个规模"}[a["why"]]
                   + "；更大的模型，显存和费用按参数量成比例增加。告诉我你的模型（或参数量），我重新估算")),
    # a hosted model named as the one to run (tools.defaults.hosted_stand_in): the open model sized in its place
    "defaults.hosted_model": E(
        lambda a: (f"{a['hosted']} is a hosted model (its weights are not published), so no rented GPU can run it: "
                   f"sized on {a['model']}-Instruct in its place, an open model of its class"
                   + (f" (a small model, as {a['hosted']} is)" if a["small"] else
                      " (70B class: the open models whose own reports set them against GPT-4o)")
                   + " (an assumption: test quality on your own tasks before you switch). Name the open model you "
                     "would run and I'll re-size it"),
        lambda a: (f"{a['hosted']} 是托管模型（权重未公开），租 GPU 也跑不了它：暂按同档次的开源模型 {a['model']}-Instruct "
                   "估算" + ("（同为小模型）" if a["small"] else "（70B 级：这类开源模型的技术报告拿自己与 GPT-4o 对比）")
                   + "（假设：换之前先在自己的任务上测质量）。告诉我你要用的开源模型，我重新估算")),
    "defaults.batch_model_question": E(
        lambda a: (f"How many parameters has {a['said']} (or which listed model is it built on)? The answer above is "
                   f"sized on {a['model']} in its place." if a.get("said") else
                   f"Which model will you run? The answer above is sized on {a['model']}; name yours (or its size, "
                   "e.g. 70B) to re-size it."),
        lambda a: (f"{a['said']} 有多少参数（或基于哪个已收录的模型）？上面的答案暂按 {a['model']} 估算。" if a.get("said")
                   else f"你要用哪个模型？上面的答案按 {a['model']} 估算；告诉我你的模型（或参数量，如 70B）即可重新估算。")),
    "defaults.task": E("task: inference (not stated)", "任务：推理（未说明，按推理估算）"),
    "defaults.task_lora": E("task: LoRA fine-tune (not stated; the question names training facts)",
                            "任务：LoRA 微调（未说明，问题里有训练的信息，按 LoRA 估算）"),
    "defaults.finetune_lora": E(
        "method: LoRA (a fine-tune with no method stated: adapters on the frozen weights, a fraction of a full "
        "fine-tune's memory; say 'QLoRA' or 'full fine-tune' to change it)",
        "方法：LoRA（微调未说明方法：冻结原权重只训练适配器，显存只需全参微调的一小部分；可改说“QLoRA”或“全参微调”）"),
    "defaults.finetune_qlora": E(
        "method: QLoRA (a fine-tune with no method stated, on the NF4 base you gave; say 'LoRA' or 'full fine-tune' "
        "to change it)",
        "方法：QLoRA（微调未说明方法，按你给的 NF4 基座；可改说“LoRA”或“全参微调”）"),
    "defaults.precision_qlora": E(
        "precision: NF4 base weights (4-bit QLoRA), {precision} compute and adapters",
        "精度：基座权重 NF4（4 比特 QLoRA），计算与适配器 {precision!u}"),
    "defaults.precision": E("precision: {precision} (weights and compute)", "精度：{precision!u}（权重与计算）"),
    "defaults.context": E("context: {tokens:,} tokens per request", "上下文：每个请求 {tokens:,} token"),
    "defaults.context_output": E(
        "context: {prompt:,} tokens of prompt + the {out:,} tokens of output you stated per request",
        "上下文：每个请求 {prompt:,} token 提示词 + 你说的 {out:,} token 输出"),
    "defaults.context_reasoning": E(
        "context: {prompt:,} tokens of prompt + {out:,} of output per request: {model} is a reasoning model that thinks "
        "before it answers, and no output length was stated (AWS Bedrock's DeepSeek-R1 guide keeps max_tokens ≤ 8,192 "
        "for quality; the model card evaluates up to 32,768); say the real length",
        "上下文：每个请求 {prompt:,} token 输入 + {out:,} token 输出：{model} 是推理模型，回答前先长篇思考，而你没有给出输出长度"
        "（AWS Bedrock 的 DeepSeek-R1 指南建议 max_tokens ≤ 8,192 以保证质量；模型卡评测上限 32,768）；请给出实际长度"),
    "defaults.thinking_sized": E(
        "{model} thinks before it answers by default: each answer is sized with {tokens:,} thinking tokens before the "
        "reply (its model card; the 8,192 max_tokens AWS Bedrock's DeepSeek-R1 guide advises), in the decode time, "
        "the KV cache and the speed per user; switch it off ({switch}) and say \"no thinking\" to size the reply only",
        "{model} 默认先思考再回答：每个回答按回复前 {tokens:,} 个思考 token 估算（模型卡；AWS Bedrock 的 DeepSeek-R1 指南建议的 "
        "max_tokens 8,192），已计入解码时间、KV 缓存和每用户速度；关闭思考（{switch}）并说“不要思考”，即只按回复估算"),
    "defaults.context_output_thinking": E(
        "context: {prompt:,} tokens of prompt + the {out:,}-token reply you stated + {think:,} thinking tokens before "
        "it per request",
        "上下文：每个请求 {prompt:,} token 提示词 + 你说的 {out:,} token 回复 + 回复前 {think:,} 个思考 token"),
    "defaults.line_thinking": E("thinking {tokens:,} tokens/answer", "每个回答思考 {tokens:,} token"),
    "defaults.line_thinking_effort": E(
        lambda a: f"thinking ≈ {a['tokens']:,} tokens/answer (reasoning {a['effort']}; length from memory, re-check)",
        lambda a: f"每个回答思考约 {a['tokens']:,} token（推理强度 {_EFFORT_ZH[a['effort']]}；长度凭记忆，待核实）"),
    "defaults.line_thinking_effort_by_use": E(
        lambda a: (f"thinking ≈ {a['tokens']:,} tokens/answer (assumed reasoning low: "
                   + ("short answers waited on" if a["latency"] else "translation, summaries and extraction need no long "
                      "reasoning") + "; say \"with thinking\" or \"reasoning high\" to size it; length from memory, re-check)"),
        lambda a: (f"每个回答思考约 {a['tokens']:,} token（假设推理强度低："
                   + ("短回答、要求即时" if a["latency"] else "翻译、摘要、提取不需要长篇推理")
                   + "；说“开启思考”或“推理强度高”即按长思考估算；长度凭记忆，待核实）")),
    "defaults.line_thinking_off": E("thinking off", "已关闭思考"),
    "defaults.line_thinking_agent_turn": E(
        lambda a: (f"{a['out']:,} tokens out a turn, the run's own: thinking not added (an assumption to check on a "
                   f"pilot: the model thinks by default, up to ≈ {a['tokens']:,} more a turn"
                   + (f"; {a['switch']} turns it off)" if a["switch"] else ", and cannot be switched off)")),
        lambda a: (f"每轮输出 {a['out']:,} token（按本次运行的设定）：未计入思考（假设，请先小规模实测：该模型默认会思考，"
                   f"每轮最多约多 {a['tokens']:,} token"
                   + (f"；用 {a['switch']} 关闭）" if a["switch"] else "，且无法关闭）"))),
    "defaults.line_thinking_no_switch": E("thinking {tokens:,} tokens/answer (cannot be switched off)",
                                          "每个回答思考 {tokens:,} token（无法关闭）"),
    "defaults.line_thinking_off_use": E("thinking off (general dialogue: {switch})", "不开思考（一般对话：{switch}）"),
    "defaults.line_thinking_off_ttft": E(
        lambda a: f"thinking off (a first token within {a['ttft_s']:g} s: with thinking on it waits for the whole "
                  f"thinking; {a['switch']})",
        lambda a: f"不开思考（首 token 要在 {a['ttft_s']:g} 秒内：开启思考时首个可见字要等整段思考写完；{a['switch']}）"),
    "defaults.line_thinking_off_latency": E("thinking off (assumed: short answers waited on; {switch})",
                                            "不开思考（假设：短回答、要求即时；{switch}）"),
    "defaults.thinking_no_switch": E(
        "{model} cannot switch its thinking off (its model card: it always thinks before it answers), so \"no "
        "thinking\" changes nothing: each answer is still sized with {tokens:,} thinking tokens",
        "{model} 无法关闭思考（模型卡：每次回答前都会思考），所以“不要思考”不改变估算："
        "每个回答仍按 {tokens:,} 个思考 token 计算"),
    "defaults.thinking_sibling": E(
        "{model} cannot switch its thinking off (its model card: it thinks ≈ {tokens:,} tokens before every answer as "
        "sized), so \"no thinking\" moves the plan to {sibling}, its non-thinking release with the same shape ({source}): "
        "answers come without the thinking wait and are sized again below; name {model} again to keep it",
        "{model} 无法关闭思考（模型卡：每次回答前都会思考，按每个回答约 {tokens:,} 个思考 token 估算），"
        "所以“不要思考”改按它的非思考版本 {sibling} 规划（同一模型结构；{source}）："
        "回答不再先等思考，下面按它重新估算；要继续用 {model} 请再点名它"),
    "defaults.prompt_tokens": E(
        "prompts: {tokens:,} tokens on average (ShareGPT's mean, vLLM paper Fig. 11; no context was stated); state the "
        "prompt length (--prompt-tokens) to change it",
        "提示：平均 {tokens:,} token（ShareGPT 均值，vLLM 论文图 11；未说明上下文）；说明提示长度（--prompt-tokens）即可修改"),
    "defaults.output_tokens": E(
        "output: {out:,} tokens generated per request (say the real length)", "输出：每条生成 {out:,} token（请给出实际长度）"),
    "defaults.output_classify": E(
        "output: a label, {out:,} tokens per item (a classification; say the real length)",
        "输出：每条一个标签，按 {out:,} token 估算（分类任务；如不同请说明）"),
    "defaults.output_classify_reasoned": E(
        "output: {out:,} tokens per item, the model's reasoning before its label (it reasons before every answer; a "
        "label alone is a few tokens; say the real length or a reasoning effort)",
        "输出：每条 {out:,} token，即模型先写推理再给标签（它每次回答前都会推理；单个标签只有几个 token；"
        "如不同请说明实际长度或推理强度）"),
    "defaults.output_translate": E(
        "output: {out:,} tokens per item, a translation as long as its input (say the real length)",
        "输出：每条 {out:,} token，译文按与原文等长估算（请给出实际长度）"),
    "defaults.batch_short_items": E(
        "input: {prompt:,} tokens per item, the mean user-written prompt in ShareGPT (vLLM paper Fig. 11): each item's "
        "length was not stated, and tickets, reviews, comments and messages run a few sentences; say the real length "
        "(context {prompt:,} in + {out:,} out)",
        "输入：每条按 {prompt:,} token 估算（ShareGPT 用户输入的平均长度，vLLM 论文图 11）：未说明每条长度，工单、评论、留言、"
        "邮件一般只有几句话；请给出实际长度（上下文：输入 {prompt:,} + 输出 {out:,} token）"),
    "defaults.batch_shared_own": E(
        lambda a: ("input: each " + ("document" if a["doc"] else "item") + "'s own length was not stated, only the "
                   f"{a['shared']:,}-token instruction they share: {a['own']:,} tokens assumed for each "
                   + ("(ShareGPT's mean user prompt, vLLM paper Fig. 11) " if a["short"] else
                      "(the input the default 4,096-token context leaves beside 512 out) ")
                   + f"on top of it, {a['prompt']:,} in + {a['out']:,} out per item; say how long each "
                   + ("document" if a["doc"] else "item") + " is"),
        lambda a: ("输入：未说明每" + ("篇文档" if a["doc"] else "条") + f"本身的长度，只说了共用的 {a['shared']:,} token 指令："
                   f"每条在它之外按 {a['own']:,} token 估算"
                   + ("（ShareGPT 用户输入的平均长度，vLLM 论文图 11）" if a["short"] else
                      "（默认 4,096 token 上下文减去 512 token 输出后的输入）")
                   + f"，即每条输入 {a['prompt']:,} + 输出 {a['out']:,} token；请告诉我每"
                   + ("篇文档" if a["doc"] else "条") + "有多长")),
    "defaults.batch_item_resized": E(
        lambda a: (f"read as each item's own length: {a['own']:,} tokens"
                   + (f" + the {a['shared']:,}-token instruction they share" if a["shared"] else "")
                   + f" = {a['prompt']:,} in, {a['out']:,} out"
                   + (" (output not stated: assumed from the item's length; say the real length)" if a["assumed"]
                      else "")),
        lambda a: (f"按每条本身的长度读取：{a['own']:,} token"
                   + (f" + 共用的 {a['shared']:,} token 指令" if a["shared"] else "")
                   + f" = 输入 {a['prompt']:,}，输出 {a['out']:,} token"
                   + ("（未说明输出长度：按每条长度估算；请给出实际长度）" if a["assumed"] else ""))),
    "defaults.batch_context": E(
        "context: the {prompt:,} tokens in you stated + {out:,} out per item",
        "上下文：每条为你说的输入 {prompt:,} token + 输出 {out:,} token"),
    "defaults.concurrency_personal": E(
        "concurrency: 1 request at a time (personal use: you alone, as you said)", "并发：1 路（个人使用：按你说的只有你一人）"),
    "defaults.concurrency_public": E(
        "concurrency: {n:,} requests at a time (assumed: a service for customers or the public with no user count "
        "stated is sized as a small production load, not one user; tell me your peak users and I'll re-size it)",
        "并发：{n:,} 路（假设：面向客户或公众的服务没说用户数，按小规模生产负载估算，而不是 1 个用户；"
        "告诉我高峰用户数即可重新估算）"),
    "defaults.concurrency": E("concurrency: {n:plural:request} at a time", "并发：{n:,} 路"),
    "defaults.kv_precision": E("KV cache precision: {kv}", "KV cache 精度：{kv!u}"),
    "defaults.seq_len_stated": E(
        "sequence length: {seq_len:,} tokens (each example's stated length)", "序列长度：{seq_len:,} token（每条样本的长度）"),
    "defaults.seq_len": E("sequence length: {seq_len:,} tokens", "序列长度：{seq_len:,} token"),
    "defaults.batch_size_packed": E(
        "micro-batch: {n:,} of the {seq_len:,}-token examples per GPU per step (≈ {tokens:,} tokens, packed or batched "
        "as trainers do with short examples: TRL packing=True)",
        "micro-batch：每卡每步 {n:,} 条 {seq_len:,} token 的短样本（≈ {tokens:,} token，短样本按训练框架的做法拼接或成批："
        "TRL packing=True）"),
    "defaults.batch_size": E("micro-batch: {n:plural:sequence} per GPU", "micro-batch：每卡 {n:,} 条序列"),
    "defaults.lora_rank": E(
        "LoRA rank {rank} on all 7 linear projections (q,k,v,o,gate,up,down)",
        "LoRA rank {rank}，作用于全部 7 个线性层（q,k,v,o,gate,up,down）"),
    "defaults.optimizer_torchtune": E(
        "optimizer: AdamW, pure bf16 as torchtune runs it (no fp32 master copy)",
        "优化器：AdamW，按 torchtune 的纯 BF16 方式（无 FP32 主权重）"),
    "defaults.optimizer": E(
        "optimizer: AdamW (mixed precision: fp32 master + 2 moments)", "优化器：AdamW（混合精度：FP32 主权重 + 两个动量）"),
    "defaults.framework_llama_cpp": E(
        "framework: llama.cpp (GGUF weights, KV cache for the whole context at start)",
        "框架：llama.cpp（GGUF 权重，启动时按完整上下文分配 KV cache）"),
    "defaults.framework_vllm": E(
        "framework: vLLM (KV pool pre-allocated at gpu_memory_utilization 0.9, CUDA graphs)",
        "框架：vLLM（按 gpu_memory_utilization 0.9 预分配 KV 池，CUDA Graph）"),
    "defaults.framework_hf": E(
        "framework: Hugging Face transformers + PEFT / Trainer (full fp32 logits for the loss)",
        "框架：Hugging Face transformers + PEFT / Trainer（损失按完整 FP32 logits 计算）"),
    "defaults.flash_attention": E(
        "memory-efficient attention on (FlashAttention-2; before Ampere, PyTorch SDPA's memory-efficient kernel): "
        "attention scores not stored",
        "开启省显存的注意力（FlashAttention-2；Ampere 之前的卡用 PyTorch SDPA 的 memory-efficient 内核）：不保存注意力分数矩阵"),
    "defaults.batch_job_each_replica": E(
        "batch job: each replica decodes up to {vllm_max_num_seqs} sequences at once (vLLM max_num_seqs), every GPU of "
        "the machine runs a replica; prefill and decode are timed one after the other (continuous batching overlaps them, "
        "so this errs long)",
        "批量任务：每个副本同时解码至多 {vllm_max_num_seqs} 条（vLLM "
        "max_num_seqs），整机每张卡都跑副本；预填充与解码按先后计时（连续批处理会重叠，所以偏保守）"),
    "defaults.gradients_kept_for_the": E(
        "gradients kept for the whole step (gradient accumulation > 1); with accumulation 1 the peak is lower "
        "(--grad-accum 1)",
        "梯度在整个 step 内常驻（梯度累积 > 1）；累积为 1 时峰值更低（--grad-accum 1）"),
    "defaults.gradient_checkpointing_off_unless": E(
        "gradient checkpointing: off unless needed to fit (+20–40 % step time when on)",
        "梯度检查点：仅在装不下时开启（开启后单步时间 +20–40%）"),
}
