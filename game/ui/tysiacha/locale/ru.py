"""Русский: 1000's texts at the table (see game/ui/i18n.py).

Keys are the English texts as written in the code; `{fields}` stay as they are.
"""

STRINGS = {
    # ------------------------------------------------------------ main menu, new game
    "the card game 1000": "карточная игра 1000",
    "3 players": "3 игрока",
    "4 players": "4 игрока",
    # ------------------------------------------------------------ cutting and dealing
    "Cutting for the deal": "Жребий: кто сдаёт",
    "A tie for the highest card: cut again": "Ничья по старшей карте: тянем ещё раз",
    "{name} deals": "{name} сдаёт",
    "You deal": "Вы сдаёте",
    # the presets of the rules (Options), each after "Preset: " and in "Preset {preset}
    # chosen and saved": agreeing with the word for the rules there
    "Classic": "классические",
    "Polish": "польские",
    "French": "французские",
    "Waiting for the host to deal…": "Ждём новой раздачи от хозяина стола…",
    # ------------------------------------------------------------ score sheet, tricks, rules
    "Deal": "Раздача",
    "No deal has been scored yet.": "Ещё ни одна раздача не записана.",
    "Tricks of this deal": "Взятки этой раздачи",
    # who took a trick, and its card points
    "{name} takes {n}": "{name} берёт {n}",
    "You take {n}": "Вы берёте {n}",
    "Prikup": "Прикуп",
    "four aces": "четыре туза",
    "marriage": "марьяж",
    "No trick was played in this deal.": "В этой раздаче не было взяток.",
    "Tysiacha (1000) is played with 24 cards, 9 to ace in four suits; the first to reach 1000 wins.":
        "В Тысячу (1000) играют колодой из 24 карт, от девятки до туза в четырёх мастях; "
        "побеждает тот, кто первым наберёт 1000.",
    "Card points: ace 11, ten 10, king 4, queen 3, jack 2, nine 0; 120 in the deck. A king and "
    "queen of one suit are a marriage: spades 40, clubs 60, diamonds 80, hearts 100.":
        "Очки карт: туз 11, десятка 10, король 4, дама 3, валет 2, девятка 0; всего в колоде 120. "
        "Король и дама одной масти — марьяж: пики 40, трефы 60, бубны 80, черви 100.",
    "Each player gets 7 cards and 3 go to the prikup. The players bid in turn how many points they "
    "will take, from 100 up; the highest bidder takes the prikup, gives one card to each other "
    "player, and may raise the contract.":
        "Каждый получает 7 карт, 3 карты уходят в прикуп. Игроки по очереди заказывают, сколько "
        "очков возьмут, начиная со 100; заказавший больше всех берёт прикуп, отдаёт по карте "
        "каждому из остальных и может повысить заказ.",
    "The declarer leads first. Follow suit; if you cannot, play a trump if you have one. Leading "
    "the king or queen of a marriage you hold declares it: its points are yours and its suit is "
    "trump from then on. The highest trump, else the highest card of the suit led, wins the trick.":
        "Первым ходит разыгрывающий. Ходить надо в масть; если её нет — козырем, если он есть. "
        "Ход королём или дамой марьяжа, который у вас на руке, объявляет его: его очки ваши, а "
        "его масть с этого хода — козырь. Взятку берёт старший козырь, а без него — старшая "
        "карта масти хода.",
    "A declarer who takes the contract scores it; one who falls short loses it. The defenders "
    "score what they took, rounded to 5. Near 1000 a player sits on the barrel and must win as "
    "declarer to finish.":
        "Разыгрывающий, набравший заказ, записывает его себе; недобравший — списывает. "
        "Противники записывают взятое, округлённое до 5. У 1000 игрок садится на бочку и, чтобы "
        "закончить игру, должен выиграть как разыгрывающий.",
    # ------------------------------------------------------------ bidding
    "Bid": "Заказать",
    "You may only pass now": "Теперь можно только пасовать",
    # ------------------------------------------------------------ prikup, exchange, raise
    "Yes": "Да",
    "Redeal": "Пересдать",
    "Play on": "Играть",
    "To {name}": "→ {name}",
    "Pass cards": "Отдать карты",
    "Keep {n}": "Оставить {n}",
    "Raise": "Повысить",
    "Rospisat'": "Расписать",
    "Spisat'": "Списать",
    "Call a redeal?": "Объявить пересдачу?",
    "The deal is void and the same dealer deals again.":
        "Раздача отменяется, и тот же игрок сдаёт снова.",
    "Rospisat'?": "Расписать?",
    "Spisat'?": "Списать?",
    # ------------------------------------------------------------ play
    "Declare the marriage?": "Объявить марьяж?",
    "Declare": "Объявить",
    "Just play": "Просто сходить",
    # ------------------------------------------------------------ table, panels, hints
    'No game of 1000 counted yet: the figures come after each deal of a game at the table.': 'Ещё не учтено ни одной партии в 1000: цифры появляются после каждой раздачи за столом.',
    "Deal {k} of {n}, step {j} of {m}": "Раздача {k} из {n}, ход {j} из {m}",
    "Deal »": "Раздача »",
    "« Deal": "« Раздача",
    "No finished game of 1000 yet: each game played to its end is kept to be watched here.": "Законченных партий в 1000 пока нет: каждая доигранная партия сохраняется, чтобы её можно было посмотреть здесь.",
    "With best play by both sides from the first lead you end with {n} points: the contract was makeable.": "При лучшей игре обеих сторон с первого хода вы набираете очков: {n} — контракт был выполним.",
    "With best play by both sides from the first lead you end with {n} points: best defence beats the contract.": "При лучшей игре обеих сторон с первого хода вы набираете очков: {n} — лучшая защита подсаживает контракт.",
    "Analysis": "Анализ",
    "At the table: {n} points, the contract made.": "За столом очков: {n}, контракт сыгран.",
    "At the table: {n} points, the contract failed.": "За столом очков: {n}, контракт не сыгран.",
    "Deal {k} with every hand in view": "Раздача {k} в открытую",
    "Every card (its cost in points)": "Каждая карта (её цена в очках)",
    "No card was played in this deal: nothing to analyse.": "В этой раздаче не сыграно ни одной карты: анализировать нечего.",
    "None: every card you played was as good as the best card then.": "Нет: каждая ваша карта была не хуже лучшей в тот момент.",
    "Points given away": "Упущенные очки",
    "The deal could not be analysed ({why}).": "Раздачу не удалось проанализировать ({why}).",
    "The solver is playing the deal through with every hand in view": "Решатель разыгрывает раздачу в открытую",
    "With best play by both sides from the first lead {name} ends with {n} points: best defence beats the contract.": "При лучшей игре обеих сторон с первого хода {name} набирает очков: {n} — лучшая защита подсаживает контракт.",
    "With best play by both sides from the first lead {name} ends with {n} points: the contract was makeable.": "При лучшей игре обеих сторон с первого хода {name} набирает очков: {n} — контракт был выполним.",
    "Your costly cards": "Ваши дорогие ошибки",
    "cost {n} points": ("стоила {n} очко", "стоила {n} очка", "стоила {n} очков"),
    "declaring": "с объявлением",
    "defender": "защитник",
    "{name} played for {n}.": "Заказ {name:genitive}: {n}.",
    "You played for {n}.": "Ваш заказ: {n}.",
    "{who}trick {k}: {card} {cost}; better {better}": "{who}взятка {k}: {card} {cost}; лучше {better}",
    "Nothing to undo in this deal": "В этой раздаче нечего отменять",
    "Hint: play the raised card": "Подсказка: сыграйте поднятую карту",
    "Hint: {what}": "Подсказка: {what}",
    "bid {n}": "заказ {n}",
    "bids {n}": "заказ {n}",
    "raise to {n}": "повысить до {n}",
    "give {card} to {name}": "отдать {card} {name:dative}",
    "pass": "пас",
    "passes": "пас",  # a plate: what the seat did last
    "keep the contract": "оставить заказ",
    "rospisat'": "роспись",
    "spisat'": "списание",
    "call a redeal": "объявить пересдачу",
    "play on": "играть дальше",
    "Score": "Счёт",
    "to {n}": "до {n}",
    "Contract {n}: {name}": "Заказ {n}: {name}",
    "{name} won the bidding: {n}": "{name} выигрывает торговлю: {n}",
    "You won the bidding: {n}": "Вы выигрываете торговлю: {n}",
    "Trump": "Козырь",
    "No trump yet": "Козыря пока нет",
    "{name}: {n} taken": "{name}: взято {n}",
    "{name} raises to {n}": "{name} повышает до {n}",
    "You raise to {n}": "Вы повышаете до {n}",
    "{name}: rospisat'": "{name}: роспись",
    "{name}: spisat'": "{name}: списание",
    "{name} calls a redeal": "{name} объявляет пересдачу",
    "You call a redeal": "Вы объявляете пересдачу",
    "barrel": "бочка",
    "sits out": "не играет",
    "plays for {n}": "играет {n}",
    "defends": "защищается",
    "{n} points": ("{n} очко", "{n} очка", "{n} очков"),
    "made {n}": "{n} сыграно",
    "failed {n}": "{n} не сыграно",
    # ------------------------------------------------------------ scoring
    "Redeal: the same dealer deals again": "Пересдача: сдаёт тот же игрок",
    "{name} gave up {n} (rospisat')": "{name}: {n} расписано",
    "{name} gave up {n} (spisat')": "{name}: {n} списано",
    "{name} made {n}": "{name}: {n} сыграно",
    "{name} failed {n}": "{name}: {n} не сыграно",
    "You gave up {n} (rospisat')": "Вы: {n} расписано",
    "You gave up {n} (spisat')": "Вы: {n} списано",
    "You made {n}": "Вы: {n} сыграно",
    "You failed {n}": "Вы: {n} не сыграно",
    "Tricks": "Взятки",
    "Next deal": "Дальше",
    "Points": "Очки",
    "Change": "Изменение",
    "Marks": "Отметки",
    "Winner: {name}": "Победитель: {name}",
    "{n} deals played": "Сыграно раздач: {n}",
    # marks (MARK_WORDS)
    "zero": "болт",
    "third zero: penalty": "третий болт: штраф",
    "rospisat' penalty": "штраф за роспись",
    "on the barrel": "на бочке",
    "off the barrel": "слёт с бочки",
    "barrel penalty": "штраф на бочке",
    "golden deal": "золотой кон",
    "redeal": "пересдача",
    "winner": "победитель",
    # option values
    "declarer": "разыгрывающий",
    # option help: rules
    "number of players; with 4 one sits out each deal":
        "число игроков; при 4 в каждой раздаче один не играет",
    "score that wins the game": "счёт, при котором игра выиграна",
    "who wins when several reach the target: the declarer, or the highest score":
        "кто побеждает, если цели достигли несколько: разыгрывающий или у кого больший счёт",
    "the order in which cards leave the deck": "порядок сдачи карт из колоды",
    "who makes the forced bid of 100": "кто обязан заказать 100",
    "bids and raises are multiples of this": "заказы и повышения кратны этому числу",
    "above 120 only with a marriage in hand, at most 120 plus the melds held":
        "больше 120 — только с марьяжем на руке, не выше 120 плюс марьяжи на руке",
    "a declarer who won with the forced 100 may not raise":
        "разыгрывающий с обязательными 100 не может повышать",
    "a defender holding four nines may call a redeal":
        "противник с четырьмя девятками может объявить пересдачу",
    "the declarer may call a redeal when the prikup holds two or three nines":
        "разыгрывающий может объявить пересдачу, если в прикупе две или три девятки",
    "a marriage may be declared in the first trick": "марьяж можно объявить в первой взятке",
    "defenders' points are rounded": "очки противников округляются",
    "round to a multiple of 5, or of 10 (5 rounds up)":
        "округлять до кратного 5 или 10 (5 — вверх)",
    "players near the target climb on the barrel": "игроки у цели садятся на бочку",
    "the score of a player on the barrel": "счёт игрока на бочке",
    "lose 120 and fall off after three deals on the barrel":
        "после трёх раздач на бочке — минус 120 и слёт с бочки",
    "the game can only be won from the barrel": "выиграть можно только с бочки",
    "a player on the barrel scores as a defender and may win that way":
        "игрок на бочке получает очки и как противник и может так выиграть",
    "melds count for a player on the barrel": "марьяжи засчитываются игроку на бочке",
    "every third zero mark costs 120": "каждый третий болт стоит 120",
    "when giving up a deal costs a penalty, or whether it is allowed":
        "когда роспись штрафуется и разрешена ли она",
    "what each defender scores when the declarer gives up":
        "сколько получает каждый противник, когда разыгрывающий расписывает",
    "dealer's right": "справа от сдающего",
    "opposite the dealer": "напротив сдающего",
    "never": "никогда",
    "at a bid of 100": "при заказе 100",
    "at bids up to 120": "при заказе до 120",
    "with spisat'": "со списанием",
    "half the contract": "половина заказа",
    "minus the contract": "минус заказ",
    "no limit": "без ограничения",
    "the penalty for a penalised rospisat'": "штраф за роспись со штрафом",
    "when the prikup is not shown to the defenders": "когда прикуп не показывают противникам",
    "scores of the first deals (one per player) are doubled":
        "очки первых раздач (по одной на игрока) удваиваются",
    "a player below the silence value may only make the forced bid":
        "игрок ниже порога молчания может только обязательно заказать 100",
    "the score below which silence applies": "счёт, ниже которого игрок молчит",
    "four aces is a meld worth 200": "четыре туза — объявление на 200",
    "a player who cannot follow suit must trump": "без масти надо бить козырем",
    "a player must beat the trick when able": "надо перебивать взятку, если можно",
    "with 4 players, who sits out the deal": "при 4 игроках — кто не играет в раздаче",
    "the inactive player scores the prikup's card points":
        "неиграющий получает очки карт прикупа",
    "the inactive player scores a marriage in the prikup":
        "неиграющий получает марьяж из прикупа",
    "each ace in the prikup is worth this to the inactive player":
        "столько неиграющему стоит каждый туз в прикупе",
    # option help: the table
    "Declare four aces?": "Объявить четыре туза?",
    "{n} is not a bid you can make now": "Заказать {n} сейчас нельзя",
    "{n} is not a raise you can make now": "Поднять до {n} сейчас нельзя",
    # the round's result, the score sheet, the end
    'Highest bid {high}: bid {n} or more, or pass': 'Заказ {high}: закажите {n} или больше, или пас',
    'You open the bidding: bid {n} or more': 'Вы начинаете торговлю: закажите {n} или больше',
    'Bid {n} or more, or pass': 'Закажите {n} или больше, или пас',
    'Two or more nines in the prikup: call a redeal?': 'В прикупе две девятки или больше: пересдача?',
    'You hold four nines: call a redeal?': 'У вас четыре девятки: пересдача?',
    'Give one card to {a} and one to {b}': 'Отдайте по карте {a:dative} и {b:dative}',
    'Keep the contract of {n}, or raise it': 'Оставьте заказ {n} или повысьте его',
    "You open the bidding: bid {n}": "Вы начинаете торговлю: закажите {n}",
    "Highest bid {high}: bid {n}, or pass": "Заказ {high}: закажите {n} или пас",
    "Bid {n}, or pass": "Закажите {n} или пас",
    "Keep the contract of {n}, or raise it to {m}": "Оставьте заказ {n} или повысьте его до {m}",
    "Keep the contract of {n}: it cannot be raised now": "Оставьте заказ {n}: повысить его сейчас нельзя",
    'Your lead: play a card': 'Ваш ход первым: сыграйте карту',
    'Your turn': 'Ваш ход',
    'Your turn: follow {suit}': 'Ваш ход: ходите в масть {suit}',
    'Your turn: no {suit}, play a trump ({trump})': 'Ваш ход: нет {suit}, бейте козырем ({trump})',
    'Your turn: no {suit}, play any card': 'Ваш ход: нет {suit}, ходите любой картой',
    'You must follow {suit}': 'Нужно ходить в масть {suit}',
    'You must beat the trick with a higher {suit}': 'Нужно перебить старшей картой {suit}',
    'You have no {suit}: you must play a trump ({trump})': 'У вас нет {suit}: нужно бить козырем ({trump})',
    'You must beat the trumps in the trick with a higher trump': 'Нужно перебить козыри во взятке старшим козырем',
    'Leading this card with its partner in hand declares the marriage {suit} for {n} and makes {suit} trump.': 'Ход этой картой, когда её пара у вас на руке, объявляет марьяж {suit} на {n}, и {suit} становится козырем.',
    'Leading an ace with all four in hand declares them for {n}.': 'Заход с туза, когда на руке все четыре, объявляет их за {n}.',
    'The bidding': 'Торговля',
    '{name} bids {n}': '{name}: {n}',
    'You bid {n}': 'Вы заказываете {n}',
    'The prikup: {cards}': 'Прикуп: {cards}',
    '{name} gives {other} a card': '{name} отдаёт карту {other:dative}',
    # ------------------------------------------------------------ the options' titles
    "Winner when several reach it": "Победитель, если цели достигли несколько",
    "How the cards are dealt": "Порядок сдачи",
    "Who opens the bidding": "Кто начинает торговлю",
    "Bid step": "Шаг заказа",
    "Bids over 120 need a marriage": "Больше 120 — только с марьяжем",
    "No raise after the forced bid": "Без повышения после 100",
    "Redeal with four nines": "Пересдача при четырёх девятках",
    "Redeal for nines in the prikup": "Пересдача при девятках в прикупе",
    "Marriages in the first trick": "Марьяжи в первой взятке",
    "Rounding the defenders' points": "Округление очков противников",
    "Rounding unit": "Шаг округления",
    "The barrel": "Бочка",
    "Barrel score": "Счёт на бочке",
    "Falling off the barrel": "Слёт с бочки",
    "Win only from the barrel": "Победа только с бочки",
    "Win from the barrel as a defender": "Победа с бочки в защите",
    "Marriages on the barrel": "Марьяжи на бочке",
    "Penalty for three zeros": "Штраф за три болта",
    "Rospisat' (giving up)": "Роспись (отказ от заказа)",
    "Defenders' points for a rospisat'": "Очки противникам за роспись",
    "Rospisat' penalty": "Штраф за роспись",
    "Dark prikup": "Тёмный прикуп",
    "Golden deals": "Золотые коны",
    "Silence below a score": "Молчание ниже порога",
    "Silence score": "Порог молчания",
    "Four aces meld": "Объявление четырёх тузов",
    "Must trump": "Обязательно бить козырем",
    "Must beat the trick": "Обязательно перебивать",
    "Who sits out (4 players)": "Кто не играет (4 игрока)",
    "Prikup's card points to who sits out": "Очки прикупа неиграющему",
    "Prikup's marriage to who sits out": "Марьяж прикупа неиграющему",
    "Prikup's aces to who sits out": "Тузы прикупа неиграющему",
    "deal {n}: a move that breaks the rules": "раздача {n}: ход не по правилам",
    # Learn: the lessons (game/ui/lessons.py, tysiacha/lessons.py)
    'Back to the lessons': 'К урокам',
    'Lesson done: {title}': 'Урок пройден: {title}',
    'Taken back: the lesson says why': 'Ход отменён: урок объясняет почему',
    'In a lesson a wrong move is taken back for you': 'В уроке неверный ход отменяется за вас',
    'Finish lesson': 'Завершить урок',
    'A marriage scores ♥ 100, ♦ 80, ♣ 60, ♠ 40 and makes its suit trump until the next marriage.': 'Марьяж приносит ♥ 100, ♦ 80, ♣ 60, ♠ 40, и его масть становится козырем до следующего марьяжа.',
    'Bid 100: the first bid is forced': 'Заявите 100: первая ставка обязательна',
    'Bid 120': 'Заявите 120',
    'Bidding and the limit': 'Торговля и предел',
    'Bids go up in fives from the forced 100. Over 120 only with a marriage in hand, and never over 120 plus its value.': 'Ставки растут на 5 от обязательных 100. Выше 120 только с марьяжем на руке, и никогда выше 120 плюс его стоимость.',
    'Bids go up in fives, and the highest bidder takes the prikup. Your cards are worth little: pass, and let Boris take it.': 'Ставки растут на 5, и прикуп берёт тот, кто заявил больше всех. Ваши карты слабые: пасуйте, пусть его возьмёт Борис.',
    'Bids up to 120, and higher only with a marriage': 'Ставки до 120, выше только с марьяжем',
    'Boris bid 130: he must hold a marriage to bid over 120. You hold none, so you may not go higher. Pass: Boris takes the prikup.': 'Борис заявил 130: выше 120 можно только с марьяжем. У вас его нет, выше вам нельзя. Пасуйте: прикуп берёт Борис.',
    'Boris leads the A♠. You have no spades, so you must play a trump: your J♥. A trump beats any card of another suit, even an ace.': 'Борис ходит с туза ♠. У вас нет пик, значит, вы должны бить козырем: вашим валетом ♥. Козырь бьёт любую карту другой масти, даже туза.',
    'Boris led the K♥ and declared his marriage: hearts are trump now. You must follow hearts: play the 9, and keep the jack to trump with.': 'Борис пошёл с короля ♥ и объявил марьяж: черви теперь козырь. Вы должны ходить в масть: сыграйте девятку, а валета оставьте для козыря.',
    'Boris won the bidding, so he leads first: the A♣. You hold clubs, so you must play a club. The ace wins anyway: give the king, and keep your 10♣ for later.': 'Борис выиграл торговлю и ходит первым: туз ♣. У вас есть трефы, значит, надо ходить в масть. Туз всё равно возьмёт: отдайте короля, а десятку ♣ оставьте.',
    'Declare a marriage when you lead: its suit becomes trump': 'Объявите марьяж своим ходом: его масть станет козырем',
    'Declare the hearts marriage now: 100 points, and hearts become trump.': 'Объявите сейчас марьяж червей: 100 очков, и черви станут козырем.',
    'Declare while you have the lead: only the player on lead can declare, and you may not lead again soon.': 'Объявляйте, пока ваш ход: объявить марьяж может только тот, кто ходит, а ваш ход может не скоро вернуться.',
    'Diamonds are trump. Now lead the K♥: 100 more, and hearts become trump in place of diamonds.': 'Бубны — козырь. Теперь ходите с короля ♥: ещё 100, и козырем вместо бубен станут черви.',
    'Follow the suit led if you can; if you cannot, play a trump if you hold one. The highest trump takes the trick, else the highest card of the suit led.': 'Ходите в масть, если можете; если нет, бейте козырем, если он есть. Взятку берёт старший козырь, иначе старшая карта масти хода.',
    'Follow the suit led; without it, trump': 'Ходите в масть; без неё — козырем',
    'Follow with the 9♥': 'Сыграйте девятку ♥',
    'Follow with the 9♥: the K♥ wins anyway, and your J♥ is worth keeping as a trump.': 'Сыграйте девятку ♥: король ♥ всё равно возьмёт, а валета ♥ стоит оставить как козырь.',
    'Follow with the K♣': 'Сыграйте короля ♣',
    'Following suit and trumping': 'Ход в масть и козыри',
    'Give away your small cards: 9♥, J♦ or K♠': 'Отдайте мелкие карты: 9♥, валета ♦ или короля ♠',
    'Give up a hopeless deal: the defenders score 60 each': 'Сдайте безнадёжную раздачу: защитники получают по 60',
    'Go up to 120: it is the most your hand may bid, and with two aces and two tens it can make it.': 'Поднимите до 120: больше с этой рукой нельзя, а с двумя тузами и двумя десятками вы это возьмёте.',
    'Keep your aces and tens: they win tricks and count 11 and 10. And keep the K♦ and Q♦ together: they are a marriage.': 'Оставьте тузы и десятки: они берут взятки и стоят 11 и 10. И держите вместе короля и даму ♦: это марьяж.',
    'Lead the A♦': 'Ходите с туза ♦',
    'Lead the K♥: declare the other marriage': 'Ходите с короля ♥: объявите второй марьяж',
    'Lead the K♦: declare the marriage': 'Ходите с короля ♦: объявите марьяж',
    'Marriages and trump': 'Марьяжи и козырь',
    'No marriage in the first trick: leading the K♥ now would give your hearts marriage away. Lead the A♦.': 'В первой взятке марьяж не объявить: ход с короля ♥ сейчас погубит марьяж червей. Ходите с туза ♦.',
    'Open with 100. If the others pass, the deal is yours: you take the prikup, the three cards in the middle.': 'Откройте торговлю со 100. Если остальные спасуют, раздача ваша: вы берёте прикуп, три карты посередине.',
    'Pass: 120 is your limit': 'Пас: 120 — ваш предел',
    'Pass: your hand is weak': 'Пас: у вас слабая рука',
    'Raise the contract to 120': 'Повысьте контракт до 120',
    'Raise: with the marriage of diamonds your hand is worth far more than 100, and a higher contract scores more.': 'Повысьте: с марьяжем бубен ваша рука стоит куда больше 100, а больший контракт приносит больше.',
    'Take the prikup, give a card to each defender, raise': 'Взять прикуп, дать по карте защитникам, повысить',
    'The cut and the deal': 'Сдвиг и раздача',
    'The declarer takes the prikup, gives a card to each defender, and may raise once before the first lead.': 'Разыгрывающий берёт прикуп, даёт по карте каждому защитнику и может один раз повысить до первого хода.',
    'The prikup and the exchange': 'Прикуп и обмен',
    'The prikup brought you the K♦ and Q♦: a marriage worth 80. Before the first lead you may raise your contract once, up to 120 plus your marriages. With this hand 120 is safe.': 'Прикуп принёс вам короля и даму ♦: марьяж на 80. До первого хода можно один раз повысить контракт, до 120 плюс ваши марьяжи. С такой рукой 120 надёжно.',
    'Trump with the J♥': 'Бейте валетом ♥',
    'Vera bid 110. Your hand is strong, two aces and two tens, but it holds no marriage (the K and Q of one suit): without one, 120 is the most you may bid.': 'Вера заявила 110. У вас сильная рука, два туза и две десятки, но нет марьяжа (короля и дамы одной масти): без него можно заявить не больше 120.',
    'Who deals, how the cards go out, and who bids first': 'Кто сдаёт, как идут карты и кто торгуется первым',
    'With so few points you would lose your bid. Pass: a player who passes bids no more in this deal.': 'С таким малым числом очков вы проиграете ставку. Пасуйте: спасовавший в этой раздаче больше не торгуется.',
    'You had to open with 100 and nobody bid: the deal is yours. But your ten cards are worth 17 points and hold no marriage: you cannot make 100, and failing costs 100.': 'Вы открыли торговлю со 100, и никто не поднял: раздача ваша. Но ваши десять карт стоят 17 очков и без марьяжа: 100 не взять, а провал стоит 100.',
    'You have no spades but you hold a trump: you must play it.': 'У вас нет пик, но есть козырь: вы должны его сыграть.',
    'You hold two marriages, ♦ (80) and ♥ (100). A marriage is declared by leading its K or Q, but never in the first trick: lead your A♦ now.': 'У вас два марьяжа, ♦ (80) и ♥ (100). Марьяж объявляют ходом с его короля или дамы, но не в первой взятке: сейчас ходите с туза ♦.',
    'You must follow clubs, and the A♣ wins this trick whatever you play: give the K♣ (4 points), keep the 10♣ (10 points).': 'Надо ходить в трефы, а туз ♣ возьмёт взятку при любой вашей карте: отдайте короля ♣ (4 очка), оставьте десятку ♣ (10 очков).',
    'You took the trick, so you lead again. Lead the K♦ with the Q♦ in hand: you score 80, and diamonds are trump.': 'Вы взяли взятку и снова ходите. Ходите с короля ♦, держа даму ♦: вам 80 очков, и бубны становятся козырем.',
    'You won the bidding at 100: the prikup was shown to everyone and joined your hand. Give one card to each defender. Give cards you cannot win a trick with, never an ace or a ten.': 'Вы выиграли торговлю на 100: прикуп показали всем, и он ушёл вам в руку. Дайте каждому защитнику по карте: такие, которыми не взять взятку, но не туза и не десятку.',
    "Boris and Vera both cut an ace, so they cut again: Vera's 10 beat Boris's jack, and Vera dealt, 7 cards each and 3 to the prikup. You sit on her left: you bid first and must open with 100.": 'Борис и Вера оба сдвинули туза, поэтому сдвигали снова: десятка Веры побила валета Бориса, и Вера сдала по 7 карт и 3 в прикуп. Вы сидите слева от неё: вы торгуетесь первым и открываете со 100.',
    "Now you know how a deal begins: the cut picks the first dealer, the deal moves one seat to the left each time, and the player on the dealer's left opens with 100.": 'Теперь вы знаете, как начинается раздача: сдвиг выбирает первого сдающего, сдача каждый раз переходит на место влево, а игрок слева от сдающего открывает со 100.',
    "Playing on loses 100. Give up with Rospisat': this time it costs you nothing.": 'Игра дальше стоит 100. Распишите: в этот раз это ничего не стоит.',
    "Press Rospisat': give the deal up": 'Нажмите «Расписать»: сдайте раздачу',
    "Rospisat': you score 0 and each defender 60. It may be done until your first lead, but never on the barrel, and every third time (the third, the sixth...) it costs you 120 more.": 'Расписать: вам 0, каждому защитнику 60. Расписать можно до вашего первого хода, но не на бочке, и каждый третий раз (третий, шестой ...) это стоит вам ещё 120.',
    "You are on the dealer's left, so you open the bidding: the first bid is always 100, and you may not pass it.": 'Вы сидите слева от сдающего и открываете торговлю: первая ставка всегда 100, пасовать нельзя.',
    # ------------------------------------------------------------ Why this? (the hint's reasons)
    '({n} in {k})':
        '({n} — в {k})',
    'A rule of thumb of the Hard player, not a search.':
        'Эмпирическое правило ИИ, без перебора.',
    'A rule of thumb: the card-play rules (counting the cards, the points in the trick).':
        'Эмпирическое правило розыгрыша (счёт карт, очки во взятке).',
    'A rule of thumb: the cards least worth keeping.':
        'Эмпирическое правило: карты, которые меньше всего стоит оставлять.',
    'As good as {n} other cards: a rule of thumb picks among them':
        ('Так же хороша, как ещё {n} карта: среди них выбирает эмпирическое правило', 'Так же хороша, как ещё {n} карты: среди них выбирает эмпирическое правило', 'Так же хороша, как ещё {n} карт: среди них выбирает эмпирическое правило'),
    'Equal in the sample deals: a rule of thumb (the cards least worth keeping) decides':
        'В раскладах поровну: решает эмпирическое правило (карты, которые меньше всего стоит оставлять)',
    'It is the only card you may play here.':
        'Это единственная карта, которую вы можете здесь сыграть.',
    'No higher bid is open to you.':
        'Более высокий заказ вам недоступен.',
    'Whatever you play, the {n} is lost in all {m} sample deals':
        'Что бы вы ни сыграли, {n} не берётся ни в одном из {m} раскладов',
    'Whatever you play, you make {n} in all {m} sample deals':
        'Что бы вы ни сыграли, вы берёте {n} во всех {m} раскладах',
    'Whatever you play, the {n} is beaten in all {m} sample deals':
        'Что бы вы ни сыграли, {n} не берётся во всех {m} раскладах',
    'Whatever you play, the {n} is made in all {m} sample deals':
        'Что бы вы ни сыграли, {n} берётся во всех {m} раскладах',
    'So a rule of thumb picks {card}: counting the cards, the points in the trick':
        'Поэтому {card} выбирает эмпирическое правило: счёт карт, очки во взятке',
    'Play {card}: the {n} is beaten in {k} of {m} sample deals':
        'Сыграйте {card}: {n} не берётся в {k} из {m} раскладов',
    'Play {card}: you make {n} in {k} of {m} sample deals':
        'Сыграйте {card}: вы берёте {n} в {k} из {m} раскладов',
    'You may not pass here: the bid is forced.':
        'Здесь нельзя пасовать: заказ обязателен.',
    '{card}: in {k}':
        '{card}: в {k}',
    '{what}: in {k}':
        '{what}: в {k}',
    '{what}: made about {p}% of the time, worth about {v} points to you':
        '{what}: выполняется примерно в {p}% случаев, для вас стоит около {v} очков',
    '{what}: made in {k} of {m} sample deals, worth about {v} points to you':
        '{what}: выполняется в {k} из {m} раскладов, для вас стоит около {v} очков',
    '{what}: the declarer makes it about {p}% of the time, worth about {v} points to you':
        '{what}: разыгрывающий выполняет заказ примерно в {p}% случаев, для вас стоит около {v} очков',
    '{what}: worth about {v} points to you':
        '{what}: для вас стоит около {v} очков',
    '{what}: you make {n} in {k} of {m} sample deals':
        '{what}: вы берёте {n} в {k} из {m} раскладов',
    'You give up the contract of {n}: you score nothing, and each defender scores {share}.': 'Вы отказываетесь от заказа {n}: вы ничего не получаете, а каждый противник получает {share}.',
    "This is your rospisat' number {k} in this game: it costs {p} more.": 'Эта роспись стоит вам ещё {p} (ваша {k}-я в этой игре).',
    'You give up the deal: you lose the contract of {n}, and each defender scores {share}.': 'Вы сдаёте раздачу: заказ {n} идёт вам в минус, а каждый противник получает {share}.',
    # Learn: the lessons on scoring and the barrel
    'Scoring a deal': 'Подсчёт раздачи',
    "Made or failed, and the defenders' points rounded": 'Сыграно или нет; округление очков защитников',
    'Lead the A♠': 'Ходите с туза ♠',
    'You bid 100, took the prikup and raised to 160: to make it you must take at least 160 points, the card points of your tricks plus the marriages you declare. Lead the A♠: no marriage in the first trick.': 'Вы заказали 100, взяли прикуп и повысили до 160: чтобы сыграть, нужно набрать не меньше 160 очков — очки карт ваших взяток плюс объявленные марьяжи. Ходите с туза ♠: в первой взятке марьяж не объявить.',
    'No marriage in the first trick: leading the K♥ now would give your marriage away. Lead the A♠.': 'В первой взятке марьяж не объявить: ход с короля ♥ сейчас погубит ваш марьяж. Ходите с туза ♠.',
    'Lead the K♥: declare the marriage': 'Ходите с короля ♥: объявите марьяж',
    'The A♠ took 13 points (11 + 0 + 2). Now lead the K♥ and declare the marriage of hearts: its 100 count as your points, even if the K♥ loses the trick.': 'Туз ♠ взял 13 очков (11 + 0 + 2). Теперь ходите с короля ♥ и объявите марьяж червей: его 100 идут в ваши очки, даже если король ♥ проиграет взятку.',
    'Declare now, while you have the lead: lead the K♥ and announce the marriage. Its 100 go to your points for the deal.': 'Объявляйте сейчас, пока ход ваш: ходите с короля ♥ и объявите марьяж. Его 100 идут в ваши очки за раздачу.',
    'Play the deal out': 'Доиграйте раздачу',
    "Boris took your K♥ with his ace. Each defender scores alone: Boris's tricks count for Boris, Vera's for Vera. The panel counts the points each of you has taken. Play on to the end of the deal.": 'Борис взял вашего короля ♥ тузом. Каждый защитник считает свои очки: взятки Бориса — Борису, Веры — Вере. Панель считает очки, взятые каждым из вас. Играйте до конца раздачи.',
    "Points: you took 69 in cards and 100 for the marriage, 169. That is at least your 160, so you score 160, not 169; with 159 you would lose 160. Boris's 17 scores 15 and Vera's 34 scores 35: a defender's points are rounded to 5 (1, 2 down; 3, 4 up; 6, 7 down; 8, 9 up).": 'Очки: вы взяли 69 картами и 100 за марьяж, 169. Это не меньше ваших 160, поэтому вам 160, а не 169; со 159 вы потеряли бы 160. 17 Бориса дают 15, а 34 Веры — 35: очки защитника округляются до 5 (1, 2 вниз; 3, 4 вверх; 6, 7 вниз; 8, 9 вверх).',
    'Near 1000: win as declarer, in three deals at most': 'У 1000: выиграть разыгрывающим за три раздачи',
    'You are on the barrel: your plate says 880, barrel 1. From there only your own contract counts, and it must take you to 1000. You won the bidding at 100, but 880 + 100 is 980: even made, it would leave you at 880. Raise to 120.': 'Вы на бочке: у вашего имени 880, бочка 1. Отсюда считается только ваш собственный заказ, и он должен довести вас до 1000. Вы выиграли торговлю со 100, но 880 + 100 — это 980: даже сыграв, вы останетесь на 880. Повысьте до 120.',
    'Keep 100 and you stay at 880 even if you make it: 880 + 100 is only 980. Raise to 120 and no more: a failed contract costs what it is, and takes you off the barrel.': 'Оставите 100 — и даже сыграв, останетесь на 880: 880 + 100 — только 980. Повысьте до 120, не больше: несыгранный заказ стоит своей величины и сбрасывает с бочки.',
    'Boris is on the barrel too, his third deal there (barrel 3): whatever he takes now does not count for him, and after it he falls off, 120 down. Vera has 855. Lead your A♠: no marriage in the first trick.': 'Борис тоже на бочке, и это его третья раздача на ней (бочка 3): что он сейчас возьмёт, ему не засчитается, а после неё он слетит, минус 120. У Веры 855. Ходите с туза ♠: в первой взятке марьяж не объявить.',
    'No marriage in the first trick: leading the K♦ now would give your marriage away. Lead the A♠.': 'В первой взятке марьяж не объявить: ход с короля ♦ сейчас погубит ваш марьяж. Ходите с туза ♠.',
    'Declare the marriage of diamonds: its 80 count on the barrel as in any deal. With the 13 of your A♠ that makes 93 of your 120.': 'Объявите марьяж бубен: его 80 на бочке засчитываются, как в любой раздаче. С 13 за туза ♠ это 93 из ваших 120.',
    'Declare now, while you have the lead: lead the K♦ and announce the marriage. Its 80 go to your points for the deal.': 'Объявляйте сейчас, пока ход ваш: ходите с короля ♦ и объявите марьяж. Его 80 идут в ваши очки за раздачу.',
    "Play on and take the points you still need. On the barrel you could not have given the deal up (no rospisat'): you must play it.": 'Играйте дальше и доберите недостающие очки. На бочке раздачу нельзя было расписать: её надо играть.',
    "880 + 120 = 1000: you win from the barrel. Boris took 17, but a defender on the barrel scores nothing, and his third deal there cost him 120: 760, off the barrel. Vera's 34, rounded to 35, took her from 855 to 890: past 880, so she climbed on the barrel, at 880 exactly (+25).": '880 + 120 = 1000: вы выигрываете с бочки. Борис взял 17, но защитнику на бочке ничего не засчитывается, а третья раздача на ней стоила ему 120: 760, слёт с бочки. 34 Веры, округлённые до 35, подняли её с 855 до 890: больше 880, поэтому она села на бочку, ровно на 880 (+25).',
}
