"""The names question sheets give their columns, in many languages.

A sheet's header is compared with these words (casefolded, without spaces or
punctuation, see `csv_columns.header_key`): the role each word names, the words
that start a choice column's name (`option A`, `Vaihtoehto 2`, `incorrect answer 1`),
and those that start a per-choice explanation (`why A`). Kept apart from the rules
in `csv_columns.py` so a language can be added without touching them.
"""

from __future__ import annotations

# fmt: off
WORDS: dict[str, tuple[str, ...]] = {
    "question": (
        "question", "questions", "questiontext", "questionstem", "prompt", "stem", "item",
        "questiontitle", "pregunta", "preguntas", "enunciado", "pergunta", "perguntas",
        "questao", "questão", "enunciadodaquestao", "domanda", "testodomanda", "frage",
        "fragetext", "énoncé", "enonce", "intitulé", "вопрос", "текствопроса", "питання",
        "kérdés", "kerdes", "pytanie", "vraag", "soru", "问题", "题目", "題目", "問題", "设问",
        "kysymys", "otázka", "otazka", "pertanyaan", "soal", "întrebare", "intrebare", "fråga",
        "spørgsmål", "spørsmål", "pitanje", "ερώτηση", "질문", "문제", "câuhỏi", "cauhoi",
        "السؤال", "سؤال", "שאלה",
    ),
    "choices": (
        "choices", "options", "alternatives", "answeroptions", "answerchoices",
        "possibleanswers", "questionanswers", "opciones", "alternativas", "respuestasposibles",
        "opções", "opcoes", "propositions", "choix", "réponsespossibles",
        "antwortmöglichkeiten", "optionen", "opzioni", "alternative", "варианты",
        "вариантыответов", "válaszlehetőségek", "lehetőségek", "opcje", "odpowiedzi", "opties",
        "seçenekler", "选项", "選択肢", "選項", "vaihtoehdot", "možnosti", "pilihan",
        "pilihanjawaban", "variante", "varianterăspuns", "svarsalternativ", "mogućnosti",
        "επιλογές", "보기", "선택지", "lựachọn", "wronganswers", "incorrectanswers",
        "wrongchoices", "distractors",
    ),
    "answer": (
        "answer", "answers", "correct", "correctanswer", "correctanswers", "key", "answerkey",
        "correctoption", "correctoptions", "correctchoice", "correctchoices", "solution",
        "rightanswer", "respuesta", "respuestacorrecta", "correcta", "solución", "resposta",
        "respostacorreta", "correta", "gabarito", "alternativacorreta", "réponse", "reponse",
        "bonneréponse", "bonnereponse", "réponsecorrecte", "antwort", "richtigeantwort",
        "lösung", "korrekt", "risposta", "rispostacorretta", "corretta", "soluzione", "ответ",
        "правильныйответ", "відповідь", "válasz", "helyesválasz", "helyes", "megoldás",
        "odpowiedź", "poprawnaodpowiedź", "poprawna", "antwoord", "juisteantwoord", "cevap",
        "doğrucevap", "答案", "正确答案", "正確答案", "正解", "解答", "chiavedirisposta",
        "chiaverisposta", "rispostaesatta", "clave", "clavederespuesta", "chave",
        "chavederesposta", "верныйответ", "正确选项", "参考答案", "vastaus", "oikeavastaus",
        "odpověď", "správnáodpověď", "spravnaodpoved", "jawaban", "jawabanbenar", "kunci",
        "kuncijawaban", "răspuns", "raspuns", "răspunscorect", "raspunscorect", "svar",
        "rättsvar", "korrektsvar", "riktigtsvar", "odgovor", "točanodgovor", "tačanodgovor",
        "απάντηση", "σωστήαπάντηση", "정답", "đápán", "dapan", "الإجابة", "الجواب", "תשובה",
        "correct_answer", "rightchoice", "goedantwoord", "juist", "correctresponse",
    ),
    "explanation": (
        "explanation", "explanations", "rationale", "feedback", "generalfeedback", "reason",
        "answerexplanation", "explicación", "explicacion", "justificación", "comentario",
        "explicação", "explicacao", "justificativa", "comentário", "explication",
        "justification", "erklärung", "begründung", "erläuterung", "spiegazione", "motivazione",
        "объяснение", "пояснение", "пояснення", "magyarázat", "indoklás", "wyjaśnienie",
        "uitleg", "açıklama", "解析", "解释", "解説", "說明", "说明", "selitys", "vysvětlení",
        "pembahasan", "penjelasan", "explicație", "explicatie", "förklaring", "forklaring",
        "objašnjenje", "εξήγηση", "해설", "giảithích", "vollständigeantwort",
        "ausführlicheantwort", "respostacompleta", "respuestacompleta",
    ),
    "topic": (
        "topic", "category", "domain", "section", "subject", "tema", "categoría", "categoria",
        "assunto", "disciplina", "thème", "theme", "catégorie", "thema", "kategorie",
        "argomento", "тема", "категория", "téma", "kategória", "temat", "onderwerp", "konu",
        "主题", "分类", "类别", "分類", "カテゴリ", "materia", "matéria", "asignatura",
        "themengebiet", "fachgebiet", "sachgebiet",
        "témakör", "fejezet", "раздел", "章节", "aihe", "kategoria", "téma", "topik", "kategori",
        "subiect", "ämne", "emne", "tema", "θέμα", "주제", "chủđề",
    ),
    "id": (
        "id", "questionid", "qid", "idnumber", "numero", "número", "number", "no", "nr", "num",
        "nummer", "numéro", "номер", "sorszám", "lp", "编号", "番号",
    ),
    "tags": (
        "tags", "tag", "keywords", "etiquetas", "palavraschave", "schlagwörter", "теги",
    ),
}
# fmt: on
BY_WORD = {word: role for role, words in WORDS.items() for word in words}
# Choice columns: a choice word and a label (`option A`, `Alternativa b`, `2`, `A`).
# fmt: off
CHOICE_WORDS = (
    "option", "choice", "answer", "opt", "alternative", "ans", "odp", "opción", "opcion",
    "alternativa", "opção", "opcao", "réponse", "reponse", "response", "antwort", "risposta", "opzione",
    "вариант", "válasz", "odpowiedź", "antwoord", "seçenek", "选项", "選択肢", "respuesta",
    "resposta", "ответ", "distrattore", "distractor", "distracteur", "distrator",
    "vaihtoehto", "väärävastaus", "možnost", "pilihan", "varianta", "variantă", "alternativ",
    "svar", "odgovor", "optie", "keuze", "επιλογή", "보기", "wronganswer", "incorrectanswer",
    "wrong", "incorrect", "falscheantwort", "respuestaincorrecta", "respostaerrada",
)
# fmt: on
WHY_WORDS = ("explanation", "why", "feedback", "rationale", "explicación", "explicação", "retro")
