"""Polski: the table's texts in Polish (see game/ui/i18n.py).

Keys are the English texts as written in the code; `{fields}` stay as they are.
Rospisat' (giving up the contract after the musik) is the Polish "bomba".
"""

STRINGS = {
    "1000": "1000",  # the game's name on the menu's choice of game
    # ------------------------------------------------------------ main menu, new game
    "Tysiacha": "Tysiąc",
    "the card game 1000": "gra karciana 1000",
    "Continue": "Kontynuuj",
    "New game": "Nowa gra",
    "Options": "Opcje",
    "Rules": "Zasady",
    "Quit": "Wyjdź",
    "Some settings in {path} were not used:": "Niektóre ustawienia w {path} nie zostały użyte:",
    "3 players": "3 graczy",
    "4 players": "4 graczy",
    "vs AI": "Z komputerem",
    "Hot-seat": "Hot-seat",
    "Human": "Człowiek",
    "AI": "Komputer",
    "Easy": "Łatwy",
    "Normal": "Średni",
    "Hard": "Trudny",
    "Expert": "Ekspert",
    "Start": "Graj",
    "Back": "Wstecz",
    "You": "Ty",
    "Player": "Gracz",
    "Seat {n}": "Miejsce {n}",
    "Unavailable: no sound device was found, so the game is silent ({problem}).":
        "Niedostępne: nie znaleziono urządzenia dźwiękowego, gra jest cicha ({problem}).",
    "A game is in progress": "Trwa gra",
    "A new game takes its place: the game in progress ends and cannot be continued. (Finished games are kept in the games folder.)":
        "Nowa gra zajmie jej miejsce: trwająca gra się skończy i nie będzie można jej kontynuować. (Zakończone gry są w folderze games.)",
    "Keep playing": "Graj dalej",
    "Who sits where?": "Kto gdzie siedzi?",
    "The saved game goes on, but {problem}: say which seats are human.":
        "Zapisana gra toczy się dalej, ale {problem}: wskaż, które miejsca zajmują ludzie.",
    "The saved game {file} could not be read ({why}); it was moved to {name}.":
        "Nie udało się odczytać zapisanej gry {file} ({why}); plik przemianowano na {name}.",
    "{file} is missing": "brak pliku {file}",
    "{file} could not be read ({why})": "nie można odczytać pliku {file} ({why})",
    "not valid YAML, line {n}": "błąd YAML, wiersz {n}",
    "not valid YAML": "błąd YAML",
    "not UTF-8 text": "to nie tekst UTF-8",
    "{file} does not say who sits in each of the {n} seats":
        "plik {file} nie mówi, kto siedzi na każdym z {n} miejsc",
    "Click a name to change it. Play goes to the left, seat 1 first.":
        "Kliknij imię, aby je zmienić. Gra idzie w lewo, zaczyna miejsce 1.",
    "Demo: the AI players at work. Click or press a key to play.":
        "Demo: gra komputer. Kliknij lub naciśnij klawisz, aby zagrać.",

    # ------------------------------------------------------------ cutting and dealing
    "Cutting for the deal": "Losowanie rozdającego",
    "A tie for the highest card: cut again": "Remis na najwyższej karcie: losujemy ponownie",
    "{name} deals": "{name} rozdaje",
    "You deal": "Rozdajesz",
    "{name} dealt": "{name}: karty rozdane",

    # ------------------------------------------------------------ in-game menu, hot-seat
    "Resume": "Wznów",
    "Score sheet": "Tabela",
    "Save screenshot": "Zrzut ekranu",
    "Quit to menu": "Wyjdź do menu",
    "Quit game": "Zakończ grę",
    "Saved {path}": "Zapisano {path}",
    "Paused": "Pauza",
    "I am {name}: show my cards": "Jestem {name}: pokaż moje karty",
    "Pass to {name}": "Przekaż graczowi {name}",
    "The others look away; click when ready.": "Pozostali nie patrzą; kliknij, gdy gotowe.",

    # ------------------------------------------------------------ score sheet, tricks, rules
    "Close": "Zamknij",
    "scroll for more": "przewiń dalej",
    "Deal": "Rozdanie",
    "No deal has been scored yet.": "Żadne rozdanie nie zostało jeszcze zapisane.",
    "Tricks of this deal": "Lewy tego rozdania",
    "Prikup": "Musik",
    "four aces": "cztery asy",
    "marriage": "meldunek",
    "No trick was played in this deal.": "W tym rozdaniu nie zagrano żadnej lewy.",
    "The options in force (change them in Options):":
        "Obowiązujące opcje (zmienisz je w Opcjach):",
    "Tysiacha (1000) is played with 24 cards, 9 to ace in four suits; the first to reach 1000 wins.":
        "W Tysiąca (1000) gra się 24 kartami, od dziewiątki do asa w czterech kolorach; wygrywa "
        "ten, kto pierwszy zdobędzie 1000.",
    "Card points: ace 11, ten 10, king 4, queen 3, jack 2, nine 0; 120 in the deck. A king and "
    "queen of one suit are a marriage: spades 40, clubs 60, diamonds 80, hearts 100.":
        "Punkty kart: as 11, dziesiątka 10, król 4, dama 3, walet 2, dziewiątka 0; w talii 120. "
        "Król i dama jednego koloru to meldunek: pik 40, trefl 60, karo 80, kier 100.",
    "Each player gets 7 cards and 3 go to the prikup. The players bid in turn how many points they "
    "will take, from 100 up; the highest bidder takes the prikup, gives one card to each other "
    "player, and may raise the contract.":
        "Każdy gracz dostaje 7 kart, a 3 idą do musiku. Gracze po kolei licytują, ile punktów "
        "zdobędą, od 100 w górę; kto zalicytuje najwyżej, bierze musik, daje po karcie każdemu "
        "z pozostałych i może podbić kontrakt.",
    "The declarer leads first. Follow suit; if you cannot, play a trump if you have one. Leading "
    "the king or queen of a marriage you hold declares it: its points are yours and its suit is "
    "trump from then on. The highest trump, else the highest card of the suit led, wins the trick.":
        "Grający wychodzi pierwszy. Trzeba dokładać do koloru; jeśli nie możesz, zagraj atu, "
        "jeśli je masz. Wyjście królem lub damą meldunku, który masz na ręce, melduje go: jego "
        "punkty są twoje, a jego kolor staje się atu. Lewę bierze najwyższe atu, a bez atu "
        "najwyższa karta koloru wyjścia.",
    "A declarer who takes the contract scores it; one who falls short loses it. The defenders "
    "score what they took, rounded to 5. Near 1000 a player sits on the barrel and must win as "
    "declarer to finish.":
        "Grający, który ugra kontrakt, zapisuje go sobie; jeśli nie ugra, odejmuje go. "
        "Przeciwnicy zapisują to, co wzięli, zaokrąglone do 5. Blisko 1000 gracz wchodzi na "
        "beczkę i, by skończyć, musi wygrać jako grający.",

    # ------------------------------------------------------------ bidding
    "Bid": "Licytuj",
    "Pass": "Pas",
    "Your bid": "Twoja licytacja",
    "You open the bidding": "Otwierasz licytację",
    "highest {n}": "najwyżej {n}",
    "You may only pass now": "Teraz możesz tylko spasować",

    # ------------------------------------------------------------ musik, exchange, raise
    "Yes": "Tak",
    "No": "Nie",
    "Two or more nines in the prikup: call a redeal? (R13)":
        "W musiku dwie lub więcej dziewiątek: rozdać ponownie? (R13)",
    "You hold four nines: call a redeal? (R12)": "Masz cztery dziewiątki: rozdać ponownie? (R12)",
    "Redeal": "Rozdaj znowu",
    "Play on": "Graj dalej",
    "Choose a card for each defender": "Wybierz kartę dla każdego przeciwnika",
    "To {name}": "→ {name}",
    "Pass cards": "Oddaj karty",
    "Contract {n}: keep it or raise it (R27)": "Kontrakt {n}: zostaw lub podbij (R27)",
    "Keep {n}": "Zostaw {n}",
    "Raise": "Podbij",
    "Rospisat'": "Bomba",
    "Spisat'": "Poddaj",
    "Call a redeal?": "Rozdać ponownie?",
    "The deal is void and the same dealer deals again.":
        "Rozdanie jest nieważne i ten sam gracz rozdaje ponownie.",
    "Rospisat'?": "Bomba?",
    "You give up the contract of {n}: it counts against you and the defenders score their share "
    "(R30).":
        "Rezygnujesz z kontraktu {n}: odejmuje się go tobie, a przeciwnicy dostają swoją część "
        "(R30).",
    "Spisat'?": "Poddać?",
    "You give up the deal; the defenders score (R32).":
        "Oddajesz rozdanie; przeciwnicy dostają punkty (R32).",

    # ------------------------------------------------------------ play
    "Declare the marriage?": "Zameldować?",
    "Leading this card with its partner in hand declares the marriage {suit} for {n} and makes "
    "{suit} trump (R37).":
        "Wyjście tą kartą, gdy masz na ręce jej parę, melduje {suit} za {n} i {suit} staje się "
        "atu (R37).",
    "Declare": "Melduj",
    "Just play": "Tylko zagraj",

    # ------------------------------------------------------------ table, panels, hints
    "Menu": "Menu",
    "Hint": "Podpowiedź",
    "Last trick": "Ostatnia lewa",
    "Undo": "Cofnij",
    "No deal scored yet": "Jeszcze żadnego rozdania",
    'Against each AI level': 'Przeciw każdemu poziomowi SI',
    'Every game counted so far is forgotten; the games themselves stay in the games folder.': 'Wszystkie dotąd policzone partie zostaną zapomniane; same partie zostają w folderze games.',
    'Keep them': 'Zachowaj',
    'No game of 1000 counted yet: the figures come after each deal of a game at the table.': 'Nie policzono jeszcze żadnej partii 1000: liczby pojawiają się po każdym rozdaniu przy stole.',
    'Past games': 'Partie',
    'Players': 'Gracze',
    'Reset': 'Wyzeruj',
    'Reset the statistics?': 'Wyzerować statystyki?',
    'Statistics': 'Statystyki',
    "The last games' final scores": 'Wyniki końcowe ostatnich partii',
    'no finished game yet': 'brak ukończonych partii',
    'Games played': 'Rozegrane partie',
    'Games won': 'Wygrane partie',
    'Win rate': 'Odsetek wygranych',
    'Average final score': 'Średni wynik końcowy',
    'Best game': 'Najlepsza partia',
    'Deals as declarer': 'Rozdania jako rozgrywający',
    'Contracts made': 'Kontrakty ugrane',
    'Contracts failed': 'Kontrakty nieugrane',
    'Average contract': 'Średni kontrakt',
    'Barrels climbed': 'Wejścia na beczkę',
    'Barrels fallen off': 'Spadki z beczki',
    'Zero marks': 'Zera',
    'Marriages declared': 'Zgłoszone meldunki',
    'Rounds played': 'Rozegrane rundy',
    'Out first': 'Pierwszy na wyjściu',
    'Double wins': 'Podwójne zwycięstwa',
    'Tichu made / called': 'Tichu ugrane / zgłoszone',
    'Grand Tichu made / called': 'Grand Tichu ugrane / zgłoszone',
    'Bombs played': 'Zagrane bomby',
    'No game of Tichu counted yet: the figures come after each round of a game at the table.': 'Nie policzono jeszcze żadnej partii Tichu: liczby pojawiają się po każdej rundzie partii przy stole.',
    'Games with undo': 'Partie z cofaniem',
    "Round {k} of {n}, step {j} of {m}": "Runda {k} z {n}, krok {j} z {m}",
    "Round »": "Runda »",
    "« Round": "« Runda",
    "No finished game of Tichu yet: each game played to its end is kept to be watched here.": "Nie ma jeszcze ukończonej partii Tichu: każda partia rozegrana do końca jest tu zachowana do obejrzenia.",
    "Deal {k} of {n}, step {j} of {m}": "Rozdanie {k} z {n}, krok {j} z {m}",
    "Deal »": "Rozdanie »",
    "« Deal": "« Rozdanie",
    "Trick ›": "Lewa ›",
    "‹ Trick": "‹ Lewa",
    "Newer": "Nowsze",
    "Older": "Starsze",
    "Pause": "Pauza",
    "No finished game of 1000 yet: each game played to its end is kept to be watched here.": "Nie ma jeszcze ukończonej partii 1000: każda partia rozegrana do końca jest tu zachowana do obejrzenia.",
    "cannot be watched: {why}": "nie można obejrzeć: {why}",
    "{file} cannot be watched: {why}": "Nie można obejrzeć {file}: {why}",
    "not finished": "nieukończona",
    "won by {name}": "wygrana: {name}",
    "With best play by both sides from the first lead you end with {n} points: the contract was makeable.": "Przy najlepszej grze obu stron od pierwszego wyjścia kończysz z {n} punktami: kontrakt był do ugrania.",
    "With best play by both sides from the first lead you end with {n} points: best defence beats the contract.": "Przy najlepszej grze obu stron od pierwszego wyjścia kończysz z {n} punktami: najlepsza obrona pokonuje kontrakt.",
    "Analysis": "Analiza",
    "At the table: {n} points, the contract made.": "Przy stole: {n} punktów, kontrakt ugrany.",
    "At the table: {n} points, the contract failed.": "Przy stole: {n} punktów, kontrakt nieugrany.",
    "Deal {k} with every hand in view": "Rozdanie {k} w otwarte karty",
    "Every card (its cost in points)": "Każda karta (jej koszt w punktach)",
    "No card was played in this deal: nothing to analyse.": "W tym rozdaniu nie zagrano żadnej karty: nie ma czego analizować.",
    "None: every card you played was as good as the best card then.": "Brak: każda Twoja karta była równie dobra jak najlepsza w tej chwili.",
    "Points given away": "Oddane punkty",
    "The deal could not be analysed ({why}).": "Nie udało się przeanalizować rozdania ({why}).",
    "The solver is playing the deal through with every hand in view": "Solver rozgrywa rozdanie w otwarte karty",
    "With best play by both sides from the first lead {name} ends with {n} points: best defence beats the contract.": "Przy najlepszej grze obu stron od pierwszego wyjścia {name} kończy z {n} punktami: najlepsza obrona pokonuje kontrakt.",
    "With best play by both sides from the first lead {name} ends with {n} points: the contract was makeable.": "Przy najlepszej grze obu stron od pierwszego wyjścia {name} kończy z {n} punktami: kontrakt był do ugrania.",
    "Your costly cards": "Twoje kosztowne karty",
    "cost 1 point": "kosztowała 1 punkt",
    "cost {n} points": "kosztowała {n} pkt",
    "declaring": "z meldunkiem",
    "defender": "obrońca",
    "{name} played for {n}.": "{name} grał(a) {n}.",
    "{who}trick {k}: {card} {cost}; better {better}": "{who}lewa {k}: {card} {cost}; lepiej {better}",
    "Nothing to undo in this deal": "W tym rozdaniu nie ma czego cofnąć",
    "Nothing to undo in this round": "W tej rundzie nie ma czego cofnąć",
    "Nothing to redo": "Nie ma czego powtórzyć",
    "Undo is off in hot-seat games: the others have seen the move": "W grze przy jednym ekranie nie można cofać: inni widzieli ruch",
    "Thinking about a hint…": "Szukam podpowiedzi…",
    "Hint: play the raised card": "Podpowiedź: zagraj wysuniętą kartę",
    "Hint: {what}": "Podpowiedź: {what}",
    "Hint: give {card} to {name}": "Podpowiedź: daj {card} graczowi {name}",
    "bid {n}": "licytacja {n}",
    "raise to {n}": "podbij do {n}",
    "give {card} to {name}": "daj {card} graczowi {name}",
    "pass": "pas",
    "keep the contract": "zostaw kontrakt",
    "rospisat'": "bomba",
    "spisat'": "poddanie",
    "call a redeal": "rozdaj ponownie",
    "play on": "graj dalej",
    "Score": "Wynik",
    "to {n}": "do {n}",
    "Contract {n}: {name}": "Kontrakt {n}: {name}",
    "{name} won the bidding: {n}": "{name} wygrywa licytację: {n}",
    "You won the bidding: {n}": "Wygrywasz licytację: {n}",
    "Trump": "Atu",
    "No trump yet": "Jeszcze bez atu",
    "{name}: {n} taken": "{name}: wzięte {n}",
    "{name} raises to {n}": "{name} podbija do {n}",
    "You raise to {n}": "Podbijasz do {n}",
    "{name}: rospisat'": "{name}: bomba",
    "{name}: spisat'": "{name}: poddanie",
    "{name} calls a redeal": "{name} żąda ponownego rozdania",
    "You call a redeal": "Żądasz ponownego rozdania",
    "barrel": "beczka",
    "sits out": "pauzuje",
    "thinking": "myśli",
    "{n} cards": ("{n} karta", "{n} karty", "{n} kart"),  # one, few, many (i18n.tr_count)
    "plays for {n}": "gra {n}",
    "defends": "broni",

    # ------------------------------------------------------------ scoring
    "Redeal: the same dealer deals again": "Ponowne rozdanie: rozdaje ten sam gracz",
    "{name} gave up {n} (rospisat')": "{name}: bomba ({n})",
    "{name} gave up {n} (spisat')": "{name}: poddanie ({n})",
    "{name} made {n}": "{name}: ugrane {n}",
    "{name} failed {n}": "{name}: nieugrane {n}",
    "Tricks": "Lewy",
    "Results": "Wyniki",
    "Next deal": "Dalej",
    "Points": "Punkty",
    "Change": "Zmiana",
    "Marks": "Uwagi",
    "Main menu": "Menu główne",
    "Winner: {name}": "Zwycięzca: {name}",
    "{n} deals played": "Rozegrane rozdania: {n}",
    # marks (MARK_WORDS)
    "zero": "zero",
    "third zero: penalty": "trzecie zero: kara",
    "rospisat' penalty": "kara za bombę",
    "on the barrel": "na beczce",
    "off the barrel": "spadek z beczki",
    "barrel penalty": "kara na beczce",
    "golden deal": "złote rozdanie",
    "redeal": "ponowne rozdanie",
    "winner": "zwycięzca",

    # ------------------------------------------------------------ options screen
    "Cards and input": "Karty i sterowanie",
    "What the table shows": "Co pokazuje stół",
    "Screen, sound and language": "Ekran, dźwięk i język",
    "Players and the deal": "Gracze i rozdanie",
    "Bidding": "Licytacja",
    "Prikup, exchange and raise": "Musik, oddanie kart i podbicie",
    "Play and marriages": "Rozgrywka i meldunki",
    "Scoring": "Punktacja",
    "The barrel and the end": "Beczka i koniec gry",
    "on": "wł.",
    "off": "wył.",
    "Saved to {path}": "Zapisano w {path}",
    "rule changes apply to the next game": "zmiany zasad działają od następnej gry",
    "Preset {name} saved to {path}": "Zestaw {name} zapisano w {path}",
    "Preset: {name}": "Zestaw: {name}",
    "Table": "Stół",
    "Done": "Gotowe",
    # option values
    "declarer": "grający",
    "highest": "najwyższy wynik",
    "one at a time": "po jednej",
    "three then one": "trzy, potem jedna",
    "threes and twos": "po trzy i po dwie",
    "forehand": "pierwsza ręka",
    "dealer right": "na prawo od rozdającego",
    "dealer": "rozdający",
    "dealer opposite": "naprzeciw rozdającego",
    "three deals": "trzy rozdania",
    "none": "brak",
    "every third": "co trzecia",
    "every time": "za każdym razem",
    "twice free": "dwie za darmo",
    "free": "za darmo",
    "disabled": "zabroniona",
    "with spisat": "z poddaniem",
    "half bid": "pół kontraktu",
    "bid": "kontrakt",
    "always": "zawsze",
    "min bid": "przy 100",
    "upto 120": "do 120",
    "once": "raz",
    "twice": "dwa razy",
    "suit then rank": "kolor, potem starszeństwo",
    "alternate colours": "kolory na przemian",
    "counts": "liczba kart",
    "open": "odkryte",
    "normal": "normalnie",
    "slow": "wolno",
    "fast": "szybko",
    # option help: rules
    "number of players; with 4 one sits out each deal":
        "liczba graczy; przy 4 w każdym rozdaniu jeden pauzuje",
    "score that wins the game": "wynik, który wygrywa grę",
    "who wins when several reach the target: the declarer, or the highest score":
        "kto wygrywa, gdy cel osiągnie kilku: grający czy najwyższy wynik",
    "the order in which cards leave the deck": "kolejność rozdawania kart z talii",
    "who makes the forced bid of 100": "kto musi zalicytować 100",
    "bids and raises are multiples of this": "licytacje i podbicia są wielokrotnością tej liczby",
    "above 120 only with a marriage in hand, at most 120 plus the melds held":
        "powyżej 120 tylko z meldunkiem na ręce, najwyżej 120 plus meldunki na ręce",
    "a declarer who won with the forced 100 may not raise":
        "grający, który wygrał przymusowym 100, nie może podbić",
    "a defender holding four nines may call a redeal":
        "przeciwnik z czterema dziewiątkami może żądać ponownego rozdania",
    "the declarer may call a redeal when the prikup holds two or three nines":
        "grający może żądać ponownego rozdania, gdy w musiku są dwie lub trzy dziewiątki",
    "a marriage may be declared in the first trick": "meldować można już w pierwszej lewie",
    "defenders' points are rounded": "punkty przeciwników są zaokrąglane",
    "round to a multiple of 5, or of 10 (5 rounds up)":
        "zaokrąglaj do wielokrotności 5 lub 10 (5 w górę)",
    "players near the target climb on the barrel": "gracze blisko celu wchodzą na beczkę",
    "the score of a player on the barrel": "wynik gracza na beczce",
    "lose 120 and fall off after three deals on the barrel":
        "po trzech rozdaniach na beczce: minus 120 i spadek z beczki",
    "the game can only be won from the barrel": "wygrać można tylko z beczki",
    "a player on the barrel scores as a defender and may win that way":
        "gracz na beczce punktuje też jako przeciwnik i może tak wygrać",
    "melds count for a player on the barrel": "meldunki liczą się graczowi na beczce",
    "every third zero mark costs 120": "co trzecie zero kosztuje 120",
    "when giving up a deal costs a penalty, or whether it is allowed":
        "kiedy bomba jest karana i czy jest dozwolona",
    "what each defender scores when the declarer gives up":
        "ile dostaje każdy przeciwnik, gdy grający rzuca bombę",
    "the penalty for a penalised rospisat' (bid: minus the contract)":
        "kara za karaną bombę (kontrakt: minus wartość kontraktu)",
    "when the prikup is not shown to the defenders": "kiedy musik nie jest pokazywany przeciwnikom",
    "scores of the first deals (one per player) are doubled":
        "wyniki pierwszych rozdań (po jednym na gracza) są podwajane",
    "a player below the silence value may only make the forced bid":
        "gracz poniżej progu milczenia może licytować tylko przymusowe 100",
    "the score below which silence applies": "wynik, poniżej którego obowiązuje milczenie",
    "four aces is a meld worth 200": "cztery asy to meldunek za 200",
    "a player who cannot follow suit must trump": "kto nie ma koloru, musi dać atu",
    "a player must beat the trick when able": "trzeba przebić lewę, jeśli się da",
    "with 4 players, who sits out the deal": "przy 4 graczach: kto pauzuje w rozdaniu",
    "the inactive player scores the prikup's card points":
        "pauzujący dostaje punkty kart z musiku",
    "the inactive player scores a marriage in the prikup":
        "pauzujący dostaje meldunek z musiku",
    "each ace in the prikup is worth this to the inactive player":
        "tyle dostaje pauzujący za każdego asa w musiku",
    # option help: the table
    "cards of a finished trick turn over by themselves, else on a click":
        "karty zebranej lewy odwracają się same, inaczej po kliknięciu",
    "an arrow points from each card of a trick to its winner":
        "strzałka od każdej karty lewy do gracza, który ją bierze",
    "once: a click plays a card; twice: click to select, again to play":
        "raz: kliknięcie zagrywa kartę; dwa razy: kliknij, by wybrać, i znowu, by zagrać",
    "how your hand is sorted": "jak sortować karty na ręce",
    "drag cards to reorder them within your hand":
        "przeciągaj karty, aby zmienić ich kolejność na ręce",
    "a quick swipe of a card towards the table plays it":
        "szybkie przesunięcie karty w stronę stołu zagrywa ją",
    "leading the K or Q of a marriage declares it without asking":
        "wyjście królem lub damą meldunku melduje go bez pytania",
    "ask before a redeal or rospisat' is declared": "pytaj przed ponownym rozdaniem lub bombą",
    "show the scoreboard": "pokazuj tabelę wyników",
    "show the panel of marriages declared": "pokazuj panel zgłoszonych meldunków",
    "show the card points taken in this deal": "pokazuj punkty wzięte w tym rozdaniu",
    "show which suit is trump": "pokazuj, który kolor jest atu",
    "counts: show how many cards each hand holds; open: every hand face up, for practice":
        "liczba kart: ile kart ma każdy gracz; odkryte: wszystkie karty widoczne, do nauki",
    "play in full screen, else in a window": "pełny ekran, inaczej w oknie",
    "how fast cards move": "jak szybko poruszają się karty",
    "play sounds": "odtwarzaj dźwięki",
    "the language of the menus and messages": "język menu i komunikatów",
    "AI players": "Gracze komputerowi",
    "how strong new AI players are: easy and normal play by rules, hard searches and "
        "reads the bidding, expert is hard with twice the time":
        "siła nowych graczy komputerowych: łatwy i średni grają według reguł, trudny przeszukuje rozkłady i czyta licytację, ekspert to trudny z dwa razy dłuższym czasem",
    "Declare four aces?": "Zameldować cztery asy?",
    "Leading an ace with all four in hand declares them for {n} (R38).": "Wyjście asem, gdy masz wszystkie cztery, melduje je za {n} (R38).",
    "{n} is not a bid you can make now": "Nie możesz teraz licytować {n}",
    "{n} is not a raise you can make now": "Nie możesz teraz podnieść do {n}",
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
    "The game ends when a team reaches the score (T27).":
        "Gra kończy się, gdy drużyna osiągnie ten wynik (T27).",
    "Exactly this many rounds, whatever the scores (T27).":
        "Dokładnie tyle rund, bez względu na wynik (T27).",
    "9 rounds; partners change every 3 rounds; no Grand Tichu (T28).":
        "9 rund; partnerzy zmieniają się co 3 rundy; bez Wielkiego Tichu (T28).",
    "At least one seat must be human: four AI players are the demo's.":
        "Przynajmniej jedno miejsce musi zająć człowiek: czterech graczy komputerowych to demo.",
    "Click a name to change it. Partners sit opposite; play goes to the left.":
        "Kliknij imię, aby je zmienić. Partnerzy siedzą naprzeciw siebie; gra idzie w lewo.",
    "Tichu rules": "Zasady Tichu",
    "to the target": "do wyniku docelowego",
    "Grand Tichu may be called after the first 8 cards":
        "Wielkie Tichu można zgłosić po pierwszych 8 kartach",
    "when a Tichu may be called: until one's first card (official), or only before one gives the exchange cards":
        "kiedy można zgłosić Tichu: do zagrania własnej pierwszej karty (oficjalnie) albo tylko przed oddaniem kart wymiany",
    "a bomb without the wished rank, by a player who could fulfil the wish: only out of turn (official FAQ), or also in turn (the seed's house rule)":
        "bomba bez życzonej wysokości, od gracza, który mógłby spełnić życzenie: tylko poza kolejką (oficjalne FAQ) albo także we własnej kolejce (zasada domowa opisu źródłowego)",
    "the score that ends the game": "wynik, który kończy grę",
    "play this many rounds instead of to the target (0: to the target)":
        "rozegraj tyle rund zamiast gry do wyniku docelowego (0: do wyniku docelowego)",
    "the seed's tournament: 9 rounds, partners change every 3, winning points":
        "turniej opisu źródłowego: 9 rund, partnerzy zmieniają się co 3, punkty za zwycięstwa",
    "before first card": "przed pierwszą kartą",
    "before exchange": "przed wymianą",
    "out of turn": "poza kolejką",
    "any time": "w dowolnej chwili",

    # ------------------------------------------------------------ Tichu: the table, dialogs and scoring
    # places (PLACES): "out: {place}" and the like
    "1st": "1.",
    "2nd": "2.",
    "3rd": "3.",
    "4th": "4.",
    # the deal, Grand Tichu and the exchange
    "Grand Tichu": "Wielkie Tichu",
    "Grand Tichu!": "Wielkie Tichu!",
    "Tichu!": "Tichu!",
    "Grand Tichu? You have seen 8 of your 14 cards (T4)":
        "Wielkie Tichu? Znasz 8 z 14 swoich kart (T4)",
    "200 points if you go out first, 200 off if not":
        "+200, jeśli skończysz przed wszystkimi, inaczej −200",
    "Call Tichu?": "Zgłosić Tichu?",
    "You bet that you go out first this round: 100 points if you do, 100 off if you do not (T6, T7).":
        "Zakładasz się, że w tej rundzie skończysz przed wszystkimi: 100 punktów, jeśli tak, "
        "i minus 100, jeśli nie (T6, T7).",
    "Give a card to each player": "Daj każdemu graczowi po karcie",
    "Drag a card onto a slot, or click it and then the slot":
        "Przeciągnij kartę na pole albo kliknij ją, a potem pole",
    "Now click a slot (or press 1, 2, 3)": "Teraz kliknij pole (lub naciśnij 1, 2, 3)",
    "Ready: Give passes the three cards": "Gotowe: „Oddaj” przekaże trzy karty",
    "Give": "Oddaj",
    "Take back": "Cofnij",
    "Waiting for the others to choose their cards": "Czekamy, aż pozostali wybiorą karty",
    "to {name}": "→ {name}",
    "from {name}": "← {name}",
    # play
    "Your lead": "Zaczynasz",
    "Your turn": "Twój ruch",
    "Play": "Zagraj",
    "Bomb!": "Bomba!",
    "No bomb": "Bez bomby",
    "Your bomb: pick its cards, then Play (Esc: no bomb)":
        "Bomba: wybierz karty i „Zagraj” (Esc: bez bomby)",
    "You hold no bomb that may be played now": "Nie masz bomby, którą można teraz zagrać",
    "Pick the cards to play first": "Najpierw wybierz karty do zagrania",
    "Not a combination (T10)": "To nie kombinacja (T10)",
    "{what}: may be played": "{what}: można zagrać",
    "not now": "nie teraz",
    "Which combination?": "Która kombinacja?",
    "The Phoenix can stand for more than one card here.":
        "Feniks może tu zastąpić różne karty.",
    "Who bombs?": "Kto rzuca bombę?",
    "The others look away: only the one who bombs sees their hand.":
        "Pozostali nie patrzą: swoje karty widzi tylko ten, kto rzuca bombę.",
    "Your wish": "Twoje życzenie",
    "The Mah Jong lets you wish for a rank: the first player who can play it must (T15, T16).":
        "Mah Jong pozwala zażyczyć sobie wysokości: pierwszy gracz, który może ją zagrać, "
        "musi to zrobić (T15, T16).",
    "No wish": "Bez życzenia",
    "Give the Dragon's trick": "Oddaj lewę Smoka",
    "The Dragon's trick goes to an opponent of your choice (T19).":
        "Lewa Smoka trafia do wybranego przez ciebie przeciwnika (T19).",
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
    "Dragon": "Smok",
    "the Dog": "Pies",
    "the Phoenix": "Feniks",
    "the Mah Jong": "Mah Jong",
    "the Dragon": "Smok",
    "single {rank}": "karta {rank}",
    "pair of {rank}s": "para {rank}",
    "three {rank}s": "trójka {rank}",
    "full house, three {rank}s": "full, trójka {rank}",
    "straight of {n} to {rank}": "strit z {n} kart do {rank}",
    "{n} pairs in a row to {rank}": "schodki z {n} par do {rank}",
    "bomb, four {rank}s": "bomba: kareta {rank}",
    "straight flush bomb to {rank}": "bomba: poker do {rank}",
    # the round's result, the score sheet, the end
    "Round {n}": "Runda {n}",
    "Out: {order}": "Miejsca: {order}",
    "Double win for {team}: 200, no cards counted (T24)":
        "{team}: podwójna wygrana, 200, karty się nie liczą (T24)",
    "{team}: {n} card points": "{team}, punkty z kart: {n}",
    "{name}: {call} made, +{n}": "{name}: {call} +{n}",
    "{name}: {call} failed, −{n}": "{name}: {call} −{n}",
    "{team}: {change:+d}, now {total}": "{team}: {change:+d}, razem {total}",
    "Winning points this round: {list}": "Punkty za zwycięstwa w tej rundzie: {list}",
    "Next round": "Nowa runda",
    "Calls and notes": "Zgłoszenia i uwagi",
    "double win": "podwójna wygrana",
    "Winning points / Tichu points": "Punkty za zwycięstwa / punkty Tichu",
    "No round has been scored yet.": "Żadna runda nie została jeszcze zapisana.",
    "A draw": "Remis",
    "Winners: {names}": "Zwycięzcy: {names}",
    "{n} rounds played": "Rozegrane rundy: {n}",
    "Rules of this game": "Zasady tej gry",
    "The rules in full: docs/TICHU_RULES.md": "Pełne zasady: docs/TICHU_RULES.md",
    "Another copy of the game (process {pid}) has the data folder {folder} open. This one saves nothing (games, statistics), so that neither writes over the other's game in progress.":
        'Inna kopia gry (proces {pid}) ma już otwarty folder danych {folder}. Ta niczego nie zapisuje (gier ani statystyk), aby żadna nie nadpisała trwającej gry drugiej.',
}
