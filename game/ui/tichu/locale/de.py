"""Deutsch: Tichu's texts at the table (see game/ui/i18n.py).

Keys are the English texts as written in the code; `{fields}` stay as they are.
"""

STRINGS = {
    # ------------------------------------------------------------ main menu, new game
    # ------------------------------------------------------------ table, panels, hints
    'No game of Tichu counted yet: the figures come after each round of a game at the table.': 'Noch keine Partie Tichu gezählt: Die Zahlen kommen nach jeder Runde einer Partie am Tisch.',
    "Round {k} of {n}, step {j} of {m}": "Runde {k} von {n}, Schritt {j} von {m}",
    "Round »": "Runde »",
    "« Round": "« Runde",
    "No finished game of Tichu yet: each game played to its end is kept to be watched here.": "Noch keine beendete Partie Tichu: Jede zu Ende gespielte Partie wird hier zum Ansehen aufbewahrt.",
    "Nothing to undo in this round": "In dieser Runde gibt es nichts zurückzunehmen",
    # ------------------------------------------------------------ Tichu: menu, setup and options
    "Tichu": "Tichu",
    "the partnership climbing game": "das Ablegespiel für zwei Teams",
    "New game of Tichu": "Neue Partie Tichu",
    "Seat {n} · left opponent": "Platz {n} · Gegner links",
    "Seat {n} · partner": "Platz {n} · Partner",
    "Seat {n} · right opponent": "Platz {n} · Gegner rechts",
    "To a score": "Bis Punktzahl",
    "Fixed rounds": "Feste Runden",
    "Tournament": "Turnier",
    "To {n} points": "Bis {n} Punkte",
    "Rounds: {n}": "Runden: {n}",
    "At least one seat must be human: make a seat Human to start.":
        "Mindestens ein Platz muss menschlich sein: Stelle einen Platz auf Mensch, um zu beginnen.",
    "to the target": "bis zum Ziel",
    "Grand Tichu may be called after the first 8 cards":
        "Großes Tichu darf nach den ersten 8 Karten angesagt werden",
    "when a Tichu may be called: until one's first card (official), or only before one gives the exchange cards":
        "wann Tichu angesagt werden darf: bis zur eigenen ersten Karte (offiziell) oder nur vor dem Schupfen",
    "a bomb without the wished rank, by a player who could fulfil the wish: only out of turn (the official rule), or also in turn (a house rule)":
        "eine Bombe ohne den gewünschten Rang von einem Spieler, der den Wunsch erfüllen könnte: nur außer der Reihe (offizielle Regel) oder auch in der Reihe (Hausregel)",
    "the score that ends the game": "die Punktzahl, bei der das Spiel endet",
    "play this many rounds instead of to the target score":
        "so viele Runden spielen statt bis zur Zielpunktzahl",
    "tournament play: 9 rounds, partners change every 3, winning points":
        "Turnierspiel: 9 Runden, Partnerwechsel alle 3, Siegpunkte",
    # places (PLACES): "out: {place}" and the like
    "1st": "1.",
    "2nd": "2.",
    "3rd": "3.",
    "4th": "4.",
    # the deal, Grand Tichu and the exchange
    "Grand Tichu": "Großes Tichu",
    "Grand Tichu!": "Großes Tichu!",
    "Tichu!": "Tichu!",
    "200 points if you go out first, 200 off if not":
        "200 Punkte, wenn du als Erster rausgehst, sonst −200",
    "Call Tichu?": "Tichu ansagen?",
    "Give a card to each player": "Schupfe jedem Spieler eine Karte",
    "Drag a card onto a slot, or click it and then the slot":
        "Karte aufs Feld ziehen oder Karte und Feld anklicken",
    "Now click a slot (or press 1, 2, 3)": "Jetzt ein Feld anklicken (oder 1, 2, 3 drücken)",
    "Ready: Give passes the three cards": "Fertig: „Schupfen“ gibt die drei Karten weiter",
    "Give": "Schupfen",
    "Take back": "Zurücknehmen",
    "Waiting for the others to choose their cards": "Warte, bis die anderen ihre Karten gewählt haben",
    "to {name}": "→ {name}",
    "from {name}": "← {name}",
    # play
    "Bomb!": "Bombe!",
    "No bomb": "Keine Bombe",
    "Your bomb: pick its cards, then Play (Esc: no bomb)":
        "Bombe: Karten wählen, dann Spielen (Esc: keine)",
    "You hold no bomb that may be played now": "Du hast keine Bombe, die jetzt gespielt werden darf",
    "Pick the cards to play first": "Wähle zuerst die Karten aus",
    "{what}: may be played": "{what}: spielbar",
    "not now": "nicht jetzt",
    "Which combination?": "Welche Kombination?",
    "The Phoenix can stand for more than one card here.":
        "Der Phönix kann hier für mehr als eine Karte stehen.",
    "Who bombs?": "Wer bombt?",
    "The others look away: only the one who bombs sees their hand.":
        "Die anderen schauen weg: Nur wer bombt, sieht seine Karten.",
    "Your wish": "Dein Wunsch",
    "No wish": "Kein Wunsch",
    "Give the Dragon's trick": "Drachenstich verschenken",
    "{name} holds {n} cards": ("{name} hat {n} Karte", "{name} hat {n} Karten", "{name} hat {n} Karten"),
    # banners
    "{name} calls Grand Tichu!": "{name} sagt Großes Tichu an!",
    "You call Grand Tichu!": "Du sagst Großes Tichu an!",
    "{name} calls Tichu!": "{name} sagt Tichu an!",
    "You call Tichu!": "Du sagst Tichu an!",
    "{name} bombs!": "{name} bombt!",
    "You bomb!": "Du bombst!",
    "The Dog: {name} leads": "Hund: {name} spielt aus",
    "{name} wishes for a {rank}": "{name} wünscht sich: {rank}",
    "You wish for a {rank}": "Du wünschst dir: {rank}",
    "The wish is fulfilled": "Der Wunsch ist erfüllt",
    "{name} gives the Dragon's trick to {other}": "{name} verschenkt den Drachenstich an {other}",
    "{name} gives you the Dragon's trick": "{name} verschenkt den Drachenstich an dich",
    "You give the Dragon's trick to {other}": "Du verschenkst den Drachenstich an {other}",
    "{name} is out: {place}": "{name} ist als {place} raus",
    "You are out: {place}": "Du bist als {place} raus",
    # the players' plates and the info panel
    "partner": "Partner",
    "you": "du",
    "out: {place}": "als {place} raus",
    "no Grand Tichu": "kein Großes",
    "cards chosen": "Karten gewählt",
    "choosing cards": "wählt Karten",
    "passed": "gepasst",
    "holds the trick": "hat den Stich",
    "leads": "spielt aus",
    "Tournament, round {n} of 9": "Turnier, Runde {n} von 9",
    "Round {n} of {m}": "Runde {n} von {m}",
    "Round {n} · to {target}": "Runde {n} · bis {target}",
    "Wish: {rank}": "Wunsch: {rank}",
    "wish: {rank}": "Wunsch: {rank}",
    # combinations (combination_words); {rank} is 2 ... 10, J, Q, K, A
    "Mah Jong": "Mah Jong",
    "Dog": "Hund",
    "Phoenix": "Phönix",
    "Dragon": "Drache",
    "the Dog": "Hund",
    "the Phoenix": "Phönix",
    "the Mah Jong": "Mah Jong",
    "the Dragon": "Drache",
    "single {rank}": "Einzelkarte {rank}",
    "pair of {rank}s": "Paar {rank}",
    "three {rank}s": "Drilling {rank}",
    "full house, three {rank}s": "Full House, Drilling {rank}",
    "straight {low}–{high}": "Straße {low}–{high}",
    "{n} pairs in a row to {rank}": "Treppe aus {n} Paaren bis {rank}",
    "bomb, four {rank}s": "Bombe, viermal {rank}",
    "straight flush bomb {low}–{high}": "Straßenbombe {low}–{high}",
    # the round's result, the score sheet, the end
    "Round {n}": "Runde {n}",
    "Out: {order}": "Raus: {order}",
    "{name}: {call} made, +{n}": "{name}: {call} geschafft, +{n}",
    "{name}: {call} failed, −{n}": "{name}: {call} verfehlt, −{n}",
    "Winning points this round: {list}": "Siegpunkte dieser Runde: {list}",
    "Next round": "Nächste Runde",
    "Calls and notes": "Ansagen und Vermerke",
    "double win": "Doppelsieg",
    "Winning points / Tichu points": "Siegpunkte / Tichu-Punkte",
    "No round has been scored yet.": "Noch keine Runde gewertet.",
    "A draw": "Unentschieden",
    "Winners: {names}": "Sieger: {names}",
    "{n} rounds played": "{n} Runden gespielt",
    'Rules of Tichu': 'Tichu-Regeln',
    'Your lead: play a combination': 'Du spielst aus: Spiele eine Kombination',
    "Your turn: beat {name}'s {what}, or pass": 'Du bist dran: Schlage {what} von {name} oder passe',
    'Four players in two teams, partners opposite. Each round every player gets 14 cards; the aim is to be rid of them first, and to take tricks holding points: fives count 5, tens and kings 10, the Dragon 25 and the Phoenix minus 25.': 'Vier Spieler in zwei Teams, Partner sitzen sich gegenüber. In jeder Runde bekommt jeder 14 Karten; Ziel ist es, sie als Erster loszuwerden und Stiche mit Punkten zu machen: Fünfen zählen 5, Zehnen und Könige 10, der Drache 25 und der Phönix minus 25.',
    'The leader plays a combination (a single card, a pair, a triple, a full house, a straight of five or more, or consecutive pairs); each player in turn plays a higher combination of the same kind and length, or passes. When the other three pass, the last to play takes the trick and leads again. A bomb (four of a kind, or a straight flush of five or more) beats anything, and may be played at any time, even out of turn.': 'Wer ausspielt, legt eine Kombination (Einzelkarte, Paar, Drilling, Full House, Straße ab fünf Karten oder Treppe aus aufeinanderfolgenden Paaren); reihum legt jeder eine höhere Kombination derselben Art und Länge oder passt. Passen die drei anderen, nimmt wer zuletzt gelegt hat den Stich und spielt wieder aus. Eine Bombe (vier Gleiche oder eine Straße in einer Farbe ab fünf Karten) schlägt alles und darf jederzeit gespielt werden, auch außer der Reihe.',
    'The Mah Jong (1) leads first and lets its player wish for a rank, which the next player holding it must play. The Dog passes the lead to the partner. The Phoenix stands for any card in a combination, or as a single beats any card but the Dragon. The Dragon is the highest single; a trick it wins is given to an opponent.': 'Wer den Mah Jong (1) hat, spielt zuerst aus und darf sich einen Rang wünschen, den der nächste Spieler, der ihn hat, spielen muss. Der Hund gibt das Ausspiel an den Partner. Der Phönix steht für jede Karte in einer Kombination oder schlägt als Einzelkarte jede Karte außer dem Drachen. Der Drache ist die höchste Einzelkarte; ein Stich, den er gewinnt, wird einem Gegner geschenkt.',
    'A Tichu call (before your first card) bets 100 that you go out first; Grand Tichu, called after seeing 8 cards, bets 200. If both partners go out first and second, their team scores 200 and no cards are counted. The first team to the target wins.': 'Mit Tichu (vor deiner ersten Karte) wettest du 100, dass du als Erster rausgehst; mit Großem Tichu, angesagt nach 8 Karten, wettest du 200. Gehen beide Partner als Erster und Zweiter raus, bekommt ihr Team 200 und die Karten werden nicht gezählt. Das Team, das zuerst das Ziel erreicht, gewinnt.',
    'Grand Tichu? You have seen 8 of your 14 cards': 'Großes Tichu? Du hast 8 deiner 14 Karten gesehen',
    'Not a combination': 'Keine Kombination',
    'Not your turn: out of turn only a bomb may be played': 'Du bist nicht dran: Außer der Reihe darf nur eine Bombe gespielt werden',
    'Nothing may be played on the Dog': 'Auf den Hund darf nichts gespielt werden',
    'The Dog may only be led': 'Der Hund darf nur ausgespielt werden',
    'Only a higher bomb beats a bomb': 'Nur eine höhere Bombe schlägt eine Bombe',
    'It must be the same kind and length as {what}': 'Es muss dieselbe Art und Länge sein wie {what}',
    'It must be higher than {what}': 'Es muss höher sein als {what}',
    'The leader must play': 'Wer ausspielt, muss etwas legen',
    'You must fulfil the wish: play a {rank}': 'Du musst den Wunsch erfüllen: Spiele eine {rank}',
    'You can fulfil the wish for {rank}: a bomb without it only out of turn': 'Du kannst den Wunsch ({rank}) erfüllen: Eine Bombe ohne ihn nur außer der Reihe',
    'The Phoenix beats any single card but the Dragon': 'Der Phönix schlägt jede Einzelkarte außer dem Drachen',
    'The Phoenix cannot stand for a card here': 'Der Phönix kann hier für keine Karte stehen',
    'Double win for {team}: 200, no cards counted': '{team}: Doppelsieg, 200, Karten zählen nicht',
    'Exactly this many rounds, whatever the scores.': 'Genau so viele Runden, egal wie es steht.',
    '9 rounds; partners change every 3 rounds; no Grand Tichu.': '9 Runden; Partnerwechsel alle 3 Runden; kein Großes Tichu.',
    'The Mah Jong lets you wish for a rank: the first player who can play it must.': 'Mit dem Mah Jong wünschst du dir einen Rang: Der erste Spieler, der ihn spielen kann, muss es tun.',
    "The Dragon's trick goes to an opponent of your choice.": 'Der Drachenstich geht an einen Gegner deiner Wahl.',
    'You bet that you go out first this round: 100 points if you do, 100 off if you do not.': 'Du wettest, in dieser Runde als Erster rauszugehen: 100 Punkte, wenn es klappt, sonst 100 Abzug.',
    'The game ends when a team reaches the score.': 'Das Spiel endet, wenn ein Team die Punktzahl erreicht.',
    'Hint: call Grand Tichu': 'Tipp: Großes Tichu ansagen',
    'Hint: call Tichu': 'Tipp: Tichu ansagen',
    'Hint: no Grand Tichu': 'Tipp: kein Großes Tichu',
    'Hint: pass': 'Tipp: passen',
    'Hint: play the raised cards ({what})': 'Tipp: Spiele die angehobenen Karten ({what})',
    '{name} wishes for nothing': '{name} wünscht sich nichts',
    'You wish for nothing': 'Du wünschst dir nichts',
    'The Dog: you lead': 'Hund: Du spielst aus',
    'The exchange': 'Das Schupfen',
    'Team': 'Team',
    'Card points': 'Kartenpunkte',
    # ------------------------------------------------------------ the options' titles
    "When Tichu may be called": "Wann Tichu angesagt werden darf",
    "A bomb against the wish": "Bombe gegen den Wunsch",
    "Number of rounds": "Anzahl der Runden",
    'Partners sit opposite; play goes to the right.': 'Partner sitzen sich gegenüber; gespielt wird nach rechts.',
    'A bomb out of turn needs a combination on the table': 'Eine Bombe außer der Reihe nur auf eine Kombination auf dem Tisch',
    'Not your turn': 'Du bist nicht am Zug',
    'You do not hold these cards': 'Du hast diese Karten nicht',
    'You are out': 'Du bist schon draußen',
    'The round is over': 'Die Runde ist vorbei',
    'That cannot be done now': 'Das geht jetzt nicht',
    "Pass to the trick's end": 'Bis Stichende passen',
    "You pass to the end of this trick": 'Du passt bis zum Ende dieses Stichs',
    'No round scored yet': 'Noch keine Runde gewertet',
    "round {n}: a move that breaks the rules": "Runde {n}: ein Zug gegen die Regeln",
    # ------------------------------------------------------------ the round's review
    'Review': 'Rückblick',
    'No Tichu call': 'Kein Tichu angesagt',
    'Call Tichu': 'Tichu ansagen',
    'Call Grand Tichu': 'Großes Tichu ansagen',
    'No Grand Tichu': 'Kein Großes Tichu',
    'Wish for {rank}': 'Wunsch: {rank}',
    "The Dragon's trick to {name}": 'Drachenstich an {name}',
    'Trick {k}': 'Stich {k}',
    '{n} points at stake': ('{n} Punkt auf dem Spiel', '{n} Punkte auf dem Spiel', '{n} Punkte auf dem Spiel'),
    "Round {k}: {name}'s decisions": 'Runde {k}: Entscheidungen von {name}',
    'Round {k}: your decisions': 'Runde {k}: deine Entscheidungen',
    'Next player': 'Nächster Spieler',
    'The round could not be reviewed ({why}).': 'Die Runde konnte nicht ausgewertet werden ({why}).',
    'The Hard AI is playing each decision out: {done} of {n}': 'Die KI (Schwer) spielt jede Entscheidung durch: {done} von {n}',
    "Each decision was played out many times by the Hard AI from what was known then. Listed are those where another move scores clearly better, the worst first; the points are the team's against the opponents', on average.": 'Jede Entscheidung wurde von der KI (Schwer) viele Male durchgespielt, mit dem Wissen von damals. Aufgeführt sind die, bei denen ein anderer Zug deutlich besser abschneidet, die teuersten zuerst; die Punkte sind die des Teams gegen die Gegner, im Mittel.',
    "Nothing costly: every decision was as good as the Hard AI's, or near enough. Well played!": 'Nichts Teures: Jede Entscheidung war so gut wie die der KI (Schwer) oder fast. Gut gespielt!',
    '{n} decisions judged': ('{n} Entscheidung bewertet', '{n} Entscheidungen bewertet', '{n} Entscheidungen bewertet'),
    'Played': 'Gespielt',
    'The Hard AI prefers': 'Die KI (Schwer) bevorzugt',
    # ------------------------------------------------------------ Why this? (the hint's reasons)
    'A rule of thumb of the planning player, not a search.':
        'Eine Faustregel des planenden Spielers, keine Suche.',
    'Every play you have here is of one kind: the planning player picks among them.':
        'Alle deine Spielzüge hier sind von einer Art: der planende Spieler wählt unter ihnen.',
    'Grand Tichu: hands like yours go out first about {p}% of the time; the call pays from {at}%':
        'Großes Tichu: Blätter wie deins gehen in etwa {p}% der Fälle als erste raus; die Ansage lohnt sich ab {at}%',
    'No Grand Tichu: hands like yours go out first about {p}% of the time; the call pays from {at}%':
        'Kein Großes Tichu: Blätter wie deins gehen in etwa {p}% der Fälle als erste raus; die Ansage lohnt sich ab {at}%',
    'Tichu: hands like yours go out first about {p}% of the time; the call pays from {at}%':
        'Tichu: Blätter wie deins gehen in etwa {p}% der Fälle als erste raus; die Ansage lohnt sich ab {at}%',
    'Judged from your first eight cards, without searching layouts.':
        'Nach deinen ersten acht Karten geschätzt, ohne Verteilungen durchzurechnen.',
    'It is the only play you have.':
        'Es ist dein einziger Spielzug.',
    'No Tichu: hands like yours go out first only about {p}% of the time':
        'Kein Tichu: Blätter wie deins gehen nur in etwa {p}% der Fälle als erste raus',
    'No Tichu: your partner has called.':
        'Kein Tichu: dein Partner hat angesagt.',
    'Passing is all you can do here.':
        'Hier kannst du nur passen.',
    'a wish for {rank}':
        'ein Wunsch: {rank}',
    'letting it be':
        'nichts tun',
    'no wish':
        'kein Wunsch',
    'passing':
        'passen',
    'the trick to {name}':
        'der Stich → {name}',
    'this exchange':
        'dieser Tausch',
    'with {gives}':
        'mit {gives}',
    '{what}: your team ends about {d} points better than {than}, over {m} layouts':
        ('{what}: dein Team endet etwa {d} Punkt besser als {than}, über {m} Verteilungen', '{what}: dein Team endet etwa {d} Punkte besser als {than}, über {m} Verteilungen', '{what}: dein Team endet etwa {d} Punkte besser als {than}, über {m} Verteilungen'),
    '{than}: about {d} points better for your team, too little to be sure over {m} layouts':
        ('{than}: etwa {d} Punkt besser für dein Team, zu wenig, um bei {m} Verteilungen sicher zu sein', '{than}: etwa {d} Punkte besser für dein Team, zu wenig, um bei {m} Verteilungen sicher zu sein', '{than}: etwa {d} Punkte besser für dein Team, zu wenig, um bei {m} Verteilungen sicher zu sein'),
    '{than}: about {d} points worse':
        ('{than}: etwa {d} Punkt schlechter', '{than}: etwa {d} Punkte schlechter', '{than}: etwa {d} Punkte schlechter'),
    '{what}: about as good for your team as {than}, over {m} layouts':
        '{what}: für dein Team etwa so gut wie {than}, über {m} Verteilungen',
    "{what}: the planning player's choice":
        '{what}: die Wahl des planenden Spielers',
    'the other way round':
        'umgekehrt',
}
