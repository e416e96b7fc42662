<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>AnswerReport</name>
    <message>
        <source>not matched</source>
        <translation>не сопоставлено</translation>
    </message>
    <message>
        <source>right: {0}</source>
        <translation>верно: {0}</translation>
    </message>
    <message>
        <source>Your order: not changed from the start (unanswered).</source>
        <translation>Ваш порядок: не изменён (нет ответа).</translation>
    </message>
    <message>
        <source>Your order</source>
        <translation>Ваш порядок</translation>
    </message>
    <message>
        <source>Right order</source>
        <translation>Верный порядок</translation>
    </message>
    <message>
        <source> or </source>
        <translation> или </translation>
    </message>
    <message>
        <source>Your answer: nothing typed</source>
        <translation>Ваш ответ: ничего не введено</translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation>Ваш ответ:</translation>
    </message>
    <message>
        <source>Your answer: none given</source>
        <translation>Ваш ответ: не дан</translation>
    </message>
    <message>
        <source>The answer key is not in this build.</source>
        <translation>Ключа ответов нет в этой сборке.</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>не число</translation>
    </message>
    <message>
        <source>read as {0}</source>
        <translation>прочитано как {0}</translation>
    </message>
    <message>
        <source>case matters</source>
        <translation>регистр важен</translation>
    </message>
    <message>
        <source>case does not matter</source>
        <translation>регистр не важен</translation>
    </message>
    <message>
        <source>Accepted answers</source>
        <translation>Принимаемые ответы</translation>
    </message>
    <message>
        <source>Accepted answer</source>
        <translation>Принимаемый ответ</translation>
    </message>
    <message>
        <source>Right answer</source>
        <translation>Верный ответ</translation>
    </message>
    <message>
        <source>right</source>
        <translation>верно</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>неверно</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Exam Simulator</source>
        <translation>Exam Simulator</translation>
    </message>
    <message>
        <source>The classroom profile has problems:

{problems}</source>
        <translation>Ошибки в профиле класса:

{problems}</translation>
    </message>
</context>
<context>
    <name>AttemptController</name>
    <message>
        <source>You have no attempt left at this exam (attempts allowed: {0}); your result was handed in to your instructor. Ask your instructor if you should sit it again.</source>
        <translation>У вас не осталось попыток на этот экзамен (разрешено попыток: {0}); ваш результат передан преподавателю. Спросите преподавателя, нужно ли сдавать его снова.</translation>
    </message>
    <message>
        <source>Unfinished attempt</source>
        <translation>Незавершённая попытка</translation>
    </message>
    <message>
        <source>You have an unfinished attempt on this bank ({mode}, {answered} of {total} answered).</source>
        <translation>У вас есть незавершённая попытка по этому банку ({mode}, отвечено {answered} из {total}).</translation>
    </message>
    <message>
        <source>It is open in another window: finish it there, or resume it here (that window then stops).</source>
        <translation>Она открыта в другом окне: завершите её там или продолжите здесь (то окно остановится).</translation>
    </message>
    <message>
        <source>Resume it, or discard it and start the new one?</source>
        <translation>Продолжить её или удалить и начать новую?</translation>
    </message>
    <message>
        <source>Resume it: it counts as your attempt at this exam, so it cannot be discarded.</source>
        <translation>Продолжите её: она засчитана как ваша попытка на этом экзамене, поэтому её нельзя удалить.</translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Resume it here</source>
        <translation>Продолжить здесь</translation>
    </message>
    <message>
        <source>Discard and start new</source>
        <translation>Удалить и начать новую</translation>
    </message>
</context>
<context>
    <name>BankController</name>
    <message>
        <source>Import a question bank</source>
        <translation>Импорт банка вопросов</translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation>Импорт {name}…</translation>
    </message>
    <message>
        <source>Your edits were kept</source>
        <translation>Ваши правки сохранены</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) you changed here kept your version; the file&apos;s version of them was not taken.</source>
        <translation>
            <numerusform>В %n вопросе, изменённом здесь, сохранена ваша версия; версия из файла не принята.</numerusform>
            <numerusform>В %n вопросах, изменённых здесь, сохранена ваша версия; версия из файла не принята.</numerusform>
            <numerusform>В %n вопросах, изменённых здесь, сохранена ваша версия; версия из файла не принята.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep my edits</source>
        <translation>Оставить мои правки</translation>
    </message>
    <message>
        <source>Take the file&apos;s version</source>
        <translation>Взять версию из файла</translation>
    </message>
    <message>
        <source>Open {name} (first problem: line {line})</source>
        <translation>Открыть {name} (первая ошибка: строка {line})</translation>
    </message>
    <message numerus="yes">
        <source>Nothing was imported: %n problem(s) to fix in the file.</source>
        <translation>
            <numerusform>Ничего не импортировано: в файле %n ошибка, её нужно исправить.</numerusform>
            <numerusform>Ничего не импортировано: в файле %n ошибки, их нужно исправить.</numerusform>
            <numerusform>Ничего не импортировано: в файле %n ошибок, их нужно исправить.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was imported: the database reported an error.</source>
        <translation>Ничего не импортировано: ошибка базы данных.</translation>
    </message>
    <message>
        <source>Renamed to {title}.</source>
        <translation>Новое название: {title}.</translation>
    </message>
    <message>
        <source>Delete bank</source>
        <translation>Удалить банк</translation>
    </message>
    <message>
        <source>Delete the bank “{title}”?</source>
        <translation>Удалить банк «{title}»?</translation>
    </message>
    <message numerus="yes">
        <source>Its %n question(s) go from the app: no new exam can be drawn from them.</source>
        <translation>
            <numerusform>Его %n вопрос будет удалён из приложения: новые экзамены из него составить нельзя.</numerusform>
            <numerusform>Его %n вопроса будут удалены из приложения: новые экзамены из них составить нельзя.</numerusform>
            <numerusform>Его %n вопросов будут удалены из приложения: новые экзамены из них составить нельзя.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Its %n past attempt(s) stay readable in History, and importing its file again brings the bank back.</source>
        <translation>
            <numerusform>Его %n прошлая попытка останется в «Истории», а повторный импорт файла вернёт банк.</numerusform>
            <numerusform>Его %n прошлые попытки останутся в «Истории», а повторный импорт файла вернёт банк.</numerusform>
            <numerusform>Его %n прошлых попыток останутся в «Истории», а повторный импорт файла вернёт банк.</numerusform>
        </translation>
    </message>
    <message>
        <source>It has an unfinished {mode} attempt ({answered} of {total} answered): deleting the bank discards it.</source>
        <translation>В нём есть незавершённая попытка ({mode}, отвечено {answered} из {total}): при удалении банка она будет удалена.</translation>
    </message>
    <message>
        <source>Resume it instead</source>
        <translation>Лучше продолжить её</translation>
    </message>
    <message>
        <source>Delete and discard the attempt</source>
        <translation>Удалить вместе с попыткой</translation>
    </message>
    <message>
        <source> Its unfinished attempt was discarded.</source>
        <translation> Незавершённая попытка удалена.</translation>
    </message>
    <message>
        <source>Deleted {title}. Its past attempts stay in History.</source>
        <translation>Банк {title} удалён. Его прошлые попытки остались в «Истории».</translation>
    </message>
    <message>
        <source>Export the bank</source>
        <translation>Экспорт банка</translation>
    </message>
    <message>
        <source>This bank came sealed with a classroom build: it has no answer key, so it cannot be exported.</source>
        <translation>Этот банк поставлен в защищённом виде для класса: в нём нет ключа ответов, поэтому его нельзя экспортировать.</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation>Не удалось записать {path}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n question(s) to {path}.</source>
        <translation>
            <numerusform>%n вопрос записан в {path}.</numerusform>
            <numerusform>%n вопроса записаны в {path}.</numerusform>
            <numerusform>%n вопросов записаны в {path}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BankPage</name>
    <message>
        <source>All questions</source>
        <extracomment>Below this width the browser hides its type and next-review columns for the prompt. The browser&apos;s &quot;show&quot; filter: item text and the filter&apos;s name (domain.question_search).</extracomment>
        <translation>Все вопросы</translation>
    </message>
    <message>
        <source>Single-select</source>
        <translation>Один ответ</translation>
    </message>
    <message>
        <source>Multi-select</source>
        <translation>Несколько ответов</translation>
    </message>
    <message>
        <source>Matching</source>
        <translation>Сопоставление</translation>
    </message>
    <message>
        <source>Ordering</source>
        <translation>Упорядочивание</translation>
    </message>
    <message>
        <source>Short answer</source>
        <translation>Краткий ответ</translation>
    </message>
    <message>
        <source>Numeric</source>
        <translation>Числовой</translation>
    </message>
    <message>
        <source>With images</source>
        <translation>С изображениями</translation>
    </message>
    <message>
        <source>Never seen</source>
        <translation>Ни разу не показанные</translation>
    </message>
    <message>
        <source>Missed recently</source>
        <translation>Недавние ошибки</translation>
    </message>
    <message>
        <source>Due for review</source>
        <translation>Пора повторить</translation>
    </message>
    <message>
        <source>Reported</source>
        <translation>С жалобами</translation>
    </message>
    <message>
        <source>Edited here</source>
        <translation>Изменённые здесь</translation>
    </message>
    <message>
        <source>Retired</source>
        <translation>В архиве</translation>
    </message>
    <message>
        <source>Question banks</source>
        <translation>Банки вопросов</translation>
    </message>
    <message>
        <source>Import file…</source>
        <translation>Импорт файла…</translation>
    </message>
    <message>
        <source>A YAML bank, a Moodle export (GIFT or Moodle XML), an Aiken or plain-text file, a spreadsheet (.csv) or a Markdown practice exam. Importing again updates the bank and keeps your history and your edits.</source>
        <translation>Банк YAML, экспорт Moodle (GIFT или Moodle XML), файл Aiken или простой текст, таблица (.csv) или пробный экзамен в Markdown. Повторный импорт обновляет банк, сохраняя историю и ваши правки.</translation>
    </message>
    <message>
        <source>Problems found in the file</source>
        <translation>В файле найдены ошибки</translation>
    </message>
    <message>
        <source>Open the file</source>
        <translation>Открыть файл</translation>
    </message>
    <message>
        <source>Open the file in your editor to fix the first problem</source>
        <translation>Открыть файл в редакторе, чтобы исправить первую ошибку</translation>
    </message>
    <message>
        <source>Sort its questions into topics…</source>
        <translation>Разбить вопросы по темам…</translation>
    </message>
    <message>
        <source>The file has no categories: give the exam&apos;s domains and get a topic proposed for every question</source>
        <translation>В файле нет категорий: укажите разделы экзамена, и для каждого вопроса будет предложена тема</translation>
    </message>
    <message>
        <source>Banks</source>
        <translation>Банки</translation>
    </message>
    <message>
        <source>Banks and their topics</source>
        <translation>Банки и их темы</translation>
    </message>
    <message>
        <source>Bank / topic</source>
        <translation>Банк / тема</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Вопросы</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Переименовать…</translation>
    </message>
    <message>
        <source>Give the selected bank a new title</source>
        <translation>Дать выбранному банку новое название</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Удалить…</translation>
    </message>
    <message>
        <source>Delete the selected bank (asks first; its past attempts stay in History)</source>
        <translation>Удалить выбранный банк (с подтверждением; прошлые попытки останутся в «Истории»)</translation>
    </message>
    <message>
        <source>Topics…</source>
        <translation>Темы…</translation>
    </message>
    <message>
        <source>Add, rename, merge or delete the bank&apos;s topics</source>
        <translation>Добавить, переименовать, объединить или удалить темы банка</translation>
    </message>
    <message>
        <source>Propose topics…</source>
        <translation>Предложить темы…</translation>
    </message>
    <message>
        <source>Sort the questions into the exam&apos;s domains (for banks without categories)</source>
        <translation>Распределить вопросы по разделам экзамена (для банков без категорий)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <source>Write the bank, with your edits, as YAML, GIFT or Moodle XML</source>
        <translation>Записать банк с вашими правками в YAML, GIFT или Moodle XML</translation>
    </message>
    <message>
        <source>Search questions</source>
        <translation>Поиск вопросов</translation>
    </message>
    <message>
        <source>Every word you type must occur in the question&apos;s id, prompt, choices or explanations; case and accents do not matter.</source>
        <translation>Каждое введённое слово должно встречаться в id, тексте, вариантах или объяснениях вопроса; регистр и диакритика не важны.</translation>
    </message>
    <message>
        <source>Case study</source>
        <translation>Кейс</translation>
    </message>
    <message>
        <source>Show the questions of one case study</source>
        <translation>Показать вопросы одного кейса</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Столбцы</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>Тема</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Показать</translation>
    </message>
    <message>
        <source>Questions of the selected bank</source>
        <translation>Вопросы выбранного банка</translation>
    </message>
    <message>
        <source>Click to sort; right-click to choose the columns</source>
        <translation>Щелчок — сортировка; правый щелчок — выбор столбцов</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Создать</translation>
    </message>
    <message>
        <source>Write a new question for this bank</source>
        <translation>Написать новый вопрос для этого банка</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Изменить…</translation>
    </message>
    <message>
        <source>Edit the selected question (or double-click it, or press Enter)</source>
        <translation>Изменить выбранный вопрос (или дважды щёлкните его, или нажмите Enter)</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Дублировать</translation>
    </message>
    <message>
        <source>A new question starting as a copy of the selected one</source>
        <translation>Новый вопрос — копия выбранного</translation>
    </message>
    <message>
        <source>Retire</source>
        <translation>В архив</translation>
    </message>
    <message>
        <source>Retired questions stay in past attempts but are never drawn again</source>
        <translation>Вопросы в архиве остаются в прошлых попытках, но больше не попадают в экзамены</translation>
    </message>
    <message>
        <source>Selected ▾</source>
        <translation>Выбранные ▾</translation>
    </message>
    <message>
        <source>Move, delete or export the selected questions</source>
        <translation>Переместить, удалить или экспортировать выбранные вопросы</translation>
    </message>
    <message>
        <source>Actions on the selected questions</source>
        <translation>Действия с выбранными вопросами</translation>
    </message>
    <message>
        <source>Set topic…</source>
        <translation>Задать тему…</translation>
    </message>
    <message>
        <source>Export as a bank file…</source>
        <translation>Экспорт в файл банка…</translation>
    </message>
    <message>
        <source>Single</source>
        <translation>Один ответ</translation>
    </message>
