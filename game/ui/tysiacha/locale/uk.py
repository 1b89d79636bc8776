"""Українська: 1000's texts at the table (see game/ui/i18n.py).

Keys are the English texts as written in the code; `{fields}` stay as they are.
"""

STRINGS = {
    # ------------------------------------------------------------ main menu, new game
    "the card game 1000": "карткова гра 1000",
    "3 players": "3 гравці",
    "4 players": "4 гравці",
    # ------------------------------------------------------------ cutting and dealing
    "Cutting for the deal": "Жереб: хто роздає",
    "A tie for the highest card: cut again": "Нічия за старшою картою: тягнемо ще раз",
    "{name} deals": "{name} роздає",
    "You deal": "Ви роздаєте",
    # the presets of the rules (Options), each after "Preset: " and in "Preset {preset}
    # chosen and saved": agreeing with the word for the rules there
    "Classic": "класичні",
    "Polish": "польські",
    "French": "французькі",
    "Waiting for the host to deal…": "Чекаємо нової роздачі від господаря столу…",
    # ------------------------------------------------------------ score sheet, tricks, rules
    "Deal": "Роздача",
    "No deal has been scored yet.": "Ще жодну роздачу не записано.",
    "Tricks of this deal": "Взятки цієї роздачі",
    # who took a trick, and its card points
    "{name} takes {n}": "{name} бере {n}",
    "You take {n}": "Ви берете {n}",
    "Prikup": "Прикуп",
    "four aces": "чотири тузи",
    "marriage": "мар'яж",
    "No trick was played in this deal.": "У цій роздачі не було взятків.",
    "Tysiacha (1000) is played with 24 cards, 9 to ace in four suits; the first to reach 1000 wins.":
        "У Тисячу (1000) грають колодою з 24 карт, від дев'ятки до туза в чотирьох мастях; "
        "перемагає той, хто першим набере 1000.",
    "Card points: ace 11, ten 10, king 4, queen 3, jack 2, nine 0; 120 in the deck. A king and "
    "queen of one suit are a marriage: spades 40, clubs 60, diamonds 80, hearts 100.":
        "Очки карт: туз 11, десятка 10, король 4, дама 3, валет 2, дев'ятка 0; у колоді 120. "
        "Король і дама однієї масті — мар'яж: піки 40, трефи 60, бубни 80, чирви 100.",
    "Each player gets 7 cards and 3 go to the prikup. The players bid in turn how many points they "
    "will take, from 100 up; the highest bidder takes the prikup, gives one card to each other "
    "player, and may raise the contract.":
        "Кожен отримує 7 карт, 3 карти йдуть у прикуп. Гравці по черзі замовляють, скільки очок "
        "візьмуть, починаючи зі 100; хто замовив найбільше, бере прикуп, віддає по карті "
        "кожному з інших і може підвищити замовлення.",
    "The declarer leads first. Follow suit; if you cannot, play a trump if you have one. Leading "
    "the king or queen of a marriage you hold declares it: its points are yours and its suit is "
    "trump from then on. The highest trump, else the highest card of the suit led, wins the trick.":
        "Першим ходить розігрувач. Ходити треба в масть; якщо її немає — козирем, якщо він є. "
        "Хід королем або дамою мар'яжу, який у вас на руці, оголошує його: його очки ваші, а "
        "його масть відтепер козир. Взяток бере старший козир, а без нього — старша карта "
        "масті ходу.",
    "A declarer who takes the contract scores it; one who falls short loses it. The defenders "
    "score what they took, rounded to 5. Near 1000 a player sits on the barrel and must win as "
    "declarer to finish.":
        "Розігрувач, що набрав замовлене, записує його собі; хто не набрав — втрачає. Суперники "
        "записують узяте, округлене до 5. Біля 1000 гравець сідає на бочку і, щоб закінчити "
        "гру, має виграти як розігрувач.",
    # ------------------------------------------------------------ bidding
    "Bid": "Замовити",
    "You may only pass now": "Тепер можна лише пасувати",
    # ------------------------------------------------------------ prikup, exchange, raise
    "Yes": "Так",
    "Redeal": "Перероздати",
    "Play on": "Грати",
    "To {name}": "→ {name}",
    "Pass cards": "Віддати карти",
    "Keep {n}": "Залишити {n}",
    "Raise": "Підвищити",
    "Rospisat'": "Розписати",
    "Spisat'": "Списати",
    "Call a redeal?": "Оголосити перероздачу?",
    "The deal is void and the same dealer deals again.":
        "Роздача скасовується, і той самий гравець роздає знову.",
    "Rospisat'?": "Розписати?",
    "Spisat'?": "Списати?",
    # ------------------------------------------------------------ play
    "Declare the marriage?": "Оголосити мар'яж?",
    "Declare": "Оголосити",
    "Just play": "Просто піти",
    # ------------------------------------------------------------ table, panels, hints
    'No game of 1000 counted yet: the figures come after each deal of a game at the table.': "Ще не враховано жодної партії в 1000: цифри з'являються після кожної роздачі за столом.",
    "Deal {k} of {n}, step {j} of {m}": "Роздача {k} з {n}, хід {j} з {m}",
    "Deal »": "Роздача »",
    "« Deal": "« Роздача",
    "No finished game of 1000 yet: each game played to its end is kept to be watched here.": "Закінчених партій у 1000 поки немає: кожна дограна партія зберігається, щоб її можна було переглянути тут.",
    "With best play by both sides from the first lead you end with {n} points: the contract was makeable.": "За найкращої гри обох сторін з першого ходу ви набираєте очок: {n} — контракт був виконуваний.",
    "With best play by both sides from the first lead you end with {n} points: best defence beats the contract.": "За найкращої гри обох сторін з першого ходу ви набираєте очок: {n} — найкращий захист підсаджує контракт.",
    "Analysis": "Аналіз",
    "At the table: {n} points, the contract made.": "За столом очок: {n}, контракт зіграно.",
    "At the table: {n} points, the contract failed.": "За столом очок: {n}, контракт не зіграно.",
    "Deal {k} with every hand in view": "Роздача {k} у відкриту",
    "Every card (its cost in points)": "Кожна карта (її ціна в очках)",
    "No card was played in this deal: nothing to analyse.": "У цій роздачі не зіграно жодної карти: аналізувати нічого.",
    "None: every card you played was as good as the best card then.": "Немає: кожна ваша карта була не гіршою за найкращу в той момент.",
    "Points given away": "Втрачені очки",
    "The deal could not be analysed ({why}).": "Роздачу не вдалося проаналізувати ({why}).",
    "The solver is playing the deal through with every hand in view": "Розв'язувач розігрує роздачу у відкриту",
    "With best play by both sides from the first lead {name} ends with {n} points: best defence beats the contract.": "За найкращої гри обох сторін з першого ходу {name} набирає очок: {n} — найкращий захист підсаджує контракт.",
    "With best play by both sides from the first lead {name} ends with {n} points: the contract was makeable.": "За найкращої гри обох сторін з першого ходу {name} набирає очок: {n} — контракт був виконуваний.",
    "Your costly cards": "Ваші дорогі помилки",
    "cost {n} points": ("коштувала {n} очко", "коштувала {n} очки", "коштувала {n} очок"),
    "declaring": "з оголошенням",
    "defender": "захисник",
    "{name} played for {n}.": "Замовлення {name:genitive}: {n}.",
    "You played for {n}.": "Ваше замовлення: {n}.",
    "{who}trick {k}: {card} {cost}; better {better}": "{who}взяток {k}: {card} {cost}; краще {better}",
    "Nothing to undo in this deal": "У цій роздачі нічого скасовувати",
    "Hint: play the raised card": "Підказка: зіграйте підняту карту",
    "Hint: {what}": "Підказка: {what}",
    "bid {n}": "замовлення {n}",
    "bids {n}": "замовлення {n}",
    "raise to {n}": "підвищити до {n}",
    "give {card} to {name}": "віддати {card} {name:dative}",
    "pass": "пас",
    "passes": "пас",  # a plate: what the seat did last
    "keep the contract": "залишити замовлення",
    "rospisat'": "розпис",
    "spisat'": "списання",
    "call a redeal": "оголосити перероздачу",
    "play on": "грати далі",
    "Score": "Рахунок",
    "to {n}": "до {n}",
    "Contract {n}: {name}": "Замовлення {n}: {name}",
    "{name} won the bidding: {n}": "{name} виграє торги: {n}",
    "You won the bidding: {n}": "Ви виграєте торги: {n}",
    "Trump": "Козир",
    "No trump yet": "Козиря ще немає",
    "{name}: {n} taken": "{name}: узято {n}",
    "{name} raises to {n}": "{name} підвищує до {n}",
    "You raise to {n}": "Ви підвищуєте до {n}",
    "{name}: rospisat'": "{name}: розпис",
    "{name}: spisat'": "{name}: списання",
    "{name} calls a redeal": "{name} оголошує перероздачу",
    "You call a redeal": "Ви оголошуєте перероздачу",
    "barrel": "бочка",
    "sits out": "не грає",
    "plays for {n}": "грає {n}",
    "defends": "захищається",
    "{n} points": ("{n} очко", "{n} очки", "{n} очок"),
    "made {n}": "{n} зіграно",
    "failed {n}": "{n} не зіграно",
    # ------------------------------------------------------------ scoring
    "Redeal: the same dealer deals again": "Перероздача: роздає той самий гравець",
    "{name} gave up {n} (rospisat')": "{name}: {n} розписано",
    "{name} gave up {n} (spisat')": "{name}: {n} списано",
    "{name} made {n}": "{name}: {n} зіграно",
    "{name} failed {n}": "{name}: {n} не зіграно",
    "You gave up {n} (rospisat')": "Ви: {n} розписано",
    "You gave up {n} (spisat')": "Ви: {n} списано",
    "You made {n}": "Ви: {n} зіграно",
    "You failed {n}": "Ви: {n} не зіграно",
    "Tricks": "Взятки",
    "Next deal": "Далі",
    "Points": "Очки",
    "Change": "Зміна",
    "Marks": "Позначки",
    "Winner: {name}": "Переможець: {name}",
    "{n} deals played": "Зіграно роздач: {n}",
    # marks (MARK_WORDS)
    "zero": "болт",
    "third zero: penalty": "третій болт: штраф",
    "rospisat' penalty": "штраф за розпис",
    "on the barrel": "на бочці",
    "off the barrel": "зліт із бочки",
    "barrel penalty": "штраф на бочці",
    "golden deal": "золотий кон",
    "redeal": "перероздача",
    "winner": "переможець",
    # option values
    "declarer": "розігрувач",
    # option help: rules
    "number of players; with 4 one sits out each deal":
        "кількість гравців; при 4 в кожній роздачі один не грає",
    "score that wins the game": "рахунок, що виграє гру",
    "who wins when several reach the target: the declarer, or the highest score":
        "хто перемагає, якщо мети досягли кілька: розігрувач чи в кого більший рахунок",
    "the order in which cards leave the deck": "порядок роздачі карт із колоди",
    "who makes the forced bid of 100": "хто зобов'язаний замовити 100",
    "bids and raises are multiples of this": "замовлення й підвищення кратні цьому числу",
    "above 120 only with a marriage in hand, at most 120 plus the melds held":
        "понад 120 — лише з мар'яжем на руці, не вище 120 плюс мар'яжі на руці",
    "a declarer who won with the forced 100 may not raise":
        "розігрувач з обов'язковими 100 не може підвищувати",
    "a defender holding four nines may call a redeal":
        "суперник із чотирма дев'ятками може оголосити перероздачу",
    "the declarer may call a redeal when the prikup holds two or three nines":
        "розігрувач може оголосити перероздачу, якщо в прикупі дві або три дев'ятки",
    "a marriage may be declared in the first trick": "мар'яж можна оголосити в першому взятку",
    "defenders' points are rounded": "очки суперників округлюються",
    "round to a multiple of 5, or of 10 (5 rounds up)":
        "округлювати до кратного 5 або 10 (5 — вгору)",
    "players near the target climb on the barrel": "гравці біля мети сідають на бочку",
    "the score of a player on the barrel": "рахунок гравця на бочці",
    "lose 120 and fall off after three deals on the barrel":
        "після трьох роздач на бочці — мінус 120 і зліт із бочки",
    "the game can only be won from the barrel": "виграти можна лише з бочки",
    "a player on the barrel scores as a defender and may win that way":
        "гравець на бочці отримує очки і як суперник і може так виграти",
    "melds count for a player on the barrel": "мар'яжі зараховуються гравцеві на бочці",
    "every third zero mark costs 120": "кожен третій болт коштує 120",
    "when giving up a deal costs a penalty, or whether it is allowed":
        "коли розпис штрафується і чи дозволений він",
    "what each defender scores when the declarer gives up":
        "скільки отримує кожен суперник, коли розігрувач розписує",
    "dealer's right": "праворуч від роздавача",
    "opposite the dealer": "навпроти роздавача",
    "never": "ніколи",
    "at a bid of 100": "при замовленні 100",
    "at bids up to 120": "при замовленні до 120",
    "with spisat'": "зі списанням",
    "half the contract": "половина замовлення",
    "minus the contract": "мінус замовлення",
    "no limit": "без обмеження",
    "the penalty for a penalised rospisat'": "штраф за розпис зі штрафом",
    "when the prikup is not shown to the defenders": "коли прикуп не показують суперникам",
    "scores of the first deals (one per player) are doubled":
        "очки перших роздач (по одній на гравця) подвоюються",
    "a player below the silence value may only make the forced bid":
        "гравець нижче порога мовчання може лише обов'язково замовити 100",
    "the score below which silence applies": "рахунок, нижче якого гравець мовчить",
    "four aces is a meld worth 200": "чотири тузи — оголошення на 200",
    "a player who cannot follow suit must trump": "без масті треба бити козирем",
    "a player must beat the trick when able": "треба перебивати взяток, якщо можна",
    "with 4 players, who sits out the deal": "при 4 гравцях — хто не грає в роздачі",
    "the inactive player scores the prikup's card points":
        "той, хто не грає, отримує очки карт прикупу",
    "the inactive player scores a marriage in the prikup":
        "той, хто не грає, отримує мар'яж із прикупу",
    "each ace in the prikup is worth this to the inactive player":
        "стільки тому, хто не грає, коштує кожен туз у прикупі",
    # option help: the table
    "Declare four aces?": "Оголосити чотири тузи?",
    "{n} is not a bid you can make now": "Замовити {n} зараз не можна",
    "{n} is not a raise you can make now": "Підняти до {n} зараз не можна",
    # the round's result, the score sheet, the end
    'Highest bid {high}: bid {n} or more, or pass': 'Замовлення {high}: замовте {n} або більше, або пас',
    'You open the bidding: bid {n} or more': 'Ви починаєте торги: замовте {n} або більше',
    'Bid {n} or more, or pass': 'Замовте {n} або більше, або пас',
    'Two or more nines in the prikup: call a redeal?': "У прикупі дві дев'ятки або більше: перероздача?",
    'You hold four nines: call a redeal?': "У вас чотири дев'ятки: перероздача?",
    'Give one card to {a} and one to {b}': 'Віддайте по карті {a:dative} і {b:dative}',
    'Keep the contract of {n}, or raise it': 'Залиште замовлення {n} або підвищте його',
    "You open the bidding: bid {n}": "Ви починаєте торги: замовте {n}",
    "Highest bid {high}: bid {n}, or pass": "Замовлення {high}: замовте {n} або пас",
    "Bid {n}, or pass": "Замовте {n} або пас",
    "Keep the contract of {n}, or raise it to {m}": "Залиште замовлення {n} або підвищте його до {m}",
    "Keep the contract of {n}: it cannot be raised now": "Залиште замовлення {n}: підвищити його зараз не можна",
    'Your lead: play a card': 'Ваш хід першим: зіграйте карту',
    'Your turn': 'Ваш хід',
    'Your turn: follow {suit}': 'Ваш хід: ходіть у масть {suit}',
    'Your turn: no {suit}, play a trump ({trump})': 'Ваш хід: немає {suit}, бийте козирем ({trump})',
    'Your turn: no {suit}, play any card': 'Ваш хід: немає {suit}, ходіть будь-якою картою',
    'You must follow {suit}': 'Треба ходити в масть {suit}',
    'You must beat the trick with a higher {suit}': 'Треба перебити старшою картою {suit}',
    'You have no {suit}: you must play a trump ({trump})': 'У вас немає {suit}: треба бити козирем ({trump})',
    'You must beat the trumps in the trick with a higher trump': 'Треба перебити козирі у взятку старшим козирем',
    'Leading this card with its partner in hand declares the marriage {suit} for {n} and makes {suit} trump.': "Хід цією картою, коли її пара у вас на руці, оголошує мар'яж {suit} на {n}, і {suit} стає козирем.",
    'Leading an ace with all four in hand declares them for {n}.': 'Хід із туза, коли на руці всі чотири, оголошує їх за {n}.',
    'The bidding': 'Торги',
    '{name} bids {n}': '{name}: {n}',
    'You bid {n}': 'Ви замовляєте {n}',
    'The prikup: {cards}': 'Прикуп: {cards}',
    '{name} gives {other} a card': '{name} віддає карту {other:dative}',
    # ------------------------------------------------------------ the options' titles
    "Winner when several reach it": "Переможець, якщо мети досягли кілька",
    "How the cards are dealt": "Порядок роздачі",
    "Who opens the bidding": "Хто починає торги",
    "Bid step": "Крок замовлення",
    "Bids over 120 need a marriage": "Понад 120 — лише з мар'яжем",
    "No raise after the forced bid": "Без підвищення після 100",
    "Redeal with four nines": "Перероздача при чотирьох дев'ятках",
    "Redeal for nines in the prikup": "Перероздача при дев'ятках у прикупі",
    "Marriages in the first trick": "Мар'яжі в першому взятку",
    "Rounding the defenders' points": "Округлення очок суперників",
    "Rounding unit": "Крок округлення",
    "The barrel": "Бочка",
    "Barrel score": "Рахунок на бочці",
    "Falling off the barrel": "Зліт із бочки",
    "Win only from the barrel": "Перемога лише з бочки",
    "Win from the barrel as a defender": "Перемога з бочки в захисті",
    "Marriages on the barrel": "Мар'яжі на бочці",
    "Penalty for three zeros": "Штраф за три болти",
    "Rospisat' (giving up)": "Розпис (відмова від замовлення)",
    "Defenders' points for a rospisat'": "Очки суперникам за розпис",
    "Rospisat' penalty": "Штраф за розпис",
    "Dark prikup": "Темний прикуп",
    "Golden deals": "Золоті кони",
    "Silence below a score": "Мовчання нижче порога",
    "Silence score": "Поріг мовчання",
    "Four aces meld": "Оголошення чотирьох тузів",
    "Must trump": "Обов'язково бити козирем",
    "Must beat the trick": "Обов'язково перебивати",
    "Who sits out (4 players)": "Хто не грає (4 гравці)",
    "Prikup's card points to who sits out": "Очки прикупу неграючому",
    "Prikup's marriage to who sits out": "Мар'яж прикупу неграючому",
    "Prikup's aces to who sits out": "Тузи прикупу неграючому",
    "deal {n}: a move that breaks the rules": "роздача {n}: хід не за правилами",
    # Learn: the lessons (game/ui/lessons.py, tysiacha/lessons.py)
    'Back to the lessons': 'До уроків',
    'Lesson done: {title}': 'Урок пройдено: {title}',
    'Taken back: the lesson says why': 'Хід скасовано: урок пояснює чому',
    'In a lesson a wrong move is taken back for you': 'В уроці хибний хід скасовується за вас',
    'Finish lesson': 'Завершити урок',
    'A marriage scores ♥ 100, ♦ 80, ♣ 60, ♠ 40 and makes its suit trump until the next marriage.': "Мар'яж дає ♥ 100, ♦ 80, ♣ 60, ♠ 40, і його масть стає козирем до наступного мар'яжу.",
    'Bid 100: the first bid is forced': "Заявіть 100: перша ставка обов'язкова",
    'Bid 120': 'Заявіть 120',
    'Bidding and the limit': 'Торгівля і межа',
    'Bids go up in fives from the forced 100. Over 120 only with a marriage in hand, and never over 120 plus its value.': "Ставки ростуть на 5 від обов'язкових 100. Вище 120 лише з мар'яжем на руці, і ніколи вище 120 плюс його вартість.",
    'Bids go up in fives, and the highest bidder takes the prikup. Your cards are worth little: pass, and let Boris take it.': 'Ставки ростуть на 5, і прикуп бере той, хто заявив найбільше. Ваші карти слабкі: пасуйте, нехай його візьме Борис.',
    'Bids up to 120, and higher only with a marriage': "Ставки до 120, вище лише з мар'яжем",
    'Boris bid 130: he must hold a marriage to bid over 120. You hold none, so you may not go higher. Pass: Boris takes the prikup.': "Борис заявив 130: вище 120 можна лише з мар'яжем. У вас його немає, вище вам не можна. Пасуйте: прикуп бере Борис.",
    'Boris leads the A♠. You have no spades, so you must play a trump: your J♥. A trump beats any card of another suit, even an ace.': "Борис ходить з туза ♠. У вас немає пік, тож ви мусите бити козирем: вашим валетом ♥. Козир б'є будь-яку карту іншої масті, навіть туза.",
    'Boris led the K♥ and declared his marriage: hearts are trump now. You must follow hearts: play the 9, and keep the jack to trump with.': "Борис пішов з короля ♥ і оголосив мар'яж: чирва тепер козир. Ви мусите ходити в масть: зіграйте дев'ятку, а валета залиште як козир.",
    'Boris won the bidding, so he leads first: the A♣. You hold clubs, so you must play a club. The ace wins anyway: give the king, and keep your 10♣ for later.': 'Борис виграв торгівлю і ходить першим: туз ♣. У вас є трефи, тож треба ходити в масть. Туз усе одно візьме: віддайте короля, а десятку ♣ залиште.',
    'Declare a marriage when you lead: its suit becomes trump': "Оголосіть мар'яж своїм ходом: його масть стане козирем",
    'Declare the hearts marriage now: 100 points, and hearts become trump.': "Оголосіть зараз мар'яж чирви: 100 очок, і чирва стане козирем.",
    'Declare while you have the lead: only the player on lead can declare, and you may not lead again soon.': "Оголошуйте, поки ваш хід: оголосити мар'яж може лише той, хто ходить, а ваш хід може не скоро повернутися.",
    'Diamonds are trump. Now lead the K♥: 100 more, and hearts become trump in place of diamonds.': 'Бубна — козир. Тепер ходіть з короля ♥: ще 100, і козирем замість бубни стане чирва.',
    'Follow the suit led if you can; if you cannot, play a trump if you hold one. The highest trump takes the trick, else the highest card of the suit led.': 'Ходіть у масть, якщо можете; якщо ні, бийте козирем, якщо він є. Взяток бере старший козир, інакше старша карта масті ходу.',
    'Follow the suit led; without it, trump': 'Ходіть у масть; без неї — козирем',
    'Follow with the 9♥': "Зіграйте дев'ятку ♥",
    'Follow with the 9♥: the K♥ wins anyway, and your J♥ is worth keeping as a trump.': "Зіграйте дев'ятку ♥: король ♥ усе одно візьме, а валета ♥ варто залишити як козир.",
    'Follow with the K♣': 'Зіграйте короля ♣',
    'Following suit and trumping': 'Хід у масть і козирі',
    'Give away your small cards: 9♥, J♦ or K♠': 'Віддайте дрібні карти: 9♥, валета ♦ або короля ♠',
    'Give up a hopeless deal: the defenders score 60 each': 'Здайте безнадійну роздачу: захисники отримують по 60',
    'Go up to 120: it is the most your hand may bid, and with two aces and two tens it can make it.': 'Підніміть до 120: більше з цією рукою не можна, а з двома тузами і двома десятками ви це візьмете.',
    'Keep your aces and tens: they win tricks and count 11 and 10. And keep the K♦ and Q♦ together: they are a marriage.': "Залиште тузів і десятки: вони беруть взятки і варті 11 і 10. І тримайте разом короля і даму ♦: це мар'яж.",
    'Lead the A♦': 'Ходіть з туза ♦',
    'Lead the K♥: declare the other marriage': "Ходіть з короля ♥: оголосіть другий мар'яж",
    'Lead the K♦: declare the marriage': "Ходіть з короля ♦: оголосіть мар'яж",
    'Marriages and trump': "Мар'яжі і козир",
    'No marriage in the first trick: leading the K♥ now would give your hearts marriage away. Lead the A♦.': "У першому взятку мар'яж не оголосити: хід з короля ♥ зараз змарнує мар'яж чирви. Ходіть з туза ♦.",
    'Open with 100. If the others pass, the deal is yours: you take the prikup, the three cards in the middle.': 'Відкрийте торгівлю зі 100. Якщо інші спасують, роздача ваша: ви берете прикуп, три карти посередині.',
    'Pass: 120 is your limit': 'Пас: 120 — ваша межа',
    'Pass: your hand is weak': 'Пас: у вас слабка рука',
    'Raise the contract to 120': 'Підвищте контракт до 120',
    'Raise: with the marriage of diamonds your hand is worth far more than 100, and a higher contract scores more.': "Підвищте: з мар'яжем бубни ваша рука варта значно більше 100, а більший контракт приносить більше.",
    'Take the prikup, give a card to each defender, raise': 'Взяти прикуп, дати по карті захисникам, підвищити',
    'The cut and the deal': 'Зсув і роздача',
    'The declarer takes the prikup, gives a card to each defender, and may raise once before the first lead.': 'Розігрувач бере прикуп, дає по карті кожному захисникові й може один раз підвищити до першого ходу.',
    'The prikup and the exchange': 'Прикуп і обмін',
    'The prikup brought you the K♦ and Q♦: a marriage worth 80. Before the first lead you may raise your contract once, up to 120 plus your marriages. With this hand 120 is safe.': "Прикуп приніс вам короля і даму ♦: мар'яж на 80. До першого ходу можна один раз підвищити контракт, до 120 плюс ваші мар'яжі. З такою рукою 120 надійно.",
    'Trump with the J♥': 'Бийте валетом ♥',
    'Vera bid 110. Your hand is strong, two aces and two tens, but it holds no marriage (the K and Q of one suit): without one, 120 is the most you may bid.': "Віра заявила 110. У вас сильна рука, два тузи і дві десятки, але немає мар'яжу (короля і дами однієї масті): без нього можна заявити не більше 120.",
    'Who deals, how the cards go out, and who bids first': 'Хто роздає, як ідуть карти і хто торгується першим',
    'With so few points you would lose your bid. Pass: a player who passes bids no more in this deal.': 'З такою малою кількістю очок ви програєте ставку. Пасуйте: хто спасував, у цій роздачі більше не торгується.',
    'You had to open with 100 and nobody bid: the deal is yours. But your ten cards are worth 17 points and hold no marriage: you cannot make 100, and failing costs 100.': "Ви відкрили торгівлю зі 100, і ніхто не підняв: роздача ваша. Але ваші десять карт варті 17 очок і без мар'яжу: 100 не взяти, а провал коштує 100.",
    'You have no spades but you hold a trump: you must play it.': 'У вас немає пік, але є козир: ви мусите його зіграти.',
    'You hold two marriages, ♦ (80) and ♥ (100). A marriage is declared by leading its K or Q, but never in the first trick: lead your A♦ now.': "У вас два мар'яжі, ♦ (80) і ♥ (100). Мар'яж оголошують ходом з його короля чи дами, але не в першому взятку: зараз ходіть з туза ♦.",
    'You must follow clubs, and the A♣ wins this trick whatever you play: give the K♣ (4 points), keep the 10♣ (10 points).': 'Треба ходити в трефи, а туз ♣ візьме взяток за будь-якої вашої карти: віддайте короля ♣ (4 очки), залиште десятку ♣ (10 очок).',
    'You took the trick, so you lead again. Lead the K♦ with the Q♦ in hand: you score 80, and diamonds are trump.': 'Ви взяли взяток і знову ходите. Ходіть з короля ♦, тримаючи даму ♦: вам 80 очок, і бубна стає козирем.',
    'You won the bidding at 100: the prikup was shown to everyone and joined your hand. Give one card to each defender. Give cards you cannot win a trick with, never an ace or a ten.': 'Ви виграли торгівлю на 100: прикуп показали всім, і він пішов вам у руку. Дайте кожному захисникові по карті: такі, якими не взяти взяток, але не туза й не десятку.',
    "Boris and Vera both cut an ace, so they cut again: Vera's 10 beat Boris's jack, and Vera dealt, 7 cards each and 3 to the prikup. You sit on her left: you bid first and must open with 100.": 'Борис і Віра обоє зсунули туза, тож зсували знову: десятка Віри побила валета Бориса, і Віра роздала по 7 карт і 3 у прикуп. Ви сидите ліворуч від неї: ви торгуєтеся першим і відкриваєте зі 100.',
    "Now you know how a deal begins: the cut picks the first dealer, the deal moves one seat to the left each time, and the player on the dealer's left opens with 100.": 'Тепер ви знаєте, як починається роздача: зсув обирає першого роздавача, роздача щоразу переходить на місце ліворуч, а гравець ліворуч від роздавача відкриває зі 100.',
    "Playing on loses 100. Give up with Rospisat': this time it costs you nothing.": 'Гра далі коштує 100. Розпишіть: цього разу це нічого не коштує.',
    "Press Rospisat': give the deal up": 'Натисніть «Розписати»: здайте роздачу',
    "Rospisat': you score 0 and each defender 60. It may be done until your first lead, but never on the barrel, and every third time (the third, the sixth...) it costs you 120 more.": 'Розписати: вам 0, кожному захисникові 60. Розписати можна до вашого першого ходу, але не на бочці, і кожного третього разу (третього, шостого ...) це коштує вам ще 120.',
    "You are on the dealer's left, so you open the bidding: the first bid is always 100, and you may not pass it.": 'Ви сидите ліворуч від роздавача і відкриваєте торгівлю: перша ставка завжди 100, пасувати не можна.',
    # ------------------------------------------------------------ Why this? (the hint's reasons)
    '({n} in {k})':
        '({n} — у {k})',
    'A rule of thumb of the Hard player, not a search.':
        'Емпіричне правило ШІ, без перебору.',
    'A rule of thumb: the card-play rules (counting the cards, the points in the trick).':
        'Емпіричне правило розіграшу (лік карт, очки у взятку).',
    'A rule of thumb: the cards least worth keeping.':
        'Емпіричне правило: карти, які найменше варто залишати.',
    'As good as {n} other cards: a rule of thumb picks among them':
        ('Так само добра, як ще {n} карта: серед них обирає емпіричне правило', 'Так само добра, як ще {n} карти: серед них обирає емпіричне правило', 'Так само добра, як ще {n} карт: серед них обирає емпіричне правило'),
    'Equal in the sample deals: a rule of thumb (the cards least worth keeping) decides':
        'У розкладах порівну: вирішує емпіричне правило (карти, які найменше варто залишати)',
    'It is the only card you may play here.':
        'Це єдина карта, яку ви можете тут зіграти.',
    'No higher bid is open to you.':
        'Вище замовлення вам недоступне.',
    'Whatever you play, the {n} is lost in all {m} sample deals':
        'Що б ви не зіграли, {n} не береться в жодному з {m} розкладів',
    'Whatever you play, you make {n} in all {m} sample deals':
        'Що б ви не зіграли, ви берете {n} в усіх {m} розкладах',
    'Whatever you play, the {n} is beaten in all {m} sample deals':
        'Що б ви не зіграли, {n} не береться в усіх {m} розкладах',
    'Whatever you play, the {n} is made in all {m} sample deals':
        'Що б ви не зіграли, {n} береться в усіх {m} розкладах',
    'So a rule of thumb picks {card}: counting the cards, the points in the trick':
        'Тому {card} обирає емпіричне правило: лік карт, очки у взятці',
    'Play {card}: the {n} is beaten in {k} of {m} sample deals':
        'Зіграйте {card}: {n} не береться у {k} з {m} розкладів',
    'Play {card}: you make {n} in {k} of {m} sample deals':
        'Зіграйте {card}: ви берете {n} у {k} з {m} розкладів',
    'You may not pass here: the bid is forced.':
        "Тут не можна пасувати: замовлення обов'язкове.",
    '{card}: in {k}':
        '{card}: у {k}',
    '{what}: in {k}':
        '{what}: у {k}',
    '{what}: made about {p}% of the time, worth about {v} points to you':
        '{what}: виконується приблизно в {p}% випадків, для вас вартує близько {v} очок',
    '{what}: made in {k} of {m} sample deals, worth about {v} points to you':
        '{what}: виконується у {k} з {m} розкладів, для вас вартує близько {v} очок',
    '{what}: the declarer makes it about {p}% of the time, worth about {v} points to you':
        '{what}: розігрувач виконує замовлення приблизно в {p}% випадків, для вас вартує близько {v} очок',
    '{what}: worth about {v} points to you':
        '{what}: для вас вартує близько {v} очок',
    '{what}: you make {n} in {k} of {m} sample deals':
        '{what}: ви берете {n} у {k} з {m} розкладів',
    'You give up the contract of {n}: you score nothing, and each defender scores {share}.': 'Ви відмовляєтеся від замовлення {n}: ви нічого не отримуєте, а кожен суперник отримує {share}.',
    "This is your rospisat' number {k} in this game: it costs {p} more.": 'Цей розпис коштує вам ще {p} (ваш {k}-й у цій грі).',
    'You give up the deal: you lose the contract of {n}, and each defender scores {share}.': 'Ви здаєте роздачу: замовлення {n} йде вам у мінус, а кожен суперник отримує {share}.',
    # Learn: the lessons on scoring and the barrel
    'Scoring a deal': 'Підрахунок роздачі',
    "Made or failed, and the defenders' points rounded": 'Зіграно чи ні; округлення очок захисників',
    'Lead the A♠': 'Ходіть з туза ♠',
    'You bid 100, took the prikup and raised to 160: to make it you must take at least 160 points, the card points of your tricks plus the marriages you declare. Lead the A♠: no marriage in the first trick.': "Ви замовили 100, взяли прикуп і підвищили до 160: щоб зіграти, треба набрати щонайменше 160 очок — очки карт ваших взятків плюс оголошені мар'яжі. Ходіть з туза ♠: у першому взятку мар'яж не оголосити.",
    'No marriage in the first trick: leading the K♥ now would give your marriage away. Lead the A♠.': "У першому взятку мар'яж не оголосити: хід з короля ♥ зараз змарнує ваш мар'яж. Ходіть з туза ♠.",
    'Lead the K♥: declare the marriage': "Ходіть з короля ♥: оголосіть мар'яж",
    'The A♠ took 13 points (11 + 0 + 2). Now lead the K♥ and declare the marriage of hearts: its 100 count as your points, even if the K♥ loses the trick.': "Туз ♠ узяв 13 очок (11 + 0 + 2). Тепер ходіть з короля ♥ і оголосіть мар'яж чирви: його 100 ідуть у ваші очки, навіть якщо король ♥ програє взяток.",
    'Declare now, while you have the lead: lead the K♥ and announce the marriage. Its 100 go to your points for the deal.': "Оголошуйте зараз, поки хід ваш: ходіть з короля ♥ і оголосіть мар'яж. Його 100 ідуть у ваші очки за роздачу.",
    'Play the deal out': 'Дограйте роздачу',
    "Boris took your K♥ with his ace. Each defender scores alone: Boris's tricks count for Boris, Vera's for Vera. The panel counts the points each of you has taken. Play on to the end of the deal.": 'Борис узяв вашого короля ♥ тузом. Кожен захисник рахує свої очки: взятки Бориса — Борисові, Віри — Вірі. Панель рахує очки, узяті кожним із вас. Грайте до кінця роздачі.',
    "Points: you took 69 in cards and 100 for the marriage, 169. That is at least your 160, so you score 160, not 169; with 159 you would lose 160. Boris's 17 scores 15 and Vera's 34 scores 35: a defender's points are rounded to 5 (1, 2 down; 3, 4 up; 6, 7 down; 8, 9 up).": "Очки: ви взяли 69 картами і 100 за мар'яж, 169. Це не менше ваших 160, тож вам 160, а не 169; зі 159 ви втратили б 160. 17 Бориса дають 15, а 34 Віри — 35: очки захисника округлюються до 5 (1, 2 вниз; 3, 4 вгору; 6, 7 вниз; 8, 9 вгору).",
    'Near 1000: win as declarer, in three deals at most': 'Біля 1000: виграти розігрувачем за три роздачі',
    'You are on the barrel: your plate says 880, barrel 1. From there only your own contract counts, and it must take you to 1000. You won the bidding at 100, but 880 + 100 is 980: even made, it would leave you at 880. Raise to 120.': 'Ви на бочці: біля вашого імені 880, бочка 1. Звідси рахується лише ваше власне замовлення, і воно має довести вас до 1000. Ви виграли торги зі 100, але 880 + 100 — це 980: навіть зігравши, ви залишитеся на 880. Підвищте до 120.',
    'Keep 100 and you stay at 880 even if you make it: 880 + 100 is only 980. Raise to 120 and no more: a failed contract costs what it is, and takes you off the barrel.': 'Залишите 100 — і навіть зігравши, залишитеся на 880: 880 + 100 — лише 980. Підвищте до 120, не більше: незігране замовлення коштує своєї величини і скидає з бочки.',
    'Boris is on the barrel too, his third deal there (barrel 3): whatever he takes now does not count for him, and after it he falls off, 120 down. Vera has 855. Lead your A♠: no marriage in the first trick.': "Борис теж на бочці, і це його третя роздача на ній (бочка 3): що він зараз візьме, йому не зарахується, а після неї він злетить, мінус 120. У Віри 855. Ходіть з туза ♠: у першому взятку мар'яж не оголосити.",
    'No marriage in the first trick: leading the K♦ now would give your marriage away. Lead the A♠.': "У першому взятку мар'яж не оголосити: хід з короля ♦ зараз змарнує ваш мар'яж. Ходіть з туза ♠.",
    'Declare the marriage of diamonds: its 80 count on the barrel as in any deal. With the 13 of your A♠ that makes 93 of your 120.': "Оголосіть мар'яж бубни: його 80 на бочці зараховуються, як у будь-якій роздачі. З 13 за туза ♠ це 93 з ваших 120.",
    'Declare now, while you have the lead: lead the K♦ and announce the marriage. Its 80 go to your points for the deal.': "Оголошуйте зараз, поки хід ваш: ходіть з короля ♦ і оголосіть мар'яж. Його 80 ідуть у ваші очки за роздачу.",
    "Play on and take the points you still need. On the barrel you could not have given the deal up (no rospisat'): you must play it.": 'Грайте далі й доберіть потрібні очки. На бочці роздачу не можна було розписати: її треба грати.',
    "880 + 120 = 1000: you win from the barrel. Boris took 17, but a defender on the barrel scores nothing, and his third deal there cost him 120: 760, off the barrel. Vera's 34, rounded to 35, took her from 855 to 890: past 880, so she climbed on the barrel, at 880 exactly (+25).": '880 + 120 = 1000: ви виграєте з бочки. Борис узяв 17, але захисникові на бочці нічого не зараховується, а третя роздача на ній коштувала йому 120: 760, зліт із бочки. 34 Віри, округлені до 35, підняли її з 855 до 890: більше 880, тож вона сіла на бочку, рівно на 880 (+25).',
}
