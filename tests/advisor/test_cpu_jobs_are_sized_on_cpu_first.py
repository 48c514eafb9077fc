"""A job a CPU or a small card does, asked with big GPUs proposed, is answered there first — "not needed" — and sized
from the model's own published figure, in English, 简体 and 繁體 (tests/tools/test_cpu_jobs.py has the arithmetic):

- 40,000 h of support-line recordings through Silero VAD within 10 days, 4 H100s proposed: Silero's README says a 30 ms
  chunk in < 1 ms a CPU thread (≥ 30×) → 1,333 thread-hours → 6 threads in 240 h: the H100s are not needed.
- MeloTTS, 1,800 h of audiobooks a month, 4 A100s proposed: real time on CPU (README) → ≤ 3 CPU processes all month.
- GraphSAGE, 250M nodes × 64 features, 3B edges, 12 runs × 40 epochs, 8 H100s proposed: 64 GB features + 24 GB edges
  of host RAM, one 24 GB-class card a run, runs in parallel.
- Face gates, 6,000 staff through 40 ArcFace gates within 15 min, 8 A100s proposed: 150 a gate ÷ 900 s = 0.167 faces
  a second, one every 6 s — a CPU / edge box a gate; the 8 × A100 hour beside one L4's.
- A VAD said beside an ASR model with no GPUs proposed stays the speech path's.
"""

import pytest

from advisor.core.cpu_jobs import cpu_job_of, cpu_lines
from tests.conftest import module_ask, module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


def _codes(text):
    return [m.code for m in cpu_lines(text, None, None, "USD") or []]


def test_vad_beside_whisper_without_gpus_is_the_speech_path():
    assert cpu_job_of("Whisper large-v3 with Silero VAD for 300 h a day") is None
    assert cpu_job_of("Whisper with Silero VAD, boss wants 8 A100s") is not None


def test_a_vad_beside_a_language_model_is_the_llm_answers():
    # a voice agent's VAD before its LLM: the LLM is sized, never "no need for the GPUs"
    assert cpu_job_of("Our voice agent runs Silero VAD, then Qwen2.5-7B-Instruct, 150 calls. 4 H100s?") is None
    assert cpu_job_of("语音助手：先 Silero VAD，再用 Qwen2.5-7B 回答，要 4 张 H100 吗") is None


def test_audio_hours_never_read_from_a_card_name():
    vad = cpu_lines("Silero VAD, boss says rent 4 H100s", None, None, "USD")
    assert [m.code for m in vad][1] == "cpu.vad_pilot"


def test_lines_read_the_counts():
    lines = cpu_lines("Silero VAD on 7,500 hours of audio within 2 days, rent 2 A100s?", 48, None, "USD")
    vad = next(m for m in lines if m.code == "cpu.vad")
    assert vad.args["hours"] == 7_500 and vad.args["threads"] == 6
    gnn = next(m for m in cpu_lines("GCN 训练：2.5亿个节点、64维特征、30亿条边，12组，每组40轮", None, None, "CNY")
               if m.code == "cpu.gnn")
    assert gnn.args["features_gb"] == pytest.approx(64.0) and gnn.args["edges_gb"] == pytest.approx(24.0)
    assert gnn.args["all_epochs"] == 480


@pytest.mark.parametrize("text, key", [("先做語音活動檢測再轉寫", "vad"), ("先切掉静音", "vad"), ("用圖神經網絡做推薦", "gnn"),
                                       ("用图神经网络做风控", "gnn"), ("客服聊天机器人", None)])
def test_chinese_job_words(text, key):
    got = cpu_job_of(text)
    assert (got.key if got else None) == key


def test_gate_lines_read_people_gates_and_window():
    from advisor.core.cpu_jobs import gate_lines

    g = gate_lines("工厂 6000 名员工，40 个人脸闸机，用 ArcFace，早上 15 分钟内全部进厂", None, "CNY")[0]
    assert (g.args["people"], g.args["gates"], g.args["window"]) == (6000, 40, 15)
    assert g.args["gap"] == pytest.approx(6.0)
    assert gate_lines("InsightFace for 300 photos", None, "USD") == []


