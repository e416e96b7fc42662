<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AnswerReport</name>
    <message>
        <source>not matched</source>
        <translation>未匹配</translation>
    </message>
    <message>
        <source>right: {0}</source>
        <translation>正确：{0}</translation>
    </message>
    <message>
        <source>Your order: not changed from the start (unanswered).</source>
        <translation>您的顺序：未改动（未作答）。</translation>
    </message>
    <message>
        <source>Your order</source>
        <translation>您的顺序</translation>
    </message>
    <message>
        <source>Right order</source>
        <translation>正确顺序</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>Your answer: nothing typed</source>
        <translation>您的答案：未输入</translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation>您的答案：</translation>
    </message>
    <message>
        <source>Your answer: none given</source>
        <translation>您的答案：未作答</translation>
    </message>
    <message>
        <source>The answer key is not in this build.</source>
        <translation>此版本不含答案。</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>不是数字</translation>
    </message>
    <message>
        <source>read as {0}</source>
        <translation>识别为 {0}</translation>
    </message>
    <message>
        <source>case matters</source>
        <translation>区分大小写</translation>
    </message>
    <message>
        <source>case does not matter</source>
        <translation>不区分大小写</translation>
    </message>
    <message>
        <source>Accepted answers</source>
        <translation>可接受的答案</translation>
    </message>
    <message>
        <source>Accepted answer</source>
        <translation>可接受的答案</translation>
    </message>
    <message>
        <source>Right answer</source>
        <translation>正确答案</translation>
    </message>
    <message>
        <source>right</source>
        <translation>正确</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>错误</translation>
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
        <translation>课堂配置有问题：

{problems}</translation>
    </message>
</context>
<context>
    <name>AttemptController</name>
    <message>
        <source>You have no attempt left at this exam (attempts allowed: {0}); your result was handed in to your instructor. Ask your instructor if you should sit it again.</source>
        <translation>此考试已无剩余作答次数（允许作答次数：{0}）；您的成绩已提交给老师。是否需要重考，请询问老师。</translation>
    </message>
    <message>
        <source>Unfinished attempt</source>
        <translation>未完成的作答</translation>
    </message>
    <message>
        <source>You have an unfinished attempt on this bank ({mode}, {answered} of {total} answered).</source>
        <translation>您在此题库有一次未完成的作答（{mode}，已答 {answered}/{total}）。</translation>
    </message>
    <message>
        <source>It is open in another window: finish it there, or resume it here (that window then stops).</source>
        <translation>它已在另一个窗口中打开：请在那里完成，或在此继续（那个窗口随即停止）。</translation>
    </message>
    <message>
        <source>Resume it, or discard it and start the new one?</source>
        <translation>继续该作答，还是放弃并开始新的作答？</translation>
    </message>
    <message>
        <source>Resume it: it counts as your attempt at this exam, so it cannot be discarded.</source>
        <translation>请继续该作答：它计为您在此考试的作答次数，因此不能放弃。</translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Resume it here</source>
        <translation>在此继续</translation>
    </message>
    <message>
        <source>Discard and start new</source>
        <translation>放弃并重新开始</translation>
    </message>
</context>
<context>
    <name>BankController</name>
    <message>
        <source>Import a question bank</source>
        <translation>导入题库</translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation>正在导入 {name}…</translation>
    </message>
    <message>
        <source>Your edits were kept</source>
        <translation>已保留您的修改</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) you changed here kept your version; the file&apos;s version of them was not taken.</source>
        <translation>
            <numerusform>您在此修改过的 %n 道题保留了您的版本，未采用文件中的版本。</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep my edits</source>
        <translation>保留我的修改</translation>
    </message>
    <message>
        <source>Take the file&apos;s version</source>
        <translation>采用文件中的版本</translation>
    </message>
    <message>
        <source>Open {name} (first problem: line {line})</source>
        <translation>打开 {name}（第一个问题：第 {line} 行）</translation>
    </message>
    <message numerus="yes">
        <source>Nothing was imported: %n problem(s) to fix in the file.</source>
        <translation>
            <numerusform>未导入任何内容：文件中有 %n 个问题需要修正。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was imported: the database reported an error.</source>
        <translation>未导入任何内容：数据库报告了错误。</translation>
    </message>
    <message>
        <source>Renamed to {title}.</source>
        <translation>已重命名为 {title}。</translation>
    </message>
    <message>
        <source>Delete bank</source>
        <translation>删除题库</translation>
    </message>
    <message>
        <source>Delete the bank “{title}”?</source>
        <translation>删除题库“{title}”？</translation>
    </message>
    <message numerus="yes">
        <source>Its %n question(s) go from the app: no new exam can be drawn from them.</source>
        <translation>
            <numerusform>其中的 %n 道题将从应用中移除，之后不能再用于组卷。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Its %n past attempt(s) stay readable in History, and importing its file again brings the bank back.</source>
        <translation>
            <numerusform>其 %n 次历史作答仍可在“历史”中查看，重新导入其文件即可恢复该题库。</numerusform>
        </translation>
    </message>
    <message>
        <source>It has an unfinished {mode} attempt ({answered} of {total} answered): deleting the bank discards it.</source>
        <translation>该题库有一次未完成的作答（{mode}，已答 {answered}/{total}）：删除题库将放弃该作答。</translation>
    </message>
    <message>
        <source>Resume it instead</source>
        <translation>改为继续作答</translation>
    </message>
    <message>
        <source>Delete and discard the attempt</source>
        <translation>删除并放弃作答</translation>
    </message>
    <message>
        <source> Its unfinished attempt was discarded.</source>
        <translation> 其未完成的作答已放弃。</translation>
    </message>
    <message>
        <source>Deleted {title}. Its past attempts stay in History.</source>
        <translation>已删除 {title}。其历史作答仍保留在“历史”中。</translation>
    </message>
    <message>
        <source>Export the bank</source>
        <translation>导出题库</translation>
    </message>
    <message>
        <source>This bank came sealed with a classroom build: it has no answer key, so it cannot be exported.</source>
        <translation>此题库随课堂版本密封提供，不含答案，因此无法导出。</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation>无法写入 {path}：{reason}</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n question(s) to {path}.</source>
        <translation>
            <numerusform>已将 %n 道题写入 {path}。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BankPage</name>
    <message>
        <source>All questions</source>
        <extracomment>Below this width the browser hides its type and next-review columns for the prompt. The browser&apos;s &quot;show&quot; filter: item text and the filter&apos;s name (domain.question_search).</extracomment>
        <translation>全部题目</translation>
    </message>
    <message>
        <source>Single-select</source>
        <translation>单选</translation>
    </message>
    <message>
        <source>Multi-select</source>
        <translation>多选</translation>
    </message>
    <message>
        <source>Matching</source>
        <translation>匹配题</translation>
    </message>
    <message>
        <source>Ordering</source>
        <translation>排序题</translation>
    </message>
    <message>
        <source>Short answer</source>
        <translation>简答题</translation>
    </message>
    <message>
        <source>Numeric</source>
        <translation>数值题</translation>
    </message>
    <message>
        <source>With images</source>
        <translation>含图片</translation>
    </message>
    <message>
        <source>Never seen</source>
        <translation>从未做过</translation>
    </message>
    <message>
        <source>Missed recently</source>
        <translation>最近答错</translation>
    </message>
    <message>
        <source>Due for review</source>
        <translation>待复习</translation>
    </message>
    <message>
        <source>Reported</source>
        <translation>已报告</translation>
    </message>
    <message>
        <source>Edited here</source>
        <translation>在此编辑过</translation>
    </message>
    <message>
        <source>Retired</source>
        <translation>已停用</translation>
    </message>
    <message>
        <source>Question banks</source>
        <translation>题库</translation>
    </message>
    <message>
        <source>Import file…</source>
        <translation>导入文件…</translation>
    </message>
    <message>
        <source>A YAML bank, a Moodle export (GIFT or Moodle XML), an Aiken or plain-text file, a spreadsheet (.csv) or a Markdown practice exam. Importing again updates the bank and keeps your history and your edits.</source>
        <translation>YAML 题库、Moodle 导出文件（GIFT 或 Moodle XML）、Aiken 或纯文本文件、电子表格（.csv）或 Markdown 模拟试卷。重新导入会更新题库，并保留您的历史和修改。</translation>
    </message>
    <message>
        <source>Problems found in the file</source>
        <translation>文件中发现的问题</translation>
    </message>
    <message>
        <source>Open the file</source>
        <translation>打开文件</translation>
    </message>
    <message>
        <source>Open the file in your editor to fix the first problem</source>
        <translation>在编辑器中打开文件以修正第一个问题</translation>
    </message>
    <message>
        <source>Sort its questions into topics…</source>
        <translation>将题目归入主题…</translation>
    </message>
    <message>
        <source>The file has no categories: give the exam&apos;s domains and get a topic proposed for every question</source>
        <translation>文件没有分类：填写考试领域，即可为每道题推荐主题</translation>
    </message>
    <message>
        <source>Banks</source>
        <translation>题库</translation>
    </message>
    <message>
        <source>Banks and their topics</source>
        <translation>题库及其主题</translation>
    </message>
    <message>
        <source>Bank / topic</source>
        <translation>题库 / 主题</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>题目</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>重命名…</translation>
    </message>
    <message>
        <source>Give the selected bank a new title</source>
        <translation>为所选题库设置新名称</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <source>Delete the selected bank (asks first; its past attempts stay in History)</source>
        <translation>删除所选题库（会先确认；其历史作答仍保留在“历史”中）</translation>
    </message>
    <message>
        <source>Topics…</source>
        <translation>主题…</translation>
    </message>
    <message>
        <source>Add, rename, merge or delete the bank&apos;s topics</source>
        <translation>添加、重命名、合并或删除题库的主题</translation>
    </message>
    <message>
        <source>Propose topics…</source>
        <translation>推荐主题…</translation>
    </message>
    <message>
        <source>Sort the questions into the exam&apos;s domains (for banks without categories)</source>
        <translation>将题目归入考试领域（适用于无分类的题库）</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Write the bank, with your edits, as YAML, GIFT or Moodle XML</source>
        <translation>将题库（含您的修改）导出为 YAML、GIFT 或 Moodle XML</translation>
    </message>
    <message>
        <source>Search questions</source>
        <translation>搜索题目</translation>
    </message>
    <message>
        <source>Every word you type must occur in the question&apos;s id, prompt, choices or explanations; case and accents do not matter.</source>
        <translation>输入的每个词都须出现在题目的编号、题干、选项或解析中；不区分大小写和重音。</translation>
    </message>
    <message>
        <source>Case study</source>
        <translation>案例研究</translation>
    </message>
    <message>
        <source>Show the questions of one case study</source>
        <translation>显示某个案例研究的题目</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Questions of the selected bank</source>
        <translation>所选题库的题目</translation>
    </message>
    <message>
        <source>Click to sort; right-click to choose the columns</source>
        <translation>单击排序；右键单击选择要显示的列</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新建</translation>
    </message>
    <message>
        <source>Write a new question for this bank</source>
        <translation>为此题库编写新题目</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Edit the selected question (or double-click it, or press Enter)</source>
        <translation>编辑所选题目（也可双击或按 Enter）</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>A new question starting as a copy of the selected one</source>
        <translation>以所选题目为副本新建题目</translation>
    </message>
    <message>
        <source>Retire</source>
        <translation>停用</translation>
    </message>
    <message>
        <source>Retired questions stay in past attempts but are never drawn again</source>
        <translation>停用的题目保留在历史作答中，但不会再被抽到</translation>
    </message>
    <message>
        <source>Selected ▾</source>
        <translation>所选项 ▾</translation>
    </message>
    <message>
        <source>Move, delete or export the selected questions</source>
        <translation>移动、删除或导出所选题目</translation>
    </message>
    <message>
        <source>Actions on the selected questions</source>
        <translation>对所选题目的操作</translation>
    </message>
    <message>
        <source>Set topic…</source>
        <translation>设置主题…</translation>
    </message>
    <message>
        <source>Export as a bank file…</source>
        <translation>导出为题库文件…</translation>
    </message>
    <message>
        <source>Single</source>
        <translation>单选</translation>
    </message>
