"""Which links bank text may hold, and the one way the app opens a link.

Bank text comes from whoever wrote the bank. A link in it is opened by the desktop,
which runs whatever handles its scheme: `file:///usr/bin/xterm` starts a program,
`smb://host/share` sends the user's Windows credentials to that host. So only web and
mail addresses are links: `markdown.to_html` shows every other link as text, and a
label that lets the candidate follow links sends a click to `open_link`, which checks
the scheme again before the desktop sees it.
"""

from __future__ import annotations

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QLabel

#: The schemes a click may hand to the desktop.
SAFE_SCHEMES = frozenset({"http", "https", "mailto"})


def is_safe_link(url: str | QUrl) -> bool:
    """An absolute http, https or mailto address (scheme compared as Qt parses it)."""
    parsed = QUrl(url) if isinstance(url, str) else url
    return parsed.isValid() and parsed.scheme().lower() in SAFE_SCHEMES


def open_link(url: str | QUrl) -> bool:
    """Open a web or mail address with the desktop's handler; refuse anything else."""
    parsed = QUrl(url) if isinstance(url, str) else url
    if not is_safe_link(parsed):
        return False
    return QDesktopServices.openUrl(parsed)


def follow_links_safely(label: QLabel) -> None:
    """Let a click on a link in `label` open it, through `open_link` only (Qt's own
    `openExternalLinks` would hand any scheme to the desktop)."""
    label.setOpenExternalLinks(False)
    label.linkActivated.connect(open_link)
