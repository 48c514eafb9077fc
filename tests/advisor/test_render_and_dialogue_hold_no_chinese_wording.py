"""The markdown renderer (advisor/core/render.py) and the dialogue (advisor/core/conversation.py) say nothing in
Chinese of their own: every phrase, label and punctuation mark an answer shows in Chinese comes from the message
catalog (advisor/core/messages/), so a copy fix or a third language touches the catalog only.

A string literal with a CJK character (Han, CJK punctuation such as "：" and "；", full-width forms) outside a
docstring is found with the function or top-level name that holds it. The dialogue keeps the words it READS: the
reader's vocabulary over the user's message (regexes), and text it hands back to the reader; those names are allowed
below, each with its reason, and an allowed name that no longer holds Chinese must leave the list. The other modules
of advisor/core are checked at the end: reading patterns pass by their shape, word lists are allowed with reasons, and
the sentences still worded there in Chinese are listed as open."""

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CJK = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]")

_VOCABULARY = "the reader's vocabulary: a pattern over the user's message, never shown"
ALLOWED: dict[tuple[str, str], str] = {
    ("advisor/core/render.py", "tier_levers"): "the full-width clause stop (；) a worded tier note is cut at for the "
                                               "compact answer's short form, never shown on its own",
    ("advisor/core/conversation.py", "answer_to_question"): _VOCABULARY + " (全量 / 全参 as the answer 'full')",
    ("advisor/core/conversation.py", "RATE_WORDS"): _VOCABULARY + " (每分钟 30 张: an image rate)",
    ("advisor/core/conversation.py", "TRAINING_WORDS"): _VOCABULARY + " (训练, 微调)",
    ("advisor/core/conversation.py", "_with_said_size"): "text handed back to the reader: the first part's image size "
                                                         "(，1024×1024 像素) written into a Chinese second part",
    ("advisor/core/conversation.py", "_PER_CUSTOMER"): _VOCABULARY + " (每人 40 张)",
    ("advisor/core/conversation.py", "_daily_images"): "text handed back to the reader (每天生成 12,000 张图) and its "
                                                       "patterns over the message (然后每人出40张)",
    ("advisor/core/conversation.py", "RENT_WORD"): _VOCABULARY + " (租)",
    ("advisor/core/conversation.py", "JOINED"): _VOCABULARY + " (一起, 另外)",
    ("advisor/core/conversation.py", "OWN_TOO"): _VOCABULARY + " (自己的: the owned card weighed, no move to renting)",
    ("advisor/core/conversation.py", "OTHER_CARD_ASK"): _VOCABULARY + " (换成, 那…呢: another card asked about)",
    ("advisor/core/conversation.py", "OWNED_SAID"): _VOCABULARY + " (自己的, 其实, 买: the card is theirs or bought)",
    ("advisor/core/conversation.py", "RENT_ASK"): _VOCABULARY + " (租什么, 改租: a question what to rent, a move to renting)",
    ("advisor/core/conversation.py", "LONG_DOCS"): _VOCABULARY + " (研报比较长: long documents as the context's reason)",
    ("advisor/core/conversation.py", "SOME_DOCS"): _VOCABULARY + " (有些, 部分: only some documents long)",
    ("advisor/core/conversation.py", "NEED_CARD"): _VOCABULARY + " (一定要, 要不要: is another card needed)",
    ("advisor/core/conversation.py", "SWITCH_CARD"): _VOCABULARY + " (改租, 换成: a switch to another card)",
    ("advisor/core/conversation.py", "FOLLOWUP_HOURS"): _VOCABULARY + " (改成 200 小时)",
    ("advisor/core/conversation.py", "DEADLINE_WORDS"): _VOCABULARY + " (3 天内)",
    ("advisor/core/conversation.py", "UNREAD_NOTE"): "a pattern that recognises the reader's own 'not read' note in "
                                                     "either script (未读取：), never shown",
    ("advisor/core/conversation.py", "TTS_WORDS"): _VOCABULARY + " (语音合成)",
    ("advisor/core/conversation.py", "_MEDIA_ZH"): _VOCABULARY + " (录音, 视频)",
    ("advisor/core/conversation.py", "COUNT_MULTIPLIER"): _VOCABULARY + " (5万: the multiplier word)",
    ("advisor/core/conversation.py", "STATED_COUNTS"): _VOCABULARY + " (3000 小时录音)",
    ("advisor/core/conversation.py", "Engine._second_part"): "the clause of the user's own message said back, "
                                                             "trimmed of its commas (，)",
    ("advisor/core/conversation.py", "VRAM_ASKED"): _VOCABULARY + " (需要多少显存)",
    ("advisor/core/conversation.py", "VISION_ITEMS"): _VOCABULARY + " (图片, 扫描)",
    ("advisor/core/conversation.py", "DOCUMENT_WORK"): _VOCABULARY + " (知识库, 文档)",
    ("advisor/core/conversation.py", "_read_turn"): _VOCABULARY + " (通用: a generic model asked for)",
    ("advisor/core/conversation.py", "CHEAPER_CARD"): _VOCABULARY + " (便宜点的卡)",
    ("advisor/core/conversation.py", "DETAILS"): _VOCABULARY + " (详细)",
}
FILES = ("advisor/core/render.py", "advisor/core/conversation.py")


