"""The sentences the readers, the chart, the export and the plan follow-up said in Chinese of their own are catalog
entries now (advisor/core/messages): each reads as it did, in English, in Simplified Chinese and, through the script
converter, in Traditional; the figures in them are the readers' own, formatted by the catalog."""

from __future__ import annotations

import errno

import pytest

from advisor.core.camera_read import camera_frames
from advisor.core.chart import _label, part_name
from advisor.core.export import write_problem
from advisor.core.extract_rules import VLM_NAMED, extract, find_model
from advisor.core.messages import word
from advisor.core.plan_questions_asked import serving_figure
from advisor.core.script import to_script
from advisor.core.second_job import second_job
from advisor.core.unread_rates import drop_unread_rates
from tools.chart_data import TierBar
from tools.schema import Msg


@pytest.mark.parametrize(("said", "en", "zh"), [
    # a frame rate above 1,000 fps, in English: not read, video sized at the film rate 23.976 fps
    ("upscale video at 5000 fps", "'5000 fps' is not read: a frame rate is 1 to 1,000 fps here; video is sized at "
     "23.976 fps (film rate, assumed) — say the real rate", "“5000 fps”未读取：这里帧率为 1 到 1,000 fps；视频按 "
     "23.976 fps（电影帧率，假设）估算——请说明实际帧率"),
    # a negative rate in a Chinese message: below the 1 fps floor, the same sentence
    ("视频 -5 fps 超分", "'-5 fps' is not read: a frame rate is 1 to 1,000 fps here",
     "“-5 fps”未读取：这里帧率为 1 到 1,000 fps"),
    # glued Chinese, an upscale factor of 100: above the 16× ceiling, sized at the net's own 4×
    ("放大100倍的视频", "'放大100倍' is not read: an upscale factor is above 1× and at most 16× here; sized at the net's "
     "own 4×", "“放大100倍”未读取：这里放大倍数须大于 1 倍、不超过 16 倍；按模型自身的 4 倍估算"),
])
def test_an_unread_rate_is_said_in_both_languages_and_traditional(said, en, zh):
    _, notes = drop_unread_rates(said)
    assert len(notes) == 1
    assert notes[0][0].startswith(en) and notes[0][1].startswith(zh), notes
    assert "未讀取" in to_script(notes[0][1], "zh-Hant") and "这里" not in to_script(notes[0][1], "zh-Hant")


def test_cameras_with_no_interval_say_the_assumed_one_in_the_sentence():
    # 200 cameras, no interval said: one frame every 10 s assumed → 200 ÷ 10 = 20 frames/s; halving the rate is every
    # 20 s. The assumption sits after the interval in both languages.
    en, zh = camera_frames("200 cameras watched by Qwen2-VL-7B", None, VLM_NAMED)[2]
    assert en.startswith("200 cameras × one frame every 10 s (no interval said: assumed — how often is each camera "
                         "sampled?) = 20 frames/s to the VLM, all day") and "every 20 s halves the load" in en
    assert zh.startswith("200 个摄像头 × 每 10 秒一帧（没说抽帧间隔：假设值——每个摄像头多久抽一帧？） = 每秒 20 帧送入 VLM")
    # a follow-up changing the cameras keeps the frames: 1,000 cameras ÷ 2 s = 500 frames/s, the event gate said
    en, zh = camera_frames("1,000 cameras, every 2 s?", "Qwen2.5-VL-7B", VLM_NAMED)[2]
    assert en.startswith("1,000 cameras × one frame every 2 s = 500 frames/s to the VLM, the frames as before")
    assert zh.startswith("1,000 个摄像头 × 每 2 秒一帧 = 每秒 500 帧送入 VLM，每帧同上")


def test_a_second_job_quotes_the_users_words_as_typed():
    # Traditional and glued: the second clause is quoted as the user wrote it (給, 人用), its final stop taken off
    notes = second_job("用1000萬token微調Qwen2.5-7B，另外部署Llama-3-70B給100人用。", find_model)[1]
    assert notes == [("'部署Llama-3-70B給100人用' is not read: it is a second job (Llama-3-70B) — one job is sized a message, "
                      "this answer is the first (Qwen2.5-7B); ask for the other in its own message",
                      "“部署Llama-3-70B給100人用”未读取：这是第二个任务（Llama-3-70B）——每条消息只估算一个任务，下面是第一个"
                      "（Qwen2.5-7B）；另一个请单独发一条消息")]


