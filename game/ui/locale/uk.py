"""Українська: the table's texts in Ukrainian (see game/ui/i18n.py).

Keys are the English texts as written in the code; `{fields}` stay as they are.
"""

# A player's name where a sentence needs its case (i18n.Named: "{name:dative}"): "You"
# and the AI players' names; hot-seat's "Player 2" by its number; and under "" the words
# for a name a player typed, whose forms are not known: it stands as typed after
# "гравцеві" ("віддайте A♠ гравцеві Саша").
NAME_CASES = {
    "dative": {"You": "вам", "Anna": "Анні", "Boris": "Борисові", "Vera": "Вірі",
                "Gleb": "Глібові", "Player": "гравцеві {n}", "": "гравцеві {name}"},
    "genitive": {"You": "вас", "Anna": "Анни", "Boris": "Бориса", "Vera": "Віри",
                "Gleb": "Гліба", "Player": "гравця {n}", "": "гравця {name}"},
}

STRINGS = {
    # the round's result, the score sheet, the end
    "1000": "1000",  # the game's name on the menu's choice of game
    # ------------------------------------------------------------ main menu, new game
    "Tysiacha": "Тисяча",
    "Go on": "Далі",
    "Lesson": "Урок",
    "Continue": "Продовжити",
    "New game": "Нова гра",
    "Options": "Налаштування",
    "Rules": "Правила",
    "Quit": "Вихід",
    "Some settings in {path} were not used:": "Деякі налаштування в {path} не використано:",
    "vs AI": "З комп'ютером",
    "Hot-seat": "Хот-сит",
    "Human": "Людина",
    "AI": "Бот",
    "Easy": "Легкий",
    "Normal": "Середній",
    "Hard": "Складний",
    "Expert": "Експерт",
    "Start": "Почати",
    "Back": "Назад",
    "You": "Ви",
    # the AI players' names, in the language's script (saves.ai_name)
    "Anna": "Анна",
    "Boris": "Борис",
    "Vera": "Віра",
    "Gleb": "Гліб",
    "Player": "Гравець",
    "Seat {n}": "Місце {n}",
    "Unavailable: no sound device was found, so the game is silent ({problem}).":
        "Недоступно: звуковий пристрій не знайдено, гра йде без звуку ({problem}).",
    "A game is in progress": "Триває гра",
    "A new game takes its place: the game in progress ends and cannot be continued. (Finished games are kept in the games folder.)":
        "Нова гра займе її місце: поточна гра закінчиться, і продовжити її буде не можна. (Завершені ігри зберігаються в теці «games».)",
    "Keep playing": "Грати далі",
    "Who sits where?": "Хто де сидить?",
    "The saved game goes on, but {problem}: say which seats are human.":
        "Збережена гра триває, але {problem}: вкажіть, які місця займають люди.",
    "{file} is missing": "файлу {file} немає",
    "{file} could not be read ({why})": "файл {file} не читається ({why})",
    "The saved game {file} could not be read ({why}); it was moved to {name}.":
        "Збережену гру {file} не вдалося прочитати ({why}); файл перейменовано на {name}.",
    "not valid YAML, line {n}": "помилка YAML, рядок {n}",
    "not valid YAML": "помилка YAML",
    "not UTF-8 text": "не текст UTF-8",
    "{file} does not say who sits in each of the {n} seats":
        "у файлі {file} не сказано, хто сидить на кожному з {n} місць",
    "Demo: the AI players at work. Click or press a key to play.":
        "Демо: грає комп'ютер. Клацніть або натисніть клавішу, щоб грати.",
    # ------------------------------------------------------------ cutting and dealing
    "{name} dealt": "{name}: карти роздано",
    "You dealt": "Ви: карти роздано",
    # ------------------------------------------------------------ in-game menu, hot-seat
    "Resume": "Продовжити",
    "Score sheet": "Таблиця очок",
    "Save screenshot": "Знімок екрана",
    "Quit to menu": "Вийти в меню",
    "Quit game": "Вийти з гри",
    "Saved {path}": "Збережено: {path}",
    "Reading the statistics…": "Статистика читається…",
    'The screenshot could not be saved ({why}): {folder}':
        'Не вдалося зберегти знімок екрана ({why}): {folder}',
    "Paused": "Пауза",
    "I am {name}: show my cards": "Я — {name}: показати мої карти",
    "Pass to {name}": "Передайте хід {name:dative}",
    "The others look away; click when ready.": "Інші не дивляться; клацніть, коли будете готові.",
    # ------------------------------------------------------------ score sheet, tricks, rules
    "Close": "Закрити",
    "scroll for more": "прокрутіть далі",
    "Your table plays: {settings}. You can change this in Options.":
        "За вашим столом: {settings}. Це можна змінити в Налаштуваннях.",
    "The options in force (change them in Options):":
        "Чинні правила (змінюються в Налаштуваннях):",
    # ------------------------------------------------------------ bidding
    "Pass": "Пас",
    # ------------------------------------------------------------ prikup, exchange, raise
    "No": "Ні",
    # ------------------------------------------------------------ table, panels, hints
    "Menu": "Меню",
    "Last trick": "Ост. взяток",
    "Undo": "Скасувати",
    'Against each AI level': 'Проти кожного рівня ШІ',
    'Every game counted so far is forgotten; the games themselves stay in the games folder.': 'Усі враховані партії буде забуто; самі партії залишаться в теці «games».',
    'Keep them': 'Залишити',
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
    'Tichu made / called': 'Тічу: виконано / оголошено',
    'Grand Tichu made / called': 'Велике Тічу: виконано / оголошено',
    'Bombs played': 'Зіграно бомб',
    'Games with undo': 'Партій зі скасуванням ходів',
    "Trick ›": "Взяток ›",
    "‹ Trick": "‹ Взяток",
    "Newer": "Новіші",
    "Older": "Старіші",
    "▶ Play": "▶ Пуск",
    "❚❚ Pause": "❚❚ Пауза",
    "cannot be watched: {why}": "не можна переглянути: {why}",
    "{file} cannot be watched: {why}": "{file} не можна переглянути: {why}",
    "not finished": "не закінчена",
    "won by {name}": "перемога: {name}",
    "won by you": "перемога: ви",
    "Last trick: {name} took it": "Останній взяток у {name:genitive}",
    "Last trick: you took it": "Останній взяток у вас",
    "Nothing to redo": "Нічого повертати",
    "Undo is off in hot-seat games: the others have seen the move": "У грі за одним екраном скасування немає: інші вже бачили хід",
    "thinking": "думає",
    "{n} cards": ("{n} карта", "{n} карти", "{n} карт"),  # one, few, many (i18n.tr_count)
    # ------------------------------------------------------------ scoring
    "Results": "Підсумки",
    "Main menu": "Головне меню",
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
    "Saved": "Збережено",
    "rule changes apply to the next game": "правила зміняться з наступної гри",
    "Preset {preset} chosen and saved": "Вибрано й збережено {preset} правила",
    "This value cannot be chosen.": "Це значення вибрати не можна.",
    "The settings file could not be written, so nothing was saved; the change holds until the game is closed.":
        "Файл налаштувань не вдалося записати, тому нічого не збережено; зміна діє, доки гру не закрито.",
    "Preset: {name}": "Правила: {name}",
    "Table": "Стіл",
    "Done": "Готово",
    # option values
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
    "how strong new AI players are: easy and normal play by rules, hard searches the "
        "unseen cards, expert searches three times as far (in Tichu; 1000's strongest is "
        "hard)":
        "сила нових комп’ютерних гравців: легкий і середній грають за правилами, складний прораховує розклади невидимих карт, експерт рахує втричі більше (у Тічу; у «Тисячі» найсильніший — складний)",
    # ------------------------------------------------------------ Tichu: menu, setup and options
    "Tichu rules": "Правила Тічу",
    "before first card": "до першої карти",
    "before exchange": "до обміну",
    "out of turn": "поза чергою",
    "any time": "будь-коли",
    # play
    "Play": "Зіграти",
    # the round's result, the score sheet, the end
    "Another copy of the game (process {pid}) has the data folder {folder} open. This one saves nothing (games, statistics), so that neither writes over the other's game in progress.":
        'Теку даних {folder} уже відкрила інша копія гри (процес {pid}). Ця нічого не зберігає (ні партій, ні статистики), щоб вони не затерли одна одній незакінчену партію.',
    'Why?': 'Чому?',
    'The rules, one by one': 'Правила за пунктами',
    '(as the rules document words them, in English)': '(як у документі правил, англійською)',
    # the Rules page: a rule's number in a sentence, one or several (a list names
    # the rules: the plural's nominative, not a count's form), and an option's title
    # in the language's quotes
    "rule {n}": "правило {n}",
    "rules {list}": "правила {list}",
    "“{title}”": "«{title}»",
    'Hint': 'Підказка',
    'Thinking about a hint…': 'Шукаю підказку…',
    'Hint: give {card} to {name}': 'Підказка: віддайте {card} {name:dative}',
    'Log': 'Журнал',
    'Game log': 'Журнал гри',
    'Nothing has happened yet in this deal.': 'У цій роздачі ще нічого не сталося.',
    '{name} passes': '{name}: пас',
    'You pass': 'Ви пасуєте',
    'You give {card} to {name}': 'Ви віддаєте {card} {name:dative}',
    '{name} gives you {card}': '{name} віддає вам {card}',
    'The play': 'Розіграш',
    '{name} takes the trick': '{name} бере взяток',
    'You take the trick': 'Ви берете взяток',
    'the four-colour deck: spades black, hearts red, diamonds blue, clubs green': 'колода в чотири кольори: піки чорні, черви червоні, бубни сині, трефи зелені',
    # ------------------------------------------------------------ the options' titles
    "Tricks turn over by themselves": "Взятки перевертаються самі",
    "Arrows to the trick's winner": "Стрілки до того, хто взяв взяток",
    "Playing a card": "Хід картою",
    "Sorting your hand": "Сортування карт на руці",
    "Rearranging your hand": "Переставляння карт на руці",
    "Flicking a card to play it": "Хід змахом карти",
    "Marriages declared automatically": "Автооголошення мар'яжів",
    "Ask before giving up or a redeal": "Підтверджувати розпис і перероздачу",
    "Scoreboard": "Табло рахунку",
    "Marriages panel": "Панель мар'яжів",
    "Card points taken": "Взяті очки",
    "Trump marker": "Значок козиря",
    "Four-colour deck": "Чотириколірна колода",
    "The other hands": "Карти інших гравців",
    "Full screen": "Повний екран",
    "Animation speed": "Швидкість анімації",
    "Sound": "Звук",
    "Language": "Мова",
    "Level of new AI players": "Рівень нових гравців ШІ",
    "Target score": "Цільовий рахунок",
    'played {what}': 'хід: {what}',
    'Play goes to the left, seat 1 first.': 'Хід іде ліворуч, першим — місце 1.',
    'Click a name to change it, or a badge for another.': "Клацніть на ім'я, щоб змінити його, або на значок, щоб вибрати інший.",
    # ------------------------------------------------------------ the networked table (host, join, lobby)
    "A player who drops: an AI plays until they are back":
        "При обриві зв'язку: за гравця грає бот до його повернення",
    "A player who drops: the table waits for them":
        "При обриві зв'язку: стіл чекає на повернення гравця",
    "A table code is the six letters and digits the host shows.":
        "Код столу — шість літер і цифр, які показує господар.",
    "AI ({level})": "Бот ({level})",
    "Cancel": "Скасувати",
    "Click a seat to make it open to a player at another machine, or an AI of a level. The rules are those of Options.":
        "Клацніть на місце, щоб залишити його вільним для гравця через мережу або віддати боту потрібного рівня. Діють правила з налаштувань.",
    "Close the table": "Закрити стіл",
    "Code {code}": "Код {code}",
    "Connecting to {address}…": "Підключення до {address}…",
    "Host a table": "Новий стіл",
    "Host a table of {game}": "Новий стіл: {game}",
    "Host's address (and port)": "Адреса господаря столу (і порт)",
    "Hurry up?": "Швидше?",
    "Join": "Приєднатися",
    "Join a table": "Підсісти",
    "Leave": "Вийти",
    "Leave the table": "Покинути стіл",
    "Not ready": "Не готовий",
    "Oops": "Ой",
    "Open": "Вільне",
    "Open the table": "Відкрити стіл",
    "Open: a player at another machine": "Вільне: гравець через мережу",
    "Players join at {where}": "Для підключення: {where}",
    "Players join at {where}: from this machine only": "Для підключення: {where} (лише з цього комп’ютера)",
    "Ready": "Готовий",
    "Say to the table": "Сказати всім",
    "Say…": "Сказати…",
    "Start the game": "Почати гру",
    "Table at {address}": "Стіл — {address}",
    "Table code": "Код столу",
    "Table code: {code}": "Код столу: {code}",
    "Tell the others the address and the code; they choose Join a table. Start when everyone is in: the seats still open are played by the AI.":
        "Повідомте іншим адресу й код — нехай виберуть «Підсісти». Почніть гру, коли всі зберуться: вільні місця займуть боти.",
    "Thanks": "Дякую",
    "The address is not one to join: {why}": "Неправильна адреса: {why}",
    "The connection dropped: reconnecting…": "Зв'язок перервано: перепідключення…",
    "The connection to the host dropped: reconnecting…":
        "Зв'язок із господарем столу перервано: перепідключення…",
    "The game begins…": "Гра починається…",
    "The host cannot be reached: {why}": "Господар столу недоступний: {why}",
    "The host said no: {why}": "Господар столу відмовив: {why}",
    "The host sees the address and the code on their screen (or in the terminal where “tysiacha serve” runs). Over the internet, the host's router forwards the port to the host's machine.":
        "Господар столу бачить адресу й код на своєму екрані (або в терміналі, де запущено «tysiacha serve»). Для гри через інтернет його роутер має переадресовувати порт на його комп'ютер.",
    "The table could not be opened: {why}": "Не вдалося відкрити стіл: {why}",
    "This version cannot show a networked table of {game} yet.":
        "Ця версія поки не може показати мережевий стіл гри {game}.",
    "Waiting for the host to deal the next round…": "Чекаємо нової роздачі від господаря столу…",
    "Well played!": "Чудовий хід!",
    "When everybody is ready, anyone may start the game. The seats left open are played by the AI.":
        "Коли всі готові, почати гру може будь-хто. Вільні місця займуть боти.",
    "Your name": "Ваше ім'я",
    "Your table of {game}": "Ваш стіл: {game}",
    "away": "не в мережі",
    "away: an AI plays": "не в мережі: грає бот",
    "not ready": "не готовий",
    "ready": "готовий",
    "reconnecting…": "немає зв’язку…",
    "the host": "господар",
    "this machine's address, port {port}": "адреса цього комп'ютера, порт {port}",
    "waiting for a player": "чекає на гравця",
    "{game} at {address}": "{game} — {address}",
    "{names} dropped: an AI plays until they are back":
        "{names}: зв'язок утрачено, до повернення грає бот",
    "{names} dropped: waiting for them to come back":
        "{names}: зв'язок утрачено, чекаємо на повернення",
    "{name} (you)": "{name} (ви)",
    'Continue the game hosted before (code {code})':
        'Продовжити попередню гру за своїм столом (код {code})',
    "This table cannot follow the host's: {why}":
        'Цей стіл не може стежити за столом господаря: {why}',
    'Open a new table?':
        'Відкрити новий стіл?',
    'The game hosted before (code {code}) is replaced by the new one.':
        'Попередню гру за вашим столом (код {code}) буде замінено новою.',
    'Open a new table':
        'Відкрити новий стіл',
    'No deal scored yet':
        'Ще жодної роздачі',
    'Congratulations!': 'Вітаємо!',
    'Well played. The next game may be yours.': 'Гарна гра. Наступна партія може бути вашою.',
    'Final standings': 'Підсумкова таблиця',
    'won': 'перемога',
    'lost': 'поразка',
    "not a game record, line {n}": "це не запис гри, рядок {n}",
    "not a game record": "це не запис гри",
    # Learn: the lessons (game/ui/lessons.py)
    'Learn': 'Навчання',
    'Learn: {game}': 'Навчання: {game}',
    'Left at step {n} of {m}': 'Перервано на кроці {n} з {m}',
    "Not this time: read the lesson's words and try again.": 'Не зараз: прочитайте текст уроку і спробуйте ще раз.',
    "Over: the result shows the score, with the lesson's last words under it.": 'Готово: результат показує рахунок, а під ним — останні слова уроку.',
    "The lessons' progress could not be saved in {file} ({why}).": 'Не вдалося зберегти поступ уроків у {file} ({why}).',
    'not a list of lessons done': 'це не список пройдених уроків',
    '{title}: step {n} of {m}': '{title}: крок {n} з {m}',
    "The lessons' progress in {file} could not be read ({why}); it is left as it is, and nothing is saved to it until it is mended or removed.": 'Не вдалося прочитати поступ уроків у {file} ({why}); файл залишено як є, і до нього нічого не зберігається, доки його не виправлять або не видалять.',
    # ------------------------------------------------------------ Why this? (the hint's reasons)
    'Why this?':
        'Чому так?',
    'It is the only move open to you.':
        'Іншого ходу у вас немає.',
    'Judged from your hand, without trying sample deals.':
        'Оцінка за вашою рукою, без перебору розкладів.',
}
