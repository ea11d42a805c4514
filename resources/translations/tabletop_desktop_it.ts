<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT" sourcelanguage="en">
    <context>
        <name>LanguageSettings</name>
        <message>
            <source>System</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The new language is used when {app} starts again; after OK you can restart it at once.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Restart {app}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{app} speaks the new language from its next start. Restart it now?</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>A game in progress is kept: it waits under Continue on the home screen.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Restart now</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Later</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>NewGameForm</name>
        <message>
            <source>New game</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Game</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The game to play</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Players</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Number of players</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Options</source>
            <translation type="unfinished">Opzioni</translation>
        </message>
        <message>
            <source>Seed</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Random</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Enter a number to replay the same shuffle again; leave blank for a fresh game.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Leave blank for a fresh shuffle; the same number deals the same game.</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>QAbstractSpinBox</name>
        <message>
            <source>&amp;Select All</source>
            <translation>&amp;Seleziona tutto</translation>
        </message>
        <message>
            <source>&amp;Step up</source>
            <translation>&amp;Aumenta</translation>
        </message>
        <message>
            <source>Step &amp;down</source>
            <translation>&amp;Diminuisci</translation>
        </message>
    </context>
    <context>
        <name>QCocoaTheme</name>
        <message>
            <source>Don't Save</source>
            <translation>Non salvare</translation>
        </message>
    </context>
    <context>
        <name>QCupsJobWidget</name>
        <message>
            <source>Banner Pages</source>
            <translation>Pagine di separazione</translation>
        </message>
        <message>
            <source>Billing information:</source>
            <translation>Informazioni di resoconto:</translation>
        </message>
        <message>
            <source>Classified</source>
            <translation>Classificato</translation>
        </message>
        <message>
            <source>Confidential</source>
            <translation>Confidenziale</translation>
        </message>
        <message>
            <source>Day (06:00 to 17:59)</source>
            <translation>Giorno (dalle 06:00 alle 17:59)</translation>
        </message>
        <message>
            <source>End:</source>
            <translation>Fine:</translation>
        </message>
        <message>
            <source>Hold Indefinitely</source>
            <translation>Trattieni indefinitamente</translation>
        </message>
        <message>
            <source>Job</source>
            <translation>Processo</translation>
        </message>
        <message>
            <source>Job Control</source>
            <translation>Controllo del processo</translation>
        </message>
        <message>
            <source>Job priority:</source>
            <translation>Priorità del processo:</translation>
        </message>
        <message>
            <source>Night (18:00 to 05:59)</source>
            <translation>Notte (dalle 18:00 alle 05:59)</translation>
        </message>
        <message>
            <source>None</source>
            <translation>Nessuno</translation>
        </message>
        <message>
            <source>Print Immediately</source>
            <translation>Stampa immediatamente</translation>
        </message>
        <message>
            <source>Scheduled printing:</source>
            <translation>Pianificazione della stampa:</translation>
        </message>
        <message>
            <source>Second Shift (16:00 to 23:59)</source>
            <translation>Secondo turno (dalle 16:00 alle 23:59)</translation>
        </message>
        <message>
            <source>Secret</source>
            <translation>Segreto</translation>
        </message>
        <message>
            <source>Specific Time</source>
            <translation>Orario specifico</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Standard</translation>
        </message>
        <message>
            <source>Start:</source>
            <translation>Inizio:</translation>
        </message>
        <message>
            <source>Third Shift (00:00 to 07:59)</source>
            <translation>Terzo turno (dalle 00:00 alle 07:59)</translation>
        </message>
        <message>
            <source>Top Secret</source>
            <translation>Segretissimo</translation>
        </message>
        <message>
            <source>Unclassified</source>
            <translation>Non classificato</translation>
        </message>
        <message>
            <source>Weekend (Saturday to Sunday)</source>
            <translation>Finesettimana (da sabato a domenica)</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
            <translation>%1
Cartella non trovata.
Verifica che sia stato inserito il nome corretto della cartella.</translation>
        </message>
        <message>
            <source>%1
File not found.
Please verify the correct file name was given.</source>
            <translation>%1
