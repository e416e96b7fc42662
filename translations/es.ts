<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AnswerReport</name>
    <message>
        <source>not matched</source>
        <translation>sin emparejar</translation>
    </message>
    <message>
        <source>right: {0}</source>
        <translation>correcta: {0}</translation>
    </message>
    <message>
        <source>Your order: not changed from the start (unanswered).</source>
        <translation>Su orden: sin cambios respecto al inicial (sin responder).</translation>
    </message>
    <message>
        <source>Your order</source>
        <translation>Su orden</translation>
    </message>
    <message>
        <source>Right order</source>
        <translation>Orden correcto</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>Your answer: nothing typed</source>
        <translation>Su respuesta: no escribió nada</translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation>Su respuesta:</translation>
    </message>
    <message>
        <source>Your answer: none given</source>
        <translation>Su respuesta: ninguna</translation>
    </message>
    <message>
        <source>The answer key is not in this build.</source>
        <translation>La clave de respuestas no está incluida en esta versión.</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>no es un número</translation>
    </message>
    <message>
        <source>read as {0}</source>
        <translation>leído como {0}</translation>
    </message>
    <message>
        <source>case matters</source>
        <translation>distingue mayúsculas</translation>
    </message>
    <message>
        <source>case does not matter</source>
        <translation>no distingue mayúsculas</translation>
    </message>
    <message>
        <source>Accepted answers</source>
        <translation>Respuestas aceptadas</translation>
    </message>
    <message>
        <source>Accepted answer</source>
        <translation>Respuesta aceptada</translation>
    </message>
    <message>
        <source>Right answer</source>
        <translation>Respuesta correcta</translation>
    </message>
    <message>
        <source>right</source>
        <translation>correcta</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>incorrecta</translation>
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
        <translation>El perfil de aula tiene problemas:

{problems}</translation>
    </message>
</context>
<context>
    <name>AttemptController</name>
    <message>
        <source>You have no attempt left at this exam (attempts allowed: {0}); your result was handed in to your instructor. Ask your instructor if you should sit it again.</source>
        <translation>No le quedan intentos para este examen (intentos permitidos: {0}); su resultado se entregó a su instructor. Pregunte a su instructor si debe repetirlo.</translation>
    </message>
    <message>
        <source>Unfinished attempt</source>
        <translation>Intento sin terminar</translation>
    </message>
    <message>
        <source>You have an unfinished attempt on this bank ({mode}, {answered} of {total} answered).</source>
        <translation>Tiene un intento sin terminar en este banco ({mode}, {answered} de {total} respondidas).</translation>
    </message>
    <message>
        <source>It is open in another window: finish it there, or resume it here (that window then stops).</source>
        <translation>Está abierto en otra ventana: termínelo allí o reanúdelo aquí (esa ventana se detiene).</translation>
    </message>
    <message>
        <source>Resume it, or discard it and start the new one?</source>
        <translation>¿Reanudarlo, o descartarlo y empezar uno nuevo?</translation>
    </message>
    <message>
        <source>Resume it: it counts as your attempt at this exam, so it cannot be discarded.</source>
        <translation>Reanúdelo: cuenta como su intento en este examen, por lo que no se puede descartar.</translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Resume it here</source>
        <translation>Reanudar aquí</translation>
    </message>
    <message>
        <source>Discard and start new</source>
        <translation>Descartar y empezar otro</translation>
    </message>
</context>
<context>
    <name>BankController</name>
    <message>
        <source>Import a question bank</source>
        <translation>Importar un banco de preguntas</translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation>Importando {name}…</translation>
    </message>
    <message>
        <source>Your edits were kept</source>
        <translation>Se conservaron sus cambios</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) you changed here kept your version; the file&apos;s version of them was not taken.</source>
        <translation>
            <numerusform>%n pregunta que usted modificó aquí conserva su versión; no se tomó la versión del archivo.</numerusform>
            <numerusform>%n preguntas que usted modificó aquí conservan su versión; no se tomó la versión del archivo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep my edits</source>
        <translation>Conservar mis cambios</translation>
    </message>
    <message>
        <source>Take the file&apos;s version</source>
        <translation>Usar la versión del archivo</translation>
    </message>
    <message>
        <source>Open {name} (first problem: line {line})</source>
        <translation>Abrir {name} (primer problema: línea {line})</translation>
    </message>
    <message numerus="yes">
        <source>Nothing was imported: %n problem(s) to fix in the file.</source>
        <translation>
            <numerusform>No se importó nada: hay %n problema que corregir en el archivo.</numerusform>
            <numerusform>No se importó nada: hay %n problemas que corregir en el archivo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was imported: the database reported an error.</source>
        <translation>No se importó nada: la base de datos notificó un error.</translation>
    </message>
    <message>
        <source>Renamed to {title}.</source>
        <translation>Renombrado como {title}.</translation>
    </message>
    <message>
        <source>Delete bank</source>
        <translation>Eliminar banco</translation>
    </message>
    <message>
        <source>Delete the bank “{title}”?</source>
        <translation>¿Eliminar el banco «{title}»?</translation>
    </message>
    <message numerus="yes">
        <source>Its %n question(s) go from the app: no new exam can be drawn from them.</source>
        <translation>
            <numerusform>Su %n pregunta desaparece de la aplicación: no se podrán generar exámenes nuevos con ella.</numerusform>
            <numerusform>Sus %n preguntas desaparecen de la aplicación: no se podrán generar exámenes nuevos con ellas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Its %n past attempt(s) stay readable in History, and importing its file again brings the bank back.</source>
        <translation>
            <numerusform>Su %n intento anterior se podrá seguir consultando en Historial, y al importar de nuevo su archivo el banco vuelve.</numerusform>
            <numerusform>Sus %n intentos anteriores se podrán seguir consultando en Historial, y al importar de nuevo su archivo el banco vuelve.</numerusform>
        </translation>
    </message>
    <message>
        <source>It has an unfinished {mode} attempt ({answered} of {total} answered): deleting the bank discards it.</source>
        <translation>Tiene un intento sin terminar de {mode} ({answered} de {total} respondidas): al eliminar el banco se descarta.</translation>
    </message>
    <message>
        <source>Resume it instead</source>
        <translation>Reanudarlo</translation>
    </message>
    <message>
        <source>Delete and discard the attempt</source>
        <translation>Eliminar y descartar el intento</translation>
    </message>
    <message>
        <source> Its unfinished attempt was discarded.</source>
        <translation> Se descartó su intento sin terminar.</translation>
    </message>
    <message>
        <source>Deleted {title}. Its past attempts stay in History.</source>
        <translation>Se eliminó {title}. Sus intentos anteriores siguen en Historial.</translation>
    </message>
    <message>
        <source>Export the bank</source>
        <translation>Exportar el banco</translation>
    </message>
    <message>
        <source>This bank came sealed with a classroom build: it has no answer key, so it cannot be exported.</source>
        <translation>Este banco vino sellado con una versión para aula: no tiene clave de respuestas, así que no se puede exportar.</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation>No se puede escribir {path}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n question(s) to {path}.</source>
        <translation>
            <numerusform>Se escribió %n pregunta en {path}.</numerusform>
            <numerusform>Se escribieron %n preguntas en {path}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BankPage</name>
    <message>
        <source>All questions</source>
        <extracomment>Below this width the browser hides its type and next-review columns for the prompt. The browser&apos;s &quot;show&quot; filter: item text and the filter&apos;s name (domain.question_search).</extracomment>
        <translation>Todas las preguntas</translation>
    </message>
    <message>
        <source>Single-select</source>
        <translation>Respuesta única</translation>
    </message>
    <message>
        <source>Multi-select</source>
        <translation>Respuesta múltiple</translation>
    </message>
    <message>
        <source>Matching</source>
        <translation>Emparejamiento</translation>
    </message>
    <message>
        <source>Ordering</source>
        <translation>Ordenación</translation>
    </message>
    <message>
        <source>Short answer</source>
        <translation>Respuesta corta</translation>
    </message>
    <message>
        <source>Numeric</source>
        <translation>Numérica</translation>
    </message>
    <message>
        <source>With images</source>
        <translation>Con imágenes</translation>
    </message>
    <message>
        <source>Never seen</source>
        <translation>Nunca vistas</translation>
    </message>
    <message>
        <source>Missed recently</source>
        <translation>Falladas recientemente</translation>
    </message>
    <message>
        <source>Due for review</source>
        <translation>Pendientes de repaso</translation>
    </message>
    <message>
        <source>Reported</source>
        <translation>Reportadas</translation>
    </message>
    <message>
        <source>Edited here</source>
        <translation>Editadas aquí</translation>
    </message>
    <message>
        <source>Retired</source>
        <translation>Retiradas</translation>
    </message>
    <message>
        <source>Question banks</source>
        <translation>Bancos de preguntas</translation>
    </message>
    <message>
        <source>Import file…</source>
        <translation>Importar archivo…</translation>
    </message>
    <message>
        <source>A YAML bank, a Moodle export (GIFT or Moodle XML), an Aiken or plain-text file, a spreadsheet (.csv) or a Markdown practice exam. Importing again updates the bank and keeps your history and your edits.</source>
        <translation>Un banco YAML, una exportación de Moodle (GIFT o Moodle XML), un archivo Aiken o de texto sin formato, una hoja de cálculo (.csv) o un examen de práctica en Markdown. Importar de nuevo actualiza el banco y conserva su historial y sus cambios.</translation>
    </message>
    <message>
        <source>Problems found in the file</source>
        <translation>Problemas encontrados en el archivo</translation>
    </message>
    <message>
        <source>Open the file</source>
        <translation>Abrir el archivo</translation>
    </message>
    <message>
        <source>Open the file in your editor to fix the first problem</source>
        <translation>Abrir el archivo en su editor para corregir el primer problema</translation>
    </message>
    <message>
        <source>Sort its questions into topics…</source>
        <translation>Clasificar sus preguntas por temas…</translation>
    </message>
    <message>
        <source>The file has no categories: give the exam&apos;s domains and get a topic proposed for every question</source>
        <translation>El archivo no tiene categorías: indique los dominios del examen y obtenga un tema propuesto para cada pregunta</translation>
    </message>
    <message>
        <source>Banks</source>
        <translation>Bancos</translation>
    </message>
    <message>
        <source>Banks and their topics</source>
        <translation>Bancos y sus temas</translation>
    </message>
    <message>
        <source>Bank / topic</source>
        <translation>Banco / tema</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Preguntas</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Renombrar…</translation>
    </message>
    <message>
        <source>Give the selected bank a new title</source>
        <translation>Dar un título nuevo al banco seleccionado</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Eliminar…</translation>
    </message>
    <message>
        <source>Delete the selected bank (asks first; its past attempts stay in History)</source>
        <translation>Eliminar el banco seleccionado (pide confirmación; sus intentos anteriores siguen en Historial)</translation>
    </message>
    <message>
        <source>Topics…</source>
        <translation>Temas…</translation>
    </message>
    <message>
        <source>Add, rename, merge or delete the bank&apos;s topics</source>
        <translation>Agregar, renombrar, fusionar o eliminar los temas del banco</translation>
    </message>
    <message>
        <source>Propose topics…</source>
        <translation>Proponer temas…</translation>
    </message>
    <message>
        <source>Sort the questions into the exam&apos;s domains (for banks without categories)</source>
        <translation>Clasificar las preguntas según los dominios del examen (para bancos sin categorías)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Write the bank, with your edits, as YAML, GIFT or Moodle XML</source>
        <translation>Guardar el banco, con sus cambios, como YAML, GIFT o Moodle XML</translation>
    </message>
    <message>
        <source>Search questions</source>
        <translation>Buscar preguntas</translation>
    </message>
    <message>
        <source>Every word you type must occur in the question&apos;s id, prompt, choices or explanations; case and accents do not matter.</source>
        <translation>Cada palabra que escriba debe aparecer en el id, el enunciado, las opciones o las explicaciones de la pregunta; no importan mayúsculas ni acentos.</translation>
    </message>
    <message>
        <source>Case study</source>
        <translation>Caso práctico</translation>
    </message>
    <message>
        <source>Show the questions of one case study</source>
        <translation>Mostrar las preguntas de un caso práctico</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Columnas</translation>
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
        <translation>Preguntas del banco seleccionado</translation>
    </message>
    <message>
        <source>Click to sort; right-click to choose the columns</source>
        <translation>Clic para ordenar; clic derecho para elegir las columnas</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nueva</translation>
    </message>
    <message>
        <source>Write a new question for this bank</source>
        <translation>Escribir una pregunta nueva para este banco</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <source>Edit the selected question (or double-click it, or press Enter)</source>
        <translation>Editar la pregunta seleccionada (o haga doble clic en ella, o pulse Enter)</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplicar</translation>
    </message>
    <message>
        <source>A new question starting as a copy of the selected one</source>
        <translation>Una pregunta nueva que parte de una copia de la seleccionada</translation>
    </message>
    <message>
        <source>Retire</source>
        <translation>Retirar</translation>
    </message>
    <message>
        <source>Retired questions stay in past attempts but are never drawn again</source>
        <translation>Las preguntas retiradas siguen en los intentos anteriores, pero no vuelven a salir</translation>
    </message>
    <message>
        <source>Selected ▾</source>
        <translation>Selección ▾</translation>
    </message>
    <message>
        <source>Move, delete or export the selected questions</source>
        <translation>Mover, eliminar o exportar las preguntas seleccionadas</translation>
    </message>
    <message>
        <source>Actions on the selected questions</source>
        <translation>Acciones sobre las preguntas seleccionadas</translation>
    </message>
    <message>
        <source>Set topic…</source>
        <translation>Asignar tema…</translation>
    </message>
    <message>
        <source>Export as a bank file…</source>
        <translation>Exportar como archivo de banco…</translation>
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
        <translation>Preguntas</translation>
    </message>
    <message>
        <source>Questions of {title}</source>
        <translation>Preguntas de {title}</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Cargando…</translation>
    </message>
    <message>
        <source>All topics</source>
        <translation>Todos los temas</translation>
    </message>
    <message>
        <source>Case study: all</source>
        <translation>Caso práctico: todos</translation>
    </message>
    <message>
        <source>In a case study</source>
        <translation>En un caso práctico</translation>
    </message>
    <message>
        <source>Not in a case study</source>
        <translation>Fuera de los casos prácticos</translation>
    </message>
    <message>
        <source>Could not list the questions: {error}</source>
        <translation>No se pudieron listar las preguntas: {error}</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n pregunta</numerusform>
            <numerusform>%n preguntas</numerusform>
        </translation>
    </message>
    <message>
        <source>{shown} of {total}</source>
        <translation>{shown} de {total}</translation>
    </message>
    <message>
        <source>No question matches. Clear the search or the filters.</source>
        <translation>Ninguna pregunta coincide. Borre la búsqueda o los filtros.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurar</translation>
    </message>
    <message>
        <source>Retire</source>
        <translation>Retirar</translation>
    </message>
    <message>
        <source>Saved question {id}.</source>
        <translation>Pregunta {id} guardada.</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) restored.</source>
        <translation>
            <numerusform>%n pregunta restaurada.</numerusform>
            <numerusform>%n preguntas restauradas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) retired: kept in past attempts, never drawn.</source>
        <translation>
            <numerusform>%n pregunta retirada: se conserva en los intentos anteriores, pero no vuelve a salir.</numerusform>
            <numerusform>%n preguntas retiradas: se conservan en los intentos anteriores, pero no vuelven a salir.</numerusform>
        </translation>
    </message>
    <message>
        <source>Set topic</source>
        <translation>Asignar tema</translation>
    </message>
    <message numerus="yes">
        <source>Move %n question(s) to the topic:</source>
        <translation>
            <numerusform>Mover %n pregunta al tema:</numerusform>
            <numerusform>Mover %n preguntas al tema:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) moved to {topic}.</source>
        <translation>
            <numerusform>%n pregunta movida a {topic}.</numerusform>
            <numerusform>%n preguntas movidas a {topic}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete questions</source>
        <translation>Eliminar preguntas</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n question(s) from this bank?</source>
        <translation>
            <numerusform>¿Eliminar %n pregunta de este banco?</numerusform>
            <numerusform>¿Eliminar %n preguntas de este banco?</numerusform>
        </translation>
    </message>
    <message>
        <source>They go from the bank and are never drawn again; past attempts still show them as they were. To keep them out of exams but restorable, retire them instead.</source>
        <translation>Desaparecen del banco y no vuelven a salir; los intentos anteriores las siguen mostrando como eran. Para sacarlas de los exámenes pero poder restaurarlas, retírelas.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) deleted.</source>
        <translation>
            <numerusform>%n pregunta eliminada.</numerusform>
            <numerusform>%n preguntas eliminadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the selected questions</source>
        <translation>Exportar las preguntas seleccionadas</translation>
    </message>
    <message>
        <source>This bank came sealed with a classroom build: it has no answer key, so it cannot be exported.</source>
        <translation>Este banco vino sellado con una versión para aula: no tiene clave de respuestas, así que no se puede exportar.</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation>No se puede escribir {path}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n question(s) to {path}.</source>
        <translation>
            <numerusform>Se escribió %n pregunta en {path}.</numerusform>
            <numerusform>Se escribieron %n preguntas en {path}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChoiceList</name>
    <message>
        <source>correct, chosen</source>
        <extracomment>What moves a choice&apos;s text besides a new text or key letter. The letters choices are labelled by; a choice is also selected by its number (1-9) and by its letter, unless the letter is bound to another action on the exam page. Flag, I guessed, next and previous question. Buttons of each kind made with the page; more are made when a question needs them. The mark beside a checked choice: right, wrong (chosen but not right), missed (right, not chosen).</extracomment>
        <translation>correcta, elegida</translation>
    </message>
    <message>
        <source>wrong, chosen</source>
        <translation>incorrecta, elegida</translation>
    </message>
    <message>
        <source>correct, missed</source>
        <translation>correcta, no elegida</translation>
    </message>
    <message>
        <source>wrong, not chosen</source>
        <translation>incorrecta, no elegida</translation>
    </message>
    <message>
        <source>Press {keys}; right-click or Shift+{key} to strike it out</source>
        <translation>Pulse {keys}; clic derecho o Shift+{key} para tacharla</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>Click to choose; right-click to strike it out</source>
        <translation>Clic para elegir; clic derecho para tacharla</translation>
    </message>