@pytest.mark.parametrize(("lang", "hk", "want"), [
    ("en", False, "cannot write /tmp/资料夹/a.md: No such file (its folder does not exist); nothing written."),
    ("zh", False, "无法写入 /tmp/资料夹/a.md：No such file（文件夹不存在）；没有写入任何文件。"),
    # Traditional: the sentence converted, the path and the system's words exactly as given (资料夹 stays Simplified)
    ("zh-Hant", False, "無法寫入 /tmp/资料夹/a.md：No such file（文件夾不存在）；沒有寫入任何文件。"),
])
def test_a_failed_write_is_said_with_the_path_as_given(lang, hk, want):
    said = write_problem("/tmp/资料夹/a.md", OSError(errno.ENOENT, "No such file"), lang, hk)
    assert said.startswith(want), said


def test_an_unlisted_write_error_has_no_reason_in_brackets():
    # EIO has no words of ours: the system's text alone, no empty "()" or "（）"
    assert write_problem("/p", OSError(errno.EIO, "I/O error"), "zh").startswith("无法写入 /p：I/O error；")
    assert write_problem("/p", OSError(errno.EIO, "I/O error")).startswith("cannot write /p: I/O error; nothing")


@pytest.mark.parametrize(("kind", "ttft", "speed", "en", "zh"), [
    # 35.2 tokens/s shown as 35, 0.4 s as 0.4: the figures as the serving answer computed them
    ("speed", 0.4, 35.2, "On the pick each user sees ≈ 35 tokens/s, the first token comes in ≈ 0.4 s (with every user "
     "busy)", "按首选方案，每个用户约 35 tokens/s，首 token 约 0.4 秒（所有用户同时在用时）"),
    ("ttft", 1.25, None, "On the pick the first token comes in ≈ 1.2 s (with every user busy)",
     "按首选方案，首 token 约 1.2 秒（所有用户同时在用时）"),
])
def test_the_serving_figures_asked_are_joined_in_each_languages_punctuation(kind, ttft, speed, en, zh):
    msg = serving_figure(kind, ttft, speed)
    assert word(msg, "en") == en and word(msg, "zh") == zh


def test_the_chart_names_its_tiers_and_parts_in_each_language():
    bar = TierBar(tier="minimum", card="H100 80 GB", count=2, parts={}, total_bytes=1, breakdown_of="total",
                  limit_bytes=1, limit_of="usable", headroom=1.0, headroom_limit_bytes=1)
    assert _label(bar, False) == "minimum: 2 × H100 80 GB" and _label(bar, True) == "最低：2 × H100 80 GB"
    assert part_name("optimizer", False) == "optimizer states" and part_name("optimizer", True) == "优化器状态"
    # a tier the chart has no word for keeps its own label, in either language
    other = bar.model_copy(update={"tier": "estimate"})
    assert _label(other, True) == "estimate: 2 × H100 80 GB"


@pytest.mark.parametrize(("text", "en", "zh"), [
    # a bare budget in English: US dollars, the English question's default
    ("budget 5000 a month, serve Qwen2.5-7B for 20 users", "'budget 5000' names no currency: read as US dollars (the "
     "default for a question in English)", "“budget 5000”没写币种：按美元理解（英文提问的默认币种）"),
    # glued 简体: renminbi, the Simplified question's default
    ("预算5000，LoRA 微调 Qwen2.5-7B", "'预算5000' names no currency: read as renminbi (CNY) (the default for a question "
     "in Simplified Chinese)", "“预算5000”没写币种：按人民币理解（简体中文提问的默认币种）"),
    # 繁體 with 元 and no TWD word: the Taiwan dollar, renminbi to be said if meant
    ("預算每月 3 萬元，部署 Qwen2.5-32B 給 20 人用", "'3 萬元' read as TWD, the Taiwan dollar; say 人民幣 or RMB if you "
     "meant renminbi", "“3 萬元”按新台币理解；如指人民币请写明“人民币”"),
])
def test_a_budgets_currency_read_is_said_from_the_catalog(text, en, zh):
    e = extract(text)
    said = [n for n in e.notes if n.startswith(en)]
    assert said and e.zh_notes[said[0]].startswith(zh), e.notes


