; Inno Setup 6.3+ script for the Windows installer of Baccarat Desktop.
;
;   iscc /DAppVersion=0.1.0 packaging\windows\baccarat-desktop.iss
;
; Reads the PyInstaller one-folder bundle from build\packaging\dist\baccarat-desktop\ and the icon
; from build\icons\ (python packaging\make_icons.py build\icons); writes
; dist\baccarat-desktop-VERSION-setup.exe. Paths are relative to this script's folder.
; The release workflow (.github/workflows/release.yml) runs exactly this.

#ifndef AppVersion
  #error Pass the version on the command line: iscc /DAppVersion=X.Y.Z baccarat-desktop.iss
#endif

#define AppName "Baccarat Desktop"
#define AppExe "baccarat-desktop.exe"
#define Root "..\.."

[Setup]
; The AppId identifies the program to Windows across versions (upgrades, uninstall): never change it.
AppId={{79714CD8-0A54-4FE0-BD96-981451C7A85B}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Baccarat Desktop developers
; Installs for the current user by default (no administrator rights needed, into
; %LOCALAPPDATA%\Programs); the first page offers "all users" (Program Files) instead.
; /CURRENTUSER or /ALLUSERS on the command line choose without asking.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
DefaultDirName={autopf}\{#AppName}
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#Root}\dist
OutputBaseFilename=baccarat-desktop-{#AppVersion}-setup
SetupIconFile={#Root}\build\icons\baccarat-desktop.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
WizardStyle=modern
Compression=lzma2/max
SolidCompression=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#Root}\build\packaging\dist\baccarat-desktop\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

; The hand history and settings (in %LOCALAPPDATA%\baccarat-desktop and
; %APPDATA%\baccarat-desktop) belong to the player and stay after an uninstall.
