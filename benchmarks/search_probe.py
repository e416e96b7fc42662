"""Search case, run in its own process: filter a large bank's questions as the user types.

Run by `run.py` as `python benchmarks/search_probe.py --db URL --bank ID`; prints one JSON
line. The real main window opens on the database, the Banks page lists the bank's
questions (loaded in the background, timed apart), then a user types into
`questionSearch`: each keystroke is a real key event on the field, followed by
`QApplication.processEvents()`, which filters, resets the table and paints it (an event
filter counts the browser's paint events: every timed keystroke that changed the table
must have painted it), so a figure is everything between the key and the updated table
on screen. The queries are typed letter
by letter, corrected with Backspace, and combined with the topic and "show" filters.

The baseline is what a plain SQL search costs per keystroke: one `LIKE '%text%'` query
over the prompts, explanations and choices of the bank (lower-cased), timed for the same
sequence of texts in the same process.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: What the user types: (text, then Backspace count); each letter and Backspace is timed.
TYPING = (("gpu memory", 3), ("nsight", 6), ("kernel launch", 0))


def paint_counter() -> type:
    from PySide6.QtCore import QEvent, QObject

    class Counter(QObject):
        """Counts the paint events of the widget it filters."""

        count = 0

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                self.count += 1
            return False

    return Counter


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--db", required=True)
    parser.add_argument("--bank", required=True)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from simulator.app import build_main_window, create_application

    PaintCounter = paint_counter()  # a class made once Qt is imported

    app = create_application()
    assert isinstance(app, QApplication)
    window = build_main_window(args.db)
    window.resize(1366, 768)
    window.show()
    app.processEvents()
    browser = window.banks.browser
    loaded: list[str] = []
    browser.questions_loaded.connect(loaded.append)
    started = time.perf_counter()
    window.show_page("banks")
    window.banks.select_bank(args.bank)
    while args.bank not in loaded:
        app.processEvents()
        time.sleep(0.002)
    load_s = time.perf_counter() - started
    page = window.bank_page
    for _ in range(5):  # the page's first layout and paint, before the user types
        app.processEvents()
    page.browser.viewport().repaint()
    view = page.browser
    search = page.search
    search.setFocus()
    texts: list[str] = []
    key_ms: list[float] = []
    rows: list[int] = []

    paints = PaintCounter()
    view.viewport().installEventFilter(paints)
    unpainted = 0

    def timed(action: object) -> None:
        nonlocal unpainted
        before = paints.count
        t0 = time.perf_counter()
        action()  # type: ignore[operator]
        app.processEvents()
        key_ms.append((time.perf_counter() - t0) * 1000)
        texts.append(search.text())
        rows.append(browser.model.rowCount())
        if paints.count == before:
            unpainted += 1

    for text, erase in TYPING:
        for char in text:
            timed(lambda c=char: QTest.keyClick(search, c))
        for _ in range(erase):
            timed(lambda: QTest.keyClick(search, Qt.Key.Key_Backspace))
        search.clear()
        app.processEvents()
    # The filters on top of a search: a topic, then "multi-select".
    search.setText("memory")
    app.processEvents()
    timed(lambda: page.topic_filter.setCurrentIndex(2))
    timed(lambda: page.show_filter.setCurrentIndex(page.show_filter.findData("multi")))
    timed(lambda: page.topic_filter.setCurrentIndex(0))
    total = browser.model.total
    window.close()
    print(
        json.dumps(
            {
                "questions": total,
                "load_s": round(load_s, 2),
                "key_ms": [round(t, 3) for t in key_ms],
                "texts": texts,
                "rows": rows,
                "unpainted": unpainted,
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
