"""A hosted notebook asked about ("用Colab Pro得唔得？", "Can we just use Kaggle?") is answered in one line under the
plan: what it gives and whether it meets the stated rule (advisor.core.hosted_read, tools.hosted_notebooks). Asked
about Colab Pro beside "資料唔可以離開香港", an answer once planned 1 × T4 in AWS Hong Kong and never said Colab
could not keep the data there."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.followup_check import hosted_asked
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, sid", [
    ("用Colab Pro得唔得？", "colab_pro"),
    ("用 colab 可以吗", "colab"),
    ("Can we just use Kaggle?", "kaggle"),
    ("用SageMaker Studio Lab行不行", "sagemaker_studio_lab"),
    ("would Paperspace Gradient notebooks do?", "paperspace_gradient"),
    # named, not asked about as a place to run: a data set, the regional product, a folding tool, Pro+ (no fact held)
    ("we trained on the Kaggle dataset of reviews", None),
    ("run it on Colab Enterprise in asia-east2?", None),
    ("ColabFold on 500 proteins?", None),
    ("Colab Pro+ 可以嗎？", None),
    # named, not asked: no line
    ("we used Kaggle for the prototype last year.", None),
])
def test_the_service_asked_about_is_read(text, sid):
    assert hosted_asked(text) == sid


def _ask(text: str) -> str:
    return Engine(store=Store()).handle("t", text).text


@pytest.mark.slow
@pytest.mark.parametrize("text, said, not_said", [
    # 繁體 / Cantonese, the university case: 1 × T4 QLoRA in Hong Kong, ≈ 7.5 h (1.5·10⁷ tokens); Colab: no, no region
    ("大學研究項目，想用10萬句廣東話對話（每句大概50個token）LoRA微調Qwen2.5-7B，訓3個epoch，預算HK$2000。"
     "用Colab Pro得唔得？倫理委員會話錄音轉寫嘅資料唔可以離開香港", ["Colab Pro：這個任務不行", "不能選擇區域", "香港"], []),
    # 简体, mainland residency, Studio Lab's 4 h sessions against a ≈ 10 h QLoRA 14B on an A10
    ("我们想用5万条中文客服对话（每条300 token）QLoRA微调Qwen2.5-14B，训2轮。用SageMaker Studio Lab行不行？"
     "数据不能出境，必须留在中国大陆", ["SageMaker Studio Lab：这个任务不行", "4 小时"], []),
    # English, EU residency on Kaggle: no, and a GH200's hours are not given to Kaggle's T4s
    ("We want to LoRA fine-tune Llama-3.1-8B on 200k samples of 512 tokens, 2 epochs. Can we just use Kaggle? "
     "Patient data must stay in the EU (GDPR).", ["Kaggle Notebooks: no for this work", "the EU"],
     ["fits one session"]),
    # English, a service: sessions that end cannot hold it
    ("Serve Mistral-7B for 20 users at once, 8k context. Could we run it on Colab?",
     ["Colab (free): no for this work", "a service kept up cannot run there"], []),
])
def test_the_answer_says_the_line(text, said, not_said):
    out = _ask(text)
    for s in said:
        assert s in out, (s, out[-1500:])
    for s in not_said:
        assert s not in out


@pytest.mark.slow
def test_a_follow_up_asking_about_colab_gets_the_line():
    eng = Engine(store=Store())
    eng.handle("f", "LoRA fine-tune Qwen2.5-7B on 100k samples of 50 tokens, 3 epochs; the data must stay in Germany")
    out = eng.handle("f", "what about Colab Pro?").text
    assert "Colab Pro: no for this work" in out and "Germany" in out
