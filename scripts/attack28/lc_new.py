# ruff: noqa
# The LangChain tools on the paths added since attack 27: parse_request on bursts, shared blocks, professions, science
# counts, zero glossaries; recommend_gpus with excluded providers that are no provider, NaN / 0 / huge shared prefixes.
#   HF_HUB_OFFLINE=1 PYTHONPATH=. GPU_ADVISOR_HOME=$(mktemp -d) python scripts/attack28/lc_new.py
from advisor.agents.langchain import tools
T = {t.name: t for t in tools()}
print(sorted(T))
nan, inf = float("nan"), float("inf")
cases = [("parse_request", {"text": "extract fields from 1M invoices a day with Qwen2.5-7B with a 0-token glossary in every request"}),
         ("parse_request", {"text": "extract fields from 1M invoices a day with Qwen2.5-7B with a -2,000-token glossary in every request"}),
         ("parse_request", {"text": "serve Llama-3-70B for -60 equity analysts"}),
         ("parse_request", {"text": "Boltz-2 screen of 1e300 structures"}),
         ("recommend_gpus", {"params_b": 8, "concurrency": 10, "excluded_providers": ["runpd"]}),
         ("recommend_gpus", {"params_b": 8, "concurrency": 10, "excluded_providers": ["aws"], "providers": ["aws"]}),
         ("recommend_gpus", {"params_b": 8, "concurrency": 10, "shared_prefix_tokens": nan}),
         ("recommend_gpus", {"params_b": 8, "concurrency": 10, "shared_prefix_tokens": 0}),
         ("recommend_gpus", {"params_b": 8, "concurrency": 10, "shared_prefix_tokens": 10**300}),
         ("recommend_gpus", {"params_b": 8, "concurrency": 10, "people": -20, "prompt_tokens": 100000})]
for name, args in cases:
    t = T.get(name)
    try:
        print(name, args, "=>", str(t.invoke(args))[:300].replace("\n", " "))
    except Exception as e:
        print(name, args, "=> raised", type(e).__name__, str(e)[:300].replace("\n", " "))
