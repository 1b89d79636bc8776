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
    # the presets of the rules (Options)
    "Classic": "Klasyczne",
    "Polish": "Polskie",
    "French": "Francuskie",
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
    "You played for {n}.": "Grałeś(aś) {n}.",
    "{who}trick {k}: {card} {cost}; better {better}": "{who}lewa {k}: {card} {cost}; lepiej {better}",
    "Nothing to undo in this deal": "W tym rozdaniu nie ma czego cofnąć",
    "Hint: play the raised card": "Podpowiedź: zagraj wysuniętą kartę",
    "Hint: {what}": "Podpowiedź: {what}",
    "bid {n}": "licytacja {n}",
    "bids {n}": "licytacja {n}",
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
    "plays for {n}": "gra {n}",
    "defends": "broni",
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
    'Give one card to {a} and one to {b}': 'Daj po jednej karcie: {a} i {b}',
    'Keep the contract of {n}, or raise it': 'Zostaw kontrakt {n} albo go podnieś',
    "You open the bidding: bid {n}": "Otwierasz licytację: licytuj {n}",
    "Highest bid {high}: bid {n}, or pass": "Najwyższa licytacja {high}: licytuj {n} albo pas",
    "Bid {n}, or pass": "Licytuj {n} albo pas",
    "Keep the contract of {n}, or raise it to {m}": "Zostaw kontrakt {n} albo podnieś go do {m}",
    "Keep the contract of {n}: it cannot be raised now": "Zostaw kontrakt {n}: teraz nie można go podnieść",
    'Your lead: play a card': 'Wychodzisz: zagraj kartę',
    'Your turn: follow {suit}': 'Twój ruch: dołóż do koloru {suit}',
    'Your turn: no {suit}, play a trump ({trump})': 'Twój ruch: brak {suit}, zagraj atut ({trump})',
    'Your turn: no {suit}, play any card': 'Twój ruch: brak {suit}, zagraj dowolną kartę',
    'You must follow {suit}': 'Musisz dołożyć do koloru {suit}',
    'You must beat the trick with a higher {suit}': 'Musisz przebić wyższą kartą {suit}',
    'You have no {suit}: you must play a trump ({trump})': 'Nie masz {suit}: musisz zagrać atut ({trump})',
    'You must beat the trumps in the trick with a higher trump': 'Musisz przebić atuty w lewie wyższym atutem',
    'Leading this card with its partner in hand declares the marriage {suit} for {n} and makes {suit} trump.': 'Wyjście tą kartą, gdy masz na ręce jej parę, melduje {suit} za {n} i {suit} staje się atu.',
    'You give up the contract of {n}: it counts against you and the defenders score their share.': 'Rezygnujesz z kontraktu {n}: odejmuje się go tobie, a przeciwnicy dostają swoją część.',
    'Leading an ace with all four in hand declares them for {n}.': 'Wyjście asem, gdy masz wszystkie cztery, melduje je za {n}.',
    'You give up the deal; the defenders score.': 'Oddajesz rozdanie; przeciwnicy dostają punkty.',
    'The bidding': 'Licytacja',
    '{name} bids {n}': '{name} licytuje {n}',
    'You bid {n}': 'Licytujesz {n}',
    'The prikup: {cards}': 'Musik: {cards}',
    '{name} gives {other} a card': '{name} daje kartę: {other}',
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
    'Equal in the layouts: a rule of thumb (the cards least worth keeping) decides':
        'Remis w rozkładach: decyduje reguła kciuka (karty najmniej warte zatrzymania)',
    'It is the only card you may play here.':
        'To jedyna karta, którą możesz tu zagrać.',
    'No higher bid is open to you.':
        'Wyższa licytacja nie jest dla ciebie dostępna.',
    'Play {card}: the {n} is beaten in {k} of {m} layouts':
        'Zagraj {card}: {n} upada w {k} z {m} rozkładów',
    'Play {card}: you make {n} in {k} of {m} layouts':
        'Zagraj {card}: ugrywasz {n} w {k} z {m} rozkładów',
    'You may not pass here: the bid is forced.':
        'Nie możesz tu spasować: licytacja jest obowiązkowa.',
    '{card}: in {k}':
        '{card}: w {k}',
    '{what}: in {k}':
        '{what}: w {k}',
    '{what}: made about {p}% of the time, worth about {v} points to you':
        '{what}: ugrany w około {p}% przypadków, wart dla ciebie około {v} punktów',
    '{what}: made in {k} of {m} layouts, worth about {v} points to you':
        '{what}: ugrany w {k} z {m} rozkładów, wart dla ciebie około {v} punktów',
    '{what}: the declarer makes it about {p}% of the time, worth about {v} points to you':
        '{what}: rozgrywający ugrywa w około {p}% przypadków, wart dla ciebie około {v} punktów',
    '{what}: worth about {v} points to you':
        '{what}: wart dla ciebie około {v} punktów',
    '{what}: you make {n} in {k} of {m} layouts':
        '{what}: ugrywasz {n} w {k} z {m} rozkładów',
}
