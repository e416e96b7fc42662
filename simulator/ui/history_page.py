"""History page view: past attempts of a bank, progress by topic, trends (layout only).

Wide windows show the attempts and topic tables beside the charts; narrower ones
stack them, and the whole page scrolls, so a 1024x600 screen loses nothing.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from simulator.ui.chart import TrendChart
from simulator.ui.layout import (
    card,
    keep_topic_readable,
    muted,
    page_title,
    read_only_table,
    scrolling_page,
    section_title,
    stack_when_narrow,
    text_label,
)
from simulator.ui.widgets import topic_table

MASTERY_COLUMN = 3
#: Below this page width the tables and the charts are stacked.
STACK_WIDTH = 1200
#: The attempts table shows this many rows before it scrolls on its own.
VISIBLE_ATTEMPTS = 8


class HistoryPage(QWidget):
    """Attempts (double-click or Enter opens the review), topic progress, two trend charts."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        content = scrolling_page(self, "history")
        outer = QVBoxLayout(content)
        outer.setContentsMargins(28, 20, 28, 20)
        outer.setSpacing(14)
        header = QHBoxLayout()
        header.addWidget(page_title(self.tr("History")))
        header.addStretch(1)
        header.addWidget(QLabel(self.tr("Bank")))
        self.bank_combo = QComboBox()
        self.bank_combo.setObjectName("historyBankCombo")
        self.bank_combo.setAccessibleName(self.tr("Bank"))
        self.bank_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.bank_combo.setMinimumContentsLength(18)
        header.addWidget(self.bank_combo)
        outer.addLayout(header)
        self.readiness_label = text_label()
        self.readiness_label.setObjectName("historyReadiness")
        self.readiness_label.setWordWrap(True)
        outer.addWidget(self.readiness_label)

        self.body = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.body.setSpacing(16)
        tables = QVBoxLayout()
        tables.setSpacing(16)
        tables.addWidget(self._attempts_card())
        tables.addWidget(self._progress_card())
        tables.addStretch(1)
        self.body.addLayout(tables, 3)
        charts = QVBoxLayout()
        charts.setSpacing(16)
        score_card, score_layout = card(self)
        self.score_chart = TrendChart(title=self.tr("Score and pass probability"))
        self.score_chart.setObjectName("scoreChart")
        self.score_chart.setMinimumHeight(240)
        score_layout.addWidget(self.score_chart)
        charts.addWidget(score_card, 1)
        topic_card, topic_layout = card(self)
        self.topic_chart = TrendChart(title=self.tr("Accuracy by topic"))
        self.topic_chart.setObjectName("topicChart")
        self.topic_chart.setMinimumHeight(260)
        topic_layout.addWidget(self.topic_chart)
        charts.addWidget(topic_card, 1)
        self.body.addLayout(charts, 2)
        outer.addLayout(self.body, 1)

    def _attempts_card(self) -> QWidget:
        table_card, table_layout = card(self)
        table_layout.addWidget(section_title(self.tr("Attempts")))
        columns = (
            self.tr("Date"),
            self.tr("Mode"),
            self.tr("Score"),
            self.tr("Result"),
            self.tr("Time"),
        )
        table = read_only_table(
            columns, "historyTable", self.tr("Past attempts"), row_selection=True
        )
        table.setAlternatingRowColors(True)
        table.setCornerButtonEnabled(False)
        table.setWordWrap(False)
        table.setTextElideMode(Qt.TextElideMode.ElideRight)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.attempt_table = table
        table_layout.addWidget(table)
        self.table_hint = muted(
            self.tr("Double-click an attempt (or select it and press Enter) to review it.")
        )
        table_layout.addWidget(self.table_hint)
        return table_card

    def _progress_card(self) -> QWidget:
        progress_card, layout = card(self)
        layout.addWidget(section_title(self.tr("Progress by topic")))
        columns = (
            self.tr("Topic"),
            self.tr("Answers"),
            self.tr("Accuracy"),
            self.tr("Mastery"),
            self.tr("Avg. time"),
        )
        table = topic_table(
            columns, "topicProgressTable", self.tr("Progress by topic"), MASTERY_COLUMN
        )
        self.progress_table = table
        layout.addWidget(table)
        self.progress_note = muted(
            self.tr(
                "Mastery: the estimated chance you know a question of the topic now; recent "
                "answers count more, and answers marked 'I guessed' count as half known. "
                "* some right answers were guesses (hover for how many)."
            )
        )
        self.progress_note.setWordWrap(True)
        layout.addWidget(self.progress_note)
        return progress_card

    def fit_tables(self) -> None:
        """The topic table as tall as its rows; the attempts table up to a screenful."""
        fit_rows(self.progress_table, self.progress_table.rowCount())
        keep_topic_readable(self.progress_table)
        fit_rows(self.attempt_table, min(max(self.attempt_table.rowCount(), 3), VISIBLE_ATTEMPTS))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        stack_when_narrow(self.body, event.size().width(), STACK_WIDTH)


def fit_rows(table: QTableWidget, rows: int) -> None:
    """Make `table` exactly `rows` rows tall (it scrolls beyond them)."""
    row_height = (
        table.rowHeight(0) if table.rowCount() else table.verticalHeader().defaultSectionSize()
    )
    height = rows * row_height + table.horizontalHeader().height() + 2 * table.frameWidth() + 4
    table.setFixedHeight(height)
