<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>AnswerReport</name>
    <message>
        <source>not matched</source>
        <translation>sem associação</translation>
    </message>
    <message>
        <source>right: {0}</source>
        <translation>correta: {0}</translation>
    </message>
    <message>
        <source>Your order: not changed from the start (unanswered).</source>
        <translation>Sua ordem: igual à inicial (sem resposta).</translation>
    </message>
    <message>
        <source>Your order</source>
        <translation>Sua ordem</translation>
    </message>
    <message>
        <source>Right order</source>
        <translation>Ordem correta</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>Your answer: nothing typed</source>
        <translation>Sua resposta: nada digitado</translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation>Sua resposta:</translation>
    </message>
    <message>
        <source>Your answer: none given</source>
        <translation>Sua resposta: nenhuma</translation>
    </message>
    <message>
        <source>The answer key is not in this build.</source>
        <translation>O gabarito não está incluído nesta versão.</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>não é um número</translation>
    </message>
    <message>
        <source>read as {0}</source>
        <translation>lido como {0}</translation>
    </message>
    <message>
        <source>case matters</source>
        <translation>diferencia maiúsculas</translation>
    </message>
    <message>
        <source>case does not matter</source>
        <translation>não diferencia maiúsculas</translation>
    </message>
    <message>
        <source>Accepted answers</source>
        <translation>Respostas aceitas</translation>
    </message>
    <message>
        <source>Accepted answer</source>
        <translation>Resposta aceita</translation>
    </message>
    <message>
        <source>Right answer</source>
        <translation>Resposta correta</translation>
    </message>
    <message>
        <source>right</source>
        <translation>correta</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>errada</translation>
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
        <translation>O perfil da turma tem problemas:

{problems}</translation>
    </message>
</context>
<context>
    <name>AttemptController</name>
    <message>
        <source>You have no attempt left at this exam (attempts allowed: {0}); your result was handed in to your instructor. Ask your instructor if you should sit it again.</source>
        <translation>Você não tem mais tentativas neste exame (tentativas permitidas: {0}); seu resultado foi entregue ao seu instrutor. Pergunte ao instrutor se deve fazê-lo de novo.</translation>
    </message>
    <message>
        <source>Unfinished attempt</source>
        <translation>Tentativa não concluída</translation>
    </message>
    <message>
        <source>You have an unfinished attempt on this bank ({mode}, {answered} of {total} answered).</source>
        <translation>Você tem uma tentativa não concluída neste banco ({mode}, {answered} de {total} respondidas).</translation>
    </message>
    <message>
        <source>It is open in another window: finish it there, or resume it here (that window then stops).</source>
        <translation>Está aberta em outra janela: termine-a lá ou retome-a aqui (aquela janela para).</translation>
    </message>
    <message>
        <source>Resume it, or discard it and start the new one?</source>
        <translation>Retomá-la, ou descartá-la e começar uma nova?</translation>
    </message>
    <message>
        <source>Resume it: it counts as your attempt at this exam, so it cannot be discarded.</source>
        <translation>Retome-a: ela conta como sua tentativa neste exame, por isso não pode ser descartada.</translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation>Retomar</translation>
    </message>
    <message>
        <source>Resume it here</source>
        <translation>Retomar aqui</translation>
    </message>
    <message>
        <source>Discard and start new</source>
        <translation>Descartar e começar nova</translation>
    </message>
</context>
<context>
    <name>BankController</name>
    <message>
        <source>Import a question bank</source>
        <translation>Importar um banco de questões</translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation>Importando {name}…</translation>
    </message>
    <message>
        <source>Your edits were kept</source>
        <translation>Suas edições foram mantidas</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) you changed here kept your version; the file&apos;s version of them was not taken.</source>
        <translation>
            <numerusform>%n questão que você alterou aqui manteve a sua versão; a versão do arquivo não foi usada.</numerusform>
            <numerusform>%n questões que você alterou aqui mantiveram a sua versão; a versão do arquivo não foi usada.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep my edits</source>
        <translation>Manter minhas edições</translation>
    </message>
    <message>
        <source>Take the file&apos;s version</source>
        <translation>Usar a versão do arquivo</translation>
    </message>
    <message>
        <source>Open {name} (first problem: line {line})</source>
        <translation>Abrir {name} (primeiro problema: linha {line})</translation>
    </message>
    <message numerus="yes">
        <source>Nothing was imported: %n problem(s) to fix in the file.</source>
        <translation>
            <numerusform>Nada foi importado: %n problema a corrigir no arquivo.</numerusform>
            <numerusform>Nada foi importado: %n problemas a corrigir no arquivo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was imported: the database reported an error.</source>
        <translation>Nada foi importado: o banco de dados informou um erro.</translation>
    </message>
    <message>
        <source>Renamed to {title}.</source>
        <translation>Renomeado para {title}.</translation>
    </message>
    <message>
        <source>Delete bank</source>
        <translation>Excluir banco</translation>
    </message>
    <message>
        <source>Delete the bank “{title}”?</source>
        <translation>Excluir o banco “{title}”?</translation>
    </message>
    <message numerus="yes">
        <source>Its %n question(s) go from the app: no new exam can be drawn from them.</source>
        <translation>
            <numerusform>Sua %n questão sai do aplicativo: nenhum novo exame poderá ser gerado com ela.</numerusform>
            <numerusform>Suas %n questões saem do aplicativo: nenhum novo exame poderá ser gerado com elas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Its %n past attempt(s) stay readable in History, and importing its file again brings the bank back.</source>
        <translation>
            <numerusform>Sua %n tentativa anterior continua visível no Histórico, e importar o arquivo de novo traz o banco de volta.</numerusform>
            <numerusform>Suas %n tentativas anteriores continuam visíveis no Histórico, e importar o arquivo de novo traz o banco de volta.</numerusform>
        </translation>
    </message>
    <message>
        <source>It has an unfinished {mode} attempt ({answered} of {total} answered): deleting the bank discards it.</source>
        <translation>Ele tem uma tentativa não concluída de {mode} ({answered} de {total} respondidas): excluir o banco a descarta.</translation>
    </message>
    <message>
        <source>Resume it instead</source>
        <translation>Retomá-la</translation>
    </message>
    <message>
        <source>Delete and discard the attempt</source>
        <translation>Excluir e descartar a tentativa</translation>
    </message>
    <message>
        <source> Its unfinished attempt was discarded.</source>
        <translation> A tentativa não concluída foi descartada.</translation>
    </message>
    <message>
        <source>Deleted {title}. Its past attempts stay in History.</source>
        <translation>{title} excluído. As tentativas anteriores continuam no Histórico.</translation>
    </message>
    <message>
        <source>Export the bank</source>
        <translation>Exportar o banco</translation>
    </message>
    <message>
        <source>This bank came sealed with a classroom build: it has no answer key, so it cannot be exported.</source>
        <translation>Este banco veio lacrado em uma versão para sala de aula: não tem gabarito, por isso não pode ser exportado.</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation>Não é possível gravar {path}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n question(s) to {path}.</source>
        <translation>
            <numerusform>%n questão gravada em {path}.</numerusform>
            <numerusform>%n questões gravadas em {path}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BankPage</name>
    <message>
        <source>All questions</source>
        <extracomment>Below this width the browser hides its type and next-review columns for the prompt. The browser&apos;s &quot;show&quot; filter: item text and the filter&apos;s name (domain.question_search).</extracomment>
        <translation>Todas as questões</translation>
    </message>
    <message>
        <source>Single-select</source>
        <translation>Resposta única</translation>
    </message>
    <message>
        <source>Multi-select</source>
        <translation>Múltipla escolha</translation>
    </message>
    <message>
        <source>Matching</source>
        <translation>Associação</translation>
    </message>
    <message>
        <source>Ordering</source>
        <translation>Ordenação</translation>
    </message>
    <message>
        <source>Short answer</source>
        <translation>Resposta curta</translation>
    </message>
    <message>
        <source>Numeric</source>
        <translation>Numérica</translation>
    </message>
    <message>
        <source>With images</source>
        <translation>Com imagens</translation>
    </message>
    <message>
        <source>Never seen</source>
        <translation>Nunca vistas</translation>
    </message>
    <message>
        <source>Missed recently</source>
        <translation>Erradas recentemente</translation>
    </message>
    <message>
        <source>Due for review</source>
        <translation>Para revisar hoje</translation>
    </message>
    <message>
        <source>Reported</source>
        <translation>Reportadas</translation>
    </message>
    <message>
        <source>Edited here</source>
        <translation>Editadas aqui</translation>
    </message>
    <message>
        <source>Retired</source>
        <translation>Desativadas</translation>
    </message>
    <message>
        <source>Question banks</source>
        <translation>Bancos de questões</translation>
    </message>
    <message>
        <source>Import file…</source>
        <translation>Importar arquivo…</translation>
    </message>
    <message>
        <source>A YAML bank, a Moodle export (GIFT or Moodle XML), an Aiken or plain-text file, a spreadsheet (.csv) or a Markdown practice exam. Importing again updates the bank and keeps your history and your edits.</source>
        <translation>Um banco YAML, uma exportação do Moodle (GIFT ou Moodle XML), um arquivo Aiken ou de texto simples, uma planilha (.csv) ou um simulado em Markdown. Importar de novo atualiza o banco e mantém seu histórico e suas edições.</translation>
    </message>
    <message>
        <source>Problems found in the file</source>
        <translation>Problemas encontrados no arquivo</translation>
    </message>
    <message>
        <source>Open the file</source>
        <translation>Abrir o arquivo</translation>
    </message>
    <message>
        <source>Open the file in your editor to fix the first problem</source>
        <translation>Abrir o arquivo no seu editor para corrigir o primeiro problema</translation>
    </message>
    <message>
        <source>Sort its questions into topics…</source>
        <translation>Classificar as questões por tema…</translation>
    </message>
    <message>
        <source>The file has no categories: give the exam&apos;s domains and get a topic proposed for every question</source>
        <translation>O arquivo não tem categorias: informe os domínios do exame e receba um tema sugerido para cada questão</translation>
    </message>
    <message>
        <source>Banks</source>
        <translation>Bancos</translation>
    </message>
    <message>
        <source>Banks and their topics</source>
        <translation>Bancos e seus temas</translation>
    </message>
    <message>
        <source>Bank / topic</source>
        <translation>Banco / tema</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Questões</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Renomear…</translation>
    </message>
    <message>
        <source>Give the selected bank a new title</source>
        <translation>Dar um novo título ao banco selecionado</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Excluir…</translation>
    </message>
    <message>
        <source>Delete the selected bank (asks first; its past attempts stay in History)</source>
        <translation>Excluir o banco selecionado (pede confirmação; as tentativas anteriores continuam no Histórico)</translation>
    </message>
    <message>
        <source>Topics…</source>
        <translation>Temas…</translation>
    </message>
    <message>
        <source>Add, rename, merge or delete the bank&apos;s topics</source>
        <translation>Adicionar, renomear, mesclar ou excluir os temas do banco</translation>
    </message>
    <message>
        <source>Propose topics…</source>
        <translation>Sugerir temas…</translation>
    </message>
    <message>
        <source>Sort the questions into the exam&apos;s domains (for banks without categories)</source>
        <translation>Classificar as questões pelos domínios do exame (para bancos sem categorias)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Write the bank, with your edits, as YAML, GIFT or Moodle XML</source>
        <translation>Salvar o banco, com suas edições, como YAML, GIFT ou Moodle XML</translation>
    </message>
    <message>
        <source>Search questions</source>
        <translation>Pesquisar questões</translation>
    </message>
    <message>
        <source>Every word you type must occur in the question&apos;s id, prompt, choices or explanations; case and accents do not matter.</source>
        <translation>Cada palavra digitada deve aparecer no id, no enunciado, nas alternativas ou nas explicações da questão; maiúsculas e acentos não importam.</translation>
    </message>
    <message>
        <source>Case study</source>
        <translation>Estudo de caso</translation>
    </message>
    <message>
        <source>Show the questions of one case study</source>
        <translation>Mostrar as questões de um estudo de caso</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colunas</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>Questions of the selected bank</source>
        <translation>Questões do banco selecionado</translation>
    </message>
    <message>
        <source>Click to sort; right-click to choose the columns</source>
        <translation>Clique para ordenar; clique com o botão direito para escolher as colunas</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nova</translation>
    </message>
    <message>
        <source>Write a new question for this bank</source>
        <translation>Escrever uma nova questão para este banco</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <source>Edit the selected question (or double-click it, or press Enter)</source>
        <translation>Editar a questão selecionada (ou clique duas vezes nela, ou pressione Enter)</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplicar</translation>
    </message>
    <message>
        <source>A new question starting as a copy of the selected one</source>
        <translation>Uma nova questão criada como cópia da selecionada</translation>
    </message>
    <message>
        <source>Retire</source>
        <translation>Desativar</translation>
    </message>
    <message>
        <source>Retired questions stay in past attempts but are never drawn again</source>
        <translation>Questões desativadas continuam nas tentativas anteriores, mas não são mais sorteadas</translation>
    </message>
    <message>
        <source>Selected ▾</source>
        <translation>Seleção ▾</translation>
    </message>
    <message>
        <source>Move, delete or export the selected questions</source>
        <translation>Mover, excluir ou exportar as questões selecionadas</translation>
    </message>
    <message>
        <source>Actions on the selected questions</source>
        <translation>Ações nas questões selecionadas</translation>
    </message>
    <message>
        <source>Set topic…</source>
        <translation>Definir tema…</translation>
    </message>
    <message>
        <source>Export as a bank file…</source>
        <translation>Exportar como arquivo de banco…</translation>
    </message>
    <message>
        <source>Single</source>
        <translation>Única</translation>
    </message>