def test_tts_a_day_is_sized_a_day():
    # MeloTTS ≥ 1× real time a CPU process: 90 h of audio a day ÷ 24 h = 3.75 → 4 processes
    lines = cpu_lines("MeloTTS 每天合成 90 小時語音，要唔要租 2 張 H100？", None, None, "HKD")
    tts = next(m for m in lines if m.code == "cpu.tts")
    assert tts.args["processes"] == 4 and tts.args["monthly"] is False


def test_a_vad_with_no_speed_says_pilot():
    assert "cpu.vad_pilot" in _codes("先用 FSMN-VAD 切掉 5万小时 录音里的静音")


@pytest.mark.slow
def test_en_silero_vad_needs_no_h100(ask):
    out = ask("We have 40,000 hours of support-line recordings; step one is Silero VAD to strip silence, done within "
              "10 days. Manager wants to rent 4 H100s — needed?")
    head = out.splitlines()[0]
    assert "No need for 4 × H100" in head and "CPU" in head
    assert "1,333 thread-hours" in out and "6 threads" in out and "silero-vad" in out


@pytest.mark.slow
def test_zh_melotts_runs_on_cpu(ask):
    out = ask("每月要用 MeloTTS 合成 1800 小时的有声书，老板说租 4 张 A100，需要吗？")
    assert out.splitlines()[0].startswith("**不需要 4 × A100")
    assert "最多 3 个进程" in out and "MeloTTS README" in out


@pytest.mark.slow
def test_zh_hant_graphsage_sizes_host_ram(ask):
    out = ask("我們有 2.5億個節點、64維特徵、30億條邊的圖，用 GraphSAGE 跑 12 次實驗，每次 40 輪，要不要租 8 張 H100？")
    assert "不需要 8 × H100" in out.splitlines()[0]
    assert "64.0 GB" in out and "24.0 GB" in out and "480 輪" in out


@pytest.mark.slow
def test_zh_hant_face_gates_give_the_peak(ask):
    out = ask("工廠 2,400 名員工、12 個人臉識別閘機，用 InsightFace，10 分鐘內進廠，要唔要 4 張 L40S？")
    assert "每個閘機 200 人" in out and "每 3 秒一張" in out and "4 × L40S" in out


def test_en_gat_sweep_head_and_host_ram():
    # 60M nodes × 256 × 4 B = 61.44 GB of features; 1.2B edges × 8 B = 9.6 GB; 24 runs × 15 epochs = 360 epochs
    import advisor.core.messages  # noqa: F401  (installs the wording)

    lines = cpu_lines("Sweep a GAT in DGL on a 60M-node graph, 256-dim features, 1.2B edges: 24 runs x 15 epochs. "
                      "Rent an 8xH100 node?", None, None, "USD")
    assert lines[0].en.startswith("No need for 8 × H100: GNN mini-batch training is bound by host RAM")
    gnn = lines[1].args
    assert gnn["features_gb"] == pytest.approx(61.44) and gnn["edges_gb"] == pytest.approx(9.6)
    assert gnn["all_epochs"] == 360


@pytest.mark.parametrize(("text", "hours"), [
    ("finish in 72 hours: 12,000 hours of support calls through Silero VAD", 12_000),
    ("8,000 hours of recordings through Silero VAD, within 48 hours", 8_000),
    ("48小时内用Silero VAD跑完6万小时录音", 60_000),
])
def test_the_audio_hours_are_never_the_deadline_said_in_hours(text: str, hours: int) -> None:
    # the deadline in hours comes first or beside the audio: 12,000 h ÷ 30× a thread = 400 thread-hours, where reading
    # the 72 h deadline as the audio would size 2.4 thread-hours and call the job trivial
    from advisor.core.cpu_jobs import AUDIO_HOURS, _count

    assert _count(AUDIO_HOURS, text) == hours


def test_runs_dimensions_and_faces_are_read_as_words() -> None:
    # "3 running experiments, 12 runs x 40 epochs": 12 runs (480 epochs), never the 3 of "running"; "128 dimensions"
    # is the feature width; "interface" and "Hugging Face" are no face job beside "2 doors"
    from advisor.core.cpu_jobs import DIM, FACE, RUNS, _int

    assert _int(RUNS, "3 running experiments, 12 runs x 40 epochs") == 12
    assert _int(DIM, "features of 128 dimensions") == 128
    assert not FACE.search("our 1,200 workers use the web interface through 2 doors")
    assert not FACE.search("weights from Hugging Face")
    assert FACE.search("InsightFace at 20 gates") and FACE.search("刷脸闸机 20 个")
