"""Eighth review, A8 LangChain findings: a fake chat model's tool call (1) with a region repeated N times,
(2) with a prompt longer than the context, neither stated by the user.
Run: GPU_ADVISOR_HOME=$(mktemp -d) HF_HUB_OFFLINE=1 python scripts/attack/a8_llm_repro.py [N]"""
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage

from advisor.core.conversation import Engine
from advisor.core.extract_llm import LLMExtractor
from advisor.core.store import Store


class ToolFake(GenericFakeChatModel):
    def bind_tools(self, tools, **kwargs):
        return self


def run(args: dict, text: str) -> None:
    msg = AIMessage(content="", tool_calls=[{"name": "WorkloadPatch", "args": args, "id": "c1"}])
    engine = Engine(store=Store(Path(os.environ["GPU_ADVISOR_HOME"]) / "r.db"),
                    llm=LLMExtractor(model=ToolFake(messages=iter([msg] * 3)), timeout=10))
    t0 = time.monotonic()
    r = engine.handle(f"k{time.time()}", text)
    print(f"{time.monotonic() - t0:.1f} s kind={r.kind} text chars={len(r.text)} "
          f"'us-east-1' x{r.text.count('us-east-1')}: {r.text[:160]!r}")


n = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
run({"regions": ["us-east-1"] * n}, "serve Llama-3-8B for 10 users")
run({"task": "inference", "prompt_tokens": 8000, "seq_len": 2048}, "serve Llama-3-8B for 10 users")