</context>
<context>
    <name>BrowserController</name>
    <message>
        <source>Questions</source>
        <extracomment>Banks up to this size are listed at once; larger ones in the background (a 100,000- question bank takes seconds to read and index). Each reload is numbered; only the newest one&apos;s result is shown (an older one that finishes later would put back what an edit or a retire has just changed).</extracomment>
        <translation>题目</translation>
    </message>
    <message>
        <source>Questions of {title}</source>
        <translation>{title} 的题目</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>正在加载…</translation>
    </message>
    <message>
        <source>All topics</source>
        <translation>所有主题</translation>
    </message>
    <message>
        <source>Case study: all</source>
        <translation>案例研究：全部</translation>
    </message>
    <message>
        <source>In a case study</source>
        <translation>属于案例研究</translation>
    </message>
    <message>
        <source>Not in a case study</source>
        <translation>不属于案例研究</translation>
    </message>
    <message>
        <source>Could not list the questions: {error}</source>
        <translation>无法列出题目：{error}</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n 道题</numerusform>
        </translation>
    </message>
    <message>
        <source>{shown} of {total}</source>
        <translation>{shown}/{total}</translation>
    </message>
    <message>
        <source>No question matches. Clear the search or the filters.</source>
        <translation>没有匹配的题目。请清除搜索或筛选条件。</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Retire</source>
        <translation>停用</translation>
    </message>
    <message>
        <source>Saved question {id}.</source>
        <translation>已保存题目 {id}。</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) restored.</source>
        <translation>
            <numerusform>已恢复 %n 道题。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) retired: kept in past attempts, never drawn.</source>
        <translation>
            <numerusform>已停用 %n 道题：保留在历史作答中，不会再被抽到。</numerusform>
        </translation>
    </message>
    <message>
        <source>Set topic</source>
        <translation>设置主题</translation>
    </message>
    <message numerus="yes">
        <source>Move %n question(s) to the topic:</source>
        <translation>
            <numerusform>将 %n 道题移至主题：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) moved to {topic}.</source>
        <translation>
            <numerusform>已将 %n 道题移至 {topic}。</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete questions</source>
        <translation>删除题目</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n question(s) from this bank?</source>
        <translation>
            <numerusform>从此题库删除 %n 道题？</numerusform>
        </translation>
    </message>
    <message>
        <source>They go from the bank and are never drawn again; past attempts still show them as they were. To keep them out of exams but restorable, retire them instead.</source>
        <translation>这些题目将从题库中移除且不会再被抽到；历史作答中仍按原样显示。若想不让它们出现在考试中但可恢复，请改为停用。</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) deleted.</source>
        <translation>
            <numerusform>已删除 %n 道题。</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the selected questions</source>
        <translation>导出所选题目</translation>
    </message>
    <message>
        <source>This bank came sealed with a classroom build: it has no answer key, so it cannot be exported.</source>
        <translation>此题库随课堂版本密封提供，不含答案，因此无法导出。</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation>无法写入 {path}：{reason}</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n question(s) to {path}.</source>
        <translation>
            <numerusform>已将 %n 道题写入 {path}。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChoiceList</name>
    <message>
        <source>correct, chosen</source>
        <extracomment>What moves a choice&apos;s text besides a new text or key letter. The letters choices are labelled by; a choice is also selected by its number (1-9) and by its letter, unless the letter is bound to another action on the exam page. Flag, I guessed, next and previous question. Buttons of each kind made with the page; more are made when a question needs them. The mark beside a checked choice: right, wrong (chosen but not right), missed (right, not chosen).</extracomment>
        <translation>正确，已选</translation>
    </message>
    <message>
        <source>wrong, chosen</source>
        <translation>错误，已选</translation>
    </message>
    <message>
        <source>correct, missed</source>
        <translation>正确，漏选</translation>
    </message>
    <message>
        <source>wrong, not chosen</source>
        <translation>错误，未选</translation>
    </message>
    <message>
        <source>Press {keys}; right-click or Shift+{key} to strike it out</source>
        <translation>按 {keys} 选择；右键单击或按 Shift+{key} 划掉</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>Click to choose; right-click to strike it out</source>
        <translation>单击选择；右键单击划掉</translation>
    </message>
</context>
<context>
    <name>ChoiceRow</name>
    <message>
        <source>Why</source>
        <extracomment>Rows of text the prompt and the full explanation show before they scroll.</extracomment>
        <translation>原因</translation>
    </message>
    <message>
        <source>Choice {n} is correct</source>
        <translation>选项 {n} 正确</translation>
    </message>
    <message>
        <source>Tick the correct choices</source>
        <translation>勾选正确选项</translation>
    </message>
    <message>
        <source>Choice {n}</source>
        <translation>选项 {n}</translation>
    </message>
    <message>
        <source>Why choice {n} is right or wrong</source>
        <translation>选项 {n} 为何正确或错误</translation>
    </message>
    <message>
        <source>Why it is right or wrong (optional)</source>
        <translation>为何正确或错误（可选）</translation>
    </message>
    <message>
        <source>Remove choice {n}</source>
        <translation>移除选项 {n}</translation>
    </message>
    <message>
        <source>Remove this choice</source>
        <translation>移除此选项</translation>
    </message>
</context>
<context>
    <name>ConflictDialog</name>
    <message>
        <source>The question changed meanwhile</source>
        <translation>题目已被他处修改</translation>
    </message>
    <message>
        <source>This question was deleted (in another window) while you edited it. Your version is below: copy what you need, then close the editor.</source>
        <translation>在您编辑期间，此题目已被删除（在另一个窗口中）。您的版本如下：请复制所需内容，然后关闭编辑器。</translation>
    </message>
    <message>
        <source>Someone saved this question (in another window, or by importing its file) while you were editing it. Nothing was overwritten: compare the two versions and choose.</source>
        <translation>在您编辑期间，此题目已被保存（在另一个窗口中，或通过导入其文件）。没有内容被覆盖：请比较两个版本并选择。</translation>
    </message>
    <message>
        <source>Your version</source>
        <translation>您的版本</translation>
    </message>
    <message>
        <source>(deleted)</source>
        <translation>（已删除）</translation>
    </message>
    <message>
        <source>Saved meanwhile</source>
        <translation>期间保存的版本</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>继续编辑</translation>
    </message>
    <message>
        <source>Close the editor</source>
        <translation>关闭编辑器</translation>
    </message>
    <message>
        <source>Take the saved version</source>
        <translation>采用已保存的版本</translation>
    </message>
    <message>
        <source>Save mine over it</source>
        <translation>用我的版本覆盖</translation>
    </message>
</context>
<context>
    <name>DeliveryController</name>
    <message>
        <source>The results server refused your result</source>
        <translation>成绩服务器拒绝了您的成绩</translation>
    </message>
    <message>
        <source>Your result cannot be saved in the results folder {0}</source>
        <translation>无法将您的成绩保存到成绩文件夹 {0}</translation>
    </message>
    <message>
        <source>{0} ({1}). It is safe on this computer, but it will not reach your instructor by itself: press “Save result file…”, save it on a USB stick or another folder, and give it to your instructor.</source>
        <translation>{0}（{1}）。成绩已安全保存在本机，但不会自动送达老师：请点击“保存成绩文件…”，将其保存到 U 盘或其他文件夹，并交给老师。</translation>
    </message>
    <message>
        <source>Sending your result…</source>
        <translation>正在发送成绩…</translation>
    </message>
    <message>
        <source>Saving your result…</source>
        <translation>正在保存成绩…</translation>
    </message>
    <message>
        <source>Results sent to the class results server.</source>
        <translation>成绩已发送到班级成绩服务器。</translation>
    </message>
    <message>
        <source>Your result was saved for your instructor: {place}</source>
        <translation>您的成绩已保存，供老师查收：{place}</translation>
    </message>
    <message>
        <source>Saved on this computer; it will be sent when the results server is reachable.</source>
        <translation>已保存在本机；成绩服务器可连接时将自动发送。</translation>
    </message>
    <message>
        <source>The results folder {folder} is not available right now. Your result is safe on this computer and will be copied there automatically as soon as it is back.</source>
        <translation>成绩文件夹 {folder} 暂时不可用。您的成绩已安全保存在本机，该文件夹恢复后将自动复制过去。</translation>
    </message>
    <message>
        <source>Save your result file</source>
        <translation>保存成绩文件</translation>
    </message>
    <message>
        <source>Result files (*.json)</source>
        <translation>成绩文件 (*.json)</translation>
    </message>
    <message>
        <source>Could not save the copy ({0}); try another place.</source>
        <translation>无法保存副本（{0}）；请换个位置。</translation>
    </message>
    <message>
        <source>A copy is saved as {0}: give it to your instructor.</source>
        <translation>副本已保存为 {0}：请交给老师。</translation>
    </message>
</context>
<context>
    <name>EditorController</name>
    <message>
        <source>Question ids never change: history is attached to them</source>
        <extracomment>Empty choice rows a new question starts with.</extracomment>
        <translation>题目 ID 不可更改：历史记录与之关联</translation>
    </message>
    <message>
        <source>A new id, unique in this bank</source>
        <translation>新的 ID，在此题库中唯一</translation>
    </message>
    <message>
        <source>Edit question {id}</source>
        <translation>编辑题目 {id}</translation>
    </message>
    <message>
        <source>{id} · {bank}</source>
        <translation>{id} · {bank}</translation>
    </message>
    <message>
        <source>Past attempts keep showing this question as it was; exams started from now on show your changes.{edited}</source>
        <translation>历史作答中此题仍按原样显示；此后开始的考试将显示您的修改。{edited}</translation>
    </message>
    <message>
        <source> It was edited here before, so importing its file again keeps your version.</source>
        <translation> 此题曾在此处编辑过，因此重新导入文件时将保留您的版本。</translation>
    </message>
    <message>
        <source>Copy of {id}</source>
        <translation>{id} 的副本</translation>
    </message>
    <message>
        <source>New question</source>
        <translation>新题目</translation>
    </message>
    <message>
        <source>New question in {bank}</source>
        <translation>{bank} 中的新题目</translation>
    </message>
    <message>
        <source>Importing the bank&apos;s file again keeps questions you add.</source>
        <translation>重新导入题库文件时，您添加的题目会保留。</translation>
    </message>
    <message>
        <source>None: the question stands alone</source>
        <translation>无：题目独立成题</translation>
    </message>
    <message>
        <source>{title} (no longer in the bank&apos;s file)</source>
        <translation>{title}（题库文件中已没有）</translation>
    </message>
    <message>
        <source>Reported {when}: {note}</source>
        <translation>{when} 报告：{note}</translation>
    </message>
    <message>
        <source>(no note)</source>
        <translation>（无备注）</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) to fix before saving: {fields}.</source>
        <translation>
            <numerusform>保存前需修正 %n 个问题：{fields}。</numerusform>
        </translation>
    </message>
    <message>
        <source>Insert an image</source>
        <translation>插入图片</translation>
    </message>
    <message>
        <source>{name} is copied into the bank when you save.</source>
        <translation>保存时会将 {name} 复制到题库中。</translation>
    </message>
</context>
<context>
    <name>ExamController</name>
    <message>
        <source>two</source>
        <extracomment>How a bank&apos;s prompt says how many to choose (&quot;(Choose two.)&quot;): English number words. The same numbers in the interface&apos;s language, for the hint&apos;s notes (&quot;tick all two&quot;).</extracomment>
        <translation>两</translation>
    </message>
    <message>
        <source>three</source>
        <translation>三</translation>
    </message>
    <message>
        <source>four</source>
        <translation>四</translation>
    </message>
    <message>
        <source>five</source>
        <translation>五</translation>
    </message>
    <message>
        <source>six</source>
        <translation>六</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>七</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>八</translation>
    </message>
    <message>
        <source>Choose one</source>
        <extracomment>What the hint says, as test centres write it: the number in words, up to eight.</extracomment>
        <translation>选择一项</translation>
    </message>
    <message>
        <source>Choose two</source>
        <translation>选择两项</translation>
    </message>
    <message>
        <source>Choose three</source>
        <translation>选择三项</translation>
    </message>
    <message>
        <source>Choose four</source>
        <translation>选择四项</translation>
    </message>
    <message>
        <source>Choose five</source>
        <translation>选择五项</translation>
    </message>
    <message>
        <source>Choose six</source>
        <translation>选择六项</translation>
    </message>
    <message>
        <source>Choose seven</source>
        <translation>选择七项</translation>
    </message>
    <message>
        <source>Choose eight</source>
        <translation>选择八项</translation>
    </message>
    <message>
        <source>Choice {key}, struck out: {verdict}</source>
        <extracomment>&quot;(Choose two.)&quot;, &quot;(Select 2)&quot;, &quot;Choose three.&quot; in a prompt: the bank says it already.</extracomment>
        <translation>选项 {key}，已划掉：{verdict}</translation>
    </message>
    <message>
        <source>Choice {key}, struck out</source>
        <translation>选项 {key}，已划掉</translation>
    </message>
    <message>
        <source>Choice {key}: {verdict}</source>
        <translation>选项 {key}：{verdict}</translation>
    </message>
    <message>
        <source>Choose {count}</source>
        <translation>选择 {count} 项</translation>
    </message>
    <message>
        <source>{selected} of {count} chosen</source>
        <translation>已选 {selected}/{count}</translation>
    </message>
    <message>
        <source>untick one first to choose another (you can choose {count})</source>
        <extracomment>Loads an exhibit&apos;s bytes by bank id and name (None when the bank has no such image).</extracomment>
        <translation>请先取消勾选一项再选择其他项（可选{count}项）</translation>
    </message>
    <message>
        <source>tick all {count} to check</source>
        <translation>请勾选全部{count}项后再核对</translation>
    </message>
    <message>
        <source>Leave without saving</source>
        <translation>不保存并离开</translation>
    </message>
    <message>
        <source>Not saved: {error}. Everything saved before is safe; repeat your last step once this is fixed.</source>
        <translation>未保存：{error}。之前保存的内容都安全；问题解决后请重做最后一步。</translation>
    </message>
    <message>
        <source>Question {number} of {count}</source>
        <extracomment>A results server to reach (the student URL), instead of the classroom profile&apos;s. Skip logging in to the profile&apos;s results server (a build machine off the class network).</extracomment>
        <translation>第 {number} 题，共 {count} 题</translation>
    </message>
    <message>
        <source>{hint}: {note}</source>
        <translation>{hint}：{note}</translation>
    </message>
    <message>
        <source>{count} answered</source>
        <translation>已答 {count}</translation>
    </message>
    <message>
        <source>{count} incomplete</source>
        <translation>未完成 {count}</translation>
    </message>
    <message>
        <source>{count} left</source>
        <translation>剩余 {count}</translation>
    </message>
    <message>
        <source>{count} flagged</source>
        <translation>已标记 {count}</translation>
    </message>
    <message>
        <source>Case study: {title}.</source>
        <translation>案例研究：{title}。</translation>
    </message>
    <message>
        <source>✔ Correct</source>
        <translation>✔ 正确</translation>
    </message>
    <message>
        <source>✘ Not quite</source>
        <translation>✘ 不完全正确</translation>
    </message>
    <message>
        <source>No further explanation for this question.</source>
        <translation>此题没有更多解析。</translation>
    </message>
    <message>
        <source>Choice {key} struck out.</source>
        <translation>选项 {key} 已划掉。</translation>
    </message>
    <message>
        <source>Choice {key} back in.</source>
        <translation>选项 {key} 已恢复。</translation>
    </message>
    <message>
        <source>Hide full explanation</source>
        <translation>隐藏完整解析</translation>
    </message>
    <message>
        <source>Show full explanation</source>
        <translation>显示完整解析</translation>
    </message>
    <message>
        <source>Untimed</source>
        <translation>不限时</translation>
    </message>
    <message>
        <source>{time} remaining</source>
        <translation>剩余 {time}</translation>
    </message>
    <message>
        <source>no time limit</source>
        <translation>不限时</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) left.</source>
        <translation>
            <numerusform>还剩 %n 分钟。</numerusform>
        </translation>
    </message>
    <message>
        <source>Choice {key}</source>
        <translation>选项 {key}</translation>
    </message>
