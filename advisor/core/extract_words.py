"""Words and card spellings the rule readers share: advisor.core.extract_rules and advisor.core.extract_stated both
import them from here, so neither imports the other for them."""

from __future__ import annotations

import re
from functools import lru_cache

from advisor.core.messages import word
from tools.schema import Msg

# A number starts where a digit run starts (the lookbehind): without it, every position inside a long
# digit run was a new start and each search went quadratic (4,000 digits took ~12 s).
NUM_CORE = r"(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)"
# Never a number read in part ("batch: 200k" is no batch of 20) nor the digits of a name ("A100对比" is no 100 pairs; an x
# before a count stays: "h200 x8").
NUM = r"(?<![\d.])(?<!\d,)(?<![A-WYZa-wyz])" + NUM_CORE + r"(?![\d])"
# a protein's length in residues ("平均400个氨基酸", "平均長度 350 個胺基酸", "~400 residues", "400-aa sequences"): one
# token a residue for a protein language model (ESM-2's alphabet: one token per amino acid, fair-esm), the BOS / EOS
# pair left out
RESIDUES = re.compile(r"(?i)" + NUM + r"\s*(?:个|個)?\s*(?:氨基酸|胺基酸|残基|殘基)|" + NUM
                      + r"[\s-]*(?:residues?|amino[\s-]acids?|aa)\b")


# no determiner just before ("a fine-tuned model", "our fine-tuned one" are a model already trained)
NOT_AFTER_DET = "".join(rf"(?<!\b{d} )" for d in ("a", "an", "our", "my", "the", "your", "their", "this", "that", "its"))
# a training word (train, pre-train, fine-tune, SFT, LoRA, 训练, 微调, online RL …)

# a picture's side in pixels as written: 3–4 digits, or with a thousands comma ("1,024px", "2,048 x 2,048")
PIXEL_SIDE = r"(?:\d,\d{3}|\d{3,4})"
TRAIN_WORD = re.compile(r"(?i)\btrain|pre[\s-]?train|" + NOT_AFTER_DET + r"fine[\s-]?tun|fine[\s-]?tun(?!ed\b)|"
                        r"finetun|\bsft\b|\bft\b|lora|训练|訓練|微调|微調|预训练|預訓練"
                        # online RL trains the policy (read_rl): "run GRPO on 10k prompts" is no batch of prompts
                        r"|(?<![a-z])(?:grpo|ppo|rloo|dapo)(?![a-z])|强化学习|強化學習|\breinforcement\s+learning\b")


def _card_regex(spelling: str) -> str:
    """One gpus.csv spelling as a pattern: words joined by any space or dash ("RTX 4090" also reads "rtx-4090" and
    "RTX4090"), a memory size with or without its B ("80GB", "80G", "80 GiB"), CJK split from Latin ("昇腾 910B")."""
    s = re.sub(r"(?<=[\u3400-\u9fff])(?=[A-Za-z0-9])|(?<=[A-Za-z0-9])(?=[\u3400-\u9fff])", " ", spelling.lower())
    words = [w for w in re.split(r"[\s-]+", s) if w]
    return r"[\s-]*".join(re.sub(r"^(\d+)gi?b?$", r"\1\\s*g(?:i?b)?", w) if re.fullmatch(r"\d+gi?b?", w)
                          else re.escape(w) for w in words)


@lru_cache(maxsize=1)
def gpu_alternatives() -> str:
    """Every card spelling in catalog/data/gpus.csv (names and aliases) as one alternation, longest first, so
    "H100 NVL" wins over "H100" and "A10G" over "A10". No capturing group: callers embed it."""
    from catalog.gpus import spellings

    alts = dict.fromkeys(_card_regex(s) for s, _ in sorted(spellings(), key=lambda x: len(x[0]), reverse=True))
    return "|".join(sorted(alts, key=len, reverse=True))


# translation words beyond 翻译 / 翻成 / 译成: Cantonese 譯做 / 翻做 ("要今晚譯做繁體中文" was read as a training set) and the
# pair said as 英譯繁, 中译英 (one language, 译, the other)
TRANSLATE_ZH_MORE = r"译做|譯做|翻做|(?:英|中|日|韩|韓|简|簡|繁|粤|粵)\s*(?:译|譯)\s*(?:英|中|日|韩|韓|简|簡|繁|粤|粵)"
# a translation said done (譯好 3 萬頁, 译完, Cantonese 譯晒 / 翻晒: "all translated")
TRANSLATE_ZH_MORE += r"|(?:译|譯)\s*(?:好|完|晒|曬)|翻(?:晒|曬)"


