<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>AnswerReport</name>
    <message>
        <source>not matched</source>
        <translation>non associé</translation>
    </message>
    <message>
        <source>right: {0}</source>
        <translation>bonne réponse&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Your order: not changed from the start (unanswered).</source>
        <translation>Votre ordre&#xa0;: inchangé depuis le début (sans réponse).</translation>
    </message>
    <message>
        <source>Your order</source>
        <translation>Votre ordre</translation>
    </message>
    <message>
        <source>Right order</source>
        <translation>Ordre correct</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>Your answer: nothing typed</source>
        <translation>Votre réponse&#xa0;: rien de saisi</translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation>Votre réponse&#xa0;:</translation>
    </message>
    <message>
        <source>Your answer: none given</source>
        <translation>Votre réponse&#xa0;: aucune</translation>
    </message>
    <message>
        <source>The answer key is not in this build.</source>
        <translation>Le corrigé n&apos;est pas inclus dans cette version.</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>pas un nombre</translation>
    </message>
    <message>
        <source>read as {0}</source>
        <translation>lu comme {0}</translation>
    </message>
    <message>
        <source>case matters</source>
        <translation>la casse compte</translation>
    </message>
    <message>
        <source>case does not matter</source>
        <translation>la casse ne compte pas</translation>
    </message>
    <message>
        <source>Accepted answers</source>
        <translation>Réponses acceptées</translation>
    </message>
    <message>
        <source>Accepted answer</source>
        <translation>Réponse acceptée</translation>
    </message>
    <message>
        <source>Right answer</source>
        <translation>Bonne réponse</translation>
    </message>
    <message>
        <source>right</source>
        <translation>juste</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>faux</translation>
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
        <translation>Le profil de classe présente des problèmes&#xa0;:

{problems}</translation>
    </message>
