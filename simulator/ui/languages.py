"""The language of the interface: which one it is, and putting it in place.

Which one: View > Language when the candidate chose one there (remembered in the
settings), else the system's: `LANGUAGE` (a colon-separated list; the first shipped
language in it wins), then `LC_ALL`, `LC_MESSAGES` and `LANG` (`pt_BR.UTF-8`, `es_MX`,
`zh_CN`), then, where none of them is set (Windows, macOS), the system's preferred UI
languages; English when no shipped language matches.

Putting it in place (`install_language`): the app's catalogue and Qt's own
(`qtbase_XX.qm`, the standard dialogs' buttons), QLocale's default (dates, times,
numbers and percentages the language's way) and the layout direction (right to left
for Arabic or Hebrew).

`SHIPPED` is the one list of languages the app offers. A language is added there once
its translation is complete (tests/test_translations.py checks every shipped one);
until then its `.ts` file is work in progress that nobody sees. Translators can try an
unfinished catalogue: `EXAM_SIMULATOR_TRANSLATIONS=DIR` adds the `.qm` (or `.ts`)
files in DIR, which count as shipped for that run (docs/translations.md).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, Qt, QTranslator
from PySide6.QtWidgets import QApplication

from simulator import paths
from simulator.catalogues import built_catalogues

#: The language the source strings are written in.
SOURCE_LANGUAGE = "en"
#: Every language with a catalogue in translations/, by its own name (as View > Language
#: lists it, so a candidate finds theirs whatever language the app is in).
LANGUAGE_NAMES: Mapping[str, str] = {
    "en": "English",
    "es": "Español",
    "pt_BR": "Português (Brasil)",
    "fr": "Français",
    "de": "Deutsch",
    "ru": "Русский",
    "zh_CN": "简体中文",
}
#: The languages the app offers: complete translations only (English is the source; its
#: catalogue holds the plural forms). The one place a finished language is added.
SHIPPED: tuple[str, ...] = ("en", "es", "pt_BR", "fr", "de", "ru", "zh_CN")
#: A folder of extra catalogues (`<code>.qm` or `.ts`), tried before the bundled ones.
EXTRA_CATALOGUES_ENV = "EXAM_SIMULATOR_TRANSLATIONS"
#: The environment variables that name the language, in the order they are consulted.
LANGUAGE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
#: Chinese written in traditional characters: not served by the simplified catalogue.
_TRADITIONAL_CHINESE = frozenset({"TW", "HK", "MO", "HANT"})
_TRANSLATOR_NAME = "examSimulatorTranslator"
_LANGUAGE_PROPERTY = "examSimulatorLanguage"


def extra_catalogues() -> Path | None:
    """The folder `EXAM_SIMULATOR_TRANSLATIONS` names, if it is one."""
    folder = os.environ.get(EXTRA_CATALOGUES_ENV)
    return Path(folder) if folder and Path(folder).is_dir() else None


def offered_languages() -> tuple[str, ...]:
    """The shipped languages, and any a translator's catalogue folder adds for this run."""
    extra = extra_catalogues()
    if extra is None:
        return SHIPPED
    added = sorted({p.stem for p in [*extra.glob("*.qm"), *extra.glob("*.ts")]} - set(SHIPPED))
    return (*SHIPPED, *added)


def language_name(code: str) -> str:
    """A language by its own name ("Español"); Qt's name for one without an entry."""
    return LANGUAGE_NAMES.get(code) or QLocale(code).nativeLanguageName() or code


def match_language(tag: str, offered: tuple[str, ...] = SHIPPED) -> str | None:
    """The offered language `tag` asks for: "pt_BR.UTF-8" -> "pt_BR", "es_MX" -> "es",
    "pt" -> "pt_BR", "en-GB" -> "en"; None for "C", "POSIX" or a language not offered."""
    tag = tag.split(".", 1)[0].split("@", 1)[0].replace("-", "_").strip()
    language, _, rest = tag.partition("_")
    language = language.lower()
    if not language or language in ("c", "posix"):
        return None
    region = rest.upper()
    for wanted in (f"{language}_{region}".lower(), language):  # the exact one first
        for code in offered:
            if code.lower() == wanted:
                return code
    for code in offered:
        code_language = code.partition("_")[0]
        if code_language.lower() != language:
            continue
        if language == "zh" and (set(region.split("_")) & _TRADITIONAL_CHINESE):
            continue  # Taiwan and Hong Kong read traditional characters, not simplified
        return code
    return None