</context>
<context>
    <name>ExamPage</name>
    <message>
        <source>Save a copy…</source>
        <extracomment>Below this page width the navigator shows fewer columns and the buttons say less. Below this page width a paper with case studies gives the navigator fewer columns (the scenario pane needs the room). Below this page height the navigator&apos;s legend moves into the tooltip of its title.</extracomment>
        <translation>保存副本…</translation>
    </message>
    <message>
        <source>Save your answers to a new file</source>
        <translation>将答案保存到新文件</translation>
    </message>
    <message>
        <source>Save the library, with the answers of this exam, to a file you choose</source>
        <translation>将资料库（含本次考试的答案）保存到您选择的文件</translation>
    </message>
    <message>
        <source>Question {number} of {count}</source>
        <translation>第 {number} 题，共 {count} 题</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>Untimed</source>
        <translation>不限时</translation>
    </message>
    <message>
        <source>Time remaining</source>
        <translation>剩余时间</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>题目</translation>
    </message>
    <message>
        <source>Clear answer</source>
        <translation>清除答案</translation>
    </message>
    <message>
        <source>Take this answer back (Backspace or Delete)</source>
        <translation>撤回此答案（Backspace 或 Delete）</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>您的答案</translation>
    </message>
    <message>
        <source>▼ More below: scroll to see every choice</source>
        <translation>▼ 下方还有：滚动查看全部选项</translation>
    </message>
    <message>
        <source>Your answer and the right one</source>
        <translation>您的答案与正确答案</translation>
    </message>
    <message>
        <source>Short explanation</source>
        <translation>简要解析</translation>
    </message>
    <message>
        <source>Show full explanation</source>
        <translation>显示完整解析</translation>
    </message>
    <message>
        <source>Full explanation</source>
        <translation>完整解析</translation>
    </message>
    <message>
        <source>Report a problem with this question…</source>
        <translation>报告此题的问题…</translation>
    </message>
    <message>
        <source>Report a problem with this question</source>
        <translation>报告此题的问题</translation>
    </message>
    <message>
        <source>A wrong key, a typo, an unclear prompt: note it for the Banks page</source>
        <translation>答案有误、错别字、题干不清：记下来，在题库页处理</translation>
    </message>
    <message>
        <source>Tinted: answered · dashed: incomplete · bold border: flagged · filled: current</source>
        <translation>着色：已作答 · 虚线：未完成 · 粗边框：已标记 · 实心：当前题</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>题目</translation>
    </message>
    <message>
        <source>Previous question (← or P)</source>
        <translation>上一题（← 或 P）</translation>
    </message>
    <message>
        <source>Flag this question for review (F)</source>
        <translation>标记此题以便检查（F）</translation>
    </message>
    <message>
        <source>Flag for review</source>
        <translation>标记以便检查</translation>
    </message>
    <message>
        <source>Previous question</source>
        <translation>上一题</translation>
    </message>
    <message>
        <source>I guessed</source>
        <translation>我是猜的</translation>
    </message>
    <message>
        <source>Mark this answer as a guess, to review it sooner (G)</source>
        <translation>将此答案标为猜测，以便更早复习（G）</translation>
    </message>
    <message>
        <source>Check answer</source>
        <translation>核对答案</translation>
    </message>
    <message>
        <source>Reveal whether your answer is right (Space)</source>
        <translation>显示您的答案是否正确（空格）</translation>
    </message>
    <message>
        <source>Next question (→ or N)</source>
        <translation>下一题（→ 或 N）</translation>
    </message>
    <message>
        <source>Next question</source>
        <translation>下一题</translation>
    </message>
    <message>
        <source>Review screen</source>
        <translation>检查页面</translation>
    </message>
    <message>
        <source>Back to the review of all questions</source>
        <translation>返回所有题目的检查页面</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>帮助</translation>
    </message>
    <message>
        <source>Modes and keys (F1)</source>
        <translation>模式与按键（F1）</translation>
    </message>
    <message>
        <source>Save and exit</source>
        <translation>保存并退出</translation>
    </message>
    <message>
        <source>Keep this session for later and go back to Start</source>
        <translation>保留本次练习以便稍后继续，并返回“开始”页</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>交卷</translation>
    </message>
    <message>
        <source>Review your answers, then end (Ctrl+Enter)</source>
        <translation>检查答案后结束（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>⚑ Flagged</source>
        <translation>⚑ 已标记</translation>
    </message>
    <message>
        <source>⚑ Flag</source>
        <translation>⚑ 标记</translation>
    </message>
    <message>
        <source>{arrow} Previous</source>
        <translation>{arrow} 上一题</translation>
    </message>
    <message>
        <source>Next {arrow}</source>
        <translation>下一题 {arrow}</translation>
    </message>
</context>
<context>
    <name>ExhibitPanel</name>
    <message>
        <source>[Exhibit not available: {name}]</source>
        <extracomment>The width the last thumbnails were given: the next question&apos;s are scaled to it at once, not first to a guess and again when laid out (a smooth scale is a third of a frame).</extracomment>
        <translation>[附图不可用：{name}]</translation>
    </message>
    <message>
        <source>Exhibit</source>
        <translation>附图</translation>
    </message>
</context>
<context>
    <name>ExhibitThumbnail</name>
    <message>
        <source>Exhibit: {name}</source>
        <extracomment>Pictures kept decoded and scaled: a candidate goes back and forth between the questions of an exam, and decoding and scaling an exhibit again each time took a quarter of showing its question.</extracomment>
        <translation>附图：{name}</translation>
    </message>
    <message>
        <source>Exhibit</source>
        <translation>附图</translation>
    </message>
    <message>
        <source>{name} (click to enlarge)</source>
        <translation>{name}（单击放大）</translation>
    </message>
    <message>
        <source>Click to enlarge</source>
        <translation>单击放大</translation>
    </message>
