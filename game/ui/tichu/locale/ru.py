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
    "{name} gives the Dragon's trick to {other}": "{name} отдаёт взятку Дракона {other:dative}",
    "{name} gives you the Dragon's trick": "{name} отдаёт вам взятку Дракона",
    "You give the Dragon's trick to {other}": "Вы отдаёте взятку Дракона {other:dative}",
    "{name} is out: {place}": "{name} выходит: {place} место",
    "You are out: {place}": "Вы выходите: {place} место",
    # the players' plates and the info panel
    "partner": "партнёр",
    "you": "вы",
    "out: {place}": "{place} место",
    "no Grand Tichu": "без Большого Тичу",
    "no call": "без объявления",
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
    "Last trick: the Dog": "Последняя взятка: Собака",
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
    "Last out: {name}; tricks ({n}) to {other}, hand ({m}) to {team}": "Последнее место: {name}; взятки ({n}) → {other}, карты с руки ({m}) → {team}",
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
    "Your turn: beat {name}'s {what}, or pass": 'Ваш ход: {what} ({name}) — побейте или пасуйте',
    'Your lead: play a combination that fulfils the wish ({rank})': 'Вы начинаете: сыграйте комбинацию, исполняющую желание ({rank})',
    "Your turn: beat {name}'s {what} and fulfil the wish ({rank})": 'Ваш ход: {what} ({name}) — побейте, исполнив желание ({rank})',
    'Beat the {what} and fulfil the wish ({rank})': '{what} — побейте, исполнив желание ({rank})',
    'Beat the {what}, or pass': '{what} — побейте или пасуйте',
    "Beat {name}'s {what}, or pass": '{what} ({name}) — побейте или пасуйте',
    "Beat {name}'s {what} and fulfil the wish ({rank})": '{what} ({name}) — побейте, исполнив желание ({rank})',
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
    'It must be the same kind and length as the {what}': 'Нужна комбинация того же вида и длины, что {what}',
    'It must be higher than the {what}': 'Нужно старше, чем {what}',
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
    "The Dragon's trick to {name}": 'Взятка Дракона — {name:dative}',
    'Trick {k}': 'Взятка {k}',
    '{n} points at stake': ('на кону {n} очко', 'на кону {n} очка', 'на кону {n} очков'),
    "Round {k}: {name}'s decisions": 'Раунд {k}: решения {name:genitive}',
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
    'A rule of thumb of the AI, not a search.':
        'Эмпирическое правило бота, без перебора.',
    'Every play you have here is of one kind: the AI picks among them.':
        'Все ваши ходы здесь одного вида: среди них выбирает бот.',
    'Grand Tichu: hands like yours go out first about {p}% of the time; the call pays from {at}%':
        'Большое Тичу: с такой рукой выходят первыми примерно в {p}% случаев; объявление окупается от {at}%',
    'No Grand Tichu: hands like yours go out first about {p}% of the time; the call pays from {at}%':
        'Без Большого Тичу: с такой рукой выходят первыми примерно в {p}% случаев; объявление окупается от {at}%',
    'Tichu: hands like yours go out first about {p}% of the time; the call pays from {at}%':
        'Тичу: с такой рукой выходят первыми примерно в {p}% случаев; объявление окупается от {at}%',
    'Judged from your first eight cards, without trying sample deals.':
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
        'желание {rank}',
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
    '{what}: your team ends about {d} points better than {than}, over {m} sample deals':
        ('{what}: ваша команда заканчивает примерно на {d} очко лучше, чем {than}, по {m} раскладам', '{what}: ваша команда заканчивает примерно на {d} очка лучше, чем {than}, по {m} раскладам', '{what}: ваша команда заканчивает примерно на {d} очков лучше, чем {than}, по {m} раскладам'),
    '{than}: about {d} points better for your team, too little to be sure over {m} sample deals':
        ('{than}: примерно на {d} очко лучше для вашей команды, слишком мало для уверенности по {m} раскладам', '{than}: примерно на {d} очка лучше для вашей команды, слишком мало для уверенности по {m} раскладам', '{than}: примерно на {d} очков лучше для вашей команды, слишком мало для уверенности по {m} раскладам'),
    '{than}: about {d} points worse':
        ('{than}: примерно на {d} очко хуже', '{than}: примерно на {d} очка хуже', '{than}: примерно на {d} очков хуже'),
    '{what}: about as good for your team as {than}, over {m} sample deals':
        '{what}: для вашей команды примерно так же хорошо, как {than}, по {m} раскладам',
    "{what}: the AI's choice":
        '{what}: выбор бота',
    'the other way round':
        'наоборот',
    # ------------------------------------------------------------ Learn: Tichu's lessons
    'A bomb is four cards of one rank, or a straight flush. It beats any other combination, and you may play it whenever one lies on the table, even out of turn.':
        'Бомба — это четыре карты одного ранга или стрит-флеш (стрит одной масти). Она бьёт любую другую комбинацию, и её можно сыграть, когда на столе лежит комбинация, даже не в свой ход.',
    'A card to each player, and who leads':
        'По карте каждому, и кто заходит',
    'A combination is a single, a pair, a triple, a full house, a straight (5 or more in a row) or stairs (pairs in a row). You hold the Mah Jong, so you lead.':
        'Комбинация — это одиночная карта, пара, тройка, фулл-хаус, стрит (5 и больше подряд) или лесенка (пары подряд). Маджонг у вас, поэтому ходите вы.',
    'A pair does not beat stairs: play stairs of two pairs, higher than 5-5-6-6.':
        'Пара не бьёт лесенку: сыграйте лесенку из двух пар старше 5-5-6-6.',
    'A player with no cards left is out. Lead the whole straight and go out first.':
        'Игрок без карт выходит. Зайдите всем стритом и выйдите первым.',
    'A trick won with the Dragon is given to an opponent of your choice; a bomb on the Dragon wins as usual.':
        'Взятку, выигранную Драконом, отдают сопернику на выбор; бомба на Дракона выигрывает как обычно.',
    'A wild card; alone, half a rank up':
        'Джокер; одиночный — на полранга выше',
    'After your bomb the turn went on from you. Gleb bombed back: a straight flush beats four of a kind, and a higher bomb beats a lower one.':
        'После вашей бомбы ход пошёл дальше от вас. Глеб ответил бомбой: стрит-флеш бьёт каре, а старшая бомба бьёт младшую.',
    "Beat Boris's stairs with your 7-7-8-8":
        'Побейте лесенку Бориса своей 7-7-8-8',
    'Beat the 9 with your ace':
        'Побейте 9 своим тузом',
    'Beat the full house with yours: 10-10-10-2-2':
        'Побейте фулл-хаус своим: 10-10-10-2-2',
    'Bets on going out first, on 8 or 14 cards':
        'Ставки на выход первым: на 8 или 14 картах',
    'Bomb the ace: press Bomb!, then Play':
        'Бомбу на туза: нажмите «Бомба!», затем «Сыграть»',
    'Bombs':
        'Бомбы',
    'Bombs beat everything but higher bombs, in turn or out of turn; never on the Dog.':
        'Бомбы бьют всё, кроме старших бомб, в свой ход и не в свой; никогда на Собаку.',
    "Boris has only 8 cards left and may go out soon: the Dragon's 25 points would stay with him. Give the trick to Gleb.":
        'У Бориса осталось всего 8 карт, он может скоро выйти: 25 очков Дракона остались бы у него. Отдайте взятку Глебу.',
    'Boris held an ace, so he had to play it: the wish is fulfilled and ends.':
        'У Бориса был туз, и он был обязан его сыграть: желание исполнено и больше не действует.',
    "Boris's queen beat your Phoenix: it counted only J½. The Phoenix also costs 25 points to the team that wins it.":
        'Дама Бориса побила ваш Феникс: он стоил лишь J½. К тому же Феникс отнимает 25 очков у команды, которая его возьмёт.',
    'Your K or A would beat the queen, but keep them for now: this lesson is about what the Phoenix counted. Pass.':
        'Ваш K или A побили бы даму, но пока оставьте их: этот урок о том, сколько стоил Феникс. Спасуйте.',
    'Call Tichu before your first card':
        'Объявите Тичу до первой карты',
    'Call Tichu: press Tichu!':
        'Объявите Тичу: нажмите «Тичу!»',
    'Call before you give: your partner then knows to give you a good card. Press Tichu!':
        'Объявите до обмена: партнёр тогда поймёт, что вам нужна хорошая карта. Нажмите «Тичу!»',
    'Call first: once you have played a card, it is too late to call Tichu.':
        'Сначала объявите: после первой сыгранной карты объявлять Тичу поздно.',
    'Combinations and beating them':
        'Комбинации и как их бить',
    'Each player gives one card to each of the three others, all at once. Help your partner with a high card; give the opponents low cards that are worth no points.':
        'Каждый отдаёт по карте каждому из трёх других, все одновременно. Помогите партнёру старшей картой; соперникам отдайте младшие карты без очков.',
    'Everyone passed, so Gleb took the trick and led again. A full house is ranked by its triple: three 10s beat three 9s.':
        'Все спасовали, поэтому Глеб взял взятку и снова зашёл. Фулл-хаус считается по тройке: три 10 бьют три 9.',
    'They beat anything, even out of turn':
        'Бьют всё, даже не в свой ход',
    'Give Vera, your partner, the A♠; give Boris and Gleb your 2♠ and 3♣: low cards, no points (never a 5, a 10 or a K).':
        'Отдайте Вере, партнёру, A♠; Борису и Глебу — свои 2♠ и 3♣: младшие карты без очков (никогда 5, 10 или K).',
    'Give the trick to Gleb':
        'Отдайте взятку Глебу',
    'Give Vera the A♠, the others 2♠ and 3♣':
        'Отдайте Вере A♠, остальным 2♠ и 3♣',
    'Gleb played higher stairs. Passing does not take you out of the trick: when your turn comes round you may play on it again.':
        'Глеб сыграл старшую лесенку. Пас не выводит вас из взятки: когда ход снова дойдёт до вас, можно снова играть на неё.',
    'Going out and the double win':
        'Выход и двойная победа',
    'Grand Tichu (200) on your first 8 cards, Tichu (100) on all 14 until you play your first card; each call is won only by going out first.':
        'Большое Тичу (200) на первых 8 картах, Тичу (100) на всех 14, пока вы не сыграли первую карту; объявление выигрывает только тот, кто выйдет первым.',
    'Grand Tichu and Tichu':
        'Большое Тичу и Тичу',
    'Grand Tichu is called on your first 8 cards, before you see the other 6: 200 points if you go out first, 200 off if not. Yours hold no ace and no special card.':
        'Большое Тичу объявляют на первых 8 картах, не видя остальных 6: 200 очков, если выйдете первым, иначе минус 200. В ваших нет ни туза, ни особой карты.',
    'Hint: give the trick to {name}':
        'Подсказка: отдайте взятку {name:dative}',
    'Hint: no wish':
        'Подсказка: без желания',
    'Hint: wish for {rank}':
        'Подсказка: загадайте {rank}',
    'Lead the Dog: Vera then leads what suits her hand.':
        'Зайдите Собакой: Вера затем зайдёт тем, что подходит её руке.',
    'Lead the Dog: the lead goes to Vera':
        'Зайдите Собакой: заход переходит к Вере',
    'Lead the Mah Jong':
        'Зайдите Маджонгом',
    'Lead the Mah Jong: its wish is what this lesson is about.':
        'Зайдите Маджонгом: этот урок — о его желании.',
    'Lead the stairs: four cards out at once.':
        'Зайдите лесенкой: сразу четыре карты.',
    'Lead your stairs 3-3-4-4':
        'Зайдите лесенкой 3-3-4-4',
    'Lead: play your pair of 9s':
        'Заход: сыграйте пару 9',
    'Led alone, it hands the lead to your partner':
        'Заход одной: заход переходит к партнёру',
    "Only the Dragon beats Boris's ace: play it.":
        'Туза Бориса бьёт только Дракон: сыграйте его.',
    'Out first, and both partners out: 200':
        'Выйти первым; оба партнёра вышли: 200',
    "Out of turn only a bomb may be played, and Boris's ace would win: bomb it with your four 7s.":
        'Не в свой ход можно сыграть только бомбу, а туз Бориса выиграл бы: побейте его каре семёрок.',
    "Pass: Boris's ace wins":
        'Пас: туз Бориса выигрывает',
    "Pass: Gleb's straight flush beats your four 7s":
        'Пас: стрит-флеш Глеба бьёт ваше каре семёрок',
    'Pass: a queen beats J½':
        'Пас: дама бьёт J½',
    "Pass: let Vera's straight win":
        'Пас: пусть стрит Веры выиграет',
    'Pass: nothing of yours beats J-J-Q-Q':
        'Пас: у вас нечем побить J-J-Q-Q',
    'Play all 14 cards: your straight':
        'Сыграйте все 14 карт: ваш стрит',
    'Play the 1 and name a rank to be played':
        'Сыграть 1 и загадать ранг',
    'Play the Dragon on the ace':
        'Сыграйте Дракона на туза',
    'Play the Phoenix on the jack':
        'Сыграйте Феникс на валета',
    'Play them all at once: the straight from the Mah Jong to the ace.':
        'Сыграйте их все сразу: стрит от Маджонга до туза.',
    'Press No: these 8 cards make no Grand Tichu':
        'Нажмите «Нет»: эти 8 карт — не Большое Тичу',
    'Same kind, same number of cards, higher: that beats a combination. The trick ends when all the others pass in a row.':
        'Тот же вид, столько же карт, старше — так бьют комбинацию. Взятка кончается, когда все остальные подряд спасуют.',
    'Same kind and length, higher; or pass':
        'Тот же вид и длина, старше; или пас',
    'The Dog':
        'Собака',
    'The Dog cannot be played on a card: it can only be led.':
        'Собаку нельзя сыграть на карту: ею можно только зайти.',
    'The Dog is led alone and hands the lead to your partner; nothing is played on it, not even a bomb.':
        'Собакой заходят одной, и она передаёт заход партнёру; на неё ничего не играют, даже бомбу.',
    'The Dog is no combination: it can only be led, alone, and nothing can be played on it. Take the trick with your ace first.':
        'Собака — не комбинация: ею можно только зайти, одной, и на неё ничего нельзя сыграть. Сначала возьмите взятку тузом.',
    "The Dog's trick, worth nothing, is yours; Vera led her straight. Pass, and help her go out first.":
        'Взятка Собаки, ничего не стоящая, ваша; Вера зашла стритом. Спасуйте и помогите ей выйти первой.',
    "Vera's straight wins if you let it: beating it would take the lead from her, and she called Tichu. Pass.":
        'Стрит Веры выиграет, если вы ему дадите: перебив его, вы отнимете у неё заход, а она объявила Тичу. Спасуйте.',
    'The Dragon is the highest single: only a bomb beats it. It is worth 25 points, but the trick it wins must be given to an opponent.':
        'Дракон — старшая одиночная карта: его бьёт только бомба. Он стоит 25 очков, но выигранную им взятку нужно отдать сопернику.',
    "The Dragon's gift":
        'Подарок Дракона',
    'The Mah Jong is a 1, the lowest single. Whoever plays it wishes for a rank: the next player who holds it and can play it must.':
        'Маджонг — это 1, младшая одиночная карта. Кто его сыграет, загадывает ранг: следующий игрок, у которого он есть и который может его сыграть, обязан это сделать.',
    "The Mah Jong's wish":
        'Желание Маджонга',
    'The Phoenix':
        'Феникс',
    'The Phoenix beats any single but the Dragon: play it.':
        'Феникс бьёт любую одиночную карту, кроме Дракона: сыграйте его.',
    'The Phoenix stands for any rank in a combination (never in a bomb). As a single it counts half a rank above the single it beats: on a J it is J½.':
        'Феникс в комбинации заменяет любой ранг (но не в бомбе). Одиночной картой он на полранга старше карты, которую бьёт: на J это J½.',
    'The Phoenix: any rank in a combination, half a rank up as a single, 1½ when led, never over the Dragon; −25 points.':
        'Феникс: любой ранг в комбинации, на полранга старше одиночной картой, 1½ в заходе, никогда не выше Дракона; −25 очков.',
    'Highest single; its trick goes to an opponent':
        'Старшая карта; её взятка — сопернику',
    'The other 6 cards brought the Dragon, the Phoenix and four aces, a bomb. Tichu is worth 100 and may be called until your first card. Call it now: your partner sees it before choosing a card for you.':
        'Остальные 6 карт принесли Дракона, Феникс и четырёх тузов, бомбу. Тичу стоит 100, и его можно объявить до первой карты. Объявите сейчас: партнёр увидит это до того, как выберет карту для вас.',
    'The wish binds whoever holds the rank and can play it, leading or following, until a card of that rank is played.':
        'Желание обязывает каждого, у кого есть этот ранг и кто может его сыграть, в заходе и в ответ, пока карта этого ранга не сыграна.',
    "Three cards given, three received: every hand holds 14 again, and the Mah Jong's holder leads.":
        'Три карты отданы, три получены: в каждой руке снова 14, а заходит тот, у кого Маджонг.',
    'To follow, play the same kind with as many cards, higher: only stairs of two pairs beat stairs of two pairs.':
        'Чтобы ответить, сыграйте тот же вид с тем же числом карт, старше: лесенку из двух пар бьёт только старшая лесенка из двух пар.',
    'Vera called Tichu: she must go out first. Led, the Dog gives the lead to your partner.':
        'Вера объявила Тичу: ей нужно выйти первой. В заходе Собака передаёт заход партнёру.',
    'Vera gave you the Mah Jong. Whoever holds it after the exchange leads the first trick, with any combination: lead your pair of 9s.':
        'Вера отдала вам Маджонг. У кого он после обмена, тот заходит в первую взятку любой комбинацией: зайдите парой 9.',
    'Wish for a rank you do not hold: you hold no ace, and whoever holds one must now play it on your 1.':
        'Загадайте ранг, которого у вас нет: у вас нет тузов, и у кого он есть, обязан теперь сыграть его на вашу 1.',
    'Wish for an ace':
        'Загадайте туза',
    'Wish for any rank, or for none':
        'Загадайте любой ранг или ничего',
    'With these 8 cards you would most likely not go out first: Grand Tichu would cost 200. Press No.':
        'С этими 8 картами вы вряд ли выйдете первым: Большое Тичу стоило бы 200. Нажмите «Нет».',
    'You can beat it: your three 10s with the pair of 2s.':
        'Можно побить: ваши три 10 с парой 2.',
    'You hold a 9: you would have to play it yourself. Wish for a rank you do not hold, the ace.':
        'У вас есть 9: вам пришлось бы сыграть её самому. Загадайте ранг, которого у вас нет, — туза.',
    'You hold the Mah Jong, so you lead: play your pair of 9s.':
        'Маджонг у вас, значит, заходите вы: сыграйте пару 9.',
    'You went out first and Vera second: a double win scores 200 and no card points count; your Tichu adds 100.':
        'Вы вышли первым, а Вера второй: двойная победа даёт 200, очки за карты не считаются; ваше Тичу добавляет 100.',
    'Your 14 cards make one straight, from the Mah Jong to the ace. Call Tichu: 100 more if you go out first.':
        'Ваши 14 карт — один стрит, от Маджонга до туза. Объявите Тичу: ещё 100, если выйдете первым.',
    'Your Dragon won. Give the trick to the opponent who may well finish last: Gleb still holds 14 cards, and the last player hands every trick he won to the first player out.':
        'Ваш Дракон выиграл. Отдайте взятку сопернику, который, скорее всего, останется последним: у Глеба ещё 14 карт, а последний отдаёт все свои взятки тому, кто вышел первым.',
    'Your straight held the Mah Jong, so you wish. Then watch: if Vera goes out second, the round ends at once.':
        'В вашем стрите был Маджонг, поэтому вы загадываете желание. Потом смотрите: если Вера выйдет второй, раунд сразу кончится.',
    'Scoring a round':
        'Подсчёт очков за раунд',
    "The last player's tricks and hand; card points":
        'Взятки и карты последнего; очки карт',
    "Take Gleb's K with your ace":
        'Побейте K Глеба своим тузом',
    "At the round's end each team counts the card points in its tricks: a 5 is worth 5, a 10 or a K 10, the Dragon 25, the Phoenix −25, the rest nothing. Gleb led a K: win its 10 points, and the lead.":
        'В конце раунда каждая команда считает очки карт в своих взятках: 5 стоит 5, 10 или K — 10, Дракон 25, Феникс −25, остальные — ничего. Глеб зашёл с K: возьмите его 10 очков и заход.',
    'Pass, and Gleb keeps his K and the lead. Your ace wins both: play it.':
        'Спасуете — и Глеб сохранит свой K и заход. Ваш туз выигрывает и то и другое: сыграйте его.',
    'Lead both queens: go out first':
        'Зайдите обеими дамами: выйдите первым',
    'A round is played until the third player is out. The last one then gives every trick he won to the first player out. Gleb won the first trick, three straights worth 55 points: go out first.':
        'Раунд играется, пока не выйдет третий игрок. Тогда последний отдаёт все выигранные им взятки тому, кто вышел первым. Глеб взял первую взятку — три стрита на 55 очков: выйдите первым.',
    'With one queen you keep a card and are not out: lead the pair.':
        'С одной дамой у вас останется карта, и вы не выйдете: зайдите парой.',
    'Watch the round to its end':
        'Досмотрите раунд до конца',
    'You are out first. The round ends when a third player goes out: whoever is left with cards gives his tricks to you, and the cards in his hand to his opponents.':
        'Вы вышли первым. Раунд кончается, когда выходит третий игрок: тот, у кого остались карты, отдаёт свои взятки вам, а карты с руки — своим соперникам.',
    "Vera went out third, so the round ended with Gleb last. His tricks went to you, the first out: 80 points, the Dragon's trick Vera gave him among them. The 10 left in his hand went to your team. 80 to 20: the card points always add up to 100.":
        'Вера вышла третьей, и раунд кончился: Глеб остался последним. Его взятки перешли к вам, ведь вы вышли первым: 80 очков, вместе со взяткой Дракона, которую ему отдала Вера. Десятка из его руки досталась вашей команде. 80 на 20: очки карт всегда дают в сумме 100.',
}
