"""Deutsch: 1000's texts at the table (see game/ui/i18n.py).

Keys are the English texts as written in the code; `{fields}` stay as they are.
"""

STRINGS = {
    # ------------------------------------------------------------ main menu, new game
    "the card game 1000": "das Kartenspiel 1000",
    "3 players": "3 Spieler",
    "4 players": "4 Spieler",
    # ------------------------------------------------------------ cutting and dealing
    "Cutting for the deal": "Ziehen: Wer gibt?",
    "A tie for the highest card: cut again": "Gleichstand bei der höchsten Karte: neu ziehen",
    "{name} deals": "{name} gibt",
    "You deal": "Du gibst",
    # the presets of the rules (Options)
    "Classic": "Klassisch",
    "Polish": "Polnisch",
    "French": "Französisch",
    "Waiting for the host to deal…": "Warten, bis der Gastgeber die nächste Runde gibt…",
    # ------------------------------------------------------------ score sheet, tricks, rules
    "Deal": "Runde",
    "No deal has been scored yet.": "Noch keine Runde gewertet.",
    "Tricks of this deal": "Stiche dieser Runde",
    # who took a trick, and its card points
    "{name} takes {n}": "{name} nimmt {n}",
    "You take {n}": "Du nimmst {n}",
    "Prikup": "Prikup",
    "four aces": "vier Asse",
    "marriage": "Mariage",
    "No trick was played in this deal.": "In dieser Runde wurde kein Stich gespielt.",
    "Tysiacha (1000) is played with 24 cards, 9 to ace in four suits; the first to reach 1000 wins.":
        "Tausend (1000) wird mit 24 Karten gespielt, von der Neun bis zum Ass in vier Farben; "
        "wer zuerst 1000 erreicht, gewinnt.",
    "Card points: ace 11, ten 10, king 4, queen 3, jack 2, nine 0; 120 in the deck. A king and "
    "queen of one suit are a marriage: spades 40, clubs 60, diamonds 80, hearts 100.":
        "Kartenpunkte: Ass (A) 11, Zehn 10, König (K) 4, Dame (Q) 3, Bube (J) 2, Neun 0; 120 im ganzen Spiel. "
        "König und Dame einer Farbe sind eine Mariage: Pik 40, Kreuz 60, Karo 80, Herz 100.",
    "Each player gets 7 cards and 3 go to the prikup. The players bid in turn how many points they "
    "will take, from 100 up; the highest bidder takes the prikup, gives one card to each other "
    "player, and may raise the contract.":
        "Jeder bekommt 7 Karten, 3 kommen in den Prikup. Reihum wird gereizt, wie viele Punkte "
        "man machen wird, ab 100; der Höchstbietende nimmt den Prikup, gibt jedem anderen "
        "Spieler eine Karte und darf sein Gebot erhöhen.",
    "The declarer leads first. Follow suit; if you cannot, play a trump if you have one. Leading "
    "the king or queen of a marriage you hold declares it: its points are yours and its suit is "
    "trump from then on. The highest trump, else the highest card of the suit led, wins the trick.":
        "Der Alleinspieler spielt aus. Farbe muss bedient werden; wer nicht bedienen kann, "
        "trumpft, wenn er Trumpf hat. Wer König oder Dame einer Mariage auf der Hand ausspielt, "
        "meldet sie: Ihre Punkte gehören ihm, und ihre Farbe ist ab dann Trumpf. Der höchste "
        "Trumpf, sonst die höchste Karte der ausgespielten Farbe, gewinnt den Stich.",
    "A declarer who takes the contract scores it; one who falls short loses it. The defenders "
    "score what they took, rounded to 5. Near 1000 a player sits on the barrel and must win as "
    "declarer to finish.":
        "Erfüllt der Alleinspieler sein Gebot, wird es ihm gutgeschrieben, sonst abgezogen. "
        "Die Gegenspieler schreiben, was sie genommen haben, auf 5 gerundet. Kurz vor 1000 "
        "sitzt ein Spieler auf dem Fass und muss als Alleinspieler gewinnen, um das Spiel zu "
        "beenden.",
    # ------------------------------------------------------------ bidding
    "Bid": "Reizen",
    "You may only pass now": "Du kannst jetzt nur passen",
    # ------------------------------------------------------------ prikup, exchange, raise
    "Yes": "Ja",
    "Redeal": "Neu geben",
    "Play on": "Weiter",
    "To {name}": "→ {name}",
    "Pass cards": "Karten geben",
    "Keep {n}": "{n} halten",
    "Raise": "Erhöhen",
    "Rospisat'": "Rospissat",
    "Spisat'": "Spissat",
    "Call a redeal?": "Neugeben ansagen?",
    "The deal is void and the same dealer deals again.":
        "Die Runde zählt nicht, und derselbe Geber gibt neu.",
    "Rospisat'?": "Rospissat?",
    "Spisat'?": "Spissat?",
    # ------------------------------------------------------------ play
    "Declare the marriage?": "Mariage melden?",
    "Declare": "Melden",
    "Just play": "Nur spielen",
    # ------------------------------------------------------------ table, panels, hints
    'No game of 1000 counted yet: the figures come after each deal of a game at the table.': 'Noch keine Partie 1000 gezählt: Die Zahlen kommen nach jeder Runde einer Partie am Tisch.',
    "Deal {k} of {n}, step {j} of {m}": "Runde {k} von {n}, Schritt {j} von {m}",
    "Deal »": "Runde »",
    "« Deal": "« Runde",
    "No finished game of 1000 yet: each game played to its end is kept to be watched here.": "Noch keine beendete Partie 1000: Jede zu Ende gespielte Partie wird hier zum Ansehen aufbewahrt.",
    "With best play by both sides from the first lead you end with {n} points: the contract was makeable.": "Bei bestem Spiel beider Seiten ab dem ersten Ausspiel kommst du auf {n} Punkte: Das Gebot war zu schaffen.",
    "With best play by both sides from the first lead you end with {n} points: best defence beats the contract.": "Bei bestem Spiel beider Seiten ab dem ersten Ausspiel kommst du auf {n} Punkte: Bestes Gegenspiel bringt das Gebot zu Fall.",
    "Analysis": "Analyse",
    "At the table: {n} points, the contract made.": "Am Tisch: {n} Punkte, Gebot erfüllt.",
    "At the table: {n} points, the contract failed.": "Am Tisch: {n} Punkte, Gebot verfehlt.",
    "Deal {k} with every hand in view": "Runde {k} mit offenen Karten",
    "Every card (its cost in points)": "Jede Karte (ihre Kosten in Punkten)",
    "No card was played in this deal: nothing to analyse.": "In dieser Runde wurde keine Karte gespielt: nichts zu analysieren.",
    "None: every card you played was as good as the best card then.": "Keine: Jede deiner Karten war so gut wie die beste Karte in dem Moment.",
    "Points given away": "Verschenkte Punkte",
    "The deal could not be analysed ({why}).": "Die Runde konnte nicht analysiert werden ({why}).",
    "The solver is playing the deal through with every hand in view": "Der Löser spielt die Runde mit offenen Karten durch",
    "With best play by both sides from the first lead {name} ends with {n} points: best defence beats the contract.": "Bei bestem Spiel beider Seiten ab dem ersten Ausspiel kommt {name} auf {n} Punkte: Bestes Gegenspiel bringt das Gebot zu Fall.",
    "With best play by both sides from the first lead {name} ends with {n} points: the contract was makeable.": "Bei bestem Spiel beider Seiten ab dem ersten Ausspiel kommt {name} auf {n} Punkte: Das Gebot war zu schaffen.",
    "Your costly cards": "Deine teuren Karten",
    "cost {n} points": ("kostete {n} Punkt", "kostete {n} Punkte", "kostete {n} Punkte"),
    "declaring": "mit Meldung",
    "defender": "Gegenspieler",
    "{name} played for {n}.": "{name} spielte auf {n}.",
    "You played for {n}.": "Du spieltest auf {n}.",
    "{who}trick {k}: {card} {cost}; better {better}": "{who}Stich {k}: {card} {cost}; besser {better}",
    "Nothing to undo in this deal": "In dieser Runde gibt es nichts zurückzunehmen",
    "Hint: play the raised card": "Tipp: Spiele die angehobene Karte",
    "Hint: {what}": "Tipp: {what}",
    "bid {n}": "{n} bieten",
    "bids {n}": "bietet {n}",
    "raise to {n}": "auf {n} erhöhen",
    "give {card} to {name}": "{card} an {name} geben",
    "pass": "passen",
    "passes": "passt",  # a plate: what the seat did last
    "keep the contract": "Gebot halten",
    "rospisat'": "Rospissat",
    "spisat'": "Spissat",
    "call a redeal": "Neugeben ansagen",
    "play on": "weiterspielen",
    "Score": "Stand",
    "to {n}": "bis {n}",
    "Contract {n}: {name}": "Gebot {n}: {name}",
    "{name} won the bidding: {n}": "{name} gewinnt das Reizen: {n}",
    "You won the bidding: {n}": "Du gewinnst das Reizen: {n}",
    "Trump": "Trumpf",
    "No trump yet": "Noch kein Trumpf",
    "{name}: {n} taken": "{name}: {n} genommen",
    "{name} raises to {n}": "{name} erhöht auf {n}",
    "You raise to {n}": "Du erhöhst auf {n}",
    "{name}: rospisat'": "{name}: Rospissat",
    "{name}: spisat'": "{name}: Spissat",
    "{name} calls a redeal": "{name} sagt Neugeben an",
    "You call a redeal": "Du sagst Neugeben an",
    "barrel": "Fass",
    "sits out": "setzt aus",
    "plays for {n}": "spielt auf {n}",
    "defends": "im Gegenspiel",
    "{n} points": ("{n} Punkt", "{n} Punkte", "{n} Punkte"),
    "made {n}": "{n} erfüllt",
    "failed {n}": "{n} verfehlt",
    # ------------------------------------------------------------ scoring
    "Redeal: the same dealer deals again": "Neugeben: Derselbe Geber gibt noch einmal",
    "{name} gave up {n} (rospisat')": "{name} gibt {n} auf (Rospissat)",
    "{name} gave up {n} (spisat')": "{name} gibt {n} auf (Spissat)",
    "{name} made {n}": "{name} erfüllt {n}",
    "{name} failed {n}": "{name} verfehlt {n}",
    "You gave up {n} (rospisat')": "Du gibst {n} auf (Rospissat)",
    "You gave up {n} (spisat')": "Du gibst {n} auf (Spissat)",
    "You made {n}": "Du erfüllst {n}",
    "You failed {n}": "Du verfehlst {n}",
    "Tricks": "Stiche",
    "Next deal": "Nächste Runde",
    "Points": "Punkte",
    "Change": "Änderung",
    "Marks": "Vermerke",
    "Winner: {name}": "Sieger: {name}",
    "{n} deals played": "{n} Runden gespielt",
    # marks (MARK_WORDS)
    "zero": "Null",
    "third zero: penalty": "dritte Null: Strafe",
    "rospisat' penalty": "Rospissat-Strafe",
    "on the barrel": "auf dem Fass",
    "off the barrel": "vom Fass",
    "barrel penalty": "Fass-Strafe",
    "golden deal": "goldene Runde",
    "redeal": "neu gegeben",
    "winner": "Sieger",
    # option values
    "declarer": "Alleinspieler",
    # option help: rules
    "number of players; with 4 one sits out each deal":
        "Anzahl der Spieler; bei 4 setzt in jeder Runde einer aus",
    "score that wins the game": "Punktzahl, mit der das Spiel gewonnen ist",
    "who wins when several reach the target: the declarer, or the highest score":
        "wer gewinnt, wenn mehrere das Ziel erreichen: der Alleinspieler oder der höchste Stand",
    "the order in which cards leave the deck": "in welcher Reihenfolge die Karten gegeben werden",
    "who makes the forced bid of 100": "wer das Pflichtgebot von 100 abgibt",
    "bids and raises are multiples of this": "Gebote und Erhöhungen sind Vielfache davon",
    "above 120 only with a marriage in hand, at most 120 plus the melds held":
        "über 120 nur mit einer Mariage auf der Hand, höchstens 120 plus die gehaltenen Meldungen",
    "a declarer who won with the forced 100 may not raise":
        "wer das Reizen mit dem Pflichtgebot 100 gewinnt, darf nicht erhöhen",
    "a defender holding four nines may call a redeal":
        "ein Gegenspieler mit vier Neunen darf Neugeben ansagen",
    "the declarer may call a redeal when the prikup holds two or three nines":
        "der Alleinspieler darf Neugeben ansagen, wenn im Prikup zwei oder drei Neunen liegen",
    "a marriage may be declared in the first trick": "eine Mariage darf schon im ersten Stich gemeldet werden",
    "defenders' points are rounded": "die Punkte der Gegenspieler werden gerundet",
    "round to a multiple of 5, or of 10 (5 rounds up)":
        "auf Vielfache von 5 oder von 10 runden (5 wird aufgerundet)",
    "players near the target climb on the barrel": "Spieler kurz vor dem Ziel steigen aufs Fass",
    "the score of a player on the barrel": "der Stand eines Spielers auf dem Fass",
    "lose 120 and fall off after three deals on the barrel":
        "nach drei Runden auf dem Fass: 120 Abzug und runter vom Fass",
    "the game can only be won from the barrel": "gewonnen wird nur vom Fass aus",
    "a player on the barrel scores as a defender and may win that way":
        "ein Spieler auf dem Fass punktet auch als Gegenspieler und kann so gewinnen",
    "melds count for a player on the barrel": "Meldungen zählen für einen Spieler auf dem Fass",
    "every third zero mark costs 120": "jede dritte Null kostet 120",
    "when giving up a deal costs a penalty, or whether it is allowed":
        "wann das Aufgeben einer Runde Strafe kostet oder ob es erlaubt ist",
    "what each defender scores when the declarer gives up":
        "was jeder Gegenspieler bekommt, wenn der Alleinspieler aufgibt",
    "dealer's right": "rechts vom Geber",
    "opposite the dealer": "gegenüber dem Geber",
    "never": "nie",
    "at a bid of 100": "bei Gebot 100",
    "at bids up to 120": "bei Geboten bis 120",
    "with spisat'": "mit Spissat",
    "half the contract": "halbes Gebot",
    "minus the contract": "minus das Gebot",
    "no limit": "unbegrenzt",
    "the penalty for a penalised rospisat'": "die Strafe für ein bestraftes Rospissat",
    "when the prikup is not shown to the defenders": "wann der Prikup den Gegenspielern nicht gezeigt wird",
    "scores of the first deals (one per player) are doubled":
        "die Punkte der ersten Runden (eine je Spieler) zählen doppelt",
    "a player below the silence value may only make the forced bid":
        "ein Spieler unter der Schweigegrenze darf nur das Pflichtgebot abgeben",
    "the score below which silence applies": "der Stand, unter dem geschwiegen wird",
    "four aces is a meld worth 200": "vier Asse sind eine Meldung über 200",
    "a player who cannot follow suit must trump": "wer nicht bedienen kann, muss trumpfen",
    "a player must beat the trick when able": "wer kann, muss den Stich überstechen",
    "with 4 players, who sits out the deal": "bei 4 Spielern: wer in der Runde aussetzt",
    "the inactive player scores the prikup's card points":
        "der Aussetzende bekommt die Kartenpunkte des Prikups",
    "the inactive player scores a marriage in the prikup":
        "der Aussetzende bekommt eine Mariage im Prikup",
    "each ace in the prikup is worth this to the inactive player":
        "so viel ist jedes Ass im Prikup für den Aussetzenden wert",
    # option help: the table
    "Declare four aces?": "Vier Asse melden?",
    "{n} is not a bid you can make now": "{n} kannst du jetzt nicht bieten",
    "{n} is not a raise you can make now": "Auf {n} kannst du jetzt nicht erhöhen",
    # the round's result, the score sheet, the end
    'Highest bid {high}: bid {n} or more, or pass': 'Höchstgebot {high}: Biete {n} oder mehr, oder passe',
    'You open the bidding: bid {n} or more': 'Du eröffnest das Reizen: Biete {n} oder mehr',
    'Bid {n} or more, or pass': 'Biete {n} oder mehr, oder passe',
    'Two or more nines in the prikup: call a redeal?': 'Zwei oder mehr Neunen im Prikup: neu geben?',
    'You hold four nines: call a redeal?': 'Du hast vier Neunen: neu geben?',
    'Give one card to {a} and one to {b}': 'Gib {a} eine Karte und {b} eine',
    'Keep the contract of {n}, or raise it': 'Halte das Gebot von {n} oder erhöhe es',
    "You open the bidding: bid {n}": "Du eröffnest das Reizen: Biete {n}",
    "Highest bid {high}: bid {n}, or pass": "Höchstgebot {high}: Biete {n} oder passe",
    "Bid {n}, or pass": "Biete {n} oder passe",
    "Keep the contract of {n}, or raise it to {m}": "Halte das Gebot von {n} oder erhöhe es auf {m}",
    "Keep the contract of {n}: it cannot be raised now": "Halte das Gebot von {n}: Erhöhen geht jetzt nicht",
    'Your lead: play a card': 'Du spielst aus: Spiele eine Karte',
    'Your turn': 'Du bist dran',
    'Your turn: follow {suit}': 'Du bist dran: Bediene {suit}',
    'Your turn: no {suit}, play a trump ({trump})': 'Du bist dran: kein {suit}, spiele Trumpf ({trump})',
    'Your turn: no {suit}, play any card': 'Du bist dran: kein {suit}, spiele eine beliebige Karte',
    'You must follow {suit}': 'Du musst {suit} bedienen',
    'You must beat the trick with a higher {suit}': 'Du musst den Stich mit einer höheren Karte {suit} überstechen',
    'You have no {suit}: you must play a trump ({trump})': 'Du hast kein {suit}: Du musst trumpfen ({trump})',
    'You must beat the trumps in the trick with a higher trump': 'Du musst die Trümpfe im Stich mit einem höheren Trumpf überstechen',
    'Leading this card with its partner in hand declares the marriage {suit} for {n} and makes {suit} trump.': 'Diese Karte auszuspielen, während ihr Partner auf deiner Hand ist, meldet die Mariage {suit} für {n} und macht {suit} zu Trumpf.',
    'Leading an ace with all four in hand declares them for {n}.': 'Ein Ass auszuspielen, wenn du alle vier hast, meldet sie für {n}.',
    'The bidding': 'Das Reizen',
    '{name} bids {n}': '{name} bietet {n}',
    'You bid {n}': 'Du bietest {n}',
    'The prikup: {cards}': 'Der Prikup: {cards}',
    '{name} gives {other} a card': '{name} gibt {other} eine Karte',
    # ------------------------------------------------------------ the options' titles
    "Winner when several reach it": "Sieger bei mehreren am Ziel",
    "How the cards are dealt": "Art des Gebens",
    "Who opens the bidding": "Wer das Reizen eröffnet",
    "Bid step": "Gebotsschritt",
    "Bids over 120 need a marriage": "Über 120 nur mit Mariage",
    "No raise after the forced bid": "Kein Erhöhen nach Pflichtgebot",
    "Redeal with four nines": "Neugeben bei vier Neunen",
    "Redeal for nines in the prikup": "Neugeben bei Neunen im Prikup",
    "Marriages in the first trick": "Mariagen im ersten Stich",
    "Rounding the defenders' points": "Punkte der Gegenspieler runden",
    "Rounding unit": "Rundungsschritt",
    "The barrel": "Das Fass",
    "Barrel score": "Stand auf dem Fass",
    "Falling off the barrel": "Vom Fass fallen",
    "Win only from the barrel": "Sieg nur vom Fass",
    "Win from the barrel as a defender": "Sieg vom Fass als Gegenspieler",
    "Marriages on the barrel": "Mariagen auf dem Fass",
    "Penalty for three zeros": "Strafe für drei Nullen",
    "Rospisat' (giving up)": "Rospissat (Aufgeben)",
    "Defenders' points for a rospisat'": "Gegenspielerpunkte bei Rospissat",
    "Rospisat' penalty": "Rospissat-Strafe",
    "Dark prikup": "Verdeckter Prikup",
    "Golden deals": "Goldene Runden",
    "Silence below a score": "Schweigen unter einem Stand",
    "Silence score": "Schweigegrenze",
    "Four aces meld": "Meldung vier Asse",
    "Must trump": "Trumpfzwang",
    "Must beat the trick": "Stichzwang",
    "Who sits out (4 players)": "Wer aussetzt (4 Spieler)",
    "Prikup's card points to who sits out": "Prikup-Punkte dem Aussetzenden",
    "Prikup's marriage to who sits out": "Prikup-Mariage dem Aussetzenden",
    "Prikup's aces to who sits out": "Prikup-Asse dem Aussetzenden",
    "deal {n}: a move that breaks the rules": "Runde {n}: ein Zug gegen die Regeln",
    # Learn: the lessons (game/ui/lessons.py, tysiacha/lessons.py)
    'Back to the lessons': 'Zu den Lektionen',
    'Lesson done: {title}': 'Lektion geschafft: {title}',
    'Taken back: the lesson says why': 'Zurückgenommen: Die Lektion sagt, warum',
    'In a lesson a wrong move is taken back for you': 'In einer Lektion wird ein falscher Zug für dich zurückgenommen',
    'Finish lesson': 'Lektion beenden',
    'A marriage scores ♥ 100, ♦ 80, ♣ 60, ♠ 40 and makes its suit trump until the next marriage.': 'Eine Mariage zählt ♥ 100, ♦ 80, ♣ 60, ♠ 40 und macht ihre Farbe zu Trumpf bis zur nächsten Mariage.',
    'Bid 100: the first bid is forced': 'Reize 100: Das erste Gebot ist Pflicht',
    'Bid 120': 'Reize 120',
    'Bidding and the limit': 'Reizen und die Grenze',
    'Bids go up in fives from the forced 100. Over 120 only with a marriage in hand, and never over 120 plus its value.': 'Gebote steigen in Fünferschritten ab der Pflicht-100. Über 120 nur mit einer Mariage auf der Hand, und nie über 120 plus ihren Wert.',
    'Bids go up in fives, and the highest bidder takes the prikup. Your cards are worth little: pass, and let Boris take it.': 'Gebote steigen in Fünferschritten, und wer am höchsten reizt, nimmt den Prikup. Deine Karten sind wenig wert: Passe und lass ihn Boris.',
    'Bids up to 120, and higher only with a marriage': 'Gebote bis 120, höher nur mit einer Mariage',
    'Boris bid 130: he must hold a marriage to bid over 120. You hold none, so you may not go higher. Pass: Boris takes the prikup.': 'Boris reizt 130: Über 120 darf er nur mit einer Mariage. Du hast keine, also darfst du nicht höher. Passe: Boris nimmt den Prikup.',
    'Boris leads the A♠. You have no spades, so you must play a trump: your J♥. A trump beats any card of another suit, even an ace.': 'Boris spielt das A♠ aus. Du hast kein Pik, also musst du trumpfen: mit deinem J♥. Ein Trumpf schlägt jede Karte einer anderen Farbe, auch ein Ass.',
    'Boris led the K♥ and declared his marriage: hearts are trump now. You must follow hearts: play the 9, and keep the jack to trump with.': 'Boris spielte den K♥ aus und meldete seine Mariage: Herz ist jetzt Trumpf. Du musst Herz bedienen: Spiel die 9 und behalte den J♥ zum Trumpfen.',
    'Boris won the bidding, so he leads first: the A♣. You hold clubs, so you must play a club. The ace wins anyway: give the king, and keep your 10♣ for later.': 'Boris hat das Reizen gewonnen, also spielt er zuerst aus: das A♣. Du hast Kreuz, also musst du Kreuz bedienen. Das Ass gewinnt sowieso: Gib den König und behalte deine 10♣.',
    'Declare a marriage when you lead: its suit becomes trump': 'Melde eine Mariage beim Ausspielen: Ihre Farbe wird Trumpf',
    'Declare the hearts marriage now: 100 points, and hearts become trump.': 'Melde jetzt die Herz-Mariage: 100 Punkte, und Herz wird Trumpf.',
    'Declare while you have the lead: only the player on lead can declare, and you may not lead again soon.': 'Melde, solange du ausspielst: Nur wer ausspielt, darf melden, und du kommst vielleicht nicht so bald wieder heraus.',
    'Diamonds are trump. Now lead the K♥: 100 more, and hearts become trump in place of diamonds.': 'Karo ist Trumpf. Spiel jetzt den K♥ aus: 100 mehr, und Herz wird Trumpf statt Karo.',
    'Follow the suit led if you can; if you cannot, play a trump if you hold one. The highest trump takes the trick, else the highest card of the suit led.': 'Bediene die ausgespielte Farbe, wenn du kannst; sonst trumpfe, wenn du Trumpf hast. Der höchste Trumpf nimmt den Stich, sonst die höchste Karte der ausgespielten Farbe.',
    'Follow the suit led; without it, trump': 'Farbe bedienen; ohne sie trumpfen',
    'Follow with the 9♥': 'Bediene mit der 9♥',
    'Follow with the 9♥: the K♥ wins anyway, and your J♥ is worth keeping as a trump.': 'Bediene mit der 9♥: Der K♥ gewinnt sowieso, und deinen J♥ behältst du besser als Trumpf.',
    'Follow with the K♣': 'Bediene mit dem K♣',
    'Following suit and trumping': 'Bedienen und Trumpfen',
    'Give away your small cards: 9♥, J♦ or K♠': 'Gib deine kleinen Karten ab: 9♥, J♦ oder K♠',
    'Give up a hopeless deal: the defenders score 60 each': 'Eine aussichtslose Runde aufgeben: Die Gegenspieler bekommen je 60',
    'Go up to 120: it is the most your hand may bid, and with two aces and two tens it can make it.': 'Geh auf 120: Mehr darf deine Hand nicht reizen, und mit zwei Assen und zwei Zehnen schafft sie das.',
    'Keep your aces and tens: they win tricks and count 11 and 10. And keep the K♦ and Q♦ together: they are a marriage.': 'Behalte deine Asse und Zehnen: Sie gewinnen Stiche und zählen 11 und 10. Und behalte K♦ und Q♦ zusammen: Sie sind eine Mariage.',
    'Lead the A♦': 'Spiel das A♦ aus',
    'Lead the K♥: declare the other marriage': 'Spiel den K♥ aus: Melde die andere Mariage',
    'Lead the K♦: declare the marriage': 'Spiel den K♦ aus: Melde die Mariage',
    'Marriages and trump': 'Mariagen und Trumpf',
    'No marriage in the first trick: leading the K♥ now would give your hearts marriage away. Lead the A♦.': 'Keine Mariage im ersten Stich: Spielst du jetzt den K♥ aus, ist deine Herz-Mariage verloren. Spiel das A♦ aus.',
    'Open with 100. If the others pass, the deal is yours: you take the prikup, the three cards in the middle.': 'Eröffne mit 100. Passen die anderen, gehört die Runde dir: Du nimmst den Prikup, die drei Karten in der Mitte.',
    'Pass: 120 is your limit': 'Passe: 120 ist deine Grenze',
    'Pass: your hand is weak': 'Passe: Deine Hand ist schwach',
    'Raise the contract to 120': 'Erhöhe das Gebot auf 120',
    'Raise: with the marriage of diamonds your hand is worth far more than 100, and a higher contract scores more.': 'Erhöhe: Mit der Karo-Mariage ist deine Hand weit mehr als 100 wert, und ein höheres Gebot bringt mehr.',
    'Take the prikup, give a card to each defender, raise': 'Prikup nehmen, jedem Gegenspieler eine Karte geben, erhöhen',
    'The cut and the deal': 'Abheben und Geben',
    'The declarer takes the prikup, gives a card to each defender, and may raise once before the first lead.': 'Der Alleinspieler nimmt den Prikup, gibt jedem Gegenspieler eine Karte und darf vor dem ersten Ausspiel einmal erhöhen.',
    'The prikup and the exchange': 'Der Prikup und der Austausch',
    'The prikup brought you the K♦ and Q♦: a marriage worth 80. Before the first lead you may raise your contract once, up to 120 plus your marriages. With this hand 120 is safe.': 'Der Prikup brachte dir K♦ und Q♦: eine Mariage, 80 wert. Vor dem ersten Ausspiel darfst du einmal erhöhen, bis 120 plus deine Mariagen. Mit dieser Hand sind 120 sicher.',
    'Trump with the J♥': 'Trumpfe mit dem J♥',
    'Vera bid 110. Your hand is strong, two aces and two tens, but it holds no marriage (the K and Q of one suit): without one, 120 is the most you may bid.': 'Vera reizt 110. Deine Hand ist stark, zwei Asse und zwei Zehnen, hat aber keine Mariage (König und Dame einer Farbe): Ohne sie darfst du höchstens 120 reizen.',
    'Who deals, how the cards go out, and who bids first': 'Wer gibt, wie verteilt wird und wer zuerst reizt',
    'With so few points you would lose your bid. Pass: a player who passes bids no more in this deal.': 'Mit so wenigen Punkten verlierst du dein Gebot. Passe: Wer gepasst hat, reizt in dieser Runde nicht mehr.',
    'You had to open with 100 and nobody bid: the deal is yours. But your ten cards are worth 17 points and hold no marriage: you cannot make 100, and failing costs 100.': 'Du musstest mit 100 eröffnen, und niemand hat geboten: Die Runde gehört dir. Aber deine zehn Karten sind 17 Punkte wert, ohne Mariage: 100 schaffst du nicht, und Verlieren kostet 100.',
    'You have no spades but you hold a trump: you must play it.': 'Du hast kein Pik, aber einen Trumpf: Du musst ihn spielen.',
    'You hold two marriages, ♦ (80) and ♥ (100). A marriage is declared by leading its K or Q, but never in the first trick: lead your A♦ now.': 'Du hast zwei Mariagen, ♦ (80) und ♥ (100). Eine Mariage meldest du, indem du ihren König oder ihre Dame ausspielst, aber nie im ersten Stich: Spiel jetzt dein A♦ aus.',
    'You must follow clubs, and the A♣ wins this trick whatever you play: give the K♣ (4 points), keep the 10♣ (10 points).': 'Du musst Kreuz bedienen, und das A♣ gewinnt den Stich, was du auch spielst: Gib den K♣ (4 Punkte), behalte die 10♣ (10 Punkte).',
    'You took the trick, so you lead again. Lead the K♦ with the Q♦ in hand: you score 80, and diamonds are trump.': 'Du hast den Stich, also spielst du wieder aus. Spiel den K♦ aus, mit der Q♦ auf der Hand: Du bekommst 80, und Karo ist Trumpf.',
    'You won the bidding at 100: the prikup was shown to everyone and joined your hand. Give one card to each defender. Give cards you cannot win a trick with, never an ace or a ten.': 'Du hast das Reizen mit 100 gewonnen: Der Prikup wurde allen gezeigt und kam auf deine Hand. Gib jedem Gegenspieler eine Karte: Karten, mit denen du keinen Stich machst, nie ein Ass oder eine Zehn.',
    "Boris and Vera both cut an ace, so they cut again: Vera's 10 beat Boris's jack, and Vera dealt, 7 cards each and 3 to the prikup. You sit on her left: you bid first and must open with 100.": "Boris und Vera hoben beide ein Ass ab, also hoben sie noch einmal ab: Veras 10 schlug Boris' Buben, und Vera gab, 7 Karten jedem und 3 in den Prikup. Du sitzt links von ihr: Du reizt zuerst und musst mit 100 eröffnen.",
    "Now you know how a deal begins: the cut picks the first dealer, the deal moves one seat to the left each time, and the player on the dealer's left opens with 100.": 'Jetzt weißt du, wie eine Runde beginnt: Das Abheben bestimmt den ersten Geber, das Geben wandert jedes Mal einen Platz nach links, und wer links vom Geber sitzt, eröffnet mit 100.',
    "Playing on loses 100. Give up with Rospisat': this time it costs you nothing.": 'Weiterspielen kostet 100. Gib mit Rospissat auf: Diesmal kostet es dich nichts.',
    "Press Rospisat': give the deal up": 'Drück Rospissat: Gib die Runde auf',
    "Rospisat': you score 0 and each defender 60. It may be done until your first lead, but never on the barrel, and every third time (the third, the sixth...) it costs you 120 more.": 'Rospissat: Du bekommst 0 und jeder Gegenspieler 60. Das geht bis zu deinem ersten Ausspiel, aber nie auf dem Fass, und jedes dritte Mal (das dritte, das sechste ...) kostet es dich 120 mehr.',
    "You are on the dealer's left, so you open the bidding: the first bid is always 100, and you may not pass it.": 'Du sitzt links vom Geber, also eröffnest du das Reizen: Das erste Gebot ist immer 100, und du darfst nicht passen.',
    # ------------------------------------------------------------ Why this? (the hint's reasons)
    '({n} in {k})':
        '({n} in {k})',
    'A rule of thumb of the Hard player, not a search.':
        'Eine Faustregel der KI, keine Suche.',
    'A rule of thumb: the card-play rules (counting the cards, the points in the trick).':
        'Eine Faustregel: die Regeln des Ausspielens (Karten zählen, die Punkte im Stich).',
    'A rule of thumb: the cards least worth keeping.':
        'Eine Faustregel: die Karten, die am wenigsten wert sind.',
    'As good as {n} other cards: a rule of thumb picks among them':
        ('So gut wie {n} andere Karte: eine Faustregel wählt unter ihnen', 'So gut wie {n} andere Karten: eine Faustregel wählt unter ihnen', 'So gut wie {n} andere Karten: eine Faustregel wählt unter ihnen'),
    'Equal in the sample deals: a rule of thumb (the cards least worth keeping) decides':
        'Gleich in den Verteilungen: eine Faustregel (die Karten, die am wenigsten wert sind) entscheidet',
    'It is the only card you may play here.':
        'Es ist die einzige Karte, die du hier spielen darfst.',
    'No higher bid is open to you.':
        'Ein höheres Gebot steht dir nicht offen.',
    'Whatever you play, the {n} is lost in all {m} sample deals':
        'Was du auch spielst, die {n} geht in allen {m} Verteilungen verloren',
    'Whatever you play, you make {n} in all {m} sample deals':
        'Was du auch spielst, du erfüllst {n} in allen {m} Verteilungen',
    'Whatever you play, the {n} is beaten in all {m} sample deals':
        'Was du auch spielst, die {n} fällt in allen {m} Verteilungen',
    'Whatever you play, the {n} is made in all {m} sample deals':
        'Was du auch spielst, die {n} wird in allen {m} Verteilungen erfüllt',
    'So a rule of thumb picks {card}: counting the cards, the points in the trick':
        'Darum wählt eine Faustregel {card}: Karten zählen, Punkte im Stich',
    'Play {card}: the {n} is beaten in {k} of {m} sample deals':
        'Spiele {card}: die {n} fällt in {k} von {m} Verteilungen',
    'Play {card}: you make {n} in {k} of {m} sample deals':
        'Spiele {card}: du erfüllst {n} in {k} von {m} Verteilungen',
    'You may not pass here: the bid is forced.':
        'Du darfst hier nicht passen: das Gebot ist Pflicht.',
    '{card}: in {k}':
        '{card}: in {k}',
    '{what}: in {k}':
        '{what}: in {k}',
    '{what}: made about {p}% of the time, worth about {v} points to you':
        '{what}: in etwa {p}% der Fälle erfüllt, für dich etwa {v} Punkte wert',
    '{what}: made in {k} of {m} sample deals, worth about {v} points to you':
        '{what}: erfüllt in {k} von {m} Verteilungen, für dich etwa {v} Punkte wert',
    '{what}: the declarer makes it about {p}% of the time, worth about {v} points to you':
        '{what}: der Alleinspieler erfüllt in etwa {p}% der Fälle, für dich etwa {v} Punkte wert',
    '{what}: worth about {v} points to you':
        '{what}: für dich etwa {v} Punkte wert',
    '{what}: you make {n} in {k} of {m} sample deals':
        '{what}: du erfüllst {n} in {k} von {m} Verteilungen',
    'You give up the contract of {n}: you score nothing, and each defender scores {share}.': 'Du gibst das Gebot von {n} auf: Du bekommst nichts, und jeder Gegenspieler bekommt {share}.',
    "This is your rospisat' number {k} in this game: it costs {p} more.": 'Dieser Rospissat kostet dich {p} mehr (dein {k}. in diesem Spiel).',
    'You give up the deal: you lose the contract of {n}, and each defender scores {share}.': 'Du gibst die Runde auf: Du verlierst das Gebot von {n}, und jeder Gegenspieler bekommt {share}.',
    # Learn: the lessons on scoring and the barrel
    'Scoring a deal': 'Eine Runde abrechnen',
    "Made or failed, and the defenders' points rounded": 'Gebot erfüllt oder verfehlt; gerundete Punkte',
    'Lead the A♠': 'Spiel das A♠ aus',
    'You bid 100, took the prikup and raised to 160: to make it you must take at least 160 points, the card points of your tricks plus the marriages you declare. Lead the A♠: no marriage in the first trick.': 'Du hast 100 gereizt, den Prikup genommen und auf 160 erhöht: Um das Gebot zu erfüllen, brauchst du mindestens 160 Punkte, die Kartenpunkte deiner Stiche plus die Mariagen, die du meldest. Spiel das A♠ aus: Keine Mariage im ersten Stich.',
    'No marriage in the first trick: leading the K♥ now would give your marriage away. Lead the A♠.': 'Keine Mariage im ersten Stich: Spielst du jetzt den K♥ aus, ist deine Mariage verloren. Spiel das A♠ aus.',
    'Lead the K♥: declare the marriage': 'Spiel den K♥ aus: Melde die Mariage',
    'The A♠ took 13 points (11 + 0 + 2). Now lead the K♥ and declare the marriage of hearts: its 100 count as your points, even if the K♥ loses the trick.': 'Das A♠ hat 13 Punkte genommen (11 + 0 + 2). Spiel jetzt den K♥ aus und melde die Herz-Mariage: Ihre 100 zählen als deine Punkte, auch wenn der K♥ den Stich verliert.',
    'Declare now, while you have the lead: lead the K♥ and announce the marriage. Its 100 go to your points for the deal.': 'Melde jetzt, solange du ausspielst: Spiel den K♥ aus und sag die Mariage an. Ihre 100 kommen zu deinen Punkten in dieser Runde.',
    'Play the deal out': 'Spiel die Runde zu Ende',
    "Boris took your K♥ with his ace. Each defender scores alone: Boris's tricks count for Boris, Vera's for Vera. The panel counts the points each of you has taken. Play on to the end of the deal.": "Boris hat deinen K♥ mit seinem Ass genommen. Jeder Gegenspieler punktet für sich: Boris' Stiche zählen für Boris, Veras für Vera. Die Anzeige zählt die Punkte, die jeder von euch genommen hat. Spiel weiter bis zum Ende der Runde.",
    "Points: you took 69 in cards and 100 for the marriage, 169. That is at least your 160, so you score 160, not 169; with 159 you would lose 160. Boris's 17 scores 15 and Vera's 34 scores 35: a defender's points are rounded to 5 (1, 2 down; 3, 4 up; 6, 7 down; 8, 9 up).": "Punkte: Du hast 69 in Karten und 100 für die Mariage genommen, 169. Das sind mindestens deine 160, also bekommst du 160, nicht 169; mit 159 hättest du 160 verloren. Boris' 17 zählen 15 und Veras 34 zählen 35: Die Punkte eines Gegenspielers werden auf 5 gerundet (1, 2 ab; 3, 4 auf; 6, 7 ab; 8, 9 auf).",
    'Near 1000: win as declarer, in three deals at most': 'Vor 1000: als Alleinspieler gewinnen, in drei Runden',
    'You are on the barrel: your plate says 880, barrel 1. From there only your own contract counts, and it must take you to 1000. You won the bidding at 100, but 880 + 100 is 980: even made, it would leave you at 880. Raise to 120.': 'Du sitzt auf dem Fass: Bei deinem Namen steht 880, Fass 1. Von dort zählt nur dein eigenes Gebot, und es muss dich auf 1000 bringen. Du hast das Reizen mit 100 gewonnen, aber 880 + 100 sind 980: Selbst erfüllt, bliebst du bei 880. Erhöhe auf 120.',
    'Keep 100 and you stay at 880 even if you make it: 880 + 100 is only 980. Raise to 120 and no more: a failed contract costs what it is, and takes you off the barrel.': 'Hältst du 100, bleibst du bei 880, auch wenn du es erfüllst: 880 + 100 sind nur 980. Erhöhe auf 120 und nicht mehr: Ein verfehltes Gebot kostet, was es wert ist, und wirft dich vom Fass.',
    'Boris is on the barrel too, his third deal there (barrel 3): whatever he takes now does not count for him, and after it he falls off, 120 down. Vera has 855. Lead your A♠: no marriage in the first trick.': 'Boris sitzt auch auf dem Fass, seine dritte Runde dort (Fass 3): Was er jetzt nimmt, zählt nicht für ihn, und danach fällt er herunter, 120 weniger. Vera hat 855. Spiel dein A♠ aus: Keine Mariage im ersten Stich.',
    'No marriage in the first trick: leading the K♦ now would give your marriage away. Lead the A♠.': 'Keine Mariage im ersten Stich: Spielst du jetzt den K♦ aus, ist deine Mariage verloren. Spiel das A♠ aus.',
    'Declare the marriage of diamonds: its 80 count on the barrel as in any deal. With the 13 of your A♠ that makes 93 of your 120.': 'Melde die Karo-Mariage: Ihre 80 zählen auf dem Fass wie in jeder Runde. Mit den 13 deines A♠ sind das 93 deiner 120.',
    'Declare now, while you have the lead: lead the K♦ and announce the marriage. Its 80 go to your points for the deal.': 'Melde jetzt, solange du ausspielst: Spiel den K♦ aus und sag die Mariage an. Ihre 80 kommen zu deinen Punkten in dieser Runde.',
    "Play on and take the points you still need. On the barrel you could not have given the deal up (no rospisat'): you must play it.": 'Spiel weiter und nimm die Punkte, die dir noch fehlen. Auf dem Fass hättest du die Runde nicht aufgeben dürfen (kein Rospissat): Du musst sie spielen.',
    "880 + 120 = 1000: you win from the barrel. Boris took 17, but a defender on the barrel scores nothing, and his third deal there cost him 120: 760, off the barrel. Vera's 34, rounded to 35, took her from 855 to 890: past 880, so she climbed on the barrel, at 880 exactly (+25).": '880 + 120 = 1000: Du gewinnst vom Fass. Boris hat 17 genommen, aber ein Gegenspieler auf dem Fass bekommt nichts, und seine dritte Runde dort kostete ihn 120: 760, vom Fass. Veras 34, gerundet 35, brachten sie von 855 auf 890: über 880, also stieg sie aufs Fass, auf genau 880 (+25).',
}