</context>
<context>
    <name>ChoiceRow</name>
    <message>
        <source>Why</source>
        <extracomment>Rows of text the prompt and the full explanation show before they scroll.</extracomment>
        <translation>Por qué</translation>
    </message>
    <message>
        <source>Choice {n} is correct</source>
        <translation>La opción {n} es correcta</translation>
    </message>
    <message>
        <source>Tick the correct choices</source>
        <translation>Marque las opciones correctas</translation>
    </message>
    <message>
        <source>Choice {n}</source>
        <translation>Opción {n}</translation>
    </message>
    <message>
        <source>Why choice {n} is right or wrong</source>
        <translation>Por qué la opción {n} es correcta o incorrecta</translation>
    </message>
    <message>
        <source>Why it is right or wrong (optional)</source>
        <translation>Por qué es correcta o incorrecta (opcional)</translation>
    </message>
    <message>
        <source>Remove choice {n}</source>
        <translation>Quitar la opción {n}</translation>
    </message>
    <message>
        <source>Remove this choice</source>
        <translation>Quitar esta opción</translation>
    </message>
</context>
<context>
    <name>ConflictDialog</name>
    <message>
        <source>The question changed meanwhile</source>
        <translation>La pregunta cambió mientras tanto</translation>
    </message>
    <message>
        <source>This question was deleted (in another window) while you edited it. Your version is below: copy what you need, then close the editor.</source>
        <translation>Esta pregunta se eliminó (en otra ventana) mientras usted la editaba. Su versión está abajo: copie lo que necesite y luego cierre el editor.</translation>
    </message>
    <message>
        <source>Someone saved this question (in another window, or by importing its file) while you were editing it. Nothing was overwritten: compare the two versions and choose.</source>
        <translation>Alguien guardó esta pregunta (en otra ventana, o al importar su archivo) mientras usted la editaba. No se sobrescribió nada: compare las dos versiones y elija.</translation>
    </message>
    <message>
        <source>Your version</source>
        <translation>Su versión</translation>
    </message>
    <message>
        <source>(deleted)</source>
        <translation>(eliminada)</translation>
    </message>
    <message>
        <source>Saved meanwhile</source>
        <translation>Guardada mientras tanto</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>Seguir editando</translation>
    </message>
    <message>
        <source>Close the editor</source>
        <translation>Cerrar el editor</translation>
    </message>
    <message>
        <source>Take the saved version</source>
        <translation>Usar la versión guardada</translation>
    </message>
    <message>
        <source>Save mine over it</source>
        <translation>Guardar la mía encima</translation>
    </message>
</context>
<context>
    <name>DeliveryController</name>
    <message>
        <source>The results server refused your result</source>
        <translation>El servidor de resultados rechazó su resultado</translation>
    </message>
    <message>
        <source>Your result cannot be saved in the results folder {0}</source>
        <translation>Su resultado no se puede guardar en la carpeta de resultados {0}</translation>
    </message>
    <message>
        <source>{0} ({1}). It is safe on this computer, but it will not reach your instructor by itself: press “Save result file…”, save it on a USB stick or another folder, and give it to your instructor.</source>
        <translation>{0} ({1}). Está a salvo en este equipo, pero no llegará solo a su instructor: pulse «Guardar archivo de resultados…», guárdelo en una memoria USB o en otra carpeta y entrégueselo a su instructor.</translation>
    </message>
    <message>
        <source>Sending your result…</source>
        <translation>Enviando su resultado…</translation>
    </message>
    <message>
        <source>Saving your result…</source>
        <translation>Guardando su resultado…</translation>
    </message>
    <message>
        <source>Results sent to the class results server.</source>
        <translation>Resultados enviados al servidor de resultados de la clase.</translation>
    </message>
    <message>
        <source>Your result was saved for your instructor: {place}</source>
        <translation>Su resultado se guardó para su instructor: {place}</translation>
    </message>
    <message>
        <source>Saved on this computer; it will be sent when the results server is reachable.</source>
        <translation>Guardado en este equipo; se enviará cuando el servidor de resultados esté disponible.</translation>
    </message>
    <message>
        <source>The results folder {folder} is not available right now. Your result is safe on this computer and will be copied there automatically as soon as it is back.</source>
        <translation>La carpeta de resultados {folder} no está disponible ahora. Su resultado está a salvo en este equipo y se copiará allí automáticamente en cuanto vuelva a estarlo.</translation>
    </message>
    <message>
        <source>Save your result file</source>
        <translation>Guardar su archivo de resultados</translation>
    </message>
    <message>
        <source>Result files (*.json)</source>
        <translation>Archivos de resultados (*.json)</translation>
    </message>
    <message>
        <source>Could not save the copy ({0}); try another place.</source>
        <translation>No se pudo guardar la copia ({0}); pruebe otra ubicación.</translation>
    </message>
    <message>
        <source>A copy is saved as {0}: give it to your instructor.</source>
        <translation>Se guardó una copia como {0}: entréguesela a su instructor.</translation>
    </message>
</context>
<context>
    <name>EditorController</name>
    <message>
        <source>Question ids never change: history is attached to them</source>
        <extracomment>Empty choice rows a new question starts with.</extracomment>
        <translation>Los ID de pregunta nunca cambian: el historial está vinculado a ellos</translation>
    </message>
    <message>
        <source>A new id, unique in this bank</source>
        <translation>Un ID nuevo, único en este banco</translation>
    </message>
    <message>
        <source>Edit question {id}</source>
        <translation>Editar pregunta {id}</translation>
    </message>
    <message>
        <source>{id} · {bank}</source>
        <translation>{id} · {bank}</translation>
    </message>
    <message>
        <source>Past attempts keep showing this question as it was; exams started from now on show your changes.{edited}</source>
        <translation>Los intentos anteriores siguen mostrando esta pregunta como era; los exámenes que empiecen a partir de ahora mostrarán sus cambios.{edited}</translation>
    </message>
    <message>
        <source> It was edited here before, so importing its file again keeps your version.</source>
        <translation> Ya se editó aquí antes, así que al importar de nuevo su archivo se conserva su versión.</translation>
    </message>
    <message>
        <source>Copy of {id}</source>
        <translation>Copia de {id}</translation>
    </message>
    <message>
        <source>New question</source>
        <translation>Nueva pregunta</translation>
    </message>
    <message>
        <source>New question in {bank}</source>
        <translation>Nueva pregunta en {bank}</translation>
    </message>
    <message>
        <source>Importing the bank&apos;s file again keeps questions you add.</source>
        <translation>Al importar de nuevo el archivo del banco se conservan las preguntas que agregue.</translation>
    </message>
    <message>
        <source>None: the question stands alone</source>
        <translation>Ninguno: la pregunta es independiente</translation>
    </message>
    <message>
        <source>{title} (no longer in the bank&apos;s file)</source>
        <translation>{title} (ya no está en el archivo del banco)</translation>
    </message>
    <message>
        <source>Reported {when}: {note}</source>
        <translation>Informado {when}: {note}</translation>
    </message>
    <message>
        <source>(no note)</source>
        <translation>(sin nota)</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) to fix before saving: {fields}.</source>
        <translation>
            <numerusform>%n problema que corregir antes de guardar: {fields}.</numerusform>
            <numerusform>%n problemas que corregir antes de guardar: {fields}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Insert an image</source>
        <translation>Insertar una imagen</translation>
    </message>
    <message>
        <source>{name} is copied into the bank when you save.</source>
        <translation>{name} se copia en el banco al guardar.</translation>
    </message>
