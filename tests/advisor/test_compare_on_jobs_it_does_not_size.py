"""`compare` on a job that is not a language model.

`compare "transcribe 100 hours of audio with Whisper large" "only AWS"` (SDXL, FLUX and DeBERTa alike) exited 2 with
"Error: give --model NAME or --params BILLIONS" — an option `compare` does not have — and a 简体 question got the same
English line. Why it is refused at all: compare prices each option with the LLM recommender (memory, speed per user,
layouts), while a Whisper / SDXL / encoder job is sized by tools.media / tools.embedding from measured throughput, and
`ask` answers it. Expected: said in the user's language that compare sizes language models and that `ask` answers the
job, naming the exact command; an LLM comparison unchanged (the control); a chat thread about a media job told the
same (no CLI command there) instead of being compared as an LLM.
"""

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("options", "kind"), [
    (["transcribe 100 hours of audio with Whisper large", "only AWS"], "speech-to-text"),
    (["generate 1000 images with SDXL", "generate 1000 images with FLUX.1-dev"], "image-generation"),
    (["classify 2M support tickets with DeBERTa-v3-large", "on an H100"], "encoder"),
    (["serve Llama-3-8B for 10 users", "transcribe 100 hours of audio with Whisper large"], "speech-to-text"),
])
def test_english_options_are_sent_to_ask(options, kind):
    r = CliRunner().invoke(cli, ["compare", *options])
    assert r.exit_code == 2, r.output
    assert "--model" not in r.output and "--params" not in r.output, r.output  # options compare does not have
    assert "compare sizes language models" in r.output and kind in r.output, r.output
    job = next(o for o in options if "Llama" not in o)
    assert f'gpu-advisor ask "{job}"' in r.output, r.output  # the command that answers it, with the job's own words


def test_a_simplified_chinese_question_is_answered_in_simplified_chinese():
    r = CliRunner().invoke(cli, ["compare", "用 Whisper large 转写 100 小时音频", "只用 AWS"])
    assert r.exit_code == 2, r.output
    assert "compare 只对比大语言模型" in r.output and "语音转写任务" in r.output, r.output
    assert 'gpu-advisor ask "用 Whisper large 转写 100 小时音频"' in r.output, r.output
    assert "give" not in r.output and "model NAME" not in r.output, r.output


def test_a_language_model_comparison_is_unchanged():
    r = CliRunner().invoke(cli, ["compare", "serve Llama-3-8B for 10 users", "on A100"])
    assert r.exit_code == 0 and "Side by side" in r.output, r.output


@pytest.mark.parametrize(("first", "vs", "said"), [
    ("transcribe 100 hours of audio with Whisper large", "H100 vs A100", "this thread's job is a speech-to-text job"),
    ("用 SDXL 生成 1000 张图", "H100 对比 A100", "本对话的任务是图像生成任务"),
])
def test_a_chat_thread_on_a_media_job_is_told_so(tmp_path, first, vs, said):
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", first)
    out = eng.handle("t", vs).text
    assert said in out and "gpu-advisor" not in out, out[:400]  # no CLI command in a chat
