<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
    <context>
        <name>quiddler</name>
        <message>
            <source>Take the {card} from the discard pile: then you can go out with {words}.</source>
            <translation>[Ţåķé ţĥé {card} ƒŕöɱ ţĥé ðîšçåŕð þîļé: ţĥéñ ýöû çåñ ĝö öûţ ŵîţĥ {words}. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Take the {card} from the discard pile: it helps make {words}.</source>
            <translation>[Ţåķé ţĥé {card} ƒŕöɱ ţĥé ðîšçåŕð þîļé: îţ ĥéļþš ɱåķé {words}. ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Draw from the draw pile: the discard pile is empty.</source>
            <translation>[Ðŕåŵ ƒŕöɱ ţĥé ðŕåŵ þîļé: ţĥé ðîšçåŕð þîļé îš éɱþţý. ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Draw from the draw pile: the {card} on the discard pile does not help your words.</source>
            <translation>[Ðŕåŵ ƒŕöɱ ţĥé ðŕåŵ þîļé: ţĥé {card} öñ ţĥé ðîšçåŕð þîļé ðöéš ñöţ ĥéļþ ýöûŕ ŵöŕðš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>You can go out: {words} ({points} points), discarding {card}. The words are in the rows: press Go out (G).</source>
            <translation>[Ýöû çåñ ĝö öûţ: {words} ({points} þöîñţš), ðîšçåŕðîñĝ {card}. Ţĥé ŵöŕðš åŕé îñ ţĥé ŕöŵš: þŕéšš Ĝö öûţ (Ĝ). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>No word can be made from these cards: discard your dearest card.</source>
            <translation>[Ñö ŵöŕð çåñ ƀé ɱåðé ƒŕöɱ ţĥéšé çåŕðš: ðîšçåŕð ýöûŕ ðéåŕéšţ çåŕð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>No word can be laid down: discard {card} ({points} points this round) — double-click it to finish.</source>
            <translation>[Ñö ŵöŕð çåñ ƀé ļåîð ðöŵñ: ðîšçåŕð {card} ({points} þöîñţš ţĥîš ŕöûñð) — ðöûƀļé-çļîçķ îţ ţö ƒîñîšĥ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Lay down {words} and discard {card} ({points} points this round): the words are in the rows, so double-click the {card} to finish.</source>
            <translation>[Ļåý ðöŵñ {words} åñð ðîšçåŕð {card} ({points} þöîñţš ţĥîš ŕöûñð): ţĥé ŵöŕðš åŕé îñ ţĥé ŕöŵš, šö ðöûƀļé-çļîçķ ţĥé {card} ţö ƒîñîšĥ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>No way to go out yet. Keep building {words} and discard {card}.</source>
            <translation>[Ñö ŵåý ţö ĝö öûţ ýéţ. Ķééþ ƀûîļðîñĝ {words} åñð ðîšçåŕð {card}. ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>No word yet: discard {card}.</source>
            <translation>[Ñö ŵöŕð ýéţ: ðîšçåŕð {card}. ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>words</source>
            <translation>[ŵöŕðš ~~]</translation>
        </message>
        <message>
            <source>You laid down {word}, a word of {points} points, in round {round}</source>
            <translation>[Ýöû ļåîð ðöŵñ {word}, å ŵöŕð öƒ {points} þöîñţš, îñ ŕöûñð {round} ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>{name} laid down {word}, a word of {points} points, in round {round}</source>
            <translation>[{name} ļåîð ðöŵñ {word}, å ŵöŕð öƒ {points} þöîñţš, îñ ŕöûñð {round} ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>After {rounds} rounds you have the most points.</source>
            <translation>[Åƒţéŕ {rounds} ŕöûñðš ýöû ĥåṽé ţĥé ɱöšţ þöîñţš. ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>After {rounds} rounds {name} has the most points.</source>
            <translation>[Åƒţéŕ {rounds} ŕöûñðš {name} ĥåš ţĥé ɱöšţ þöîñţš. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>After {rounds} rounds {names} share the most points.</source>
            <translation>[Åƒţéŕ {rounds} ŕöûñðš {names} šĥåŕé ţĥé ɱöšţ þöîñţš. ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>You drew from the draw pile.</source>
            <translation>[Ýöû ðŕéŵ ƒŕöɱ ţĥé ðŕåŵ þîļé. ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>{name} drew from the draw pile.</source>
            <translation>[{name} ðŕéŵ ƒŕöɱ ţĥé ðŕåŵ þîļé. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>You took {card} from the discard pile.</source>
            <translation>[Ýöû ţööķ {card} ƒŕöɱ ţĥé ðîšçåŕð þîļé. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>{name} took {card} from the discard pile.</source>
            <translation>[{name} ţööķ {card} ƒŕöɱ ţĥé ðîšçåŕð þîļé. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>You took a card from the discard pile.</source>
            <translation>[Ýöû ţööķ å çåŕð ƒŕöɱ ţĥé ðîšçåŕð þîļé. ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>{name} took a card from the discard pile.</source>
            <translation>[{name} ţööķ å çåŕð ƒŕöɱ ţĥé ðîšçåŕð þîļé. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>You discarded {card}.</source>
            <translation>[Ýöû ðîšçåŕðéð {card}. ~~~~~~]</translation>
        </message>
        <message>
            <source>{name} discarded {card}.</source>
            <translation>[{name} ðîšçåŕðéð {card}. ~~~~~]</translation>
        </message>
        <message>
            <source>You went out with {words} ({points} points) and discarded {card}.</source>
            <translation>[Ýöû ŵéñţ öûţ ŵîţĥ {words} ({points} þöîñţš) åñð ðîšçåŕðéð {card}. ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>{name} went out with {words} ({points} points) and discarded {card}.</source>
            <translation>[{name} ŵéñţ öûţ ŵîţĥ {words} ({points} þöîñţš) åñð ðîšçåŕðéð {card}. ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>You laid down {words} ({points} points) on your last turn and discarded {card}.</source>
            <translation>[Ýöû ļåîð ðöŵñ {words} ({points} þöîñţš) öñ ýöûŕ ļåšţ ţûŕñ åñð ðîšçåŕðéð {card}. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>{name} laid down {words} ({points} points) on their last turn and discarded {card}.</source>
            <translation>[{name} ļåîð ðöŵñ {words} ({points} þöîñţš) öñ ţĥéîŕ ļåšţ ţûŕñ åñð ðîšçåŕðéð {card}. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>You laid down no word on your last turn and discarded {card}.</source>
            <translation>[Ýöû ļåîð ðöŵñ ñö ŵöŕð öñ ýöûŕ ļåšţ ţûŕñ åñð ðîšçåŕðéð {card}. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{name} laid down no word on their last turn and discarded {card}.</source>
            <translation>[{name} ļåîð ðöŵñ ñö ŵöŕð öñ ţĥéîŕ ļåšţ ţûŕñ åñð ðîšçåŕðéð {card}. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>You have 1 card left (−{points}).</source>
            <translation>[Ýöû ĥåṽé 1 çåŕð ļéƒţ (−{points}). ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{name} has 1 card left (−{points}).</source>
            <translation>[{name} ĥåš 1 çåŕð ļéƒţ (−{points}). ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>You have {count} cards left (−{points}).</source>
            <translation>[Ýöû ĥåṽé {count} çåŕðš ļéƒţ (−{points}). ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{name} has {count} cards left (−{points}).</source>
            <translation>[{name} ĥåš {count} çåŕðš ļéƒţ (−{points}). ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>You have no card left.</source>
            <translation>[Ýöû ĥåṽé ñö çåŕð ļéƒţ. ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>{name} has no card left.</source>
            <translation>[{name} ĥåš ñö çåŕð ļéƒţ. ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>You moved.</source>
            <translation>[Ýöû ɱöṽéð. ~~~~]</translation>
        </message>
        <message>
            <source>{name} moved.</source>
            <translation>[{name} ɱöṽéð. ~~~]</translation>
        </message>
        <message>
            <source>Round {round} is over: {scores}.</source>
            <translation>[Ŕöûñð {round} îš öṽéŕ: {scores}. ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>you {points} (total {total})</source>
            <translation>[ýöû {points} (ţöţåļ {total}) ~~~~~]</translation>
        </message>
        <message>
            <source>{name} {points} (total {total})</source>
            <translation>[{name} {points} (ţöţåļ {total}) ~~~~]</translation>
        </message>
        <message>
            <source>Your last move ended the round, and the next one was dealt, so it can't be undone: moves can be undone once nothing is drawn after them.</source>
            <translation>[Ýöûŕ ļåšţ ɱöṽé éñðéð ţĥé ŕöûñð, åñð ţĥé ñéẋţ öñé ŵåš ðéåļţ, šö îţ çåñ'ţ ƀé ûñðöñé: ɱöṽéš çåñ ƀé ûñðöñé öñçé ñöţĥîñĝ îš ðŕåŵñ åƒţéŕ ţĥéɱ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>A new round was dealt after your move, so it can't be undone: moves can be undone once nothing is drawn after them.</source>
            <translation>[Å ñéŵ ŕöûñð ŵåš ðéåļţ åƒţéŕ ýöûŕ ɱöṽé, šö îţ çåñ'ţ ƀé ûñðöñé: ɱöṽéš çåñ ƀé ûñðöñé öñçé ñöţĥîñĝ îš ðŕåŵñ åƒţéŕ ţĥéɱ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Your last move ended the round, and the next one was dealt, so it can't be undone.</source>
            <translation>[Ýöûŕ ļåšţ ɱöṽé éñðéð ţĥé ŕöûñð, åñð ţĥé ñéẋţ öñé ŵåš ðéåļţ, šö îţ çåñ'ţ ƀé ûñðöñé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Your last move drew a card from the draw pile, so it can't be undone: moves can be undone once nothing is drawn after them.</source>
            <translation>[Ýöûŕ ļåšţ ɱöṽé ðŕéŵ å çåŕð ƒŕöɱ ţĥé ðŕåŵ þîļé, šö îţ çåñ'ţ ƀé ûñðöñé: ɱöṽéš çåñ ƀé ûñðöñé öñçé ñöţĥîñĝ îš ðŕåŵñ åƒţéŕ ţĥéɱ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Another player drew from the draw pile after your move, so it can't be undone: moves can be undone once nothing is drawn after them.</source>
            <translation>[Åñöţĥéŕ þļåýéŕ ðŕéŵ ƒŕöɱ ţĥé ðŕåŵ þîļé åƒţéŕ ýöûŕ ɱöṽé, šö îţ çåñ'ţ ƀé ûñðöñé: ɱöṽéš çåñ ƀé ûñðöñé öñçé ñöţĥîñĝ îš ðŕåŵñ åƒţéŕ ţĥéɱ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Your last move drew a card from the draw pile, so it can't be undone.</source>
            <translation>[Ýöûŕ ļåšţ ɱöṽé ðŕéŵ å çåŕð ƒŕöɱ ţĥé ðŕåŵ þîļé, šö îţ çåñ'ţ ƀé ûñðöñé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Word list</source>
            <translation>[Ŵöŕð ļîšţ ~~~~]</translation>
        </message>
        <message>
            <source>Which words count. A smaller list makes a gentler game; people and bots are judged by the same list.</source>
            <translation>[Ŵĥîçĥ ŵöŕðš çöûñţ. Å šɱåļļéŕ ļîšţ ɱåķéš å ĝéñţļéŕ ĝåɱé; þéöþļé åñð ƀöţš åŕé ĵûðĝéð ƀý ţĥé šåɱé ļîšţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Common words (smaller list)</source>
            <translation>[Çöɱɱöñ ŵöŕðš (šɱåļļéŕ ļîšţ) ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Standard English words</source>
            <translation>[Šţåñðåŕð Éñĝļîšĥ ŵöŕðš ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Full list, with rare words</source>
            <translation>[Ƒûļļ ļîšţ, ŵîţĥ ŕåŕé ŵöŕðš ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>My own imported list</source>
            <translation>[Ṁý öŵñ îɱþöŕţéð ļîšţ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>No going out on the first turn</source>
            <translation>[Ñö ĝöîñĝ öûţ öñ ţĥé ƒîŕšţ ţûŕñ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Nobody may go out on their first turn of a round.</source>
            <translation>[Ñöƀöðý ɱåý ĝö öûţ öñ ţĥéîŕ ƒîŕšţ ţûŕñ öƒ å ŕöûñð. ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Bonuses with 2 players</source>
            <translation>[Ɓöñûšéš ŵîţĥ 2 þļåýéŕš ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>With 2 players only: play with both 10-point bonuses or only one of them. With 3 or more players both bonuses always count.</source>
            <translation>[Ŵîţĥ 2 þļåýéŕš öñļý: þļåý ŵîţĥ ƀöţĥ 10-þöîñţ ƀöñûšéš öŕ öñļý öñé öƒ ţĥéɱ. Ŵîţĥ 3 öŕ ɱöŕé þļåýéŕš ƀöţĥ ƀöñûšéš åļŵåýš çöûñţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Longest word and most words</source>
            <translation>[Ļöñĝéšţ ŵöŕð åñð ɱöšţ ŵöŕðš ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Longest word only</source>
            <translation>[Ļöñĝéšţ ŵöŕð öñļý ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Most words only</source>
            <translation>[Ṁöšţ ŵöŕðš öñļý ~~~~~~]</translation>
        </message>
        <message>
            <source>Imported word list</source>
            <translation>[Îɱþöŕţéð ŵöŕð ļîšţ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>House words allowed</source>
            <translation>[Ĥöûšé ŵöŕðš åļļöŵéð ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>House words refused</source>
            <translation>[Ĥöûšé ŵöŕðš ŕéƒûšéð ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Easy</source>
            <comment>a bot level</comment>
            <translation>[Éåšý ~~]</translation>
        </message>
        <message>
            <source>Knows only everyday words and plays what it sees, like a new player.</source>
            <translation>[Ķñöŵš öñļý éṽéŕýðåý ŵöŕðš åñð þļåýš ŵĥåţ îţ šééš, ļîķé å ñéŵ þļåýéŕ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Medium</source>
            <comment>a bot level</comment>
            <translation>[Ṁéðîûɱ ~~]</translation>
        </message>
        <message>
            <source>Knows the whole word list; goes out as soon as it can and keeps the cards that score.</source>
            <translation>[Ķñöŵš ţĥé ŵĥöļé ŵöŕð ļîšţ; ĝöéš öûţ åš šööñ åš îţ çåñ åñð ķééþš ţĥé çåŕðš ţĥåţ šçöŕé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Hard</source>
            <comment>a bot level</comment>
            <translation>[Ĥåŕð ~~]</translation>
        </message>
        <message>
            <source>Counts cards, watches what its discard gives away, waits for a better go-out and chases the bonuses.</source>
            <translation>[Çöûñţš çåŕðš, ŵåţçĥéš ŵĥåţ îţš ðîšçåŕð ĝîṽéš åŵåý, ŵåîţš ƒöŕ å ƀéţţéŕ ĝö-öûţ åñð çĥåšéš ţĥé ƀöñûšéš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Turn your hand of letter cards into words and go out first.</source>
            <translation>[Ţûŕñ ýöûŕ ĥåñð öƒ ļéţţéŕ çåŕðš îñţö ŵöŕðš åñð ĝö öûţ ƒîŕšţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>an {card} card</source>
            <comment>a card whose letter's name starts with a vowel sound</comment>
            <translation>[åñ {card} çåŕð ~~~]</translation>
        </message>
        <message>
            <source>a {card} card</source>
            <translation>[å {card} çåŕð ~~~]</translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <comment>a list of cards</comment>
            <translation>[{first} åñð {last} ~~]</translation>
        </message>
        <message>
            <source>{first}, {rest}</source>
            <comment>a list of three or more cards</comment>
            <translation>[{first}, {rest} ~]</translation>
        </message>
        <message>
            <source>{card} is not a Quiddler card.</source>
            <translation>[{card} îš ñöţ å Ǫûîððļéŕ çåŕð. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>You don't have another {card} card.</source>
            <translation>[Ýöû ðöñ'ţ ĥåṽé åñöţĥéŕ {card} çåŕð. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>You don't have {card}.</source>
            <translation>[Ýöû ðöñ'ţ ĥåṽé {card}. ~~~~~~]</translation>
        </message>
        <message>
            <source>An empty row is not a word.</source>
            <translation>[Åñ éɱþţý ŕöŵ îš ñöţ å ŵöŕð. ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>The {card} card alone is not a word: every word needs at least 2 cards.</source>
            <translation>[Ţĥé {card} çåŕð åļöñé îš ñöţ å ŵöŕð: éṽéŕý ŵöŕð ñééðš åţ ļéåšţ 2 çåŕðš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>{card} alone is not a word: every word needs at least 2 cards.</source>
            <translation>[{card} åļöñé îš ñöţ å ŵöŕð: éṽéŕý ŵöŕð ñééðš åţ ļéåšţ 2 çåŕðš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{word} is not in the word list.</source>
            <translation>[{word} îš ñöţ îñ ţĥé ŵöŕð ļîšţ. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>The {cards} card is not used: every card but your discard must be in a word.</source>
            <translation>[Ţĥé {cards} çåŕð îš ñöţ ûšéð: éṽéŕý çåŕð ƀûţ ýöûŕ ðîšçåŕð ɱûšţ ƀé îñ å ŵöŕð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>The {cards} cards are not used: every card but your discard must be in a word.</source>
            <translation>[Ţĥé {cards} çåŕðš åŕé ñöţ ûšéð: éṽéŕý çåŕð ƀûţ ýöûŕ ðîšçåŕð ɱûšţ ƀé îñ å ŵöŕð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>[Ţĥé ĝåɱé îš öṽéŕ. ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>[Îţ îš ñöţ ýöûŕ ţûŕñ. ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>You have already drawn a card this turn: now discard one.</source>
            <translation>[Ýöû ĥåṽé åļŕéåðý ðŕåŵñ å çåŕð ţĥîš ţûŕñ: ñöŵ ðîšçåŕð öñé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>The draw pile is empty.</source>
            <translation>[Ţĥé ðŕåŵ þîļé îš éɱþţý. ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>The discard pile is empty.</source>
            <translation>[Ţĥé ðîšçåŕð þîļé îš éɱþţý. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Draw from the draw pile or the discard pile.</source>
            <translation>[Ðŕåŵ ƒŕöɱ ţĥé ðŕåŵ þîļé öŕ ţĥé ðîšçåŕð þîļé. ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Draw a card first, from the draw pile or the discard pile.</source>
            <translation>[Ðŕåŵ å çåŕð ƒîŕšţ, ƒŕöɱ ţĥé ðŕåŵ þîļé öŕ ţĥé ðîšçåŕð þîļé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>This is your last turn: lay down the words you can (or none), then discard.</source>
            <translation>[Ţĥîš îš ýöûŕ ļåšţ ţûŕñ: ļåý ðöŵñ ţĥé ŵöŕðš ýöû çåñ (öŕ ñöñé), ţĥéñ ðîšçåŕð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Those are not words.</source>
            <translation>[Ţĥöšé åŕé ñöţ ŵöŕðš. ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Someone has already gone out: this is your last turn.</source>
            <translation>[Šöɱéöñé ĥåš åļŕéåðý ĝöñé öûţ: ţĥîš îš ýöûŕ ļåšţ ţûŕñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Going out on your first turn of a round is not allowed in this game.</source>
            <translation>[Ĝöîñĝ öûţ öñ ýöûŕ ƒîŕšţ ţûŕñ öƒ å ŕöûñð îš ñöţ åļļöŵéð îñ ţĥîš ĝåɱé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Nobody has gone out yet: discard, or go out.</source>
            <translation>[Ñöƀöðý ĥåš ĝöñé öûţ ýéţ: ðîšçåŕð, öŕ ĝö öûţ. ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>That is not a Quiddler move.</source>
            <translation>[Ţĥåţ îš ñöţ å Ǫûîððļéŕ ɱöṽé. ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>After {rounds} rounds Player {number} has the most points.</source>
            <translation>[Åƒţéŕ {rounds} ŕöûñðš Þļåýéŕ {number} ĥåš ţĥé ɱöšţ þöîñţš. ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>After {rounds} rounds {count} players share the most points.</source>
            <translation>[Åƒţéŕ {rounds} ŕöûñðš {count} þļåýéŕš šĥåŕé ţĥé ɱöšţ þöîñţš. ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
    </context>
    <context>
        <name>qwirkle</name>
        <message>
            <source>There is nothing to decide now.</source>
            <translation>[Ţĥéŕé îš ñöţĥîñĝ ţö ðéçîðé ñöŵ. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Hint: no tile fits and the bag is empty, so pass (P).</source>
            <translation>[Ĥîñţ: ñö ţîļé ƒîţš åñð ţĥé ƀåĝ îš éɱþţý, šö þåšš (Þ). ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>1 point</source>
            <translation>[1 þöîñţ ~~~]</translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>[%n þöîñţš ~~~]</numerusform>
                <numerusform>[%n þöîñţš ~~~]</numerusform>
            </translation>
        </message>
        <message>
            <source>Hint: {tiles} for {points}, shown faintly on the table. Press Place the hint (H) or click a faint tile to lay it out.</source>
            <translation>[Ĥîñţ: {tiles} ƒöŕ {points}, šĥöŵñ ƒåîñţļý öñ ţĥé ţåƀļé. Þŕéšš Þļåçé ţĥé ĥîñţ (Ĥ) öŕ çļîçķ å ƒåîñţ ţîļé ţö ļåý îţ öûţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Hint: no placement is worth much; exchange {tiles}. Press Place the hint (H) to mark them for the exchange.</source>
            <translation>[Ĥîñţ: ñö þļåçéɱéñţ îš ŵöŕţĥ ɱûçĥ; éẋçĥåñĝé {tiles}. Þŕéšš Þļåçé ţĥé ĥîñţ (Ĥ) ţö ɱåŕķ ţĥéɱ ƒöŕ ţĥé éẋçĥåñĝé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>That would leave 1 empty cell between your tiles, more than the {left} left in your rack can fill.</source>
            <translation>[Ţĥåţ ŵöûļð ļéåṽé 1 éɱþţý çéļļ ƀéţŵééñ ýöûŕ ţîļéš, ɱöŕé ţĥåñ ţĥé {left} ļéƒţ îñ ýöûŕ ŕåçķ çåñ ƒîļļ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message numerus="yes">
            <source>That would leave %n empty cells between your tiles, more than the {left} left in your rack can fill.</source>
            <translation>
                <numerusform>[Ţĥåţ ŵöûļð ļéåṽé %n éɱþţý çéļļš ƀéţŵééñ ýöûŕ ţîļéš, ɱöŕé ţĥåñ ţĥé {left} ļéƒţ îñ ýöûŕ ŕåçķ çåñ ƒîļļ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</numerusform>
                <numerusform>[Ţĥåţ ŵöûļð ļéåṽé %n éɱþţý çéļļš ƀéţŵééñ ýöûŕ ţîļéš, ɱöŕé ţĥåñ ţĥé {left} ļéƒţ îñ ýöûŕ ŕåçķ çåñ ƒîļļ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</numerusform>
            </translation>
        </message>
        <message>
            <source>No tile left in your rack could fill the gap that would leave.</source>
            <translation>[Ñö ţîļé ļéƒţ îñ ýöûŕ ŕåçķ çöûļð ƒîļļ ţĥé ĝåþ ţĥåţ ŵöûļð ļéåṽé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>First move</source>
            <translation>[Ƒîŕšţ ɱöṽé ~~~~]</translation>
        </message>
        <message>
            <source>Who starts, and what they must play.</source>
            <translation>[Ŵĥö šţåŕţš, åñð ŵĥåţ ţĥéý ɱûšţ þļåý. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>By the rules: the largest group starts and must play it</source>
            <translation>[Ɓý ţĥé ŕûļéš: ţĥé ļåŕĝéšţ ĝŕöûþ šţåŕţš åñð ɱûšţ þļåý îţ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Random starter, free first move</source>
            <translation>[Ŕåñðöɱ šţåŕţéŕ, ƒŕéé ƒîŕšţ ɱöṽé ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Starting player</source>
            <translation>[Šţåŕţîñĝ þļåýéŕ ~~~~~~]</translation>
        </message>
        <message>
            <source>Pick who starts, or let the rules decide (-1).</source>
            <translation>[Þîçķ ŵĥö šţåŕţš, öŕ ļéţ ţĥé ŕûļéš ðéçîðé (-1). ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Allow undoing a move</source>
            <translation>[Åļļöŵ ûñðöîñĝ å ɱöṽé ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Playing alone against bots, you may undo your last move at any time; if tiles were drawn since, the game then counts as practice. With another person at the table, a move can be undone only while no tile was drawn from the bag after it.</source>
            <translation>[Þļåýîñĝ åļöñé åĝåîñšţ ƀöţš, ýöû ɱåý ûñðö ýöûŕ ļåšţ ɱöṽé åţ åñý ţîɱé; îƒ ţîļéš ŵéŕé ðŕåŵñ šîñçé, ţĥé ĝåɱé ţĥéñ çöûñţš åš þŕåçţîçé. Ŵîţĥ åñöţĥéŕ þéŕšöñ åţ ţĥé ţåƀļé, å ɱöṽé çåñ ƀé ûñðöñé öñļý ŵĥîļé ñö ţîļé ŵåš ðŕåŵñ ƒŕöɱ ţĥé ƀåĝ åƒţéŕ îţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Beginner</source>
            <comment>a bot level</comment>
            <translation>[Ɓéĝîññéŕ ~~~]</translation>
        </message>
        <message>
            <source>Plays sensible single tiles, like a new player.</source>
            <translation>[Þļåýš šéñšîƀļé šîñĝļé ţîļéš, ļîķé å ñéŵ þļåýéŕ. ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Casual</source>
            <comment>a bot level</comment>
            <translation>[Çåšûåļ ~~]</translation>
        </message>
        <message>
            <source>Always takes the highest score available this turn.</source>
            <translation>[Åļŵåýš ţåķéš ţĥé ĥîĝĥéšţ šçöŕé åṽåîļåƀļé ţĥîš ţûŕñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Strong</source>
            <comment>a bot level</comment>
            <translation>[Šţŕöñĝ ~~]</translation>
        </message>
        <message>
            <source>Scores well and thinks about the tiles it keeps and the lines it leaves open.</source>
            <translation>[Šçöŕéš ŵéļļ åñð ţĥîñķš åƀöûţ ţĥé ţîļéš îţ ķééþš åñð ţĥé ļîñéš îţ ļéåṽéš öþéñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Expert</source>
            <comment>a bot level</comment>
            <translation>[Éẋþéŕţ ~~]</translation>
        </message>
        <message>
            <source>Looks ahead over the tiles it cannot see before choosing its move.</source>
            <translation>[Ļööķš åĥéåð öṽéŕ ţĥé ţîļéš îţ çåññöţ šéé ƀéƒöŕé çĥööšîñĝ îţš ɱöṽé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Match colours and shapes in lines of tiles; complete a line of six for a Qwirkle.</source>
            <translation>[Ṁåţçĥ çöļöûŕš åñð šĥåþéš îñ ļîñéš öƒ ţîļéš; çöɱþļéţé å ļîñé öƒ šîẋ ƒöŕ å Ǫŵîŕķļé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Leave no gaps: every cell between your tiles must hold a tile.</source>
            <translation>[Ļéåṽé ñö ĝåþš: éṽéŕý çéļļ ƀéţŵééñ ýöûŕ ţîļéš ɱûšţ ĥöļð å ţîļé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>A line holds at most 6 tiles; this row would hold {count}.</source>
            <translation>[Å ļîñé ĥöļðš åţ ɱöšţ 6 ţîļéš; ţĥîš ŕöŵ ŵöûļð ĥöļð {count}. ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>A line holds at most 6 tiles; this column would hold {count}.</source>
            <translation>[Å ļîñé ĥöļðš åţ ɱöšţ 6 ţîļéš; ţĥîš çöļûɱñ ŵöûļð ĥöļð {count}. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>That tile doesn't fit: the row already has {tile}.</source>
            <translation>[Ţĥåţ ţîļé ðöéšñ'ţ ƒîţ: ţĥé ŕöŵ åļŕéåðý ĥåš {tile}. ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>That tile doesn't fit: the column already has {tile}.</source>
            <translation>[Ţĥåţ ţîļé ðöéšñ'ţ ƒîţ: ţĥé çöļûɱñ åļŕéåðý ĥåš {tile}. ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>That tile doesn't fit: the row is all {colour}, and {tile} is not.</source>
            <translation>[Ţĥåţ ţîļé ðöéšñ'ţ ƒîţ: ţĥé ŕöŵ îš åļļ {colour}, åñð {tile} îš ñöţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>That tile doesn't fit: the column is all {colour}, and {tile} is not.</source>
            <translation>[Ţĥåţ ţîļé ðöéšñ'ţ ƒîţ: ţĥé çöļûɱñ îš åļļ {colour}, åñð {tile} îš ñöţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>That tile doesn't fit: the row is all {shapes}, and {tile} is not.</source>
            <translation>[Ţĥåţ ţîļé ðöéšñ'ţ ƒîţ: ţĥé ŕöŵ îš åļļ {shapes}, åñð {tile} îš ñöţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>That tile doesn't fit: the column is all {shapes}, and {tile} is not.</source>
            <translation>[Ţĥåţ ţîļé ðöéšñ'ţ ƒîţ: ţĥé çöļûɱñ îš åļļ {shapes}, åñð {tile} îš ñöţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>That tile doesn't fit: a row shares one colour or one shape, and {first} and {second} share neither.</source>
            <translation>[Ţĥåţ ţîļé ðöéšñ'ţ ƒîţ: å ŕöŵ šĥåŕéš öñé çöļöûŕ öŕ öñé šĥåþé, åñð {first} åñð {second} šĥåŕé ñéîţĥéŕ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>That tile doesn't fit: a column shares one colour or one shape, and {first} and {second} share neither.</source>
            <translation>[Ţĥåţ ţîļé ðöéšñ'ţ ƒîţ: å çöļûɱñ šĥåŕéš öñé çöļöûŕ öŕ öñé šĥåþé, åñð {first} åñð {second} šĥåŕé ñéîţĥéŕ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Place at least one tile.</source>
            <translation>[Þļåçé åţ ļéåšţ öñé ţîļé. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Two tiles can't go on the same cell.</source>
            <translation>[Ţŵö ţîļéš çåñ'ţ ĝö öñ ţĥé šåɱé çéļļ. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>That cell already holds a tile.</source>
            <translation>[Ţĥåţ çéļļ åļŕéåðý ĥöļðš å ţîļé. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Tiles placed in one turn must lie in one row or one column.</source>
            <translation>[Ţîļéš þļåçéð îñ öñé ţûŕñ ɱûšţ ļîé îñ öñé ŕöŵ öŕ öñé çöļûɱñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>1 tile</source>
            <translation>[1 ţîļé ~~]</translation>
        </message>
        <message numerus="yes">
            <source>%n tiles</source>
            <translation>
                <numerusform>[%n ţîļéš ~~]</numerusform>
                <numerusform>[%n ţîļéš ~~]</numerusform>
            </translation>
        </message>
        <message>
            <source>Your first move must be your largest group: {tiles}.</source>
            <translation>[Ýöûŕ ƒîŕšţ ɱöṽé ɱûšţ ƀé ýöûŕ ļåŕĝéšţ ĝŕöûþ: {tiles}. ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Place next to a tile already on the table.</source>
            <translation>[Þļåçé ñéẋţ ţö å ţîļé åļŕéåðý öñ ţĥé ţåƀļé. ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>You placed {tiles} for {points} ({which}).</source>
            <translation>[Ýöû þļåçéð {tiles} ƒöŕ {points} ({which}). ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>{name} placed {tiles} for {points} ({which}).</source>
            <translation>[{name} þļåçéð {tiles} ƒöŕ {points} ({which}). ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>You placed {tiles} for {points} ({which}): a Qwirkle!</source>
            <translation>[Ýöû þļåçéð {tiles} ƒöŕ {points} ({which}): å Ǫŵîŕķļé! ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>{name} placed {tiles} for {points} ({which}): a Qwirkle!</source>
            <translation>[{name} þļåçéð {tiles} ƒöŕ {points} ({which}): å Ǫŵîŕķļé! ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>You placed {tiles} for {points} ({which}): {count} Qwirkles!</source>
            <translation>[Ýöû þļåçéð {tiles} ƒöŕ {points} ({which}): {count} Ǫŵîŕķļéš! ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>{name} placed {tiles} for {points} ({which}): {count} Qwirkles!</source>
            <translation>[{name} þļåçéð {tiles} ƒöŕ {points} ({which}): {count} Ǫŵîŕķļéš! ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>You placed {tiles}.</source>
            <translation>[Ýöû þļåçéð {tiles}. ~~~~~]</translation>
        </message>
        <message>
            <source>{name} placed {tiles}.</source>
            <translation>[{name} þļåçéð {tiles}. ~~~~]</translation>
        </message>
        <message>
            <source>You exchanged {tiles}.</source>
            <translation>[Ýöû éẋçĥåñĝéð {tiles}. ~~~~~~]</translation>
        </message>
        <message>
            <source>{name} exchanged {tiles}.</source>
            <translation>[{name} éẋçĥåñĝéð {tiles}. ~~~~~]</translation>
        </message>
        <message>
            <source>You passed.</source>
            <translation>[Ýöû þåššéð. ~~~~]</translation>
        </message>
        <message>
            <source>{name} passed.</source>
            <translation>[{name} þåššéð. ~~~]</translation>
        </message>
        <message>
            <source>You moved.</source>
            <translation>[Ýöû ɱöṽéð. ~~~~]</translation>
        </message>
        <message>
            <source>{name} moved.</source>
            <translation>[{name} ɱöṽéð. ~~~]</translation>
        </message>
        <message>
            <source>That is not a Qwirkle tile.</source>
            <translation>[Ţĥåţ îš ñöţ å Ǫŵîŕķļé ţîļé. ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>You don't have another {tile}.</source>
            <translation>[Ýöû ðöñ'ţ ĥåṽé åñöţĥéŕ {tile}. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>You don't have a {tile}.</source>
            <translation>[Ýöû ðöñ'ţ ĥåṽé å {tile}. ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>[Ţĥé ĝåɱé îš öṽéŕ. ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>[Îţ îš ñöţ ýöûŕ ţûŕñ. ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Those are not cells on the table.</source>
            <translation>[Ţĥöšé åŕé ñöţ çéļļš öñ ţĥé ţåƀļé. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Choose at least one tile to exchange.</source>
            <translation>[Çĥööšé åţ ļéåšţ öñé ţîļé ţö éẋçĥåñĝé. ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>The bag is empty, so tiles can't be exchanged.</source>
            <translation>[Ţĥé ƀåĝ îš éɱþţý, šö ţîļéš çåñ'ţ ƀé éẋçĥåñĝéð. ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>The bag holds only {tiles}, so you can exchange at most that many.</source>
            <translation>[Ţĥé ƀåĝ ĥöļðš öñļý {tiles}, šö ýöû çåñ éẋçĥåñĝé åţ ɱöšţ ţĥåţ ɱåñý. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>You can't pass while the bag has tiles: exchange instead.</source>
            <translation>[Ýöû çåñ'ţ þåšš ŵĥîļé ţĥé ƀåĝ ĥåš ţîļéš: éẋçĥåñĝé îñšţéåð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>You can still place a tile, so you can't pass.</source>
            <translation>[Ýöû çåñ šţîļļ þļåçé å ţîļé, šö ýöû çåñ'ţ þåšš. ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Choose which tiles to exchange, not only how many.</source>
            <translation>[Çĥööšé ŵĥîçĥ ţîļéš ţö éẋçĥåñĝé, ñöţ öñļý ĥöŵ ɱåñý. ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>That is not a Qwirkle move.</source>
            <translation>[Ţĥåţ îš ñöţ å Ǫŵîŕķļé ɱöṽé. ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Player {number} placed their last tile (+6).</source>
            <translation>[Þļåýéŕ {number} þļåçéð ţĥéîŕ ļåšţ ţîļé (+6). ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>The bag is empty and no one can place a tile.</source>
            <translation>[Ţĥé ƀåĝ îš éɱþţý åñð ñö öñé çåñ þļåçé å ţîļé. ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>{sentence} Last tile placed: +{bonus}.</source>
            <translation>[{sentence} Ļåšţ ţîļé þļåçéð: +{bonus}. ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>red circle</source>
            <comment>a tile</comment>
            <translation>[ŕéð çîŕçļé ~~~~]</translation>
        </message>
        <message>
            <source>red square</source>
            <comment>a tile</comment>
            <translation>[ŕéð šǫûåŕé ~~~~]</translation>
        </message>
        <message>
            <source>red diamond</source>
            <comment>a tile</comment>
            <translation>[ŕéð ðîåɱöñð ~~~~]</translation>
        </message>
        <message>
            <source>red clover</source>
            <comment>a tile</comment>
            <translation>[ŕéð çļöṽéŕ ~~~~]</translation>
        </message>
        <message>
            <source>red 4-point star</source>
            <comment>a tile</comment>
            <translation>[ŕéð 4-þöîñţ šţåŕ ~~~~~~]</translation>
        </message>
        <message>
            <source>red 8-point star</source>
            <comment>a tile</comment>
            <translation>[ŕéð 8-þöîñţ šţåŕ ~~~~~~]</translation>
        </message>
        <message>
            <source>orange circle</source>
            <comment>a tile</comment>
            <translation>[öŕåñĝé çîŕçļé ~~~~~]</translation>
        </message>
        <message>
            <source>orange square</source>
            <comment>a tile</comment>
            <translation>[öŕåñĝé šǫûåŕé ~~~~~]</translation>
        </message>
        <message>
            <source>orange diamond</source>
            <comment>a tile</comment>
            <translation>[öŕåñĝé ðîåɱöñð ~~~~~~]</translation>
        </message>
        <message>
            <source>orange clover</source>
            <comment>a tile</comment>
            <translation>[öŕåñĝé çļöṽéŕ ~~~~~]</translation>
        </message>
        <message>
            <source>orange 4-point star</source>
            <comment>a tile</comment>
            <translation>[öŕåñĝé 4-þöîñţ šţåŕ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>orange 8-point star</source>
            <comment>a tile</comment>
            <translation>[öŕåñĝé 8-þöîñţ šţåŕ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>yellow circle</source>
            <comment>a tile</comment>
            <translation>[ýéļļöŵ çîŕçļé ~~~~~]</translation>
        </message>
        <message>
            <source>yellow square</source>
            <comment>a tile</comment>
            <translation>[ýéļļöŵ šǫûåŕé ~~~~~]</translation>
        </message>
        <message>
            <source>yellow diamond</source>
            <comment>a tile</comment>
            <translation>[ýéļļöŵ ðîåɱöñð ~~~~~~]</translation>
        </message>
        <message>
            <source>yellow clover</source>
            <comment>a tile</comment>
            <translation>[ýéļļöŵ çļöṽéŕ ~~~~~]</translation>
        </message>
        <message>
            <source>yellow 4-point star</source>
            <comment>a tile</comment>
            <translation>[ýéļļöŵ 4-þöîñţ šţåŕ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>yellow 8-point star</source>
            <comment>a tile</comment>
            <translation>[ýéļļöŵ 8-þöîñţ šţåŕ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>green circle</source>
            <comment>a tile</comment>
            <translation>[ĝŕééñ çîŕçļé ~~~~~]</translation>
        </message>
        <message>
            <source>green square</source>
            <comment>a tile</comment>
            <translation>[ĝŕééñ šǫûåŕé ~~~~~]</translation>
        </message>
        <message>
            <source>green diamond</source>
            <comment>a tile</comment>
            <translation>[ĝŕééñ ðîåɱöñð ~~~~~]</translation>
        </message>
        <message>
            <source>green clover</source>
            <comment>a tile</comment>
            <translation>[ĝŕééñ çļöṽéŕ ~~~~~]</translation>
        </message>
        <message>
            <source>green 4-point star</source>
            <comment>a tile</comment>
            <translation>[ĝŕééñ 4-þöîñţ šţåŕ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>green 8-point star</source>
            <comment>a tile</comment>
            <translation>[ĝŕééñ 8-þöîñţ šţåŕ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>blue circle</source>
            <comment>a tile</comment>
            <translation>[ƀļûé çîŕçļé ~~~~]</translation>
        </message>
        <message>
            <source>blue square</source>
            <comment>a tile</comment>
            <translation>[ƀļûé šǫûåŕé ~~~~]</translation>
        </message>
        <message>
            <source>blue diamond</source>
            <comment>a tile</comment>
            <translation>[ƀļûé ðîåɱöñð ~~~~~]</translation>
        </message>
        <message>
            <source>blue clover</source>
            <comment>a tile</comment>
            <translation>[ƀļûé çļöṽéŕ ~~~~]</translation>
        </message>
        <message>
            <source>blue 4-point star</source>
            <comment>a tile</comment>
            <translation>[ƀļûé 4-þöîñţ šţåŕ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>blue 8-point star</source>
            <comment>a tile</comment>
            <translation>[ƀļûé 8-þöîñţ šţåŕ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>purple circle</source>
            <comment>a tile</comment>
            <translation>[þûŕþļé çîŕçļé ~~~~~]</translation>
        </message>
        <message>
            <source>purple square</source>
            <comment>a tile</comment>
            <translation>[þûŕþļé šǫûåŕé ~~~~~]</translation>
        </message>
        <message>
            <source>purple diamond</source>
            <comment>a tile</comment>
            <translation>[þûŕþļé ðîåɱöñð ~~~~~~]</translation>
        </message>
        <message>
            <source>purple clover</source>
            <comment>a tile</comment>
            <translation>[þûŕþļé çļöṽéŕ ~~~~~]</translation>
        </message>
        <message>
            <source>purple 4-point star</source>
            <comment>a tile</comment>
            <translation>[þûŕþļé 4-þöîñţ šţåŕ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>purple 8-point star</source>
            <comment>a tile</comment>
            <translation>[þûŕþļé 8-þöîñţ šţåŕ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>a red circle</source>
            <comment>a tile</comment>
            <translation>[å ŕéð çîŕçļé ~~~~~]</translation>
        </message>
        <message>
            <source>a red square</source>
            <comment>a tile</comment>
            <translation>[å ŕéð šǫûåŕé ~~~~~]</translation>
        </message>
        <message>
            <source>a red diamond</source>
            <comment>a tile</comment>
            <translation>[å ŕéð ðîåɱöñð ~~~~~]</translation>
        </message>
        <message>
            <source>a red clover</source>
            <comment>a tile</comment>
            <translation>[å ŕéð çļöṽéŕ ~~~~~]</translation>
        </message>
        <message>
            <source>a red 4-point star</source>
            <comment>a tile</comment>
            <translation>[å ŕéð 4-þöîñţ šţåŕ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>a red 8-point star</source>
            <comment>a tile</comment>
            <translation>[å ŕéð 8-þöîñţ šţåŕ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>an orange circle</source>
            <comment>a tile</comment>
            <translation>[åñ öŕåñĝé çîŕçļé ~~~~~~]</translation>
        </message>
        <message>
            <source>an orange square</source>
            <comment>a tile</comment>
            <translation>[åñ öŕåñĝé šǫûåŕé ~~~~~~]</translation>
        </message>
        <message>
            <source>an orange diamond</source>
            <comment>a tile</comment>
            <translation>[åñ öŕåñĝé ðîåɱöñð ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>an orange clover</source>
            <comment>a tile</comment>
            <translation>[åñ öŕåñĝé çļöṽéŕ ~~~~~~]</translation>
        </message>
        <message>
            <source>an orange 4-point star</source>
            <comment>a tile</comment>
            <translation>[åñ öŕåñĝé 4-þöîñţ šţåŕ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>an orange 8-point star</source>
            <comment>a tile</comment>
            <translation>[åñ öŕåñĝé 8-þöîñţ šţåŕ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>a yellow circle</source>
            <comment>a tile</comment>
            <translation>[å ýéļļöŵ çîŕçļé ~~~~~~]</translation>
        </message>
        <message>
            <source>a yellow square</source>
            <comment>a tile</comment>
            <translation>[å ýéļļöŵ šǫûåŕé ~~~~~~]</translation>
        </message>
        <message>
            <source>a yellow diamond</source>
            <comment>a tile</comment>
            <translation>[å ýéļļöŵ ðîåɱöñð ~~~~~~]</translation>
        </message>
        <message>
            <source>a yellow clover</source>
            <comment>a tile</comment>
            <translation>[å ýéļļöŵ çļöṽéŕ ~~~~~~]</translation>
        </message>
        <message>
            <source>a yellow 4-point star</source>
            <comment>a tile</comment>
            <translation>[å ýéļļöŵ 4-þöîñţ šţåŕ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>a yellow 8-point star</source>
            <comment>a tile</comment>
            <translation>[å ýéļļöŵ 8-þöîñţ šţåŕ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>a green circle</source>
            <comment>a tile</comment>
            <translation>[å ĝŕééñ çîŕçļé ~~~~~~]</translation>
        </message>
        <message>
            <source>a green square</source>
            <comment>a tile</comment>
            <translation>[å ĝŕééñ šǫûåŕé ~~~~~~]</translation>
        </message>
        <message>
            <source>a green diamond</source>
            <comment>a tile</comment>
            <translation>[å ĝŕééñ ðîåɱöñð ~~~~~~]</translation>
        </message>
        <message>
            <source>a green clover</source>
            <comment>a tile</comment>
            <translation>[å ĝŕééñ çļöṽéŕ ~~~~~~]</translation>
        </message>
        <message>
            <source>a green 4-point star</source>
            <comment>a tile</comment>
            <translation>[å ĝŕééñ 4-þöîñţ šţåŕ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>a green 8-point star</source>
            <comment>a tile</comment>
            <translation>[å ĝŕééñ 8-þöîñţ šţåŕ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>a blue circle</source>
            <comment>a tile</comment>
            <translation>[å ƀļûé çîŕçļé ~~~~~]</translation>
        </message>
        <message>
            <source>a blue square</source>
            <comment>a tile</comment>
            <translation>[å ƀļûé šǫûåŕé ~~~~~]</translation>
        </message>
        <message>
            <source>a blue diamond</source>
            <comment>a tile</comment>
            <translation>[å ƀļûé ðîåɱöñð ~~~~~~]</translation>
        </message>
        <message>
            <source>a blue clover</source>
            <comment>a tile</comment>
            <translation>[å ƀļûé çļöṽéŕ ~~~~~]</translation>
        </message>
        <message>
            <source>a blue 4-point star</source>
            <comment>a tile</comment>
            <translation>[å ƀļûé 4-þöîñţ šţåŕ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>a blue 8-point star</source>
            <comment>a tile</comment>
            <translation>[å ƀļûé 8-þöîñţ šţåŕ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>a purple circle</source>
            <comment>a tile</comment>
            <translation>[å þûŕþļé çîŕçļé ~~~~~~]</translation>
        </message>
        <message>
            <source>a purple square</source>
            <comment>a tile</comment>
            <translation>[å þûŕþļé šǫûåŕé ~~~~~~]</translation>
        </message>
        <message>
            <source>a purple diamond</source>
            <comment>a tile</comment>
            <translation>[å þûŕþļé ðîåɱöñð ~~~~~~]</translation>
        </message>
        <message>
            <source>a purple clover</source>
            <comment>a tile</comment>
            <translation>[å þûŕþļé çļöṽéŕ ~~~~~~]</translation>
        </message>
        <message>
            <source>a purple 4-point star</source>
            <comment>a tile</comment>
            <translation>[å þûŕþļé 4-þöîñţ šţåŕ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>a purple 8-point star</source>
            <comment>a tile</comment>
            <translation>[å þûŕþļé 8-þöîñţ šţåŕ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>red</source>
            <comment>a colour: the row is all ...</comment>
            <translation>[ŕéð ~]</translation>
        </message>
        <message>
            <source>orange</source>
            <comment>a colour: the row is all ...</comment>
            <translation>[öŕåñĝé ~~]</translation>
        </message>
        <message>
            <source>yellow</source>
            <comment>a colour: the row is all ...</comment>
            <translation>[ýéļļöŵ ~~]</translation>
        </message>
        <message>
            <source>green</source>
            <comment>a colour: the row is all ...</comment>
            <translation>[ĝŕééñ ~~]</translation>
        </message>
        <message>
            <source>blue</source>
            <comment>a colour: the row is all ...</comment>
            <translation>[ƀļûé ~~]</translation>
        </message>
        <message>
            <source>purple</source>
            <comment>a colour: the row is all ...</comment>
            <translation>[þûŕþļé ~~]</translation>
        </message>
        <message>
            <source>circles</source>
            <comment>shapes: the row is all ...</comment>
            <translation>[çîŕçļéš ~~~]</translation>
        </message>
        <message>
            <source>squares</source>
            <comment>shapes: the row is all ...</comment>
            <translation>[šǫûåŕéš ~~~]</translation>
        </message>
        <message>
            <source>diamonds</source>
            <comment>shapes: the row is all ...</comment>
            <translation>[ðîåɱöñðš ~~~]</translation>
        </message>
        <message>
            <source>clovers</source>
            <comment>shapes: the row is all ...</comment>
            <translation>[çļöṽéŕš ~~~]</translation>
        </message>
        <message>
            <source>4-point stars</source>
            <comment>shapes: the row is all ...</comment>
            <translation>[4-þöîñţ šţåŕš ~~~~~]</translation>
        </message>
        <message>
            <source>8-point stars</source>
            <comment>shapes: the row is all ...</comment>
            <translation>[8-þöîñţ šţåŕš ~~~~~]</translation>
        </message>
        <message>
            <source>{t1}, {t2}</source>
            <comment>a list of tiles</comment>
            <translation>[{t1}, {t2} ~]</translation>
        </message>
        <message>
            <source>{t1}, {t2}, {t3}</source>
            <comment>a list of tiles</comment>
            <translation>[{t1}, {t2}, {t3} ~~]</translation>
        </message>
        <message>
            <source>{t1}, {t2}, {t3}, {t4}</source>
            <comment>a list of tiles</comment>
            <translation>[{t1}, {t2}, {t3}, {t4} ~~]</translation>
        </message>
        <message>
            <source>{t1}, {t2}, {t3}, {t4}, {t5}</source>
            <comment>a list of tiles</comment>
            <translation>[{t1}, {t2}, {t3}, {t4}, {t5} ~~~]</translation>
        </message>
        <message>
            <source>{t1}, {t2}, {t3}, {t4}, {t5}, {t6}</source>
            <comment>a list of tiles</comment>
            <translation>[{t1}, {t2}, {t3}, {t4}, {t5}, {t6} ~~~~]</translation>
        </message>
    </context>
    <context>
        <name>qwixx</name>
        <message>
            <source>{row} {number}</source>
            <comment>a box crossed on a row</comment>
            <translation>[{row} {number}]</translation>
        </message>
        <message>
            <source>{row} {number} (white {white} + {row} {die})</source>
            <translation>[{row} {number} (ŵĥîţé {white} + {row} {die}) ~~~~~~]</translation>
        </message>
        <message>
            <source>Cross the white sum {sum} in {row}, then cross {cross} with a colour die</source>
            <translation>[Çŕöšš ţĥé ŵĥîţé šûɱ {sum} îñ {row}, ţĥéñ çŕöšš {cross} ŵîţĥ å çöļöûŕ ðîé ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Skip the white sum {sum}, then cross {cross} with a colour die</source>
            <translation>[Šķîþ ţĥé ŵĥîţé šûɱ {sum}, ţĥéñ çŕöšš {cross} ŵîţĥ å çöļöûŕ ðîé ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Skip the white sum {sum} and skip the colour cross too (a penalty)</source>
            <translation>[Šķîþ ţĥé ŵĥîţé šûɱ {sum} åñð šķîþ ţĥé çöļöûŕ çŕöšš ţöö (å þéñåļţý) ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Cross the white sum {sum} in {row}</source>
            <translation>[Çŕöšš ţĥé ŵĥîţé šûɱ {sum} îñ {row} ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Skip the white sum {sum}</source>
            <translation>[Šķîþ ţĥé ŵĥîţé šûɱ {sum} ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Cross {cross}</source>
            <translation>[Çŕöšš {cross} ~~]</translation>
        </message>
        <message>
            <source>Skip the colour cross and take the penalty</source>
            <translation>[Šķîþ ţĥé çöļöûŕ çŕöšš åñð ţåķé ţĥé þéñåļţý ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Skip the colour cross</source>
            <translation>[Šķîþ ţĥé çöļöûŕ çŕöšš ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Roll the dice.</source>
            <translation>[Ŕöļļ ţĥé ðîçé. ~~~~~~]</translation>
        </message>
        <message>
            <source>Nothing to decide now.</source>
            <translation>[Ñöţĥîñĝ ţö ðéçîðé ñöŵ. ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>{plan}: every cross on offer costs more in boxes than it brings (expected final score).</source>
            <translation>[{plan}: éṽéŕý çŕöšš öñ öƒƒéŕ çöšţš ɱöŕé îñ ƀöẋéš ţĥåñ îţ ƀŕîñĝš (éẋþéçţéð ƒîñåļ šçöŕé). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>{plan}: every cross on offer costs more in boxes than it brings (expected lead at the end).</source>
            <translation>[{plan}: éṽéŕý çŕöšš öñ öƒƒéŕ çöšţš ɱöŕé îñ ƀöẋéš ţĥåñ îţ ƀŕîñĝš (éẋþéçţéð ļéåð åţ ţĥé éñð). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{plan}: about {points} points more than skipping (expected final score).</source>
            <translation>[{plan}: åƀöûţ {points} þöîñţš ɱöŕé ţĥåñ šķîþþîñĝ (éẋþéçţéð ƒîñåļ šçöŕé). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>{plan}: about {points} points more than skipping (expected lead at the end).</source>
            <translation>[{plan}: åƀöûţ {points} þöîñţš ɱöŕé ţĥåñ šķîþþîñĝ (éẋþéçţéð ļéåð åţ ţĥé éñð). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Nothing fits: skip.</source>
            <translation>[Ñöţĥîñĝ ƒîţš: šķîþ. ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Nothing fits: skip. (It costs a penalty.)</source>
            <translation>[Ñöţĥîñĝ ƒîţš: šķîþ. (Îţ çöšţš å þéñåļţý.) ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Skip: every cross would leave three or more boxes behind.</source>
            <translation>[Šķîþ: éṽéŕý çŕöšš ŵöûļð ļéåṽé ţĥŕéé öŕ ɱöŕé ƀöẋéš ƀéĥîñð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Cross {box}: it leaves no box behind.</source>
            <translation>[Çŕöšš {box}: îţ ļéåṽéš ñö ƀöẋ ƀéĥîñð. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Cross {box}: it leaves 1 box behind.</source>
            <translation>[Çŕöšš {box}: îţ ļéåṽéš 1 ƀöẋ ƀéĥîñð. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Cross {box}: it leaves {count} boxes behind.</source>
            <translation>[Çŕöšš {box}: îţ ļéåṽéš {count} ƀöẋéš ƀéĥîñð. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>A sheet's crosses must map row names to lists of numbers.</source>
            <translation>[Å šĥééţ'š çŕöššéš ɱûšţ ɱåþ ŕöŵ ñåɱéš ţö ļîšţš öƒ ñûɱƀéŕš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>The penalty count must be a whole number of at least 0.</source>
            <translation>[Ţĥé þéñåļţý çöûñţ ɱûšţ ƀé å ŵĥöļé ñûɱƀéŕ öƒ åţ ļéåšţ 0. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>There is no {row} row.</source>
            <translation>[Ţĥéŕé îš ñö {row} ŕöŵ. ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>A number is crossed twice in the {row} row.</source>
            <translation>[Å ñûɱƀéŕ îš çŕöššéð ţŵîçé îñ ţĥé {row} ŕöŵ. ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>The dice must be given as {example}.</source>
            <translation>[Ţĥé ðîçé ɱûšţ ƀé ĝîṽéñ åš {example}. ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>There must be exactly two white dice.</source>
            <translation>[Ţĥéŕé ɱûšţ ƀé éẋåçţļý ţŵö ŵĥîţé ðîçé. ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>There is no {die} die.</source>
            <translation>[Ţĥéŕé îš ñö {die} ðîé. ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>A die shows 1 to 6, not {value}.</source>
            <translation>[Å ðîé šĥöŵš 1 ţö 6, ñöţ {value}. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>The state must be a dict with sheets, locked and active.</source>
            <translation>[Ţĥé šţåţé ɱûšţ ƀé å ðîçţ ŵîţĥ šĥééţš, ļöçķéð åñð åçţîṽé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>The state must hold 1 to {most} sheets.</source>
            <translation>[Ţĥé šţåţé ɱûšţ ĥöļð 1 ţö {most} šĥééţš. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>The locked rows must be a list of row names.</source>
            <translation>[Ţĥé ļöçķéð ŕöŵš ɱûšţ ƀé å ļîšţ öƒ ŕöŵ ñåɱéš. ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>There is no {row} row to lock.</source>
            <translation>[Ţĥéŕé îš ñö {row} ŕöŵ ţö ļöçķ. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>The active seat is not one of the sheets.</source>
            <translation>[Ţĥé åçţîṽé šéåţ îš ñöţ öñé öƒ ţĥé šĥééţš. ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Sheet {number} is not a dict.</source>
            <translation>[Šĥééţ {number} îš ñöţ å ðîçţ. ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Sheet {number} has an unknown entry {entry}.</source>
            <translation>[Šĥééţ {number} ĥåš åñ ûñķñöŵñ éñţŕý {entry}. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Sheet {number}: {reason}</source>
            <translation>[Šĥééţ {number}: {reason} ~~~]</translation>
        </message>
        <message>
            <source>Sheet {number} already has {most} penalties: the game is over.</source>
            <translation>[Šĥééţ {number} åļŕéåðý ĥåš {most} þéñåļţîéš: ţĥé ĝåɱé îš öṽéŕ. ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Sheet {number} crossed {row} {last}, so the {row} row must be locked.</source>
            <translation>[Šĥééţ {number} çŕöššéð {row} {last}, šö ţĥé {row} ŕöŵ ɱûšţ ƀé ļöçķéð. ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>The game is already over: two rows are locked.</source>
            <translation>[Ţĥé ĝåɱé îš åļŕéåðý öṽéŕ: ţŵö ŕöŵš åŕé ļöçķéð. ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>The decisions must be a dict with {white} and {colour}.</source>
            <translation>[Ţĥé ðéçîšîöñš ɱûšţ ƀé å ðîçţ ŵîţĥ {white} åñð {colour}. ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Give one white-sum decision per seat ({count}).</source>
            <translation>[Ĝîṽé öñé ŵĥîţé-šûɱ ðéçîšîöñ þéŕ šéåţ ({count}). ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Seat {number}: there is no {row} row.</source>
            <translation>[Šéåţ {number}: ţĥéŕé îš ñö {row} ŕöŵ. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Seat {number}: {reason}</source>
            <translation>[Šéåţ {number}: {reason} ~~~]</translation>
        </message>
        <message>
            <source>Action 1 already ended the game (a second row was locked), so there is no colour decision.</source>
            <translation>[Åçţîöñ 1 åļŕéåðý éñðéð ţĥé ĝåɱé (å šéçöñð ŕöŵ ŵåš ļöçķéð), šö ţĥéŕé îš ñö çöļöûŕ ðéçîšîöñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>The colour decision must be None or {example}.</source>
            <translation>[Ţĥé çöļöûŕ ðéçîšîöñ ɱûšţ ƀé Ñöñé öŕ {example}. ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>The {row} die was not given, so it cannot be used.</source>
            <translation>[Ţĥé {row} ðîé ŵåš ñöţ ĝîṽéñ, šö îţ çåññöţ ƀé ûšéð. ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>You rolled.</source>
            <translation>[Ýöû ŕöļļéð. ~~~~]</translation>
        </message>
        <message>
            <source>{name} rolled.</source>
            <translation>[{name} ŕöļļéð. ~~~]</translation>
        </message>
        <message>
            <source>You rolled: {dice}.</source>
            <translation>[Ýöû ŕöļļéð: {dice}. ~~~~~]</translation>
        </message>
        <message>
            <source>{name} rolled: {dice}.</source>
            <translation>[{name} ŕöļļéð: {dice}. ~~~~]</translation>
        </message>
        <message>
            <source>You have made a choice.</source>
            <translation>[Ýöû ĥåṽé ɱåðé å çĥöîçé. ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>{name} has made a choice.</source>
            <translation>[{name} ĥåš ɱåðé å çĥöîçé. ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>You declined.</source>
            <translation>[Ýöû ðéçļîñéð. ~~~~~]</translation>
        </message>
        <message>
            <source>{name} declined.</source>
            <translation>[{name} ðéçļîñéð. ~~~~]</translation>
        </message>
        <message>
            <source>You crossed {row} {number}.</source>
            <translation>[Ýöû çŕöššéð {row} {number}. ~~~~~~]</translation>
        </message>
        <message>
            <source>{name} crossed {row} {number}.</source>
            <translation>[{name} çŕöššéð {row} {number}. ~~~~]</translation>
        </message>
        <message>
            <source>You crossed {row} {number} (skipping {skipped}).</source>
            <translation>[Ýöû çŕöššéð {row} {number} (šķîþþîñĝ {skipped}). ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{name} crossed {row} {number} (skipping {skipped}).</source>
            <translation>[{name} çŕöššéð {row} {number} (šķîþþîñĝ {skipped}). ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>You crossed {row} {number} (skipping {count} boxes).</source>
            <translation>[Ýöû çŕöššéð {row} {number} (šķîþþîñĝ {count} ƀöẋéš). ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>{name} crossed {row} {number} (skipping {count} boxes).</source>
            <translation>[{name} çŕöššéð {row} {number} (šķîþþîñĝ {count} ƀöẋéš). ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>You crossed {row} {number} (white {white} + {row} {die}).</source>
            <translation>[Ýöû çŕöššéð {row} {number} (ŵĥîţé {white} + {row} {die}). ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>{name} crossed {row} {number} (white {white} + {row} {die}).</source>
            <translation>[{name} çŕöššéð {row} {number} (ŵĥîţé {white} + {row} {die}). ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>You crossed {row} {number} (white {white} + {row} {die}, skipping {skipped}).</source>
            <translation>[Ýöû çŕöššéð {row} {number} (ŵĥîţé {white} + {row} {die}, šķîþþîñĝ {skipped}). ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>{name} crossed {row} {number} (white {white} + {row} {die}, skipping {skipped}).</source>
            <translation>[{name} çŕöššéð {row} {number} (ŵĥîţé {white} + {row} {die}, šķîþþîñĝ {skipped}). ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>You crossed {row} {number} (white {white} + {row} {die}, skipping {count} boxes).</source>
            <translation>[Ýöû çŕöššéð {row} {number} (ŵĥîţé {white} + {row} {die}, šķîþþîñĝ {count} ƀöẋéš). ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>{name} crossed {row} {number} (white {white} + {row} {die}, skipping {count} boxes).</source>
            <translation>[{name} çŕöššéð {row} {number} (ŵĥîţé {white} + {row} {die}, šķîþþîñĝ {count} ƀöẋéš). ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>You crossed nothing this turn and take a penalty ({penalties} of {most}).</source>
            <translation>[Ýöû çŕöššéð ñöţĥîñĝ ţĥîš ţûŕñ åñð ţåķé å þéñåļţý ({penalties} öƒ {most}). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{name} crossed nothing this turn and takes a penalty ({penalties} of {most}).</source>
            <translation>[{name} çŕöššéð ñöţĥîñĝ ţĥîš ţûŕñ åñð ţåķéš å þéñåļţý ({penalties} öƒ {most}). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>You did not use a colour die.</source>
            <translation>[Ýöû ðîð ñöţ ûšé å çöļöûŕ ðîé. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>{name} did not use a colour die.</source>
            <translation>[{name} ðîð ñöţ ûšé å çöļöûŕ ðîé. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>You locked {row}: the {row} die leaves the game.</source>
            <translation>[Ýöû ļöçķéð {row}: ţĥé {row} ðîé ļéåṽéš ţĥé ĝåɱé. ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>{name} locked {row}: the {row} die leaves the game.</source>
            <translation>[{name} ļöçķéð {row}: ţĥé {row} ðîé ļéåṽéš ţĥé ĝåɱé. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>{names} locked {row}: the {row} die leaves the game.</source>
            <translation>[{names} ļöçķéð {row}: ţĥé {row} ðîé ļéåṽéš ţĥé ĝåɱé. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>You also get the lock cross.</source>
            <translation>[Ýöû åļšö ĝéţ ţĥé ļöçķ çŕöšš. ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>{name} also gets the lock cross.</source>
            <translation>[{name} åļšö ĝéţš ţĥé ļöçķ çŕöšš. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{names} also get the lock cross.</source>
            <translation>[{names} åļšö ĝéţ ţĥé ļöçķ çŕöšš. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>You win.</source>
            <translation>[Ýöû ŵîñ. ~~~]</translation>
        </message>
        <message>
            <source>{name} wins.</source>
            <translation>[{name} ŵîñš. ~~]</translation>
        </message>
        <message>
            <source>{names} share the win.</source>
            <translation>[{names} šĥåŕé ţĥé ŵîñ. ~~~~~~]</translation>
        </message>
        <message>
            <source>You moved.</source>
            <translation>[Ýöû ɱöṽéð. ~~~~]</translation>
        </message>
        <message>
            <source>{name} moved.</source>
            <translation>[{name} ɱöṽéð. ~~~]</translation>
        </message>
        <message>
            <source>Game over: {reason} {winners}</source>
            <translation>[Ĝåɱé öṽéŕ: {reason} {winners} ~~~~~]</translation>
        </message>
        <message>
            <source>White sum {sum}: {choices}</source>
            <translation>[Ŵĥîţé šûɱ {sum}: {choices} ~~~~~]</translation>
        </message>
        <message>
            <source>{row} {value}</source>
            <comment>a colour die and the number it shows</comment>
            <translation>[{row} {value}]</translation>
        </message>
        <message>
            <source>white {first} and {second} (sum {sum})</source>
            <translation>[ŵĥîţé {first} åñð {second} (šûɱ {sum}) ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>white {first} and {second} (sum {sum}), {die}</source>
            <translation>[ŵĥîţé {first} åñð {second} (šûɱ {sum}), {die} ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>white {first} and {second} (sum {sum}), {die}, {die2}</source>
            <translation>[ŵĥîţé {first} åñð {second} (šûɱ {sum}), {die}, {die2} ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>white {first} and {second} (sum {sum}), {die}, {die2}, {die3}</source>
            <translation>[ŵĥîţé {first} åñð {second} (šûɱ {sum}), {die}, {die2}, {die3} ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>white {first} and {second} (sum {sum}), {die}, {die2}, {die3}, {die4}</source>
            <translation>[ŵĥîţé {first} åñð {second} (šûɱ {sum}), {die}, {die2}, {die3}, {die4} ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>You rolled the dice, so it can't be undone: a choice can be undone until the next roll.</source>
            <translation>[Ýöû ŕöļļéð ţĥé ðîçé, šö îţ çåñ'ţ ƀé ûñðöñé: å çĥöîçé çåñ ƀé ûñðöñé ûñţîļ ţĥé ñéẋţ ŕöļļ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>The dice were rolled after your choice, so it can't be undone: a choice can be undone until the next roll.</source>
            <translation>[Ţĥé ðîçé ŵéŕé ŕöļļéð åƒţéŕ ýöûŕ çĥöîçé, šö îţ çåñ'ţ ƀé ûñðöñé: å çĥöîçé çåñ ƀé ûñðöñé ûñţîļ ţĥé ñéẋţ ŕöļļ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>You rolled the dice, so it can't be undone.</source>
            <translation>[Ýöû ŕöļļéð ţĥé ðîçé, šö îţ çåñ'ţ ƀé ûñðöñé. ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Your choice revealed everyone's white-sum choices, so it can't be undone: a white-sum choice can be undone while others are still choosing.</source>
            <translation>[Ýöûŕ çĥöîçé ŕéṽéåļéð éṽéŕýöñé'š ŵĥîţé-šûɱ çĥöîçéš, šö îţ çåñ'ţ ƀé ûñðöñé: å ŵĥîţé-šûɱ çĥöîçé çåñ ƀé ûñðöñé ŵĥîļé öţĥéŕš åŕé šţîļļ çĥööšîñĝ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Everyone's white-sum choices were revealed after yours, so it can't be undone: a white-sum choice can be undone while others are still choosing.</source>
            <translation>[Éṽéŕýöñé'š ŵĥîţé-šûɱ çĥöîçéš ŵéŕé ŕéṽéåļéð åƒţéŕ ýöûŕš, šö îţ çåñ'ţ ƀé ûñðöñé: å ŵĥîţé-šûɱ çĥöîçé çåñ ƀé ûñðöñé ŵĥîļé öţĥéŕš åŕé šţîļļ çĥööšîñĝ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Your choice revealed everyone's white-sum choices, so it can't be undone.</source>
            <translation>[Ýöûŕ çĥöîçé ŕéṽéåļéð éṽéŕýöñé'š ŵĥîţé-šûɱ çĥöîçéš, šö îţ çåñ'ţ ƀé ûñðöñé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Lock cross for everyone with 5 crosses</source>
            <translation>[Ļöçķ çŕöšš ƒöŕ éṽéŕýöñé ŵîţĥ 5 çŕöššéš ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>When a row is locked, every player with at least 5 crosses in it also gets the lock cross (one more cross in that row).</source>
            <translation>[Ŵĥéñ å ŕöŵ îš ļöçķéð, éṽéŕý þļåýéŕ ŵîţĥ åţ ļéåšţ 5 çŕöššéš îñ îţ åļšö ĝéţš ţĥé ļöçķ çŕöšš (öñé ɱöŕé çŕöšš îñ ţĥåţ ŕöŵ). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Play until all four rows are locked</source>
            <translation>[Þļåý ûñţîļ åļļ ƒöûŕ ŕöŵš åŕé ļöçķéð ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>The game goes on after the second lock and ends only when all four rows are locked, or when someone takes a fourth penalty.</source>
            <translation>[Ţĥé ĝåɱé ĝöéš öñ åƒţéŕ ţĥé šéçöñð ļöçķ åñð éñðš öñļý ŵĥéñ åļļ ƒöûŕ ŕöŵš åŕé ļöçķéð, öŕ ŵĥéñ šöɱéöñé ţåķéš å ƒöûŕţĥ þéñåļţý. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Beginner</source>
            <comment>a bot level</comment>
            <translation>[Ɓéĝîññéŕ ~~~]</translation>
        </message>
        <message>
            <source>Crosses whatever it sees, skipping too many boxes, like a new player.</source>
            <translation>[Çŕöššéš ŵĥåţéṽéŕ îţ šééš, šķîþþîñĝ ţöö ɱåñý ƀöẋéš, ļîķé å ñéŵ þļåýéŕ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Casual</source>
            <comment>a bot level</comment>
            <translation>[Çåšûåļ ~~]</translation>
        </message>
        <message>
            <source>Takes crosses that skip at most one box and avoids penalties when it can.</source>
            <translation>[Ţåķéš çŕöššéš ţĥåţ šķîþ åţ ɱöšţ öñé ƀöẋ åñð åṽöîðš þéñåļţîéš ŵĥéñ îţ çåñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Strong</source>
            <comment>a bot level</comment>
            <translation>[Šţŕöñĝ ~~]</translation>
        </message>
        <message>
            <source>Plans its rows and watches the other sheets: who can lock, and how near the end is.</source>
            <translation>[Þļåñš îţš ŕöŵš åñð ŵåţçĥéš ţĥé öţĥéŕ šĥééţš: ŵĥö çåñ ļöçķ, åñð ĥöŵ ñéåŕ ţĥé éñð îš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Expert</source>
            <comment>a bot level</comment>
            <translation>[Éẋþéŕţ ~~]</translation>
        </message>
        <message>
            <source>Plays from a table of the best choice in every position, and reads the race to the end.</source>
            <translation>[Þļåýš ƒŕöɱ å ţåƀļé öƒ ţĥé ƀéšţ çĥöîçé îñ éṽéŕý þöšîţîöñ, åñð ŕéåðš ţĥé ŕåçé ţö ţĥé éñð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Roll the dice, cross the numbers, lock the rows before the others do.</source>
            <translation>[Ŕöļļ ţĥé ðîçé, çŕöšš ţĥé ñûɱƀéŕš, ļöçķ ţĥé ŕöŵš ƀéƒöŕé ţĥé öţĥéŕš ðö. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>You can't cross the white sum {sum} in {row}: {reason}</source>
            <translation>[Ýöû çåñ'ţ çŕöšš ţĥé ŵĥîţé šûɱ {sum} îñ {row}: {reason} ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Choose one of the two white dice.</source>
            <translation>[Çĥööšé öñé öƒ ţĥé ţŵö ŵĥîţé ðîçé. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>The {row} row is locked, so its die is out of the game.</source>
            <translation>[Ţĥé {row} ŕöŵ îš ļöçķéð, šö îţš ðîé îš öûţ öƒ ţĥé ĝåɱé. ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>The {row} die is not in play.</source>
            <translation>[Ţĥé {row} ðîé îš ñöţ îñ þļåý. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>You can't cross {row} {number} (white {white} + {row} {die}): {reason}</source>
            <translation>[Ýöû çåñ'ţ çŕöšš {row} {number} (ŵĥîţé {white} + {row} {die}): {reason} ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>You crossed {what} on roll {roll}: +{points} points</source>
            <translation>[Ýöû çŕöššéð {what} öñ ŕöļļ {roll}: +{points} þöîñţš ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>{name} crossed {what} on roll {roll}: +{points} points</source>
            <translation>[{name} çŕöššéð {what} öñ ŕöļļ {roll}: +{points} þöîñţš ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>a penalty</source>
            <translation>[å þéñåļţý ~~~~]</translation>
        </message>
        <message>
            <source>crosses</source>
            <translation>[çŕöššéš ~~~]</translation>
        </message>
        <message>
            <source>{first} and {second}</source>
            <comment>what one player crossed on one roll</comment>
            <translation>[{first} åñð {second} ~~]</translation>
        </message>
        <message>
            <source>{number} is not a number of the {row} row.</source>
            <translation>[{number} îš ñöţ å ñûɱƀéŕ öƒ ţĥé {row} ŕöŵ. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>the {row} row is locked.</source>
            <translation>[ţĥé {row} ŕöŵ îš ļöçķéð. ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>The {row} row is locked.</source>
            <translation>[Ţĥé {row} ŕöŵ îš ļöçķéð. ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>{number} is not on the {row} row.</source>
            <translation>[{number} îš ñöţ öñ ţĥé {row} ŕöŵ. ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>{row} {number} is already crossed.</source>
            <translation>[{row} {number} îš åļŕéåðý çŕöššéð. ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>{row} {number} is to the left of your last cross in that row: rows are crossed left to right.</source>
            <translation>[{row} {number} îš ţö ţĥé ļéƒţ öƒ ýöûŕ ļåšţ çŕöšš îñ ţĥåţ ŕöŵ: ŕöŵš åŕé çŕöššéð ļéƒţ ţö ŕîĝĥţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>to cross {row} {number} you need at least {need} crosses in the {row} row first (you have {have}).</source>
            <translation>[ţö çŕöšš {row} {number} ýöû ñééð åţ ļéåšţ {need} çŕöššéš îñ ţĥé {row} ŕöŵ ƒîŕšţ (ýöû ĥåṽé {have}). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>To cross {row} {number} you need at least {need} crosses in the {row} row first (you have {have}).</source>
            <translation>[Ţö çŕöšš {row} {number} ýöû ñééð åţ ļéåšţ {need} çŕöššéš îñ ţĥé {row} ŕöŵ ƒîŕšţ (ýöû ĥåṽé {have}). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>The penalty count is not a whole number.</source>
            <translation>[Ţĥé þéñåļţý çöûñţ îš ñöţ å ŵĥöļé ñûɱƀéŕ. ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>A sheet has {most} penalty boxes, not {count}.</source>
            <translation>[Å šĥééţ ĥåš {most} þéñåļţý ƀöẋéš, ñöţ {count}. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>The {row} row is not a list of numbers.</source>
            <translation>[Ţĥé {row} ŕöŵ îš ñöţ å ļîšţ öƒ ñûɱƀéŕš. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Impossible {row} row: {reason}</source>
            <translation>[Îɱþöššîƀļé {row} ŕöŵ: {reason} ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>A lock cross in {row} needs {need} crosses.</source>
            <translation>[Å ļöçķ çŕöšš îñ {row} ñééðš {need} çŕöššéš. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>You took a fourth penalty.</source>
            <translation>[Ýöû ţööķ å ƒöûŕţĥ þéñåļţý. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{name} took a fourth penalty.</source>
            <translation>[{name} ţööķ å ƒöûŕţĥ þéñåļţý. ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>[Ţĥé ĝåɱé îš öṽéŕ. ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>There is no seat {seat} at this table.</source>
            <translation>[Ţĥéŕé îš ñö šéåţ {seat} åţ ţĥîš ţåƀļé. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>The dice are already rolled: make your choice first.</source>
            <translation>[Ţĥé ðîçé åŕé åļŕéåðý ŕöļļéð: ɱåķé ýöûŕ çĥöîçé ƒîŕšţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>It is not your turn to roll.</source>
            <translation>[Îţ îš ñöţ ýöûŕ ţûŕñ ţö ŕöļļ. ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Roll the dice first.</source>
            <translation>[Ŕöļļ ţĥé ðîçé ƒîŕšţ. ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>The white sum has already been decided for this roll.</source>
            <translation>[Ţĥé ŵĥîţé šûɱ ĥåš åļŕéåðý ƀééñ ðéçîðéð ƒöŕ ţĥîš ŕöļļ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>You have already made your choice for this white sum.</source>
            <translation>[Ýöû ĥåṽé åļŕéåðý ɱåðé ýöûŕ çĥöîçé ƒöŕ ţĥîš ŵĥîţé šûɱ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Only the active player may use a colour die.</source>
            <translation>[Öñļý ţĥé åçţîṽé þļåýéŕ ɱåý ûšé å çöļöûŕ ðîé. ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>First everyone decides on the white sum.</source>
            <translation>[Ƒîŕšţ éṽéŕýöñé ðéçîðéš öñ ţĥé ŵĥîţé šûɱ. ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>That is not a Qwixx move.</source>
            <translation>[Ţĥåţ îš ñöţ å Ǫŵîẋẋ ɱöṽé. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Player {number} took a fourth penalty.</source>
            <translation>[Þļåýéŕ {number} ţööķ å ƒöûŕţĥ þéñåļţý. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>All four rows are locked.</source>
            <translation>[Åļļ ƒöûŕ ŕöŵš åŕé ļöçķéð. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>red</source>
            <comment>a row's colour</comment>
            <translation>[ŕéð ~]</translation>
        </message>
        <message>
            <source>yellow</source>
            <comment>a row's colour</comment>
            <translation>[ýéļļöŵ ~~]</translation>
        </message>
        <message>
            <source>green</source>
            <comment>a row's colour</comment>
            <translation>[ĝŕééñ ~~]</translation>
        </message>
        <message>
            <source>blue</source>
            <comment>a row's colour</comment>
            <translation>[ƀļûé ~~]</translation>
        </message>
        <message>
            <source>Red</source>
            <comment>a row's colour at the start of a sentence</comment>
            <translation>[Ŕéð ~]</translation>
        </message>
        <message>
            <source>Yellow</source>
            <comment>a row's colour at the start of a sentence</comment>
            <translation>[Ýéļļöŵ ~~]</translation>
        </message>
        <message>
            <source>Green</source>
            <comment>a row's colour at the start of a sentence</comment>
            <translation>[Ĝŕééñ ~~]</translation>
        </message>
        <message>
            <source>Blue</source>
            <comment>a row's colour at the start of a sentence</comment>
            <translation>[Ɓļûé ~~]</translation>
        </message>
        <message>
            <source>{row} is locked.</source>
            <translation>[{row} îš ļöçķéð. ~~~~]</translation>
        </message>
        <message>
            <source>{first} and {second} are locked.</source>
            <translation>[{first} åñð {second} åŕé ļöçķéð. ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>{first}, {second} and {third} are locked.</source>
            <translation>[{first}, {second} åñð {third} åŕé ļöçķéð. ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>{first}, {second}, {third} and {fourth} are locked.</source>
            <translation>[{first}, {second}, {third} åñð {fourth} åŕé ļöçķéð. ~~~~~~ ~~]</translation>
        </message>
    </context>
    <context>
        <name>Names</name>
        <message>
            <source>You</source>
            <translation>[Ýöû ~]</translation>
        </message>
        <message>
            <source>you</source>
            <comment>the person at the screen, last in a list of names: "Ada and you"</comment>
            <translation>[ýöû ~]</translation>
        </message>
        <message>
            <source>{first}, {next}</source>
            <comment>a list of names, not yet at its last name</comment>
            <translation>[{first}, {next} ~]</translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <comment>a list of names and its last name</comment>
            <translation>[{first} åñð {last} ~~]</translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <source>you</source>
            <comment>the person at the screen, last in a list of names: Ada and you</comment>
            <translation>[ýöû ~]</translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <translation>[{first} åñð {last} ~~]</translation>
        </message>
        <message>
            <source>{first}, {rest}</source>
            <comment>a list of three or more names</comment>
            <translation>[{first}, {rest} ~]</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>&amp;No</source>
            <translation>[&amp;Nö]</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>[&amp;Yéš ~]</translation>
        </message>
        <message>
            <source>Abort</source>
            <translation>[Åƀöŕţ ~~]</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>[Åþþļý ~~]</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>[Çåñçéļ ~~]</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>[Çļöšé ~~]</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>[Ðîšçåŕð ~~~]</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>[Ĥéļþ ~~]</translation>
        </message>
        <message>
            <source>Ignore</source>
            <translation>[Îĝñöŕé ~~]</translation>
        </message>
        <message>
            <source>N&amp;o to All</source>
            <translation>[Ñ&amp;o ţö Åļļ ~~~]</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>[ÖĶ ~]</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>[Öþéñ ~~]</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>[Ŕéšéţ ~~]</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>[Ŕéšţöŕé Ðéƒåûļţš ~~~~~~]</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>[Ŕéţŕý ~~]</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>[Šåṽé ~~]</translation>
        </message>
        <message>
            <source>Save All</source>
            <translation>[Šåṽé Åļļ ~~~]</translation>
        </message>
        <message>
            <source>Yes to &amp;All</source>
            <translation>[Ýéš ţö &amp;Aļļ ~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QGnomeTheme</name>
        <message>
            <source>&amp;Cancel</source>
            <translation>[&amp;Cåñçéļ ~~]</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>[&amp;Cļöšé ~~]</translation>
        </message>
        <message>
            <source>&amp;OK</source>
            <translation>[&amp;OĶ]</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>[&amp;Såṽé ~]</translation>
        </message>
        <message>
            <source>Close without Saving</source>
            <translation>[Çļöšé ŵîţĥöûţ Šåṽîñĝ ~~~~~~ ~~]</translation>
        </message>
    </context>
    <context>
        <name>QCocoaTheme</name>
        <message>
            <source>Don't Save</source>
            <translation>[Ðöñ'ţ Šåṽé ~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QMessageBox</name>
        <message>
            <source>Help</source>
            <translation>[Ĥéļþ ~~]</translation>
        </message>
        <message>
            <source>Hide Details...</source>
            <translation>[Ĥîðé Ðéţåîļš... ~~~~~~]</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>[ÖĶ ~]</translation>
        </message>
        <message>
            <source>Show Details...</source>
            <translation>[Šĥöŵ Ðéţåîļš... ~~~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QPrintPreviewDialog</name>
        <message>
            <source>%1%</source>
            <translation>[%1%]</translation>
        </message>
        <message>
            <source>Export to PDF</source>
            <translation>[Éẋþöŕţ ţö ÞÐƑ ~~~~~]</translation>
        </message>
        <message>
            <source>First page</source>
            <translation>[Ƒîŕšţ þåĝé ~~~~]</translation>
        </message>
        <message>
            <source>Fit page</source>
            <translation>[Ƒîţ þåĝé ~~~]</translation>
        </message>
        <message>
            <source>Fit width</source>
            <translation>[Ƒîţ ŵîðţĥ ~~~~]</translation>
        </message>
        <message>
            <source>Landscape</source>
            <translation>[Ļåñðšçåþé ~~~~]</translation>
        </message>
        <message>
            <source>Last page</source>
            <translation>[Ļåšţ þåĝé ~~~~]</translation>
        </message>
        <message>
            <source>Next page</source>
            <translation>[Ñéẋţ þåĝé ~~~~]</translation>
        </message>
        <message>
            <source>Page Setup</source>
            <translation>[Þåĝé Šéţûþ ~~~~]</translation>
        </message>
        <message>
            <source>Page setup</source>
            <translation>[Þåĝé šéţûþ ~~~~]</translation>
        </message>
        <message>
            <source>Portrait</source>
            <translation>[Þöŕţŕåîţ ~~~]</translation>
        </message>
        <message>
            <source>Previous page</source>
            <translation>[Þŕéṽîöûš þåĝé ~~~~~]</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>[Þŕîñţ ~~]</translation>
        </message>
        <message>
            <source>Print Preview</source>
            <translation>[Þŕîñţ Þŕéṽîéŵ ~~~~~]</translation>
        </message>
        <message>
            <source>Show facing pages</source>
            <translation>[Šĥöŵ ƒåçîñĝ þåĝéš ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Show overview of all pages</source>
            <translation>[Šĥöŵ öṽéŕṽîéŵ öƒ åļļ þåĝéš ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Show single page</source>
            <translation>[Šĥöŵ šîñĝļé þåĝé ~~~~~~]</translation>
        </message>
        <message>
            <source>Zoom in</source>
            <translation>[Žööɱ îñ ~~~]</translation>
        </message>
        <message>
            <source>Zoom out</source>
            <translation>[Žööɱ öûţ ~~~]</translation>
        </message>
    </context>
    <context>
        <name>QPrintDialog</name>
        <message>
            <source>%1 already exists.
Do you want to overwrite it?</source>
            <translation>[%1 åļŕéåðý éẋîšţš.
Ðö ýöû ŵåñţ ţö öṽéŕŵŕîţé îţ? ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>%1 is a directory.
Please choose a different file name.</source>
            <translation>[%1 îš å ðîŕéçţöŕý.
Þļéåšé çĥööšé å ðîƒƒéŕéñţ ƒîļé ñåɱé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>&amp;Options &lt;&lt;</source>
            <translation>[&amp;Oþţîöñš &lt;&lt; ~~~~]</translation>
        </message>
        <message>
            <source>&amp;Options &gt;&gt;</source>
            <translation>[&amp;Oþţîöñš &gt;&gt; ~~~~]</translation>
        </message>
        <message>
            <source>&amp;Print</source>
            <translation>[&amp;Pŕîñţ ~~]</translation>
        </message>
        <message>
            <source>1 (1x1)</source>
            <translation>[1 (1ẋ1) ~~~]</translation>
        </message>
        <message>
            <source>16 (4x4)</source>
            <translation>[16 (4ẋ4) ~~~]</translation>
        </message>
        <message>
            <source>2 (2x1)</source>
            <translation>[2 (2ẋ1) ~~~]</translation>
        </message>
        <message>
            <source>4 (2x2)</source>
            <translation>[4 (2ẋ2) ~~~]</translation>
        </message>
        <message>
            <source>6 (2x3)</source>
            <translation>[6 (2ẋ3) ~~~]</translation>
        </message>
        <message>
            <source>9 (3x3)</source>
            <translation>[9 (3ẋ3) ~~~]</translation>
        </message>
        <message>
            <source>All Pages</source>
            <translation>[Åļļ Þåĝéš ~~~~]</translation>
        </message>
        <message>
            <source>Automatic</source>
            <translation>[Åûţöɱåţîç ~~~~]</translation>
        </message>
        <message>
            <source>Bottom to Top, Left to Right</source>
            <translation>[Ɓöţţöɱ ţö Ţöþ, Ļéƒţ ţö Ŕîĝĥţ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Bottom to Top, Right to Left</source>
            <translation>[Ɓöţţöɱ ţö Ţöþ, Ŕîĝĥţ ţö Ļéƒţ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Even Pages</source>
            <translation>[Éṽéñ Þåĝéš ~~~~]</translation>
        </message>
        <message>
            <source>File %1 is not writable.
Please choose a different file name.</source>
            <translation>[Ƒîļé %1 îš ñöţ ŵŕîţåƀļé.
Þļéåšé çĥööšé å ðîƒƒéŕéñţ ƒîļé ñåɱé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Left to Right, Bottom to Top</source>
            <translation>[Ļéƒţ ţö Ŕîĝĥţ, Ɓöţţöɱ ţö Ţöþ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Left to Right, Top to Bottom</source>
            <translation>[Ļéƒţ ţö Ŕîĝĥţ, Ţöþ ţö Ɓöţţöɱ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Local file</source>
            <translation>[Ļöçåļ ƒîļé ~~~~]</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>[ÖĶ ~]</translation>
        </message>
        <message>
            <source>Odd Pages</source>
            <translation>[Öðð Þåĝéš ~~~~]</translation>
        </message>
        <message>
            <source>Options 'Pages Per Sheet' and 'Page Set' cannot be used together.
Please turn one of those options off.</source>
            <translation>[Öþţîöñš 'Þåĝéš Þéŕ Šĥééţ' åñð 'Þåĝé Šéţ' çåññöţ ƀé ûšéð ţöĝéţĥéŕ.
Þļéåšé ţûŕñ öñé öƒ ţĥöšé öþţîöñš öƒƒ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>[Þŕîñţ ~~]</translation>
        </message>
        <message>
            <source>Print To File ...</source>
            <translation>[Þŕîñţ Ţö Ƒîļé ... ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Print to File (PDF)</source>
            <translation>[Þŕîñţ ţö Ƒîļé (ÞÐƑ) ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Right to Left, Bottom to Top</source>
            <translation>[Ŕîĝĥţ ţö Ļéƒţ, Ɓöţţöɱ ţö Ţöþ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Right to Left, Top to Bottom</source>
            <translation>[Ŕîĝĥţ ţö Ļéƒţ, Ţöþ ţö Ɓöţţöɱ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>The 'From' value cannot be greater than the 'To' value.</source>
            <translation>[Ţĥé 'Ƒŕöɱ' ṽåļûé çåññöţ ƀé ĝŕéåţéŕ ţĥåñ ţĥé 'Ţö' ṽåļûé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Top to Bottom, Left to Right</source>
            <translation>[Ţöþ ţö Ɓöţţöɱ, Ļéƒţ ţö Ŕîĝĥţ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Top to Bottom, Right to Left</source>
            <translation>[Ţöþ ţö Ɓöţţöɱ, Ŕîĝĥţ ţö Ļéƒţ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Write PDF file</source>
            <translation>[Ŵŕîţé ÞÐƑ ƒîļé ~~~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QPrintWidget</name>
        <message>
            <source>&amp;Name:</source>
            <translation>[&amp;Nåɱé: ~~]</translation>
        </message>
        <message>
            <source>...</source>
            <translation>[... ~]</translation>
        </message>
        <message>
            <source>Form</source>
            <translation>[Ƒöŕɱ ~~]</translation>
        </message>
        <message>
            <source>Location:</source>
            <translation>[Ļöçåţîöñ: ~~~~]</translation>
        </message>
        <message>
            <source>Output &amp;file:</source>
            <translation>[Öûţþûţ &amp;fîļé: ~~~~]</translation>
        </message>
        <message>
            <source>P&amp;roperties</source>
            <translation>[Þ&amp;röþéŕţîéš ~~~~]</translation>
        </message>
        <message>
            <source>Preview</source>
            <translation>[Þŕéṽîéŵ ~~~]</translation>
        </message>
        <message>
            <source>Printer</source>
            <translation>[Þŕîñţéŕ ~~~]</translation>
        </message>
        <message>
            <source>Type:</source>
            <translation>[Ţýþé: ~~]</translation>
        </message>
    </context>
    <context>
        <name>QPrintSettingsOutput</name>
        <message>
            <source>Collate</source>
            <translation>[Çöļļåţé ~~~]</translation>
        </message>
        <message>
            <source>Color</source>
            <translation>[Çöļöŕ ~~]</translation>
        </message>
        <message>
            <source>Color Mode</source>
            <translation>[Çöļöŕ Ṁöðé ~~~~]</translation>
        </message>
        <message>
            <source>Copies</source>
            <translation>[Çöþîéš ~~]</translation>
        </message>
        <message>
            <source>Copies:</source>
            <translation>[Çöþîéš: ~~~]</translation>
        </message>
        <message>
            <source>Current Page</source>
            <translation>[Çûŕŕéñţ Þåĝé ~~~~~]</translation>
        </message>
        <message>
            <source>Duplex Printing</source>
            <translation>[Ðûþļéẋ Þŕîñţîñĝ ~~~~~~]</translation>
        </message>
        <message>
            <source>Form</source>
            <translation>[Ƒöŕɱ ~~]</translation>
        </message>
        <message>
            <source>Grayscale</source>
            <translation>[Ĝŕåýšçåļé ~~~~]</translation>
        </message>
        <message>
            <source>Long side</source>
            <translation>[Ļöñĝ šîðé ~~~~]</translation>
        </message>
        <message>
            <source>None</source>
            <translation>[Ñöñé ~~]</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>[Öþţîöñš ~~~]</translation>
        </message>
        <message>
            <source>Output Settings</source>
            <translation>[Öûţþûţ Šéţţîñĝš ~~~~~~]</translation>
        </message>
        <message>
            <source>Page Set:</source>
            <translation>[Þåĝé Šéţ: ~~~~]</translation>
        </message>
        <message>
            <source>Pages from</source>
            <translation>[Þåĝéš ƒŕöɱ ~~~~]</translation>
        </message>
        <message>
            <source>Print all</source>
            <translation>[Þŕîñţ åļļ ~~~~]</translation>
        </message>
        <message>
            <source>Print range</source>
            <translation>[Þŕîñţ ŕåñĝé ~~~~]</translation>
        </message>
        <message>
            <source>Reverse</source>
            <translation>[Ŕéṽéŕšé ~~~]</translation>
        </message>
        <message>
            <source>Selection</source>
            <translation>[Šéļéçţîöñ ~~~~]</translation>
        </message>
        <message>
            <source>Short side</source>
            <translation>[Šĥöŕţ šîðé ~~~~]</translation>
        </message>
        <message>
            <source>to</source>
            <translation>[ţö ~]</translation>
        </message>
    </context>
    <context>
        <name>QPrintPropertiesDialog</name>
        <message>
            <source>Job Options</source>
            <translation>[Ĵöƀ Öþţîöñš ~~~~]</translation>
        </message>
        <message>
            <source>Printer Properties</source>
            <translation>[Þŕîñţéŕ Þŕöþéŕţîéš ~~~~~~ ~]</translation>
        </message>
    </context>
    <context>
        <name>QPrintPropertiesWidget</name>
        <message>
            <source>Form</source>
            <translation>[Ƒöŕɱ ~~]</translation>
        </message>
        <message>
            <source>Page</source>
            <translation>[Þåĝé ~~]</translation>
        </message>
    </context>
    <context>
        <name>QCupsJobWidget</name>
        <message>
            <source>Banner Pages</source>
            <translation>[Ɓåññéŕ Þåĝéš ~~~~~]</translation>
        </message>
        <message>
            <source>Billing information:</source>
            <translation>[Ɓîļļîñĝ îñƒöŕɱåţîöñ: ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Classified</source>
            <translation>[Çļåššîƒîéð ~~~~]</translation>
        </message>
        <message>
            <source>Confidential</source>
            <translation>[Çöñƒîðéñţîåļ ~~~~~]</translation>
        </message>
        <message>
            <source>Day (06:00 to 17:59)</source>
            <translation>[Ðåý (06:00 ţö 17:59) ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>End:</source>
            <translation>[Éñð: ~~]</translation>
        </message>
        <message>
            <source>Hold Indefinitely</source>
            <translation>[Ĥöļð Îñðéƒîñîţéļý ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Job</source>
            <translation>[Ĵöƀ ~]</translation>
        </message>
        <message>
            <source>Job Control</source>
            <translation>[Ĵöƀ Çöñţŕöļ ~~~~]</translation>
        </message>
        <message>
            <source>Job priority:</source>
            <translation>[Ĵöƀ þŕîöŕîţý: ~~~~~]</translation>
        </message>
        <message>
            <source>Night (18:00 to 05:59)</source>
            <translation>[Ñîĝĥţ (18:00 ţö 05:59) ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>None</source>
            <translation>[Ñöñé ~~]</translation>
        </message>
        <message>
            <source>Print Immediately</source>
            <translation>[Þŕîñţ Îɱɱéðîåţéļý ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Scheduled printing:</source>
            <translation>[Šçĥéðûļéð þŕîñţîñĝ: ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Second Shift (16:00 to 23:59)</source>
            <translation>[Šéçöñð Šĥîƒţ (16:00 ţö 23:59) ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Secret</source>
            <translation>[Šéçŕéţ ~~]</translation>
        </message>
        <message>
            <source>Specific Time</source>
            <translation>[Šþéçîƒîç Ţîɱé ~~~~~]</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>[Šţåñðåŕð ~~~]</translation>
        </message>
        <message>
            <source>Start:</source>
            <translation>[Šţåŕţ: ~~]</translation>
        </message>
        <message>
            <source>Third Shift (00:00 to 07:59)</source>
            <translation>[Ţĥîŕð Šĥîƒţ (00:00 ţö 07:59) ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Top Secret</source>
            <translation>[Ţöþ Šéçŕéţ ~~~~]</translation>
        </message>
        <message>
            <source>Unclassified</source>
            <translation>[Ûñçļåššîƒîéð ~~~~~]</translation>
        </message>
        <message>
            <source>Weekend (Saturday to Sunday)</source>
            <translation>[Ŵééķéñð (Šåţûŕðåý ţö Šûñðåý) ~~~~~~ ~~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QPageSetupWidget</name>
        <message>
            <source>CC</source>
            <translation>[ÇÇ ~]</translation>
        </message>
        <message>
            <source>Cicero (CC)</source>
            <translation>[Çîçéŕö (ÇÇ) ~~~~]</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>[Çûšţöɱ ~~]</translation>
        </message>
        <message>
            <source>DD</source>
            <translation>[ÐÐ ~]</translation>
        </message>
        <message>
            <source>Didot (DD)</source>
            <translation>[Ðîðöţ (ÐÐ) ~~~~]</translation>
        </message>
        <message>
            <source>Form</source>
            <translation>[Ƒöŕɱ ~~]</translation>
        </message>
        <message>
            <source>Height:</source>
            <translation>[Ĥéîĝĥţ: ~~~]</translation>
        </message>
        <message>
            <source>Inches (in)</source>
            <translation>[Îñçĥéš (îñ) ~~~~]</translation>
        </message>
        <message>
            <source>Landscape</source>
            <translation>[Ļåñðšçåþé ~~~~]</translation>
        </message>
        <message>
            <source>Margins</source>
            <translation>[Ṁåŕĝîñš ~~~]</translation>
        </message>
        <message>
            <source>Millimeters (mm)</source>
            <translation>[Ṁîļļîɱéţéŕš (ɱɱ) ~~~~~~]</translation>
        </message>
        <message>
            <source>Orientation</source>
            <translation>[Öŕîéñţåţîöñ ~~~~]</translation>
        </message>
        <message>
            <source>Page Layout</source>
            <translation>[Þåĝé Ļåýöûţ ~~~~]</translation>
        </message>
        <message>
            <source>Page order:</source>
            <translation>[Þåĝé öŕðéŕ: ~~~~]</translation>
        </message>
        <message>
            <source>Page size:</source>
            <translation>[Þåĝé šîžé: ~~~~]</translation>
        </message>
        <message>
            <source>Pages per sheet:</source>
            <translation>[Þåĝéš þéŕ šĥééţ: ~~~~~~]</translation>
        </message>
        <message>
            <source>Paper</source>
            <translation>[Þåþéŕ ~~]</translation>
        </message>
        <message>
            <source>Paper source:</source>
            <translation>[Þåþéŕ šöûŕçé: ~~~~~]</translation>
        </message>
        <message>
            <source>Pica (P̸)</source>
            <translation>[Þîçå (Þ̸) ~~~~]</translation>
        </message>
        <message>
            <source>Points (pt)</source>
            <translation>[Þöîñţš (þţ) ~~~~]</translation>
        </message>
        <message>
            <source>Portrait</source>
            <translation>[Þöŕţŕåîţ ~~~]</translation>
        </message>
        <message>
            <source>P̸</source>
            <translation>[Þ̸ ~]</translation>
        </message>
        <message>
            <source>Reverse landscape</source>
            <translation>[Ŕéṽéŕšé ļåñðšçåþé ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Reverse portrait</source>
            <translation>[Ŕéṽéŕšé þöŕţŕåîţ ~~~~~~]</translation>
        </message>
        <message>
            <source>Width:</source>
            <translation>[Ŵîðţĥ: ~~]</translation>
        </message>
        <message>
            <source>bottom margin</source>
            <translation>[ƀöţţöɱ ɱåŕĝîñ ~~~~~]</translation>
        </message>
        <message>
            <source>in</source>
            <translation>[îñ ~]</translation>
        </message>
        <message>
            <source>left margin</source>
            <translation>[ļéƒţ ɱåŕĝîñ ~~~~]</translation>
        </message>
        <message>
            <source>mm</source>
            <translation>[ɱɱ ~]</translation>
        </message>
        <message>
            <source>pt</source>
            <translation>[þţ ~]</translation>
        </message>
        <message>
            <source>right margin</source>
            <translation>[ŕîĝĥţ ɱåŕĝîñ ~~~~~]</translation>
        </message>
        <message>
            <source>top margin</source>
            <translation>[ţöþ ɱåŕĝîñ ~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
            <translation>[%1
Ðîŕéçţöŕý ñöţ ƒöûñð.
Þļéåšé ṽéŕîƒý ţĥé çöŕŕéçţ ðîŕéçţöŕý ñåɱé ŵåš ĝîṽéñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>%1
File not found.
Please verify the correct file name was given.</source>
            <translation>[%1
Ƒîļé ñöţ ƒöûñð.
Þļéåšé ṽéŕîƒý ţĥé çöŕŕéçţ ƒîļé ñåɱé ŵåš ĝîṽéñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>%1 File</source>
            <translation>[%1 Ƒîļé ~~]</translation>
        </message>
        <message>
            <source>%1 already exists.
Do you want to replace it?</source>
            <translation>[%1 åļŕéåðý éẋîšţš.
Ðö ýöû ŵåñţ ţö ŕéþļåçé îţ? ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>&amp;Choose</source>
            <translation>[&amp;Cĥööšé ~~]</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>[&amp;Déļéţé ~~]</translation>
        </message>
        <message>
            <source>&amp;New Folder</source>
            <translation>[&amp;Néŵ Ƒöļðéŕ ~~~~]</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>[&amp;Oþéñ ~]</translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <translation>[&amp;Réñåɱé ~~]</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>[&amp;Såṽé ~]</translation>
        </message>
        <message>
            <source>'%1' is write protected.
Do you want to delete it anyway?</source>
            <translation>['%1' îš ŵŕîţé þŕöţéçţéð.
Ðö ýöû ŵåñţ ţö ðéļéţé îţ åñýŵåý? ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Alias</source>
            <translation>[Åļîåš ~~]</translation>
        </message>
        <message>
            <source>All Files (*)</source>
            <translation>[Åļļ Ƒîļéš (*) ~~~~~]</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>[Åļļ ƒîļéš (*) ~~~~~]</translation>
        </message>
        <message>
            <source>Alt+Left</source>
            <translation>[Åļţ+Ļéƒţ ~~~]</translation>
        </message>
        <message>
            <source>Alt+Right</source>
            <translation>[Åļţ+Ŕîĝĥţ ~~~~]</translation>
        </message>
        <message>
            <source>Alt+Up</source>
            <translation>[Åļţ+Ûþ ~~]</translation>
        </message>
        <message>
            <source>Are you sure you want to delete '%1'?</source>
            <translation>[Åŕé ýöû šûŕé ýöû ŵåñţ ţö ðéļéţé '%1'? ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>[Ɓåçķ ~~]</translation>
        </message>
        <message>
            <source>Change to detail view mode</source>
            <translation>[Çĥåñĝé ţö ðéţåîļ ṽîéŵ ɱöðé ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Change to list view mode</source>
            <translation>[Çĥåñĝé ţö ļîšţ ṽîéŵ ɱöðé ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Could not delete directory.</source>
            <translation>[Çöûļð ñöţ ðéļéţé ðîŕéçţöŕý. ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Create New Folder</source>
            <translation>[Çŕéåţé Ñéŵ Ƒöļðéŕ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Create a New Folder</source>
            <translation>[Çŕéåţé å Ñéŵ Ƒöļðéŕ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>[Ðéļéţé ~~]</translation>
        </message>
        <message>
            <source>Detail View</source>
            <translation>[Ðéţåîļ Ṽîéŵ ~~~~]</translation>
        </message>
        <message>
            <source>Directories</source>
            <translation>[Ðîŕéçţöŕîéš ~~~~]</translation>
        </message>
        <message>
            <source>Directory:</source>
            <translation>[Ðîŕéçţöŕý: ~~~~]</translation>
        </message>
        <message>
            <source>Drive</source>
            <translation>[Ðŕîṽé ~~]</translation>
        </message>
        <message>
            <source>File</source>
            <translation>[Ƒîļé ~~]</translation>
        </message>
        <message>
            <source>File &amp;name:</source>
            <translation>[Ƒîļé &amp;nåɱé: ~~~~]</translation>
        </message>
        <message>
            <source>File Folder</source>
            <translation>[Ƒîļé Ƒöļðéŕ ~~~~]</translation>
        </message>
        <message>
            <source>Files</source>
            <translation>[Ƒîļéš ~~]</translation>
        </message>
        <message>
            <source>Files of type:</source>
            <translation>[Ƒîļéš öƒ ţýþé: ~~~~~~]</translation>
        </message>
        <message>
            <source>Find Directory</source>
            <translation>[Ƒîñð Ðîŕéçţöŕý ~~~~~~]</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>[Ƒöļðéŕ ~~]</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>[Ƒöŕŵåŕð ~~~]</translation>
        </message>
        <message>
            <source>Go back</source>
            <translation>[Ĝö ƀåçķ ~~~]</translation>
        </message>
        <message>
            <source>Go forward</source>
            <translation>[Ĝö ƒöŕŵåŕð ~~~~]</translation>
        </message>
        <message>
            <source>Go to the parent directory</source>
            <translation>[Ĝö ţö ţĥé þåŕéñţ ðîŕéçţöŕý ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>List View</source>
            <translation>[Ļîšţ Ṽîéŵ ~~~~]</translation>
        </message>
        <message>
            <source>List of places and bookmarks</source>
            <translation>[Ļîšţ öƒ þļåçéš åñð ƀööķɱåŕķš ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Look in:</source>
            <translation>[Ļööķ îñ: ~~~]</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>[Ṁý Çöɱþûţéŕ ~~~~]</translation>
        </message>
        <message>
            <source>New Folder</source>
            <translation>[Ñéŵ Ƒöļðéŕ ~~~~]</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>[Öþéñ ~~]</translation>
        </message>
        <message>
            <source>Parent Directory</source>
            <translation>[Þåŕéñţ Ðîŕéçţöŕý ~~~~~~]</translation>
        </message>
        <message>
            <source>Recent Places</source>
            <translation>[Ŕéçéñţ Þļåçéš ~~~~~]</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>[Ŕéɱöṽé ~~]</translation>
        </message>
        <message>
            <source>Save As</source>
            <translation>[Šåṽé Åš ~~~]</translation>
        </message>
        <message>
            <source>Shortcut</source>
            <translation>[Šĥöŕţçûţ ~~~]</translation>
        </message>
        <message>
            <source>Show </source>
            <translation>[Šĥöŵ  ~~]</translation>
        </message>
        <message>
            <source>Show &amp;hidden files</source>
            <translation>[Šĥöŵ &amp;hîððéñ ƒîļéš ~~~~~~]</translation>
        </message>
        <message>
            <source>Sidebar</source>
            <translation>[Šîðéƀåŕ ~~~]</translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation>[Ûñķñöŵñ ~~~]</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <source>%1 GB</source>
            <translation>[%1 ĜƁ ~]</translation>
        </message>
        <message>
            <source>%1 KB</source>
            <translation>[%1 ĶƁ ~]</translation>
        </message>
        <message>
            <source>%1 MB</source>
            <translation>[%1 ṀƁ ~]</translation>
        </message>
        <message>
            <source>%1 TB</source>
            <translation>[%1 ŢƁ ~]</translation>
        </message>
        <message>
            <source>%1 byte(s)</source>
            <translation>[%1 ƀýţé(š) ~~~]</translation>
        </message>
        <message>
            <source>%1 bytes</source>
            <translation>[%1 ƀýţéš ~~]</translation>
        </message>
        <message>
            <source>&lt;b&gt;The name "%1" can not be used.&lt;/b&gt;&lt;p&gt;Try using another name, with fewer characters or no punctuations marks.</source>
            <translation>[&lt;b&gt;Ţĥé ñåɱé "%1" çåñ ñöţ ƀé ûšéð.&lt;/b&gt;&lt;p&gt;Ţŕý ûšîñĝ åñöţĥéŕ ñåɱé, ŵîţĥ ƒéŵéŕ çĥåŕåçţéŕš öŕ ñö þûñçţûåţîöñš ɱåŕķš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>[Çöɱþûţéŕ ~~~]</translation>
        </message>
        <message>
            <source>Date Modified</source>
            <translation>[Ðåţé Ṁöðîƒîéð ~~~~~]</translation>
        </message>
        <message>
            <source>Invalid filename</source>
            <translation>[Îñṽåļîð ƒîļéñåɱé ~~~~~~]</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>[Ķîñð ~~]</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>[Ṁý Çöɱþûţéŕ ~~~~]</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>[Ñåɱé ~~]</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>[Šîžé ~~]</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>[Ţýþé ~~]</translation>
        </message>
    </context>
    <context>
        <name>QLineEdit</name>
        <message>
            <source>&amp;Copy</source>
            <translation>[&amp;Cöþý ~]</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>[&amp;Påšţé ~~]</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>[&amp;Réðö ~]</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>[&amp;Uñðö ~]</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>[Çû&amp;t ~]</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>[Ðéļéţé ~~]</translation>
        </message>
        <message>
            <source>Select All</source>
            <translation>[Šéļéçţ Åļļ ~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QWidgetTextControl</name>
        <message>
            <source>&amp;Copy</source>
            <translation>[&amp;Cöþý ~]</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>[&amp;Påšţé ~~]</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>[&amp;Réðö ~]</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>[&amp;Uñðö ~]</translation>
        </message>
        <message>
            <source>Copy &amp;Link Location</source>
            <translation>[Çöþý &amp;Lîñķ Ļöçåţîöñ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>[Çû&amp;t ~]</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>[Ðéļéţé ~~]</translation>
        </message>
        <message>
            <source>Select All</source>
            <translation>[Šéļéçţ Åļļ ~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QAbstractSpinBox</name>
        <message>
            <source>&amp;Select All</source>
            <translation>[&amp;Séļéçţ Åļļ ~~~~]</translation>
        </message>
        <message>
            <source>&amp;Step up</source>
            <translation>[&amp;Sţéþ ûþ ~~]</translation>
        </message>
        <message>
            <source>Step &amp;down</source>
            <translation>[Šţéþ &amp;döŵñ ~~~]</translation>
        </message>
    </context>
    <context>
        <name>QScrollBar</name>
        <message>
            <source>Bottom</source>
            <translation>[Ɓöţţöɱ ~~]</translation>
        </message>
        <message>
            <source>Left edge</source>
            <translation>[Ļéƒţ éðĝé ~~~~]</translation>
        </message>
        <message>
            <source>Page down</source>
            <translation>[Þåĝé ðöŵñ ~~~~]</translation>
        </message>
        <message>
            <source>Page left</source>
            <translation>[Þåĝé ļéƒţ ~~~~]</translation>
        </message>
        <message>
            <source>Page right</source>
            <translation>[Þåĝé ŕîĝĥţ ~~~~]</translation>
        </message>
        <message>
            <source>Page up</source>
            <translation>[Þåĝé ûþ ~~~]</translation>
        </message>
        <message>
            <source>Right edge</source>
            <translation>[Ŕîĝĥţ éðĝé ~~~~]</translation>
        </message>
        <message>
            <source>Scroll down</source>
            <translation>[Šçŕöļļ ðöŵñ ~~~~]</translation>
        </message>
        <message>
            <source>Scroll here</source>
            <translation>[Šçŕöļļ ĥéŕé ~~~~]</translation>
        </message>
        <message>
            <source>Scroll left</source>
            <translation>[Šçŕöļļ ļéƒţ ~~~~]</translation>
        </message>
        <message>
            <source>Scroll right</source>
            <translation>[Šçŕöļļ ŕîĝĥţ ~~~~~]</translation>
        </message>
        <message>
            <source>Scroll up</source>
            <translation>[Šçŕöļļ ûþ ~~~~]</translation>
        </message>
        <message>
            <source>Top</source>
            <translation>[Ţöþ ~]</translation>
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
            <translation>[Ţĥåţ ɱéššåĝé çöûļð ñöţ ƀé ĥåñðļéð. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>This connection has already said hello.</source>
            <translation>[Ţĥîš çöññéçţîöñ ĥåš åļŕéåðý šåîð ĥéļļö. ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>That message could not be read: it is not a JSON object.</source>
            <translation>[Ţĥåţ ɱéššåĝé çöûļð ñöţ ƀé ŕéåð: îţ îš ñöţ å ĴŠÖÑ öƀĵéçţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>That message is not one this table knows.</source>
            <translation>[Ţĥåţ ɱéššåĝé îš ñöţ öñé ţĥîš ţåƀļé ķñöŵš. ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>That message has a field that is missing, of the wrong kind or too long.</source>
            <translation>[Ţĥåţ ɱéššåĝé ĥåš å ƒîéļð ţĥåţ îš ɱîššîñĝ, öƒ ţĥé ŵŕöñĝ ķîñð öŕ ţöö ļöñĝ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>A connection must begin by saying hello with the protocol version.</source>
            <translation>[Å çöññéçţîöñ ɱûšţ ƀéĝîñ ƀý šåýîñĝ ĥéļļö ŵîţĥ ţĥé þŕöţöçöļ ṽéŕšîöñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>This table runs protocol version {server} and your app speaks version {client}: update the app that is older.</source>
            <translation>[Ţĥîš ţåƀļé ŕûñš þŕöţöçöļ ṽéŕšîöñ {server} åñð ýöûŕ åþþ šþéåķš ṽéŕšîöñ {client}: ûþðåţé ţĥé åþþ ţĥåţ îš öļðéŕ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>There is no table with that room code on this server.</source>
            <translation>[Ţĥéŕé îš ñö ţåƀļé ŵîţĥ ţĥåţ ŕööɱ çöðé öñ ţĥîš šéŕṽéŕ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>A table with that room code already exists.</source>
            <translation>[Å ţåƀļé ŵîţĥ ţĥåţ ŕööɱ çöðé åļŕéåðý éẋîšţš. ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>This server is full right now; try again later.</source>
            <translation>[Ţĥîš šéŕṽéŕ îš ƒûļļ ŕîĝĥţ ñöŵ; ţŕý åĝåîñ ļåţéŕ. ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>This server does not know that game.</source>
            <translation>[Ţĥîš šéŕṽéŕ ðöéš ñöţ ķñöŵ ţĥåţ ĝåɱé. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>The seats of that table are not right.</source>
            <translation>[Ţĥé šéåţš öƒ ţĥåţ ţåƀļé åŕé ñöţ ŕîĝĥţ. ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>The game's options are not right.</source>
            <translation>[Ţĥé ĝåɱé'š öþţîöñš åŕé ñöţ ŕîĝĥţ. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Every seat at this table is taken.</source>
            <translation>[Éṽéŕý šéåţ åţ ţĥîš ţåƀļé îš ţåķéñ. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>A name must have 1 to 40 characters, without control characters.</source>
            <translation>[Å ñåɱé ɱûšţ ĥåṽé 1 ţö 40 çĥåŕåçţéŕš, ŵîţĥöûţ çöñţŕöļ çĥåŕåçţéŕš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>That token is not one of this table's.</source>
            <translation>[Ţĥåţ ţöķéñ îš ñöţ öñé öƒ ţĥîš ţåƀļé'š. ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Too many attempts with a wrong room code or token from your address; wait a minute and try again.</source>
            <translation>[Ţöö ɱåñý åţţéɱþţš ŵîţĥ å ŵŕöñĝ ŕööɱ çöðé öŕ ţöķéñ ƒŕöɱ ýöûŕ åððŕéšš; ŵåîţ å ɱîñûţé åñð ţŕý åĝåîñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Join the table or rejoin your seat first.</source>
            <translation>[Ĵöîñ ţĥé ţåƀļé öŕ ŕéĵöîñ ýöûŕ šéåţ ƒîŕšţ. ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Only the host can do that.</source>
            <translation>[Öñļý ţĥé ĥöšţ çåñ ðö ţĥåţ. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>The game has not started yet.</source>
            <translation>[Ţĥé ĝåɱé ĥåš ñöţ šţåŕţéð ýéţ. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>The game has already started.</source>
            <translation>[Ţĥé ĝåɱé ĥåš åļŕéåðý šţåŕţéð. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>The game can start once every seat for another computer is taken.</source>
            <translation>[Ţĥé ĝåɱé çåñ šţåŕţ öñçé éṽéŕý šéåţ ƒöŕ åñöţĥéŕ çöɱþûţéŕ îš ţåķéñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>There is no such seat at this table.</source>
            <translation>[Ţĥéŕé îš ñö šûçĥ šéåţ åţ ţĥîš ţåƀļé. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>That seat is not yours.</source>
            <translation>[Ţĥåţ šéåţ îš ñöţ ýöûŕš. ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Only a seat for another computer can be given to a bot.</source>
            <translation>[Öñļý å šéåţ ƒöŕ åñöţĥéŕ çöɱþûţéŕ çåñ ƀé ĝîṽéñ ţö å ƀöţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>This game has no such bot level.</source>
            <translation>[Ţĥîš ĝåɱé ĥåš ñö šûçĥ ƀöţ ļéṽéļ. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>That command was sent before (its number does not grow), so it was not played again.</source>
            <translation>[Ţĥåţ çöɱɱåñð ŵåš šéñţ ƀéƒöŕé (îţš ñûɱƀéŕ ðöéš ñöţ ĝŕöŵ), šö îţ ŵåš ñöţ þļåýéð åĝåîñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>That is not a move in this game.</source>
            <translation>[Ţĥåţ îš ñöţ å ɱöṽé îñ ţĥîš ĝåɱé. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>It is not that seat's turn.</source>
            <translation>[Îţ îš ñöţ ţĥåţ šéåţ'š ţûŕñ. ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>The rules do not allow that move.</source>
            <translation>[Ţĥé ŕûļéš ðö ñöţ åļļöŵ ţĥåţ ɱöṽé. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>[Ţĥé ĝåɱé îš öṽéŕ. ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Only your own last move can be undone, before anybody else has played.</source>
            <translation>[Öñļý ýöûŕ öŵñ ļåšţ ɱöṽé çåñ ƀé ûñðöñé, ƀéƒöŕé åñýƀöðý éļšé ĥåš þļåýéð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>A hint is for one of your seats whose move it is.</source>
            <translation>[Å ĥîñţ îš ƒöŕ öñé öƒ ýöûŕ šéåţš ŵĥöšé ɱöṽé îţ îš. ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>A hint is already being looked for.</source>
            <translation>[Å ĥîñţ îš åļŕéåðý ƀéîñĝ ļööķéð ƒöŕ. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Too many messages too fast; slow down.</source>
            <translation>[Ţöö ɱåñý ɱéššåĝéš ţöö ƒåšţ; šļöŵ ðöŵñ. ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>That message is too long: only a new table's message may be over 64 KiB.</source>
            <translation>[Ţĥåţ ɱéššåĝé îš ţöö ļöñĝ: öñļý å ñéŵ ţåƀļé'š ɱéššåĝé ɱåý ƀé öṽéŕ 64 ĶîƁ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Too many messages too fast: the connection was closed.</source>
            <translation>[Ţöö ɱåñý ɱéššåĝéš ţöö ƒåšţ: ţĥé çöññéçţîöñ ŵåš çļöšéð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>The host has ended this table.</source>
            <translation>[Ţĥé ĥöšţ ĥåš éñðéð ţĥîš ţåƀļé. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Your seat is now played elsewhere.</source>
            <translation>[Ýöûŕ šéåţ îš ñöŵ þļåýéð éļšéŵĥéŕé. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>You have left the table.</source>
            <translation>[Ýöû ĥåṽé ļéƒţ ţĥé ţåƀļé. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>The server is stopping; your app reconnects when it is back.</source>
            <translation>[Ţĥé šéŕṽéŕ îš šţöþþîñĝ; ýöûŕ åþþ ŕéçöññéçţš ŵĥéñ îţ îš ƀåçķ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Your connection could not keep up with the table and was closed.</source>
            <translation>[Ýöûŕ çöññéçţîöñ çöûļð ñöţ ķééþ ûþ ŵîţĥ ţĥé ţåƀļé åñð ŵåš çļöšéð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Too many messages could not be read: the connection was closed.</source>
            <translation>[Ţöö ɱåñý ɱéššåĝéš çöûļð ñöţ ƀé ŕéåð: ţĥé çöññéçţîöñ ŵåš çļöšéð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Messages are JSON text, not binary frames.</source>
            <translation>[Ṁéššåĝéš åŕé ĴŠÖÑ ţéẋţ, ñöţ ƀîñåŕý ƒŕåɱéš. ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>A {kind} message has no field '{key}'.</source>
            <translation>[Å {kind} ɱéššåĝé ĥåš ñö ƒîéļð '{key}'. ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>The field '{key}' of a {kind} message is not right.</source>
            <translation>[Ţĥé ƒîéļð '{key}' öƒ å {kind} ɱéššåĝé îš ñöţ ŕîĝĥţ. ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>A {kind} message needs the field '{key}'.</source>
            <translation>[Å {kind} ɱéššåĝé ñééðš ţĥé ƒîéļð '{key}'. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>No hint could be found this time.</source>
            <translation>[Ñö ĥîñţ çöûļð ƀé ƒöûñð ţĥîš ţîɱé. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>{game} takes {least} to {most} players, not {count}.</source>
            <translation>[{game} ţåķéš {least} ţö {most} þļåýéŕš, ñöţ {count}. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Seat {number} is not described right.</source>
            <translation>[Šéåţ {number} îš ñöţ ðéšçŕîƀéð ŕîĝĥţ. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Seat {number} must be here, remote or a bot.</source>
            <translation>[Šéåţ {number} ɱûšţ ƀé ĥéŕé, ŕéɱöţé öŕ å ƀöţ. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Seat {number}'s name is not right: 1 to 40 characters, without control characters.</source>
            <translation>[Šéåţ {number}'š ñåɱé îš ñöţ ŕîĝĥţ: 1 ţö 40 çĥåŕåçţéŕš, ŵîţĥöûţ çöñţŕöļ çĥåŕåçţéŕš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Seat {number}'s bot level is not one of this game's.</source>
            <translation>[Šéåţ {number}'š ƀöţ ļéṽéļ îš ñöţ öñé öƒ ţĥîš ĝåɱé'š. ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Seat {number} is a person's and has no bot level.</source>
            <translation>[Šéåţ {number} îš å þéŕšöñ'š åñð ĥåš ñö ƀöţ ļéṽéļ. ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Your last move showed something that was hidden (a draw, a deal, a roll or the choices), so it can't be undone.</source>
            <translation>[Ýöûŕ ļåšţ ɱöṽé šĥöŵéð šöɱéţĥîñĝ ţĥåţ ŵåš ĥîððéñ (å ðŕåŵ, å ðéåļ, å ŕöļļ öŕ ţĥé çĥöîçéš), šö îţ çåñ'ţ ƀé ûñðöñé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Undo is turned off for this game.</source>
            <translation>[Ûñðö îš ţûŕñéð öƒƒ ƒöŕ ţĥîš ĝåɱé. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>The game is over, so moves can't be undone.</source>
            <translation>[Ţĥé ĝåɱé îš öṽéŕ, šö ɱöṽéš çåñ'ţ ƀé ûñðöñé. ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Nothing has been played yet, so there is nothing to undo.</source>
            <translation>[Ñöţĥîñĝ ĥåš ƀééñ þļåýéð ýéţ, šö ţĥéŕé îš ñöţĥîñĝ ţö ûñðö. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
    </context>
    <context>
        <name>GameSession</name>
        <message>
            <source>A finished game of {game} could not be recorded ({reason}); its autosave is kept and the next start tries again.</source>
            <translation>[Å ƒîñîšĥéð ĝåɱé öƒ {game} çöûļð ñöţ ƀé ŕéçöŕðéð ({reason}); îţš åûţöšåṽé îš ķéþţ åñð ţĥé ñéẋţ šţåŕţ ţŕîéš åĝåîñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>That seat is played by a bot.</source>
            <translation>[Ţĥåţ šéåţ îš þļåýéð ƀý å ƀöţ. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Undo your last move ({move}).</source>
            <translation>[Ûñðö ýöûŕ ļåšţ ɱöṽé ({move}). ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Undo your last move ({move}) and the bots' moves after it.</source>
            <translation>[Ûñðö ýöûŕ ļåšţ ɱöṽé ({move}) åñð ţĥé ƀöţš' ɱöṽéš åƒţéŕ îţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Undo your last move ({move}). You have seen what was drawn since, so this game then becomes a practice game.</source>
            <translation>[Ûñðö ýöûŕ ļåšţ ɱöṽé ({move}). Ýöû ĥåṽé šééñ ŵĥåţ ŵåš ðŕåŵñ šîñçé, šö ţĥîš ĝåɱé ţĥéñ ƀéçöɱéš å þŕåçţîçé ĝåɱé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Undo your last move ({move}) and the bots' moves after it. You have seen what was drawn since, so this game then becomes a practice game.</source>
            <translation>[Ûñðö ýöûŕ ļåšţ ɱöṽé ({move}) åñð ţĥé ƀöţš' ɱöṽéš åƒţéŕ îţ. Ýöû ĥåṽé šééñ ŵĥåţ ŵåš ðŕåŵñ šîñçé, šö ţĥîš ĝåɱé ţĥéñ ƀéçöɱéš å þŕåçţîçé ĝåɱé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Your last move was undone: it is your turn again.</source>
            <translation>[Ýöûŕ ļåšţ ɱöṽé ŵåš ûñðöñé: îţ îš ýöûŕ ţûŕñ åĝåîñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Your last move was undone: it is your turn again. This is a practice game now, because you had seen what came after that move.</source>
            <translation>[Ýöûŕ ļåšţ ɱöṽé ŵåš ûñðöñé: îţ îš ýöûŕ ţûŕñ åĝåîñ. Ţĥîš îš å þŕåçţîçé ĝåɱé ñöŵ, ƀéçåûšé ýöû ĥåð šééñ ŵĥåţ çåɱé åƒţéŕ ţĥåţ ɱöṽé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>There is no such seat at this table.</source>
            <translation>[Ţĥéŕé îš ñö šûçĥ šéåţ åţ ţĥîš ţåƀļé. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>That is not a move in this game.</source>
            <translation>[Ţĥåţ îš ñöţ å ɱöṽé îñ ţĥîš ĝåɱé. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>A hint is for a person at this screen whose move it is.</source>
            <translation>[Å ĥîñţ îš ƒöŕ å þéŕšöñ åţ ţĥîš šçŕééñ ŵĥöšé ɱöṽé îţ îš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>A hint is already being looked for.</source>
            <translation>[Å ĥîñţ îš åļŕéåðý ƀéîñĝ ļööķéð ƒöŕ. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>No hint could be found this time.</source>
            <translation>[Ñö ĥîñţ çöûļð ƀé ƒöûñð ţĥîš ţîɱé. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>This game has been closed.</source>
            <translation>[Ţĥîš ĝåɱé ĥåš ƀééñ çļöšéð. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Your bot had a problem and plays the first move it can.</source>
            <translation>[Ýöûŕ ƀöţ ĥåð å þŕöƀļéɱ åñð þļåýš ţĥé ƒîŕšţ ɱöṽé îţ çåñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{name} (bot) had a problem and plays the first move it can.</source>
            <translation>[{name} (ƀöţ) ĥåð å þŕöƀļéɱ åñð þļåýš ţĥé ƒîŕšţ ɱöṽé îţ çåñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>The game could not be autosaved: {error}</source>
            <translation>[Ţĥé ĝåɱé çöûļð ñöţ ƀé åûţöšåṽéð: {error} ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>The finished game could not be recorded: {error}</source>
            <translation>[Ţĥé ƒîñîšĥéð ĝåɱé çöûļð ñöţ ƀé ŕéçöŕðéð: {error} ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>The finished game could not be recorded ({reason}); its autosave from before the last move is kept: continue it from the home screen to finish it again.</source>
            <translation>[Ţĥé ƒîñîšĥéð ĝåɱé çöûļð ñöţ ƀé ŕéçöŕðéð ({reason}); îţš åûţöšåṽé ƒŕöɱ ƀéƒöŕé ţĥé ļåšţ ɱöṽé îš ķéþţ: çöñţîñûé îţ ƒŕöɱ ţĥé ĥöɱé šçŕééñ ţö ƒîñîšĥ îţ åĝåîñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>The finished game could not be recorded ({reason}), and there is no autosave of it either.</source>
            <translation>[Ţĥé ƒîñîšĥéð ĝåɱé çöûļð ñöţ ƀé ŕéçöŕðéð ({reason}), åñð ţĥéŕé îš ñö åûţöšåṽé öƒ îţ éîţĥéŕ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>The finished game could not be recorded ({reason}); it is kept in its autosave, and the app records it as soon as it can.</source>
            <translation>[Ţĥé ƒîñîšĥéð ĝåɱé çöûļð ñöţ ƀé ŕéçöŕðéð ({reason}); îţ îš ķéþţ îñ îţš åûţöšåṽé, åñð ţĥé åþþ ŕéçöŕðš îţ åš šööñ åš îţ çåñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>The bots' helper process is not available ({why}); the bots think inside the app instead, so the window may react more slowly while they do.</source>
            <translation>[Ţĥé ƀöţš' ĥéļþéŕ þŕöçéšš îš ñöţ åṽåîļåƀļé ({why}); ţĥé ƀöţš ţĥîñķ îñšîðé ţĥé åþþ îñšţéåð, šö ţĥé ŵîñðöŵ ɱåý ŕéåçţ ɱöŕé šļöŵļý ŵĥîļé ţĥéý ðö. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Undo is turned off for this game.</source>
            <translation>[Ûñðö îš ţûŕñéð öƒƒ ƒöŕ ţĥîš ĝåɱé. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Only a person can undo a move.</source>
            <translation>[Öñļý å þéŕšöñ çåñ ûñðö å ɱöṽé. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>You have not confirmed a move yet, so there is nothing to undo.</source>
            <translation>[Ýöû ĥåṽé ñöţ çöñƒîŕɱéð å ɱöṽé ýéţ, šö ţĥéŕé îš ñöţĥîñĝ ţö ûñðö. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>The game is over, so moves can't be undone.</source>
            <translation>[Ţĥé ĝåɱé îš öṽéŕ, šö ɱöṽéš çåñ'ţ ƀé ûñðöñé. ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Your last move drew new tiles from the bag, so it can't be undone: moves can be undone once nothing is drawn after them.</source>
            <translation>[Ýöûŕ ļåšţ ɱöṽé ðŕéŵ ñéŵ ţîļéš ƒŕöɱ ţĥé ƀåĝ, šö îţ çåñ'ţ ƀé ûñðöñé: ɱöṽéš çåñ ƀé ûñðöñé öñçé ñöţĥîñĝ îš ðŕåŵñ åƒţéŕ ţĥéɱ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Another player drew from the bag after your move, so it can't be undone: moves can be undone once nothing is drawn after them.</source>
            <translation>[Åñöţĥéŕ þļåýéŕ ðŕéŵ ƒŕöɱ ţĥé ƀåĝ åƒţéŕ ýöûŕ ɱöṽé, šö îţ çåñ'ţ ƀé ûñðöñé: ɱöṽéš çåñ ƀé ûñðöñé öñçé ñöţĥîñĝ îš ðŕåŵñ åƒţéŕ ţĥéɱ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
    </context>
    <context>
        <name>RemoteSession</name>
        <message>
            <source>Connecting to the table…</source>
            <translation>[Çöññéçţîñĝ ţö ţĥé ţåƀļé… ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Connected to the table.</source>
            <translation>[Çöññéçţéð ţö ţĥé ţåƀļé. ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>The connection to the table was lost ({why}). Connecting again in {delay} s…</source>
            <translation>[Ţĥé çöññéçţîöñ ţö ţĥé ţåƀļé ŵåš ļöšţ ({why}). Çöññéçţîñĝ åĝåîñ îñ {delay} š… ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>The connection to the table was lost ({why}). Connecting again…</source>
            <translation>[Ţĥé çöññéçţîöñ ţö ţĥé ţåƀļé ŵåš ļöšţ ({why}). Çöññéçţîñĝ åĝåîñ… ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>The table cannot be reached ({why}). Trying again in {delay} s…</source>
            <translation>[Ţĥé ţåƀļé çåññöţ ƀé ŕéåçĥéð ({why}). Ţŕýîñĝ åĝåîñ îñ {delay} š… ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>The table cannot be reached ({why}). Trying again…</source>
            <translation>[Ţĥé ţåƀļé çåññöţ ƀé ŕéåçĥéð ({why}). Ţŕýîñĝ åĝåîñ… ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>You left the table.</source>
            <translation>[Ýöû ļéƒţ ţĥé ţåƀļé. ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>The table speaks another version of the network protocol ({theirs}; this app speaks {ours}): both computers need the same version of the app.</source>
            <translation>[Ţĥé ţåƀļé šþéåķš åñöţĥéŕ ṽéŕšîöñ öƒ ţĥé ñéţŵöŕķ þŕöţöçöļ ({theirs}; ţĥîš åþþ šþéåķš {ours}): ƀöţĥ çöɱþûţéŕš ñééð ţĥé šåɱé ṽéŕšîöñ öƒ ţĥé åþþ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>The other computer did not answer as a table of this app does.</source>
            <translation>[Ţĥé öţĥéŕ çöɱþûţéŕ ðîð ñöţ åñšŵéŕ åš å ţåƀļé öƒ ţĥîš åþþ ðöéš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>The connection to the table failed.</source>
            <translation>[Ţĥé çöññéçţîöñ ţö ţĥé ţåƀļé ƒåîļéð. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>the connection was closed</source>
            <comment>why a connection ended, inside a sentence</comment>
            <translation>[ţĥé çöññéçţîöñ ŵåš çļöšéð ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>the table closed the connection</source>
            <translation>[ţĥé ţåƀļé çļöšéð ţĥé çöññéçţîöñ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>the other computer does not answer</source>
            <translation>[ţĥé öţĥéŕ çöɱþûţéŕ ðöéš ñöţ åñšŵéŕ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>the other computer took too long to answer</source>
            <translation>[ţĥé öţĥéŕ çöɱþûţéŕ ţööķ ţöö ļöñĝ ţö åñšŵéŕ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>the address is not one a table can have</source>
            <translation>[ţĥé åððŕéšš îš ñöţ öñé å ţåƀļé çåñ ĥåṽé ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>the other computer refused the connection ({code})</source>
            <translation>[ţĥé öţĥéŕ çöɱþûţéŕ ŕéƒûšéð ţĥé çöññéçţîöñ ({code}) ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>the network cut the connection</source>
            <translation>[ţĥé ñéţŵöŕķ çûţ ţĥé çöññéçţîöñ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>the secure connection could not be set up</source>
            <translation>[ţĥé šéçûŕé çöññéçţîöñ çöûļð ñöţ ƀé šéţ ûþ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>the network failed</source>
            <translation>[ţĥé ñéţŵöŕķ ƒåîļéð ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>the connection failed</source>
            <translation>[ţĥé çöññéçţîöñ ƒåîļéð ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>That is not the address of a table: it looks like ws://HOST:PORT/room/CODE.</source>
            <translation>[Ţĥåţ îš ñöţ ţĥé åððŕéšš öƒ å ţåƀļé: îţ ļööķš ļîķé ŵš://ĤÖŠŢ:ÞÖŔŢ/ŕööɱ/ÇÖÐÉ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>There is no table at that address with that room code. Check the code and the address.</source>
            <translation>[Ţĥéŕé îš ñö ţåƀļé åţ ţĥåţ åððŕéšš ŵîţĥ ţĥåţ ŕööɱ çöðé. Çĥéçķ ţĥé çöðé åñð ţĥé åððŕéšš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>The table's certificate is not one this computer trusts, so the connection was not made ({why}).</source>
            <translation>[Ţĥé ţåƀļé'š çéŕţîƒîçåţé îš ñöţ öñé ţĥîš çöɱþûţéŕ ţŕûšţš, šö ţĥé çöññéçţîöñ ŵåš ñöţ ɱåðé ({why}). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>it could not be checked</source>
            <translation>[îţ çöûļð ñöţ ƀé çĥéçķéð ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Nobody has taken this seat yet.</source>
            <translation>[Ñöƀöðý ĥåš ţåķéñ ţĥîš šéåţ ýéţ. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Online.</source>
            <translation>[Öñļîñé. ~~~]</translation>
        </message>
        <message>
            <source>Reconnecting…</source>
            <translation>[Ŕéçöññéçţîñĝ… ~~~~~]</translation>
        </message>
        <message>
            <source>Left the table.</source>
            <translation>[Ļéƒţ ţĥé ţåƀļé. ~~~~~~]</translation>
        </message>
        <message>
            <source>Played by a bot.</source>
            <translation>[Þļåýéð ƀý å ƀöţ. ~~~~~~]</translation>
        </message>
        <message>
            <source>{name} is connected again.</source>
            <translation>[{name} îš çöññéçţéð åĝåîñ. ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>{name} lost the connection; waiting for them to come back.</source>
            <translation>[{name} ļöšţ ţĥé çöññéçţîöñ; ŵåîţîñĝ ƒöŕ ţĥéɱ ţö çöɱé ƀåçķ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>{name} left the table.</source>
            <translation>[{name} ļéƒţ ţĥé ţåƀļé. ~~~~~~]</translation>
        </message>
        <message>
            <source>{name}'s seat is played by a bot now.</source>
            <translation>[{name}'š šéåţ îš þļåýéð ƀý å ƀöţ ñöŵ. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>{name} has come to the table.</source>
            <translation>[{name} ĥåš çöɱé ţö ţĥé ţåƀļé. ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>The game has not started yet.</source>
            <translation>[Ţĥé ĝåɱé ĥåš ñöţ šţåŕţéð ýéţ. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>[Ţĥé ĝåɱé îš öṽéŕ. ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>The connection to the table is not there just now, so nothing was sent. Play again once it is back.</source>
            <translation>[Ţĥé çöññéçţîöñ ţö ţĥé ţåƀļé îš ñöţ ţĥéŕé ĵûšţ ñöŵ, šö ñöţĥîñĝ ŵåš šéñţ. Þļåý åĝåîñ öñçé îţ îš ƀåçķ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>This computer is no longer at the table, so nothing was sent. {why}</source>
            <translation>[Ţĥîš çöɱþûţéŕ îš ñö ļöñĝéŕ åţ ţĥé ţåƀļé, šö ñöţĥîñĝ ŵåš šéñţ. {why} ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>That seat is played at another computer.</source>
            <translation>[Ţĥåţ šéåţ îš þļåýéð åţ åñöţĥéŕ çöɱþûţéŕ. ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>It is not that seat's turn.</source>
            <translation>[Îţ îš ñöţ ţĥåţ šéåţ'š ţûŕñ. ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Your move is on its way to the table.</source>
            <translation>[Ýöûŕ ɱöṽé îš öñ îţš ŵåý ţö ţĥé ţåƀļé. ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Your undo is on its way to the table.</source>
            <translation>[Ýöûŕ ûñðö îš öñ îţš ŵåý ţö ţĥé ţåƀļé. ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>That is not a move in this game.</source>
            <translation>[Ţĥåţ îš ñöţ å ɱöṽé îñ ţĥîš ĝåɱé. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>A hint is for a person at this screen whose move it is.</source>
            <translation>[Å ĥîñţ îš ƒöŕ å þéŕšöñ åţ ţĥîš šçŕééñ ŵĥöšé ɱöṽé îţ îš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>A hint is already being looked for.</source>
            <translation>[Å ĥîñţ îš åļŕéåðý ƀéîñĝ ļööķéð ƒöŕ. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>The connection went before your move reached the table. The table is shown as it is once the connection is back; play your move then if it is missing.</source>
            <translation>[Ţĥé çöññéçţîöñ ŵéñţ ƀéƒöŕé ýöûŕ ɱöṽé ŕéåçĥéð ţĥé ţåƀļé. Ţĥé ţåƀļé îš šĥöŵñ åš îţ îš öñçé ţĥé çöññéçţîöñ îš ƀåçķ; þļåý ýöûŕ ɱöṽé ţĥéñ îƒ îţ îš ɱîššîñĝ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Only the computer that hosts the table can do that.</source>
            <translation>[Öñļý ţĥé çöɱþûţéŕ ţĥåţ ĥöšţš ţĥé ţåƀļé çåñ ðö ţĥåţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>The table sent something this app cannot read ({why}); the table is shown as it was.</source>
            <translation>[Ţĥé ţåƀļé šéñţ šöɱéţĥîñĝ ţĥîš åþþ çåññöţ ŕéåð ({why}); ţĥé ţåƀļé îš šĥöŵñ åš îţ ŵåš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>The table speaks another version of the network protocol: both computers need the same version of the app.</source>
            <translation>[Ţĥé ţåƀļé šþéåķš åñöţĥéŕ ṽéŕšîöñ öƒ ţĥé ñéţŵöŕķ þŕöţöçöļ: ƀöţĥ çöɱþûţéŕš ñééð ţĥé šåɱé ṽéŕšîöñ öƒ ţĥé åþþ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>There is no table with that room code. Check the code and the address.</source>
            <translation>[Ţĥéŕé îš ñö ţåƀļé ŵîţĥ ţĥåţ ŕööɱ çöðé. Çĥéçķ ţĥé çöðé åñð ţĥé åððŕéšš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>This computer's seat at that table is not known there any more.</source>
            <translation>[Ţĥîš çöɱþûţéŕ'š šéåţ åţ ţĥåţ ţåƀļé îš ñöţ ķñöŵñ ţĥéŕé åñý ɱöŕé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Every seat at that table is taken.</source>
            <translation>[Éṽéŕý šéåţ åţ ţĥåţ ţåƀļé îš ţåķéñ. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>That name cannot be used: give one of 1 to 40 letters.</source>
            <translation>[Ţĥåţ ñåɱé çåññöţ ƀé ûšéð: ĝîṽé öñé öƒ 1 ţö 40 ļéţţéŕš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Too many wrong codes from this computer: wait a minute and try again.</source>
            <translation>[Ţöö ɱåñý ŵŕöñĝ çöðéš ƒŕöɱ ţĥîš çöɱþûţéŕ: ŵåîţ å ɱîñûţé åñð ţŕý åĝåîñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>The table's server is full just now: try again later.</source>
            <translation>[Ţĥé ţåƀļé'š šéŕṽéŕ îš ƒûļļ ĵûšţ ñöŵ: ţŕý åĝåîñ ļåţéŕ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>That game has already started.</source>
            <translation>[Ţĥåţ ĝåɱé ĥåš åļŕéåðý šţåŕţéð. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>That seat is not yours.</source>
            <translation>[Ţĥåţ šéåţ îš ñöţ ýöûŕš. ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>The rules do not allow that move.</source>
            <translation>[Ţĥé ŕûļéš ðö ñöţ åļļöŵ ţĥåţ ɱöṽé. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Only your own last move can be undone, before anybody else has played.</source>
            <translation>[Öñļý ýöûŕ öŵñ ļåšţ ɱöṽé çåñ ƀé ûñðöñé, ƀéƒöŕé åñýƀöðý éļšé ĥåš þļåýéð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>That request was already answered.</source>
            <translation>[Ţĥåţ ŕéǫûéšţ ŵåš åļŕéåðý åñšŵéŕéð. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Too many requests at once: wait a moment and try again.</source>
            <translation>[Ţöö ɱåñý ŕéǫûéšţš åţ öñçé: ŵåîţ å ɱöɱéñţ åñð ţŕý åĝåîñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>The table refused that.</source>
            <translation>[Ţĥé ţåƀļé ŕéƒûšéð ţĥåţ. ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>The finished game could not be kept in this computer's statistics: {why}</source>
            <translation>[Ţĥé ƒîñîšĥéð ĝåɱé çöûļð ñöţ ƀé ķéþţ îñ ţĥîš çöɱþûţéŕ'š šţåţîšţîçš: {why} ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
    </context>
    <context>
        <name>storage</name>
        <message>
            <source>{problem} It is left as it is for that version, and cannot be continued here.</source>
            <translation>[{problem} Îţ îš ļéƒţ åš îţ îš ƒöŕ ţĥåţ ṽéŕšîöñ, åñð çåññöţ ƀé çöñţîñûéð ĥéŕé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>{problem} The game cannot be continued.</source>
            <translation>[{problem} Ţĥé ĝåɱé çåññöţ ƀé çöñţîñûéð. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>{name} is a folder, not a file.</source>
            <translation>[{name} îš å ƒöļðéŕ, ñöţ å ƒîļé. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{name} is not an ordinary file (it is a pipe, a device or a socket), so it is not read.</source>
            <translation>[{name} îš ñöţ åñ öŕðîñåŕý ƒîļé (îţ îš å þîþé, å ðéṽîçé öŕ å šöçķéţ), šö îţ îš ñöţ ŕéåð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>settings file</source>
            <translation>[šéţţîñĝš ƒîļé ~~~~~]</translation>
        </message>
        <message>
            <source>a settings file</source>
            <translation>[å šéţţîñĝš ƒîļé ~~~~~~]</translation>
        </message>
        <message>
            <source>saved game</source>
            <translation>[šåṽéð ĝåɱé ~~~~]</translation>
        </message>
        <message>
            <source>a saved game</source>
            <translation>[å šåṽéð ĝåɱé ~~~~~]</translation>
        </message>
        <message>
            <source>autosaved game</source>
            <translation>[åûţöšåṽéð ĝåɱé ~~~~~~]</translation>
        </message>
        <message>
            <source>an autosaved game</source>
            <translation>[åñ åûţöšåṽéð ĝåɱé ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>game record</source>
            <translation>[ĝåɱé ŕéçöŕð ~~~~]</translation>
        </message>
        <message>
            <source>a game record</source>
            <translation>[å ĝåɱé ŕéçöŕð ~~~~~]</translation>
        </message>
        <message>
            <source>word-list settings file</source>
            <translation>[ŵöŕð-ļîšţ šéţţîñĝš ƒîļé ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>a word-list settings file</source>
            <translation>[å ŵöŕð-ļîšţ šéţţîñĝš ƒîļé ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>file</source>
            <translation>[ƒîļé ~~]</translation>
        </message>
        <message>
            <source>a file</source>
            <translation>[å ƒîļé ~~]</translation>
        </message>
        <message>
            <source>file of another kind</source>
            <translation>[ƒîļé öƒ åñöţĥéŕ ķîñð ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>a file of another kind</source>
            <translation>[å ƒîļé öƒ åñöţĥéŕ ķîñð ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>This {what} cannot be read (it is not an ordinary file).</source>
            <translation>[Ţĥîš {what} çåññöţ ƀé ŕéåð (îţ îš ñöţ åñ öŕðîñåŕý ƒîļé). ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>it is not an ordinary file</source>
            <translation>[îţ îš ñöţ åñ öŕðîñåŕý ƒîļé ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>This {what} cannot be found ({file}).</source>
            <translation>[Ţĥîš {what} çåññöţ ƀé ƒöûñð ({file}). ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>it does not exist</source>
            <translation>[îţ ðöéš ñöţ éẋîšţ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>This {what} cannot be read (it is a folder).</source>
            <translation>[Ţĥîš {what} çåññöţ ƀé ŕéåð (îţ îš å ƒöļðéŕ). ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>it is a folder</source>
            <translation>[îţ îš å ƒöļðéŕ ~~~~~~]</translation>
        </message>
        <message>
            <source>This {what} cannot be read ({reason}).</source>
            <translation>[Ţĥîš {what} çåññöţ ƀé ŕéåð ({reason}). ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>it is larger than {size} MB, far too large to be genuine</source>
            <translation>[îţ îš ļåŕĝéŕ ţĥåñ {size} ṀƁ, ƒåŕ ţöö ļåŕĝé ţö ƀé ĝéñûîñé ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>it is larger than {size} KB, far too large to be genuine</source>
            <translation>[îţ îš ļåŕĝéŕ ţĥåñ {size} ĶƁ, ƒåŕ ţöö ļåŕĝé ţö ƀé ĝéñûîñé ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>it is empty</source>
            <translation>[îţ îš éɱþţý ~~~~]</translation>
        </message>
        <message>
            <source>it ends too early</source>
            <translation>[îţ éñðš ţöö éåŕļý ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>it is not text</source>
            <translation>[îţ îš ñöţ ţéẋţ ~~~~~~]</translation>
        </message>
        <message>
            <source>it is nested too deeply</source>
            <translation>[îţ îš ñéšţéð ţöö ðééþļý ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>its contents are garbled at line {line}</source>
            <translation>[îţš çöñţéñţš åŕé ĝåŕƀļéð åţ ļîñé {line} ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>it holds an impossible number</source>
            <translation>[îţ ĥöļðš åñ îɱþöššîƀļé ñûɱƀéŕ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>This file is a Tabletop Desktop {other}, not {what}.</source>
            <comment>{what} is the kind of file wanted, with its article ('a saved game')</comment>
            <translation>[Ţĥîš ƒîļé îš å Ţåƀļéţöþ Ðéšķţöþ {other}, ñöţ {what}. ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>it is a Tabletop Desktop {other}</source>
            <translation>[îţ îš å Ţåƀļéţöþ Ðéšķţöþ {other} ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>its version number is missing</source>
            <translation>[îţš ṽéŕšîöñ ñûɱƀéŕ îš ɱîššîñĝ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>This {what} was made by a newer version of Tabletop Desktop (format {version}; this version reads up to format {most}).</source>
            <translation>[Ţĥîš {what} ŵåš ɱåðé ƀý å ñéŵéŕ ṽéŕšîöñ öƒ Ţåƀļéţöþ Ðéšķţöþ (ƒöŕɱåţ {version}; ţĥîš ṽéŕšîöñ ŕéåðš ûþ ţö ƒöŕɱåţ {most}). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>it was made by a newer version of Tabletop Desktop</source>
            <translation>[îţ ŵåš ɱåðé ƀý å ñéŵéŕ ṽéŕšîöñ öƒ Ţåƀļéţöþ Ðéšķţöþ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>This {what} is damaged ({reason}).</source>
            <translation>[Ţĥîš {what} îš ðåɱåĝéð ({reason}). ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>This file is not a Tabletop Desktop {what}.</source>
            <translation>[Ţĥîš ƒîļé îš ñöţ å Ţåƀļéţöþ Ðéšķţöþ {what}. ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>it is not a Tabletop Desktop file</source>
            <translation>[îţ îš ñöţ å Ţåƀļéţöþ Ðéšķţöþ ƒîļé ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>{problem}; it could not be set aside ({error}).</source>
            <comment>{problem} is a sentence without its full stop</comment>
            <translation>[{problem}; îţ çöûļð ñöţ ƀé šéţ åšîðé ({error}). ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>{problem} and was set aside as {file}.</source>
            <comment>{problem} is a sentence without its full stop</comment>
            <translation>[{problem} åñð ŵåš šéţ åšîðé åš {file}. ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>settings</source>
            <comment>a folder's name</comment>
            <translation>[šéţţîñĝš ~~~]</translation>
        </message>
        <message>
            <source>data</source>
            <comment>a folder's name</comment>
            <translation>[ðåţå ~~]</translation>
        </message>
        <message>
            <source>state</source>
            <comment>a folder's name</comment>
            <translation>[šţåţé ~~]</translation>
        </message>
        <message>
            <source>log</source>
            <comment>a folder's name</comment>
            <translation>[ļöĝ ~]</translation>
        </message>
        <message>
            <source>game records</source>
            <comment>a folder's name</comment>
            <translation>[ĝåɱé ŕéçöŕðš ~~~~~]</translation>
        </message>
        <message>
            <source>autosaves</source>
            <comment>a folder's name</comment>
            <translation>[åûţöšåṽéš ~~~~]</translation>
        </message>
        <message>
            <source>The {what} folder {folder} cannot be used: {file} is a file, not a folder. Move that file away so Tabletop Desktop can keep your games.</source>
            <translation>[Ţĥé {what} ƒöļðéŕ {folder} çåññöţ ƀé ûšéð: {file} îš å ƒîļé, ñöţ å ƒöļðéŕ. Ṁöṽé ţĥåţ ƒîļé åŵåý šö Ţåƀļéţöþ Ðéšķţöþ çåñ ķééþ ýöûŕ ĝåɱéš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>The {what} folder {folder} cannot be created ({error}).</source>
            <translation>[Ţĥé {what} ƒöļðéŕ {folder} çåññöţ ƀé çŕéåţéð ({error}). ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>its summary is missing</source>
            <translation>[îţš šûɱɱåŕý îš ɱîššîñĝ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>it names no game</source>
            <translation>[îţ ñåɱéš ñö ĝåɱé ~~~~~~]</translation>
        </message>
        <message>
            <source>its seats are missing</source>
            <translation>[îţš šéåţš åŕé ɱîššîñĝ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>it lists {count} seats; no game takes more than {MAX_SEATS}</source>
            <translation>[îţ ļîšţš {count} šéåţš; ñö ĝåɱé ţåķéš ɱöŕé ţĥåñ {MAX_SEATS} ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>seat {number} is not described</source>
            <translation>[šéåţ {number} îš ñöţ ðéšçŕîƀéð ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>seat {number} is neither a person nor a bot</source>
            <translation>[šéåţ {number} îš ñéîţĥéŕ å þéŕšöñ ñöŕ å ƀöţ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>seat {number} has no usable name</source>
            <translation>[šéåţ {number} ĥåš ñö ûšåƀļé ñåɱé ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>seat {number}'s score is not a whole number</source>
            <translation>[šéåţ {number}'š šçöŕé îš ñöţ å ŵĥöļé ñûɱƀéŕ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>seat {number}'s result is missing</source>
            <translation>[šéåţ {number}'š ŕéšûļţ îš ɱîššîñĝ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>seat {number}'s hints are garbled</source>
            <translation>[šéåţ {number}'š ĥîñţš åŕé ĝåŕƀļéð ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>its best move is garbled</source>
            <translation>[îţš ƀéšţ ɱöṽé îš ĝåŕƀļéð ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>its number of moves is garbled</source>
            <translation>[îţš ñûɱƀéŕ öƒ ɱöṽéš îš ĝåŕƀļéð ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>its ending is garbled</source>
            <translation>[îţš éñðîñĝ îš ĝåŕƀļéð ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>its practice mark is garbled</source>
            <translation>[îţš þŕåçţîçé ɱåŕķ îš ĝåŕƀļéð ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>its extras are garbled</source>
            <translation>[îţš éẋţŕåš åŕé ĝåŕƀļéð ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>its network table is garbled</source>
            <translation>[îţš ñéţŵöŕķ ţåƀļé îš ĝåŕƀļéð ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>this record does not keep the seats it was played with</source>
            <translation>[ţĥîš ŕéçöŕð ðöéš ñöţ ķééþ ţĥé šéåţš îţ ŵåš þļåýéð ŵîţĥ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>its set-up cannot be read ({reason})</source>
            <translation>[îţš šéţ-ûþ çåññöţ ƀé ŕéåð ({reason}) ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>The game records folder {folder} cannot be used.</source>
            <translation>[Ţĥé ĝåɱé ŕéçöŕðš ƒöļðéŕ {folder} çåññöţ ƀé ûšéð. ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>The game record {file} cannot be written.</source>
            <translation>[Ţĥé ĝåɱé ŕéçöŕð {file} çåññöţ ƀé ŵŕîţţéñ. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>The game records folder {folder} cannot be read.</source>
            <translation>[Ţĥé ĝåɱé ŕéçöŕðš ƒöļðéŕ {folder} çåññöţ ƀé ŕéåð. ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{problem}; it is left out of the statistics.</source>
            <comment>{problem} is a sentence without its full stop</comment>
            <translation>[{problem}; îţ îš ļéƒţ öûţ öƒ ţĥé šţåţîšţîçš. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>{problem} It is left out of the statistics.</source>
            <translation>[{problem} Îţ îš ļéƒţ öûţ öƒ ţĥé šţåţîšţîçš. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>{list}, {item}</source>
            <comment>a list going on</comment>
            <translation>[{list}, {item} ~]</translation>
        </message>
        <message>
            <source>the set-up is missing</source>
            <translation>[ţĥé šéţ-ûþ îš ɱîššîñĝ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>it is for a game this version does not have: {game}</source>
            <translation>[îţ îš ƒöŕ å ĝåɱé ţĥîš ṽéŕšîöñ ðöéš ñöţ ĥåṽé: {game} ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>the seats are missing</source>
            <translation>[ţĥé šéåţš åŕé ɱîššîñĝ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>{name} takes {min_seats} to {max_seats} players; this file has {count}</source>
            <translation>[{name} ţåķéš {min_seats} ţö {max_seats} þļåýéŕš; ţĥîš ƒîļé ĥåš {count} ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>seat {number} is a bot of a level {name} does not have</source>
            <translation>[šéåţ {number} îš å ƀöţ öƒ å ļéṽéļ {name} ðöéš ñöţ ĥåṽé ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>seat {number} is a person with a bot level</source>
            <translation>[šéåţ {number} îš å þéŕšöñ ŵîţĥ å ƀöţ ļéṽéļ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>the options are not a list of choices</source>
            <translation>[ţĥé öþţîöñš åŕé ñöţ å ļîšţ öƒ çĥöîçéš ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>its options are not valid: {reason}</source>
            <translation>[îţš öþţîöñš åŕé ñöţ ṽåļîð: {reason} ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>its seed is not a whole number</source>
            <translation>[îţš šééð îš ñöţ å ŵĥöļé ñûɱƀéŕ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>its option {label} names no seat</source>
            <translation>[îţš öþţîöñ {label} ñåɱéš ñö šéåţ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>its option {option} is out of range</source>
            <translation>[îţš öþţîöñ {option} îš öûţ öƒ ŕåñĝé ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>its moves belong to a different game</source>
            <translation>[îţš ɱöṽéš ƀéļöñĝ ţö å ðîƒƒéŕéñţ ĝåɱé ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>its moves were played with different options</source>
            <translation>[îţš ɱöṽéš ŵéŕé þļåýéð ŵîţĥ ðîƒƒéŕéñţ öþţîöñš ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>it holds more than {MAX_ACTIONS} moves</source>
            <translation>[îţ ĥöļðš ɱöŕé ţĥåñ {MAX_ACTIONS} ɱöṽéš ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>its summary of the position is missing</source>
            <translation>[îţš šûɱɱåŕý öƒ ţĥé þöšîţîöñ îš ɱîššîñĝ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>its moves cannot be replayed ({__name__})</source>
            <translation>[îţš ɱöṽéš çåññöţ ƀé ŕéþļåýéð ({__name__}) ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>its moves do not lead to the position it claims</source>
            <translation>[îţš ɱöṽéš ðö ñöţ ļéåð ţö ţĥé þöšîţîöñ îţ çļåîɱš ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>its count of hints is garbled</source>
            <translation>[îţš çöûñţ öƒ ĥîñţš îš ĝåŕƀļéð ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>animation speed</source>
            <comment>a setting</comment>
            <translation>[åñîɱåţîöñ šþééð ~~~~~~]</translation>
        </message>
        <message>
            <source>bot speed</source>
            <comment>a setting</comment>
            <translation>[ƀöţ šþééð ~~~~]</translation>
        </message>
        <message>
            <source>theme</source>
            <comment>a setting</comment>
            <translation>[ţĥéɱé ~~]</translation>
        </message>
        <message>
            <source>colour-blind help</source>
            <comment>a setting</comment>
            <translation>[çöļöûŕ-ƀļîñð ĥéļþ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>reduce motion</source>
            <comment>a setting</comment>
            <translation>[ŕéðûçé ɱöţîöñ ~~~~~]</translation>
        </message>
        <message>
            <source>new-game choices</source>
            <comment>a setting</comment>
            <translation>[ñéŵ-ĝåɱé çĥöîçéš ~~~~~~]</translation>
        </message>
        <message>
            <source>window size</source>
            <comment>a setting</comment>
            <translation>[ŵîñðöŵ šîžé ~~~~]</translation>
        </message>
        <message>
            <source>last game</source>
            <comment>a setting</comment>
            <translation>[ļåšţ ĝåɱé ~~~~]</translation>
        </message>
        <message>
            <source>last folder</source>
            <comment>a setting</comment>
            <translation>[ļåšţ ƒöļðéŕ ~~~~]</translation>
        </message>
        <message>
            <source>language</source>
            <comment>a setting</comment>
            <translation>[ļåñĝûåĝé ~~~]</translation>
        </message>
        <message>
            <source>{problem} It is left as it is for that version: this version uses default settings, and changes made here last until you quit.</source>
            <translation>[{problem} Îţ îš ļéƒţ åš îţ îš ƒöŕ ţĥåţ ṽéŕšîöñ: ţĥîš ṽéŕšîöñ ûšéš ðéƒåûļţ šéţţîñĝš, åñð çĥåñĝéš ɱåðé ĥéŕé ļåšţ ûñţîļ ýöû ǫûîţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>{problem} Default settings are used.</source>
            <translation>[{problem} Ðéƒåûļţ šéţţîñĝš åŕé ûšéð. ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Some settings had values this version does not understand and were reset to their defaults: {settings}.</source>
            <translation>[Šöɱé šéţţîñĝš ĥåð ṽåļûéš ţĥîš ṽéŕšîöñ ðöéš ñöţ ûñðéŕšţåñð åñð ŵéŕé ŕéšéţ ţö ţĥéîŕ ðéƒåûļţš: {settings}. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Line {number}: “{line}” — {reason}</source>
            <translation>[Ļîñé {number}: “{line}” — {reason} ~~~~~]</translation>
        </message>
        <message>
            <source>{name} holds one word the cards can spell.</source>
            <translation>[{name} ĥöļðš öñé ŵöŕð ţĥé çåŕðš çåñ šþéļļ. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>{name} holds {count} words the cards can spell.</source>
            <translation>[{name} ĥöļðš {count} ŵöŕðš ţĥé çåŕðš çåñ šþéļļ. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>One word is listed twice; it counts once.</source>
            <translation>[Öñé ŵöŕð îš ļîšţéð ţŵîçé; îţ çöûñţš öñçé. ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{count} words are listed more than once; each counts once.</source>
            <translation>[{count} ŵöŕðš åŕé ļîšţéð ɱöŕé ţĥåñ öñçé; éåçĥ çöûñţš öñçé. ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>One line is skipped: it is not a word the cards can spell.</source>
            <translation>[Öñé ļîñé îš šķîþþéð: îţ îš ñöţ å ŵöŕð ţĥé çåŕðš çåñ šþéļļ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>{count} lines are skipped: they are not words the cards can spell.</source>
            <translation>[{count} ļîñéš åŕé šķîþþéð: ţĥéý åŕé ñöţ ŵöŕðš ţĥé çåŕðš çåñ šþéļļ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>One word was imported from {name}.</source>
            <translation>[Öñé ŵöŕð ŵåš îɱþöŕţéð ƒŕöɱ {name}. ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>{count} words were imported from {name}.</source>
            <translation>[{count} ŵöŕðš ŵéŕé îɱþöŕţéð ƒŕöɱ {name}. ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>One more line is skipped.</source>
            <translation>[Öñé ɱöŕé ļîñé îš šķîþþéð. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{count} more lines are skipped.</source>
            <translation>[{count} ɱöŕé ļîñéš åŕé šķîþþéð. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{name} is too large for a word list: it is over {size} MB.</source>
            <translation>[{name} îš ţöö ļåŕĝé ƒöŕ å ŵöŕð ļîšţ: îţ îš öṽéŕ {size} ṀƁ. ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>{name} has more than {lines} lines; a word list may hold at most {words} words.</source>
            <translation>[{name} ĥåš ɱöŕé ţĥåñ {lines} ļîñéš; å ŵöŕð ļîšţ ɱåý ĥöļð åţ ɱöšţ {words} ŵöŕðš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>{name} is not a text file: it holds NUL characters (line {line}). A list saved as UTF-16 needs its byte-order mark; saving it as UTF-8 text always works.</source>
            <translation>[{name} îš ñöţ å ţéẋţ ƒîļé: îţ ĥöļðš ÑÛĻ çĥåŕåçţéŕš (ļîñé {line}). Å ļîšţ šåṽéð åš ÛŢƑ-16 ñééðš îţš ƀýţé-öŕðéŕ ɱåŕķ; šåṽîñĝ îţ åš ÛŢƑ-8 ţéẋţ åļŵåýš ŵöŕķš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>{name} is not {encoding} text: more than {most} of its lines cannot be read as text (line {line} is one). Save it as UTF-8 text and import it again.</source>
            <translation>[{name} îš ñöţ {encoding} ţéẋţ: ɱöŕé ţĥåñ {most} öƒ îţš ļîñéš çåññöţ ƀé ŕéåð åš ţéẋţ (ļîñé {line} îš öñé). Šåṽé îţ åš ÛŢƑ-8 ţéẋţ åñð îɱþöŕţ îţ åĝåîñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>it is not {encoding} text</source>
            <translation>[îţ îš ñöţ {encoding} ţéẋţ ~~~~~~]</translation>
        </message>
        <message>
            <source>{name} holds more than {words} words, the most a list may hold (a new game with more would be slow to start).</source>
            <translation>[{name} ĥöļðš ɱöŕé ţĥåñ {words} ŵöŕðš, ţĥé ɱöšţ å ļîšţ ɱåý ĥöļð (å ñéŵ ĝåɱé ŵîţĥ ɱöŕé ŵöûļð ƀé šļöŵ ţö šţåŕţ). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>{name} holds no word: it is empty, or holds only blank lines and comments.</source>
            <translation>[{name} ĥöļðš ñö ŵöŕð: îţ îš éɱþţý, öŕ ĥöļðš öñļý ƀļåñķ ļîñéš åñð çöɱɱéñţš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>{name} holds no word the cards can spell: its one line is skipped (see why below).</source>
            <translation>[{name} ĥöļðš ñö ŵöŕð ţĥé çåŕðš çåñ šþéļļ: îţš öñé ļîñé îš šķîþþéð (šéé ŵĥý ƀéļöŵ). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>{name} holds no word the cards can spell: all its {count} lines are skipped (see why below).</source>
            <translation>[{name} ĥöļðš ñö ŵöŕð ţĥé çåŕðš çåñ šþéļļ: åļļ îţš {count} ļîñéš åŕé šķîþþéð (šéé ŵĥý ƀéļöŵ). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>{name} does not look like a word list: {bad} of its {lines} lines are not words the cards can spell (see why below).</source>
            <translation>[{name} ðöéš ñöţ ļööķ ļîķé å ŵöŕð ļîšţ: {bad} öƒ îţš {lines} ļîñéš åŕé ñöţ ŵöŕðš ţĥé çåŕðš çåñ šþéļļ (šéé ŵĥý ƀéļöŵ). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>{name} is too large to play with: its {words} words would not fit in a saved game.</source>
            <translation>[{name} îš ţöö ļåŕĝé ţö þļåý ŵîţĥ: îţš {words} ŵöŕðš ŵöûļð ñöţ ƒîţ îñ å šåṽéð ĝåɱé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>it has a space: one word per line</source>
            <translation>[îţ ĥåš å šþåçé: öñé ŵöŕð þéŕ ļîñé ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>it has a hyphen (hyphenated words don't count)</source>
            <translation>[îţ ĥåš å ĥýþĥéñ (ĥýþĥéñåţéð ŵöŕðš ðöñ'ţ çöûñţ) ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>it has an apostrophe (contractions don't count)</source>
            <translation>[îţ ĥåš åñ åþöšţŕöþĥé (çöñţŕåçţîöñš ðöñ'ţ çöûñţ) ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>it has a digit</source>
            <translation>[îţ ĥåš å ðîĝîţ ~~~~~~]</translation>
        </message>
        <message>
            <source>it has '{letter}', which no card shows</source>
            <translation>[îţ ĥåš '{letter}', ŵĥîçĥ ñö çåŕð šĥöŵš ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>a word needs at least 2 letters</source>
            <translation>[å ŵöŕð ñééðš åţ ļéåšţ 2 ļéţţéŕš ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>it has {count} letters; no hand can spell more than {most}</source>
            <translation>[îţ ĥåš {count} ļéţţéŕš; ñö ĥåñð çåñ šþéļļ ɱöŕé ţĥåñ {most} ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>it needs {count} '{letter}' cards; the deck has only {most}</source>
            <translation>[îţ ñééðš {count} '{letter}' çåŕðš; ţĥé ðéçķ ĥåš öñļý {most} ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>it needs at least {count} cards; no hand lays down more than {most}</source>
            <translation>[îţ ñééðš åţ ļéåšţ {count} çåŕðš; ñö ĥåñð ļåýš ðöŵñ ɱöŕé ţĥåñ {most} ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{name} is larger than any list this app writes.</source>
            <translation>[{name} îš ļåŕĝéŕ ţĥåñ åñý ļîšţ ţĥîš åþþ ŵŕîţéš. ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Your imported word list cannot be used: {reason}</source>
            <translation>[Ýöûŕ îɱþöŕţéð ŵöŕð ļîšţ çåññöţ ƀé ûšéð: {reason} ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Your imported word list ({name}) is damaged: it is not plain text.</source>
            <translation>[Ýöûŕ îɱþöŕţéð ŵöŕð ļîšţ ({name}) îš ðåɱåĝéð: îţ îš ñöţ þļåîñ ţéẋţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Your imported word list cannot be read ({error}).</source>
            <translation>[Ýöûŕ îɱþöŕţéð ŵöŕð ļîšţ çåññöţ ƀé ŕéåð ({error}). ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Your imported word list ({name}) holds more words than a list may hold ({most}).</source>
            <translation>[Ýöûŕ îɱþöŕţéð ŵöŕð ļîšţ ({name}) ĥöļðš ɱöŕé ŵöŕðš ţĥåñ å ļîšţ ɱåý ĥöļð ({most}). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>{problem} It could not be set aside ({error}); import your list again.</source>
            <translation>[{problem} Îţ çöûļð ñöţ ƀé šéţ åšîðé ({error}); îɱþöŕţ ýöûŕ ļîšţ åĝåîñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{problem} It was set aside as {file}; import your list again.</source>
            <translation>[{problem} Îţ ŵåš šéţ åšîðé åš {file}; îɱþöŕţ ýöûŕ ļîšţ åĝåîñ. ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>{word}: {problem}</source>
            <translation>[{word}: {problem} ~]</translation>
        </message>
        <message>
            <source>{problem}; it is left as it is and the default word lists are used (saving the word lists here replaces it).</source>
            <comment>{problem} is a sentence without its full stop</comment>
            <translation>[{problem}; îţ îš ļéƒţ åš îţ îš åñð ţĥé ðéƒåûļţ ŵöŕð ļîšţš åŕé ûšéð (šåṽîñĝ ţĥé ŵöŕð ļîšţš ĥéŕé ŕéþļåçéš îţ). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{problem} The default word lists are used, without house words.</source>
            <translation>[{problem} Ţĥé ðéƒåûļţ ŵöŕð ļîšţš åŕé ûšéð, ŵîţĥöûţ ĥöûšé ŵöŕðš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
    </context>
    <context>
        <name>HandoverCover</name>
        <message>
            <source>• {move}</source>
            <comment>one move in a list</comment>
            <translation>[• {move} ~]</translation>
        </message>
        <message>
            <source>{since}:
{moves}</source>
            <comment>a heading (Since Ada's last turn) and its list</comment>
            <translation>[{since}:
{moves}]</translation>
        </message>
    </context>
    <context>
        <name>LogPanel</name>
        <message>
            <source>Game log</source>
            <translation>[Ĝåɱé ļöĝ ~~~]</translation>
        </message>
        <message>
            <source>Moves will appear here.</source>
            <translation>[Ṁöṽéš ŵîļļ åþþéåŕ ĥéŕé. ~~~~~~ ~~~]</translation>
        </message>
    </context>
    <context>
        <name>Scoreboard</name>
        <message numerus="yes">
            <source>%n points</source>
            <comment>a seat's score</comment>
            <translation>
                <numerusform>[%n þöîñţš ~~~]</numerusform>
                <numerusform>[%n þöîñţš ~~~]</numerusform>
            </translation>
        </message>
        <message>
            <source>{score} points</source>
            <comment>a seat's score below zero</comment>
            <translation>[{score} þöîñţš ~~~]</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>[Šçöŕéš ~~]</translation>
        </message>
        <message>
            <source>The bag is empty</source>
            <translation>[Ţĥé ƀåĝ îš éɱþţý ~~~~~~]</translation>
        </message>
        <message>
            <source>1 tile left in the bag</source>
            <translation>[1 ţîļé ļéƒţ îñ ţĥé ƀåĝ ~~~~~~ ~~~]</translation>
        </message>
        <message numerus="yes">
            <source>%n tiles left in the bag</source>
            <translation>
                <numerusform>[%n ţîļéš ļéƒţ îñ ţĥé ƀåĝ ~~~~~~ ~~~]</numerusform>
                <numerusform>[%n ţîļéš ļéƒţ îñ ţĥé ƀåĝ ~~~~~~ ~~~]</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SeatLabel</name>
        <message>
            <source>Person</source>
            <translation>[Þéŕšöñ ~~]</translation>
        </message>
        <message>
            <source>Bot · {level}</source>
            <translation>[Ɓöţ · {level} ~~]</translation>
        </message>
    </context>
    <context>
        <name>Sentences</name>
        <message>
            <source>It is your turn.</source>
            <translation>[Îţ îš ýöûŕ ţûŕñ. ~~~~~~]</translation>
        </message>
        <message>
            <source>It is {name}'s turn.</source>
            <translation>[Îţ îš {name}'š ţûŕñ. ~~~~~~]</translation>
        </message>
        <message>
            <source>Your turn.</source>
            <translation>[Ýöûŕ ţûŕñ. ~~~~]</translation>
        </message>
        <message>
            <source>{name}'s turn.</source>
            <translation>[{name}'š ţûŕñ. ~~~]</translation>
        </message>
        <message>
            <source>You are thinking…</source>
            <translation>[Ýöû åŕé ţĥîñķîñĝ… ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>[{name} îš ţĥîñķîñĝ… ~~~~~]</translation>
        </message>
        <message>
            <source>Your bot is thinking…</source>
            <translation>[Ýöûŕ ƀöţ îš ţĥîñķîñĝ… ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Bot {name} is thinking…</source>
            <translation>[Ɓöţ {name} îš ţĥîñķîñĝ… ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Waiting for you to play.</source>
            <translation>[Ŵåîţîñĝ ƒöŕ ýöû ţö þļåý. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Waiting for {name} to play.</source>
            <translation>[Ŵåîţîñĝ ƒöŕ {name} ţö þļåý. ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Waiting for you to move.</source>
            <translation>[Ŵåîţîñĝ ƒöŕ ýöû ţö ɱöṽé. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Waiting for {name} to move.</source>
            <translation>[Ŵåîţîñĝ ƒöŕ {name} ţö ɱöṽé. ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Waiting for you; you play next.</source>
            <translation>[Ŵåîţîñĝ ƒöŕ ýöû; ýöû þļåý ñéẋţ. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Waiting for {name}; you play next.</source>
            <translation>[Ŵåîţîñĝ ƒöŕ {name}; ýöû þļåý ñéẋţ. ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Waiting for you to choose.</source>
            <translation>[Ŵåîţîñĝ ƒöŕ ýöû ţö çĥööšé. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Waiting for {name} to choose.</source>
            <translation>[Ŵåîţîñĝ ƒöŕ {name} ţö çĥööšé. ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Waiting for {names} to choose.</source>
            <translation>[Ŵåîţîñĝ ƒöŕ {names} ţö çĥööšé. ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>You chose {choice}; waiting for you to choose.</source>
            <translation>[Ýöû çĥöšé {choice}; ŵåîţîñĝ ƒöŕ ýöû ţö çĥööšé. ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>You chose {choice}; waiting for {name} to choose.</source>
            <translation>[Ýöû çĥöšé {choice}; ŵåîţîñĝ ƒöŕ {name} ţö çĥööšé. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>You chose {choice}; waiting for {names} to choose.</source>
            <translation>[Ýöû çĥöšé {choice}; ŵåîţîñĝ ƒöŕ {names} ţö çĥööšé. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Pass the screen to you.</source>
            <translation>[Þåšš ţĥé šçŕééñ ţö ýöû. ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Pass the screen to {name}.</source>
            <translation>[Þåšš ţĥé šçŕééñ ţö {name}. ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Pass the screen to you</source>
            <translation>[Þåšš ţĥé šçŕééñ ţö ýöû ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Pass the screen to {name}</source>
            <translation>[Þåšš ţĥé šçŕééñ ţö {name} ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>It is your turn: pass the screen to you.</source>
            <translation>[Îţ îš ýöûŕ ţûŕñ: þåšš ţĥé šçŕééñ ţö ýöû. ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>It is {name}'s turn: pass the screen to {name}.</source>
            <translation>[Îţ îš {name}'š ţûŕñ: þåšš ţĥé šçŕééñ ţö {name}. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>The pieces stay hidden until you are ready.</source>
            <translation>[Ţĥé þîéçéš šţåý ĥîððéñ ûñţîļ ýöû åŕé ŕéåðý. ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>The pieces stay hidden until {name} is ready.</source>
            <translation>[Ţĥé þîéçéš šţåý ĥîððéñ ûñţîļ {name} îš ŕéåðý. ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>It's me, show my pieces</source>
            <translation>[Îţ'š ɱé, šĥöŵ ɱý þîéçéš ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>I'm {name}, show my pieces</source>
            <translation>[Î'ɱ {name}, šĥöŵ ɱý þîéçéš ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Since your last turn</source>
            <translation>[Šîñçé ýöûŕ ļåšţ ţûŕñ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Since {name}'s last turn</source>
            <translation>[Šîñçé {name}'š ļåšţ ţûŕñ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Since your last turn ({more} earlier moves not shown)</source>
            <translation>[Šîñçé ýöûŕ ļåšţ ţûŕñ ({more} éåŕļîéŕ ɱöṽéš ñöţ šĥöŵñ) ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Since {name}'s last turn ({more} earlier moves not shown)</source>
            <translation>[Šîñçé {name}'š ļåšţ ţûŕñ ({more} éåŕļîéŕ ɱöṽéš ñöţ šĥöŵñ) ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Your cards stay face down until you are at the screen.</source>
            <translation>[Ýöûŕ çåŕðš šţåý ƒåçé ðöŵñ ûñţîļ ýöû åŕé åţ ţĥé šçŕééñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{name}'s cards stay face down until {name} is at the screen.</source>
            <translation>[{name}'š çåŕðš šţåý ƒåçé ðöŵñ ûñţîļ {name} îš åţ ţĥé šçŕééñ. ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Show your cards</source>
            <translation>[Šĥöŵ ýöûŕ çåŕðš ~~~~~~]</translation>
        </message>
        <message>
            <source>Show {name}'s cards</source>
            <translation>[Šĥöŵ {name}'š çåŕðš ~~~~~]</translation>
        </message>
        <message>
            <source>You win with {points} points.</source>
            <translation>[Ýöû ŵîñ ŵîţĥ {points} þöîñţš. ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>{name} wins with {points} points.</source>
            <translation>[{name} ŵîñš ŵîţĥ {points} þöîñţš. ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>You win with {points} points!</source>
            <translation>[Ýöû ŵîñ ŵîţĥ {points} þöîñţš! ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>{name} wins with {points} points!</source>
            <translation>[{name} ŵîñš ŵîţĥ {points} þöîñţš! ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>The game is over: you win with {points} points.</source>
            <translation>[Ţĥé ĝåɱé îš öṽéŕ: ýöû ŵîñ ŵîţĥ {points} þöîñţš. ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>The game is over: {name} wins with {points} points.</source>
            <translation>[Ţĥé ĝåɱé îš öṽéŕ: {name} ŵîñš ŵîţĥ {points} þöîñţš. ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>A shared win: you, {points} points each</source>
            <translation>[Å šĥåŕéð ŵîñ: ýöû, {points} þöîñţš éåçĥ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>A shared win: {name}, {points} points each</source>
            <translation>[Å šĥåŕéð ŵîñ: {name}, {points} þöîñţš éåçĥ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>A shared win: {names}, {points} points each</source>
            <translation>[Å šĥåŕéð ŵîñ: {names}, {points} þöîñţš éåçĥ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>The game ended when you placed your last tile (+6).</source>
            <translation>[Ţĥé ĝåɱé éñðéð ŵĥéñ ýöû þļåçéð ýöûŕ ļåšţ ţîļé (+6). ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>The game ended when {name} placed their last tile (+6).</source>
            <translation>[Ţĥé ĝåɱé éñðéð ŵĥéñ {name} þļåçéð ţĥéîŕ ļåšţ ţîļé (+6). ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>You have gone out: discard to end your last turn (your words in the rows are laid down with it).</source>
            <translation>[Ýöû ĥåṽé ĝöñé öûţ: ðîšçåŕð ţö éñð ýöûŕ ļåšţ ţûŕñ (ýöûŕ ŵöŕðš îñ ţĥé ŕöŵš åŕé ļåîð ðöŵñ ŵîţĥ îţ). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>{name} has gone out: discard to end your last turn (your words in the rows are laid down with it).</source>
            <translation>[{name} ĥåš ĝöñé öûţ: ðîšçåŕð ţö éñð ýöûŕ ļåšţ ţûŕñ (ýöûŕ ŵöŕðš îñ ţĥé ŕöŵš åŕé ļåîð ðöŵñ ŵîţĥ îţ). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>You have already gone out: this is your last turn. Lay down what words you can in the rows, then discard.</source>
            <translation>[Ýöû ĥåṽé åļŕéåðý ĝöñé öûţ: ţĥîš îš ýöûŕ ļåšţ ţûŕñ. Ļåý ðöŵñ ŵĥåţ ŵöŕðš ýöû çåñ îñ ţĥé ŕöŵš, ţĥéñ ðîšçåŕð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>{name} has already gone out: this is your last turn. Lay down what words you can in the rows, then discard.</source>
            <translation>[{name} ĥåš åļŕéåðý ĝöñé öûţ: ţĥîš îš ýöûŕ ļåšţ ţûŕñ. Ļåý ðöŵñ ŵĥåţ ŵöŕðš ýöû çåñ îñ ţĥé ŕöŵš, ţĥéñ ðîšçåŕð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>A total never goes below zero, so you are on 0.</source>
            <translation>[Å ţöţåļ ñéṽéŕ ĝöéš ƀéļöŵ žéŕö, šö ýöû åŕé öñ 0. ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>A total never goes below zero, so {name} is on 0.</source>
            <translation>[Å ţöţåļ ñéṽéŕ ĝöéš ƀéļöŵ žéŕö, šö {name} îš öñ 0. ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>A total never goes below zero, so {names} are on 0.</source>
            <translation>[Å ţöţåļ ñéṽéŕ ĝöéš ƀéļöŵ žéŕö, šö {names} åŕé öñ 0. ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Your turn: draw a card — click the draw pile (D), or drag it to your hand.</source>
            <translation>[Ýöûŕ ţûŕñ: ðŕåŵ å çåŕð — çļîçķ ţĥé ðŕåŵ þîļé (Ð), öŕ ðŕåĝ îţ ţö ýöûŕ ĥåñð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>{name}, your turn: draw a card — click the draw pile (D), or drag it to your hand.</source>
            <translation>[{name}, ýöûŕ ţûŕñ: ðŕåŵ å çåŕð — çļîçķ ţĥé ðŕåŵ þîļé (Ð), öŕ ðŕåĝ îţ ţö ýöûŕ ĥåñð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Your turn: draw a card — click the draw pile (D) or take the {card} from the discard pile (T), or drag it to your hand.</source>
            <translation>[Ýöûŕ ţûŕñ: ðŕåŵ å çåŕð — çļîçķ ţĥé ðŕåŵ þîļé (Ð) öŕ ţåķé ţĥé {card} ƒŕöɱ ţĥé ðîšçåŕð þîļé (Ţ), öŕ ðŕåĝ îţ ţö ýöûŕ ĥåñð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>{name}, your turn: draw a card — click the draw pile (D) or take the {card} from the discard pile (T), or drag it to your hand.</source>
            <translation>[{name}, ýöûŕ ţûŕñ: ðŕåŵ å çåŕð — çļîçķ ţĥé ðŕåŵ þîļé (Ð) öŕ ţåķé ţĥé {card} ƒŕöɱ ţĥé ðîšçåŕð þîļé (Ţ), öŕ ðŕåĝ îţ ţö ýöûŕ ĥåñð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Your turn: build words in the rows and press Go out (G), or discard a card: drag it to the discard pile or double-click it.</source>
            <translation>[Ýöûŕ ţûŕñ: ƀûîļð ŵöŕðš îñ ţĥé ŕöŵš åñð þŕéšš Ĝö öûţ (Ĝ), öŕ ðîšçåŕð å çåŕð: ðŕåĝ îţ ţö ţĥé ðîšçåŕð þîļé öŕ ðöûƀļé-çļîçķ îţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>{name}, your turn: build words in the rows and press Go out (G), or discard a card: drag it to the discard pile or double-click it.</source>
            <translation>[{name}, ýöûŕ ţûŕñ: ƀûîļð ŵöŕðš îñ ţĥé ŕöŵš åñð þŕéšš Ĝö öûţ (Ĝ), öŕ ðîšçåŕð å çåŕð: ðŕåĝ îţ ţö ţĥé ðîšçåŕð þîļé öŕ ðöûƀļé-çļîçķ îţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>You went out: this is your last turn. Draw a card: click the draw pile (D) or the discard pile (T), or drag it to your hand.</source>
            <translation>[Ýöû ŵéñţ öûţ: ţĥîš îš ýöûŕ ļåšţ ţûŕñ. Ðŕåŵ å çåŕð: çļîçķ ţĥé ðŕåŵ þîļé (Ð) öŕ ţĥé ðîšçåŕð þîļé (Ţ), öŕ ðŕåĝ îţ ţö ýöûŕ ĥåñð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>{name} went out: this is your last turn. Draw a card: click the draw pile (D) or the discard pile (T), or drag it to your hand.</source>
            <translation>[{name} ŵéñţ öûţ: ţĥîš îš ýöûŕ ļåšţ ţûŕñ. Ðŕåŵ å çåŕð: çļîçķ ţĥé ðŕåŵ þîļé (Ð) öŕ ţĥé ðîšçåŕð þîļé (Ţ), öŕ ðŕåĝ îţ ţö ýöûŕ ĥåñð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>You went out: this is your last turn — lay down what words you can in the rows, then discard: drag a card to the discard pile or double-click it. Cards left in your hand count against you.</source>
            <translation>[Ýöû ŵéñţ öûţ: ţĥîš îš ýöûŕ ļåšţ ţûŕñ — ļåý ðöŵñ ŵĥåţ ŵöŕðš ýöû çåñ îñ ţĥé ŕöŵš, ţĥéñ ðîšçåŕð: ðŕåĝ å çåŕð ţö ţĥé ðîšçåŕð þîļé öŕ ðöûƀļé-çļîçķ îţ. Çåŕðš ļéƒţ îñ ýöûŕ ĥåñð çöûñţ åĝåîñšţ ýöû. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>{name} went out: this is your last turn — lay down what words you can in the rows, then discard: drag a card to the discard pile or double-click it. Cards left in your hand count against you.</source>
            <translation>[{name} ŵéñţ öûţ: ţĥîš îš ýöûŕ ļåšţ ţûŕñ — ļåý ðöŵñ ŵĥåţ ŵöŕðš ýöû çåñ îñ ţĥé ŕöŵš, ţĥéñ ðîšçåŕð: ðŕåĝ å çåŕð ţö ţĥé ðîšçåŕð þîļé öŕ ðöûƀļé-çļîçķ îţ. Çåŕðš ļéƒţ îñ ýöûŕ ĥåñð çöûñţ åĝåîñšţ ýöû. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>You went out with {words}: this is your last turn — lay down what words you can. Cards left in your hand count against you.</source>
            <translation>[Ýöû ŵéñţ öûţ ŵîţĥ {words}: ţĥîš îš ýöûŕ ļåšţ ţûŕñ — ļåý ðöŵñ ŵĥåţ ŵöŕðš ýöû çåñ. Çåŕðš ļéƒţ îñ ýöûŕ ĥåñð çöûñţ åĝåîñšţ ýöû. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{name} went out with {words}: this is your last turn — lay down what words you can. Cards left in your hand count against you.</source>
            <translation>[{name} ŵéñţ öûţ ŵîţĥ {words}: ţĥîš îš ýöûŕ ļåšţ ţûŕñ — ļåý ðöŵñ ŵĥåţ ŵöŕðš ýöû çåñ. Çåŕðš ļéƒţ îñ ýöûŕ ĥåñð çöûñţ åĝåîñšţ ýöû. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>You went out with {words}. Last turns: {waiting}.</source>
            <translation>[Ýöû ŵéñţ öûţ ŵîţĥ {words}. Ļåšţ ţûŕñš: {waiting}. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>{name} went out with {words}. Last turns: {waiting}.</source>
            <translation>[{name} ŵéñţ öûţ ŵîţĥ {words}. Ļåšţ ţûŕñš: {waiting}. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>You went out with {words}.</source>
            <translation>[Ýöû ŵéñţ öûţ ŵîţĥ {words}. ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>{name} went out with {words}.</source>
            <translation>[{name} ŵéñţ öûţ ŵîţĥ {words}. ~~~~~~]</translation>
        </message>
        <message>
            <source>Round {round} of {rounds} ({cards} cards) is over: you went out.</source>
            <translation>[Ŕöûñð {round} öƒ {rounds} ({cards} çåŕðš) îš öṽéŕ: ýöû ŵéñţ öûţ. ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Round {round} of {rounds} ({cards} cards) is over: {name} went out.</source>
            <translation>[Ŕöûñð {round} öƒ {rounds} ({cards} çåŕðš) îš öṽéŕ: {name} ŵéñţ öûţ. ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Round {round} of {rounds} ({cards} cards) is over: nothing was left to draw.</source>
            <translation>[Ŕöûñð {round} öƒ {rounds} ({cards} çåŕðš) îš öṽéŕ: ñöţĥîñĝ ŵåš ļéƒţ ţö ðŕåŵ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Your turn: start the table with your largest group, {tiles} in one line, then press Confirm (Enter). There is no exchange on the first move.</source>
            <translation>[Ýöûŕ ţûŕñ: šţåŕţ ţĥé ţåƀļé ŵîţĥ ýöûŕ ļåŕĝéšţ ĝŕöûþ, {tiles} îñ öñé ļîñé, ţĥéñ þŕéšš Çöñƒîŕɱ (Éñţéŕ). Ţĥéŕé îš ñö éẋçĥåñĝé öñ ţĥé ƒîŕšţ ɱöṽé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>{name}, your turn: start the table with your largest group, {tiles} in one line, then press Confirm (Enter). There is no exchange on the first move.</source>
            <translation>[{name}, ýöûŕ ţûŕñ: šţåŕţ ţĥé ţåƀļé ŵîţĥ ýöûŕ ļåŕĝéšţ ĝŕöûþ, {tiles} îñ öñé ļîñé, ţĥéñ þŕéšš Çöñƒîŕɱ (Éñţéŕ). Ţĥéŕé îš ñö éẋçĥåñĝé öñ ţĥé ƒîŕšţ ɱöṽé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Your turn: no tile fits, so exchange tiles (or pass when the bag is empty).</source>
            <translation>[Ýöûŕ ţûŕñ: ñö ţîļé ƒîţš, šö éẋçĥåñĝé ţîļéš (öŕ þåšš ŵĥéñ ţĥé ƀåĝ îš éɱþţý). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>{name}, your turn: no tile fits, so exchange tiles (or pass when the bag is empty).</source>
            <translation>[{name}, ýöûŕ ţûŕñ: ñö ţîļé ƒîţš, šö éẋçĥåñĝé ţîļéš (öŕ þåšš ŵĥéñ ţĥé ƀåĝ îš éɱþţý). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Your turn: place tiles in one line, then press Confirm (Enter).</source>
            <translation>[Ýöûŕ ţûŕñ: þļåçé ţîļéš îñ öñé ļîñé, ţĥéñ þŕéšš Çöñƒîŕɱ (Éñţéŕ). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>{name}, your turn: place tiles in one line, then press Confirm (Enter).</source>
            <translation>[{name}, ýöûŕ ţûŕñ: þļåçé ţîļéš îñ öñé ļîñé, ţĥéñ þŕéšš Çöñƒîŕɱ (Éñţéŕ). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>You roll</source>
            <translation>[Ýöû ŕöļļ ~~~]</translation>
        </message>
        <message>
            <source>{name} rolls</source>
            <translation>[{name} ŕöļļš ~~]</translation>
        </message>
        <message>
            <source>Your roll</source>
            <translation>[Ýöûŕ ŕöļļ ~~~~]</translation>
        </message>
        <message>
            <source>{name}'s roll</source>
            <translation>[{name}'š ŕöļļ ~~~]</translation>
        </message>
        <message>
            <source>You roll the dice.</source>
            <translation>[Ýöû ŕöļļ ţĥé ðîçé. ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>{name} rolls the dice.</source>
            <translation>[{name} ŕöļļš ţĥé ðîçé. ~~~~~~]</translation>
        </message>
        <message>
            <source>You roll the dice…</source>
            <translation>[Ýöû ŕöļļ ţĥé ðîçé… ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>{name} rolls the dice…</source>
            <translation>[{name} ŕöļļš ţĥé ðîçé… ~~~~~~]</translation>
        </message>
        <message>
            <source>Your colour choice</source>
            <translation>[Ýöûŕ çöļöûŕ çĥöîçé ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>{name}'s colour choice</source>
            <translation>[{name}'š çöļöûŕ çĥöîçé ~~~~~~]</translation>
        </message>
        <message>
            <source>Your roll: press Roll (R or Space).</source>
            <translation>[Ýöûŕ ŕöļļ: þŕéšš Ŕöļļ (Ŕ öŕ Šþåçé). ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>{name}, your roll: press Roll (R or Space).</source>
            <translation>[{name}, ýöûŕ ŕöļļ: þŕéšš Ŕöļļ (Ŕ öŕ Šþåçé). ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Your colour choice ({mood}): {how}</source>
            <translation>[Ýöûŕ çöļöûŕ çĥöîçé ({mood}): {how} ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>{name}, your colour choice ({mood}): {how}</source>
            <translation>[{name}, ýöûŕ çöļöûŕ çĥöîçé ({mood}): {how} ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>You make the colour choice…</source>
            <translation>[Ýöû ɱåķé ţĥé çöļöûŕ çĥöîçé… ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>{name} makes the colour choice…</source>
            <translation>[{name} ɱåķéš ţĥé çöļöûŕ çĥöîçé… ~~~~~~ ~~~~]</translation>
        </message>
    </context>
    <context>
        <name>StatusPart</name>
        <message>
            <source>Watching the bots play. {status}</source>
            <translation>[Ŵåţçĥîñĝ ţĥé ƀöţš þļåý. {status} ~~~~~~ ~~~~]</translation>
        </message>
    </context>
    <context>
        <name>Waiting</name>
        <message>
            <source>The game is over.</source>
            <translation>[Ţĥé ĝåɱé îš öṽéŕ. ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Wait for your turn.</source>
            <translation>[Ŵåîţ ƒöŕ ýöûŕ ţûŕñ. ~~~~~~ ~~]</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerCards</name>
        <message>
            <source>{cards} and {last}</source>
            <comment>cards' letters: 'A, T and E'</comment>
            <translation>[{cards} åñð {last} ~~]</translation>
        </message>
        <message>
            <source>the {card} card (1 point)</source>
            <translation>[ţĥé {card} çåŕð (1 þöîñţ) ~~~~~~ ~~]</translation>
        </message>
        <message numerus="yes">
            <source>the {card} card (%n points)</source>
            <translation>
                <numerusform>[ţĥé {card} çåŕð (%n þöîñţš) ~~~~~~ ~~]</numerusform>
                <numerusform>[ţĥé {card} çåŕð (%n þöîñţš) ~~~~~~ ~~]</numerusform>
            </translation>
        </message>
        <message>
            <source>one card</source>
            <comment>under a card's two letters</comment>
            <translation>[öñé çåŕð ~~~]</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerArrangement</name>
        <message>
            <source>Build your words first: drag cards into the word rows, leaving one to discard.</source>
            <translation>[Ɓûîļð ýöûŕ ŵöŕðš ƒîŕšţ: ðŕåĝ çåŕðš îñţö ţĥé ŵöŕð ŕöŵš, ļéåṽîñĝ öñé ţö ðîšçåŕð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Leave one card out of your words: going out ends with a discard.</source>
            <translation>[Ļéåṽé öñé çåŕð öûţ öƒ ýöûŕ ŵöŕðš: ĝöîñĝ öûţ éñðš ŵîţĥ å ðîšçåŕð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>To go out, every card but one must be in a word: {cards} are not in a word yet.</source>
            <comment>{cards}: 'A, T and E'</comment>
            <translation>[Ţö ĝö öûţ, éṽéŕý çåŕð ƀûţ öñé ɱûšţ ƀé îñ å ŵöŕð: {cards} åŕé ñöţ îñ å ŵöŕð ýéţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerConfirm</name>
        <message>
            <source>Your last turn</source>
            <comment>a window's title</comment>
            <translation>[Ýöûŕ ļåšţ ţûŕñ ~~~~~~]</translation>
        </message>
        <message>
            <source>Discard the {card} and end your last turn?</source>
            <comment>{card}: a card's letters, such as QU</comment>
            <translation>[Ðîšçåŕð ţĥé {card} åñð éñð ýöûŕ ļåšţ ţûŕñ? ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>{cards} would stay in your hand and cost you {points} points this round. Put them in a word row to score them instead.</source>
            <comment>{cards}: cards' letters, such as A, T and E</comment>
            <translation>[{cards} ŵöûļð šţåý îñ ýöûŕ ĥåñð åñð çöšţ ýöû {points} þöîñţš ţĥîš ŕöûñð. Þûţ ţĥéɱ îñ å ŵöŕð ŕöŵ ţö šçöŕé ţĥéɱ îñšţéåð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Discard and end my turn</source>
            <translation>[Ðîšçåŕð åñð éñð ɱý ţûŕñ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>[Ķééþ þļåýîñĝ ~~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerControls</name>
        <message>
            <source>Go out</source>
            <comment>a button: lay down the words</comment>
            <translation>[Ĝö öûţ ~~]</translation>
        </message>
        <message>
            <source>Back to hand</source>
            <comment>a button</comment>
            <translation>[Ɓåçķ ţö ĥåñð ~~~~~]</translation>
        </message>
        <message>
            <source>Hint</source>
            <comment>a button</comment>
            <translation>[Ĥîñţ ~~]</translation>
        </message>
        <message>
            <source>Show my cards</source>
            <comment>a button</comment>
            <translation>[Šĥöŵ ɱý çåŕðš ~~~~~]</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <comment>a button</comment>
            <translation>[Šçöŕé šĥééţ ~~~~]</translation>
        </message>
        <message>
            <source>Word lists…</source>
            <comment>a button</comment>
            <translation>[Ŵöŕð ļîšţš… ~~~~]</translation>
        </message>
        <message>
            <source>Take every card out of the word rows (Esc).</source>
            <translation>[Ţåķé éṽéŕý çåŕð öûţ öƒ ţĥé ŵöŕð ŕöŵš (Éšç). ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>No card is in a word row.</source>
            <translation>[Ñö çåŕð îš îñ å ŵöŕð ŕöŵ. ~~~~~~ ~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerWordCheck</name>
        <message>
            <source>Word check</source>
            <comment>a heading: look up an English word</comment>
            <translation>[Ŵöŕð çĥéçķ ~~~~]</translation>
        </message>
        <message>
            <source>Type a word</source>
            <comment>the words are English: say 'an English word'</comment>
            <translation>[Ţýþé å ŵöŕð ~~~~]</translation>
        </message>
        <message>
            <source>The bots wait while you type here: press Esc to play on.</source>
            <translation>[Ţĥé ƀöţš ŵåîţ ŵĥîļé ýöû ţýþé ĥéŕé: þŕéšš Éšç ţö þļåý öñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Look a word up at any time: click here and type it.</source>
            <comment>the words are English (Quiddler's deck is): say 'an English word'</comment>
            <translation>[Ļööķ å ŵöŕð ûþ åţ åñý ţîɱé: çļîçķ ĥéŕé åñð ţýþé îţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Only letters A to Z: no spaces, hyphens or apostrophes.</source>
            <comment>the English alphabet</comment>
            <translation>[Öñļý ļéţţéŕš Å ţö Ž: ñö šþåçéš, ĥýþĥéñš öŕ åþöšţŕöþĥéš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>A word needs at least 2 letters.</source>
            <translation>[Å ŵöŕð ñééðš åţ ļéåšţ 2 ļéţţéŕš. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>The word list is still loading…</source>
            <comment>the English word list</comment>
            <translation>[Ţĥé ŵöŕð ļîšţ îš šţîļļ ļöåðîñĝ… ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>✔ {word} counts in this game's word list.</source>
            <comment>{word} is an English word; the list is English: say so</comment>
            <translation>[✔ {word} çöûñţš îñ ţĥîš ĝåɱé'š ŵöŕð ļîšţ. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>✖ {word} is not in this game's word list.</source>
            <comment>{word} is an English word; the list is English: say so</comment>
            <translation>[✖ {word} îš ñöţ îñ ţĥîš ĝåɱé'š ŵöŕð ļîšţ. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>common words</source>
            <translation>[çöɱɱöñ ŵöŕðš ~~~~~]</translation>
        </message>
        <message>
            <source>standard list</source>
            <translation>[šţåñðåŕð ļîšţ ~~~~~]</translation>
        </message>
        <message>
            <source>full list</source>
            <translation>[ƒûļļ ļîšţ ~~~~]</translation>
        </message>
        <message>
            <source>your own list</source>
            <translation>[ýöûŕ öŵñ ļîšţ ~~~~~]</translation>
        </message>
        <message>
            <source>this game</source>
            <comment>the word list of this game</comment>
            <translation>[ţĥîš ĝåɱé ~~~~]</translation>
        </message>
        <message>
            <source>Type a word ({list})</source>
            <comment>the words are English: say 'an English word'; {list}: the word list's name</comment>
            <translation>[Ţýþé å ŵöŕð ({list}) ~~~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerTable</name>
        <message>
            <source>{detail} · {note}</source>
            <comment>a seat's plate: what it did, a note</comment>
            <translation>[{detail} · {note} ~]</translation>
        </message>
        <message>
            <source>1 card</source>
            <comment>under the draw pile</comment>
            <translation>[1 çåŕð ~~]</translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <comment>under the draw pile</comment>
            <translation>
                <numerusform>[%n çåŕðš ~~]</numerusform>
                <numerusform>[%n çåŕðš ~~]</numerusform>
            </translation>
        </message>
        <message>
            <source>Discard</source>
            <comment>a caption: the discard pile</comment>
            <translation>[Ðîšçåŕð ~~~]</translation>
        </message>
        <message>
            <source>Discard: {card}</source>
            <comment>a caption: the discard pile and its top card</comment>
            <translation>[Ðîšçåŕð: {card} ~~~~]</translation>
        </message>
        <message>
            <source>last turn</source>
            <comment>a seat's plate</comment>
            <translation>[ļåšţ ţûŕñ ~~~~]</translation>
        </message>
        <message>
            <source>lays down its words</source>
            <comment>a seat's plate</comment>
            <translation>[ļåýš ðöŵñ îţš ŵöŕðš ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>1 card</source>
            <translation>[1 çåŕð ~~]</translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <translation>
                <numerusform>[%n çåŕðš ~~]</numerusform>
                <numerusform>[%n çåŕðš ~~]</numerusform>
            </translation>
        </message>
        <message>
            <source>no word</source>
            <translation>[ñö ŵöŕð ~~~]</translation>
        </message>
        <message>
            <source>drew from the pile</source>
            <comment>a seat's plate</comment>
            <translation>[ðŕéŵ ƒŕöɱ ţĥé þîļé ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>took {card}</source>
            <comment>a seat's plate: from the discard pile</comment>
            <translation>[ţööķ {card} ~~]</translation>
        </message>
        <message>
            <source>discarded {card}</source>
            <comment>a seat's plate</comment>
            <translation>[ðîšçåŕðéð {card} ~~~~]</translation>
        </message>
        <message>
            <source>laid {words}, {cards} left</source>
            <comment>a seat's plate; {words}: English words; {cards}: '2 cards'</comment>
            <translation>[ļåîð {words}, {cards} ļéƒţ ~~~~~]</translation>
        </message>
        <message>
            <source>laid {words}</source>
            <comment>a seat's plate; {words}: English words</comment>
            <translation>[ļåîð {words} ~~]</translation>
        </message>
        <message numerus="yes">
            <source>{word}: %n letters!</source>
            <comment>{word}: an English word</comment>
            <translation>
                <numerusform>[{word}: %n ļéţţéŕš! ~~~~]</numerusform>
                <numerusform>[{word}: %n ļéţţéŕš! ~~~~]</numerusform>
            </translation>
        </message>
        <message>
            <source>You went out!</source>
            <translation>[Ýöû ŵéñţ öûţ! ~~~~~]</translation>
        </message>
        <message>
            <source>{name} went out!</source>
            <translation>[{name} ŵéñţ öûţ! ~~~~]</translation>
        </message>
        <message>
            <source>went out</source>
            <comment>a seat's plate</comment>
            <translation>[ŵéñţ öûţ ~~~]</translation>
        </message>
        <message numerus="yes">
            <source>%n left</source>
            <comment>a seat's plate: cards left in the hand</comment>
            <translation>
                <numerusform>[%n ļéƒţ ~~]</numerusform>
                <numerusform>[%n ļéƒţ ~~]</numerusform>
            </translation>
        </message>
        <message>
            <source>starts round {round}</source>
            <comment>a seat's plate</comment>
            <translation>[šţåŕţš ŕöûñð {round} ~~~~~]</translation>
        </message>
        <message>
            <source>waits for your word check</source>
            <comment>a seat's plate</comment>
            <translation>[ŵåîţš ƒöŕ ýöûŕ ŵöŕð çĥéçķ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>thinking…</source>
            <comment>a seat's plate</comment>
            <translation>[ţĥîñķîñĝ… ~~~~]</translation>
        </message>
        <message>
            <source>playing</source>
            <comment>a seat's plate</comment>
            <translation>[þļåýîñĝ ~~~]</translation>
        </message>
        <message>
            <source>The discard pile: {card} on top.</source>
            <translation>[Ţĥé ðîšçåŕð þîļé: {card} öñ ţöþ. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>The draw pile: {cards} face down.</source>
            <comment>{cards}: '40 cards'</comment>
            <translation>[Ţĥé ðŕåŵ þîļé: {cards} ƒåçé ðöŵñ. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{card}: drag to a word row, to another place in your hand, or to the discard pile; double-click to discard.</source>
            <translation>[{card}: ðŕåĝ ţö å ŵöŕð ŕöŵ, ţö åñöţĥéŕ þļåçé îñ ýöûŕ ĥåñð, öŕ ţö ţĥé ðîšçåŕð þîļé; ðöûƀļé-çļîçķ ţö ðîšçåŕð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>The game is over:
a shared win.</source>
            <translation>[Ţĥé ĝåɱé îš öṽéŕ:
å šĥåŕéð ŵîñ. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>The game is over.
{winner}</source>
            <comment>{winner}: who won with how many points</comment>
            <translation>[Ţĥé ĝåɱé îš öṽéŕ.
{winner} ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Round {round} of 8 · {cards} dealt
{dealer} dealt</source>
            <comment>{cards}: '3 cards'; {dealer}: a name</comment>
            <translation>[Ŕöûñð {round} öƒ 8 · {cards} ðéåļţ
{dealer} ðéåļţ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Watching the bots play: every move is in the game log.</source>
            <translation>[Ŵåţçĥîñĝ ţĥé ƀöţš þļåý: éṽéŕý ɱöṽé îš îñ ţĥé ĝåɱé ļöĝ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>The bots' game is over.</source>
            <translation>[Ţĥé ƀöţš' ĝåɱé îš öṽéŕ. ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>nowhere</source>
            <comment>where a card is dropped</comment>
            <translation>[ñöŵĥéŕé ~~~]</translation>
        </message>
        <message>
            <source>row {number}</source>
            <comment>a word row</comment>
            <translation>[ŕöŵ {number} ~~]</translation>
        </message>
        <message>
            <source>your hand</source>
            <translation>[ýöûŕ ĥåñð ~~~~]</translation>
        </message>
        <message>
            <source>the discard pile</source>
            <translation>[ţĥé ðîšçåŕð þîļé ~~~~~~]</translation>
        </message>
        <message>
            <source>the draw pile</source>
            <translation>[ţĥé ðŕåŵ þîļé ~~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerFinale</name>
        <message>
            <source>Your last turn: you lay down {words} and keep 1 card.</source>
            <comment>{words}: English words</comment>
            <translation>[Ýöûŕ ļåšţ ţûŕñ: ýöû ļåý ðöŵñ {words} åñð ķééþ 1 çåŕð. ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message numerus="yes">
            <source>Your last turn: you lay down {words} and keep %n cards.</source>
            <comment>{words}: English words</comment>
            <translation>
                <numerusform>[Ýöûŕ ļåšţ ţûŕñ: ýöû ļåý ðöŵñ {words} åñð ķééþ %n çåŕðš. ~~~~~~ ~~~~~~ ~~~~~~]</numerusform>
                <numerusform>[Ýöûŕ ļåšţ ţûŕñ: ýöû ļåý ðöŵñ {words} åñð ķééþ %n çåŕðš. ~~~~~~ ~~~~~~ ~~~~~~]</numerusform>
            </translation>
        </message>
        <message>
            <source>Your last turn: you lay down {words}.</source>
            <comment>{words}: English words</comment>
            <translation>[Ýöûŕ ļåšţ ţûŕñ: ýöû ļåý ðöŵñ {words}. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>{name}'s last turn: {name} lays down {words} and keeps 1 card.</source>
            <comment>{words}: English words</comment>
            <translation>[{name}'š ļåšţ ţûŕñ: {name} ļåýš ðöŵñ {words} åñð ķééþš 1 çåŕð. ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message numerus="yes">
            <source>{name}'s last turn: {name} lays down {words} and keeps %n cards.</source>
            <comment>{words}: English words</comment>
            <translation>
                <numerusform>[{name}'š ļåšţ ţûŕñ: {name} ļåýš ðöŵñ {words} åñð ķééþš %n çåŕðš. ~~~~~~ ~~~~~~ ~~~~~]</numerusform>
                <numerusform>[{name}'š ļåšţ ţûŕñ: {name} ļåýš ðöŵñ {words} åñð ķééþš %n çåŕðš. ~~~~~~ ~~~~~~ ~~~~~]</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}'s last turn: {name} lays down {words}.</source>
            <comment>{words}: English words</comment>
            <translation>[{name}'š ļåšţ ţûŕñ: {name} ļåýš ðöŵñ {words}. ~~~~~~ ~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerView</name>
        <message>
            <source>The word list could not be loaded: {why}</source>
            <translation>[Ţĥé ŵöŕð ļîšţ çöûļð ñöţ ƀé ļöåðéð: {why} ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerHint</name>
        <message>
            <source>Looking for the best play…</source>
            <translation>[Ļööķîñĝ ƒöŕ ţĥé ƀéšţ þļåý… ~~~~~~ ~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerMoment</name>
        <message>
            <source>Lay down your words and discard the last card (G).</source>
            <translation>[Ļåý ðöŵñ ýöûŕ ŵöŕðš åñð ðîšçåŕð ţĥé ļåšţ çåŕð (Ĝ). ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>You can go out on your turn.</source>
            <translation>[Ýöû çåñ ĝö öûţ öñ ýöûŕ ţûŕñ. ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Draw a card first: click the draw pile or the discard pile.</source>
            <translation>[Ðŕåŵ å çåŕð ƒîŕšţ: çļîçķ ţĥé ðŕåŵ þîļé öŕ ţĥé ðîšçåŕð þîļé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Going out on your first turn of a round is not allowed in this game.</source>
            <translation>[Ĝöîñĝ öûţ öñ ýöûŕ ƒîŕšţ ţûŕñ öƒ å ŕöûñð îš ñöţ åļļöŵéð îñ ţĥîš ĝåɱé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>The solver's best play for your cards (H).</source>
            <translation>[Ţĥé šöļṽéŕ'š ƀéšţ þļåý ƒöŕ ýöûŕ çåŕðš (Ĥ). ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Hints are for your turn.</source>
            <translation>[Ĥîñţš åŕé ƒöŕ ýöûŕ ţûŕñ. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>The game is over: a shared win.</source>
            <translation>[Ţĥé ĝåɱé îš öṽéŕ: å šĥåŕéð ŵîñ. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Round {round} starts when you press Continue.</source>
            <translation>[Ŕöûñð {round} šţåŕţš ŵĥéñ ýöû þŕéšš Çöñţîñûé. ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>{name} waits while you check a word: press Esc or click the table to play on.</source>
            <translation>[{name} ŵåîţš ŵĥîļé ýöû çĥéçķ å ŵöŕð: þŕéšš Éšç öŕ çļîçķ ţĥé ţåƀļé ţö þļåý öñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Round {round} of {rounds}</source>
            <translation>[Ŕöûñð {round} öƒ {rounds} ~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerKeys</name>
        <message>
            <source>D</source>
            <translation>[Ð]</translation>
        </message>
        <message>
            <source>Draw from the draw pile</source>
            <translation>[Ðŕåŵ ƒŕöɱ ţĥé ðŕåŵ þîļé ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>T</source>
            <translation>[Ţ]</translation>
        </message>
        <message>
            <source>Take the top card of the discard pile</source>
            <translation>[Ţåķé ţĥé ţöþ çåŕð öƒ ţĥé ðîšçåŕð þîļé ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Left / Right</source>
            <translation>[Ļéƒţ / Ŕîĝĥţ ~~~~~]</translation>
        </message>
        <message>
            <source>Pick one of your cards</source>
            <translation>[Þîçķ öñé öƒ ýöûŕ çåŕðš ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Shift+Left / Right</source>
            <translation>[Šĥîƒţ+Ļéƒţ / Ŕîĝĥţ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Move the picked card along the hand or its word row</source>
            <translation>[Ṁöṽé ţĥé þîçķéð çåŕð åļöñĝ ţĥé ĥåñð öŕ îţš ŵöŕð ŕöŵ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>1 to 5</source>
            <translation>[1 ţö 5 ~~]</translation>
        </message>
        <message>
            <source>Put the picked card at the end of that word row</source>
            <translation>[Þûţ ţĥé þîçķéð çåŕð åţ ţĥé éñð öƒ ţĥåţ ŵöŕð ŕöŵ ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>0 or Backspace</source>
            <translation>[0 öŕ Ɓåçķšþåçé ~~~~~~]</translation>
        </message>
        <message>
            <source>Take the picked card back to your hand</source>
            <translation>[Ţåķé ţĥé þîçķéð çåŕð ƀåçķ ţö ýöûŕ ĥåñð ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>[Ðéļéţé ~~]</translation>
        </message>
        <message>
            <source>Discard the picked card: this ends your turn (Enter never does)</source>
            <translation>[Ðîšçåŕð ţĥé þîçķéð çåŕð: ţĥîš éñðš ýöûŕ ţûŕñ (Éñţéŕ ñéṽéŕ ðöéš) ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>G</source>
            <translation>[Ĝ]</translation>
        </message>
        <message>
            <source>Go out: lay down the words in the rows and discard the card left</source>
            <translation>[Ĝö öûţ: ļåý ðöŵñ ţĥé ŵöŕðš îñ ţĥé ŕöŵš åñð ðîšçåŕð ţĥé çåŕð ļéƒţ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>[Éšç ~]</translation>
        </message>
        <message>
            <source>Take every card out of the word rows; in the word check, close it</source>
            <translation>[Ţåķé éṽéŕý çåŕð öûţ öƒ ţĥé ŵöŕð ŕöŵš; îñ ţĥé ŵöŕð çĥéçķ, çļöšé îţ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>H</source>
            <translation>[Ĥ]</translation>
        </message>
        <message>
            <source>Hint: the solver's best play for your cards</source>
            <translation>[Ĥîñţ: ţĥé šöļṽéŕ'š ƀéšţ þļåý ƒöŕ ýöûŕ çåŕðš ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>S</source>
            <translation>[Š]</translation>
        </message>
        <message>
            <source>Show or hide the score sheet</source>
            <translation>[Šĥöŵ öŕ ĥîðé ţĥé šçöŕé šĥééţ ~~~~~~ ~~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerInput</name>
        <message>
            <source>Wait for your turn.</source>
            <translation>[Ŵåîţ ƒöŕ ýöûŕ ţûŕñ. ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>You have drawn already: to discard, drag a card onto the discard pile or double-click it.</source>
            <translation>[Ýöû ĥåṽé ðŕåŵñ åļŕéåðý: ţö ðîšçåŕð, ðŕåĝ å çåŕð öñţö ţĥé ðîšçåŕð þîļé öŕ ðöûƀļé-çļîçķ îţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>You have drawn already: now discard a card, or go out.</source>
            <translation>[Ýöû ĥåṽé ðŕåŵñ åļŕéåðý: ñöŵ ðîšçåŕð å çåŕð, öŕ ĝö öûţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>The draw pile is empty.</source>
            <translation>[Ţĥé ðŕåŵ þîļé îš éɱþţý. ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>The discard pile is empty.</source>
            <translation>[Ţĥé ðîšçåŕð þîļé îš éɱþţý. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Draw a card first: click the draw pile or the discard pile.</source>
            <translation>[Ðŕåŵ å çåŕð ƒîŕšţ: çļîçķ ţĥé ðŕåŵ þîļé öŕ ţĥé ðîšçåŕð þîļé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Your last turn: discarding the {card} leaves {cards} in your hand, {points} points against you. Confirm or keep playing.</source>
            <comment>{card}: a card's letters; {cards}: 'A, T and E'</comment>
            <translation>[Ýöûŕ ļåšţ ţûŕñ: ðîšçåŕðîñĝ ţĥé {card} ļéåṽéš {cards} îñ ýöûŕ ĥåñð, {points} þöîñţš åĝåîñšţ ýöû. Çöñƒîŕɱ öŕ ķééþ þļåýîñĝ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{problem}: take its cards out of the row (they count against you) or make it a word, then discard.</source>
            <comment>{problem}: why a row is not a word, without its full stop</comment>
            <translation>[{problem}: ţåķé îţš çåŕðš öûţ öƒ ţĥé ŕöŵ (ţĥéý çöûñţ åĝåîñšţ ýöû) öŕ ɱåķé îţ å ŵöŕð, ţĥéñ ðîšçåŕð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>A card never goes back on the draw pile: to discard it, drag it to the discard pile or double-click it.</source>
            <translation>[Å çåŕð ñéṽéŕ ĝöéš ƀåçķ öñ ţĥé ðŕåŵ þîļé: ţö ðîšçåŕð îţ, ðŕåĝ îţ ţö ţĥé ðîšçåŕð þîļé öŕ ðöûƀļé-çļîçķ îţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Enter does not discard: press Delete to discard the {card} and end your turn.</source>
            <translation>[Éñţéŕ ðöéš ñöţ ðîšçåŕð: þŕéšš Ðéļéţé ţö ðîšçåŕð ţĥé {card} åñð éñð ýöûŕ ţûŕñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{card} picked: 1 to 5 put it in a word row, 0 back in the hand, Shift+arrows move it, Delete discards it and ends your turn.</source>
            <translation>[{card} þîçķéð: 1 ţö 5 þûţ îţ îñ å ŵöŕð ŕöŵ, 0 ƀåçķ îñ ţĥé ĥåñð, Šĥîƒţ+åŕŕöŵš ɱöṽé îţ, Ðéļéţé ðîšçåŕðš îţ åñð éñðš ýöûŕ ţûŕñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerRows</name>
        <message>
            <source>The word list is still loading</source>
            <translation>[Ţĥé ŵöŕð ļîšţ îš šţîļļ ļöåðîñĝ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Not in the word list</source>
            <translation>[Ñöţ îñ ţĥé ŵöŕð ļîšţ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>A word needs at least 2 cards</source>
            <translation>[Å ŵöŕð ñééðš åţ ļéåšţ 2 çåŕðš ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>{word} · {points} points</source>
            <comment>{word}: an English word</comment>
            <translation>[{word} · {points} þöîñţš ~~~~]</translation>
        </message>
        <message>
            <source>Drag cards here to build a word</source>
            <comment>an English word</comment>
            <translation>[Ðŕåĝ çåŕðš ĥéŕé ţö ƀûîļð å ŵöŕð ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Drag cards here for another word</source>
            <translation>[Ðŕåĝ çåŕðš ĥéŕé ƒöŕ åñöţĥéŕ ŵöŕð ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>{points} points</source>
            <translation>[{points} þöîñţš ~~~]</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerPrinting</name>
        <message>
            <source>The printer could not be opened.</source>
            <translation>[Ţĥé þŕîñţéŕ çöûļð ñöţ ƀé öþéñéð. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Quiddler — score summary</source>
            <translation>[Ǫûîððļéŕ — šçöŕé šûɱɱåŕý ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Game in progress: round {round} of {rounds}.</source>
            <translation>[Ĝåɱé îñ þŕöĝŕéšš: ŕöûñð {round} öƒ {rounds}. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>{name} ({kind}): {points} points — {details}  ★ winner</source>
            <comment>{kind}: person or bot</comment>
            <translation>[{name} ({kind}): {points} þöîñţš — {details}  ★ ŵîññéŕ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{name} ({kind}): {points} points — {details}</source>
            <comment>{kind}: person or bot</comment>
            <translation>[{name} ({kind}): {points} þöîñţš — {details} ~~~~~~]</translation>
        </message>
        <message>
            <source>Best word: {best}</source>
            <translation>[Ɓéšţ ŵöŕð: {best} ~~~~]</translation>
        </message>
        <message>
            <source>{name}: {words}; left {left}; {bonuses} — {points}, total {total}</source>
            <comment>a player's round: words, cards left, bonuses, score</comment>
            <translation>[{name}: {words}; ļéƒţ {left}; {bonuses} — {points}, ţöţåļ {total} ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>{name}: {words}; left {left} — {points}, total {total}</source>
            <comment>a player's round: words, cards left, score</comment>
            <translation>[{name}: {words}; ļéƒţ {left} — {points}, ţöţåļ {total} ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>No round has been played to the end yet.</source>
            <translation>[Ñö ŕöûñð ĥåš ƀééñ þļåýéð ţö ţĥé éñð ýéţ. ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{name} {points}</source>
            <comment>a chart's label: a name and the total</comment>
            <translation>[{name} {points}]</translation>
        </message>
        <message>
            <source>Running totals, round by round</source>
            <translation>[Ŕûññîñĝ ţöţåļš, ŕöûñð ƀý ŕöûñð ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>round</source>
            <comment>the chart's axis: round by round</comment>
            <translation>[ŕöûñð ~~]</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerSummary</name>
        <message>
            <source>longest word +10</source>
            <translation>[ļöñĝéšţ ŵöŕð +10 ~~~~~~]</translation>
        </message>
        <message>
            <source>most words +10</source>
            <translation>[ɱöšţ ŵöŕðš +10 ~~~~~~]</translation>
        </message>
        <message>
            <source>no word</source>
            <translation>[ñö ŵöŕð ~~~]</translation>
        </message>
        <message>
            <source>{word} ({points})</source>
            <comment>an English word and its points</comment>
            <translation>[{word} ({points}) ~]</translation>
        </message>
        <message>
            <source>none</source>
            <comment>no cards left in the hand</comment>
            <translation>[ñöñé ~~]</translation>
        </message>
        <message>
            <source>{cards} (−{points})</source>
            <comment>cards left in the hand and what they cost</comment>
            <translation>[{cards} (−{points}) ~~]</translation>
        </message>
        <message>
            <source>Close</source>
            <comment>a button</comment>
            <translation>[Çļöšé ~~]</translation>
        </message>
        <message>
            <source>Continue</source>
            <comment>a button: the next round</comment>
            <translation>[Çöñţîñûé ~~~]</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <comment>a button</comment>
            <translation>[Šçöŕé šĥééţ ~~~~]</translation>
        </message>
        <message>
            <source>Player</source>
            <comment>a column</comment>
            <translation>[Þļåýéŕ ~~]</translation>
        </message>
        <message>
            <source>Words</source>
            <comment>a column</comment>
            <translation>[Ŵöŕðš ~~]</translation>
        </message>
        <message>
            <source>Left</source>
            <comment>a column: cards left in the hand</comment>
            <translation>[Ļéƒţ ~~]</translation>
        </message>
        <message>
            <source>Bonuses</source>
            <comment>a column</comment>
            <translation>[Ɓöñûšéš ~~~]</translation>
        </message>
        <message>
            <source>Round</source>
            <comment>a column: the round's score</comment>
            <translation>[Ŕöûñð ~~]</translation>
        </message>
        <message>
            <source>Total</source>
            <comment>a column</comment>
            <translation>[Ţöţåļ ~~]</translation>
        </message>
        <message>
            <source>{name} (went out)</source>
            <translation>[{name} (ŵéñţ öûţ) ~~~~]</translation>
        </message>
        <message>
            <source>No bonus this round: a tie for a bonus means nobody gets it.</source>
            <translation>[Ñö ƀöñûš ţĥîš ŕöûñð: å ţîé ƒöŕ å ƀöñûš ɱéåñš ñöƀöðý ĝéţš îţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <comment>a heading</comment>
            <translation>[Šçöŕé šĥééţ ~~~~]</translation>
        </message>
        <message>
            <source>Round</source>
            <comment>a column: the round</comment>
            <translation>[Ŕöûñð ~~]</translation>
        </message>
        <message>
            <source>{round} · {cards} cards (now)</source>
            <comment>a round and its cards dealt, being played</comment>
            <translation>[{round} · {cards} çåŕðš (ñöŵ) ~~~~~~]</translation>
        </message>
        <message>
            <source>{round} · {cards} cards</source>
            <comment>a round and its cards dealt</comment>
            <translation>[{round} · {cards} çåŕðš ~~~~]</translation>
        </message>
        <message>
            <source>Total</source>
            <comment>a row</comment>
            <translation>[Ţöţåļ ~~]</translation>
        </message>
        <message>
            <source>Final</source>
            <comment>a row: the final scores</comment>
            <translation>[Ƒîñåļ ~~]</translation>
        </message>
        <message>
            <source>winner: {points}</source>
            <translation>[ŵîññéŕ: {points} ~~~]</translation>
        </message>
        <message>
            <source>Each cell: the round's score as played, then the running total (never below zero). ★ went out first.</source>
            <translation>[Éåçĥ çéļļ: ţĥé ŕöûñð'š šçöŕé åš þļåýéð, ţĥéñ ţĥé ŕûññîñĝ ţöţåļ (ñéṽéŕ ƀéļöŵ žéŕö). ★ ŵéñţ öûţ ƒîŕšţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>[Ţĥé ĝåɱé îš öṽéŕ. ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>went out {outs}×, 1 bonus</source>
            <translation>[ŵéñţ öûţ {outs}×, 1 ƀöñûš ~~~~~~ ~~]</translation>
        </message>
        <message numerus="yes">
            <source>went out {outs}×, %n bonuses</source>
            <translation>
                <numerusform>[ŵéñţ öûţ {outs}×, %n ƀöñûšéš ~~~~~~ ~~]</numerusform>
                <numerusform>[ŵéñţ öûţ {outs}×, %n ƀöñûšéš ~~~~~~ ~~]</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}: {word}, {points} points (round {round})</source>
            <comment>the best word; {word}: an English word</comment>
            <translation>[{name}: {word}, {points} þöîñţš (ŕöûñð {round}) ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>No word was laid down.</source>
            <translation>[Ñö ŵöŕð ŵåš ļåîð ðöŵñ. ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Best round: {name}, {points} in round {round}.</source>
            <translation>[Ɓéšţ ŕöûñð: {name}, {points} îñ ŕöûñð {round}. ~~~~~~ ~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QwirkleAnimations</name>
        <message>
            <source>+{points}</source>
            <comment>points gained</comment>
            <translation>[+{points}]</translation>
        </message>
        <message>
            <source>Qwirkle!</source>
            <comment>the call when a line of six is completed</comment>
            <translation>[Ǫŵîŕķļé! ~~~]</translation>
        </message>
    </context>
    <context>
        <name>QwirkleBoard</name>
        <message>
            <source>Dead cell: no tile can ever go here. Its lines allow no tile, or every copy of the tiles they allow is already on the table.</source>
            <translation>[Ðéåð çéļļ: ñö ţîļé çåñ éṽéŕ ĝö ĥéŕé. Îţš ļîñéš åļļöŵ ñö ţîļé, öŕ éṽéŕý çöþý öƒ ţĥé ţîļéš ţĥéý åļļöŵ îš åļŕéåðý öñ ţĥé ţåƀļé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Table</source>
            <comment>the table the tiles lie on</comment>
            <translation>[Ţåƀļé ~~]</translation>
        </message>
    </context>
    <context>
        <name>QwirkleControls</name>
        <message>
            <source>Confirm</source>
            <translation>[Çöñƒîŕɱ ~~~]</translation>
        </message>
        <message>
            <source>Return tiles</source>
            <translation>[Ŕéţûŕñ ţîļéš ~~~~~]</translation>
        </message>
        <message>
            <source>Exchange</source>
            <comment>a button: swap tiles</comment>
            <translation>[Éẋçĥåñĝé ~~~]</translation>
        </message>
        <message>
            <source>Hint</source>
            <comment>a button: show a good move</comment>
            <translation>[Ĥîñţ ~~]</translation>
        </message>
        <message>
            <source>Pass</source>
            <comment>a button: pass the turn</comment>
            <translation>[Þåšš ~~]</translation>
        </message>
        <message>
            <source>{headline} {detail}</source>
            <comment>a heading and the sentence under it</comment>
            <translation>[{headline} {detail}]</translation>
        </message>
        <message>
            <source>Practice game</source>
            <translation>[Þŕåçţîçé ĝåɱé ~~~~~]</translation>
        </message>
        <message>
            <source>A move was undone after you had seen what came next, so this game counts as practice in your records.</source>
            <translation>[Å ɱöṽé ŵåš ûñðöñé åƒţéŕ ýöû ĥåð šééñ ŵĥåţ çåɱé ñéẋţ, šö ţĥîš ĝåɱé çöûñţš åš þŕåçţîçé îñ ýöûŕ ŕéçöŕðš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>[Ûñðö ~~]</translation>
        </message>
        <message>
            <source>Zoom out (-)</source>
            <translation>[Žööɱ öûţ (-) ~~~~~]</translation>
        </message>
        <message>
            <source>Fit</source>
            <comment>a button: fit the table</comment>
            <translation>[Ƒîţ ~]</translation>
        </message>
        <message>
            <source>Show the whole table (0)</source>
            <translation>[Šĥöŵ ţĥé ŵĥöļé ţåƀļé (0) ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Zoom in (+)</source>
            <translation>[Žööɱ îñ (+) ~~~~]</translation>
        </message>
        <message>
            <source>Unseen tiles</source>
            <translation>[Ûñšééñ ţîļéš ~~~~~]</translation>
        </message>
        <message>
            <source>Show or hide how many copies of each tile you haven't seen yet (U).</source>
            <translation>[Šĥöŵ öŕ ĥîðé ĥöŵ ɱåñý çöþîéš öƒ éåçĥ ţîļé ýöû ĥåṽéñ'ţ šééñ ýéţ (Û). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Play this move (Enter).</source>
            <translation>[Þļåý ţĥîš ɱöṽé (Éñţéŕ). ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Return this turn's tiles to your rack (Esc).</source>
            <translation>[Ŕéţûŕñ ţĥîš ţûŕñ'š ţîļéš ţö ýöûŕ ŕåçķ (Éšç). ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>No tile placed this turn, so none to return.</source>
            <translation>[Ñö ţîļé þļåçéð ţĥîš ţûŕñ, šö ñöñé ţö ŕéţûŕñ. ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Stop picking tiles to exchange (X).</source>
            <translation>[Šţöþ þîçķîñĝ ţîļéš ţö éẋçĥåñĝé (Ẋ). ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Swap some of your tiles for new ones from the bag instead of placing (X).</source>
            <translation>[Šŵåþ šöɱé öƒ ýöûŕ ţîļéš ƒöŕ ñéŵ öñéš ƒŕöɱ ţĥé ƀåĝ îñšţéåð öƒ þļåçîñĝ (Ẋ). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Lay out the hinted move (H); your tiles on the table go back to the rack first.</source>
            <translation>[Ļåý öûţ ţĥé ĥîñţéð ɱöṽé (Ĥ); ýöûŕ ţîļéš öñ ţĥé ţåƀļé ĝö ƀåçķ ţö ţĥé ŕåçķ ƒîŕšţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Show a good move as faint tiles on the table (H).</source>
            <translation>[Šĥöŵ å ĝööð ɱöṽé åš ƒåîñţ ţîļéš öñ ţĥé ţåƀļé (Ĥ). ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Looking for a good move...</source>
            <translation>[Ļööķîñĝ ƒöŕ å ĝööð ɱöṽé... ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Hints are for your turn.</source>
            <translation>[Ĥîñţš åŕé ƒöŕ ýöûŕ ţûŕñ. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>No tile fits and the bag is empty: pass your turn (P).</source>
            <translation>[Ñö ţîļé ƒîţš åñð ţĥé ƀåĝ îš éɱþţý: þåšš ýöûŕ ţûŕñ (Þ). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Wait for your turn.</source>
            <translation>[Ŵåîţ ƒöŕ ýöûŕ ţûŕñ. ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Cancel exchange</source>
            <translation>[Çåñçéļ éẋçĥåñĝé ~~~~~~]</translation>
        </message>
        <message>
            <source>Place the hint</source>
            <translation>[Þļåçé ţĥé ĥîñţ ~~~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QwirkleGameView</name>
        <message>
            <source>The move was refused.</source>
            <translation>[Ţĥé ɱöṽé ŵåš ŕéƒûšéð. ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Watching the bots play</source>
            <translation>[Ŵåţçĥîñĝ ţĥé ƀöţš þļåý ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Each move appears on the table and in the game log. Zoom with + and −.</source>
            <translation>[Éåçĥ ɱöṽé åþþéåŕš öñ ţĥé ţåƀļé åñð îñ ţĥé ĝåɱé ļöĝ. Žööɱ ŵîţĥ + åñð −. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>The bots' game is over.</source>
            <translation>[Ţĥé ƀöţš' ĝåɱé îš öṽéŕ. ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>The final table stays on show.</source>
            <translation>[Ţĥé ƒîñåļ ţåƀļé šţåýš öñ šĥöŵ. ~~~~~~ ~~~~~~]</translation>
        </message>
    </context>
    <context>
        <name>HintDisplay</name>
        <message>
            <source>Hint: click to lay out this move.</source>
            <translation>[Ĥîñţ: çļîçķ ţö ļåý öûţ ţĥîš ɱöṽé. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>{hint} Your own tiles stay until then.</source>
            <comment>{hint}: what the hint advises, a whole sentence</comment>
            <translation>[{hint} Ýöûŕ öŵñ ţîļéš šţåý ûñţîļ ţĥéñ. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
    </context>
    <context>
        <name>QwirkleHint</name>
        <message>
            <source>Hint laid out: this move scores 1 point. Press Confirm (Enter) to play it, or Return tiles (Esc).</source>
            <translation>[Ĥîñţ ļåîð öûţ: ţĥîš ɱöṽé šçöŕéš 1 þöîñţ. Þŕéšš Çöñƒîŕɱ (Éñţéŕ) ţö þļåý îţ, öŕ Ŕéţûŕñ ţîļéš (Éšç). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message numerus="yes">
            <source>Hint laid out: this move scores %n points. Press Confirm (Enter) to play it, or Return tiles (Esc).</source>
            <translation>
                <numerusform>[Ĥîñţ ļåîð öûţ: ţĥîš ɱöṽé šçöŕéš %n þöîñţš. Þŕéšš Çöñƒîŕɱ (Éñţéŕ) ţö þļåý îţ, öŕ Ŕéţûŕñ ţîļéš (Éšç). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</numerusform>
                <numerusform>[Ĥîñţ ļåîð öûţ: ţĥîš ɱöṽé šçöŕéš %n þöîñţš. Þŕéšš Çöñƒîŕɱ (Éñţéŕ) ţö þļåý îţ, öŕ Ŕéţûŕñ ţîļéš (Éšç). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</numerusform>
            </translation>
        </message>
        <message>
            <source>Looking for a good move...</source>
            <translation>[Ļööķîñĝ ƒöŕ å ĝööð ɱöṽé... ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Hint: no placement is worth much; exchange the marked tiles with Confirm (Enter).</source>
            <translation>[Ĥîñţ: ñö þļåçéɱéñţ îš ŵöŕţĥ ɱûçĥ; éẋçĥåñĝé ţĥé ɱåŕķéð ţîļéš ŵîţĥ Çöñƒîŕɱ (Éñţéŕ). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Hint: no tile fits and the bag is empty, so pass (P).</source>
            <translation>[Ĥîñţ: ñö ţîļé ƒîţš åñð ţĥé ƀåĝ îš éɱþţý, šö þåšš (Þ). ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
    </context>
    <context>
        <name>QwirkleKeys</name>
        <message>
            <source>1 to 6</source>
            <translation>[1 ţö 6 ~~]</translation>
        </message>
        <message>
            <source>Pick up that tile of your rack</source>
            <translation>[Þîçķ ûþ ţĥåţ ţîļé öƒ ýöûŕ ŕåçķ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Left / Right</source>
            <translation>[Ļéƒţ / Ŕîĝĥţ ~~~~~]</translation>
        </message>
        <message>
            <source>Move along your rack; with a tile picked, move the cursor on the table</source>
            <translation>[Ṁöṽé åļöñĝ ýöûŕ ŕåçķ; ŵîţĥ å ţîļé þîçķéð, ɱöṽé ţĥé çûŕšöŕ öñ ţĥé ţåƀļé ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Up / Down</source>
            <translation>[Ûþ / Ðöŵñ ~~~~]</translation>
        </message>
        <message>
            <source>With a tile picked, move the cursor on the table</source>
            <translation>[Ŵîţĥ å ţîļé þîçķéð, ɱöṽé ţĥé çûŕšöŕ öñ ţĥé ţåƀļé ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>[Šþåçé ~~]</translation>
        </message>
        <message>
            <source>Pick up the tile under the rack cursor, or lay the picked tile at the table cursor</source>
            <translation>[Þîçķ ûþ ţĥé ţîļé ûñðéŕ ţĥé ŕåçķ çûŕšöŕ, öŕ ļåý ţĥé þîçķéð ţîļé åţ ţĥé ţåƀļé çûŕšöŕ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>[Éñţéŕ ~~]</translation>
        </message>
        <message>
            <source>Lay the picked tile at the cursor, or confirm this move</source>
            <translation>[Ļåý ţĥé þîçķéð ţîļé åţ ţĥé çûŕšöŕ, öŕ çöñƒîŕɱ ţĥîš ɱöṽé ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>[Éšç ~]</translation>
        </message>
        <message>
            <source>Put the picked tile down, or return this turn's tiles to the rack</source>
            <translation>[Þûţ ţĥé þîçķéð ţîļé ðöŵñ, öŕ ŕéţûŕñ ţĥîš ţûŕñ'š ţîļéš ţö ţĥé ŕåçķ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Backspace</source>
            <translation>[Ɓåçķšþåçé ~~~~]</translation>
        </message>
        <message>
            <source>Return the last tile laid this turn</source>
            <translation>[Ŕéţûŕñ ţĥé ļåšţ ţîļé ļåîð ţĥîš ţûŕñ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Exchange tiles (or stop picking tiles to exchange)</source>
            <translation>[Éẋçĥåñĝé ţîļéš (öŕ šţöþ þîçķîñĝ ţîļéš ţö éẋçĥåñĝé) ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Hint: show a good move as faint tiles; H again lays it out</source>
            <translation>[Ĥîñţ: šĥöŵ å ĝööð ɱöṽé åš ƒåîñţ ţîļéš; Ĥ åĝåîñ ļåýš îţ öûţ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Pass (only when no tile fits and the bag is empty)</source>
            <translation>[Þåšš (öñļý ŵĥéñ ñö ţîļé ƒîţš åñð ţĥé ƀåĝ îš éɱþţý) ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Show or hide the unseen tiles</source>
            <translation>[Šĥöŵ öŕ ĥîðé ţĥé ûñšééñ ţîļéš ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Zoom in, zoom out, fit the whole table</source>
            <translation>[Žööɱ îñ, žööɱ öûţ, ƒîţ ţĥé ŵĥöļé ţåƀļé ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
    </context>
    <context>
        <name>QwirkleInput</name>
        <message>
            <source>Pick a tile from your rack first, then click a cell.</source>
            <translation>[Þîçķ å ţîļé ƒŕöɱ ýöûŕ ŕåçķ ƒîŕšţ, ţĥéñ çļîçķ å çéļļ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>You are picking tiles to exchange: click tiles in your rack, or press Esc to cancel.</source>
            <translation>[Ýöû åŕé þîçķîñĝ ţîļéš ţö éẋçĥåñĝé: çļîçķ ţîļéš îñ ýöûŕ ŕåçķ, öŕ þŕéšš Éšç ţö çåñçéļ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QwirkleMoment</name>
        <message>
            <source>Tiles you have not seen yet: in the bag or in other players' hands</source>
            <translation>[Ţîļéš ýöû ĥåṽé ñöţ šééñ ýéţ: îñ ţĥé ƀåĝ öŕ îñ öţĥéŕ þļåýéŕš' ĥåñðš ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Tiles not on the table yet: in the bag or in the players' hands</source>
            <translation>[Ţîļéš ñöţ öñ ţĥé ţåƀļé ýéţ: îñ ţĥé ƀåĝ öŕ îñ ţĥé þļåýéŕš' ĥåñðš ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Tiles not on the table yet: in the bag or in the bots' hands</source>
            <translation>[Ţîļéš ñöţ öñ ţĥé ţåƀļé ýéţ: îñ ţĥé ƀåĝ öŕ îñ ţĥé ƀöţš' ĥåñðš ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>You can exchange tiles on your turn.</source>
            <translation>[Ýöû çåñ éẋçĥåñĝé ţîļéš öñ ýöûŕ ţûŕñ. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Exchange needs tiles in the bag: the bag is empty.</source>
            <translation>[Éẋçĥåñĝé ñééðš ţîļéš îñ ţĥé ƀåĝ: ţĥé ƀåĝ îš éɱþţý. ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>No exchange on the first move: the starter must play their largest group, {tiles}, as one line on the empty table.</source>
            <translation>[Ñö éẋçĥåñĝé öñ ţĥé ƒîŕšţ ɱöṽé: ţĥé šţåŕţéŕ ɱûšţ þļåý ţĥéîŕ ļåŕĝéšţ ĝŕöûþ, {tiles}, åš öñé ļîñé öñ ţĥé éɱþţý ţåƀļé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>1 tile</source>
            <translation>[1 ţîļé ~~]</translation>
        </message>
        <message numerus="yes">
            <source>%n tiles</source>
            <translation>
                <numerusform>[%n ţîļéš ~~]</numerusform>
                <numerusform>[%n ţîļéš ~~]</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>QwirklePlacement</name>
        <message>
            <source>It is not your turn.</source>
            <translation>[Îţ îš ñöţ ýöûŕ ţûŕñ. ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Finish or cancel the exchange first.</source>
            <translation>[Ƒîñîšĥ öŕ çåñçéļ ţĥé éẋçĥåñĝé ƒîŕšţ. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>That cell already holds a tile.</source>
            <translation>[Ţĥåţ çéļļ åļŕéåðý ĥöļðš å ţîļé. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Pick the tiles to exchange first (click them in your rack).</source>
            <translation>[Þîçķ ţĥé ţîļéš ţö éẋçĥåñĝé ƒîŕšţ (çļîçķ ţĥéɱ îñ ýöûŕ ŕåçķ). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>You can exchange at most 1 tile: only 1 left in the bag.</source>
            <translation>[Ýöû çåñ éẋçĥåñĝé åţ ɱöšţ 1 ţîļé: öñļý 1 ļéƒţ îñ ţĥé ƀåĝ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message numerus="yes">
            <source>You can exchange at most %n tiles: only %n left in the bag.</source>
            <translation>
                <numerusform>[Ýöû çåñ éẋçĥåñĝé åţ ɱöšţ %n ţîļéš: öñļý %n ļéƒţ îñ ţĥé ƀåĝ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</numerusform>
                <numerusform>[Ýöû çåñ éẋçĥåñĝé åţ ɱöšţ %n ţîļéš: öñļý %n ļéƒţ îñ ţĥé ƀåĝ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</numerusform>
            </translation>
        </message>
        <message>
            <source>Place at least one tile first.</source>
            <translation>[Þļåçé åţ ļéåšţ öñé ţîļé ƒîŕšţ. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Fill the gap at the marked cell between your tiles, then press Confirm (Enter).</source>
            <translation>[Ƒîļļ ţĥé ĝåþ åţ ţĥé ɱåŕķéð çéļļ ƀéţŵééñ ýöûŕ ţîļéš, ţĥéñ þŕéšš Çöñƒîŕɱ (Éñţéŕ). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message numerus="yes">
            <source>Fill the gap at the %n marked cells between your tiles, then press Confirm (Enter).</source>
            <translation>
                <numerusform>[Ƒîļļ ţĥé ĝåþ åţ ţĥé %n ɱåŕķéð çéļļš ƀéţŵééñ ýöûŕ ţîļéš, ţĥéñ þŕéšš Çöñƒîŕɱ (Éñţéŕ). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</numerusform>
                <numerusform>[Ƒîļļ ţĥé ĝåþ åţ ţĥé %n ɱåŕķéð çéļļš ƀéţŵééñ ýöûŕ ţîļéš, ţĥéñ þŕéšš Çöñƒîŕɱ (Éñţéŕ). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</numerusform>
            </translation>
        </message>
        <message>
            <source>Pick a tile from your rack first.</source>
            <translation>[Þîçķ å ţîļé ƒŕöɱ ýöûŕ ŕåçķ ƒîŕšţ. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Only tiles placed this turn can be moved.</source>
            <translation>[Öñļý ţîļéš þļåçéð ţĥîš ţûŕñ çåñ ƀé ɱöṽéð. ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QwirklePrinting</name>
        <message>
            <source>The printer could not be opened.</source>
            <translation>[Ţĥé þŕîñţéŕ çöûļð ñöţ ƀé öþéñéð. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Qwirkle: score summary</source>
            <translation>[Ǫŵîŕķļé: šçöŕé šûɱɱåŕý ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>[Þļåýéŕ ~~]</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>[Šéåţ ~~]</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>[Šçöŕé ~~]</translation>
        </message>
        <message>
            <source>Qwirkles</source>
            <translation>[Ǫŵîŕķļéš ~~~]</translation>
        </message>
        <message>
            <source>Exchanges</source>
            <translation>[Éẋçĥåñĝéš ~~~~]</translation>
        </message>
        <message>
            <source>{name} (winner)</source>
            <translation>[{name} (ŵîññéŕ) ~~~~]</translation>
        </message>
        <message>
            <source>{score} (+6)</source>
            <comment>a score with the end bonus in it</comment>
            <translation>[{score} (+6) ~~]</translation>
        </message>
        <message>
            <source>{name} {score}</source>
            <comment>a player's name and final score</comment>
            <translation>[{name} {score}]</translation>
        </message>
        <message>
            <source>Score by turn</source>
            <translation>[Šçöŕé ƀý ţûŕñ ~~~~~]</translation>
        </message>
        <message>
            <source>turn</source>
            <comment>the chart's axis: turn 1, 2, 3...</comment>
            <translation>[ţûŕñ ~~]</translation>
        </message>
        <message>
            <source>The final board</source>
            <translation>[Ţĥé ƒîñåļ ƀöåŕð ~~~~~~]</translation>
        </message>
        <message>
            <source>Best moves</source>
            <translation>[Ɓéšţ ɱöṽéš ~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QwirkleRack</name>
        <message>
            <source>Your rack</source>
            <translation>[Ýöûŕ ŕåçķ ~~~~]</translation>
        </message>
        <message>
            <source>This hand is hidden until its player takes the screen.</source>
            <translation>[Ţĥîš ĥåñð îš ĥîððéñ ûñţîļ îţš þļåýéŕ ţåķéš ţĥé šçŕééñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Your tiles: {tiles}</source>
            <translation>[Ýöûŕ ţîļéš: {tiles} ~~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QwirkleSummary</name>
        <message>
            <source>1 tile</source>
            <translation>[1 ţîļé ~~]</translation>
        </message>
        <message numerus="yes">
            <source>%n tiles</source>
            <translation>
                <numerusform>[%n ţîļéš ~~]</numerusform>
                <numerusform>[%n ţîļéš ~~]</numerusform>
            </translation>
        </message>
        <message>
            <source>1 point</source>
            <translation>[1 þöîñţ ~~~]</translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>[%n þöîñţš ~~~]</numerusform>
                <numerusform>[%n þöîñţš ~~~]</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}: {tiles}, {points}, Qwirkle! (move {turn})</source>
            <translation>[{name}: {tiles}, {points}, Ǫŵîŕķļé! (ɱöṽé {turn}) ~~~~~~ ~~~]</translation>
        </message>
        <message numerus="yes">
            <source>%n Qwirkles!</source>
            <translation>
                <numerusform>[%n Ǫŵîŕķļéš! ~~~~]</numerusform>
                <numerusform>[%n Ǫŵîŕķļéš! ~~~~]</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}: {tiles}, {points}, {qwirkles} (move {turn})</source>
            <translation>[{name}: {tiles}, {points}, {qwirkles} (ɱöṽé {turn}) ~~~~~~]</translation>
        </message>
        <message>
            <source>{name}: {tiles}, {points} (move {turn})</source>
            <translation>[{name}: {tiles}, {points} (ɱöṽé {turn}) ~~~~~]</translation>
        </message>
        <message>
            <source>{facts}, {fact}</source>
            <comment>a list of short facts about a player</comment>
            <translation>[{facts}, {fact} ~]</translation>
        </message>
        <message>
            <source>The game is not over yet.</source>
            <translation>[Ţĥé ĝåɱé îš ñöţ öṽéŕ ýéţ. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>1 Qwirkle</source>
            <translation>[1 Ǫŵîŕķļé ~~~~]</translation>
        </message>
        <message numerus="yes">
            <source>%n Qwirkles</source>
            <translation>
                <numerusform>[%n Ǫŵîŕķļéš ~~~~]</numerusform>
                <numerusform>[%n Ǫŵîŕķļéš ~~~~]</numerusform>
            </translation>
        </message>
        <message>
            <source>+6 end bonus</source>
            <translation>[+6 éñð ƀöñûš ~~~~~]</translation>
        </message>
        <message>
            <source>1 hint</source>
            <translation>[1 ĥîñţ ~~]</translation>
        </message>
        <message numerus="yes">
            <source>%n hints</source>
            <translation>
                <numerusform>[%n ĥîñţš ~~]</numerusform>
                <numerusform>[%n ĥîñţš ~~]</numerusform>
            </translation>
        </message>
        <message>
            <source>No tiles were placed.</source>
            <translation>[Ñö ţîļéš ŵéŕé þļåçéð. ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>{moves} moves, 1 Qwirkle in all.</source>
            <translation>[{moves} ɱöṽéš, 1 Ǫŵîŕķļé îñ åļļ. ~~~~~~ ~~~~]</translation>
        </message>
        <message numerus="yes">
            <source>{moves} moves, %n Qwirkles in all.</source>
            <translation>
                <numerusform>[{moves} ɱöṽéš, %n Ǫŵîŕķļéš îñ åļļ. ~~~~~~ ~~~~]</numerusform>
                <numerusform>[{moves} ɱöṽéš, %n Ǫŵîŕķļéš îñ åļļ. ~~~~~~ ~~~~]</numerusform>
            </translation>
        </message>
        <message>
            <source>A practice game: a move was undone after the tiles drawn since had been seen.</source>
            <translation>[Å þŕåçţîçé ĝåɱé: å ɱöṽé ŵåš ûñðöñé åƒţéŕ ţĥé ţîļéš ðŕåŵñ šîñçé ĥåð ƀééñ šééñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
    </context>
    <context>
        <name>QwirkleTiles</name>
        <message>
            <source>{tiles}, {tile}</source>
            <comment>a list of tiles' names</comment>
            <translation>[{tiles}, {tile} ~]</translation>
        </message>
        <message>
            <source>R</source>
            <comment>the initial of red, painted on a tile</comment>
            <translation>[Ŕ]</translation>
        </message>
        <message>
            <source>O</source>
            <comment>the initial of orange, painted on a tile</comment>
            <translation>[Ö]</translation>
        </message>
        <message>
            <source>Y</source>
            <comment>the initial of yellow, painted on a tile</comment>
            <translation>[Ý]</translation>
        </message>
        <message>
            <source>G</source>
            <comment>the initial of green, painted on a tile</comment>
            <translation>[Ĝ]</translation>
        </message>
        <message>
            <source>B</source>
            <comment>the initial of blue, painted on a tile</comment>
            <translation>[Ɓ]</translation>
        </message>
        <message>
            <source>P</source>
            <comment>the initial of purple, painted on a tile</comment>
            <translation>[Þ]</translation>
        </message>
    </context>
    <context>
        <name>QwirkleTracker</name>
        <message>
            <source>Unseen tiles</source>
            <translation>[Ûñšééñ ţîļéš ~~~~~]</translation>
        </message>
        <message numerus="yes">
            <source>%n tiles unseen (in the bag or in other players' hands). All copies visible: {tiles}.</source>
            <translation>
                <numerusform>[%n ţîļéš ûñšééñ (îñ ţĥé ƀåĝ öŕ îñ öţĥéŕ þļåýéŕš' ĥåñðš). Åļļ çöþîéš ṽîšîƀļé: {tiles}. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</numerusform>
                <numerusform>[%n ţîļéš ûñšééñ (îñ ţĥé ƀåĝ öŕ îñ öţĥéŕ þļåýéŕš' ĥåñðš). Åļļ çöþîéš ṽîšîƀļé: {tiles}. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tiles unseen (in the bag or in other players' hands).</source>
            <translation>
                <numerusform>[%n ţîļéš ûñšééñ (îñ ţĥé ƀåĝ öŕ îñ öţĥéŕ þļåýéŕš' ĥåñðš). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</numerusform>
                <numerusform>[%n ţîļéš ûñšééñ (îñ ţĥé ƀåĝ öŕ îñ öţĥéŕ þļåýéŕš' ĥåñðš). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>QwirkleTurnWords</name>
        <message>
            <source>The {tile} fits nowhere next to this turn's tiles: pick another tile, or press Confirm (Enter).</source>
            <translation>[Ţĥé {tile} ƒîţš ñöŵĥéŕé ñéẋţ ţö ţĥîš ţûŕñ'š ţîļéš: þîçķ åñöţĥéŕ ţîļé, öŕ þŕéšš Çöñƒîŕɱ (Éñţéŕ). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>The {tile} fits nowhere next to this turn's tiles: pick another tile, or exchange (X).</source>
            <translation>[Ţĥé {tile} ƒîţš ñöŵĥéŕé ñéẋţ ţö ţĥîš ţûŕñ'š ţîļéš: þîçķ åñöţĥéŕ ţîļé, öŕ éẋçĥåñĝé (Ẋ). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>The {tile} fits nowhere on the table: pick another tile, or exchange (X).</source>
            <translation>[Ţĥé {tile} ƒîţš ñöŵĥéŕé öñ ţĥé ţåƀļé: þîçķ åñöţĥéŕ ţîļé, öŕ éẋçĥåñĝé (Ẋ). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Exchange: click the tiles to swap, then press Confirm (Enter). Esc cancels.</source>
            <translation>[Éẋçĥåñĝé: çļîçķ ţĥé ţîļéš ţö šŵåþ, ţĥéñ þŕéšš Çöñƒîŕɱ (Éñţéŕ). Éšç çåñçéļš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Place the {tile} on a highlighted cell: click it, or use the arrow keys and Space.</source>
            <translation>[Þļåçé ţĥé {tile} öñ å ĥîĝĥļîĝĥţéð çéļļ: çļîçķ îţ, öŕ ûšé ţĥé åŕŕöŵ ķéýš åñð Šþåçé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message numerus="yes">
            <source>This move: %n points. Press Confirm (Enter), or Return tiles (Esc).</source>
            <translation>
                <numerusform>[Ţĥîš ɱöṽé: %n þöîñţš. Þŕéšš Çöñƒîŕɱ (Éñţéŕ), öŕ Ŕéţûŕñ ţîļéš (Éšç). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</numerusform>
                <numerusform>[Ţĥîš ɱöṽé: %n þöîñţš. Þŕéšš Çöñƒîŕɱ (Éñţéŕ), öŕ Ŕéţûŕñ ţîļéš (Éšç). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</numerusform>
            </translation>
        </message>
        <message>
            <source>Exchange: 1 tile marked</source>
            <translation>[Éẋçĥåñĝé: 1 ţîļé ɱåŕķéð ~~~~~~ ~~~]</translation>
        </message>
        <message numerus="yes">
            <source>Exchange: %n tiles marked</source>
            <translation>
                <numerusform>[Éẋçĥåñĝé: %n ţîļéš ɱåŕķéð ~~~~~~ ~~~]</numerusform>
                <numerusform>[Éẋçĥåñĝé: %n ţîļéš ɱåŕķéð ~~~~~~ ~~~]</numerusform>
            </translation>
        </message>
        <message>
            <source>This move: 1 point</source>
            <translation>[Ţĥîš ɱöṽé: 1 þöîñţ ~~~~~~ ~]</translation>
        </message>
        <message numerus="yes">
            <source>This move: %n points</source>
            <translation>
                <numerusform>[Ţĥîš ɱöṽé: %n þöîñţš ~~~~~~ ~]</numerusform>
                <numerusform>[Ţĥîš ɱöṽé: %n þöîñţš ~~~~~~ ~]</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>QwixxControls</name>
        <message>
            <source>A moment: the table is being updated.</source>
            <translation>[Å ɱöɱéñţ: ţĥé ţåƀļé îš ƀéîñĝ ûþðåţéð. ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Roll</source>
            <comment>a button: roll the dice</comment>
            <translation>[Ŕöļļ ~~]</translation>
        </message>
        <message>
            <source>Skip</source>
            <comment>a button: cross nothing</comment>
            <translation>[Šķîþ ~~]</translation>
        </message>
        <message>
            <source>Undo</source>
            <comment>a button</comment>
            <translation>[Ûñðö ~~]</translation>
        </message>
        <message>
            <source>Hint</source>
            <comment>a button</comment>
            <translation>[Ĥîñţ ~~]</translation>
        </message>
        <message>
            <source>Skip (−5)</source>
            <comment>a button: cross nothing, a penalty</comment>
            <translation>[Šķîþ (−5) ~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QwixxSheet</name>
        <message>
            <source>has chosen</source>
            <comment>a seat's note: its white-sum choice is made</comment>
            <translation>[ĥåš çĥöšéñ ~~~~]</translation>
        </message>
        <message>
            <source>choosing…</source>
            <comment>a seat's note: in the white sum</comment>
            <translation>[çĥööšîñĝ… ~~~~]</translation>
        </message>
        <message>
            <source>rolls next</source>
            <comment>a seat's note</comment>
            <translation>[ŕöļļš ñéẋţ ~~~~]</translation>
        </message>
        <message>
            <source>crossed {row} {number}</source>
            <comment>a seat's note: its white-sum cross</comment>
            <translation>[çŕöššéð {row} {number} ~~~~]</translation>
        </message>
        <message>
            <source>no white cross</source>
            <comment>a seat's note</comment>
            <translation>[ñö ŵĥîţé çŕöšš ~~~~~~]</translation>
        </message>
        <message>
            <source>colour {row} {number}</source>
            <comment>a seat's note: its colour-sum cross</comment>
            <translation>[çöļöûŕ {row} {number} ~~~]</translation>
        </message>
        <message>
            <source>no colour</source>
            <comment>a seat's note: no colour cross</comment>
            <translation>[ñö çöļöûŕ ~~~~]</translation>
        </message>
        <message>
            <source>penalty</source>
            <comment>a seat's note: took a penalty</comment>
            <translation>[þéñåļţý ~~~]</translation>
        </message>
        <message>
            <source>locks {row}</source>
            <comment>a seat's note: it locked a row</comment>
            <translation>[ļöçķš {row} ~~]</translation>
        </message>
        <message>
            <source>{row} lock cross</source>
            <comment>a seat's note: it takes the lock cross of a row</comment>
            <translation>[{row} ļöçķ çŕöšš ~~~~]</translation>
        </message>
        <message>
            <source>locked</source>
            <comment>under a locked row's name</comment>
            <translation>[ļöçķéð ~~]</translation>
        </message>
        <message>
            <source>crosses</source>
            <comment>the points table's heading: crosses in a row</comment>
            <translation>[çŕöššéš ~~~]</translation>
        </message>
        <message>
            <source>points</source>
            <comment>the points table's heading</comment>
            <translation>[þöîñţš ~~]</translation>
        </message>
        <message>
            <source>penalties −5</source>
            <translation>[þéñåļţîéš −5 ~~~~~]</translation>
        </message>
        <message>
            <source>in all</source>
            <comment>beside the sheet's total</comment>
            <translation>[îñ åļļ ~~]</translation>
        </message>
    </context>
    <context>
        <name>QwixxHint</name>
        <message>
            <source>Looking for a good choice…</source>
            <translation>[Ļööķîñĝ ƒöŕ å ĝööð çĥöîçé… ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Hint: {advice} Press Enter to cross the ringed box.</source>
            <translation>[Ĥîñţ: {advice} Þŕéšš Éñţéŕ ţö çŕöšš ţĥé ŕîñĝéð ƀöẋ. ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Hint: {advice} Press Skip (S).</source>
            <translation>[Ĥîñţ: {advice} Þŕéšš Šķîþ (Š). ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Hint: {advice}</source>
            <translation>[Ĥîñţ: {advice} ~~]</translation>
        </message>
    </context>
    <context>
        <name>QwixxKeys</name>
        <message>
            <source>R or Space</source>
            <translation>[Ŕ öŕ Šþåçé ~~~~]</translation>
        </message>
        <message>
            <source>Roll the dice (on your roll)</source>
            <translation>[Ŕöļļ ţĥé ðîçé (öñ ýöûŕ ŕöļļ) ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>1, 2, 3, 4</source>
            <translation>[1, 2, 3, 4 ~~~~]</translation>
        </message>
        <message>
            <source>Pick the highlighted box in the red, yellow, green or blue row (again: its other box)</source>
            <translation>[Þîçķ ţĥé ĥîĝĥļîĝĥţéð ƀöẋ îñ ţĥé ŕéð, ýéļļöŵ, ĝŕééñ öŕ ƀļûé ŕöŵ (åĝåîñ: îţš öţĥéŕ ƀöẋ) ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Left / Right</source>
            <translation>[Ļéƒţ / Ŕîĝĥţ ~~~~~]</translation>
        </message>
        <message>
            <source>Move between the highlighted boxes</source>
            <translation>[Ṁöṽé ƀéţŵééñ ţĥé ĥîĝĥļîĝĥţéð ƀöẋéš ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Up / Down</source>
            <translation>[Ûþ / Ðöŵñ ~~~~]</translation>
        </message>
        <message>
            <source>Move to the row above or below</source>
            <translation>[Ṁöṽé ţö ţĥé ŕöŵ åƀöṽé öŕ ƀéļöŵ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>[Éñţéŕ ~~]</translation>
        </message>
        <message>
            <source>Cross the picked box</source>
            <translation>[Çŕöšš ţĥé þîçķéð ƀöẋ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>S</source>
            <translation>[Š]</translation>
        </message>
        <message>
            <source>Skip: cross nothing this time</source>
            <translation>[Šķîþ: çŕöšš ñöţĥîñĝ ţĥîš ţîɱé ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>[Éšç ~]</translation>
        </message>
        <message>
            <source>Let go of the picked box</source>
            <translation>[Ļéţ ĝö öƒ ţĥé þîçķéð ƀöẋ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>H</source>
            <translation>[Ĥ]</translation>
        </message>
        <message>
            <source>Hint: a suggested choice</source>
            <translation>[Ĥîñţ: å šûĝĝéšţéð çĥöîçé ~~~~~~ ~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QwixxInput</name>
        <message>
            <source>Wait for your turn.</source>
            <translation>[Ŵåîţ ƒöŕ ýöûŕ ţûŕñ. ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>It is not your roll.</source>
            <translation>[Îţ îš ñöţ ýöûŕ ŕöļļ. ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>There is nothing to skip now.</source>
            <translation>[Ţĥéŕé îš ñöţĥîñĝ ţö šķîþ ñöŵ. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Nothing can be crossed in the {row} row now.</source>
            <translation>[Ñöţĥîñĝ çåñ ƀé çŕöššéð îñ ţĥé {row} ŕöŵ ñöŵ. ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Pick a box first: 1-4 choose a row, the arrows move; or Skip (S).</source>
            <translation>[Þîçķ å ƀöẋ ƒîŕšţ: 1-4 çĥööšé å ŕöŵ, ţĥé åŕŕöŵš ɱöṽé; öŕ Šķîþ (Š). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
    </context>
    <context>
        <name>QwixxMoment</name>
        <message>
            <source>The game is over.</source>
            <translation>[Ţĥé ĝåɱé îš öṽéŕ. ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Roll the dice (R or Space).</source>
            <translation>[Ŕöļļ ţĥé ðîçé (Ŕ öŕ Šþåçé). ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>You roll when it is your turn.</source>
            <translation>[Ýöû ŕöļļ ŵĥéñ îţ îš ýöûŕ ţûŕñ. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Cross nothing this time (S).</source>
            <translation>[Çŕöšš ñöţĥîñĝ ţĥîš ţîɱé (Š). ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Cross nothing: a penalty (−5) because you crossed nothing in the white sum (S).</source>
            <translation>[Çŕöšš ñöţĥîñĝ: å þéñåļţý (−5) ƀéçåûšé ýöû çŕöššéð ñöţĥîñĝ îñ ţĥé ŵĥîţé šûɱ (Š). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Nothing to skip now.</source>
            <translation>[Ñöţĥîñĝ ţö šķîþ ñöŵ. ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Suggest a choice (H).</source>
            <translation>[Šûĝĝéšţ å çĥöîçé (Ĥ). ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Hints are for your white-sum and colour choices.</source>
            <translation>[Ĥîñţš åŕé ƒöŕ ýöûŕ ŵĥîţé-šûɱ åñð çöļöûŕ çĥöîçéš. ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>No roll yet.</source>
            <translation>[Ñö ŕöļļ ýéţ. ~~~~~]</translation>
        </message>
        <message>
            <source>You rolled: white sum {total}.</source>
            <translation>[Ýöû ŕöļļéð: ŵĥîţé šûɱ {total}. ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>{name} rolled: white sum {total}.</source>
            <translation>[{name} ŕöļļéð: ŵĥîţé šûɱ {total}. ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>You are rolling the dice…</source>
            <translation>[Ýöû åŕé ŕöļļîñĝ ţĥé ðîçé… ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{name} is rolling the dice…</source>
            <translation>[{name} îš ŕöļļîñĝ ţĥé ðîçé… ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>nothing</source>
            <comment>a white-sum choice of no box</comment>
            <translation>[ñöţĥîñĝ ~~~]</translation>
        </message>
        <message>
            <source>{row} {number}</source>
            <comment>a box: its row and number</comment>
            <translation>[{row} {number}]</translation>
        </message>
        <message>
            <source>Your roll showed the dice, so it can't be taken back.</source>
            <translation>[Ýöûŕ ŕöļļ šĥöŵéð ţĥé ðîçé, šö îţ çåñ'ţ ƀé ţåķéñ ƀåçķ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>The dice were rolled after your choice, so it can't be taken back.</source>
            <translation>[Ţĥé ðîçé ŵéŕé ŕöļļéð åƒţéŕ ýöûŕ çĥöîçé, šö îţ çåñ'ţ ƀé ţåķéñ ƀåçķ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Everyone's white-sum choices are revealed, so yours can't be taken back.</source>
            <translation>[Éṽéŕýöñé'š ŵĥîţé-šûɱ çĥöîçéš åŕé ŕéṽéåļéð, šö ýöûŕš çåñ'ţ ƀé ţåķéñ ƀåçķ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>White sum {total}: everyone may cross it. Click a highlighted box, or Skip (S) to cross nothing.</source>
            <translation>[Ŵĥîţé šûɱ {total}: éṽéŕýöñé ɱåý çŕöšš îţ. Çļîçķ å ĥîĝĥļîĝĥţéð ƀöẋ, öŕ Šķîþ (Š) ţö çŕöšš ñöţĥîñĝ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>White sum {total}: everyone may cross it, but it fits none of your rows: Skip (S).</source>
            <translation>[Ŵĥîţé šûɱ {total}: éṽéŕýöñé ɱåý çŕöšš îţ, ƀûţ îţ ƒîţš ñöñé öƒ ýöûŕ ŕöŵš: Šķîþ (Š). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>{name}: white sum {total}: everyone may cross it. Click a highlighted box, or Skip (S) to cross nothing.</source>
            <translation>[{name}: ŵĥîţé šûɱ {total}: éṽéŕýöñé ɱåý çŕöšš îţ. Çļîçķ å ĥîĝĥļîĝĥţéð ƀöẋ, öŕ Šķîþ (Š) ţö çŕöšš ñöţĥîñĝ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>{name}: white sum {total}: everyone may cross it, but it fits none of your rows: Skip (S).</source>
            <translation>[{name}: ŵĥîţé šûɱ {total}: éṽéŕýöñé ɱåý çŕöšš îţ, ƀûţ îţ ƒîţš ñöñé öƒ ýöûŕ ŕöŵš: Šķîþ (Š). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Your colour choice (you must cross something or take a penalty): click a highlighted box, or Skip (S) for a penalty.</source>
            <translation>[Ýöûŕ çöļöûŕ çĥöîçé (ýöû ɱûšţ çŕöšš šöɱéţĥîñĝ öŕ ţåķé å þéñåļţý): çļîçķ å ĥîĝĥļîĝĥţéð ƀöẋ, öŕ Šķîþ (Š) ƒöŕ å þéñåļţý. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Your colour choice (you must cross something or take a penalty): no colour sum fits, so Skip (S) takes a penalty.</source>
            <translation>[Ýöûŕ çöļöûŕ çĥöîçé (ýöû ɱûšţ çŕöšš šöɱéţĥîñĝ öŕ ţåķé å þéñåļţý): ñö çöļöûŕ šûɱ ƒîţš, šö Šķîþ (Š) ţåķéš å þéñåļţý. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Your colour choice (you may): click a highlighted box, or Skip (S).</source>
            <translation>[Ýöûŕ çöļöûŕ çĥöîçé (ýöû ɱåý): çļîçķ å ĥîĝĥļîĝĥţéð ƀöẋ, öŕ Šķîþ (Š). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Your colour choice (you may): no colour sum fits: Skip (S).</source>
            <translation>[Ýöûŕ çöļöûŕ çĥöîçé (ýöû ɱåý): ñö çöļöûŕ šûɱ ƒîţš: Šķîþ (Š). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>{name}, your colour choice (you must cross something or take a penalty): click a highlighted box, or Skip (S) for a penalty.</source>
            <translation>[{name}, ýöûŕ çöļöûŕ çĥöîçé (ýöû ɱûšţ çŕöšš šöɱéţĥîñĝ öŕ ţåķé å þéñåļţý): çļîçķ å ĥîĝĥļîĝĥţéð ƀöẋ, öŕ Šķîþ (Š) ƒöŕ å þéñåļţý. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>{name}, your colour choice (you must cross something or take a penalty): no colour sum fits, so Skip (S) takes a penalty.</source>
            <translation>[{name}, ýöûŕ çöļöûŕ çĥöîçé (ýöû ɱûšţ çŕöšš šöɱéţĥîñĝ öŕ ţåķé å þéñåļţý): ñö çöļöûŕ šûɱ ƒîţš, šö Šķîþ (Š) ţåķéš å þéñåļţý. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{name}, your colour choice (you may): click a highlighted box, or Skip (S).</source>
            <translation>[{name}, ýöûŕ çöļöûŕ çĥöîçé (ýöû ɱåý): çļîçķ å ĥîĝĥļîĝĥţéð ƀöẋ, öŕ Šķîþ (Š). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{name}, your colour choice (you may): no colour sum fits: Skip (S).</source>
            <translation>[{name}, ýöûŕ çöļöûŕ çĥöîçé (ýöû ɱåý): ñö çöļöûŕ šûɱ ƒîţš: Šķîþ (Š). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>The game is over. {reason}</source>
            <translation>[Ţĥé ĝåɱé îš öṽéŕ. {reason} ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Game over.</source>
            <translation>[Ĝåɱé öṽéŕ. ~~~~]</translation>
        </message>
        <message>
            <source>{sentence} Your colour choice comes next.</source>
            <comment>a white-sum sentence, then this one</comment>
            <translation>[{sentence} Ýöûŕ çöļöûŕ çĥöîçé çöɱéš ñéẋţ. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>White {white} (both dice), plus a colour die.</source>
            <translation>[Ŵĥîţé {white} (ƀöţĥ ðîçé), þļûš å çöļöûŕ ðîé. ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>White {first} or {second}, plus a colour die.</source>
            <translation>[Ŵĥîţé {first} öŕ {second}, þļûš å çöļöûŕ ðîé. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Roll the dice first: press Roll (R or Space).</source>
            <translation>[Ŕöļļ ţĥé ðîçé ƒîŕšţ: þŕéšš Ŕöļļ (Ŕ öŕ Šþåçé). ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>The {row} row is locked: nobody may cross in it any more.</source>
            <translation>[Ţĥé {row} ŕöŵ îš ļöçķéð: ñöƀöðý ɱåý çŕöšš îñ îţ åñý ɱöŕé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>The white sum is {total}: cross {total} in one row, or Skip (S).</source>
            <translation>[Ţĥé ŵĥîţé šûɱ îš {total}: çŕöšš {total} îñ öñé ŕöŵ, öŕ Šķîþ (Š). ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>The {row} die is off the table: that row is locked.</source>
            <translation>[Ţĥé {row} ðîé îš öƒƒ ţĥé ţåƀļé: ţĥåţ ŕöŵ îš ļöçķéð. ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>{Row} {number} is not a colour sum now: white {first} or {second} + {row} {die} make {sum}.</source>
            <translation>[{Row} {number} îš ñöţ å çöļöûŕ šûɱ ñöŵ: ŵĥîţé {first} öŕ {second} + {row} {die} ɱåķé {sum}. ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>{Row} {number} is not a colour sum now: white {first} or {second} + {row} {die} make {sum} or {other}.</source>
            <translation>[{Row} {number} îš ñöţ å çöļöûŕ šûɱ ñöŵ: ŵĥîţé {first} öŕ {second} + {row} {die} ɱåķé {sum} öŕ {other}. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>{Row} {number} lies left of your last cross in that row: crosses go left to right.</source>
            <translation>[{Row} {number} ļîéš ļéƒţ öƒ ýöûŕ ļåšţ çŕöšš îñ ţĥåţ ŕöŵ: çŕöššéš ĝö ļéƒţ ţö ŕîĝĥţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{Row} {number} needs five crosses in the {row} row first.</source>
            <translation>[{Row} {number} ñééðš ƒîṽé çŕöššéš îñ ţĥé {row} ŕöŵ ƒîŕšţ. ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{Row} {number} can't be crossed now.</source>
            <translation>[{Row} {number} çåñ'ţ ƀé çŕöššéð ñöŵ. ~~~~~~ ~~~]</translation>
        </message>
    </context>
    <context>
        <name>QwixxStrip</name>
        <message>
            <source>{row}: no crosses</source>
            <translation>[{row}: ñö çŕöššéš ~~~~~]</translation>
        </message>
        <message>
            <source>{row}: 1 cross, on {number}</source>
            <translation>[{row}: 1 çŕöšš, öñ {number} ~~~~~~]</translation>
        </message>
        <message numerus="yes">
            <source>{row}: %n crosses, the last on {number}</source>
            <translation>
                <numerusform>[{row}: %n çŕöššéš, ţĥé ļåšţ öñ {number} ~~~~~~ ~~~~]</numerusform>
                <numerusform>[{row}: %n çŕöššéš, ţĥé ļåšţ öñ {number} ~~~~~~ ~~~~]</numerusform>
            </translation>
        </message>
        <message>
            <source>no penalties</source>
            <translation>[ñö þéñåļţîéš ~~~~~]</translation>
        </message>
        <message>
            <source>1 penalty</source>
            <translation>[1 þéñåļţý ~~~~]</translation>
        </message>
        <message numerus="yes">
            <source>%n penalties</source>
            <translation>
                <numerusform>[%n þéñåļţîéš ~~~~]</numerusform>
                <numerusform>[%n þéñåļţîéš ~~~~]</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}, {points} points: {rows}; {penalties}.</source>
            <comment>a seat's sheet in brief: its rows and penalties</comment>
            <translation>[{name}, {points} þöîñţš: {rows}; {penalties}. ~~~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QwixxRows</name>
        <message>
            <source>RED</source>
            <translation>[ŔÉÐ ~]</translation>
        </message>
        <message>
            <source>YELLOW</source>
            <translation>[ÝÉĻĻÖŴ ~~]</translation>
        </message>
        <message>
            <source>GREEN</source>
            <translation>[ĜŔÉÉÑ ~~]</translation>
        </message>
        <message>
            <source>BLUE</source>
            <translation>[ƁĻÛÉ ~~]</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>[Ŕéð ~]</translation>
        </message>
        <message>
            <source>Yellow</source>
            <translation>[Ýéļļöŵ ~~]</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>[Ĝŕééñ ~~]</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>[Ɓļûé ~~]</translation>
        </message>
        <message>
            <source>red</source>
            <translation>[ŕéð ~]</translation>
        </message>
        <message>
            <source>yellow</source>
            <translation>[ýéļļöŵ ~~]</translation>
        </message>
        <message>
            <source>green</source>
            <translation>[ĝŕééñ ~~]</translation>
        </message>
        <message>
            <source>blue</source>
            <translation>[ƀļûé ~~]</translation>
        </message>
    </context>
    <context>
        <name>QwixxPlayback</name>
        <message>
            <source>{Row} is locked!</source>
            <translation>[{Row} îš ļöçķéð! ~~~~]</translation>
        </message>
        <message>
            <source>Penalty −5</source>
            <translation>[Þéñåļţý −5 ~~~~]</translation>
        </message>
    </context>
    <context>
        <name>QwixxPrinting</name>
        <message>
            <source>The printer could not be opened.</source>
            <translation>[Ţĥé þŕîñţéŕ çöûļð ñöţ ƀé öþéñéð. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>The score sheets</source>
            <translation>[Ţĥé šçöŕé šĥééţš ~~~~~~]</translation>
        </message>
        <message>
            <source>Qwixx: score summary</source>
            <translation>[Ǫŵîẋẋ: šçöŕé šûɱɱåŕý ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>The game ended: {reason}</source>
            <translation>[Ţĥé ĝåɱé éñðéð: {reason} ~~~~~~]</translation>
        </message>
        <message numerus="yes">
            <source>%n rolls. Best roll: {best}</source>
            <translation>
                <numerusform>[%n ŕöļļš. Ɓéšţ ŕöļļ: {best} ~~~~~~ ~~]</numerusform>
                <numerusform>[%n ŕöļļš. Ɓéšţ ŕöļļ: {best} ~~~~~~ ~~]</numerusform>
            </translation>
        </message>
        <message>
            <source>Player</source>
            <translation>[Þļåýéŕ ~~]</translation>
        </message>
        <message>
            <source>Seat</source>
            <comment>a column: person or bot</comment>
            <translation>[Šéåţ ~~]</translation>
        </message>
        <message>
            <source>Penalties</source>
            <translation>[Þéñåļţîéš ~~~~]</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>[Ţöţåļ ~~]</translation>
        </message>
        <message>
            <source>{name}  (winner)</source>
            <translation>[{name}  (ŵîññéŕ) ~~~~]</translation>
        </message>
        <message>
            <source>{name} {points}</source>
            <comment>a chart's label: a name and the total</comment>
            <translation>[{name} {points}]</translation>
        </message>
        <message>
            <source>Totals by roll</source>
            <translation>[Ţöţåļš ƀý ŕöļļ ~~~~~~]</translation>
        </message>
        <message>
            <source>roll</source>
            <comment>the chart's axis: roll by roll</comment>
            <translation>[ŕöļļ ~~]</translation>
        </message>
    </context>
    <context>
        <name>QwixxSummary</name>
        <message>
            <source>{row} {number}</source>
            <comment>a crossed box: its row and number</comment>
            <translation>[{row} {number}]</translation>
        </message>
        <message>
            <source>the {row} lock</source>
            <translation>[ţĥé {row} ļöçķ ~~~~]</translation>
        </message>
        <message>
            <source>{row} {points}</source>
            <comment>a row's score</comment>
            <translation>[{row} {points}]</translation>
        </message>
        <message>
            <source>penalties −{points}</source>
            <translation>[þéñåļţîéš −{points} ~~~~]</translation>
        </message>
        <message>
            <source>The game is not over yet.</source>
            <translation>[Ţĥé ĝåɱé îš ñöţ öṽéŕ ýéţ. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{name} scored {points} points.</source>
            <translation>[{name} šçöŕéð {points} þöîñţš. ~~~~~~]</translation>
        </message>
        <message>
            <source>Nobody scored.</source>
            <translation>[Ñöƀöðý šçöŕéð. ~~~~~~]</translation>
        </message>
        <message>
            <source>crosses</source>
            <comment>the best roll's gain, in general</comment>
            <translation>[çŕöššéš ~~~]</translation>
        </message>
        <message>
            <source>{name}: +{points} points on roll {roll} ({crossed})</source>
            <translation>[{name}: +{points} þöîñţš öñ ŕöļļ {roll} ({crossed}) ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>{details}, 1 hint</source>
            <translation>[{details}, 1 ĥîñţ ~~~]</translation>
        </message>
        <message numerus="yes">
            <source>{details}, %n hints</source>
            <translation>
                <numerusform>[{details}, %n ĥîñţš ~~~]</numerusform>
                <numerusform>[{details}, %n ĥîñţš ~~~]</numerusform>
            </translation>
        </message>
        <message>
            <source>The game ended: {reason}</source>
            <translation>[Ţĥé ĝåɱé éñðéð: {reason} ~~~~~~]</translation>
        </message>
        <message numerus="yes">
            <source>%n rolls in all.</source>
            <translation>
                <numerusform>[%n ŕöļļš îñ åļļ. ~~~~~~]</numerusform>
                <numerusform>[%n ŕöļļš îñ åļļ. ~~~~~~]</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>QwixxTable</name>
        <message>
            <source>Table with the score sheets and the dice</source>
            <translation>[Ţåƀļé ŵîţĥ ţĥé šçöŕé šĥééţš åñð ţĥé ðîçé ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
    </context>
    <context>
        <name>AboutDialog</name>
        <message>
            <source>Modern tabletop classics on your desktop: {games}. Play against friends at one screen or against bots from beginner to expert, all offline.</source>
            <translation>[Ṁöðéŕñ ţåƀļéţöþ çļåššîçš öñ ýöûŕ ðéšķţöþ: {games}. Þļåý åĝåîñšţ ƒŕîéñðš åţ öñé šçŕééñ öŕ åĝåîñšţ ƀöţš ƒŕöɱ ƀéĝîññéŕ ţö éẋþéŕţ, åļļ öƒƒļîñé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>{about} Coming soon: {games}.</source>
            <comment>the sentence above, then the games to come</comment>
            <translation>[{about} Çöɱîñĝ šööñ: {games}. ~~~~~~]</translation>
        </message>
        <message>
            <source>Qt and PySide6 (LGPL-3.0)</source>
            <translation>[Ǫţ åñð ÞýŠîðé6 (ĻĜÞĻ-3.0) ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Python (PSF License)</source>
            <translation>[Þýţĥöñ (ÞŠƑ Ļîçéñšé) ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Quiddler's word lists: SCOWL (permissive)</source>
            <translation>[Ǫûîððļéŕ'š ŵöŕð ļîšţš: ŠÇÖŴĻ (þéŕɱîššîṽé) ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Malayalam font: Manjari (OFL-1.1)</source>
            <translation>[Ṁåļåýåļåɱ ƒöñţ: Ṁåñĵåŕî (ÖƑĻ-1.1) ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Libraries in this installation</source>
            <translation>[Ļîƀŕåŕîéš îñ ţĥîš îñšţåļļåţîöñ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>About {app}</source>
            <translation>[Åƀöûţ {app} ~~]</translation>
        </message>
        <message>
            <source>Version {version}</source>
            <translation>[Ṽéŕšîöñ {version} ~~~]</translation>
        </message>
        <message>
            <source>Licences</source>
            <translation>[Ļîçéñçéš ~~~]</translation>
        </message>
        <message>
            <source>The licence files are missing from this installation.</source>
            <translation>[Ţĥé ļîçéñçé ƒîļéš åŕé ɱîššîñĝ ƒŕöɱ ţĥîš îñšţåļļåţîöñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>This licence file cannot be read ({error}).</source>
            <translation>[Ţĥîš ļîçéñçé ƒîļé çåññöţ ƀé ŕéåð ({error}). ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
    </context>
    <context>
        <name>MessageBanner</name>
        <message>
            <source>Dismiss</source>
            <translation>[Ðîšɱîšš ~~~]</translation>
        </message>
    </context>
    <context>
        <name>EndDialog</name>
        <message>
            <source>Game over</source>
            <translation>[Ĝåɱé öṽéŕ ~~~~]</translation>
        </message>
        <message>
            <source>&lt;b&gt;Best move:&lt;/b&gt; {move}</source>
            <translation>[&lt;b&gt;Ɓéšţ ɱöṽé:&lt;/b&gt; {move} ~~~~]</translation>
        </message>
        <message>
            <source>Print summary…</source>
            <translation>[Þŕîñţ šûɱɱåŕý… ~~~~~~]</translation>
        </message>
        <message>
            <source>Back to home</source>
            <translation>[Ɓåçķ ţö ĥöɱé ~~~~~]</translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>[Þļåý åĝåîñ ~~~~]</translation>
        </message>
        <message>
            <source>The same players and options, with a fresh shuffle</source>
            <translation>[Ţĥé šåɱé þļåýéŕš åñð öþţîöñš, ŵîţĥ å ƒŕéšĥ šĥûƒƒļé ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>[Þļåýéŕ ~~]</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>[Šéåţ ~~]</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>[Šçöŕé ~~]</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>[Ðéţåîļš ~~~]</translation>
        </message>
    </context>
    <context>
        <name>GamesInProgress</name>
        <message>
            <source>just now</source>
            <translation>[ĵûšţ ñöŵ ~~~]</translation>
        </message>
        <message>
            <source>1 minute ago</source>
            <translation>[1 ɱîñûţé åĝö ~~~~~]</translation>
        </message>
        <message numerus="yes">
            <source>%n minutes ago</source>
            <translation>
                <numerusform>[%n ɱîñûţéš åĝö ~~~~~]</numerusform>
                <numerusform>[%n ɱîñûţéš åĝö ~~~~~]</numerusform>
            </translation>
        </message>
        <message>
            <source>today at {time}</source>
            <translation>[ţöðåý åţ {time} ~~~~]</translation>
        </message>
        <message>
            <source>yesterday at {time}</source>
            <translation>[ýéšţéŕðåý åţ {time} ~~~~~]</translation>
        </message>
        <message>
            <source>on {date}</source>
            <translation>[öñ {date} ~]</translation>
        </message>
        <message>
            <source>d MMMM yyyy</source>
            <comment>a date, as QLocale writes it</comment>
            <translation>[ð ṀṀṀṀ ýýýý ~~~~]</translation>
        </message>
        <message>
            <source>, </source>
            <comment>between the players of a game</comment>
            <translation>[,  ~]</translation>
        </message>
        <message>
            <source>{name} (bot)</source>
            <translation>[{name} (ƀöţ) ~~]</translation>
        </message>
        <message>
            <source>1 move played</source>
            <translation>[1 ɱöṽé þļåýéð ~~~~~]</translation>
        </message>
        <message numerus="yes">
            <source>%n moves played</source>
            <translation>
                <numerusform>[%n ɱöṽéš þļåýéð ~~~~~]</numerusform>
                <numerusform>[%n ɱöṽéš þļåýéð ~~~~~]</numerusform>
            </translation>
        </message>
        <message>
            <source>{players} · {moves} · open in another window</source>
            <translation>[{players} · {moves} · öþéñ îñ åñöţĥéŕ ŵîñðöŵ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>{players} · {moves} · last played {when}</source>
            <translation>[{players} · {moves} · ļåšţ þļåýéð {when} ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>[Ðéļéţé… ~~~]</translation>
        </message>
        <message>
            <source>Delete this game of {game} (asks first)</source>
            <translation>[Ðéļéţé ţĥîš ĝåɱé öƒ {game} (åšķš ƒîŕšţ) ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>[Çöñţîñûé ~~~]</translation>
        </message>
        <message>
            <source>This game is open in another Tabletop Desktop window.</source>
            <translation>[Ţĥîš ĝåɱé îš öþéñ îñ åñöţĥéŕ Ţåƀļéţöþ Ðéšķţöþ ŵîñðöŵ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Sit down at this game of {game} again</source>
            <translation>[Šîţ ðöŵñ åţ ţĥîš ĝåɱé öƒ {game} åĝåîñ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Games in progress</source>
            <translation>[Ĝåɱéš îñ þŕöĝŕéšš ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Your game in progress</source>
            <translation>[Ýöûŕ ĝåɱé îñ þŕöĝŕéšš ~~~~~~ ~~]</translation>
        </message>
    </context>
    <context>
        <name>GamesKept</name>
        <message>
            <source>This game is being played in another Tabletop Desktop window. Continue it there, or close it there first.</source>
            <translation>[Ţĥîš ĝåɱé îš ƀéîñĝ þļåýéð îñ åñöţĥéŕ Ţåƀļéţöþ Ðéšķţöþ ŵîñðöŵ. Çöñţîñûé îţ ţĥéŕé, öŕ çļöšé îţ ţĥéŕé ƒîŕšţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>There is no game to continue.</source>
            <translation>[Ţĥéŕé îš ñö ĝåɱé ţö çöñţîñûé. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>That game is no longer in progress.</source>
            <translation>[Ţĥåţ ĝåɱé îš ñö ļöñĝéŕ îñ þŕöĝŕéšš. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>This game is open in another window</source>
            <translation>[Ţĥîš ĝåɱé îš öþéñ îñ åñöţĥéŕ ŵîñðöŵ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Delete this game?</source>
            <translation>[Ðéļéţé ţĥîš ĝåɱé? ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Delete the game of {game} with {players} ({moves})? It cannot be continued afterwards.</source>
            <translation>[Ðéļéţé ţĥé ĝåɱé öƒ {game} ŵîţĥ {players} ({moves})? Îţ çåññöţ ƀé çöñţîñûéð åƒţéŕŵåŕðš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>[Ðéļéţé ~~]</translation>
        </message>
    </context>
    <context>
        <name>HomeScreen</name>
        <message>
            <source>{count} players</source>
            <translation>[{count} þļåýéŕš ~~~]</translation>
        </message>
        <message>
            <source>{least} to {most} players</source>
            <translation>[{least} ţö {most} þļåýéŕš ~~~~~]</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>[Þļåý ~~]</translation>
        </message>
        <message>
            <source>Coming soon</source>
            <translation>[Çöɱîñĝ šööñ ~~~~]</translation>
        </message>
        <message>
            <source>Start a new game of {game}</source>
            <translation>[Šţåŕţ å ñéŵ ĝåɱé öƒ {game} ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>[Ŕûļéš ~~]</translation>
        </message>
        <message>
            <source>How to play {game}</source>
            <translation>[Ĥöŵ ţö þļåý {game} ~~~~~]</translation>
        </message>
        <message>
            <source>{game} is coming in a later version.</source>
            <translation>[{game} îš çöɱîñĝ îñ å ļåţéŕ ṽéŕšîöñ. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Pull up a chair: pick a game and play against friends or bots.</source>
            <translation>[Þûļļ ûþ å çĥåîŕ: þîçķ å ĝåɱé åñð þļåý åĝåîñšţ ƒŕîéñðš öŕ ƀöţš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>How to play (F1)</source>
            <translation>[Ĥöŵ ţö þļåý (Ƒ1) ~~~~~~]</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>[Šţåţîšţîçš ~~~~]</translation>
        </message>
        <message>
            <source>Your results so far</source>
            <translation>[Ýöûŕ ŕéšûļţš šö ƒåŕ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>[Šéţţîñĝš ~~~]</translation>
        </message>
        <message>
            <source>Speed, theme and accessibility</source>
            <translation>[Šþééð, ţĥéɱé åñð åççéššîƀîļîţý ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>About</source>
            <translation>[Åƀöûţ ~~]</translation>
        </message>
        <message>
            <source>Version and licences</source>
            <translation>[Ṽéŕšîöñ åñð ļîçéñçéš ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>[Ñéŵ ĝåɱé… ~~~~]</translation>
        </message>
        <message>
            <source>Choose a game, the players and the options (Ctrl+N)</source>
            <translation>[Çĥööšé å ĝåɱé, ţĥé þļåýéŕš åñð ţĥé öþţîöñš (Çţŕļ+Ñ) ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Open saved game…</source>
            <translation>[Öþéñ šåṽéð ĝåɱé… ~~~~~~]</translation>
        </message>
        <message>
            <source>Continue a game you saved to a file (Ctrl+O)</source>
            <translation>[Çöñţîñûé å ĝåɱé ýöû šåṽéð ţö å ƒîļé (Çţŕļ+Ö) ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Join a game…</source>
            <translation>[Ĵöîñ å ĝåɱé… ~~~~~]</translation>
        </message>
        <message>
            <source>Join a game hosted on another computer</source>
            <translation>[Ĵöîñ å ĝåɱé ĥöšţéð öñ åñöţĥéŕ çöɱþûţéŕ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
    </context>
    <context>
        <name>HostedTablesPanel</name>
        <message>
            <source>{game}, room code {code}: nobody has joined yet.</source>
            <translation>[{game}, ŕööɱ çöðé {code}: ñöƀöðý ĥåš ĵöîñéð ýéţ. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>{game} with {players} (room code {code}).</source>
            <translation>[{game} ŵîţĥ {players} (ŕööɱ çöðé {code}). ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Network tables you host</source>
            <translation>[Ñéţŵöŕķ ţåƀļéš ýöû ĥöšţ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Reopen a table to go on: the players who joined come back by themselves.</source>
            <translation>[Ŕéöþéñ å ţåƀļé ţö ĝö öñ: ţĥé þļåýéŕš ŵĥö ĵöîñéð çöɱé ƀåçķ ƀý ţĥéɱšéļṽéš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Reopen</source>
            <translation>[Ŕéöþéñ ~~]</translation>
        </message>
        <message>
            <source>Start the table again on this computer and sit down at it.</source>
            <translation>[Šţåŕţ ţĥé ţåƀļé åĝåîñ öñ ţĥîš çöɱþûţéŕ åñð šîţ ðöŵñ åţ îţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Stop keeping this table; the others cannot come back to it.</source>
            <translation>[Šţöþ ķééþîñĝ ţĥîš ţåƀļé; ţĥé öţĥéŕš çåññöţ çöɱé ƀåçķ ţö îţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Forget</source>
            <translation>[Ƒöŕĝéţ ~~]</translation>
        </message>
    </context>
    <context>
        <name>JoinDialog</name>
        <message>
            <source>Looking for tables on this network… None has been found yet.</source>
            <translation>[Ļööķîñĝ ƒöŕ ţåƀļéš öñ ţĥîš ñéţŵöŕķ… Ñöñé ĥåš ƀééñ ƒöûñð ýéţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>This computer cannot listen for tables on the network just now (another program may be using the port). Type the address the host gave you instead.</source>
            <translation>[Ţĥîš çöɱþûţéŕ çåññöţ ļîšţéñ ƒöŕ ţåƀļéš öñ ţĥé ñéţŵöŕķ ĵûšţ ñöŵ (åñöţĥéŕ þŕöĝŕåɱ ɱåý ƀé ûšîñĝ ţĥé þöŕţ). Ţýþé ţĥé åððŕéšš ţĥé ĥöšţ ĝåṽé ýöû îñšţéåð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Join a game</source>
            <translation>[Ĵöîñ å ĝåɱé ~~~~]</translation>
        </message>
        <message>
            <source>Join a game on another computer</source>
            <translation>[Ĵöîñ å ĝåɱé öñ åñöţĥéŕ çöɱþûţéŕ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Pick a table found on this network, or type the address the host gave you. The host also tells you the room code.</source>
            <translation>[Þîçķ å ţåƀļé ƒöûñð öñ ţĥîš ñéţŵöŕķ, öŕ ţýþé ţĥé åððŕéšš ţĥé ĥöšţ ĝåṽé ýöû. Ţĥé ĥöšţ åļšö ţéļļš ýöû ţĥé ŕööɱ çöðé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Tables other computers on this network are hosting.</source>
            <translation>[Ţåƀļéš öţĥéŕ çöɱþûţéŕš öñ ţĥîš ñéţŵöŕķ åŕé ĥöšţîñĝ. ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>[Åððŕéšš: ~~~]</translation>
        </message>
        <message>
            <source>{count} letters and digits</source>
            <translation>[{count} ļéţţéŕš åñð ðîĝîţš ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Room code:</source>
            <translation>[Ŕööɱ çöðé: ~~~~]</translation>
        </message>
        <message>
            <source>The name the others see</source>
            <translation>[Ţĥé ñåɱé ţĥé öţĥéŕš šéé ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>[Ýöûŕ ñåɱé: ~~~~]</translation>
        </message>
        <message>
            <source>Another person plays at this computer</source>
            <translation>[Åñöţĥéŕ þéŕšöñ þļåýš åţ ţĥîš çöɱþûţéŕ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Take one more seat for somebody here; you pass the screen between you, with the pieces covered.</source>
            <translation>[Ţåķé öñé ɱöŕé šéåţ ƒöŕ šöɱéƀöðý ĥéŕé; ýöû þåšš ţĥé šçŕééñ ƀéţŵééñ ýöû, ŵîţĥ ţĥé þîéçéš çöṽéŕéð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Join</source>
            <translation>[Ĵöîñ ~~]</translation>
        </message>
        <message>
            <source>Pick this table; then type the room code the host tells you.</source>
            <translation>[Þîçķ ţĥîš ţåƀļé; ţĥéñ ţýþé ţĥé ŕööɱ çöðé ţĥé ĥöšţ ţéļļš ýöû. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Their name, as the others see it</source>
            <translation>[Ţĥéîŕ ñåɱé, åš ţĥé öţĥéŕš šéé îţ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Player {number} here:</source>
            <translation>[Þļåýéŕ {number} ĥéŕé: ~~~~~]</translation>
        </message>
        <message>
            <source>The room code has {count} letters and digits, as the host's lobby shows it. Please check it and type it again.</source>
            <translation>[Ţĥé ŕööɱ çöðé ĥåš {count} ļéţţéŕš åñð ðîĝîţš, åš ţĥé ĥöšţ'š ļöƀƀý šĥöŵš îţ. Þļéåšé çĥéçķ îţ åñð ţýþé îţ åĝåîñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Please type your name: the others see it at the table.</source>
            <translation>[Þļéåšé ţýþé ýöûŕ ñåɱé: ţĥé öţĥéŕš šéé îţ åţ ţĥé ţåƀļé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Two people at this computer have the same name: please give each their own.</source>
            <translation>[Ţŵö þéöþļé åţ ţĥîš çöɱþûţéŕ ĥåṽé ţĥé šåɱé ñåɱé: þļéåšé ĝîṽé éåçĥ ţĥéîŕ öŵñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Connecting to the table at {address}…</source>
            <translation>[Çöññéçţîñĝ ţö ţĥé ţåƀļé åţ {address}… ~~~~~~ ~~~~~]</translation>
        </message>
    </context>
    <context>
        <name>JoinedTablesPanel</name>
        <message>
            <source>{game} at {address} as {names} (room code {code}).</source>
            <translation>[{game} åţ {address} åš {names} (ŕööɱ çöðé {code}). ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Network tables you joined</source>
            <translation>[Ñéţŵöŕķ ţåƀļéš ýöû ĵöîñéð ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Rejoin a table to sit down at your seat again, where the game is now.</source>
            <translation>[Ŕéĵöîñ å ţåƀļé ţö šîţ ðöŵñ åţ ýöûŕ šéåţ åĝåîñ, ŵĥéŕé ţĥé ĝåɱé îš ñöŵ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Rejoin</source>
            <translation>[Ŕéĵöîñ ~~]</translation>
        </message>
        <message>
            <source>Go back to your seat at this table.</source>
            <translation>[Ĝö ƀåçķ ţö ýöûŕ šéåţ åţ ţĥîš ţåƀļé. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Stop keeping this table here; the host may give your seat to a bot.</source>
            <translation>[Šţöþ ķééþîñĝ ţĥîš ţåƀļé ĥéŕé; ţĥé ĥöšţ ɱåý ĝîṽé ýöûŕ šéåţ ţö å ƀöţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Forget</source>
            <translation>[Ƒöŕĝéţ ~~]</translation>
        </message>
    </context>
    <context>
        <name>KeyboardDialog</name>
        <message>
            <source>Tab / Shift+Tab</source>
            <translation>[Ţåƀ / Šĥîƒţ+Ţåƀ ~~~~~~]</translation>
        </message>
        <message>
            <source>Move between buttons and fields</source>
            <translation>[Ṁöṽé ƀéţŵééñ ƀûţţöñš åñð ƒîéļðš ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Enter or Space</source>
            <translation>[Éñţéŕ öŕ Šþåçé ~~~~~~]</translation>
        </message>
        <message>
            <source>Press the button that has the focus ring</source>
            <translation>[Þŕéšš ţĥé ƀûţţöñ ţĥåţ ĥåš ţĥé ƒöçûš ŕîñĝ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>[Éšç ~]</translation>
        </message>
        <message>
            <source>Close a dialog without changing anything</source>
            <translation>[Çļöšé å ðîåļöĝ ŵîţĥöûţ çĥåñĝîñĝ åñýţĥîñĝ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>[Ķéýƀöåŕð šĥöŕţçûţš ~~~~~~ ~]</translation>
        </message>
    </context>
    <context>
        <name>TableFinder</name>
        <message>
            <source>A game</source>
            <comment>a table's unknown game</comment>
            <translation>[Å ĝåɱé ~~]</translation>
        </message>
        <message>
            <source>somebody</source>
            <comment>a table's unknown host</comment>
            <translation>[šöɱéƀöðý ~~~]</translation>
        </message>
    </context>
    <context>
        <name>LobbyDialog</name>
        <message>
            <source>Waiting for players</source>
            <translation>[Ŵåîţîñĝ ƒöŕ þļåýéŕš ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Waiting for the host</source>
            <translation>[Ŵåîţîñĝ ƒöŕ ţĥé ĥöšţ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>[Åððŕéšš: ~~~]</translation>
        </message>
        <message>
            <source>Room code:</source>
            <translation>[Ŕööɱ çöðé: ~~~~]</translation>
        </message>
        <message>
            <source>Copy address and code</source>
            <translation>[Çöþý åððŕéšš åñð çöðé ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Put the address and the room code on the clipboard, to send them.</source>
            <translation>[Þûţ ţĥé åððŕéšš åñð ţĥé ŕööɱ çöðé öñ ţĥé çļîþƀöåŕð, ţö šéñð ţĥéɱ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>[Šéåţš ~~]</translation>
        </message>
        <message>
            <source>Cancel the game</source>
            <translation>[Çåñçéļ ţĥé ĝåɱé ~~~~~~]</translation>
        </message>
        <message>
            <source>Leave the table</source>
            <translation>[Ļéåṽé ţĥé ţåƀļé ~~~~~~]</translation>
        </message>
        <message>
            <source>Close the table; the others are told.</source>
            <translation>[Çļöšé ţĥé ţåƀļé; ţĥé öţĥéŕš åŕé ţöļð. ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Give up your seat and go back.</source>
            <translation>[Ĝîṽé ûþ ýöûŕ šéåţ åñð ĝö ƀåçķ. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Start game</source>
            <translation>[Šţåŕţ ĝåɱé ~~~~]</translation>
        </message>
        <message>
            <source>{game}: waiting for players</source>
            <translation>[{game}: ŵåîţîñĝ ƒöŕ þļåýéŕš ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>{game}: you have joined the table</source>
            <translation>[{game}: ýöû ĥåṽé ĵöîñéð ţĥé ţåƀļé ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Tell the others the address and the room code below. On their computer they choose Join a game on the home screen and type them in.</source>
            <translation>[Ţéļļ ţĥé öţĥéŕš ţĥé åððŕéšš åñð ţĥé ŕööɱ çöðé ƀéļöŵ. Öñ ţĥéîŕ çöɱþûţéŕ ţĥéý çĥööšé Ĵöîñ å ĝåɱé öñ ţĥé ĥöɱé šçŕééñ åñð ţýþé ţĥéɱ îñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{name} (seat {number})</source>
            <translation>[{name} (šéåţ {number}) ~~~]</translation>
        </message>
        <message>
            <source>You play {seats}. The game begins when the host starts it.</source>
            <translation>[Ýöû þļåý {seats}. Ţĥé ĝåɱé ƀéĝîñš ŵĥéñ ţĥé ĥöšţ šţåŕţš îţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source> and </source>
            <comment>between a person's seats</comment>
            <translation>[ åñð  ~~]</translation>
        </message>
        <message>
            <source>You play a seat. The game begins when the host starts it.</source>
            <translation>[Ýöû þļåý å šéåţ. Ţĥé ĝåɱé ƀéĝîñš ŵĥéñ ţĥé ĥöšţ šţåŕţš îţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Addresses:</source>
            <translation>[Åððŕéššéš: ~~~~]</translation>
        </message>
        <message>
            <source>The table has no address yet.</source>
            <translation>[Ţĥé ţåƀļé ĥåš ñö åððŕéšš ýéţ. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Everybody is here: you can start the game.</source>
            <translation>[Éṽéŕýƀöðý îš ĥéŕé: ýöû çåñ šţåŕţ ţĥé ĝåɱé. ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Everybody is here; the host may start at any moment.</source>
            <translation>[Éṽéŕýƀöðý îš ĥéŕé; ţĥé ĥöšţ ɱåý šţåŕţ åţ åñý ɱöɱéñţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>, </source>
            <comment>between seat numbers</comment>
            <translation>[,  ~]</translation>
        </message>
        <message>
            <source>seat {number}</source>
            <translation>[šéåţ {number} ~~]</translation>
        </message>
        <message>
            <source>The game can start once one joining seat ({seats}) is taken.</source>
            <translation>[Ţĥé ĝåɱé çåñ šţåŕţ öñçé öñé ĵöîñîñĝ šéåţ ({seats}) îš ţåķéñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message numerus="yes">
            <source>The game can start once %n joining seats ({seats}) are taken.</source>
            <translation>
                <numerusform>[Ţĥé ĝåɱé çåñ šţåŕţ öñçé %n ĵöîñîñĝ šéåţš ({seats}) åŕé ţåķéñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</numerusform>
                <numerusform>[Ţĥé ĝåɱé çåñ šţåŕţ öñçé %n ĵöîñîñĝ šéåţš ({seats}) åŕé ţåķéñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</numerusform>
            </translation>
        </message>
        <message>
            <source>{sentence} You may also give a seat nobody took to a bot.</source>
            <comment>the sentence above, then this one</comment>
            <translation>[{sentence} Ýöû ɱåý åļšö ĝîṽé å šéåţ ñöƀöðý ţööķ ţö å ƀöţ. ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>The table is being set up.</source>
            <translation>[Ţĥé ţåƀļé îš ƀéîñĝ šéţ ûþ. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Start the game for everybody.</source>
            <translation>[Šţåŕţ ţĥé ĝåɱé ƒöŕ éṽéŕýƀöðý. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Every joining seat must be taken first.</source>
            <translation>[Éṽéŕý ĵöîñîñĝ šéåţ ɱûšţ ƀé ţåķéñ ƒîŕšţ. ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>[Šéåţ {number} ~~]</translation>
        </message>
        <message>
            <source>Free seat</source>
            <translation>[Ƒŕéé šéåţ ~~~~]</translation>
        </message>
        <message>
            <source>How well the bot plays this seat.</source>
            <translation>[Ĥöŵ ŵéļļ ţĥé ƀöţ þļåýš ţĥîš šéåţ. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Give to a bot</source>
            <translation>[Ĝîṽé ţö å ƀöţ ~~~~~]</translation>
        </message>
        <message>
            <source>A bot plays seat {number} instead of a joining player.</source>
            <translation>[Å ƀöţ þļåýš šéåţ {number} îñšţéåð öƒ å ĵöîñîñĝ þļåýéŕ. ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source> or </source>
            <comment>between a table's addresses</comment>
            <translation>[ öŕ  ~~]</translation>
        </message>
        <message>
            <source>Join my game of {game} in Tabletop Desktop: choose Join a game, type the address {addresses} and the room code {code}.</source>
            <translation>[Ĵöîñ ɱý ĝåɱé öƒ {game} îñ Ţåƀļéţöþ Ðéšķţöþ: çĥööšé Ĵöîñ å ĝåɱé, ţýþé ţĥé åððŕéšš {addresses} åñð ţĥé ŕööɱ çöðé {code}. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>[Çöþîéð ~~]</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Tabletop Desktop games (*{extension});;All files (*)</source>
            <translation>[Ţåƀļéţöþ Ðéšķţöþ ĝåɱéš (*{extension});;Åļļ ƒîļéš (*) ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>, </source>
            <comment>between the players in Hints used</comment>
            <translation>[,  ~]</translation>
        </message>
        <message>
            <source>{name} {count}</source>
            <comment>a player and the hints they used</comment>
            <translation>[{name} {count}]</translation>
        </message>
        <message>
            <source>Hints used: {players}.</source>
            <translation>[Ĥîñţš ûšéð: {players}. ~~~~~]</translation>
        </message>
        <message>
            <source>Undo is not possible now: {reason}</source>
            <translation>[Ûñðö îš ñöţ þöššîƀļé ñöŵ: {reason} ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>&amp;Join a game…</source>
            <translation>[&amp;Jöîñ å ĝåɱé… ~~~~]</translation>
        </message>
        <message>
            <source>Join a game hosted on another computer</source>
            <translation>[Ĵöîñ å ĝåɱé ĥöšţéð öñ åñöţĥéŕ çöɱþûţéŕ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>A file could not be used</source>
            <translation>[Å ƒîļé çöûļð ñöţ ƀé ûšéð ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>This game cannot be continued</source>
            <translation>[Ţĥîš ĝåɱé çåññöţ ƀé çöñţîñûéð ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>{game} cannot be shown</source>
            <translation>[{game} çåññöţ ƀé šĥöŵñ ~~~~~~]</translation>
        </message>
        <message>
            <source>Something went wrong while setting up the table: {error}</source>
            <translation>[Šöɱéţĥîñĝ ŵéñţ ŵŕöñĝ ŵĥîļé šéţţîñĝ ûþ ţĥé ţåƀļé: {error} ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Your game of {game} is kept: continue it from Games in progress on the home screen.</source>
            <translation>[Ýöûŕ ĝåɱé öƒ {game} îš ķéþţ: çöñţîñûé îţ ƒŕöɱ Ĝåɱéš îñ þŕöĝŕéšš öñ ţĥé ĥöɱé šçŕééñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Open saved game</source>
            <translation>[Öþéñ šåṽéð ĝåɱé ~~~~~~]</translation>
        </message>
        <message>
            <source>This game cannot be opened</source>
            <translation>[Ţĥîš ĝåɱé çåññöţ ƀé öþéñéð ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Save game</source>
            <translation>[Šåṽé ĝåɱé ~~~~]</translation>
        </message>
        <message>
            <source>The game could not be saved</source>
            <translation>[Ţĥé ĝåɱé çöûļð ñöţ ƀé šåṽéð ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>{file}: {error}</source>
            <translation>[{file}: {error} ~]</translation>
        </message>
        <message>
            <source>Saved as {file}.</source>
            <translation>[Šåṽéð åš {file}. ~~~~]</translation>
        </message>
        <message>
            <source>{game} summary.pdf</source>
            <comment>a file name</comment>
            <translation>[{game} šûɱɱåŕý.þðƒ ~~~~~]</translation>
        </message>
        <message>
            <source>Export summary as PDF</source>
            <translation>[Éẋþöŕţ šûɱɱåŕý åš ÞÐƑ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>[ÞÐƑ ƒîļéš (*.þðƒ) ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>{game} summary</source>
            <comment>a document's title</comment>
            <translation>[{game} šûɱɱåŕý ~~~]</translation>
        </message>
        <message>
            <source>The PDF could not be written</source>
            <translation>[Ţĥé ÞÐƑ çöûļð ñöţ ƀé ŵŕîţţéñ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Summary written to {file}.</source>
            <translation>[Šûɱɱåŕý ŵŕîţţéñ ţö {file}. ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>[Ĝåɱé ~~]</translation>
        </message>
        <message>
            <source>There is no move to undo.</source>
            <translation>[Ţĥéŕé îš ñö ɱöṽé ţö ûñðö. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{game} (practice game) — {app}</source>
            <translation>[{game} (þŕåçţîçé ĝåɱé) — {app} ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>{game} — {app}</source>
            <translation>[{game} — {app} ~]</translation>
        </message>
        <message>
            <source>Playing {game}</source>
            <translation>[Þļåýîñĝ {game} ~~~]</translation>
        </message>
        <message>
            <source>Playing</source>
            <translation>[Þļåýîñĝ ~~~]</translation>
        </message>
        <message>
            <source>Menus</source>
            <translation>[Ṁéñûš ~~]</translation>
        </message>
        <message>
            <source>Moving around</source>
            <translation>[Ṁöṽîñĝ åŕöûñð ~~~~~]</translation>
        </message>
        <message>
            <source>Your settings could not be saved: {error}</source>
            <translation>[Ýöûŕ šéţţîñĝš çöûļð ñöţ ƀé šåṽéð: {error} ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>Undo your last confirmed move, with the bot moves after it</source>
            <translation>[Ûñðö ýöûŕ ļåšţ çöñƒîŕɱéð ɱöṽé, ŵîţĥ ţĥé ƀöţ ɱöṽéš åƒţéŕ îţ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>[&amp;Gåɱé ~]</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>[&amp;Néŵ ĝåɱé… ~~~]</translation>
        </message>
        <message>
            <source>Choose a game and the players</source>
            <translation>[Çĥööšé å ĝåɱé åñð ţĥé þļåýéŕš ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>&amp;Open saved game…</source>
            <translation>[&amp;Oþéñ šåṽéð ĝåɱé… ~~~~~~]</translation>
        </message>
        <message>
            <source>Continue a game saved to a file</source>
            <translation>[Çöñţîñûé å ĝåɱé šåṽéð ţö å ƒîļé ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>[&amp;Såṽé ~]</translation>
        </message>
        <message>
            <source>Save this game to a file</source>
            <translation>[Šåṽé ţĥîš ĝåɱé ţö å ƒîļé ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Save &amp;as…</source>
            <translation>[Šåṽé &amp;aš… ~~~]</translation>
        </message>
        <message>
            <source>Save this game to a new file</source>
            <translation>[Šåṽé ţĥîš ĝåɱé ţö å ñéŵ ƒîļé ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>&amp;Print summary…</source>
            <translation>[&amp;Pŕîñţ šûɱɱåŕý… ~~~~~]</translation>
        </message>
        <message>
            <source>Print the score summary</source>
            <translation>[Þŕîñţ ţĥé šçöŕé šûɱɱåŕý ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>&amp;Export summary as PDF…</source>
            <translation>[&amp;Eẋþöŕţ šûɱɱåŕý åš ÞÐƑ… ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Write the score summary to a PDF file</source>
            <translation>[Ŵŕîţé ţĥé šçöŕé šûɱɱåŕý ţö å ÞÐƑ ƒîļé ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Back to &amp;home</source>
            <translation>[Ɓåçķ ţö &amp;höɱé ~~~~]</translation>
        </message>
        <message>
            <source>Leave the table; the game stays in Games in progress</source>
            <translation>[Ļéåṽé ţĥé ţåƀļé; ţĥé ĝåɱé šţåýš îñ Ĝåɱéš îñ þŕöĝŕéšš ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>S&amp;tatistics</source>
            <translation>[Š&amp;tåţîšţîçš ~~~~]</translation>
        </message>
        <message>
            <source>Your results so far</source>
            <translation>[Ýöûŕ ŕéšûļţš šö ƒåŕ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>[&amp;Qûîţ ~]</translation>
        </message>
        <message>
            <source>Close Tabletop Desktop</source>
            <translation>[Çļöšé Ţåƀļéţöþ Ðéšķţöþ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>[&amp;Eðîţ ~]</translation>
        </message>
        <message>
            <source>&amp;Undo last move</source>
            <translation>[&amp;Uñðö ļåšţ ɱöṽé ~~~~~]</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>[&amp;Séţţîñĝš… ~~~]</translation>
        </message>
        <message>
            <source>Speed, theme and accessibility</source>
            <translation>[Šþééð, ţĥéɱé åñð åççéššîƀîļîţý ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>[&amp;Vîéŵ ~]</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>[&amp;Fûļļ šçŕééñ ~~~~]</translation>
        </message>
        <message>
            <source>Use the whole screen</source>
            <translation>[Ûšé ţĥé ŵĥöļé šçŕééñ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>[&amp;Hîñţ ~]</translation>
        </message>
        <message>
            <source>Show a suggested move</source>
            <translation>[Šĥöŵ å šûĝĝéšţéð ɱöṽé ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>[&amp;Héļþ ~]</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>[&amp;Rûļéš ~~]</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>[Ĥöŵ ţö þļåý ~~~~]</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>[&amp;Kéýƀöåŕð šĥöŕţçûţš ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Every key the app and the game know</source>
            <translation>[Éṽéŕý ķéý ţĥé åþþ åñð ţĥé ĝåɱé ķñöŵ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>&amp;About Tabletop Desktop</source>
            <translation>[&amp;Aƀöûţ Ţåƀļéţöþ Ðéšķţöþ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Version and licences</source>
            <translation>[Ṽéŕšîöñ åñð ļîçéñçéš ~~~~~~ ~~]</translation>
        </message>
    </context>
    <context>
        <name>NetworkGames</name>
        <message>
            <source>Host</source>
            <comment>the name of the host's seat</comment>
            <translation>[Ĥöšţ ~~]</translation>
        </message>
        <message>
            <source>Host {number}</source>
            <comment>the name of the host's seat</comment>
            <translation>[Ĥöšţ {number} ~~]</translation>
        </message>
        <message>
            <source>The host</source>
            <comment>the name of the host's seat</comment>
            <translation>[Ţĥé ĥöšţ ~~~]</translation>
        </message>
        <message>
            <source>The table is being opened on this computer…</source>
            <translation>[Ţĥé ţåƀļé îš ƀéîñĝ öþéñéð öñ ţĥîš çöɱþûţéŕ… ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>The table at {address} could not be reached. {reason}</source>
            <translation>[Ţĥé ţåƀļé åţ {address} çöûļð ñöţ ƀé ŕéåçĥéð. {reason} ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Going back to the table at {address}…</source>
            <translation>[Ĝöîñĝ ƀåçķ ţö ţĥé ţåƀļé åţ {address}… ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>another computer</source>
            <comment>who hosts a table, when its name is unknown</comment>
            <translation>[åñöţĥéŕ çöɱþûţéŕ ~~~~~~]</translation>
        </message>
    </context>
    <context>
        <name>NetworkModel</name>
        <message>
            <source>Type the address the host gave you, such as 192.168.1.20:8765 (a name such as game.example.org:8765 works too).</source>
            <translation>[Ţýþé ţĥé åððŕéšš ţĥé ĥöšţ ĝåṽé ýöû, šûçĥ åš 192.168.1.20:8765 (å ñåɱé šûçĥ åš ĝåɱé.éẋåɱþļé.öŕĝ:8765 ŵöŕķš ţöö). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Please type the table's address. {help}</source>
            <translation>[Þļéåšé ţýþé ţĥé ţåƀļé'š åððŕéšš. {help} ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>The address has an opening bracket without its closing one. {help}</source>
            <translation>[Ţĥé åððŕéšš ĥåš åñ öþéñîñĝ ƀŕåçķéţ ŵîţĥöûţ îţš çļöšîñĝ öñé. {help} ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>The address has something after its closing bracket. {help}</source>
            <translation>[Ţĥé åððŕéšš ĥåš šöɱéţĥîñĝ åƒţéŕ îţš çļöšîñĝ ƀŕåçķéţ. {help} ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>That is not an address a table can have. {help}</source>
            <translation>[Ţĥåţ îš ñöţ åñ åððŕéšš å ţåƀļé çåñ ĥåṽé. {help} ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>The address needs its port, the number after the colon. {help}</source>
            <translation>[Ţĥé åððŕéšš ñééðš îţš þöŕţ, ţĥé ñûɱƀéŕ åƒţéŕ ţĥé çöļöñ. {help} ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>The port, the number after the colon, must be between 1 and 65535. {help}</source>
            <translation>[Ţĥé þöŕţ, ţĥé ñûɱƀéŕ åƒţéŕ ţĥé çöļöñ, ɱûšţ ƀé ƀéţŵééñ 1 åñð 65535. {help} ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>A bot plays this seat ({level}).</source>
            <translation>[Å ƀöţ þļåýš ţĥîš šéåţ ({level}). ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>A bot plays this seat.</source>
            <translation>[Å ƀöţ þļåýš ţĥîš šéåţ. ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Plays at the host's computer.</source>
            <translation>[Þļåýš åţ ţĥé ĥöšţ'š çöɱþûţéŕ. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Nobody has taken this seat yet.</source>
            <translation>[Ñöƀöðý ĥåš ţåķéñ ţĥîš šéåţ ýéţ. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>This player has joined and is connected.</source>
            <translation>[Ţĥîš þļåýéŕ ĥåš ĵöîñéð åñð îš çöññéçţéð. ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>This player lost the connection and is coming back.</source>
            <translation>[Ţĥîš þļåýéŕ ļöšţ ţĥé çöññéçţîöñ åñð îš çöɱîñĝ ƀåçķ. ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>This player has left the table.</source>
            <translation>[Ţĥîš þļåýéŕ ĥåš ļéƒţ ţĥé ţåƀļé. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>This seat's state is not known.</source>
            <translation>[Ţĥîš šéåţ'š šţåţé îš ñöţ ķñöŵñ. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>online</source>
            <comment>a player's connection</comment>
            <translation>[öñļîñé ~~]</translation>
        </message>
        <message>
            <source>reconnecting…</source>
            <comment>a player's connection</comment>
            <translation>[ŕéçöññéçţîñĝ… ~~~~~]</translation>
        </message>
        <message>
            <source>left</source>
            <comment>a player who has left the table</comment>
            <translation>[ļéƒţ ~~]</translation>
        </message>
        <message>
            <source>not here yet</source>
            <comment>a player's connection</comment>
            <translation>[ñöţ ĥéŕé ýéţ ~~~~~]</translation>
        </message>
        <message>
            <source>bot</source>
            <comment>a seat a bot plays now</comment>
            <translation>[ƀöţ ~]</translation>
        </message>
        <message>
            <source>not known just now</source>
            <comment>a player's connection</comment>
            <translation>[ñöţ ķñöŵñ ĵûšţ ñöŵ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>{game}, hosted by {host} at {address}: 1 seat is free.</source>
            <translation>[{game}, ĥöšţéð ƀý {host} åţ {address}: 1 šéåţ îš ƒŕéé. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message numerus="yes">
            <source>{game}, hosted by {host} at {address}: %n seats are free.</source>
            <translation>
                <numerusform>[{game}, ĥöšţéð ƀý {host} åţ {address}: %n šéåţš åŕé ƒŕéé. ~~~~~~ ~~~~~~ ~~]</numerusform>
                <numerusform>[{game}, ĥöšţéð ƀý {host} åţ {address}: %n šéåţš åŕé ƒŕéé. ~~~~~~ ~~~~~~ ~~]</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>NetworkPlay</name>
        <message>
            <source>&amp;Leave the Table</source>
            <translation>[&amp;Léåṽé ţĥé Ţåƀļé ~~~~~~]</translation>
        </message>
        <message>
            <source>Leave this network game for good: the host may give your seat to a bot at once.</source>
            <translation>[Ļéåṽé ţĥîš ñéţŵöŕķ ĝåɱé ƒöŕ ĝööð: ţĥé ĥöšţ ɱåý ĝîṽé ýöûŕ šéåţ ţö å ƀöţ åţ öñçé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>The network game has ended</source>
            <translation>[Ţĥé ñéţŵöŕķ ĝåɱé ĥåš éñðéð ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{game} (network game) — {app}</source>
            <translation>[{game} (ñéţŵöŕķ ĝåɱé) — {app} ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Your network table of {game} is kept: reopen it from Network tables you host, and the players who joined come back.</source>
            <translation>[Ýöûŕ ñéţŵöŕķ ţåƀļé öƒ {game} îš ķéþţ: ŕéöþéñ îţ ƒŕöɱ Ñéţŵöŕķ ţåƀļéš ýöû ĥöšţ, åñð ţĥé þļåýéŕš ŵĥö ĵöîñéð çöɱé ƀåçķ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Your network table of the game is kept: reopen it from Network tables you host, and the players who joined come back.</source>
            <translation>[Ýöûŕ ñéţŵöŕķ ţåƀļé öƒ ţĥé ĝåɱé îš ķéþţ: ŕéöþéñ îţ ƒŕöɱ Ñéţŵöŕķ ţåƀļéš ýöû ĥöšţ, åñð ţĥé þļåýéŕš ŵĥö ĵöîñéð çöɱé ƀåçķ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Your seat at the network table of {game} is kept: rejoin it from Network tables you joined.</source>
            <translation>[Ýöûŕ šéåţ åţ ţĥé ñéţŵöŕķ ţåƀļé öƒ {game} îš ķéþţ: ŕéĵöîñ îţ ƒŕöɱ Ñéţŵöŕķ ţåƀļéš ýöû ĵöîñéð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>Player {number}</source>
            <translation>[Þļåýéŕ {number} ~~~]</translation>
        </message>
        <message>
            <source>Person</source>
            <comment>a seat played by a person</comment>
            <translation>[Þéŕšöñ ~~]</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>[Šéåţ {number} ~~]</translation>
        </message>
        <message>
            <source>Plays at this screen (pass and play).</source>
            <translation>[Þļåýš åţ ţĥîš šçŕééñ (þåšš åñð þļåý). ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Bot</source>
            <translation>[Ɓöţ ~]</translation>
        </message>
        <message>
            <source>The computer plays this seat.</source>
            <translation>[Ţĥé çöɱþûţéŕ þļåýš ţĥîš šéåţ. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Another computer</source>
            <translation>[Åñöţĥéŕ çöɱþûţéŕ ~~~~~~]</translation>
        </message>
        <message>
            <source>A player on another computer takes this seat and picks a name.</source>
            <translation>[Å þļåýéŕ öñ åñöţĥéŕ çöɱþûţéŕ ţåķéš ţĥîš šéåţ åñð þîçķš å ñåɱé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Picked by the player</source>
            <translation>[Þîçķéð ƀý ţĥé þļåýéŕ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>[Ñéŵ ĝåɱé ~~~]</translation>
        </message>
        <message>
            <source>Players on this computer only</source>
            <translation>[Þļåýéŕš öñ ţĥîš çöɱþûţéŕ öñļý ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>The table listens only on this computer: for trying network play out with a second window.</source>
            <translation>[Ţĥé ţåƀļé ļîšţéñš öñļý öñ ţĥîš çöɱþûţéŕ: ƒöŕ ţŕýîñĝ ñéţŵöŕķ þļåý öûţ ŵîţĥ å šéçöñð ŵîñðöŵ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Players on this local network</source>
            <translation>[Þļåýéŕš öñ ţĥîš ļöçåļ ñéţŵöŕķ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Other computers at home or in the office can join; the table is announced on this network.</source>
            <translation>[Öţĥéŕ çöɱþûţéŕš åţ ĥöɱé öŕ îñ ţĥé öƒƒîçé çåñ ĵöîñ; ţĥé ţåƀļé îš åññöûñçéð öñ ţĥîš ñéţŵöŕķ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Who can join:</source>
            <translation>[Ŵĥö çåñ ĵöîñ: ~~~~~]</translation>
        </message>
        <message>
            <source>Start game</source>
            <translation>[Šţåŕţ ĝåɱé ~~~~]</translation>
        </message>
        <message>
            <source>{game} (coming soon)</source>
            <translation>[{game} (çöɱîñĝ šööñ) ~~~~~~]</translation>
        </message>
        <message>
            <source>{pitch}
{least} to {most} players</source>
            <translation>[{pitch}
{least} ţö {most} þļåýéŕš ~~~~~]</translation>
        </message>
        <message>
            <source>Open the table</source>
            <translation>[Öþéñ ţĥé ţåƀļé ~~~~~~]</translation>
        </message>
        <message>
            <source>The table shuffles a network game itself.</source>
            <translation>[Ţĥé ţåƀļé šĥûƒƒļéš å ñéţŵöŕķ ĝåɱé îţšéļƒ. ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Open the lobby where the joining players take their seats.</source>
            <translation>[Öþéñ ţĥé ļöƀƀý ŵĥéŕé ţĥé ĵöîñîñĝ þļåýéŕš ţåķé ţĥéîŕ šéåţš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>{level}: {description}</source>
            <translation>[{level}: {description} ~]</translation>
        </message>
        <message>
            <source>By the rules</source>
            <translation>[Ɓý ţĥé ŕûļéš ~~~~~]</translation>
        </message>
    </context>
    <context>
        <name>Printing</name>
        <message>
            <source>Score summary</source>
            <translation>[Šçöŕé šûɱɱåŕý ~~~~~]</translation>
        </message>
        <message>
            <source>The PDF could not be written to {file}.</source>
            <translation>[Ţĥé ÞÐƑ çöûļð ñöţ ƀé ŵŕîţţéñ ţö {file}. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Print summary</source>
            <translation>[Þŕîñţ šûɱɱåŕý ~~~~~]</translation>
        </message>
    </context>
    <context>
        <name>RecordPrinting</name>
        <message>
            <source>Its summary cannot be printed: {reason}.</source>
            <translation>[Îţš šûɱɱåŕý çåññöţ ƀé þŕîñţéð: {reason}. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Its summary cannot be printed: its moves cannot be replayed by this version ({error}).</source>
            <translation>[Îţš šûɱɱåŕý çåññöţ ƀé þŕîñţéð: îţš ɱöṽéš çåññöţ ƀé ŕéþļåýéð ƀý ţĥîš ṽéŕšîöñ ({error}). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Its summary cannot be printed: its moves no longer reach the end of the game in this version.</source>
            <translation>[Îţš šûɱɱåŕý çåññöţ ƀé þŕîñţéð: îţš ɱöṽéš ñö ļöñĝéŕ ŕéåçĥ ţĥé éñð öƒ ţĥé ĝåɱé îñ ţĥîš ṽéŕšîöñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Its summary cannot be printed: {error}</source>
            <translation>[Îţš šûɱɱåŕý çåññöţ ƀé þŕîñţéð: {error} ~~~~~~ ~~~~~~]</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>The rules of {game} are coming soon, together with the game.</source>
            <translation>[Ţĥé ŕûļéš öƒ {game} åŕé çöɱîñĝ šööñ, ţöĝéţĥéŕ ŵîţĥ ţĥé ĝåɱé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>[Ŕûļéš ~~]</translation>
        </message>
    </context>
    <context>
        <name>SeatGoneBar</name>
        <message>
            <source>How well the bot plays the seat.</source>
            <translation>[Ĥöŵ ŵéļļ ţĥé ƀöţ þļåýš ţĥé šéåţ. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Give the seat to a bot</source>
            <translation>[Ĝîṽé ţĥé šéåţ ţö å ƀöţ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Wait</source>
            <translation>[Ŵåîţ ~~]</translation>
        </message>
        <message>
            <source>Keep the seat for the player; this bar comes back if they stay away.</source>
            <translation>[Ķééþ ţĥé šéåţ ƒöŕ ţĥé þļåýéŕ; ţĥîš ƀåŕ çöɱéš ƀåçķ îƒ ţĥéý šţåý åŵåý. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>{name} has left the table. You may give the seat to a bot, or wait for {name} to come back.</source>
            <translation>[{name} ĥåš ļéƒţ ţĥé ţåƀļé. Ýöû ɱåý ĝîṽé ţĥé šéåţ ţö å ƀöţ, öŕ ŵåîţ ƒöŕ {name} ţö çöɱé ƀåçķ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>{name} has been away for a while. You may give the seat to a bot, or wait for {name} to come back.</source>
            <translation>[{name} ĥåš ƀééñ åŵåý ƒöŕ å ŵĥîļé. Ýöû ɱåý ĝîṽé ţĥé šéåţ ţö å ƀöţ, öŕ ŵåîţ ƒöŕ {name} ţö çöɱé ƀåçķ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
    </context>
    <context>
        <name>SeatStatusKeeper</name>
        <message>
            <source>Bot</source>
            <comment>a seat a bot plays</comment>
            <translation>[Ɓöţ ~]</translation>
        </message>
        <message>
            <source>{kind} · {status}</source>
            <comment>a seat's kind and its connection</comment>
            <translation>[{kind} · {status} ~]</translation>
        </message>
        <message>
            <source>{name} is connected.</source>
            <translation>[{name} îš çöññéçţéð. ~~~~~~]</translation>
        </message>
        <message>
            <source>{name} lost the connection; the app is reconnecting.</source>
            <translation>[{name} ļöšţ ţĥé çöññéçţîöñ; ţĥé åþþ îš ŕéçöññéçţîñĝ. ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>{name} has left the table.</source>
            <translation>[{name} ĥåš ļéƒţ ţĥé ţåƀļé. ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>A bot now plays {name}'s seat.</source>
            <translation>[Å ƀöţ ñöŵ þļåýš {name}'š šéåţ. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Whether {name} is connected is not known while this computer's connection is down.</source>
            <translation>[Ŵĥéţĥéŕ {name} îš çöññéçţéð îš ñöţ ķñöŵñ ŵĥîļé ţĥîš çöɱþûţéŕ'š çöññéçţîöñ îš ðöŵñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
    </context>
    <context>
        <name>ServerProcess</name>
        <message>
            <source>{sentence} It said: {detail}</source>
            <comment>the sentence above, then what the server wrote</comment>
            <translation>[{sentence} Îţ šåîð: {detail} ~~~~]</translation>
        </message>
        <message>
            <source>The table's server did not start in time, so the game cannot be hosted.</source>
            <translation>[Ţĥé ţåƀļé'š šéŕṽéŕ ðîð ñöţ šţåŕţ îñ ţîɱé, šö ţĥé ĝåɱé çåññöţ ƀé ĥöšţéð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>The table's server stopped before it was ready, so the game cannot be hosted.</source>
            <translation>[Ţĥé ţåƀļé'š šéŕṽéŕ šţöþþéð ƀéƒöŕé îţ ŵåš ŕéåðý, šö ţĥé ĝåɱé çåññöţ ƀé ĥöšţéð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>The table's server stopped during the game.</source>
            <translation>[Ţĥé ţåƀļé'š šéŕṽéŕ šţöþþéð ðûŕîñĝ ţĥé ĝåɱé. ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>The table's server could not be started, so the game cannot be hosted.</source>
            <translation>[Ţĥé ţåƀļé'š šéŕṽéŕ çöûļð ñöţ ƀé šţåŕţéð, šö ţĥé ĝåɱé çåññöţ ƀé ĥöšţéð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Slow</source>
            <translation>[Šļöŵ ~~]</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>[Ñöŕɱåļ ~~]</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>[Ƒåšţ ~~]</translation>
        </message>
        <message>
            <source>Light (green felt)</source>
            <translation>[Ļîĝĥţ (ĝŕééñ ƒéļţ) ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Dark (slate)</source>
            <translation>[Ðåŕķ (šļåţé) ~~~~~]</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>[Šéţţîñĝš ~~~]</translation>
        </message>
    </context>
    <context>
        <name>LanguageSettings</name>
        <message>
            <source>System</source>
            <translation>[Šýšţéɱ ~~]</translation>
        </message>
        <message>
            <source>The new language is used when {app} starts again; after OK you can restart it at once.</source>
            <translation>[Ţĥé ñéŵ ļåñĝûåĝé îš ûšéð ŵĥéñ {app} šţåŕţš åĝåîñ; åƒţéŕ ÖĶ ýöû çåñ ŕéšţåŕţ îţ åţ öñçé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Restart {app}</source>
            <translation>[Ŕéšţåŕţ {app} ~~~]</translation>
        </message>
        <message>
            <source>{app} speaks the new language from its next start. Restart it now?</source>
            <translation>[{app} šþéåķš ţĥé ñéŵ ļåñĝûåĝé ƒŕöɱ îţš ñéẋţ šţåŕţ. Ŕéšţåŕţ îţ ñöŵ? ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>A game in progress is kept: it waits under Continue on the home screen.</source>
            <translation>[Å ĝåɱé îñ þŕöĝŕéšš îš ķéþţ: îţ ŵåîţš ûñðéŕ Çöñţîñûé öñ ţĥé ĥöɱé šçŕééñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Restart now</source>
            <translation>[Ŕéšţåŕţ ñöŵ ~~~~]</translation>
        </message>
        <message>
            <source>Later</source>
            <translation>[Ļåţéŕ ~~]</translation>
        </message>
    </context>
    <context>
        <name>Points</name>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>[%n þöîñţš ~~~]</numerusform>
                <numerusform>[%n þöîñţš ~~~]</numerusform>
            </translation>
        </message>
        <message>
            <source>{score} points</source>
            <comment>a score below zero</comment>
            <translation>[{score} þöîñţš ~~~]</translation>
        </message>
    </context>
    <context>
        <name>Lists</name>
        <message>
            <source>{first} and {last}</source>
            <comment>the end of a list of names</comment>
            <translation>[{first} åñð {last} ~~]</translation>
        </message>
        <message>
            <source>, </source>
            <comment>between the names of a list</comment>
            <translation>[,  ~]</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <source>d MMM yyyy</source>
            <comment>a short date, as QLocale writes it</comment>
            <translation>[ð ṀṀṀ ýýýý ~~~~]</translation>
        </message>
        <message>
            <source>1 game played by bots only</source>
            <translation>[1 ĝåɱé þļåýéð ƀý ƀöţš öñļý ~~~~~~ ~~~~]</translation>
        </message>
        <message numerus="yes">
            <source>%n games played by bots only</source>
            <translation>
                <numerusform>[%n ĝåɱéš þļåýéð ƀý ƀöţš öñļý ~~~~~~ ~~~~]</numerusform>
                <numerusform>[%n ĝåɱéš þļåýéð ƀý ƀöţš öñļý ~~~~~~ ~~~~]</numerusform>
            </translation>
        </message>
        <message>
            <source>1 practice game</source>
            <translation>[1 þŕåçţîçé ĝåɱé ~~~~~~]</translation>
        </message>
        <message numerus="yes">
            <source>%n practice games</source>
            <translation>
                <numerusform>[%n þŕåçţîçé ĝåɱéš ~~~~~~]</numerusform>
                <numerusform>[%n þŕåçţîçé ĝåɱéš ~~~~~~]</numerusform>
            </translation>
        </message>
        <message>
            <source>Not counted here: {bots_only} and {practice}. They are in the History tab.</source>
            <translation>[Ñöţ çöûñţéð ĥéŕé: {bots_only} åñð {practice}. Ţĥéý åŕé îñ ţĥé Ĥîšţöŕý ţåƀ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Not counted here: {games}. They are in the History tab.</source>
            <translation>[Ñöţ çöûñţéð ĥéŕé: {games}. Ţĥéý åŕé îñ ţĥé Ĥîšţöŕý ţåƀ. ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>{game} is coming soon.</source>
            <translation>[{game} îš çöɱîñĝ šööñ. ~~~~~~]</translation>
        </message>
        <message>
            <source>Its statistics will live here.</source>
            <translation>[Îţš šţåţîšţîçš ŵîļļ ļîṽé ĥéŕé. ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>No finished games of {game} with a person yet.</source>
            <translation>[Ñö ƒîñîšĥéð ĝåɱéš öƒ {game} ŵîţĥ å þéŕšöñ ýéţ. ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>No finished games of {game} yet.</source>
            <translation>[Ñö ƒîñîšĥéð ĝåɱéš öƒ {game} ýéţ. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Finish a game and your results will show up here.</source>
            <translation>[Ƒîñîšĥ å ĝåɱé åñð ýöûŕ ŕéšûļţš ŵîļļ šĥöŵ ûþ ĥéŕé. ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>{percent} % of games</source>
            <translation>[{percent} % öƒ ĝåɱéš ~~~~]</translation>
        </message>
        <message>
            <source>{player}, {date}</source>
            <translation>[{player}, {date} ~]</translation>
        </message>
        <message>
            <source>Games played</source>
            <translation>[Ĝåɱéš þļåýéð ~~~~~]</translation>
        </message>
        <message>
            <source>with a person at the table</source>
            <translation>[ŵîţĥ å þéŕšöñ åţ ţĥé ţåƀļé ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Won by people</source>
            <translation>[Ŵöñ ƀý þéöþļé ~~~~~]</translation>
        </message>
        <message>
            <source>Won by bots</source>
            <translation>[Ŵöñ ƀý ƀöţš ~~~~]</translation>
        </message>
        <message>
            <source>Average score</source>
            <translation>[Åṽéŕåĝé šçöŕé ~~~~~]</translation>
        </message>
        <message>
            <source>of people, per game</source>
            <translation>[öƒ þéöþļé, þéŕ ĝåɱé ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Best score</source>
            <translation>[Ɓéšţ šçöŕé ~~~~]</translation>
        </message>
        <message>
            <source>in {hinted} of 1 game</source>
            <translation>[îñ {hinted} öƒ 1 ĝåɱé ~~~~~]</translation>
        </message>
        <message numerus="yes">
            <source>in {hinted} of %n games</source>
            <translation>
                <numerusform>[îñ {hinted} öƒ %n ĝåɱéš ~~~~~]</numerusform>
                <numerusform>[îñ {hinted} öƒ %n ĝåɱéš ~~~~~]</numerusform>
            </translation>
        </message>
        <message>
            <source>No hints asked for yet</source>
            <translation>[Ñö ĥîñţš åšķéð ƒöŕ ýéţ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Hints asked for</source>
            <translation>[Ĥîñţš åšķéð ƒöŕ ~~~~~~]</translation>
        </message>
        <message>
            <source>People</source>
            <translation>[Þéöþļé ~~]</translation>
        </message>
        <message>
            <source>{percent} %</source>
            <translation>[{percent} % ~]</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>[Ñåɱé ~~]</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>[Ĝåɱéš ~~]</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>[Ŵîñš ~~]</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>[Ŵîñ ŕåţé ~~~]</translation>
        </message>
        <message>
            <source>Average</source>
            <translation>[Åṽéŕåĝé ~~~]</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>[Ɓéšţ ~~]</translation>
        </message>
        <message>
            <source>Bots by level</source>
            <translation>[Ɓöţš ƀý ļéṽéļ ~~~~~]</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>[Ļéṽéļ ~~]</translation>
        </message>
        <message>
            <source>{move} ({date})</source>
            <translation>[{move} ({date}) ~]</translation>
        </message>
        <message>
            <source>{move} ({points}, {date})</source>
            <translation>[{move} ({points}, {date}) ~~]</translation>
        </message>
        <message>
            <source>{player}: {move} ({date})</source>
            <translation>[{player}: {move} ({date}) ~~]</translation>
        </message>
        <message>
            <source>{player}: {move} ({points}, {date})</source>
            <translation>[{player}: {move} ({points}, {date}) ~~~]</translation>
        </message>
        <message>
            <source>&lt;b&gt;Best move:&lt;/b&gt; {move}</source>
            <translation>[&lt;b&gt;Ɓéšţ ɱöṽé:&lt;/b&gt; {move} ~~~~]</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>[Šţåţîšţîçš ~~~~]</translation>
        </message>
        <message>
            <source>History</source>
            <translation>[Ĥîšţöŕý ~~~]</translation>
        </message>
    </context>
    <context>
        <name>HistoryPanel</name>
        <message>
            <source>Date</source>
            <translation>[Ðåţé ~~]</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>[Ĝåɱé ~~]</translation>
        </message>
        <message>
            <source>Players and scores</source>
            <translation>[Þļåýéŕš åñð šçöŕéš ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>[Ŵîññéŕ ~~]</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>[Ñöţéš ~~]</translation>
        </message>
        <message>
            <source>{date}, {time}</source>
            <translation>[{date}, {time} ~]</translation>
        </message>
        <message>
            <source>{name} (bot, {level})</source>
            <translation>[{name} (ƀöţ, {level}) ~~~]</translation>
        </message>
        <message>
            <source>{name} (bot)</source>
            <translation>[{name} (ƀöţ) ~~]</translation>
        </message>
        <message>
            <source>, </source>
            <comment>between the players of a game</comment>
            <translation>[,  ~]</translation>
        </message>
        <message>
            <source>{player} {score}</source>
            <comment>a player and their final score</comment>
            <translation>[{player} {score}]</translation>
        </message>
        <message>
            <source>Nobody</source>
            <comment>nobody won</comment>
            <translation>[Ñöƀöðý ~~]</translation>
        </message>
        <message>
            <source>{names} (shared)</source>
            <comment>winners who share the win</comment>
            <translation>[{names} (šĥåŕéð) ~~~~]</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>[Þŕåçţîçé ~~~]</translation>
        </message>
        <message>
            <source>Bots only</source>
            <translation>[Ɓöţš öñļý ~~~~]</translation>
        </message>
        <message>
            <source>Cannot be printed</source>
            <translation>[Çåññöţ ƀé þŕîñţéð ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Network game</source>
            <translation>[Ñéţŵöŕķ ĝåɱé ~~~~~]</translation>
        </message>
        <message>
            <source>Nobody here played</source>
            <translation>[Ñöƀöðý ĥéŕé þļåýéð ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>; </source>
            <comment>between the notes of a game</comment>
            <translation>[;  ~]</translation>
        </message>
        <message>
            <source>No finished games yet. Every game you finish is listed here.</source>
            <translation>[Ñö ƒîñîšĥéð ĝåɱéš ýéţ. Éṽéŕý ĝåɱé ýöû ƒîñîšĥ îš ļîšţéð ĥéŕé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Every finished game, newest first. Practice games and games of bots only are listed here but left out of the figures.</source>
            <translation>[Éṽéŕý ƒîñîšĥéð ĝåɱé, ñéŵéšţ ƒîŕšţ. Þŕåçţîçé ĝåɱéš åñð ĝåɱéš öƒ ƀöţš öñļý åŕé ļîšţéð ĥéŕé ƀûţ ļéƒţ öûţ öƒ ţĥé ƒîĝûŕéš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Print summary…</source>
            <translation>[Þŕîñţ šûɱɱåŕý… ~~~~~~]</translation>
        </message>
        <message>
            <source>Print the chosen game's score summary again, or save it as PDF from the print preview</source>
            <translation>[Þŕîñţ ţĥé çĥöšéñ ĝåɱé'š šçöŕé šûɱɱåŕý åĝåîñ, öŕ šåṽé îţ åš ÞÐƑ ƒŕöɱ ţĥé þŕîñţ þŕéṽîéŵ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Choose a game to print its score summary again.</source>
            <translation>[Çĥööšé å ĝåɱé ţö þŕîñţ îţš šçöŕé šûɱɱåŕý åĝåîñ. ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
    </context>
    <context>
        <name>ImportJob</name>
        <message>
            <source>{file} cannot be read ({error}).</source>
            <translation>[{file} çåññöţ ƀé ŕéåð ({error}). ~~~~~~ ~~]</translation>
        </message>
    </context>
    <context>
        <name>ImportProgress</name>
        <message>
            <source>Cancel import</source>
            <translation>[Çåñçéļ îɱþöŕţ ~~~~~]</translation>
        </message>
        <message>
            <source>Stop reading the file; your list stays exactly as it was.</source>
            <translation>[Šţöþ ŕéåðîñĝ ţĥé ƒîļé; ýöûŕ ļîšţ šţåýš éẋåçţļý åš îţ ŵåš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>Reading {file}…</source>
            <translation>[Ŕéåðîñĝ {file}… ~~~~]</translation>
        </message>
    </context>
    <context>
        <name>ImportConfirmation</name>
        <message>
            <source>Import this word list?</source>
            <translation>[Îɱþöŕţ ţĥîš ŵöŕð ļîšţ? ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Its word: {words}.</source>
            <translation>[Îţš ŵöŕð: {words}. ~~~~]</translation>
        </message>
        <message>
            <source>Some of its words: {words}.</source>
            <translation>[Šöɱé öƒ îţš ŵöŕðš: {words}. ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Import it? It replaces your own list, {name} (one word).</source>
            <translation>[Îɱþöŕţ îţ? Îţ ŕéþļåçéš ýöûŕ öŵñ ļîšţ, {name} (öñé ŵöŕð). ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Import it? It replaces your own list, {name} ({count} words).</source>
            <translation>[Îɱþöŕţ îţ? Îţ ŕéþļåçéš ýöûŕ öŵñ ļîšţ, {name} ({count} ŵöŕðš). ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Import it as your own list for new games?</source>
            <translation>[Îɱþöŕţ îţ åš ýöûŕ öŵñ ļîšţ ƒöŕ ñéŵ ĝåɱéš? ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>[Îɱþöŕţ ~~]</translation>
        </message>
    </context>
    <context>
        <name>WordListsDialog</name>
        <message>
            <source>Common words (a gentler game)</source>
            <translation>[Çöɱɱöñ ŵöŕðš (å ĝéñţļéŕ ĝåɱé) ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Standard English words</source>
            <translation>[Šţåñðåŕð Éñĝļîšĥ ŵöŕðš ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Full list (rare words too)</source>
            <translation>[Ƒûļļ ļîšţ (ŕåŕé ŵöŕðš ţöö) ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Your own list</source>
            <translation>[Ýöûŕ öŵñ ļîšţ ~~~~~]</translation>
        </message>
        <message>
            <source>This game is played with: {list}.</source>
            <translation>[Ţĥîš ĝåɱé îš þļåýéð ŵîţĥ: {list}. ~~~~~~ ~~~~~]</translation>
        </message>
        <message>
            <source>{sentence} {more}</source>
            <comment>two sentences</comment>
            <translation>[{sentence} {more}]</translation>
        </message>
        <message>
            <source>Its list holds one word.</source>
            <translation>[Îţš ļîšţ ĥöļðš öñé ŵöŕð. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Its list holds {count} words.</source>
            <translation>[Îţš ļîšţ ĥöļðš {count} ŵöŕðš. ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>House words: {allowed} allowed, {refused} refused.</source>
            <translation>[Ĥöûšé ŵöŕðš: {allowed} åļļöŵéð, {refused} ŕéƒûšéð. ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Quiddler word lists</source>
            <translation>[Ǫûîððļéŕ ŵöŕð ļîšţš ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Every player, person or bot, is judged by the same list. Changes apply to new games; a game in progress keeps the words it started with.</source>
            <translation>[Éṽéŕý þļåýéŕ, þéŕšöñ öŕ ƀöţ, îš ĵûðĝéð ƀý ţĥé šåɱé ļîšţ. Çĥåñĝéš åþþļý ţö ñéŵ ĝåɱéš; å ĝåɱé îñ þŕöĝŕéšš ķééþš ţĥé ŵöŕðš îţ šţåŕţéð ŵîţĥ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>List for new games</source>
            <translation>[Ļîšţ ƒöŕ ñéŵ ĝåɱéš ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Import a list…</source>
            <translation>[Îɱþöŕţ å ļîšţ… ~~~~~~]</translation>
        </message>
        <message>
            <source>A text file with one word per line; lines that are not words are skipped and listed here.</source>
            <translation>[Å ţéẋţ ƒîļé ŵîţĥ öñé ŵöŕð þéŕ ļîñé; ļîñéš ţĥåţ åŕé ñöţ ŵöŕðš åŕé šķîþþéð åñð ļîšţéð ĥéŕé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>[Ŕéɱöṽé ~~]</translation>
        </message>
        <message>
            <source>House words</source>
            <translation>[Ĥöûšé ŵöŕðš ~~~~]</translation>
        </message>
        <message>
            <source>Also count these words:</source>
            <translation>[Åļšö çöûñţ ţĥéšé ŵöŕðš: ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>Never count these words:</source>
            <translation>[Ñéṽéŕ çöûñţ ţĥéšé ŵöŕðš: ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Words separated by spaces or new lines</source>
            <translation>[Ŵöŕðš šéþåŕåţéð ƀý šþåçéš öŕ ñéŵ ļîñéš ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>dd MMM yyyy</source>
            <comment>a date, as QLocale writes it</comment>
            <translation>[ðð ṀṀṀ ýýýý ~~~~]</translation>
        </message>
        <message>
            <source>{name}: one word, imported on {date}.</source>
            <translation>[{name}: öñé ŵöŕð, îɱþöŕţéð öñ {date}. ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>{name}: {count} words, imported on {date}.</source>
            <translation>[{name}: {count} ŵöŕðš, îɱþöŕţéð öñ {date}. ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>{name}: one word.</source>
            <translation>[{name}: öñé ŵöŕð. ~~~~]</translation>
        </message>
        <message>
            <source>{name}: {count} words.</source>
            <translation>[{name}: {count} ŵöŕðš. ~~~~]</translation>
        </message>
        <message>
            <source>No list imported. Import a text file with one word per line.</source>
            <translation>[Ñö ļîšţ îɱþöŕţéð. Îɱþöŕţ å ţéẋţ ƒîļé ŵîţĥ öñé ŵöŕð þéŕ ļîñé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Import a word list</source>
            <translation>[Îɱþöŕţ å ŵöŕð ļîšţ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Word lists (*.txt *.lst *.dic);;All files (*)</source>
            <translation>[Ŵöŕð ļîšţš (*.ţẋţ *.ļšţ *.ðîç);;Åļļ ƒîļéš (*) ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Cancelling…</source>
            <translation>[Çåñçéļļîñĝ… ~~~~]</translation>
        </message>
        <message>
            <source>Nothing was imported: {reason}</source>
            <translation>[Ñöţĥîñĝ ŵåš îɱþöŕţéð: {reason} ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>The import was cancelled; your list is as it was.</source>
            <translation>[Ţĥé îɱþöŕţ ŵåš çåñçéļļéð; ýöûŕ ļîšţ îš åš îţ ŵåš. ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Nothing was imported; your list is as it was.</source>
            <translation>[Ñöţĥîñĝ ŵåš îɱþöŕţéð; ýöûŕ ļîšţ îš åš îţ ŵåš. ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Nothing was imported: the list could not be written ({error}).</source>
            <translation>[Ñöţĥîñĝ ŵåš îɱþöŕţéð: ţĥé ļîšţ çöûļð ñöţ ƀé ŵŕîţţéñ ({error}). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>One line was skipped (see why below).</source>
            <translation>[Öñé ļîñé ŵåš šķîþþéð (šéé ŵĥý ƀéļöŵ). ~~~~~~ ~~~~~~ ~~~]</translation>
        </message>
        <message>
            <source>{count} lines were skipped (see why below).</source>
            <translation>[{count} ļîñéš ŵéŕé šķîþþéð (šéé ŵĥý ƀéļöŵ). ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Left out: {words}</source>
            <translation>[Ļéƒţ öûţ: {words} ~~~~]</translation>
        </message>
        <message>
            <source>The word lists could not be saved: {error}</source>
            <translation>[Ţĥé ŵöŕð ļîšţš çöûļð ñöţ ƀé šåṽéð: {error} ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
    </context>
    <context>
        <name>NewGameForm</name>
        <message>
            <source>New game</source>
            <translation>[Ñéŵ ĝåɱé ~~~]</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>[Ĝåɱé ~~]</translation>
        </message>
        <message>
            <source>The game to play</source>
            <translation>[Ţĥé ĝåɱé ţö þļåý ~~~~~~]</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>[Þļåýéŕš ~~~]</translation>
        </message>
        <message>
            <source>Number of players</source>
            <translation>[Ñûɱƀéŕ öƒ þļåýéŕš ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>[Öþţîöñš ~~~]</translation>
        </message>
        <message>
            <source>Seed</source>
            <translation>[Šééð ~~]</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>[Ŕåñðöɱ ~~]</translation>
        </message>
        <message>
            <source>Enter a number to replay the same shuffle again; leave blank for a fresh game.</source>
            <translation>[Éñţéŕ å ñûɱƀéŕ ţö ŕéþļåý ţĥé šåɱé šĥûƒƒļé åĝåîñ; ļéåṽé ƀļåñķ ƒöŕ å ƒŕéšĥ ĝåɱé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]</translation>
        </message>
        <message>
            <source>Leave blank for a fresh shuffle; the same number deals the same game.</source>
            <translation>[Ļéåṽé ƀļåñķ ƒöŕ å ƒŕéšĥ šĥûƒƒļé; ţĥé šåɱé ñûɱƀéŕ ðéåļš ţĥé šåɱé ĝåɱé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
    </context>
    <context>
        <name>SettingsForm</name>
        <message>
            <source>Look</source>
            <translation>[Ļööķ ~~]</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>[Ţĥéɱé ~~]</translation>
        </message>
        <message>
            <source>Light: a green felt table. Dark: a slate table, easier on the eyes at night.</source>
            <translation>[Ļîĝĥţ: å ĝŕééñ ƒéļţ ţåƀļé. Ðåŕķ: å šļåţé ţåƀļé, éåšîéŕ öñ ţĥé éýéš åţ ñîĝĥţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Colour-blind-friendly colours</source>
            <translation>[Çöļöûŕ-ƀļîñð-ƒŕîéñðļý çöļöûŕš ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Colours that stay distinct for the common kinds of colour blindness; shapes and symbols always differ too.</source>
            <translation>[Çöļöûŕš ţĥåţ šţåý ðîšţîñçţ ƒöŕ ţĥé çöɱɱöñ ķîñðš öƒ çöļöûŕ ƀļîñðñéšš; šĥåþéš åñð šýɱƀöļš åļŵåýš ðîƒƒéŕ ţöö. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Motion</source>
            <translation>[Ṁöţîöñ ~~]</translation>
        </message>
        <message>
            <source>Animation speed</source>
            <translation>[Åñîɱåţîöñ šþééð ~~~~~~]</translation>
        </message>
        <message>
            <source>How fast tiles, cards and dice move.</source>
            <translation>[Ĥöŵ ƒåšţ ţîļéš, çåŕðš åñð ðîçé ɱöṽé. ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Bot speed</source>
            <translation>[Ɓöţ šþééð ~~~~]</translation>
        </message>
        <message>
            <source>The pause between a bot's steps, so you can follow its move.</source>
            <translation>[Ţĥé þåûšé ƀéţŵééñ å ƀöţ'š šţéþš, šö ýöû çåñ ƒöļļöŵ îţš ɱöṽé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
        <message>
            <source>Reduce motion (no animations or effects)</source>
            <translation>[Ŕéðûçé ɱöţîöñ (ñö åñîɱåţîöñš öŕ éƒƒéçţš) ~~~~~~ ~~~~~~ ~~~~]</translation>
        </message>
        <message>
            <source>Pieces jump straight to their place and celebrations are skipped.</source>
            <translation>[Þîéçéš ĵûɱþ šţŕåîĝĥţ ţö ţĥéîŕ þļåçé åñð çéļéƀŕåţîöñš åŕé šķîþþéð. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>[Ļåñĝûåĝé ~~~]</translation>
        </message>
        <message>
            <source>The language of the app. System follows your computer's language when the app speaks it, and English otherwise.</source>
            <translation>[Ţĥé ļåñĝûåĝé öƒ ţĥé åþþ. Šýšţéɱ ƒöļļöŵš ýöûŕ çöɱþûţéŕ'š ļåñĝûåĝé ŵĥéñ ţĥé åþþ šþéåķš îţ, åñð Éñĝļîšĥ öţĥéŕŵîšé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]</translation>
        </message>
        <message>
            <source>Changes show at once; Cancel puts things back.</source>
            <translation>[Çĥåñĝéš šĥöŵ åţ öñçé; Çåñçéļ þûţš ţĥîñĝš ƀåçķ. ~~~~~~ ~~~~~~ ~~~~~~]</translation>
        </message>
    </context>
</TS>
