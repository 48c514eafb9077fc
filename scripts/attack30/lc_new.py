# ruff: noqa
# The LangChain tools on the paths added since attack 29: parse_request on RL on a CPU env, people counting, code
# completion, buy N more, unknown cards, answered questions, clock windows; recommend_gpus at the new edges.
#   HF_HUB_OFFLINE=1 PYTHONPATH=. GPU_ADVISOR_HOME=$(mktemp -d) python scripts/attack30/lc_new.py
from advisor.agents.langchain import tools
T = {t.name: t for t in tools()}
print(sorted(T))
nan = float("nan")
cases = [("parse_request", {"text": "we run PPO on a Python gym env, 1 billion steps in 8 hours"}),
         ("parse_request", {"text": "用PPO在Unity环境里训练自我对弈，10亿步，2天内跑完"}),
         ("parse_request", {"text": "count people on 50 cameras with person re-ID"}),
         ("parse_request", {"text": "code completion for 60 engineers with Qwen2.5-Coder-7B"}),
         ("parse_request", {"text": "we have 2 RTX 4090, buy 1e300 more or rent? serve Qwen2.5-72B for 10 users"}),
         ("parse_request", {"text": "用Qwen2.5-7B在晚上11点到第二天-7点处理100万条评论"}),
         ("parse_request", {"text": "用Qwen2.5-7B回答-5万个客户问题"}),
         ("recommend_gpus", {"model": "Llama-3-8B", "concurrency": 10, "regions": ["sa-east-1"]}),
         ("recommend_gpus", {"model": "Llama-3-8B", "concurrency": 10, "gpu": "H300", "num_gpus": 2, "owned_gpus": True}),
         ("recommend_gpus", {"model": "Qwen2.5-7B", "batch_requests": 50000, "deadline_days": nan}),
         ("recommend_gpus", {"model": "Qwen2.5-7B", "batch_requests": 1e300}),
         ("recommend_gpus", {"model": "Qwen2.5-Coder-7B", "daily_users": -60})]
for name, args in cases:
    t = T.get(name)
    try:
        print(name, args, "=>", str(t.invoke(args))[:500].replace("\n", " "))
    except Exception as e:
        print(name, args, "=> raised", type(e).__name__, str(e)[:300].replace("\n", " "))
