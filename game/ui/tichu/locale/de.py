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
    "New game of Tichu": 'Neues Tichu-Spiel',
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
    "no Grand Tichu": "kein Großes Tichu",
    "no call": "keine Ansage",
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
    "Last trick: the Dog": "Letzter Stich: der Hund",
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
    "Last out: {name}; tricks ({n}) to {other}, hand ({m}) to {team}": "Letzter Platz: {name}; Stiche ({n}) → {other}, Handkarten ({m}) → {team}",
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
    "Your turn: beat {name}'s {what}, or pass": 'Du bist dran: Schlage {what:accusative} von {name} oder passe',
    'Your lead: play a combination that fulfils the wish ({rank})': 'Du spielst aus: Spiele eine Kombination, die den Wunsch ({rank}) erfüllt',
    "Your turn: beat {name}'s {what} and fulfil the wish ({rank})": 'Du bist dran: Schlage {what:accusative} von {name} und erfülle den Wunsch ({rank})',
    'Beat the {what} and fulfil the wish ({rank})': 'Schlage {what:accusative}, erfülle den Wunsch ({rank})',
    'Beat the {what}, or pass': 'Schlage {what:accusative} oder passe',
    "Beat {name}'s {what}, or pass": 'Schlage {what:accusative} von {name} oder passe',
    "Beat {name}'s {what} and fulfil the wish ({rank})": 'Schlage {what:accusative} von {name} und erfülle den Wunsch ({rank})',
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
    'It must be the same kind and length as the {what}': 'Art und Länge müssen gleich sein ({what})',
    'It must be higher than the {what}': 'Es muss höher sein als {what:nominative}',
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
    'A rule of thumb of the AI, not a search.':
        'Eine Faustregel der KI, keine Suche.',
    'Every play you have here is of one kind: the AI picks among them.':
        'Alle deine Spielzüge hier sind von einer Art: die KI wählt unter ihnen.',
    'Grand Tichu: hands like yours go out first about {p}% of the time; the call pays from {at}%':
        'Großes Tichu: Blätter wie deins gehen in etwa {p}% der Fälle als erste raus; die Ansage lohnt sich ab {at}%',
    'No Grand Tichu: hands like yours go out first about {p}% of the time; the call pays from {at}%':
        'Kein Großes Tichu: Blätter wie deins gehen in etwa {p}% der Fälle als erste raus; die Ansage lohnt sich ab {at}%',
    'Tichu: hands like yours go out first about {p}% of the time; the call pays from {at}%':
        'Tichu: Blätter wie deins gehen in etwa {p}% der Fälle als erste raus; die Ansage lohnt sich ab {at}%',
    'Judged from your first eight cards, without trying sample deals.':
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
        'der Wunsch {rank}',
    'letting it be':
        'nichts tun',
    'no wish':
        'kein Wunsch',
    'passing':
        'passen',
    'the trick to {name}':
        'der Stich → {name}',
    'this exchange':
        'dieses Schupfen',
    'with {gives}':
        'mit {gives}',
    '{what}: your team ends about {d} points better than {than}, over {m} sample deals':
        ('{what}: für dein Team etwa {d} Punkt besser als {than:nominative}, über {m} Verteilungen', '{what}: für dein Team etwa {d} Punkte besser als {than:nominative}, über {m} Verteilungen', '{what}: für dein Team etwa {d} Punkte besser als {than:nominative}, über {m} Verteilungen'),
    '{than}: about {d} points better for your team, too little to be sure over {m} sample deals':
        ('{than}: etwa {d} Punkt besser für dein Team, zu wenig, um bei {m} Verteilungen sicher zu sein', '{than}: etwa {d} Punkte besser für dein Team, zu wenig, um bei {m} Verteilungen sicher zu sein', '{than}: etwa {d} Punkte besser für dein Team, zu wenig, um bei {m} Verteilungen sicher zu sein'),
    '{than}: about {d} points worse':
        ('{than}: etwa {d} Punkt schlechter', '{than}: etwa {d} Punkte schlechter', '{than}: etwa {d} Punkte schlechter'),
    '{what}: about as good for your team as {than}, over {m} sample deals':
        '{what}: für dein Team etwa so gut wie {than:nominative}, über {m} Verteilungen',
    "{what}: the AI's choice":
        '{what}: die Wahl der KI',
    'the other way round':
        'umgekehrt',
    # ------------------------------------------------------------ Learn: Tichu's lessons
    'A bomb is four cards of one rank, or a straight flush. It beats any other combination, and you may play it whenever one lies on the table, even out of turn.':
        'Eine Bombe sind vier Karten eines Rangs oder eine Straßenbombe (Straße in einer Farbe). Sie schlägt jede andere Kombination, und du darfst sie spielen, sobald eine auf dem Tisch liegt, auch wenn du nicht dran bist.',
    'A card to each player, and who leads':
        'Jedem eine Karte, und wer ausspielt',
    'A combination is a single, a pair, a triple, a full house, a straight (5 or more in a row) or stairs (pairs in a row). You hold the Mah Jong, so you lead.':
        'Eine Kombination ist eine Einzelkarte, ein Paar, ein Drilling, ein Full House, eine Straße (5 oder mehr in Folge) oder eine Treppe (Paare in Folge). Du hast das Mah Jong, also spielst du aus.',
    'A pair does not beat stairs: play stairs of two pairs, higher than 5-5-6-6.':
        'Ein Paar schlägt keine Treppe: Spiel eine Treppe aus zwei Paaren, höher als 5-5-6-6.',
    'A player with no cards left is out. Lead the whole straight and go out first.':
        'Wer keine Karten mehr hat, ist draußen. Spiel die ganze Straße aus und geh als Erster raus.',
    'A trick won with the Dragon is given to an opponent of your choice; a bomb on the Dragon wins as usual.':
        'Ein Stich, den der Drache gewinnt, geht an einen Gegner deiner Wahl; eine Bombe auf den Drachen gewinnt wie sonst.',
    'A wild card; alone, half a rank up':
        'Ein Joker; allein einen halben Rang höher',
    'After your bomb the turn went on from you. Gleb bombed back: a straight flush beats four of a kind, and a higher bomb beats a lower one.':
        'Nach deiner Bombe ging der Zug von dir aus weiter. Gleb bombte zurück: Eine Straßenbombe schlägt vier Gleiche, und eine höhere Bombe schlägt eine niedrigere.',
    "Beat Boris's stairs with your 7-7-8-8":
        "Schlag Boris' Treppe mit deiner 7-7-8-8",
    'Beat the 9 with your ace':
        'Schlag die 9 mit deinem Ass',
    'Beat the full house with yours: 10-10-10-2-2':
        'Schlag das Full House mit deinem: 10-10-10-2-2',
    'Bets on going out first, on 8 or 14 cards':
        'Wetten aufs Rausgehen, auf 8 oder 14 Karten',
    'Bomb the ace: press Bomb!, then Play':
        'Bombe auf das Ass: Drück Bombe!, dann Spielen',
    'Bombs':
        'Bomben',
    'Bombs beat everything but higher bombs, in turn or out of turn; never on the Dog.':
        'Bomben schlagen alles außer höheren Bomben, im Zug oder außer der Reihe; nie auf den Hund.',
    "Boris has only 8 cards left and may go out soon: the Dragon's 25 points would stay with him. Give the trick to Gleb.":
        'Boris hat nur noch 8 Karten und ist vielleicht bald draußen: Die 25 Punkte des Drachen blieben bei ihm. Verschenk den Stich an Gleb.',
    'Boris held an ace, so he had to play it: the wish is fulfilled and ends.':
        'Boris hatte ein Ass, also musste er es spielen: Der Wunsch ist erfüllt und endet.',
    "Boris's queen beat your Phoenix: it counted only J½. The Phoenix also costs 25 points to the team that wins it.":
        "Boris' Q schlug deinen Phönix: Er zählte nur J½. Der Phönix kostet außerdem das Team, das ihn gewinnt, 25 Punkte.",
    'Your K or A would beat the queen, but keep them for now: this lesson is about what the Phoenix counted. Pass.':
        'Dein K oder A würde die Q schlagen, aber behalte sie vorerst: In dieser Lektion geht es darum, was der Phönix zählte. Passe.',
    'Call Tichu before your first card':
        'Sag Tichu an, bevor du deine erste Karte spielst',
    'Call Tichu: press Tichu!':
        'Sag Tichu an: Drück Tichu!',
    'Call before you give: your partner then knows to give you a good card. Press Tichu!':
        'Sag an, bevor du schupfst: Dein Partner weiß dann, dass er dir eine gute Karte geben soll. Drück Tichu!',
    'Call first: once you have played a card, it is too late to call Tichu.':
        'Erst ansagen: Sobald du eine Karte gespielt hast, ist es für Tichu zu spät.',
    'Combinations and beating them':
        'Kombinationen schlagen',
    'Each player gives one card to each of the three others, all at once. Help your partner with a high card; give the opponents low cards that are worth no points.':
        'Jeder schupft jedem der drei anderen eine Karte, alle zugleich. Hilf deinem Partner mit einer hohen Karte; gib den Gegnern niedrige Karten ohne Punkte.',
    'Everyone passed, so Gleb took the trick and led again. A full house is ranked by its triple: three 10s beat three 9s.':
        'Alle passten, also nahm Gleb den Stich und spielte wieder aus. Ein Full House zählt nach seinem Drilling: drei 10er schlagen drei 9er.',
    'They beat anything, even out of turn':
        'Sie schlagen alles, auch außer der Reihe',
    'Give Vera, your partner, the A♠; give Boris and Gleb your 2♠ and 3♣: low cards, no points (never a 5, a 10 or a K).':
        'Gib Vera, deiner Partnerin, das A♠; gib Boris und Gleb deine 2♠ und 3♣: niedrige Karten, keine Punkte (nie eine 5, 10 oder einen K).',
    'Give the trick to Gleb':
        'Verschenk den Stich an Gleb',
    'Give Vera the A♠, the others 2♠ and 3♣':
        'Gib Vera das A♠, den anderen 2♠ und 3♣',
    'Gleb played higher stairs. Passing does not take you out of the trick: when your turn comes round you may play on it again.':
        'Gleb spielte eine höhere Treppe. Passen nimmt dich nicht aus dem Stich: Wenn du wieder dran bist, darfst du wieder darauf spielen.',
    'Going out and the double win':
        'Rausgehen und der Doppelsieg',
    'Grand Tichu (200) on your first 8 cards, Tichu (100) on all 14 until you play your first card; each call is won only by going out first.':
        'Großes Tichu (200) auf deine ersten 8 Karten, Tichu (100) auf alle 14, bis du deine erste Karte spielst; jede Ansage gewinnt nur, wer als Erster rausgeht.',
    'Grand Tichu and Tichu':
        'Großes Tichu und Tichu',
    'Grand Tichu is called on your first 8 cards, before you see the other 6: 200 points if you go out first, 200 off if not. Yours hold no ace and no special card.':
        'Großes Tichu sagst du auf deine ersten 8 Karten an, bevor du die anderen 6 siehst: 200 Punkte, wenn du als Erster rausgehst, sonst 200 Abzug. Deine haben kein Ass und keine Sonderkarte.',
    'Hint: give the trick to {name}':
        'Tipp: Verschenk den Stich an {name}',
    'Hint: no wish':
        'Tipp: kein Wunsch',
    'Hint: wish for {rank}':
        'Tipp: Wünsch dir {rank}',
    'Lead the Dog: Vera then leads what suits her hand.':
        'Spiel den Hund aus: Vera spielt dann aus, was zu ihrer Hand passt.',
    'Lead the Dog: the lead goes to Vera':
        'Spiel den Hund aus: Das Ausspiel geht an Vera',
    'Lead the Mah Jong':
        'Spiel das Mah Jong aus',
    'Lead the Mah Jong: its wish is what this lesson is about.':
        'Spiel das Mah Jong aus: Um seinen Wunsch geht es in dieser Lektion.',
    'Lead the stairs: four cards out at once.':
        'Spiel die Treppe aus: vier Karten auf einmal weg.',
    'Lead your stairs 3-3-4-4':
        'Spiel deine Treppe 3-3-4-4 aus',
    'Lead: play your pair of 9s':
        'Ausspiel: Spiel dein Paar 9er',
    'Led alone, it hands the lead to your partner':
        'Allein ausgespielt: Ausspiel an den Partner',
    "Only the Dragon beats Boris's ace: play it.":
        "Nur der Drache schlägt Boris' Ass: Spiel ihn.",
    'Out first, and both partners out: 200':
        'Als Erster raus, und beide Partner raus: 200',
    "Out of turn only a bomb may be played, and Boris's ace would win: bomb it with your four 7s.":
        "Außer der Reihe darfst du nur eine Bombe spielen, und Boris' Ass würde gewinnen: Bombe es mit deinen vier 7ern.",
    "Pass: Boris's ace wins":
        "Passen: Boris' Ass gewinnt",
    "Pass: Gleb's straight flush beats your four 7s":
        'Passen: Glebs Straßenbombe schlägt deine vier 7er',
    'Pass: a queen beats J½':
        'Passen: Eine Q schlägt J½',
    "Pass: let Vera's straight win":
        'Passen: Lass Veras Straße gewinnen',
    'Pass: nothing of yours beats J-J-Q-Q':
        'Passen: Nichts von dir schlägt J-J-Q-Q',
    'Play all 14 cards: your straight':
        'Spiel alle 14 Karten: deine Straße',
    'Play the 1 and name a rank to be played':
        'Die 1 spielen und einen Rang wünschen',
    'Play the Dragon on the ace':
        'Spiel den Drachen auf das Ass',
    'Play the Phoenix on the jack':
        'Spiel den Phönix auf den J',
    'Play them all at once: the straight from the Mah Jong to the ace.':
        'Spiel sie alle auf einmal: die Straße vom Mah Jong bis zum Ass.',
    'Press No: these 8 cards make no Grand Tichu':
        'Drück Nein: Diese 8 Karten sind kein Großes Tichu',
    'Same kind, same number of cards, higher: that beats a combination. The trick ends when all the others pass in a row.':
        'Gleiche Art, gleich viele Karten, höher: Das schlägt eine Kombination. Der Stich endet, wenn alle anderen nacheinander passen.',
    'Same kind and length, higher; or pass':
        'Gleiche Art und Länge, höher; oder passen',
    'The Dog':
        'Der Hund',
    'The Dog cannot be played on a card: it can only be led.':
        'Der Hund kann nicht auf eine Karte gespielt werden: Er kann nur ausgespielt werden.',
    'The Dog is led alone and hands the lead to your partner; nothing is played on it, not even a bomb.':
        'Der Hund wird allein ausgespielt und gibt das Ausspiel an deinen Partner; nichts wird auf ihn gespielt, nicht einmal eine Bombe.',
    'The Dog is no combination: it can only be led, alone, and nothing can be played on it. Take the trick with your ace first.':
        'Der Hund ist keine Kombination: Er kann nur allein ausgespielt werden, und nichts kann auf ihn gespielt werden. Nimm zuerst den Stich mit deinem Ass.',
    "The Dog's trick, worth nothing, is yours; Vera led her straight. Pass, and help her go out first.":
        'Der Stich des Hundes, nichts wert, gehört dir; Vera spielte ihre Straße aus. Passe und hilf ihr, als Erste rauszugehen.',
    "Vera's straight wins if you let it: beating it would take the lead from her, and she called Tichu. Pass.":
        'Veras Straße gewinnt, wenn du sie lässt: Schlägst du sie, nimmst du ihr das Ausspiel, und sie hat Tichu angesagt. Passe.',
    'The Dragon is the highest single: only a bomb beats it. It is worth 25 points, but the trick it wins must be given to an opponent.':
        'Der Drache ist die höchste Einzelkarte: Nur eine Bombe schlägt ihn. Er zählt 25 Punkte, aber den Stich, den er gewinnt, musst du einem Gegner schenken.',
    "The Dragon's gift":
        'Das Geschenk des Drachen',
    'The Mah Jong is a 1, the lowest single. Whoever plays it wishes for a rank: the next player who holds it and can play it must.':
        'Das Mah Jong ist eine 1, die niedrigste Einzelkarte. Wer es spielt, wünscht sich einen Rang: Der nächste Spieler, der ihn hat und spielen kann, muss es.',
    "The Mah Jong's wish":
        'Der Wunsch des Mah Jong',
    'The Phoenix':
        'Der Phönix',
    'The Phoenix beats any single but the Dragon: play it.':
        'Der Phönix schlägt jede Einzelkarte außer dem Drachen: Spiel ihn.',
    'The Phoenix stands for any rank in a combination (never in a bomb). As a single it counts half a rank above the single it beats: on a J it is J½.':
        'Der Phönix steht in einer Kombination für jeden Rang (nie in einer Bombe). Als Einzelkarte zählt er einen halben Rang über der Einzelkarte, die er schlägt: auf einem J ist er J½.',
    'The Phoenix: any rank in a combination, half a rank up as a single, 1½ when led, never over the Dragon; −25 points.':
        'Der Phönix: jeder Rang in einer Kombination, einen halben Rang höher als Einzelkarte, 1½ ausgespielt, nie über dem Drachen; −25 Punkte.',
    'Highest single; its trick goes to an opponent':
        'Höchste Karte; ihr Stich geht an einen Gegner',
    'The other 6 cards brought the Dragon, the Phoenix and four aces, a bomb. Tichu is worth 100 and may be called until your first card. Call it now: your partner sees it before choosing a card for you.':
        'Die anderen 6 Karten brachten den Drachen, den Phönix und vier Asse, eine Bombe. Tichu zählt 100 und darf bis zu deiner ersten Karte angesagt werden. Sag es jetzt an: Dein Partner sieht es, bevor er eine Karte für dich wählt.',
    'The wish binds whoever holds the rank and can play it, leading or following, until a card of that rank is played.':
        'Der Wunsch bindet jeden, der den Rang hat und spielen kann, beim Ausspielen wie beim Bedienen, bis eine Karte dieses Rangs gespielt ist.',
    "Three cards given, three received: every hand holds 14 again, and the Mah Jong's holder leads.":
        'Drei Karten geschupft, drei erhalten: Jede Hand hat wieder 14, und wer das Mah Jong hat, spielt aus.',
    'To follow, play the same kind with as many cards, higher: only stairs of two pairs beat stairs of two pairs.':
        'Um zu bedienen, spiel dieselbe Art mit gleich vielen Karten, höher: Nur eine Treppe aus zwei Paaren schlägt eine Treppe aus zwei Paaren.',
    'Vera called Tichu: she must go out first. Led, the Dog gives the lead to your partner.':
        'Vera hat Tichu angesagt: Sie muss als Erste rausgehen. Ausgespielt gibt der Hund das Ausspiel an deinen Partner.',
    'Vera gave you the Mah Jong. Whoever holds it after the exchange leads the first trick, with any combination: lead your pair of 9s.':
        'Vera hat dir das Mah Jong geschupft. Wer es nach dem Schupfen hat, spielt den ersten Stich aus, mit jeder Kombination: Spiel dein Paar 9er aus.',
    'Wish for a rank you do not hold: you hold no ace, and whoever holds one must now play it on your 1.':
        'Wünsch dir einen Rang, den du nicht hast: Du hast kein Ass, und wer eins hat, muss es jetzt auf deine 1 spielen.',
    'Wish for an ace':
        'Wünsch dir ein Ass',
    'Wish for any rank, or for none':
        'Wünsch dir einen beliebigen Rang oder keinen',
    'With these 8 cards you would most likely not go out first: Grand Tichu would cost 200. Press No.':
        'Mit diesen 8 Karten gehst du höchstwahrscheinlich nicht als Erster raus: Großes Tichu würde 200 kosten. Drück Nein.',
    'You can beat it: your three 10s with the pair of 2s.':
        'Du kannst es schlagen: deine drei 10er mit dem Paar 2er.',
    'You hold a 9: you would have to play it yourself. Wish for a rank you do not hold, the ace.':
        'Du hast eine 9: Du müsstest sie selbst spielen. Wünsch dir einen Rang, den du nicht hast, das Ass.',
    'You hold the Mah Jong, so you lead: play your pair of 9s.':
        'Du hast das Mah Jong, also spielst du aus: Spiel dein Paar 9er.',
    'You went out first and Vera second: a double win scores 200 and no card points count; your Tichu adds 100.':
        'Du bist als Erster raus und Vera als Zweite: Ein Doppelsieg zählt 200, Kartenpunkte zählen nicht; dein Tichu bringt 100 dazu.',
    'Your 14 cards make one straight, from the Mah Jong to the ace. Call Tichu: 100 more if you go out first.':
        'Deine 14 Karten sind eine einzige Straße, vom Mah Jong bis zum Ass. Sag Tichu an: 100 mehr, wenn du als Erster rausgehst.',
    'Your Dragon won. Give the trick to the opponent who may well finish last: Gleb still holds 14 cards, and the last player hands every trick he won to the first player out.':
        'Dein Drache hat gewonnen. Schenk den Stich dem Gegner, der wohl als Letzter übrig bleibt: Gleb hat noch 14 Karten, und der Letzte gibt alle seine Stiche dem, der als Erster rausging.',
    'Your straight held the Mah Jong, so you wish. Then watch: if Vera goes out second, the round ends at once.':
        'Deine Straße enthielt das Mah Jong, also wünschst du dir etwas. Dann schau zu: Geht Vera als Zweite raus, endet die Runde sofort.',
    'Scoring a round':
        'Eine Runde abrechnen',
    "The last player's tricks and hand; card points":
        'Stiche und Hand des Letzten; Kartenpunkte',
    "Take Gleb's K with your ace":
        'Schlag Glebs K mit deinem Ass',
    "At the round's end each team counts the card points in its tricks: a 5 is worth 5, a 10 or a K 10, the Dragon 25, the Phoenix −25, the rest nothing. Gleb led a K: win its 10 points, and the lead.":
        'Am Ende der Runde zählt jedes Team die Kartenpunkte in seinen Stichen: Eine 5 zählt 5, eine 10 oder ein K 10, der Drache 25, der Phönix −25, der Rest nichts. Gleb hat einen K ausgespielt: Hol dir seine 10 Punkte und das Ausspiel.',
    'Pass, and Gleb keeps his K and the lead. Your ace wins both: play it.':
        'Passt du, behält Gleb seinen K und das Ausspiel. Dein Ass gewinnt beides: Spiel es.',
    'Lead both queens: go out first':
        'Spiel beide Damen aus: Geh als Erster raus',
    'A round is played until the third player is out. The last one then gives every trick he won to the first player out. Gleb won the first trick, three straights worth 55 points: go out first.':
        'Eine Runde wird gespielt, bis der dritte Spieler draußen ist. Der Letzte gibt dann alle Stiche, die er gewonnen hat, dem, der als Erster rausging. Gleb gewann den ersten Stich, drei Straßen mit 55 Punkten: Geh als Erster raus.',
    'With one queen you keep a card and are not out: lead the pair.':
        'Mit einer Dame behältst du eine Karte und bist nicht raus: Spiel das Paar aus.',
    'Watch the round to its end':
        'Schau der Runde bis zum Ende zu',
    'You are out first. The round ends when a third player goes out: whoever is left with cards gives his tricks to you, and the cards in his hand to his opponents.':
        'Du bist als Erster raus. Die Runde endet, wenn ein dritter Spieler rausgeht: Wer dann noch Karten hat, gibt dir seine Stiche und die Karten auf seiner Hand seinen Gegnern.',
    "Vera went out third, so the round ended with Gleb last. His tricks went to you, the first out: 80 points, the Dragon's trick Vera gave him among them. The 10 left in his hand went to your team. 80 to 20: the card points always add up to 100.":
        'Vera ging als Dritte raus, also endete die Runde mit Gleb als Letztem. Seine Stiche gingen an dich, denn du warst als Erster raus: 80 Punkte, samt dem Drachenstich, den Vera ihm geschenkt hatte. Die 10, die noch auf seiner Hand war, ging an dein Team. 80 zu 20: Die Kartenpunkte ergeben zusammen immer 100.',
}

