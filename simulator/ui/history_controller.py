"""History page behaviour: attempts of the chosen bank, trends, open a review."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QTableWidgetItem

from simulator.services import history
from simulator.services.banks import list_banks
from simulator.services.library import Database
from simulator.ui.chart import ChartSeries
from simulator.ui.format import format_duration, format_score
from simulator.ui.history_page import HistoryPage


class HistoryController(QObject):
    """Fills the history page from the database when it is shown.

    Signals:
        review_requested(int): the attempt the user opened.
    """

    review_requested = Signal(int)

    def __init__(self, page: HistoryPage, db: Database) -> None:
        super().__init__(page)
        self.page = page
        self.db = db
        page.bank_combo.currentIndexChanged.connect(self.refresh_attempts)
        page.attempt_table.itemActivated.connect(self._open)
        page.attempt_table.itemDoubleClicked.connect(self._open)

    def refresh(self, bank_id: str | None = None) -> None:
        combo = self.page.bank_combo
        keep = bank_id or combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        for bank in list_banks(self.db):
            combo.addItem(bank.title, bank.key)
        index = combo.findData(keep)
        combo.setCurrentIndex(index if index >= 0 else 0)
        combo.blockSignals(False)
        self.refresh_attempts()

    def refresh_attempts(self) -> None:
        bank_id = self.page.bank_combo.currentData()
        table = self.page.attempt_table
        table.setRowCount(0)
        if not bank_id:
            self.page.score_chart.set_data([], [])
            self.page.topic_chart.set_data([], [])
            return
        attempts = history.attempt_history(self.db, bank_id)
        table.setRowCount(len(attempts))
        for row, summary in enumerate(attempts):
            cells = [
                summary.finished_at.strftime("%d %b %Y %H:%M"),
                summary.mode.label,
                f"{format_score(summary.percent)} ({summary.correct}/{summary.total})",
                ("PASS" if summary.passed else "FAIL")
                + (" · timed out" if summary.timed_out else ""),
                format_duration(summary.time_used_seconds),
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, summary.attempt_id)
                table.setItem(row, column, item)
        self._fill_charts(bank_id)

    def _fill_charts(self, bank_id: str) -> None:
        report = history.weak_area_report(self.db, bank_id)
        points = report.score_trend
        labels = _date_labels([p.finished_at for p in points])
        passing = _pass_mark(self.db, bank_id)
        self.page.score_chart.set_data(
            labels,
            [ChartSeries("Score", [p.accuracy * 100 for p in points], emphasized=True)],
            reference=passing * 100,
            reference_label="Pass mark",
        )
        order = [p.attempt_id for p in points]
        series = []
        for topic, trend in sorted(report.topic_trend.items()):
            by_attempt = {p.attempt_id: p.accuracy * 100 for p in trend}
            series.append(
                ChartSeries(
                    report.topic_titles.get(topic, topic), [by_attempt.get(a) for a in order]
                )
            )
        self.page.topic_chart.set_data(labels, series)

    def _open(self, item: QTableWidgetItem) -> None:
        attempt_id = item.data(Qt.ItemDataRole.UserRole)
        if attempt_id is not None:
            self.review_requested.emit(int(attempt_id))


def _date_labels(timestamps: list[float]) -> list[str]:
    """Day labels, with the time of day when several attempts share a day."""
    days = [datetime.fromtimestamp(t).strftime("%d %b") for t in timestamps]
    if len(set(days)) == len(days):
        return days
    return [datetime.fromtimestamp(t).strftime("%d %b %H:%M") for t in timestamps]


def _pass_mark(db: Database, bank_id: str) -> float:
    for bank in list_banks(db):
        if bank.key == bank_id:
            return bank.exam.passing_score
    return 0.7
