"""The dialogs: settings, rules and payouts, about, the questions the game asks, and the form pieces they
share.
"""
