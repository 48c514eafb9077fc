"""The words of the five non-text jobs tools/domain_jobs.py sizes (face restoration, medical-image segmentation,
licence-plate recognition, weather forecasting, protein structure) and Kolors' text-to-image job, merged into
advisor/core/messages/nonllm_jobs.py's tables; and the plate job's stream plan (`dj.plate`). Figures come from
tools/domain_jobs.py, formatted here, never computed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E

TASK_EN = {"restore": "face / old-photo restoration (a face-restoration network on each photo)",
           "medseg": "3D medical-image segmentation (one network pass over each CT / MRI volume)",
           "plate": "licence-plate recognition (a small detector + an OCR recogniser on camera frames)",
           "weather": "ML weather forecasting (one autoregressive rollout a forecast run)",
           "protein": "protein structure prediction (one model pass per protein, its MSA search on CPU)",
           "fold": "single-sequence protein structure prediction (one model pass per protein; no MSA search and no "
                   "sequence database)",
           "dna": "DNA language-model variant scoring (a forward pass over the reference and the alternative window "
                  "each, one token a nucleotide; not a chat model and no text out)",
           "image": "text-to-image generation (an SDXL-class diffusion model, one generation per image)"}
TASK_ZH = {"restore": "人脸 / 老照片修复（每张照片跑一次人脸修复网络）",
           "medseg": "3D 医学影像分割（每个 CT / MRI 体数据跑一次网络）",
           "plate": "车牌识别（摄像头画面上跑小型检测器 + OCR 识别）", "weather": "AI 天气预报（每次预报跑一次自回归推演）",
           "protein": "蛋白质结构预测（每个蛋白跑一次模型，MSA 搜索在 CPU 上）",
           "fold": "单序列蛋白质结构预测（每个蛋白跑一次模型；不需要 MSA 搜索，也不用下载序列数据库）",
           "dna": "DNA 语言模型变异打分（参考序列和变异序列窗口各跑一次前向，一个核苷酸一个 token；不是对话模型，不生成文字）",
           "image": "文生图（SDXL 级扩散模型，每张图生成一次）"}
UNIT_EN = {"scan": "scans", "protein": "proteins", "variant": "variants", "run": "forecast runs", "camera": "cameras"}
UNIT_ZH = {"scan": "例影像", "protein": "个蛋白", "variant": "个变异", "run": "次预报", "camera": "个摄像头"}
ONE_EN = {"scan": "scan", "protein": "protein", "variant": "variant", "run": "forecast run", "camera": "camera"}
ONE_ZH = {"scan": "例影像", "protein": "个蛋白", "variant": "个变异", "run": "次预报", "camera": "个摄像头"}
TASK_UNIT = {"restore": "image", "medseg": "scan", "plate": "camera", "weather": "run", "protein": "protein",
             "fold": "protein", "dna": "variant",
             "image": "image"}
# the rows' licences said in prose (tools/domain_jobs.py), in Chinese words, by the row's name
LICENCE_ZH = {
    "Kolors (Kuaishou)": "学术研究免费开放；商用须先向快手提交商业授权登记表（登记后可商用）",
    "TotalSegmentator": "代码 Apache-2.0；默认 `total` 任务权重开放，部分子任务需要许可证密钥（商用需付费许可）",
    "Licence-plate recognition (detector + OCR)": "看所用检测器：RT-DETR / YOLOX 为 Apache-2.0，PP-OCR 为 Apache-2.0；"
                                                  "Ultralytics YOLO 为 AGPL-3.0（闭源产品需买它的企业许可）",
    "AlphaFold3": "代码 Apache-2.0；模型参数需申请，按 AlphaFold 3 模型参数使用条款仅限非商业用途",
    "Chai-1": "Apache-2.0（代码和模型权重都是）",
}
MEASURE_EN = {
    "restore": "Measure on a pilot: 500 of your own photos end to end (face detection, restoration, background upscaling, "
               "paste-back) on one card — photos with several faces and the background upscaler take longer",
    "medseg": "Measure on a pilot: 50 of your own scans end to end (DICOM → NIfTI, resampling on CPU, then the network) "
              "on one card; slice thickness and field of view move the time, and the CPU steps need cores beside it",
    "plate": "Measure on a pilot: frames a second on one card with the video decode counted (NVDEC sessions, or "
             "snapshots sent by the gate trigger instead of full streams), and the gate's end-to-end latency",
    "weather": "Measure on a pilot: one full run on one card with the initial conditions' download and the "
               "post-processing counted — fetching the analysis on time is usually the real work",
    "protein": "Measure on a pilot: 100 of your own sequences on one card (seconds per model at your lengths; 1 model "
               "instead of 5 is 5× less), and the MSA search's time per sequence on the CPU box",
    "fold": "Measure on a pilot: 100 of your own sequences sorted by length on one card (seconds each at your lengths; "
            "time grows faster than the length), and the longest one's peak GPU memory",
    "dna": "Measure on a pilot: 1,000 of your variants on one card at your window (reference and alternative), with "
           "the test script's expected scores checked first on that card and software; score each reference window "
           "once per locus where variants share it",
    "image": "Measure on a pilot: seconds per image on one card at your resolution and step count, 200 of your prompts; "
             "the count × that ÷ 3,600 is the GPU-hours, then the cards for your day"}
MEASURE_ZH = {
    "restore": "试跑要测：一张卡上端到端跑 500 张你们自己的照片（人脸检测、修复、背景超分、贴回）——多张脸和背景超分会更慢",
    "medseg": "试跑要测：一张卡上端到端跑 50 例你们自己的影像（DICOM → NIfTI、CPU 重采样，再跑网络）；层厚和视野会改变时间，"
              "CPU 步骤要给够核",
    "plate": "试跑要测：一张卡每秒处理几帧（连视频解码一起算：NVDEC 路数，或改成地感触发只传抓拍图），以及开闸的端到端延迟",
    "weather": "试跑要测：一张卡上完整跑一次，连初始场下载和后处理一起算——按时拿到分析场往往才是主要工作",
    "protein": "试跑要测：一张卡上跑 100 条你们自己的序列（按你们的长度每个模型几秒；只跑 1 个模型比 5 个少 5 倍），"
               "以及 CPU 机器上每条序列的 MSA 搜索时间",
    "fold": "试跑要测：一张卡上按长度排序跑 100 条你们自己的序列（按你们的长度每条几秒；耗时比长度增长得快），"
            "以及最长那条的显存峰值",
    "dna": "试跑要测：一张卡上按你们的窗口跑 1,000 个变异（参考和变异各一次），先在这张卡和这套软件上跑官方测试脚本核对分数；"
           "同一位点的参考窗口只打一次分",
    "image": "试跑要测：一张卡上按你们的分辨率和步数跑 200 个提示词，每张几秒；数量 × 秒数 ÷ 3,600 就是 GPU 小时，"
             "再按一天的量算卡数"}
NOTE_EN = {
    "restore": "Customers' photos with faces are personal data: say how long they are kept, and delete them after",
    "medseg": "Patient scans are health data: keep them in the hospital or the place you said; tens of thousands of "
              "scans are terabytes — size the disks and the CPU cores with the GPUs",
    "plate": "Plates are personal data: signs at the entrances, a retention period, access control; a gate service "
             "runs on on-demand or reserved machines, never spot, and a small edge box per car park is the other route",
    "weather": "The GPU is a few minutes a run, not a cluster: start one card per run (or keep one), and budget the "
               "data feed and storage",
    "protein": "The MSA stage is CPU, RAM and disk (the sequence databases are terabytes on local NVMe); no multi-GPU "
               "per protein — a node of 8 cards is 8 independent workers; spot is fine with per-protein outputs",
    "fold": "No MSA and no sequence database to download (the model card: no lookup or MSA step) — the GPU is the "
            "whole job. Memory grows with the square of the sequence length: short and typical sequences fit a 24 GB "
            "card (set_chunk_size lowers the peak), ≈ 1,000+ residues want a 40–80 GB card (a planning figure, not "
            "measured here: check the longest on the pilot); sort by length and send the long tail to the big cards; "
            "one card per protein, spot is fine with per-protein outputs",
    "dna": "Each variant is independent: one model copy per card (or per card pair), a node of 8 is 8 workers with no "
           "NVLink or InfiniBand needed; unpublished variant data stays on a contracted provider, never a marketplace "
           "host; a shorter window or the 7B cuts the compute in proportion",
    "image": "Label AI-generated images where the law asks; fewer steps or a distilled variant cut the time"}
NOTE_ZH = {
    "restore": "顾客的人脸照片是个人信息：说明保存多久，处理完删除",
    "medseg": "病人影像是健康资料：留在医院或你说的地点；几万例影像是 TB 级——硬盘和 CPU 核要跟 GPU 一起算",
    "plate": "车牌是个人资料：入口要有告示、定好保存期限和权限；开闸服务用按量或包月机器，不要用抢占式，"
             "每个停车场放一台边缘盒子也是一条路",
    "weather": "每次预报只要几分钟 GPU，不是一个集群：每次开一张卡（或常驻一张），预算要算数据接入和存储",
    "protein": "MSA 阶段吃 CPU、内存和硬盘（序列数据库是 TB 级，要放本地 NVMe）；单个蛋白不用多卡——8 卡机器只是 8 个独立 worker；"
               "每个蛋白单独输出就能用抢占式实例",
    "fold": "不需要 MSA，也不用下载序列数据库（模型卡：没有检索或 MSA 步骤）——整个工作都在 GPU 上。显存随序列长度的平方增长："
            "常见长度用 24 GB 卡即可（set_chunk_size 能压低峰值），约 1,000 残基以上要 40–80 GB 卡"
            "（规划值，未在此实测：试跑时测最长的那条）；"
            "按长度排序，长尾放大显存卡；每个蛋白一张卡，单独输出就能用抢占式实例",
    "dna": "每个变异互相独立：每张卡（或每两张卡）一份模型，8 卡机器就是 8 个独立 worker，用不上 NVLink / InfiniBand；"
           "未发表的变异数据放签约云，不要用算力市场的主机；窗口缩短或改用 7B，计算量按比例减少",
    "image": "按当地规定给 AI 生成图片加标识；减少步数或用蒸馏版本都能省时间"}


def _plate(a: Mapping[str, Any], zh: bool) -> str:
    n, cards, card = a["cameras"], a["cards"], a["card"]
    where = ("，在你所在地以外租" if zh else ", rented outside your place") if a["elsewhere"] else ""
    price = (f"（{a['row']}{where}，{a['price']}/小时）" if zh else f" ({a['row']}{where}, {a['price']}/h)") if a["price"] else ""
    if n is None:
        load = ("摄像头数量未说明：按每个摄像头每秒送 1 帧算，" if zh
                else "No camera count said: at one frame a second from each camera, ")
        fit = (f"一张 {card} 每秒可处理约 {a['rate']:,.0f} 帧" if zh
               else f"one {card} keeps up with ≈ {a['rate']:,.0f} frames a second")
    else:
        load = (f"{n:,.0f} 个摄像头 × 每秒 {a['each']:g} 帧（假设：车到闸口才送帧）= 每秒 {a['fps']:,.0f} 帧，" if zh
                else f"{n:,.0f} cameras × {a['each']:g} frame a second (ASSUMED: frames sent when a car is at the gate) = "
                     f"{a['fps']:,.0f} frames a second; ")
        fit = (f"检测每帧约 {a['ms']:.1f} 毫秒（公开数据：{a['source']}）→ {cards} 张 {card} 就跟得上" if zh
               else f"the detector ≈ {a['ms']:.1f} ms a frame (published: {a['source']}) → {cards} × {card} keeps up")
    month = ""
    if a["month"]:
        month = (f"；全天常驻约 {a['month']}/月，多一台做高可用约 {a['month_ha']}/月" if zh
                 else f"; held all month ≈ {a['month']}, with one more for availability ≈ {a['month_ha']}")
    head = "暂定：" if zh else "Provisional: "
    return head + load + fit + price + month


def _node(a: Mapping[str, Any], zh: bool) -> str:
    need = a["need"]
    cost = ""
    if a.get("node_cost"):
        t = a.get("times")
        if zh:
            cost = (f"；整机租满 {a['window']:,.0f} 小时：{a['n']} × {a['node_price']}/小时（{a['node_card']}，"
                    f"{a['node_row']}）≈ {a['node_cost']}" + (f"，约是上面任务费用的 {t:,.1f} 倍" if t else ""))
        else:
            cost = (f"; held for the {a['window']:,.0f} h: {a['n']} × {a['node_price']}/h ({a['node_card']}, "
                    f"{a['node_row']}) ≈ {a['node_cost']}" + (f", {t:,.1f}× the job's cost above" if t else ""))
    if zh:
        plan = f"按上面的时间窗需要约 {need} 张 {a['plan_card']}" if need else "卡数按试跑测得的 GPU 小时 ÷ 时间窗"
        return (f"{a['n']} × {a['card']} 的整机：每个任务只用一张卡，整机就是 {a['n']} 个独立 worker，却按整机（NVLink / "
                f"InfiniBand 用不上）付费；{plan}{cost}；用队列分给几台单卡机器（能断点续跑就用抢占式）更省")
    plan = f"the window above needs ≈ {need} × {a['plan_card']}" if need else "cards = the pilot's GPU-hours ÷ your window"
    return (f"A {a['n']} × {a['card']} node: each item runs on one card, so the node is {a['n']} independent workers at a "
            f"node's price (its NVLink / InfiniBand unused); {plan}{cost} — single-card workers reading a queue (spot "
            f"where the work restarts per item) cost less")


def _screen(a: Mapping[str, Any], zh: bool) -> str:
    """A ligand screen: the count is complexes; the target's MSA once (the public server per ligand: rate limits and
    the sequence sent out)."""
    name = {"boltz": "Boltz", "chai": "Chai-1", "alphafold3": "AlphaFold3"}[a["key"]]
    use_en = {"boltz": "point every ligand's YAML at it (msa: path)", "chai": "pass it to every run (--msa-directory)",
              "alphafold3": "put it in every input JSON (unpairedMsa / pairedMsa)"}[a["key"]]
    use_zh = {"boltz": "再在每个配体的 YAML 里用 msa: 指向同一个文件", "chai": "再让每次运行都用它（--msa-directory）",
              "alphafold3": "再写进每个输入 JSON（unpairedMsa / pairedMsa）"}[a["key"]]
    if zh:
        server = ("你说的 --use_msa_server 会给每个配体都去调一次公共 ColabFold MSA 服务器：这么多次调用会被限流，而且每次都把"
                  "靶点序列发给第三方（未公开的靶点不该这样）" if a["server"]
                  else "公共 MSA 服务器按次限流，且会把序列发给第三方")
        return (f"筛选的计数按复合物算：每个小分子 × 靶点 = 一次 {name} 预测（上面的“蛋白”数就是复合物数）。"
                f"{'靶点只有一个，' if a['one'] else ''}它的 MSA 只需算一次：先单独生成靶点的 .a3m（跑一次服务器，或本地 "
                f"ColabFold / MMseqs2 搜索），{use_zh}；{server}；"
                f"这样 GPU 只做结构 + 亲和力，不用下载 TB 级序列数据库" + (
                    f"。若用 AlphaFold3 自带的 MSA 流程（jackhmmer / nhmmer，在 CPU 上跑）：数据库下载约 {a['db_gb']:,} GB、"
                    f"解压后约 {a['db_unzipped_gb']:,} GB，要放 SSD（{a['db_src']}），另配多核 CPU 机器，"
                    "每个新靶点的 MSA 先计时" if a.get("db_gb") else ""))
    server = ("--use_msa_server as in the README calls the public ColabFold MSA server once per ligand: that many calls "
              "hit its rate limits and send the target's sequence to a third party each time (an unpublished target "
              "should not go there)" if a["server"] else
              "the public MSA server is rate-limited and sends the sequence to a third party")
    return (f"A screen counts complexes: each ligand × the target is one {name} prediction (the \"proteins\" above are "
            f"those complexes). {'One target: ' if a['one'] else 'Per target: '}compute its MSA once — a single server "
            f"call or a local ColabFold / MMseqs2 search into an .a3m — and {use_en}; "
            f"{server}. The GPUs then do only structure + affinity, with no terabyte sequence databases to download" + (
                f". AlphaFold3's own MSA pipeline instead (jackhmmer / nhmmer, on CPU): its databases are ≈ "
                f"{a['db_gb']:,} GB to download, {a['db_unzipped_gb']:,} GB unzipped, on an SSD ({a['db_src']}), with "
                "a many-core CPU machine — time one new target's MSA first" if a.get("db_gb") else ""))


def _cc(a: Mapping[str, Any], zh: bool) -> str:
    seven = a.get("key") == "evo2"
    if not a.get("hard", True):  # it runs, on the slower backend (PaddleOCR-VL on a T4)
        if zh:
            return (f"⚠️ {a['card']} 的计算能力是 {a['cc']}：{a['name']} 能跑，但只能走 PaddlePaddle 默认后端，vLLM / SGLang / "
                    f"FastDeploy 加速要 ≥ {a['floor']}（{a['source']}）——速度会明显低于官方数据，要在 {a['card']} 上实测"
                    f"每页秒数；单页规整表格用 PP-OCRv5 + PP-Structure（Apache-2.0）在同样的卡上就够快，VLM 只处理识别失败的少数")
        return (f"⚠️ The {a['card']} is compute capability {a['cc']}: {a['name']} runs on it only through the default "
                f"PaddlePaddle backend; the vLLM / SGLang / FastDeploy acceleration needs ≥ {a['floor']} ({a['source']}) — "
                f"expect well below the published speeds and time pages a second on the {a['card']} itself; for single-page "
                f"regular forms PP-OCRv5 + PP-Structure (Apache-2.0) on the same card is fast enough, the VLM only for "
                f"the few it fails")
    if zh:
        alt = f"；Evo 2 7B 可以不用 Transformer Engine、用 BF16 在任何支持的卡上跑，你们的 {a['card']} 也可以" if seven else ""
        return (f"⚠️ {a['name']} 按发布的版本跑不了 {a['card']}：它要求计算能力 ≥ {a['floor']}，{a['card']} 是 {a['cc']}"
                f"（{a['source']}）——要 L40S / L4 / RTX 4090（8.9）、H100 / H200（9.0）这一级的卡{alt}；"
                f"改过的无 FP8 版本先核对官方测试分数再用，并查看最新版本是否已支持")
    alt = (f"; Evo 2 7B runs in BF16 without Transformer Engine on any supported GPU, your {a['card']} included"
           if seven else "")
    return (f"⚠️ {a['name']} does not run on the {a['card']} as released: it needs compute capability ≥ {a['floor']} and "
            f"the {a['card']} is {a['cc']} ({a['source']}) — an L40S / L4 / RTX 4090-class (8.9) or H100 / H200 (9.0) "
            f"card does{alt}; a patched FP8-free build must pass the repository's test scores first, and check the "
            f"current release")


def _fold_card(a: Mapping[str, Any], zh: bool) -> str:
    card, gb, big, res = a["card"], a["gb"], a["long_gb"], a["residues"]
    if a["verdict"] == "yes":
        return (f"{card} 能搞定：{gb:,.0f} GB 显存也够约 {res:,} 残基以上的长序列（试跑时测最长那条的显存峰值）" if zh else
                f"Yes, the {card} can: its {gb:,.0f} GB also holds the long sequences past about {res:,} residues "
                "(measure the longest one's peak on the pilot)")
    if a["verdict"] == "partly":
        return (f"{card} 只能搞定一部分：{gb:,.0f} GB 显存够约 {res:,} 残基以下的常见长度；你说的超过 {a['said']:,} 残基的"
                f"那些要 {big}–80 GB 的卡（如 A800 / A100 80GB），在 {gb:,.0f} GB 上会爆显存——按长度分两批，短的在 {card} "
                "上、长的在 80 GB 卡上" if zh else
                f"Only partly on the {card}: its {gb:,.0f} GB holds the common lengths under about {res:,} residues; the "
                f"ones you said run past {a['said']:,} residues need a {big}–80 GB card (A800 / A100 80GB) and run out "
                f"of memory on {gb:,.0f} GB — split by length: the short ones on the {card}, the long ones on 80 GB cards")
    return (f"{card} 能搞定常见长度（约 {res:,} 残基以下）；更长的序列要 {big}–80 GB 的卡" if zh else
            f"Yes for the common lengths on the {card} (under about {res:,} residues); longer sequences need a "
            f"{big}–80 GB card")


def _quote(a: Mapping[str, Any], zh: bool) -> str:
    times, plan, said, n, card = a["times"], a["plan"], a["said"], a["cards"], a["card"]
    if zh:
        return (f"你说的每月 {said} 约是自己按下面方案租的 {times:,.1f} 倍（{n} 张 {card} 全月常驻、含一张高可用备机，"
                f"约 {plan}/月）；高出的部分应换来维护、摄像头专线和录像存储，可请对方逐项报价")
    return (f"The {said} a month said is ≈ {times:,.1f} × renting the plan below yourself ({n} × {card} held all "
            f"month with a spare for availability ≈ {plan} a month); any difference should buy support, the camera "
            f"uplink and footage storage: ask for each line priced")


def _budget(a: Mapping[str, Any], zh: bool) -> str:
    share, plan, budget, n, card = a["share"], a["plan"], a["budget"], a["cards"], a["card"]
    if zh:
        head = "在预算内" if a["within"] else "超出预算"
        return (f"{head}：下面的方案（{n} 张 {card} 全月常驻、含一张高可用备机）约 {plan}/月，是你每月预算 {budget} 的 "
                f"{share:.0%}")
    head = "Within your budget" if a["within"] else "Over your budget"
    return (f"{head}: the plan below ({n} × {card} held all month with a spare for availability) ≈ {plan} a month, "
            f"{share:.0%} of your {budget} a month")


ENTRIES = {"dj.cc": E(lambda a: _cc(a, False), lambda a: _cc(a, True)),
           "dj.fold_card": E(lambda a: _fold_card(a, False), lambda a: _fold_card(a, True)),
           "dj.plate": E(lambda a: _plate(a, False), lambda a: _plate(a, True)),
           "dj.quote": E(lambda a: _quote(a, False), lambda a: _quote(a, True)),
           "dj.budget": E(lambda a: _budget(a, False), lambda a: _budget(a, True)),
           "dj.node": E(lambda a: _node(a, False), lambda a: _node(a, True)),
           "dj.screen": E(lambda a: _screen(a, False), lambda a: _screen(a, True))}
