; Inno Setup 6.3+ script for the Windows installer of Baccarat Desktop.
;
;   iscc /DAppVersion=0.1.0 packaging\windows\baccarat-desktop.iss
;
; Reads the PyInstaller one-folder bundle from build\packaging\dist\baccarat-desktop\ and the icon
; from build\icons\ (python packaging\make_icons.py build\icons); writes
; dist\baccarat-desktop-VERSION-setup.exe. Paths are relative to this script's folder.
; The bundle holds two programs (packaging/baccarat-desktop.spec): "Baccarat Desktop.exe", the game's
; window without a console (the Start menu's), and baccarat-desktop.exe, the command line (simulate,
; lab, odds --json, --version, ...). The command line goes on PATH (a task, on by default: the user's
; PATH, or the machine's for an all-users install; taken off again by the uninstaller) and has its
; own Start menu entry, a Command Prompt where `baccarat-desktop` works.
; The release workflow (.github/workflows/release.yml) runs exactly this.

#ifndef AppVersion
  #error Pass the version on the command line: iscc /DAppVersion=X.Y.Z baccarat-desktop.iss
#endif

#define AppName "Baccarat Desktop"
#define AppExe "Baccarat Desktop.exe"
#define ConsoleExe "baccarat-desktop.exe"
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
; The PATH task: running programs and new Command Prompts learn the new PATH without a restart.
ChangesEnvironment=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
Name: "addtopath"; Description: "Put the command line (baccarat-desktop) on PATH"; GroupDescription: "Command line:"

[Files]
Source: "{#Root}\build\packaging\dist\baccarat-desktop\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
; A Command Prompt with the command line on its PATH, showing what it does.
Name: "{autoprograms}\{#AppName} command line"; Filename: "{cmd}"; Parameters: "/k ""set PATH={app};%PATH%&& {#ConsoleExe} --help"""; WorkingDir: "{userdocs}"; IconFilename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; The command line on PATH: the user's (a per-user install) or the machine's (all users); see [Code].
Root: HKA; Subkey: "{code:EnvironmentKey}"; ValueType: expandsz; ValueName: "Path"; ValueData: "{olddata};{app}"; Check: NeedsAddPath('{app}'); Tasks: addtopath

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

; The hand history and settings (in %LOCALAPPDATA%\baccarat-desktop and
; %APPDATA%\baccarat-desktop) belong to the player and stay after an uninstall.

[Code]
{ The PATH of this install's mode: the machine's for all users (administrator), else the user's. }
function EnvironmentKey(Param: String): String;
begin
  if IsAdminInstallMode then
    Result := 'SYSTEM\CurrentControlSet\Control\Session Manager\Environment'
  else
    Result := 'Environment';
end;

function EnvironmentRoot: Integer;
begin
  if IsAdminInstallMode then
    Result := HKEY_LOCAL_MACHINE
  else
    Result := HKEY_CURRENT_USER;
end;

{ Whether the folder is not on that PATH yet (an upgrade or a reinstall adds it once). }
function NeedsAddPath(Dir: String): Boolean;
var
  Paths: String;
begin
  Dir := ExpandConstant(Dir);
  if not RegQueryStringValue(EnvironmentRoot, EnvironmentKey(''), 'Path', Paths) then
    Result := True
  else
    Result := Pos(';' + Uppercase(Dir) + ';', ';' + Uppercase(Paths) + ';') = 0;
end;

{ Uninstalling takes the folder off PATH again and leaves the rest of it as it was. }
procedure CurUninstallStepChanged(CurUninstallStep: TUninstallStep);
var
  Dir, Paths: String;
  At: Integer;
begin
  if CurUninstallStep <> usPostUninstall then
    exit;
  if not RegQueryStringValue(EnvironmentRoot, EnvironmentKey(''), 'Path', Paths) then
    exit;
  Dir := ExpandConstant('{app}');
  Paths := ';' + Paths + ';';
  At := Pos(';' + Uppercase(Dir) + ';', Uppercase(Paths));
  if At = 0 then
    exit;
  Delete(Paths, At, Length(Dir) + 1);
  RegWriteExpandStringValue(EnvironmentRoot, EnvironmentKey(''), 'Path', Copy(Paths, 2, Length(Paths) - 2));
end;
