"""The words of the detector, frame-interpolation and speech-enhancement rows (tools/media_models.py): their task,
unit, what a pilot measures and a note; merged into advisor/core/messages/nonllm_jobs.py's tables."""

from advisor.core.messages.base import E

TASK_EN = {"interpolate": "video frame interpolation (one new frame between each pair of source frames)",
           "boxes": "object detection with a fixed class list (boxes per image or video frame)",
           "enhance": "speech enhancement / denoising (a small network per hour of audio, built for one CPU core)",
           "vmatting": "video matting / background replacement (a small recurrent network over every frame: decode, "
                       "matte, composite, encode)"}
TASK_ZH = {"interpolate": "视频插帧（每两帧源画面之间生成一帧新画面）",
           "boxes": "固定类别的目标检测（每张图或每帧视频出框）",
           "enhance": "语音增强 / 降噪（每小时音频跑一遍小网络，按单个 CPU 核设计）",
           "vmatting": "视频抠像 / 换背景（小型循环网络逐帧处理：解码、抠像、合成、编码）"}
UNIT_EN = {"frame": "frames"}
UNIT_ZH = {"frame": "帧"}
ONE_EN = {"frame": "frame"}
ONE_ZH = {"frame": "帧"}
TASK_UNIT = {"interpolate": "frame", "enhance": "hour", "boxes": "image", "vmatting": "frame"}
MEASURE_EN = {"interpolate": "Measure on a pilot: frames a second on one card over one of your episodes with decode and "
                             "NVENC encode counted — independent episodes split across cards, no multi-GPU server",
              "boxes": "Measure on a pilot: frames a second on one card over 1,000 of your frames with the decode counted "
                       "(the published speed is TensorRT FP16) — one or two cards, not a multi-GPU server, is the usual size",
              "enhance": "Measure on a pilot: the real-time factor on one CPU core over an hour of your recordings, "
                         "one process per core — a GPU is not needed for this model",
              "vmatting": "Measure on a pilot: 100 of your videos end to end on one card (decode, matting at "
                          "downsample_ratio 0.25 for 1080p, composite, encode) — frames a second with every stage "
                          "counted, several videos at once per card; independent videos split across cards"}
MEASURE_ZH = {"interpolate": "试跑要测：一张卡上跑你们的一集，连解码和 NVENC 编码一起算每秒几帧——"
                             "各集互相独立，分到多张卡即可，不需要多卡服务器",
              "boxes": "试跑要测：一张卡上 1,000 帧你们的画面每秒几帧（连解码一起算；公开速度是 TensorRT FP16）——"
                       "通常一两张卡就够，不需要多卡服务器",
              "enhance": "试跑要测：一个 CPU 核上跑一小时你们的录音，看实时率，每个核一个进程——这个模型不需要 GPU",
              "vmatting": "试跑要测：一张卡上端到端跑 100 条你们的视频（解码、1080p 用 downsample_ratio 0.25 抠像、合成、编码），"
                          "连所有环节一起算每秒几帧，每张卡同时跑几条；各条视频互相独立，分到多张卡即可"}
NOTE_EN = {"interpolate": "Storage and bandwidth: the encoded size grows with the output frame rate "
                          "(twice the frames ≈ twice the size)",
           "boxes": "Spot-check a sample of the boxes by hand; classes outside the training set (COCO) need a fine-tune first",
           "enhance": "I/O: decoding and resampling the archive often limit the run more than the network does",
           "vmatting": "Decode and encode: every frame is decoded (NVDEC) and the composite re-encoded (NVENC); an "
                       "RTX 4090 / L4 / L40S has NVENC, an H100 / H800 / A100 has none (NVIDIA's Video Encode and "
                       "Decode GPU Support Matrix), so encoding falls to the CPU there — a data-centre flagship is the "
                       "wrong card for this at several times the price; give each card 8+ CPU cores for muxing and I/O"}
NOTE_ZH = {"interpolate": "存储和带宽：成片体积随输出帧率增长（帧数翻倍，体积大约翻倍）",
           "boxes": "人工抽检一批框；训练集（COCO）以外的类别要先微调",
           "enhance": "I/O：整批录音的解码和重采样往往比网络本身更慢",
           "vmatting": "解码和编码：每帧都要解码（NVDEC），合成后还要重新编码（NVENC）；RTX 4090 / L4 / L40S 有 NVENC，"
                       "H100 / H800 / A100 没有（NVIDIA 的 Video Encode and Decode GPU Support Matrix），编码只能落到 CPU 上——"
                       "数据中心旗舰卡价格高出几倍却不适合这个活；每张卡配 8 个以上 CPU 核做封装和读写"}

ENTRIES: dict[str, E] = {}
