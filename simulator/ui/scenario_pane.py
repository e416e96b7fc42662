"""The case study beside its questions: a pane that stays while they change (layout only).

Case-study sections of certification exams show the scenario (a company, its systems,
its requirements, an exhibit) next to each of its questions, so the candidate reads it
once and goes back to it at will. `ScenarioPane` is that pane: the scenario's title, its
Markdown text and images, in a scroll area of its own. Showing the scenario already on
screen does nothing at all, so moving between questions of one scenario costs no
rendering and keeps the candidate's scroll position. `scenario_box` is the same text,
folded, for one question of the results review.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QSplitter, QVBoxLayout, QWidget

from simulator.domain.model import Scenario
from simulator.formats.exhibits import exhibit_references
from simulator.ui.exhibits import ExhibitPanel
from simulator.ui.layout import scroll_area
from simulator.ui.links import follow_links_safely
from simulator.ui.markdown import to_html, to_plain
from simulator.ui.qtutil import plain_tip
from simulator.ui.wide_text import FittedLabel, WideText

#: Loads an exhibit's bytes by name (None when the bank has no such image).
ImageLoader = Callable[[str], bytes | None]


def scenario_label(parent: QWidget | None = None) -> FittedLabel:
    """A label for a scenario's Markdown as rich text: selectable, web links open on a click."""
    label = FittedLabel(parent)
    label.setObjectName("scenarioText")
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.RichText)
    follow_links_safely(label)
    label.setTextInteractionFlags(
        Qt.TextInteractionFlag.TextSelectableByMouse | Qt.TextInteractionFlag.LinksAccessibleByMouse
    )
    return label


def scenario_text(parent: QWidget | None = None) -> WideText:
    """A scenario's text: prose wraps to the room there is, a code line wider than that
    scrolls sideways under the text (a scenario's configuration listing often is)."""
    label = scenario_label()
    text = WideText(
        label,
        "scenarioTextScroll",
        QCoreApplication.translate("ScenarioPane", "Scenario text"),
    )
    text.setParent(parent)
    return text


def fill_scenario_text(text: WideText, scenario: Scenario) -> None:
    """Show the scenario; a screen reader names it by the title and reads the text."""
    text.set_html(to_html(scenario.text))
    text.label.setAccessibleName(scenario.title)
    text.label.setAccessibleDescription(to_plain(scenario.text))