</context>
<context>
    <name>BrowserController</name>
    <message>
        <source>Questions</source>
        <extracomment>Banks up to this size are listed at once; larger ones in the background (a 100,000- question bank takes seconds to read and index). Each reload is numbered; only the newest one&apos;s result is shown (an older one that finishes later would put back what an edit or a retire has just changed).</extracomment>
        <translation>Questões</translation>
    </message>
    <message>
        <source>Questions of {title}</source>
        <translation>Questões de {title}</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Carregando…</translation>
    </message>
    <message>
        <source>All topics</source>
        <translation>Todos os temas</translation>
    </message>
    <message>
        <source>Case study: all</source>
        <translation>Estudo de caso: todos</translation>
    </message>
    <message>
        <source>In a case study</source>
        <translation>Em um estudo de caso</translation>
    </message>
    <message>
        <source>Not in a case study</source>
        <translation>Fora dos estudos de caso</translation>
    </message>
    <message>
        <source>Could not list the questions: {error}</source>
        <translation>Não foi possível listar as questões: {error}</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n questão</numerusform>
            <numerusform>%n questões</numerusform>
        </translation>
    </message>
    <message>
        <source>{shown} of {total}</source>
        <translation>{shown} de {total}</translation>
    </message>
    <message>
        <source>No question matches. Clear the search or the filters.</source>
        <translation>Nenhuma questão corresponde. Limpe a pesquisa ou os filtros.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurar</translation>
    </message>
    <message>
        <source>Retire</source>
        <translation>Desativar</translation>
    </message>
    <message>
        <source>Saved question {id}.</source>
        <translation>Questão {id} salva.</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) restored.</source>
        <translation>
            <numerusform>%n questão restaurada.</numerusform>
            <numerusform>%n questões restauradas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) retired: kept in past attempts, never drawn.</source>
        <translation>
            <numerusform>%n questão desativada: mantida nas tentativas anteriores, não será mais sorteada.</numerusform>
            <numerusform>%n questões desativadas: mantidas nas tentativas anteriores, não serão mais sorteadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Set topic</source>
        <translation>Definir tema</translation>
    </message>
    <message numerus="yes">
        <source>Move %n question(s) to the topic:</source>
        <translation>
            <numerusform>Mover %n questão para o tema:</numerusform>
            <numerusform>Mover %n questões para o tema:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) moved to {topic}.</source>
        <translation>
            <numerusform>%n questão movida para {topic}.</numerusform>
            <numerusform>%n questões movidas para {topic}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete questions</source>
        <translation>Excluir questões</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n question(s) from this bank?</source>
        <translation>
            <numerusform>Excluir %n questão deste banco?</numerusform>
            <numerusform>Excluir %n questões deste banco?</numerusform>
        </translation>
    </message>
    <message>
        <source>They go from the bank and are never drawn again; past attempts still show them as they were. To keep them out of exams but restorable, retire them instead.</source>
        <translation>Elas saem do banco e não serão mais sorteadas; as tentativas anteriores continuam a mostrá-las como eram. Para tirá-las dos exames mas poder restaurá-las, desative-as.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Excluir</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) deleted.</source>
        <translation>
            <numerusform>%n questão excluída.</numerusform>
            <numerusform>%n questões excluídas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the selected questions</source>
        <translation>Exportar as questões selecionadas</translation>
    </message>
    <message>
        <source>This bank came sealed with a classroom build: it has no answer key, so it cannot be exported.</source>
        <translation>Este banco veio lacrado em uma versão para sala de aula: não tem gabarito, por isso não pode ser exportado.</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation>Não é possível gravar {path}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n question(s) to {path}.</source>
        <translation>
            <numerusform>%n questão gravada em {path}.</numerusform>
            <numerusform>%n questões gravadas em {path}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChoiceList</name>
    <message>
        <source>correct, chosen</source>
        <extracomment>What moves a choice&apos;s text besides a new text or key letter. The letters choices are labelled by; a choice is also selected by its number (1-9) and by its letter, unless the letter is bound to another action on the exam page. Flag, I guessed, next and previous question. Buttons of each kind made with the page; more are made when a question needs them. The mark beside a checked choice: right, wrong (chosen but not right), missed (right, not chosen).</extracomment>
        <translation>correta, escolhida</translation>
    </message>
    <message>
        <source>wrong, chosen</source>
        <translation>errada, escolhida</translation>
    </message>
    <message>
        <source>correct, missed</source>
        <translation>correta, não escolhida</translation>
    </message>
    <message>
        <source>wrong, not chosen</source>
        <translation>errada, não escolhida</translation>
    </message>
    <message>
        <source>Press {keys}; right-click or Shift+{key} to strike it out</source>
        <translation>Pressione {keys}; clique com o botão direito ou Shift+{key} para riscá-la</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>Click to choose; right-click to strike it out</source>
        <translation>Clique para escolher; clique com o botão direito para riscá-la</translation>
    </message>
</context>
<context>
    <name>ChoiceRow</name>
    <message>
        <source>Why</source>
        <extracomment>Rows of text the prompt and the full explanation show before they scroll.</extracomment>
        <translation>Por quê</translation>
    </message>
    <message>
        <source>Choice {n} is correct</source>
        <translation>A alternativa {n} é correta</translation>
    </message>
    <message>
        <source>Tick the correct choices</source>
        <translation>Marque as alternativas corretas</translation>
    </message>
    <message>
        <source>Choice {n}</source>
        <translation>Alternativa {n}</translation>
    </message>
    <message>
        <source>Why choice {n} is right or wrong</source>
        <translation>Por que a alternativa {n} está certa ou errada</translation>
    </message>
    <message>
        <source>Why it is right or wrong (optional)</source>
        <translation>Por que está certa ou errada (opcional)</translation>
    </message>
    <message>
        <source>Remove choice {n}</source>
        <translation>Remover a alternativa {n}</translation>
    </message>
    <message>
        <source>Remove this choice</source>
        <translation>Remover esta alternativa</translation>
    </message>
</context>
<context>
    <name>ConflictDialog</name>
    <message>
        <source>The question changed meanwhile</source>
        <translation>A questão foi alterada nesse meio-tempo</translation>
    </message>
    <message>
        <source>This question was deleted (in another window) while you edited it. Your version is below: copy what you need, then close the editor.</source>
        <translation>Esta questão foi excluída (em outra janela) enquanto você a editava. Sua versão está abaixo: copie o que precisar e feche o editor.</translation>
    </message>
    <message>
        <source>Someone saved this question (in another window, or by importing its file) while you were editing it. Nothing was overwritten: compare the two versions and choose.</source>
        <translation>Alguém salvou esta questão (em outra janela, ou importando o arquivo) enquanto você a editava. Nada foi sobrescrito: compare as duas versões e escolha.</translation>
    </message>
    <message>
        <source>Your version</source>
        <translation>Sua versão</translation>
    </message>
    <message>
        <source>(deleted)</source>
        <translation>(excluída)</translation>
    </message>
    <message>
        <source>Saved meanwhile</source>
        <translation>Salva nesse meio-tempo</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>Continuar editando</translation>
    </message>
    <message>
        <source>Close the editor</source>
        <translation>Fechar o editor</translation>
    </message>
    <message>
        <source>Take the saved version</source>
        <translation>Usar a versão salva</translation>
    </message>
    <message>
        <source>Save mine over it</source>
        <translation>Salvar a minha por cima</translation>
    </message>
</context>
<context>
    <name>DeliveryController</name>
    <message>
        <source>The results server refused your result</source>
        <translation>O servidor de resultados recusou seu resultado</translation>
    </message>
    <message>
        <source>Your result cannot be saved in the results folder {0}</source>
        <translation>Não é possível salvar seu resultado na pasta de resultados {0}</translation>
    </message>
    <message>
        <source>{0} ({1}). It is safe on this computer, but it will not reach your instructor by itself: press “Save result file…”, save it on a USB stick or another folder, and give it to your instructor.</source>
        <translation>{0} ({1}). Ele está seguro neste computador, mas não chegará sozinho ao seu instrutor: clique em “Salvar arquivo de resultado…”, salve-o em um pen drive ou em outra pasta e entregue-o ao seu instrutor.</translation>
    </message>
    <message>
        <source>Sending your result…</source>
        <translation>Enviando seu resultado…</translation>
    </message>
    <message>
        <source>Saving your result…</source>
        <translation>Salvando seu resultado…</translation>
    </message>
    <message>
        <source>Results sent to the class results server.</source>
        <translation>Resultados enviados ao servidor de resultados da turma.</translation>
    </message>
    <message>
        <source>Your result was saved for your instructor: {place}</source>
        <translation>Seu resultado foi salvo para o seu instrutor: {place}</translation>
    </message>
    <message>
        <source>Saved on this computer; it will be sent when the results server is reachable.</source>
        <translation>Salvo neste computador; será enviado quando o servidor de resultados estiver acessível.</translation>
    </message>
    <message>
        <source>The results folder {folder} is not available right now. Your result is safe on this computer and will be copied there automatically as soon as it is back.</source>
        <translation>A pasta de resultados {folder} não está disponível agora. Seu resultado está seguro neste computador e será copiado para lá automaticamente assim que ela voltar.</translation>
    </message>
    <message>
        <source>Save your result file</source>
        <translation>Salvar seu arquivo de resultado</translation>
    </message>
    <message>
        <source>Result files (*.json)</source>
        <translation>Arquivos de resultado (*.json)</translation>
    </message>
    <message>
        <source>Could not save the copy ({0}); try another place.</source>
        <translation>Não foi possível salvar a cópia ({0}); tente outro local.</translation>
    </message>
    <message>
        <source>A copy is saved as {0}: give it to your instructor.</source>
        <translation>Uma cópia foi salva como {0}: entregue-a ao seu instrutor.</translation>
    </message>
</context>
<context>
    <name>EditorController</name>
    <message>
        <source>Question ids never change: history is attached to them</source>
        <extracomment>Empty choice rows a new question starts with.</extracomment>
        <translation>Os IDs das questões nunca mudam: o histórico está vinculado a eles</translation>
    </message>
    <message>
        <source>A new id, unique in this bank</source>
        <translation>Um novo ID, único neste banco</translation>
    </message>
    <message>
        <source>Edit question {id}</source>
        <translation>Editar questão {id}</translation>
    </message>
    <message>
        <source>{id} · {bank}</source>
        <translation>{id} · {bank}</translation>
    </message>
    <message>
        <source>Past attempts keep showing this question as it was; exams started from now on show your changes.{edited}</source>
        <translation>As tentativas anteriores continuam mostrando esta questão como era; os exames iniciados a partir de agora mostram suas alterações.{edited}</translation>
    </message>
    <message>
        <source> It was edited here before, so importing its file again keeps your version.</source>
        <translation> Ela já foi editada aqui, então importar o arquivo de novo mantém a sua versão.</translation>
    </message>
    <message>
        <source>Copy of {id}</source>
        <translation>Cópia de {id}</translation>
    </message>
    <message>
        <source>New question</source>
        <translation>Nova questão</translation>
    </message>
    <message>
        <source>New question in {bank}</source>
        <translation>Nova questão em {bank}</translation>
    </message>
    <message>
        <source>Importing the bank&apos;s file again keeps questions you add.</source>
        <translation>Importar de novo o arquivo do banco mantém as questões que você adicionar.</translation>
    </message>
    <message>
        <source>None: the question stands alone</source>
        <translation>Nenhum: a questão é independente</translation>
    </message>
    <message>
        <source>{title} (no longer in the bank&apos;s file)</source>
        <translation>{title} (não está mais no arquivo do banco)</translation>
    </message>
    <message>
        <source>Reported {when}: {note}</source>
        <translation>Relatado {when}: {note}</translation>
    </message>
    <message>
        <source>(no note)</source>
        <translation>(sem observação)</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) to fix before saving: {fields}.</source>
        <translation>
            <numerusform>%n problema a corrigir antes de salvar: {fields}.</numerusform>
            <numerusform>%n problemas a corrigir antes de salvar: {fields}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Insert an image</source>
        <translation>Inserir uma imagem</translation>
    </message>
    <message>
        <source>{name} is copied into the bank when you save.</source>
        <translation>{name} é copiado para o banco ao salvar.</translation>
    </message>
</context>
<context>
    <name>ExamController</name>
    <message>
        <source>two</source>
        <extracomment>How a bank&apos;s prompt says how many to choose (&quot;(Choose two.)&quot;): English number words. The same numbers in the interface&apos;s language, for the hint&apos;s notes (&quot;tick all two&quot;).</extracomment>
        <translation>duas</translation>
    </message>
    <message>
        <source>three</source>
        <translation>três</translation>
    </message>
    <message>
        <source>four</source>
        <translation>quatro</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinco</translation>
    </message>
    <message>
        <source>six</source>
        <translation>seis</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sete</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>oito</translation>
    </message>
    <message>
        <source>Choose one</source>
        <extracomment>What the hint says, as test centres write it: the number in words, up to eight.</extracomment>
        <translation>Escolha uma</translation>
    </message>
    <message>
        <source>Choose two</source>
        <translation>Escolha duas</translation>
    </message>
    <message>
        <source>Choose three</source>
        <translation>Escolha três</translation>
    </message>
    <message>
        <source>Choose four</source>
        <translation>Escolha quatro</translation>
    </message>
    <message>
        <source>Choose five</source>
        <translation>Escolha cinco</translation>
    </message>
    <message>
        <source>Choose six</source>
        <translation>Escolha seis</translation>
    </message>
    <message>
        <source>Choose seven</source>
        <translation>Escolha sete</translation>
    </message>
    <message>
        <source>Choose eight</source>
        <translation>Escolha oito</translation>
    </message>
    <message>
        <source>Choice {key}, struck out: {verdict}</source>
        <extracomment>&quot;(Choose two.)&quot;, &quot;(Select 2)&quot;, &quot;Choose three.&quot; in a prompt: the bank says it already.</extracomment>
        <translation>Alternativa {key}, riscada: {verdict}</translation>
    </message>
    <message>
        <source>Choice {key}, struck out</source>
        <translation>Alternativa {key}, riscada</translation>
    </message>
    <message>
        <source>Choice {key}: {verdict}</source>
        <translation>Alternativa {key}: {verdict}</translation>
    </message>
    <message>
        <source>Choose {count}</source>
        <translation>Escolha {count}</translation>
    </message>
    <message>
        <source>{selected} of {count} chosen</source>
        <translation>{selected} de {count} escolhidas</translation>
    </message>
    <message>
        <source>untick one first to choose another (you can choose {count})</source>
        <extracomment>Loads an exhibit&apos;s bytes by bank id and name (None when the bank has no such image).</extracomment>
        <translation>desmarque uma antes de escolher outra (você pode escolher {count})</translation>
    </message>
    <message>
        <source>tick all {count} to check</source>
        <translation>marque as {count} para verificar</translation>
    </message>
    <message>
        <source>Leave without saving</source>
        <translation>Sair sem salvar</translation>
    </message>
    <message>
        <source>Not saved: {error}. Everything saved before is safe; repeat your last step once this is fixed.</source>
        <translation>Não salvo: {error}. Tudo o que foi salvo antes está seguro; repita o último passo quando isso for resolvido.</translation>
    </message>
    <message>
        <source>Question {number} of {count}</source>
        <extracomment>A results server to reach (the student URL), instead of the classroom profile&apos;s. Skip logging in to the profile&apos;s results server (a build machine off the class network).</extracomment>
        <translation>Questão {number} de {count}</translation>
    </message>
    <message>
        <source>{hint}: {note}</source>
        <translation>{hint}: {note}</translation>
    </message>
    <message>
        <source>{count} answered</source>
        <translation>{count} respondidas</translation>
    </message>
    <message>
        <source>{count} incomplete</source>
        <translation>{count} incompletas</translation>
    </message>
    <message>
        <source>{count} left</source>
        <translation>{count} restantes</translation>
    </message>
    <message>
        <source>{count} flagged</source>
        <translation>{count} marcadas</translation>
    </message>
    <message>
        <source>Case study: {title}.</source>
        <translation>Estudo de caso: {title}.</translation>
    </message>
    <message>
        <source>✔ Correct</source>
        <translation>✔ Correta</translation>
    </message>
    <message>
        <source>✘ Not quite</source>
        <translation>✘ Não exatamente</translation>
    </message>
    <message>
        <source>No further explanation for this question.</source>
        <translation>Não há mais explicações para esta questão.</translation>
    </message>
    <message>
        <source>Choice {key} struck out.</source>
        <translation>Alternativa {key} riscada.</translation>
    </message>
    <message>
        <source>Choice {key} back in.</source>
        <translation>Alternativa {key} restaurada.</translation>
    </message>
    <message>
        <source>Hide full explanation</source>
        <translation>Ocultar explicação completa</translation>
    </message>
    <message>
        <source>Show full explanation</source>
        <translation>Mostrar explicação completa</translation>
    </message>
    <message>
        <source>Untimed</source>
        <translation>Sem limite</translation>
    </message>
    <message>
        <source>{time} remaining</source>
        <translation>Restam {time}</translation>
    </message>
    <message>
        <source>no time limit</source>
        <translation>sem limite de tempo</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) left.</source>
        <translation>
            <numerusform>Resta %n minuto.</numerusform>
            <numerusform>Restam %n minutos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choice {key}</source>
        <translation>Alternativa {key}</translation>
    </message>