def system_language(
    environ: Mapping[str, str] | None = None, offered: tuple[str, ...] | None = None
) -> str:
    """The language the system asks for (module docstring), or English."""
    environ = os.environ if environ is None else environ
    offered = offered_languages() if offered is None else offered
    tags = [tag for tag in environ.get("LANGUAGE", "").split(":") if tag]
    tags += [environ[name] for name in LANGUAGE_VARIABLES[1:] if environ.get(name)]
    if not tags:  # Windows and macOS say it through Qt
        tags = [str(tag) for tag in QLocale.system().uiLanguages()]
    for tag in tags:
        code = match_language(tag, offered)
        if code is not None:
            return code
    return SOURCE_LANGUAGE


def chosen_language(override: str = "") -> str:
    """The language to use: `override` (View > Language) if offered, else the system's."""
    offered = offered_languages()
    if override in offered:
        return override
    return system_language(offered=offered)


def formatting_locale(code: str) -> QLocale:
    """How dates and numbers are written in `code`: the system's own locale when it is of
    that language (es_MX keeps Mexico's ways; English keeps the user's English, or C),
    else the language's main locale (es -> es_ES)."""
    system = QLocale.system()
    wanted = QLocale(code)
    if code == SOURCE_LANGUAGE and system.language() == QLocale.Language.C:
        return system
    same_region = "_" not in code or system.territory() == wanted.territory()
    if system.language() == wanted.language() and same_region:
        return system
    return wanted


def current_language() -> str | None:
    """The language installed in this application, or None before the first."""
    app = QCoreApplication.instance()
    value = app.property(_LANGUAGE_PROPERTY) if app is not None else None
    return str(value) if value else None


def install_language(code: str) -> bool:
    """Put `code` in place in the running application (module docstring); False when it
    was already there. Safe to call again with another language: the previous
    catalogues are taken out first."""
    app = QCoreApplication.instance()
    if app is None or current_language() == code:
        return False
    for old in app.findChildren(QTranslator, _TRANSLATOR_NAME):
        QCoreApplication.removeTranslator(old)
        old.deleteLater()
    for catalogue in _catalogues(code):
        translator = QTranslator(app)
        translator.setObjectName(_TRANSLATOR_NAME)
        if translator.load(str(catalogue)):
            QCoreApplication.installTranslator(translator)
        else:
            translator.deleteLater()
    locale = formatting_locale(code)
    QLocale.setDefault(locale)
    if isinstance(app, QApplication):
        app.setLayoutDirection(
            Qt.LayoutDirection.RightToLeft
            if QLocale(code).textDirection() == Qt.LayoutDirection.RightToLeft
            else Qt.LayoutDirection.LeftToRight
        )
    app.setProperty(_LANGUAGE_PROPERTY, code)
    return True


def _catalogues(code: str) -> list[Path]:
    """The files to load for `code`: Qt's standard dialogs first, then the app's own
    (installed last, so it is asked first)."""
    if code == SOURCE_LANGUAGE:
        folders = _app_folders()
        own = [f / f"{code}.qm" for f in folders if (f / f"{code}.qm").is_file()]
        return own[:1]  # English needs only its plural forms
    found: list[Path] = []
    qt_name = f"qtbase_{code}.qm"
    qt_folders = [
        *_app_folders(),
        Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
    ]
    found += [f / qt_name for f in qt_folders if (f / qt_name).is_file()][:1]
    found += [f / f"{code}.qm" for f in _app_folders() if (f / f"{code}.qm").is_file()][:1]
    return found


def _app_folders() -> list[Path]:
    """Where the app's catalogues are: a translator's folder first, then the bundled one."""
    folders = []
    extra = extra_catalogues()
    if extra is not None:
        folders.append(built_catalogues(extra))
    bundled = paths.translations_dir()
    if bundled is not None:
        folders.append(built_catalogues(bundled))
    return folders
