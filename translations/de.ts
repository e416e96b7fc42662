<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>AnswerReport</name>
    <message>
        <source>not matched</source>
        <translation>nicht zugeordnet</translation>
    </message>
    <message>
        <source>right: {0}</source>
        <translation>richtig: {0}</translation>
    </message>
    <message>
        <source>Your order: not changed from the start (unanswered).</source>
        <translation>Ihre Reihenfolge: seit Beginn unverändert (unbeantwortet).</translation>
    </message>
    <message>
        <source>Your order</source>
        <translation>Ihre Reihenfolge</translation>
    </message>
    <message>
        <source>Right order</source>
        <translation>Richtige Reihenfolge</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>Your answer: nothing typed</source>
        <translation>Ihre Antwort: nichts eingegeben</translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation>Ihre Antwort:</translation>
    </message>
    <message>
        <source>Your answer: none given</source>
        <translation>Ihre Antwort: keine</translation>
    </message>
    <message>
        <source>The answer key is not in this build.</source>
        <translation>Der Lösungsschlüssel ist in dieser Version nicht enthalten.</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>keine Zahl</translation>
    </message>
    <message>
        <source>read as {0}</source>
        <translation>gelesen als {0}</translation>
    </message>
    <message>
        <source>case matters</source>
        <translation>Groß-/Kleinschreibung zählt</translation>
    </message>
    <message>
        <source>case does not matter</source>
        <translation>Groß-/Kleinschreibung zählt nicht</translation>
    </message>
    <message>
        <source>Accepted answers</source>
        <translation>Akzeptierte Antworten</translation>
    </message>
    <message>
        <source>Accepted answer</source>
        <translation>Akzeptierte Antwort</translation>
    </message>
    <message>
        <source>Right answer</source>
        <translation>Richtige Antwort</translation>
    </message>
    <message>
        <source>right</source>
        <translation>richtig</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>falsch</translation>
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
        <translation>Das Kursprofil enthält Fehler:

{problems}</translation>
    </message>
</context>
<context>
    <name>AttemptController</name>
    <message>
        <source>You have no attempt left at this exam (attempts allowed: {0}); your result was handed in to your instructor. Ask your instructor if you should sit it again.</source>
        <translation>Sie haben keinen Versuch mehr für diese Prüfung (erlaubte Versuche: {0}); Ihr Ergebnis wurde an Ihre Lehrkraft übermittelt. Fragen Sie Ihre Lehrkraft, ob Sie die Prüfung wiederholen sollen.</translation>
    </message>
    <message>
        <source>Unfinished attempt</source>
        <translation>Nicht beendeter Versuch</translation>
    </message>
    <message>
        <source>You have an unfinished attempt on this bank ({mode}, {answered} of {total} answered).</source>
        <translation>Sie haben einen nicht beendeten Versuch in diesem Katalog ({mode}, {answered} von {total} beantwortet).</translation>
    </message>
    <message>
        <source>It is open in another window: finish it there, or resume it here (that window then stops).</source>
        <translation>Er ist in einem anderen Fenster geöffnet: Beenden Sie ihn dort oder setzen Sie ihn hier fort (das andere Fenster hält dann an).</translation>
    </message>
    <message>
        <source>Resume it, or discard it and start the new one?</source>
        <translation>Fortsetzen oder verwerfen und den neuen starten?</translation>
    </message>
    <message>
        <source>Resume it: it counts as your attempt at this exam, so it cannot be discarded.</source>
        <translation>Setzen Sie ihn fort: Er zählt als Ihr Versuch für diese Prüfung und kann daher nicht verworfen werden.</translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Resume it here</source>
        <translation>Hier fortsetzen</translation>
    </message>
    <message>
        <source>Discard and start new</source>
        <translation>Verwerfen und neu starten</translation>
    </message>
</context>
<context>
    <name>BankController</name>
    <message>
        <source>Import a question bank</source>
        <translation>Fragenkatalog importieren</translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation>{name} wird importiert…</translation>
    </message>
    <message>
        <source>Your edits were kept</source>
        <translation>Ihre Änderungen wurden beibehalten</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) you changed here kept your version; the file&apos;s version of them was not taken.</source>
        <translation>
            <numerusform>%n hier geänderte Frage behält Ihre Fassung; die Fassung aus der Datei wurde nicht übernommen.</numerusform>
            <numerusform>%n hier geänderte Fragen behalten Ihre Fassung; die Fassung aus der Datei wurde nicht übernommen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep my edits</source>
        <translation>Meine Änderungen behalten</translation>
    </message>
    <message>
        <source>Take the file&apos;s version</source>
        <translation>Fassung der Datei übernehmen</translation>
    </message>
    <message>
        <source>Open {name} (first problem: line {line})</source>
        <translation>{name} öffnen (erster Fehler: Zeile {line})</translation>
    </message>
    <message numerus="yes">
        <source>Nothing was imported: %n problem(s) to fix in the file.</source>
        <translation>
            <numerusform>Nichts wurde importiert: %n Fehler in der Datei muss behoben werden.</numerusform>
            <numerusform>Nichts wurde importiert: %n Fehler in der Datei müssen behoben werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was imported: the database reported an error.</source>
        <translation>Nichts wurde importiert: Die Datenbank hat einen Fehler gemeldet.</translation>
    </message>
    <message>
        <source>Renamed to {title}.</source>
        <translation>Umbenannt in {title}.</translation>
    </message>
    <message>
        <source>Delete bank</source>
        <translation>Katalog löschen</translation>
    </message>
    <message>
        <source>Delete the bank “{title}”?</source>
        <translation>Katalog „{title}“ löschen?</translation>
    </message>
    <message numerus="yes">
        <source>Its %n question(s) go from the app: no new exam can be drawn from them.</source>
        <translation>
            <numerusform>Seine %n Frage wird aus der Anwendung entfernt: Neue Prüfungen können sie nicht mehr enthalten.</numerusform>
            <numerusform>Seine %n Fragen werden aus der Anwendung entfernt: Neue Prüfungen können sie nicht mehr enthalten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Its %n past attempt(s) stay readable in History, and importing its file again brings the bank back.</source>
        <translation>
            <numerusform>Sein %n früherer Versuch bleibt im Verlauf lesbar, und ein erneuter Import der Datei bringt den Katalog zurück.</numerusform>
            <numerusform>Seine %n früheren Versuche bleiben im Verlauf lesbar, und ein erneuter Import der Datei bringt den Katalog zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>It has an unfinished {mode} attempt ({answered} of {total} answered): deleting the bank discards it.</source>
        <translation>Er hat einen nicht beendeten Versuch im Modus {mode} ({answered} von {total} beantwortet): Beim Löschen des Katalogs wird dieser verworfen.</translation>
    </message>
    <message>
        <source>Resume it instead</source>
        <translation>Stattdessen fortsetzen</translation>
    </message>
    <message>
        <source>Delete and discard the attempt</source>
        <translation>Löschen und Versuch verwerfen</translation>
    </message>
    <message>
        <source> Its unfinished attempt was discarded.</source>
        <translation> Sein nicht beendeter Versuch wurde verworfen.</translation>
    </message>
    <message>
        <source>Deleted {title}. Its past attempts stay in History.</source>
        <translation>{title} gelöscht. Frühere Versuche bleiben im Verlauf.</translation>
    </message>
    <message>
        <source>Export the bank</source>
        <translation>Katalog exportieren</translation>
    </message>
    <message>
        <source>This bank came sealed with a classroom build: it has no answer key, so it cannot be exported.</source>
        <translation>Dieser Katalog wurde versiegelt mit einer Kursversion geliefert: Er hat keinen Lösungsschlüssel und kann daher nicht exportiert werden.</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation>{path} kann nicht geschrieben werden: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n question(s) to {path}.</source>
        <translation>
            <numerusform>%n Frage in {path} geschrieben.</numerusform>
            <numerusform>%n Fragen in {path} geschrieben.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BankPage</name>
    <message>
        <source>All questions</source>
        <extracomment>Below this width the browser hides its type and next-review columns for the prompt. The browser&apos;s &quot;show&quot; filter: item text and the filter&apos;s name (domain.question_search).</extracomment>
        <translation>Alle Fragen</translation>
    </message>
    <message>
        <source>Single-select</source>
        <translation>Einfachauswahl</translation>
    </message>
    <message>
        <source>Multi-select</source>
        <translation>Mehrfachauswahl</translation>
    </message>
    <message>
        <source>Matching</source>
        <translation>Zuordnung</translation>
    </message>
    <message>
        <source>Ordering</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>Short answer</source>
        <translation>Kurzantwort</translation>
    </message>
    <message>
        <source>Numeric</source>
        <translation>Zahlenwert</translation>
    </message>
    <message>
        <source>With images</source>
        <translation>Mit Bildern</translation>
    </message>
    <message>
        <source>Never seen</source>
        <translation>Nie gesehen</translation>
    </message>
    <message>
        <source>Missed recently</source>
        <translation>Kürzlich falsch</translation>
    </message>
    <message>
        <source>Due for review</source>
        <translation>Zur Wiederholung fällig</translation>
    </message>
    <message>
        <source>Reported</source>
        <translation>Gemeldet</translation>
    </message>
    <message>
        <source>Edited here</source>
        <translation>Hier bearbeitet</translation>
    </message>
    <message>
        <source>Retired</source>
        <translation>Ausgemustert</translation>
    </message>
    <message>
        <source>Question banks</source>
        <translation>Fragenkataloge</translation>
    </message>
    <message>
        <source>Import file…</source>
        <translation>Datei importieren…</translation>
    </message>
    <message>
        <source>A YAML bank, a Moodle export (GIFT or Moodle XML), an Aiken or plain-text file, a spreadsheet (.csv) or a Markdown practice exam. Importing again updates the bank and keeps your history and your edits.</source>
        <translation>Ein YAML-Katalog, ein Moodle-Export (GIFT oder Moodle XML), eine Aiken- oder Textdatei, eine Tabelle (.csv) oder eine Übungsprüfung in Markdown. Ein erneuter Import aktualisiert den Katalog und behält Ihren Verlauf und Ihre Änderungen.</translation>
    </message>
    <message>
        <source>Problems found in the file</source>
        <translation>Fehler in der Datei</translation>
    </message>
    <message>
        <source>Open the file</source>
        <translation>Datei öffnen</translation>
    </message>
    <message>
        <source>Open the file in your editor to fix the first problem</source>
        <translation>Datei im Editor öffnen, um den ersten Fehler zu beheben</translation>
    </message>
    <message>
        <source>Sort its questions into topics…</source>
        <translation>Fragen Themen zuordnen…</translation>
    </message>
    <message>
        <source>The file has no categories: give the exam&apos;s domains and get a topic proposed for every question</source>
        <translation>Die Datei hat keine Kategorien: Geben Sie die Prüfungsbereiche an, um für jede Frage ein Thema vorgeschlagen zu bekommen</translation>
    </message>
    <message>
        <source>Banks</source>
        <translation>Kataloge</translation>
    </message>
    <message>
        <source>Banks and their topics</source>
        <translation>Kataloge und ihre Themen</translation>
    </message>
    <message>
        <source>Bank / topic</source>
        <translation>Katalog / Thema</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <source>Give the selected bank a new title</source>
        <translation>Dem ausgewählten Katalog einen neuen Titel geben</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Löschen…</translation>
    </message>
    <message>
        <source>Delete the selected bank (asks first; its past attempts stay in History)</source>
        <translation>Ausgewählten Katalog löschen (mit Rückfrage; frühere Versuche bleiben im Verlauf)</translation>
    </message>
    <message>
        <source>Topics…</source>
        <translation>Themen…</translation>
    </message>
    <message>
        <source>Add, rename, merge or delete the bank&apos;s topics</source>
        <translation>Themen des Katalogs hinzufügen, umbenennen, zusammenführen oder löschen</translation>
    </message>
    <message>
        <source>Propose topics…</source>
        <translation>Themen vorschlagen…</translation>
    </message>
    <message>
        <source>Sort the questions into the exam&apos;s domains (for banks without categories)</source>
        <translation>Fragen den Prüfungsbereichen zuordnen (für Kataloge ohne Kategorien)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Write the bank, with your edits, as YAML, GIFT or Moodle XML</source>
        <translation>Katalog mit Ihren Änderungen als YAML, GIFT oder Moodle XML speichern</translation>
    </message>
    <message>
        <source>Search questions</source>
        <translation>Fragen durchsuchen</translation>
    </message>
    <message>
        <source>Every word you type must occur in the question&apos;s id, prompt, choices or explanations; case and accents do not matter.</source>
        <translation>Jedes eingegebene Wort muss in ID, Fragetext, Antworten oder Erklärungen der Frage vorkommen; Groß- und Kleinschreibung und Akzente zählen nicht.</translation>
    </message>
    <message>
        <source>Case study</source>
        <translation>Fallstudie</translation>
    </message>
    <message>
        <source>Show the questions of one case study</source>
        <translation>Die Fragen einer Fallstudie zeigen</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>Thema</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <source>Questions of the selected bank</source>
        <translation>Fragen des ausgewählten Katalogs</translation>
    </message>
    <message>
        <source>Click to sort; right-click to choose the columns</source>
        <translation>Klicken zum Sortieren; Rechtsklick, um die Spalten zu wählen</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Write a new question for this bank</source>
        <translation>Neue Frage für diesen Katalog schreiben</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>Edit the selected question (or double-click it, or press Enter)</source>
        <translation>Ausgewählte Frage bearbeiten (oder doppelklicken oder Eingabetaste drücken)</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>A new question starting as a copy of the selected one</source>
        <translation>Neue Frage als Kopie der ausgewählten</translation>
    </message>
    <message>
        <source>Retire</source>
        <translation>Ausmustern</translation>
    </message>
    <message>
        <source>Retired questions stay in past attempts but are never drawn again</source>
        <translation>Ausgemusterte Fragen bleiben in früheren Versuchen, werden aber nie mehr gezogen</translation>
    </message>
    <message>
        <source>Selected ▾</source>
        <translation>Auswahl ▾</translation>
    </message>
    <message>
        <source>Move, delete or export the selected questions</source>
        <translation>Ausgewählte Fragen verschieben, löschen oder exportieren</translation>
    </message>
    <message>
        <source>Actions on the selected questions</source>
        <translation>Aktionen für die ausgewählten Fragen</translation>
    </message>
    <message>
        <source>Set topic…</source>
        <translation>Thema festlegen…</translation>
    </message>
    <message>
        <source>Export as a bank file…</source>
        <translation>Als Katalogdatei exportieren…</translation>
    </message>
    <message>
        <source>Single</source>
        <translation>Einfach</translation>
    </message>