def test_a_currency_with_no_rate_names_what_it_was_for():
    # the budget and the prices are each named in the answer's language, in the user's words (no file path: the
    # shipped rate file is no word for a user); the priced codes are as handed
    for what, en, zh in (("budget", "the budget in ARS", "预算用的是 ARS"), ("pricing", "pricing in ARS", "报价用的是 ARS")):
        msg = Msg(code="reader.no_rate", args={"what": Msg(code="reader.no_rate_what", args={"what": what}),
                                               "code": "ARS", "codes": "USD, CNY", "file": ""})
        assert word(msg, "en") == f"{en} is not applied: I hold no exchange rate for ARS; I can price in USD, CNY — " \
            "say it in one of those"
        assert word(msg, "zh").startswith(zh + "，没有生效：我这里没有 ARS 的汇率；可用的货币：USD, CNY")
    # a rate file an operator set by hand is named after it, so whoever set it knows where the row is missing
    set_file = Msg(code="reader.rate_file_set", args={"file": "GPU_ADVISOR_FX_CSV (/x/fx.csv)", "code": "ARS"})
    msg = Msg(code="reader.no_rate", args={"what": Msg(code="reader.no_rate_what", args={"what": "budget"}),
                                           "code": "ARS", "codes": "USD", "file": set_file})
    assert "I hold no exchange rate for ARS (GPU_ADVISOR_FX_CSV (/x/fx.csv) has no ARS rate); I can" in word(msg, "en")
    e = extract("用越南盾报价，部署 Llama-3-8B 给 10 人用")  # a currency named in Chinese, asked for the prices
    assert any(n.startswith("pricing in 越南盾 is not applied") for n in e.notes), e.notes


@pytest.mark.parametrize(("text", "en", "zh"), [
    # glued 简体, 20 pages each: 20 × 600 tokens a page = 12,000 tokens
    ("每份约20页，5万份合同用 Qwen2.5-14B 审核", "a document's length in pages read as tokens at 600 tokens a page",
     "：20 页 → 12,000 token"),
    # 繁體, 10 pages on average: 10 × 600 = 6,000 tokens
    ("平均10頁的文件 3萬份，用 Qwen2.5-7B 摘要", "10 pages → 6,000 tokens", "：10 页 → 6,000 token"),
    # English words: 150 words × 4/3 token a word (shown 1.33) = 200 tokens
    ("classify 1M reviews of about 150 words each with Llama-3-8B", "at 1.33 tokens per word (OpenAI Help Center: 100 "
     "tokens ≈ 75 words; tokenizers differ): 150 words → 200 tokens", "：150 词 → 200 token"),
    # pages counted as the batch's items (Cantonese, Traditional): each request one page of 600 tokens
    ("每月20萬頁要譯做英文，用 Qwen2.5-14B", "each item is a page of text: read as 600 tokens (a typical page)",
     "每条按一页文字计：约 600 token"),
])
def test_a_length_in_pages_or_words_is_said_from_the_catalog(text, en, zh):
    e = extract(text)
    said = [n for n in e.notes if en in n]
    assert len(said) == 1 and zh in e.zh_notes[said[0]], e.notes


@pytest.mark.parametrize(("text", "en", "zh"), [
    # 20 rooms × 1 target language = 20 streams at once; spoken output assumed, said with how to drop it
    ("live interpretation for 20 meeting rooms, English to Spanish and French", "live interpretation: 20 rooms, each "
     "one live stream through speech-to-text → translation by an LLM → speech synthesis (assumed: interpretation is "
     "spoken; say 'captions only' to drop it)",
     "同传：20 个会议室，每个一路实时流，经过语音识别 → 大模型翻译 → 语音合成（假设：口译要出声；只要字幕请说明）"),
    # 繁體: 10 rooms, the same sentence from the same entry
    ("即時口譯 10 間會議室，中翻英", "live interpretation: 10 rooms,", "同传：10 个会议室，"),
    # captions only: no speech stage, nothing assumed
    ("live interpretation for 5 meeting rooms into German, captions only", "translation by an LLM; the LLM translating "
     "5 streams at once", "经过语音识别 → 大模型翻译；这里按同时 5 路翻译"),
    ("同传 6 个会议室，中译英，只要字幕", "translation by an LLM; the LLM translating 6 streams",
     "大模型翻译；这里按同时 6 路翻译"),
])
def test_live_interpretation_is_said_with_its_spoken_stage_as_read(text, en, zh):
    e = extract(text)
    said = [n for n in e.notes if n.startswith("live interpretation:") and en in n]
    assert len(said) == 1 and zh in e.zh_notes[said[0]], e.notes


