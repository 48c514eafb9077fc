"""The words of the non-LLM job kinds a model the tables do not hold is sized on (advisor/core/unheld_kinds.py):
anomaly detection, 3D asset generation and image search, merged into advisor/core/messages/nonllm_jobs.py's tables."""

from __future__ import annotations

TASK_EN = {"anomaly": "visual anomaly detection (a CNN backbone over each image's tiles, then a nearest-neighbour search "
                      "against a memory bank of normal patches)",
           "gen3d": "3D asset generation (a shape model, then a texture model, one generation per asset)",
           "imagesearch": "image search (an image encoder, one forward pass per image, then a vector index)",
           "depth": "monocular depth estimation (a ViT encoder and a dense head, one forward pass per image)",
           "cellseg": "cell segmentation (a U-Net-class network over each microscopy image, then mask post-processing)",
           "lidar3d": "3D object detection on LiDAR point clouds (voxelised frames through a 3D backbone, "
                      "training passes every frame each epoch)"}
TASK_ZH = {"anomaly": "视觉异常检测（CNN 骨干逐 tile 提特征，再和正常样本的特征库做最近邻搜索）",
           "gen3d": "3D 资产生成（先生成形状，再生成贴图，每个资产生成一次）",
           "imagesearch": "以图搜图（图像编码器每张图前向一次，再建向量索引）",
           "depth": "单目深度估计（ViT 编码器加稠密预测头，每张图前向一次）",
           "cellseg": "细胞分割（U-Net 类网络逐张显微图像前向，再做掩膜后处理）",
           "lidar3d": "激光雷达点云 3D 目标检测（每帧体素化后过 3D 骨干，训练时每个 epoch 过一遍所有帧）"}
UNIT_EN = {"asset": "3D assets", "lidarframe": "LiDAR frames"}
UNIT_ZH = {"asset": "个 3D 资产", "lidarframe": "帧点云"}
ONE_EN = {"asset": "asset", "lidarframe": "frame"}
ONE_ZH = {"asset": "个资产", "lidarframe": "帧"}
TASK_UNIT = {"anomaly": "image", "gen3d": "asset", "imagesearch": "image", "depth": "image", "cellseg": "image",
             "lidar3d": "lidarframe"}
MEASURE_EN = {
    "anomaly": "Measure on a pilot: images a second on one card at your resolution, the image cut into the backbone's "
               "tiles; time the backbone pass and the memory-bank nearest-neighbour search apart — against a large bank "
               "the search, not the backbone, is often the cost (a smaller coreset or a FAISS index cuts it)",
    "gen3d": "Measure on a pilot: seconds per asset on one card for the shape stage and the texture stage apart, on 50 "
             "of your prompts or reference images; the texture stage needs the memory (read the model card)",
    "imagesearch": "Measure on a pilot: images a second on one card at the encoder's input size with the JPEG decode "
                   "counted; the backfill is a batch job, the live queries are one image each — read the encoder's "
                   "size (ViT-S, B, L or g) from its config",
    "depth": "Measure on a pilot: images a second on one card at the input size you run (the reference's 518 px or "
             "larger), JPEG decode and writing the depth maps counted",
    "cellseg": "Measure on a pilot: seconds per image on one card at your full resolution over 100 of your images, the "
               "mask post-processing (often on CPU) timed apart — it can be the slower half",
    "lidar3d": "Measure on a pilot: seconds per frame for one training epoch on one card (a few thousand frames), "
               "then GPU-hours = frames × epochs × runs × that ÷ 3,600; independent runs need no fast interconnect"}
MEASURE_ZH = {
    "anomaly": "试跑要测：一张卡上按你们的分辨率每秒几张，整图切成骨干网络的输入 tile；骨干前向和特征库最近邻搜索分开计时——"
               "特征库大时，成本往往在搜索而不在骨干（缩小 coreset 或用 FAISS 索引可以降下来）",
    "gen3d": "试跑要测：一张卡上用你们 50 个提示词或参考图，形状阶段和贴图阶段分开计每个资产几秒；"
             "显存主要花在贴图阶段（看模型卡）",
    "imagesearch": "试跑要测：一张卡上按编码器的输入尺寸每秒几张（连 JPEG 解码一起算）；存量回填是批处理，线上查询是每次一张——"
                   "编码器规格（ViT-S、B、L 还是 g）看它的 config",
    "depth": "试跑要测：一张卡上按你实际的输入尺寸（参考模型的 518 px 或更大）每秒几张，连 JPEG 解码和写出深度图一起算",
    "cellseg": "试跑要测：一张卡上用你们 100 张原分辨率图像计每张几秒，掩膜后处理（常在 CPU 上）单独计时——它可能是更慢的一半",
    "lidar3d": "试跑要测：一张卡上训练一个 epoch（几千帧）每帧几秒，再算 GPU 小时 = 帧数 × epoch 数 × 实验组数 × 它 ÷ 3,600；"
               "互相独立的实验不需要高速互联"}
NOTE_EN = {"anomaly": "The memory bank is built from normal images only: keep it per product line and re-check it when "
                      "the line changes",
           "gen3d": "Read the model's licence for where you sell: some 3D generators' licences exclude whole territories",
           "imagesearch": "The vector index lives in CPU RAM (FAISS / HNSW); the query load is often one small card or "
                          "CPU cores, not a large GPU",
           "depth": "Read the weights' licence: some depth models' larger checkpoints are non-commercial",
           "cellseg": "A segmentation batch is one or two cards, not a server to buy: rent for the weeks it runs",
           "lidar3d": "Separate experiments run side by side on separate cards: no multi-node cluster is needed"}
NOTE_ZH = {"anomaly": "特征库只用正常样本建：每条产线一份，产线变了要重新检查",
           "gen3d": "按销售地区看模型许可：有些 3D 生成模型的许可排除了整片地区",
           "imagesearch": "向量索引放在 CPU 内存里（FAISS / HNSW）；线上查询通常一张小卡或几个 CPU 核就够，用不着大卡",
           "depth": "看权重的许可：有些深度模型的大号权重不可商用",
           "cellseg": "分割批处理一两张卡就够，用不着买服务器：跑的那几周租就行",
           "lidar3d": "独立的几组实验分别放在不同卡上并行跑，不需要多机集群"}

ENTRIES: dict = {}  # no Msg of its own: its tables are merged into advisor/core/messages/nonllm_jobs.py
