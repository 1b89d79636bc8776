"""Polski: the table's texts in Polish (see game/ui/i18n.py).

Keys are the English texts as written in the code; `{fields}` stay as they are.
Rospisat' (giving up the contract after the musik) is the Polish "bomba".
"""

# A player's name where a sentence needs its case (i18n.Named: "{name:dative}"): "You"
# and the AI players' names; hot-seat's "Player 2" by its number; and under "" the words
# for a name a player typed, whose forms are not known: it stands as typed after
# "graczowi" ("daj A♠ graczowi Sasza").
NAME_CASES = {
    "dative": {"You": "tobie", "Anna": "Annie", "Boris": "Borysowi", "Vera": "Wierze",
                "Gleb": "Glebowi", "Player": "graczowi {n}", "": "graczowi {name}"},
    "genitive": {"You": "ciebie", "Anna": "Anny", "Boris": "Borysa", "Vera": "Wiery",
                "Gleb": "Gleba", "Player": "gracza {n}", "": "gracza {name}"},
}

STRINGS = {
    # the round's result, the score sheet, the end
    "1000": "1000",  # the game's name on the menu's choice of game
    # ------------------------------------------------------------ main menu, new game
    "Tysiacha": "Tysiąc",
    "Go on": "Dalej",
    "Lesson": "Lekcja",
    "Continue": "Kontynuuj",
    "New game": "Nowa gra",
    "Options": "Opcje",
    "Rules": "Zasady",
    "Quit": "Wyjdź",
    "Some settings in {path} were not used:": "Niektóre ustawienia w {path} nie zostały użyte:",
    "vs AI": "Z komputerem",
    "Hot-seat": "Przy jednym ekranie",
    "Human": "Człowiek",
    "AI": "Komputer",
    "Easy": "Łatwy",
    "Normal": "Średni",
    "Hard": "Trudny",
    "Expert": "Ekspert",
    "Start": "Graj",
    "Back": "Wstecz",
    "You": "Ty",
    # the AI players' names, in the language's script (saves.ai_name)
    "Anna": "Anna",
    "Boris": "Borys",
    "Vera": "Wiera",
    "Gleb": "Gleb",
    "Player": "Gracz",
    "Seat {n}": "Miejsce {n}",
    "Unavailable: no sound device was found, so the game is silent ({problem}).":
        "Niedostępne: nie znaleziono urządzenia dźwiękowego, gra jest cicha ({problem}).",
    "A game is in progress": "Trwa gra",
    "A new game takes its place: the game in progress ends and cannot be continued. (Finished games are kept in the games folder.)":
        "Nowa gra zajmie jej miejsce: trwająca gra się skończy i nie będzie można jej kontynuować. (Zakończone gry są w folderze „games”.)",
    "Keep playing": "Graj dalej",
    "Who sits where?": "Kto gdzie siedzi?",
    "The saved game goes on, but {problem}: say which seats are human.":
        "Zapisana gra toczy się dalej, ale {problem}: wskaż, które miejsca zajmują ludzie.",
    "{file} is missing": "brak pliku {file}",
    "{file} could not be read ({why})": "nie można odczytać pliku {file} ({why})",
    "The saved game {file} could not be read ({why}); it was moved to {name}.":
        "Nie udało się odczytać zapisanej gry {file} ({why}); plik przemianowano na {name}.",
    "not valid YAML, line {n}": "błąd YAML, wiersz {n}",
    "not valid YAML": "błąd YAML",
    "not UTF-8 text": "to nie tekst UTF-8",
    "{file} does not say who sits in each of the {n} seats":
        "plik {file} nie mówi, kto siedzi na każdym z {n} miejsc",
    "Demo: the AI players at work. Click or press a key to play.":
        "Demo: gra komputer. Kliknij lub naciśnij klawisz, aby zagrać.",
    # ------------------------------------------------------------ cutting and dealing
    "{name} dealt": "{name}: karty rozdane",
    "You dealt": "Ty: karty rozdane",
    # ------------------------------------------------------------ in-game menu, hot-seat
    "Resume": "Wznów",
    "Score sheet": "Tabela",
    "Save screenshot": "Zrzut ekranu",
    "Quit to menu": "Wyjdź do menu",
    "Quit game": "Zakończ grę",
    "Saved {path}": "Zapisano {path}",
    "Reading the statistics…": "Wczytywanie statystyk…",
    'The screenshot could not be saved ({why}): {folder}':
        'Nie udało się zapisać zrzutu ekranu ({why}): {folder}',
    "Paused": "Pauza",
    "I am {name}: show my cards": "Jestem {name}: pokaż moje karty",
    "Pass to {name}": "Przekaż kolej {name:dative}",
    "The others look away; click when ready.": "Pozostali nie patrzą; kliknij, gdy gotowe.",
    # ------------------------------------------------------------ score sheet, tricks, rules
    "Close": "Zamknij",
    "scroll for more": "przewiń dalej",
    "Your table plays: {settings}. You can change this in Options.":
        "Przy twoim stole: {settings}. Możesz to zmienić w Opcjach.",
    "The options in force (change them in Options):":
        "Obowiązujące opcje (zmienisz je w Opcjach):",
    # ------------------------------------------------------------ bidding
    "Pass": "Pas",
    # ------------------------------------------------------------ musik, exchange, raise
    "No": "Nie",
    # ------------------------------------------------------------ table, panels, hints
    "Menu": "Menu",
    "Last trick": "Ostatnia lewa",
    "Undo": "Cofnij",
    'Against each AI level': 'Przeciw każdemu poziomowi SI',
    'Every game counted so far is forgotten; the games themselves stay in the games folder.': 'Wszystkie dotąd policzone partie zostaną zapomniane; same partie zostają w folderze „games”.',
    'Keep them': 'Zachowaj',
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
    'Grand Tichu made / called': 'Wielkie Tichu ugrane / zgłoszone',
    'Bombs played': 'Zagrane bomby',
    'Games with undo': 'Partie z cofaniem',
    "Trick ›": "Lewa ›",
    "‹ Trick": "‹ Lewa",
    "Newer": "Nowsze",
    "Older": "Starsze",
    "▶ Play": "▶ Odtwórz",
    "❚❚ Pause": "❚❚ Pauza",
    "cannot be watched: {why}": "nie można obejrzeć: {why}",
    "{file} cannot be watched: {why}": "Nie można obejrzeć {file}: {why}",
    "not finished": "nieukończona",
    "won by {name}": "wygrana: {name}",
    "won by you": "wygrana: ty",
    "Last trick: {name} took it": "Ostatnia lewa: {name}",
    "Last trick: you took it": "Ostatnia lewa: twoja",
    "Nothing to redo": "Nie ma czego powtórzyć",
    "Undo is off in hot-seat games: the others have seen the move": "W grze przy jednym ekranie nie można cofać: inni widzieli ruch",
    "thinking": "myśli",
    "{n} cards": ("{n} karta", "{n} karty", "{n} kart"),  # one, few, many (i18n.tr_count)
    # ------------------------------------------------------------ scoring
    "Results": "Wyniki",
    "Main menu": "Menu główne",
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
    "Saved": "Zapisano",
    "rule changes apply to the next game": "zmiany zasad działają od następnej gry",
    "Preset {preset} chosen and saved": "Wybrano i zapisano {preset} zasady",
    "This value cannot be chosen.": "Tej wartości nie można wybrać.",
    "The settings file could not be written, so nothing was saved; the change holds until the game is closed.":
        "Nie udało się zapisać pliku ustawień, więc nic nie zapisano; zmiana obowiązuje do zamknięcia gry.",
    "Preset: {name}": "Zasady: {name}",
    "Table": "Stół",
    "Done": "Gotowe",
    # option values
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
    "how strong new AI players are: easy and normal play by rules, hard searches the "
        "unseen cards, expert searches three times as far (in Tichu; 1000's strongest is "
        "hard)":
        "siła nowych graczy komputerowych: łatwy i średni grają według reguł, trudny przeszukuje rozkłady niewidocznych kart, ekspert liczy trzy razy więcej (w Tichu; w 1000 najsilniejszy jest trudny)",
    # ------------------------------------------------------------ Tichu: menu, setup and options
    "Tichu rules": "Zasady Tichu",
    "before first card": "przed pierwszą kartą",
    "before exchange": "przed wymianą",
    "out of turn": "poza kolejką",
    "any time": "w dowolnej chwili",
    # play
    "Play": "Zagraj",
    # the round's result, the score sheet, the end
    "Another copy of the game (process {pid}) has the data folder {folder} open. This one saves nothing (games, statistics), so that neither writes over the other's game in progress.":
        'Inna kopia gry (proces {pid}) ma już otwarty folder danych {folder}. Ta niczego nie zapisuje (gier ani statystyk), aby żadna nie nadpisała trwającej gry drugiej.',
    'Why?': 'Dlaczego?',
    'The rules, one by one': 'Zasady punkt po punkcie',
    '(as the rules document words them, in English)': '(tak jak w dokumencie zasad, po angielsku)',
    # the Rules page: a rule's number in a sentence, one or several (a list names
    # the rules: the plural's nominative, not a count's form), and an option's title
    # in the language's quotes
    "rule {n}": "punkt {n}",
    "rules {list}": "punkty {list}",
    "“{title}”": "„{title}”",
    'Hint': 'Podpowiedź',
    'Thinking about a hint…': 'Szukam podpowiedzi…',
    'Hint: give {card} to {name}': 'Podpowiedź: daj {card} {name:dative}',
    'Log': 'Dziennik',
    'Game log': 'Dziennik gry',
    'Nothing has happened yet in this deal.': 'W tym rozdaniu jeszcze nic się nie wydarzyło.',
    '{name} passes': '{name}: pas',
    'You pass': 'Pasujesz',
    'You give {card} to {name}': 'Dajesz {card} {name:dative}',
    '{name} gives you {card}': '{name} daje ci {card}',
    'The play': 'Rozgrywka',
    '{name} takes the trick': '{name} bierze lewę',
    'You take the trick': 'Bierzesz lewę',
    'the four-colour deck: spades black, hearts red, diamonds blue, clubs green': 'talia czterokolorowa: piki czarne, kiery czerwone, karo niebieskie, trefle zielone',
    # ------------------------------------------------------------ the options' titles
    "Tricks turn over by themselves": "Lewy odwracają się same",
    "Arrows to the trick's winner": "Strzałki do biorącego lewę",
    "Playing a card": "Zagrywanie karty",
    "Sorting your hand": "Sortowanie kart na ręce",
    "Rearranging your hand": "Przestawianie kart na ręce",
    "Flicking a card to play it": "Zagranie karty przesunięciem",
    "Marriages declared automatically": "Automatyczne meldunki",
    "Ask before giving up or a redeal": "Pytaj przed bombą i nowym rozdaniem",
    "Scoreboard": "Tabela wyników",
    "Marriages panel": "Panel meldunków",
    "Card points taken": "Wzięte punkty",
    "Trump marker": "Znacznik atu",
    "Four-colour deck": "Talia czterokolorowa",
    "The other hands": "Karty innych graczy",
    "Full screen": "Pełny ekran",
    "Animation speed": "Szybkość animacji",
    "Sound": "Dźwięk",
    "Language": "Język",
    "Level of new AI players": "Poziom nowych graczy SI",
    "Target score": "Wynik docelowy",
    'played {what}': 'ruch: {what}',
    'Play goes to the left, seat 1 first.': 'Gra idzie w lewo, zaczyna miejsce 1.',
    'Click a name to change it, or a badge for another.': 'Kliknij imię, aby je zmienić, albo znaczek, aby wybrać inny.',
    # ------------------------------------------------------------ the networked table (host, join, lobby)
    "A player who drops: an AI plays until they are back":
        "Po rozłączeniu: za gracza gra komputer, aż wróci",
    "A player who drops: the table waits for them": "Po rozłączeniu: stół czeka, aż gracz wróci",
    "A table code is the six letters and digits the host shows.":
        "Kod stołu to sześć liter i cyfr, które pokazuje gospodarz.",
    "AI ({level})": "Komputer ({level})",
    "Cancel": "Anuluj",
    "Click a seat to make it open to a player at another machine, or an AI of a level. The rules are those of Options.":
        "Kliknij miejsce, aby zostawić je wolne dla gracza sieciowego albo oddać je komputerowi na wybranym poziomie. Obowiązują zasady z Opcji.",
    "Close the table": "Zamknij stół",
    "Code {code}": "Kod {code}",
    "Connecting to {address}…": "Łączenie z {address}…",
    "Host a table": "Załóż stół",
    "Host a table of {game}": "Załóż stół: {game}",
    "Host's address (and port)": "Adres gospodarza (i port)",
    "Hurry up?": "Szybciej?",
    "Join": "Dołącz",
    "Join a table": "Dosiądź się",
    "Leave": "Wyjdź",
    "Leave the table": "Opuść stół",
    "Not ready": "Niegotowy",
    "Oops": "Ups",
    "Open": "Wolne",
    "Open the table": "Otwórz stół",
    "Open: a player at another machine": "Wolne: gracz sieciowy",
    "Players join at {where}": "Gracze dołączają przez {where}",
    "Players join at {where}: from this machine only": "Gracze dołączają przez {where}: tylko z tego komputera",
    "Ready": "Gotowy",
    "Say to the table": "Powiedz wszystkim",
    "Say…": "Czat…",
    "Start the game": "Rozpocznij grę",
    "Table at {address}": "Stół — {address}",
    "Table code": "Kod stołu",
    "Table code: {code}": "Kod stołu: {code}",
    "Tell the others the address and the code; they choose Join a table. Start when everyone is in: the seats still open are played by the AI.":
        "Podaj innym adres i kod — niech wybiorą „Dosiądź się”. Zacznij, gdy wszyscy dołączą: wolne miejsca zajmie komputer.",
    "Thanks": "Dzięki",
    "The address is not one to join: {why}": "Nieprawidłowy adres: {why}",
    "The connection dropped: reconnecting…": "Połączenie zerwane: łączę ponownie…",
    "The connection to the host dropped: reconnecting…":
        "Połączenie z gospodarzem zerwane: łączę ponownie…",
    "The game begins…": "Gra się zaczyna…",
    "The host cannot be reached: {why}": "Gospodarz jest nieosiągalny: {why}",
    "The host said no: {why}": "Gospodarz odmówił: {why}",
    "The host sees the address and the code on their screen (or in the terminal where “tysiacha serve” runs). Over the internet, the host's router forwards the port to the host's machine.":
        "Gospodarz widzi adres i kod na swoim ekranie (lub w terminalu, w którym działa „tysiacha serve”). Przez internet jego router musi przekierować port na jego komputer.",
    "The table could not be opened: {why}": "Nie udało się otworzyć stołu: {why}",
    "This version cannot show a networked table of {game} yet.":
        "Ta wersja nie umie jeszcze pokazać sieciowego stołu gry {game}.",
    "Waiting for the host to deal the next round…": "Czekamy na nowe rozdanie od gospodarza…",
    "Well played!": "Ładne zagranie!",
    "When everybody is ready, anyone may start the game. The seats left open are played by the AI.":
        "Gdy wszyscy są gotowi, każdy może rozpocząć grę. Wolne miejsca zajmie komputer.",
    "Your name": "Twoje imię",
    "Your table of {game}": "Twój stół: {game}",
    "away": "nieobecny",
    "away: an AI plays": "nieobecny: gra komputer",
    "not ready": "niegotowy",
    "ready": "gotowy",
    "reconnecting…": "łączę ponownie…",
    "the host": "gospodarz",
    "this machine's address, port {port}": "adres tego komputera, port {port}",
    "waiting for a player": "czeka na gracza",
    "{game} at {address}": "{game} — {address}",
    "{names} dropped: an AI plays until they are back":
        "{names}: połączenie zerwane, do powrotu gra komputer",
    "{names} dropped: waiting for them to come back":
        "{names}: połączenie zerwane, czekamy na powrót",
    "{name} (you)": "{name} (ty)",
    'Continue the game hosted before (code {code})':
        'Kontynuuj wcześniej prowadzoną grę (kod {code})',
    "This table cannot follow the host's: {why}":
        'Ten stół nie nadąża za stołem gospodarza: {why}',
    'Open a new table?':
        'Otworzyć nowy stół?',
    'The game hosted before (code {code}) is replaced by the new one.':
        'Wcześniej prowadzona gra (kod {code}) zostanie zastąpiona nową.',
    'Open a new table':
        'Otwórz nowy stół',
    'No deal scored yet':
        'Jeszcze żadnego rozdania',
    'Congratulations!': 'Gratulacje!',
    'Well played. The next game may be yours.': 'Dobrze zagrane. Następna partia może być twoja.',
    'Final standings': 'Klasyfikacja końcowa',
    'won': 'wygrana',
    'lost': 'przegrana',
    "not a game record, line {n}": "to nie jest zapis gry, wiersz {n}",
    "not a game record": "to nie jest zapis gry",
    # Learn: the lessons (game/ui/lessons.py)
    'Learn': 'Nauka',
    'Learn: {game}': 'Nauka: {game}',
    'Left at step {n} of {m}': 'Przerwana na kroku {n} z {m}',
    "Not this time: read the lesson's words and try again.": 'Nie tym razem: przeczytaj opis lekcji i spróbuj jeszcze raz.',
    "Over: the result shows the score, with the lesson's last words under it.": 'Koniec: wynik pokazuje punkty, a pod nim ostatnie słowa lekcji.',
    "The lessons' progress could not be saved in {file} ({why}).": 'Nie udało się zapisać postępu lekcji w {file} ({why}).',
    'not a list of lessons done': 'to nie jest lista ukończonych lekcji',
    '{title}: step {n} of {m}': '{title}: krok {n} z {m}',
    "The lessons' progress in {file} could not be read ({why}); it is left as it is, and nothing is saved to it until it is mended or removed.": 'Nie udało się odczytać postępu lekcji w {file} ({why}); plik pozostaje nietknięty i nic nie zostanie w nim zapisane, dopóki nie zostanie naprawiony lub usunięty.',
    # ------------------------------------------------------------ Why this? (the hint's reasons)
    'Why this?':
        'Dlaczego to?',
    'It is the only move open to you.':
        'To twój jedyny możliwy ruch.',
    'Judged from your hand, without trying sample deals.':
        'Ocena na podstawie twojej ręki, bez przeszukiwania rozkładów.',
}
