"""Images next to a source become exhibits; nothing outside its folder, nothing from the web."""

from __future__ import annotations

import base64
import os
from pathlib import Path

import pytest
from formats_helpers import FIXTURES, read

from simulator.formats import exhibits
from simulator.formats.exhibits import ExhibitShelf, image_type, safe_name

PNG = (FIXTURES / "markdown" / "images" / "topology.png").read_bytes()


def page(folder: Path, *images: str) -> Path:
    source = folder / "exam.md"
    refs = " ".join(f"![pic]({src})" for src in images)
    source.write_text(f"### Which?\n\n{refs}\n\n- [x] this\n- [ ] that\n", encoding="utf-8")
    return source


def test_an_absolute_path_inside_the_folder_is_read(tmp_path: Path) -> None:
    (tmp_path / "pic.png").write_bytes(PNG)
    converted = read(page(tmp_path, str(tmp_path / "pic.png")))
    assert [e.name for e in converted.bank.exhibits] == ["pic.png"]
    assert converted.bank.questions[0].prompt.startswith("Which?\n\n![pic](pic.png)")


@pytest.mark.skipif(os.name != "posix", reason="symbolic links")
def test_a_link_that_leads_outside_the_folder_is_refused(tmp_path: Path) -> None:
    outside = tmp_path / "secret.png"
    outside.write_bytes(PNG)
    folder = tmp_path / "exam"
    folder.mkdir()
    (folder / "pic.png").symlink_to(outside)
    converted = read(page(folder, "pic.png", "/etc/hostname"))
    assert converted.bank.exhibits == ()
    messages = [w.message for w in converted.warnings]
    assert sum("outside the file's folder" in m for m in messages) == 2


def test_one_picture_referred_to_twice_is_one_exhibit(tmp_path: Path) -> None:
    (tmp_path / "pic.png").write_bytes(PNG)
    converted = read(page(tmp_path, "pic.png", "./pic.png"))
    assert [e.name for e in converted.bank.exhibits] == ["pic.png"]


def test_the_images_of_one_file_have_a_total_limit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(exhibits, "MAX_EXHIBITS_TOTAL", len(PNG) + 10)
    (tmp_path / "a.png").write_bytes(PNG)
    (tmp_path / "b.png").write_bytes(PNG + b"\0")
    converted = read(page(tmp_path, "a.png", "b.png"))
    assert [e.name for e in converted.bank.exhibits] == ["a.png"]
    assert any("left out: the file's images pass" in w.message for w in converted.warnings)


def test_images_are_recognised_by_their_content() -> None:
    assert image_type(PNG) == "image/png"
    assert image_type(b"\xff\xd8\xff\xe0rest") == "image/jpeg"
    assert image_type(b"GIF89a...") == "image/gif"
    assert image_type(b"RIFF\0\0\0\0WEBPVP8 ") == "image/webp"
    assert image_type(b'<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>') == (
        "image/svg+xml"
    )
    assert image_type(b"#!/bin/sh\nrm -rf /\n") is None


@pytest.mark.parametrize(
    ("name", "safe"),
    [
        ("../../etc/passwd", "etc/passwd"),
        ("/abs/pic.png", "abs/pic.png"),
        ("Group 29.png", "Group-29.png"),
        ("a\\b.png", "a/b.png"),
        ("..", "image"),
    ],
)
def test_exhibit_names_are_safe_relative_paths(name: str, safe: str) -> None:
    assert safe_name(name) == safe


def test_a_data_address_is_decoded_and_never_fetched_otherwise() -> None:
    shelf = ExhibitShelf(None, "x.md")
    markdown = shelf.image("data:image/png;base64," + base64.b64encode(PNG).decode(), "dot", 3)
    assert markdown.startswith("![dot](images/inline-") and shelf.exhibits[0].data == PNG
    assert shelf.image("https://example.com/a.png", "", 4) == "[image](https://example.com/a.png)"
    assert [p.line for p in shelf.problems] == [4]


def test_exhibit_references_in_order_once_each_with_alt_text_unescaped() -> None:
    markdown = (
        'See ![The 3\\*3 grid](grid.png "Figure 1") and ![](<plot.svg>).\n'
        "Again: ![other alt](grid.png). Not an image: [link](page.html)"
    )
    assert exhibits.exhibit_references(markdown) == [("The 3*3 grid", "grid.png"), ("", "plot.svg")]
    assert exhibits.referenced_names([markdown, "![x](more.png)"]) == {
        "grid.png",
        "plot.svg",
        "more.png",
    }