</context>
<context>
    <name>Explanation</name>
    <message>
        <source>Why each choice</source>
        <translation>各选项解析</translation>
    </message>
    <message>
        <source>References</source>
        <translation>参考资料</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <source>{seconds} s</source>
        <extracomment>What a table shows for a figure there is none of (a topic not answered): not &quot;0 s&quot;.</extracomment>
        <translation>{seconds} 秒</translation>
    </message>
    <message>
        <source>Slower than the exam&apos;s pace of {pace} per question</source>
        <translation>慢于考试节奏（每题 {pace}）</translation>
    </message>
    <message>
        <source>{correct} of {total} correct</source>
        <translation>答对 {correct}/{total}</translation>
    </message>
    <message>
        <source>{marks} of {total} marks with partial credit ({correct} entirely right)</source>
        <translation>按部分得分计 {marks}/{total} 分（完全正确 {correct} 题）</translation>
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
        <translation>{date} {time}</translation>
    </message>
    <message>
        <source>{percent} ({range})</source>
        <translation>{percent}（{range}）</translation>
    </message>
    <message>
        <source>Pass probability: not enough answers yet</source>
        <translation>通过概率：作答数量尚不足</translation>
    </message>
    <message>
        <source>Pass probability {figure}</source>
        <translation>通过概率 {figure}</translation>
    </message>
    <message>
        <source>It appears once you have answered at least {answers} questions, from every topic of the exam, in the last {days} days.</source>
        <translation>在最近 {days} 天内作答至少 {answers} 道题且覆盖考试的所有主题后显示。</translation>
    </message>
    <message>
        <source>Your chance of passing the full exam if you sat it now, from your answers of the last {days} days (recent ones count more; {answers} answers). The range is where the chance lies with 80% certainty. Questions you marked &apos;I guessed&apos; count as half known.</source>
        <translation>如果现在参加完整考试，您通过的概率；依据最近 {days} 天的作答（越近权重越高；共 {answers} 次作答）。区间表示该概率有 80% 把握落在其中。标为“我是猜的”的题目按掌握一半计算。</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>timed like the real exam; no feedback until you submit, then your score, PASS or FAIL, and every question reviewed</source>
        <translation>与真实考试一样计时；交卷前不提示对错，交卷后显示得分、通过或未通过，并逐题回顾</translation>
    </message>
    <message>
        <source>check each answer as you go (Space) and read why; save and exit whenever you like and resume later</source>
        <translation>每答一题即可核对（空格）并查看解析；可随时保存退出，稍后继续</translation>
    </message>
    <message>
        <source>a drill on your weakest topics and the questions you missed recently, with feedback on each answer</source>
        <translation>针对最薄弱的主题和最近答错的题目进行强化练习，每题都有反馈</translation>
    </message>
    <message>
        <source>the questions spaced review brings back today: those you are about to forget, missed ones sooner</source>
        <translation>间隔复习今天安排的题目：即将遗忘的题目，答错的会更早出现</translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; or &lt;b&gt;A&lt;/b&gt;–&lt;b&gt;Z&lt;/b&gt; (but F, G, N, P)</source>
        <extracomment>(keys, what they do, self-study only: a classroom exam has no guesses, checks or other pages). Key names are translated too: keyboards label them in their language.</extracomment>
        <translation>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; 或 &lt;b&gt;A&lt;/b&gt;–&lt;b&gt;Z&lt;/b&gt;（F、G、N、P 除外）</translation>
    </message>
    <message>
        <source>choose that choice (each shows its letter); on a single-answer question choosing it again keeps it</source>
        <translation>选择对应选项（每个选项都标有字母）；单选题中再次选择不会取消</translation>
    </message>
    <message>
        <source>&lt;b&gt;Backspace&lt;/b&gt; or &lt;b&gt;Delete&lt;/b&gt;</source>
        <translation>&lt;b&gt;Backspace&lt;/b&gt; 或 &lt;b&gt;Delete&lt;/b&gt;</translation>
    </message>
    <message>
        <source>clear the answer (or &quot;Clear answer&quot;)</source>
        <translation>清除答案（或点击“清除答案”）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shift&lt;/b&gt;+the number or letter, or right-click</source>
        <translation>&lt;b&gt;Shift&lt;/b&gt;+数字或字母，或右键单击</translation>
    </message>
    <message>
        <source>strike a choice, or a matching option, out (or back in)</source>
        <translation>划掉选项或匹配项（或恢复）</translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; on a matching question</source>
        <translation>匹配题中按 &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;</translation>
    </message>
    <message>
        <source>go to that item&apos;s drop-down; &lt;b&gt;↑&lt;/b&gt;/&lt;b&gt;↓&lt;/b&gt; choose, &lt;b&gt;Delete&lt;/b&gt; clears that item</source>
        <translation>转到该项的下拉列表；&lt;b&gt;↑&lt;/b&gt;/&lt;b&gt;↓&lt;/b&gt; 选择，&lt;b&gt;Delete&lt;/b&gt; 清除该项</translation>
    </message>
    <message>
        <source>&lt;b&gt;Alt+↑&lt;/b&gt; / &lt;b&gt;Alt+↓&lt;/b&gt;</source>
        <translation>&lt;b&gt;Alt+↑&lt;/b&gt; / &lt;b&gt;Alt+↓&lt;/b&gt;</translation>
    </message>
    <message>
        <source>move the selected item of an ordering question (&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; select one)</source>
        <translation>移动排序题中的所选项（按 &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; 选择）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Alt+S&lt;/b&gt; on a case study&apos;s question</source>
        <translation>案例研究题中按 &lt;b&gt;Alt+S&lt;/b&gt;</translation>
    </message>
    <message>
        <source>show or hide the scenario; opened, &lt;b&gt;↑&lt;/b&gt;/&lt;b&gt;↓&lt;/b&gt; scroll it</source>
        <translation>显示或隐藏情景；打开后用 &lt;b&gt;↑&lt;/b&gt;/&lt;b&gt;↓&lt;/b&gt; 滚动</translation>
    </message>
    <message>
        <source>&lt;b&gt;Esc&lt;/b&gt; in the answer box</source>
        <translation>在答题框中按 &lt;b&gt;Esc&lt;/b&gt;</translation>
    </message>
    <message>
        <source>leave the box, so the keys below work again</source>
        <translation>离开答题框，使下列按键恢复作用</translation>
    </message>
    <message>
        <source>&lt;b&gt;→&lt;/b&gt; or &lt;b&gt;N&lt;/b&gt;</source>
        <translation>&lt;b&gt;→&lt;/b&gt; 或 &lt;b&gt;N&lt;/b&gt;</translation>
    </message>
    <message>
        <source>next question</source>
        <translation>下一题</translation>
    </message>
    <message>
        <source>&lt;b&gt;←&lt;/b&gt; or &lt;b&gt;P&lt;/b&gt;</source>
        <translation>&lt;b&gt;←&lt;/b&gt; 或 &lt;b&gt;P&lt;/b&gt;</translation>
    </message>
    <message>
        <source>previous question</source>
        <translation>上一题</translation>
    </message>
    <message>
        <source>&lt;b&gt;F&lt;/b&gt;</source>
        <translation>&lt;b&gt;F&lt;/b&gt;</translation>
    </message>
    <message>
        <source>flag or unflag the question for review</source>
        <translation>标记或取消标记此题</translation>
    </message>
    <message>
        <source>&lt;b&gt;G&lt;/b&gt;</source>
        <translation>&lt;b&gt;G&lt;/b&gt;</translation>
    </message>
    <message>
        <source>mark the answer as a guess (&quot;I guessed&quot;)</source>
        <translation>将答案标为猜测（“我是猜的”）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Space&lt;/b&gt; (&lt;b&gt;Enter&lt;/b&gt; in the answer box)</source>
        <translation>&lt;b&gt;空格&lt;/b&gt;（在答题框中按 &lt;b&gt;Enter&lt;/b&gt;）</translation>
    </message>
    <message>
        <source>check the answer (practice, drills, review)</source>
        <translation>核对答案（练习、强化、复习）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+Enter&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ctrl+Enter&lt;/b&gt;</translation>
    </message>
    <message>
        <source>review your answers before you finish</source>
        <translation>结束前检查答案</translation>
    </message>
    <message>
        <source>&lt;b&gt;Enter&lt;/b&gt; on the review screen</source>
        <translation>在检查页面按 &lt;b&gt;Enter&lt;/b&gt;</translation>
    </message>
    <message>
        <source>go to the selected question</source>
        <translation>转到所选题目</translation>
    </message>
    <message>
        <source>&lt;b&gt;Enter&lt;/b&gt; on the Start page</source>
        <translation>在“开始”页按 &lt;b&gt;Enter&lt;/b&gt;</translation>
    </message>
    <message>
        <source>start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+1&lt;/b&gt; / &lt;b&gt;Ctrl+2&lt;/b&gt; / &lt;b&gt;Ctrl+3&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ctrl+1&lt;/b&gt; / &lt;b&gt;Ctrl+2&lt;/b&gt; / &lt;b&gt;Ctrl+3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Start, History, Banks (outside an exam)</source>
        <translation>“开始”、“历史”、“题库”（考试外）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl++&lt;/b&gt; / &lt;b&gt;Ctrl+-&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ctrl++&lt;/b&gt; / &lt;b&gt;Ctrl+-&lt;/b&gt;</translation>
    </message>
    <message>
        <source>larger or smaller text</source>
        <translation>放大或缩小文字</translation>
    </message>
    <message>
        <source>&lt;b&gt;F11&lt;/b&gt;</source>
        <translation>&lt;b&gt;F11&lt;/b&gt;</translation>
    </message>
    <message>
        <source>full screen on or off</source>
        <translation>开启或关闭全屏</translation>
    </message>
    <message>
        <source>&lt;b&gt;F1&lt;/b&gt;</source>
        <translation>&lt;b&gt;F1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>this help</source>
        <translation>本帮助</translation>
    </message>
    <message>
        <source>Modes</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Help: modes and keys</source>
        <translation>帮助：模式与按键</translation>
    </message>
    <message>
        <source>This exam</source>
        <translation>本次考试</translation>
    </message>
    <message>
        <source>Your instructor set this exam: its questions, time limit and pass mark. The clock keeps running if the app is closed; if it is, start it again and resume. When you hand in (or time runs out) your result goes to your instructor.</source>
        <translation>本次考试由老师设置：题目、时间限制和及格线。即使关闭应用，计时也不会停止；如已关闭，请重新启动并继续。交卷（或时间用完）后，成绩将提交给老师。</translation>
    </message>
</context>
<context>
    <name>HistoryController</name>
    <message>
        <source>{title} (deleted)</source>
        <extracomment>The pass-probability line: teal, apart from the score&apos;s accent and the amber pass mark.</extracomment>
        <translation>{title}（已删除）</translation>
    </message>
    <message>
        <source>{verdict} · timed out</source>
        <translation>{verdict} · 超时</translation>
    </message>
    <message>
        <source>{used} · {per_question}/q</source>
        <translation>{used} · {per_question}/题</translation>
    </message>
    <message>
        <source>Time used · average time per question</source>
        <translation>用时 · 每题平均用时</translation>
    </message>
    <message numerus="yes">
        <source>{readiness} · %n question(s) due for review</source>
        <translation>
            <numerusform>{readiness} · %n 道题待复习</numerusform>
        </translation>
    </message>
    <message>
        <source>{time} · slow</source>
        <translation>{time} · 偏慢</translation>
    </message>
    <message>
        <source>{correct} of {answered} right, {guessed} of them marked &apos;I guessed&apos; (shaky)</source>
        <translation>答对 {correct}/{answered}，其中 {guessed} 题标为“我是猜的”（不牢固）</translation>
    </message>
    <message>
        <source>{correct} of {answered} right</source>
        <translation>答对 {correct}/{answered}</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Pass probability</source>
        <translation>通过概率</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>及格线</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>History</source>
        <extracomment>Below this page width the tables and the charts are stacked. The attempts table shows this many rows before it scrolls on its own.</extracomment>
        <translation>历史</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>题库</translation>
    </message>
    <message>
        <source>Score and pass probability</source>
        <translation>得分与通过概率</translation>
    </message>
    <message>
        <source>Accuracy by topic</source>
        <translation>各主题正确率</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>作答</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>用时</translation>
    </message>
    <message>
        <source>Past attempts</source>
        <translation>历次作答</translation>
    </message>
    <message>
        <source>Double-click an attempt (or select it and press Enter) to review it.</source>
        <translation>双击某次作答（或选中后按 Enter）即可回顾。</translation>
    </message>
    <message>
        <source>Progress by topic</source>
        <translation>各主题进度</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>作答数</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>正确率</translation>
    </message>
    <message>
        <source>Mastery</source>
        <translation>掌握度</translation>
    </message>
    <message>
        <source>Avg. time</source>
        <translation>平均用时</translation>
    </message>
    <message>
        <source>Mastery: the estimated chance you know a question of the topic now; recent answers count more, and answers marked &apos;I guessed&apos; count as half known. * some right answers were guesses (hover for how many).</source>
        <translation>掌握度：估计您目前掌握该主题题目的概率；越近的作答权重越高，标为“我是猜的”的答案按掌握一半计算。* 表示部分正确答案是猜的（悬停可查看数量）。</translation>
    </message>
</context>
<context>
    <name>ImportPreviewController</name>
    <message>
        <source>Import {name}</source>
        <extracomment>The roles a sheet column can be given, in the order the combo boxes offer them.</extracomment>
        <translation>导入 {name}</translation>
    </message>
    <message>
        <source>Detected format</source>
        <translation>检测到的格式</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>正在读取 {name}…</translation>
    </message>
    <message>
        <source>No question can be shown until the file is read.</source>
        <translation>文件读取完成前无法显示题目。</translation>
    </message>
    <message>
        <source>Nothing can be imported from this file as it is read now.</source>
        <translation>按当前读取方式，此文件中没有可导入的内容。</translation>
    </message>
    <message>
        <source>Try another format above, or fix the file.</source>
        <translation>请在上方换一种格式，或修正文件。</translation>
    </message>
    <message>
        <source>Say below what each column holds.</source>
        <translation>请在下方指明每列的内容。</translation>
    </message>
    <message>
        <source>{format}: {family}</source>
        <translation>{format}：{family}</translation>
    </message>
    <message numerus="yes">
        <source>Found %n question(s)</source>
        <translation>
            <numerusform>找到 %n 道题</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n will be imported</source>
        <translation>
            <numerusform>将导入 %n 道</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>跳过 %n 道</numerusform>
        </translation>
    </message>
    <message>
        <source>Topics: {topics}</source>
        <translation>主题：{topics}</translation>
    </message>
    <message>
        <source>column {number}</source>
        <translation>第 {number} 列</translation>
    </message>
    <message>
        <source>What the column &apos;{name}&apos; holds</source>
        <translation>“{name}”列的内容</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>题干</translation>
    </message>
    <message>
        <source>Choice (in column order)</source>
        <translation>选项（按列顺序）</translation>
    </message>
    <message>
        <source>All choices (separated by ;)</source>
        <translation>全部选项（以 ; 分隔）</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>解析</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Question id</source>
        <translation>题目 ID</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Not used</source>
        <translation>不使用</translation>
    </message>
    <message>
        <source>Choose {count}</source>
        <translation>选择 {count} 项</translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation>正在导入 {name}…</translation>
    </message>
</context>
<context>
    <name>ImportPreviewDialog</name>
    <message>
        <source>Import preview</source>
        <translation>导入预览</translation>
    </message>
    <message>
        <source>Read as:</source>
        <translation>读取格式：</translation>
    </message>
    <message>
        <source>Format to read the file as</source>
        <translation>读取文件所用的格式</translation>
    </message>
    <message>
        <source>Questions that would be skipped, and why</source>
        <translation>将被跳过的题目及原因</translation>
    </message>
    <message>
        <source>What each column holds</source>
        <translation>每列的内容</translation>
    </message>
    <message>
        <source>Sample question</source>
        <translation>示例题目</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>KeptAnswersController</name>
    <message>
        <source>Not saved: the database file {path} was moved, replaced or deleted. Your answers are kept in this window; save a copy to keep them.</source>
        <extracomment>Saves the library as this window sees it to a file, with the attempt&apos;s kept answers.</extracomment>
        <translation>未保存：数据库文件 {path} 已被移动、替换或删除。您的答案暂存在此窗口中；请保存副本以免丢失。</translation>
    </message>
    <message>
        <source>Save your answers to a new file</source>
        <translation>将答案保存到新文件</translation>
    </message>
    <message>
        <source>Exam Simulator database (*.db)</source>
        <translation>Exam Simulator 数据库 (*.db)</translation>
    </message>
    <message>
        <source>Not saved: the copy could not be written to {path} ({reason}). Your answers are still kept in this window; try another folder.</source>
        <translation>未保存：无法将副本写入 {path}（{reason}）。您的答案仍暂存在此窗口中；请换一个文件夹。</translation>
    </message>
    <message>
        <source>Saved to {path}. Your answers are safe again and are saved there as you go; to use this file next time: exam-simulator --db sqlite:///{path}</source>
        <translation>已保存到 {path}。您的答案已安全，之后会随作答持续保存到该文件；下次使用此文件：exam-simulator --db sqlite:///{path}</translation>
    </message>
    <message>
        <source>Answers not saved</source>
        <translation>答案未保存</translation>
    </message>
    <message>
        <source>Your answers since the database file went away are not saved: they are only in this window.</source>
        <translation>数据库文件丢失后您所作的答案尚未保存：它们只存在于此窗口中。</translation>
    </message>
    <message>
        <source>Save a copy of them first?</source>
        <translation>先保存一份副本吗？</translation>
    </message>
    <message>
        <source>Save a copy…</source>
        <translation>保存副本…</translation>
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
        <translation>已保存。可随时在“开始”页继续。</translation>
    </message>
    <message>
        <source>This exam was already submitted (in another window).</source>
        <translation>此考试已交卷（在另一个窗口中）。</translation>
    </message>
    <message>
        <source>This attempt was discarded in another window.</source>
        <translation>此次作答已在另一个窗口中放弃。</translation>
    </message>
    <message>
        <source>This attempt was resumed in another window; continue it there.</source>
        <translation>此次作答已在另一个窗口中继续，请在那里进行。</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>时间到</translation>
    </message>
    <message>
        <source>Time ran out, so your answers were submitted automatically.</source>
        <translation>时间已用完，您的答案已自动提交。</translation>
    </message>
    <message>
        <source>Reported. The question is marked on the Banks page (show: Reported), where it can be fixed.</source>
        <translation>已报告。此题已在题库页标记（显示：已报告），可在那里修改。</translation>
    </message>
    <message>
        <source>Exam Simulator: {name}</source>
        <translation>Exam Simulator：{name}</translation>
    </message>
    <message>
        <source>The interface is in {language}.</source>
        <translation>界面语言为{language}。</translation>
    </message>
    <message>
        <source>The interface will be in {language} when Exam Simulator starts again.</source>
        <translation>下次启动 Exam Simulator 时，界面将切换为{language}。</translation>
    </message>
    <message numerus="yes">
        <source>Desired retention {value}: %n review date(s) moved.</source>
        <translation>
            <numerusform>目标记忆率 {value}：已调整 %n 个复习日期。</numerusform>
        </translation>
    </message>
    <message>
        <source>About Exam Simulator</source>
        <translation>关于 Exam Simulator</translation>
    </message>
    <message>
        <source>Exam Simulator {version}
