"""Fortuna (1984): the Polish game of Warsaw's hotels, restaurants and stations c. 1900.

Rules: /rules/fortuna-1984.txt (authority) and RULINGS.md. The board and the two decks are data
designed to the rulebook's numbers (data.py; the reasons in README.md). Not yet registered: the
state, bots and view come with the estate engine's Fortuna hooks.
"""
