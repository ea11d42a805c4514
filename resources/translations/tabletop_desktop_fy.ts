<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fy_NL" sourcelanguage="en">
    <context>
        <name>quiddler</name>
        <message>
            <source>Take the {card} from the discard pile: then you can go out with {words}.</source>
            <translation>Pak de {card} fan 'e ôflisstapel: dan kinst do útgean mei {words}.</translation>
        </message>
        <message>
            <source>Take the {card} from the discard pile: it helps make {words}.</source>
            <translation>Pak de {card} fan 'e ôflisstapel: dy helpt om {words} te meitsjen.</translation>
        </message>
        <message>
            <source>Draw from the draw pile: the discard pile is empty.</source>
            <translation>Lûk fan 'e lûkstapel: de ôflisstapel is leech.</translation>
        </message>
        <message>
            <source>Draw from the draw pile: the {card} on the discard pile does not help your words.</source>
            <translation>Lûk fan 'e lûkstapel: de {card} op 'e ôflisstapel helpt dyn wurden net.</translation>
        </message>
        <message>
            <source>You can go out: {words} ({points} points), discarding {card}. The words are in the rows: press Go out (G).</source>
            <translation>Do kinst útgean: {words} ({points} punten), en {card} ôflizze. De wurden steane yn 'e rigen: druk op Útgean (G).</translation>
        </message>
        <message>
            <source>No word can be made from these cards: discard your dearest card.</source>
            <translation>Mei dizze kaarten is gjin wurd te meitsjen: lis dyn djoerste kaart ôf.</translation>
        </message>
        <message>
            <source>No word can be laid down: discard {card} ({points} points this round) — double-click it to finish.</source>
            <translation>Der kin gjin wurd dellein wurde: lis {card} ôf ({points} punten dizze ronde) — dûbelklik derop om te einigjen.</translation>
        </message>
        <message>
            <source>Lay down {words} and discard {card} ({points} points this round): the words are in the rows, so double-click the {card} to finish.</source>
            <translation>Lis {words} del en lis {card} ôf ({points} punten dizze ronde): de wurden steane yn 'e rigen, dus dûbelklik op 'e {card} om te einigjen.</translation>
        </message>
        <message>
            <source>No way to go out yet. Keep building {words} and discard {card}.</source>
            <translation>Noch gjin manier om út te gean. Bou fierder oan {words} en lis {card} ôf.</translation>
        </message>
        <message>
            <source>No word yet: discard {card}.</source>
            <translation>Noch gjin wurd: lis {card} ôf.</translation>
        </message>
        <message>
            <source>words</source>
            <translation>wurden</translation>
        </message>
        <message>
            <source>You laid down {word}, a word of {points} points, in round {round}</source>
            <translation>Do hast {word} dellein, in wurd fan {points} punten, yn ronde {round}</translation>
        </message>
        <message>
            <source>{name} laid down {word}, a word of {points} points, in round {round}</source>
            <translation>{name} hat {word} dellein, in wurd fan {points} punten, yn ronde {round}</translation>
        </message>
        <message>
            <source>After {rounds} rounds you have the most points.</source>
            <translation>Nei {rounds} rondes hast do de measte punten.</translation>
        </message>
        <message>
            <source>After {rounds} rounds {name} has the most points.</source>
            <translation>Nei {rounds} rondes hat {name} de measte punten.</translation>
        </message>
        <message>
            <source>After {rounds} rounds {names} share the most points.</source>
            <translation>Nei {rounds} rondes diele {names} de measte punten.</translation>
        </message>
        <message>
            <source>You drew from the draw pile.</source>
            <translation>Do hast fan 'e lûkstapel lutsen.</translation>
        </message>
        <message>
            <source>{name} drew from the draw pile.</source>
            <translation>{name} hat fan 'e lûkstapel lutsen.</translation>
        </message>
        <message>
            <source>You took {card} from the discard pile.</source>
            <translation>Do hast {card} fan 'e ôflisstapel pakt.</translation>
        </message>
        <message>
            <source>{name} took {card} from the discard pile.</source>
            <translation>{name} hat {card} fan 'e ôflisstapel pakt.</translation>
        </message>
        <message>
            <source>You took a card from the discard pile.</source>
            <translation>Do hast in kaart fan 'e ôflisstapel pakt.</translation>
        </message>
        <message>
            <source>{name} took a card from the discard pile.</source>
            <translation>{name} hat in kaart fan 'e ôflisstapel pakt.</translation>
        </message>
        <message>
            <source>You discarded {card}.</source>
            <translation>Do hast {card} ôflein.</translation>
        </message>
        <message>
            <source>{name} discarded {card}.</source>
            <translation>{name} hat {card} ôflein.</translation>
        </message>
        <message>
            <source>You went out with {words} ({points} points) and discarded {card}.</source>
            <translation>Do bist útgien mei {words} ({points} punten) en hast {card} ôflein.</translation>
        </message>
        <message>
            <source>{name} went out with {words} ({points} points) and discarded {card}.</source>
            <translation>{name} is útgien mei {words} ({points} punten) en hat {card} ôflein.</translation>
        </message>
        <message>
            <source>You laid down {words} ({points} points) on your last turn and discarded {card}.</source>
            <translation>Do hast yn dyn lêste beurt {words} ({points} punten) dellein en {card} ôflein.</translation>
        </message>
        <message>
            <source>{name} laid down {words} ({points} points) on their last turn and discarded {card}.</source>
            <translation>{name} hat yn 'e lêste beurt {words} ({points} punten) dellein en {card} ôflein.</translation>
        </message>
        <message>
            <source>You laid down no word on your last turn and discarded {card}.</source>
            <translation>Do hast yn dyn lêste beurt gjin wurd dellein en {card} ôflein.</translation>
        </message>
        <message>
            <source>{name} laid down no word on their last turn and discarded {card}.</source>
            <translation>{name} hat yn 'e lêste beurt gjin wurd dellein en {card} ôflein.</translation>
        </message>
        <message>
            <source>You have 1 card left (−{points}).</source>
            <translation>Do hast noch 1 kaart oer (−{points}).</translation>
        </message>
        <message>
            <source>{name} has 1 card left (−{points}).</source>
            <translation>{name} hat noch 1 kaart oer (−{points}).</translation>
        </message>
        <message>
            <source>You have {count} cards left (−{points}).</source>
            <translation>Do hast noch {count} kaarten oer (−{points}).</translation>
        </message>
        <message>
            <source>{name} has {count} cards left (−{points}).</source>
            <translation>{name} hat noch {count} kaarten oer (−{points}).</translation>
        </message>
        <message>
            <source>You have no card left.</source>
            <translation>Do hast gjin kaart oer.</translation>
        </message>
        <message>
            <source>{name} has no card left.</source>
            <translation>{name} hat gjin kaart oer.</translation>
        </message>
        <message>
            <source>You moved.</source>
            <translation>Do hast in set dien.</translation>
        </message>
        <message>
            <source>{name} moved.</source>
            <translation>{name} hat in set dien.</translation>
        </message>
        <message>
            <source>Round {round} is over: {scores}.</source>
            <translation>Ronde {round} is út: {scores}.</translation>
        </message>
        <message>
            <source>you {points} (total {total})</source>
            <translation>do {points} (totaal {total})</translation>
        </message>
        <message>
            <source>{name} {points} (total {total})</source>
            <translation>{name} {points} (totaal {total})</translation>
        </message>
        <message>
            <source>Your last move ended the round, and the next one was dealt, so it can't be undone: moves can be undone once nothing is drawn after them.</source>
            <translation>Dyn lêste set hat de ronde einige en de folgjende is al útdield, dus dy kin net ûngedien makke wurde: in set kin ûngedien makke wurde salang't der dêrnei neat lutsen is.</translation>
        </message>
        <message>
            <source>A new round was dealt after your move, so it can't be undone: moves can be undone once nothing is drawn after them.</source>
            <translation>Nei dyn set is der in nije ronde útdield, dus dy kin net ûngedien makke wurde: in set kin ûngedien makke wurde salang't der dêrnei neat lutsen is.</translation>
        </message>
        <message>
            <source>Your last move ended the round, and the next one was dealt, so it can't be undone.</source>
            <translation>Dyn lêste set hat de ronde einige en de folgjende is al útdield, dus dy kin net ûngedien makke wurde.</translation>
        </message>
        <message>
            <source>Your last move drew a card from the draw pile, so it can't be undone: moves can be undone once nothing is drawn after them.</source>
            <translation>By dyn lêste set is der in kaart fan 'e lûkstapel lutsen, dus dy kin net ûngedien makke wurde: in set kin ûngedien makke wurde salang't der dêrnei neat lutsen is.</translation>
        </message>
        <message>
            <source>Another player drew from the draw pile after your move, so it can't be undone: moves can be undone once nothing is drawn after them.</source>
            <translation>In oare spiler hat nei dyn set fan 'e lûkstapel lutsen, dus dy kin net ûngedien makke wurde: in set kin ûngedien makke wurde salang't der dêrnei neat lutsen is.</translation>
        </message>
        <message>
            <source>Your last move drew a card from the draw pile, so it can't be undone.</source>
            <translation>By dyn lêste set is der in kaart fan 'e lûkstapel lutsen, dus dy kin net ûngedien makke wurde.</translation>
        </message>
        <message>
            <source>Word list</source>
            <translation>Wurdlist</translation>
        </message>
        <message>
            <source>Which words count. A smaller list makes a gentler game; people and bots are judged by the same list.</source>
            <translation>Hokker wurden telle. In lytsere list makket in myldere spul; minsken en bots wurde neffens deselde list beoardiele.</translation>
        </message>
        <message>
            <source>Common words (smaller list)</source>
            <translation>Gewoane wurden (lytsere list)</translation>
        </message>
        <message>
            <source>Standard English words</source>
            <translation>Standert Ingelske wurden</translation>
        </message>
        <message>
            <source>Full list, with rare words</source>
            <translation>Folsleine list, mei seldsume wurden</translation>
        </message>
        <message>
            <source>My own imported list</source>
            <translation>Myn eigen ymportearre list</translation>
        </message>
        <message>
            <source>No going out on the first turn</source>
            <translation>Net útgean yn 'e earste beurt</translation>
        </message>
        <message>
            <source>Nobody may go out on their first turn of a round.</source>
            <translation>Gjinien mei útgean yn syn earste beurt fan in ronde.</translation>
        </message>
        <message>
            <source>Bonuses with 2 players</source>
            <translation>Bonussen mei 2 spilers</translation>
        </message>
        <message>
            <source>With 2 players only: play with both 10-point bonuses or only one of them. With 3 or more players both bonuses always count.</source>
            <translation>Allinnich mei 2 spilers: spylje mei beide bonussen fan 10 punten of mei mar ien dêrfan. Mei 3 of mear spilers telle altyd beide bonussen.</translation>
        </message>
        <message>
            <source>Longest word and most words</source>
            <translation>Langste wurd en measte wurden</translation>
        </message>
        <message>
            <source>Longest word only</source>
            <translation>Allinnich langste wurd</translation>
        </message>
        <message>
            <source>Most words only</source>
            <translation>Allinnich measte wurden</translation>
        </message>
        <message>
            <source>Imported word list</source>
            <translation>Ymportearre wurdlist</translation>
        </message>
        <message>
            <source>House words allowed</source>
            <translation>Húswurden tastien</translation>
        </message>
        <message>
            <source>House words refused</source>
            <translation>Húswurden wegere</translation>
        </message>
        <message>
            <source>Easy</source>
            <comment>a bot level</comment>
            <translation>Maklik</translation>
        </message>
        <message>
            <source>Knows only everyday words and plays what it sees, like a new player.</source>
            <translation>Ken allinnich deistige wurden en spilet wat er sjocht, lykas in nije spiler.</translation>
        </message>
        <message>
            <source>Medium</source>
            <comment>a bot level</comment>
            <translation>Middel</translation>
        </message>
        <message>
            <source>Knows the whole word list; goes out as soon as it can and keeps the cards that score.</source>
            <translation>Ken de hiele wurdlist; giet út sa gau't er kin en hâldt de kaarten dy't skoare.</translation>
        </message>
        <message>
            <source>Hard</source>
            <comment>a bot level</comment>
            <translation>Dreech</translation>
        </message>
        <message>
            <source>Counts cards, watches what its discard gives away, waits for a better go-out and chases the bonuses.</source>
            <translation>Telt kaarten, let op wat syn ôflizkaart ferriedt, wachtet op in better útgean en jaget op de bonussen.</translation>
        </message>
        <message>
            <source>Turn your hand of letter cards into words and go out first.</source>
            <translation>Meitsje wurden fan 'e letterkaarten yn dyn hân en gean as earste út.</translation>
        </message>
        <message>
            <source>an {card} card</source>
            <comment>a card whose letter's name starts with a vowel sound</comment>
            <translation>{card}-kaart</translation>
        </message>
        <message>
            <source>a {card} card</source>
            <translation>{card}-kaart</translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <comment>a list of cards</comment>
            <translation>{first} en {last}</translation>
        </message>
        <message>
            <source>{first}, {rest}</source>
            <comment>a list of three or more cards</comment>
            <translation>{first}, {rest}</translation>
        </message>
        <message>
            <source>{card} is not a Quiddler card.</source>
            <translation>{card} is gjin Quiddler-kaart.</translation>
        </message>
        <message>
            <source>You don't have another {card} card.</source>
            <translation>Do hast net noch in {card}-kaart.</translation>
        </message>
        <message>
            <source>You don't have {card}.</source>
            <translation>Do hast gjin {card}.</translation>
        </message>
        <message>
            <source>An empty row is not a word.</source>
            <translation>In lege rige is gjin wurd.</translation>
        </message>
        <message>
            <source>The {card} card alone is not a word: every word needs at least 2 cards.</source>
            <translation>De {card}-kaart allinnich is gjin wurd: elk wurd hat op syn minst 2 kaarten nedich.</translation>
        </message>
        <message>
            <source>{card} alone is not a word: every word needs at least 2 cards.</source>
            <translation>{card} allinnich is gjin wurd: elk wurd hat op syn minst 2 kaarten nedich.</translation>
        </message>
        <message>
            <source>{word} is not in the word list.</source>
            <translation>{word} stiet net yn 'e wurdlist.</translation>
        </message>
        <message>
            <source>The {cards} card is not used: every card but your discard must be in a word.</source>
            <translation>De {cards}-kaart wurdt net brûkt: elke kaart útsein dyn ôflizkaart moat yn in wurd sitte.</translation>
        </message>
        <message>
            <source>The {cards} cards are not used: every card but your discard must be in a word.</source>
            <translation>De kaarten {cards} wurde net brûkt: elke kaart útsein dyn ôflizkaart moat yn in wurd sitte.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>It spul is út.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Do bist net oan 'e beurt.</translation>
        </message>
        <message>
            <source>You have already drawn a card this turn: now discard one.</source>
            <translation>Do hast dizze beurt al in kaart lutsen: lis der no ien ôf.</translation>
        </message>
        <message>
            <source>The draw pile is empty.</source>
            <translation>De lûkstapel is leech.</translation>
        </message>
        <message>
            <source>The discard pile is empty.</source>
            <translation>De ôflisstapel is leech.</translation>
        </message>
        <message>
            <source>Draw from the draw pile or the discard pile.</source>
            <translation>Lûk fan 'e lûkstapel of fan 'e ôflisstapel.</translation>
        </message>
        <message>
            <source>Draw a card first, from the draw pile or the discard pile.</source>
            <translation>Lûk earst in kaart, fan 'e lûkstapel of fan 'e ôflisstapel.</translation>
        </message>
        <message>
            <source>This is your last turn: lay down the words you can (or none), then discard.</source>
            <translation>Dit is dyn lêste beurt: lis de wurden del dy'tst kinst (of gjin), en lis dan ôf.</translation>
        </message>
        <message>
            <source>Those are not words.</source>
            <translation>Dat binne gjin wurden.</translation>
        </message>
        <message>
            <source>Someone has already gone out: this is your last turn.</source>
            <translation>Immen is al útgien: dit is dyn lêste beurt.</translation>
        </message>
        <message>
            <source>Going out on your first turn of a round is not allowed in this game.</source>
            <translation>Útgean yn dyn earste beurt fan in ronde mei net yn dit spul.</translation>
        </message>
        <message>
            <source>Nobody has gone out yet: discard, or go out.</source>
            <translation>Noch gjinien is útgien: lis ôf, of gean út.</translation>
        </message>
        <message>
            <source>That is not a Quiddler move.</source>
            <translation>Dat is gjin Quiddler-set.</translation>
        </message>
        <message>
            <source>After {rounds} rounds Player {number} has the most points.</source>
            <translation>Nei {rounds} rondes hat Spiler {number} de measte punten.</translation>
        </message>
        <message>
            <source>After {rounds} rounds {count} players share the most points.</source>
            <translation>Nei {rounds} rondes diele {count} spilers de measte punten.</translation>
        </message>
    </context>
    <context>
        <name>qwirkle</name>
        <message>
            <source>There is nothing to decide now.</source>
            <translation>Der is no neat te besluten.</translation>
        </message>
        <message>
            <source>Hint: no tile fits and the bag is empty, so pass (P).</source>
            <translation>Tip: gjin stien past en de bûdel is leech, dus pas (P).</translation>
        </message>
        <message>
            <source>1 point</source>
            <translation>1 punt</translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>%n punt</numerusform>
                <numerusform>%n punten</numerusform>
            </translation>
        </message>
        <message>
            <source>Hint: {tiles} for {points}, shown faintly on the table. Press Place the hint (H) or click a faint tile to lay it out.</source>
            <translation>Tip: {tiles} foar {points}, flau te sjen op 'e tafel. Druk op Tip lizze (H) of klik op in flauwe stien om de tip del te lizzen.</translation>
        </message>
        <message>
            <source>Hint: no placement is worth much; exchange {tiles}. Press Place the hint (H) to mark them for the exchange.</source>
            <translation>Tip: gjin inkelde set is folle wurdich; wikselje {tiles}. Druk op Tip lizze (H) om se foar it wikseljen te markearjen.</translation>
        </message>
        <message>
            <source>That would leave 1 empty cell between your tiles, more than the {left} left in your rack can fill.</source>
            <translation>Dan soe der 1 leech fak tusken dyn stiennen bliuwe, mear as de {left} dy't noch op dyn plankje lizze folje kinne.</translation>
        </message>
        <message numerus="yes">
            <source>That would leave %n empty cells between your tiles, more than the {left} left in your rack can fill.</source>
            <translation>
                <numerusform>Dan soe der %n leech fak tusken dyn stiennen bliuwe, mear as de {left} dy't noch op dyn plankje lizze folje kinne.</numerusform>
                <numerusform>Dan soene der %n lege fakken tusken dyn stiennen bliuwe, mear as de {left} dy't noch op dyn plankje lizze folje kinne.</numerusform>
            </translation>
        </message>
        <message>
            <source>No tile left in your rack could fill the gap that would leave.</source>
            <translation>Gjin stien dy't noch op dyn plankje leit, kin it gat folje dat dan bliuwe soe.</translation>
        </message>
        <message>
            <source>First move</source>
            <translation>Earste set</translation>
        </message>
        <message>
            <source>Who starts, and what they must play.</source>
            <translation>Wa't begjint, en wat dy spylje moat.</translation>
        </message>
        <message>
            <source>By the rules: the largest group starts and must play it</source>
            <translation>Neffens de regels: de grutste groep begjint en moat dy spylje</translation>
        </message>
        <message>
            <source>Random starter, free first move</source>
            <translation>Begjinner by lotting, frije earste set</translation>
        </message>
        <message>
            <source>Starting player</source>
            <translation>Begjinspiler</translation>
        </message>
        <message>
            <source>Pick who starts, or let the rules decide (-1).</source>
            <translation>Kies wa't begjint, of lit de regels beslute (-1).</translation>
        </message>
        <message>
            <source>Allow undoing a move</source>
            <translation>Ûngedien meitsje fan in set tastean</translation>
        </message>
        <message>
            <source>Playing alone against bots, you may undo your last move at any time; if tiles were drawn since, the game then counts as practice. With another person at the table, a move can be undone only while no tile was drawn from the bag after it.</source>
            <translation>Ast allinnich tsjin bots spilest, meist do dyn lêste set altyd ûngedien meitsje; as der sûnt stiennen pakt binne, telt it spul dan as oefenspul. Mei in oar minske oan 'e tafel kin in set allinnich ûngedien makke wurde salang't der dêrnei gjin stien út 'e bûdel pakt is.</translation>
        </message>
        <message>
            <source>Beginner</source>
            <comment>a bot level</comment>
            <translation>Begjinner</translation>
        </message>
        <message>
            <source>Plays sensible single tiles, like a new player.</source>
            <translation>Spilet ferstannige losse stiennen, lykas in nije spiler.</translation>
        </message>
        <message>
            <source>Casual</source>
            <comment>a bot level</comment>
            <translation>Ûntspannen</translation>
        </message>
        <message>
            <source>Always takes the highest score available this turn.</source>
            <translation>Nimt altyd de heechste skoare dy't dizze beurt te heljen is.</translation>
        </message>
        <message>
            <source>Strong</source>
            <comment>a bot level</comment>
            <translation>Sterk</translation>
        </message>
        <message>
            <source>Scores well and thinks about the tiles it keeps and the lines it leaves open.</source>
            <translation>Skoart goed en tinkt nei oer de stiennen dy't er hâldt en de linen dy't er iepen lit.</translation>
        </message>
        <message>
            <source>Expert</source>
            <comment>a bot level</comment>
            <translation>Ekspert</translation>
        </message>
        <message>
            <source>Looks ahead over the tiles it cannot see before choosing its move.</source>
            <translation>Sjocht foarút nei de stiennen dy't er net sjen kin, foardat er syn set kiest.</translation>
        </message>
        <message>
            <source>Match colours and shapes in lines of tiles; complete a line of six for a Qwirkle.</source>
            <translation>Pas kleuren en foarmen by elkoar yn linen fan stiennen; meitsje in line fan seis fol foar in Qwirkle.</translation>
        </message>
        <message>
            <source>Leave no gaps: every cell between your tiles must hold a tile.</source>
            <translation>Lit gjin gatten: yn elk fak tusken dyn stiennen moat in stien lizze.</translation>
        </message>
        <message>
            <source>A line holds at most 6 tiles; this row would hold {count}.</source>
            <translation>In line hat op syn heechst 6 stiennen; dizze rige soe der {count} hawwe.</translation>
        </message>
        <message>
            <source>A line holds at most 6 tiles; this column would hold {count}.</source>
            <translation>In line hat op syn heechst 6 stiennen; dizze kolom soe der {count} hawwe.</translation>
        </message>
        <message>
            <source>That tile doesn't fit: the row already has {tile}.</source>
            <translation>Dy stien past net: yn 'e rige leit al {tile}.</translation>
        </message>
        <message>
            <source>That tile doesn't fit: the column already has {tile}.</source>
            <translation>Dy stien past net: yn 'e kolom leit al {tile}.</translation>
        </message>
        <message>
            <source>That tile doesn't fit: the row is all {colour}, and {tile} is not.</source>
            <translation>Dy stien past net: de rige is hielendal {colour}, en {tile} net.</translation>
        </message>
        <message>
            <source>That tile doesn't fit: the column is all {colour}, and {tile} is not.</source>
            <translation>Dy stien past net: de kolom is hielendal {colour}, en {tile} net.</translation>
        </message>
        <message>
            <source>That tile doesn't fit: the row is all {shapes}, and {tile} is not.</source>
            <translation>Dy stien past net: de rige hat allinnich {shapes}, en {tile} is dat net.</translation>
        </message>
        <message>
            <source>That tile doesn't fit: the column is all {shapes}, and {tile} is not.</source>
            <translation>Dy stien past net: de kolom hat allinnich {shapes}, en {tile} is dat net.</translation>
        </message>
        <message>
            <source>That tile doesn't fit: a row shares one colour or one shape, and {first} and {second} share neither.</source>
            <translation>Dy stien past net: yn in rige hawwe de stiennen ien kleur of ien foarm mienskiplik, en {first} en {second} hawwe gjin fan beide mienskiplik.</translation>
        </message>
        <message>
            <source>That tile doesn't fit: a column shares one colour or one shape, and {first} and {second} share neither.</source>
            <translation>Dy stien past net: yn in kolom hawwe de stiennen ien kleur of ien foarm mienskiplik, en {first} en {second} hawwe gjin fan beide mienskiplik.</translation>
        </message>
        <message>
            <source>Place at least one tile.</source>
            <translation>Lis op syn minst ien stien.</translation>
        </message>
        <message>
            <source>Two tiles can't go on the same cell.</source>
            <translation>Twa stiennen kinne net op itselde fak.</translation>
        </message>
        <message>
            <source>That cell already holds a tile.</source>
            <translation>Op dat fak leit al in stien.</translation>
        </message>
        <message>
            <source>Tiles placed in one turn must lie in one row or one column.</source>
            <translation>Stiennen dy't yn ien beurt lein wurde, moatte yn ien rige of ien kolom lizze.</translation>
        </message>
        <message>
            <source>1 tile</source>
            <translation>1 stien</translation>
        </message>
        <message numerus="yes">
            <source>%n tiles</source>
            <translation>
                <numerusform>%n stien</numerusform>
                <numerusform>%n stiennen</numerusform>
            </translation>
        </message>
        <message>
            <source>Your first move must be your largest group: {tiles}.</source>
            <translation>Dyn earste set moat dyn grutste groep wêze: {tiles}.</translation>
        </message>
        <message>
            <source>Place next to a tile already on the table.</source>
            <translation>Lis neist in stien dy't al op 'e tafel leit.</translation>
        </message>
        <message>
            <source>You placed {tiles} for {points} ({which}).</source>
            <translation>Do hast {tiles} lein foar {points} ({which}).</translation>
        </message>
        <message>
            <source>{name} placed {tiles} for {points} ({which}).</source>
            <translation>{name} hat {tiles} lein foar {points} ({which}).</translation>
        </message>
        <message>
            <source>You placed {tiles} for {points} ({which}): a Qwirkle!</source>
            <translation>Do hast {tiles} lein foar {points} ({which}): in Qwirkle!</translation>
        </message>
        <message>
            <source>{name} placed {tiles} for {points} ({which}): a Qwirkle!</source>
            <translation>{name} hat {tiles} lein foar {points} ({which}): in Qwirkle!</translation>
        </message>
        <message>
            <source>You placed {tiles} for {points} ({which}): {count} Qwirkles!</source>
            <translation>Do hast {tiles} lein foar {points} ({which}): {count} Qwirkles!</translation>
        </message>
        <message>
            <source>{name} placed {tiles} for {points} ({which}): {count} Qwirkles!</source>
            <translation>{name} hat {tiles} lein foar {points} ({which}): {count} Qwirkles!</translation>
        </message>
        <message>
            <source>You placed {tiles}.</source>
            <translation>Do hast {tiles} lein.</translation>
        </message>
        <message>
            <source>{name} placed {tiles}.</source>
            <translation>{name} hat {tiles} lein.</translation>
        </message>
        <message>
            <source>You exchanged {tiles}.</source>
            <translation>Do hast {tiles} wiksele.</translation>
        </message>
        <message>
            <source>{name} exchanged {tiles}.</source>
            <translation>{name} hat {tiles} wiksele.</translation>
        </message>
        <message>
            <source>You passed.</source>
            <translation>Do hast past.</translation>
        </message>
        <message>
            <source>{name} passed.</source>
            <translation>{name} hat past.</translation>
        </message>
        <message>
            <source>You moved.</source>
            <translation>Do hast in set dien.</translation>
        </message>
        <message>
            <source>{name} moved.</source>
            <translation>{name} hat in set dien.</translation>
        </message>
        <message>
            <source>That is not a Qwirkle tile.</source>
            <translation>Dat is gjin Qwirkle-stien.</translation>
        </message>
        <message>
            <source>You don't have another {tile}.</source>
            <translation>Do hast net noch in {tile}.</translation>
        </message>
        <message>
            <source>You don't have a {tile}.</source>
            <translation>Do hast gjin {tile}.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>It spul is út.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Do bist net oan 'e beurt.</translation>
        </message>
        <message>
            <source>Those are not cells on the table.</source>
            <translation>Dat binne gjin fakken op 'e tafel.</translation>
        </message>
        <message>
            <source>Choose at least one tile to exchange.</source>
            <translation>Kies op syn minst ien stien om te wikseljen.</translation>
        </message>
        <message>
            <source>The bag is empty, so tiles can't be exchanged.</source>
            <translation>De bûdel is leech, dus stiennen kinne net wiksele wurde.</translation>
        </message>
        <message>
            <source>The bag holds only {tiles}, so you can exchange at most that many.</source>
            <translation>Yn 'e bûdel sitte mar {tiles}, dus do kinst op syn heechst safolle wikselje.</translation>
        </message>
        <message>
            <source>You can't pass while the bag has tiles: exchange instead.</source>
            <translation>Do kinst net passe salang't der stiennen yn 'e bûdel sitte: wikselje ynstee.</translation>
        </message>
        <message>
            <source>You can still place a tile, so you can't pass.</source>
            <translation>Do kinst noch in stien lizze, dus do kinst net passe.</translation>
        </message>
        <message>
            <source>Choose which tiles to exchange, not only how many.</source>
            <translation>Kies hokker stiennen do wikselje wolst, net allinnich hoefolle.</translation>
        </message>
        <message>
            <source>That is not a Qwirkle move.</source>
            <translation>Dat is gjin Qwirkle-set.</translation>
        </message>
        <message>
            <source>Player {number} placed their last tile (+6).</source>
            <translation>Spiler {number} hat syn lêste stien lein (+6).</translation>
        </message>
        <message>
            <source>The bag is empty and no one can place a tile.</source>
            <translation>De bûdel is leech en gjinien kin in stien lizze.</translation>
        </message>
        <message>
            <source>{sentence} Last tile placed: +{bonus}.</source>
            <translation>{sentence} Lêste stien lein: +{bonus}.</translation>
        </message>
        <message>
            <source>red circle</source>
            <comment>a tile</comment>
            <translation>reade sirkel</translation>
        </message>
        <message>
            <source>red square</source>
            <comment>a tile</comment>
            <translation>read fjouwerkant</translation>
        </message>
        <message>
            <source>red diamond</source>
            <comment>a tile</comment>
            <translation>reade rút</translation>
        </message>
        <message>
            <source>red clover</source>
            <comment>a tile</comment>
            <translation>reade klaver</translation>
        </message>
        <message>
            <source>red 4-point star</source>
            <comment>a tile</comment>
            <translation>reade 4-puntige stjer</translation>
        </message>
        <message>
            <source>red 8-point star</source>
            <comment>a tile</comment>
            <translation>reade 8-puntige stjer</translation>
        </message>
        <message>
            <source>orange circle</source>
            <comment>a tile</comment>
            <translation>oranje sirkel</translation>
        </message>
        <message>
            <source>orange square</source>
            <comment>a tile</comment>
            <translation>oranje fjouwerkant</translation>
        </message>
        <message>
            <source>orange diamond</source>
            <comment>a tile</comment>
            <translation>oranje rút</translation>
        </message>
        <message>
            <source>orange clover</source>
            <comment>a tile</comment>
            <translation>oranje klaver</translation>
        </message>
        <message>
            <source>orange 4-point star</source>
            <comment>a tile</comment>
            <translation>oranje 4-puntige stjer</translation>
        </message>
        <message>
            <source>orange 8-point star</source>
            <comment>a tile</comment>
            <translation>oranje 8-puntige stjer</translation>
        </message>
        <message>
            <source>yellow circle</source>
            <comment>a tile</comment>
            <translation>giele sirkel</translation>
        </message>
        <message>
            <source>yellow square</source>
            <comment>a tile</comment>
            <translation>giel fjouwerkant</translation>
        </message>
        <message>
            <source>yellow diamond</source>
            <comment>a tile</comment>
            <translation>giele rút</translation>
        </message>
        <message>
            <source>yellow clover</source>
            <comment>a tile</comment>
            <translation>giele klaver</translation>
        </message>
        <message>
            <source>yellow 4-point star</source>
            <comment>a tile</comment>
            <translation>giele 4-puntige stjer</translation>
        </message>
        <message>
            <source>yellow 8-point star</source>
            <comment>a tile</comment>
            <translation>giele 8-puntige stjer</translation>
        </message>
        <message>
            <source>green circle</source>
            <comment>a tile</comment>
            <translation>griene sirkel</translation>
        </message>
        <message>
            <source>green square</source>
            <comment>a tile</comment>
            <translation>grien fjouwerkant</translation>
        </message>
        <message>
            <source>green diamond</source>
            <comment>a tile</comment>
            <translation>griene rút</translation>
        </message>
        <message>
            <source>green clover</source>
            <comment>a tile</comment>
            <translation>griene klaver</translation>
        </message>
        <message>
            <source>green 4-point star</source>
            <comment>a tile</comment>
            <translation>griene 4-puntige stjer</translation>
        </message>
        <message>
            <source>green 8-point star</source>
            <comment>a tile</comment>
            <translation>griene 8-puntige stjer</translation>
        </message>
        <message>
            <source>blue circle</source>
            <comment>a tile</comment>
            <translation>blauwe sirkel</translation>
        </message>
        <message>
            <source>blue square</source>
            <comment>a tile</comment>
            <translation>blau fjouwerkant</translation>
        </message>
        <message>
            <source>blue diamond</source>
            <comment>a tile</comment>
            <translation>blauwe rút</translation>
        </message>
        <message>
            <source>blue clover</source>
            <comment>a tile</comment>
            <translation>blauwe klaver</translation>
        </message>
        <message>
            <source>blue 4-point star</source>
            <comment>a tile</comment>
            <translation>blauwe 4-puntige stjer</translation>
        </message>
        <message>
            <source>blue 8-point star</source>
            <comment>a tile</comment>
            <translation>blauwe 8-puntige stjer</translation>
        </message>
        <message>
            <source>purple circle</source>
            <comment>a tile</comment>
            <translation>pearse sirkel</translation>
        </message>
        <message>
            <source>purple square</source>
            <comment>a tile</comment>
            <translation>pears fjouwerkant</translation>
        </message>
        <message>
            <source>purple diamond</source>
            <comment>a tile</comment>
            <translation>pearse rút</translation>
        </message>
        <message>
            <source>purple clover</source>
            <comment>a tile</comment>
            <translation>pearse klaver</translation>
        </message>
        <message>
            <source>purple 4-point star</source>
            <comment>a tile</comment>
            <translation>pearse 4-puntige stjer</translation>
        </message>
        <message>
            <source>purple 8-point star</source>
            <comment>a tile</comment>
            <translation>pearse 8-puntige stjer</translation>
        </message>
        <message>
            <source>a red circle</source>
            <comment>a tile</comment>
            <translation>in reade sirkel</translation>
        </message>
        <message>
            <source>a red square</source>
            <comment>a tile</comment>
            <translation>in read fjouwerkant</translation>
        </message>
        <message>
            <source>a red diamond</source>
            <comment>a tile</comment>
            <translation>in reade rút</translation>
        </message>
        <message>
            <source>a red clover</source>
            <comment>a tile</comment>
            <translation>in reade klaver</translation>
        </message>
        <message>
            <source>a red 4-point star</source>
            <comment>a tile</comment>
            <translation>in reade 4-puntige stjer</translation>
        </message>
        <message>
            <source>a red 8-point star</source>
            <comment>a tile</comment>
            <translation>in reade 8-puntige stjer</translation>
        </message>
        <message>
            <source>an orange circle</source>
            <comment>a tile</comment>
            <translation>in oranje sirkel</translation>
        </message>
        <message>
            <source>an orange square</source>
            <comment>a tile</comment>
            <translation>in oranje fjouwerkant</translation>
        </message>
        <message>
            <source>an orange diamond</source>
            <comment>a tile</comment>
            <translation>in oranje rút</translation>
        </message>
        <message>
            <source>an orange clover</source>
            <comment>a tile</comment>
            <translation>in oranje klaver</translation>
        </message>
        <message>
            <source>an orange 4-point star</source>
            <comment>a tile</comment>
            <translation>in oranje 4-puntige stjer</translation>
        </message>
        <message>
            <source>an orange 8-point star</source>
            <comment>a tile</comment>
            <translation>in oranje 8-puntige stjer</translation>
        </message>
        <message>
            <source>a yellow circle</source>
            <comment>a tile</comment>
            <translation>in giele sirkel</translation>
        </message>
        <message>
            <source>a yellow square</source>
            <comment>a tile</comment>
            <translation>in giel fjouwerkant</translation>
        </message>
        <message>
            <source>a yellow diamond</source>
            <comment>a tile</comment>
            <translation>in giele rút</translation>
        </message>
        <message>
            <source>a yellow clover</source>
            <comment>a tile</comment>
            <translation>in giele klaver</translation>
        </message>
        <message>
            <source>a yellow 4-point star</source>
            <comment>a tile</comment>
            <translation>in giele 4-puntige stjer</translation>
        </message>
        <message>
            <source>a yellow 8-point star</source>
            <comment>a tile</comment>
            <translation>in giele 8-puntige stjer</translation>
        </message>
        <message>
            <source>a green circle</source>
            <comment>a tile</comment>
            <translation>in griene sirkel</translation>
        </message>
        <message>
            <source>a green square</source>
            <comment>a tile</comment>
            <translation>in grien fjouwerkant</translation>
        </message>
        <message>
            <source>a green diamond</source>
            <comment>a tile</comment>
            <translation>in griene rút</translation>
        </message>
        <message>
            <source>a green clover</source>
            <comment>a tile</comment>
            <translation>in griene klaver</translation>
        </message>
        <message>
            <source>a green 4-point star</source>
            <comment>a tile</comment>
            <translation>in griene 4-puntige stjer</translation>
        </message>
        <message>
            <source>a green 8-point star</source>
            <comment>a tile</comment>
            <translation>in griene 8-puntige stjer</translation>
        </message>
        <message>
            <source>a blue circle</source>
            <comment>a tile</comment>
            <translation>in blauwe sirkel</translation>
        </message>
        <message>
            <source>a blue square</source>
            <comment>a tile</comment>
            <translation>in blau fjouwerkant</translation>
        </message>
        <message>
            <source>a blue diamond</source>
            <comment>a tile</comment>
            <translation>in blauwe rút</translation>
        </message>
        <message>
            <source>a blue clover</source>
            <comment>a tile</comment>
            <translation>in blauwe klaver</translation>
        </message>
        <message>
            <source>a blue 4-point star</source>
            <comment>a tile</comment>
            <translation>in blauwe 4-puntige stjer</translation>
        </message>
        <message>
            <source>a blue 8-point star</source>
            <comment>a tile</comment>
            <translation>in blauwe 8-puntige stjer</translation>
        </message>
        <message>
            <source>a purple circle</source>
            <comment>a tile</comment>
            <translation>in pearse sirkel</translation>
        </message>
        <message>
            <source>a purple square</source>
            <comment>a tile</comment>
            <translation>in pears fjouwerkant</translation>
        </message>
        <message>
            <source>a purple diamond</source>
            <comment>a tile</comment>
            <translation>in pearse rút</translation>
        </message>
        <message>
            <source>a purple clover</source>
            <comment>a tile</comment>
            <translation>in pearse klaver</translation>
        </message>
        <message>
            <source>a purple 4-point star</source>
            <comment>a tile</comment>
            <translation>in pearse 4-puntige stjer</translation>
        </message>
        <message>
            <source>a purple 8-point star</source>
            <comment>a tile</comment>
            <translation>in pearse 8-puntige stjer</translation>
        </message>
        <message>
            <source>red</source>
            <comment>a colour: the row is all ...</comment>
            <translation>read</translation>
        </message>
        <message>
            <source>orange</source>
            <comment>a colour: the row is all ...</comment>
            <translation>oranje</translation>
        </message>
        <message>
            <source>yellow</source>
            <comment>a colour: the row is all ...</comment>
            <translation>giel</translation>
        </message>
        <message>
            <source>green</source>
            <comment>a colour: the row is all ...</comment>
            <translation>grien</translation>
        </message>
        <message>
            <source>blue</source>
            <comment>a colour: the row is all ...</comment>
            <translation>blau</translation>
        </message>
        <message>
            <source>purple</source>
            <comment>a colour: the row is all ...</comment>
            <translation>pears</translation>
        </message>
        <message>
            <source>circles</source>
            <comment>shapes: the row is all ...</comment>
            <translation>sirkels</translation>
        </message>
        <message>
            <source>squares</source>
            <comment>shapes: the row is all ...</comment>
            <translation>fjouwerkanten</translation>
        </message>
        <message>
            <source>diamonds</source>
            <comment>shapes: the row is all ...</comment>
            <translation>rúten</translation>
        </message>
        <message>
            <source>clovers</source>
            <comment>shapes: the row is all ...</comment>
            <translation>klavers</translation>
        </message>
        <message>
            <source>4-point stars</source>
            <comment>shapes: the row is all ...</comment>
            <translation>4-puntige stjerren</translation>
        </message>
        <message>
            <source>8-point stars</source>
            <comment>shapes: the row is all ...</comment>
            <translation>8-puntige stjerren</translation>
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
            <translation>{row} {number} (wyt {white} + {row} {die})</translation>
        </message>
        <message>
            <source>Cross the white sum {sum} in {row}, then cross {cross} with a colour die</source>
            <translation>Krusje de wite som {sum} oan yn {row}, en krusje dan {cross} oan mei in kleurdobbelstien</translation>
        </message>
        <message>
            <source>Skip the white sum {sum}, then cross {cross} with a colour die</source>
            <translation>Slach de wite som {sum} oer, en krusje dan {cross} oan mei in kleurdobbelstien</translation>
        </message>
        <message>
            <source>Skip the white sum {sum} and skip the colour cross too (a penalty)</source>
            <translation>Slach de wite som {sum} oer en slach ek it kleurkrús oer (in straf)</translation>
        </message>
        <message>
            <source>Cross the white sum {sum} in {row}</source>
            <translation>Krusje de wite som {sum} oan yn {row}</translation>
        </message>
        <message>
            <source>Skip the white sum {sum}</source>
            <translation>Slach de wite som {sum} oer</translation>
        </message>
        <message>
            <source>Cross {cross}</source>
            <translation>Krusje {cross} oan</translation>
        </message>
        <message>
            <source>Skip the colour cross and take the penalty</source>
            <translation>Slach it kleurkrús oer en nim de straf</translation>
        </message>
        <message>
            <source>Skip the colour cross</source>
            <translation>Slach it kleurkrús oer</translation>
        </message>
        <message>
            <source>Roll the dice.</source>
            <translation>Smyt de dobbelstiennen.</translation>
        </message>
        <message>
            <source>Nothing to decide now.</source>
            <translation>No neat te besluten.</translation>
        </message>
        <message>
            <source>{plan}: every cross on offer costs more in boxes than it brings (expected final score).</source>
            <translation>{plan}: elk krús dat te krijen is, kostet mear fakjes as it opleveret (ferwachte einskoare).</translation>
        </message>
        <message>
            <source>{plan}: every cross on offer costs more in boxes than it brings (expected lead at the end).</source>
            <translation>{plan}: elk krús dat te krijen is, kostet mear fakjes as it opleveret (ferwachte foarsprong oan 'e ein).</translation>
        </message>
        <message>
            <source>{plan}: about {points} points more than skipping (expected final score).</source>
            <translation>{plan}: sa'n {points} punten mear as oerslaan (ferwachte einskoare).</translation>
        </message>
        <message>
            <source>{plan}: about {points} points more than skipping (expected lead at the end).</source>
            <translation>{plan}: sa'n {points} punten mear as oerslaan (ferwachte foarsprong oan 'e ein).</translation>
        </message>
        <message>
            <source>Nothing fits: skip.</source>
            <translation>Neat past: slach oer.</translation>
        </message>
        <message>
            <source>Nothing fits: skip. (It costs a penalty.)</source>
            <translation>Neat past: slach oer. (Dat kostet in straf.)</translation>
        </message>
        <message>
            <source>Skip: every cross would leave three or more boxes behind.</source>
            <translation>Slach oer: elk krús soe trije of mear fakjes ferlern gean litte.</translation>
        </message>
        <message>
            <source>Cross {box}: it leaves no box behind.</source>
            <translation>Krusje {box} oan: dêr giet gjin fakje troch ferlern.</translation>
        </message>
        <message>
            <source>Cross {box}: it leaves 1 box behind.</source>
            <translation>Krusje {box} oan: dêr giet 1 fakje troch ferlern.</translation>
        </message>
        <message>
            <source>Cross {box}: it leaves {count} boxes behind.</source>
            <translation>Krusje {box} oan: dêr geane {count} fakjes troch ferlern.</translation>
        </message>
        <message>
            <source>A sheet's crosses must map row names to lists of numbers.</source>
            <translation>De krúsen fan in blêd moatte rigenammen keppelje oan listen fan getallen.</translation>
        </message>
        <message>
            <source>The penalty count must be a whole number of at least 0.</source>
            <translation>It oantal straffen moat in hiel getal fan op syn minst 0 wêze.</translation>
        </message>
        <message>
            <source>There is no {row} row.</source>
            <translation>Der is gjin rige {row}.</translation>
        </message>
        <message>
            <source>A number is crossed twice in the {row} row.</source>
            <translation>Yn 'e rige {row} is in getal twa kear oankrúst.</translation>
        </message>
        <message>
            <source>The dice must be given as {example}.</source>
            <translation>De dobbelstiennen moatte opjûn wurde as {example}.</translation>
        </message>
        <message>
            <source>There must be exactly two white dice.</source>
            <translation>Der moatte krekt twa wite dobbelstiennen wêze.</translation>
        </message>
        <message>
            <source>There is no {die} die.</source>
            <translation>Der is gjin dobbelstien {die}.</translation>
        </message>
        <message>
            <source>A die shows 1 to 6, not {value}.</source>
            <translation>In dobbelstien lit 1 oant 6 sjen, net {value}.</translation>
        </message>
        <message>
            <source>The state must be a dict with sheets, locked and active.</source>
            <translation>De steat moat in dict wêze mei sheets, locked en active.</translation>
        </message>
        <message>
            <source>The state must hold 1 to {most} sheets.</source>
            <translation>De steat moat 1 oant {most} blêden befetsje.</translation>
        </message>
        <message>
            <source>The locked rows must be a list of row names.</source>
            <translation>De rigen op slot moatte in list fan rigenammen wêze.</translation>
        </message>
        <message>
            <source>There is no {row} row to lock.</source>
            <translation>Der is gjin rige {row} om op slot te setten.</translation>
        </message>
        <message>
            <source>The active seat is not one of the sheets.</source>
            <translation>It aktive plak is net ien fan 'e blêden.</translation>
        </message>
        <message>
            <source>Sheet {number} is not a dict.</source>
            <translation>Blêd {number} is gjin dict.</translation>
        </message>
        <message>
            <source>Sheet {number} has an unknown entry {entry}.</source>
            <translation>Blêd {number} hat in ûnbekend item {entry}.</translation>
        </message>
        <message>
            <source>Sheet {number}: {reason}</source>
            <translation>Blêd {number}: {reason}</translation>
        </message>
        <message>
            <source>Sheet {number} already has {most} penalties: the game is over.</source>
            <translation>Blêd {number} hat al {most} straffen: it spul is út.</translation>
        </message>
        <message>
            <source>Sheet {number} crossed {row} {last}, so the {row} row must be locked.</source>
            <translation>Blêd {number} hat {row} {last} oankrúst, dus de rige {row} moat op slot.</translation>
        </message>
        <message>
            <source>The game is already over: two rows are locked.</source>
            <translation>It spul is al út: twa rigen binne op slot.</translation>
        </message>
        <message>
            <source>The decisions must be a dict with {white} and {colour}.</source>
            <translation>De besluten moatte in dict wêze mei {white} en {colour}.</translation>
        </message>
        <message>
            <source>Give one white-sum decision per seat ({count}).</source>
            <translation>Jou ien beslút oer de wite som per plak ({count}).</translation>
        </message>
        <message>
            <source>Seat {number}: there is no {row} row.</source>
            <translation>Plak {number}: der is gjin rige {row}.</translation>
        </message>
        <message>
            <source>Seat {number}: {reason}</source>
            <translation>Plak {number}: {reason}</translation>
        </message>
        <message>
            <source>Action 1 already ended the game (a second row was locked), so there is no colour decision.</source>
            <translation>Aksje 1 hat it spul al einige (in twadde rige gie op slot), dus der is gjin kleurbeslút.</translation>
        </message>
        <message>
            <source>The colour decision must be None or {example}.</source>
            <translation>It kleurbeslút moat None of {example} wêze.</translation>
        </message>
        <message>
            <source>The {row} die was not given, so it cannot be used.</source>
            <translation>De dobbelstien {row} is net opjûn, dus dy kin net brûkt wurde.</translation>
        </message>
        <message>
            <source>You rolled.</source>
            <translation>Do hast smiten.</translation>
        </message>
        <message>
            <source>{name} rolled.</source>
            <translation>{name} hat smiten.</translation>
        </message>
        <message>
            <source>You rolled: {dice}.</source>
            <translation>Do hast smiten: {dice}.</translation>
        </message>
        <message>
            <source>{name} rolled: {dice}.</source>
            <translation>{name} hat smiten: {dice}.</translation>
        </message>
        <message>
            <source>You have made a choice.</source>
            <translation>Do hast in kar makke.</translation>
        </message>
        <message>
            <source>{name} has made a choice.</source>
            <translation>{name} hat in kar makke.</translation>
        </message>
        <message>
            <source>You declined.</source>
            <translation>Do hast derfan ôfsjoen.</translation>
        </message>
        <message>
            <source>{name} declined.</source>
            <translation>{name} hat derfan ôfsjoen.</translation>
        </message>
        <message>
            <source>You crossed {row} {number}.</source>
            <translation>Do hast {row} {number} oankrúst.</translation>
        </message>
        <message>
            <source>{name} crossed {row} {number}.</source>
            <translation>{name} hat {row} {number} oankrúst.</translation>
        </message>
        <message>
            <source>You crossed {row} {number} (skipping {skipped}).</source>
            <translation>Do hast {row} {number} oankrúst ({skipped} oerslein).</translation>
        </message>
        <message>
            <source>{name} crossed {row} {number} (skipping {skipped}).</source>
            <translation>{name} hat {row} {number} oankrúst ({skipped} oerslein).</translation>
        </message>
        <message>
            <source>You crossed {row} {number} (skipping {count} boxes).</source>
            <translation>Do hast {row} {number} oankrúst ({count} fakjes oerslein).</translation>
        </message>
        <message>
            <source>{name} crossed {row} {number} (skipping {count} boxes).</source>
            <translation>{name} hat {row} {number} oankrúst ({count} fakjes oerslein).</translation>
        </message>
        <message>
            <source>You crossed {row} {number} (white {white} + {row} {die}).</source>
            <translation>Do hast {row} {number} oankrúst (wyt {white} + {row} {die}).</translation>
        </message>
        <message>
            <source>{name} crossed {row} {number} (white {white} + {row} {die}).</source>
            <translation>{name} hat {row} {number} oankrúst (wyt {white} + {row} {die}).</translation>
        </message>
        <message>
            <source>You crossed {row} {number} (white {white} + {row} {die}, skipping {skipped}).</source>
            <translation>Do hast {row} {number} oankrúst (wyt {white} + {row} {die}, {skipped} oerslein).</translation>
        </message>
        <message>
            <source>{name} crossed {row} {number} (white {white} + {row} {die}, skipping {skipped}).</source>
            <translation>{name} hat {row} {number} oankrúst (wyt {white} + {row} {die}, {skipped} oerslein).</translation>
        </message>
        <message>
            <source>You crossed {row} {number} (white {white} + {row} {die}, skipping {count} boxes).</source>
            <translation>Do hast {row} {number} oankrúst (wyt {white} + {row} {die}, {count} fakjes oerslein).</translation>
        </message>
        <message>
            <source>{name} crossed {row} {number} (white {white} + {row} {die}, skipping {count} boxes).</source>
            <translation>{name} hat {row} {number} oankrúst (wyt {white} + {row} {die}, {count} fakjes oerslein).</translation>
        </message>
        <message>
            <source>You crossed nothing this turn and take a penalty ({penalties} of {most}).</source>
            <translation>Do hast dizze beurt neat oankrúst en krijst in straf ({penalties} fan {most}).</translation>
        </message>
        <message>
            <source>{name} crossed nothing this turn and takes a penalty ({penalties} of {most}).</source>
            <translation>{name} hat dizze beurt neat oankrúst en kriget in straf ({penalties} fan {most}).</translation>
        </message>
        <message>
            <source>You did not use a colour die.</source>
            <translation>Do hast gjin kleurdobbelstien brûkt.</translation>
        </message>
        <message>
            <source>{name} did not use a colour die.</source>
            <translation>{name} hat gjin kleurdobbelstien brûkt.</translation>
        </message>
        <message>
            <source>You locked {row}: the {row} die leaves the game.</source>
            <translation>Do hast {row} op slot set: de dobbelstien {row} giet út it spul.</translation>
        </message>
        <message>
            <source>{name} locked {row}: the {row} die leaves the game.</source>
            <translation>{name} hat {row} op slot set: de dobbelstien {row} giet út it spul.</translation>
        </message>
        <message>
            <source>{names} locked {row}: the {row} die leaves the game.</source>
            <translation>{names} hawwe {row} op slot set: de dobbelstien {row} giet út it spul.</translation>
        </message>
        <message>
            <source>You also get the lock cross.</source>
            <translation>Do krijst ek it slotkrús.</translation>
        </message>
        <message>
            <source>{name} also gets the lock cross.</source>
            <translation>{name} kriget ek it slotkrús.</translation>
        </message>
        <message>
            <source>{names} also get the lock cross.</source>
            <translation>{names} krije ek it slotkrús.</translation>
        </message>
        <message>
            <source>You win.</source>
            <translation>Do winst.</translation>
        </message>
        <message>
            <source>{name} wins.</source>
            <translation>{name} wint.</translation>
        </message>
        <message>
            <source>{names} share the win.</source>
            <translation>{names} diele de winst.</translation>
        </message>
        <message>
            <source>You moved.</source>
            <translation>Do hast in set dien.</translation>
        </message>
        <message>
            <source>{name} moved.</source>
            <translation>{name} hat in set dien.</translation>
        </message>
        <message>
            <source>Game over: {reason} {winners}</source>
            <translation>Spul út: {reason} {winners}</translation>
        </message>
        <message>
            <source>White sum {sum}: {choices}</source>
            <translation>Wite som {sum}: {choices}</translation>
        </message>
        <message>
            <source>{row} {value}</source>
            <comment>a colour die and the number it shows</comment>
            <translation>{row} {value}</translation>
        </message>
        <message>
            <source>white {first} and {second} (sum {sum})</source>
            <translation>wyt {first} en {second} (som {sum})</translation>
        </message>
        <message>
            <source>white {first} and {second} (sum {sum}), {die}</source>
            <translation>wyt {first} en {second} (som {sum}), {die}</translation>
        </message>
        <message>
            <source>white {first} and {second} (sum {sum}), {die}, {die2}</source>
            <translation>wyt {first} en {second} (som {sum}), {die}, {die2}</translation>
        </message>
        <message>
            <source>white {first} and {second} (sum {sum}), {die}, {die2}, {die3}</source>
            <translation>wyt {first} en {second} (som {sum}), {die}, {die2}, {die3}</translation>
        </message>
        <message>
            <source>white {first} and {second} (sum {sum}), {die}, {die2}, {die3}, {die4}</source>
            <translation>wyt {first} en {second} (som {sum}), {die}, {die2}, {die3}, {die4}</translation>
        </message>
        <message>
            <source>You rolled the dice, so it can't be undone: a choice can be undone until the next roll.</source>
            <translation>Do hast de dobbelstiennen smiten, dus dat kin net ûngedien makke wurde: in kar kin ûngedien makke wurde oant de folgjende smyt.</translation>
        </message>
        <message>
            <source>The dice were rolled after your choice, so it can't be undone: a choice can be undone until the next roll.</source>
            <translation>Nei dyn kar is der smiten, dus dy kin net ûngedien makke wurde: in kar kin ûngedien makke wurde oant de folgjende smyt.</translation>
        </message>
        <message>
            <source>You rolled the dice, so it can't be undone.</source>
            <translation>Do hast de dobbelstiennen smiten, dus dat kin net ûngedien makke wurde.</translation>
        </message>
        <message>
            <source>Your choice revealed everyone's white-sum choices, so it can't be undone: a white-sum choice can be undone while others are still choosing.</source>
            <translation>Troch dyn kar binne de karren fan elkenien foar de wite som sjen litten, dus dy kin net ûngedien makke wurde: in kar foar de wite som kin ûngedien makke wurde salang't oaren noch kieze.</translation>
        </message>
        <message>
            <source>Everyone's white-sum choices were revealed after yours, so it can't be undone: a white-sum choice can be undone while others are still choosing.</source>
            <translation>De karren fan elkenien foar de wite som binne nei dyn kar sjen litten, dus dy kin net ûngedien makke wurde: in kar foar de wite som kin ûngedien makke wurde salang't oaren noch kieze.</translation>
        </message>
        <message>
            <source>Your choice revealed everyone's white-sum choices, so it can't be undone.</source>
            <translation>Troch dyn kar binne de karren fan elkenien foar de wite som sjen litten, dus dy kin net ûngedien makke wurde.</translation>
        </message>
        <message>
            <source>Lock cross for everyone with 5 crosses</source>
            <translation>Slotkrús foar elkenien mei 5 krúsen</translation>
        </message>
        <message>
            <source>When a row is locked, every player with at least 5 crosses in it also gets the lock cross (one more cross in that row).</source>
            <translation>As in rige op slot set wurdt, kriget elke spiler dy't dêr op syn minst 5 krúsen yn hat ek it slotkrús (ien krús ekstra yn dy rige).</translation>
        </message>
        <message>
            <source>Play until all four rows are locked</source>
            <translation>Spylje oant alle fjouwer rigen op slot binne</translation>
        </message>
        <message>
            <source>The game goes on after the second lock and ends only when all four rows are locked, or when someone takes a fourth penalty.</source>
            <translation>It spul giet troch nei it twadde slot en einiget pas as alle fjouwer rigen op slot binne, of as immen in fjirde straf kriget.</translation>
        </message>
        <message>
            <source>Beginner</source>
            <comment>a bot level</comment>
            <translation>Begjinner</translation>
        </message>
        <message>
            <source>Crosses whatever it sees, skipping too many boxes, like a new player.</source>
            <translation>Krúst oan wat er sjocht en slacht te folle fakjes oer, lykas in nije spiler.</translation>
        </message>
        <message>
            <source>Casual</source>
            <comment>a bot level</comment>
            <translation>Ûntspannen</translation>
        </message>
        <message>
            <source>Takes crosses that skip at most one box and avoids penalties when it can.</source>
            <translation>Nimt krúsen dy't op syn heechst ien fakje oerslaan en mijt straffen as it kin.</translation>
        </message>
        <message>
            <source>Strong</source>
            <comment>a bot level</comment>
            <translation>Sterk</translation>
        </message>
        <message>
            <source>Plans its rows and watches the other sheets: who can lock, and how near the end is.</source>
            <translation>Plant syn rigen en hâldt de oare blêden yn 'e gaten: wa't op slot sette kin, en hoe tichtby it ein is.</translation>
        </message>
        <message>
            <source>Expert</source>
            <comment>a bot level</comment>
            <translation>Ekspert</translation>
        </message>
        <message>
            <source>Plays from a table of the best choice in every position, and reads the race to the end.</source>
            <translation>Spilet neffens in tabel mei de bêste kar yn elke situaasje, en lêst de race nei it ein.</translation>
        </message>
        <message>
            <source>Roll the dice, cross the numbers, lock the rows before the others do.</source>
            <translation>Smyt de dobbelstiennen, krusje de getallen oan en set de rigen op slot foardat de oaren it dogge.</translation>
        </message>
        <message>
            <source>You can't cross the white sum {sum} in {row}: {reason}</source>
            <translation>Do kinst de wite som {sum} net oankrusje yn {row}: {reason}</translation>
        </message>
        <message>
            <source>Choose one of the two white dice.</source>
            <translation>Kies ien fan 'e twa wite dobbelstiennen.</translation>
        </message>
        <message>
            <source>The {row} row is locked, so its die is out of the game.</source>
            <translation>De rige {row} is op slot, dus de dobbelstien dêrfan is út it spul.</translation>
        </message>
        <message>
            <source>The {row} die is not in play.</source>
            <translation>De dobbelstien {row} docht net mei.</translation>
        </message>
        <message>
            <source>You can't cross {row} {number} (white {white} + {row} {die}): {reason}</source>
            <translation>Do kinst {row} {number} (wyt {white} + {row} {die}) net oankrusje: {reason}</translation>
        </message>
        <message>
            <source>You crossed {what} on roll {roll}: +{points} points</source>
            <translation>Do hast {what} oankrúst by smyt {roll}: +{points} punten</translation>
        </message>
        <message>
            <source>{name} crossed {what} on roll {roll}: +{points} points</source>
            <translation>{name} hat {what} oankrúst by smyt {roll}: +{points} punten</translation>
        </message>
        <message>
            <source>a penalty</source>
            <translation>in straf</translation>
        </message>
        <message>
            <source>crosses</source>
            <translation>krúsen</translation>
        </message>
        <message>
            <source>{first} and {second}</source>
            <comment>what one player crossed on one roll</comment>
            <translation>{first} en {second}</translation>
        </message>
        <message>
            <source>{number} is not a number of the {row} row.</source>
            <translation>{number} is gjin getal fan 'e rige {row}.</translation>
        </message>
        <message>
            <source>the {row} row is locked.</source>
            <translation>de rige {row} is op slot.</translation>
        </message>
        <message>
            <source>The {row} row is locked.</source>
            <translation>De rige {row} is op slot.</translation>
        </message>
        <message>
            <source>{number} is not on the {row} row.</source>
            <translation>{number} stiet net op 'e rige {row}.</translation>
        </message>
        <message>
            <source>{row} {number} is already crossed.</source>
            <translation>{row} {number} is al oankrúst.</translation>
        </message>
        <message>
            <source>{row} {number} is to the left of your last cross in that row: rows are crossed left to right.</source>
            <translation>{row} {number} stiet links fan dyn lêste krús yn dy rige: rigen wurde fan links nei rjochts oankrúst.</translation>
        </message>
        <message>
            <source>to cross {row} {number} you need at least {need} crosses in the {row} row first (you have {have}).</source>
            <translation>om {row} {number} oan te krusjen, hast earst op syn minst {need} krúsen yn 'e rige {row} nedich (do hast der {have}).</translation>
        </message>
        <message>
            <source>To cross {row} {number} you need at least {need} crosses in the {row} row first (you have {have}).</source>
            <translation>Om {row} {number} oan te krusjen, hast earst op syn minst {need} krúsen yn 'e rige {row} nedich (do hast der {have}).</translation>
        </message>
        <message>
            <source>The penalty count is not a whole number.</source>
            <translation>It oantal straffen is gjin hiel getal.</translation>
        </message>
        <message>
            <source>A sheet has {most} penalty boxes, not {count}.</source>
            <translation>In blêd hat {most} straffakjes, net {count}.</translation>
        </message>
        <message>
            <source>The {row} row is not a list of numbers.</source>
            <translation>De rige {row} is gjin list fan getallen.</translation>
        </message>
        <message>
            <source>Impossible {row} row: {reason}</source>
            <translation>Ûnmooglike rige {row}: {reason}</translation>
        </message>
        <message>
            <source>A lock cross in {row} needs {need} crosses.</source>
            <translation>In slotkrús yn {row} hat {need} krúsen nedich.</translation>
        </message>
        <message>
            <source>You took a fourth penalty.</source>
            <translation>Do hast in fjirde straf krigen.</translation>
        </message>
        <message>
            <source>{name} took a fourth penalty.</source>
            <translation>{name} hat in fjirde straf krigen.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>It spul is út.</translation>
        </message>
        <message>
            <source>There is no seat {seat} at this table.</source>
            <translation>Der is gjin plak {seat} oan dizze tafel.</translation>
        </message>
        <message>
            <source>The dice are already rolled: make your choice first.</source>
            <translation>De dobbelstiennen binne al smiten: meitsje earst dyn kar.</translation>
        </message>
        <message>
            <source>It is not your turn to roll.</source>
            <translation>Do bist net oan 'e beurt om te smiten.</translation>
        </message>
        <message>
            <source>Roll the dice first.</source>
            <translation>Smyt earst de dobbelstiennen.</translation>
        </message>
        <message>
            <source>The white sum has already been decided for this roll.</source>
            <translation>Oer de wite som fan dizze smyt is al besletten.</translation>
        </message>
        <message>
            <source>You have already made your choice for this white sum.</source>
            <translation>Do hast dyn kar foar dizze wite som al makke.</translation>
        </message>
        <message>
            <source>Only the active player may use a colour die.</source>
            <translation>Allinnich de aktive spiler mei in kleurdobbelstien brûke.</translation>
        </message>
        <message>
            <source>First everyone decides on the white sum.</source>
            <translation>Earst beslút elkenien oer de wite som.</translation>
        </message>
        <message>
            <source>That is not a Qwixx move.</source>
            <translation>Dat is gjin Qwixx-set.</translation>
        </message>
        <message>
            <source>Player {number} took a fourth penalty.</source>
            <translation>Spiler {number} hat in fjirde straf krigen.</translation>
        </message>
        <message>
            <source>All four rows are locked.</source>
            <translation>Alle fjouwer rigen binne op slot.</translation>
        </message>
        <message>
            <source>red</source>
            <comment>a row's colour</comment>
            <translation>read</translation>
        </message>
        <message>
            <source>yellow</source>
            <comment>a row's colour</comment>
            <translation>giel</translation>
        </message>
        <message>
            <source>green</source>
            <comment>a row's colour</comment>
            <translation>grien</translation>
        </message>
        <message>
            <source>blue</source>
            <comment>a row's colour</comment>
            <translation>blau</translation>
        </message>
        <message>
            <source>Red</source>
            <comment>a row's colour at the start of a sentence</comment>
            <translation>Read</translation>
        </message>
        <message>
            <source>Yellow</source>
            <comment>a row's colour at the start of a sentence</comment>
            <translation>Giel</translation>
        </message>
        <message>
            <source>Green</source>
            <comment>a row's colour at the start of a sentence</comment>
            <translation>Grien</translation>
        </message>
        <message>
            <source>Blue</source>
            <comment>a row's colour at the start of a sentence</comment>
            <translation>Blau</translation>
        </message>
        <message>
            <source>{row} is locked.</source>
            <translation>{row} is op slot.</translation>
        </message>
        <message>
            <source>{first} and {second} are locked.</source>
            <translation>{first} en {second} binne op slot.</translation>
        </message>
        <message>
            <source>{first}, {second} and {third} are locked.</source>
            <translation>{first}, {second} en {third} binne op slot.</translation>
        </message>
        <message>
            <source>{first}, {second}, {third} and {fourth} are locked.</source>
            <translation>{first}, {second}, {third} en {fourth} binne op slot.</translation>
        </message>
    </context>
    <context>
        <name>Names</name>
        <message>
            <source>You</source>
            <translation>Do</translation>
        </message>
        <message>
            <source>you</source>
            <comment>the person at the screen, last in a list of names: "Ada and you"</comment>
            <translation>do</translation>
        </message>
        <message>
            <source>{first}, {next}</source>
            <comment>a list of names, not yet at its last name</comment>
            <translation>{first}, {next}</translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <comment>a list of names and its last name</comment>
            <translation>{first} en {last}</translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <source>you</source>
            <comment>the person at the screen, last in a list of names: Ada and you</comment>
            <translation>do</translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <translation>{first} en {last}</translation>
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
            <translation>&amp;Nee</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>&amp;Ja</translation>
        </message>
        <message>
            <source>Abort</source>
            <translation>Ôfbrekke</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Tapasse</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annulearje</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Slute</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Ferwerpe</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>Help</translation>
        </message>
        <message>
            <source>Ignore</source>
            <translation>Negearje</translation>
        </message>
        <message>
            <source>N&amp;o to All</source>
            <translation>N&amp;ee foar alles</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Iepenje</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>Opnij ynstelle</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>Standertwearden weromsette</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Opnij besykje</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Bewarje</translation>
        </message>
        <message>
            <source>Save All</source>
            <translation>Alles bewarje</translation>
        </message>
        <message>
            <source>Yes to &amp;All</source>
            <translation>Ja foar &amp;alles</translation>
        </message>
    </context>
    <context>
        <name>QGnomeTheme</name>
        <message>
            <source>&amp;Cancel</source>
            <translation>&amp;Annulearje</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Slute</translation>
        </message>
        <message>
            <source>&amp;OK</source>
            <translation>&amp;OK</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Bewarje</translation>
        </message>
        <message>
            <source>Close without Saving</source>
            <translation>Slute sûnder bewarjen</translation>
        </message>
    </context>
    <context>
        <name>QCocoaTheme</name>
        <message>
            <source>Don't Save</source>
            <translation>Net bewarje</translation>
        </message>
    </context>
    <context>
        <name>QMessageBox</name>
        <message>
            <source>Help</source>
            <translation>Help</translation>
        </message>
        <message>
            <source>Hide Details...</source>
            <translation>Details ferbergje...</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Show Details...</source>
            <translation>Details sjen litte...</translation>
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
            <translation>Eksportearje nei PDF</translation>
        </message>
        <message>
            <source>First page</source>
            <translation>Earste side</translation>
        </message>
        <message>
            <source>Fit page</source>
            <translation>Side passend</translation>
        </message>
        <message>
            <source>Fit width</source>
            <translation>Breedte passend</translation>
        </message>
        <message>
            <source>Landscape</source>
            <translation>Lizzend</translation>
        </message>
        <message>
            <source>Last page</source>
            <translation>Lêste side</translation>
        </message>
        <message>
            <source>Next page</source>
            <translation>Folgjende side</translation>
        </message>
        <message>
            <source>Page Setup</source>
            <translation>Side-ynstellings</translation>
        </message>
        <message>
            <source>Page setup</source>
            <translation>Side-ynstellings</translation>
        </message>
        <message>
            <source>Portrait</source>
            <translation>Steand</translation>
        </message>
        <message>
            <source>Previous page</source>
            <translation>Foarige side</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Ôfdrukke</translation>
        </message>
        <message>
            <source>Print Preview</source>
            <translation>Ôfdrukfoarbyld</translation>
        </message>
        <message>
            <source>Show facing pages</source>
            <translation>Tsjinoerlizzende siden sjen litte</translation>
        </message>
        <message>
            <source>Show overview of all pages</source>
            <translation>Oersjoch fan alle siden sjen litte</translation>
        </message>
        <message>
            <source>Show single page</source>
            <translation>Ien side sjen litte</translation>
        </message>
        <message>
            <source>Zoom in</source>
            <translation>Ynzoome</translation>
        </message>
        <message>
            <source>Zoom out</source>
            <translation>Útzoome</translation>
        </message>
    </context>
    <context>
        <name>QPrintDialog</name>
        <message>
            <source>%1 already exists.