Offline practice for certification exams.</source>
        <translation>Exam Simulator {version}
认证考试离线练习工具。</translation>
    </message>
    <message>
        <source>Close without saving</source>
        <translation>不保存并关闭</translation>
    </message>
</context>
<context>
    <name>MatchingPanel</name>
    <message>
        <source>Options (right-click one to cross it out):</source>
        <extracomment>The letters the options are listed by (and struck out with, Shift+letter).</extracomment>
        <translation>选项（右键单击可划掉）：</translation>
    </message>
    <message>
        <source>Choose a match</source>
        <translation>选择匹配项</translation>
    </message>
    <message>
        <source>Right-click, or Shift+{0}, to cross this option out</source>
        <translation>右键单击或按 Shift+{0} 划掉此选项</translation>
    </message>
    <message>
        <source>Item {0}: choose its match</source>
        <translation>第 {0} 项：选择匹配项</translation>
    </message>
    <message>
        <source>Clear the match of item {0}</source>
        <translation>清除第 {0} 项的匹配</translation>
    </message>
    <message>
        <source>Clear this match (Delete)</source>
        <translation>清除此匹配（Delete）</translation>
    </message>
    <message>
        <source>crossed out</source>
        <translation>已划掉</translation>
    </message>
    <message>
        <source>right</source>
        <translation>正确</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>错误</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>the database {name} holds tables that are not Exam Simulator&apos;s; choose another database with --db</source>
        <extracomment>SQLite&apos;s `synchronous` for every transaction, except those opened with `Database.session(durable=False)`, which use SYNC_LAZY. In WAL mode FULL syncs the log at each commit; NORMAL only writes it (a crash of the app loses nothing, a power cut may lose the last commits) and the next FULL commit syncs those frames too. Without WAL (a file system that refuses it) NORMAL could corrupt the file on a power cut, so there every transaction stays FULL.</extracomment>
        <translation>数据库 {name} 包含不属于 Exam Simulator 的表；请用 --db 选择其他数据库</translation>
    </message>
    <message>
        <source>the database {name} was written by a newer version of Exam Simulator (schema {revision}; this version reads up to {readable}). Update Exam Simulator, or use another database with --db.</source>
        <translation>数据库 {name} 由较新版本的 Exam Simulator 写入（架构 {revision}；当前版本最高可读 {readable}）。请更新 Exam Simulator，或用 --db 使用其他数据库。</translation>
    </message>
    <message>
        <source>the database file {path} was moved, replaced or deleted while Exam Simulator was using it; nothing more is written to it</source>
        <translation>数据库文件 {path} 在 Exam Simulator 使用期间被移动、替换或删除；将不再向其写入</translation>
    </message>
    <message>
        <source>the database {name} is not an Exam Simulator database or is damaged ({reason}); nothing was changed. Move it aside, or choose another database with --db</source>
        <translation>{name} 不是 Exam Simulator 数据库或已损坏（{reason}）；未做任何更改。请将其移走，或用 --db 选择其他数据库</translation>
    </message>
    <message>
        <source>the database {name} cannot be written: the disk is full ({reason}); nothing was changed. Free some space and try again</source>
        <translation>无法写入数据库 {name}：磁盘已满（{reason}）；未做任何更改。请释放空间后重试</translation>
    </message>
    <message>
        <source>the database {name} is read-only ({reason}); nothing was changed. Make the file writable, or choose another database with --db</source>
        <translation>数据库 {name} 为只读（{reason}）；未做任何更改。请使文件可写，或用 --db 选择其他数据库</translation>
    </message>
    <message>
        <source>the database {name} is busy: another program is writing to it ({reason}); nothing was changed. Try again in a moment</source>
        <translation>数据库 {name} 正忙：另一个程序正在写入（{reason}）；未做任何更改。请稍后重试</translation>
    </message>
    <message>
        <source>cannot open the database {name}: {reason}</source>
        <translation>无法打开数据库 {name}：{reason}</translation>
    </message>
    <message>
        <source>the database {name} reported an error: {reason}</source>
        <translation>数据库 {name} 报告错误：{reason}</translation>
    </message>
    <message>
        <source>{topic}: {correct} of {total} correct ({percent}%); drill it next</source>
        <extracomment>A topic needs this many answers before it is called strong. z for a two-sided 95% interval.</extracomment>
        <translation>{topic}：答对 {correct}/{total}（{percent}%）；接下来优先强化</translation>
    </message>
    <message>
        <source>{topic}: {correct} of {total} correct ({percent}%); drill it soon</source>
        <translation>{topic}：答对 {correct}/{total}（{percent}%）；近期需要强化</translation>
    </message>
    <message>
        <source>An exam needs at least one question.</source>
        <extracomment>The kinds of practice set, with what each draws from. How many recent attempts &quot;missed&quot; and &quot;flagged&quot; look back by default.</extracomment>
        <translation>考试至少需要一道题。</translation>
    </message>
    <message>
        <source>The time limit cannot be negative (use 0 for an untimed exam).</source>
        <translation>时间限制不能为负数（不限时请填 0）。</translation>
    </message>
    <message>
        <source>The pass mark must be between 0% and 100%, not {percent}%.</source>
        <translation>及格线必须在 0% 到 100% 之间，不能是 {percent}%。</translation>
    </message>
    <message>
        <source>Topic weights cannot be negative: {topics}.</source>
        <translation>主题权重不能为负数：{topics}。</translation>
    </message>
    <message>
        <source>The bank {bank!r} has no topic {topics}.</source>
        <translation>题库 {bank!r} 中没有主题 {topics}。</translation>
    </message>
    <message>
        <source>No questions match these topics.</source>
        <translation>这些主题下没有题目。</translation>
    </message>
    <message>
        <source>Enter your name and student ID first.</source>
        <extracomment>Longest student name and student ID the app accepts (what the database and a results server store, and short enough for a result file&apos;s name on every file system). Extra time an accommodation may grant, in percent of the time limit. The extra time a self-study candidate can choose (View menu), as test centres grant it.</extracomment>
        <translation>请先输入姓名和学号。</translation>
    </message>
    <message>
        <source>Your name is {length} characters long; at most {limit} fit.</source>
        <translation>姓名长度为 {length} 个字符；最多 {limit} 个。</translation>
    </message>
    <message>
        <source>Your student ID is {length} characters long; at most {limit} fit.</source>
        <translation>学号长度为 {length} 个字符；最多 {limit} 个。</translation>
    </message>
    <message>
        <source>Your name holds a character that cannot be printed; type it again.</source>
        <translation>姓名中含有无法打印的字符；请重新输入。</translation>
    </message>
    <message>
        <source>Your student ID holds a character that cannot be printed; type it again.</source>
        <translation>学号中含有无法打印的字符；请重新输入。</translation>
    </message>
    <message>
        <source>No question of the chosen topics is due for review today; tick more topics or choose another mode.</source>
        <translation>所选主题今天没有待复习的题目；请勾选更多主题或选择其他模式。</translation>
    </message>
    <message>
        <source>No question of this bank is due for review today. The next one is due on {day}.</source>
        <translation>此题库今天没有待复习的题目。下次复习：{day}。</translation>
    </message>
    <message>
        <source>No question of this bank is due for review today.</source>
        <translation>此题库今天没有待复习的题目。</translation>
    </message>
    <message>
        <source>That attempt is no longer unfinished; start a new one.</source>
        <translation>该作答已结束；请开始新的作答。</translation>
    </message>
    <message>
        <source>There is no bank &apos;{bank}&apos;; import it first.</source>
        <translation>没有题库“{bank}”；请先导入。</translation>
    </message>
    <message>
        <source>The classroom profile names the bank &apos;{bank}&apos;, which is not installed.</source>
        <translation>课堂配置指定的题库“{bank}”未安装。</translation>
    </message>
</context>
<context>
    <name>Navigation</name>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <source>Banks</source>
        <translation>题库</translation>
    </message>
    <message>
        <source>Finish the exam (or save and exit a practice session) first</source>
        <translation>请先结束考试（或保存并退出练习）</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>导航</translation>
    </message>
    <message>
        <source>{action} ({keys})</source>
        <translation>{action}（{keys}）</translation>
    </message>
</context>
<context>
    <name>NumberRow</name>
    <message>
        <source>Value, e.g. 73856</source>
        <translation>数值，例如 73856</translation>
    </message>
    <message>
        <source>Tolerance (0)</source>
        <translation>误差（0）</translation>
    </message>
    <message>
        <source>Remove this value</source>
        <translation>移除此数值</translation>
    </message>
    <message>
        <source>Accepted value {n}</source>
        <translation>可接受数值 {n}</translation>
    </message>
    <message>
        <source>Tolerance of value {n}</source>
        <translation>数值 {n} 的误差</translation>
    </message>
    <message>
        <source>Remove value {n}</source>
        <translation>移除数值 {n}</translation>
    </message>
</context>
<context>
    <name>OrderingPanel</name>
    <message>
        <source>Items in your order, first at the top</source>
        <extracomment>Left and right padding plus border of `QListWidget#orderList::item` in app.qss.</extracomment>
        <translation>按您的顺序排列的项，第一项在最上面</translation>
    </message>
    <message>
        <source>▲ Up</source>
        <translation>▲ 上移</translation>
    </message>
    <message>
        <source>Move the selected item up</source>
        <translation>上移所选项</translation>
    </message>
    <message>
        <source>Move the selected item up (Alt+Up)</source>
        <translation>上移所选项（Alt+↑）</translation>
    </message>
    <message>
        <source>▼ Down</source>
        <translation>▼ 下移</translation>
    </message>
    <message>
        <source>Move the selected item down</source>
        <translation>下移所选项</translation>
    </message>
    <message>
        <source>Move the selected item down (Alt+Down)</source>
        <translation>下移所选项（Alt+↓）</translation>
    </message>
    <message>
        <source>position {0} of {1}</source>
        <translation>第 {0} 位，共 {1} 位</translation>
    </message>
    <message>
        <source>right</source>
        <translation>正确</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>错误</translation>
    </message>
</context>
<context>
    <name>PairRow</name>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Goes with</source>
        <translation>对应</translation>
    </message>
    <message>
        <source>Remove this pair</source>
        <translation>移除此配对</translation>
    </message>
    <message>
        <source>Item {n}</source>
        <translation>项目 {n}</translation>
    </message>
    <message>
        <source>What item {n} goes with</source>
        <translation>项目 {n} 的对应项</translation>
    </message>
    <message>
        <source>Remove pair {n}</source>
        <translation>移除配对 {n}</translation>
    </message>
</context>
<context>
    <name>PdfReport</name>
    <message>
        <source>Exam Simulator report: {bank}</source>
        <translation>Exam Simulator 报告：{bank}</translation>
    </message>
    <message>
        <source>Exam Simulator</source>
        <translation>Exam Simulator</translation>
    </message>
    <message>
        <source>pass mark {mark}</source>
        <translation>及格线 {mark}</translation>
    </message>
    <message>
        <source>time used {used}</source>
        <translation>用时 {used}</translation>
    </message>
    <message>
        <source>time ran out</source>
        <translation>时间已用完</translation>
    </message>
    <message>
        <source>Score by topic</source>
        <translation>各主题得分</translation>
    </message>
    <message>
        <source>What to study next</source>
        <translation>下一步学习建议</translation>
    </message>
    <message>
        <source>No weak topics in this attempt: every topic reached the pass mark.</source>
        <translation>本次作答没有薄弱主题：所有主题均达到及格线。</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>题目</translation>
    </message>
    <message>
        <source>Case study: {title}</source>
        <translation>案例研究：{title}</translation>
    </message>
    <message>
        <source>none given</source>
        <translation>未作答</translation>
    </message>
    <message>
        <source>Your answer: {answer}</source>
        <translation>您的答案：{answer}</translation>
    </message>
    <message>
        <source>Right answer: {answer}</source>
        <translation>正确答案：{answer}</translation>
    </message>
