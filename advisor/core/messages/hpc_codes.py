"""The words of advisor/core/hpc_codes.py's answers: CFD, genomics, cryo-EM, weather and GPU data-science codes sized
from their numerics; figures from tools/hpc_codes.py, formatted here, never computed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E

_FAMILY_EN = {"cfd": "CFD", "genomics": "genomics (secondary analysis)", "cryoem": "cryo-EM processing",
              "weather": "weather / climate model", "datasci": "GPU data science"}
_FAMILY_ZH = {"cfd": "计算流体力学（CFD）", "genomics": "基因组二级分析", "cryoem": "冷冻电镜数据处理",
              "weather": "天气 / 气候模式", "datasci": "GPU 数据分析"}
_LICENCE_ZH = {"openfoam": "GPL-3.0（免费）", "fluent": "Ansys 商业许可（GPU 求解器按 GPU 消耗 Ansys HPC 许可）",
               "starccm": "Siemens 商业许可（Power Session / Power on Demand）",
               "parabricks": "免费使用（NVIDIA 许可）；要付费支持才需 NVIDIA AI Enterprise", "relion": "GPL-2.0（免费）",
               "cryosparc": "仅非营利学术机构免费；公司要向 Structura 购买商业许可",
               "wrf": "公有领域（NCAR）；AceCAST 是付费产品", "rapids": "Apache-2.0（免费）",
               "cfd": "视具体软件而定", "cryoem": "视具体软件而定"}
_PRECISION_ZH = {"fp32": "单精度（FP32）即可", "fp64": "双精度（FP64）", "fp32 or fp64": "单精度或双精度，每个算例自选"}


def _head(a: Mapping[str, Any], zh: bool) -> str:
    if a["family"] == "cfd" and a["name"] == "CFD":  # no solver named
        return ("CFD（没说用哪个求解器）：按求解器的数值特性估算（不是大语言模型）" if zh
                else "CFD (no solver named): sized from the solver's numerics (not a language model)")
    if zh:
        return f"{a['name']}：{_FAMILY_ZH[a['family']]}，按软件本身的计算特性估算（不是大语言模型）"
    return f"{a['name']}: {_FAMILY_EN[a['family']]}, sized from the code's own numerics (not a language model)"


def _code(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        return (f"精度：{_PRECISION_ZH.get(a['precision'], a['precision'])}；许可：{_LICENCE_ZH.get(a['key'], a['licence'])}"
                f"（来源：{a['source']}）")
    return (f"Precision: {a['precision']}; unit of work: {a['unit']}; scaling: {a['scaling']}; licence: {a['licence']} "
            f"(source: {a['source']})")


def _cpu(a: Mapping[str, Any], zh: bool) -> str:
    fam = ("、" if zh else "; ").join(a["families"])
    cores = a["cores"]
    if zh:
        why = ("OpenFOAM 主要跑在 CPU 上：GPU 只能卸载压力方程的线性求解（PETSc4FOAM / AmgX），其余每个时间步仍在 CPU，"
               "租 GPU 机器是花钱买闲置的卡" if a["key"] == "openfoam" else
               "WRF 主线是 CPU 代码（MPI + OpenMP）：GPU 版只有 AceCAST（付费）等移植，主线 WRF 用不上 GPU")
        s = (f"{why}。该租 CPU 计算节点，不是 GPU：选计算优化 / HPC 机型（{fam}）。我的目录只有 GPU 机器的价格，"
             "CPU 节点请按这些机型在云厂商价格页查")
        if cores:
            s += (f"。{a['cells']:,.0f} 个网格按每核 {a['per_core'][0]:,.0f}–{a['per_core'][1]:,.0f} 个网格"
                  f"（凭记忆，请核对）约需 {cores[0]:,}–{cores[1]:,} 核")
        return s
    why = ("OpenFOAM runs on CPUs: GPUs offload only the pressure linear solve (PETSc4FOAM / AmgX) and the rest of each "
           "time step stays on the CPU, so a GPU machine is money spent on idle cards" if a["key"] == "openfoam" else
           "WRF is a CPU code (MPI + OpenMP): GPU runs need a separate port such as AceCAST (paid); mainline WRF does "
           "not use the GPU")
    s = (f"{why}. Rent CPU nodes, not GPUs: compute-optimised / HPC instance families ({fam}). My catalog prices GPU "
         "machines only, so price these on the provider's page")
    if cores:
        s += (f". {a['cells']:,.0f} cells at {a['per_core'][0]:,.0f}–{a['per_core'][1]:,.0f} cells per core "
              f"(from memory, re-check) ≈ {cores[0]:,}–{cores[1]:,} cores")
    return s


def _genome(a: Mapping[str, Any], zh: bool) -> str:
    n = a["genomes"]
    if zh:
        s = (f"{a['count']}× {a['card']}：一个 30× 全基因组约 {a['minutes']:,.0f} 分钟（{a['row']}，每卡 {a['price']}/小时；"
             f"来源：{a['source']}{'；厂商自己的数据，按试跑核对' if a.get('vendor') else ''}）")
        if n:
            s += f"；{n:,.0f} 个样本 = {a['node_hours']:,.1f} 节点小时，总价约 {a['cost']}"
            s += f"，{a['days']:,.0f} 天内完成需 {a['nodes']} 台" if a["nodes"] is not None else ""
        else:
            s += f"；每个样本约 {a['cost']}"
        return s
    s = (f"{a['count']}× {a['card']}: ≈ {a['minutes']:,.0f} min per 30× whole genome ({a['row']}, {a['price']}/h a card; "
         f"source: {a['source']}{'; a vendor claim: check it on a pilot' if a.get('vendor') else ''})")
    if n:
        s += f"; {n:,.0f} genomes = {a['node_hours']:,.1f} node-hours, ≈ {a['cost']} in all"
        if a["nodes"] is not None:
            s += f", {a['nodes']} node{'' if a['nodes'] == 1 else 's'} to finish in {a['days']:,.0f} days"
    else:
        s += f"; ≈ {a['cost']} a genome"
    return s


def _genome_unpriced(a: Mapping[str, Any], zh: bool) -> str:
    n, nodes = a["genomes"], a["nodes"]
    if zh:
        s = (f"{a['count']}× {a['card']}：一个 30× 全基因组约 {a['minutes']:,.0f} 分钟（来源：{a['source']}"
             f"{'；厂商自己的数据，按试跑核对' if a.get('vendor') else ''}）；{n:,.0f} 个样本 = "
             f"{a['node_hours']:,.1f} 节点小时")
        s += f"，{a['days']:,.0f} 天内完成需 {nodes} 台" if nodes is not None else ""
        return s + "；这个地点我没有这种机器的报价：按当地报价 × 节点小时 × 卡数算总价"
    s = (f"{a['count']}× {a['card']}: ≈ {a['minutes']:,.0f} min per 30× whole genome (source: {a['source']}"
         f"{'; a vendor claim: check it on a pilot' if a.get('vendor') else ''}); {n:,.0f} genomes = "
         f"{a['node_hours']:,.1f} node-hours")
    if nodes is not None:
        s += f", {nodes} node{'' if nodes == 1 else 's'} to finish in {a['days']:,.0f} days"
    return s + "; no such machine is priced in this place here: the total is a local quote × node-hours × cards"


def _frame(a: Mapping[str, Any], zh: bool) -> str:
    many = a["cards"] > 1
    if zh:
        s = (f"数据 {a['data']:,.0f} GB × {a['factor']:g}（连接、分组、排序要的工作空间，凭记忆，请核对）≈ 需显存 "
             f"{a['need']:,.0f} GB：")
        return s + (f"一张卡放不下，用 Dask-cuDF 分到 {a['cards']} 张 {a['card']}（每张 {a['memory']:,.0f} GB，{a['row']}，"
                    f"{a['price']}/小时）" if many else
                    f"一张 {a['card']}（{a['memory']:,.0f} GB，{a['row']}，{a['price']}/小时）就能放下整个数据表")
    s = (f"{a['data']:,.0f} GB of data × {a['factor']:g} (working room for joins, group-bys and sorts; from memory, "
         f"re-check) ≈ {a['need']:,.0f} GB of GPU memory: ")
    return s + (f"no one card holds it, so Dask-cuDF over {a['cards']} × {a['card']} ({a['memory']:,.0f} GB each, "
                f"{a['row']}, {a['price']}/h)" if many else
                f"one {a['card']} ({a['memory']:,.0f} GB, {a['row']}, {a['price']}/h) holds the whole frame")


def _pilot(a: Mapping[str, Any], zh: bool) -> str:
    fp64 = a["mode"] == "fp64"
    if zh:
        why = ("双精度模式要全速 FP64 卡" if fp64 else
               f"至少 {a['min_gb']:g} GB 显存" if a["min_gb"] else "单精度模式，工作站级显卡即可")
        return (f"{'双精度' if fp64 else '单精度'}试跑：{a['card']}（{a['memory']:,.0f} GB，{why}；"
                f"{a['row']}，{a['price']}/小时），"
                f"{a['hours']:g} 小时约 {a['cost']}")
    why = ("double precision needs a full-rate FP64 card" if fp64 else
           f"≥ {a['min_gb']:g} GB of GPU memory" if a["min_gb"] else "single precision runs on a workstation-class card")
    return (f"{'FP64' if fp64 else 'FP32'} pilot: {a['card']} ({a['memory']:,.0f} GB; {why}; {a['row']}, {a['price']}/h), "
            f"{a['hours']:g} h ≈ {a['cost']}")


def _then(a: Mapping[str, Any], zh: bool) -> str:
    if a["family"] == "cfd":
        return ("没有公开的每百万网格显存和每步时间可用：试跑时记下峰值显存和每次迭代时间，"
                "按你的网格数和迭代数放大，就得到卡数和总价"
                if zh else "No published memory per million cells or time per iteration is held: on the pilot read the "
                "peak memory and the seconds an iteration, then scale by your cells and iterations for cards and cost")
    return ("没有公开的每个作业时间可用：试跑一个 2D 分类或精修作业，记下时间，乘以作业数再除以期限，就是卡数"
            if zh else "No published time per job is held: time one 2D classification or refinement on the pilot, "
            "then jobs × that time ÷ your deadline = cards")


def _movies(a: Mapping[str, Any], zh: bool) -> str:
    size = a.get("data_tb")
    card = a.get("card")
    if zh:
        data = f"，约 {size:,.1f} TB 原始数据（中间文件再加几 TB，要放在本地 SSD / 快速存储上）" if size else ""
        dc = (f"。{a['dc']} 不划算：这是 FP32 程序，用不上 {a['dc']} 的 Tensor Core / FP8，贵的那部分钱白花；"
              f"多张 24–48 GB 的工作站级卡更合适，瓶颈常在存储 I/O" if a.get("dc") else "")
        head = f"数据量：{a['movies']:,.0f} 个 movie{data}{dc}。"
        if a.get("published"):
            fit = f"，{a['window']:,.0f} 小时内要 {a['cards']} 张卡" if a.get("cards") else ""
            cost = f"，按 {card}（{a['price']}/小时）约 {a['cost']}" if a.get("cost") else ""
            return (head + f"预处理按 cryoSPARC 官方公布的速度（Patch Motion 每个 movie 不到 {a['motion_s']:g} 秒、Patch CTF "
                    f"约 {a['ctf_s']:g} 秒，单卡，官方没写卡型；{a['source']}）：{a['movies']:,.0f} × {a['secs']:g} 秒 ÷ 3,600 = "
                    f"{a['hours']:,.1f} GPU 小时（官方在未写明的卡上给的上限，没有换算到这张卡，24 小时验证计划里核对）"
                    f"{fit}{cost}。2D / 3D 分类和精修按颗粒数和迭代数算，"
                    f"不按 movie 算：耗时未知，在 24 小时验证计划里试跑一个作业计时")
        cost = f"（这一小时约 {a['test_cost']}）" if a.get("test_cost") else ""
        where = f" {card}" if card else "试跑卡"
        return (head + f"每个 movie 耗时：未知——这里没有这个软件在具名显卡上的公开数据，所以不给 GPU 小时和费用。在 24 小时验证"
                f"计划里实测：用{where}跑 {a['test_hours']:g} 小时{cost}，处理你们的 {a['sample']:,} 个 movie（motion "
                f"correction + CTF），数出做完的数量 D；GPU 小时 = {a['movies']:,.0f} ÷ D")
    data = f", ≈ {size:,.1f} TB of raw data (several TB more of intermediate files, on local SSD / fast storage)" \
        if size else ""
    dc = (f". {a['dc']} is poor value here: the code is FP32 and uses none of the {a['dc']}'s tensor cores or FP8, the "
          f"part of its price you pay for; several 24–48 GB workstation-class cards fit better, and storage I/O is "
          f"often the bottleneck" if a.get("dc") else "")
    head = f"The data: {a['movies']:,.0f} movies{data}{dc}. "
    if a.get("published"):
        fit = (f", {a['cards']} card{'s' if a['cards'] != 1 else ''} within {a['window']:,.0f} h" if a.get("cards")
               else "")
        cost = f", ≈ {a['cost']} on the {card} at {a['price']}/h" if a.get("cost") else ""
        return (head + f"Pre-processing at cryoSPARC's own published speeds (Patch Motion under {a['motion_s']:g} s a "
                f"movie, Patch CTF ≈ {a['ctf_s']:g} s, on a single GPU whose model the vendor does not name: "
                f"{a['source']}): {a['movies']:,.0f} × {a['secs']:g} s ÷ 3,600 = {a['hours']:,.1f} GPU-hours (the vendor's "
                f"ceiling on its unnamed GPU, not scaled to this card: the 24-hour plan checks it){fit}{cost}. 2D / 3D "
                f"classification and refinement scale with particles and iterations, not movies: their time is not "
                f"known — time one job in the 24-hour plan")
    cost = f" (≈ {a['test_cost']} for the hour)" if a.get("test_cost") else ""
    where = f"the {card}" if card else "the pilot card"
    return (head + f"Time per movie: not known — no published time for this code on a named card is held here, so no "
            f"GPU-hours or cost are given. The 24-hour plan measures it: run {where} for {a['test_hours']:g} hour{cost} "
            f"on {a['sample']:,} of your movies (motion correction + CTF) and count those done, D; then GPU-hours = "
            f"{a['movies']:,.0f} ÷ D")


ENTRIES = {"hpc.movies": E(lambda a: _movies(a, False), lambda a: _movies(a, True)),
           "hpc.head": E(lambda a: _head(a, False), lambda a: _head(a, True)),
           "hpc.code": E(lambda a: _code(a, False), lambda a: _code(a, True)),
           "hpc.cpu": E(lambda a: _cpu(a, False), lambda a: _cpu(a, True)),
           "hpc.genome": E(lambda a: _genome(a, False), lambda a: _genome(a, True)),
           "hpc.academic_only": E("{name} is free for non-profit academic use only: a company needs a commercial licence "
                                  "from Structura Biotechnology before any of the machines below is worth renting",
                                  "{name} 只对非营利学术机构免费：公司要先向 Structura Biotechnology 购买商业许可，"
                                  "下面的机器才用得上"),
           "hpc.cfd_which": E("Which solver decides the rental: OpenFOAM and most CPU-MPI solvers want CPU nodes, not "
                              "GPUs (the catalog prices GPU machines only); Fluent's and STAR-CCM+'s GPU solvers want the "
                              "cards below, an FP64 card where the case runs in double precision",
                              "租什么取决于求解器：OpenFOAM 和多数 CPU-MPI 求解器该租 CPU 节点，不是 GPU"
                              "（我的目录只有 GPU 机器的价格）；"
                              "Fluent、STAR-CCM+ 的 GPU 求解器用下面的卡，双精度算例要全速 FP64 卡"),
           "hpc.genome_unpriced": E(lambda a: _genome_unpriced(a, False), lambda a: _genome_unpriced(a, True)),
           "hpc.genome_data": E(
               "Data, the real bottleneck: {genomes:,.0f} genomes × {gb_lo:,.0f}–{gb_hi:,.0f} GB of gzipped FASTQ "
               "(assumed for 30×; check yours) ≈ {tb_lo:,.0f}–{tb_hi:,.0f} TB: ≈ {days_lo:,.1f}–{days_hi:,.1f} days to "
               "upload at a sustained 1 Gbit/s, and storage of that size (plus BAM/CRAM) in the allowed place for the "
               "whole project; genomes are sensitive personal data — ethics/IRB approval, encryption at rest and in "
               "transit, deletion of the copies when done",
               "数据才是瓶颈：{genomes:,.0f} 个样本 × {gb_lo:,.0f}–{gb_hi:,.0f} GB 压缩 FASTQ（30× 的假定值，请按实际核对）"
               "≈ {tb_lo:,.0f}–{tb_hi:,.0f} TB：以持续 1 Gbit/s 上传约 {days_lo:,.1f}–{days_hi:,.1f} 天，"
               "整个项目期间还要在允许的地点存放这么多数据（再加 BAM/CRAM）；基因数据是敏感个人资料——"
               "要伦理/IRB 审查、存储和传输加密、跑完删除副本"),
           "hpc.genome_ask": E("Say how many genomes and by when, and I'll give node-hours, nodes and the total",
                               "说一下要跑多少个样本、什么时候要，我就算节点小时、节点数和总价"),
           "hpc.frame": E(lambda a: _frame(a, False), lambda a: _frame(a, True)),
           "hpc.frame_ask": E("Say the data's size in memory (GB): one GPU must hold the frame × {factor:g} "
                              "(working room, from memory, re-check)",
                              "说一下数据在内存里有多大（GB）：一张 GPU 要放下数据 × {factor:g}（工作空间，凭记忆，请核对）"),
           "hpc.pilot": E(lambda a: _pilot(a, False), lambda a: _pilot(a, True)),
           "hpc.pilot_then": E(lambda a: _then(a, False), lambda a: _then(a, True))}