Do you want to overwrite it?</source>
            <translation>%1 bestiet al.
Wolst it oerskriuwe?</translation>
        </message>
        <message>
            <source>%1 is a directory.
Please choose a different file name.</source>
            <translation>%1 is in map.
Kies in oare triemnamme.</translation>
        </message>
        <message>
            <source>&amp;Options &lt;&lt;</source>
            <translation>&amp;Opsjes &lt;&lt;</translation>
        </message>
        <message>
            <source>&amp;Options &gt;&gt;</source>
            <translation>&amp;Opsjes &gt;&gt;</translation>
        </message>
        <message>
            <source>&amp;Print</source>
            <translation>Ô&amp;fdrukke</translation>
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
            <translation>Alle siden</translation>
        </message>
        <message>
            <source>Automatic</source>
            <translation>Automatysk</translation>
        </message>
        <message>
            <source>Bottom to Top, Left to Right</source>
            <translation>Fan ûnder nei boppe, fan links nei rjochts</translation>
        </message>
        <message>
            <source>Bottom to Top, Right to Left</source>
            <translation>Fan ûnder nei boppe, fan rjochts nei links</translation>
        </message>
        <message>
            <source>Even Pages</source>
            <translation>Even siden</translation>
        </message>
        <message>
            <source>File %1 is not writable.