</context>
<context>
    <name>ExamController</name>
    <message>
        <source>two</source>
        <extracomment>How a bank&apos;s prompt says how many to choose (&quot;(Choose two.)&quot;): English number words. The same numbers in the interface&apos;s language, for the hint&apos;s notes (&quot;tick all two&quot;).</extracomment>
        <translation>dos</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tres</translation>
    </message>
    <message>
        <source>four</source>
        <translation>cuatro</translation>
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
        <translation>siete</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>ocho</translation>
    </message>
    <message>
        <source>Choose one</source>
        <extracomment>What the hint says, as test centres write it: the number in words, up to eight.</extracomment>
        <translation>Elija una</translation>
    </message>
    <message>
        <source>Choose two</source>
        <translation>Elija dos</translation>
    </message>
    <message>
        <source>Choose three</source>
        <translation>Elija tres</translation>
    </message>
    <message>
        <source>Choose four</source>
        <translation>Elija cuatro</translation>
    </message>
    <message>
        <source>Choose five</source>
        <translation>Elija cinco</translation>
    </message>
    <message>
        <source>Choose six</source>
        <translation>Elija seis</translation>
    </message>
    <message>
        <source>Choose seven</source>
        <translation>Elija siete</translation>
    </message>
    <message>
        <source>Choose eight</source>
        <translation>Elija ocho</translation>
    </message>
    <message>
        <source>Choice {key}, struck out: {verdict}</source>
        <extracomment>&quot;(Choose two.)&quot;, &quot;(Select 2)&quot;, &quot;Choose three.&quot; in a prompt: the bank says it already.</extracomment>
        <translation>Opción {key}, tachada: {verdict}</translation>
    </message>
    <message>
        <source>Choice {key}, struck out</source>
        <translation>Opción {key}, tachada</translation>
    </message>
    <message>
        <source>Choice {key}: {verdict}</source>
        <translation>Opción {key}: {verdict}</translation>
    </message>
    <message>
        <source>Choose {count}</source>
        <translation>Elija {count}</translation>
    </message>
    <message>
        <source>{selected} of {count} chosen</source>
        <translation>{selected} de {count} elegidas</translation>
    </message>
    <message>
        <source>untick one first to choose another (you can choose {count})</source>
        <extracomment>Loads an exhibit&apos;s bytes by bank id and name (None when the bank has no such image).</extracomment>
        <translation>desmarque una antes de elegir otra (puede elegir {count})</translation>
    </message>
    <message>
        <source>tick all {count} to check</source>
        <translation>marque las {count} para comprobar</translation>
    </message>
    <message>
        <source>Leave without saving</source>
        <translation>Salir sin guardar</translation>
    </message>
    <message>
        <source>Not saved: {error}. Everything saved before is safe; repeat your last step once this is fixed.</source>
        <translation>No se guardó: {error}. Todo lo guardado antes está a salvo; repita su último paso cuando se solucione.</translation>
    </message>
    <message>
        <source>Question {number} of {count}</source>
        <extracomment>A results server to reach (the student URL), instead of the classroom profile&apos;s. Skip logging in to the profile&apos;s results server (a build machine off the class network).</extracomment>
        <translation>Pregunta {number} de {count}</translation>
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
        <translation>Caso práctico: {title}.</translation>
    </message>
    <message>
        <source>✔ Correct</source>
        <translation>✔ Correcta</translation>
    </message>
    <message>
        <source>✘ Not quite</source>
        <translation>✘ No del todo</translation>
    </message>
    <message>
        <source>No further explanation for this question.</source>
        <translation>No hay más explicación para esta pregunta.</translation>
    </message>
    <message>
        <source>Choice {key} struck out.</source>
        <translation>Opción {key} tachada.</translation>
    </message>
    <message>
        <source>Choice {key} back in.</source>
        <translation>Opción {key} restablecida.</translation>
    </message>
    <message>
        <source>Hide full explanation</source>
        <translation>Ocultar explicación completa</translation>
    </message>
    <message>
        <source>Show full explanation</source>
        <translation>Mostrar explicación completa</translation>
    </message>
    <message>
        <source>Untimed</source>
        <translation>Sin límite</translation>
    </message>
    <message>
        <source>{time} remaining</source>
        <translation>Quedan {time}</translation>
    </message>
    <message>
        <source>no time limit</source>
        <translation>sin límite de tiempo</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) left.</source>
        <translation>
            <numerusform>Queda %n minuto.</numerusform>
            <numerusform>Quedan %n minutos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choice {key}</source>
        <translation>Opción {key}</translation>
    </message>
</context>
<context>
    <name>ExamPage</name>
    <message>
        <source>Save a copy…</source>
        <extracomment>Below this page width the navigator shows fewer columns and the buttons say less. Below this page width a paper with case studies gives the navigator fewer columns (the scenario pane needs the room). Below this page height the navigator&apos;s legend moves into the tooltip of its title.</extracomment>
        <translation>Guardar una copia…</translation>
    </message>
    <message>
        <source>Save your answers to a new file</source>
        <translation>Guardar sus respuestas en un archivo nuevo</translation>
    </message>
    <message>
        <source>Save the library, with the answers of this exam, to a file you choose</source>
        <translation>Guardar la biblioteca, con las respuestas de este examen, en el archivo que elija</translation>
    </message>
    <message>
        <source>Question {number} of {count}</source>
        <translation>Pregunta {number} de {count}</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progreso</translation>
    </message>
    <message>
        <source>Untimed</source>
        <translation>Sin límite</translation>
    </message>
    <message>
        <source>Time remaining</source>
        <translation>Tiempo restante</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>Clear answer</source>
        <translation>Borrar respuesta</translation>
    </message>
    <message>
        <source>Take this answer back (Backspace or Delete)</source>
        <translation>Borrar esta respuesta (Retroceso o Supr)</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Su respuesta</translation>
    </message>
    <message>
        <source>▼ More below: scroll to see every choice</source>
        <translation>▼ Hay más abajo: desplácese para ver todas las opciones</translation>
    </message>
    <message>
        <source>Your answer and the right one</source>
        <translation>Su respuesta y la correcta</translation>
    </message>
    <message>
        <source>Short explanation</source>
        <translation>Explicación breve</translation>
    </message>
    <message>
        <source>Show full explanation</source>
        <translation>Mostrar explicación completa</translation>
    </message>
    <message>
        <source>Full explanation</source>
        <translation>Explicación completa</translation>
    </message>
    <message>
        <source>Report a problem with this question…</source>
        <translation>Informar de un problema con esta pregunta…</translation>
    </message>
    <message>
        <source>Report a problem with this question</source>
        <translation>Informar de un problema con esta pregunta</translation>
    </message>
    <message>
        <source>A wrong key, a typo, an unclear prompt: note it for the Banks page</source>
        <translation>Una clave errónea, una errata, un enunciado confuso: anótelo para la página Bancos</translation>
    </message>
    <message>
        <source>Tinted: answered · dashed: incomplete · bold border: flagged · filled: current</source>
        <translation>Sombreada: respondida · discontinua: incompleta · borde grueso: marcada · rellena: actual</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Preguntas</translation>
    </message>
    <message>
        <source>Previous question (← or P)</source>
        <translation>Pregunta anterior (← o P)</translation>
    </message>
    <message>
        <source>Flag this question for review (F)</source>
        <translation>Marcar esta pregunta para revisión (F)</translation>
    </message>
    <message>
        <source>Flag for review</source>
        <translation>Marcar para revisión</translation>
    </message>
    <message>
        <source>Previous question</source>
        <translation>Pregunta anterior</translation>
    </message>
    <message>
        <source>I guessed</source>
        <translation>Adiviné</translation>
    </message>
    <message>
        <source>Mark this answer as a guess, to review it sooner (G)</source>
        <translation>Indicar que esta respuesta fue adivinada, para repasarla antes (G)</translation>
    </message>
    <message>
        <source>Check answer</source>
        <translation>Comprobar respuesta</translation>
    </message>
    <message>
        <source>Reveal whether your answer is right (Space)</source>
        <translation>Mostrar si su respuesta es correcta (Espacio)</translation>
    </message>
    <message>
        <source>Next question (→ or N)</source>
        <translation>Pregunta siguiente (→ o N)</translation>
    </message>
    <message>
        <source>Next question</source>
        <translation>Pregunta siguiente</translation>
    </message>
    <message>
        <source>Review screen</source>
        <translation>Pantalla de revisión</translation>
    </message>
    <message>
        <source>Back to the review of all questions</source>
        <translation>Volver a la revisión de todas las preguntas</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ayuda</translation>
    </message>
    <message>
        <source>Modes and keys (F1)</source>
        <translation>Modos y teclas (F1)</translation>
    </message>
    <message>
        <source>Save and exit</source>
        <translation>Guardar y salir</translation>
    </message>
    <message>
        <source>Keep this session for later and go back to Start</source>
        <translation>Guardar esta sesión para más tarde y volver a Inicio</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>Entregar</translation>
    </message>
    <message>
        <source>Review your answers, then end (Ctrl+Enter)</source>
        <translation>Revisar sus respuestas y terminar (Ctrl+Enter)</translation>
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
        <translation>Siguiente {arrow}</translation>
    </message>
</context>
<context>
    <name>ExhibitPanel</name>
    <message>
        <source>[Exhibit not available: {name}]</source>
        <extracomment>The width the last thumbnails were given: the next question&apos;s are scaled to it at once, not first to a guess and again when laid out (a smooth scale is a third of a frame).</extracomment>
        <translation>[Anexo no disponible: {name}]</translation>
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
        <translation>{name} (clic para ampliar)</translation>
    </message>
    <message>
        <source>Click to enlarge</source>
        <translation>Clic para ampliar</translation>
    </message>
</context>
<context>
    <name>Explanation</name>
    <message>
        <source>Why each choice</source>
        <translation>Por qué cada opción</translation>
    </message>
    <message>
        <source>References</source>
        <translation>Referencias</translation>
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
        <translation>Más lento que el ritmo del examen de {pace} por pregunta</translation>
    </message>
    <message>
        <source>{correct} of {total} correct</source>
        <translation>{correct} de {total} correctas</translation>
    </message>
    <message>
        <source>{marks} of {total} marks with partial credit ({correct} entirely right)</source>
        <translation>{marks} de {total} puntos con puntuación parcial ({correct} totalmente correctas)</translation>
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
        <translation>Probabilidad de aprobar: aún no hay suficientes respuestas</translation>
    </message>
    <message>
        <source>Pass probability {figure}</source>
        <translation>Probabilidad de aprobar: {figure}</translation>
    </message>
    <message>
        <source>It appears once you have answered at least {answers} questions, from every topic of the exam, in the last {days} days.</source>
        <translation>Aparece cuando haya respondido al menos {answers} preguntas, de todos los temas del examen, en los últimos {days} días.</translation>
    </message>
    <message>
        <source>Your chance of passing the full exam if you sat it now, from your answers of the last {days} days (recent ones count more; {answers} answers). The range is where the chance lies with 80% certainty. Questions you marked &apos;I guessed&apos; count as half known.</source>
        <translation>Su probabilidad de aprobar el examen completo si lo hiciera ahora, según sus respuestas de los últimos {days} días (las recientes cuentan más; {answers} respuestas). El rango es donde está la probabilidad con un 80% de certeza. Las preguntas marcadas con «Adiviné» cuentan como sabidas a medias.</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>timed like the real exam; no feedback until you submit, then your score, PASS or FAIL, and every question reviewed</source>
        <translation>con tiempo como el examen real; sin comentarios hasta que entregue; después, su puntuación, APROBADO o NO APROBADO, y la revisión de cada pregunta</translation>
    </message>
    <message>
        <source>check each answer as you go (Space) and read why; save and exit whenever you like and resume later</source>
        <translation>compruebe cada respuesta sobre la marcha (Espacio) y lea el porqué; guarde y salga cuando quiera y reanude más tarde</translation>
    </message>
    <message>
        <source>a drill on your weakest topics and the questions you missed recently, with feedback on each answer</source>
        <translation>un refuerzo de sus temas más débiles y de las preguntas que falló recientemente, con comentarios en cada respuesta</translation>
    </message>
    <message>
        <source>the questions spaced review brings back today: those you are about to forget, missed ones sooner</source>
        <translation>las preguntas que el repaso espaciado trae de vuelta hoy: las que está a punto de olvidar, y antes las falladas</translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; or &lt;b&gt;A&lt;/b&gt;–&lt;b&gt;Z&lt;/b&gt; (but F, G, N, P)</source>
        <extracomment>(keys, what they do, self-study only: a classroom exam has no guesses, checks or other pages). Key names are translated too: keyboards label them in their language.</extracomment>
        <translation>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; o &lt;b&gt;A&lt;/b&gt;–&lt;b&gt;Z&lt;/b&gt; (salvo F, G, N, P)</translation>
    </message>
    <message>
        <source>choose that choice (each shows its letter); on a single-answer question choosing it again keeps it</source>
        <translation>elegir esa opción (cada una muestra su letra); en una pregunta de respuesta única, elegirla de nuevo la mantiene</translation>
    </message>
    <message>
        <source>&lt;b&gt;Backspace&lt;/b&gt; or &lt;b&gt;Delete&lt;/b&gt;</source>
        <translation>&lt;b&gt;Retroceso&lt;/b&gt; o &lt;b&gt;Supr&lt;/b&gt;</translation>
    </message>
    <message>
        <source>clear the answer (or &quot;Clear answer&quot;)</source>
        <translation>borrar la respuesta (o &quot;Borrar respuesta&quot;)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shift&lt;/b&gt;+the number or letter, or right-click</source>
        <translation>&lt;b&gt;Shift&lt;/b&gt;+el número o la letra, o clic derecho</translation>
    </message>
    <message>
        <source>strike a choice, or a matching option, out (or back in)</source>
        <translation>tachar una opción, o una opción de emparejamiento (o restablecerla)</translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; on a matching question</source>
        <translation>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; en una pregunta de emparejamiento</translation>
    </message>
    <message>
        <source>go to that item&apos;s drop-down; &lt;b&gt;↑&lt;/b&gt;/&lt;b&gt;↓&lt;/b&gt; choose, &lt;b&gt;Delete&lt;/b&gt; clears that item</source>
        <translation>ir a la lista desplegable de ese elemento; &lt;b&gt;↑&lt;/b&gt;/&lt;b&gt;↓&lt;/b&gt; eligen, &lt;b&gt;Supr&lt;/b&gt; borra ese elemento</translation>
    </message>
    <message>
        <source>&lt;b&gt;Alt+↑&lt;/b&gt; / &lt;b&gt;Alt+↓&lt;/b&gt;</source>
        <translation>&lt;b&gt;Alt+↑&lt;/b&gt; / &lt;b&gt;Alt+↓&lt;/b&gt;</translation>
    </message>
    <message>
        <source>move the selected item of an ordering question (&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; select one)</source>
        <translation>mover el elemento seleccionado de una pregunta de ordenación (&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; seleccionan uno)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Alt+S&lt;/b&gt; on a case study&apos;s question</source>
        <translation>&lt;b&gt;Alt+S&lt;/b&gt; en una pregunta de un caso práctico</translation>
    </message>
    <message>
        <source>show or hide the scenario; opened, &lt;b&gt;↑&lt;/b&gt;/&lt;b&gt;↓&lt;/b&gt; scroll it</source>
        <translation>mostrar u ocultar el escenario; abierto, &lt;b&gt;↑&lt;/b&gt;/&lt;b&gt;↓&lt;/b&gt; lo desplazan</translation>
    </message>
    <message>
        <source>&lt;b&gt;Esc&lt;/b&gt; in the answer box</source>
        <translation>&lt;b&gt;Esc&lt;/b&gt; en el cuadro de respuesta</translation>
    </message>
    <message>
        <source>leave the box, so the keys below work again</source>
        <translation>salir del cuadro, para que las teclas de abajo vuelvan a funcionar</translation>
    </message>
    <message>
        <source>&lt;b&gt;→&lt;/b&gt; or &lt;b&gt;N&lt;/b&gt;</source>
        <translation>&lt;b&gt;→&lt;/b&gt; o &lt;b&gt;N&lt;/b&gt;</translation>
    </message>
    <message>
        <source>next question</source>
        <translation>pregunta siguiente</translation>
    </message>
    <message>
        <source>&lt;b&gt;←&lt;/b&gt; or &lt;b&gt;P&lt;/b&gt;</source>
        <translation>&lt;b&gt;←&lt;/b&gt; o &lt;b&gt;P&lt;/b&gt;</translation>
    </message>
    <message>
        <source>previous question</source>
        <translation>pregunta anterior</translation>
    </message>
    <message>
        <source>&lt;b&gt;F&lt;/b&gt;</source>
        <translation>&lt;b&gt;F&lt;/b&gt;</translation>
    </message>
    <message>
        <source>flag or unflag the question for review</source>
        <translation>marcar o desmarcar la pregunta para revisión</translation>
    </message>
    <message>
        <source>&lt;b&gt;G&lt;/b&gt;</source>
        <translation>&lt;b&gt;G&lt;/b&gt;</translation>
    </message>
    <message>
        <source>mark the answer as a guess (&quot;I guessed&quot;)</source>
        <translation>indicar que la respuesta fue adivinada (&quot;Adiviné&quot;)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Space&lt;/b&gt; (&lt;b&gt;Enter&lt;/b&gt; in the answer box)</source>
        <translation>&lt;b&gt;Espacio&lt;/b&gt; (&lt;b&gt;Enter&lt;/b&gt; en el cuadro de respuesta)</translation>
    </message>
    <message>
        <source>check the answer (practice, drills, review)</source>
        <translation>comprobar la respuesta (práctica, refuerzo, repaso)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+Enter&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ctrl+Enter&lt;/b&gt;</translation>
    </message>
    <message>
        <source>review your answers before you finish</source>
        <translation>revisar sus respuestas antes de terminar</translation>
    </message>
    <message>
        <source>&lt;b&gt;Enter&lt;/b&gt; on the review screen</source>
        <translation>&lt;b&gt;Enter&lt;/b&gt; en la pantalla de revisión</translation>
    </message>
    <message>
        <source>go to the selected question</source>
        <translation>ir a la pregunta seleccionada</translation>
    </message>
    <message>
        <source>&lt;b&gt;Enter&lt;/b&gt; on the Start page</source>
        <translation>&lt;b&gt;Enter&lt;/b&gt; en la página Inicio</translation>
    </message>
    <message>
        <source>start</source>
        <translation>comenzar</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+1&lt;/b&gt; / &lt;b&gt;Ctrl+2&lt;/b&gt; / &lt;b&gt;Ctrl+3&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ctrl+1&lt;/b&gt; / &lt;b&gt;Ctrl+2&lt;/b&gt; / &lt;b&gt;Ctrl+3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Start, History, Banks (outside an exam)</source>
        <translation>Inicio, Historial, Bancos (fuera de un examen)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl++&lt;/b&gt; / &lt;b&gt;Ctrl+-&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ctrl++&lt;/b&gt; / &lt;b&gt;Ctrl+-&lt;/b&gt;</translation>
    </message>
    <message>
        <source>larger or smaller text</source>
        <translation>texto más grande o más pequeño</translation>
    </message>
    <message>
        <source>&lt;b&gt;F11&lt;/b&gt;</source>
        <translation>&lt;b&gt;F11&lt;/b&gt;</translation>
    </message>
    <message>
        <source>full screen on or off</source>
        <translation>activar o desactivar pantalla completa</translation>
    </message>
    <message>
        <source>&lt;b&gt;F1&lt;/b&gt;</source>
        <translation>&lt;b&gt;F1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>this help</source>
        <translation>esta ayuda</translation>
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
        <translation>Ayuda: modos y teclas</translation>
    </message>
    <message>
        <source>This exam</source>
        <translation>Este examen</translation>
    </message>
    <message>
        <source>Your instructor set this exam: its questions, time limit and pass mark. The clock keeps running if the app is closed; if it is, start it again and resume. When you hand in (or time runs out) your result goes to your instructor.</source>
        <translation>Su instructor configuró este examen: sus preguntas, el límite de tiempo y la nota mínima. El reloj sigue corriendo aunque se cierre la aplicación; si se cierra, vuelva a abrirla y reanude. Al entregar (o al agotarse el tiempo), su resultado se envía a su instructor.</translation>
    </message>