def _docstrings(tree: ast.AST) -> set[int]:
    out = set()
    for n in ast.walk(tree):
        if isinstance(n, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and n.body \
                and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant) \
                and isinstance(n.body[0].value.value, str):
            out.add(id(n.body[0].value))
    return out


def _name(stmt: ast.stmt, prefix: str) -> str:
    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return prefix + stmt.name
    if isinstance(stmt, (ast.Assign, ast.AnnAssign)):
        target = stmt.targets[0] if isinstance(stmt, ast.Assign) else stmt.target
        return prefix + (target.id if isinstance(target, ast.Name) else ast.unparse(target))
    return prefix + f"<statement at line {stmt.lineno}>"


def chinese_literals(source: str) -> dict[str, list[int]]:
    """The names (a top-level function or assignment, or Class.method) holding a string literal with CJK in it, not a
    docstring (comments are not in the tree), with the lines."""
    tree = ast.parse(source)
    docs = _docstrings(tree)
    out: dict[str, list[int]] = {}
    for top in tree.body:
        stmts = [(s, top.name + ".") for s in top.body] if isinstance(top, ast.ClassDef) else [(top, "")]
        for stmt, prefix in stmts:
            for n in ast.walk(stmt):
                if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs \
                        and CJK.search(n.value):
                    out.setdefault(_name(stmt, prefix), []).append(n.lineno)
    return out


def test_the_renderer_and_the_dialogue_word_nothing_in_chinese_themselves():
    found, stale = [], []
    for rel in FILES:
        held = chinese_literals((ROOT / rel).read_text(encoding="utf-8"))
        found += [f"{rel}:{lines[0]} ({name})" for name, lines in held.items() if (rel, name) not in ALLOWED]
        stale += [name for (f, name) in ALLOWED if f == rel and name not in held]
    assert found == [], "word these in advisor/core/messages (or allow a reading pattern with its reason):\n" \
        + "\n".join(found)
    assert stale == [], f"allowed names that hold no Chinese any more (drop them from ALLOWED): {stale}"


def test_the_check_finds_a_chinese_phrase_and_its_punctuation_but_no_docstring():
    # not vacuous: the shapes render.py held before its phrases moved to the catalog are found, a docstring is not
    src = ('"""模块说明."""\n'
           'def head(zh):\n'
           '    """中文 docstring."""\n'
           '    return "每小时" if zh else "per hour"  # 注释\n'
           'def sep(zh):\n'
           '    return "；" if zh else "; "\n'
           'class Engine:\n'
           '    def f(self, zh):\n'
           '        return f"{1}（要求{2}）" if zh else ""\n'
           'PAIRS = (("copied ", "复制于 "),)\n')
    assert chinese_literals(src) == {"head": [4], "sep": [6], "Engine.f": [9, 9], "PAIRS": [10]}


# The rest of advisor/core (outside messages/) is held to the same rule, with the reading patterns told apart by their
# shape: a literal inside a `re.` call, or one with pattern syntax ("(?", a backslash, a [class], a|b), is the reader's
# vocabulary and never shown. What is left is a plain Chinese literal: a word list the reader matches against the
# message (allowed below with its reason) or a sentence still worded here (OPEN below: to move to the catalog).
CORE = ROOT / "advisor" / "core"
_RE_CALLS = {"compile", "search", "match", "fullmatch", "sub", "subn", "findall", "finditer", "split"}
_PATTERN_SHAPE = re.compile(r"\(\?|\\|\[[^\]]+\]|\S\|\S")
_NUMBER_WORDS = "number and scale words the reader reads in the user's figures (千, 万, 一, 二), never shown"
_SCRIPT_FORMS = "script forms advisor/core/script.py converts between (顯存 ↔ 显存, 軟件 kept in Hong Kong): the " \
                "converter's table, not a sentence"