</context>
<context>
    <name>ProposalDialog</name>
    <message>
        <source>Sort questions into topics: {bank}</source>
        <extracomment>Proposals below this confidence are marked for a closer look. How many questions of the library&apos;s other banks helped the last proposal.</extracomment>
        <translation>将题目归入主题：{bank}</translation>
    </message>
    <message>
        <source>1. The exam&apos;s domains</source>
        <translation>1. 考试领域</translation>
    </message>
    <message>
        <source>As the official exam guide lists them: an id, a title and, if you have it, a line of description. The more words a description shares with the questions, the better the proposals.</source>
        <translation>按官方考试指南列出：ID、名称，如有的话再加一行描述。描述与题目共有的词越多，推荐越准确。</translation>
    </message>
    <message>
        <source>Domains</source>
        <translation>领域</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Description (optional)</source>
        <translation>描述（可选）</translation>
    </message>
    <message>
        <source>Add domain</source>
        <translation>添加领域</translation>
    </message>
    <message>
        <source>Load DOMAINS.yaml…</source>
        <translation>加载 DOMAINS.yaml…</translation>
    </message>
    <message>
        <source>Propose topics</source>
        <translation>推荐主题</translation>
    </message>
    <message>
        <source>2. Check the proposals, least sure first</source>
        <translation>2. 检查推荐结果（把握最小的在前）</translation>
    </message>
    <message>
        <source>Proposed topics</source>
        <translation>推荐的主题</translation>
    </message>
    <message>
        <source>Sure</source>
        <translation>把握</translation>
    </message>
    <message>
        <source>Proposed topic</source>
        <translation>推荐主题</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>题目</translation>
    </message>
    <message>
        <source>Topic for the selected questions</source>
        <translation>所选题目的主题</translation>
    </message>
    <message>
        <source>Put selected in</source>
        <translation>将所选项归入</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Load the exam&apos;s domains</source>
        <translation>加载考试领域</translation>
    </message>
    <message>
        <source>Domain lists (*.yaml *.yml);;All files (*)</source>
        <translation>领域列表 (*.yaml *.yml);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Domain {n} needs an id.</source>
        <translation>领域 {n} 需要 ID。</translation>
    </message>
    <message>
        <source>The id &apos;{id}&apos; is used twice.</source>
        <translation>ID“{id}”重复使用。</translation>
    </message>
    <message>
        <source>Domain {n} needs a title (at most {max} characters).</source>
        <translation>领域 {n} 需要名称（最多 {max} 个字符）。</translation>
    </message>
    <message>
        <source>List at least two domains.</source>
        <translation>请至少列出两个领域。</translation>
    </message>
    <message>
        <source>Reading the questions…</source>
        <translation>正在读取题目…</translation>
    </message>
    <message>
        <source>Untick to leave this question where it is</source>
        <translation>取消勾选则此题保持原位</translation>
    </message>
    <message>
        <source>Not sure: check this one</source>
        <translation>把握不大：请检查此项</translation>
    </message>
    <message>
        <source>Chosen by you</source>
        <translation>由您选择</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) of your other banks lent their words.</source>
        <translation>
            <numerusform>您其他题库中的 %n 道题提供了用词参考。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s); </source>
        <translation>
            <numerusform>%n 道题；</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unsure, at the top.</source>
        <translation>
            <numerusform>%n 道把握不大，排在最上面。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing proposed yet.</source>
        <translation>尚未推荐。</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) sorted into topics</source>
        <translation>
            <numerusform>已将 %n 道题归入主题</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n topic(s) added</source>
        <translation>
            <numerusform>；新增 %n 个主题</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n emptied topic(s) removed.</source>
        <translation>
            <numerusform>；移除 %n 个已清空的主题。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuestionEditor</name>
    <message>
        <source>Choice (single or multi-select)</source>
        <extracomment>The question types, as a bank file&apos;s `type:` and as the type box shows them.</extracomment>
        <translation>选择题（单选或多选）</translation>
    </message>
    <message>
        <source>Matching</source>
        <translation>匹配题</translation>
    </message>
    <message>
        <source>Ordering</source>
        <translation>排序题</translation>
    </message>
    <message>
        <source>Short answer</source>
        <translation>简答题</translation>
    </message>
    <message>
        <source>Numeric</source>
        <translation>数值题</translation>
    </message>
    <message>
        <source>Mark the reports as resolved when I save</source>
        <translation>保存时将报告标为已解决</translation>
    </message>
    <message>
        <source>Question id</source>
        <translation>题目 ID</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>难度</translation>
    </message>
    <message>
        <source>Not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>1 · easy</source>
        <translation>1 · 简单</translation>
    </message>
    <message>
        <source>2 · medium</source>
        <translation>2 · 中等</translation>
    </message>
    <message>
        <source>3 · hard</source>
        <translation>3 · 困难</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Case study</source>
        <translation>案例研究</translation>
    </message>
    <message>
        <source>Question text</source>
        <translation>题干</translation>
    </message>
    <message>
        <source>The question, in Markdown</source>
        <translation>题目（Markdown 格式）</translation>
    </message>
    <message>
        <source>Insert image…</source>
        <translation>插入图片…</translation>
    </message>
    <message>
        <source>Insert image</source>
        <translation>插入图片</translation>
    </message>
    <message>
        <source>Choose a picture on this computer; it is copied into the bank</source>
        <translation>选择本机上的图片；它将被复制到题库中</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>题目</translation>
    </message>
    <message>
        <source>Question type</source>
        <translation>题型</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>题型</translation>
    </message>
    <message>
        <source>Tick the correct choice; tick several for “Choose N”.</source>
        <translation>勾选正确选项；“选择 N 项”时勾选多个。</translation>
    </message>
    <message>
        <source>Add choice</source>
        <translation>添加选项</translation>
    </message>
    <message>
        <source>Shuffle the choices in exams</source>
        <translation>考试中打乱选项顺序</translation>
    </message>
    <message>
        <source>Choices</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Short explanation</source>
        <translation>简要解析</translation>
    </message>
    <message>
        <source>One or two sentences, shown at once</source>
        <translation>一两句话，立即显示</translation>
    </message>
    <message>
        <source>Full explanation</source>
        <translation>完整解析</translation>
    </message>
    <message>
        <source>Optional: the whole reasoning, in Markdown</source>
        <translation>可选：完整推理过程（Markdown 格式）</translation>
    </message>
    <message>
        <source>References</source>
        <translation>参考资料</translation>
    </message>
    <message>
        <source>One link or source per line</source>
        <translation>每行一个链接或来源</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Comma-separated, e.g. nsight, profiling</source>
        <translation>以逗号分隔，例如 nsight, profiling</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save the question</source>
        <translation>保存题目</translation>
    </message>
    <message>
        <source>The scenario shown beside this question in exams; the scenarios themselves are written in the bank&apos;s file</source>
        <translation>考试中显示在本题旁边的情景；情景本身写在题库文件中</translation>
    </message>
    <message>
        <source>Text of the case study</source>
        <translation>案例研究的文本</translation>
    </message>
    <message>
        <source>Choice {n}</source>
        <translation>选项 {n}</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>配对</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>顺序</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Each left item and the answer it goes with; several may share one.</source>
        <translation>左侧每个项目及其对应的答案；多个项目可对应同一答案。</translation>
    </message>
    <message>
        <source>Add pair</source>
        <translation>添加配对</translation>
    </message>
    <message>
        <source>Extra answers that match nothing</source>
        <translation>不对应任何项目的额外答案</translation>
    </message>
    <message>
        <source>Optional: answers that match no item, one per line</source>
        <translation>可选：不对应任何项目的答案，每行一个</translation>
    </message>
    <message>
        <source>One item per line, in the right order: the exam shows them shuffled.</source>
        <translation>每行一个项目，按正确顺序填写：考试时会打乱显示。</translation>
    </message>
    <message>
        <source>Items in the right order</source>
        <translation>按正确顺序排列的项目</translation>
    </message>
    <message>
        <source>Every accepted answer, one per line; * stands for any text.</source>
        <translation>每个可接受的答案，每行一个；* 代表任意文字。</translation>
    </message>
    <message>
        <source>Accepted answers</source>
        <translation>可接受的答案</translation>
    </message>
    <message>
        <source>Upper and lower case must match</source>
        <translation>区分大小写</translation>
    </message>
    <message>
        <source>Every accepted value, each with how far an answer may be from it.</source>
        <translation>每个可接受的数值，以及答案允许的偏差。</translation>
    </message>
    <message>
        <source>Add value</source>
        <translation>添加数值</translation>
    </message>
</context>
<context>
    <name>QuestionNavigator</name>
    <message>
        <source>Go to question {number}</source>
        <extracomment>Looks kept at most (a few per question: answered, flagged, current…). What the navigator last set: status, flagged, current (None: nothing yet). The looks drawn so far, shared by every button: (number, state, enabled, size) -&gt; picture, for the look generation in `_LOOKS_OF` (a new theme or text size).</extracomment>
        <translation>转到第 {number} 题</translation>
    </message>
    <message>
        <source>answered</source>
        <translation>已作答</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>未完成</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>未作答</translation>
    </message>
    <message>
        <source>Question {number}: {standing}, flagged</source>
        <translation>第 {number} 题：{standing}，已标记</translation>
    </message>
    <message>
        <source>Question {number}: {standing}</source>
        <translation>第 {number} 题：{standing}</translation>
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
        <translation>主题</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>题型</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>题干</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>出现次数</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>答对</translation>
    </message>
    <message>
        <source>Next review</source>
        <translation>下次复习</translation>
    </message>
    <message>
        <source>Case study</source>
        <translation>案例研究</translation>
    </message>
    <message>
        <source>{kind} (retired)</source>
        <translation>{kind}（已停用）</translation>
    </message>
    <message>
        <source>Single</source>
        <translation>单选</translation>
    </message>
    <message>
        <source>Multi</source>
        <translation>多选</translation>
    </message>
    <message>
        <source>Matching</source>
        <translation>匹配题</translation>
    </message>
    <message>
        <source>Ordering</source>
        <translation>排序题</translation>
    </message>
    <message>
        <source>Short answer</source>
        <translation>简答题</translation>
    </message>
    <message>
        <source>Numeric</source>
        <translation>数值题</translation>
    </message>
</context>
<context>
    <name>RenameBankDialog</name>
    <message>
        <source>Rename bank</source>
        <translation>重命名题库</translation>
    </message>
    <message>
        <source>The new title is kept when you import the bank&apos;s file again.</source>
        <translation>重新导入题库文件时会保留新名称。</translation>
    </message>
    <message>
        <source>Bank title</source>
        <translation>题库名称</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <source>The title</source>
        <translation>名称</translation>
    </message>
</context>
<context>
    <name>ReportDialog</name>
    <message>
        <source>Report a problem with this question</source>
        <extracomment>Stores a report: (bank id, question id, attempt id or None, note).</extracomment>
        <translation>报告此题的问题</translation>
    </message>
    <message>
        <source>Question {id}</source>
        <translation>题目 {id}</translation>
    </message>
    <message>
        <source>What is wrong: a wrong key, a typo, an unclear prompt, an outdated fact? The question is marked as reported on the Banks page, where it can be fixed.</source>
        <translation>哪里有问题：答案错误、错别字、题干不清、内容过时？此题将在“题库”页标为已报告，可在那里修正。</translation>
    </message>
    <message>
        <source>What is wrong with the question</source>
        <translation>此题的问题</translation>
    </message>
    <message>
        <source>e.g. The right answer should be B: see the docs.</source>
        <translation>例如：正确答案应为 B，请参阅文档。</translation>
    </message>
    <message>
        <source>Send report</source>
        <translation>提交报告</translation>
    </message>
