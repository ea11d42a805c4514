<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ml_IN" sourcelanguage="en">
    <context>
        <name>quiddler</name>
        <message>
            <source>Take the {card} from the discard pile: then you can go out with {words}.</source>
            <translation>കളയൽ കൂനയിൽ നിന്ന് {card} എടുക്കുക: അപ്പോൾ {words} കൊണ്ട് നിങ്ങൾക്ക് കൈ തീർക്കാം.</translation>
        </message>
        <message>
            <source>Take the {card} from the discard pile: it helps make {words}.</source>
            <translation>കളയൽ കൂനയിൽ നിന്ന് {card} എടുക്കുക: {words} ഉണ്ടാക്കാൻ അത് സഹായിക്കും.</translation>
        </message>
        <message>
            <source>Draw from the draw pile: the discard pile is empty.</source>
            <translation>എടുക്കൽ കൂനയിൽ നിന്ന് എടുക്കുക: കളയൽ കൂന ശൂന്യമാണ്.</translation>
        </message>
        <message>
            <source>Draw from the draw pile: the {card} on the discard pile does not help your words.</source>
            <translation>എടുക്കൽ കൂനയിൽ നിന്ന് എടുക്കുക: കളയൽ കൂനയിലെ {card} നിങ്ങളുടെ വാക്കുകൾക്ക് സഹായകമല്ല.</translation>
        </message>
        <message>
            <source>You can go out: {words} ({points} points), discarding {card}. The words are in the rows: press Go out (G).</source>
            <translation>നിങ്ങൾക്ക് കൈ തീർക്കാം: {words} ({points} പോയിന്റുകൾ), {card} കളഞ്ഞ്. വാക്കുകൾ വരികളിലുണ്ട്: കൈ തീർക്കുക (G) അമർത്തുക.</translation>
        </message>
        <message>
            <source>No word can be made from these cards: discard your dearest card.</source>
            <translation>ഈ കാർഡുകൾ കൊണ്ട് ഒരു വാക്കും ഉണ്ടാക്കാനാകില്ല: ഏറ്റവും വിലകൂടിയ കാർഡ് കളയുക.</translation>
        </message>
        <message>
            <source>No word can be laid down: discard {card} ({points} points this round) — double-click it to finish.</source>
            <translation>ഒരു വാക്കും ഇറക്കിവയ്ക്കാനാകില്ല: {card} കളയുക (ഈ റൗണ്ടിൽ {points} പോയിന്റുകൾ) — പൂർത്തിയാക്കാൻ അതിൽ ഡബിൾ-ക്ലിക്ക് ചെയ്യുക.</translation>
        </message>
        <message>
            <source>Lay down {words} and discard {card} ({points} points this round): the words are in the rows, so double-click the {card} to finish.</source>
            <translation>{words} ഇറക്കിവച്ച് {card} കളയുക (ഈ റൗണ്ടിൽ {points} പോയിന്റുകൾ): വാക്കുകൾ വരികളിലുണ്ട്, അതിനാൽ പൂർത്തിയാക്കാൻ {card} കാർഡിൽ ഡബിൾ-ക്ലിക്ക് ചെയ്യുക.</translation>
        </message>
        <message>
            <source>No way to go out yet. Keep building {words} and discard {card}.</source>
            <translation>ഇപ്പോൾ കൈ തീർക്കാൻ വഴിയില്ല. {words} ഉണ്ടാക്കുന്നത് തുടരുക, {card} കളയുക.</translation>
        </message>
        <message>
            <source>No word yet: discard {card}.</source>
            <translation>ഇതുവരെ വാക്കില്ല: {card} കളയുക.</translation>
        </message>
        <message>
            <source>words</source>
            <translation>വാക്കുകൾ</translation>
        </message>
        <message>
            <source>You laid down {word}, a word of {points} points, in round {round}</source>
            <translation>റൗണ്ട് {round}-ൽ നിങ്ങൾ {word} ഇറക്കിവച്ചു, {points} പോയിന്റുകളുടെ ഒരു വാക്ക്</translation>
        </message>
        <message>
            <source>{name} laid down {word}, a word of {points} points, in round {round}</source>
            <translation>റൗണ്ട് {round}-ൽ {name} {word} ഇറക്കിവച്ചു, {points} പോയിന്റുകളുടെ ഒരു വാക്ക്</translation>
        </message>
        <message>
            <source>After {rounds} rounds you have the most points.</source>
            <translation>{rounds} റൗണ്ടുകൾക്ക് ശേഷം ഏറ്റവും കൂടുതൽ പോയിന്റുകൾ നിങ്ങൾക്കാണ്.</translation>
        </message>
        <message>
            <source>After {rounds} rounds {name} has the most points.</source>
            <translation>{rounds} റൗണ്ടുകൾക്ക് ശേഷം ഏറ്റവും കൂടുതൽ പോയിന്റുകൾ: {name}.</translation>
        </message>
        <message>
            <source>After {rounds} rounds {names} share the most points.</source>
            <translation>{rounds} റൗണ്ടുകൾക്ക് ശേഷം ഏറ്റവും കൂടുതൽ പോയിന്റുകൾ പങ്കിടുന്നവർ: {names}.</translation>
        </message>
        <message>
            <source>You drew from the draw pile.</source>
            <translation>നിങ്ങൾ എടുക്കൽ കൂനയിൽ നിന്ന് എടുത്തു.</translation>
        </message>
        <message>
            <source>{name} drew from the draw pile.</source>
            <translation>{name} എടുക്കൽ കൂനയിൽ നിന്ന് എടുത്തു.</translation>
        </message>
        <message>
            <source>You took {card} from the discard pile.</source>
            <translation>നിങ്ങൾ കളയൽ കൂനയിൽ നിന്ന് {card} എടുത്തു.</translation>
        </message>
        <message>
            <source>{name} took {card} from the discard pile.</source>
            <translation>{name} കളയൽ കൂനയിൽ നിന്ന് {card} എടുത്തു.</translation>
        </message>
        <message>
            <source>You took a card from the discard pile.</source>
            <translation>നിങ്ങൾ കളയൽ കൂനയിൽ നിന്ന് ഒരു കാർഡ് എടുത്തു.</translation>
        </message>
        <message>
            <source>{name} took a card from the discard pile.</source>
            <translation>{name} കളയൽ കൂനയിൽ നിന്ന് ഒരു കാർഡ് എടുത്തു.</translation>
        </message>
        <message>
            <source>You discarded {card}.</source>
            <translation>നിങ്ങൾ {card} കളഞ്ഞു.</translation>
        </message>
        <message>
            <source>{name} discarded {card}.</source>
            <translation>{name} {card} കളഞ്ഞു.</translation>
        </message>
        <message>
            <source>You went out with {words} ({points} points) and discarded {card}.</source>
            <translation>നിങ്ങൾ {words} കൊണ്ട് കൈ തീർത്തു ({points} പോയിന്റുകൾ), {card} കളഞ്ഞു.</translation>
        </message>
        <message>
            <source>{name} went out with {words} ({points} points) and discarded {card}.</source>
            <translation>{name} {words} കൊണ്ട് കൈ തീർത്തു ({points} പോയിന്റുകൾ), {card} കളഞ്ഞു.</translation>
        </message>
        <message>
            <source>You laid down {words} ({points} points) on your last turn and discarded {card}.</source>
            <translation>നിങ്ങളുടെ അവസാന ഊഴത്തിൽ നിങ്ങൾ {words} ഇറക്കിവച്ചു ({points} പോയിന്റുകൾ), {card} കളഞ്ഞു.</translation>
        </message>
        <message>
            <source>{name} laid down {words} ({points} points) on their last turn and discarded {card}.</source>
            <translation>തന്റെ അവസാന ഊഴത്തിൽ {name} {words} ഇറക്കിവച്ചു ({points} പോയിന്റുകൾ), {card} കളഞ്ഞു.</translation>
        </message>
        <message>
            <source>You laid down no word on your last turn and discarded {card}.</source>
            <translation>നിങ്ങളുടെ അവസാന ഊഴത്തിൽ നിങ്ങൾ ഒരു വാക്കും ഇറക്കിവച്ചില്ല, {card} കളഞ്ഞു.</translation>
        </message>
        <message>
            <source>{name} laid down no word on their last turn and discarded {card}.</source>
            <translation>തന്റെ അവസാന ഊഴത്തിൽ {name} ഒരു വാക്കും ഇറക്കിവച്ചില്ല, {card} കളഞ്ഞു.</translation>
        </message>
        <message>
            <source>You have 1 card left (−{points}).</source>
            <translation>നിങ്ങളുടെ കൈയിൽ 1 കാർഡ് ബാക്കിയുണ്ട് (−{points}).</translation>
        </message>
        <message>
            <source>{name} has 1 card left (−{points}).</source>
            <translation>{name}: 1 കാർഡ് ബാക്കി (−{points}).</translation>
        </message>
        <message>
            <source>You have {count} cards left (−{points}).</source>
            <translation>നിങ്ങളുടെ കൈയിൽ {count} കാർഡുകൾ ബാക്കിയുണ്ട് (−{points}).</translation>
        </message>
        <message>
            <source>{name} has {count} cards left (−{points}).</source>
            <translation>{name}: {count} കാർഡുകൾ ബാക്കി (−{points}).</translation>
        </message>
        <message>
            <source>You have no card left.</source>
            <translation>നിങ്ങളുടെ കൈയിൽ ഒരു കാർഡും ബാക്കിയില്ല.</translation>
        </message>
        <message>
            <source>{name} has no card left.</source>
            <translation>{name}: ഒരു കാർഡും ബാക്കിയില്ല.</translation>
        </message>
        <message>
            <source>You moved.</source>
            <translation>നിങ്ങൾ നീക്കം നടത്തി.</translation>
        </message>
        <message>
            <source>{name} moved.</source>
            <translation>{name} നീക്കം നടത്തി.</translation>
        </message>
        <message>
            <source>Round {round} is over: {scores}.</source>
            <translation>റൗണ്ട് {round} കഴിഞ്ഞു: {scores}.</translation>
        </message>
        <message>
            <source>you {points} (total {total})</source>
            <translation>നിങ്ങൾ {points} (ആകെ {total})</translation>
        </message>
        <message>
            <source>{name} {points} (total {total})</source>
            <translation>{name} {points} (ആകെ {total})</translation>
        </message>
        <message>
            <source>Your last move ended the round, and the next one was dealt, so it can't be undone: moves can be undone once nothing is drawn after them.</source>
            <translation>നിങ്ങളുടെ അവസാന നീക്കം റൗണ്ട് അവസാനിപ്പിച്ചു, അടുത്ത റൗണ്ടിന്റെ കാർഡുകൾ നൽകിക്കഴിഞ്ഞു, അതിനാൽ അത് പഴയപടിയാക്കാനാകില്ല: ഒരു നീക്കത്തിനുശേഷം ഒന്നും എടുത്തിട്ടില്ലാത്തപ്പോൾ മാത്രമേ അത് പഴയപടിയാക്കാനാകൂ.</translation>
        </message>
        <message>
            <source>A new round was dealt after your move, so it can't be undone: moves can be undone once nothing is drawn after them.</source>
            <translation>നിങ്ങളുടെ നീക്കത്തിനുശേഷം ഒരു പുതിയ റൗണ്ടിന്റെ കാർഡുകൾ നൽകി, അതിനാൽ അത് പഴയപടിയാക്കാനാകില്ല: ഒരു നീക്കത്തിനുശേഷം ഒന്നും എടുത്തിട്ടില്ലാത്തപ്പോൾ മാത്രമേ അത് പഴയപടിയാക്കാനാകൂ.</translation>
        </message>
        <message>
            <source>Your last move ended the round, and the next one was dealt, so it can't be undone.</source>
            <translation>നിങ്ങളുടെ അവസാന നീക്കം റൗണ്ട് അവസാനിപ്പിച്ചു, അടുത്ത റൗണ്ടിന്റെ കാർഡുകൾ നൽകിക്കഴിഞ്ഞു, അതിനാൽ അത് പഴയപടിയാക്കാനാകില്ല.</translation>
        </message>
        <message>
            <source>Your last move drew a card from the draw pile, so it can't be undone: moves can be undone once nothing is drawn after them.</source>
            <translation>നിങ്ങളുടെ അവസാന നീക്കത്തിൽ എടുക്കൽ കൂനയിൽ നിന്ന് ഒരു കാർഡ് എടുത്തു, അതിനാൽ അത് പഴയപടിയാക്കാനാകില്ല: ഒരു നീക്കത്തിനുശേഷം ഒന്നും എടുത്തിട്ടില്ലാത്തപ്പോൾ മാത്രമേ അത് പഴയപടിയാക്കാനാകൂ.</translation>
        </message>
        <message>
            <source>Another player drew from the draw pile after your move, so it can't be undone: moves can be undone once nothing is drawn after them.</source>
            <translation>നിങ്ങളുടെ നീക്കത്തിനുശേഷം മറ്റൊരു കളിക്കാരൻ എടുക്കൽ കൂനയിൽ നിന്ന് എടുത്തു, അതിനാൽ അത് പഴയപടിയാക്കാനാകില്ല: ഒരു നീക്കത്തിനുശേഷം ഒന്നും എടുത്തിട്ടില്ലാത്തപ്പോൾ മാത്രമേ അത് പഴയപടിയാക്കാനാകൂ.</translation>
        </message>
        <message>
            <source>Your last move drew a card from the draw pile, so it can't be undone.</source>
            <translation>നിങ്ങളുടെ അവസാന നീക്കത്തിൽ എടുക്കൽ കൂനയിൽ നിന്ന് ഒരു കാർഡ് എടുത്തു, അതിനാൽ അത് പഴയപടിയാക്കാനാകില്ല.</translation>
        </message>
        <message>
            <source>Word list</source>
            <translation>വാക്ക് പട്ടിക</translation>
        </message>
        <message>
            <source>Which words count. A smaller list makes a gentler game; people and bots are judged by the same list.</source>
            <translation>ഏതൊക്കെ വാക്കുകൾ എണ്ണും. ചെറിയ പട്ടിക കളി എളുപ്പമാക്കും; ആളുകളെയും ബോട്ടുകളെയും ഒരേ പട്ടിക കൊണ്ടാണ് വിലയിരുത്തുന്നത്.</translation>
        </message>
        <message>
            <source>Common words (smaller list)</source>
            <translation>സാധാരണ വാക്കുകൾ (ചെറിയ പട്ടിക)</translation>
        </message>
        <message>
            <source>Standard English words</source>
            <translation>സ്റ്റാൻഡേർഡ് ഇംഗ്ലീഷ് വാക്കുകൾ</translation>
        </message>
        <message>
            <source>Full list, with rare words</source>
            <translation>മുഴുവൻ പട്ടിക, അപൂർവ വാക്കുകളോടെ</translation>
        </message>
        <message>
            <source>My own imported list</source>
            <translation>ഞാൻ ഇറക്കുമതി ചെയ്ത പട്ടിക</translation>
        </message>
        <message>
            <source>No going out on the first turn</source>
            <translation>ആദ്യ ഊഴത്തിൽ കൈ തീർക്കൽ ഇല്ല</translation>
        </message>
        <message>
            <source>Nobody may go out on their first turn of a round.</source>
            <translation>ഒരു റൗണ്ടിലെ തന്റെ ആദ്യ ഊഴത്തിൽ ആർക്കും കൈ തീർക്കാനാകില്ല.</translation>
        </message>
        <message>
            <source>Bonuses with 2 players</source>
            <translation>2 കളിക്കാരുള്ളപ്പോൾ ബോണസുകൾ</translation>
        </message>
        <message>
            <source>With 2 players only: play with both 10-point bonuses or only one of them. With 3 or more players both bonuses always count.</source>
            <translation>2 കളിക്കാർ മാത്രമുള്ളപ്പോൾ: 10 പോയിന്റിന്റെ രണ്ട് ബോണസുകളോടും കൂടി, അല്ലെങ്കിൽ അവയിൽ ഒന്ന് മാത്രം വച്ച് കളിക്കുക. 3-ഓ അതിലധികമോ കളിക്കാരുള്ളപ്പോൾ രണ്ട് ബോണസുകളും എപ്പോഴും എണ്ണും.</translation>
        </message>
        <message>
            <source>Longest word and most words</source>
            <translation>ഏറ്റവും നീളമുള്ള വാക്കും ഏറ്റവും കൂടുതൽ വാക്കുകളും</translation>
        </message>
        <message>
            <source>Longest word only</source>
            <translation>ഏറ്റവും നീളമുള്ള വാക്ക് മാത്രം</translation>
        </message>
        <message>
            <source>Most words only</source>
            <translation>ഏറ്റവും കൂടുതൽ വാക്കുകൾ മാത്രം</translation>
        </message>
        <message>
            <source>Imported word list</source>
            <translation>ഇറക്കുമതി ചെയ്ത വാക്ക് പട്ടിക</translation>
        </message>
        <message>
            <source>House words allowed</source>
            <translation>വീട്ടുവാക്കുകൾ അനുവദിച്ചു</translation>
        </message>
        <message>
            <source>House words refused</source>
            <translation>വീട്ടുവാക്കുകൾ നിരസിച്ചു</translation>
        </message>
        <message>
            <source>Easy</source>
            <comment>a bot level</comment>
            <translation>എളുപ്പം</translation>
        </message>
        <message>
            <source>Knows only everyday words and plays what it sees, like a new player.</source>
            <translation>ദൈനംദിന വാക്കുകൾ മാത്രം അറിയാം, കാണുന്നത് കളിക്കുന്നു, ഒരു പുതിയ കളിക്കാരനെപ്പോലെ.</translation>
        </message>
        <message>
            <source>Medium</source>
            <comment>a bot level</comment>
            <translation>ഇടത്തരം</translation>
        </message>
        <message>
            <source>Knows the whole word list; goes out as soon as it can and keeps the cards that score.</source>
            <translation>മുഴുവൻ വാക്ക് പട്ടികയും അറിയാം; കഴിയുന്നത്ര വേഗം കൈ തീർക്കുന്നു, സ്കോർ നേടുന്ന കാർഡുകൾ സൂക്ഷിക്കുന്നു.</translation>
        </message>
        <message>
            <source>Hard</source>
            <comment>a bot level</comment>
            <translation>കഠിനം</translation>
        </message>
        <message>
            <source>Counts cards, watches what its discard gives away, waits for a better go-out and chases the bonuses.</source>
            <translation>കാർഡുകൾ എണ്ണുന്നു, താൻ കളയുന്നത് മറ്റുള്ളവർക്ക് എന്ത് നൽകുമെന്ന് ശ്രദ്ധിക്കുന്നു, കൂടുതൽ നല്ല കൈ തീർക്കലിനായി കാത്തിരിക്കുന്നു, ബോണസുകൾക്ക് പിന്നാലെ പോകുന്നു.</translation>
        </message>
        <message>
            <source>Turn your hand of letter cards into words and go out first.</source>
            <translation>നിങ്ങളുടെ കൈയിലെ അക്ഷര കാർഡുകൾ വാക്കുകളാക്കി ആദ്യം കൈ തീർക്കുക.</translation>
        </message>
        <message>
            <source>an {card} card</source>
            <comment>a card whose letter's name starts with a vowel sound</comment>
            <translation>ഒരു {card} കാർഡ്</translation>
        </message>
        <message>
            <source>a {card} card</source>
            <translation>ഒരു {card} കാർഡ്</translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <comment>a list of cards</comment>
            <translation>{first}, {last} എന്നിവ</translation>
        </message>
        <message>
            <source>{first}, {rest}</source>
            <comment>a list of three or more cards</comment>
            <translation>{first}, {rest}</translation>
        </message>
        <message>
            <source>{card} is not a Quiddler card.</source>
            <translation>{card} ഒരു Quiddler കാർഡ് അല്ല.</translation>
        </message>
        <message>
            <source>You don't have another {card} card.</source>
            <translation>നിങ്ങളുടെ കൈയിൽ മറ്റൊരു {card} കാർഡ് ഇല്ല.</translation>
        </message>
        <message>
            <source>You don't have {card}.</source>
            <translation>നിങ്ങളുടെ കൈയിൽ {card} ഇല്ല.</translation>
        </message>
        <message>
            <source>An empty row is not a word.</source>
            <translation>ശൂന്യമായ വരി ഒരു വാക്കല്ല.</translation>
        </message>
        <message>
            <source>The {card} card alone is not a word: every word needs at least 2 cards.</source>
            <translation>{card} കാർഡ് ഒറ്റയ്ക്ക് ഒരു വാക്കല്ല: ഓരോ വാക്കിനും കുറഞ്ഞത് 2 കാർഡുകൾ വേണം.</translation>
        </message>
        <message>
            <source>{card} alone is not a word: every word needs at least 2 cards.</source>
            <translation>{card} ഒറ്റയ്ക്ക് ഒരു വാക്കല്ല: ഓരോ വാക്കിനും കുറഞ്ഞത് 2 കാർഡുകൾ വേണം.</translation>
        </message>
        <message>
            <source>{word} is not in the word list.</source>
            <translation>{word} വാക്ക് പട്ടികയിൽ ഇല്ല.</translation>
        </message>
        <message>
            <source>The {cards} card is not used: every card but your discard must be in a word.</source>
            <translation>{cards} കാർഡ് ഉപയോഗിച്ചിട്ടില്ല: കളയുന്ന കാർഡ് ഒഴികെ എല്ലാ കാർഡുകളും ഒരു വാക്കിൽ ഉണ്ടായിരിക്കണം.</translation>
        </message>
        <message>
            <source>The {cards} cards are not used: every card but your discard must be in a word.</source>
            <translation>{cards} കാർഡുകൾ ഉപയോഗിച്ചിട്ടില്ല: കളയുന്ന കാർഡ് ഒഴികെ എല്ലാ കാർഡുകളും ഒരു വാക്കിൽ ഉണ്ടായിരിക്കണം.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>ഗെയിം കഴിഞ്ഞു.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>ഇത് നിങ്ങളുടെ ഊഴമല്ല.</translation>
        </message>
        <message>
            <source>You have already drawn a card this turn: now discard one.</source>
            <translation>ഈ ഊഴത്തിൽ നിങ്ങൾ ഇതിനകം ഒരു കാർഡ് എടുത്തു: ഇനി ഒന്ന് കളയുക.</translation>
        </message>
        <message>
            <source>The draw pile is empty.</source>
            <translation>എടുക്കൽ കൂന ശൂന്യമാണ്.</translation>
        </message>
        <message>
            <source>The discard pile is empty.</source>
            <translation>കളയൽ കൂന ശൂന്യമാണ്.</translation>
        </message>
        <message>
            <source>Draw from the draw pile or the discard pile.</source>
            <translation>എടുക്കൽ കൂനയിൽ നിന്നോ കളയൽ കൂനയിൽ നിന്നോ എടുക്കുക.</translation>
        </message>
        <message>
            <source>Draw a card first, from the draw pile or the discard pile.</source>
            <translation>ആദ്യം ഒരു കാർഡ് എടുക്കുക, എടുക്കൽ കൂനയിൽ നിന്നോ കളയൽ കൂനയിൽ നിന്നോ.</translation>
        </message>
        <message>
            <source>This is your last turn: lay down the words you can (or none), then discard.</source>
            <translation>ഇത് നിങ്ങളുടെ അവസാന ഊഴമാണ്: കഴിയുന്ന വാക്കുകൾ ഇറക്കിവയ്ക്കുക (അല്ലെങ്കിൽ ഒന്നും വേണ്ട), എന്നിട്ട് കളയുക.</translation>
        </message>
        <message>
            <source>Those are not words.</source>
            <translation>അവ വാക്കുകളല്ല.</translation>
        </message>
        <message>
            <source>Someone has already gone out: this is your last turn.</source>
            <translation>ഒരാൾ ഇതിനകം കൈ തീർത്തു: ഇത് നിങ്ങളുടെ അവസാന ഊഴമാണ്.</translation>
        </message>
        <message>
            <source>Going out on your first turn of a round is not allowed in this game.</source>
            <translation>ഈ ഗെയിമിൽ ഒരു റൗണ്ടിലെ നിങ്ങളുടെ ആദ്യ ഊഴത്തിൽ കൈ തീർക്കാൻ അനുവാദമില്ല.</translation>
        </message>
        <message>
            <source>Nobody has gone out yet: discard, or go out.</source>
            <translation>ആരും ഇതുവരെ കൈ തീർത്തിട്ടില്ല: കളയുക, അല്ലെങ്കിൽ കൈ തീർക്കുക.</translation>
        </message>
        <message>
            <source>That is not a Quiddler move.</source>
            <translation>അത് ഒരു Quiddler നീക്കമല്ല.</translation>
        </message>
        <message>
            <source>After {rounds} rounds Player {number} has the most points.</source>
            <translation>{rounds} റൗണ്ടുകൾക്ക് ശേഷം ഏറ്റവും കൂടുതൽ പോയിന്റുകൾ കളിക്കാരൻ {number}-ന്.</translation>
        </message>
        <message>
            <source>After {rounds} rounds {count} players share the most points.</source>
            <translation>{rounds} റൗണ്ടുകൾക്ക് ശേഷം {count} കളിക്കാർ ഏറ്റവും കൂടുതൽ പോയിന്റുകൾ പങ്കിടുന്നു.</translation>
        </message>
    </context>
    <context>
        <name>qwirkle</name>
        <message>
            <source>There is nothing to decide now.</source>
            <translation>ഇപ്പോൾ തീരുമാനിക്കാൻ ഒന്നുമില്ല.</translation>
        </message>
        <message>
            <source>Hint: no tile fits and the bag is empty, so pass (P).</source>
            <translation>സൂചന: ഒരു ടൈലും ചേരുന്നില്ല, ബാഗ് ശൂന്യമാണ്, അതിനാൽ പാസ് ചെയ്യുക (P).</translation>
        </message>
        <message>
            <source>1 point</source>
            <translation>1 പോയിന്റ്</translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>%n പോയിന്റ്</numerusform>
                <numerusform>%n പോയിന്റുകൾ</numerusform>
            </translation>
        </message>
        <message>
            <source>Hint: {tiles} for {points}, shown faintly on the table. Press Place the hint (H) or click a faint tile to lay it out.</source>
            <translation>സൂചന: {points}-ന് {tiles}, മേശയിൽ മങ്ങിയ രീതിയിൽ കാണിച്ചിരിക്കുന്നു. അത് നിരത്താൻ സൂചന വയ്ക്കുക (H) അമർത്തുക, അല്ലെങ്കിൽ ഒരു മങ്ങിയ ടൈലിൽ ക്ലിക്ക് ചെയ്യുക.</translation>
        </message>
        <message>
            <source>Hint: no placement is worth much; exchange {tiles}. Press Place the hint (H) to mark them for the exchange.</source>
            <translation>സൂചന: ഒരു നീക്കത്തിനും കാര്യമായ മൂല്യമില്ല; {tiles} കൈമാറ്റം ചെയ്യുക. കൈമാറ്റത്തിനായി അവ അടയാളപ്പെടുത്താൻ സൂചന വയ്ക്കുക (H) അമർത്തുക.</translation>
        </message>
        <message>
            <source>That would leave 1 empty cell between your tiles, more than the {left} left in your rack can fill.</source>
            <translation>അത് നിങ്ങളുടെ ടൈലുകൾക്കിടയിൽ 1 ശൂന്യമായ കളം ബാക്കിയാക്കും, നിങ്ങളുടെ റാക്കിൽ ബാക്കിയുള്ള {left} ടൈലുകൾക്ക് നിറയ്ക്കാവുന്നതിലും കൂടുതൽ.</translation>
        </message>
        <message numerus="yes">
            <source>That would leave %n empty cells between your tiles, more than the {left} left in your rack can fill.</source>
            <translation>
                <numerusform>അത് നിങ്ങളുടെ ടൈലുകൾക്കിടയിൽ %n ശൂന്യമായ കളം ബാക്കിയാക്കും, നിങ്ങളുടെ റാക്കിൽ ബാക്കിയുള്ള {left} ടൈലുകൾക്ക് നിറയ്ക്കാവുന്നതിലും കൂടുതൽ.</numerusform>
                <numerusform>അത് നിങ്ങളുടെ ടൈലുകൾക്കിടയിൽ %n ശൂന്യമായ കളങ്ങൾ ബാക്കിയാക്കും, നിങ്ങളുടെ റാക്കിൽ ബാക്കിയുള്ള {left} ടൈലുകൾക്ക് നിറയ്ക്കാവുന്നതിലും കൂടുതൽ.</numerusform>
            </translation>
        </message>
        <message>
            <source>No tile left in your rack could fill the gap that would leave.</source>
            <translation>അങ്ങനെ ഉണ്ടാകുന്ന വിടവ് നിറയ്ക്കാൻ നിങ്ങളുടെ റാക്കിൽ ബാക്കിയുള്ള ഒരു ടൈലിനും കഴിയില്ല.</translation>
        </message>
        <message>
            <source>First move</source>
            <translation>ആദ്യ നീക്കം</translation>
        </message>
        <message>
            <source>Who starts, and what they must play.</source>
            <translation>ആര് തുടങ്ങുന്നു, അവർ എന്ത് കളിക്കണം.</translation>
        </message>
        <message>
            <source>By the rules: the largest group starts and must play it</source>
            <translation>നിയമപ്രകാരം: ഏറ്റവും വലിയ കൂട്ടമുള്ളയാൾ തുടങ്ങുന്നു, അത് കളിക്കണം</translation>
        </message>
        <message>
            <source>Random starter, free first move</source>
            <translation>ക്രമരഹിതമായി തുടങ്ങുന്നയാൾ, സ്വതന്ത്രമായ ആദ്യ നീക്കം</translation>
        </message>
        <message>
            <source>Starting player</source>
            <translation>തുടങ്ങുന്ന കളിക്കാരൻ</translation>
        </message>
        <message>
            <source>Pick who starts, or let the rules decide (-1).</source>
            <translation>ആര് തുടങ്ങണമെന്ന് തിരഞ്ഞെടുക്കുക, അല്ലെങ്കിൽ നിയമങ്ങൾക്ക് വിടുക (-1).</translation>
        </message>
        <message>
            <source>Allow undoing a move</source>
            <translation>നീക്കം പഴയപടിയാക്കാൻ അനുവദിക്കുക</translation>
        </message>
        <message>
            <source>Playing alone against bots, you may undo your last move at any time; if tiles were drawn since, the game then counts as practice. With another person at the table, a move can be undone only while no tile was drawn from the bag after it.</source>
            <translation>ബോട്ടുകൾക്കെതിരെ ഒറ്റയ്ക്ക് കളിക്കുമ്പോൾ, നിങ്ങളുടെ അവസാന നീക്കം എപ്പോൾ വേണമെങ്കിലും പഴയപടിയാക്കാം; അതിനുശേഷം ടൈലുകൾ എടുത്തിട്ടുണ്ടെങ്കിൽ, ഗെയിം ഒരു പരിശീലന ഗെയിം ആയി കണക്കാക്കും. മേശയിൽ മറ്റൊരാൾ കൂടി ഉണ്ടെങ്കിൽ, അതിനുശേഷം ബാഗിൽ നിന്ന് ഒരു ടൈലും എടുത്തിട്ടില്ലാത്തപ്പോൾ മാത്രമേ ഒരു നീക്കം പഴയപടിയാക്കാനാകൂ.</translation>
        </message>
        <message>
            <source>Beginner</source>
            <comment>a bot level</comment>
            <translation>തുടക്കക്കാരൻ</translation>
        </message>
        <message>
            <source>Plays sensible single tiles, like a new player.</source>
            <translation>വിവേകപൂർവം ഒറ്റ ടൈലുകൾ കളിക്കുന്നു, ഒരു പുതിയ കളിക്കാരനെപ്പോലെ.</translation>
        </message>
        <message>
            <source>Casual</source>
            <comment>a bot level</comment>
            <translation>സാധാരണ</translation>
        </message>
        <message>
            <source>Always takes the highest score available this turn.</source>
            <translation>ഈ ഊഴത്തിൽ കിട്ടാവുന്ന ഏറ്റവും ഉയർന്ന സ്കോർ എപ്പോഴും എടുക്കുന്നു.</translation>
        </message>
        <message>
            <source>Strong</source>
            <comment>a bot level</comment>
            <translation>ശക്തൻ</translation>
        </message>
        <message>
            <source>Scores well and thinks about the tiles it keeps and the lines it leaves open.</source>
            <translation>നന്നായി സ്കോർ നേടുന്നു, സൂക്ഷിക്കുന്ന ടൈലുകളെയും തുറന്നിടുന്ന ലൈനുകളെയും കുറിച്ച് ചിന്തിക്കുന്നു.</translation>
        </message>
        <message>
            <source>Expert</source>
            <comment>a bot level</comment>
            <translation>വിദഗ്ധൻ</translation>
        </message>
        <message>
            <source>Looks ahead over the tiles it cannot see before choosing its move.</source>
            <translation>നീക്കം തിരഞ്ഞെടുക്കുന്നതിന് മുമ്പ് തനിക്ക് കാണാനാകാത്ത ടൈലുകളെക്കുറിച്ച് മുന്നോട്ട് ചിന്തിക്കുന്നു.</translation>
        </message>
        <message>
            <source>Match colours and shapes in lines of tiles; complete a line of six for a Qwirkle.</source>
            <translation>ടൈലുകളുടെ ലൈനുകളിൽ നിറങ്ങളും ആകൃതികളും ഒത്തുചേർക്കുക; ഒരു Qwirkle-നായി ആറ് ടൈലുകളുടെ ഒരു ലൈൻ പൂർത്തിയാക്കുക.</translation>
        </message>
        <message>
            <source>Leave no gaps: every cell between your tiles must hold a tile.</source>
            <translation>വിടവുകൾ വിടരുത്: നിങ്ങളുടെ ടൈലുകൾക്കിടയിലെ ഓരോ കളത്തിലും ഒരു ടൈൽ ഉണ്ടായിരിക്കണം.</translation>
        </message>
        <message>
            <source>A line holds at most 6 tiles; this row would hold {count}.</source>
            <translation>ഒരു ലൈനിൽ പരമാവധി 6 ടൈലുകൾ; ഈ വരിയിൽ {count} ആകും.</translation>
        </message>
        <message>
            <source>A line holds at most 6 tiles; this column would hold {count}.</source>
            <translation>ഒരു ലൈനിൽ പരമാവധി 6 ടൈലുകൾ; ഈ കോളത്തിൽ {count} ആകും.</translation>
        </message>
        <message>
            <source>That tile doesn't fit: the row already has {tile}.</source>
            <translation>ആ ടൈൽ ചേരില്ല: വരിയിൽ ഇതിനകം {tile} ഉണ്ട്.</translation>
        </message>
        <message>
            <source>That tile doesn't fit: the column already has {tile}.</source>
            <translation>ആ ടൈൽ ചേരില്ല: കോളത്തിൽ ഇതിനകം {tile} ഉണ്ട്.</translation>
        </message>
        <message>
            <source>That tile doesn't fit: the row is all {colour}, and {tile} is not.</source>
            <translation>ആ ടൈൽ ചേരില്ല: വരി മുഴുവൻ {colour} ആണ്, {tile} അങ്ങനെയല്ല.</translation>
        </message>
        <message>
            <source>That tile doesn't fit: the column is all {colour}, and {tile} is not.</source>
            <translation>ആ ടൈൽ ചേരില്ല: കോളം മുഴുവൻ {colour} ആണ്, {tile} അങ്ങനെയല്ല.</translation>
        </message>
        <message>
            <source>That tile doesn't fit: the row is all {shapes}, and {tile} is not.</source>
            <translation>ആ ടൈൽ ചേരില്ല: വരി മുഴുവൻ {shapes} ആണ്, {tile} അങ്ങനെയല്ല.</translation>
        </message>
        <message>
            <source>That tile doesn't fit: the column is all {shapes}, and {tile} is not.</source>
            <translation>ആ ടൈൽ ചേരില്ല: കോളം മുഴുവൻ {shapes} ആണ്, {tile} അങ്ങനെയല്ല.</translation>
        </message>
        <message>
            <source>That tile doesn't fit: a row shares one colour or one shape, and {first} and {second} share neither.</source>
            <translation>ആ ടൈൽ ചേരില്ല: ഒരു വരിയിലെ ടൈലുകൾക്ക് ഒരേ നിറമോ ഒരേ ആകൃതിയോ വേണം, {first}, {second} എന്നിവയ്ക്ക് ഇവയിൽ ഒന്നും പൊതുവായില്ല.</translation>
        </message>
        <message>
            <source>That tile doesn't fit: a column shares one colour or one shape, and {first} and {second} share neither.</source>
            <translation>ആ ടൈൽ ചേരില്ല: ഒരു കോളത്തിലെ ടൈലുകൾക്ക് ഒരേ നിറമോ ഒരേ ആകൃതിയോ വേണം, {first}, {second} എന്നിവയ്ക്ക് ഇവയിൽ ഒന്നും പൊതുവായില്ല.</translation>
        </message>
        <message>
            <source>Place at least one tile.</source>
            <translation>കുറഞ്ഞത് ഒരു ടൈൽ വയ്ക്കുക.</translation>
        </message>
        <message>
            <source>Two tiles can't go on the same cell.</source>
            <translation>രണ്ട് ടൈലുകൾ ഒരേ കളത്തിൽ വയ്ക്കാനാകില്ല.</translation>
        </message>
        <message>
            <source>That cell already holds a tile.</source>
            <translation>ആ കളത്തിൽ ഇതിനകം ഒരു ടൈൽ ഉണ്ട്.</translation>
        </message>
        <message>
            <source>Tiles placed in one turn must lie in one row or one column.</source>
            <translation>ഒരു ഊഴത്തിൽ വയ്ക്കുന്ന ടൈലുകൾ ഒരു വരിയിലോ ഒരു കോളത്തിലോ ആയിരിക്കണം.</translation>
        </message>
        <message>
            <source>1 tile</source>
            <translation>1 ടൈൽ</translation>
        </message>
        <message numerus="yes">
            <source>%n tiles</source>
            <translation>
                <numerusform>%n ടൈൽ</numerusform>
                <numerusform>%n ടൈലുകൾ</numerusform>
            </translation>
        </message>
        <message>
            <source>Your first move must be your largest group: {tiles}.</source>
            <translation>നിങ്ങളുടെ ആദ്യ നീക്കം നിങ്ങളുടെ ഏറ്റവും വലിയ കൂട്ടം ആയിരിക്കണം: {tiles}.</translation>
        </message>
        <message>
            <source>Place next to a tile already on the table.</source>
            <translation>മേശയിൽ നേരത്തേയുള്ള ഒരു ടൈലിന് അടുത്ത് വയ്ക്കുക.</translation>
        </message>
        <message>
            <source>You placed {tiles} for {points} ({which}).</source>
            <translation>നിങ്ങൾ {tiles} വച്ചു, {points} ({which}).</translation>
        </message>
        <message>
            <source>{name} placed {tiles} for {points} ({which}).</source>
            <translation>{name} {tiles} വച്ചു, {points} ({which}).</translation>
        </message>
        <message>
            <source>You placed {tiles} for {points} ({which}): a Qwirkle!</source>
            <translation>നിങ്ങൾ {tiles} വച്ചു, {points} ({which}): ഒരു Qwirkle!</translation>
        </message>
        <message>
            <source>{name} placed {tiles} for {points} ({which}): a Qwirkle!</source>
            <translation>{name} {tiles} വച്ചു, {points} ({which}): ഒരു Qwirkle!</translation>
        </message>
        <message>
            <source>You placed {tiles} for {points} ({which}): {count} Qwirkles!</source>
            <translation>നിങ്ങൾ {tiles} വച്ചു, {points} ({which}): {count} Qwirkle-കൾ!</translation>
        </message>
        <message>
            <source>{name} placed {tiles} for {points} ({which}): {count} Qwirkles!</source>
            <translation>{name} {tiles} വച്ചു, {points} ({which}): {count} Qwirkle-കൾ!</translation>
        </message>
        <message>
            <source>You placed {tiles}.</source>
            <translation>നിങ്ങൾ {tiles} വച്ചു.</translation>
        </message>
        <message>
            <source>{name} placed {tiles}.</source>
            <translation>{name} {tiles} വച്ചു.</translation>
        </message>
        <message>
            <source>You exchanged {tiles}.</source>
            <translation>നിങ്ങൾ {tiles} കൈമാറ്റം ചെയ്തു.</translation>
        </message>
        <message>
            <source>{name} exchanged {tiles}.</source>
            <translation>{name} {tiles} കൈമാറ്റം ചെയ്തു.</translation>
        </message>
        <message>
            <source>You passed.</source>
            <translation>നിങ്ങൾ പാസ് ചെയ്തു.</translation>
        </message>
        <message>
            <source>{name} passed.</source>
            <translation>{name} പാസ് ചെയ്തു.</translation>
        </message>
        <message>
            <source>You moved.</source>
            <translation>നിങ്ങൾ നീക്കം നടത്തി.</translation>
        </message>
        <message>
            <source>{name} moved.</source>
            <translation>{name} നീക്കം നടത്തി.</translation>
        </message>
        <message>
            <source>That is not a Qwirkle tile.</source>
            <translation>അത് ഒരു Qwirkle ടൈൽ അല്ല.</translation>
        </message>
        <message>
            <source>You don't have another {tile}.</source>
            <translation>നിങ്ങളുടെ കൈയിൽ മറ്റൊരു {tile} ഇല്ല.</translation>
        </message>
        <message>
            <source>You don't have a {tile}.</source>
            <translation>നിങ്ങളുടെ കൈയിൽ {tile} ഇല്ല.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>ഗെയിം കഴിഞ്ഞു.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>ഇത് നിങ്ങളുടെ ഊഴമല്ല.</translation>
        </message>
        <message>
            <source>Those are not cells on the table.</source>
            <translation>അവ മേശയിലെ കളങ്ങളല്ല.</translation>
        </message>
        <message>
            <source>Choose at least one tile to exchange.</source>
            <translation>കൈമാറ്റം ചെയ്യാൻ കുറഞ്ഞത് ഒരു ടൈൽ തിരഞ്ഞെടുക്കുക.</translation>
        </message>
        <message>
            <source>The bag is empty, so tiles can't be exchanged.</source>
            <translation>ബാഗ് ശൂന്യമാണ്, അതിനാൽ ടൈലുകൾ കൈമാറ്റം ചെയ്യാനാകില്ല.</translation>
        </message>
        <message>
            <source>The bag holds only {tiles}, so you can exchange at most that many.</source>
            <translation>ബാഗിൽ {tiles} മാത്രമേ ഉള്ളൂ, അതിനാൽ പരമാവധി അത്രയും മാത്രമേ കൈമാറ്റം ചെയ്യാനാകൂ.</translation>
        </message>
        <message>
            <source>You can't pass while the bag has tiles: exchange instead.</source>
            <translation>ബാഗിൽ ടൈലുകൾ ഉള്ളപ്പോൾ പാസ് ചെയ്യാനാകില്ല: പകരം കൈമാറ്റം ചെയ്യുക.</translation>
        </message>
        <message>
            <source>You can still place a tile, so you can't pass.</source>
            <translation>നിങ്ങൾക്ക് ഇപ്പോഴും ഒരു ടൈൽ വയ്ക്കാനാകും, അതിനാൽ പാസ് ചെയ്യാനാകില്ല.</translation>
        </message>
        <message>
            <source>Choose which tiles to exchange, not only how many.</source>
            <translation>ഏതൊക്കെ ടൈലുകൾ കൈമാറ്റം ചെയ്യണമെന്ന് തിരഞ്ഞെടുക്കുക, എണ്ണം മാത്രമല്ല.</translation>
        </message>
        <message>
            <source>That is not a Qwirkle move.</source>
            <translation>അത് ഒരു Qwirkle നീക്കമല്ല.</translation>
        </message>
        <message>
            <source>Player {number} placed their last tile (+6).</source>
            <translation>കളിക്കാരൻ {number} തന്റെ അവസാന ടൈൽ വച്ചു (+6).</translation>
        </message>
        <message>
            <source>The bag is empty and no one can place a tile.</source>
            <translation>ബാഗ് ശൂന്യമാണ്, ആർക്കും ഒരു ടൈലും വയ്ക്കാനാകില്ല.</translation>
        </message>
        <message>
            <source>{sentence} Last tile placed: +{bonus}.</source>
            <translation>{sentence} അവസാന ടൈൽ വച്ചു: +{bonus}.</translation>
        </message>
        <message>
            <source>red circle</source>
            <comment>a tile</comment>
            <translation>ചുവന്ന വൃത്തം</translation>
        </message>
        <message>
            <source>red square</source>
            <comment>a tile</comment>
            <translation>ചുവന്ന ചതുരം</translation>
        </message>
        <message>
            <source>red diamond</source>
            <comment>a tile</comment>
            <translation>ചുവന്ന ഡയമണ്ട്</translation>
        </message>
        <message>
            <source>red clover</source>
            <comment>a tile</comment>
            <translation>ചുവന്ന ക്ലോവർ</translation>
        </message>
        <message>
            <source>red 4-point star</source>
            <comment>a tile</comment>
            <translation>ചുവന്ന 4 മുനയുള്ള നക്ഷത്രം</translation>
        </message>
        <message>
            <source>red 8-point star</source>
            <comment>a tile</comment>
            <translation>ചുവന്ന 8 മുനയുള്ള നക്ഷത്രം</translation>
        </message>
        <message>
            <source>orange circle</source>
            <comment>a tile</comment>
            <translation>ഓറഞ്ച് വൃത്തം</translation>
        </message>
        <message>
            <source>orange square</source>
            <comment>a tile</comment>
            <translation>ഓറഞ്ച് ചതുരം</translation>
        </message>
        <message>
            <source>orange diamond</source>
            <comment>a tile</comment>
            <translation>ഓറഞ്ച് ഡയമണ്ട്</translation>
        </message>
        <message>
            <source>orange clover</source>
            <comment>a tile</comment>
            <translation>ഓറഞ്ച് ക്ലോവർ</translation>
        </message>
        <message>
            <source>orange 4-point star</source>
            <comment>a tile</comment>
            <translation>ഓറഞ്ച് 4 മുനയുള്ള നക്ഷത്രം</translation>
        </message>
        <message>
            <source>orange 8-point star</source>
            <comment>a tile</comment>
            <translation>ഓറഞ്ച് 8 മുനയുള്ള നക്ഷത്രം</translation>
        </message>
        <message>
            <source>yellow circle</source>
            <comment>a tile</comment>
            <translation>മഞ്ഞ വൃത്തം</translation>
        </message>
        <message>
            <source>yellow square</source>
            <comment>a tile</comment>
            <translation>മഞ്ഞ ചതുരം</translation>
        </message>
        <message>
            <source>yellow diamond</source>
            <comment>a tile</comment>
            <translation>മഞ്ഞ ഡയമണ്ട്</translation>
        </message>
        <message>
            <source>yellow clover</source>
            <comment>a tile</comment>
            <translation>മഞ്ഞ ക്ലോവർ</translation>
        </message>
        <message>
            <source>yellow 4-point star</source>
            <comment>a tile</comment>
            <translation>മഞ്ഞ 4 മുനയുള്ള നക്ഷത്രം</translation>
        </message>
        <message>
            <source>yellow 8-point star</source>
            <comment>a tile</comment>
            <translation>മഞ്ഞ 8 മുനയുള്ള നക്ഷത്രം</translation>
        </message>
        <message>
            <source>green circle</source>
            <comment>a tile</comment>
            <translation>പച്ച വൃത്തം</translation>
        </message>
        <message>
            <source>green square</source>
            <comment>a tile</comment>
            <translation>പച്ച ചതുരം</translation>
        </message>
        <message>
            <source>green diamond</source>
            <comment>a tile</comment>
            <translation>പച്ച ഡയമണ്ട്</translation>
        </message>
        <message>
            <source>green clover</source>
            <comment>a tile</comment>
            <translation>പച്ച ക്ലോവർ</translation>
        </message>
        <message>
            <source>green 4-point star</source>
            <comment>a tile</comment>
            <translation>പച്ച 4 മുനയുള്ള നക്ഷത്രം</translation>
        </message>
        <message>
            <source>green 8-point star</source>
            <comment>a tile</comment>
            <translation>പച്ച 8 മുനയുള്ള നക്ഷത്രം</translation>
        </message>
        <message>
            <source>blue circle</source>
            <comment>a tile</comment>
            <translation>നീല വൃത്തം</translation>
        </message>
        <message>
            <source>blue square</source>
            <comment>a tile</comment>
            <translation>നീല ചതുരം</translation>
        </message>
        <message>
            <source>blue diamond</source>
            <comment>a tile</comment>
            <translation>നീല ഡയമണ്ട്</translation>
        </message>
        <message>
            <source>blue clover</source>
            <comment>a tile</comment>
            <translation>നീല ക്ലോവർ</translation>
        </message>
        <message>
            <source>blue 4-point star</source>
            <comment>a tile</comment>
            <translation>നീല 4 മുനയുള്ള നക്ഷത്രം</translation>
        </message>
        <message>
            <source>blue 8-point star</source>
            <comment>a tile</comment>
            <translation>നീല 8 മുനയുള്ള നക്ഷത്രം</translation>
        </message>
        <message>
            <source>purple circle</source>
            <comment>a tile</comment>
            <translation>പർപ്പിൾ വൃത്തം</translation>
        </message>
        <message>
            <source>purple square</source>
            <comment>a tile</comment>
            <translation>പർപ്പിൾ ചതുരം</translation>
        </message>
        <message>
            <source>purple diamond</source>
            <comment>a tile</comment>
            <translation>പർപ്പിൾ ഡയമണ്ട്</translation>
        </message>
        <message>
            <source>purple clover</source>
            <comment>a tile</comment>
            <translation>പർപ്പിൾ ക്ലോവർ</translation>
        </message>
        <message>
            <source>purple 4-point star</source>
            <comment>a tile</comment>
            <translation>പർപ്പിൾ 4 മുനയുള്ള നക്ഷത്രം</translation>
        </message>
        <message>
            <source>purple 8-point star</source>
            <comment>a tile</comment>
            <translation>പർപ്പിൾ 8 മുനയുള്ള നക്ഷത്രം</translation>
        </message>
        <message>
            <source>a red circle</source>
            <comment>a tile</comment>
            <translation>ഒരു ചുവന്ന വൃത്തം</translation>
        </message>
        <message>
            <source>a red square</source>
            <comment>a tile</comment>
            <translation>ഒരു ചുവന്ന ചതുരം</translation>
        </message>
        <message>
            <source>a red diamond</source>
            <comment>a tile</comment>
            <translation>ഒരു ചുവന്ന ഡയമണ്ട്</translation>
        </message>
        <message>
            <source>a red clover</source>
            <comment>a tile</comment>
            <translation>ഒരു ചുവന്ന ക്ലോവർ</translation>
        </message>
        <message>
            <source>a red 4-point star</source>
            <comment>a tile</comment>
            <translation>ഒരു ചുവന്ന 4 മുനയുള്ള നക്ഷത്രം</translation>
        </message>
        <message>
            <source>a red 8-point star</source>
            <comment>a tile</comment>
            <translation>ഒരു ചുവന്ന 8 മുനയുള്ള നക്ഷത്രം</translation>
        </message>
        <message>
            <source>an orange circle</source>
            <comment>a tile</comment>
            <translation>ഒരു ഓറഞ്ച് വൃത്തം</translation>
        </message>
        <message>
            <source>an orange square</source>
            <comment>a tile</comment>
            <translation>ഒരു ഓറഞ്ച് ചതുരം</translation>
        </message>
        <message>
            <source>an orange diamond</source>
            <comment>a tile</comment>
            <translation>ഒരു ഓറഞ്ച് ഡയമണ്ട്</translation>
        </message>
        <message>
            <source>an orange clover</source>
            <comment>a tile</comment>
            <translation>ഒരു ഓറഞ്ച് ക്ലോവർ</translation>
        </message>
        <message>
            <source>an orange 4-point star</source>
            <comment>a tile</comment>
            <translation>ഒരു ഓറഞ്ച് 4 മുനയുള്ള നക്ഷത്രം</translation>
        </message>
        <message>
            <source>an orange 8-point star</source>
            <comment>a tile</comment>
            <translation>ഒരു ഓറഞ്ച് 8 മുനയുള്ള നക്ഷത്രം</translation>
        </message>
        <message>
            <source>a yellow circle</source>
            <comment>a tile</comment>
            <translation>ഒരു മഞ്ഞ വൃത്തം</translation>
        </message>
        <message>
            <source>a yellow square</source>
            <comment>a tile</comment>
            <translation>ഒരു മഞ്ഞ ചതുരം</translation>
        </message>
        <message>
            <source>a yellow diamond</source>
            <comment>a tile</comment>
            <translation>ഒരു മഞ്ഞ ഡയമണ്ട്</translation>
        </message>
        <message>
            <source>a yellow clover</source>
            <comment>a tile</comment>
            <translation>ഒരു മഞ്ഞ ക്ലോവർ</translation>
        </message>
        <message>
            <source>a yellow 4-point star</source>
            <comment>a tile</comment>
            <translation>ഒരു മഞ്ഞ 4 മുനയുള്ള നക്ഷത്രം</translation>
        </message>
        <message>
            <source>a yellow 8-point star</source>
            <comment>a tile</comment>
            <translation>ഒരു മഞ്ഞ 8 മുനയുള്ള നക്ഷത്രം</translation>
        </message>
        <message>
            <source>a green circle</source>
            <comment>a tile</comment>
            <translation>ഒരു പച്ച വൃത്തം</translation>
        </message>
        <message>
            <source>a green square</source>
            <comment>a tile</comment>
            <translation>ഒരു പച്ച ചതുരം</translation>
        </message>
        <message>
            <source>a green diamond</source>
            <comment>a tile</comment>
            <translation>ഒരു പച്ച ഡയമണ്ട്</translation>
        </message>
        <message>
            <source>a green clover</source>
            <comment>a tile</comment>
            <translation>ഒരു പച്ച ക്ലോവർ</translation>
        </message>
        <message>
            <source>a green 4-point star</source>
            <comment>a tile</comment>
            <translation>ഒരു പച്ച 4 മുനയുള്ള നക്ഷത്രം</translation>
        </message>
        <message>
            <source>a green 8-point star</source>
            <comment>a tile</comment>
            <translation>ഒരു പച്ച 8 മുനയുള്ള നക്ഷത്രം</translation>
        </message>
        <message>
            <source>a blue circle</source>
            <comment>a tile</comment>
            <translation>ഒരു നീല വൃത്തം</translation>
        </message>
        <message>
            <source>a blue square</source>
            <comment>a tile</comment>
            <translation>ഒരു നീല ചതുരം</translation>
        </message>
        <message>
            <source>a blue diamond</source>
            <comment>a tile</comment>
            <translation>ഒരു നീല ഡയമണ്ട്</translation>
        </message>
        <message>
            <source>a blue clover</source>
            <comment>a tile</comment>
            <translation>ഒരു നീല ക്ലോവർ</translation>
        </message>
        <message>
            <source>a blue 4-point star</source>
            <comment>a tile</comment>
            <translation>ഒരു നീല 4 മുനയുള്ള നക്ഷത്രം</translation>
        </message>
        <message>
            <source>a blue 8-point star</source>
            <comment>a tile</comment>
            <translation>ഒരു നീല 8 മുനയുള്ള നക്ഷത്രം</translation>
        </message>
        <message>
            <source>a purple circle</source>
            <comment>a tile</comment>
            <translation>ഒരു പർപ്പിൾ വൃത്തം</translation>
        </message>
        <message>
            <source>a purple square</source>
            <comment>a tile</comment>
            <translation>ഒരു പർപ്പിൾ ചതുരം</translation>
        </message>
        <message>
            <source>a purple diamond</source>
            <comment>a tile</comment>
            <translation>ഒരു പർപ്പിൾ ഡയമണ്ട്</translation>
        </message>
        <message>
            <source>a purple clover</source>
            <comment>a tile</comment>
            <translation>ഒരു പർപ്പിൾ ക്ലോവർ</translation>
        </message>
        <message>
            <source>a purple 4-point star</source>
            <comment>a tile</comment>
            <translation>ഒരു പർപ്പിൾ 4 മുനയുള്ള നക്ഷത്രം</translation>
        </message>
        <message>
            <source>a purple 8-point star</source>
            <comment>a tile</comment>
            <translation>ഒരു പർപ്പിൾ 8 മുനയുള്ള നക്ഷത്രം</translation>
        </message>
        <message>
            <source>red</source>
            <comment>a colour: the row is all ...</comment>
            <translation>ചുവപ്പ്</translation>
        </message>
        <message>
            <source>orange</source>
            <comment>a colour: the row is all ...</comment>
            <translation>ഓറഞ്ച്</translation>
        </message>
        <message>
            <source>yellow</source>
            <comment>a colour: the row is all ...</comment>
            <translation>മഞ്ഞ</translation>
        </message>
        <message>
            <source>green</source>
            <comment>a colour: the row is all ...</comment>
            <translation>പച്ച</translation>
        </message>
        <message>
            <source>blue</source>
            <comment>a colour: the row is all ...</comment>
            <translation>നീല</translation>
        </message>
        <message>
            <source>purple</source>
            <comment>a colour: the row is all ...</comment>
            <translation>പർപ്പിൾ</translation>
        </message>
        <message>
            <source>circles</source>
            <comment>shapes: the row is all ...</comment>
            <translation>വൃത്തങ്ങൾ</translation>
        </message>
        <message>
            <source>squares</source>
            <comment>shapes: the row is all ...</comment>
            <translation>ചതുരങ്ങൾ</translation>
        </message>
        <message>
            <source>diamonds</source>
            <comment>shapes: the row is all ...</comment>
            <translation>ഡയമണ്ടുകൾ</translation>
        </message>
        <message>
            <source>clovers</source>
            <comment>shapes: the row is all ...</comment>
            <translation>ക്ലോവറുകൾ</translation>
        </message>
        <message>
            <source>4-point stars</source>
            <comment>shapes: the row is all ...</comment>
            <translation>4 മുനയുള്ള നക്ഷത്രങ്ങൾ</translation>
        </message>
        <message>
            <source>8-point stars</source>
            <comment>shapes: the row is all ...</comment>
            <translation>8 മുനയുള്ള നക്ഷത്രങ്ങൾ</translation>
        </message>
        <message>
            <source>{t1}, {t2}</source>
            <comment>a list of tiles</comment>
            <translation>{t1}, {t2}</translation>
        </message>
        <message>
            <source>{t1}, {t2}, {t3}</source>
            <comment>a list of tiles</comment>
            <translation>{t1}, {t2}, {t3}</translation>
        </message>
        <message>
            <source>{t1}, {t2}, {t3}, {t4}</source>
            <comment>a list of tiles</comment>
            <translation>{t1}, {t2}, {t3}, {t4}</translation>
        </message>
        <message>
            <source>{t1}, {t2}, {t3}, {t4}, {t5}</source>
            <comment>a list of tiles</comment>
            <translation>{t1}, {t2}, {t3}, {t4}, {t5}</translation>
        </message>
        <message>
            <source>{t1}, {t2}, {t3}, {t4}, {t5}, {t6}</source>
            <comment>a list of tiles</comment>
            <translation>{t1}, {t2}, {t3}, {t4}, {t5}, {t6}</translation>
        </message>
    </context>
    <context>
        <name>qwixx</name>
        <message>
            <source>{row} {number}</source>
            <comment>a box crossed on a row</comment>
            <translation>{row} {number}</translation>
        </message>
        <message>
            <source>{row} {number} (white {white} + {row} {die})</source>
            <translation>{row} {number} (വെള്ള {white} + {row} {die})</translation>
        </message>
        <message>
            <source>Cross the white sum {sum} in {row}, then cross {cross} with a colour die</source>
            <translation>{row} വരിയിൽ വെള്ളത്തുക {sum}-ൽ ക്രോസ് ഇടുക, പിന്നെ ഒരു നിറ പകിട കൊണ്ട് ക്രോസ് ഇടുക: {cross}</translation>
        </message>
        <message>
            <source>Skip the white sum {sum}, then cross {cross} with a colour die</source>
            <translation>വെള്ളത്തുക {sum} ഒഴിവാക്കുക, പിന്നെ ഒരു നിറ പകിട കൊണ്ട് ക്രോസ് ഇടുക: {cross}</translation>
        </message>
        <message>
            <source>Skip the white sum {sum} and skip the colour cross too (a penalty)</source>
            <translation>വെള്ളത്തുക {sum} ഒഴിവാക്കുക, നിറ ക്രോസും ഒഴിവാക്കുക (ഒരു പിഴ)</translation>
        </message>
        <message>
            <source>Cross the white sum {sum} in {row}</source>
            <translation>{row} വരിയിൽ വെള്ളത്തുക {sum}-ൽ ക്രോസ് ഇടുക</translation>
        </message>
        <message>
            <source>Skip the white sum {sum}</source>
            <translation>വെള്ളത്തുക {sum} ഒഴിവാക്കുക</translation>
        </message>
        <message>
            <source>Cross {cross}</source>
            <translation>ക്രോസ് ഇടുക: {cross}</translation>
        </message>
        <message>
            <source>Skip the colour cross and take the penalty</source>
            <translation>നിറ ക്രോസ് ഒഴിവാക്കി പിഴ ഏറ്റെടുക്കുക</translation>
        </message>
        <message>
            <source>Skip the colour cross</source>
            <translation>നിറ ക്രോസ് ഒഴിവാക്കുക</translation>
        </message>
        <message>
            <source>Roll the dice.</source>
            <translation>പകിടകൾ ഉരുട്ടുക.</translation>
        </message>
        <message>
            <source>Nothing to decide now.</source>
            <translation>ഇപ്പോൾ തീരുമാനിക്കാൻ ഒന്നുമില്ല.</translation>
        </message>
        <message>
            <source>{plan}: every cross on offer costs more in boxes than it brings (expected final score).</source>
            <translation>{plan}: ലഭ്യമായ ഓരോ ക്രോസും നൽകുന്നതിനേക്കാൾ കൂടുതൽ കള്ളികൾ നഷ്ടമാക്കുന്നു (പ്രതീക്ഷിക്കുന്ന അന്തിമ സ്കോർ).</translation>
        </message>
        <message>
            <source>{plan}: every cross on offer costs more in boxes than it brings (expected lead at the end).</source>
            <translation>{plan}: ലഭ്യമായ ഓരോ ക്രോസും നൽകുന്നതിനേക്കാൾ കൂടുതൽ കള്ളികൾ നഷ്ടമാക്കുന്നു (അവസാനം പ്രതീക്ഷിക്കുന്ന മുൻതൂക്കം).</translation>
        </message>
        <message>
            <source>{plan}: about {points} points more than skipping (expected final score).</source>
            <translation>{plan}: ഒഴിവാക്കുന്നതിനേക്കാൾ ഏകദേശം {points} പോയിന്റുകൾ കൂടുതൽ (പ്രതീക്ഷിക്കുന്ന അന്തിമ സ്കോർ).</translation>
        </message>
        <message>
            <source>{plan}: about {points} points more than skipping (expected lead at the end).</source>
            <translation>{plan}: ഒഴിവാക്കുന്നതിനേക്കാൾ ഏകദേശം {points} പോയിന്റുകൾ കൂടുതൽ (അവസാനം പ്രതീക്ഷിക്കുന്ന മുൻതൂക്കം).</translation>
        </message>
        <message>
            <source>Nothing fits: skip.</source>
            <translation>ഒന്നും ചേരുന്നില്ല: ഒഴിവാക്കുക.</translation>
        </message>
        <message>
            <source>Nothing fits: skip. (It costs a penalty.)</source>
            <translation>ഒന്നും ചേരുന്നില്ല: ഒഴിവാക്കുക. (അതിന് ഒരു പിഴ വരും.)</translation>
        </message>
        <message>
            <source>Skip: every cross would leave three or more boxes behind.</source>
            <translation>ഒഴിവാക്കുക: ഓരോ ക്രോസും മൂന്നോ അതിലധികമോ കള്ളികൾ നഷ്ടമാക്കും.</translation>
        </message>
        <message>
            <source>Cross {box}: it leaves no box behind.</source>
            <translation>{box}-ൽ ക്രോസ് ഇടുക: അത് ഒരു കള്ളിയും നഷ്ടമാക്കുന്നില്ല.</translation>
        </message>
        <message>
            <source>Cross {box}: it leaves 1 box behind.</source>
            <translation>{box}-ൽ ക്രോസ് ഇടുക: അത് 1 കള്ളി നഷ്ടമാക്കുന്നു.</translation>
        </message>
        <message>
            <source>Cross {box}: it leaves {count} boxes behind.</source>
            <translation>{box}-ൽ ക്രോസ് ഇടുക: അത് {count} കള്ളികൾ നഷ്ടമാക്കുന്നു.</translation>
        </message>
        <message>
            <source>A sheet's crosses must map row names to lists of numbers.</source>
            <translation>ഒരു ഷീറ്റിന്റെ ക്രോസുകൾ വരികളുടെ പേരുകളെ സംഖ്യകളുടെ പട്ടികകളുമായി ബന്ധിപ്പിക്കണം.</translation>
        </message>
        <message>
            <source>The penalty count must be a whole number of at least 0.</source>
            <translation>പിഴകളുടെ എണ്ണം 0-ഓ അതിലധികമോ ആയ ഒരു പൂർണ്ണസംഖ്യ ആയിരിക്കണം.</translation>
        </message>
        <message>
            <source>There is no {row} row.</source>
            <translation>{row} വരി ഇല്ല.</translation>
        </message>
        <message>
            <source>A number is crossed twice in the {row} row.</source>
            <translation>{row} വരിയിൽ ഒരു സംഖ്യയിൽ രണ്ടുതവണ ക്രോസ് ഇട്ടിരിക്കുന്നു.</translation>
        </message>
        <message>
            <source>The dice must be given as {example}.</source>
            <translation>പകിടകൾ {example} എന്ന രൂപത്തിൽ നൽകണം.</translation>
        </message>
        <message>
            <source>There must be exactly two white dice.</source>
            <translation>കൃത്യം രണ്ട് വെള്ള പകിടകൾ വേണം.</translation>
        </message>
        <message>
            <source>There is no {die} die.</source>
            <translation>{die} പകിട ഇല്ല.</translation>
        </message>
        <message>
            <source>A die shows 1 to 6, not {value}.</source>
            <translation>ഒരു പകിട 1 മുതൽ 6 വരെ കാണിക്കുന്നു, {value} അല്ല.</translation>
        </message>
        <message>
            <source>The state must be a dict with sheets, locked and active.</source>
            <translation>അവസ്ഥ sheets, locked, active എന്നിവയുള്ള ഒരു dict ആയിരിക്കണം.</translation>
        </message>
        <message>
            <source>The state must hold 1 to {most} sheets.</source>
            <translation>അവസ്ഥയിൽ 1 മുതൽ {most} വരെ ഷീറ്റുകൾ ഉണ്ടായിരിക്കണം.</translation>
        </message>
        <message>
            <source>The locked rows must be a list of row names.</source>
            <translation>പൂട്ടിയ വരികൾ വരികളുടെ പേരുകളുടെ ഒരു പട്ടിക ആയിരിക്കണം.</translation>
        </message>
        <message>
            <source>There is no {row} row to lock.</source>
            <translation>പൂട്ടാൻ {row} വരി ഇല്ല.</translation>
        </message>
        <message>
            <source>The active seat is not one of the sheets.</source>
            <translation>സജീവ ഇരിപ്പിടം ഷീറ്റുകളിൽ ഒന്നല്ല.</translation>
        </message>
        <message>
            <source>Sheet {number} is not a dict.</source>
            <translation>ഷീറ്റ് {number} ഒരു dict അല്ല.</translation>
        </message>
        <message>
            <source>Sheet {number} has an unknown entry {entry}.</source>
            <translation>ഷീറ്റ് {number}-ൽ അറിയാത്ത ഒരു എൻട്രി ഉണ്ട്: {entry}.</translation>
        </message>
        <message>
            <source>Sheet {number}: {reason}</source>
            <translation>ഷീറ്റ് {number}: {reason}</translation>
        </message>
        <message>
            <source>Sheet {number} already has {most} penalties: the game is over.</source>
            <translation>ഷീറ്റ് {number}-ൽ ഇതിനകം {most} പിഴകൾ ഉണ്ട്: ഗെയിം കഴിഞ്ഞു.</translation>
        </message>
        <message>
            <source>Sheet {number} crossed {row} {last}, so the {row} row must be locked.</source>
            <translation>ഷീറ്റ് {number}-ൽ {row} {last}-ൽ ക്രോസ് ഉണ്ട്, അതിനാൽ {row} വരി പൂട്ടിയിരിക്കണം.</translation>
        </message>
        <message>
            <source>The game is already over: two rows are locked.</source>
            <translation>ഗെയിം ഇതിനകം കഴിഞ്ഞു: രണ്ട് വരികൾ പൂട്ടിയിരിക്കുന്നു.</translation>
        </message>
        <message>
            <source>The decisions must be a dict with {white} and {colour}.</source>
            <translation>തീരുമാനങ്ങൾ {white}, {colour} എന്നിവയുള്ള ഒരു dict ആയിരിക്കണം.</translation>
        </message>
        <message>
            <source>Give one white-sum decision per seat ({count}).</source>
            <translation>ഓരോ ഇരിപ്പിടത്തിനും ഒരു വെള്ളത്തുക തീരുമാനം നൽകുക ({count}).</translation>
        </message>
        <message>
            <source>Seat {number}: there is no {row} row.</source>
            <translation>ഇരിപ്പിടം {number}: {row} വരി ഇല്ല.</translation>
        </message>
        <message>
            <source>Seat {number}: {reason}</source>
            <translation>ഇരിപ്പിടം {number}: {reason}</translation>
        </message>
        <message>
            <source>Action 1 already ended the game (a second row was locked), so there is no colour decision.</source>
            <translation>പ്രവൃത്തി 1 ഇതിനകം ഗെയിം അവസാനിപ്പിച്ചു (രണ്ടാമത്തെ ഒരു വരി പൂട്ടി), അതിനാൽ നിറ തീരുമാനം ഇല്ല.</translation>
        </message>
        <message>
            <source>The colour decision must be None or {example}.</source>
            <translation>നിറ തീരുമാനം None അല്ലെങ്കിൽ {example} ആയിരിക്കണം.</translation>
        </message>
        <message>
            <source>The {row} die was not given, so it cannot be used.</source>
            <translation>{row} പകിട നൽകിയിട്ടില്ല, അതിനാൽ അത് ഉപയോഗിക്കാനാകില്ല.</translation>
        </message>
        <message>
            <source>You rolled.</source>
            <translation>നിങ്ങൾ ഉരുട്ടി.</translation>
        </message>
        <message>
            <source>{name} rolled.</source>
            <translation>{name} ഉരുട്ടി.</translation>
        </message>
        <message>
            <source>You rolled: {dice}.</source>
            <translation>നിങ്ങൾ ഉരുട്ടി: {dice}.</translation>
        </message>
        <message>
            <source>{name} rolled: {dice}.</source>
            <translation>{name} ഉരുട്ടി: {dice}.</translation>
        </message>
        <message>
            <source>You have made a choice.</source>
            <translation>നിങ്ങൾ തിരഞ്ഞെടുത്തു.</translation>
        </message>
        <message>
            <source>{name} has made a choice.</source>
            <translation>{name} തിരഞ്ഞെടുത്തു.</translation>
        </message>
        <message>
            <source>You declined.</source>
            <translation>നിങ്ങൾ വേണ്ടെന്നുവച്ചു.</translation>
        </message>
        <message>
            <source>{name} declined.</source>
            <translation>{name} വേണ്ടെന്നുവച്ചു.</translation>
        </message>
        <message>
            <source>You crossed {row} {number}.</source>
            <translation>നിങ്ങൾ {row} {number}-ൽ ക്രോസ് ഇട്ടു.</translation>
        </message>
        <message>
            <source>{name} crossed {row} {number}.</source>
            <translation>{name} {row} {number}-ൽ ക്രോസ് ഇട്ടു.</translation>
        </message>
        <message>
            <source>You crossed {row} {number} (skipping {skipped}).</source>
            <translation>നിങ്ങൾ {row} {number}-ൽ ക്രോസ് ഇട്ടു ({skipped} ഒഴിവാക്കി).</translation>
        </message>
        <message>
            <source>{name} crossed {row} {number} (skipping {skipped}).</source>
            <translation>{name} {row} {number}-ൽ ക്രോസ് ഇട്ടു ({skipped} ഒഴിവാക്കി).</translation>
        </message>
        <message>
            <source>You crossed {row} {number} (skipping {count} boxes).</source>
            <translation>നിങ്ങൾ {row} {number}-ൽ ക്രോസ് ഇട്ടു ({count} കള്ളികൾ ഒഴിവാക്കി).</translation>
        </message>
        <message>
            <source>{name} crossed {row} {number} (skipping {count} boxes).</source>
            <translation>{name} {row} {number}-ൽ ക്രോസ് ഇട്ടു ({count} കള്ളികൾ ഒഴിവാക്കി).</translation>
        </message>
        <message>
            <source>You crossed {row} {number} (white {white} + {row} {die}).</source>
            <translation>നിങ്ങൾ {row} {number}-ൽ ക്രോസ് ഇട്ടു (വെള്ള {white} + {row} {die}).</translation>
        </message>
        <message>
            <source>{name} crossed {row} {number} (white {white} + {row} {die}).</source>
            <translation>{name} {row} {number}-ൽ ക്രോസ് ഇട്ടു (വെള്ള {white} + {row} {die}).</translation>
        </message>
        <message>
            <source>You crossed {row} {number} (white {white} + {row} {die}, skipping {skipped}).</source>
            <translation>നിങ്ങൾ {row} {number}-ൽ ക്രോസ് ഇട്ടു (വെള്ള {white} + {row} {die}, {skipped} ഒഴിവാക്കി).</translation>
        </message>
        <message>
            <source>{name} crossed {row} {number} (white {white} + {row} {die}, skipping {skipped}).</source>
            <translation>{name} {row} {number}-ൽ ക്രോസ് ഇട്ടു (വെള്ള {white} + {row} {die}, {skipped} ഒഴിവാക്കി).</translation>
        </message>
        <message>
            <source>You crossed {row} {number} (white {white} + {row} {die}, skipping {count} boxes).</source>
            <translation>നിങ്ങൾ {row} {number}-ൽ ക്രോസ് ഇട്ടു (വെള്ള {white} + {row} {die}, {count} കള്ളികൾ ഒഴിവാക്കി).</translation>
        </message>
        <message>
            <source>{name} crossed {row} {number} (white {white} + {row} {die}, skipping {count} boxes).</source>
            <translation>{name} {row} {number}-ൽ ക്രോസ് ഇട്ടു (വെള്ള {white} + {row} {die}, {count} കള്ളികൾ ഒഴിവാക്കി).</translation>
        </message>
        <message>
            <source>You crossed nothing this turn and take a penalty ({penalties} of {most}).</source>
            <translation>ഈ ഊഴത്തിൽ നിങ്ങൾ ഒന്നിലും ക്രോസ് ഇട്ടില്ല, ഒരു പിഴ ഏറ്റെടുക്കുന്നു ({most}-ൽ {penalties}).</translation>
        </message>
        <message>
            <source>{name} crossed nothing this turn and takes a penalty ({penalties} of {most}).</source>
            <translation>ഈ ഊഴത്തിൽ {name} ഒന്നിലും ക്രോസ് ഇട്ടില്ല, ഒരു പിഴ ഏറ്റെടുക്കുന്നു ({most}-ൽ {penalties}).</translation>
        </message>
        <message>
            <source>You did not use a colour die.</source>
            <translation>നിങ്ങൾ ഒരു നിറ പകിടയും ഉപയോഗിച്ചില്ല.</translation>
        </message>
        <message>
            <source>{name} did not use a colour die.</source>
            <translation>{name} ഒരു നിറ പകിടയും ഉപയോഗിച്ചില്ല.</translation>
        </message>
        <message>
            <source>You locked {row}: the {row} die leaves the game.</source>
            <translation>നിങ്ങൾ {row} പൂട്ടി: {row} പകിട ഗെയിമിൽ നിന്ന് പുറത്തുപോകുന്നു.</translation>
        </message>
        <message>
            <source>{name} locked {row}: the {row} die leaves the game.</source>
            <translation>{name} {row} പൂട്ടി: {row} പകിട ഗെയിമിൽ നിന്ന് പുറത്തുപോകുന്നു.</translation>
        </message>
        <message>
            <source>{names} locked {row}: the {row} die leaves the game.</source>
            <translation>{names} {row} പൂട്ടി: {row} പകിട ഗെയിമിൽ നിന്ന് പുറത്തുപോകുന്നു.</translation>
        </message>
        <message>
            <source>You also get the lock cross.</source>
            <translation>നിങ്ങൾക്കും പൂട്ട് ക്രോസ് കിട്ടും.</translation>
        </message>
        <message>
            <source>{name} also gets the lock cross.</source>
            <translation>പൂട്ട് ക്രോസ് ഇവർക്കും കിട്ടും: {name}.</translation>
        </message>
        <message>
            <source>{names} also get the lock cross.</source>
            <translation>പൂട്ട് ക്രോസ് ഇവർക്കും കിട്ടും: {names}.</translation>
        </message>
        <message>
            <source>You win.</source>
            <translation>നിങ്ങൾ ജയിച്ചു.</translation>
        </message>
        <message>
            <source>{name} wins.</source>
            <translation>{name} ജയിച്ചു.</translation>
        </message>
        <message>
            <source>{names} share the win.</source>
            <translation>{names} വിജയം പങ്കിടുന്നു.</translation>
        </message>
        <message>
            <source>You moved.</source>
            <translation>നിങ്ങൾ നീക്കം നടത്തി.</translation>
        </message>
        <message>
            <source>{name} moved.</source>
            <translation>{name} നീക്കം നടത്തി.</translation>
        </message>
        <message>
            <source>Game over: {reason} {winners}</source>
            <translation>ഗെയിം കഴിഞ്ഞു: {reason} {winners}</translation>
        </message>
        <message>
            <source>White sum {sum}: {choices}</source>
            <translation>വെള്ളത്തുക {sum}: {choices}</translation>
        </message>
        <message>
            <source>{row} {value}</source>
            <comment>a colour die and the number it shows</comment>
            <translation>{row} {value}</translation>
        </message>
        <message>
            <source>white {first} and {second} (sum {sum})</source>
            <translation>വെള്ള {first}, {second} (തുക {sum})</translation>
        </message>
        <message>
            <source>white {first} and {second} (sum {sum}), {die}</source>
            <translation>വെള്ള {first}, {second} (തുക {sum}), {die}</translation>
        </message>
        <message>
            <source>white {first} and {second} (sum {sum}), {die}, {die2}</source>
            <translation>വെള്ള {first}, {second} (തുക {sum}), {die}, {die2}</translation>
        </message>
        <message>
            <source>white {first} and {second} (sum {sum}), {die}, {die2}, {die3}</source>
            <translation>വെള്ള {first}, {second} (തുക {sum}), {die}, {die2}, {die3}</translation>
        </message>
        <message>
            <source>white {first} and {second} (sum {sum}), {die}, {die2}, {die3}, {die4}</source>
            <translation>വെള്ള {first}, {second} (തുക {sum}), {die}, {die2}, {die3}, {die4}</translation>
        </message>
        <message>
            <source>You rolled the dice, so it can't be undone: a choice can be undone until the next roll.</source>
            <translation>നിങ്ങൾ പകിടകൾ ഉരുട്ടി, അതിനാൽ അത് പഴയപടിയാക്കാനാകില്ല: അടുത്ത ഉരുട്ടൽ വരെ മാത്രമേ ഒരു തിരഞ്ഞെടുപ്പ് പഴയപടിയാക്കാനാകൂ.</translation>
        </message>
        <message>
            <source>The dice were rolled after your choice, so it can't be undone: a choice can be undone until the next roll.</source>
            <translation>നിങ്ങളുടെ തിരഞ്ഞെടുപ്പിന് ശേഷം പകിടകൾ ഉരുട്ടി, അതിനാൽ അത് പഴയപടിയാക്കാനാകില്ല: അടുത്ത ഉരുട്ടൽ വരെ മാത്രമേ ഒരു തിരഞ്ഞെടുപ്പ് പഴയപടിയാക്കാനാകൂ.</translation>
        </message>
        <message>
            <source>You rolled the dice, so it can't be undone.</source>
            <translation>നിങ്ങൾ പകിടകൾ ഉരുട്ടി, അതിനാൽ അത് പഴയപടിയാക്കാനാകില്ല.</translation>
        </message>
        <message>
            <source>Your choice revealed everyone's white-sum choices, so it can't be undone: a white-sum choice can be undone while others are still choosing.</source>
            <translation>നിങ്ങളുടെ തിരഞ്ഞെടുപ്പോടെ എല്ലാവരുടെയും വെള്ളത്തുക തിരഞ്ഞെടുപ്പുകൾ വെളിപ്പെട്ടു, അതിനാൽ അത് പഴയപടിയാക്കാനാകില്ല: മറ്റുള്ളവർ തിരഞ്ഞെടുത്തുകൊണ്ടിരിക്കുമ്പോൾ മാത്രമേ ഒരു വെള്ളത്തുക തിരഞ്ഞെടുപ്പ് പഴയപടിയാക്കാനാകൂ.</translation>
        </message>
        <message>
            <source>Everyone's white-sum choices were revealed after yours, so it can't be undone: a white-sum choice can be undone while others are still choosing.</source>
            <translation>നിങ്ങളുടേതിന് ശേഷം എല്ലാവരുടെയും വെള്ളത്തുക തിരഞ്ഞെടുപ്പുകൾ വെളിപ്പെടുത്തി, അതിനാൽ അത് പഴയപടിയാക്കാനാകില്ല: മറ്റുള്ളവർ തിരഞ്ഞെടുത്തുകൊണ്ടിരിക്കുമ്പോൾ മാത്രമേ ഒരു വെള്ളത്തുക തിരഞ്ഞെടുപ്പ് പഴയപടിയാക്കാനാകൂ.</translation>
        </message>
        <message>
            <source>Your choice revealed everyone's white-sum choices, so it can't be undone.</source>
            <translation>നിങ്ങളുടെ തിരഞ്ഞെടുപ്പോടെ എല്ലാവരുടെയും വെള്ളത്തുക തിരഞ്ഞെടുപ്പുകൾ വെളിപ്പെട്ടു, അതിനാൽ അത് പഴയപടിയാക്കാനാകില്ല.</translation>
        </message>
        <message>
            <source>Lock cross for everyone with 5 crosses</source>
            <translation>5 ക്രോസുകളുള്ള എല്ലാവർക്കും പൂട്ട് ക്രോസ്</translation>
        </message>
        <message>
            <source>When a row is locked, every player with at least 5 crosses in it also gets the lock cross (one more cross in that row).</source>
            <translation>ഒരു വരി പൂട്ടുമ്പോൾ, ആ വരിയിൽ കുറഞ്ഞത് 5 ക്രോസുകളുള്ള ഓരോ കളിക്കാരനും പൂട്ട് ക്രോസ് കിട്ടും (ആ വരിയിൽ ഒരു ക്രോസ് കൂടി).</translation>
        </message>
        <message>
            <source>Play until all four rows are locked</source>
            <translation>നാല് വരികളും പൂട്ടുന്നതുവരെ കളിക്കുക</translation>
        </message>
        <message>
            <source>The game goes on after the second lock and ends only when all four rows are locked, or when someone takes a fourth penalty.</source>
            <translation>രണ്ടാമത്തെ പൂട്ടിന് ശേഷവും ഗെയിം തുടരുന്നു, നാല് വരികളും പൂട്ടുമ്പോഴോ ആരെങ്കിലും നാലാമത്തെ പിഴ ഏറ്റെടുക്കുമ്പോഴോ മാത്രം അവസാനിക്കുന്നു.</translation>
        </message>
        <message>
            <source>Beginner</source>
            <comment>a bot level</comment>
            <translation>തുടക്കക്കാരൻ</translation>
        </message>
        <message>
            <source>Crosses whatever it sees, skipping too many boxes, like a new player.</source>
            <translation>കാണുന്നതിലെല്ലാം ക്രോസ് ഇടുന്നു, വളരെയധികം കള്ളികൾ ഒഴിവാക്കുന്നു, ഒരു പുതിയ കളിക്കാരനെപ്പോലെ.</translation>
        </message>
        <message>
            <source>Casual</source>
            <comment>a bot level</comment>
            <translation>സാധാരണ</translation>
        </message>
        <message>
            <source>Takes crosses that skip at most one box and avoids penalties when it can.</source>
            <translation>പരമാവധി ഒരു കള്ളി മാത്രം ഒഴിവാക്കുന്ന ക്രോസുകൾ ഇടുന്നു, കഴിയുമ്പോൾ പിഴകൾ ഒഴിവാക്കുന്നു.</translation>
        </message>
        <message>
            <source>Strong</source>
            <comment>a bot level</comment>
            <translation>ശക്തൻ</translation>
        </message>
        <message>
            <source>Plans its rows and watches the other sheets: who can lock, and how near the end is.</source>
            <translation>തന്റെ വരികൾ ആസൂത്രണം ചെയ്യുന്നു, മറ്റ് ഷീറ്റുകൾ ശ്രദ്ധിക്കുന്നു: ആർക്ക് പൂട്ടാം, അവസാനം എത്ര അടുത്താണ്.</translation>
        </message>
        <message>
            <source>Expert</source>
            <comment>a bot level</comment>
            <translation>വിദഗ്ധൻ</translation>
        </message>
        <message>
            <source>Plays from a table of the best choice in every position, and reads the race to the end.</source>
            <translation>ഓരോ അവസ്ഥയിലെയും ഏറ്റവും നല്ല തിരഞ്ഞെടുപ്പിന്റെ ഒരു പട്ടിക നോക്കി കളിക്കുന്നു, അവസാനത്തിലേക്കുള്ള മത്സരം മനസ്സിലാക്കുന്നു.</translation>
        </message>
        <message>
            <source>Roll the dice, cross the numbers, lock the rows before the others do.</source>
            <translation>പകിടകൾ ഉരുട്ടുക, സംഖ്യകളിൽ ക്രോസ് ഇടുക, മറ്റുള്ളവർക്ക് മുമ്പേ വരികൾ പൂട്ടുക.</translation>
        </message>
        <message>
            <source>You can't cross the white sum {sum} in {row}: {reason}</source>
            <translation>{row} വരിയിൽ വെള്ളത്തുക {sum}-ൽ ക്രോസ് ഇടാനാകില്ല: {reason}</translation>
        </message>
        <message>
            <source>Choose one of the two white dice.</source>
            <translation>രണ്ട് വെള്ള പകിടകളിൽ ഒന്ന് തിരഞ്ഞെടുക്കുക.</translation>
        </message>
        <message>
            <source>The {row} row is locked, so its die is out of the game.</source>
            <translation>{row} വരി പൂട്ടിയിരിക്കുന്നു, അതിനാൽ അതിന്റെ പകിട ഗെയിമിന് പുറത്താണ്.</translation>
        </message>
        <message>
            <source>The {row} die is not in play.</source>
            <translation>{row} പകിട കളിയിലില്ല.</translation>
        </message>
        <message>
            <source>You can't cross {row} {number} (white {white} + {row} {die}): {reason}</source>
            <translation>{row} {number}-ൽ ക്രോസ് ഇടാനാകില്ല (വെള്ള {white} + {row} {die}): {reason}</translation>
        </message>
        <message>
            <source>You crossed {what} on roll {roll}: +{points} points</source>
            <translation>ഉരുട്ടൽ {roll}-ൽ നിങ്ങൾ ക്രോസ് ഇട്ടത്: {what}, +{points} പോയിന്റുകൾ</translation>
        </message>
        <message>
            <source>{name} crossed {what} on roll {roll}: +{points} points</source>
            <translation>ഉരുട്ടൽ {roll}-ൽ {name} ക്രോസ് ഇട്ടത്: {what}, +{points} പോയിന്റുകൾ</translation>
        </message>
        <message>
            <source>a penalty</source>
            <translation>ഒരു പിഴ</translation>
        </message>
        <message>
            <source>crosses</source>
            <translation>ക്രോസുകൾ</translation>
        </message>
        <message>
            <source>{first} and {second}</source>
            <comment>what one player crossed on one roll</comment>
            <translation>{first}, {second}</translation>
        </message>
        <message>
            <source>{number} is not a number of the {row} row.</source>
            <translation>{number} {row} വരിയിലെ ഒരു സംഖ്യയല്ല.</translation>
        </message>
        <message>
            <source>the {row} row is locked.</source>
            <translation>{row} വരി പൂട്ടിയിരിക്കുന്നു.</translation>
        </message>
        <message>
            <source>The {row} row is locked.</source>
            <translation>{row} വരി പൂട്ടിയിരിക്കുന്നു.</translation>
        </message>
        <message>
            <source>{number} is not on the {row} row.</source>
            <translation>{number} {row} വരിയിൽ ഇല്ല.</translation>
        </message>
        <message>
            <source>{row} {number} is already crossed.</source>
            <translation>{row} {number}-ൽ ഇതിനകം ക്രോസ് ഉണ്ട്.</translation>
        </message>
        <message>
            <source>{row} {number} is to the left of your last cross in that row: rows are crossed left to right.</source>
            <translation>{row} {number} ആ വരിയിലെ നിങ്ങളുടെ അവസാന ക്രോസിന്റെ ഇടതുവശത്താണ്: വരികളിൽ ഇടത്തുനിന്ന് വലത്തോട്ടാണ് ക്രോസ് ഇടുന്നത്.</translation>
        </message>
        <message>
            <source>to cross {row} {number} you need at least {need} crosses in the {row} row first (you have {have}).</source>
            <translation>{row} {number}-ൽ ക്രോസ് ഇടാൻ ആദ്യം {row} വരിയിൽ കുറഞ്ഞത് {need} ക്രോസുകൾ വേണം (നിങ്ങൾക്ക് {have} ഉണ്ട്).</translation>
        </message>
        <message>
            <source>To cross {row} {number} you need at least {need} crosses in the {row} row first (you have {have}).</source>
            <translation>{row} {number}-ൽ ക്രോസ് ഇടാൻ ആദ്യം {row} വരിയിൽ കുറഞ്ഞത് {need} ക്രോസുകൾ വേണം (നിങ്ങൾക്ക് {have} ഉണ്ട്).</translation>
        </message>
        <message>
            <source>The penalty count is not a whole number.</source>
            <translation>പിഴകളുടെ എണ്ണം ഒരു പൂർണ്ണസംഖ്യയല്ല.</translation>
        </message>
        <message>
            <source>A sheet has {most} penalty boxes, not {count}.</source>
            <translation>ഒരു ഷീറ്റിൽ {most} പിഴക്കള്ളികളാണ് ഉള്ളത്, {count} അല്ല.</translation>
        </message>
        <message>
            <source>The {row} row is not a list of numbers.</source>
            <translation>{row} വരി സംഖ്യകളുടെ ഒരു പട്ടികയല്ല.</translation>
        </message>
        <message>
            <source>Impossible {row} row: {reason}</source>
            <translation>അസാധ്യമായ {row} വരി: {reason}</translation>
        </message>
        <message>
            <source>A lock cross in {row} needs {need} crosses.</source>
            <translation>{row} വരിയിലെ പൂട്ട് ക്രോസിന് {need} ക്രോസുകൾ വേണം.</translation>
        </message>
        <message>
            <source>You took a fourth penalty.</source>
            <translation>നിങ്ങൾ നാലാമത്തെ പിഴ ഏറ്റെടുത്തു.</translation>
        </message>
        <message>
            <source>{name} took a fourth penalty.</source>
            <translation>{name} നാലാമത്തെ പിഴ ഏറ്റെടുത്തു.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>ഗെയിം കഴിഞ്ഞു.</translation>
        </message>
        <message>
            <source>There is no seat {seat} at this table.</source>
            <translation>ഈ മേശയിൽ ഇരിപ്പിടം {seat} ഇല്ല.</translation>
        </message>
        <message>
            <source>The dice are already rolled: make your choice first.</source>
            <translation>പകിടകൾ ഇതിനകം ഉരുട്ടി: ആദ്യം നിങ്ങളുടെ തിരഞ്ഞെടുപ്പ് നടത്തുക.</translation>
        </message>
        <message>
            <source>It is not your turn to roll.</source>
            <translation>ഉരുട്ടാൻ നിങ്ങളുടെ ഊഴമല്ല.</translation>
        </message>
        <message>
            <source>Roll the dice first.</source>
            <translation>ആദ്യം പകിടകൾ ഉരുട്ടുക.</translation>
        </message>
        <message>
            <source>The white sum has already been decided for this roll.</source>
            <translation>ഈ ഉരുട്ടലിന്റെ വെള്ളത്തുക ഇതിനകം തീരുമാനിച്ചു.</translation>
        </message>
        <message>
            <source>You have already made your choice for this white sum.</source>
            <translation>ഈ വെള്ളത്തുകയ്ക്ക് നിങ്ങൾ ഇതിനകം തിരഞ്ഞെടുപ്പ് നടത്തി.</translation>
        </message>
        <message>
            <source>Only the active player may use a colour die.</source>
            <translation>സജീവ കളിക്കാരന് മാത്രമേ നിറ പകിട ഉപയോഗിക്കാനാകൂ.</translation>
        </message>
        <message>
            <source>First everyone decides on the white sum.</source>
            <translation>ആദ്യം എല്ലാവരും വെള്ളത്തുകയെക്കുറിച്ച് തീരുമാനിക്കുന്നു.</translation>
        </message>
        <message>
            <source>That is not a Qwixx move.</source>
            <translation>അത് ഒരു Qwixx നീക്കമല്ല.</translation>
        </message>
        <message>
            <source>Player {number} took a fourth penalty.</source>
            <translation>കളിക്കാരൻ {number} നാലാമത്തെ പിഴ ഏറ്റെടുത്തു.</translation>
        </message>
        <message>
            <source>All four rows are locked.</source>
            <translation>നാല് വരികളും പൂട്ടി.</translation>
        </message>
        <message>
            <source>red</source>
            <comment>a row's colour</comment>
            <translation>ചുവപ്പ്</translation>
        </message>
        <message>
            <source>yellow</source>
            <comment>a row's colour</comment>
            <translation>മഞ്ഞ</translation>
        </message>
        <message>
            <source>green</source>
            <comment>a row's colour</comment>
            <translation>പച്ച</translation>
        </message>
        <message>
            <source>blue</source>
            <comment>a row's colour</comment>
            <translation>നീല</translation>
        </message>
        <message>
            <source>Red</source>
            <comment>a row's colour at the start of a sentence</comment>
            <translation>ചുവപ്പ്</translation>
        </message>
        <message>
            <source>Yellow</source>
            <comment>a row's colour at the start of a sentence</comment>
            <translation>മഞ്ഞ</translation>
        </message>
        <message>
            <source>Green</source>
            <comment>a row's colour at the start of a sentence</comment>
            <translation>പച്ച</translation>
        </message>
        <message>
            <source>Blue</source>
            <comment>a row's colour at the start of a sentence</comment>
            <translation>നീല</translation>
        </message>
        <message>
            <source>{row} is locked.</source>
            <translation>{row} പൂട്ടി.</translation>
        </message>
        <message>
            <source>{first} and {second} are locked.</source>
            <translation>{first}, {second} വരികൾ പൂട്ടി.</translation>
        </message>
        <message>
            <source>{first}, {second} and {third} are locked.</source>
            <translation>{first}, {second}, {third} വരികൾ പൂട്ടി.</translation>
        </message>
        <message>
            <source>{first}, {second}, {third} and {fourth} are locked.</source>
            <translation>{first}, {second}, {third}, {fourth} വരികൾ പൂട്ടി.</translation>
        </message>
    </context>
    <context>
        <name>Names</name>
        <message>
            <source>You</source>
            <translation>നിങ്ങൾ</translation>
        </message>
        <message>
            <source>you</source>
            <comment>the person at the screen, last in a list of names: "Ada and you"</comment>
            <translation>നിങ്ങൾ</translation>
        </message>
        <message>
            <source>{first}, {next}</source>
            <comment>a list of names, not yet at its last name</comment>
            <translation>{first}, {next}</translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <comment>a list of names and its last name</comment>
            <translation>{first}, {last} എന്നിവർ</translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <source>you</source>
            <comment>the person at the screen, last in a list of names: Ada and you</comment>
            <translation>നിങ്ങൾ</translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <translation>{first}, {last} എന്നിവർ</translation>
        </message>
        <message>
            <source>{first}, {rest}</source>
            <comment>a list of three or more names</comment>
            <translation>{first}, {rest}</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>&amp;No</source>
            <translation>&amp;ഇല്ല</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>&amp;അതെ</translation>
        </message>
        <message>
            <source>Abort</source>
            <translation>നിർത്തുക</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>പ്രയോഗിക്കുക</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>റദ്ദാക്കുക</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>അടയ്ക്കുക</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>ഉപേക്ഷിക്കുക</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>സഹായം</translation>
        </message>
        <message>
            <source>Ignore</source>
            <translation>അവഗണിക്കുക</translation>
        </message>
        <message>
            <source>N&amp;o to All</source>
            <translation>എല്ലാറ്റിനും ഇ&amp;ല്ല</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>ശരി</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>തുറക്കുക</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>പുനഃസജ്ജമാക്കുക</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>സ്വതവേയുള്ളവ പുനഃസ്ഥാപിക്കുക</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>വീണ്ടും ശ്രമിക്കുക</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>സേവ് ചെയ്യുക</translation>
        </message>
        <message>
            <source>Save All</source>
            <translation>എല്ലാം സേവ് ചെയ്യുക</translation>
        </message>
        <message>
            <source>Yes to &amp;All</source>
            <translation>എല്ലാറ്റിനും &amp;അതെ</translation>
        </message>
    </context>
    <context>
        <name>QGnomeTheme</name>
        <message>
            <source>&amp;Cancel</source>
            <translation>&amp;റദ്ദാക്കുക</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;അടയ്ക്കുക</translation>
        </message>
        <message>
            <source>&amp;OK</source>
            <translation>&amp;ശരി</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;സേവ് ചെയ്യുക</translation>
        </message>
        <message>
            <source>Close without Saving</source>
            <translation>സേവ് ചെയ്യാതെ അടയ്ക്കുക</translation>
        </message>
    </context>
    <context>
        <name>QCocoaTheme</name>
        <message>
            <source>Don't Save</source>
            <translation>സേവ് ചെയ്യേണ്ട</translation>
        </message>
    </context>
    <context>
        <name>QMessageBox</name>
        <message>
            <source>Help</source>
            <translation>സഹായം</translation>
        </message>
        <message>
            <source>Hide Details...</source>
            <translation>വിശദാംശങ്ങൾ മറയ്ക്കുക...</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>ശരി</translation>
        </message>
        <message>
            <source>Show Details...</source>
            <translation>വിശദാംശങ്ങൾ കാണിക്കുക...</translation>
        </message>
    </context>
    <context>
        <name>QPrintPreviewDialog</name>
        <message>
            <source>%1%</source>
            <translation>%1%</translation>
        </message>
        <message>
            <source>Export to PDF</source>
            <translation>PDF ആയി എക്സ്പോർട്ട് ചെയ്യുക</translation>
        </message>
        <message>
            <source>First page</source>
            <translation>ആദ്യ പേജ്</translation>
        </message>
        <message>
            <source>Fit page</source>
            <translation>പേജിന് ഒതുക്കുക</translation>
        </message>
        <message>
            <source>Fit width</source>
            <translation>വീതിക്ക് ഒതുക്കുക</translation>
        </message>
        <message>
            <source>Landscape</source>
            <translation>ലാൻഡ്സ്കേപ്പ്</translation>
        </message>
        <message>
            <source>Last page</source>
            <translation>അവസാന പേജ്</translation>
        </message>
        <message>
            <source>Next page</source>
            <translation>അടുത്ത പേജ്</translation>
        </message>
        <message>
            <source>Page Setup</source>
            <translation>പേജ് ക്രമീകരണം</translation>
        </message>
        <message>
            <source>Page setup</source>
            <translation>പേജ് ക്രമീകരണം</translation>
        </message>
        <message>
            <source>Portrait</source>
            <translation>പോർട്രെയ്റ്റ്</translation>
        </message>
        <message>
            <source>Previous page</source>
            <translation>മുമ്പത്തെ പേജ്</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>പ്രിന്റ് ചെയ്യുക</translation>
        </message>
        <message>
            <source>Print Preview</source>
            <translation>പ്രിന്റ് പ്രിവ്യൂ</translation>
        </message>
        <message>
            <source>Show facing pages</source>
            <translation>അഭിമുഖ പേജുകൾ കാണിക്കുക</translation>
        </message>
        <message>
            <source>Show overview of all pages</source>
            <translation>എല്ലാ പേജുകളുടെയും അവലോകനം കാണിക്കുക</translation>
        </message>
        <message>
            <source>Show single page</source>
            <translation>ഒറ്റ പേജ് കാണിക്കുക</translation>
        </message>
        <message>
            <source>Zoom in</source>
            <translation>വലുതാക്കുക</translation>
        </message>
        <message>
            <source>Zoom out</source>
            <translation>ചെറുതാക്കുക</translation>
        </message>
    </context>
    <context>
        <name>QPrintDialog</name>
        <message>
            <source>%1 already exists.
Do you want to overwrite it?</source>
            <translation>%1 ഇതിനകം നിലവിലുണ്ട്.
അത് മാറ്റിയെഴുതണോ?</translation>
        </message>
        <message>
            <source>%1 is a directory.
Please choose a different file name.</source>
            <translation>%1 ഒരു ഡയറക്ടറിയാണ്.
ദയവായി മറ്റൊരു ഫയൽ നാമം തിരഞ്ഞെടുക്കുക.</translation>
        </message>
        <message>
            <source>&amp;Options &lt;&lt;</source>
            <translation>&amp;ഓപ്ഷനുകൾ &lt;&lt;</translation>
        </message>
        <message>
            <source>&amp;Options &gt;&gt;</source>
            <translation>&amp;ഓപ്ഷനുകൾ &gt;&gt;</translation>
        </message>
        <message>
            <source>&amp;Print</source>
            <translation>&amp;പ്രിന്റ് ചെയ്യുക</translation>
        </message>
        <message>
            <source>1 (1x1)</source>
            <translation>1 (1x1)</translation>
        </message>
        <message>
            <source>16 (4x4)</source>
            <translation>16 (4x4)</translation>
        </message>
        <message>
            <source>2 (2x1)</source>
            <translation>2 (2x1)</translation>
        </message>
        <message>
            <source>4 (2x2)</source>
            <translation>4 (2x2)</translation>
        </message>
        <message>
            <source>6 (2x3)</source>
            <translation>6 (2x3)</translation>
        </message>
        <message>
            <source>9 (3x3)</source>
            <translation>9 (3x3)</translation>
        </message>
        <message>
            <source>All Pages</source>
            <translation>എല്ലാ പേജുകളും</translation>
        </message>
        <message>
            <source>Automatic</source>
            <translation>സ്വയമേവ</translation>
        </message>
        <message>
            <source>Bottom to Top, Left to Right</source>
            <translation>താഴെനിന്ന് മുകളിലേക്ക്, ഇടത്തുനിന്ന് വലത്തേക്ക്</translation>
        </message>
        <message>
            <source>Bottom to Top, Right to Left</source>
            <translation>താഴെനിന്ന് മുകളിലേക്ക്, വലത്തുനിന്ന് ഇടത്തേക്ക്</translation>
        </message>
        <message>
            <source>Even Pages</source>
            <translation>ഇരട്ട പേജുകൾ</translation>
        </message>
        <message>
            <source>File %1 is not writable.
Please choose a different file name.</source>
            <translation>%1 എന്ന ഫയലിൽ എഴുതാനാകില്ല.
ദയവായി മറ്റൊരു ഫയൽ നാമം തിരഞ്ഞെടുക്കുക.</translation>
        </message>
        <message>
            <source>Left to Right, Bottom to Top</source>
            <translation>ഇടത്തുനിന്ന് വലത്തേക്ക്, താഴെനിന്ന് മുകളിലേക്ക്</translation>
        </message>
        <message>
            <source>Left to Right, Top to Bottom</source>
            <translation>ഇടത്തുനിന്ന് വലത്തേക്ക്, മുകളിൽനിന്ന് താഴേക്ക്</translation>
        </message>
        <message>
            <source>Local file</source>
            <translation>പ്രാദേശിക ഫയൽ</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>ശരി</translation>
        </message>
        <message>
            <source>Odd Pages</source>
            <translation>ഒറ്റ പേജുകൾ</translation>
        </message>
        <message>
            <source>Options 'Pages Per Sheet' and 'Page Set' cannot be used together.
Please turn one of those options off.</source>
            <translation>'ഓരോ ഷീറ്റിലും പേജുകൾ', 'പേജ് സെറ്റ്' എന്നീ ഓപ്ഷനുകൾ ഒരുമിച്ച് ഉപയോഗിക്കാനാകില്ല.
ദയവായി അവയിൽ ഒന്ന് ഓഫ് ചെയ്യുക.</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>പ്രിന്റ് ചെയ്യുക</translation>
        </message>
        <message>
            <source>Print To File ...</source>
            <translation>ഫയലിലേക്ക് പ്രിന്റ് ചെയ്യുക ...</translation>
        </message>
        <message>
            <source>Print to File (PDF)</source>
            <translation>ഫയലിലേക്ക് പ്രിന്റ് ചെയ്യുക (PDF)</translation>
        </message>
        <message>
            <source>Right to Left, Bottom to Top</source>
            <translation>വലത്തുനിന്ന് ഇടത്തേക്ക്, താഴെനിന്ന് മുകളിലേക്ക്</translation>
        </message>
        <message>
            <source>Right to Left, Top to Bottom</source>
            <translation>വലത്തുനിന്ന് ഇടത്തേക്ക്, മുകളിൽനിന്ന് താഴേക്ക്</translation>
        </message>
        <message>
            <source>The 'From' value cannot be greater than the 'To' value.</source>
            <translation>'മുതൽ' മൂല്യം 'വരെ' മൂല്യത്തേക്കാൾ വലുതാകരുത്.</translation>
        </message>
        <message>
            <source>Top to Bottom, Left to Right</source>
            <translation>മുകളിൽനിന്ന് താഴേക്ക്, ഇടത്തുനിന്ന് വലത്തേക്ക്</translation>
        </message>
        <message>
            <source>Top to Bottom, Right to Left</source>
            <translation>മുകളിൽനിന്ന് താഴേക്ക്, വലത്തുനിന്ന് ഇടത്തേക്ക്</translation>
        </message>
        <message>
            <source>Write PDF file</source>
            <translation>PDF ഫയൽ എഴുതുക</translation>
        </message>
    </context>
    <context>
        <name>QPrintWidget</name>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;പേര്:</translation>
        </message>
        <message>
            <source>...</source>
            <translation>...</translation>
        </message>
        <message>
            <source>Form</source>
            <translation>ഫോം</translation>
        </message>
        <message>
            <source>Location:</source>
            <translation>സ്ഥാനം:</translation>
        </message>
        <message>
            <source>Output &amp;file:</source>
            <translation>ഔട്ട്പുട്ട് &amp;ഫയൽ:</translation>
        </message>
        <message>
            <source>P&amp;roperties</source>
            <translation>&amp;ഗുണവിശേഷങ്ങൾ</translation>
        </message>
        <message>
            <source>Preview</source>
            <translation>പ്രിവ്യൂ</translation>
        </message>
        <message>
            <source>Printer</source>
            <translation>പ്രിന്റർ</translation>
        </message>
        <message>
            <source>Type:</source>
            <translation>തരം:</translation>
        </message>
    </context>
    <context>
        <name>QPrintSettingsOutput</name>
        <message>
            <source>Collate</source>
            <translation>ക്രമത്തിൽ അടുക്കുക</translation>
        </message>
        <message>
            <source>Color</source>
            <translation>നിറം</translation>
        </message>
        <message>
            <source>Color Mode</source>
            <translation>നിറ മോഡ്</translation>
        </message>
        <message>
            <source>Copies</source>
            <translation>പകർപ്പുകൾ</translation>
        </message>
        <message>
            <source>Copies:</source>
            <translation>പകർപ്പുകൾ:</translation>
        </message>
        <message>
            <source>Current Page</source>
            <translation>നിലവിലെ പേജ്</translation>
        </message>
        <message>
            <source>Duplex Printing</source>
            <translation>ഇരുവശ പ്രിന്റിംഗ്</translation>
        </message>
        <message>
            <source>Form</source>
            <translation>ഫോം</translation>
        </message>
        <message>
            <source>Grayscale</source>
            <translation>ഗ്രേസ്കെയിൽ</translation>
        </message>
        <message>
            <source>Long side</source>
            <translation>നീളമുള്ള വശം</translation>
        </message>
        <message>
            <source>None</source>
            <translation>ഒന്നുമില്ല</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>ഓപ്ഷനുകൾ</translation>
        </message>
        <message>
            <source>Output Settings</source>
            <translation>ഔട്ട്പുട്ട് ക്രമീകരണങ്ങൾ</translation>
        </message>
        <message>
            <source>Page Set:</source>
            <translation>പേജ് സെറ്റ്:</translation>
        </message>
        <message>
            <source>Pages from</source>
            <translation>പേജുകൾ, മുതൽ</translation>
        </message>
        <message>
            <source>Print all</source>
            <translation>എല്ലാം പ്രിന്റ് ചെയ്യുക</translation>
        </message>
        <message>
            <source>Print range</source>
            <translation>പ്രിന്റ് പരിധി</translation>
        </message>
        <message>
            <source>Reverse</source>
            <translation>വിപരീതം</translation>
        </message>
        <message>
            <source>Selection</source>
            <translation>തിരഞ്ഞെടുത്തത്</translation>
        </message>
        <message>
            <source>Short side</source>
            <translation>നീളം കുറഞ്ഞ വശം</translation>
        </message>
        <message>
            <source>to</source>
            <translation>വരെ</translation>
        </message>
    </context>
    <context>
        <name>QPrintPropertiesDialog</name>
        <message>
            <source>Job Options</source>
            <translation>ജോലി ഓപ്ഷനുകൾ</translation>
        </message>
        <message>
            <source>Printer Properties</source>
            <translation>പ്രിന്റർ ഗുണവിശേഷങ്ങൾ</translation>
        </message>
    </context>
    <context>
        <name>QPrintPropertiesWidget</name>
        <message>
            <source>Form</source>
            <translation>ഫോം</translation>
        </message>
        <message>
            <source>Page</source>
            <translation>പേജ്</translation>
        </message>
    </context>
    <context>
        <name>QCupsJobWidget</name>
        <message>
            <source>Banner Pages</source>
            <translation>ബാനർ പേജുകൾ</translation>
        </message>
        <message>
            <source>Billing information:</source>
            <translation>ബില്ലിംഗ് വിവരങ്ങൾ:</translation>
        </message>
        <message>
            <source>Classified</source>
            <translation>തരംതിരിച്ചത്</translation>
        </message>
        <message>
            <source>Confidential</source>
            <translation>രഹസ്യസ്വഭാവമുള്ളത്</translation>
        </message>
        <message>
            <source>Day (06:00 to 17:59)</source>
            <translation>പകൽ (06:00 മുതൽ 17:59 വരെ)</translation>
        </message>
        <message>
            <source>End:</source>
            <translation>അവസാനം:</translation>
        </message>
        <message>
            <source>Hold Indefinitely</source>
            <translation>അനിശ്ചിതമായി തടഞ്ഞുവയ്ക്കുക</translation>
        </message>
        <message>
            <source>Job</source>
            <translation>ജോലി</translation>
        </message>
        <message>
            <source>Job Control</source>
            <translation>ജോലി നിയന്ത്രണം</translation>
        </message>
        <message>
            <source>Job priority:</source>
            <translation>ജോലിയുടെ മുൻഗണന:</translation>
        </message>
        <message>
            <source>Night (18:00 to 05:59)</source>
            <translation>രാത്രി (18:00 മുതൽ 05:59 വരെ)</translation>
        </message>
        <message>
            <source>None</source>
            <translation>ഒന്നുമില്ല</translation>
        </message>
        <message>
            <source>Print Immediately</source>
            <translation>ഉടൻ പ്രിന്റ് ചെയ്യുക</translation>
        </message>
        <message>
            <source>Scheduled printing:</source>
            <translation>സമയം നിശ്ചയിച്ച പ്രിന്റിംഗ്:</translation>
        </message>
        <message>
            <source>Second Shift (16:00 to 23:59)</source>
            <translation>രണ്ടാം ഷിഫ്റ്റ് (16:00 മുതൽ 23:59 വരെ)</translation>
        </message>
        <message>
            <source>Secret</source>
            <translation>രഹസ്യം</translation>
        </message>
        <message>
            <source>Specific Time</source>
            <translation>നിശ്ചിത സമയം</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>സ്റ്റാൻഡേർഡ്</translation>
        </message>
        <message>
            <source>Start:</source>
            <translation>തുടക്കം:</translation>
        </message>
        <message>
            <source>Third Shift (00:00 to 07:59)</source>
            <translation>മൂന്നാം ഷിഫ്റ്റ് (00:00 മുതൽ 07:59 വരെ)</translation>
        </message>
        <message>
            <source>Top Secret</source>
            <translation>അതീവ രഹസ്യം</translation>
        </message>
        <message>
            <source>Unclassified</source>
            <translation>തരംതിരിക്കാത്തത്</translation>
        </message>
        <message>
            <source>Weekend (Saturday to Sunday)</source>
            <translation>വാരാന്ത്യം (ശനി മുതൽ ഞായർ വരെ)</translation>
        </message>
    </context>
    <context>
        <name>QPageSetupWidget</name>
        <message>
            <source>CC</source>
            <translation>CC</translation>
        </message>
        <message>
            <source>Cicero (CC)</source>
            <translation>സിസറോ (CC)</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>ഇഷ്ടാനുസൃതം</translation>
        </message>
        <message>
            <source>DD</source>
            <translation>DD</translation>
        </message>
        <message>
            <source>Didot (DD)</source>
            <translation>ഡിഡോ (DD)</translation>
        </message>
        <message>
            <source>Form</source>
            <translation>ഫോം</translation>
        </message>
        <message>
            <source>Height:</source>
            <translation>ഉയരം:</translation>
        </message>
        <message>
            <source>Inches (in)</source>
            <translation>ഇഞ്ച് (in)</translation>
        </message>
        <message>
            <source>Landscape</source>
            <translation>ലാൻഡ്സ്കേപ്പ്</translation>
        </message>
        <message>
            <source>Margins</source>
            <translation>മാർജിനുകൾ</translation>
        </message>
        <message>
            <source>Millimeters (mm)</source>
            <translation>മില്ലിമീറ്റർ (mm)</translation>
        </message>
        <message>
            <source>Orientation</source>
            <translation>ഓറിയന്റേഷൻ</translation>
        </message>
        <message>
            <source>Page Layout</source>
            <translation>പേജ് ലേഔട്ട്</translation>
        </message>
        <message>
            <source>Page order:</source>
            <translation>പേജ് ക്രമം:</translation>
        </message>
        <message>
            <source>Page size:</source>
            <translation>പേജ് വലുപ്പം:</translation>
        </message>
        <message>
            <source>Pages per sheet:</source>
            <translation>ഓരോ ഷീറ്റിലും പേജുകൾ:</translation>
        </message>
        <message>
            <source>Paper</source>
            <translation>കടലാസ്</translation>
        </message>
        <message>
            <source>Paper source:</source>
            <translation>കടലാസ് ഉറവിടം:</translation>
        </message>
        <message>
            <source>Pica (P̸)</source>
            <translation>പൈക്ക (P̸)</translation>
        </message>
        <message>
            <source>Points (pt)</source>
            <translation>പോയിന്റുകൾ (pt)</translation>
        </message>
        <message>
            <source>Portrait</source>
            <translation>പോർട്രെയ്റ്റ്</translation>
        </message>
        <message>
            <source>P̸</source>
            <translation>P̸</translation>
        </message>
        <message>
            <source>Reverse landscape</source>
            <translation>വിപരീത ലാൻഡ്സ്കേപ്പ്</translation>
        </message>
        <message>
            <source>Reverse portrait</source>
            <translation>വിപരീത പോർട്രെയ്റ്റ്</translation>
        </message>
        <message>
            <source>Width:</source>
            <translation>വീതി:</translation>
        </message>
        <message>
            <source>bottom margin</source>
            <translation>താഴത്തെ മാർജിൻ</translation>
        </message>
        <message>
            <source>in</source>
            <translation>in</translation>
        </message>
        <message>
            <source>left margin</source>
            <translation>ഇടത്തെ മാർജിൻ</translation>
        </message>
        <message>
            <source>mm</source>
            <translation>mm</translation>
        </message>
        <message>
            <source>pt</source>
            <translation>pt</translation>
        </message>
        <message>
            <source>right margin</source>
            <translation>വലത്തെ മാർജിൻ</translation>
        </message>
        <message>
            <source>top margin</source>
            <translation>മുകളിലെ മാർജിൻ</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
            <translation>%1
ഡയറക്ടറി കണ്ടെത്തിയില്ല.
ശരിയായ ഡയറക്ടറി നാമമാണ് നൽകിയതെന്ന് ഉറപ്പാക്കുക.</translation>
        </message>
        <message>
            <source>%1
File not found.
Please verify the correct file name was given.</source>
            <translation>%1
ഫയൽ കണ്ടെത്തിയില്ല.
ശരിയായ ഫയൽ നാമമാണ് നൽകിയതെന്ന് ഉറപ്പാക്കുക.</translation>
        </message>
        <message>
            <source>%1 File</source>
            <translation>%1 ഫയൽ</translation>
        </message>
        <message>
            <source>%1 already exists.
Do you want to replace it?</source>
            <translation>%1 ഇതിനകം നിലവിലുണ്ട്.
അത് മാറ്റിസ്ഥാപിക്കണോ?</translation>
        </message>
        <message>
            <source>&amp;Choose</source>
            <translation>&amp;തിരഞ്ഞെടുക്കുക</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>&amp;ഇല്ലാതാക്കുക</translation>
        </message>
        <message>
            <source>&amp;New Folder</source>
            <translation>&amp;പുതിയ ഫോൾഡർ</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>&amp;തുറക്കുക</translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <translation>&amp;പേരുമാറ്റുക</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;സേവ് ചെയ്യുക</translation>
        </message>
        <message>
            <source>'%1' is write protected.
Do you want to delete it anyway?</source>
            <translation>'%1' എഴുത്ത്-സംരക്ഷിതമാണ്.
എന്നിട്ടും അത് ഇല്ലാതാക്കണോ?</translation>
        </message>
        <message>
            <source>Alias</source>
            <translation>അപരനാമം</translation>
        </message>
        <message>
            <source>All Files (*)</source>
            <translation>എല്ലാ ഫയലുകളും (*)</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>എല്ലാ ഫയലുകളും (*)</translation>
        </message>
        <message>
            <source>Alt+Left</source>
            <translation>Alt+Left</translation>
        </message>
        <message>
            <source>Alt+Right</source>
            <translation>Alt+Right</translation>
        </message>
        <message>
            <source>Alt+Up</source>
            <translation>Alt+Up</translation>
        </message>
        <message>
            <source>Are you sure you want to delete '%1'?</source>
            <translation>'%1' ഇല്ലാതാക്കണമെന്ന് ഉറപ്പാണോ?</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>പിന്നോട്ട്</translation>
        </message>
        <message>
            <source>Change to detail view mode</source>
            <translation>വിശദമായ കാഴ്ചയിലേക്ക് മാറുക</translation>
        </message>
        <message>
            <source>Change to list view mode</source>
            <translation>പട്ടിക കാഴ്ചയിലേക്ക് മാറുക</translation>
        </message>
        <message>
            <source>Could not delete directory.</source>
            <translation>ഡയറക്ടറി ഇല്ലാതാക്കാനായില്ല.</translation>
        </message>
        <message>
            <source>Create New Folder</source>
            <translation>പുതിയ ഫോൾഡർ ഉണ്ടാക്കുക</translation>
        </message>
        <message>
            <source>Create a New Folder</source>
            <translation>ഒരു പുതിയ ഫോൾഡർ ഉണ്ടാക്കുക</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>ഇല്ലാതാക്കുക</translation>
        </message>
        <message>
            <source>Detail View</source>
            <translation>വിശദമായ കാഴ്ച</translation>
        </message>
        <message>
            <source>Directories</source>
            <translation>ഡയറക്ടറികൾ</translation>
        </message>
        <message>
            <source>Directory:</source>
            <translation>ഡയറക്ടറി:</translation>
        </message>
        <message>
            <source>Drive</source>
            <translation>ഡ്രൈവ്</translation>
        </message>
        <message>
            <source>File</source>
            <translation>ഫയൽ</translation>
        </message>
        <message>
            <source>File &amp;name:</source>
            <translation>ഫയൽ &amp;നാമം:</translation>
        </message>
        <message>
            <source>File Folder</source>
            <translation>ഫയൽ ഫോൾഡർ</translation>
        </message>
        <message>
            <source>Files</source>
            <translation>ഫയലുകൾ</translation>
        </message>
        <message>
            <source>Files of type:</source>
            <translation>ഫയൽ തരം:</translation>
        </message>
        <message>
            <source>Find Directory</source>
            <translation>ഡയറക്ടറി കണ്ടെത്തുക</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>ഫോൾഡർ</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>മുന്നോട്ട്</translation>
        </message>
        <message>
            <source>Go back</source>
            <translation>പിന്നോട്ട് പോകുക</translation>
        </message>
        <message>
            <source>Go forward</source>
            <translation>മുന്നോട്ട് പോകുക</translation>
        </message>
        <message>
            <source>Go to the parent directory</source>
            <translation>മാതൃ ഡയറക്ടറിയിലേക്ക് പോകുക</translation>
        </message>
        <message>
            <source>List View</source>
            <translation>പട്ടിക കാഴ്ച</translation>
        </message>
        <message>
            <source>List of places and bookmarks</source>
            <translation>സ്ഥലങ്ങളുടെയും ബുക്ക്മാർക്കുകളുടെയും പട്ടിക</translation>
        </message>
        <message>
            <source>Look in:</source>
            <translation>ഇതിൽ നോക്കുക:</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>എന്റെ കമ്പ്യൂട്ടർ</translation>
        </message>
        <message>
            <source>New Folder</source>
            <translation>പുതിയ ഫോൾഡർ</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>തുറക്കുക</translation>
        </message>
        <message>
            <source>Parent Directory</source>
            <translation>മാതൃ ഡയറക്ടറി</translation>
        </message>
        <message>
            <source>Recent Places</source>
            <translation>സമീപകാല സ്ഥലങ്ങൾ</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>നീക്കം ചെയ്യുക</translation>
        </message>
        <message>
            <source>Save As</source>
            <translation>ഇങ്ങനെ സേവ് ചെയ്യുക</translation>
        </message>
        <message>
            <source>Shortcut</source>
            <translation>കുറുക്കുവഴി</translation>
        </message>
        <message>
            <source>Show </source>
            <translation>കാണിക്കുക </translation>
        </message>
        <message>
            <source>Show &amp;hidden files</source>
            <translation>മറഞ്ഞ ഫയലുകൾ &amp;കാണിക്കുക</translation>
        </message>
        <message>
            <source>Sidebar</source>
            <translation>സൈഡ്ബാർ</translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation>അജ്ഞാതം</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <source>%1 GB</source>
            <translation>%1 GB</translation>
        </message>
        <message>
            <source>%1 KB</source>
            <translation>%1 KB</translation>
        </message>
        <message>
            <source>%1 MB</source>
            <translation>%1 MB</translation>
        </message>
        <message>
            <source>%1 TB</source>
            <translation>%1 TB</translation>
        </message>
        <message>
            <source>%1 byte(s)</source>
            <translation>%1 ബൈറ്റ്</translation>
        </message>
        <message>
            <source>%1 bytes</source>
            <translation>%1 ബൈറ്റുകൾ</translation>
        </message>
        <message>
            <source>&lt;b&gt;The name "%1" can not be used.&lt;/b&gt;&lt;p&gt;Try using another name, with fewer characters or no punctuations marks.</source>
            <translation>&lt;b&gt;"%1" എന്ന പേര് ഉപയോഗിക്കാനാകില്ല.&lt;/b&gt;&lt;p&gt;കുറച്ച് അക്ഷരങ്ങളുള്ളതോ ചിഹ്നങ്ങൾ ഇല്ലാത്തതോ ആയ മറ്റൊരു പേര് ഉപയോഗിച്ചുനോക്കുക.</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>കമ്പ്യൂട്ടർ</translation>
        </message>
        <message>
            <source>Date Modified</source>
            <translation>മാറ്റം വരുത്തിയ തീയതി</translation>
        </message>
        <message>
            <source>Invalid filename</source>
            <translation>അസാധുവായ ഫയൽ നാമം</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>ഇനം</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>എന്റെ കമ്പ്യൂട്ടർ</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>പേര്</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>വലുപ്പം</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>തരം</translation>
        </message>
    </context>
    <context>
        <name>QLineEdit</name>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;പകർത്തുക</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>&amp;ഒട്ടിക്കുക</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;വീണ്ടും ചെയ്യുക</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;പഴയപടിയാക്കുക</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>&amp;മുറിക്കുക</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>ഇല്ലാതാക്കുക</translation>
        </message>
        <message>
            <source>Select All</source>
            <translation>എല്ലാം തിരഞ്ഞെടുക്കുക</translation>
        </message>
    </context>
    <context>
        <name>QWidgetTextControl</name>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;പകർത്തുക</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>&amp;ഒട്ടിക്കുക</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;വീണ്ടും ചെയ്യുക</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;പഴയപടിയാക്കുക</translation>
        </message>
        <message>
            <source>Copy &amp;Link Location</source>
            <translation>&amp;ലിങ്കിന്റെ വിലാസം പകർത്തുക</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>&amp;മുറിക്കുക</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>ഇല്ലാതാക്കുക</translation>
        </message>
        <message>
            <source>Select All</source>
            <translation>എല്ലാം തിരഞ്ഞെടുക്കുക</translation>
        </message>
    </context>
    <context>
        <name>QAbstractSpinBox</name>
        <message>
            <source>&amp;Select All</source>
            <translation>എല്ലാം &amp;തിരഞ്ഞെടുക്കുക</translation>
        </message>
        <message>
            <source>&amp;Step up</source>
            <translation>&amp;കൂട്ടുക</translation>
        </message>
        <message>
            <source>Step &amp;down</source>
            <translation>&amp;കുറയ്ക്കുക</translation>
        </message>
    </context>
    <context>
        <name>QScrollBar</name>
        <message>
            <source>Bottom</source>
            <translation>ഏറ്റവും താഴെ</translation>
        </message>
        <message>
            <source>Left edge</source>
            <translation>ഇടത്തെ അറ്റം</translation>
        </message>
        <message>
            <source>Page down</source>
            <translation>ഒരു പേജ് താഴേക്ക്</translation>
        </message>
        <message>
            <source>Page left</source>
            <translation>ഒരു പേജ് ഇടത്തേക്ക്</translation>
        </message>
        <message>
            <source>Page right</source>
            <translation>ഒരു പേജ് വലത്തേക്ക്</translation>
        </message>
        <message>
            <source>Page up</source>
            <translation>ഒരു പേജ് മുകളിലേക്ക്</translation>
        </message>
        <message>
            <source>Right edge</source>
            <translation>വലത്തെ അറ്റം</translation>
        </message>
        <message>
            <source>Scroll down</source>
            <translation>താഴേക്ക് സ്ക്രോൾ ചെയ്യുക</translation>
        </message>
        <message>
            <source>Scroll here</source>
            <translation>ഇവിടേക്ക് സ്ക്രോൾ ചെയ്യുക</translation>
        </message>
        <message>
            <source>Scroll left</source>
            <translation>ഇടത്തേക്ക് സ്ക്രോൾ ചെയ്യുക</translation>
        </message>
        <message>
            <source>Scroll right</source>
            <translation>വലത്തേക്ക് സ്ക്രോൾ ചെയ്യുക</translation>
        </message>
        <message>
            <source>Scroll up</source>
            <translation>മുകളിലേക്ക് സ്ക്രോൾ ചെയ്യുക</translation>
        </message>
        <message>
            <source>Top</source>
            <translation>ഏറ്റവും മുകളിൽ</translation>
        </message>
    </context>
    <context>
        <name>QShortcut</name>
        <message>
            <source>+</source>
            <translation>+</translation>
        </message>
        <message>
            <source>Alt</source>
            <translation>Alt</translation>
        </message>
        <message>
            <source>Backspace</source>
            <translation>Backspace</translation>
        </message>
        <message>
            <source>Backtab</source>
            <translation>Backtab</translation>
        </message>
        <message>
            <source>Ctrl</source>
            <translation>Ctrl</translation>
        </message>
        <message>
            <source>Del</source>
            <translation>Del</translation>
        </message>
        <message>
            <source>Down</source>
            <translation>Down</translation>
        </message>
        <message>
            <source>End</source>
            <translation>End</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>F%1</source>
            <translation>F%1</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>Help</translation>
        </message>
        <message>
            <source>Home</source>
            <translation>Home</translation>
        </message>
        <message>
            <source>Ins</source>
            <translation>Ins</translation>
        </message>
        <message>
            <source>Left</source>
            <translation>Left</translation>
        </message>
        <message>
            <source>Menu</source>
            <translation>Menu</translation>
        </message>
        <message>
            <source>Meta</source>
            <translation>Meta</translation>
        </message>
        <message>
            <source>Num</source>
            <translation>Num</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
        <message>
            <source>PgDown</source>
            <translation>PgDown</translation>
        </message>
        <message>
            <source>PgUp</source>
            <translation>PgUp</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Print</translation>
        </message>
        <message>
            <source>Return</source>
            <translation>Return</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>Right</translation>
        </message>
        <message>
            <source>Shift</source>
            <translation>Shift</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Space</translation>
        </message>
        <message>
            <source>Tab</source>
            <translation>Tab</translation>
        </message>
        <message>
            <source>Up</source>
            <translation>Up</translation>
        </message>
    </context>
    <context>
        <name>server</name>
        <message>
            <source>That message could not be handled.</source>
            <translation>ആ സന്ദേശം കൈകാര്യം ചെയ്യാനായില്ല.</translation>
        </message>
        <message>
            <source>This connection has already said hello.</source>
            <translation>ഈ കണക്ഷൻ ഇതിനകം ഹലോ പറഞ്ഞിട്ടുണ്ട്.</translation>
        </message>
        <message>
            <source>That message could not be read: it is not a JSON object.</source>
            <translation>ആ സന്ദേശം വായിക്കാനായില്ല: അത് ഒരു JSON ഒബ്ജക്റ്റ് അല്ല.</translation>
        </message>
        <message>
            <source>That message is not one this table knows.</source>
            <translation>ഈ മേശയ്ക്ക് അറിയാവുന്ന ഒരു സന്ദേശമല്ല അത്.</translation>
        </message>
        <message>
            <source>That message has a field that is missing, of the wrong kind or too long.</source>
            <translation>ആ സന്ദേശത്തിലെ ഒരു ഫീൽഡ് ഇല്ല, തെറ്റായ തരത്തിലുള്ളതാണ്, അല്ലെങ്കിൽ വളരെ നീളമുള്ളതാണ്.</translation>
        </message>
        <message>
            <source>A connection must begin by saying hello with the protocol version.</source>
            <translation>ഒരു കണക്ഷൻ പ്രോട്ടോക്കോൾ പതിപ്പ് സഹിതം ഹലോ പറഞ്ഞുകൊണ്ട് തുടങ്ങണം.</translation>
        </message>
        <message>
            <source>This table runs protocol version {server} and your app speaks version {client}: update the app that is older.</source>
            <translation>ഈ മേശ പ്രോട്ടോക്കോൾ പതിപ്പ് {server} ഉപയോഗിക്കുന്നു, നിങ്ങളുടെ ആപ്പ് പതിപ്പ് {client} ഉപയോഗിക്കുന്നു: പഴയ ആപ്പ് അപ്ഡേറ്റ് ചെയ്യുക.</translation>
        </message>
        <message>
            <source>There is no table with that room code on this server.</source>
            <translation>ഈ സെർവറിൽ ആ റൂം കോഡുള്ള ഒരു മേശയും ഇല്ല.</translation>
        </message>
        <message>
            <source>A table with that room code already exists.</source>
            <translation>ആ റൂം കോഡുള്ള ഒരു മേശ ഇതിനകം ഉണ്ട്.</translation>
        </message>
        <message>
            <source>This server is full right now; try again later.</source>
            <translation>ഈ സെർവർ ഇപ്പോൾ നിറഞ്ഞിരിക്കുന്നു; പിന്നീട് വീണ്ടും ശ്രമിക്കുക.</translation>
        </message>
        <message>
            <source>This server does not know that game.</source>
            <translation>ഈ സെർവറിന് ആ ഗെയിം അറിയില്ല.</translation>
        </message>
        <message>
            <source>The seats of that table are not right.</source>
            <translation>ആ മേശയുടെ ഇരിപ്പിടങ്ങൾ ശരിയല്ല.</translation>
        </message>
        <message>
            <source>The game's options are not right.</source>
            <translation>ഗെയിമിന്റെ ഓപ്ഷനുകൾ ശരിയല്ല.</translation>
        </message>
        <message>
            <source>Every seat at this table is taken.</source>
            <translation>ഈ മേശയിലെ എല്ലാ ഇരിപ്പിടങ്ങളും എടുത്തുകഴിഞ്ഞു.</translation>
        </message>
        <message>
            <source>A name must have 1 to 40 characters, without control characters.</source>
            <translation>ഒരു പേരിന് 1 മുതൽ 40 വരെ അക്ഷരങ്ങൾ വേണം, കൺട്രോൾ ക്യാരക്ടറുകൾ ഇല്ലാതെ.</translation>
        </message>
        <message>
            <source>That token is not one of this table's.</source>
            <translation>ആ ടോക്കൺ ഈ മേശയുടേതല്ല.</translation>
        </message>
        <message>
            <source>Too many attempts with a wrong room code or token from your address; wait a minute and try again.</source>
            <translation>നിങ്ങളുടെ വിലാസത്തിൽ നിന്ന് തെറ്റായ റൂം കോഡോ ടോക്കണോ ഉപയോഗിച്ച് വളരെയധികം ശ്രമങ്ങൾ നടന്നു; ഒരു മിനിറ്റ് കാത്തിരുന്ന് വീണ്ടും ശ്രമിക്കുക.</translation>
        </message>
        <message>
            <source>Join the table or rejoin your seat first.</source>
            <translation>ആദ്യം മേശയിൽ ചേരുക, അല്ലെങ്കിൽ നിങ്ങളുടെ ഇരിപ്പിടത്തിൽ വീണ്ടും ചേരുക.</translation>
        </message>
        <message>
            <source>Only the host can do that.</source>
            <translation>ഹോസ്റ്റിന് മാത്രമേ അത് ചെയ്യാനാകൂ.</translation>
        </message>
        <message>
            <source>The game has not started yet.</source>
            <translation>ഗെയിം ഇതുവരെ തുടങ്ങിയിട്ടില്ല.</translation>
        </message>
        <message>
            <source>The game has already started.</source>
            <translation>ഗെയിം ഇതിനകം തുടങ്ങിക്കഴിഞ്ഞു.</translation>
        </message>
        <message>
            <source>The game can start once every seat for another computer is taken.</source>
            <translation>മറ്റൊരു കമ്പ്യൂട്ടറിനുള്ള എല്ലാ ഇരിപ്പിടങ്ങളും എടുത്തുകഴിഞ്ഞാൽ ഗെയിം തുടങ്ങാം.</translation>
        </message>
        <message>
            <source>There is no such seat at this table.</source>
            <translation>ഈ മേശയിൽ അങ്ങനെയൊരു ഇരിപ്പിടം ഇല്ല.</translation>
        </message>
        <message>
            <source>That seat is not yours.</source>
            <translation>ആ ഇരിപ്പിടം നിങ്ങളുടേതല്ല.</translation>
        </message>
        <message>
            <source>Only a seat for another computer can be given to a bot.</source>
            <translation>മറ്റൊരു കമ്പ്യൂട്ടറിനുള്ള ഇരിപ്പിടം മാത്രമേ ഒരു ബോട്ടിന് നൽകാനാകൂ.</translation>
        </message>
        <message>
            <source>This game has no such bot level.</source>
            <translation>ഈ ഗെയിമിൽ അങ്ങനെയൊരു ബോട്ട് നിലവാരം ഇല്ല.</translation>
        </message>
        <message>
            <source>That command was sent before (its number does not grow), so it was not played again.</source>
            <translation>ആ കമാൻഡ് മുമ്പ് അയച്ചതാണ് (അതിന്റെ നമ്പർ കൂടുന്നില്ല), അതിനാൽ അത് വീണ്ടും കളിച്ചില്ല.</translation>
        </message>
        <message>
            <source>That is not a move in this game.</source>
            <translation>അത് ഈ ഗെയിമിലെ ഒരു നീക്കമല്ല.</translation>
        </message>
        <message>
            <source>It is not that seat's turn.</source>
            <translation>ഇപ്പോൾ ആ ഇരിപ്പിടത്തിന്റെ ഊഴമല്ല.</translation>
        </message>
        <message>
            <source>The rules do not allow that move.</source>
            <translation>നിയമങ്ങൾ ആ നീക്കം അനുവദിക്കുന്നില്ല.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>ഗെയിം കഴിഞ്ഞു.</translation>
        </message>
        <message>
            <source>Only your own last move can be undone, before anybody else has played.</source>
            <translation>നിങ്ങളുടെ സ്വന്തം അവസാന നീക്കം മാത്രമേ പഴയപടിയാക്കാനാകൂ, അതും മറ്റാരെങ്കിലും കളിക്കുന്നതിന് മുമ്പ്.</translation>
        </message>
        <message>
            <source>A hint is for one of your seats whose move it is.</source>
            <translation>ഊഴമുള്ള നിങ്ങളുടെ ഇരിപ്പിടങ്ങളിൽ ഒന്നിന് മാത്രമാണ് സൂചന.</translation>
        </message>
        <message>
            <source>A hint is already being looked for.</source>
            <translation>ഇതിനകം ഒരു സൂചന തിരയുന്നുണ്ട്.</translation>
        </message>
        <message>
            <source>Too many messages too fast; slow down.</source>
            <translation>വളരെ വേഗത്തിൽ വളരെയധികം സന്ദേശങ്ങൾ; വേഗം കുറയ്ക്കുക.</translation>
        </message>
        <message>
            <source>That message is too long: only a new table's message may be over 64 KiB.</source>
            <translation>ആ സന്ദേശം വളരെ നീളമുള്ളതാണ്: ഒരു പുതിയ മേശയുടെ സന്ദേശത്തിന് മാത്രമേ 64 KiB-ൽ കൂടുതലാകാവൂ.</translation>
        </message>
        <message>
            <source>Too many messages too fast: the connection was closed.</source>
            <translation>വളരെ വേഗത്തിൽ വളരെയധികം സന്ദേശങ്ങൾ: കണക്ഷൻ അടച്ചു.</translation>
        </message>
        <message>
            <source>The host has ended this table.</source>
            <translation>ഹോസ്റ്റ് ഈ മേശ അവസാനിപ്പിച്ചു.</translation>
        </message>
        <message>
            <source>Your seat is now played elsewhere.</source>
            <translation>നിങ്ങളുടെ ഇരിപ്പിടം ഇപ്പോൾ മറ്റൊരിടത്തുനിന്നാണ് കളിക്കുന്നത്.</translation>
        </message>
        <message>
            <source>You have left the table.</source>
            <translation>നിങ്ങൾ മേശ വിട്ടു.</translation>
        </message>
        <message>
            <source>The server is stopping; your app reconnects when it is back.</source>
            <translation>സെർവർ നിർത്തുകയാണ്; അത് തിരികെ വരുമ്പോൾ നിങ്ങളുടെ ആപ്പ് വീണ്ടും കണക്റ്റ് ചെയ്യും.</translation>
        </message>
        <message>
            <source>Your connection could not keep up with the table and was closed.</source>
            <translation>നിങ്ങളുടെ കണക്ഷന് മേശയ്ക്കൊപ്പം എത്താനായില്ല, അതിനാൽ അത് അടച്ചു.</translation>
        </message>
        <message>
            <source>Too many messages could not be read: the connection was closed.</source>
            <translation>വളരെയധികം സന്ദേശങ്ങൾ വായിക്കാനായില്ല: കണക്ഷൻ അടച്ചു.</translation>
        </message>
        <message>
            <source>Messages are JSON text, not binary frames.</source>
            <translation>സന്ദേശങ്ങൾ JSON ടെക്സ്റ്റ് ആണ്, ബൈനറി ഫ്രെയിമുകളല്ല.</translation>
        </message>
        <message>
            <source>A {kind} message has no field '{key}'.</source>
            <translation>ഒരു {kind} സന്ദേശത്തിൽ '{key}' എന്ന ഫീൽഡ് ഇല്ല.</translation>
        </message>
        <message>
            <source>The field '{key}' of a {kind} message is not right.</source>
            <translation>ഒരു {kind} സന്ദേശത്തിലെ '{key}' എന്ന ഫീൽഡ് ശരിയല്ല.</translation>
        </message>
        <message>
            <source>A {kind} message needs the field '{key}'.</source>
            <translation>ഒരു {kind} സന്ദേശത്തിന് '{key}' എന്ന ഫീൽഡ് വേണം.</translation>
        </message>
        <message>
            <source>No hint could be found this time.</source>
            <translation>ഇത്തവണ ഒരു സൂചനയും കണ്ടെത്താനായില്ല.</translation>
        </message>
        <message>
            <source>{game} takes {least} to {most} players, not {count}.</source>
            <translation>{game} കളിക്കാൻ {least} മുതൽ {most} വരെ കളിക്കാർ വേണം, {count} അല്ല.</translation>
        </message>
        <message>
            <source>Seat {number} is not described right.</source>
            <translation>ഇരിപ്പിടം {number} ശരിയായി വിവരിച്ചിട്ടില്ല.</translation>
        </message>
        <message>
            <source>Seat {number} must be here, remote or a bot.</source>
            <translation>ഇരിപ്പിടം {number} ഇവിടെയോ, മറ്റൊരു കമ്പ്യൂട്ടറിലോ, ഒരു ബോട്ടോ ആയിരിക്കണം.</translation>
        </message>
        <message>
            <source>Seat {number}'s name is not right: 1 to 40 characters, without control characters.</source>
            <translation>ഇരിപ്പിടം {number}-ന്റെ പേര് ശരിയല്ല: 1 മുതൽ 40 വരെ അക്ഷരങ്ങൾ, കൺട്രോൾ ക്യാരക്ടറുകൾ ഇല്ലാതെ.</translation>
        </message>
        <message>
            <source>Seat {number}'s bot level is not one of this game's.</source>
            <translation>ഇരിപ്പിടം {number}-ന്റെ ബോട്ട് നിലവാരം ഈ ഗെയിമിലുള്ളതല്ല.</translation>
        </message>
        <message>
            <source>Seat {number} is a person's and has no bot level.</source>
            <translation>ഇരിപ്പിടം {number} ഒരു വ്യക്തിയുടേതാണ്, അതിന് ബോട്ട് നിലവാരമില്ല.</translation>
        </message>
        <message>
            <source>Your last move showed something that was hidden (a draw, a deal, a roll or the choices), so it can't be undone.</source>
            <translation>നിങ്ങളുടെ അവസാന നീക്കം മറഞ്ഞിരുന്ന എന്തോ വെളിപ്പെടുത്തി (ഒരു എടുക്കൽ, കാർഡ് വിതരണം, ഉരുട്ടൽ അല്ലെങ്കിൽ തിരഞ്ഞെടുപ്പുകൾ), അതിനാൽ അത് പഴയപടിയാക്കാനാകില്ല.</translation>
        </message>
        <message>
            <source>Undo is turned off for this game.</source>
            <translation>ഈ ഗെയിമിൽ പഴയപടിയാക്കൽ ഓഫ് ആണ്.</translation>
        </message>
        <message>
            <source>The game is over, so moves can't be undone.</source>
            <translation>ഗെയിം കഴിഞ്ഞു, അതിനാൽ നീക്കങ്ങൾ പഴയപടിയാക്കാനാകില്ല.</translation>
        </message>
        <message>
            <source>Nothing has been played yet, so there is nothing to undo.</source>
            <translation>ഇതുവരെ ഒന്നും കളിച്ചിട്ടില്ല, അതിനാൽ പഴയപടിയാക്കാൻ ഒന്നുമില്ല.</translation>
        </message>
    </context>
    <context>
        <name>GameSession</name>
        <message>
            <source>A finished game of {game} could not be recorded ({reason}); its autosave is kept and the next start tries again.</source>
            <translation>പൂർത്തിയായ ഒരു {game} ഗെയിം രേഖപ്പെടുത്താനായില്ല ({reason}); അതിന്റെ സ്വയം സേവ് സൂക്ഷിച്ചിട്ടുണ്ട്, അടുത്ത തവണ ആപ്പ് തുടങ്ങുമ്പോൾ വീണ്ടും ശ്രമിക്കും.</translation>
        </message>
        <message>
            <source>That seat is played by a bot.</source>
            <translation>ആ ഇരിപ്പിടം ഒരു ബോട്ടാണ് കളിക്കുന്നത്.</translation>
        </message>
        <message>
            <source>Undo your last move ({move}).</source>
            <translation>നിങ്ങളുടെ അവസാന നീക്കം ({move}) പഴയപടിയാക്കുക.</translation>
        </message>
        <message>
            <source>Undo your last move ({move}) and the bots' moves after it.</source>
            <translation>നിങ്ങളുടെ അവസാന നീക്കവും ({move}) അതിനുശേഷമുള്ള ബോട്ടുകളുടെ നീക്കങ്ങളും പഴയപടിയാക്കുക.</translation>
        </message>
        <message>
            <source>Undo your last move ({move}). You have seen what was drawn since, so this game then becomes a practice game.</source>
            <translation>നിങ്ങളുടെ അവസാന നീക്കം ({move}) പഴയപടിയാക്കുക. അതിനുശേഷം എടുത്തത് നിങ്ങൾ കണ്ടുകഴിഞ്ഞതിനാൽ, ഈ ഗെയിം അപ്പോൾ ഒരു പരിശീലന ഗെയിം ആകും.</translation>
        </message>
        <message>
            <source>Undo your last move ({move}) and the bots' moves after it. You have seen what was drawn since, so this game then becomes a practice game.</source>
            <translation>നിങ്ങളുടെ അവസാന നീക്കവും ({move}) അതിനുശേഷമുള്ള ബോട്ടുകളുടെ നീക്കങ്ങളും പഴയപടിയാക്കുക. അതിനുശേഷം എടുത്തത് നിങ്ങൾ കണ്ടുകഴിഞ്ഞതിനാൽ, ഈ ഗെയിം അപ്പോൾ ഒരു പരിശീലന ഗെയിം ആകും.</translation>
        </message>
        <message>
            <source>Your last move was undone: it is your turn again.</source>
            <translation>നിങ്ങളുടെ അവസാന നീക്കം പഴയപടിയാക്കി: വീണ്ടും നിങ്ങളുടെ ഊഴമാണ്.</translation>
        </message>
        <message>
            <source>Your last move was undone: it is your turn again. This is a practice game now, because you had seen what came after that move.</source>
            <translation>നിങ്ങളുടെ അവസാന നീക്കം പഴയപടിയാക്കി: വീണ്ടും നിങ്ങളുടെ ഊഴമാണ്. ആ നീക്കത്തിന് ശേഷം വന്നത് നിങ്ങൾ കണ്ടിരുന്നതിനാൽ, ഇത് ഇപ്പോൾ ഒരു പരിശീലന ഗെയിം ആണ്.</translation>
        </message>
        <message>
            <source>There is no such seat at this table.</source>
            <translation>ഈ മേശയിൽ അങ്ങനെയൊരു ഇരിപ്പിടം ഇല്ല.</translation>
        </message>
        <message>
            <source>That is not a move in this game.</source>
            <translation>അത് ഈ ഗെയിമിലെ ഒരു നീക്കമല്ല.</translation>
        </message>
        <message>
            <source>A hint is for a person at this screen whose move it is.</source>
            <translation>ഈ സ്ക്രീനിലുള്ള, ഊഴമുള്ള ഒരു വ്യക്തിക്ക് മാത്രമാണ് സൂചന.</translation>
        </message>
        <message>
            <source>A hint is already being looked for.</source>
            <translation>ഇതിനകം ഒരു സൂചന തിരയുന്നുണ്ട്.</translation>
        </message>
        <message>
            <source>No hint could be found this time.</source>
            <translation>ഇത്തവണ ഒരു സൂചനയും കണ്ടെത്താനായില്ല.</translation>
        </message>
        <message>
            <source>This game has been closed.</source>
            <translation>ഈ ഗെയിം അടച്ചു.</translation>
        </message>
        <message>
            <source>Your bot had a problem and plays the first move it can.</source>
            <translation>നിങ്ങളുടെ ബോട്ടിന് ഒരു പ്രശ്നമുണ്ടായി, അതിനാൽ അതിന് കഴിയുന്ന ആദ്യ നീക്കം കളിക്കുന്നു.</translation>
        </message>
        <message>
            <source>{name} (bot) had a problem and plays the first move it can.</source>
            <translation>{name} (ബോട്ട്): ഒരു പ്രശ്നമുണ്ടായി, അതിനാൽ കഴിയുന്ന ആദ്യ നീക്കം കളിക്കുന്നു.</translation>
        </message>
        <message>
            <source>The game could not be autosaved: {error}</source>
            <translation>ഗെയിം സ്വയം സേവ് ചെയ്യാനായില്ല: {error}</translation>
        </message>
        <message>
            <source>The finished game could not be recorded: {error}</source>
            <translation>പൂർത്തിയായ ഗെയിം രേഖപ്പെടുത്താനായില്ല: {error}</translation>
        </message>
        <message>
            <source>The finished game could not be recorded ({reason}); its autosave from before the last move is kept: continue it from the home screen to finish it again.</source>
            <translation>പൂർത്തിയായ ഗെയിം രേഖപ്പെടുത്താനായില്ല ({reason}); അവസാന നീക്കത്തിന് മുമ്പുള്ള അതിന്റെ സ്വയം സേവ് സൂക്ഷിച്ചിട്ടുണ്ട്: അത് വീണ്ടും പൂർത്തിയാക്കാൻ ഹോം സ്ക്രീനിൽ നിന്ന് തുടരുക.</translation>
        </message>
        <message>
            <source>The finished game could not be recorded ({reason}), and there is no autosave of it either.</source>
            <translation>പൂർത്തിയായ ഗെയിം രേഖപ്പെടുത്താനായില്ല ({reason}), അതിന്റെ സ്വയം സേവും ഇല്ല.</translation>
        </message>
        <message>
            <source>The finished game could not be recorded ({reason}); it is kept in its autosave, and the app records it as soon as it can.</source>
            <translation>പൂർത്തിയായ ഗെയിം രേഖപ്പെടുത്താനായില്ല ({reason}); അത് അതിന്റെ സ്വയം സേവിൽ സൂക്ഷിച്ചിട്ടുണ്ട്, കഴിയുന്നത്ര വേഗം ആപ്പ് അത് രേഖപ്പെടുത്തും.</translation>
        </message>
        <message>
            <source>The bots' helper process is not available ({why}); the bots think inside the app instead, so the window may react more slowly while they do.</source>
            <translation>ബോട്ടുകളുടെ സഹായ പ്രോസസ്സ് ലഭ്യമല്ല ({why}); പകരം ബോട്ടുകൾ ആപ്പിനുള്ളിൽത്തന്നെ ചിന്തിക്കുന്നു, അതിനാൽ അവ ചിന്തിക്കുമ്പോൾ വിൻഡോ കൂടുതൽ സാവധാനം പ്രതികരിച്ചേക്കാം.</translation>
        </message>
        <message>
            <source>Undo is turned off for this game.</source>
            <translation>ഈ ഗെയിമിൽ പഴയപടിയാക്കൽ ഓഫ് ആണ്.</translation>
        </message>
        <message>
            <source>Only a person can undo a move.</source>
            <translation>ഒരു വ്യക്തിക്ക് മാത്രമേ ഒരു നീക്കം പഴയപടിയാക്കാനാകൂ.</translation>
        </message>
        <message>
            <source>You have not confirmed a move yet, so there is nothing to undo.</source>
            <translation>നിങ്ങൾ ഇതുവരെ ഒരു നീക്കവും സ്ഥിരീകരിച്ചിട്ടില്ല, അതിനാൽ പഴയപടിയാക്കാൻ ഒന്നുമില്ല.</translation>
        </message>
        <message>
            <source>The game is over, so moves can't be undone.</source>
            <translation>ഗെയിം കഴിഞ്ഞു, അതിനാൽ നീക്കങ്ങൾ പഴയപടിയാക്കാനാകില്ല.</translation>
        </message>
        <message>
            <source>Your last move drew new tiles from the bag, so it can't be undone: moves can be undone once nothing is drawn after them.</source>
            <translation>നിങ്ങളുടെ അവസാന നീക്കത്തിൽ ബാഗിൽ നിന്ന് പുതിയ ടൈലുകൾ എടുത്തു, അതിനാൽ അത് പഴയപടിയാക്കാനാകില്ല: ഒരു നീക്കത്തിനുശേഷം ഒന്നും എടുത്തിട്ടില്ലാത്തപ്പോൾ മാത്രമേ അത് പഴയപടിയാക്കാനാകൂ.</translation>
        </message>
        <message>
            <source>Another player drew from the bag after your move, so it can't be undone: moves can be undone once nothing is drawn after them.</source>
            <translation>നിങ്ങളുടെ നീക്കത്തിനുശേഷം മറ്റൊരു കളിക്കാരൻ ബാഗിൽ നിന്ന് എടുത്തു, അതിനാൽ അത് പഴയപടിയാക്കാനാകില്ല: ഒരു നീക്കത്തിനുശേഷം ഒന്നും എടുത്തിട്ടില്ലാത്തപ്പോൾ മാത്രമേ അത് പഴയപടിയാക്കാനാകൂ.</translation>
        </message>
    </context>
    <context>
        <name>RemoteSession</name>
        <message>
            <source>Connecting to the table…</source>
            <translation>മേശയിലേക്ക് ബന്ധിപ്പിക്കുന്നു…</translation>
        </message>
        <message>
            <source>Connected to the table.</source>
            <translation>മേശയിലേക്ക് ബന്ധിപ്പിച്ചു.</translation>
        </message>
        <message>
            <source>The connection to the table was lost ({why}). Connecting again in {delay} s…</source>
            <translation>മേശയുമായുള്ള കണക്ഷൻ നഷ്ടമായി ({why}). {delay} സെക്കൻഡിനുള്ളിൽ വീണ്ടും കണക്റ്റ് ചെയ്യുന്നു…</translation>
        </message>
        <message>
            <source>The connection to the table was lost ({why}). Connecting again…</source>
            <translation>മേശയുമായുള്ള കണക്ഷൻ നഷ്ടമായി ({why}). വീണ്ടും കണക്റ്റ് ചെയ്യുന്നു…</translation>
        </message>
        <message>
            <source>The table cannot be reached ({why}). Trying again in {delay} s…</source>
            <translation>മേശയിൽ എത്താനാകുന്നില്ല ({why}). {delay} സെക്കൻഡിനുള്ളിൽ വീണ്ടും ശ്രമിക്കുന്നു…</translation>
        </message>
        <message>
            <source>The table cannot be reached ({why}). Trying again…</source>
            <translation>മേശയിൽ എത്താനാകുന്നില്ല ({why}). വീണ്ടും ശ്രമിക്കുന്നു…</translation>
        </message>
        <message>
            <source>You left the table.</source>
            <translation>നിങ്ങൾ മേശ വിട്ടു.</translation>
        </message>
        <message>
            <source>The table speaks another version of the network protocol ({theirs}; this app speaks {ours}): both computers need the same version of the app.</source>
            <translation>മേശ നെറ്റ്വർക്ക് പ്രോട്ടോക്കോളിന്റെ മറ്റൊരു പതിപ്പാണ് ഉപയോഗിക്കുന്നത് ({theirs}; ഈ ആപ്പ് ഉപയോഗിക്കുന്നത് {ours}): രണ്ട് കമ്പ്യൂട്ടറുകളിലും ആപ്പിന്റെ ഒരേ പതിപ്പ് വേണം.</translation>
        </message>
        <message>
            <source>The other computer did not answer as a table of this app does.</source>
            <translation>ഈ ആപ്പിന്റെ ഒരു മേശ മറുപടി നൽകുന്നതുപോലെ മറ്റേ കമ്പ്യൂട്ടർ മറുപടി നൽകിയില്ല.</translation>
        </message>
        <message>
            <source>The connection to the table failed.</source>
            <translation>മേശയുമായുള്ള കണക്ഷൻ പരാജയപ്പെട്ടു.</translation>
        </message>
        <message>
            <source>the connection was closed</source>
            <comment>why a connection ended, inside a sentence</comment>
            <translation>കണക്ഷൻ അടച്ചു</translation>
        </message>
        <message>
            <source>the table closed the connection</source>
            <translation>മേശ കണക്ഷൻ അടച്ചു</translation>
        </message>
        <message>
            <source>the other computer does not answer</source>
            <translation>മറ്റേ കമ്പ്യൂട്ടർ മറുപടി നൽകുന്നില്ല</translation>
        </message>
        <message>
            <source>the other computer took too long to answer</source>
            <translation>മറ്റേ കമ്പ്യൂട്ടർ മറുപടി നൽകാൻ വളരെ വൈകി</translation>
        </message>
        <message>
            <source>the address is not one a table can have</source>
            <translation>വിലാസം ഒരു മേശയ്ക്ക് ഉണ്ടാകാവുന്ന ഒന്നല്ല</translation>
        </message>
        <message>
            <source>the other computer refused the connection ({code})</source>
            <translation>മറ്റേ കമ്പ്യൂട്ടർ കണക്ഷൻ നിരസിച്ചു ({code})</translation>
        </message>
        <message>
            <source>the network cut the connection</source>
            <translation>നെറ്റ്വർക്ക് കണക്ഷൻ മുറിച്ചു</translation>
        </message>
        <message>
            <source>the secure connection could not be set up</source>
            <translation>സുരക്ഷിത കണക്ഷൻ സജ്ജമാക്കാനായില്ല</translation>
        </message>
        <message>
            <source>the network failed</source>
            <translation>നെറ്റ്വർക്ക് പരാജയപ്പെട്ടു</translation>
        </message>
        <message>
            <source>the connection failed</source>
            <translation>കണക്ഷൻ പരാജയപ്പെട്ടു</translation>
        </message>
        <message>
            <source>That is not the address of a table: it looks like ws://HOST:PORT/room/CODE.</source>
            <translation>അത് ഒരു മേശയുടെ വിലാസമല്ല: മേശയുടെ വിലാസം ws://HOST:PORT/room/CODE പോലെയാണ്.</translation>
        </message>
        <message>
            <source>There is no table at that address with that room code. Check the code and the address.</source>
            <translation>ആ വിലാസത്തിൽ ആ റൂം കോഡുള്ള ഒരു മേശയും ഇല്ല. കോഡും വിലാസവും പരിശോധിക്കുക.</translation>
        </message>
        <message>
            <source>The table's certificate is not one this computer trusts, so the connection was not made ({why}).</source>
            <translation>മേശയുടെ സർട്ടിഫിക്കറ്റ് ഈ കമ്പ്യൂട്ടർ വിശ്വസിക്കുന്ന ഒന്നല്ല, അതിനാൽ കണക്ഷൻ ഉണ്ടാക്കിയില്ല ({why}).</translation>
        </message>
        <message>
            <source>it could not be checked</source>
            <translation>അത് പരിശോധിക്കാനായില്ല</translation>
        </message>
        <message>
            <source>Nobody has taken this seat yet.</source>
            <translation>ഇതുവരെ ആരും ഈ ഇരിപ്പിടം എടുത്തിട്ടില്ല.</translation>
        </message>
        <message>
            <source>Online.</source>
            <translation>ഓൺലൈൻ.</translation>
        </message>
        <message>
            <source>Reconnecting…</source>
            <translation>വീണ്ടും കണക്റ്റ് ചെയ്യുന്നു…</translation>
        </message>
        <message>
            <source>Left the table.</source>
            <translation>മേശ വിട്ടു.</translation>
        </message>
        <message>
            <source>Played by a bot.</source>
            <translation>ഒരു ബോട്ട് കളിക്കുന്നു.</translation>
        </message>
        <message>
            <source>{name} is connected again.</source>
            <translation>{name} വീണ്ടും കണക്റ്റ് ചെയ്തിരിക്കുന്നു.</translation>
        </message>
        <message>
            <source>{name} lost the connection; waiting for them to come back.</source>
            <translation>{name}: കണക്ഷൻ നഷ്ടമായി; തിരികെ വരുന്നതിനായി കാത്തിരിക്കുന്നു.</translation>
        </message>
        <message>
            <source>{name} left the table.</source>
            <translation>{name} മേശ വിട്ടു.</translation>
        </message>
        <message>
            <source>{name}'s seat is played by a bot now.</source>
            <translation>{name} എന്നയാളുടെ ഇരിപ്പിടം ഇപ്പോൾ ഒരു ബോട്ടാണ് കളിക്കുന്നത്.</translation>
        </message>
        <message>
            <source>{name} has come to the table.</source>
            <translation>{name} മേശയിലെത്തി.</translation>
        </message>
        <message>
            <source>The game has not started yet.</source>
            <translation>ഗെയിം ഇതുവരെ തുടങ്ങിയിട്ടില്ല.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>ഗെയിം കഴിഞ്ഞു.</translation>
        </message>
        <message>
            <source>The connection to the table is not there just now, so nothing was sent. Play again once it is back.</source>
            <translation>മേശയുമായുള്ള കണക്ഷൻ ഇപ്പോൾ ഇല്ല, അതിനാൽ ഒന്നും അയച്ചില്ല. കണക്ഷൻ തിരികെ വന്നാൽ വീണ്ടും കളിക്കുക.</translation>
        </message>
        <message>
            <source>This computer is no longer at the table, so nothing was sent. {why}</source>
            <translation>ഈ കമ്പ്യൂട്ടർ ഇനി മേശയിലില്ല, അതിനാൽ ഒന്നും അയച്ചില്ല. {why}</translation>
        </message>
        <message>
            <source>That seat is played at another computer.</source>
            <translation>ആ ഇരിപ്പിടം മറ്റൊരു കമ്പ്യൂട്ടറിലാണ് കളിക്കുന്നത്.</translation>
        </message>
        <message>
            <source>It is not that seat's turn.</source>
            <translation>ഇപ്പോൾ ആ ഇരിപ്പിടത്തിന്റെ ഊഴമല്ല.</translation>
        </message>
        <message>
            <source>Your move is on its way to the table.</source>
            <translation>നിങ്ങളുടെ നീക്കം മേശയിലേക്ക് പോയിക്കൊണ്ടിരിക്കുന്നു.</translation>
        </message>
        <message>
            <source>Your undo is on its way to the table.</source>
            <translation>നിങ്ങളുടെ പഴയപടിയാക്കൽ മേശയിലേക്ക് പോയിക്കൊണ്ടിരിക്കുന്നു.</translation>
        </message>
        <message>
            <source>That is not a move in this game.</source>
            <translation>അത് ഈ ഗെയിമിലെ ഒരു നീക്കമല്ല.</translation>
        </message>
        <message>
            <source>A hint is for a person at this screen whose move it is.</source>
            <translation>ഈ സ്ക്രീനിലുള്ള, ഊഴമുള്ള ഒരു വ്യക്തിക്ക് മാത്രമാണ് സൂചന.</translation>
        </message>
        <message>
            <source>A hint is already being looked for.</source>
            <translation>ഇതിനകം ഒരു സൂചന തിരയുന്നുണ്ട്.</translation>
        </message>
        <message>
            <source>The connection went before your move reached the table. The table is shown as it is once the connection is back; play your move then if it is missing.</source>
            <translation>നിങ്ങളുടെ നീക്കം മേശയിൽ എത്തുന്നതിന് മുമ്പ് കണക്ഷൻ നഷ്ടമായി. കണക്ഷൻ തിരികെ വന്നാൽ മേശ അപ്പോഴത്തെ അവസ്ഥയിൽ കാണിക്കും; നിങ്ങളുടെ നീക്കം അതിൽ ഇല്ലെങ്കിൽ അപ്പോൾ അത് കളിക്കുക.</translation>
        </message>
        <message>
            <source>Only the computer that hosts the table can do that.</source>
            <translation>മേശ നടത്തുന്ന കമ്പ്യൂട്ടറിന് മാത്രമേ അത് ചെയ്യാനാകൂ.</translation>
        </message>
        <message>
            <source>The table sent something this app cannot read ({why}); the table is shown as it was.</source>
            <translation>ഈ ആപ്പിന് വായിക്കാനാകാത്ത എന്തോ മേശ അയച്ചു ({why}); മേശ മുമ്പുണ്ടായിരുന്നതുപോലെ കാണിക്കുന്നു.</translation>
        </message>
        <message>
            <source>The table speaks another version of the network protocol: both computers need the same version of the app.</source>
            <translation>മേശ നെറ്റ്വർക്ക് പ്രോട്ടോക്കോളിന്റെ മറ്റൊരു പതിപ്പാണ് ഉപയോഗിക്കുന്നത്: രണ്ട് കമ്പ്യൂട്ടറുകളിലും ആപ്പിന്റെ ഒരേ പതിപ്പ് വേണം.</translation>
        </message>
        <message>
            <source>There is no table with that room code. Check the code and the address.</source>
            <translation>ആ റൂം കോഡുള്ള ഒരു മേശയും ഇല്ല. കോഡും വിലാസവും പരിശോധിക്കുക.</translation>
        </message>
        <message>
            <source>This computer's seat at that table is not known there any more.</source>
            <translation>ഈ കമ്പ്യൂട്ടറിന്റെ ഇരിപ്പിടം ആ മേശയ്ക്ക് ഇനി അറിയില്ല.</translation>
        </message>
        <message>
            <source>Every seat at that table is taken.</source>
            <translation>ആ മേശയിലെ എല്ലാ ഇരിപ്പിടങ്ങളും എടുത്തുകഴിഞ്ഞു.</translation>
        </message>
        <message>
            <source>That name cannot be used: give one of 1 to 40 letters.</source>
            <translation>ആ പേര് ഉപയോഗിക്കാനാകില്ല: 1 മുതൽ 40 വരെ അക്ഷരങ്ങളുള്ള ഒരു പേര് നൽകുക.</translation>
        </message>
        <message>
            <source>Too many wrong codes from this computer: wait a minute and try again.</source>
            <translation>ഈ കമ്പ്യൂട്ടറിൽ നിന്ന് വളരെയധികം തെറ്റായ കോഡുകൾ: ഒരു മിനിറ്റ് കാത്തിരുന്ന് വീണ്ടും ശ്രമിക്കുക.</translation>
        </message>
        <message>
            <source>The table's server is full just now: try again later.</source>
            <translation>മേശയുടെ സെർവർ ഇപ്പോൾ നിറഞ്ഞിരിക്കുന്നു: പിന്നീട് വീണ്ടും ശ്രമിക്കുക.</translation>
        </message>
        <message>
            <source>That game has already started.</source>
            <translation>ആ ഗെയിം ഇതിനകം തുടങ്ങിക്കഴിഞ്ഞു.</translation>
        </message>
        <message>
            <source>That seat is not yours.</source>
            <translation>ആ ഇരിപ്പിടം നിങ്ങളുടേതല്ല.</translation>
        </message>
        <message>
            <source>The rules do not allow that move.</source>
            <translation>നിയമങ്ങൾ ആ നീക്കം അനുവദിക്കുന്നില്ല.</translation>
        </message>
        <message>
            <source>Only your own last move can be undone, before anybody else has played.</source>
            <translation>നിങ്ങളുടെ സ്വന്തം അവസാന നീക്കം മാത്രമേ പഴയപടിയാക്കാനാകൂ, അതും മറ്റാരെങ്കിലും കളിക്കുന്നതിന് മുമ്പ്.</translation>
        </message>
        <message>
            <source>That request was already answered.</source>
            <translation>ആ അഭ്യർത്ഥനയ്ക്ക് ഇതിനകം മറുപടി നൽകിക്കഴിഞ്ഞു.</translation>
        </message>
        <message>
            <source>Too many requests at once: wait a moment and try again.</source>
            <translation>ഒരേസമയം വളരെയധികം അഭ്യർത്ഥനകൾ: ഒരു നിമിഷം കാത്തിരുന്ന് വീണ്ടും ശ്രമിക്കുക.</translation>
        </message>
        <message>
            <source>The table refused that.</source>
            <translation>മേശ അത് നിരസിച്ചു.</translation>
        </message>
        <message>
            <source>The finished game could not be kept in this computer's statistics: {why}</source>
            <translation>പൂർത്തിയായ ഗെയിം ഈ കമ്പ്യൂട്ടറിലെ സ്ഥിതിവിവരക്കണക്കുകളിൽ സൂക്ഷിക്കാനായില്ല: {why}</translation>
        </message>
    </context>
    <context>
        <name>storage</name>
        <message>
            <source>{problem} It is left as it is for that version, and cannot be continued here.</source>
            <translation>{problem} ആ പതിപ്പിനായി അത് അതേപടി വിട്ടിരിക്കുന്നു, ഇവിടെ തുടരാനാകില്ല.</translation>
        </message>
        <message>
            <source>{problem} The game cannot be continued.</source>
            <translation>{problem} ഗെയിം തുടരാനാകില്ല.</translation>
        </message>
        <message>
            <source>{name} is a folder, not a file.</source>
            <translation>{name} ഒരു ഫോൾഡറാണ്, ഫയലല്ല.</translation>
        </message>
        <message>
            <source>{name} is not an ordinary file (it is a pipe, a device or a socket), so it is not read.</source>
            <translation>{name} ഒരു സാധാരണ ഫയലല്ല (അത് ഒരു പൈപ്പോ ഉപകരണമോ സോക്കറ്റോ ആണ്), അതിനാൽ അത് വായിക്കുന്നില്ല.</translation>
        </message>
        <message>
            <source>settings file</source>
            <translation>ക്രമീകരണ ഫയൽ</translation>
        </message>
        <message>
            <source>a settings file</source>
            <translation>ഒരു ക്രമീകരണ ഫയൽ</translation>
        </message>
        <message>
            <source>saved game</source>
            <translation>സേവ് ചെയ്ത ഗെയിം</translation>
        </message>
        <message>
            <source>a saved game</source>
            <translation>സേവ് ചെയ്ത ഒരു ഗെയിം</translation>
        </message>
        <message>
            <source>autosaved game</source>
            <translation>സ്വയം സേവ് ചെയ്ത ഗെയിം</translation>
        </message>
        <message>
            <source>an autosaved game</source>
            <translation>സ്വയം സേവ് ചെയ്ത ഒരു ഗെയിം</translation>
        </message>
        <message>
            <source>game record</source>
            <translation>ഗെയിം രേഖ</translation>
        </message>
        <message>
            <source>a game record</source>
            <translation>ഒരു ഗെയിം രേഖ</translation>
        </message>
        <message>
            <source>word-list settings file</source>
            <translation>വാക്ക് പട്ടിക ക്രമീകരണ ഫയൽ</translation>
        </message>
        <message>
            <source>a word-list settings file</source>
            <translation>ഒരു വാക്ക് പട്ടിക ക്രമീകരണ ഫയൽ</translation>
        </message>
        <message>
            <source>file</source>
            <translation>ഫയൽ</translation>
        </message>
        <message>
            <source>a file</source>
            <translation>ഒരു ഫയൽ</translation>
        </message>
        <message>
            <source>file of another kind</source>
            <translation>മറ്റൊരു തരം ഫയൽ</translation>
        </message>
        <message>
            <source>a file of another kind</source>
            <translation>മറ്റൊരു തരം ഫയൽ</translation>
        </message>
        <message>
            <source>This {what} cannot be read (it is not an ordinary file).</source>
            <translation>ഈ {what} വായിക്കാനാകില്ല (അത് ഒരു സാധാരണ ഫയലല്ല).</translation>
        </message>
        <message>
            <source>it is not an ordinary file</source>
            <translation>അത് ഒരു സാധാരണ ഫയലല്ല</translation>
        </message>
        <message>
            <source>This {what} cannot be found ({file}).</source>
            <translation>ഈ {what} കണ്ടെത്താനായില്ല ({file}).</translation>
        </message>
        <message>
            <source>it does not exist</source>
            <translation>അത് നിലവിലില്ല</translation>
        </message>
        <message>
            <source>This {what} cannot be read (it is a folder).</source>
            <translation>ഈ {what} വായിക്കാനാകില്ല (അത് ഒരു ഫോൾഡറാണ്).</translation>
        </message>
        <message>
            <source>it is a folder</source>
            <translation>അത് ഒരു ഫോൾഡറാണ്</translation>
        </message>
        <message>
            <source>This {what} cannot be read ({reason}).</source>
            <translation>ഈ {what} വായിക്കാനാകില്ല ({reason}).</translation>
        </message>
        <message>
            <source>it is larger than {size} MB, far too large to be genuine</source>
            <translation>അതിന് {size} MB-യിൽ കൂടുതൽ വലുപ്പമുണ്ട്, യഥാർത്ഥമാകാൻ വളരെ വലുത്</translation>
        </message>
        <message>
            <source>it is larger than {size} KB, far too large to be genuine</source>
            <translation>അതിന് {size} KB-യിൽ കൂടുതൽ വലുപ്പമുണ്ട്, യഥാർത്ഥമാകാൻ വളരെ വലുത്</translation>
        </message>
        <message>
            <source>it is empty</source>
            <translation>അത് ശൂന്യമാണ്</translation>
        </message>
        <message>
            <source>it ends too early</source>
            <translation>അത് വളരെ നേരത്തേ അവസാനിക്കുന്നു</translation>
        </message>
        <message>
            <source>it is not text</source>
            <translation>അത് ടെക്സ്റ്റ് അല്ല</translation>
        </message>
        <message>
            <source>it is nested too deeply</source>
            <translation>അതിന്റെ ഘടന വളരെ ആഴത്തിൽ അടുക്കിയിരിക്കുന്നു</translation>
        </message>
        <message>
            <source>its contents are garbled at line {line}</source>
            <translation>വരി {line}-ൽ അതിന്റെ ഉള്ളടക്കം വികലമാണ്</translation>
        </message>
        <message>
            <source>it holds an impossible number</source>
            <translation>അതിൽ അസാധ്യമായ ഒരു സംഖ്യ ഉണ്ട്</translation>
        </message>
        <message>
            <source>This file is a Tabletop Desktop {other}, not {what}.</source>
            <comment>{what} is the kind of file wanted, with its article ('a saved game')</comment>
            <translation>ഈ ഫയൽ ഒരു Tabletop Desktop {other} ആണ്, {what} അല്ല.</translation>
        </message>
        <message>
            <source>it is a Tabletop Desktop {other}</source>
            <translation>അത് ഒരു Tabletop Desktop {other} ആണ്</translation>
        </message>
        <message>
            <source>its version number is missing</source>
            <translation>അതിന്റെ പതിപ്പ് നമ്പർ ഇല്ല</translation>
        </message>
        <message>
            <source>This {what} was made by a newer version of Tabletop Desktop (format {version}; this version reads up to format {most}).</source>
            <translation>ഈ {what} Tabletop Desktop-ന്റെ ഒരു പുതിയ പതിപ്പിൽ ഉണ്ടാക്കിയതാണ് (ഫോർമാറ്റ് {version}; ഈ പതിപ്പ് ഫോർമാറ്റ് {most} വരെ മാത്രം വായിക്കും).</translation>
        </message>
        <message>
            <source>it was made by a newer version of Tabletop Desktop</source>
            <translation>അത് Tabletop Desktop-ന്റെ ഒരു പുതിയ പതിപ്പിൽ ഉണ്ടാക്കിയതാണ്</translation>
        </message>
        <message>
            <source>This {what} is damaged ({reason}).</source>
            <translation>ഈ {what} കേടായിരിക്കുന്നു ({reason}).</translation>
        </message>
        <message>
            <source>This file is not a Tabletop Desktop {what}.</source>
            <translation>ഈ ഫയൽ ഒരു Tabletop Desktop {what} അല്ല.</translation>
        </message>
        <message>
            <source>it is not a Tabletop Desktop file</source>
            <translation>അത് ഒരു Tabletop Desktop ഫയലല്ല</translation>
        </message>
        <message>
            <source>{problem}; it could not be set aside ({error}).</source>
            <comment>{problem} is a sentence without its full stop</comment>
            <translation>{problem}; അത് മാറ്റിവയ്ക്കാനായില്ല ({error}).</translation>
        </message>
        <message>
            <source>{problem} and was set aside as {file}.</source>
            <comment>{problem} is a sentence without its full stop</comment>
            <translation>{problem}, അത് {file} എന്ന പേരിൽ മാറ്റിവച്ചു.</translation>
        </message>
        <message>
            <source>settings</source>
            <comment>a folder's name</comment>
            <translation>ക്രമീകരണങ്ങൾ</translation>
        </message>
        <message>
            <source>data</source>
            <comment>a folder's name</comment>
            <translation>ഡാറ്റ</translation>
        </message>
        <message>
            <source>state</source>
            <comment>a folder's name</comment>
            <translation>അവസ്ഥ</translation>
        </message>
        <message>
            <source>log</source>
            <comment>a folder's name</comment>
            <translation>ലോഗ്</translation>
        </message>
        <message>
            <source>game records</source>
            <comment>a folder's name</comment>
            <translation>ഗെയിം രേഖകൾ</translation>
        </message>
        <message>
            <source>autosaves</source>
            <comment>a folder's name</comment>
            <translation>സ്വയം സേവുകൾ</translation>
        </message>
        <message>
            <source>The {what} folder {folder} cannot be used: {file} is a file, not a folder. Move that file away so Tabletop Desktop can keep your games.</source>
            <translation>{what} ഫോൾഡർ {folder} ഉപയോഗിക്കാനാകില്ല: {file} ഒരു ഫയലാണ്, ഫോൾഡറല്ല. Tabletop Desktop-ന് നിങ്ങളുടെ ഗെയിമുകൾ സൂക്ഷിക്കാൻ ആ ഫയൽ മാറ്റിവയ്ക്കുക.</translation>
        </message>
        <message>
            <source>The {what} folder {folder} cannot be created ({error}).</source>
            <translation>{what} ഫോൾഡർ {folder} ഉണ്ടാക്കാനായില്ല ({error}).</translation>
        </message>
        <message>
            <source>its summary is missing</source>
            <translation>അതിന്റെ സംഗ്രഹം ഇല്ല</translation>
        </message>
        <message>
            <source>it names no game</source>
            <translation>അത് ഒരു ഗെയിമിന്റെയും പേര് പറയുന്നില്ല</translation>
        </message>
        <message>
            <source>its seats are missing</source>
            <translation>അതിന്റെ ഇരിപ്പിടങ്ങൾ ഇല്ല</translation>
        </message>
        <message>
            <source>it lists {count} seats; no game takes more than {MAX_SEATS}</source>
            <translation>അതിൽ {count} ഇരിപ്പിടങ്ങളുണ്ട്; ഒരു ഗെയിമിലും {MAX_SEATS}-ൽ കൂടുതൽ ഇല്ല</translation>
        </message>
        <message>
            <source>seat {number} is not described</source>
            <translation>ഇരിപ്പിടം {number} വിവരിച്ചിട്ടില്ല</translation>
        </message>
        <message>
            <source>seat {number} is neither a person nor a bot</source>
            <translation>ഇരിപ്പിടം {number} ഒരു വ്യക്തിയോ ബോട്ടോ അല്ല</translation>
        </message>
        <message>
            <source>seat {number} has no usable name</source>
            <translation>ഇരിപ്പിടം {number}-ന് ഉപയോഗിക്കാവുന്ന പേരില്ല</translation>
        </message>
        <message>
            <source>seat {number}'s score is not a whole number</source>
            <translation>ഇരിപ്പിടം {number}-ന്റെ സ്കോർ ഒരു പൂർണ്ണസംഖ്യയല്ല</translation>
        </message>
        <message>
            <source>seat {number}'s result is missing</source>
            <translation>ഇരിപ്പിടം {number}-ന്റെ ഫലം ഇല്ല</translation>
        </message>
        <message>
            <source>seat {number}'s hints are garbled</source>
            <translation>ഇരിപ്പിടം {number}-ന്റെ സൂചനകൾ വികലമാണ്</translation>
        </message>
        <message>
            <source>its best move is garbled</source>
            <translation>അതിന്റെ ഏറ്റവും നല്ല നീക്കം വികലമാണ്</translation>
        </message>
        <message>
            <source>its number of moves is garbled</source>
            <translation>അതിന്റെ നീക്കങ്ങളുടെ എണ്ണം വികലമാണ്</translation>
        </message>
        <message>
            <source>its ending is garbled</source>
            <translation>അതിന്റെ അവസാനം വികലമാണ്</translation>
        </message>
        <message>
            <source>its practice mark is garbled</source>
            <translation>അതിന്റെ പരിശീലന അടയാളം വികലമാണ്</translation>
        </message>
        <message>
            <source>its extras are garbled</source>
            <translation>അതിന്റെ അധിക വിവരങ്ങൾ വികലമാണ്</translation>
        </message>
        <message>
            <source>its network table is garbled</source>
            <translation>അതിന്റെ നെറ്റ്വർക്ക് മേശ വികലമാണ്</translation>
        </message>
        <message>
            <source>this record does not keep the seats it was played with</source>
            <translation>ഈ രേഖ കളിച്ച ഇരിപ്പിടങ്ങൾ സൂക്ഷിക്കുന്നില്ല</translation>
        </message>
        <message>
            <source>its set-up cannot be read ({reason})</source>
            <translation>അതിന്റെ സജ്ജീകരണം വായിക്കാനാകില്ല ({reason})</translation>
        </message>
        <message>
            <source>The game records folder {folder} cannot be used.</source>
            <translation>ഗെയിം രേഖകളുടെ ഫോൾഡർ {folder} ഉപയോഗിക്കാനാകില്ല.</translation>
        </message>
        <message>
            <source>The game record {file} cannot be written.</source>
            <translation>ഗെയിം രേഖ {file} എഴുതാനാകില്ല.</translation>
        </message>
        <message>
            <source>The game records folder {folder} cannot be read.</source>
            <translation>ഗെയിം രേഖകളുടെ ഫോൾഡർ {folder} വായിക്കാനാകില്ല.</translation>
        </message>
        <message>
            <source>{problem}; it is left out of the statistics.</source>
            <comment>{problem} is a sentence without its full stop</comment>
            <translation>{problem}; അത് സ്ഥിതിവിവരക്കണക്കുകളിൽ ഉൾപ്പെടുത്തിയിട്ടില്ല.</translation>
        </message>
        <message>
            <source>{problem} It is left out of the statistics.</source>
            <translation>{problem} അത് സ്ഥിതിവിവരക്കണക്കുകളിൽ ഉൾപ്പെടുത്തിയിട്ടില്ല.</translation>
        </message>
        <message>
            <source>{list}, {item}</source>
            <comment>a list going on</comment>
            <translation>{list}, {item}</translation>
        </message>
        <message>
            <source>the set-up is missing</source>
            <translation>സജ്ജീകരണം ഇല്ല</translation>
        </message>
        <message>
            <source>it is for a game this version does not have: {game}</source>
            <translation>ഈ പതിപ്പിൽ ഇല്ലാത്ത ഒരു ഗെയിമിനുള്ളതാണ് അത്: {game}</translation>
        </message>
        <message>
            <source>the seats are missing</source>
            <translation>ഇരിപ്പിടങ്ങൾ ഇല്ല</translation>
        </message>
        <message>
            <source>{name} takes {min_seats} to {max_seats} players; this file has {count}</source>
            <translation>{name}-ൽ {min_seats} മുതൽ {max_seats} വരെ കളിക്കാർ; ഈ ഫയലിൽ {count}</translation>
        </message>
        <message>
            <source>seat {number} is a bot of a level {name} does not have</source>
            <translation>ഇരിപ്പിടം {number} {name}-ൽ ഇല്ലാത്ത ഒരു നിലവാരത്തിലുള്ള ബോട്ടാണ്</translation>
        </message>
        <message>
            <source>seat {number} is a person with a bot level</source>
            <translation>ഇരിപ്പിടം {number} ബോട്ട് നിലവാരമുള്ള ഒരു വ്യക്തിയാണ്</translation>
        </message>
        <message>
            <source>the options are not a list of choices</source>
            <translation>ഓപ്ഷനുകൾ തിരഞ്ഞെടുപ്പുകളുടെ ഒരു പട്ടികയല്ല</translation>
        </message>
        <message>
            <source>its options are not valid: {reason}</source>
            <translation>അതിന്റെ ഓപ്ഷനുകൾ സാധുവല്ല: {reason}</translation>
        </message>
        <message>
            <source>its seed is not a whole number</source>
            <translation>അതിന്റെ സീഡ് ഒരു പൂർണ്ണസംഖ്യയല്ല</translation>
        </message>
        <message>
            <source>its option {label} names no seat</source>
            <translation>അതിന്റെ {label} ഓപ്ഷൻ ഒരു ഇരിപ്പിടവും സൂചിപ്പിക്കുന്നില്ല</translation>
        </message>
        <message>
            <source>its option {option} is out of range</source>
            <translation>അതിന്റെ {option} ഓപ്ഷൻ പരിധിക്ക് പുറത്താണ്</translation>
        </message>
        <message>
            <source>its moves belong to a different game</source>
            <translation>അതിന്റെ നീക്കങ്ങൾ മറ്റൊരു ഗെയിമിന്റേതാണ്</translation>
        </message>
        <message>
            <source>its moves were played with different options</source>
            <translation>അതിന്റെ നീക്കങ്ങൾ മറ്റ് ഓപ്ഷനുകളോടെ കളിച്ചതാണ്</translation>
        </message>
        <message>
            <source>it holds more than {MAX_ACTIONS} moves</source>
            <translation>അതിൽ {MAX_ACTIONS}-ൽ കൂടുതൽ നീക്കങ്ങളുണ്ട്</translation>
        </message>
        <message>
            <source>its summary of the position is missing</source>
            <translation>അതിന്റെ സ്ഥിതിയുടെ സംഗ്രഹം ഇല്ല</translation>
        </message>
        <message>
            <source>its moves cannot be replayed ({__name__})</source>
            <translation>അതിന്റെ നീക്കങ്ങൾ വീണ്ടും കളിക്കാനാകില്ല ({__name__})</translation>
        </message>
        <message>
            <source>its moves do not lead to the position it claims</source>
            <translation>അതിന്റെ നീക്കങ്ങൾ അത് അവകാശപ്പെടുന്ന സ്ഥിതിയിലേക്ക് എത്തുന്നില്ല</translation>
        </message>
        <message>
            <source>its count of hints is garbled</source>
            <translation>അതിന്റെ സൂചനകളുടെ എണ്ണം വികലമാണ്</translation>
        </message>
        <message>
            <source>animation speed</source>
            <comment>a setting</comment>
            <translation>ആനിമേഷൻ വേഗം</translation>
        </message>
        <message>
            <source>bot speed</source>
            <comment>a setting</comment>
            <translation>ബോട്ട് വേഗം</translation>
        </message>
        <message>
            <source>theme</source>
            <comment>a setting</comment>
            <translation>തീം</translation>
        </message>
        <message>
            <source>colour-blind help</source>
            <comment>a setting</comment>
            <translation>വർണ്ണാന്ധതാ സഹായം</translation>
        </message>
        <message>
            <source>reduce motion</source>
            <comment>a setting</comment>
            <translation>ചലനം കുറയ്ക്കുക</translation>
        </message>
        <message>
            <source>new-game choices</source>
            <comment>a setting</comment>
            <translation>പുതിയ ഗെയിം തിരഞ്ഞെടുപ്പുകൾ</translation>
        </message>
        <message>
            <source>window size</source>
            <comment>a setting</comment>
            <translation>വിൻഡോ വലുപ്പം</translation>
        </message>
        <message>
            <source>last game</source>
            <comment>a setting</comment>
            <translation>അവസാന ഗെയിം</translation>
        </message>
        <message>
            <source>last folder</source>
            <comment>a setting</comment>
            <translation>അവസാന ഫോൾഡർ</translation>
        </message>
        <message>
            <source>language</source>
            <comment>a setting</comment>
            <translation>ഭാഷ</translation>
        </message>
        <message>
            <source>{problem} It is left as it is for that version: this version uses default settings, and changes made here last until you quit.</source>
            <translation>{problem} ആ പതിപ്പിനായി അത് അതേപടി വിട്ടിരിക്കുന്നു: ഈ പതിപ്പ് സ്വതവേയുള്ള ക്രമീകരണങ്ങൾ ഉപയോഗിക്കുന്നു, ഇവിടെ വരുത്തുന്ന മാറ്റങ്ങൾ നിങ്ങൾ പുറത്തുകടക്കുന്നതുവരെ മാത്രം നിലനിൽക്കും.</translation>
        </message>
        <message>
            <source>{problem} Default settings are used.</source>
            <translation>{problem} സ്വതവേയുള്ള ക്രമീകരണങ്ങൾ ഉപയോഗിക്കുന്നു.</translation>
        </message>
        <message>
            <source>Some settings had values this version does not understand and were reset to their defaults: {settings}.</source>
            <translation>ചില ക്രമീകരണങ്ങളുടെ മൂല്യങ്ങൾ ഈ പതിപ്പിന് മനസ്സിലാകാത്തതിനാൽ അവ സ്വതവേയുള്ളവയിലേക്ക് പുനഃസജ്ജമാക്കി: {settings}.</translation>
        </message>
        <message>
            <source>Line {number}: “{line}” — {reason}</source>
            <translation>വരി {number}: “{line}” — {reason}</translation>
        </message>
        <message>
            <source>{name} holds one word the cards can spell.</source>
            <translation>കാർഡുകൾ കൊണ്ട് എഴുതാവുന്ന ഒരു വാക്ക് {name}-ൽ ഉണ്ട്.</translation>
        </message>
        <message>
            <source>{name} holds {count} words the cards can spell.</source>
            <translation>കാർഡുകൾ കൊണ്ട് എഴുതാവുന്ന {count} വാക്കുകൾ {name}-ൽ ഉണ്ട്.</translation>
        </message>
        <message>
            <source>One word is listed twice; it counts once.</source>
            <translation>ഒരു വാക്ക് രണ്ടുതവണ പട്ടികയിലുണ്ട്; അത് ഒരിക്കൽ മാത്രം എണ്ണും.</translation>
        </message>
        <message>
            <source>{count} words are listed more than once; each counts once.</source>
            <translation>{count} വാക്കുകൾ ഒന്നിലധികം തവണ പട്ടികയിലുണ്ട്; ഓരോന്നും ഒരിക്കൽ മാത്രം എണ്ണും.</translation>
        </message>
        <message>
            <source>One line is skipped: it is not a word the cards can spell.</source>
            <translation>ഒരു വരി ഒഴിവാക്കി: അത് കാർഡുകൾ കൊണ്ട് എഴുതാവുന്ന ഒരു വാക്കല്ല.</translation>
        </message>
        <message>
            <source>{count} lines are skipped: they are not words the cards can spell.</source>
            <translation>{count} വരികൾ ഒഴിവാക്കി: അവ കാർഡുകൾ കൊണ്ട് എഴുതാവുന്ന വാക്കുകളല്ല.</translation>
        </message>
        <message>
            <source>One word was imported from {name}.</source>
            <translation>{name}-ൽ നിന്ന് ഒരു വാക്ക് ഇറക്കുമതി ചെയ്തു.</translation>
        </message>
        <message>
            <source>{count} words were imported from {name}.</source>
            <translation>{name}-ൽ നിന്ന് {count} വാക്കുകൾ ഇറക്കുമതി ചെയ്തു.</translation>
        </message>
        <message>
            <source>One more line is skipped.</source>
            <translation>ഒരു വരി കൂടി ഒഴിവാക്കി.</translation>
        </message>
        <message>
            <source>{count} more lines are skipped.</source>
            <translation>{count} വരികൾ കൂടി ഒഴിവാക്കി.</translation>
        </message>
        <message>
            <source>{name} is too large for a word list: it is over {size} MB.</source>
            <translation>{name} ഒരു വാക്ക് പട്ടികയ്ക്ക് വളരെ വലുതാണ്: അത് {size} MB-യിൽ കൂടുതലാണ്.</translation>
        </message>
        <message>
            <source>{name} has more than {lines} lines; a word list may hold at most {words} words.</source>
            <translation>{name}-ൽ {lines}-ൽ കൂടുതൽ വരികളുണ്ട്; ഒരു വാക്ക് പട്ടികയിൽ പരമാവധി {words} വാക്കുകൾ ആകാം.</translation>
        </message>
        <message>
            <source>{name} is not a text file: it holds NUL characters (line {line}). A list saved as UTF-16 needs its byte-order mark; saving it as UTF-8 text always works.</source>
            <translation>{name} ഒരു ടെക്സ്റ്റ് ഫയലല്ല: അതിൽ NUL അക്ഷരങ്ങളുണ്ട് (വരി {line}). UTF-16 ആയി സേവ് ചെയ്ത പട്ടികയ്ക്ക് അതിന്റെ byte-order mark വേണം; UTF-8 ടെക്സ്റ്റ് ആയി സേവ് ചെയ്താൽ എപ്പോഴും പ്രവർത്തിക്കും.</translation>
        </message>
        <message>
            <source>{name} is not {encoding} text: more than {most} of its lines cannot be read as text (line {line} is one). Save it as UTF-8 text and import it again.</source>
            <translation>{name} {encoding} ടെക്സ്റ്റ് അല്ല: അതിലെ {most}-ൽ കൂടുതൽ വരികൾ ടെക്സ്റ്റ് ആയി വായിക്കാനാകില്ല (വരി {line} അതിൽ ഒന്നാണ്). അത് UTF-8 ടെക്സ്റ്റ് ആയി സേവ് ചെയ്ത് വീണ്ടും ഇറക്കുമതി ചെയ്യുക.</translation>
        </message>
        <message>
            <source>it is not {encoding} text</source>
            <translation>അത് {encoding} ടെക്സ്റ്റ് അല്ല</translation>
        </message>
        <message>
            <source>{name} holds more than {words} words, the most a list may hold (a new game with more would be slow to start).</source>
            <translation>{name}-ൽ {words}-ൽ കൂടുതൽ വാക്കുകളുണ്ട്, ഒരു പട്ടികയിൽ ആകാവുന്ന പരമാവധി (അതിൽ കൂടുതലുള്ള ഒരു പുതിയ ഗെയിം തുടങ്ങാൻ വൈകും).</translation>
        </message>
        <message>
            <source>{name} holds no word: it is empty, or holds only blank lines and comments.</source>
            <translation>{name}-ൽ ഒരു വാക്കുമില്ല: അത് ശൂന്യമാണ്, അല്ലെങ്കിൽ അതിൽ ശൂന്യമായ വരികളും കുറിപ്പുകളും മാത്രമേ ഉള്ളൂ.</translation>
        </message>
        <message>
            <source>{name} holds no word the cards can spell: its one line is skipped (see why below).</source>
            <translation>കാർഡുകൾ കൊണ്ട് എഴുതാവുന്ന ഒരു വാക്കും {name}-ൽ ഇല്ല: അതിലെ ഒരേയൊരു വരി ഒഴിവാക്കി (കാരണം താഴെ കാണുക).</translation>
        </message>
        <message>
            <source>{name} holds no word the cards can spell: all its {count} lines are skipped (see why below).</source>
            <translation>കാർഡുകൾ കൊണ്ട് എഴുതാവുന്ന ഒരു വാക്കും {name}-ൽ ഇല്ല: അതിലെ {count} വരികളും ഒഴിവാക്കി (കാരണം താഴെ കാണുക).</translation>
        </message>
        <message>
            <source>{name} does not look like a word list: {bad} of its {lines} lines are not words the cards can spell (see why below).</source>
            <translation>{name} ഒരു വാക്ക് പട്ടിക പോലെ തോന്നുന്നില്ല: അതിലെ {lines} വരികളിൽ {bad} എണ്ണം കാർഡുകൾ കൊണ്ട് എഴുതാവുന്ന വാക്കുകളല്ല (കാരണം താഴെ കാണുക).</translation>
        </message>
        <message>
            <source>{name} is too large to play with: its {words} words would not fit in a saved game.</source>
            <translation>{name} കളിക്കാൻ വളരെ വലുതാണ്: അതിലെ {words} വാക്കുകൾ ഒരു സേവ് ചെയ്ത ഗെയിമിൽ ഒതുങ്ങില്ല.</translation>
        </message>
        <message>
            <source>it has a space: one word per line</source>
            <translation>അതിൽ ഒരു സ്പേസ് ഉണ്ട്: ഒരു വരിയിൽ ഒരു വാക്ക്</translation>
        </message>
        <message>
            <source>it has a hyphen (hyphenated words don't count)</source>
            <translation>അതിൽ ഒരു ഹൈഫൻ ഉണ്ട് (ഹൈഫൻ ചേർത്ത വാക്കുകൾ എണ്ണില്ല)</translation>
        </message>
        <message>
            <source>it has an apostrophe (contractions don't count)</source>
            <translation>അതിൽ ഒരു അപ്പോസ്ട്രോഫി ഉണ്ട് (ചുരുക്കിയ രൂപങ്ങൾ എണ്ണില്ല)</translation>
        </message>
        <message>
            <source>it has a digit</source>
            <translation>അതിൽ ഒരു അക്കം ഉണ്ട്</translation>
        </message>
        <message>
            <source>it has '{letter}', which no card shows</source>
            <translation>അതിൽ '{letter}' ഉണ്ട്, അത് ഒരു കാർഡിലും ഇല്ല</translation>
        </message>
        <message>
            <source>a word needs at least 2 letters</source>
            <translation>ഒരു വാക്കിന് കുറഞ്ഞത് 2 അക്ഷരങ്ങൾ വേണം</translation>
        </message>
        <message>
            <source>it has {count} letters; no hand can spell more than {most}</source>
            <translation>അതിൽ {count} അക്ഷരങ്ങളുണ്ട്; ഒരു കൈക്കും {most}-ൽ കൂടുതൽ എഴുതാനാകില്ല</translation>
        </message>
        <message>
            <source>it needs {count} '{letter}' cards; the deck has only {most}</source>
            <translation>അതിന് {count} '{letter}' കാർഡുകൾ വേണം; ഡെക്കിൽ {most} മാത്രമേ ഉള്ളൂ</translation>
        </message>
        <message>
            <source>it needs at least {count} cards; no hand lays down more than {most}</source>
            <translation>അതിന് കുറഞ്ഞത് {count} കാർഡുകൾ വേണം; ഒരു കൈയും {most}-ൽ കൂടുതൽ ഇറക്കിവയ്ക്കില്ല</translation>
        </message>
        <message>
            <source>{name} is larger than any list this app writes.</source>
            <translation>ഈ ആപ്പ് എഴുതുന്ന ഏത് പട്ടികയേക്കാളും വലുതാണ് {name}.</translation>
        </message>
        <message>
            <source>Your imported word list cannot be used: {reason}</source>
            <translation>നിങ്ങൾ ഇറക്കുമതി ചെയ്ത വാക്ക് പട്ടിക ഉപയോഗിക്കാനാകില്ല: {reason}</translation>
        </message>
        <message>
            <source>Your imported word list ({name}) is damaged: it is not plain text.</source>
            <translation>നിങ്ങൾ ഇറക്കുമതി ചെയ്ത വാക്ക് പട്ടിക ({name}) കേടായിരിക്കുന്നു: അത് സാധാരണ ടെക്സ്റ്റ് അല്ല.</translation>
        </message>
        <message>
            <source>Your imported word list cannot be read ({error}).</source>
            <translation>നിങ്ങൾ ഇറക്കുമതി ചെയ്ത വാക്ക് പട്ടിക വായിക്കാനാകില്ല ({error}).</translation>
        </message>
        <message>
            <source>Your imported word list ({name}) holds more words than a list may hold ({most}).</source>
            <translation>നിങ്ങൾ ഇറക്കുമതി ചെയ്ത വാക്ക് പട്ടികയിൽ ({name}) ഒരു പട്ടികയിൽ ആകാവുന്നതിലും കൂടുതൽ വാക്കുകളുണ്ട് ({most}).</translation>
        </message>
        <message>
            <source>{problem} It could not be set aside ({error}); import your list again.</source>
            <translation>{problem} അത് മാറ്റിവയ്ക്കാനായില്ല ({error}); നിങ്ങളുടെ പട്ടിക വീണ്ടും ഇറക്കുമതി ചെയ്യുക.</translation>
        </message>
        <message>
            <source>{problem} It was set aside as {file}; import your list again.</source>
            <translation>{problem} അത് {file} എന്ന പേരിൽ മാറ്റിവച്ചു; നിങ്ങളുടെ പട്ടിക വീണ്ടും ഇറക്കുമതി ചെയ്യുക.</translation>
        </message>
        <message>
            <source>{word}: {problem}</source>
            <translation>{word}: {problem}</translation>
        </message>
        <message>
            <source>{problem}; it is left as it is and the default word lists are used (saving the word lists here replaces it).</source>
            <comment>{problem} is a sentence without its full stop</comment>
            <translation>{problem}; അത് അതേപടി വിട്ടിരിക്കുന്നു, സ്വതവേയുള്ള വാക്ക് പട്ടികകൾ ഉപയോഗിക്കുന്നു (ഇവിടെ വാക്ക് പട്ടികകൾ സേവ് ചെയ്താൽ അത് മാറ്റിസ്ഥാപിക്കപ്പെടും).</translation>
        </message>
        <message>
            <source>{problem} The default word lists are used, without house words.</source>
            <translation>{problem} വീട്ടുവാക്കുകൾ ഇല്ലാതെ, സ്വതവേയുള്ള വാക്ക് പട്ടികകൾ ഉപയോഗിക്കുന്നു.</translation>
        </message>
    </context>
    <context>
        <name>HandoverCover</name>
        <message>
            <source>• {move}</source>
            <comment>one move in a list</comment>
            <translation>• {move}</translation>
        </message>
        <message>
            <source>{since}:
{moves}</source>
            <comment>a heading (Since Ada's last turn) and its list</comment>
            <translation>{since}:
{moves}</translation>
        </message>
    </context>
    <context>
        <name>LogPanel</name>
        <message>
            <source>Game log</source>
            <translation>ഗെയിം ലോഗ്</translation>
        </message>
        <message>
            <source>Moves will appear here.</source>
            <translation>നീക്കങ്ങൾ ഇവിടെ കാണാം.</translation>
        </message>
    </context>
    <context>
        <name>Scoreboard</name>
        <message numerus="yes">
            <source>%n points</source>
            <comment>a seat's score</comment>
            <translation>
                <numerusform>%n പോയിന്റ്</numerusform>
                <numerusform>%n പോയിന്റുകൾ</numerusform>
            </translation>
        </message>
        <message>
            <source>{score} points</source>
            <comment>a seat's score below zero</comment>
            <translation>{score} പോയിന്റുകൾ</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>സ്കോറുകൾ</translation>
        </message>
        <message>
            <source>The bag is empty</source>
            <translation>ബാഗ് ശൂന്യമാണ്</translation>
        </message>
        <message>
            <source>1 tile left in the bag</source>
            <translation>ബാഗിൽ 1 ടൈൽ ബാക്കി</translation>
        </message>
        <message numerus="yes">
            <source>%n tiles left in the bag</source>
            <translation>
                <numerusform>ബാഗിൽ %n ടൈൽ ബാക്കി</numerusform>
                <numerusform>ബാഗിൽ %n ടൈലുകൾ ബാക്കി</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SeatLabel</name>
        <message>
            <source>Person</source>
            <translation>വ്യക്തി</translation>
        </message>
        <message>
            <source>Bot · {level}</source>
            <translation>ബോട്ട് · {level}</translation>
        </message>
    </context>
    <context>
        <name>Sentences</name>
        <message>
            <source>It is your turn.</source>
            <translation>ഇത് നിങ്ങളുടെ ഊഴമാണ്.</translation>
        </message>
        <message>
            <source>It is {name}'s turn.</source>
            <translation>ഇപ്പോൾ {name} കളിക്കുന്നു.</translation>
        </message>
        <message>
            <source>Your turn.</source>
            <translation>നിങ്ങളുടെ ഊഴം.</translation>
        </message>
        <message>
            <source>{name}'s turn.</source>
            <translation>ഊഴം: {name}.</translation>
        </message>
        <message>
            <source>You are thinking…</source>
            <translation>നിങ്ങൾ ആലോചിക്കുന്നു…</translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>{name} ആലോചിക്കുന്നു…</translation>
        </message>
        <message>
            <source>Your bot is thinking…</source>
            <translation>നിങ്ങളുടെ ബോട്ട് ആലോചിക്കുന്നു…</translation>
        </message>
        <message>
            <source>Bot {name} is thinking…</source>
            <translation>ബോട്ട് {name} ആലോചിക്കുന്നു…</translation>
        </message>
        <message>
            <source>Waiting for you to play.</source>
            <translation>നിങ്ങൾ കളിക്കുന്നതിനായി കാത്തിരിക്കുന്നു.</translation>
        </message>
        <message>
            <source>Waiting for {name} to play.</source>
            <translation>{name} കളിക്കുന്നതിനായി കാത്തിരിക്കുന്നു.</translation>
        </message>
        <message>
            <source>Waiting for you to move.</source>
            <translation>നിങ്ങളുടെ നീക്കത്തിനായി കാത്തിരിക്കുന്നു.</translation>
        </message>
        <message>
            <source>Waiting for {name} to move.</source>
            <translation>{name} നീക്കം നടത്തുന്നതിനായി കാത്തിരിക്കുന്നു.</translation>
        </message>
        <message>
            <source>Waiting for you; you play next.</source>
            <translation>നിങ്ങൾക്കായി കാത്തിരിക്കുന്നു; അടുത്തത് നിങ്ങളാണ്.</translation>
        </message>
        <message>
            <source>Waiting for {name}; you play next.</source>
            <translation>{name} കളിക്കുന്നതിനായി കാത്തിരിക്കുന്നു; അടുത്തത് നിങ്ങളാണ്.</translation>
        </message>
        <message>
            <source>Waiting for you to choose.</source>
            <translation>നിങ്ങൾ തിരഞ്ഞെടുക്കുന്നതിനായി കാത്തിരിക്കുന്നു.</translation>
        </message>
        <message>
            <source>Waiting for {name} to choose.</source>
            <translation>{name} തിരഞ്ഞെടുക്കുന്നതിനായി കാത്തിരിക്കുന്നു.</translation>
        </message>
        <message>
            <source>Waiting for {names} to choose.</source>
            <translation>{names} തിരഞ്ഞെടുക്കുന്നതിനായി കാത്തിരിക്കുന്നു.</translation>
        </message>
        <message>
            <source>You chose {choice}; waiting for you to choose.</source>
            <translation>നിങ്ങൾ {choice} തിരഞ്ഞെടുത്തു; നിങ്ങൾ തിരഞ്ഞെടുക്കുന്നതിനായി കാത്തിരിക്കുന്നു.</translation>
        </message>
        <message>
            <source>You chose {choice}; waiting for {name} to choose.</source>
            <translation>നിങ്ങൾ {choice} തിരഞ്ഞെടുത്തു; {name} തിരഞ്ഞെടുക്കുന്നതിനായി കാത്തിരിക്കുന്നു.</translation>
        </message>
        <message>
            <source>You chose {choice}; waiting for {names} to choose.</source>
            <translation>നിങ്ങൾ {choice} തിരഞ്ഞെടുത്തു; {names} തിരഞ്ഞെടുക്കുന്നതിനായി കാത്തിരിക്കുന്നു.</translation>
        </message>
        <message>
            <source>Pass the screen to you.</source>
            <translation>സ്ക്രീൻ നിങ്ങൾക്ക് കൈമാറുക.</translation>
        </message>
        <message>
            <source>Pass the screen to {name}.</source>
            <translation>സ്ക്രീൻ കൈമാറുക: {name}.</translation>
        </message>
        <message>
            <source>Pass the screen to you</source>
            <translation>സ്ക്രീൻ നിങ്ങൾക്ക് കൈമാറുക</translation>
        </message>
        <message>
            <source>Pass the screen to {name}</source>
            <translation>സ്ക്രീൻ കൈമാറുക: {name}</translation>
        </message>
        <message>
            <source>It is your turn: pass the screen to you.</source>
            <translation>ഇത് നിങ്ങളുടെ ഊഴമാണ്: സ്ക്രീൻ നിങ്ങൾക്ക് കൈമാറുക.</translation>
        </message>
        <message>
            <source>It is {name}'s turn: pass the screen to {name}.</source>
            <translation>ഇപ്പോൾ {name} കളിക്കുന്നു: സ്ക്രീൻ {name} എന്നയാൾക്ക് കൈമാറുക.</translation>
        </message>
        <message>
            <source>The pieces stay hidden until you are ready.</source>
            <translation>നിങ്ങൾ തയ്യാറാകുന്നതുവരെ കൈ മറഞ്ഞിരിക്കും.</translation>
        </message>
        <message>
            <source>The pieces stay hidden until {name} is ready.</source>
            <translation>{name} തയ്യാറാകുന്നതുവരെ കൈ മറഞ്ഞിരിക്കും.</translation>
        </message>
        <message>
            <source>It's me, show my pieces</source>
            <translation>ഇത് ഞാനാണ്, എന്റെ കൈ കാണിക്കുക</translation>
        </message>
        <message>
            <source>I'm {name}, show my pieces</source>
            <translation>ഞാൻ {name} ആണ്, എന്റെ കൈ കാണിക്കുക</translation>
        </message>
        <message>
            <source>Since your last turn</source>
            <translation>നിങ്ങളുടെ അവസാന ഊഴത്തിന് ശേഷം</translation>
        </message>
        <message>
            <source>Since {name}'s last turn</source>
            <translation>{name} അവസാനം കളിച്ചതിന് ശേഷം</translation>
        </message>
        <message>
            <source>Since your last turn ({more} earlier moves not shown)</source>
            <translation>നിങ്ങളുടെ അവസാന ഊഴത്തിന് ശേഷം (മുമ്പത്തെ {more} നീക്കങ്ങൾ കാണിക്കുന്നില്ല)</translation>
        </message>
        <message>
            <source>Since {name}'s last turn ({more} earlier moves not shown)</source>
            <translation>{name} അവസാനം കളിച്ചതിന് ശേഷം (മുമ്പത്തെ {more} നീക്കങ്ങൾ കാണിക്കുന്നില്ല)</translation>
        </message>
        <message>
            <source>Your cards stay face down until you are at the screen.</source>
            <translation>നിങ്ങൾ സ്ക്രീനിന് മുന്നിൽ എത്തുന്നതുവരെ നിങ്ങളുടെ കാർഡുകൾ കമിഴ്ത്തിയിരിക്കും.</translation>
        </message>
        <message>
            <source>{name}'s cards stay face down until {name} is at the screen.</source>
            <translation>{name} സ്ക്രീനിന് മുന്നിൽ എത്തുന്നതുവരെ {name} എന്നയാളുടെ കാർഡുകൾ കമിഴ്ത്തിയിരിക്കും.</translation>
        </message>
        <message>
            <source>Show your cards</source>
            <translation>നിങ്ങളുടെ കാർഡുകൾ കാണിക്കുക</translation>
        </message>
        <message>
            <source>Show {name}'s cards</source>
            <translation>കാർഡുകൾ കാണിക്കുക: {name}</translation>
        </message>
        <message>
            <source>You win with {points} points.</source>
            <translation>{points} പോയിന്റുകളോടെ നിങ്ങൾ ജയിച്ചു.</translation>
        </message>
        <message>
            <source>{name} wins with {points} points.</source>
            <translation>{points} പോയിന്റുകളോടെ {name} ജയിച്ചു.</translation>
        </message>
        <message>
            <source>You win with {points} points!</source>
            <translation>{points} പോയിന്റുകളോടെ നിങ്ങൾ ജയിച്ചു!</translation>
        </message>
        <message>
            <source>{name} wins with {points} points!</source>
            <translation>{points} പോയിന്റുകളോടെ {name} ജയിച്ചു!</translation>
        </message>
        <message>
            <source>The game is over: you win with {points} points.</source>
            <translation>ഗെയിം കഴിഞ്ഞു: {points} പോയിന്റുകളോടെ നിങ്ങൾ ജയിച്ചു.</translation>
        </message>
        <message>
            <source>The game is over: {name} wins with {points} points.</source>
            <translation>ഗെയിം കഴിഞ്ഞു: {points} പോയിന്റുകളോടെ {name} ജയിച്ചു.</translation>
        </message>
        <message>
            <source>A shared win: you, {points} points each</source>
            <translation>പങ്കിട്ട വിജയം: നിങ്ങൾ, {points} പോയിന്റുകൾ വീതം</translation>
        </message>
        <message>
            <source>A shared win: {name}, {points} points each</source>
            <translation>പങ്കിട്ട വിജയം: {name}, {points} പോയിന്റുകൾ വീതം</translation>
        </message>
        <message>
            <source>A shared win: {names}, {points} points each</source>
            <translation>പങ്കിട്ട വിജയം: {names}, {points} പോയിന്റുകൾ വീതം</translation>
        </message>
        <message>
            <source>The game ended when you placed your last tile (+6).</source>
            <translation>നിങ്ങൾ അവസാന ടൈൽ വച്ചപ്പോൾ ഗെയിം അവസാനിച്ചു (+6).</translation>
        </message>
        <message>
            <source>The game ended when {name} placed their last tile (+6).</source>
            <translation>{name} തന്റെ അവസാന ടൈൽ വച്ചപ്പോൾ ഗെയിം അവസാനിച്ചു (+6).</translation>
        </message>
        <message>
            <source>You have gone out: discard to end your last turn (your words in the rows are laid down with it).</source>
            <translation>നിങ്ങൾ കൈ തീർത്തു: നിങ്ങളുടെ അവസാന ഊഴം അവസാനിപ്പിക്കാൻ കളയുക (വരികളിലെ നിങ്ങളുടെ വാക്കുകൾ അതോടൊപ്പം ഇറക്കിവയ്ക്കും).</translation>
        </message>
        <message>
            <source>{name} has gone out: discard to end your last turn (your words in the rows are laid down with it).</source>
            <translation>{name} കൈ തീർത്തു: നിങ്ങളുടെ അവസാന ഊഴം അവസാനിപ്പിക്കാൻ കളയുക (വരികളിലെ നിങ്ങളുടെ വാക്കുകൾ അതോടൊപ്പം ഇറക്കിവയ്ക്കും).</translation>
        </message>
        <message>
            <source>You have already gone out: this is your last turn. Lay down what words you can in the rows, then discard.</source>
            <translation>നിങ്ങൾ ഇതിനകം കൈ തീർത്തു: ഇത് നിങ്ങളുടെ അവസാന ഊഴമാണ്. കഴിയുന്ന വാക്കുകൾ വരികളിൽ ഇറക്കിവയ്ക്കുക, എന്നിട്ട് കളയുക.</translation>
        </message>
        <message>
            <source>{name} has already gone out: this is your last turn. Lay down what words you can in the rows, then discard.</source>
            <translation>{name} ഇതിനകം കൈ തീർത്തു: ഇത് നിങ്ങളുടെ അവസാന ഊഴമാണ്. കഴിയുന്ന വാക്കുകൾ വരികളിൽ ഇറക്കിവയ്ക്കുക, എന്നിട്ട് കളയുക.</translation>
        </message>
        <message>
            <source>A total never goes below zero, so you are on 0.</source>
            <translation>ആകെ സ്കോർ ഒരിക്കലും പൂജ്യത്തിന് താഴെ പോകില്ല, അതിനാൽ നിങ്ങൾ 0-ൽ നിൽക്കുന്നു.</translation>
        </message>
        <message>
            <source>A total never goes below zero, so {name} is on 0.</source>
            <translation>ആകെ സ്കോർ ഒരിക്കലും പൂജ്യത്തിന് താഴെ പോകില്ല, അതിനാൽ {name} 0-ൽ നിൽക്കുന്നു.</translation>
        </message>
        <message>
            <source>A total never goes below zero, so {names} are on 0.</source>
            <translation>ആകെ സ്കോർ ഒരിക്കലും പൂജ്യത്തിന് താഴെ പോകില്ല, അതിനാൽ {names} 0-ൽ നിൽക്കുന്നു.</translation>
        </message>
        <message>
            <source>Your turn: draw a card — click the draw pile (D), or drag it to your hand.</source>
            <translation>നിങ്ങളുടെ ഊഴം: ഒരു കാർഡ് എടുക്കുക — എടുക്കൽ കൂനയിൽ ക്ലിക്ക് ചെയ്യുക (D), അല്ലെങ്കിൽ അത് നിങ്ങളുടെ കൈയിലേക്ക് വലിച്ചിടുക.</translation>
        </message>
        <message>
            <source>{name}, your turn: draw a card — click the draw pile (D), or drag it to your hand.</source>
            <translation>{name}, നിങ്ങളുടെ ഊഴം: ഒരു കാർഡ് എടുക്കുക — എടുക്കൽ കൂനയിൽ ക്ലിക്ക് ചെയ്യുക (D), അല്ലെങ്കിൽ അത് നിങ്ങളുടെ കൈയിലേക്ക് വലിച്ചിടുക.</translation>
        </message>
        <message>
            <source>Your turn: draw a card — click the draw pile (D) or take the {card} from the discard pile (T), or drag it to your hand.</source>
            <translation>നിങ്ങളുടെ ഊഴം: ഒരു കാർഡ് എടുക്കുക — എടുക്കൽ കൂനയിൽ ക്ലിക്ക് ചെയ്യുക (D) അല്ലെങ്കിൽ കളയൽ കൂനയിൽ നിന്ന് {card} എടുക്കുക (T), അല്ലെങ്കിൽ അത് നിങ്ങളുടെ കൈയിലേക്ക് വലിച്ചിടുക.</translation>
        </message>
        <message>
            <source>{name}, your turn: draw a card — click the draw pile (D) or take the {card} from the discard pile (T), or drag it to your hand.</source>
            <translation>{name}, നിങ്ങളുടെ ഊഴം: ഒരു കാർഡ് എടുക്കുക — എടുക്കൽ കൂനയിൽ ക്ലിക്ക് ചെയ്യുക (D) അല്ലെങ്കിൽ കളയൽ കൂനയിൽ നിന്ന് {card} എടുക്കുക (T), അല്ലെങ്കിൽ അത് നിങ്ങളുടെ കൈയിലേക്ക് വലിച്ചിടുക.</translation>
        </message>
        <message>
            <source>Your turn: build words in the rows and press Go out (G), or discard a card: drag it to the discard pile or double-click it.</source>
            <translation>നിങ്ങളുടെ ഊഴം: വരികളിൽ വാക്കുകൾ ഉണ്ടാക്കി കൈ തീർക്കുക (G) അമർത്തുക, അല്ലെങ്കിൽ ഒരു കാർഡ് കളയുക: അത് കളയൽ കൂനയിലേക്ക് വലിച്ചിടുക, അല്ലെങ്കിൽ അതിൽ ഡബിൾ-ക്ലിക്ക് ചെയ്യുക.</translation>
        </message>
        <message>
            <source>{name}, your turn: build words in the rows and press Go out (G), or discard a card: drag it to the discard pile or double-click it.</source>
            <translation>{name}, നിങ്ങളുടെ ഊഴം: വരികളിൽ വാക്കുകൾ ഉണ്ടാക്കി കൈ തീർക്കുക (G) അമർത്തുക, അല്ലെങ്കിൽ ഒരു കാർഡ് കളയുക: അത് കളയൽ കൂനയിലേക്ക് വലിച്ചിടുക, അല്ലെങ്കിൽ അതിൽ ഡബിൾ-ക്ലിക്ക് ചെയ്യുക.</translation>
        </message>
        <message>
            <source>You went out: this is your last turn. Draw a card: click the draw pile (D) or the discard pile (T), or drag it to your hand.</source>
            <translation>നിങ്ങൾ കൈ തീർത്തു: ഇത് നിങ്ങളുടെ അവസാന ഊഴമാണ്. ഒരു കാർഡ് എടുക്കുക: എടുക്കൽ കൂനയിലോ (D) കളയൽ കൂനയിലോ (T) ക്ലിക്ക് ചെയ്യുക, അല്ലെങ്കിൽ അത് നിങ്ങളുടെ കൈയിലേക്ക് വലിച്ചിടുക.</translation>
        </message>
        <message>
            <source>{name} went out: this is your last turn. Draw a card: click the draw pile (D) or the discard pile (T), or drag it to your hand.</source>
            <translation>{name} കൈ തീർത്തു: ഇത് നിങ്ങളുടെ അവസാന ഊഴമാണ്. ഒരു കാർഡ് എടുക്കുക: എടുക്കൽ കൂനയിലോ (D) കളയൽ കൂനയിലോ (T) ക്ലിക്ക് ചെയ്യുക, അല്ലെങ്കിൽ അത് നിങ്ങളുടെ കൈയിലേക്ക് വലിച്ചിടുക.</translation>
        </message>
        <message>
            <source>You went out: this is your last turn — lay down what words you can in the rows, then discard: drag a card to the discard pile or double-click it. Cards left in your hand count against you.</source>
            <translation>നിങ്ങൾ കൈ തീർത്തു: ഇത് നിങ്ങളുടെ അവസാന ഊഴമാണ് — കഴിയുന്ന വാക്കുകൾ വരികളിൽ ഇറക്കിവയ്ക്കുക, എന്നിട്ട് കളയുക: ഒരു കാർഡ് കളയൽ കൂനയിലേക്ക് വലിച്ചിടുക, അല്ലെങ്കിൽ അതിൽ ഡബിൾ-ക്ലിക്ക് ചെയ്യുക. കൈയിൽ ബാക്കിയുള്ള കാർഡുകൾ നിങ്ങൾക്കെതിരെ എണ്ണും.</translation>
        </message>
        <message>
            <source>{name} went out: this is your last turn — lay down what words you can in the rows, then discard: drag a card to the discard pile or double-click it. Cards left in your hand count against you.</source>
            <translation>{name} കൈ തീർത്തു: ഇത് നിങ്ങളുടെ അവസാന ഊഴമാണ് — കഴിയുന്ന വാക്കുകൾ വരികളിൽ ഇറക്കിവയ്ക്കുക, എന്നിട്ട് കളയുക: ഒരു കാർഡ് കളയൽ കൂനയിലേക്ക് വലിച്ചിടുക, അല്ലെങ്കിൽ അതിൽ ഡബിൾ-ക്ലിക്ക് ചെയ്യുക. കൈയിൽ ബാക്കിയുള്ള കാർഡുകൾ നിങ്ങൾക്കെതിരെ എണ്ണും.</translation>
        </message>
        <message>
            <source>You went out with {words}: this is your last turn — lay down what words you can. Cards left in your hand count against you.</source>
            <translation>നിങ്ങൾ {words} കൊണ്ട് കൈ തീർത്തു: ഇത് നിങ്ങളുടെ അവസാന ഊഴമാണ് — കഴിയുന്ന വാക്കുകൾ ഇറക്കിവയ്ക്കുക. കൈയിൽ ബാക്കിയുള്ള കാർഡുകൾ നിങ്ങൾക്കെതിരെ എണ്ണും.</translation>
        </message>
        <message>
            <source>{name} went out with {words}: this is your last turn — lay down what words you can. Cards left in your hand count against you.</source>
            <translation>{name} {words} കൊണ്ട് കൈ തീർത്തു: ഇത് നിങ്ങളുടെ അവസാന ഊഴമാണ് — കഴിയുന്ന വാക്കുകൾ ഇറക്കിവയ്ക്കുക. കൈയിൽ ബാക്കിയുള്ള കാർഡുകൾ നിങ്ങൾക്കെതിരെ എണ്ണും.</translation>
        </message>
        <message>
            <source>You went out with {words}. Last turns: {waiting}.</source>
            <translation>നിങ്ങൾ {words} കൊണ്ട് കൈ തീർത്തു. അവസാന ഊഴങ്ങൾ: {waiting}.</translation>
        </message>
        <message>
            <source>{name} went out with {words}. Last turns: {waiting}.</source>
            <translation>{name} {words} കൊണ്ട് കൈ തീർത്തു. അവസാന ഊഴങ്ങൾ: {waiting}.</translation>
        </message>
        <message>
            <source>You went out with {words}.</source>
            <translation>നിങ്ങൾ {words} കൊണ്ട് കൈ തീർത്തു.</translation>
        </message>
        <message>
            <source>{name} went out with {words}.</source>
            <translation>{name} {words} കൊണ്ട് കൈ തീർത്തു.</translation>
        </message>
        <message>
            <source>Round {round} of {rounds} ({cards} cards) is over: you went out.</source>
            <translation>{rounds}-ൽ റൗണ്ട് {round} ({cards} കാർഡുകൾ) കഴിഞ്ഞു: നിങ്ങൾ കൈ തീർത്തു.</translation>
        </message>
        <message>
            <source>Round {round} of {rounds} ({cards} cards) is over: {name} went out.</source>
            <translation>{rounds}-ൽ റൗണ്ട് {round} ({cards} കാർഡുകൾ) കഴിഞ്ഞു: {name} കൈ തീർത്തു.</translation>
        </message>
        <message>
            <source>Round {round} of {rounds} ({cards} cards) is over: nothing was left to draw.</source>
            <translation>{rounds}-ൽ റൗണ്ട് {round} ({cards} കാർഡുകൾ) കഴിഞ്ഞു: എടുക്കാൻ ഒന്നും ബാക്കിയില്ലായിരുന്നു.</translation>
        </message>
        <message>
            <source>Your turn: start the table with your largest group, {tiles} in one line, then press Confirm (Enter). There is no exchange on the first move.</source>
            <translation>നിങ്ങളുടെ ഊഴം: നിങ്ങളുടെ ഏറ്റവും വലിയ കൂട്ടം കൊണ്ട് മേശ തുടങ്ങുക, {tiles} ഒരു ലൈനിൽ, എന്നിട്ട് സ്ഥിരീകരിക്കുക (Enter) അമർത്തുക. ആദ്യ നീക്കത്തിൽ കൈമാറ്റം ഇല്ല.</translation>
        </message>
        <message>
            <source>{name}, your turn: start the table with your largest group, {tiles} in one line, then press Confirm (Enter). There is no exchange on the first move.</source>
            <translation>{name}, നിങ്ങളുടെ ഊഴം: നിങ്ങളുടെ ഏറ്റവും വലിയ കൂട്ടം കൊണ്ട് മേശ തുടങ്ങുക, {tiles} ഒരു ലൈനിൽ, എന്നിട്ട് സ്ഥിരീകരിക്കുക (Enter) അമർത്തുക. ആദ്യ നീക്കത്തിൽ കൈമാറ്റം ഇല്ല.</translation>
        </message>
        <message>
            <source>Your turn: no tile fits, so exchange tiles (or pass when the bag is empty).</source>
            <translation>നിങ്ങളുടെ ഊഴം: ഒരു ടൈലും ചേരുന്നില്ല, അതിനാൽ ടൈലുകൾ കൈമാറ്റം ചെയ്യുക (അല്ലെങ്കിൽ ബാഗ് ശൂന്യമാണെങ്കിൽ പാസ് ചെയ്യുക).</translation>
        </message>
        <message>
            <source>{name}, your turn: no tile fits, so exchange tiles (or pass when the bag is empty).</source>
            <translation>{name}, നിങ്ങളുടെ ഊഴം: ഒരു ടൈലും ചേരുന്നില്ല, അതിനാൽ ടൈലുകൾ കൈമാറ്റം ചെയ്യുക (അല്ലെങ്കിൽ ബാഗ് ശൂന്യമാണെങ്കിൽ പാസ് ചെയ്യുക).</translation>
        </message>
        <message>
            <source>Your turn: place tiles in one line, then press Confirm (Enter).</source>
            <translation>നിങ്ങളുടെ ഊഴം: ടൈലുകൾ ഒരു ലൈനിൽ വയ്ക്കുക, എന്നിട്ട് സ്ഥിരീകരിക്കുക (Enter) അമർത്തുക.</translation>
        </message>
        <message>
            <source>{name}, your turn: place tiles in one line, then press Confirm (Enter).</source>
            <translation>{name}, നിങ്ങളുടെ ഊഴം: ടൈലുകൾ ഒരു ലൈനിൽ വയ്ക്കുക, എന്നിട്ട് സ്ഥിരീകരിക്കുക (Enter) അമർത്തുക.</translation>
        </message>
        <message>
            <source>You roll</source>
            <translation>നിങ്ങൾ ഉരുട്ടുന്നു</translation>
        </message>
        <message>
            <source>{name} rolls</source>
            <translation>{name} ഉരുട്ടുന്നു</translation>
        </message>
        <message>
            <source>Your roll</source>
            <translation>നിങ്ങളുടെ ഉരുട്ടൽ</translation>
        </message>
        <message>
            <source>{name}'s roll</source>
            <translation>ഉരുട്ടൽ: {name}</translation>
        </message>
        <message>
            <source>You roll the dice.</source>
            <translation>നിങ്ങൾ പകിടകൾ ഉരുട്ടുന്നു.</translation>
        </message>
        <message>
            <source>{name} rolls the dice.</source>
            <translation>{name} പകിടകൾ ഉരുട്ടുന്നു.</translation>
        </message>
        <message>
            <source>You roll the dice…</source>
            <translation>നിങ്ങൾ പകിടകൾ ഉരുട്ടുന്നു…</translation>
        </message>
        <message>
            <source>{name} rolls the dice…</source>
            <translation>{name} പകിടകൾ ഉരുട്ടുന്നു…</translation>
        </message>
        <message>
            <source>Your colour choice</source>
            <translation>നിങ്ങളുടെ നിറ തിരഞ്ഞെടുപ്പ്</translation>
        </message>
        <message>
            <source>{name}'s colour choice</source>
            <translation>നിറ തിരഞ്ഞെടുപ്പ്: {name}</translation>
        </message>
        <message>
            <source>Your roll: press Roll (R or Space).</source>
            <translation>നിങ്ങളുടെ ഉരുട്ടൽ: ഉരുട്ടുക (R അല്ലെങ്കിൽ Space) അമർത്തുക.</translation>
        </message>
        <message>
            <source>{name}, your roll: press Roll (R or Space).</source>
            <translation>{name}, നിങ്ങളുടെ ഉരുട്ടൽ: ഉരുട്ടുക (R അല്ലെങ്കിൽ Space) അമർത്തുക.</translation>
        </message>
        <message>
            <source>Your colour choice ({mood}): {how}</source>
            <translation>നിങ്ങളുടെ നിറ തിരഞ്ഞെടുപ്പ് ({mood}): {how}</translation>
        </message>
        <message>
            <source>{name}, your colour choice ({mood}): {how}</source>
            <translation>{name}, നിങ്ങളുടെ നിറ തിരഞ്ഞെടുപ്പ് ({mood}): {how}</translation>
        </message>
        <message>
            <source>You make the colour choice…</source>
            <translation>നിങ്ങൾ നിറ തിരഞ്ഞെടുപ്പ് നടത്തുന്നു…</translation>
        </message>
        <message>
            <source>{name} makes the colour choice…</source>
            <translation>{name} നിറ തിരഞ്ഞെടുപ്പ് നടത്തുന്നു…</translation>
        </message>
    </context>
    <context>
        <name>StatusPart</name>
        <message>
            <source>Watching the bots play. {status}</source>
            <translation>ബോട്ടുകൾ കളിക്കുന്നത് കാണുന്നു. {status}</translation>
        </message>
    </context>
    <context>
        <name>Waiting</name>
        <message>
            <source>The game is over.</source>
            <translation>ഗെയിം കഴിഞ്ഞു.</translation>
        </message>
        <message>
            <source>Wait for your turn.</source>
            <translation>നിങ്ങളുടെ ഊഴത്തിനായി കാത്തിരിക്കുക.</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerCards</name>
        <message>
            <source>{cards} and {last}</source>
            <comment>cards' letters: 'A, T and E'</comment>
            <translation>{cards}, {last} എന്നിവ</translation>
        </message>
        <message>
            <source>the {card} card (1 point)</source>
            <translation>{card} കാർഡ് (1 പോയിന്റ്)</translation>
        </message>
        <message numerus="yes">
            <source>the {card} card (%n points)</source>
            <translation>
                <numerusform>{card} കാർഡ് (%n പോയിന്റ്)</numerusform>
                <numerusform>{card} കാർഡ് (%n പോയിന്റുകൾ)</numerusform>
            </translation>
        </message>
        <message>
            <source>one card</source>
            <comment>under a card's two letters</comment>
            <translation>ഒരു കാർഡ്</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerArrangement</name>
        <message>
            <source>Build your words first: drag cards into the word rows, leaving one to discard.</source>
            <translation>ആദ്യം നിങ്ങളുടെ വാക്കുകൾ ഉണ്ടാക്കുക: കാർഡുകൾ വാക്ക് വരികളിലേക്ക് വലിച്ചിടുക, കളയാൻ ഒന്ന് ബാക്കി വയ്ക്കുക.</translation>
        </message>
        <message>
            <source>Leave one card out of your words: going out ends with a discard.</source>
            <translation>ഒരു കാർഡ് വാക്കുകൾക്ക് പുറത്ത് വയ്ക്കുക: കൈ തീർക്കൽ ഒരു കളയലോടെയാണ് അവസാനിക്കുന്നത്.</translation>
        </message>
        <message>
            <source>To go out, every card but one must be in a word: {cards} are not in a word yet.</source>
            <comment>{cards}: 'A, T and E'</comment>
            <translation>കൈ തീർക്കാൻ, ഒന്നൊഴികെ എല്ലാ കാർഡുകളും ഒരു വാക്കിൽ ഉണ്ടായിരിക്കണം: {cards} ഇതുവരെ ഒരു വാക്കിലും ഇല്ല.</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerConfirm</name>
        <message>
            <source>Your last turn</source>
            <comment>a window's title</comment>
            <translation>നിങ്ങളുടെ അവസാന ഊഴം</translation>
        </message>
        <message>
            <source>Discard the {card} and end your last turn?</source>
            <comment>{card}: a card's letters, such as QU</comment>
            <translation>{card} കളഞ്ഞ് നിങ്ങളുടെ അവസാന ഊഴം അവസാനിപ്പിക്കണോ?</translation>
        </message>
        <message>
            <source>{cards} would stay in your hand and cost you {points} points this round. Put them in a word row to score them instead.</source>
            <comment>{cards}: cards' letters, such as A, T and E</comment>
            <translation>{cards} നിങ്ങളുടെ കൈയിൽ ബാക്കിയാകും, ഈ റൗണ്ടിൽ നിങ്ങൾക്ക് {points} പോയിന്റുകൾ നഷ്ടമാകും. പകരം അവയ്ക്ക് സ്കോർ നേടാൻ അവ ഒരു വാക്ക് വരിയിൽ വയ്ക്കുക.</translation>
        </message>
        <message>
            <source>Discard and end my turn</source>
            <translation>കളഞ്ഞ് എന്റെ ഊഴം അവസാനിപ്പിക്കുക</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>കളി തുടരുക</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerControls</name>
        <message>
            <source>Go out</source>
            <comment>a button: lay down the words</comment>
            <translation>കൈ തീർക്കുക</translation>
        </message>
        <message>
            <source>Back to hand</source>
            <comment>a button</comment>
            <translation>കൈയിലേക്ക് തിരികെ</translation>
        </message>
        <message>
            <source>Hint</source>
            <comment>a button</comment>
            <translation>സൂചന</translation>
        </message>
        <message>
            <source>Show my cards</source>
            <comment>a button</comment>
            <translation>എന്റെ കാർഡുകൾ കാണിക്കുക</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <comment>a button</comment>
            <translation>സ്കോർ ഷീറ്റ്</translation>
        </message>
        <message>
            <source>Word lists…</source>
            <comment>a button</comment>
            <translation>വാക്ക് പട്ടികകൾ…</translation>
        </message>
        <message>
            <source>Take every card out of the word rows (Esc).</source>
            <translation>എല്ലാ കാർഡുകളും വാക്ക് വരികളിൽ നിന്ന് പുറത്തെടുക്കുക (Esc).</translation>
        </message>
        <message>
            <source>No card is in a word row.</source>
            <translation>ഒരു വാക്ക് വരിയിലും കാർഡില്ല.</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerWordCheck</name>
        <message>
            <source>Word check</source>
            <comment>a heading: look up an English word</comment>
            <translation>വാക്ക് പരിശോധന</translation>
        </message>
        <message>
            <source>Type a word</source>
            <comment>the words are English: say 'an English word'</comment>
            <translation>ഒരു ഇംഗ്ലീഷ് വാക്ക് ടൈപ്പ് ചെയ്യുക</translation>
        </message>
        <message>
            <source>The bots wait while you type here: press Esc to play on.</source>
            <translation>നിങ്ങൾ ഇവിടെ ടൈപ്പ് ചെയ്യുമ്പോൾ ബോട്ടുകൾ കാത്തിരിക്കും: കളി തുടരാൻ Esc അമർത്തുക.</translation>
        </message>
        <message>
            <source>Look a word up at any time: click here and type it.</source>
            <comment>the words are English (Quiddler's deck is): say 'an English word'</comment>
            <translation>എപ്പോൾ വേണമെങ്കിലും ഒരു ഇംഗ്ലീഷ് വാക്ക് പരിശോധിക്കാം: ഇവിടെ ക്ലിക്ക് ചെയ്ത് അത് ടൈപ്പ് ചെയ്യുക.</translation>
        </message>
        <message>
            <source>Only letters A to Z: no spaces, hyphens or apostrophes.</source>
            <comment>the English alphabet</comment>
            <translation>A മുതൽ Z വരെയുള്ള ഇംഗ്ലീഷ് അക്ഷരങ്ങൾ മാത്രം: സ്പേസ്, ഹൈഫൻ, അപ്പോസ്ട്രോഫി എന്നിവ പാടില്ല.</translation>
        </message>
        <message>
            <source>A word needs at least 2 letters.</source>
            <translation>ഒരു വാക്കിന് കുറഞ്ഞത് 2 അക്ഷരങ്ങൾ വേണം.</translation>
        </message>
        <message>
            <source>The word list is still loading…</source>
            <comment>the English word list</comment>
            <translation>ഇംഗ്ലീഷ് വാക്ക് പട്ടിക ഇപ്പോഴും ലോഡ് ചെയ്യുന്നു…</translation>
        </message>
        <message>
            <source>✔ {word} counts in this game's word list.</source>
            <comment>{word} is an English word; the list is English: say so</comment>
            <translation>✔ ഈ ഗെയിമിന്റെ ഇംഗ്ലീഷ് വാക്ക് പട്ടികയിൽ {word} എണ്ണും.</translation>
        </message>
        <message>
            <source>✖ {word} is not in this game's word list.</source>
            <comment>{word} is an English word; the list is English: say so</comment>
            <translation>✖ ഈ ഗെയിമിന്റെ ഇംഗ്ലീഷ് വാക്ക് പട്ടികയിൽ {word} ഇല്ല.</translation>
        </message>
        <message>
            <source>common words</source>
            <translation>സാധാരണ വാക്കുകൾ</translation>
        </message>
        <message>
            <source>standard list</source>
            <translation>സ്റ്റാൻഡേർഡ് പട്ടിക</translation>
        </message>
        <message>
            <source>full list</source>
            <translation>മുഴുവൻ പട്ടിക</translation>
        </message>
        <message>
            <source>your own list</source>
            <translation>നിങ്ങളുടെ സ്വന്തം പട്ടിക</translation>
        </message>
        <message>
            <source>this game</source>
            <comment>the word list of this game</comment>
            <translation>ഈ ഗെയിം</translation>
        </message>
        <message>
            <source>Type a word ({list})</source>
            <comment>the words are English: say 'an English word'; {list}: the word list's name</comment>
            <translation>ഒരു ഇംഗ്ലീഷ് വാക്ക് ടൈപ്പ് ചെയ്യുക ({list})</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerTable</name>
        <message>
            <source>{detail} · {note}</source>
            <comment>a seat's plate: what it did, a note</comment>
            <translation>{detail} · {note}</translation>
        </message>
        <message>
            <source>1 card</source>
            <comment>under the draw pile</comment>
            <translation>1 കാർഡ്</translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <comment>under the draw pile</comment>
            <translation>
                <numerusform>%n കാർഡ്</numerusform>
                <numerusform>%n കാർഡുകൾ</numerusform>
            </translation>
        </message>
        <message>
            <source>Discard</source>
            <comment>a caption: the discard pile</comment>
            <translation>കളയൽ കൂന</translation>
        </message>
        <message>
            <source>Discard: {card}</source>
            <comment>a caption: the discard pile and its top card</comment>
            <translation>കളയൽ കൂന: {card}</translation>
        </message>
        <message>
            <source>last turn</source>
            <comment>a seat's plate</comment>
            <translation>അവസാന ഊഴം</translation>
        </message>
        <message>
            <source>lays down its words</source>
            <comment>a seat's plate</comment>
            <translation>വാക്കുകൾ ഇറക്കിവയ്ക്കുന്നു</translation>
        </message>
        <message>
            <source>1 card</source>
            <translation>1 കാർഡ്</translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <translation>
                <numerusform>%n കാർഡ്</numerusform>
                <numerusform>%n കാർഡുകൾ</numerusform>
            </translation>
        </message>
        <message>
            <source>no word</source>
            <translation>വാക്കില്ല</translation>
        </message>
        <message>
            <source>drew from the pile</source>
            <comment>a seat's plate</comment>
            <translation>കൂനയിൽ നിന്ന് എടുത്തു</translation>
        </message>
        <message>
            <source>took {card}</source>
            <comment>a seat's plate: from the discard pile</comment>
            <translation>{card} എടുത്തു</translation>
        </message>
        <message>
            <source>discarded {card}</source>
            <comment>a seat's plate</comment>
            <translation>{card} കളഞ്ഞു</translation>
        </message>
        <message>
            <source>laid {words}, {cards} left</source>
            <comment>a seat's plate; {words}: English words; {cards}: '2 cards'</comment>
            <translation>{words} ഇറക്കിവച്ചു, {cards} ബാക്കി</translation>
        </message>
        <message>
            <source>laid {words}</source>
            <comment>a seat's plate; {words}: English words</comment>
            <translation>{words} ഇറക്കിവച്ചു</translation>
        </message>
        <message numerus="yes">
            <source>{word}: %n letters!</source>
            <comment>{word}: an English word</comment>
            <translation>
                <numerusform>{word}: %n അക്ഷരം!</numerusform>
                <numerusform>{word}: %n അക്ഷരങ്ങൾ!</numerusform>
            </translation>
        </message>
        <message>
            <source>You went out!</source>
            <translation>നിങ്ങൾ കൈ തീർത്തു!</translation>
        </message>
        <message>
            <source>{name} went out!</source>
            <translation>{name} കൈ തീർത്തു!</translation>
        </message>
        <message>
            <source>went out</source>
            <comment>a seat's plate</comment>
            <translation>കൈ തീർത്തു</translation>
        </message>
        <message numerus="yes">
            <source>%n left</source>
            <comment>a seat's plate: cards left in the hand</comment>
            <translation>
                <numerusform>%n ബാക്കി</numerusform>
                <numerusform>%n ബാക്കി</numerusform>
            </translation>
        </message>
        <message>
            <source>starts round {round}</source>
            <comment>a seat's plate</comment>
            <translation>റൗണ്ട് {round} തുടങ്ങുന്നു</translation>
        </message>
        <message>
            <source>waits for your word check</source>
            <comment>a seat's plate</comment>
            <translation>നിങ്ങളുടെ വാക്ക് പരിശോധനയ്ക്കായി കാത്തിരിക്കുന്നു</translation>
        </message>
        <message>
            <source>thinking…</source>
            <comment>a seat's plate</comment>
            <translation>ആലോചിക്കുന്നു…</translation>
        </message>
        <message>
            <source>playing</source>
            <comment>a seat's plate</comment>
            <translation>കളിക്കുന്നു</translation>
        </message>
        <message>
            <source>The discard pile: {card} on top.</source>
            <translation>കളയൽ കൂന: മുകളിൽ {card}.</translation>
        </message>
        <message>
            <source>The draw pile: {cards} face down.</source>
            <comment>{cards}: '40 cards'</comment>
            <translation>എടുക്കൽ കൂന: {cards} കമിഴ്ത്തി.</translation>
        </message>
        <message>
            <source>{card}: drag to a word row, to another place in your hand, or to the discard pile; double-click to discard.</source>
            <translation>{card}: ഒരു വാക്ക് വരിയിലേക്കോ, കൈയിലെ മറ്റൊരു സ്ഥാനത്തേക്കോ, കളയൽ കൂനയിലേക്കോ വലിച്ചിടുക; കളയാൻ ഡബിൾ-ക്ലിക്ക് ചെയ്യുക.</translation>
        </message>
        <message>
            <source>The game is over:
a shared win.</source>
            <translation>ഗെയിം കഴിഞ്ഞു:
പങ്കിട്ട വിജയം.</translation>
        </message>
        <message>
            <source>The game is over.
{winner}</source>
            <comment>{winner}: who won with how many points</comment>
            <translation>ഗെയിം കഴിഞ്ഞു.
{winner}</translation>
        </message>
        <message>
            <source>Round {round} of 8 · {cards} dealt
{dealer} dealt</source>
            <comment>{cards}: '3 cards'; {dealer}: a name</comment>
            <translation>റൗണ്ട് {round} / 8 · {cards} നൽകി
കാർഡ് നൽകിയത്: {dealer}</translation>
        </message>
        <message>
            <source>Watching the bots play: every move is in the game log.</source>
            <translation>ബോട്ടുകൾ കളിക്കുന്നത് കാണുന്നു: ഓരോ നീക്കവും ഗെയിം ലോഗിലുണ്ട്.</translation>
        </message>
        <message>
            <source>The bots' game is over.</source>
            <translation>ബോട്ടുകളുടെ ഗെയിം കഴിഞ്ഞു.</translation>
        </message>
        <message>
            <source>nowhere</source>
            <comment>where a card is dropped</comment>
            <translation>എവിടെയുമില്ല</translation>
        </message>
        <message>
            <source>row {number}</source>
            <comment>a word row</comment>
            <translation>വരി {number}</translation>
        </message>
        <message>
            <source>your hand</source>
            <translation>നിങ്ങളുടെ കൈ</translation>
        </message>
        <message>
            <source>the discard pile</source>
            <translation>കളയൽ കൂന</translation>
        </message>
        <message>
            <source>the draw pile</source>
            <translation>എടുക്കൽ കൂന</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerFinale</name>
        <message>
            <source>Your last turn: you lay down {words} and keep 1 card.</source>
            <comment>{words}: English words</comment>
            <translation>നിങ്ങളുടെ അവസാന ഊഴം: നിങ്ങൾ {words} ഇറക്കിവയ്ക്കുന്നു, 1 കാർഡ് കൈയിൽ ബാക്കിയാകും.</translation>
        </message>
        <message numerus="yes">
            <source>Your last turn: you lay down {words} and keep %n cards.</source>
            <comment>{words}: English words</comment>
            <translation>
                <numerusform>നിങ്ങളുടെ അവസാന ഊഴം: നിങ്ങൾ {words} ഇറക്കിവയ്ക്കുന്നു, %n കാർഡ് കൈയിൽ ബാക്കിയാകും.</numerusform>
                <numerusform>നിങ്ങളുടെ അവസാന ഊഴം: നിങ്ങൾ {words} ഇറക്കിവയ്ക്കുന്നു, %n കാർഡുകൾ കൈയിൽ ബാക്കിയാകും.</numerusform>
            </translation>
        </message>
        <message>
            <source>Your last turn: you lay down {words}.</source>
            <comment>{words}: English words</comment>
            <translation>നിങ്ങളുടെ അവസാന ഊഴം: നിങ്ങൾ {words} ഇറക്കിവയ്ക്കുന്നു.</translation>
        </message>
        <message>
            <source>{name}'s last turn: {name} lays down {words} and keeps 1 card.</source>
            <comment>{words}: English words</comment>
            <translation>അവസാന ഊഴം ({name}): {name} {words} ഇറക്കിവയ്ക്കുന്നു, 1 കാർഡ് കൈയിൽ വയ്ക്കുന്നു.</translation>
        </message>
        <message numerus="yes">
            <source>{name}'s last turn: {name} lays down {words} and keeps %n cards.</source>
            <comment>{words}: English words</comment>
            <translation>
                <numerusform>അവസാന ഊഴം ({name}): {name} {words} ഇറക്കിവയ്ക്കുന്നു, %n കാർഡ് കൈയിൽ വയ്ക്കുന്നു.</numerusform>
                <numerusform>അവസാന ഊഴം ({name}): {name} {words} ഇറക്കിവയ്ക്കുന്നു, %n കാർഡുകൾ കൈയിൽ വയ്ക്കുന്നു.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}'s last turn: {name} lays down {words}.</source>
            <comment>{words}: English words</comment>
            <translation>അവസാന ഊഴം ({name}): {name} {words} ഇറക്കിവയ്ക്കുന്നു.</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerView</name>
        <message>
            <source>The word list could not be loaded: {why}</source>
            <translation>വാക്ക് പട്ടിക ലോഡ് ചെയ്യാനായില്ല: {why}</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerHint</name>
        <message>
            <source>Looking for the best play…</source>
            <translation>ഏറ്റവും നല്ല കളി തിരയുന്നു…</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerMoment</name>
        <message>
            <source>Lay down your words and discard the last card (G).</source>
            <translation>നിങ്ങളുടെ വാക്കുകൾ ഇറക്കിവച്ച് അവസാന കാർഡ് കളയുക (G).</translation>
        </message>
        <message>
            <source>You can go out on your turn.</source>
            <translation>നിങ്ങളുടെ ഊഴത്തിൽ നിങ്ങൾക്ക് കൈ തീർക്കാം.</translation>
        </message>
        <message>
            <source>Draw a card first: click the draw pile or the discard pile.</source>
            <translation>ആദ്യം ഒരു കാർഡ് എടുക്കുക: എടുക്കൽ കൂനയിലോ കളയൽ കൂനയിലോ ക്ലിക്ക് ചെയ്യുക.</translation>
        </message>
        <message>
            <source>Going out on your first turn of a round is not allowed in this game.</source>
            <translation>ഈ ഗെയിമിൽ ഒരു റൗണ്ടിലെ നിങ്ങളുടെ ആദ്യ ഊഴത്തിൽ കൈ തീർക്കാൻ അനുവാദമില്ല.</translation>
        </message>
        <message>
            <source>The solver's best play for your cards (H).</source>
            <translation>നിങ്ങളുടെ കാർഡുകൾക്കുള്ള ഏറ്റവും നല്ല കളി (H).</translation>
        </message>
        <message>
            <source>Hints are for your turn.</source>
            <translation>സൂചനകൾ നിങ്ങളുടെ ഊഴത്തിൽ മാത്രം.</translation>
        </message>
        <message>
            <source>The game is over: a shared win.</source>
            <translation>ഗെയിം കഴിഞ്ഞു: പങ്കിട്ട വിജയം.</translation>
        </message>
        <message>
            <source>Round {round} starts when you press Continue.</source>
            <translation>തുടരുക അമർത്തുമ്പോൾ റൗണ്ട് {round} തുടങ്ങും.</translation>
        </message>
        <message>
            <source>{name} waits while you check a word: press Esc or click the table to play on.</source>
            <translation>നിങ്ങൾ ഒരു വാക്ക് പരിശോധിക്കുമ്പോൾ {name} കാത്തിരിക്കുന്നു: കളി തുടരാൻ Esc അമർത്തുക, അല്ലെങ്കിൽ മേശയിൽ ക്ലിക്ക് ചെയ്യുക.</translation>
        </message>
        <message>
            <source>Round {round} of {rounds}</source>
            <translation>റൗണ്ട് {round} / {rounds}</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerKeys</name>
        <message>
            <source>D</source>
            <translation>D</translation>
        </message>
        <message>
            <source>Draw from the draw pile</source>
            <translation>എടുക്കൽ കൂനയിൽ നിന്ന് എടുക്കുക</translation>
        </message>
        <message>
            <source>T</source>
            <translation>T</translation>
        </message>
        <message>
            <source>Take the top card of the discard pile</source>
            <translation>കളയൽ കൂനയുടെ മുകളിലെ കാർഡ് എടുക്കുക</translation>
        </message>
        <message>
            <source>Left / Right</source>
            <translation>ഇടത് / വലത്</translation>
        </message>
        <message>
            <source>Pick one of your cards</source>
            <translation>നിങ്ങളുടെ ഒരു കാർഡ് തിരഞ്ഞെടുക്കുക</translation>
        </message>
        <message>
            <source>Shift+Left / Right</source>
            <translation>Shift+ഇടത് / വലത്</translation>
        </message>
        <message>
            <source>Move the picked card along the hand or its word row</source>
            <translation>തിരഞ്ഞെടുത്ത കാർഡ് കൈയിലോ അതിന്റെ വാക്ക് വരിയിലോ നീക്കുക</translation>
        </message>
        <message>
            <source>1 to 5</source>
            <translation>1 മുതൽ 5 വരെ</translation>
        </message>
        <message>
            <source>Put the picked card at the end of that word row</source>
            <translation>തിരഞ്ഞെടുത്ത കാർഡ് ആ വാക്ക് വരിയുടെ അവസാനം വയ്ക്കുക</translation>
        </message>
        <message>
            <source>0 or Backspace</source>
            <translation>0 അല്ലെങ്കിൽ Backspace</translation>
        </message>
        <message>
            <source>Take the picked card back to your hand</source>
            <translation>തിരഞ്ഞെടുത്ത കാർഡ് നിങ്ങളുടെ കൈയിലേക്ക് തിരികെ എടുക്കുക</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Delete</translation>
        </message>
        <message>
            <source>Discard the picked card: this ends your turn (Enter never does)</source>
            <translation>തിരഞ്ഞെടുത്ത കാർഡ് കളയുക: ഇത് നിങ്ങളുടെ ഊഴം അവസാനിപ്പിക്കും (Enter ഒരിക്കലും അങ്ങനെ ചെയ്യില്ല)</translation>
        </message>
        <message>
            <source>G</source>
            <translation>G</translation>
        </message>
        <message>
            <source>Go out: lay down the words in the rows and discard the card left</source>
            <translation>കൈ തീർക്കുക: വരികളിലെ വാക്കുകൾ ഇറക്കിവച്ച് ബാക്കിയുള്ള കാർഡ് കളയുക</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Take every card out of the word rows; in the word check, close it</source>
            <translation>എല്ലാ കാർഡുകളും വാക്ക് വരികളിൽ നിന്ന് പുറത്തെടുക്കുക; വാക്ക് പരിശോധനയിൽ, അത് അടയ്ക്കുക</translation>
        </message>
        <message>
            <source>H</source>
            <translation>H</translation>
        </message>
        <message>
            <source>Hint: the solver's best play for your cards</source>
            <translation>സൂചന: നിങ്ങളുടെ കാർഡുകൾക്കുള്ള ഏറ്റവും നല്ല കളി</translation>
        </message>
        <message>
            <source>S</source>
            <translation>S</translation>
        </message>
        <message>
            <source>Show or hide the score sheet</source>
            <translation>സ്കോർ ഷീറ്റ് കാണിക്കുക അല്ലെങ്കിൽ മറയ്ക്കുക</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerInput</name>
        <message>
            <source>Wait for your turn.</source>
            <translation>നിങ്ങളുടെ ഊഴത്തിനായി കാത്തിരിക്കുക.</translation>
        </message>
        <message>
            <source>You have drawn already: to discard, drag a card onto the discard pile or double-click it.</source>
            <translation>നിങ്ങൾ ഇതിനകം എടുത്തു: കളയാൻ, ഒരു കാർഡ് കളയൽ കൂനയിലേക്ക് വലിച്ചിടുക, അല്ലെങ്കിൽ അതിൽ ഡബിൾ-ക്ലിക്ക് ചെയ്യുക.</translation>
        </message>
        <message>
            <source>You have drawn already: now discard a card, or go out.</source>
            <translation>നിങ്ങൾ ഇതിനകം എടുത്തു: ഇനി ഒരു കാർഡ് കളയുക, അല്ലെങ്കിൽ കൈ തീർക്കുക.</translation>
        </message>
        <message>
            <source>The draw pile is empty.</source>
            <translation>എടുക്കൽ കൂന ശൂന്യമാണ്.</translation>
        </message>
        <message>
            <source>The discard pile is empty.</source>
            <translation>കളയൽ കൂന ശൂന്യമാണ്.</translation>
        </message>
        <message>
            <source>Draw a card first: click the draw pile or the discard pile.</source>
            <translation>ആദ്യം ഒരു കാർഡ് എടുക്കുക: എടുക്കൽ കൂനയിലോ കളയൽ കൂനയിലോ ക്ലിക്ക് ചെയ്യുക.</translation>
        </message>
        <message>
            <source>Your last turn: discarding the {card} leaves {cards} in your hand, {points} points against you. Confirm or keep playing.</source>
            <comment>{card}: a card's letters; {cards}: 'A, T and E'</comment>
            <translation>നിങ്ങളുടെ അവസാന ഊഴം: {card} കളഞ്ഞാൽ {cards} നിങ്ങളുടെ കൈയിൽ ബാക്കിയാകും, നിങ്ങൾക്കെതിരെ {points} പോയിന്റുകൾ. സ്ഥിരീകരിക്കുക, അല്ലെങ്കിൽ കളി തുടരുക.</translation>
        </message>
        <message>
            <source>{problem}: take its cards out of the row (they count against you) or make it a word, then discard.</source>
            <comment>{problem}: why a row is not a word, without its full stop</comment>
            <translation>{problem}: അതിലെ കാർഡുകൾ വരിയിൽ നിന്ന് പുറത്തെടുക്കുക (അവ നിങ്ങൾക്കെതിരെ എണ്ണും), അല്ലെങ്കിൽ അതിനെ ഒരു വാക്കാക്കുക, എന്നിട്ട് കളയുക.</translation>
        </message>
        <message>
            <source>A card never goes back on the draw pile: to discard it, drag it to the discard pile or double-click it.</source>
            <translation>ഒരു കാർഡ് ഒരിക്കലും എടുക്കൽ കൂനയിലേക്ക് തിരികെ പോകില്ല: അത് കളയാൻ, കളയൽ കൂനയിലേക്ക് വലിച്ചിടുക, അല്ലെങ്കിൽ അതിൽ ഡബിൾ-ക്ലിക്ക് ചെയ്യുക.</translation>
        </message>
        <message>
            <source>Enter does not discard: press Delete to discard the {card} and end your turn.</source>
            <translation>Enter കളയില്ല: {card} കളഞ്ഞ് നിങ്ങളുടെ ഊഴം അവസാനിപ്പിക്കാൻ Delete അമർത്തുക.</translation>
        </message>
        <message>
            <source>{card} picked: 1 to 5 put it in a word row, 0 back in the hand, Shift+arrows move it, Delete discards it and ends your turn.</source>
            <translation>{card} തിരഞ്ഞെടുത്തു: 1 മുതൽ 5 വരെ അതിനെ ഒരു വാക്ക് വരിയിൽ വയ്ക്കും, 0 കൈയിലേക്ക് തിരികെ, Shift+അമ്പടയാളങ്ങൾ അതിനെ നീക്കും, Delete അത് കളഞ്ഞ് നിങ്ങളുടെ ഊഴം അവസാനിപ്പിക്കും.</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerRows</name>
        <message>
            <source>The word list is still loading</source>
            <translation>വാക്ക് പട്ടിക ഇപ്പോഴും ലോഡ് ചെയ്യുന്നു</translation>
        </message>
        <message>
            <source>Not in the word list</source>
            <translation>വാക്ക് പട്ടികയിൽ ഇല്ല</translation>
        </message>
        <message>
            <source>A word needs at least 2 cards</source>
            <translation>ഒരു വാക്കിന് കുറഞ്ഞത് 2 കാർഡുകൾ വേണം</translation>
        </message>
        <message>
            <source>{word} · {points} points</source>
            <comment>{word}: an English word</comment>
            <translation>{word} · {points} പോയിന്റുകൾ</translation>
        </message>
        <message>
            <source>Drag cards here to build a word</source>
            <comment>an English word</comment>
            <translation>ഒരു ഇംഗ്ലീഷ് വാക്ക് ഉണ്ടാക്കാൻ കാർഡുകൾ ഇവിടേക്ക് വലിച്ചിടുക</translation>
        </message>
        <message>
            <source>Drag cards here for another word</source>
            <translation>മറ്റൊരു വാക്കിനായി കാർഡുകൾ ഇവിടേക്ക് വലിച്ചിടുക</translation>
        </message>
        <message>
            <source>{points} points</source>
            <translation>{points} പോയിന്റുകൾ</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerPrinting</name>
        <message>
            <source>The printer could not be opened.</source>
            <translation>പ്രിന്റർ തുറക്കാനായില്ല.</translation>
        </message>
        <message>
            <source>Quiddler — score summary</source>
            <translation>Quiddler — സ്കോർ സംഗ്രഹം</translation>
        </message>
        <message>
            <source>Game in progress: round {round} of {rounds}.</source>
            <translation>ഗെയിം പുരോഗമിക്കുന്നു: റൗണ്ട് {round} / {rounds}.</translation>
        </message>
        <message>
            <source>{name} ({kind}): {points} points — {details}  ★ winner</source>
            <comment>{kind}: person or bot</comment>
            <translation>{name} ({kind}): {points} പോയിന്റുകൾ — {details}  ★ വിജയി</translation>
        </message>
        <message>
            <source>{name} ({kind}): {points} points — {details}</source>
            <comment>{kind}: person or bot</comment>
            <translation>{name} ({kind}): {points} പോയിന്റുകൾ — {details}</translation>
        </message>
        <message>
            <source>Best word: {best}</source>
            <translation>ഏറ്റവും നല്ല വാക്ക്: {best}</translation>
        </message>
        <message>
            <source>{name}: {words}; left {left}; {bonuses} — {points}, total {total}</source>
            <comment>a player's round: words, cards left, bonuses, score</comment>
            <translation>{name}: {words}; ബാക്കി {left}; {bonuses} — {points}, ആകെ {total}</translation>
        </message>
        <message>
            <source>{name}: {words}; left {left} — {points}, total {total}</source>
            <comment>a player's round: words, cards left, score</comment>
            <translation>{name}: {words}; ബാക്കി {left} — {points}, ആകെ {total}</translation>
        </message>
        <message>
            <source>No round has been played to the end yet.</source>
            <translation>ഇതുവരെ ഒരു റൗണ്ടും അവസാനം വരെ കളിച്ചിട്ടില്ല.</translation>
        </message>
        <message>
            <source>{name} {points}</source>
            <comment>a chart's label: a name and the total</comment>
            <translation>{name} {points}</translation>
        </message>
        <message>
            <source>Running totals, round by round</source>
            <translation>തുടർന്നുപോകുന്ന ആകെ സ്കോറുകൾ, റൗണ്ട് തോറും</translation>
        </message>
        <message>
            <source>round</source>
            <comment>the chart's axis: round by round</comment>
            <translation>റൗണ്ട്</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerSummary</name>
        <message>
            <source>longest word +10</source>
            <translation>ഏറ്റവും നീളമുള്ള വാക്ക് +10</translation>
        </message>
        <message>
            <source>most words +10</source>
            <translation>ഏറ്റവും കൂടുതൽ വാക്കുകൾ +10</translation>
        </message>
        <message>
            <source>no word</source>
            <translation>വാക്കില്ല</translation>
        </message>
        <message>
            <source>{word} ({points})</source>
            <comment>an English word and its points</comment>
            <translation>{word} ({points})</translation>
        </message>
        <message>
            <source>none</source>
            <comment>no cards left in the hand</comment>
            <translation>ഒന്നുമില്ല</translation>
        </message>
        <message>
            <source>{cards} (−{points})</source>
            <comment>cards left in the hand and what they cost</comment>
            <translation>{cards} (−{points})</translation>
        </message>
        <message>
            <source>Close</source>
            <comment>a button</comment>
            <translation>അടയ്ക്കുക</translation>
        </message>
        <message>
            <source>Continue</source>
            <comment>a button: the next round</comment>
            <translation>തുടരുക</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <comment>a button</comment>
            <translation>സ്കോർ ഷീറ്റ്</translation>
        </message>
        <message>
            <source>Player</source>
            <comment>a column</comment>
            <translation>കളിക്കാരൻ</translation>
        </message>
        <message>
            <source>Words</source>
            <comment>a column</comment>
            <translation>വാക്കുകൾ</translation>
        </message>
        <message>
            <source>Left</source>
            <comment>a column: cards left in the hand</comment>
            <translation>ബാക്കി</translation>
        </message>
        <message>
            <source>Bonuses</source>
            <comment>a column</comment>
            <translation>ബോണസുകൾ</translation>
        </message>
        <message>
            <source>Round</source>
            <comment>a column: the round's score</comment>
            <translation>റൗണ്ട്</translation>
        </message>
        <message>
            <source>Total</source>
            <comment>a column</comment>
            <translation>ആകെ</translation>
        </message>
        <message>
            <source>{name} (went out)</source>
            <translation>{name} (കൈ തീർത്തു)</translation>
        </message>
        <message>
            <source>No bonus this round: a tie for a bonus means nobody gets it.</source>
            <translation>ഈ റൗണ്ടിൽ ബോണസ് ഇല്ല: ഒരു ബോണസിന് തുല്യരായാൽ ആർക്കും അത് കിട്ടില്ല.</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <comment>a heading</comment>
            <translation>സ്കോർ ഷീറ്റ്</translation>
        </message>
        <message>
            <source>Round</source>
            <comment>a column: the round</comment>
            <translation>റൗണ്ട്</translation>
        </message>
        <message>
            <source>{round} · {cards} cards (now)</source>
            <comment>a round and its cards dealt, being played</comment>
            <translation>{round} · {cards} കാർഡുകൾ (ഇപ്പോൾ)</translation>
        </message>
        <message>
            <source>{round} · {cards} cards</source>
            <comment>a round and its cards dealt</comment>
            <translation>{round} · {cards} കാർഡുകൾ</translation>
        </message>
        <message>
            <source>Total</source>
            <comment>a row</comment>
            <translation>ആകെ</translation>
        </message>
        <message>
            <source>Final</source>
            <comment>a row: the final scores</comment>
            <translation>അന്തിമം</translation>
        </message>
        <message>
            <source>winner: {points}</source>
            <translation>വിജയി: {points}</translation>
        </message>
        <message>
            <source>Each cell: the round's score as played, then the running total (never below zero). ★ went out first.</source>
            <translation>ഓരോ കളത്തിലും: കളിച്ചതുപോലെ റൗണ്ടിലെ സ്കോർ, പിന്നെ തുടർന്നുപോകുന്ന ആകെ (ഒരിക്കലും പൂജ്യത്തിന് താഴെയല്ല). ★ ആദ്യം കൈ തീർത്തു.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>ഗെയിം കഴിഞ്ഞു.</translation>
        </message>
        <message>
            <source>went out {outs}×, 1 bonus</source>
            <translation>{outs}× കൈ തീർത്തു, 1 ബോണസ്</translation>
        </message>
        <message numerus="yes">
            <source>went out {outs}×, %n bonuses</source>
            <translation>
                <numerusform>{outs}× കൈ തീർത്തു, %n ബോണസ്</numerusform>
                <numerusform>{outs}× കൈ തീർത്തു, %n ബോണസുകൾ</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}: {word}, {points} points (round {round})</source>
            <comment>the best word; {word}: an English word</comment>
            <translation>{name}: {word}, {points} പോയിന്റുകൾ (റൗണ്ട് {round})</translation>
        </message>
        <message>
            <source>No word was laid down.</source>
            <translation>ഒരു വാക്കും ഇറക്കിവച്ചില്ല.</translation>
        </message>
        <message>
            <source>Best round: {name}, {points} in round {round}.</source>
            <translation>ഏറ്റവും നല്ല റൗണ്ട്: {name}, റൗണ്ട് {round}-ൽ {points}.</translation>
        </message>
    </context>
    <context>
        <name>QwirkleAnimations</name>
        <message>
            <source>+{points}</source>
            <comment>points gained</comment>
            <translation>+{points}</translation>
        </message>
        <message>
            <source>Qwirkle!</source>
            <comment>the call when a line of six is completed</comment>
            <translation>Qwirkle!</translation>
        </message>
    </context>
    <context>
        <name>QwirkleBoard</name>
        <message>
            <source>Dead cell: no tile can ever go here. Its lines allow no tile, or every copy of the tiles they allow is already on the table.</source>
            <translation>നിർജ്ജീവ കളം: ഇവിടെ ഒരിക്കലും ഒരു ടൈലും വയ്ക്കാനാകില്ല. അതിന്റെ ലൈനുകൾ ഒരു ടൈലും അനുവദിക്കുന്നില്ല, അല്ലെങ്കിൽ അവ അനുവദിക്കുന്ന ടൈലുകളുടെ എല്ലാ പകർപ്പുകളും ഇതിനകം മേശയിലുണ്ട്.</translation>
        </message>
        <message>
            <source>Table</source>
            <comment>the table the tiles lie on</comment>
            <translation>മേശ</translation>
        </message>
    </context>
    <context>
        <name>QwirkleControls</name>
        <message>
            <source>Confirm</source>
            <translation>സ്ഥിരീകരിക്കുക</translation>
        </message>
        <message>
            <source>Return tiles</source>
            <translation>ടൈലുകൾ തിരികെ</translation>
        </message>
        <message>
            <source>Exchange</source>
            <comment>a button: swap tiles</comment>
            <translation>കൈമാറ്റം</translation>
        </message>
        <message>
            <source>Hint</source>
            <comment>a button: show a good move</comment>
            <translation>സൂചന</translation>
        </message>
        <message>
            <source>Pass</source>
            <comment>a button: pass the turn</comment>
            <translation>പാസ്</translation>
        </message>
        <message>
            <source>{headline} {detail}</source>
            <comment>a heading and the sentence under it</comment>
            <translation>{headline} {detail}</translation>
        </message>
        <message>
            <source>Practice game</source>
            <translation>പരിശീലന ഗെയിം</translation>
        </message>
        <message>
            <source>A move was undone after you had seen what came next, so this game counts as practice in your records.</source>
            <translation>അടുത്തതായി എന്ത് വരുമെന്ന് കണ്ടതിന് ശേഷം ഒരു നീക്കം പഴയപടിയാക്കിയതിനാൽ, നിങ്ങളുടെ രേഖകളിൽ ഈ ഗെയിം ഒരു പരിശീലന ഗെയിം ആയി കണക്കാക്കും.</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>പഴയപടിയാക്കുക</translation>
        </message>
        <message>
            <source>Zoom out (-)</source>
            <translation>ചെറുതാക്കുക (-)</translation>
        </message>
        <message>
            <source>Fit</source>
            <comment>a button: fit the table</comment>
            <translation>ഒതുക്കുക</translation>
        </message>
        <message>
            <source>Show the whole table (0)</source>
            <translation>മുഴുവൻ മേശയും കാണിക്കുക (0)</translation>
        </message>
        <message>
            <source>Zoom in (+)</source>
            <translation>വലുതാക്കുക (+)</translation>
        </message>
        <message>
            <source>Unseen tiles</source>
            <translation>കാണാത്ത ടൈലുകൾ</translation>
        </message>
        <message>
            <source>Show or hide how many copies of each tile you haven't seen yet (U).</source>
            <translation>നിങ്ങൾ ഇതുവരെ കാണാത്ത ഓരോ ടൈലിന്റെയും എത്ര പകർപ്പുകൾ ഉണ്ടെന്ന് കാണിക്കുക അല്ലെങ്കിൽ മറയ്ക്കുക (U).</translation>
        </message>
        <message>
            <source>Play this move (Enter).</source>
            <translation>ഈ നീക്കം കളിക്കുക (Enter).</translation>
        </message>
        <message>
            <source>Return this turn's tiles to your rack (Esc).</source>
            <translation>ഈ ഊഴത്തിലെ ടൈലുകൾ നിങ്ങളുടെ റാക്കിലേക്ക് തിരികെ വയ്ക്കുക (Esc).</translation>
        </message>
        <message>
            <source>No tile placed this turn, so none to return.</source>
            <translation>ഈ ഊഴത്തിൽ ഒരു ടൈലും വച്ചിട്ടില്ല, അതിനാൽ തിരികെ വയ്ക്കാൻ ഒന്നുമില്ല.</translation>
        </message>
        <message>
            <source>Stop picking tiles to exchange (X).</source>
            <translation>കൈമാറ്റത്തിനുള്ള ടൈലുകൾ തിരഞ്ഞെടുക്കുന്നത് നിർത്തുക (X).</translation>
        </message>
        <message>
            <source>Swap some of your tiles for new ones from the bag instead of placing (X).</source>
            <translation>ടൈലുകൾ വയ്ക്കുന്നതിന് പകരം നിങ്ങളുടെ ചില ടൈലുകൾ ബാഗിൽ നിന്നുള്ള പുതിയവയുമായി കൈമാറ്റം ചെയ്യുക (X).</translation>
        </message>
        <message>
            <source>Lay out the hinted move (H); your tiles on the table go back to the rack first.</source>
            <translation>സൂചിപ്പിച്ച നീക്കം നിരത്തുക (H); മേശയിലെ നിങ്ങളുടെ ടൈലുകൾ ആദ്യം റാക്കിലേക്ക് തിരികെ പോകും.</translation>
        </message>
        <message>
            <source>Show a good move as faint tiles on the table (H).</source>
            <translation>ഒരു നല്ല നീക്കം മേശയിൽ മങ്ങിയ ടൈലുകളായി കാണിക്കുക (H).</translation>
        </message>
        <message>
            <source>Looking for a good move...</source>
            <translation>ഒരു നല്ല നീക്കം തിരയുന്നു...</translation>
        </message>
        <message>
            <source>Hints are for your turn.</source>
            <translation>സൂചനകൾ നിങ്ങളുടെ ഊഴത്തിൽ മാത്രം.</translation>
        </message>
        <message>
            <source>No tile fits and the bag is empty: pass your turn (P).</source>
            <translation>ഒരു ടൈലും ചേരുന്നില്ല, ബാഗ് ശൂന്യമാണ്: നിങ്ങളുടെ ഊഴം പാസ് ചെയ്യുക (P).</translation>
        </message>
        <message>
            <source>Wait for your turn.</source>
            <translation>നിങ്ങളുടെ ഊഴത്തിനായി കാത്തിരിക്കുക.</translation>
        </message>
        <message>
            <source>Cancel exchange</source>
            <translation>കൈമാറ്റം റദ്ദാക്കുക</translation>
        </message>
        <message>
            <source>Place the hint</source>
            <translation>സൂചന വയ്ക്കുക</translation>
        </message>
    </context>
    <context>
        <name>QwirkleGameView</name>
        <message>
            <source>The move was refused.</source>
            <translation>നീക്കം നിരസിച്ചു.</translation>
        </message>
        <message>
            <source>Watching the bots play</source>
            <translation>ബോട്ടുകൾ കളിക്കുന്നത് കാണുന്നു</translation>
        </message>
        <message>
            <source>Each move appears on the table and in the game log. Zoom with + and −.</source>
            <translation>ഓരോ നീക്കവും മേശയിലും ഗെയിം ലോഗിലും കാണാം. + , − എന്നിവ കൊണ്ട് സൂം ചെയ്യുക.</translation>
        </message>
        <message>
            <source>The bots' game is over.</source>
            <translation>ബോട്ടുകളുടെ ഗെയിം കഴിഞ്ഞു.</translation>
        </message>
        <message>
            <source>The final table stays on show.</source>
            <translation>അവസാന മേശ കാഴ്ചയിൽ തുടരും.</translation>
        </message>
    </context>
    <context>
        <name>HintDisplay</name>
        <message>
            <source>Hint: click to lay out this move.</source>
            <translation>സൂചന: ഈ നീക്കം നിരത്താൻ ക്ലിക്ക് ചെയ്യുക.</translation>
        </message>
        <message>
            <source>{hint} Your own tiles stay until then.</source>
            <comment>{hint}: what the hint advises, a whole sentence</comment>
            <translation>{hint} അതുവരെ നിങ്ങളുടെ സ്വന്തം ടൈലുകൾ അവിടെത്തന്നെ തുടരും.</translation>
        </message>
    </context>
    <context>
        <name>QwirkleHint</name>
        <message>
            <source>Hint laid out: this move scores 1 point. Press Confirm (Enter) to play it, or Return tiles (Esc).</source>
            <translation>സൂചന നിരത്തി: ഈ നീക്കത്തിന് 1 പോയിന്റ്. അത് കളിക്കാൻ സ്ഥിരീകരിക്കുക (Enter) അമർത്തുക, അല്ലെങ്കിൽ ടൈലുകൾ തിരികെ (Esc).</translation>
        </message>
        <message numerus="yes">
            <source>Hint laid out: this move scores %n points. Press Confirm (Enter) to play it, or Return tiles (Esc).</source>
            <translation>
                <numerusform>സൂചന നിരത്തി: ഈ നീക്കത്തിന് %n പോയിന്റ്. അത് കളിക്കാൻ സ്ഥിരീകരിക്കുക (Enter) അമർത്തുക, അല്ലെങ്കിൽ ടൈലുകൾ തിരികെ (Esc).</numerusform>
                <numerusform>സൂചന നിരത്തി: ഈ നീക്കത്തിന് %n പോയിന്റുകൾ. അത് കളിക്കാൻ സ്ഥിരീകരിക്കുക (Enter) അമർത്തുക, അല്ലെങ്കിൽ ടൈലുകൾ തിരികെ (Esc).</numerusform>
            </translation>
        </message>
        <message>
            <source>Looking for a good move...</source>
            <translation>ഒരു നല്ല നീക്കം തിരയുന്നു...</translation>
        </message>
        <message>
            <source>Hint: no placement is worth much; exchange the marked tiles with Confirm (Enter).</source>
            <translation>സൂചന: ഒരു നീക്കത്തിനും കാര്യമായ മൂല്യമില്ല; അടയാളപ്പെടുത്തിയ ടൈലുകൾ സ്ഥിരീകരിക്കുക (Enter) കൊണ്ട് കൈമാറ്റം ചെയ്യുക.</translation>
        </message>
        <message>
            <source>Hint: no tile fits and the bag is empty, so pass (P).</source>
            <translation>സൂചന: ഒരു ടൈലും ചേരുന്നില്ല, ബാഗ് ശൂന്യമാണ്, അതിനാൽ പാസ് ചെയ്യുക (P).</translation>
        </message>
    </context>
    <context>
        <name>QwirkleKeys</name>
        <message>
            <source>1 to 6</source>
            <translation>1 മുതൽ 6 വരെ</translation>
        </message>
        <message>
            <source>Pick up that tile of your rack</source>
            <translation>നിങ്ങളുടെ റാക്കിലെ ആ ടൈൽ എടുക്കുക</translation>
        </message>
        <message>
            <source>Left / Right</source>
            <translation>ഇടത് / വലത്</translation>
        </message>
        <message>
            <source>Move along your rack; with a tile picked, move the cursor on the table</source>
            <translation>നിങ്ങളുടെ റാക്കിലൂടെ നീങ്ങുക; ഒരു ടൈൽ എടുത്തിട്ടുണ്ടെങ്കിൽ, മേശയിലെ കഴ്സർ നീക്കുക</translation>
        </message>
        <message>
            <source>Up / Down</source>
            <translation>മുകളിലേക്ക് / താഴേക്ക്</translation>
        </message>
        <message>
            <source>With a tile picked, move the cursor on the table</source>
            <translation>ഒരു ടൈൽ എടുത്തിട്ടുണ്ടെങ്കിൽ, മേശയിലെ കഴ്സർ നീക്കുക</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Space</translation>
        </message>
        <message>
            <source>Pick up the tile under the rack cursor, or lay the picked tile at the table cursor</source>
            <translation>റാക്ക് കഴ്സറിന് കീഴിലെ ടൈൽ എടുക്കുക, അല്ലെങ്കിൽ എടുത്ത ടൈൽ മേശയിലെ കഴ്സറിൽ വയ്ക്കുക</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
        <message>
            <source>Lay the picked tile at the cursor, or confirm this move</source>
            <translation>എടുത്ത ടൈൽ കഴ്സറിൽ വയ്ക്കുക, അല്ലെങ്കിൽ ഈ നീക്കം സ്ഥിരീകരിക്കുക</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Put the picked tile down, or return this turn's tiles to the rack</source>
            <translation>എടുത്ത ടൈൽ താഴെ വയ്ക്കുക, അല്ലെങ്കിൽ ഈ ഊഴത്തിലെ ടൈലുകൾ റാക്കിലേക്ക് തിരികെ വയ്ക്കുക</translation>
        </message>
        <message>
            <source>Backspace</source>
            <translation>Backspace</translation>
        </message>
        <message>
            <source>Return the last tile laid this turn</source>
            <translation>ഈ ഊഴത്തിൽ അവസാനം വച്ച ടൈൽ തിരികെ എടുക്കുക</translation>
        </message>
        <message>
            <source>Exchange tiles (or stop picking tiles to exchange)</source>
            <translation>ടൈലുകൾ കൈമാറ്റം ചെയ്യുക (അല്ലെങ്കിൽ കൈമാറ്റത്തിനുള്ള ടൈലുകൾ തിരഞ്ഞെടുക്കുന്നത് നിർത്തുക)</translation>
        </message>
        <message>
            <source>Hint: show a good move as faint tiles; H again lays it out</source>
            <translation>സൂചന: ഒരു നല്ല നീക്കം മങ്ങിയ ടൈലുകളായി കാണിക്കുക; വീണ്ടും H അത് നിരത്തും</translation>
        </message>
        <message>
            <source>Pass (only when no tile fits and the bag is empty)</source>
            <translation>പാസ് ചെയ്യുക (ഒരു ടൈലും ചേരാതിരിക്കുകയും ബാഗ് ശൂന്യമായിരിക്കുകയും ചെയ്യുമ്പോൾ മാത്രം)</translation>
        </message>
        <message>
            <source>Show or hide the unseen tiles</source>
            <translation>കാണാത്ത ടൈലുകൾ കാണിക്കുക അല്ലെങ്കിൽ മറയ്ക്കുക</translation>
        </message>
        <message>
            <source>Zoom in, zoom out, fit the whole table</source>
            <translation>വലുതാക്കുക, ചെറുതാക്കുക, മുഴുവൻ മേശയും ഒതുക്കുക</translation>
        </message>
    </context>
    <context>
        <name>QwirkleInput</name>
        <message>
            <source>Pick a tile from your rack first, then click a cell.</source>
            <translation>ആദ്യം നിങ്ങളുടെ റാക്കിൽ നിന്ന് ഒരു ടൈൽ എടുക്കുക, എന്നിട്ട് ഒരു കളത്തിൽ ക്ലിക്ക് ചെയ്യുക.</translation>
        </message>
        <message>
            <source>You are picking tiles to exchange: click tiles in your rack, or press Esc to cancel.</source>
            <translation>നിങ്ങൾ കൈമാറ്റത്തിനുള്ള ടൈലുകൾ തിരഞ്ഞെടുക്കുകയാണ്: നിങ്ങളുടെ റാക്കിലെ ടൈലുകളിൽ ക്ലിക്ക് ചെയ്യുക, അല്ലെങ്കിൽ റദ്ദാക്കാൻ Esc അമർത്തുക.</translation>
        </message>
    </context>
    <context>
        <name>QwirkleMoment</name>
        <message>
            <source>Tiles you have not seen yet: in the bag or in other players' hands</source>
            <translation>നിങ്ങൾ ഇതുവരെ കാണാത്ത ടൈലുകൾ: ബാഗിലോ മറ്റ് കളിക്കാരുടെ കൈകളിലോ</translation>
        </message>
        <message>
            <source>Tiles not on the table yet: in the bag or in the players' hands</source>
            <translation>ഇതുവരെ മേശയിൽ ഇല്ലാത്ത ടൈലുകൾ: ബാഗിലോ കളിക്കാരുടെ കൈകളിലോ</translation>
        </message>
        <message>
            <source>Tiles not on the table yet: in the bag or in the bots' hands</source>
            <translation>ഇതുവരെ മേശയിൽ ഇല്ലാത്ത ടൈലുകൾ: ബാഗിലോ ബോട്ടുകളുടെ കൈകളിലോ</translation>
        </message>
        <message>
            <source>You can exchange tiles on your turn.</source>
            <translation>നിങ്ങളുടെ ഊഴത്തിൽ ടൈലുകൾ കൈമാറ്റം ചെയ്യാം.</translation>
        </message>
        <message>
            <source>Exchange needs tiles in the bag: the bag is empty.</source>
            <translation>കൈമാറ്റത്തിന് ബാഗിൽ ടൈലുകൾ വേണം: ബാഗ് ശൂന്യമാണ്.</translation>
        </message>
        <message>
            <source>No exchange on the first move: the starter must play their largest group, {tiles}, as one line on the empty table.</source>
            <translation>ആദ്യ നീക്കത്തിൽ കൈമാറ്റം ഇല്ല: തുടങ്ങുന്നയാൾ തന്റെ ഏറ്റവും വലിയ കൂട്ടം, {tiles}, ശൂന്യമായ മേശയിൽ ഒരു ലൈനായി കളിക്കണം.</translation>
        </message>
        <message>
            <source>1 tile</source>
            <translation>1 ടൈൽ</translation>
        </message>
        <message numerus="yes">
            <source>%n tiles</source>
            <translation>
                <numerusform>%n ടൈൽ</numerusform>
                <numerusform>%n ടൈലുകൾ</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>QwirklePlacement</name>
        <message>
            <source>It is not your turn.</source>
            <translation>ഇത് നിങ്ങളുടെ ഊഴമല്ല.</translation>
        </message>
        <message>
            <source>Finish or cancel the exchange first.</source>
            <translation>ആദ്യം കൈമാറ്റം പൂർത്തിയാക്കുക അല്ലെങ്കിൽ റദ്ദാക്കുക.</translation>
        </message>
        <message>
            <source>That cell already holds a tile.</source>
            <translation>ആ കളത്തിൽ ഇതിനകം ഒരു ടൈൽ ഉണ്ട്.</translation>
        </message>
        <message>
            <source>Pick the tiles to exchange first (click them in your rack).</source>
            <translation>ആദ്യം കൈമാറ്റം ചെയ്യേണ്ട ടൈലുകൾ തിരഞ്ഞെടുക്കുക (നിങ്ങളുടെ റാക്കിൽ അവയിൽ ക്ലിക്ക് ചെയ്യുക).</translation>
        </message>
        <message>
            <source>You can exchange at most 1 tile: only 1 left in the bag.</source>
            <translation>പരമാവധി 1 ടൈൽ മാത്രമേ കൈമാറ്റം ചെയ്യാനാകൂ: ബാഗിൽ 1 മാത്രമേ ബാക്കിയുള്ളൂ.</translation>
        </message>
        <message numerus="yes">
            <source>You can exchange at most %n tiles: only %n left in the bag.</source>
            <translation>
                <numerusform>പരമാവധി %n ടൈൽ മാത്രമേ കൈമാറ്റം ചെയ്യാനാകൂ: ബാഗിൽ %n മാത്രമേ ബാക്കിയുള്ളൂ.</numerusform>
                <numerusform>പരമാവധി %n ടൈലുകൾ മാത്രമേ കൈമാറ്റം ചെയ്യാനാകൂ: ബാഗിൽ %n മാത്രമേ ബാക്കിയുള്ളൂ.</numerusform>
            </translation>
        </message>
        <message>
            <source>Place at least one tile first.</source>
            <translation>ആദ്യം കുറഞ്ഞത് ഒരു ടൈൽ വയ്ക്കുക.</translation>
        </message>
        <message>
            <source>Fill the gap at the marked cell between your tiles, then press Confirm (Enter).</source>
            <translation>നിങ്ങളുടെ ടൈലുകൾക്കിടയിൽ അടയാളപ്പെടുത്തിയ കളത്തിലെ വിടവ് നിറയ്ക്കുക, എന്നിട്ട് സ്ഥിരീകരിക്കുക (Enter) അമർത്തുക.</translation>
        </message>
        <message numerus="yes">
            <source>Fill the gap at the %n marked cells between your tiles, then press Confirm (Enter).</source>
            <translation>
                <numerusform>നിങ്ങളുടെ ടൈലുകൾക്കിടയിൽ അടയാളപ്പെടുത്തിയ %n കളത്തിലെ വിടവ് നിറയ്ക്കുക, എന്നിട്ട് സ്ഥിരീകരിക്കുക (Enter) അമർത്തുക.</numerusform>
                <numerusform>നിങ്ങളുടെ ടൈലുകൾക്കിടയിൽ അടയാളപ്പെടുത്തിയ %n കളങ്ങളിലെ വിടവ് നിറയ്ക്കുക, എന്നിട്ട് സ്ഥിരീകരിക്കുക (Enter) അമർത്തുക.</numerusform>
            </translation>
        </message>
        <message>
            <source>Pick a tile from your rack first.</source>
            <translation>ആദ്യം നിങ്ങളുടെ റാക്കിൽ നിന്ന് ഒരു ടൈൽ എടുക്കുക.</translation>
        </message>
        <message>
            <source>Only tiles placed this turn can be moved.</source>
            <translation>ഈ ഊഴത്തിൽ വച്ച ടൈലുകൾ മാത്രമേ നീക്കാനാകൂ.</translation>
        </message>
    </context>
    <context>
        <name>QwirklePrinting</name>
        <message>
            <source>The printer could not be opened.</source>
            <translation>പ്രിന്റർ തുറക്കാനായില്ല.</translation>
        </message>
        <message>
            <source>Qwirkle: score summary</source>
            <translation>Qwirkle: സ്കോർ സംഗ്രഹം</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>കളിക്കാരൻ</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>ഇരിപ്പിടം</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>സ്കോർ</translation>
        </message>
        <message>
            <source>Qwirkles</source>
            <translation>Qwirkle-കൾ</translation>
        </message>
        <message>
            <source>Exchanges</source>
            <translation>കൈമാറ്റങ്ങൾ</translation>
        </message>
        <message>
            <source>{name} (winner)</source>
            <translation>{name} (വിജയി)</translation>
        </message>
        <message>
            <source>{score} (+6)</source>
            <comment>a score with the end bonus in it</comment>
            <translation>{score} (+6)</translation>
        </message>
        <message>
            <source>{name} {score}</source>
            <comment>a player's name and final score</comment>
            <translation>{name} {score}</translation>
        </message>
        <message>
            <source>Score by turn</source>
            <translation>ഊഴം തോറുമുള്ള സ്കോർ</translation>
        </message>
        <message>
            <source>turn</source>
            <comment>the chart's axis: turn 1, 2, 3...</comment>
            <translation>ഊഴം</translation>
        </message>
        <message>
            <source>The final board</source>
            <translation>അവസാന മേശ</translation>
        </message>
        <message>
            <source>Best moves</source>
            <translation>ഏറ്റവും നല്ല നീക്കങ്ങൾ</translation>
        </message>
    </context>
    <context>
        <name>QwirkleRack</name>
        <message>
            <source>Your rack</source>
            <translation>നിങ്ങളുടെ റാക്ക്</translation>
        </message>
        <message>
            <source>This hand is hidden until its player takes the screen.</source>
            <translation>ഈ കൈ അതിന്റെ കളിക്കാരൻ സ്ക്രീൻ എടുക്കുന്നതുവരെ മറഞ്ഞിരിക്കും.</translation>
        </message>
        <message>
            <source>Your tiles: {tiles}</source>
            <translation>നിങ്ങളുടെ ടൈലുകൾ: {tiles}</translation>
        </message>
    </context>
    <context>
        <name>QwirkleSummary</name>
        <message>
            <source>1 tile</source>
            <translation>1 ടൈൽ</translation>
        </message>
        <message numerus="yes">
            <source>%n tiles</source>
            <translation>
                <numerusform>%n ടൈൽ</numerusform>
                <numerusform>%n ടൈലുകൾ</numerusform>
            </translation>
        </message>
        <message>
            <source>1 point</source>
            <translation>1 പോയിന്റ്</translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>%n പോയിന്റ്</numerusform>
                <numerusform>%n പോയിന്റുകൾ</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}: {tiles}, {points}, Qwirkle! (move {turn})</source>
            <translation>{name}: {tiles}, {points}, Qwirkle! (നീക്കം {turn})</translation>
        </message>
        <message numerus="yes">
            <source>%n Qwirkles!</source>
            <translation>
                <numerusform>%n Qwirkle!</numerusform>
                <numerusform>%n Qwirkle-കൾ!</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}: {tiles}, {points}, {qwirkles} (move {turn})</source>
            <translation>{name}: {tiles}, {points}, {qwirkles} (നീക്കം {turn})</translation>
        </message>
        <message>
            <source>{name}: {tiles}, {points} (move {turn})</source>
            <translation>{name}: {tiles}, {points} (നീക്കം {turn})</translation>
        </message>
        <message>
            <source>{facts}, {fact}</source>
            <comment>a list of short facts about a player</comment>
            <translation>{facts}, {fact}</translation>
        </message>
        <message>
            <source>The game is not over yet.</source>
            <translation>ഗെയിം ഇതുവരെ കഴിഞ്ഞിട്ടില്ല.</translation>
        </message>
        <message>
            <source>1 Qwirkle</source>
            <translation>1 Qwirkle</translation>
        </message>
        <message numerus="yes">
            <source>%n Qwirkles</source>
            <translation>
                <numerusform>%n Qwirkle</numerusform>
                <numerusform>%n Qwirkle-കൾ</numerusform>
            </translation>
        </message>
        <message>
            <source>+6 end bonus</source>
            <translation>+6 അവസാന ബോണസ്</translation>
        </message>
        <message>
            <source>1 hint</source>
            <translation>1 സൂചന</translation>
        </message>
        <message numerus="yes">
            <source>%n hints</source>
            <translation>
                <numerusform>%n സൂചന</numerusform>
                <numerusform>%n സൂചനകൾ</numerusform>
            </translation>
        </message>
        <message>
            <source>No tiles were placed.</source>
            <translation>ഒരു ടൈലും വച്ചില്ല.</translation>
        </message>
        <message>
            <source>{moves} moves, 1 Qwirkle in all.</source>
            <translation>{moves} നീക്കങ്ങൾ, ആകെ 1 Qwirkle.</translation>
        </message>
        <message numerus="yes">
            <source>{moves} moves, %n Qwirkles in all.</source>
            <translation>
                <numerusform>{moves} നീക്കങ്ങൾ, ആകെ %n Qwirkle.</numerusform>
                <numerusform>{moves} നീക്കങ്ങൾ, ആകെ %n Qwirkle-കൾ.</numerusform>
            </translation>
        </message>
        <message>
            <source>A practice game: a move was undone after the tiles drawn since had been seen.</source>
            <translation>ഒരു പരിശീലന ഗെയിം: അതിനുശേഷം എടുത്ത ടൈലുകൾ കണ്ടതിന് ശേഷം ഒരു നീക്കം പഴയപടിയാക്കി.</translation>
        </message>
    </context>
    <context>
        <name>QwirkleTiles</name>
        <message>
            <source>{tiles}, {tile}</source>
            <comment>a list of tiles' names</comment>
            <translation>{tiles}, {tile}</translation>
        </message>
        <message>
            <source>R</source>
            <comment>the initial of red, painted on a tile</comment>
            <translation>ചു</translation>
        </message>
        <message>
            <source>O</source>
            <comment>the initial of orange, painted on a tile</comment>
            <translation>ഓ</translation>
        </message>
        <message>
            <source>Y</source>
            <comment>the initial of yellow, painted on a tile</comment>
            <translation>മ</translation>
        </message>
        <message>
            <source>G</source>
            <comment>the initial of green, painted on a tile</comment>
            <translation>പ</translation>
        </message>
        <message>
            <source>B</source>
            <comment>the initial of blue, painted on a tile</comment>
            <translation>നീ</translation>
        </message>
        <message>
            <source>P</source>
            <comment>the initial of purple, painted on a tile</comment>
            <translation>പർ</translation>
        </message>
    </context>
    <context>
        <name>QwirkleTracker</name>
        <message>
            <source>Unseen tiles</source>
            <translation>കാണാത്ത ടൈലുകൾ</translation>
        </message>
        <message numerus="yes">
            <source>%n tiles unseen (in the bag or in other players' hands). All copies visible: {tiles}.</source>
            <translation>
                <numerusform>%n ടൈൽ കാണാനുണ്ട് (ബാഗിലോ മറ്റ് കളിക്കാരുടെ കൈകളിലോ). എല്ലാ പകർപ്പുകളും കാണാവുന്നവ: {tiles}.</numerusform>
                <numerusform>%n ടൈലുകൾ കാണാനുണ്ട് (ബാഗിലോ മറ്റ് കളിക്കാരുടെ കൈകളിലോ). എല്ലാ പകർപ്പുകളും കാണാവുന്നവ: {tiles}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tiles unseen (in the bag or in other players' hands).</source>
            <translation>
                <numerusform>%n ടൈൽ കാണാനുണ്ട് (ബാഗിലോ മറ്റ് കളിക്കാരുടെ കൈകളിലോ).</numerusform>
                <numerusform>%n ടൈലുകൾ കാണാനുണ്ട് (ബാഗിലോ മറ്റ് കളിക്കാരുടെ കൈകളിലോ).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>QwirkleTurnWords</name>
        <message>
            <source>The {tile} fits nowhere next to this turn's tiles: pick another tile, or press Confirm (Enter).</source>
            <translation>{tile} ഈ ഊഴത്തിലെ ടൈലുകൾക്ക് അടുത്ത് എവിടെയും ചേരില്ല: മറ്റൊരു ടൈൽ എടുക്കുക, അല്ലെങ്കിൽ സ്ഥിരീകരിക്കുക (Enter) അമർത്തുക.</translation>
        </message>
        <message>
            <source>The {tile} fits nowhere next to this turn's tiles: pick another tile, or exchange (X).</source>
            <translation>{tile} ഈ ഊഴത്തിലെ ടൈലുകൾക്ക് അടുത്ത് എവിടെയും ചേരില്ല: മറ്റൊരു ടൈൽ എടുക്കുക, അല്ലെങ്കിൽ കൈമാറ്റം ചെയ്യുക (X).</translation>
        </message>
        <message>
            <source>The {tile} fits nowhere on the table: pick another tile, or exchange (X).</source>
            <translation>{tile} മേശയിൽ എവിടെയും ചേരില്ല: മറ്റൊരു ടൈൽ എടുക്കുക, അല്ലെങ്കിൽ കൈമാറ്റം ചെയ്യുക (X).</translation>
        </message>
        <message>
            <source>Exchange: click the tiles to swap, then press Confirm (Enter). Esc cancels.</source>
            <translation>കൈമാറ്റം: മാറ്റേണ്ട ടൈലുകളിൽ ക്ലിക്ക് ചെയ്യുക, എന്നിട്ട് സ്ഥിരീകരിക്കുക (Enter) അമർത്തുക. Esc റദ്ദാക്കും.</translation>
        </message>
        <message>
            <source>Place the {tile} on a highlighted cell: click it, or use the arrow keys and Space.</source>
            <translation>{tile} തെളിഞ്ഞ ഒരു കളത്തിൽ വയ്ക്കുക: അതിൽ ക്ലിക്ക് ചെയ്യുക, അല്ലെങ്കിൽ അമ്പടയാള കീകളും Space-ഉം ഉപയോഗിക്കുക.</translation>
        </message>
        <message numerus="yes">
            <source>This move: %n points. Press Confirm (Enter), or Return tiles (Esc).</source>
            <translation>
                <numerusform>ഈ നീക്കം: %n പോയിന്റ്. സ്ഥിരീകരിക്കുക (Enter) അമർത്തുക, അല്ലെങ്കിൽ ടൈലുകൾ തിരികെ (Esc).</numerusform>
                <numerusform>ഈ നീക്കം: %n പോയിന്റുകൾ. സ്ഥിരീകരിക്കുക (Enter) അമർത്തുക, അല്ലെങ്കിൽ ടൈലുകൾ തിരികെ (Esc).</numerusform>
            </translation>
        </message>
        <message>
            <source>Exchange: 1 tile marked</source>
            <translation>കൈമാറ്റം: 1 ടൈൽ അടയാളപ്പെടുത്തി</translation>
        </message>
        <message numerus="yes">
            <source>Exchange: %n tiles marked</source>
            <translation>
                <numerusform>കൈമാറ്റം: %n ടൈൽ അടയാളപ്പെടുത്തി</numerusform>
                <numerusform>കൈമാറ്റം: %n ടൈലുകൾ അടയാളപ്പെടുത്തി</numerusform>
            </translation>
        </message>
        <message>
            <source>This move: 1 point</source>
            <translation>ഈ നീക്കം: 1 പോയിന്റ്</translation>
        </message>
        <message numerus="yes">
            <source>This move: %n points</source>
            <translation>
                <numerusform>ഈ നീക്കം: %n പോയിന്റ്</numerusform>
                <numerusform>ഈ നീക്കം: %n പോയിന്റുകൾ</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>QwixxControls</name>
        <message>
            <source>A moment: the table is being updated.</source>
            <translation>ഒരു നിമിഷം: മേശ പുതുക്കുന്നു.</translation>
        </message>
        <message>
            <source>Roll</source>
            <comment>a button: roll the dice</comment>
            <translation>ഉരുട്ടുക</translation>
        </message>
        <message>
            <source>Skip</source>
            <comment>a button: cross nothing</comment>
            <translation>ഒഴിവാക്കുക</translation>
        </message>
        <message>
            <source>Undo</source>
            <comment>a button</comment>
            <translation>പഴയപടിയാക്കുക</translation>
        </message>
        <message>
            <source>Hint</source>
            <comment>a button</comment>
            <translation>സൂചന</translation>
        </message>
        <message>
            <source>Skip (−5)</source>
            <comment>a button: cross nothing, a penalty</comment>
            <translation>ഒഴിവാക്കുക (−5)</translation>
        </message>
    </context>
    <context>
        <name>QwixxSheet</name>
        <message>
            <source>has chosen</source>
            <comment>a seat's note: its white-sum choice is made</comment>
            <translation>തിരഞ്ഞെടുത്തു</translation>
        </message>
        <message>
            <source>choosing…</source>
            <comment>a seat's note: in the white sum</comment>
            <translation>തിരഞ്ഞെടുക്കുന്നു…</translation>
        </message>
        <message>
            <source>rolls next</source>
            <comment>a seat's note</comment>
            <translation>അടുത്തതായി ഉരുട്ടും</translation>
        </message>
        <message>
            <source>crossed {row} {number}</source>
            <comment>a seat's note: its white-sum cross</comment>
            <translation>{row} {number}-ൽ ക്രോസ് ഇട്ടു</translation>
        </message>
        <message>
            <source>no white cross</source>
            <comment>a seat's note</comment>
            <translation>വെള്ള ക്രോസ് ഇല്ല</translation>
        </message>
        <message>
            <source>colour {row} {number}</source>
            <comment>a seat's note: its colour-sum cross</comment>
            <translation>നിറം {row} {number}</translation>
        </message>
        <message>
            <source>no colour</source>
            <comment>a seat's note: no colour cross</comment>
            <translation>നിറമില്ല</translation>
        </message>
        <message>
            <source>penalty</source>
            <comment>a seat's note: took a penalty</comment>
            <translation>പിഴ</translation>
        </message>
        <message>
            <source>locks {row}</source>
            <comment>a seat's note: it locked a row</comment>
            <translation>{row} പൂട്ടുന്നു</translation>
        </message>
        <message>
            <source>{row} lock cross</source>
            <comment>a seat's note: it takes the lock cross of a row</comment>
            <translation>{row} പൂട്ട് ക്രോസ്</translation>
        </message>
        <message>
            <source>locked</source>
            <comment>under a locked row's name</comment>
            <translation>പൂട്ടി</translation>
        </message>
        <message>
            <source>crosses</source>
            <comment>the points table's heading: crosses in a row</comment>
            <translation>ക്രോസുകൾ</translation>
        </message>
        <message>
            <source>points</source>
            <comment>the points table's heading</comment>
            <translation>പോയിന്റുകൾ</translation>
        </message>
        <message>
            <source>penalties −5</source>
            <translation>പിഴകൾ −5</translation>
        </message>
        <message>
            <source>in all</source>
            <comment>beside the sheet's total</comment>
            <translation>ആകെ</translation>
        </message>
    </context>
    <context>
        <name>QwixxHint</name>
        <message>
            <source>Looking for a good choice…</source>
            <translation>ഒരു നല്ല തിരഞ്ഞെടുപ്പ് തിരയുന്നു…</translation>
        </message>
        <message>
            <source>Hint: {advice} Press Enter to cross the ringed box.</source>
            <translation>സൂചന: {advice} വളയമിട്ട കള്ളിയിൽ ക്രോസ് ഇടാൻ Enter അമർത്തുക.</translation>
        </message>
        <message>
            <source>Hint: {advice} Press Skip (S).</source>
            <translation>സൂചന: {advice} ഒഴിവാക്കുക (S) അമർത്തുക.</translation>
        </message>
        <message>
            <source>Hint: {advice}</source>
            <translation>സൂചന: {advice}</translation>
        </message>
    </context>
    <context>
        <name>QwixxKeys</name>
        <message>
            <source>R or Space</source>
            <translation>R അല്ലെങ്കിൽ Space</translation>
        </message>
        <message>
            <source>Roll the dice (on your roll)</source>
            <translation>പകിടകൾ ഉരുട്ടുക (നിങ്ങളുടെ ഉരുട്ടലിൽ)</translation>
        </message>
        <message>
            <source>1, 2, 3, 4</source>
            <translation>1, 2, 3, 4</translation>
        </message>
        <message>
            <source>Pick the highlighted box in the red, yellow, green or blue row (again: its other box)</source>
            <translation>ചുവപ്പ്, മഞ്ഞ, പച്ച അല്ലെങ്കിൽ നീല വരിയിലെ തെളിഞ്ഞ കള്ളി തിരഞ്ഞെടുക്കുക (വീണ്ടും അമർത്തിയാൽ: അതിന്റെ മറ്റേ കള്ളി)</translation>
        </message>
        <message>
            <source>Left / Right</source>
            <translation>ഇടത് / വലത്</translation>
        </message>
        <message>
            <source>Move between the highlighted boxes</source>
            <translation>തെളിഞ്ഞ കള്ളികൾക്കിടയിൽ നീങ്ങുക</translation>
        </message>
        <message>
            <source>Up / Down</source>
            <translation>മുകളിലേക്ക് / താഴേക്ക്</translation>
        </message>
        <message>
            <source>Move to the row above or below</source>
            <translation>മുകളിലെയോ താഴത്തെയോ വരിയിലേക്ക് നീങ്ങുക</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
        <message>
            <source>Cross the picked box</source>
            <translation>തിരഞ്ഞെടുത്ത കള്ളിയിൽ ക്രോസ് ഇടുക</translation>
        </message>
        <message>
            <source>S</source>
            <translation>S</translation>
        </message>
        <message>
            <source>Skip: cross nothing this time</source>
            <translation>ഒഴിവാക്കുക: ഇത്തവണ ഒന്നിലും ക്രോസ് ഇടേണ്ട</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Let go of the picked box</source>
            <translation>തിരഞ്ഞെടുത്ത കള്ളി വിടുക</translation>
        </message>
        <message>
            <source>H</source>
            <translation>H</translation>
        </message>
        <message>
            <source>Hint: a suggested choice</source>
            <translation>സൂചന: ഒരു നിർദ്ദേശിത തിരഞ്ഞെടുപ്പ്</translation>
        </message>
    </context>
    <context>
        <name>QwixxInput</name>
        <message>
            <source>Wait for your turn.</source>
            <translation>നിങ്ങളുടെ ഊഴത്തിനായി കാത്തിരിക്കുക.</translation>
        </message>
        <message>
            <source>It is not your roll.</source>
            <translation>ഇത് നിങ്ങളുടെ ഉരുട്ടലല്ല.</translation>
        </message>
        <message>
            <source>There is nothing to skip now.</source>
            <translation>ഇപ്പോൾ ഒഴിവാക്കാൻ ഒന്നുമില്ല.</translation>
        </message>
        <message>
            <source>Nothing can be crossed in the {row} row now.</source>
            <translation>ഇപ്പോൾ {row} വരിയിൽ ഒന്നിലും ക്രോസ് ഇടാനാകില്ല.</translation>
        </message>
        <message>
            <source>Pick a box first: 1-4 choose a row, the arrows move; or Skip (S).</source>
            <translation>ആദ്യം ഒരു കള്ളി തിരഞ്ഞെടുക്കുക: 1-4 ഒരു വരി തിരഞ്ഞെടുക്കും, അമ്പടയാളങ്ങൾ നീക്കും; അല്ലെങ്കിൽ ഒഴിവാക്കുക (S).</translation>
        </message>
    </context>
    <context>
        <name>QwixxMoment</name>
        <message>
            <source>The game is over.</source>
            <translation>ഗെയിം കഴിഞ്ഞു.</translation>
        </message>
        <message>
            <source>Roll the dice (R or Space).</source>
            <translation>പകിടകൾ ഉരുട്ടുക (R അല്ലെങ്കിൽ Space).</translation>
        </message>
        <message>
            <source>You roll when it is your turn.</source>
            <translation>നിങ്ങളുടെ ഊഴമാകുമ്പോൾ നിങ്ങൾ ഉരുട്ടും.</translation>
        </message>
        <message>
            <source>Cross nothing this time (S).</source>
            <translation>ഇത്തവണ ഒന്നിലും ക്രോസ് ഇടേണ്ട (S).</translation>
        </message>
        <message>
            <source>Cross nothing: a penalty (−5) because you crossed nothing in the white sum (S).</source>
            <translation>ഒന്നിലും ക്രോസ് ഇടാതിരിക്കുക: വെള്ളത്തുകയിൽ നിങ്ങൾ ഒന്നിലും ക്രോസ് ഇടാത്തതിനാൽ ഒരു പിഴ (−5) (S).</translation>
        </message>
        <message>
            <source>Nothing to skip now.</source>
            <translation>ഇപ്പോൾ ഒഴിവാക്കാൻ ഒന്നുമില്ല.</translation>
        </message>
        <message>
            <source>Suggest a choice (H).</source>
            <translation>ഒരു തിരഞ്ഞെടുപ്പ് നിർദ്ദേശിക്കുക (H).</translation>
        </message>
        <message>
            <source>Hints are for your white-sum and colour choices.</source>
            <translation>സൂചനകൾ നിങ്ങളുടെ വെള്ളത്തുക, നിറ തിരഞ്ഞെടുപ്പുകൾക്ക് മാത്രം.</translation>
        </message>
        <message>
            <source>No roll yet.</source>
            <translation>ഇതുവരെ ഉരുട്ടിയില്ല.</translation>
        </message>
        <message>
            <source>You rolled: white sum {total}.</source>
            <translation>നിങ്ങൾ ഉരുട്ടി: വെള്ളത്തുക {total}.</translation>
        </message>
        <message>
            <source>{name} rolled: white sum {total}.</source>
            <translation>{name} ഉരുട്ടി: വെള്ളത്തുക {total}.</translation>
        </message>
        <message>
            <source>You are rolling the dice…</source>
            <translation>നിങ്ങൾ പകിടകൾ ഉരുട്ടുന്നു…</translation>
        </message>
        <message>
            <source>{name} is rolling the dice…</source>
            <translation>{name} പകിടകൾ ഉരുട്ടുന്നു…</translation>
        </message>
        <message>
            <source>nothing</source>
            <comment>a white-sum choice of no box</comment>
            <translation>ഒന്നുമില്ല</translation>
        </message>
        <message>
            <source>{row} {number}</source>
            <comment>a box: its row and number</comment>
            <translation>{row} {number}</translation>
        </message>
        <message>
            <source>Your roll showed the dice, so it can't be taken back.</source>
            <translation>നിങ്ങളുടെ ഉരുട്ടൽ പകിടകൾ കാണിച്ചു, അതിനാൽ അത് തിരിച്ചെടുക്കാനാകില്ല.</translation>
        </message>
        <message>
            <source>The dice were rolled after your choice, so it can't be taken back.</source>
            <translation>നിങ്ങളുടെ തിരഞ്ഞെടുപ്പിന് ശേഷം പകിടകൾ ഉരുട്ടി, അതിനാൽ അത് തിരിച്ചെടുക്കാനാകില്ല.</translation>
        </message>
        <message>
            <source>Everyone's white-sum choices are revealed, so yours can't be taken back.</source>
            <translation>എല്ലാവരുടെയും വെള്ളത്തുക തിരഞ്ഞെടുപ്പുകൾ വെളിപ്പെടുത്തി, അതിനാൽ നിങ്ങളുടേത് തിരിച്ചെടുക്കാനാകില്ല.</translation>
        </message>
        <message>
            <source>White sum {total}: everyone may cross it. Click a highlighted box, or Skip (S) to cross nothing.</source>
            <translation>വെള്ളത്തുക {total}: എല്ലാവർക്കും അതിൽ ക്രോസ് ഇടാം. തെളിഞ്ഞ ഒരു കള്ളിയിൽ ക്ലിക്ക് ചെയ്യുക, അല്ലെങ്കിൽ ഒന്നിലും ക്രോസ് ഇടാതിരിക്കാൻ ഒഴിവാക്കുക (S).</translation>
        </message>
        <message>
            <source>White sum {total}: everyone may cross it, but it fits none of your rows: Skip (S).</source>
            <translation>വെള്ളത്തുക {total}: എല്ലാവർക്കും അതിൽ ക്രോസ് ഇടാം, പക്ഷേ അത് നിങ്ങളുടെ ഒരു വരിയിലും ചേരില്ല: ഒഴിവാക്കുക (S).</translation>
        </message>
        <message>
            <source>{name}: white sum {total}: everyone may cross it. Click a highlighted box, or Skip (S) to cross nothing.</source>
            <translation>{name}: വെള്ളത്തുക {total}: എല്ലാവർക്കും അതിൽ ക്രോസ് ഇടാം. തെളിഞ്ഞ ഒരു കള്ളിയിൽ ക്ലിക്ക് ചെയ്യുക, അല്ലെങ്കിൽ ഒന്നിലും ക്രോസ് ഇടാതിരിക്കാൻ ഒഴിവാക്കുക (S).</translation>
        </message>
        <message>
            <source>{name}: white sum {total}: everyone may cross it, but it fits none of your rows: Skip (S).</source>
            <translation>{name}: വെള്ളത്തുക {total}: എല്ലാവർക്കും അതിൽ ക്രോസ് ഇടാം, പക്ഷേ അത് നിങ്ങളുടെ ഒരു വരിയിലും ചേരില്ല: ഒഴിവാക്കുക (S).</translation>
        </message>
        <message>
            <source>Your colour choice (you must cross something or take a penalty): click a highlighted box, or Skip (S) for a penalty.</source>
            <translation>നിങ്ങളുടെ നിറ തിരഞ്ഞെടുപ്പ് (നിങ്ങൾ ഒന്നിൽ ക്രോസ് ഇടണം, അല്ലെങ്കിൽ പിഴ ഏറ്റെടുക്കണം): തെളിഞ്ഞ ഒരു കള്ളിയിൽ ക്ലിക്ക് ചെയ്യുക, അല്ലെങ്കിൽ പിഴയോടെ ഒഴിവാക്കുക (S).</translation>
        </message>
        <message>
            <source>Your colour choice (you must cross something or take a penalty): no colour sum fits, so Skip (S) takes a penalty.</source>
            <translation>നിങ്ങളുടെ നിറ തിരഞ്ഞെടുപ്പ് (നിങ്ങൾ ഒന്നിൽ ക്രോസ് ഇടണം, അല്ലെങ്കിൽ പിഴ ഏറ്റെടുക്കണം): ഒരു നിറത്തുകയും ചേരുന്നില്ല, അതിനാൽ ഒഴിവാക്കുക (S) ഒരു പിഴ വരുത്തും.</translation>
        </message>
        <message>
            <source>Your colour choice (you may): click a highlighted box, or Skip (S).</source>
            <translation>നിങ്ങളുടെ നിറ തിരഞ്ഞെടുപ്പ് (നിങ്ങൾക്ക് ഇടാം): തെളിഞ്ഞ ഒരു കള്ളിയിൽ ക്ലിക്ക് ചെയ്യുക, അല്ലെങ്കിൽ ഒഴിവാക്കുക (S).</translation>
        </message>
        <message>
            <source>Your colour choice (you may): no colour sum fits: Skip (S).</source>
            <translation>നിങ്ങളുടെ നിറ തിരഞ്ഞെടുപ്പ് (നിങ്ങൾക്ക് ഇടാം): ഒരു നിറത്തുകയും ചേരുന്നില്ല: ഒഴിവാക്കുക (S).</translation>
        </message>
        <message>
            <source>{name}, your colour choice (you must cross something or take a penalty): click a highlighted box, or Skip (S) for a penalty.</source>
            <translation>{name}, നിങ്ങളുടെ നിറ തിരഞ്ഞെടുപ്പ് (നിങ്ങൾ ഒന്നിൽ ക്രോസ് ഇടണം, അല്ലെങ്കിൽ പിഴ ഏറ്റെടുക്കണം): തെളിഞ്ഞ ഒരു കള്ളിയിൽ ക്ലിക്ക് ചെയ്യുക, അല്ലെങ്കിൽ പിഴയോടെ ഒഴിവാക്കുക (S).</translation>
        </message>
        <message>
            <source>{name}, your colour choice (you must cross something or take a penalty): no colour sum fits, so Skip (S) takes a penalty.</source>
            <translation>{name}, നിങ്ങളുടെ നിറ തിരഞ്ഞെടുപ്പ് (നിങ്ങൾ ഒന്നിൽ ക്രോസ് ഇടണം, അല്ലെങ്കിൽ പിഴ ഏറ്റെടുക്കണം): ഒരു നിറത്തുകയും ചേരുന്നില്ല, അതിനാൽ ഒഴിവാക്കുക (S) ഒരു പിഴ വരുത്തും.</translation>
        </message>
        <message>
            <source>{name}, your colour choice (you may): click a highlighted box, or Skip (S).</source>
            <translation>{name}, നിങ്ങളുടെ നിറ തിരഞ്ഞെടുപ്പ് (നിങ്ങൾക്ക് ഇടാം): തെളിഞ്ഞ ഒരു കള്ളിയിൽ ക്ലിക്ക് ചെയ്യുക, അല്ലെങ്കിൽ ഒഴിവാക്കുക (S).</translation>
        </message>
        <message>
            <source>{name}, your colour choice (you may): no colour sum fits: Skip (S).</source>
            <translation>{name}, നിങ്ങളുടെ നിറ തിരഞ്ഞെടുപ്പ് (നിങ്ങൾക്ക് ഇടാം): ഒരു നിറത്തുകയും ചേരുന്നില്ല: ഒഴിവാക്കുക (S).</translation>
        </message>
        <message>
            <source>The game is over. {reason}</source>
            <translation>ഗെയിം കഴിഞ്ഞു. {reason}</translation>
        </message>
        <message>
            <source>Game over.</source>
            <translation>ഗെയിം കഴിഞ്ഞു.</translation>
        </message>
        <message>
            <source>{sentence} Your colour choice comes next.</source>
            <comment>a white-sum sentence, then this one</comment>
            <translation>{sentence} അടുത്തത് നിങ്ങളുടെ നിറ തിരഞ്ഞെടുപ്പ്.</translation>
        </message>
        <message>
            <source>White {white} (both dice), plus a colour die.</source>
            <translation>വെള്ള {white} (രണ്ട് പകിടകളും), കൂടെ ഒരു നിറ പകിട.</translation>
        </message>
        <message>
            <source>White {first} or {second}, plus a colour die.</source>
            <translation>വെള്ള {first} അല്ലെങ്കിൽ {second}, കൂടെ ഒരു നിറ പകിട.</translation>
        </message>
        <message>
            <source>Roll the dice first: press Roll (R or Space).</source>
            <translation>ആദ്യം പകിടകൾ ഉരുട്ടുക: ഉരുട്ടുക (R അല്ലെങ്കിൽ Space) അമർത്തുക.</translation>
        </message>
        <message>
            <source>The {row} row is locked: nobody may cross in it any more.</source>
            <translation>{row} വരി പൂട്ടിയിരിക്കുന്നു: ഇനി ആർക്കും അതിൽ ക്രോസ് ഇടാനാകില്ല.</translation>
        </message>
        <message>
            <source>The white sum is {total}: cross {total} in one row, or Skip (S).</source>
            <translation>വെള്ളത്തുക {total} ആണ്: ഒരു വരിയിൽ {total}-ൽ ക്രോസ് ഇടുക, അല്ലെങ്കിൽ ഒഴിവാക്കുക (S).</translation>
        </message>
        <message>
            <source>The {row} die is off the table: that row is locked.</source>
            <translation>{row} പകിട മേശയിൽ നിന്ന് പുറത്തായി: ആ വരി പൂട്ടിയിരിക്കുന്നു.</translation>
        </message>
        <message>
            <source>{Row} {number} is not a colour sum now: white {first} or {second} + {row} {die} make {sum}.</source>
            <translation>{Row} {number} ഇപ്പോൾ ഒരു നിറത്തുകയല്ല: വെള്ള {first} അല്ലെങ്കിൽ {second} + {row} {die} ചേർന്നാൽ {sum}.</translation>
        </message>
        <message>
            <source>{Row} {number} is not a colour sum now: white {first} or {second} + {row} {die} make {sum} or {other}.</source>
            <translation>{Row} {number} ഇപ്പോൾ ഒരു നിറത്തുകയല്ല: വെള്ള {first} അല്ലെങ്കിൽ {second} + {row} {die} ചേർന്നാൽ {sum} അല്ലെങ്കിൽ {other}.</translation>
        </message>
        <message>
            <source>{Row} {number} lies left of your last cross in that row: crosses go left to right.</source>
            <translation>{Row} {number} ആ വരിയിലെ നിങ്ങളുടെ അവസാന ക്രോസിന്റെ ഇടതുവശത്താണ്: ക്രോസുകൾ ഇടത്തുനിന്ന് വലത്തോട്ടാണ്.</translation>
        </message>
        <message>
            <source>{Row} {number} needs five crosses in the {row} row first.</source>
            <translation>{Row} {number}-ന് ആദ്യം {row} വരിയിൽ അഞ്ച് ക്രോസുകൾ വേണം.</translation>
        </message>
        <message>
            <source>{Row} {number} can't be crossed now.</source>
            <translation>{Row} {number}-ൽ ഇപ്പോൾ ക്രോസ് ഇടാനാകില്ല.</translation>
        </message>
    </context>
    <context>
        <name>QwixxStrip</name>
        <message>
            <source>{row}: no crosses</source>
            <translation>{row}: ക്രോസുകൾ ഇല്ല</translation>
        </message>
        <message>
            <source>{row}: 1 cross, on {number}</source>
            <translation>{row}: 1 ക്രോസ്, {number}-ൽ</translation>
        </message>
        <message numerus="yes">
            <source>{row}: %n crosses, the last on {number}</source>
            <translation>
                <numerusform>{row}: %n ക്രോസ്, അവസാനത്തേത് {number}-ൽ</numerusform>
                <numerusform>{row}: %n ക്രോസുകൾ, അവസാനത്തേത് {number}-ൽ</numerusform>
            </translation>
        </message>
        <message>
            <source>no penalties</source>
            <translation>പിഴകൾ ഇല്ല</translation>
        </message>
        <message>
            <source>1 penalty</source>
            <translation>1 പിഴ</translation>
        </message>
        <message numerus="yes">
            <source>%n penalties</source>
            <translation>
                <numerusform>%n പിഴ</numerusform>
                <numerusform>%n പിഴകൾ</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}, {points} points: {rows}; {penalties}.</source>
            <comment>a seat's sheet in brief: its rows and penalties</comment>
            <translation>{name}, {points} പോയിന്റുകൾ: {rows}; {penalties}.</translation>
        </message>
    </context>
    <context>
        <name>QwixxRows</name>
        <message>
            <source>RED</source>
            <translation>ചുവപ്പ്</translation>
        </message>
        <message>
            <source>YELLOW</source>
            <translation>മഞ്ഞ</translation>
        </message>
        <message>
            <source>GREEN</source>
            <translation>പച്ച</translation>
        </message>
        <message>
            <source>BLUE</source>
            <translation>നീല</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>ചുവപ്പ്</translation>
        </message>
        <message>
            <source>Yellow</source>
            <translation>മഞ്ഞ</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>പച്ച</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>നീല</translation>
        </message>
        <message>
            <source>red</source>
            <translation>ചുവപ്പ്</translation>
        </message>
        <message>
            <source>yellow</source>
            <translation>മഞ്ഞ</translation>
        </message>
        <message>
            <source>green</source>
            <translation>പച്ച</translation>
        </message>
        <message>
            <source>blue</source>
            <translation>നീല</translation>
        </message>
    </context>
    <context>
        <name>QwixxPlayback</name>
        <message>
            <source>{Row} is locked!</source>
            <translation>{Row} പൂട്ടി!</translation>
        </message>
        <message>
            <source>Penalty −5</source>
            <translation>പിഴ −5</translation>
        </message>
    </context>
    <context>
        <name>QwixxPrinting</name>
        <message>
            <source>The printer could not be opened.</source>
            <translation>പ്രിന്റർ തുറക്കാനായില്ല.</translation>
        </message>
        <message>
            <source>The score sheets</source>
            <translation>സ്കോർ ഷീറ്റുകൾ</translation>
        </message>
        <message>
            <source>Qwixx: score summary</source>
            <translation>Qwixx: സ്കോർ സംഗ്രഹം</translation>
        </message>
        <message>
            <source>The game ended: {reason}</source>
            <translation>ഗെയിം അവസാനിച്ചു: {reason}</translation>
        </message>
        <message numerus="yes">
            <source>%n rolls. Best roll: {best}</source>
            <translation>
                <numerusform>%n ഉരുട്ടൽ. ഏറ്റവും നല്ല ഉരുട്ടൽ: {best}</numerusform>
                <numerusform>%n ഉരുട്ടലുകൾ. ഏറ്റവും നല്ല ഉരുട്ടൽ: {best}</numerusform>
            </translation>
        </message>
        <message>
            <source>Player</source>
            <translation>കളിക്കാരൻ</translation>
        </message>
        <message>
            <source>Seat</source>
            <comment>a column: person or bot</comment>
            <translation>ഇരിപ്പിടം</translation>
        </message>
        <message>
            <source>Penalties</source>
            <translation>പിഴകൾ</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>ആകെ</translation>
        </message>
        <message>
            <source>{name}  (winner)</source>
            <translation>{name}  (വിജയി)</translation>
        </message>
        <message>
            <source>{name} {points}</source>
            <comment>a chart's label: a name and the total</comment>
            <translation>{name} {points}</translation>
        </message>
        <message>
            <source>Totals by roll</source>
            <translation>ഉരുട്ടൽ തോറുമുള്ള ആകെ സ്കോറുകൾ</translation>
        </message>
        <message>
            <source>roll</source>
            <comment>the chart's axis: roll by roll</comment>
            <translation>ഉരുട്ടൽ</translation>
        </message>
    </context>
    <context>
        <name>QwixxSummary</name>
        <message>
            <source>{row} {number}</source>
            <comment>a crossed box: its row and number</comment>
            <translation>{row} {number}</translation>
        </message>
        <message>
            <source>the {row} lock</source>
            <translation>{row} പൂട്ട്</translation>
        </message>
        <message>
            <source>{row} {points}</source>
            <comment>a row's score</comment>
            <translation>{row} {points}</translation>
        </message>
        <message>
            <source>penalties −{points}</source>
            <translation>പിഴകൾ −{points}</translation>
        </message>
        <message>
            <source>The game is not over yet.</source>
            <translation>ഗെയിം ഇതുവരെ കഴിഞ്ഞിട്ടില്ല.</translation>
        </message>
        <message>
            <source>{name} scored {points} points.</source>
            <translation>{name} {points} പോയിന്റുകൾ നേടി.</translation>
        </message>
        <message>
            <source>Nobody scored.</source>
            <translation>ആരും സ്കോർ നേടിയില്ല.</translation>
        </message>
        <message>
            <source>crosses</source>
            <comment>the best roll's gain, in general</comment>
            <translation>ക്രോസുകൾ</translation>
        </message>
        <message>
            <source>{name}: +{points} points on roll {roll} ({crossed})</source>
            <translation>{name}: ഉരുട്ടൽ {roll}-ൽ +{points} പോയിന്റുകൾ ({crossed})</translation>
        </message>
        <message>
            <source>{details}, 1 hint</source>
            <translation>{details}, 1 സൂചന</translation>
        </message>
        <message numerus="yes">
            <source>{details}, %n hints</source>
            <translation>
                <numerusform>{details}, %n സൂചന</numerusform>
                <numerusform>{details}, %n സൂചനകൾ</numerusform>
            </translation>
        </message>
        <message>
            <source>The game ended: {reason}</source>
            <translation>ഗെയിം അവസാനിച്ചു: {reason}</translation>
        </message>
        <message numerus="yes">
            <source>%n rolls in all.</source>
            <translation>
                <numerusform>ആകെ %n ഉരുട്ടൽ.</numerusform>
                <numerusform>ആകെ %n ഉരുട്ടലുകൾ.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>QwixxTable</name>
        <message>
            <source>Table with the score sheets and the dice</source>
            <translation>സ്കോർ ഷീറ്റുകളും പകിടകളുമുള്ള മേശ</translation>
        </message>
    </context>
    <context>
        <name>AboutDialog</name>
        <message>
            <source>Modern tabletop classics on your desktop: {games}. Play against friends at one screen or against bots from beginner to expert, all offline.</source>
            <translation>ആധുനിക ടേബിൾടോപ്പ് ക്ലാസിക്കുകൾ നിങ്ങളുടെ ഡെസ്ക്ടോപ്പിൽ: {games}. ഒരു സ്ക്രീനിൽ സുഹൃത്തുക്കളോടൊപ്പമോ തുടക്കക്കാരൻ മുതൽ വിദഗ്ധൻ വരെയുള്ള ബോട്ടുകൾക്കെതിരെയോ കളിക്കുക, എല്ലാം ഓഫ്ലൈനായി.</translation>
        </message>
        <message>
            <source>{about} Coming soon: {games}.</source>
            <comment>the sentence above, then the games to come</comment>
            <translation>{about} ഉടൻ വരുന്നു: {games}.</translation>
        </message>
        <message>
            <source>Qt and PySide6 (LGPL-3.0)</source>
            <translation>Qt, PySide6 (LGPL-3.0)</translation>
        </message>
        <message>
            <source>Python (PSF License)</source>
            <translation>Python (PSF License)</translation>
        </message>
        <message>
            <source>Quiddler's word lists: SCOWL (permissive)</source>
            <translation>Quiddler-ന്റെ വാക്ക് പട്ടികകൾ: SCOWL (permissive)</translation>
        </message>
        <message>
            <source>Malayalam font: Manjari (OFL-1.1)</source>
            <translation>മലയാളം ഫോണ്ട്: Manjari (OFL-1.1)</translation>
        </message>
        <message>
            <source>Libraries in this installation</source>
            <translation>ഈ ഇൻസ്റ്റാളേഷനിലെ ലൈബ്രറികൾ</translation>
        </message>
        <message>
            <source>About {app}</source>
            <translation>{app}-നെക്കുറിച്ച്</translation>
        </message>
        <message>
            <source>Version {version}</source>
            <translation>പതിപ്പ് {version}</translation>
        </message>
        <message>
            <source>Licences</source>
            <translation>ലൈസൻസുകൾ</translation>
        </message>
        <message>
            <source>The licence files are missing from this installation.</source>
            <translation>ലൈസൻസ് ഫയലുകൾ ഈ ഇൻസ്റ്റാളേഷനിൽ ഇല്ല.</translation>
        </message>
        <message>
            <source>This licence file cannot be read ({error}).</source>
            <translation>ഈ ലൈസൻസ് ഫയൽ വായിക്കാനാകില്ല ({error}).</translation>
        </message>
    </context>
    <context>
        <name>MessageBanner</name>
        <message>
            <source>Dismiss</source>
            <translation>അടയ്ക്കുക</translation>
        </message>
    </context>
    <context>
        <name>EndDialog</name>
        <message>
            <source>Game over</source>
            <translation>ഗെയിം കഴിഞ്ഞു</translation>
        </message>
        <message>
            <source>&lt;b&gt;Best move:&lt;/b&gt; {move}</source>
            <translation>&lt;b&gt;ഏറ്റവും നല്ല നീക്കം:&lt;/b&gt; {move}</translation>
        </message>
        <message>
            <source>Print summary…</source>
            <translation>സംഗ്രഹം പ്രിന്റ് ചെയ്യുക…</translation>
        </message>
        <message>
            <source>Back to home</source>
            <translation>ഹോമിലേക്ക് മടങ്ങുക</translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>വീണ്ടും കളിക്കുക</translation>
        </message>
        <message>
            <source>The same players and options, with a fresh shuffle</source>
            <translation>അതേ കളിക്കാരും ഓപ്ഷനുകളും, പുതുതായി കശക്കി</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>കളിക്കാരൻ</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>ഇരിപ്പിടം</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>സ്കോർ</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>വിശദാംശങ്ങൾ</translation>
        </message>
    </context>
    <context>
        <name>GamesInProgress</name>
        <message>
            <source>just now</source>
            <translation>ഇപ്പോൾ</translation>
        </message>
        <message>
            <source>1 minute ago</source>
            <translation>1 മിനിറ്റ് മുമ്പ്</translation>
        </message>
        <message numerus="yes">
            <source>%n minutes ago</source>
            <translation>
                <numerusform>%n മിനിറ്റ് മുമ്പ്</numerusform>
                <numerusform>%n മിനിറ്റ് മുമ്പ്</numerusform>
            </translation>
        </message>
        <message>
            <source>today at {time}</source>
            <translation>ഇന്ന് {time}-ന്</translation>
        </message>
        <message>
            <source>yesterday at {time}</source>
            <translation>ഇന്നലെ {time}-ന്</translation>
        </message>
        <message>
            <source>on {date}</source>
            <translation>{date}-ന്</translation>
        </message>
        <message>
            <source>d MMMM yyyy</source>
            <comment>a date, as QLocale writes it</comment>
            <translation>d MMMM yyyy</translation>
        </message>
        <message>
            <source>, </source>
            <comment>between the players of a game</comment>
            <translation>, </translation>
        </message>
        <message>
            <source>{name} (bot)</source>
            <translation>{name} (ബോട്ട്)</translation>
        </message>
        <message>
            <source>1 move played</source>
            <translation>1 നീക്കം കളിച്ചു</translation>
        </message>
        <message numerus="yes">
            <source>%n moves played</source>
            <translation>
                <numerusform>%n നീക്കം കളിച്ചു</numerusform>
                <numerusform>%n നീക്കങ്ങൾ കളിച്ചു</numerusform>
            </translation>
        </message>
        <message>
            <source>{players} · {moves} · open in another window</source>
            <translation>{players} · {moves} · മറ്റൊരു വിൻഡോയിൽ തുറന്നിരിക്കുന്നു</translation>
        </message>
        <message>
            <source>{players} · {moves} · last played {when}</source>
            <translation>{players} · {moves} · അവസാനം കളിച്ചത് {when}</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>ഇല്ലാതാക്കുക…</translation>
        </message>
        <message>
            <source>Delete this game of {game} (asks first)</source>
            <translation>ഈ {game} ഗെയിം ഇല്ലാതാക്കുക (ആദ്യം ചോദിക്കും)</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>തുടരുക</translation>
        </message>
        <message>
            <source>This game is open in another Tabletop Desktop window.</source>
            <translation>ഈ ഗെയിം മറ്റൊരു Tabletop Desktop വിൻഡോയിൽ തുറന്നിരിക്കുന്നു.</translation>
        </message>
        <message>
            <source>Sit down at this game of {game} again</source>
            <translation>ഈ {game} ഗെയിമിൽ വീണ്ടും ഇരിക്കുക</translation>
        </message>
        <message>
            <source>Games in progress</source>
            <translation>പുരോഗമിക്കുന്ന ഗെയിമുകൾ</translation>
        </message>
        <message>
            <source>Your game in progress</source>
            <translation>നിങ്ങളുടെ പുരോഗമിക്കുന്ന ഗെയിം</translation>
        </message>
    </context>
    <context>
        <name>GamesKept</name>
        <message>
            <source>This game is being played in another Tabletop Desktop window. Continue it there, or close it there first.</source>
            <translation>ഈ ഗെയിം മറ്റൊരു Tabletop Desktop വിൻഡോയിൽ കളിക്കുന്നുണ്ട്. അവിടെ തുടരുക, അല്ലെങ്കിൽ ആദ്യം അവിടെ അത് അടയ്ക്കുക.</translation>
        </message>
        <message>
            <source>There is no game to continue.</source>
            <translation>തുടരാൻ ഗെയിം ഒന്നുമില്ല.</translation>
        </message>
        <message>
            <source>That game is no longer in progress.</source>
            <translation>ആ ഗെയിം ഇപ്പോൾ പുരോഗമിക്കുന്നില്ല.</translation>
        </message>
        <message>
            <source>This game is open in another window</source>
            <translation>ഈ ഗെയിം മറ്റൊരു വിൻഡോയിൽ തുറന്നിരിക്കുന്നു</translation>
        </message>
        <message>
            <source>Delete this game?</source>
            <translation>ഈ ഗെയിം ഇല്ലാതാക്കണോ?</translation>
        </message>
        <message>
            <source>Delete the game of {game} with {players} ({moves})? It cannot be continued afterwards.</source>
            <translation>{players} എന്നിവരുമായുള്ള {game} ഗെയിം ({moves}) ഇല്ലാതാക്കണോ? പിന്നീട് അത് തുടരാനാകില്ല.</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>ഇല്ലാതാക്കുക</translation>
        </message>
    </context>
    <context>
        <name>HomeScreen</name>
        <message>
            <source>{count} players</source>
            <translation>{count} കളിക്കാർ</translation>
        </message>
        <message>
            <source>{least} to {most} players</source>
            <translation>{least} മുതൽ {most} വരെ കളിക്കാർ</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>കളിക്കുക</translation>
        </message>
        <message>
            <source>Coming soon</source>
            <translation>ഉടൻ വരുന്നു</translation>
        </message>
        <message>
            <source>Start a new game of {game}</source>
            <translation>ഒരു പുതിയ {game} ഗെയിം തുടങ്ങുക</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>നിയമങ്ങൾ</translation>
        </message>
        <message>
            <source>How to play {game}</source>
            <translation>{game} എങ്ങനെ കളിക്കാം</translation>
        </message>
        <message>
            <source>{game} is coming in a later version.</source>
            <translation>{game} ഒരു പിന്നീടുള്ള പതിപ്പിൽ വരും.</translation>
        </message>
        <message>
            <source>Pull up a chair: pick a game and play against friends or bots.</source>
            <translation>ഒരു കസേര വലിച്ചിടൂ: ഒരു ഗെയിം തിരഞ്ഞെടുത്ത് സുഹൃത്തുക്കൾക്കോ ബോട്ടുകൾക്കോ എതിരെ കളിക്കൂ.</translation>
        </message>
        <message>
            <source>How to play (F1)</source>
            <translation>എങ്ങനെ കളിക്കാം (F1)</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>സ്ഥിതിവിവരക്കണക്കുകൾ</translation>
        </message>
        <message>
            <source>Your results so far</source>
            <translation>ഇതുവരെയുള്ള നിങ്ങളുടെ ഫലങ്ങൾ</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>ക്രമീകരണങ്ങൾ</translation>
        </message>
        <message>
            <source>Speed, theme and accessibility</source>
            <translation>വേഗം, തീം, പ്രവേശനക്ഷമത</translation>
        </message>
        <message>
            <source>About</source>
            <translation>വിവരം</translation>
        </message>
        <message>
            <source>Version and licences</source>
            <translation>പതിപ്പും ലൈസൻസുകളും</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>പുതിയ ഗെയിം…</translation>
        </message>
        <message>
            <source>Choose a game, the players and the options (Ctrl+N)</source>
            <translation>ഒരു ഗെയിമും കളിക്കാരെയും ഓപ്ഷനുകളും തിരഞ്ഞെടുക്കുക (Ctrl+N)</translation>
        </message>
        <message>
            <source>Open saved game…</source>
            <translation>സേവ് ചെയ്ത ഗെയിം തുറക്കുക…</translation>
        </message>
        <message>
            <source>Continue a game you saved to a file (Ctrl+O)</source>
            <translation>ഒരു ഫയലിലേക്ക് സേവ് ചെയ്ത ഗെയിം തുടരുക (Ctrl+O)</translation>
        </message>
        <message>
            <source>Join a game…</source>
            <translation>ഒരു ഗെയിമിൽ ചേരുക…</translation>
        </message>
        <message>
            <source>Join a game hosted on another computer</source>
            <translation>മറ്റൊരു കമ്പ്യൂട്ടറിൽ നടത്തുന്ന ഒരു ഗെയിമിൽ ചേരുക</translation>
        </message>
    </context>
    <context>
        <name>HostedTablesPanel</name>
        <message>
            <source>{game}, room code {code}: nobody has joined yet.</source>
            <translation>{game}, റൂം കോഡ് {code}: ഇതുവരെ ആരും ചേർന്നിട്ടില്ല.</translation>
        </message>
        <message>
            <source>{game} with {players} (room code {code}).</source>
            <translation>{game}, കളിക്കാർ: {players} (റൂം കോഡ് {code}).</translation>
        </message>
        <message>
            <source>Network tables you host</source>
            <translation>നിങ്ങൾ നടത്തുന്ന നെറ്റ്വർക്ക് മേശകൾ</translation>
        </message>
        <message>
            <source>Reopen a table to go on: the players who joined come back by themselves.</source>
            <translation>തുടരാൻ ഒരു മേശ വീണ്ടും തുറക്കുക: ചേർന്ന കളിക്കാർ സ്വയം തിരികെ വരും.</translation>
        </message>
        <message>
            <source>Reopen</source>
            <translation>വീണ്ടും തുറക്കുക</translation>
        </message>
        <message>
            <source>Start the table again on this computer and sit down at it.</source>
            <translation>ഈ കമ്പ്യൂട്ടറിൽ മേശ വീണ്ടും തുടങ്ങി അതിൽ ഇരിക്കുക.</translation>
        </message>
        <message>
            <source>Stop keeping this table; the others cannot come back to it.</source>
            <translation>ഈ മേശ സൂക്ഷിക്കുന്നത് നിർത്തുക; മറ്റുള്ളവർക്ക് ഇതിലേക്ക് തിരികെ വരാനാകില്ല.</translation>
        </message>
        <message>
            <source>Forget</source>
            <translation>മറക്കുക</translation>
        </message>
    </context>
    <context>
        <name>JoinDialog</name>
        <message>
            <source>Looking for tables on this network… None has been found yet.</source>
            <translation>ഈ നെറ്റ്വർക്കിൽ മേശകൾ തിരയുന്നു… ഇതുവരെ ഒന്നും കണ്ടെത്തിയില്ല.</translation>
        </message>
        <message>
            <source>This computer cannot listen for tables on the network just now (another program may be using the port). Type the address the host gave you instead.</source>
            <translation>ഈ കമ്പ്യൂട്ടറിന് ഇപ്പോൾ നെറ്റ്വർക്കിലെ മേശകൾക്കായി കേൾക്കാനാകില്ല (മറ്റൊരു പ്രോഗ്രാം പോർട്ട് ഉപയോഗിക്കുന്നുണ്ടാകാം). പകരം ഹോസ്റ്റ് നൽകിയ വിലാസം ടൈപ്പ് ചെയ്യുക.</translation>
        </message>
        <message>
            <source>Join a game</source>
            <translation>ഒരു ഗെയിമിൽ ചേരുക</translation>
        </message>
        <message>
            <source>Join a game on another computer</source>
            <translation>മറ്റൊരു കമ്പ്യൂട്ടറിലെ ഒരു ഗെയിമിൽ ചേരുക</translation>
        </message>
        <message>
            <source>Pick a table found on this network, or type the address the host gave you. The host also tells you the room code.</source>
            <translation>ഈ നെറ്റ്വർക്കിൽ കണ്ടെത്തിയ ഒരു മേശ തിരഞ്ഞെടുക്കുക, അല്ലെങ്കിൽ ഹോസ്റ്റ് നൽകിയ വിലാസം ടൈപ്പ് ചെയ്യുക. റൂം കോഡും ഹോസ്റ്റ് പറഞ്ഞുതരും.</translation>
        </message>
        <message>
            <source>Tables other computers on this network are hosting.</source>
            <translation>ഈ നെറ്റ്വർക്കിലെ മറ്റ് കമ്പ്യൂട്ടറുകൾ നടത്തുന്ന മേശകൾ.</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>വിലാസം:</translation>
        </message>
        <message>
            <source>{count} letters and digits</source>
            <translation>{count} അക്ഷരങ്ങളും അക്കങ്ങളും</translation>
        </message>
        <message>
            <source>Room code:</source>
            <translation>റൂം കോഡ്:</translation>
        </message>
        <message>
            <source>The name the others see</source>
            <translation>മറ്റുള്ളവർ കാണുന്ന പേര്</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>നിങ്ങളുടെ പേര്:</translation>
        </message>
        <message>
            <source>Another person plays at this computer</source>
            <translation>മറ്റൊരാൾ കൂടി ഈ കമ്പ്യൂട്ടറിൽ കളിക്കുന്നു</translation>
        </message>
        <message>
            <source>Take one more seat for somebody here; you pass the screen between you, with the pieces covered.</source>
            <translation>ഇവിടെയുള്ള ഒരാൾക്കായി ഒരു ഇരിപ്പിടം കൂടി എടുക്കുക; കൈകൾ മറച്ച്, നിങ്ങൾ തമ്മിൽ സ്ക്രീൻ കൈമാറുക.</translation>
        </message>
        <message>
            <source>Join</source>
            <translation>ചേരുക</translation>
        </message>
        <message>
            <source>Pick this table; then type the room code the host tells you.</source>
            <translation>ഈ മേശ തിരഞ്ഞെടുക്കുക; എന്നിട്ട് ഹോസ്റ്റ് പറയുന്ന റൂം കോഡ് ടൈപ്പ് ചെയ്യുക.</translation>
        </message>
        <message>
            <source>Their name, as the others see it</source>
            <translation>മറ്റുള്ളവർ കാണുന്നതുപോലെ അവരുടെ പേര്</translation>
        </message>
        <message>
            <source>Player {number} here:</source>
            <translation>ഇവിടെ കളിക്കാരൻ {number}:</translation>
        </message>
        <message>
            <source>The room code has {count} letters and digits, as the host's lobby shows it. Please check it and type it again.</source>
            <translation>ഹോസ്റ്റിന്റെ ലോബി കാണിക്കുന്നതുപോലെ, റൂം കോഡിൽ {count} അക്ഷരങ്ങളും അക്കങ്ങളും ഉണ്ട്. ദയവായി അത് പരിശോധിച്ച് വീണ്ടും ടൈപ്പ് ചെയ്യുക.</translation>
        </message>
        <message>
            <source>Please type your name: the others see it at the table.</source>
            <translation>ദയവായി നിങ്ങളുടെ പേര് ടൈപ്പ് ചെയ്യുക: മറ്റുള്ളവർ അത് മേശയിൽ കാണും.</translation>
        </message>
        <message>
            <source>Two people at this computer have the same name: please give each their own.</source>
            <translation>ഈ കമ്പ്യൂട്ടറിലെ രണ്ടുപേർക്ക് ഒരേ പേരാണ്: ദയവായി ഓരോരുത്തർക്കും സ്വന്തം പേര് നൽകുക.</translation>
        </message>
        <message>
            <source>Connecting to the table at {address}…</source>
            <translation>{address}-ലെ മേശയിലേക്ക് ബന്ധിപ്പിക്കുന്നു…</translation>
        </message>
    </context>
    <context>
        <name>JoinedTablesPanel</name>
        <message>
            <source>{game} at {address} as {names} (room code {code}).</source>
            <translation>{game}, {address}-ൽ, {names} ആയി (റൂം കോഡ് {code}).</translation>
        </message>
        <message>
            <source>Network tables you joined</source>
            <translation>നിങ്ങൾ ചേർന്ന നെറ്റ്വർക്ക് മേശകൾ</translation>
        </message>
        <message>
            <source>Rejoin a table to sit down at your seat again, where the game is now.</source>
            <translation>ഗെയിം ഇപ്പോഴുള്ളിടത്ത് നിങ്ങളുടെ ഇരിപ്പിടത്തിൽ വീണ്ടും ഇരിക്കാൻ ഒരു മേശയിൽ വീണ്ടും ചേരുക.</translation>
        </message>
        <message>
            <source>Rejoin</source>
            <translation>വീണ്ടും ചേരുക</translation>
        </message>
        <message>
            <source>Go back to your seat at this table.</source>
            <translation>ഈ മേശയിലെ നിങ്ങളുടെ ഇരിപ്പിടത്തിലേക്ക് തിരികെ പോകുക.</translation>
        </message>
        <message>
            <source>Stop keeping this table here; the host may give your seat to a bot.</source>
            <translation>ഈ മേശ ഇവിടെ സൂക്ഷിക്കുന്നത് നിർത്തുക; ആതിഥേയന് നിങ്ങളുടെ ഇരിപ്പിടം ഒരു ബോട്ടിന് നൽകാം.</translation>
        </message>
        <message>
            <source>Forget</source>
            <translation>മറക്കുക</translation>
        </message>
    </context>
    <context>
        <name>KeyboardDialog</name>
        <message>
            <source>Tab / Shift+Tab</source>
            <translation>Tab / Shift+Tab</translation>
        </message>
        <message>
            <source>Move between buttons and fields</source>
            <translation>ബട്ടണുകൾക്കും ഫീൽഡുകൾക്കും ഇടയിൽ നീങ്ങുക</translation>
        </message>
        <message>
            <source>Enter or Space</source>
            <translation>Enter അല്ലെങ്കിൽ Space</translation>
        </message>
        <message>
            <source>Press the button that has the focus ring</source>
            <translation>ഫോക്കസ് വളയമുള്ള ബട്ടൺ അമർത്തുക</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Close a dialog without changing anything</source>
            <translation>ഒന്നും മാറ്റാതെ ഒരു ഡയലോഗ് അടയ്ക്കുക</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>കീബോർഡ് കുറുക്കുവഴികൾ</translation>
        </message>
    </context>
    <context>
        <name>TableFinder</name>
        <message>
            <source>A game</source>
            <comment>a table's unknown game</comment>
            <translation>ഒരു ഗെയിം</translation>
        </message>
        <message>
            <source>somebody</source>
            <comment>a table's unknown host</comment>
            <translation>ആരോ ഒരാൾ</translation>
        </message>
    </context>
    <context>
        <name>LobbyDialog</name>
        <message>
            <source>Waiting for players</source>
            <translation>കളിക്കാർക്കായി കാത്തിരിക്കുന്നു</translation>
        </message>
        <message>
            <source>Waiting for the host</source>
            <translation>ഹോസ്റ്റിനായി കാത്തിരിക്കുന്നു</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>വിലാസം:</translation>
        </message>
        <message>
            <source>Room code:</source>
            <translation>റൂം കോഡ്:</translation>
        </message>
        <message>
            <source>Copy address and code</source>
            <translation>വിലാസവും കോഡും പകർത്തുക</translation>
        </message>
        <message>
            <source>Put the address and the room code on the clipboard, to send them.</source>
            <translation>അയയ്ക്കാനായി വിലാസവും റൂം കോഡും ക്ലിപ്പ്ബോർഡിലേക്ക് പകർത്തുക.</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>ഇരിപ്പിടങ്ങൾ</translation>
        </message>
        <message>
            <source>Cancel the game</source>
            <translation>ഗെയിം റദ്ദാക്കുക</translation>
        </message>
        <message>
            <source>Leave the table</source>
            <translation>മേശ വിടുക</translation>
        </message>
        <message>
            <source>Close the table; the others are told.</source>
            <translation>മേശ അടയ്ക്കുക; മറ്റുള്ളവരെ അറിയിക്കും.</translation>
        </message>
        <message>
            <source>Give up your seat and go back.</source>
            <translation>നിങ്ങളുടെ ഇരിപ്പിടം ഒഴിഞ്ഞ് തിരികെ പോകുക.</translation>
        </message>
        <message>
            <source>Start game</source>
            <translation>ഗെയിം തുടങ്ങുക</translation>
        </message>
        <message>
            <source>{game}: waiting for players</source>
            <translation>{game}: കളിക്കാർക്കായി കാത്തിരിക്കുന്നു</translation>
        </message>
        <message>
            <source>{game}: you have joined the table</source>
            <translation>{game}: നിങ്ങൾ മേശയിൽ ചേർന്നു</translation>
        </message>
        <message>
            <source>Tell the others the address and the room code below. On their computer they choose Join a game on the home screen and type them in.</source>
            <translation>താഴെയുള്ള വിലാസവും റൂം കോഡും മറ്റുള്ളവരോട് പറയുക. അവർ അവരുടെ കമ്പ്യൂട്ടറിൽ ഹോം സ്ക്രീനിലെ ഒരു ഗെയിമിൽ ചേരുക തിരഞ്ഞെടുത്ത് അവ ടൈപ്പ് ചെയ്യും.</translation>
        </message>
        <message>
            <source>{name} (seat {number})</source>
            <translation>{name} (ഇരിപ്പിടം {number})</translation>
        </message>
        <message>
            <source>You play {seats}. The game begins when the host starts it.</source>
            <translation>നിങ്ങൾ {seats} കളിക്കുന്നു. ഹോസ്റ്റ് തുടങ്ങുമ്പോൾ ഗെയിം ആരംഭിക്കും.</translation>
        </message>
        <message>
            <source> and </source>
            <comment>between a person's seats</comment>
            <translation>, </translation>
        </message>
        <message>
            <source>You play a seat. The game begins when the host starts it.</source>
            <translation>നിങ്ങൾ ഒരു ഇരിപ്പിടം കളിക്കുന്നു. ഹോസ്റ്റ് തുടങ്ങുമ്പോൾ ഗെയിം ആരംഭിക്കും.</translation>
        </message>
        <message>
            <source>Addresses:</source>
            <translation>വിലാസങ്ങൾ:</translation>
        </message>
        <message>
            <source>The table has no address yet.</source>
            <translation>മേശയ്ക്ക് ഇതുവരെ വിലാസമില്ല.</translation>
        </message>
        <message>
            <source>Everybody is here: you can start the game.</source>
            <translation>എല്ലാവരും എത്തി: നിങ്ങൾക്ക് ഗെയിം തുടങ്ങാം.</translation>
        </message>
        <message>
            <source>Everybody is here; the host may start at any moment.</source>
            <translation>എല്ലാവരും എത്തി; ഹോസ്റ്റ് ഏത് നിമിഷവും തുടങ്ങിയേക്കാം.</translation>
        </message>
        <message>
            <source>, </source>
            <comment>between seat numbers</comment>
            <translation>, </translation>
        </message>
        <message>
            <source>seat {number}</source>
            <translation>ഇരിപ്പിടം {number}</translation>
        </message>
        <message>
            <source>The game can start once one joining seat ({seats}) is taken.</source>
            <translation>ചേരാനുള്ള ഒരു ഇരിപ്പിടം ({seats}) എടുത്തുകഴിഞ്ഞാൽ ഗെയിം തുടങ്ങാം.</translation>
        </message>
        <message numerus="yes">
            <source>The game can start once %n joining seats ({seats}) are taken.</source>
            <translation>
                <numerusform>ചേരാനുള്ള %n ഇരിപ്പിടം ({seats}) എടുത്തുകഴിഞ്ഞാൽ ഗെയിം തുടങ്ങാം.</numerusform>
                <numerusform>ചേരാനുള്ള %n ഇരിപ്പിടങ്ങൾ ({seats}) എടുത്തുകഴിഞ്ഞാൽ ഗെയിം തുടങ്ങാം.</numerusform>
            </translation>
        </message>
        <message>
            <source>{sentence} You may also give a seat nobody took to a bot.</source>
            <comment>the sentence above, then this one</comment>
            <translation>{sentence} ആരും എടുക്കാത്ത ഒരു ഇരിപ്പിടം ഒരു ബോട്ടിന് നൽകാനും കഴിയും.</translation>
        </message>
        <message>
            <source>The table is being set up.</source>
            <translation>മേശ സജ്ജമാക്കുന്നു.</translation>
        </message>
        <message>
            <source>Start the game for everybody.</source>
            <translation>എല്ലാവർക്കുമായി ഗെയിം തുടങ്ങുക.</translation>
        </message>
        <message>
            <source>Every joining seat must be taken first.</source>
            <translation>ചേരാനുള്ള എല്ലാ ഇരിപ്പിടങ്ങളും ആദ്യം എടുക്കണം.</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>ഇരിപ്പിടം {number}</translation>
        </message>
        <message>
            <source>Free seat</source>
            <translation>ഒഴിഞ്ഞ ഇരിപ്പിടം</translation>
        </message>
        <message>
            <source>How well the bot plays this seat.</source>
            <translation>ബോട്ട് ഈ ഇരിപ്പിടം എത്ര നന്നായി കളിക്കുന്നു.</translation>
        </message>
        <message>
            <source>Give to a bot</source>
            <translation>ഒരു ബോട്ടിന് നൽകുക</translation>
        </message>
        <message>
            <source>A bot plays seat {number} instead of a joining player.</source>
            <translation>ചേരുന്ന ഒരു കളിക്കാരന് പകരം ഒരു ബോട്ട് ഇരിപ്പിടം {number} കളിക്കും.</translation>
        </message>
        <message>
            <source> or </source>
            <comment>between a table's addresses</comment>
            <translation> അല്ലെങ്കിൽ </translation>
        </message>
        <message>
            <source>Join my game of {game} in Tabletop Desktop: choose Join a game, type the address {addresses} and the room code {code}.</source>
            <translation>Tabletop Desktop-ലെ എന്റെ {game} ഗെയിമിൽ ചേരൂ: ഒരു ഗെയിമിൽ ചേരുക തിരഞ്ഞെടുത്ത്, {addresses} എന്ന വിലാസവും {code} എന്ന റൂം കോഡും ടൈപ്പ് ചെയ്യുക.</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>പകർത്തി</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Tabletop Desktop games (*{extension});;All files (*)</source>
            <translation>Tabletop Desktop ഗെയിമുകൾ (*{extension});;എല്ലാ ഫയലുകളും (*)</translation>
        </message>
        <message>
            <source>, </source>
            <comment>between the players in Hints used</comment>
            <translation>, </translation>
        </message>
        <message>
            <source>{name} {count}</source>
            <comment>a player and the hints they used</comment>
            <translation>{name} {count}</translation>
        </message>
        <message>
            <source>Hints used: {players}.</source>
            <translation>ഉപയോഗിച്ച സൂചനകൾ: {players}.</translation>
        </message>
        <message>
            <source>Undo is not possible now: {reason}</source>
            <translation>ഇപ്പോൾ പഴയപടിയാക്കാനാകില്ല: {reason}</translation>
        </message>
        <message>
            <source>&amp;Join a game…</source>
            <translation>ഒരു ഗെയിമിൽ &amp;ചേരുക…</translation>
        </message>
        <message>
            <source>Join a game hosted on another computer</source>
            <translation>മറ്റൊരു കമ്പ്യൂട്ടറിൽ നടത്തുന്ന ഒരു ഗെയിമിൽ ചേരുക</translation>
        </message>
        <message>
            <source>A file could not be used</source>
            <translation>ഒരു ഫയൽ ഉപയോഗിക്കാനായില്ല</translation>
        </message>
        <message>
            <source>This game cannot be continued</source>
            <translation>ഈ ഗെയിം തുടരാനാകില്ല</translation>
        </message>
        <message>
            <source>{game} cannot be shown</source>
            <translation>{game} കാണിക്കാനാകില്ല</translation>
        </message>
        <message>
            <source>Something went wrong while setting up the table: {error}</source>
            <translation>മേശ സജ്ജമാക്കുന്നതിനിടെ എന്തോ പിശക് സംഭവിച്ചു: {error}</translation>
        </message>
        <message>
            <source>Your game of {game} is kept: continue it from Games in progress on the home screen.</source>
            <translation>നിങ്ങളുടെ {game} ഗെയിം സൂക്ഷിച്ചിട്ടുണ്ട്: ഹോം സ്ക്രീനിലെ പുരോഗമിക്കുന്ന ഗെയിമുകളിൽ നിന്ന് അത് തുടരുക.</translation>
        </message>
        <message>
            <source>Open saved game</source>
            <translation>സേവ് ചെയ്ത ഗെയിം തുറക്കുക</translation>
        </message>
        <message>
            <source>This game cannot be opened</source>
            <translation>ഈ ഗെയിം തുറക്കാനാകില്ല</translation>
        </message>
        <message>
            <source>Save game</source>
            <translation>ഗെയിം സേവ് ചെയ്യുക</translation>
        </message>
        <message>
            <source>The game could not be saved</source>
            <translation>ഗെയിം സേവ് ചെയ്യാനായില്ല</translation>
        </message>
        <message>
            <source>{file}: {error}</source>
            <translation>{file}: {error}</translation>
        </message>
        <message>
            <source>Saved as {file}.</source>
            <translation>{file} ആയി സേവ് ചെയ്തു.</translation>
        </message>
        <message>
            <source>{game} summary.pdf</source>
            <comment>a file name</comment>
            <translation>{game} സംഗ്രഹം.pdf</translation>
        </message>
        <message>
            <source>Export summary as PDF</source>
            <translation>സംഗ്രഹം PDF ആയി എക്സ്പോർട്ട് ചെയ്യുക</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>PDF ഫയലുകൾ (*.pdf)</translation>
        </message>
        <message>
            <source>{game} summary</source>
            <comment>a document's title</comment>
            <translation>{game} സംഗ്രഹം</translation>
        </message>
        <message>
            <source>The PDF could not be written</source>
            <translation>PDF എഴുതാനായില്ല</translation>
        </message>
        <message>
            <source>Summary written to {file}.</source>
            <translation>സംഗ്രഹം {file}-ലേക്ക് എഴുതി.</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>ഗെയിം</translation>
        </message>
        <message>
            <source>There is no move to undo.</source>
            <translation>പഴയപടിയാക്കാൻ നീക്കമൊന്നുമില്ല.</translation>
        </message>
        <message>
            <source>{game} (practice game) — {app}</source>
            <translation>{game} (പരിശീലന ഗെയിം) — {app}</translation>
        </message>
        <message>
            <source>{game} — {app}</source>
            <translation>{game} — {app}</translation>
        </message>
        <message>
            <source>Playing {game}</source>
            <translation>{game} കളിക്കുന്നു</translation>
        </message>
        <message>
            <source>Playing</source>
            <translation>കളിക്കുന്നു</translation>
        </message>
        <message>
            <source>Menus</source>
            <translation>മെനുകൾ</translation>
        </message>
        <message>
            <source>Moving around</source>
            <translation>നീങ്ങൽ</translation>
        </message>
        <message>
            <source>Your settings could not be saved: {error}</source>
            <translation>നിങ്ങളുടെ ക്രമീകരണങ്ങൾ സേവ് ചെയ്യാനായില്ല: {error}</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>Undo your last confirmed move, with the bot moves after it</source>
            <translation>നിങ്ങളുടെ അവസാനം സ്ഥിരീകരിച്ച നീക്കം, അതിനുശേഷമുള്ള ബോട്ട് നീക്കങ്ങൾ സഹിതം, പഴയപടിയാക്കുക</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;ഗെയിം</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;പുതിയ ഗെയിം…</translation>
        </message>
        <message>
            <source>Choose a game and the players</source>
            <translation>ഒരു ഗെയിമും കളിക്കാരെയും തിരഞ്ഞെടുക്കുക</translation>
        </message>
        <message>
            <source>&amp;Open saved game…</source>
            <translation>സേവ് ചെയ്ത ഗെയിം &amp;തുറക്കുക…</translation>
        </message>
        <message>
            <source>Continue a game saved to a file</source>
            <translation>ഒരു ഫയലിലേക്ക് സേവ് ചെയ്ത ഗെയിം തുടരുക</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;സേവ് ചെയ്യുക</translation>
        </message>
        <message>
            <source>Save this game to a file</source>
            <translation>ഈ ഗെയിം ഒരു ഫയലിലേക്ക് സേവ് ചെയ്യുക</translation>
        </message>
        <message>
            <source>Save &amp;as…</source>
            <translation>ഇങ്ങനെ &amp;സേവ് ചെയ്യുക…</translation>
        </message>
        <message>
            <source>Save this game to a new file</source>
            <translation>ഈ ഗെയിം ഒരു പുതിയ ഫയലിലേക്ക് സേവ് ചെയ്യുക</translation>
        </message>
        <message>
            <source>&amp;Print summary…</source>
            <translation>സംഗ്രഹം &amp;പ്രിന്റ് ചെയ്യുക…</translation>
        </message>
        <message>
            <source>Print the score summary</source>
            <translation>സ്കോർ സംഗ്രഹം പ്രിന്റ് ചെയ്യുക</translation>
        </message>
        <message>
            <source>&amp;Export summary as PDF…</source>
            <translation>സംഗ്രഹം PDF ആയി &amp;എക്സ്പോർട്ട് ചെയ്യുക…</translation>
        </message>
        <message>
            <source>Write the score summary to a PDF file</source>
            <translation>സ്കോർ സംഗ്രഹം ഒരു PDF ഫയലിലേക്ക് എഴുതുക</translation>
        </message>
        <message>
            <source>Back to &amp;home</source>
            <translation>&amp;ഹോമിലേക്ക് മടങ്ങുക</translation>
        </message>
        <message>
            <source>Leave the table; the game stays in Games in progress</source>
            <translation>മേശ വിടുക; ഗെയിം പുരോഗമിക്കുന്ന ഗെയിമുകളിൽ തുടരും</translation>
        </message>
        <message>
            <source>S&amp;tatistics</source>
            <translation>&amp;സ്ഥിതിവിവരക്കണക്കുകൾ</translation>
        </message>
        <message>
            <source>Your results so far</source>
            <translation>ഇതുവരെയുള്ള നിങ്ങളുടെ ഫലങ്ങൾ</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;പുറത്തുകടക്കുക</translation>
        </message>
        <message>
            <source>Close Tabletop Desktop</source>
            <translation>Tabletop Desktop അടയ്ക്കുക</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;എഡിറ്റ്</translation>
        </message>
        <message>
            <source>&amp;Undo last move</source>
            <translation>അവസാന നീക്കം &amp;പഴയപടിയാക്കുക</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>&amp;ക്രമീകരണങ്ങൾ…</translation>
        </message>
        <message>
            <source>Speed, theme and accessibility</source>
            <translation>വേഗം, തീം, പ്രവേശനക്ഷമത</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;കാഴ്ച</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>&amp;പൂർണ്ണ സ്ക്രീൻ</translation>
        </message>
        <message>
            <source>Use the whole screen</source>
            <translation>മുഴുവൻ സ്ക്രീനും ഉപയോഗിക്കുക</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;സൂചന</translation>
        </message>
        <message>
            <source>Show a suggested move</source>
            <translation>ഒരു നിർദ്ദേശിത നീക്കം കാണിക്കുക</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;സഹായം</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;നിയമങ്ങൾ</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>എങ്ങനെ കളിക്കാം</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;കീബോർഡ് കുറുക്കുവഴികൾ</translation>
        </message>
        <message>
            <source>Every key the app and the game know</source>
            <translation>ആപ്പിനും ഗെയിമിനും അറിയാവുന്ന എല്ലാ കീകളും</translation>
        </message>
        <message>
            <source>&amp;About Tabletop Desktop</source>
            <translation>&amp;Tabletop Desktop-നെക്കുറിച്ച്</translation>
        </message>
        <message>
            <source>Version and licences</source>
            <translation>പതിപ്പും ലൈസൻസുകളും</translation>
        </message>
    </context>
    <context>
        <name>NetworkGames</name>
        <message>
            <source>Host</source>
            <comment>the name of the host's seat</comment>
            <translation>ഹോസ്റ്റ്</translation>
        </message>
        <message>
            <source>Host {number}</source>
            <comment>the name of the host's seat</comment>
            <translation>ഹോസ്റ്റ് {number}</translation>
        </message>
        <message>
            <source>The host</source>
            <comment>the name of the host's seat</comment>
            <translation>ഹോസ്റ്റ്</translation>
        </message>
        <message>
            <source>The table is being opened on this computer…</source>
            <translation>ഈ കമ്പ്യൂട്ടറിൽ മേശ തുറക്കുന്നു…</translation>
        </message>
        <message>
            <source>The table at {address} could not be reached. {reason}</source>
            <translation>{address}-ലെ മേശയിൽ എത്താനായില്ല. {reason}</translation>
        </message>
        <message>
            <source>Going back to the table at {address}…</source>
            <translation>{address}-ലെ മേശയിലേക്ക് തിരികെ പോകുന്നു…</translation>
        </message>
        <message>
            <source>another computer</source>
            <comment>who hosts a table, when its name is unknown</comment>
            <translation>മറ്റൊരു കമ്പ്യൂട്ടർ</translation>
        </message>
    </context>
    <context>
        <name>NetworkModel</name>
        <message>
            <source>Type the address the host gave you, such as 192.168.1.20:8765 (a name such as game.example.org:8765 works too).</source>
            <translation>ഹോസ്റ്റ് നൽകിയ വിലാസം ടൈപ്പ് ചെയ്യുക, ഉദാഹരണത്തിന് 192.168.1.20:8765 (game.example.org:8765 പോലുള്ള ഒരു പേരും പ്രവർത്തിക്കും).</translation>
        </message>
        <message>
            <source>Please type the table's address. {help}</source>
            <translation>ദയവായി മേശയുടെ വിലാസം ടൈപ്പ് ചെയ്യുക. {help}</translation>
        </message>
        <message>
            <source>The address has an opening bracket without its closing one. {help}</source>
            <translation>വിലാസത്തിൽ ഒരു തുറക്കുന്ന ബ്രാക്കറ്റ് ഉണ്ട്, അടയ്ക്കുന്നത് ഇല്ല. {help}</translation>
        </message>
        <message>
            <source>The address has something after its closing bracket. {help}</source>
            <translation>വിലാസത്തിൽ അടയ്ക്കുന്ന ബ്രാക്കറ്റിന് ശേഷം എന്തോ ഉണ്ട്. {help}</translation>
        </message>
        <message>
            <source>That is not an address a table can have. {help}</source>
            <translation>അത് ഒരു മേശയ്ക്ക് ഉണ്ടാകാവുന്ന വിലാസമല്ല. {help}</translation>
        </message>
        <message>
            <source>The address needs its port, the number after the colon. {help}</source>
            <translation>വിലാസത്തിന് അതിന്റെ പോർട്ട് വേണം, കോളന് ശേഷമുള്ള സംഖ്യ. {help}</translation>
        </message>
        <message>
            <source>The port, the number after the colon, must be between 1 and 65535. {help}</source>
            <translation>പോർട്ട്, കോളന് ശേഷമുള്ള സംഖ്യ, 1-നും 65535-നും ഇടയിൽ ആയിരിക്കണം. {help}</translation>
        </message>
        <message>
            <source>A bot plays this seat ({level}).</source>
            <translation>ഒരു ബോട്ട് ഈ ഇരിപ്പിടം കളിക്കുന്നു ({level}).</translation>
        </message>
        <message>
            <source>A bot plays this seat.</source>
            <translation>ഒരു ബോട്ട് ഈ ഇരിപ്പിടം കളിക്കുന്നു.</translation>
        </message>
        <message>
            <source>Plays at the host's computer.</source>
            <translation>ഹോസ്റ്റിന്റെ കമ്പ്യൂട്ടറിൽ കളിക്കുന്നു.</translation>
        </message>
        <message>
            <source>Nobody has taken this seat yet.</source>
            <translation>ഇതുവരെ ആരും ഈ ഇരിപ്പിടം എടുത്തിട്ടില്ല.</translation>
        </message>
        <message>
            <source>This player has joined and is connected.</source>
            <translation>ഈ കളിക്കാരൻ ചേർന്നു, കണക്റ്റ് ചെയ്തിരിക്കുന്നു.</translation>
        </message>
        <message>
            <source>This player lost the connection and is coming back.</source>
            <translation>ഈ കളിക്കാരന്റെ കണക്ഷൻ നഷ്ടമായി, തിരികെ വരുന്നു.</translation>
        </message>
        <message>
            <source>This player has left the table.</source>
            <translation>ഈ കളിക്കാരൻ മേശ വിട്ടു.</translation>
        </message>
        <message>
            <source>This seat's state is not known.</source>
            <translation>ഈ ഇരിപ്പിടത്തിന്റെ അവസ്ഥ അറിയില്ല.</translation>
        </message>
        <message>
            <source>online</source>
            <comment>a player's connection</comment>
            <translation>ഓൺലൈൻ</translation>
        </message>
        <message>
            <source>reconnecting…</source>
            <comment>a player's connection</comment>
            <translation>വീണ്ടും കണക്റ്റ് ചെയ്യുന്നു…</translation>
        </message>
        <message>
            <source>left</source>
            <comment>a player who has left the table</comment>
            <translation>വിട്ടുപോയി</translation>
        </message>
        <message>
            <source>not here yet</source>
            <comment>a player's connection</comment>
            <translation>ഇതുവരെ എത്തിയിട്ടില്ല</translation>
        </message>
        <message>
            <source>bot</source>
            <comment>a seat a bot plays now</comment>
            <translation>ബോട്ട്</translation>
        </message>
        <message>
            <source>not known just now</source>
            <comment>a player's connection</comment>
            <translation>ഇപ്പോൾ അറിയില്ല</translation>
        </message>
        <message>
            <source>{game}, hosted by {host} at {address}: 1 seat is free.</source>
            <translation>{game}, ഹോസ്റ്റ്: {host}, {address}-ൽ: 1 ഇരിപ്പിടം ഒഴിവുണ്ട്.</translation>
        </message>
        <message numerus="yes">
            <source>{game}, hosted by {host} at {address}: %n seats are free.</source>
            <translation>
                <numerusform>{game}, ഹോസ്റ്റ്: {host}, {address}-ൽ: %n ഇരിപ്പിടം ഒഴിവുണ്ട്.</numerusform>
                <numerusform>{game}, ഹോസ്റ്റ്: {host}, {address}-ൽ: %n ഇരിപ്പിടങ്ങൾ ഒഴിവുണ്ട്.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>NetworkPlay</name>
        <message>
            <source>&amp;Leave the Table</source>
            <translation>മേശ &amp;വിടുക</translation>
        </message>
        <message>
            <source>Leave this network game for good: the host may give your seat to a bot at once.</source>
            <translation>ഈ നെറ്റ്വർക്ക് ഗെയിം എന്നന്നേക്കുമായി വിടുക: ആതിഥേയന് ഉടൻ തന്നെ നിങ്ങളുടെ ഇരിപ്പിടം ഒരു ബോട്ടിന് നൽകാം.</translation>
        </message>
        <message>
            <source>The network game has ended</source>
            <translation>നെറ്റ്വർക്ക് ഗെയിം അവസാനിച്ചു</translation>
        </message>
        <message>
            <source>{game} (network game) — {app}</source>
            <translation>{game} (നെറ്റ്വർക്ക് ഗെയിം) — {app}</translation>
        </message>
        <message>
            <source>Your network table of {game} is kept: reopen it from Network tables you host, and the players who joined come back.</source>
            <translation>നിങ്ങളുടെ {game} നെറ്റ്വർക്ക് മേശ സൂക്ഷിച്ചിട്ടുണ്ട്: നിങ്ങൾ നടത്തുന്ന നെറ്റ്വർക്ക് മേശകളിൽ നിന്ന് അത് വീണ്ടും തുറക്കുക, ചേർന്ന കളിക്കാർ തിരികെ വരും.</translation>
        </message>
        <message>
            <source>Your network table of the game is kept: reopen it from Network tables you host, and the players who joined come back.</source>
            <translation>ഗെയിമിന്റെ നിങ്ങളുടെ നെറ്റ്വർക്ക് മേശ സൂക്ഷിച്ചിട്ടുണ്ട്: നിങ്ങൾ നടത്തുന്ന നെറ്റ്വർക്ക് മേശകളിൽ നിന്ന് അത് വീണ്ടും തുറക്കുക, ചേർന്ന കളിക്കാർ തിരികെ വരും.</translation>
        </message>
        <message>
            <source>Your seat at the network table of {game} is kept: rejoin it from Network tables you joined.</source>
            <translation>{game} നെറ്റ്വർക്ക് മേശയിലെ നിങ്ങളുടെ ഇരിപ്പിടം സൂക്ഷിച്ചിട്ടുണ്ട്: നിങ്ങൾ ചേർന്ന നെറ്റ്വർക്ക് മേശകളിൽ നിന്ന് അതിൽ വീണ്ടും ചേരുക.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>Player {number}</source>
            <translation>കളിക്കാരൻ {number}</translation>
        </message>
        <message>
            <source>Person</source>
            <comment>a seat played by a person</comment>
            <translation>വ്യക്തി</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>ഇരിപ്പിടം {number}</translation>
        </message>
        <message>
            <source>Plays at this screen (pass and play).</source>
            <translation>ഈ സ്ക്രീനിൽ കളിക്കുന്നു (കൈമാറി കളിക്കുക).</translation>
        </message>
        <message>
            <source>Bot</source>
            <translation>ബോട്ട്</translation>
        </message>
        <message>
            <source>The computer plays this seat.</source>
            <translation>കമ്പ്യൂട്ടർ ഈ ഇരിപ്പിടം കളിക്കുന്നു.</translation>
        </message>
        <message>
            <source>Another computer</source>
            <translation>മറ്റൊരു കമ്പ്യൂട്ടർ</translation>
        </message>
        <message>
            <source>A player on another computer takes this seat and picks a name.</source>
            <translation>മറ്റൊരു കമ്പ്യൂട്ടറിലെ ഒരു കളിക്കാരൻ ഈ ഇരിപ്പിടം എടുത്ത് ഒരു പേര് തിരഞ്ഞെടുക്കും.</translation>
        </message>
        <message>
            <source>Picked by the player</source>
            <translation>കളിക്കാരൻ തിരഞ്ഞെടുക്കും</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>പുതിയ ഗെയിം</translation>
        </message>
        <message>
            <source>Players on this computer only</source>
            <translation>ഈ കമ്പ്യൂട്ടറിലെ കളിക്കാർ മാത്രം</translation>
        </message>
        <message>
            <source>The table listens only on this computer: for trying network play out with a second window.</source>
            <translation>മേശ ഈ കമ്പ്യൂട്ടറിൽ മാത്രം കേൾക്കുന്നു: ഒരു രണ്ടാം വിൻഡോ ഉപയോഗിച്ച് നെറ്റ്വർക്ക് കളി പരീക്ഷിക്കാൻ.</translation>
        </message>
        <message>
            <source>Players on this local network</source>
            <translation>ഈ ലോക്കൽ നെറ്റ്വർക്കിലെ കളിക്കാർ</translation>
        </message>
        <message>
            <source>Other computers at home or in the office can join; the table is announced on this network.</source>
            <translation>വീട്ടിലോ ഓഫീസിലോ ഉള്ള മറ്റ് കമ്പ്യൂട്ടറുകൾക്ക് ചേരാം; മേശ ഈ നെറ്റ്വർക്കിൽ അറിയിക്കും.</translation>
        </message>
        <message>
            <source>Who can join:</source>
            <translation>ആർക്ക് ചേരാം:</translation>
        </message>
        <message>
            <source>Start game</source>
            <translation>ഗെയിം തുടങ്ങുക</translation>
        </message>
        <message>
            <source>{game} (coming soon)</source>
            <translation>{game} (ഉടൻ വരുന്നു)</translation>
        </message>
        <message>
            <source>{pitch}
{least} to {most} players</source>
            <translation>{pitch}
{least} മുതൽ {most} വരെ കളിക്കാർ</translation>
        </message>
        <message>
            <source>Open the table</source>
            <translation>മേശ തുറക്കുക</translation>
        </message>
        <message>
            <source>The table shuffles a network game itself.</source>
            <translation>നെറ്റ്വർക്ക് ഗെയിമിൽ മേശ തന്നെ കശക്കുന്നു.</translation>
        </message>
        <message>
            <source>Open the lobby where the joining players take their seats.</source>
            <translation>ചേരുന്ന കളിക്കാർ ഇരിപ്പിടങ്ങൾ എടുക്കുന്ന ലോബി തുറക്കുക.</translation>
        </message>
        <message>
            <source>{level}: {description}</source>
            <translation>{level}: {description}</translation>
        </message>
        <message>
            <source>By the rules</source>
            <translation>നിയമപ്രകാരം</translation>
        </message>
    </context>
    <context>
        <name>Printing</name>
        <message>
            <source>Score summary</source>
            <translation>സ്കോർ സംഗ്രഹം</translation>
        </message>
        <message>
            <source>The PDF could not be written to {file}.</source>
            <translation>PDF {file}-ലേക്ക് എഴുതാനായില്ല.</translation>
        </message>
        <message>
            <source>Print summary</source>
            <translation>സംഗ്രഹം പ്രിന്റ് ചെയ്യുക</translation>
        </message>
    </context>
    <context>
        <name>RecordPrinting</name>
        <message>
            <source>Its summary cannot be printed: {reason}.</source>
            <translation>അതിന്റെ സംഗ്രഹം പ്രിന്റ് ചെയ്യാനാകില്ല: {reason}.</translation>
        </message>
        <message>
            <source>Its summary cannot be printed: its moves cannot be replayed by this version ({error}).</source>
            <translation>അതിന്റെ സംഗ്രഹം പ്രിന്റ് ചെയ്യാനാകില്ല: ഈ പതിപ്പിന് അതിന്റെ നീക്കങ്ങൾ വീണ്ടും കളിക്കാനാകില്ല ({error}).</translation>
        </message>
        <message>
            <source>Its summary cannot be printed: its moves no longer reach the end of the game in this version.</source>
            <translation>അതിന്റെ സംഗ്രഹം പ്രിന്റ് ചെയ്യാനാകില്ല: ഈ പതിപ്പിൽ അതിന്റെ നീക്കങ്ങൾ ഇനി ഗെയിമിന്റെ അവസാനത്തിൽ എത്തുന്നില്ല.</translation>
        </message>
        <message>
            <source>Its summary cannot be printed: {error}</source>
            <translation>അതിന്റെ സംഗ്രഹം പ്രിന്റ് ചെയ്യാനാകില്ല: {error}</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>The rules of {game} are coming soon, together with the game.</source>
            <translation>{game}-ന്റെ നിയമങ്ങൾ ഗെയിമിനൊപ്പം ഉടൻ വരുന്നു.</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>നിയമങ്ങൾ</translation>
        </message>
    </context>
    <context>
        <name>SeatGoneBar</name>
        <message>
            <source>How well the bot plays the seat.</source>
            <translation>ബോട്ട് ഈ ഇരിപ്പിടം എത്ര നന്നായി കളിക്കുന്നു.</translation>
        </message>
        <message>
            <source>Give the seat to a bot</source>
            <translation>ഇരിപ്പിടം ഒരു ബോട്ടിന് നൽകുക</translation>
        </message>
        <message>
            <source>Wait</source>
            <translation>കാത്തിരിക്കുക</translation>
        </message>
        <message>
            <source>Keep the seat for the player; this bar comes back if they stay away.</source>
            <translation>കളിക്കാരനായി ഇരിപ്പിടം സൂക്ഷിക്കുക; അവർ തിരികെ വന്നില്ലെങ്കിൽ ഈ ബാർ വീണ്ടും വരും.</translation>
        </message>
        <message>
            <source>{name} has left the table. You may give the seat to a bot, or wait for {name} to come back.</source>
            <translation>{name} മേശ വിട്ടു. നിങ്ങൾക്ക് ഇരിപ്പിടം ഒരു ബോട്ടിന് നൽകാം, അല്ലെങ്കിൽ {name} തിരികെ വരുന്നതുവരെ കാത്തിരിക്കാം.</translation>
        </message>
        <message>
            <source>{name} has been away for a while. You may give the seat to a bot, or wait for {name} to come back.</source>
            <translation>{name} കുറച്ചുനേരമായി ഇവിടെയില്ല. നിങ്ങൾക്ക് ഇരിപ്പിടം ഒരു ബോട്ടിന് നൽകാം, അല്ലെങ്കിൽ {name} തിരികെ വരുന്നതുവരെ കാത്തിരിക്കാം.</translation>
        </message>
    </context>
    <context>
        <name>SeatStatusKeeper</name>
        <message>
            <source>Bot</source>
            <comment>a seat a bot plays</comment>
            <translation>ബോട്ട്</translation>
        </message>
        <message>
            <source>{kind} · {status}</source>
            <comment>a seat's kind and its connection</comment>
            <translation>{kind} · {status}</translation>
        </message>
        <message>
            <source>{name} is connected.</source>
            <translation>{name} കണക്റ്റ് ചെയ്തിരിക്കുന്നു.</translation>
        </message>
        <message>
            <source>{name} lost the connection; the app is reconnecting.</source>
            <translation>{name}: കണക്ഷൻ നഷ്ടമായി; ആപ്പ് വീണ്ടും കണക്റ്റ് ചെയ്യുന്നു.</translation>
        </message>
        <message>
            <source>{name} has left the table.</source>
            <translation>{name} മേശ വിട്ടു.</translation>
        </message>
        <message>
            <source>A bot now plays {name}'s seat.</source>
            <translation>ഇപ്പോൾ {name} എന്നയാളുടെ ഇരിപ്പിടം ഒരു ബോട്ട് കളിക്കുന്നു.</translation>
        </message>
        <message>
            <source>Whether {name} is connected is not known while this computer's connection is down.</source>
            <translation>ഈ കമ്പ്യൂട്ടറിന്റെ കണക്ഷൻ ഇല്ലാത്തപ്പോൾ {name} കണക്റ്റ് ചെയ്തിട്ടുണ്ടോ എന്ന് അറിയാനാകില്ല.</translation>
        </message>
    </context>
    <context>
        <name>ServerProcess</name>
        <message>
            <source>{sentence} It said: {detail}</source>
            <comment>the sentence above, then what the server wrote</comment>
            <translation>{sentence} അത് പറഞ്ഞത്: {detail}</translation>
        </message>
        <message>
            <source>The table's server did not start in time, so the game cannot be hosted.</source>
            <translation>മേശയുടെ സെർവർ സമയത്ത് തുടങ്ങിയില്ല, അതിനാൽ ഗെയിം നടത്താനാകില്ല.</translation>
        </message>
        <message>
            <source>The table's server stopped before it was ready, so the game cannot be hosted.</source>
            <translation>മേശയുടെ സെർവർ തയ്യാറാകുന്നതിന് മുമ്പ് നിന്നുപോയി, അതിനാൽ ഗെയിം നടത്താനാകില്ല.</translation>
        </message>
        <message>
            <source>The table's server stopped during the game.</source>
            <translation>ഗെയിമിനിടെ മേശയുടെ സെർവർ നിന്നുപോയി.</translation>
        </message>
        <message>
            <source>The table's server could not be started, so the game cannot be hosted.</source>
            <translation>മേശയുടെ സെർവർ തുടങ്ങാനായില്ല, അതിനാൽ ഗെയിം നടത്താനാകില്ല.</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Slow</source>
            <translation>പതുക്കെ</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>സാധാരണ</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>വേഗത്തിൽ</translation>
        </message>
        <message>
            <source>Light (green felt)</source>
            <translation>ലൈറ്റ് (പച്ച ഫെൽറ്റ്)</translation>
        </message>
        <message>
            <source>Dark (slate)</source>
            <translation>ഡാർക്ക് (സ്ലേറ്റ്)</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>ക്രമീകരണങ്ങൾ</translation>
        </message>
    </context>
    <context>
        <name>LanguageSettings</name>
        <message>
            <source>System</source>
            <translation>സിസ്റ്റം</translation>
        </message>
        <message>
            <source>The new language is used when {app} starts again; after OK you can restart it at once.</source>
            <translation>{app} വീണ്ടും തുടങ്ങുമ്പോൾ പുതിയ ഭാഷ ഉപയോഗിക്കും; ശരി അമർത്തിയ ശേഷം ഉടൻ അത് പുനരാരംഭിക്കാം.</translation>
        </message>
        <message>
            <source>Restart {app}</source>
            <translation>{app} പുനരാരംഭിക്കുക</translation>
        </message>
        <message>
            <source>{app} speaks the new language from its next start. Restart it now?</source>
            <translation>അടുത്ത തുടക്കം മുതൽ {app} പുതിയ ഭാഷ ഉപയോഗിക്കും. ഇപ്പോൾ പുനരാരംഭിക്കണോ?</translation>
        </message>
        <message>
            <source>A game in progress is kept: it waits under Continue on the home screen.</source>
            <translation>പുരോഗമിക്കുന്ന ഗെയിം സൂക്ഷിക്കും: ഹോം സ്ക്രീനിലെ തുടരുക എന്നതിന് കീഴിൽ അത് കാത്തിരിക്കും.</translation>
        </message>
        <message>
            <source>Restart now</source>
            <translation>ഇപ്പോൾ പുനരാരംഭിക്കുക</translation>
        </message>
        <message>
            <source>Later</source>
            <translation>പിന്നീട്</translation>
        </message>
    </context>
    <context>
        <name>Points</name>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>%n പോയിന്റ്</numerusform>
                <numerusform>%n പോയിന്റുകൾ</numerusform>
            </translation>
        </message>
        <message>
            <source>{score} points</source>
            <comment>a score below zero</comment>
            <translation>{score} പോയിന്റുകൾ</translation>
        </message>
    </context>
    <context>
        <name>Lists</name>
        <message>
            <source>{first} and {last}</source>
            <comment>the end of a list of names</comment>
            <translation>{first}, {last} എന്നിവർ</translation>
        </message>
        <message>
            <source>, </source>
            <comment>between the names of a list</comment>
            <translation>, </translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <source>d MMM yyyy</source>
            <comment>a short date, as QLocale writes it</comment>
            <translation>d MMM yyyy</translation>
        </message>
        <message>
            <source>1 game played by bots only</source>
            <translation>ബോട്ടുകൾ മാത്രം കളിച്ച 1 ഗെയിം</translation>
        </message>
        <message numerus="yes">
            <source>%n games played by bots only</source>
            <translation>
                <numerusform>ബോട്ടുകൾ മാത്രം കളിച്ച %n ഗെയിം</numerusform>
                <numerusform>ബോട്ടുകൾ മാത്രം കളിച്ച %n ഗെയിമുകൾ</numerusform>
            </translation>
        </message>
        <message>
            <source>1 practice game</source>
            <translation>1 പരിശീലന ഗെയിം</translation>
        </message>
        <message numerus="yes">
            <source>%n practice games</source>
            <translation>
                <numerusform>%n പരിശീലന ഗെയിം</numerusform>
                <numerusform>%n പരിശീലന ഗെയിമുകൾ</numerusform>
            </translation>
        </message>
        <message>
            <source>Not counted here: {bots_only} and {practice}. They are in the History tab.</source>
            <translation>ഇവിടെ എണ്ണിയിട്ടില്ല: {bots_only}, {practice}. അവ ചരിത്രം ടാബിലുണ്ട്.</translation>
        </message>
        <message>
            <source>Not counted here: {games}. They are in the History tab.</source>
            <translation>ഇവിടെ എണ്ണിയിട്ടില്ല: {games}. അവ ചരിത്രം ടാബിലുണ്ട്.</translation>
        </message>
        <message>
            <source>{game} is coming soon.</source>
            <translation>{game} ഉടൻ വരുന്നു.</translation>
        </message>
        <message>
            <source>Its statistics will live here.</source>
            <translation>അതിന്റെ സ്ഥിതിവിവരക്കണക്കുകൾ ഇവിടെ കാണാം.</translation>
        </message>
        <message>
            <source>No finished games of {game} with a person yet.</source>
            <translation>ഒരു വ്യക്തി കളിച്ച, പൂർത്തിയായ {game} ഗെയിമുകൾ ഇതുവരെ ഇല്ല.</translation>
        </message>
        <message>
            <source>No finished games of {game} yet.</source>
            <translation>പൂർത്തിയായ {game} ഗെയിമുകൾ ഇതുവരെ ഇല്ല.</translation>
        </message>
        <message>
            <source>Finish a game and your results will show up here.</source>
            <translation>ഒരു ഗെയിം പൂർത്തിയാക്കൂ, നിങ്ങളുടെ ഫലങ്ങൾ ഇവിടെ കാണാം.</translation>
        </message>
        <message>
            <source>{percent} % of games</source>
            <translation>{percent} % ഗെയിമുകൾ</translation>
        </message>
        <message>
            <source>{player}, {date}</source>
            <translation>{player}, {date}</translation>
        </message>
        <message>
            <source>Games played</source>
            <translation>കളിച്ച ഗെയിമുകൾ</translation>
        </message>
        <message>
            <source>with a person at the table</source>
            <translation>മേശയിൽ ഒരു വ്യക്തിയുള്ളവ</translation>
        </message>
        <message>
            <source>Won by people</source>
            <translation>ആളുകൾ ജയിച്ചത്</translation>
        </message>
        <message>
            <source>Won by bots</source>
            <translation>ബോട്ടുകൾ ജയിച്ചത്</translation>
        </message>
        <message>
            <source>Average score</source>
            <translation>ശരാശരി സ്കോർ</translation>
        </message>
        <message>
            <source>of people, per game</source>
            <translation>ആളുകളുടേത്, ഓരോ ഗെയിമിലും</translation>
        </message>
        <message>
            <source>Best score</source>
            <translation>ഏറ്റവും മികച്ച സ്കോർ</translation>
        </message>
        <message>
            <source>in {hinted} of 1 game</source>
            <translation>1 ഗെയിമിൽ {hinted} എണ്ണത്തിൽ</translation>
        </message>
        <message numerus="yes">
            <source>in {hinted} of %n games</source>
            <translation>
                <numerusform>%n ഗെയിമിൽ {hinted} എണ്ണത്തിൽ</numerusform>
                <numerusform>%n ഗെയിമുകളിൽ {hinted} എണ്ണത്തിൽ</numerusform>
            </translation>
        </message>
        <message>
            <source>No hints asked for yet</source>
            <translation>ഇതുവരെ സൂചനകൾ ചോദിച്ചിട്ടില്ല</translation>
        </message>
        <message>
            <source>Hints asked for</source>
            <translation>ചോദിച്ച സൂചനകൾ</translation>
        </message>
        <message>
            <source>People</source>
            <translation>ആളുകൾ</translation>
        </message>
        <message>
            <source>{percent} %</source>
            <translation>{percent} %</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>പേര്</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>ഗെയിമുകൾ</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>വിജയങ്ങൾ</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>വിജയ നിരക്ക്</translation>
        </message>
        <message>
            <source>Average</source>
            <translation>ശരാശരി</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>മികച്ചത്</translation>
        </message>
        <message>
            <source>Bots by level</source>
            <translation>നിലവാരമനുസരിച്ച് ബോട്ടുകൾ</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>നിലവാരം</translation>
        </message>
        <message>
            <source>{move} ({date})</source>
            <translation>{move} ({date})</translation>
        </message>
        <message>
            <source>{move} ({points}, {date})</source>
            <translation>{move} ({points}, {date})</translation>
        </message>
        <message>
            <source>{player}: {move} ({date})</source>
            <translation>{player}: {move} ({date})</translation>
        </message>
        <message>
            <source>{player}: {move} ({points}, {date})</source>
            <translation>{player}: {move} ({points}, {date})</translation>
        </message>
        <message>
            <source>&lt;b&gt;Best move:&lt;/b&gt; {move}</source>
            <translation>&lt;b&gt;ഏറ്റവും നല്ല നീക്കം:&lt;/b&gt; {move}</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>സ്ഥിതിവിവരക്കണക്കുകൾ</translation>
        </message>
        <message>
            <source>History</source>
            <translation>ചരിത്രം</translation>
        </message>
    </context>
    <context>
        <name>HistoryPanel</name>
        <message>
            <source>Date</source>
            <translation>തീയതി</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>ഗെയിം</translation>
        </message>
        <message>
            <source>Players and scores</source>
            <translation>കളിക്കാരും സ്കോറുകളും</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>വിജയി</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>കുറിപ്പുകൾ</translation>
        </message>
        <message>
            <source>{date}, {time}</source>
            <translation>{date}, {time}</translation>
        </message>
        <message>
            <source>{name} (bot, {level})</source>
            <translation>{name} (ബോട്ട്, {level})</translation>
        </message>
        <message>
            <source>{name} (bot)</source>
            <translation>{name} (ബോട്ട്)</translation>
        </message>
        <message>
            <source>, </source>
            <comment>between the players of a game</comment>
            <translation>, </translation>
        </message>
        <message>
            <source>{player} {score}</source>
            <comment>a player and their final score</comment>
            <translation>{player} {score}</translation>
        </message>
        <message>
            <source>Nobody</source>
            <comment>nobody won</comment>
            <translation>ആരുമില്ല</translation>
        </message>
        <message>
            <source>{names} (shared)</source>
            <comment>winners who share the win</comment>
            <translation>{names} (പങ്കിട്ടു)</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>പരിശീലനം</translation>
        </message>
        <message>
            <source>Bots only</source>
            <translation>ബോട്ടുകൾ മാത്രം</translation>
        </message>
        <message>
            <source>Cannot be printed</source>
            <translation>പ്രിന്റ് ചെയ്യാനാകില്ല</translation>
        </message>
        <message>
            <source>Network game</source>
            <translation>നെറ്റ്വർക്ക് ഗെയിം</translation>
        </message>
        <message>
            <source>Nobody here played</source>
            <translation>ഇവിടെ ആരും കളിച്ചില്ല</translation>
        </message>
        <message>
            <source>; </source>
            <comment>between the notes of a game</comment>
            <translation>; </translation>
        </message>
        <message>
            <source>No finished games yet. Every game you finish is listed here.</source>
            <translation>ഇതുവരെ പൂർത്തിയായ ഗെയിമുകൾ ഇല്ല. നിങ്ങൾ പൂർത്തിയാക്കുന്ന ഓരോ ഗെയിമും ഇവിടെ കാണാം.</translation>
        </message>
        <message>
            <source>Every finished game, newest first. Practice games and games of bots only are listed here but left out of the figures.</source>
            <translation>പൂർത്തിയായ എല്ലാ ഗെയിമുകളും, പുതിയവ ആദ്യം. പരിശീലന ഗെയിമുകളും ബോട്ടുകൾ മാത്രമുള്ള ഗെയിമുകളും ഇവിടെ കാണാം, പക്ഷേ കണക്കുകളിൽ ഉൾപ്പെടുത്തില്ല.</translation>
        </message>
        <message>
            <source>Print summary…</source>
            <translation>സംഗ്രഹം പ്രിന്റ് ചെയ്യുക…</translation>
        </message>
        <message>
            <source>Print the chosen game's score summary again, or save it as PDF from the print preview</source>
            <translation>തിരഞ്ഞെടുത്ത ഗെയിമിന്റെ സ്കോർ സംഗ്രഹം വീണ്ടും പ്രിന്റ് ചെയ്യുക, അല്ലെങ്കിൽ പ്രിന്റ് പ്രിവ്യൂവിൽ നിന്ന് PDF ആയി സേവ് ചെയ്യുക</translation>
        </message>
        <message>
            <source>Choose a game to print its score summary again.</source>
            <translation>സ്കോർ സംഗ്രഹം വീണ്ടും പ്രിന്റ് ചെയ്യാൻ ഒരു ഗെയിം തിരഞ്ഞെടുക്കുക.</translation>
        </message>
    </context>
    <context>
        <name>ImportJob</name>
        <message>
            <source>{file} cannot be read ({error}).</source>
            <translation>{file} വായിക്കാനാകില്ല ({error}).</translation>
        </message>
    </context>
    <context>
        <name>ImportProgress</name>
        <message>
            <source>Cancel import</source>
            <translation>ഇറക്കുമതി റദ്ദാക്കുക</translation>
        </message>
        <message>
            <source>Stop reading the file; your list stays exactly as it was.</source>
            <translation>ഫയൽ വായിക്കുന്നത് നിർത്തുക; നിങ്ങളുടെ പട്ടിക അതേപടി തുടരും.</translation>
        </message>
        <message>
            <source>Reading {file}…</source>
            <translation>{file} വായിക്കുന്നു…</translation>
        </message>
    </context>
    <context>
        <name>ImportConfirmation</name>
        <message>
            <source>Import this word list?</source>
            <translation>ഈ വാക്ക് പട്ടിക ഇറക്കുമതി ചെയ്യണോ?</translation>
        </message>
        <message>
            <source>Its word: {words}.</source>
            <translation>അതിലെ വാക്ക്: {words}.</translation>
        </message>
        <message>
            <source>Some of its words: {words}.</source>
            <translation>അതിലെ ചില വാക്കുകൾ: {words}.</translation>
        </message>
        <message>
            <source>Import it? It replaces your own list, {name} (one word).</source>
            <translation>ഇറക്കുമതി ചെയ്യണോ? അത് നിങ്ങളുടെ സ്വന്തം പട്ടികയായ {name} (ഒരു വാക്ക്) മാറ്റിസ്ഥാപിക്കും.</translation>
        </message>
        <message>
            <source>Import it? It replaces your own list, {name} ({count} words).</source>
            <translation>ഇറക്കുമതി ചെയ്യണോ? അത് നിങ്ങളുടെ സ്വന്തം പട്ടികയായ {name} ({count} വാക്കുകൾ) മാറ്റിസ്ഥാപിക്കും.</translation>
        </message>
        <message>
            <source>Import it as your own list for new games?</source>
            <translation>പുതിയ ഗെയിമുകൾക്കായി നിങ്ങളുടെ സ്വന്തം പട്ടികയായി ഇത് ഇറക്കുമതി ചെയ്യണോ?</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>ഇറക്കുമതി ചെയ്യുക</translation>
        </message>
    </context>
    <context>
        <name>WordListsDialog</name>
        <message>
            <source>Common words (a gentler game)</source>
            <translation>സാധാരണ വാക്കുകൾ (എളുപ്പമുള്ള കളി)</translation>
        </message>
        <message>
            <source>Standard English words</source>
            <translation>സ്റ്റാൻഡേർഡ് ഇംഗ്ലീഷ് വാക്കുകൾ</translation>
        </message>
        <message>
            <source>Full list (rare words too)</source>
            <translation>മുഴുവൻ പട്ടിക (അപൂർവ വാക്കുകളും)</translation>
        </message>
        <message>
            <source>Your own list</source>
            <translation>നിങ്ങളുടെ സ്വന്തം പട്ടിക</translation>
        </message>
        <message>
            <source>This game is played with: {list}.</source>
            <translation>ഈ ഗെയിം കളിക്കുന്നത് ഈ പട്ടിക കൊണ്ടാണ്: {list}.</translation>
        </message>
        <message>
            <source>{sentence} {more}</source>
            <comment>two sentences</comment>
            <translation>{sentence} {more}</translation>
        </message>
        <message>
            <source>Its list holds one word.</source>
            <translation>അതിന്റെ പട്ടികയിൽ ഒരു വാക്ക് ഉണ്ട്.</translation>
        </message>
        <message>
            <source>Its list holds {count} words.</source>
            <translation>അതിന്റെ പട്ടികയിൽ {count} വാക്കുകൾ ഉണ്ട്.</translation>
        </message>
        <message>
            <source>House words: {allowed} allowed, {refused} refused.</source>
            <translation>വീട്ടുവാക്കുകൾ: {allowed} അനുവദിച്ചു, {refused} നിരസിച്ചു.</translation>
        </message>
        <message>
            <source>Quiddler word lists</source>
            <translation>Quiddler വാക്ക് പട്ടികകൾ</translation>
        </message>
        <message>
            <source>Every player, person or bot, is judged by the same list. Changes apply to new games; a game in progress keeps the words it started with.</source>
            <translation>വ്യക്തിയായാലും ബോട്ടായാലും, ഓരോ കളിക്കാരനെയും ഒരേ പട്ടിക കൊണ്ടാണ് വിലയിരുത്തുന്നത്. മാറ്റങ്ങൾ പുതിയ ഗെയിമുകൾക്ക് ബാധകമാണ്; പുരോഗമിക്കുന്ന ഗെയിം അത് തുടങ്ങിയ വാക്കുകൾ തന്നെ സൂക്ഷിക്കും.</translation>
        </message>
        <message>
            <source>List for new games</source>
            <translation>പുതിയ ഗെയിമുകൾക്കുള്ള പട്ടിക</translation>
        </message>
        <message>
            <source>Import a list…</source>
            <translation>ഒരു പട്ടിക ഇറക്കുമതി ചെയ്യുക…</translation>
        </message>
        <message>
            <source>A text file with one word per line; lines that are not words are skipped and listed here.</source>
            <translation>ഒരു വരിയിൽ ഒരു വാക്കുള്ള ഒരു ടെക്സ്റ്റ് ഫയൽ; വാക്കുകളല്ലാത്ത വരികൾ ഒഴിവാക്കി ഇവിടെ പട്ടികപ്പെടുത്തും.</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>നീക്കം ചെയ്യുക</translation>
        </message>
        <message>
            <source>House words</source>
            <translation>വീട്ടുവാക്കുകൾ</translation>
        </message>
        <message>
            <source>Also count these words:</source>
            <translation>ഈ വാക്കുകളും എണ്ണുക:</translation>
        </message>
        <message>
            <source>Never count these words:</source>
            <translation>ഈ വാക്കുകൾ ഒരിക്കലും എണ്ണരുത്:</translation>
        </message>
        <message>
            <source>Words separated by spaces or new lines</source>
            <translation>സ്പേസുകളോ പുതിയ വരികളോ കൊണ്ട് വേർതിരിച്ച വാക്കുകൾ</translation>
        </message>
        <message>
            <source>dd MMM yyyy</source>
            <comment>a date, as QLocale writes it</comment>
            <translation>dd MMM yyyy</translation>
        </message>
        <message>
            <source>{name}: one word, imported on {date}.</source>
            <translation>{name}: ഒരു വാക്ക്, {date}-ന് ഇറക്കുമതി ചെയ്തു.</translation>
        </message>
        <message>
            <source>{name}: {count} words, imported on {date}.</source>
            <translation>{name}: {count} വാക്കുകൾ, {date}-ന് ഇറക്കുമതി ചെയ്തു.</translation>
        </message>
        <message>
            <source>{name}: one word.</source>
            <translation>{name}: ഒരു വാക്ക്.</translation>
        </message>
        <message>
            <source>{name}: {count} words.</source>
            <translation>{name}: {count} വാക്കുകൾ.</translation>
        </message>
        <message>
            <source>No list imported. Import a text file with one word per line.</source>
            <translation>ഒരു പട്ടികയും ഇറക്കുമതി ചെയ്തിട്ടില്ല. ഒരു വരിയിൽ ഒരു വാക്കുള്ള ഒരു ടെക്സ്റ്റ് ഫയൽ ഇറക്കുമതി ചെയ്യുക.</translation>
        </message>
        <message>
            <source>Import a word list</source>
            <translation>ഒരു വാക്ക് പട്ടിക ഇറക്കുമതി ചെയ്യുക</translation>
        </message>
        <message>
            <source>Word lists (*.txt *.lst *.dic);;All files (*)</source>
            <translation>വാക്ക് പട്ടികകൾ (*.txt *.lst *.dic);;എല്ലാ ഫയലുകളും (*)</translation>
        </message>
        <message>
            <source>Cancelling…</source>
            <translation>റദ്ദാക്കുന്നു…</translation>
        </message>
        <message>
            <source>Nothing was imported: {reason}</source>
            <translation>ഒന്നും ഇറക്കുമതി ചെയ്തില്ല: {reason}</translation>
        </message>
        <message>
            <source>The import was cancelled; your list is as it was.</source>
            <translation>ഇറക്കുമതി റദ്ദാക്കി; നിങ്ങളുടെ പട്ടിക പഴയതുപോലെ തന്നെ.</translation>
        </message>
        <message>
            <source>Nothing was imported; your list is as it was.</source>
            <translation>ഒന്നും ഇറക്കുമതി ചെയ്തില്ല; നിങ്ങളുടെ പട്ടിക പഴയതുപോലെ തന്നെ.</translation>
        </message>
        <message>
            <source>Nothing was imported: the list could not be written ({error}).</source>
            <translation>ഒന്നും ഇറക്കുമതി ചെയ്തില്ല: പട്ടിക എഴുതാനായില്ല ({error}).</translation>
        </message>
        <message>
            <source>One line was skipped (see why below).</source>
            <translation>ഒരു വരി ഒഴിവാക്കി (കാരണം താഴെ കാണുക).</translation>
        </message>
        <message>
            <source>{count} lines were skipped (see why below).</source>
            <translation>{count} വരികൾ ഒഴിവാക്കി (കാരണം താഴെ കാണുക).</translation>
        </message>
        <message>
            <source>Left out: {words}</source>
            <translation>ഒഴിവാക്കിയവ: {words}</translation>
        </message>
        <message>
            <source>The word lists could not be saved: {error}</source>
            <translation>വാക്ക് പട്ടികകൾ സേവ് ചെയ്യാനായില്ല: {error}</translation>
        </message>
    </context>
    <context>
        <name>NewGameForm</name>
        <message>
            <source>New game</source>
            <translation>പുതിയ ഗെയിം</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>ഗെയിം</translation>
        </message>
        <message>
            <source>The game to play</source>
            <translation>കളിക്കേണ്ട ഗെയിം</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>കളിക്കാർ</translation>
        </message>
        <message>
            <source>Number of players</source>
            <translation>കളിക്കാരുടെ എണ്ണം</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>ഓപ്ഷനുകൾ</translation>
        </message>
        <message>
            <source>Seed</source>
            <translation>സീഡ്</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>ക്രമരഹിതം</translation>
        </message>
        <message>
            <source>Enter a number to replay the same shuffle again; leave blank for a fresh game.</source>
            <translation>അതേ കശക്കൽ വീണ്ടും കളിക്കാൻ ഒരു സംഖ്യ നൽകുക; പുതിയ ഗെയിമിനായി ശൂന്യമായി വിടുക.</translation>
        </message>
        <message>
            <source>Leave blank for a fresh shuffle; the same number deals the same game.</source>
            <translation>പുതിയ കശക്കലിനായി ശൂന്യമായി വിടുക; അതേ സംഖ്യ അതേ ഗെയിം നൽകും.</translation>
        </message>
    </context>
    <context>
        <name>SettingsForm</name>
        <message>
            <source>Look</source>
            <translation>രൂപം</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>തീം</translation>
        </message>
        <message>
            <source>Light: a green felt table. Dark: a slate table, easier on the eyes at night.</source>
            <translation>ലൈറ്റ്: പച്ച ഫെൽറ്റ് മേശ. ഡാർക്ക്: സ്ലേറ്റ് മേശ, രാത്രിയിൽ കണ്ണുകൾക്ക് എളുപ്പം.</translation>
        </message>
        <message>
            <source>Colour-blind-friendly colours</source>
            <translation>വർണ്ണാന്ധതയ്ക്ക് അനുയോജ്യമായ നിറങ്ങൾ</translation>
        </message>
        <message>
            <source>Colours that stay distinct for the common kinds of colour blindness; shapes and symbols always differ too.</source>
            <translation>സാധാരണയുള്ള തരം വർണ്ണാന്ധതകളിലും വേർതിരിച്ചറിയാവുന്ന നിറങ്ങൾ; ആകൃതികളും ചിഹ്നങ്ങളും എപ്പോഴും വ്യത്യസ്തമാണ്.</translation>
        </message>
        <message>
            <source>Motion</source>
            <translation>ചലനം</translation>
        </message>
        <message>
            <source>Animation speed</source>
            <translation>ആനിമേഷൻ വേഗം</translation>
        </message>
        <message>
            <source>How fast tiles, cards and dice move.</source>
            <translation>ടൈലുകളും കാർഡുകളും പകിടകളും എത്ര വേഗത്തിൽ നീങ്ങുന്നു.</translation>
        </message>
        <message>
            <source>Bot speed</source>
            <translation>ബോട്ട് വേഗം</translation>
        </message>
        <message>
            <source>The pause between a bot's steps, so you can follow its move.</source>
            <translation>ഒരു ബോട്ടിന്റെ ഘട്ടങ്ങൾക്കിടയിലെ ഇടവേള, അതിന്റെ നീക്കം നിങ്ങൾക്ക് പിന്തുടരാൻ.</translation>
        </message>
        <message>
            <source>Reduce motion (no animations or effects)</source>
            <translation>ചലനം കുറയ്ക്കുക (ആനിമേഷനുകളോ ഇഫക്റ്റുകളോ ഇല്ല)</translation>
        </message>
        <message>
            <source>Pieces jump straight to their place and celebrations are skipped.</source>
            <translation>കരുക്കൾ നേരിട്ട് അവയുടെ സ്ഥാനത്തേക്ക് ചാടുന്നു, ആഘോഷങ്ങൾ ഒഴിവാക്കുന്നു.</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>ഭാഷ</translation>
        </message>
        <message>
            <source>The language of the app. System follows your computer's language when the app speaks it, and English otherwise.</source>
            <translation>ആപ്പിന്റെ ഭാഷ. ആപ്പ് നിങ്ങളുടെ കമ്പ്യൂട്ടറിന്റെ ഭാഷ സംസാരിക്കുമെങ്കിൽ സിസ്റ്റം അത് പിന്തുടരും, ഇല്ലെങ്കിൽ ഇംഗ്ലീഷ്.</translation>
        </message>
        <message>
            <source>Changes show at once; Cancel puts things back.</source>
            <translation>മാറ്റങ്ങൾ ഉടൻ കാണാം; റദ്ദാക്കുക എല്ലാം പഴയപടിയാക്കും.</translation>
        </message>
    </context>
</TS>