_STILL_WORDED = "a sentence still worded here in Chinese (open: to move to advisor/core/messages as a Msg entry)"
_STOPS = "the stops and full-width marks the reader splits, trims or folds the user's text on, never shown"
ALLOWED_ELSEWHERE: dict[tuple[str, str], str] = {
    ("agent_eval_read.py", "_deadline"): _VOCABULARY + " (天: a duration in days)",
    ("iso_currency.py", "ISO_CURRENCIES"): _VOCABULARY + " (越南盾, 菲律宾比索: the Chinese names of ISO 4217 currencies "
                                                         "the money reader reads)",
    ("iso_currency.py", "AMBIGUOUS"): _VOCABULARY + " (比索, 克朗: currency words naming several currencies, read to "
                                                    "say which they could be)",
    ("audio_items_read.py", "_PERIODS_ZH"): _VOCABULARY + " (每天, 每月: the period a count of generated clips is said in)",
    ("audio_items_read.py", "_seconds"): _VOCABULARY + " (分: a clip's length said in minutes)",
    ("batch_every_read.py", "_ZH_COUNT"): _NUMBER_WORDS + " (每两周, 每三天: the runs' spacing)",
    ("batch_every_read.py", "_ZH_PERIOD"): _VOCABULARY + " (天, 周, 月: a recurring batch's period)",
    ("batch_growth.py", "_MAG"): _NUMBER_WORDS,
    ("count_growth.py", "_MAG"): _NUMBER_WORDS,
    ("image_average_read.py", "_ZH_NUM"): _NUMBER_WORDS + " (两三个小时: a peak's hours)",
    ("image_average_read.py", "_PER"): _VOCABULARY + " (秒, 分钟, 小时: an average image rate's period)",
    ("item_outputs_read.py", "(_VERB_EN, _VERB_ZH)"): _VOCABULARY + " (处理: the work verb the batch readers read)",
    ("per_user_items_read.py", "_VERB_ZH"): _VOCABULARY + " (生成: the generating verb the batch readers read)",
    ("photo_prompt.py", "_WORDS"): _NUMBER_WORDS + " (两张, 三張: photos a request)",
    ("revenue_read.py", "_MULT"): _NUMBER_WORDS + " (万, 亿, 千万: a stated revenue's multiplier)",
    ("sim_render_read.py", "_SCALE_WORDS"): _NUMBER_WORDS + " (万, 亿, 千万: a simulator run's env steps)",
    ("burst_lines.py", "_K"): _NUMBER_WORDS,
    ("volume_design_lines.py", "_WORD_HOURS"): _NUMBER_WORDS + " (一, 两, 兩: a video's hours)",
    ("peak_weeks_read.py", "_WORD_NUM"): _NUMBER_WORDS,
    ("bare_deadline_read.py", "_UNIT"): _VOCABULARY + " (hour, day, week and month units of a duration)",
    ("query_language_read.py", "_LANGS_ZH"): _VOCABULARY + " (the language names a search query is typed in)",
    ("bare_deadline_read.py", "_count"): _NUMBER_WORDS + " (半: half a period)",
    ("item_compute.py", "_NUM_ZH"): _NUMBER_WORDS,
    ("domain_jobs.py", "_ZH_N"): _NUMBER_WORDS,
    ("average_context_read.py", "_ZH_DIGIT"): _NUMBER_WORDS + " (一萬字: an average conversation's length)",
    ("named_fields_read.py", "_ZH_DIGIT"): _NUMBER_WORDS + " (三個欄位: how many JSON fields an item returns)",
    ("extract_words.py", "TARGET_LANGUAGES"): _VOCABULARY + " (the target languages' Chinese names a translation reads)",
    ("extract_words.py", "LANG_ZH_HANT"): _SCRIPT_FORMS,
    ("camera_read.py", "_interval_s"): _VOCABULARY + " (每 5 分: the minutes unit)",
    ("compare.py", "split_options"): "the stops that end an option in the user's own words ( ?？。.,，), stripped",
    ("distill_read.py", "_SCALE"): _NUMBER_WORDS,
    ("extract_figures.py", "_ranges"): "currency signs read before a figure (¥￥)",
    ("extract_figures.py", "_END_SCALE"): _NUMBER_WORDS,
    ("extract_figures.py", "_ZH_RANGE_DIGITS"): _NUMBER_WORDS,
    ("extract_figures.py", "_ZH_RANGE_MAG"): _NUMBER_WORDS,
    ("extract_schedule.py", "_ZH_DIGITS"): _NUMBER_WORDS,
    ("tasks_each_read.py", "_WORDS"): _NUMBER_WORDS + " (每人開兩個視窗: the tasks each said in characters)",
    ("extract_schedule.py", "_ZH_PM"): _VOCABULARY + " (下午, 晚上: the afternoon hours)",
    ("extract_schedule.py", "_DAYS_DIGITS"): _VOCABULARY + " (周日 / 周天: Sunday as day seven)",
    ("extract_schedule.py", "_clock_ranges"): _VOCABULARY + " (晚: an evening clock range)",
    ("gen_family.py", "_TENTHS"): _NUMBER_WORDS + " (三成: three tenths)",
    ("generated_media.py", "_length_number"): _VOCABULARY + " (半: a half in a clip length)",
    ("generated_media.py", "_LIVE_UNIT"): _VOCABULARY + " (秒, 秒钟: a live rate's unit)",
    ("growth.py", "_said_factor"): "minus signs in any width (－) before a growth figure",
    ("magnitudes.py", "TOKENS_SCALE"): _NUMBER_WORDS,
    ("magnitudes.py", "COUNT_SCALE"): _NUMBER_WORDS,
    ("magnitudes.py", "WINDOW_WORD"): _NUMBER_WORDS,
    ("named_media.py", "_SCREEN_FACTOR"): _NUMBER_WORDS,
    ("script.py", "fold_to_simplified"): "the currency word (元) folded before reading, never shown",
    ("script.py", "TAIWAN_TERMS"): _SCRIPT_FORMS,
    ("script.py", "HK_KEEPS"): _SCRIPT_FORMS,
    ("script.py", "HK_OWN"): _SCRIPT_FORMS,
    ("vision_train_read.py", "_MAG"): _NUMBER_WORDS,
    ("recsys_read.py", "_MAG"): _NUMBER_WORDS,
    ("recsys_read.py", "_WORD_N"): _NUMBER_WORDS + " (一周, 兩個星期: a training run's stated length)",
    ("vector_search_read.py", "_MAG"): _NUMBER_WORDS,
    ("corpus_once_read.py", "_MAG"): _NUMBER_WORDS,
    ("request_lengths_read.py", "REQUEST_LENGTH_FORMS"): _VOCABULARY + " (输入 / 输出: the words the length readers read, "
                                                           "a request's lengths rewritten into them, never shown)",
    ("everyday_lengths_read.py", "EVERYDAY_LENGTH_FORMS"): _VOCABULARY + " (回复 / 每份约: the words the length readers "
                                                                 "read, everyday lengths rewritten into them, never shown)",
    ("everyday_lengths_read.py", "_written"): _VOCABULARY + " (回复 / 输出 / 字: the reader words a rewrite picks, never shown)",
    ("everyday_lengths_read.py", "as_one_item_length_text"): _VOCABULARY + " (每: 一份 before a length written 每份 for the "
    "per-item readers, never shown)",
    ("page_items_read.py", "PAGE_FORMS"): _VOCABULARY + " (份 / 每份: the counted items the batch reader reads, pages "
                                          "with their 字 rewritten into them, never shown)",
    ("medical_images_read.py", "as_image_batch_text"): _VOCABULARY + " (张图片: the counted pictures the image-batch "
                                                         "reader reads, medical images rewritten into them, never shown)",
    ("variant_size_read.py", "_CHINESE_FAMILY"): _VOCABULARY + " (千问 / 千問: Qwen's Chinese name, read as the family word)",
    ("overnight_batch_read.py", "DAILY_COUNT_FORMS"): _VOCABULARY + " (每天批量处理: the words the batch reader reads a "
                                                     "daily batch in, never shown)",
    ("overnight_batch_read.py", "_night_written"): _VOCABULARY + " (每天批量生成 / 每条输出: the words the batch reader "
                                                  "reads a night's written items and each one's length in, never shown)",
    ("overnight_batch_read.py", "DAILY_TOKENS"): _VOCABULARY + " (每天处理 N token: the words the batch reader reads a day's "
                                                "tokens to process in, never shown)",
    ("vision_train_read.py", "_ZH"): _NUMBER_WORDS,
    # the stated-figure reader (extract_stated.py): its vocabulary, number words and stops
    ("extract_stated.py", "THEIR_ANSWER"): _VOCABULARY + " (学生, 用户: whose answer a length is, not the model's)",
    ("extract_stated.py", "_RANK"): _VOCABULARY + " (低, 中, 高: a reasoning effort)",
    ("extract_stated.py", "_WORD_N"): _NUMBER_WORDS + " (半, 两, 三: a clip's length)",
    ("extract_stated.py", "_seconds"): _VOCABULARY + " (分, 分半: minutes, and a half minute)",
    ("extract_stated.py", "audio_items"): _STOPS + " (，；。！？)",
    ("extract_stated.py", "_ITEM_MULT_WORD"): _NUMBER_WORDS + " (千, 万: an item count's multiplier)",
    ("extract_stated.py", "_STREAM_K"): _NUMBER_WORDS + " (千, 万: streams at once)",
    ("extract_stated.py", "_PER"): _VOCABULARY + " (秒, 分钟, 小时: a rate's period)",
    ("extract_stated.py", "_ZH_SMALL"): _NUMBER_WORDS + " (两, 三: a small count)",
    ("extract_stated.py", "_ZH_TENTHS"): _NUMBER_WORDS + " (三成: tenths)",
    ("extract_stated.py", "_SHARE_WORDS"): _NUMBER_WORDS + " (一半, 三分之一: a share)",
    ("extract_stated.py", "_latency_s"): _VOCABULARY + " (毫秒: milliseconds)",
    ("extract_stated.py", "image_latency"): _VOCABULARY + " (毫秒: milliseconds)",
    ("extract_stated.py", "_completion_limit"): _VOCABULARY + " (毫秒: milliseconds)",
    # the rule reader (extract_rules.py): its vocabulary, number words, script tables and stops
    ("extract_rules.py", "CJK_NAME_GUARDS"): "a reading word list: Chinese place names that are halves of common words "
                                             "(云南京 is 云 + 南京, 最大连接 is no Dalian, 平台中 no Taichung), each with "
                                             "what may not stand beside it",
    ("extract_rules.py", "read_deadline"): _VOCABULARY + " (个 / 個: 两个月内 is two months, 十二月 is December)",
    ("extract_rules.py", "_QUARTERS"): _NUMBER_WORDS + " (一季度, 第四季度: the quarter's number)",
    ("extract_rules.py", "ZH_DIGITS"): _NUMBER_WORDS + " (一, 两, 俩: the digits)",
    ("extract_rules.py", "ZH_MAG"): _NUMBER_WORDS + " (十, 百, 千)",
    ("extract_rules.py", "ZH_BIG"): _NUMBER_WORDS + " (万, 亿)",
    ("extract_rules.py", "_ZH_TENS"): _NUMBER_WORDS + " (廿, 卅: twenty, thirty)",
    ("extract_rules.py", "_zh_small"): _NUMBER_WORDS + " (零)",
    ("extract_rules.py", "_items_written"): "a reading word: the possessive particle skipped before a solution noun (题的解答)",
    ("extract_rules.py", "_zh_digits"): _NUMBER_WORDS + " (亿, 万, 千 spelled in digits)",
    ("extract_rules.py", "spell_out_zh"): _NUMBER_WORDS + " (三千五百 as 3500)",
    ("extract_rules.py", "people_in_digits"): _NUMBER_WORDS + " (2万人)",
    ("extract_rules.py", "_scale"): _NUMBER_WORDS + " (万亿: a figure's scale)",
    ("extract_rules.py", "MULT"): _NUMBER_WORDS + " (百万, 亿: a money figure's multiplier)",
    ("extract_rules.py", "said_chars"): _NUMBER_WORDS + " (8万字)",
    ("extract_rules.py", "_prompt_length_not_count"): _NUMBER_WORDS + " (千: a thousand characters)",
    ("extract_rules.py", "ZH_DIGIT_WORDS"): _NUMBER_WORDS + " (零一二…九)",
    ("extract_rules.py", "read_everyday_numbers"): _NUMBER_WORDS + " (十)",
    ("extract_rules.py", "_contrastive_set"): _NUMBER_WORDS + " (十)",
    ("extract_rules.py", "_works_counted"): _NUMBER_WORDS + " (千部)",
    ("extract_rules.py", "_translated_text"): _NUMBER_WORDS + " (千字)",
    ("extract_rules.py", "_works_text"): _NUMBER_WORDS + " (千字)",
    ("extract_rules.py", "_part_tokens"): _NUMBER_WORDS + " (万, 千: a part's tokens)",
    ("extract_rules.py", "_active_size"): _NUMBER_WORDS + " (亿: a model's active parameters)",
    ("extract_rules.py", "_context_in_chars"): _NUMBER_WORDS + " (千字)",
    ("extract_rules.py", "_COUNT_WORD"): _NUMBER_WORDS + " (一, 两: a count before a unit)",
    ("extract_rules.py", "_TERM_NUMS"): _NUMBER_WORDS + " (半年, 十二个月: a term's months)",
    ("extract_rules.py", "_COUNT_WORDS"): _NUMBER_WORDS + " (一到十: a count said in characters)",
    ("extract_rules.py", "_WD"): _NUMBER_WORDS + " (周一 … 周六: the weekday numbers)",
    ("extract_rules.py", "_CJK_HOURS"): _NUMBER_WORDS + " (两点, 三点: a clock hour)",
    ("extract_rules.py", "_RENT_WORDS"): _NUMBER_WORDS + " (两天, 三周: a rental's length)",
    ("extract_rules.py", "_ZH_PAIRS"): _NUMBER_WORDS + " (一两, 两三: a rough count)",
    ("extract_rules.py", "_ZH_COUNT"): _NUMBER_WORDS + " (两, 三: a count)",
    ("extract_rules.py", "_BARE_SCALE"): _NUMBER_WORDS + " (千, 万: a bare reply's scale)",
    ("extract_rules.py", "BarePiece.context"): _NUMBER_WORDS + " (千: a bare context)",
    ("extract_rules.py", "BarePiece.big"): _NUMBER_WORDS + " (亿: a bare size)",
    ("extract_rules.py", "_REV_UNIT"): _NUMBER_WORDS + " (万, 亿: a revenue's unit)",
    ("extract_rules.py", "read_targets"): _NUMBER_WORDS + " (半: a half)",
    ("extract_rules.py", "_percentile_latency"): _NUMBER_WORDS + " (半秒)",
    ("extract_rules.py", "_bare_latency"): _NUMBER_WORDS + " (半秒; the clause stop ， a latency's words end at)",
    ("extract_rules.py", "read_node_link"): _NUMBER_WORDS + " (万兆: 10-gigabit Ethernet)",
    ("extract_rules.py", "TRAD_ONLY"): _SCRIPT_FORMS + " (the characters only Traditional writes: the script detector)",
    ("extract_rules.py", "SIMP_ONLY"): _SCRIPT_FORMS + " (the characters only Simplified writes: the script detector)",
    ("extract_rules.py", "HK_FORMS"): _SCRIPT_FORMS + " (嘅, 咗, 唔: Cantonese forms that mark Hong Kong)",
    ("extract_rules.py", "HK_WORDS"): _SCRIPT_FORMS + " (點解, 幾多: Cantonese words)",
    ("extract_rules.py", "_money_pattern"): _VOCABULARY + " (块: a money unit)",
    ("extract_rules.py", "_refines"): _VOCABULARY + " (￥ before a figure)",
    ("extract_rules.py", "HOURS"): _VOCABULARY + " (小时, 钟头: hour units)",
    ("extract_rules.py", "SHORT_UNIT_HOURS"): _VOCABULARY + " (分钟, 秒: minutes and seconds as hours)",
    ("extract_rules.py", "document_length"): _VOCABULARY + " (页, 万字: a document's length)",
    ("extract_rules.py", "read_example_length"): _VOCABULARY + " (长度: a sample's length said)",
    ("extract_rules.py", "LATENCY_UNITS"): _VOCABULARY + " (毫秒, 秒)",
    ("extract_rules.py", "a_not_a"): _VOCABULARY + " (不, 唔: the A-not-A question form)",
    ("extract_rules.py", "mask_negations"): _VOCABULARY + " (就, 除了: words that end or except a negation)",
    ("extract_rules.py", "ZH_VOCAB"): _VOCABULARY + " (部署, 推理, 微调: the words typos are folded to)",
    ("extract_rules.py", "ZH_SOUND_ALIKE"): _VOCABULARY + " (the sound-alike characters typed for ZH_VOCAB's words)",
    ("extract_rules.py", "fix_typos"): _VOCABULARY + " (出镜 typed for 出境: the word the typo is read as)",
    ("extract_rules.py", "read_dataset_r"): _VOCABULARY + " (英文: English text)",
    ("extract_rules.py", "_said_text_tokens"): _VOCABULARY + " (英文, 千: English words, a thousand)",
    ("extract_rules.py", "read_task"): _VOCABULARY + " (训: training)",
    ("extract_rules.py", "_UNIT_WORD"): _VOCABULARY + " (秒, 分钟: a rate's unit)",
    ("extract_rules.py", "read_power_budget"): _VOCABULARY + " (千瓦: kilowatts)",
    ("extract_rules.py", "read_training_knobs"): _VOCABULARY + " (秩: a LoRA rank)",
    ("extract_rules.py", "_TERM_WORD_MONTHS"): _VOCABULARY + " (包年, 包月: a commitment's term)",
    ("extract_rules.py", "quote_term"): _VOCABULARY + " (年: a year's term)",
    ("extract_rules.py", "_ZH_PART"): _VOCABULARY + " (早上, 下午: a part of the day)",
    ("extract_rules.py", "_NIGHT_WORDS"): _VOCABULARY + " (晚上, 夜里: the night)",
    ("extract_rules.py", "_AFTERNOON_WORDS"): _VOCABULARY + " (下午, 傍晚)",
    ("extract_rules.py", "_SMALL_HOURS"): _VOCABULARY + " (凌晨, 半夜)",
    ("extract_rules.py", "_RENT_UNIT"): _VOCABULARY + " (小时, 天, 周: a rental's unit)",
    ("extract_rules.py", "serving_duration"): _VOCABULARY + " (小时: a serving time's unit)",
    ("extract_rules.py", "read_deadline_r"): _VOCABULARY + " (小: an hour unit; the brackets （） trimmed off a span)",
    ("extract_rules.py", "_gazetteer_hits"): _VOCABULARY + " (语: a language, not a place, after a place name)",
    ("extract_rules.py", "_INSIDE_WORDS"): _VOCABULARY + " (境内, 不能出境: data kept in the country)",
    ("extract_rules.py", "_DOMESTIC_WORDS"): _VOCABULARY + " (国内)",
    ("extract_rules.py", "_LAW_WORDS"): _VOCABULARY + " (个人信息保护法: a data law named)",
    ("extract_rules.py", "_OWNER_ADJ"): _VOCABULARY + " (国产, 中资: an owner rule's words)",
    ("extract_rules.py", "_ZH_BARE_CLOUD"): _VOCABULARY + " (云服务, 云)",
    ("extract_rules.py", "_OWNER_ONLY_WORDS"): _VOCABULARY + " (国产, 中资)",
    ("extract_rules.py", "_DOMESTIC_OWNER"): _VOCABULARY + " (国内, 境内)",
    ("extract_rules.py", "MAINLAND_WORDS"): _VOCABULARY + " (大陆, 内地)",
    ("extract_rules.py", "_eu_regions_meant"): _VOCABULARY + " (欧盟, 欧洲)",
    ("extract_rules.py", "_squeeze"): _STOPS + " (the ideographic space)",
    ("extract_rules.py", "_list_end"): _STOPS + " (the ideographic space)",
    ("extract_rules.py", "read_small_talk"): _STOPS + " (。；！)",
    ("extract_rules.py", "boxes_owned"): _STOPS + " (。；)",
    ("extract_rules.py", "_clause_of"): _STOPS + " (，；)",
    ("extract_rules.py", "provider_allowed"): _STOPS + " (，；。)",
    ("extract_rules.py", "provider_preferred"): _STOPS + " (，；。)",
    ("extract_rules.py", "distrusted_marketplace"): _STOPS + " (，)",
    ("extract_rules.py", "_WIDE"): _STOPS + " (full-width digits ０–９ folded to ASCII)",
    ("extract_rules.py", "_figure"): _STOPS + " (the full-width minus －)",
    ("extract_rules.py", "few_shot_said"): _STOPS + " (the full-width minus －)",
    ("extract_rules.py", "normalise"): _STOPS + " (full-width （）：、 folded to ASCII)",
}
# empty: the sentences once worded in a reader are catalog entries; one is listed only while it moves, with
# _STILL_WORDED and what it says
OPEN: dict[tuple[str, str], str] = {}
# a module held whole (its vocabulary and its notes as (English, Chinese) pairs, open): none now, the readers are
# held name by name like the rest of the core
WHOLE_MODULES: dict[str, str] = {}