</context>
<context>
    <name>BrowserController</name>
    <message>
        <source>Questions</source>
        <extracomment>Banks up to this size are listed at once; larger ones in the background (a 100,000- question bank takes seconds to read and index). Each reload is numbered; only the newest one&apos;s result is shown (an older one that finishes later would put back what an edit or a retire has just changed).</extracomment>
        <translation>Вопросы</translation>
    </message>
    <message>
        <source>Questions of {title}</source>
        <translation>Вопросы банка {title}</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Загрузка…</translation>
    </message>
    <message>
        <source>All topics</source>
        <translation>Все темы</translation>
    </message>
    <message>
        <source>Case study: all</source>
        <translation>Кейс: все</translation>
    </message>
    <message>
        <source>In a case study</source>
        <translation>В кейсе</translation>
    </message>
    <message>
        <source>Not in a case study</source>
        <translation>Вне кейсов</translation>
    </message>
    <message>
        <source>Could not list the questions: {error}</source>
        <translation>Не удалось получить список вопросов: {error}</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n вопрос</numerusform>
            <numerusform>%n вопроса</numerusform>
            <numerusform>%n вопросов</numerusform>
        </translation>
    </message>
    <message>
        <source>{shown} of {total}</source>
        <translation>{shown} из {total}</translation>
    </message>
    <message>
        <source>No question matches. Clear the search or the filters.</source>
        <translation>Нет подходящих вопросов. Очистите поиск или фильтры.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Восстановить</translation>
    </message>
    <message>
        <source>Retire</source>
        <translation>В архив</translation>
    </message>
    <message>
        <source>Saved question {id}.</source>
        <translation>Вопрос {id} сохранён.</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) restored.</source>
        <translation>
            <numerusform>%n вопрос восстановлен.</numerusform>
            <numerusform>%n вопроса восстановлены.</numerusform>
            <numerusform>%n вопросов восстановлены.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) retired: kept in past attempts, never drawn.</source>
        <translation>
            <numerusform>%n вопрос отправлен в архив: остаётся в прошлых попытках, но не попадает в экзамены.</numerusform>
            <numerusform>%n вопроса отправлены в архив: остаются в прошлых попытках, но не попадают в экзамены.</numerusform>
            <numerusform>%n вопросов отправлены в архив: остаются в прошлых попытках, но не попадают в экзамены.</numerusform>
        </translation>
    </message>
    <message>
        <source>Set topic</source>
        <translation>Задать тему</translation>
    </message>
    <message numerus="yes">
        <source>Move %n question(s) to the topic:</source>
        <translation>
            <numerusform>Переместить %n вопрос в тему:</numerusform>
            <numerusform>Переместить %n вопроса в тему:</numerusform>
            <numerusform>Переместить %n вопросов в тему:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) moved to {topic}.</source>
        <translation>
            <numerusform>%n вопрос перемещён в тему {topic}.</numerusform>
            <numerusform>%n вопроса перемещены в тему {topic}.</numerusform>
            <numerusform>%n вопросов перемещены в тему {topic}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete questions</source>
        <translation>Удаление вопросов</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n question(s) from this bank?</source>
        <translation>
            <numerusform>Удалить %n вопрос из этого банка?</numerusform>
            <numerusform>Удалить %n вопроса из этого банка?</numerusform>
            <numerusform>Удалить %n вопросов из этого банка?</numerusform>
        </translation>
    </message>
    <message>
        <source>They go from the bank and are never drawn again; past attempts still show them as they were. To keep them out of exams but restorable, retire them instead.</source>
        <translation>Они будут удалены из банка и больше не попадут в экзамены; в прошлых попытках они останутся как были. Чтобы исключить их из экзаменов с возможностью восстановления, отправьте их в архив.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) deleted.</source>
        <translation>
            <numerusform>%n вопрос удалён.</numerusform>
            <numerusform>%n вопроса удалены.</numerusform>
            <numerusform>%n вопросов удалены.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the selected questions</source>
        <translation>Экспорт выбранных вопросов</translation>
    </message>
    <message>
        <source>This bank came sealed with a classroom build: it has no answer key, so it cannot be exported.</source>
        <translation>Этот банк поставлен в защищённом виде для класса: в нём нет ключа ответов, поэтому его нельзя экспортировать.</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation>Не удалось записать {path}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n question(s) to {path}.</source>
        <translation>
            <numerusform>%n вопрос записан в {path}.</numerusform>
            <numerusform>%n вопроса записаны в {path}.</numerusform>
            <numerusform>%n вопросов записаны в {path}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChoiceList</name>
    <message>
        <source>correct, chosen</source>
        <extracomment>What moves a choice&apos;s text besides a new text or key letter. The letters choices are labelled by; a choice is also selected by its number (1-9) and by its letter, unless the letter is bound to another action on the exam page. Flag, I guessed, next and previous question. Buttons of each kind made with the page; more are made when a question needs them. The mark beside a checked choice: right, wrong (chosen but not right), missed (right, not chosen).</extracomment>
        <translation>верный, выбран</translation>
    </message>
    <message>
        <source>wrong, chosen</source>
        <translation>неверный, выбран</translation>
    </message>
    <message>
        <source>correct, missed</source>
        <translation>верный, пропущен</translation>
    </message>
    <message>
        <source>wrong, not chosen</source>
        <translation>неверный, не выбран</translation>
    </message>
    <message>
        <source>Press {keys}; right-click or Shift+{key} to strike it out</source>
        <translation>Нажмите {keys}; правый щелчок или Shift+{key} — зачеркнуть</translation>
    </message>
    <message>
        <source> or </source>
        <translation> или </translation>
    </message>
    <message>
        <source>Click to choose; right-click to strike it out</source>
        <translation>Щелчок — выбрать; правый щелчок — зачеркнуть</translation>
    </message>
</context>
<context>
    <name>ChoiceRow</name>
    <message>
        <source>Why</source>
        <extracomment>Rows of text the prompt and the full explanation show before they scroll.</extracomment>
        <translation>Почему</translation>
    </message>
    <message>
        <source>Choice {n} is correct</source>
        <translation>Вариант {n} верный</translation>
    </message>
    <message>
        <source>Tick the correct choices</source>
        <translation>Отметьте верные варианты</translation>
    </message>
    <message>
        <source>Choice {n}</source>
        <translation>Вариант {n}</translation>
    </message>
    <message>
        <source>Why choice {n} is right or wrong</source>
        <translation>Почему вариант {n} верный или неверный</translation>
    </message>
    <message>
        <source>Why it is right or wrong (optional)</source>
        <translation>Почему он верный или неверный (необязательно)</translation>
    </message>
    <message>
        <source>Remove choice {n}</source>
        <translation>Удалить вариант {n}</translation>
    </message>
    <message>
        <source>Remove this choice</source>
        <translation>Удалить этот вариант</translation>
    </message>
</context>
<context>
    <name>ConflictDialog</name>
    <message>
        <source>The question changed meanwhile</source>
        <translation>Вопрос тем временем изменился</translation>
    </message>
    <message>
        <source>This question was deleted (in another window) while you edited it. Your version is below: copy what you need, then close the editor.</source>
        <translation>Пока вы его редактировали, этот вопрос был удалён (в другом окне). Ваша версия ниже: скопируйте нужное и закройте редактор.</translation>
    </message>
    <message>
        <source>Someone saved this question (in another window, or by importing its file) while you were editing it. Nothing was overwritten: compare the two versions and choose.</source>
        <translation>Пока вы редактировали этот вопрос, его сохранили (в другом окне или импортом файла). Ничего не перезаписано: сравните две версии и выберите.</translation>
    </message>
    <message>
        <source>Your version</source>
        <translation>Ваша версия</translation>
    </message>
    <message>
        <source>(deleted)</source>
        <translation>(удалён)</translation>
    </message>
    <message>
        <source>Saved meanwhile</source>
        <translation>Сохранённая тем временем</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>Продолжить правку</translation>
    </message>
    <message>
        <source>Close the editor</source>
        <translation>Закрыть редактор</translation>
    </message>
    <message>
        <source>Take the saved version</source>
        <translation>Взять сохранённую версию</translation>
    </message>
    <message>
        <source>Save mine over it</source>
        <translation>Записать мою поверх</translation>
    </message>
</context>
<context>
    <name>DeliveryController</name>
    <message>
        <source>The results server refused your result</source>
        <translation>Сервер результатов не принял ваш результат</translation>
    </message>
    <message>
        <source>Your result cannot be saved in the results folder {0}</source>
        <translation>Не удаётся сохранить ваш результат в папке результатов {0}</translation>
    </message>
    <message>
        <source>{0} ({1}). It is safe on this computer, but it will not reach your instructor by itself: press “Save result file…”, save it on a USB stick or another folder, and give it to your instructor.</source>
        <translation>{0} ({1}). На этом компьютере он сохранён, но сам до преподавателя не дойдёт: нажмите «Сохранить файл результата…», сохраните его на USB-накопитель или в другую папку и передайте преподавателю.</translation>
    </message>
    <message>
        <source>Sending your result…</source>
        <translation>Отправка результата…</translation>
    </message>
    <message>
        <source>Saving your result…</source>
        <translation>Сохранение результата…</translation>
    </message>
    <message>
        <source>Results sent to the class results server.</source>
        <translation>Результаты отправлены на сервер результатов класса.</translation>
    </message>
    <message>
        <source>Your result was saved for your instructor: {place}</source>
        <translation>Ваш результат сохранён для преподавателя: {place}</translation>
    </message>
    <message>
        <source>Saved on this computer; it will be sent when the results server is reachable.</source>
        <translation>Сохранено на этом компьютере; будет отправлено, когда сервер результатов станет доступен.</translation>
    </message>
    <message>
        <source>The results folder {folder} is not available right now. Your result is safe on this computer and will be copied there automatically as soon as it is back.</source>
        <translation>Папка результатов {folder} сейчас недоступна. Ваш результат сохранён на этом компьютере и будет скопирован туда автоматически, как только она станет доступна.</translation>
    </message>
    <message>
        <source>Save your result file</source>
        <translation>Сохранение файла результата</translation>
    </message>
    <message>
        <source>Result files (*.json)</source>
        <translation>Файлы результатов (*.json)</translation>
    </message>
    <message>
        <source>Could not save the copy ({0}); try another place.</source>
        <translation>Не удалось сохранить копию ({0}); выберите другое место.</translation>
    </message>
    <message>
        <source>A copy is saved as {0}: give it to your instructor.</source>
        <translation>Копия сохранена как {0}: передайте её преподавателю.</translation>
    </message>
</context>
<context>
    <name>EditorController</name>
    <message>
        <source>Question ids never change: history is attached to them</source>
        <extracomment>Empty choice rows a new question starts with.</extracomment>
        <translation>ID вопроса не меняется: к нему привязана история</translation>
    </message>
    <message>
        <source>A new id, unique in this bank</source>
        <translation>Новый ID, уникальный в этом банке</translation>
    </message>
    <message>
        <source>Edit question {id}</source>
        <translation>Изменение вопроса {id}</translation>
    </message>
    <message>
        <source>{id} · {bank}</source>
        <translation>{id} · {bank}</translation>
    </message>
    <message>
        <source>Past attempts keep showing this question as it was; exams started from now on show your changes.{edited}</source>
        <translation>В прошлых попытках вопрос останется прежним; в новых экзаменах будут ваши изменения.{edited}</translation>
    </message>
    <message>
        <source> It was edited here before, so importing its file again keeps your version.</source>
        <translation> Он уже правился здесь, поэтому при повторном импорте файла сохранится ваша версия.</translation>
    </message>
    <message>
        <source>Copy of {id}</source>
        <translation>Копия {id}</translation>
    </message>
    <message>
        <source>New question</source>
        <translation>Новый вопрос</translation>
    </message>
    <message>
        <source>New question in {bank}</source>
        <translation>Новый вопрос в банке {bank}</translation>
    </message>
    <message>
        <source>Importing the bank&apos;s file again keeps questions you add.</source>
        <translation>При повторном импорте файла банка добавленные вами вопросы сохранятся.</translation>
    </message>
    <message>
        <source>None: the question stands alone</source>
        <translation>Нет: вопрос самостоятельный</translation>
    </message>
    <message>
        <source>{title} (no longer in the bank&apos;s file)</source>
        <translation>{title} (больше нет в файле банка)</translation>
    </message>
    <message>
        <source>Reported {when}: {note}</source>
        <translation>Сообщение от {when}: {note}</translation>
    </message>
    <message>
        <source>(no note)</source>
        <translation>(без комментария)</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) to fix before saving: {fields}.</source>
        <translation>
            <numerusform>%n ошибку нужно исправить перед сохранением: {fields}.</numerusform>
            <numerusform>%n ошибки нужно исправить перед сохранением: {fields}.</numerusform>
            <numerusform>%n ошибок нужно исправить перед сохранением: {fields}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Insert an image</source>
        <translation>Вставка изображения</translation>
    </message>
    <message>
        <source>{name} is copied into the bank when you save.</source>
        <translation>При сохранении {name} будет скопирован в банк.</translation>
    </message>