</context>
<context>
    <name>HistoryController</name>
    <message>
        <source>{title} (deleted)</source>
        <extracomment>The pass-probability line: teal, apart from the score&apos;s accent and the amber pass mark.</extracomment>
        <translation>{title} (eliminado)</translation>
    </message>
    <message>
        <source>{verdict} · timed out</source>
        <translation>{verdict} · tiempo agotado</translation>
    </message>
    <message>
        <source>{used} · {per_question}/q</source>
        <translation>{used} · {per_question}/preg.</translation>
    </message>
    <message>
        <source>Time used · average time per question</source>
        <translation>Tiempo usado · tiempo medio por pregunta</translation>
    </message>
    <message numerus="yes">
        <source>{readiness} · %n question(s) due for review</source>
        <translation>
            <numerusform>{readiness} · %n pregunta pendiente de repaso</numerusform>
            <numerusform>{readiness} · %n preguntas pendientes de repaso</numerusform>
        </translation>
    </message>
    <message>
        <source>{time} · slow</source>
        <translation>{time} · lento</translation>
    </message>
    <message>
        <source>{correct} of {answered} right, {guessed} of them marked &apos;I guessed&apos; (shaky)</source>
        <translation>{correct} de {answered} correctas, {guessed} de ellas marcadas con «Adiviné» (inseguras)</translation>
    </message>
    <message>
        <source>{correct} of {answered} right</source>
        <translation>{correct} de {answered} correctas</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Pass probability</source>
        <translation>Probabilidad de aprobar</translation>
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
        <translation>Historial</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Banco</translation>
    </message>
    <message>
        <source>Score and pass probability</source>
        <translation>Puntuación y probabilidad de aprobar</translation>
    </message>
    <message>
        <source>Accuracy by topic</source>
        <translation>Acierto por tema</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Intentos</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Past attempts</source>
        <translation>Intentos anteriores</translation>
    </message>
    <message>
        <source>Double-click an attempt (or select it and press Enter) to review it.</source>
        <translation>Haga doble clic en un intento (o selecciónelo y pulse Enter) para revisarlo.</translation>
    </message>
    <message>
        <source>Progress by topic</source>
        <translation>Progreso por tema</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Respuestas</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Acierto</translation>
    </message>
    <message>
        <source>Mastery</source>
        <translation>Conocimiento</translation>
    </message>
    <message>
        <source>Avg. time</source>
        <translation>Tiempo medio</translation>
    </message>
    <message>
        <source>Mastery: the estimated chance you know a question of the topic now; recent answers count more, and answers marked &apos;I guessed&apos; count as half known. * some right answers were guesses (hover for how many).</source>
        <translation>Conocimiento: la probabilidad estimada de que sepa ahora una pregunta del tema; las respuestas recientes cuentan más, y las marcadas con «Adiviné» cuentan como sabidas a medias. * algunas respuestas correctas fueron adivinadas (pase el puntero para ver cuántas).</translation>
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
        <translation>Leyendo {name}…</translation>
    </message>
    <message>
        <source>No question can be shown until the file is read.</source>
        <translation>No se puede mostrar ninguna pregunta hasta que se lea el archivo.</translation>
    </message>
    <message>
        <source>Nothing can be imported from this file as it is read now.</source>
        <translation>No se puede importar nada de este archivo tal como se lee ahora.</translation>
    </message>
    <message>
        <source>Try another format above, or fix the file.</source>
        <translation>Pruebe otro formato arriba, o corrija el archivo.</translation>
    </message>
    <message>
        <source>Say below what each column holds.</source>
        <translation>Indique abajo qué contiene cada columna.</translation>
    </message>
    <message>
        <source>{format}: {family}</source>
        <translation>{format}: {family}</translation>
    </message>
    <message numerus="yes">
        <source>Found %n question(s)</source>
        <translation>
            <numerusform>Se encontró %n pregunta</numerusform>
            <numerusform>Se encontraron %n preguntas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n will be imported</source>
        <translation>
            <numerusform>Se importará %n</numerusform>
            <numerusform>Se importarán %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n omitida</numerusform>
            <numerusform>%n omitidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Topics: {topics}</source>
        <translation>Temas: {topics}</translation>
    </message>
    <message>
        <source>column {number}</source>
        <translation>columna {number}</translation>
    </message>
    <message>
        <source>What the column &apos;{name}&apos; holds</source>
        <translation>Qué contiene la columna «{name}»</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>Choice (in column order)</source>
        <translation>Opción (en el orden de las columnas)</translation>
    </message>
    <message>
        <source>All choices (separated by ;)</source>
        <translation>Todas las opciones (separadas por ;)</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Explicación</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Question id</source>
        <translation>ID de la pregunta</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Etiquetas</translation>
    </message>
    <message>
        <source>Not used</source>
        <translation>Sin usar</translation>
    </message>
    <message>
        <source>Choose {count}</source>
        <translation>Elija {count}</translation>
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
        <translation>Vista previa de la importación</translation>
    </message>
    <message>
        <source>Read as:</source>
        <translation>Leer como:</translation>
    </message>
    <message>
        <source>Format to read the file as</source>
        <translation>Formato con el que leer el archivo</translation>
    </message>
    <message>
        <source>Questions that would be skipped, and why</source>
        <translation>Preguntas que se omitirían, y por qué</translation>
    </message>
    <message>
        <source>What each column holds</source>
        <translation>Qué contiene cada columna</translation>
    </message>
    <message>
        <source>Sample question</source>
        <translation>Pregunta de ejemplo</translation>
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
        <translation>No se guardó: el archivo de base de datos {path} se movió, reemplazó o eliminó. Sus respuestas se conservan en esta ventana; guarde una copia para no perderlas.</translation>
    </message>
    <message>
        <source>Save your answers to a new file</source>
        <translation>Guardar sus respuestas en un archivo nuevo</translation>
    </message>
    <message>
        <source>Exam Simulator database (*.db)</source>
        <translation>Base de datos de Exam Simulator (*.db)</translation>
    </message>
    <message>
        <source>Not saved: the copy could not be written to {path} ({reason}). Your answers are still kept in this window; try another folder.</source>
        <translation>No se guardó: no se pudo escribir la copia en {path} ({reason}). Sus respuestas siguen en esta ventana; pruebe otra carpeta.</translation>
    </message>
    <message>
        <source>Saved to {path}. Your answers are safe again and are saved there as you go; to use this file next time: exam-simulator --db sqlite:///{path}</source>
        <translation>Guardado en {path}. Sus respuestas vuelven a estar a salvo y se guardan allí sobre la marcha; para usar este archivo la próxima vez: exam-simulator --db sqlite:///{path}</translation>
    </message>
    <message>
        <source>Answers not saved</source>
        <translation>Respuestas sin guardar</translation>
    </message>
    <message>
        <source>Your answers since the database file went away are not saved: they are only in this window.</source>
        <translation>Sus respuestas desde que desapareció el archivo de base de datos no están guardadas: solo están en esta ventana.</translation>
    </message>
    <message>
        <source>Save a copy of them first?</source>
        <translation>¿Guardar antes una copia?</translation>
    </message>
    <message>
        <source>Save a copy…</source>
        <translation>Guardar una copia…</translation>
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
        <translation>Guardado. Reanúdelo desde la página Inicio cuando quiera.</translation>
    </message>
    <message>
        <source>This exam was already submitted (in another window).</source>
        <translation>Este examen ya se entregó (en otra ventana).</translation>
    </message>
    <message>
        <source>This attempt was discarded in another window.</source>
        <translation>Este intento se descartó en otra ventana.</translation>
    </message>
    <message>
        <source>This attempt was resumed in another window; continue it there.</source>
        <translation>Este intento se reanudó en otra ventana; continúelo allí.</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Se acabó el tiempo</translation>
    </message>
    <message>
        <source>Time ran out, so your answers were submitted automatically.</source>
        <translation>Se agotó el tiempo, así que sus respuestas se entregaron automáticamente.</translation>
    </message>
    <message>
        <source>Reported. The question is marked on the Banks page (show: Reported), where it can be fixed.</source>
        <translation>Reportada. La pregunta queda marcada en la página Bancos (mostrar: Reportadas), donde se puede corregir.</translation>
    </message>
    <message>
        <source>Exam Simulator: {name}</source>
        <translation>Exam Simulator: {name}</translation>
    </message>
    <message>
        <source>The interface is in {language}.</source>
        <translation>La interfaz está en {language}.</translation>
    </message>
    <message>
        <source>The interface will be in {language} when Exam Simulator starts again.</source>
        <translation>La interfaz estará en {language} la próxima vez que se inicie Exam Simulator.</translation>
    </message>
    <message numerus="yes">
        <source>Desired retention {value}: %n review date(s) moved.</source>
        <translation>
            <numerusform>Retención deseada {value}: se movió %n fecha de repaso.</numerusform>
            <numerusform>Retención deseada {value}: se movieron %n fechas de repaso.</numerusform>
        </translation>
    </message>
    <message>
        <source>About Exam Simulator</source>
        <translation>Acerca de Exam Simulator</translation>
    </message>
    <message>
        <source>Exam Simulator {version}