def _in_pattern_calls(tree: ast.AST) -> set[int]:
    out: set[int] = set()
    for n in ast.walk(tree):
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in _RE_CALLS \
                and isinstance(n.func.value, ast.Name) and n.func.value.id == "re":
            out |= {id(m) for m in ast.walk(n)}
    return out


def plain_chinese_literals(source: str) -> dict[str, list[int]]:
    """chinese_literals, less the reading patterns: literals inside a `re.` call or with pattern syntax."""
    tree = ast.parse(source)
    skip = _docstrings(tree) | _in_pattern_calls(tree)
    out: dict[str, list[int]] = {}
    for top in tree.body:
        stmts = [(s, top.name + ".") for s in top.body] if isinstance(top, ast.ClassDef) else [(top, "")]
        for stmt, prefix in stmts:
            for n in ast.walk(stmt):
                if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in skip \
                        and CJK.search(n.value) and not _PATTERN_SHAPE.search(n.value):
                    out.setdefault(_name(stmt, prefix), []).append(n.lineno)
    return out


def test_the_rest_of_the_core_words_nothing_in_chinese_save_its_reading_words_and_the_open_list():
    known = ALLOWED_ELSEWHERE | OPEN
    found, stale = [], []
    for path in sorted(CORE.glob("*.py")):
        rel = path.name
        if f"advisor/core/{rel}" in FILES or rel in WHOLE_MODULES:
            continue
        held = plain_chinese_literals(path.read_text(encoding="utf-8"))
        found += [f"advisor/core/{rel}:{lines[0]} ({name})" for name, lines in held.items() if (rel, name) not in known]
        stale += [f"{rel} {name}" for (f, name) in known if f == rel and name not in held]
    assert found == [], "word these in advisor/core/messages (or allow a reading word list with its reason):\n" \
        + "\n".join(found)
    assert stale == [], f"listed names that hold no plain Chinese any more (drop them from the lists): {stale}"