</context>
<context>
    <name>ExamPage</name>
    <message>
        <source>Save a copy…</source>
        <extracomment>Below this page width the navigator shows fewer columns and the buttons say less. Below this page width a paper with case studies gives the navigator fewer columns (the scenario pane needs the room). Below this page height the navigator&apos;s legend moves into the tooltip of its title.</extracomment>
        <translation>Salvar uma cópia…</translation>
    </message>
    <message>
        <source>Save your answers to a new file</source>
        <translation>Salvar suas respostas em um novo arquivo</translation>
    </message>
    <message>
        <source>Save the library, with the answers of this exam, to a file you choose</source>
        <translation>Salvar a biblioteca, com as respostas deste exame, em um arquivo de sua escolha</translation>
    </message>
    <message>
        <source>Question {number} of {count}</source>
        <translation>Questão {number} de {count}</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progresso</translation>
    </message>
    <message>
        <source>Untimed</source>
        <translation>Sem limite</translation>
    </message>
    <message>
        <source>Time remaining</source>
        <translation>Tempo restante</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Questão</translation>
    </message>
    <message>
        <source>Clear answer</source>
        <translation>Limpar resposta</translation>
    </message>
    <message>
        <source>Take this answer back (Backspace or Delete)</source>
        <translation>Limpar esta resposta (Backspace ou Delete)</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Sua resposta</translation>
    </message>
    <message>
        <source>▼ More below: scroll to see every choice</source>
        <translation>▼ Há mais abaixo: role para ver todas as alternativas</translation>
    </message>
    <message>
        <source>Your answer and the right one</source>
        <translation>Sua resposta e a correta</translation>
    </message>
    <message>
        <source>Short explanation</source>
        <translation>Explicação breve</translation>
    </message>
    <message>
        <source>Show full explanation</source>
        <translation>Mostrar explicação completa</translation>
    </message>
    <message>
        <source>Full explanation</source>
        <translation>Explicação completa</translation>
    </message>
    <message>
        <source>Report a problem with this question…</source>
        <translation>Relatar um problema com esta questão…</translation>
    </message>
    <message>
        <source>Report a problem with this question</source>
        <translation>Relatar um problema com esta questão</translation>
    </message>
    <message>
        <source>A wrong key, a typo, an unclear prompt: note it for the Banks page</source>
        <translation>Um gabarito errado, um erro de digitação, um enunciado confuso: anote para a página Bancos</translation>
    </message>
    <message>
        <source>Tinted: answered · dashed: incomplete · bold border: flagged · filled: current</source>
        <translation>Sombreada: respondida · tracejada: incompleta · borda grossa: marcada · preenchida: atual</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Questões</translation>
    </message>
    <message>
        <source>Previous question (← or P)</source>
        <translation>Questão anterior (← ou P)</translation>
    </message>
    <message>
        <source>Flag this question for review (F)</source>
        <translation>Marcar esta questão para revisão (F)</translation>
    </message>
    <message>
        <source>Flag for review</source>
        <translation>Marcar para revisão</translation>
    </message>
    <message>
        <source>Previous question</source>
        <translation>Questão anterior</translation>
    </message>
    <message>
        <source>I guessed</source>
        <translation>Chutei</translation>
    </message>
    <message>
        <source>Mark this answer as a guess, to review it sooner (G)</source>
        <translation>Indicar que esta resposta foi um chute, para revisá-la antes (G)</translation>
    </message>
    <message>
        <source>Check answer</source>
        <translation>Verificar resposta</translation>
    </message>
    <message>
        <source>Reveal whether your answer is right (Space)</source>
        <translation>Mostrar se sua resposta está certa (Espaço)</translation>
    </message>
    <message>
        <source>Next question (→ or N)</source>
        <translation>Próxima questão (→ ou N)</translation>
    </message>
    <message>
        <source>Next question</source>
        <translation>Próxima questão</translation>
    </message>
    <message>
        <source>Review screen</source>
        <translation>Tela de revisão</translation>
    </message>
    <message>
        <source>Back to the review of all questions</source>
        <translation>Voltar à revisão de todas as questões</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ajuda</translation>
    </message>
    <message>
        <source>Modes and keys (F1)</source>
        <translation>Modos e teclas (F1)</translation>
    </message>
    <message>
        <source>Save and exit</source>
        <translation>Salvar e sair</translation>
    </message>
    <message>
        <source>Keep this session for later and go back to Start</source>
        <translation>Guardar esta sessão para depois e voltar ao Início</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>Entregar</translation>
    </message>
    <message>
        <source>Review your answers, then end (Ctrl+Enter)</source>
        <translation>Revisar suas respostas e encerrar (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>⚑ Flagged</source>
        <translation>⚑ Marcada</translation>
    </message>
    <message>
        <source>⚑ Flag</source>
        <translation>⚑ Marcar</translation>
    </message>
    <message>
        <source>{arrow} Previous</source>
        <translation>{arrow} Anterior</translation>
    </message>
    <message>
        <source>Next {arrow}</source>
        <translation>Próxima {arrow}</translation>
    </message>
</context>
<context>
    <name>ExhibitPanel</name>
    <message>
        <source>[Exhibit not available: {name}]</source>
        <extracomment>The width the last thumbnails were given: the next question&apos;s are scaled to it at once, not first to a guess and again when laid out (a smooth scale is a third of a frame).</extracomment>
        <translation>[Anexo indisponível: {name}]</translation>
    </message>
    <message>
        <source>Exhibit</source>
        <translation>Anexo</translation>
    </message>
</context>
<context>
    <name>ExhibitThumbnail</name>
    <message>
        <source>Exhibit: {name}</source>
        <extracomment>Pictures kept decoded and scaled: a candidate goes back and forth between the questions of an exam, and decoding and scaling an exhibit again each time took a quarter of showing its question.</extracomment>
        <translation>Anexo: {name}</translation>
    </message>
    <message>
        <source>Exhibit</source>
        <translation>Anexo</translation>
    </message>
    <message>
        <source>{name} (click to enlarge)</source>
        <translation>{name} (clique para ampliar)</translation>
    </message>
    <message>
        <source>Click to enlarge</source>
        <translation>Clique para ampliar</translation>
    </message>
</context>
<context>
    <name>Explanation</name>
    <message>
        <source>Why each choice</source>
        <translation>Por que cada alternativa</translation>
    </message>
    <message>
        <source>References</source>
        <translation>Referências</translation>
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
        <translation>Mais lento que o ritmo do exame, de {pace} por questão</translation>
    </message>
    <message>
        <source>{correct} of {total} correct</source>
        <translation>{correct} de {total} corretas</translation>
    </message>
    <message>
        <source>{marks} of {total} marks with partial credit ({correct} entirely right)</source>
        <translation>{marks} de {total} pontos com crédito parcial ({correct} totalmente corretas)</translation>
    </message>
    <message>
        <source>{value}%</source>
        <translation>{value}%</translation>
    </message>
    <message>
        <source>{low}-{high}%</source>
        <translation>{low}-{high}%</translation>
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
        <translation>Probabilidade de aprovação: ainda não há respostas suficientes</translation>
    </message>
    <message>
        <source>Pass probability {figure}</source>
        <translation>Probabilidade de aprovação: {figure}</translation>
    </message>
    <message>
        <source>It appears once you have answered at least {answers} questions, from every topic of the exam, in the last {days} days.</source>
        <translation>Aparece quando você tiver respondido pelo menos {answers} questões, de todos os temas do exame, nos últimos {days} dias.</translation>
    </message>
    <message>
        <source>Your chance of passing the full exam if you sat it now, from your answers of the last {days} days (recent ones count more; {answers} answers). The range is where the chance lies with 80% certainty. Questions you marked &apos;I guessed&apos; count as half known.</source>
        <translation>Sua chance de passar no exame completo se o fizesse agora, com base nas suas respostas dos últimos {days} dias (as recentes contam mais; {answers} respostas). O intervalo é onde a chance está com 80% de certeza. Questões marcadas com “Chutei” contam como meio sabidas.</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>timed like the real exam; no feedback until you submit, then your score, PASS or FAIL, and every question reviewed</source>
        <translation>cronometrado como o exame real; sem correção até a entrega; depois, sua pontuação, APROVADO ou REPROVADO, e a revisão de cada questão</translation>
    </message>
    <message>
        <source>check each answer as you go (Space) and read why; save and exit whenever you like and resume later</source>
        <translation>verifique cada resposta à medida que avança (Espaço) e leia o porquê; salve e saia quando quiser e retome depois</translation>
    </message>
    <message>
        <source>a drill on your weakest topics and the questions you missed recently, with feedback on each answer</source>
        <translation>um reforço dos seus temas mais fracos e das questões que você errou recentemente, com correção de cada resposta</translation>
    </message>
    <message>
        <source>the questions spaced review brings back today: those you are about to forget, missed ones sooner</source>
        <translation>as questões que a revisão espaçada traz de volta hoje: as que você está prestes a esquecer, e antes as que errou</translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; or &lt;b&gt;A&lt;/b&gt;–&lt;b&gt;Z&lt;/b&gt; (but F, G, N, P)</source>
        <extracomment>(keys, what they do, self-study only: a classroom exam has no guesses, checks or other pages). Key names are translated too: keyboards label them in their language.</extracomment>
        <translation>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; ou &lt;b&gt;A&lt;/b&gt;–&lt;b&gt;Z&lt;/b&gt; (exceto F, G, N, P)</translation>
    </message>
    <message>
        <source>choose that choice (each shows its letter); on a single-answer question choosing it again keeps it</source>
        <translation>escolher essa alternativa (cada uma mostra sua letra); numa questão de resposta única, escolhê-la de novo a mantém</translation>
    </message>
    <message>
        <source>&lt;b&gt;Backspace&lt;/b&gt; or &lt;b&gt;Delete&lt;/b&gt;</source>
        <translation>&lt;b&gt;Backspace&lt;/b&gt; ou &lt;b&gt;Delete&lt;/b&gt;</translation>
    </message>
    <message>
        <source>clear the answer (or &quot;Clear answer&quot;)</source>
        <translation>limpar a resposta (ou &quot;Limpar resposta&quot;)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shift&lt;/b&gt;+the number or letter, or right-click</source>
        <translation>&lt;b&gt;Shift&lt;/b&gt;+o número ou a letra, ou clique com o botão direito</translation>
    </message>
    <message>
        <source>strike a choice, or a matching option, out (or back in)</source>
        <translation>riscar uma alternativa, ou uma opção de associação (ou restaurá-la)</translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; on a matching question</source>
        <translation>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; numa questão de associação</translation>
    </message>
    <message>
        <source>go to that item&apos;s drop-down; &lt;b&gt;↑&lt;/b&gt;/&lt;b&gt;↓&lt;/b&gt; choose, &lt;b&gt;Delete&lt;/b&gt; clears that item</source>
        <translation>ir à lista suspensa desse item; &lt;b&gt;↑&lt;/b&gt;/&lt;b&gt;↓&lt;/b&gt; escolhem, &lt;b&gt;Delete&lt;/b&gt; limpa esse item</translation>
    </message>
    <message>
        <source>&lt;b&gt;Alt+↑&lt;/b&gt; / &lt;b&gt;Alt+↓&lt;/b&gt;</source>
        <translation>&lt;b&gt;Alt+↑&lt;/b&gt; / &lt;b&gt;Alt+↓&lt;/b&gt;</translation>
    </message>
    <message>
        <source>move the selected item of an ordering question (&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; select one)</source>
        <translation>mover o item selecionado de uma questão de ordenação (&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; selecionam um)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Alt+S&lt;/b&gt; on a case study&apos;s question</source>
        <translation>&lt;b&gt;Alt+S&lt;/b&gt; numa pergunta de estudo de caso</translation>
    </message>
    <message>
        <source>show or hide the scenario; opened, &lt;b&gt;↑&lt;/b&gt;/&lt;b&gt;↓&lt;/b&gt; scroll it</source>
        <translation>mostrar ou ocultar o cenário; aberto, &lt;b&gt;↑&lt;/b&gt;/&lt;b&gt;↓&lt;/b&gt; o rolam</translation>
    </message>
    <message>
        <source>&lt;b&gt;Esc&lt;/b&gt; in the answer box</source>
        <translation>&lt;b&gt;Esc&lt;/b&gt; na caixa de resposta</translation>
    </message>
    <message>
        <source>leave the box, so the keys below work again</source>
        <translation>sair da caixa, para que as teclas abaixo voltem a funcionar</translation>
    </message>
    <message>
        <source>&lt;b&gt;→&lt;/b&gt; or &lt;b&gt;N&lt;/b&gt;</source>
        <translation>&lt;b&gt;→&lt;/b&gt; ou &lt;b&gt;N&lt;/b&gt;</translation>
    </message>
    <message>
        <source>next question</source>
        <translation>próxima questão</translation>
    </message>
    <message>
        <source>&lt;b&gt;←&lt;/b&gt; or &lt;b&gt;P&lt;/b&gt;</source>
        <translation>&lt;b&gt;←&lt;/b&gt; ou &lt;b&gt;P&lt;/b&gt;</translation>
    </message>
    <message>
        <source>previous question</source>
        <translation>questão anterior</translation>
    </message>
    <message>
        <source>&lt;b&gt;F&lt;/b&gt;</source>
        <translation>&lt;b&gt;F&lt;/b&gt;</translation>
    </message>
    <message>
        <source>flag or unflag the question for review</source>
        <translation>marcar ou desmarcar a questão para revisão</translation>
    </message>
    <message>
        <source>&lt;b&gt;G&lt;/b&gt;</source>
        <translation>&lt;b&gt;G&lt;/b&gt;</translation>
    </message>
    <message>
        <source>mark the answer as a guess (&quot;I guessed&quot;)</source>
        <translation>indicar que a resposta foi um chute (&quot;Chutei&quot;)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Space&lt;/b&gt; (&lt;b&gt;Enter&lt;/b&gt; in the answer box)</source>
        <translation>&lt;b&gt;Espaço&lt;/b&gt; (&lt;b&gt;Enter&lt;/b&gt; na caixa de resposta)</translation>
    </message>
    <message>
        <source>check the answer (practice, drills, review)</source>
        <translation>verificar a resposta (prática, reforço, revisão)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+Enter&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ctrl+Enter&lt;/b&gt;</translation>
    </message>
    <message>
        <source>review your answers before you finish</source>
        <translation>revisar suas respostas antes de concluir</translation>
    </message>
    <message>
        <source>&lt;b&gt;Enter&lt;/b&gt; on the review screen</source>
        <translation>&lt;b&gt;Enter&lt;/b&gt; na tela de revisão</translation>
    </message>
    <message>
        <source>go to the selected question</source>
        <translation>ir para a questão selecionada</translation>
    </message>
    <message>
        <source>&lt;b&gt;Enter&lt;/b&gt; on the Start page</source>
        <translation>&lt;b&gt;Enter&lt;/b&gt; na página Início</translation>
    </message>
    <message>
        <source>start</source>
        <translation>iniciar</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+1&lt;/b&gt; / &lt;b&gt;Ctrl+2&lt;/b&gt; / &lt;b&gt;Ctrl+3&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ctrl+1&lt;/b&gt; / &lt;b&gt;Ctrl+2&lt;/b&gt; / &lt;b&gt;Ctrl+3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Start, History, Banks (outside an exam)</source>
        <translation>Início, Histórico, Bancos (fora de um exame)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl++&lt;/b&gt; / &lt;b&gt;Ctrl+-&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ctrl++&lt;/b&gt; / &lt;b&gt;Ctrl+-&lt;/b&gt;</translation>
    </message>
    <message>
        <source>larger or smaller text</source>
        <translation>texto maior ou menor</translation>
    </message>
    <message>
        <source>&lt;b&gt;F11&lt;/b&gt;</source>
        <translation>&lt;b&gt;F11&lt;/b&gt;</translation>
    </message>
    <message>
        <source>full screen on or off</source>
        <translation>ativar ou desativar tela cheia</translation>
    </message>
    <message>
        <source>&lt;b&gt;F1&lt;/b&gt;</source>
        <translation>&lt;b&gt;F1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>this help</source>
        <translation>esta ajuda</translation>
    </message>
    <message>
        <source>Modes</source>
        <translation>Modos</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Help: modes and keys</source>
        <translation>Ajuda: modos e teclas</translation>
    </message>
    <message>
        <source>This exam</source>
        <translation>Este exame</translation>
    </message>
    <message>
        <source>Your instructor set this exam: its questions, time limit and pass mark. The clock keeps running if the app is closed; if it is, start it again and resume. When you hand in (or time runs out) your result goes to your instructor.</source>
        <translation>Seu instrutor configurou este exame: as questões, o limite de tempo e a nota mínima. O relógio continua correndo mesmo com o aplicativo fechado; se ele fechar, abra-o de novo e retome. Ao entregar (ou quando o tempo acabar), seu resultado vai para o seu instrutor.</translation>
    </message>
</context>
<context>
    <name>HistoryController</name>
    <message>
        <source>{title} (deleted)</source>
        <extracomment>The pass-probability line: teal, apart from the score&apos;s accent and the amber pass mark.</extracomment>
        <translation>{title} (excluído)</translation>
    </message>
    <message>
        <source>{verdict} · timed out</source>
        <translation>{verdict} · tempo esgotado</translation>
    </message>
    <message>
        <source>{used} · {per_question}/q</source>
        <translation>{used} · {per_question}/questão</translation>
    </message>
    <message>
        <source>Time used · average time per question</source>
        <translation>Tempo usado · tempo médio por questão</translation>
    </message>
    <message numerus="yes">
        <source>{readiness} · %n question(s) due for review</source>
        <translation>
            <numerusform>{readiness} · %n questão pendente de revisão</numerusform>
            <numerusform>{readiness} · %n questões pendentes de revisão</numerusform>
        </translation>
    </message>
    <message>
        <source>{time} · slow</source>
        <translation>{time} · lento</translation>
    </message>
    <message>
        <source>{correct} of {answered} right, {guessed} of them marked &apos;I guessed&apos; (shaky)</source>
        <translation>{correct} de {answered} corretas, {guessed} delas marcadas com “Chutei” (incertas)</translation>
    </message>
    <message>
        <source>{correct} of {answered} right</source>
        <translation>{correct} de {answered} corretas</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>Pass probability</source>
        <translation>Probabilidade de aprovação</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>Nota mínima</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>History</source>
        <extracomment>Below this page width the tables and the charts are stacked. The attempts table shows this many rows before it scrolls on its own.</extracomment>
        <translation>Histórico</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Banco</translation>
    </message>
    <message>
        <source>Score and pass probability</source>
        <translation>Pontuação e probabilidade de aprovação</translation>
    </message>
    <message>
        <source>Accuracy by topic</source>
        <translation>Acertos por tema</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Tentativas</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Past attempts</source>
        <translation>Tentativas anteriores</translation>
    </message>
    <message>
        <source>Double-click an attempt (or select it and press Enter) to review it.</source>
        <translation>Clique duas vezes em uma tentativa (ou selecione-a e pressione Enter) para revisá-la.</translation>
    </message>
    <message>
        <source>Progress by topic</source>
        <translation>Progresso por tema</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Respostas</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Acertos</translation>
    </message>
    <message>
        <source>Mastery</source>
        <translation>Conhecimento</translation>
    </message>
    <message>
        <source>Avg. time</source>
        <translation>Tempo médio</translation>
    </message>
    <message>
        <source>Mastery: the estimated chance you know a question of the topic now; recent answers count more, and answers marked &apos;I guessed&apos; count as half known. * some right answers were guesses (hover for how many).</source>
        <translation>Conhecimento: a chance estimada de você saber agora uma questão do tema; as respostas recentes contam mais, e as marcadas com “Chutei” contam como meio sabidas. * algumas respostas certas foram chutes (passe o mouse para ver quantas).</translation>
    </message>
</context>
<context>
    <name>ImportPreviewController</name>
    <message>
        <source>Import {name}</source>
        <extracomment>The roles a sheet column can be given, in the order the combo boxes offer them.</extracomment>
        <translation>Importar {name}</translation>
    </message>
    <message>
        <source>Detected format</source>
        <translation>Formato detectado</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>Lendo {name}…</translation>
    </message>
    <message>
        <source>No question can be shown until the file is read.</source>
        <translation>Nenhuma questão pode ser exibida até o arquivo ser lido.</translation>
    </message>
    <message>
        <source>Nothing can be imported from this file as it is read now.</source>
        <translation>Nada pode ser importado deste arquivo da forma como ele está sendo lido.</translation>
    </message>
    <message>
        <source>Try another format above, or fix the file.</source>
        <translation>Tente outro formato acima ou corrija o arquivo.</translation>
    </message>
    <message>
        <source>Say below what each column holds.</source>
        <translation>Indique abaixo o que cada coluna contém.</translation>
    </message>
    <message>
        <source>{format}: {family}</source>
        <translation>{format}: {family}</translation>
    </message>
    <message numerus="yes">
        <source>Found %n question(s)</source>
        <translation>
            <numerusform>%n questão encontrada</numerusform>
            <numerusform>%n questões encontradas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n will be imported</source>
        <translation>
            <numerusform>%n será importada</numerusform>
            <numerusform>%n serão importadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n ignorada</numerusform>
            <numerusform>%n ignoradas</numerusform>
        </translation>
    </message>
    <message>
        <source>Topics: {topics}</source>
        <translation>Temas: {topics}</translation>
    </message>
    <message>
        <source>column {number}</source>
        <translation>coluna {number}</translation>
    </message>
    <message>
        <source>What the column &apos;{name}&apos; holds</source>
        <translation>O que a coluna “{name}” contém</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Questão</translation>
    </message>
    <message>
        <source>Choice (in column order)</source>
        <translation>Alternativa (na ordem das colunas)</translation>
    </message>
    <message>
        <source>All choices (separated by ;)</source>
        <translation>Todas as alternativas (separadas por ;)</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Resposta</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Explicação</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Question id</source>
        <translation>ID da questão</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Etiquetas</translation>
    </message>
    <message>
        <source>Not used</source>
        <translation>Não usada</translation>
    </message>
    <message>
        <source>Choose {count}</source>
        <translation>Escolha {count}</translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation>Importando {name}…</translation>
    </message>
</context>
<context>
    <name>ImportPreviewDialog</name>
    <message>
        <source>Import preview</source>
        <translation>Prévia da importação</translation>
    </message>
    <message>
        <source>Read as:</source>
        <translation>Ler como:</translation>
    </message>
    <message>
        <source>Format to read the file as</source>
        <translation>Formato para ler o arquivo</translation>
    </message>
    <message>
        <source>Questions that would be skipped, and why</source>
        <translation>Questões que seriam ignoradas, e por quê</translation>
    </message>
    <message>
        <source>What each column holds</source>
        <translation>O que cada coluna contém</translation>
    </message>
    <message>
        <source>Sample question</source>
        <translation>Questão de exemplo</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>KeptAnswersController</name>
    <message>
        <source>Not saved: the database file {path} was moved, replaced or deleted. Your answers are kept in this window; save a copy to keep them.</source>
        <extracomment>Saves the library as this window sees it to a file, with the attempt&apos;s kept answers.</extracomment>
        <translation>Não salvo: o arquivo do banco de dados {path} foi movido, substituído ou excluído. Suas respostas estão guardadas nesta janela; salve uma cópia para não perdê-las.</translation>
    </message>
    <message>
        <source>Save your answers to a new file</source>
        <translation>Salvar suas respostas em um novo arquivo</translation>
    </message>
    <message>
        <source>Exam Simulator database (*.db)</source>
        <translation>Banco de dados do Exam Simulator (*.db)</translation>
    </message>
    <message>
        <source>Not saved: the copy could not be written to {path} ({reason}). Your answers are still kept in this window; try another folder.</source>
        <translation>Não salvo: não foi possível gravar a cópia em {path} ({reason}). Suas respostas continuam guardadas nesta janela; tente outra pasta.</translation>
    </message>
    <message>
        <source>Saved to {path}. Your answers are safe again and are saved there as you go; to use this file next time: exam-simulator --db sqlite:///{path}</source>
        <translation>Salvo em {path}. Suas respostas estão seguras de novo e são salvas lá à medida que você avança; para usar este arquivo da próxima vez: exam-simulator --db sqlite:///{path}</translation>
    </message>
    <message>
        <source>Answers not saved</source>
        <translation>Respostas não salvas</translation>
    </message>
    <message>
        <source>Your answers since the database file went away are not saved: they are only in this window.</source>
        <translation>Suas respostas desde que o arquivo do banco de dados sumiu não foram salvas: estão apenas nesta janela.</translation>
    </message>
    <message>
        <source>Save a copy of them first?</source>
        <translation>Salvar uma cópia delas antes?</translation>
    </message>
    <message>
        <source>Save a copy…</source>
        <translation>Salvar uma cópia…</translation>
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
        <translation>Salvo. Retome pela página Início quando quiser.</translation>
    </message>
    <message>
        <source>This exam was already submitted (in another window).</source>
        <translation>Este exame já foi entregue (em outra janela).</translation>
    </message>
    <message>
        <source>This attempt was discarded in another window.</source>
        <translation>Esta tentativa foi descartada em outra janela.</translation>
    </message>
    <message>
        <source>This attempt was resumed in another window; continue it there.</source>
        <translation>Esta tentativa foi retomada em outra janela; continue por lá.</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>O tempo acabou</translation>
    </message>
    <message>
        <source>Time ran out, so your answers were submitted automatically.</source>
        <translation>O tempo acabou, por isso suas respostas foram entregues automaticamente.</translation>
    </message>
    <message>
        <source>Reported. The question is marked on the Banks page (show: Reported), where it can be fixed.</source>
        <translation>Reportada. A questão fica marcada na página Bancos (mostrar: Reportadas), onde pode ser corrigida.</translation>
    </message>
    <message>
        <source>Exam Simulator: {name}</source>
        <translation>Exam Simulator: {name}</translation>
    </message>
    <message>
        <source>The interface is in {language}.</source>
        <translation>A interface está em {language}.</translation>
    </message>
    <message>
        <source>The interface will be in {language} when Exam Simulator starts again.</source>
        <translation>A interface estará em {language} na próxima vez que o Exam Simulator for iniciado.</translation>
    </message>
    <message numerus="yes">
        <source>Desired retention {value}: %n review date(s) moved.</source>
        <translation>
            <numerusform>Retenção desejada {value}: %n data de revisão alterada.</numerusform>
            <numerusform>Retenção desejada {value}: %n datas de revisão alteradas.</numerusform>
        </translation>
    </message>
    <message>
        <source>About Exam Simulator</source>
        <translation>Sobre o Exam Simulator</translation>
    </message>
    <message>
        <source>Exam Simulator {version}
Offline practice for certification exams.</source>
        <translation>Exam Simulator {version}
Prática sem conexão para exames de certificação.</translation>
    </message>
    <message>
        <source>Close without saving</source>
        <translation>Fechar sem salvar</translation>
    </message>
</context>
<context>
    <name>MatchingPanel</name>
    <message>
        <source>Options (right-click one to cross it out):</source>
        <extracomment>The letters the options are listed by (and struck out with, Shift+letter).</extracomment>
        <translation>Opções (clique com o botão direito em uma para riscá-la):</translation>
    </message>
    <message>
        <source>Choose a match</source>
        <translation>Escolha a correspondência</translation>
    </message>
    <message>
        <source>Right-click, or Shift+{0}, to cross this option out</source>
        <translation>Clique com o botão direito, ou Shift+{0}, para riscar esta opção</translation>
    </message>
    <message>
        <source>Item {0}: choose its match</source>
        <translation>Item {0}: escolha a correspondência</translation>
    </message>
    <message>
        <source>Clear the match of item {0}</source>
        <translation>Limpar a correspondência do item {0}</translation>
    </message>
    <message>
        <source>Clear this match (Delete)</source>
        <translation>Limpar esta correspondência (Delete)</translation>
    </message>
    <message>
        <source>crossed out</source>
        <translation>riscada</translation>
    </message>
    <message>
        <source>right</source>
        <translation>correta</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>errada</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>the database {name} holds tables that are not Exam Simulator&apos;s; choose another database with --db</source>
        <extracomment>SQLite&apos;s `synchronous` for every transaction, except those opened with `Database.session(durable=False)`, which use SYNC_LAZY. In WAL mode FULL syncs the log at each commit; NORMAL only writes it (a crash of the app loses nothing, a power cut may lose the last commits) and the next FULL commit syncs those frames too. Without WAL (a file system that refuses it) NORMAL could corrupt the file on a power cut, so there every transaction stays FULL.</extracomment>
        <translation>o banco de dados {name} contém tabelas que não são do Exam Simulator; escolha outro banco de dados com --db</translation>
    </message>
    <message>
        <source>the database {name} was written by a newer version of Exam Simulator (schema {revision}; this version reads up to {readable}). Update Exam Simulator, or use another database with --db.</source>
        <translation>o banco de dados {name} foi gravado por uma versão mais nova do Exam Simulator (esquema {revision}; esta versão lê até {readable}). Atualize o Exam Simulator ou use outro banco de dados com --db.</translation>
    </message>
    <message>
        <source>the database file {path} was moved, replaced or deleted while Exam Simulator was using it; nothing more is written to it</source>
        <translation>o arquivo do banco de dados {path} foi movido, substituído ou excluído enquanto o Exam Simulator o usava; nada mais é gravado nele</translation>
    </message>
    <message>
        <source>the database {name} is not an Exam Simulator database or is damaged ({reason}); nothing was changed. Move it aside, or choose another database with --db</source>
        <translation>o banco de dados {name} não é do Exam Simulator ou está danificado ({reason}); nada foi alterado. Mova-o para outro lugar ou escolha outro banco de dados com --db</translation>
    </message>
    <message>
        <source>the database {name} cannot be written: the disk is full ({reason}); nothing was changed. Free some space and try again</source>
        <translation>não é possível gravar no banco de dados {name}: o disco está cheio ({reason}); nada foi alterado. Libere espaço e tente de novo</translation>
    </message>
    <message>
        <source>the database {name} is read-only ({reason}); nothing was changed. Make the file writable, or choose another database with --db</source>
        <translation>o banco de dados {name} é somente leitura ({reason}); nada foi alterado. Permita a gravação no arquivo ou escolha outro banco de dados com --db</translation>
    </message>
    <message>
        <source>the database {name} is busy: another program is writing to it ({reason}); nothing was changed. Try again in a moment</source>
        <translation>o banco de dados {name} está ocupado: outro programa está gravando nele ({reason}); nada foi alterado. Tente de novo em instantes</translation>
    </message>
    <message>
        <source>cannot open the database {name}: {reason}</source>
        <translation>não é possível abrir o banco de dados {name}: {reason}</translation>
    </message>
    <message>
        <source>the database {name} reported an error: {reason}</source>
        <translation>o banco de dados {name} informou um erro: {reason}</translation>
    </message>
    <message>
        <source>{topic}: {correct} of {total} correct ({percent}%); drill it next</source>
        <extracomment>A topic needs this many answers before it is called strong. z for a two-sided 95% interval.</extracomment>
        <translation>{topic}: {correct} de {total} corretas ({percent}%); reforce em seguida</translation>
    </message>
    <message>
        <source>{topic}: {correct} of {total} correct ({percent}%); drill it soon</source>
        <translation>{topic}: {correct} de {total} corretas ({percent}%); reforce em breve</translation>
    </message>
    <message>
        <source>An exam needs at least one question.</source>
        <extracomment>The kinds of practice set, with what each draws from. How many recent attempts &quot;missed&quot; and &quot;flagged&quot; look back by default.</extracomment>
        <translation>Um exame precisa de pelo menos uma questão.</translation>
    </message>
    <message>
        <source>The time limit cannot be negative (use 0 for an untimed exam).</source>
        <translation>O limite de tempo não pode ser negativo (use 0 para um exame sem limite de tempo).</translation>
    </message>
    <message>
        <source>The pass mark must be between 0% and 100%, not {percent}%.</source>
        <translation>A nota mínima deve estar entre 0% e 100%, não {percent}%.</translation>
    </message>
    <message>
        <source>Topic weights cannot be negative: {topics}.</source>
        <translation>Os pesos dos temas não podem ser negativos: {topics}.</translation>
    </message>
    <message>
        <source>The bank {bank!r} has no topic {topics}.</source>
        <translation>O banco {bank!r} não tem o tema {topics}.</translation>
    </message>
    <message>
        <source>No questions match these topics.</source>
        <translation>Nenhuma questão corresponde a estes temas.</translation>
    </message>
    <message>
        <source>Enter your name and student ID first.</source>
        <extracomment>Longest student name and student ID the app accepts (what the database and a results server store, and short enough for a result file&apos;s name on every file system). Extra time an accommodation may grant, in percent of the time limit. The extra time a self-study candidate can choose (View menu), as test centres grant it.</extracomment>
        <translation>Informe primeiro seu nome e sua matrícula.</translation>
    </message>
    <message>
        <source>Your name is {length} characters long; at most {limit} fit.</source>
        <translation>Seu nome tem {length} caracteres; cabem no máximo {limit}.</translation>
    </message>
    <message>
        <source>Your student ID is {length} characters long; at most {limit} fit.</source>
        <translation>Sua matrícula tem {length} caracteres; cabem no máximo {limit}.</translation>
    </message>
    <message>
        <source>Your name holds a character that cannot be printed; type it again.</source>
        <translation>Seu nome contém um caractere que não pode ser impresso; digite-o de novo.</translation>
    </message>
    <message>
        <source>Your student ID holds a character that cannot be printed; type it again.</source>
        <translation>Sua matrícula contém um caractere que não pode ser impresso; digite-a de novo.</translation>
    </message>
    <message>
        <source>No question of the chosen topics is due for review today; tick more topics or choose another mode.</source>
        <translation>Nenhuma questão dos temas escolhidos está pendente de revisão hoje; marque mais temas ou escolha outro modo.</translation>
    </message>
    <message>
        <source>No question of this bank is due for review today. The next one is due on {day}.</source>
        <translation>Nenhuma questão deste banco está pendente de revisão hoje. A próxima será em {day}.</translation>
    </message>
    <message>
        <source>No question of this bank is due for review today.</source>
        <translation>Nenhuma questão deste banco está pendente de revisão hoje.</translation>
    </message>
    <message>
        <source>That attempt is no longer unfinished; start a new one.</source>
        <translation>Essa tentativa já não está em andamento; comece uma nova.</translation>
    </message>
    <message>
        <source>There is no bank &apos;{bank}&apos;; import it first.</source>
        <translation>Não existe o banco “{bank}”; importe-o primeiro.</translation>
    </message>
    <message>
        <source>The classroom profile names the bank &apos;{bank}&apos;, which is not installed.</source>
        <translation>O perfil da turma indica o banco “{bank}”, que não está instalado.</translation>
    </message>
</context>
<context>
    <name>Navigation</name>
    <message>
        <source>Start</source>
        <translation>Início</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Histórico</translation>
    </message>
    <message>
        <source>Banks</source>
        <translation>Bancos</translation>
    </message>
    <message>
        <source>Finish the exam (or save and exit a practice session) first</source>
        <translation>Conclua o exame primeiro (ou salve e saia da sessão de prática)</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>Navegação</translation>
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
        <translation>Valor, ex. 73856</translation>
    </message>
    <message>
        <source>Tolerance (0)</source>
        <translation>Tolerância (0)</translation>
    </message>
    <message>
        <source>Remove this value</source>
        <translation>Remover este valor</translation>
    </message>
    <message>
        <source>Accepted value {n}</source>
        <translation>Valor aceito {n}</translation>
    </message>
    <message>
        <source>Tolerance of value {n}</source>
        <translation>Tolerância do valor {n}</translation>
    </message>
    <message>
        <source>Remove value {n}</source>
        <translation>Remover o valor {n}</translation>
    </message>
</context>
<context>
    <name>OrderingPanel</name>
    <message>
        <source>Items in your order, first at the top</source>
        <extracomment>Left and right padding plus border of `QListWidget#orderList::item` in app.qss.</extracomment>
        <translation>Itens na sua ordem, o primeiro no topo</translation>
    </message>
    <message>
        <source>▲ Up</source>
        <translation>▲ Subir</translation>
    </message>
    <message>
        <source>Move the selected item up</source>
        <translation>Mover o item selecionado para cima</translation>
    </message>
    <message>
        <source>Move the selected item up (Alt+Up)</source>
        <translation>Mover o item selecionado para cima (Alt+↑)</translation>
    </message>
    <message>
        <source>▼ Down</source>
        <translation>▼ Descer</translation>
    </message>
    <message>
        <source>Move the selected item down</source>
        <translation>Mover o item selecionado para baixo</translation>
    </message>
    <message>
        <source>Move the selected item down (Alt+Down)</source>
        <translation>Mover o item selecionado para baixo (Alt+↓)</translation>
    </message>
    <message>
        <source>position {0} of {1}</source>
        <translation>posição {0} de {1}</translation>
    </message>
    <message>
        <source>right</source>
        <translation>correta</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>errada</translation>
    </message>
</context>
<context>
    <name>PairRow</name>
    <message>
        <source>Item</source>
        <translation>Item</translation>
    </message>
    <message>
        <source>Goes with</source>
        <translation>Corresponde a</translation>
    </message>
    <message>
        <source>Remove this pair</source>
        <translation>Remover este par</translation>
    </message>
    <message>
        <source>Item {n}</source>
        <translation>Item {n}</translation>
    </message>
    <message>
        <source>What item {n} goes with</source>
        <translation>A que o item {n} corresponde</translation>
    </message>
    <message>
        <source>Remove pair {n}</source>
        <translation>Remover o par {n}</translation>
    </message>
</context>
<context>
    <name>PdfReport</name>
    <message>
        <source>Exam Simulator report: {bank}</source>
        <translation>Relatório do Exam Simulator: {bank}</translation>
    </message>
    <message>
        <source>Exam Simulator</source>
        <translation>Exam Simulator</translation>
    </message>
    <message>
        <source>pass mark {mark}</source>
        <translation>nota mínima {mark}</translation>
    </message>
    <message>
        <source>time used {used}</source>
        <translation>tempo usado {used}</translation>
    </message>
    <message>
        <source>time ran out</source>
        <translation>o tempo acabou</translation>
    </message>
    <message>
        <source>Score by topic</source>
        <translation>Pontuação por tema</translation>
    </message>
    <message>
        <source>What to study next</source>
        <translation>O que estudar em seguida</translation>
    </message>
    <message>
        <source>No weak topics in this attempt: every topic reached the pass mark.</source>
        <translation>Nenhum tema fraco nesta tentativa: todos os temas atingiram a nota mínima.</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Questões</translation>
    </message>
    <message>
        <source>Case study: {title}</source>
        <translation>Estudo de caso: {title}</translation>
    </message>
    <message>
        <source>none given</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>Your answer: {answer}</source>
        <translation>Sua resposta: {answer}</translation>
    </message>
    <message>
        <source>Right answer: {answer}</source>
        <translation>Resposta correta: {answer}</translation>
    </message>
</context>
<context>
    <name>ProposalDialog</name>
    <message>
        <source>Sort questions into topics: {bank}</source>
        <extracomment>Proposals below this confidence are marked for a closer look. How many questions of the library&apos;s other banks helped the last proposal.</extracomment>
        <translation>Classificar questões por tema: {bank}</translation>
    </message>
    <message>
        <source>1. The exam&apos;s domains</source>
        <translation>1. Os domínios do exame</translation>
    </message>
    <message>
        <source>As the official exam guide lists them: an id, a title and, if you have it, a line of description. The more words a description shares with the questions, the better the proposals.</source>
        <translation>Como o guia oficial do exame os lista: um ID, um título e, se tiver, uma linha de descrição. Quanto mais palavras a descrição compartilhar com as questões, melhores as sugestões.</translation>
    </message>
    <message>
        <source>Domains</source>
        <translation>Domínios</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Description (optional)</source>
        <translation>Descrição (opcional)</translation>
    </message>
    <message>
        <source>Add domain</source>
        <translation>Adicionar domínio</translation>
    </message>
    <message>
        <source>Load DOMAINS.yaml…</source>
        <translation>Carregar DOMAINS.yaml…</translation>
    </message>
    <message>
        <source>Propose topics</source>
        <translation>Sugerir temas</translation>
    </message>
    <message>
        <source>2. Check the proposals, least sure first</source>
        <translation>2. Confira as sugestões, as menos certas primeiro</translation>
    </message>
    <message>
        <source>Proposed topics</source>
        <translation>Temas sugeridos</translation>
    </message>
    <message>
        <source>Sure</source>
        <translation>Certeza</translation>
    </message>
    <message>
        <source>Proposed topic</source>
        <translation>Tema sugerido</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Questão</translation>
    </message>
    <message>
        <source>Topic for the selected questions</source>
        <translation>Tema para as questões selecionadas</translation>
    </message>
    <message>
        <source>Put selected in</source>
        <translation>Pôr seleção em</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Load the exam&apos;s domains</source>
        <translation>Carregar os domínios do exame</translation>
    </message>
    <message>
        <source>Domain lists (*.yaml *.yml);;All files (*)</source>
        <translation>Listas de domínios (*.yaml *.yml);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Domain {n} needs an id.</source>
        <translation>O domínio {n} precisa de um ID.</translation>
    </message>
    <message>
        <source>The id &apos;{id}&apos; is used twice.</source>
        <translation>O ID “{id}” está repetido.</translation>
    </message>
    <message>
        <source>Domain {n} needs a title (at most {max} characters).</source>
        <translation>O domínio {n} precisa de um título (no máximo {max} caracteres).</translation>
    </message>
    <message>
        <source>List at least two domains.</source>
        <translation>Informe pelo menos dois domínios.</translation>
    </message>
    <message>
        <source>Reading the questions…</source>
        <translation>Lendo as questões…</translation>
    </message>
    <message>
        <source>Untick to leave this question where it is</source>
        <translation>Desmarque para deixar esta questão onde está</translation>
    </message>
    <message>
        <source>Not sure: check this one</source>
        <translation>Incerta: confira esta</translation>
    </message>
    <message>
        <source>Chosen by you</source>
        <translation>Escolhido por você</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) of your other banks lent their words.</source>
        <translation>
            <numerusform>%n pergunta dos seus outros bancos emprestou suas palavras.</numerusform>
            <numerusform>%n perguntas dos seus outros bancos emprestaram suas palavras.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s); </source>
        <translation>
            <numerusform>%n questão; </numerusform>
            <numerusform>%n questões; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unsure, at the top.</source>
        <translation>
            <numerusform>%n incerta, no topo.</numerusform>
            <numerusform>%n incertas, no topo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing proposed yet.</source>
        <translation>Nenhuma sugestão ainda.</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) sorted into topics</source>
        <translation>
            <numerusform>%n questão classificada por tema</numerusform>
            <numerusform>%n questões classificadas por tema</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n topic(s) added</source>
        <translation>
            <numerusform>; %n tema adicionado</numerusform>
            <numerusform>; %n temas adicionados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n emptied topic(s) removed.</source>
        <translation>
            <numerusform>; %n tema vazio removido.</numerusform>
            <numerusform>; %n temas vazios removidos.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuestionEditor</name>
    <message>
        <source>Choice (single or multi-select)</source>
        <extracomment>The question types, as a bank file&apos;s `type:` and as the type box shows them.</extracomment>
        <translation>Alternativas (resposta única ou múltipla)</translation>
    </message>
    <message>
        <source>Matching</source>
        <translation>Associação</translation>
    </message>
    <message>
        <source>Ordering</source>
        <translation>Ordenação</translation>
    </message>
    <message>
        <source>Short answer</source>
        <translation>Resposta curta</translation>
    </message>
    <message>
        <source>Numeric</source>
        <translation>Numérica</translation>
    </message>
    <message>
        <source>Mark the reports as resolved when I save</source>
        <translation>Marcar os relatos como resolvidos ao salvar</translation>
    </message>
    <message>
        <source>Question id</source>
        <translation>ID da questão</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Dificuldade</translation>
    </message>
    <message>
        <source>Not set</source>
        <translation>Não definida</translation>
    </message>
    <message>
        <source>1 · easy</source>
        <translation>1 · fácil</translation>
    </message>
    <message>
        <source>2 · medium</source>
        <translation>2 · média</translation>
    </message>
    <message>
        <source>3 · hard</source>
        <translation>3 · difícil</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Case study</source>
        <translation>Estudo de caso</translation>
    </message>
    <message>
        <source>Question text</source>
        <translation>Texto da questão</translation>
    </message>
    <message>
        <source>The question, in Markdown</source>
        <translation>A questão, em Markdown</translation>
    </message>
    <message>
        <source>Insert image…</source>
        <translation>Inserir imagem…</translation>
    </message>
    <message>
        <source>Insert image</source>
        <translation>Inserir imagem</translation>
    </message>
    <message>
        <source>Choose a picture on this computer; it is copied into the bank</source>
        <translation>Escolha uma imagem deste computador; ela é copiada para o banco</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Questão</translation>
    </message>
    <message>
        <source>Question type</source>
        <translation>Tipo de questão</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Tick the correct choice; tick several for “Choose N”.</source>
        <translation>Marque a alternativa correta; marque várias para “Escolha N”.</translation>
    </message>
    <message>
        <source>Add choice</source>
        <translation>Adicionar alternativa</translation>
    </message>
    <message>
        <source>Shuffle the choices in exams</source>
        <translation>Embaralhar as alternativas nos exames</translation>
    </message>
    <message>
        <source>Choices</source>
        <translation>Alternativas</translation>
    </message>
    <message>
        <source>Short explanation</source>
        <translation>Explicação breve</translation>
    </message>
    <message>
        <source>One or two sentences, shown at once</source>
        <translation>Uma ou duas frases, exibidas na hora</translation>
    </message>
    <message>
        <source>Full explanation</source>
        <translation>Explicação completa</translation>
    </message>
    <message>
        <source>Optional: the whole reasoning, in Markdown</source>
        <translation>Opcional: o raciocínio completo, em Markdown</translation>
    </message>
    <message>
        <source>References</source>
        <translation>Referências</translation>
    </message>
    <message>
        <source>One link or source per line</source>
        <translation>Um link ou fonte por linha</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Etiquetas</translation>
    </message>
    <message>
        <source>Comma-separated, e.g. nsight, profiling</source>
        <translation>Separadas por vírgula, ex.: nsight, profiling</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salvar</translation>
    </message>
    <message>
        <source>Save the question</source>
        <translation>Salvar a questão</translation>
    </message>
    <message>
        <source>The scenario shown beside this question in exams; the scenarios themselves are written in the bank&apos;s file</source>
        <translation>O cenário mostrado ao lado desta questão nos exames; os cenários são escritos no arquivo do banco</translation>
    </message>
    <message>
        <source>Text of the case study</source>
        <translation>Texto do estudo de caso</translation>
    </message>
    <message>
        <source>Choice {n}</source>
        <translation>Alternativa {n}</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Pares</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Ordem</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Respostas</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Valores</translation>
    </message>
    <message>
        <source>Each left item and the answer it goes with; several may share one.</source>
        <translation>Cada item da esquerda e a resposta correspondente; vários podem compartilhar uma.</translation>
    </message>
    <message>
        <source>Add pair</source>
        <translation>Adicionar par</translation>
    </message>
    <message>
        <source>Extra answers that match nothing</source>
        <translation>Respostas extras que não correspondem a nada</translation>
    </message>
    <message>
        <source>Optional: answers that match no item, one per line</source>
        <translation>Opcional: respostas que não correspondem a nenhum item, uma por linha</translation>
    </message>
    <message>
        <source>One item per line, in the right order: the exam shows them shuffled.</source>
        <translation>Um item por linha, na ordem certa: o exame os mostra embaralhados.</translation>
    </message>
    <message>
        <source>Items in the right order</source>
        <translation>Itens na ordem certa</translation>
    </message>
    <message>
        <source>Every accepted answer, one per line; * stands for any text.</source>
        <translation>Cada resposta aceita, uma por linha; * representa qualquer texto.</translation>
    </message>
    <message>
        <source>Accepted answers</source>
        <translation>Respostas aceitas</translation>
    </message>
    <message>
        <source>Upper and lower case must match</source>
        <translation>Maiúsculas e minúsculas devem coincidir</translation>
    </message>
    <message>
        <source>Every accepted value, each with how far an answer may be from it.</source>
        <translation>Cada valor aceito, com quanto uma resposta pode se afastar dele.</translation>
    </message>
    <message>
        <source>Add value</source>
        <translation>Adicionar valor</translation>
    </message>
