"""The main window around the views: its actions and menus (actions.py), the views it hosts as
registered parts (views.py, parts.py), the status bar, the felt's follower, replay, the docks,
icons, the chrome's size, the keyboard help, language and sound.
"""