</context>
<context>
    <name>ExamController</name>
    <message>
        <source>two</source>
        <extracomment>How a bank&apos;s prompt says how many to choose (&quot;(Choose two.)&quot;): English number words. The same numbers in the interface&apos;s language, for the hint&apos;s notes (&quot;tick all two&quot;).</extracomment>
        <translation>два</translation>
    </message>
    <message>
        <source>three</source>
        <translation>три</translation>
    </message>
    <message>
        <source>four</source>
        <translation>четыре</translation>
    </message>
    <message>
        <source>five</source>
        <translation>пять</translation>
    </message>
    <message>
        <source>six</source>
        <translation>шесть</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>семь</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>восемь</translation>
    </message>
    <message>
        <source>Choose one</source>
        <extracomment>What the hint says, as test centres write it: the number in words, up to eight.</extracomment>
        <translation>Выберите один</translation>
    </message>
    <message>
        <source>Choose two</source>
        <translation>Выберите два</translation>
    </message>
    <message>
        <source>Choose three</source>
        <translation>Выберите три</translation>
    </message>
    <message>
        <source>Choose four</source>
        <translation>Выберите четыре</translation>
    </message>
    <message>
        <source>Choose five</source>
        <translation>Выберите пять</translation>
    </message>
    <message>
        <source>Choose six</source>
        <translation>Выберите шесть</translation>
    </message>
    <message>
        <source>Choose seven</source>
        <translation>Выберите семь</translation>
    </message>
    <message>
        <source>Choose eight</source>
        <translation>Выберите восемь</translation>
    </message>
    <message>
        <source>Choice {key}, struck out: {verdict}</source>
        <extracomment>&quot;(Choose two.)&quot;, &quot;(Select 2)&quot;, &quot;Choose three.&quot; in a prompt: the bank says it already.</extracomment>
        <translation>Вариант {key}, зачёркнут: {verdict}</translation>
    </message>
    <message>
        <source>Choice {key}, struck out</source>
        <translation>Вариант {key}, зачёркнут</translation>
    </message>
    <message>
        <source>Choice {key}: {verdict}</source>
        <translation>Вариант {key}: {verdict}</translation>
    </message>
    <message>
        <source>Choose {count}</source>
        <translation>Выберите {count}</translation>
    </message>
    <message>
        <source>{selected} of {count} chosen</source>
        <translation>Выбрано {selected} из {count}</translation>
    </message>
    <message>
        <source>untick one first to choose another (you can choose {count})</source>
        <extracomment>Loads an exhibit&apos;s bytes by bank id and name (None when the bank has no such image).</extracomment>
        <translation>чтобы выбрать другой, сначала снимите отметку (можно выбрать {count})</translation>
    </message>
    <message>
        <source>tick all {count} to check</source>
        <translation>для проверки отметьте {count}</translation>
    </message>
    <message>
        <source>Leave without saving</source>
        <translation>Выйти без сохранения</translation>
    </message>
    <message>
        <source>Not saved: {error}. Everything saved before is safe; repeat your last step once this is fixed.</source>
        <translation>Не сохранено: {error}. Всё сохранённое ранее цело; когда проблема будет устранена, повторите последнее действие.</translation>
    </message>
    <message>
        <source>Question {number} of {count}</source>
        <extracomment>A results server to reach (the student URL), instead of the classroom profile&apos;s. Skip logging in to the profile&apos;s results server (a build machine off the class network).</extracomment>
        <translation>Вопрос {number} из {count}</translation>
    </message>
    <message>
        <source>{hint}: {note}</source>
        <translation>{hint}: {note}</translation>
    </message>
    <message>
        <source>{count} answered</source>
        <translation>Отвечено: {count}</translation>
    </message>
    <message>
        <source>{count} incomplete</source>
        <translation>Не завершено: {count}</translation>
    </message>
    <message>
        <source>{count} left</source>
        <translation>Осталось: {count}</translation>
    </message>
    <message>
        <source>{count} flagged</source>
        <translation>Помечено: {count}</translation>
    </message>
    <message>
        <source>Case study: {title}.</source>
        <translation>Кейс: {title}.</translation>
    </message>
    <message>
        <source>✔ Correct</source>
        <translation>✔ Верно</translation>
    </message>
    <message>
        <source>✘ Not quite</source>
        <translation>✘ Не совсем</translation>
    </message>
    <message>
        <source>No further explanation for this question.</source>
        <translation>Другого объяснения к этому вопросу нет.</translation>
    </message>
    <message>
        <source>Choice {key} struck out.</source>
        <translation>Вариант {key} зачёркнут.</translation>
    </message>
    <message>
        <source>Choice {key} back in.</source>
        <translation>Вариант {key} возвращён.</translation>
    </message>
    <message>
        <source>Hide full explanation</source>
        <translation>Скрыть полное объяснение</translation>
    </message>
    <message>
        <source>Show full explanation</source>
        <translation>Показать полное объяснение</translation>
    </message>
    <message>
        <source>Untimed</source>
        <translation>Без лимита</translation>
    </message>
    <message>
        <source>{time} remaining</source>
        <translation>Осталось {time}</translation>
    </message>
    <message>
        <source>no time limit</source>
        <translation>без ограничения времени</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) left.</source>
        <translation>
            <numerusform>Осталась %n минута.</numerusform>
            <numerusform>Осталось %n минуты.</numerusform>
            <numerusform>Осталось %n минут.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choice {key}</source>
        <translation>Вариант {key}</translation>
    </message>