</context>
<context>
    <name>BrowserController</name>
    <message>
        <source>Questions</source>
        <extracomment>Banks up to this size are listed at once; larger ones in the background (a 100,000- question bank takes seconds to read and index). Each reload is numbered; only the newest one&apos;s result is shown (an older one that finishes later would put back what an edit or a retire has just changed).</extracomment>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Questions of {title}</source>
        <translation>Fragen von {title}</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <source>All topics</source>
        <translation>Alle Themen</translation>
    </message>
    <message>
        <source>Case study: all</source>
        <translation>Fallstudie: alle</translation>
    </message>
    <message>
        <source>In a case study</source>
        <translation>In einer Fallstudie</translation>
    </message>
    <message>
        <source>Not in a case study</source>
        <translation>In keiner Fallstudie</translation>
    </message>
    <message>
        <source>Could not list the questions: {error}</source>
        <translation>Fragen konnten nicht aufgelistet werden: {error}</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n Frage</numerusform>
            <numerusform>%n Fragen</numerusform>
        </translation>
    </message>
    <message>
        <source>{shown} of {total}</source>
        <translation>{shown} von {total}</translation>
    </message>
    <message>
        <source>No question matches. Clear the search or the filters.</source>
        <translation>Keine Frage passt. Setzen Sie Suche oder Filter zurück.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Reaktivieren</translation>
    </message>
    <message>
        <source>Retire</source>
        <translation>Ausmustern</translation>
    </message>
    <message>
        <source>Saved question {id}.</source>
        <translation>Frage {id} gespeichert.</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) restored.</source>
        <translation>
            <numerusform>%n Frage reaktiviert.</numerusform>
            <numerusform>%n Fragen reaktiviert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) retired: kept in past attempts, never drawn.</source>
        <translation>
            <numerusform>%n Frage ausgemustert: bleibt in früheren Versuchen, wird nie mehr gezogen.</numerusform>
            <numerusform>%n Fragen ausgemustert: bleiben in früheren Versuchen, werden nie mehr gezogen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Set topic</source>
        <translation>Thema festlegen</translation>
    </message>
    <message numerus="yes">
        <source>Move %n question(s) to the topic:</source>
        <translation>
            <numerusform>%n Frage in das Thema verschieben:</numerusform>
            <numerusform>%n Fragen in das Thema verschieben:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) moved to {topic}.</source>
        <translation>
            <numerusform>%n Frage nach {topic} verschoben.</numerusform>
            <numerusform>%n Fragen nach {topic} verschoben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete questions</source>
        <translation>Fragen löschen</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n question(s) from this bank?</source>
        <translation>
            <numerusform>%n Frage aus diesem Katalog löschen?</numerusform>
            <numerusform>%n Fragen aus diesem Katalog löschen?</numerusform>
        </translation>
    </message>
    <message>
        <source>They go from the bank and are never drawn again; past attempts still show them as they were. To keep them out of exams but restorable, retire them instead.</source>
        <translation>Sie werden aus dem Katalog entfernt und nie mehr gezogen; frühere Versuche zeigen sie weiterhin wie zuvor. Um sie aus Prüfungen herauszuhalten, aber reaktivierbar zu lassen, mustern Sie sie stattdessen aus.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) deleted.</source>
        <translation>
            <numerusform>%n Frage gelöscht.</numerusform>
            <numerusform>%n Fragen gelöscht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the selected questions</source>
        <translation>Ausgewählte Fragen exportieren</translation>
    </message>
    <message>
        <source>This bank came sealed with a classroom build: it has no answer key, so it cannot be exported.</source>
        <translation>Dieser Katalog wurde versiegelt mit einer Kursversion geliefert: Er hat keinen Lösungsschlüssel und kann daher nicht exportiert werden.</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation>{path} kann nicht geschrieben werden: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n question(s) to {path}.</source>
        <translation>
            <numerusform>%n Frage in {path} geschrieben.</numerusform>
            <numerusform>%n Fragen in {path} geschrieben.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChoiceList</name>
    <message>
        <source>correct, chosen</source>
        <extracomment>What moves a choice&apos;s text besides a new text or key letter. The letters choices are labelled by; a choice is also selected by its number (1-9) and by its letter, unless the letter is bound to another action on the exam page. Flag, I guessed, next and previous question. Buttons of each kind made with the page; more are made when a question needs them. The mark beside a checked choice: right, wrong (chosen but not right), missed (right, not chosen).</extracomment>
        <translation>richtig, gewählt</translation>
    </message>
    <message>
        <source>wrong, chosen</source>
        <translation>falsch, gewählt</translation>
    </message>
    <message>
        <source>correct, missed</source>
        <translation>richtig, nicht gewählt</translation>
    </message>
    <message>
        <source>wrong, not chosen</source>
        <translation>falsch, nicht gewählt</translation>
    </message>
    <message>
        <source>Press {keys}; right-click or Shift+{key} to strike it out</source>
        <translation>Drücken Sie {keys}; Rechtsklick oder Umschalt+{key} zum Durchstreichen</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>Click to choose; right-click to strike it out</source>
        <translation>Klicken zum Auswählen; Rechtsklick zum Durchstreichen</translation>
    </message>
</context>
<context>
    <name>ChoiceRow</name>
    <message>
        <source>Why</source>
        <extracomment>Rows of text the prompt and the full explanation show before they scroll.</extracomment>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Choice {n} is correct</source>
        <translation>Antwort {n} ist richtig</translation>
    </message>
    <message>
        <source>Tick the correct choices</source>
        <translation>Richtige Antworten ankreuzen</translation>
    </message>
    <message>
        <source>Choice {n}</source>
        <translation>Antwort {n}</translation>
    </message>
    <message>
        <source>Why choice {n} is right or wrong</source>
        <translation>Warum Antwort {n} richtig oder falsch ist</translation>
    </message>
    <message>
        <source>Why it is right or wrong (optional)</source>
        <translation>Warum sie richtig oder falsch ist (optional)</translation>
    </message>
    <message>
        <source>Remove choice {n}</source>
        <translation>Antwort {n} entfernen</translation>
    </message>
    <message>
        <source>Remove this choice</source>
        <translation>Diese Antwort entfernen</translation>
    </message>
</context>
<context>
    <name>ConflictDialog</name>
    <message>
        <source>The question changed meanwhile</source>
        <translation>Die Frage wurde zwischenzeitlich geändert</translation>
    </message>
    <message>
        <source>This question was deleted (in another window) while you edited it. Your version is below: copy what you need, then close the editor.</source>
        <translation>Diese Frage wurde (in einem anderen Fenster) gelöscht, während Sie sie bearbeitet haben. Ihre Fassung steht unten: Kopieren Sie, was Sie brauchen, und schließen Sie dann den Editor.</translation>
    </message>
    <message>
        <source>Someone saved this question (in another window, or by importing its file) while you were editing it. Nothing was overwritten: compare the two versions and choose.</source>
        <translation>Jemand hat diese Frage gespeichert (in einem anderen Fenster oder durch Import ihrer Datei), während Sie sie bearbeitet haben. Nichts wurde überschrieben: Vergleichen Sie beide Fassungen und wählen Sie.</translation>
    </message>
    <message>
        <source>Your version</source>
        <translation>Ihre Fassung</translation>
    </message>
    <message>
        <source>(deleted)</source>
        <translation>(gelöscht)</translation>
    </message>
    <message>
        <source>Saved meanwhile</source>
        <translation>Zwischenzeitlich gespeichert</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>Weiter bearbeiten</translation>
    </message>
    <message>
        <source>Close the editor</source>
        <translation>Editor schließen</translation>
    </message>
    <message>
        <source>Take the saved version</source>
        <translation>Gespeicherte Fassung übernehmen</translation>
    </message>
    <message>
        <source>Save mine over it</source>
        <translation>Meine darüber speichern</translation>
    </message>
</context>
<context>
    <name>DeliveryController</name>
    <message>
        <source>The results server refused your result</source>
        <translation>Der Ergebnisserver hat Ihr Ergebnis abgelehnt</translation>
    </message>
    <message>
        <source>Your result cannot be saved in the results folder {0}</source>
        <translation>Ihr Ergebnis kann nicht im Ergebnisordner {0} gespeichert werden</translation>
    </message>
    <message>
        <source>{0} ({1}). It is safe on this computer, but it will not reach your instructor by itself: press “Save result file…”, save it on a USB stick or another folder, and give it to your instructor.</source>
        <translation>{0} ({1}). Es ist auf diesem Computer sicher, gelangt aber nicht von selbst zu Ihrer Lehrkraft: Klicken Sie auf „Ergebnisdatei speichern…“, speichern Sie sie auf einem USB-Stick oder in einem anderen Ordner und geben Sie sie Ihrer Lehrkraft.</translation>
    </message>
    <message>
        <source>Sending your result…</source>
        <translation>Ihr Ergebnis wird gesendet…</translation>
    </message>
    <message>
        <source>Saving your result…</source>
        <translation>Ihr Ergebnis wird gespeichert…</translation>
    </message>
    <message>
        <source>Results sent to the class results server.</source>
        <translation>Ergebnisse an den Ergebnisserver des Kurses gesendet.</translation>
    </message>
    <message>
        <source>Your result was saved for your instructor: {place}</source>
        <translation>Ihr Ergebnis wurde für Ihre Lehrkraft gespeichert: {place}</translation>
    </message>
    <message>
        <source>Saved on this computer; it will be sent when the results server is reachable.</source>
        <translation>Auf diesem Computer gespeichert; es wird gesendet, sobald der Ergebnisserver erreichbar ist.</translation>
    </message>
    <message>
        <source>The results folder {folder} is not available right now. Your result is safe on this computer and will be copied there automatically as soon as it is back.</source>
        <translation>Der Ergebnisordner {folder} ist gerade nicht verfügbar. Ihr Ergebnis ist auf diesem Computer sicher und wird automatisch dorthin kopiert, sobald er wieder verfügbar ist.</translation>
    </message>
    <message>
        <source>Save your result file</source>
        <translation>Ergebnisdatei speichern</translation>
    </message>
    <message>
        <source>Result files (*.json)</source>
        <translation>Ergebnisdateien (*.json)</translation>
    </message>
    <message>
        <source>Could not save the copy ({0}); try another place.</source>
        <translation>Die Kopie konnte nicht gespeichert werden ({0}); versuchen Sie einen anderen Ort.</translation>
    </message>
    <message>
        <source>A copy is saved as {0}: give it to your instructor.</source>
        <translation>Eine Kopie wurde als {0} gespeichert: Geben Sie sie Ihrer Lehrkraft.</translation>
    </message>
</context>
<context>
    <name>EditorController</name>
    <message>
        <source>Question ids never change: history is attached to them</source>
        <extracomment>Empty choice rows a new question starts with.</extracomment>
        <translation>Frage-IDs ändern sich nie: Der Verlauf hängt an ihnen</translation>
    </message>
    <message>
        <source>A new id, unique in this bank</source>
        <translation>Eine neue ID, eindeutig in diesem Katalog</translation>
    </message>
    <message>
        <source>Edit question {id}</source>
        <translation>Frage {id} bearbeiten</translation>
    </message>
    <message>
        <source>{id} · {bank}</source>
        <translation>{id} · {bank}</translation>
    </message>
    <message>
        <source>Past attempts keep showing this question as it was; exams started from now on show your changes.{edited}</source>
        <translation>Frühere Versuche zeigen diese Frage weiterhin wie zuvor; ab jetzt gestartete Prüfungen zeigen Ihre Änderungen.{edited}</translation>
    </message>
    <message>
        <source> It was edited here before, so importing its file again keeps your version.</source>
        <translation> Sie wurde hier schon bearbeitet, daher behält ein erneuter Import ihrer Datei Ihre Fassung.</translation>
    </message>
    <message>
        <source>Copy of {id}</source>
        <translation>Kopie von {id}</translation>
    </message>
    <message>
        <source>New question</source>
        <translation>Neue Frage</translation>
    </message>
    <message>
        <source>New question in {bank}</source>
        <translation>Neue Frage in {bank}</translation>
    </message>
    <message>
        <source>Importing the bank&apos;s file again keeps questions you add.</source>
        <translation>Ein erneuter Import der Katalogdatei behält von Ihnen hinzugefügte Fragen.</translation>
    </message>
    <message>
        <source>None: the question stands alone</source>
        <translation>Keine: die Frage steht für sich</translation>
    </message>
    <message>
        <source>{title} (no longer in the bank&apos;s file)</source>
        <translation>{title} (nicht mehr in der Datei der Fragensammlung)</translation>
    </message>
    <message>
        <source>Reported {when}: {note}</source>
        <translation>Gemeldet am {when}: {note}</translation>
    </message>
    <message>
        <source>(no note)</source>
        <translation>(keine Notiz)</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) to fix before saving: {fields}.</source>
        <translation>
            <numerusform>%n Problem vor dem Speichern zu beheben: {fields}.</numerusform>
            <numerusform>%n Probleme vor dem Speichern zu beheben: {fields}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Insert an image</source>
        <translation>Bild einfügen</translation>
    </message>
    <message>
        <source>{name} is copied into the bank when you save.</source>
        <translation>{name} wird beim Speichern in den Katalog kopiert.</translation>
    </message>