# A combination or a special card with its article, where a text asks for it in a case
# (`{what:accusative}`; words.Words), by its label as STRINGS says it.
CASE_FORMS = {
    "nominative": {
        "Hund": "der Hund",
        "Phönix": "der Phönix",
        "Mah Jong": "der Mah Jong",
        "Drache": "der Drache",
        "Einzelkarte {rank}": "die Einzelkarte {rank}",
        "Paar {rank}": "das Paar {rank}",
        "Drilling {rank}": "der Drilling {rank}",
        "Full House, Drilling {rank}": "das Full House (Drilling {rank})",
        "Straße {low}–{high}": "die Straße {low}–{high}",
        "Treppe aus {n} Paaren bis {rank}": "die Treppe aus {n} Paaren bis {rank}",
        "Bombe, viermal {rank}": "die Bombe (viermal {rank})",
        "Straßenbombe {low}–{high}": "die Straßenbombe {low}–{high}",
    },
    "accusative": {
        "Hund": "den Hund",
        "Phönix": "den Phönix",
        "Mah Jong": "den Mah Jong",
        "Drache": "den Drachen",
        "Einzelkarte {rank}": "die Einzelkarte {rank}",
        "Paar {rank}": "das Paar {rank}",
        "Drilling {rank}": "den Drilling {rank}",
        "Full House, Drilling {rank}": "das Full House (Drilling {rank})",
        "Straße {low}–{high}": "die Straße {low}–{high}",
        "Treppe aus {n} Paaren bis {rank}": "die Treppe aus {n} Paaren bis {rank}",
        "Bombe, viermal {rank}": "die Bombe (viermal {rank})",
        "Straßenbombe {low}–{high}": "die Straßenbombe {low}–{high}",
    },
    "dative": {
        "Hund": "dem Hund",
        "Phönix": "dem Phönix",
        "Mah Jong": "dem Mah Jong",
        "Drache": "dem Drachen",
        "Einzelkarte {rank}": "der Einzelkarte {rank}",
        "Paar {rank}": "dem Paar {rank}",
        "Drilling {rank}": "dem Drilling {rank}",
        "Full House, Drilling {rank}": "dem Full House (Drilling {rank})",
        "Straße {low}–{high}": "der Straße {low}–{high}",
        "Treppe aus {n} Paaren bis {rank}": "der Treppe aus {n} Paaren bis {rank}",
        "Bombe, viermal {rank}": "der Bombe (viermal {rank})",
        "Straßenbombe {low}–{high}": "der Straßenbombe {low}–{high}",
    },
}