@pytest.mark.parametrize(("text", "en", "zh"), [
    # Qwen's figure, 1 token ≈ 1.5 字 → 0.67 token a 字: 20 字 a second ≈ 13 tokens a second, the source nested
    ("每秒输出 20 个汉字，部署 Qwen2.5-7B 给 50 人用", "'每秒输出 20 个汉字' read as 13 tokens a second: 20 Chinese "
     "characters at 0.67 token per character (Qwen's tokenizer, Alibaba DashScope docs",
     "“每秒输出 20 个汉字”按每秒 13 token 估算：20 个汉字 × 每字 0.67 token（Qwen 分词器，阿里云百炼（DashScope）文档"),
    # a summary of 200 字 at 0.67 token a 字: 134 tokens out (rounded up)
    ("1万份报告用 Qwen2.5-7B 做摘要，摘要 200 字左右", "the output's length in Chinese characters read as tokens at 0.67 "
     "token per character", "：200 字 → 134 token"),
    # 繁體 on Llama-3: the 简体 figure × 1.25 (none published), said inside the nested source in each language
    ("10萬條評論，每條約500字，用 Llama-3-8B 分類", "(Llama-3's tokenizer, tokenizer-arena, cc100 Simplified Chinese; "
     "繁體 assumed ×1.25 of the 简体 figure, none published; tokenizers differ): 500 字", "繁体按简体的 1.25 倍假设"),
])
def test_a_length_in_chinese_characters_says_its_rate_and_source(text, en, zh):
    e = extract(text)
    said = [n for n in e.notes if en in n]
    assert len(said) == 1 and zh in e.zh_notes[said[0]], e.notes


@pytest.mark.parametrize(("text", "en", "zh"), [
    # glued 简体 corpus on Qwen: 5000 万字 at 0.67 token a 字 = 33,500,000 training tokens, the unit named once in Chinese
    ("语料大概 5000 万字，继续预训练 Qwen2.5-7B", "the training data said in Chinese characters read as tokens at 0.67 "
     "tokens per character", "训练数据按每个汉字 0.67 token 换算（Qwen 分词器"),
    # English words to translate: 40,000 × 4/3 = 53,333 tokens
    ("translate 40k words a week with Llama-3-8B", "the text to translate said in English words read as tokens at 1.33 "
     "tokens per word (OpenAI Help Center; tokenizers differ): 40,000 → 53,333 tokens",
     "要翻译的文本按每个英文词 1.33 token 换算（OpenAI Help Center；不同分词器有差异）：40,000 → 53,333 token"),
    # works × each: 1,200 × 40,000 words = 48,000,000 words → × 4/3 = 64,000,000 tokens
    ("1,200 theses averaging 40k words, summarise each with Qwen2.5-14B", "1,200 works × 40,000 English words each = "
     "48,000,000 English words of input, read as tokens at 1.33 tokens per word",
     "1,200 部 × 每部 40,000 个英文词 = 共 48,000,000 个英文词输入，按每个英文词 1.33 token 换算"),
    # English characters, 4 to a token: 2,000 characters → 500 tokens
    ("prompt 2000 characters, answer 500 characters, Llama-3-8B for 20 users", "'prompt 2000 characters' read as 500 "
     "tokens (0.25 a character of English; OpenAI Help Center", "按 500 token 估算（每个英文字符 0.25 token"),
])
def test_a_volume_of_text_is_said_with_its_unit_in_each_language(text, en, zh):
    e = extract(text)
    said = [n for n in e.notes if en in n]
    assert len(said) == 1 and zh in e.zh_notes[said[0]], e.notes
