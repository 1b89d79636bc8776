"""Русский: the table's texts in Russian (see game/ui/i18n.py).

Keys are the English texts as written in the code; `{fields}` stay as they are.
"""

STRINGS = {
    "1000": "1000",  # the game's name on the menu's choice of game
    # ------------------------------------------------------------ main menu, new game
    "Tysiacha": "Тысяча",
    "the card game 1000": "карточная игра 1000",
    "Continue": "Продолжить",
    "New game": "Новая игра",
    "Options": "Настройки",
    "Rules": "Правила",
    "Quit": "Выход",
    "Some settings in {path} were not used:": "Некоторые настройки в {path} не использованы:",
    "3 players": "3 игрока",
    "4 players": "4 игрока",
    "vs AI": "С компьютером",
    "Hot-seat": "Хот-сит",
    "Human": "Человек",
    "AI": "Компьютер",
    "Easy": "Лёгкий",
    "Normal": "Средний",
    "Hard": "Сложный",
    "Expert": "Эксперт",
    "Start": "Начать",
    "Back": "Назад",
    "You": "Вы",
    "Player": "Игрок",
    "Seat {n}": "Место {n}",
    "Unavailable: no sound device was found, so the game is silent ({problem}).":
        "Недоступно: звуковое устройство не найдено, игра идёт без звука ({problem}).",
    "A game is in progress": "Идёт игра",
    "A new game takes its place: the game in progress ends and cannot be continued. (Finished games are kept in the games folder.)":
        "Новая игра займёт её место: текущая игра закончится, и продолжить её будет нельзя. (Законченные игры хранятся в папке games.)",
    "Keep playing": "Продолжить игру",
    "Who sits where?": "Кто где сидит?",
    "The saved game goes on, but {problem}: say which seats are human.":
        "Сохранённая игра продолжается, но {problem}: укажите, какие места занимают люди.",
    "The saved game {file} could not be read ({why}); it was moved to {name}.":
        "Сохранённую игру {file} не удалось прочитать ({why}); файл переименован в {name}.",
    "{file} is missing": "файла {file} нет",
    "{file} could not be read ({why})": "файл {file} не читается ({why})",
    "not valid YAML, line {n}": "ошибка YAML, строка {n}",
    "not valid YAML": "ошибка YAML",
    "not UTF-8 text": "не текст UTF-8",
    "{file} does not say who sits in each of the {n} seats":
        "в файле {file} не сказано, кто сидит на каждом из {n} мест",
    "Click a name to change it. Play goes to the left, seat 1 first.":
        "Щёлкните по имени, чтобы изменить его. Ход идёт влево, первым — место 1.",
    "Demo: the AI players at work. Click or press a key to play.":
        "Демо: играет компьютер. Щёлкните или нажмите клавишу, чтобы играть.",

    # ------------------------------------------------------------ cutting and dealing
    "Cutting for the deal": "Жребий: кто сдаёт",
    "A tie for the highest card: cut again": "Ничья по старшей карте: тянем ещё раз",
    "{name} deals": "{name} сдаёт",
    "You deal": "Вы сдаёте",
    "{name} dealt": "{name}: карты сданы",

    # ------------------------------------------------------------ in-game menu, hot-seat
    "Resume": "Продолжить",
    "Score sheet": "Таблица",
    "Save screenshot": "Скриншот",
    "Quit to menu": "Выйти в меню",
    "Quit game": "Выйти из игры",
    "Saved {path}": "Сохранено: {path}",
    "Paused": "Пауза",
    "I am {name}: show my cards": "Я — {name}: показать мои карты",
    "Pass to {name}": "Передайте игроку {name}",
    "The others look away; click when ready.": "Остальные не смотрят; щёлкните, когда будете готовы.",

    # ------------------------------------------------------------ score sheet, tricks, rules
    "Close": "Закрыть",
    "scroll for more": "прокрутите дальше",
    "Deal": "Раздача",
    "No deal has been scored yet.": "Ещё ни одна раздача не записана.",
    "Tricks of this deal": "Взятки этой раздачи",
    "Prikup": "Прикуп",
    "four aces": "четыре туза",
    "marriage": "марьяж",
    "No trick was played in this deal.": "В этой раздаче не было взяток.",
    "The options in force (change them in Options):":
        "Действующие правила (меняются в Настройках):",
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
    "Pass": "Пас",
    "Your bid": "Ваш заказ",
    "You open the bidding": "Вы начинаете торговлю",
    "highest {n}": "сейчас {n}",
    "You may only pass now": "Теперь можно только пасовать",

    # ------------------------------------------------------------ prikup, exchange, raise
    "Yes": "Да",
    "No": "Нет",
    "Two or more nines in the prikup: call a redeal? (R13)":
        "В прикупе две девятки или больше: пересдача? (R13)",
    "You hold four nines: call a redeal? (R12)": "У вас четыре девятки: пересдача? (R12)",
    "Redeal": "Пересдать",
    "Play on": "Играть",
    "Choose a card for each defender": "Выберите карту каждому противнику",
    "To {name}": "→ {name}",
    "Pass cards": "Отдать карты",
    "Contract {n}: keep it or raise it (R27)": "Заказ {n}: оставить или повысить (R27)",
    "Keep {n}": "Оставить {n}",
    "Raise": "Повысить",
    "Rospisat'": "Расписать",
    "Spisat'": "Списать",
    "Call a redeal?": "Объявить пересдачу?",
    "The deal is void and the same dealer deals again.":
        "Раздача отменяется, и тот же игрок сдаёт снова.",
    "Rospisat'?": "Расписать?",
    "You give up the contract of {n}: it counts against you and the defenders score their share "
    "(R30).":
        "Вы отказываетесь от заказа {n}: он идёт вам в минус, а противники получают свою долю "
        "(R30).",
    "Spisat'?": "Списать?",
    "You give up the deal; the defenders score (R32).":
        "Вы сдаёте раздачу; противники получают очки (R32).",

    # ------------------------------------------------------------ play
    "Declare the marriage?": "Объявить марьяж?",
    "Leading this card with its partner in hand declares the marriage {suit} for {n} and makes "
    "{suit} trump (R37).":
        "Ход этой картой, когда её пара у вас на руке, объявляет марьяж {suit} на {n}, и {suit} "
        "становится козырем (R37).",
    "Declare": "Объявить",
    "Just play": "Просто сходить",

    # ------------------------------------------------------------ table, panels, hints
    "Menu": "Меню",
    "Hint": "Подсказка",
    "Last trick": "Посл. взятка",
    "Undo": "Отменить",
    "No deal scored yet": "Ещё ни одной раздачи",
    'Against each AI level': 'Против каждого уровня ИИ',
    'Every game counted so far is forgotten; the games themselves stay in the games folder.': 'Все учтённые партии будут забыты; сами партии останутся в папке games.',
    'Keep them': 'Оставить',
    'No game of 1000 counted yet: the figures come after each deal of a game at the table.': 'Ещё не учтено ни одной партии в 1000: цифры появляются после каждой раздачи за столом.',
    'Past games': 'Партии',
    'Players': 'Игроки',
    'Reset': 'Сбросить',
    'Reset the statistics?': 'Сбросить статистику?',
    'Statistics': 'Статистика',
    "The last games' final scores": 'Итоговые очки последних партий',
    'no finished game yet': 'законченных партий пока нет',
    'Games played': 'Сыграно партий',
    'Games won': 'Выиграно партий',
    'Win rate': 'Доля побед',
    'Average final score': 'Средний итог',
    'Best game': 'Лучшая партия',
    'Deals as declarer': 'Раздач разыгрывающим',
    'Contracts made': 'Контрактов сыграно',
    'Contracts failed': 'Контрактов не сыграно',
    'Average contract': 'Средний контракт',
    'Barrels climbed': 'Заездов на бочку',
    'Barrels fallen off': 'Слетов с бочки',
    'Zero marks': 'Нулей (болтов)',
    'Marriages declared': 'Объявлено марьяжей',
    'Rounds played': 'Сыграно раундов',
    'Out first': 'Вышли первыми',
    'Double wins': 'Двойные победы',
    'Tichu made / called': 'Тичу сыграно / заказано',
    'Grand Tichu made / called': 'Гранд Тичу сыграно / заказано',
    'Bombs played': 'Сыграно бомб',
    'No game of Tichu counted yet: the figures come after each round of a game at the table.': 'Партий в Тичу пока не учтено: цифры появляются после каждого раунда партии за столом.',
    'Games with undo': 'Партий с отменой ходов',
    "Round {k} of {n}, step {j} of {m}": "Раунд {k} из {n}, ход {j} из {m}",
    "Round »": "Раунд »",
    "« Round": "« Раунд",
    "No finished game of Tichu yet: each game played to its end is kept to be watched here.": "Законченных партий в Тичу пока нет: каждая доигранная партия сохраняется, чтобы её можно было посмотреть здесь.",
    "Deal {k} of {n}, step {j} of {m}": "Раздача {k} из {n}, ход {j} из {m}",
    "Deal »": "Раздача »",
    "« Deal": "« Раздача",
    "Trick ›": "Взятка ›",
    "‹ Trick": "‹ Взятка",
    "Newer": "Новее",
    "Older": "Старее",
    "Pause": "Пауза",
    "No finished game of 1000 yet: each game played to its end is kept to be watched here.": "Законченных партий в 1000 пока нет: каждая доигранная партия сохраняется, чтобы её можно было посмотреть здесь.",
    "cannot be watched: {why}": "нельзя посмотреть: {why}",
    "{file} cannot be watched: {why}": "{file} нельзя посмотреть: {why}",
    "not finished": "не закончена",
    "won by {name}": "победа: {name}",
    "With best play by both sides from the first lead you end with {n} points: the contract was makeable.": "При лучшей игре обеих сторон с первого хода вы набираете {n} очков: контракт был выполним.",
    "With best play by both sides from the first lead you end with {n} points: best defence beats the contract.": "При лучшей игре обеих сторон с первого хода вы набираете {n} очков: лучшая защита подсаживает контракт.",
    "Analysis": "Анализ",
    "At the table: {n} points, the contract made.": "За столом: {n} очков, контракт сыгран.",
    "At the table: {n} points, the contract failed.": "За столом: {n} очков, контракт не сыгран.",
    "Deal {k} with every hand in view": "Раздача {k} в открытую",
    "Every card (its cost in points)": "Каждая карта (её цена в очках)",
    "No card was played in this deal: nothing to analyse.": "В этой раздаче не сыграно ни одной карты: анализировать нечего.",
    "None: every card you played was as good as the best card then.": "Нет: каждая ваша карта была не хуже лучшей в тот момент.",
    "Points given away": "Упущенные очки",
    "The deal could not be analysed ({why}).": "Раздачу не удалось проанализировать ({why}).",
    "The solver is playing the deal through with every hand in view": "Решатель разыгрывает раздачу в открытую",
    "With best play by both sides from the first lead {name} ends with {n} points: best defence beats the contract.": "При лучшей игре обеих сторон с первого хода {name} набирает {n} очков: лучшая защита подсаживает контракт.",
    "With best play by both sides from the first lead {name} ends with {n} points: the contract was makeable.": "При лучшей игре обеих сторон с первого хода {name} набирает {n} очков: контракт был выполним.",
    "Your costly cards": "Ваши дорогие ошибки",
    "cost 1 point": "стоила 1 очко",
    "cost {n} points": "стоила {n} очк.",
    "declaring": "с объявлением",
    "defender": "защитник",
    "{name} played for {n}.": "{name} играл(а) {n}.",
    "{who}trick {k}: {card} {cost}; better {better}": "{who}взятка {k}: {card} {cost}; лучше {better}",
    "Nothing to undo in this deal": "В этой раздаче нечего отменять",
    "Nothing to undo in this round": "В этом раунде нечего отменять",
    "Nothing to redo": "Нечего возвращать",
    "Undo is off in hot-seat games: the others have seen the move": "В игре за одним экраном отмены нет: другие уже видели ход",
    "Thinking about a hint…": "Ищу подсказку…",
    "Hint: play the raised card": "Подсказка: сыграйте поднятую карту",
    "Hint: {what}": "Подсказка: {what}",
    "Hint: give {card} to {name}": "Подсказка: отдайте {card} игроку {name}",
    "bid {n}": "заказ {n}",
    "raise to {n}": "повысить до {n}",
    "give {card} to {name}": "отдать {card} игроку {name}",
    "pass": "пас",
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
    "{name}: rospisat'": "{name} расписывает",
    "{name}: spisat'": "{name} списывает",
    "{name} calls a redeal": "{name} объявляет пересдачу",
    "You call a redeal": "Вы объявляете пересдачу",
    "barrel": "бочка",
    "sits out": "не играет",
    "thinking": "думает",
    "{n} cards": ("{n} карта", "{n} карты", "{n} карт"),  # one, few, many (i18n.tr_count)
    "plays for {n}": "играет {n}",
    "defends": "защищается",

    # ------------------------------------------------------------ scoring
    "Redeal: the same dealer deals again": "Пересдача: сдаёт тот же игрок",
    "{name} gave up {n} (rospisat')": "{name}: {n} расписано",
    "{name} gave up {n} (spisat')": "{name}: {n} списано",
    "{name} made {n}": "{name}: {n} сыграно",
    "{name} failed {n}": "{name}: {n} не сыграно",
    "Tricks": "Взятки",
    "Results": "Итоги",
    "Next deal": "Дальше",
    "Points": "Очки",
    "Change": "Изменение",
    "Marks": "Отметки",
    "Main menu": "Главное меню",
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

    # ------------------------------------------------------------ options screen
    "Cards and input": "Карты и управление",
    "What the table shows": "Что показывает стол",
    "Screen, sound and language": "Экран, звук и язык",
    "Players and the deal": "Игроки и раздача",
    "Bidding": "Торговля",
    "Prikup, exchange and raise": "Прикуп, обмен и повышение",
    "Play and marriages": "Розыгрыш и марьяжи",
    "Scoring": "Подсчёт очков",
    "The barrel and the end": "Бочка и конец игры",
    "on": "вкл",
    "off": "выкл",
    "Saved to {path}": "Сохранено в {path}",
    "rule changes apply to the next game": "правила изменятся со следующей игры",
    "Preset {name} saved to {path}": "Набор {name} сохранён в {path}",
    "Preset: {name}": "Набор: {name}",
    "Table": "Стол",
    "Done": "Готово",
    # option values
    "declarer": "разыгрывающий",
    "highest": "больший счёт",
    "one at a time": "по одной",
    "three then one": "три, затем одна",
    "threes and twos": "по три и по две",
    "forehand": "первая рука",
    "dealer right": "справа от сдающего",
    "dealer": "сдающий",
    "dealer opposite": "напротив сдающего",
    "three deals": "три раздачи",
    "none": "нет",
    "every third": "каждая третья",
    "every time": "каждый раз",
    "twice free": "две бесплатно",
    "free": "бесплатно",
    "disabled": "запрещено",
    "with spisat": "со списанием",
    "half bid": "половина заказа",
    "bid": "заказ",
    "always": "всегда",
    "min bid": "мин. заказ",
    "upto 120": "до 120",
    "once": "один раз",
    "twice": "дважды",
    "suit then rank": "масть и старшинство",
    "alternate colours": "чередовать цвета",
    "counts": "число карт",
    "open": "открыто",
    "normal": "обычно",
    "slow": "медленно",
    "fast": "быстро",
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
    "the penalty for a penalised rospisat' (bid: minus the contract)":
        "штраф за роспись со штрафом (заказ: минус сумма заказа)",
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
    "cards of a finished trick turn over by themselves, else on a click":
        "карты сыгранной взятки переворачиваются сами, иначе по щелчку",
    "an arrow points from each card of a trick to its winner":
        "стрелка от каждой карты взятки к тому, кто её взял",
    "once: a click plays a card; twice: click to select, again to play":
        "один раз: щелчок играет карту; дважды: щелчок выбирает, второй играет",
    "how your hand is sorted": "как сортировать карты на руке",
    "drag cards to reorder them within your hand":
        "перетаскивайте карты, чтобы менять их порядок на руке",
    "a quick swipe of a card towards the table plays it":
        "быстрый взмах картой к столу разыгрывает её",
    "leading the K or Q of a marriage declares it without asking":
        "ход королём или дамой марьяжа объявляет его без вопроса",
    "ask before a redeal or rospisat' is declared": "спрашивать перед пересдачей или росписью",
    "show the scoreboard": "показывать счёт",
    "show the panel of marriages declared": "показывать объявленные марьяжи",
    "show the card points taken in this deal": "показывать очки, взятые в этой раздаче",
    "show which suit is trump": "показывать козырную масть",
    "counts: show how many cards each hand holds; open: every hand face up, for practice":
        "число карт: сколько карт у каждого; открыто: все карты открыты, для тренировки",
    "play in full screen, else in a window": "во весь экран, иначе в окне",
    "how fast cards move": "скорость движения карт",
    "play sounds": "включить звуки",
    "the language of the menus and messages": "язык меню и сообщений",
    "AI players": "Компьютерные игроки",
    "how strong new AI players are: easy and normal play by rules, hard searches and "
        "reads the bidding, expert is hard with twice the time":
        "сила новых компьютерных игроков: лёгкий и средний играют по правилам, сложный просчитывает расклады и читает торговлю, эксперт — сложный с удвоенным временем",
    "Declare four aces?": "Объявить четыре туза?",
    "Leading an ace with all four in hand declares them for {n} (R38).": "Заход с туза, когда на руке все четыре, объявляет их за {n} (R38).",
    "{n} is not a bid you can make now": "Заказать {n} сейчас нельзя",
    "{n} is not a raise you can make now": "Поднять до {n} сейчас нельзя",
    # ------------------------------------------------------------ Tichu: menu, setup and options
    "Tichu": "Тичу",
    "the partnership climbing game": "командная игра на сброс карт",
    "New game of Tichu": "Новая партия в Тичу",
    "Seat {n} · left opponent": "Место {n} · соперник слева",
    "Seat {n} · partner": "Место {n} · партнёр",
    "Seat {n} · right opponent": "Место {n} · соперник справа",
    "To a score": "До счёта",
    "Fixed rounds": "Число раундов",
    "Tournament": "Турнир",
    "To {n} points": "До {n} очков",
    "Rounds: {n}": "Раундов: {n}",
    "The game ends when a team reaches the score (T27).":
        "Игра заканчивается, когда команда набирает этот счёт (T27).",
    "Exactly this many rounds, whatever the scores (T27).":
        "Ровно столько раундов, каким бы ни был счёт (T27).",
    "9 rounds; partners change every 3 rounds; no Grand Tichu (T28).":
        "9 раундов; партнёры меняются каждые 3 раунда; без Большого Тичу (T28).",
    "At least one seat must be human: four AI players are the demo's.":
        "Хотя бы одно место должен занять человек: четыре компьютерных игрока — это демо.",
    "Click a name to change it. Partners sit opposite; play goes to the left.":
        "Щёлкните по имени, чтобы изменить его. Партнёры сидят друг напротив друга; ход идёт влево.",
    "Tichu rules": "Правила Тичу",
    "to the target": "до целевого счёта",
    "Grand Tichu may be called after the first 8 cards":
        "Большое Тичу можно объявить после первых 8 карт",
    "when a Tichu may be called: until one's first card (official), or only before one gives the exchange cards":
        "когда можно объявить Тичу: до своей первой карты (официально) или только пока не отданы карты обмена",
    "a bomb without the wished rank, by a player who could fulfil the wish: only out of turn (official FAQ), or also in turn (the seed's house rule)":
        "бомба без загаданного достоинства от игрока, который мог бы исполнить желание: только вне очереди (официальный FAQ) или и в свой ход (домашнее правило исходного описания)",
    "the score that ends the game": "счёт, на котором игра заканчивается",
    "play this many rounds instead of to the target (0: to the target)":
        "сыграть столько раундов вместо игры до целевого счёта (0: до целевого счёта)",
    "the seed's tournament: 9 rounds, partners change every 3, winning points":
        "турнир исходного описания: 9 раундов, партнёры меняются каждые 3, очки за победы",
    "before first card": "до первой карты",
    "before exchange": "до обмена",
    "out of turn": "вне очереди",
    "any time": "в любой момент",

    # ------------------------------------------------------------ Tichu: the table, dialogs and scoring
    # places (PLACES): "out: {place}" and the like
    "1st": "1-е",
    "2nd": "2-е",
    "3rd": "3-е",
    "4th": "4-е",
    # the deal, Grand Tichu and the exchange
    "Grand Tichu": "Большое Тичу",
    "Grand Tichu!": "Большое Тичу!",
    "Tichu!": "Тичу!",
    "Grand Tichu? You have seen 8 of your 14 cards (T4)":
        "Большое Тичу? Вы видели 8 из 14 своих карт (T4)",
    "200 points if you go out first, 200 off if not":
        "+200, если выйдете раньше всех, иначе −200",
    "Call Tichu?": "Объявить Тичу?",
    "You bet that you go out first this round: 100 points if you do, 100 off if you do not (T6, T7).":
        "Вы ставите на то, что в этом раунде выйдете раньше всех: 100 очков, если выйдете, "
        "и минус 100, если нет (T6, T7).",
    "Give a card to each player": "Отдайте по карте каждому игроку",
    "Drag a card onto a slot, or click it and then the slot":
        "Тащите карту в ячейку или щёлкните её и ячейку",
    "Now click a slot (or press 1, 2, 3)": "Теперь щёлкните по ячейке (или нажмите 1, 2, 3)",
    "Ready: Give passes the three cards": "Готово: «Отдать» передаст три карты",
    "Give": "Отдать",
    "Take back": "Вернуть",
    "Waiting for the others to choose their cards": "Ждём, пока остальные выберут карты",
    "to {name}": "→ {name}",
    "from {name}": "← {name}",
    # play
    "Your lead": "Вы начинаете",
    "Your turn": "Ваш ход",
    "Play": "Сыграть",
    "Bomb!": "Бомба!",
    "No bomb": "Без бомбы",
    "Your bomb: pick its cards, then Play (Esc: no bomb)":
        "Бомба: выберите карты и «Сыграть» (Esc: отмена)",
    "You hold no bomb that may be played now": "У вас нет бомбы, которую можно сыграть сейчас",
    "Pick the cards to play first": "Сначала выберите карты для хода",
    "Not a combination (T10)": "Это не комбинация (T10)",
    "{what}: may be played": "{what}: можно сыграть",
    "not now": "не сейчас",
    "Which combination?": "Какая комбинация?",
    "The Phoenix can stand for more than one card here.":
        "Феникс здесь может заменить разные карты.",
    "Who bombs?": "Кто бросает бомбу?",
    "The others look away: only the one who bombs sees their hand.":
        "Остальные не смотрят: свои карты видит только тот, кто бросает бомбу.",
    "Your wish": "Ваше желание",
    "The Mah Jong lets you wish for a rank: the first player who can play it must (T15, T16).":
        "Маджонг позволяет загадать достоинство: первый игрок, который может его сыграть, "
        "обязан это сделать (T15, T16).",
    "No wish": "Без желания",
    "Give the Dragon's trick": "Отдать взятку Дракона",
    "The Dragon's trick goes to an opponent of your choice (T19).":
        "Взятка Дракона достаётся сопернику на ваш выбор (T19).",
    "{name} holds {n} cards": ("{name}: {n} карта", "{name}: {n} карты", "{name}: {n} карт"),
    # banners
    "{name} calls Grand Tichu!": "{name} объявляет Большое Тичу!",
    "You call Grand Tichu!": "Вы объявляете Большое Тичу!",
    "{name} calls Tichu!": "{name} объявляет Тичу!",
    "You call Tichu!": "Вы объявляете Тичу!",
    "{name} bombs!": "{name} бросает бомбу!",
    "You bomb!": "Вы бросаете бомбу!",
    "The Dog: {name} leads": "Собака: начинает {name}",
    "{name} wishes for a {rank}": "{name} загадывает: {rank}",
    "You wish for a {rank}": "Вы загадываете: {rank}",
    "The wish is fulfilled": "Желание исполнено",
    "{name} gives the Dragon's trick to {other}": "{name} отдаёт взятку Дракона игроку {other}",
    "You give the Dragon's trick to {other}": "Вы отдаёте взятку Дракона игроку {other}",
    "{name} is out: {place}": "{name} выходит: {place} место",
    "You are out: {place}": "Вы выходите: {place} место",
    # the players' plates and the info panel
    "partner": "партнёр",
    "you": "вы",
    "out: {place}": "{place} место",
    "no Grand Tichu": "без Большого",
    "cards chosen": "карты выбраны",
    "choosing cards": "выбирает карты",
    "passed": "пас",
    "holds the trick": "держит взятку",
    "leads": "начинает",
    "Tournament, round {n} of 9": "Турнир, раунд {n} из 9",
    "Round {n} of {m}": "Раунд {n} из {m}",
    "Round {n} · to {target}": "Раунд {n} · до {target}",
    "Wish: {rank}": "Желание: {rank}",
    "wish: {rank}": "желание: {rank}",
    # combinations (combination_words); {rank} is 2 ... 10, J, Q, K, A
    "Dragon": "Дракон",
    "the Dog": "Собака",
    "the Phoenix": "Феникс",
    "the Mah Jong": "Маджонг",
    "the Dragon": "Дракон",
    "single {rank}": "карта {rank}",
    "pair of {rank}s": "пара {rank}",
    "three {rank}s": "тройка {rank}",
    "full house, three {rank}s": "фулл-хаус, тройка {rank}",
    "straight of {n} to {rank}": "стрит из {n} до {rank}",
    "{n} pairs in a row to {rank}": "лесенка из {n} пар до {rank}",
    "bomb, four {rank}s": "бомба: каре {rank}",
    "straight flush bomb to {rank}": "бомба: стрит-флеш до {rank}",
    # the round's result, the score sheet, the end
    "Round {n}": "Раунд {n}",
    "Out: {order}": "Места: {order}",
    "Double win for {team}: 200, no cards counted (T24)":
        "{team}: двойная победа, 200, карты не считаются (T24)",
    "{team}: {n} card points": "{team}, очки карт: {n}",
    "{name}: {call} made, +{n}": "{name}: {call} +{n}",
    "{name}: {call} failed, −{n}": "{name}: {call} −{n}",
    "{team}: {change:+d}, now {total}": "{team}: {change:+d}, итого {total}",
    "Winning points this round: {list}": "Очки за победы в этом раунде: {list}",
    "Next round": "Новый раунд",
    "Calls and notes": "Объявления и отметки",
    "double win": "двойная победа",
    "Winning points / Tichu points": "Очки за победы / очки Тичу",
    "No round has been scored yet.": "Ещё ни один раунд не записан.",
    "A draw": "Ничья",
    "Winners: {names}": "Победители: {names}",
    "{n} rounds played": "Сыграно раундов: {n}",
    "Rules of this game": "Правила этой игры",
    "The rules in full: docs/TICHU_RULES.md": "Полные правила: docs/TICHU_RULES.md",
    "Another copy of the game (process {pid}) has the data folder {folder} open. This one saves nothing (games, statistics), so that neither writes over the other's game in progress.":
        'Папку данных {folder} уже открыла другая копия игры (процесс {pid}). Эта ничего не сохраняет (ни партий, ни статистики), чтобы они не затёрли друг другу незаконченную партию.',
}