</context>
<context>
    <name>QuestionNavigator</name>
    <message>
        <source>Go to question {number}</source>
        <extracomment>Looks kept at most (a few per question: answered, flagged, current…). What the navigator last set: status, flagged, current (None: nothing yet). The looks drawn so far, shared by every button: (number, state, enabled, size) -&gt; picture, for the look generation in `_LOOKS_OF` (a new theme or text size).</extracomment>
        <translation>Ir para a questão {number}</translation>
    </message>
    <message>
        <source>answered</source>
        <translation>respondida</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>incompleta</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>sem resposta</translation>
    </message>
    <message>
        <source>Question {number}: {standing}, flagged</source>
        <translation>Questão {number}: {standing}, marcada</translation>
    </message>
    <message>
        <source>Question {number}: {standing}</source>
        <translation>Questão {number}: {standing}</translation>
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
        <translation>Tema</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Enunciado</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>Vistas</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Acertos</translation>
    </message>
    <message>
        <source>Next review</source>
        <translation>Próxima revisão</translation>
    </message>
    <message>
        <source>Case study</source>
        <translation>Estudo de caso</translation>
    </message>
    <message>
        <source>{kind} (retired)</source>
        <translation>{kind} (desativada)</translation>
    </message>
    <message>
        <source>Single</source>
        <translation>Única</translation>
    </message>
    <message>
        <source>Multi</source>
        <translation>Múltipla</translation>
    </message>
    <message>
        <source>Matching</source>
        <translation>Associação</translation>
    </message>
    <message>
        <source>Ordering</source>
        <translation>Ordenação</translation>
    </message>
    <message>
        <source>Short answer</source>
        <translation>Resposta curta</translation>
    </message>
    <message>
        <source>Numeric</source>
        <translation>Numérica</translation>
    </message>