</context>
<context>
    <name>ExamPage</name>
    <message>
        <source>Save a copy…</source>
        <extracomment>Below this page width the navigator shows fewer columns and the buttons say less. Below this page width a paper with case studies gives the navigator fewer columns (the scenario pane needs the room). Below this page height the navigator&apos;s legend moves into the tooltip of its title.</extracomment>
        <translation>Сохранить копию…</translation>
    </message>
    <message>
        <source>Save your answers to a new file</source>
        <translation>Сохранить ответы в новый файл</translation>
    </message>
    <message>
        <source>Save the library, with the answers of this exam, to a file you choose</source>
        <translation>Сохранить библиотеку с ответами этого экзамена в выбранный файл</translation>
    </message>
    <message>
        <source>Question {number} of {count}</source>
        <translation>Вопрос {number} из {count}</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Ход выполнения</translation>
    </message>
    <message>
        <source>Untimed</source>
        <translation>Без лимита</translation>
    </message>
    <message>
        <source>Time remaining</source>
        <translation>Осталось времени</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Вопрос</translation>
    </message>
    <message>
        <source>Clear answer</source>
        <translation>Очистить ответ</translation>
    </message>
    <message>
        <source>Take this answer back (Backspace or Delete)</source>
        <translation>Отменить этот ответ (Backspace или Delete)</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Ваш ответ</translation>
    </message>
    <message>
        <source>▼ More below: scroll to see every choice</source>
        <translation>▼ Ниже есть ещё: прокрутите, чтобы увидеть все варианты</translation>
    </message>
    <message>
        <source>Your answer and the right one</source>
        <translation>Ваш ответ и верный</translation>
    </message>
    <message>
        <source>Short explanation</source>
        <translation>Краткое объяснение</translation>
    </message>
    <message>
        <source>Show full explanation</source>
        <translation>Показать полное объяснение</translation>
    </message>
    <message>
        <source>Full explanation</source>
        <translation>Полное объяснение</translation>
    </message>
    <message>
        <source>Report a problem with this question…</source>
        <translation>Сообщить о проблеме с этим вопросом…</translation>
    </message>
    <message>
        <source>Report a problem with this question</source>
        <translation>Сообщить о проблеме с этим вопросом</translation>
    </message>
    <message>
        <source>A wrong key, a typo, an unclear prompt: note it for the Banks page</source>
        <translation>Неверный ключ, опечатка, неясная формулировка: отметьте это для страницы «Банки»</translation>
    </message>
    <message>
        <source>Tinted: answered · dashed: incomplete · bold border: flagged · filled: current</source>
        <translation>Тонированный: отвечен · пунктир: не завершён · жирная рамка: помечен · заливка: текущий</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Вопросы</translation>
    </message>
    <message>
        <source>Previous question (← or P)</source>
        <translation>Предыдущий вопрос (← или P)</translation>
    </message>
    <message>
        <source>Flag this question for review (F)</source>
        <translation>Пометить вопрос для проверки (F)</translation>
    </message>
    <message>
        <source>Flag for review</source>
        <translation>Пометить для проверки</translation>
    </message>
    <message>
        <source>Previous question</source>
        <translation>Предыдущий вопрос</translation>
    </message>
    <message>
        <source>I guessed</source>
        <translation>Наугад</translation>
    </message>
    <message>
        <source>Mark this answer as a guess, to review it sooner (G)</source>
        <translation>Отметить ответ как данный наугад, чтобы повторить его раньше (G)</translation>
    </message>
    <message>
        <source>Check answer</source>
        <translation>Проверить ответ</translation>
    </message>
    <message>
        <source>Reveal whether your answer is right (Space)</source>
        <translation>Показать, верен ли ваш ответ (Пробел)</translation>
    </message>
    <message>
        <source>Next question (→ or N)</source>
        <translation>Следующий вопрос (→ или N)</translation>
    </message>
    <message>
        <source>Next question</source>
        <translation>Следующий вопрос</translation>
    </message>
    <message>
        <source>Review screen</source>
        <translation>Экран проверки</translation>
    </message>
    <message>
        <source>Back to the review of all questions</source>
        <translation>Вернуться к проверке всех вопросов</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Справка</translation>
    </message>
    <message>
        <source>Modes and keys (F1)</source>
        <translation>Режимы и клавиши (F1)</translation>
    </message>
    <message>
        <source>Save and exit</source>
        <translation>Сохранить и выйти</translation>
    </message>
    <message>
        <source>Keep this session for later and go back to Start</source>
        <translation>Отложить это занятие и вернуться на «Старт»</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>Сдать</translation>
    </message>
    <message>
        <source>Review your answers, then end (Ctrl+Enter)</source>
        <translation>Проверить ответы и завершить (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>⚑ Flagged</source>
        <translation>⚑ Помечен</translation>
    </message>
    <message>
        <source>⚑ Flag</source>
        <translation>⚑ Пометить</translation>
    </message>
    <message>
        <source>{arrow} Previous</source>
        <translation>{arrow} Назад</translation>
    </message>
    <message>
        <source>Next {arrow}</source>
        <translation>Далее {arrow}</translation>
    </message>
</context>
<context>
    <name>ExhibitPanel</name>
    <message>
        <source>[Exhibit not available: {name}]</source>
        <extracomment>The width the last thumbnails were given: the next question&apos;s are scaled to it at once, not first to a guess and again when laid out (a smooth scale is a third of a frame).</extracomment>
        <translation>[Иллюстрация недоступна: {name}]</translation>
    </message>
    <message>
        <source>Exhibit</source>
        <translation>Иллюстрация</translation>
    </message>
</context>
<context>
    <name>ExhibitThumbnail</name>
    <message>
        <source>Exhibit: {name}</source>
        <extracomment>Pictures kept decoded and scaled: a candidate goes back and forth between the questions of an exam, and decoding and scaling an exhibit again each time took a quarter of showing its question.</extracomment>
        <translation>Иллюстрация: {name}</translation>
    </message>
    <message>
        <source>Exhibit</source>
        <translation>Иллюстрация</translation>
    </message>
    <message>
        <source>{name} (click to enlarge)</source>
        <translation>{name} (щёлкните, чтобы увеличить)</translation>
    </message>
    <message>
        <source>Click to enlarge</source>
        <translation>Щёлкните, чтобы увеличить</translation>
    </message>
</context>
<context>
    <name>Explanation</name>
    <message>
        <source>Why each choice</source>
        <translation>Разбор вариантов</translation>
    </message>
    <message>
        <source>References</source>
        <translation>Источники</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <source>{seconds} s</source>
        <extracomment>What a table shows for a figure there is none of (a topic not answered): not &quot;0 s&quot;.</extracomment>
        <translation>{seconds} с</translation>
    </message>
    <message>
        <source>Slower than the exam&apos;s pace of {pace} per question</source>
        <translation>Медленнее темпа экзамена ({pace} на вопрос)</translation>
    </message>
    <message>
        <source>{correct} of {total} correct</source>
        <translation>Верно {correct} из {total}</translation>
    </message>
    <message>
        <source>{marks} of {total} marks with partial credit ({correct} entirely right)</source>
        <translation>{marks} из {total} баллов с частичным зачётом ({correct} полностью верно)</translation>
    </message>
    <message>
        <source>{value}%</source>
        <translation>{value}%</translation>
    </message>
    <message>
        <source>{low}-{high}%</source>
        <translation>{low}–{high}%</translation>
    </message>
    <message>
        <source>{date} {time}</source>
        <translation>{date} {time}</translation>
    </message>
    <message>
        <source>{date}, {time}</source>
        <translation>{date}, {time}</translation>
    </message>
    <message>
        <source>{percent} ({range})</source>
        <translation>{percent} ({range})</translation>
    </message>
    <message>
        <source>Pass probability: not enough answers yet</source>
        <translation>Вероятность сдачи: пока мало ответов</translation>
    </message>
    <message>
        <source>Pass probability {figure}</source>
        <translation>Вероятность сдачи {figure}</translation>
    </message>
    <message>
        <source>It appears once you have answered at least {answers} questions, from every topic of the exam, in the last {days} days.</source>
        <translation>Появится, когда вы ответите минимум на {answers} вопр. по всем темам экзамена за последние {days} дн.</translation>
    </message>
    <message>
        <source>Your chance of passing the full exam if you sat it now, from your answers of the last {days} days (recent ones count more; {answers} answers). The range is where the chance lies with 80% certainty. Questions you marked &apos;I guessed&apos; count as half known.</source>
        <translation>Ваш шанс сдать полный экзамен, если сдавать его сейчас, по ответам за последние {days} дн. (недавние весят больше; ответов: {answers}). Диапазон — где шанс лежит с уверенностью 80%. Вопросы с отметкой «Наугад» считаются известными наполовину.</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>timed like the real exam; no feedback until you submit, then your score, PASS or FAIL, and every question reviewed</source>
        <translation>время ограничено, как на настоящем экзамене; без подсказок до сдачи, затем результат, СДАН или НЕ СДАН и разбор каждого вопроса</translation>
    </message>
    <message>
        <source>check each answer as you go (Space) and read why; save and exit whenever you like and resume later</source>
        <translation>проверяйте каждый ответ сразу (Пробел) и читайте объяснение; сохраните и выйдите когда угодно и продолжите позже</translation>
    </message>
    <message>
        <source>a drill on your weakest topics and the questions you missed recently, with feedback on each answer</source>
        <translation>отработка самых слабых тем и недавних ошибок, с проверкой каждого ответа</translation>
    </message>
    <message>
        <source>the questions spaced review brings back today: those you are about to forget, missed ones sooner</source>
        <translation>вопросы, которые интервальное повторение возвращает сегодня: те, что вы вот-вот забудете, а ошибочные — раньше</translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; or &lt;b&gt;A&lt;/b&gt;–&lt;b&gt;Z&lt;/b&gt; (but F, G, N, P)</source>
        <extracomment>(keys, what they do, self-study only: a classroom exam has no guesses, checks or other pages). Key names are translated too: keyboards label them in their language.</extracomment>
        <translation>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; или &lt;b&gt;A&lt;/b&gt;–&lt;b&gt;Z&lt;/b&gt; (кроме F, G, N, P)</translation>
    </message>
    <message>
        <source>choose that choice (each shows its letter); on a single-answer question choosing it again keeps it</source>
        <translation>выбрать этот вариант (у каждого указана буква); в вопросе с одним ответом повторный выбор его не снимает</translation>
    </message>
    <message>
        <source>&lt;b&gt;Backspace&lt;/b&gt; or &lt;b&gt;Delete&lt;/b&gt;</source>
        <translation>&lt;b&gt;Backspace&lt;/b&gt; или &lt;b&gt;Delete&lt;/b&gt;</translation>
    </message>
    <message>
        <source>clear the answer (or &quot;Clear answer&quot;)</source>
        <translation>очистить ответ (или «Очистить ответ»)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shift&lt;/b&gt;+the number or letter, or right-click</source>
        <translation>&lt;b&gt;Shift&lt;/b&gt;+цифра или буква, или правый щелчок</translation>
    </message>
    <message>
        <source>strike a choice, or a matching option, out (or back in)</source>
        <translation>зачеркнуть вариант или вариант сопоставления (или вернуть)</translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; on a matching question</source>
        <translation>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; в вопросе на сопоставление</translation>
    </message>
    <message>
        <source>go to that item&apos;s drop-down; &lt;b&gt;↑&lt;/b&gt;/&lt;b&gt;↓&lt;/b&gt; choose, &lt;b&gt;Delete&lt;/b&gt; clears that item</source>
        <translation>перейти к списку этого элемента; &lt;b&gt;↑&lt;/b&gt;/&lt;b&gt;↓&lt;/b&gt; — выбор, &lt;b&gt;Delete&lt;/b&gt; — очистить элемент</translation>
    </message>
    <message>
        <source>&lt;b&gt;Alt+↑&lt;/b&gt; / &lt;b&gt;Alt+↓&lt;/b&gt;</source>
        <translation>&lt;b&gt;Alt+↑&lt;/b&gt; / &lt;b&gt;Alt+↓&lt;/b&gt;</translation>
    </message>
    <message>
        <source>move the selected item of an ordering question (&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; select one)</source>
        <translation>переместить выбранный элемент в вопросе на упорядочивание (&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; — выбрать)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Alt+S&lt;/b&gt; on a case study&apos;s question</source>
        <translation>&lt;b&gt;Alt+S&lt;/b&gt; в вопросе кейса</translation>
    </message>
    <message>
        <source>show or hide the scenario; opened, &lt;b&gt;↑&lt;/b&gt;/&lt;b&gt;↓&lt;/b&gt; scroll it</source>
        <translation>показать или скрыть сценарий; когда он открыт, &lt;b&gt;↑&lt;/b&gt;/&lt;b&gt;↓&lt;/b&gt; прокручивают его</translation>
    </message>
    <message>
        <source>&lt;b&gt;Esc&lt;/b&gt; in the answer box</source>
        <translation>&lt;b&gt;Esc&lt;/b&gt; в поле ответа</translation>
    </message>
    <message>
        <source>leave the box, so the keys below work again</source>
        <translation>выйти из поля, чтобы снова работали клавиши ниже</translation>
    </message>
    <message>
        <source>&lt;b&gt;→&lt;/b&gt; or &lt;b&gt;N&lt;/b&gt;</source>
        <translation>&lt;b&gt;→&lt;/b&gt; или &lt;b&gt;N&lt;/b&gt;</translation>
    </message>
    <message>
        <source>next question</source>
        <translation>следующий вопрос</translation>
    </message>
    <message>
        <source>&lt;b&gt;←&lt;/b&gt; or &lt;b&gt;P&lt;/b&gt;</source>
        <translation>&lt;b&gt;←&lt;/b&gt; или &lt;b&gt;P&lt;/b&gt;</translation>
    </message>
    <message>
        <source>previous question</source>
        <translation>предыдущий вопрос</translation>
    </message>
    <message>
        <source>&lt;b&gt;F&lt;/b&gt;</source>
        <translation>&lt;b&gt;F&lt;/b&gt;</translation>
    </message>
    <message>
        <source>flag or unflag the question for review</source>
        <translation>пометить вопрос для проверки или снять пометку</translation>
    </message>
    <message>
        <source>&lt;b&gt;G&lt;/b&gt;</source>
        <translation>&lt;b&gt;G&lt;/b&gt;</translation>
    </message>
    <message>
        <source>mark the answer as a guess (&quot;I guessed&quot;)</source>
        <translation>отметить ответ как данный наугад («Наугад»)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Space&lt;/b&gt; (&lt;b&gt;Enter&lt;/b&gt; in the answer box)</source>
        <translation>&lt;b&gt;Пробел&lt;/b&gt; (&lt;b&gt;Enter&lt;/b&gt; в поле ответа)</translation>
    </message>
    <message>
        <source>check the answer (practice, drills, review)</source>
        <translation>проверить ответ (тренировка, отработка, повторение)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+Enter&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ctrl+Enter&lt;/b&gt;</translation>
    </message>
    <message>
        <source>review your answers before you finish</source>
        <translation>проверить ответы перед завершением</translation>
    </message>
    <message>
        <source>&lt;b&gt;Enter&lt;/b&gt; on the review screen</source>
        <translation>&lt;b&gt;Enter&lt;/b&gt; на экране проверки</translation>
    </message>
    <message>
        <source>go to the selected question</source>
        <translation>перейти к выбранному вопросу</translation>
    </message>
    <message>
        <source>&lt;b&gt;Enter&lt;/b&gt; on the Start page</source>
        <translation>&lt;b&gt;Enter&lt;/b&gt; на странице «Старт»</translation>
    </message>
    <message>
        <source>start</source>
        <translation>начать</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+1&lt;/b&gt; / &lt;b&gt;Ctrl+2&lt;/b&gt; / &lt;b&gt;Ctrl+3&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ctrl+1&lt;/b&gt; / &lt;b&gt;Ctrl+2&lt;/b&gt; / &lt;b&gt;Ctrl+3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Start, History, Banks (outside an exam)</source>
        <translation>«Старт», «История», «Банки» (вне экзамена)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl++&lt;/b&gt; / &lt;b&gt;Ctrl+-&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ctrl++&lt;/b&gt; / &lt;b&gt;Ctrl+-&lt;/b&gt;</translation>
    </message>
    <message>
        <source>larger or smaller text</source>
        <translation>крупнее или мельче текст</translation>
    </message>
    <message>
        <source>&lt;b&gt;F11&lt;/b&gt;</source>
        <translation>&lt;b&gt;F11&lt;/b&gt;</translation>
    </message>
    <message>
        <source>full screen on or off</source>
        <translation>полноэкранный режим вкл./выкл.</translation>
    </message>
    <message>
        <source>&lt;b&gt;F1&lt;/b&gt;</source>
        <translation>&lt;b&gt;F1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>this help</source>
        <translation>эта справка</translation>
    </message>
    <message>
        <source>Modes</source>
        <translation>Режимы</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <source>Help: modes and keys</source>
        <translation>Справка: режимы и клавиши</translation>
    </message>
    <message>
        <source>This exam</source>
        <translation>Этот экзамен</translation>
    </message>
    <message>
        <source>Your instructor set this exam: its questions, time limit and pass mark. The clock keeps running if the app is closed; if it is, start it again and resume. When you hand in (or time runs out) your result goes to your instructor.</source>
        <translation>Этот экзамен задал преподаватель: вопросы, лимит времени и проходной балл. Время идёт, даже если приложение закрыто; в таком случае запустите его снова и продолжите. Когда вы сдадите экзамен (или время истечёт), результат получит преподаватель.</translation>
    </message>
</context>
<context>
    <name>HistoryController</name>
    <message>
        <source>{title} (deleted)</source>
        <extracomment>The pass-probability line: teal, apart from the score&apos;s accent and the amber pass mark.</extracomment>
        <translation>{title} (удалён)</translation>
    </message>
    <message>
        <source>{verdict} · timed out</source>
        <translation>{verdict} · время истекло</translation>
    </message>
    <message>
        <source>{used} · {per_question}/q</source>
        <translation>{used} · {per_question}/вопр.</translation>
    </message>
    <message>
        <source>Time used · average time per question</source>
        <translation>Затрачено времени · в среднем на вопрос</translation>
    </message>
    <message numerus="yes">
        <source>{readiness} · %n question(s) due for review</source>
        <translation>
            <numerusform>{readiness} · %n вопрос пора повторить</numerusform>
            <numerusform>{readiness} · %n вопроса пора повторить</numerusform>
            <numerusform>{readiness} · %n вопросов пора повторить</numerusform>
        </translation>
    </message>
    <message>
        <source>{time} · slow</source>
        <translation>{time} · медленно</translation>
    </message>
    <message>
        <source>{correct} of {answered} right, {guessed} of them marked &apos;I guessed&apos; (shaky)</source>
        <translation>Верно {correct} из {answered}, из них {guessed} с отметкой «Наугад» (неуверенно)</translation>
    </message>
    <message>
        <source>{correct} of {answered} right</source>
        <translation>Верно {correct} из {answered}</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Pass probability</source>
        <translation>Вероятность сдачи</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>Проходной балл</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>History</source>
        <extracomment>Below this page width the tables and the charts are stacked. The attempts table shows this many rows before it scrolls on its own.</extracomment>
        <translation>История</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Банк</translation>
    </message>
    <message>
        <source>Score and pass probability</source>
        <translation>Результат и вероятность сдачи</translation>
    </message>
    <message>
        <source>Accuracy by topic</source>
        <translation>Точность по темам</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Попытки</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Режим</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Past attempts</source>
        <translation>Прошлые попытки</translation>
    </message>
    <message>
        <source>Double-click an attempt (or select it and press Enter) to review it.</source>
        <translation>Чтобы просмотреть попытку, дважды щёлкните её (или выберите и нажмите Enter).</translation>
    </message>
    <message>
        <source>Progress by topic</source>
        <translation>Прогресс по темам</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>Тема</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Ответы</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Точность</translation>
    </message>
    <message>
        <source>Mastery</source>
        <translation>Освоение</translation>
    </message>
    <message>
        <source>Avg. time</source>
        <translation>Ср. время</translation>
    </message>
    <message>
        <source>Mastery: the estimated chance you know a question of the topic now; recent answers count more, and answers marked &apos;I guessed&apos; count as half known. * some right answers were guesses (hover for how many).</source>
        <translation>Освоение — оценка вероятности, что вы сейчас знаете вопрос по теме; недавние ответы весят больше, а ответы с отметкой «Наугад» считаются известными наполовину. * часть верных ответов дана наугад (наведите курсор, чтобы узнать сколько).</translation>
    </message>
</context>
<context>
    <name>ImportPreviewController</name>
    <message>
        <source>Import {name}</source>
        <extracomment>The roles a sheet column can be given, in the order the combo boxes offer them.</extracomment>
        <translation>Импорт {name}</translation>
    </message>
    <message>
        <source>Detected format</source>
        <translation>Определённый формат</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>Чтение {name}…</translation>
    </message>
    <message>
        <source>No question can be shown until the file is read.</source>
        <translation>Вопросы появятся после чтения файла.</translation>
    </message>
    <message>
        <source>Nothing can be imported from this file as it is read now.</source>
        <translation>При текущем способе чтения из этого файла нечего импортировать.</translation>
    </message>
    <message>
        <source>Try another format above, or fix the file.</source>
        <translation>Выберите выше другой формат или исправьте файл.</translation>
    </message>
    <message>
        <source>Say below what each column holds.</source>
        <translation>Укажите ниже, что содержит каждый столбец.</translation>
    </message>
    <message>
        <source>{format}: {family}</source>
        <translation>{format}: {family}</translation>
    </message>
    <message numerus="yes">
        <source>Found %n question(s)</source>
        <translation>
            <numerusform>Найден %n вопрос</numerusform>
            <numerusform>Найдено %n вопроса</numerusform>
            <numerusform>Найдено %n вопросов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n will be imported</source>
        <translation>
            <numerusform>%n будет импортирован</numerusform>
            <numerusform>%n будут импортированы</numerusform>
            <numerusform>%n будут импортированы</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n пропущен</numerusform>
            <numerusform>%n пропущены</numerusform>
            <numerusform>%n пропущены</numerusform>
        </translation>
    </message>
    <message>
        <source>Topics: {topics}</source>
        <translation>Темы: {topics}</translation>
    </message>
    <message>
        <source>column {number}</source>
        <translation>столбец {number}</translation>
    </message>
    <message>
        <source>What the column &apos;{name}&apos; holds</source>
        <translation>Что содержит столбец «{name}»</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Вопрос</translation>
    </message>
    <message>
        <source>Choice (in column order)</source>
        <translation>Вариант (в порядке столбцов)</translation>
    </message>
    <message>
        <source>All choices (separated by ;)</source>
        <translation>Все варианты (через ;)</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Ответ</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Объяснение</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>Тема</translation>
    </message>
    <message>
        <source>Question id</source>
        <translation>ID вопроса</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Теги</translation>
    </message>
    <message>
        <source>Not used</source>
        <translation>Не используется</translation>
    </message>
    <message>
        <source>Choose {count}</source>
        <translation>Выберите {count}</translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation>Импорт {name}…</translation>
    </message>
</context>
<context>
    <name>ImportPreviewDialog</name>
    <message>
        <source>Import preview</source>
        <translation>Предпросмотр импорта</translation>
    </message>
    <message>
        <source>Read as:</source>
        <translation>Читать как:</translation>
    </message>
    <message>
        <source>Format to read the file as</source>
        <translation>Формат, в котором читать файл</translation>
    </message>
    <message>
        <source>Questions that would be skipped, and why</source>
        <translation>Вопросы, которые будут пропущены, и почему</translation>
    </message>
    <message>
        <source>What each column holds</source>
        <translation>Что содержит каждый столбец</translation>
    </message>
    <message>
        <source>Sample question</source>
        <translation>Пример вопроса</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Импортировать</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
</context>
<context>
    <name>KeptAnswersController</name>
    <message>
        <source>Not saved: the database file {path} was moved, replaced or deleted. Your answers are kept in this window; save a copy to keep them.</source>
        <extracomment>Saves the library as this window sees it to a file, with the attempt&apos;s kept answers.</extracomment>
        <translation>Не сохранено: файл базы данных {path} перемещён, заменён или удалён. Ваши ответы хранятся в этом окне; сохраните копию, чтобы не потерять их.</translation>
    </message>
    <message>
        <source>Save your answers to a new file</source>
        <translation>Сохранить ответы в новый файл</translation>
    </message>
    <message>
        <source>Exam Simulator database (*.db)</source>
        <translation>База данных Exam Simulator (*.db)</translation>
    </message>
    <message>
        <source>Not saved: the copy could not be written to {path} ({reason}). Your answers are still kept in this window; try another folder.</source>
        <translation>Не сохранено: не удалось записать копию в {path} ({reason}). Ваши ответы по-прежнему хранятся в этом окне; выберите другую папку.</translation>
    </message>
    <message>
        <source>Saved to {path}. Your answers are safe again and are saved there as you go; to use this file next time: exam-simulator --db sqlite:///{path}</source>
        <translation>Сохранено в {path}. Ваши ответы снова в безопасности и будут сохраняться туда по ходу работы; чтобы открыть этот файл в следующий раз: exam-simulator --db sqlite:///{path}</translation>
    </message>
    <message>
        <source>Answers not saved</source>
        <translation>Ответы не сохранены</translation>
    </message>
    <message>
        <source>Your answers since the database file went away are not saved: they are only in this window.</source>
        <translation>Ответы, данные после исчезновения файла базы данных, не сохранены: они есть только в этом окне.</translation>
    </message>
    <message>
        <source>Save a copy of them first?</source>
        <translation>Сначала сохранить их копию?</translation>
    </message>
    <message>
        <source>Save a copy…</source>
        <translation>Сохранить копию…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Exam Simulator</source>
        <extracomment>The size the window opens at when the screen has room (and nothing was remembered). Small enough for an 800x600 screen with its window frame and task bar.</extracomment>
        <translation>Exam Simulator</translation>
    </message>
    <message>
        <source>Saved. Resume it from the Start page whenever you like.</source>
        <translation>Сохранено. Продолжить можно в любое время на странице «Старт».</translation>
    </message>
    <message>
        <source>This exam was already submitted (in another window).</source>
        <translation>Этот экзамен уже сдан (в другом окне).</translation>
    </message>
    <message>
        <source>This attempt was discarded in another window.</source>
        <translation>Эта попытка была отменена в другом окне.</translation>
    </message>
    <message>
        <source>This attempt was resumed in another window; continue it there.</source>
        <translation>Эта попытка продолжена в другом окне; продолжайте там.</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Время вышло</translation>
    </message>
    <message>
        <source>Time ran out, so your answers were submitted automatically.</source>
        <translation>Время истекло, ваши ответы сданы автоматически.</translation>
    </message>
    <message>
        <source>Reported. The question is marked on the Banks page (show: Reported), where it can be fixed.</source>
        <translation>Сообщение сохранено. Вопрос отмечен на странице «Банки» (показать: С жалобами), где его можно исправить.</translation>
    </message>
    <message>
        <source>Exam Simulator: {name}</source>
        <translation>Exam Simulator: {name}</translation>
    </message>
    <message>
        <source>The interface is in {language}.</source>
        <translation>Язык интерфейса: {language}.</translation>
    </message>
    <message>
        <source>The interface will be in {language} when Exam Simulator starts again.</source>
        <translation>Интерфейс переключится на {language} при следующем запуске Exam Simulator.</translation>
    </message>
    <message numerus="yes">
        <source>Desired retention {value}: %n review date(s) moved.</source>
        <translation>
            <numerusform>Целевое запоминание {value}: перенесена %n дата повторения.</numerusform>
            <numerusform>Целевое запоминание {value}: перенесены %n даты повторения.</numerusform>
            <numerusform>Целевое запоминание {value}: перенесено %n дат повторения.</numerusform>
        </translation>
    </message>
    <message>
        <source>About Exam Simulator</source>
        <translation>О программе Exam Simulator</translation>
    </message>
    <message>
        <source>Exam Simulator {version}
Offline practice for certification exams.</source>
        <translation>Exam Simulator {version}
Офлайн-подготовка к сертификационным экзаменам.</translation>
    </message>
    <message>
        <source>Close without saving</source>
        <translation>Закрыть без сохранения</translation>
    </message>
</context>
<context>
    <name>MatchingPanel</name>
    <message>
        <source>Options (right-click one to cross it out):</source>
        <extracomment>The letters the options are listed by (and struck out with, Shift+letter).</extracomment>
        <translation>Варианты (правый щелчок — зачеркнуть):</translation>
    </message>
    <message>
        <source>Choose a match</source>
        <translation>Выберите соответствие</translation>
    </message>
    <message>
        <source>Right-click, or Shift+{0}, to cross this option out</source>
        <translation>Правый щелчок или Shift+{0} — зачеркнуть этот вариант</translation>
    </message>
    <message>
        <source>Item {0}: choose its match</source>
        <translation>Элемент {0}: выберите соответствие</translation>
    </message>
    <message>
        <source>Clear the match of item {0}</source>
        <translation>Очистить соответствие элемента {0}</translation>
    </message>
    <message>
        <source>Clear this match (Delete)</source>
        <translation>Очистить соответствие (Delete)</translation>
    </message>
    <message>
        <source>crossed out</source>
        <translation>зачёркнут</translation>
    </message>
    <message>
        <source>right</source>
        <translation>верно</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>неверно</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>the database {name} holds tables that are not Exam Simulator&apos;s; choose another database with --db</source>
        <extracomment>SQLite&apos;s `synchronous` for every transaction, except those opened with `Database.session(durable=False)`, which use SYNC_LAZY. In WAL mode FULL syncs the log at each commit; NORMAL only writes it (a crash of the app loses nothing, a power cut may lose the last commits) and the next FULL commit syncs those frames too. Without WAL (a file system that refuses it) NORMAL could corrupt the file on a power cut, so there every transaction stays FULL.</extracomment>
        <translation>база данных {name} содержит таблицы не от Exam Simulator; выберите другую базу через --db</translation>
    </message>
    <message>
        <source>the database {name} was written by a newer version of Exam Simulator (schema {revision}; this version reads up to {readable}). Update Exam Simulator, or use another database with --db.</source>
        <translation>база данных {name} записана более новой версией Exam Simulator (схема {revision}; эта версия читает до {readable}). Обновите Exam Simulator или укажите другую базу через --db.</translation>
    </message>
    <message>
        <source>the database file {path} was moved, replaced or deleted while Exam Simulator was using it; nothing more is written to it</source>
        <translation>файл базы данных {path} был перемещён, заменён или удалён во время работы Exam Simulator; запись в него прекращена</translation>
    </message>
    <message>
        <source>the database {name} is not an Exam Simulator database or is damaged ({reason}); nothing was changed. Move it aside, or choose another database with --db</source>
        <translation>{name} — не база данных Exam Simulator или она повреждена ({reason}); ничего не изменено. Переместите её в другое место или выберите другую базу через --db</translation>
    </message>
    <message>
        <source>the database {name} cannot be written: the disk is full ({reason}); nothing was changed. Free some space and try again</source>
        <translation>не удаётся записать в базу данных {name}: диск заполнен ({reason}); ничего не изменено. Освободите место и повторите попытку</translation>
    </message>
    <message>
        <source>the database {name} is read-only ({reason}); nothing was changed. Make the file writable, or choose another database with --db</source>
        <translation>база данных {name} доступна только для чтения ({reason}); ничего не изменено. Разрешите запись в файл или выберите другую базу через --db</translation>
    </message>
    <message>
        <source>the database {name} is busy: another program is writing to it ({reason}); nothing was changed. Try again in a moment</source>
        <translation>база данных {name} занята: в неё пишет другая программа ({reason}); ничего не изменено. Повторите чуть позже</translation>
    </message>
    <message>
        <source>cannot open the database {name}: {reason}</source>
        <translation>не удаётся открыть базу данных {name}: {reason}</translation>
    </message>
    <message>
        <source>the database {name} reported an error: {reason}</source>
        <translation>ошибка базы данных {name}: {reason}</translation>
    </message>
    <message>
        <source>{topic}: {correct} of {total} correct ({percent}%); drill it next</source>
        <extracomment>A topic needs this many answers before it is called strong. z for a two-sided 95% interval.</extracomment>
        <translation>{topic}: верно {correct} из {total} ({percent}%); отработайте в первую очередь</translation>
    </message>
    <message>
        <source>{topic}: {correct} of {total} correct ({percent}%); drill it soon</source>
        <translation>{topic}: верно {correct} из {total} ({percent}%); отработайте в ближайшее время</translation>
    </message>
    <message>
        <source>An exam needs at least one question.</source>
        <extracomment>The kinds of practice set, with what each draws from. How many recent attempts &quot;missed&quot; and &quot;flagged&quot; look back by default.</extracomment>
        <translation>В экзамене должен быть хотя бы один вопрос.</translation>
    </message>
    <message>
        <source>The time limit cannot be negative (use 0 for an untimed exam).</source>
        <translation>Лимит времени не может быть отрицательным (0 — без ограничения).</translation>
    </message>
    <message>
        <source>The pass mark must be between 0% and 100%, not {percent}%.</source>
        <translation>Проходной балл должен быть от 0% до 100%, а не {percent}%.</translation>
    </message>
    <message>
        <source>Topic weights cannot be negative: {topics}.</source>
        <translation>Веса тем не могут быть отрицательными: {topics}.</translation>
    </message>
    <message>
        <source>The bank {bank!r} has no topic {topics}.</source>
        <translation>В банке {bank!r} нет темы {topics}.</translation>
    </message>
    <message>
        <source>No questions match these topics.</source>
        <translation>По этим темам нет вопросов.</translation>
    </message>
    <message>
        <source>Enter your name and student ID first.</source>
        <extracomment>Longest student name and student ID the app accepts (what the database and a results server store, and short enough for a result file&apos;s name on every file system). Extra time an accommodation may grant, in percent of the time limit. The extra time a self-study candidate can choose (View menu), as test centres grant it.</extracomment>
        <translation>Сначала введите имя и номер учащегося.</translation>
    </message>
    <message>
        <source>Your name is {length} characters long; at most {limit} fit.</source>
        <translation>Длина имени — {length} симв.; допустимо не более {limit}.</translation>
    </message>
    <message>
        <source>Your student ID is {length} characters long; at most {limit} fit.</source>
        <translation>Длина номера учащегося — {length} симв.; допустимо не более {limit}.</translation>
    </message>
    <message>
        <source>Your name holds a character that cannot be printed; type it again.</source>
        <translation>В имени есть непечатаемый символ; введите его заново.</translation>
    </message>
    <message>
        <source>Your student ID holds a character that cannot be printed; type it again.</source>
        <translation>В номере учащегося есть непечатаемый символ; введите его заново.</translation>
    </message>
    <message>
        <source>No question of the chosen topics is due for review today; tick more topics or choose another mode.</source>
        <translation>По выбранным темам сегодня нечего повторять; отметьте больше тем или выберите другой режим.</translation>
    </message>
    <message>
        <source>No question of this bank is due for review today. The next one is due on {day}.</source>
        <translation>В этом банке сегодня нечего повторять. Следующее повторение: {day}.</translation>
    </message>
    <message>
        <source>No question of this bank is due for review today.</source>
        <translation>В этом банке сегодня нечего повторять.</translation>
    </message>
    <message>
        <source>That attempt is no longer unfinished; start a new one.</source>
        <translation>Эта попытка уже завершена; начните новую.</translation>
    </message>
    <message>
        <source>There is no bank &apos;{bank}&apos;; import it first.</source>
        <translation>Банка «{bank}» нет; сначала импортируйте его.</translation>
    </message>
    <message>
        <source>The classroom profile names the bank &apos;{bank}&apos;, which is not installed.</source>
        <translation>В профиле класса указан банк «{bank}», но он не установлен.</translation>
    </message>
</context>
<context>
    <name>Navigation</name>
    <message>
        <source>Start</source>
        <translation>Старт</translation>
    </message>
    <message>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <source>Banks</source>
        <translation>Банки</translation>
    </message>
    <message>
        <source>Finish the exam (or save and exit a practice session) first</source>
        <translation>Сначала завершите экзамен (или сохраните тренировку и выйдите)</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>Навигация</translation>
    </message>
    <message>
        <source>{action} ({keys})</source>
        <translation>{action} ({keys})</translation>
    </message>
</context>
<context>
    <name>NumberRow</name>
    <message>
        <source>Value, e.g. 73856</source>
        <translation>Значение, например 73856</translation>
    </message>
    <message>
        <source>Tolerance (0)</source>
        <translation>Допуск (0)</translation>
    </message>
    <message>
        <source>Remove this value</source>
        <translation>Удалить это значение</translation>
    </message>
    <message>
        <source>Accepted value {n}</source>
        <translation>Принимаемое значение {n}</translation>
    </message>
    <message>
        <source>Tolerance of value {n}</source>
        <translation>Допуск значения {n}</translation>
    </message>
    <message>
        <source>Remove value {n}</source>
        <translation>Удалить значение {n}</translation>
    </message>
</context>
<context>
    <name>OrderingPanel</name>
    <message>
        <source>Items in your order, first at the top</source>
        <extracomment>Left and right padding plus border of `QListWidget#orderList::item` in app.qss.</extracomment>
        <translation>Элементы в вашем порядке, первый — сверху</translation>
    </message>
    <message>
        <source>▲ Up</source>
        <translation>▲ Вверх</translation>
    </message>
    <message>
        <source>Move the selected item up</source>
        <translation>Переместить выбранный элемент вверх</translation>
    </message>
    <message>
        <source>Move the selected item up (Alt+Up)</source>
        <translation>Переместить выбранный элемент вверх (Alt+↑)</translation>
    </message>
    <message>
        <source>▼ Down</source>
        <translation>▼ Вниз</translation>
    </message>
    <message>
        <source>Move the selected item down</source>
        <translation>Переместить выбранный элемент вниз</translation>
    </message>
    <message>
        <source>Move the selected item down (Alt+Down)</source>
        <translation>Переместить выбранный элемент вниз (Alt+↓)</translation>
    </message>
    <message>
        <source>position {0} of {1}</source>
        <translation>позиция {0} из {1}</translation>
    </message>
    <message>
        <source>right</source>
        <translation>верно</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>неверно</translation>
    </message>
</context>
<context>
    <name>PairRow</name>
    <message>
        <source>Item</source>
        <translation>Элемент</translation>
    </message>
    <message>
        <source>Goes with</source>
        <translation>Соответствует</translation>
    </message>
    <message>
        <source>Remove this pair</source>
        <translation>Удалить эту пару</translation>
    </message>
    <message>
        <source>Item {n}</source>
        <translation>Элемент {n}</translation>
    </message>
    <message>
        <source>What item {n} goes with</source>
        <translation>Чему соответствует элемент {n}</translation>
    </message>
    <message>
        <source>Remove pair {n}</source>
        <translation>Удалить пару {n}</translation>
    </message>
</context>
<context>
    <name>PdfReport</name>
    <message>
        <source>Exam Simulator report: {bank}</source>
        <translation>Отчёт Exam Simulator: {bank}</translation>
    </message>
    <message>
        <source>Exam Simulator</source>
        <translation>Exam Simulator</translation>
    </message>
    <message>
        <source>pass mark {mark}</source>
        <translation>проходной балл {mark}</translation>
    </message>
    <message>
        <source>time used {used}</source>
        <translation>затрачено {used}</translation>
    </message>
    <message>
        <source>time ran out</source>
        <translation>время истекло</translation>
    </message>
    <message>
        <source>Score by topic</source>
        <translation>Результаты по темам</translation>
    </message>
    <message>
        <source>What to study next</source>
        <translation>Что изучить дальше</translation>
    </message>
    <message>
        <source>No weak topics in this attempt: every topic reached the pass mark.</source>
        <translation>В этой попытке нет слабых тем: по каждой теме набран проходной балл.</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Вопросы</translation>
    </message>
    <message>
        <source>Case study: {title}</source>
        <translation>Кейс: {title}</translation>
    </message>
    <message>
        <source>none given</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Your answer: {answer}</source>
        <translation>Ваш ответ: {answer}</translation>
    </message>
    <message>
        <source>Right answer: {answer}</source>
        <translation>Верный ответ: {answer}</translation>
    </message>
</context>
<context>
    <name>ProposalDialog</name>
    <message>
        <source>Sort questions into topics: {bank}</source>
        <extracomment>Proposals below this confidence are marked for a closer look. How many questions of the library&apos;s other banks helped the last proposal.</extracomment>
        <translation>Распределение вопросов по темам: {bank}</translation>
    </message>
    <message>
        <source>1. The exam&apos;s domains</source>
        <translation>1. Разделы экзамена</translation>
    </message>
    <message>
        <source>As the official exam guide lists them: an id, a title and, if you have it, a line of description. The more words a description shares with the questions, the better the proposals.</source>
        <translation>Как в официальном руководстве к экзамену: ID, название и, если есть, строка описания. Чем больше общих слов у описания с вопросами, тем точнее предложения.</translation>
    </message>
    <message>
        <source>Domains</source>
        <translation>Разделы</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Description (optional)</source>
        <translation>Описание (необязательно)</translation>
    </message>
    <message>
        <source>Add domain</source>
        <translation>Добавить раздел</translation>
    </message>
    <message>
        <source>Load DOMAINS.yaml…</source>
        <translation>Загрузить DOMAINS.yaml…</translation>
    </message>
    <message>
        <source>Propose topics</source>
        <translation>Предложить темы</translation>
    </message>
    <message>
        <source>2. Check the proposals, least sure first</source>
        <translation>2. Проверьте предложения (сначала наименее уверенные)</translation>
    </message>
    <message>
        <source>Proposed topics</source>
        <translation>Предложенные темы</translation>
    </message>
    <message>
        <source>Sure</source>
        <translation>Уверенность</translation>
    </message>
    <message>
        <source>Proposed topic</source>
        <translation>Предложенная тема</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Вопрос</translation>
    </message>
    <message>
        <source>Topic for the selected questions</source>
        <translation>Тема для выбранных вопросов</translation>
    </message>
    <message>
        <source>Put selected in</source>
        <translation>Поместить выбранные в</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Применить</translation>
    </message>
    <message>
        <source>Load the exam&apos;s domains</source>
        <translation>Загрузка разделов экзамена</translation>
    </message>
    <message>
        <source>Domain lists (*.yaml *.yml);;All files (*)</source>
        <translation>Списки разделов (*.yaml *.yml);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Domain {n} needs an id.</source>
        <translation>У раздела {n} должен быть ID.</translation>
    </message>
    <message>
        <source>The id &apos;{id}&apos; is used twice.</source>
        <translation>ID «{id}» использован дважды.</translation>
    </message>
    <message>
        <source>Domain {n} needs a title (at most {max} characters).</source>
        <translation>У раздела {n} должно быть название (не более {max} симв.).</translation>
    </message>
    <message>
        <source>List at least two domains.</source>
        <translation>Укажите не менее двух разделов.</translation>
    </message>
    <message>
        <source>Reading the questions…</source>
        <translation>Чтение вопросов…</translation>
    </message>
    <message>
        <source>Untick to leave this question where it is</source>
        <translation>Снимите отметку, чтобы оставить вопрос на месте</translation>
    </message>
    <message>
        <source>Not sure: check this one</source>
        <translation>Не уверено: проверьте</translation>
    </message>
    <message>
        <source>Chosen by you</source>
        <translation>Выбрано вами</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) of your other banks lent their words.</source>
        <translation>
            <numerusform>%n вопрос из других ваших банков помог своими словами.</numerusform>
            <numerusform>%n вопроса из других ваших банков помогли своими словами.</numerusform>
            <numerusform>%n вопросов из других ваших банков помогли своими словами.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s); </source>
        <translation>
            <numerusform>%n вопрос; </numerusform>
            <numerusform>%n вопроса; </numerusform>
            <numerusform>%n вопросов; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unsure, at the top.</source>
        <translation>
            <numerusform>%n неуверенный — вверху.</numerusform>
            <numerusform>%n неуверенных — вверху.</numerusform>
            <numerusform>%n неуверенных — вверху.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing proposed yet.</source>
        <translation>Пока ничего не предложено.</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) sorted into topics</source>
        <translation>
            <numerusform>%n вопрос распределён по темам</numerusform>
            <numerusform>%n вопроса распределены по темам</numerusform>
            <numerusform>%n вопросов распределены по темам</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n topic(s) added</source>
        <translation>
            <numerusform>; добавлена %n тема</numerusform>
            <numerusform>; добавлены %n темы</numerusform>
            <numerusform>; добавлено %n тем</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n emptied topic(s) removed.</source>
        <translation>
            <numerusform>; удалена %n опустевшая тема.</numerusform>
            <numerusform>; удалены %n опустевшие темы.</numerusform>
            <numerusform>; удалено %n опустевших тем.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuestionEditor</name>
    <message>
        <source>Choice (single or multi-select)</source>
        <extracomment>The question types, as a bank file&apos;s `type:` and as the type box shows them.</extracomment>
        <translation>Выбор (один или несколько ответов)</translation>
    </message>
    <message>
        <source>Matching</source>
        <translation>Сопоставление</translation>
    </message>
    <message>
        <source>Ordering</source>
        <translation>Упорядочивание</translation>
    </message>
    <message>
        <source>Short answer</source>
        <translation>Краткий ответ</translation>
    </message>
    <message>
        <source>Numeric</source>
        <translation>Числовой</translation>
    </message>
    <message>
        <source>Mark the reports as resolved when I save</source>
        <translation>При сохранении отметить сообщения как решённые</translation>
    </message>
    <message>
        <source>Question id</source>
        <translation>ID вопроса</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>Тема</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Сложность</translation>
    </message>
    <message>
        <source>Not set</source>
        <translation>Не задана</translation>
    </message>
    <message>
        <source>1 · easy</source>
        <translation>1 · легко</translation>
    </message>
    <message>
        <source>2 · medium</source>
        <translation>2 · средне</translation>
    </message>
    <message>
        <source>3 · hard</source>
        <translation>3 · сложно</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Case study</source>
        <translation>Кейс</translation>
    </message>
    <message>
        <source>Question text</source>
        <translation>Текст вопроса</translation>
    </message>
    <message>
        <source>The question, in Markdown</source>
        <translation>Вопрос в формате Markdown</translation>
    </message>
    <message>
        <source>Insert image…</source>
        <translation>Вставить изображение…</translation>
    </message>
    <message>
        <source>Insert image</source>
        <translation>Вставить изображение</translation>
    </message>
    <message>
        <source>Choose a picture on this computer; it is copied into the bank</source>
        <translation>Выберите изображение на этом компьютере; оно будет скопировано в банк</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Вопрос</translation>
    </message>
    <message>
        <source>Question type</source>
        <translation>Тип вопроса</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Tick the correct choice; tick several for “Choose N”.</source>
        <translation>Отметьте верный вариант; для «Выберите N» — несколько.</translation>
    </message>
    <message>
        <source>Add choice</source>
        <translation>Добавить вариант</translation>
    </message>
    <message>
        <source>Shuffle the choices in exams</source>
        <translation>Перемешивать варианты в экзаменах</translation>
    </message>
    <message>
        <source>Choices</source>
        <translation>Варианты</translation>
    </message>
    <message>
        <source>Short explanation</source>
        <translation>Краткое объяснение</translation>
    </message>
    <message>
        <source>One or two sentences, shown at once</source>
        <translation>Одно-два предложения, показываются сразу</translation>
    </message>
    <message>
        <source>Full explanation</source>
        <translation>Полное объяснение</translation>
    </message>
    <message>
        <source>Optional: the whole reasoning, in Markdown</source>
        <translation>Необязательно: полное обоснование в Markdown</translation>
    </message>
    <message>
        <source>References</source>
        <translation>Источники</translation>
    </message>
    <message>
        <source>One link or source per line</source>
        <translation>По одной ссылке или источнику в строке</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Теги</translation>
    </message>
    <message>
        <source>Comma-separated, e.g. nsight, profiling</source>
        <translation>Через запятую, например: nsight, profiling</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Save the question</source>
        <translation>Сохранить вопрос</translation>
    </message>
    <message>
        <source>The scenario shown beside this question in exams; the scenarios themselves are written in the bank&apos;s file</source>
        <translation>Сценарий, который показывается рядом с этим вопросом на экзамене; сами сценарии пишутся в файле банка</translation>
    </message>
    <message>
        <source>Text of the case study</source>
        <translation>Текст кейса</translation>
    </message>
    <message>
        <source>Choice {n}</source>
        <translation>Вариант {n}</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Пары</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Порядок</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Ответы</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Значения</translation>
    </message>
    <message>
        <source>Each left item and the answer it goes with; several may share one.</source>
        <translation>Каждый элемент слева и соответствующий ему ответ; у нескольких может быть один и тот же.</translation>
    </message>
    <message>
        <source>Add pair</source>
        <translation>Добавить пару</translation>
    </message>
    <message>
        <source>Extra answers that match nothing</source>
        <translation>Лишние ответы, которым ничего не соответствует</translation>
    </message>
    <message>
        <source>Optional: answers that match no item, one per line</source>
        <translation>Необязательно: ответы, не соответствующие ни одному элементу, по одному в строке</translation>
    </message>
    <message>
        <source>One item per line, in the right order: the exam shows them shuffled.</source>
        <translation>По одному элементу в строке, в правильном порядке: на экзамене они перемешаны.</translation>
    </message>
    <message>
        <source>Items in the right order</source>
        <translation>Элементы в правильном порядке</translation>
    </message>
    <message>
        <source>Every accepted answer, one per line; * stands for any text.</source>
        <translation>Каждый принимаемый ответ, по одному в строке; * означает любой текст.</translation>
    </message>
    <message>
        <source>Accepted answers</source>
        <translation>Принимаемые ответы</translation>
    </message>
    <message>
        <source>Upper and lower case must match</source>
        <translation>Учитывать регистр</translation>
    </message>
    <message>
        <source>Every accepted value, each with how far an answer may be from it.</source>
        <translation>Каждое принимаемое значение с допустимым отклонением ответа от него.</translation>
    </message>
    <message>
        <source>Add value</source>
        <translation>Добавить значение</translation>
    </message>
