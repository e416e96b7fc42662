"""Markdown families of the third round: the answer as a heading inside `<details>`, code
spans that hold HTML, right choices shown in a colour (exported Chinese banks), and a
section heading over numbered questions that carry their points."""

from __future__ import annotations

from pathlib import Path

from formats_helpers import read, right, texts

from simulator.formats.grammar import question_number_prefix

ANSWER_HEADING = """## Básicas

###### 1. Qual propriedade altera a cor de fundo de um `<div>`?

- A) background-color
- B) color
- C) bgcolor

<details><summary><b>Resposta</b></summary>
<p>

#### Resposta: A) `background-color`

Ela define a cor de fundo de um elemento.

</p>
</details>

---

###### 2. O que a propriedade `z-index` controla?

- A) Tamanho
- B) Posição

<details><summary><b>Resposta</b></summary>
<p>

#### Resposta: B) Posição

</p>
</details>
"""

COLOURED = """# 计算机信息安全题库

## 一、单选题

**1. (1分) HTTPS相较于HTTP增加了哪一层的安全保障?**

- A. <font color='red'>传输层安全</font>
- B. 应用层安全
- C. 会话层安全

**2. (1分)对称密码在加密和解密过程中使用的是()?**

- A. <font color='red'>相同的密钥</font>
- B. 不同的密钥

## 二、多选题

**3. (1分) MS-17-010漏洞的影响范围包括( )。**

- A. <font color='red'>Windows XP</font>
- B. <font color='red'>Windows 8.1</font>
- C. Windows 95

**4. (1分)MD5和SHA在以下哪些方面存在区别?**

- A. <font color='red'>输出长度</font>
- B. <font color='red'>安全性</font>

**5. (1分)身份认证技术的主要目的是什么?**

- A. 监控用户行为
- B. <span style="color: red">确保用户身份的真实性</span>
"""


