"""Русский: the table's texts in Russian (see game/ui/i18n.py).

Keys are the English texts as written in the code; `{fields}` stay as they are.
"""

# A player's name where a sentence needs its case (i18n.Named: "{name:dative}"): "You"
# and the AI players' names; hot-seat's "Player 2" by its number; and under "" the words
# for a name a player typed, whose forms are not known: it stands as typed after
# "игроку" ("отдайте A♠ игроку Саша").
NAME_CASES = {
    "dative": {"You": "вам", "Anna": "Анне", "Boris": "Борису", "Vera": "Вере",
                "Gleb": "Глебу", "Player": "игроку {n}", "": "игроку {name}"},
    "genitive": {"You": "вас", "Anna": "Анны", "Boris": "Бориса", "Vera": "Веры",
                "Gleb": "Глеба", "Player": "игрока {n}", "": "игрока {name}"},
}

STRINGS = {
    "1000": "1000",  # the game's name on the menu's choice of game
    # ------------------------------------------------------------ main menu, new game
    "Tysiacha": "Тысяча",
    "Go on": "Дальше",
    "Continue": "Продолжить",
    "New game": "Новая игра",
    "Options": "Настройки",
    "Rules": "Правила",
    "Quit": "Выход",
    "Some settings in {path} were not used:": "Некоторые настройки в {path} не использованы:",
    "vs AI": "С компьютером",
    "Hot-seat": "Хот-сит",
    "Human": "Человек",
    "AI": "Бот",
    "Easy": "Лёгкий",
    "Normal": "Средний",
    "Hard": "Сложный",
    "Expert": "Эксперт",
    "Start": "Начать",
    "Back": "Назад",
    "You": "Вы",
    # the AI players' names, in the language's script (saves.ai_name)
    "Anna": "Анна",
    "Boris": "Борис",
    "Vera": "Вера",
    "Gleb": "Глеб",
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
    "{file} is missing": "файла {file} нет",
    "{file} could not be read ({why})": "файл {file} не читается ({why})",
    "The saved game {file} could not be read ({why}); it was moved to {name}.":
        "Сохранённую игру {file} не удалось прочитать ({why}); файл переименован в {name}.",
    "not valid YAML, line {n}": "ошибка YAML, строка {n}",
    "not valid YAML": "ошибка YAML",
    "not UTF-8 text": "не текст UTF-8",
    "{file} does not say who sits in each of the {n} seats":
        "в файле {file} не сказано, кто сидит на каждом из {n} мест",
    "Demo: the AI players at work. Click or press a key to play.":
        "Демо: играет компьютер. Щёлкните или нажмите клавишу, чтобы играть.",
    # ------------------------------------------------------------ cutting and dealing
    "{name} dealt": "{name}: карты сданы",
    "You dealt": "Вы: карты сданы",
    # ------------------------------------------------------------ in-game menu, hot-seat
    "Resume": "Продолжить",
    "Score sheet": "Таблица",
    "Save screenshot": "Скриншот",
    "Quit to menu": "Выйти в меню",
    "Quit game": "Выйти из игры",
    "Saved {path}": "Сохранено: {path}",
    "Reading the statistics…": "Статистика читается…",
    'The screenshot could not be saved ({why}): {folder}':
        'Не удалось сохранить снимок экрана ({why}): {folder}',
    "Paused": "Пауза",
    "I am {name}: show my cards": "Я — {name}: показать мои карты",
    "Pass to {name}": "Передайте ход {name:dative}",
    "The others look away; click when ready.": "Остальные не смотрят; щёлкните, когда будете готовы.",
    # ------------------------------------------------------------ score sheet, tricks, rules
    "Close": "Закрыть",
    "scroll for more": "прокрутите дальше",
    "Your table plays: {settings}. You can change this in Options.":
        "За вашим столом: {settings}. Это можно изменить в Настройках.",
    "The options in force (change them in Options):":
        "Действующие правила (меняются в Настройках):",
    # ------------------------------------------------------------ bidding
    "Pass": "Пас",
    # ------------------------------------------------------------ prikup, exchange, raise
    "No": "Нет",
    # ------------------------------------------------------------ table, panels, hints
    "Menu": "Меню",
    "Last trick": "Посл. взятка",
    "Undo": "Отменить",
    'Against each AI level': 'Против каждого уровня ИИ',
    'Every game counted so far is forgotten; the games themselves stay in the games folder.': 'Все учтённые партии будут забыты; сами партии останутся в папке games.',
    'Keep them': 'Оставить',
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
    'Tichu made / called': 'Тичу: выполнено / объявлено',
    'Grand Tichu made / called': 'Большое Тичу: выполнено / объявлено',
    'Bombs played': 'Сыграно бомб',
    'Games with undo': 'Партий с отменой ходов',
    "Trick ›": "Взятка ›",
    "‹ Trick": "‹ Взятка",
    "Newer": "Новее",
    "Older": "Старее",
    "▶ Play": "▶ Пуск",
    "❚❚ Pause": "❚❚ Пауза",
    "cannot be watched: {why}": "нельзя посмотреть: {why}",
    "{file} cannot be watched: {why}": "{file} нельзя посмотреть: {why}",
    "not finished": "не закончена",
    "won by {name}": "победа: {name}",
    "won by you": "победа: вы",
    "Last trick: {name} took it": "Последняя взятка у {name:genitive}",
    "Last trick: you took it": "Последняя взятка у вас",
    "Nothing to redo": "Нечего возвращать",
    "Undo is off in hot-seat games: the others have seen the move": "В игре за одним экраном отмены нет: другие уже видели ход",
    "thinking": "думает",
    "{n} cards": ("{n} карта", "{n} карты", "{n} карт"),  # one, few, many (i18n.tr_count)
    # ------------------------------------------------------------ scoring
    "Results": "Итоги",
    "Main menu": "Главное меню",
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
    "Saved": "Сохранено",
    "rule changes apply to the next game": "правила изменятся со следующей игры",
    "Preset {preset} chosen and saved": "Выбраны и сохранены {preset} правила",
    "This value cannot be chosen.": "Это значение выбрать нельзя.",
    "The settings file could not be written, so nothing was saved; the change holds until the game is closed.":
        "Файл настроек не удалось записать, поэтому ничего не сохранено; изменение действует, пока игра не закрыта.",
    "Preset: {name}": "Правила: {name}",
    "Table": "Стол",
    "Done": "Готово",
    # option values
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
    "how strong new AI players are: easy and normal play by rules, hard searches the "
        "unseen cards, expert searches three times as far (in Tichu; 1000's strongest is "
        "hard)":
        "сила новых компьютерных игроков: лёгкий и средний играют по правилам, сложный просчитывает расклады невидимых карт, эксперт считает втрое больше (в Тичу; в «Тысяче» сильнейший — сложный)",
    # ------------------------------------------------------------ Tichu: menu, setup and options
    "Tichu rules": "Правила Тичу",
    "before first card": "до первой карты",
    "before exchange": "до обмена",
    "out of turn": "вне очереди",
    "any time": "в любой момент",
    # play
    "Play": "Сыграть",
    # the round's result, the score sheet, the end
    "Another copy of the game (process {pid}) has the data folder {folder} open. This one saves nothing (games, statistics), so that neither writes over the other's game in progress.":
        'Папку данных {folder} уже открыла другая копия игры (процесс {pid}). Эта ничего не сохраняет (ни партий, ни статистики), чтобы они не затёрли друг другу незаконченную партию.',
    'Why?': 'Почему?',
    'The rules, one by one': 'Правила по пунктам',
    '(as the rules document words them, in English)': '(как в документе правил, на английском)',
    # the Rules page: a rule's number in a sentence, one or several (a list names
    # the rules: the plural's nominative, not a count's form), and an option's title
    # in the language's quotes
    "rule {n}": "правило {n}",
    "rules {list}": "правила {list}",
    "“{title}”": "«{title}»",
    'Hint': 'Подсказка',
    'Thinking about a hint…': 'Ищу подсказку…',
    'Hint: give {card} to {name}': 'Подсказка: отдайте {card} {name:dative}',
    'Log': 'Журнал',
    'Game log': 'Журнал игры',
    'Nothing has happened yet in this deal.': 'В этой раздаче ещё ничего не произошло.',
    '{name} passes': '{name}: пас',
    'You pass': 'Вы пасуете',
    'You give {card} to {name}': 'Вы отдаёте {card} {name:dative}',
    '{name} gives you {card}': '{name} отдаёт вам {card}',
    'The play': 'Розыгрыш',
    '{name} takes the trick': '{name} берёт взятку',
    'You take the trick': 'Вы берёте взятку',
    'the four-colour deck: spades black, hearts red, diamonds blue, clubs green': 'колода в четыре цвета: пики чёрные, червы красные, бубны синие, трефы зелёные',
    # ------------------------------------------------------------ the options' titles
    "Tricks turn over by themselves": "Взятки переворачиваются сами",
    "Arrows to the trick's winner": "Стрелки к взявшему взятку",
    "Playing a card": "Ход картой",
    "Sorting your hand": "Сортировка карт на руке",
    "Rearranging your hand": "Перестановка карт на руке",
    "Flicking a card to play it": "Ход взмахом карты",
    "Marriages declared automatically": "Автообъявление марьяжей",
    "Ask before giving up or a redeal": "Подтверждать роспись и пересдачу",
    "Scoreboard": "Табло счёта",
    "Marriages panel": "Панель марьяжей",
    "Card points taken": "Взятые очки",
    "Trump marker": "Значок козыря",
    "Four-colour deck": "Четырёхцветная колода",
    "The other hands": "Карты других игроков",
    "Full screen": "Полный экран",
    "Animation speed": "Скорость анимации",
    "Sound": "Звук",
    "Language": "Язык",
    "Level of new AI players": "Уровень новых игроков ИИ",
    "Target score": "Целевой счёт",
    'played {what}': 'ход: {what}',
    'Play goes to the left, seat 1 first.': 'Ход идёт влево, первым — место 1.',
    'Click a name to change it, or a badge for another.': 'Щёлкните по имени, чтобы изменить его, или по значку, чтобы выбрать другой.',
    # ------------------------------------------------------------ the networked table (host, join, lobby)
    "A player who drops: an AI plays until they are back":
        "При обрыве связи: за игрока играет бот до его возвращения",
    "A player who drops: the table waits for them":
        "При обрыве связи: стол ждёт возвращения игрока",
    "A table code is the six letters and digits the host shows.":
        "Код стола — шесть букв и цифр, которые показывает хозяин.",
    "AI ({level})": "Бот ({level})",
    "Cancel": "Отмена",
    "Click a seat to make it open to a player at another machine, or an AI of a level. The rules are those of Options.":
        "Щёлкните по месту, чтобы оставить его свободным для игрока по сети или отдать боту нужного уровня. Действуют правила из настроек.",
    "Close the table": "Закрыть стол",
    "Code {code}": "Код {code}",
    "Connecting to {address}…": "Подключение к {address}…",
    "Host a table": "Новый стол",
    "Host a table of {game}": "Новый стол: {game}",
    "Host's address (and port)": "Адрес хозяина стола (и порт)",
    "Hurry up?": "Побыстрее?",
    "Join": "Подключиться",
    "Join a table": "Подсесть",
    "Leave": "Выйти",
    "Leave the table": "Покинуть стол",
    "Not ready": "Не готов",
    "Oops": "Упс",
    "Open": "Свободно",
    "Open the table": "Открыть стол",
    "Open: a player at another machine": "Свободно: игрок по сети",
    "Players join at {where}": "Для подключения: {where}",
    "Players join at {where}: from this machine only": "Для подключения: {where} (только с этого компьютера)",
    "Ready": "Готов",
    "Say to the table": "Сказать всем",
    "Say…": "Сказать…",
    "Start the game": "Начать игру",
    "Table at {address}": "Стол — {address}",
    "Table code": "Код стола",
    "Table code: {code}": "Код стола: {code}",
    "Tell the others the address and the code; they choose Join a table. Start when everyone is in: the seats still open are played by the AI.":
        "Сообщите остальным адрес и код — пусть выберут «Подсесть». Начните игру, когда все соберутся: свободные места займут боты.",
    "Thanks": "Спасибо",
    "The address is not one to join: {why}": "Неверный адрес: {why}",
    "The connection dropped: reconnecting…": "Связь прервалась: переподключение…",
    "The connection to the host dropped: reconnecting…":
        "Связь с хозяином стола прервалась: переподключение…",
    "The game begins…": "Игра начинается…",
    "The host cannot be reached: {why}": "Хозяин стола недоступен: {why}",
    "The host said no: {why}": "Хозяин стола отказал: {why}",
    "The host sees the address and the code on their screen (or in the terminal where “tysiacha serve” runs). Over the internet, the host's router forwards the port to the host's machine.":
        "Хозяин стола видит адрес и код на своём экране (или в терминале, где запущен «tysiacha serve»). Для игры через интернет его роутер должен перенаправлять порт на его компьютер.",
    "The table could not be opened: {why}": "Не удалось открыть стол: {why}",
    "This version cannot show a networked table of {game} yet.":
        "Эта версия пока не может показать сетевой стол игры {game}.",
    "Waiting for the host to deal the next round…": "Ждём новой раздачи от хозяина стола…",
    "Well played!": "Отличный ход!",
    "When everybody is ready, anyone may start the game. The seats left open are played by the AI.":
        "Когда все готовы, начать игру может любой. Свободные места займут боты.",
    "Your name": "Ваше имя",
    "Your table of {game}": "Ваш стол: {game}",
    "away": "не в сети",
    "away: an AI plays": "не в сети: играет бот",
    "not ready": "не готов",
    "ready": "готов",
    "reconnecting…": "нет связи…",
    "the host": "хозяин",
    "this machine's address, port {port}": "адрес этого компьютера, порт {port}",
    "waiting for a player": "ждёт игрока",
    "{game} at {address}": "{game} — {address}",
    "{names} dropped: an AI plays until they are back":
        "{names}: связь потеряна, до возвращения играет бот",
    "{names} dropped: waiting for them to come back": "{names}: связь потеряна, ждём возвращения",
    "{name} (you)": "{name} (вы)",
    'Continue the game hosted before (code {code})':
        'Продолжить прежнюю игру за своим столом (код {code})',
    "This table cannot follow the host's: {why}":
        'Этот стол не может следовать за столом хозяина: {why}',
    'Open a new table?':
        'Открыть новый стол?',
    'The game hosted before (code {code}) is replaced by the new one.':
        'Прежняя игра за вашим столом (код {code}) будет заменена новой.',
    'Open a new table':
        'Открыть новый стол',
    'No deal scored yet':
        'Ещё ни одной раздачи',
    'Congratulations!': 'Поздравляем!',
    'Well played. The next game may be yours.': 'Хорошая игра. Следующая партия может быть вашей.',
    'Final standings': 'Итоговая таблица',
    'won': 'победа',
    'lost': 'поражение',
    "not a game record, line {n}": "это не запись игры, строка {n}",
    "not a game record": "это не запись игры",
    # Learn: the lessons (game/ui/lessons.py)
    'Learn': 'Обучение',
    'Learn: {game}': 'Обучение: {game}',
    'Left at step {n} of {m}': 'Прервано на шаге {n} из {m}',
    "Not this time: read the lesson's words and try again.": 'Не сейчас: прочитайте текст урока и попробуйте снова.',
    "Over: the result shows the score, with the lesson's last words under it.": 'Готово: результат показывает счёт, а под ним — последние слова урока.',
    "The lessons' progress could not be saved in {file} ({why}).": 'Не удалось сохранить прогресс уроков в {file} ({why}).',
    'not a list of lessons done': 'это не список пройденных уроков',
    '{title}: step {n} of {m}': '{title}: шаг {n} из {m}',
    "The lessons' progress in {file} could not be read ({why}); it is left as it is, and nothing is saved to it until it is mended or removed.": 'Не удалось прочитать прогресс уроков в {file} ({why}); файл оставлен как есть, и в него ничего не сохраняется, пока его не исправят или не удалят.',
    # ------------------------------------------------------------ Why this? (the hint's reasons)
    'Why this?':
        'Почему так?',
    'It is the only move open to you.':
        'Другого хода у вас нет.',
    'Judged from your hand, without searching layouts.':
        'Оценка по вашей руке, без перебора раскладов.',
}