</context>
<context>
    <name>ExamController</name>
    <message>
        <source>two</source>
        <extracomment>How a bank&apos;s prompt says how many to choose (&quot;(Choose two.)&quot;): English number words. The same numbers in the interface&apos;s language, for the hint&apos;s notes (&quot;tick all two&quot;).</extracomment>
        <translation>zwei</translation>
    </message>
    <message>
        <source>three</source>
        <translation>drei</translation>
    </message>
    <message>
        <source>four</source>
        <translation>vier</translation>
    </message>
    <message>
        <source>five</source>
        <translation>fünf</translation>
    </message>
    <message>
        <source>six</source>
        <translation>sechs</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sieben</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>acht</translation>
    </message>
    <message>
        <source>Choose one</source>
        <extracomment>What the hint says, as test centres write it: the number in words, up to eight.</extracomment>
        <translation>Wählen Sie eine Antwort</translation>
    </message>
    <message>
        <source>Choose two</source>
        <translation>Wählen Sie zwei Antworten</translation>
    </message>
    <message>
        <source>Choose three</source>
        <translation>Wählen Sie drei Antworten</translation>
    </message>
    <message>
        <source>Choose four</source>
        <translation>Wählen Sie vier Antworten</translation>
    </message>
    <message>
        <source>Choose five</source>
        <translation>Wählen Sie fünf Antworten</translation>
    </message>
    <message>
        <source>Choose six</source>
        <translation>Wählen Sie sechs Antworten</translation>
    </message>
    <message>
        <source>Choose seven</source>
        <translation>Wählen Sie sieben Antworten</translation>
    </message>
    <message>
        <source>Choose eight</source>
        <translation>Wählen Sie acht Antworten</translation>
    </message>
    <message>
        <source>Choice {key}, struck out: {verdict}</source>
        <extracomment>&quot;(Choose two.)&quot;, &quot;(Select 2)&quot;, &quot;Choose three.&quot; in a prompt: the bank says it already.</extracomment>
        <translation>Antwort {key}, durchgestrichen: {verdict}</translation>
    </message>
    <message>
        <source>Choice {key}, struck out</source>
        <translation>Antwort {key}, durchgestrichen</translation>
    </message>
    <message>
        <source>Choice {key}: {verdict}</source>
        <translation>Antwort {key}: {verdict}</translation>
    </message>
    <message>
        <source>Choose {count}</source>
        <translation>Wählen Sie {count} Antworten</translation>
    </message>
    <message>
        <source>{selected} of {count} chosen</source>
        <translation>{selected} von {count} gewählt</translation>
    </message>
    <message>
        <source>untick one first to choose another (you can choose {count})</source>
        <extracomment>Loads an exhibit&apos;s bytes by bank id and name (None when the bank has no such image).</extracomment>
        <translation>erst eine abwählen, um eine andere zu wählen (höchstens {count})</translation>
    </message>
    <message>
        <source>tick all {count} to check</source>
        <translation>zum Prüfen {count} ankreuzen</translation>
    </message>
    <message>
        <source>Leave without saving</source>
        <translation>Ohne Speichern verlassen</translation>
    </message>
    <message>
        <source>Not saved: {error}. Everything saved before is safe; repeat your last step once this is fixed.</source>
        <translation>Nicht gespeichert: {error}. Alles zuvor Gespeicherte ist sicher; wiederholen Sie Ihren letzten Schritt, sobald das Problem behoben ist.</translation>
    </message>
    <message>
        <source>Question {number} of {count}</source>
        <extracomment>A results server to reach (the student URL), instead of the classroom profile&apos;s. Skip logging in to the profile&apos;s results server (a build machine off the class network).</extracomment>
        <translation>Frage {number} von {count}</translation>
    </message>
    <message>
        <source>{hint}: {note}</source>
        <translation>{hint}: {note}</translation>
    </message>
    <message>
        <source>{count} answered</source>
        <translation>{count} beantwortet</translation>
    </message>
    <message>
        <source>{count} incomplete</source>
        <translation>{count} unvollständig</translation>
    </message>
    <message>
        <source>{count} left</source>
        <translation>{count} offen</translation>
    </message>
    <message>
        <source>{count} flagged</source>
        <translation>{count} markiert</translation>
    </message>
    <message>
        <source>Case study: {title}.</source>
        <translation>Fallstudie: {title}.</translation>
    </message>
    <message>
        <source>✔ Correct</source>
        <translation>✔ Richtig</translation>
    </message>
    <message>
        <source>✘ Not quite</source>
        <translation>✘ Nicht ganz</translation>
    </message>
    <message>
        <source>No further explanation for this question.</source>
        <translation>Keine weitere Erklärung zu dieser Frage.</translation>
    </message>
    <message>
        <source>Choice {key} struck out.</source>
        <translation>Antwort {key} durchgestrichen.</translation>
    </message>
    <message>
        <source>Choice {key} back in.</source>
        <translation>Antwort {key} wieder aktiv.</translation>
    </message>
    <message>
        <source>Hide full explanation</source>
        <translation>Ausführliche Erklärung ausblenden</translation>
    </message>
    <message>
        <source>Show full explanation</source>
        <translation>Ausführliche Erklärung anzeigen</translation>
    </message>
    <message>
        <source>Untimed</source>
        <translation>Ohne Zeitlimit</translation>
    </message>
    <message>
        <source>{time} remaining</source>
        <translation>Restzeit: {time}</translation>
    </message>
    <message>
        <source>no time limit</source>
        <translation>kein Zeitlimit</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) left.</source>
        <translation>
            <numerusform>Noch %n Minute.</numerusform>
            <numerusform>Noch %n Minuten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choice {key}</source>
        <translation>Antwort {key}</translation>
    </message>
