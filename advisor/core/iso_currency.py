"""The world's currencies as a money reader meets them beside an amount, whether or not catalog/data/fx.csv holds a
rate: "100000 ARS", "₫3,000,000", "5000 zł", 预算 3 万菲律宾比索. A currency read here is that currency — converted where
fx.csv has its rate, refused openly where it has none (advisor.core.extract_rules.read_budget_r) — never US dollars.

Source: ISO 4217 (codes and currency names, the list the ISO 4217 maintenance agency, SIX Group, publishes:
https://www.six-group.com/en/products-services/financial-information/data-standards.html), with the usual signs and
the Chinese names the central banks' and the Bank of China's quote boards use. A small table, not the whole list: the
codes that are also common capitalised words or acronyms beside figures (AMD the GPU maker, ALL, TOP, CUP, BOB, SOS,
MAD, GEL, BAM) are left out, so "2 AMD MI300X" is never money.

A word that names several currencies ("kr" for SEK, NOK and DKK; "pesos"; 克朗; 比索) maps to all of them joined by
"/": the reader says it is ambiguous and asks which, never picks one.
"""

from __future__ import annotations

import re
from typing import NamedTuple


class IsoCurrency(NamedTuple):
    code: str
    names: tuple[str, ...] = ()  # English names, matched in any case
    zh: tuple[str, ...] = ()  # Chinese names, Simplified and Traditional
    signs: tuple[str, ...] = ()  # the local sign, before or after the amount
    after_only: bool = False  # the code is also a common word or acronym ("PHP 8", "SAR imagery", "COP28"): read only
    # where an amount ends with it (advisor.core.extract_rules.CODE_ENDS)


ISO_CURRENCIES: tuple[IsoCurrency, ...] = (
    IsoCurrency("ARS", ("argentine pesos", "argentine peso"), ("阿根廷比索",)),
    IsoCurrency("MXN", ("mexican pesos", "mexican peso"), ("墨西哥比索",), ("mex$",)),
    IsoCurrency("CLP", ("chilean pesos", "chilean peso"), ("智利比索",)),
    IsoCurrency("COP", ("colombian pesos", "colombian peso"), ("哥伦比亚比索", "哥倫比亞比索"), after_only=True),  # COP28
    IsoCurrency("PHP", ("philippine pesos", "philippine peso"), ("菲律宾比索", "菲律賓比索", "菲律賓披索", "菲律宾披索"),
                ("₱",), after_only=True),
    IsoCurrency("PEN", ("peruvian soles", "peruvian sol"), ("秘鲁索尔", "秘魯索爾"), after_only=True),
    IsoCurrency("VND", ("vietnamese dong", "đồng"), ("越南盾",), ("₫",)),
    IsoCurrency("IDR", ("indonesian rupiah", "rupiah", "rupiahs"), ("印尼盾", "印度尼西亚卢比", "印尼卢比", "印尼盧比"),
                ("rp",)),
    IsoCurrency("TRY", ("turkish lira", "turkish liras", "lira", "liras"), ("土耳其里拉", "里拉"), ("₺",),
                after_only=True),
    IsoCurrency("PLN", ("zloty", "zlotys", "złoty", "polish zloty"), ("波兰兹罗提", "波蘭茲羅提", "兹罗提", "茲羅提"), ("zł",)),
    IsoCurrency("SEK", ("swedish kronor", "swedish krona", "kronor", "krona"), ("瑞典克朗",)),
    IsoCurrency("NOK", ("norwegian kroner", "norwegian krone"), ("挪威克朗",)),
    IsoCurrency("DKK", ("danish kroner", "danish krone"), ("丹麦克朗", "丹麥克朗")),
    IsoCurrency("CZK", ("czech koruna", "czech korunas"), ("捷克克朗",)),
    IsoCurrency("HUF", ("forint", "forints", "hungarian forint"), ("匈牙利福林", "福林")),
    IsoCurrency("RON", ("romanian lei", "romanian leu"), ("罗马尼亚列伊", "羅馬尼亞列伊"), after_only=True),
    IsoCurrency("RUB", ("rubles", "ruble", "roubles", "rouble"), ("卢布", "盧布"), ("₽",)),
    IsoCurrency("UAH", ("hryvnia", "hryvnias"), ("格里夫纳", "格里夫納"), ("₴",)),
    IsoCurrency("ZAR", ("rand", "south african rand"), ("南非兰特", "南非蘭特", "兰特", "蘭特")),
    IsoCurrency("NGN", ("naira", "nairas"), ("尼日利亚奈拉", "奈拉"), ("₦",)),
    IsoCurrency("KES", ("kenyan shillings", "kenyan shilling"), ("肯尼亚先令", "肯亞先令")),
    IsoCurrency("EGP", ("egyptian pounds", "egyptian pound"), ("埃及镑", "埃及鎊")),
    IsoCurrency("ILS", ("shekels", "shekel", "new shekels"), ("以色列新谢克尔", "以色列新謝克爾", "谢克尔", "謝克爾"), ("₪",)),
    IsoCurrency("AED", ("uae dirhams", "uae dirham", "emirati dirhams"), ("阿联酋迪拉姆", "阿聯酋迪拉姆")),
    IsoCurrency("SAR", ("saudi riyals", "saudi riyal"), ("沙特里亚尔", "沙特里亞爾"), after_only=True),
    IsoCurrency("QAR", ("qatari riyals", "qatari riyal"), ("卡塔尔里亚尔", "卡達里亞爾")),
    IsoCurrency("KWD", ("kuwaiti dinars", "kuwaiti dinar"), ("科威特第纳尔", "科威特第納爾")),
    IsoCurrency("PKR", ("pakistani rupees", "pakistani rupee"), ("巴基斯坦卢比", "巴基斯坦盧比")),
    IsoCurrency("BDT", ("taka", "bangladeshi taka"), ("孟加拉塔卡", "塔卡"), ("৳",)),
    IsoCurrency("LKR", ("sri lankan rupees", "sri lankan rupee"), ("斯里兰卡卢比", "斯里蘭卡盧比")),
    IsoCurrency("NZD", ("new zealand dollars", "new zealand dollar", "kiwi dollars"),
                ("新西兰元", "纽西兰元", "紐西蘭元", "纽币", "紐幣"), ("nz$",)),
    # the currencies fx.csv holds today: their names and signs come from fx.csv, which wins over this table
    IsoCurrency("USD"), IsoCurrency("CNY"), IsoCurrency("TWD"), IsoCurrency("HKD"), IsoCurrency("EUR"),
    IsoCurrency("JPY"), IsoCurrency("GBP"), IsoCurrency("SGD"), IsoCurrency("AUD"), IsoCurrency("CAD"),
    IsoCurrency("CHF"), IsoCurrency("KRW"), IsoCurrency("INR"), IsoCurrency("MYR"), IsoCurrency("THB"),
    IsoCurrency("MOP"), IsoCurrency("BRL"),
)