File non trovato.
Verifica che sia stato inserito il nome corretto del file.</translation>
        </message>
        <message>
            <source>%1 File</source>
            <translation>File %1</translation>
        </message>
        <message>
            <source>%1 already exists.
Do you want to replace it?</source>
            <translation>%1 esiste già.
Vuoi sostituirlo?</translation>
        </message>
        <message>
            <source>&amp;Choose</source>
            <translation>S&amp;cegli</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>&amp;Elimina</translation>
        </message>
        <message>
            <source>&amp;New Folder</source>
            <translation>&amp;Nuova cartella</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>&amp;Apri</translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <translation>&amp;Rinomina</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Salva</translation>
        </message>
        <message>
            <source>'%1' is write protected.
Do you want to delete it anyway?</source>
            <translation>'%1' è protetto da scrittura.
Vuoi eliminarlo comunque?</translation>
        </message>
        <message>
            <source>Alias</source>
            <translation>Alias</translation>
        </message>
        <message>
            <source>All Files (*)</source>
            <translation>Tutti i file (*)</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>Tutti i file (*)</translation>
        </message>
        <message>
            <source>Alt+Left</source>
            <translation>Alt+Sinistra</translation>
        </message>
        <message>
            <source>Alt+Right</source>
            <translation>Alt+Destra</translation>
        </message>
        <message>
            <source>Alt+Up</source>
            <translation>Alt+Su</translation>
        </message>
        <message>
            <source>Are you sure you want to delete '%1'?</source>
            <translation>Sei sicuro di voler eliminare '%1'?</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Indietro</translation>
        </message>
        <message>
            <source>Change to detail view mode</source>
            <translation>Passa alla modalità vista dettagliata</translation>
        </message>
        <message>
            <source>Change to list view mode</source>
            <translation>Passa alla modalità vista a elenco</translation>
        </message>
        <message>
            <source>Could not delete directory.</source>
            <translation>Impossibile rimuovere la cartella.</translation>
        </message>
        <message>
            <source>Create New Folder</source>
            <translation>Crea nuova cartella</translation>
        </message>
        <message>
            <source>Create a New Folder</source>
            <translation>Crea una nuova cartella</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Elimina</translation>
        </message>
        <message>
            <source>Detail View</source>
            <translation>Vista dettagliata</translation>
        </message>
        <message>
            <source>Directories</source>
            <translation>Cartelle</translation>
        </message>
        <message>
            <source>Directory:</source>
            <translation>Cartella:</translation>
        </message>
        <message>
            <source>Drive</source>
            <translation>Unità</translation>
        </message>
        <message>
            <source>File</source>
            <translation>File</translation>
        </message>
        <message>
            <source>File &amp;name:</source>
            <translation>&amp;Nome del file:</translation>
        </message>
        <message>
            <source>File Folder</source>
            <translation>Cartella di file</translation>
        </message>
        <message>
            <source>Files</source>
            <translation>File</translation>
        </message>
        <message>
            <source>Files of type:</source>
            <translation>File di tipo:</translation>
        </message>
        <message>
            <source>Find Directory</source>
            <translation>Trova cartella</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>Cartella</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>Vai avanti</translation>
        </message>
        <message>
            <source>Go back</source>
            <translation>Vai indietro</translation>
        </message>
        <message>
            <source>Go forward</source>
            <translation>Avanti</translation>
        </message>
        <message>
            <source>Go to the parent directory</source>
            <translation>Vai alla cartella superiore</translation>
        </message>
        <message>
            <source>List View</source>
            <translation>Vista a elenco</translation>
        </message>
        <message>
            <source>List of places and bookmarks</source>
            <translation>Lista di risorse e segnalibri</translation>
        </message>
        <message>
            <source>Look in:</source>
            <translation>Cerca in:</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>Il mio computer</translation>
        </message>
        <message>
            <source>New Folder</source>
            <translation>Nuova cartella</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Apri</translation>
        </message>
        <message>
            <source>Parent Directory</source>
            <translation>Cartella superiore</translation>
        </message>
        <message>
            <source>Recent Places</source>
            <translation>Risorse recenti</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Elimina</translation>
        </message>
        <message>
            <source>Save As</source>
            <translation>Salva come</translation>
        </message>
        <message>
            <source>Shortcut</source>
            <translation>Scorciatoia</translation>
        </message>
        <message>
            <source>Show </source>
            <translation>Mostra </translation>
        </message>
        <message>
            <source>Show &amp;hidden files</source>
            <translation>Mostra i &amp;file nascosti</translation>
        </message>
        <message>
            <source>Sidebar</source>
            <translation>Barra laterale</translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation>Sconosciuto</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <source>%1 GB</source>
            <translation>%1 GB</translation>
        </message>
        <message>
            <source>%1 KB</source>
            <translation>%1 KB</translation>
        </message>
        <message>
            <source>%1 MB</source>
            <translation>%1 MB</translation>
        </message>
        <message>
            <source>%1 TB</source>
            <translation>%1 TB</translation>
        </message>
        <message>
            <source>%1 byte(s)</source>
            <translation>%1 byte</translation>
        </message>
        <message>
            <source>%1 bytes</source>
            <translation>%1 byte</translation>
        </message>
        <message>
            <source>&lt;b&gt;The name "%1" can not be used.&lt;/b&gt;&lt;p&gt;Try using another name, with fewer characters or no punctuations marks.</source>
            <translation>&lt;b&gt;Il nome "%1" non può essere usato.&lt;/b&gt;&lt;p&gt;Prova ad utilizzare un altro nome, con meno caratteri o senza punteggiatura.</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Computer</translation>
        </message>
        <message>
            <source>Date Modified</source>
            <translation>Data di modifica</translation>
        </message>
        <message>
            <source>Invalid filename</source>
            <translation>Nome del file non valido</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>Il mio computer</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nome</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Dimensione</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Tipo</translation>
        </message>
    </context>
    <context>
        <name>QGnomeTheme</name>
        <message>
            <source>&amp;Cancel</source>
            <translation>&amp;Annulla</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Chiudi</translation>
        </message>
        <message>
            <source>&amp;OK</source>
            <translation>&amp;OK</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Salva</translation>
        </message>
        <message>
            <source>Close without Saving</source>
            <translation>Chiudi senza salvare</translation>
        </message>
    </context>
    <context>
        <name>QLineEdit</name>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Copia</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>&amp;Incolla</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rifai</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>Ann&amp;ulla</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>&amp;Taglia</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Elimina</translation>
        </message>
        <message>
            <source>Select All</source>
            <translation>Seleziona tutto</translation>
        </message>
    </context>
    <context>
        <name>QMessageBox</name>
        <message>
            <source>Help</source>
            <translation>Aiuto</translation>
        </message>
        <message>
            <source>Hide Details...</source>
            <translation>Nascondi dettagli...</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Show Details...</source>
            <translation>Mostra dettagli...</translation>
        </message>
    </context>
    <context>
        <name>QPageSetupWidget</name>
        <message>
            <source>CC</source>
            <translation>CC</translation>
        </message>
        <message>
            <source>Cicero (CC)</source>
            <translation>Cicero (CC)</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Personalizzata</translation>
        </message>
        <message>
            <source>DD</source>
            <translation>DD</translation>
        </message>
        <message>
            <source>Didot (DD)</source>
            <translation>Didot (DD)</translation>
        </message>
        <message>
            <source>Form</source>
            <translation>Modulo</translation>
        </message>
        <message>
            <source>Height:</source>
            <translation>Altezza:</translation>
        </message>
        <message>
            <source>Inches (in)</source>
            <translation>Pollici (in)</translation>
        </message>
        <message>
            <source>Landscape</source>
            <translation>Orizzontale</translation>
        </message>
        <message>
            <source>Margins</source>
            <translation>Margini</translation>
        </message>
        <message>
            <source>Millimeters (mm)</source>
            <translation>Millimetri (mm)</translation>
        </message>
        <message>
            <source>Orientation</source>
            <translation>Orientamento</translation>
        </message>
        <message>
            <source>Page Layout</source>
            <translation>Impaginazione</translation>
        </message>
        <message>
            <source>Page order:</source>
            <translation>Ordine delle pagine:</translation>
        </message>
        <message>
            <source>Page size:</source>
            <translation>Dimensione della pagina:</translation>
        </message>
        <message>
            <source>Pages per sheet:</source>
            <translation>Pagine per foglio:</translation>
        </message>
        <message>
            <source>Paper</source>
            <translation>Carta</translation>
        </message>
        <message>
            <source>Paper source:</source>
            <translation>Alimentazione della carta:</translation>
        </message>
        <message>
            <source>Pica (P̸)</source>
            <translation>Pica (P̸)</translation>
        </message>
        <message>
            <source>Points (pt)</source>
            <translation>Punti (pt)</translation>
        </message>
        <message>
            <source>Portrait</source>
            <translation>Verticale</translation>
        </message>
        <message>
            <source>P̸</source>
            <translation>P̸</translation>
        </message>
        <message>
            <source>Reverse landscape</source>
            <translation>Orizzontale inverso</translation>
        </message>
        <message>
            <source>Reverse portrait</source>
            <translation>Verticale inverso</translation>
        </message>
        <message>
            <source>Width:</source>
            <translation>Larghezza:</translation>
        </message>
        <message>
            <source>bottom margin</source>
            <translation>margine inferiore</translation>
        </message>
        <message>
            <source>in</source>
            <translation>in</translation>
        </message>
        <message>
            <source>left margin</source>
            <translation>margine sinistro</translation>
        </message>
        <message>
            <source>mm</source>
            <translation>mm</translation>
        </message>
        <message>
            <source>pt</source>
            <translation>pt</translation>
        </message>
        <message>
            <source>right margin</source>
            <translation>margine destro</translation>
        </message>
        <message>
            <source>top margin</source>
            <translation>margine superiore</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>&amp;No</source>
            <translation>&amp;No</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>&amp;Sì</translation>
        </message>
        <message>
            <source>Abort</source>
            <translation>Interrompi</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Applica</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annulla</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Chiudi</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Scarta</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>Aiuto</translation>
        </message>
        <message>
            <source>Ignore</source>
            <translation>Ignora</translation>
        </message>
        <message>
            <source>N&amp;o to All</source>
            <translation>N&amp;o a tutti</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Apri</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>Ripristina</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>Ripristina valori predefiniti</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Riprova</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Salva</translation>
        </message>
        <message>
            <source>Save All</source>
            <translation>Salva tutti</translation>
        </message>
        <message>
            <source>Yes to &amp;All</source>
            <translation>Sì &amp;a tutti</translation>
        </message>
    </context>
    <context>
        <name>QPrintDialog</name>
        <message>
            <source>%1 already exists.