</context>
<context>
    <name>ExamPage</name>
    <message>
        <source>Save a copy…</source>
        <extracomment>Below this page width the navigator shows fewer columns and the buttons say less. Below this page width a paper with case studies gives the navigator fewer columns (the scenario pane needs the room). Below this page height the navigator&apos;s legend moves into the tooltip of its title.</extracomment>
        <translation>Kopie speichern…</translation>
    </message>
    <message>
        <source>Save your answers to a new file</source>
        <translation>Ihre Antworten in einer neuen Datei speichern</translation>
    </message>
    <message>
        <source>Save the library, with the answers of this exam, to a file you choose</source>
        <translation>Die Bibliothek mit den Antworten dieser Prüfung in einer Datei Ihrer Wahl speichern</translation>
    </message>
    <message>
        <source>Question {number} of {count}</source>
        <translation>Frage {number} von {count}</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Untimed</source>
        <translation>Ohne Zeitlimit</translation>
    </message>
    <message>
        <source>Time remaining</source>
        <translation>Restzeit</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Clear answer</source>
        <translation>Antwort löschen</translation>
    </message>
    <message>
        <source>Take this answer back (Backspace or Delete)</source>
        <translation>Diese Antwort zurücknehmen (Rücktaste oder Entf)</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Ihre Antwort</translation>
    </message>
    <message>
        <source>▼ More below: scroll to see every choice</source>
        <translation>▼ Weitere unten: scrollen, um alle Antworten zu sehen</translation>
    </message>
    <message>
        <source>Your answer and the right one</source>
        <translation>Ihre Antwort und die richtige</translation>
    </message>
    <message>
        <source>Short explanation</source>
        <translation>Kurze Erklärung</translation>
    </message>
    <message>
        <source>Show full explanation</source>
        <translation>Ausführliche Erklärung anzeigen</translation>
    </message>
    <message>
        <source>Full explanation</source>
        <translation>Ausführliche Erklärung</translation>
    </message>
    <message>
        <source>Report a problem with this question…</source>
        <translation>Ein Problem mit dieser Frage melden…</translation>
    </message>
    <message>
        <source>Report a problem with this question</source>
        <translation>Ein Problem mit dieser Frage melden</translation>
    </message>
    <message>
        <source>A wrong key, a typo, an unclear prompt: note it for the Banks page</source>
        <translation>Falsche Lösung, Tippfehler, unklarer Fragetext: für die Seite Kataloge notieren</translation>
    </message>
    <message>
        <source>Tinted: answered · dashed: incomplete · bold border: flagged · filled: current</source>
        <translation>Getönt: beantwortet · gestrichelt: unvollständig · fetter Rand: markiert · gefüllt: aktuell</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Previous question (← or P)</source>
        <translation>Vorherige Frage (← oder P)</translation>
    </message>
    <message>
        <source>Flag this question for review (F)</source>
        <translation>Frage zur Überprüfung markieren (F)</translation>
    </message>
    <message>
        <source>Flag for review</source>
        <translation>Zur Überprüfung markieren</translation>
    </message>
    <message>
        <source>Previous question</source>
        <translation>Vorherige Frage</translation>
    </message>
    <message>
        <source>I guessed</source>
        <translation>Geraten</translation>
    </message>
    <message>
        <source>Mark this answer as a guess, to review it sooner (G)</source>
        <translation>Antwort als geraten markieren, um sie früher zu wiederholen (G)</translation>
    </message>
    <message>
        <source>Check answer</source>
        <translation>Antwort prüfen</translation>
    </message>
    <message>
        <source>Reveal whether your answer is right (Space)</source>
        <translation>Zeigen, ob Ihre Antwort richtig ist (Leertaste)</translation>
    </message>
    <message>
        <source>Next question (→ or N)</source>
        <translation>Nächste Frage (→ oder N)</translation>
    </message>
    <message>
        <source>Next question</source>
        <translation>Nächste Frage</translation>
    </message>
    <message>
        <source>Review screen</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Back to the review of all questions</source>
        <translation>Zurück zur Übersicht aller Fragen</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>Modes and keys (F1)</source>
        <translation>Modi und Tasten (F1)</translation>
    </message>
    <message>
        <source>Save and exit</source>
        <translation>Speichern und verlassen</translation>
    </message>
    <message>
        <source>Keep this session for later and go back to Start</source>
        <translation>Diese Sitzung für später aufheben und zur Startseite zurückkehren</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>Abgeben</translation>
    </message>
    <message>
        <source>Review your answers, then end (Ctrl+Enter)</source>
        <translation>Antworten überprüfen, dann beenden (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>⚑ Flagged</source>
        <translation>⚑ Markiert</translation>
    </message>
    <message>
        <source>⚑ Flag</source>
        <translation>⚑ Markieren</translation>
    </message>
    <message>
        <source>{arrow} Previous</source>
        <translation>{arrow} Zurück</translation>
    </message>
    <message>
        <source>Next {arrow}</source>
        <translation>Weiter {arrow}</translation>
    </message>
</context>
<context>
    <name>ExhibitPanel</name>
    <message>
        <source>[Exhibit not available: {name}]</source>
        <extracomment>The width the last thumbnails were given: the next question&apos;s are scaled to it at once, not first to a guess and again when laid out (a smooth scale is a third of a frame).</extracomment>
        <translation>[Abbildung nicht verfügbar: {name}]</translation>
    </message>
    <message>
        <source>Exhibit</source>
        <translation>Abbildung</translation>
    </message>
</context>
<context>
    <name>ExhibitThumbnail</name>
    <message>
        <source>Exhibit: {name}</source>
        <extracomment>Pictures kept decoded and scaled: a candidate goes back and forth between the questions of an exam, and decoding and scaling an exhibit again each time took a quarter of showing its question.</extracomment>
        <translation>Abbildung: {name}</translation>
    </message>
    <message>
        <source>Exhibit</source>
        <translation>Abbildung</translation>
    </message>
    <message>
        <source>{name} (click to enlarge)</source>
        <translation>{name} (zum Vergrößern klicken)</translation>
    </message>
    <message>
        <source>Click to enlarge</source>
        <translation>Zum Vergrößern klicken</translation>
    </message>
</context>
<context>
    <name>Explanation</name>
    <message>
        <source>Why each choice</source>
        <translation>Begründung je Antwort</translation>
    </message>
    <message>
        <source>References</source>
        <translation>Quellen</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <source>{seconds} s</source>
        <extracomment>What a table shows for a figure there is none of (a topic not answered): not &quot;0 s&quot;.</extracomment>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>Slower than the exam&apos;s pace of {pace} per question</source>
        <translation>Langsamer als das Prüfungstempo von {pace} pro Frage</translation>
    </message>
    <message>
        <source>{correct} of {total} correct</source>
        <translation>{correct} von {total} richtig</translation>
    </message>
    <message>
        <source>{marks} of {total} marks with partial credit ({correct} entirely right)</source>
        <translation>{marks} von {total} Punkten mit Teilpunkten ({correct} vollständig richtig)</translation>
    </message>
    <message>
        <source>{value}%</source>
        <translation>{value} %</translation>
    </message>
    <message>
        <source>{low}-{high}%</source>
        <translation>{low}-{high} %</translation>
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
        <translation>Bestehenschance: noch nicht genug Antworten</translation>
    </message>
    <message>
        <source>Pass probability {figure}</source>
        <translation>Bestehenschance {figure}</translation>
    </message>
    <message>
        <source>It appears once you have answered at least {answers} questions, from every topic of the exam, in the last {days} days.</source>
        <translation>Sie erscheint, sobald Sie in den letzten {days} Tagen mindestens {answers} Fragen aus allen Themen der Prüfung beantwortet haben.</translation>
    </message>
    <message>
        <source>Your chance of passing the full exam if you sat it now, from your answers of the last {days} days (recent ones count more; {answers} answers). The range is where the chance lies with 80% certainty. Questions you marked &apos;I guessed&apos; count as half known.</source>
        <translation>Ihre Chance, die vollständige Prüfung zu bestehen, wenn Sie sie jetzt ablegen würden, berechnet aus Ihren Antworten der letzten {days} Tage (neuere zählen mehr; {answers} Antworten). Der Bereich gibt an, wo die Chance mit 80 % Sicherheit liegt. Als „Geraten“ markierte Fragen zählen als halb gewusst.</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>timed like the real exam; no feedback until you submit, then your score, PASS or FAIL, and every question reviewed</source>
        <translation>mit Zeitlimit wie die echte Prüfung; keine Rückmeldung bis zur Abgabe, dann Ihre Punktzahl, BESTANDEN oder NICHT BESTANDEN und die Durchsicht jeder Frage</translation>
    </message>
    <message>
        <source>check each answer as you go (Space) and read why; save and exit whenever you like and resume later</source>
        <translation>jede Antwort sofort prüfen (Leertaste) und die Begründung lesen; jederzeit speichern, verlassen und später fortsetzen</translation>
    </message>
    <message>
        <source>a drill on your weakest topics and the questions you missed recently, with feedback on each answer</source>
        <translation>Training Ihrer schwächsten Themen und kürzlich falsch beantworteter Fragen, mit Rückmeldung zu jeder Antwort</translation>
    </message>
    <message>
        <source>the questions spaced review brings back today: those you are about to forget, missed ones sooner</source>
        <translation>die heute zur Wiederholung fälligen Fragen: solche, die Sie bald vergessen würden, falsch beantwortete früher</translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; or &lt;b&gt;A&lt;/b&gt;–&lt;b&gt;Z&lt;/b&gt; (but F, G, N, P)</source>
        <extracomment>(keys, what they do, self-study only: a classroom exam has no guesses, checks or other pages). Key names are translated too: keyboards label them in their language.</extracomment>
        <translation>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; oder &lt;b&gt;A&lt;/b&gt;–&lt;b&gt;Z&lt;/b&gt; (außer F, G, N, P)</translation>
    </message>
    <message>
        <source>choose that choice (each shows its letter); on a single-answer question choosing it again keeps it</source>
        <translation>diese Antwort wählen (jede zeigt ihren Buchstaben); bei nur einer richtigen Antwort bleibt sie bei erneuter Wahl gewählt</translation>
    </message>
    <message>
        <source>&lt;b&gt;Backspace&lt;/b&gt; or &lt;b&gt;Delete&lt;/b&gt;</source>
        <translation>&lt;b&gt;Rücktaste&lt;/b&gt; oder &lt;b&gt;Entf&lt;/b&gt;</translation>
    </message>
    <message>
        <source>clear the answer (or &quot;Clear answer&quot;)</source>
        <translation>die Antwort löschen (oder Schaltfläche „Antwort löschen“)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shift&lt;/b&gt;+the number or letter, or right-click</source>
        <translation>&lt;b&gt;Umschalt&lt;/b&gt;+Ziffer oder Buchstabe, oder Rechtsklick</translation>
    </message>
    <message>
        <source>strike a choice, or a matching option, out (or back in)</source>
        <translation>eine Antwort oder Zuordnungsoption durchstreichen (oder wiederherstellen)</translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; on a matching question</source>
        <translation>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; bei einer Zuordnungsfrage</translation>
    </message>
    <message>
        <source>go to that item&apos;s drop-down; &lt;b&gt;↑&lt;/b&gt;/&lt;b&gt;↓&lt;/b&gt; choose, &lt;b&gt;Delete&lt;/b&gt; clears that item</source>
        <translation>zur Auswahlliste dieses Elements; &lt;b&gt;↑&lt;/b&gt;/&lt;b&gt;↓&lt;/b&gt; wählen, &lt;b&gt;Entf&lt;/b&gt; leert das Element</translation>
    </message>
    <message>
        <source>&lt;b&gt;Alt+↑&lt;/b&gt; / &lt;b&gt;Alt+↓&lt;/b&gt;</source>
        <translation>&lt;b&gt;Alt+↑&lt;/b&gt; / &lt;b&gt;Alt+↓&lt;/b&gt;</translation>
    </message>
    <message>
        <source>move the selected item of an ordering question (&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; select one)</source>
        <translation>ausgewähltes Element einer Reihenfolgefrage verschieben (&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; wählen eines aus)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Alt+S&lt;/b&gt; on a case study&apos;s question</source>
        <translation>&lt;b&gt;Alt+S&lt;/b&gt; bei einer Frage einer Fallstudie</translation>
    </message>
    <message>
        <source>show or hide the scenario; opened, &lt;b&gt;↑&lt;/b&gt;/&lt;b&gt;↓&lt;/b&gt; scroll it</source>
        <translation>das Szenario zeigen oder verbergen; geöffnet blättern &lt;b&gt;↑&lt;/b&gt;/&lt;b&gt;↓&lt;/b&gt; darin</translation>
    </message>
    <message>
        <source>&lt;b&gt;Esc&lt;/b&gt; in the answer box</source>
        <translation>&lt;b&gt;Esc&lt;/b&gt; im Antwortfeld</translation>
    </message>
    <message>
        <source>leave the box, so the keys below work again</source>
        <translation>das Feld verlassen, damit die Tasten unten wieder funktionieren</translation>
    </message>
    <message>
        <source>&lt;b&gt;→&lt;/b&gt; or &lt;b&gt;N&lt;/b&gt;</source>
        <translation>&lt;b&gt;→&lt;/b&gt; oder &lt;b&gt;N&lt;/b&gt;</translation>
    </message>
    <message>
        <source>next question</source>
        <translation>nächste Frage</translation>
    </message>
    <message>
        <source>&lt;b&gt;←&lt;/b&gt; or &lt;b&gt;P&lt;/b&gt;</source>
        <translation>&lt;b&gt;←&lt;/b&gt; oder &lt;b&gt;P&lt;/b&gt;</translation>
    </message>
    <message>
        <source>previous question</source>
        <translation>vorherige Frage</translation>
    </message>
    <message>
        <source>&lt;b&gt;F&lt;/b&gt;</source>
        <translation>&lt;b&gt;F&lt;/b&gt;</translation>
    </message>
    <message>
        <source>flag or unflag the question for review</source>
        <translation>Frage zur Überprüfung markieren oder Markierung aufheben</translation>
    </message>
    <message>
        <source>&lt;b&gt;G&lt;/b&gt;</source>
        <translation>&lt;b&gt;G&lt;/b&gt;</translation>
    </message>
    <message>
        <source>mark the answer as a guess (&quot;I guessed&quot;)</source>
        <translation>Antwort als geraten markieren („Geraten“)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Space&lt;/b&gt; (&lt;b&gt;Enter&lt;/b&gt; in the answer box)</source>
        <translation>&lt;b&gt;Leertaste&lt;/b&gt; (&lt;b&gt;Eingabe&lt;/b&gt; im Antwortfeld)</translation>
    </message>
    <message>
        <source>check the answer (practice, drills, review)</source>
        <translation>Antwort prüfen (Übung, Schwachstellen, Wiederholung)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+Enter&lt;/b&gt;</source>
        <translation>&lt;b&gt;Strg+Eingabe&lt;/b&gt;</translation>
    </message>
    <message>
        <source>review your answers before you finish</source>
        <translation>Antworten vor dem Beenden überprüfen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Enter&lt;/b&gt; on the review screen</source>
        <translation>&lt;b&gt;Eingabe&lt;/b&gt; in der Übersicht</translation>
    </message>
    <message>
        <source>go to the selected question</source>
        <translation>zur ausgewählten Frage gehen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Enter&lt;/b&gt; on the Start page</source>
        <translation>&lt;b&gt;Eingabe&lt;/b&gt; auf der Startseite</translation>
    </message>
    <message>
        <source>start</source>
        <translation>starten</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+1&lt;/b&gt; / &lt;b&gt;Ctrl+2&lt;/b&gt; / &lt;b&gt;Ctrl+3&lt;/b&gt;</source>
        <translation>&lt;b&gt;Strg+1&lt;/b&gt; / &lt;b&gt;Strg+2&lt;/b&gt; / &lt;b&gt;Strg+3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Start, History, Banks (outside an exam)</source>
        <translation>Start, Verlauf, Kataloge (außerhalb einer Prüfung)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl++&lt;/b&gt; / &lt;b&gt;Ctrl+-&lt;/b&gt;</source>
        <translation>&lt;b&gt;Strg++&lt;/b&gt; / &lt;b&gt;Strg+-&lt;/b&gt;</translation>
    </message>
    <message>
        <source>larger or smaller text</source>
        <translation>Text größer oder kleiner</translation>
    </message>
    <message>
        <source>&lt;b&gt;F11&lt;/b&gt;</source>
        <translation>&lt;b&gt;F11&lt;/b&gt;</translation>
    </message>
    <message>
        <source>full screen on or off</source>
        <translation>Vollbild ein oder aus</translation>
    </message>
    <message>
        <source>&lt;b&gt;F1&lt;/b&gt;</source>
        <translation>&lt;b&gt;F1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>this help</source>
        <translation>diese Hilfe</translation>
    </message>
    <message>
        <source>Modes</source>
        <translation>Modi</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Help: modes and keys</source>
        <translation>Hilfe: Modi und Tasten</translation>
    </message>
    <message>
        <source>This exam</source>
        <translation>Diese Prüfung</translation>
    </message>
    <message>
        <source>Your instructor set this exam: its questions, time limit and pass mark. The clock keeps running if the app is closed; if it is, start it again and resume. When you hand in (or time runs out) your result goes to your instructor.</source>
        <translation>Ihre Lehrkraft hat diese Prüfung festgelegt: Fragen, Zeitlimit und Bestehensgrenze. Die Uhr läuft weiter, wenn die Anwendung geschlossen wird; starten Sie sie in diesem Fall neu und setzen Sie fort. Bei der Abgabe (oder wenn die Zeit abläuft) geht Ihr Ergebnis an Ihre Lehrkraft.</translation>
    </message>
</context>
<context>
    <name>HistoryController</name>
    <message>
        <source>{title} (deleted)</source>
        <extracomment>The pass-probability line: teal, apart from the score&apos;s accent and the amber pass mark.</extracomment>
        <translation>{title} (gelöscht)</translation>
    </message>
    <message>
        <source>{verdict} · timed out</source>
        <translation>{verdict} · Zeit abgelaufen</translation>
    </message>
    <message>
        <source>{used} · {per_question}/q</source>
        <translation>{used} · {per_question}/Frage</translation>
    </message>
    <message>
        <source>Time used · average time per question</source>
        <translation>Benötigte Zeit · Durchschnitt pro Frage</translation>
    </message>
    <message numerus="yes">
        <source>{readiness} · %n question(s) due for review</source>
        <translation>
            <numerusform>{readiness} · %n Frage zur Wiederholung fällig</numerusform>
            <numerusform>{readiness} · %n Fragen zur Wiederholung fällig</numerusform>
        </translation>
    </message>
    <message>
        <source>{time} · slow</source>
        <translation>{time} · langsam</translation>
    </message>
    <message>
        <source>{correct} of {answered} right, {guessed} of them marked &apos;I guessed&apos; (shaky)</source>
        <translation>{correct} von {answered} richtig, davon {guessed} als „Geraten“ markiert (unsicher)</translation>
    </message>
    <message>
        <source>{correct} of {answered} right</source>
        <translation>{correct} von {answered} richtig</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punktzahl</translation>
    </message>
    <message>
        <source>Pass probability</source>
        <translation>Bestehenschance</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>Bestehensgrenze</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>History</source>
        <extracomment>Below this page width the tables and the charts are stacked. The attempts table shows this many rows before it scrolls on its own.</extracomment>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <source>Score and pass probability</source>
        <translation>Punktzahl und Bestehenschance</translation>
    </message>
    <message>
        <source>Accuracy by topic</source>
        <translation>Trefferquote nach Thema</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punktzahl</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Past attempts</source>
        <translation>Frühere Versuche</translation>
    </message>
    <message>
        <source>Double-click an attempt (or select it and press Enter) to review it.</source>
        <translation>Doppelklicken Sie auf einen Versuch (oder wählen Sie ihn aus und drücken Sie die Eingabetaste), um ihn durchzusehen.</translation>
    </message>
    <message>
        <source>Progress by topic</source>
        <translation>Fortschritt nach Thema</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>Thema</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Trefferquote</translation>
    </message>
    <message>
        <source>Mastery</source>
        <translation>Beherrschung</translation>
    </message>
    <message>
        <source>Avg. time</source>
        <translation>Ø Zeit</translation>
    </message>
    <message>
        <source>Mastery: the estimated chance you know a question of the topic now; recent answers count more, and answers marked &apos;I guessed&apos; count as half known. * some right answers were guesses (hover for how many).</source>
        <translation>Beherrschung: die geschätzte Chance, dass Sie eine Frage des Themas jetzt beherrschen; neuere Antworten zählen mehr, als „Geraten“ markierte zählen als halb gewusst. * einige richtige Antworten waren geraten (Mauszeiger darauf zeigt, wie viele).</translation>
    </message>
</context>
<context>
    <name>ImportPreviewController</name>
    <message>
        <source>Import {name}</source>
        <extracomment>The roles a sheet column can be given, in the order the combo boxes offer them.</extracomment>
        <translation>{name} importieren</translation>
    </message>
    <message>
        <source>Detected format</source>
        <translation>Erkanntes Format</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>{name} wird gelesen…</translation>
    </message>
    <message>
        <source>No question can be shown until the file is read.</source>
        <translation>Vor dem Lesen der Datei kann keine Frage angezeigt werden.</translation>
    </message>
    <message>
        <source>Nothing can be imported from this file as it is read now.</source>
        <translation>So wie die Datei jetzt gelesen wird, kann nichts importiert werden.</translation>
    </message>
    <message>
        <source>Try another format above, or fix the file.</source>
        <translation>Wählen Sie oben ein anderes Format oder korrigieren Sie die Datei.</translation>
    </message>
    <message>
        <source>Say below what each column holds.</source>
        <translation>Geben Sie unten an, was jede Spalte enthält.</translation>
    </message>
    <message>
        <source>{format}: {family}</source>
        <translation>{format}: {family}</translation>
    </message>
    <message numerus="yes">
        <source>Found %n question(s)</source>
        <translation>
            <numerusform>%n Frage gefunden</numerusform>
            <numerusform>%n Fragen gefunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n will be imported</source>
        <translation>
            <numerusform>%n wird importiert</numerusform>
            <numerusform>%n werden importiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n übersprungen</numerusform>
            <numerusform>%n übersprungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Topics: {topics}</source>
        <translation>Themen: {topics}</translation>
    </message>
    <message>
        <source>column {number}</source>
        <translation>Spalte {number}</translation>
    </message>
    <message>
        <source>What the column &apos;{name}&apos; holds</source>
        <translation>Inhalt der Spalte „{name}“</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Choice (in column order)</source>
        <translation>Antwort (in Spaltenreihenfolge)</translation>
    </message>
    <message>
        <source>All choices (separated by ;)</source>
        <translation>Alle Antworten (durch ; getrennt)</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Erklärung</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>Thema</translation>
    </message>
    <message>
        <source>Question id</source>
        <translation>Frage-ID</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Schlagwörter</translation>
    </message>
    <message>
        <source>Not used</source>
        <translation>Nicht verwendet</translation>
    </message>
    <message>
        <source>Choose {count}</source>
        <translation>Wählen Sie {count} Antworten</translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation>{name} wird importiert…</translation>
    </message>
</context>
<context>
    <name>ImportPreviewDialog</name>
    <message>
        <source>Import preview</source>
        <translation>Importvorschau</translation>
    </message>
    <message>
        <source>Read as:</source>
        <translation>Lesen als:</translation>
    </message>
    <message>
        <source>Format to read the file as</source>
        <translation>Format, in dem die Datei gelesen wird</translation>
    </message>
    <message>
        <source>Questions that would be skipped, and why</source>
        <translation>Fragen, die übersprungen würden, und warum</translation>
    </message>
    <message>
        <source>What each column holds</source>
        <translation>Inhalt der Spalten</translation>
    </message>
    <message>
        <source>Sample question</source>
        <translation>Beispielfrage</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>KeptAnswersController</name>
    <message>
        <source>Not saved: the database file {path} was moved, replaced or deleted. Your answers are kept in this window; save a copy to keep them.</source>
        <extracomment>Saves the library as this window sees it to a file, with the attempt&apos;s kept answers.</extracomment>
        <translation>Nicht gespeichert: Die Datenbankdatei {path} wurde verschoben, ersetzt oder gelöscht. Ihre Antworten bleiben in diesem Fenster erhalten; speichern Sie eine Kopie, um sie zu behalten.</translation>
    </message>
    <message>
        <source>Save your answers to a new file</source>
        <translation>Ihre Antworten in einer neuen Datei speichern</translation>
    </message>
    <message>
        <source>Exam Simulator database (*.db)</source>
        <translation>Datenbank von Exam Simulator (*.db)</translation>
    </message>
    <message>
        <source>Not saved: the copy could not be written to {path} ({reason}). Your answers are still kept in this window; try another folder.</source>
        <translation>Nicht gespeichert: Die Kopie konnte nicht in {path} geschrieben werden ({reason}). Ihre Antworten bleiben in diesem Fenster erhalten; versuchen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <source>Saved to {path}. Your answers are safe again and are saved there as you go; to use this file next time: exam-simulator --db sqlite:///{path}</source>
        <translation>In {path} gespeichert. Ihre Antworten sind wieder sicher und werden fortlaufend dort gespeichert; um diese Datei beim nächsten Mal zu verwenden: exam-simulator --db sqlite:///{path}</translation>
    </message>
    <message>
        <source>Answers not saved</source>
        <translation>Antworten nicht gespeichert</translation>
    </message>
    <message>
        <source>Your answers since the database file went away are not saved: they are only in this window.</source>
        <translation>Ihre Antworten seit dem Verschwinden der Datenbankdatei sind nicht gespeichert: Sie existieren nur in diesem Fenster.</translation>
    </message>
    <message>
        <source>Save a copy of them first?</source>
        <translation>Zuerst eine Kopie davon speichern?</translation>
    </message>
    <message>
        <source>Save a copy…</source>
        <translation>Kopie speichern…</translation>
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
        <translation>Gespeichert. Sie können jederzeit auf der Startseite fortsetzen.</translation>
    </message>
    <message>
        <source>This exam was already submitted (in another window).</source>
        <translation>Diese Prüfung wurde bereits abgegeben (in einem anderen Fenster).</translation>
    </message>
    <message>
        <source>This attempt was discarded in another window.</source>
        <translation>Dieser Versuch wurde in einem anderen Fenster verworfen.</translation>
    </message>
    <message>
        <source>This attempt was resumed in another window; continue it there.</source>
        <translation>Dieser Versuch wurde in einem anderen Fenster fortgesetzt; machen Sie dort weiter.</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Zeit abgelaufen</translation>
    </message>
    <message>
        <source>Time ran out, so your answers were submitted automatically.</source>
        <translation>Die Zeit ist abgelaufen, daher wurden Ihre Antworten automatisch abgegeben.</translation>
    </message>
    <message>
        <source>Reported. The question is marked on the Banks page (show: Reported), where it can be fixed.</source>
        <translation>Gemeldet. Die Frage ist auf der Seite Kataloge markiert (Anzeigen: Gemeldet), wo sie korrigiert werden kann.</translation>
    </message>
    <message>
        <source>Exam Simulator: {name}</source>
        <translation>Exam Simulator: {name}</translation>
    </message>
    <message>
        <source>The interface is in {language}.</source>
        <translation>Die Oberfläche ist auf {language}.</translation>
    </message>
    <message>
        <source>The interface will be in {language} when Exam Simulator starts again.</source>
        <translation>Die Oberfläche erscheint beim nächsten Start von Exam Simulator auf {language}.</translation>
    </message>
    <message numerus="yes">
        <source>Desired retention {value}: %n review date(s) moved.</source>
        <translation>
            <numerusform>Gewünschte Behaltensrate {value}: %n Wiederholungstermin verschoben.</numerusform>
            <numerusform>Gewünschte Behaltensrate {value}: %n Wiederholungstermine verschoben.</numerusform>
        </translation>
    </message>
    <message>
        <source>About Exam Simulator</source>
        <translation>Über Exam Simulator</translation>
    </message>
    <message>
        <source>Exam Simulator {version}
Offline practice for certification exams.</source>
        <translation>Exam Simulator {version}
Zertifizierungsprüfungen offline üben.</translation>
    </message>
    <message>
        <source>Close without saving</source>
        <translation>Ohne Speichern schließen</translation>
    </message>
</context>
<context>
    <name>MatchingPanel</name>
    <message>
        <source>Options (right-click one to cross it out):</source>
        <extracomment>The letters the options are listed by (and struck out with, Shift+letter).</extracomment>
        <translation>Optionen (Rechtsklick zum Durchstreichen):</translation>
    </message>
    <message>
        <source>Choose a match</source>
        <translation>Zuordnung wählen</translation>
    </message>
    <message>
        <source>Right-click, or Shift+{0}, to cross this option out</source>
        <translation>Rechtsklick oder Umschalt+{0}, um diese Option durchzustreichen</translation>
    </message>
    <message>
        <source>Item {0}: choose its match</source>
        <translation>Element {0}: Zuordnung wählen</translation>
    </message>
    <message>
        <source>Clear the match of item {0}</source>
        <translation>Zuordnung von Element {0} löschen</translation>
    </message>
    <message>
        <source>Clear this match (Delete)</source>
        <translation>Diese Zuordnung löschen (Entf)</translation>
    </message>
    <message>
        <source>crossed out</source>
        <translation>durchgestrichen</translation>
    </message>
    <message>
        <source>right</source>
        <translation>richtig</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>falsch</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>the database {name} holds tables that are not Exam Simulator&apos;s; choose another database with --db</source>
        <extracomment>SQLite&apos;s `synchronous` for every transaction, except those opened with `Database.session(durable=False)`, which use SYNC_LAZY. In WAL mode FULL syncs the log at each commit; NORMAL only writes it (a crash of the app loses nothing, a power cut may lose the last commits) and the next FULL commit syncs those frames too. Without WAL (a file system that refuses it) NORMAL could corrupt the file on a power cut, so there every transaction stays FULL.</extracomment>
        <translation>die Datenbank {name} enthält Tabellen, die nicht zu Exam Simulator gehören; wählen Sie mit --db eine andere Datenbank</translation>
    </message>
    <message>
        <source>the database {name} was written by a newer version of Exam Simulator (schema {revision}; this version reads up to {readable}). Update Exam Simulator, or use another database with --db.</source>
        <translation>die Datenbank {name} wurde von einer neueren Version von Exam Simulator geschrieben (Schema {revision}; diese Version liest bis {readable}). Aktualisieren Sie Exam Simulator oder verwenden Sie mit --db eine andere Datenbank.</translation>
    </message>
    <message>
        <source>the database file {path} was moved, replaced or deleted while Exam Simulator was using it; nothing more is written to it</source>
        <translation>die Datenbankdatei {path} wurde verschoben, ersetzt oder gelöscht, während Exam Simulator sie verwendete; es wird nichts mehr hineingeschrieben</translation>
    </message>
    <message>
        <source>the database {name} is not an Exam Simulator database or is damaged ({reason}); nothing was changed. Move it aside, or choose another database with --db</source>
        <translation>die Datenbank {name} ist keine Datenbank von Exam Simulator oder ist beschädigt ({reason}); nichts wurde geändert. Legen Sie sie beiseite oder wählen Sie mit --db eine andere Datenbank</translation>
    </message>
    <message>
        <source>the database {name} cannot be written: the disk is full ({reason}); nothing was changed. Free some space and try again</source>
        <translation>die Datenbank {name} kann nicht geschrieben werden: Der Datenträger ist voll ({reason}); nichts wurde geändert. Geben Sie Speicherplatz frei und versuchen Sie es erneut</translation>
    </message>
    <message>
        <source>the database {name} is read-only ({reason}); nothing was changed. Make the file writable, or choose another database with --db</source>
        <translation>die Datenbank {name} ist schreibgeschützt ({reason}); nichts wurde geändert. Machen Sie die Datei beschreibbar oder wählen Sie mit --db eine andere Datenbank</translation>
    </message>
    <message>
        <source>the database {name} is busy: another program is writing to it ({reason}); nothing was changed. Try again in a moment</source>
        <translation>die Datenbank {name} ist belegt: Ein anderes Programm schreibt gerade hinein ({reason}); nichts wurde geändert. Versuchen Sie es gleich noch einmal</translation>
    </message>
    <message>
        <source>cannot open the database {name}: {reason}</source>
        <translation>die Datenbank {name} kann nicht geöffnet werden: {reason}</translation>
    </message>
    <message>
        <source>the database {name} reported an error: {reason}</source>
        <translation>die Datenbank {name} hat einen Fehler gemeldet: {reason}</translation>
    </message>
    <message>
        <source>{topic}: {correct} of {total} correct ({percent}%); drill it next</source>
        <extracomment>A topic needs this many answers before it is called strong. z for a two-sided 95% interval.</extracomment>
        <translation>{topic}: {correct} von {total} richtig ({percent} %); als Nächstes üben</translation>
    </message>
    <message>
        <source>{topic}: {correct} of {total} correct ({percent}%); drill it soon</source>
        <translation>{topic}: {correct} von {total} richtig ({percent} %); bald üben</translation>
    </message>
    <message>
        <source>An exam needs at least one question.</source>
        <extracomment>The kinds of practice set, with what each draws from. How many recent attempts &quot;missed&quot; and &quot;flagged&quot; look back by default.</extracomment>
        <translation>Eine Prüfung braucht mindestens eine Frage.</translation>
    </message>
    <message>
        <source>The time limit cannot be negative (use 0 for an untimed exam).</source>
        <translation>Das Zeitlimit darf nicht negativ sein (0 für eine Prüfung ohne Zeitlimit).</translation>
    </message>
    <message>
        <source>The pass mark must be between 0% and 100%, not {percent}%.</source>
        <translation>Die Bestehensgrenze muss zwischen 0 % und 100 % liegen, nicht bei {percent} %.</translation>
    </message>
    <message>
        <source>Topic weights cannot be negative: {topics}.</source>
        <translation>Themengewichte dürfen nicht negativ sein: {topics}.</translation>
    </message>
    <message>
        <source>The bank {bank!r} has no topic {topics}.</source>
        <translation>Der Katalog {bank!r} hat kein Thema {topics}.</translation>
    </message>
    <message>
        <source>No questions match these topics.</source>
        <translation>Keine Fragen passen zu diesen Themen.</translation>
    </message>
    <message>
        <source>Enter your name and student ID first.</source>
        <extracomment>Longest student name and student ID the app accepts (what the database and a results server store, and short enough for a result file&apos;s name on every file system). Extra time an accommodation may grant, in percent of the time limit. The extra time a self-study candidate can choose (View menu), as test centres grant it.</extracomment>
        <translation>Geben Sie zuerst Ihren Namen und Ihre Teilnehmernummer ein.</translation>
    </message>
    <message>
        <source>Your name is {length} characters long; at most {limit} fit.</source>
        <translation>Ihr Name ist {length} Zeichen lang; höchstens {limit} sind möglich.</translation>
    </message>
    <message>
        <source>Your student ID is {length} characters long; at most {limit} fit.</source>
        <translation>Ihre Teilnehmernummer ist {length} Zeichen lang; höchstens {limit} sind möglich.</translation>
    </message>
    <message>
        <source>Your name holds a character that cannot be printed; type it again.</source>
        <translation>Ihr Name enthält ein nicht druckbares Zeichen; geben Sie ihn erneut ein.</translation>
    </message>
    <message>
        <source>Your student ID holds a character that cannot be printed; type it again.</source>
        <translation>Ihre Teilnehmernummer enthält ein nicht druckbares Zeichen; geben Sie sie erneut ein.</translation>
    </message>
    <message>
        <source>No question of the chosen topics is due for review today; tick more topics or choose another mode.</source>
        <translation>Keine Frage der gewählten Themen ist heute zur Wiederholung fällig; wählen Sie weitere Themen oder einen anderen Modus.</translation>
    </message>
    <message>
        <source>No question of this bank is due for review today. The next one is due on {day}.</source>
        <translation>Keine Frage dieses Katalogs ist heute zur Wiederholung fällig. Die nächste ist am {day} fällig.</translation>
    </message>
    <message>
        <source>No question of this bank is due for review today.</source>
        <translation>Keine Frage dieses Katalogs ist heute zur Wiederholung fällig.</translation>
    </message>
    <message>
        <source>That attempt is no longer unfinished; start a new one.</source>
        <translation>Dieser Versuch ist nicht mehr offen; starten Sie einen neuen.</translation>
    </message>
    <message>
        <source>There is no bank &apos;{bank}&apos;; import it first.</source>
        <translation>Es gibt keinen Katalog „{bank}“; importieren Sie ihn zuerst.</translation>
    </message>
    <message>
        <source>The classroom profile names the bank &apos;{bank}&apos;, which is not installed.</source>
        <translation>Das Kursprofil nennt den Katalog „{bank}“, der nicht installiert ist.</translation>
    </message>
</context>
<context>
    <name>Navigation</name>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Banks</source>
        <translation>Kataloge</translation>
    </message>
    <message>
        <source>Finish the exam (or save and exit a practice session) first</source>
        <translation>Beenden Sie zuerst die Prüfung (oder speichern und verlassen Sie die Übung)</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>Navigation</translation>
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
        <translation>Wert, z. B. 73856</translation>
    </message>
    <message>
        <source>Tolerance (0)</source>
        <translation>Toleranz (0)</translation>
    </message>
    <message>
        <source>Remove this value</source>
        <translation>Diesen Wert entfernen</translation>
    </message>
    <message>
        <source>Accepted value {n}</source>
        <translation>Akzeptierter Wert {n}</translation>
    </message>
    <message>
        <source>Tolerance of value {n}</source>
        <translation>Toleranz von Wert {n}</translation>
    </message>
    <message>
        <source>Remove value {n}</source>
        <translation>Wert {n} entfernen</translation>
    </message>
</context>
<context>
    <name>OrderingPanel</name>
    <message>
        <source>Items in your order, first at the top</source>
        <extracomment>Left and right padding plus border of `QListWidget#orderList::item` in app.qss.</extracomment>
        <translation>Elemente in Ihrer Reihenfolge, das erste oben</translation>
    </message>
    <message>
        <source>▲ Up</source>
        <translation>▲ Hoch</translation>
    </message>
    <message>
        <source>Move the selected item up</source>
        <translation>Ausgewähltes Element nach oben</translation>
    </message>
    <message>
        <source>Move the selected item up (Alt+Up)</source>
        <translation>Ausgewähltes Element nach oben (Alt+↑)</translation>
    </message>
    <message>
        <source>▼ Down</source>
        <translation>▼ Runter</translation>
    </message>
    <message>
        <source>Move the selected item down</source>
        <translation>Ausgewähltes Element nach unten</translation>
    </message>
    <message>
        <source>Move the selected item down (Alt+Down)</source>
        <translation>Ausgewähltes Element nach unten (Alt+↓)</translation>
    </message>
    <message>
        <source>position {0} of {1}</source>
        <translation>Position {0} von {1}</translation>
    </message>
    <message>
        <source>right</source>
        <translation>richtig</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>falsch</translation>
    </message>
</context>
<context>
    <name>PairRow</name>
    <message>
        <source>Item</source>
        <translation>Element</translation>
    </message>
    <message>
        <source>Goes with</source>
        <translation>Gehört zu</translation>
    </message>
    <message>
        <source>Remove this pair</source>
        <translation>Dieses Paar entfernen</translation>
    </message>
    <message>
        <source>Item {n}</source>
        <translation>Element {n}</translation>
    </message>
    <message>
        <source>What item {n} goes with</source>
        <translation>Wozu Element {n} gehört</translation>
    </message>
    <message>
        <source>Remove pair {n}</source>
        <translation>Paar {n} entfernen</translation>
    </message>
</context>
<context>
    <name>PdfReport</name>
    <message>
        <source>Exam Simulator report: {bank}</source>
        <translation>Bericht von Exam Simulator: {bank}</translation>
    </message>
    <message>
        <source>Exam Simulator</source>
        <translation>Exam Simulator</translation>
    </message>
    <message>
        <source>pass mark {mark}</source>
        <translation>Bestehensgrenze {mark}</translation>
    </message>
    <message>
        <source>time used {used}</source>
        <translation>benötigte Zeit {used}</translation>
    </message>
    <message>
        <source>time ran out</source>
        <translation>Zeit abgelaufen</translation>
    </message>
    <message>
        <source>Score by topic</source>
        <translation>Punktzahl nach Thema</translation>
    </message>
    <message>
        <source>What to study next</source>
        <translation>Als Nächstes lernen</translation>
    </message>
    <message>
        <source>No weak topics in this attempt: every topic reached the pass mark.</source>
        <translation>Keine Schwachstellen in diesem Versuch: Jedes Thema hat die Bestehensgrenze erreicht.</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Case study: {title}</source>
        <translation>Fallstudie: {title}</translation>
    </message>
    <message>
        <source>none given</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Your answer: {answer}</source>
        <translation>Ihre Antwort: {answer}</translation>
    </message>
    <message>
        <source>Right answer: {answer}</source>
        <translation>Richtige Antwort: {answer}</translation>
    </message>
</context>
<context>
    <name>ProposalDialog</name>
    <message>
        <source>Sort questions into topics: {bank}</source>
        <extracomment>Proposals below this confidence are marked for a closer look. How many questions of the library&apos;s other banks helped the last proposal.</extracomment>
        <translation>Fragen Themen zuordnen: {bank}</translation>
    </message>
    <message>
        <source>1. The exam&apos;s domains</source>
        <translation>1. Die Prüfungsbereiche</translation>
    </message>
    <message>
        <source>As the official exam guide lists them: an id, a title and, if you have it, a line of description. The more words a description shares with the questions, the better the proposals.</source>
        <translation>Wie im offiziellen Prüfungsleitfaden aufgeführt: eine ID, ein Titel und, falls vorhanden, eine Zeile Beschreibung. Je mehr Wörter eine Beschreibung mit den Fragen teilt, desto besser die Vorschläge.</translation>
    </message>
    <message>
        <source>Domains</source>
        <translation>Bereiche</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Description (optional)</source>
        <translation>Beschreibung (optional)</translation>
    </message>
    <message>
        <source>Add domain</source>
        <translation>Bereich hinzufügen</translation>
    </message>
    <message>
        <source>Load DOMAINS.yaml…</source>
        <translation>DOMAINS.yaml laden…</translation>
    </message>
    <message>
        <source>Propose topics</source>
        <translation>Themen vorschlagen</translation>
    </message>
    <message>
        <source>2. Check the proposals, least sure first</source>
        <translation>2. Vorschläge prüfen, unsicherste zuerst</translation>
    </message>
    <message>
        <source>Proposed topics</source>
        <translation>Vorgeschlagene Themen</translation>
    </message>
    <message>
        <source>Sure</source>
        <translation>Sicherheit</translation>
    </message>
    <message>
        <source>Proposed topic</source>
        <translation>Vorgeschlagenes Thema</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Topic for the selected questions</source>
        <translation>Thema für die ausgewählten Fragen</translation>
    </message>
    <message>
        <source>Put selected in</source>
        <translation>Auswahl verschieben nach</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <source>Load the exam&apos;s domains</source>
        <translation>Prüfungsbereiche laden</translation>
    </message>
    <message>
        <source>Domain lists (*.yaml *.yml);;All files (*)</source>
        <translation>Bereichslisten (*.yaml *.yml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Domain {n} needs an id.</source>
        <translation>Bereich {n} braucht eine ID.</translation>
    </message>
    <message>
        <source>The id &apos;{id}&apos; is used twice.</source>
        <translation>Die ID „{id}“ wird doppelt verwendet.</translation>
    </message>
    <message>
        <source>Domain {n} needs a title (at most {max} characters).</source>
        <translation>Bereich {n} braucht einen Titel (höchstens {max} Zeichen).</translation>
    </message>
    <message>
        <source>List at least two domains.</source>
        <translation>Geben Sie mindestens zwei Bereiche an.</translation>
    </message>
    <message>
        <source>Reading the questions…</source>
        <translation>Fragen werden gelesen…</translation>
    </message>
    <message>
        <source>Untick to leave this question where it is</source>
        <translation>Häkchen entfernen, um die Frage zu lassen, wo sie ist</translation>
    </message>
    <message>
        <source>Not sure: check this one</source>
        <translation>Unsicher: bitte prüfen</translation>
    </message>
    <message>
        <source>Chosen by you</source>
        <translation>Von Ihnen gewählt</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) of your other banks lent their words.</source>
        <translation>
            <numerusform>%n Frage Ihrer anderen Fragenkataloge hat ihre Wörter beigesteuert.</numerusform>
            <numerusform>%n Fragen Ihrer anderen Fragenkataloge haben ihre Wörter beigesteuert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s); </source>
        <translation>
            <numerusform>%n Frage; </numerusform>
            <numerusform>%n Fragen; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unsure, at the top.</source>
        <translation>
            <numerusform>%n davon unsicher, oben.</numerusform>
            <numerusform>%n davon unsicher, oben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing proposed yet.</source>
        <translation>Noch nichts vorgeschlagen.</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) sorted into topics</source>
        <translation>
            <numerusform>%n Frage Themen zugeordnet</numerusform>
            <numerusform>%n Fragen Themen zugeordnet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n topic(s) added</source>
        <translation>
            <numerusform>; %n Thema hinzugefügt</numerusform>
            <numerusform>; %n Themen hinzugefügt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n emptied topic(s) removed.</source>
        <translation>
            <numerusform>; %n geleertes Thema entfernt.</numerusform>
            <numerusform>; %n geleerte Themen entfernt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuestionEditor</name>
    <message>
        <source>Choice (single or multi-select)</source>
        <extracomment>The question types, as a bank file&apos;s `type:` and as the type box shows them.</extracomment>
        <translation>Auswahl (Einfach- oder Mehrfachauswahl)</translation>
    </message>
    <message>
        <source>Matching</source>
        <translation>Zuordnung</translation>
    </message>
    <message>
        <source>Ordering</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>Short answer</source>
        <translation>Kurzantwort</translation>
    </message>
    <message>
        <source>Numeric</source>
        <translation>Zahlenwert</translation>
    </message>
    <message>
        <source>Mark the reports as resolved when I save</source>
        <translation>Meldungen beim Speichern als erledigt markieren</translation>
    </message>
    <message>
        <source>Question id</source>
        <translation>Frage-ID</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>Thema</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <source>Not set</source>
        <translation>Nicht festgelegt</translation>
    </message>
    <message>
        <source>1 · easy</source>
        <translation>1 · leicht</translation>
    </message>
    <message>
        <source>2 · medium</source>
        <translation>2 · mittel</translation>
    </message>
    <message>
        <source>3 · hard</source>
        <translation>3 · schwer</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Case study</source>
        <translation>Fallstudie</translation>
    </message>
    <message>
        <source>Question text</source>
        <translation>Fragetext</translation>
    </message>
    <message>
        <source>The question, in Markdown</source>
        <translation>Die Frage, in Markdown</translation>
    </message>
    <message>
        <source>Insert image…</source>
        <translation>Bild einfügen…</translation>
    </message>
    <message>
        <source>Insert image</source>
        <translation>Bild einfügen</translation>
    </message>
    <message>
        <source>Choose a picture on this computer; it is copied into the bank</source>
        <translation>Ein Bild auf diesem Computer wählen; es wird in den Katalog kopiert</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Question type</source>
        <translation>Fragetyp</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Tick the correct choice; tick several for “Choose N”.</source>
        <translation>Richtige Antwort ankreuzen; mehrere für „Wählen Sie N Antworten“.</translation>
    </message>
    <message>
        <source>Add choice</source>
        <translation>Antwort hinzufügen</translation>
    </message>
    <message>
        <source>Shuffle the choices in exams</source>
        <translation>Antworten in Prüfungen mischen</translation>
    </message>
    <message>
        <source>Choices</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Short explanation</source>
        <translation>Kurze Erklärung</translation>
    </message>
    <message>
        <source>One or two sentences, shown at once</source>
        <translation>Ein oder zwei Sätze, sofort angezeigt</translation>
    </message>
    <message>
        <source>Full explanation</source>
        <translation>Ausführliche Erklärung</translation>
    </message>
    <message>
        <source>Optional: the whole reasoning, in Markdown</source>
        <translation>Optional: die vollständige Begründung, in Markdown</translation>
    </message>
    <message>
        <source>References</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>One link or source per line</source>
        <translation>Ein Link oder eine Quelle pro Zeile</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Schlagwörter</translation>
    </message>
    <message>
        <source>Comma-separated, e.g. nsight, profiling</source>
        <translation>Durch Kommas getrennt, z. B. nsight, laufzeitanalyse</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save the question</source>
        <translation>Frage speichern</translation>
    </message>
    <message>
        <source>The scenario shown beside this question in exams; the scenarios themselves are written in the bank&apos;s file</source>
        <translation>Das Szenario, das in Prüfungen neben dieser Frage steht; die Szenarien selbst stehen in der Datei der Fragensammlung</translation>
    </message>
    <message>
        <source>Text of the case study</source>
        <translation>Text der Fallstudie</translation>
    </message>
    <message>
        <source>Choice {n}</source>
        <translation>Antwort {n}</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>Each left item and the answer it goes with; several may share one.</source>
        <translation>Jedes linke Element und die Antwort, zu der es gehört; mehrere dürfen dieselbe teilen.</translation>
    </message>
    <message>
        <source>Add pair</source>
        <translation>Paar hinzufügen</translation>
    </message>
    <message>
        <source>Extra answers that match nothing</source>
        <translation>Zusätzliche Antworten, die zu nichts gehören</translation>
    </message>
    <message>
        <source>Optional: answers that match no item, one per line</source>
        <translation>Optional: Antworten, die zu keinem Element gehören, eine pro Zeile</translation>
    </message>
    <message>
        <source>One item per line, in the right order: the exam shows them shuffled.</source>
        <translation>Ein Element pro Zeile, in der richtigen Reihenfolge: die Prüfung zeigt sie gemischt.</translation>
    </message>
    <message>
        <source>Items in the right order</source>
        <translation>Elemente in der richtigen Reihenfolge</translation>
    </message>
    <message>
        <source>Every accepted answer, one per line; * stands for any text.</source>
        <translation>Jede akzeptierte Antwort, eine pro Zeile; * steht für beliebigen Text.</translation>
    </message>
    <message>
        <source>Accepted answers</source>
        <translation>Akzeptierte Antworten</translation>
    </message>
    <message>
        <source>Upper and lower case must match</source>
        <translation>Groß- und Kleinschreibung beachten</translation>
    </message>
    <message>
        <source>Every accepted value, each with how far an answer may be from it.</source>
        <translation>Jeder akzeptierte Wert, jeweils mit der erlaubten Abweichung einer Antwort.</translation>
    </message>
    <message>
        <source>Add value</source>
        <translation>Wert hinzufügen</translation>
    </message>