</context>
<context>
    <name>ResultsController</name>
    <message>
        <source>Pass probability after this attempt: {figure}</source>
        <translation>本次作答后的通过概率：{figure}</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>已交卷</translation>
    </message>
    <message>
        <source>Answered: {0} of {1}. Your answers were handed in to your instructor, who will tell you your result.</source>
        <translation>已答：{0}/{1}。您的答案已提交给老师，老师会告知您成绩。</translation>
    </message>
    <message>
        <source>pass mark {mark}</source>
        <translation>及格线 {mark}</translation>
    </message>
    <message>
        <source>time used {used} of {limit}</source>
        <translation>用时 {used}/{limit}</translation>
    </message>
    <message>
        <source>time used {used}</source>
        <translation>用时 {used}</translation>
    </message>
    <message>
        <source>{time} per question (pace {pace})</source>
        <translation>每题 {time}（节奏 {pace}）</translation>
    </message>
    <message>
        <source>{time} per question</source>
        <translation>每题 {time}</translation>
    </message>
    <message>
        <source>time ran out</source>
        <translation>时间已用完</translation>
    </message>
    <message>
        <source>{time} · slow</source>
        <translation>{time} · 偏慢</translation>
    </message>
    <message>
        <source>Slower than the exam&apos;s pace in: {topics}.</source>
        <translation>以下主题慢于考试节奏：{topics}。</translation>
    </message>
    <message>
        <source>No weak topics: every topic reached the pass mark ({mark}).</source>
        <translation>没有薄弱主题：所有主题均达到及格线（{mark}）。</translation>
    </message>
    <message>
        <source>Hide full explanation</source>
        <translation>隐藏完整解析</translation>
    </message>
    <message>
        <source>Show full explanation</source>
        <translation>显示完整解析</translation>
    </message>
    <message>
        <source>Save PDF report</source>
        <translation>保存 PDF 报告</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>exam-report-{bank}-{date}.pdf</source>
        <translation>考试报告-{bank}-{date}.pdf</translation>
    </message>
    <message>
        <source>exam-report-{bank}.pdf</source>
        <translation>考试报告-{bank}.pdf</translation>
    </message>
    <message>
        <source>Could not save the report: {reason}</source>
        <translation>无法保存报告：{reason}</translation>
    </message>
    <message>
        <source>PDF report saved to {path}</source>
        <translation>PDF 报告已保存到 {path}</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <source>Score</source>
        <extracomment>Below this width the review goes below the topics instead of beside them, so the topic table keeps room for its five columns.</extracomment>
        <translation>得分</translation>
    </message>
    <message>
        <source>Drill weak areas</source>
        <translation>强化薄弱项</translation>
    </message>
    <message>
        <source>Set up a drill on your weakest topics on the Start page</source>
        <translation>在“开始”页设置针对最薄弱主题的强化练习</translation>
    </message>
    <message>
        <source>Save PDF report…</source>
        <translation>保存 PDF 报告…</translation>
    </message>
    <message>
        <source>A report to keep: score, topics and weak areas, then every question with your answer and the right one</source>
        <translation>可保存的报告：得分、主题和薄弱项，然后是每道题的您的答案和正确答案</translation>
    </message>
    <message>
        <source>New exam</source>
        <translation>新考试</translation>
    </message>
    <message>
        <source>Save result file…</source>
        <translation>保存成绩文件…</translation>
    </message>
    <message>
        <source>Save a copy of your result file, e.g. on a USB stick, for your instructor</source>
        <translation>为老师保存一份成绩文件副本，例如存到 U 盘</translation>
    </message>
    <message>
        <source>By topic</source>
        <translation>按主题</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>答对</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>总数</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>百分比</translation>
    </message>
    <message>
        <source>Avg. time</source>
        <translation>平均用时</translation>
    </message>
    <message>
        <source>Score by topic</source>
        <translation>各主题得分</translation>
    </message>
    <message>
        <source>Weak areas, weakest first</source>
        <translation>薄弱项（最薄弱的在前）</translation>
    </message>
    <message>
        <source>Weak areas</source>
        <translation>薄弱项</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>回顾</translation>
    </message>
    <message>
        <source>Go to</source>
        <translation>转到</translation>
    </message>
    <message>
        <source>Go to question number</source>
        <translation>转到题号</translation>
    </message>
    <message>
        <source>Show questions</source>
        <translation>显示题目</translation>
    </message>
    <message>
        <source>All questions</source>
        <translation>全部题目</translation>
    </message>
    <message>
        <source>Incorrect</source>
        <translation>答错</translation>
    </message>
    <message>
        <source>Unanswered</source>
        <translation>未作答</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>已标记</translation>
    </message>
    <message>
        <source>Question review</source>
        <translation>逐题回顾</translation>
    </message>
</context>
<context>
    <name>RetentionDialog</name>
    <message>
        <source>Review settings</source>
        <translation>复习设置</translation>
    </message>
    <message>
        <source>Spaced review brings each question back when you are about to forget it. Desired retention is how likely you should still be to answer a question right when it comes back: higher means more frequent, shorter reviews; lower means fewer reviews and more forgetting. 90% suits most exam preparation.</source>
        <translation>间隔复习会在您即将遗忘某题时让它再次出现。目标记忆率是指题目再次出现时您仍能答对的概率：越高，复习越频繁、每次越短；越低，复习越少、遗忘越多。90% 适合大多数备考。</translation>
    </message>
    <message>
        <source>Desired retention in percent</source>
        <translation>目标记忆率（百分比）</translation>
    </message>
    <message>
        <source>&amp;Desired retention</source>
        <translation>目标记忆率(&amp;D)</translation>
    </message>
    <message>
        <source>From {low}% to {high}%. Questions already scheduled move to match.</source>
        <translation>范围 {low}% 到 {high}%。已安排的题目会相应调整。</translation>
    </message>
</context>
<context>
    <name>ReviewCard</name>
    <message>
        <source>your answer, right</source>
        <translation>您的答案，正确</translation>
    </message>
    <message>
        <source>right answer, not chosen</source>
        <translation>正确答案，未选</translation>
    </message>
    <message>
        <source>your answer, wrong</source>
        <translation>您的答案，错误</translation>
    </message>
    <message>
        <source>○ Unanswered</source>
        <translation>○ 未作答</translation>
    </message>
    <message>
        <source>✔ Correct</source>
        <translation>✔ 正确</translation>
    </message>
    <message>
        <source>✘ Incorrect</source>
        <translation>✘ 错误</translation>
    </message>
    <message>
        <source>⚑ flagged</source>
        <translation>⚑ 已标记</translation>
    </message>
    <message>
        <source>guessed: right, but shaky</source>
        <translation>猜测：正确，但不牢固</translation>
    </message>
    <message>
        <source>guessed</source>
        <translation>猜测</translation>
    </message>
    <message>
        <source>Report a problem with this question…</source>
        <translation>报告此题的问题…</translation>
    </message>
    <message>
        <source>Report a problem with this question</source>
        <translation>报告此题的问题</translation>
    </message>
    <message>
        <source>Show full explanation</source>
        <translation>显示完整解析</translation>
    </message>
</context>
<context>
    <name>ScenarioPane</name>
    <message>
        <source>Scenario</source>
        <translation>情景</translation>
    </message>
    <message>
        <source>Case study</source>
        <translation>案例研究</translation>
    </message>
    <message>
        <source>Scenario text</source>
        <extracomment>Loads an exhibit&apos;s bytes by name (None when the bank has no such image).</extracomment>
        <translation>情景正文</translation>
    </message>
    <message>
        <source>Hide the scenario</source>
        <translation>隐藏情景</translation>
    </message>
    <message>
        <source>Show the scenario: {title}</source>
        <translation>显示情景：{title}</translation>
    </message>
    <message>
        <source>Show the scenario</source>
        <translation>显示情景</translation>
    </message>
</context>
<context>
    <name>ScenarioSplit</name>
    <message>
        <source>Show the scenario</source>
        <translation>显示情景</translation>
    </message>
    <message>
        <source>Show or hide the case study these questions share (Alt+S)</source>
        <translation>显示或隐藏这些题目共用的案例研究 (Alt+S)</translation>
    </message>
    <message>
        <source>Hide scenario</source>
        <translation>隐藏情景</translation>
    </message>
    <message>
        <source>Show scenario</source>
        <translation>显示情景</translation>
    </message>
</context>
<context>
    <name>StartController</name>
    <message>
        <source>Exam</source>
        <translation>考试</translation>
    </message>
    <message>
        <source>The classroom profile cannot be used; tell your instructor:
{0}</source>
        <translation>课堂配置无法使用；请告知老师：
{0}</translation>
    </message>
    <message>
        <source>no time limit</source>
        <translation>不限时</translation>
    </message>
    <message numerus="yes">
        <source>+{percent} extra time: %n minute(s) in all (View &gt; Extra time)</source>
        <translation>
            <numerusform>额外时间 +{percent}：共 %n 分钟（视图 &gt; 额外时间）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s), with your {percent} extra time</source>
        <translation>
            <numerusform>%n 分钟（含 {percent} 额外时间）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n 分钟</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone gets the same paper.</source>
        <translation>所有人使用同一份试卷。</translation>
    </message>
    <message>
        <source>Each student gets their own paper.</source>
        <translation>每位学生使用各自的试卷。</translation>
    </message>
    <message>
        <source> The clock keeps running if the app is closed.</source>
        <translation> 即使关闭应用，计时也不会停止。</translation>
    </message>
    <message>
        <source>Attempts allowed: {0}.</source>
        <translation>允许作答次数：{0}。</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) · {limit} · pass mark {pass_mark}. {paper}{clock} {attempts} When you hand in, your result goes to your instructor.</source>
        <translation>
            <numerusform>%n 道题 · {limit} · 及格线 {pass_mark}。{paper}{clock} {attempts} 交卷后，成绩将提交给老师。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{title} (%n question(s))</source>
        <translation>
            <numerusform>{title}（%n 道题）</numerusform>
        </translation>
    </message>
    <message>
        <source>There are no question banks yet: import one on the Banks page.</source>
        <translation>还没有题库：请在“题库”页导入。</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n 道题</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n topic(s)</source>
        <translation>
            <numerusform>%n 个主题</numerusform>
        </translation>
    </message>
    <message>
        <source>{questions}, {multi} multi-select, in {topics}.</source>
        <translation>{questions}（其中多选 {multi} 道），共 {topics}。</translation>
    </message>
    <message>
        <source>{questions} in {topics}.</source>
        <translation>{questions}，共 {topics}。</translation>
    </message>
    <message numerus="yes">
        <source>{topic}: %n question(s)</source>
        <translation>
            <numerusform>{topic}：%n 道题</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick the topics to include.</source>
        <translation>勾选要包含的主题。</translation>
    </message>
    <message numerus="yes">
        <source>{chosen} of %n topic(s), {questions}.</source>
        <translation>
            <numerusform>已选 {chosen}/%n 个主题，{questions}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> question(s)</source>
        <translation>
            <numerusform> 道题</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished attempts yet.</source>
        <translation>还没有已完成的作答。</translation>
    </message>
    <message>
        <source>Unfinished ({mode}): {answered} of {total} answered, {left} left (the exam clock kept running while the app was closed).</source>
        <translation>未完成（{mode}）：已答 {answered}/{total}，剩余 {left}（应用关闭期间考试计时未停止）。</translation>
    </message>
    <message>
        <source>Unfinished ({mode}): {answered} of {total} answered, {left} left.</source>
        <translation>未完成（{mode}）：已答 {answered}/{total}，剩余 {left}。</translation>
    </message>
    <message>
        <source>Unfinished ({mode}): {answered} of {total} answered.</source>
        <translation>未完成（{mode}）：已答 {answered}/{total}。</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Not enough answers yet to tell.</source>
        <translation>作答数量尚不足以判断。</translation>
    </message>
    <message>
        <source>No weak topics: keep it up.</source>
        <translation>没有薄弱主题：继续保持。</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) due for review today (mode {mode}).</source>
        <translation>
            <numerusform>今天有 %n 道题待复习（模式“{mode}”）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing is due for review today; next on {day}.</source>
        <translation>今天没有待复习的题目；下次：{day}。</translation>
    </message>
    <message>
        <source>Questions you answer come back for review when you are about to forget them.</source>
        <translation>您作答过的题目会在您即将遗忘时再次出现以供复习。</translation>
    </message>
    <message>
        <source>A weak-areas drill on your weakest topics is set up: untimed, with feedback on each answer. Adjust it if you like, then press Start.</source>
        <translation>已设置针对最薄弱主题的强化练习：不限时，每题都有反馈。可按需调整，然后点击“开始”。</translation>
    </message>
    <message>
        <source>Nothing is due for review until {day}.</source>
        <translation>{day} 之前没有待复习的题目。</translation>
    </message>
    <message numerus="yes">
        <source>No question missed in your last %n attempt(s).</source>
        <translation>
            <numerusform>最近 %n 次考试中没有答错的题目。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No question flagged in your last %n attempt(s).</source>
        <translation>
            <numerusform>最近 %n 次考试中没有标记的题目。</numerusform>
        </translation>
    </message>
    <message>
        <source>You have seen every question of these topics.</source>
        <translation>您已看过这些主题的全部题目。</translation>
    </message>
    <message>
        <source>No question is reported as having a problem yet.</source>
        <translation>还没有题目被报告有问题。</translation>
    </message>
    <message>
        <source>Nothing is due for review yet: questions come back here once you have answered them in another mode.</source>
        <translation>暂无待复习的题目：在其他模式中作答过的题目会出现在这里。</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Missed</source>
        <extracomment>The practice sets offered, with the text the set combo shows.</extracomment>
        <translation>答错</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>已标记</translation>
    </message>
    <message>
        <source>Never seen</source>
        <translation>从未做过</translation>
    </message>
    <message>
        <source>Reported</source>
        <translation>已报告</translation>
    </message>
    <message>
        <source>Start practising</source>
        <translation>开始练习</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>您的姓名</translation>
    </message>
    <message>
        <source>First and last name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Student ID</source>
        <translation>学号</translation>
    </message>
    <message>
        <source>As given by your instructor</source>
        <translation>由老师提供</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Question bank</source>
        <translation>题库</translation>
    </message>
    <message>
        <source>Pass probability</source>
        <translation>通过概率</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>timed, no feedback until you submit</source>
        <translation>计时，交卷前无反馈</translation>
    </message>
    <message>
        <source>check each answer as you go</source>
        <translation>每答一题即可核对</translation>
    </message>
    <message>
        <source>drill your weakest topics and past mistakes</source>
        <translation>强化最薄弱的主题和以往错题</translation>
    </message>
    <message>
        <source>the questions spaced review brings back today</source>
        <translation>间隔复习今天安排的题目</translation>
    </message>
    <message>
        <source>missed, flagged, never seen or reported questions</source>
        <translation>答错、已标记、从未做过或已报告的题目</translation>
    </message>
    <message>
        <source>{mode}: {description}</source>
        <translation>{mode}：{description}</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>题目</translation>
    </message>
    <message>
        <source>Number of questions</source>
        <translation>题目数量</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>题量</translation>
    </message>
    <message>
        <source>Time limit in minutes</source>
        <translation>时间限制（分钟）</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>Untimed</source>
        <translation>不限时</translation>
    </message>
    <message>
        <source>0 = untimed</source>
        <translation>0 = 不限时</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>时间限制</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>及格线</translation>
    </message>
    <message>
        <source>Shuffle the choices</source>
        <translation>打乱选项</translation>
    </message>
    <message>
        <source>Show each question&apos;s choices in a random order</source>
        <translation>以随机顺序显示每道题的选项</translation>
    </message>
    <message>
        <source>Recent attempts</source>
        <translation>最近作答</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Topics to include</source>
        <translation>包含的主题</translation>
    </message>
    <message>
        <source>Weakest topics</source>
        <translation>最薄弱的主题</translation>
    </message>
    <message>
        <source>Practice set</source>
        <translation>专项练习</translation>
    </message>
    <message>
        <source>In the last attempts</source>
        <translation>最近几次作答中</translation>
    </message>
    <message>
        <source>in the last </source>
        <translation>最近 </translation>
    </message>
    <message>
        <source> attempts</source>
        <translation> 次作答</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Resume the unfinished attempt</source>
        <translation>继续未完成的作答</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