</context>
<context>
    <name>AttemptController</name>
    <message>
        <source>You have no attempt left at this exam (attempts allowed: {0}); your result was handed in to your instructor. Ask your instructor if you should sit it again.</source>
        <translation>Vous n&apos;avez plus de tentative pour cet examen (tentatives autorisées&#xa0;: {0})&#xa0;; votre résultat a été remis à votre formateur. Demandez-lui si vous devez le repasser.</translation>
    </message>
    <message>
        <source>Unfinished attempt</source>
        <translation>Tentative inachevée</translation>
    </message>
    <message>
        <source>You have an unfinished attempt on this bank ({mode}, {answered} of {total} answered).</source>
        <translation>Vous avez une tentative inachevée sur cette banque ({mode}, réponses&#xa0;: {answered} sur {total}).</translation>
    </message>
    <message>
        <source>It is open in another window: finish it there, or resume it here (that window then stops).</source>
        <translation>Elle est ouverte dans une autre fenêtre : terminez-la là-bas ou reprenez-la ici (l&apos;autre fenêtre s&apos;arrête alors).</translation>
    </message>
    <message>
        <source>Resume it, or discard it and start the new one?</source>
        <translation>La reprendre, ou l&apos;abandonner et commencer la nouvelle&#xa0;?</translation>
    </message>
    <message>
        <source>Resume it: it counts as your attempt at this exam, so it cannot be discarded.</source>
        <translation>Reprenez-la&#xa0;: elle compte comme votre tentative à cet examen et ne peut donc pas être abandonnée.</translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation>La reprendre</translation>
    </message>
    <message>
        <source>Resume it here</source>
        <translation>La reprendre ici</translation>
    </message>
    <message>
        <source>Discard and start new</source>
        <translation>Abandonner et recommencer</translation>
    </message>
</context>
<context>
    <name>BankController</name>
    <message>
        <source>Import a question bank</source>
        <translation>Importer une banque de questions</translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation>Importation de {name}…</translation>
    </message>
    <message>
        <source>Your edits were kept</source>
        <translation>Vos modifications ont été conservées</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) you changed here kept your version; the file&apos;s version of them was not taken.</source>
        <translation>
            <numerusform>%n question que vous avez modifiée ici garde votre version&#xa0;; celle du fichier n&apos;a pas été reprise.</numerusform>
            <numerusform>%n questions que vous avez modifiées ici gardent votre version&#xa0;; celle du fichier n&apos;a pas été reprise.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep my edits</source>
        <translation>Garder mes modifications</translation>
    </message>
    <message>
        <source>Take the file&apos;s version</source>
        <translation>Prendre la version du fichier</translation>
    </message>
    <message>
        <source>Open {name} (first problem: line {line})</source>
        <translation>Ouvrir {name} (premier problème&#xa0;: ligne {line})</translation>
    </message>
    <message numerus="yes">
        <source>Nothing was imported: %n problem(s) to fix in the file.</source>
        <translation>
            <numerusform>Rien n&apos;a été importé&#xa0;: %n problème à corriger dans le fichier.</numerusform>
            <numerusform>Rien n&apos;a été importé&#xa0;: %n problèmes à corriger dans le fichier.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was imported: the database reported an error.</source>
        <translation>Rien n&apos;a été importé&#xa0;: la base de données a signalé une erreur.</translation>
    </message>
    <message>
        <source>Renamed to {title}.</source>
        <translation>Renommée en {title}.</translation>
    </message>
    <message>
        <source>Delete bank</source>
        <translation>Supprimer la banque</translation>
    </message>
    <message>
        <source>Delete the bank “{title}”?</source>
        <translation>Supprimer la banque «&#xa0;{title}&#xa0;»&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <source>Its %n question(s) go from the app: no new exam can be drawn from them.</source>
        <translation>
            <numerusform>%n question quitte l&apos;application&#xa0;: aucun nouvel examen ne pourra plus la proposer.</numerusform>
            <numerusform>Ses %n questions quittent l&apos;application&#xa0;: aucun nouvel examen ne pourra plus les proposer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Its %n past attempt(s) stay readable in History, and importing its file again brings the bank back.</source>
        <translation>
            <numerusform>%n tentative passée reste consultable dans l&apos;historique, et réimporter son fichier fait revenir la banque.</numerusform>
            <numerusform>Ses %n tentatives passées restent consultables dans l&apos;historique, et réimporter son fichier fait revenir la banque.</numerusform>
        </translation>
    </message>
    <message>
        <source>It has an unfinished {mode} attempt ({answered} of {total} answered): deleting the bank discards it.</source>
        <translation>Elle a une tentative inachevée en mode {mode} (réponses&#xa0;: {answered} sur {total})&#xa0;: supprimer la banque l&apos;abandonne.</translation>
    </message>
    <message>
        <source>Resume it instead</source>
        <translation>La reprendre plutôt</translation>
    </message>
    <message>
        <source>Delete and discard the attempt</source>
        <translation>Supprimer et abandonner la tentative</translation>
    </message>
    <message>
        <source> Its unfinished attempt was discarded.</source>
        <translation> Sa tentative inachevée a été abandonnée.</translation>
    </message>
    <message>
        <source>Deleted {title}. Its past attempts stay in History.</source>
        <translation>Banque {title} supprimée. Ses tentatives passées restent dans l&apos;historique.</translation>
    </message>
    <message>
        <source>Export the bank</source>
        <translation>Exporter la banque</translation>
    </message>
    <message>
        <source>This bank came sealed with a classroom build: it has no answer key, so it cannot be exported.</source>
        <translation>Cette banque est fournie scellée avec une version pour la classe&#xa0;: elle n&apos;a pas de corrigé et ne peut donc pas être exportée.</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation>Impossible d&apos;écrire {path}&#xa0;: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n question(s) to {path}.</source>
        <translation>
            <numerusform>%n question écrite dans {path}.</numerusform>
            <numerusform>%n questions écrites dans {path}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BankPage</name>
    <message>
        <source>All questions</source>
        <extracomment>Below this width the browser hides its type and next-review columns for the prompt. The browser&apos;s &quot;show&quot; filter: item text and the filter&apos;s name (domain.question_search).</extracomment>
        <translation>Toutes les questions</translation>
    </message>
    <message>
        <source>Single-select</source>
        <translation>Choix unique</translation>
    </message>
    <message>
        <source>Multi-select</source>
        <translation>Choix multiple</translation>
    </message>
    <message>
        <source>Matching</source>
        <translation>Association</translation>
    </message>
    <message>
        <source>Ordering</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Short answer</source>
        <translation>Réponse courte</translation>
    </message>
    <message>
        <source>Numeric</source>
        <translation>Numérique</translation>
    </message>
    <message>
        <source>With images</source>
        <translation>Avec images</translation>
    </message>
    <message>
        <source>Never seen</source>
        <translation>Jamais vues</translation>
    </message>
    <message>
        <source>Missed recently</source>
        <translation>Manquées récemment</translation>
    </message>
    <message>
        <source>Due for review</source>
        <translation>À réviser</translation>
    </message>
    <message>
        <source>Reported</source>
        <translation>Signalées</translation>
    </message>
    <message>
        <source>Edited here</source>
        <translation>Modifiées ici</translation>
    </message>
    <message>
        <source>Retired</source>
        <translation>Retirées</translation>
    </message>
    <message>
        <source>Question banks</source>
        <translation>Banques de questions</translation>
    </message>
    <message>
        <source>Import file…</source>
        <translation>Importer un fichier…</translation>
    </message>
    <message>
        <source>A YAML bank, a Moodle export (GIFT or Moodle XML), an Aiken or plain-text file, a spreadsheet (.csv) or a Markdown practice exam. Importing again updates the bank and keeps your history and your edits.</source>
        <translation>Une banque YAML, un export Moodle (GIFT ou Moodle XML), un fichier Aiken ou texte brut, une feuille de calcul (.csv) ou un examen blanc en Markdown. Réimporter met la banque à jour et conserve votre historique et vos modifications.</translation>
    </message>
    <message>
        <source>Problems found in the file</source>
        <translation>Problèmes trouvés dans le fichier</translation>
    </message>
    <message>
        <source>Open the file</source>
        <translation>Ouvrir le fichier</translation>
    </message>
    <message>
        <source>Open the file in your editor to fix the first problem</source>
        <translation>Ouvrir le fichier dans votre éditeur pour corriger le premier problème</translation>
    </message>
    <message>
        <source>Sort its questions into topics…</source>
        <translation>Classer ses questions par thème…</translation>
    </message>
    <message>
        <source>The file has no categories: give the exam&apos;s domains and get a topic proposed for every question</source>
        <translation>Le fichier n&apos;a pas de catégories&#xa0;: indiquez les domaines de l&apos;examen pour obtenir un thème proposé pour chaque question</translation>
    </message>
    <message>
        <source>Banks</source>
        <translation>Banques</translation>
    </message>
    <message>
        <source>Banks and their topics</source>
        <translation>Banques et leurs thèmes</translation>
    </message>
    <message>
        <source>Bank / topic</source>
        <translation>Banque / thème</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Questions</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Renommer…</translation>
    </message>
    <message>
        <source>Give the selected bank a new title</source>
        <translation>Donner un nouveau titre à la banque sélectionnée</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <source>Delete the selected bank (asks first; its past attempts stay in History)</source>
        <translation>Supprimer la banque sélectionnée (avec confirmation&#xa0;; ses tentatives passées restent dans l&apos;historique)</translation>
    </message>
    <message>
        <source>Topics…</source>
        <translation>Thèmes…</translation>
    </message>
    <message>
        <source>Add, rename, merge or delete the bank&apos;s topics</source>
        <translation>Ajouter, renommer, fusionner ou supprimer les thèmes de la banque</translation>
    </message>
    <message>
        <source>Propose topics…</source>
        <translation>Proposer des thèmes…</translation>
    </message>
    <message>
        <source>Sort the questions into the exam&apos;s domains (for banks without categories)</source>
        <translation>Classer les questions selon les domaines de l&apos;examen (banques sans catégories)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Write the bank, with your edits, as YAML, GIFT or Moodle XML</source>
        <translation>Enregistrer la banque, avec vos modifications, en YAML, GIFT ou Moodle XML</translation>
    </message>
    <message>
        <source>Search questions</source>
        <translation>Rechercher des questions</translation>
    </message>
    <message>
        <source>Every word you type must occur in the question&apos;s id, prompt, choices or explanations; case and accents do not matter.</source>
        <translation>Chaque mot saisi doit figurer dans l’identifiant, l’énoncé, les choix ou les explications de la question ; majuscules et accents sont ignorés.</translation>
    </message>
    <message>
        <source>Case study</source>
        <translation>Étude de cas</translation>
    </message>
    <message>
        <source>Show the questions of one case study</source>
        <translation>Afficher les questions d&apos;une étude de cas</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>Thème</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <source>Questions of the selected bank</source>
        <translation>Questions de la banque sélectionnée</translation>
    </message>
    <message>
        <source>Click to sort; right-click to choose the columns</source>
        <translation>Cliquez pour trier ; clic droit pour choisir les colonnes</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nouvelle</translation>
    </message>
    <message>
        <source>Write a new question for this bank</source>
        <translation>Rédiger une nouvelle question pour cette banque</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>Edit the selected question (or double-click it, or press Enter)</source>
        <translation>Modifier la question sélectionnée (ou double-cliquez dessus, ou appuyez sur Entrée)</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>A new question starting as a copy of the selected one</source>
        <translation>Une nouvelle question, copie de celle sélectionnée</translation>
    </message>
    <message>
        <source>Retire</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Retired questions stay in past attempts but are never drawn again</source>
        <translation>Les questions retirées restent dans les tentatives passées mais ne sont plus jamais tirées</translation>
    </message>
    <message>
        <source>Selected ▾</source>
        <translation>Sélection ▾</translation>
    </message>
    <message>
        <source>Move, delete or export the selected questions</source>
        <translation>Déplacer, supprimer ou exporter les questions sélectionnées</translation>
    </message>
    <message>
        <source>Actions on the selected questions</source>
        <translation>Actions sur les questions sélectionnées</translation>
    </message>
    <message>
        <source>Set topic…</source>
        <translation>Définir le thème…</translation>
    </message>
    <message>
        <source>Export as a bank file…</source>
        <translation>Exporter en fichier de banque…</translation>
    </message>
    <message>
        <source>Single</source>
        <translation>Unique</translation>
    </message>
</context>
<context>
    <name>BrowserController</name>
    <message>
        <source>Questions</source>
        <extracomment>Banks up to this size are listed at once; larger ones in the background (a 100,000- question bank takes seconds to read and index). Each reload is numbered; only the newest one&apos;s result is shown (an older one that finishes later would put back what an edit or a retire has just changed).</extracomment>
        <translation>Questions</translation>
    </message>
    <message>
        <source>Questions of {title}</source>
        <translation>Questions de {title}</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Chargement…</translation>
    </message>
    <message>
        <source>All topics</source>
        <translation>Tous les thèmes</translation>
    </message>
    <message>
        <source>Case study: all</source>
        <translation>Étude de cas : toutes</translation>
    </message>
    <message>
        <source>In a case study</source>
        <translation>Dans une étude de cas</translation>
    </message>
    <message>
        <source>Not in a case study</source>
        <translation>Hors étude de cas</translation>
    </message>
    <message>
        <source>Could not list the questions: {error}</source>
        <translation>Impossible de lister les questions&#xa0;: {error}</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n question</numerusform>
            <numerusform>%n questions</numerusform>
        </translation>
    </message>
    <message>
        <source>{shown} of {total}</source>
        <translation>{shown} sur {total}</translation>
    </message>
    <message>
        <source>No question matches. Clear the search or the filters.</source>
        <translation>Aucune question ne correspond. Effacez la recherche ou les filtres.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Retire</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Saved question {id}.</source>
        <translation>Question {id} enregistrée.</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) restored.</source>
        <translation>
            <numerusform>%n question rétablie.</numerusform>
            <numerusform>%n questions rétablies.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) retired: kept in past attempts, never drawn.</source>
        <translation>
            <numerusform>%n question retirée&#xa0;: conservée dans les tentatives passées, plus jamais tirée.</numerusform>
            <numerusform>%n questions retirées&#xa0;: conservées dans les tentatives passées, plus jamais tirées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Set topic</source>
        <translation>Définir le thème</translation>
    </message>
    <message numerus="yes">
        <source>Move %n question(s) to the topic:</source>
        <translation>
            <numerusform>Déplacer %n question vers le thème&#xa0;:</numerusform>
            <numerusform>Déplacer %n questions vers le thème&#xa0;:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) moved to {topic}.</source>
        <translation>
            <numerusform>%n question déplacée vers {topic}.</numerusform>
            <numerusform>%n questions déplacées vers {topic}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete questions</source>
        <translation>Supprimer des questions</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n question(s) from this bank?</source>
        <translation>
            <numerusform>Supprimer %n question de cette banque&#xa0;?</numerusform>
            <numerusform>Supprimer %n questions de cette banque&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <source>They go from the bank and are never drawn again; past attempts still show them as they were. To keep them out of exams but restorable, retire them instead.</source>
        <translation>Elles quittent la banque et ne sont plus jamais tirées&#xa0;; les tentatives passées les montrent toujours telles qu&apos;elles étaient. Pour les exclure des examens tout en pouvant les rétablir, retirez-les plutôt.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) deleted.</source>
        <translation>
            <numerusform>%n question supprimée.</numerusform>
            <numerusform>%n questions supprimées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the selected questions</source>
        <translation>Exporter les questions sélectionnées</translation>
    </message>
    <message>
        <source>This bank came sealed with a classroom build: it has no answer key, so it cannot be exported.</source>
        <translation>Cette banque est fournie scellée avec une version pour la classe&#xa0;: elle n&apos;a pas de corrigé et ne peut donc pas être exportée.</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation>Impossible d&apos;écrire {path}&#xa0;: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n question(s) to {path}.</source>
        <translation>
            <numerusform>%n question écrite dans {path}.</numerusform>
            <numerusform>%n questions écrites dans {path}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChoiceList</name>
    <message>
        <source>correct, chosen</source>
        <extracomment>What moves a choice&apos;s text besides a new text or key letter. The letters choices are labelled by; a choice is also selected by its number (1-9) and by its letter, unless the letter is bound to another action on the exam page. Flag, I guessed, next and previous question. Buttons of each kind made with the page; more are made when a question needs them. The mark beside a checked choice: right, wrong (chosen but not right), missed (right, not chosen).</extracomment>
        <translation>correct, choisi</translation>
    </message>
    <message>
        <source>wrong, chosen</source>
        <translation>faux, choisi</translation>
    </message>
    <message>
        <source>correct, missed</source>
        <translation>correct, manqué</translation>
    </message>
    <message>
        <source>wrong, not chosen</source>
        <translation>faux, non choisi</translation>
    </message>
    <message>
        <source>Press {keys}; right-click or Shift+{key} to strike it out</source>
        <translation>Appuyez sur {keys}&#xa0;; clic droit ou Maj+{key} pour le barrer</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>Click to choose; right-click to strike it out</source>
        <translation>Cliquez pour choisir&#xa0;; clic droit pour barrer</translation>
    </message>
</context>
<context>
    <name>ChoiceRow</name>
    <message>
        <source>Why</source>
        <extracomment>Rows of text the prompt and the full explanation show before they scroll.</extracomment>
        <translation>Pourquoi</translation>
    </message>
    <message>
        <source>Choice {n} is correct</source>
        <translation>Le choix {n} est correct</translation>
    </message>
    <message>
        <source>Tick the correct choices</source>
        <translation>Cochez les choix corrects</translation>
    </message>
    <message>
        <source>Choice {n}</source>
        <translation>Choix {n}</translation>
    </message>
    <message>
        <source>Why choice {n} is right or wrong</source>
        <translation>Pourquoi le choix {n} est juste ou faux</translation>
    </message>
    <message>
        <source>Why it is right or wrong (optional)</source>
        <translation>Pourquoi il est juste ou faux (facultatif)</translation>
    </message>
    <message>
        <source>Remove choice {n}</source>
        <translation>Supprimer le choix {n}</translation>
    </message>
    <message>
        <source>Remove this choice</source>
        <translation>Supprimer ce choix</translation>
    </message>
</context>
<context>
    <name>ConflictDialog</name>
    <message>
        <source>The question changed meanwhile</source>
        <translation>La question a changé entre-temps</translation>
    </message>
    <message>
        <source>This question was deleted (in another window) while you edited it. Your version is below: copy what you need, then close the editor.</source>
        <translation>Cette question a été supprimée (dans une autre fenêtre) pendant que vous la modifiiez. Votre version figure ci-dessous&#xa0;: copiez ce dont vous avez besoin, puis fermez l&apos;éditeur.</translation>
    </message>
    <message>
        <source>Someone saved this question (in another window, or by importing its file) while you were editing it. Nothing was overwritten: compare the two versions and choose.</source>
        <translation>Quelqu&apos;un a enregistré cette question (dans une autre fenêtre, ou en important son fichier) pendant que vous la modifiiez. Rien n&apos;a été écrasé&#xa0;: comparez les deux versions et choisissez.</translation>
    </message>
    <message>
        <source>Your version</source>
        <translation>Votre version</translation>
    </message>
    <message>
        <source>(deleted)</source>
        <translation>(supprimée)</translation>
    </message>
    <message>
        <source>Saved meanwhile</source>
        <translation>Enregistrée entre-temps</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>Continuer à modifier</translation>
    </message>
    <message>
        <source>Close the editor</source>
        <translation>Fermer l&apos;éditeur</translation>
    </message>
    <message>
        <source>Take the saved version</source>
        <translation>Prendre la version enregistrée</translation>
    </message>
    <message>
        <source>Save mine over it</source>
        <translation>Écraser avec la mienne</translation>
    </message>
</context>
<context>
    <name>DeliveryController</name>
    <message>
        <source>The results server refused your result</source>
        <translation>Le serveur de résultats a refusé votre résultat</translation>
    </message>
    <message>
        <source>Your result cannot be saved in the results folder {0}</source>
        <translation>Votre résultat ne peut pas être enregistré dans le dossier de résultats {0}</translation>
    </message>
    <message>
        <source>{0} ({1}). It is safe on this computer, but it will not reach your instructor by itself: press “Save result file…”, save it on a USB stick or another folder, and give it to your instructor.</source>
        <translation>{0} ({1}). Il est en sécurité sur cet ordinateur, mais ne parviendra pas seul à votre formateur&#xa0;: appuyez sur «&#xa0;Enregistrer le résultat…&#xa0;», enregistrez-le sur une clé USB ou dans un autre dossier, et remettez-le à votre formateur.</translation>
    </message>
    <message>
        <source>Sending your result…</source>
        <translation>Envoi de votre résultat…</translation>
    </message>
    <message>
        <source>Saving your result…</source>
        <translation>Enregistrement de votre résultat…</translation>
    </message>
    <message>
        <source>Results sent to the class results server.</source>
        <translation>Résultats envoyés au serveur de résultats de la classe.</translation>
    </message>
    <message>
        <source>Your result was saved for your instructor: {place}</source>
        <translation>Votre résultat a été enregistré pour votre formateur&#xa0;: {place}</translation>
    </message>
    <message>
        <source>Saved on this computer; it will be sent when the results server is reachable.</source>
        <translation>Enregistré sur cet ordinateur&#xa0;; il sera envoyé quand le serveur de résultats sera joignable.</translation>
    </message>
    <message>
        <source>The results folder {folder} is not available right now. Your result is safe on this computer and will be copied there automatically as soon as it is back.</source>
        <translation>Le dossier de résultats {folder} n&apos;est pas disponible pour le moment. Votre résultat est en sécurité sur cet ordinateur et y sera copié automatiquement dès son retour.</translation>
    </message>
    <message>
        <source>Save your result file</source>
        <translation>Enregistrer votre fichier de résultat</translation>
    </message>
    <message>
        <source>Result files (*.json)</source>
        <translation>Fichiers de résultat (*.json)</translation>
    </message>
    <message>
        <source>Could not save the copy ({0}); try another place.</source>
        <translation>Impossible d&apos;enregistrer la copie ({0})&#xa0;; essayez un autre emplacement.</translation>
    </message>
    <message>
        <source>A copy is saved as {0}: give it to your instructor.</source>
        <translation>Une copie est enregistrée sous {0}&#xa0;: remettez-la à votre formateur.</translation>
    </message>
</context>
<context>
    <name>EditorController</name>
    <message>
        <source>Question ids never change: history is attached to them</source>
        <extracomment>Empty choice rows a new question starts with.</extracomment>
        <translation>Les identifiants de question ne changent jamais&#xa0;: l&apos;historique y est rattaché</translation>
    </message>
    <message>
        <source>A new id, unique in this bank</source>
        <translation>Un nouvel identifiant, unique dans cette banque</translation>
    </message>
    <message>
        <source>Edit question {id}</source>
        <translation>Modifier la question {id}</translation>
    </message>
    <message>
        <source>{id} · {bank}</source>
        <translation>{id} · {bank}</translation>
    </message>
    <message>
        <source>Past attempts keep showing this question as it was; exams started from now on show your changes.{edited}</source>
        <translation>Les tentatives passées montrent toujours cette question telle qu&apos;elle était&#xa0;; les examens commencés désormais montrent vos modifications.{edited}</translation>
    </message>
    <message>
        <source> It was edited here before, so importing its file again keeps your version.</source>
        <translation> Elle a déjà été modifiée ici&#xa0;: réimporter son fichier conserve donc votre version.</translation>
    </message>
    <message>
        <source>Copy of {id}</source>
        <translation>Copie de {id}</translation>
    </message>
    <message>
        <source>New question</source>
        <translation>Nouvelle question</translation>
    </message>
    <message>
        <source>New question in {bank}</source>
        <translation>Nouvelle question dans {bank}</translation>
    </message>
    <message>
        <source>Importing the bank&apos;s file again keeps questions you add.</source>
        <translation>Réimporter le fichier de la banque conserve les questions que vous ajoutez.</translation>
    </message>
    <message>
        <source>None: the question stands alone</source>
        <translation>Aucune : la question est indépendante</translation>
    </message>
    <message>
        <source>{title} (no longer in the bank&apos;s file)</source>
        <translation>{title} (n&apos;est plus dans le fichier de la banque)</translation>
    </message>
    <message>
        <source>Reported {when}: {note}</source>
        <translation>Signalée le {when}&#xa0;: {note}</translation>
    </message>
    <message>
        <source>(no note)</source>
        <translation>(sans commentaire)</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) to fix before saving: {fields}.</source>
        <translation>
            <numerusform>%n problème à corriger avant d’enregistrer : {fields}.</numerusform>
            <numerusform>%n problèmes à corriger avant d’enregistrer : {fields}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Insert an image</source>
        <translation>Insérer une image</translation>
    </message>
    <message>
        <source>{name} is copied into the bank when you save.</source>
        <translation>{name} est copié dans la banque à l&apos;enregistrement.</translation>
    </message>
</context>
<context>
    <name>ExamController</name>
    <message>
        <source>two</source>
        <extracomment>How a bank&apos;s prompt says how many to choose (&quot;(Choose two.)&quot;): English number words. The same numbers in the interface&apos;s language, for the hint&apos;s notes (&quot;tick all two&quot;).</extracomment>
        <translation>deux</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trois</translation>
    </message>
    <message>
        <source>four</source>
        <translation>quatre</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinq</translation>
    </message>
    <message>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sept</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>huit</translation>
    </message>
    <message>
        <source>Choose one</source>
        <extracomment>What the hint says, as test centres write it: the number in words, up to eight.</extracomment>
        <translation>Choisissez une réponse</translation>
    </message>
    <message>
        <source>Choose two</source>
        <translation>Choisissez deux réponses</translation>
    </message>
    <message>
        <source>Choose three</source>
        <translation>Choisissez trois réponses</translation>
    </message>
    <message>
        <source>Choose four</source>
        <translation>Choisissez quatre réponses</translation>
    </message>
    <message>
        <source>Choose five</source>
        <translation>Choisissez cinq réponses</translation>
    </message>
    <message>
        <source>Choose six</source>
        <translation>Choisissez six réponses</translation>
    </message>
    <message>
        <source>Choose seven</source>
        <translation>Choisissez sept réponses</translation>
    </message>
    <message>
        <source>Choose eight</source>
        <translation>Choisissez huit réponses</translation>
    </message>
    <message>
        <source>Choice {key}, struck out: {verdict}</source>
        <extracomment>&quot;(Choose two.)&quot;, &quot;(Select 2)&quot;, &quot;Choose three.&quot; in a prompt: the bank says it already.</extracomment>
        <translation>Choix {key}, barré&#xa0;: {verdict}</translation>
    </message>
    <message>
        <source>Choice {key}, struck out</source>
        <translation>Choix {key}, barré</translation>
    </message>
    <message>
        <source>Choice {key}: {verdict}</source>
        <translation>Choix {key}&#xa0;: {verdict}</translation>
    </message>
    <message>
        <source>Choose {count}</source>
        <translation>Choisissez {count} réponses</translation>
    </message>
    <message>
        <source>{selected} of {count} chosen</source>
        <translation>Choix&#xa0;: {selected} sur {count}</translation>
    </message>
    <message>
        <source>untick one first to choose another (you can choose {count})</source>
        <extracomment>Loads an exhibit&apos;s bytes by bank id and name (None when the bank has no such image).</extracomment>
        <translation>décochez-en d&apos;abord une pour en choisir une autre (vous pouvez en choisir {count})</translation>
    </message>
    <message>
        <source>tick all {count} to check</source>
        <translation>cochez-en {count} pour vérifier</translation>
    </message>
    <message>
        <source>Leave without saving</source>
        <translation>Quitter sans enregistrer</translation>
    </message>
    <message>
        <source>Not saved: {error}. Everything saved before is safe; repeat your last step once this is fixed.</source>
        <translation>Non enregistré&#xa0;: {error}. Tout ce qui a été enregistré avant est en sécurité&#xa0;; refaites votre dernière action une fois le problème résolu.</translation>
    </message>
    <message>
        <source>Question {number} of {count}</source>
        <extracomment>A results server to reach (the student URL), instead of the classroom profile&apos;s. Skip logging in to the profile&apos;s results server (a build machine off the class network).</extracomment>
        <translation>Question {number} sur {count}</translation>
    </message>
    <message>
        <source>{hint}: {note}</source>
        <translation>{hint}&#xa0;: {note}</translation>
    </message>
    <message>
        <source>{count} answered</source>
        <translation>Avec réponse&#xa0;: {count}</translation>
    </message>
    <message>
        <source>{count} incomplete</source>
        <translation>Incomplètes&#xa0;: {count}</translation>
    </message>
    <message>
        <source>{count} left</source>
        <translation>Restantes&#xa0;: {count}</translation>
    </message>
    <message>
        <source>{count} flagged</source>
        <translation>Marquées&#xa0;: {count}</translation>
    </message>
    <message>
        <source>Case study: {title}.</source>
        <translation>Étude de cas : {title}.</translation>
    </message>
    <message>
        <source>✔ Correct</source>
        <translation>✔ Correct</translation>
    </message>
    <message>
        <source>✘ Not quite</source>
        <translation>✘ Pas tout à fait</translation>
    </message>
    <message>
        <source>No further explanation for this question.</source>
        <translation>Pas d&apos;autre explication pour cette question.</translation>
    </message>
    <message>
        <source>Choice {key} struck out.</source>
        <translation>Choix {key} barré.</translation>
    </message>
    <message>
        <source>Choice {key} back in.</source>
        <translation>Choix {key} rétabli.</translation>
    </message>
    <message>
        <source>Hide full explanation</source>
        <translation>Masquer l&apos;explication complète</translation>
    </message>
    <message>
        <source>Show full explanation</source>
        <translation>Afficher l&apos;explication complète</translation>
    </message>
    <message>
        <source>Untimed</source>
        <translation>Non chronométré</translation>
    </message>
    <message>
        <source>{time} remaining</source>
        <translation>Temps restant&#xa0;: {time}</translation>
    </message>
    <message>
        <source>no time limit</source>
        <translation>sans limite de temps</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) left.</source>
        <translation>
            <numerusform>Plus que %n minute.</numerusform>
            <numerusform>Plus que %n minutes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choice {key}</source>
        <translation>Choix {key}</translation>
    </message>