</context>
<context>
    <name>RenameBankDialog</name>
    <message>
        <source>Rename bank</source>
        <translation>Renomear banco</translation>
    </message>
    <message>
        <source>The new title is kept when you import the bank&apos;s file again.</source>
        <translation>O novo título é mantido ao importar de novo o arquivo do banco.</translation>
    </message>
    <message>
        <source>Bank title</source>
        <translation>Título do banco</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renomear</translation>
    </message>
    <message>
        <source>The title</source>
        <translation>O título</translation>
    </message>
</context>
<context>
    <name>ReportDialog</name>
    <message>
        <source>Report a problem with this question</source>
        <extracomment>Stores a report: (bank id, question id, attempt id or None, note).</extracomment>
        <translation>Relatar um problema nesta questão</translation>
    </message>
    <message>
        <source>Question {id}</source>
        <translation>Questão {id}</translation>
    </message>
    <message>
        <source>What is wrong: a wrong key, a typo, an unclear prompt, an outdated fact? The question is marked as reported on the Banks page, where it can be fixed.</source>
        <translation>O que está errado: gabarito errado, erro de digitação, enunciado confuso, informação desatualizada? A questão fica marcada como relatada na página Bancos, onde pode ser corrigida.</translation>
    </message>
    <message>
        <source>What is wrong with the question</source>
        <translation>O que está errado na questão</translation>
    </message>
    <message>
        <source>e.g. The right answer should be B: see the docs.</source>
        <translation>ex.: A resposta correta deveria ser B; veja a documentação.</translation>
    </message>
    <message>
        <source>Send report</source>
        <translation>Enviar relato</translation>
    </message>