</context>
<context>
    <name>QuestionNavigator</name>
    <message>
        <source>Go to question {number}</source>
        <extracomment>Looks kept at most (a few per question: answered, flagged, current…). What the navigator last set: status, flagged, current (None: nothing yet). The looks drawn so far, shared by every button: (number, state, enabled, size) -&gt; picture, for the look generation in `_LOOKS_OF` (a new theme or text size).</extracomment>
        <translation>Перейти к вопросу {number}</translation>
    </message>
    <message>
        <source>answered</source>
        <translation>отвечен</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>не завершён</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>без ответа</translation>
    </message>
    <message>
        <source>Question {number}: {standing}, flagged</source>
        <translation>Вопрос {number}: {standing}, помечен</translation>
    </message>
    <message>
        <source>Question {number}: {standing}</source>
        <translation>Вопрос {number}: {standing}</translation>
    </message>
</context>
<context>
    <name>QuestionTableModel</name>
    <message>
        <source>ID</source>
        <extracomment>How long a prompt&apos;s one line may get before it is cut (the view elides the rest).</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>Тема</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Текст вопроса</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>Показов</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Верно</translation>
    </message>
    <message>
        <source>Next review</source>
        <translation>Следующее повторение</translation>
    </message>
    <message>
        <source>Case study</source>
        <translation>Кейс</translation>
    </message>
    <message>
        <source>{kind} (retired)</source>
        <translation>{kind} (в архиве)</translation>
    </message>
    <message>
        <source>Single</source>
        <translation>Один ответ</translation>
    </message>
    <message>
        <source>Multi</source>
        <translation>Несколько ответов</translation>
    </message>
    <message>
        <source>Matching</source>
        <translation>Сопоставление</translation>
    </message>
    <message>
        <source>Ordering</source>
        <translation>Упорядочивание</translation>
    </message>
    <message>
        <source>Short answer</source>
        <translation>Краткий ответ</translation>
    </message>
    <message>
        <source>Numeric</source>
        <translation>Числовой</translation>
    </message>