</context>
<context>
    <name>QuestionNavigator</name>
    <message>
        <source>Go to question {number}</source>
        <extracomment>Looks kept at most (a few per question: answered, flagged, current…). What the navigator last set: status, flagged, current (None: nothing yet). The looks drawn so far, shared by every button: (number, state, enabled, size) -&gt; picture, for the look generation in `_LOOKS_OF` (a new theme or text size).</extracomment>
        <translation>Zu Frage {number}</translation>
    </message>
    <message>
        <source>answered</source>
        <translation>beantwortet</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>unvollständig</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>unbeantwortet</translation>
    </message>
    <message>
        <source>Question {number}: {standing}, flagged</source>
        <translation>Frage {number}: {standing}, markiert</translation>
    </message>
    <message>
        <source>Question {number}: {standing}</source>
        <translation>Frage {number}: {standing}</translation>
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
        <translation>Thema</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Fragetext</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>Gesehen</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Richtig</translation>
    </message>
    <message>
        <source>Next review</source>
        <translation>Nächste Wiederholung</translation>
    </message>
    <message>
        <source>Case study</source>
        <translation>Fallstudie</translation>
    </message>
    <message>
        <source>{kind} (retired)</source>
        <translation>{kind} (ausgemustert)</translation>
    </message>
    <message>
        <source>Single</source>
        <translation>Einfach</translation>
    </message>
    <message>
        <source>Multi</source>
        <translation>Mehrfach</translation>
    </message>
    <message>
        <source>Matching</source>
        <translation>Zuordnung</translation>
    </message>
    <message>
        <source>Ordering</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>Short answer</source>
        <translation>Kurzantwort</translation>
    </message>
    <message>
        <source>Numeric</source>
        <translation>Zahlenwert</translation>
    </message>