# a reranker said: the one spelling the guards (doc_search.RANK_JOB, base_shape.NOT_A_CHAT_MODEL) and the readers
# (service.RERANK_SAID, extract_stated's candidate counts) embed; no group, the caller sets the case flag
RERANK_EN = r"re-?rank"
RERANK_ZH = r"重排|精排"
RERANK_WORD = RERANK_EN + "|" + RERANK_ZH
# an embedder said (embed, 嵌入, 向量化): an encoder's job or name, never a chat model's
EMBED_WORD = r"embed|嵌入|向量化"


# a name with a size that no registry row matches ("Mistral-Small-24B", "falcon-40b"): say so, never substitute
UNKNOWN_NAMED_MODEL = re.compile(r"(?<![A-Za-z0-9_.])[A-Za-z][A-Za-z0-9.]*(?:[-_][A-Za-z0-9.]+)*[-_]\d+(?:\.\d+)?[bB]"
                                 r"(?![A-Za-z0-9_.])")  # ASCII edges: glued Chinese ("部署falcon-40b") is an edge
UNKNOWN_MODEL_NOTE = ("that model is not in my registry: sized as a generic model of the stated size (architecture "
                      "assumed, bf16); name a listed model or give its layers for exact numbers")
# the lead of a note reading a document whole in one prompt, in each language (the length's reading follows it)
DOC_ONE_PROMPT_NOTE = word(Msg(code="extract_words.doc_one_prompt", args={}), "en")
DOC_ONE_PROMPT_NOTE_ZH = word(Msg(code="extract_words.doc_one_prompt", args={}), "zh")


# target languages a translation job writes, each one request per item (a data table, not one regex per language)
TARGET_LANGUAGES = {
    "english": "英", "german": "德", "french": "法", "spanish": "西班牙", "italian": "意大利", "portuguese": "葡萄牙",
    "dutch": "荷兰", "russian": "俄", "japanese": "日", "korean": "韩", "chinese": "中", "arabic": "阿拉伯",
    "hindi": "印地", "turkish": "土耳其", "polish": "波兰", "vietnamese": "越南", "thai": "泰", "indonesian": "印尼",
    # African and other languages a marketplace writes ("to Swahili, Hausa and Amharic" was one request per item)
    "swahili": "斯瓦希里", "hausa": "豪萨", "amharic": "阿姆哈拉", "yoruba": "约鲁巴", "zulu": "祖鲁", "igbo": "伊博",
    "malay": "马来", "tagalog": "他加禄", "bengali": "孟加拉", "urdu": "乌尔都", "persian": "波斯", "ukrainian": "乌克兰",
    "greek": "希腊", "swedish": "瑞典", "czech": "捷克", "hebrew": "希伯来",
    "somali": "索马里", "xhosa": "科萨", "tigrinya": "提格利尼亚", "oromo": "奥罗莫", "shona": "绍纳",
}
# the 繁體 spellings of the names that differ (韓文, 荷蘭語, 波蘭文: 英文、日文同韓文 was read as two languages)
LANG_ZH_HANT = {"韩": "韓", "荷兰": "荷蘭", "波兰": "波蘭", "豪萨": "豪薩", "约鲁巴": "約魯巴", "祖鲁": "祖魯", "马来": "馬來",
                 "乌尔都": "烏爾都", "乌克兰": "烏克蘭", "希腊": "希臘", "希伯来": "希伯來", "他加禄": "他加祿",
                 "索马里": "索馬里", "科萨": "科薩", "提格利尼亚": "提格利尼亞", "奥罗莫": "奧羅莫", "绍纳": "紹納"}


# ---- currency words: every money reader's list of currency names is built here from catalog/data/fx.csv -----------
# (one place for each currency's names; the shipped table, never GPU_ADVISOR_FX_CSV: the patterns are compiled at import)

@lru_cache(maxsize=1)
def _fx_rows() -> tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...]:
    """(code, names with the code, symbols) of every row of the shipped catalog/data/fx.csv, lower-cased."""
    from catalog.places import DATA, _currencies

    return tuple((c.code, tuple(dict.fromkeys(w.lower() for w in c.names + (c.code,))), tuple(s.lower() for s in c.symbols))
                 for c in _currencies(str(DATA / "fx.csv")))