def _page(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "quiz.md"
    path.write_text(text, encoding="utf-8")
    return path


def test_the_answer_as_a_heading_inside_details(tmp_path: Path) -> None:
    bank = read(_page(tmp_path, ANSWER_HEADING)).bank
    first, second = bank.questions
    assert (right(first), right(second)) == (["background-color"], ["Posição"])
    assert first.explanation.short == "Ela define a cor de fundo de um elemento."
    assert first.prompt == "Qual propriedade altera a cor de fundo de um `<div>`?"  # code kept


def test_right_choices_shown_in_a_colour(tmp_path: Path) -> None:
    bank = read(_page(tmp_path, COLOURED)).bank
    assert [right(q) for q in bank.questions] == [
        ["传输层安全"],
        ["相同的密钥"],
        ["Windows XP", "Windows 8.1"],
        ["输出长度", "安全性"],  # every choice in the page's colour: all of them right
        ["确保用户身份的真实性"],
    ]
    assert texts(bank.questions[0]) == ["传输层安全", "应用层安全", "会话层安全"]


def test_a_section_heading_over_numbered_questions(tmp_path: Path) -> None:
    bank = read(_page(tmp_path, COLOURED)).bank
    first = bank.questions[0]
    assert first.prompt == "HTTPS相较于HTTP增加了哪一层的安全保障?"  # no heading, number or points
    assert [t.title for t in bank.topics] == ["一、单选题", "二、多选题"]
    assert bank.questions[2].topic == bank.topics[1].id


def test_a_page_that_colours_every_choice_marks_none(tmp_path: Path) -> None:
    page = (
        "1. Which one?\n\n"
        "- A. <font color='blue'>one</font>\n- B. <font color='blue'>two</font>\n\n"
        "2. Which other?\n\n"
        "- A. <font color='blue'>three</font>\n- B. <font color='blue'>four</font>\n\n"
        "Answer: B\n"
    )
    converted = read(_page(tmp_path, page))
    assert [right(q) for q in converted.bank.questions] == [["four"]]
    assert any("no choice is marked" in w.message for w in converted.warnings)


def test_points_after_a_question_number() -> None:
    for line in (
        "1. (单选题, 1.0 分) (1分) Which?",
        "Question 3: [2 pts] Which?",
        "4) (3 puntos) Which?",
    ):
        assert line[question_number_prefix(line) :] == "Which?"
    assert question_number_prefix("3. (see the figure) Which?") == 3  # not points


TABLE = """### Part 1

1. Which model assumes that requirements stay stable?

|      |      |                        |
| ---- | ---- | ---------------------- |
|      | a.   | Prototyping life cycle |
| *    | b.   | Waterfall life cycle   |
|      | c.   | Spiral life cycle      |

2. Decisions in one knowledge area rarely affect other areas. (F)

3. **Which is an output of schedule control?**

|      |      |                       |
| ---- | ---- | --------------------- |
|      | a.   | resource requirements |
| *    | b.   | change requests       |

4. The _____ frame focuses on harmony between the organization and its people.

|      |      |                 |
| ---- | ---- | --------------- |
|      | a.   | human resources |
|      | b.   | structural      |

5. Which dependencies are inherent in the work?

| a. | random | |
| b. | mandatory | ✓ |
"""


def test_choices_in_a_table_with_a_mark_column(tmp_path: Path) -> None:
    converted = read(_page(tmp_path, TABLE))
    questions = converted.bank.questions
    assert [q.prompt for q in questions] == [
        "Which model assumes that requirements stay stable?",
        "**Which is an output of schedule control?**",  # not the statement numbered 2
        "Which dependencies are inherent in the work?",  # after an unanswered question
    ]
    assert [right(q) for q in questions] == [
        ["Waterfall life cycle"],
        ["change requests"],
        ["mandatory"],
    ]
    assert texts(questions[0]) == [
        "Prototyping life cycle",
        "Waterfall life cycle",
        "Spiral life cycle",
    ]
    assert any("no choice is marked" in w.message for w in converted.warnings)  # question 4


def test_check_boxes_written_as_paragraphs_without_list_markers(tmp_path: Path) -> None:
    # `[X] right` / `[ ] wrong` flush left, a blank line between, code under a choice
    source = tmp_path / "qcm.md"
    source.write_text(
        "# QCM\n\n## Question 01\n\nQue fait la commande suivante ?\n\n"
        "[ ] Elle crée un dépôt\n\n[X] Elle renomme l'alias\n\n```bash\ngit config alias.x y\n```\n\n"
        "[ ]Elle supprime tout\n\n## Question 02\n\nQuel dossier garde l'historique ?\n\n"
        "[ ] save\n\n[x] .git\n",
        encoding="utf-8",
    )
    first, second = read(source).bank.questions
    assert first.prompt == "Que fait la commande suivante ?"
    assert texts(first) == ["Elle crée un dépôt", "Elle renomme l'alias", "Elle supprime tout"]
    assert right(first) == ["Elle renomme l'alias"]
    assert (texts(second), right(second)) == (["save", ".git"], [".git"])


def test_check_box_paragraphs_in_a_text_file(tmp_path: Path) -> None:
    source = tmp_path / "fragen.txt"
    source.write_text(
        "Was ist Git?\n[ ] Ein Editor\n[X] Ein Versionskontrollsystem\n\n"
        "Wer schrieb Git?\n[X] Linus Torvalds\n[ ] Steve Jobs\n",
        encoding="utf-8",
    )
    questions = read(source).bank.questions
    assert [right(q) for q in questions] == [["Ein Versionskontrollsystem"], ["Linus Torvalds"]]


def test_a_lone_bracketed_note_is_no_check_box_list(tmp_path: Path) -> None:
    source = tmp_path / "exam.md"
    source.write_text(
        "## Q1\n\nWhich one?\n\n- [x] right\n- [ ] wrong\n\n[x] marks a right answer above.\n",
        encoding="utf-8",
    )
    (question,) = read(source).bank.questions
    assert (texts(question), right(question)) == (["right", "wrong"], ["right"])


def test_the_right_choice_repeated_plainly_inside_details(tmp_path: Path) -> None:
    # the answer folded in <details>, written as the right choice again (label and text)
    source = tmp_path / "pytania.md"
    source.write_text(
        "# Chapter 2 - Architecture\n## Question 2.1\nCloud native applications are ___?\n"
        "- a. Small services\n- b. Easy to maintain\n- c. Self-healing\n- d. All of the above\n"
        "<details>\n    <summary>Answear</summary>\n    d. All of the above\n</details>\n\n"
        "## Question 2.2\nWhich ones scale? Select all correct answers.\n"
        "- a. Pods\n- b. Nodes\n- c. Labels\n"
        "<details>\n    <summary>Answer</summary>\n\n    - a. Pods\n    - b. Nodes\n</details>\n\n"
        "## Question 2.3\nWhich one?\n- a. One\n- b. Two\n"
        "<details>\n    <summary>Choices</summary>\n    a. One\n    b. Two\n</details>\n",
        encoding="utf-8",
    )
    converted = read(source)
    first, second = converted.bank.questions
    assert first.prompt == "Cloud native applications are ___?"
    assert right(first) == ["All of the above"]
    assert right(second) == ["Pods", "Nodes"]
    # every choice repeated says nothing: that question has no key and is skipped
    assert any("Which one?" in w.message for w in converted.warnings)


def test_dotted_question_numbers_are_labels_not_prompts() -> None:
    assert question_number_prefix("Question 2.1") == len("Question 2.1")
    assert question_number_prefix("Soal 3. Apa itu") == len("Soal 3. ")
    assert question_number_prefix("2.5 kg of flour") == 0


def test_choices_that_start_with_a_dash_and_coded_question_labels(tmp_path: Path) -> None:
    # `* - 10°C` is a choice, not a list inside a choice; "Pytanie PL050-0055" a label
    source = tmp_path / "pytania.md"
    source.write_text(
        "## Pytanie PL050-0055\n`Najgroźniejsze oblodzenie występuje przy temperaturze:`\n"
        "* **0°C do - 10°C**\n* - 10°C do - 20°C\n* - 20°C do - 40°C\n\n"
        "## Pytanie PL080-0003\n`Aby zapobiec flatterowi należy:`\n"
        "* **- zwiększyć sztywność; - wyważyć lotki**\n* - zastosować klapkę; - nic\n",
        encoding="utf-8",
    )
    first, second = read(source).bank.questions
    assert texts(first) == ["0°C do - 10°C", "- 10°C do - 20°C", "- 20°C do - 40°C"]
    assert right(first) == ["0°C do - 10°C"]
    assert not first.prompt.startswith("Pytanie")
    assert texts(second)[1] == "- zastosować klapkę; - nic"
    assert question_number_prefix("Pytanie PL100-0126") == len("Pytanie PL100-0126")
    assert question_number_prefix("Question about dogs 3") == 0
