"""Which language the interface speaks: the system's (LANGUAGE, LC_ALL, LC_MESSAGES,
LANG) matched against the shipped ones, else English."""

from __future__ import annotations

import pytest

from simulator.ui.languages import match_language, system_language

OFFERED = ("en", "es", "pt_BR", "zh_CN")


@pytest.mark.parametrize(
    ("tag", "code"),
    [
        ("es", "es"),
        ("es_MX.UTF-8", "es"),
        ("es-AR", "es"),
        ("pt_BR.UTF-8", "pt_BR"),
        ("pt", "pt_BR"),
        ("pt_PT", "pt_BR"),
        ("en_GB.UTF-8", "en"),
        ("zh_CN", "zh_CN"),
        ("zh", "zh_CN"),
        ("zh_TW.UTF-8", None),  # traditional characters: not the simplified catalogue
        ("zh_Hant_HK", None),
        ("de_DE@euro", None),
        ("C", None),
        ("C.UTF-8", None),
        ("POSIX", None),
        ("", None),
    ],
)
def test_a_locale_name_finds_its_language(tag: str, code: str | None) -> None:
    assert match_language(tag, OFFERED) == code


def test_an_exact_region_comes_before_the_language_alone() -> None:
    assert match_language("en_XA", ("en", "en_XA")) == "en_XA"
    assert match_language("en_US", ("en", "en_XA")) == "en"


@pytest.mark.parametrize(
    ("environment", "code"),
    [
        ({"LANGUAGE": "es", "LANG": "C.UTF-8"}, "es"),  # LANGUAGE wins even over C
        ({"LANGUAGE": "it:pt_BR:es", "LANG": "en_US.UTF-8"}, "pt_BR"),  # first shipped one
        ({"LANGUAGE": "it", "LANG": "es_ES.UTF-8"}, "es"),  # none in LANGUAGE: on to LANG
        ({"LC_ALL": "pt_BR.UTF-8", "LANG": "es_ES.UTF-8"}, "pt_BR"),
        ({"LC_MESSAGES": "zh_CN.UTF-8", "LANG": "es_ES.UTF-8"}, "zh_CN"),
        ({"LANGUAGE": "en:es"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "de_DE.UTF-8"}, "en"),  # not shipped: English
        ({"LANGUAGE": "", "LC_ALL": "", "LANG": "es_CL.UTF-8"}, "es"),
    ],
)
def test_the_environment_chooses_the_language(environment: dict[str, str], code: str) -> None:
    assert system_language(environment, OFFERED) == code
