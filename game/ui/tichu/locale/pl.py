"""Polski: Tichu's texts at the table (see game/ui/i18n.py).

Keys are the English texts as written in the code; `{fields}` stay as they are.
"""

STRINGS = {
    # ------------------------------------------------------------ main menu, new game
    # ------------------------------------------------------------ table, panels, hints
    'No game of Tichu counted yet: the figures come after each round of a game at the table.': 'Nie policzono jeszcze żadnej partii Tichu: liczby pojawiają się po każdej rundzie partii przy stole.',
    "Round {k} of {n}, step {j} of {m}": "Runda {k} z {n}, krok {j} z {m}",
    "Round »": "Runda »",
    "« Round": "« Runda",
    "No finished game of Tichu yet: each game played to its end is kept to be watched here.": "Nie ma jeszcze ukończonej partii Tichu: każda partia rozegrana do końca jest tu zachowana do obejrzenia.",
    "Nothing to undo in this round": "W tej rundzie nie ma czego cofnąć",
    # ------------------------------------------------------------ Tichu: menu, setup and options
    "Tichu": "Tichu",
    "the partnership climbing game": "drużynowa gra w pozbywanie się kart",
    "New game of Tichu": "Nowa partia Tichu",
    "Seat {n} · left opponent": "Miejsce {n} · przeciwnik z lewej",
    "Seat {n} · partner": "Miejsce {n} · partner",
    "Seat {n} · right opponent": "Miejsce {n} · przeciwnik z prawej",
    "To a score": "Do wyniku",
    "Fixed rounds": "Liczba rund",
    "Tournament": "Turniej",
    "To {n} points": "Do {n} punktów",
    "Rounds: {n}": "Rund: {n}",
    "At least one seat must be human: make a seat Human to start.":
        "Co najmniej jedno miejsce musi zająć człowiek: ustaw miejsce na „Człowiek”, aby zacząć.",
    "to the target": "do wyniku docelowego",
    "Grand Tichu may be called after the first 8 cards":
        "Wielkie Tichu można zgłosić po pierwszych 8 kartach",
    "when a Tichu may be called: until one's first card (official), or only before one gives the exchange cards":
        "kiedy można zgłosić Tichu: do zagrania własnej pierwszej karty (oficjalnie) albo tylko przed oddaniem kart wymiany",
    "a bomb without the wished rank, by a player who could fulfil the wish: only out of turn (the official rule), or also in turn (a house rule)":
        "bomba bez życzonej wysokości, od gracza, który mógłby spełnić życzenie: tylko poza kolejką (oficjalna zasada) albo także we własnej kolejce (zasada domowa)",
    "the score that ends the game": "wynik, który kończy grę",
    "play this many rounds instead of to the target score":
        "rozegraj tyle rund zamiast gry do wyniku docelowego",
    "tournament play: 9 rounds, partners change every 3, winning points":
        "gra turniejowa: 9 rund, partnerzy zmieniają się co 3, punkty za zwycięstwa",
    # places (PLACES): "out: {place}" and the like
    "1st": "1.",
    "2nd": "2.",
    "3rd": "3.",
    "4th": "4.",
    # the deal, Grand Tichu and the exchange
    "Grand Tichu": "Wielkie Tichu",
    "Grand Tichu!": "Wielkie Tichu!",
    "Tichu!": "Tichu!",
    "200 points if you go out first, 200 off if not":
        "+200, jeśli skończysz przed wszystkimi, inaczej −200",
    "Call Tichu?": "Zgłosić Tichu?",
    "Give a card to each player": "Daj każdemu graczowi po karcie",
    "Drag a card onto a slot, or click it and then the slot":
        "Przeciągnij kartę na pole albo kliknij ją, a potem pole",
    "Now click a slot (or press 1, 2, 3)": "Teraz kliknij pole (lub naciśnij 1, 2, 3)",
    "Ready: Give passes the three cards": "Gotowe: „Oddaj” przekaże trzy karty",
    "Give": "Oddaj",
    "Take back": "Wycofaj",
    "Waiting for the others to choose their cards": "Czekamy, aż pozostali wybiorą karty",
    "to {name}": "→ {name}",
    "from {name}": "← {name}",
    # play
    "Bomb!": "Bomba!",
    "No bomb": "Bez bomby",
    "Your bomb: pick its cards, then Play (Esc: no bomb)":
        "Bomba: wybierz karty i „Zagraj” (Esc: bez bomby)",
    "You hold no bomb that may be played now": "Nie masz bomby, którą można teraz zagrać",
    "Pick the cards to play first": "Najpierw wybierz karty do zagrania",
    "{what}: may be played": "{what}: można zagrać",
    "not now": "nie teraz",
    "Which combination?": "Która kombinacja?",
    "The Phoenix can stand for more than one card here.":
        "Feniks może tu zastąpić różne karty.",
    "Who bombs?": "Kto rzuca bombę?",
    "The others look away: only the one who bombs sees their hand.":
        "Pozostali nie patrzą: swoje karty widzi tylko ten, kto rzuca bombę.",
    "Your wish": "Twoje życzenie",
    "No wish": "Bez życzenia",
    "Give the Dragon's trick": "Oddaj lewę Smoka",
    "{name} holds {n} cards": ("{name}: {n} karta", "{name}: {n} karty", "{name}: {n} kart"),
    # banners
    "{name} calls Grand Tichu!": "{name} zgłasza Wielkie Tichu!",
    "You call Grand Tichu!": "Zgłaszasz Wielkie Tichu!",
    "{name} calls Tichu!": "{name} zgłasza Tichu!",
    "You call Tichu!": "Zgłaszasz Tichu!",
    "{name} bombs!": "{name} rzuca bombę!",
    "You bomb!": "Rzucasz bombę!",
    "The Dog: {name} leads": "Pies: zaczyna {name}",
    "{name} wishes for a {rank}": "{name} życzy sobie: {rank}",
    "You wish for a {rank}": "Życzysz sobie: {rank}",
    "The wish is fulfilled": "Życzenie spełnione",
    "{name} gives the Dragon's trick to {other}": "{name} daje lewę Smoka graczowi {other}",
    "{name} gives you the Dragon's trick": "{name} daje ci lewę Smoka",
    "You give the Dragon's trick to {other}": "Dajesz lewę Smoka graczowi {other}",
    "{name} is out: {place}": "{name} kończy: {place} miejsce",
    "You are out: {place}": "Kończysz: {place} miejsce",
    # the players' plates and the info panel
    "partner": "partner",
    "you": "ty",
    "out: {place}": "{place} miejsce",
    "no Grand Tichu": "Wielkie Tichu: nie",
    "cards chosen": "karty wybrane",
    "choosing cards": "wybiera karty",
    "passed": "pas",
    "holds the trick": "ma lewę",
    "leads": "zaczyna",
    "Tournament, round {n} of 9": "Turniej, runda {n} z 9",
    "Round {n} of {m}": "Runda {n} z {m}",
    "Round {n} · to {target}": "Runda {n} · do {target}",
    "Wish: {rank}": "Życzenie: {rank}",
    "wish: {rank}": "życzenie: {rank}",
    # combinations (combination_words); {rank} is 2 ... 10, J, Q, K, A
    "Mah Jong": "Mah Jong",
    "Dog": "Pies",
    "Phoenix": "Feniks",
    "Dragon": "Smok",
    "the Dog": "Pies",
    "the Phoenix": "Feniks",
    "the Mah Jong": "Mah Jong",
    "the Dragon": "Smok",
    "single {rank}": "karta {rank}",
    "pair of {rank}s": "para {rank}",
    "three {rank}s": "trójka {rank}",
    "full house, three {rank}s": "full, trójka {rank}",
    "straight {low}–{high}": "strit {low}–{high}",
    "{n} pairs in a row to {rank}": "schodki z {n} par do {rank}",
    "bomb, four {rank}s": "bomba: kareta {rank}",
    "straight flush bomb {low}–{high}": "bomba: poker {low}–{high}",
    # the round's result, the score sheet, the end
    "Round {n}": "Runda {n}",
    "Out: {order}": "Miejsca: {order}",
    "{name}: {call} made, +{n}": "{name}: {call} +{n}",
    "{name}: {call} failed, −{n}": "{name}: {call} −{n}",
    "Winning points this round: {list}": "Punkty za zwycięstwa w tej rundzie: {list}",
    "Next round": "Nowa runda",
    "Calls and notes": "Zgłoszenia i uwagi",
    "double win": "podwójna wygrana",
    "Winning points / Tichu points": "Punkty za zwycięstwa / punkty Tichu",
    "No round has been scored yet.": "Żadna runda nie została jeszcze zapisana.",
    "A draw": "Remis",
    "Winners: {names}": "Zwycięzcy: {names}",
    "{n} rounds played": "Rozegrane rundy: {n}",
    'Rules of Tichu': 'Zasady Tichu',
    'Your lead: play a combination': 'Wychodzisz: zagraj układ',
    "Your turn: beat {name}'s {what}, or pass": 'Twój ruch: przebij {what} ({name}) albo pasuj',
    'Four players in two teams, partners opposite. Each round every player gets 14 cards; the aim is to be rid of them first, and to take tricks holding points: fives count 5, tens and kings 10, the Dragon 25 and the Phoenix minus 25.': 'Czterech graczy w dwóch drużynach, partnerzy siedzą naprzeciw siebie. W każdej rundzie każdy dostaje 14 kart; celem jest pozbyć się ich pierwszym i brać lewy z punktami: piątki po 5, dziesiątki i króle po 10, Smok 25, a Feniks minus 25.',
    'The leader plays a combination (a single card, a pair, a triple, a full house, a straight of five or more, or consecutive pairs); each player in turn plays a higher combination of the same kind and length, or passes. When the other three pass, the last to play takes the trick and leads again. A bomb (four of a kind, or a straight flush of five or more) beats anything, and may be played at any time, even out of turn.': 'Wychodzący zagrywa układ (jedną kartę, parę, trójkę, fula, strita z pięciu lub więcej kart albo kolejne pary); każdy po kolei zagrywa wyższy układ tego samego rodzaju i długości albo pasuje. Gdy pozostali trzej spasują, ostatni, który zagrał, bierze lewę i wychodzi znowu. Bomba (czwórka albo poker z pięciu lub więcej kart) bije wszystko i można ją zagrać w każdej chwili, nawet poza kolejką.',
    'The Mah Jong (1) leads first and lets its player wish for a rank, which the next player holding it must play. The Dog passes the lead to the partner. The Phoenix stands for any card in a combination, or as a single beats any card but the Dragon. The Dragon is the highest single; a trick it wins is given to an opponent.': 'Mahjong (1) wychodzi pierwszy i pozwala zażyczyć sobie wartości, którą następny gracz, który ją ma, musi zagrać. Pies przekazuje wyjście partnerowi. Feniks zastępuje dowolną kartę w układzie, a sam bije każdą kartę poza Smokiem. Smok to najwyższa pojedyncza karta; wziętą nim lewę oddaje się przeciwnikowi.',
    'A Tichu call (before your first card) bets 100 that you go out first; Grand Tichu, called after seeing 8 cards, bets 200. If both partners go out first and second, their team scores 200 and no cards are counted. The first team to the target wins.': 'Tichu (przed pierwszą kartą) to zakład o 100, że wyjdziesz pierwszy; Wielkie Tichu, zgłoszone po obejrzeniu 8 kart, to zakład o 200. Jeśli obaj partnerzy wyjdą jako pierwszy i drugi, drużyna dostaje 200, a kart się nie liczy. Wygrywa drużyna, która pierwsza osiągnie cel.',
    'Grand Tichu? You have seen 8 of your 14 cards': 'Wielkie Tichu? Znasz 8 z 14 swoich kart',
    'Not a combination': 'To nie jest układ',
    'Not your turn: out of turn only a bomb may be played': 'Nie twój ruch: poza kolejką można zagrać tylko bombę',
    'Nothing may be played on the Dog': 'Na Psa nic się nie kładzie',
    'The Dog may only be led': 'Psem można tylko wyjść',
    'Only a higher bomb beats a bomb': 'Bombę bije tylko wyższa bomba',
    'It must be the same kind and length as {what}': 'Musi to być układ tego samego rodzaju i długości co {what}',
    'It must be higher than {what}': 'Musi być wyższy niż {what}',
    'The leader must play': 'Wychodzący musi zagrać',
    'You must fulfil the wish: play a {rank}': 'Musisz spełnić życzenie: zagraj {rank}',
    'You can fulfil the wish for {rank}: a bomb without it only out of turn': 'Możesz spełnić życzenie ({rank}): bomba bez niej tylko poza kolejką',
    'The Phoenix beats any single card but the Dragon': 'Feniks bije każdą pojedynczą kartę poza Smokiem',
    'The Phoenix cannot stand for a card here': 'Feniks nie może tu zastąpić karty',
    'Double win for {team}: 200, no cards counted': '{team}: podwójna wygrana, 200, karty się nie liczą',
    'Exactly this many rounds, whatever the scores.': 'Dokładnie tyle rund, bez względu na wynik.',
    '9 rounds; partners change every 3 rounds; no Grand Tichu.': '9 rund; partnerzy zmieniają się co 3 rundy; bez Wielkiego Tichu.',
    'The Mah Jong lets you wish for a rank: the first player who can play it must.': 'Mah Jong pozwala zażyczyć sobie wysokości: pierwszy gracz, który może ją zagrać, musi to zrobić.',
    "The Dragon's trick goes to an opponent of your choice.": 'Lewa Smoka trafia do wybranego przez ciebie przeciwnika.',
    'You bet that you go out first this round: 100 points if you do, 100 off if you do not.': 'Zakładasz się, że w tej rundzie skończysz przed wszystkimi: 100 punktów, jeśli tak, i minus 100, jeśli nie.',
    'The game ends when a team reaches the score.': 'Gra kończy się, gdy drużyna osiągnie ten wynik.',
    'Hint: call Grand Tichu': 'Podpowiedź: zgłoś Wielkie Tichu',
    'Hint: call Tichu': 'Podpowiedź: zgłoś Tichu',
    'Hint: no Grand Tichu': 'Podpowiedź: bez Wielkiego Tichu',
    'Hint: pass': 'Podpowiedź: pas',
    'Hint: play the raised cards ({what})': 'Podpowiedź: zagraj podniesione karty ({what})',
    '{name} wishes for nothing': '{name} nie wybiera życzenia',
    'You wish for nothing': 'Nie wybierasz życzenia',
    'The Dog: you lead': 'Pies: wychodzisz ty',
    'The exchange': 'Wymiana',
    'Team': 'Drużyna',
    'Card points': 'Punkty z kart',
    # ------------------------------------------------------------ the options' titles
    "When Tichu may be called": "Kiedy można zgłosić Tichu",
    "A bomb against the wish": "Bomba wbrew życzeniu",
    "Number of rounds": "Liczba rund",
    'Partners sit opposite; play goes to the right.': 'Partnerzy siedzą naprzeciw siebie; gra idzie w prawo.',
    'A bomb out of turn needs a combination on the table': 'Bomba poza kolejką tylko na kombinację na stole',
    'Not your turn': 'Nie twoja kolej',
    'You do not hold these cards': 'Nie masz tych kart',
    'You are out': 'Nie masz już kart',
    'The round is over': 'Runda skończona',
    'That cannot be done now': 'Teraz nie można tego zrobić',
    "Pass to the trick's end": 'Pasuj do końca lewy',
    "You pass to the end of this trick": 'Pasujesz do końca tej lewy',
    'No round scored yet': 'Jeszcze żadnej rundy',
    "round {n}: a move that breaks the rules": "runda {n}: ruch niezgodny z zasadami",
    # ------------------------------------------------------------ the round's review
    'Review': 'Przegląd',
    'No Tichu call': 'Bez zapowiedzi Tichu',
    'Call Tichu': 'Zapowiedz Tichu',
    'Call Grand Tichu': 'Zapowiedz Wielkie Tichu',
    'No Grand Tichu': 'Bez Wielkiego Tichu',
    'Wish for {rank}': 'Życzenie: {rank}',
    "The Dragon's trick to {name}": 'Lewa Smoka dla: {name}',
    'Trick {k}': 'Lewa {k}',
    '{n} points at stake': ('{n} punkt w grze', '{n} punkty w grze', '{n} punktów w grze'),
    "Round {k}: {name}'s decisions": 'Runda {k}: decyzje gracza {name}',
    'Round {k}: your decisions': 'Runda {k}: twoje decyzje',
    'Next player': 'Następny gracz',
    'The round could not be reviewed ({why}).': 'Nie udało się przejrzeć rundy ({why}).',
    'The Hard AI is playing each decision out: {done} of {n}': 'SI (Trudny) rozgrywa każdą decyzję: {done} z {n}',
    "Each decision was played out many times by the Hard AI from what was known then. Listed are those where another move scores clearly better, the worst first; the points are the team's against the opponents', on average.": 'SI (Trudny) rozegrała każdą decyzję wiele razy, wiedząc tyle, ile było wtedy wiadomo. Wymienione są te, w których inny ruch wypada wyraźnie lepiej, najdroższe najpierw; punkty to punkty drużyny przeciw rywalom, średnio.',
    "Nothing costly: every decision was as good as the Hard AI's, or near enough. Well played!": 'Nic kosztownego: każda decyzja była równie dobra jak decyzja SI (Trudny) albo prawie. Dobrze zagrane!',
    '{n} decisions judged': ('oceniono {n} decyzję', 'oceniono {n} decyzje', 'oceniono {n} decyzji'),
    'Played': 'Zagrano',
    'The Hard AI prefers': 'SI (Trudny) wolałaby',
    # ------------------------------------------------------------ Why this? (the hint's reasons)
    'A rule of thumb of the planning player, not a search.':
        'Reguła kciuka gracza planującego, bez przeszukiwania.',
    'Every play you have here is of one kind: the planning player picks among them.':
        'Wszystkie twoje zagrania są tu jednego rodzaju: wybiera spośród nich gracz planujący.',
    'Grand Tichu: hands like yours go out first about {p}% of the time; the call pays from {at}%':
        'Wielkie Tichu: z taką ręką wychodzi się pierwszym w około {p}% przypadków; zgłoszenie opłaca się od {at}%',
    'No Grand Tichu: hands like yours go out first about {p}% of the time; the call pays from {at}%':
        'Bez Wielkiego Tichu: z taką ręką wychodzi się pierwszym w około {p}% przypadków; zgłoszenie opłaca się od {at}%',
    'Tichu: hands like yours go out first about {p}% of the time; the call pays from {at}%':
        'Tichu: z taką ręką wychodzi się pierwszym w około {p}% przypadków; zgłoszenie opłaca się od {at}%',
    'Judged from your first eight cards, without searching layouts.':
        'Ocena na podstawie twoich pierwszych ośmiu kart, bez przeszukiwania rozkładów.',
    'It is the only play you have.':
        'To twoje jedyne zagranie.',
    'No Tichu: hands like yours go out first only about {p}% of the time':
        'Bez Tichu: z taką ręką wychodzi się pierwszym tylko w około {p}% przypadków',
    'No Tichu: your partner has called.':
        'Bez Tichu: twój partner już zgłosił.',
    'Passing is all you can do here.':
        'Możesz tu tylko spasować.',
    'a wish for {rank}':
        'życzenie: {rank}',
    'letting it be':
        'nic nie robić',
    'no wish':
        'bez życzenia',
    'passing':
        'pas',
    'the trick to {name}':
        'lewa → {name}',
    'this exchange':
        'ta wymiana',
    'with {gives}':
        'wariant {gives}',
    '{what}: your team ends about {d} points better than {than}, over {m} layouts':
        ('{what}: twoja drużyna kończy około {d} punkt lepiej niż {than}, w {m} rozkładach', '{what}: twoja drużyna kończy około {d} punkty lepiej niż {than}, w {m} rozkładach', '{what}: twoja drużyna kończy około {d} punktów lepiej niż {than}, w {m} rozkładach'),
    '{than}: about {d} points better for your team, too little to be sure over {m} layouts':
        ('{than}: około {d} punkt lepiej dla twojej drużyny, za mało, by mieć pewność przy {m} rozkładach', '{than}: około {d} punkty lepiej dla twojej drużyny, za mało, by mieć pewność przy {m} rozkładach', '{than}: około {d} punktów lepiej dla twojej drużyny, za mało, by mieć pewność przy {m} rozkładach'),
    '{than}: about {d} points worse':
        ('{than}: około {d} punkt gorzej', '{than}: około {d} punkty gorzej', '{than}: około {d} punktów gorzej'),
    '{what}: about as good for your team as {than}, over {m} layouts':
        '{what}: dla twojej drużyny mniej więcej tak dobre jak {than}, w {m} rozkładach',
    "{what}: the planning player's choice":
        '{what}: wybór gracza planującego',
    'the other way round':
        'na odwrót',
}
