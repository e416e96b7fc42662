"""Draw the exhibits of the bundled bank: the pictures some questions ask a candidate to read.

    python scripts/draw_exhibits.py                 # question_banks/images/*.png
    python scripts/draw_exhibits.py --out redrawn   # into another folder, to compare

Every exhibit (a profiler timeline, an `nvidia-smi` listing, a loss curve, a topology
diagram, ...) is drawn here from the numbers its question is about, so the picture
and the question can be checked against each other and redrawn after a fix; nothing
is copied from elsewhere. PNG, because every build of the app shows PNG (the
classroom build leaves out the other image plugins). Sizes suit the exam page:
charts are 720 pixels wide and at most 258 high (the exhibit strip is 260 high; in a
1024x600 window the question column shows them at about nine tenths, and a click
enlarges them), terminal listings as wide as their longest line.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from collections.abc import Callable
from itertools import pairwise
from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QGuiApplication, QImage

sys.path.insert(0, str(Path(__file__).resolve().parent))
from exhibit_drawing import (
    BLUE,
    GREEN,
    GRID,
    INK,
    MUTED,
    ORANGE,
    PAPER,
    PURPLE,
    RED,
    Axes,
    Canvas,
    legend,
    terminal,
)

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "question_banks" / "images"
# --- the exhibits ------------------------------------------------------------------------


def prof_041_timeline() -> QImage:
    """Two training steps: the GPU waits while the host syncs and logs after backward."""
    c = Canvas(258)
    left, right, top = 196.0, 692.0, 46.0
    ms = (right - left) / 200
    c.text(12, 20, "Timeline of two training steps (one GPU)", size=13, bold=True)
    for t in range(0, 201, 25):
        c.line(left + t * ms, top - 6, left + t * ms, 214, GRID)
        c.text(left + t * ms, top - 10, f"{t} ms", size=11, color=MUTED, align="center")
    rows = [
        "NVTX ranges (main thread)",
        "CUDA API (main thread)",
        "GPU 0: kernels",
        "GPU 0: memcpy",
    ]
    for i, label in enumerate(rows):
        c.text(12, top + 26 + i * 42, label, size=12)
        c.line(12, top + 40 + i * 42, right, top + 40 + i * 42, GRID)
    for step in range(2):
        s = left + step * 100 * ms
        y_nvtx, y_api, y_gpu, y_copy = top + 10, top + 52, top + 94, top + 136
        for start, end, name, color in (
            (0, 20, "fwd+bwd", BLUE),
            (20, 88, "log_metrics", ORANGE),
            (88, 96, "", GREEN),
        ):
            c.box(s + start * ms, y_nvtx, (end - start) * ms, 24, color)
            c.text(
                s + (start + end) / 2 * ms, y_nvtx + 16, name, size=10, color=PAPER, align="center"
            )
        for t in range(0, 20):
            c.box(s + t * ms, y_api, 0.5 * ms, 24, PURPLE)
        c.box(s + 20 * ms, y_api, 42 * ms, 24, RED)
        c.text(s + 41 * ms, y_api + 16, "sync", size=11, color=PAPER, align="center")
        for t in range(88, 92):
            c.box(s + t * ms, y_api, 0.5 * ms, 24, PURPLE)
        for start, end in ((1, 62), (88, 96)):
            c.box(s + start * ms, y_gpu, (end - start) * ms, 24, BLUE)
        c.box(s + 0 * ms, y_copy, 0.8 * ms, 24, GREEN)
        c.box(s + 61.5 * ms, y_copy, 0.5 * ms, 24, GREEN)
    c.text(
        12,
        232,
        "NVTX: blue = forward and backward, orange = log_metrics, green = optimizer step.",
        size=11,
        color=MUTED,
    )
    c.text(
        12,
        250,
        "CUDA API: purple = cudaLaunchKernel, red = cudaStreamSynchronize. "
        "Memcpy: batch in, loss value out.",
        size=11,
        color=MUTED,
    )
    return c.done()


def prof_042_clocks() -> QImage:
    """`nvidia-smi --query-gpu` on an 8-GPU node: one GPU hot, its SM clock far lower."""
    lines = [
        "$ nvidia-smi --query-gpu=index,temperature.gpu,power.draw,\\",
        ">     clocks.current.sm,utilization.gpu --format=csv",
        "index, temperature.gpu, power.draw [W], clocks.current.sm [MHz], utilization.gpu [%]",
    ]
    rows = [
        (0, 63, 652.18, 1980),
        (1, 61, 648.40, 1980),
        (2, 64, 655.02, 1980),
        (3, 62, 650.77, 1980),
        (4, 60, 646.31, 1980),
        (5, 89, 418.56, 1155),
        (6, 63, 653.90, 1980),
        (7, 61, 649.12, 1980),
    ]
    lines += [f"{i}, {t}, {w:.2f} W, {mhz} MHz, 100 %" for i, t, w, mhz in rows]
    return terminal(lines, size=12.5)


def prof_043_roofline() -> QImage:
    """A roofline (100 TFLOP/s, 2 TB/s) with three measured kernels."""
    c = Canvas(258)
    axes = Axes(c, QRectF(80, 34, 430, 180), (1, 1000), (1, 200), x_log=True, y_log=True)
    c.text(12, 20, "Roofline: peak 100 TFLOP/s, memory bandwidth 2 TB/s", size=13, bold=True)
    axes.x_ticks(
        [(1, "1"), (10, "10"), (50, "50"), (100, "100"), (1000, "1000")],
        "arithmetic intensity (FLOP per byte of DRAM traffic)",
    )
    axes.y_ticks([(1, "1"), (10, "10"), (100, "100")], "TFLOP/s")
    axes.curve([(1, 2), (50, 100), (1000, 100)], INK, 2.5)
    for name, ai, perf in (("A", 4, 7.5), ("B", 200, 90), ("C", 150, 12)):
        c.dot(axes.x(ai), axes.y(perf), 6, ORANGE)
        c.text(axes.x(ai) + 9, axes.y(perf) + 5, name, size=13, bold=True)
    c.text(530, 70, "kernel FLOP/B TFLOP/s", size=12, bold=True, mono=True)
    for i, row in enumerate(("  A        4     7.5", "  B      200    90", "  C      150    12")):
        c.text(530, 92 + i * 20, row, size=12, mono=True)
    c.text(530, 170, "ridge point: 50 FLOP/B", size=12, color=MUTED)
    return c.done()


def dist_041_processes() -> QImage:
    """The process table of `nvidia-smi`: one PID on four GPUs, GPU 0 holding the most."""

    def row(cells: str) -> str:
        return f"| {cells:<76} |"

    bar = "+" + "-" * 78 + "+"
    lines = [
        "$ nvidia-smi",
        "  (device table above omitted)",
        bar,
        row("Processes:"),
        row(" GPU   GI   CI        PID   Type   Process name                     GPU Memory"),
        row("       ID   ID                                                      Usage"),
        "|" + "=" * 78 + "|",
    ]
    for gpu, memory in ((0, 71245), (1, 24310), (2, 24302), (3, 24318)):
        name = "python train.py"
        lines.append(row(f" {gpu:>3}   N/A  N/A      48213      C   {name:<28} {memory:>9}MiB"))
    lines.append(bar)
    return terminal(lines, size=12.5)


def dist_042_topology() -> QImage:
    """Two servers of four GPUs: NVLink bridges join GPUs 0-1 and 2-3; InfiniBand between."""
    c = Canvas(258)
    c.text(12, 20, "Two servers, four GPUs each (GPUs numbered per server)", size=13, bold=True)
    for n, x0 in enumerate((20.0, 380.0)):
        c.box(x0, 32, 320, 186, QColor("#f6f8fa"), GRID)
        c.text(x0 + 10, 52, f"Server {n}", size=13, bold=True)
        c.box(x0 + 110, 58, 100, 26, QColor("#e7ecf2"), MUTED)
        c.text(x0 + 160, 76, "CPU", size=12, align="center")
        for s, sx in enumerate((x0 + 20, x0 + 170)):
            c.box(sx, 104, 130, 24, QColor("#e7ecf2"), MUTED)
            c.text(sx + 65, 121, f"PCIe switch {s}", size=12, align="center")
            c.line(sx + 65, 104, x0 + 160, 84, MUTED, 2)
            for g in range(2):
                gx = sx + 6 + g * 66
                c.box(gx, 148, 52, 32, QColor("#dbe9f7"), BLUE)
                c.text(gx + 26, 169, f"GPU {2 * s + g}", size=12, align="center")
                c.line(gx + 26, 148, sx + 65, 128, MUTED, 2)
            c.line(sx + 32, 180, sx + 32, 188, GREEN, 4)
            c.line(sx + 98, 180, sx + 98, 188, GREEN, 4)
            c.line(sx + 32, 188, sx + 98, 188, GREEN, 5)
            c.text(sx + 65, 206, "NVLink bridge", size=11, color=GREEN, align="center")
        c.box(x0 + 250, 58, 60, 26, QColor("#fbeee0"), ORANGE)
        c.text(x0 + 280, 76, "NIC", size=12, align="center")
        c.line(x0 + 280, 84, x0 + 235, 104, ORANGE, 2)
        c.line(x0 + 280, 58, x0 + 280, 40, ORANGE, 2)
    c.line(300, 40, 660, 40, ORANGE, 2)
    c.text(
        20,
        238,
        "Orange: InfiniBand between the servers (one NIC in each, on PCIe switch 1).",
        size=11,
        color=MUTED,
    )
    c.text(20, 254, "Grey: PCIe. Green: NVLink bridge joining two GPUs.", size=11, color=MUTED)
    return c.done()


def dist_043_scaling() -> QImage:
    """Throughput at 1 to 32 GPUs, eight GPUs per node, fixed per-GPU batch."""
    c = Canvas(258)
    data = [(1, 1000), (2, 1960), (4, 3880), (8, 7600), (16, 10880), (32, 21120)]
    c.text(
        12,
        20,
        "Training throughput, per-GPU batch fixed at 32 (8 GPUs per node)",
        size=13,
        bold=True,
    )
    area = QRectF(90, 36, 600, 172)
    axes = Axes(c, area, (0, 6), (0, 24000))
    axes.y_ticks([(v, f"{v:,}") for v in range(0, 24001, 6000)], "samples / s")
    for i, (gpus, rate) in enumerate(data):
        x = axes.x(i + 0.5)
        c.box(x - 30, axes.y(rate), 60, axes.y(0) - axes.y(rate), BLUE)
        c.text(x, axes.y(rate) - 6, f"{rate:,}", size=12, align="center")
        nodes = max(1, gpus // 8)
        c.text(
            x, area.bottom() + 16, f"{gpus} GPU{'s' if gpus > 1 else ''}", size=12, align="center"
        )
        c.text(
            x,
            area.bottom() + 32,
            f"{nodes} node{'s' if nodes > 1 else ''}",
            size=11,
            color=MUTED,
            align="center",
        )
    return c.done()


def inf_041_perf_analyzer() -> QImage:
    """perf_analyzer sweep: throughput flattens while p99 latency climbs."""
    c = Canvas(258)
    sweep = [
        (1, 180, 7),
        (2, 350, 8),
        (4, 660, 9),
        (8, 1150, 12),
        (16, 1480, 24),
        (32, 1560, 46),
        (64, 1580, 95),
    ]
    c.text(
        12, 20, "perf_analyzer sweep: throughput and p99 latency by concurrency", size=13, bold=True
    )
    area = QRectF(90, 40, 540, 160)
    tput = Axes(c, area, (0.7, 90), (0, 1800), x_log=True)
    tput.x_ticks([(n, str(n)) for n, _, _ in sweep], "concurrent requests")
    tput.y_ticks([(v, f"{v:,}") for v in range(0, 1801, 600)], "inferences / s", color=BLUE)
    lat = tput.twin((0, 120))
    lat.y_ticks([(v, f"{v} ms") for v in range(0, 121, 40)], "p99 latency", right=True, color=RED)
    tput.curve([(n, t) for n, t, _ in sweep], BLUE, 2.5)
    lat.curve([(n, ms) for n, _, ms in sweep], RED, 2.5)
    for n, t, ms in sweep:
        c.dot(tput.x(n), tput.y(t), 4, BLUE)
        c.dot(lat.x(n), lat.y(ms), 4, RED)
        c.text(tput.x(n), tput.y(t) - 8, f"{t:,}", size=10, color=BLUE, align="center")
        c.text(lat.x(n) + 6, lat.y(ms) + 14, f"{ms}", size=10, color=RED)
    c.text(
        96,
        252,
        "Blue: throughput (left axis).  Red: p99 latency (right axis).",
        size=11,
        color=MUTED,
    )
    return c.done()


def inf_042_repository() -> QImage:
    """A Triton model repository with four models (two of them laid out wrongly)."""
    lines = [
        "/models",
        "├── bert_qa",
        "│   ├── config.pbtxt",
        "│   └── model.plan",
        "├── detector",
        "│   ├── 1",
        "│   │   └── yolov8.plan",
        "│   └── config.pbtxt",
        "├── resnet50",
        "│   ├── 1",
        "│   │   └── model.onnx",
        "│   ├── 2",
        "│   │   └── model.onnx",
        "│   └── config.pbtxt",
        "└── tokenizer",
        "    ├── 1",
        "    │   └── model.py",
        "    └── config.pbtxt",
    ]
    return terminal(lines, size=12.5, line_height=13)


def mp_024_loss_scale() -> QImage:
    """GradScaler's scale over 10,000 steps with defaults: halvings on overflow, doublings."""
    c = Canvas(258)
    c.text(
        12, 20, "torch.amp.GradScaler: scale over training (default settings)", size=13, bold=True
    )
    events = [
        (0, 16),
        (30, 15),
        (55, 14),
        (2055, 15),
        (4055, 16),
        (4480, 15),
        (6480, 16),
        (7210, 15),
        (9210, 16),
        (10000, 16),
    ]
    overflow_steps = {30, 55, 4480, 7210}
    area = QRectF(110, 36, 580, 164)
    axes = Axes(c, area, (0, 10000), (13, 17))
    axes.x_ticks([(v, f"{v:,}") for v in range(0, 10001, 2000)], "optimizer step")
    axes.y_ticks([(e, f"{2**e:,}") for e in range(13, 18)], "loss scale")
    points: list[tuple[float, float]] = []
    for (step, exponent), (next_step, _next) in pairwise(events):
        points += [(step, exponent), (next_step, exponent)]
    points.append((10000, events[-1][1]))
    axes.curve(points, BLUE, 2.5)
    for step, exponent in events:
        if step in overflow_steps:
            c.dot(axes.x(step), axes.y(exponent + 1), 5, RED)
    c.dot(110, 246, 5, RED)
    c.text(120, 250, "inf/NaN found in the gradients at that step", size=11, color=MUTED)
    return c.done()


