"""Українська: Tichu's texts at the table (see game/ui/i18n.py).

Keys are the English texts as written in the code; `{fields}` stay as they are.
"""

STRINGS = {
    # ------------------------------------------------------------ main menu, new game
    # ------------------------------------------------------------ table, panels, hints
    'No game of Tichu counted yet: the figures come after each round of a game at the table.': "Партій у Тічу поки не враховано: цифри з'являються після кожного раунду партії за столом.",
    "Round {k} of {n}, step {j} of {m}": "Раунд {k} з {n}, хід {j} з {m}",
    "Round »": "Раунд »",
    "« Round": "« Раунд",
    "No finished game of Tichu yet: each game played to its end is kept to be watched here.": "Закінчених партій у Тічу поки немає: кожна дограна партія зберігається, щоб її можна було переглянути тут.",
    "Nothing to undo in this round": "У цьому раунді нічого скасовувати",
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
    "At least one seat must be human: make a seat Human to start.":
        "Хоча б одне місце має бути за людиною: зробіть місце «Людина», щоб почати.",
    "to the target": "до цільового рахунку",
    "Grand Tichu may be called after the first 8 cards":
        "Велике Тічу можна оголосити після перших 8 карт",
    "when a Tichu may be called: until one's first card (official), or only before one gives the exchange cards":
        "коли можна оголосити Тічу: до своєї першої карти (офіційно) або лише доки не віддано карти обміну",
    "a bomb without the wished rank, by a player who could fulfil the wish: only out of turn (the official rule), or also in turn (a house rule)":
        "бомба без загаданого рангу від гравця, який міг би виконати бажання: лише поза чергою (офіційне правило) або й у свій хід (домашнє правило)",
    "the score that ends the game": "рахунок, на якому гра закінчується",
    "play this many rounds instead of to the target score":
        "зіграти стільки раундів замість гри до цільового рахунку",
    "tournament play: 9 rounds, partners change every 3, winning points":
        "турнір: 9 раундів, партнери змінюються кожні 3, очки за перемоги",
    # places (PLACES): "out: {place}" and the like
    "1st": "1-ше",
    "2nd": "2-ге",
    "3rd": "3-тє",
    "4th": "4-те",
    # the deal, Grand Tichu and the exchange
    "Grand Tichu": "Велике Тічу",
    "Grand Tichu!": "Велике Тічу!",
    "Tichu!": "Тічу!",
    "200 points if you go out first, 200 off if not":
        "+200, якщо вийдете раніше за всіх, інакше −200",
    "Call Tichu?": "Оголосити Тічу?",
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
    "Bomb!": "Бомба!",
    "No bomb": "Без бомби",
    "Your bomb: pick its cards, then Play (Esc: no bomb)":
        "Бомба: виберіть карти й «Зіграти» (Esc: без бомби)",
    "You hold no bomb that may be played now": "У вас немає бомби, яку можна зіграти зараз",
    "Pick the cards to play first": "Спочатку виберіть карти для ходу",
    "{what}: may be played": "{what}: можна зіграти",
    "not now": "не зараз",
    "Which combination?": "Яка комбінація?",
    "The Phoenix can stand for more than one card here.":
        "Фенікс тут може замінити різні карти.",
    "Who bombs?": "Хто кидає бомбу?",
    "The others look away: only the one who bombs sees their hand.":
        "Інші не дивляться: свої карти бачить лише той, хто кидає бомбу.",
    "Your wish": "Ваше бажання",
    "No wish": "Без бажання",
    "Give the Dragon's trick": "Віддати взяток Дракона",
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
    "{name} gives the Dragon's trick to {other}": "{name} віддає взяток Дракона {other:dative}",
    "{name} gives you the Dragon's trick": "{name} віддає вам взяток Дракона",
    "You give the Dragon's trick to {other}": "Ви віддаєте взяток Дракона {other:dative}",
    "{name} is out: {place}": "{name} виходить: {place} місце",
    "You are out: {place}": "Ви виходите: {place} місце",
    # the players' plates and the info panel
    "partner": "партнер",
    "you": "ви",
    "out: {place}": "{place} місце",
    "no Grand Tichu": "без Великого Тічу",
    "no call": "без оголошення",
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
    "Mah Jong": "Маджонг",
    "Dog": "Собака",
    "Phoenix": "Фенікс",
    "Dragon": "Дракон",
    "Last trick: the Dog": "Останній взяток: Собака",
    "the Dog": "Собака",
    "the Phoenix": "Фенікс",
    "the Mah Jong": "Маджонг",
    "the Dragon": "Дракон",
    "single {rank}": "карта {rank}",
    "pair of {rank}s": "пара {rank}",
    "three {rank}s": "трійка {rank}",
    "full house, three {rank}s": "фул-хаус, трійка {rank}",
    "straight {low}–{high}": "стріт {low}–{high}",
    "{n} pairs in a row to {rank}": "драбинка з {n} пар до {rank}",
    "bomb, four {rank}s": "бомба: каре {rank}",
    "straight flush bomb {low}–{high}": "бомба: стріт-флеш {low}–{high}",
    # the round's result, the score sheet, the end
    "Round {n}": "Раунд {n}",
    "Out: {order}": "Місця: {order}",
    "Last out: {name}; tricks ({n}) to {other}, hand ({m}) to {team}": "Останнє місце: {name}; взятки ({n}) → {other}, карти з руки ({m}) → {team}",
    "{name}: {call} made, +{n}": "{name}: {call} +{n}",
    "{name}: {call} failed, −{n}": "{name}: {call} −{n}",
    "Winning points this round: {list}": "Очки за перемоги в цьому раунді: {list}",
    "Next round": "Новий раунд",
    "Calls and notes": "Оголошення й позначки",
    "double win": "подвійна перемога",
    "Winning points / Tichu points": "Очки за перемоги / очки Тічу",
    "No round has been scored yet.": "Ще жоден раунд не записано.",
    "A draw": "Нічия",
    "Winners: {names}": "Переможці: {names}",
    "{n} rounds played": "Зіграно раундів: {n}",
    'Rules of Tichu': 'Правила Тічу',
    'Your lead: play a combination': 'Ви починаєте: зіграйте комбінацію',
    "Your turn: beat {name}'s {what}, or pass": 'Ваш хід: {what} ({name}) — побийте або пасуйте',
    'Your lead: play a combination that fulfils the wish ({rank})': 'Ви починаєте: зіграйте комбінацію, що виконує бажання ({rank})',
    "Your turn: beat {name}'s {what} and fulfil the wish ({rank})": 'Ваш хід: {what} ({name}) — побийте, виконавши бажання ({rank})',
    'Beat the {what} and fulfil the wish ({rank})': '{what} — побийте, виконавши бажання ({rank})',
    'Beat the {what}, or pass': '{what} — побийте або пасуйте',
    "Beat {name}'s {what}, or pass": '{what} ({name}) — побийте або пасуйте',
    "Beat {name}'s {what} and fulfil the wish ({rank})": '{what} ({name}) — побийте, виконавши бажання ({rank})',
    'Four players in two teams, partners opposite. Each round every player gets 14 cards; the aim is to be rid of them first, and to take tricks holding points: fives count 5, tens and kings 10, the Dragon 25 and the Phoenix minus 25.': "Четверо гравців у двох командах, партнери сидять навпроти. Кожного раунду кожен має 14 карт; мета — позбутися їх першим і брати взятки з очками: п'ятірки по 5, десятки й королі по 10, Дракон 25, Фенікс мінус 25.",
    'The leader plays a combination (a single card, a pair, a triple, a full house, a straight of five or more, or consecutive pairs); each player in turn plays a higher combination of the same kind and length, or passes. When the other three pass, the last to play takes the trick and leads again. A bomb (four of a kind, or a straight flush of five or more) beats anything, and may be played at any time, even out of turn.': "Ведучий грає комбінацію (одну карту, пару, трійку, фул-хаус, стрит із п'яти й більше або пари поспіль); кожен по черзі грає старшу комбінацію того ж виду й довжини або пасує. Коли троє інших пасують, останній, хто зіграв, бере взяток і ходить знову. Бомба (чотири карти одного рангу або стрит-флеш від п'яти карт) б'є все й може бути зіграна будь-коли, навіть не у свій хід.",
    'The Mah Jong (1) leads first and lets its player wish for a rank, which the next player holding it must play. The Dog passes the lead to the partner. The Phoenix stands for any card in a combination, or as a single beats any card but the Dragon. The Dragon is the highest single; a trick it wins is given to an opponent.': "Маджонг (1) ходить першим і дає змогу замовити ранг, який наступний гравець, що його має, мусить зіграти. Собака передає хід партнерові. Фенікс замінює будь-яку карту в комбінації, а поодинці б'є будь-яку карту, крім Дракона. Дракон — найстарша одиночна карта; взяток, узятий ним, віддають суперникові.",
    'A Tichu call (before your first card) bets 100 that you go out first; Grand Tichu, called after seeing 8 cards, bets 200. If both partners go out first and second, their team scores 200 and no cards are counted. The first team to the target wins.': 'Тічу (до першої своєї карти) — ставка 100, що ви вийдете першим; Велике Тічу, оголошене після 8 карт, — ставка 200. Якщо обидва партнери виходять першим і другим, команда отримує 200, а карти не рахують. Перемагає команда, що першою досягне мети.',
    'Grand Tichu? You have seen 8 of your 14 cards': 'Велике Тічу? Ви бачили 8 із 14 своїх карт',
    'Not a combination': 'Це не комбінація',
    'Not your turn: out of turn only a bomb may be played': 'Не ваш хід: поза чергою можна зіграти лише бомбу',
    'Nothing may be played on the Dog': 'На Собаку нічого не кладуть',
    'The Dog may only be led': 'Собакою можна лише починати',
    'Only a higher bomb beats a bomb': "Бомбу б'є лише старша бомба",
    'It must be the same kind and length as the {what}': 'Потрібна комбінація того ж виду й довжини, що {what}',
    'It must be higher than the {what}': 'Треба старше, ніж {what}',
    'The leader must play': 'Ведучий мусить зіграти',
    'You must fulfil the wish: play a {rank}': 'Треба виконати бажання: зіграйте {rank}',
    'You can fulfil the wish for {rank}: a bomb without it only out of turn': 'Ви можете виконати бажання ({rank}): бомба без неї — лише поза чергою',
    'The Phoenix beats any single card but the Dragon': "Фенікс б'є будь-яку одиночну карту, крім Дракона",
    'The Phoenix cannot stand for a card here': 'Фенікс не може тут замінити карту',
    'Double win for {team}: 200, no cards counted': '{team}: подвійна перемога, 200, карти не рахуються',
    'Exactly this many rounds, whatever the scores.': 'Рівно стільки раундів, яким би не був рахунок.',
    '9 rounds; partners change every 3 rounds; no Grand Tichu.': '9 раундів; партнери змінюються кожні 3 раунди; без Великого Тічу.',
    'The Mah Jong lets you wish for a rank: the first player who can play it must.': 'Маджонг дає змогу загадати ранг: перший гравець, який може його зіграти, мусить це зробити.',
    "The Dragon's trick goes to an opponent of your choice.": 'Взяток Дракона дістається суперникові на ваш вибір.',
    'You bet that you go out first this round: 100 points if you do, 100 off if you do not.': 'Ви ставите на те, що в цьому раунді вийдете раніше за всіх: 100 очок, якщо вийдете, і мінус 100, якщо ні.',
    'The game ends when a team reaches the score.': 'Гра закінчується, коли команда набирає цей рахунок.',
    'Hint: call Grand Tichu': 'Підказка: оголосіть Велике Тічу',
    'Hint: call Tichu': 'Підказка: оголосіть Тічу',
    'Hint: no Grand Tichu': 'Підказка: без Великого Тічу',
    'Hint: pass': 'Підказка: пас',
    'Hint: play the raised cards ({what})': 'Підказка: зіграйте підняті карти ({what})',
    '{name} wishes for nothing': '{name} нічого не загадує',
    'You wish for nothing': 'Ви нічого не загадуєте',
    'The Dog: you lead': 'Собака: ваш хід',
    'The exchange': 'Обмін',
    'Team': 'Команда',
    'Card points': 'Очки карт',
    # ------------------------------------------------------------ the options' titles
    "When Tichu may be called": "Коли можна оголосити Тічу",
    "A bomb against the wish": "Бомба проти бажання",
    "Number of rounds": "Кількість раундів",
    'Partners sit opposite; play goes to the right.': 'Партнери сидять навпроти; хід іде праворуч.',
    'A bomb out of turn needs a combination on the table': 'Бомба поза чергою — лише на комбінацію на столі',
    'Not your turn': 'Не ваш хід',
    'You do not hold these cards': 'У вас немає цих карт',
    'You are out': 'У вас не лишилося карт',
    'The round is over': 'Раунд закінчено',
    'That cannot be done now': 'Зараз цього зробити не можна',
    "Pass to the trick's end": 'Пас до кінця взятки',
    "You pass to the end of this trick": 'Ви пасуєте до кінця цієї взятки',
    'No round scored yet': 'Ще жодного раунду',
    "round {n}: a move that breaks the rules": "раунд {n}: хід не за правилами",
    # ------------------------------------------------------------ the round's review
    'Review': 'Розбір',
    'No Tichu call': 'Без заявки Тічу',
    'Call Tichu': 'Заявити Тічу',
    'Call Grand Tichu': 'Заявити Велике Тічу',
    'No Grand Tichu': 'Без Великого Тічу',
    'Wish for {rank}': 'Бажання: {rank}',
    "The Dragon's trick to {name}": 'Взяток Дракона — {name:dative}',
    'Trick {k}': 'Взяток {k}',
    '{n} points at stake': ('на кону {n} очко', 'на кону {n} очки', 'на кону {n} очок'),
    "Round {k}: {name}'s decisions": 'Раунд {k}: рішення {name:genitive}',
    'Round {k}: your decisions': 'Раунд {k}: ваші рішення',
    'Next player': 'Наступний гравець',
    'The round could not be reviewed ({why}).': 'Раунд не вдалося розібрати ({why}).',
    'The Hard AI is playing each decision out: {done} of {n}': 'Складний ШІ розігрує кожне рішення: {done} з {n}',
    "Each decision was played out many times by the Hard AI from what was known then. Listed are those where another move scores clearly better, the worst first; the points are the team's against the opponents', on average.": 'Складний ШІ багато разів розіграв кожне рішення, виходячи з того, що було відомо тоді. Тут ті, де інший хід явно кращий, спершу найдорожчі; очки — це очки команди проти суперників, у середньому.',
    "Nothing costly: every decision was as good as the Hard AI's, or near enough. Well played!": 'Дорогих помилок немає: кожне рішення було не гіршим, ніж у Складного ШІ, або майже. Гарна гра!',
    '{n} decisions judged': ('оцінено {n} рішення', 'оцінено {n} рішення', 'оцінено {n} рішень'),
    'Played': 'Зіграно',
    'The Hard AI prefers': 'Складний ШІ обрав би',
    # ------------------------------------------------------------ Why this? (the hint's reasons)
    'A rule of thumb of the AI, not a search.':
        'Емпіричне правило бота, без перебору.',
    'Every play you have here is of one kind: the AI picks among them.':
        'Усі ваші ходи тут одного виду: серед них обирає бот.',
    'Grand Tichu: hands like yours go out first about {p}% of the time; the call pays from {at}%':
        'Велике Тічу: з такою рукою виходять першими приблизно в {p}% випадків; оголошення окупається від {at}%',
    'No Grand Tichu: hands like yours go out first about {p}% of the time; the call pays from {at}%':
        'Без Великого Тічу: з такою рукою виходять першими приблизно в {p}% випадків; оголошення окупається від {at}%',
    'Tichu: hands like yours go out first about {p}% of the time; the call pays from {at}%':
        'Тічу: з такою рукою виходять першими приблизно в {p}% випадків; оголошення окупається від {at}%',
    'Judged from your first eight cards, without trying sample deals.':
        'Оцінка за вашими першими вісьмома картами, без перебору розкладів.',
    'It is the only play you have.':
        'Це ваш єдиний хід.',
    'No Tichu: hands like yours go out first only about {p}% of the time':
        'Без Тічу: з такою рукою виходять першими лише приблизно в {p}% випадків',
    'No Tichu: your partner has called.':
        'Без Тічу: ваш партнер уже оголосив.',
    'Passing is all you can do here.':
        'Тут можна лише пасувати.',
    'a wish for {rank}':
        'бажання {rank}',
    'letting it be':
        'нічого не робити',
    'no wish':
        'без бажання',
    'passing':
        'пас',
    'the trick to {name}':
        'взяток → {name}',
    'this exchange':
        'цей обмін',
    'with {gives}':
        'варіант {gives}',
    '{what}: your team ends about {d} points better than {than}, over {m} sample deals':
        ('{what}: ваша команда завершує приблизно на {d} очко краще, ніж {than}, за {m} розкладами', '{what}: ваша команда завершує приблизно на {d} очки краще, ніж {than}, за {m} розкладами', '{what}: ваша команда завершує приблизно на {d} очок краще, ніж {than}, за {m} розкладами'),
    '{than}: about {d} points better for your team, too little to be sure over {m} sample deals':
        ('{than}: приблизно на {d} очко краще для вашої команди, замало для певності за {m} розкладами', '{than}: приблизно на {d} очки краще для вашої команди, замало для певності за {m} розкладами', '{than}: приблизно на {d} очок краще для вашої команди, замало для певності за {m} розкладами'),
    '{than}: about {d} points worse':
        ('{than}: приблизно на {d} очко гірше', '{than}: приблизно на {d} очки гірше', '{than}: приблизно на {d} очок гірше'),
    '{what}: about as good for your team as {than}, over {m} sample deals':
        '{what}: для вашої команди приблизно так само добре, як {than}, за {m} розкладами',
    "{what}: the AI's choice":
        '{what}: вибір бота',
    'the other way round':
        'навпаки',
    # ------------------------------------------------------------ Learn: Tichu's lessons
    'A bomb is four cards of one rank, or a straight flush. It beats any other combination, and you may play it whenever one lies on the table, even out of turn.':
        "Бомба — це чотири карти одного рангу або стріт-флеш (стріт однієї масті). Вона б'є будь-яку іншу комбінацію, і її можна зіграти, щойно на столі лежить комбінація, навіть не у свій хід.",
    'A card to each player, and who leads':
        'По карті кожному, і хто заходить',
    'A combination is a single, a pair, a triple, a full house, a straight (5 or more in a row) or stairs (pairs in a row). You hold the Mah Jong, so you lead.':
        'Комбінація — це одиночна карта, пара, трійка, фул-хаус, стріт (5 і більше поспіль) або драбинка (пари поспіль). Маджонг у вас, тож ходите ви.',
    'A pair does not beat stairs: play stairs of two pairs, higher than 5-5-6-6.':
        "Пара не б'є драбинку: зіграйте драбинку з двох пар, старшу за 5-5-6-6.",
    'A player with no cards left is out. Lead the whole straight and go out first.':
        'Гравець без карт виходить. Зайдіть усім стрітом і вийдіть першим.',
    'A trick won with the Dragon is given to an opponent of your choice; a bomb on the Dragon wins as usual.':
        'Взяток, виграний Драконом, віддають суперникові на вибір; бомба на Дракона виграє як завжди.',
    'A wild card; alone, half a rank up':
        'Джокер; одиночний — на пів рангу вище',
    'After your bomb the turn went on from you. Gleb bombed back: a straight flush beats four of a kind, and a higher bomb beats a lower one.':
        "Після вашої бомби хід пішов далі від вас. Гліб відповів бомбою: стріт-флеш б'є каре, а старша бомба б'є молодшу.",
    "Beat Boris's stairs with your 7-7-8-8":
        'Побийте драбинку Бориса своєю 7-7-8-8',
    'Beat the 9 with your ace':
        'Побийте 9 своїм тузом',
    'Beat the full house with yours: 10-10-10-2-2':
        'Побийте фул-хаус своїм: 10-10-10-2-2',
    'Bets on going out first, on 8 or 14 cards':
        'Ставки на вихід першим: на 8 чи 14 картах',
    'Bomb the ace: press Bomb!, then Play':
        'Бомбу на туза: натисніть «Бомба!», потім «Зіграти»',
    'Bombs':
        'Бомби',
    'Bombs beat everything but higher bombs, in turn or out of turn; never on the Dog.':
        "Бомби б'ють усе, крім старших бомб, у свій хід і не у свій; ніколи на Собаку.",
    "Boris has only 8 cards left and may go out soon: the Dragon's 25 points would stay with him. Give the trick to Gleb.":
        'У Бориса лишилося тільки 8 карт, він може скоро вийти: 25 очок Дракона лишилися б у нього. Віддайте взяток Глібу.',
    'Boris held an ace, so he had to play it: the wish is fulfilled and ends.':
        'У Бориса був туз, і він мусив його зіграти: бажання виконане й більше не діє.',
    "Boris's queen beat your Phoenix: it counted only J½. The Phoenix also costs 25 points to the team that wins it.":
        'Дама Бориса побила ваш Фенікс: він був лише J½. До того ж Фенікс забирає 25 очок у команди, яка його візьме.',
    'Your K or A would beat the queen, but keep them for now: this lesson is about what the Phoenix counted. Pass.':
        'Ваш K або A побили б даму, але поки залиште їх: цей урок про те, скільки був вартий Фенікс. Спасуйте.',
    'Call Tichu before your first card':
        'Оголосіть Тічу до першої карти',
    'Call Tichu: press Tichu!':
        'Оголосіть Тічу: натисніть «Тічу!»',
    'Call before you give: your partner then knows to give you a good card. Press Tichu!':
        'Оголосіть до обміну: партнер тоді зрозуміє, що вам потрібна добра карта. Натисніть «Тічу!»',
    'Call first: once you have played a card, it is too late to call Tichu.':
        'Спершу оголосіть: після першої зіграної карти оголошувати Тічу запізно.',
    'Combinations and beating them':
        'Комбінації та як їх бити',
    'Each player gives one card to each of the three others, all at once. Help your partner with a high card; give the opponents low cards that are worth no points.':
        'Кожен віддає по карті кожному з трьох інших, усі одночасно. Допоможіть партнерові старшою картою; суперникам віддайте молодші карти без очок.',
    'Everyone passed, so Gleb took the trick and led again. A full house is ranked by its triple: three 10s beat three 9s.':
        "Усі спасували, тож Гліб узяв взяток і знову зайшов. Фул-хаус рахується за трійкою: три 10 б'ють три 9.",
    'They beat anything, even out of turn':
        "Б'ють усе, навіть не у свій хід",
    'Give Vera, your partner, the A♠; give Boris and Gleb your 2♠ and 3♣: low cards, no points (never a 5, a 10 or a K).':
        'Віддайте Вірі, партнерці, A♠; Борисові й Глібу — свої 2♠ і 3♣: молодші карти без очок (ніколи 5, 10 чи K).',
    'Give the trick to Gleb':
        'Віддайте взяток Глібу',
    'Give Vera the A♠, the others 2♠ and 3♣':
        'Віддайте Вірі A♠, іншим 2♠ і 3♣',
    'Gleb played higher stairs. Passing does not take you out of the trick: when your turn comes round you may play on it again.':
        'Гліб зіграв старшу драбинку. Пас не виводить вас зі взятку: коли хід знову дійде до вас, можна знову грати на нього.',
    'Going out and the double win':
        'Вихід і подвійна перемога',
    'Grand Tichu (200) on your first 8 cards, Tichu (100) on all 14 until you play your first card; each call is won only by going out first.':
        'Велике Тічу (200) на перших 8 картах, Тічу (100) на всіх 14, поки ви не зіграли першу карту; оголошення виграє лише той, хто вийде першим.',
    'Grand Tichu and Tichu':
        'Велике Тічу і Тічу',
    'Grand Tichu is called on your first 8 cards, before you see the other 6: 200 points if you go out first, 200 off if not. Yours hold no ace and no special card.':
        'Велике Тічу оголошують на перших 8 картах, не бачачи решти 6: 200 очок, якщо вийдете першим, інакше мінус 200. У ваших немає ні туза, ні особливої карти.',
    'Hint: give the trick to {name}':
        'Підказка: віддайте взяток {name:dative}',
    'Hint: no wish':
        'Підказка: без бажання',
    'Hint: wish for {rank}':
        'Підказка: загадайте {rank}',
    'Lead the Dog: Vera then leads what suits her hand.':
        'Зайдіть Собакою: Віра потім зайде тим, що пасує її руці.',
    'Lead the Dog: the lead goes to Vera':
        'Зайдіть Собакою: захід переходить до Віри',
    'Lead the Mah Jong':
        'Зайдіть Маджонгом',
    'Lead the Mah Jong: its wish is what this lesson is about.':
        'Зайдіть Маджонгом: цей урок — про його бажання.',
    'Lead the stairs: four cards out at once.':
        'Зайдіть драбинкою: одразу чотири карти.',
    'Lead your stairs 3-3-4-4':
        'Зайдіть драбинкою 3-3-4-4',
    'Lead: play your pair of 9s':
        'Захід: зіграйте пару 9',
    'Led alone, it hands the lead to your partner':
        'Захід самою: захід переходить до партнера',
    "Only the Dragon beats Boris's ace: play it.":
        "Туза Бориса б'є тільки Дракон: зіграйте його.",
    'Out first, and both partners out: 200':
        'Вийти першим; обоє партнерів вийшли: 200',
    "Out of turn only a bomb may be played, and Boris's ace would win: bomb it with your four 7s.":
        'Не у свій хід можна зіграти тільки бомбу, а туз Бориса виграв би: побийте його каре сімок.',
    "Pass: Boris's ace wins":
        'Пас: туз Бориса виграє',
    "Pass: Gleb's straight flush beats your four 7s":
        "Пас: стріт-флеш Гліба б'є ваше каре сімок",
    'Pass: a queen beats J½':
        "Пас: дама б'є J½",
    "Pass: let Vera's straight win":
        'Пас: хай стріт Віри виграє',
    'Pass: nothing of yours beats J-J-Q-Q':
        'Пас: у вас нічим побити J-J-Q-Q',
    'Play all 14 cards: your straight':
        'Зіграйте всі 14 карт: ваш стріт',
    'Play the 1 and name a rank to be played':
        'Зіграти 1 і загадати ранг',
    'Play the Dragon on the ace':
        'Зіграйте Дракона на туза',
    'Play the Phoenix on the jack':
        'Зіграйте Фенікс на валета',
    'Play them all at once: the straight from the Mah Jong to the ace.':
        'Зіграйте їх усі одразу: стріт від Маджонга до туза.',
    'Press No: these 8 cards make no Grand Tichu':
        'Натисніть «Ні»: ці 8 карт — не Велике Тічу',
    'Same kind, same number of cards, higher: that beats a combination. The trick ends when all the others pass in a row.':
        "Той самий вид, стільки ж карт, старша — так б'ють комбінацію. Взяток закінчується, коли всі інші поспіль спасують.",
    'Same kind and length, higher; or pass':
        'Той самий вид і довжина, старша; або пас',
    'The Dog':
        'Собака',
    'The Dog cannot be played on a card: it can only be led.':
        'Собаку не можна зіграти на карту: нею можна лише зайти.',
    'The Dog is led alone and hands the lead to your partner; nothing is played on it, not even a bomb.':
        'Собакою заходять самою, і вона передає захід партнерові; на неї нічого не грають, навіть бомбу.',
    'The Dog is no combination: it can only be led, alone, and nothing can be played on it. Take the trick with your ace first.':
        'Собака — не комбінація: нею можна лише зайти, самою, і на неї нічого не можна зіграти. Спершу візьміть взяток тузом.',
    "The Dog's trick, worth nothing, is yours; Vera led her straight. Pass, and help her go out first.":
        'Взяток Собаки, нічого не вартий, ваш; Віра зайшла стрітом. Спасуйте й допоможіть їй вийти першою.',
    "Vera's straight wins if you let it: beating it would take the lead from her, and she called Tichu. Pass.":
        'Стріт Віри виграє, якщо ви йому дасте: перебивши його, ви заберете в неї захід, а вона оголосила Тічу. Спасуйте.',
    'The Dragon is the highest single: only a bomb beats it. It is worth 25 points, but the trick it wins must be given to an opponent.':
        "Дракон — найстарша одиночна карта: його б'є тільки бомба. Він вартий 25 очок, але виграний ним взяток треба віддати суперникові.",
    "The Dragon's gift":
        'Подарунок Дракона',
    'The Mah Jong is a 1, the lowest single. Whoever plays it wishes for a rank: the next player who holds it and can play it must.':
        'Маджонг — це 1, наймолодша одиночна карта. Хто його зіграє, загадує ранг: наступний гравець, який його має і може зіграти, мусить це зробити.',
    "The Mah Jong's wish":
        'Бажання Маджонга',
    'The Phoenix':
        'Фенікс',
    'The Phoenix beats any single but the Dragon: play it.':
        "Фенікс б'є будь-яку одиночну карту, крім Дракона: зіграйте його.",
    'The Phoenix stands for any rank in a combination (never in a bomb). As a single it counts half a rank above the single it beats: on a J it is J½.':
        "Фенікс у комбінації замінює будь-який ранг (але не в бомбі). Одиночною картою він на пів рангу старший за карту, яку б'є: на J це J½.",
    'The Phoenix: any rank in a combination, half a rank up as a single, 1½ when led, never over the Dragon; −25 points.':
        'Фенікс: будь-який ранг у комбінації, на пів рангу старший одиночною картою, 1½ у заході, ніколи не вищий за Дракона; −25 очок.',
    'Highest single; its trick goes to an opponent':
        'Найстарша карта; її взяток — суперникові',
    'The other 6 cards brought the Dragon, the Phoenix and four aces, a bomb. Tichu is worth 100 and may be called until your first card. Call it now: your partner sees it before choosing a card for you.':
        'Решта 6 карт принесли Дракона, Фенікс і чотирьох тузів, бомбу. Тічу вартує 100, і його можна оголосити до першої карти. Оголосіть зараз: партнер побачить це, перш ніж вибрати карту для вас.',
    'The wish binds whoever holds the rank and can play it, leading or following, until a card of that rank is played.':
        "Бажання зобов'язує кожного, хто має цей ранг і може його зіграти, у заході й у відповідь, доки карту цього рангу не зіграно.",
    "Three cards given, three received: every hand holds 14 again, and the Mah Jong's holder leads.":
        'Три карти віддано, три отримано: у кожній руці знову 14, а заходить той, у кого Маджонг.',
    'To follow, play the same kind with as many cards, higher: only stairs of two pairs beat stairs of two pairs.':
        "Щоб відповісти, зіграйте той самий вид із тим самим числом карт, старший: драбинку з двох пар б'є лише старша драбинка з двох пар.",
    'Vera called Tichu: she must go out first. Led, the Dog gives the lead to your partner.':
        'Віра оголосила Тічу: їй треба вийти першою. У заході Собака передає захід партнерові.',
    'Vera gave you the Mah Jong. Whoever holds it after the exchange leads the first trick, with any combination: lead your pair of 9s.':
        'Віра віддала вам Маджонг. У кого він після обміну, той заходить у перший взяток будь-якою комбінацією: зайдіть парою 9.',
    'Wish for a rank you do not hold: you hold no ace, and whoever holds one must now play it on your 1.':
        'Загадайте ранг, якого у вас немає: у вас немає тузів, і хто його має, мусить тепер зіграти його на вашу 1.',
    'Wish for an ace':
        'Загадайте туза',
    'Wish for any rank, or for none':
        'Загадайте будь-який ранг або нічого',
    'With these 8 cards you would most likely not go out first: Grand Tichu would cost 200. Press No.':
        'З цими 8 картами ви навряд чи вийдете першим: Велике Тічу коштувало б 200. Натисніть «Ні».',
    'You can beat it: your three 10s with the pair of 2s.':
        'Можна побити: ваші три 10 з парою 2.',
    'You hold a 9: you would have to play it yourself. Wish for a rank you do not hold, the ace.':
        'У вас є 9: вам довелося б зіграти її самому. Загадайте ранг, якого у вас немає, — туза.',
    'You hold the Mah Jong, so you lead: play your pair of 9s.':
        'Маджонг у вас, отже заходите ви: зіграйте пару 9.',
    'You went out first and Vera second: a double win scores 200 and no card points count; your Tichu adds 100.':
        'Ви вийшли першим, а Віра другою: подвійна перемога дає 200, очки за карти не рахуються; ваше Тічу додає 100.',
    'Your 14 cards make one straight, from the Mah Jong to the ace. Call Tichu: 100 more if you go out first.':
        'Ваші 14 карт — один стріт, від Маджонга до туза. Оголосіть Тічу: ще 100, якщо вийдете першим.',
    'Your Dragon won. Give the trick to the opponent who may well finish last: Gleb still holds 14 cards, and the last player hands every trick he won to the first player out.':
        'Ваш Дракон виграв. Віддайте взяток суперникові, який, найімовірніше, лишиться останнім: у Гліба ще 14 карт, а останній віддає всі свої взятки тому, хто вийшов першим.',
    'Your straight held the Mah Jong, so you wish. Then watch: if Vera goes out second, the round ends at once.':
        'У вашому стріті був Маджонг, тож ви загадуєте бажання. Потім дивіться: якщо Віра вийде другою, раунд одразу скінчиться.',
    'Scoring a round':
        'Підрахунок очок за раунд',
    "The last player's tricks and hand; card points":
        'Взятки й карти останнього; очки карт',
    "Take Gleb's K with your ace":
        'Побийте K Гліба своїм тузом',
    "At the round's end each team counts the card points in its tricks: a 5 is worth 5, a 10 or a K 10, the Dragon 25, the Phoenix −25, the rest nothing. Gleb led a K: win its 10 points, and the lead.":
        'Наприкінці раунду кожна команда рахує очки карт у своїх взятках: 5 вартує 5, 10 чи K — 10, Дракон 25, Фенікс −25, решта — нічого. Гліб зайшов з K: візьміть його 10 очок і захід.',
    'Pass, and Gleb keeps his K and the lead. Your ace wins both: play it.':
        'Спасуєте — і Гліб збереже свій K і захід. Ваш туз виграє і те, й інше: зіграйте його.',
    'Lead both queens: go out first':
        'Зайдіть обома дамами: вийдіть першим',
    'A round is played until the third player is out. The last one then gives every trick he won to the first player out. Gleb won the first trick, three straights worth 55 points: go out first.':
        'Раунд грається, доки не вийде третій гравець. Тоді останній віддає всі виграні ним взятки тому, хто вийшов першим. Гліб узяв перший взяток — три стріти на 55 очок: вийдіть першим.',
    'With one queen you keep a card and are not out: lead the pair.':
        'З однією дамою у вас лишиться карта, і ви не вийдете: зайдіть парою.',
    'Watch the round to its end':
        'Додивіться раунд до кінця',
    'You are out first. The round ends when a third player goes out: whoever is left with cards gives his tricks to you, and the cards in his hand to his opponents.':
        'Ви вийшли першим. Раунд закінчується, коли виходить третій гравець: той, у кого лишилися карти, віддає свої взятки вам, а карти з руки — своїм суперникам.',
    "Vera went out third, so the round ended with Gleb last. His tricks went to you, the first out: 80 points, the Dragon's trick Vera gave him among them. The 10 left in his hand went to your team. 80 to 20: the card points always add up to 100.":
        'Віра вийшла третьою, і раунд скінчився: Гліб лишився останнім. Усі його взятки перейшли до вас, адже ви вийшли першим: 80 очок, разом зі взятком Дракона, який йому віддала Віра. Десятка з його руки дісталася вашій команді. 80 на 20: очки карт завжди дають разом 100.',
}