</context>
<context>
    <name>ResultsController</name>
    <message>
        <source>Pass probability after this attempt: {figure}</source>
        <translation>Probabilidade de aprovação após esta tentativa: {figure}</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>Entregue</translation>
    </message>
    <message>
        <source>Answered: {0} of {1}. Your answers were handed in to your instructor, who will tell you your result.</source>
        <translation>Respondidas: {0} de {1}. Suas respostas foram entregues ao seu instrutor, que vai informar seu resultado.</translation>
    </message>
    <message>
        <source>pass mark {mark}</source>
        <translation>nota mínima {mark}</translation>
    </message>
    <message>
        <source>time used {used} of {limit}</source>
        <translation>tempo usado {used} de {limit}</translation>
    </message>
    <message>
        <source>time used {used}</source>
        <translation>tempo usado {used}</translation>
    </message>
    <message>
        <source>{time} per question (pace {pace})</source>
        <translation>{time} por questão (ritmo {pace})</translation>
    </message>
    <message>
        <source>{time} per question</source>
        <translation>{time} por questão</translation>
    </message>
    <message>
        <source>time ran out</source>
        <translation>o tempo acabou</translation>
    </message>
    <message>
        <source>{time} · slow</source>
        <translation>{time} · lento</translation>
    </message>
    <message>
        <source>Slower than the exam&apos;s pace in: {topics}.</source>
        <translation>Mais lento que o ritmo do exame em: {topics}.</translation>
    </message>
    <message>
        <source>No weak topics: every topic reached the pass mark ({mark}).</source>
        <translation>Nenhum tema fraco: todos os temas atingiram a nota mínima ({mark}).</translation>
    </message>
    <message>
        <source>Hide full explanation</source>
        <translation>Ocultar explicação completa</translation>
    </message>
    <message>
        <source>Show full explanation</source>
        <translation>Mostrar explicação completa</translation>
    </message>
    <message>
        <source>Save PDF report</source>
        <translation>Salvar relatório PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Arquivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>exam-report-{bank}-{date}.pdf</source>
        <translation>relatorio-exame-{bank}-{date}.pdf</translation>
    </message>
    <message>
        <source>exam-report-{bank}.pdf</source>
        <translation>relatorio-exame-{bank}.pdf</translation>
    </message>
    <message>
        <source>Could not save the report: {reason}</source>
        <translation>Não foi possível salvar o relatório: {reason}</translation>
    </message>
    <message>
        <source>PDF report saved to {path}</source>
        <translation>Relatório PDF salvo em {path}</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <source>Score</source>
        <extracomment>Below this width the review goes below the topics instead of beside them, so the topic table keeps room for its five columns.</extracomment>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>Drill weak areas</source>
        <translation>Reforçar pontos fracos</translation>
    </message>
    <message>
        <source>Set up a drill on your weakest topics on the Start page</source>
        <translation>Preparar um reforço dos seus temas mais fracos na página Início</translation>
    </message>
    <message>
        <source>Save PDF report…</source>
        <translation>Salvar relatório PDF…</translation>
    </message>
    <message>
        <source>A report to keep: score, topics and weak areas, then every question with your answer and the right one</source>
        <translation>Um relatório para guardar: pontuação, temas e pontos fracos, e depois cada questão com a sua resposta e a correta</translation>
    </message>
    <message>
        <source>New exam</source>
        <translation>Novo exame</translation>
    </message>
    <message>
        <source>Save result file…</source>
        <translation>Salvar arquivo de resultado…</translation>
    </message>
    <message>
        <source>Save a copy of your result file, e.g. on a USB stick, for your instructor</source>
        <translation>Salvar uma cópia do seu arquivo de resultado, ex. em um pen drive, para o seu instrutor</translation>
    </message>
    <message>
        <source>By topic</source>
        <translation>Por tema</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>Corretas</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>Porcentagem</translation>
    </message>
    <message>
        <source>Avg. time</source>
        <translation>Tempo médio</translation>
    </message>
    <message>
        <source>Score by topic</source>
        <translation>Pontuação por tema</translation>
    </message>
    <message>
        <source>Weak areas, weakest first</source>
        <translation>Pontos fracos, do mais fraco ao menos fraco</translation>
    </message>
    <message>
        <source>Weak areas</source>
        <translation>Pontos fracos</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisão</translation>
    </message>
    <message>
        <source>Go to</source>
        <translation>Ir para</translation>
    </message>
    <message>
        <source>Go to question number</source>
        <translation>Ir para a questão número</translation>
    </message>
    <message>
        <source>Show questions</source>
        <translation>Mostrar questões</translation>
    </message>
    <message>
        <source>All questions</source>
        <translation>Todas as questões</translation>
    </message>
    <message>
        <source>Incorrect</source>
        <translation>Erradas</translation>
    </message>
    <message>
        <source>Unanswered</source>
        <translation>Sem resposta</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Marcadas</translation>
    </message>
    <message>
        <source>Question review</source>
        <translation>Revisão das questões</translation>
    </message>