def test_a_reading_pattern_is_told_from_a_shown_sentence():
    # not vacuous: a pattern (in a re. call, or with pattern syntax) passes; a word list and a sentence are found
    src = ('import re\n'
           'PAT = re.compile("每天")\n'
           'ALT = r"(?:块|元)"\n'
           'CLS = "[万萬]"\n'
           'MAG = {"万": 1e4}\n'
           'def note(n):\n'
           '    return f"按 {n} 人估算" + " | 表格"\n')
    # the f-string's two parts and the table cell (" | " is a markdown separator, not an alternation): three in `note`
    assert plain_chinese_literals(src) == {"MAG": [5], "note": [7, 7, 7]}


def test_a_new_chinese_sentence_in_the_rule_reader_is_found():
    # not vacuous: the rule reader is scanned name by name (no longer held whole), so a note worded there in Chinese
    # beside its patterns is found by its name, while its reading words stay allowed
    assert "extract_rules.py" not in WHOLE_MODULES
    source = (CORE / "extract_rules.py").read_text(encoding="utf-8")
    source += '\n\ndef _new_note(n):\n    return f"按 {n} 人估算", re.compile(r"(?:人|位)")\n'
    held = plain_chinese_literals(source)
    known = ALLOWED_ELSEWHERE | OPEN
    assert [name for name in held if ("extract_rules.py", name) not in known] == ["_new_note"]
    assert held["_new_note"] == [held["_new_note"][0]] * 2  # the f-string's two Chinese parts, not the pattern