Do you want to overwrite it?</source>
            <translation>%1 esiste già.
Vuoi sostituirlo?</translation>
        </message>
        <message>
            <source>%1 is a directory.
Please choose a different file name.</source>
            <translation>%1 è una cartella.
Seleziona un nome diverso per il file.</translation>
        </message>
        <message>
            <source>&amp;Options &lt;&lt;</source>
            <translation>&amp;Opzioni &lt;&lt;</translation>
        </message>
        <message>
            <source>&amp;Options &gt;&gt;</source>
            <translation>&amp;Opzioni &gt;&gt;</translation>
        </message>
        <message>
            <source>&amp;Print</source>
            <translation>Stam&amp;pa</translation>
        </message>
        <message>
            <source>1 (1x1)</source>
            <translation>1 (1x1)</translation>
        </message>
        <message>
            <source>16 (4x4)</source>
            <translation>16 (4x4)</translation>
        </message>
        <message>
            <source>2 (2x1)</source>
            <translation>2 (2x1)</translation>
        </message>
        <message>
            <source>4 (2x2)</source>
            <translation>4 (2x2)</translation>
        </message>
        <message>
            <source>6 (2x3)</source>
            <translation>6 (2x3)</translation>
        </message>
        <message>
            <source>9 (3x3)</source>
            <translation>9 (3x3)</translation>
        </message>
        <message>
            <source>All Pages</source>
            <translation>Tutte le pagine</translation>
        </message>
        <message>
            <source>Automatic</source>
            <translation>Automatico</translation>
        </message>
        <message>
            <source>Bottom to Top, Left to Right</source>
            <translation>Dal basso verso l'alto, da sinistra a destra</translation>
        </message>
        <message>
            <source>Bottom to Top, Right to Left</source>
            <translation>Dal basso verso l'alto, da destra a sinistra</translation>
        </message>
        <message>
            <source>Even Pages</source>
            <translation>Pagine pari</translation>
        </message>
        <message>
            <source>File %1 is not writable.