</context>
<context>
    <name>RenameBankDialog</name>
    <message>
        <source>Rename bank</source>
        <translation>Katalog umbenennen</translation>
    </message>
    <message>
        <source>The new title is kept when you import the bank&apos;s file again.</source>
        <translation>Der neue Titel bleibt beim erneuten Import der Katalogdatei erhalten.</translation>
    </message>
    <message>
        <source>Bank title</source>
        <translation>Katalogtitel</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>The title</source>
        <translation>Der Titel</translation>
    </message>
</context>
<context>
    <name>ReportDialog</name>
    <message>
        <source>Report a problem with this question</source>
        <extracomment>Stores a report: (bank id, question id, attempt id or None, note).</extracomment>
        <translation>Problem mit dieser Frage melden</translation>
    </message>
    <message>
        <source>Question {id}</source>
        <translation>Frage {id}</translation>
    </message>
    <message>
        <source>What is wrong: a wrong key, a typo, an unclear prompt, an outdated fact? The question is marked as reported on the Banks page, where it can be fixed.</source>
        <translation>Was ist falsch: eine falsche Lösung, ein Tippfehler, eine unklare Frage, eine veraltete Angabe? Die Frage wird auf der Seite Kataloge als gemeldet markiert und kann dort korrigiert werden.</translation>
    </message>
    <message>
        <source>What is wrong with the question</source>
        <translation>Was an der Frage falsch ist</translation>
    </message>
    <message>
        <source>e.g. The right answer should be B: see the docs.</source>
        <translation>z. B. Die richtige Antwort sollte B sein: siehe Dokumentation.</translation>
    </message>
    <message>
        <source>Send report</source>
        <translation>Meldung senden</translation>
    </message>
