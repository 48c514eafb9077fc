"""Entries for tools/hosted_notebooks.py: a hosted notebook service asked about — what it gives and whether it meets
the stated constraints (catalog/data/hosted_notebooks.csv; never a price)."""

from __future__ import annotations

from advisor.core.messages.base import E, pick

ENTRIES: dict[str, E] = {
    "hosted.name": pick("name", {
        "colab": "Colab (free)", "colab_pro": "Colab Pro", "kaggle": "Kaggle Notebooks",
        "sagemaker_studio_lab": "SageMaker Studio Lab", "paperspace_gradient": "Paperspace Gradient (free tier)"}, {
        "colab": "Colab（免费版）", "colab_pro": "Colab Pro", "kaggle": "Kaggle Notebooks",
        "sagemaker_studio_lab": "SageMaker Studio Lab", "paperspace_gradient": "Paperspace Gradient（免费层）"}),
    "hosted.line": E(
        "{name}: {verdict}{residency} What it gives: {gpus}{session}{deadline} (facts as of {as_of}; no price "
        "quoted.)",
        "{name}：{verdict}{residency}它提供的：{gpus}{session}{deadline}（资料核对于 {as_of}；不报价格。）"),
    "hosted.verdict_no": E("no for this work.", "这个任务不行。"),
    "hosted.verdict_limits": E("possible, with limits.", "可以，但有限制。"),
    "hosted.residency_none": E(
        " It offers no region to choose (the regional product is Colab Enterprise on Google Cloud), so data that "
        "must stay in {places: and } may not go there.",
        "它不能选择区域（能按区域运行的是 Google Cloud 上的 Colab Enterprise），数据必须留在{places:和}，就不能放上去。"),
    "hosted.residency_not_documented": E(
        " No source I hold documents a region to choose there, so it cannot be shown to keep data in "
        "{places: and }: data that must stay there should not go to it.",
        "我掌握的资料里没有它可选区域的说明，无法证明数据留在{places:和}：必须留在当地的数据不要放上去。"),
    "hosted.gpus": E("a GPU the service assigns ({gpus: or }), not guaranteed",
                     "由平台分配的 GPU（{gpus: 或 }），不保证有卡"),
    "hosted.gpu_unnamed": E("a GPU of no guaranteed type or availability", "GPU 型号和有没有卡都不保证"),
    "hosted.session_max": E("; sessions end after at most {max:g} h.", "；每次会话最长 {max:g} 小时。"),
    "hosted.session_fits": E(
        "; sessions end after at most {max:g} h — the plan's ≈ {h:,.1f} h (on its card) fits one session if the run "
        "is not cut short.",
        "；每次会话最长 {max:g} 小时——本方案约 {h:,.1f} 小时（按方案的卡），不被中途断开的话一次会话能跑完。"),
    "hosted.session_splits": E(
        "; sessions end after at most {max:g} h — the plan's ≈ {h:,.1f} h (on its card) needs {n} sessions, each "
        "resumed from a checkpoint.",
        "；每次会话最长 {max:g} 小时——本方案约 {h:,.1f} 小时（按方案的卡），要分 {n} 次会话跑，每次从 checkpoint 续训。"),
    "hosted.session_other_card": E(
        "; sessions end after at most {max:g} h — the plan's ≈ {h:,.1f} h is on the {card}, and the {gpus: or } it "
        "assigns is another card, so time one epoch there before counting sessions.",
        "；每次会话最长 {max:g} 小时——本方案约 {h:,.1f} 小时是按 {card} 算的，它分配的 {gpus: 或 } 是另一种卡，先在上面"
        "跑一个 epoch 计时，再算要几次会话。"),
    "hosted.session_serving": E(
        "; sessions end after at most {max:g} h, so a service kept up cannot run there.",
        "；每次会话最长 {max:g} 小时，长期在线的服务跑不了。"),
    "hosted.deadline_risk": E(" With a deadline of {h:,.0f} h, a GPU that may not be assigned is a risk to it.",
                              "有 {h:,.0f} 小时的期限，分不到卡就可能误期。"),
}