</context>
<context>
    <name>RenameBankDialog</name>
    <message>
        <source>Rename bank</source>
        <translation>Переименование банка</translation>
    </message>
    <message>
        <source>The new title is kept when you import the bank&apos;s file again.</source>
        <translation>Новое название сохранится при повторном импорте файла банка.</translation>
    </message>
    <message>
        <source>Bank title</source>
        <translation>Название банка</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Переименовать</translation>
    </message>
    <message>
        <source>The title</source>
        <translation>Название</translation>
    </message>
</context>
<context>
    <name>ReportDialog</name>
    <message>
        <source>Report a problem with this question</source>
        <extracomment>Stores a report: (bank id, question id, attempt id or None, note).</extracomment>
        <translation>Сообщить о проблеме с вопросом</translation>
    </message>
    <message>
        <source>Question {id}</source>
        <translation>Вопрос {id}</translation>
    </message>
    <message>
        <source>What is wrong: a wrong key, a typo, an unclear prompt, an outdated fact? The question is marked as reported on the Banks page, where it can be fixed.</source>
        <translation>Что не так: неверный ключ, опечатка, неясная формулировка, устаревшие сведения? Вопрос будет отмечен на странице «Банки», где его можно исправить.</translation>
    </message>
    <message>
        <source>What is wrong with the question</source>
        <translation>Что не так с вопросом</translation>
    </message>
    <message>
        <source>e.g. The right answer should be B: see the docs.</source>
        <translation>Например: верный ответ — B, см. документацию.</translation>
    </message>
    <message>
        <source>Send report</source>
        <translation>Отправить</translation>
    </message>
</context>
<context>
    <name>ResultsController</name>
    <message>
        <source>Pass probability after this attempt: {figure}</source>
        <translation>Вероятность сдачи после этой попытки: {figure}</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>Сдано</translation>
    </message>
    <message>
        <source>Answered: {0} of {1}. Your answers were handed in to your instructor, who will tell you your result.</source>
        <translation>Отвечено: {0} из {1}. Ваши ответы переданы преподавателю, он сообщит вам результат.</translation>
    </message>
    <message>
        <source>pass mark {mark}</source>
        <translation>проходной балл {mark}</translation>
    </message>
    <message>
        <source>time used {used} of {limit}</source>
        <translation>затрачено {used} из {limit}</translation>
    </message>
    <message>
        <source>time used {used}</source>
        <translation>затрачено {used}</translation>
    </message>
    <message>
        <source>{time} per question (pace {pace})</source>
        <translation>{time} на вопрос (темп {pace})</translation>
    </message>
    <message>
        <source>{time} per question</source>
        <translation>{time} на вопрос</translation>
    </message>
    <message>
        <source>time ran out</source>
        <translation>время истекло</translation>
    </message>
    <message>
        <source>{time} · slow</source>
        <translation>{time} · медленно</translation>
    </message>
    <message>
        <source>Slower than the exam&apos;s pace in: {topics}.</source>
        <translation>Медленнее темпа экзамена в темах: {topics}.</translation>
    </message>
    <message>
        <source>No weak topics: every topic reached the pass mark ({mark}).</source>
        <translation>Слабых тем нет: по каждой теме набран проходной балл ({mark}).</translation>
    </message>
    <message>
        <source>Hide full explanation</source>
        <translation>Скрыть полное объяснение</translation>
    </message>
    <message>
        <source>Show full explanation</source>
        <translation>Показать полное объяснение</translation>
    </message>
    <message>
        <source>Save PDF report</source>
        <translation>Сохранение отчёта PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>exam-report-{bank}-{date}.pdf</source>
        <translation>отчёт-{bank}-{date}.pdf</translation>
    </message>
    <message>
        <source>exam-report-{bank}.pdf</source>
        <translation>отчёт-{bank}.pdf</translation>
    </message>
    <message>
        <source>Could not save the report: {reason}</source>
        <translation>Не удалось сохранить отчёт: {reason}</translation>
    </message>
    <message>
        <source>PDF report saved to {path}</source>
        <translation>Отчёт PDF сохранён в {path}</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <source>Score</source>
        <extracomment>Below this width the review goes below the topics instead of beside them, so the topic table keeps room for its five columns.</extracomment>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Drill weak areas</source>
        <translation>Отработать слабые темы</translation>
    </message>
    <message>
        <source>Set up a drill on your weakest topics on the Start page</source>
        <translation>Настроить на странице «Старт» отработку самых слабых тем</translation>
    </message>
    <message>
        <source>Save PDF report…</source>
        <translation>Сохранить отчёт PDF…</translation>
    </message>
    <message>
        <source>A report to keep: score, topics and weak areas, then every question with your answer and the right one</source>
        <translation>Отчёт на память: результат, темы и слабые места, а затем каждый вопрос с вашим ответом и верным</translation>
    </message>
    <message>
        <source>New exam</source>
        <translation>Новый экзамен</translation>
    </message>
    <message>
        <source>Save result file…</source>
        <translation>Сохранить файл результата…</translation>
    </message>
    <message>
        <source>Save a copy of your result file, e.g. on a USB stick, for your instructor</source>
        <translation>Сохранить копию файла результата для преподавателя, например на USB-накопитель</translation>
    </message>
    <message>
        <source>By topic</source>
        <translation>По темам</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>Тема</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>Верно</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Всего</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>Процент</translation>
    </message>
    <message>
        <source>Avg. time</source>
        <translation>Ср. время</translation>
    </message>
    <message>
        <source>Score by topic</source>
        <translation>Результаты по темам</translation>
    </message>
    <message>
        <source>Weak areas, weakest first</source>
        <translation>Слабые темы, начиная с самой слабой</translation>
    </message>
    <message>
        <source>Weak areas</source>
        <translation>Слабые темы</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Разбор</translation>
    </message>
    <message>
        <source>Go to</source>
        <translation>Перейти</translation>
    </message>
    <message>
        <source>Go to question number</source>
        <translation>Перейти к вопросу номер</translation>
    </message>
    <message>
        <source>Show questions</source>
        <translation>Показать вопросы</translation>
    </message>
    <message>
        <source>All questions</source>
        <translation>Все вопросы</translation>
    </message>
    <message>
        <source>Incorrect</source>
        <translation>Неверные</translation>
    </message>
    <message>
        <source>Unanswered</source>
        <translation>Без ответа</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Помеченные</translation>
    </message>
    <message>
        <source>Question review</source>
        <translation>Разбор вопросов</translation>
    </message>