# words that name more than one currency: read as all of them, and the reader asks which (never one picked)
AMBIGUOUS: dict[str, tuple[str, ...]] = {
    "kr": ("SEK", "NOK", "DKK"), "kroner": ("NOK", "DKK"), "krone": ("NOK", "DKK"), "克朗": ("SEK", "NOK", "DKK", "CZK"),
    "pesos": ("MXN", "ARS", "CLP", "COP", "PHP"), "peso": ("MXN", "ARS", "CLP", "COP", "PHP"),
    "比索": ("MXN", "ARS", "CLP", "COP", "PHP"), "披索": ("PHP", "MXN", "ARS"),
    "dirhams": ("AED", "MAD"), "dirham": ("AED", "MAD"), "迪拉姆": ("AED", "MAD"),
    "riyals": ("SAR", "QAR", "OMR"), "riyal": ("SAR", "QAR", "OMR"),
    "rials": ("SAR", "QAR", "OMR", "IRR"), "rial": ("SAR", "QAR", "OMR", "IRR"),
    "里亚尔": ("SAR", "QAR", "OMR"), "里亞爾": ("SAR", "QAR", "OMR"),
    "dinars": ("KWD", "BHD", "JOD", "RSD"), "dinar": ("KWD", "BHD", "JOD", "RSD"), "第纳尔": ("KWD", "BHD", "JOD"),
    "lei": ("RON", "MDL"),
}


def iso_words(held: set[str]) -> dict[str, str]:
    """Each name, sign and code of this table whose currency `held` (fx.csv's codes) does not hold → its code, or the
    codes an ambiguous word names joined by "/" ("kr" → "SEK/NOK/DKK"); keys lower-cased. Codes are keys too
    ("ars"); the caller matches them in capitals only (codes_in_capitals)."""
    words: dict[str, str] = {w: "/".join(c) for w, c in AMBIGUOUS.items()}
    for c in ISO_CURRENCIES:
        if c.code not in held:
            for w in (c.code.lower(), *c.names, *c.zh, *c.signs):
                words.setdefault(w.lower(), c.code)
    return words


