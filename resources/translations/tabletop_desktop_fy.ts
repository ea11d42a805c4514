<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fy_NL" sourcelanguage="en">
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
            <translation type="unfinished"></translation>
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
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Step up</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Step &amp;down</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>QCocoaTheme</name>
        <message>
            <source>Don't Save</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>QCupsJobWidget</name>
        <message>
            <source>Banner Pages</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Billing information:</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Classified</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Confidential</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Day (06:00 to 17:59)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>End:</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Hold Indefinitely</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Job</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Job Control</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Job priority:</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Night (18:00 to 05:59)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>None</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Print Immediately</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Scheduled printing:</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Second Shift (16:00 to 23:59)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Secret</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Specific Time</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Standard</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Start:</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Third Shift (00:00 to 07:59)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Top Secret</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Unclassified</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Weekend (Saturday to Sunday)</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>%1
File not found.
Please verify the correct file name was given.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>%1 File</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>%1 already exists.
Do you want to replace it?</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Choose</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;New Folder</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>'%1' is write protected.
Do you want to delete it anyway?</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Alias</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>All Files (*)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Alt+Left</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Alt+Right</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Alt+Up</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Are you sure you want to delete '%1'?</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Back</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Change to detail view mode</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Change to list view mode</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Could not delete directory.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Create New Folder</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Create a New Folder</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Delete</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Detail View</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Directories</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Directory:</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Drive</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>File</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>File &amp;name:</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>File Folder</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Files</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Files of type:</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Find Directory</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Folder</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Forward</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Go back</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Go forward</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Go to the parent directory</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>List View</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>List of places and bookmarks</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Look in:</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>New Folder</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Open</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Parent Directory</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Recent Places</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Remove</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Save As</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Shortcut</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Show </source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Show &amp;hidden files</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Sidebar</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <source>%1 GB</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>%1 KB</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>%1 MB</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>%1 TB</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>%1 byte(s)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>%1 bytes</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;The name "%1" can not be used.&lt;/b&gt;&lt;p&gt;Try using another name, with fewer characters or no punctuations marks.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Computer</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Date Modified</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Invalid filename</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Kind</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Name</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Size</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Type</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>QGnomeTheme</name>
        <message>
            <source>&amp;Cancel</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;OK</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Close without Saving</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>QLineEdit</name>
        <message>
            <source>&amp;Copy</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Delete</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Select All</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>QMessageBox</name>
        <message>
            <source>Help</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Hide Details...</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>OK</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Show Details...</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>QPageSetupWidget</name>
        <message>
            <source>CC</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Cicero (CC)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Custom</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>DD</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Didot (DD)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Form</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Height:</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Inches (in)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Landscape</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Margins</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Millimeters (mm)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Orientation</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Page Layout</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Page order:</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Page size:</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Pages per sheet:</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Paper</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Paper source:</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Pica (P̸)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Points (pt)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Portrait</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>P̸</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Reverse landscape</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Reverse portrait</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Width:</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>bottom margin</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>in</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>left margin</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>mm</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>pt</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>right margin</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>top margin</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>&amp;No</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Abort</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Apply</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Close</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Discard</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Help</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Ignore</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>N&amp;o to All</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>OK</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Open</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Reset</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Retry</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Save</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Save All</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Yes to &amp;All</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>QPrintDialog</name>
        <message>
            <source>%1 already exists.
Do you want to overwrite it?</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>%1 is a directory.
Please choose a different file name.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Options &lt;&lt;</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Options &gt;&gt;</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Print</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>1 (1x1)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>16 (4x4)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>2 (2x1)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>4 (2x2)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>6 (2x3)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>9 (3x3)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>All Pages</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Automatic</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Bottom to Top, Left to Right</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Bottom to Top, Right to Left</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Even Pages</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>File %1 is not writable.
Please choose a different file name.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Left to Right, Bottom to Top</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Left to Right, Top to Bottom</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Local file</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>OK</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Odd Pages</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Options 'Pages Per Sheet' and 'Page Set' cannot be used together.
Please turn one of those options off.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Print</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Print To File ...</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Print to File (PDF)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Right to Left, Bottom to Top</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Right to Left, Top to Bottom</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The 'From' value cannot be greater than the 'To' value.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Top to Bottom, Left to Right</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Top to Bottom, Right to Left</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Write PDF file</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>QPrintPreviewDialog</name>
        <message>
            <source>%1%</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Export to PDF</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>First page</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Fit page</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Fit width</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Landscape</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Last page</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Next page</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Page Setup</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Page setup</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Portrait</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Previous page</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Print</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Print Preview</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Show facing pages</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Show overview of all pages</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Show single page</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Zoom in</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Zoom out</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>QPrintPropertiesDialog</name>
        <message>
            <source>Job Options</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Printer Properties</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>QPrintPropertiesWidget</name>
        <message>
            <source>Form</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Page</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>QPrintSettingsOutput</name>
        <message>
            <source>Collate</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Color</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Color Mode</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Copies</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Copies:</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Current Page</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Duplex Printing</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Form</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Grayscale</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Long side</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>None</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Options</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Output Settings</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Page Set:</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Pages from</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Print all</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Print range</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Reverse</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Selection</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Short side</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>to</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>QPrintWidget</name>
        <message>
            <source>&amp;Name:</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>...</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Form</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Location:</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Output &amp;file:</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>P&amp;roperties</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Preview</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Printer</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Type:</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>QScrollBar</name>
        <message>
            <source>Bottom</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Left edge</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Page down</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Page left</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Page right</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Page up</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Right edge</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Scroll down</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Scroll here</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Scroll left</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Scroll right</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Scroll up</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Top</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>QShortcut</name>
        <message>
            <source>+</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Alt</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Backspace</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Backtab</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Ctrl</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Del</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Down</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>End</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Enter</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Esc</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>F%1</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Help</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Home</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Ins</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Left</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Menu</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Meta</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Num</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Pause</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>PgDown</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>PgUp</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Print</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Return</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Right</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Shift</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Space</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Tab</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Up</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>QWidgetTextControl</name>
        <message>
            <source>&amp;Copy</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Copy &amp;Link Location</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Delete</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Select All</source>
            <translation type="unfinished"></translation>
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
