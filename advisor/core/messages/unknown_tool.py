"""The words of a named tool of unknown kind (advisor/core/unknown_tool.py), merged into advisor/core/messages/
nonllm_jobs.py's tables: what can still be said without its figures, and the one question asked."""

from __future__ import annotations

from advisor.core.messages.base import E

TASK_EN = {"unknown": "a tool my tables do not hold, sized as a batch of items"}
TASK_ZH = {"unknown": "我的表里没有的工具，按一批任务估算"}
UNIT_EN = {"item": "items"}
UNIT_ZH = {"item": "个任务"}
ONE_EN = {"item": "item"}
ONE_ZH = {"item": "个任务"}
TASK_UNIT = {"unknown": "item"}
GPU_EN = {"unknown": "Whether it needs a GPU depends on what it computes: a solver, a simulation, video or 3D work, or a "
                     "network's forward pass on each {one} — many such tools run one {one} on one card, so a pilot "
                     "comes before any cluster"}
GPU_ZH = {"unknown": "要不要 GPU 取决于它算什么：求解器、仿真、视频或 3D 处理，还是每{one}跑一次网络前向——"
                     "这类工具多数是一张卡跑一{one}，先试跑，再谈集群"}
MEASURE_EN = {"unknown": "One question: what does it compute (routes, a simulation, video or images, forecasts, molecules), "
                         "how many items and by when? With that it is sized as that job; until then: items × seconds each "
                         "(from the pilot) ÷ your window = cards"}
MEASURE_ZH = {"unknown": "只问一个问题：它算的是什么（路线、仿真、视频或图片、预测、分子），有多少个任务、什么时候要完成？"
                         "知道了就按那类工作估算；在此之前：任务数 × 每个的秒数（试跑测得）÷ 时间窗 = 卡数"}
# the count already said: only what it computes and by when are asked
COUNTED_EN = ("One question: what does it compute (routes, a simulation, video or images, forecasts, molecules), and by "
              "when? With that it is sized as that job; until then: your count × seconds each (from the pilot) ÷ your "
              "window = cards")
COUNTED_ZH = ("只问一个问题：它算的是什么（路线、仿真、视频或图片、预测、分子），什么时候要完成？知道了就按那类工作估算；"
              "在此之前：你给的数量 × 每个的秒数（试跑测得）÷ 时间窗 = 卡数")
NOTE_EN = {"unknown": "Not sized as a chat LLM: no model size, tokens or users are in your message, so no LLM default is "
                      "put in its place"}
NOTE_ZH = {"unknown": "没有按对话大模型估算：你的消息里没有模型大小、token 或用户数，所以不拿默认的大模型代替它"}

ENTRIES: dict[str, E] = {}