Offline practice for certification exams.</source>
        <translation>Exam Simulator {version}
Práctica sin conexión para exámenes de certificación.</translation>
    </message>
    <message>
        <source>Close without saving</source>
        <translation>Cerrar sin guardar</translation>
    </message>
</context>
<context>
    <name>MatchingPanel</name>
    <message>
        <source>Options (right-click one to cross it out):</source>
        <extracomment>The letters the options are listed by (and struck out with, Shift+letter).</extracomment>
        <translation>Opciones (clic derecho en una para tacharla):</translation>
    </message>
    <message>
        <source>Choose a match</source>
        <translation>Elija la correspondencia</translation>
    </message>
    <message>
        <source>Right-click, or Shift+{0}, to cross this option out</source>
        <translation>Clic derecho, o Shift+{0}, para tachar esta opción</translation>
    </message>
    <message>
        <source>Item {0}: choose its match</source>
        <translation>Elemento {0}: elija su correspondencia</translation>
    </message>
    <message>
        <source>Clear the match of item {0}</source>
        <translation>Borrar la correspondencia del elemento {0}</translation>
    </message>
    <message>
        <source>Clear this match (Delete)</source>
        <translation>Borrar esta correspondencia (Supr)</translation>
    </message>
    <message>
        <source>crossed out</source>
        <translation>tachada</translation>
    </message>
    <message>
        <source>right</source>
        <translation>correcta</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>incorrecta</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>the database {name} holds tables that are not Exam Simulator&apos;s; choose another database with --db</source>
        <extracomment>SQLite&apos;s `synchronous` for every transaction, except those opened with `Database.session(durable=False)`, which use SYNC_LAZY. In WAL mode FULL syncs the log at each commit; NORMAL only writes it (a crash of the app loses nothing, a power cut may lose the last commits) and the next FULL commit syncs those frames too. Without WAL (a file system that refuses it) NORMAL could corrupt the file on a power cut, so there every transaction stays FULL.</extracomment>
        <translation>la base de datos {name} contiene tablas que no son de Exam Simulator; elija otra base de datos con --db</translation>
    </message>
    <message>
        <source>the database {name} was written by a newer version of Exam Simulator (schema {revision}; this version reads up to {readable}). Update Exam Simulator, or use another database with --db.</source>
        <translation>la base de datos {name} la escribió una versión más reciente de Exam Simulator (esquema {revision}; esta versión lee hasta {readable}). Actualice Exam Simulator o use otra base de datos con --db.</translation>
    </message>
    <message>
        <source>the database file {path} was moved, replaced or deleted while Exam Simulator was using it; nothing more is written to it</source>
        <translation>el archivo de base de datos {path} se movió, reemplazó o eliminó mientras Exam Simulator lo usaba; ya no se escribe nada en él</translation>
    </message>
    <message>
        <source>the database {name} is not an Exam Simulator database or is damaged ({reason}); nothing was changed. Move it aside, or choose another database with --db</source>
        <translation>la base de datos {name} no es de Exam Simulator o está dañada ({reason}); no se cambió nada. Muévala a otro lugar o elija otra base de datos con --db</translation>
    </message>
    <message>
        <source>the database {name} cannot be written: the disk is full ({reason}); nothing was changed. Free some space and try again</source>
        <translation>no se puede escribir en la base de datos {name}: el disco está lleno ({reason}); no se cambió nada. Libere espacio e inténtelo de nuevo</translation>
    </message>
    <message>
        <source>the database {name} is read-only ({reason}); nothing was changed. Make the file writable, or choose another database with --db</source>
        <translation>la base de datos {name} es de solo lectura ({reason}); no se cambió nada. Permita la escritura en el archivo o elija otra base de datos con --db</translation>
    </message>
    <message>
        <source>the database {name} is busy: another program is writing to it ({reason}); nothing was changed. Try again in a moment</source>
        <translation>la base de datos {name} está ocupada: otro programa está escribiendo en ella ({reason}); no se cambió nada. Inténtelo de nuevo en un momento</translation>
    </message>
    <message>
        <source>cannot open the database {name}: {reason}</source>
        <translation>no se puede abrir la base de datos {name}: {reason}</translation>
    </message>
    <message>
        <source>the database {name} reported an error: {reason}</source>
        <translation>la base de datos {name} notificó un error: {reason}</translation>
    </message>
    <message>
        <source>{topic}: {correct} of {total} correct ({percent}%); drill it next</source>
        <extracomment>A topic needs this many answers before it is called strong. z for a two-sided 95% interval.</extracomment>
        <translation>{topic}: {correct} de {total} correctas ({percent}%); refuércelo a continuación</translation>
    </message>
    <message>
        <source>{topic}: {correct} of {total} correct ({percent}%); drill it soon</source>
        <translation>{topic}: {correct} de {total} correctas ({percent}%); refuércelo pronto</translation>
    </message>
    <message>
        <source>An exam needs at least one question.</source>
        <extracomment>The kinds of practice set, with what each draws from. How many recent attempts &quot;missed&quot; and &quot;flagged&quot; look back by default.</extracomment>
        <translation>Un examen necesita al menos una pregunta.</translation>
    </message>
    <message>
        <source>The time limit cannot be negative (use 0 for an untimed exam).</source>
        <translation>El límite de tiempo no puede ser negativo (use 0 para un examen sin límite de tiempo).</translation>
    </message>
    <message>
        <source>The pass mark must be between 0% and 100%, not {percent}%.</source>
        <translation>La nota mínima debe estar entre 0% y 100%, no {percent}%.</translation>
    </message>
    <message>
        <source>Topic weights cannot be negative: {topics}.</source>
        <translation>Los pesos de los temas no pueden ser negativos: {topics}.</translation>
    </message>
    <message>
        <source>The bank {bank!r} has no topic {topics}.</source>
        <translation>El banco {bank!r} no tiene el tema {topics}.</translation>
    </message>
    <message>
        <source>No questions match these topics.</source>
        <translation>Ninguna pregunta coincide con estos temas.</translation>
    </message>
    <message>
        <source>Enter your name and student ID first.</source>
        <extracomment>Longest student name and student ID the app accepts (what the database and a results server store, and short enough for a result file&apos;s name on every file system). Extra time an accommodation may grant, in percent of the time limit. The extra time a self-study candidate can choose (View menu), as test centres grant it.</extracomment>
        <translation>Escriba primero su nombre y su ID de estudiante.</translation>
    </message>
    <message>
        <source>Your name is {length} characters long; at most {limit} fit.</source>
        <translation>Su nombre tiene {length} caracteres; caben como máximo {limit}.</translation>
    </message>
    <message>
        <source>Your student ID is {length} characters long; at most {limit} fit.</source>
        <translation>Su ID de estudiante tiene {length} caracteres; caben como máximo {limit}.</translation>
    </message>
    <message>
        <source>Your name holds a character that cannot be printed; type it again.</source>
        <translation>Su nombre contiene un carácter que no se puede imprimir; escríbalo de nuevo.</translation>
    </message>
    <message>
        <source>Your student ID holds a character that cannot be printed; type it again.</source>
        <translation>Su ID de estudiante contiene un carácter que no se puede imprimir; escríbalo de nuevo.</translation>
    </message>
    <message>
        <source>No question of the chosen topics is due for review today; tick more topics or choose another mode.</source>
        <translation>Ninguna pregunta de los temas elegidos está pendiente de repaso hoy; marque más temas o elija otro modo.</translation>
    </message>
    <message>
        <source>No question of this bank is due for review today. The next one is due on {day}.</source>
        <translation>Ninguna pregunta de este banco está pendiente de repaso hoy. La próxima será el {day}.</translation>
    </message>
    <message>
        <source>No question of this bank is due for review today.</source>
        <translation>Ninguna pregunta de este banco está pendiente de repaso hoy.</translation>
    </message>
    <message>
        <source>That attempt is no longer unfinished; start a new one.</source>
        <translation>Ese intento ya no está sin terminar; empiece uno nuevo.</translation>
    </message>
    <message>
        <source>There is no bank &apos;{bank}&apos;; import it first.</source>
        <translation>No existe el banco «{bank}»; impórtelo primero.</translation>
    </message>
    <message>
        <source>The classroom profile names the bank &apos;{bank}&apos;, which is not installed.</source>
        <translation>El perfil de aula indica el banco «{bank}», que no está instalado.</translation>
    </message>
</context>
<context>
    <name>Navigation</name>
    <message>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <source>Banks</source>
        <translation>Bancos</translation>
    </message>
    <message>
        <source>Finish the exam (or save and exit a practice session) first</source>
        <translation>Termine primero el examen (o guarde y salga de la sesión de práctica)</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>Navegación</translation>
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
        <translation>Valor, p. ej. 73856</translation>
    </message>
    <message>
        <source>Tolerance (0)</source>
        <translation>Tolerancia (0)</translation>
    </message>
    <message>
        <source>Remove this value</source>
        <translation>Quitar este valor</translation>
    </message>
    <message>
        <source>Accepted value {n}</source>
        <translation>Valor aceptado {n}</translation>
    </message>
    <message>
        <source>Tolerance of value {n}</source>
        <translation>Tolerancia del valor {n}</translation>
    </message>
    <message>
        <source>Remove value {n}</source>
        <translation>Quitar el valor {n}</translation>
    </message>
</context>
<context>
    <name>OrderingPanel</name>
    <message>
        <source>Items in your order, first at the top</source>
        <extracomment>Left and right padding plus border of `QListWidget#orderList::item` in app.qss.</extracomment>
        <translation>Elementos en su orden, el primero arriba</translation>
    </message>
    <message>
        <source>▲ Up</source>
        <translation>▲ Subir</translation>
    </message>
    <message>
        <source>Move the selected item up</source>
        <translation>Subir el elemento seleccionado</translation>
    </message>
    <message>
        <source>Move the selected item up (Alt+Up)</source>
        <translation>Subir el elemento seleccionado (Alt+↑)</translation>
    </message>
    <message>
        <source>▼ Down</source>
        <translation>▼ Bajar</translation>
    </message>
    <message>
        <source>Move the selected item down</source>
        <translation>Bajar el elemento seleccionado</translation>
    </message>
    <message>
        <source>Move the selected item down (Alt+Down)</source>
        <translation>Bajar el elemento seleccionado (Alt+↓)</translation>
    </message>
    <message>
        <source>position {0} of {1}</source>
        <translation>posición {0} de {1}</translation>
    </message>
    <message>
        <source>right</source>
        <translation>correcta</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>incorrecta</translation>
    </message>
</context>
<context>
    <name>PairRow</name>
    <message>
        <source>Item</source>
        <translation>Elemento</translation>
    </message>
    <message>
        <source>Goes with</source>
        <translation>Va con</translation>
    </message>
    <message>
        <source>Remove this pair</source>
        <translation>Quitar este par</translation>
    </message>
    <message>
        <source>Item {n}</source>
        <translation>Elemento {n}</translation>
    </message>
    <message>
        <source>What item {n} goes with</source>
        <translation>Con qué va el elemento {n}</translation>
    </message>
    <message>
        <source>Remove pair {n}</source>
        <translation>Quitar el par {n}</translation>
    </message>
</context>
<context>
    <name>PdfReport</name>
    <message>
        <source>Exam Simulator report: {bank}</source>
        <translation>Informe de Exam Simulator: {bank}</translation>
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
        <translation>tiempo usado {used}</translation>
    </message>
    <message>
        <source>time ran out</source>
        <translation>se agotó el tiempo</translation>
    </message>
    <message>
        <source>Score by topic</source>
        <translation>Puntuación por tema</translation>
    </message>
    <message>
        <source>What to study next</source>
        <translation>Qué estudiar a continuación</translation>
    </message>
    <message>
        <source>No weak topics in this attempt: every topic reached the pass mark.</source>
        <translation>Sin temas débiles en este intento: todos los temas alcanzaron la nota mínima.</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Preguntas</translation>
    </message>
    <message>
        <source>Case study: {title}</source>
        <translation>Caso práctico: {title}</translation>
    </message>
    <message>
        <source>none given</source>
        <translation>sin respuesta</translation>
    </message>
    <message>
        <source>Your answer: {answer}</source>
        <translation>Su respuesta: {answer}</translation>
    </message>
    <message>
        <source>Right answer: {answer}</source>
        <translation>Respuesta correcta: {answer}</translation>
    </message>