Please choose a different file name.</source>
            <translation>Triem %1 kin net skreaun wurde.
Kies in oare triemnamme.</translation>
        </message>
        <message>
            <source>Left to Right, Bottom to Top</source>
            <translation>Fan links nei rjochts, fan ûnder nei boppe</translation>
        </message>
        <message>
            <source>Left to Right, Top to Bottom</source>
            <translation>Fan links nei rjochts, fan boppe nei ûnder</translation>
        </message>
        <message>
            <source>Local file</source>
            <translation>Lokale triem</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Odd Pages</source>
            <translation>Uneven siden</translation>
        </message>
        <message>
            <source>Options 'Pages Per Sheet' and 'Page Set' cannot be used together.
Please turn one of those options off.</source>
            <translation>De opsjes 'Siden per blêd' en 'Sideset' kinne net tagelyk brûkt wurde.
Set ien fan beide út.</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Ôfdrukke</translation>
        </message>
        <message>
            <source>Print To File ...</source>
            <translation>Ôfdrukke nei triem ...</translation>
        </message>
        <message>
            <source>Print to File (PDF)</source>
            <translation>Ôfdrukke nei triem (PDF)</translation>
        </message>
        <message>
            <source>Right to Left, Bottom to Top</source>
            <translation>Fan rjochts nei links, fan ûnder nei boppe</translation>
        </message>
        <message>
            <source>Right to Left, Top to Bottom</source>
            <translation>Fan rjochts nei links, fan boppe nei ûnder</translation>
        </message>
        <message>
            <source>The 'From' value cannot be greater than the 'To' value.</source>
            <translation>De wearde 'Fan' kin net grutter wêze as de wearde 'Oant'.</translation>
        </message>
        <message>
            <source>Top to Bottom, Left to Right</source>
            <translation>Fan boppe nei ûnder, fan links nei rjochts</translation>
        </message>
        <message>
            <source>Top to Bottom, Right to Left</source>
            <translation>Fan boppe nei ûnder, fan rjochts nei links</translation>
        </message>
        <message>
            <source>Write PDF file</source>
            <translation>PDF-triem skriuwe</translation>
        </message>
    </context>
    <context>
        <name>QPrintWidget</name>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Namme:</translation>
        </message>
        <message>
            <source>...</source>
            <translation>...</translation>
        </message>
        <message>
            <source>Form</source>
            <translation>Formulier</translation>
        </message>
        <message>
            <source>Location:</source>
            <translation>Lokaasje:</translation>
        </message>
        <message>
            <source>Output &amp;file:</source>
            <translation>Utfier&amp;triem:</translation>
        </message>
        <message>
            <source>P&amp;roperties</source>
            <translation>&amp;Eigenskippen</translation>
        </message>
        <message>
            <source>Preview</source>
            <translation>Foarbyld</translation>
        </message>
        <message>
            <source>Printer</source>
            <translation>Printer</translation>
        </message>
        <message>
            <source>Type:</source>
            <translation>Type:</translation>
        </message>
    </context>
    <context>
        <name>QPrintSettingsOutput</name>
        <message>
            <source>Collate</source>
            <translation>Sortearje</translation>
        </message>
        <message>
            <source>Color</source>
            <translation>Kleur</translation>
        </message>
        <message>
            <source>Color Mode</source>
            <translation>Kleurmodus</translation>
        </message>
        <message>
            <source>Copies</source>
            <translation>Kopyen</translation>
        </message>
        <message>
            <source>Copies:</source>
            <translation>Kopyen:</translation>
        </message>
        <message>
            <source>Current Page</source>
            <translation>Hjoeddeiske side</translation>
        </message>
        <message>
            <source>Duplex Printing</source>
            <translation>Dûbelsidich ôfdrukke</translation>
        </message>
        <message>
            <source>Form</source>
            <translation>Formulier</translation>
        </message>
        <message>
            <source>Grayscale</source>
            <translation>Griisskaal</translation>
        </message>
        <message>
            <source>Long side</source>
            <translation>Lange kant</translation>
        </message>
        <message>
            <source>None</source>
            <translation>Gjin</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Opsjes</translation>
        </message>
        <message>
            <source>Output Settings</source>
            <translation>Utfierynstellings</translation>
        </message>
        <message>
            <source>Page Set:</source>
            <translation>Sideset:</translation>
        </message>
        <message>
            <source>Pages from</source>
            <translation>Siden fan</translation>
        </message>
        <message>
            <source>Print all</source>
            <translation>Alles ôfdrukke</translation>
        </message>
        <message>
            <source>Print range</source>
            <translation>Berik ôfdrukke</translation>
        </message>
        <message>
            <source>Reverse</source>
            <translation>Omkeard</translation>
        </message>
        <message>
            <source>Selection</source>
            <translation>Seleksje</translation>
        </message>
        <message>
            <source>Short side</source>
            <translation>Koarte kant</translation>
        </message>
        <message>
            <source>to</source>
            <translation>oant</translation>
        </message>
    </context>
    <context>
        <name>QPrintPropertiesDialog</name>
        <message>
            <source>Job Options</source>
            <translation>Taakopsjes</translation>
        </message>
        <message>
            <source>Printer Properties</source>
            <translation>Printereigenskippen</translation>
        </message>
    </context>
    <context>
        <name>QPrintPropertiesWidget</name>
        <message>
            <source>Form</source>
            <translation>Formulier</translation>
        </message>
        <message>
            <source>Page</source>
            <translation>Side</translation>
        </message>
    </context>
    <context>
        <name>QCupsJobWidget</name>
        <message>
            <source>Banner Pages</source>
            <translation>Bannersiden</translation>
        </message>
        <message>
            <source>Billing information:</source>
            <translation>Fakturearringsynformaasje:</translation>
        </message>
        <message>
            <source>Classified</source>
            <translation>Rubrisearre</translation>
        </message>
        <message>
            <source>Confidential</source>
            <translation>Fertroulik</translation>
        </message>
        <message>
            <source>Day (06:00 to 17:59)</source>
            <translation>Dei (06:00 oant 17:59)</translation>
        </message>
        <message>
            <source>End:</source>
            <translation>Ein:</translation>
        </message>
        <message>
            <source>Hold Indefinitely</source>
            <translation>Foar ûnbepaalde tiid fêsthâlde</translation>
        </message>
        <message>
            <source>Job</source>
            <translation>Taak</translation>
        </message>
        <message>
            <source>Job Control</source>
            <translation>Taakbehear</translation>
        </message>
        <message>
            <source>Job priority:</source>
            <translation>Taakprioriteit:</translation>
        </message>
        <message>
            <source>Night (18:00 to 05:59)</source>
            <translation>Nacht (18:00 oant 05:59)</translation>
        </message>
        <message>
            <source>None</source>
            <translation>Gjin</translation>
        </message>
        <message>
            <source>Print Immediately</source>
            <translation>Daliks ôfdrukke</translation>
        </message>
        <message>
            <source>Scheduled printing:</source>
            <translation>Pland ôfdrukke:</translation>
        </message>
        <message>
            <source>Second Shift (16:00 to 23:59)</source>
            <translation>Twadde tsjinst (16:00 oant 23:59)</translation>
        </message>
        <message>
            <source>Secret</source>
            <translation>Geheim</translation>
        </message>
        <message>
            <source>Specific Time</source>
            <translation>Spesifike tiid</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Standert</translation>
        </message>
        <message>
            <source>Start:</source>
            <translation>Begjin:</translation>
        </message>
        <message>
            <source>Third Shift (00:00 to 07:59)</source>
            <translation>Tredde tsjinst (00:00 oant 07:59)</translation>
        </message>
        <message>
            <source>Top Secret</source>
            <translation>Tige geheim</translation>
        </message>
        <message>
            <source>Unclassified</source>
            <translation>Net rubrisearre</translation>
        </message>
        <message>
            <source>Weekend (Saturday to Sunday)</source>
            <translation>Wykein (sneon oant snein)</translation>
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
            <translation>Cicero (CC)</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Oanpast</translation>
        </message>
        <message>
            <source>DD</source>
            <translation>DD</translation>
        </message>
        <message>
            <source>Didot (DD)</source>
            <translation>Didot (DD)</translation>
        </message>
        <message>
            <source>Form</source>
            <translation>Formulier</translation>
        </message>
        <message>
            <source>Height:</source>
            <translation>Hichte:</translation>
        </message>
        <message>
            <source>Inches (in)</source>
            <translation>Inch (in)</translation>
        </message>
        <message>
            <source>Landscape</source>
            <translation>Lizzend</translation>
        </message>
        <message>
            <source>Margins</source>
            <translation>Marzjes</translation>
        </message>
        <message>
            <source>Millimeters (mm)</source>
            <translation>Millimeter (mm)</translation>
        </message>
        <message>
            <source>Orientation</source>
            <translation>Oriïntaasje</translation>
        </message>
        <message>
            <source>Page Layout</source>
            <translation>Side-yndieling</translation>
        </message>
        <message>
            <source>Page order:</source>
            <translation>Sidefolchoarder:</translation>
        </message>
        <message>
            <source>Page size:</source>
            <translation>Sidegrutte:</translation>
        </message>
        <message>
            <source>Pages per sheet:</source>
            <translation>Siden per blêd:</translation>
        </message>
        <message>
            <source>Paper</source>
            <translation>Papier</translation>
        </message>
        <message>
            <source>Paper source:</source>
            <translation>Papierboarne:</translation>
        </message>
        <message>
            <source>Pica (P̸)</source>
            <translation>Pica (P̸)</translation>
        </message>
        <message>
            <source>Points (pt)</source>
            <translation>Punten (pt)</translation>
        </message>
        <message>
            <source>Portrait</source>
            <translation>Steand</translation>
        </message>
        <message>
            <source>P̸</source>
            <translation>P̸</translation>
        </message>
        <message>
            <source>Reverse landscape</source>
            <translation>Omkeard lizzend</translation>
        </message>
        <message>
            <source>Reverse portrait</source>
            <translation>Omkeard steand</translation>
        </message>
        <message>
            <source>Width:</source>
            <translation>Breedte:</translation>
        </message>
        <message>
            <source>bottom margin</source>
            <translation>ûndermarzje</translation>
        </message>
        <message>
            <source>in</source>
            <translation>in</translation>
        </message>
        <message>
            <source>left margin</source>
            <translation>linkermarzje</translation>
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
            <translation>rjochtermarzje</translation>
        </message>
        <message>
            <source>top margin</source>
            <translation>boppemarzje</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
            <translation>%1
Map net fûn.
Kontrolearje oft de goede mapnamme opjûn is.</translation>
        </message>
        <message>
            <source>%1
File not found.
Please verify the correct file name was given.</source>
            <translation>%1
Triem net fûn.
Kontrolearje oft de goede triemnamme opjûn is.</translation>
        </message>
        <message>
            <source>%1 File</source>
            <translation>%1-triem</translation>
        </message>
        <message>
            <source>%1 already exists.
Do you want to replace it?</source>
            <translation>%1 bestiet al.
Wolst it ferfange?</translation>
        </message>
        <message>
            <source>&amp;Choose</source>
            <translation>&amp;Kieze</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>&amp;Wiskje</translation>
        </message>
        <message>
            <source>&amp;New Folder</source>
            <translation>&amp;Nije map</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>&amp;Iepenje</translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <translation>&amp;Omneame</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Bewarje</translation>
        </message>
        <message>
            <source>'%1' is write protected.
Do you want to delete it anyway?</source>
            <translation>'%1' is skriuwbefeilige.