def dl_026_loss_curves() -> QImage:
    """Training loss keeps falling; validation loss bottoms out at epoch 12, then rises."""
    c = Canvas(258)
    c.text(
        12,
        20,
        "Loss per epoch (image classifier, fixed learning-rate schedule)",
        size=13,
        bold=True,
    )
    epochs = range(1, 31)
    train = [2.2 * math.exp(-e / 4) + 0.04 for e in epochs]
    valid = [2.0 * math.exp(-e / 3) + 0.5 + 0.006 * max(0, e - 10) ** 1.6 for e in epochs]
    area = QRectF(80, 36, 470, 178)
    axes = Axes(c, area, (0, 30), (0, 2.4))
    axes.x_ticks([(v, str(v)) for v in range(0, 31, 5)], "epoch")
    axes.y_ticks([(v / 10, f"{v / 10:.1f}") for v in range(0, 25, 6)], "cross-entropy loss")
    axes.curve(list(zip(epochs, train, strict=True)), BLUE)
    axes.curve(list(zip(epochs, valid, strict=True)), ORANGE)
    low = min(range(30), key=lambda i: valid[i])
    c.dot(axes.x(low + 1), axes.y(valid[low]), 4, ORANGE)
    legend(c, 570, 70, [("training loss", BLUE), ("validation loss", ORANGE)])
    c.text(570, 140, "Checkpoints are", size=12, color=MUTED)
    c.text(570, 158, "saved every epoch.", size=12, color=MUTED)
    return c.done()


