"""The main window around the views: menus and actions, the status bar, replay, the keyboard help, language
and sound.
"""