</context>
<context>
    <name>ResultsController</name>
    <message>
        <source>Pass probability after this attempt: {figure}</source>
        <translation>Bestehenschance nach diesem Versuch: {figure}</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>Abgegeben</translation>
    </message>
    <message>
        <source>Answered: {0} of {1}. Your answers were handed in to your instructor, who will tell you your result.</source>
        <translation>Beantwortet: {0} von {1}. Ihre Antworten wurden an Ihre Lehrkraft übermittelt, die Ihnen Ihr Ergebnis mitteilt.</translation>
    </message>
    <message>
        <source>pass mark {mark}</source>
        <translation>Bestehensgrenze {mark}</translation>
    </message>
    <message>
        <source>time used {used} of {limit}</source>
        <translation>benötigte Zeit {used} von {limit}</translation>
    </message>
    <message>
        <source>time used {used}</source>
        <translation>benötigte Zeit {used}</translation>
    </message>
    <message>
        <source>{time} per question (pace {pace})</source>
        <translation>{time} pro Frage (Tempo {pace})</translation>
    </message>
    <message>
        <source>{time} per question</source>
        <translation>{time} pro Frage</translation>
    </message>
    <message>
        <source>time ran out</source>
        <translation>Zeit abgelaufen</translation>
    </message>
    <message>
        <source>{time} · slow</source>
        <translation>{time} · langsam</translation>
    </message>
    <message>
        <source>Slower than the exam&apos;s pace in: {topics}.</source>
        <translation>Langsamer als das Prüfungstempo in: {topics}.</translation>
    </message>
    <message>
        <source>No weak topics: every topic reached the pass mark ({mark}).</source>
        <translation>Keine Schwachstellen: Jedes Thema hat die Bestehensgrenze erreicht ({mark}).</translation>
    </message>
    <message>
        <source>Hide full explanation</source>
        <translation>Ausführliche Erklärung ausblenden</translation>
    </message>
    <message>
        <source>Show full explanation</source>
        <translation>Ausführliche Erklärung anzeigen</translation>
    </message>
    <message>
        <source>Save PDF report</source>
        <translation>PDF-Bericht speichern</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>exam-report-{bank}-{date}.pdf</source>
        <translation>pruefungsbericht-{bank}-{date}.pdf</translation>
    </message>
    <message>
        <source>exam-report-{bank}.pdf</source>
        <translation>pruefungsbericht-{bank}.pdf</translation>
    </message>
    <message>
        <source>Could not save the report: {reason}</source>
        <translation>Der Bericht konnte nicht gespeichert werden: {reason}</translation>
    </message>
    <message>
        <source>PDF report saved to {path}</source>
        <translation>PDF-Bericht gespeichert unter {path}</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <source>Score</source>
        <extracomment>Below this width the review goes below the topics instead of beside them, so the topic table keeps room for its five columns.</extracomment>
        <translation>Punktzahl</translation>
    </message>
    <message>
        <source>Drill weak areas</source>
        <translation>Schwachstellen üben</translation>
    </message>
    <message>
        <source>Set up a drill on your weakest topics on the Start page</source>
        <translation>Auf der Startseite ein Training Ihrer schwächsten Themen einrichten</translation>
    </message>
    <message>
        <source>Save PDF report…</source>
        <translation>PDF-Bericht speichern…</translation>
    </message>
    <message>
        <source>A report to keep: score, topics and weak areas, then every question with your answer and the right one</source>
        <translation>Ein Bericht zum Aufbewahren: Punktzahl, Themen und Schwachstellen, dann jede Frage mit Ihrer Antwort und der richtigen</translation>
    </message>
    <message>
        <source>New exam</source>
        <translation>Neue Prüfung</translation>
    </message>
    <message>
        <source>Save result file…</source>
        <translation>Ergebnisdatei speichern…</translation>
    </message>
    <message>
        <source>Save a copy of your result file, e.g. on a USB stick, for your instructor</source>
        <translation>Eine Kopie Ihrer Ergebnisdatei für Ihre Lehrkraft speichern, z. B. auf einem USB-Stick</translation>
    </message>
    <message>
        <source>By topic</source>
        <translation>Nach Thema</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>Thema</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>Richtig</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>Prozent</translation>
    </message>
    <message>
        <source>Avg. time</source>
        <translation>Ø Zeit</translation>
    </message>
    <message>
        <source>Score by topic</source>
        <translation>Punktzahl nach Thema</translation>
    </message>
    <message>
        <source>Weak areas, weakest first</source>
        <translation>Schwachstellen, schwächste zuerst</translation>
    </message>
    <message>
        <source>Weak areas</source>
        <translation>Schwachstellen</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Durchsicht</translation>
    </message>
    <message>
        <source>Go to</source>
        <translation>Gehe zu</translation>
    </message>
    <message>
        <source>Go to question number</source>
        <translation>Zu Frage Nummer</translation>
    </message>
    <message>
        <source>Show questions</source>
        <translation>Fragen anzeigen</translation>
    </message>
    <message>
        <source>All questions</source>
        <translation>Alle Fragen</translation>
    </message>
    <message>
        <source>Incorrect</source>
        <translation>Falsch</translation>
    </message>
    <message>
        <source>Unanswered</source>
        <translation>Unbeantwortet</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Markiert</translation>
    </message>
    <message>
        <source>Question review</source>
        <translation>Durchsicht der Fragen</translation>
    </message>
</context>
<context>
    <name>RetentionDialog</name>
    <message>
        <source>Review settings</source>
        <translation>Wiederholungseinstellungen</translation>
    </message>
    <message>
        <source>Spaced review brings each question back when you are about to forget it. Desired retention is how likely you should still be to answer a question right when it comes back: higher means more frequent, shorter reviews; lower means fewer reviews and more forgetting. 90% suits most exam preparation.</source>
        <translation>Die verteilte Wiederholung bringt jede Frage zurück, kurz bevor Sie sie vergessen. Die gewünschte Behaltensrate gibt an, wie wahrscheinlich Sie eine Frage noch richtig beantworten, wenn sie wiederkommt: höher bedeutet häufigere, kürzere Wiederholungen; niedriger bedeutet weniger Wiederholungen und mehr Vergessen. 90 % passen für die meisten Prüfungsvorbereitungen.</translation>
    </message>
    <message>
        <source>Desired retention in percent</source>
        <translation>Gewünschte Behaltensrate in Prozent</translation>
    </message>
    <message>
        <source>&amp;Desired retention</source>
        <translation>&amp;Gewünschte Behaltensrate</translation>
    </message>
    <message>
        <source>From {low}% to {high}%. Questions already scheduled move to match.</source>
        <translation>Von {low} % bis {high} %. Bereits geplante Fragen werden entsprechend verschoben.</translation>
    </message>
</context>
<context>
    <name>ReviewCard</name>
    <message>
        <source>your answer, right</source>
        <translation>Ihre Antwort, richtig</translation>
    </message>
    <message>
        <source>right answer, not chosen</source>
        <translation>richtige Antwort, nicht gewählt</translation>
    </message>
    <message>
        <source>your answer, wrong</source>
        <translation>Ihre Antwort, falsch</translation>
    </message>
    <message>
        <source>○ Unanswered</source>
        <translation>○ Unbeantwortet</translation>
    </message>
    <message>
        <source>✔ Correct</source>
        <translation>✔ Richtig</translation>
    </message>
    <message>
        <source>✘ Incorrect</source>
        <translation>✘ Falsch</translation>
    </message>
    <message>
        <source>⚑ flagged</source>
        <translation>⚑ markiert</translation>
    </message>
    <message>
        <source>guessed: right, but shaky</source>
        <translation>geraten: richtig, aber unsicher</translation>
    </message>
    <message>
        <source>guessed</source>
        <translation>geraten</translation>
    </message>
    <message>
        <source>Report a problem with this question…</source>
        <translation>Ein Problem mit dieser Frage melden…</translation>
    </message>
    <message>
        <source>Report a problem with this question</source>
        <translation>Ein Problem mit dieser Frage melden</translation>
    </message>
    <message>
        <source>Show full explanation</source>
        <translation>Ausführliche Erklärung anzeigen</translation>
    </message>
</context>
<context>
    <name>ScenarioPane</name>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Case study</source>
        <translation>Fallstudie</translation>
    </message>
    <message>
        <source>Scenario text</source>
        <extracomment>Loads an exhibit&apos;s bytes by name (None when the bank has no such image).</extracomment>
        <translation>Text des Szenarios</translation>
    </message>
    <message>
        <source>Hide the scenario</source>
        <translation>Szenario verbergen</translation>
    </message>
    <message>
        <source>Show the scenario: {title}</source>
        <translation>Szenario zeigen: {title}</translation>
    </message>
    <message>
        <source>Show the scenario</source>
        <translation>Szenario zeigen</translation>
    </message>
</context>
<context>
    <name>ScenarioSplit</name>
    <message>
        <source>Show the scenario</source>
        <translation>Szenario zeigen</translation>
    </message>
    <message>
        <source>Show or hide the case study these questions share (Alt+S)</source>
        <translation>Die Fallstudie zeigen oder verbergen, die diese Fragen teilen (Alt+S)</translation>
    </message>
    <message>
        <source>Hide scenario</source>
        <translation>Szenario verbergen</translation>
    </message>
    <message>
        <source>Show scenario</source>
        <translation>Szenario zeigen</translation>
    </message>
</context>
<context>
    <name>StartController</name>
    <message>
        <source>Exam</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>The classroom profile cannot be used; tell your instructor:
{0}</source>
        <translation>Das Kursprofil ist nicht verwendbar; informieren Sie Ihre Lehrkraft:
{0}</translation>
    </message>
    <message>
        <source>no time limit</source>
        <translation>kein Zeitlimit</translation>
    </message>
    <message numerus="yes">
        <source>+{percent} extra time: %n minute(s) in all (View &gt; Extra time)</source>
        <translation>
            <numerusform>+{percent} Zeitzuschlag: insgesamt %n Minute (Ansicht &gt; Zeitzuschlag)</numerusform>
            <numerusform>+{percent} Zeitzuschlag: insgesamt %n Minuten (Ansicht &gt; Zeitzuschlag)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s), with your {percent} extra time</source>
        <translation>
            <numerusform>%n Minute, mit Ihrem Zeitzuschlag von {percent}</numerusform>
            <numerusform>%n Minuten, mit Ihrem Zeitzuschlag von {percent}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone gets the same paper.</source>
        <translation>Alle erhalten denselben Fragensatz.</translation>
    </message>
    <message>
        <source>Each student gets their own paper.</source>
        <translation>Jeder Teilnehmer erhält einen eigenen Fragensatz.</translation>
    </message>
    <message>
        <source> The clock keeps running if the app is closed.</source>
        <translation> Die Uhr läuft weiter, wenn die Anwendung geschlossen wird.</translation>
    </message>
    <message>
        <source>Attempts allowed: {0}.</source>
        <translation>Erlaubte Versuche: {0}.</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) · {limit} · pass mark {pass_mark}. {paper}{clock} {attempts} When you hand in, your result goes to your instructor.</source>
        <translation>
            <numerusform>%n Frage · {limit} · Bestehensgrenze {pass_mark}. {paper}{clock} {attempts} Bei der Abgabe geht Ihr Ergebnis an Ihre Lehrkraft.</numerusform>
            <numerusform>%n Fragen · {limit} · Bestehensgrenze {pass_mark}. {paper}{clock} {attempts} Bei der Abgabe geht Ihr Ergebnis an Ihre Lehrkraft.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{title} (%n question(s))</source>
        <translation>
            <numerusform>{title} (%n Frage)</numerusform>
            <numerusform>{title} (%n Fragen)</numerusform>
        </translation>
    </message>
    <message>
        <source>There are no question banks yet: import one on the Banks page.</source>
        <translation>Noch keine Fragenkataloge vorhanden: Importieren Sie einen auf der Seite Kataloge.</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n Frage</numerusform>
            <numerusform>%n Fragen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n topic(s)</source>
        <translation>
            <numerusform>%n Thema</numerusform>
            <numerusform>%n Themen</numerusform>
        </translation>
    </message>
    <message>
        <source>{questions}, {multi} multi-select, in {topics}.</source>
        <translation>{questions}, davon {multi} mit Mehrfachauswahl, in {topics}.</translation>
    </message>
    <message>
        <source>{questions} in {topics}.</source>
        <translation>{questions} in {topics}.</translation>
    </message>
    <message numerus="yes">
        <source>{topic}: %n question(s)</source>
        <translation>
            <numerusform>{topic}: %n Frage</numerusform>
            <numerusform>{topic}: %n Fragen</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick the topics to include.</source>
        <translation>Kreuzen Sie die einzubeziehenden Themen an.</translation>
    </message>
    <message numerus="yes">
        <source>{chosen} of %n topic(s), {questions}.</source>
        <translation>
            <numerusform>{chosen} von %n Thema, {questions}.</numerusform>
            <numerusform>{chosen} von %n Themen, {questions}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> question(s)</source>
        <translation>
            <numerusform> Frage</numerusform>
            <numerusform> Fragen</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished attempts yet.</source>
        <translation>Noch keine beendeten Versuche.</translation>
    </message>
    <message>
        <source>Unfinished ({mode}): {answered} of {total} answered, {left} left (the exam clock kept running while the app was closed).</source>
        <translation>Nicht beendet ({mode}): {answered} von {total} beantwortet, noch {left} (die Prüfungsuhr lief weiter, während die Anwendung geschlossen war).</translation>
    </message>
    <message>
        <source>Unfinished ({mode}): {answered} of {total} answered, {left} left.</source>
        <translation>Nicht beendet ({mode}): {answered} von {total} beantwortet, noch {left}.</translation>
    </message>
    <message>
        <source>Unfinished ({mode}): {answered} of {total} answered.</source>
        <translation>Nicht beendet ({mode}): {answered} von {total} beantwortet.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Not enough answers yet to tell.</source>
        <translation>Noch nicht genug Antworten für eine Aussage.</translation>
    </message>
    <message>
        <source>No weak topics: keep it up.</source>
        <translation>Keine Schwachstellen: weiter so.</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) due for review today (mode {mode}).</source>
        <translation>
            <numerusform>%n Frage heute zur Wiederholung fällig (Modus {mode}).</numerusform>
            <numerusform>%n Fragen heute zur Wiederholung fällig (Modus {mode}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing is due for review today; next on {day}.</source>
        <translation>Heute ist nichts zur Wiederholung fällig; nächste Wiederholung am {day}.</translation>
    </message>
    <message>
        <source>Questions you answer come back for review when you are about to forget them.</source>
        <translation>Beantwortete Fragen kommen zur Wiederholung zurück, kurz bevor Sie sie vergessen.</translation>
    </message>
    <message>
        <source>A weak-areas drill on your weakest topics is set up: untimed, with feedback on each answer. Adjust it if you like, then press Start.</source>
        <translation>Ein Schwachstellentraining zu Ihren schwächsten Themen ist eingerichtet: ohne Zeitlimit, mit Rückmeldung zu jeder Antwort. Passen Sie es bei Bedarf an und klicken Sie dann auf Starten.</translation>
    </message>
    <message>
        <source>Nothing is due for review until {day}.</source>
        <translation>Bis {day} ist nichts zur Wiederholung fällig.</translation>
    </message>
    <message numerus="yes">
        <source>No question missed in your last %n attempt(s).</source>
        <translation>
            <numerusform>Keine falsch beantwortete Frage im letzten Versuch (%n).</numerusform>
            <numerusform>Keine falsch beantwortete Frage in den letzten %n Versuchen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No question flagged in your last %n attempt(s).</source>
        <translation>
            <numerusform>Keine markierte Frage im letzten Versuch (%n).</numerusform>
            <numerusform>Keine markierte Frage in den letzten %n Versuchen.</numerusform>
        </translation>
    </message>
    <message>
        <source>You have seen every question of these topics.</source>
        <translation>Sie haben alle Fragen dieser Themen bereits gesehen.</translation>
    </message>
    <message>
        <source>No question is reported as having a problem yet.</source>
        <translation>Noch keine Frage wurde als fehlerhaft gemeldet.</translation>
    </message>
    <message>
        <source>Nothing is due for review yet: questions come back here once you have answered them in another mode.</source>
        <translation>Noch nichts zur Wiederholung fällig: Fragen erscheinen hier, sobald Sie sie in einem anderen Modus beantwortet haben.</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Missed</source>
        <extracomment>The practice sets offered, with the text the set combo shows.</extracomment>
        <translation>Falsch beantwortet</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Markiert</translation>
    </message>
    <message>
        <source>Never seen</source>
        <translation>Nie gesehen</translation>
    </message>
    <message>
        <source>Reported</source>
        <translation>Gemeldet</translation>
    </message>
    <message>
        <source>Start practising</source>
        <translation>Mit dem Üben beginnen</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ihr Name</translation>
    </message>
    <message>
        <source>First and last name</source>
        <translation>Vor- und Nachname</translation>
    </message>
    <message>
        <source>Student ID</source>
        <translation>Teilnehmernummer</translation>
    </message>
    <message>
        <source>As given by your instructor</source>
        <translation>Wie von Ihrer Lehrkraft vergeben</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Question bank</source>
        <translation>Fragenkatalog</translation>
    </message>
    <message>
        <source>Pass probability</source>
        <translation>Bestehenschance</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>timed, no feedback until you submit</source>
        <translation>mit Zeitlimit, keine Rückmeldung bis zur Abgabe</translation>
    </message>
    <message>
        <source>check each answer as you go</source>
        <translation>jede Antwort sofort prüfen</translation>
    </message>
    <message>
        <source>drill your weakest topics and past mistakes</source>
        <translation>schwächste Themen und frühere Fehler üben</translation>
    </message>
    <message>
        <source>the questions spaced review brings back today</source>
        <translation>die heute zur Wiederholung fälligen Fragen</translation>
    </message>
    <message>
        <source>missed, flagged, never seen or reported questions</source>
        <translation>falsch beantwortete, markierte, nie gesehene oder gemeldete Fragen</translation>
    </message>
    <message>
        <source>{mode}: {description}</source>
        <translation>{mode}: {description}</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Number of questions</source>
        <translation>Anzahl der Fragen</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Umfang</translation>
    </message>
    <message>
        <source>Time limit in minutes</source>
        <translation>Zeitlimit in Minuten</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Untimed</source>
        <translation>Ohne Zeitlimit</translation>
    </message>
    <message>
        <source>0 = untimed</source>
        <translation>0 = ohne Zeitlimit</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>Zeitlimit</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>Bestehensgrenze</translation>
    </message>
    <message>
        <source>Shuffle the choices</source>
        <translation>Antworten mischen</translation>
    </message>
    <message>
        <source>Show each question&apos;s choices in a random order</source>
        <translation>Die Antworten jeder Frage in zufälliger Reihenfolge zeigen</translation>
    </message>
    <message>
        <source>Recent attempts</source>
        <translation>Letzte Versuche</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>Themen</translation>
    </message>
    <message>
        <source>Topics to include</source>
        <translation>Einzubeziehende Themen</translation>
    </message>
    <message>
        <source>Weakest topics</source>
        <translation>Schwächste Themen</translation>
    </message>
    <message>
        <source>Practice set</source>
        <translation>Übungsset</translation>
    </message>
    <message>
        <source>In the last attempts</source>
        <translation>In den letzten Versuchen</translation>
    </message>
    <message>
        <source>in the last </source>
        <translation>in den letzten </translation>
    </message>
    <message>
        <source> attempts</source>
        <translation> Versuchen</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Resume the unfinished attempt</source>
        <translation>Nicht beendeten Versuch fortsetzen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
</context>
<context>
    <name>SubmitReview</name>
    <message>
        <source>All questions</source>
        <extracomment>The filter&apos;s items: the text each starts with is part of the GUI contract (in English).</extracomment>
        <translation>Alle Fragen</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>Unvollständig</translation>
    </message>
    <message>
        <source>Unanswered</source>
        <translation>Unbeantwortet</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Markiert</translation>
    </message>
    <message>
        <source>Review your answers before you end the exam</source>
        <translation>Überprüfen Sie Ihre Antworten vor dem Prüfungsende</translation>
    </message>
    <message>
        <source>Show questions</source>
        <translation>Fragen anzeigen</translation>
    </message>
    <message>
        <source>Questions of the exam</source>
        <translation>Fragen der Prüfung</translation>
    </message>
    <message>
        <source>Double-click a question (or select it and press Enter) to go to it.</source>
        <translation>Doppelklicken Sie auf eine Frage (oder wählen Sie sie aus und drücken Sie die Eingabetaste), um zu ihr zu gehen.</translation>
    </message>
    <message>
        <source>{arrow} Back to the questions</source>
        <translation>{arrow} Zurück zu den Fragen</translation>
    </message>
    <message>
        <source>End exam…</source>
        <translation>Prüfung beenden…</translation>
    </message>
    <message>
        <source>Submit your answers and see your score</source>
        <translation>Antworten abgeben und Punktzahl sehen</translation>
    </message>
</context>
<context>
    <name>SubmitReviewController</name>
    <message>
        <source>Review your answers before you end the exam</source>
        <translation>Überprüfen Sie Ihre Antworten vor dem Prüfungsende</translation>
    </message>
    <message>
        <source>Review your answers before you finish</source>
        <translation>Überprüfen Sie Ihre Antworten vor dem Beenden</translation>
    </message>
    <message>
        <source>End exam…</source>
        <translation>Prüfung beenden…</translation>
    </message>
    <message>
        <source>Finish…</source>
        <translation>Beenden…</translation>
    </message>
    <message>
        <source>Submit your answers and see your score</source>
        <translation>Antworten abgeben und Punktzahl sehen</translation>
    </message>
    <message>
        <source>Finish this session and see how you did</source>
        <translation>Diese Sitzung beenden und Ergebnis sehen</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>Beantwortet</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>Unvollständig</translation>
    </message>
    <message>
        <source>Unanswered</source>
        <translation>Unbeantwortet</translation>
    </message>
    <message>
        <source>{standing} · ⚑ Flagged</source>
        <translation>{standing} · ⚑ Markiert</translation>
    </message>
    <message>
        <source>Question {number}: {standing}</source>
        <translation>Frage {number}: {standing}</translation>
    </message>
    <message numerus="yes">
        <source>{answered} answered · {incomplete} incomplete · {unanswered} unanswered · {flagged} flagged of %n question(s)</source>
        <translation>
            <numerusform>{answered} beantwortet · {incomplete} unvollständig · {unanswered} unbeantwortet · {flagged} markiert von %n Frage</numerusform>
            <numerusform>{answered} beantwortet · {incomplete} unvollständig · {unanswered} unbeantwortet · {flagged} markiert von %n Fragen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unanswered question(s) (scored as wrong)</source>
        <translation>
            <numerusform>%n unbeantwortete Frage (zählt als falsch)</numerusform>
            <numerusform>%n unbeantwortete Fragen (zählen als falsch)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n incomplete question(s) (scored as wrong)</source>
        <translation>
            <numerusform>%n unvollständige Frage (zählt als falsch)</numerusform>
            <numerusform>%n unvollständige Fragen (zählen als falsch)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) flagged for review</source>
        <translation>
            <numerusform>%n zur Überprüfung markierte Frage</numerusform>
            <numerusform>%n zur Überprüfung markierte Fragen</numerusform>
        </translation>
    </message>
    <message>
        <source>You have {open}.</source>
        <translation>Sie haben {open}.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Every question is answered.</source>
        <translation>Alle Fragen sind beantwortet.</translation>
    </message>
    <message>
        <source>Submit exam</source>
        <translation>Prüfung abgeben</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Submit your answers and see your score?</source>
        <translation>Antworten abgeben und Punktzahl sehen?</translation>
    </message>
    <message>
        <source>Finish this session and see how you did?</source>
        <translation>Diese Sitzung beenden und Ergebnis sehen?</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>Abgeben</translation>
    </message>
    <message>
        <source>Keep working</source>
        <translation>Weiterarbeiten</translation>
    </message>