</context>
<context>
    <name>ProposalDialog</name>
    <message>
        <source>Sort questions into topics: {bank}</source>
        <extracomment>Proposals below this confidence are marked for a closer look. How many questions of the library&apos;s other banks helped the last proposal.</extracomment>
        <translation>Clasificar preguntas por temas: {bank}</translation>
    </message>
    <message>
        <source>1. The exam&apos;s domains</source>
        <translation>1. Los dominios del examen</translation>
    </message>
    <message>
        <source>As the official exam guide lists them: an id, a title and, if you have it, a line of description. The more words a description shares with the questions, the better the proposals.</source>
        <translation>Tal como los enumera la guía oficial del examen: un ID, un título y, si la tiene, una línea de descripción. Cuantas más palabras comparta una descripción con las preguntas, mejores serán las propuestas.</translation>
    </message>
    <message>
        <source>Domains</source>
        <translation>Dominios</translation>
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
        <translation>Descripción (opcional)</translation>
    </message>
    <message>
        <source>Add domain</source>
        <translation>Agregar dominio</translation>
    </message>
    <message>
        <source>Load DOMAINS.yaml…</source>
        <translation>Cargar DOMAINS.yaml…</translation>
    </message>
    <message>
        <source>Propose topics</source>
        <translation>Proponer temas</translation>
    </message>
    <message>
        <source>2. Check the proposals, least sure first</source>
        <translation>2. Revise las propuestas, las menos seguras primero</translation>
    </message>
    <message>
        <source>Proposed topics</source>
        <translation>Temas propuestos</translation>
    </message>
    <message>
        <source>Sure</source>
        <translation>Seguridad</translation>
    </message>
    <message>
        <source>Proposed topic</source>
        <translation>Tema propuesto</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>Topic for the selected questions</source>
        <translation>Tema para las preguntas seleccionadas</translation>
    </message>
    <message>
        <source>Put selected in</source>
        <translation>Poner selección en</translation>
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
        <translation>Cargar los dominios del examen</translation>
    </message>
    <message>
        <source>Domain lists (*.yaml *.yml);;All files (*)</source>
        <translation>Listas de dominios (*.yaml *.yml);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Domain {n} needs an id.</source>
        <translation>El dominio {n} necesita un ID.</translation>
    </message>
    <message>
        <source>The id &apos;{id}&apos; is used twice.</source>
        <translation>El ID «{id}» está repetido.</translation>
    </message>
    <message>
        <source>Domain {n} needs a title (at most {max} characters).</source>
        <translation>El dominio {n} necesita un título (como máximo {max} caracteres).</translation>
    </message>
    <message>
        <source>List at least two domains.</source>
        <translation>Indique al menos dos dominios.</translation>
    </message>
    <message>
        <source>Reading the questions…</source>
        <translation>Leyendo las preguntas…</translation>
    </message>
    <message>
        <source>Untick to leave this question where it is</source>
        <translation>Desmarque para dejar esta pregunta donde está</translation>
    </message>
    <message>
        <source>Not sure: check this one</source>
        <translation>Dudosa: revise esta</translation>
    </message>
    <message>
        <source>Chosen by you</source>
        <translation>Elegido por usted</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) of your other banks lent their words.</source>
        <translation>
            <numerusform>%n pregunta de sus otros bancos prestó sus palabras.</numerusform>
            <numerusform>%n preguntas de sus otros bancos prestaron sus palabras.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s); </source>
        <translation>
            <numerusform>%n pregunta; </numerusform>
            <numerusform>%n preguntas; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unsure, at the top.</source>
        <translation>
            <numerusform>%n dudosa, arriba.</numerusform>
            <numerusform>%n dudosas, arriba.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing proposed yet.</source>
        <translation>Aún no hay propuestas.</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) sorted into topics</source>
        <translation>
            <numerusform>%n pregunta clasificada por temas</numerusform>
            <numerusform>%n preguntas clasificadas por temas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n topic(s) added</source>
        <translation>
            <numerusform>; %n tema agregado</numerusform>
            <numerusform>; %n temas agregados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n emptied topic(s) removed.</source>
        <translation>
            <numerusform>; %n tema vacío eliminado.</numerusform>
            <numerusform>; %n temas vacíos eliminados.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuestionEditor</name>
    <message>
        <source>Choice (single or multi-select)</source>
        <extracomment>The question types, as a bank file&apos;s `type:` and as the type box shows them.</extracomment>
        <translation>Opciones (respuesta única o múltiple)</translation>
    </message>
    <message>
        <source>Matching</source>
        <translation>Emparejamiento</translation>
    </message>
    <message>
        <source>Ordering</source>
        <translation>Ordenación</translation>
    </message>
    <message>
        <source>Short answer</source>
        <translation>Respuesta corta</translation>
    </message>
    <message>
        <source>Numeric</source>
        <translation>Numérica</translation>
    </message>
    <message>
        <source>Mark the reports as resolved when I save</source>
        <translation>Marcar los informes como resueltos al guardar</translation>
    </message>
    <message>
        <source>Question id</source>
        <translation>ID de la pregunta</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Dificultad</translation>
    </message>
    <message>
        <source>Not set</source>
        <translation>Sin definir</translation>
    </message>
    <message>
        <source>1 · easy</source>
        <translation>1 · fácil</translation>
    </message>
    <message>
        <source>2 · medium</source>
        <translation>2 · media</translation>
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
        <translation>Caso práctico</translation>
    </message>
    <message>
        <source>Question text</source>
        <translation>Texto de la pregunta</translation>
    </message>
    <message>
        <source>The question, in Markdown</source>
        <translation>La pregunta, en Markdown</translation>
    </message>
    <message>
        <source>Insert image…</source>
        <translation>Insertar imagen…</translation>
    </message>
    <message>
        <source>Insert image</source>
        <translation>Insertar imagen</translation>
    </message>
    <message>
        <source>Choose a picture on this computer; it is copied into the bank</source>
        <translation>Elija una imagen de este equipo; se copia en el banco</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>Question type</source>
        <translation>Tipo de pregunta</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Tick the correct choice; tick several for “Choose N”.</source>
        <translation>Marque la opción correcta; marque varias para «Elija N».</translation>
    </message>
    <message>
        <source>Add choice</source>
        <translation>Agregar opción</translation>
    </message>
    <message>
        <source>Shuffle the choices in exams</source>
        <translation>Mezclar las opciones en los exámenes</translation>
    </message>
    <message>
        <source>Choices</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <source>Short explanation</source>
        <translation>Explicación breve</translation>
    </message>
    <message>
        <source>One or two sentences, shown at once</source>
        <translation>Una o dos frases, que se muestran de inmediato</translation>
    </message>
    <message>
        <source>Full explanation</source>
        <translation>Explicación completa</translation>
    </message>
    <message>
        <source>Optional: the whole reasoning, in Markdown</source>
        <translation>Opcional: el razonamiento completo, en Markdown</translation>
    </message>
    <message>
        <source>References</source>
        <translation>Referencias</translation>
    </message>
    <message>
        <source>One link or source per line</source>
        <translation>Un enlace o fuente por línea</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Etiquetas</translation>
    </message>
    <message>
        <source>Comma-separated, e.g. nsight, profiling</source>
        <translation>Separadas por comas, p. ej.: nsight, profiling</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Save the question</source>
        <translation>Guardar la pregunta</translation>
    </message>
    <message>
        <source>The scenario shown beside this question in exams; the scenarios themselves are written in the bank&apos;s file</source>
        <translation>El escenario que se muestra junto a esta pregunta en los exámenes; los escenarios se escriben en el archivo del banco</translation>
    </message>
    <message>
        <source>Text of the case study</source>
        <translation>Texto del caso práctico</translation>
    </message>
    <message>
        <source>Choice {n}</source>
        <translation>Opción {n}</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Pares</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Orden</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Respuestas</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Valores</translation>
    </message>
    <message>
        <source>Each left item and the answer it goes with; several may share one.</source>
        <translation>Cada elemento de la izquierda y la respuesta con la que va; varios pueden compartir una.</translation>
    </message>
    <message>
        <source>Add pair</source>
        <translation>Agregar par</translation>
    </message>
    <message>
        <source>Extra answers that match nothing</source>
        <translation>Respuestas adicionales que no emparejan con nada</translation>
    </message>
    <message>
        <source>Optional: answers that match no item, one per line</source>
        <translation>Opcional: respuestas que no emparejan con ningún elemento, una por línea</translation>
    </message>
    <message>
        <source>One item per line, in the right order: the exam shows them shuffled.</source>
        <translation>Un elemento por línea, en el orden correcto: el examen los muestra mezclados.</translation>
    </message>
    <message>
        <source>Items in the right order</source>
        <translation>Elementos en el orden correcto</translation>
    </message>
    <message>
        <source>Every accepted answer, one per line; * stands for any text.</source>
        <translation>Cada respuesta aceptada, una por línea; * representa cualquier texto.</translation>
    </message>
    <message>
        <source>Accepted answers</source>
        <translation>Respuestas aceptadas</translation>
    </message>
    <message>
        <source>Upper and lower case must match</source>
        <translation>Mayúsculas y minúsculas deben coincidir</translation>
    </message>
    <message>
        <source>Every accepted value, each with how far an answer may be from it.</source>
        <translation>Cada valor aceptado, con cuánto puede alejarse una respuesta de él.</translation>
    </message>
    <message>
        <source>Add value</source>
        <translation>Agregar valor</translation>
    </message>
</context>
<context>
    <name>QuestionNavigator</name>
    <message>
        <source>Go to question {number}</source>
        <extracomment>Looks kept at most (a few per question: answered, flagged, current…). What the navigator last set: status, flagged, current (None: nothing yet). The looks drawn so far, shared by every button: (number, state, enabled, size) -&gt; picture, for the look generation in `_LOOKS_OF` (a new theme or text size).</extracomment>
        <translation>Ir a la pregunta {number}</translation>
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
        <translation>sin responder</translation>
    </message>
    <message>
        <source>Question {number}: {standing}, flagged</source>
        <translation>Pregunta {number}: {standing}, marcada</translation>
    </message>
    <message>
        <source>Question {number}: {standing}</source>
        <translation>Pregunta {number}: {standing}</translation>
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
        <translation>Aciertos</translation>
    </message>
    <message>
        <source>Next review</source>
        <translation>Próximo repaso</translation>
    </message>
    <message>
        <source>Case study</source>
        <translation>Caso práctico</translation>
    </message>
    <message>
        <source>{kind} (retired)</source>
        <translation>{kind} (retirada)</translation>
    </message>
    <message>
        <source>Single</source>
        <translation>Única</translation>
    </message>
    <message>
        <source>Multi</source>
        <translation>Múltiple</translation>
    </message>
    <message>
        <source>Matching</source>
        <translation>Emparejamiento</translation>
    </message>
    <message>
        <source>Ordering</source>
        <translation>Ordenación</translation>
    </message>
    <message>
        <source>Short answer</source>
        <translation>Respuesta corta</translation>
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
        <translation>Renombrar banco</translation>
    </message>
    <message>
        <source>The new title is kept when you import the bank&apos;s file again.</source>
        <translation>El título nuevo se conserva al importar de nuevo el archivo del banco.</translation>
    </message>
    <message>
        <source>Bank title</source>
        <translation>Título del banco</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renombrar</translation>
    </message>
    <message>
        <source>The title</source>
        <translation>El título</translation>
    </message>
</context>
<context>
    <name>ReportDialog</name>
    <message>
        <source>Report a problem with this question</source>
        <extracomment>Stores a report: (bank id, question id, attempt id or None, note).</extracomment>
        <translation>Informar de un problema con esta pregunta</translation>
    </message>
    <message>
        <source>Question {id}</source>
        <translation>Pregunta {id}</translation>
    </message>
    <message>
        <source>What is wrong: a wrong key, a typo, an unclear prompt, an outdated fact? The question is marked as reported on the Banks page, where it can be fixed.</source>
        <translation>¿Qué está mal: una clave incorrecta, una errata, un enunciado poco claro, un dato desactualizado? La pregunta queda marcada como informada en la página Bancos, donde se puede corregir.</translation>
    </message>
    <message>
        <source>What is wrong with the question</source>
        <translation>Qué está mal en la pregunta</translation>
    </message>
    <message>
        <source>e.g. The right answer should be B: see the docs.</source>
        <translation>p. ej.: La respuesta correcta debería ser B; consulte la documentación.</translation>
    </message>
    <message>
        <source>Send report</source>
        <translation>Enviar informe</translation>
    </message>
