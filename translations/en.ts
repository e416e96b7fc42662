<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BankController</name>
    <message numerus="yes">
        <source>%n question(s) you changed here kept your version; the file&apos;s version of them was not taken.</source>
        <translation>
            <numerusform>%n question you changed here kept your version; the file&apos;s version of it was not taken.</numerusform>
            <numerusform>%n questions you changed here kept your version; the file&apos;s version of them was not taken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing was imported: %n problem(s) to fix in the file.</source>
        <translation>
            <numerusform>Nothing was imported: %n problem to fix in the file.</numerusform>
            <numerusform>Nothing was imported: %n problems to fix in the file.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Its %n question(s) go from the app: no new exam can be drawn from them.</source>
        <translation>
            <numerusform>Its %n question goes from the app: no new exam can be drawn from it.</numerusform>
            <numerusform>Its %n questions go from the app: no new exam can be drawn from them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Its %n past attempt(s) stay readable in History, and importing its file again brings the bank back.</source>
        <translation>
            <numerusform>Its %n past attempt stays readable in History, and importing its file again brings the bank back.</numerusform>
            <numerusform>Its %n past attempts stay readable in History, and importing its file again brings the bank back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n question(s) to {path}.</source>
        <translation>
            <numerusform>Wrote %n question to {path}.</numerusform>
            <numerusform>Wrote %n questions to {path}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BrowserController</name>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n question</numerusform>
            <numerusform>%n questions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) restored.</source>
        <translation>
            <numerusform>%n question restored.</numerusform>
            <numerusform>%n questions restored.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) retired: kept in past attempts, never drawn.</source>
        <translation>
            <numerusform>%n question retired: kept in past attempts, never drawn.</numerusform>
            <numerusform>%n questions retired: kept in past attempts, never drawn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n question(s) to the topic:</source>
        <translation>
            <numerusform>Move %n question to the topic:</numerusform>
            <numerusform>Move %n questions to the topic:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) moved to {topic}.</source>
        <translation>
            <numerusform>%n question moved to {topic}.</numerusform>
            <numerusform>%n questions moved to {topic}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n question(s) from this bank?</source>
        <translation>
            <numerusform>Delete %n question from this bank?</numerusform>
            <numerusform>Delete %n questions from this bank?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) deleted.</source>
        <translation>
            <numerusform>%n question deleted.</numerusform>
            <numerusform>%n questions deleted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n question(s) to {path}.</source>
        <translation>
            <numerusform>Wrote %n question to {path}.</numerusform>
            <numerusform>Wrote %n questions to {path}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EditorController</name>
    <message numerus="yes">
        <source>%n problem(s) to fix before saving: {fields}.</source>
        <translation>
            <numerusform>%n problem to fix before saving: {fields}.</numerusform>
            <numerusform>%n problems to fix before saving: {fields}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExamController</name>
    <message numerus="yes">
        <source>%n minute(s) left.</source>
        <translation>
            <numerusform>%n minute left.</numerusform>
            <numerusform>%n minutes left.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryController</name>
    <message numerus="yes">
        <source>{readiness} · %n question(s) due for review</source>
        <translation>
            <numerusform>{readiness} · %n question due for review</numerusform>
            <numerusform>{readiness} · %n questions due for review</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportPreviewController</name>
    <message numerus="yes">
        <source>Found %n question(s)</source>
        <translation>
            <numerusform>Found %n question</numerusform>
            <numerusform>Found %n questions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n will be imported</source>
        <translation>
            <numerusform>%n will be imported</numerusform>
            <numerusform>%n will be imported</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n skipped</numerusform>
            <numerusform>%n skipped</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>Desired retention {value}: %n review date(s) moved.</source>
        <translation>
            <numerusform>Desired retention {value}: %n review date moved.</numerusform>
            <numerusform>Desired retention {value}: %n review dates moved.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProposalDialog</name>
    <message numerus="yes">
        <source>%n question(s) of your other banks lent their words.</source>
        <translation>
            <numerusform>%n question of your other banks lent its words.</numerusform>
            <numerusform>%n questions of your other banks lent their words.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s); </source>
        <translation>
            <numerusform>%n question; </numerusform>
            <numerusform>%n questions; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unsure, at the top.</source>
        <translation>
            <numerusform>%n unsure, at the top.</numerusform>
            <numerusform>%n unsure, at the top.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) sorted into topics</source>
        <translation>
            <numerusform>%n question sorted into topics</numerusform>
            <numerusform>%n questions sorted into topics</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n topic(s) added</source>
        <translation>
            <numerusform>; %n topic added</numerusform>
            <numerusform>; %n topics added</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n emptied topic(s) removed.</source>
        <translation>
            <numerusform>; %n emptied topic removed.</numerusform>
            <numerusform>; %n emptied topics removed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StartController</name>
    <message numerus="yes">
        <source>+{percent} extra time: %n minute(s) in all (View &gt; Extra time)</source>
        <translation>
            <numerusform>+{percent} extra time: %n minute in all (View &gt; Extra time)</numerusform>
            <numerusform>+{percent} extra time: %n minutes in all (View &gt; Extra time)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s), with your {percent} extra time</source>
        <translation>
            <numerusform>%n minute, with your {percent} extra time</numerusform>
            <numerusform>%n minutes, with your {percent} extra time</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) · {limit} · pass mark {pass_mark}. {paper}{clock} {attempts} When you hand in, your result goes to your instructor.</source>
        <translation>
            <numerusform>%n question · {limit} · pass mark {pass_mark}. {paper}{clock} {attempts} When you hand in, your result goes to your instructor.</numerusform>
            <numerusform>%n questions · {limit} · pass mark {pass_mark}. {paper}{clock} {attempts} When you hand in, your result goes to your instructor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{title} (%n question(s))</source>
        <translation>
            <numerusform>{title} (%n question)</numerusform>
            <numerusform>{title} (%n questions)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n question</numerusform>
            <numerusform>%n questions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n topic(s)</source>
        <translation>
            <numerusform>%n topic</numerusform>
            <numerusform>%n topics</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{topic}: %n question(s)</source>
        <translation>
            <numerusform>{topic}: %n question</numerusform>
            <numerusform>{topic}: %n questions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{chosen} of %n topic(s), {questions}.</source>
        <translation>
            <numerusform>{chosen} of %n topic, {questions}.</numerusform>
            <numerusform>{chosen} of %n topics, {questions}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No question missed in your last %n attempt(s).</source>
        <translation>
            <numerusform>No question missed in your last %n attempt.</numerusform>
            <numerusform>No question missed in your last %n attempts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No question flagged in your last %n attempt(s).</source>
        <translation>
            <numerusform>No question flagged in your last %n attempt.</numerusform>
            <numerusform>No question flagged in your last %n attempts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> question(s)</source>
        <translation>
            <numerusform> question</numerusform>
            <numerusform> questions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) due for review today (mode {mode}).</source>
        <translation>
            <numerusform>%n question is due for review today (mode {mode}).</numerusform>
            <numerusform>%n questions are due for review today (mode {mode}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SubmitReviewController</name>
    <message numerus="yes">
        <source>{answered} answered · {incomplete} incomplete · {unanswered} unanswered · {flagged} flagged of %n question(s)</source>
        <translation>
            <numerusform>{answered} answered · {incomplete} incomplete · {unanswered} unanswered · {flagged} flagged of %n</numerusform>
            <numerusform>{answered} answered · {incomplete} incomplete · {unanswered} unanswered · {flagged} flagged of %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unanswered question(s) (scored as wrong)</source>
        <translation>
            <numerusform>%n unanswered question (scored as wrong)</numerusform>
            <numerusform>%n unanswered questions (scored as wrong)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n incomplete question(s) (scored as wrong)</source>
        <translation>
            <numerusform>%n incomplete question (scored as wrong)</numerusform>
            <numerusform>%n incomplete questions (scored as wrong)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) flagged for review</source>
        <translation>
            <numerusform>%n flagged for review</numerusform>
            <numerusform>%n flagged for review</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TopicsDialog</name>
    <message numerus="yes">
        <source>{title}  ({id}) · %n question(s)</source>
        <translation>
            <numerusform>{title}  ({id}) · %n question</numerusform>
            <numerusform>{title}  ({id}) · %n questions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) moved to {topic}.</source>
        <translation>
            <numerusform>%n question moved to {topic}.</numerusform>
            <numerusform>%n questions moved to {topic}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrendChart</name>
    <message numerus="yes">
        <source>%n attempt(s). Latest: {values}.</source>
        <translation>
            <numerusform>%n attempt. Latest: {values}.</numerusform>
            <numerusform>%n attempts. Latest: {values}.</numerusform>
        </translation>
    </message>
</context>
</TS>
