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