</context>
<context>
    <name>ResultsController</name>
    <message>
        <source>Pass probability after this attempt: {figure}</source>
        <translation>Probabilidad de aprobar tras este intento: {figure}</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>Entregado</translation>
    </message>
    <message>
        <source>Answered: {0} of {1}. Your answers were handed in to your instructor, who will tell you your result.</source>
        <translation>Respondidas: {0} de {1}. Sus respuestas se entregaron a su instructor, que le comunicará su resultado.</translation>
    </message>
    <message>
        <source>pass mark {mark}</source>
        <translation>nota mínima {mark}</translation>
    </message>
    <message>
        <source>time used {used} of {limit}</source>
        <translation>tiempo usado {used} de {limit}</translation>
    </message>
    <message>
        <source>time used {used}</source>
        <translation>tiempo usado {used}</translation>
    </message>
    <message>
        <source>{time} per question (pace {pace})</source>
        <translation>{time} por pregunta (ritmo {pace})</translation>
    </message>
    <message>
        <source>{time} per question</source>
        <translation>{time} por pregunta</translation>
    </message>
    <message>
        <source>time ran out</source>
        <translation>se agotó el tiempo</translation>
    </message>
    <message>
        <source>{time} · slow</source>
        <translation>{time} · lento</translation>
    </message>
    <message>
        <source>Slower than the exam&apos;s pace in: {topics}.</source>
        <translation>Más lento que el ritmo del examen en: {topics}.</translation>
    </message>
    <message>
        <source>No weak topics: every topic reached the pass mark ({mark}).</source>
        <translation>Sin temas débiles: todos los temas alcanzaron la nota mínima ({mark}).</translation>
    </message>
    <message>
        <source>Hide full explanation</source>
        <translation>Ocultar explicación completa</translation>
    </message>
    <message>
        <source>Show full explanation</source>
        <translation>Mostrar explicación completa</translation>
    </message>
    <message>
        <source>Save PDF report</source>
        <translation>Guardar informe PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>exam-report-{bank}-{date}.pdf</source>
        <translation>informe-examen-{bank}-{date}.pdf</translation>
    </message>
    <message>
        <source>exam-report-{bank}.pdf</source>
        <translation>informe-examen-{bank}.pdf</translation>
    </message>
    <message>
        <source>Could not save the report: {reason}</source>
        <translation>No se pudo guardar el informe: {reason}</translation>
    </message>
    <message>
        <source>PDF report saved to {path}</source>
        <translation>Informe PDF guardado en {path}</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <source>Score</source>
        <extracomment>Below this width the review goes below the topics instead of beside them, so the topic table keeps room for its five columns.</extracomment>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Drill weak areas</source>
        <translation>Reforzar áreas débiles</translation>
    </message>
    <message>
        <source>Set up a drill on your weakest topics on the Start page</source>
        <translation>Preparar un refuerzo de sus temas más débiles en la página Inicio</translation>
    </message>
    <message>
        <source>Save PDF report…</source>
        <translation>Guardar informe PDF…</translation>
    </message>
    <message>
        <source>A report to keep: score, topics and weak areas, then every question with your answer and the right one</source>
        <translation>Un informe para conservar: puntuación, temas y áreas débiles, y después cada pregunta con su respuesta y la correcta</translation>
    </message>
    <message>
        <source>New exam</source>
        <translation>Nuevo examen</translation>
    </message>
    <message>
        <source>Save result file…</source>
        <translation>Guardar archivo de resultados…</translation>
    </message>
    <message>
        <source>Save a copy of your result file, e.g. on a USB stick, for your instructor</source>
        <translation>Guardar una copia de su archivo de resultados, p. ej. en una memoria USB, para su instructor</translation>
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
        <translation>Correctas</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>Porcentaje</translation>
    </message>
    <message>
        <source>Avg. time</source>
        <translation>Tiempo medio</translation>
    </message>
    <message>
        <source>Score by topic</source>
        <translation>Puntuación por tema</translation>
    </message>
    <message>
        <source>Weak areas, weakest first</source>
        <translation>Áreas débiles, de más a menos débil</translation>
    </message>
    <message>
        <source>Weak areas</source>
        <translation>Áreas débiles</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisión</translation>
    </message>
    <message>
        <source>Go to</source>
        <translation>Ir a</translation>
    </message>
    <message>
        <source>Go to question number</source>
        <translation>Ir a la pregunta número</translation>
    </message>
    <message>
        <source>Show questions</source>
        <translation>Mostrar preguntas</translation>
    </message>
    <message>
        <source>All questions</source>
        <translation>Todas las preguntas</translation>
    </message>
    <message>
        <source>Incorrect</source>
        <translation>Incorrectas</translation>
    </message>
    <message>
        <source>Unanswered</source>
        <translation>Sin responder</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Marcadas</translation>
    </message>
    <message>
        <source>Question review</source>
        <translation>Revisión de preguntas</translation>
    </message>
</context>
<context>
    <name>RetentionDialog</name>
    <message>
        <source>Review settings</source>
        <translation>Ajustes de repaso</translation>
    </message>
    <message>
        <source>Spaced review brings each question back when you are about to forget it. Desired retention is how likely you should still be to answer a question right when it comes back: higher means more frequent, shorter reviews; lower means fewer reviews and more forgetting. 90% suits most exam preparation.</source>
        <translation>El repaso espaciado trae cada pregunta de vuelta cuando está a punto de olvidarla. La retención deseada es la probabilidad de que todavía responda bien una pregunta cuando vuelva: más alta significa repasos más frecuentes y cortos; más baja, menos repasos y más olvido. Un 90% es adecuado para la mayoría de los exámenes.</translation>
    </message>
    <message>
        <source>Desired retention in percent</source>
        <translation>Retención deseada en porcentaje</translation>
    </message>
    <message>
        <source>&amp;Desired retention</source>
        <translation>Retención &amp;deseada</translation>
    </message>
    <message>
        <source>From {low}% to {high}%. Questions already scheduled move to match.</source>
        <translation>De {low}% a {high}%. Las preguntas ya programadas se ajustan en consecuencia.</translation>
    </message>
</context>
<context>
    <name>ReviewCard</name>
    <message>
        <source>your answer, right</source>
        <translation>su respuesta, correcta</translation>
    </message>
    <message>
        <source>right answer, not chosen</source>
        <translation>respuesta correcta, no elegida</translation>
    </message>
    <message>
        <source>your answer, wrong</source>
        <translation>su respuesta, incorrecta</translation>
    </message>
    <message>
        <source>○ Unanswered</source>
        <translation>○ Sin responder</translation>
    </message>
    <message>
        <source>✔ Correct</source>
        <translation>✔ Correcta</translation>
    </message>
    <message>
        <source>✘ Incorrect</source>
        <translation>✘ Incorrecta</translation>
    </message>
    <message>
        <source>⚑ flagged</source>
        <translation>⚑ marcada</translation>
    </message>
    <message>
        <source>guessed: right, but shaky</source>
        <translation>adivinada: correcta, pero insegura</translation>
    </message>
    <message>
        <source>guessed</source>
        <translation>adivinada</translation>
    </message>
    <message>
        <source>Report a problem with this question…</source>
        <translation>Informar de un problema con esta pregunta…</translation>
    </message>
    <message>
        <source>Report a problem with this question</source>
        <translation>Informar de un problema con esta pregunta</translation>
    </message>
    <message>
        <source>Show full explanation</source>
        <translation>Mostrar explicación completa</translation>
    </message>
</context>
<context>
    <name>ScenarioPane</name>
    <message>
        <source>Scenario</source>
        <translation>Escenario</translation>
    </message>
    <message>
        <source>Case study</source>
        <translation>Caso práctico</translation>
    </message>
    <message>
        <source>Scenario text</source>
        <extracomment>Loads an exhibit&apos;s bytes by name (None when the bank has no such image).</extracomment>
        <translation>Texto del escenario</translation>
    </message>
    <message>
        <source>Hide the scenario</source>
        <translation>Ocultar el escenario</translation>
    </message>
    <message>
        <source>Show the scenario: {title}</source>
        <translation>Mostrar el escenario: {title}</translation>
    </message>
    <message>
        <source>Show the scenario</source>
        <translation>Mostrar el escenario</translation>
    </message>
</context>
<context>
    <name>ScenarioSplit</name>
    <message>
        <source>Show the scenario</source>
        <translation>Mostrar el escenario</translation>
    </message>
    <message>
        <source>Show or hide the case study these questions share (Alt+S)</source>
        <translation>Mostrar u ocultar el caso práctico que comparten estas preguntas (Alt+S)</translation>
    </message>
    <message>
        <source>Hide scenario</source>
        <translation>Ocultar escenario</translation>
    </message>
    <message>
        <source>Show scenario</source>
        <translation>Mostrar escenario</translation>
    </message>