</context>
<context>
    <name>RetentionDialog</name>
    <message>
        <source>Review settings</source>
        <translation>Ajustes de revisão</translation>
    </message>
    <message>
        <source>Spaced review brings each question back when you are about to forget it. Desired retention is how likely you should still be to answer a question right when it comes back: higher means more frequent, shorter reviews; lower means fewer reviews and more forgetting. 90% suits most exam preparation.</source>
        <translation>A revisão espaçada traz cada questão de volta quando você está prestes a esquecê-la. A retenção desejada é a probabilidade de você ainda acertar uma questão quando ela voltar: mais alta significa revisões mais frequentes e curtas; mais baixa, menos revisões e mais esquecimento. 90% serve para a maioria das preparações para exames.</translation>
    </message>
    <message>
        <source>Desired retention in percent</source>
        <translation>Retenção desejada em porcentagem</translation>
    </message>
    <message>
        <source>&amp;Desired retention</source>
        <translation>Retenção &amp;desejada</translation>
    </message>
    <message>
        <source>From {low}% to {high}%. Questions already scheduled move to match.</source>
        <translation>De {low}% a {high}%. As questões já agendadas são ajustadas.</translation>
    </message>
</context>
<context>
    <name>ReviewCard</name>
    <message>
        <source>your answer, right</source>
        <translation>sua resposta, correta</translation>
    </message>
    <message>
        <source>right answer, not chosen</source>
        <translation>resposta correta, não escolhida</translation>
    </message>
    <message>
        <source>your answer, wrong</source>
        <translation>sua resposta, errada</translation>
    </message>
    <message>
        <source>○ Unanswered</source>
        <translation>○ Sem resposta</translation>
    </message>
    <message>
        <source>✔ Correct</source>
        <translation>✔ Correta</translation>
    </message>
    <message>
        <source>✘ Incorrect</source>
        <translation>✘ Errada</translation>
    </message>
    <message>
        <source>⚑ flagged</source>
        <translation>⚑ marcada</translation>
    </message>
    <message>
        <source>guessed: right, but shaky</source>
        <translation>chute: correta, mas incerta</translation>
    </message>
    <message>
        <source>guessed</source>
        <translation>chute</translation>
    </message>
    <message>
        <source>Report a problem with this question…</source>
        <translation>Relatar um problema com esta questão…</translation>
    </message>
    <message>
        <source>Report a problem with this question</source>
        <translation>Relatar um problema com esta questão</translation>
    </message>
    <message>
        <source>Show full explanation</source>
        <translation>Mostrar explicação completa</translation>
    </message>
</context>
<context>
    <name>ScenarioPane</name>
    <message>
        <source>Scenario</source>
        <translation>Cenário</translation>
    </message>
    <message>
        <source>Case study</source>
        <translation>Estudo de caso</translation>
    </message>
    <message>
        <source>Scenario text</source>
        <extracomment>Loads an exhibit&apos;s bytes by name (None when the bank has no such image).</extracomment>
        <translation>Texto do cenário</translation>
    </message>
    <message>
        <source>Hide the scenario</source>
        <translation>Ocultar o cenário</translation>
    </message>
    <message>
        <source>Show the scenario: {title}</source>
        <translation>Mostrar o cenário: {title}</translation>
    </message>
    <message>
        <source>Show the scenario</source>
        <translation>Mostrar o cenário</translation>
    </message>
</context>
<context>
    <name>ScenarioSplit</name>
    <message>
        <source>Show the scenario</source>
        <translation>Mostrar o cenário</translation>
    </message>
    <message>
        <source>Show or hide the case study these questions share (Alt+S)</source>
        <translation>Mostrar ou ocultar o estudo de caso que estas perguntas compartilham (Alt+S)</translation>
    </message>
    <message>
        <source>Hide scenario</source>
        <translation>Ocultar cenário</translation>
    </message>
    <message>
        <source>Show scenario</source>
        <translation>Mostrar cenário</translation>
    </message>