class ScenarioPane(QFrame):
    """The scenario of the question on screen, scrolled where the candidate left it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scenarioPane")
        self.setMinimumWidth(220)
        self.setAccessibleName(self.tr("Scenario"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 16, 12, 16)
        layout.setSpacing(8)
        self.kicker = QLabel(self.tr("Case study"))
        self.kicker.setObjectName("scenarioKicker")
        self.kicker.setProperty("muted", True)
        layout.addWidget(self.kicker)
        self.title = QLabel()
        self.title.setObjectName("scenarioTitle")
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # a bank's text, shown as written
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.text_scroll = scroll_area("scenarioScroll", sideways=False)
        # Tab reaches it and the arrows and Page Up/Down then scroll the scenario.
        self.text_scroll.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.text_scroll.setAccessibleName(self.tr("Scenario text"))
        content = QWidget()
        content.setObjectName("scenarioContent")
        self._column = QVBoxLayout(content)
        self._column.setContentsMargins(0, 0, 8, 0)
        self._column.setSpacing(8)
        self.wide_text = scenario_text()
        self._column.addWidget(self.wide_text)
        self.exhibits = ExhibitPanel()
        self._column.addWidget(self.exhibits)
        self._column.addStretch(1)
        self.text_scroll.setWidget(content)
        layout.addWidget(self.text_scroll, 1)
        self.scenario: Scenario | None = None

    def show_scenario(self, scenario: Scenario, load: ImageLoader) -> bool:
        """Show `scenario`; nothing happens when it is the one shown already (its scroll
        position stays). Whether anything was rendered."""
        if scenario == self.scenario:
            return False
        self.scenario = scenario
        self.title.setText(scenario.title)
        self.title.setToolTip(plain_tip(scenario.title))
        fill_scenario_text(self.wide_text, scenario)
        self.exhibits.show_exhibits(exhibit_references(scenario.text), load)
        self.text_scroll.verticalScrollBar().setValue(0)
        return True


def scenario_box(scenario: Scenario) -> tuple[QPushButton, QWidget]:
    """A results-review card's scenario: a toggle button and the text below it, hidden
    until asked for (its images show as their descriptions, as the card's prompt does)."""

    title = scenario.title if len(scenario.title) <= 60 else scenario.title[:59] + "…"

    def text(shown: bool) -> str:
        if shown:
            return QCoreApplication.translate("ScenarioPane", "Hide the scenario")
        return QCoreApplication.translate("ScenarioPane", "Show the scenario: {title}").format(
            title=title
        )

    toggle = QPushButton(text(False))
    toggle.setObjectName("reviewScenarioToggle")
    toggle.setCheckable(True)
    toggle.setAccessibleName(QCoreApplication.translate("ScenarioPane", "Show the scenario"))
    box = QFrame()
    box.setObjectName("reviewScenario")
    column = QVBoxLayout(box)
    column.setContentsMargins(12, 4, 0, 4)
    shown_text = scenario_text(box)
    fill_scenario_text(shown_text, scenario)
    column.addWidget(shown_text)
    box.setVisible(False)
    toggle.toggled.connect(box.setVisible)
    toggle.toggled.connect(lambda shown: toggle.setText(text(shown)))
    return toggle, box


class ScenarioSplit(QSplitter):
    """The scenario pane beside the question card, and the header button that shows it.

    The pane and its button appear for a question of a case study only. On a wide
    window the pane stands beside the question, and the candidate drags the handle to
    give either more room; on a small one (`fit(narrow=True)`) two columns would squeeze
    both, so the pane starts folded into its button and, opened, takes the question's
    place until the candidate hides it or moves to another question.
    """

    def __init__(self, question: QWidget, button: QPushButton) -> None:
        super().__init__(Qt.Orientation.Horizontal)
        self.setObjectName("scenarioSplitter")
        self.setChildrenCollapsible(False)
        self.setHandleWidth(10)
        self.pane = ScenarioPane()
        self.pane.setVisible(False)
        self.question = question
        self.addWidget(self.pane)
        self.addWidget(question)
        self.setStretchFactor(0, 2)
        self.setStretchFactor(1, 3)
        self.button = button
        button.setObjectName("scenarioButton")
        button.setCheckable(True)
        button.setAccessibleName(self.tr("Show the scenario"))
        button.setToolTip(self.tr("Show or hide the case study these questions share (Alt+S)"))
        button.setVisible(False)
        button.toggled.connect(self._toggled)
        self.has_scenario = False
        self.narrow = False
        self._wanted: bool | None = None  # the candidate's choice; None: by the width

    @staticmethod
    def button_texts() -> tuple[str, str]:
        """The header button's two texts: with the pane open, and closed."""
        return (
            QCoreApplication.translate("ScenarioSplit", "Hide scenario"),
            QCoreApplication.translate("ScenarioSplit", "Show scenario"),
        )

    def show_for(self, has_scenario: bool) -> None:
        """The pane and its button for a question with a scenario, neither without one."""
        if has_scenario == self.has_scenario and not self.narrow:
            return  # as before: nothing to lay out on the way to the next question
        self.has_scenario = has_scenario
        if self.narrow:
            self._wanted = None  # a small window shows each new question first
        self._fit()

    def fit(self, narrow: bool) -> None:
        """Called as the page's width crosses its narrow mark (and on every resize)."""
        if narrow == self.narrow:
            return
        self.narrow = narrow
        self._wanted = None
        self._fit()

    def toggle(self) -> None:
        """Alt+S: open the scenario with the keys in it (arrows scroll it), or close it."""
        if not self.has_scenario:
            return
        self.button.toggle()
        if self.pane.isVisible():
            self.pane.text_scroll.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def when_question_shown(self, action: Callable[[], object]) -> Callable[[], None]:
        """`action`, run only while the question is in sight: on a small window whose
        scenario covers the question, the first call folds the scenario away instead."""

        def run() -> None:
            if self.narrow and self.has_scenario and self.question.isHidden():
                self._wanted = False
                self._fit()
                return
            action()

        return run

    def _toggled(self, shown: bool) -> None:
        self._wanted = shown
        self._fit()

    def _fit(self) -> None:
        wanted = self._wanted if self._wanted is not None else not self.narrow
        shown = self.has_scenario and wanted
        self.button.setVisible(self.has_scenario)
        self.button.blockSignals(True)
        self.button.setChecked(shown)
        self.button.blockSignals(False)
        self.button.setText(self.button_texts()[0 if shown else 1])
        self.pane.setVisible(shown)
        self.question.setVisible(not (shown and self.narrow))
        if shown and not self.narrow:
            sizes = self.sizes()
            if sizes[0] < self.pane.minimumSizeHint().width():
                # First shown (a hidden pane has no width yet): two fifths of the room.
                total = sum(sizes) or self.width()
                self.setSizes([total * 2 // 5, total - total * 2 // 5])
