<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>AnswerReport</name>
    <message>
        <source>not matched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your order: not changed from the start (unanswered).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answer: nothing typed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answer: none given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer key is not in this build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read as {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>case matters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>case does not matter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrong</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Exam Simulator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The classroom profile has problems:

{problems}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AttemptController</name>
    <message>
        <source>You have no attempt left at this exam (attempts allowed: {0}); your result was handed in to your instructor. Ask your instructor if you should sit it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished attempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have an unfinished attempt on this bank ({mode}, {answered} of {total} answered).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume it, or discard it and start the new one?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume it: it counts as your attempt at this exam, so it cannot be discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard and start new</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BankController</name>
    <message>
        <source>Import a question bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your edits were kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) you changed here kept your version; the file&apos;s version of them was not taken.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Keep my edits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the file&apos;s version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open {name} (first problem: line {line})</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Nothing was imported: %n problem(s) to fix in the file.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was imported: the database reported an error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renamed to {title}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the bank “{title}”?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Its %n question(s) go from the app: no new exam can be drawn from them.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Its %n past attempt(s) stay readable in History, and importing its file again brings the bank back.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>It has an unfinished {mode} attempt ({answered} of {total} answered): deleting the bank discards it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume it instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete and discard the attempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Its unfinished attempt was discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted {title}. Its past attempts stay in History.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This bank came sealed with a classroom build: it has no answer key, so it cannot be exported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n question(s) to {path}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BankPage</name>
    <message>
        <source>Question banks</source>
        <extracomment>Below this width the browser hides its type and next-review columns for the prompt. The browser&apos;s &quot;show&quot; filter: item text and the filter&apos;s name (domain.question_search).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A YAML bank, a Moodle export (GIFT or Moodle XML), an Aiken or plain-text file, a spreadsheet (.csv) or a Markdown practice exam. Importing again updates the bank and keeps your history and your edits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems found in the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the file in your editor to fix the first problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort its questions into topics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file has no categories: give the exam&apos;s domains and get a topic proposed for every question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banks and their topics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank / topic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the selected bank a new title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the selected bank (asks first; its past attempts stay in History)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add, rename, merge or delete the bank&apos;s topics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Propose topics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort the questions into the exam&apos;s domains (for banks without categories)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the bank, with your edits, as YAML, GIFT or Moodle XML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search prompts, choices and explanations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions of the selected bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a new question for this bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the selected question (or double-click it, or press Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new question starting as a copy of the selected one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retired questions stay in past attempts but are never drawn again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected ▾</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move, delete or export the selected questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions on the selected questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set topic…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as a bank file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BrowserController</name>
    <message>
        <source>Questions</source>
        <extracomment>Each reload is numbered; only the newest one&apos;s result is shown (an older one that finishes later would put back what an edit or a retire has just changed).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions of {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All topics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not list the questions: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{shown} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No question matches. Clear the search or the filters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;{0}&apos; is a {1} question, which this editor does not edit yet: change it in its bank file (Export, then import again).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved question {id}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) restored.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) retired: kept in past attempts, never drawn.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Set topic</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Move %n question(s) to the topic:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) moved to {topic}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Delete questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n question(s) from this bank?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>They go from the bank and are never drawn again; past attempts still show them as they were. To keep them out of exams but restorable, retire them instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) deleted.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Export the selected questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This bank came sealed with a classroom build: it has no answer key, so it cannot be exported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n question(s) to {path}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChoiceList</name>
    <message>
        <source>correct, chosen</source>
        <extracomment>The letters choices are labelled by; a choice is also selected by its number (1-9) and by its letter, unless the letter is bound to another action on the exam page. Flag, I guessed, next and previous question. Buttons of each kind made with the page; more are made when a question needs them. The mark beside a checked choice: right, wrong (chosen but not right), missed (right, not chosen).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrong, chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>correct, missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrong, not chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press {keys}; right-click or Shift+{key} to strike it out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to choose; right-click to strike it out</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChoiceRow</name>
    <message>
        <source>Choice {n} is correct</source>
        <extracomment>Rows of text the prompt and the full explanation show before they scroll.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick the correct choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choice {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why choice {n} is right or wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why it is right or wrong (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove choice {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this choice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConflictDialog</name>
    <message>
        <source>The question changed meanwhile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This question was deleted (in another window) while you edited it. Your version is below: copy what you need, then close the editor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Someone saved this question (in another window, or by importing its file) while you were editing it. Nothing was overwritten: compare the two versions and choose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(deleted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved meanwhile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the saved version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save mine over it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeliveryController</name>
    <message>
        <source>The results server refused your result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your result cannot be saved in the results folder {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ({1}). It is safe on this computer, but it will not reach your instructor by itself: press “Save result file…”, save it on a USB stick or another folder, and give it to your instructor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending your result…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving your result…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results sent to the class results server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your result was saved for your instructor: {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved on this computer; it will be sent when the results server is reachable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The results folder {folder} is not available right now. Your result is safe on this computer and will be copied there automatically as soon as it is back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save your result file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the copy ({0}); try another place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A copy is saved as {0}: give it to your instructor.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EditorController</name>
    <message>
        <source>Question ids never change: history is attached to them</source>
        <extracomment>Empty choice rows a new question starts with.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new id, unique in this bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit question {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{id} · {bank}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Past attempts keep showing this question as it was; exams started from now on show your changes.{edited}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> It was edited here before, so importing its file again keeps your version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy of {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New question in {bank}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing the bank&apos;s file again keeps questions you add.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reported {when}: {note}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no note)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) to fix before saving.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Insert an image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is copied into the bank when you save.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExamController</name>
    <message>
        <source>two</source>
        <extracomment>How a bank&apos;s prompt says how many to choose (&quot;(Choose two.)&quot;): English number words. The same numbers in the interface&apos;s language, for the hint&apos;s notes (&quot;tick all two&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one</source>
        <extracomment>What the hint says, as test centres write it: the number in words, up to eight.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose eight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choice {key}, struck out: {verdict}</source>
        <extracomment>Loads an exhibit&apos;s bytes by bank id and name (None when the bank has no such image). &quot;(Choose two.)&quot;, &quot;(Select 2)&quot;, &quot;Choose three.&quot; in a prompt: the bank says it already.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choice {key}, struck out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choice {key}: {verdict}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{selected} of {count} chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>untick one first to choose another (you can choose {count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tick all {count} to check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave without saving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: {error}. Everything saved before is safe; repeat your last step once this is fixed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question {number} of {count}</source>
        <extracomment>A results server to reach (the student URL), instead of the classroom profile&apos;s. Skip logging in to the profile&apos;s results server (a build machine off the class network).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{hint}: {note}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} flagged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✔ Correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✘ Not quite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No further explanation for this question.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choice {key} struck out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choice {key} back in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide full explanation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show full explanation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untimed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{time} remaining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no time limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) left.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Choice {key}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExamPage</name>
    <message>
        <source>Save a copy…</source>
        <extracomment>Below this page width the navigator shows fewer columns and the buttons say less. Below this page height the navigator&apos;s legend moves into the tooltip of its title.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save your answers to a new file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the library, with the answers of this exam, to a file you choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question {number} of {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untimed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time remaining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take this answer back (Backspace or Delete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▼ More below: scroll to see every choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answer and the right one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short explanation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show full explanation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full explanation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tinted: answered · dashed: incomplete · bold border: flagged · filled: current</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous question (← or P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flag this question for review (F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I guessed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark this answer as a guess, to review it sooner (G)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal whether your answer is right (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next question (→ or N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the review of all questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modes and keys (F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save and exit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep this session for later and go back to Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review your answers, then end (Ctrl+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚑ Flagged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚑ Flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{arrow} Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next {arrow}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExhibitPanel</name>
    <message>
        <source>[Exhibit not available: {name}]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exhibit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExhibitThumbnail</name>
    <message>
        <source>Exhibit: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exhibit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (click to enlarge)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to enlarge</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Explanation</name>
    <message>
        <source>Why each choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>References</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <source>{seconds} s</source>
        <extracomment>What a table shows for a figure there is none of (a topic not answered): not &quot;0 s&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slower than the exam&apos;s pace of {pace} per question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{correct} of {total} correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{marks} of {total} marks with partial credit ({correct} entirely right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value}%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{low}-{high}%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{date} {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{date}, {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{percent} ({range})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass probability: not enough answers yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass probability {figure}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It appears once you have answered at least {answers} questions, from every topic of the exam, in the last {days} days.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your chance of passing the full exam if you sat it now, from your answers of the last {days} days (recent ones count more; {answers} answers). The range is where the chance lies with 80% certainty. Questions you marked &apos;I guessed&apos; count as half known.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>timed like the real exam; no feedback until you submit, then your score, PASS or FAIL, and every question reviewed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check each answer as you go (Space) and read why; save and exit whenever you like and resume later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a drill on your weakest topics and the questions you missed recently, with feedback on each answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the questions spaced review brings back today: those you are about to forget, missed ones sooner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; or &lt;b&gt;A&lt;/b&gt;–&lt;b&gt;Z&lt;/b&gt; (but F, G, N, P)</source>
        <extracomment>(keys, what they do, self-study only: a classroom exam has no guesses, checks or other pages). Key names are translated too: keyboards label them in their language.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose that choice (each shows its letter); on a single-answer question choosing it again keeps it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Backspace&lt;/b&gt; or &lt;b&gt;Delete&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clear the answer (or &quot;Clear answer&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Shift&lt;/b&gt;+the number or letter, or right-click</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strike a choice, or a matching option, out (or back in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; on a matching question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>go to that item&apos;s drop-down; &lt;b&gt;↑&lt;/b&gt;/&lt;b&gt;↓&lt;/b&gt; choose, &lt;b&gt;Delete&lt;/b&gt; clears that item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Alt+↑&lt;/b&gt; / &lt;b&gt;Alt+↓&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move the selected item of an ordering question (&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; select one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Esc&lt;/b&gt; in the answer box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leave the box, so the keys below work again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;→&lt;/b&gt; or &lt;b&gt;N&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;←&lt;/b&gt; or &lt;b&gt;P&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>previous question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;F&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flag or unflag the question for review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;G&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mark the answer as a guess (&quot;I guessed&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Space&lt;/b&gt; (&lt;b&gt;Enter&lt;/b&gt; in the answer box)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check the answer (practice, drills, review)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+Enter&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>review your answers before you finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Enter&lt;/b&gt; on the review screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>go to the selected question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Enter&lt;/b&gt; on the Start page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+1&lt;/b&gt; / &lt;b&gt;Ctrl+2&lt;/b&gt; / &lt;b&gt;Ctrl+3&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start, History, Banks (outside an exam)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl++&lt;/b&gt; / &lt;b&gt;Ctrl+-&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>larger or smaller text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;F11&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full screen on or off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;F1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help: modes and keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your instructor set this exam: its questions, time limit and pass mark. The clock keeps running if the app is closed; if it is, start it again and resume. When you hand in (or time runs out) your result goes to your instructor.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryController</name>
    <message>
        <source>{title} (deleted)</source>
        <extracomment>The pass-probability line: teal, apart from the score&apos;s accent and the amber pass mark.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{verdict} · timed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{used} · {per_question}/q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time used · average time per question</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{readiness} · %n question(s) due for review</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{time} · slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{correct} of {answered} right, {guessed} of them marked &apos;I guessed&apos; (shaky)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{correct} of {answered} right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass probability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>History</source>
        <extracomment>Below this page width the tables and the charts are stacked. The attempts table shows this many rows before it scrolls on its own.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score and pass probability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accuracy by topic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Past attempts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click an attempt (or select it and press Enter) to review it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress by topic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mastery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avg. time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mastery: the estimated chance you know a question of the topic now; recent answers count more, and answers marked &apos;I guessed&apos; count as half known. * some right answers were guesses (hover for how many).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportPreviewController</name>
    <message>
        <source>Import {name}</source>
        <extracomment>The roles a sheet column can be given, in the order the combo boxes offer them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detected format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No question can be shown until the file is read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing can be imported from this file as it is read now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try another format above, or fix the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say below what each column holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{format}: {family}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Found %n question(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n will be imported</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Topics: {topics}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the column &apos;{name}&apos; holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choice (in column order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All choices (separated by ;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportPreviewDialog</name>
    <message>
        <source>Import preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read as:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format to read the file as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions that would be skipped, and why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What each column holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sample question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeptAnswersController</name>
    <message>
        <source>Not saved: the database file {path} was moved, replaced or deleted. Your answers are kept in this window; save a copy to keep them.</source>
        <extracomment>Saves the library as this window sees it to a file, with the attempt&apos;s kept answers.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save your answers to a new file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exam Simulator database (*.db)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: the copy could not be written to {path} ({reason}). Your answers are still kept in this window; try another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to {path}. Your answers are safe again and are saved there as you go; to use this file next time: exam-simulator --db sqlite:///{path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answers since the database file went away are not saved: they are only in this window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a copy of them first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a copy…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Exam Simulator</source>
        <extracomment>The size the window opens at when the screen has room (and nothing was remembered). Small enough for an 800x600 screen with its window frame and task bar.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved. Resume it from the Start page whenever you like.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time ran out, so your answers were submitted automatically.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exam Simulator: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Desired retention {value}: %n review date(s) moved.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>About Exam Simulator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exam Simulator {version}
Offline practice for certification exams.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close without saving</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchingPanel</name>
    <message>
        <source>Options (right-click one to cross it out):</source>
        <extracomment>The letters the options are listed by (and struck out with, Shift+letter).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right-click, or Shift+{0}, to cross this option out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item {0}: choose its match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the match of item {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear this match (Delete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crossed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrong</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>the database {name} holds tables that are not Exam Simulator&apos;s; choose another database with --db</source>
        <extracomment>SQLite&apos;s `synchronous` for every transaction, except those opened with `Database.session(durable=False)`, which use SYNC_LAZY. In WAL mode FULL syncs the log at each commit; NORMAL only writes it (a crash of the app loses nothing, a power cut may lose the last commits) and the next FULL commit syncs those frames too. Without WAL (a file system that refuses it) NORMAL could corrupt the file on a power cut, so there every transaction stays FULL.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the database {name} was written by a newer version of Exam Simulator (schema {revision}; this version reads up to {readable}). Update Exam Simulator, or use another database with --db.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the database file {path} was moved, replaced or deleted while Exam Simulator was using it; nothing more is written to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the database {name} is not an Exam Simulator database or is damaged ({reason}); nothing was changed. Move it aside, or choose another database with --db</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the database {name} cannot be written: the disk is full ({reason}); nothing was changed. Free some space and try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the database {name} is read-only ({reason}); nothing was changed. Make the file writable, or choose another database with --db</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the database {name} is busy: another program is writing to it ({reason}); nothing was changed. Try again in a moment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the database {name}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the database {name} reported an error: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{topic}: {correct} of {total} correct ({percent}%); drill it next</source>
        <extracomment>A topic needs this many answers before it is called strong. z for a two-sided 95% interval.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{topic}: {correct} of {total} correct ({percent}%); drill it soon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An exam needs at least one question.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The time limit cannot be negative (use 0 for an untimed exam).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pass mark must be between 0% and 100%, not {percent}%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topic weights cannot be negative: {topics}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bank {bank!r} has no topic {topics}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No questions match these topics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter your name and student ID first.</source>
        <extracomment>Longest student name and student ID the app accepts (what the database and a results server store, and short enough for a result file&apos;s name on every file system). Extra time an accommodation may grant, in percent of the time limit. The extra time a self-study candidate can choose (View menu), as test centres grant it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name is {length} characters long; at most {limit} fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your student ID is {length} characters long; at most {limit} fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name holds a character that cannot be printed; type it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your student ID holds a character that cannot be printed; type it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No question of the chosen topics is due for review today; tick more topics or choose another mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No question of this bank is due for review today. The next one is due on {day}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No question of this bank is due for review today.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That attempt is no longer unfinished; start a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no bank &apos;{bank}&apos;; import it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The classroom profile names the bank &apos;{bank}&apos;, which is not installed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Navigation</name>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish the exam (or save and exit a practice session) first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action} ({keys})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OrderingPanel</name>
    <message>
        <source>Items in your order, first at the top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▲ Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected item up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected item up (Alt+Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▼ Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected item down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected item down (Alt+Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrong</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PdfReport</name>
    <message>
        <source>Exam Simulator report: {bank}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exam Simulator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass mark {mark}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time used {used}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time ran out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score by topic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to study next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No weak topics in this attempt: every topic reached the pass mark.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProposalDialog</name>
    <message>
        <source>Sort questions into topics: {bank}</source>
        <extracomment>Proposals below this confidence are marked for a closer look.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. The exam&apos;s domains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the official exam guide lists them: an id, a title and, if you have it, a line of description. The more words a description shares with the questions, the better the proposals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Domains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load DOMAINS.yaml…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Propose topics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. Check the proposals, least sure first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposed topics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposed topic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topic for the selected questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put selected in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load the exam&apos;s domains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Domain lists (*.yaml *.yml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Domain {n} needs an id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The id &apos;{id}&apos; is used twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Domain {n} needs a title (at most {max} characters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List at least two domains.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the questions…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untick to leave this question where it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not sure: check this one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chosen by you</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n question(s); </source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unsure, at the top.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing proposed yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) sorted into topics</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n topic(s) added</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n emptied topic(s) removed.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuestionEditor</name>
    <message>
        <source>Mark the reports as resolved when I save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 · easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 · medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 · hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The question, in Markdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insert image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insert image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a picture on this computer; it is copied into the bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick the correct choice; tick several for “Choose N”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle the choices in exams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short explanation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One or two sentences, shown at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full explanation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional: the whole reasoning, in Markdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>References</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One link or source per line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comma-separated, e.g. nsight, profiling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the question</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuestionNavigator</name>
    <message>
        <source>Go to question {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question {number}: {standing}, flagged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question {number}: {standing}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RenameBankDialog</name>
    <message>
        <source>Rename bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new title is kept when you import the bank&apos;s file again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The title</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportDialog</name>
    <message>
        <source>Report a problem with this question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is wrong: a wrong key, a typo, an unclear prompt, an outdated fact? The question is marked as reported on the Banks page, where it can be fixed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is wrong with the question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. The right answer should be B: see the docs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send report</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultsController</name>
    <message>
        <source>Pass probability after this attempt: {figure}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answered: {0} of {1}. Your answers were handed in to your instructor, who will tell you your result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass mark {mark}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time used {used} of {limit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time used {used}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{time} per question (pace {pace})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{time} per question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time ran out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{time} · slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slower than the exam&apos;s pace in: {topics}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No weak topics: every topic reached the pass mark ({mark}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide full explanation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show full explanation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save PDF report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exam-report-{bank}-{date}.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exam-report-{bank}.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the report: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF report saved to {path}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <source>Score</source>
        <extracomment>Below this width the review goes below the topics instead of beside them, so the topic table keeps room for its five columns.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drill weak areas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up a drill on your weakest topics on the Start page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save PDF report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A one-page report: score, topics and weak areas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save result file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a copy of your result file, e.g. on a USB stick, for your instructor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By topic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Percent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avg. time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score by topic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weak areas, weakest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weak areas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to question number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incorrect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unanswered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question review</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RetentionDialog</name>
    <message>
        <source>Review settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spaced review brings each question back when you are about to forget it. Desired retention is how likely you should still be to answer a question right when it comes back: higher means more frequent, shorter reviews; lower means fewer reviews and more forgetting. 90% suits most exam preparation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Desired retention in percent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Desired retention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From {low}% to {high}%. Questions already scheduled move to match.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewCard</name>
    <message>
        <source>your answer, right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right answer, not chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your answer, wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>○ Unanswered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✔ Correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✘ Incorrect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚑ flagged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>guessed: right, but shaky</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>guessed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show full explanation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartController</name>
    <message>
        <source>Exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The classroom profile cannot be used; tell your instructor:
{0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no time limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>+{percent} extra time: %n minute(s) in all (View &gt; Extra time)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s), with your {percent} extra time</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone gets the same paper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each student gets their own paper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> The clock keeps running if the app is closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attempts allowed: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) · {limit} · pass mark {pass_mark}. {paper}{clock} {attempts} When you hand in, your result goes to your instructor.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{title} (%n question(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>There are no question banks yet: import one on the Banks page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n topic(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{questions}, {multi} multi-select, in {topics}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{questions} in {topics}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{topic}: %n question(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Tick the topics to include.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{chosen} of %n topic(s), {questions}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> question(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No finished attempts yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished ({mode}): {answered} of {total} answered, {left} left (the exam clock kept running while the app was closed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished ({mode}): {answered} of {total} answered, {left} left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished ({mode}): {answered} of {total} answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not enough answers yet to tell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No weak topics: keep it up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) due for review today (mode {mode}).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing is due for review today; next on {day}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions you answer come back for review when you are about to forget them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A weak-areas drill on your weakest topics is set up: untimed, with feedback on each answer. Adjust it if you like, then press Start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is due for review until {day}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is due for review yet: questions come back here once you have answered them in another mode.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Start practising</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First and last name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Student ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As given by your instructor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass probability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timed, no feedback until you submit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check each answer as you go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drill your weakest topics and past mistakes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the questions spaced review brings back today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mode}: {description}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time limit in minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untimed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 = untimed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle the choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show each question&apos;s choices in a random order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent attempts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topics to include</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weakest topics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume the unfinished attempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SubmitReview</name>
    <message>
        <source>All questions</source>
        <extracomment>The filter&apos;s items: the text each starts with is part of the GUI contract (in English).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unanswered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review your answers before you end the exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions of the exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a question (or select it and press Enter) to go to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{arrow} Back to the questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End exam…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit your answers and see your score</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SubmitReviewController</name>
    <message>
        <source>Review your answers before you end the exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review your answers before you finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End exam…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit your answers and see your score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish this session and see how you did</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unanswered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{standing} · ⚑ Flagged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question {number}: {standing}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{answered} answered · {incomplete} incomplete · {unanswered} unanswered · {flagged} flagged of %n question(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unanswered question(s) (scored as wrong)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n incomplete question(s) (scored as wrong)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) flagged for review</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>You have {open}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every question is answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit your answers and see your score?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish this session and see how you did?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep working</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ThemeChoice</name>
    <message>
        <source>Follow system</source>
        <extracomment>Text from 8 pt up to twice the default size (200%, WCAG 1.4.4).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TopicTable</name>
    <message>
        <source>Click a column to sort by it</source>
        <extracomment>The average-time column of both topic tables (results and history).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average time per question, against the exam&apos;s pace</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TopicsDialog</name>
    <message>
        <source>Topics of {bank}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select topics to rename, merge or delete them. Their questions move to the topic you choose; past attempts keep the topics they were given in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected topics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title of the selected topic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move their questions to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge / delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the questions of the selected topics, then remove those topics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New topic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New topic id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. networking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New topic title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add topic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{title}  ({id}) · %n question(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This bank already has a topic &apos;{id}&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topic renamed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) moved to {topic}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Topic added.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrendChart</name>
    <message>
        <source>No finished attempts yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trend chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{label} {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{series} {value} ({when})</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s). Latest: {values}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Reference line: {line}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{series}: {value} ({when})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TypedAnswers</name>
    <message>
        <source>Type a number, e.g. 1.5 or 1,5</source>
        <extracomment>Runs a session action that stores something, then renders the page again.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type your answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A number; a decimal comma is fine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any accepted answer; case and extra spaces do not matter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match each item to one option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the items in order, first at the top: drag, or Alt+Up and Alt+Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a number: &apos;{0}&apos; is not one yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>match every item to check</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ViewMenu</name>
    <message>
        <source>View ▾</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme, text size, full screen, extra time, review settings, language and keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Exam Simulator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{percent} on timed exams</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowLauncher</name>
    <message>
        <source>The database cannot be used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exam Simulator can move the damaged file aside (it is kept, renamed, never deleted) and start with a fresh database. The bundled banks come back at once; past results stay in the moved file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move it aside and start fresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database cannot be opened</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weak areas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>multiple choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>matching</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ordering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>short answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>numeric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PASS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