@lru_cache(maxsize=16)
def currency_words(codes: tuple[str, ...] = ()) -> dict[str, str]:
    """Each currency name and code in fx.csv (those of `codes` only, when given) → its code, lower-cased:
    "dollars" → USD, 人民幣 → CNY, 港紙 → HKD, ringgit → MYR. A word two currencies share keeps the first row's."""
    words: dict[str, str] = {}
    for code, names, _ in _fx_rows():
        if not codes or code in codes:
            for w in names:
                words.setdefault(w, code)
    return words


@lru_cache(maxsize=16)
def currency_after(codes: tuple[str, ...] = ()) -> str:
    """currency_words as one alternation (no group), longest first so 港元 wins over 元 and "us dollars" over
    "dollars": a Latin name matches whole (never "usdt", "wonder") with any space inside it; the caller sets the case
    flag and keeps its own special cases (块 before a card is no money, 万 before a count word is no money)."""
    def one(w: str) -> str:
        if w[0].isascii() and w[0].isalpha():
            return r"\s+".join(map(re.escape, w.split())) + r"(?![A-Za-z])"
        return re.escape(w)
    return "|".join(one(w) for w in sorted(currency_words(codes), key=len, reverse=True))


@lru_cache(maxsize=16)
def currency_symbols(codes: tuple[str, ...] = ()) -> dict[str, str]:
    """Each currency symbol in fx.csv (those of `codes` only) → its code, lower-cased ("$" → USD, "us$" → USD,
    "￥" → CNY: a symbol two currencies share keeps the first row's)."""
    signs: dict[str, str] = {}
    for code, _, symbols in _fx_rows():
        if not codes or code in codes:
            for s in symbols:
                signs.setdefault(s, code)
    return signs


@lru_cache(maxsize=1)
def currency_signs() -> str:
    """The one-character currency signs of fx.csv as a character class ("[$¥￥€£₩₹฿]"): a sign before an amount."""
    chars = dict.fromkeys(s for s in currency_symbols() if len(s) == 1 and not s.isalnum())
    return "[" + "".join(re.escape(c) for c in chars) + "]"


@lru_cache(maxsize=16)
def symbol_alt(codes: tuple[str, ...] = ()) -> str:
    """currency_symbols as one alternation (no group), longest first ("us$" before "$"); the caller sets the case flag."""
    return "|".join(re.escape(s) for s in sorted(currency_symbols(codes), key=len, reverse=True))


@lru_cache(maxsize=1)
def currency_before() -> str:
    """Every spelling fx.csv gives a currency that may stand before an amount, as one alternation (no group), longest
    first: its symbols ("a$", "r$", "mop$", "rm", "$", "₩"), its three-letter codes and names ("chf", "mop", "yen") and its
    names of two or more Chinese characters (澳元, 瑞士法郎) — the spellings the money reader takes before a number, so
    a screen of signed or zero amounts sees "A$ -5,000" and "RM 0" as it sees "$-5,000". A Latin spelling matches
    whole (never the "rm" of "form"); the caller sets the case flag."""
    words = [w for _, names, symbols in _fx_rows() for w in symbols] + [
        w for _, names, _ in _fx_rows() for w in names
        if not w.isalpha() or len(w) == 3 and w.isascii() or len(w) >= 2 and not w.isascii()]
    def one(w: str) -> str:
        body = r"\s+".join(map(re.escape, w.split()))
        return (r"(?<![A-Za-z])" + body if w[0].isascii() and w[0].isalpha() else body) + (
            r"(?![A-Za-z])" if w[-1].isascii() and w[-1].isalpha() else "")
    return "|".join(one(w) for w in sorted(dict.fromkeys(words), key=len, reverse=True))


# retrieval said away ("skip RAG", "no need for RAG", 唔使整RAG, 不用做RAG): the prompt is no retrieved context
NO_RAG = re.compile(r"(?i)(?:\bno(?:\s+need\s+for)?|\bskip(?:ping)?|\bwithout|\binstead\s+of|\bdrop|不用|不要|唔使|唔洗|不必"
                    r"|不需要|无需|無需|免得|省得|省去)\s*(?:整|做|搞|建|用|the\s+)?\s*rag\b")
