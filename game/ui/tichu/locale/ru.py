"""Русский: Tichu's texts at the table (see game/ui/i18n.py).

Keys are the English texts as written in the code; `{fields}` stay as they are.
"""

STRINGS = {
    # ------------------------------------------------------------ main menu, new game
    # ------------------------------------------------------------ table, panels, hints
    'No game of Tichu counted yet: the figures come after each round of a game at the table.': 'Партий в Тичу пока не учтено: цифры появляются после каждого раунда партии за столом.',
    "Round {k} of {n}, step {j} of {m}": "Раунд {k} из {n}, ход {j} из {m}",
    "Round »": "Раунд »",
    "« Round": "« Раунд",
    "No finished game of Tichu yet: each game played to its end is kept to be watched here.": "Законченных партий в Тичу пока нет: каждая доигранная партия сохраняется, чтобы её можно было посмотреть здесь.",
    "Nothing to undo in this round": "В этом раунде нечего отменять",
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
    "At least one seat must be human: make a seat Human to start.":
        "Хотя бы одно место должно быть за человеком: сделайте место «Человек», чтобы начать.",
    "to the target": "до целевого счёта",
    "Grand Tichu may be called after the first 8 cards":
        "Большое Тичу можно объявить после первых 8 карт",
    "when a Tichu may be called: until one's first card (official), or only before one gives the exchange cards":
        "когда можно объявить Тичу: до своей первой карты (официально) или только пока не отданы карты обмена",
    "a bomb without the wished rank, by a player who could fulfil the wish: only out of turn (the official rule), or also in turn (a house rule)":
        "бомба без загаданного достоинства от игрока, который мог бы исполнить желание: только вне очереди (официальное правило) или и в свой ход (домашнее правило)",
    "the score that ends the game": "счёт, на котором игра заканчивается",
    "play this many rounds instead of to the target score":
        "сыграть столько раундов вместо игры до целевого счёта",
    "tournament play: 9 rounds, partners change every 3, winning points":
        "турнир: 9 раундов, партнёры меняются каждые 3, очки за победы",
    # places (PLACES): "out: {place}" and the like
    "1st": "1-е",
    "2nd": "2-е",
    "3rd": "3-е",
    "4th": "4-е",
    # the deal, Grand Tichu and the exchange
    "Grand Tichu": "Большое Тичу",
    "Grand Tichu!": "Большое Тичу!",
    "Tichu!": "Тичу!",
    "200 points if you go out first, 200 off if not":
        "+200, если выйдете раньше всех, иначе −200",
    "Call Tichu?": "Объявить Тичу?",
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
    "Bomb!": "Бомба!",
    "No bomb": "Без бомбы",
    "Your bomb: pick its cards, then Play (Esc: no bomb)":
        "Бомба: выберите карты и «Сыграть» (Esc: отмена)",
    "You hold no bomb that may be played now": "У вас нет бомбы, которую можно сыграть сейчас",
    "Pick the cards to play first": "Сначала выберите карты для хода",
    "{what}: may be played": "{what}: можно сыграть",
    "not now": "не сейчас",
    "Which combination?": "Какая комбинация?",
    "The Phoenix can stand for more than one card here.":
        "Феникс здесь может заменить разные карты.",
    "Who bombs?": "Кто бросает бомбу?",
    "The others look away: only the one who bombs sees their hand.":
        "Остальные не смотрят: свои карты видит только тот, кто бросает бомбу.",
    "Your wish": "Ваше желание",
    "No wish": "Без желания",
    "Give the Dragon's trick": "Отдать взятку Дракона",
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
    "{name} gives you the Dragon's trick": "{name} отдаёт вам взятку Дракона",
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
    "Mah Jong": "Маджонг",
    "Dog": "Собака",
    "Phoenix": "Феникс",
    "Dragon": "Дракон",
    "the Dog": "Собака",
    "the Phoenix": "Феникс",
    "the Mah Jong": "Маджонг",
    "the Dragon": "Дракон",
    "single {rank}": "карта {rank}",
    "pair of {rank}s": "пара {rank}",
    "three {rank}s": "тройка {rank}",
    "full house, three {rank}s": "фулл-хаус, тройка {rank}",
    "straight {low}–{high}": "стрит {low}–{high}",
    "{n} pairs in a row to {rank}": "лесенка из {n} пар до {rank}",
    "bomb, four {rank}s": "бомба: каре {rank}",
    "straight flush bomb {low}–{high}": "бомба: стрит-флеш {low}–{high}",
    # the round's result, the score sheet, the end
    "Round {n}": "Раунд {n}",
    "Out: {order}": "Места: {order}",
    "{name}: {call} made, +{n}": "{name}: {call} +{n}",
    "{name}: {call} failed, −{n}": "{name}: {call} −{n}",
    "Winning points this round: {list}": "Очки за победы в этом раунде: {list}",
    "Next round": "Новый раунд",
    "Calls and notes": "Объявления и отметки",
    "double win": "двойная победа",
    "Winning points / Tichu points": "Очки за победы / очки Тичу",
    "No round has been scored yet.": "Ещё ни один раунд не записан.",
    "A draw": "Ничья",
    "Winners: {names}": "Победители: {names}",
    "{n} rounds played": "Сыграно раундов: {n}",
    'Rules of Tichu': 'Правила Тичу',
    'Your lead: play a combination': 'Вы начинаете: сыграйте комбинацию',
    "Your turn: beat {name}'s {what}, or pass": 'Ваш ход: побейте {what} ({name}) или пасуйте',
    'Four players in two teams, partners opposite. Each round every player gets 14 cards; the aim is to be rid of them first, and to take tricks holding points: fives count 5, tens and kings 10, the Dragon 25 and the Phoenix minus 25.': 'Четыре игрока в двух командах, партнёры сидят напротив. Каждый раунд у каждого 14 карт; цель — избавиться от них первым и брать взятки с очками: пятёрки по 5, десятки и короли по 10, Дракон 25, Феникс минус 25.',
    'The leader plays a combination (a single card, a pair, a triple, a full house, a straight of five or more, or consecutive pairs); each player in turn plays a higher combination of the same kind and length, or passes. When the other three pass, the last to play takes the trick and leads again. A bomb (four of a kind, or a straight flush of five or more) beats anything, and may be played at any time, even out of turn.': 'Ведущий играет комбинацию (одну карту, пару, тройку, фулл-хаус, стрит из пяти и больше или пары подряд); каждый по очереди играет старшую комбинацию того же вида и длины или пасует. Когда трое остальных пасуют, последний сыгравший берёт взятку и ходит снова. Бомба (четыре карты одного достоинства или стрит-флеш от пяти карт) бьёт всё и может быть сыграна в любой момент, даже не в свой ход.',
    'The Mah Jong (1) leads first and lets its player wish for a rank, which the next player holding it must play. The Dog passes the lead to the partner. The Phoenix stands for any card in a combination, or as a single beats any card but the Dragon. The Dragon is the highest single; a trick it wins is given to an opponent.': 'Маджонг (1) ходит первым и позволяет заказать достоинство, которое следующий игрок, имеющий его, обязан сыграть. Собака передаёт ход партнёру. Феникс заменяет любую карту в комбинации, а одиночкой бьёт любую карту, кроме Дракона. Дракон — старшая одиночная карта; взятку, взятую им, отдают сопернику.',
    'A Tichu call (before your first card) bets 100 that you go out first; Grand Tichu, called after seeing 8 cards, bets 200. If both partners go out first and second, their team scores 200 and no cards are counted. The first team to the target wins.': 'Тичу (до первой своей карты) — ставка 100, что вы выйдете первым; Большое Тичу, объявленное после 8 карт, — ставка 200. Если оба партнёра выходят первым и вторым, команда получает 200, а карты не считаются. Побеждает команда, первой набравшая цель.',
    'Grand Tichu? You have seen 8 of your 14 cards': 'Большое Тичу? Вы видели 8 из 14 своих карт',
    'Not a combination': 'Это не комбинация',
    'Not your turn: out of turn only a bomb may be played': 'Не ваш ход: вне очереди можно сыграть только бомбу',
    'Nothing may be played on the Dog': 'На Собаку ничего не кладут',
    'The Dog may only be led': 'Собакой можно только начинать',
    'Only a higher bomb beats a bomb': 'Бомбу бьёт только старшая бомба',
    'It must be the same kind and length as {what}': 'Нужна комбинация того же вида и длины, что {what}',
    'It must be higher than {what}': 'Нужно старше, чем {what}',
    'The leader must play': 'Ведущий должен сыграть',
    'You must fulfil the wish: play a {rank}': 'Нужно исполнить желание: сыграйте {rank}',
    'You can fulfil the wish for {rank}: a bomb without it only out of turn': 'Вы можете исполнить желание ({rank}): бомба без неё — только вне очереди',
    'The Phoenix beats any single card but the Dragon': 'Феникс бьёт любую одиночную карту, кроме Дракона',
    'The Phoenix cannot stand for a card here': 'Феникс не может здесь заменить карту',
    'Double win for {team}: 200, no cards counted': '{team}: двойная победа, 200, карты не считаются',
    'Exactly this many rounds, whatever the scores.': 'Ровно столько раундов, каким бы ни был счёт.',
    '9 rounds; partners change every 3 rounds; no Grand Tichu.': '9 раундов; партнёры меняются каждые 3 раунда; без Большого Тичу.',
    'The Mah Jong lets you wish for a rank: the first player who can play it must.': 'Маджонг позволяет загадать достоинство: первый игрок, который может его сыграть, обязан это сделать.',
    "The Dragon's trick goes to an opponent of your choice.": 'Взятка Дракона достаётся сопернику на ваш выбор.',
    'You bet that you go out first this round: 100 points if you do, 100 off if you do not.': 'Вы ставите на то, что в этом раунде выйдете раньше всех: 100 очков, если выйдете, и минус 100, если нет.',
    'The game ends when a team reaches the score.': 'Игра заканчивается, когда команда набирает этот счёт.',
    'Hint: call Grand Tichu': 'Подсказка: объявите Большое Тичу',
    'Hint: call Tichu': 'Подсказка: объявите Тичу',
    'Hint: no Grand Tichu': 'Подсказка: без Большого Тичу',
    'Hint: pass': 'Подсказка: пас',
    'Hint: play the raised cards ({what})': 'Подсказка: сыграйте поднятые карты ({what})',
    '{name} wishes for nothing': '{name} ничего не загадывает',
    'You wish for nothing': 'Вы ничего не загадываете',
    'The Dog: you lead': 'Собака: ваш ход',
    'The exchange': 'Обмен',
    'Team': 'Команда',
    'Card points': 'Очки карт',
    # ------------------------------------------------------------ the options' titles
    "When Tichu may be called": "Когда можно объявить Тичу",
    "A bomb against the wish": "Бомба против желания",
    "Number of rounds": "Число раундов",
    'Partners sit opposite; play goes to the right.': 'Партнёры сидят друг напротив друга; ход идёт вправо.',
    'A bomb out of turn needs a combination on the table': 'Бомба вне очереди — только на комбинацию на столе',
    'Not your turn': 'Не ваш ход',
    'You do not hold these cards': 'У вас нет этих карт',
    'You are out': 'У вас не осталось карт',
    'The round is over': 'Раунд окончен',
    'That cannot be done now': 'Сейчас это сделать нельзя',
    "Pass to the trick's end": 'Пас до конца взятки',
    "You pass to the end of this trick": 'Вы пасуете до конца этой взятки',
    'No round scored yet': 'Ещё ни одного раунда',
    "round {n}: a move that breaks the rules": "раунд {n}: ход не по правилам",
    # ------------------------------------------------------------ the round's review
    'Review': 'Разбор',
    'No Tichu call': 'Без заявки Тичу',
    'Call Tichu': 'Заявить Тичу',
    'Call Grand Tichu': 'Заявить Большое Тичу',
    'No Grand Tichu': 'Без Большого Тичу',
    'Wish for {rank}': 'Желание: {rank}',
    "The Dragon's trick to {name}": 'Взятка Дракона — {name}',
    'Trick {k}': 'Взятка {k}',
    '{n} points at stake': ('на кону {n} очко', 'на кону {n} очка', 'на кону {n} очков'),
    "Round {k}: {name}'s decisions": 'Раунд {k}: решения игрока {name}',
    'Round {k}: your decisions': 'Раунд {k}: ваши решения',
    'Next player': 'Следующий игрок',
    'The round could not be reviewed ({why}).': 'Раунд не удалось разобрать ({why}).',
    'The Hard AI is playing each decision out: {done} of {n}': 'Сложный ИИ разыгрывает каждое решение: {done} из {n}',
    "Each decision was played out many times by the Hard AI from what was known then. Listed are those where another move scores clearly better, the worst first; the points are the team's against the opponents', on average.": 'Сложный ИИ много раз разыграл каждое решение, исходя из того, что было известно в тот момент. Здесь те, где другой ход явно лучше, сначала самые дорогие; очки — это очки команды против соперников, в среднем.',
    "Nothing costly: every decision was as good as the Hard AI's, or near enough. Well played!": 'Дорогих ошибок нет: каждое решение было не хуже, чем у Сложного ИИ, или почти. Хорошая игра!',
    '{n} decisions judged': ('оценено {n} решение', 'оценено {n} решения', 'оценено {n} решений'),
    'Played': 'Сыграно',
    'The Hard AI prefers': 'Сложный ИИ предпочёл бы',
    # ------------------------------------------------------------ Why this? (the hint's reasons)
    'A rule of thumb of the planning player, not a search.':
        'Эмпирическое правило планирующего игрока, без перебора.',
    'Every play you have here is of one kind: the planning player picks among them.':
        'Все ваши ходы здесь одного вида: среди них выбирает планирующий игрок.',
    'Grand Tichu: hands like yours go out first about {p}% of the time; the call pays from {at}%':
        'Большое Тичу: с такой рукой выходят первыми примерно в {p}% случаев; объявление окупается от {at}%',
    'No Grand Tichu: hands like yours go out first about {p}% of the time; the call pays from {at}%':
        'Без Большого Тичу: с такой рукой выходят первыми примерно в {p}% случаев; объявление окупается от {at}%',
    'Tichu: hands like yours go out first about {p}% of the time; the call pays from {at}%':
        'Тичу: с такой рукой выходят первыми примерно в {p}% случаев; объявление окупается от {at}%',
    'Judged from your first eight cards, without searching layouts.':
        'Оценка по вашим первым восьми картам, без перебора раскладов.',
    'It is the only play you have.':
        'Это ваш единственный ход.',
    'No Tichu: hands like yours go out first only about {p}% of the time':
        'Без Тичу: с такой рукой выходят первыми лишь примерно в {p}% случаев',
    'No Tichu: your partner has called.':
        'Без Тичу: ваш партнёр уже объявил.',
    'Passing is all you can do here.':
        'Здесь можно только пасовать.',
    'a wish for {rank}':
        'желание: {rank}',
    'letting it be':
        'ничего не делать',
    'no wish':
        'без желания',
    'passing':
        'пас',
    'the trick to {name}':
        'взятка → {name}',
    'this exchange':
        'этот обмен',
    'with {gives}':
        'вариант {gives}',
    '{what}: your team ends about {d} points better than {than}, over {m} layouts':
        ('{what}: ваша команда заканчивает примерно на {d} очко лучше, чем {than}, по {m} раскладам', '{what}: ваша команда заканчивает примерно на {d} очка лучше, чем {than}, по {m} раскладам', '{what}: ваша команда заканчивает примерно на {d} очков лучше, чем {than}, по {m} раскладам'),
    '{than}: about {d} points better for your team, too little to be sure over {m} layouts':
        ('{than}: примерно на {d} очко лучше для вашей команды, слишком мало для уверенности по {m} раскладам', '{than}: примерно на {d} очка лучше для вашей команды, слишком мало для уверенности по {m} раскладам', '{than}: примерно на {d} очков лучше для вашей команды, слишком мало для уверенности по {m} раскладам'),
    '{than}: about {d} points worse':
        ('{than}: примерно на {d} очко хуже', '{than}: примерно на {d} очка хуже', '{than}: примерно на {d} очков хуже'),
    '{what}: about as good for your team as {than}, over {m} layouts':
        '{what}: для вашей команды примерно так же хорошо, как {than}, по {m} раскладам',
    "{what}: the planning player's choice":
        '{what}: выбор планирующего игрока',
    'the other way round':
        'наоборот',
}