</context>
<context>
    <name>ExamPage</name>
    <message>
        <source>Save a copy…</source>
        <extracomment>Below this page width the navigator shows fewer columns and the buttons say less. Below this page width a paper with case studies gives the navigator fewer columns (the scenario pane needs the room). Below this page height the navigator&apos;s legend moves into the tooltip of its title.</extracomment>
        <translation>Enregistrer une copie…</translation>
    </message>
    <message>
        <source>Save your answers to a new file</source>
        <translation>Enregistrer vos réponses dans un nouveau fichier</translation>
    </message>
    <message>
        <source>Save the library, with the answers of this exam, to a file you choose</source>
        <translation>Enregistrer la bibliothèque, avec les réponses de cet examen, dans le fichier de votre choix</translation>
    </message>
    <message>
        <source>Question {number} of {count}</source>
        <translation>Question {number} sur {count}</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progression</translation>
    </message>
    <message>
        <source>Untimed</source>
        <translation>Non chronométré</translation>
    </message>
    <message>
        <source>Time remaining</source>
        <translation>Temps restant</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>Clear answer</source>
        <translation>Effacer la réponse</translation>
    </message>
    <message>
        <source>Take this answer back (Backspace or Delete)</source>
        <translation>Retirer cette réponse (Retour arrière ou Suppr)</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Votre réponse</translation>
    </message>
    <message>
        <source>▼ More below: scroll to see every choice</source>
        <translation>▼ Suite plus bas&#xa0;: faites défiler pour voir tous les choix</translation>
    </message>
    <message>
        <source>Your answer and the right one</source>
        <translation>Votre réponse et la bonne</translation>
    </message>
    <message>
        <source>Short explanation</source>
        <translation>Explication courte</translation>
    </message>
    <message>
        <source>Show full explanation</source>
        <translation>Afficher l&apos;explication complète</translation>
    </message>
    <message>
        <source>Full explanation</source>
        <translation>Explication complète</translation>
    </message>
    <message>
        <source>Report a problem with this question…</source>
        <translation>Signaler un problème avec cette question…</translation>
    </message>
    <message>
        <source>Report a problem with this question</source>
        <translation>Signaler un problème avec cette question</translation>
    </message>
    <message>
        <source>A wrong key, a typo, an unclear prompt: note it for the Banks page</source>
        <translation>Une clé erronée, une coquille, un énoncé peu clair : notez-le pour la page Banques</translation>
    </message>
    <message>
        <source>Tinted: answered · dashed: incomplete · bold border: flagged · filled: current</source>
        <translation>Teinté&#xa0;: avec réponse · pointillés&#xa0;: incomplète · bord épais&#xa0;: marquée · plein&#xa0;: en cours</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Questions</translation>
    </message>
    <message>
        <source>Previous question (← or P)</source>
        <translation>Question précédente (← ou P)</translation>
    </message>
    <message>
        <source>Flag this question for review (F)</source>
        <translation>Marquer cette question pour relecture (F)</translation>
    </message>
    <message>
        <source>Flag for review</source>
        <translation>Marquer pour relecture</translation>
    </message>
    <message>
        <source>Previous question</source>
        <translation>Question précédente</translation>
    </message>
    <message>
        <source>I guessed</source>
        <translation>J&apos;ai deviné</translation>
    </message>
    <message>
        <source>Mark this answer as a guess, to review it sooner (G)</source>
        <translation>Indiquer que cette réponse est devinée, pour la réviser plus tôt (G)</translation>
    </message>
    <message>
        <source>Check answer</source>
        <translation>Vérifier</translation>
    </message>
    <message>
        <source>Reveal whether your answer is right (Space)</source>
        <translation>Voir si votre réponse est juste (Espace)</translation>
    </message>
    <message>
        <source>Next question (→ or N)</source>
        <translation>Question suivante (→ ou N)</translation>
    </message>
    <message>
        <source>Next question</source>
        <translation>Question suivante</translation>
    </message>
    <message>
        <source>Review screen</source>
        <translation>Relecture</translation>
    </message>
    <message>
        <source>Back to the review of all questions</source>
        <translation>Retour à la relecture de toutes les questions</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <source>Modes and keys (F1)</source>
        <translation>Modes et touches (F1)</translation>
    </message>
    <message>
        <source>Save and exit</source>
        <translation>Enregistrer et quitter</translation>
    </message>
    <message>
        <source>Keep this session for later and go back to Start</source>
        <translation>Garder cette session pour plus tard et revenir à l&apos;accueil</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>Remettre</translation>
    </message>
    <message>
        <source>Review your answers, then end (Ctrl+Enter)</source>
        <translation>Relire vos réponses, puis terminer (Ctrl+Entrée)</translation>
    </message>
    <message>
        <source>⚑ Flagged</source>
        <translation>⚑ Marquée</translation>
    </message>
    <message>
        <source>⚑ Flag</source>
        <translation>⚑ Marquer</translation>
    </message>
    <message>
        <source>{arrow} Previous</source>
        <translation>{arrow} Précédente</translation>
    </message>
    <message>
        <source>Next {arrow}</source>
        <translation>Suivante {arrow}</translation>
    </message>
