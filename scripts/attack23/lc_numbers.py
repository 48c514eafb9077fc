# ruff: noqa
# The LangChain tools with NaN / inf / extreme numbers and internal-field names in errors.
#   HF_HUB_OFFLINE=1 PYTHONPATH=. GPU_ADVISOR_HOME=$(mktemp -d) python scripts/attack23/lc_numbers.py
from advisor.agents.langchain import tools
T = {t.name: t for t in tools()}
print(sorted(T))
cases = [("recommend", {"params_b": 8, "budget": 1e300}), ("recommend", {"params_b": 8, "deadline_days": 1e300}),
         ("recommend", {"params_b": 8, "task": "lora", "train_tokens": 1e-300}),
         ("recommend", {"params_b": 8, "budget": float("nan")}), ("recommend", {"params_b": 8, "seq_len": 10**30}),
         ("estimate_memory", {"params_b": float("inf")}), ("estimate_memory", {"params_b": 8, "seq_len": 10**30}),
         ("kv_cache_per_token", {"model": "llama-3-8b", "kv_precision": "nan"}),
         ("list_instances", {"max_price": float("nan")})]
for name, args in cases:
    t = T.get(name) or T.get(name.replace("recommend", "recommend_instances"))
    if t is None:
        print(name, "no such tool"); continue
    try:
        out = t.invoke(args)
        print(name, args, "=>", str(out)[:200].replace("\n", " "))
    except Exception as e:
        print(name, args, "=> raised", type(e).__name__, str(e)[:200].replace("\n", " "))