</context>
<context>
    <name>SubmitReview</name>
    <message>
        <source>All questions</source>
        <extracomment>The filter&apos;s items: the text each starts with is part of the GUI contract (in English).</extracomment>
        <translation>全部题目</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>未完成</translation>
    </message>
    <message>
        <source>Unanswered</source>
        <translation>未作答</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>已标记</translation>
    </message>
    <message>
        <source>Review your answers before you end the exam</source>
        <translation>结束考试前请检查答案</translation>
    </message>
    <message>
        <source>Show questions</source>
        <translation>显示题目</translation>
    </message>
    <message>
        <source>Questions of the exam</source>
        <translation>考试题目</translation>
    </message>
    <message>
        <source>Double-click a question (or select it and press Enter) to go to it.</source>
        <translation>双击某题（或选中后按 Enter）即可转到该题。</translation>
    </message>
    <message>
        <source>{arrow} Back to the questions</source>
        <translation>{arrow} 返回答题</translation>
    </message>
    <message>
        <source>End exam…</source>
        <translation>结束考试…</translation>
    </message>
    <message>
        <source>Submit your answers and see your score</source>
        <translation>提交答案并查看得分</translation>
    </message>
</context>
<context>
    <name>SubmitReviewController</name>
    <message>
        <source>Review your answers before you end the exam</source>
        <translation>结束考试前请检查答案</translation>
    </message>
    <message>
        <source>Review your answers before you finish</source>
        <translation>结束前请检查答案</translation>
    </message>
    <message>
        <source>End exam…</source>
        <translation>结束考试…</translation>
    </message>
    <message>
        <source>Finish…</source>
        <translation>完成…</translation>
    </message>
    <message>
        <source>Submit your answers and see your score</source>
        <translation>提交答案并查看得分</translation>
    </message>
    <message>
        <source>Finish this session and see how you did</source>
        <translation>结束本次练习并查看结果</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>已作答</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>未完成</translation>
    </message>
    <message>
        <source>Unanswered</source>
        <translation>未作答</translation>
    </message>
    <message>
        <source>{standing} · ⚑ Flagged</source>
        <translation>{standing} · ⚑ 已标记</translation>
    </message>
    <message>
        <source>Question {number}: {standing}</source>
        <translation>第 {number} 题：{standing}</translation>
    </message>
    <message numerus="yes">
        <source>{answered} answered · {incomplete} incomplete · {unanswered} unanswered · {flagged} flagged of %n question(s)</source>
        <translation>
            <numerusform>共 %n 道题：已作答 {answered} · 未完成 {incomplete} · 未作答 {unanswered} · 已标记 {flagged}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unanswered question(s) (scored as wrong)</source>
        <translation>
            <numerusform>%n 道未作答的题（按错误计分）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n incomplete question(s) (scored as wrong)</source>
        <translation>
            <numerusform>%n 道未完成的题（按错误计分）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) flagged for review</source>
        <translation>
            <numerusform>%n 道已标记待检查的题</numerusform>
        </translation>
    </message>
    <message>
        <source>You have {open}.</source>
        <translation>您还有 {open}。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>Every question is answered.</source>
        <translation>所有题目均已作答。</translation>
    </message>
    <message>
        <source>Submit exam</source>
        <translation>交卷</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Submit your answers and see your score?</source>
        <translation>提交答案并查看得分？</translation>
    </message>
    <message>
        <source>Finish this session and see how you did?</source>
        <translation>结束本次练习并查看结果？</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>交卷</translation>
    </message>
    <message>
        <source>Keep working</source>
        <translation>继续作答</translation>
    </message>
</context>
<context>
    <name>ThemeChoice</name>
    <message>
        <source>Follow system</source>
        <extracomment>Text from 8 pt up to twice the default size (200%, WCAG 1.4.4).</extracomment>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>高对比度</translation>
    </message>
</context>
<context>
    <name>TopicTable</name>
    <message>
        <source>Click a column to sort by it</source>
        <extracomment>Widths remembered (a window being resized asks for many; older ones are dropped). The width asked for, in average characters: the layout&apos;s stretch shares out the room, and the height follows the width it gives. The narrowest it may be squeezed to, in average characters. What changes a label&apos;s height for a width besides its text. The average-time column of both topic tables (results and history).</extracomment>
        <translation>单击列标题可按该列排序</translation>
    </message>
    <message>
        <source>Average time per question, against the exam&apos;s pace</source>
        <translation>每题平均用时（对照考试节奏）</translation>
    </message>
</context>
<context>
    <name>TopicsDialog</name>
    <message>
        <source>Topics of {bank}</source>
        <translation>{bank} 的主题</translation>
    </message>
    <message>
        <source>Select topics to rename, merge or delete them. Their questions move to the topic you choose; past attempts keep the topics they were given in.</source>
        <translation>选择主题以重命名、合并或删除。其题目将移至您选择的主题；历史作答保留原来的主题。</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Selected topics</source>
        <translation>所选主题</translation>
    </message>
    <message>
        <source>Title of the selected topic</source>
        <translation>所选主题的名称</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <source>Move their questions to</source>
        <translation>将其题目移至</translation>
    </message>
    <message>
        <source>Merge / delete</source>
        <translation>合并 / 删除</translation>
    </message>
    <message>
        <source>Move the questions of the selected topics, then remove those topics</source>
        <translation>移动所选主题的题目，然后移除这些主题</translation>
    </message>
    <message>
        <source>New topic</source>
        <translation>新主题</translation>
    </message>
    <message>
        <source>New topic id</source>
        <translation>新主题 ID</translation>
    </message>
    <message>
        <source>e.g. networking</source>
        <translation>例如 networking</translation>
    </message>
    <message>
        <source>New topic title</source>
        <translation>新主题名称</translation>
    </message>
    <message>
        <source>Add topic</source>
        <translation>添加主题</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>名称</translation>
    </message>
    <message numerus="yes">
        <source>{title}  ({id}) · %n question(s)</source>
        <translation>
            <numerusform>{title}  ({id}) · %n 道题</numerusform>
        </translation>
    </message>
    <message>
        <source>The title</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>This bank already has a topic &apos;{id}&apos;.</source>
        <translation>此题库已有主题“{id}”。</translation>
    </message>
    <message>
        <source>Topic renamed.</source>
        <translation>主题已重命名。</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) moved to {topic}.</source>
        <translation>
            <numerusform>已将 %n 道题移至 {topic}。</numerusform>
        </translation>
    </message>
    <message>
        <source>Topic added.</source>
        <translation>主题已添加。</translation>
    </message>
</context>
<context>
    <name>TrendChart</name>
    <message>
        <source>No finished attempts yet</source>
        <translation>还没有已完成的作答</translation>
    </message>
    <message>
        <source>Trend chart</source>
        <translation>趋势图</translation>
    </message>
    <message>
        <source>{label} {value}</source>
        <translation>{label} {value}</translation>
    </message>
    <message>
        <source>{series} {value} ({when})</source>
        <translation>{series} {value}（{when}）</translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s). Latest: {values}.</source>
        <translation>
            <numerusform>%n 次作答。最近一次：{values}。</numerusform>
        </translation>
    </message>
    <message>
        <source>Reference line: {line}.</source>
        <translation>参考线：{line}。</translation>
    </message>
    <message>
        <source>{series}: {value} ({when})</source>
        <translation>{series}：{value}（{when}）</translation>
    </message>
</context>
<context>
    <name>TypedAnswers</name>
    <message>
        <source>Type a number, e.g. 1.5 or 1,5</source>
        <extracomment>Runs a session action that stores something, then renders the page again.</extracomment>
        <translation>输入数字，例如 1.5 或 1,5</translation>
    </message>
    <message>
        <source>Type your answer</source>
        <translation>输入答案</translation>
    </message>
    <message>
        <source>A number; a decimal comma is fine</source>
        <translation>数字；可使用逗号作小数点</translation>
    </message>
    <message>
        <source>Any accepted answer; case and extra spaces do not matter</source>
        <translation>任一可接受的答案；不区分大小写，多余空格无影响</translation>
    </message>
    <message>
        <source>Match each item to one option</source>
        <translation>为每一项匹配一个选项</translation>
    </message>
    <message>
        <source>Put the items in order, first at the top: drag, or Alt+Up and Alt+Down</source>
        <translation>按顺序排列各项，第一项在最上面：拖动，或按 Alt+↑ 和 Alt+↓</translation>
    </message>
    <message>
        <source>Type a number: &apos;{0}&apos; is not one yet</source>
        <translation>请输入数字：“{0}”还不是数字</translation>
    </message>
    <message>
        <source>Type a number</source>
        <translation>输入数字</translation>
    </message>
    <message>
        <source>match every item to check</source>
        <translation>请为每一项选好匹配后再核对</translation>
    </message>
</context>
<context>
    <name>ViewMenu</name>
    <message>
        <source>View ▾</source>
        <translation>视图 ▾</translation>
    </message>
    <message>
        <source>Theme, text size, full screen, extra time, review settings, language and keyboard shortcuts</source>
        <translation>主题、文字大小、全屏、额外时间、复习设置、语言和快捷键</translation>
    </message>
    <message>
        <source>View</source>
        <translation>视图</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>放大文字</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>缩小文字</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>全屏</translation>
    </message>
    <message>
        <source>Review settings…</source>
        <translation>复习设置…</translation>
    </message>
    <message>
        <source>About Exam Simulator</source>
        <translation>关于 Exam Simulator</translation>
    </message>
    <message>
        <source>Extra time</source>
        <translation>额外时间</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>+{percent} on timed exams</source>
        <translation>计时考试 +{percent}</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Takes effect when Exam Simulator starts again</source>
        <translation>重新启动 Exam Simulator 后生效</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>系统语言（{language}）</translation>
    </message>
</context>
<context>
    <name>WindowLauncher</name>
    <message>
        <source>The database cannot be used</source>
        <translation>数据库无法使用</translation>
    </message>
    <message>
        <source>Exam Simulator can move the damaged file aside (it is kept, renamed, never deleted) and start with a fresh database. The bundled banks come back at once; past results stay in the moved file.</source>
        <translation>Exam Simulator 可以将损坏的文件移到一边（重命名保留，绝不删除），并使用新数据库启动。内置题库会立即恢复；过往成绩保留在移走的文件中。</translation>
    </message>
    <message>
        <source>Move it aside and start fresh</source>
        <translation>移走并重新开始</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>The database cannot be opened</source>
        <translation>无法打开数据库</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Exam</source>
        <translation>考试</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>Weak areas</source>
        <translation>薄弱项</translation>
    </message>
    <message>
        <source>Review due</source>
        <translation>待复习</translation>
    </message>
    <message>
        <source>Practice set</source>
        <translation>专项练习</translation>
    </message>
    <message>
        <source>multiple choice</source>
        <translation>选择题</translation>
    </message>
    <message>
        <source>matching</source>
        <translation>匹配题</translation>
    </message>
    <message>
        <source>ordering</source>
        <translation>排序题</translation>
    </message>
    <message>
        <source>short answer</source>
        <translation>简答题</translation>
    </message>
    <message>
        <source>numeric</source>
        <translation>数值题</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>未通过</translation>
    </message>
</context>
</TS>