</context>
<context>
    <name>StartController</name>
    <message>
        <source>Exam</source>
        <translation>Exame</translation>
    </message>
    <message>
        <source>The classroom profile cannot be used; tell your instructor:
{0}</source>
        <translation>O perfil da turma não pode ser usado; avise seu instrutor:
{0}</translation>
    </message>
    <message>
        <source>no time limit</source>
        <translation>sem limite de tempo</translation>
    </message>
    <message numerus="yes">
        <source>+{percent} extra time: %n minute(s) in all (View &gt; Extra time)</source>
        <translation>
            <numerusform>+{percent} de tempo adicional: %n minuto no total (Exibir &gt; Tempo adicional)</numerusform>
            <numerusform>+{percent} de tempo adicional: %n minutos no total (Exibir &gt; Tempo adicional)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s), with your {percent} extra time</source>
        <translation>
            <numerusform>%n minuto, com seus {percent} de tempo adicional</numerusform>
            <numerusform>%n minutos, com seus {percent} de tempo adicional</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minutos</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone gets the same paper.</source>
        <translation>Todos recebem a mesma prova.</translation>
    </message>
    <message>
        <source>Each student gets their own paper.</source>
        <translation>Cada aluno recebe sua própria prova.</translation>
    </message>
    <message>
        <source> The clock keeps running if the app is closed.</source>
        <translation> O relógio continua correndo mesmo com o aplicativo fechado.</translation>
    </message>
    <message>
        <source>Attempts allowed: {0}.</source>
        <translation>Tentativas permitidas: {0}.</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) · {limit} · pass mark {pass_mark}. {paper}{clock} {attempts} When you hand in, your result goes to your instructor.</source>
        <translation>
            <numerusform>%n questão · {limit} · nota mínima {pass_mark}. {paper}{clock} {attempts} Ao entregar, seu resultado vai para o seu instrutor.</numerusform>
            <numerusform>%n questões · {limit} · nota mínima {pass_mark}. {paper}{clock} {attempts} Ao entregar, seu resultado vai para o seu instrutor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{title} (%n question(s))</source>
        <translation>
            <numerusform>{title} (%n questão)</numerusform>
            <numerusform>{title} (%n questões)</numerusform>
        </translation>
    </message>
    <message>
        <source>There are no question banks yet: import one on the Banks page.</source>
        <translation>Ainda não há bancos de questões: importe um na página Bancos.</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n questão</numerusform>
            <numerusform>%n questões</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n topic(s)</source>
        <translation>
            <numerusform>%n tema</numerusform>
            <numerusform>%n temas</numerusform>
        </translation>
    </message>
    <message>
        <source>{questions}, {multi} multi-select, in {topics}.</source>
        <translation>{questions}, {multi} de múltipla seleção, em {topics}.</translation>
    </message>
    <message>
        <source>{questions} in {topics}.</source>
        <translation>{questions} em {topics}.</translation>
    </message>
    <message numerus="yes">
        <source>{topic}: %n question(s)</source>
        <translation>
            <numerusform>{topic}: %n questão</numerusform>
            <numerusform>{topic}: %n questões</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick the topics to include.</source>
        <translation>Marque os temas a incluir.</translation>
    </message>
    <message numerus="yes">
        <source>{chosen} of %n topic(s), {questions}.</source>
        <translation>
            <numerusform>{chosen} de %n tema, {questions}.</numerusform>
            <numerusform>{chosen} de %n temas, {questions}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> question(s)</source>
        <translation>
            <numerusform> questão</numerusform>
            <numerusform> questões</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished attempts yet.</source>
        <translation>Nenhuma tentativa concluída ainda.</translation>
    </message>
    <message>
        <source>Unfinished ({mode}): {answered} of {total} answered, {left} left (the exam clock kept running while the app was closed).</source>
        <translation>Não concluída ({mode}): {answered} de {total} respondidas, restam {left} (o relógio do exame continuou correndo com o aplicativo fechado).</translation>
    </message>
    <message>
        <source>Unfinished ({mode}): {answered} of {total} answered, {left} left.</source>
        <translation>Não concluída ({mode}): {answered} de {total} respondidas, restam {left}.</translation>
    </message>
    <message>
        <source>Unfinished ({mode}): {answered} of {total} answered.</source>
        <translation>Não concluída ({mode}): {answered} de {total} respondidas.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Retomar</translation>
    </message>
    <message>
        <source>Not enough answers yet to tell.</source>
        <translation>Ainda não há respostas suficientes para avaliar.</translation>
    </message>
    <message>
        <source>No weak topics: keep it up.</source>
        <translation>Nenhum tema fraco: continue assim.</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) due for review today (mode {mode}).</source>
        <translation>
            <numerusform>%n questão pendente de revisão hoje (modo {mode}).</numerusform>
            <numerusform>%n questões pendentes de revisão hoje (modo {mode}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing is due for review today; next on {day}.</source>
        <translation>Nada pendente de revisão hoje; a próxima em {day}.</translation>
    </message>
    <message>
        <source>Questions you answer come back for review when you are about to forget them.</source>
        <translation>As questões que você responde voltam para revisão quando você está prestes a esquecê-las.</translation>
    </message>
    <message>
        <source>A weak-areas drill on your weakest topics is set up: untimed, with feedback on each answer. Adjust it if you like, then press Start.</source>
        <translation>Um reforço dos seus temas mais fracos foi preparado: sem limite de tempo, com correção de cada resposta. Ajuste se quiser e clique em Iniciar.</translation>
    </message>
    <message>
        <source>Nothing is due for review until {day}.</source>
        <translation>Nada pendente de revisão até {day}.</translation>
    </message>
    <message numerus="yes">
        <source>No question missed in your last %n attempt(s).</source>
        <translation>
            <numerusform>Nenhuma questão errada na última tentativa (%n).</numerusform>
            <numerusform>Nenhuma questão errada nas últimas %n tentativas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No question flagged in your last %n attempt(s).</source>
        <translation>
            <numerusform>Nenhuma questão marcada na última tentativa (%n).</numerusform>
            <numerusform>Nenhuma questão marcada nas últimas %n tentativas.</numerusform>
        </translation>
    </message>
    <message>
        <source>You have seen every question of these topics.</source>
        <translation>Você já viu todas as questões destes tópicos.</translation>
    </message>
    <message>
        <source>No question is reported as having a problem yet.</source>
        <translation>Nenhuma questão foi relatada com problema ainda.</translation>
    </message>
    <message>
        <source>Nothing is due for review yet: questions come back here once you have answered them in another mode.</source>
        <translation>Ainda não há nada pendente de revisão: as questões voltam aqui depois que você as responder em outro modo.</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Missed</source>
        <extracomment>The practice sets offered, with the text the set combo shows.</extracomment>
        <translation>Erradas</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Marcadas</translation>
    </message>
    <message>
        <source>Never seen</source>
        <translation>Nunca vistas</translation>
    </message>
    <message>
        <source>Reported</source>
        <translation>Reportadas</translation>
    </message>
    <message>
        <source>Start practising</source>
        <translation>Começar a praticar</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Seu nome</translation>
    </message>
    <message>
        <source>First and last name</source>
        <translation>Nome e sobrenome</translation>
    </message>
    <message>
        <source>Student ID</source>
        <translation>Matrícula</translation>
    </message>
    <message>
        <source>As given by your instructor</source>
        <translation>Como informada pelo seu instrutor</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Question bank</source>
        <translation>Banco de questões</translation>
    </message>
    <message>
        <source>Pass probability</source>
        <translation>Probabilidade de aprovação</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>timed, no feedback until you submit</source>
        <translation>cronometrado, sem correção até a entrega</translation>
    </message>
    <message>
        <source>check each answer as you go</source>
        <translation>verifique cada resposta à medida que avança</translation>
    </message>
    <message>
        <source>drill your weakest topics and past mistakes</source>
        <translation>reforce seus temas mais fracos e erros anteriores</translation>
    </message>
    <message>
        <source>the questions spaced review brings back today</source>
        <translation>as questões que a revisão espaçada traz hoje</translation>
    </message>
    <message>
        <source>missed, flagged, never seen or reported questions</source>
        <translation>questões erradas, marcadas, nunca vistas ou reportadas</translation>
    </message>
    <message>
        <source>{mode}: {description}</source>
        <translation>{mode}: {description}</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Questões</translation>
    </message>
    <message>
        <source>Number of questions</source>
        <translation>Número de questões</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Tamanho</translation>
    </message>
    <message>
        <source>Time limit in minutes</source>
        <translation>Limite de tempo em minutos</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Untimed</source>
        <translation>Sem limite</translation>
    </message>
    <message>
        <source>0 = untimed</source>
        <translation>0 = sem limite</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>Limite de tempo</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>Nota mínima</translation>
    </message>
    <message>
        <source>Shuffle the choices</source>
        <translation>Embaralhar as alternativas</translation>
    </message>
    <message>
        <source>Show each question&apos;s choices in a random order</source>
        <translation>Mostrar as alternativas de cada questão em ordem aleatória</translation>
    </message>
    <message>
        <source>Recent attempts</source>
        <translation>Tentativas recentes</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>Temas</translation>
    </message>
    <message>
        <source>Topics to include</source>
        <translation>Temas a incluir</translation>
    </message>
    <message>
        <source>Weakest topics</source>
        <translation>Temas mais fracos</translation>
    </message>
    <message>
        <source>Practice set</source>
        <translation>Série de prática</translation>
    </message>
    <message>
        <source>In the last attempts</source>
        <translation>Nas últimas tentativas</translation>
    </message>
    <message>
        <source>in the last </source>
        <translation>nas últimas </translation>
    </message>
    <message>
        <source> attempts</source>
        <translation> tentativas</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Retomar</translation>
    </message>
    <message>
        <source>Resume the unfinished attempt</source>
        <translation>Retomar a tentativa não concluída</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
</context>
<context>
    <name>SubmitReview</name>
    <message>
        <source>All questions</source>
        <extracomment>The filter&apos;s items: the text each starts with is part of the GUI contract (in English).</extracomment>
        <translation>Todas as questões</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>Incompletas</translation>
    </message>
    <message>
        <source>Unanswered</source>
        <translation>Sem resposta</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Marcadas</translation>
    </message>
    <message>
        <source>Review your answers before you end the exam</source>
        <translation>Revise suas respostas antes de encerrar o exame</translation>
    </message>
    <message>
        <source>Show questions</source>
        <translation>Mostrar questões</translation>
    </message>
    <message>
        <source>Questions of the exam</source>
        <translation>Questões do exame</translation>
    </message>
    <message>
        <source>Double-click a question (or select it and press Enter) to go to it.</source>
        <translation>Clique duas vezes em uma questão (ou selecione-a e pressione Enter) para ir até ela.</translation>
    </message>
    <message>
        <source>{arrow} Back to the questions</source>
        <translation>{arrow} Voltar às questões</translation>
    </message>
    <message>
        <source>End exam…</source>
        <translation>Encerrar exame…</translation>
    </message>
    <message>
        <source>Submit your answers and see your score</source>
        <translation>Entregar suas respostas e ver sua pontuação</translation>
    </message>
</context>
<context>
    <name>SubmitReviewController</name>
    <message>
        <source>Review your answers before you end the exam</source>
        <translation>Revise suas respostas antes de encerrar o exame</translation>
    </message>
    <message>
        <source>Review your answers before you finish</source>
        <translation>Revise suas respostas antes de concluir</translation>
    </message>
    <message>
        <source>End exam…</source>
        <translation>Encerrar exame…</translation>
    </message>
    <message>
        <source>Finish…</source>
        <translation>Concluir…</translation>
    </message>
    <message>
        <source>Submit your answers and see your score</source>
        <translation>Entregar suas respostas e ver sua pontuação</translation>
    </message>
    <message>
        <source>Finish this session and see how you did</source>
        <translation>Concluir esta sessão e ver seu desempenho</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>Respondida</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>Incompleta</translation>
    </message>
    <message>
        <source>Unanswered</source>
        <translation>Sem resposta</translation>
    </message>
    <message>
        <source>{standing} · ⚑ Flagged</source>
        <translation>{standing} · ⚑ Marcada</translation>
    </message>
    <message>
        <source>Question {number}: {standing}</source>
        <translation>Questão {number}: {standing}</translation>
    </message>
    <message numerus="yes">
        <source>{answered} answered · {incomplete} incomplete · {unanswered} unanswered · {flagged} flagged of %n question(s)</source>
        <translation>
            <numerusform>{answered} respondidas · {incomplete} incompletas · {unanswered} sem resposta · {flagged} marcadas de %n questão</numerusform>
            <numerusform>{answered} respondidas · {incomplete} incompletas · {unanswered} sem resposta · {flagged} marcadas de %n questões</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unanswered question(s) (scored as wrong)</source>
        <translation>
            <numerusform>%n questão sem resposta (conta como errada)</numerusform>
            <numerusform>%n questões sem resposta (contam como erradas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n incomplete question(s) (scored as wrong)</source>
        <translation>
            <numerusform>%n questão incompleta (conta como errada)</numerusform>
            <numerusform>%n questões incompletas (contam como erradas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) flagged for review</source>
        <translation>
            <numerusform>%n questão marcada para revisão</numerusform>
            <numerusform>%n questões marcadas para revisão</numerusform>
        </translation>
    </message>
    <message>
        <source>You have {open}.</source>
        <translation>Você tem {open}.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Every question is answered.</source>
        <translation>Todas as questões foram respondidas.</translation>
    </message>
    <message>
        <source>Submit exam</source>
        <translation>Entregar exame</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Concluir</translation>
    </message>
    <message>
        <source>Submit your answers and see your score?</source>
        <translation>Entregar suas respostas e ver sua pontuação?</translation>
    </message>
    <message>
        <source>Finish this session and see how you did?</source>
        <translation>Concluir esta sessão e ver seu desempenho?</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>Entregar</translation>
    </message>
    <message>
        <source>Keep working</source>
        <translation>Continuar respondendo</translation>
    </message>
</context>
<context>
    <name>ThemeChoice</name>
    <message>
        <source>Follow system</source>
        <extracomment>Text from 8 pt up to twice the default size (200%, WCAG 1.4.4).</extracomment>
        <translation>Seguir o sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Escuro</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
</context>
<context>
    <name>TopicTable</name>
    <message>
        <source>Click a column to sort by it</source>
        <extracomment>Widths remembered (a window being resized asks for many; older ones are dropped). The width asked for, in average characters: the layout&apos;s stretch shares out the room, and the height follows the width it gives. The narrowest it may be squeezed to, in average characters. What changes a label&apos;s height for a width besides its text. The average-time column of both topic tables (results and history).</extracomment>
        <translation>Clique em uma coluna para ordenar por ela</translation>
    </message>
    <message>
        <source>Average time per question, against the exam&apos;s pace</source>
        <translation>Tempo médio por questão, comparado ao ritmo do exame</translation>
    </message>
</context>
<context>
    <name>TopicsDialog</name>
    <message>
        <source>Topics of {bank}</source>
        <translation>Temas de {bank}</translation>
    </message>
    <message>
        <source>Select topics to rename, merge or delete them. Their questions move to the topic you choose; past attempts keep the topics they were given in.</source>
        <translation>Selecione temas para renomeá-los, mesclá-los ou excluí-los. As questões deles passam para o tema que você escolher; as tentativas anteriores mantêm os temas originais.</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>Temas</translation>
    </message>
    <message>
        <source>Selected topics</source>
        <translation>Temas selecionados</translation>
    </message>
    <message>
        <source>Title of the selected topic</source>
        <translation>Título do tema selecionado</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renomear</translation>
    </message>
    <message>
        <source>Move their questions to</source>
        <translation>Mover as questões para</translation>
    </message>
    <message>
        <source>Merge / delete</source>
        <translation>Mesclar / excluir</translation>
    </message>
    <message>
        <source>Move the questions of the selected topics, then remove those topics</source>
        <translation>Mover as questões dos temas selecionados e depois remover esses temas</translation>
    </message>
    <message>
        <source>New topic</source>
        <translation>Novo tema</translation>
    </message>
    <message>
        <source>New topic id</source>
        <translation>ID do novo tema</translation>
    </message>
    <message>
        <source>e.g. networking</source>
        <translation>ex.: redes</translation>
    </message>
    <message>
        <source>New topic title</source>
        <translation>Título do novo tema</translation>
    </message>
    <message>
        <source>Add topic</source>
        <translation>Adicionar tema</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message numerus="yes">
        <source>{title}  ({id}) · %n question(s)</source>
        <translation>
            <numerusform>{title}  ({id}) · %n questão</numerusform>
            <numerusform>{title}  ({id}) · %n questões</numerusform>
        </translation>
    </message>
    <message>
        <source>The title</source>
        <translation>O título</translation>
    </message>
    <message>
        <source>This bank already has a topic &apos;{id}&apos;.</source>
        <translation>Este banco já tem um tema “{id}”.</translation>
    </message>
    <message>
        <source>Topic renamed.</source>
        <translation>Tema renomeado.</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) moved to {topic}.</source>
        <translation>
            <numerusform>%n questão movida para {topic}.</numerusform>
            <numerusform>%n questões movidas para {topic}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Topic added.</source>
        <translation>Tema adicionado.</translation>
    </message>
</context>
<context>
    <name>TrendChart</name>
    <message>
        <source>No finished attempts yet</source>
        <translation>Nenhuma tentativa concluída ainda</translation>
    </message>
    <message>
        <source>Trend chart</source>
        <translation>Gráfico de evolução</translation>
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
            <numerusform>%n tentativa. Última: {values}.</numerusform>
            <numerusform>%n tentativas. Última: {values}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reference line: {line}.</source>
        <translation>Linha de referência: {line}.</translation>
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
        <translation>Digite um número, ex.: 1.5 ou 1,5</translation>
    </message>
    <message>
        <source>Type your answer</source>
        <translation>Digite sua resposta</translation>
    </message>
    <message>
        <source>A number; a decimal comma is fine</source>
        <translation>Um número; pode usar vírgula decimal</translation>
    </message>
    <message>
        <source>Any accepted answer; case and extra spaces do not matter</source>
        <translation>Qualquer resposta aceita; maiúsculas e espaços extras não importam</translation>
    </message>
    <message>
        <source>Match each item to one option</source>
        <translation>Associe cada item a uma opção</translation>
    </message>
    <message>
        <source>Put the items in order, first at the top: drag, or Alt+Up and Alt+Down</source>
        <translation>Ponha os itens em ordem, o primeiro no topo: arraste, ou use Alt+↑ e Alt+↓</translation>
    </message>
    <message>
        <source>Type a number: &apos;{0}&apos; is not one yet</source>
        <translation>Digite um número: “{0}” ainda não é um</translation>
    </message>
    <message>
        <source>Type a number</source>
        <translation>Digite um número</translation>
    </message>
    <message>
        <source>match every item to check</source>
        <translation>associe todos os itens para verificar</translation>
    </message>
</context>
<context>
    <name>ViewMenu</name>
    <message>
        <source>View ▾</source>
        <translation>Exibir ▾</translation>
    </message>
    <message>
        <source>Theme, text size, full screen, extra time, review settings, language and keyboard shortcuts</source>
        <translation>Aparência, tamanho do texto, tela cheia, tempo adicional, ajustes de revisão, idioma e atalhos de teclado</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Exibir</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>Texto maior</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Texto menor</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Tela cheia</translation>
    </message>
    <message>
        <source>Review settings…</source>
        <translation>Ajustes de revisão…</translation>
    </message>
    <message>
        <source>About Exam Simulator</source>
        <translation>Sobre o Exam Simulator</translation>
    </message>
    <message>
        <source>Extra time</source>
        <translation>Tempo adicional</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nenhum</translation>
    </message>
    <message>
        <source>+{percent} on timed exams</source>
        <translation>+{percent} em exames cronometrados</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Takes effect when Exam Simulator starts again</source>
        <translation>Vale a partir do próximo início do Exam Simulator</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>Idioma do sistema ({language})</translation>
    </message>
</context>
<context>
    <name>WindowLauncher</name>
    <message>
        <source>The database cannot be used</source>
        <translation>O banco de dados não pode ser usado</translation>
    </message>
    <message>
        <source>Exam Simulator can move the damaged file aside (it is kept, renamed, never deleted) and start with a fresh database. The bundled banks come back at once; past results stay in the moved file.</source>
        <translation>O Exam Simulator pode mover o arquivo danificado para o lado (ele é mantido com outro nome, nunca excluído) e começar com um banco de dados novo. Os bancos incluídos voltam na hora; os resultados anteriores ficam no arquivo movido.</translation>
    </message>
    <message>
        <source>Move it aside and start fresh</source>
        <translation>Mover para o lado e recomeçar</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Sair</translation>
    </message>
    <message>
        <source>The database cannot be opened</source>
        <translation>Não é possível abrir o banco de dados</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Exam</source>
        <translation>Exame</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Prática</translation>
    </message>
    <message>
        <source>Weak areas</source>
        <translation>Pontos fracos</translation>
    </message>
    <message>
        <source>Review due</source>
        <translation>Revisão pendente</translation>
    </message>
    <message>
        <source>Practice set</source>
        <translation>Série de prática</translation>
    </message>
    <message>
        <source>multiple choice</source>
        <translation>múltipla escolha</translation>
    </message>
    <message>
        <source>matching</source>
        <translation>associação</translation>
    </message>
    <message>
        <source>ordering</source>
        <translation>ordenação</translation>
    </message>
    <message>
        <source>short answer</source>
        <translation>resposta curta</translation>
    </message>
    <message>
        <source>numeric</source>
        <translation>numérica</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>APROVADO</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>REPROVADO</translation>
    </message>
</context>
</TS>
