"""Polski: 1000's texts at the table (see game/ui/i18n.py).

Keys are the English texts as written in the code; `{fields}` stay as they are.
"""

STRINGS = {
    # ------------------------------------------------------------ main menu, new game
    "the card game 1000": "gra karciana 1000",
    "3 players": "3 graczy",
    "4 players": "4 graczy",
    # ------------------------------------------------------------ cutting and dealing
    "Cutting for the deal": "Losowanie rozdającego",
    "A tie for the highest card: cut again": "Remis na najwyższej karcie: losujemy ponownie",
    "{name} deals": "{name} rozdaje",
    "You deal": "Rozdajesz",
    # the presets of the rules (Options), each after "Preset: " and in "Preset {preset}
    # chosen and saved": agreeing with the word for the rules there
    "Classic": "klasyczne",
    "Polish": "polskie",
    "French": "francuskie",
    "Waiting for the host to deal…": "Czekamy na nowe rozdanie od gospodarza…",
    # ------------------------------------------------------------ score sheet, tricks, rules
    "Deal": "Rozdanie",
    "No deal has been scored yet.": "Żadne rozdanie nie zostało jeszcze zapisane.",
    "Tricks of this deal": "Lewy tego rozdania",
    # who took a trick, and its card points
    "{name} takes {n}": "{name} bierze {n}",
    "You take {n}": "Bierzesz {n}",
    "Prikup": "Musik",
    "four aces": "cztery asy",
    "marriage": "meldunek",
    "No trick was played in this deal.": "W tym rozdaniu nie zagrano żadnej lewy.",
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
    "You may only pass now": "Teraz możesz tylko spasować",
    # ------------------------------------------------------------ musik, exchange, raise
    "Yes": "Tak",
    "Redeal": "Rozdaj znowu",
    "Play on": "Graj dalej",
    "To {name}": "→ {name}",
    "Pass cards": "Oddaj karty",
    "Keep {n}": "Zostaw {n}",
    "Raise": "Podbij",
    "Rospisat'": "Bomba",
    "Spisat'": "Poddaj",
    "Call a redeal?": "Rozdać ponownie?",
    "The deal is void and the same dealer deals again.":
        "Rozdanie jest nieważne i ten sam gracz rozdaje ponownie.",
    "Rospisat'?": "Bomba?",
    "Spisat'?": "Poddać?",
    # ------------------------------------------------------------ play
    "Declare the marriage?": "Zameldować?",
    "Declare": "Melduj",
    "Just play": "Tylko zagraj",
    # ------------------------------------------------------------ table, panels, hints
    'No game of 1000 counted yet: the figures come after each deal of a game at the table.': 'Nie policzono jeszcze żadnej partii 1000: liczby pojawiają się po każdym rozdaniu przy stole.',
    "Deal {k} of {n}, step {j} of {m}": "Rozdanie {k} z {n}, krok {j} z {m}",
    "Deal »": "Rozdanie »",
    "« Deal": "« Rozdanie",
    "No finished game of 1000 yet: each game played to its end is kept to be watched here.": "Nie ma jeszcze ukończonej partii 1000: każda partia rozegrana do końca jest tu zachowana do obejrzenia.",
    "With best play by both sides from the first lead you end with {n} points: the contract was makeable.": "Przy najlepszej grze obu stron od pierwszego wyjścia kończysz z wynikiem {n} pkt: kontrakt był do ugrania.",
    "With best play by both sides from the first lead you end with {n} points: best defence beats the contract.": "Przy najlepszej grze obu stron od pierwszego wyjścia kończysz z wynikiem {n} pkt: najlepsza obrona pokonuje kontrakt.",
    "Analysis": "Analiza",
    "At the table: {n} points, the contract made.": "Przy stole: {n} pkt, kontrakt ugrany.",
    "At the table: {n} points, the contract failed.": "Przy stole: {n} pkt, kontrakt nieugrany.",
    "Deal {k} with every hand in view": "Rozdanie {k} w otwarte karty",
    "Every card (its cost in points)": "Każda karta (jej koszt w punktach)",
    "No card was played in this deal: nothing to analyse.": "W tym rozdaniu nie zagrano żadnej karty: nie ma czego analizować.",
    "None: every card you played was as good as the best card then.": "Brak: każda Twoja karta była równie dobra jak najlepsza w tej chwili.",
    "Points given away": "Oddane punkty",
    "The deal could not be analysed ({why}).": "Nie udało się przeanalizować rozdania ({why}).",
    "The solver is playing the deal through with every hand in view": "Solver rozgrywa rozdanie w otwarte karty",
    "With best play by both sides from the first lead {name} ends with {n} points: best defence beats the contract.": "Przy najlepszej grze obu stron od pierwszego wyjścia {name} kończy z wynikiem {n} pkt: najlepsza obrona pokonuje kontrakt.",
    "With best play by both sides from the first lead {name} ends with {n} points: the contract was makeable.": "Przy najlepszej grze obu stron od pierwszego wyjścia {name} kończy z wynikiem {n} pkt: kontrakt był do ugrania.",
    "Your costly cards": "Twoje kosztowne karty",
    "cost {n} points": ("kosztowała {n} punkt", "kosztowała {n} punkty", "kosztowała {n} punktów"),
    "declaring": "z meldunkiem",
    "defender": "obrońca",
    "{name} played for {n}.": "Kontrakt {name:genitive}: {n}.",
    "You played for {n}.": "Twój kontrakt: {n}.",
    "{who}trick {k}: {card} {cost}; better {better}": "{who}lewa {k}: {card} {cost}; lepiej {better}",
    "Nothing to undo in this deal": "W tym rozdaniu nie ma czego cofnąć",
    "Hint: play the raised card": "Podpowiedź: zagraj wysuniętą kartę",
    "Hint: {what}": "Podpowiedź: {what}",
    "bid {n}": "licytacja {n}",
    "bids {n}": "licytacja {n}",
    "raise to {n}": "podbij do {n}",
    "give {card} to {name}": "daj {card} {name:dative}",
    "pass": "pas",
    "passes": "pasuje",  # a plate: what the seat did last
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
    "plays for {n}": "gra {n}",
    "defends": "broni",
    "{n} points": ("{n} punkt", "{n} punkty", "{n} punktów"),
    "made {n}": "{n} ugrane",
    "failed {n}": "{n} nieugrane",
    # ------------------------------------------------------------ scoring
    "Redeal: the same dealer deals again": "Ponowne rozdanie: rozdaje ten sam gracz",
    "{name} gave up {n} (rospisat')": "{name}: bomba ({n})",
    "{name} gave up {n} (spisat')": "{name}: poddanie ({n})",
    "{name} made {n}": "{name}: ugrane {n}",
    "{name} failed {n}": "{name}: nieugrane {n}",
    "You gave up {n} (rospisat')": "Ty: bomba ({n})",
    "You gave up {n} (spisat')": "Ty: poddanie ({n})",
    "You made {n}": "Ty: ugrane {n}",
    "You failed {n}": "Ty: nieugrane {n}",
    "Tricks": "Lewy",
    "Next deal": "Dalej",
    "Points": "Punkty",
    "Change": "Zmiana",
    "Marks": "Uwagi",
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
    # option values
    "declarer": "grający",
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
    "dealer's right": "na prawo od rozdającego",
    "opposite the dealer": "naprzeciw rozdającego",
    "never": "nigdy",
    "at a bid of 100": "przy 100",
    "at bids up to 120": "przy kontrakcie do 120",
    "with spisat'": "z poddaniem",
    "half the contract": "pół kontraktu",
    "minus the contract": "minus kontrakt",
    "no limit": "bez limitu",
    "the penalty for a penalised rospisat'": "kara za karaną bombę",
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
    "Declare four aces?": "Zameldować cztery asy?",
    "{n} is not a bid you can make now": "Nie możesz teraz licytować {n}",
    "{n} is not a raise you can make now": "Nie możesz teraz podnieść do {n}",
    # the round's result, the score sheet, the end
    'Highest bid {high}: bid {n} or more, or pass': 'Najwyższa licytacja {high}: licytuj {n} lub więcej albo pas',
    'You open the bidding: bid {n} or more': 'Otwierasz licytację: licytuj {n} lub więcej',
    'Bid {n} or more, or pass': 'Licytuj {n} lub więcej albo pas',
    'Two or more nines in the prikup: call a redeal?': 'W musiku dwie dziewiątki lub więcej: nowe rozdanie?',
    'You hold four nines: call a redeal?': 'Masz cztery dziewiątki: nowe rozdanie?',
    'Give one card to {a} and one to {b}': 'Daj po jednej karcie {a:dative} i {b:dative}',
    'Keep the contract of {n}, or raise it': 'Zostaw kontrakt {n} albo go podnieś',
    "You open the bidding: bid {n}": "Otwierasz licytację: licytuj {n}",
    "Highest bid {high}: bid {n}, or pass": "Najwyższa licytacja {high}: licytuj {n} albo pas",
    "Bid {n}, or pass": "Licytuj {n} albo pas",
    "Keep the contract of {n}, or raise it to {m}": "Zostaw kontrakt {n} albo podnieś go do {m}",
    "Keep the contract of {n}: it cannot be raised now": "Zostaw kontrakt {n}: teraz nie można go podnieść",
    'Your lead: play a card': 'Wychodzisz: zagraj kartę',
    'Your turn': 'Twój ruch',
    'Your turn: follow {suit}': 'Twój ruch: dołóż do koloru {suit}',
    'Your turn: no {suit}, play a trump ({trump})': 'Twój ruch: brak {suit}, zagraj atut ({trump})',
    'Your turn: no {suit}, play any card': 'Twój ruch: brak {suit}, zagraj dowolną kartę',
    'You must follow {suit}': 'Musisz dołożyć do koloru {suit}',
    'You must beat the trick with a higher {suit}': 'Musisz przebić wyższą kartą {suit}',
    'You have no {suit}: you must play a trump ({trump})': 'Nie masz {suit}: musisz zagrać atut ({trump})',
    'You must beat the trumps in the trick with a higher trump': 'Musisz przebić atuty w lewie wyższym atutem',
    'Leading this card with its partner in hand declares the marriage {suit} for {n} and makes {suit} trump.': 'Wyjście tą kartą, gdy masz na ręce jej parę, melduje {suit} za {n} i {suit} staje się atu.',
    'Leading an ace with all four in hand declares them for {n}.': 'Wyjście asem, gdy masz wszystkie cztery, melduje je za {n}.',
    'The bidding': 'Licytacja',
    '{name} bids {n}': '{name} licytuje {n}',
    'You bid {n}': 'Licytujesz {n}',
    'The prikup: {cards}': 'Musik: {cards}',
    '{name} gives {other} a card': '{name} daje kartę {other:dative}',
    # ------------------------------------------------------------ the options' titles
    "Winner when several reach it": "Zwycięzca, gdy dojdzie kilku",
    "How the cards are dealt": "Sposób rozdawania",
    "Who opens the bidding": "Kto otwiera licytację",
    "Bid step": "Krok licytacji",
    "Bids over 120 need a marriage": "Powyżej 120 tylko z meldunkiem",
    "No raise after the forced bid": "Przymusowe 100 bez podbicia",
    "Redeal with four nines": "Cztery dziewiątki: nowe rozdanie",
    "Redeal for nines in the prikup": "Dziewiątki w musiku: nowe rozdanie",
    "Marriages in the first trick": "Meldunki w pierwszej lewie",
    "Rounding the defenders' points": "Zaokrąglanie punktów przeciwników",
    "Rounding unit": "Krok zaokrąglania",
    "The barrel": "Beczka",
    "Barrel score": "Wynik na beczce",
    "Falling off the barrel": "Spadek z beczki",
    "Win only from the barrel": "Wygrana tylko z beczki",
    "Win from the barrel as a defender": "Wygrana z beczki w obronie",
    "Marriages on the barrel": "Meldunki na beczce",
    "Penalty for three zeros": "Kara za trzy zera",
    "Rospisat' (giving up)": "Bomba (rezygnacja)",
    "Defenders' points for a rospisat'": "Punkty przeciwników za bombę",
    "Rospisat' penalty": "Kara za bombę",
    "Dark prikup": "Ciemny musik",
    "Golden deals": "Złote rozdania",
    "Silence below a score": "Milczenie poniżej progu",
    "Silence score": "Próg milczenia",
    "Four aces meld": "Meldunek czterech asów",
    "Must trump": "Przymus atu",
    "Must beat the trick": "Przymus przebicia",
    "Who sits out (4 players)": "Kto pauzuje (4 graczy)",
    "Prikup's card points to who sits out": "Punkty z musiku dla pauzującego",
    "Prikup's marriage to who sits out": "Meldunek z musiku dla pauzującego",
    "Prikup's aces to who sits out": "Asy z musiku dla pauzującego",
    "deal {n}: a move that breaks the rules": "rozdanie {n}: ruch niezgodny z zasadami",
    # Learn: the lessons (game/ui/lessons.py, tysiacha/lessons.py)
    'Back to the lessons': 'Wróć do lekcji',
    'Lesson done: {title}': 'Lekcja ukończona: {title}',
    'Taken back: the lesson says why': 'Cofnięte: lekcja mówi dlaczego',
    'In a lesson a wrong move is taken back for you': 'W lekcji zły ruch jest cofany za ciebie',
    'Finish lesson': 'Zakończ lekcję',
    'A marriage scores ♥ 100, ♦ 80, ♣ 60, ♠ 40 and makes its suit trump until the next marriage.': 'Meldunek daje ♥ 100, ♦ 80, ♣ 60, ♠ 40, a jego kolor staje się atutem aż do następnego meldunku.',
    'Bid 100: the first bid is forced': 'Licytuj 100: pierwsza licytacja jest obowiązkowa',
    'Bid 120': 'Licytuj 120',
    'Bidding and the limit': 'Licytacja i limit',
    'Bids go up in fives from the forced 100. Over 120 only with a marriage in hand, and never over 120 plus its value.': 'Licytacja rośnie co 5 od obowiązkowych 100. Powyżej 120 tylko z meldunkiem w ręce, i nigdy ponad 120 plus jego wartość.',
    'Bids go up in fives, and the highest bidder takes the prikup. Your cards are worth little: pass, and let Boris take it.': 'Licytacja rośnie co 5, a najwyższa oferta bierze prikup. Twoje karty są mało warte: pasuj i zostaw go Borysowi.',
    'Bids up to 120, and higher only with a marriage': 'Licytacja do 120, wyżej tylko z meldunkiem',
    'Boris bid 130: he must hold a marriage to bid over 120. You hold none, so you may not go higher. Pass: Boris takes the prikup.': 'Borys licytuje 130: powyżej 120 musi mieć meldunek. Ty nie masz żadnego, więc nie możesz iść wyżej. Pasuj: Borys bierze prikup.',
    'Boris leads the A♠. You have no spades, so you must play a trump: your J♥. A trump beats any card of another suit, even an ace.': 'Borys wychodzi A♠. Nie masz pików, więc musisz dać atut: swojego J♥. Atut bije każdą kartę innego koloru, nawet asa.',
    'Boris led the K♥ and declared his marriage: hearts are trump now. You must follow hearts: play the 9, and keep the jack to trump with.': 'Borys wyszedł K♥ i zameldował: kier jest teraz atutem. Musisz dołożyć kiera: zagraj 9, a waleta zachowaj na atut.',
    'Boris won the bidding, so he leads first: the A♣. You hold clubs, so you must play a club. The ace wins anyway: give the king, and keep your 10♣ for later.': 'Borys wygrał licytację, więc wychodzi pierwszy: A♣. Masz trefle, więc musisz dołożyć trefla. As i tak bierze: daj króla, a 10♣ zachowaj na później.',
    'Declare a marriage when you lead: its suit becomes trump': 'Zamelduj, wychodząc: kolor meldunku staje się atutem',
    'Declare the hearts marriage now: 100 points, and hearts become trump.': 'Zamelduj teraz kiery: 100 punktów, a kier staje się atutem.',
    'Declare while you have the lead: only the player on lead can declare, and you may not lead again soon.': 'Melduj, póki wychodzisz: meldować może tylko wychodzący, a możesz długo nie wyjść ponownie.',
    'Diamonds are trump. Now lead the K♥: 100 more, and hearts become trump in place of diamonds.': 'Karo jest atutem. Teraz wyjdź K♥: 100 więcej, a atutem zamiast kar zostaje kier.',
    'Follow the suit led if you can; if you cannot, play a trump if you hold one. The highest trump takes the trick, else the highest card of the suit led.': 'Dokładaj do koloru, jeśli możesz; jeśli nie, daj atut, jeśli go masz. Lewę bierze najwyższy atut, a bez atutu najwyższa karta koloru wyjścia.',
    'Follow the suit led; without it, trump': 'Dokładaj do koloru; bez niego daj atut',
    'Follow with the 9♥': 'Dołóż 9♥',
    'Follow with the 9♥: the K♥ wins anyway, and your J♥ is worth keeping as a trump.': 'Dołóż 9♥: K♥ i tak bierze, a J♥ warto zachować jako atut.',
    'Follow with the K♣': 'Dołóż K♣',
    'Following suit and trumping': 'Dokładanie do koloru i atuty',
    'Give away your small cards: 9♥, J♦ or K♠': 'Oddaj małe karty: 9♥, J♦ albo K♠',
    'Give up a hopeless deal: the defenders score 60 each': 'Oddaj beznadziejne rozdanie: obrońcy dostają po 60',
    'Go up to 120: it is the most your hand may bid, and with two aces and two tens it can make it.': 'Idź do 120: więcej twoja ręka licytować nie może, a z dwoma asami i dwiema dziesiątkami to ugra.',
    'Keep your aces and tens: they win tricks and count 11 and 10. And keep the K♦ and Q♦ together: they are a marriage.': 'Zachowaj asy i dziesiątki: biorą lewy i liczą się 11 i 10. I trzymaj razem K♦ i Q♦: to meldunek.',
    'Lead the A♦': 'Wyjdź A♦',
    'Lead the K♥: declare the other marriage': 'Wyjdź K♥: zamelduj drugi meldunek',
    'Lead the K♦: declare the marriage': 'Wyjdź K♦: zamelduj',
    'Marriages and trump': 'Meldunki i atuty',
    'No marriage in the first trick: leading the K♥ now would give your hearts marriage away. Lead the A♦.': 'W pierwszej lewie nie ma meldunków: wyjście K♥ teraz zmarnuje meldunek kierowy. Wyjdź A♦.',
    'Open with 100. If the others pass, the deal is yours: you take the prikup, the three cards in the middle.': 'Otwórz 100. Jeśli inni spasują, rozdanie jest twoje: bierzesz prikup, trzy karty na środku.',
    'Pass: 120 is your limit': 'Pasuj: 120 to twój limit',
    'Pass: your hand is weak': 'Pasuj: masz słabą rękę',
    'Raise the contract to 120': 'Podnieś kontrakt do 120',
    'Raise: with the marriage of diamonds your hand is worth far more than 100, and a higher contract scores more.': 'Podnieś: z meldunkiem karo twoja ręka jest warta dużo więcej niż 100, a wyższy kontrakt daje więcej.',
    'Take the prikup, give a card to each defender, raise': 'Weź prikup, daj kartę każdemu obrońcy, podnieś',
    'The cut and the deal': 'Przełożenie i rozdanie',
    'The declarer takes the prikup, gives a card to each defender, and may raise once before the first lead.': 'Rozgrywający bierze prikup, daje każdemu obrońcy kartę i może raz podnieść przed pierwszym wyjściem.',
    'The prikup and the exchange': 'Prikup i wymiana',
    'The prikup brought you the K♦ and Q♦: a marriage worth 80. Before the first lead you may raise your contract once, up to 120 plus your marriages. With this hand 120 is safe.': 'Prikup dał ci K♦ i Q♦: meldunek za 80. Przed pierwszym wyjściem możesz raz podnieść kontrakt, do 120 plus twoje meldunki. Z tą ręką 120 jest pewne.',
    'Trump with the J♥': 'Przebij J♥',
    'Vera bid 110. Your hand is strong, two aces and two tens, but it holds no marriage (the K and Q of one suit): without one, 120 is the most you may bid.': 'Wera licytuje 110. Masz mocną rękę, dwa asy i dwie dziesiątki, ale bez meldunku (króla i damy jednego koloru): bez niego możesz licytować najwyżej 120.',
    'Who deals, how the cards go out, and who bids first': 'Kto rozdaje, jak idą karty i kto licytuje pierwszy',
    'With so few points you would lose your bid. Pass: a player who passes bids no more in this deal.': 'Z tak małą liczbą punktów przegrasz licytację. Pasuj: kto spasował, w tym rozdaniu już nie licytuje.',
    'You had to open with 100 and nobody bid: the deal is yours. But your ten cards are worth 17 points and hold no marriage: you cannot make 100, and failing costs 100.': 'Otwarcie 100 było obowiązkowe i nikt nie licytował: rozdanie jest twoje. Ale twoje dziesięć kart jest warte 17 punktów, bez meldunku: nie ugrasz 100, a przegrana kosztuje 100.',
    'You have no spades but you hold a trump: you must play it.': 'Nie masz pików, ale masz atut: musisz go zagrać.',
    'You hold two marriages, ♦ (80) and ♥ (100). A marriage is declared by leading its K or Q, but never in the first trick: lead your A♦ now.': 'Masz dwa meldunki, ♦ (80) i ♥ (100). Meldunek ogłaszasz, wychodząc jego królem lub damą, ale nigdy w pierwszej lewie: wyjdź teraz A♦.',
    'You must follow clubs, and the A♣ wins this trick whatever you play: give the K♣ (4 points), keep the 10♣ (10 points).': 'Musisz dołożyć trefla, a A♣ bierze lewę bez względu na twoją kartę: daj K♣ (4 punkty), zachowaj 10♣ (10 punktów).',
    'You took the trick, so you lead again. Lead the K♦ with the Q♦ in hand: you score 80, and diamonds are trump.': 'Lewa jest twoja, więc znów wychodzisz. Wyjdź K♦, mając Q♦ w ręce: dostajesz 80, a karo jest atutem.',
    'You won the bidding at 100: the prikup was shown to everyone and joined your hand. Give one card to each defender. Give cards you cannot win a trick with, never an ace or a ten.': 'Licytacja za 100 jest twoja: prikup pokazano wszystkim i trafił do twojej ręki. Daj każdemu obrońcy jedną kartę: taką, którą nie weźmiesz lewy, nigdy asa ani dziesiątki.',
    "Boris and Vera both cut an ace, so they cut again: Vera's 10 beat Boris's jack, and Vera dealt, 7 cards each and 3 to the prikup. You sit on her left: you bid first and must open with 100.": 'Borys i Wera przełożyli asy, więc przekładali jeszcze raz: 10 Wery pobiła waleta Borysa i Wera rozdała, po 7 kart i 3 do prikupu. Siedzisz po jej lewej: licytujesz pierwszy i musisz otworzyć 100.',
    "Now you know how a deal begins: the cut picks the first dealer, the deal moves one seat to the left each time, and the player on the dealer's left opens with 100.": 'Teraz wiesz, jak zaczyna się rozdanie: przełożenie wyznacza pierwszego rozdającego, rozdanie przechodzi co raz o miejsce w lewo, a gracz po lewej rozdającego otwiera 100.',
    "Playing on loses 100. Give up with Rospisat': this time it costs you nothing.": 'Gra dalej kosztuje 100. Zagraj bombę: tym razem nic cię to nie kosztuje.',
    "Press Rospisat': give the deal up": 'Naciśnij „Bomba”: oddaj rozdanie',
    "Rospisat': you score 0 and each defender 60. It may be done until your first lead, but never on the barrel, and every third time (the third, the sixth...) it costs you 120 more.": 'Bomba: dostajesz 0, a każdy obrońca 60. Można ją zagrać do twojego pierwszego wyjścia, ale nigdy na beczce, a co trzecia (trzecia, szósta ...) kosztuje cię 120 więcej.',
    "You are on the dealer's left, so you open the bidding: the first bid is always 100, and you may not pass it.": 'Siedzisz po lewej rozdającego, więc otwierasz licytację: pierwsza oferta to zawsze 100 i nie możesz pasować.',
    # ------------------------------------------------------------ Why this? (the hint's reasons)
    '({n} in {k})':
        '({n} w {k})',
    'A rule of thumb of the Hard player, not a search.':
        'Reguła kciuka SI, bez przeszukiwania.',
    'A rule of thumb: the card-play rules (counting the cards, the points in the trick).':
        'Reguła kciuka rozgrywki (liczenie kart, punkty w lewie).',
    'A rule of thumb: the cards least worth keeping.':
        'Reguła kciuka: karty najmniej warte zatrzymania.',
    'As good as {n} other cards: a rule of thumb picks among them':
        ('Tak samo dobra jak {n} inna karta: wybiera spośród nich reguła kciuka', 'Tak samo dobra jak {n} inne karty: wybiera spośród nich reguła kciuka', 'Tak samo dobra jak {n} innych kart: wybiera spośród nich reguła kciuka'),
    'Equal in the sample deals: a rule of thumb (the cards least worth keeping) decides':
        'Remis w rozkładach: decyduje reguła kciuka (karty najmniej warte zatrzymania)',
    'It is the only card you may play here.':
        'To jedyna karta, którą możesz tu zagrać.',
    'No higher bid is open to you.':
        'Wyższa licytacja nie jest dla ciebie dostępna.',
    'Whatever you play, the {n} is lost in all {m} sample deals':
        'Cokolwiek zagrasz, nie ugrywasz {n} w żadnym z {m} rozkładów',
    'Whatever you play, you make {n} in all {m} sample deals':
        'Cokolwiek zagrasz, ugrywasz {n} we wszystkich {m} rozkładach',
    'Whatever you play, the {n} is beaten in all {m} sample deals':
        'Cokolwiek zagrasz, {n} upada we wszystkich {m} rozkładach',
    'Whatever you play, the {n} is made in all {m} sample deals':
        'Cokolwiek zagrasz, {n} zostaje ugrane we wszystkich {m} rozkładach',
    'So a rule of thumb picks {card}: counting the cards, the points in the trick':
        'Więc {card} wybiera reguła kciuka: liczenie kart, punkty w lewie',
    'Play {card}: the {n} is beaten in {k} of {m} sample deals':
        'Zagraj {card}: {n} upada w {k} z {m} rozkładów',
    'Play {card}: you make {n} in {k} of {m} sample deals':
        'Zagraj {card}: ugrywasz {n} w {k} z {m} rozkładów',
    'You may not pass here: the bid is forced.':
        'Nie możesz tu spasować: licytacja jest obowiązkowa.',
    '{card}: in {k}':
        '{card}: w {k}',
    '{what}: in {k}':
        '{what}: w {k}',
    '{what}: made about {p}% of the time, worth about {v} points to you':
        '{what}: ugrany w około {p}% przypadków, wart dla ciebie około {v} punktów',
    '{what}: made in {k} of {m} sample deals, worth about {v} points to you':
        '{what}: ugrany w {k} z {m} rozkładów, wart dla ciebie około {v} punktów',
    '{what}: the declarer makes it about {p}% of the time, worth about {v} points to you':
        '{what}: rozgrywający ugrywa w około {p}% przypadków, wart dla ciebie około {v} punktów',
    '{what}: worth about {v} points to you':
        '{what}: wart dla ciebie około {v} punktów',
    '{what}: you make {n} in {k} of {m} sample deals':
        '{what}: ugrywasz {n} w {k} z {m} rozkładów',
    'You give up the contract of {n}: you score nothing, and each defender scores {share}.': 'Rezygnujesz z kontraktu {n}: nie dostajesz nic, a każdy przeciwnik dostaje {share}.',
    "This is your rospisat' number {k} in this game: it costs {p} more.": 'To poddanie kosztuje cię dodatkowo {p} (twoje {k}. w tej grze).',
    'You give up the deal: you lose the contract of {n}, and each defender scores {share}.': 'Oddajesz rozdanie: tracisz kontrakt {n}, a każdy przeciwnik dostaje {share}.',
    # Learn: the lessons on scoring and the barrel
    'Scoring a deal': 'Liczenie rozdania',
    "Made or failed, and the defenders' points rounded": 'Ugrane czy nie, i zaokrąglone punkty obrońców',
    'Lead the A♠': 'Wyjdź A♠',
    'You bid 100, took the prikup and raised to 160: to make it you must take at least 160 points, the card points of your tricks plus the marriages you declare. Lead the A♠: no marriage in the first trick.': 'Licytacja 100, musik w twojej ręce, podbicie do 160: żeby ugrać, musisz wziąć co najmniej 160 punktów, punkty kart z twoich lew plus zameldowane meldunki. Wyjdź A♠: w pierwszej lewie nie ma meldunków.',
    'No marriage in the first trick: leading the K♥ now would give your marriage away. Lead the A♠.': 'W pierwszej lewie nie ma meldunków: wyjście K♥ teraz zmarnuje twój meldunek. Wyjdź A♠.',
    'Lead the K♥: declare the marriage': 'Wyjdź K♥: zamelduj',
    'The A♠ took 13 points (11 + 0 + 2). Now lead the K♥ and declare the marriage of hearts: its 100 count as your points, even if the K♥ loses the trick.': 'A♠ wziął 13 punktów (11 + 0 + 2). Teraz wyjdź K♥ i zamelduj meldunek kierowy: jego 100 liczy się do twoich punktów, nawet jeśli K♥ przegra lewę.',
    'Declare now, while you have the lead: lead the K♥ and announce the marriage. Its 100 go to your points for the deal.': 'Melduj teraz, póki wychodzisz: wyjdź K♥ i zamelduj. Jego 100 dolicza się do twoich punktów w tym rozdaniu.',
    'Play the deal out': 'Rozegraj rozdanie do końca',
    "Boris took your K♥ with his ace. Each defender scores alone: Boris's tricks count for Boris, Vera's for Vera. The panel counts the points each of you has taken. Play on to the end of the deal.": 'Borys wziął twojego K♥ asem. Każdy obrońca liczy swoje: lewy Borysa liczą się Borysowi, lewy Wiery Wierze. Panel liczy punkty wzięte przez każdego z was. Graj do końca rozdania.',
    "Points: you took 69 in cards and 100 for the marriage, 169. That is at least your 160, so you score 160, not 169; with 159 you would lose 160. Boris's 17 scores 15 and Vera's 34 scores 35: a defender's points are rounded to 5 (1, 2 down; 3, 4 up; 6, 7 down; 8, 9 up).": 'Punkty: masz 69 w kartach i 100 za meldunek, 169. To co najmniej twoje 160, więc dostajesz 160, nie 169; przy 159 tracisz 160. 17 Borysa daje 15, a 34 Wiery daje 35: punkty obrońcy zaokrągla się do 5 (1, 2 w dół; 3, 4 w górę; 6, 7 w dół; 8, 9 w górę).',
    'Near 1000: win as declarer, in three deals at most': 'Blisko 1000: wygraj jako grający, w trzy rozdania',
    'You are on the barrel: your plate says 880, barrel 1. From there only your own contract counts, and it must take you to 1000. You won the bidding at 100, but 880 + 100 is 980: even made, it would leave you at 880. Raise to 120.': 'Siedzisz na beczce: przy twoim imieniu widać 880, beczka 1. Stąd liczy się tylko twój własny kontrakt i musi cię doprowadzić do 1000. Licytacja za 100 jest twoja, ale 880 + 100 to 980: nawet ugrane zostawiłoby cię na 880. Podbij do 120.',
    'Keep 100 and you stay at 880 even if you make it: 880 + 100 is only 980. Raise to 120 and no more: a failed contract costs what it is, and takes you off the barrel.': 'Zostaw 100, a nawet po ugraniu zostaniesz na 880: 880 + 100 to tylko 980. Podbij do 120 i nie wyżej: nieugrany kontrakt kosztuje tyle, ile wynosi, i zrzuca cię z beczki.',
    'Boris is on the barrel too, his third deal there (barrel 3): whatever he takes now does not count for him, and after it he falls off, 120 down. Vera has 855. Lead your A♠: no marriage in the first trick.': 'Borys też siedzi na beczce, to jego trzecie rozdanie na niej (beczka 3): co teraz weźmie, nie liczy mu się, a potem spada, 120 w dół. Wiera ma 855. Wyjdź A♠: w pierwszej lewie nie ma meldunków.',
    'No marriage in the first trick: leading the K♦ now would give your marriage away. Lead the A♠.': 'W pierwszej lewie nie ma meldunków: wyjście K♦ teraz zmarnuje twój meldunek. Wyjdź A♠.',
    'Declare the marriage of diamonds: its 80 count on the barrel as in any deal. With the 13 of your A♠ that makes 93 of your 120.': 'Zamelduj meldunek karo: jego 80 liczy się na beczce jak w każdym rozdaniu. Z 13 za twojego A♠ to 93 z twoich 120.',
    'Declare now, while you have the lead: lead the K♦ and announce the marriage. Its 80 go to your points for the deal.': 'Melduj teraz, póki wychodzisz: wyjdź K♦ i zamelduj. Jego 80 dolicza się do twoich punktów w tym rozdaniu.',
    "Play on and take the points you still need. On the barrel you could not have given the deal up (no rospisat'): you must play it.": 'Graj dalej i weź brakujące punkty. Na beczce rozdania nie da się oddać (bomba jest wykluczona): musisz je rozegrać.',
    "880 + 120 = 1000: you win from the barrel. Boris took 17, but a defender on the barrel scores nothing, and his third deal there cost him 120: 760, off the barrel. Vera's 34, rounded to 35, took her from 855 to 890: past 880, so she climbed on the barrel, at 880 exactly (+25).": '880 + 120 = 1000: wygrywasz z beczki. Borys wziął 17, ale obrońca na beczce nic nie dostaje, a jego trzecie rozdanie na niej kosztowało go 120: 760, spadek z beczki. 34 Wiery, zaokrąglone do 35, dały jej 890 z 855: ponad 880, więc weszła na beczkę, dokładnie na 880 (+25).',
}