</context>
<context>
    <name>RetentionDialog</name>
    <message>
        <source>Review settings</source>
        <translation>Настройки повторения</translation>
    </message>
    <message>
        <source>Spaced review brings each question back when you are about to forget it. Desired retention is how likely you should still be to answer a question right when it comes back: higher means more frequent, shorter reviews; lower means fewer reviews and more forgetting. 90% suits most exam preparation.</source>
        <translation>Интервальное повторение возвращает каждый вопрос, когда вы вот-вот его забудете. Целевое запоминание — с какой вероятностью вы должны ещё верно ответить на вернувшийся вопрос: выше — чаще и короче повторения; ниже — реже повторения и больше забывания. Для подготовки к большинству экзаменов подходит 90%.</translation>
    </message>
    <message>
        <source>Desired retention in percent</source>
        <translation>Целевое запоминание в процентах</translation>
    </message>
    <message>
        <source>&amp;Desired retention</source>
        <translation>&amp;Целевое запоминание</translation>
    </message>
    <message>
        <source>From {low}% to {high}%. Questions already scheduled move to match.</source>
        <translation>От {low}% до {high}%. Уже запланированные вопросы будут перенесены.</translation>
    </message>
</context>
<context>
    <name>ReviewCard</name>
    <message>
        <source>your answer, right</source>
        <translation>ваш ответ, верно</translation>
    </message>
    <message>
        <source>right answer, not chosen</source>
        <translation>верный ответ, не выбран</translation>
    </message>
    <message>
        <source>your answer, wrong</source>
        <translation>ваш ответ, неверно</translation>
    </message>
    <message>
        <source>○ Unanswered</source>
        <translation>○ Без ответа</translation>
    </message>
    <message>
        <source>✔ Correct</source>
        <translation>✔ Верно</translation>
    </message>
    <message>
        <source>✘ Incorrect</source>
        <translation>✘ Неверно</translation>
    </message>
    <message>
        <source>⚑ flagged</source>
        <translation>⚑ помечен</translation>
    </message>
    <message>
        <source>guessed: right, but shaky</source>
        <translation>наугад: верно, но неуверенно</translation>
    </message>
    <message>
        <source>guessed</source>
        <translation>наугад</translation>
    </message>
    <message>
        <source>Report a problem with this question…</source>
        <translation>Сообщить о проблеме с этим вопросом…</translation>
    </message>
    <message>
        <source>Report a problem with this question</source>
        <translation>Сообщить о проблеме с этим вопросом</translation>
    </message>
    <message>
        <source>Show full explanation</source>
        <translation>Показать полное объяснение</translation>
    </message>
</context>
<context>
    <name>ScenarioPane</name>
    <message>
        <source>Scenario</source>
        <translation>Сценарий</translation>
    </message>
    <message>
        <source>Case study</source>
        <translation>Кейс</translation>
    </message>
    <message>
        <source>Scenario text</source>
        <extracomment>Loads an exhibit&apos;s bytes by name (None when the bank has no such image).</extracomment>
        <translation>Текст сценария</translation>
    </message>
    <message>
        <source>Hide the scenario</source>
        <translation>Скрыть сценарий</translation>
    </message>
    <message>
        <source>Show the scenario: {title}</source>
        <translation>Показать сценарий: {title}</translation>
    </message>
    <message>
        <source>Show the scenario</source>
        <translation>Показать сценарий</translation>
    </message>
</context>
<context>
    <name>ScenarioSplit</name>
    <message>
        <source>Show the scenario</source>
        <translation>Показать сценарий</translation>
    </message>
    <message>
        <source>Show or hide the case study these questions share (Alt+S)</source>
        <translation>Показать или скрыть кейс, общий для этих вопросов (Alt+S)</translation>
    </message>
    <message>
        <source>Hide scenario</source>
        <translation>Скрыть сценарий</translation>
    </message>
    <message>
        <source>Show scenario</source>
        <translation>Показать сценарий</translation>
    </message>
</context>
<context>
    <name>StartController</name>
    <message>
        <source>Exam</source>
        <translation>Экзамен</translation>
    </message>
    <message>
        <source>The classroom profile cannot be used; tell your instructor:
{0}</source>
        <translation>Профиль класса нельзя использовать; сообщите преподавателю:
{0}</translation>
    </message>
    <message>
        <source>no time limit</source>
        <translation>без ограничения времени</translation>
    </message>
    <message numerus="yes">
        <source>+{percent} extra time: %n minute(s) in all (View &gt; Extra time)</source>
        <translation>
            <numerusform>+{percent} доп. времени: всего %n минута (Вид &gt; Дополнительное время)</numerusform>
            <numerusform>+{percent} доп. времени: всего %n минуты (Вид &gt; Дополнительное время)</numerusform>
            <numerusform>+{percent} доп. времени: всего %n минут (Вид &gt; Дополнительное время)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s), with your {percent} extra time</source>
        <translation>
            <numerusform>%n минута с учётом доп. времени {percent}</numerusform>
            <numerusform>%n минуты с учётом доп. времени {percent}</numerusform>
            <numerusform>%n минут с учётом доп. времени {percent}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n минута</numerusform>
            <numerusform>%n минуты</numerusform>
            <numerusform>%n минут</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone gets the same paper.</source>
        <translation>Все получают одинаковый вариант.</translation>
    </message>
    <message>
        <source>Each student gets their own paper.</source>
        <translation>Каждый учащийся получает свой вариант.</translation>
    </message>
    <message>
        <source> The clock keeps running if the app is closed.</source>
        <translation> Время идёт, даже если приложение закрыто.</translation>
    </message>
    <message>
        <source>Attempts allowed: {0}.</source>
        <translation>Разрешено попыток: {0}.</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) · {limit} · pass mark {pass_mark}. {paper}{clock} {attempts} When you hand in, your result goes to your instructor.</source>
        <translation>
            <numerusform>%n вопрос · {limit} · проходной балл {pass_mark}. {paper}{clock} {attempts} После сдачи результат получит преподаватель.</numerusform>
            <numerusform>%n вопроса · {limit} · проходной балл {pass_mark}. {paper}{clock} {attempts} После сдачи результат получит преподаватель.</numerusform>
            <numerusform>%n вопросов · {limit} · проходной балл {pass_mark}. {paper}{clock} {attempts} После сдачи результат получит преподаватель.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{title} (%n question(s))</source>
        <translation>
            <numerusform>{title} (%n вопрос)</numerusform>
            <numerusform>{title} (%n вопроса)</numerusform>
            <numerusform>{title} (%n вопросов)</numerusform>
        </translation>
    </message>
    <message>
        <source>There are no question banks yet: import one on the Banks page.</source>
        <translation>Банков вопросов пока нет: импортируйте банк на странице «Банки».</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n вопрос</numerusform>
            <numerusform>%n вопроса</numerusform>
            <numerusform>%n вопросов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n topic(s)</source>
        <translation>
            <numerusform>%n тема</numerusform>
            <numerusform>%n темы</numerusform>
            <numerusform>%n тем</numerusform>
        </translation>
    </message>
    <message>
        <source>{questions}, {multi} multi-select, in {topics}.</source>
        <translation>{questions} (с несколькими ответами: {multi}), {topics}.</translation>
    </message>
    <message>
        <source>{questions} in {topics}.</source>
        <translation>{questions}, {topics}.</translation>
    </message>
    <message numerus="yes">
        <source>{topic}: %n question(s)</source>
        <translation>
            <numerusform>{topic}: %n вопрос</numerusform>
            <numerusform>{topic}: %n вопроса</numerusform>
            <numerusform>{topic}: %n вопросов</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick the topics to include.</source>
        <translation>Отметьте темы для включения.</translation>
    </message>
    <message numerus="yes">
        <source>{chosen} of %n topic(s), {questions}.</source>
        <translation>
            <numerusform>{chosen} из %n темы, {questions}.</numerusform>
            <numerusform>{chosen} из %n тем, {questions}.</numerusform>
            <numerusform>{chosen} из %n тем, {questions}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> question(s)</source>
        <translation>
            <numerusform> вопрос</numerusform>
            <numerusform> вопроса</numerusform>
            <numerusform> вопросов</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished attempts yet.</source>
        <translation>Завершённых попыток пока нет.</translation>
    </message>
    <message>
        <source>Unfinished ({mode}): {answered} of {total} answered, {left} left (the exam clock kept running while the app was closed).</source>
        <translation>Не завершено ({mode}): отвечено {answered} из {total}, осталось {left} (время экзамена шло, пока приложение было закрыто).</translation>
    </message>
    <message>
        <source>Unfinished ({mode}): {answered} of {total} answered, {left} left.</source>
        <translation>Не завершено ({mode}): отвечено {answered} из {total}, осталось {left}.</translation>
    </message>
    <message>
        <source>Unfinished ({mode}): {answered} of {total} answered.</source>
        <translation>Не завершено ({mode}): отвечено {answered} из {total}.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Not enough answers yet to tell.</source>
        <translation>Пока слишком мало ответов для оценки.</translation>
    </message>
    <message>
        <source>No weak topics: keep it up.</source>
        <translation>Слабых тем нет — так держать.</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) due for review today (mode {mode}).</source>
        <translation>
            <numerusform>Сегодня пора повторить %n вопрос (режим «{mode}»).</numerusform>
            <numerusform>Сегодня пора повторить %n вопроса (режим «{mode}»).</numerusform>
            <numerusform>Сегодня пора повторить %n вопросов (режим «{mode}»).</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing is due for review today; next on {day}.</source>
        <translation>Сегодня повторять нечего; следующее повторение: {day}.</translation>
    </message>
    <message>
        <source>Questions you answer come back for review when you are about to forget them.</source>
        <translation>Вопросы, на которые вы ответили, вернутся на повторение, когда вы начнёте их забывать.</translation>
    </message>
    <message>
        <source>A weak-areas drill on your weakest topics is set up: untimed, with feedback on each answer. Adjust it if you like, then press Start.</source>
        <translation>Отработка самых слабых тем настроена: без ограничения времени, с проверкой каждого ответа. При желании измените настройки и нажмите «Начать».</translation>
    </message>
    <message>
        <source>Nothing is due for review until {day}.</source>
        <translation>До {day} повторять нечего.</translation>
    </message>
    <message numerus="yes">
        <source>No question missed in your last %n attempt(s).</source>
        <translation>
            <numerusform>Нет вопросов с ошибкой в последней %n попытке.</numerusform>
            <numerusform>Нет вопросов с ошибкой в последних %n попытках.</numerusform>
            <numerusform>Нет вопросов с ошибкой в последних %n попытках.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No question flagged in your last %n attempt(s).</source>
        <translation>
            <numerusform>Нет отмеченных вопросов в последней %n попытке.</numerusform>
            <numerusform>Нет отмеченных вопросов в последних %n попытках.</numerusform>
            <numerusform>Нет отмеченных вопросов в последних %n попытках.</numerusform>
        </translation>
    </message>
    <message>
        <source>You have seen every question of these topics.</source>
        <translation>Вы уже видели все вопросы этих тем.</translation>
    </message>
    <message>
        <source>No question is reported as having a problem yet.</source>
        <translation>Пока ни об одном вопросе не сообщено о проблеме.</translation>
    </message>
    <message>
        <source>Nothing is due for review yet: questions come back here once you have answered them in another mode.</source>
        <translation>Повторять пока нечего: вопросы появятся здесь после того, как вы ответите на них в другом режиме.</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Missed</source>
        <extracomment>The practice sets offered, with the text the set combo shows.</extracomment>
        <translation>Ошибки</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Помеченные</translation>
    </message>
    <message>
        <source>Never seen</source>
        <translation>Ни разу не показанные</translation>
    </message>
    <message>
        <source>Reported</source>
        <translation>С жалобами</translation>
    </message>
    <message>
        <source>Start practising</source>
        <translation>Начните подготовку</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ваше имя</translation>
    </message>
    <message>
        <source>First and last name</source>
        <translation>Имя и фамилия</translation>
    </message>
    <message>
        <source>Student ID</source>
        <translation>Номер учащегося</translation>
    </message>
    <message>
        <source>As given by your instructor</source>
        <translation>Выданный преподавателем</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Question bank</source>
        <translation>Банк вопросов</translation>
    </message>
    <message>
        <source>Pass probability</source>
        <translation>Вероятность сдачи</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Режим</translation>
    </message>
    <message>
        <source>timed, no feedback until you submit</source>
        <translation>на время, без проверки до сдачи</translation>
    </message>
    <message>
        <source>check each answer as you go</source>
        <translation>проверка каждого ответа сразу</translation>
    </message>
    <message>
        <source>drill your weakest topics and past mistakes</source>
        <translation>отработка слабых тем и прошлых ошибок</translation>
    </message>
    <message>
        <source>the questions spaced review brings back today</source>
        <translation>вопросы интервального повторения на сегодня</translation>
    </message>
    <message>
        <source>missed, flagged, never seen or reported questions</source>
        <translation>вопросы с ошибками, помеченные, ни разу не показанные или с жалобами</translation>
    </message>
    <message>
        <source>{mode}: {description}</source>
        <translation>{mode}: {description}</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Вопросы</translation>
    </message>
    <message>
        <source>Number of questions</source>
        <translation>Количество вопросов</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Объём</translation>
    </message>
    <message>
        <source>Time limit in minutes</source>
        <translation>Лимит времени в минутах</translation>
    </message>
    <message>
        <source> min</source>
        <translation> мин</translation>
    </message>
    <message>
        <source>Untimed</source>
        <translation>Без лимита</translation>
    </message>
    <message>
        <source>0 = untimed</source>
        <translation>0 = без ограничения</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>Лимит времени</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>Проходной балл</translation>
    </message>
    <message>
        <source>Shuffle the choices</source>
        <translation>Перемешать варианты</translation>
    </message>
    <message>
        <source>Show each question&apos;s choices in a random order</source>
        <translation>Показывать варианты каждого вопроса в случайном порядке</translation>
    </message>
    <message>
        <source>Recent attempts</source>
        <translation>Последние попытки</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>Темы</translation>
    </message>
    <message>
        <source>Topics to include</source>
        <translation>Включаемые темы</translation>
    </message>
    <message>
        <source>Weakest topics</source>
        <translation>Самые слабые темы</translation>
    </message>
    <message>
        <source>Practice set</source>
        <translation>Подборка</translation>
    </message>
    <message>
        <source>In the last attempts</source>
        <translation>За последние попытки</translation>
    </message>
    <message>
        <source>in the last </source>
        <translation>за последние </translation>
    </message>
    <message>
        <source> attempts</source>
        <translation> попыток</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Resume the unfinished attempt</source>
        <translation>Продолжить незавершённую попытку</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Начать</translation>
    </message>