Please choose a different file name.</source>
            <translation>Il file %1 non è scrivibile.
Seleziona un nome diverso per il file.</translation>
        </message>
        <message>
            <source>Left to Right, Bottom to Top</source>
            <translation>Da sinistra a destra, dal basso verso l'alto</translation>
        </message>
        <message>
            <source>Left to Right, Top to Bottom</source>
            <translation>Da sinistra a destra, dall'alto verso il basso</translation>
        </message>
        <message>
            <source>Local file</source>
            <translation>File locale</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Odd Pages</source>
            <translation>Pagine dispari</translation>
        </message>
        <message>
            <source>Options 'Pages Per Sheet' and 'Page Set' cannot be used together.
Please turn one of those options off.</source>
            <translation>Le opzioni 'pagine per foglio' e 'insieme di pagine' non possono essere utilizzate insieme.
Disattiva una di queste opzioni.</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Stampa</translation>
        </message>
        <message>
            <source>Print To File ...</source>
            <translation>Stampa su file...</translation>
        </message>
        <message>
            <source>Print to File (PDF)</source>
            <translation>Stampa su file (PDF)</translation>
        </message>
        <message>
            <source>Right to Left, Bottom to Top</source>
            <translation>Da destra a sinistra, dal basso verso l'alto</translation>
        </message>
        <message>
            <source>Right to Left, Top to Bottom</source>
            <translation>Da destra a sinistra, dall'alto verso il basso</translation>
        </message>
        <message>
            <source>The 'From' value cannot be greater than the 'To' value.</source>
            <translation>Il valore di "Da" non può essere maggiore del valore di "A".</translation>
        </message>
        <message>
            <source>Top to Bottom, Left to Right</source>
            <translation>Dall'alto verso il basso, da sinistra a destra</translation>
        </message>
        <message>
            <source>Top to Bottom, Right to Left</source>
            <translation>Dall'alto verso il basso, da destra a sinistra</translation>
        </message>
        <message>
            <source>Write PDF file</source>
            <translation>Scrivi file PDF</translation>
        </message>
    </context>
    <context>
        <name>QPrintPreviewDialog</name>
        <message>
            <source>%1%</source>
            <translation>%1%</translation>
        </message>
        <message>
            <source>Export to PDF</source>
            <translation>Esporta come PDF</translation>
        </message>
        <message>
            <source>First page</source>
            <translation>Prima pagina</translation>
        </message>
        <message>
            <source>Fit page</source>
            <translation>Adatta alla pagina</translation>
        </message>
        <message>
            <source>Fit width</source>
            <translation>Adatta alla larghezza</translation>
        </message>
        <message>
            <source>Landscape</source>
            <translation>Orizzontale</translation>
        </message>
        <message>
            <source>Last page</source>
            <translation>Ultima pagina</translation>
        </message>
        <message>
            <source>Next page</source>
            <translation>Pagina successiva</translation>
        </message>
        <message>
            <source>Page Setup</source>
            <translation>Impostazione pagina</translation>
        </message>
        <message>
            <source>Page setup</source>
            <translation>Impostazione pagina</translation>
        </message>
        <message>
            <source>Portrait</source>
            <translation>Verticale</translation>
        </message>
        <message>
            <source>Previous page</source>
            <translation>Pagina precedente</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Stampa</translation>
        </message>
        <message>
            <source>Print Preview</source>
            <translation>Anteprima di stampa</translation>
        </message>
        <message>
            <source>Show facing pages</source>
            <translation>Mostra pagine affiancate</translation>
        </message>
        <message>
            <source>Show overview of all pages</source>
            <translation>Mostra anteprima di tutte le pagine</translation>
        </message>
        <message>
            <source>Show single page</source>
            <translation>Mostra pagina singola</translation>
        </message>
        <message>
            <source>Zoom in</source>
            <translation>Ingrandisci</translation>
        </message>
        <message>
            <source>Zoom out</source>
            <translation>Rimpicciolisci</translation>
        </message>
    </context>
    <context>
        <name>QPrintPropertiesDialog</name>
        <message>
            <source>Job Options</source>
            <translation>Opzioni del processo</translation>
        </message>
        <message>
            <source>Printer Properties</source>
            <translation>Proprietà della stampante</translation>
        </message>
    </context>
    <context>
        <name>QPrintPropertiesWidget</name>
        <message>
            <source>Form</source>
            <translation>Modulo</translation>
        </message>
        <message>
            <source>Page</source>
            <translation>Pagina</translation>
        </message>
    </context>
    <context>
        <name>QPrintSettingsOutput</name>
        <message>
            <source>Collate</source>
            <translation>Fascicola</translation>
        </message>
        <message>
            <source>Color</source>
            <translation>Colore</translation>
        </message>
        <message>
            <source>Color Mode</source>
            <translation>Modalità colore</translation>
        </message>
        <message>
            <source>Copies</source>
            <translation>Copie</translation>
        </message>
        <message>
            <source>Copies:</source>
            <translation>Copie:</translation>
        </message>
        <message>
            <source>Current Page</source>
            <translation>Pagina corrente</translation>
        </message>
        <message>
            <source>Duplex Printing</source>
            <translation>Stampa fronte/retro</translation>
        </message>
        <message>
            <source>Form</source>
            <translation>Modulo</translation>
        </message>
        <message>
            <source>Grayscale</source>
            <translation>Scala di grigi</translation>
        </message>
        <message>
            <source>Long side</source>
            <translation>Lato lungo</translation>
        </message>
        <message>
            <source>None</source>
            <translation>Nessuno</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Opzioni</translation>
        </message>
        <message>
            <source>Output Settings</source>
            <translation>Impostazioni di uscita</translation>
        </message>
        <message>
            <source>Page Set:</source>
            <translation>Insieme di pagine:</translation>
        </message>
        <message>
            <source>Pages from</source>
            <translation>Pagine da</translation>
        </message>
        <message>
            <source>Print all</source>
            <translation>Stampa tutto</translation>
        </message>
        <message>
            <source>Print range</source>
            <translation>Stampa intervallo</translation>
        </message>
        <message>
            <source>Reverse</source>
            <translation>Ordine inverso</translation>
        </message>
        <message>
            <source>Selection</source>
            <translation>Selezione</translation>
        </message>
        <message>
            <source>Short side</source>
            <translation>Lato corto</translation>
        </message>
        <message>
            <source>to</source>
            <translation>a</translation>
        </message>
    </context>
    <context>
        <name>QPrintWidget</name>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Nome:</translation>
        </message>
        <message>
            <source>...</source>
            <translation>...</translation>
        </message>
        <message>
            <source>Form</source>
            <translation>Modulo</translation>
        </message>
        <message>
            <source>Location:</source>
            <translation>Posizione:</translation>
        </message>
        <message>
            <source>Output &amp;file:</source>
            <translation>&amp;File di output:</translation>
        </message>
        <message>
            <source>P&amp;roperties</source>
            <translation>P&amp;roprietà</translation>
        </message>
        <message>
            <source>Preview</source>
            <translation>Anteprima</translation>
        </message>
        <message>
            <source>Printer</source>
            <translation>Stampante</translation>
        </message>
        <message>
            <source>Type:</source>
            <translation>Tipo:</translation>
        </message>
    </context>
    <context>
        <name>QScrollBar</name>
        <message>
            <source>Bottom</source>
            <translation>Fondo</translation>
        </message>
        <message>
            <source>Left edge</source>
            <translation>Margine sinistro</translation>
        </message>
        <message>
            <source>Page down</source>
            <translation>Pagina giù</translation>
        </message>
        <message>
            <source>Page left</source>
            <translation>Pagina a sinistra</translation>
        </message>
        <message>
            <source>Page right</source>
            <translation>Pagina a destra</translation>
        </message>
        <message>
            <source>Page up</source>
            <translation>Pagina su</translation>
        </message>
        <message>
            <source>Right edge</source>
            <translation>Margine destro</translation>
        </message>
        <message>
            <source>Scroll down</source>
            <translation>Scorri in basso</translation>
        </message>
        <message>
            <source>Scroll here</source>
            <translation>Scorri qui</translation>
        </message>
        <message>
            <source>Scroll left</source>
            <translation>Scorri a sinistra</translation>
        </message>
        <message>
            <source>Scroll right</source>
            <translation>Scorri a destra</translation>
        </message>
        <message>
            <source>Scroll up</source>
            <translation>Scorri in alto</translation>
        </message>
        <message>
            <source>Top</source>
            <translation>Cima</translation>
        </message>
    </context>
    <context>
        <name>QShortcut</name>
        <message>
            <source>+</source>
            <translation>+</translation>
        </message>
        <message>
            <source>Alt</source>
            <translation>Alt</translation>
        </message>
        <message>
            <source>Backspace</source>
            <translation>Backspace</translation>
        </message>
        <message>
            <source>Backtab</source>
            <translation>Tab indietro</translation>
        </message>
        <message>
            <source>Ctrl</source>
            <translation>Ctrl</translation>
        </message>
        <message>
            <source>Del</source>
            <translation>Canc</translation>
        </message>
        <message>
            <source>Down</source>
            <translation>Giù</translation>
        </message>
        <message>
            <source>End</source>
            <translation>Fine</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Invio</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>F%1</source>
            <translation>F%1</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>Aiuto</translation>
        </message>
        <message>
            <source>Home</source>
            <translation>↖</translation>
        </message>
        <message>
            <source>Ins</source>
            <translation>Ins</translation>
        </message>
        <message>
            <source>Left</source>
            <translation>Sinistra</translation>
        </message>
        <message>
            <source>Menu</source>
            <translation>Menu</translation>
        </message>
        <message>
            <source>Meta</source>
            <translation>Meta</translation>
        </message>
        <message>
            <source>Num</source>
            <translation>Num</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pausa</translation>
        </message>
        <message>
            <source>PgDown</source>
            <translation>Pag↓</translation>
        </message>
        <message>
            <source>PgUp</source>
            <translation>Pag↑</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Stampa</translation>
        </message>
        <message>
            <source>Return</source>
            <translation>Invio</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>Destra</translation>
        </message>
        <message>
            <source>Shift</source>
            <translation>Shift</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Spazio</translation>
        </message>
        <message>
            <source>Tab</source>
            <translation>Tab</translation>
        </message>
        <message>
            <source>Up</source>
            <translation>Su</translation>
        </message>
    </context>
    <context>
        <name>QWidgetTextControl</name>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Copia</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>&amp;Incolla</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rifai</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>Ann&amp;ulla</translation>
        </message>
        <message>
            <source>Copy &amp;Link Location</source>
            <translation>Copia il co&amp;llegamento</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>&amp;Taglia</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Elimina</translation>
        </message>
        <message>
            <source>Select All</source>
            <translation>Seleziona tutto</translation>
        </message>
    </context>
    <context>
        <name>SettingsForm</name>
        <message>
            <source>Look</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Theme</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Light: a green felt table. Dark: a slate table, easier on the eyes at night.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Colour-blind-friendly colours</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Colours that stay distinct for the common kinds of colour blindness; shapes and symbols always differ too.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Motion</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Animation speed</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>How fast tiles, cards and dice move.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Bot speed</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The pause between a bot's steps, so you can follow its move.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Reduce motion (no animations or effects)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Pieces jump straight to their place and celebrations are skipped.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Language</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The language of the app. System follows your computer's language when the app speaks it, and English otherwise.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Changes show at once; Cancel puts things back.</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
</TS>