def dl_027_confusion() -> QImage:
    """Confusion matrix of a defect detector on 1,000 test images."""
    c = Canvas(258)
    c.text(12, 20, "Defect detector on 1,000 test images", size=13, bold=True)
    x0, y0, cell = 250.0, 66.0, 150.0
    c.text(x0 + cell, 50, "Predicted", size=12, bold=True, align="center")
    c.text(x0 + cell / 2, 64, "defect", size=12, align="center")
    c.text(x0 + 1.5 * cell, 64, "no defect", size=12, align="center")
    c.text(x0 - 12, y0 + 42, "Actual defect", size=12, align="right")
    c.text(x0 - 12, y0 + 118, "Actual no defect", size=12, align="right")
    values = ((45, 15), (30, 910))
    for r, row in enumerate(values):
        for k, value in enumerate(row):
            fill = QColor("#dbe9f7") if r == k else QColor("#fbeee0")
            c.box(x0 + k * cell, y0 + r * 76, cell, 76, fill, MUTED)
            c.text(
                x0 + k * cell + cell / 2,
                y0 + r * 76 + 46,
                f"{value}",
                size=20,
                bold=True,
                align="center",
            )
    c.text(x0 + cell, y0 + 176, "Positive class: defect", size=11, color=MUTED, align="center")
    return c.done()


