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
    "{name} gives the Dragon's trick to {other}": "{name} daje lewę Smoka {other:dative}",
    "{name} gives you the Dragon's trick": "{name} daje ci lewę Smoka",
    "You give the Dragon's trick to {other}": "Dajesz lewę Smoka {other:dative}",
    "{name} is out: {place}": "{name} kończy: {place} miejsce",
    "You are out: {place}": "Kończysz: {place} miejsce",
    # the players' plates and the info panel
    "partner": "partner",
    "you": "ty",
    "out: {place}": "{place} miejsce",
    "no Grand Tichu": "Wielkie Tichu: nie",
    "no call": "bez zgłoszenia",
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
    "Last trick: the Dog": "Ostatnia lewa: Pies",
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
    "Last out: {name}; tricks ({n}) to {other}, hand ({m}) to {team}": "Ostatnie miejsce: {name}; lewy ({n}) → {other}, karty z ręki ({m}) → {team}",
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
    "Your turn: beat {name}'s {what}, or pass": 'Twój ruch: {what} ({name}) — przebij albo pasuj',
    'Your lead: play a combination that fulfils the wish ({rank})': 'Wychodzisz: zagraj układ spełniający życzenie ({rank})',
    "Your turn: beat {name}'s {what} and fulfil the wish ({rank})": 'Twój ruch: {what} ({name}) — przebij, spełniając życzenie ({rank})',
    'Beat the {what} and fulfil the wish ({rank})': '{what} — przebij, spełniając życzenie ({rank})',
    'Beat the {what}, or pass': '{what} — przebij albo pasuj',
    "Beat {name}'s {what}, or pass": '{what} ({name}) — przebij albo pasuj',
    "Beat {name}'s {what} and fulfil the wish ({rank})": '{what} ({name}) — przebij, spełniając życzenie ({rank})',
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
    'It must be the same kind and length as the {what}': 'Musi to być układ tego samego rodzaju i długości co {what}',
    'It must be higher than the {what}': 'Musi być wyższy niż {what}',
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
    "The Dragon's trick to {name}": 'Lewa Smoka dla {name:genitive}',
    'Trick {k}': 'Lewa {k}',
    '{n} points at stake': ('{n} punkt w grze', '{n} punkty w grze', '{n} punktów w grze'),
    "Round {k}: {name}'s decisions": 'Runda {k}: decyzje {name:genitive}',
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
    'A rule of thumb of the AI, not a search.':
        'Reguła kciuka komputera, bez przeszukiwania.',
    'Every play you have here is of one kind: the AI picks among them.':
        'Wszystkie twoje zagrania są tu jednego rodzaju: wybiera spośród nich komputer.',
    'Grand Tichu: hands like yours go out first about {p}% of the time; the call pays from {at}%':
        'Wielkie Tichu: z taką ręką wychodzi się pierwszym w około {p}% przypadków; zgłoszenie opłaca się od {at}%',
    'No Grand Tichu: hands like yours go out first about {p}% of the time; the call pays from {at}%':
        'Bez Wielkiego Tichu: z taką ręką wychodzi się pierwszym w około {p}% przypadków; zgłoszenie opłaca się od {at}%',
    'Tichu: hands like yours go out first about {p}% of the time; the call pays from {at}%':
        'Tichu: z taką ręką wychodzi się pierwszym w około {p}% przypadków; zgłoszenie opłaca się od {at}%',
    'Judged from your first eight cards, without trying sample deals.':
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
        'życzenie {rank}',
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
    '{what}: your team ends about {d} points better than {than}, over {m} sample deals':
        ('{what}: twoja drużyna kończy około {d} punkt lepiej niż {than}, w {m} rozkładach', '{what}: twoja drużyna kończy około {d} punkty lepiej niż {than}, w {m} rozkładach', '{what}: twoja drużyna kończy około {d} punktów lepiej niż {than}, w {m} rozkładach'),
    '{than}: about {d} points better for your team, too little to be sure over {m} sample deals':
        ('{than}: około {d} punkt lepiej dla twojej drużyny, za mało, by mieć pewność przy {m} rozkładach', '{than}: około {d} punkty lepiej dla twojej drużyny, za mało, by mieć pewność przy {m} rozkładach', '{than}: około {d} punktów lepiej dla twojej drużyny, za mało, by mieć pewność przy {m} rozkładach'),
    '{than}: about {d} points worse':
        ('{than}: około {d} punkt gorzej', '{than}: około {d} punkty gorzej', '{than}: około {d} punktów gorzej'),
    '{what}: about as good for your team as {than}, over {m} sample deals':
        '{what}: dla twojej drużyny mniej więcej tak dobre jak {than}, w {m} rozkładach',
    "{what}: the AI's choice":
        '{what}: wybór komputera',
    'the other way round':
        'na odwrót',
    # ------------------------------------------------------------ Learn: Tichu's lessons
    'A bomb is four cards of one rank, or a straight flush. It beats any other combination, and you may play it whenever one lies on the table, even out of turn.':
        'Bomba to cztery karty jednej wysokości albo poker (strit w jednym kolorze). Bije każdy inny układ i możesz ją zagrać, gdy tylko jakiś układ leży na stole, nawet poza kolejką.',
    'A card to each player, and who leads':
        'Karta dla każdego i kto wychodzi',
    'A combination is a single, a pair, a triple, a full house, a straight (5 or more in a row) or stairs (pairs in a row). You hold the Mah Jong, so you lead.':
        'Układ to pojedyncza karta, para, trójka, full, strit (5 lub więcej kolejnych) albo schodki (kolejne pary). Masz Mah Jonga, więc wychodzisz.',
    'A pair does not beat stairs: play stairs of two pairs, higher than 5-5-6-6.':
        'Para nie bije schodków: zagraj schodki z dwóch par, wyższe niż 5-5-6-6.',
    'A player with no cards left is out. Lead the whole straight and go out first.':
        'Gracz bez kart wychodzi z gry. Wyjdź całym stritem i skończ pierwszy.',
    'A trick won with the Dragon is given to an opponent of your choice; a bomb on the Dragon wins as usual.':
        'Lewę wygraną Smokiem oddajesz wybranemu przeciwnikowi; bomba na Smoka wygrywa jak zwykle.',
    'A wild card; alone, half a rank up':
        'Dżoker; sam pół wysokości wyżej',
    'After your bomb the turn went on from you. Gleb bombed back: a straight flush beats four of a kind, and a higher bomb beats a lower one.':
        'Po twojej bombie kolejka poszła dalej od ciebie. Gleb odpowiedział bombą: poker bije czwórkę, a wyższa bomba bije niższą.',
    "Beat Boris's stairs with your 7-7-8-8":
        'Pobij schodki Borysa swoimi 7-7-8-8',
    'Beat the 9 with your ace':
        'Pobij 9 swoim asem',
    'Beat the full house with yours: 10-10-10-2-2':
        'Pobij fula swoim: 10-10-10-2-2',
    'Bets on going out first, on 8 or 14 cards':
        'Zakład o wyjście, na 8 albo 14 kartach',
    'Bomb the ace: press Bomb!, then Play':
        'Zbombarduj asa: naciśnij Bomba!, potem Zagraj',
    'Bombs':
        'Bomby',
    'Bombs beat everything but higher bombs, in turn or out of turn; never on the Dog.':
        'Bomby biją wszystko poza wyższymi bombami, w kolejce i poza nią; nigdy na Psa.',
    "Boris has only 8 cards left and may go out soon: the Dragon's 25 points would stay with him. Give the trick to Gleb.":
        'Borys ma już tylko 8 kart i może zaraz wyjść: 25 punktów Smoka zostałoby u niego. Oddaj lewę Glebowi.',
    'Boris held an ace, so he had to play it: the wish is fulfilled and ends.':
        'Borys miał asa, więc musiał go zagrać: życzenie jest spełnione i wygasa.',
    "Boris's queen beat your Phoenix: it counted only J½. The Phoenix also costs 25 points to the team that wins it.":
        'Dama Borysa pobiła twojego Feniksa: liczył się tylko jako J½. Feniks kosztuje też 25 punktów drużynę, która go weźmie.',
    'Your K or A would beat the queen, but keep them for now: this lesson is about what the Phoenix counted. Pass.':
        'Twój K albo A pobiłby damę, ale na razie je zatrzymaj: ta lekcja jest o tym, ile liczył się Feniks. Pasuj.',
    'Call Tichu before your first card':
        'Zgłoś Tichu przed pierwszą kartą',
    'Call Tichu: press Tichu!':
        'Zgłoś Tichu: naciśnij Tichu!',
    'Call before you give: your partner then knows to give you a good card. Press Tichu!':
        'Zgłoś przed oddaniem kart: partner będzie wiedział, że ma ci dać dobrą kartę. Naciśnij Tichu!',
    'Call first: once you have played a card, it is too late to call Tichu.':
        'Najpierw zgłoś: gdy zagrasz kartę, na Tichu jest za późno.',
    'Combinations and beating them':
        'Układy i jak je bić',
    'Each player gives one card to each of the three others, all at once. Help your partner with a high card; give the opponents low cards that are worth no points.':
        'Każdy daje po jednej karcie każdemu z trzech pozostałych, wszyscy naraz. Pomóż partnerowi wysoką kartą; przeciwnikom daj niskie karty bez punktów.',
    'Everyone passed, so Gleb took the trick and led again. A full house is ranked by its triple: three 10s beat three 9s.':
        'Wszyscy spasowali, więc Gleb wziął lewę i wyszedł znowu. Ful liczy się według trójki: trzy 10 biją trzy 9.',
    'They beat anything, even out of turn':
        'Biją wszystko, nawet poza kolejką',
    'Give Vera, your partner, the A♠; give Boris and Gleb your 2♠ and 3♣: low cards, no points (never a 5, a 10 or a K).':
        'Daj Wierze, partnerce, A♠; Borysowi i Glebowi daj swoje 2♠ i 3♣: niskie karty, bez punktów (nigdy 5, 10 ani K).',
    'Give the trick to Gleb':
        'Oddaj lewę Glebowi',
    'Give Vera the A♠, the others 2♠ and 3♣':
        'Daj Wierze A♠, pozostałym 2♠ i 3♣',
    'Gleb played higher stairs. Passing does not take you out of the trick: when your turn comes round you may play on it again.':
        'Gleb zagrał wyższe schodki. Pas nie wyklucza cię z lewy: gdy znów przyjdzie twoja kolej, możesz na nią zagrać.',
    'Going out and the double win':
        'Wyjście i podwójne zwycięstwo',
    'Grand Tichu (200) on your first 8 cards, Tichu (100) on all 14 until you play your first card; each call is won only by going out first.':
        'Wielkie Tichu (200) na pierwszych 8 kartach, Tichu (100) na wszystkich 14, dopóki nie zagrasz pierwszej karty; zgłoszenie wygrywa tylko wyjście jako pierwszy.',
    'Grand Tichu and Tichu':
        'Wielkie Tichu i Tichu',
    'Grand Tichu is called on your first 8 cards, before you see the other 6: 200 points if you go out first, 200 off if not. Yours hold no ace and no special card.':
        'Wielkie Tichu zgłaszasz na pierwszych 8 kartach, zanim zobaczysz pozostałe 6: 200 punktów, jeśli wyjdziesz pierwszy, 200 mniej, jeśli nie. Twoje nie mają asa ani karty specjalnej.',
    'Hint: give the trick to {name}':
        'Podpowiedź: oddaj lewę {name:dative}',
    'Hint: no wish':
        'Podpowiedź: bez życzenia',
    'Hint: wish for {rank}':
        'Podpowiedź: życz sobie {rank}',
    'Lead the Dog: Vera then leads what suits her hand.':
        'Wyjdź Psem: Wiera wyjdzie potem tym, co pasuje do jej ręki.',
    'Lead the Dog: the lead goes to Vera':
        'Wyjdź Psem: wyjście przechodzi do Wiery',
    'Lead the Mah Jong':
        'Wyjdź Mah Jongiem',
    'Lead the Mah Jong: its wish is what this lesson is about.':
        'Wyjdź Mah Jongiem: ta lekcja jest o jego życzeniu.',
    'Lead the stairs: four cards out at once.':
        'Wyjdź schodkami: cztery karty naraz.',
    'Lead your stairs 3-3-4-4':
        'Wyjdź schodkami 3-3-4-4',
    'Lead: play your pair of 9s':
        'Wyjście: zagraj parę 9',
    'Led alone, it hands the lead to your partner':
        'Zagrany sam oddaje wyjście partnerowi',
    "Only the Dragon beats Boris's ace: play it.":
        'Tylko Smok bije asa Borysa: zagraj go.',
    'Out first, and both partners out: 200':
        'Wyjście pierwsze, a obu partnerów: 200',
    "Out of turn only a bomb may be played, and Boris's ace would win: bomb it with your four 7s.":
        'Poza kolejką wolno zagrać tylko bombę, a as Borysa by wygrał: zbombarduj go czterema 7.',
    "Pass: Boris's ace wins":
        'Pasuj: wygrywa as Borysa',
    "Pass: Gleb's straight flush beats your four 7s":
        'Pasuj: poker Gleba bije twoje cztery 7',
    'Pass: a queen beats J½':
        'Pasuj: dama bije J½',
    "Pass: let Vera's straight win":
        'Pasuj: niech strit Wiery wygra',
    'Pass: nothing of yours beats J-J-Q-Q':
        'Pasuj: nic twojego nie bije J-J-Q-Q',
    'Play all 14 cards: your straight':
        'Zagraj wszystkie 14 kart: twój strit',
    'Play the 1 and name a rank to be played':
        'Zagraj 1 i zażycz sobie wysokości',
    'Play the Dragon on the ace':
        'Zagraj Smoka na asa',
    'Play the Phoenix on the jack':
        'Zagraj Feniksa na waleta',
    'Play them all at once: the straight from the Mah Jong to the ace.':
        'Zagraj je wszystkie naraz: strit od Mah Jonga do asa.',
    'Press No: these 8 cards make no Grand Tichu':
        'Naciśnij Nie: te 8 kart to nie Wielkie Tichu',
    'Same kind, same number of cards, higher: that beats a combination. The trick ends when all the others pass in a row.':
        'Ten sam rodzaj, tyle samo kart, wyżej: tak bije się układ. Lewa kończy się, gdy wszyscy pozostali spasują po kolei.',
    'Same kind and length, higher; or pass':
        'Ten sam rodzaj i długość, wyżej; albo pas',
    'The Dog':
        'Pies',
    'The Dog cannot be played on a card: it can only be led.':
        'Psa nie można zagrać na kartę: można nim tylko wyjść.',
    'The Dog is led alone and hands the lead to your partner; nothing is played on it, not even a bomb.':
        'Psem wychodzi się samym i oddaje wyjście partnerowi; nic nie gra się na niego, nawet bomby.',
    'The Dog is no combination: it can only be led, alone, and nothing can be played on it. Take the trick with your ace first.':
        'Pies nie jest układem: można nim tylko wyjść, samym, i nic nie można na niego zagrać. Najpierw weź lewę asem.',
    "The Dog's trick, worth nothing, is yours; Vera led her straight. Pass, and help her go out first.":
        'Lewa Psa, nic niewarta, jest twoja; Wiera wyszła stritem. Pasuj i pomóż jej wyjść pierwszej.',
    "Vera's straight wins if you let it: beating it would take the lead from her, and she called Tichu. Pass.":
        'Strit Wiery wygra, jeśli mu pozwolisz: przebijając go, odbierzesz jej wyjście, a ona zgłosiła Tichu. Pasuj.',
    'The Dragon is the highest single: only a bomb beats it. It is worth 25 points, but the trick it wins must be given to an opponent.':
        'Smok to najwyższa pojedyncza karta: bije go tylko bomba. Jest wart 25 punktów, ale lewę, którą wygra, trzeba oddać przeciwnikowi.',
    "The Dragon's gift":
        'Dar Smoka',
    'The Mah Jong is a 1, the lowest single. Whoever plays it wishes for a rank: the next player who holds it and can play it must.':
        'Mah Jong to 1, najniższa pojedyncza karta. Kto go zagra, życzy sobie wysokości: następny gracz, który ją ma i może zagrać, musi to zrobić.',
    "The Mah Jong's wish":
        'Życzenie Mah Jonga',
    'The Phoenix':
        'Feniks',
    'The Phoenix beats any single but the Dragon: play it.':
        'Feniks bije każdą pojedynczą kartę poza Smokiem: zagraj go.',
    'The Phoenix stands for any rank in a combination (never in a bomb). As a single it counts half a rank above the single it beats: on a J it is J½.':
        'Feniks w układzie zastępuje dowolną wysokość (nigdy w bombie). Jako pojedyncza karta liczy się pół wysokości nad kartą, którą bije: na J to J½.',
    'The Phoenix: any rank in a combination, half a rank up as a single, 1½ when led, never over the Dragon; −25 points.':
        'Feniks: dowolna wysokość w układzie, pół wysokości wyżej jako pojedyncza karta, 1½ na wyjściu, nigdy nad Smokiem; −25 punktów.',
    'Highest single; its trick goes to an opponent':
        'Najwyższa karta; jej lewa idzie do przeciwnika',
    'The other 6 cards brought the Dragon, the Phoenix and four aces, a bomb. Tichu is worth 100 and may be called until your first card. Call it now: your partner sees it before choosing a card for you.':
        'Pozostałe 6 kart przyniosło Smoka, Feniksa i cztery asy, bombę. Tichu jest warte 100 i można je zgłosić do pierwszej karty. Zgłoś teraz: partner zobaczy to, zanim wybierze dla ciebie kartę.',
    'The wish binds whoever holds the rank and can play it, leading or following, until a card of that rank is played.':
        'Życzenie wiąże każdego, kto ma tę wysokość i może ją zagrać, na wyjściu i w dokładaniu, dopóki nie padnie karta tej wysokości.',
    "Three cards given, three received: every hand holds 14 again, and the Mah Jong's holder leads.":
        'Trzy karty dane, trzy otrzymane: każda ręka znów ma 14, a wychodzi ten, kto ma Mah Jonga.',
    'To follow, play the same kind with as many cards, higher: only stairs of two pairs beat stairs of two pairs.':
        'By dołożyć, zagraj ten sam rodzaj z tyloma samymi kartami, wyżej: schodki z dwóch par bije tylko wyższe schodki z dwóch par.',
    'Vera called Tichu: she must go out first. Led, the Dog gives the lead to your partner.':
        'Wiera zgłosiła Tichu: musi wyjść pierwsza. Pies na wyjściu oddaje wyjście partnerowi.',
    'Vera gave you the Mah Jong. Whoever holds it after the exchange leads the first trick, with any combination: lead your pair of 9s.':
        'Wiera dała ci Mah Jonga. Kto ma go po wymianie, wychodzi do pierwszej lewy, dowolnym układem: wyjdź parą 9.',
    'Wish for a rank you do not hold: you hold no ace, and whoever holds one must now play it on your 1.':
        'Życz sobie wysokości, której nie masz: nie masz asa, a kto go ma, musi go teraz zagrać na twoją 1.',
    'Wish for an ace':
        'Życz sobie asa',
    'Wish for any rank, or for none':
        'Życz sobie dowolnej wysokości albo żadnej',
    'With these 8 cards you would most likely not go out first: Grand Tichu would cost 200. Press No.':
        'Z tymi 8 kartami raczej nie wyjdziesz pierwszy: Wielkie Tichu kosztowałoby 200. Naciśnij Nie.',
    'You can beat it: your three 10s with the pair of 2s.':
        'Możesz go pobić: trzema 10 z parą 2.',
    'You hold a 9: you would have to play it yourself. Wish for a rank you do not hold, the ace.':
        'Masz 9: życzenie obowiązywałoby też ciebie. Życz sobie wysokości, której nie masz: asa.',
    'You hold the Mah Jong, so you lead: play your pair of 9s.':
        'Masz Mah Jonga, więc wychodzisz: zagraj parę 9.',
    'You went out first and Vera second: a double win scores 200 and no card points count; your Tichu adds 100.':
        'Twoje karty skończyły się pierwsze, Wiery drugie: podwójne zwycięstwo daje 200, punkty z kart się nie liczą; twoje Tichu dodaje 100.',
    'Your 14 cards make one straight, from the Mah Jong to the ace. Call Tichu: 100 more if you go out first.':
        'Twoje 14 kart to jeden strit, od Mah Jonga do asa. Zgłoś Tichu: 100 więcej, jeśli wyjdziesz pierwszy.',
    'Your Dragon won. Give the trick to the opponent who may well finish last: Gleb still holds 14 cards, and the last player hands every trick he won to the first player out.':
        'Twój Smok wygrał. Oddaj lewę przeciwnikowi, który pewnie skończy ostatni: Gleb ma jeszcze 14 kart, a ostatni oddaje wszystkie swoje lewy temu, kto wyszedł pierwszy.',
    'Your straight held the Mah Jong, so you wish. Then watch: if Vera goes out second, the round ends at once.':
        'Twój strit zawierał Mah Jonga, więc wybierasz życzenie. Potem patrz: jeśli Wiera wyjdzie druga, runda kończy się od razu.',
    'Scoring a round':
        'Liczenie punktów w rundzie',
    "The last player's tricks and hand; card points":
        'Lewy i karty ostatniego gracza; punkty z kart',
    "Take Gleb's K with your ace":
        'Pobij K Gleba swoim asem',
    "At the round's end each team counts the card points in its tricks: a 5 is worth 5, a 10 or a K 10, the Dragon 25, the Phoenix −25, the rest nothing. Gleb led a K: win its 10 points, and the lead.":
        'Na koniec rundy każda drużyna liczy punkty z kart w swoich lewach: 5 jest warta 5, 10 lub K — 10, Smok 25, Feniks −25, reszta nic. Gleb wyszedł z K: zdobądź jego 10 punktów i wyjście.',
    'Pass, and Gleb keeps his K and the lead. Your ace wins both: play it.':
        'Jeśli spasujesz, Gleb zachowa swojego K i wyjście. Twój as zdobywa jedno i drugie: zagraj go.',
    'Lead both queens: go out first':
        'Wyjdź obiema damami: skończ pierwszy',
    'A round is played until the third player is out. The last one then gives every trick he won to the first player out. Gleb won the first trick, three straights worth 55 points: go out first.':
        'Runda trwa, aż wyjdzie trzeci gracz. Ostatni oddaje wtedy wszystkie zdobyte lewy temu, kto wyszedł pierwszy. Gleb wziął pierwszą lewę, trzy strity warte 55 punktów: skończ pierwszy.',
    'With one queen you keep a card and are not out: lead the pair.':
        'Z jedną damą zostaje ci karta i nie kończysz: wyjdź parą.',
    'Watch the round to its end':
        'Obserwuj rundę do końca',
    'You are out first. The round ends when a third player goes out: whoever is left with cards gives his tricks to you, and the cards in his hand to his opponents.':
        'Twoje karty skończyły się pierwsze. Runda kończy się, gdy wyjdzie trzeci gracz: ten, komu zostaną karty, oddaje tobie swoje lewy, a karty z ręki swoim przeciwnikom.',
    "Vera went out third, so the round ended with Gleb last. His tricks went to you, the first out: 80 points, the Dragon's trick Vera gave him among them. The 10 left in his hand went to your team. 80 to 20: the card points always add up to 100.":
        'Wiera wyszła trzecia, więc runda się skończyła, a Gleb został ostatni. Jego lewy trafiły do ciebie, bo twoje karty skończyły się pierwsze: 80 punktów, razem z lewą Smoka, którą dała mu Wiera. Dziesiątka z jego ręki trafiła do twojej drużyny. 80 do 20: punkty z kart zawsze dają razem 100.',
}
