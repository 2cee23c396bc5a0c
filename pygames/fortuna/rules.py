"""Fortuna's table for the estate engine: the board and decks of data.py and the rulebook's
numbers and switches (the reasons are in README.md, "Rulings")."""

from __future__ import annotations

from pygames.core.i18n import N_, Glossed
from pygames.estate.rules import RAILWAY, RESTAURANT, EstateRules

from . import data

RULES = EstateRules(
    spaces=data.SPACES,
    cards=data.CARDS,
    decks=data.DECKS,
    start_money=data.START_MONEY,
    currency=N_("ducats"),
    start_bonus=data.START_BONUS,
    start_bonus_on_landing=False,  # "If a pawn stops on the start space ... loses the right"
    detention_turns=data.HOSPITAL_ROUNDS,  # "missing three rounds of play"
    detention_fine=None,  # out early only by the release card
    detention_fine_total=0,
    detained_collect_rent=True,  # "While in hospital, the player has the right to collect rents"
    detained_deal=True,  # "... carry out all permitted transactions with the Bank and partners"
    houses=data.HOUSES,
    hotels=data.HOTELS,
    houses_per_round=None,
    hotels_per_lap=None,
    auction_step=data.AUCTION_STEP,
    auction_opening_percent=100,  # "The opening price is always based on the face value"
    counted_rents={RAILWAY: data.RAILWAY_RENTS, RESTAURANT: data.RESTAURANT_RENTS},
    utility_factors=data.UTILITY_FACTORS,
    doubles=False,  # tokens; and the two-dice option has no rule of doubles
    raise_to_buy=False,  # "transactions with the Bank only ... before laying down a token"
    smallest_note=data.SMALLEST_NOTE,
    interest_percent=data.INTEREST_PERCENT,
    # "The seller may present their offer to the other players in turn": to each of five others.
    proposals_per_turn=5,
    interest_in_notes=False,  # "plus 10%", no rounding named (docs/rulings.md: interest is exact)
    even_shortage_sale=True,  # "sell a whole hotel as five houses ... even building still applies"
    sent_to_detention=N_("{who} is sent to Hospital."),
    detained_where=N_("in Hospital"),
    released_by_card=N_("{who} uses a card and leaves Hospital."),
    traded_mortgage="repay",  # "The new owner must repay the Bank the mortgage debt plus 10%"
    bankrupt_mortgage="interest",  # "charges 10% of the value for transferring the mortgage"
    group_words={
        group: Glossed(data.GROUPS_GENITIVE[group], english)
        for group, english in data.GROUPS_ENGLISH.items()
    },
)
