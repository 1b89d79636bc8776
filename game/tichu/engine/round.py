"""One round of Tichu as a state machine (docs/TICHU_RULES.md T4-T26, T29, T30).

Phases: GRAND (8 cards each; every seat says whether it calls Grand Tichu), EXCHANGE (14
cards; every seat gives one card to each other seat), PLAY (tricks), WISH (the Mah Jong's
player names a rank or none), GIFT (a trick won by the Dragon is given to an opponent),
OVER (`over` says so: an attribute kept with the phase, as every action asks it). More than
one seat may act at once: `waiting()` lists the seats whose decision the round needs;
`legal_actions(seat)` is everything a seat may do now, including what it may do out of
turn (a bomb, a Tichu call). `apply(action)` returns the events, or raises TichuError
naming the rule and leaves the round as it was.
"""
from __future__ import annotations

from itertools import repeat
from operator import is_, itemgetter
from typing import Optional, Sequence

from .cards import DR_BIT, FULL_DECK, MAHJONG, MJ_BIT, PH_BIT, RANK_MASK, card_name, \
    cards_of, count, mask_of
from .actions import _AFTER, _BEAT_SINGLE, _BITS, _EMITS, _GIFTS, _GIVE_EVENTS, _GIVE_OF, \
    _GIVES, _GRANDS, _IN_EXCHANGE, _IN_GIFT, _IN_GRAND, _IN_OVER, _IN_PLAY, _IN_WISH, \
    _LEAD_EVENTS, _OTHERS, _PASS, _PASS_EVENTS, _PHOENIX_ON, _SEATS, _SINGLES, _TABLES, \
    _TICHU, _WISHES, WISH_RANKS, Action, Event, Phase, TichuError, _actions_of, \
    _as_actions, _new, opponents, partner, team
from .combos import _FROM_RANK, BOMB, DOG, DRAGON_RANK, PAIR, SINGLE, TRIPLE, Play, _read, \
    bombs, follow_groups, has_bomb, identify, leads, plays
from .rules import TichuRules

__all__ = ["Round", "Phase", "Action", "Event", "TichuError", "partner", "team", "opponents",
           "WISH_RANKS"]  # (the vocabulary is actions.py's; its users import it from here)


class _SeatState:
    """What a round keeps for one seat besides the rules' state: the deal's 14 cards and
    those not given yet in the exchange, and what legal_actions() keeps between calls.
    (Its own object: Python 3.11 looks an object's attributes up fast only while its
    class has at most 29 names, which Round's state nearly takes.)"""
    __slots__ = ("dealt", "to_give", "legal_at", "legal", "leads", "may_bomb", "rare")

    def __init__(self, dealt: int, cards: Sequence[int]):
        self.dealt = dealt  # the 14 cards dealt
        self.to_give = sorted(cards)  # in the exchange, the cards not given yet
        self.legal_at = -1  # the version `legal` was made at
        self.legal: Optional[list[Action]] = None
        self.leads: Optional[tuple[int, list[Action]]] = None  # (hand, its leads)
        # the cards outside a hand known to hold no bomb (nor then any part of it), and
        # those with the Phoenix: a follow's rare cases
        self.may_bomb = -1
        self.rare = -1

    def no_bomb(self, hand: int) -> None:
        """The seat's hand holds no bomb: a hand only loses cards, so none of its later
        hands will either, and its follows need not ask again."""
        self.may_bomb = ~hand
        self.rare = ~hand | PH_BIT