</context>
<context>
    <name>StartController</name>
    <message>
        <source>Exam</source>
        <translation>Examen</translation>
    </message>
    <message>
        <source>The classroom profile cannot be used; tell your instructor:
{0}</source>
        <translation>No se puede usar el perfil de aula; avise a su instructor:
{0}</translation>
    </message>
    <message>
        <source>no time limit</source>
        <translation>sin límite de tiempo</translation>
    </message>
    <message numerus="yes">
        <source>+{percent} extra time: %n minute(s) in all (View &gt; Extra time)</source>
        <translation>
            <numerusform>+{percent} de tiempo adicional: %n minuto en total (Ver &gt; Tiempo adicional)</numerusform>
            <numerusform>+{percent} de tiempo adicional: %n minutos en total (Ver &gt; Tiempo adicional)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s), with your {percent} extra time</source>
        <translation>
            <numerusform>%n minuto, con su {percent} de tiempo adicional</numerusform>
            <numerusform>%n minutos, con su {percent} de tiempo adicional</numerusform>
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
        <translation>Todos reciben el mismo examen.</translation>
    </message>
    <message>
        <source>Each student gets their own paper.</source>
        <translation>Cada estudiante recibe su propio examen.</translation>
    </message>
    <message>
        <source> The clock keeps running if the app is closed.</source>
        <translation> El reloj sigue corriendo aunque se cierre la aplicación.</translation>
    </message>
    <message>
        <source>Attempts allowed: {0}.</source>
        <translation>Intentos permitidos: {0}.</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) · {limit} · pass mark {pass_mark}. {paper}{clock} {attempts} When you hand in, your result goes to your instructor.</source>
        <translation>
            <numerusform>%n pregunta · {limit} · nota mínima {pass_mark}. {paper}{clock} {attempts} Al entregar, su resultado se envía a su instructor.</numerusform>
            <numerusform>%n preguntas · {limit} · nota mínima {pass_mark}. {paper}{clock} {attempts} Al entregar, su resultado se envía a su instructor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{title} (%n question(s))</source>
        <translation>
            <numerusform>{title} (%n pregunta)</numerusform>
            <numerusform>{title} (%n preguntas)</numerusform>
        </translation>
    </message>
    <message>
        <source>There are no question banks yet: import one on the Banks page.</source>
        <translation>Aún no hay bancos de preguntas: importe uno en la página Bancos.</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n pregunta</numerusform>
            <numerusform>%n preguntas</numerusform>
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
        <translation>{questions}, {multi} de respuesta múltiple, en {topics}.</translation>
    </message>
    <message>
        <source>{questions} in {topics}.</source>
        <translation>{questions} en {topics}.</translation>
    </message>
    <message numerus="yes">
        <source>{topic}: %n question(s)</source>
        <translation>
            <numerusform>{topic}: %n pregunta</numerusform>
            <numerusform>{topic}: %n preguntas</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick the topics to include.</source>
        <translation>Marque los temas que desea incluir.</translation>
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
            <numerusform> pregunta</numerusform>
            <numerusform> preguntas</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished attempts yet.</source>
        <translation>Aún no hay intentos terminados.</translation>
    </message>
    <message>
        <source>Unfinished ({mode}): {answered} of {total} answered, {left} left (the exam clock kept running while the app was closed).</source>
        <translation>Sin terminar ({mode}): {answered} de {total} respondidas, quedan {left} (el reloj del examen siguió corriendo con la aplicación cerrada).</translation>
    </message>
    <message>
        <source>Unfinished ({mode}): {answered} of {total} answered, {left} left.</source>
        <translation>Sin terminar ({mode}): {answered} de {total} respondidas, quedan {left}.</translation>
    </message>
    <message>
        <source>Unfinished ({mode}): {answered} of {total} answered.</source>
        <translation>Sin terminar ({mode}): {answered} de {total} respondidas.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Not enough answers yet to tell.</source>
        <translation>Aún no hay suficientes respuestas para saberlo.</translation>
    </message>
    <message>
        <source>No weak topics: keep it up.</source>
        <translation>Sin temas débiles: siga así.</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) due for review today (mode {mode}).</source>
        <translation>
            <numerusform>%n pregunta pendiente de repaso hoy (modo {mode}).</numerusform>
            <numerusform>%n preguntas pendientes de repaso hoy (modo {mode}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing is due for review today; next on {day}.</source>
        <translation>Nada pendiente de repaso hoy; el próximo, el {day}.</translation>
    </message>
    <message>
        <source>Questions you answer come back for review when you are about to forget them.</source>
        <translation>Las preguntas que responda volverán para repaso cuando esté a punto de olvidarlas.</translation>
    </message>
    <message>
        <source>A weak-areas drill on your weakest topics is set up: untimed, with feedback on each answer. Adjust it if you like, then press Start.</source>
        <translation>Se preparó un refuerzo de sus temas más débiles: sin límite de tiempo, con comentarios en cada respuesta. Ajústelo si lo desea y pulse Comenzar.</translation>
    </message>
    <message>
        <source>Nothing is due for review until {day}.</source>
        <translation>Nada pendiente de repaso hasta el {day}.</translation>
    </message>
    <message numerus="yes">
        <source>No question missed in your last %n attempt(s).</source>
        <translation>
            <numerusform>Ninguna pregunta fallada en el último intento (%n).</numerusform>
            <numerusform>Ninguna pregunta fallada en los últimos %n intentos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No question flagged in your last %n attempt(s).</source>
        <translation>
            <numerusform>Ninguna pregunta marcada en el último intento (%n).</numerusform>
            <numerusform>Ninguna pregunta marcada en los últimos %n intentos.</numerusform>
        </translation>
    </message>
    <message>
        <source>You have seen every question of these topics.</source>
        <translation>Ya ha visto todas las preguntas de estos temas.</translation>
    </message>
    <message>
        <source>No question is reported as having a problem yet.</source>
        <translation>Todavía no se ha informado de ningún problema en las preguntas.</translation>
    </message>
    <message>
        <source>Nothing is due for review yet: questions come back here once you have answered them in another mode.</source>
        <translation>Aún no hay nada pendiente de repaso: las preguntas vuelven aquí cuando las haya respondido en otro modo.</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Missed</source>
        <extracomment>The practice sets offered, with the text the set combo shows.</extracomment>
        <translation>Falladas</translation>
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
        <translation>Empezar a practicar</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Su nombre</translation>
    </message>
    <message>
        <source>First and last name</source>
        <translation>Nombre y apellidos</translation>
    </message>
    <message>
        <source>Student ID</source>
        <translation>ID de estudiante</translation>
    </message>
    <message>
        <source>As given by your instructor</source>
        <translation>Tal como se lo dio su instructor</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Question bank</source>
        <translation>Banco de preguntas</translation>
    </message>
    <message>
        <source>Pass probability</source>
        <translation>Probabilidad de aprobar</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>timed, no feedback until you submit</source>
        <translation>con tiempo, sin comentarios hasta la entrega</translation>
    </message>
    <message>
        <source>check each answer as you go</source>
        <translation>compruebe cada respuesta sobre la marcha</translation>
    </message>
    <message>
        <source>drill your weakest topics and past mistakes</source>
        <translation>refuerce sus temas más débiles y errores pasados</translation>
    </message>
    <message>
        <source>the questions spaced review brings back today</source>
        <translation>las preguntas que el repaso espaciado trae hoy</translation>
    </message>
    <message>
        <source>missed, flagged, never seen or reported questions</source>
        <translation>preguntas falladas, marcadas, nunca vistas o reportadas</translation>
    </message>
    <message>
        <source>{mode}: {description}</source>
        <translation>{mode}: {description}</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Preguntas</translation>
    </message>
    <message>
        <source>Number of questions</source>
        <translation>Número de preguntas</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Extensión</translation>
    </message>
    <message>
        <source>Time limit in minutes</source>
        <translation>Límite de tiempo en minutos</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Untimed</source>
        <translation>Sin límite</translation>
    </message>
    <message>
        <source>0 = untimed</source>
        <translation>0 = sin límite</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>Límite de tiempo</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>Nota mínima</translation>
    </message>
    <message>
        <source>Shuffle the choices</source>
        <translation>Mezclar las opciones</translation>
    </message>
    <message>
        <source>Show each question&apos;s choices in a random order</source>
        <translation>Mostrar las opciones de cada pregunta en orden aleatorio</translation>
    </message>
    <message>
        <source>Recent attempts</source>
        <translation>Intentos recientes</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>Temas</translation>
    </message>
    <message>
        <source>Topics to include</source>
        <translation>Temas que incluir</translation>
    </message>
    <message>
        <source>Weakest topics</source>
        <translation>Temas más débiles</translation>
    </message>
    <message>
        <source>Practice set</source>
        <translation>Serie de práctica</translation>
    </message>
    <message>
        <source>In the last attempts</source>
        <translation>En los últimos intentos</translation>
    </message>
    <message>
        <source>in the last </source>
        <translation>en los últimos </translation>
    </message>
    <message>
        <source> attempts</source>
        <translation> intentos</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Resume the unfinished attempt</source>
        <translation>Reanudar el intento sin terminar</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Comenzar</translation>
    </message>
</context>
<context>
    <name>SubmitReview</name>
    <message>
        <source>All questions</source>
        <extracomment>The filter&apos;s items: the text each starts with is part of the GUI contract (in English).</extracomment>
        <translation>Todas las preguntas</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>Incompletas</translation>
    </message>
    <message>
        <source>Unanswered</source>
        <translation>Sin responder</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Marcadas</translation>
    </message>
    <message>
        <source>Review your answers before you end the exam</source>
        <translation>Revise sus respuestas antes de terminar el examen</translation>
    </message>
    <message>
        <source>Show questions</source>
        <translation>Mostrar preguntas</translation>
    </message>
    <message>
        <source>Questions of the exam</source>
        <translation>Preguntas del examen</translation>
    </message>
    <message>
        <source>Double-click a question (or select it and press Enter) to go to it.</source>
        <translation>Haga doble clic en una pregunta (o selecciónela y pulse Enter) para ir a ella.</translation>
    </message>
    <message>
        <source>{arrow} Back to the questions</source>
        <translation>{arrow} Volver a las preguntas</translation>
    </message>
    <message>
        <source>End exam…</source>
        <translation>Terminar examen…</translation>
    </message>
    <message>
        <source>Submit your answers and see your score</source>
        <translation>Entregar sus respuestas y ver su puntuación</translation>
    </message>
</context>
<context>
    <name>SubmitReviewController</name>
    <message>
        <source>Review your answers before you end the exam</source>
        <translation>Revise sus respuestas antes de terminar el examen</translation>
    </message>
    <message>
        <source>Review your answers before you finish</source>
        <translation>Revise sus respuestas antes de finalizar</translation>
    </message>
    <message>
        <source>End exam…</source>
        <translation>Terminar examen…</translation>
    </message>
    <message>
        <source>Finish…</source>
        <translation>Finalizar…</translation>
    </message>
    <message>
        <source>Submit your answers and see your score</source>
        <translation>Entregar sus respuestas y ver su puntuación</translation>
    </message>
    <message>
        <source>Finish this session and see how you did</source>
        <translation>Finalizar esta sesión y ver su resultado</translation>
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
        <translation>Sin responder</translation>
    </message>
    <message>
        <source>{standing} · ⚑ Flagged</source>
        <translation>{standing} · ⚑ Marcada</translation>
    </message>
    <message>
        <source>Question {number}: {standing}</source>
        <translation>Pregunta {number}: {standing}</translation>
    </message>
    <message numerus="yes">
        <source>{answered} answered · {incomplete} incomplete · {unanswered} unanswered · {flagged} flagged of %n question(s)</source>
        <translation>
            <numerusform>{answered} respondidas · {incomplete} incompletas · {unanswered} sin responder · {flagged} marcadas de %n pregunta</numerusform>
            <numerusform>{answered} respondidas · {incomplete} incompletas · {unanswered} sin responder · {flagged} marcadas de %n preguntas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unanswered question(s) (scored as wrong)</source>
        <translation>
            <numerusform>%n pregunta sin responder (cuenta como incorrecta)</numerusform>
            <numerusform>%n preguntas sin responder (cuentan como incorrectas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n incomplete question(s) (scored as wrong)</source>
        <translation>
            <numerusform>%n pregunta incompleta (cuenta como incorrecta)</numerusform>
            <numerusform>%n preguntas incompletas (cuentan como incorrectas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) flagged for review</source>
        <translation>
            <numerusform>%n pregunta marcada para revisión</numerusform>
            <numerusform>%n preguntas marcadas para revisión</numerusform>
        </translation>
    </message>
    <message>
        <source>You have {open}.</source>
        <translation>Tiene {open}.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Every question is answered.</source>
        <translation>Todas las preguntas están respondidas.</translation>
    </message>
    <message>
        <source>Submit exam</source>
        <translation>Entregar examen</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Finalizar</translation>
    </message>
    <message>
        <source>Submit your answers and see your score?</source>
        <translation>¿Entregar sus respuestas y ver su puntuación?</translation>
    </message>
    <message>
        <source>Finish this session and see how you did?</source>
        <translation>¿Finalizar esta sesión y ver su resultado?</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>Entregar</translation>
    </message>
    <message>
        <source>Keep working</source>
        <translation>Seguir respondiendo</translation>
    </message>
</context>
<context>
    <name>ThemeChoice</name>
    <message>
        <source>Follow system</source>
        <extracomment>Text from 8 pt up to twice the default size (200%, WCAG 1.4.4).</extracomment>
        <translation>Según el sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
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
        <translation>Haga clic en una columna para ordenar por ella</translation>
    </message>
    <message>
        <source>Average time per question, against the exam&apos;s pace</source>
        <translation>Tiempo medio por pregunta, comparado con el ritmo del examen</translation>
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
        <translation>Seleccione temas para renombrarlos, fusionarlos o eliminarlos. Sus preguntas pasan al tema que elija; los intentos anteriores conservan los temas que tenían.</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>Temas</translation>
    </message>
    <message>
        <source>Selected topics</source>
        <translation>Temas seleccionados</translation>
    </message>
    <message>
        <source>Title of the selected topic</source>
        <translation>Título del tema seleccionado</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renombrar</translation>
    </message>
    <message>
        <source>Move their questions to</source>
        <translation>Mover sus preguntas a</translation>
    </message>
    <message>
        <source>Merge / delete</source>
        <translation>Fusionar / eliminar</translation>
    </message>
    <message>
        <source>Move the questions of the selected topics, then remove those topics</source>
        <translation>Mover las preguntas de los temas seleccionados y luego quitar esos temas</translation>
    </message>
    <message>
        <source>New topic</source>
        <translation>Nuevo tema</translation>
    </message>
    <message>
        <source>New topic id</source>
        <translation>ID del nuevo tema</translation>
    </message>
    <message>
        <source>e.g. networking</source>
        <translation>p. ej.: redes</translation>
    </message>
    <message>
        <source>New topic title</source>
        <translation>Título del nuevo tema</translation>
    </message>
    <message>
        <source>Add topic</source>
        <translation>Agregar tema</translation>
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
            <numerusform>{title}  ({id}) · %n pregunta</numerusform>
            <numerusform>{title}  ({id}) · %n preguntas</numerusform>
        </translation>
    </message>
    <message>
        <source>The title</source>
        <translation>El título</translation>
    </message>
    <message>
        <source>This bank already has a topic &apos;{id}&apos;.</source>
        <translation>Este banco ya tiene un tema «{id}».</translation>
    </message>
    <message>
        <source>Topic renamed.</source>
        <translation>Tema renombrado.</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) moved to {topic}.</source>
        <translation>
            <numerusform>%n pregunta movida a {topic}.</numerusform>
            <numerusform>%n preguntas movidas a {topic}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Topic added.</source>
        <translation>Tema agregado.</translation>
    </message>
</context>
<context>
    <name>TrendChart</name>
    <message>
        <source>No finished attempts yet</source>
        <translation>Aún no hay intentos terminados</translation>
    </message>
    <message>
        <source>Trend chart</source>
        <translation>Gráfico de evolución</translation>
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
            <numerusform>%n intento. Último: {values}.</numerusform>
            <numerusform>%n intentos. Último: {values}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reference line: {line}.</source>
        <translation>Línea de referencia: {line}.</translation>
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
        <translation>Escriba un número, p. ej. 1.5 o 1,5</translation>
    </message>
    <message>
        <source>Type your answer</source>
        <translation>Escriba su respuesta</translation>
    </message>
    <message>
        <source>A number; a decimal comma is fine</source>
        <translation>Un número; se admite la coma decimal</translation>
    </message>
    <message>
        <source>Any accepted answer; case and extra spaces do not matter</source>
        <translation>Cualquier respuesta aceptada; no importan las mayúsculas ni los espacios de más</translation>
    </message>
    <message>
        <source>Match each item to one option</source>
        <translation>Empareje cada elemento con una opción</translation>
    </message>
    <message>
        <source>Put the items in order, first at the top: drag, or Alt+Up and Alt+Down</source>
        <translation>Ordene los elementos, el primero arriba: arrastre, o use Alt+↑ y Alt+↓</translation>
    </message>
    <message>
        <source>Type a number: &apos;{0}&apos; is not one yet</source>
        <translation>Escriba un número: «{0}» aún no lo es</translation>
    </message>
    <message>
        <source>Type a number</source>
        <translation>Escriba un número</translation>
    </message>
    <message>
        <source>match every item to check</source>
        <translation>empareje todos los elementos para comprobar</translation>
    </message>
</context>
<context>
    <name>ViewMenu</name>
    <message>
        <source>View ▾</source>
        <translation>Ver ▾</translation>
    </message>
    <message>
        <source>Theme, text size, full screen, extra time, review settings, language and keyboard shortcuts</source>
        <translation>Apariencia, tamaño del texto, pantalla completa, tiempo adicional, ajustes de repaso, idioma y atajos de teclado</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Ver</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>Texto más grande</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Texto más pequeño</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Pantalla completa</translation>
    </message>
    <message>
        <source>Review settings…</source>
        <translation>Ajustes de repaso…</translation>
    </message>
    <message>
        <source>About Exam Simulator</source>
        <translation>Acerca de Exam Simulator</translation>
    </message>
    <message>
        <source>Extra time</source>
        <translation>Tiempo adicional</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <source>+{percent} on timed exams</source>
        <translation>+{percent} en exámenes con tiempo</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Takes effect when Exam Simulator starts again</source>
        <translation>Se aplica al reiniciar Exam Simulator</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>Idioma del sistema ({language})</translation>
    </message>
</context>
<context>
    <name>WindowLauncher</name>
    <message>
        <source>The database cannot be used</source>
        <translation>No se puede usar la base de datos</translation>
    </message>
    <message>
        <source>Exam Simulator can move the damaged file aside (it is kept, renamed, never deleted) and start with a fresh database. The bundled banks come back at once; past results stay in the moved file.</source>
        <translation>Exam Simulator puede apartar el archivo dañado (se conserva con otro nombre, nunca se elimina) y empezar con una base de datos nueva. Los bancos incluidos vuelven de inmediato; los resultados anteriores quedan en el archivo apartado.</translation>
    </message>
    <message>
        <source>Move it aside and start fresh</source>
        <translation>Apartarlo y empezar de cero</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>The database cannot be opened</source>
        <translation>No se puede abrir la base de datos</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Exam</source>
        <translation>Examen</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Práctica</translation>
    </message>
    <message>
        <source>Weak areas</source>
        <translation>Áreas débiles</translation>
    </message>
    <message>
        <source>Review due</source>
        <translation>Repaso pendiente</translation>
    </message>
    <message>
        <source>Practice set</source>
        <translation>Serie de práctica</translation>
    </message>
    <message>
        <source>multiple choice</source>
        <translation>opción múltiple</translation>
    </message>
    <message>
        <source>matching</source>
        <translation>emparejamiento</translation>
    </message>
    <message>
        <source>ordering</source>
        <translation>ordenación</translation>
    </message>
    <message>
        <source>short answer</source>
        <translation>respuesta corta</translation>
    </message>
    <message>
        <source>numeric</source>
        <translation>numérica</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>APROBADO</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>NO APROBADO</translation>
    </message>
</context>
</TS>