def codes_in_capitals(held: set[str]) -> set[str]:
    """The lower-cased codes of iso_words: matched only as written in capitals ("500 ARS", never "500 ars")."""
    return {c.code.lower() for c in ISO_CURRENCIES if c.code not in held}


def after_only(held: set[str]) -> set[str]:
    """The lower-cased codes read only after an amount ("5000 PHP", never the "PHP 8" of a PHP version)."""
    return {c.code.lower() for c in ISO_CURRENCIES if c.code not in held and c.after_only}


def iso_signs(held: set[str]) -> set[str]:
    """The lower-cased signs of iso_words (₫, zł, rp, ₱) and the ambiguous "kr": they may stand before the amount."""
    return {s.lower() for c in ISO_CURRENCIES if c.code not in held for s in c.signs} | {"kr"}


def unheld_alternation(held: set[str]) -> str:
    """Every currency of this table that `held` does not hold, as one alternation (no group) for a reader that asks
    for a currency ("answer in rubles", "prices in MXN", 用卢布报价): names in any case and whole, codes in capitals only
    ("answer in PEN" is soles, "answer in pen" no money), Chinese names and the non-Latin signs; longest first."""
    words = iso_words(held)
    capitals = codes_in_capitals(held)
    def one(w: str) -> str:
        if w in capitals:
            return r"(?-i:" + w.upper() + r")(?![A-Za-z])"
        if w[0].isascii() and w[0].isalpha():
            return r"(?i:" + r"\s+".join(map(re.escape, w.split())) + r")(?![A-Za-z])"
        return re.escape(w)
    kept = [w for w in words if w in capitals or len(w) > 2 or not w.isascii()]  # never "kr" / "rp" alone
    return "|".join(one(w) for w in sorted(kept, key=len, reverse=True))


def screen_before() -> str:
    """Every currency of this table as it stands before an amount, for the screens of signed, zero and NaN amounts
    (advisor.core.extract_rules._NOT_A_NUMBER): codes in capitals, never an acronym code read only after an amount
    ("PHP 0" is a PHP version), and the non-Latin signs (₫, ₦, ₽, zł). "ARS-5000", "ARS 0" and "NGN-5000" were dropped
    without a word (no amount read, so not even the missing rate was said). One alternation, no group."""
    codes = [r"(?-i:" + c.code + r")(?![A-Za-z])" for c in ISO_CURRENCIES if not c.after_only]
    signs = [re.escape(s) for c in ISO_CURRENCIES for s in c.signs if not s.isascii()]
    return r"(?<![A-Za-z])(?:" + "|".join(sorted(codes + signs, key=len, reverse=True)) + ")"


def screen_after() -> str:
    """Every currency of this table as it stands after an amount ("-5000 ARS", "0 naira", -5000阿根廷比索), for the same
    screens: codes in capitals (acronym codes too: an amount ends with them), names whole in any case, Chinese names,
    signs. One alternation, no group."""
    return unheld_alternation(set())


def screen_glued_codes(held: frozenset[str] | set[str]) -> str:
    """The three-letter codes of `held` (fx.csv's) and of this table in capitals, for a code glued to NaN or inf
    ("CHFNaN", "ARSinf"), which the spaced screen's word boundary cannot see. One alternation, no group."""
    codes = {c for c in held if len(c) == 3 and c.isalpha()} | {c.code for c in ISO_CURRENCIES if not c.after_only}
    return r"(?<![A-Za-z])(?-i:" + "|".join(sorted(codes)) + ")"


def unheld_named(text: str, held: set[str]) -> tuple[str, tuple[int, int]] | None:
    """The code of a currency `held` does not hold named anywhere in `text` away from its amount ("budget 100000 (ARS)
    a month", "100000/month ARS", 预算10万，阿根廷比索): its code in capitals (never an acronym code such as SAR or PHP,
    after_only) or its Chinese name; None when none is. A bare budget in such a message is that currency, never the
    question's default (US dollars, renminbi)."""
    late = after_only(held)
    spellings = {w: code for w, code in iso_words(held).items()
                 if "/" not in code and (w in codes_in_capitals(held) and w not in late or not w.isascii() and len(w) > 1)}
    for w in sorted(spellings, key=len, reverse=True):
        pat = r"(?<![A-Za-z])" + w.upper() + r"(?![A-Za-z])" if w.isascii() else re.escape(w)
        m = re.search(pat, text)
        if m:
            return spellings[w], m.span()
    return None
