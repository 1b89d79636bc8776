"""Українська: the table's texts in Ukrainian (see game/ui/i18n.py).

Keys are the English texts as written in the code; `{fields}` stay as they are.
"""

STRINGS = {
    "1000": "1000",  # the game's name on the menu's choice of game
    # ------------------------------------------------------------ main menu, new game
    "Tysiacha": "Тисяча",
    "the card game 1000": "карткова гра 1000",
    "Continue": "Продовжити",
    "New game": "Нова гра",
    "Options": "Налаштування",
    "Rules": "Правила",
    "Quit": "Вихід",
    "Some settings in {path} were not used:": "Деякі налаштування в {path} не використано:",
    "3 players": "3 гравці",
    "4 players": "4 гравці",
    "vs AI": "З комп'ютером",
    "Hot-seat": "Хот-сит",
    "Human": "Людина",
    "AI": "Комп'ютер",
    "Easy": "Легкий",
    "Normal": "Середній",
    "Hard": "Складний",
    "Expert": "Експерт",
    "Start": "Почати",
    "Back": "Назад",
    "You": "Ви",
    "Player": "Гравець",
    "Seat {n}": "Місце {n}",
    "Unavailable: no sound device was found, so the game is silent ({problem}).":
        "Недоступно: звуковий пристрій не знайдено, гра йде без звуку ({problem}).",
    "A game is in progress": "Триває гра",
    "A new game takes its place: the game in progress ends and cannot be continued. (Finished games are kept in the games folder.)":
        "Нова гра займе її місце: поточна гра закінчиться, і продовжити її буде не можна. (Завершені ігри зберігаються в теці games.)",
    "Keep playing": "Грати далі",
    "Who sits where?": "Хто де сидить?",
    "The saved game goes on, but {problem}: say which seats are human.":
        "Збережена гра триває, але {problem}: вкажіть, які місця займають люди.",
    "The saved game {file} could not be read ({why}); it was moved to {name}.":
        "Збережену гру {file} не вдалося прочитати ({why}); файл перейменовано на {name}.",
    "{file} is missing": "файлу {file} немає",
    "{file} could not be read ({why})": "файл {file} не читається ({why})",
    "not valid YAML, line {n}": "помилка YAML, рядок {n}",
    "not valid YAML": "помилка YAML",
    "not UTF-8 text": "не текст UTF-8",
    "{file} does not say who sits in each of the {n} seats":
        "у файлі {file} не сказано, хто сидить на кожному з {n} місць",
    "Click a name to change it. Play goes to the left, seat 1 first.":
        "Клацніть на ім'я, щоб змінити його. Хід іде ліворуч, першим — місце 1.",
    "Demo: the AI players at work. Click or press a key to play.":
        "Демо: грає комп'ютер. Клацніть або натисніть клавішу, щоб грати.",

    # ------------------------------------------------------------ cutting and dealing
    "Cutting for the deal": "Жереб: хто роздає",
    "A tie for the highest card: cut again": "Нічия за старшою картою: тягнемо ще раз",
    "{name} deals": "{name} роздає",
    "You deal": "Ви роздаєте",
    "{name} dealt": "{name}: карти роздано",

    # ------------------------------------------------------------ in-game menu, hot-seat
    "Resume": "Продовжити",
    "Score sheet": "Таблиця очок",
    "Save screenshot": "Знімок екрана",
    "Quit to menu": "Вийти в меню",
    "Quit game": "Вийти з гри",
    "Saved {path}": "Збережено: {path}",
    "Paused": "Пауза",
    "I am {name}: show my cards": "Я — {name}: показати мої карти",
    "Pass to {name}": "Передайте гравцеві {name}",
    "The others look away; click when ready.": "Інші не дивляться; клацніть, коли будете готові.",

    # ------------------------------------------------------------ score sheet, tricks, rules
    "Close": "Закрити",
    "scroll for more": "прокрутіть далі",
    "Deal": "Роздача",
    "No deal has been scored yet.": "Ще жодну роздачу не записано.",
    "Tricks of this deal": "Взятки цієї роздачі",
    "Prikup": "Прикуп",
    "four aces": "чотири тузи",
    "marriage": "мар'яж",
    "No trick was played in this deal.": "У цій роздачі не було взятків.",
    "The options in force (change them in Options):":
        "Чинні правила (змінюються в Налаштуваннях):",
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
    "Pass": "Пас",
    "Your bid": "Ваше замовлення",
    "You open the bidding": "Ви починаєте торги",
    "highest {n}": "зараз {n}",
    "You may only pass now": "Тепер можна лише пасувати",

    # ------------------------------------------------------------ prikup, exchange, raise
    "Yes": "Так",
    "No": "Ні",
    "Two or more nines in the prikup: call a redeal? (R13)":
        "У прикупі дві дев'ятки або більше: перероздача? (R13)",
    "You hold four nines: call a redeal? (R12)": "У вас чотири дев'ятки: перероздача? (R12)",
    "Redeal": "Перероздати",
    "Play on": "Грати",
    "Choose a card for each defender": "Виберіть карту кожному суперникові",
    "To {name}": "→ {name}",
    "Pass cards": "Віддати карти",
    "Contract {n}: keep it or raise it (R27)": "Замовлення {n}: залишити чи підвищити (R27)",
    "Keep {n}": "Залишити {n}",
    "Raise": "Підвищити",
    "Rospisat'": "Розписати",
    "Spisat'": "Списати",
    "Call a redeal?": "Оголосити перероздачу?",
    "The deal is void and the same dealer deals again.":
        "Роздача скасовується, і той самий гравець роздає знову.",
    "Rospisat'?": "Розписати?",
    "You give up the contract of {n}: it counts against you and the defenders score their share "
    "(R30).":
        "Ви відмовляєтеся від замовлення {n}: воно йде вам у мінус, а суперники отримують свою "
        "частку (R30).",
    "Spisat'?": "Списати?",
    "You give up the deal; the defenders score (R32).":
        "Ви здаєте роздачу; суперники отримують очки (R32).",

    # ------------------------------------------------------------ play
    "Declare the marriage?": "Оголосити мар'яж?",
    "Leading this card with its partner in hand declares the marriage {suit} for {n} and makes "
    "{suit} trump (R37).":
        "Хід цією картою, коли її пара у вас на руці, оголошує мар'яж {suit} на {n}, і {suit} "
        "стає козирем (R37).",
    "Declare": "Оголосити",
    "Just play": "Просто піти",

    # ------------------------------------------------------------ table, panels, hints
    "Menu": "Меню",
    "Hint": "Підказка",
    "Last trick": "Ост. взяток",
    "Undo": "Скасувати",
    "No deal scored yet": "Ще жодної роздачі",
    'Against each AI level': 'Проти кожного рівня ШІ',
    'Every game counted so far is forgotten; the games themselves stay in the games folder.': 'Усі враховані партії буде забуто; самі партії залишаться в теці games.',
    'Keep them': 'Залишити',
    'No game of 1000 counted yet: the figures come after each deal of a game at the table.': "Ще не враховано жодної партії в 1000: цифри з'являються після кожної роздачі за столом.",
    'Past games': 'Партії',
    'Players': 'Гравці',
    'Reset': 'Скинути',
    'Reset the statistics?': 'Скинути статистику?',
    'Statistics': 'Статистика',
    "The last games' final scores": 'Підсумкові очки останніх партій',
    'no finished game yet': 'закінчених партій поки немає',
    'Games played': 'Зіграно партій',
    'Games won': 'Виграно партій',
    'Win rate': 'Частка перемог',
    'Average final score': 'Середній підсумок',
    'Best game': 'Найкраща партія',
    'Deals as declarer': 'Роздач розігрувачем',
    'Contracts made': 'Контрактів зіграно',
    'Contracts failed': 'Контрактів не зіграно',
    'Average contract': 'Середній контракт',
    'Barrels climbed': 'Заїздів на бочку',
    'Barrels fallen off': 'Злетів з бочки',
    'Zero marks': 'Нулів (болтів)',
    'Marriages declared': 'Оголошено марʼяжів',
    'Rounds played': 'Зіграно раундів',
    'Out first': 'Вийшли першими',
    'Double wins': 'Подвійні перемоги',
    'Tichu made / called': 'Тічу зіграно / замовлено',
    'Grand Tichu made / called': 'Гранд Тічу зіграно / замовлено',
    'Bombs played': 'Зіграно бомб',
    'No game of Tichu counted yet: the figures come after each round of a game at the table.': "Партій у Тічу поки не враховано: цифри з'являються після кожного раунду партії за столом.",
    'Games with undo': 'Партій зі скасуванням ходів',
    "Round {k} of {n}, step {j} of {m}": "Раунд {k} з {n}, хід {j} з {m}",
    "Round »": "Раунд »",
    "« Round": "« Раунд",
    "No finished game of Tichu yet: each game played to its end is kept to be watched here.": "Закінчених партій у Тічу поки немає: кожна дограна партія зберігається, щоб її можна було переглянути тут.",
    "Deal {k} of {n}, step {j} of {m}": "Роздача {k} з {n}, хід {j} з {m}",
    "Deal »": "Роздача »",
    "« Deal": "« Роздача",
    "Trick ›": "Взяток ›",
    "‹ Trick": "‹ Взяток",
    "Newer": "Новіші",
    "Older": "Старіші",
    "Pause": "Пауза",
    "No finished game of 1000 yet: each game played to its end is kept to be watched here.": "Закінчених партій у 1000 поки немає: кожна дограна партія зберігається, щоб її можна було переглянути тут.",
    "cannot be watched: {why}": "не можна переглянути: {why}",
    "{file} cannot be watched: {why}": "{file} не можна переглянути: {why}",
    "not finished": "не закінчена",
    "won by {name}": "перемога: {name}",
    "With best play by both sides from the first lead you end with {n} points: the contract was makeable.": "За найкращої гри обох сторін з першого ходу ви набираєте {n} очок: контракт був виконуваний.",
    "With best play by both sides from the first lead you end with {n} points: best defence beats the contract.": "За найкращої гри обох сторін з першого ходу ви набираєте {n} очок: найкращий захист підсаджує контракт.",
    "Analysis": "Аналіз",
    "At the table: {n} points, the contract made.": "За столом: {n} очок, контракт зіграно.",
    "At the table: {n} points, the contract failed.": "За столом: {n} очок, контракт не зіграно.",
    "Deal {k} with every hand in view": "Роздача {k} у відкриту",
    "Every card (its cost in points)": "Кожна карта (її ціна в очках)",
    "No card was played in this deal: nothing to analyse.": "У цій роздачі не зіграно жодної карти: аналізувати нічого.",
    "None: every card you played was as good as the best card then.": "Немає: кожна ваша карта була не гіршою за найкращу в той момент.",
    "Points given away": "Втрачені очки",
    "The deal could not be analysed ({why}).": "Роздачу не вдалося проаналізувати ({why}).",
    "The solver is playing the deal through with every hand in view": "Розв'язувач розігрує роздачу у відкриту",
    "With best play by both sides from the first lead {name} ends with {n} points: best defence beats the contract.": "За найкращої гри обох сторін з першого ходу {name} набирає {n} очок: найкращий захист підсаджує контракт.",
    "With best play by both sides from the first lead {name} ends with {n} points: the contract was makeable.": "За найкращої гри обох сторін з першого ходу {name} набирає {n} очок: контракт був виконуваний.",
    "Your costly cards": "Ваші дорогі помилки",
    "cost 1 point": "коштувала 1 очко",
    "cost {n} points": "коштувала {n} очк.",
    "declaring": "з оголошенням",
    "defender": "захисник",
    "{name} played for {n}.": "{name} грав(ла) {n}.",
    "{who}trick {k}: {card} {cost}; better {better}": "{who}взяток {k}: {card} {cost}; краще {better}",
    "Nothing to undo in this deal": "У цій роздачі нічого скасовувати",
    "Nothing to undo in this round": "У цьому раунді нічого скасовувати",
    "Nothing to redo": "Нічого повертати",
    "Undo is off in hot-seat games: the others have seen the move": "У грі за одним екраном скасування немає: інші вже бачили хід",
    "Thinking about a hint…": "Шукаю підказку…",
    "Hint: play the raised card": "Підказка: зіграйте підняту карту",
    "Hint: {what}": "Підказка: {what}",
    "Hint: give {card} to {name}": "Підказка: віддайте {card} гравцеві {name}",
    "bid {n}": "замовлення {n}",
    "raise to {n}": "підвищити до {n}",
    "give {card} to {name}": "віддати {card} гравцеві {name}",
    "pass": "пас",
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
    "{name}: rospisat'": "{name} розписує",
    "{name}: spisat'": "{name} списує",
    "{name} calls a redeal": "{name} оголошує перероздачу",
    "You call a redeal": "Ви оголошуєте перероздачу",
    "barrel": "бочка",
    "sits out": "не грає",
    "thinking": "думає",
    "{n} cards": ("{n} карта", "{n} карти", "{n} карт"),  # one, few, many (i18n.tr_count)
    "plays for {n}": "грає {n}",
    "defends": "захищається",

    # ------------------------------------------------------------ scoring
    "Redeal: the same dealer deals again": "Перероздача: роздає той самий гравець",
    "{name} gave up {n} (rospisat')": "{name}: {n} розписано",
    "{name} gave up {n} (spisat')": "{name}: {n} списано",
    "{name} made {n}": "{name}: {n} зіграно",
    "{name} failed {n}": "{name}: {n} не зіграно",
    "Tricks": "Взятки",
    "Results": "Підсумки",
    "Next deal": "Далі",
    "Points": "Очки",
    "Change": "Зміна",
    "Marks": "Позначки",
    "Main menu": "Головне меню",
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

    # ------------------------------------------------------------ options screen
    "Cards and input": "Карти й керування",
    "What the table shows": "Що показує стіл",
    "Screen, sound and language": "Екран, звук і мова",
    "Players and the deal": "Гравці й роздача",
    "Bidding": "Торги",
    "Prikup, exchange and raise": "Прикуп, обмін і підвищення",
    "Play and marriages": "Розіграш і мар'яжі",
    "Scoring": "Підрахунок очок",
    "The barrel and the end": "Бочка й кінець гри",
    "on": "увімк",
    "off": "вимк",
    "Saved to {path}": "Збережено в {path}",
    "rule changes apply to the next game": "правила зміняться з наступної гри",
    "Preset {name} saved to {path}": "Набір {name} збережено в {path}",
    "Preset: {name}": "Набір: {name}",
    "Table": "Стіл",
    "Done": "Готово",
    # option values
    "declarer": "розігрувач",
    "highest": "більший рахунок",
    "one at a time": "по одній",
    "three then one": "три, потім одна",
    "threes and twos": "по три й по дві",
    "forehand": "перша рука",
    "dealer right": "праворуч від роздавача",
    "dealer": "роздавач",
    "dealer opposite": "навпроти роздавача",
    "three deals": "три роздачі",
    "none": "немає",
    "every third": "кожен третій",
    "every time": "щоразу",
    "twice free": "двічі безкоштовно",
    "free": "безкоштовно",
    "disabled": "заборонено",
    "with spisat": "зі списанням",
    "half bid": "половина замовлення",
    "bid": "замовлення",
    "always": "завжди",
    "min bid": "мін. замовлення",
    "upto 120": "до 120",
    "once": "один раз",
    "twice": "двічі",
    "suit then rank": "масть і старшинство",
    "alternate colours": "чергувати кольори",
    "counts": "кількість карт",
    "open": "відкрито",
    "normal": "звичайно",
    "slow": "повільно",
    "fast": "швидко",
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
    "the penalty for a penalised rospisat' (bid: minus the contract)":
        "штраф за розпис зі штрафом (замовлення: мінус сума замовлення)",
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
    "cards of a finished trick turn over by themselves, else on a click":
        "карти зіграного взятку перевертаються самі, інакше клацанням",
    "an arrow points from each card of a trick to its winner":
        "стрілка від кожної карти взятку до того, хто його взяв",
    "once: a click plays a card; twice: click to select, again to play":
        "один раз: клацання грає карту; двічі: клацання вибирає, друге грає",
    "how your hand is sorted": "як сортувати карти на руці",
    "drag cards to reorder them within your hand":
        "перетягуйте карти, щоб змінювати їхній порядок на руці",
    "a quick swipe of a card towards the table plays it":
        "швидкий змах картою до столу розігрує її",
    "leading the K or Q of a marriage declares it without asking":
        "хід королем або дамою мар'яжу оголошує його без запитання",
    "ask before a redeal or rospisat' is declared": "питати перед перероздачею чи розписом",
    "show the scoreboard": "показувати рахунок",
    "show the panel of marriages declared": "показувати оголошені мар'яжі",
    "show the card points taken in this deal": "показувати очки, взяті в цій роздачі",
    "show which suit is trump": "показувати козирну масть",
    "counts: show how many cards each hand holds; open: every hand face up, for practice":
        "кількість карт: скільки карт у кожного; відкрито: усі карти відкриті, для тренування",
    "play in full screen, else in a window": "на весь екран, інакше у вікні",
    "how fast cards move": "швидкість руху карт",
    "play sounds": "вмикати звуки",
    "the language of the menus and messages": "мова меню й повідомлень",
    "AI players": "Комп’ютерні гравці",
    "how strong new AI players are: easy and normal play by rules, hard searches and "
        "reads the bidding, expert is hard with twice the time":
        "сила нових комп’ютерних гравців: легкий і середній грають за правилами, складний прораховує розклади й читає торгівлю, експерт — складний з подвоєним часом",
    "Declare four aces?": "Оголосити чотири тузи?",
    "Leading an ace with all four in hand declares them for {n} (R38).": "Хід із туза, коли на руці всі чотири, оголошує їх за {n} (R38).",
    "{n} is not a bid you can make now": "Замовити {n} зараз не можна",
    "{n} is not a raise you can make now": "Підняти до {n} зараз не можна",
    # ------------------------------------------------------------ Tichu: menu, setup and options
    "Tichu": "Тічу",
    "the partnership climbing game": "командна гра на скидання карт",
    "New game of Tichu": "Нова партія в Тічу",
    "Seat {n} · left opponent": "Місце {n} · суперник ліворуч",
    "Seat {n} · partner": "Місце {n} · партнер",
    "Seat {n} · right opponent": "Місце {n} · суперник праворуч",
    "To a score": "До рахунку",
    "Fixed rounds": "Кількість раундів",
    "Tournament": "Турнір",
    "To {n} points": "До {n} очок",
    "Rounds: {n}": "Раундів: {n}",
    "The game ends when a team reaches the score (T27).":
        "Гра закінчується, коли команда набирає цей рахунок (T27).",
    "Exactly this many rounds, whatever the scores (T27).":
        "Рівно стільки раундів, яким би не був рахунок (T27).",
    "9 rounds; partners change every 3 rounds; no Grand Tichu (T28).":
        "9 раундів; партнери змінюються кожні 3 раунди; без Великого Тічу (T28).",
    "At least one seat must be human: four AI players are the demo's.":
        "Хоча б одне місце має зайняти людина: чотири комп'ютерні гравці — це демо.",
    "Click a name to change it. Partners sit opposite; play goes to the left.":
        "Клацніть на ім'я, щоб змінити його. Партнери сидять навпроти; хід іде ліворуч.",
    "Tichu rules": "Правила Тічу",
    "to the target": "до цільового рахунку",
    "Grand Tichu may be called after the first 8 cards":
        "Велике Тічу можна оголосити після перших 8 карт",
    "when a Tichu may be called: until one's first card (official), or only before one gives the exchange cards":
        "коли можна оголосити Тічу: до своєї першої карти (офіційно) або лише доки не віддано карти обміну",
    "a bomb without the wished rank, by a player who could fulfil the wish: only out of turn (official FAQ), or also in turn (the seed's house rule)":
        "бомба без загаданого рангу від гравця, який міг би виконати бажання: лише поза чергою (офіційний FAQ) або й у свій хід (домашнє правило вихідного опису)",
    "the score that ends the game": "рахунок, на якому гра закінчується",
    "play this many rounds instead of to the target (0: to the target)":
        "зіграти стільки раундів замість гри до цільового рахунку (0: до цільового рахунку)",
    "the seed's tournament: 9 rounds, partners change every 3, winning points":
        "турнір вихідного опису: 9 раундів, партнери змінюються кожні 3, очки за перемоги",
    "before first card": "до першої карти",
    "before exchange": "до обміну",
    "out of turn": "поза чергою",
    "any time": "будь-коли",

    # ------------------------------------------------------------ Tichu: the table, dialogs and scoring
    # places (PLACES): "out: {place}" and the like
    "1st": "1-ше",
    "2nd": "2-ге",
    "3rd": "3-тє",
    "4th": "4-те",
    # the deal, Grand Tichu and the exchange
    "Grand Tichu": "Велике Тічу",
    "Grand Tichu!": "Велике Тічу!",
    "Tichu!": "Тічу!",
    "Grand Tichu? You have seen 8 of your 14 cards (T4)":
        "Велике Тічу? Ви бачили 8 із 14 своїх карт (T4)",
    "200 points if you go out first, 200 off if not":
        "+200, якщо вийдете раніше за всіх, інакше −200",
    "Call Tichu?": "Оголосити Тічу?",
    "You bet that you go out first this round: 100 points if you do, 100 off if you do not (T6, T7).":
        "Ви ставите на те, що в цьому раунді вийдете раніше за всіх: 100 очок, якщо вийдете, "
        "і мінус 100, якщо ні (T6, T7).",
    "Give a card to each player": "Віддайте по карті кожному гравцеві",
    "Drag a card onto a slot, or click it and then the slot":
        "Тягніть карту в комірку або клацніть її й комірку",
    "Now click a slot (or press 1, 2, 3)": "Тепер клацніть комірку (або натисніть 1, 2, 3)",
    "Ready: Give passes the three cards": "Готово: «Віддати» передасть три карти",
    "Give": "Віддати",
    "Take back": "Повернути",
    "Waiting for the others to choose their cards": "Чекаємо, доки інші виберуть карти",
    "to {name}": "→ {name}",
    "from {name}": "← {name}",
    # play
    "Your lead": "Ви починаєте",
    "Your turn": "Ваш хід",
    "Play": "Зіграти",
    "Bomb!": "Бомба!",
    "No bomb": "Без бомби",
    "Your bomb: pick its cards, then Play (Esc: no bomb)":
        "Бомба: виберіть карти й «Зіграти» (Esc: без бомби)",
    "You hold no bomb that may be played now": "У вас немає бомби, яку можна зіграти зараз",
    "Pick the cards to play first": "Спочатку виберіть карти для ходу",
    "Not a combination (T10)": "Це не комбінація (T10)",
    "{what}: may be played": "{what}: можна зіграти",
    "not now": "не зараз",
    "Which combination?": "Яка комбінація?",
    "The Phoenix can stand for more than one card here.":
        "Фенікс тут може замінити різні карти.",
    "Who bombs?": "Хто кидає бомбу?",
    "The others look away: only the one who bombs sees their hand.":
        "Інші не дивляться: свої карти бачить лише той, хто кидає бомбу.",
    "Your wish": "Ваше бажання",
    "The Mah Jong lets you wish for a rank: the first player who can play it must (T15, T16).":
        "Маджонг дає змогу загадати ранг: перший гравець, який може його зіграти, "
        "мусить це зробити (T15, T16).",
    "No wish": "Без бажання",
    "Give the Dragon's trick": "Віддати взяток Дракона",
    "The Dragon's trick goes to an opponent of your choice (T19).":
        "Взяток Дракона дістається суперникові на ваш вибір (T19).",
    "{name} holds {n} cards": ("{name}: {n} карта", "{name}: {n} карти", "{name}: {n} карт"),
    # banners
    "{name} calls Grand Tichu!": "{name} оголошує Велике Тічу!",
    "You call Grand Tichu!": "Ви оголошуєте Велике Тічу!",
    "{name} calls Tichu!": "{name} оголошує Тічу!",
    "You call Tichu!": "Ви оголошуєте Тічу!",
    "{name} bombs!": "{name} кидає бомбу!",
    "You bomb!": "Ви кидаєте бомбу!",
    "The Dog: {name} leads": "Собака: починає {name}",
    "{name} wishes for a {rank}": "{name} загадує: {rank}",
    "You wish for a {rank}": "Ви загадуєте: {rank}",
    "The wish is fulfilled": "Бажання виконано",
    "{name} gives the Dragon's trick to {other}": "{name} віддає взяток Дракона гравцеві {other}",
    "You give the Dragon's trick to {other}": "Ви віддаєте взяток Дракона гравцеві {other}",
    "{name} is out: {place}": "{name} виходить: {place} місце",
    "You are out: {place}": "Ви виходите: {place} місце",
    # the players' plates and the info panel
    "partner": "партнер",
    "you": "ви",
    "out: {place}": "{place} місце",
    "no Grand Tichu": "без Великого Тічу",
    "cards chosen": "карти вибрано",
    "choosing cards": "вибирає карти",
    "passed": "пас",
    "holds the trick": "тримає взяток",
    "leads": "починає",
    "Tournament, round {n} of 9": "Турнір, раунд {n} з 9",
    "Round {n} of {m}": "Раунд {n} з {m}",
    "Round {n} · to {target}": "Раунд {n} · до {target}",
    "Wish: {rank}": "Бажання: {rank}",
    "wish: {rank}": "бажання: {rank}",
    # combinations (combination_words); {rank} is 2 ... 10, J, Q, K, A
    "Dragon": "Дракон",
    "the Dog": "Собака",
    "the Phoenix": "Фенікс",
    "the Mah Jong": "Маджонг",
    "the Dragon": "Дракон",
    "single {rank}": "карта {rank}",
    "pair of {rank}s": "пара {rank}",
    "three {rank}s": "трійка {rank}",
    "full house, three {rank}s": "фул-хаус, трійка {rank}",
    "straight of {n} to {rank}": "стріт із {n} до {rank}",
    "{n} pairs in a row to {rank}": "драбинка з {n} пар до {rank}",
    "bomb, four {rank}s": "бомба: каре {rank}",
    "straight flush bomb to {rank}": "бомба: стріт-флеш до {rank}",
    # the round's result, the score sheet, the end
    "Round {n}": "Раунд {n}",
    "Out: {order}": "Місця: {order}",
    "Double win for {team}: 200, no cards counted (T24)":
        "{team}: подвійна перемога, 200, карти не рахуються (T24)",
    "{team}: {n} card points": "{team}, очки карт: {n}",
    "{name}: {call} made, +{n}": "{name}: {call} +{n}",
    "{name}: {call} failed, −{n}": "{name}: {call} −{n}",
    "{team}: {change:+d}, now {total}": "{team}: {change:+d}, разом {total}",
    "Winning points this round: {list}": "Очки за перемоги в цьому раунді: {list}",
    "Next round": "Новий раунд",
    "Calls and notes": "Оголошення й позначки",
    "double win": "подвійна перемога",
    "Winning points / Tichu points": "Очки за перемоги / очки Тічу",
    "No round has been scored yet.": "Ще жоден раунд не записано.",
    "A draw": "Нічия",
    "Winners: {names}": "Переможці: {names}",
    "{n} rounds played": "Зіграно раундів: {n}",
    "Rules of this game": "Правила цієї гри",
    "The rules in full: docs/TICHU_RULES.md": "Повні правила: docs/TICHU_RULES.md",
    "Another copy of the game (process {pid}) has the data folder {folder} open. This one saves nothing (games, statistics), so that neither writes over the other's game in progress.":
        'Теку даних {folder} уже відкрила інша копія гри (процес {pid}). Ця нічого не зберігає (ні партій, ні статистики), щоб вони не затерли одна одній незакінчену партію.',
}