</context>
<context>
    <name>ExhibitPanel</name>
    <message>
        <source>[Exhibit not available: {name}]</source>
        <extracomment>The width the last thumbnails were given: the next question&apos;s are scaled to it at once, not first to a guess and again when laid out (a smooth scale is a third of a frame).</extracomment>
        <translation>[Illustration indisponible&#xa0;: {name}]</translation>
    </message>
    <message>
        <source>Exhibit</source>
        <translation>Illustration</translation>
    </message>
</context>
<context>
    <name>ExhibitThumbnail</name>
    <message>
        <source>Exhibit: {name}</source>
        <extracomment>Pictures kept decoded and scaled: a candidate goes back and forth between the questions of an exam, and decoding and scaling an exhibit again each time took a quarter of showing its question.</extracomment>
        <translation>Illustration&#xa0;: {name}</translation>
    </message>
    <message>
        <source>Exhibit</source>
        <translation>Illustration</translation>
    </message>
    <message>
        <source>{name} (click to enlarge)</source>
        <translation>{name} (cliquez pour agrandir)</translation>
    </message>
    <message>
        <source>Click to enlarge</source>
        <translation>Cliquez pour agrandir</translation>
    </message>
</context>
<context>
    <name>Explanation</name>
    <message>
        <source>Why each choice</source>
        <translation>Pourquoi chaque choix</translation>
    </message>
    <message>
        <source>References</source>
        <translation>Références</translation>
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
        <translation>Plus lent que le rythme de l&apos;examen ({pace} par question)</translation>
    </message>
    <message>
        <source>{correct} of {total} correct</source>
        <translation>Bonnes réponses&#xa0;: {correct} sur {total}</translation>
    </message>
    <message>
        <source>{marks} of {total} marks with partial credit ({correct} entirely right)</source>
        <translation>Points&#xa0;: {marks} sur {total} avec crédit partiel (entièrement justes&#xa0;: {correct})</translation>
    </message>
    <message>
        <source>{value}%</source>
        <translation>{value}&#xa0;%</translation>
    </message>
    <message>
        <source>{low}-{high}%</source>
        <translation>{low}-{high}&#xa0;%</translation>
    </message>
    <message>
        <source>{date} {time}</source>
        <translation>{date} {time}</translation>
    </message>
    <message>
        <source>{date}, {time}</source>
        <translation>{date} à {time}</translation>
    </message>
    <message>
        <source>{percent} ({range})</source>
        <translation>{percent} ({range})</translation>
    </message>
    <message>
        <source>Pass probability: not enough answers yet</source>
        <translation>Probabilité de réussite&#xa0;: pas encore assez de réponses</translation>
    </message>
    <message>
        <source>Pass probability {figure}</source>
        <translation>Probabilité de réussite&#xa0;: {figure}</translation>
    </message>
    <message>
        <source>It appears once you have answered at least {answers} questions, from every topic of the exam, in the last {days} days.</source>
        <translation>Elle apparaît une fois que vous avez répondu à au moins {answers} questions, de tous les thèmes de l&apos;examen, au cours des {days} derniers jours.</translation>
    </message>
    <message>
        <source>Your chance of passing the full exam if you sat it now, from your answers of the last {days} days (recent ones count more; {answers} answers). The range is where the chance lies with 80% certainty. Questions you marked &apos;I guessed&apos; count as half known.</source>
        <translation>Votre probabilité de réussir l&apos;examen complet si vous le passiez maintenant, d&apos;après vos réponses des {days} derniers jours (les plus récentes comptent davantage&#xa0;; {answers} réponses). La fourchette indique où se situe cette probabilité avec 80&#xa0;% de certitude. Les questions marquées «&#xa0;J&apos;ai deviné&#xa0;» comptent comme à moitié connues.</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>timed like the real exam; no feedback until you submit, then your score, PASS or FAIL, and every question reviewed</source>
        <translation>chronométré comme l&apos;examen réel&#xa0;; aucun retour avant la remise, puis votre score, RÉUSSITE ou ÉCHEC, et la correction de chaque question</translation>
    </message>
    <message>
        <source>check each answer as you go (Space) and read why; save and exit whenever you like and resume later</source>
        <translation>vérifiez chaque réponse au fur et à mesure (Espace) et lisez pourquoi&#xa0;; enregistrez et quittez quand vous voulez, puis reprenez plus tard</translation>
    </message>
    <message>
        <source>a drill on your weakest topics and the questions you missed recently, with feedback on each answer</source>
        <translation>un exercice ciblé sur vos thèmes les plus faibles et les questions manquées récemment, avec un retour sur chaque réponse</translation>
    </message>
    <message>
        <source>the questions spaced review brings back today: those you are about to forget, missed ones sooner</source>
        <translation>les questions que la révision espacée ramène aujourd&apos;hui&#xa0;: celles que vous êtes sur le point d&apos;oublier, et plus tôt celles que vous avez manquées</translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; or &lt;b&gt;A&lt;/b&gt;–&lt;b&gt;Z&lt;/b&gt; (but F, G, N, P)</source>
        <extracomment>(keys, what they do, self-study only: a classroom exam has no guesses, checks or other pages). Key names are translated too: keyboards label them in their language.</extracomment>
        <translation>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; ou &lt;b&gt;A&lt;/b&gt;–&lt;b&gt;Z&lt;/b&gt; (sauf F, G, N, P)</translation>
    </message>
    <message>
        <source>choose that choice (each shows its letter); on a single-answer question choosing it again keeps it</source>
        <translation>sélectionner ce choix (chacun affiche sa lettre)&#xa0;; sur une question à réponse unique, le sélectionner à nouveau le conserve</translation>
    </message>
    <message>
        <source>&lt;b&gt;Backspace&lt;/b&gt; or &lt;b&gt;Delete&lt;/b&gt;</source>
        <translation>&lt;b&gt;Retour arrière&lt;/b&gt; ou &lt;b&gt;Suppr&lt;/b&gt;</translation>
    </message>
    <message>
        <source>clear the answer (or &quot;Clear answer&quot;)</source>
        <translation>effacer la réponse (ou «&#xa0;Effacer la réponse&#xa0;»)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shift&lt;/b&gt;+the number or letter, or right-click</source>
        <translation>&lt;b&gt;Maj&lt;/b&gt;+le chiffre ou la lettre, ou clic droit</translation>
    </message>
    <message>
        <source>strike a choice, or a matching option, out (or back in)</source>
        <translation>barrer un choix ou une option d&apos;association (ou le rétablir)</translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; on a matching question</source>
        <translation>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; sur une question d&apos;association</translation>
    </message>
    <message>
        <source>go to that item&apos;s drop-down; &lt;b&gt;↑&lt;/b&gt;/&lt;b&gt;↓&lt;/b&gt; choose, &lt;b&gt;Delete&lt;/b&gt; clears that item</source>
        <translation>aller à la liste déroulante de cet élément&#xa0;; &lt;b&gt;↑&lt;/b&gt;/&lt;b&gt;↓&lt;/b&gt; pour choisir, &lt;b&gt;Suppr&lt;/b&gt; pour l&apos;effacer</translation>
    </message>
    <message>
        <source>&lt;b&gt;Alt+↑&lt;/b&gt; / &lt;b&gt;Alt+↓&lt;/b&gt;</source>
        <translation>&lt;b&gt;Alt+↑&lt;/b&gt; / &lt;b&gt;Alt+↓&lt;/b&gt;</translation>
    </message>
    <message>
        <source>move the selected item of an ordering question (&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; select one)</source>
        <translation>déplacer l&apos;élément sélectionné d&apos;une question de classement (&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt; pour en sélectionner un)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Alt+S&lt;/b&gt; on a case study&apos;s question</source>
        <translation>&lt;b&gt;Alt+S&lt;/b&gt; sur une question d&apos;étude de cas</translation>
    </message>
    <message>
        <source>show or hide the scenario; opened, &lt;b&gt;↑&lt;/b&gt;/&lt;b&gt;↓&lt;/b&gt; scroll it</source>
        <translation>afficher ou masquer le scénario ; ouvert, &lt;b&gt;↑&lt;/b&gt;/&lt;b&gt;↓&lt;/b&gt; le font défiler</translation>
    </message>
    <message>
        <source>&lt;b&gt;Esc&lt;/b&gt; in the answer box</source>
        <translation>&lt;b&gt;Échap&lt;/b&gt; dans la zone de réponse</translation>
    </message>
    <message>
        <source>leave the box, so the keys below work again</source>
        <translation>quitter la zone, pour que les touches ci-dessous fonctionnent à nouveau</translation>
    </message>
    <message>
        <source>&lt;b&gt;→&lt;/b&gt; or &lt;b&gt;N&lt;/b&gt;</source>
        <translation>&lt;b&gt;→&lt;/b&gt; ou &lt;b&gt;N&lt;/b&gt;</translation>
    </message>
    <message>
        <source>next question</source>
        <translation>question suivante</translation>
    </message>
    <message>
        <source>&lt;b&gt;←&lt;/b&gt; or &lt;b&gt;P&lt;/b&gt;</source>
        <translation>&lt;b&gt;←&lt;/b&gt; ou &lt;b&gt;P&lt;/b&gt;</translation>
    </message>
    <message>
        <source>previous question</source>
        <translation>question précédente</translation>
    </message>
    <message>
        <source>&lt;b&gt;F&lt;/b&gt;</source>
        <translation>&lt;b&gt;F&lt;/b&gt;</translation>
    </message>
    <message>
        <source>flag or unflag the question for review</source>
        <translation>marquer ou démarquer la question pour relecture</translation>
    </message>
    <message>
        <source>&lt;b&gt;G&lt;/b&gt;</source>
        <translation>&lt;b&gt;G&lt;/b&gt;</translation>
    </message>
    <message>
        <source>mark the answer as a guess (&quot;I guessed&quot;)</source>
        <translation>indiquer que la réponse est devinée («&#xa0;J&apos;ai deviné&#xa0;»)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Space&lt;/b&gt; (&lt;b&gt;Enter&lt;/b&gt; in the answer box)</source>
        <translation>&lt;b&gt;Espace&lt;/b&gt; (&lt;b&gt;Entrée&lt;/b&gt; dans la zone de réponse)</translation>
    </message>
    <message>
        <source>check the answer (practice, drills, review)</source>
        <translation>vérifier la réponse (entraînement, exercices ciblés, révisions)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+Enter&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ctrl+Entrée&lt;/b&gt;</translation>
    </message>
    <message>
        <source>review your answers before you finish</source>
        <translation>relire vos réponses avant de terminer</translation>
    </message>
    <message>
        <source>&lt;b&gt;Enter&lt;/b&gt; on the review screen</source>
        <translation>&lt;b&gt;Entrée&lt;/b&gt; sur l&apos;écran de relecture</translation>
    </message>
    <message>
        <source>go to the selected question</source>
        <translation>aller à la question sélectionnée</translation>
    </message>
    <message>
        <source>&lt;b&gt;Enter&lt;/b&gt; on the Start page</source>
        <translation>&lt;b&gt;Entrée&lt;/b&gt; sur la page d&apos;accueil</translation>
    </message>
    <message>
        <source>start</source>
        <translation>commencer</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+1&lt;/b&gt; / &lt;b&gt;Ctrl+2&lt;/b&gt; / &lt;b&gt;Ctrl+3&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ctrl+1&lt;/b&gt; / &lt;b&gt;Ctrl+2&lt;/b&gt; / &lt;b&gt;Ctrl+3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Start, History, Banks (outside an exam)</source>
        <translation>Accueil, Historique, Banques (hors examen)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl++&lt;/b&gt; / &lt;b&gt;Ctrl+-&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ctrl++&lt;/b&gt; / &lt;b&gt;Ctrl+-&lt;/b&gt;</translation>
    </message>
    <message>
        <source>larger or smaller text</source>
        <translation>texte plus grand ou plus petit</translation>
    </message>
    <message>
        <source>&lt;b&gt;F11&lt;/b&gt;</source>
        <translation>&lt;b&gt;F11&lt;/b&gt;</translation>
    </message>
    <message>
        <source>full screen on or off</source>
        <translation>activer ou désactiver le plein écran</translation>
    </message>
    <message>
        <source>&lt;b&gt;F1&lt;/b&gt;</source>
        <translation>&lt;b&gt;F1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>this help</source>
        <translation>cette aide</translation>
    </message>
    <message>
        <source>Modes</source>
        <translation>Modes</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Help: modes and keys</source>
        <translation>Aide&#xa0;: modes et touches</translation>
    </message>
    <message>
        <source>This exam</source>
        <translation>Cet examen</translation>
    </message>
    <message>
        <source>Your instructor set this exam: its questions, time limit and pass mark. The clock keeps running if the app is closed; if it is, start it again and resume. When you hand in (or time runs out) your result goes to your instructor.</source>
        <translation>Votre formateur a défini cet examen&#xa0;: ses questions, sa durée et son seuil de réussite. Le chronomètre continue de tourner si l&apos;application est fermée&#xa0;; dans ce cas, relancez-la et reprenez. Lorsque vous remettez votre copie (ou quand le temps est écoulé), votre résultat est transmis à votre formateur.</translation>
    </message>
</context>
<context>
    <name>HistoryController</name>
    <message>
        <source>{title} (deleted)</source>
        <extracomment>The pass-probability line: teal, apart from the score&apos;s accent and the amber pass mark.</extracomment>
        <translation>{title} (supprimée)</translation>
    </message>
    <message>
        <source>{verdict} · timed out</source>
        <translation>{verdict} · temps écoulé</translation>
    </message>
    <message>
        <source>{used} · {per_question}/q</source>
        <translation>{used} · {per_question}/q</translation>
    </message>
    <message>
        <source>Time used · average time per question</source>
        <translation>Temps utilisé · temps moyen par question</translation>
    </message>
    <message numerus="yes">
        <source>{readiness} · %n question(s) due for review</source>
        <translation>
            <numerusform>{readiness} · %n question à réviser</numerusform>
            <numerusform>{readiness} · %n questions à réviser</numerusform>
        </translation>
    </message>
    <message>
        <source>{time} · slow</source>
        <translation>{time} · lent</translation>
    </message>
    <message>
        <source>{correct} of {answered} right, {guessed} of them marked &apos;I guessed&apos; (shaky)</source>
        <translation>Justes&#xa0;: {correct} sur {answered}, dont {guessed} marquées «&#xa0;J&apos;ai deviné&#xa0;» (fragiles)</translation>
    </message>
    <message>
        <source>{correct} of {answered} right</source>
        <translation>Justes&#xa0;: {correct} sur {answered}</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Pass probability</source>
        <translation>Probabilité de réussite</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>Seuil de réussite</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>History</source>
        <extracomment>Below this page width the tables and the charts are stacked. The attempts table shows this many rows before it scrolls on its own.</extracomment>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Banque</translation>
    </message>
    <message>
        <source>Score and pass probability</source>
        <translation>Score et probabilité de réussite</translation>
    </message>
    <message>
        <source>Accuracy by topic</source>
        <translation>Précision par thème</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Tentatives</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Past attempts</source>
        <translation>Tentatives passées</translation>
    </message>
    <message>
        <source>Double-click an attempt (or select it and press Enter) to review it.</source>
        <translation>Double-cliquez sur une tentative (ou sélectionnez-la et appuyez sur Entrée) pour la revoir.</translation>
    </message>
    <message>
        <source>Progress by topic</source>
        <translation>Progression par thème</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>Thème</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Réponses</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Précision</translation>
    </message>
    <message>
        <source>Mastery</source>
        <translation>Maîtrise</translation>
    </message>
    <message>
        <source>Avg. time</source>
        <translation>Temps moy.</translation>
    </message>
    <message>
        <source>Mastery: the estimated chance you know a question of the topic now; recent answers count more, and answers marked &apos;I guessed&apos; count as half known. * some right answers were guesses (hover for how many).</source>
        <translation>Maîtrise&#xa0;: la probabilité estimée que vous sachiez maintenant répondre à une question du thème&#xa0;; les réponses récentes comptent davantage, et celles marquées «&#xa0;J&apos;ai deviné&#xa0;» comptent comme à moitié connues. * certaines bonnes réponses étaient devinées (survolez pour voir combien).</translation>
    </message>
</context>
<context>
    <name>ImportPreviewController</name>
    <message>
        <source>Import {name}</source>
        <extracomment>The roles a sheet column can be given, in the order the combo boxes offer them.</extracomment>
        <translation>Importer {name}</translation>
    </message>
    <message>
        <source>Detected format</source>
        <translation>Format détecté</translation>
    </message>
    <message>
        <source>Reading {name}…</source>
        <translation>Lecture de {name}…</translation>
    </message>
    <message>
        <source>No question can be shown until the file is read.</source>
        <translation>Aucune question ne peut être affichée avant la lecture du fichier.</translation>
    </message>
    <message>
        <source>Nothing can be imported from this file as it is read now.</source>
        <translation>Rien ne peut être importé de ce fichier tel qu&apos;il est lu actuellement.</translation>
    </message>
    <message>
        <source>Try another format above, or fix the file.</source>
        <translation>Essayez un autre format ci-dessus, ou corrigez le fichier.</translation>
    </message>
    <message>
        <source>Say below what each column holds.</source>
        <translation>Indiquez ci-dessous ce que contient chaque colonne.</translation>
    </message>
    <message>
        <source>{format}: {family}</source>
        <translation>{format}&#xa0;: {family}</translation>
    </message>
    <message numerus="yes">
        <source>Found %n question(s)</source>
        <translation>
            <numerusform>%n question trouvée</numerusform>
            <numerusform>%n questions trouvées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n will be imported</source>
        <translation>
            <numerusform>%n sera importée</numerusform>
            <numerusform>%n seront importées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n ignorée</numerusform>
            <numerusform>%n ignorées</numerusform>
        </translation>
    </message>
    <message>
        <source>Topics: {topics}</source>
        <translation>Thèmes&#xa0;: {topics}</translation>
    </message>
    <message>
        <source>column {number}</source>
        <translation>colonne {number}</translation>
    </message>
    <message>
        <source>What the column &apos;{name}&apos; holds</source>
        <translation>Contenu de la colonne «&#xa0;{name}&#xa0;»</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>Choice (in column order)</source>
        <translation>Choix (dans l&apos;ordre des colonnes)</translation>
    </message>
    <message>
        <source>All choices (separated by ;)</source>
        <translation>Tous les choix (séparés par&#xa0;;)</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Bonne réponse</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Explication</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>Thème</translation>
    </message>
    <message>
        <source>Question id</source>
        <translation>Identifiant de question</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Étiquettes</translation>
    </message>
    <message>
        <source>Not used</source>
        <translation>Non utilisée</translation>
    </message>
    <message>
        <source>Choose {count}</source>
        <translation>Choisissez {count} réponses</translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation>Importation de {name}…</translation>
    </message>
</context>
<context>
    <name>ImportPreviewDialog</name>
    <message>
        <source>Import preview</source>
        <translation>Aperçu de l&apos;importation</translation>
    </message>
    <message>
        <source>Read as:</source>
        <translation>Lire comme&#xa0;:</translation>
    </message>
    <message>
        <source>Format to read the file as</source>
        <translation>Format de lecture du fichier</translation>
    </message>
    <message>
        <source>Questions that would be skipped, and why</source>
        <translation>Questions qui seraient ignorées, et pourquoi</translation>
    </message>
    <message>
        <source>What each column holds</source>
        <translation>Contenu de chaque colonne</translation>
    </message>
    <message>
        <source>Sample question</source>
        <translation>Exemple de question</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>KeptAnswersController</name>
    <message>
        <source>Not saved: the database file {path} was moved, replaced or deleted. Your answers are kept in this window; save a copy to keep them.</source>
        <extracomment>Saves the library as this window sees it to a file, with the attempt&apos;s kept answers.</extracomment>
        <translation>Non enregistré&#xa0;: le fichier de base de données {path} a été déplacé, remplacé ou supprimé. Vos réponses sont conservées dans cette fenêtre&#xa0;; enregistrez-en une copie pour les garder.</translation>
    </message>
    <message>
        <source>Save your answers to a new file</source>
        <translation>Enregistrer vos réponses dans un nouveau fichier</translation>
    </message>
    <message>
        <source>Exam Simulator database (*.db)</source>
        <translation>Base de données Exam Simulator (*.db)</translation>
    </message>
    <message>
        <source>Not saved: the copy could not be written to {path} ({reason}). Your answers are still kept in this window; try another folder.</source>
        <translation>Non enregistré&#xa0;: la copie n&apos;a pas pu être écrite dans {path} ({reason}). Vos réponses sont toujours conservées dans cette fenêtre&#xa0;; essayez un autre dossier.</translation>
    </message>
    <message>
        <source>Saved to {path}. Your answers are safe again and are saved there as you go; to use this file next time: exam-simulator --db sqlite:///{path}</source>
        <translation>Enregistré dans {path}. Vos réponses sont de nouveau en sécurité et y sont enregistrées au fur et à mesure&#xa0;; pour utiliser ce fichier la prochaine fois&#xa0;: exam-simulator --db sqlite:///{path}</translation>
    </message>
    <message>
        <source>Answers not saved</source>
        <translation>Réponses non enregistrées</translation>
    </message>
    <message>
        <source>Your answers since the database file went away are not saved: they are only in this window.</source>
        <translation>Vos réponses données depuis la disparition du fichier de base de données ne sont pas enregistrées&#xa0;: elles n&apos;existent que dans cette fenêtre.</translation>
    </message>
    <message>
        <source>Save a copy of them first?</source>
        <translation>En enregistrer d&apos;abord une copie&#xa0;?</translation>
    </message>
    <message>
        <source>Save a copy…</source>
        <translation>Enregistrer une copie…</translation>
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
        <translation>Enregistré. Reprenez la session depuis la page d&apos;accueil quand vous voulez.</translation>
    </message>
    <message>
        <source>This exam was already submitted (in another window).</source>
        <translation>Cet examen a déjà été remis (dans une autre fenêtre).</translation>
    </message>
    <message>
        <source>This attempt was discarded in another window.</source>
        <translation>Cette tentative a été abandonnée dans une autre fenêtre.</translation>
    </message>
    <message>
        <source>This attempt was resumed in another window; continue it there.</source>
        <translation>Cette tentative a été reprise dans une autre fenêtre ; continuez-la là-bas.</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Temps écoulé</translation>
    </message>
    <message>
        <source>Time ran out, so your answers were submitted automatically.</source>
        <translation>Le temps est écoulé&#xa0;: vos réponses ont été remises automatiquement.</translation>
    </message>
    <message>
        <source>Reported. The question is marked on the Banks page (show: Reported), where it can be fixed.</source>
        <translation>Signalée. La question est marquée sur la page Banques (afficher : Signalées), où elle peut être corrigée.</translation>
    </message>
    <message>
        <source>Exam Simulator: {name}</source>
        <translation>Exam Simulator&#xa0;: {name}</translation>
    </message>
    <message>
        <source>The interface is in {language}.</source>
        <translation>L&apos;interface est en {language}.</translation>
    </message>
    <message>
        <source>The interface will be in {language} when Exam Simulator starts again.</source>
        <translation>L&apos;interface sera en {language} au prochain démarrage d&apos;Exam Simulator.</translation>
    </message>
    <message numerus="yes">
        <source>Desired retention {value}: %n review date(s) moved.</source>
        <translation>
            <numerusform>Rétention souhaitée {value}&#xa0;: %n date de révision déplacée.</numerusform>
            <numerusform>Rétention souhaitée {value}&#xa0;: %n dates de révision déplacées.</numerusform>
        </translation>
    </message>
    <message>
        <source>About Exam Simulator</source>
        <translation>À propos d&apos;Exam Simulator</translation>
    </message>
    <message>
        <source>Exam Simulator {version}
Offline practice for certification exams.</source>
        <translation>Exam Simulator {version}
Entraînement hors ligne aux examens de certification.</translation>
    </message>
    <message>
        <source>Close without saving</source>
        <translation>Fermer sans enregistrer</translation>
    </message>
</context>
<context>
    <name>MatchingPanel</name>
    <message>
        <source>Options (right-click one to cross it out):</source>
        <extracomment>The letters the options are listed by (and struck out with, Shift+letter).</extracomment>
        <translation>Options (clic droit sur l&apos;une pour la barrer)&#xa0;:</translation>
    </message>
    <message>
        <source>Choose a match</source>
        <translation>Choisissez une correspondance</translation>
    </message>
    <message>
        <source>Right-click, or Shift+{0}, to cross this option out</source>
        <translation>Clic droit, ou Maj+{0}, pour barrer cette option</translation>
    </message>
    <message>
        <source>Item {0}: choose its match</source>
        <translation>Élément {0}&#xa0;: choisissez sa correspondance</translation>
    </message>
    <message>
        <source>Clear the match of item {0}</source>
        <translation>Effacer la correspondance de l&apos;élément {0}</translation>
    </message>
    <message>
        <source>Clear this match (Delete)</source>
        <translation>Effacer cette correspondance (Suppr)</translation>
    </message>
    <message>
        <source>crossed out</source>
        <translation>barrée</translation>
    </message>
    <message>
        <source>right</source>
        <translation>juste</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>faux</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>the database {name} holds tables that are not Exam Simulator&apos;s; choose another database with --db</source>
        <extracomment>SQLite&apos;s `synchronous` for every transaction, except those opened with `Database.session(durable=False)`, which use SYNC_LAZY. In WAL mode FULL syncs the log at each commit; NORMAL only writes it (a crash of the app loses nothing, a power cut may lose the last commits) and the next FULL commit syncs those frames too. Without WAL (a file system that refuses it) NORMAL could corrupt the file on a power cut, so there every transaction stays FULL.</extracomment>
        <translation>la base de données {name} contient des tables qui n&apos;appartiennent pas à Exam Simulator&#xa0;; choisissez une autre base de données avec --db</translation>
    </message>
    <message>
        <source>the database {name} was written by a newer version of Exam Simulator (schema {revision}; this version reads up to {readable}). Update Exam Simulator, or use another database with --db.</source>
        <translation>la base de données {name} a été écrite par une version plus récente d&apos;Exam Simulator (schéma {revision}&#xa0;; cette version lit jusqu&apos;au schéma {readable}). Mettez à jour Exam Simulator, ou utilisez une autre base de données avec --db.</translation>
    </message>
    <message>
        <source>the database file {path} was moved, replaced or deleted while Exam Simulator was using it; nothing more is written to it</source>
        <translation>le fichier de base de données {path} a été déplacé, remplacé ou supprimé pendant qu&apos;Exam Simulator l&apos;utilisait&#xa0;; plus rien n&apos;y est écrit</translation>
    </message>
    <message>
        <source>the database {name} is not an Exam Simulator database or is damaged ({reason}); nothing was changed. Move it aside, or choose another database with --db</source>
        <translation>la base de données {name} n&apos;est pas une base Exam Simulator ou est endommagée ({reason})&#xa0;; rien n&apos;a été modifié. Mettez-la de côté, ou choisissez une autre base de données avec --db</translation>
    </message>
    <message>
        <source>the database {name} cannot be written: the disk is full ({reason}); nothing was changed. Free some space and try again</source>
        <translation>impossible d&apos;écrire dans la base de données {name}&#xa0;: le disque est plein ({reason})&#xa0;; rien n&apos;a été modifié. Libérez de l&apos;espace et réessayez</translation>
    </message>
    <message>
        <source>the database {name} is read-only ({reason}); nothing was changed. Make the file writable, or choose another database with --db</source>
        <translation>la base de données {name} est en lecture seule ({reason})&#xa0;; rien n&apos;a été modifié. Rendez le fichier accessible en écriture, ou choisissez une autre base de données avec --db</translation>
    </message>
    <message>
        <source>the database {name} is busy: another program is writing to it ({reason}); nothing was changed. Try again in a moment</source>
        <translation>la base de données {name} est occupée&#xa0;: un autre programme y écrit ({reason})&#xa0;; rien n&apos;a été modifié. Réessayez dans un instant</translation>
    </message>
    <message>
        <source>cannot open the database {name}: {reason}</source>
        <translation>impossible d&apos;ouvrir la base de données {name}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>the database {name} reported an error: {reason}</source>
        <translation>la base de données {name} a signalé une erreur&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{topic}: {correct} of {total} correct ({percent}%); drill it next</source>
        <extracomment>A topic needs this many answers before it is called strong. z for a two-sided 95% interval.</extracomment>
        <translation>{topic}&#xa0;: {correct}/{total} bonnes réponses ({percent}&#xa0;%)&#xa0;; à travailler en priorité</translation>
    </message>
    <message>
        <source>{topic}: {correct} of {total} correct ({percent}%); drill it soon</source>
        <translation>{topic}&#xa0;: {correct}/{total} bonnes réponses ({percent}&#xa0;%)&#xa0;; à travailler bientôt</translation>
    </message>
    <message>
        <source>An exam needs at least one question.</source>
        <extracomment>The kinds of practice set, with what each draws from. How many recent attempts &quot;missed&quot; and &quot;flagged&quot; look back by default.</extracomment>
        <translation>Un examen nécessite au moins une question.</translation>
    </message>
    <message>
        <source>The time limit cannot be negative (use 0 for an untimed exam).</source>
        <translation>La durée ne peut pas être négative (utilisez 0 pour un examen non chronométré).</translation>
    </message>
    <message>
        <source>The pass mark must be between 0% and 100%, not {percent}%.</source>
        <translation>Le seuil de réussite doit être compris entre 0&#xa0;% et 100&#xa0;%, et non {percent}&#xa0;%.</translation>
    </message>
    <message>
        <source>Topic weights cannot be negative: {topics}.</source>
        <translation>Les poids des thèmes ne peuvent pas être négatifs&#xa0;: {topics}.</translation>
    </message>
    <message>
        <source>The bank {bank!r} has no topic {topics}.</source>
        <translation>La banque {bank!r} n&apos;a pas de thème {topics}.</translation>
    </message>
    <message>
        <source>No questions match these topics.</source>
        <translation>Aucune question ne correspond à ces thèmes.</translation>
    </message>
    <message>
        <source>Enter your name and student ID first.</source>
        <extracomment>Longest student name and student ID the app accepts (what the database and a results server store, and short enough for a result file&apos;s name on every file system). Extra time an accommodation may grant, in percent of the time limit. The extra time a self-study candidate can choose (View menu), as test centres grant it.</extracomment>
        <translation>Saisissez d&apos;abord votre nom et votre numéro d&apos;étudiant.</translation>
    </message>
    <message>
        <source>Your name is {length} characters long; at most {limit} fit.</source>
        <translation>Votre nom compte {length} caractères&#xa0;; {limit} au maximum.</translation>
    </message>
    <message>
        <source>Your student ID is {length} characters long; at most {limit} fit.</source>
        <translation>Votre numéro d&apos;étudiant compte {length} caractères&#xa0;; {limit} au maximum.</translation>
    </message>
    <message>
        <source>Your name holds a character that cannot be printed; type it again.</source>
        <translation>Votre nom contient un caractère non imprimable&#xa0;; saisissez-le à nouveau.</translation>
    </message>
    <message>
        <source>Your student ID holds a character that cannot be printed; type it again.</source>
        <translation>Votre numéro d&apos;étudiant contient un caractère non imprimable&#xa0;; saisissez-le à nouveau.</translation>
    </message>
    <message>
        <source>No question of the chosen topics is due for review today; tick more topics or choose another mode.</source>
        <translation>Aucune question des thèmes choisis n&apos;est à réviser aujourd&apos;hui&#xa0;; cochez d&apos;autres thèmes ou choisissez un autre mode.</translation>
    </message>
    <message>
        <source>No question of this bank is due for review today. The next one is due on {day}.</source>
        <translation>Aucune question de cette banque n&apos;est à réviser aujourd&apos;hui. La prochaine le sera le {day}.</translation>
    </message>
    <message>
        <source>No question of this bank is due for review today.</source>
        <translation>Aucune question de cette banque n&apos;est à réviser aujourd&apos;hui.</translation>
    </message>
    <message>
        <source>That attempt is no longer unfinished; start a new one.</source>
        <translation>Cette tentative n&apos;est plus en cours&#xa0;; commencez-en une nouvelle.</translation>
    </message>
    <message>
        <source>There is no bank &apos;{bank}&apos;; import it first.</source>
        <translation>Il n&apos;existe pas de banque «&#xa0;{bank}&#xa0;»&#xa0;; importez-la d&apos;abord.</translation>
    </message>
    <message>
        <source>The classroom profile names the bank &apos;{bank}&apos;, which is not installed.</source>
        <translation>Le profil de classe désigne la banque «&#xa0;{bank}&#xa0;», qui n&apos;est pas installée.</translation>
    </message>
</context>
<context>
    <name>Navigation</name>
    <message>
        <source>Start</source>
        <translation>Accueil</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Banks</source>
        <translation>Banques</translation>
    </message>
    <message>
        <source>Finish the exam (or save and exit a practice session) first</source>
        <translation>Terminez d&apos;abord l&apos;examen (ou enregistrez et quittez la session d&apos;entraînement)</translation>
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
        <translation>Valeur, p. ex. 73856</translation>
    </message>
    <message>
        <source>Tolerance (0)</source>
        <translation>Tolérance (0)</translation>
    </message>
    <message>
        <source>Remove this value</source>
        <translation>Supprimer cette valeur</translation>
    </message>
    <message>
        <source>Accepted value {n}</source>
        <translation>Valeur acceptée {n}</translation>
    </message>
    <message>
        <source>Tolerance of value {n}</source>
        <translation>Tolérance de la valeur {n}</translation>
    </message>
    <message>
        <source>Remove value {n}</source>
        <translation>Supprimer la valeur {n}</translation>
    </message>
</context>
<context>
    <name>OrderingPanel</name>
    <message>
        <source>Items in your order, first at the top</source>
        <extracomment>Left and right padding plus border of `QListWidget#orderList::item` in app.qss.</extracomment>
        <translation>Éléments dans votre ordre, le premier en haut</translation>
    </message>
    <message>
        <source>▲ Up</source>
        <translation>▲ Monter</translation>
    </message>
    <message>
        <source>Move the selected item up</source>
        <translation>Monter l&apos;élément sélectionné</translation>
    </message>
    <message>
        <source>Move the selected item up (Alt+Up)</source>
        <translation>Monter l&apos;élément sélectionné (Alt+Haut)</translation>
    </message>
    <message>
        <source>▼ Down</source>
        <translation>▼ Descendre</translation>
    </message>
    <message>
        <source>Move the selected item down</source>
        <translation>Descendre l&apos;élément sélectionné</translation>
    </message>
    <message>
        <source>Move the selected item down (Alt+Down)</source>
        <translation>Descendre l&apos;élément sélectionné (Alt+Bas)</translation>
    </message>
    <message>
        <source>position {0} of {1}</source>
        <translation>position {0} sur {1}</translation>
    </message>
    <message>
        <source>right</source>
        <translation>juste</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>faux</translation>
    </message>
</context>
<context>
    <name>PairRow</name>
    <message>
        <source>Item</source>
        <translation>Élément</translation>
    </message>
    <message>
        <source>Goes with</source>
        <translation>Va avec</translation>
    </message>
    <message>
        <source>Remove this pair</source>
        <translation>Supprimer cette paire</translation>
    </message>
    <message>
        <source>Item {n}</source>
        <translation>Élément {n}</translation>
    </message>
    <message>
        <source>What item {n} goes with</source>
        <translation>Ce qui va avec l’élément {n}</translation>
    </message>
    <message>
        <source>Remove pair {n}</source>
        <translation>Supprimer la paire {n}</translation>
    </message>
</context>
<context>
    <name>PdfReport</name>
    <message>
        <source>Exam Simulator report: {bank}</source>
        <translation>Rapport Exam Simulator&#xa0;: {bank}</translation>
    </message>
    <message>
        <source>Exam Simulator</source>
        <translation>Exam Simulator</translation>
    </message>
    <message>
        <source>pass mark {mark}</source>
        <translation>seuil de réussite {mark}</translation>
    </message>
    <message>
        <source>time used {used}</source>
        <translation>temps utilisé {used}</translation>
    </message>
    <message>
        <source>time ran out</source>
        <translation>temps écoulé</translation>
    </message>
    <message>
        <source>Score by topic</source>
        <translation>Score par thème</translation>
    </message>
    <message>
        <source>What to study next</source>
        <translation>À étudier ensuite</translation>
    </message>
    <message>
        <source>No weak topics in this attempt: every topic reached the pass mark.</source>
        <translation>Aucun point faible dans cette tentative&#xa0;: chaque thème a atteint le seuil de réussite.</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Questions</translation>
    </message>
    <message>
        <source>Case study: {title}</source>
        <translation>Étude de cas : {title}</translation>
    </message>
    <message>
        <source>none given</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Your answer: {answer}</source>
        <translation>Votre réponse : {answer}</translation>
    </message>
    <message>
        <source>Right answer: {answer}</source>
        <translation>Bonne réponse : {answer}</translation>
    </message>
</context>
<context>
    <name>ProposalDialog</name>
    <message>
        <source>Sort questions into topics: {bank}</source>
        <extracomment>Proposals below this confidence are marked for a closer look. How many questions of the library&apos;s other banks helped the last proposal.</extracomment>
        <translation>Classer les questions par thème&#xa0;: {bank}</translation>
    </message>
    <message>
        <source>1. The exam&apos;s domains</source>
        <translation>1. Les domaines de l&apos;examen</translation>
    </message>
    <message>
        <source>As the official exam guide lists them: an id, a title and, if you have it, a line of description. The more words a description shares with the questions, the better the proposals.</source>
        <translation>Tels que le guide officiel de l&apos;examen les liste&#xa0;: un identifiant, un titre et, si vous l&apos;avez, une ligne de description. Plus une description partage de mots avec les questions, meilleures sont les propositions.</translation>
    </message>
    <message>
        <source>Domains</source>
        <translation>Domaines</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Description (optional)</source>
        <translation>Description (facultative)</translation>
    </message>
    <message>
        <source>Add domain</source>
        <translation>Ajouter un domaine</translation>
    </message>
    <message>
        <source>Load DOMAINS.yaml…</source>
        <translation>Charger DOMAINS.yaml…</translation>
    </message>
    <message>
        <source>Propose topics</source>
        <translation>Proposer des thèmes</translation>
    </message>
    <message>
        <source>2. Check the proposals, least sure first</source>
        <translation>2. Vérifiez les propositions, les moins sûres d&apos;abord</translation>
    </message>
    <message>
        <source>Proposed topics</source>
        <translation>Thèmes proposés</translation>
    </message>
    <message>
        <source>Sure</source>
        <translation>Certitude</translation>
    </message>
    <message>
        <source>Proposed topic</source>
        <translation>Thème proposé</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>Topic for the selected questions</source>
        <translation>Thème des questions sélectionnées</translation>
    </message>
    <message>
        <source>Put selected in</source>
        <translation>Placer la sélection dans</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Load the exam&apos;s domains</source>
        <translation>Charger les domaines de l&apos;examen</translation>
    </message>
    <message>
        <source>Domain lists (*.yaml *.yml);;All files (*)</source>
        <translation>Listes de domaines (*.yaml *.yml);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Domain {n} needs an id.</source>
        <translation>Le domaine {n} doit avoir un identifiant.</translation>
    </message>
    <message>
        <source>The id &apos;{id}&apos; is used twice.</source>
        <translation>L&apos;identifiant «&#xa0;{id}&#xa0;» est utilisé deux fois.</translation>
    </message>
    <message>
        <source>Domain {n} needs a title (at most {max} characters).</source>
        <translation>Le domaine {n} doit avoir un titre ({max} caractères au maximum).</translation>
    </message>
    <message>
        <source>List at least two domains.</source>
        <translation>Indiquez au moins deux domaines.</translation>
    </message>
    <message>
        <source>Reading the questions…</source>
        <translation>Lecture des questions…</translation>
    </message>
    <message>
        <source>Untick to leave this question where it is</source>
        <translation>Décochez pour laisser cette question où elle est</translation>
    </message>
    <message>
        <source>Not sure: check this one</source>
        <translation>Incertain&#xa0;: vérifiez celle-ci</translation>
    </message>
    <message>
        <source>Chosen by you</source>
        <translation>Choisi par vous</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) of your other banks lent their words.</source>
        <translation>
            <numerusform>%n question de vos autres banques a prêté ses mots.</numerusform>
            <numerusform>%n questions de vos autres banques ont prêté leurs mots.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s); </source>
        <translation>
            <numerusform>%n question&#xa0;; </numerusform>
            <numerusform>%n questions&#xa0;; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unsure, at the top.</source>
        <translation>
            <numerusform>%n incertaine, en haut.</numerusform>
            <numerusform>%n incertaines, en haut.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing proposed yet.</source>
        <translation>Rien de proposé pour l&apos;instant.</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) sorted into topics</source>
        <translation>
            <numerusform>%n question classée par thème</numerusform>
            <numerusform>%n questions classées par thème</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n topic(s) added</source>
        <translation>
            <numerusform>; %n thème ajouté</numerusform>
            <numerusform>; %n thèmes ajoutés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n emptied topic(s) removed.</source>
        <translation>
            <numerusform>; %n thème vidé supprimé.</numerusform>
            <numerusform>; %n thèmes vidés supprimés.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuestionEditor</name>
    <message>
        <source>Choice (single or multi-select)</source>
        <extracomment>The question types, as a bank file&apos;s `type:` and as the type box shows them.</extracomment>
        <translation>Choix (unique ou multiple)</translation>
    </message>
    <message>
        <source>Matching</source>
        <translation>Association</translation>
    </message>
    <message>
        <source>Ordering</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Short answer</source>
        <translation>Réponse courte</translation>
    </message>
    <message>
        <source>Numeric</source>
        <translation>Numérique</translation>
    </message>
    <message>
        <source>Mark the reports as resolved when I save</source>
        <translation>Marquer les signalements comme résolus à l&apos;enregistrement</translation>
    </message>
    <message>
        <source>Question id</source>
        <translation>Identifiant de question</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>Thème</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Difficulté</translation>
    </message>
    <message>
        <source>Not set</source>
        <translation>Non définie</translation>
    </message>
    <message>
        <source>1 · easy</source>
        <translation>1 · facile</translation>
    </message>
    <message>
        <source>2 · medium</source>
        <translation>2 · moyenne</translation>
    </message>
    <message>
        <source>3 · hard</source>
        <translation>3 · difficile</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Case study</source>
        <translation>Étude de cas</translation>
    </message>
    <message>
        <source>Question text</source>
        <translation>Texte de la question</translation>
    </message>
    <message>
        <source>The question, in Markdown</source>
        <translation>La question, en Markdown</translation>
    </message>
    <message>
        <source>Insert image…</source>
        <translation>Insérer une image…</translation>
    </message>
    <message>
        <source>Insert image</source>
        <translation>Insérer une image</translation>
    </message>
    <message>
        <source>Choose a picture on this computer; it is copied into the bank</source>
        <translation>Choisir une image sur cet ordinateur&#xa0;; elle est copiée dans la banque</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>Question type</source>
        <translation>Type de question</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Tick the correct choice; tick several for “Choose N”.</source>
        <translation>Cochez le choix correct&#xa0;; cochez-en plusieurs pour «&#xa0;Choisissez N réponses&#xa0;».</translation>
    </message>
    <message>
        <source>Add choice</source>
        <translation>Ajouter un choix</translation>
    </message>
    <message>
        <source>Shuffle the choices in exams</source>
        <translation>Mélanger les choix dans les examens</translation>
    </message>
    <message>
        <source>Choices</source>
        <translation>Choix</translation>
    </message>
    <message>
        <source>Short explanation</source>
        <translation>Explication courte</translation>
    </message>
    <message>
        <source>One or two sentences, shown at once</source>
        <translation>Une ou deux phrases, affichées immédiatement</translation>
    </message>
    <message>
        <source>Full explanation</source>
        <translation>Explication complète</translation>
    </message>
    <message>
        <source>Optional: the whole reasoning, in Markdown</source>
        <translation>Facultatif&#xa0;: le raisonnement complet, en Markdown</translation>
    </message>
    <message>
        <source>References</source>
        <translation>Références</translation>
    </message>
    <message>
        <source>One link or source per line</source>
        <translation>Un lien ou une source par ligne</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Étiquettes</translation>
    </message>
    <message>
        <source>Comma-separated, e.g. nsight, profiling</source>
        <translation>Séparées par des virgules, p. ex. nsight, profilage</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Save the question</source>
        <translation>Enregistrer la question</translation>
    </message>
    <message>
        <source>The scenario shown beside this question in exams; the scenarios themselves are written in the bank&apos;s file</source>
        <translation>Le scénario affiché à côté de cette question dans les examens ; les scénarios s&apos;écrivent dans le fichier de la banque</translation>
    </message>
    <message>
        <source>Text of the case study</source>
        <translation>Texte de l&apos;étude de cas</translation>
    </message>
    <message>
        <source>Choice {n}</source>
        <translation>Choix {n}</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paires</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Ordre</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Réponses</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Valeurs</translation>
    </message>
    <message>
        <source>Each left item and the answer it goes with; several may share one.</source>
        <translation>Chaque élément de gauche et la réponse qui va avec ; plusieurs peuvent partager la même.</translation>
    </message>
    <message>
        <source>Add pair</source>
        <translation>Ajouter une paire</translation>
    </message>
    <message>
        <source>Extra answers that match nothing</source>
        <translation>Réponses supplémentaires qui ne vont avec rien</translation>
    </message>
    <message>
        <source>Optional: answers that match no item, one per line</source>
        <translation>Facultatif : des réponses qui ne vont avec aucun élément, une par ligne</translation>
    </message>
    <message>
        <source>One item per line, in the right order: the exam shows them shuffled.</source>
        <translation>Un élément par ligne, dans le bon ordre : l’examen les présente mélangés.</translation>
    </message>
    <message>
        <source>Items in the right order</source>
        <translation>Éléments dans le bon ordre</translation>
    </message>
    <message>
        <source>Every accepted answer, one per line; * stands for any text.</source>
        <translation>Chaque réponse acceptée, une par ligne ; * remplace n’importe quel texte.</translation>
    </message>
    <message>
        <source>Accepted answers</source>
        <translation>Réponses acceptées</translation>
    </message>
    <message>
        <source>Upper and lower case must match</source>
        <translation>Respecter les majuscules et minuscules</translation>
    </message>
    <message>
        <source>Every accepted value, each with how far an answer may be from it.</source>
        <translation>Chaque valeur acceptée, avec l’écart permis pour une réponse.</translation>
    </message>
    <message>
        <source>Add value</source>
        <translation>Ajouter une valeur</translation>
    </message>
</context>
<context>
    <name>QuestionNavigator</name>
    <message>
        <source>Go to question {number}</source>
        <extracomment>Looks kept at most (a few per question: answered, flagged, current…). What the navigator last set: status, flagged, current (None: nothing yet). The looks drawn so far, shared by every button: (number, state, enabled, size) -&gt; picture, for the look generation in `_LOOKS_OF` (a new theme or text size).</extracomment>
        <translation>Aller à la question {number}</translation>
    </message>
    <message>
        <source>answered</source>
        <translation>avec réponse</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>incomplète</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>sans réponse</translation>
    </message>
    <message>
        <source>Question {number}: {standing}, flagged</source>
        <translation>Question {number}&#xa0;: {standing}, marquée</translation>
    </message>
    <message>
        <source>Question {number}: {standing}</source>
        <translation>Question {number}&#xa0;: {standing}</translation>
    </message>
</context>
<context>
    <name>QuestionTableModel</name>
    <message>
        <source>ID</source>
        <extracomment>How long a prompt&apos;s one line may get before it is cut (the view elides the rest).</extracomment>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>Thème</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Énoncé</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>Vues</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Justes</translation>
    </message>
    <message>
        <source>Next review</source>
        <translation>Prochaine révision</translation>
    </message>
    <message>
        <source>Case study</source>
        <translation>Étude de cas</translation>
    </message>
    <message>
        <source>{kind} (retired)</source>
        <translation>{kind} (retirée)</translation>
    </message>
    <message>
        <source>Single</source>
        <translation>Unique</translation>
    </message>
    <message>
        <source>Multi</source>
        <translation>Multiple</translation>
    </message>
    <message>
        <source>Matching</source>
        <translation>Association</translation>
    </message>
    <message>
        <source>Ordering</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Short answer</source>
        <translation>Réponse courte</translation>
    </message>
    <message>
        <source>Numeric</source>
        <translation>Numérique</translation>
    </message>
</context>
<context>
    <name>RenameBankDialog</name>
    <message>
        <source>Rename bank</source>
        <translation>Renommer la banque</translation>
    </message>
    <message>
        <source>The new title is kept when you import the bank&apos;s file again.</source>
        <translation>Le nouveau titre est conservé lorsque vous réimportez le fichier de la banque.</translation>
    </message>
    <message>
        <source>Bank title</source>
        <translation>Titre de la banque</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>The title</source>
        <translation>Le titre</translation>
    </message>
</context>
<context>
    <name>ReportDialog</name>
    <message>
        <source>Report a problem with this question</source>
        <extracomment>Stores a report: (bank id, question id, attempt id or None, note).</extracomment>
        <translation>Signaler un problème sur cette question</translation>
    </message>
    <message>
        <source>Question {id}</source>
        <translation>Question {id}</translation>
    </message>
    <message>
        <source>What is wrong: a wrong key, a typo, an unclear prompt, an outdated fact? The question is marked as reported on the Banks page, where it can be fixed.</source>
        <translation>Qu&apos;est-ce qui ne va pas&#xa0;: un corrigé erroné, une faute de frappe, un énoncé peu clair, une information dépassée&#xa0;? La question est marquée comme signalée sur la page Banques, où elle peut être corrigée.</translation>
    </message>
    <message>
        <source>What is wrong with the question</source>
        <translation>Ce qui ne va pas dans la question</translation>
    </message>
    <message>
        <source>e.g. The right answer should be B: see the docs.</source>
        <translation>p. ex. La bonne réponse devrait être B&#xa0;: voir la documentation.</translation>
    </message>
    <message>
        <source>Send report</source>
        <translation>Envoyer le signalement</translation>
    </message>
</context>
<context>
    <name>ResultsController</name>
    <message>
        <source>Pass probability after this attempt: {figure}</source>
        <translation>Probabilité de réussite après cette tentative&#xa0;: {figure}</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Answered: {0} of {1}. Your answers were handed in to your instructor, who will tell you your result.</source>
        <translation>Réponses&#xa0;: {0} sur {1}. Vos réponses ont été remises à votre formateur, qui vous communiquera votre résultat.</translation>
    </message>
    <message>
        <source>pass mark {mark}</source>
        <translation>seuil de réussite {mark}</translation>
    </message>
    <message>
        <source>time used {used} of {limit}</source>
        <translation>temps utilisé {used} sur {limit}</translation>
    </message>
    <message>
        <source>time used {used}</source>
        <translation>temps utilisé {used}</translation>
    </message>
    <message>
        <source>{time} per question (pace {pace})</source>
        <translation>{time} par question (rythme {pace})</translation>
    </message>
    <message>
        <source>{time} per question</source>
        <translation>{time} par question</translation>
    </message>
    <message>
        <source>time ran out</source>
        <translation>temps écoulé</translation>
    </message>
    <message>
        <source>{time} · slow</source>
        <translation>{time} · lent</translation>
    </message>
    <message>
        <source>Slower than the exam&apos;s pace in: {topics}.</source>
        <translation>Plus lent que le rythme de l&apos;examen en&#xa0;: {topics}.</translation>
    </message>
    <message>
        <source>No weak topics: every topic reached the pass mark ({mark}).</source>
        <translation>Aucun point faible&#xa0;: chaque thème a atteint le seuil de réussite ({mark}).</translation>
    </message>
    <message>
        <source>Hide full explanation</source>
        <translation>Masquer l&apos;explication complète</translation>
    </message>
    <message>
        <source>Show full explanation</source>
        <translation>Afficher l&apos;explication complète</translation>
    </message>
    <message>
        <source>Save PDF report</source>
        <translation>Enregistrer le rapport PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>exam-report-{bank}-{date}.pdf</source>
        <translation>rapport-examen-{bank}-{date}.pdf</translation>
    </message>
    <message>
        <source>exam-report-{bank}.pdf</source>
        <translation>rapport-examen-{bank}.pdf</translation>
    </message>
    <message>
        <source>Could not save the report: {reason}</source>
        <translation>Impossible d&apos;enregistrer le rapport&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>PDF report saved to {path}</source>
        <translation>Rapport PDF enregistré dans {path}</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <source>Score</source>
        <extracomment>Below this width the review goes below the topics instead of beside them, so the topic table keeps room for its five columns.</extracomment>
        <translation>Score</translation>
    </message>
    <message>
        <source>Drill weak areas</source>
        <translation>Travailler les points faibles</translation>
    </message>
    <message>
        <source>Set up a drill on your weakest topics on the Start page</source>
        <translation>Préparer un exercice ciblé sur vos thèmes les plus faibles, sur la page d&apos;accueil</translation>
    </message>
    <message>
        <source>Save PDF report…</source>
        <translation>Rapport PDF…</translation>
    </message>
    <message>
        <source>A report to keep: score, topics and weak areas, then every question with your answer and the right one</source>
        <translation>Un rapport à garder : score, thèmes et points faibles, puis chaque question avec votre réponse et la bonne</translation>
    </message>
    <message>
        <source>New exam</source>
        <translation>Nouvel examen</translation>
    </message>
    <message>
        <source>Save result file…</source>
        <translation>Enregistrer le résultat…</translation>
    </message>
    <message>
        <source>Save a copy of your result file, e.g. on a USB stick, for your instructor</source>
        <translation>Enregistrer une copie de votre fichier de résultat, p. ex. sur une clé USB, pour votre formateur</translation>
    </message>
    <message>
        <source>By topic</source>
        <translation>Par thème</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>Thème</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>Justes</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>Pourcentage</translation>
    </message>
    <message>
        <source>Avg. time</source>
        <translation>Temps moy.</translation>
    </message>
    <message>
        <source>Score by topic</source>
        <translation>Score par thème</translation>
    </message>
    <message>
        <source>Weak areas, weakest first</source>
        <translation>Points faibles, le plus faible d&apos;abord</translation>
    </message>
    <message>
        <source>Weak areas</source>
        <translation>Points faibles</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Correction</translation>
    </message>
    <message>
        <source>Go to</source>
        <translation>Aller à</translation>
    </message>
    <message>
        <source>Go to question number</source>
        <translation>Aller à la question numéro</translation>
    </message>
    <message>
        <source>Show questions</source>
        <translation>Afficher les questions</translation>
    </message>
    <message>
        <source>All questions</source>
        <translation>Toutes les questions</translation>
    </message>
    <message>
        <source>Incorrect</source>
        <translation>Fausses</translation>
    </message>
    <message>
        <source>Unanswered</source>
        <translation>Sans réponse</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Marquées</translation>
    </message>
    <message>
        <source>Question review</source>
        <translation>Correction des questions</translation>
    </message>
</context>
<context>
    <name>RetentionDialog</name>
    <message>
        <source>Review settings</source>
        <translation>Paramètres de révision</translation>
    </message>
    <message>
        <source>Spaced review brings each question back when you are about to forget it. Desired retention is how likely you should still be to answer a question right when it comes back: higher means more frequent, shorter reviews; lower means fewer reviews and more forgetting. 90% suits most exam preparation.</source>
        <translation>La révision espacée ramène chaque question au moment où vous êtes sur le point de l&apos;oublier. La rétention souhaitée est la probabilité que vous répondiez encore juste à une question quand elle revient&#xa0;: plus elle est haute, plus les révisions sont fréquentes et courtes&#xa0;; plus elle est basse, moins il y a de révisions et plus vous oubliez. 90&#xa0;% convient à la plupart des préparations d&apos;examen.</translation>
    </message>
    <message>
        <source>Desired retention in percent</source>
        <translation>Rétention souhaitée en pourcentage</translation>
    </message>
    <message>
        <source>&amp;Desired retention</source>
        <translation>&amp;Rétention souhaitée</translation>
    </message>
    <message>
        <source>From {low}% to {high}%. Questions already scheduled move to match.</source>
        <translation>De {low}&#xa0;% à {high}&#xa0;%. Les questions déjà planifiées sont décalées en conséquence.</translation>
    </message>
</context>
<context>
    <name>ReviewCard</name>
    <message>
        <source>your answer, right</source>
        <translation>votre réponse, juste</translation>
    </message>
    <message>
        <source>right answer, not chosen</source>
        <translation>bonne réponse, non choisie</translation>
    </message>
    <message>
        <source>your answer, wrong</source>
        <translation>votre réponse, fausse</translation>
    </message>
    <message>
        <source>○ Unanswered</source>
        <translation>○ Sans réponse</translation>
    </message>
    <message>
        <source>✔ Correct</source>
        <translation>✔ Correct</translation>
    </message>
    <message>
        <source>✘ Incorrect</source>
        <translation>✘ Incorrect</translation>
    </message>
    <message>
        <source>⚑ flagged</source>
        <translation>⚑ marquée</translation>
    </message>
    <message>
        <source>guessed: right, but shaky</source>
        <translation>devinée&#xa0;: juste, mais fragile</translation>
    </message>
    <message>
        <source>guessed</source>
        <translation>devinée</translation>
    </message>
    <message>
        <source>Report a problem with this question…</source>
        <translation>Signaler un problème avec cette question…</translation>
    </message>
    <message>
        <source>Report a problem with this question</source>
        <translation>Signaler un problème avec cette question</translation>
    </message>
    <message>
        <source>Show full explanation</source>
        <translation>Afficher l&apos;explication complète</translation>
    </message>
</context>
<context>
    <name>ScenarioPane</name>
    <message>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <source>Case study</source>
        <translation>Étude de cas</translation>
    </message>
    <message>
        <source>Scenario text</source>
        <extracomment>Loads an exhibit&apos;s bytes by name (None when the bank has no such image).</extracomment>
        <translation>Texte du scénario</translation>
    </message>
    <message>
        <source>Hide the scenario</source>
        <translation>Masquer le scénario</translation>
    </message>
    <message>
        <source>Show the scenario: {title}</source>
        <translation>Afficher le scénario : {title}</translation>
    </message>
    <message>
        <source>Show the scenario</source>
        <translation>Afficher le scénario</translation>
    </message>
</context>
<context>
    <name>ScenarioSplit</name>
    <message>
        <source>Show the scenario</source>
        <translation>Afficher le scénario</translation>
    </message>
    <message>
        <source>Show or hide the case study these questions share (Alt+S)</source>
        <translation>Afficher ou masquer l&apos;étude de cas commune à ces questions (Alt+S)</translation>
    </message>
    <message>
        <source>Hide scenario</source>
        <translation>Masquer le scénario</translation>
    </message>
    <message>
        <source>Show scenario</source>
        <translation>Afficher le scénario</translation>
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
        <translation>Le profil de classe est inutilisable&#xa0;; prévenez votre formateur&#xa0;:
{0}</translation>
    </message>
    <message>
        <source>no time limit</source>
        <translation>sans limite de temps</translation>
    </message>
    <message numerus="yes">
        <source>+{percent} extra time: %n minute(s) in all (View &gt; Extra time)</source>
        <translation>
            <numerusform>+{percent} de temps supplémentaire&#xa0;: %n minute au total (Affichage &gt; Temps supplémentaire)</numerusform>
            <numerusform>+{percent} de temps supplémentaire&#xa0;: %n minutes au total (Affichage &gt; Temps supplémentaire)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s), with your {percent} extra time</source>
        <translation>
            <numerusform>%n minute, avec vos {percent} de temps supplémentaire</numerusform>
            <numerusform>%n minutes, avec vos {percent} de temps supplémentaire</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone gets the same paper.</source>
        <translation>Tout le monde reçoit le même sujet.</translation>
    </message>
    <message>
        <source>Each student gets their own paper.</source>
        <translation>Chaque étudiant reçoit son propre sujet.</translation>
    </message>
    <message>
        <source> The clock keeps running if the app is closed.</source>
        <translation> Le chronomètre continue de tourner si l&apos;application est fermée.</translation>
    </message>
    <message>
        <source>Attempts allowed: {0}.</source>
        <translation>Tentatives autorisées&#xa0;: {0}.</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) · {limit} · pass mark {pass_mark}. {paper}{clock} {attempts} When you hand in, your result goes to your instructor.</source>
        <translation>
            <numerusform>%n question · {limit} · seuil de réussite {pass_mark}. {paper}{clock} {attempts} Lorsque vous remettez votre copie, votre résultat est transmis à votre formateur.</numerusform>
            <numerusform>%n questions · {limit} · seuil de réussite {pass_mark}. {paper}{clock} {attempts} Lorsque vous remettez votre copie, votre résultat est transmis à votre formateur.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{title} (%n question(s))</source>
        <translation>
            <numerusform>{title} (%n question)</numerusform>
            <numerusform>{title} (%n questions)</numerusform>
        </translation>
    </message>
    <message>
        <source>There are no question banks yet: import one on the Banks page.</source>
        <translation>Il n&apos;y a pas encore de banque de questions&#xa0;: importez-en une sur la page Banques.</translation>
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
            <numerusform>%n thème</numerusform>
            <numerusform>%n thèmes</numerusform>
        </translation>
    </message>
    <message>
        <source>{questions}, {multi} multi-select, in {topics}.</source>
        <translation>{questions}, dont {multi} à réponses multiples, sur {topics}.</translation>
    </message>
    <message>
        <source>{questions} in {topics}.</source>
        <translation>{questions} sur {topics}.</translation>
    </message>
    <message numerus="yes">
        <source>{topic}: %n question(s)</source>
        <translation>
            <numerusform>{topic}&#xa0;: %n question</numerusform>
            <numerusform>{topic}&#xa0;: %n questions</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick the topics to include.</source>
        <translation>Cochez les thèmes à inclure.</translation>
    </message>
    <message numerus="yes">
        <source>{chosen} of %n topic(s), {questions}.</source>
        <translation>
            <numerusform>{chosen} sur %n thème, {questions}.</numerusform>
            <numerusform>{chosen} sur %n thèmes, {questions}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> question(s)</source>
        <translation>
            <numerusform> question</numerusform>
            <numerusform> questions</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished attempts yet.</source>
        <translation>Aucune tentative terminée pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Unfinished ({mode}): {answered} of {total} answered, {left} left (the exam clock kept running while the app was closed).</source>
        <translation>Tentative inachevée ({mode}) — réponses&#xa0;: {answered} sur {total}, temps restant&#xa0;: {left} (le chronomètre de l&apos;examen a continué pendant que l&apos;application était fermée).</translation>
    </message>
    <message>
        <source>Unfinished ({mode}): {answered} of {total} answered, {left} left.</source>
        <translation>Tentative inachevée ({mode}) — réponses&#xa0;: {answered} sur {total}, temps restant&#xa0;: {left}.</translation>
    </message>
    <message>
        <source>Unfinished ({mode}): {answered} of {total} answered.</source>
        <translation>Tentative inachevée ({mode}) — réponses&#xa0;: {answered} sur {total}.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Not enough answers yet to tell.</source>
        <translation>Pas encore assez de réponses pour le dire.</translation>
    </message>
    <message>
        <source>No weak topics: keep it up.</source>
        <translation>Aucun point faible&#xa0;: continuez ainsi.</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) due for review today (mode {mode}).</source>
        <translation>
            <numerusform>%n question à réviser aujourd&apos;hui (mode {mode}).</numerusform>
            <numerusform>%n questions à réviser aujourd&apos;hui (mode {mode}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing is due for review today; next on {day}.</source>
        <translation>Rien à réviser aujourd&apos;hui&#xa0;; prochaine révision le {day}.</translation>
    </message>
    <message>
        <source>Questions you answer come back for review when you are about to forget them.</source>
        <translation>Les questions auxquelles vous répondez reviennent en révision quand vous êtes sur le point de les oublier.</translation>
    </message>
    <message>
        <source>A weak-areas drill on your weakest topics is set up: untimed, with feedback on each answer. Adjust it if you like, then press Start.</source>
        <translation>Un exercice ciblé sur vos thèmes les plus faibles est prêt&#xa0;: sans limite de temps, avec un retour sur chaque réponse. Ajustez-le si vous le souhaitez, puis appuyez sur Commencer.</translation>
    </message>
    <message>
        <source>Nothing is due for review until {day}.</source>
        <translation>Rien à réviser avant le {day}.</translation>
    </message>
    <message numerus="yes">
        <source>No question missed in your last %n attempt(s).</source>
        <translation>
            <numerusform>Aucune question manquée lors de la dernière tentative (%n).</numerusform>
            <numerusform>Aucune question manquée lors des %n dernières tentatives.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No question flagged in your last %n attempt(s).</source>
        <translation>
            <numerusform>Aucune question marquée lors de la dernière tentative (%n).</numerusform>
            <numerusform>Aucune question marquée lors des %n dernières tentatives.</numerusform>
        </translation>
    </message>
    <message>
        <source>You have seen every question of these topics.</source>
        <translation>Vous avez déjà vu toutes les questions de ces thèmes.</translation>
    </message>
    <message>
        <source>No question is reported as having a problem yet.</source>
        <translation>Aucune question n&apos;a encore été signalée comme problématique.</translation>
    </message>
    <message>
        <source>Nothing is due for review yet: questions come back here once you have answered them in another mode.</source>
        <translation>Rien à réviser pour l&apos;instant&#xa0;: les questions reviennent ici une fois que vous y avez répondu dans un autre mode.</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Missed</source>
        <extracomment>The practice sets offered, with the text the set combo shows.</extracomment>
        <translation>Manquées</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Marquées</translation>
    </message>
    <message>
        <source>Never seen</source>
        <translation>Jamais vues</translation>
    </message>
    <message>
        <source>Reported</source>
        <translation>Signalées</translation>
    </message>
    <message>
        <source>Start practising</source>
        <translation>Commencer l&apos;entraînement</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>First and last name</source>
        <translation>Prénom et nom</translation>
    </message>
    <message>
        <source>Student ID</source>
        <translation>Numéro d&apos;étudiant</translation>
    </message>
    <message>
        <source>As given by your instructor</source>
        <translation>Tel que fourni par votre formateur</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Question bank</source>
        <translation>Banque de questions</translation>
    </message>
    <message>
        <source>Pass probability</source>
        <translation>Probabilité de réussite</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>timed, no feedback until you submit</source>
        <translation>chronométré, aucun retour avant la remise</translation>
    </message>
    <message>
        <source>check each answer as you go</source>
        <translation>vérifiez chaque réponse au fur et à mesure</translation>
    </message>
    <message>
        <source>drill your weakest topics and past mistakes</source>
        <translation>travaillez vos thèmes les plus faibles et vos erreurs passées</translation>
    </message>
    <message>
        <source>the questions spaced review brings back today</source>
        <translation>les questions que la révision espacée ramène aujourd&apos;hui</translation>
    </message>
    <message>
        <source>missed, flagged, never seen or reported questions</source>
        <translation>questions manquées, marquées, jamais vues ou signalées</translation>
    </message>
    <message>
        <source>{mode}: {description}</source>
        <translation>{mode}&#xa0;: {description}</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Questions</translation>
    </message>
    <message>
        <source>Number of questions</source>
        <translation>Nombre de questions</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Longueur</translation>
    </message>
    <message>
        <source>Time limit in minutes</source>
        <translation>Durée en minutes</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Untimed</source>
        <translation>Non chronométré</translation>
    </message>
    <message>
        <source>0 = untimed</source>
        <translation>0 = illimité</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>Seuil de réussite</translation>
    </message>
    <message>
        <source>Shuffle the choices</source>
        <translation>Mélanger les choix</translation>
    </message>
    <message>
        <source>Show each question&apos;s choices in a random order</source>
        <translation>Afficher les choix de chaque question dans un ordre aléatoire</translation>
    </message>
    <message>
        <source>Recent attempts</source>
        <translation>Tentatives récentes</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>Thèmes</translation>
    </message>
    <message>
        <source>Topics to include</source>
        <translation>Thèmes à inclure</translation>
    </message>
    <message>
        <source>Weakest topics</source>
        <translation>Thèmes les plus faibles</translation>
    </message>
    <message>
        <source>Practice set</source>
        <translation>Série d’entraînement</translation>
    </message>
    <message>
        <source>In the last attempts</source>
        <translation>Dans les dernières tentatives</translation>
    </message>
    <message>
        <source>in the last </source>
        <translation>dans les </translation>
    </message>
    <message>
        <source> attempts</source>
        <translation> dernières tentatives</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Resume the unfinished attempt</source>
        <translation>Reprendre la tentative inachevée</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
</context>
<context>
    <name>SubmitReview</name>
    <message>
        <source>All questions</source>
        <extracomment>The filter&apos;s items: the text each starts with is part of the GUI contract (in English).</extracomment>
        <translation>Toutes les questions</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>Incomplètes</translation>
    </message>
    <message>
        <source>Unanswered</source>
        <translation>Sans réponse</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Marquées</translation>
    </message>
    <message>
        <source>Review your answers before you end the exam</source>
        <translation>Relisez vos réponses avant de terminer l&apos;examen</translation>
    </message>
    <message>
        <source>Show questions</source>
        <translation>Afficher les questions</translation>
    </message>
    <message>
        <source>Questions of the exam</source>
        <translation>Questions de l&apos;examen</translation>
    </message>
    <message>
        <source>Double-click a question (or select it and press Enter) to go to it.</source>
        <translation>Double-cliquez sur une question (ou sélectionnez-la et appuyez sur Entrée) pour y aller.</translation>
    </message>
    <message>
        <source>{arrow} Back to the questions</source>
        <translation>{arrow} Retour aux questions</translation>
    </message>
    <message>
        <source>End exam…</source>
        <translation>Terminer l&apos;examen…</translation>
    </message>
    <message>
        <source>Submit your answers and see your score</source>
        <translation>Remettre vos réponses et voir votre score</translation>
    </message>
</context>
<context>
    <name>SubmitReviewController</name>
    <message>
        <source>Review your answers before you end the exam</source>
        <translation>Relisez vos réponses avant de terminer l&apos;examen</translation>
    </message>
    <message>
        <source>Review your answers before you finish</source>
        <translation>Relisez vos réponses avant de terminer</translation>
    </message>
    <message>
        <source>End exam…</source>
        <translation>Terminer l&apos;examen…</translation>
    </message>
    <message>
        <source>Finish…</source>
        <translation>Terminer…</translation>
    </message>
    <message>
        <source>Submit your answers and see your score</source>
        <translation>Remettre vos réponses et voir votre score</translation>
    </message>
    <message>
        <source>Finish this session and see how you did</source>
        <translation>Terminer cette session et voir vos résultats</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>Avec réponse</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>Incomplète</translation>
    </message>
    <message>
        <source>Unanswered</source>
        <translation>Sans réponse</translation>
    </message>
    <message>
        <source>{standing} · ⚑ Flagged</source>
        <translation>{standing} · ⚑ Marquée</translation>
    </message>
    <message>
        <source>Question {number}: {standing}</source>
        <translation>Question {number}&#xa0;: {standing}</translation>
    </message>
    <message numerus="yes">
        <source>{answered} answered · {incomplete} incomplete · {unanswered} unanswered · {flagged} flagged of %n question(s)</source>
        <translation>
            <numerusform>Avec réponse&#xa0;: {answered} · incomplètes&#xa0;: {incomplete} · sans réponse&#xa0;: {unanswered} · marquées&#xa0;: {flagged} (sur %n question)</numerusform>
            <numerusform>Avec réponse&#xa0;: {answered} · incomplètes&#xa0;: {incomplete} · sans réponse&#xa0;: {unanswered} · marquées&#xa0;: {flagged} (sur %n questions)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unanswered question(s) (scored as wrong)</source>
        <translation>
            <numerusform>%n question sans réponse (comptée fausse)</numerusform>
            <numerusform>%n questions sans réponse (comptées fausses)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n incomplete question(s) (scored as wrong)</source>
        <translation>
            <numerusform>%n question incomplète (comptée fausse)</numerusform>
            <numerusform>%n questions incomplètes (comptées fausses)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) flagged for review</source>
        <translation>
            <numerusform>%n question marquée pour relecture</numerusform>
            <numerusform>%n questions marquées pour relecture</numerusform>
        </translation>
    </message>
    <message>
        <source>You have {open}.</source>
        <translation>Vous avez {open}.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Every question is answered.</source>
        <translation>Toutes les questions ont une réponse.</translation>
    </message>
    <message>
        <source>Submit exam</source>
        <translation>Remettre l&apos;examen</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Terminer</translation>
    </message>
    <message>
        <source>Submit your answers and see your score?</source>
        <translation>Remettre vos réponses et voir votre score&#xa0;?</translation>
    </message>
    <message>
        <source>Finish this session and see how you did?</source>
        <translation>Terminer cette session et voir vos résultats&#xa0;?</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>Remettre</translation>
    </message>
    <message>
        <source>Keep working</source>
        <translation>Continuer</translation>
    </message>
</context>
<context>
    <name>ThemeChoice</name>
    <message>
        <source>Follow system</source>
        <extracomment>Text from 8 pt up to twice the default size (200%, WCAG 1.4.4).</extracomment>
        <translation>Selon le système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
</context>
<context>
    <name>TopicTable</name>
    <message>
        <source>Click a column to sort by it</source>
        <extracomment>Widths remembered (a window being resized asks for many; older ones are dropped). The width asked for, in average characters: the layout&apos;s stretch shares out the room, and the height follows the width it gives. The narrowest it may be squeezed to, in average characters. What changes a label&apos;s height for a width besides its text. The average-time column of both topic tables (results and history).</extracomment>
        <translation>Cliquez sur une colonne pour trier</translation>
    </message>
    <message>
        <source>Average time per question, against the exam&apos;s pace</source>
        <translation>Temps moyen par question, comparé au rythme de l&apos;examen</translation>
    </message>
</context>
<context>
    <name>TopicsDialog</name>
    <message>
        <source>Topics of {bank}</source>
        <translation>Thèmes de {bank}</translation>
    </message>
    <message>
        <source>Select topics to rename, merge or delete them. Their questions move to the topic you choose; past attempts keep the topics they were given in.</source>
        <translation>Sélectionnez des thèmes pour les renommer, les fusionner ou les supprimer. Leurs questions vont dans le thème que vous choisissez&#xa0;; les tentatives passées gardent les thèmes qu&apos;elles avaient.</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>Thèmes</translation>
    </message>
    <message>
        <source>Selected topics</source>
        <translation>Thèmes sélectionnés</translation>
    </message>
    <message>
        <source>Title of the selected topic</source>
        <translation>Titre du thème sélectionné</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>Move their questions to</source>
        <translation>Déplacer leurs questions vers</translation>
    </message>
    <message>
        <source>Merge / delete</source>
        <translation>Fusionner / supprimer</translation>
    </message>
    <message>
        <source>Move the questions of the selected topics, then remove those topics</source>
        <translation>Déplacer les questions des thèmes sélectionnés, puis supprimer ces thèmes</translation>
    </message>
    <message>
        <source>New topic</source>
        <translation>Nouveau thème</translation>
    </message>
    <message>
        <source>New topic id</source>
        <translation>Identifiant du nouveau thème</translation>
    </message>
    <message>
        <source>e.g. networking</source>
        <translation>p. ex. reseau</translation>
    </message>
    <message>
        <source>New topic title</source>
        <translation>Titre du nouveau thème</translation>
    </message>
    <message>
        <source>Add topic</source>
        <translation>Ajouter le thème</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message numerus="yes">
        <source>{title}  ({id}) · %n question(s)</source>
        <translation>
            <numerusform>{title}  ({id}) · %n question</numerusform>
            <numerusform>{title}  ({id}) · %n questions</numerusform>
        </translation>
    </message>
    <message>
        <source>The title</source>
        <translation>Le titre</translation>
    </message>
    <message>
        <source>This bank already has a topic &apos;{id}&apos;.</source>
        <translation>Cette banque a déjà un thème «&#xa0;{id}&#xa0;».</translation>
    </message>
    <message>
        <source>Topic renamed.</source>
        <translation>Thème renommé.</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) moved to {topic}.</source>
        <translation>
            <numerusform>%n question déplacée vers {topic}.</numerusform>
            <numerusform>%n questions déplacées vers {topic}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Topic added.</source>
        <translation>Thème ajouté.</translation>
    </message>
</context>
<context>
    <name>TrendChart</name>
    <message>
        <source>No finished attempts yet</source>
        <translation>Aucune tentative terminée pour l&apos;instant</translation>
    </message>
    <message>
        <source>Trend chart</source>
        <translation>Graphique d&apos;évolution</translation>
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
            <numerusform>%n tentative. Dernière&#xa0;: {values}.</numerusform>
            <numerusform>%n tentatives. Dernière&#xa0;: {values}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reference line: {line}.</source>
        <translation>Ligne de référence&#xa0;: {line}.</translation>
    </message>
    <message>
        <source>{series}: {value} ({when})</source>
        <translation>{series}&#xa0;: {value} ({when})</translation>
    </message>
</context>
<context>
    <name>TypedAnswers</name>
    <message>
        <source>Type a number, e.g. 1.5 or 1,5</source>
        <extracomment>Runs a session action that stores something, then renders the page again.</extracomment>
        <translation>Saisissez un nombre, p. ex. 1,5 ou 1.5</translation>
    </message>
    <message>
        <source>Type your answer</source>
        <translation>Saisissez votre réponse</translation>
    </message>
    <message>
        <source>A number; a decimal comma is fine</source>
        <translation>Un nombre&#xa0;; la virgule décimale est acceptée</translation>
    </message>
    <message>
        <source>Any accepted answer; case and extra spaces do not matter</source>
        <translation>Toute réponse acceptée&#xa0;; la casse et les espaces superflus ne comptent pas</translation>
    </message>
    <message>
        <source>Match each item to one option</source>
        <translation>Associez chaque élément à une option</translation>
    </message>
    <message>
        <source>Put the items in order, first at the top: drag, or Alt+Up and Alt+Down</source>
        <translation>Mettez les éléments dans l&apos;ordre, le premier en haut&#xa0;: faites-les glisser, ou Alt+Haut et Alt+Bas</translation>
    </message>
    <message>
        <source>Type a number: &apos;{0}&apos; is not one yet</source>
        <translation>Saisissez un nombre&#xa0;: «&#xa0;{0}&#xa0;» n&apos;en est pas encore un</translation>
    </message>
    <message>
        <source>Type a number</source>
        <translation>Saisissez un nombre</translation>
    </message>
    <message>
        <source>match every item to check</source>
        <translation>associez chaque élément pour vérifier</translation>
    </message>
</context>
<context>
    <name>ViewMenu</name>
    <message>
        <source>View ▾</source>
        <translation>Affichage ▾</translation>
    </message>
    <message>
        <source>Theme, text size, full screen, extra time, review settings, language and keyboard shortcuts</source>
        <translation>Apparence, taille du texte, plein écran, temps supplémentaire, paramètres de révision, langue et raccourcis clavier</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Affichage</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>Texte plus grand</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Texte plus petit</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Plein écran</translation>
    </message>
    <message>
        <source>Review settings…</source>
        <translation>Paramètres de révision…</translation>
    </message>
    <message>
        <source>About Exam Simulator</source>
        <translation>À propos d&apos;Exam Simulator</translation>
    </message>
    <message>
        <source>Extra time</source>
        <translation>Temps supplémentaire</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>+{percent} on timed exams</source>
        <translation>+{percent} sur les examens chronométrés</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Takes effect when Exam Simulator starts again</source>
        <translation>Prend effet au prochain démarrage d&apos;Exam Simulator</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>Langue du système ({language})</translation>
    </message>
</context>
<context>
    <name>WindowLauncher</name>
    <message>
        <source>The database cannot be used</source>
        <translation>La base de données est inutilisable</translation>
    </message>
    <message>
        <source>Exam Simulator can move the damaged file aside (it is kept, renamed, never deleted) and start with a fresh database. The bundled banks come back at once; past results stay in the moved file.</source>
        <translation>Exam Simulator peut mettre de côté le fichier endommagé (il est conservé, renommé, jamais supprimé) et démarrer avec une base de données neuve. Les banques fournies reviennent aussitôt&#xa0;; les résultats passés restent dans le fichier déplacé.</translation>
    </message>
    <message>
        <source>Move it aside and start fresh</source>
        <translation>Le mettre de côté et repartir à neuf</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>The database cannot be opened</source>
        <translation>Impossible d&apos;ouvrir la base de données</translation>
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
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>Weak areas</source>
        <translation>Points faibles</translation>
    </message>
    <message>
        <source>Review due</source>
        <translation>Révisions</translation>
    </message>
    <message>
        <source>Practice set</source>
        <translation>Série d’entraînement</translation>
    </message>
    <message>
        <source>multiple choice</source>
        <translation>choix multiple</translation>
    </message>
    <message>
        <source>matching</source>
        <translation>association</translation>
    </message>
    <message>
        <source>ordering</source>
        <translation>classement</translation>
    </message>
    <message>
        <source>short answer</source>
        <translation>réponse courte</translation>
    </message>
    <message>
        <source>numeric</source>
        <translation>numérique</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>RÉUSSITE</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>ÉCHEC</translation>
    </message>
</context>
</TS>
