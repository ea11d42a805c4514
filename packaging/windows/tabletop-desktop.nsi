; Windows installer for Tabletop Desktop (NSIS 3, Unicode).
;
;   makensis /DVERSION=0.1.0 /DSOURCE_DIR=..\..\dist\tabletop-desktop ^
;            /DOUTFILE=..\..\dist\TabletopDesktop-0.1.0-setup.exe packaging\windows\tabletop-desktop.nsi
;
; SOURCE_DIR is the one-folder PyInstaller build (tabletop-desktop.exe and _internal\).
; Installs for all users under Program Files, with Start-menu and (optional) desktop shortcuts,
; the .tabletop saved-game association with its own icon, and an uninstaller that removes the
; files, the shortcuts and every registry key it wrote.

Unicode true
ManifestDPIAware true
SetCompressor /SOLID lzma

!ifndef VERSION
  !define VERSION "0.1.0"
!endif
!ifndef SOURCE_DIR
  !define SOURCE_DIR "${__FILEDIR__}\..\..\dist\tabletop-desktop"
!endif
!ifndef OUTFILE
  !define OUTFILE "TabletopDesktop-${VERSION}-setup.exe"
!endif

!define APP_NAME "Tabletop Desktop"
!define APP_EXE "tabletop-desktop.exe"
!define PUBLISHER "Tabletop Desktop developers"
!define PROG_ID "TabletopDesktop.SavedGame"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\TabletopDesktop"
!define ICONS "${__FILEDIR__}\..\..\resources\icons"

!include "MUI2.nsh"
!include "FileFunc.nsh"
!include "x64.nsh"

Name "${APP_NAME}"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\${APP_NAME}"
InstallDirRegKey HKLM "${UNINSTALL_KEY}" "InstallLocation"
RequestExecutionLevel admin
BrandingText "${APP_NAME} ${VERSION}"

; Version information shown in the installer's file properties.
VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=1033 "ProductName" "${APP_NAME}"
VIAddVersionKey /LANG=1033 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileDescription" "${APP_NAME} installer"
VIAddVersionKey /LANG=1033 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=1033 "LegalCopyright" "MIT licence"

!define MUI_ICON "${ICONS}\tabletop-desktop.ico"
!define MUI_UNICON "${ICONS}\tabletop-desktop.ico"
!define MUI_ABORTWARNING
; The installer runs as administrator; the app must not. Explorer starts it as the signed-in
; person, with their own rights and their own settings folder.
!define MUI_FINISHPAGE_RUN
!define MUI_FINISHPAGE_RUN_TEXT "Start ${APP_NAME}"
!define MUI_FINISHPAGE_RUN_FUNCTION StartAsSignedInUser

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_ICONSTOP "${APP_NAME} needs 64-bit Windows."
    Abort
  ${EndIf}
  SetRegView 64
FunctionEnd

Function StartAsSignedInUser
  Exec '"$WINDIR\explorer.exe" "$INSTDIR\${APP_EXE}"'
FunctionEnd

Function un.onInit
  SetRegView 64
FunctionEnd

Section "${APP_NAME} (required)" SecApp
  SectionIn RO
  SetShellVarContext all
  SetOutPath "$INSTDIR"
  ; An upgrade replaces the bundle: files the old version had and this one has not must go.
  RMDir /r "$INSTDIR\_internal"
  File /r "${SOURCE_DIR}\*.*"
  File "/oname=tabletop-desktop-save.ico" "${ICONS}\tabletop-desktop-save.ico"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortCut "$SMPROGRAMS\${APP_NAME}.lnk" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\${APP_EXE}" 0

  ; Saved games (.tabletop) open in the app and show the saved-game icon.
  WriteRegStr HKLM "Software\Classes\.tabletop" "" "${PROG_ID}"
  WriteRegStr HKLM "Software\Classes\.tabletop" "Content Type" "application/x-tabletop-desktop-save"
  WriteRegStr HKLM "Software\Classes\${PROG_ID}" "" "${APP_NAME} saved game"
  WriteRegStr HKLM "Software\Classes\${PROG_ID}\DefaultIcon" "" "$INSTDIR\tabletop-desktop-save.ico,0"
  WriteRegStr HKLM "Software\Classes\${PROG_ID}\shell\open\command" "" '"$INSTDIR\${APP_EXE}" "%1"'
  WriteRegStr HKLM "Software\Classes\Applications\${APP_EXE}\SupportedTypes" ".tabletop" ""

  ; Apps & features entry.
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${APP_EXE},0"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKLM "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "EstimatedSize" "$0"

  ; Tell Explorer the associations changed (SHCNE_ASSOCCHANGED).
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd

Section "Desktop shortcut" SecDesktop
  SetShellVarContext all
  CreateShortCut "$DESKTOP\${APP_NAME}.lnk" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\${APP_EXE}" 0
SectionEnd

LangString DESC_SecApp ${LANG_ENGLISH} "The app, its Start-menu shortcut and the .tabletop saved-game type."
LangString DESC_SecDesktop ${LANG_ENGLISH} "A shortcut on the desktop."
!insertmacro MUI_FUNCTION_DESCRIPTION_BEGIN
  !insertmacro MUI_DESCRIPTION_TEXT ${SecApp} $(DESC_SecApp)
  !insertmacro MUI_DESCRIPTION_TEXT ${SecDesktop} $(DESC_SecDesktop)
!insertmacro MUI_FUNCTION_DESCRIPTION_END

Section "Uninstall"
  SetShellVarContext all
  Delete "$SMPROGRAMS\${APP_NAME}.lnk"
  Delete "$DESKTOP\${APP_NAME}.lnk"

  ; Only what the installer put there: never a blanket delete of a folder the user chose.
  Delete "$INSTDIR\${APP_EXE}"
  Delete "$INSTDIR\tabletop-desktop-save.ico"
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"

  ; The .tabletop extension is cleared only while it still points at this app.
  ReadRegStr $0 HKLM "Software\Classes\.tabletop" ""
  ${If} $0 == "${PROG_ID}"
    DeleteRegKey HKLM "Software\Classes\.tabletop"
  ${EndIf}
  DeleteRegKey HKLM "Software\Classes\${PROG_ID}"
  DeleteRegKey HKLM "Software\Classes\Applications\${APP_EXE}"
  DeleteRegKey HKLM "${UNINSTALL_KEY}"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd
