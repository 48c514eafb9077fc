"""The words of the held non-LLM models of tools/kind_models.py (end-to-end OCR models, a diffusion depth model) and of
an unheld model of those kinds, sized as the kind's typical size, never a chat LLM: merged into
advisor/core/messages/nonllm_jobs.py's tables. Sizes are read from tools.kind_models, only formatted here."""

from __future__ import annotations

from tools.kind_models import typical_billions

_OCR_B = f"{typical_billions('ocr'):.1f}"
_DEPTH_B = f"{typical_billions('depth'):.2f}"

TASK_EN = {"ocrvlm": "end-to-end OCR (a vision encoder and a small language decoder that writes each page's text token "
                     "by token)",
           "depthdiff": "diffusion depth estimation (a Stable Diffusion 2 UNet of ≈ 0.87B run several denoising steps × "
                        "an ensemble per image: v1-1's default 4 steps × 1, v1-0's 10 × 10 — many UNet passes an image, "
                        "not one forward pass like Depth Anything)",
           "ocrunheld": f"model not held: sized as a typical OCR model of ~{_OCR_B}B params (a vision encoder and a "
                        f"language decoder that writes the page's text), time it on a pilot",
           "depthunheld": f"model not held: sized as a typical depth model of ~{_DEPTH_B}B params, time it on a pilot"}
TASK_ZH = {"ocrvlm": "端到端 OCR（视觉编码器加一个小语言解码器，逐 token 写出每页的文字）",
           "depthdiff": "扩散式深度估计（约 0.87B 的 Stable Diffusion 2 UNet，每张图跑若干去噪步 × 集成次数："
                        "v1-1 默认 4 步 × 1，v1-0 为 10 × 10——每张图是多次 UNet 前向，不像 Depth Anything 只前向一次）",
           "ocrunheld": f"模型不在表里：按典型 OCR 模型约 {_OCR_B}B 参数估算（视觉编码器加写出页面文字的语言解码器），请试跑计时",
           "depthunheld": f"模型不在表里：按典型深度模型约 {_DEPTH_B}B 参数估算，请试跑计时"}
TASK_UNIT = {"ocrvlm": "image", "depthdiff": "image", "ocrunheld": "image", "depthunheld": "image"}
MEASURE_EN = {
    "ocrvlm": "Measure on a pilot: pages a second on one card over 1,000 of your pages, batched through vLLM or the "
              "model's own runner — output tokens a page (the page's text) set the time, so dense pages cost more",
    "depthdiff": "Measure on a pilot: seconds an image on one card at the processing resolution you run, with the "
                 "denoising steps and ensemble size you keep — the time grows with steps × ensemble",
}
MEASURE_EN["ocrunheld"] = MEASURE_EN["ocrvlm"]
MEASURE_ZH = {
    "ocrvlm": "试跑要测：一张卡上用你们 1,000 页、用 vLLM 或模型自带的推理批量跑，每秒几页——"
              "每页输出的 token（页面文字）决定耗时，"
              "字多的页更慢",
    "depthdiff": "试跑要测：一张卡上按你实际的处理分辨率、保留的去噪步数和集成次数，每张几秒——"
                 "耗时随步数 × 集成次数增长",
}
MEASURE_ZH["ocrunheld"] = MEASURE_ZH["ocrvlm"]
NOTE_EN = {"ocrvlm": "Documents with a text layer (digital PDFs) need no OCR at all; customers' documents belong on a "
                     "contracted cloud or your own machines, never a marketplace host",
           "depthdiff": "Per-frame depth on video flickers between frames: plan a temporal pass or a video depth model, "
                        "and count the depth maps' storage (16-bit PNG or EXR a frame)"}
NOTE_EN["ocrunheld"] = NOTE_EN["ocrvlm"]
NOTE_ZH = {"ocrvlm": "有文字层的文件（电子档 PDF）根本不用 OCR；客户文件放签约云或自己的机器，不要用算力市场的主机",
           "depthdiff": "逐帧深度在视频上会帧间闪烁：要加时序平滑或改用视频深度模型，并算上深度图的存储（每帧 16 位 PNG 或 EXR）"}
NOTE_ZH["ocrunheld"] = NOTE_ZH["ocrvlm"]
MEASURE_EN["depthunheld"], MEASURE_ZH["depthunheld"] = MEASURE_EN["depthdiff"], MEASURE_ZH["depthdiff"]
NOTE_EN["depthunheld"], NOTE_ZH["depthunheld"] = NOTE_EN["depthdiff"], NOTE_ZH["depthdiff"]

ENTRIES: dict = {}  # no Msg of its own: its tables are merged into advisor/core/messages/nonllm_jobs.py