Wolst it dochs wiskje?</translation>
        </message>
        <message>
            <source>Alias</source>
            <translation>Alias</translation>
        </message>
        <message>
            <source>All Files (*)</source>
            <translation>Alle triemmen (*)</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>Alle triemmen (*)</translation>
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
            <translation>Witsto wis datst '%1' wiskje wolst?</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Werom</translation>
        </message>
        <message>
            <source>Change to detail view mode</source>
            <translation>Nei detailwerjefte wikselje</translation>
        </message>
        <message>
            <source>Change to list view mode</source>
            <translation>Nei listwerjefte wikselje</translation>
        </message>
        <message>
            <source>Could not delete directory.</source>
            <translation>De map koe net wiske wurde.</translation>
        </message>
        <message>
            <source>Create New Folder</source>
            <translation>Nije map meitsje</translation>
        </message>
        <message>
            <source>Create a New Folder</source>
            <translation>In nije map meitsje</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Wiskje</translation>
        </message>
        <message>
            <source>Detail View</source>
            <translation>Detailwerjefte</translation>
        </message>
        <message>
            <source>Directories</source>
            <translation>Mappen</translation>
        </message>
        <message>
            <source>Directory:</source>
            <translation>Map:</translation>
        </message>
        <message>
            <source>Drive</source>
            <translation>Stasjon</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Triem</translation>
        </message>
        <message>
            <source>File &amp;name:</source>
            <translation>Triem&amp;namme:</translation>
        </message>
        <message>
            <source>File Folder</source>
            <translation>Triemmap</translation>
        </message>
        <message>
            <source>Files</source>
            <translation>Triemmen</translation>
        </message>
        <message>
            <source>Files of type:</source>
            <translation>Triemtype:</translation>
        </message>
        <message>
            <source>Find Directory</source>
            <translation>Map sykje</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>Map</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>Foarút</translation>
        </message>
        <message>
            <source>Go back</source>
            <translation>Werom</translation>
        </message>
        <message>
            <source>Go forward</source>
            <translation>Foarút</translation>
        </message>
        <message>
            <source>Go to the parent directory</source>
            <translation>Nei de boppelizzende map</translation>
        </message>
        <message>
            <source>List View</source>
            <translation>Listwerjefte</translation>
        </message>
        <message>
            <source>List of places and bookmarks</source>
            <translation>List fan plakken en blêdwizers</translation>
        </message>
        <message>
            <source>Look in:</source>
            <translation>Sykje yn:</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>Myn kompjûter</translation>
        </message>
        <message>
            <source>New Folder</source>
            <translation>Nije map</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Iepenje</translation>
        </message>
        <message>
            <source>Parent Directory</source>
            <translation>Boppelizzende map</translation>
        </message>
        <message>
            <source>Recent Places</source>
            <translation>Resinte plakken</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Fuortsmite</translation>
        </message>
        <message>
            <source>Save As</source>
            <translation>Bewarje as</translation>
        </message>
        <message>
            <source>Shortcut</source>
            <translation>Fluchkeppeling</translation>
        </message>
        <message>
            <source>Show </source>
            <translation>Sjen litte </translation>
        </message>
        <message>
            <source>Show &amp;hidden files</source>
            <translation>&amp;Ferstoppe triemmen sjen litte</translation>
        </message>
        <message>
            <source>Sidebar</source>
            <translation>Sidebalke</translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation>Ûnbekend</translation>
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
            <translation>%1 byte(s)</translation>
        </message>
        <message>
            <source>%1 bytes</source>
            <translation>%1 bytes</translation>
        </message>
        <message>
            <source>&lt;b&gt;The name "%1" can not be used.&lt;/b&gt;&lt;p&gt;Try using another name, with fewer characters or no punctuations marks.</source>
            <translation>&lt;b&gt;De namme "%1" kin net brûkt wurde.&lt;/b&gt;&lt;p&gt;Besykje in oare namme, mei minder tekens of sûnder lêstekens.</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Kompjûter</translation>
        </message>
        <message>
            <source>Date Modified</source>
            <translation>Wizige op</translation>
        </message>
        <message>
            <source>Invalid filename</source>
            <translation>Unjildige triemnamme</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Soarte</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>Myn kompjûter</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Namme</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Grutte</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Type</translation>
        </message>
    </context>
    <context>
        <name>QLineEdit</name>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Kopiearje</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>&amp;Plakke</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Opnij dwaan</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Ûngedien meitsje</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>K&amp;nippe</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Wiskje</translation>
        </message>
        <message>
            <source>Select All</source>
            <translation>Alles selektearje</translation>
        </message>
    </context>
    <context>
        <name>QWidgetTextControl</name>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Kopiearje</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>&amp;Plakke</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Opnij dwaan</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Ûngedien meitsje</translation>
        </message>
        <message>
            <source>Copy &amp;Link Location</source>
            <translation>&amp;Keppelingslokaasje kopiearje</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>K&amp;nippe</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Wiskje</translation>
        </message>
        <message>
            <source>Select All</source>
            <translation>Alles selektearje</translation>
        </message>
    </context>
    <context>
        <name>QAbstractSpinBox</name>
        <message>
            <source>&amp;Select All</source>
            <translation>&amp;Alles selektearje</translation>
        </message>
        <message>
            <source>&amp;Step up</source>
            <translation>&amp;Omheech</translation>
        </message>
        <message>
            <source>Step &amp;down</source>
            <translation>O&amp;mleech</translation>
        </message>
    </context>
    <context>
        <name>QScrollBar</name>
        <message>
            <source>Bottom</source>
            <translation>Ûnderkant</translation>
        </message>
        <message>
            <source>Left edge</source>
            <translation>Linkerkant</translation>
        </message>
        <message>
            <source>Page down</source>
            <translation>Side omleech</translation>
        </message>
        <message>
            <source>Page left</source>
            <translation>Side nei links</translation>
        </message>
        <message>
            <source>Page right</source>
            <translation>Side nei rjochts</translation>
        </message>
        <message>
            <source>Page up</source>
            <translation>Side omheech</translation>
        </message>
        <message>
            <source>Right edge</source>
            <translation>Rjochterkant</translation>
        </message>
        <message>
            <source>Scroll down</source>
            <translation>Omleech skowe</translation>
        </message>
        <message>
            <source>Scroll here</source>
            <translation>Hjir hinne skowe</translation>
        </message>
        <message>
            <source>Scroll left</source>
            <translation>Nei links skowe</translation>
        </message>
        <message>
            <source>Scroll right</source>
            <translation>Nei rjochts skowe</translation>
        </message>
        <message>
            <source>Scroll up</source>
            <translation>Omheech skowe</translation>
        </message>
        <message>
            <source>Top</source>
            <translation>Boppekant</translation>
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
            <translation>Omleech</translation>
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
            <translation>Lofts</translation>
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
            <translation>Rjochts</translation>
        </message>
        <message>
            <source>Shift</source>
            <translation>Shift</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Spaasje</translation>
        </message>
        <message>
            <source>Tab</source>
            <translation>Tab</translation>
        </message>
        <message>
            <source>Up</source>
            <translation>Omheech</translation>
        </message>
    </context>
    <context>
        <name>server</name>
        <message>
            <source>That message could not be handled.</source>
            <translation>Dat berjocht koe net ferwurke wurde.</translation>
        </message>
        <message>
            <source>This connection has already said hello.</source>
            <translation>Dizze ferbining hat al hallo sein.</translation>
        </message>
        <message>
            <source>That message could not be read: it is not a JSON object.</source>
            <translation>Dat berjocht koe net lêzen wurde: it is gjin JSON-objekt.</translation>
        </message>
        <message>
            <source>That message is not one this table knows.</source>
            <translation>Dizze tafel ken dat berjocht net.</translation>
        </message>
        <message>
            <source>That message has a field that is missing, of the wrong kind or too long.</source>
            <translation>Yn dat berjocht mist in fjild, of in fjild is fan 'e ferkearde soart of te lang.</translation>
        </message>
        <message>
            <source>A connection must begin by saying hello with the protocol version.</source>
            <translation>In ferbining moat begjinne mei hallo te sizzen mei de protokolferzje.</translation>
        </message>
        <message>
            <source>This table runs protocol version {server} and your app speaks version {client}: update the app that is older.</source>
            <translation>Dizze tafel draait protokolferzje {server} en dyn app praat ferzje {client}: wurkje de âldste app by.</translation>
        </message>
        <message>
            <source>There is no table with that room code on this server.</source>
            <translation>Der is gjin tafel mei dy keamerkoade op dizze server.</translation>
        </message>
        <message>
            <source>A table with that room code already exists.</source>
            <translation>Der bestiet al in tafel mei dy keamerkoade.</translation>
        </message>
        <message>
            <source>This server is full right now; try again later.</source>
            <translation>Dizze server is no fol; besykje it letter nochris.</translation>
        </message>
        <message>
            <source>This server does not know that game.</source>
            <translation>Dizze server ken dat spul net.</translation>
        </message>
        <message>
            <source>The seats of that table are not right.</source>
            <translation>De plakken fan dy tafel binne net goed.</translation>
        </message>
        <message>
            <source>The game's options are not right.</source>
            <translation>De opsjes fan it spul binne net goed.</translation>
        </message>
        <message>
            <source>Every seat at this table is taken.</source>
            <translation>Alle plakken oan dizze tafel binne beset.</translation>
        </message>
        <message>
            <source>A name must have 1 to 40 characters, without control characters.</source>
            <translation>In namme moat 1 oant 40 tekens hawwe, sûnder kontrôletekens.</translation>
        </message>
        <message>
            <source>That token is not one of this table's.</source>
            <translation>Dat token heart net by dizze tafel.</translation>
        </message>
        <message>
            <source>Too many attempts with a wrong room code or token from your address; wait a minute and try again.</source>
            <translation>Te folle besykjen mei in ferkearde keamerkoade of token fan dyn adres; wachtsje in minút en besykje it dan nochris.</translation>
        </message>
        <message>
            <source>Join the table or rejoin your seat first.</source>
            <translation>Doch earst mei oan 'e tafel of gean werom nei dyn plak.</translation>
        </message>
        <message>
            <source>Only the host can do that.</source>
            <translation>Allinnich de gasthear kin dat dwaan.</translation>
        </message>
        <message>
            <source>The game has not started yet.</source>
            <translation>It spul is noch net begûn.</translation>
        </message>
        <message>
            <source>The game has already started.</source>
            <translation>It spul is al begûn.</translation>
        </message>
        <message>
            <source>The game can start once every seat for another computer is taken.</source>
            <translation>It spul kin begjinne sa gau't alle plakken foar in oare kompjûter beset binne.</translation>
        </message>
        <message>
            <source>There is no such seat at this table.</source>
            <translation>Dat plak is der net oan dizze tafel.</translation>
        </message>
        <message>
            <source>That seat is not yours.</source>
            <translation>Dat plak is net fan dy.</translation>
        </message>
        <message>
            <source>Only a seat for another computer can be given to a bot.</source>
            <translation>Allinnich in plak foar in oare kompjûter kin oan in bot jûn wurde.</translation>
        </message>
        <message>
            <source>This game has no such bot level.</source>
            <translation>Dit spul hat dat botnivo net.</translation>
        </message>
        <message>
            <source>That command was sent before (its number does not grow), so it was not played again.</source>
            <translation>Dat kommando is al earder stjoerd (it nûmer wurdt net heger), dus it is net nochris spile.</translation>
        </message>
        <message>
            <source>That is not a move in this game.</source>
            <translation>Dat is gjin set yn dit spul.</translation>
        </message>
        <message>
            <source>It is not that seat's turn.</source>
            <translation>Dat plak is net oan 'e beurt.</translation>
        </message>
        <message>
            <source>The rules do not allow that move.</source>
            <translation>De regels stean dy set net ta.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>It spul is út.</translation>
        </message>
        <message>
            <source>Only your own last move can be undone, before anybody else has played.</source>
            <translation>Allinnich dyn eigen lêste set kin ûngedien makke wurde, foardat immen oars spile hat.</translation>
        </message>
        <message>
            <source>A hint is for one of your seats whose move it is.</source>
            <translation>In tip is foar ien fan dyn plakken dat oan 'e beurt is.</translation>
        </message>
        <message>
            <source>A hint is already being looked for.</source>
            <translation>Der wurdt al nei in tip socht.</translation>
        </message>
        <message>
            <source>Too many messages too fast; slow down.</source>
            <translation>Te folle berjochten te fluch efterinoar; doch wat stadiger.</translation>
        </message>
        <message>
            <source>That message is too long: only a new table's message may be over 64 KiB.</source>
            <translation>Dat berjocht is te lang: allinnich it berjocht foar in nije tafel mei grutter wêze as 64 KiB.</translation>
        </message>
        <message>
            <source>Too many messages too fast: the connection was closed.</source>
            <translation>Te folle berjochten te fluch efterinoar: de ferbining is sletten.</translation>
        </message>
        <message>
            <source>The host has ended this table.</source>
            <translation>De gasthear hat in ein makke oan dizze tafel.</translation>
        </message>
        <message>
            <source>Your seat is now played elsewhere.</source>
            <translation>Dyn plak wurdt no earne oars spile.</translation>
        </message>
        <message>
            <source>You have left the table.</source>
            <translation>Do hast de tafel ferlitten.</translation>
        </message>
        <message>
            <source>The server is stopping; your app reconnects when it is back.</source>
            <translation>De server stopt; dyn app ferbynt opnij as de server werom is.</translation>
        </message>
        <message>
            <source>Your connection could not keep up with the table and was closed.</source>
            <translation>Dyn ferbining koe de tafel net byhâlde en is sletten.</translation>
        </message>
        <message>
            <source>Too many messages could not be read: the connection was closed.</source>
            <translation>Te folle berjochten koene net lêzen wurde: de ferbining is sletten.</translation>
        </message>
        <message>
            <source>Messages are JSON text, not binary frames.</source>
            <translation>Berjochten binne JSON-tekst, gjin binêre frames.</translation>
        </message>
        <message>
            <source>A {kind} message has no field '{key}'.</source>
            <translation>In berjocht fan it type {kind} hat gjin fjild '{key}'.</translation>
        </message>
        <message>
            <source>The field '{key}' of a {kind} message is not right.</source>
            <translation>It fjild '{key}' fan in berjocht fan it type {kind} is net goed.</translation>
        </message>
        <message>
            <source>A {kind} message needs the field '{key}'.</source>
            <translation>In berjocht fan it type {kind} hat it fjild '{key}' nedich.</translation>
        </message>
        <message>
            <source>No hint could be found this time.</source>
            <translation>Der koe dizze kear gjin tip fûn wurde.</translation>
        </message>
        <message>
            <source>{game} takes {least} to {most} players, not {count}.</source>
            <translation>{game} is foar {least} oant {most} spilers, net {count}.</translation>
        </message>
        <message>
            <source>Seat {number} is not described right.</source>
            <translation>Plak {number} is net goed beskreaun.</translation>
        </message>
        <message>
            <source>Seat {number} must be here, remote or a bot.</source>
            <translation>Plak {number} moat hjir, op in oare kompjûter of in bot wêze.</translation>
        </message>
        <message>
            <source>Seat {number}'s name is not right: 1 to 40 characters, without control characters.</source>
            <translation>De namme fan plak {number} is net goed: 1 oant 40 tekens, sûnder kontrôletekens.</translation>
        </message>
        <message>
            <source>Seat {number}'s bot level is not one of this game's.</source>
            <translation>It botnivo fan plak {number} hat dit spul net.</translation>
        </message>
        <message>
            <source>Seat {number} is a person's and has no bot level.</source>
            <translation>Plak {number} is fan in minske en hat gjin botnivo.</translation>
        </message>
        <message>
            <source>Your last move showed something that was hidden (a draw, a deal, a roll or the choices), so it can't be undone.</source>
            <translation>Dyn lêste set hat wat sjen litten dat ferburgen wie (wat der lutsen of útdield waard, in smyt of de karren), dus dy kin net ûngedien makke wurde.</translation>
        </message>
        <message>
            <source>Undo is turned off for this game.</source>
            <translation>Ûngedien meitsje stiet út foar dit spul.</translation>
        </message>
        <message>
            <source>The game is over, so moves can't be undone.</source>
            <translation>It spul is út, dus setten kinne net ûngedien makke wurde.</translation>
        </message>
        <message>
            <source>Nothing has been played yet, so there is nothing to undo.</source>
            <translation>Der is noch neat spile, dus der is neat ûngedien te meitsjen.</translation>
        </message>
    </context>
    <context>
        <name>GameSession</name>
        <message>
            <source>A finished game of {game} could not be recorded ({reason}); its autosave is kept and the next start tries again.</source>
            <translation>In útspile spul {game} koe net fêstlein wurde ({reason}); it automatysk bewarre spul bliuwt bestean en by de folgjende start wurdt it opnij besocht.</translation>
        </message>
        <message>
            <source>That seat is played by a bot.</source>
            <translation>Dat plak wurdt troch in bot spile.</translation>
        </message>
        <message>
            <source>Undo your last move ({move}).</source>
            <translation>Dyn lêste set ({move}) ûngedien meitsje.</translation>
        </message>
        <message>
            <source>Undo your last move ({move}) and the bots' moves after it.</source>
            <translation>Dyn lêste set ({move}) ûngedien meitsje, mei de setten fan 'e bots dêrnei.</translation>
        </message>
        <message>
            <source>Undo your last move ({move}). You have seen what was drawn since, so this game then becomes a practice game.</source>
            <translation>Dyn lêste set ({move}) ûngedien meitsje. Do hast sjoen wat der sûnt pakt of lutsen is, dus dit spul wurdt dan in oefenspul.</translation>
        </message>
        <message>
            <source>Undo your last move ({move}) and the bots' moves after it. You have seen what was drawn since, so this game then becomes a practice game.</source>
            <translation>Dyn lêste set ({move}) ûngedien meitsje, mei de setten fan 'e bots dêrnei. Do hast sjoen wat der sûnt pakt of lutsen is, dus dit spul wurdt dan in oefenspul.</translation>
        </message>
        <message>
            <source>Your last move was undone: it is your turn again.</source>
            <translation>Dyn lêste set is ûngedien makke: do bist wer oan 'e beurt.</translation>
        </message>
        <message>
            <source>Your last move was undone: it is your turn again. This is a practice game now, because you had seen what came after that move.</source>
            <translation>Dyn lêste set is ûngedien makke: do bist wer oan 'e beurt. Dit is no in oefenspul, omdatst sjoen hiest wat der nei dy set kaam.</translation>
        </message>
        <message>
            <source>There is no such seat at this table.</source>
            <translation>Dat plak is der net oan dizze tafel.</translation>
        </message>
        <message>
            <source>That is not a move in this game.</source>
            <translation>Dat is gjin set yn dit spul.</translation>
        </message>
        <message>
            <source>A hint is for a person at this screen whose move it is.</source>
            <translation>In tip is foar in minske by dit skerm dat oan 'e beurt is.</translation>
        </message>
        <message>
            <source>A hint is already being looked for.</source>
            <translation>Der wurdt al nei in tip socht.</translation>
        </message>
        <message>
            <source>No hint could be found this time.</source>
            <translation>Der koe dizze kear gjin tip fûn wurde.</translation>
        </message>
        <message>
            <source>This game has been closed.</source>
            <translation>Dit spul is sletten.</translation>
        </message>
        <message>
            <source>Your bot had a problem and plays the first move it can.</source>
            <translation>Dyn bot hie in probleem en spilet de earste set dy't er kin.</translation>
        </message>
        <message>
            <source>{name} (bot) had a problem and plays the first move it can.</source>
            <translation>{name} (bot) hie in probleem en spilet de earste set dy't er kin.</translation>
        </message>
        <message>
            <source>The game could not be autosaved: {error}</source>
            <translation>It spul koe net automatysk bewarre wurde: {error}</translation>
        </message>
        <message>
            <source>The finished game could not be recorded: {error}</source>
            <translation>It útspile spul koe net fêstlein wurde: {error}</translation>
        </message>
        <message>
            <source>The finished game could not be recorded ({reason}); its autosave from before the last move is kept: continue it from the home screen to finish it again.</source>
            <translation>It útspile spul koe net fêstlein wurde ({reason}); it automatysk bewarre spul fan foar de lêste set bliuwt bestean: spylje it fierder fanút it begjinskerm om it nochris út te spyljen.</translation>
        </message>
        <message>
            <source>The finished game could not be recorded ({reason}), and there is no autosave of it either.</source>
            <translation>It útspile spul koe net fêstlein wurde ({reason}), en der is ek gjin automatysk bewarre ferzje fan.</translation>
        </message>
        <message>
            <source>The finished game could not be recorded ({reason}); it is kept in its autosave, and the app records it as soon as it can.</source>
            <translation>It útspile spul koe net fêstlein wurde ({reason}); it bliuwt automatysk bewarre, en de app leit it fêst sa gau't dat kin.</translation>
        </message>
        <message>
            <source>The bots' helper process is not available ({why}); the bots think inside the app instead, so the window may react more slowly while they do.</source>
            <translation>It helpproses fan 'e bots is net beskikber ({why}); de bots tinke no yn 'e app sels, dus it finster kin stadiger reagearje wylst se dat dogge.</translation>
        </message>
        <message>
            <source>Undo is turned off for this game.</source>
            <translation>Ûngedien meitsje stiet út foar dit spul.</translation>
        </message>
        <message>
            <source>Only a person can undo a move.</source>
            <translation>Allinnich in minske kin in set ûngedien meitsje.</translation>
        </message>
        <message>
            <source>You have not confirmed a move yet, so there is nothing to undo.</source>
            <translation>Do hast noch gjin set befêstige, dus der is neat ûngedien te meitsjen.</translation>
        </message>
        <message>
            <source>The game is over, so moves can't be undone.</source>
            <translation>It spul is út, dus setten kinne net ûngedien makke wurde.</translation>
        </message>
        <message>
            <source>Your last move drew new tiles from the bag, so it can't be undone: moves can be undone once nothing is drawn after them.</source>
            <translation>By dyn lêste set binne der nije stiennen út 'e bûdel pakt, dus dy kin net ûngedien makke wurde: in set kin ûngedien makke wurde salang't der dêrnei neat pakt is.</translation>
        </message>
        <message>
            <source>Another player drew from the bag after your move, so it can't be undone: moves can be undone once nothing is drawn after them.</source>
            <translation>In oare spiler hat nei dyn set út 'e bûdel pakt, dus dy kin net ûngedien makke wurde: in set kin ûngedien makke wurde salang't der dêrnei neat pakt is.</translation>
        </message>
    </context>
    <context>
        <name>RemoteSession</name>
        <message>
            <source>Connecting to the table…</source>
            <translation>Ferbine mei de tafel…</translation>
        </message>
        <message>
            <source>Connected to the table.</source>
            <translation>Ferbûn mei de tafel.</translation>
        </message>
        <message>
            <source>The connection to the table was lost ({why}). Connecting again in {delay} s…</source>
            <translation>De ferbining mei de tafel is ferbrutsen ({why}). Opnij ferbine oer {delay} s…</translation>
        </message>
        <message>
            <source>The connection to the table was lost ({why}). Connecting again…</source>
            <translation>De ferbining mei de tafel is ferbrutsen ({why}). Opnij ferbine…</translation>
        </message>
        <message>
            <source>The table cannot be reached ({why}). Trying again in {delay} s…</source>
            <translation>De tafel is net te berikken ({why}). Opnij besykje oer {delay} s…</translation>
        </message>
        <message>
            <source>The table cannot be reached ({why}). Trying again…</source>
            <translation>De tafel is net te berikken ({why}). Opnij besykje…</translation>
        </message>
        <message>
            <source>You left the table.</source>
            <translation>Do hast de tafel ferlitten.</translation>
        </message>
        <message>
            <source>The table speaks another version of the network protocol ({theirs}; this app speaks {ours}): both computers need the same version of the app.</source>
            <translation>De tafel praat in oare ferzje fan it netwurkprotokol ({theirs}; dizze app praat {ours}): beide kompjûters hawwe deselde ferzje fan 'e app nedich.</translation>
        </message>
        <message>
            <source>The other computer did not answer as a table of this app does.</source>
            <translation>De oare kompjûter antwurde net sa't in tafel fan dizze app dat docht.</translation>
        </message>
        <message>
            <source>The connection to the table failed.</source>
            <translation>De ferbining mei de tafel is mislearre.</translation>
        </message>
        <message>
            <source>the connection was closed</source>
            <comment>why a connection ended, inside a sentence</comment>
            <translation>de ferbining is sletten</translation>
        </message>
        <message>
            <source>the table closed the connection</source>
            <translation>de tafel hat de ferbining sletten</translation>
        </message>
        <message>
            <source>the other computer does not answer</source>
            <translation>de oare kompjûter antwurdet net</translation>
        </message>
        <message>
            <source>the other computer took too long to answer</source>
            <translation>de oare kompjûter die der te lang oer om te antwurdzjen</translation>
        </message>
        <message>
            <source>the address is not one a table can have</source>
            <translation>it adres kin net fan in tafel wêze</translation>
        </message>
        <message>
            <source>the other computer refused the connection ({code})</source>
            <translation>de oare kompjûter hat de ferbining wegere ({code})</translation>
        </message>
        <message>
            <source>the network cut the connection</source>
            <translation>it netwurk hat de ferbining ferbrutsen</translation>
        </message>
        <message>
            <source>the secure connection could not be set up</source>
            <translation>de befeilige ferbining koe net opset wurde</translation>
        </message>
        <message>
            <source>the network failed</source>
            <translation>it netwurk foel út</translation>
        </message>
        <message>
            <source>the connection failed</source>
            <translation>de ferbining is mislearre</translation>
        </message>
        <message>
            <source>That is not the address of a table: it looks like ws://HOST:PORT/room/CODE.</source>
            <translation>Dat is gjin adres fan in tafel: sa'n adres sjocht der út as ws://HOST:PORT/room/CODE.</translation>
        </message>
        <message>
            <source>There is no table at that address with that room code. Check the code and the address.</source>
            <translation>Der is gjin tafel op dat adres mei dy keamerkoade. Kontrolearje de koade en it adres.</translation>
        </message>
        <message>
            <source>The table's certificate is not one this computer trusts, so the connection was not made ({why}).</source>
            <translation>It sertifikaat fan 'e tafel is net ien dat dizze kompjûter fertrout, dus de ferbining is net makke ({why}).</translation>
        </message>
        <message>
            <source>it could not be checked</source>
            <translation>it koe net kontrolearre wurde</translation>
        </message>
        <message>
            <source>Nobody has taken this seat yet.</source>
            <translation>Gjinien hat dit plak noch nommen.</translation>
        </message>
        <message>
            <source>Online.</source>
            <translation>Online.</translation>
        </message>
        <message>
            <source>Reconnecting…</source>
            <translation>Ferbynt opnij…</translation>
        </message>
        <message>
            <source>Left the table.</source>
            <translation>Hat de tafel ferlitten.</translation>
        </message>
        <message>
            <source>Played by a bot.</source>
            <translation>Wurdt troch in bot spile.</translation>
        </message>
        <message>
            <source>{name} is connected again.</source>
            <translation>{name} is wer ferbûn.</translation>
        </message>
        <message>
            <source>{name} lost the connection; waiting for them to come back.</source>
            <translation>{name} is de ferbining kwyt; der wurdt wachte oant de spiler werom is.</translation>
        </message>
        <message>
            <source>{name} left the table.</source>
            <translation>{name} hat de tafel ferlitten.</translation>
        </message>
        <message>
            <source>{name}'s seat is played by a bot now.</source>
            <translation>It plak fan {name} wurdt no troch in bot spile.</translation>
        </message>
        <message>
            <source>{name} has come to the table.</source>
            <translation>{name} is oan 'e tafel kommen.</translation>
        </message>
        <message>
            <source>The game has not started yet.</source>
            <translation>It spul is noch net begûn.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>It spul is út.</translation>
        </message>
        <message>
            <source>The connection to the table is not there just now, so nothing was sent. Play again once it is back.</source>
            <translation>De ferbining mei de tafel is der no eefkes net, dus der is neat stjoerd. Spylje nochris as de ferbining werom is.</translation>
        </message>
        <message>
            <source>This computer is no longer at the table, so nothing was sent. {why}</source>
            <translation>Dizze kompjûter sit net mear oan 'e tafel, dus der is neat stjoerd. {why}</translation>
        </message>
        <message>
            <source>That seat is played at another computer.</source>
            <translation>Dat plak wurdt op in oare kompjûter spile.</translation>
        </message>
        <message>
            <source>It is not that seat's turn.</source>
            <translation>Dat plak is net oan 'e beurt.</translation>
        </message>
        <message>
            <source>Your move is on its way to the table.</source>
            <translation>Dyn set is ûnderweis nei de tafel.</translation>
        </message>
        <message>
            <source>Your undo is on its way to the table.</source>
            <translation>Dyn fersyk om ûngedien te meitsjen is ûnderweis nei de tafel.</translation>
        </message>
        <message>
            <source>That is not a move in this game.</source>
            <translation>Dat is gjin set yn dit spul.</translation>
        </message>
        <message>
            <source>A hint is for a person at this screen whose move it is.</source>
            <translation>In tip is foar in minske by dit skerm dat oan 'e beurt is.</translation>
        </message>
        <message>
            <source>A hint is already being looked for.</source>
            <translation>Der wurdt al nei in tip socht.</translation>
        </message>
        <message>
            <source>The connection went before your move reached the table. The table is shown as it is once the connection is back; play your move then if it is missing.</source>
            <translation>De ferbining foel wei foardat dyn set by de tafel oankaam. As de ferbining werom is, wurdt de tafel sjen litten sa't er dan is; spylje dyn set dan as dy der net by stiet.</translation>
        </message>
        <message>
            <source>Only the computer that hosts the table can do that.</source>
            <translation>Allinnich de kompjûter dy't de tafel host, kin dat dwaan.</translation>
        </message>
        <message>
            <source>The table sent something this app cannot read ({why}); the table is shown as it was.</source>
            <translation>De tafel stjoerde wat dat dizze app net lêze kin ({why}); de tafel wurdt sjen litten sa't er wie.</translation>
        </message>
        <message>
            <source>The table speaks another version of the network protocol: both computers need the same version of the app.</source>
            <translation>De tafel praat in oare ferzje fan it netwurkprotokol: beide kompjûters hawwe deselde ferzje fan 'e app nedich.</translation>
        </message>
        <message>
            <source>There is no table with that room code. Check the code and the address.</source>
            <translation>Der is gjin tafel mei dy keamerkoade. Kontrolearje de koade en it adres.</translation>
        </message>
        <message>
            <source>This computer's seat at that table is not known there any more.</source>
            <translation>It plak fan dizze kompjûter oan dy tafel is dêr net mear bekend.</translation>
        </message>
        <message>
            <source>Every seat at that table is taken.</source>
            <translation>Alle plakken oan dy tafel binne beset.</translation>
        </message>
        <message>
            <source>That name cannot be used: give one of 1 to 40 letters.</source>
            <translation>Dy namme kin net brûkt wurde: jou ien fan 1 oant 40 letters.</translation>
        </message>
        <message>
            <source>Too many wrong codes from this computer: wait a minute and try again.</source>
            <translation>Te folle ferkearde koades fan dizze kompjûter: wachtsje in minút en besykje it dan nochris.</translation>
        </message>
        <message>
            <source>The table's server is full just now: try again later.</source>
            <translation>De server fan 'e tafel is no fol: besykje it letter nochris.</translation>
        </message>
        <message>
            <source>That game has already started.</source>
            <translation>Dat spul is al begûn.</translation>
        </message>
        <message>
            <source>That seat is not yours.</source>
            <translation>Dat plak is net fan dy.</translation>
        </message>
        <message>
            <source>The rules do not allow that move.</source>
            <translation>De regels stean dy set net ta.</translation>
        </message>
        <message>
            <source>Only your own last move can be undone, before anybody else has played.</source>
            <translation>Allinnich dyn eigen lêste set kin ûngedien makke wurde, foardat immen oars spile hat.</translation>
        </message>
        <message>
            <source>That request was already answered.</source>
            <translation>Op dat fersyk is al antwurde.</translation>
        </message>
        <message>
            <source>Too many requests at once: wait a moment and try again.</source>
            <translation>Te folle fersiken tagelyk: wachtsje eefkes en besykje it dan nochris.</translation>
        </message>
        <message>
            <source>The table refused that.</source>
            <translation>De tafel hat dat wegere.</translation>
        </message>
        <message>
            <source>The finished game could not be kept in this computer's statistics: {why}</source>
            <translation>It útspile spul koe net yn 'e statistyk fan dizze kompjûter bewarre wurde: {why}</translation>
        </message>
    </context>
    <context>
        <name>storage</name>
        <message>
            <source>{problem} It is left as it is for that version, and cannot be continued here.</source>
            <translation>{problem} It wurdt litten sa't it is foar dy ferzje, en kin hjir net fierder spile wurde.</translation>
        </message>
        <message>
            <source>{problem} The game cannot be continued.</source>
            <translation>{problem} It spul kin net fierder spile wurde.</translation>
        </message>
        <message>
            <source>{name} is a folder, not a file.</source>
            <translation>{name} is in map, gjin triem.</translation>
        </message>
        <message>
            <source>{name} is not an ordinary file (it is a pipe, a device or a socket), so it is not read.</source>
            <translation>{name} is gjin gewoane triem (it is in pipe, in apparaat of in socket), dus it wurdt net lêzen.</translation>
        </message>
        <message>
            <source>settings file</source>
            <translation>ynstellingstriem</translation>
        </message>
        <message>
            <source>a settings file</source>
            <translation>in ynstellingstriem</translation>
        </message>
        <message>
            <source>saved game</source>
            <translation>spultriem</translation>
        </message>
        <message>
            <source>a saved game</source>
            <translation>in spultriem</translation>
        </message>
        <message>
            <source>autosaved game</source>
            <translation>automatysk bewarre spultriem</translation>
        </message>
        <message>
            <source>an autosaved game</source>
            <translation>in automatysk bewarre spultriem</translation>
        </message>
        <message>
            <source>game record</source>
            <translation>ferslachtriem</translation>
        </message>
        <message>
            <source>a game record</source>
            <translation>in ferslachtriem</translation>
        </message>
        <message>
            <source>word-list settings file</source>
            <translation>triem mei wurdlistynstellings</translation>
        </message>
        <message>
            <source>a word-list settings file</source>
            <translation>in triem mei wurdlistynstellings</translation>
        </message>
        <message>
            <source>file</source>
            <translation>triem</translation>
        </message>
        <message>
            <source>a file</source>
            <translation>in triem</translation>
        </message>
        <message>
            <source>file of another kind</source>
            <translation>triem fan in oare soarte</translation>
        </message>
        <message>
            <source>a file of another kind</source>
            <translation>in triem fan in oare soarte</translation>
        </message>
        <message>
            <source>This {what} cannot be read (it is not an ordinary file).</source>
            <translation>Dizze {what} kin net lêzen wurde (it is gjin gewoane triem).</translation>
        </message>
        <message>
            <source>it is not an ordinary file</source>
            <translation>it is gjin gewoane triem</translation>
        </message>
        <message>
            <source>This {what} cannot be found ({file}).</source>
            <translation>Dizze {what} kin net fûn wurde ({file}).</translation>
        </message>
        <message>
            <source>it does not exist</source>
            <translation>it bestiet net</translation>
        </message>
        <message>
            <source>This {what} cannot be read (it is a folder).</source>
            <translation>Dizze {what} kin net lêzen wurde (it is in map).</translation>
        </message>
        <message>
            <source>it is a folder</source>
            <translation>it is in map</translation>
        </message>
        <message>
            <source>This {what} cannot be read ({reason}).</source>
            <translation>Dizze {what} kin net lêzen wurde ({reason}).</translation>
        </message>
        <message>
            <source>it is larger than {size} MB, far too large to be genuine</source>
            <translation>it is grutter as {size} MB, fierstente grut om echt te wêzen</translation>
        </message>
        <message>
            <source>it is larger than {size} KB, far too large to be genuine</source>
            <translation>it is grutter as {size} KB, fierstente grut om echt te wêzen</translation>
        </message>
        <message>
            <source>it is empty</source>
            <translation>it is leech</translation>
        </message>
        <message>
            <source>it ends too early</source>
            <translation>it hâldt te betiid op</translation>
        </message>
        <message>
            <source>it is not text</source>
            <translation>it is gjin tekst</translation>
        </message>
        <message>
            <source>it is nested too deeply</source>
            <translation>it is te djip nestele</translation>
        </message>
        <message>
            <source>its contents are garbled at line {line}</source>
            <translation>de ynhâld is ûnlêsber by rigel {line}</translation>
        </message>
        <message>
            <source>it holds an impossible number</source>
            <translation>der stiet in ûnmooglik getal yn</translation>
        </message>
        <message>
            <source>This file is a Tabletop Desktop {other}, not {what}.</source>
            <comment>{what} is the kind of file wanted, with its article ('a saved game')</comment>
            <translation>Dizze triem is in {other} fan Tabletop Desktop, net {what}.</translation>
        </message>
        <message>
            <source>it is a Tabletop Desktop {other}</source>
            <translation>it is in {other} fan Tabletop Desktop</translation>
        </message>
        <message>
            <source>its version number is missing</source>
            <translation>it ferzjenûmer mist</translation>
        </message>
        <message>
            <source>This {what} was made by a newer version of Tabletop Desktop (format {version}; this version reads up to format {most}).</source>
            <translation>Dizze {what} is makke troch in nijere ferzje fan Tabletop Desktop (formaat {version}; dizze ferzje lêst oant formaat {most}).</translation>
        </message>
        <message>
            <source>it was made by a newer version of Tabletop Desktop</source>
            <translation>it is makke troch in nijere ferzje fan Tabletop Desktop</translation>
        </message>
        <message>
            <source>This {what} is damaged ({reason}).</source>
            <translation>Dizze {what} is skansearre ({reason}).</translation>
        </message>
        <message>
            <source>This file is not a Tabletop Desktop {what}.</source>
            <translation>Dizze triem is gjin {what} fan Tabletop Desktop.</translation>
        </message>
        <message>
            <source>it is not a Tabletop Desktop file</source>
            <translation>it is gjin triem fan Tabletop Desktop</translation>
        </message>
        <message>
            <source>{problem}; it could not be set aside ({error}).</source>
            <comment>{problem} is a sentence without its full stop</comment>
            <translation>{problem}; it koe net oan 'e kant set wurde ({error}).</translation>
        </message>
        <message>
            <source>{problem} and was set aside as {file}.</source>
            <comment>{problem} is a sentence without its full stop</comment>
            <translation>{problem} en is oan 'e kant set as {file}.</translation>
        </message>
        <message>
            <source>settings</source>
            <comment>a folder's name</comment>
            <translation>ynstellings</translation>
        </message>
        <message>
            <source>data</source>
            <comment>a folder's name</comment>
            <translation>gegevens</translation>
        </message>
        <message>
            <source>state</source>
            <comment>a folder's name</comment>
            <translation>steat</translation>
        </message>
        <message>
            <source>log</source>
            <comment>a folder's name</comment>
            <translation>log</translation>
        </message>
        <message>
            <source>game records</source>
            <comment>a folder's name</comment>
            <translation>spulferslaggen</translation>
        </message>
        <message>
            <source>autosaves</source>
            <comment>a folder's name</comment>
            <translation>automatysk bewarre spullen</translation>
        </message>
        <message>
            <source>The {what} folder {folder} cannot be used: {file} is a file, not a folder. Move that file away so Tabletop Desktop can keep your games.</source>
            <translation>De map {folder} ({what}) kin net brûkt wurde: {file} is in triem, gjin map. Set dy triem earne oars, sadat Tabletop Desktop dyn spullen bewarje kin.</translation>
        </message>
        <message>
            <source>The {what} folder {folder} cannot be created ({error}).</source>
            <translation>De map {folder} ({what}) kin net makke wurde ({error}).</translation>
        </message>
        <message>
            <source>its summary is missing</source>
            <translation>de gearfetting mist</translation>
        </message>
        <message>
            <source>it names no game</source>
            <translation>der wurdt gjin spul yn neamd</translation>
        </message>
        <message>
            <source>its seats are missing</source>
            <translation>de plakken misse</translation>
        </message>
        <message>
            <source>it lists {count} seats; no game takes more than {MAX_SEATS}</source>
            <translation>der steane {count} plakken yn; gjin spul hat mear as {MAX_SEATS}</translation>
        </message>
        <message>
            <source>seat {number} is not described</source>
            <translation>plak {number} is net beskreaun</translation>
        </message>
        <message>
            <source>seat {number} is neither a person nor a bot</source>
            <translation>plak {number} is gjin minske en gjin bot</translation>
        </message>
        <message>
            <source>seat {number} has no usable name</source>
            <translation>plak {number} hat gjin brûkbere namme</translation>
        </message>
        <message>
            <source>seat {number}'s score is not a whole number</source>
            <translation>de skoare fan plak {number} is gjin hiel getal</translation>
        </message>
        <message>
            <source>seat {number}'s result is missing</source>
            <translation>it resultaat fan plak {number} mist</translation>
        </message>
        <message>
            <source>seat {number}'s hints are garbled</source>
            <translation>de tips fan plak {number} binne ûnlêsber</translation>
        </message>
        <message>
            <source>its best move is garbled</source>
            <translation>de bêste set is ûnlêsber</translation>
        </message>
        <message>
            <source>its number of moves is garbled</source>
            <translation>it oantal setten is ûnlêsber</translation>
        </message>
        <message>
            <source>its ending is garbled</source>
            <translation>it ein is ûnlêsber</translation>
        </message>
        <message>
            <source>its practice mark is garbled</source>
            <translation>it oefenspulmerk is ûnlêsber</translation>
        </message>
        <message>
            <source>its extras are garbled</source>
            <translation>de ekstra's binne ûnlêsber</translation>
        </message>
        <message>
            <source>its network table is garbled</source>
            <translation>de netwurktafel is ûnlêsber</translation>
        </message>
        <message>
            <source>this record does not keep the seats it was played with</source>
            <translation>dit ferslach hâldt de plakken net by dêr't it mei spile is</translation>
        </message>
        <message>
            <source>its set-up cannot be read ({reason})</source>
            <translation>de opset kin net lêzen wurde ({reason})</translation>
        </message>
        <message>
            <source>The game records folder {folder} cannot be used.</source>
            <translation>De map mei spulferslaggen {folder} kin net brûkt wurde.</translation>
        </message>
        <message>
            <source>The game record {file} cannot be written.</source>
            <translation>It spulferslach {file} kin net skreaun wurde.</translation>
        </message>
        <message>
            <source>The game records folder {folder} cannot be read.</source>
            <translation>De map mei spulferslaggen {folder} kin net lêzen wurde.</translation>
        </message>
        <message>
            <source>{problem}; it is left out of the statistics.</source>
            <comment>{problem} is a sentence without its full stop</comment>
            <translation>{problem}; it wurdt bûten de statistyk litten.</translation>
        </message>
        <message>
            <source>{problem} It is left out of the statistics.</source>
            <translation>{problem} It wurdt bûten de statistyk litten.</translation>
        </message>
        <message>
            <source>{list}, {item}</source>
            <comment>a list going on</comment>
            <translation>{list}, {item}</translation>
        </message>
        <message>
            <source>the set-up is missing</source>
            <translation>de opset mist</translation>
        </message>
        <message>
            <source>it is for a game this version does not have: {game}</source>
            <translation>it is foar in spul dat dizze ferzje net hat: {game}</translation>
        </message>
        <message>
            <source>the seats are missing</source>
            <translation>de plakken misse</translation>
        </message>
        <message>
            <source>{name} takes {min_seats} to {max_seats} players; this file has {count}</source>
            <translation>{name} is foar {min_seats} oant {max_seats} spilers; dizze triem hat der {count}</translation>
        </message>
        <message>
            <source>seat {number} is a bot of a level {name} does not have</source>
            <translation>plak {number} is in bot fan in nivo dat {name} net hat</translation>
        </message>
        <message>
            <source>seat {number} is a person with a bot level</source>
            <translation>plak {number} is in minske mei in botnivo</translation>
        </message>
        <message>
            <source>the options are not a list of choices</source>
            <translation>de opsjes binne gjin list fan karren</translation>
        </message>
        <message>
            <source>its options are not valid: {reason}</source>
            <translation>de opsjes binne net jildich: {reason}</translation>
        </message>
        <message>
            <source>its seed is not a whole number</source>
            <translation>it startgetal (seed) is gjin hiel getal</translation>
        </message>
        <message>
            <source>its option {label} names no seat</source>
            <translation>de opsje {label} neamt gjin plak</translation>
        </message>
        <message>
            <source>its option {option} is out of range</source>
            <translation>de opsje {option} falt bûten it berik</translation>
        </message>
        <message>
            <source>its moves belong to a different game</source>
            <translation>de setten hearre by in oar spul</translation>
        </message>
        <message>
            <source>its moves were played with different options</source>
            <translation>de setten binne spile mei oare opsjes</translation>
        </message>
        <message>
            <source>it holds more than {MAX_ACTIONS} moves</source>
            <translation>der steane mear as {MAX_ACTIONS} setten yn</translation>
        </message>
        <message>
            <source>its summary of the position is missing</source>
            <translation>de gearfetting fan 'e stân mist</translation>
        </message>
        <message>
            <source>its moves cannot be replayed ({__name__})</source>
            <translation>de setten kinne net opnij spile wurde ({__name__})</translation>
        </message>
        <message>
            <source>its moves do not lead to the position it claims</source>
            <translation>de setten liede net ta de stân dy't it opjout</translation>
        </message>
        <message>
            <source>its count of hints is garbled</source>
            <translation>it oantal tips is ûnlêsber</translation>
        </message>
        <message>
            <source>animation speed</source>
            <comment>a setting</comment>
            <translation>animaasjesnelheid</translation>
        </message>
        <message>
            <source>bot speed</source>
            <comment>a setting</comment>
            <translation>botsnelheid</translation>
        </message>
        <message>
            <source>theme</source>
            <comment>a setting</comment>
            <translation>tema</translation>
        </message>
        <message>
            <source>colour-blind help</source>
            <comment>a setting</comment>
            <translation>help by kleureblinens</translation>
        </message>
        <message>
            <source>reduce motion</source>
            <comment>a setting</comment>
            <translation>minder beweging</translation>
        </message>
        <message>
            <source>new-game choices</source>
            <comment>a setting</comment>
            <translation>karren foar in nij spul</translation>
        </message>
        <message>
            <source>window size</source>
            <comment>a setting</comment>
            <translation>finstergrutte</translation>
        </message>
        <message>
            <source>last game</source>
            <comment>a setting</comment>
            <translation>lêste spul</translation>
        </message>
        <message>
            <source>last folder</source>
            <comment>a setting</comment>
            <translation>lêste map</translation>
        </message>
        <message>
            <source>language</source>
            <comment>a setting</comment>
            <translation>taal</translation>
        </message>
        <message>
            <source>{problem} It is left as it is for that version: this version uses default settings, and changes made here last until you quit.</source>
            <translation>{problem} It wurdt litten sa't it is foar dy ferzje: dizze ferzje brûkt de standertynstellings, en wat hjir feroare wurdt, jildt oant do it programma slutest.</translation>
        </message>
        <message>
            <source>{problem} Default settings are used.</source>
            <translation>{problem} De standertynstellings wurde brûkt.</translation>
        </message>
        <message>
            <source>Some settings had values this version does not understand and were reset to their defaults: {settings}.</source>
            <translation>Guon ynstellings hiene wearden dy't dizze ferzje net begrypt en binne weromset nei de standertwearde: {settings}.</translation>
        </message>
        <message>
            <source>Line {number}: “{line}” — {reason}</source>
            <translation>Rigel {number}: “{line}” — {reason}</translation>
        </message>
        <message>
            <source>{name} holds one word the cards can spell.</source>
            <translation>{name} befettet ien wurd dat de kaarten skriuwe kinne.</translation>
        </message>
        <message>
            <source>{name} holds {count} words the cards can spell.</source>
            <translation>{name} befettet {count} wurden dy't de kaarten skriuwe kinne.</translation>
        </message>
        <message>
            <source>One word is listed twice; it counts once.</source>
            <translation>Ien wurd stiet der twa kear yn; it telt ien kear.</translation>
        </message>
        <message>
            <source>{count} words are listed more than once; each counts once.</source>
            <translation>{count} wurden steane der mear as ien kear yn; elk telt ien kear.</translation>
        </message>
        <message>
            <source>One line is skipped: it is not a word the cards can spell.</source>
            <translation>Ien rigel is oerslein: it is gjin wurd dat de kaarten skriuwe kinne.</translation>
        </message>
        <message>
            <source>{count} lines are skipped: they are not words the cards can spell.</source>
            <translation>{count} rigels binne oerslein: it binne gjin wurden dy't de kaarten skriuwe kinne.</translation>
        </message>
        <message>
            <source>One word was imported from {name}.</source>
            <translation>Ien wurd is ymportearre út {name}.</translation>
        </message>
        <message>
            <source>{count} words were imported from {name}.</source>
            <translation>{count} wurden binne ymportearre út {name}.</translation>
        </message>
        <message>
            <source>One more line is skipped.</source>
            <translation>Noch ien rigel is oerslein.</translation>
        </message>
        <message>
            <source>{count} more lines are skipped.</source>
            <translation>Noch {count} rigels binne oerslein.</translation>
        </message>
        <message>
            <source>{name} is too large for a word list: it is over {size} MB.</source>
            <translation>{name} is te grut foar in wurdlist: it is grutter as {size} MB.</translation>
        </message>
        <message>
            <source>{name} has more than {lines} lines; a word list may hold at most {words} words.</source>
            <translation>{name} hat mear as {lines} rigels; in wurdlist mei op syn heechst {words} wurden befetsje.</translation>
        </message>
        <message>
            <source>{name} is not a text file: it holds NUL characters (line {line}). A list saved as UTF-16 needs its byte-order mark; saving it as UTF-8 text always works.</source>
            <translation>{name} is gjin teksttriem: der steane NUL-tekens yn (rigel {line}). In list dy't as UTF-16 bewarre is, hat syn byte-order mark nedich; bewarje as UTF-8-tekst wurket altyd.</translation>
        </message>
        <message>
            <source>{name} is not {encoding} text: more than {most} of its lines cannot be read as text (line {line} is one). Save it as UTF-8 text and import it again.</source>
            <translation>{name} is gjin {encoding}-tekst: mear as {most} fan 'e rigels kinne net as tekst lêzen wurde (rigel {line} is der ien fan). Bewarje it as UTF-8-tekst en ymportearje it opnij.</translation>
        </message>
        <message>
            <source>it is not {encoding} text</source>
            <translation>it is gjin {encoding}-tekst</translation>
        </message>
        <message>
            <source>{name} holds more than {words} words, the most a list may hold (a new game with more would be slow to start).</source>
            <translation>{name} befettet mear as {words} wurden, it measte dat in list befetsje mei (in nij spul mei mear soe stadich begjinne).</translation>
        </message>
        <message>
            <source>{name} holds no word: it is empty, or holds only blank lines and comments.</source>
            <translation>{name} befettet gjin wurd: it is leech, of hat allinnich lege rigels en opmerkings.</translation>
        </message>
        <message>
            <source>{name} holds no word the cards can spell: its one line is skipped (see why below).</source>
            <translation>{name} befettet gjin wurd dat de kaarten skriuwe kinne: de iene rigel is oerslein (sjoch hjirûnder wêrom).</translation>
        </message>
        <message>
            <source>{name} holds no word the cards can spell: all its {count} lines are skipped (see why below).</source>
            <translation>{name} befettet gjin wurd dat de kaarten skriuwe kinne: alle {count} rigels binne oerslein (sjoch hjirûnder wêrom).</translation>
        </message>
        <message>
            <source>{name} does not look like a word list: {bad} of its {lines} lines are not words the cards can spell (see why below).</source>
            <translation>{name} liket net op in wurdlist: {bad} fan 'e {lines} rigels binne gjin wurden dy't de kaarten skriuwe kinne (sjoch hjirûnder wêrom).</translation>
        </message>
        <message>
            <source>{name} is too large to play with: its {words} words would not fit in a saved game.</source>
            <translation>{name} is te grut om mei te spyljen: de {words} wurden soene net yn in bewarre spul passe.</translation>
        </message>
        <message>
            <source>it has a space: one word per line</source>
            <translation>der sit in spaasje yn: ien wurd per rigel</translation>
        </message>
        <message>
            <source>it has a hyphen (hyphenated words don't count)</source>
            <translation>der sit in keppelteken yn (wurden mei in keppelteken telle net)</translation>
        </message>
        <message>
            <source>it has an apostrophe (contractions don't count)</source>
            <translation>der sit in apostrof yn (gearlutsen foarmen telle net)</translation>
        </message>
        <message>
            <source>it has a digit</source>
            <translation>der sit in sifer yn</translation>
        </message>
        <message>
            <source>it has '{letter}', which no card shows</source>
            <translation>der sit '{letter}' yn, en dy stiet op gjin kaart</translation>
        </message>
        <message>
            <source>a word needs at least 2 letters</source>
            <translation>in wurd hat op syn minst 2 letters nedich</translation>
        </message>
        <message>
            <source>it has {count} letters; no hand can spell more than {most}</source>
            <translation>it hat {count} letters; gjin hân kin mear as {most} skriuwe</translation>
        </message>
        <message>
            <source>it needs {count} '{letter}' cards; the deck has only {most}</source>
            <translation>it hat {count} '{letter}'-kaarten nedich; it kaartspul hat der mar {most}</translation>
        </message>
        <message>
            <source>it needs at least {count} cards; no hand lays down more than {most}</source>
            <translation>it hat op syn minst {count} kaarten nedich; gjin hân leit mear as {most} del</translation>
        </message>
        <message>
            <source>{name} is larger than any list this app writes.</source>
            <translation>{name} is grutter as elke list dy't dizze app skriuwt.</translation>
        </message>
        <message>
            <source>Your imported word list cannot be used: {reason}</source>
            <translation>Dyn ymportearre wurdlist kin net brûkt wurde: {reason}</translation>
        </message>
        <message>
            <source>Your imported word list ({name}) is damaged: it is not plain text.</source>
            <translation>Dyn ymportearre wurdlist ({name}) is skansearre: it is gjin platte tekst.</translation>
        </message>
        <message>
            <source>Your imported word list cannot be read ({error}).</source>
            <translation>Dyn ymportearre wurdlist kin net lêzen wurde ({error}).</translation>
        </message>
        <message>
            <source>Your imported word list ({name}) holds more words than a list may hold ({most}).</source>
            <translation>Dyn ymportearre wurdlist ({name}) befettet mear wurden as in list befetsje mei ({most}).</translation>
        </message>
        <message>
            <source>{problem} It could not be set aside ({error}); import your list again.</source>
            <translation>{problem} Hy koe net oan 'e kant set wurde ({error}); ymportearje dyn list opnij.</translation>
        </message>
        <message>
            <source>{problem} It was set aside as {file}; import your list again.</source>
            <translation>{problem} Hy is oan 'e kant set as {file}; ymportearje dyn list opnij.</translation>
        </message>
        <message>
            <source>{word}: {problem}</source>
            <translation>{word}: {problem}</translation>
        </message>
        <message>
            <source>{problem}; it is left as it is and the default word lists are used (saving the word lists here replaces it).</source>
            <comment>{problem} is a sentence without its full stop</comment>
            <translation>{problem}; it wurdt litten sa't it is en de standert wurdlisten wurde brûkt (as de wurdlisten hjir bewarre wurde, wurdt it ferfongen).</translation>
        </message>
        <message>
            <source>{problem} The default word lists are used, without house words.</source>
            <translation>{problem} De standert wurdlisten wurde brûkt, sûnder húswurden.</translation>
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
            <translation>Spulferrin</translation>
        </message>
        <message>
            <source>Moves will appear here.</source>
            <translation>Setten komme hjir te stean.</translation>
        </message>
    </context>
    <context>
        <name>Scoreboard</name>
        <message numerus="yes">
            <source>%n points</source>
            <comment>a seat's score</comment>
            <translation>
                <numerusform>%n punt</numerusform>
                <numerusform>%n punten</numerusform>
            </translation>
        </message>
        <message>
            <source>{score} points</source>
            <comment>a seat's score below zero</comment>
            <translation>{score} punten</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Skoares</translation>
        </message>
        <message>
            <source>The bag is empty</source>
            <translation>De bûdel is leech</translation>
        </message>
        <message>
            <source>1 tile left in the bag</source>
            <translation>Noch 1 stien yn 'e bûdel</translation>
        </message>
        <message numerus="yes">
            <source>%n tiles left in the bag</source>
            <translation>
                <numerusform>Noch %n stien yn 'e bûdel</numerusform>
                <numerusform>Noch %n stiennen yn 'e bûdel</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SeatLabel</name>
        <message>
            <source>Person</source>
            <translation>Minske</translation>
        </message>
        <message>
            <source>Bot · {level}</source>
            <translation>Bot · {level}</translation>
        </message>
    </context>
    <context>
        <name>Sentences</name>
        <message>
            <source>It is your turn.</source>
            <translation>Do bist oan 'e beurt.</translation>
        </message>
        <message>
            <source>It is {name}'s turn.</source>
            <translation>{name} is oan 'e beurt.</translation>
        </message>
        <message>
            <source>Your turn.</source>
            <translation>Dyn beurt.</translation>
        </message>
        <message>
            <source>{name}'s turn.</source>
            <translation>Beurt fan {name}.</translation>
        </message>
        <message>
            <source>You are thinking…</source>
            <translation>Do tinkst nei…</translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>{name} tinkt nei…</translation>
        </message>
        <message>
            <source>Your bot is thinking…</source>
            <translation>Dyn bot tinkt nei…</translation>
        </message>
        <message>
            <source>Bot {name} is thinking…</source>
            <translation>Bot {name} tinkt nei…</translation>
        </message>
        <message>
            <source>Waiting for you to play.</source>
            <translation>Wachtsjen oant do spilest.</translation>
        </message>
        <message>
            <source>Waiting for {name} to play.</source>
            <translation>Wachtsjen oant {name} spilet.</translation>
        </message>
        <message>
            <source>Waiting for you to move.</source>
            <translation>Wachtsjen oant do in set dochst.</translation>
        </message>
        <message>
            <source>Waiting for {name} to move.</source>
            <translation>Wachtsjen oant {name} in set docht.</translation>
        </message>
        <message>
            <source>Waiting for you; you play next.</source>
            <translation>Wachtsjen op dy; do bist hjirnei oan 'e beurt.</translation>
        </message>
        <message>
            <source>Waiting for {name}; you play next.</source>
            <translation>Wachtsjen op {name}; do bist hjirnei oan 'e beurt.</translation>
        </message>
        <message>
            <source>Waiting for you to choose.</source>
            <translation>Wachtsjen oant do kiest.</translation>
        </message>
        <message>
            <source>Waiting for {name} to choose.</source>
            <translation>Wachtsjen oant {name} kiest.</translation>
        </message>
        <message>
            <source>Waiting for {names} to choose.</source>
            <translation>Wachtsjen oant {names} kieze.</translation>
        </message>
        <message>
            <source>You chose {choice}; waiting for you to choose.</source>
            <translation>Do hast {choice} keazen; wachtsjen oant do kiest.</translation>
        </message>
        <message>
            <source>You chose {choice}; waiting for {name} to choose.</source>
            <translation>Do hast {choice} keazen; wachtsjen oant {name} kiest.</translation>
        </message>
        <message>
            <source>You chose {choice}; waiting for {names} to choose.</source>
            <translation>Do hast {choice} keazen; wachtsjen oant {names} kieze.</translation>
        </message>
        <message>
            <source>Pass the screen to you.</source>
            <translation>Jou it skerm oan dy.</translation>
        </message>
        <message>
            <source>Pass the screen to {name}.</source>
            <translation>Jou it skerm oan {name}.</translation>
        </message>
        <message>
            <source>Pass the screen to you</source>
            <translation>Jou it skerm oan dy</translation>
        </message>
        <message>
            <source>Pass the screen to {name}</source>
            <translation>Jou it skerm oan {name}</translation>
        </message>
        <message>
            <source>It is your turn: pass the screen to you.</source>
            <translation>Do bist oan 'e beurt: jou it skerm oan dy.</translation>
        </message>
        <message>
            <source>It is {name}'s turn: pass the screen to {name}.</source>
            <translation>{name} is oan 'e beurt: jou it skerm oan {name}.</translation>
        </message>
        <message>
            <source>The pieces stay hidden until you are ready.</source>
            <translation>De stikken bliuwe ferburgen oant do klear bist.</translation>
        </message>
        <message>
            <source>The pieces stay hidden until {name} is ready.</source>
            <translation>De stikken bliuwe ferburgen oant {name} klear is.</translation>
        </message>
        <message>
            <source>It's me, show my pieces</source>
            <translation>Ik bin it, lit myn stikken sjen</translation>
        </message>
        <message>
            <source>I'm {name}, show my pieces</source>
            <translation>Ik bin {name}, lit myn stikken sjen</translation>
        </message>
        <message>
            <source>Since your last turn</source>
            <translation>Sûnt dyn lêste beurt</translation>
        </message>
        <message>
            <source>Since {name}'s last turn</source>
            <translation>Sûnt de lêste beurt fan {name}</translation>
        </message>
        <message>
            <source>Since your last turn ({more} earlier moves not shown)</source>
            <translation>Sûnt dyn lêste beurt ({more} eardere setten net sjen litten)</translation>
        </message>
        <message>
            <source>Since {name}'s last turn ({more} earlier moves not shown)</source>
            <translation>Sûnt de lêste beurt fan {name} ({more} eardere setten net sjen litten)</translation>
        </message>
        <message>
            <source>Your cards stay face down until you are at the screen.</source>
            <translation>Dyn kaarten bliuwe ôfdekt oant do by it skerm sitst.</translation>
        </message>
        <message>
            <source>{name}'s cards stay face down until {name} is at the screen.</source>
            <translation>De kaarten fan {name} bliuwe ôfdekt oant {name} by it skerm sit.</translation>
        </message>
        <message>
            <source>Show your cards</source>
            <translation>Lit dyn kaarten sjen</translation>
        </message>
        <message>
            <source>Show {name}'s cards</source>
            <translation>Lit de kaarten fan {name} sjen</translation>
        </message>
        <message>
            <source>You win with {points} points.</source>
            <translation>Do winst mei {points} punten.</translation>
        </message>
        <message>
            <source>{name} wins with {points} points.</source>
            <translation>{name} wint mei {points} punten.</translation>
        </message>
        <message>
            <source>You win with {points} points!</source>
            <translation>Do winst mei {points} punten!</translation>
        </message>
        <message>
            <source>{name} wins with {points} points!</source>
            <translation>{name} wint mei {points} punten!</translation>
        </message>
        <message>
            <source>The game is over: you win with {points} points.</source>
            <translation>It spul is út: do winst mei {points} punten.</translation>
        </message>
        <message>
            <source>The game is over: {name} wins with {points} points.</source>
            <translation>It spul is út: {name} wint mei {points} punten.</translation>
        </message>
        <message>
            <source>A shared win: you, {points} points each</source>
            <translation>In dielde winst: do, {points} punten elk</translation>
        </message>
        <message>
            <source>A shared win: {name}, {points} points each</source>
            <translation>In dielde winst: {name}, {points} punten elk</translation>
        </message>
        <message>
            <source>A shared win: {names}, {points} points each</source>
            <translation>In dielde winst: {names}, {points} punten elk</translation>
        </message>
        <message>
            <source>The game ended when you placed your last tile (+6).</source>
            <translation>It spul einige doe'tst dyn lêste stien leist (+6).</translation>
        </message>
        <message>
            <source>The game ended when {name} placed their last tile (+6).</source>
            <translation>It spul einige doe't {name} de lêste stien lei (+6).</translation>
        </message>
        <message>
            <source>You have gone out: discard to end your last turn (your words in the rows are laid down with it).</source>
            <translation>Do bist útgien: lis in kaart ôf om dyn lêste beurt te einigjen (dyn wurden yn 'e rigen wurde dan tagelyk dellein).</translation>
        </message>
        <message>
            <source>{name} has gone out: discard to end your last turn (your words in the rows are laid down with it).</source>
            <translation>{name} is útgien: lis in kaart ôf om dyn lêste beurt te einigjen (dyn wurden yn 'e rigen wurde dan tagelyk dellein).</translation>
        </message>
        <message>
            <source>You have already gone out: this is your last turn. Lay down what words you can in the rows, then discard.</source>
            <translation>Do bist al útgien: dit is dyn lêste beurt. Lis de wurden dy'tst kinst del yn 'e rigen, en lis dan ôf.</translation>
        </message>
        <message>
            <source>{name} has already gone out: this is your last turn. Lay down what words you can in the rows, then discard.</source>
            <translation>{name} is al útgien: dit is dyn lêste beurt. Lis de wurden dy'tst kinst del yn 'e rigen, en lis dan ôf.</translation>
        </message>
        <message>
            <source>A total never goes below zero, so you are on 0.</source>
            <translation>In totaal komt nea ûnder nul, dus do stiest op 0.</translation>
        </message>
        <message>
            <source>A total never goes below zero, so {name} is on 0.</source>
            <translation>In totaal komt nea ûnder nul, dus {name} stiet op 0.</translation>
        </message>
        <message>
            <source>A total never goes below zero, so {names} are on 0.</source>
            <translation>In totaal komt nea ûnder nul, dus {names} steane op 0.</translation>
        </message>
        <message>
            <source>Your turn: draw a card — click the draw pile (D), or drag it to your hand.</source>
            <translation>Dyn beurt: lûk in kaart — klik op 'e lûkstapel (D), of sleep him nei dyn hân.</translation>
        </message>
        <message>
            <source>{name}, your turn: draw a card — click the draw pile (D), or drag it to your hand.</source>
            <translation>{name}, dyn beurt: lûk in kaart — klik op 'e lûkstapel (D), of sleep him nei dyn hân.</translation>
        </message>
        <message>
            <source>Your turn: draw a card — click the draw pile (D) or take the {card} from the discard pile (T), or drag it to your hand.</source>
            <translation>Dyn beurt: lûk in kaart — klik op 'e lûkstapel (D) of pak de {card} fan 'e ôflisstapel (T), of sleep him nei dyn hân.</translation>
        </message>
        <message>
            <source>{name}, your turn: draw a card — click the draw pile (D) or take the {card} from the discard pile (T), or drag it to your hand.</source>
            <translation>{name}, dyn beurt: lûk in kaart — klik op 'e lûkstapel (D) of pak de {card} fan 'e ôflisstapel (T), of sleep him nei dyn hân.</translation>
        </message>
        <message>
            <source>Your turn: build words in the rows and press Go out (G), or discard a card: drag it to the discard pile or double-click it.</source>
            <translation>Dyn beurt: bou wurden yn 'e rigen en druk op Útgean (G), of lis in kaart ôf: sleep him nei de ôflisstapel of dûbelklik derop.</translation>
        </message>
        <message>
            <source>{name}, your turn: build words in the rows and press Go out (G), or discard a card: drag it to the discard pile or double-click it.</source>
            <translation>{name}, dyn beurt: bou wurden yn 'e rigen en druk op Útgean (G), of lis in kaart ôf: sleep him nei de ôflisstapel of dûbelklik derop.</translation>
        </message>
        <message>
            <source>You went out: this is your last turn. Draw a card: click the draw pile (D) or the discard pile (T), or drag it to your hand.</source>
            <translation>Do bist útgien: dit is dyn lêste beurt. Lûk in kaart: klik op 'e lûkstapel (D) of de ôflisstapel (T), of sleep him nei dyn hân.</translation>
        </message>
        <message>
            <source>{name} went out: this is your last turn. Draw a card: click the draw pile (D) or the discard pile (T), or drag it to your hand.</source>
            <translation>{name} is útgien: dit is dyn lêste beurt. Lûk in kaart: klik op 'e lûkstapel (D) of de ôflisstapel (T), of sleep him nei dyn hân.</translation>
        </message>
        <message>
            <source>You went out: this is your last turn — lay down what words you can in the rows, then discard: drag a card to the discard pile or double-click it. Cards left in your hand count against you.</source>
            <translation>Do bist útgien: dit is dyn lêste beurt — lis de wurden dy'tst kinst del yn 'e rigen, en lis dan ôf: sleep in kaart nei de ôflisstapel of dûbelklik derop. Kaarten dy't yn dyn hân oerbliuwe, telle tsjin dy.</translation>
        </message>
        <message>
            <source>{name} went out: this is your last turn — lay down what words you can in the rows, then discard: drag a card to the discard pile or double-click it. Cards left in your hand count against you.</source>
            <translation>{name} is útgien: dit is dyn lêste beurt — lis de wurden dy'tst kinst del yn 'e rigen, en lis dan ôf: sleep in kaart nei de ôflisstapel of dûbelklik derop. Kaarten dy't yn dyn hân oerbliuwe, telle tsjin dy.</translation>
        </message>
        <message>
            <source>You went out with {words}: this is your last turn — lay down what words you can. Cards left in your hand count against you.</source>
            <translation>Do bist útgien mei {words}: dit is dyn lêste beurt — lis de wurden del dy'tst kinst. Kaarten dy't yn dyn hân oerbliuwe, telle tsjin dy.</translation>
        </message>
        <message>
            <source>{name} went out with {words}: this is your last turn — lay down what words you can. Cards left in your hand count against you.</source>
            <translation>{name} is útgien mei {words}: dit is dyn lêste beurt — lis de wurden del dy'tst kinst. Kaarten dy't yn dyn hân oerbliuwe, telle tsjin dy.</translation>
        </message>
        <message>
            <source>You went out with {words}. Last turns: {waiting}.</source>
            <translation>Do bist útgien mei {words}. Lêste beurten: {waiting}.</translation>
        </message>
        <message>
            <source>{name} went out with {words}. Last turns: {waiting}.</source>
            <translation>{name} is útgien mei {words}. Lêste beurten: {waiting}.</translation>
        </message>
        <message>
            <source>You went out with {words}.</source>
            <translation>Do bist útgien mei {words}.</translation>
        </message>
        <message>
            <source>{name} went out with {words}.</source>
            <translation>{name} is útgien mei {words}.</translation>
        </message>
        <message>
            <source>Round {round} of {rounds} ({cards} cards) is over: you went out.</source>
            <translation>Ronde {round} fan {rounds} ({cards} kaarten) is út: do bist útgien.</translation>
        </message>
        <message>
            <source>Round {round} of {rounds} ({cards} cards) is over: {name} went out.</source>
            <translation>Ronde {round} fan {rounds} ({cards} kaarten) is út: {name} is útgien.</translation>
        </message>
        <message>
            <source>Round {round} of {rounds} ({cards} cards) is over: nothing was left to draw.</source>
            <translation>Ronde {round} fan {rounds} ({cards} kaarten) is út: der wie neat mear te lûken.</translation>
        </message>
        <message>
            <source>Your turn: start the table with your largest group, {tiles} in one line, then press Confirm (Enter). There is no exchange on the first move.</source>
            <translation>Dyn beurt: begjin de tafel mei dyn grutste groep, {tiles} yn ien line, en druk dan op Befêstigje (Enter). By de earste set kinst net wikselje.</translation>
        </message>
        <message>
            <source>{name}, your turn: start the table with your largest group, {tiles} in one line, then press Confirm (Enter). There is no exchange on the first move.</source>
            <translation>{name}, dyn beurt: begjin de tafel mei dyn grutste groep, {tiles} yn ien line, en druk dan op Befêstigje (Enter). By de earste set kinst net wikselje.</translation>
        </message>
        <message>
            <source>Your turn: no tile fits, so exchange tiles (or pass when the bag is empty).</source>
            <translation>Dyn beurt: gjin stien past, dus wikselje stiennen (of pas as de bûdel leech is).</translation>
        </message>
        <message>
            <source>{name}, your turn: no tile fits, so exchange tiles (or pass when the bag is empty).</source>
            <translation>{name}, dyn beurt: gjin stien past, dus wikselje stiennen (of pas as de bûdel leech is).</translation>
        </message>
        <message>
            <source>Your turn: place tiles in one line, then press Confirm (Enter).</source>
            <translation>Dyn beurt: lis stiennen yn ien line en druk dan op Befêstigje (Enter).</translation>
        </message>
        <message>
            <source>{name}, your turn: place tiles in one line, then press Confirm (Enter).</source>
            <translation>{name}, dyn beurt: lis stiennen yn ien line en druk dan op Befêstigje (Enter).</translation>
        </message>
        <message>
            <source>You roll</source>
            <translation>Do smytst</translation>
        </message>
        <message>
            <source>{name} rolls</source>
            <translation>{name} smyt</translation>
        </message>
        <message>
            <source>Your roll</source>
            <translation>Dyn smyt</translation>
        </message>
        <message>
            <source>{name}'s roll</source>
            <translation>Smyt fan {name}</translation>
        </message>
        <message>
            <source>You roll the dice.</source>
            <translation>Do smytst de dobbelstiennen.</translation>
        </message>
        <message>
            <source>{name} rolls the dice.</source>
            <translation>{name} smyt de dobbelstiennen.</translation>
        </message>
        <message>
            <source>You roll the dice…</source>
            <translation>Do smytst de dobbelstiennen…</translation>
        </message>
        <message>
            <source>{name} rolls the dice…</source>
            <translation>{name} smyt de dobbelstiennen…</translation>
        </message>
        <message>
            <source>Your colour choice</source>
            <translation>Dyn kleurkar</translation>
        </message>
        <message>
            <source>{name}'s colour choice</source>
            <translation>Kleurkar fan {name}</translation>
        </message>
        <message>
            <source>Your roll: press Roll (R or Space).</source>
            <translation>Dyn smyt: druk op Smite (R of Spaasje).</translation>
        </message>
        <message>
            <source>{name}, your roll: press Roll (R or Space).</source>
            <translation>{name}, dyn smyt: druk op Smite (R of Spaasje).</translation>
        </message>
        <message>
            <source>Your colour choice ({mood}): {how}</source>
            <translation>Dyn kleurkar ({mood}): {how}</translation>
        </message>
        <message>
            <source>{name}, your colour choice ({mood}): {how}</source>
            <translation>{name}, dyn kleurkar ({mood}): {how}</translation>
        </message>
        <message>
            <source>You make the colour choice…</source>
            <translation>Do makkest de kleurkar…</translation>
        </message>
        <message>
            <source>{name} makes the colour choice…</source>
            <translation>{name} makket de kleurkar…</translation>
        </message>
    </context>
    <context>
        <name>StatusPart</name>
        <message>
            <source>Watching the bots play. {status}</source>
            <translation>De bots spylje, do sjochst ta. {status}</translation>
        </message>
    </context>
    <context>
        <name>Waiting</name>
        <message>
            <source>The game is over.</source>
            <translation>It spul is út.</translation>
        </message>
        <message>
            <source>Wait for your turn.</source>
            <translation>Wachtsje op dyn beurt.</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerCards</name>
        <message>
            <source>{cards} and {last}</source>
            <comment>cards' letters: 'A, T and E'</comment>
            <translation>{cards} en {last}</translation>
        </message>
        <message>
            <source>the {card} card (1 point)</source>
            <translation>de {card}-kaart (1 punt)</translation>
        </message>
        <message numerus="yes">
            <source>the {card} card (%n points)</source>
            <translation>
                <numerusform>de {card}-kaart (%n punt)</numerusform>
                <numerusform>de {card}-kaart (%n punten)</numerusform>
            </translation>
        </message>
        <message>
            <source>one card</source>
            <comment>under a card's two letters</comment>
            <translation>ien kaart</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerArrangement</name>
        <message>
            <source>Build your words first: drag cards into the word rows, leaving one to discard.</source>
            <translation>Bou earst dyn wurden: sleep kaarten nei de wurdrigen, en hâld der ien oer om ôf te lizzen.</translation>
        </message>
        <message>
            <source>Leave one card out of your words: going out ends with a discard.</source>
            <translation>Hâld ien kaart bûten dyn wurden: útgean einiget mei ôflizzen.</translation>
        </message>
        <message>
            <source>To go out, every card but one must be in a word: {cards} are not in a word yet.</source>
            <comment>{cards}: 'A, T and E'</comment>
            <translation>Om út te gean moat elke kaart op ien nei yn in wurd sitte: {cards} sitte noch net yn in wurd.</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerConfirm</name>
        <message>
            <source>Your last turn</source>
            <comment>a window's title</comment>
            <translation>Dyn lêste beurt</translation>
        </message>
        <message>
            <source>Discard the {card} and end your last turn?</source>
            <comment>{card}: a card's letters, such as QU</comment>
            <translation>De {card} ôflizze en dyn lêste beurt einigje?</translation>
        </message>
        <message>
            <source>{cards} would stay in your hand and cost you {points} points this round. Put them in a word row to score them instead.</source>
            <comment>{cards}: cards' letters, such as A, T and E</comment>
            <translation>{cards} soene yn dyn hân bliuwe en dy dizze ronde {points} punten kostje. Set se ynstee yn in wurdrige om der mei te skoaren.</translation>
        </message>
        <message>
            <source>Discard and end my turn</source>
            <translation>Ôflizze en myn beurt einigje</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>Trochspylje</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerControls</name>
        <message>
            <source>Go out</source>
            <comment>a button: lay down the words</comment>
            <translation>Útgean</translation>
        </message>
        <message>
            <source>Back to hand</source>
            <comment>a button</comment>
            <translation>Werom nei hân</translation>
        </message>
        <message>
            <source>Hint</source>
            <comment>a button</comment>
            <translation>Tip</translation>
        </message>
        <message>
            <source>Show my cards</source>
            <comment>a button</comment>
            <translation>Lit myn kaarten sjen</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <comment>a button</comment>
            <translation>Skoareblêd</translation>
        </message>
        <message>
            <source>Word lists…</source>
            <comment>a button</comment>
            <translation>Wurdlisten…</translation>
        </message>
        <message>
            <source>Take every card out of the word rows (Esc).</source>
            <translation>Helje alle kaarten út 'e wurdrigen (Esc).</translation>
        </message>
        <message>
            <source>No card is in a word row.</source>
            <translation>Der leit gjin kaart yn in wurdrige.</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerWordCheck</name>
        <message>
            <source>Word check</source>
            <comment>a heading: look up an English word</comment>
            <translation>Wurdkontrôle</translation>
        </message>
        <message>
            <source>Type a word</source>
            <comment>the words are English: say 'an English word'</comment>
            <translation>Typ in Ingelsk wurd</translation>
        </message>
        <message>
            <source>The bots wait while you type here: press Esc to play on.</source>
            <translation>De bots wachtsje wylst do hjir typest: druk op Esc om fierder te spyljen.</translation>
        </message>
        <message>
            <source>Look a word up at any time: click here and type it.</source>
            <comment>the words are English (Quiddler's deck is): say 'an English word'</comment>
            <translation>Sjoch op elk momint in Ingelsk wurd nei: klik hjir en typ it.</translation>
        </message>
        <message>
            <source>Only letters A to Z: no spaces, hyphens or apostrophes.</source>
            <comment>the English alphabet</comment>
            <translation>Allinnich de letters A oant Z: gjin spaasjes, keppeltekens of apostroffen.</translation>
        </message>
        <message>
            <source>A word needs at least 2 letters.</source>
            <translation>In wurd hat op syn minst 2 letters nedich.</translation>
        </message>
        <message>
            <source>The word list is still loading…</source>
            <comment>the English word list</comment>
            <translation>De Ingelske wurdlist wurdt noch laden…</translation>
        </message>
        <message>
            <source>✔ {word} counts in this game's word list.</source>
            <comment>{word} is an English word; the list is English: say so</comment>
            <translation>✔ {word} telt: it stiet yn 'e Ingelske wurdlist fan dit spul.</translation>
        </message>
        <message>
            <source>✖ {word} is not in this game's word list.</source>
            <comment>{word} is an English word; the list is English: say so</comment>
            <translation>✖ {word} stiet net yn 'e Ingelske wurdlist fan dit spul.</translation>
        </message>
        <message>
            <source>common words</source>
            <translation>gewoane wurden</translation>
        </message>
        <message>
            <source>standard list</source>
            <translation>standertlist</translation>
        </message>
        <message>
            <source>full list</source>
            <translation>folsleine list</translation>
        </message>
        <message>
            <source>your own list</source>
            <translation>dyn eigen list</translation>
        </message>
        <message>
            <source>this game</source>
            <comment>the word list of this game</comment>
            <translation>dit spul</translation>
        </message>
        <message>
            <source>Type a word ({list})</source>
            <comment>the words are English: say 'an English word'; {list}: the word list's name</comment>
            <translation>Typ in Ingelsk wurd ({list})</translation>
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
            <translation>1 kaart</translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <comment>under the draw pile</comment>
            <translation>
                <numerusform>%n kaart</numerusform>
                <numerusform>%n kaarten</numerusform>
            </translation>
        </message>
        <message>
            <source>Discard</source>
            <comment>a caption: the discard pile</comment>
            <translation>Ôflisstapel</translation>
        </message>
        <message>
            <source>Discard: {card}</source>
            <comment>a caption: the discard pile and its top card</comment>
            <translation>Ôflisstapel: {card}</translation>
        </message>
        <message>
            <source>last turn</source>
            <comment>a seat's plate</comment>
            <translation>lêste beurt</translation>
        </message>
        <message>
            <source>lays down its words</source>
            <comment>a seat's plate</comment>
            <translation>leit syn wurden del</translation>
        </message>
        <message>
            <source>1 card</source>
            <translation>1 kaart</translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <translation>
                <numerusform>%n kaart</numerusform>
                <numerusform>%n kaarten</numerusform>
            </translation>
        </message>
        <message>
            <source>no word</source>
            <translation>gjin wurd</translation>
        </message>
        <message>
            <source>drew from the pile</source>
            <comment>a seat's plate</comment>
            <translation>hat fan 'e stapel lutsen</translation>
        </message>
        <message>
            <source>took {card}</source>
            <comment>a seat's plate: from the discard pile</comment>
            <translation>hat {card} pakt</translation>
        </message>
        <message>
            <source>discarded {card}</source>
            <comment>a seat's plate</comment>
            <translation>hat {card} ôflein</translation>
        </message>
        <message>
            <source>laid {words}, {cards} left</source>
            <comment>a seat's plate; {words}: English words; {cards}: '2 cards'</comment>
            <translation>hat {words} lein, {cards} oer</translation>
        </message>
        <message>
            <source>laid {words}</source>
            <comment>a seat's plate; {words}: English words</comment>
            <translation>hat {words} lein</translation>
        </message>
        <message numerus="yes">
            <source>{word}: %n letters!</source>
            <comment>{word}: an English word</comment>
            <translation>
                <numerusform>{word}: %n letter!</numerusform>
                <numerusform>{word}: %n letters!</numerusform>
            </translation>
        </message>
        <message>
            <source>You went out!</source>
            <translation>Do bist útgien!</translation>
        </message>
        <message>
            <source>{name} went out!</source>
            <translation>{name} is útgien!</translation>
        </message>
        <message>
            <source>went out</source>
            <comment>a seat's plate</comment>
            <translation>is útgien</translation>
        </message>
        <message numerus="yes">
            <source>%n left</source>
            <comment>a seat's plate: cards left in the hand</comment>
            <translation>
                <numerusform>%n oer</numerusform>
                <numerusform>%n oer</numerusform>
            </translation>
        </message>
        <message>
            <source>starts round {round}</source>
            <comment>a seat's plate</comment>
            <translation>begjint ronde {round}</translation>
        </message>
        <message>
            <source>waits for your word check</source>
            <comment>a seat's plate</comment>
            <translation>wachtet op dyn wurdkontrôle</translation>
        </message>
        <message>
            <source>thinking…</source>
            <comment>a seat's plate</comment>
            <translation>tinkt nei…</translation>
        </message>
        <message>
            <source>playing</source>
            <comment>a seat's plate</comment>
            <translation>spilet</translation>
        </message>
        <message>
            <source>The discard pile: {card} on top.</source>
            <translation>De ôflisstapel: {card} boppe.</translation>
        </message>
        <message>
            <source>The draw pile: {cards} face down.</source>
            <comment>{cards}: '40 cards'</comment>
            <translation>De lûkstapel: {cards} ôfdekt.</translation>
        </message>
        <message>
            <source>{card}: drag to a word row, to another place in your hand, or to the discard pile; double-click to discard.</source>
            <translation>{card}: sleep nei in wurdrige, nei in oar plak yn dyn hân of nei de ôflisstapel; dûbelklik om ôf te lizzen.</translation>
        </message>
        <message>
            <source>The game is over:
a shared win.</source>
            <translation>It spul is út:
in dielde winst.</translation>
        </message>
        <message>
            <source>The game is over.
{winner}</source>
            <comment>{winner}: who won with how many points</comment>
            <translation>It spul is út.
{winner}</translation>
        </message>
        <message>
            <source>Round {round} of 8 · {cards} dealt
{dealer} dealt</source>
            <comment>{cards}: '3 cards'; {dealer}: a name</comment>
            <translation>Ronde {round} fan 8 · {cards} jûn
{dealer} hat jûn</translation>
        </message>
        <message>
            <source>Watching the bots play: every move is in the game log.</source>
            <translation>De bots spylje, do sjochst ta: elke set stiet yn it spulferrin.</translation>
        </message>
        <message>
            <source>The bots' game is over.</source>
            <translation>It spul fan 'e bots is út.</translation>
        </message>
        <message>
            <source>nowhere</source>
            <comment>where a card is dropped</comment>
            <translation>nearne</translation>
        </message>
        <message>
            <source>row {number}</source>
            <comment>a word row</comment>
            <translation>rige {number}</translation>
        </message>
        <message>
            <source>your hand</source>
            <translation>dyn hân</translation>
        </message>
        <message>
            <source>the discard pile</source>
            <translation>de ôflisstapel</translation>
        </message>
        <message>
            <source>the draw pile</source>
            <translation>de lûkstapel</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerFinale</name>
        <message>
            <source>Your last turn: you lay down {words} and keep 1 card.</source>
            <comment>{words}: English words</comment>
            <translation>Dyn lêste beurt: do leist {words} del en hâldst 1 kaart oer.</translation>
        </message>
        <message numerus="yes">
            <source>Your last turn: you lay down {words} and keep %n cards.</source>
            <comment>{words}: English words</comment>
            <translation>
                <numerusform>Dyn lêste beurt: do leist {words} del en hâldst %n kaart oer.</numerusform>
                <numerusform>Dyn lêste beurt: do leist {words} del en hâldst %n kaarten oer.</numerusform>
            </translation>
        </message>
        <message>
            <source>Your last turn: you lay down {words}.</source>
            <comment>{words}: English words</comment>
            <translation>Dyn lêste beurt: do leist {words} del.</translation>
        </message>
        <message>
            <source>{name}'s last turn: {name} lays down {words} and keeps 1 card.</source>
            <comment>{words}: English words</comment>
            <translation>Lêste beurt fan {name}: {name} leit {words} del en hâldt 1 kaart oer.</translation>
        </message>
        <message numerus="yes">
            <source>{name}'s last turn: {name} lays down {words} and keeps %n cards.</source>
            <comment>{words}: English words</comment>
            <translation>
                <numerusform>Lêste beurt fan {name}: {name} leit {words} del en hâldt %n kaart oer.</numerusform>
                <numerusform>Lêste beurt fan {name}: {name} leit {words} del en hâldt %n kaarten oer.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}'s last turn: {name} lays down {words}.</source>
            <comment>{words}: English words</comment>
            <translation>Lêste beurt fan {name}: {name} leit {words} del.</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerView</name>
        <message>
            <source>The word list could not be loaded: {why}</source>
            <translation>De wurdlist koe net laden wurde: {why}</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerHint</name>
        <message>
            <source>Looking for the best play…</source>
            <translation>Op syk nei de bêste set…</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerMoment</name>
        <message>
            <source>Lay down your words and discard the last card (G).</source>
            <translation>Lis dyn wurden del en lis de lêste kaart ôf (G).</translation>
        </message>
        <message>
            <source>You can go out on your turn.</source>
            <translation>Do kinst yn dyn beurt útgean.</translation>
        </message>
        <message>
            <source>Draw a card first: click the draw pile or the discard pile.</source>
            <translation>Lûk earst in kaart: klik op 'e lûkstapel of op 'e ôflisstapel.</translation>
        </message>
        <message>
            <source>Going out on your first turn of a round is not allowed in this game.</source>
            <translation>Útgean yn dyn earste beurt fan in ronde mei net yn dit spul.</translation>
        </message>
        <message>
            <source>The solver's best play for your cards (H).</source>
            <translation>De bêste set fan 'e oplosser foar dyn kaarten (H).</translation>
        </message>
        <message>
            <source>Hints are for your turn.</source>
            <translation>Tips binne foar dyn beurt.</translation>
        </message>
        <message>
            <source>The game is over: a shared win.</source>
            <translation>It spul is út: in dielde winst.</translation>
        </message>
        <message>
            <source>Round {round} starts when you press Continue.</source>
            <translation>Ronde {round} begjint ast op Fierder drukst.</translation>
        </message>
        <message>
            <source>{name} waits while you check a word: press Esc or click the table to play on.</source>
            <translation>{name} wachtet wylst do in wurd kontrolearrest: druk op Esc of klik op 'e tafel om fierder te spyljen.</translation>
        </message>
        <message>
            <source>Round {round} of {rounds}</source>
            <translation>Ronde {round} fan {rounds}</translation>
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
            <translation>Fan 'e lûkstapel lûke</translation>
        </message>
        <message>
            <source>T</source>
            <translation>T</translation>
        </message>
        <message>
            <source>Take the top card of the discard pile</source>
            <translation>De boppeste kaart fan 'e ôflisstapel pakke</translation>
        </message>
        <message>
            <source>Left / Right</source>
            <translation>Lofts / Rjochts</translation>
        </message>
        <message>
            <source>Pick one of your cards</source>
            <translation>Ien fan dyn kaarten kieze</translation>
        </message>
        <message>
            <source>Shift+Left / Right</source>
            <translation>Shift+Lofts / Rjochts</translation>
        </message>
        <message>
            <source>Move the picked card along the hand or its word row</source>
            <translation>De keazen kaart yn 'e hân of yn syn wurdrige ferpleatse</translation>
        </message>
        <message>
            <source>1 to 5</source>
            <translation>1 oant 5</translation>
        </message>
        <message>
            <source>Put the picked card at the end of that word row</source>
            <translation>De keazen kaart oan 'e ein fan dy wurdrige sette</translation>
        </message>
        <message>
            <source>0 or Backspace</source>
            <translation>0 of Backspace</translation>
        </message>
        <message>
            <source>Take the picked card back to your hand</source>
            <translation>De keazen kaart werom nei dyn hân dwaan</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Delete</translation>
        </message>
        <message>
            <source>Discard the picked card: this ends your turn (Enter never does)</source>
            <translation>De keazen kaart ôflizze: dêrmei einiget dyn beurt (Enter docht dat nea)</translation>
        </message>
        <message>
            <source>G</source>
            <translation>G</translation>
        </message>
        <message>
            <source>Go out: lay down the words in the rows and discard the card left</source>
            <translation>Útgean: de wurden yn 'e rigen dellizze en de kaart dy't oerbliuwt ôflizze</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Take every card out of the word rows; in the word check, close it</source>
            <translation>Alle kaarten út 'e wurdrigen helje; yn 'e wurdkontrôle: dy slute</translation>
        </message>
        <message>
            <source>H</source>
            <translation>H</translation>
        </message>
        <message>
            <source>Hint: the solver's best play for your cards</source>
            <translation>Tip: de bêste set fan 'e oplosser foar dyn kaarten</translation>
        </message>
        <message>
            <source>S</source>
            <translation>S</translation>
        </message>
        <message>
            <source>Show or hide the score sheet</source>
            <translation>It skoareblêd sjen litte of ferbergje</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerInput</name>
        <message>
            <source>Wait for your turn.</source>
            <translation>Wachtsje op dyn beurt.</translation>
        </message>
        <message>
            <source>You have drawn already: to discard, drag a card onto the discard pile or double-click it.</source>
            <translation>Do hast al lutsen: om ôf te lizzen, sleep in kaart nei de ôflisstapel of dûbelklik derop.</translation>
        </message>
        <message>
            <source>You have drawn already: now discard a card, or go out.</source>
            <translation>Do hast al lutsen: lis no in kaart ôf, of gean út.</translation>
        </message>
        <message>
            <source>The draw pile is empty.</source>
            <translation>De lûkstapel is leech.</translation>
        </message>
        <message>
            <source>The discard pile is empty.</source>
            <translation>De ôflisstapel is leech.</translation>
        </message>
        <message>
            <source>Draw a card first: click the draw pile or the discard pile.</source>
            <translation>Lûk earst in kaart: klik op 'e lûkstapel of op 'e ôflisstapel.</translation>
        </message>
        <message>
            <source>Your last turn: discarding the {card} leaves {cards} in your hand, {points} points against you. Confirm or keep playing.</source>
            <comment>{card}: a card's letters; {cards}: 'A, T and E'</comment>
            <translation>Dyn lêste beurt: ast de {card} ôfleist, bliuwe {cards} yn dyn hân, {points} punten tsjin dy. Befêstigje of spylje troch.</translation>
        </message>
        <message>
            <source>{problem}: take its cards out of the row (they count against you) or make it a word, then discard.</source>
            <comment>{problem}: why a row is not a word, without its full stop</comment>
            <translation>{problem}: helje de kaarten út 'e rige (se telle tsjin dy) of meitsje der in wurd fan, en lis dan ôf.</translation>
        </message>
        <message>
            <source>A card never goes back on the draw pile: to discard it, drag it to the discard pile or double-click it.</source>
            <translation>In kaart giet nea werom op 'e lûkstapel: om him ôf te lizzen, sleep him nei de ôflisstapel of dûbelklik derop.</translation>
        </message>
        <message>
            <source>Enter does not discard: press Delete to discard the {card} and end your turn.</source>
            <translation>Enter leit net ôf: druk op Delete om de {card} ôf te lizzen en dyn beurt te einigjen.</translation>
        </message>
        <message>
            <source>{card} picked: 1 to 5 put it in a word row, 0 back in the hand, Shift+arrows move it, Delete discards it and ends your turn.</source>
            <translation>{card} keazen: 1 oant 5 set him yn in wurdrige, 0 werom yn 'e hân, Shift+pylken ferpleatse him, Delete leit him ôf en einiget dyn beurt.</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerRows</name>
        <message>
            <source>The word list is still loading</source>
            <translation>De wurdlist wurdt noch laden</translation>
        </message>
        <message>
            <source>Not in the word list</source>
            <translation>Net yn 'e wurdlist</translation>
        </message>
        <message>
            <source>A word needs at least 2 cards</source>
            <translation>In wurd hat op syn minst 2 kaarten nedich</translation>
        </message>
        <message>
            <source>{word} · {points} points</source>
            <comment>{word}: an English word</comment>
            <translation>{word} · {points} punten</translation>
        </message>
        <message>
            <source>Drag cards here to build a word</source>
            <comment>an English word</comment>
            <translation>Sleep kaarten hjirhinne om in Ingelsk wurd te bouwen</translation>
        </message>
        <message>
            <source>Drag cards here for another word</source>
            <translation>Sleep kaarten hjirhinne foar noch in wurd</translation>
        </message>
        <message>
            <source>{points} points</source>
            <translation>{points} punten</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerPrinting</name>
        <message>
            <source>The printer could not be opened.</source>
            <translation>De printer koe net iepene wurde.</translation>
        </message>
        <message>
            <source>Quiddler — score summary</source>
            <translation>Quiddler — oersjoch fan 'e skoare</translation>
        </message>
        <message>
            <source>Game in progress: round {round} of {rounds}.</source>
            <translation>Spul dat noch oan 'e gong is: ronde {round} fan {rounds}.</translation>
        </message>
        <message>
            <source>{name} ({kind}): {points} points — {details}  ★ winner</source>
            <comment>{kind}: person or bot</comment>
            <translation>{name} ({kind}): {points} punten — {details}  ★ winner</translation>
        </message>
        <message>
            <source>{name} ({kind}): {points} points — {details}</source>
            <comment>{kind}: person or bot</comment>
            <translation>{name} ({kind}): {points} punten — {details}</translation>
        </message>
        <message>
            <source>Best word: {best}</source>
            <translation>Bêste wurd: {best}</translation>
        </message>
        <message>
            <source>{name}: {words}; left {left}; {bonuses} — {points}, total {total}</source>
            <comment>a player's round: words, cards left, bonuses, score</comment>
            <translation>{name}: {words}; oer {left}; {bonuses} — {points}, totaal {total}</translation>
        </message>
        <message>
            <source>{name}: {words}; left {left} — {points}, total {total}</source>
            <comment>a player's round: words, cards left, score</comment>
            <translation>{name}: {words}; oer {left} — {points}, totaal {total}</translation>
        </message>
        <message>
            <source>No round has been played to the end yet.</source>
            <translation>Der is noch gjin ronde oant de ein spile.</translation>
        </message>
        <message>
            <source>{name} {points}</source>
            <comment>a chart's label: a name and the total</comment>
            <translation>{name} {points}</translation>
        </message>
        <message>
            <source>Running totals, round by round</source>
            <translation>Rinnende totalen, ronde foar ronde</translation>
        </message>
        <message>
            <source>round</source>
            <comment>the chart's axis: round by round</comment>
            <translation>ronde</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerSummary</name>
        <message>
            <source>longest word +10</source>
            <translation>langste wurd +10</translation>
        </message>
        <message>
            <source>most words +10</source>
            <translation>measte wurden +10</translation>
        </message>
        <message>
            <source>no word</source>
            <translation>gjin wurd</translation>
        </message>
        <message>
            <source>{word} ({points})</source>
            <comment>an English word and its points</comment>
            <translation>{word} ({points})</translation>
        </message>
        <message>
            <source>none</source>
            <comment>no cards left in the hand</comment>
            <translation>gjin</translation>
        </message>
        <message>
            <source>{cards} (−{points})</source>
            <comment>cards left in the hand and what they cost</comment>
            <translation>{cards} (−{points})</translation>
        </message>
        <message>
            <source>Close</source>
            <comment>a button</comment>
            <translation>Slute</translation>
        </message>
        <message>
            <source>Continue</source>
            <comment>a button: the next round</comment>
            <translation>Fierder</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <comment>a button</comment>
            <translation>Skoareblêd</translation>
        </message>
        <message>
            <source>Player</source>
            <comment>a column</comment>
            <translation>Spiler</translation>
        </message>
        <message>
            <source>Words</source>
            <comment>a column</comment>
            <translation>Wurden</translation>
        </message>
        <message>
            <source>Left</source>
            <comment>a column: cards left in the hand</comment>
            <translation>Oer</translation>
        </message>
        <message>
            <source>Bonuses</source>
            <comment>a column</comment>
            <translation>Bonussen</translation>
        </message>
        <message>
            <source>Round</source>
            <comment>a column: the round's score</comment>
            <translation>Ronde</translation>
        </message>
        <message>
            <source>Total</source>
            <comment>a column</comment>
            <translation>Totaal</translation>
        </message>
        <message>
            <source>{name} (went out)</source>
            <translation>{name} (is útgien)</translation>
        </message>
        <message>
            <source>No bonus this round: a tie for a bonus means nobody gets it.</source>
            <translation>Gjin bonus dizze ronde: as spilers gelyk steane foar in bonus, kriget gjinien him.</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <comment>a heading</comment>
            <translation>Skoareblêd</translation>
        </message>
        <message>
            <source>Round</source>
            <comment>a column: the round</comment>
            <translation>Ronde</translation>
        </message>
        <message>
            <source>{round} · {cards} cards (now)</source>
            <comment>a round and its cards dealt, being played</comment>
            <translation>{round} · {cards} kaarten (no)</translation>
        </message>
        <message>
            <source>{round} · {cards} cards</source>
            <comment>a round and its cards dealt</comment>
            <translation>{round} · {cards} kaarten</translation>
        </message>
        <message>
            <source>Total</source>
            <comment>a row</comment>
            <translation>Totaal</translation>
        </message>
        <message>
            <source>Final</source>
            <comment>a row: the final scores</comment>
            <translation>Ein</translation>
        </message>
        <message>
            <source>winner: {points}</source>
            <translation>winner: {points}</translation>
        </message>
        <message>
            <source>Each cell: the round's score as played, then the running total (never below zero). ★ went out first.</source>
            <translation>Elk fak: de skoare fan 'e ronde sa't dy helle is, dan it rinnende totaal (nea ûnder nul). ★ gie as earste út.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>It spul is út.</translation>
        </message>
        <message>
            <source>went out {outs}×, 1 bonus</source>
            <translation>{outs}× útgien, 1 bonus</translation>
        </message>
        <message numerus="yes">
            <source>went out {outs}×, %n bonuses</source>
            <translation>
                <numerusform>{outs}× útgien, %n bonus</numerusform>
                <numerusform>{outs}× útgien, %n bonussen</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}: {word}, {points} points (round {round})</source>
            <comment>the best word; {word}: an English word</comment>
            <translation>{name}: {word}, {points} punten (ronde {round})</translation>
        </message>
        <message>
            <source>No word was laid down.</source>
            <translation>Der is gjin wurd dellein.</translation>
        </message>
        <message>
            <source>Best round: {name}, {points} in round {round}.</source>
            <translation>Bêste ronde: {name}, {points} yn ronde {round}.</translation>
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
            <translation>Dea fak: hjir kin nea in stien komme. De linen hjir litte gjin stien ta, of alle eksimplaren fan 'e stiennen dy't se talitte lizze al op 'e tafel.</translation>
        </message>
        <message>
            <source>Table</source>
            <comment>the table the tiles lie on</comment>
            <translation>Tafel</translation>
        </message>
    </context>
    <context>
        <name>QwirkleControls</name>
        <message>
            <source>Confirm</source>
            <translation>Befêstigje</translation>
        </message>
        <message>
            <source>Return tiles</source>
            <translation>Stiennen werom</translation>
        </message>
        <message>
            <source>Exchange</source>
            <comment>a button: swap tiles</comment>
            <translation>Wikselje</translation>
        </message>
        <message>
            <source>Hint</source>
            <comment>a button: show a good move</comment>
            <translation>Tip</translation>
        </message>
        <message>
            <source>Pass</source>
            <comment>a button: pass the turn</comment>
            <translation>Passe</translation>
        </message>
        <message>
            <source>{headline} {detail}</source>
            <comment>a heading and the sentence under it</comment>
            <translation>{headline} {detail}</translation>
        </message>
        <message>
            <source>Practice game</source>
            <translation>Oefenspul</translation>
        </message>
        <message>
            <source>A move was undone after you had seen what came next, so this game counts as practice in your records.</source>
            <translation>Der is in set ûngedien makke neidatst sjoen hiest wat der kaam, dus dit spul telt yn dyn ferslaggen as oefenspul.</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Ûngedien meitsje</translation>
        </message>
        <message>
            <source>Zoom out (-)</source>
            <translation>Útzoome (-)</translation>
        </message>
        <message>
            <source>Fit</source>
            <comment>a button: fit the table</comment>
            <translation>Passend</translation>
        </message>
        <message>
            <source>Show the whole table (0)</source>
            <translation>De hiele tafel sjen litte (0)</translation>
        </message>
        <message>
            <source>Zoom in (+)</source>
            <translation>Ynzoome (+)</translation>
        </message>
        <message>
            <source>Unseen tiles</source>
            <translation>Net sjoene stiennen</translation>
        </message>
        <message>
            <source>Show or hide how many copies of each tile you haven't seen yet (U).</source>
            <translation>Sjen litte of ferbergje hoefolle eksimplaren fan elke stien do noch net sjoen hast (U).</translation>
        </message>
        <message>
            <source>Play this move (Enter).</source>
            <translation>Dizze set spylje (Enter).</translation>
        </message>
        <message>
            <source>Return this turn's tiles to your rack (Esc).</source>
            <translation>De stiennen fan dizze beurt werom op dyn plankje (Esc).</translation>
        </message>
        <message>
            <source>No tile placed this turn, so none to return.</source>
            <translation>Dizze beurt is gjin stien lein, dus der is neat werom te dwaan.</translation>
        </message>
        <message>
            <source>Stop picking tiles to exchange (X).</source>
            <translation>Ophâlde mei stiennen kiezen om te wikseljen (X).</translation>
        </message>
        <message>
            <source>Swap some of your tiles for new ones from the bag instead of placing (X).</source>
            <translation>Ruilje in pear fan dyn stiennen foar nije út 'e bûdel ynstee fan te lizzen (X).</translation>
        </message>
        <message>
            <source>Lay out the hinted move (H); your tiles on the table go back to the rack first.</source>
            <translation>De set fan 'e tip lizze (H); dyn stiennen op 'e tafel geane earst werom nei it plankje.</translation>
        </message>
        <message>
            <source>Show a good move as faint tiles on the table (H).</source>
            <translation>In goede set sjen litte as flauwe stiennen op 'e tafel (H).</translation>
        </message>
        <message>
            <source>Looking for a good move...</source>
            <translation>Op syk nei in goede set...</translation>
        </message>
        <message>
            <source>Hints are for your turn.</source>
            <translation>Tips binne foar dyn beurt.</translation>
        </message>
        <message>
            <source>No tile fits and the bag is empty: pass your turn (P).</source>
            <translation>Gjin stien past en de bûdel is leech: pas dyn beurt (P).</translation>
        </message>
        <message>
            <source>Wait for your turn.</source>
            <translation>Wachtsje op dyn beurt.</translation>
        </message>
        <message>
            <source>Cancel exchange</source>
            <translation>Wikseljen ôfbrekke</translation>
        </message>
        <message>
            <source>Place the hint</source>
            <translation>Tip lizze</translation>
        </message>
    </context>
    <context>
        <name>QwirkleGameView</name>
        <message>
            <source>The move was refused.</source>
            <translation>De set is wegere.</translation>
        </message>
        <message>
            <source>Watching the bots play</source>
            <translation>De bots spylje, do sjochst ta</translation>
        </message>
        <message>
            <source>Each move appears on the table and in the game log. Zoom with + and −.</source>
            <translation>Elke set komt op 'e tafel en yn it spulferrin. Zoom mei + en −.</translation>
        </message>
        <message>
            <source>The bots' game is over.</source>
            <translation>It spul fan 'e bots is út.</translation>
        </message>
        <message>
            <source>The final table stays on show.</source>
            <translation>De einstân fan 'e tafel bliuwt te sjen.</translation>
        </message>
    </context>
    <context>
        <name>HintDisplay</name>
        <message>
            <source>Hint: click to lay out this move.</source>
            <translation>Tip: klik om dizze set te lizzen.</translation>
        </message>
        <message>
            <source>{hint} Your own tiles stay until then.</source>
            <comment>{hint}: what the hint advises, a whole sentence</comment>
            <translation>{hint} Dyn eigen stiennen bliuwe oant dan lizzen.</translation>
        </message>
    </context>
    <context>
        <name>QwirkleHint</name>
        <message>
            <source>Hint laid out: this move scores 1 point. Press Confirm (Enter) to play it, or Return tiles (Esc).</source>
            <translation>Tip lein: dizze set skoart 1 punt. Druk op Befêstigje (Enter) om him te spyljen, of op Stiennen werom (Esc).</translation>
        </message>
        <message numerus="yes">
            <source>Hint laid out: this move scores %n points. Press Confirm (Enter) to play it, or Return tiles (Esc).</source>
            <translation>
                <numerusform>Tip lein: dizze set skoart %n punt. Druk op Befêstigje (Enter) om him te spyljen, of op Stiennen werom (Esc).</numerusform>
                <numerusform>Tip lein: dizze set skoart %n punten. Druk op Befêstigje (Enter) om him te spyljen, of op Stiennen werom (Esc).</numerusform>
            </translation>
        </message>
        <message>
            <source>Looking for a good move...</source>
            <translation>Op syk nei in goede set...</translation>
        </message>
        <message>
            <source>Hint: no placement is worth much; exchange the marked tiles with Confirm (Enter).</source>
            <translation>Tip: gjin inkelde set is folle wurdich; wikselje de markearre stiennen mei Befêstigje (Enter).</translation>
        </message>
        <message>
            <source>Hint: no tile fits and the bag is empty, so pass (P).</source>
            <translation>Tip: gjin stien past en de bûdel is leech, dus pas (P).</translation>
        </message>
    </context>
    <context>
        <name>QwirkleKeys</name>
        <message>
            <source>1 to 6</source>
            <translation>1 oant 6</translation>
        </message>
        <message>
            <source>Pick up that tile of your rack</source>
            <translation>Dy stien fan dyn plankje pakke</translation>
        </message>
        <message>
            <source>Left / Right</source>
            <translation>Lofts / Rjochts</translation>
        </message>
        <message>
            <source>Move along your rack; with a tile picked, move the cursor on the table</source>
            <translation>Lâns dyn plankje gean; mei in stien keazen: de oanwizer op 'e tafel ferpleatse</translation>
        </message>
        <message>
            <source>Up / Down</source>
            <translation>Omheech / Omleech</translation>
        </message>
        <message>
            <source>With a tile picked, move the cursor on the table</source>
            <translation>Mei in stien keazen: de oanwizer op 'e tafel ferpleatse</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Spaasje</translation>
        </message>
        <message>
            <source>Pick up the tile under the rack cursor, or lay the picked tile at the table cursor</source>
            <translation>De stien by de oanwizer op it plankje pakke, of de keazen stien by de oanwizer op 'e tafel lizze</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
        <message>
            <source>Lay the picked tile at the cursor, or confirm this move</source>
            <translation>De keazen stien by de oanwizer lizze, of dizze set befêstigje</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Put the picked tile down, or return this turn's tiles to the rack</source>
            <translation>De keazen stien wer dellizze, of de stiennen fan dizze beurt werom op it plankje dwaan</translation>
        </message>
        <message>
            <source>Backspace</source>
            <translation>Backspace</translation>
        </message>
        <message>
            <source>Return the last tile laid this turn</source>
            <translation>De lêste stien dy't dizze beurt lein is werom nimme</translation>
        </message>
        <message>
            <source>Exchange tiles (or stop picking tiles to exchange)</source>
            <translation>Stiennen wikselje (of ophâlde mei stiennen kiezen om te wikseljen)</translation>
        </message>
        <message>
            <source>Hint: show a good move as faint tiles; H again lays it out</source>
            <translation>Tip: in goede set sjen litte as flauwe stiennen; nochris H leit him del</translation>
        </message>
        <message>
            <source>Pass (only when no tile fits and the bag is empty)</source>
            <translation>Passe (allinnich as gjin stien past en de bûdel leech is)</translation>
        </message>
        <message>
            <source>Show or hide the unseen tiles</source>
            <translation>De net sjoene stiennen sjen litte of ferbergje</translation>
        </message>
        <message>
            <source>Zoom in, zoom out, fit the whole table</source>
            <translation>Ynzoome, útzoome, de hiele tafel passend meitsje</translation>
        </message>
    </context>
    <context>
        <name>QwirkleInput</name>
        <message>
            <source>Pick a tile from your rack first, then click a cell.</source>
            <translation>Kies earst in stien fan dyn plankje, en klik dan op in fak.</translation>
        </message>
        <message>
            <source>You are picking tiles to exchange: click tiles in your rack, or press Esc to cancel.</source>
            <translation>Do bist stiennen oan it kiezen om te wikseljen: klik op stiennen op dyn plankje, of druk op Esc om ôf te brekken.</translation>
        </message>
    </context>
    <context>
        <name>QwirkleMoment</name>
        <message>
            <source>Tiles you have not seen yet: in the bag or in other players' hands</source>
            <translation>Stiennen dy'tst noch net sjoen hast: yn 'e bûdel of yn 'e hannen fan oare spilers</translation>
        </message>
        <message>
            <source>Tiles not on the table yet: in the bag or in the players' hands</source>
            <translation>Stiennen dy't noch net op 'e tafel lizze: yn 'e bûdel of yn 'e hannen fan 'e spilers</translation>
        </message>
        <message>
            <source>Tiles not on the table yet: in the bag or in the bots' hands</source>
            <translation>Stiennen dy't noch net op 'e tafel lizze: yn 'e bûdel of yn 'e hannen fan 'e bots</translation>
        </message>
        <message>
            <source>You can exchange tiles on your turn.</source>
            <translation>Do kinst yn dyn beurt stiennen wikselje.</translation>
        </message>
        <message>
            <source>Exchange needs tiles in the bag: the bag is empty.</source>
            <translation>Wikseljen kin allinnich as der stiennen yn 'e bûdel sitte: de bûdel is leech.</translation>
        </message>
        <message>
            <source>No exchange on the first move: the starter must play their largest group, {tiles}, as one line on the empty table.</source>
            <translation>Net wikselje by de earste set: de begjinner moat syn grutste groep, {tiles}, as ien line op 'e lege tafel lizze.</translation>
        </message>
        <message>
            <source>1 tile</source>
            <translation>1 stien</translation>
        </message>
        <message numerus="yes">
            <source>%n tiles</source>
            <translation>
                <numerusform>%n stien</numerusform>
                <numerusform>%n stiennen</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>QwirklePlacement</name>
        <message>
            <source>It is not your turn.</source>
            <translation>Do bist net oan 'e beurt.</translation>
        </message>
        <message>
            <source>Finish or cancel the exchange first.</source>
            <translation>Meitsje it wikseljen earst ôf of brek it ôf.</translation>
        </message>
        <message>
            <source>That cell already holds a tile.</source>
            <translation>Op dat fak leit al in stien.</translation>
        </message>
        <message>
            <source>Pick the tiles to exchange first (click them in your rack).</source>
            <translation>Kies earst de stiennen om te wikseljen (klik derop op dyn plankje).</translation>
        </message>
        <message>
            <source>You can exchange at most 1 tile: only 1 left in the bag.</source>
            <translation>Do kinst op syn heechst 1 stien wikselje: der sit mar 1 mear yn 'e bûdel.</translation>
        </message>
        <message numerus="yes">
            <source>You can exchange at most %n tiles: only %n left in the bag.</source>
            <translation>
                <numerusform>Do kinst op syn heechst %n stien wikselje: der sit mar %n mear yn 'e bûdel.</numerusform>
                <numerusform>Do kinst op syn heechst %n stiennen wikselje: der sitte mar %n mear yn 'e bûdel.</numerusform>
            </translation>
        </message>
        <message>
            <source>Place at least one tile first.</source>
            <translation>Lis earst op syn minst ien stien.</translation>
        </message>
        <message>
            <source>Fill the gap at the marked cell between your tiles, then press Confirm (Enter).</source>
            <translation>Folje it gat by it markearre fak tusken dyn stiennen, en druk dan op Befêstigje (Enter).</translation>
        </message>
        <message numerus="yes">
            <source>Fill the gap at the %n marked cells between your tiles, then press Confirm (Enter).</source>
            <translation>
                <numerusform>Folje it gat by it %n markearre fak tusken dyn stiennen, en druk dan op Befêstigje (Enter).</numerusform>
                <numerusform>Folje de gatten by de %n markearre fakken tusken dyn stiennen, en druk dan op Befêstigje (Enter).</numerusform>
            </translation>
        </message>
        <message>
            <source>Pick a tile from your rack first.</source>
            <translation>Kies earst in stien fan dyn plankje.</translation>
        </message>
        <message>
            <source>Only tiles placed this turn can be moved.</source>
            <translation>Allinnich stiennen dy't dizze beurt lein binne, kinne ferpleatst wurde.</translation>
        </message>
    </context>
    <context>
        <name>QwirklePrinting</name>
        <message>
            <source>The printer could not be opened.</source>
            <translation>De printer koe net iepene wurde.</translation>
        </message>
        <message>
            <source>Qwirkle: score summary</source>
            <translation>Qwirkle: oersjoch fan 'e skoare</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Spiler</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>Soarte</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Skoare</translation>
        </message>
        <message>
            <source>Qwirkles</source>
            <translation>Qwirkles</translation>
        </message>
        <message>
            <source>Exchanges</source>
            <translation>Wikselingen</translation>
        </message>
        <message>
            <source>{name} (winner)</source>
            <translation>{name} (winner)</translation>
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
            <translation>Skoare per beurt</translation>
        </message>
        <message>
            <source>turn</source>
            <comment>the chart's axis: turn 1, 2, 3...</comment>
            <translation>beurt</translation>
        </message>
        <message>
            <source>The final board</source>
            <translation>De eintafel</translation>
        </message>
        <message>
            <source>Best moves</source>
            <translation>Bêste setten</translation>
        </message>
    </context>
    <context>
        <name>QwirkleRack</name>
        <message>
            <source>Your rack</source>
            <translation>Dyn plankje</translation>
        </message>
        <message>
            <source>This hand is hidden until its player takes the screen.</source>
            <translation>Dizze hân is ferburgen oant de spiler dêrfan by it skerm sit.</translation>
        </message>
        <message>
            <source>Your tiles: {tiles}</source>
            <translation>Dyn stiennen: {tiles}</translation>
        </message>
    </context>
    <context>
        <name>QwirkleSummary</name>
        <message>
            <source>1 tile</source>
            <translation>1 stien</translation>
        </message>
        <message numerus="yes">
            <source>%n tiles</source>
            <translation>
                <numerusform>%n stien</numerusform>
                <numerusform>%n stiennen</numerusform>
            </translation>
        </message>
        <message>
            <source>1 point</source>
            <translation>1 punt</translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>%n punt</numerusform>
                <numerusform>%n punten</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}: {tiles}, {points}, Qwirkle! (move {turn})</source>
            <translation>{name}: {tiles}, {points}, Qwirkle! (set {turn})</translation>
        </message>
        <message numerus="yes">
            <source>%n Qwirkles!</source>
            <translation>
                <numerusform>%n Qwirkle!</numerusform>
                <numerusform>%n Qwirkles!</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}: {tiles}, {points}, {qwirkles} (move {turn})</source>
            <translation>{name}: {tiles}, {points}, {qwirkles} (set {turn})</translation>
        </message>
        <message>
            <source>{name}: {tiles}, {points} (move {turn})</source>
            <translation>{name}: {tiles}, {points} (set {turn})</translation>
        </message>
        <message>
            <source>{facts}, {fact}</source>
            <comment>a list of short facts about a player</comment>
            <translation>{facts}, {fact}</translation>
        </message>
        <message>
            <source>The game is not over yet.</source>
            <translation>It spul is noch net út.</translation>
        </message>
        <message>
            <source>1 Qwirkle</source>
            <translation>1 Qwirkle</translation>
        </message>
        <message numerus="yes">
            <source>%n Qwirkles</source>
            <translation>
                <numerusform>%n Qwirkle</numerusform>
                <numerusform>%n Qwirkles</numerusform>
            </translation>
        </message>
        <message>
            <source>+6 end bonus</source>
            <translation>+6 einbonus</translation>
        </message>
        <message>
            <source>1 hint</source>
            <translation>1 tip</translation>
        </message>
        <message numerus="yes">
            <source>%n hints</source>
            <translation>
                <numerusform>%n tip</numerusform>
                <numerusform>%n tips</numerusform>
            </translation>
        </message>
        <message>
            <source>No tiles were placed.</source>
            <translation>Der binne gjin stiennen lein.</translation>
        </message>
        <message>
            <source>{moves} moves, 1 Qwirkle in all.</source>
            <translation>{moves} setten, 1 Qwirkle yn totaal.</translation>
        </message>
        <message numerus="yes">
            <source>{moves} moves, %n Qwirkles in all.</source>
            <translation>
                <numerusform>{moves} setten, %n Qwirkle yn totaal.</numerusform>
                <numerusform>{moves} setten, %n Qwirkles yn totaal.</numerusform>
            </translation>
        </message>
        <message>
            <source>A practice game: a move was undone after the tiles drawn since had been seen.</source>
            <translation>In oefenspul: der is in set ûngedien makke neidat de stiennen dy't sûnt pakt wiene al sjoen wiene.</translation>
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
            <translation>R</translation>
        </message>
        <message>
            <source>O</source>
            <comment>the initial of orange, painted on a tile</comment>
            <translation>O</translation>
        </message>
        <message>
            <source>Y</source>
            <comment>the initial of yellow, painted on a tile</comment>
            <translation>Gi</translation>
        </message>
        <message>
            <source>G</source>
            <comment>the initial of green, painted on a tile</comment>
            <translation>Gr</translation>
        </message>
        <message>
            <source>B</source>
            <comment>the initial of blue, painted on a tile</comment>
            <translation>B</translation>
        </message>
        <message>
            <source>P</source>
            <comment>the initial of purple, painted on a tile</comment>
            <translation>P</translation>
        </message>
    </context>
    <context>
        <name>QwirkleTracker</name>
        <message>
            <source>Unseen tiles</source>
            <translation>Net sjoene stiennen</translation>
        </message>
        <message numerus="yes">
            <source>%n tiles unseen (in the bag or in other players' hands). All copies visible: {tiles}.</source>
            <translation>
                <numerusform>%n stien net sjoen (yn 'e bûdel of yn 'e hannen fan oare spilers). Alle eksimplaren te sjen: {tiles}.</numerusform>
                <numerusform>%n stiennen net sjoen (yn 'e bûdel of yn 'e hannen fan oare spilers). Alle eksimplaren te sjen: {tiles}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tiles unseen (in the bag or in other players' hands).</source>
            <translation>
                <numerusform>%n stien net sjoen (yn 'e bûdel of yn 'e hannen fan oare spilers).</numerusform>
                <numerusform>%n stiennen net sjoen (yn 'e bûdel of yn 'e hannen fan oare spilers).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>QwirkleTurnWords</name>
        <message>
            <source>The {tile} fits nowhere next to this turn's tiles: pick another tile, or press Confirm (Enter).</source>
            <translation>De keazen stien ({tile}) past nearne neist de stiennen fan dizze beurt: kies in oare stien, of druk op Befêstigje (Enter).</translation>
        </message>
        <message>
            <source>The {tile} fits nowhere next to this turn's tiles: pick another tile, or exchange (X).</source>
            <translation>De keazen stien ({tile}) past nearne neist de stiennen fan dizze beurt: kies in oare stien, of wikselje (X).</translation>
        </message>
        <message>
            <source>The {tile} fits nowhere on the table: pick another tile, or exchange (X).</source>
            <translation>De keazen stien ({tile}) past nearne op 'e tafel: kies in oare stien, of wikselje (X).</translation>
        </message>
        <message>
            <source>Exchange: click the tiles to swap, then press Confirm (Enter). Esc cancels.</source>
            <translation>Wikselje: klik op 'e stiennen dy'tst ruilje wolst, en druk dan op Befêstigje (Enter). Esc brekt ôf.</translation>
        </message>
        <message>
            <source>Place the {tile} on a highlighted cell: click it, or use the arrow keys and Space.</source>
            <translation>Lis de keazen stien ({tile}) op in ljochtsjend fak: klik derop, of brûk de pylktoetsen en Spaasje.</translation>
        </message>
        <message numerus="yes">
            <source>This move: %n points. Press Confirm (Enter), or Return tiles (Esc).</source>
            <translation>
                <numerusform>Dizze set: %n punt. Druk op Befêstigje (Enter), of op Stiennen werom (Esc).</numerusform>
                <numerusform>Dizze set: %n punten. Druk op Befêstigje (Enter), of op Stiennen werom (Esc).</numerusform>
            </translation>
        </message>
        <message>
            <source>Exchange: 1 tile marked</source>
            <translation>Wikselje: 1 stien markearre</translation>
        </message>
        <message numerus="yes">
            <source>Exchange: %n tiles marked</source>
            <translation>
                <numerusform>Wikselje: %n stien markearre</numerusform>
                <numerusform>Wikselje: %n stiennen markearre</numerusform>
            </translation>
        </message>
        <message>
            <source>This move: 1 point</source>
            <translation>Dizze set: 1 punt</translation>
        </message>
        <message numerus="yes">
            <source>This move: %n points</source>
            <translation>
                <numerusform>Dizze set: %n punt</numerusform>
                <numerusform>Dizze set: %n punten</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>QwixxControls</name>
        <message>
            <source>A moment: the table is being updated.</source>
            <translation>Eefkes wachtsje: de tafel wurdt bywurke.</translation>
        </message>
        <message>
            <source>Roll</source>
            <comment>a button: roll the dice</comment>
            <translation>Smite</translation>
        </message>
        <message>
            <source>Skip</source>
            <comment>a button: cross nothing</comment>
            <translation>Oerslaan</translation>
        </message>
        <message>
            <source>Undo</source>
            <comment>a button</comment>
            <translation>Ûngedien meitsje</translation>
        </message>
        <message>
            <source>Hint</source>
            <comment>a button</comment>
            <translation>Tip</translation>
        </message>
        <message>
            <source>Skip (−5)</source>
            <comment>a button: cross nothing, a penalty</comment>
            <translation>Oerslaan (−5)</translation>
        </message>
    </context>
    <context>
        <name>QwixxSheet</name>
        <message>
            <source>has chosen</source>
            <comment>a seat's note: its white-sum choice is made</comment>
            <translation>hat keazen</translation>
        </message>
        <message>
            <source>choosing…</source>
            <comment>a seat's note: in the white sum</comment>
            <translation>kiest…</translation>
        </message>
        <message>
            <source>rolls next</source>
            <comment>a seat's note</comment>
            <translation>smyt hjirnei</translation>
        </message>
        <message>
            <source>crossed {row} {number}</source>
            <comment>a seat's note: its white-sum cross</comment>
            <translation>{row} {number} oankrúst</translation>
        </message>
        <message>
            <source>no white cross</source>
            <comment>a seat's note</comment>
            <translation>gjin wyt krús</translation>
        </message>
        <message>
            <source>colour {row} {number}</source>
            <comment>a seat's note: its colour-sum cross</comment>
            <translation>kleur {row} {number}</translation>
        </message>
        <message>
            <source>no colour</source>
            <comment>a seat's note: no colour cross</comment>
            <translation>gjin kleur</translation>
        </message>
        <message>
            <source>penalty</source>
            <comment>a seat's note: took a penalty</comment>
            <translation>straf</translation>
        </message>
        <message>
            <source>locks {row}</source>
            <comment>a seat's note: it locked a row</comment>
            <translation>set {row} op slot</translation>
        </message>
        <message>
            <source>{row} lock cross</source>
            <comment>a seat's note: it takes the lock cross of a row</comment>
            <translation>slotkrús {row}</translation>
        </message>
        <message>
            <source>locked</source>
            <comment>under a locked row's name</comment>
            <translation>op slot</translation>
        </message>
        <message>
            <source>crosses</source>
            <comment>the points table's heading: crosses in a row</comment>
            <translation>krúsen</translation>
        </message>
        <message>
            <source>points</source>
            <comment>the points table's heading</comment>
            <translation>punten</translation>
        </message>
        <message>
            <source>penalties −5</source>
            <translation>straffen −5</translation>
        </message>
        <message>
            <source>in all</source>
            <comment>beside the sheet's total</comment>
            <translation>yn totaal</translation>
        </message>
    </context>
    <context>
        <name>QwixxHint</name>
        <message>
            <source>Looking for a good choice…</source>
            <translation>Op syk nei in goede kar…</translation>
        </message>
        <message>
            <source>Hint: {advice} Press Enter to cross the ringed box.</source>
            <translation>Tip: {advice} Druk op Enter om it omrûne fakje oan te krusjen.</translation>
        </message>
        <message>
            <source>Hint: {advice} Press Skip (S).</source>
            <translation>Tip: {advice} Druk op Oerslaan (S).</translation>
        </message>
        <message>
            <source>Hint: {advice}</source>
            <translation>Tip: {advice}</translation>
        </message>
    </context>
    <context>
        <name>QwixxKeys</name>
        <message>
            <source>R or Space</source>
            <translation>R of Spaasje</translation>
        </message>
        <message>
            <source>Roll the dice (on your roll)</source>
            <translation>De dobbelstiennen smite (ast smite moatst)</translation>
        </message>
        <message>
            <source>1, 2, 3, 4</source>
            <translation>1, 2, 3, 4</translation>
        </message>
        <message>
            <source>Pick the highlighted box in the red, yellow, green or blue row (again: its other box)</source>
            <translation>It ljochtsjende fakje yn 'e reade, giele, griene of blauwe rige kieze (nochris: it oare fakje)</translation>
        </message>
        <message>
            <source>Left / Right</source>
            <translation>Lofts / Rjochts</translation>
        </message>
        <message>
            <source>Move between the highlighted boxes</source>
            <translation>Tusken de ljochtsjende fakjes gean</translation>
        </message>
        <message>
            <source>Up / Down</source>
            <translation>Omheech / Omleech</translation>
        </message>
        <message>
            <source>Move to the row above or below</source>
            <translation>Nei de rige derboppe of derûnder gean</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
        <message>
            <source>Cross the picked box</source>
            <translation>It keazen fakje oankrusje</translation>
        </message>
        <message>
            <source>S</source>
            <translation>S</translation>
        </message>
        <message>
            <source>Skip: cross nothing this time</source>
            <translation>Oerslaan: dizze kear neat oankrusje</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Let go of the picked box</source>
            <translation>It keazen fakje loslitte</translation>
        </message>
        <message>
            <source>H</source>
            <translation>H</translation>
        </message>
        <message>
            <source>Hint: a suggested choice</source>
            <translation>Tip: in foarstelde kar</translation>
        </message>
    </context>
    <context>
        <name>QwixxInput</name>
        <message>
            <source>Wait for your turn.</source>
            <translation>Wachtsje op dyn beurt.</translation>
        </message>
        <message>
            <source>It is not your roll.</source>
            <translation>Do bist net oan 'e beurt om te smiten.</translation>
        </message>
        <message>
            <source>There is nothing to skip now.</source>
            <translation>Der is no neat om oer te slaan.</translation>
        </message>
        <message>
            <source>Nothing can be crossed in the {row} row now.</source>
            <translation>Yn 'e rige {row} kin no neat oankrúst wurde.</translation>
        </message>
        <message>
            <source>Pick a box first: 1-4 choose a row, the arrows move; or Skip (S).</source>
            <translation>Kies earst in fakje: 1-4 kieze in rige, de pylken ferpleatse; of Oerslaan (S).</translation>
        </message>
    </context>
    <context>
        <name>QwixxMoment</name>
        <message>
            <source>The game is over.</source>
            <translation>It spul is út.</translation>
        </message>
        <message>
            <source>Roll the dice (R or Space).</source>
            <translation>Smyt de dobbelstiennen (R of Spaasje).</translation>
        </message>
        <message>
            <source>You roll when it is your turn.</source>
            <translation>Do smytst ast oan 'e beurt bist.</translation>
        </message>
        <message>
            <source>Cross nothing this time (S).</source>
            <translation>Dizze kear neat oankrusje (S).</translation>
        </message>
        <message>
            <source>Cross nothing: a penalty (−5) because you crossed nothing in the white sum (S).</source>
            <translation>Neat oankrusje: in straf (−5), omdatst yn 'e wite som neat oankrúst hast (S).</translation>
        </message>
        <message>
            <source>Nothing to skip now.</source>
            <translation>No neat om oer te slaan.</translation>
        </message>
        <message>
            <source>Suggest a choice (H).</source>
            <translation>In kar foarstelle (H).</translation>
        </message>
        <message>
            <source>Hints are for your white-sum and colour choices.</source>
            <translation>Tips binne foar dyn karren by de wite som en de kleur.</translation>
        </message>
        <message>
            <source>No roll yet.</source>
            <translation>Noch net smiten.</translation>
        </message>
        <message>
            <source>You rolled: white sum {total}.</source>
            <translation>Do hast smiten: wite som {total}.</translation>
        </message>
        <message>
            <source>{name} rolled: white sum {total}.</source>
            <translation>{name} hat smiten: wite som {total}.</translation>
        </message>
        <message>
            <source>You are rolling the dice…</source>
            <translation>Do smytst de dobbelstiennen…</translation>
        </message>
        <message>
            <source>{name} is rolling the dice…</source>
            <translation>{name} smyt de dobbelstiennen…</translation>
        </message>
        <message>
            <source>nothing</source>
            <comment>a white-sum choice of no box</comment>
            <translation>neat</translation>
        </message>
        <message>
            <source>{row} {number}</source>
            <comment>a box: its row and number</comment>
            <translation>{row} {number}</translation>
        </message>
        <message>
            <source>Your roll showed the dice, so it can't be taken back.</source>
            <translation>Dyn smyt hat de dobbelstiennen sjen litten, dus dy kin net werom nommen wurde.</translation>
        </message>
        <message>
            <source>The dice were rolled after your choice, so it can't be taken back.</source>
            <translation>Nei dyn kar is der smiten, dus dy kin net werom nommen wurde.</translation>
        </message>
        <message>
            <source>Everyone's white-sum choices are revealed, so yours can't be taken back.</source>
            <translation>De karren fan elkenien foar de wite som binne sjen litten, dus dyn kar kin net werom nommen wurde.</translation>
        </message>
        <message>
            <source>White sum {total}: everyone may cross it. Click a highlighted box, or Skip (S) to cross nothing.</source>
            <translation>Wite som {total}: elkenien mei dy oankrusje. Klik op in ljochtsjend fakje, of Oerslaan (S) om neat oan te krusjen.</translation>
        </message>
        <message>
            <source>White sum {total}: everyone may cross it, but it fits none of your rows: Skip (S).</source>
            <translation>Wite som {total}: elkenien mei dy oankrusje, mar hy past yn gjin fan dyn rigen: Oerslaan (S).</translation>
        </message>
        <message>
            <source>{name}: white sum {total}: everyone may cross it. Click a highlighted box, or Skip (S) to cross nothing.</source>
            <translation>{name}: wite som {total}: elkenien mei dy oankrusje. Klik op in ljochtsjend fakje, of Oerslaan (S) om neat oan te krusjen.</translation>
        </message>
        <message>
            <source>{name}: white sum {total}: everyone may cross it, but it fits none of your rows: Skip (S).</source>
            <translation>{name}: wite som {total}: elkenien mei dy oankrusje, mar hy past yn gjin fan dyn rigen: Oerslaan (S).</translation>
        </message>
        <message>
            <source>Your colour choice (you must cross something or take a penalty): click a highlighted box, or Skip (S) for a penalty.</source>
            <translation>Dyn kleurkar (do moatst wat oankrusje of in straf nimme): klik op in ljochtsjend fakje, of Oerslaan (S) foar in straf.</translation>
        </message>
        <message>
            <source>Your colour choice (you must cross something or take a penalty): no colour sum fits, so Skip (S) takes a penalty.</source>
            <translation>Dyn kleurkar (do moatst wat oankrusje of in straf nimme): der past gjin kleursom, dus Oerslaan (S) jout in straf.</translation>
        </message>
        <message>
            <source>Your colour choice (you may): click a highlighted box, or Skip (S).</source>
            <translation>Dyn kleurkar (do meist): klik op in ljochtsjend fakje, of Oerslaan (S).</translation>
        </message>
        <message>
            <source>Your colour choice (you may): no colour sum fits: Skip (S).</source>
            <translation>Dyn kleurkar (do meist): der past gjin kleursom: Oerslaan (S).</translation>
        </message>
        <message>
            <source>{name}, your colour choice (you must cross something or take a penalty): click a highlighted box, or Skip (S) for a penalty.</source>
            <translation>{name}, dyn kleurkar (do moatst wat oankrusje of in straf nimme): klik op in ljochtsjend fakje, of Oerslaan (S) foar in straf.</translation>
        </message>
        <message>
            <source>{name}, your colour choice (you must cross something or take a penalty): no colour sum fits, so Skip (S) takes a penalty.</source>
            <translation>{name}, dyn kleurkar (do moatst wat oankrusje of in straf nimme): der past gjin kleursom, dus Oerslaan (S) jout in straf.</translation>
        </message>
        <message>
            <source>{name}, your colour choice (you may): click a highlighted box, or Skip (S).</source>
            <translation>{name}, dyn kleurkar (do meist): klik op in ljochtsjend fakje, of Oerslaan (S).</translation>
        </message>
        <message>
            <source>{name}, your colour choice (you may): no colour sum fits: Skip (S).</source>
            <translation>{name}, dyn kleurkar (do meist): der past gjin kleursom: Oerslaan (S).</translation>
        </message>
        <message>
            <source>The game is over. {reason}</source>
            <translation>It spul is út. {reason}</translation>
        </message>
        <message>
            <source>Game over.</source>
            <translation>Spul út.</translation>
        </message>
        <message>
            <source>{sentence} Your colour choice comes next.</source>
            <comment>a white-sum sentence, then this one</comment>
            <translation>{sentence} Hjirnei komt dyn kleurkar.</translation>
        </message>
        <message>
            <source>White {white} (both dice), plus a colour die.</source>
            <translation>Wyt {white} (beide dobbelstiennen), plus in kleurdobbelstien.</translation>
        </message>
        <message>
            <source>White {first} or {second}, plus a colour die.</source>
            <translation>Wyt {first} of {second}, plus in kleurdobbelstien.</translation>
        </message>
        <message>
            <source>Roll the dice first: press Roll (R or Space).</source>
            <translation>Smyt earst de dobbelstiennen: druk op Smite (R of Spaasje).</translation>
        </message>
        <message>
            <source>The {row} row is locked: nobody may cross in it any more.</source>
            <translation>De rige {row} is op slot: gjinien mei der noch wat yn oankrusje.</translation>
        </message>
        <message>
            <source>The white sum is {total}: cross {total} in one row, or Skip (S).</source>
            <translation>De wite som is {total}: krusje {total} oan yn ien rige, of Oerslaan (S).</translation>
        </message>
        <message>
            <source>The {row} die is off the table: that row is locked.</source>
            <translation>De dobbelstien {row} is fan 'e tafel: dy rige is op slot.</translation>
        </message>
        <message>
            <source>{Row} {number} is not a colour sum now: white {first} or {second} + {row} {die} make {sum}.</source>
            <translation>{Row} {number} is no gjin kleursom: wyt {first} of {second} + {row} {die} makket {sum}.</translation>
        </message>
        <message>
            <source>{Row} {number} is not a colour sum now: white {first} or {second} + {row} {die} make {sum} or {other}.</source>
            <translation>{Row} {number} is no gjin kleursom: wyt {first} of {second} + {row} {die} makket {sum} of {other}.</translation>
        </message>
        <message>
            <source>{Row} {number} lies left of your last cross in that row: crosses go left to right.</source>
            <translation>{Row} {number} leit links fan dyn lêste krús yn dy rige: krúsen geane fan links nei rjochts.</translation>
        </message>
        <message>
            <source>{Row} {number} needs five crosses in the {row} row first.</source>
            <translation>{Row} {number} hat earst fiif krúsen yn 'e rige {row} nedich.</translation>
        </message>
        <message>
            <source>{Row} {number} can't be crossed now.</source>
            <translation>{Row} {number} kin no net oankrúst wurde.</translation>
        </message>
    </context>
    <context>
        <name>QwixxStrip</name>
        <message>
            <source>{row}: no crosses</source>
            <translation>{row}: gjin krúsen</translation>
        </message>
        <message>
            <source>{row}: 1 cross, on {number}</source>
            <translation>{row}: 1 krús, op {number}</translation>
        </message>
        <message numerus="yes">
            <source>{row}: %n crosses, the last on {number}</source>
            <translation>
                <numerusform>{row}: %n krús, it lêste op {number}</numerusform>
                <numerusform>{row}: %n krúsen, it lêste op {number}</numerusform>
            </translation>
        </message>
        <message>
            <source>no penalties</source>
            <translation>gjin straffen</translation>
        </message>
        <message>
            <source>1 penalty</source>
            <translation>1 straf</translation>
        </message>
        <message numerus="yes">
            <source>%n penalties</source>
            <translation>
                <numerusform>%n straf</numerusform>
                <numerusform>%n straffen</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}, {points} points: {rows}; {penalties}.</source>
            <comment>a seat's sheet in brief: its rows and penalties</comment>
            <translation>{name}, {points} punten: {rows}; {penalties}.</translation>
        </message>
    </context>
    <context>
        <name>QwixxRows</name>
        <message>
            <source>RED</source>
            <translation>READ</translation>
        </message>
        <message>
            <source>YELLOW</source>
            <translation>GIEL</translation>
        </message>
        <message>
            <source>GREEN</source>
            <translation>GRIEN</translation>
        </message>
        <message>
            <source>BLUE</source>
            <translation>BLAU</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>Read</translation>
        </message>
        <message>
            <source>Yellow</source>
            <translation>Giel</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>Grien</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Blau</translation>
        </message>
        <message>
            <source>red</source>
            <translation>read</translation>
        </message>
        <message>
            <source>yellow</source>
            <translation>giel</translation>
        </message>
        <message>
            <source>green</source>
            <translation>grien</translation>
        </message>
        <message>
            <source>blue</source>
            <translation>blau</translation>
        </message>
    </context>
    <context>
        <name>QwixxPlayback</name>
        <message>
            <source>{Row} is locked!</source>
            <translation>{Row} is op slot!</translation>
        </message>
        <message>
            <source>Penalty −5</source>
            <translation>Straf −5</translation>
        </message>
    </context>
    <context>
        <name>QwixxPrinting</name>
        <message>
            <source>The printer could not be opened.</source>
            <translation>De printer koe net iepene wurde.</translation>
        </message>
        <message>
            <source>The score sheets</source>
            <translation>De skoareblêden</translation>
        </message>
        <message>
            <source>Qwixx: score summary</source>
            <translation>Qwixx: oersjoch fan 'e skoare</translation>
        </message>
        <message>
            <source>The game ended: {reason}</source>
            <translation>It spul is einige: {reason}</translation>
        </message>
        <message numerus="yes">
            <source>%n rolls. Best roll: {best}</source>
            <translation>
                <numerusform>%n smyt. Bêste smyt: {best}</numerusform>
                <numerusform>%n smiten. Bêste smyt: {best}</numerusform>
            </translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Spiler</translation>
        </message>
        <message>
            <source>Seat</source>
            <comment>a column: person or bot</comment>
            <translation>Soarte</translation>
        </message>
        <message>
            <source>Penalties</source>
            <translation>Straffen</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Totaal</translation>
        </message>
        <message>
            <source>{name}  (winner)</source>
            <translation>{name}  (winner)</translation>
        </message>
        <message>
            <source>{name} {points}</source>
            <comment>a chart's label: a name and the total</comment>
            <translation>{name} {points}</translation>
        </message>
        <message>
            <source>Totals by roll</source>
            <translation>Totalen per smyt</translation>
        </message>
        <message>
            <source>roll</source>
            <comment>the chart's axis: roll by roll</comment>
            <translation>smyt</translation>
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
            <translation>it slot fan {row}</translation>
        </message>
        <message>
            <source>{row} {points}</source>
            <comment>a row's score</comment>
            <translation>{row} {points}</translation>
        </message>
        <message>
            <source>penalties −{points}</source>
            <translation>straffen −{points}</translation>
        </message>
        <message>
            <source>The game is not over yet.</source>
            <translation>It spul is noch net út.</translation>
        </message>
        <message>
            <source>{name} scored {points} points.</source>
            <translation>{name} hat {points} punten skoard.</translation>
        </message>
        <message>
            <source>Nobody scored.</source>
            <translation>Gjinien hat skoard.</translation>
        </message>
        <message>
            <source>crosses</source>
            <comment>the best roll's gain, in general</comment>
            <translation>krúsen</translation>
        </message>
        <message>
            <source>{name}: +{points} points on roll {roll} ({crossed})</source>
            <translation>{name}: +{points} punten by smyt {roll} ({crossed})</translation>
        </message>
        <message>
            <source>{details}, 1 hint</source>
            <translation>{details}, 1 tip</translation>
        </message>
        <message numerus="yes">
            <source>{details}, %n hints</source>
            <translation>
                <numerusform>{details}, %n tip</numerusform>
                <numerusform>{details}, %n tips</numerusform>
            </translation>
        </message>
        <message>
            <source>The game ended: {reason}</source>
            <translation>It spul is einige: {reason}</translation>
        </message>
        <message numerus="yes">
            <source>%n rolls in all.</source>
            <translation>
                <numerusform>%n smyt yn totaal.</numerusform>
                <numerusform>%n smiten yn totaal.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>QwixxTable</name>
        <message>
            <source>Table with the score sheets and the dice</source>
            <translation>Tafel mei de skoareblêden en de dobbelstiennen</translation>
        </message>
    </context>
    <context>
        <name>AboutDialog</name>
        <message>
            <source>Modern tabletop classics on your desktop: {games}. Play against friends at one screen or against bots from beginner to expert, all offline.</source>
            <translation>Moderne tafelspulklassikers op dyn kompjûter: {games}. Spylje tsjin freonen oan ien skerm of tsjin bots fan begjinner oant ekspert, alles offline.</translation>
        </message>
        <message>
            <source>{about} Coming soon: {games}.</source>
            <comment>the sentence above, then the games to come</comment>
            <translation>{about} Gau te krijen: {games}.</translation>
        </message>
        <message>
            <source>Qt and PySide6 (LGPL-3.0)</source>
            <translation>Qt en PySide6 (LGPL-3.0)</translation>
        </message>
        <message>
            <source>Python (PSF License)</source>
            <translation>Python (PSF License)</translation>
        </message>
        <message>
            <source>Quiddler's word lists: SCOWL (permissive)</source>
            <translation>Wurdlisten fan Quiddler: SCOWL (permissive)</translation>
        </message>
        <message>
            <source>Malayalam font: Manjari (OFL-1.1)</source>
            <translation>Malayalam-lettertype: Manjari (OFL-1.1)</translation>
        </message>
        <message>
            <source>Libraries in this installation</source>
            <translation>Biblioteken yn dizze ynstallaasje</translation>
        </message>
        <message>
            <source>About {app}</source>
            <translation>Oer {app}</translation>
        </message>
        <message>
            <source>Version {version}</source>
            <translation>Ferzje {version}</translation>
        </message>
        <message>
            <source>Licences</source>
            <translation>Lisinsjes</translation>
        </message>
        <message>
            <source>The licence files are missing from this installation.</source>
            <translation>De lisinsjetriemmen ûntbrekke yn dizze ynstallaasje.</translation>
        </message>
        <message>
            <source>This licence file cannot be read ({error}).</source>
            <translation>Dizze lisinsjetriem kin net lêzen wurde ({error}).</translation>
        </message>
    </context>
    <context>
        <name>MessageBanner</name>
        <message>
            <source>Dismiss</source>
            <translation>Slute</translation>
        </message>
    </context>
    <context>
        <name>EndDialog</name>
        <message>
            <source>Game over</source>
            <translation>Spul út</translation>
        </message>
        <message>
            <source>&lt;b&gt;Best move:&lt;/b&gt; {move}</source>
            <translation>&lt;b&gt;Bêste set:&lt;/b&gt; {move}</translation>
        </message>
        <message>
            <source>Print summary…</source>
            <translation>Oersjoch ôfdrukke…</translation>
        </message>
        <message>
            <source>Back to home</source>
            <translation>Werom nei it begjinskerm</translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>Nochris spylje</translation>
        </message>
        <message>
            <source>The same players and options, with a fresh shuffle</source>
            <translation>Deselde spilers en opsjes, nij skodde</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Spiler</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>Soarte</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Skoare</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>Details</translation>
        </message>
    </context>
    <context>
        <name>GamesInProgress</name>
        <message>
            <source>just now</source>
            <translation>krekt no</translation>
        </message>
        <message>
            <source>1 minute ago</source>
            <translation>1 minút lyn</translation>
        </message>
        <message numerus="yes">
            <source>%n minutes ago</source>
            <translation>
                <numerusform>%n minút lyn</numerusform>
                <numerusform>%n minuten lyn</numerusform>
            </translation>
        </message>
        <message>
            <source>today at {time}</source>
            <translation>hjoed om {time}</translation>
        </message>
        <message>
            <source>yesterday at {time}</source>
            <translation>juster om {time}</translation>
        </message>
        <message>
            <source>on {date}</source>
            <translation>op {date}</translation>
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
            <translation>{name} (bot)</translation>
        </message>
        <message>
            <source>1 move played</source>
            <translation>1 set spile</translation>
        </message>
        <message numerus="yes">
            <source>%n moves played</source>
            <translation>
                <numerusform>%n set spile</numerusform>
                <numerusform>%n setten spile</numerusform>
            </translation>
        </message>
        <message>
            <source>{players} · {moves} · open in another window</source>
            <translation>{players} · {moves} · iepen yn in oar finster</translation>
        </message>
        <message>
            <source>{players} · {moves} · last played {when}</source>
            <translation>{players} · {moves} · lêst spile {when}</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>Wiskje…</translation>
        </message>
        <message>
            <source>Delete this game of {game} (asks first)</source>
            <translation>Dit spul {game} wiskje (der wurdt earst om frege)</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Fierder</translation>
        </message>
        <message>
            <source>This game is open in another Tabletop Desktop window.</source>
            <translation>Dit spul is iepen yn in oar finster fan Tabletop Desktop.</translation>
        </message>
        <message>
            <source>Sit down at this game of {game} again</source>
            <translation>Wer oan dit spul {game} sitten gean</translation>
        </message>
        <message>
            <source>Games in progress</source>
            <translation>Spullen dy't oan 'e gong binne</translation>
        </message>
        <message>
            <source>Your game in progress</source>
            <translation>Dyn spul dat oan 'e gong is</translation>
        </message>
    </context>
    <context>
        <name>GamesKept</name>
        <message>
            <source>This game is being played in another Tabletop Desktop window. Continue it there, or close it there first.</source>
            <translation>Dit spul wurdt spile yn in oar finster fan Tabletop Desktop. Spylje it dêr fierder, of slút it dêr earst.</translation>
        </message>
        <message>
            <source>There is no game to continue.</source>
            <translation>Der is gjin spul om fierder te spyljen.</translation>
        </message>
        <message>
            <source>That game is no longer in progress.</source>
            <translation>Dat spul is net mear oan 'e gong.</translation>
        </message>
        <message>
            <source>This game is open in another window</source>
            <translation>Dit spul is iepen yn in oar finster</translation>
        </message>
        <message>
            <source>Delete this game?</source>
            <translation>Dit spul wiskje?</translation>
        </message>
        <message>
            <source>Delete the game of {game} with {players} ({moves})? It cannot be continued afterwards.</source>
            <translation>It spul {game} mei {players} ({moves}) wiskje? It kin dêrnei net mear fierder spile wurde.</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Wiskje</translation>
        </message>
    </context>
    <context>
        <name>HomeScreen</name>
        <message>
            <source>{count} players</source>
            <translation>{count} spilers</translation>
        </message>
        <message>
            <source>{least} to {most} players</source>
            <translation>{least} oant {most} spilers</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Spylje</translation>
        </message>
        <message>
            <source>Coming soon</source>
            <translation>Gau te krijen</translation>
        </message>
        <message>
            <source>Start a new game of {game}</source>
            <translation>In nij spul {game} begjinne</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Regels</translation>
        </message>
        <message>
            <source>How to play {game}</source>
            <translation>Hoe't {game} spile wurdt</translation>
        </message>
        <message>
            <source>{game} is coming in a later version.</source>
            <translation>{game} komt yn in lettere ferzje.</translation>
        </message>
        <message>
            <source>Pull up a chair: pick a game and play against friends or bots.</source>
            <translation>Skow in stoel by: kies in spul en spylje tsjin freonen of bots.</translation>
        </message>
        <message>
            <source>How to play (F1)</source>
            <translation>Hoe te spyljen (F1)</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistyk</translation>
        </message>
        <message>
            <source>Your results so far</source>
            <translation>Dyn resultaten oant no ta</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Ynstellings</translation>
        </message>
        <message>
            <source>Speed, theme and accessibility</source>
            <translation>Snelheid, tema en tagonklikens</translation>
        </message>
        <message>
            <source>About</source>
            <translation>Oer</translation>
        </message>
        <message>
            <source>Version and licences</source>
            <translation>Ferzje en lisinsjes</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>Nij spul…</translation>
        </message>
        <message>
            <source>Choose a game, the players and the options (Ctrl+N)</source>
            <translation>Kies in spul, de spilers en de opsjes (Ctrl+N)</translation>
        </message>
        <message>
            <source>Open saved game…</source>
            <translation>Bewarre spul iepenje…</translation>
        </message>
        <message>
            <source>Continue a game you saved to a file (Ctrl+O)</source>
            <translation>Spylje in spul fierder datst yn in triem bewarre hast (Ctrl+O)</translation>
        </message>
        <message>
            <source>Join a game…</source>
            <translation>Meidwaan oan in spul…</translation>
        </message>
        <message>
            <source>Join a game hosted on another computer</source>
            <translation>Meidwaan oan in spul dat op in oare kompjûter host wurdt</translation>
        </message>
    </context>
    <context>
        <name>HostedTablesPanel</name>
        <message>
            <source>{game}, room code {code}: nobody has joined yet.</source>
            <translation>{game}, keamerkoade {code}: der hat noch gjinien meidien.</translation>
        </message>
        <message>
            <source>{game} with {players} (room code {code}).</source>
            <translation>{game} mei {players} (keamerkoade {code}).</translation>
        </message>
        <message>
            <source>Network tables you host</source>
            <translation>Dyn netwurktafels</translation>
        </message>
        <message>
            <source>Reopen a table to go on: the players who joined come back by themselves.</source>
            <translation>Iepenje in tafel opnij om fierder te gean: de spilers dy't meidienen komme sels werom.</translation>
        </message>
        <message>
            <source>Reopen</source>
            <translation>Opnij iepenje</translation>
        </message>
        <message>
            <source>Start the table again on this computer and sit down at it.</source>
            <translation>Begjin de tafel opnij op dizze kompjûter en gean der wer oan sitten.</translation>
        </message>
        <message>
            <source>Stop keeping this table; the others cannot come back to it.</source>
            <translation>Dizze tafel net mear bewarje; de oaren kinne der net mear nei werom.</translation>
        </message>
        <message>
            <source>Forget</source>
            <translation>Ferjitte</translation>
        </message>
    </context>
    <context>
        <name>JoinDialog</name>
        <message>
            <source>Looking for tables on this network… None has been found yet.</source>
            <translation>Op syk nei tafels op dit netwurk… Der is noch gjin fûn.</translation>
        </message>
        <message>
            <source>This computer cannot listen for tables on the network just now (another program may be using the port). Type the address the host gave you instead.</source>
            <translation>Dizze kompjûter kin no net nei tafels op it netwurk harkje (miskien brûkt in oar programma de poarte). Typ ynstee it adres dat de gasthear dy jûn hat.</translation>
        </message>
        <message>
            <source>Join a game</source>
            <translation>Meidwaan oan in spul</translation>
        </message>
        <message>
            <source>Join a game on another computer</source>
            <translation>Meidwaan oan in spul op in oare kompjûter</translation>
        </message>
        <message>
            <source>Pick a table found on this network, or type the address the host gave you. The host also tells you the room code.</source>
            <translation>Kies in tafel dy't op dit netwurk fûn is, of typ it adres dat de gasthear dy jûn hat. De gasthear fertelt dy ek de keamerkoade.</translation>
        </message>
        <message>
            <source>Tables other computers on this network are hosting.</source>
            <translation>Tafels dy't oare kompjûters op dit netwurk hoste.</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>Adres:</translation>
        </message>
        <message>
            <source>{count} letters and digits</source>
            <translation>{count} letters en sifers</translation>
        </message>
        <message>
            <source>Room code:</source>
            <translation>Keamerkoade:</translation>
        </message>
        <message>
            <source>The name the others see</source>
            <translation>De namme dy't de oaren sjogge</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>Dyn namme:</translation>
        </message>
        <message>
            <source>Another person plays at this computer</source>
            <translation>In oar minske spilet oan dizze kompjûter</translation>
        </message>
        <message>
            <source>Take one more seat for somebody here; you pass the screen between you, with the pieces covered.</source>
            <translation>Nim noch in plak foar ien hjir; jimme jouwe it skerm oan elkoar troch, mei de stikken ôfdekt.</translation>
        </message>
        <message>
            <source>Join</source>
            <translation>Meidwaan</translation>
        </message>
        <message>
            <source>Pick this table; then type the room code the host tells you.</source>
            <translation>Kies dizze tafel; typ dan de keamerkoade dy't de gasthear dy fertelt.</translation>
        </message>
        <message>
            <source>Their name, as the others see it</source>
            <translation>Syn of har namme, sa't de oaren him sjogge</translation>
        </message>
        <message>
            <source>Player {number} here:</source>
            <translation>Spiler {number} hjir:</translation>
        </message>
        <message>
            <source>The room code has {count} letters and digits, as the host's lobby shows it. Please check it and type it again.</source>
            <translation>De keamerkoade hat {count} letters en sifers, sa't de wachtkeamer fan 'e gasthear him sjen lit. Kontrolearje him en typ him opnij.</translation>
        </message>
        <message>
            <source>Please type your name: the others see it at the table.</source>
            <translation>Typ dyn namme: de oaren sjogge him oan 'e tafel.</translation>
        </message>
        <message>
            <source>Two people at this computer have the same name: please give each their own.</source>
            <translation>Twa minsken oan dizze kompjûter hawwe deselde namme: jou elk syn eigen namme.</translation>
        </message>
        <message>
            <source>Connecting to the table at {address}…</source>
            <translation>Ferbine mei de tafel op {address}…</translation>
        </message>
    </context>
    <context>
        <name>JoinedTablesPanel</name>
        <message>
            <source>{game} at {address} as {names} (room code {code}).</source>
            <translation>{game} op {address} as {names} (keamerkoade {code}).</translation>
        </message>
        <message>
            <source>Network tables you joined</source>
            <translation>Netwurktafels dêr'tst oan meidien hast</translation>
        </message>
        <message>
            <source>Rejoin a table to sit down at your seat again, where the game is now.</source>
            <translation>Gean werom nei in tafel om wer op dyn plak te sitten, dêr't it spul no is.</translation>
        </message>
        <message>
            <source>Rejoin</source>
            <translation>Werom</translation>
        </message>
        <message>
            <source>Go back to your seat at this table.</source>
            <translation>Gean werom nei dyn plak oan dizze tafel.</translation>
        </message>
        <message>
            <source>Stop keeping this table here; the host may give your seat to a bot.</source>
            <translation>Dizze tafel hjir net mear bewarje; de gasthear kin dyn plak oan in bot jaan.</translation>
        </message>
        <message>
            <source>Forget</source>
            <translation>Ferjitte</translation>
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
            <translation>Tusken knoppen en fjilden gean</translation>
        </message>
        <message>
            <source>Enter or Space</source>
            <translation>Enter of Spaasje</translation>
        </message>
        <message>
            <source>Press the button that has the focus ring</source>
            <translation>De knop mei de fokusring yndrukke</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Close a dialog without changing anything</source>
            <translation>In finster slute sûnder wat te feroarjen</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Fluchtoetsen</translation>
        </message>
    </context>
    <context>
        <name>TableFinder</name>
        <message>
            <source>A game</source>
            <comment>a table's unknown game</comment>
            <translation>In spul</translation>
        </message>
        <message>
            <source>somebody</source>
            <comment>a table's unknown host</comment>
            <translation>immen</translation>
        </message>
    </context>
    <context>
        <name>LobbyDialog</name>
        <message>
            <source>Waiting for players</source>
            <translation>Wachtsjen op spilers</translation>
        </message>
        <message>
            <source>Waiting for the host</source>
            <translation>Wachtsjen op 'e gasthear</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>Adres:</translation>
        </message>
        <message>
            <source>Room code:</source>
            <translation>Keamerkoade:</translation>
        </message>
        <message>
            <source>Copy address and code</source>
            <translation>Adres en koade kopiearje</translation>
        </message>
        <message>
            <source>Put the address and the room code on the clipboard, to send them.</source>
            <translation>Set it adres en de keamerkoade op it klamboerd, om se troch te stjoeren.</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>Plakken</translation>
        </message>
        <message>
            <source>Cancel the game</source>
            <translation>It spul annulearje</translation>
        </message>
        <message>
            <source>Leave the table</source>
            <translation>De tafel ferlitte</translation>
        </message>
        <message>
            <source>Close the table; the others are told.</source>
            <translation>De tafel slute; de oaren krije dat te witten.</translation>
        </message>
        <message>
            <source>Give up your seat and go back.</source>
            <translation>Dyn plak opjaan en weromgean.</translation>
        </message>
        <message>
            <source>Start game</source>
            <translation>Spul begjinne</translation>
        </message>
        <message>
            <source>{game}: waiting for players</source>
            <translation>{game}: wachtsjen op spilers</translation>
        </message>
        <message>
            <source>{game}: you have joined the table</source>
            <translation>{game}: do dochst mei oan 'e tafel</translation>
        </message>
        <message>
            <source>Tell the others the address and the room code below. On their computer they choose Join a game on the home screen and type them in.</source>
            <translation>Fertel de oaren it adres en de keamerkoade hjirûnder. Op har kompjûter kieze se Meidwaan oan in spul op it begjinskerm en typje se yn.</translation>
        </message>
        <message>
            <source>{name} (seat {number})</source>
            <translation>{name} (plak {number})</translation>
        </message>
        <message>
            <source>You play {seats}. The game begins when the host starts it.</source>
            <translation>Do spilest {seats}. It spul begjint as de gasthear it start.</translation>
        </message>
        <message>
            <source> and </source>
            <comment>between a person's seats</comment>
            <translation> en </translation>
        </message>
        <message>
            <source>You play a seat. The game begins when the host starts it.</source>
            <translation>Do spilest in plak. It spul begjint as de gasthear it start.</translation>
        </message>
        <message>
            <source>Addresses:</source>
            <translation>Adressen:</translation>
        </message>
        <message>
            <source>The table has no address yet.</source>
            <translation>De tafel hat noch gjin adres.</translation>
        </message>
        <message>
            <source>Everybody is here: you can start the game.</source>
            <translation>Elkenien is der: do kinst it spul begjinne.</translation>
        </message>
        <message>
            <source>Everybody is here; the host may start at any moment.</source>
            <translation>Elkenien is der; de gasthear kin op elk momint begjinne.</translation>
        </message>
        <message>
            <source>, </source>
            <comment>between seat numbers</comment>
            <translation>, </translation>
        </message>
        <message>
            <source>seat {number}</source>
            <translation>plak {number}</translation>
        </message>
        <message>
            <source>The game can start once one joining seat ({seats}) is taken.</source>
            <translation>It spul kin begjinne sa gau't ien plak foar meidwaande spilers ({seats}) beset is.</translation>
        </message>
        <message numerus="yes">
            <source>The game can start once %n joining seats ({seats}) are taken.</source>
            <translation>
                <numerusform>It spul kin begjinne sa gau't %n plak foar meidwaande spilers ({seats}) beset is.</numerusform>
                <numerusform>It spul kin begjinne sa gau't %n plakken foar meidwaande spilers ({seats}) beset binne.</numerusform>
            </translation>
        </message>
        <message>
            <source>{sentence} You may also give a seat nobody took to a bot.</source>
            <comment>the sentence above, then this one</comment>
            <translation>{sentence} Do kinst in plak dat gjinien nommen hat ek oan in bot jaan.</translation>
        </message>
        <message>
            <source>The table is being set up.</source>
            <translation>De tafel wurdt klearmakke.</translation>
        </message>
        <message>
            <source>Start the game for everybody.</source>
            <translation>It spul foar elkenien begjinne.</translation>
        </message>
        <message>
            <source>Every joining seat must be taken first.</source>
            <translation>Alle plakken foar meidwaande spilers moatte earst beset wêze.</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>Plak {number}</translation>
        </message>
        <message>
            <source>Free seat</source>
            <translation>Frij plak</translation>
        </message>
        <message>
            <source>How well the bot plays this seat.</source>
            <translation>Hoe goed de bot dit plak spilet.</translation>
        </message>
        <message>
            <source>Give to a bot</source>
            <translation>Oan in bot jaan</translation>
        </message>
        <message>
            <source>A bot plays seat {number} instead of a joining player.</source>
            <translation>In bot spilet plak {number} ynstee fan in meidwaande spiler.</translation>
        </message>
        <message>
            <source> or </source>
            <comment>between a table's addresses</comment>
            <translation> of </translation>
        </message>
        <message>
            <source>Join my game of {game} in Tabletop Desktop: choose Join a game, type the address {addresses} and the room code {code}.</source>
            <translation>Doch mei oan myn spul {game} yn Tabletop Desktop: kies Meidwaan oan in spul, typ it adres {addresses} en de keamerkoade {code}.</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>Kopiearre</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Tabletop Desktop games (*{extension});;All files (*)</source>
            <translation>Tabletop Desktop-spullen (*{extension});;Alle triemmen (*)</translation>
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
            <translation>Brûkte tips: {players}.</translation>
        </message>
        <message>
            <source>Undo is not possible now: {reason}</source>
            <translation>Ûngedien meitsje kin no net: {reason}</translation>
        </message>
        <message>
            <source>&amp;Join a game…</source>
            <translation>&amp;Meidwaan oan in spul…</translation>
        </message>
        <message>
            <source>Join a game hosted on another computer</source>
            <translation>Meidwaan oan in spul dat op in oare kompjûter host wurdt</translation>
        </message>
        <message>
            <source>A file could not be used</source>
            <translation>In triem koe net brûkt wurde</translation>
        </message>
        <message>
            <source>This game cannot be continued</source>
            <translation>Dit spul kin net fierder spile wurde</translation>
        </message>
        <message>
            <source>{game} cannot be shown</source>
            <translation>{game} kin net sjen litten wurde</translation>
        </message>
        <message>
            <source>Something went wrong while setting up the table: {error}</source>
            <translation>Der gie wat mis by it klearmeitsjen fan 'e tafel: {error}</translation>
        </message>
        <message>
            <source>Your game of {game} is kept: continue it from Games in progress on the home screen.</source>
            <translation>Dyn spul {game} is bewarre: spylje it fierder fanút Spullen dy't oan 'e gong binne op it begjinskerm.</translation>
        </message>
        <message>
            <source>Open saved game</source>
            <translation>Bewarre spul iepenje</translation>
        </message>
        <message>
            <source>This game cannot be opened</source>
            <translation>Dit spul kin net iepene wurde</translation>
        </message>
        <message>
            <source>Save game</source>
            <translation>Spul bewarje</translation>
        </message>
        <message>
            <source>The game could not be saved</source>
            <translation>It spul koe net bewarre wurde</translation>
        </message>
        <message>
            <source>{file}: {error}</source>
            <translation>{file}: {error}</translation>
        </message>
        <message>
            <source>Saved as {file}.</source>
            <translation>Bewarre as {file}.</translation>
        </message>
        <message>
            <source>{game} summary.pdf</source>
            <comment>a file name</comment>
            <translation>{game} oersjoch.pdf</translation>
        </message>
        <message>
            <source>Export summary as PDF</source>
            <translation>Oersjoch eksportearje as PDF</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>PDF-triemmen (*.pdf)</translation>
        </message>
        <message>
            <source>{game} summary</source>
            <comment>a document's title</comment>
            <translation>Oersjoch {game}</translation>
        </message>
        <message>
            <source>The PDF could not be written</source>
            <translation>De PDF koe net skreaun wurde</translation>
        </message>
        <message>
            <source>Summary written to {file}.</source>
            <translation>Oersjoch skreaun nei {file}.</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Spul</translation>
        </message>
        <message>
            <source>There is no move to undo.</source>
            <translation>Der is gjin set om ûngedien te meitsjen.</translation>
        </message>
        <message>
            <source>{game} (practice game) — {app}</source>
            <translation>{game} (oefenspul) — {app}</translation>
        </message>
        <message>
            <source>{game} — {app}</source>
            <translation>{game} — {app}</translation>
        </message>
        <message>
            <source>Playing {game}</source>
            <translation>{game} spylje</translation>
        </message>
        <message>
            <source>Playing</source>
            <translation>Oan it spyljen</translation>
        </message>
        <message>
            <source>Menus</source>
            <translation>Menu's</translation>
        </message>
        <message>
            <source>Moving around</source>
            <translation>Omgean troch it skerm</translation>
        </message>
        <message>
            <source>Your settings could not be saved: {error}</source>
            <translation>Dyn ynstellings koene net bewarre wurde: {error}</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>Undo your last confirmed move, with the bot moves after it</source>
            <translation>Dyn lêste befêstige set ûngedien meitsje, mei de setten fan 'e bots dêrnei</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Spul</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Nij spul…</translation>
        </message>
        <message>
            <source>Choose a game and the players</source>
            <translation>Kies in spul en de spilers</translation>
        </message>
        <message>
            <source>&amp;Open saved game…</source>
            <translation>Bewarre spul &amp;iepenje…</translation>
        </message>
        <message>
            <source>Continue a game saved to a file</source>
            <translation>In spul fierder spylje dat yn in triem bewarre is</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Bewarje</translation>
        </message>
        <message>
            <source>Save this game to a file</source>
            <translation>Dit spul yn in triem bewarje</translation>
        </message>
        <message>
            <source>Save &amp;as…</source>
            <translation>Bewarje &amp;as…</translation>
        </message>
        <message>
            <source>Save this game to a new file</source>
            <translation>Dit spul yn in nije triem bewarje</translation>
        </message>
        <message>
            <source>&amp;Print summary…</source>
            <translation>Oersjoch ôf&amp;drukke…</translation>
        </message>
        <message>
            <source>Print the score summary</source>
            <translation>It oersjoch fan 'e skoare ôfdrukke</translation>
        </message>
        <message>
            <source>&amp;Export summary as PDF…</source>
            <translation>Oersjoch as PDF &amp;eksportearje…</translation>
        </message>
        <message>
            <source>Write the score summary to a PDF file</source>
            <translation>It oersjoch fan 'e skoare nei in PDF-triem skriuwe</translation>
        </message>
        <message>
            <source>Back to &amp;home</source>
            <translation>Werom nei it be&amp;gjinskerm</translation>
        </message>
        <message>
            <source>Leave the table; the game stays in Games in progress</source>
            <translation>De tafel ferlitte; it spul bliuwt yn Spullen dy't oan 'e gong binne</translation>
        </message>
        <message>
            <source>S&amp;tatistics</source>
            <translation>S&amp;tatistyk</translation>
        </message>
        <message>
            <source>Your results so far</source>
            <translation>Dyn resultaten oant no ta</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>Ô&amp;fslute</translation>
        </message>
        <message>
            <source>Close Tabletop Desktop</source>
            <translation>Tabletop Desktop slute</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Bewurkje</translation>
        </message>
        <message>
            <source>&amp;Undo last move</source>
            <translation>&amp;Lêste set ûngedien meitsje</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>&amp;Ynstellings…</translation>
        </message>
        <message>
            <source>Speed, theme and accessibility</source>
            <translation>Snelheid, tema en tagonklikens</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Werjefte</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>&amp;Folslein skerm</translation>
        </message>
        <message>
            <source>Use the whole screen</source>
            <translation>It hiele skerm brûke</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Tip</translation>
        </message>
        <message>
            <source>Show a suggested move</source>
            <translation>In foarstelde set sjen litte</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Regels</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>Hoe te spyljen</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Fluchtoetsen</translation>
        </message>
        <message>
            <source>Every key the app and the game know</source>
            <translation>Alle toetsen dy't de app en it spul kenne</translation>
        </message>
        <message>
            <source>&amp;About Tabletop Desktop</source>
            <translation>&amp;Oer Tabletop Desktop</translation>
        </message>
        <message>
            <source>Version and licences</source>
            <translation>Ferzje en lisinsjes</translation>
        </message>
    </context>
    <context>
        <name>NetworkGames</name>
        <message>
            <source>Host</source>
            <comment>the name of the host's seat</comment>
            <translation>Gasthear</translation>
        </message>
        <message>
            <source>Host {number}</source>
            <comment>the name of the host's seat</comment>
            <translation>Gasthear {number}</translation>
        </message>
        <message>
            <source>The host</source>
            <comment>the name of the host's seat</comment>
            <translation>De gasthear</translation>
        </message>
        <message>
            <source>The table is being opened on this computer…</source>
            <translation>De tafel wurdt iepene op dizze kompjûter…</translation>
        </message>
        <message>
            <source>The table at {address} could not be reached. {reason}</source>
            <translation>De tafel op {address} wie net te berikken. {reason}</translation>
        </message>
        <message>
            <source>Going back to the table at {address}…</source>
            <translation>Werom nei de tafel op {address}…</translation>
        </message>
        <message>
            <source>another computer</source>
            <comment>who hosts a table, when its name is unknown</comment>
            <translation>in oare kompjûter</translation>
        </message>
    </context>
    <context>
        <name>NetworkModel</name>
        <message>
            <source>Type the address the host gave you, such as 192.168.1.20:8765 (a name such as game.example.org:8765 works too).</source>
            <translation>Typ it adres dat de gasthear dy jûn hat, lykas 192.168.1.20:8765 (in namme lykas game.example.org:8765 wurket ek).</translation>
        </message>
        <message>
            <source>Please type the table's address. {help}</source>
            <translation>Typ it adres fan 'e tafel. {help}</translation>
        </message>
        <message>
            <source>The address has an opening bracket without its closing one. {help}</source>
            <translation>It adres hat in iepeningshaakje sûnder slúthaakje. {help}</translation>
        </message>
        <message>
            <source>The address has something after its closing bracket. {help}</source>
            <translation>It adres hat wat efter it slúthaakje. {help}</translation>
        </message>
        <message>
            <source>That is not an address a table can have. {help}</source>
            <translation>Dat is gjin adres dat in tafel hawwe kin. {help}</translation>
        </message>
        <message>
            <source>The address needs its port, the number after the colon. {help}</source>
            <translation>It adres hat syn poarte nedich, it getal efter de dûbele punt. {help}</translation>
        </message>
        <message>
            <source>The port, the number after the colon, must be between 1 and 65535. {help}</source>
            <translation>De poarte, it getal efter de dûbele punt, moat tusken 1 en 65535 lizze. {help}</translation>
        </message>
        <message>
            <source>A bot plays this seat ({level}).</source>
            <translation>In bot spilet dit plak ({level}).</translation>
        </message>
        <message>
            <source>A bot plays this seat.</source>
            <translation>In bot spilet dit plak.</translation>
        </message>
        <message>
            <source>Plays at the host's computer.</source>
            <translation>Spilet oan 'e kompjûter fan 'e gasthear.</translation>
        </message>
        <message>
            <source>Nobody has taken this seat yet.</source>
            <translation>Gjinien hat dit plak noch nommen.</translation>
        </message>
        <message>
            <source>This player has joined and is connected.</source>
            <translation>Dizze spiler docht mei en is ferbûn.</translation>
        </message>
        <message>
            <source>This player lost the connection and is coming back.</source>
            <translation>Dizze spiler is de ferbining kwyt en komt werom.</translation>
        </message>
        <message>
            <source>This player has left the table.</source>
            <translation>Dizze spiler hat de tafel ferlitten.</translation>
        </message>
        <message>
            <source>This seat's state is not known.</source>
            <translation>De steat fan dit plak is net bekend.</translation>
        </message>
        <message>
            <source>online</source>
            <comment>a player's connection</comment>
            <translation>online</translation>
        </message>
        <message>
            <source>reconnecting…</source>
            <comment>a player's connection</comment>
            <translation>ferbynt opnij…</translation>
        </message>
        <message>
            <source>left</source>
            <comment>a player who has left the table</comment>
            <translation>fuort</translation>
        </message>
        <message>
            <source>not here yet</source>
            <comment>a player's connection</comment>
            <translation>noch net hjir</translation>
        </message>
        <message>
            <source>bot</source>
            <comment>a seat a bot plays now</comment>
            <translation>bot</translation>
        </message>
        <message>
            <source>not known just now</source>
            <comment>a player's connection</comment>
            <translation>no net bekend</translation>
        </message>
        <message>
            <source>{game}, hosted by {host} at {address}: 1 seat is free.</source>
            <translation>{game}, host troch {host} op {address}: 1 plak is frij.</translation>
        </message>
        <message numerus="yes">
            <source>{game}, hosted by {host} at {address}: %n seats are free.</source>
            <translation>
                <numerusform>{game}, host troch {host} op {address}: %n plak is frij.</numerusform>
                <numerusform>{game}, host troch {host} op {address}: %n plakken binne frij.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>NetworkPlay</name>
        <message>
            <source>&amp;Leave the Table</source>
            <translation>Tafel &amp;ferlitte</translation>
        </message>
        <message>
            <source>Leave this network game for good: the host may give your seat to a bot at once.</source>
            <translation>Dit netwurkspul foar goed ferlitte: de gasthear kin dyn plak daliks oan in bot jaan.</translation>
        </message>
        <message>
            <source>The network game has ended</source>
            <translation>It netwurkspul is einige</translation>
        </message>
        <message>
            <source>{game} (network game) — {app}</source>
            <translation>{game} (netwurkspul) — {app}</translation>
        </message>
        <message>
            <source>Your network table of {game} is kept: reopen it from Network tables you host, and the players who joined come back.</source>
            <translation>Dyn netwurktafel fan {game} is bewarre: iepenje him opnij fanút Dyn netwurktafels, en de spilers dy't meidienen komme werom.</translation>
        </message>
        <message>
            <source>Your network table of the game is kept: reopen it from Network tables you host, and the players who joined come back.</source>
            <translation>Dyn netwurktafel fan it spul is bewarre: iepenje him opnij fanút Dyn netwurktafels, en de spilers dy't meidienen komme werom.</translation>
        </message>
        <message>
            <source>Your seat at the network table of {game} is kept: rejoin it from Network tables you joined.</source>
            <translation>Dyn plak oan de netwurktafel fan {game} is bewarre: gean der wer hinne fanút Netwurktafels dêr'tst oan meidien hast.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>Player {number}</source>
            <translation>Spiler {number}</translation>
        </message>
        <message>
            <source>Person</source>
            <comment>a seat played by a person</comment>
            <translation>Minske</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>Plak {number}</translation>
        </message>
        <message>
            <source>Plays at this screen (pass and play).</source>
            <translation>Spilet oan dit skerm (trochjaan en spylje).</translation>
        </message>
        <message>
            <source>Bot</source>
            <translation>Bot</translation>
        </message>
        <message>
            <source>The computer plays this seat.</source>
            <translation>De kompjûter spilet dit plak.</translation>
        </message>
        <message>
            <source>Another computer</source>
            <translation>In oare kompjûter</translation>
        </message>
        <message>
            <source>A player on another computer takes this seat and picks a name.</source>
            <translation>In spiler op in oare kompjûter nimt dit plak en kiest in namme.</translation>
        </message>
        <message>
            <source>Picked by the player</source>
            <translation>Kiest de spiler sels</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nij spul</translation>
        </message>
        <message>
            <source>Players on this computer only</source>
            <translation>Allinnich spilers op dizze kompjûter</translation>
        </message>
        <message>
            <source>The table listens only on this computer: for trying network play out with a second window.</source>
            <translation>De tafel harket allinnich op dizze kompjûter: om netwurkspyljen út te probearjen mei in twadde finster.</translation>
        </message>
        <message>
            <source>Players on this local network</source>
            <translation>Spilers op dit lokale netwurk</translation>
        </message>
        <message>
            <source>Other computers at home or in the office can join; the table is announced on this network.</source>
            <translation>Oare kompjûters thús of op it kantoar kinne meidwaan; de tafel wurdt op dit netwurk bekendmakke.</translation>
        </message>
        <message>
            <source>Who can join:</source>
            <translation>Wa't meidwaan kin:</translation>
        </message>
        <message>
            <source>Start game</source>
            <translation>Spul begjinne</translation>
        </message>
        <message>
            <source>{game} (coming soon)</source>
            <translation>{game} (gau te krijen)</translation>
        </message>
        <message>
            <source>{pitch}
{least} to {most} players</source>
            <translation>{pitch}
{least} oant {most} spilers</translation>
        </message>
        <message>
            <source>Open the table</source>
            <translation>De tafel iepenje</translation>
        </message>
        <message>
            <source>The table shuffles a network game itself.</source>
            <translation>De tafel skoddet in netwurkspul sels.</translation>
        </message>
        <message>
            <source>Open the lobby where the joining players take their seats.</source>
            <translation>De wachtkeamer iepenje dêr't de meidwaande spilers harren plak nimme.</translation>
        </message>
        <message>
            <source>{level}: {description}</source>
            <translation>{level}: {description}</translation>
        </message>
        <message>
            <source>By the rules</source>
            <translation>Neffens de regels</translation>
        </message>
    </context>
    <context>
        <name>Printing</name>
        <message>
            <source>Score summary</source>
            <translation>Oersjoch fan 'e skoare</translation>
        </message>
        <message>
            <source>The PDF could not be written to {file}.</source>
            <translation>De PDF koe net nei {file} skreaun wurde.</translation>
        </message>
        <message>
            <source>Print summary</source>
            <translation>Oersjoch ôfdrukke</translation>
        </message>
    </context>
    <context>
        <name>RecordPrinting</name>
        <message>
            <source>Its summary cannot be printed: {reason}.</source>
            <translation>It oersjoch kin net ôfdrukt wurde: {reason}.</translation>
        </message>
        <message>
            <source>Its summary cannot be printed: its moves cannot be replayed by this version ({error}).</source>
            <translation>It oersjoch kin net ôfdrukt wurde: de setten kinne troch dizze ferzje net opnij spile wurde ({error}).</translation>
        </message>
        <message>
            <source>Its summary cannot be printed: its moves no longer reach the end of the game in this version.</source>
            <translation>It oersjoch kin net ôfdrukt wurde: de setten komme yn dizze ferzje net mear oan it ein fan it spul.</translation>
        </message>
        <message>
            <source>Its summary cannot be printed: {error}</source>
            <translation>It oersjoch kin net ôfdrukt wurde: {error}</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>The rules of {game} are coming soon, together with the game.</source>
            <translation>De regels fan {game} komme gau, tegearre mei it spul.</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Regels</translation>
        </message>
    </context>
    <context>
        <name>SeatGoneBar</name>
        <message>
            <source>How well the bot plays the seat.</source>
            <translation>Hoe goed de bot it plak spilet.</translation>
        </message>
        <message>
            <source>Give the seat to a bot</source>
            <translation>It plak oan in bot jaan</translation>
        </message>
        <message>
            <source>Wait</source>
            <translation>Wachtsje</translation>
        </message>
        <message>
            <source>Keep the seat for the player; this bar comes back if they stay away.</source>
            <translation>It plak foar de spiler hâlde; dizze balke komt werom as dy fuort bliuwt.</translation>
        </message>
        <message>
            <source>{name} has left the table. You may give the seat to a bot, or wait for {name} to come back.</source>
            <translation>{name} hat de tafel ferlitten. Do kinst it plak oan in bot jaan, of wachtsje oant {name} werom komt.</translation>
        </message>
        <message>
            <source>{name} has been away for a while. You may give the seat to a bot, or wait for {name} to come back.</source>
            <translation>{name} is al in skoft fuort. Do kinst it plak oan in bot jaan, of wachtsje oant {name} werom komt.</translation>
        </message>
    </context>
    <context>
        <name>SeatStatusKeeper</name>
        <message>
            <source>Bot</source>
            <comment>a seat a bot plays</comment>
            <translation>Bot</translation>
        </message>
        <message>
            <source>{kind} · {status}</source>
            <comment>a seat's kind and its connection</comment>
            <translation>{kind} · {status}</translation>
        </message>
        <message>
            <source>{name} is connected.</source>
            <translation>{name} is ferbûn.</translation>
        </message>
        <message>
            <source>{name} lost the connection; the app is reconnecting.</source>
            <translation>{name} is de ferbining kwyt; de app ferbynt opnij.</translation>
        </message>
        <message>
            <source>{name} has left the table.</source>
            <translation>{name} hat de tafel ferlitten.</translation>
        </message>
        <message>
            <source>A bot now plays {name}'s seat.</source>
            <translation>In bot spilet no it plak fan {name}.</translation>
        </message>
        <message>
            <source>Whether {name} is connected is not known while this computer's connection is down.</source>
            <translation>Oft {name} ferbûn is, is net bekend salang't de ferbining fan dizze kompjûter wei is.</translation>
        </message>
    </context>
    <context>
        <name>ServerProcess</name>
        <message>
            <source>{sentence} It said: {detail}</source>
            <comment>the sentence above, then what the server wrote</comment>
            <translation>{sentence} It sei: {detail}</translation>
        </message>
        <message>
            <source>The table's server did not start in time, so the game cannot be hosted.</source>
            <translation>De server fan 'e tafel wie net op 'e tiid start, dus it spul kin net host wurde.</translation>
        </message>
        <message>
            <source>The table's server stopped before it was ready, so the game cannot be hosted.</source>
            <translation>De server fan 'e tafel is ophâlden foardat er klear wie, dus it spul kin net host wurde.</translation>
        </message>
        <message>
            <source>The table's server stopped during the game.</source>
            <translation>De server fan 'e tafel is ûnder it spul ophâlden.</translation>
        </message>
        <message>
            <source>The table's server could not be started, so the game cannot be hosted.</source>
            <translation>De server fan 'e tafel koe net start wurde, dus it spul kin net host wurde.</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Slow</source>
            <translation>Stadich</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normaal</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Fluch</translation>
        </message>
        <message>
            <source>Light (green felt)</source>
            <translation>Ljocht (grien laken)</translation>
        </message>
        <message>
            <source>Dark (slate)</source>
            <translation>Tsjuster (leisteen)</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Ynstellings</translation>
        </message>
    </context>
    <context>
        <name>LanguageSettings</name>
        <message>
            <source>System</source>
            <translation>Systeem</translation>
        </message>
        <message>
            <source>The new language is used when {app} starts again; after OK you can restart it at once.</source>
            <translation>De nije taal wurdt brûkt as {app} opnij start; nei OK kinst it daliks opnij starte.</translation>
        </message>
        <message>
            <source>Restart {app}</source>
            <translation>{app} opnij starte</translation>
        </message>
        <message>
            <source>{app} speaks the new language from its next start. Restart it now?</source>
            <translation>{app} brûkt de nije taal fanôf de folgjende kear dat it start. No opnij starte?</translation>
        </message>
        <message>
            <source>A game in progress is kept: it waits under Continue on the home screen.</source>
            <translation>In spul dat oan 'e gong is, wurdt bewarre: it wachtet ûnder Fierder op it begjinskerm.</translation>
        </message>
        <message>
            <source>Restart now</source>
            <translation>No opnij starte</translation>
        </message>
        <message>
            <source>Later</source>
            <translation>Letter</translation>
        </message>
    </context>
    <context>
        <name>Points</name>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>%n punt</numerusform>
                <numerusform>%n punten</numerusform>
            </translation>
        </message>
        <message>
            <source>{score} points</source>
            <comment>a score below zero</comment>
            <translation>{score} punten</translation>
        </message>
    </context>
    <context>
        <name>Lists</name>
        <message>
            <source>{first} and {last}</source>
            <comment>the end of a list of names</comment>
            <translation>{first} en {last}</translation>
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
            <translation>1 spul dat allinnich troch bots spile is</translation>
        </message>
        <message numerus="yes">
            <source>%n games played by bots only</source>
            <translation>
                <numerusform>%n spul dat allinnich troch bots spile is</numerusform>
                <numerusform>%n spullen dy't allinnich troch bots spile binne</numerusform>
            </translation>
        </message>
        <message>
            <source>1 practice game</source>
            <translation>1 oefenspul</translation>
        </message>
        <message numerus="yes">
            <source>%n practice games</source>
            <translation>
                <numerusform>%n oefenspul</numerusform>
                <numerusform>%n oefenspullen</numerusform>
            </translation>
        </message>
        <message>
            <source>Not counted here: {bots_only} and {practice}. They are in the History tab.</source>
            <translation>Hjir net meiteld: {bots_only} en {practice}. Se steane op it ljepblêd Skiednis.</translation>
        </message>
        <message>
            <source>Not counted here: {games}. They are in the History tab.</source>
            <translation>Hjir net meiteld: {games}. Se steane op it ljepblêd Skiednis.</translation>
        </message>
        <message>
            <source>{game} is coming soon.</source>
            <translation>{game} komt gau.</translation>
        </message>
        <message>
            <source>Its statistics will live here.</source>
            <translation>De statistyk dêrfan komt hjir te stean.</translation>
        </message>
        <message>
            <source>No finished games of {game} with a person yet.</source>
            <translation>Noch gjin útspile spullen fan {game} mei in minske.</translation>
        </message>
        <message>
            <source>No finished games of {game} yet.</source>
            <translation>Noch gjin útspile spullen fan {game}.</translation>
        </message>
        <message>
            <source>Finish a game and your results will show up here.</source>
            <translation>Spylje in spul út en dyn resultaten komme hjir te stean.</translation>
        </message>
        <message>
            <source>{percent} % of games</source>
            <translation>{percent} % fan 'e spullen</translation>
        </message>
        <message>
            <source>{player}, {date}</source>
            <translation>{player}, {date}</translation>
        </message>
        <message>
            <source>Games played</source>
            <translation>Spile spullen</translation>
        </message>
        <message>
            <source>with a person at the table</source>
            <translation>mei in minske oan 'e tafel</translation>
        </message>
        <message>
            <source>Won by people</source>
            <translation>Wûn troch minsken</translation>
        </message>
        <message>
            <source>Won by bots</source>
            <translation>Wûn troch bots</translation>
        </message>
        <message>
            <source>Average score</source>
            <translation>Gemiddelde skoare</translation>
        </message>
        <message>
            <source>of people, per game</source>
            <translation>fan minsken, per spul</translation>
        </message>
        <message>
            <source>Best score</source>
            <translation>Bêste skoare</translation>
        </message>
        <message>
            <source>in {hinted} of 1 game</source>
            <translation>yn {hinted} fan 1 spul</translation>
        </message>
        <message numerus="yes">
            <source>in {hinted} of %n games</source>
            <translation>
                <numerusform>yn {hinted} fan %n spul</numerusform>
                <numerusform>yn {hinted} fan %n spullen</numerusform>
            </translation>
        </message>
        <message>
            <source>No hints asked for yet</source>
            <translation>Noch gjin tips frege</translation>
        </message>
        <message>
            <source>Hints asked for</source>
            <translation>Frege tips</translation>
        </message>
        <message>
            <source>People</source>
            <translation>Minsken</translation>
        </message>
        <message>
            <source>{percent} %</source>
            <translation>{percent} %</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Namme</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Spullen</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Winsten</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Winstpersintaazje</translation>
        </message>
        <message>
            <source>Average</source>
            <translation>Gemiddeld</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>Bêste</translation>
        </message>
        <message>
            <source>Bots by level</source>
            <translation>Bots per nivo</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Nivo</translation>
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
            <translation>&lt;b&gt;Bêste set:&lt;/b&gt; {move}</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistyk</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Skiednis</translation>
        </message>
    </context>
    <context>
        <name>HistoryPanel</name>
        <message>
            <source>Date</source>
            <translation>Datum</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Spul</translation>
        </message>
        <message>
            <source>Players and scores</source>
            <translation>Spilers en skoares</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Winner</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Opmerkings</translation>
        </message>
        <message>
            <source>{date}, {time}</source>
            <translation>{date}, {time}</translation>
        </message>
        <message>
            <source>{name} (bot, {level})</source>
            <translation>{name} (bot, {level})</translation>
        </message>
        <message>
            <source>{name} (bot)</source>
            <translation>{name} (bot)</translation>
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
            <translation>Gjinien</translation>
        </message>
        <message>
            <source>{names} (shared)</source>
            <comment>winners who share the win</comment>
            <translation>{names} (dield)</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>Oefenspul</translation>
        </message>
        <message>
            <source>Bots only</source>
            <translation>Allinnich bots</translation>
        </message>
        <message>
            <source>Cannot be printed</source>
            <translation>Kin net ôfdrukt wurde</translation>
        </message>
        <message>
            <source>Network game</source>
            <translation>Netwurkspul</translation>
        </message>
        <message>
            <source>Nobody here played</source>
            <translation>Gjinien hjir hat meispile</translation>
        </message>
        <message>
            <source>; </source>
            <comment>between the notes of a game</comment>
            <translation>; </translation>
        </message>
        <message>
            <source>No finished games yet. Every game you finish is listed here.</source>
            <translation>Noch gjin útspile spullen. Elk spul datst útspilest, komt hjir te stean.</translation>
        </message>
        <message>
            <source>Every finished game, newest first. Practice games and games of bots only are listed here but left out of the figures.</source>
            <translation>Alle útspile spullen, nijste earst. Oefenspullen en spullen fan allinnich bots steane hjir wol, mar telle net mei yn 'e sifers.</translation>
        </message>
        <message>
            <source>Print summary…</source>
            <translation>Oersjoch ôfdrukke…</translation>
        </message>
        <message>
            <source>Print the chosen game's score summary again, or save it as PDF from the print preview</source>
            <translation>It oersjoch fan 'e skoare fan it keazen spul nochris ôfdrukke, of it as PDF bewarje fanút it ôfdrukfoarbyld</translation>
        </message>
        <message>
            <source>Choose a game to print its score summary again.</source>
            <translation>Kies in spul om it oersjoch fan 'e skoare nochris ôf te drukken.</translation>
        </message>
    </context>
    <context>
        <name>ImportJob</name>
        <message>
            <source>{file} cannot be read ({error}).</source>
            <translation>{file} kin net lêzen wurde ({error}).</translation>
        </message>
    </context>
    <context>
        <name>ImportProgress</name>
        <message>
            <source>Cancel import</source>
            <translation>Ymportearjen ôfbrekke</translation>
        </message>
        <message>
            <source>Stop reading the file; your list stays exactly as it was.</source>
            <translation>Ophâlde mei it lêzen fan 'e triem; dyn list bliuwt krekt sa't er wie.</translation>
        </message>
        <message>
            <source>Reading {file}…</source>
            <translation>{file} wurdt lêzen…</translation>
        </message>
    </context>
    <context>
        <name>ImportConfirmation</name>
        <message>
            <source>Import this word list?</source>
            <translation>Dizze wurdlist ymportearje?</translation>
        </message>
        <message>
            <source>Its word: {words}.</source>
            <translation>It wurd dêryn: {words}.</translation>
        </message>
        <message>
            <source>Some of its words: {words}.</source>
            <translation>Guon fan 'e wurden dêryn: {words}.</translation>
        </message>
        <message>
            <source>Import it? It replaces your own list, {name} (one word).</source>
            <translation>Ymportearje? Hy ferfangt dyn eigen list, {name} (ien wurd).</translation>
        </message>
        <message>
            <source>Import it? It replaces your own list, {name} ({count} words).</source>
            <translation>Ymportearje? Hy ferfangt dyn eigen list, {name} ({count} wurden).</translation>
        </message>
        <message>
            <source>Import it as your own list for new games?</source>
            <translation>Ymportearje as dyn eigen list foar nije spullen?</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>Ymportearje</translation>
        </message>
    </context>
    <context>
        <name>WordListsDialog</name>
        <message>
            <source>Common words (a gentler game)</source>
            <translation>Gewoane wurden (in myldere spul)</translation>
        </message>
        <message>
            <source>Standard English words</source>
            <translation>Standert Ingelske wurden</translation>
        </message>
        <message>
            <source>Full list (rare words too)</source>
            <translation>Folsleine list (ek seldsume wurden)</translation>
        </message>
        <message>
            <source>Your own list</source>
            <translation>Dyn eigen list</translation>
        </message>
        <message>
            <source>This game is played with: {list}.</source>
            <translation>Dit spul wurdt spile mei: {list}.</translation>
        </message>
        <message>
            <source>{sentence} {more}</source>
            <comment>two sentences</comment>
            <translation>{sentence} {more}</translation>
        </message>
        <message>
            <source>Its list holds one word.</source>
            <translation>De list befettet ien wurd.</translation>
        </message>
        <message>
            <source>Its list holds {count} words.</source>
            <translation>De list befettet {count} wurden.</translation>
        </message>
        <message>
            <source>House words: {allowed} allowed, {refused} refused.</source>
            <translation>Húswurden: {allowed} tastien, {refused} wegere.</translation>
        </message>
        <message>
            <source>Quiddler word lists</source>
            <translation>Wurdlisten fan Quiddler</translation>
        </message>
        <message>
            <source>Every player, person or bot, is judged by the same list. Changes apply to new games; a game in progress keeps the words it started with.</source>
            <translation>Elke spiler, minske of bot, wurdt neffens deselde list beoardiele. Feroarings jilde foar nije spullen; in spul dat oan 'e gong is, hâldt de wurden dêr't it mei begûn.</translation>
        </message>
        <message>
            <source>List for new games</source>
            <translation>List foar nije spullen</translation>
        </message>
        <message>
            <source>Import a list…</source>
            <translation>In list ymportearje…</translation>
        </message>
        <message>
            <source>A text file with one word per line; lines that are not words are skipped and listed here.</source>
            <translation>In teksttriem mei ien wurd per rigel; rigels dy't gjin wurd binne, wurde oerslein en hjir neamd.</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Fuortsmite</translation>
        </message>
        <message>
            <source>House words</source>
            <translation>Húswurden</translation>
        </message>
        <message>
            <source>Also count these words:</source>
            <translation>Dizze wurden ek telle:</translation>
        </message>
        <message>
            <source>Never count these words:</source>
            <translation>Dizze wurden nea telle:</translation>
        </message>
        <message>
            <source>Words separated by spaces or new lines</source>
            <translation>Wurden skieden troch spaasjes of nije rigels</translation>
        </message>
        <message>
            <source>dd MMM yyyy</source>
            <comment>a date, as QLocale writes it</comment>
            <translation>dd MMM yyyy</translation>
        </message>
        <message>
            <source>{name}: one word, imported on {date}.</source>
            <translation>{name}: ien wurd, ymportearre op {date}.</translation>
        </message>
        <message>
            <source>{name}: {count} words, imported on {date}.</source>
            <translation>{name}: {count} wurden, ymportearre op {date}.</translation>
        </message>
        <message>
            <source>{name}: one word.</source>
            <translation>{name}: ien wurd.</translation>
        </message>
        <message>
            <source>{name}: {count} words.</source>
            <translation>{name}: {count} wurden.</translation>
        </message>
        <message>
            <source>No list imported. Import a text file with one word per line.</source>
            <translation>Gjin list ymportearre. Ymportearje in teksttriem mei ien wurd per rigel.</translation>
        </message>
        <message>
            <source>Import a word list</source>
            <translation>In wurdlist ymportearje</translation>
        </message>
        <message>
            <source>Word lists (*.txt *.lst *.dic);;All files (*)</source>
            <translation>Wurdlisten (*.txt *.lst *.dic);;Alle triemmen (*)</translation>
        </message>
        <message>
            <source>Cancelling…</source>
            <translation>Oan it ôfbrekken…</translation>
        </message>
        <message>
            <source>Nothing was imported: {reason}</source>
            <translation>Der is neat ymportearre: {reason}</translation>
        </message>
        <message>
            <source>The import was cancelled; your list is as it was.</source>
            <translation>It ymportearjen is ôfbrutsen; dyn list is sa't er wie.</translation>
        </message>
        <message>
            <source>Nothing was imported; your list is as it was.</source>
            <translation>Der is neat ymportearre; dyn list is sa't er wie.</translation>
        </message>
        <message>
            <source>Nothing was imported: the list could not be written ({error}).</source>
            <translation>Der is neat ymportearre: de list koe net skreaun wurde ({error}).</translation>
        </message>
        <message>
            <source>One line was skipped (see why below).</source>
            <translation>Ien rigel is oerslein (sjoch hjirûnder wêrom).</translation>
        </message>
        <message>
            <source>{count} lines were skipped (see why below).</source>
            <translation>{count} rigels binne oerslein (sjoch hjirûnder wêrom).</translation>
        </message>
        <message>
            <source>Left out: {words}</source>
            <translation>Weilitten: {words}</translation>
        </message>
        <message>
            <source>The word lists could not be saved: {error}</source>
            <translation>De wurdlisten koene net bewarre wurde: {error}</translation>
        </message>
    </context>
    <context>
        <name>NewGameForm</name>
        <message>
            <source>New game</source>
            <translation>Nij spul</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Spul</translation>
        </message>
        <message>
            <source>The game to play</source>
            <translation>It spul om te spyljen</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spilers</translation>
        </message>
        <message>
            <source>Number of players</source>
            <translation>Oantal spilers</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Opsjes</translation>
        </message>
        <message>
            <source>Seed</source>
            <translation>Startgetal</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>Willekeurich</translation>
        </message>
        <message>
            <source>Enter a number to replay the same shuffle again; leave blank for a fresh game.</source>
            <translation>Fier in getal yn om deselde skodding nochris te spyljen; lit it leech foar in nij spul.</translation>
        </message>
        <message>
            <source>Leave blank for a fresh shuffle; the same number deals the same game.</source>
            <translation>Lit it leech foar in nije skodding; itselde getal jout itselde spul.</translation>
        </message>
    </context>
    <context>
        <name>SettingsForm</name>
        <message>
            <source>Look</source>
            <translation>Uterlik</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>Tema</translation>
        </message>
        <message>
            <source>Light: a green felt table. Dark: a slate table, easier on the eyes at night.</source>
            <translation>Ljocht: in tafel mei grien laken. Tsjuster: in leisteenen tafel, rêstiger foar de eagen by nacht.</translation>
        </message>
        <message>
            <source>Colour-blind-friendly colours</source>
            <translation>Kleuren foar kleureblinen</translation>
        </message>
        <message>
            <source>Colours that stay distinct for the common kinds of colour blindness; shapes and symbols always differ too.</source>
            <translation>Kleuren dy't te ûnderskieden bliuwe by de gewoanste soarten kleureblinens; de foarmen en symboalen ferskille ek altyd.</translation>
        </message>
        <message>
            <source>Motion</source>
            <translation>Beweging</translation>
        </message>
        <message>
            <source>Animation speed</source>
            <translation>Animaasjesnelheid</translation>
        </message>
        <message>
            <source>How fast tiles, cards and dice move.</source>
            <translation>Hoe fluch't stiennen, kaarten en dobbelstiennen bewege.</translation>
        </message>
        <message>
            <source>Bot speed</source>
            <translation>Botsnelheid</translation>
        </message>
        <message>
            <source>The pause between a bot's steps, so you can follow its move.</source>
            <translation>It skoft tusken de stappen fan in bot, sadatst syn set folgje kinst.</translation>
        </message>
        <message>
            <source>Reduce motion (no animations or effects)</source>
            <translation>Minder beweging (gjin animaasjes of effekten)</translation>
        </message>
        <message>
            <source>Pieces jump straight to their place and celebrations are skipped.</source>
            <translation>Stikken springe daliks nei harren plak en feestlikheden wurde oerslein.</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Taal</translation>
        </message>
        <message>
            <source>The language of the app. System follows your computer's language when the app speaks it, and English otherwise.</source>
            <translation>De taal fan 'e app. Systeem folget de taal fan dyn kompjûter as de app dy taal sprekt, en oars Ingelsk.</translation>
        </message>
        <message>
            <source>Changes show at once; Cancel puts things back.</source>
            <translation>Feroarings binne daliks te sjen; Annulearje set alles werom.</translation>
        </message>
    </context>
</TS>
