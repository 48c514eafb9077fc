"""Logit distillation (a teacher model's logits over a corpus, then a student trained on a KL loss to them) sized as its
two jobs and the logits between them, never as a fine-tune of the teacher.

Why: "run Llama-3.3-70B over our 2B-token corpus, save the teacher logits to S3, then train Llama-3.2-3B (full FT) on
KL loss" was answered as a 70B full fine-tune of an assumed 102 M tokens. The parts:

- Teacher pass: a forward pass over every token, 2·N_teacher·tokens FLOPs (Kaplan et al. 2020, "Scaling Laws for
  Neural Language Models", §2.1: forward ≈ 2N per token), at tools.speed.PREFILL_MFU of the card's dense peak (a
  prefill: batched, compute-bound). Card hours on an H100 SXM: 989.5 TFLOPS dense BF16, 1,979 FP8 (NVIDIA H100 Tensor
  Core GPU datasheet, SXM5, without sparsity). 70.6 B × 2 B tokens: 2.82 × 10²⁰ FLOPs → 158 H100-hours in BF16, 79 in FP8.
- Stored logits: the full vocabulary at 2 bytes (BF16) a logit is vocab × 2 B a token — Llama 3's 128,256 → 256.5 KB a
  token, 513 TB for 2 B tokens: impractical. The top-k logits (TOP_K, assumed 32; 16–64 is the usual range) as a
  4-byte token index and a 2-byte value (6 B an entry) are 192 B a token: 384 GB for 2 B tokens. Or online
  distillation: the teacher (FP8, 70.6 GB) resident beside the student on one node, nothing stored.
- Student training: 6·N_student·tokens FLOPs (Kaplan et al. 2020; Hoffmann et al. 2022), priced by the recommender as
  the student's own fine-tune on the corpus (the KL loss over top-k logits adds little to a step).

- The teacher pass priced: on the pick's own machine when its GPUs hold the teacher in FP8 (parameters × 1 B, × 1.2
  for activations and KV: TEACHER_ROOM, assumed), hours = 2·N·tokens ÷ (GPUs × the card's FP8 peak, BF16 without FP8,
  × PREFILL_MFU), its cost those hours (+ the start-up) × the machine's price, said beside the student's and summed.

TOP_K and TEACHER_ROOM are assumptions, said in every answer that uses them."""

from __future__ import annotations

from dataclasses import dataclass

from tools.speed import PREFILL_MFU

TOP_K = 32  # top-k logits kept a token (assumed; 16–64 is the usual range): say yours
INDEX_BYTES = 4  # a token id of a 128k vocabulary needs more than 16 bits: int32
VALUE_BYTES = 2  # a logit in FP16 / BF16
FULL_LOGIT_BYTES = 2  # the full vocabulary's logits in BF16
H100_BF16_FLOPS = 989.5e12  # NVIDIA H100 SXM5 datasheet, dense BF16
H100_FP8_FLOPS = 1_979e12  # NVIDIA H100 SXM5 datasheet, dense FP8
TEACHER_ROOM = 1.2  # the teacher's FP8 weights × this must fit the machine's GPU memory (activations, KV: assumed)
NODE_GPUS = 8  # an HGX H100 node: the teacher's data-parallel replicas (70.6 GB in FP8 fits one card each)


@dataclass(frozen=True)
class Distillation:
    """The teacher pass, the logits stored and the student's training FLOPs."""

    teacher: str
    student: str
    tokens: int
    teacher_flops: float
    teacher_h100_bf16_h: float
    teacher_h100_fp8_h: float
    teacher_fp8_gb: float
    full_vocab_bytes: float
    top_k: int
    top_k_bytes: float
    student_flops: float

    def teacher_billions(self) -> float | None:
        """The teacher's size in billions of parameters (the workload's `teacher_params_b`, its pass priced beside
        the student's training); None when unknown. Its FP8 weights are one byte a parameter, so the same figure."""
        return round(self.teacher_fp8_gb, 3) or None

    def said(self) -> dict[str, object]:
        """The figures the answer states: FLOPs, hours, TB / GB (10¹² / 10⁹ bytes), billions of tokens."""
        return {"teacher": self.teacher, "student": self.student, "tokens_b": self.tokens / 1e9,
                "t_flops": self.teacher_flops, "bf16_h": self.teacher_h100_bf16_h, "fp8_h": self.teacher_h100_fp8_h,
                "mfu": PREFILL_MFU, "full_tb": self.full_vocab_bytes / 1e12, "k": self.top_k,
                "topk_gb": self.top_k_bytes / 1e9, "s_flops": self.student_flops, "fp8_gb": self.teacher_fp8_gb,
                "node_fp8_h": self.teacher_h100_fp8_h / NODE_GPUS, "node_bf16_h": self.teacher_h100_bf16_h / NODE_GPUS}


def corpus_tokens(value: float, scale: float) -> int:
    """A corpus said with a magnitude ("2B-token", "500 million tokens", 20亿token): the value × its scale."""
    return int(value * scale)


def distillation(teacher: str, teacher_params: int, vocab: int, student: str, student_params: int, tokens: int,
                 top_k: int = TOP_K) -> Distillation:
    """The module's arithmetic. Llama-3.3-70B (70,553,706,496 parameters, vocab 128,256) → Llama-3.2-3B (3,212,749,824)
    on 2 B tokens: teacher 2 × 70.55 B × 2 B = 2.82 × 10²⁰ FLOPs ÷ (989.5 T × 0.5) = 158.4 H100-h (FP8 79.2); full
    vocab 128,256 × 2 B × 2 B = 513 TB; top-32 × 6 B × 2 B = 384 GB; student 6 × 3.21 B × 2 B = 3.86 × 10¹⁹ FLOPs."""
    t_flops = 2.0 * teacher_params * tokens
    return Distillation(
        teacher=teacher, student=student, tokens=tokens, teacher_flops=t_flops,
        teacher_h100_bf16_h=t_flops / (H100_BF16_FLOPS * PREFILL_MFU) / 3600,
        teacher_h100_fp8_h=t_flops / (H100_FP8_FLOPS * PREFILL_MFU) / 3600,
        teacher_fp8_gb=teacher_params / 1e9, full_vocab_bytes=float(vocab) * FULL_LOGIT_BYTES * tokens, top_k=top_k,
        top_k_bytes=float(top_k) * (INDEX_BYTES + VALUE_BYTES) * tokens, student_flops=6.0 * student_params * tokens)


def teacher_pass_hours(teacher_params: float, tokens: int, gpus: int, fp8_tflops: float | None,
                       bf16_tflops: float | None, gpu_memory_gb: float) -> tuple[float, str] | None:
    """Hours of the teacher pass on one machine of `gpus` cards (data-parallel replicas or TP, FP8 where the card has
    it) and the precision used; None when the machine cannot hold the teacher in FP8 × TEACHER_ROOM or its card has no
    TFLOPS figure. Llama-3.3-70B over 2 B tokens on 8 × H100 SXM (1,979 FP8): 2.82 × 10²⁰ ÷ (8 × 1,979 T × 0.5) =
    9.9 h."""
    peak, precision = (fp8_tflops, "FP8") if fp8_tflops else (bf16_tflops, "BF16")
    weights_gb = teacher_params / 1e9 * (1 if precision == "FP8" else 2)
    if not peak or gpus < 1 or gpus * gpu_memory_gb < weights_gb * TEACHER_ROOM:
        return None
    return 2.0 * teacher_params * tokens / (gpus * peak * 1e12 * PREFILL_MFU) / 3600, precision
