"""Rule extractor: English and Chinese (simplified and traditional) text → WorkloadPatch + intents.

Deterministic and offline: the default extractor, and the fallback whenever a language model fails.
It reads only what the text states; everything else is left unset for the defaults to fill.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from tools.schema import Money, WorkloadPatch

CJK = re.compile(r"[\u3400-\u9fff]")
NUM = r"(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)"

PROVIDERS = [
    ("aws", r"\baws\b|amazon|亚马逊|亞馬遜"),
    ("gcp", r"\bgcp\b|google cloud|谷歌云|谷歌雲"),
    ("azure", r"\bazure\b|微软云|微軟雲"),
    ("lambda", r"\blambda(?: labs| cloud)?\b"),
    ("oci", r"\boci\b|oracle|甲骨文"),
    ("nebius", r"\bnebius\b"),
    ("runpod", r"\brunpod\b"),
    ("cudo", r"\bcudo\b"),
    ("paperspace", r"\bpaperspace\b"),
    ("alibaba", r"alibaba|aliyun|阿里云|阿里雲|阿里"),
    ("tencent", r"tencent|腾讯云|騰訊雲|腾讯|騰訊"),
    ("huawei", r"huawei|华为云|華為雲|华为|華為"),
    ("baidu", r"baidu|百度智能云|百度智能雲|百度云|百度雲|百度"),
    ("volcano", r"volcano engine|volcengine|火山引擎"),
]

GPU_PATTERN = re.compile(
    r"(?i)(?<![a-z0-9])(gh200|b200|h200|h100(?:[\s-]*(?:sxm|pcie|nvl))?|h800|h20|a100(?:[\s-]*(?:80|40)\s*gb?)?|a800|a10g|a10|a30|a40|"
    r"l40s|l40|l20|l4|t4|v100(?:[\s-]*32\s*gb?)?|(?:rtx[\s-]*)?(?:4090|3090|5090)|(?:rtx[\s-]*)?a6000|mi300x|mi325x|"
    r"910b|昇腾\s*910b|昇騰\s*910b)(?:s(?![a-z0-9]))?(?![a-z0-9])")

INTENTS = {
    "export": r"(?i)\bexport\b|\bdownload\b|导出|導出|\bmarkdown\b",
    "reset": r"(?i)\breset\b|start over|\bstart again\b|重新开始|重新開始|重来|重來|清空",
    "why": r"(?i)^\s*(why|explain|how did you)|\bwhy\?|为什么|為什麼|为啥|解释一下|解釋",
    "help": r"(?i)^\s*(help|/help|\?|what can you do)\s*[?!.]*\s*$|^\s*(帮助|幫助|怎么用|怎麼用)\s*[?？]?\s*$",
    "cheaper": r"(?i)\bcheaper\b|\bcheapest\b|lower (?:the )?cost|save money|便宜|省钱|省錢|降低成本|更省",
    "chart": r"(?i)\bchart\b|\bplot\b|\bgraph\b|图表|圖表|画图|畫圖|^\s*图\s*$|^\s*圖\s*$",
}
GREETING = re.compile(r"(?i)^\s*(hi|hello|hey|thanks|thank you|thx|good (?:morning|evening)|你好|您好|嗨|谢谢|謝謝|多谢|多謝|感谢|感謝)"
                      r"[\s!！.。,，~]*(there|bot|a lot|so much)?[\s!！.。]*$")


TASK_PATTERNS = [
    (r"(?i)q[\s-]?lora|4[\s-]?bit\s*lora|4\s*位\s*lora", "qlora"),
    (r"(?i)\blora\b|\bpeft\b|\badapter", "lora"),
    (r"(?i)full[\s-]*(?:parameter|param|weight)?s?[\s-]*(?:fine[\s-]*tun|finetun|sft|train)|全参|全參|全量微调|全量微調|全量训练|全量訓練",
     "full_finetune"),
    (r"(?i)pre[\s-]?train|from scratch|预训练|預訓練|从头训练|從頭訓練|从零训练|從零訓練", "pretrain"),
    (r"(?i)fine[\s-]?tun|finetun|\bsft\b|微调|微調", "lora"),  # a bare "fine-tune" is read as LoRA (noted)
    (r"(?i)\binfer|\bserv(e|ing)\b|\bdeploy|\bhost(ing)?\b|\bchatbot|推理|部署|上线|上線|服务|服務|\bapi\b", "inference"),
]
BILLING_PATTERNS = [
    (r"(?i)\bspot\b|preemptible|抢占式|搶佔式|搶占式|竞价|競價", "spot"),
    (r"(?i)reserved|reservation|\bmonthly\b|\byearly\b|包年|包月|预留|預留|长约|長約", "reserved"),
    (r"(?i)on[\s-]?demand|pay[\s-]as[\s-]you[\s-]go|按量|按需", "on_demand"),
]


EN_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
              "ten": 10, "twelve": 12, "sixteen": 16, "twenty": 20, "thirty-two": 32, "sixty-four": 64}
ZH_DIGITS = {"一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
COUNTED = r"(?:[\w-]+\s+)?(?:gpus?|cards?|nodes?|users|requests|sessions|concurrent|machines|instances|a100s?|h100s?|h200s?|h800s?|a10g?s?|l4s?|l40s|t4s|4090s?|3090s?)"


def _zh_number(word: str) -> int | None:
    """一 … 九十九 (十, 十六, 三十二); None when it is not a plain numeral."""
    if word == "十":
        return 10
    if "十" in word:
        tens, _, ones = word.partition("十")
        t = ZH_DIGITS.get(tens, 1) if tens else 1
        o = ZH_DIGITS.get(ones, 0) if ones else 0
        if (tens and tens not in ZH_DIGITS) or (ones and ones not in ZH_DIGITS):
            return None
        return t * 10 + o
    return ZH_DIGITS.get(word) if len(word) == 1 else None


def spell_out_numbers(text: str) -> str:
    """"two cards" → "2 cards", "八卡" → "8卡", "三十二路并发" → "32路并发", "a single 4090" → "1 4090"."""
    text = re.sub(r"(?i)\b(" + "|".join(EN_NUMBERS) + r")\b(?=\s+" + COUNTED + r"\b)",
                  lambda m: str(EN_NUMBERS[m.group(1).lower()]), text)
    text = re.sub(r"(?i)\b(?:a\s+)?single\s+(?=(?:rtx\s*)?(?:gh200|b200|h200|h100|h800|h20|a100|a800|a10g?|a30|a40|l40s?|l20|l4|t4|v100|4090|3090|5090)\b)",
                  "1 ", text)

    def zh(m: re.Match[str]) -> str:
        n = _zh_number(m.group(1))
        return (str(n) if n is not None else m.group(1)) + m.group(2)

    return re.sub(r"([一二两兩三四五六七八九十]{1,3})\s*(张|張|块|塊|卡|台|路|个|個|并发|併發|並發|节点|節點)", zh, text)


def _first(text: str, patterns: list[tuple[str, str]]) -> str | None:
    return next((value for pat, value in patterns if re.search(pat, text)), None)


@dataclass
class Extraction:
    patch: WorkloadPatch
    intents: set[str] = field(default_factory=set)
    language: str = "en"
    notes: list[str] = field(default_factory=list)  # how an ambiguous word was read

    @property
    def stated(self) -> set[str]:
        return {k for k, v in self.patch.model_dump().items() if v is not None and k != "language"}


def detect_language(text: str) -> str:
    return "zh" if CJK.search(text) else "en"


def _f(s: str) -> float:
    return float(s.replace(",", ""))


def _scale(num: float, unit: str) -> float:
    u = unit.lower()
    return num * {"k": 1e3, "m": 1e6, "b": 1e9, "t": 1e12, "万": 1e4, "萬": 1e4, "亿": 1e8, "億": 1e8,
                  "万亿": 1e12, "萬億": 1e12, "千亿": 1e11, "千億": 1e11, "百亿": 1e10, "百億": 1e10}.get(u, 1)


# ---- model names ---------------------------------------------------------------------------------

_FAMILY = [
    (r"(?i)mixtral[\s\-_]*(8\s*x\s*(?:7|22))\s*b", lambda m: f"Mixtral-{m.group(1).replace(' ', '').lower()}B"),
    (r"(?i)deepseek[\s\-_]*(v3|r1)\b", lambda m: f"DeepSeek-{m.group(1).upper()}"),
    (r"(?i)deepseek(?![\s\-_]*(?:v2|coder|llm))", lambda m: "DeepSeek-V3"),
    (r"(?i)(?:qwen|通义千问|通義千問|千问|千問)[\s\-_]*(3|2\.5|2)?[\s\-_]*(\d+(?:\.\d+)?)\s*b(?:[\s\-_]*a(\d+)b)?",
     lambda m: f"Qwen{m.group(1) or '2.5'}-{m.group(2)}B" + (f"-A{m.group(3)}B" if m.group(3) else "")),
    (r"(?i)llama[\s\-_]*(\d(?:\.\d)?)?[\s\-_]*(\d+)\s*b", lambda m: f"Llama-{m.group(1)}-{m.group(2)}B" if m.group(1) else f"llama*{m.group(2)}B"),
    (r"(?i)mistral[\s\-_]*7\s*b|mistral(?!\w)", lambda m: "Mistral-7B"),
    (r"(?i)gemma[\s\-_]*2?[\s\-_]*(2|9|27)\s*b", lambda m: f"Gemma-2-{m.group(1)}B"),
    (r"(?i)phi[\s\-_]*3[\s\-_.]*(mini|medium)", lambda m: f"Phi-3-{m.group(1).lower()}"),
    (r"(?i)\byi[\s\-_]*34\s*b", lambda m: "Yi-34B"),
    (r"(?i)(?:chat)?glm[\s\-_]*4[\s\-_]*9\s*b|智谱|智譜", lambda m: "GLM-4-9B"),
    (r"(?i)internlm[\s\-_]*2\.5[\s\-_]*7\s*b|书生|書生", lambda m: "InternLM2.5-7B"),
    (r"(?i)baichuan[\s\-_]*2?[\s\-_]*13\s*b|百川", lambda m: "Baichuan2-13B"),
]


def _resolve_model(candidate: str) -> str | None:
    from catalog import registry

    if candidate.startswith("llama*"):
        size = candidate.split("*")[1]
        options = [n for n in registry.names() if n.startswith("Llama-") and n.endswith(f"-{size}")]
        # "Llama 7B" without a version: the one with that size (Llama-2 for 7/13B, Llama-3 for 8/70B)
        return options[0] if options else None
    try:
        return registry.resolve_name(candidate)
    except LookupError:
        return None


def find_model(text: str) -> tuple[str | None, tuple[int, int] | None]:
    for pattern, build in _FAMILY:
        m = re.search(pattern, text)
        if m:
            name = _resolve_model(build(m))
            if name:
                return name, m.span()
    return None, None


# ---- the extractor -------------------------------------------------------------------------------

def extract(text: str) -> Extraction:
    """Read a message. Never raises: anything unreadable is simply not extracted."""
    text = (text or "")[:4000]
    lang = detect_language(text)
    out = Extraction(patch=WorkloadPatch(), language=lang)
    p: dict = {}
    t = text.replace("，", ",").replace("：", ":").replace("（", "(").replace("）", ")").replace("＄", "$").replace("／", "/")
    t = spell_out_numbers(t)
    low = t.lower()

    for name, pat in INTENTS.items():
        if re.search(pat, t):
            out.intents.add(name)
    if GREETING.match(t):
        out.intents.add("greeting")

    # training tokens first, so "100B tokens" is not read as a model size
    consumed: list[tuple[int, int]] = []
    m = re.search(r"(?i)" + NUM + r"\s*(万亿|萬億|千亿|千億|百亿|百億|亿|億|[kmbt])?\s*(?:tokens?|token|个\s*token)", t)
    if m and (m.group(2) or _f(m.group(1)) >= 1e5):
        v = _scale(_f(m.group(1)), m.group(2) or "")
        if re.search(r"(?i)(train|pretrain|pre-train|预训练|預訓練|训练|訓練|on|数据|資料|corpus|语料|語料)", t[max(0, m.start() - 40):m.start()]) \
                or v >= 1e8:
            p["train_tokens"] = int(v)
            consumed.append(m.span())

    model, span = find_model(t)
    if model:
        p["model"] = model
        consumed.append(span)  # type: ignore[arg-type]

    def free(s: int, e: int) -> bool:
        return all(e <= a or s >= b for a, b in consumed)

    # parameter count
    if "model" not in p:
        for m in re.finditer(r"(?i)" + NUM + r"\s*(万亿|萬億|千亿|千億|百亿|百億|亿|億)\s*(?:参数|參數|个参数|規模|规模|的?模型)?", t):
            if free(*m.span()):
                p["params_b"] = _scale(_f(m.group(1)), m.group(2)) / 1e9
                break
        if "params_b" not in p:
            for m in re.finditer(r"(?i)(?<![\w.])" + NUM + r"\s*(b|bn|billion|m|million|t|trillion)(?![a-z0-9])", t):
                if not free(*m.span()):
                    continue
                after = t[m.end():m.end() + 12].lower()
                if re.match(r"\s*(tokens?|token|context|ctx|上下文|/h|per|usd|dollars)", after):
                    continue
                unit = m.group(2).lower()[0]
                n = _f(m.group(1))
                p["params_b"] = n / 1000 if unit == "m" else n * 1000 if unit == "t" else n
                break

    # task: the first pattern that matches wins (order matters: "QLoRA" before "LoRA", "full fine-tune" before "fine-tune")
    task = _first(t, TASK_PATTERNS)
    if task:
        p["task"] = task
        if task == "lora" and not re.search(r"(?i)\blora\b|\bpeft\b|\badapter", t):
            out.notes.append("'fine-tune' read as LoRA; say 'full fine-tune' to train all weights")

    # precision
    m = re.search(r"(?i)\b(fp32|fp16|bf16|fp8|int8|int4)\b|(?:^|[^a-z])(fp32|fp16|bf16|fp8|int8|int4)", t)
    if m:
        p["precision"] = (m.group(1) or m.group(2)).lower()
    elif re.search(r"(?i)\b4[\s-]?bit\b|\bawq\b|\bgptq\b|4\s*位", t) and p.get("task") != "qlora":
        p["precision"] = "int4"
    elif re.search(r"(?i)\b8[\s-]?bit\b|8\s*位", t):
        p["precision"] = "int8"
    elif re.search(r"半精度", t):
        p["precision"] = "fp16"
    if p.get("task") == "qlora" and p.get("precision") in ("int4", "int8", "fp32", "fp8"):
        p.pop("precision")

    # context length
    ctx_words = r"(?:context|ctx|seq(?:uence)?(?:[\s_-]*len(?:gth)?)?|max[\s_-]*len(?:gth)?|prompt|上下文|序列长度|序列長度|序列|长度|長度|窗口)"
    m = (re.search(r"(?i)" + NUM + r"\s*(k)?\s*(?:tokens?\s*)?(?:of\s+)?" + ctx_words, t)
         or re.search(r"(?i)" + ctx_words + r"\s*(?:length|of|=|:|为|為|是)?\s*" + NUM + r"\s*(k)?", t))
    if m:
        n, k = _f(m.group(1)), m.group(2)
        p["seq_len"] = int(n * 1024) if k else int(n)
    else:
        m = re.search(r"(?i)(?<![\w.])" + NUM + r"\s*k(?![a-z0-9])(?!\s*(?:users|requests|tokens? of training))", t)
        if m and 1 <= _f(m.group(1)) <= 2048:
            p["seq_len"] = int(_f(m.group(1)) * 1024)

    # concurrency
    m = (re.search(r"(?i)" + NUM + r"\s*(?:concurrent|simultaneous|parallel)?\s*(?:users|requests|sessions|streams|connections|people)", t)
         or re.search(r"(?i)" + NUM + r"\s*(?:concurrent|simultaneous)", t)
         or re.search(r"(?i)(?:concurrency|并发|併發|並發)\s*(?:of|=|:|为|為|是)?\s*" + NUM, t)
         or re.search(r"(?i)" + NUM + r"\s*(?:路|个|個)?\s*(?:并发|併發|並發|用户|用戶|请求|請求)", t))
    if m:
        p["concurrency"] = int(_f(m.group(1)))

    # batch
    m = re.search(r"(?i)(?:batch[\s_-]*(?:size)?|bs|批大小|批量|批次)\s*(?:of|=|:|为|為|是)?\s*" + NUM, t)
    if m:
        p["batch_size"] = int(_f(m.group(1)))

    # GPUs: count and type
    g = GPU_PATTERN.search(t)
    if g:
        from catalog.gpus import UnknownGPU, resolve_gpu_name

        raw = re.sub(r"\s+", "", g.group(1))
        try:
            p["gpu_preference"] = resolve_gpu_name(raw)
        except UnknownGPU:
            pass
    m = (re.search(r"(?i)" + NUM + r"\s*(?:x|×|\*)?\s*(?:张|張|块|塊|台)?\s*(?=" + GPU_PATTERN.pattern[4:] + ")", t)
         or re.search(r"(?i)" + NUM + r"\s*(?:gpus?|cards?)(?![a-z])", t)
         or re.search(r"(?i)" + NUM + r"\s*(?:张卡|張卡|块卡|塊卡|卡)", t)
         or re.search(r"(?i)(?:gpus?|cards?)\s*[:=]\s*" + NUM, t))
    if m:
        n = int(_f(m.group(1)))
        if 1 <= n <= 100000:
            p["num_gpus"] = n
    elif re.search(r"(?i)\b(?:a |one )?single[\s-]+(?:gpu|card)\b|\bone gpu\b|单卡|單卡|一张卡|一張卡", t):
        p["num_gpus"] = 1

    # ZeRO / FSDP, checkpointing, LoRA rank
    m = re.search(r"(?i)zero[\s_-]*(?:stage)?[\s_-]*([0-3])", t)
    if m:
        p["zero_stage"] = int(m.group(1))
    elif re.search(r"(?i)\bfsdp\b", t):
        p["zero_stage"] = 3
    if re.search(r"(?i)(?:no|without|disable|off)\s+(?:gradient|activation)[\s_-]*checkpoint|不(?:开|開|用|要)\s*(?:梯度检查点|梯度檢查點)", t):
        p["gradient_checkpointing"] = False
    elif re.search(r"(?i)(?:gradient|activation)[\s_-]*checkpoint|梯度检查点|梯度檢查點|重计算|重計算", t):
        p["gradient_checkpointing"] = True
    m = re.search(r"(?i)(?:lora[\s_-]*)?(?:rank|\br)\s*(?:=|:|of)?\s*(\d+)|秩\s*(?:为|為|=)?\s*(\d+)", t)
    if m and ("lora" in low or "rank" in low or "秩" in t or re.search(r"\br\s*=", low)):
        p["lora_rank"] = int(m.group(1) or m.group(2))

    # budget per hour
    m = (re.search(r"(?i)(\$|usd\s*|us\$|¥|￥|rmb\s*|cny\s*)\s*" + NUM + r"\s*(?:usd|dollars?|rmb|cny|元|块)?\s*(?:/|per|an?|每|一)\s*(?:h|hr|hour|小时|小時)", t)
         or re.search(r"(?i)" + NUM + r"\s*(usd|dollars?|\$|rmb|cny|元|块|塊)\s*(?:/|per|an?|每|一)?\s*(?:h|hr|hour|小时|小時)", t)
         or re.search(r"(?i)(?:每小时|每小時|一小时|一小時|per hour|hourly)\s*(?:预算|預算|budget)?\s*(?:under|below|at most|不超过|不超過|以内|以內)?\s*(\$|¥|￥)?\s*" + NUM + r"\s*(元|块|塊|usd|dollars?|rmb|cny)?", t))
    if m:
        groups = [x for x in m.groups()]
        nums = [x for x in groups if x and re.fullmatch(r"\d+(?:[.,]\d+)?", x)]
        unit = " ".join(x for x in groups if x and not re.fullmatch(r"\d+(?:[.,]\d+)?", x)).lower()
        if nums:
            cur = "CNY" if re.search(r"¥|￥|rmb|cny|元|块|塊", unit) else "USD" if re.search(r"\$|usd|dollar", unit) else ("CNY" if lang == "zh" else "USD")
            p["budget_per_hour"] = Money(amount=_f(nums[0]), currency=cur)

    # providers ("only AWS", "阿里云") and billing
    provs = [name for name, pat in PROVIDERS if re.search(r"(?i)" + pat, t)]
    if provs:
        p["providers"] = provs
    billing = _first(t, BILLING_PATTERNS)
    if billing:
        p["billing"] = billing

    if "greeting" in out.intents and not p:
        out.intents = {"greeting"}
    p["language"] = lang
    out.patch = WorkloadPatch(**p)
    return out