def lib_023_grid() -> QImage:
    """`kernel<<<4, 8>>>`: four blocks of eight threads, one thread highlighted."""
    c = Canvas(190)
    c.text(
        12, 20, "kernel<<<4, 8>>>(out, n);   one thread highlighted", size=13, bold=True, mono=True
    )
    cell, gap, x, y = 19.0, 14.0, 24.0, 70.0
    for block in range(4):
        bx = x + block * (8 * cell + gap)
        c.text(bx + 4 * cell, y - 12, f"blockIdx.x = {block}", size=12, align="center")
        for thread in range(8):
            lit = block == 2 and thread == 5
            c.box(bx + thread * cell, y, cell, 36, ORANGE if lit else QColor("#dbe9f7"), MUTED)
            c.text(
                bx + thread * cell + cell / 2,
                y + 23,
                str(thread),
                size=11,
                color=PAPER if lit else INK,
                align="center",
            )
    c.text(x, y + 60, "Numbers in the cells: threadIdx.x", size=12, color=MUTED)
    c.text(x, y + 80, "int i = blockIdx.x * blockDim.x + threadIdx.x;", size=13, mono=True)
    c.text(x, y + 100, "if (i < n) out[i] = ...;", size=13, mono=True)
    return c.done()


def fw_043_recompiles() -> QImage:
    """Step time of a torch.compile'd model; the sequence length of each batch beneath."""
    c = Canvas(258)
    c.text(12, 20, "Step time with torch.compile(model), default settings", size=13, bold=True)
    lengths = [128] * 20 + [256] * 15 + [192] * 15 + [320] * 15 + [128] * 15
    times = [45.0] * len(lengths)
    times[0] = 41000.0
    times[20] = 23000.0
    for i in range(1, len(lengths)):
        if i not in (0, 20):
            times[i] = 40 + lengths[i] * 0.05 + (i * 7 % 5)
    area = QRectF(90, 34, 600, 132)
    axes = Axes(c, area, (0, 80), (10, 100000), y_log=True)
    axes.y_ticks(
        [(10, "10 ms"), (100, "100 ms"), (1000, "1 s"), (10000, "10 s")], "step time (log)"
    )
    for i, t in enumerate(times):
        x = axes.x(i + 0.5)
        c.box(x - 2.5, axes.y(t), 5, axes.y(10) - axes.y(t), BLUE)
    band = QRectF(90, 176, 600, 26)
    c.text(12, 194, "seq. length", size=12)
    start = 0
    for i in range(1, len(lengths) + 1):
        if i == len(lengths) or lengths[i] != lengths[start]:
            x1, x2 = axes.x(start), axes.x(i)
            c.box(x1, band.y(), x2 - x1, band.height(), QColor("#eef1f4"), MUTED)
            c.text((x1 + x2) / 2, band.y() + 18, str(lengths[start]), size=12, align="center")
            start = i
    c.text(axes.x(40), 222, "training step", size=12, align="center")
    c.text(
        90,
        250,
        "Steps 0 and 20 take 41 s and 23 s; every other step about 50 ms.",
        size=11,
        color=MUTED,
    )
    return c.done()


#: File name (under question_banks/images/) -> drawing, one per exhibit question.
EXHIBITS: dict[str, Callable[[], QImage]] = {
    "prof-041-timeline.png": prof_041_timeline,
    "prof-042-clocks.png": prof_042_clocks,
    "prof-043-roofline.png": prof_043_roofline,
    "dist-041-processes.png": dist_041_processes,
    "dist-042-topology.png": dist_042_topology,
    "dist-043-scaling.png": dist_043_scaling,
    "inf-041-perf-analyzer.png": inf_041_perf_analyzer,
    "inf-042-repository.png": inf_042_repository,
    "mp-024-loss-scale.png": mp_024_loss_scale,
    "dl-026-loss-curves.png": dl_026_loss_curves,
    "dl-027-confusion.png": dl_027_confusion,
    "lib-023-grid.png": lib_023_grid,
    "fw-043-recompiles.png": fw_043_recompiles,
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--out", type=Path, default=OUT, help="folder for the PNG files")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    args.out.mkdir(parents=True, exist_ok=True)
    for name, draw in EXHIBITS.items():
        path = args.out / name
        if not draw().save(str(path)):  # PNG, from the suffix
            print(f"{path}: cannot be written", file=sys.stderr)
            return 1
        print(path)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
