"""A speech pipeline (transcription, speaker diarization, an LLM summary or a translation of the transcripts) is
priced stage by stage in one answer, each stage with its GPU-hours, money and share over the span asked — a month
for a daily or weekly batch, the whole job for a one-off — never one stage alone; with no speech model named, a
default is assumed and said — in English, 简体, 繁體 (Taiwan) and Hong Kong Cantonese.

Hand figures:
- diarization: pyannote's RTF 2.5 % on a V100 SXM2 (90 s an audio hour) scaled by the pick's memory bandwidth, never
  under 3.1's 80 s (tools.media.diarization_s_per_audio_hour): on a V100 (900 GB/s) 90 s → 30,000 h a day → 750
  GPU-h a day × 30.42 days = 22,812 GPU-h a month; on an RTX A4000 (448 GB/s) 90 × 900 / 448 = 180.8 s → 150 h a
  week → 7.53 GPU-h × 4.345 = 32.7 → 33; 400 h a day → 20.09 GPU-h × 30.42 = 611.
- transcript tokens (tools.speech_llm): Mandarin / Cantonese 310.8 characters a minute × 0.6 = 1,865 tokens a
  10-minute piece; English 150 words × 4/3 = 2,000. A translation: one request a piece a target language, as many
  tokens out as in. 80 h a week into 3 languages → 480 pieces × 3 = 1,440 requests; 5,000 h into English → 30,000;
  150 h into German → 900.
"""

import re

import pytest

from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


ask = pytest.fixture(scope="module", name="ask")(module_ask)


def _line(out: str, *starts: str) -> str:
    return next((x for x in out.splitlines() if any(s in x for s in starts)), "")


def _num(s: str) -> float:
    return float(s.replace(",", ""))


def test_meeting_minutes_saas_shows_diarization_costing_more_than_transcription(ask):
    out = ask("我们做会议纪要SaaS，每天大概3万小时会议录音，要转写+区分说话人+出纪要，全部在国内。"
              "打算用SenseVoice+pyannote+Qwen3-8B，每月GPU成本多少、要几张卡？")
    split = _line(out, "各环节每月")
    assert split, out[-2500:]
    assert "不开思考" in out.splitlines()[0], out.splitlines()[0]  # a summary of a transcript: Qwen3's non-thinking use
    assert "说话人分离 22,812 GPU 小时" in split, split
    shares = {k: int(v) for k, v in re.findall(r"(语音转写|说话人分离|大模型)[^（]*（(\d+)%）", split)}
    assert set(shares) == {"语音转写", "说话人分离", "大模型"}, split
    assert shares["说话人分离"] > shares["语音转写"], split  # the trap: diarization dominates
    # the stages' money adds up to the sum said, and the month of all stages is that sum
    parts = [_num(x) for x in re.findall(r"GPU 小时、¥([\d,]+)", split)]
    total = re.search(r"合计约 [\d,]+ GPU 小时，约 ¥([\d,]+)", split)
    assert total and sum(parts) == pytest.approx(_num(total.group(1)), abs=3), split
    assert "张卡全天候运行" in split
    month = re.search(r"全部环节合计[^\n]*每月约 ¥([\d,]+)", out)
    assert month and _num(month.group(1)) == pytest.approx(_num(total.group(1)), abs=1)


def test_weekly_subtitles_translated_into_three_languages_are_priced_a_month(ask):
    out = ask("我們每週有大約 80 小時的課程影片，要用 Whisper large-v3 上中文字幕，再翻成英文、日文和韓文，一個月大概多少錢？")
    step = _line(out, "翻譯環節")
    assert "英文、日文、韓文" in step and "1,440 條" in step and "3 種語言" in step, step or out[-2000:]
    assert "輸入 1,865 token、輸出 1,865" in step, step
    split = _line(out, "各環節每月")
    assert "語音轉寫" in split and "翻譯" in split, out[-2000:]
    # the month of every stage is said right under the headline, not only a week's price
    assert out.index("各環節每月") < out.index("每週一批"), out[:1500]


def test_a_cantonese_archive_with_no_model_named_is_sized_on_a_default_and_translated(ask):
    out = ask("我哋有 5,000 個鐘嘅廣東話訪問錄影，想自動出字幕再翻譯做英文，一個月內做完，用咩 GPU、總共幾錢？")
    assert "SenseVoice-Small" in out and "Whisper large-v3" in out, out[:1500]
    assert "沒有説用哪個模型" in out or "沒有說用哪個模型" in out, out[:800]
    step = _line(out, "翻譯環節")
    assert "譯成英文" in step and "30,000 條" in step, step or out[-2000:]
    split = _line(out, "各環節（整個任務）")
    assert "語音轉寫" in split and "翻譯" in split and "合計約" in split, out[-2000:]


def test_weekly_webinars_diarized_and_translated_are_split_over_a_month(ask):
    out = ask("Every week we get 150 hours of webinar recordings; transcribe them with Whisper large-v3, identify the "
              "speakers with pyannote and translate into German. Monthly cost?")
    split = _line(out, "Per stage, a month:")
    assert "speech-to-text" in split and "speaker diarization 33 GPU-h" in split and "translation" in split, \
        split or out[-2000:]
    step = _line(out, "Translation of the transcripts")
    assert "into German" in step and "900 requests" in step and "2,000 tokens in, 2,000 out" in step, step


def test_a_named_llm_translating_the_transcripts_is_their_batch_not_one_chat_user(ask):
    # Hand: 500 h a day of Cantonese → 3,000 ten-minute pieces × 1 language = 3,000 requests, 1,865 tokens in and out
    out = ask("每天有 500 小时的粤语直播录像，用 SenseVoice 转写，再用 Qwen2.5-14B 翻译成英文字幕，每月多少钱？")
    head = out.splitlines()[0]
    assert "每天批量 3,000 条" in head and "每条输出 1,865 token" in head, head
    assert "1 路并发" not in head
    split = _line(out, "各环节每月")
    assert "语音转写" in split and "大模型" in split, out[-2000:]


def test_meetings_with_speaker_labels_and_summaries_are_three_stages_not_one_chat_user(ask):
    # Hand: 400 h a day × 180.8 s (an RTX A4000) ÷ 3,600 = 20.09 GPU-h of diarization a day × 30.42 = 611 GPU-h a
    # month; the summary
    # step 400 × 60 / 10 = 2,400 pieces of 2,000 tokens, 500 out
    out = ask("We record about 400 hours of meetings a day. Need transcripts with speaker labels and a summary of each "
              "meeting. What GPUs and monthly cost?")
    assert "Whisper large-v3" in out.splitlines()[0], out[:600]  # no speech model named: the default, said
    split = _line(out, "Per stage, a month:")
    assert "speech-to-text" in split and "speaker diarization 611 GPU-h" in split and "LLM summary / QA" in split, \
        split or out[:2000]
    assert "2,400 requests" in _line(out, "LLM step (QA / compliance / summary)")
