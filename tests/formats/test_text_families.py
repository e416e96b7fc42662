"""Plain-text families of the third round: an attempt's review exported with "my answer"
and "correct answer" on one line (Chaoxing, Moodle reviews), numbered questions whose
notes run on without blank lines, right choices starred (Respondus, text2qti), and
ticks that must not be read into a choice's own text (`C++`)."""

from __future__ import annotations

from pathlib import Path

import pytest
from formats_helpers import read, right, texts

from simulator.formats.grammar import answer_value, ticked

REVIEW = """计算机信息安全题库
题量： 3 满分： 3.0
一. 单选题（共 1 题，1.0 分）
1. (单选题, 1.0 分) (1分) HTTPS相较于HTTP增加了哪一层的安全保障?
A. 传输层安全
B. 应用层安全
我的答案:B正确答案:A
答案解析：TLS 在传输层之上。
知识点：
0.0分
二. 多选题（共 1 题，1.0 分）
2. (多选题, 1.0 分) (1分) MS-17-010漏洞的影响范围包括( )。
A. Windows XP
B. Windows 8.1
C. Windows 95
我的答案:正确答案:AB
答案解析：
知识点：
0.0分
三. 判断题（共 1 题，1.0 分）
3. (判断题, 1.0 分) (1分)完全备份是最耗费存储空间的备份方式。
正确
错误
A. 对
B. 错
我的答案:正确答案:对
答案解析：
"""

STARRED = """Title: Multiple Choice Example
Points: 1
1.  What is 2+3?
... General question feedback.
+   Feedback for correct answer.
-   Feedback for incorrect answer.
a)  6
b)  1
*c) 5

Title: Multiple Answers Example
Points: 2
2.  Which of the following are dinosaurs?
[ ] Woolly mammoth
[*] Tyrannosaurus rex
[*] Triceratops

3) Who determined the exact speed of light?
a. Albert Einstein
*b) Albert Michelson
c) Thomas Edison
"""


def _text(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "questions.txt"
    path.write_text(text, encoding="utf-8")
    return path


def test_an_exported_review_keys_the_correct_answer_not_mine(tmp_path: Path) -> None:
    converted = read(_text(tmp_path, REVIEW))
    first, second, third = converted.bank.questions
    assert (first.prompt, right(first)) == (
        "HTTPS相较于HTTP增加了哪一层的安全保障?",
        ["传输层安全"],
    )
    assert first.explanation.short == "TLS 在传输层之上。"
    assert (second.prompt, right(second)) == (
        "MS-17-010漏洞的影响范围包括( )。",  # not the notes after question 1
        ["Windows XP", "Windows 8.1"],
    )
    assert (third.prompt, texts(third), right(third)) == (
        "完全备份是最耗费存储空间的备份方式。",  # without the 正确/错误 printed above
        ["对", "错"],
        ["对"],
    )
    ignored = [w for w in converted.warnings if "ignored text" in w.message]
    assert [w.line for w in ignored] == [1]  # the file's title, once


@pytest.mark.parametrize(
    ("line", "value"),
    [
        ("Your answer: A (incorrect). Correct answer: B", "B"),
        ("Sua resposta: A Resposta correta: C", "C"),
        ("我的答案:B正确答案:C", "C"),
        ("Your answer: B", None),  # the candidate's answer is not the key
        ("我的答案:B", None),
    ],
)
def test_my_answer_then_the_correct_one(line: str, value: str | None) -> None:
    assert answer_value(line) == value


def test_starred_choices_boxes_and_feedback_lines(tmp_path: Path) -> None:
    converted = read(_text(tmp_path, STARRED))
    sums, dinosaurs, light = converted.bank.questions
    assert (sums.prompt, texts(sums), right(sums)) == ("What is 2+3?", ["6", "1", "5"], ["5"])
    assert sums.explanation.short == "General question feedback."
    assert right(dinosaurs) == ["Tyrannosaurus rex", "Triceratops"]
    assert right(light) == ["Albert Michelson"]
    assert not [w for w in converted.warnings if "ignored text" in w.message]  # Title/Points


def test_a_plus_plus_of_the_text_is_not_a_tick() -> None:
    assert ticked("C++") == ("C++", False)
    assert ticked("Notepad++") == ("Notepad++", False)
    assert ticked("Paris ++") == ("Paris", True)
    assert ticked("Todas las anteriores+++") == ("Todas las anteriores", True)