class Round:
    def __init__(self, rules: TichuRules, dealer: int, hands: Sequence[Sequence[int]]):
        """`hands`: each seat's 14 cards in the order dealt; the first 8 are the cards
        dealt before the Grand Tichu calls (T4, T5)."""
        dealt = [tuple(h) for h in hands]
        first8 = [mask_of(h[:8]) for h in dealt]
        full = [m | mask_of(h[8:]) for m, h in zip(first8, dealt)]
        # 14 cards each whose masks make the deck: the 56 cards once each
        if len(dealt) != 4 or any(len(h) != 14 for h in dealt) or \
                full[0] | full[1] | full[2] | full[3] != FULL_DECK:
            raise ValueError("a Tichu round needs four hands of 14 cards, the 56 cards once each")
        self.rules = rules
        self.dealer = dealer
        self.dealt = dealt
        self.first8 = first8
        self.grand: list[Optional[bool]] = [None] * 4
        self.tichu = [False] * 4
        self.gives: list[dict[int, int]] = [{} for _ in range(4)]  # to seat -> card
        self.played_any = [False] * 4
        self.out: list[int] = []
        self.won = [0] * 4  # the cards of the tricks each seat holds
        self.trick: list[tuple[int, Play]] = []
        self.trick_cards = 0
        self.tricks: list[tuple[tuple[tuple[int, Play], ...], int]] = []  # (plays, winner)
        self.top: Optional[tuple[int, Play]] = None
        self.passes = 0
        self.passed: list[int] = []  # who passed since the last play (shown at the table)
        self.wish = 0  # the wished rank in force, 0: none (T16)
        self.wished: Optional[int] = None  # what was wished, 0 for nothing, None: not yet
        self.pending = -1  # the seat that must wish or give the Dragon's trick
        self.to_act = -1
        self.history: list[Action] = []
        self.version = 0
        self._seats = [_SeatState(m, h) for m, h in zip(full, dealt)]
        # whether the phase is OVER, kept with it (asked before every action: an attribute
        # costs a tenth of a property)
        self.over = False
        if rules.grand_calls:
            self.phase = _IN_GRAND
            self.hands = list(self.first8)
        else:
            self.grand = [False] * 4
            self._deal_rest()

    @classmethod
    def in_play(cls, rules: TichuRules, hands: Sequence[int], *, to_act: int,
                won: Sequence[int] = (0, 0, 0, 0), trick: Sequence[tuple[int, Play]] = (),
                passed: Sequence[int] = (), out: Sequence[int] = (), wish: int = 0,
                wished: Optional[int] = None, grand: Sequence[bool] = (False,) * 4,
                tichu: Sequence[bool] = (False,) * 4,
                played_any: Sequence[bool] = (True,) * 4, wish_by: int = -1,
                gift: Optional[tuple[int, int, bool]] = None) -> "Round":
        """A round in the play with these hands (masks) and this table, as a seat that
        imagines the hidden cards sees it: the search bot's layouts. Nothing of how it
        came about is kept (no deal, no history). `wish_by`: the seat that played the
        Mah Jong (on the table) names its wish first, then the seat after it plays;
        `gift`: (seat, cards, whether the round then ends), the Dragon's trick waits for
        that seat's gift."""
        rnd = cls.__new__(cls)
        rnd.rules, rnd.dealer, rnd.dealt, rnd.first8 = rules, 0, [], [0] * 4
        rnd.hands = list(hands)
        rnd.grand, rnd.tichu = list(grand), list(tichu)
        rnd.gives = [{} for _ in range(4)]
        rnd.played_any = list(played_any)
        rnd.out, rnd.won = list(out), list(won)
        rnd.trick = list(trick)
        rnd.trick_cards = 0
        for _, p in rnd.trick:
            rnd.trick_cards |= p.cards
        rnd.tricks = []
        rnd.top = rnd.trick[-1] if rnd.trick else None
        rnd.passed = list(passed)
        rnd.passes = len(rnd.passed)
        rnd.wish, rnd.wished, rnd.pending = wish, wished, -1
        rnd.to_act, rnd.phase, rnd.over = to_act, _IN_PLAY, False
        rnd.history, rnd.version = [], 0
        rnd._seats = [_SeatState(h, ()) for h in rnd.hands]
        if wish_by >= 0:
            rnd.phase, rnd.pending = _IN_WISH, wish_by
            rnd.to_act = rnd._next_active(wish_by)
        elif gift is not None:
            rnd.pending, rnd._gift_cards, rnd._gift_final = gift
            rnd.phase = _IN_GIFT
        return rnd

    # ------------------------------------------------------------------ queries

    def active(self) -> list[int]:
        """The seats that still hold cards."""
        return [s for s in range(4) if self.hands[s]]

    def waiting(self) -> list[int]:
        """The seats whose decision the round needs now (T29)."""
        if self.phase is _IN_PLAY:
            return [self.to_act]
        if self.phase is _IN_GRAND:
            return [s for s in range(4) if self.grand[s] is None]
        if self.phase is _IN_EXCHANGE:  # (asked 12 times a round: no comprehension)
            a, b, c, d = map(len, self.gives)
            out = []
            if a < 3:
                out.append(0)
            if b < 3:
                out.append(1)
            if c < 3:
                out.append(2)
            if d < 3:
                out.append(3)
            return out
        if self.phase in (_IN_WISH, _IN_GIFT):
            return [self.pending]
        return []

    def observation(self, seat: int):
        from .observation import observe
        return observe(self, seat)

    def may_call_tichu(self, seat: int) -> bool:
        """T6: before one's first card, with no call made yet, once 14 cards are held."""
        if self.tichu[seat] or self.grand[seat] or self.played_any[seat]:
            return False
        if self.rules.tichu_call == "before_exchange":
            return self.phase is _IN_EXCHANGE and not self.gives[seat]
        return self.phase in (_IN_EXCHANGE, _IN_PLAY)

    def legal_actions(self, seat: int) -> list[Action]:
        """Everything `seat` may do now, in and out of turn (cached until the next
        change)."""
        state = self._seats[seat]
        if state.legal_at == self.version:
            return state.legal
        hand = self.hands[seat]
        if self.phase is _IN_PLAY and seat == self.to_act and hand:  # the common case, inline
            top = self.top
            if top is None:
                out = self._leads(seat, hand, state)
                if self.wish:
                    out = self._fulfilling(hand, out) or out
            else:
                top = top[1]
                if top.kind == SINGLE:  # the commonest follow, from tables
                    m = hand & _BEAT_SINGLE[top.rank]
                    out = []
                    while m:
                        low = m & -m
                        out.append(_SINGLES[seat][low])
                        m ^= low
                    if hand & state.rare:  # the Phoenix, or maybe a bomb (one test)
                        if hand & PH_BIT and top.rank < DRAGON_RANK:  # T20
                            out.append(_PHOENIX_ON[seat][top.rank])
                        if hand & state.may_bomb:
                            if has_bomb(hand):
                                out += _as_actions(seat, bombs(hand))
                            else:
                                state.no_bomb(hand)
                elif top.kind == PAIR or top.kind == TRIPLE:  # from the seat's tables too
                    out = _read(_TABLES[seat].groups[top.length, 1 if hand & PH_BIT else 0],
                                hand & _FROM_RANK[top.rank // 2 + 1])
                    if hand & state.may_bomb:
                        if has_bomb(hand):
                            out += _as_actions(seat, bombs(hand))
                        else:
                            state.no_bomb(hand)
                elif top.kind == BOMB or top.kind == DOG:  # (nothing is played on the Dog)
                    out = _as_actions(seat, plays(hand, top))
                else:  # a full house, straight or stairs
                    out = _actions_of(seat, follow_groups(hand, top))
                    if hand & state.may_bomb:
                        if has_bomb(hand):
                            out += _as_actions(seat, bombs(hand))
                        else:
                            state.no_bomb(hand)
                if self.wish:  # the wish may bind, and then no pass either
                    out = self._fulfilling(hand, out) or out + [_PASS[seat]]
                else:
                    out.append(_PASS[seat])
            if not self.played_any[seat] and self.may_call_tichu(seat):
                out.insert(0, _TICHU[seat])
        else:
            out = self._legal_now(seat)
        state.legal_at = self.version
        state.legal = out
        return out

    def _fulfilling(self, hand: int, candidates: list[Action]) -> list[Action]:
        """Of the plays of the seat to act, those it must choose from under the wish in
        force: the ones that fulfil it, if any can (T16), and then the bombs without it if
        the rules allow (T17); [] if the wish does not bind."""
        wished = RANK_MASK[self.wish]
        if not hand & wished:
            return []
        fulfil = [a for a in candidates if a[2].cards & wished]
        if fulfil and self.rules.wish_bomb == "any_time":
            fulfil += [a for a in candidates if a[2].kind == BOMB and not a[2].cards & wished]
        return fulfil

    def _legal_now(self, seat: int) -> list[Action]:
        """legal_actions() but for the seat to act in the play."""
        phase = self.phase
        if phase is _IN_PLAY:  # out of turn
            out = [_TICHU[seat]] if not self.played_any[seat] and self.may_call_tichu(seat) else []
            hand = self.hands[seat]
            top = self.top[1] if self.top else None
            # only a bomb on a combination (T14)
            if hand and top is not None and top.kind != DOG:
                out += _as_actions(seat, bombs(hand, top))
            return out
        if phase is _IN_GRAND:
            return list(_GRANDS[seat]) if self.grand[seat] is None else []
        out = [_TICHU[seat]] if self.may_call_tichu(seat) else []
        if phase is _IN_EXCHANGE:
            gives = self.gives[seat]
            cards = itemgetter(*self._seats[seat].to_give)
            rows = _GIVES[seat]
            a, b, c = _OTHERS[seat]  # (asked 12 times a round: no loop)
            if a not in gives:
                out += cards(rows[a])  # 12 or more cards: a tuple
            if b not in gives:
                out += cards(rows[b])
            if c not in gives:
                out += cards(rows[c])
            return out
        if phase is _IN_WISH:
            return list(_WISHES[seat]) if seat == self.pending else []
        if phase is _IN_GIFT:
            return list(_GIFTS[seat]) if seat == self.pending else []
        return out

    def _leads(self, seat: int, hand: int, state: "_SeatState") -> list[Action]:
        """Every lead of the seat's hand, as actions, in a new list. A hand only ever loses
        cards, and a combination is its cards alone, so the leads of a smaller hand are
        those of the larger one that keep to it: the last list is filtered rather than
        made again."""
        last = state.leads
        if last is not None and last[0] & hand == hand:
            gone = last[0] ^ hand  # (the hand is part of it)
            if not gone:
                return list(last[1])
            found = [a for a in last[1] if not a[2].cards & gone]
        else:
            found = leads(hand, _TABLES[seat], _EMITS[seat])
        state.leads = (hand, found)
        return list(found)

    # ------------------------------------------------------------------ applying
    def apply(self, action: Action) -> list[Event]:
        if not isinstance(action, Action) or action[1] not in _SEATS:
            raise TichuError(f"{action!r} is not an action of a seat 0..3", "T30")
        kind, seat, data = action
        state = self._seats[seat]
        legal = state.legal if state.legal_at == self.version else self.legal_actions(seat)
        # most actions are taken from the list itself: a pass is its last; a give is one of
        # _GIVES, legal while its seat and card are free (the list holds up to 42); in any
        # other long list look for that object first (`in` compares each other action by
        # value; a short list it scans faster)
        if legal and legal[-1] is action:
            pass
        elif kind == "give" and (given := _GIVE_OF.get(id(action))) is not None and \
                self.phase is _IN_EXCHANGE and given[0] not in self.gives[seat] and \
                given[1] in state.to_give:
            pass
        elif (len(legal) < 16 or not any(map(is_, legal, repeat(action)))) and action not in legal:
            raise TichuError(self.why_illegal(action), self._rule_of(action))
        self.version += 1
        self.history.append(action)
        if kind == "pass":  # the commonest action, inline: a call costs as much as its lines
            self.passes += 1
            self.passed.append(seat)
            events = [_PASS_EVENTS[seat]]
            hands = self.hands
            # T11: the trick ends when every other seat with cards has passed
            if self.passes >= 4 - hands.count(0) - (1 if hands[self.top[0]] else 0):
                self._close_trick(events)
            else:
                for s in _AFTER[seat]:  # _next_active(), inline
                    if hands[s]:
                        self.to_act = s
                        break
            return events
        return _DO[kind](self, seat, data)

    def _do_grand(self, seat: int, call: bool) -> list[Event]:
        self.grand[seat] = call
        events = [_new(Event, ("grand", seat, call))]
        if None not in self.grand:
            events += self._deal_rest()
        return events

    def _deal_rest(self) -> list[Event]:
        """T5: the other 6 cards; then the exchange (T8)."""
        self.hands = [state.dealt for state in self._seats]
        self.phase = _IN_EXCHANGE
        return [_new(Event, ("dealt6", None, tuple(h[8:] for h in self.dealt)))]

    def _do_tichu(self, seat: int, _data) -> list[Event]:
        self.tichu[seat] = True
        return [_new(Event, ("tichu", seat, None))]

    def _do_give(self, seat: int, data) -> list[Event]:
        c, to = data
        gives = self.gives[seat]
        gives[to] = c
        self._seats[seat].to_give.remove(c)
        events = [_GIVE_EVENTS[seat][to]]  # the card stays hidden until all have given
        if len(gives) == 3 and sum(map(len, self.gives)) == 12:  # all have given
            hands = self.hands
            for s, given in enumerate(self.gives):
                for to, c in given.items():
                    bit = _BITS[c]
                    hands[s] ^= bit
                    hands[to] |= bit
            self.phase = _IN_PLAY
            for s in range(4):
                if hands[s] & MJ_BIT:  # T9
                    self.to_act = s
                    break
            events.append(_new(Event, ("exchange", None, tuple(tuple(sorted(g.items())) for g in self.gives))))
            events.append(_LEAD_EVENTS[self.to_act])
        return events

    def _do_play(self, seat: int, play: Play) -> list[Event]:
        kind, _, _, cards = play
        hands = self.hands
        hand = hands[seat] = hands[seat] ^ cards  # (the cards are in it)
        self.played_any[seat] = True
        events = [_new(Event, ("play", seat, play))]
        if self.wish and cards & RANK_MASK[self.wish]:
            events.append(_new(Event, ("wish_fulfilled", seat, self.wish)))
            self.wish = 0
        if kind == DOG:  # T18: the lead goes to the partner, the Dog's trick to its player
            self.won[seat] |= play.cards
            self.tricks.append((((seat, play),), seat))
            self._went_out(seat, events)
            if not self.over:
                mate = partner(seat)
                self.to_act = mate if self.hands[mate] else self._next_active(mate)
                events.append(_new(Event, ("dog", seat, self.to_act)))
            return events
        self.top = top = (seat, play)
        self.trick.append(top)
        self.trick_cards |= cards
        self.passes = 0
        self.passed = []
        if not hand:
            self._went_out(seat, events)
            if self.phase is _IN_OVER or self.phase is _IN_GIFT:
                return events
        if cards & MJ_BIT:  # T15
            self.phase, self.pending = _IN_WISH, seat
        for s in _AFTER[seat]:  # _next_active(), inline
            if hands[s]:
                self.to_act = s
                break
        return events

    def _went_out(self, seat: int, events: list[Event]) -> None:
        """T21, T22: a seat with no cards left is out; the round may end here."""
        if self.hands[seat]:
            return
        self.out.append(seat)
        events.append(_new(Event, ("out", seat, len(self.out))))
        double = len(self.out) == 2 and (self.out[0] + 2) % 4 == self.out[1]  # partners
        if double or len(self.out) == 3:
            self._close_trick(events, final=True, gift=not double)  # a double win counts no cards

    def _close_trick(self, events: list[Event], final: bool = False, gift: bool = True) -> None:
        """The trick goes to its last player (T12), or waits for the Dragon's gift (T19)."""
        if not self.trick:
            if final:
                self._end(events)
            return
        winner, play = self.top
        self.tricks.append((tuple(self.trick), winner))
        cards = self.trick_cards
        self.trick, self.trick_cards, self.top, self.passes, self.passed = [], 0, None, 0, []
        if play.cards == DR_BIT and gift:
            self.phase, self.pending = _IN_GIFT, winner
            self._gift_cards = cards
            self._gift_final = final
            events.append(_new(Event, ("trick", winner, cards)))
            return
        self.won[winner] |= cards
        events.append(_new(Event, ("trick", winner, cards)))
        if final:
            self._end(events)
        else:
            self.to_act = to_act = winner if self.hands[winner] else self._next_active(winner)
            events.append(_LEAD_EVENTS[to_act])

    def _do_wish(self, seat: int, rank: int) -> list[Event]:
        self.wish = rank
        self.wished = rank
        self.phase, self.pending = _IN_PLAY, -1
        return [_new(Event, ("wish", seat, rank))]

    def _do_gift(self, seat: int, to: int) -> list[Event]:
        self.won[to] |= self._gift_cards
        self.phase, self.pending = _IN_PLAY, -1
        events = [_new(Event, ("gift", seat, to))]
        if self._gift_final:
            self._end(events)
        else:
            self.to_act = seat if self.hands[seat] else self._next_active(seat)
            events.append(_LEAD_EVENTS[self.to_act])
        return events

    def _end(self, events: list[Event]) -> None:
        self.phase = _IN_OVER
        self.over = True
        self.to_act = -1
        events.append(_new(Event, ("round_over", None, tuple(self.out))))

    def _next_active(self, seat: int) -> int:
        hands = self.hands
        for s in _AFTER[seat]:
            if hands[s]:
                return s
        return -1

    # ------------------------------------------------------------------ explaining
    def _rule_of(self, action: Action) -> str:
        return self.why_illegal(action, rule=True)

    def why_illegal(self, action: Action, rule: bool = False) -> str:
        """Why `action` is not legal now, in a sentence (or, with `rule`, the T-id)."""
        reason, tid = self._reason(action)
        return tid if rule else reason

    def _reason(self, action: Action) -> tuple[str, str]:
        seat, kind, data = action.seat, action.kind, action.data
        who = f"seat {seat}"
        if self.phase is Phase.OVER:
            return "the round is over", "T22"
        if kind == "grand":
            if self.phase is not Phase.GRAND:
                return "Grand Tichu is called only after the first 8 cards", "T4"
            return f"{who} has already said whether it calls Grand Tichu", "T4"
        if kind == "tichu":
            if self.grand[seat] or self.tichu[seat]:
                return f"{who} has already made a call", "T6"
            if self.played_any[seat]:
                return f"{who} has played a card: too late to call Tichu", "T6"
            return "Tichu cannot be called now", "T6"
        if kind == "give":
            if self.phase is not Phase.EXCHANGE:
                return "cards are given only in the exchange", "T8"
            try:
                c, to = data
            except (TypeError, ValueError):
                return "a give is (card, seat)", "T8"
            if to == seat or not 0 <= to < 4:
                return f"{who} gives to each of the three other seats", "T8"
            if to in self.gives[seat]:
                return f"{who} has already given a card to seat {to}", "T8"
            return f"{who} does not hold {card_name(c) if isinstance(c, int) and 0 <= c < 56 else c!r} to give", "T8"
        if kind == "wish":
            if self.phase is not Phase.WISH or seat != self.pending:
                return "only the player of the Mah Jong wishes, right after playing it", "T15"
            return "a wish is a rank 2..14 (J 11, Q 12, K 13, A 14) or 0 for none", "T15"
        if kind == "gift":
            if self.phase is not Phase.GIFT or seat != self.pending:
                return "only the winner of a trick with the Dragon gives it away", "T19"
            return "the Dragon's trick goes to an opponent", "T19"
        if self.phase in (Phase.GRAND, Phase.EXCHANGE):
            return "the play has not begun", "T9"
        if self.phase in (Phase.WISH, Phase.GIFT):
            return (f"seat {self.pending} must first " +
                    ("make the Mah Jong's wish" if self.phase is Phase.WISH
                     else "give away the Dragon's trick")), "T15" if self.phase is Phase.WISH else "T19"
        if not self.hands[seat]:
            return f"{who} is out", "T21"
        top = self.top[1] if self.top else None
        if kind == "pass":
            if seat != self.to_act:
                return f"it is seat {self.to_act}'s turn", "T11"
            if top is None:
                return "the leader must play", "T12"
            return f"{who} must fulfil the wish for {_rank(self.wish)}", "T16"
        if kind != "play" or not isinstance(data, Play):
            return f"{action!r} is not a Tichu action", "T30"
        if data.cards & ~self.hands[seat]:
            return f"{who} does not hold {' '.join(card_name(c) for c in cards_of(data.cards & ~self.hands[seat]))}", "T10"
        if not identify(data.cards, None) and not identify(data.cards, top):
            return "these cards are no combination", "T10"
        if seat != self.to_act:
            if data.kind != BOMB:
                return f"it is seat {self.to_act}'s turn; out of turn only a bomb", "T14"
            if top is None:
                return "a bomb out of turn needs a combination on the table", "T14"
        if top is not None and top.kind == DOG:
            return "nothing is played on the Dog", "T18"
        if data.kind == DOG and top is not None:
            return "the Dog may only be led", "T18"
        if data not in plays(data.cards, top):
            if top is not None and data.kind == SINGLE and data.cards & (1 << 54):
                return "the Phoenix is half a rank above the single it beats, never over the Dragon", "T20"
            if top is not None and top.kind == BOMB:
                return "only a higher bomb beats a bomb", "T13"
            if top is not None and data.kind != top.kind or top is not None and data.length != top.length:
                return "a play must be of the same kind and length as the one it beats", "T11"
            if top is not None:
                return "a play must be higher than the one it beats", "T11"
            return "the Phoenix's rank does not fit these cards", "T20"
        if self.wish:
            if self.rules.wish_bomb == "out_of_turn" and data.kind == BOMB:
                return (f"{who} can fulfil the wish for {_rank(self.wish)}: a bomb without it "
                        f"only out of turn"), "T17"
            return f"{who} must fulfil the wish for {_rank(self.wish)}", "T16"
        return "not allowed now", "T30"

    # ------------------------------------------------------------------ copies
    def hand_sizes(self) -> tuple[int, ...]:
        return tuple(count(h) for h in self.hands)

    def mahjong_holder(self) -> int:
        return next((s for s in range(4) if self.hands[s] >> MAHJONG & 1), -1)


_DO = {kind: getattr(Round, "_do_" + kind)
       for kind in ("grand", "tichu", "give", "play", "wish", "gift")}  # (a pass: in apply)


def _rank(r: int) -> str:
    return {11: "J", 12: "Q", 13: "K", 14: "A"}.get(r, str(r))
