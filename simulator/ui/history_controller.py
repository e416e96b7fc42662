"""History page behaviour: attempts of the chosen bank, progress by topic, trends
(score with the pass probability after each attempt), open a review."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QTableWidgetItem

from simulator.services import history, learning
from simulator.services.banks import list_banks
from simulator.services.library import Database
from simulator.ui.chart import ChartSeries
from simulator.ui.format import (
    NO_VALUE,
    format_duration,
    format_fraction,
    format_moment,
    format_score,
    format_seconds,
    format_short_day,
    format_when,
    readiness_text,
    readiness_tooltip,
    slower_than_pace,
)
from simulator.ui.history_page import MASTERY_COLUMN, HistoryPage
from simulator.ui.widgets import TopicCell, fill_topic_table
from simulator.ui.words import mode_label, verdict

#: The pass-probability line: teal, apart from the score's accent and the amber pass mark.
CHANCE_COLOR = "#2a9d8f"


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
        for bank in list_banks(self.db, include_deleted=True):
            if bank.deleted and not history.attempt_history(self.db, bank.key, limit=1):
                continue  # a deleted bank stays here only for the attempts made on it
            title = bank.title
            if bank.deleted:
                title = self.tr("{title} (deleted)").format(title=bank.title)
            combo.addItem(title, bank.key)
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
            self.page.progress_table.setRowCount(0)
            self.page.readiness_label.setText("")
            return
        attempts = history.attempt_history(self.db, bank_id)
        table.setRowCount(len(attempts))
        for row, summary in enumerate(attempts):
            per_question = summary.time_used_seconds / summary.total if summary.total else 0.0
            outcome = verdict(summary.passed)
            cells = [
                format_when(summary.finished_at),
                mode_label(summary.mode),
                f"{format_score(summary.percent)} ({summary.correct}/{summary.total})",
                self.tr("{verdict} · timed out").format(verdict=outcome)
                if summary.timed_out
                else outcome,
                self.tr("{used} · {per_question}/q").format(
                    used=format_duration(summary.time_used_seconds),
                    per_question=format_seconds(per_question),
                ),
            ]
            tips = {
                0: format_moment(summary.finished_at),
                4: self.tr("Time used · average time per question"),
            }
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, summary.attempt_id)
                item.setToolTip(tips.get(column, ""))
                table.setItem(row, column, item)
        self._fill_progress(bank_id)
        self._fill_charts(bank_id)
        self.page.fit_tables()

    def _fill_progress(self, bank_id: str) -> None:
        page = self.page
        stats = learning.bank_stats(self.db, bank_id)
        due = stats.due
        text = readiness_text(stats.readiness)
        if due:
            text = self.tr("{readiness} · %n question(s) due for review", "", due).format(
                readiness=text
            )
        page.readiness_label.setText(text)
        page.readiness_label.setToolTip(readiness_tooltip(stats.readiness))
        rows = []
        for topic in stats.topics:
            accuracy = topic.accuracy
            mastery = topic.mastery
            seconds = topic.seconds_per_question
            pace = "" if not seconds else format_seconds(seconds)
            if topic.slower_than_pace:
                pace = self.tr("{time} · slow").format(time=pace)
            right = ""
            if topic.answered and topic.guessed_right:
                right = self.tr(
                    "{correct} of {answered} right, {guessed} of them marked 'I guessed' (shaky)"
                ).format(
                    correct=topic.correct, answered=topic.answered, guessed=topic.guessed_right
                )
            elif topic.answered:
                right = self.tr("{correct} of {answered} right").format(
                    correct=topic.correct, answered=topic.answered
                )
            slow = topic.slower_than_pace and topic.exam_pace is not None
            rows.append(
                [
                    TopicCell(topic.title, topic.title.casefold(), tip=topic.title),
                    TopicCell(str(topic.answered), topic.answered),
                    TopicCell(
                        (NO_VALUE if accuracy is None else format_fraction(accuracy))
                        + (" *" if topic.guessed_right else ""),
                        -1.0 if accuracy is None else accuracy,
                        tip=right,
                    ),
                    TopicCell(
                        NO_VALUE if mastery is None else format_fraction(mastery),
                        -1.0 if mastery is None else mastery,
                        bar=None if mastery is None else mastery * 100,
                    ),
                    TopicCell(
                        pace or NO_VALUE,
                        -1.0 if seconds is None else seconds,
                        tip=slower_than_pace(topic.exam_pace or 0) if slow else "",
                    ),
                ]
            )
        fill_topic_table(page.progress_table, rows, MASTERY_COLUMN)

    def _fill_charts(self, bank_id: str) -> None:
        report = history.weak_area_report(self.db, bank_id)
        points = report.score_trend
        labels = _date_labels([p.finished_at for p in points])
        passing = _pass_mark(self.db, bank_id)
        after: dict[int | str, float] = {
            p.attempt_id: p.readiness.probability * 100
            for p in learning.readiness_trend(self.db, bank_id, limit=max(len(points), 1))
            if p.readiness is not None
        }
        score = ChartSeries(self.tr("Score"), [p.accuracy * 100 for p in points], emphasized=True)
        chance = ChartSeries(
            self.tr("Pass probability"),
            [after.get(p.attempt_id) for p in points],
            color=CHANCE_COLOR,
        )
        self.page.score_chart.set_data(
            labels,
            [score, chance] if any(v is not None for v in chance.values) else [score],
            reference=passing * 100,
            reference_label=self.tr("Pass mark"),
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
    moments = [datetime.fromtimestamp(t).astimezone() for t in timestamps]
    days = [format_short_day(m) for m in moments]
    if len(set(days)) == len(days):
        return days
    return [format_short_day(m, with_time=True) for m in moments]


def _pass_mark(db: Database, bank_id: str) -> float:
    for bank in list_banks(db):
        if bank.key == bank_id:
            return bank.exam.passing_score
    return 0.7