</context>
<context>
    <name>SubmitReview</name>
    <message>
        <source>All questions</source>
        <extracomment>The filter&apos;s items: the text each starts with is part of the GUI contract (in English).</extracomment>
        <translation>Все вопросы</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>Не завершённые</translation>
    </message>
    <message>
        <source>Unanswered</source>
        <translation>Без ответа</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Помеченные</translation>
    </message>
    <message>
        <source>Review your answers before you end the exam</source>
        <translation>Проверьте ответы перед завершением экзамена</translation>
    </message>
    <message>
        <source>Show questions</source>
        <translation>Показать вопросы</translation>
    </message>
    <message>
        <source>Questions of the exam</source>
        <translation>Вопросы экзамена</translation>
    </message>
    <message>
        <source>Double-click a question (or select it and press Enter) to go to it.</source>
        <translation>Чтобы перейти к вопросу, дважды щёлкните его (или выберите и нажмите Enter).</translation>
    </message>
    <message>
        <source>{arrow} Back to the questions</source>
        <translation>{arrow} К вопросам</translation>
    </message>
    <message>
        <source>End exam…</source>
        <translation>Завершить экзамен…</translation>
    </message>
    <message>
        <source>Submit your answers and see your score</source>
        <translation>Сдать ответы и узнать результат</translation>
    </message>
</context>
<context>
    <name>SubmitReviewController</name>
    <message>
        <source>Review your answers before you end the exam</source>
        <translation>Проверьте ответы перед завершением экзамена</translation>
    </message>
    <message>
        <source>Review your answers before you finish</source>
        <translation>Проверьте ответы перед завершением</translation>
    </message>
    <message>
        <source>End exam…</source>
        <translation>Завершить экзамен…</translation>
    </message>
    <message>
        <source>Finish…</source>
        <translation>Завершить…</translation>
    </message>
    <message>
        <source>Submit your answers and see your score</source>
        <translation>Сдать ответы и узнать результат</translation>
    </message>
    <message>
        <source>Finish this session and see how you did</source>
        <translation>Завершить занятие и посмотреть итоги</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>Отвечен</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>Не завершён</translation>
    </message>
    <message>
        <source>Unanswered</source>
        <translation>Без ответа</translation>
    </message>
    <message>
        <source>{standing} · ⚑ Flagged</source>
        <translation>{standing} · ⚑ Помечен</translation>
    </message>
    <message>
        <source>Question {number}: {standing}</source>
        <translation>Вопрос {number}: {standing}</translation>
    </message>
    <message numerus="yes">
        <source>{answered} answered · {incomplete} incomplete · {unanswered} unanswered · {flagged} flagged of %n question(s)</source>
        <translation>
            <numerusform>Из %n вопроса: отвечено {answered} · не завершено {incomplete} · без ответа {unanswered} · помечено {flagged}</numerusform>
            <numerusform>Из %n вопросов: отвечено {answered} · не завершено {incomplete} · без ответа {unanswered} · помечено {flagged}</numerusform>
            <numerusform>Из %n вопросов: отвечено {answered} · не завершено {incomplete} · без ответа {unanswered} · помечено {flagged}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unanswered question(s) (scored as wrong)</source>
        <translation>
            <numerusform>%n вопрос без ответа (засчитывается как неверный)</numerusform>
            <numerusform>%n вопроса без ответа (засчитываются как неверные)</numerusform>
            <numerusform>%n вопросов без ответа (засчитываются как неверные)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n incomplete question(s) (scored as wrong)</source>
        <translation>
            <numerusform>%n незавершённый вопрос (засчитывается как неверный)</numerusform>
            <numerusform>%n незавершённых вопроса (засчитываются как неверные)</numerusform>
            <numerusform>%n незавершённых вопросов (засчитываются как неверные)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) flagged for review</source>
        <translation>
            <numerusform>%n вопрос, помеченный для проверки</numerusform>
            <numerusform>%n вопроса, помеченных для проверки</numerusform>
            <numerusform>%n вопросов, помеченных для проверки</numerusform>
        </translation>
    </message>
    <message>
        <source>You have {open}.</source>
        <translation>У вас {open}.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Every question is answered.</source>
        <translation>Ответы даны на все вопросы.</translation>
    </message>
    <message>
        <source>Submit exam</source>
        <translation>Сдать экзамен</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Завершить</translation>
    </message>
    <message>
        <source>Submit your answers and see your score?</source>
        <translation>Сдать ответы и узнать результат?</translation>
    </message>
    <message>
        <source>Finish this session and see how you did?</source>
        <translation>Завершить занятие и посмотреть итоги?</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>Сдать</translation>
    </message>
    <message>
        <source>Keep working</source>
        <translation>Продолжить работу</translation>
    </message>
</context>
<context>
    <name>ThemeChoice</name>
    <message>
        <source>Follow system</source>
        <extracomment>Text from 8 pt up to twice the default size (200%, WCAG 1.4.4).</extracomment>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Светлая</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Высокий контраст</translation>
    </message>
</context>
<context>
    <name>TopicTable</name>
    <message>
        <source>Click a column to sort by it</source>
        <extracomment>Widths remembered (a window being resized asks for many; older ones are dropped). The width asked for, in average characters: the layout&apos;s stretch shares out the room, and the height follows the width it gives. The narrowest it may be squeezed to, in average characters. What changes a label&apos;s height for a width besides its text. The average-time column of both topic tables (results and history).</extracomment>
        <translation>Щёлкните столбец, чтобы отсортировать по нему</translation>
    </message>
    <message>
        <source>Average time per question, against the exam&apos;s pace</source>
        <translation>Среднее время на вопрос в сравнении с темпом экзамена</translation>
    </message>
</context>
<context>
    <name>TopicsDialog</name>
    <message>
        <source>Topics of {bank}</source>
        <translation>Темы банка {bank}</translation>
    </message>
    <message>
        <source>Select topics to rename, merge or delete them. Their questions move to the topic you choose; past attempts keep the topics they were given in.</source>
        <translation>Выберите темы, чтобы переименовать, объединить или удалить их. Их вопросы переместятся в выбранную тему; в прошлых попытках темы останутся прежними.</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>Темы</translation>
    </message>
    <message>
        <source>Selected topics</source>
        <translation>Выбранные темы</translation>
    </message>
    <message>
        <source>Title of the selected topic</source>
        <translation>Название выбранной темы</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Переименовать</translation>
    </message>
    <message>
        <source>Move their questions to</source>
        <translation>Переместить их вопросы в</translation>
    </message>
    <message>
        <source>Merge / delete</source>
        <translation>Объединить / удалить</translation>
    </message>
    <message>
        <source>Move the questions of the selected topics, then remove those topics</source>
        <translation>Переместить вопросы выбранных тем, затем удалить эти темы</translation>
    </message>
    <message>
        <source>New topic</source>
        <translation>Новая тема</translation>
    </message>
    <message>
        <source>New topic id</source>
        <translation>ID новой темы</translation>
    </message>
    <message>
        <source>e.g. networking</source>
        <translation>например, networking</translation>
    </message>
    <message>
        <source>New topic title</source>
        <translation>Название новой темы</translation>
    </message>
    <message>
        <source>Add topic</source>
        <translation>Добавить тему</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Название</translation>
    </message>
    <message numerus="yes">
        <source>{title}  ({id}) · %n question(s)</source>
        <translation>
            <numerusform>{title}  ({id}) · %n вопрос</numerusform>
            <numerusform>{title}  ({id}) · %n вопроса</numerusform>
            <numerusform>{title}  ({id}) · %n вопросов</numerusform>
        </translation>
    </message>
    <message>
        <source>The title</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>This bank already has a topic &apos;{id}&apos;.</source>
        <translation>В этом банке уже есть тема «{id}».</translation>
    </message>
    <message>
        <source>Topic renamed.</source>
        <translation>Тема переименована.</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) moved to {topic}.</source>
        <translation>
            <numerusform>%n вопрос перемещён в тему {topic}.</numerusform>
            <numerusform>%n вопроса перемещены в тему {topic}.</numerusform>
            <numerusform>%n вопросов перемещены в тему {topic}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Topic added.</source>
        <translation>Тема добавлена.</translation>
    </message>
</context>
<context>
    <name>TrendChart</name>
    <message>
        <source>No finished attempts yet</source>
        <translation>Завершённых попыток пока нет</translation>
    </message>
    <message>
        <source>Trend chart</source>
        <translation>График динамики</translation>
    </message>
    <message>
        <source>{label} {value}</source>
        <translation>{label} {value}</translation>
    </message>
    <message>
        <source>{series} {value} ({when})</source>
        <translation>{series} {value} ({when})</translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s). Latest: {values}.</source>
        <translation>
            <numerusform>%n попытка. Последняя: {values}.</numerusform>
            <numerusform>%n попытки. Последняя: {values}.</numerusform>
            <numerusform>%n попыток. Последняя: {values}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reference line: {line}.</source>
        <translation>Контрольная линия: {line}.</translation>
    </message>
    <message>
        <source>{series}: {value} ({when})</source>
        <translation>{series}: {value} ({when})</translation>
    </message>
</context>
<context>
    <name>TypedAnswers</name>
    <message>
        <source>Type a number, e.g. 1.5 or 1,5</source>
        <extracomment>Runs a session action that stores something, then renders the page again.</extracomment>
        <translation>Введите число, например 1.5 или 1,5</translation>
    </message>
    <message>
        <source>Type your answer</source>
        <translation>Введите ответ</translation>
    </message>
    <message>
        <source>A number; a decimal comma is fine</source>
        <translation>Число; можно с десятичной запятой</translation>
    </message>
    <message>
        <source>Any accepted answer; case and extra spaces do not matter</source>
        <translation>Любой допустимый ответ; регистр и лишние пробелы не важны</translation>
    </message>
    <message>
        <source>Match each item to one option</source>
        <translation>Сопоставьте каждому элементу один вариант</translation>
    </message>
    <message>
        <source>Put the items in order, first at the top: drag, or Alt+Up and Alt+Down</source>
        <translation>Расставьте элементы по порядку, первый — сверху: перетаскиванием или Alt+↑ и Alt+↓</translation>
    </message>
    <message>
        <source>Type a number: &apos;{0}&apos; is not one yet</source>
        <translation>Введите число: «{0}» пока не число</translation>
    </message>
    <message>
        <source>Type a number</source>
        <translation>Введите число</translation>
    </message>
    <message>
        <source>match every item to check</source>
        <translation>для проверки сопоставьте все элементы</translation>
    </message>
</context>
<context>
    <name>ViewMenu</name>
    <message>
        <source>View ▾</source>
        <translation>Вид ▾</translation>
    </message>
    <message>
        <source>Theme, text size, full screen, extra time, review settings, language and keyboard shortcuts</source>
        <translation>Тема, размер текста, полный экран, доп. время, настройки повторения, язык и сочетания клавиш</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>Крупнее текст</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Мельче текст</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Полный экран</translation>
    </message>
    <message>
        <source>Review settings…</source>
        <translation>Настройки повторения…</translation>
    </message>
    <message>
        <source>About Exam Simulator</source>
        <translation>О программе Exam Simulator</translation>
    </message>
    <message>
        <source>Extra time</source>
        <translation>Дополнительное время</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>+{percent} on timed exams</source>
        <translation>+{percent} на экзаменах с лимитом времени</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>Takes effect when Exam Simulator starts again</source>
        <translation>Вступит в силу после перезапуска Exam Simulator</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>Язык системы ({language})</translation>
    </message>
</context>
<context>
    <name>WindowLauncher</name>
    <message>
        <source>The database cannot be used</source>
        <translation>Базу данных нельзя использовать</translation>
    </message>
    <message>
        <source>Exam Simulator can move the damaged file aside (it is kept, renamed, never deleted) and start with a fresh database. The bundled banks come back at once; past results stay in the moved file.</source>
        <translation>Exam Simulator может отложить повреждённый файл (он сохранится под другим именем и не будет удалён) и начать с новой базой данных. Встроенные банки вернутся сразу; прошлые результаты останутся в отложенном файле.</translation>
    </message>
    <message>
        <source>Move it aside and start fresh</source>
        <translation>Отложить файл и начать заново</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выйти</translation>
    </message>
    <message>
        <source>The database cannot be opened</source>
        <translation>Не удаётся открыть базу данных</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Exam</source>
        <translation>Экзамен</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Тренировка</translation>
    </message>
    <message>
        <source>Weak areas</source>
        <translation>Слабые темы</translation>
    </message>
    <message>
        <source>Review due</source>
        <translation>Повторение</translation>
    </message>
    <message>
        <source>Practice set</source>
        <translation>Подборка</translation>
    </message>
    <message>
        <source>multiple choice</source>
        <translation>выбор ответа</translation>
    </message>
    <message>
        <source>matching</source>
        <translation>сопоставление</translation>
    </message>
    <message>
        <source>ordering</source>
        <translation>упорядочивание</translation>
    </message>
    <message>
        <source>short answer</source>
        <translation>краткий ответ</translation>
    </message>
    <message>
        <source>numeric</source>
        <translation>числовой</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>СДАН</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>НЕ СДАН</translation>
    </message>
</context>
</TS>
