<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
    <context>
        <name>LanguageSettings</name>
        <message>
            <source>System</source>
            <translation>[Šýšţéɱ ~~]</translation>
        </message>
        <message>
            <source>The new language is used when {app} starts again; after OK you can restart it at once.</source>
            <translation>[Ţĥé ñéŵ ļåñĝûåĝé îš ûšéð ŵĥéñ {app} šţåŕţš åĝåîñ; åƒţéŕ ÖĶ ýöû çåñ ŕéšţåŕţ îţ åţ öñçé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Restart {app}</source>
            <translation>[Ŕéšţåŕţ {app} ~~~]</translation>
        </message>
        <message>
            <source>{app} speaks the new language from its next start. Restart it now?</source>
            <translation>[{app} šþéåķš ţĥé ñéŵ ļåñĝûåĝé ƒŕöɱ îţš ñéẋţ šţåŕţ. Ŕéšţåŕţ îţ ñöŵ? ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>A game in progress is kept: it waits under Continue on the home screen.</source>
            <translation>[Å ĝåɱé îñ þŕöĝŕéšš îš ķéþţ: îţ ŵåîţš ûñðéŕ Çöñţîñûé öñ ţĥé ĥöɱé šçŕééñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Restart now</source>
            <translation>[Ŕéšţåŕţ ñöŵ ~~~~]</translation>
        </message>
        <message>
            <source>Later</source>
            <translation>[Ļåţéŕ ~~]</translation>
        </message>
    </context>
    <context>
        <name>NewGameForm</name>
        <message>
            <source>New game</source>
            <translation>[Ñéŵ ĝåɱé ~~~]</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>[Ĝåɱé ~~]</translation>
        </message>
        <message>
            <source>The game to play</source>
            <translation>[Ţĥé ĝåɱé ţö þļåý ~~~~~~]</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>[Þļåýéŕš ~~~]</translation>
        </message>
        <message>
            <source>Number of players</source>
            <translation>[Ñûɱƀéŕ öƒ þļåýéŕš ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>[Öþţîöñš ~~~]</translation>
        </message>
        <message>
            <source>Seed</source>
            <translation>[Šééð ~~]</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>[Ŕåñðöɱ ~~]</translation>
        </message>
        <message>
            <source>Enter a number to replay the same shuffle again; leave blank for a fresh game.</source>
            <translation>[Éñţéŕ å ñûɱƀéŕ ţö ŕéþļåý ţĥé šåɱé šĥûƒƒļé åĝåîñ; ļéåṽé ƀļåñķ ƒöŕ å ƒŕéšĥ ĝåɱé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Leave blank for a fresh shuffle; the same number deals the same game.</source>
            <translation>[Ļéåṽé ƀļåñķ ƒöŕ å ƒŕéšĥ šĥûƒƒļé; ţĥé šåɱé ñûɱƀéŕ ðéåļš ţĥé šåɱé ĝåɱé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QAbstractSpinBox</name>
        <message>
            <source>&amp;Select All</source>
            <translation>[&amp;Séļéçţ Åļļ ~~~~]</translation>
        </message>
        <message>
            <source>&amp;Step up</source>
            <translation>[&amp;Sţéþ ûþ ~~]</translation>
        </message>
        <message>
            <source>Step &amp;down</source>
            <translation>[Šţéþ &amp;döŵñ ~~~]</translation>
        </message>
    </context>
    <context>
        <name>QCocoaTheme</name>
        <message>
            <source>Don't Save</source>
            <translation>[Ðöñ'ţ Šåṽé ~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QCupsJobWidget</name>
        <message>
            <source>Banner Pages</source>
            <translation>[Ɓåññéŕ Þåĝéš ~~~~~]</translation>
        </message>
        <message>
            <source>Billing information:</source>
            <translation>[Ɓîļļîñĝ îñƒöŕɱåţîöñ: ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Classified</source>
            <translation>[Çļåššîƒîéð ~~~~]</translation>
        </message>
        <message>
            <source>Confidential</source>
            <translation>[Çöñƒîðéñţîåļ ~~~~~]</translation>
        </message>
        <message>
            <source>Day (06:00 to 17:59)</source>
            <translation>[Ðåý (06:00 ţö 17:59) ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>End:</source>
            <translation>[Éñð: ~~]</translation>
        </message>
        <message>
            <source>Hold Indefinitely</source>
            <translation>[Ĥöļð Îñðéƒîñîţéļý ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Job</source>
            <translation>[Ĵöƀ ~]</translation>
        </message>
        <message>
            <source>Job Control</source>
            <translation>[Ĵöƀ Çöñţŕöļ ~~~~]</translation>
        </message>
        <message>
            <source>Job priority:</source>
            <translation>[Ĵöƀ þŕîöŕîţý: ~~~~~]</translation>
        </message>
        <message>
            <source>Night (18:00 to 05:59)</source>
            <translation>[Ñîĝĥţ (18:00 ţö 05:59) ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>None</source>
            <translation>[Ñöñé ~~]</translation>
        </message>
        <message>
            <source>Print Immediately</source>
            <translation>[Þŕîñţ Îɱɱéðîåţéļý ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Scheduled printing:</source>
            <translation>[Šçĥéðûļéð þŕîñţîñĝ: ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Second Shift (16:00 to 23:59)</source>
            <translation>[Šéçöñð Šĥîƒţ (16:00 ţö 23:59) ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Secret</source>
            <translation>[Šéçŕéţ ~~]</translation>
        </message>
        <message>
            <source>Specific Time</source>
            <translation>[Šþéçîƒîç Ţîɱé ~~~~~]</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>[Šţåñðåŕð ~~~]</translation>
        </message>
        <message>
            <source>Start:</source>
            <translation>[Šţåŕţ: ~~]</translation>
        </message>
        <message>
            <source>Third Shift (00:00 to 07:59)</source>
            <translation>[Ţĥîŕð Šĥîƒţ (00:00 ţö 07:59) ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Top Secret</source>
            <translation>[Ţöþ Šéçŕéţ ~~~~]</translation>
        </message>
        <message>
            <source>Unclassified</source>
            <translation>[Ûñçļåššîƒîéð ~~~~~]</translation>
        </message>
        <message>
            <source>Weekend (Saturday to Sunday)</source>
            <translation>[Ŵééķéñð (Šåţûŕðåý ţö Šûñðåý) ~~~~~~ ~~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
            <translation>[%1
Ðîŕéçţöŕý ñöţ ƒöûñð.
Þļéåšé ṽéŕîƒý ţĥé çöŕŕéçţ ðîŕéçţöŕý ñåɱé ŵåš ĝîṽéñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>%1
File not found.
Please verify the correct file name was given.</source>
            <translation>[%1
Ƒîļé ñöţ ƒöûñð.
Þļéåšé ṽéŕîƒý ţĥé çöŕŕéçţ ƒîļé ñåɱé ŵåš ĝîṽéñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>%1 File</source>
            <translation>[%1 Ƒîļé ~~]</translation>
        </message>
        <message>
            <source>%1 already exists.
Do you want to replace it?</source>
            <translation>[%1 åļŕéåðý éẋîšţš.
Ðö ýöû ŵåñţ ţö ŕéþļåçé îţ? ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>&amp;Choose</source>
            <translation>[&amp;Cĥööšé ~~]</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>[&amp;Déļéţé ~~]</translation>
        </message>
        <message>
            <source>&amp;New Folder</source>
            <translation>[&amp;Néŵ Ƒöļðéŕ ~~~~]</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>[&amp;Oþéñ ~]</translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <translation>[&amp;Réñåɱé ~~]</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>[&amp;Såṽé ~]</translation>
        </message>
        <message>
            <source>'%1' is write protected.
Do you want to delete it anyway?</source>
            <translation>['%1' îš ŵŕîţé þŕöţéçţéð.
Ðö ýöû ŵåñţ ţö ðéļéţé îţ åñýŵåý? ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Alias</source>
            <translation>[Åļîåš ~~]</translation>
        </message>
        <message>
            <source>All Files (*)</source>
            <translation>[Åļļ Ƒîļéš (*) ~~~~~]</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>[Åļļ ƒîļéš (*) ~~~~~]</translation>
        </message>
        <message>
            <source>Alt+Left</source>
            <translation>[Åļţ+Ļéƒţ ~~~]</translation>
        </message>
        <message>
            <source>Alt+Right</source>
            <translation>[Åļţ+Ŕîĝĥţ ~~~~]</translation>
        </message>
        <message>
            <source>Alt+Up</source>
            <translation>[Åļţ+Ûþ ~~]</translation>
        </message>
        <message>
            <source>Are you sure you want to delete '%1'?</source>
            <translation>[Åŕé ýöû šûŕé ýöû ŵåñţ ţö ðéļéţé '%1'? ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>[Ɓåçķ ~~]</translation>
        </message>
        <message>
            <source>Change to detail view mode</source>
            <translation>[Çĥåñĝé ţö ðéţåîļ ṽîéŵ ɱöðé ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Change to list view mode</source>
            <translation>[Çĥåñĝé ţö ļîšţ ṽîéŵ ɱöðé ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Could not delete directory.</source>
            <translation>[Çöûļð ñöţ ðéļéţé ðîŕéçţöŕý. ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Create New Folder</source>
            <translation>[Çŕéåţé Ñéŵ Ƒöļðéŕ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Create a New Folder</source>
            <translation>[Çŕéåţé å Ñéŵ Ƒöļðéŕ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>[Ðéļéţé ~~]</translation>
        </message>
        <message>
            <source>Detail View</source>
            <translation>[Ðéţåîļ Ṽîéŵ ~~~~]</translation>
        </message>
        <message>
            <source>Directories</source>
            <translation>[Ðîŕéçţöŕîéš ~~~~]</translation>
        </message>
        <message>
            <source>Directory:</source>
            <translation>[Ðîŕéçţöŕý: ~~~~]</translation>
        </message>
        <message>
            <source>Drive</source>
            <translation>[Ðŕîṽé ~~]</translation>
        </message>
        <message>
            <source>File</source>
            <translation>[Ƒîļé ~~]</translation>
        </message>
        <message>
            <source>File &amp;name:</source>
            <translation>[Ƒîļé &amp;nåɱé: ~~~~]</translation>
        </message>
        <message>
            <source>File Folder</source>
            <translation>[Ƒîļé Ƒöļðéŕ ~~~~]</translation>
        </message>
        <message>
            <source>Files</source>
            <translation>[Ƒîļéš ~~]</translation>
        </message>
        <message>
            <source>Files of type:</source>
            <translation>[Ƒîļéš öƒ ţýþé: ~~~~~~]</translation>
        </message>
        <message>
            <source>Find Directory</source>
            <translation>[Ƒîñð Ðîŕéçţöŕý ~~~~~~]</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>[Ƒöļðéŕ ~~]</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>[Ƒöŕŵåŕð ~~~]</translation>
        </message>
        <message>
            <source>Go back</source>
            <translation>[Ĝö ƀåçķ ~~~]</translation>
        </message>
        <message>
            <source>Go forward</source>
            <translation>[Ĝö ƒöŕŵåŕð ~~~~]</translation>
        </message>
        <message>
            <source>Go to the parent directory</source>
            <translation>[Ĝö ţö ţĥé þåŕéñţ ðîŕéçţöŕý ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>List View</source>
            <translation>[Ļîšţ Ṽîéŵ ~~~~]</translation>
        </message>
        <message>
            <source>List of places and bookmarks</source>
            <translation>[Ļîšţ öƒ þļåçéš åñð ƀööķɱåŕķš ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Look in:</source>
            <translation>[Ļööķ îñ: ~~~]</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>[Ṁý Çöɱþûţéŕ ~~~~]</translation>
        </message>
        <message>
            <source>New Folder</source>
            <translation>[Ñéŵ Ƒöļðéŕ ~~~~]</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>[Öþéñ ~~]</translation>
        </message>
        <message>
            <source>Parent Directory</source>
            <translation>[Þåŕéñţ Ðîŕéçţöŕý ~~~~~~]</translation>
        </message>
        <message>
            <source>Recent Places</source>
            <translation>[Ŕéçéñţ Þļåçéš ~~~~~]</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>[Ŕéɱöṽé ~~]</translation>
        </message>
        <message>
            <source>Save As</source>
            <translation>[Šåṽé Åš ~~~]</translation>
        </message>
        <message>
            <source>Shortcut</source>
            <translation>[Šĥöŕţçûţ ~~~]</translation>
        </message>
        <message>
            <source>Show </source>
            <translation>[Šĥöŵ  ~~]</translation>
        </message>
        <message>
            <source>Show &amp;hidden files</source>
            <translation>[Šĥöŵ &amp;hîððéñ ƒîļéš ~~~~~~]</translation>
        </message>
        <message>
            <source>Sidebar</source>
            <translation>[Šîðéƀåŕ ~~~]</translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation>[Ûñķñöŵñ ~~~]</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <source>%1 GB</source>
            <translation>[%1 ĜƁ ~]</translation>
        </message>
        <message>
            <source>%1 KB</source>
            <translation>[%1 ĶƁ ~]</translation>
        </message>
        <message>
            <source>%1 MB</source>
            <translation>[%1 ṀƁ ~]</translation>
        </message>
        <message>
            <source>%1 TB</source>
            <translation>[%1 ŢƁ ~]</translation>
        </message>
        <message>
            <source>%1 byte(s)</source>
            <translation>[%1 ƀýţé(š) ~~~]</translation>
        </message>
        <message>
            <source>%1 bytes</source>
            <translation>[%1 ƀýţéš ~~]</translation>
        </message>
        <message>
            <source>&lt;b&gt;The name "%1" can not be used.&lt;/b&gt;&lt;p&gt;Try using another name, with fewer characters or no punctuations marks.</source>
            <translation>[&lt;b&gt;Ţĥé ñåɱé "%1" çåñ ñöţ ƀé ûšéð.&lt;/b&gt;&lt;p&gt;Ţŕý ûšîñĝ åñöţĥéŕ ñåɱé, ŵîţĥ ƒéŵéŕ çĥåŕåçţéŕš öŕ ñö þûñçţûåţîöñš ɱåŕķš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>[Çöɱþûţéŕ ~~~]</translation>
        </message>
        <message>
            <source>Date Modified</source>
            <translation>[Ðåţé Ṁöðîƒîéð ~~~~~]</translation>
        </message>
        <message>
            <source>Invalid filename</source>
            <translation>[Îñṽåļîð ƒîļéñåɱé ~~~~~~]</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>[Ķîñð ~~]</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>[Ṁý Çöɱþûţéŕ ~~~~]</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>[Ñåɱé ~~]</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>[Šîžé ~~]</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>[Ţýþé ~~]</translation>
        </message>
    </context>
    <context>
        <name>QGnomeTheme</name>
        <message>
            <source>&amp;Cancel</source>
            <translation>[&amp;Cåñçéļ ~~]</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>[&amp;Cļöšé ~~]</translation>
        </message>
        <message>
            <source>&amp;OK</source>
            <translation>[&amp;OĶ]</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>[&amp;Såṽé ~]</translation>
        </message>
        <message>
            <source>Close without Saving</source>
            <translation>[Çļöšé ŵîţĥöûţ Šåṽîñĝ ~~~~~~ ~~]</translation>
        </message>
    </context>
    <context>
        <name>QLineEdit</name>
        <message>
            <source>&amp;Copy</source>
            <translation>[&amp;Cöþý ~]</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>[&amp;Påšţé ~~]</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>[&amp;Réðö ~]</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>[&amp;Uñðö ~]</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>[Çû&amp;t ~]</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>[Ðéļéţé ~~]</translation>
        </message>
        <message>
            <source>Select All</source>
            <translation>[Šéļéçţ Åļļ ~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QMessageBox</name>
        <message>
            <source>Help</source>
            <translation>[Ĥéļþ ~~]</translation>
        </message>
        <message>
            <source>Hide Details...</source>
            <translation>[Ĥîðé Ðéţåîļš... ~~~~~~]</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>[ÖĶ ~]</translation>
        </message>
        <message>
            <source>Show Details...</source>
            <translation>[Šĥöŵ Ðéţåîļš... ~~~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QPageSetupWidget</name>
        <message>
            <source>CC</source>
            <translation>[ÇÇ ~]</translation>
        </message>
        <message>
            <source>Cicero (CC)</source>
            <translation>[Çîçéŕö (ÇÇ) ~~~~]</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>[Çûšţöɱ ~~]</translation>
        </message>
        <message>
            <source>DD</source>
            <translation>[ÐÐ ~]</translation>
        </message>
        <message>
            <source>Didot (DD)</source>
            <translation>[Ðîðöţ (ÐÐ) ~~~~]</translation>
        </message>
        <message>
            <source>Form</source>
            <translation>[Ƒöŕɱ ~~]</translation>
        </message>
        <message>
            <source>Height:</source>
            <translation>[Ĥéîĝĥţ: ~~~]</translation>
        </message>
        <message>
            <source>Inches (in)</source>
            <translation>[Îñçĥéš (îñ) ~~~~]</translation>
        </message>
        <message>
            <source>Landscape</source>
            <translation>[Ļåñðšçåþé ~~~~]</translation>
        </message>
        <message>
            <source>Margins</source>
            <translation>[Ṁåŕĝîñš ~~~]</translation>
        </message>
        <message>
            <source>Millimeters (mm)</source>
            <translation>[Ṁîļļîɱéţéŕš (ɱɱ) ~~~~~~]</translation>
        </message>
        <message>
            <source>Orientation</source>
            <translation>[Öŕîéñţåţîöñ ~~~~]</translation>
        </message>
        <message>
            <source>Page Layout</source>
            <translation>[Þåĝé Ļåýöûţ ~~~~]</translation>
        </message>
        <message>
            <source>Page order:</source>
            <translation>[Þåĝé öŕðéŕ: ~~~~]</translation>
        </message>
        <message>
            <source>Page size:</source>
            <translation>[Þåĝé šîžé: ~~~~]</translation>
        </message>
        <message>
            <source>Pages per sheet:</source>
            <translation>[Þåĝéš þéŕ šĥééţ: ~~~~~~]</translation>
        </message>
        <message>
            <source>Paper</source>
            <translation>[Þåþéŕ ~~]</translation>
        </message>
        <message>
            <source>Paper source:</source>
            <translation>[Þåþéŕ šöûŕçé: ~~~~~]</translation>
        </message>
        <message>
            <source>Pica (P̸)</source>
            <translation>[Þîçå (Þ̸) ~~~~]</translation>
        </message>
        <message>
            <source>Points (pt)</source>
            <translation>[Þöîñţš (þţ) ~~~~]</translation>
        </message>
        <message>
            <source>Portrait</source>
            <translation>[Þöŕţŕåîţ ~~~]</translation>
        </message>
        <message>
            <source>P̸</source>
            <translation>[Þ̸ ~]</translation>
        </message>
        <message>
            <source>Reverse landscape</source>
            <translation>[Ŕéṽéŕšé ļåñðšçåþé ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Reverse portrait</source>
            <translation>[Ŕéṽéŕšé þöŕţŕåîţ ~~~~~~]</translation>
        </message>
        <message>
            <source>Width:</source>
            <translation>[Ŵîðţĥ: ~~]</translation>
        </message>
        <message>
            <source>bottom margin</source>
            <translation>[ƀöţţöɱ ɱåŕĝîñ ~~~~~]</translation>
        </message>
        <message>
            <source>in</source>
            <translation>[îñ ~]</translation>
        </message>
        <message>
            <source>left margin</source>
            <translation>[ļéƒţ ɱåŕĝîñ ~~~~]</translation>
        </message>
        <message>
            <source>mm</source>
            <translation>[ɱɱ ~]</translation>
        </message>
        <message>
            <source>pt</source>
            <translation>[þţ ~]</translation>
        </message>
        <message>
            <source>right margin</source>
            <translation>[ŕîĝĥţ ɱåŕĝîñ ~~~~~]</translation>
        </message>
        <message>
            <source>top margin</source>
            <translation>[ţöþ ɱåŕĝîñ ~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>&amp;No</source>
            <translation>[&amp;Nö]</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>[&amp;Yéš ~]</translation>
        </message>
        <message>
            <source>Abort</source>
            <translation>[Åƀöŕţ ~~]</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>[Åþþļý ~~]</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>[Çåñçéļ ~~]</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>[Çļöšé ~~]</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>[Ðîšçåŕð ~~~]</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>[Ĥéļþ ~~]</translation>
        </message>
        <message>
            <source>Ignore</source>
            <translation>[Îĝñöŕé ~~]</translation>
        </message>
        <message>
            <source>N&amp;o to All</source>
            <translation>[Ñ&amp;o ţö Åļļ ~~~]</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>[ÖĶ ~]</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>[Öþéñ ~~]</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>[Ŕéšéţ ~~]</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>[Ŕéšţöŕé Ðéƒåûļţš ~~~~~~]</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>[Ŕéţŕý ~~]</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>[Šåṽé ~~]</translation>
        </message>
        <message>
            <source>Save All</source>
            <translation>[Šåṽé Åļļ ~~~]</translation>
        </message>
        <message>
            <source>Yes to &amp;All</source>
            <translation>[Ýéš ţö &amp;Aļļ ~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QPrintDialog</name>
        <message>
            <source>%1 already exists.
Do you want to overwrite it?</source>
            <translation>[%1 åļŕéåðý éẋîšţš.
Ðö ýöû ŵåñţ ţö öṽéŕŵŕîţé îţ? ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>%1 is a directory.
Please choose a different file name.</source>
            <translation>[%1 îš å ðîŕéçţöŕý.
Þļéåšé çĥööšé å ðîƒƒéŕéñţ ƒîļé ñåɱé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>&amp;Options &lt;&lt;</source>
            <translation>[&amp;Oþţîöñš &lt;&lt; ~~~~]</translation>
        </message>
        <message>
            <source>&amp;Options &gt;&gt;</source>
            <translation>[&amp;Oþţîöñš &gt;&gt; ~~~~]</translation>
        </message>
        <message>
            <source>&amp;Print</source>
            <translation>[&amp;Pŕîñţ ~~]</translation>
        </message>
        <message>
            <source>1 (1x1)</source>
            <translation>[1 (1ẋ1) ~~~]</translation>
        </message>
        <message>
            <source>16 (4x4)</source>
            <translation>[16 (4ẋ4) ~~~]</translation>
        </message>
        <message>
            <source>2 (2x1)</source>
            <translation>[2 (2ẋ1) ~~~]</translation>
        </message>
        <message>
            <source>4 (2x2)</source>
            <translation>[4 (2ẋ2) ~~~]</translation>
        </message>
        <message>
            <source>6 (2x3)</source>
            <translation>[6 (2ẋ3) ~~~]</translation>
        </message>
        <message>
            <source>9 (3x3)</source>
            <translation>[9 (3ẋ3) ~~~]</translation>
        </message>
        <message>
            <source>All Pages</source>
            <translation>[Åļļ Þåĝéš ~~~~]</translation>
        </message>
        <message>
            <source>Automatic</source>
            <translation>[Åûţöɱåţîç ~~~~]</translation>
        </message>
        <message>
            <source>Bottom to Top, Left to Right</source>
            <translation>[Ɓöţţöɱ ţö Ţöþ, Ļéƒţ ţö Ŕîĝĥţ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Bottom to Top, Right to Left</source>
            <translation>[Ɓöţţöɱ ţö Ţöþ, Ŕîĝĥţ ţö Ļéƒţ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Even Pages</source>
            <translation>[Éṽéñ Þåĝéš ~~~~]</translation>
        </message>
        <message>
            <source>File %1 is not writable.
Please choose a different file name.</source>
            <translation>[Ƒîļé %1 îš ñöţ ŵŕîţåƀļé.
Þļéåšé çĥööšé å ðîƒƒéŕéñţ ƒîļé ñåɱé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Left to Right, Bottom to Top</source>
            <translation>[Ļéƒţ ţö Ŕîĝĥţ, Ɓöţţöɱ ţö Ţöþ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Left to Right, Top to Bottom</source>
            <translation>[Ļéƒţ ţö Ŕîĝĥţ, Ţöþ ţö Ɓöţţöɱ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Local file</source>
            <translation>[Ļöçåļ ƒîļé ~~~~]</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>[ÖĶ ~]</translation>
        </message>
        <message>
            <source>Odd Pages</source>
            <translation>[Öðð Þåĝéš ~~~~]</translation>
        </message>
        <message>
            <source>Options 'Pages Per Sheet' and 'Page Set' cannot be used together.
Please turn one of those options off.</source>
            <translation>[Öþţîöñš 'Þåĝéš Þéŕ Šĥééţ' åñð 'Þåĝé Šéţ' çåññöţ ƀé ûšéð ţöĝéţĥéŕ.
Þļéåšé ţûŕñ öñé öƒ ţĥöšé öþţîöñš öƒƒ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>[Þŕîñţ ~~]</translation>
        </message>
        <message>
            <source>Print To File ...</source>
            <translation>[Þŕîñţ Ţö Ƒîļé ... ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Print to File (PDF)</source>
            <translation>[Þŕîñţ ţö Ƒîļé (ÞÐƑ) ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Right to Left, Bottom to Top</source>
            <translation>[Ŕîĝĥţ ţö Ļéƒţ, Ɓöţţöɱ ţö Ţöþ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Right to Left, Top to Bottom</source>
            <translation>[Ŕîĝĥţ ţö Ļéƒţ, Ţöþ ţö Ɓöţţöɱ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>The 'From' value cannot be greater than the 'To' value.</source>
            <translation>[Ţĥé 'Ƒŕöɱ' ṽåļûé çåññöţ ƀé ĝŕéåţéŕ ţĥåñ ţĥé 'Ţö' ṽåļûé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Top to Bottom, Left to Right</source>
            <translation>[Ţöþ ţö Ɓöţţöɱ, Ļéƒţ ţö Ŕîĝĥţ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Top to Bottom, Right to Left</source>
            <translation>[Ţöþ ţö Ɓöţţöɱ, Ŕîĝĥţ ţö Ļéƒţ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Write PDF file</source>
            <translation>[Ŵŕîţé ÞÐƑ ƒîļé ~~~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QPrintPreviewDialog</name>
        <message>
            <source>%1%</source>
            <translation>[%1%]</translation>
        </message>
        <message>
            <source>Export to PDF</source>
            <translation>[Éẋþöŕţ ţö ÞÐƑ ~~~~~]</translation>
        </message>
        <message>
            <source>First page</source>
            <translation>[Ƒîŕšţ þåĝé ~~~~]</translation>
        </message>
        <message>
            <source>Fit page</source>
            <translation>[Ƒîţ þåĝé ~~~]</translation>
        </message>
        <message>
            <source>Fit width</source>
            <translation>[Ƒîţ ŵîðţĥ ~~~~]</translation>
        </message>
        <message>
            <source>Landscape</source>
            <translation>[Ļåñðšçåþé ~~~~]</translation>
        </message>
        <message>
            <source>Last page</source>
            <translation>[Ļåšţ þåĝé ~~~~]</translation>
        </message>
        <message>
            <source>Next page</source>
            <translation>[Ñéẋţ þåĝé ~~~~]</translation>
        </message>
        <message>
            <source>Page Setup</source>
            <translation>[Þåĝé Šéţûþ ~~~~]</translation>
        </message>
        <message>
            <source>Page setup</source>
            <translation>[Þåĝé šéţûþ ~~~~]</translation>
        </message>
        <message>
            <source>Portrait</source>
            <translation>[Þöŕţŕåîţ ~~~]</translation>
        </message>
        <message>
            <source>Previous page</source>
            <translation>[Þŕéṽîöûš þåĝé ~~~~~]</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>[Þŕîñţ ~~]</translation>
        </message>
        <message>
            <source>Print Preview</source>
            <translation>[Þŕîñţ Þŕéṽîéŵ ~~~~~]</translation>
        </message>
        <message>
            <source>Show facing pages</source>
            <translation>[Šĥöŵ ƒåçîñĝ þåĝéš ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Show overview of all pages</source>
            <translation>[Šĥöŵ öṽéŕṽîéŵ öƒ åļļ þåĝéš ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Show single page</source>
            <translation>[Šĥöŵ šîñĝļé þåĝé ~~~~~~]</translation>
        </message>
        <message>
            <source>Zoom in</source>
            <translation>[Žööɱ îñ ~~~]</translation>
        </message>
        <message>
            <source>Zoom out</source>
            <translation>[Žööɱ öûţ ~~~]</translation>
        </message>
    </context>
    <context>
        <name>QPrintPropertiesDialog</name>
        <message>
            <source>Job Options</source>
            <translation>[Ĵöƀ Öþţîöñš ~~~~]</translation>
        </message>
        <message>
            <source>Printer Properties</source>
            <translation>[Þŕîñţéŕ Þŕöþéŕţîéš ~~~~~~ ~]</translation>
        </message>
    </context>
    <context>
        <name>QPrintPropertiesWidget</name>
        <message>
            <source>Form</source>
            <translation>[Ƒöŕɱ ~~]</translation>
        </message>
        <message>
            <source>Page</source>
            <translation>[Þåĝé ~~]</translation>
        </message>
    </context>
    <context>
        <name>QPrintSettingsOutput</name>
        <message>
            <source>Collate</source>
            <translation>[Çöļļåţé ~~~]</translation>
        </message>
        <message>
            <source>Color</source>
            <translation>[Çöļöŕ ~~]</translation>
        </message>
        <message>
            <source>Color Mode</source>
            <translation>[Çöļöŕ Ṁöðé ~~~~]</translation>
        </message>
        <message>
            <source>Copies</source>
            <translation>[Çöþîéš ~~]</translation>
        </message>
        <message>
            <source>Copies:</source>
            <translation>[Çöþîéš: ~~~]</translation>
        </message>
        <message>
            <source>Current Page</source>
            <translation>[Çûŕŕéñţ Þåĝé ~~~~~]</translation>
        </message>
        <message>
            <source>Duplex Printing</source>
            <translation>[Ðûþļéẋ Þŕîñţîñĝ ~~~~~~]</translation>
        </message>
        <message>
            <source>Form</source>
            <translation>[Ƒöŕɱ ~~]</translation>
        </message>
        <message>
            <source>Grayscale</source>
            <translation>[Ĝŕåýšçåļé ~~~~]</translation>
        </message>
        <message>
            <source>Long side</source>
            <translation>[Ļöñĝ šîðé ~~~~]</translation>
        </message>
        <message>
            <source>None</source>
            <translation>[Ñöñé ~~]</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>[Öþţîöñš ~~~]</translation>
        </message>
        <message>
            <source>Output Settings</source>
            <translation>[Öûţþûţ Šéţţîñĝš ~~~~~~]</translation>
        </message>
        <message>
            <source>Page Set:</source>
            <translation>[Þåĝé Šéţ: ~~~~]</translation>
        </message>
        <message>
            <source>Pages from</source>
            <translation>[Þåĝéš ƒŕöɱ ~~~~]</translation>
        </message>
        <message>
            <source>Print all</source>
            <translation>[Þŕîñţ åļļ ~~~~]</translation>
        </message>
        <message>
            <source>Print range</source>
            <translation>[Þŕîñţ ŕåñĝé ~~~~]</translation>
        </message>
        <message>
            <source>Reverse</source>
            <translation>[Ŕéṽéŕšé ~~~]</translation>
        </message>
        <message>
            <source>Selection</source>
            <translation>[Šéļéçţîöñ ~~~~]</translation>
        </message>
        <message>
            <source>Short side</source>
            <translation>[Šĥöŕţ šîðé ~~~~]</translation>
        </message>
        <message>
            <source>to</source>
            <translation>[ţö ~]</translation>
        </message>
    </context>
    <context>
        <name>QPrintWidget</name>
        <message>
            <source>&amp;Name:</source>
            <translation>[&amp;Nåɱé: ~~]</translation>
        </message>
        <message>
            <source>...</source>
            <translation>[... ~]</translation>
        </message>
        <message>
            <source>Form</source>
            <translation>[Ƒöŕɱ ~~]</translation>
        </message>
        <message>
            <source>Location:</source>
            <translation>[Ļöçåţîöñ: ~~~~]</translation>
        </message>
        <message>
            <source>Output &amp;file:</source>
            <translation>[Öûţþûţ &amp;fîļé: ~~~~]</translation>
        </message>
        <message>
            <source>P&amp;roperties</source>
            <translation>[Þ&amp;röþéŕţîéš ~~~~]</translation>
        </message>
        <message>
            <source>Preview</source>
            <translation>[Þŕéṽîéŵ ~~~]</translation>
        </message>
        <message>
            <source>Printer</source>
            <translation>[Þŕîñţéŕ ~~~]</translation>
        </message>
        <message>
            <source>Type:</source>
            <translation>[Ţýþé: ~~]</translation>
        </message>
    </context>
    <context>
        <name>QScrollBar</name>
        <message>
            <source>Bottom</source>
            <translation>[Ɓöţţöɱ ~~]</translation>
        </message>
        <message>
            <source>Left edge</source>
            <translation>[Ļéƒţ éðĝé ~~~~]</translation>
        </message>
        <message>
            <source>Page down</source>
            <translation>[Þåĝé ðöŵñ ~~~~]</translation>
        </message>
        <message>
            <source>Page left</source>
            <translation>[Þåĝé ļéƒţ ~~~~]</translation>
        </message>
        <message>
            <source>Page right</source>
            <translation>[Þåĝé ŕîĝĥţ ~~~~]</translation>
        </message>
        <message>
            <source>Page up</source>
            <translation>[Þåĝé ûþ ~~~]</translation>
        </message>
        <message>
            <source>Right edge</source>
            <translation>[Ŕîĝĥţ éðĝé ~~~~]</translation>
        </message>
        <message>
            <source>Scroll down</source>
            <translation>[Šçŕöļļ ðöŵñ ~~~~]</translation>
        </message>
        <message>
            <source>Scroll here</source>
            <translation>[Šçŕöļļ ĥéŕé ~~~~]</translation>
        </message>
        <message>
            <source>Scroll left</source>
            <translation>[Šçŕöļļ ļéƒţ ~~~~]</translation>
        </message>
        <message>
            <source>Scroll right</source>
            <translation>[Šçŕöļļ ŕîĝĥţ ~~~~~]</translation>
        </message>
        <message>
            <source>Scroll up</source>
            <translation>[Šçŕöļļ ûþ ~~~~]</translation>
        </message>
        <message>
            <source>Top</source>
            <translation>[Ţöþ ~]</translation>
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
            <translation>Backtab</translation>
        </message>
        <message>
            <source>Ctrl</source>
            <translation>Ctrl</translation>
        </message>
        <message>
            <source>Del</source>
            <translation>Del</translation>
        </message>
        <message>
            <source>Down</source>
            <translation>Down</translation>
        </message>
        <message>
            <source>End</source>
            <translation>End</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Enter</translation>
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
            <translation>Help</translation>
        </message>
        <message>
            <source>Home</source>
            <translation>Home</translation>
        </message>
        <message>
            <source>Ins</source>
            <translation>Ins</translation>
        </message>
        <message>
            <source>Left</source>
            <translation>Left</translation>
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
            <translation>Pause</translation>
        </message>
        <message>
            <source>PgDown</source>
            <translation>PgDown</translation>
        </message>
        <message>
            <source>PgUp</source>
            <translation>PgUp</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Print</translation>
        </message>
        <message>
            <source>Return</source>
            <translation>Return</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>Right</translation>
        </message>
        <message>
            <source>Shift</source>
            <translation>Shift</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Space</translation>
        </message>
        <message>
            <source>Tab</source>
            <translation>Tab</translation>
        </message>
        <message>
            <source>Up</source>
            <translation>Up</translation>
        </message>
    </context>
    <context>
        <name>QWidgetTextControl</name>
        <message>
            <source>&amp;Copy</source>
            <translation>[&amp;Cöþý ~]</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>[&amp;Påšţé ~~]</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>[&amp;Réðö ~]</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>[&amp;Uñðö ~]</translation>
        </message>
        <message>
            <source>Copy &amp;Link Location</source>
            <translation>[Çöþý &amp;Lîñķ Ļöçåţîöñ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>[Çû&amp;t ~]</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>[Ðéļéţé ~~]</translation>
        </message>
        <message>
            <source>Select All</source>
            <translation>[Šéļéçţ Åļļ ~~~~]</translation>
        </message>
    </context>
    <context>
        <name>SettingsForm</name>
        <message>
            <source>Look</source>
            <translation>[Ļööķ ~~]</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>[Ţĥéɱé ~~]</translation>
        </message>
        <message>
            <source>Light: a green felt table. Dark: a slate table, easier on the eyes at night.</source>
            <translation>[Ļîĝĥţ: å ĝŕééñ ƒéļţ ţåƀļé. Ðåŕķ: å šļåţé ţåƀļé, éåšîéŕ öñ ţĥé éýéš åţ ñîĝĥţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Colour-blind-friendly colours</source>
            <translation>[Çöļöûŕ-ƀļîñð-ƒŕîéñðļý çöļöûŕš ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Colours that stay distinct for the common kinds of colour blindness; shapes and symbols always differ too.</source>
            <translation>[Çöļöûŕš ţĥåţ šţåý ðîšţîñçţ ƒöŕ ţĥé çöɱɱöñ ķîñðš öƒ çöļöûŕ ƀļîñðñéšš; šĥåþéš åñð šýɱƀöļš åļŵåýš ðîƒƒéŕ ţöö. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Motion</source>
            <translation>[Ṁöţîöñ ~~]</translation>
        </message>
        <message>
            <source>Animation speed</source>
            <translation>[Åñîɱåţîöñ šþééð ~~~~~~]</translation>
        </message>
        <message>
            <source>How fast tiles, cards and dice move.</source>
            <translation>[Ĥöŵ ƒåšţ ţîļéš, çåŕðš åñð ðîçé ɱöṽé. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Bot speed</source>
            <translation>[Ɓöţ šþééð ~~~~]</translation>
        </message>
        <message>
            <source>The pause between a bot's steps, so you can follow its move.</source>
            <translation>[Ţĥé þåûšé ƀéţŵééñ å ƀöţ'š šţéþš, šö ýöû çåñ ƒöļļöŵ îţš ɱöṽé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Reduce motion (no animations or effects)</source>
            <translation>[Ŕéðûçé ɱöţîöñ (ñö åñîɱåţîöñš öŕ éƒƒéçţš) ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Pieces jump straight to their place and celebrations are skipped.</source>
            <translation>[Þîéçéš ĵûɱþ šţŕåîĝĥţ ţö ţĥéîŕ þļåçé åñð çéļéƀŕåţîöñš åŕé šķîþþéð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>[Ļåñĝûåĝé ~~~]</translation>
        </message>
        <message>
            <source>The language of the app. System follows your computer's language when the app speaks it, and English otherwise.</source>
            <translation>[Ţĥé ļåñĝûåĝé öƒ ţĥé åþþ. Šýšţéɱ ƒöļļöŵš ýöûŕ çöɱþûţéŕ'š ļåñĝûåĝé ŵĥéñ ţĥé åþþ šþéåķš îţ, åñð Éñĝļîšĥ öţĥéŕŵîšé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Changes show at once; Cancel puts things back.</source>
            <translation>[Çĥåñĝéš šĥöŵ åţ öñçé; Çåñçéļ þûţš ţĥîñĝš ƀåçķ. ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
    </context>
</TS>