</context>
<context>
    <name>ThemeChoice</name>
    <message>
        <source>Follow system</source>
        <extracomment>Text from 8 pt up to twice the default size (200%, WCAG 1.4.4).</extracomment>
        <translation>Wie System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
</context>
<context>
    <name>TopicTable</name>
    <message>
        <source>Click a column to sort by it</source>
        <extracomment>Widths remembered (a window being resized asks for many; older ones are dropped). The width asked for, in average characters: the layout&apos;s stretch shares out the room, and the height follows the width it gives. The narrowest it may be squeezed to, in average characters. What changes a label&apos;s height for a width besides its text. The average-time column of both topic tables (results and history).</extracomment>
        <translation>Zum Sortieren auf eine Spalte klicken</translation>
    </message>
    <message>
        <source>Average time per question, against the exam&apos;s pace</source>
        <translation>Durchschnittliche Zeit pro Frage im Vergleich zum Prüfungstempo</translation>
    </message>
</context>
<context>
    <name>TopicsDialog</name>
    <message>
        <source>Topics of {bank}</source>
        <translation>Themen von {bank}</translation>
    </message>
    <message>
        <source>Select topics to rename, merge or delete them. Their questions move to the topic you choose; past attempts keep the topics they were given in.</source>
        <translation>Wählen Sie Themen aus, um sie umzubenennen, zusammenzuführen oder zu löschen. Ihre Fragen wandern in das gewählte Thema; frühere Versuche behalten ihre damaligen Themen.</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>Themen</translation>
    </message>
    <message>
        <source>Selected topics</source>
        <translation>Ausgewählte Themen</translation>
    </message>
    <message>
        <source>Title of the selected topic</source>
        <translation>Titel des ausgewählten Themas</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Move their questions to</source>
        <translation>Ihre Fragen verschieben nach</translation>
    </message>
    <message>
        <source>Merge / delete</source>
        <translation>Zusammenführen / löschen</translation>
    </message>
    <message>
        <source>Move the questions of the selected topics, then remove those topics</source>
        <translation>Fragen der ausgewählten Themen verschieben, dann diese Themen entfernen</translation>
    </message>
    <message>
        <source>New topic</source>
        <translation>Neues Thema</translation>
    </message>
    <message>
        <source>New topic id</source>
        <translation>ID des neuen Themas</translation>
    </message>
    <message>
        <source>e.g. networking</source>
        <translation>z. B. netzwerk</translation>
    </message>
    <message>
        <source>New topic title</source>
        <translation>Titel des neuen Themas</translation>
    </message>
    <message>
        <source>Add topic</source>
        <translation>Thema hinzufügen</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message numerus="yes">
        <source>{title}  ({id}) · %n question(s)</source>
        <translation>
            <numerusform>{title}  ({id}) · %n Frage</numerusform>
            <numerusform>{title}  ({id}) · %n Fragen</numerusform>
        </translation>
    </message>
    <message>
        <source>The title</source>
        <translation>Der Titel</translation>
    </message>
    <message>
        <source>This bank already has a topic &apos;{id}&apos;.</source>
        <translation>Dieser Katalog hat bereits ein Thema „{id}“.</translation>
    </message>
    <message>
        <source>Topic renamed.</source>
        <translation>Thema umbenannt.</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) moved to {topic}.</source>
        <translation>
            <numerusform>%n Frage nach {topic} verschoben.</numerusform>
            <numerusform>%n Fragen nach {topic} verschoben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Topic added.</source>
        <translation>Thema hinzugefügt.</translation>
    </message>
</context>
<context>
    <name>TrendChart</name>
    <message>
        <source>No finished attempts yet</source>
        <translation>Noch keine beendeten Versuche</translation>
    </message>
    <message>
        <source>Trend chart</source>
        <translation>Verlaufsdiagramm</translation>
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
            <numerusform>%n Versuch. Zuletzt: {values}.</numerusform>
            <numerusform>%n Versuche. Zuletzt: {values}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reference line: {line}.</source>
        <translation>Referenzlinie: {line}.</translation>
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
        <translation>Zahl eingeben, z. B. 1,5 oder 1.5</translation>
    </message>
    <message>
        <source>Type your answer</source>
        <translation>Antwort eingeben</translation>
    </message>
    <message>
        <source>A number; a decimal comma is fine</source>
        <translation>Eine Zahl; Dezimalkomma ist möglich</translation>
    </message>
    <message>
        <source>Any accepted answer; case and extra spaces do not matter</source>
        <translation>Jede akzeptierte Antwort; Groß-/Kleinschreibung und zusätzliche Leerzeichen zählen nicht</translation>
    </message>
    <message>
        <source>Match each item to one option</source>
        <translation>Ordnen Sie jedes Element einer Option zu</translation>
    </message>
    <message>
        <source>Put the items in order, first at the top: drag, or Alt+Up and Alt+Down</source>
        <translation>Bringen Sie die Elemente in Reihenfolge, das erste oben: ziehen oder Alt+↑ und Alt+↓</translation>
    </message>
    <message>
        <source>Type a number: &apos;{0}&apos; is not one yet</source>
        <translation>Geben Sie eine Zahl ein: „{0}“ ist noch keine</translation>
    </message>
    <message>
        <source>Type a number</source>
        <translation>Zahl eingeben</translation>
    </message>
    <message>
        <source>match every item to check</source>
        <translation>zum Prüfen jedes Element zuordnen</translation>
    </message>
</context>
<context>
    <name>ViewMenu</name>
    <message>
        <source>View ▾</source>
        <translation>Ansicht ▾</translation>
    </message>
    <message>
        <source>Theme, text size, full screen, extra time, review settings, language and keyboard shortcuts</source>
        <translation>Design, Textgröße, Vollbild, Zeitzuschlag, Wiederholungseinstellungen, Sprache und Tastenkürzel</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Ansicht</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>Größerer Text</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Kleinerer Text</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Vollbild</translation>
    </message>
    <message>
        <source>Review settings…</source>
        <translation>Wiederholungseinstellungen…</translation>
    </message>
    <message>
        <source>About Exam Simulator</source>
        <translation>Über Exam Simulator</translation>
    </message>
    <message>
        <source>Extra time</source>
        <translation>Zeitzuschlag</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <source>+{percent} on timed exams</source>
        <translation>+{percent} bei Prüfungen mit Zeitlimit</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Takes effect when Exam Simulator starts again</source>
        <translation>Wirkt ab dem nächsten Start von Exam Simulator</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>Systemsprache ({language})</translation>
    </message>
</context>
<context>
    <name>WindowLauncher</name>
    <message>
        <source>The database cannot be used</source>
        <translation>Die Datenbank ist nicht verwendbar</translation>
    </message>
    <message>
        <source>Exam Simulator can move the damaged file aside (it is kept, renamed, never deleted) and start with a fresh database. The bundled banks come back at once; past results stay in the moved file.</source>
        <translation>Exam Simulator kann die beschädigte Datei beiseitelegen (sie wird umbenannt aufbewahrt, nie gelöscht) und mit einer neuen Datenbank starten. Die mitgelieferten Kataloge sind sofort wieder da; frühere Ergebnisse bleiben in der verschobenen Datei.</translation>
    </message>
    <message>
        <source>Move it aside and start fresh</source>
        <translation>Beiseitelegen und neu starten</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>The database cannot be opened</source>
        <translation>Die Datenbank kann nicht geöffnet werden</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Exam</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Übung</translation>
    </message>
    <message>
        <source>Weak areas</source>
        <translation>Schwachstellen</translation>
    </message>
    <message>
        <source>Review due</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>Practice set</source>
        <translation>Übungsset</translation>
    </message>
    <message>
        <source>multiple choice</source>
        <translation>Auswahl</translation>
    </message>
    <message>
        <source>matching</source>
        <translation>Zuordnung</translation>
    </message>
    <message>
        <source>ordering</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>short answer</source>
        <translation>Kurzantwort</translation>
    </message>
    <message>
        <source>numeric</source>
        <translation>Zahlenwert</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>BESTANDEN</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>NICHT BESTANDEN</translation>
    </message>
</context>
</TS>
