"""A named speech LLM (Voxtral Mini / Small) is read as itself, never "no model named" with Whisper sized in silence
nor "the 3B is not in my tables": its parameters, memory and a said recording's audio tokens are stated, with
Whisper large-v3 (the encoder it shares) sizing the transcription as a floor on its time — in English, 简体 and 繁體.
Hand: 7 min → 5,250 tokens; 10 min → 7,500; 5 min → 3,750 (12.5 a second)."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store

pytestmark = pytest.mark.slow  # whole answers


@pytest.mark.parametrize("text, wants", [
    ("French insurer here. We want Voxtral Mini (the 3B audio one) to transcribe + answer structured questions about "
     "each claims call (avg 7 min). ~3,000 hours of calls a month, results within 1 hour of the call. Data must stay "
     "in France. GPU + monthly cost?", ["Voxtral-Mini-3B-2507", "read as itself", "4.68 B parameters", "9.5 GB",
                                        "5,250 tokens", "inside its 40-min limit"]),
    ("我们想用Voxtral Small把每月2000小时的客服录音转写并回答质检问题，每通平均10分钟，用什么GPU？",
     ["Voxtral-Small-24B-2507", "24.30B 参数", "55 GB", "7,500 个 token"]),
    ("我哋想用Voxtral Mini，每個月大約1000個鐘嘅客服錄音要轉文字再答問題，每通平均5分鐘，用咩GPU？",
     ["Voxtral-Mini-3B-2507", "3,750 個 token"]),
])
def test_a_named_speech_llm_states_its_own_figures(tmp_path, text, wants):
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    for want in wants:
        assert want in out, (want, out)
    assert "No model named" not in out and "没有说用哪个模型" not in out and "沒有說用哪個模型" not in out
    assert "not in my tables" not in out
