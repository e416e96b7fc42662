"""History page view: past attempts of a bank, score and topic trends (layout only)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from simulator.ui.chart import TrendChart
from simulator.ui.layout import card, muted, page_layout, page_title, read_only_table, section_title

ATTEMPT_COLUMNS = ("Date", "Mode", "Score", "Result", "Time")


class HistoryPage(QWidget):
    """Attempts table (double-click or Enter opens the review) beside two trend charts."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = page_layout(self)
        header = QHBoxLayout()
        header.addWidget(page_title("History"))
        header.addStretch(1)
        header.addWidget(QLabel("Bank"))
        self.bank_combo = QComboBox()
        self.bank_combo.setObjectName("historyBankCombo")
        self.bank_combo.setAccessibleName("Bank")
        self.bank_combo.setMinimumContentsLength(24)
        header.addWidget(self.bank_combo)
        outer.addLayout(header)

        body = QHBoxLayout()
        body.setSpacing(16)
        table_card, table_layout = card(self)
        table_layout.addWidget(section_title("Attempts"))
        self.attempt_table = read_only_table(
            ATTEMPT_COLUMNS, "historyTable", "Past attempts", row_selection=True
        )
        self.attempt_table.setAlternatingRowColors(True)
        header_view = self.attempt_table.horizontalHeader()
        header_view.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header_view.setStretchLastSection(True)
        table_layout.addWidget(self.attempt_table)
        self.table_hint = muted("Double-click an attempt to review it.")
        table_layout.addWidget(self.table_hint)
        body.addWidget(table_card, 1)

        charts = QVBoxLayout()
        charts.setSpacing(16)
        score_card, score_layout = card(self)
        self.score_chart = TrendChart(title="Score over time")
        self.score_chart.setObjectName("scoreChart")
        score_layout.addWidget(self.score_chart)
        charts.addWidget(score_card, 1)
        topic_card, topic_layout = card(self)
        self.topic_chart = TrendChart(title="Accuracy by topic")
        self.topic_chart.setObjectName("topicChart")
        topic_layout.addWidget(self.topic_chart)
        charts.addWidget(topic_card, 1)
        body.addLayout(charts, 1)
        outer.addLayout(body, 1)
        self.attempt_table.setCornerButtonEnabled(False)
        self.attempt_table.setWordWrap(False)
        self.attempt_table.setTextElideMode(Qt.TextElideMode.ElideRight)
