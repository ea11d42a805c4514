<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="is_IS" sourcelanguage="en">
    <context>
        <name>quiddler</name>
        <message>
            <source>Take the {card} from the discard pile: then you can go out with {words}.</source>
            <translation>Taktu {card}-spilið úr kastbunkanum: þá geturðu farið út með {words}.</translation>
        </message>
        <message>
            <source>Take the {card} from the discard pile: it helps make {words}.</source>
            <translation>Taktu {card}-spilið úr kastbunkanum: það hjálpar þér að mynda {words}.</translation>
        </message>
        <message>
            <source>Draw from the draw pile: the discard pile is empty.</source>
            <translation>Dragðu úr dráttarbunkanum: kastbunkinn er tómur.</translation>
        </message>
        <message>
            <source>Draw from the draw pile: the {card} on the discard pile does not help your words.</source>
            <translation>Dragðu úr dráttarbunkanum: {card}-spilið í kastbunkanum hjálpar ekki orðunum þínum.</translation>
        </message>
        <message>
            <source>You can go out: {words} ({points} points), discarding {card}. The words are in the rows: press Go out (G).</source>
            <translation>Þú getur farið út: {words} ({points} stig) og kastað {card}. Orðin eru í röðunum: ýttu á Fara út (G).</translation>
        </message>
        <message>
            <source>No word can be made from these cards: discard your dearest card.</source>
            <translation>Ekkert orð er hægt að mynda úr þessum spilum: kastaðu dýrasta spilinu þínu.</translation>
        </message>
        <message>
            <source>No word can be laid down: discard {card} ({points} points this round) — double-click it to finish.</source>
            <translation>Ekkert orð er hægt að leggja niður: kastaðu {card} ({points} stig í þessari umferð); tvísmelltu á það til að ljúka leiknum.</translation>
        </message>
        <message>
            <source>Lay down {words} and discard {card} ({points} points this round): the words are in the rows, so double-click the {card} to finish.</source>
            <translation>Leggðu niður {words} og kastaðu {card} ({points} stig í þessari umferð): orðin eru í röðunum, svo tvísmelltu á {card}-spilið til að ljúka leiknum.</translation>
        </message>
        <message>
            <source>No way to go out yet. Keep building {words} and discard {card}.</source>
            <translation>Enn er ekki hægt að fara út. Haltu áfram að byggja {words} og kastaðu {card}.</translation>
        </message>
        <message>
            <source>No word yet: discard {card}.</source>
            <translation>Ekkert orð enn: kastaðu {card}.</translation>
        </message>
        <message>
            <source>words</source>
            <translation>orð</translation>
        </message>
        <message>
            <source>You laid down {word}, a word of {points} points, in round {round}</source>
            <translation>Þú lagðir niður {word}, orð upp á {points} stig, í {round}. umferð</translation>
        </message>
        <message>
            <source>{name} laid down {word}, a word of {points} points, in round {round}</source>
            <translation>{name} lagði niður {word}, orð upp á {points} stig, í {round}. umferð</translation>
        </message>
        <message>
            <source>After {rounds} rounds you have the most points.</source>
            <translation>Eftir {rounds} umferðir ert þú með flest stig.</translation>
        </message>
        <message>
            <source>After {rounds} rounds {name} has the most points.</source>
            <translation>Eftir {rounds} umferðir er {name} með flest stig.</translation>
        </message>
        <message>
            <source>After {rounds} rounds {names} share the most points.</source>
            <translation>Eftir {rounds} umferðir deila {names} efsta sætinu með flest stig.</translation>
        </message>
        <message>
            <source>You drew from the draw pile.</source>
            <translation>Þú drógst úr dráttarbunkanum.</translation>
        </message>
        <message>
            <source>{name} drew from the draw pile.</source>
            <translation>{name} dró úr dráttarbunkanum.</translation>
        </message>
        <message>
            <source>You took {card} from the discard pile.</source>
            <translation>Þú tókst {card} úr kastbunkanum.</translation>
        </message>
        <message>
            <source>{name} took {card} from the discard pile.</source>
            <translation>{name} tók {card} úr kastbunkanum.</translation>
        </message>
        <message>
            <source>You took a card from the discard pile.</source>
            <translation>Þú tókst spil úr kastbunkanum.</translation>
        </message>
        <message>
            <source>{name} took a card from the discard pile.</source>
            <translation>{name} tók spil úr kastbunkanum.</translation>
        </message>
        <message>
            <source>You discarded {card}.</source>
            <translation>Þú kastaðir {card}.</translation>
        </message>
        <message>
            <source>{name} discarded {card}.</source>
            <translation>{name} kastaði {card}.</translation>
        </message>
        <message>
            <source>You went out with {words} ({points} points) and discarded {card}.</source>
            <translation>Þú fórst út með {words} ({points} stig) og kastaðir {card}.</translation>
        </message>
        <message>
            <source>{name} went out with {words} ({points} points) and discarded {card}.</source>
            <translation>{name} fór út með {words} ({points} stig) og kastaði {card}.</translation>
        </message>
        <message>
            <source>You laid down {words} ({points} points) on your last turn and discarded {card}.</source>
            <translation>Þú lagðir niður {words} ({points} stig) í síðasta leik þínum og kastaðir {card}.</translation>
        </message>
        <message>
            <source>{name} laid down {words} ({points} points) on their last turn and discarded {card}.</source>
            <translation>{name} lagði niður {words} ({points} stig) í síðasta leik sínum og kastaði {card}.</translation>
        </message>
        <message>
            <source>You laid down no word on your last turn and discarded {card}.</source>
            <translation>Þú lagðir ekkert orð niður í síðasta leik þínum og kastaðir {card}.</translation>
        </message>
        <message>
            <source>{name} laid down no word on their last turn and discarded {card}.</source>
            <translation>{name} lagði ekkert orð niður í síðasta leik sínum og kastaði {card}.</translation>
        </message>
        <message>
            <source>You have 1 card left (−{points}).</source>
            <translation>Þú átt 1 spil eftir (−{points}).</translation>
        </message>
        <message>
            <source>{name} has 1 card left (−{points}).</source>
            <translation>{name} á 1 spil eftir (−{points}).</translation>
        </message>
        <message>
            <source>You have {count} cards left (−{points}).</source>
            <translation>Þú átt {count} spil eftir (−{points}).</translation>
        </message>
        <message>
            <source>{name} has {count} cards left (−{points}).</source>
            <translation>{name} á {count} spil eftir (−{points}).</translation>
        </message>
        <message>
            <source>You have no card left.</source>
            <translation>Þú átt ekkert spil eftir.</translation>
        </message>
        <message>
            <source>{name} has no card left.</source>
            <translation>{name} á ekkert spil eftir.</translation>
        </message>
        <message>
            <source>You moved.</source>
            <translation>Þú lékst.</translation>
        </message>
        <message>
            <source>{name} moved.</source>
            <translation>{name} lék.</translation>
        </message>
        <message>
            <source>Round {round} is over: {scores}.</source>
            <translation>{round}. umferð er lokið: {scores}.</translation>
        </message>
        <message>
            <source>you {points} (total {total})</source>
            <translation>þú {points} (samtals {total})</translation>
        </message>
        <message>
            <source>{name} {points} (total {total})</source>
            <translation>{name} {points} (samtals {total})</translation>
        </message>
        <message>
            <source>Your last move ended the round, and the next one was dealt, so it can't be undone: moves can be undone once nothing is drawn after them.</source>
            <translation>Með síðasta leik þínum lauk umferðinni og næsta umferð var gefin, svo ekki er hægt að afturkalla hann: aðeins er hægt að afturkalla leik meðan ekkert hefur verið dregið á eftir honum.</translation>
        </message>
        <message>
            <source>A new round was dealt after your move, so it can't be undone: moves can be undone once nothing is drawn after them.</source>
            <translation>Ný umferð var gefin eftir leikinn þinn, svo ekki er hægt að afturkalla hann: aðeins er hægt að afturkalla leik meðan ekkert hefur verið dregið á eftir honum.</translation>
        </message>
        <message>
            <source>Your last move ended the round, and the next one was dealt, so it can't be undone.</source>
            <translation>Með síðasta leik þínum lauk umferðinni og næsta umferð var gefin, svo ekki er hægt að afturkalla hann.</translation>
        </message>
        <message>
            <source>Your last move drew a card from the draw pile, so it can't be undone: moves can be undone once nothing is drawn after them.</source>
            <translation>Í síðasta leik þínum dróstu spil úr dráttarbunkanum, svo ekki er hægt að afturkalla hann: aðeins er hægt að afturkalla leik meðan ekkert hefur verið dregið á eftir honum.</translation>
        </message>
        <message>
            <source>Another player drew from the draw pile after your move, so it can't be undone: moves can be undone once nothing is drawn after them.</source>
            <translation>Annar leikmaður dró úr dráttarbunkanum eftir leikinn þinn, svo ekki er hægt að afturkalla hann: aðeins er hægt að afturkalla leik meðan ekkert hefur verið dregið á eftir honum.</translation>
        </message>
        <message>
            <source>Your last move drew a card from the draw pile, so it can't be undone.</source>
            <translation>Í síðasta leik þínum dróstu spil úr dráttarbunkanum, svo ekki er hægt að afturkalla hann.</translation>
        </message>
        <message>
            <source>Word list</source>
            <translation>Orðalisti</translation>
        </message>
        <message>
            <source>Which words count. A smaller list makes a gentler game; people and bots are judged by the same list.</source>
            <translation>Hvaða orð gilda. Minni listi gerir leikinn mildari; fólk og tölvuspilarar eru dæmd eftir sama lista.</translation>
        </message>
        <message>
            <source>Common words (smaller list)</source>
            <translation>Algeng orð (minni listi)</translation>
        </message>
        <message>
            <source>Standard English words</source>
            <translation>Venjuleg ensk orð</translation>
        </message>
        <message>
            <source>Full list, with rare words</source>
            <translation>Allur listinn, með sjaldgæfum orðum</translation>
        </message>
        <message>
            <source>My own imported list</source>
            <translation>Minn eigin innflutti listi</translation>
        </message>
        <message>
            <source>No going out on the first turn</source>
            <translation>Ekki farið út í fyrsta leik</translation>
        </message>
        <message>
            <source>Nobody may go out on their first turn of a round.</source>
            <translation>Enginn má fara út í fyrsta leik sínum í umferð.</translation>
        </message>
        <message>
            <source>Bonuses with 2 players</source>
            <translation>Bónusar með 2 leikmönnum</translation>
        </message>
        <message>
            <source>With 2 players only: play with both 10-point bonuses or only one of them. With 3 or more players both bonuses always count.</source>
            <translation>Aðeins með 2 leikmönnum: spilað með báðum 10 stiga bónusunum eða aðeins öðrum þeirra. Með 3 leikmönnum eða fleiri gilda báðir bónusarnir alltaf.</translation>
        </message>
        <message>
            <source>Longest word and most words</source>
            <translation>Lengsta orðið og flest orð</translation>
        </message>
        <message>
            <source>Longest word only</source>
            <translation>Aðeins lengsta orðið</translation>
        </message>
        <message>
            <source>Most words only</source>
            <translation>Aðeins flest orð</translation>
        </message>
        <message>
            <source>Imported word list</source>
            <translation>Innfluttur orðalisti</translation>
        </message>
        <message>
            <source>House words allowed</source>
            <translation>Heimaorð leyfð</translation>
        </message>
        <message>
            <source>House words refused</source>
            <translation>Heimaorðum hafnað</translation>
        </message>
        <message>
            <source>Easy</source>
            <comment>a bot level</comment>
            <translation>Auðveldur</translation>
        </message>
        <message>
            <source>Knows only everyday words and plays what it sees, like a new player.</source>
            <translation>Kann aðeins hversdagsleg orð og spilar það sem hann sér, eins og nýr leikmaður.</translation>
        </message>
        <message>
            <source>Medium</source>
            <comment>a bot level</comment>
            <translation>Miðlungs</translation>
        </message>
        <message>
            <source>Knows the whole word list; goes out as soon as it can and keeps the cards that score.</source>
            <translation>Kann allan orðalistann; fer út um leið og hann getur og heldur í spilin sem gefa stig.</translation>
        </message>
        <message>
            <source>Hard</source>
            <comment>a bot level</comment>
            <translation>Erfiður</translation>
        </message>
        <message>
            <source>Counts cards, watches what its discard gives away, waits for a better go-out and chases the bonuses.</source>
            <translation>Telur spilin, gætir að því hvað kastið hans gefur öðrum, bíður eftir betri útgöngu og eltist við bónusana.</translation>
        </message>
        <message>
            <source>Turn your hand of letter cards into words and go out first.</source>
            <translation>Gerðu orð úr bókstafaspilunum á hendi þinni og farðu út á undan hinum.</translation>
        </message>
        <message>
            <source>an {card} card</source>
            <comment>a card whose letter's name starts with a vowel sound</comment>
            <translation>{card}-spil</translation>
        </message>
        <message>
            <source>a {card} card</source>
            <translation>{card}-spil</translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <comment>a list of cards</comment>
            <translation>{first} og {last}</translation>
        </message>
        <message>
            <source>{first}, {rest}</source>
            <comment>a list of three or more cards</comment>
            <translation>{first}, {rest}</translation>
        </message>
        <message>
            <source>{card} is not a Quiddler card.</source>
            <translation>{card} er ekki Quiddler-spil.</translation>
        </message>
        <message>
            <source>You don't have another {card} card.</source>
            <translation>Þú ert ekki með annað {card}-spil.</translation>
        </message>
        <message>
            <source>You don't have {card}.</source>
            <translation>Þú ert ekki með {card}.</translation>
        </message>
        <message>
            <source>An empty row is not a word.</source>
            <translation>Tóm röð er ekki orð.</translation>
        </message>
        <message>
            <source>The {card} card alone is not a word: every word needs at least 2 cards.</source>
            <translation>{card}-spilið eitt og sér er ekki orð: hvert orð þarf að minnsta kosti 2 spil.</translation>
        </message>
        <message>
            <source>{card} alone is not a word: every word needs at least 2 cards.</source>
            <translation>{card} eitt og sér er ekki orð: hvert orð þarf að minnsta kosti 2 spil.</translation>
        </message>
        <message>
            <source>{word} is not in the word list.</source>
            <translation>{word} er ekki á orðalistanum.</translation>
        </message>
        <message>
            <source>The {cards} card is not used: every card but your discard must be in a word.</source>
            <translation>{cards}-spilið er ekki notað: öll spil nema það sem þú kastar verða að vera í orði.</translation>
        </message>
        <message>
            <source>The {cards} cards are not used: every card but your discard must be in a word.</source>
            <translation>Spilin {cards} eru ekki notuð: öll spil nema það sem þú kastar verða að vera í orði.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Leiknum er lokið.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Þú átt ekki leik.</translation>
        </message>
        <message>
            <source>You have already drawn a card this turn: now discard one.</source>
            <translation>Þú hefur þegar dregið spil í þessum leik: kastaðu nú einu.</translation>
        </message>
        <message>
            <source>The draw pile is empty.</source>
            <translation>Dráttarbunkinn er tómur.</translation>
        </message>
        <message>
            <source>The discard pile is empty.</source>
            <translation>Kastbunkinn er tómur.</translation>
        </message>
        <message>
            <source>Draw from the draw pile or the discard pile.</source>
            <translation>Dragðu úr dráttarbunkanum eða kastbunkanum.</translation>
        </message>
        <message>
            <source>Draw a card first, from the draw pile or the discard pile.</source>
            <translation>Dragðu fyrst spil, úr dráttarbunkanum eða kastbunkanum.</translation>
        </message>
        <message>
            <source>This is your last turn: lay down the words you can (or none), then discard.</source>
            <translation>Þetta er síðasti leikurinn þinn: leggðu niður þau orð sem þú getur (eða ekkert) og kastaðu svo.</translation>
        </message>
        <message>
            <source>Those are not words.</source>
            <translation>Þetta eru ekki orð.</translation>
        </message>
        <message>
            <source>Someone has already gone out: this is your last turn.</source>
            <translation>Einhver er þegar farinn út: þetta er síðasti leikurinn þinn.</translation>
        </message>
        <message>
            <source>Going out on your first turn of a round is not allowed in this game.</source>
            <translation>Í þessum leik má ekki fara út í fyrsta leik sínum í umferð.</translation>
        </message>
        <message>
            <source>Nobody has gone out yet: discard, or go out.</source>
            <translation>Enginn er farinn út enn: kastaðu eða farðu út.</translation>
        </message>
        <message>
            <source>That is not a Quiddler move.</source>
            <translation>Þetta er ekki leikur í Quiddler.</translation>
        </message>
        <message>
            <source>After {rounds} rounds Player {number} has the most points.</source>
            <translation>Eftir {rounds} umferðir er leikmaður {number} með flest stig.</translation>
        </message>
        <message>
            <source>After {rounds} rounds {count} players share the most points.</source>
            <translation>Eftir {rounds} umferðir deila {count} leikmenn efsta sætinu með flest stig.</translation>
        </message>
    </context>
    <context>
        <name>qwirkle</name>
        <message>
            <source>There is nothing to decide now.</source>
            <translation>Það er ekkert að ákveða núna.</translation>
        </message>
        <message>
            <source>Hint: no tile fits and the bag is empty, so pass (P).</source>
            <translation>Vísbending: engin flís passar og pokinn er tómur, svo segðu pass (P).</translation>
        </message>
        <message>
            <source>1 point</source>
            <translation>1 stig</translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>%n stig</numerusform>
                <numerusform>%n stig</numerusform>
            </translation>
        </message>
        <message>
            <source>Hint: {tiles} for {points}, shown faintly on the table. Press Place the hint (H) or click a faint tile to lay it out.</source>
            <translation>Vísbending: {tiles} fyrir {points}, sýnt dauft á borðinu. Ýttu á Leggja vísbendinguna (H) eða smelltu á daufa flís til að leggja leikinn út.</translation>
        </message>
        <message>
            <source>Hint: no placement is worth much; exchange {tiles}. Press Place the hint (H) to mark them for the exchange.</source>
            <translation>Vísbending: engin lögn gefur mikið; skiptu á þessum flísum: {tiles}. Ýttu á Leggja vísbendinguna (H) til að merkja þær til skipta.</translation>
        </message>
        <message>
            <source>That would leave 1 empty cell between your tiles, more than the {left} left in your rack can fill.</source>
            <translation>Þá yrði 1 auður reitur milli flísanna þinna, fleiri en þú getur fyllt með þeim {left} sem eftir eru á standinum.</translation>
        </message>
        <message numerus="yes">
            <source>That would leave %n empty cells between your tiles, more than the {left} left in your rack can fill.</source>
            <translation>
                <numerusform>Þá yrði %n auður reitur milli flísanna þinna, fleiri en þú getur fyllt með þeim {left} sem eftir eru á standinum.</numerusform>
                <numerusform>Þá yrðu %n auðir reitir milli flísanna þinna, fleiri en þú getur fyllt með þeim {left} sem eftir eru á standinum.</numerusform>
            </translation>
        </message>
        <message>
            <source>No tile left in your rack could fill the gap that would leave.</source>
            <translation>Engin flís sem eftir er á standinum þínum gæti fyllt eyðuna sem þá yrði.</translation>
        </message>
        <message>
            <source>First move</source>
            <translation>Fyrsti leikur</translation>
        </message>
        <message>
            <source>Who starts, and what they must play.</source>
            <translation>Hver byrjar og hvað hann verður að leggja.</translation>
        </message>
        <message>
            <source>By the rules: the largest group starts and must play it</source>
            <translation>Eftir reglunum: stærsti hópurinn byrjar og verður að leggjast út</translation>
        </message>
        <message>
            <source>Random starter, free first move</source>
            <translation>Byrjandi af handahófi, frjáls fyrsti leikur</translation>
        </message>
        <message>
            <source>Starting player</source>
            <translation>Byrjandi</translation>
        </message>
        <message>
            <source>Pick who starts, or let the rules decide (-1).</source>
            <translation>Veldu hver byrjar eða láttu reglurnar ráða (-1).</translation>
        </message>
        <message>
            <source>Allow undoing a move</source>
            <translation>Leyfa að afturkalla leik</translation>
        </message>
        <message>
            <source>Playing alone against bots, you may undo your last move at any time; if tiles were drawn since, the game then counts as practice. With another person at the table, a move can be undone only while no tile was drawn from the bag after it.</source>
            <translation>Þegar þú spilar einn á móti tölvuspilurum máttu alltaf afturkalla síðasta leikinn þinn; ef flísar hafa verið dregnar síðan verður leikurinn þá æfingaleikur. Þegar önnur manneskja er við borðið er aðeins hægt að afturkalla leik meðan engin flís hefur verið dregin úr pokanum á eftir honum.</translation>
        </message>
        <message>
            <source>Beginner</source>
            <comment>a bot level</comment>
            <translation>Nýliði</translation>
        </message>
        <message>
            <source>Plays sensible single tiles, like a new player.</source>
            <translation>Leggur skynsamlegar stakar flísar, eins og nýr leikmaður.</translation>
        </message>
        <message>
            <source>Casual</source>
            <comment>a bot level</comment>
            <translation>Afslappaður</translation>
        </message>
        <message>
            <source>Always takes the highest score available this turn.</source>
            <translation>Tekur alltaf hæstu stigin sem bjóðast í þessum leik.</translation>
        </message>
        <message>
            <source>Strong</source>
            <comment>a bot level</comment>
            <translation>Sterkur</translation>
        </message>
        <message>
            <source>Scores well and thinks about the tiles it keeps and the lines it leaves open.</source>
            <translation>Fær góð stig og hugsar um flísarnar sem hann heldur eftir og línurnar sem hann skilur eftir opnar.</translation>
        </message>
        <message>
            <source>Expert</source>
            <comment>a bot level</comment>
            <translation>Sérfræðingur</translation>
        </message>
        <message>
            <source>Looks ahead over the tiles it cannot see before choosing its move.</source>
            <translation>Hugsar fram í tímann um flísarnar sem hann sér ekki áður en hann velur leik.</translation>
        </message>
        <message>
            <source>Match colours and shapes in lines of tiles; complete a line of six for a Qwirkle.</source>
            <translation>Myndaðu línur af flísum með sama lit eða sama formi; fullgerðu sex flísa línu og fáðu Qwirkle.</translation>
        </message>
        <message>
            <source>Leave no gaps: every cell between your tiles must hold a tile.</source>
            <translation>Engar eyður: hver reitur milli flísanna þinna verður að hafa flís.</translation>
        </message>
        <message>
            <source>A line holds at most 6 tiles; this row would hold {count}.</source>
            <translation>Í línu mega vera í mesta lagi 6 flísar; í þessari röð yrðu {count}.</translation>
        </message>
        <message>
            <source>A line holds at most 6 tiles; this column would hold {count}.</source>
            <translation>Í línu mega vera í mesta lagi 6 flísar; í þessum dálki yrðu {count}.</translation>
        </message>
        <message>
            <source>That tile doesn't fit: the row already has {tile}.</source>
            <translation>Þessi flís passar ekki: í röðinni er þegar {tile}.</translation>
        </message>
        <message>
            <source>That tile doesn't fit: the column already has {tile}.</source>
            <translation>Þessi flís passar ekki: í dálkinum er þegar {tile}.</translation>
        </message>
        <message>
            <source>That tile doesn't fit: the row is all {colour}, and {tile} is not.</source>
            <translation>Þessi flís passar ekki: allar flísarnar í röðinni eru {colour}, en {tile} er það ekki.</translation>
        </message>
        <message>
            <source>That tile doesn't fit: the column is all {colour}, and {tile} is not.</source>
            <translation>Þessi flís passar ekki: allar flísarnar í dálkinum eru {colour}, en {tile} er það ekki.</translation>
        </message>
        <message>
            <source>That tile doesn't fit: the row is all {shapes}, and {tile} is not.</source>
            <translation>Þessi flís passar ekki: allar flísarnar í röðinni eru {shapes}, en {tile} er það ekki.</translation>
        </message>
        <message>
            <source>That tile doesn't fit: the column is all {shapes}, and {tile} is not.</source>
            <translation>Þessi flís passar ekki: allar flísarnar í dálkinum eru {shapes}, en {tile} er það ekki.</translation>
        </message>
        <message>
            <source>That tile doesn't fit: a row shares one colour or one shape, and {first} and {second} share neither.</source>
            <translation>Þessi flís passar ekki: flísar í röð eiga sameiginlegan lit eða sameiginlegt form, en {first} og {second} eiga hvorugt sameiginlegt.</translation>
        </message>
        <message>
            <source>That tile doesn't fit: a column shares one colour or one shape, and {first} and {second} share neither.</source>
            <translation>Þessi flís passar ekki: flísar í dálki eiga sameiginlegan lit eða sameiginlegt form, en {first} og {second} eiga hvorugt sameiginlegt.</translation>
        </message>
        <message>
            <source>Place at least one tile.</source>
            <translation>Leggðu að minnsta kosti eina flís.</translation>
        </message>
        <message>
            <source>Two tiles can't go on the same cell.</source>
            <translation>Tvær flísar geta ekki farið á sama reit.</translation>
        </message>
        <message>
            <source>That cell already holds a tile.</source>
            <translation>Á þessum reit er þegar flís.</translation>
        </message>
        <message>
            <source>Tiles placed in one turn must lie in one row or one column.</source>
            <translation>Flísar sem lagðar eru í einum leik verða að vera í einni röð eða einum dálki.</translation>
        </message>
        <message>
            <source>1 tile</source>
            <translation>1 flís</translation>
        </message>
        <message numerus="yes">
            <source>%n tiles</source>
            <translation>
                <numerusform>%n flís</numerusform>
                <numerusform>%n flísar</numerusform>
            </translation>
        </message>
        <message>
            <source>Your first move must be your largest group: {tiles}.</source>
            <translation>Fyrsti leikurinn þinn verður að vera stærsti hópurinn þinn: {tiles}.</translation>
        </message>
        <message>
            <source>Place next to a tile already on the table.</source>
            <translation>Leggðu við hliðina á flís sem þegar er á borðinu.</translation>
        </message>
        <message>
            <source>You placed {tiles} for {points} ({which}).</source>
            <translation>Þú fékkst {points} ({which}) fyrir lögnina: {tiles}.</translation>
        </message>
        <message>
            <source>{name} placed {tiles} for {points} ({which}).</source>
            <translation>{name} fékk {points} ({which}) fyrir lögnina: {tiles}.</translation>
        </message>
        <message>
            <source>You placed {tiles} for {points} ({which}): a Qwirkle!</source>
            <translation>Þú fékkst {points} ({which}) fyrir lögnina: {tiles}. Qwirkle!</translation>
        </message>
        <message>
            <source>{name} placed {tiles} for {points} ({which}): a Qwirkle!</source>
            <translation>{name} fékk {points} ({which}) fyrir lögnina: {tiles}. Qwirkle!</translation>
        </message>
        <message>
            <source>You placed {tiles} for {points} ({which}): {count} Qwirkles!</source>
            <translation>Þú fékkst {points} ({which}) fyrir lögnina: {tiles}. {count} Qwirkle í einu!</translation>
        </message>
        <message>
            <source>{name} placed {tiles} for {points} ({which}): {count} Qwirkles!</source>
            <translation>{name} fékk {points} ({which}) fyrir lögnina: {tiles}. {count} Qwirkle í einu!</translation>
        </message>
        <message>
            <source>You placed {tiles}.</source>
            <translation>Þú lagðir út: {tiles}.</translation>
        </message>
        <message>
            <source>{name} placed {tiles}.</source>
            <translation>{name} lagði út: {tiles}.</translation>
        </message>
        <message>
            <source>You exchanged {tiles}.</source>
            <translation>Þú skiptir á flísum: {tiles}.</translation>
        </message>
        <message>
            <source>{name} exchanged {tiles}.</source>
            <translation>{name} skipti á flísum: {tiles}.</translation>
        </message>
        <message>
            <source>You passed.</source>
            <translation>Þú sagðir pass.</translation>
        </message>
        <message>
            <source>{name} passed.</source>
            <translation>{name} sagði pass.</translation>
        </message>
        <message>
            <source>You moved.</source>
            <translation>Þú lékst.</translation>
        </message>
        <message>
            <source>{name} moved.</source>
            <translation>{name} lék.</translation>
        </message>
        <message>
            <source>That is not a Qwirkle tile.</source>
            <translation>Þetta er ekki Qwirkle-flís.</translation>
        </message>
        <message>
            <source>You don't have another {tile}.</source>
            <translation>Þú átt ekki annað eintak af þessari flís: {tile}.</translation>
        </message>
        <message>
            <source>You don't have a {tile}.</source>
            <translation>Þú átt ekki þessa flís: {tile}.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Leiknum er lokið.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Þú átt ekki leik.</translation>
        </message>
        <message>
            <source>Those are not cells on the table.</source>
            <translation>Þetta eru ekki reitir á borðinu.</translation>
        </message>
        <message>
            <source>Choose at least one tile to exchange.</source>
            <translation>Veldu að minnsta kosti eina flís til að skipta á.</translation>
        </message>
        <message>
            <source>The bag is empty, so tiles can't be exchanged.</source>
            <translation>Pokinn er tómur, svo ekki er hægt að skipta á flísum.</translation>
        </message>
        <message>
            <source>The bag holds only {tiles}, so you can exchange at most that many.</source>
            <translation>Pokinn geymir aðeins {tiles}, svo þú getur í mesta lagi skipt á jafnmörgum.</translation>
        </message>
        <message>
            <source>You can't pass while the bag has tiles: exchange instead.</source>
            <translation>Þú getur ekki sagt pass meðan flísar eru í pokanum: skiptu frekar.</translation>
        </message>
        <message>
            <source>You can still place a tile, so you can't pass.</source>
            <translation>Þú getur enn lagt flís, svo þú getur ekki sagt pass.</translation>
        </message>
        <message>
            <source>Choose which tiles to exchange, not only how many.</source>
            <translation>Veldu hvaða flísum á að skipta á, ekki aðeins hve mörgum.</translation>
        </message>
        <message>
            <source>That is not a Qwirkle move.</source>
            <translation>Þetta er ekki leikur í Qwirkle.</translation>
        </message>
        <message>
            <source>Player {number} placed their last tile (+6).</source>
            <translation>Leikmaður {number} lagði síðustu flísina sína (+6).</translation>
        </message>
        <message>
            <source>The bag is empty and no one can place a tile.</source>
            <translation>Pokinn er tómur og enginn getur lagt flís.</translation>
        </message>
        <message>
            <source>{sentence} Last tile placed: +{bonus}.</source>
            <translation>{sentence} Síðasta flísin lögð: +{bonus}.</translation>
        </message>
        <message>
            <source>red circle</source>
            <comment>a tile</comment>
            <translation>rauður hringur</translation>
        </message>
        <message>
            <source>red square</source>
            <comment>a tile</comment>
            <translation>rauður ferningur</translation>
        </message>
        <message>
            <source>red diamond</source>
            <comment>a tile</comment>
            <translation>rauður tígull</translation>
        </message>
        <message>
            <source>red clover</source>
            <comment>a tile</comment>
            <translation>rauður smári</translation>
        </message>
        <message>
            <source>red 4-point star</source>
            <comment>a tile</comment>
            <translation>rauð 4 arma stjarna</translation>
        </message>
        <message>
            <source>red 8-point star</source>
            <comment>a tile</comment>
            <translation>rauð 8 arma stjarna</translation>
        </message>
        <message>
            <source>orange circle</source>
            <comment>a tile</comment>
            <translation>appelsínugulur hringur</translation>
        </message>
        <message>
            <source>orange square</source>
            <comment>a tile</comment>
            <translation>appelsínugulur ferningur</translation>
        </message>
        <message>
            <source>orange diamond</source>
            <comment>a tile</comment>
            <translation>appelsínugulur tígull</translation>
        </message>
        <message>
            <source>orange clover</source>
            <comment>a tile</comment>
            <translation>appelsínugulur smári</translation>
        </message>
        <message>
            <source>orange 4-point star</source>
            <comment>a tile</comment>
            <translation>appelsínugul 4 arma stjarna</translation>
        </message>
        <message>
            <source>orange 8-point star</source>
            <comment>a tile</comment>
            <translation>appelsínugul 8 arma stjarna</translation>
        </message>
        <message>
            <source>yellow circle</source>
            <comment>a tile</comment>
            <translation>gulur hringur</translation>
        </message>
        <message>
            <source>yellow square</source>
            <comment>a tile</comment>
            <translation>gulur ferningur</translation>
        </message>
        <message>
            <source>yellow diamond</source>
            <comment>a tile</comment>
            <translation>gulur tígull</translation>
        </message>
        <message>
            <source>yellow clover</source>
            <comment>a tile</comment>
            <translation>gulur smári</translation>
        </message>
        <message>
            <source>yellow 4-point star</source>
            <comment>a tile</comment>
            <translation>gul 4 arma stjarna</translation>
        </message>
        <message>
            <source>yellow 8-point star</source>
            <comment>a tile</comment>
            <translation>gul 8 arma stjarna</translation>
        </message>
        <message>
            <source>green circle</source>
            <comment>a tile</comment>
            <translation>grænn hringur</translation>
        </message>
        <message>
            <source>green square</source>
            <comment>a tile</comment>
            <translation>grænn ferningur</translation>
        </message>
        <message>
            <source>green diamond</source>
            <comment>a tile</comment>
            <translation>grænn tígull</translation>
        </message>
        <message>
            <source>green clover</source>
            <comment>a tile</comment>
            <translation>grænn smári</translation>
        </message>
        <message>
            <source>green 4-point star</source>
            <comment>a tile</comment>
            <translation>græn 4 arma stjarna</translation>
        </message>
        <message>
            <source>green 8-point star</source>
            <comment>a tile</comment>
            <translation>græn 8 arma stjarna</translation>
        </message>
        <message>
            <source>blue circle</source>
            <comment>a tile</comment>
            <translation>blár hringur</translation>
        </message>
        <message>
            <source>blue square</source>
            <comment>a tile</comment>
            <translation>blár ferningur</translation>
        </message>
        <message>
            <source>blue diamond</source>
            <comment>a tile</comment>
            <translation>blár tígull</translation>
        </message>
        <message>
            <source>blue clover</source>
            <comment>a tile</comment>
            <translation>blár smári</translation>
        </message>
        <message>
            <source>blue 4-point star</source>
            <comment>a tile</comment>
            <translation>blá 4 arma stjarna</translation>
        </message>
        <message>
            <source>blue 8-point star</source>
            <comment>a tile</comment>
            <translation>blá 8 arma stjarna</translation>
        </message>
        <message>
            <source>purple circle</source>
            <comment>a tile</comment>
            <translation>fjólublár hringur</translation>
        </message>
        <message>
            <source>purple square</source>
            <comment>a tile</comment>
            <translation>fjólublár ferningur</translation>
        </message>
        <message>
            <source>purple diamond</source>
            <comment>a tile</comment>
            <translation>fjólublár tígull</translation>
        </message>
        <message>
            <source>purple clover</source>
            <comment>a tile</comment>
            <translation>fjólublár smári</translation>
        </message>
        <message>
            <source>purple 4-point star</source>
            <comment>a tile</comment>
            <translation>fjólublá 4 arma stjarna</translation>
        </message>
        <message>
            <source>purple 8-point star</source>
            <comment>a tile</comment>
            <translation>fjólublá 8 arma stjarna</translation>
        </message>
        <message>
            <source>a red circle</source>
            <comment>a tile</comment>
            <translation>rauður hringur</translation>
        </message>
        <message>
            <source>a red square</source>
            <comment>a tile</comment>
            <translation>rauður ferningur</translation>
        </message>
        <message>
            <source>a red diamond</source>
            <comment>a tile</comment>
            <translation>rauður tígull</translation>
        </message>
        <message>
            <source>a red clover</source>
            <comment>a tile</comment>
            <translation>rauður smári</translation>
        </message>
        <message>
            <source>a red 4-point star</source>
            <comment>a tile</comment>
            <translation>rauð 4 arma stjarna</translation>
        </message>
        <message>
            <source>a red 8-point star</source>
            <comment>a tile</comment>
            <translation>rauð 8 arma stjarna</translation>
        </message>
        <message>
            <source>an orange circle</source>
            <comment>a tile</comment>
            <translation>appelsínugulur hringur</translation>
        </message>
        <message>
            <source>an orange square</source>
            <comment>a tile</comment>
            <translation>appelsínugulur ferningur</translation>
        </message>
        <message>
            <source>an orange diamond</source>
            <comment>a tile</comment>
            <translation>appelsínugulur tígull</translation>
        </message>
        <message>
            <source>an orange clover</source>
            <comment>a tile</comment>
            <translation>appelsínugulur smári</translation>
        </message>
        <message>
            <source>an orange 4-point star</source>
            <comment>a tile</comment>
            <translation>appelsínugul 4 arma stjarna</translation>
        </message>
        <message>
            <source>an orange 8-point star</source>
            <comment>a tile</comment>
            <translation>appelsínugul 8 arma stjarna</translation>
        </message>
        <message>
            <source>a yellow circle</source>
            <comment>a tile</comment>
            <translation>gulur hringur</translation>
        </message>
        <message>
            <source>a yellow square</source>
            <comment>a tile</comment>
            <translation>gulur ferningur</translation>
        </message>
        <message>
            <source>a yellow diamond</source>
            <comment>a tile</comment>
            <translation>gulur tígull</translation>
        </message>
        <message>
            <source>a yellow clover</source>
            <comment>a tile</comment>
            <translation>gulur smári</translation>
        </message>
        <message>
            <source>a yellow 4-point star</source>
            <comment>a tile</comment>
            <translation>gul 4 arma stjarna</translation>
        </message>
        <message>
            <source>a yellow 8-point star</source>
            <comment>a tile</comment>
            <translation>gul 8 arma stjarna</translation>
        </message>
        <message>
            <source>a green circle</source>
            <comment>a tile</comment>
            <translation>grænn hringur</translation>
        </message>
        <message>
            <source>a green square</source>
            <comment>a tile</comment>
            <translation>grænn ferningur</translation>
        </message>
        <message>
            <source>a green diamond</source>
            <comment>a tile</comment>
            <translation>grænn tígull</translation>
        </message>
        <message>
            <source>a green clover</source>
            <comment>a tile</comment>
            <translation>grænn smári</translation>
        </message>
        <message>
            <source>a green 4-point star</source>
            <comment>a tile</comment>
            <translation>græn 4 arma stjarna</translation>
        </message>
        <message>
            <source>a green 8-point star</source>
            <comment>a tile</comment>
            <translation>græn 8 arma stjarna</translation>
        </message>
        <message>
            <source>a blue circle</source>
            <comment>a tile</comment>
            <translation>blár hringur</translation>
        </message>
        <message>
            <source>a blue square</source>
            <comment>a tile</comment>
            <translation>blár ferningur</translation>
        </message>
        <message>
            <source>a blue diamond</source>
            <comment>a tile</comment>
            <translation>blár tígull</translation>
        </message>
        <message>
            <source>a blue clover</source>
            <comment>a tile</comment>
            <translation>blár smári</translation>
        </message>
        <message>
            <source>a blue 4-point star</source>
            <comment>a tile</comment>
            <translation>blá 4 arma stjarna</translation>
        </message>
        <message>
            <source>a blue 8-point star</source>
            <comment>a tile</comment>
            <translation>blá 8 arma stjarna</translation>
        </message>
        <message>
            <source>a purple circle</source>
            <comment>a tile</comment>
            <translation>fjólublár hringur</translation>
        </message>
        <message>
            <source>a purple square</source>
            <comment>a tile</comment>
            <translation>fjólublár ferningur</translation>
        </message>
        <message>
            <source>a purple diamond</source>
            <comment>a tile</comment>
            <translation>fjólublár tígull</translation>
        </message>
        <message>
            <source>a purple clover</source>
            <comment>a tile</comment>
            <translation>fjólublár smári</translation>
        </message>
        <message>
            <source>a purple 4-point star</source>
            <comment>a tile</comment>
            <translation>fjólublá 4 arma stjarna</translation>
        </message>
        <message>
            <source>a purple 8-point star</source>
            <comment>a tile</comment>
            <translation>fjólublá 8 arma stjarna</translation>
        </message>
        <message>
            <source>red</source>
            <comment>a colour: the row is all ...</comment>
            <translation>rauðar</translation>
        </message>
        <message>
            <source>orange</source>
            <comment>a colour: the row is all ...</comment>
            <translation>appelsínugular</translation>
        </message>
        <message>
            <source>yellow</source>
            <comment>a colour: the row is all ...</comment>
            <translation>gular</translation>
        </message>
        <message>
            <source>green</source>
            <comment>a colour: the row is all ...</comment>
            <translation>grænar</translation>
        </message>
        <message>
            <source>blue</source>
            <comment>a colour: the row is all ...</comment>
            <translation>bláar</translation>
        </message>
        <message>
            <source>purple</source>
            <comment>a colour: the row is all ...</comment>
            <translation>fjólubláar</translation>
        </message>
        <message>
            <source>circles</source>
            <comment>shapes: the row is all ...</comment>
            <translation>hringir</translation>
        </message>
        <message>
            <source>squares</source>
            <comment>shapes: the row is all ...</comment>
            <translation>ferningar</translation>
        </message>
        <message>
            <source>diamonds</source>
            <comment>shapes: the row is all ...</comment>
            <translation>tíglar</translation>
        </message>
        <message>
            <source>clovers</source>
            <comment>shapes: the row is all ...</comment>
            <translation>smárar</translation>
        </message>
        <message>
            <source>4-point stars</source>
            <comment>shapes: the row is all ...</comment>
            <translation>4 arma stjörnur</translation>
        </message>
        <message>
            <source>8-point stars</source>
            <comment>shapes: the row is all ...</comment>
            <translation>8 arma stjörnur</translation>
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
            <translation>{number} í {row}</translation>
        </message>
        <message>
            <source>{row} {number} (white {white} + {row} {die})</source>
            <translation>{number} í {row} (hvítur {white} + {die} í {row})</translation>
        </message>
        <message>
            <source>Cross the white sum {sum} in {row}, then cross {cross} with a colour die</source>
            <translation>Krossaðu við hvítu summuna {sum} í {row} og svo við {cross} með lituðum teningi</translation>
        </message>
        <message>
            <source>Skip the white sum {sum}, then cross {cross} with a colour die</source>
            <translation>Slepptu hvítu summunni {sum} og krossaðu svo við {cross} með lituðum teningi</translation>
        </message>
        <message>
            <source>Skip the white sum {sum} and skip the colour cross too (a penalty)</source>
            <translation>Slepptu hvítu summunni {sum} og litakrossinum líka (refsing)</translation>
        </message>
        <message>
            <source>Cross the white sum {sum} in {row}</source>
            <translation>Krossaðu við hvítu summuna {sum} í {row}</translation>
        </message>
        <message>
            <source>Skip the white sum {sum}</source>
            <translation>Slepptu hvítu summunni {sum}</translation>
        </message>
        <message>
            <source>Cross {cross}</source>
            <translation>Krossaðu við {cross}</translation>
        </message>
        <message>
            <source>Skip the colour cross and take the penalty</source>
            <translation>Slepptu litakrossinum og taktu refsinguna</translation>
        </message>
        <message>
            <source>Skip the colour cross</source>
            <translation>Slepptu litakrossinum</translation>
        </message>
        <message>
            <source>Roll the dice.</source>
            <translation>Kastaðu teningunum.</translation>
        </message>
        <message>
            <source>Nothing to decide now.</source>
            <translation>Ekkert að ákveða núna.</translation>
        </message>
        <message>
            <source>{plan}: every cross on offer costs more in boxes than it brings (expected final score).</source>
            <translation>{plan}: hver kross sem býðst kostar fleiri reiti en hann gefur (væntanleg lokastig).</translation>
        </message>
        <message>
            <source>{plan}: every cross on offer costs more in boxes than it brings (expected lead at the end).</source>
            <translation>{plan}: hver kross sem býðst kostar fleiri reiti en hann gefur (væntanlegt forskot í lokin).</translation>
        </message>
        <message>
            <source>{plan}: about {points} points more than skipping (expected final score).</source>
            <translation>{plan}: um {points} stigum meira en að sleppa (væntanleg lokastig).</translation>
        </message>
        <message>
            <source>{plan}: about {points} points more than skipping (expected lead at the end).</source>
            <translation>{plan}: um {points} stigum meira en að sleppa (væntanlegt forskot í lokin).</translation>
        </message>
        <message>
            <source>Nothing fits: skip.</source>
            <translation>Ekkert passar: slepptu.</translation>
        </message>
        <message>
            <source>Nothing fits: skip. (It costs a penalty.)</source>
            <translation>Ekkert passar: slepptu. (Það kostar refsingu.)</translation>
        </message>
        <message>
            <source>Skip: every cross would leave three or more boxes behind.</source>
            <translation>Slepptu: hver kross myndi skilja eftir þrjá reiti eða fleiri.</translation>
        </message>
        <message>
            <source>Cross {box}: it leaves no box behind.</source>
            <translation>Krossaðu við {box}: hann skilur engan reit eftir.</translation>
        </message>
        <message>
            <source>Cross {box}: it leaves 1 box behind.</source>
            <translation>Krossaðu við {box}: hann skilur 1 reit eftir.</translation>
        </message>
        <message>
            <source>Cross {box}: it leaves {count} boxes behind.</source>
            <translation>Krossaðu við {box}: hann skilur {count} reiti eftir.</translation>
        </message>
        <message>
            <source>A sheet's crosses must map row names to lists of numbers.</source>
            <translation>Krossar blaðs verða að vísa frá nöfnum raða á lista af tölum.</translation>
        </message>
        <message>
            <source>The penalty count must be a whole number of at least 0.</source>
            <translation>Fjöldi refsinga verður að vera heil tala, minnst 0.</translation>
        </message>
        <message>
            <source>There is no {row} row.</source>
            <translation>Engin röð heitir „{row}“.</translation>
        </message>
        <message>
            <source>A number is crossed twice in the {row} row.</source>
            <translation>Tala er krossuð tvisvar í {row} röðinni.</translation>
        </message>
        <message>
            <source>The dice must be given as {example}.</source>
            <translation>Teningana verður að gefa upp sem {example}.</translation>
        </message>
        <message>
            <source>There must be exactly two white dice.</source>
            <translation>Hvítu teningarnir verða að vera nákvæmlega tveir.</translation>
        </message>
        <message>
            <source>There is no {die} die.</source>
            <translation>Enginn teningur heitir „{die}“.</translation>
        </message>
        <message>
            <source>A die shows 1 to 6, not {value}.</source>
            <translation>Teningur sýnir 1 til 6, ekki {value}.</translation>
        </message>
        <message>
            <source>The state must be a dict with sheets, locked and active.</source>
            <translation>Staðan verður að vera dict með sheets, locked og active.</translation>
        </message>
        <message>
            <source>The state must hold 1 to {most} sheets.</source>
            <translation>Staðan verður að hafa 1 til {most} blöð.</translation>
        </message>
        <message>
            <source>The locked rows must be a list of row names.</source>
            <translation>Læstu raðirnar verða að vera listi af nöfnum raða.</translation>
        </message>
        <message>
            <source>There is no {row} row to lock.</source>
            <translation>Engin röð heitir „{row}“ sem hægt er að læsa.</translation>
        </message>
        <message>
            <source>The active seat is not one of the sheets.</source>
            <translation>Virka sætið er ekki eitt af blöðunum.</translation>
        </message>
        <message>
            <source>Sheet {number} is not a dict.</source>
            <translation>Blað {number} er ekki dict.</translation>
        </message>
        <message>
            <source>Sheet {number} has an unknown entry {entry}.</source>
            <translation>Blað {number} hefur óþekkta færslu {entry}.</translation>
        </message>
        <message>
            <source>Sheet {number}: {reason}</source>
            <translation>Blað {number}: {reason}</translation>
        </message>
        <message>
            <source>Sheet {number} already has {most} penalties: the game is over.</source>
            <translation>Blað {number} hefur þegar {most} refsingar: leiknum er lokið.</translation>
        </message>
        <message>
            <source>Sheet {number} crossed {row} {last}, so the {row} row must be locked.</source>
            <translation>Á blaði {number} er krossað við {last} í {row}, svo að það verður að læsa {row} röðinni.</translation>
        </message>
        <message>
            <source>The game is already over: two rows are locked.</source>
            <translation>Leiknum er þegar lokið: tveimur röðum hefur verið læst.</translation>
        </message>
        <message>
            <source>The decisions must be a dict with {white} and {colour}.</source>
            <translation>Ákvarðanirnar verða að vera dict með {white} og {colour}.</translation>
        </message>
        <message>
            <source>Give one white-sum decision per seat ({count}).</source>
            <translation>Gefðu eina ákvörðun um hvítu summuna fyrir hvert sæti ({count}).</translation>
        </message>
        <message>
            <source>Seat {number}: there is no {row} row.</source>
            <translation>Sæti {number}: engin röð heitir „{row}“.</translation>
        </message>
        <message>
            <source>Seat {number}: {reason}</source>
            <translation>Sæti {number}: {reason}</translation>
        </message>
        <message>
            <source>Action 1 already ended the game (a second row was locked), so there is no colour decision.</source>
            <translation>Aðgerð 1 lauk þegar leiknum (annarri röð var læst), svo engin ákvörðun um lit er til.</translation>
        </message>
        <message>
            <source>The colour decision must be None or {example}.</source>
            <translation>Ákvörðunin um lit verður að vera None eða {example}.</translation>
        </message>
        <message>
            <source>The {row} die was not given, so it cannot be used.</source>
            <translation>Teningur {row} raðarinnar var ekki gefinn upp, svo ekki er hægt að nota hann.</translation>
        </message>
        <message>
            <source>You rolled.</source>
            <translation>Þú kastaðir.</translation>
        </message>
        <message>
            <source>{name} rolled.</source>
            <translation>{name} kastaði.</translation>
        </message>
        <message>
            <source>You rolled: {dice}.</source>
            <translation>Þú kastaðir: {dice}.</translation>
        </message>
        <message>
            <source>{name} rolled: {dice}.</source>
            <translation>{name} kastaði: {dice}.</translation>
        </message>
        <message>
            <source>You have made a choice.</source>
            <translation>Þú hefur valið.</translation>
        </message>
        <message>
            <source>{name} has made a choice.</source>
            <translation>{name} hefur valið.</translation>
        </message>
        <message>
            <source>You declined.</source>
            <translation>Þú slepptir.</translation>
        </message>
        <message>
            <source>{name} declined.</source>
            <translation>{name} sleppti.</translation>
        </message>
        <message>
            <source>You crossed {row} {number}.</source>
            <translation>Þú krossaðir við {number} í {row}.</translation>
        </message>
        <message>
            <source>{name} crossed {row} {number}.</source>
            <translation>{name} krossaði við {number} í {row}.</translation>
        </message>
        <message>
            <source>You crossed {row} {number} (skipping {skipped}).</source>
            <translation>Þú krossaðir við {number} í {row} (og hoppaðir yfir {skipped}).</translation>
        </message>
        <message>
            <source>{name} crossed {row} {number} (skipping {skipped}).</source>
            <translation>{name} krossaði við {number} í {row} (og hoppaði yfir {skipped}).</translation>
        </message>
        <message>
            <source>You crossed {row} {number} (skipping {count} boxes).</source>
            <translation>Þú krossaðir við {number} í {row} (og hoppaðir yfir {count} reiti).</translation>
        </message>
        <message>
            <source>{name} crossed {row} {number} (skipping {count} boxes).</source>
            <translation>{name} krossaði við {number} í {row} (og hoppaði yfir {count} reiti).</translation>
        </message>
        <message>
            <source>You crossed {row} {number} (white {white} + {row} {die}).</source>
            <translation>Þú krossaðir við {number} í {row} (hvítur {white} + {die} í {row}).</translation>
        </message>
        <message>
            <source>{name} crossed {row} {number} (white {white} + {row} {die}).</source>
            <translation>{name} krossaði við {number} í {row} (hvítur {white} + {die} í {row}).</translation>
        </message>
        <message>
            <source>You crossed {row} {number} (white {white} + {row} {die}, skipping {skipped}).</source>
            <translation>Þú krossaðir við {number} í {row} (hvítur {white} + {die} í {row}, hoppaðir yfir {skipped}).</translation>
        </message>
        <message>
            <source>{name} crossed {row} {number} (white {white} + {row} {die}, skipping {skipped}).</source>
            <translation>{name} krossaði við {number} í {row} (hvítur {white} + {die} í {row}, hoppaði yfir {skipped}).</translation>
        </message>
        <message>
            <source>You crossed {row} {number} (white {white} + {row} {die}, skipping {count} boxes).</source>
            <translation>Þú krossaðir við {number} í {row} (hvítur {white} + {die} í {row}, hoppaðir yfir {count} reiti).</translation>
        </message>
        <message>
            <source>{name} crossed {row} {number} (white {white} + {row} {die}, skipping {count} boxes).</source>
            <translation>{name} krossaði við {number} í {row} (hvítur {white} + {die} í {row}, hoppaði yfir {count} reiti).</translation>
        </message>
        <message>
            <source>You crossed nothing this turn and take a penalty ({penalties} of {most}).</source>
            <translation>Þú krossaðir ekki við neitt í þessum leik og færð refsingu ({penalties} af {most}).</translation>
        </message>
        <message>
            <source>{name} crossed nothing this turn and takes a penalty ({penalties} of {most}).</source>
            <translation>{name} krossaði ekki við neitt í þessum leik og fær refsingu ({penalties} af {most}).</translation>
        </message>
        <message>
            <source>You did not use a colour die.</source>
            <translation>Þú notaðir engan litaðan tening.</translation>
        </message>
        <message>
            <source>{name} did not use a colour die.</source>
            <translation>{name} notaði engan litaðan tening.</translation>
        </message>
        <message>
            <source>You locked {row}: the {row} die leaves the game.</source>
            <translation>Þú læstir {row} röðinni: teningur {row} raðarinnar fer úr leik.</translation>
        </message>
        <message>
            <source>{name} locked {row}: the {row} die leaves the game.</source>
            <translation>{name} læsti {row} röðinni: teningur {row} raðarinnar fer úr leik.</translation>
        </message>
        <message>
            <source>{names} locked {row}: the {row} die leaves the game.</source>
            <translation>{names} læstu {row} röðinni: teningur {row} raðarinnar fer úr leik.</translation>
        </message>
        <message>
            <source>You also get the lock cross.</source>
            <translation>Þú færð líka láskrossinn.</translation>
        </message>
        <message>
            <source>{name} also gets the lock cross.</source>
            <translation>{name} fær líka láskrossinn.</translation>
        </message>
        <message>
            <source>{names} also get the lock cross.</source>
            <translation>{names} fá líka láskrossinn.</translation>
        </message>
        <message>
            <source>You win.</source>
            <translation>Þú vinnur.</translation>
        </message>
        <message>
            <source>{name} wins.</source>
            <translation>{name} vinnur.</translation>
        </message>
        <message>
            <source>{names} share the win.</source>
            <translation>{names} deila sigrinum.</translation>
        </message>
        <message>
            <source>You moved.</source>
            <translation>Þú lékst.</translation>
        </message>
        <message>
            <source>{name} moved.</source>
            <translation>{name} lék.</translation>
        </message>
        <message>
            <source>Game over: {reason} {winners}</source>
            <translation>Leikslok: {reason} {winners}</translation>
        </message>
        <message>
            <source>White sum {sum}: {choices}</source>
            <translation>Hvíta summan {sum}: {choices}</translation>
        </message>
        <message>
            <source>{row} {value}</source>
            <comment>a colour die and the number it shows</comment>
            <translation>{value} í {row}</translation>
        </message>
        <message>
            <source>white {first} and {second} (sum {sum})</source>
            <translation>hvítir {first} og {second} (summa {sum})</translation>
        </message>
        <message>
            <source>white {first} and {second} (sum {sum}), {die}</source>
            <translation>hvítir {first} og {second} (summa {sum}), {die}</translation>
        </message>
        <message>
            <source>white {first} and {second} (sum {sum}), {die}, {die2}</source>
            <translation>hvítir {first} og {second} (summa {sum}), {die}, {die2}</translation>
        </message>
        <message>
            <source>white {first} and {second} (sum {sum}), {die}, {die2}, {die3}</source>
            <translation>hvítir {first} og {second} (summa {sum}), {die}, {die2}, {die3}</translation>
        </message>
        <message>
            <source>white {first} and {second} (sum {sum}), {die}, {die2}, {die3}, {die4}</source>
            <translation>hvítir {first} og {second} (summa {sum}), {die}, {die2}, {die3}, {die4}</translation>
        </message>
        <message>
            <source>You rolled the dice, so it can't be undone: a choice can be undone until the next roll.</source>
            <translation>Þú kastaðir teningunum, svo ekki er hægt að afturkalla valið: hægt er að afturkalla val fram að næsta kasti.</translation>
        </message>
        <message>
            <source>The dice were rolled after your choice, so it can't be undone: a choice can be undone until the next roll.</source>
            <translation>Teningunum var kastað eftir valið þitt, svo ekki er hægt að afturkalla það: hægt er að afturkalla val fram að næsta kasti.</translation>
        </message>
        <message>
            <source>You rolled the dice, so it can't be undone.</source>
            <translation>Þú kastaðir teningunum, svo ekki er hægt að afturkalla valið.</translation>
        </message>
        <message>
            <source>Your choice revealed everyone's white-sum choices, so it can't be undone: a white-sum choice can be undone while others are still choosing.</source>
            <translation>Við valið þitt kom val allra á hvítu summunni í ljós, svo ekki er hægt að afturkalla það: hægt er að afturkalla val á hvítu summunni meðan aðrir eru enn að velja.</translation>
        </message>
        <message>
            <source>Everyone's white-sum choices were revealed after yours, so it can't be undone: a white-sum choice can be undone while others are still choosing.</source>
            <translation>Val allra á hvítu summunni kom í ljós eftir að þú valdir, svo ekki er hægt að afturkalla valið þitt: hægt er að afturkalla val á hvítu summunni meðan aðrir eru enn að velja.</translation>
        </message>
        <message>
            <source>Your choice revealed everyone's white-sum choices, so it can't be undone.</source>
            <translation>Við valið þitt kom val allra á hvítu summunni í ljós, svo ekki er hægt að afturkalla það.</translation>
        </message>
        <message>
            <source>Lock cross for everyone with 5 crosses</source>
            <translation>Láskross fyrir alla með 5 krossa</translation>
        </message>
        <message>
            <source>When a row is locked, every player with at least 5 crosses in it also gets the lock cross (one more cross in that row).</source>
            <translation>Þegar röð er læst fær hver leikmaður sem hefur að minnsta kosti 5 krossa í henni líka láskrossinn (einn kross í viðbót í þeirri röð).</translation>
        </message>
        <message>
            <source>Play until all four rows are locked</source>
            <translation>Spila þar til allar fjórar raðirnar eru læstar</translation>
        </message>
        <message>
            <source>The game goes on after the second lock and ends only when all four rows are locked, or when someone takes a fourth penalty.</source>
            <translation>Leikurinn heldur áfram eftir seinni lásinn og lýkur ekki fyrr en allar fjórar raðirnar eru læstar, eða þegar einhver fær fjórðu refsinguna.</translation>
        </message>
        <message>
            <source>Beginner</source>
            <comment>a bot level</comment>
            <translation>Nýliði</translation>
        </message>
        <message>
            <source>Crosses whatever it sees, skipping too many boxes, like a new player.</source>
            <translation>Krossar við allt sem hann sér og hoppar yfir of marga reiti, eins og nýr leikmaður.</translation>
        </message>
        <message>
            <source>Casual</source>
            <comment>a bot level</comment>
            <translation>Afslappaður</translation>
        </message>
        <message>
            <source>Takes crosses that skip at most one box and avoids penalties when it can.</source>
            <translation>Tekur krossa sem hoppa í mesta lagi yfir einn reit og forðast refsingar þegar hann getur.</translation>
        </message>
        <message>
            <source>Strong</source>
            <comment>a bot level</comment>
            <translation>Sterkur</translation>
        </message>
        <message>
            <source>Plans its rows and watches the other sheets: who can lock, and how near the end is.</source>
            <translation>Skipuleggur raðirnar sínar og fylgist með hinum blöðunum: hver getur læst og hve nærri leikslokum er komið.</translation>
        </message>
        <message>
            <source>Expert</source>
            <comment>a bot level</comment>
            <translation>Sérfræðingur</translation>
        </message>
        <message>
            <source>Plays from a table of the best choice in every position, and reads the race to the end.</source>
            <translation>Spilar eftir töflu yfir besta valið í hverri stöðu og les kapphlaupið til leiksloka.</translation>
        </message>
        <message>
            <source>Roll the dice, cross the numbers, lock the rows before the others do.</source>
            <translation>Kastaðu teningunum, krossaðu við tölurnar og læstu röðunum á undan hinum.</translation>
        </message>
        <message>
            <source>You can't cross the white sum {sum} in {row}: {reason}</source>
            <translation>Þú getur ekki krossað við hvítu summuna {sum} í {row}: {reason}</translation>
        </message>
        <message>
            <source>Choose one of the two white dice.</source>
            <translation>Veldu annan hvítu teninganna tveggja.</translation>
        </message>
        <message>
            <source>The {row} row is locked, so its die is out of the game.</source>
            <translation>Búið er að læsa {row} röðinni, svo teningur hennar er úr leik.</translation>
        </message>
        <message>
            <source>The {row} die is not in play.</source>
            <translation>Teningur {row} raðarinnar er ekki í leik.</translation>
        </message>
        <message>
            <source>You can't cross {row} {number} (white {white} + {row} {die}): {reason}</source>
            <translation>Þú getur ekki krossað við {number} í {row} (hvítur {white} + {die} í {row}): {reason}</translation>
        </message>
        <message>
            <source>You crossed {what} on roll {roll}: +{points} points</source>
            <translation>Þú krossaðir við {what} í kasti {roll}: +{points} stig</translation>
        </message>
        <message>
            <source>{name} crossed {what} on roll {roll}: +{points} points</source>
            <translation>{name} krossaði við {what} í kasti {roll}: +{points} stig</translation>
        </message>
        <message>
            <source>a penalty</source>
            <translation>refsireit</translation>
        </message>
        <message>
            <source>crosses</source>
            <translation>nokkra reiti</translation>
        </message>
        <message>
            <source>{first} and {second}</source>
            <comment>what one player crossed on one roll</comment>
            <translation>{first} og {second}</translation>
        </message>
        <message>
            <source>{number} is not a number of the {row} row.</source>
            <translation>{number} er ekki tala í {row} röðinni.</translation>
        </message>
        <message>
            <source>the {row} row is locked.</source>
            <translation>búið er að læsa {row} röðinni.</translation>
        </message>
        <message>
            <source>The {row} row is locked.</source>
            <translation>Búið er að læsa {row} röðinni.</translation>
        </message>
        <message>
            <source>{number} is not on the {row} row.</source>
            <translation>{number} er ekki í {row} röðinni.</translation>
        </message>
        <message>
            <source>{row} {number} is already crossed.</source>
            <translation>Þegar er krossað við {number} í {row}.</translation>
        </message>
        <message>
            <source>{row} {number} is to the left of your last cross in that row: rows are crossed left to right.</source>
            <translation>{number} í {row} er vinstra megin við síðasta krossinn þinn í þeirri röð: krossað er frá vinstri til hægri.</translation>
        </message>
        <message>
            <source>to cross {row} {number} you need at least {need} crosses in the {row} row first (you have {have}).</source>
            <translation>til að krossa við {number} í {row} þarftu fyrst að minnsta kosti {need} krossa í {row} röðinni (þú ert með {have}).</translation>
        </message>
        <message>
            <source>To cross {row} {number} you need at least {need} crosses in the {row} row first (you have {have}).</source>
            <translation>Til að krossa við {number} í {row} þarftu fyrst að minnsta kosti {need} krossa í {row} röðinni (þú ert með {have}).</translation>
        </message>
        <message>
            <source>The penalty count is not a whole number.</source>
            <translation>Fjöldi refsinga er ekki heil tala.</translation>
        </message>
        <message>
            <source>A sheet has {most} penalty boxes, not {count}.</source>
            <translation>Blað hefur {most} refsireiti, ekki {count}.</translation>
        </message>
        <message>
            <source>The {row} row is not a list of numbers.</source>
            <translation>Gildi {row} raðarinnar er ekki listi af tölum.</translation>
        </message>
        <message>
            <source>Impossible {row} row: {reason}</source>
            <translation>Ómöguleg röð ({row}): {reason}</translation>
        </message>
        <message>
            <source>A lock cross in {row} needs {need} crosses.</source>
            <translation>Láskross í {row} krefst {need} krossa.</translation>
        </message>
        <message>
            <source>You took a fourth penalty.</source>
            <translation>Þú fékkst fjórðu refsinguna.</translation>
        </message>
        <message>
            <source>{name} took a fourth penalty.</source>
            <translation>{name} fékk fjórðu refsinguna.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Leiknum er lokið.</translation>
        </message>
        <message>
            <source>There is no seat {seat} at this table.</source>
            <translation>Ekkert sæti {seat} er við þetta borð.</translation>
        </message>
        <message>
            <source>The dice are already rolled: make your choice first.</source>
            <translation>Teningunum hefur þegar verið kastað: veldu fyrst.</translation>
        </message>
        <message>
            <source>It is not your turn to roll.</source>
            <translation>Þú átt ekki að kasta núna.</translation>
        </message>
        <message>
            <source>Roll the dice first.</source>
            <translation>Kastaðu fyrst teningunum.</translation>
        </message>
        <message>
            <source>The white sum has already been decided for this roll.</source>
            <translation>Þegar hefur verið ákveðið um hvítu summuna í þessu kasti.</translation>
        </message>
        <message>
            <source>You have already made your choice for this white sum.</source>
            <translation>Þú hefur þegar valið fyrir þessa hvítu summu.</translation>
        </message>
        <message>
            <source>Only the active player may use a colour die.</source>
            <translation>Aðeins virki leikmaðurinn má nota litaðan tening.</translation>
        </message>
        <message>
            <source>First everyone decides on the white sum.</source>
            <translation>Fyrst ákveða allir sig um hvítu summuna.</translation>
        </message>
        <message>
            <source>That is not a Qwixx move.</source>
            <translation>Þetta er ekki leikur í Qwixx.</translation>
        </message>
        <message>
            <source>Player {number} took a fourth penalty.</source>
            <translation>Leikmaður {number} fékk fjórðu refsinguna.</translation>
        </message>
        <message>
            <source>All four rows are locked.</source>
            <translation>Allar fjórar raðirnar eru læstar.</translation>
        </message>
        <message>
            <source>red</source>
            <comment>a row's colour</comment>
            <translation>rauðu</translation>
        </message>
        <message>
            <source>yellow</source>
            <comment>a row's colour</comment>
            <translation>gulu</translation>
        </message>
        <message>
            <source>green</source>
            <comment>a row's colour</comment>
            <translation>grænu</translation>
        </message>
        <message>
            <source>blue</source>
            <comment>a row's colour</comment>
            <translation>bláu</translation>
        </message>
        <message>
            <source>Red</source>
            <comment>a row's colour at the start of a sentence</comment>
            <translation>Rauðu</translation>
        </message>
        <message>
            <source>Yellow</source>
            <comment>a row's colour at the start of a sentence</comment>
            <translation>Gulu</translation>
        </message>
        <message>
            <source>Green</source>
            <comment>a row's colour at the start of a sentence</comment>
            <translation>Grænu</translation>
        </message>
        <message>
            <source>Blue</source>
            <comment>a row's colour at the start of a sentence</comment>
            <translation>Bláu</translation>
        </message>
        <message>
            <source>{row} is locked.</source>
            <translation>{row} röðinni hefur verið læst.</translation>
        </message>
        <message>
            <source>{first} and {second} are locked.</source>
            <translation>{first} og {second} röðunum hefur verið læst.</translation>
        </message>
        <message>
            <source>{first}, {second} and {third} are locked.</source>
            <translation>{first}, {second} og {third} röðunum hefur verið læst.</translation>
        </message>
        <message>
            <source>{first}, {second}, {third} and {fourth} are locked.</source>
            <translation>{first}, {second}, {third} og {fourth} röðunum hefur verið læst.</translation>
        </message>
    </context>
    <context>
        <name>Names</name>
        <message>
            <source>You</source>
            <translation>Þú</translation>
        </message>
        <message>
            <source>you</source>
            <comment>the person at the screen, last in a list of names: "Ada and you"</comment>
            <translation>þú</translation>
        </message>
        <message>
            <source>{first}, {next}</source>
            <comment>a list of names, not yet at its last name</comment>
            <translation>{first}, {next}</translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <comment>a list of names and its last name</comment>
            <translation>{first} og {last}</translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <source>you</source>
            <comment>the person at the screen, last in a list of names: Ada and you</comment>
            <translation>þú</translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <translation>{first} og {last}</translation>
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
            <translation>&amp;Nei</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>&amp;Já</translation>
        </message>
        <message>
            <source>Abort</source>
            <translation>Hætta við</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Virkja</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Hætta við</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Loka</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Henda</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>Hjálp</translation>
        </message>
        <message>
            <source>Ignore</source>
            <translation>Hunsa</translation>
        </message>
        <message>
            <source>N&amp;o to All</source>
            <translation>N&amp;ei við öllu</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>Í lagi</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Opna</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>Endurstilla</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>Endurheimta sjálfgefið</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Reyna aftur</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Vista</translation>
        </message>
        <message>
            <source>Save All</source>
            <translation>Vista allt</translation>
        </message>
        <message>
            <source>Yes to &amp;All</source>
            <translation>Já við &amp;öllu</translation>
        </message>
    </context>
    <context>
        <name>QGnomeTheme</name>
        <message>
            <source>&amp;Cancel</source>
            <translation>&amp;Hætta við</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Loka</translation>
        </message>
        <message>
            <source>&amp;OK</source>
            <translation>&amp;Í lagi</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Vista</translation>
        </message>
        <message>
            <source>Close without Saving</source>
            <translation>Loka án þess að vista</translation>
        </message>
    </context>
    <context>
        <name>QCocoaTheme</name>
        <message>
            <source>Don't Save</source>
            <translation>Ekki vista</translation>
        </message>
    </context>
    <context>
        <name>QMessageBox</name>
        <message>
            <source>Help</source>
            <translation>Hjálp</translation>
        </message>
        <message>
            <source>Hide Details...</source>
            <translation>Fela nánari upplýsingar...</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>Í lagi</translation>
        </message>
        <message>
            <source>Show Details...</source>
            <translation>Sýna nánari upplýsingar...</translation>
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
            <translation>Flytja út sem PDF</translation>
        </message>
        <message>
            <source>First page</source>
            <translation>Fyrsta síða</translation>
        </message>
        <message>
            <source>Fit page</source>
            <translation>Passa síðu</translation>
        </message>
        <message>
            <source>Fit width</source>
            <translation>Passa breidd</translation>
        </message>
        <message>
            <source>Landscape</source>
            <translation>Langsnið</translation>
        </message>
        <message>
            <source>Last page</source>
            <translation>Síðasta síða</translation>
        </message>
        <message>
            <source>Next page</source>
            <translation>Næsta síða</translation>
        </message>
        <message>
            <source>Page Setup</source>
            <translation>Síðuuppsetning</translation>
        </message>
        <message>
            <source>Page setup</source>
            <translation>Síðuuppsetning</translation>
        </message>
        <message>
            <source>Portrait</source>
            <translation>Skammsnið</translation>
        </message>
        <message>
            <source>Previous page</source>
            <translation>Fyrri síða</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Prenta</translation>
        </message>
        <message>
            <source>Print Preview</source>
            <translation>Prentforskoðun</translation>
        </message>
        <message>
            <source>Show facing pages</source>
            <translation>Sýna opnur</translation>
        </message>
        <message>
            <source>Show overview of all pages</source>
            <translation>Sýna yfirlit yfir allar síður</translation>
        </message>
        <message>
            <source>Show single page</source>
            <translation>Sýna staka síðu</translation>
        </message>
        <message>
            <source>Zoom in</source>
            <translation>Auka aðdrátt</translation>
        </message>
        <message>
            <source>Zoom out</source>
            <translation>Minnka aðdrátt</translation>
        </message>
    </context>
    <context>
        <name>QPrintDialog</name>
        <message>
            <source>%1 already exists.
Do you want to overwrite it?</source>
            <translation>%1 er þegar til.
Viltu skrifa yfir hana?</translation>
        </message>
        <message>
            <source>%1 is a directory.
Please choose a different file name.</source>
            <translation>%1 er mappa.
Veldu annað skráarheiti.</translation>
        </message>
        <message>
            <source>&amp;Options &lt;&lt;</source>
            <translation>&amp;Valkostir &lt;&lt;</translation>
        </message>
        <message>
            <source>&amp;Options &gt;&gt;</source>
            <translation>&amp;Valkostir &gt;&gt;</translation>
        </message>
        <message>
            <source>&amp;Print</source>
            <translation>&amp;Prenta</translation>
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
            <translation>Allar síður</translation>
        </message>
        <message>
            <source>Automatic</source>
            <translation>Sjálfvirkt</translation>
        </message>
        <message>
            <source>Bottom to Top, Left to Right</source>
            <translation>Neðan frá og upp, vinstri til hægri</translation>
        </message>
        <message>
            <source>Bottom to Top, Right to Left</source>
            <translation>Neðan frá og upp, hægri til vinstri</translation>
        </message>
        <message>
            <source>Even Pages</source>
            <translation>Sléttar síður</translation>
        </message>
        <message>
            <source>File %1 is not writable.
Please choose a different file name.</source>
            <translation>Ekki er hægt að skrifa í skrána %1.
Veldu annað skráarheiti.</translation>
        </message>
        <message>
            <source>Left to Right, Bottom to Top</source>
            <translation>Vinstri til hægri, neðan frá og upp</translation>
        </message>
        <message>
            <source>Left to Right, Top to Bottom</source>
            <translation>Vinstri til hægri, ofan frá og niður</translation>
        </message>
        <message>
            <source>Local file</source>
            <translation>Staðbundin skrá</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>Í lagi</translation>
        </message>
        <message>
            <source>Odd Pages</source>
            <translation>Oddatölusíður</translation>
        </message>
        <message>
            <source>Options 'Pages Per Sheet' and 'Page Set' cannot be used together.
Please turn one of those options off.</source>
            <translation>Ekki er hægt að nota valkostina „Síður á blað“ og „Síðusett“ saman.
Slökktu á öðrum þeirra.</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Prenta</translation>
        </message>
        <message>
            <source>Print To File ...</source>
            <translation>Prenta í skrá ...</translation>
        </message>
        <message>
            <source>Print to File (PDF)</source>
            <translation>Prenta í skrá (PDF)</translation>
        </message>
        <message>
            <source>Right to Left, Bottom to Top</source>
            <translation>Hægri til vinstri, neðan frá og upp</translation>
        </message>
        <message>
            <source>Right to Left, Top to Bottom</source>
            <translation>Hægri til vinstri, ofan frá og niður</translation>
        </message>
        <message>
            <source>The 'From' value cannot be greater than the 'To' value.</source>
            <translation>Gildið „Frá“ má ekki vera hærra en gildið „Til“.</translation>
        </message>
        <message>
            <source>Top to Bottom, Left to Right</source>
            <translation>Ofan frá og niður, vinstri til hægri</translation>
        </message>
        <message>
            <source>Top to Bottom, Right to Left</source>
            <translation>Ofan frá og niður, hægri til vinstri</translation>
        </message>
        <message>
            <source>Write PDF file</source>
            <translation>Skrifa PDF-skrá</translation>
        </message>
    </context>
    <context>
        <name>QPrintWidget</name>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Heiti:</translation>
        </message>
        <message>
            <source>...</source>
            <translation>...</translation>
        </message>
        <message>
            <source>Form</source>
            <translation>Form</translation>
        </message>
        <message>
            <source>Location:</source>
            <translation>Staðsetning:</translation>
        </message>
        <message>
            <source>Output &amp;file:</source>
            <translation>Úttaks&amp;skrá:</translation>
        </message>
        <message>
            <source>P&amp;roperties</source>
            <translation>&amp;Eiginleikar</translation>
        </message>
        <message>
            <source>Preview</source>
            <translation>Forskoðun</translation>
        </message>
        <message>
            <source>Printer</source>
            <translation>Prentari</translation>
        </message>
        <message>
            <source>Type:</source>
            <translation>Gerð:</translation>
        </message>
    </context>
    <context>
        <name>QPrintSettingsOutput</name>
        <message>
            <source>Collate</source>
            <translation>Raða eintökum</translation>
        </message>
        <message>
            <source>Color</source>
            <translation>Litur</translation>
        </message>
        <message>
            <source>Color Mode</source>
            <translation>Litahamur</translation>
        </message>
        <message>
            <source>Copies</source>
            <translation>Eintök</translation>
        </message>
        <message>
            <source>Copies:</source>
            <translation>Eintök:</translation>
        </message>
        <message>
            <source>Current Page</source>
            <translation>Núverandi síða</translation>
        </message>
        <message>
            <source>Duplex Printing</source>
            <translation>Tvíhliða prentun</translation>
        </message>
        <message>
            <source>Form</source>
            <translation>Form</translation>
        </message>
        <message>
            <source>Grayscale</source>
            <translation>Grátóna</translation>
        </message>
        <message>
            <source>Long side</source>
            <translation>Langhlið</translation>
        </message>
        <message>
            <source>None</source>
            <translation>Ekkert</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Valkostir</translation>
        </message>
        <message>
            <source>Output Settings</source>
            <translation>Úttaksstillingar</translation>
        </message>
        <message>
            <source>Page Set:</source>
            <translation>Síðusett:</translation>
        </message>
        <message>
            <source>Pages from</source>
            <translation>Síður frá</translation>
        </message>
        <message>
            <source>Print all</source>
            <translation>Prenta allt</translation>
        </message>
        <message>
            <source>Print range</source>
            <translation>Prentsvið</translation>
        </message>
        <message>
            <source>Reverse</source>
            <translation>Öfug röð</translation>
        </message>
        <message>
            <source>Selection</source>
            <translation>Val</translation>
        </message>
        <message>
            <source>Short side</source>
            <translation>Skammhlið</translation>
        </message>
        <message>
            <source>to</source>
            <translation>til</translation>
        </message>
    </context>
    <context>
        <name>QPrintPropertiesDialog</name>
        <message>
            <source>Job Options</source>
            <translation>Valkostir verks</translation>
        </message>
        <message>
            <source>Printer Properties</source>
            <translation>Eiginleikar prentara</translation>
        </message>
    </context>
    <context>
        <name>QPrintPropertiesWidget</name>
        <message>
            <source>Form</source>
            <translation>Form</translation>
        </message>
        <message>
            <source>Page</source>
            <translation>Síða</translation>
        </message>
    </context>
    <context>
        <name>QCupsJobWidget</name>
        <message>
            <source>Banner Pages</source>
            <translation>Forsíður</translation>
        </message>
        <message>
            <source>Billing information:</source>
            <translation>Reikningsupplýsingar:</translation>
        </message>
        <message>
            <source>Classified</source>
            <translation>Flokkað</translation>
        </message>
        <message>
            <source>Confidential</source>
            <translation>Trúnaðarmál</translation>
        </message>
        <message>
            <source>Day (06:00 to 17:59)</source>
            <translation>Dagur (06:00 til 17:59)</translation>
        </message>
        <message>
            <source>End:</source>
            <translation>Endir:</translation>
        </message>
        <message>
            <source>Hold Indefinitely</source>
            <translation>Halda ótímabundið</translation>
        </message>
        <message>
            <source>Job</source>
            <translation>Verk</translation>
        </message>
        <message>
            <source>Job Control</source>
            <translation>Verkstjórn</translation>
        </message>
        <message>
            <source>Job priority:</source>
            <translation>Forgangur verks:</translation>
        </message>
        <message>
            <source>Night (18:00 to 05:59)</source>
            <translation>Nótt (18:00 til 05:59)</translation>
        </message>
        <message>
            <source>None</source>
            <translation>Ekkert</translation>
        </message>
        <message>
            <source>Print Immediately</source>
            <translation>Prenta strax</translation>
        </message>
        <message>
            <source>Scheduled printing:</source>
            <translation>Tímasett prentun:</translation>
        </message>
        <message>
            <source>Second Shift (16:00 to 23:59)</source>
            <translation>Önnur vakt (16:00 til 23:59)</translation>
        </message>
        <message>
            <source>Secret</source>
            <translation>Leyndarmál</translation>
        </message>
        <message>
            <source>Specific Time</source>
            <translation>Tiltekinn tími</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Staðlað</translation>
        </message>
        <message>
            <source>Start:</source>
            <translation>Upphaf:</translation>
        </message>
        <message>
            <source>Third Shift (00:00 to 07:59)</source>
            <translation>Þriðja vakt (00:00 til 07:59)</translation>
        </message>
        <message>
            <source>Top Secret</source>
            <translation>Háleynilegt</translation>
        </message>
        <message>
            <source>Unclassified</source>
            <translation>Óflokkað</translation>
        </message>
        <message>
            <source>Weekend (Saturday to Sunday)</source>
            <translation>Helgi (laugardagur til sunnudags)</translation>
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
            <translation>Sérsniðið</translation>
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
            <translation>Form</translation>
        </message>
        <message>
            <source>Height:</source>
            <translation>Hæð:</translation>
        </message>
        <message>
            <source>Inches (in)</source>
            <translation>Tommur (in)</translation>
        </message>
        <message>
            <source>Landscape</source>
            <translation>Langsnið</translation>
        </message>
        <message>
            <source>Margins</source>
            <translation>Spássíur</translation>
        </message>
        <message>
            <source>Millimeters (mm)</source>
            <translation>Millímetrar (mm)</translation>
        </message>
        <message>
            <source>Orientation</source>
            <translation>Stefna</translation>
        </message>
        <message>
            <source>Page Layout</source>
            <translation>Síðuútlit</translation>
        </message>
        <message>
            <source>Page order:</source>
            <translation>Síðuröð:</translation>
        </message>
        <message>
            <source>Page size:</source>
            <translation>Síðustærð:</translation>
        </message>
        <message>
            <source>Pages per sheet:</source>
            <translation>Síður á blað:</translation>
        </message>
        <message>
            <source>Paper</source>
            <translation>Pappír</translation>
        </message>
        <message>
            <source>Paper source:</source>
            <translation>Pappírsbakki:</translation>
        </message>
        <message>
            <source>Pica (P̸)</source>
            <translation>Pica (P̸)</translation>
        </message>
        <message>
            <source>Points (pt)</source>
            <translation>Punktar (pt)</translation>
        </message>
        <message>
            <source>Portrait</source>
            <translation>Skammsnið</translation>
        </message>
        <message>
            <source>P̸</source>
            <translation>P̸</translation>
        </message>
        <message>
            <source>Reverse landscape</source>
            <translation>Öfugt langsnið</translation>
        </message>
        <message>
            <source>Reverse portrait</source>
            <translation>Öfugt skammsnið</translation>
        </message>
        <message>
            <source>Width:</source>
            <translation>Breidd:</translation>
        </message>
        <message>
            <source>bottom margin</source>
            <translation>neðri spássía</translation>
        </message>
        <message>
            <source>in</source>
            <translation>in</translation>
        </message>
        <message>
            <source>left margin</source>
            <translation>vinstri spássía</translation>
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
            <translation>hægri spássía</translation>
        </message>
        <message>
            <source>top margin</source>
            <translation>efri spássía</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
            <translation>%1
Mappan fannst ekki.
Gakktu úr skugga um að rétt heiti möppu hafi verið gefið.</translation>
        </message>
        <message>
            <source>%1
File not found.
Please verify the correct file name was given.</source>
            <translation>%1
Skráin fannst ekki.
Gakktu úr skugga um að rétt skráarheiti hafi verið gefið.</translation>
        </message>
        <message>
            <source>%1 File</source>
            <translation>%1-skrá</translation>
        </message>
        <message>
            <source>%1 already exists.
Do you want to replace it?</source>
            <translation>%1 er þegar til.
Viltu skipta henni út?</translation>
        </message>
        <message>
            <source>&amp;Choose</source>
            <translation>&amp;Velja</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>&amp;Eyða</translation>
        </message>
        <message>
            <source>&amp;New Folder</source>
            <translation>&amp;Ný mappa</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>&amp;Opna</translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <translation>Endur&amp;nefna</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Vista</translation>
        </message>
        <message>
            <source>'%1' is write protected.
Do you want to delete it anyway?</source>
            <translation>„%1“ er skrifvarin.
Viltu samt eyða henni?</translation>
        </message>
        <message>
            <source>Alias</source>
            <translation>Samnefni</translation>
        </message>
        <message>
            <source>All Files (*)</source>
            <translation>Allar skrár (*)</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>Allar skrár (*)</translation>
        </message>
        <message>
            <source>Alt+Left</source>
            <translation>Alt+Vinstri</translation>
        </message>
        <message>
            <source>Alt+Right</source>
            <translation>Alt+Hægri</translation>
        </message>
        <message>
            <source>Alt+Up</source>
            <translation>Alt+Upp</translation>
        </message>
        <message>
            <source>Are you sure you want to delete '%1'?</source>
            <translation>Ertu viss um að þú viljir eyða „%1“?</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Til baka</translation>
        </message>
        <message>
            <source>Change to detail view mode</source>
            <translation>Skipta yfir í nákvæmt yfirlit</translation>
        </message>
        <message>
            <source>Change to list view mode</source>
            <translation>Skipta yfir í listayfirlit</translation>
        </message>
        <message>
            <source>Could not delete directory.</source>
            <translation>Ekki tókst að eyða möppunni.</translation>
        </message>
        <message>
            <source>Create New Folder</source>
            <translation>Búa til nýja möppu</translation>
        </message>
        <message>
            <source>Create a New Folder</source>
            <translation>Búa til nýja möppu</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Eyða</translation>
        </message>
        <message>
            <source>Detail View</source>
            <translation>Nákvæmt yfirlit</translation>
        </message>
        <message>
            <source>Directories</source>
            <translation>Möppur</translation>
        </message>
        <message>
            <source>Directory:</source>
            <translation>Mappa:</translation>
        </message>
        <message>
            <source>Drive</source>
            <translation>Drif</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Skrá</translation>
        </message>
        <message>
            <source>File &amp;name:</source>
            <translation>Skráar&amp;heiti:</translation>
        </message>
        <message>
            <source>File Folder</source>
            <translation>Skráarmappa</translation>
        </message>
        <message>
            <source>Files</source>
            <translation>Skrár</translation>
        </message>
        <message>
            <source>Files of type:</source>
            <translation>Skráargerð:</translation>
        </message>
        <message>
            <source>Find Directory</source>
            <translation>Finna möppu</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>Mappa</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>Áfram</translation>
        </message>
        <message>
            <source>Go back</source>
            <translation>Fara til baka</translation>
        </message>
        <message>
            <source>Go forward</source>
            <translation>Fara áfram</translation>
        </message>
        <message>
            <source>Go to the parent directory</source>
            <translation>Fara í yfirmöppuna</translation>
        </message>
        <message>
            <source>List View</source>
            <translation>Listayfirlit</translation>
        </message>
        <message>
            <source>List of places and bookmarks</source>
            <translation>Listi yfir staði og bókamerki</translation>
        </message>
        <message>
            <source>Look in:</source>
            <translation>Leita í:</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>Tölvan mín</translation>
        </message>
        <message>
            <source>New Folder</source>
            <translation>Ný mappa</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Opna</translation>
        </message>
        <message>
            <source>Parent Directory</source>
            <translation>Yfirmappa</translation>
        </message>
        <message>
            <source>Recent Places</source>
            <translation>Nýlegir staðir</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Fjarlægja</translation>
        </message>
        <message>
            <source>Save As</source>
            <translation>Vista sem</translation>
        </message>
        <message>
            <source>Shortcut</source>
            <translation>Flýtivísun</translation>
        </message>
        <message>
            <source>Show </source>
            <translation>Sýna </translation>
        </message>
        <message>
            <source>Show &amp;hidden files</source>
            <translation>Sýna &amp;faldar skrár</translation>
        </message>
        <message>
            <source>Sidebar</source>
            <translation>Hliðarstika</translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation>Óþekkt</translation>
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
            <translation>%1 bæti</translation>
        </message>
        <message>
            <source>%1 bytes</source>
            <translation>%1 bæti</translation>
        </message>
        <message>
            <source>&lt;b&gt;The name "%1" can not be used.&lt;/b&gt;&lt;p&gt;Try using another name, with fewer characters or no punctuations marks.</source>
            <translation>&lt;b&gt;Ekki er hægt að nota heitið „%1“.&lt;/b&gt;&lt;p&gt;Prófaðu annað heiti, með færri stöfum eða án greinarmerkja.</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Tölva</translation>
        </message>
        <message>
            <source>Date Modified</source>
            <translation>Breytt</translation>
        </message>
        <message>
            <source>Invalid filename</source>
            <translation>Ógilt skráarheiti</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Tegund</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>Tölvan mín</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Heiti</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Stærð</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Gerð</translation>
        </message>
    </context>
    <context>
        <name>QLineEdit</name>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Afrita</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>&amp;Líma</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Endurgera</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Afturkalla</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>&amp;Klippa</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Eyða</translation>
        </message>
        <message>
            <source>Select All</source>
            <translation>Velja allt</translation>
        </message>
    </context>
    <context>
        <name>QWidgetTextControl</name>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Afrita</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>&amp;Líma</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Endurgera</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Afturkalla</translation>
        </message>
        <message>
            <source>Copy &amp;Link Location</source>
            <translation>Afrita &amp;slóð tengils</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>&amp;Klippa</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Eyða</translation>
        </message>
        <message>
            <source>Select All</source>
            <translation>Velja allt</translation>
        </message>
    </context>
    <context>
        <name>QAbstractSpinBox</name>
        <message>
            <source>&amp;Select All</source>
            <translation>&amp;Velja allt</translation>
        </message>
        <message>
            <source>&amp;Step up</source>
            <translation>&amp;Hækka</translation>
        </message>
        <message>
            <source>Step &amp;down</source>
            <translation>&amp;Lækka</translation>
        </message>
    </context>
    <context>
        <name>QScrollBar</name>
        <message>
            <source>Bottom</source>
            <translation>Neðst</translation>
        </message>
        <message>
            <source>Left edge</source>
            <translation>Vinstri brún</translation>
        </message>
        <message>
            <source>Page down</source>
            <translation>Síðu niður</translation>
        </message>
        <message>
            <source>Page left</source>
            <translation>Síðu til vinstri</translation>
        </message>
        <message>
            <source>Page right</source>
            <translation>Síðu til hægri</translation>
        </message>
        <message>
            <source>Page up</source>
            <translation>Síðu upp</translation>
        </message>
        <message>
            <source>Right edge</source>
            <translation>Hægri brún</translation>
        </message>
        <message>
            <source>Scroll down</source>
            <translation>Skruna niður</translation>
        </message>
        <message>
            <source>Scroll here</source>
            <translation>Skruna hingað</translation>
        </message>
        <message>
            <source>Scroll left</source>
            <translation>Skruna til vinstri</translation>
        </message>
        <message>
            <source>Scroll right</source>
            <translation>Skruna til hægri</translation>
        </message>
        <message>
            <source>Scroll up</source>
            <translation>Skruna upp</translation>
        </message>
        <message>
            <source>Top</source>
            <translation>Efst</translation>
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
            <translation>Niður</translation>
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
            <translation>Hjálp</translation>
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
            <translation>Vinstri</translation>
        </message>
        <message>
            <source>Menu</source>
            <translation>Valmynd</translation>
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
            <translation>Hægri</translation>
        </message>
        <message>
            <source>Shift</source>
            <translation>Shift</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Bil</translation>
        </message>
        <message>
            <source>Tab</source>
            <translation>Tab</translation>
        </message>
        <message>
            <source>Up</source>
            <translation>Upp</translation>
        </message>
    </context>
    <context>
        <name>server</name>
        <message>
            <source>That message could not be handled.</source>
            <translation>Ekki var hægt að vinna úr þessum skilaboðum.</translation>
        </message>
        <message>
            <source>This connection has already said hello.</source>
            <translation>Þessi tenging hefur þegar heilsað.</translation>
        </message>
        <message>
            <source>That message could not be read: it is not a JSON object.</source>
            <translation>Ekki var hægt að lesa þessi skilaboð: þau eru ekki JSON-hlutur.</translation>
        </message>
        <message>
            <source>That message is not one this table knows.</source>
            <translation>Þetta borð þekkir ekki þessi skilaboð.</translation>
        </message>
        <message>
            <source>That message has a field that is missing, of the wrong kind or too long.</source>
            <translation>Í þessum skilaboðum vantar svið, eða svið er af rangri gerð eða of langt.</translation>
        </message>
        <message>
            <source>A connection must begin by saying hello with the protocol version.</source>
            <translation>Tenging verður að byrja á því að heilsa með útgáfu samskiptareglnanna.</translation>
        </message>
        <message>
            <source>This table runs protocol version {server} and your app speaks version {client}: update the app that is older.</source>
            <translation>Þetta borð notar samskiptareglur í útgáfu {server} og forritið þitt talar útgáfu {client}: uppfærðu það forrit sem er eldra.</translation>
        </message>
        <message>
            <source>There is no table with that room code on this server.</source>
            <translation>Ekkert borð með þessum herbergiskóða er á þessum netþjóni.</translation>
        </message>
        <message>
            <source>A table with that room code already exists.</source>
            <translation>Borð með þessum herbergiskóða er þegar til.</translation>
        </message>
        <message>
            <source>This server is full right now; try again later.</source>
            <translation>Þessi netþjónn er fullur í augnablikinu; reyndu aftur síðar.</translation>
        </message>
        <message>
            <source>This server does not know that game.</source>
            <translation>Þessi netþjónn þekkir ekki þennan leik.</translation>
        </message>
        <message>
            <source>The seats of that table are not right.</source>
            <translation>Sætin við þetta borð eru ekki rétt.</translation>
        </message>
        <message>
            <source>The game's options are not right.</source>
            <translation>Valkostir leiksins eru ekki réttir.</translation>
        </message>
        <message>
            <source>Every seat at this table is taken.</source>
            <translation>Öll sæti við þetta borð eru tekin.</translation>
        </message>
        <message>
            <source>A name must have 1 to 40 characters, without control characters.</source>
            <translation>Nafn verður að vera 1 til 40 stafir, án stýritákna.</translation>
        </message>
        <message>
            <source>That token is not one of this table's.</source>
            <translation>Þetta auðkenni tilheyrir ekki þessu borði.</translation>
        </message>
        <message>
            <source>Too many attempts with a wrong room code or token from your address; wait a minute and try again.</source>
            <translation>Of margar tilraunir með rangan herbergiskóða eða auðkenni frá vistfanginu þínu; bíddu í mínútu og reyndu aftur.</translation>
        </message>
        <message>
            <source>Join the table or rejoin your seat first.</source>
            <translation>Taktu fyrst sæti við borðið eða komdu aftur í sætið þitt.</translation>
        </message>
        <message>
            <source>Only the host can do that.</source>
            <translation>Aðeins gestgjafinn getur gert þetta.</translation>
        </message>
        <message>
            <source>The game has not started yet.</source>
            <translation>Leikurinn er ekki hafinn enn.</translation>
        </message>
        <message>
            <source>The game has already started.</source>
            <translation>Leikurinn er þegar hafinn.</translation>
        </message>
        <message>
            <source>The game can start once every seat for another computer is taken.</source>
            <translation>Leikurinn getur hafist þegar öll sæti fyrir aðrar tölvur hafa verið tekin.</translation>
        </message>
        <message>
            <source>There is no such seat at this table.</source>
            <translation>Ekkert slíkt sæti er við þetta borð.</translation>
        </message>
        <message>
            <source>That seat is not yours.</source>
            <translation>Þetta sæti er ekki þitt.</translation>
        </message>
        <message>
            <source>Only a seat for another computer can be given to a bot.</source>
            <translation>Aðeins er hægt að láta tölvuspilara fá sæti fyrir aðra tölvu.</translation>
        </message>
        <message>
            <source>This game has no such bot level.</source>
            <translation>Þessi leikur hefur engan slíkan styrkleika tölvuspilara.</translation>
        </message>
        <message>
            <source>That command was sent before (its number does not grow), so it was not played again.</source>
            <translation>Þessi skipun var send áður (númer hennar hækkar ekki), svo hún var ekki framkvæmd aftur.</translation>
        </message>
        <message>
            <source>That is not a move in this game.</source>
            <translation>Þetta er ekki leikur sem þessi leikur þekkir.</translation>
        </message>
        <message>
            <source>It is not that seat's turn.</source>
            <translation>Þetta sæti á ekki leik.</translation>
        </message>
        <message>
            <source>The rules do not allow that move.</source>
            <translation>Reglurnar leyfa ekki þennan leik.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Leiknum er lokið.</translation>
        </message>
        <message>
            <source>Only your own last move can be undone, before anybody else has played.</source>
            <translation>Aðeins er hægt að afturkalla þinn eigin síðasta leik, áður en nokkur annar hefur leikið.</translation>
        </message>
        <message>
            <source>A hint is for one of your seats whose move it is.</source>
            <translation>Vísbending er fyrir eitt af sætunum þínum sem á leik.</translation>
        </message>
        <message>
            <source>A hint is already being looked for.</source>
            <translation>Þegar er verið að leita að vísbendingu.</translation>
        </message>
        <message>
            <source>Too many messages too fast; slow down.</source>
            <translation>Of mörg skilaboð of hratt; hægðu á þér.</translation>
        </message>
        <message>
            <source>That message is too long: only a new table's message may be over 64 KiB.</source>
            <translation>Þessi skilaboð eru of löng: aðeins skilaboð um nýtt borð mega vera yfir 64 KiB.</translation>
        </message>
        <message>
            <source>Too many messages too fast: the connection was closed.</source>
            <translation>Of mörg skilaboð of hratt: tengingunni var lokað.</translation>
        </message>
        <message>
            <source>The host has ended this table.</source>
            <translation>Gestgjafinn hefur lokað þessu borði.</translation>
        </message>
        <message>
            <source>Your seat is now played elsewhere.</source>
            <translation>Sætið þitt er nú spilað annars staðar.</translation>
        </message>
        <message>
            <source>You have left the table.</source>
            <translation>Þú hefur yfirgefið borðið.</translation>
        </message>
        <message>
            <source>The server is stopping; your app reconnects when it is back.</source>
            <translation>Netþjónninn er að stöðvast; forritið þitt tengist aftur þegar hann er kominn upp aftur.</translation>
        </message>
        <message>
            <source>Your connection could not keep up with the table and was closed.</source>
            <translation>Tengingin þín hélt ekki í við borðið og henni var lokað.</translation>
        </message>
        <message>
            <source>Too many messages could not be read: the connection was closed.</source>
            <translation>Ekki var hægt að lesa of mörg skilaboð: tengingunni var lokað.</translation>
        </message>
        <message>
            <source>Messages are JSON text, not binary frames.</source>
            <translation>Skilaboð eru JSON-texti, ekki tvíundarrammar.</translation>
        </message>
        <message>
            <source>A {kind} message has no field '{key}'.</source>
            <translation>{kind}-skilaboð hafa ekkert svið sem heitir „{key}“.</translation>
        </message>
        <message>
            <source>The field '{key}' of a {kind} message is not right.</source>
            <translation>Sviðið „{key}“ í {kind}-skilaboðum er ekki rétt.</translation>
        </message>
        <message>
            <source>A {kind} message needs the field '{key}'.</source>
            <translation>{kind}-skilaboð þurfa sviðið „{key}“.</translation>
        </message>
        <message>
            <source>No hint could be found this time.</source>
            <translation>Engin vísbending fannst í þetta sinn.</translation>
        </message>
        <message>
            <source>{game} takes {least} to {most} players, not {count}.</source>
            <translation>{game} er fyrir {least} til {most} leikmenn, ekki {count}.</translation>
        </message>
        <message>
            <source>Seat {number} is not described right.</source>
            <translation>Sæti {number} er ekki rétt lýst.</translation>
        </message>
        <message>
            <source>Seat {number} must be here, remote or a bot.</source>
            <translation>Sæti {number} verður að vera hér, á annarri tölvu eða tölvuspilari.</translation>
        </message>
        <message>
            <source>Seat {number}'s name is not right: 1 to 40 characters, without control characters.</source>
            <translation>Nafn sætis {number} er ekki rétt: 1 til 40 stafir, án stýritákna.</translation>
        </message>
        <message>
            <source>Seat {number}'s bot level is not one of this game's.</source>
            <translation>Styrkleiki tölvuspilarans í sæti {number} er ekki einn af styrkleikum þessa leiks.</translation>
        </message>
        <message>
            <source>Seat {number} is a person's and has no bot level.</source>
            <translation>Sæti {number} tilheyrir manneskju og hefur engan styrkleika tölvuspilara.</translation>
        </message>
        <message>
            <source>Your last move showed something that was hidden (a draw, a deal, a roll or the choices), so it can't be undone.</source>
            <translation>Síðasti leikurinn þinn sýndi eitthvað sem var hulið (drátt, gjöf, kast eða valið), svo ekki er hægt að afturkalla hann.</translation>
        </message>
        <message>
            <source>Undo is turned off for this game.</source>
            <translation>Slökkt er á afturköllun í þessum leik.</translation>
        </message>
        <message>
            <source>The game is over, so moves can't be undone.</source>
            <translation>Leiknum er lokið, svo ekki er hægt að afturkalla leiki.</translation>
        </message>
        <message>
            <source>Nothing has been played yet, so there is nothing to undo.</source>
            <translation>Ekkert hefur verið leikið enn, svo það er ekkert til að afturkalla.</translation>
        </message>
    </context>
    <context>
        <name>GameSession</name>
        <message>
            <source>A finished game of {game} could not be recorded ({reason}); its autosave is kept and the next start tries again.</source>
            <translation>Ekki tókst að skrá kláraðan leik í {game} ({reason}); sjálfvistun hans er geymd og reynt verður aftur við næstu ræsingu.</translation>
        </message>
        <message>
            <source>That seat is played by a bot.</source>
            <translation>Tölvuspilari spilar þetta sæti.</translation>
        </message>
        <message>
            <source>Undo your last move ({move}).</source>
            <translation>Afturkalla síðasta leikinn þinn ({move}).</translation>
        </message>
        <message>
            <source>Undo your last move ({move}) and the bots' moves after it.</source>
            <translation>Afturkalla síðasta leikinn þinn ({move}) og leiki tölvuspilaranna á eftir honum.</translation>
        </message>
        <message>
            <source>Undo your last move ({move}). You have seen what was drawn since, so this game then becomes a practice game.</source>
            <translation>Afturkalla síðasta leikinn þinn ({move}). Þú hefur séð það sem dregið hefur verið síðan, svo þessi leikur verður þá æfingaleikur.</translation>
        </message>
        <message>
            <source>Undo your last move ({move}) and the bots' moves after it. You have seen what was drawn since, so this game then becomes a practice game.</source>
            <translation>Afturkalla síðasta leikinn þinn ({move}) og leiki tölvuspilaranna á eftir honum. Þú hefur séð það sem dregið hefur verið síðan, svo þessi leikur verður þá æfingaleikur.</translation>
        </message>
        <message>
            <source>Your last move was undone: it is your turn again.</source>
            <translation>Síðasti leikurinn þinn var afturkallaður: þú átt leik aftur.</translation>
        </message>
        <message>
            <source>Your last move was undone: it is your turn again. This is a practice game now, because you had seen what came after that move.</source>
            <translation>Síðasti leikurinn þinn var afturkallaður: þú átt leik aftur. Þetta er nú æfingaleikur, af því að þú hafðir séð hvað kom á eftir þeim leik.</translation>
        </message>
        <message>
            <source>There is no such seat at this table.</source>
            <translation>Ekkert slíkt sæti er við þetta borð.</translation>
        </message>
        <message>
            <source>That is not a move in this game.</source>
            <translation>Þetta er ekki leikur sem þessi leikur þekkir.</translation>
        </message>
        <message>
            <source>A hint is for a person at this screen whose move it is.</source>
            <translation>Vísbending er fyrir manneskju við þennan skjá sem á leik.</translation>
        </message>
        <message>
            <source>A hint is already being looked for.</source>
            <translation>Þegar er verið að leita að vísbendingu.</translation>
        </message>
        <message>
            <source>No hint could be found this time.</source>
            <translation>Engin vísbending fannst í þetta sinn.</translation>
        </message>
        <message>
            <source>This game has been closed.</source>
            <translation>Þessum leik hefur verið lokað.</translation>
        </message>
        <message>
            <source>Your bot had a problem and plays the first move it can.</source>
            <translation>Tölvuspilarinn þinn lenti í vandræðum og leikur fyrsta mögulega leik.</translation>
        </message>
        <message>
            <source>{name} (bot) had a problem and plays the first move it can.</source>
            <translation>{name} (tölvuspilari) lenti í vandræðum og leikur fyrsta mögulega leik.</translation>
        </message>
        <message>
            <source>The game could not be autosaved: {error}</source>
            <translation>Ekki tókst að sjálfvista leikinn: {error}</translation>
        </message>
        <message>
            <source>The finished game could not be recorded: {error}</source>
            <translation>Ekki tókst að skrá kláraða leikinn: {error}</translation>
        </message>
        <message>
            <source>The finished game could not be recorded ({reason}); its autosave from before the last move is kept: continue it from the home screen to finish it again.</source>
            <translation>Ekki tókst að skrá kláraða leikinn ({reason}); sjálfvistun hans frá því fyrir síðasta leik er geymd: haltu honum áfram af heimaskjánum til að ljúka honum aftur.</translation>
        </message>
        <message>
            <source>The finished game could not be recorded ({reason}), and there is no autosave of it either.</source>
            <translation>Ekki tókst að skrá kláraða leikinn ({reason}) og engin sjálfvistun er heldur til af honum.</translation>
        </message>
        <message>
            <source>The finished game could not be recorded ({reason}); it is kept in its autosave, and the app records it as soon as it can.</source>
            <translation>Ekki tókst að skrá kláraða leikinn ({reason}); hann er geymdur í sjálfvistun sinni og forritið skráir hann um leið og það getur.</translation>
        </message>
        <message>
            <source>The bots' helper process is not available ({why}); the bots think inside the app instead, so the window may react more slowly while they do.</source>
            <translation>Hjálparferli tölvuspilaranna er ekki tiltækt ({why}); tölvuspilararnir hugsa í staðinn inni í forritinu, svo glugginn gæti brugðist hægar við á meðan.</translation>
        </message>
        <message>
            <source>Undo is turned off for this game.</source>
            <translation>Slökkt er á afturköllun í þessum leik.</translation>
        </message>
        <message>
            <source>Only a person can undo a move.</source>
            <translation>Aðeins manneskja getur afturkallað leik.</translation>
        </message>
        <message>
            <source>You have not confirmed a move yet, so there is nothing to undo.</source>
            <translation>Þú hefur ekki staðfest neinn leik enn, svo það er ekkert til að afturkalla.</translation>
        </message>
        <message>
            <source>The game is over, so moves can't be undone.</source>
            <translation>Leiknum er lokið, svo ekki er hægt að afturkalla leiki.</translation>
        </message>
        <message>
            <source>Your last move drew new tiles from the bag, so it can't be undone: moves can be undone once nothing is drawn after them.</source>
            <translation>Í síðasta leik þínum dróstu nýjar flísar úr pokanum, svo ekki er hægt að afturkalla hann: aðeins er hægt að afturkalla leik meðan ekkert hefur verið dregið á eftir honum.</translation>
        </message>
        <message>
            <source>Another player drew from the bag after your move, so it can't be undone: moves can be undone once nothing is drawn after them.</source>
            <translation>Annar leikmaður dró úr pokanum eftir leikinn þinn, svo ekki er hægt að afturkalla hann: aðeins er hægt að afturkalla leik meðan ekkert hefur verið dregið á eftir honum.</translation>
        </message>
    </context>
    <context>
        <name>RemoteSession</name>
        <message>
            <source>Connecting to the table…</source>
            <translation>Tengist borðinu…</translation>
        </message>
        <message>
            <source>Connected to the table.</source>
            <translation>Tengt við borðið.</translation>
        </message>
        <message>
            <source>The connection to the table was lost ({why}). Connecting again in {delay} s…</source>
            <translation>Tengingin við borðið rofnaði ({why}). Tengist aftur eftir {delay} s…</translation>
        </message>
        <message>
            <source>The connection to the table was lost ({why}). Connecting again…</source>
            <translation>Tengingin við borðið rofnaði ({why}). Tengist aftur…</translation>
        </message>
        <message>
            <source>The table cannot be reached ({why}). Trying again in {delay} s…</source>
            <translation>Ekki næst samband við borðið ({why}). Reynir aftur eftir {delay} s…</translation>
        </message>
        <message>
            <source>The table cannot be reached ({why}). Trying again…</source>
            <translation>Ekki næst samband við borðið ({why}). Reynir aftur…</translation>
        </message>
        <message>
            <source>You left the table.</source>
            <translation>Þú yfirgafst borðið.</translation>
        </message>
        <message>
            <source>The table speaks another version of the network protocol ({theirs}; this app speaks {ours}): both computers need the same version of the app.</source>
            <translation>Borðið talar aðra útgáfu af netsamskiptareglunum ({theirs}; þetta forrit talar {ours}): báðar tölvurnar þurfa sömu útgáfu af forritinu.</translation>
        </message>
        <message>
            <source>The other computer did not answer as a table of this app does.</source>
            <translation>Hin tölvan svaraði ekki eins og borð í þessu forriti gerir.</translation>
        </message>
        <message>
            <source>The connection to the table failed.</source>
            <translation>Tengingin við borðið mistókst.</translation>
        </message>
        <message>
            <source>the connection was closed</source>
            <comment>why a connection ended, inside a sentence</comment>
            <translation>tengingunni var lokað</translation>
        </message>
        <message>
            <source>the table closed the connection</source>
            <translation>borðið lokaði tengingunni</translation>
        </message>
        <message>
            <source>the other computer does not answer</source>
            <translation>hin tölvan svarar ekki</translation>
        </message>
        <message>
            <source>the other computer took too long to answer</source>
            <translation>hin tölvan var of lengi að svara</translation>
        </message>
        <message>
            <source>the address is not one a table can have</source>
            <translation>vistfangið er ekki vistfang sem borð getur haft</translation>
        </message>
        <message>
            <source>the other computer refused the connection ({code})</source>
            <translation>hin tölvan hafnaði tengingunni ({code})</translation>
        </message>
        <message>
            <source>the network cut the connection</source>
            <translation>netið rauf tenginguna</translation>
        </message>
        <message>
            <source>the secure connection could not be set up</source>
            <translation>ekki tókst að koma á öruggri tengingu</translation>
        </message>
        <message>
            <source>the network failed</source>
            <translation>netið bilaði</translation>
        </message>
        <message>
            <source>the connection failed</source>
            <translation>tengingin mistókst</translation>
        </message>
        <message>
            <source>That is not the address of a table: it looks like ws://HOST:PORT/room/CODE.</source>
            <translation>Þetta er ekki vistfang borðs: það lítur út eins og ws://HOST:PORT/room/CODE.</translation>
        </message>
        <message>
            <source>There is no table at that address with that room code. Check the code and the address.</source>
            <translation>Ekkert borð með þessum herbergiskóða er á þessu vistfangi. Athugaðu kóðann og vistfangið.</translation>
        </message>
        <message>
            <source>The table's certificate is not one this computer trusts, so the connection was not made ({why}).</source>
            <translation>Þessi tölva treystir ekki skilríkjum borðsins, svo tengingunni var ekki komið á ({why}).</translation>
        </message>
        <message>
            <source>it could not be checked</source>
            <translation>ekki var hægt að athuga þau</translation>
        </message>
        <message>
            <source>Nobody has taken this seat yet.</source>
            <translation>Enginn hefur tekið þetta sæti enn.</translation>
        </message>
        <message>
            <source>Online.</source>
            <translation>Með tengingu.</translation>
        </message>
        <message>
            <source>Reconnecting…</source>
            <translation>Tengist aftur…</translation>
        </message>
        <message>
            <source>Left the table.</source>
            <translation>Yfirgaf borðið.</translation>
        </message>
        <message>
            <source>Played by a bot.</source>
            <translation>Tölvuspilari spilar.</translation>
        </message>
        <message>
            <source>{name} is connected again.</source>
            <translation>{name} er aftur með tengingu.</translation>
        </message>
        <message>
            <source>{name} lost the connection; waiting for them to come back.</source>
            <translation>{name} missti tenginguna; beðið er eftir að viðkomandi komi aftur.</translation>
        </message>
        <message>
            <source>{name} left the table.</source>
            <translation>{name} yfirgaf borðið.</translation>
        </message>
        <message>
            <source>{name}'s seat is played by a bot now.</source>
            <translation>Tölvuspilari spilar nú sæti {name}.</translation>
        </message>
        <message>
            <source>{name} has come to the table.</source>
            <translation>{name} hefur sest við borðið.</translation>
        </message>
        <message>
            <source>The game has not started yet.</source>
            <translation>Leikurinn er ekki hafinn enn.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Leiknum er lokið.</translation>
        </message>
        <message>
            <source>The connection to the table is not there just now, so nothing was sent. Play again once it is back.</source>
            <translation>Tengingin við borðið er ekki til staðar í augnablikinu, svo ekkert var sent. Gerðu leikinn aftur þegar hún er komin á.</translation>
        </message>
        <message>
            <source>This computer is no longer at the table, so nothing was sent. {why}</source>
            <translation>Þessi tölva er ekki lengur við borðið, svo ekkert var sent. {why}</translation>
        </message>
        <message>
            <source>That seat is played at another computer.</source>
            <translation>Þetta sæti er spilað á annarri tölvu.</translation>
        </message>
        <message>
            <source>It is not that seat's turn.</source>
            <translation>Þetta sæti á ekki leik.</translation>
        </message>
        <message>
            <source>Your move is on its way to the table.</source>
            <translation>Leikurinn þinn er á leiðinni til borðsins.</translation>
        </message>
        <message>
            <source>Your undo is on its way to the table.</source>
            <translation>Afturköllunin þín er á leiðinni til borðsins.</translation>
        </message>
        <message>
            <source>That is not a move in this game.</source>
            <translation>Þetta er ekki leikur sem þessi leikur þekkir.</translation>
        </message>
        <message>
            <source>A hint is for a person at this screen whose move it is.</source>
            <translation>Vísbending er fyrir manneskju við þennan skjá sem á leik.</translation>
        </message>
        <message>
            <source>A hint is already being looked for.</source>
            <translation>Þegar er verið að leita að vísbendingu.</translation>
        </message>
        <message>
            <source>The connection went before your move reached the table. The table is shown as it is once the connection is back; play your move then if it is missing.</source>
            <translation>Tengingin rofnaði áður en leikurinn þinn náði til borðsins. Borðið er sýnt eins og það er þegar tengingin er komin á aftur; gerðu þá leikinn aftur ef hann vantar.</translation>
        </message>
        <message>
            <source>Only the computer that hosts the table can do that.</source>
            <translation>Aðeins tölvan sem hýsir borðið getur gert þetta.</translation>
        </message>
        <message>
            <source>The table sent something this app cannot read ({why}); the table is shown as it was.</source>
            <translation>Borðið sendi eitthvað sem þetta forrit getur ekki lesið ({why}); borðið er sýnt eins og það var.</translation>
        </message>
        <message>
            <source>The table speaks another version of the network protocol: both computers need the same version of the app.</source>
            <translation>Borðið talar aðra útgáfu af netsamskiptareglunum: báðar tölvurnar þurfa sömu útgáfu af forritinu.</translation>
        </message>
        <message>
            <source>There is no table with that room code. Check the code and the address.</source>
            <translation>Ekkert borð er með þessum herbergiskóða. Athugaðu kóðann og vistfangið.</translation>
        </message>
        <message>
            <source>This computer's seat at that table is not known there any more.</source>
            <translation>Sæti þessarar tölvu við borðið er ekki lengur þekkt þar.</translation>
        </message>
        <message>
            <source>Every seat at that table is taken.</source>
            <translation>Öll sæti við þetta borð eru tekin.</translation>
        </message>
        <message>
            <source>That name cannot be used: give one of 1 to 40 letters.</source>
            <translation>Ekki er hægt að nota þetta nafn: gefðu nafn með 1 til 40 stöfum.</translation>
        </message>
        <message>
            <source>Too many wrong codes from this computer: wait a minute and try again.</source>
            <translation>Of margir rangir kóðar frá þessari tölvu: bíddu í mínútu og reyndu aftur.</translation>
        </message>
        <message>
            <source>The table's server is full just now: try again later.</source>
            <translation>Netþjónn borðsins er fullur í augnablikinu: reyndu aftur síðar.</translation>
        </message>
        <message>
            <source>That game has already started.</source>
            <translation>Þessi leikur er þegar hafinn.</translation>
        </message>
        <message>
            <source>That seat is not yours.</source>
            <translation>Þetta sæti er ekki þitt.</translation>
        </message>
        <message>
            <source>The rules do not allow that move.</source>
            <translation>Reglurnar leyfa ekki þennan leik.</translation>
        </message>
        <message>
            <source>Only your own last move can be undone, before anybody else has played.</source>
            <translation>Aðeins er hægt að afturkalla þinn eigin síðasta leik, áður en nokkur annar hefur leikið.</translation>
        </message>
        <message>
            <source>That request was already answered.</source>
            <translation>Þessari beiðni hefur þegar verið svarað.</translation>
        </message>
        <message>
            <source>Too many requests at once: wait a moment and try again.</source>
            <translation>Of margar beiðnir í einu: bíddu augnablik og reyndu aftur.</translation>
        </message>
        <message>
            <source>The table refused that.</source>
            <translation>Borðið hafnaði þessu.</translation>
        </message>
        <message>
            <source>The finished game could not be kept in this computer's statistics: {why}</source>
            <translation>Ekki tókst að geyma kláraða leikinn í tölfræði þessarar tölvu: {why}</translation>
        </message>
    </context>
    <context>
        <name>storage</name>
        <message>
            <source>{problem} It is left as it is for that version, and cannot be continued here.</source>
            <translation>{problem} Hún er látin óbreytt fyrir þá útgáfu og ekki er hægt að halda leiknum áfram hér.</translation>
        </message>
        <message>
            <source>{problem} The game cannot be continued.</source>
            <translation>{problem} Ekki er hægt að halda leiknum áfram.</translation>
        </message>
        <message>
            <source>{name} is a folder, not a file.</source>
            <translation>{name} er mappa, ekki skrá.</translation>
        </message>
        <message>
            <source>{name} is not an ordinary file (it is a pipe, a device or a socket), so it is not read.</source>
            <translation>{name} er ekki venjuleg skrá (hún er pípa, tæki eða sökkull), svo hún er ekki lesin.</translation>
        </message>
        <message>
            <source>settings file</source>
            <translation>stillingaskrá</translation>
        </message>
        <message>
            <source>a settings file</source>
            <translation>stillingaskrá</translation>
        </message>
        <message>
            <source>saved game</source>
            <translation>vistunarskrá</translation>
        </message>
        <message>
            <source>a saved game</source>
            <translation>vistunarskrá</translation>
        </message>
        <message>
            <source>autosaved game</source>
            <translation>sjálfvistunarskrá</translation>
        </message>
        <message>
            <source>an autosaved game</source>
            <translation>sjálfvistunarskrá</translation>
        </message>
        <message>
            <source>game record</source>
            <translation>leikskrá</translation>
        </message>
        <message>
            <source>a game record</source>
            <translation>leikskrá</translation>
        </message>
        <message>
            <source>word-list settings file</source>
            <translation>stillingaskrá orðalista</translation>
        </message>
        <message>
            <source>a word-list settings file</source>
            <translation>stillingaskrá orðalista</translation>
        </message>
        <message>
            <source>file</source>
            <translation>skrá</translation>
        </message>
        <message>
            <source>a file</source>
            <translation>skrá</translation>
        </message>
        <message>
            <source>file of another kind</source>
            <translation>skrá af annarri gerð</translation>
        </message>
        <message>
            <source>a file of another kind</source>
            <translation>skrá af annarri gerð</translation>
        </message>
        <message>
            <source>This {what} cannot be read (it is not an ordinary file).</source>
            <translation>Ekki er hægt að lesa þessa {what} (hún er ekki venjuleg skrá).</translation>
        </message>
        <message>
            <source>it is not an ordinary file</source>
            <translation>hún er ekki venjuleg skrá</translation>
        </message>
        <message>
            <source>This {what} cannot be found ({file}).</source>
            <translation>Þessi {what} finnst ekki ({file}).</translation>
        </message>
        <message>
            <source>it does not exist</source>
            <translation>hún er ekki til</translation>
        </message>
        <message>
            <source>This {what} cannot be read (it is a folder).</source>
            <translation>Ekki er hægt að lesa þessa {what} (hún er mappa).</translation>
        </message>
        <message>
            <source>it is a folder</source>
            <translation>hún er mappa</translation>
        </message>
        <message>
            <source>This {what} cannot be read ({reason}).</source>
            <translation>Ekki er hægt að lesa þessa {what} ({reason}).</translation>
        </message>
        <message>
            <source>it is larger than {size} MB, far too large to be genuine</source>
            <translation>hún er stærri en {size} MB, allt of stór til að vera ósvikin</translation>
        </message>
        <message>
            <source>it is larger than {size} KB, far too large to be genuine</source>
            <translation>hún er stærri en {size} KB, allt of stór til að vera ósvikin</translation>
        </message>
        <message>
            <source>it is empty</source>
            <translation>hún er tóm</translation>
        </message>
        <message>
            <source>it ends too early</source>
            <translation>hún endar of snemma</translation>
        </message>
        <message>
            <source>it is not text</source>
            <translation>hún er ekki texti</translation>
        </message>
        <message>
            <source>it is nested too deeply</source>
            <translation>hún er of djúpt hreiðruð</translation>
        </message>
        <message>
            <source>its contents are garbled at line {line}</source>
            <translation>innihald hennar er brenglað í línu {line}</translation>
        </message>
        <message>
            <source>it holds an impossible number</source>
            <translation>í henni er ómöguleg tala</translation>
        </message>
        <message>
            <source>This file is a Tabletop Desktop {other}, not {what}.</source>
            <comment>{what} is the kind of file wanted, with its article ('a saved game')</comment>
            <translation>Þessi skrá er {other} frá Tabletop Desktop, ekki {what}.</translation>
        </message>
        <message>
            <source>it is a Tabletop Desktop {other}</source>
            <translation>hún er {other} frá Tabletop Desktop</translation>
        </message>
        <message>
            <source>its version number is missing</source>
            <translation>útgáfunúmer hennar vantar</translation>
        </message>
        <message>
            <source>This {what} was made by a newer version of Tabletop Desktop (format {version}; this version reads up to format {most}).</source>
            <translation>Þessi {what} var búin til í nýrri útgáfu af Tabletop Desktop (snið {version}; þessi útgáfa les allt að sniði {most}).</translation>
        </message>
        <message>
            <source>it was made by a newer version of Tabletop Desktop</source>
            <translation>hún var búin til í nýrri útgáfu af Tabletop Desktop</translation>
        </message>
        <message>
            <source>This {what} is damaged ({reason}).</source>
            <translation>Þessi {what} er skemmd ({reason}).</translation>
        </message>
        <message>
            <source>This file is not a Tabletop Desktop {what}.</source>
            <translation>Þessi skrá er ekki {what} frá Tabletop Desktop.</translation>
        </message>
        <message>
            <source>it is not a Tabletop Desktop file</source>
            <translation>hún er ekki skrá frá Tabletop Desktop</translation>
        </message>
        <message>
            <source>{problem}; it could not be set aside ({error}).</source>
            <comment>{problem} is a sentence without its full stop</comment>
            <translation>{problem}; ekki tókst að leggja hana til hliðar ({error}).</translation>
        </message>
        <message>
            <source>{problem} and was set aside as {file}.</source>
            <comment>{problem} is a sentence without its full stop</comment>
            <translation>{problem} og var lögð til hliðar sem {file}.</translation>
        </message>
        <message>
            <source>settings</source>
            <comment>a folder's name</comment>
            <translation>stillingar</translation>
        </message>
        <message>
            <source>data</source>
            <comment>a folder's name</comment>
            <translation>gögn</translation>
        </message>
        <message>
            <source>state</source>
            <comment>a folder's name</comment>
            <translation>staða</translation>
        </message>
        <message>
            <source>log</source>
            <comment>a folder's name</comment>
            <translation>annáll</translation>
        </message>
        <message>
            <source>game records</source>
            <comment>a folder's name</comment>
            <translation>leikskrár</translation>
        </message>
        <message>
            <source>autosaves</source>
            <comment>a folder's name</comment>
            <translation>sjálfvistanir</translation>
        </message>
        <message>
            <source>The {what} folder {folder} cannot be used: {file} is a file, not a folder. Move that file away so Tabletop Desktop can keep your games.</source>
            <translation>Ekki er hægt að nota möppuna {folder} ({what}): {file} er skrá, ekki mappa. Færðu þá skrá burt svo að Tabletop Desktop geti geymt leikina þína.</translation>
        </message>
        <message>
            <source>The {what} folder {folder} cannot be created ({error}).</source>
            <translation>Ekki er hægt að búa til möppuna {folder} ({what}) ({error}).</translation>
        </message>
        <message>
            <source>its summary is missing</source>
            <translation>samantekt hennar vantar</translation>
        </message>
        <message>
            <source>it names no game</source>
            <translation>hún nefnir engan leik</translation>
        </message>
        <message>
            <source>its seats are missing</source>
            <translation>sætin vantar</translation>
        </message>
        <message>
            <source>it lists {count} seats; no game takes more than {MAX_SEATS}</source>
            <translation>hún telur upp {count} sæti; enginn leikur tekur fleiri en {MAX_SEATS}</translation>
        </message>
        <message>
            <source>seat {number} is not described</source>
            <translation>sæti {number} er ekki lýst</translation>
        </message>
        <message>
            <source>seat {number} is neither a person nor a bot</source>
            <translation>sæti {number} er hvorki manneskja né tölvuspilari</translation>
        </message>
        <message>
            <source>seat {number} has no usable name</source>
            <translation>sæti {number} hefur ekkert nothæft nafn</translation>
        </message>
        <message>
            <source>seat {number}'s score is not a whole number</source>
            <translation>stig sætis {number} eru ekki heil tala</translation>
        </message>
        <message>
            <source>seat {number}'s result is missing</source>
            <translation>úrslit sætis {number} vantar</translation>
        </message>
        <message>
            <source>seat {number}'s hints are garbled</source>
            <translation>vísbendingar sætis {number} eru brenglaðar</translation>
        </message>
        <message>
            <source>its best move is garbled</source>
            <translation>besti leikurinn er brenglaður</translation>
        </message>
        <message>
            <source>its number of moves is garbled</source>
            <translation>fjöldi leikja er brenglaður</translation>
        </message>
        <message>
            <source>its ending is garbled</source>
            <translation>leikslokin eru brengluð</translation>
        </message>
        <message>
            <source>its practice mark is garbled</source>
            <translation>æfingamerkið er brenglað</translation>
        </message>
        <message>
            <source>its extras are garbled</source>
            <translation>aukagögnin eru brengluð</translation>
        </message>
        <message>
            <source>its network table is garbled</source>
            <translation>netborðið er brenglað</translation>
        </message>
        <message>
            <source>this record does not keep the seats it was played with</source>
            <translation>þessi skrá geymir ekki sætin sem spilað var með</translation>
        </message>
        <message>
            <source>its set-up cannot be read ({reason})</source>
            <translation>ekki er hægt að lesa uppsetningu hennar ({reason})</translation>
        </message>
        <message>
            <source>The game records folder {folder} cannot be used.</source>
            <translation>Ekki er hægt að nota möppuna með leikskrám, {folder}.</translation>
        </message>
        <message>
            <source>The game record {file} cannot be written.</source>
            <translation>Ekki er hægt að skrifa leikskrána {file}.</translation>
        </message>
        <message>
            <source>The game records folder {folder} cannot be read.</source>
            <translation>Ekki er hægt að lesa möppuna með leikskrám, {folder}.</translation>
        </message>
        <message>
            <source>{problem}; it is left out of the statistics.</source>
            <comment>{problem} is a sentence without its full stop</comment>
            <translation>{problem}; hún er ekki tekin með í tölfræðina.</translation>
        </message>
        <message>
            <source>{problem} It is left out of the statistics.</source>
            <translation>{problem} Hún er ekki tekin með í tölfræðina.</translation>
        </message>
        <message>
            <source>{list}, {item}</source>
            <comment>a list going on</comment>
            <translation>{list}, {item}</translation>
        </message>
        <message>
            <source>the set-up is missing</source>
            <translation>uppsetninguna vantar</translation>
        </message>
        <message>
            <source>it is for a game this version does not have: {game}</source>
            <translation>hún er fyrir leik sem þessi útgáfa hefur ekki: {game}</translation>
        </message>
        <message>
            <source>the seats are missing</source>
            <translation>sætin vantar</translation>
        </message>
        <message>
            <source>{name} takes {min_seats} to {max_seats} players; this file has {count}</source>
            <translation>{name} er fyrir {min_seats} til {max_seats} leikmenn; í þessari skrá eru {count}</translation>
        </message>
        <message>
            <source>seat {number} is a bot of a level {name} does not have</source>
            <translation>sæti {number} er tölvuspilari af styrkleika sem {name} hefur ekki</translation>
        </message>
        <message>
            <source>seat {number} is a person with a bot level</source>
            <translation>sæti {number} er manneskja með styrkleika tölvuspilara</translation>
        </message>
        <message>
            <source>the options are not a list of choices</source>
            <translation>valkostirnir eru ekki listi af vali</translation>
        </message>
        <message>
            <source>its options are not valid: {reason}</source>
            <translation>valkostirnir eru ógildir: {reason}</translation>
        </message>
        <message>
            <source>its seed is not a whole number</source>
            <translation>fræ hennar er ekki heil tala</translation>
        </message>
        <message>
            <source>its option {label} names no seat</source>
            <translation>valkosturinn {label} nefnir ekkert sæti</translation>
        </message>
        <message>
            <source>its option {option} is out of range</source>
            <translation>valkosturinn {option} er utan marka</translation>
        </message>
        <message>
            <source>its moves belong to a different game</source>
            <translation>leikirnir tilheyra öðrum leik</translation>
        </message>
        <message>
            <source>its moves were played with different options</source>
            <translation>leikirnir voru spilaðir með öðrum valkostum</translation>
        </message>
        <message>
            <source>it holds more than {MAX_ACTIONS} moves</source>
            <translation>í henni eru fleiri en {MAX_ACTIONS} leikir</translation>
        </message>
        <message>
            <source>its summary of the position is missing</source>
            <translation>samantekt stöðunnar vantar</translation>
        </message>
        <message>
            <source>its moves cannot be replayed ({__name__})</source>
            <translation>ekki er hægt að spila leikina aftur ({__name__})</translation>
        </message>
        <message>
            <source>its moves do not lead to the position it claims</source>
            <translation>leikirnir leiða ekki til stöðunnar sem hún segir</translation>
        </message>
        <message>
            <source>its count of hints is garbled</source>
            <translation>fjöldi vísbendinga er brenglaður</translation>
        </message>
        <message>
            <source>animation speed</source>
            <comment>a setting</comment>
            <translation>hraði hreyfinga</translation>
        </message>
        <message>
            <source>bot speed</source>
            <comment>a setting</comment>
            <translation>hraði tölvuspilara</translation>
        </message>
        <message>
            <source>theme</source>
            <comment>a setting</comment>
            <translation>þema</translation>
        </message>
        <message>
            <source>colour-blind help</source>
            <comment>a setting</comment>
            <translation>aðstoð við litblindu</translation>
        </message>
        <message>
            <source>reduce motion</source>
            <comment>a setting</comment>
            <translation>minni hreyfing</translation>
        </message>
        <message>
            <source>new-game choices</source>
            <comment>a setting</comment>
            <translation>val fyrir nýjan leik</translation>
        </message>
        <message>
            <source>window size</source>
            <comment>a setting</comment>
            <translation>gluggastærð</translation>
        </message>
        <message>
            <source>last game</source>
            <comment>a setting</comment>
            <translation>síðasti leikur</translation>
        </message>
        <message>
            <source>last folder</source>
            <comment>a setting</comment>
            <translation>síðasta mappa</translation>
        </message>
        <message>
            <source>language</source>
            <comment>a setting</comment>
            <translation>tungumál</translation>
        </message>
        <message>
            <source>{problem} It is left as it is for that version: this version uses default settings, and changes made here last until you quit.</source>
            <translation>{problem} Hún er látin óbreytt fyrir þá útgáfu: þessi útgáfa notar sjálfgefnar stillingar og breytingar sem gerðar eru hér gilda þar til þú hættir.</translation>
        </message>
        <message>
            <source>{problem} Default settings are used.</source>
            <translation>{problem} Sjálfgefnar stillingar eru notaðar.</translation>
        </message>
        <message>
            <source>Some settings had values this version does not understand and were reset to their defaults: {settings}.</source>
            <translation>Sumar stillingar höfðu gildi sem þessi útgáfa skilur ekki og voru færðar í sjálfgefið gildi: {settings}.</translation>
        </message>
        <message>
            <source>Line {number}: “{line}” — {reason}</source>
            <translation>Lína {number}: „{line}“ — {reason}</translation>
        </message>
        <message>
            <source>{name} holds one word the cards can spell.</source>
            <translation>Í {name} er eitt orð sem spilin geta myndað.</translation>
        </message>
        <message>
            <source>{name} holds {count} words the cards can spell.</source>
            <translation>Í {name} eru {count} orð sem spilin geta myndað.</translation>
        </message>
        <message>
            <source>One word is listed twice; it counts once.</source>
            <translation>Eitt orð er skráð tvisvar; það telst einu sinni.</translation>
        </message>
        <message>
            <source>{count} words are listed more than once; each counts once.</source>
            <translation>{count} orð eru skráð oftar en einu sinni; hvert telst einu sinni.</translation>
        </message>
        <message>
            <source>One line is skipped: it is not a word the cards can spell.</source>
            <translation>Einni línu er sleppt: hún er ekki orð sem spilin geta myndað.</translation>
        </message>
        <message>
            <source>{count} lines are skipped: they are not words the cards can spell.</source>
            <translation>{count} línum er sleppt: þær eru ekki orð sem spilin geta myndað.</translation>
        </message>
        <message>
            <source>One word was imported from {name}.</source>
            <translation>Eitt orð var flutt inn úr {name}.</translation>
        </message>
        <message>
            <source>{count} words were imported from {name}.</source>
            <translation>{count} orð voru flutt inn úr {name}.</translation>
        </message>
        <message>
            <source>One more line is skipped.</source>
            <translation>Einni línu í viðbót er sleppt.</translation>
        </message>
        <message>
            <source>{count} more lines are skipped.</source>
            <translation>{count} línum í viðbót er sleppt.</translation>
        </message>
        <message>
            <source>{name} is too large for a word list: it is over {size} MB.</source>
            <translation>{name} er of stór fyrir orðalista: hún er yfir {size} MB.</translation>
        </message>
        <message>
            <source>{name} has more than {lines} lines; a word list may hold at most {words} words.</source>
            <translation>Í {name} eru fleiri en {lines} línur; orðalisti má í mesta lagi hafa {words} orð.</translation>
        </message>
        <message>
            <source>{name} is not a text file: it holds NUL characters (line {line}). A list saved as UTF-16 needs its byte-order mark; saving it as UTF-8 text always works.</source>
            <translation>{name} er ekki textaskrá: í henni eru NUL-stafir (lína {line}). Listi sem vistaður er sem UTF-16 þarf bætaröðunarmerki; það virkar alltaf að vista hann sem UTF-8 texta.</translation>
        </message>
        <message>
            <source>{name} is not {encoding} text: more than {most} of its lines cannot be read as text (line {line} is one). Save it as UTF-8 text and import it again.</source>
            <translation>{name} er ekki {encoding} texti: ekki er hægt að lesa fleiri en {most} af línunum sem texta (lína {line} er ein þeirra). Vistaðu skrána sem UTF-8 texta og flyttu hana inn aftur.</translation>
        </message>
        <message>
            <source>it is not {encoding} text</source>
            <translation>hún er ekki {encoding} texti</translation>
        </message>
        <message>
            <source>{name} holds more than {words} words, the most a list may hold (a new game with more would be slow to start).</source>
            <translation>Í {name} eru fleiri en {words} orð, sem er hámarkið fyrir lista (nýr leikur með fleiri orðum væri lengi að hefjast).</translation>
        </message>
        <message>
            <source>{name} holds no word: it is empty, or holds only blank lines and comments.</source>
            <translation>Í {name} er ekkert orð: skráin er tóm eða í henni eru aðeins auðar línur og athugasemdir.</translation>
        </message>
        <message>
            <source>{name} holds no word the cards can spell: its one line is skipped (see why below).</source>
            <translation>Í {name} er ekkert orð sem spilin geta myndað: einu línunni er sleppt (sjá ástæðuna hér fyrir neðan).</translation>
        </message>
        <message>
            <source>{name} holds no word the cards can spell: all its {count} lines are skipped (see why below).</source>
            <translation>Í {name} er ekkert orð sem spilin geta myndað: öllum {count} línunum er sleppt (sjá ástæðuna hér fyrir neðan).</translation>
        </message>
        <message>
            <source>{name} does not look like a word list: {bad} of its {lines} lines are not words the cards can spell (see why below).</source>
            <translation>{name} lítur ekki út eins og orðalisti: {bad} af {lines} línum eru ekki orð sem spilin geta myndað (sjá ástæðuna hér fyrir neðan).</translation>
        </message>
        <message>
            <source>{name} is too large to play with: its {words} words would not fit in a saved game.</source>
            <translation>{name} er of stór til að spila með: {words} orð kæmust ekki fyrir í vistuðum leik.</translation>
        </message>
        <message>
            <source>it has a space: one word per line</source>
            <translation>í því er bil: eitt orð í hverri línu</translation>
        </message>
        <message>
            <source>it has a hyphen (hyphenated words don't count)</source>
            <translation>í því er bandstrik (orð með bandstriki teljast ekki)</translation>
        </message>
        <message>
            <source>it has an apostrophe (contractions don't count)</source>
            <translation>í því er úrfellingarmerki (samdregnar myndir teljast ekki)</translation>
        </message>
        <message>
            <source>it has a digit</source>
            <translation>í því er tölustafur</translation>
        </message>
        <message>
            <source>it has '{letter}', which no card shows</source>
            <translation>í því er „{letter}“, sem ekkert spil sýnir</translation>
        </message>
        <message>
            <source>a word needs at least 2 letters</source>
            <translation>orð þarf að minnsta kosti 2 stafi</translation>
        </message>
        <message>
            <source>it has {count} letters; no hand can spell more than {most}</source>
            <translation>í því eru {count} stafir; engin hönd getur myndað fleiri en {most}</translation>
        </message>
        <message>
            <source>it needs {count} '{letter}' cards; the deck has only {most}</source>
            <translation>það þarf {count} „{letter}“-spil; í stokknum eru aðeins {most}</translation>
        </message>
        <message>
            <source>it needs at least {count} cards; no hand lays down more than {most}</source>
            <translation>það þarf að minnsta kosti {count} spil; engin hönd leggur niður fleiri en {most}</translation>
        </message>
        <message>
            <source>{name} is larger than any list this app writes.</source>
            <translation>{name} er stærri en nokkur listi sem þetta forrit skrifar.</translation>
        </message>
        <message>
            <source>Your imported word list cannot be used: {reason}</source>
            <translation>Ekki er hægt að nota innflutta orðalistann þinn: {reason}</translation>
        </message>
        <message>
            <source>Your imported word list ({name}) is damaged: it is not plain text.</source>
            <translation>Innflutti orðalistinn þinn ({name}) er skemmdur: hann er ekki hreinn texti.</translation>
        </message>
        <message>
            <source>Your imported word list cannot be read ({error}).</source>
            <translation>Ekki er hægt að lesa innflutta orðalistann þinn ({error}).</translation>
        </message>
        <message>
            <source>Your imported word list ({name}) holds more words than a list may hold ({most}).</source>
            <translation>Í innflutta orðalistanum þínum ({name}) eru fleiri orð en listi má hafa ({most}).</translation>
        </message>
        <message>
            <source>{problem} It could not be set aside ({error}); import your list again.</source>
            <translation>{problem} Ekki tókst að leggja hann til hliðar ({error}); flyttu listann inn aftur.</translation>
        </message>
        <message>
            <source>{problem} It was set aside as {file}; import your list again.</source>
            <translation>{problem} Hann var lagður til hliðar sem {file}; flyttu listann inn aftur.</translation>
        </message>
        <message>
            <source>{word}: {problem}</source>
            <translation>{word}: {problem}</translation>
        </message>
        <message>
            <source>{problem}; it is left as it is and the default word lists are used (saving the word lists here replaces it).</source>
            <comment>{problem} is a sentence without its full stop</comment>
            <translation>{problem}; hún er látin óbreytt og sjálfgefnu orðalistarnir eru notaðir (ef orðalistarnir eru vistaðir hér kemur það í hennar stað).</translation>
        </message>
        <message>
            <source>{problem} The default word lists are used, without house words.</source>
            <translation>{problem} Sjálfgefnu orðalistarnir eru notaðir, án heimaorða.</translation>
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
            <translation>Leikskráning</translation>
        </message>
        <message>
            <source>Moves will appear here.</source>
            <translation>Leikirnir birtast hér.</translation>
        </message>
    </context>
    <context>
        <name>Scoreboard</name>
        <message numerus="yes">
            <source>%n points</source>
            <comment>a seat's score</comment>
            <translation>
                <numerusform>%n stig</numerusform>
                <numerusform>%n stig</numerusform>
            </translation>
        </message>
        <message>
            <source>{score} points</source>
            <comment>a seat's score below zero</comment>
            <translation>{score} stig</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Stig</translation>
        </message>
        <message>
            <source>The bag is empty</source>
            <translation>Pokinn er tómur</translation>
        </message>
        <message>
            <source>1 tile left in the bag</source>
            <translation>1 flís eftir í pokanum</translation>
        </message>
        <message numerus="yes">
            <source>%n tiles left in the bag</source>
            <translation>
                <numerusform>%n flís eftir í pokanum</numerusform>
                <numerusform>%n flísar eftir í pokanum</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SeatLabel</name>
        <message>
            <source>Person</source>
            <translation>Manneskja</translation>
        </message>
        <message>
            <source>Bot · {level}</source>
            <translation>Tölvuspilari · {level}</translation>
        </message>
    </context>
    <context>
        <name>Sentences</name>
        <message>
            <source>It is your turn.</source>
            <translation>Þú átt leik.</translation>
        </message>
        <message>
            <source>It is {name}'s turn.</source>
            <translation>{name} á leik.</translation>
        </message>
        <message>
            <source>Your turn.</source>
            <translation>Þú átt leik.</translation>
        </message>
        <message>
            <source>{name}'s turn.</source>
            <translation>{name} á leik.</translation>
        </message>
        <message>
            <source>You are thinking…</source>
            <translation>Þú ert að hugsa…</translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>{name} er að hugsa…</translation>
        </message>
        <message>
            <source>Your bot is thinking…</source>
            <translation>Tölvuspilarinn þinn er að hugsa…</translation>
        </message>
        <message>
            <source>Bot {name} is thinking…</source>
            <translation>Tölvuspilarinn {name} er að hugsa…</translation>
        </message>
        <message>
            <source>Waiting for you to play.</source>
            <translation>Beðið eftir að þú leikir.</translation>
        </message>
        <message>
            <source>Waiting for {name} to play.</source>
            <translation>Beðið eftir að {name} leiki.</translation>
        </message>
        <message>
            <source>Waiting for you to move.</source>
            <translation>Beðið eftir að þú leikir.</translation>
        </message>
        <message>
            <source>Waiting for {name} to move.</source>
            <translation>Beðið eftir að {name} leiki.</translation>
        </message>
        <message>
            <source>Waiting for you; you play next.</source>
            <translation>Beðið eftir þér; þú átt næsta leik.</translation>
        </message>
        <message>
            <source>Waiting for {name}; you play next.</source>
            <translation>Beðið eftir {name}; þú átt næsta leik.</translation>
        </message>
        <message>
            <source>Waiting for you to choose.</source>
            <translation>Beðið eftir að þú veljir.</translation>
        </message>
        <message>
            <source>Waiting for {name} to choose.</source>
            <translation>Beðið eftir að {name} velji.</translation>
        </message>
        <message>
            <source>Waiting for {names} to choose.</source>
            <translation>Beðið eftir að {names} velji.</translation>
        </message>
        <message>
            <source>You chose {choice}; waiting for you to choose.</source>
            <translation>Þú valdir {choice}; beðið eftir að þú veljir.</translation>
        </message>
        <message>
            <source>You chose {choice}; waiting for {name} to choose.</source>
            <translation>Þú valdir {choice}; beðið eftir að {name} velji.</translation>
        </message>
        <message>
            <source>You chose {choice}; waiting for {names} to choose.</source>
            <translation>Þú valdir {choice}; beðið eftir að {names} velji.</translation>
        </message>
        <message>
            <source>Pass the screen to you.</source>
            <translation>Láttu skjáinn ganga til þín.</translation>
        </message>
        <message>
            <source>Pass the screen to {name}.</source>
            <translation>Láttu skjáinn ganga til {name}.</translation>
        </message>
        <message>
            <source>Pass the screen to you</source>
            <translation>Láttu skjáinn ganga til þín</translation>
        </message>
        <message>
            <source>Pass the screen to {name}</source>
            <translation>Láttu skjáinn ganga til {name}</translation>
        </message>
        <message>
            <source>It is your turn: pass the screen to you.</source>
            <translation>Þú átt leik: láttu skjáinn ganga til þín.</translation>
        </message>
        <message>
            <source>It is {name}'s turn: pass the screen to {name}.</source>
            <translation>{name} á leik: láttu skjáinn ganga til {name}.</translation>
        </message>
        <message>
            <source>The pieces stay hidden until you are ready.</source>
            <translation>Höndin helst hulin þar til þú ert við skjáinn.</translation>
        </message>
        <message>
            <source>The pieces stay hidden until {name} is ready.</source>
            <translation>Höndin helst hulin þar til {name} er við skjáinn.</translation>
        </message>
        <message>
            <source>It's me, show my pieces</source>
            <translation>Þetta er ég, sýna höndina mína</translation>
        </message>
        <message>
            <source>I'm {name}, show my pieces</source>
            <translation>Ég er {name}, sýna höndina mína</translation>
        </message>
        <message>
            <source>Since your last turn</source>
            <translation>Frá síðasta leik þínum</translation>
        </message>
        <message>
            <source>Since {name}'s last turn</source>
            <translation>Frá síðasta leik {name}</translation>
        </message>
        <message>
            <source>Since your last turn ({more} earlier moves not shown)</source>
            <translation>Frá síðasta leik þínum ({more} fyrri leikir ekki sýndir)</translation>
        </message>
        <message>
            <source>Since {name}'s last turn ({more} earlier moves not shown)</source>
            <translation>Frá síðasta leik {name} ({more} fyrri leikir ekki sýndir)</translation>
        </message>
        <message>
            <source>Your cards stay face down until you are at the screen.</source>
            <translation>Spilin þín snúa niður þar til þú ert við skjáinn.</translation>
        </message>
        <message>
            <source>{name}'s cards stay face down until {name} is at the screen.</source>
            <translation>Spil {name} snúa niður þar til {name} er við skjáinn.</translation>
        </message>
        <message>
            <source>Show your cards</source>
            <translation>Sýna spilin þín</translation>
        </message>
        <message>
            <source>Show {name}'s cards</source>
            <translation>Sýna spil {name}</translation>
        </message>
        <message>
            <source>You win with {points} points.</source>
            <translation>Þú vinnur með {points} stig.</translation>
        </message>
        <message>
            <source>{name} wins with {points} points.</source>
            <translation>{name} vinnur með {points} stig.</translation>
        </message>
        <message>
            <source>You win with {points} points!</source>
            <translation>Þú vinnur með {points} stig!</translation>
        </message>
        <message>
            <source>{name} wins with {points} points!</source>
            <translation>{name} vinnur með {points} stig!</translation>
        </message>
        <message>
            <source>The game is over: you win with {points} points.</source>
            <translation>Leiknum er lokið: þú vinnur með {points} stig.</translation>
        </message>
        <message>
            <source>The game is over: {name} wins with {points} points.</source>
            <translation>Leiknum er lokið: {name} vinnur með {points} stig.</translation>
        </message>
        <message>
            <source>A shared win: you, {points} points each</source>
            <translation>Sameiginlegur sigur: þú, {points} stig á mann</translation>
        </message>
        <message>
            <source>A shared win: {name}, {points} points each</source>
            <translation>Sameiginlegur sigur: {name}, {points} stig á mann</translation>
        </message>
        <message>
            <source>A shared win: {names}, {points} points each</source>
            <translation>Sameiginlegur sigur: {names}, {points} stig á mann</translation>
        </message>
        <message>
            <source>The game ended when you placed your last tile (+6).</source>
            <translation>Leiknum lauk þegar þú lagðir síðustu flísina þína (+6).</translation>
        </message>
        <message>
            <source>The game ended when {name} placed their last tile (+6).</source>
            <translation>Leiknum lauk þegar {name} lagði síðustu flísina sína (+6).</translation>
        </message>
        <message>
            <source>You have gone out: discard to end your last turn (your words in the rows are laid down with it).</source>
            <translation>Þú hefur farið út: kastaðu til að ljúka síðasta leik þínum (orðin þín í röðunum eru lögð niður um leið).</translation>
        </message>
        <message>
            <source>{name} has gone out: discard to end your last turn (your words in the rows are laid down with it).</source>
            <translation>{name} hefur farið út: kastaðu til að ljúka síðasta leik þínum (orðin þín í röðunum eru lögð niður um leið).</translation>
        </message>
        <message>
            <source>You have already gone out: this is your last turn. Lay down what words you can in the rows, then discard.</source>
            <translation>Þú hefur þegar farið út: þetta er síðasti leikurinn þinn. Leggðu niður þau orð sem þú getur í röðunum og kastaðu svo.</translation>
        </message>
        <message>
            <source>{name} has already gone out: this is your last turn. Lay down what words you can in the rows, then discard.</source>
            <translation>{name} hefur þegar farið út: þetta er síðasti leikurinn þinn. Leggðu niður þau orð sem þú getur í röðunum og kastaðu svo.</translation>
        </message>
        <message>
            <source>A total never goes below zero, so you are on 0.</source>
            <translation>Samtala fer aldrei niður fyrir núll, svo þú ert með 0.</translation>
        </message>
        <message>
            <source>A total never goes below zero, so {name} is on 0.</source>
            <translation>Samtala fer aldrei niður fyrir núll, svo {name} er með 0.</translation>
        </message>
        <message>
            <source>A total never goes below zero, so {names} are on 0.</source>
            <translation>Samtala fer aldrei niður fyrir núll, svo {names} eru með 0.</translation>
        </message>
        <message>
            <source>Your turn: draw a card — click the draw pile (D), or drag it to your hand.</source>
            <translation>Þú átt leik: dragðu spil; smelltu á dráttarbunkann (D) eða færðu spilið á höndina.</translation>
        </message>
        <message>
            <source>{name}, your turn: draw a card — click the draw pile (D), or drag it to your hand.</source>
            <translation>{name}, þú átt leik: dragðu spil; smelltu á dráttarbunkann (D) eða færðu spilið á höndina.</translation>
        </message>
        <message>
            <source>Your turn: draw a card — click the draw pile (D) or take the {card} from the discard pile (T), or drag it to your hand.</source>
            <translation>Þú átt leik: dragðu spil; smelltu á dráttarbunkann (D) eða taktu {card}-spilið úr kastbunkanum (T), eða færðu spilið á höndina.</translation>
        </message>
        <message>
            <source>{name}, your turn: draw a card — click the draw pile (D) or take the {card} from the discard pile (T), or drag it to your hand.</source>
            <translation>{name}, þú átt leik: dragðu spil; smelltu á dráttarbunkann (D) eða taktu {card}-spilið úr kastbunkanum (T), eða færðu spilið á höndina.</translation>
        </message>
        <message>
            <source>Your turn: build words in the rows and press Go out (G), or discard a card: drag it to the discard pile or double-click it.</source>
            <translation>Þú átt leik: myndaðu orð í röðunum og ýttu á Fara út (G), eða kastaðu spili: færðu það á kastbunkann eða tvísmelltu á það.</translation>
        </message>
        <message>
            <source>{name}, your turn: build words in the rows and press Go out (G), or discard a card: drag it to the discard pile or double-click it.</source>
            <translation>{name}, þú átt leik: myndaðu orð í röðunum og ýttu á Fara út (G), eða kastaðu spili: færðu það á kastbunkann eða tvísmelltu á það.</translation>
        </message>
        <message>
            <source>You went out: this is your last turn. Draw a card: click the draw pile (D) or the discard pile (T), or drag it to your hand.</source>
            <translation>Þú fórst út: þetta er síðasti leikurinn þinn. Dragðu spil: smelltu á dráttarbunkann (D) eða kastbunkann (T), eða færðu spilið á höndina.</translation>
        </message>
        <message>
            <source>{name} went out: this is your last turn. Draw a card: click the draw pile (D) or the discard pile (T), or drag it to your hand.</source>
            <translation>{name} fór út: þetta er síðasti leikurinn þinn. Dragðu spil: smelltu á dráttarbunkann (D) eða kastbunkann (T), eða færðu spilið á höndina.</translation>
        </message>
        <message>
            <source>You went out: this is your last turn — lay down what words you can in the rows, then discard: drag a card to the discard pile or double-click it. Cards left in your hand count against you.</source>
            <translation>Þú fórst út: þetta er síðasti leikurinn þinn. Leggðu niður þau orð sem þú getur í röðunum og kastaðu svo: færðu spil á kastbunkann eða tvísmelltu á það. Spilin sem eftir eru á hendi þinni teljast þér til frádráttar.</translation>
        </message>
        <message>
            <source>{name} went out: this is your last turn — lay down what words you can in the rows, then discard: drag a card to the discard pile or double-click it. Cards left in your hand count against you.</source>
            <translation>{name} fór út: þetta er síðasti leikurinn þinn. Leggðu niður þau orð sem þú getur í röðunum og kastaðu svo: færðu spil á kastbunkann eða tvísmelltu á það. Spilin sem eftir eru á hendi þinni teljast þér til frádráttar.</translation>
        </message>
        <message>
            <source>You went out with {words}: this is your last turn — lay down what words you can. Cards left in your hand count against you.</source>
            <translation>Þú fórst út með {words}: þetta er síðasti leikurinn þinn; leggðu niður þau orð sem þú getur. Spilin sem eftir eru á hendi þinni teljast þér til frádráttar.</translation>
        </message>
        <message>
            <source>{name} went out with {words}: this is your last turn — lay down what words you can. Cards left in your hand count against you.</source>
            <translation>{name} fór út með {words}: þetta er síðasti leikurinn þinn; leggðu niður þau orð sem þú getur. Spilin sem eftir eru á hendi þinni teljast þér til frádráttar.</translation>
        </message>
        <message>
            <source>You went out with {words}. Last turns: {waiting}.</source>
            <translation>Þú fórst út með {words}. Síðustu leikir: {waiting}.</translation>
        </message>
        <message>
            <source>{name} went out with {words}. Last turns: {waiting}.</source>
            <translation>{name} fór út með {words}. Síðustu leikir: {waiting}.</translation>
        </message>
        <message>
            <source>You went out with {words}.</source>
            <translation>Þú fórst út með {words}.</translation>
        </message>
        <message>
            <source>{name} went out with {words}.</source>
            <translation>{name} fór út með {words}.</translation>
        </message>
        <message>
            <source>Round {round} of {rounds} ({cards} cards) is over: you went out.</source>
            <translation>Umferð {round} af {rounds} ({cards} spil) er lokið: þú fórst út.</translation>
        </message>
        <message>
            <source>Round {round} of {rounds} ({cards} cards) is over: {name} went out.</source>
            <translation>Umferð {round} af {rounds} ({cards} spil) er lokið: {name} fór út.</translation>
        </message>
        <message>
            <source>Round {round} of {rounds} ({cards} cards) is over: nothing was left to draw.</source>
            <translation>Umferð {round} af {rounds} ({cards} spil) er lokið: ekkert var eftir til að draga.</translation>
        </message>
        <message>
            <source>Your turn: start the table with your largest group, {tiles} in one line, then press Confirm (Enter). There is no exchange on the first move.</source>
            <translation>Þú átt leik: byrjaðu borðið með stærsta hópnum þínum, {tiles} í einni línu, og ýttu svo á Staðfesta (Enter). Ekki er hægt að skipta í fyrsta leik.</translation>
        </message>
        <message>
            <source>{name}, your turn: start the table with your largest group, {tiles} in one line, then press Confirm (Enter). There is no exchange on the first move.</source>
            <translation>{name}, þú átt leik: byrjaðu borðið með stærsta hópnum þínum, {tiles} í einni línu, og ýttu svo á Staðfesta (Enter). Ekki er hægt að skipta í fyrsta leik.</translation>
        </message>
        <message>
            <source>Your turn: no tile fits, so exchange tiles (or pass when the bag is empty).</source>
            <translation>Þú átt leik: engin flís passar, svo skiptu á flísum (eða segðu pass þegar pokinn er tómur).</translation>
        </message>
        <message>
            <source>{name}, your turn: no tile fits, so exchange tiles (or pass when the bag is empty).</source>
            <translation>{name}, þú átt leik: engin flís passar, svo skiptu á flísum (eða segðu pass þegar pokinn er tómur).</translation>
        </message>
        <message>
            <source>Your turn: place tiles in one line, then press Confirm (Enter).</source>
            <translation>Þú átt leik: leggðu flísar í eina línu og ýttu svo á Staðfesta (Enter).</translation>
        </message>
        <message>
            <source>{name}, your turn: place tiles in one line, then press Confirm (Enter).</source>
            <translation>{name}, þú átt leik: leggðu flísar í eina línu og ýttu svo á Staðfesta (Enter).</translation>
        </message>
        <message>
            <source>You roll</source>
            <translation>Þú kastar</translation>
        </message>
        <message>
            <source>{name} rolls</source>
            <translation>{name} kastar</translation>
        </message>
        <message>
            <source>Your roll</source>
            <translation>Þú átt að kasta</translation>
        </message>
        <message>
            <source>{name}'s roll</source>
            <translation>Kast: {name}</translation>
        </message>
        <message>
            <source>You roll the dice.</source>
            <translation>Þú kastar teningunum.</translation>
        </message>
        <message>
            <source>{name} rolls the dice.</source>
            <translation>{name} kastar teningunum.</translation>
        </message>
        <message>
            <source>You roll the dice…</source>
            <translation>Þú kastar teningunum…</translation>
        </message>
        <message>
            <source>{name} rolls the dice…</source>
            <translation>{name} kastar teningunum…</translation>
        </message>
        <message>
            <source>Your colour choice</source>
            <translation>Litavalið þitt</translation>
        </message>
        <message>
            <source>{name}'s colour choice</source>
            <translation>Litaval: {name}</translation>
        </message>
        <message>
            <source>Your roll: press Roll (R or Space).</source>
            <translation>Þú átt að kasta: ýttu á Kasta (R eða bilslá).</translation>
        </message>
        <message>
            <source>{name}, your roll: press Roll (R or Space).</source>
            <translation>{name}, þú átt að kasta: ýttu á Kasta (R eða bilslá).</translation>
        </message>
        <message>
            <source>Your colour choice ({mood}): {how}</source>
            <translation>Litavalið þitt ({mood}): {how}</translation>
        </message>
        <message>
            <source>{name}, your colour choice ({mood}): {how}</source>
            <translation>{name}, litavalið þitt ({mood}): {how}</translation>
        </message>
        <message>
            <source>You make the colour choice…</source>
            <translation>Þú velur lit…</translation>
        </message>
        <message>
            <source>{name} makes the colour choice…</source>
            <translation>{name} velur lit…</translation>
        </message>
    </context>
    <context>
        <name>StatusPart</name>
        <message>
            <source>Watching the bots play. {status}</source>
            <translation>Þú horfir á tölvuspilarana spila. {status}</translation>
        </message>
    </context>
    <context>
        <name>Waiting</name>
        <message>
            <source>The game is over.</source>
            <translation>Leiknum er lokið.</translation>
        </message>
        <message>
            <source>Wait for your turn.</source>
            <translation>Bíddu þar til þú átt leik.</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerCards</name>
        <message>
            <source>{cards} and {last}</source>
            <comment>cards' letters: 'A, T and E'</comment>
            <translation>{cards} og {last}</translation>
        </message>
        <message>
            <source>the {card} card (1 point)</source>
            <translation>{card}-spilið (1 stig)</translation>
        </message>
        <message numerus="yes">
            <source>the {card} card (%n points)</source>
            <translation>
                <numerusform>{card}-spilið (%n stig)</numerusform>
                <numerusform>{card}-spilið (%n stig)</numerusform>
            </translation>
        </message>
        <message>
            <source>one card</source>
            <comment>under a card's two letters</comment>
            <translation>eitt spil</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerArrangement</name>
        <message>
            <source>Build your words first: drag cards into the word rows, leaving one to discard.</source>
            <translation>Myndaðu fyrst orðin þín: færðu spil í orðaraðirnar og skildu eitt eftir til að kasta.</translation>
        </message>
        <message>
            <source>Leave one card out of your words: going out ends with a discard.</source>
            <translation>Skildu eitt spil eftir utan orðanna: útganga endar á kasti.</translation>
        </message>
        <message>
            <source>To go out, every card but one must be in a word: {cards} are not in a word yet.</source>
            <comment>{cards}: 'A, T and E'</comment>
            <translation>Til að fara út verða öll spil nema eitt að vera í orði: {cards} eru ekki enn í orði.</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerConfirm</name>
        <message>
            <source>Your last turn</source>
            <comment>a window's title</comment>
            <translation>Síðasti leikurinn þinn</translation>
        </message>
        <message>
            <source>Discard the {card} and end your last turn?</source>
            <comment>{card}: a card's letters, such as QU</comment>
            <translation>Kasta {card}-spilinu og ljúka síðasta leiknum þínum?</translation>
        </message>
        <message>
            <source>{cards} would stay in your hand and cost you {points} points this round. Put them in a word row to score them instead.</source>
            <comment>{cards}: cards' letters, such as A, T and E</comment>
            <translation>{cards} yrðu eftir á hendi þinni og kostuðu þig {points} stig í þessari umferð. Settu þau frekar í orðaröð til að fá stig fyrir þau.</translation>
        </message>
        <message>
            <source>Discard and end my turn</source>
            <translation>Kasta og ljúka leiknum</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>Halda áfram</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerControls</name>
        <message>
            <source>Go out</source>
            <comment>a button: lay down the words</comment>
            <translation>Fara út</translation>
        </message>
        <message>
            <source>Back to hand</source>
            <comment>a button</comment>
            <translation>Aftur á hönd</translation>
        </message>
        <message>
            <source>Hint</source>
            <comment>a button</comment>
            <translation>Vísbending</translation>
        </message>
        <message>
            <source>Show my cards</source>
            <comment>a button</comment>
            <translation>Sýna spilin mín</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <comment>a button</comment>
            <translation>Stigablað</translation>
        </message>
        <message>
            <source>Word lists…</source>
            <comment>a button</comment>
            <translation>Orðalistar…</translation>
        </message>
        <message>
            <source>Take every card out of the word rows (Esc).</source>
            <translation>Taka öll spil úr orðaröðunum (Esc).</translation>
        </message>
        <message>
            <source>No card is in a word row.</source>
            <translation>Ekkert spil er í orðaröð.</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerWordCheck</name>
        <message>
            <source>Word check</source>
            <comment>a heading: look up an English word</comment>
            <translation>Orðaprófun</translation>
        </message>
        <message>
            <source>Type a word</source>
            <comment>the words are English: say 'an English word'</comment>
            <translation>Sláðu inn enskt orð</translation>
        </message>
        <message>
            <source>The bots wait while you type here: press Esc to play on.</source>
            <translation>Tölvuspilararnir bíða meðan þú skrifar hér: ýttu á Esc til að halda áfram.</translation>
        </message>
        <message>
            <source>Look a word up at any time: click here and type it.</source>
            <comment>the words are English (Quiddler's deck is): say 'an English word'</comment>
            <translation>Flettu upp ensku orði hvenær sem er: smelltu hér og sláðu það inn.</translation>
        </message>
        <message>
            <source>Only letters A to Z: no spaces, hyphens or apostrophes.</source>
            <comment>the English alphabet</comment>
            <translation>Aðeins bókstafirnir A til Z: engin bil, bandstrik eða úrfellingarmerki.</translation>
        </message>
        <message>
            <source>A word needs at least 2 letters.</source>
            <translation>Orð þarf að minnsta kosti 2 stafi.</translation>
        </message>
        <message>
            <source>The word list is still loading…</source>
            <comment>the English word list</comment>
            <translation>Enski orðalistinn er enn að hlaðast…</translation>
        </message>
        <message>
            <source>✔ {word} counts in this game's word list.</source>
            <comment>{word} is an English word; the list is English: say so</comment>
            <translation>✔ {word} gildir á enska orðalista þessa leiks.</translation>
        </message>
        <message>
            <source>✖ {word} is not in this game's word list.</source>
            <comment>{word} is an English word; the list is English: say so</comment>
            <translation>✖ {word} er ekki á enska orðalista þessa leiks.</translation>
        </message>
        <message>
            <source>common words</source>
            <translation>algeng orð</translation>
        </message>
        <message>
            <source>standard list</source>
            <translation>venjulegur listi</translation>
        </message>
        <message>
            <source>full list</source>
            <translation>allur listinn</translation>
        </message>
        <message>
            <source>your own list</source>
            <translation>þinn eigin listi</translation>
        </message>
        <message>
            <source>this game</source>
            <comment>the word list of this game</comment>
            <translation>þessi leikur</translation>
        </message>
        <message>
            <source>Type a word ({list})</source>
            <comment>the words are English: say 'an English word'; {list}: the word list's name</comment>
            <translation>Sláðu inn enskt orð ({list})</translation>
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
            <translation>1 spil</translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <comment>under the draw pile</comment>
            <translation>
                <numerusform>%n spil</numerusform>
                <numerusform>%n spil</numerusform>
            </translation>
        </message>
        <message>
            <source>Discard</source>
            <comment>a caption: the discard pile</comment>
            <translation>Kastbunki</translation>
        </message>
        <message>
            <source>Discard: {card}</source>
            <comment>a caption: the discard pile and its top card</comment>
            <translation>Kastbunki: {card}</translation>
        </message>
        <message>
            <source>last turn</source>
            <comment>a seat's plate</comment>
            <translation>síðasti leikur</translation>
        </message>
        <message>
            <source>lays down its words</source>
            <comment>a seat's plate</comment>
            <translation>leggur niður orðin sín</translation>
        </message>
        <message>
            <source>1 card</source>
            <translation>1 spil</translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <translation>
                <numerusform>%n spil</numerusform>
                <numerusform>%n spil</numerusform>
            </translation>
        </message>
        <message>
            <source>no word</source>
            <translation>ekkert orð</translation>
        </message>
        <message>
            <source>drew from the pile</source>
            <comment>a seat's plate</comment>
            <translation>dró úr bunkanum</translation>
        </message>
        <message>
            <source>took {card}</source>
            <comment>a seat's plate: from the discard pile</comment>
            <translation>tók {card}</translation>
        </message>
        <message>
            <source>discarded {card}</source>
            <comment>a seat's plate</comment>
            <translation>kastaði {card}</translation>
        </message>
        <message>
            <source>laid {words}, {cards} left</source>
            <comment>a seat's plate; {words}: English words; {cards}: '2 cards'</comment>
            <translation>lagði {words}, {cards} eftir</translation>
        </message>
        <message>
            <source>laid {words}</source>
            <comment>a seat's plate; {words}: English words</comment>
            <translation>lagði {words}</translation>
        </message>
        <message numerus="yes">
            <source>{word}: %n letters!</source>
            <comment>{word}: an English word</comment>
            <translation>
                <numerusform>{word}: %n stafur!</numerusform>
                <numerusform>{word}: %n stafir!</numerusform>
            </translation>
        </message>
        <message>
            <source>You went out!</source>
            <translation>Þú fórst út!</translation>
        </message>
        <message>
            <source>{name} went out!</source>
            <translation>{name} fór út!</translation>
        </message>
        <message>
            <source>went out</source>
            <comment>a seat's plate</comment>
            <translation>fór út</translation>
        </message>
        <message numerus="yes">
            <source>%n left</source>
            <comment>a seat's plate: cards left in the hand</comment>
            <translation>
                <numerusform>%n eftir</numerusform>
                <numerusform>%n eftir</numerusform>
            </translation>
        </message>
        <message>
            <source>starts round {round}</source>
            <comment>a seat's plate</comment>
            <translation>byrjar {round}. umferð</translation>
        </message>
        <message>
            <source>waits for your word check</source>
            <comment>a seat's plate</comment>
            <translation>bíður eftir orðaprófuninni þinni</translation>
        </message>
        <message>
            <source>thinking…</source>
            <comment>a seat's plate</comment>
            <translation>hugsar…</translation>
        </message>
        <message>
            <source>playing</source>
            <comment>a seat's plate</comment>
            <translation>á leik</translation>
        </message>
        <message>
            <source>The discard pile: {card} on top.</source>
            <translation>Kastbunkinn: {card} efst.</translation>
        </message>
        <message>
            <source>The draw pile: {cards} face down.</source>
            <comment>{cards}: '40 cards'</comment>
            <translation>Dráttarbunkinn: {cards} sem snúa niður.</translation>
        </message>
        <message>
            <source>{card}: drag to a word row, to another place in your hand, or to the discard pile; double-click to discard.</source>
            <translation>{card}: færðu það á orðaröð, á annan stað á hendinni eða á kastbunkann; tvísmelltu til að kasta því.</translation>
        </message>
        <message>
            <source>The game is over:
a shared win.</source>
            <translation>Leiknum er lokið:
sameiginlegur sigur.</translation>
        </message>
        <message>
            <source>The game is over.
{winner}</source>
            <comment>{winner}: who won with how many points</comment>
            <translation>Leiknum er lokið.
{winner}</translation>
        </message>
        <message>
            <source>Round {round} of 8 · {cards} dealt
{dealer} dealt</source>
            <comment>{cards}: '3 cards'; {dealer}: a name</comment>
            <translation>Umferð {round} af 8 · {cards} gefin
{dealer} gaf</translation>
        </message>
        <message>
            <source>Watching the bots play: every move is in the game log.</source>
            <translation>Þú horfir á tölvuspilarana spila: allir leikir eru í leikskráningunni.</translation>
        </message>
        <message>
            <source>The bots' game is over.</source>
            <translation>Leik tölvuspilaranna er lokið.</translation>
        </message>
        <message>
            <source>nowhere</source>
            <comment>where a card is dropped</comment>
            <translation>hvergi</translation>
        </message>
        <message>
            <source>row {number}</source>
            <comment>a word row</comment>
            <translation>röð {number}</translation>
        </message>
        <message>
            <source>your hand</source>
            <translation>hönd þín</translation>
        </message>
        <message>
            <source>the discard pile</source>
            <translation>kastbunkinn</translation>
        </message>
        <message>
            <source>the draw pile</source>
            <translation>dráttarbunkinn</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerFinale</name>
        <message>
            <source>Your last turn: you lay down {words} and keep 1 card.</source>
            <comment>{words}: English words</comment>
            <translation>Síðasti leikurinn þinn: þú leggur niður {words} og heldur eftir 1 spili.</translation>
        </message>
        <message numerus="yes">
            <source>Your last turn: you lay down {words} and keep %n cards.</source>
            <comment>{words}: English words</comment>
            <translation>
                <numerusform>Síðasti leikurinn þinn: þú leggur niður {words} og heldur eftir %n spili.</numerusform>
                <numerusform>Síðasti leikurinn þinn: þú leggur niður {words} og heldur eftir %n spilum.</numerusform>
            </translation>
        </message>
        <message>
            <source>Your last turn: you lay down {words}.</source>
            <comment>{words}: English words</comment>
            <translation>Síðasti leikurinn þinn: þú leggur niður {words}.</translation>
        </message>
        <message>
            <source>{name}'s last turn: {name} lays down {words} and keeps 1 card.</source>
            <comment>{words}: English words</comment>
            <translation>Síðasti leikur {name}: {name} leggur niður {words} og heldur eftir 1 spili.</translation>
        </message>
        <message numerus="yes">
            <source>{name}'s last turn: {name} lays down {words} and keeps %n cards.</source>
            <comment>{words}: English words</comment>
            <translation>
                <numerusform>Síðasti leikur {name}: {name} leggur niður {words} og heldur eftir %n spili.</numerusform>
                <numerusform>Síðasti leikur {name}: {name} leggur niður {words} og heldur eftir %n spilum.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}'s last turn: {name} lays down {words}.</source>
            <comment>{words}: English words</comment>
            <translation>Síðasti leikur {name}: {name} leggur niður {words}.</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerView</name>
        <message>
            <source>The word list could not be loaded: {why}</source>
            <translation>Ekki tókst að hlaða orðalistann: {why}</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerHint</name>
        <message>
            <source>Looking for the best play…</source>
            <translation>Leitar að besta leiknum…</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerMoment</name>
        <message>
            <source>Lay down your words and discard the last card (G).</source>
            <translation>Leggðu niður orðin þín og kastaðu síðasta spilinu (G).</translation>
        </message>
        <message>
            <source>You can go out on your turn.</source>
            <translation>Þú getur farið út þegar þú átt leik.</translation>
        </message>
        <message>
            <source>Draw a card first: click the draw pile or the discard pile.</source>
            <translation>Dragðu fyrst spil: smelltu á dráttarbunkann eða kastbunkann.</translation>
        </message>
        <message>
            <source>Going out on your first turn of a round is not allowed in this game.</source>
            <translation>Í þessum leik má ekki fara út í fyrsta leik sínum í umferð.</translation>
        </message>
        <message>
            <source>The solver's best play for your cards (H).</source>
            <translation>Besti leikurinn sem lausnarinn finnur fyrir spilin þín (H).</translation>
        </message>
        <message>
            <source>Hints are for your turn.</source>
            <translation>Vísbendingar eru aðeins þegar þú átt leik.</translation>
        </message>
        <message>
            <source>The game is over: a shared win.</source>
            <translation>Leiknum er lokið: sameiginlegur sigur.</translation>
        </message>
        <message>
            <source>Round {round} starts when you press Continue.</source>
            <translation>{round}. umferð hefst þegar þú ýtir á Áfram.</translation>
        </message>
        <message>
            <source>{name} waits while you check a word: press Esc or click the table to play on.</source>
            <translation>{name} bíður meðan þú prófar orð: ýttu á Esc eða smelltu á borðið til að halda áfram.</translation>
        </message>
        <message>
            <source>Round {round} of {rounds}</source>
            <translation>Umferð {round} af {rounds}</translation>
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
            <translation>Draga úr dráttarbunkanum</translation>
        </message>
        <message>
            <source>T</source>
            <translation>T</translation>
        </message>
        <message>
            <source>Take the top card of the discard pile</source>
            <translation>Taka efsta spilið í kastbunkanum</translation>
        </message>
        <message>
            <source>Left / Right</source>
            <translation>Vinstri / Hægri</translation>
        </message>
        <message>
            <source>Pick one of your cards</source>
            <translation>Velja eitt af spilunum þínum</translation>
        </message>
        <message>
            <source>Shift+Left / Right</source>
            <translation>Shift+Vinstri / Hægri</translation>
        </message>
        <message>
            <source>Move the picked card along the hand or its word row</source>
            <translation>Færa valda spilið eftir hendinni eða orðaröðinni</translation>
        </message>
        <message>
            <source>1 to 5</source>
            <translation>1 til 5</translation>
        </message>
        <message>
            <source>Put the picked card at the end of that word row</source>
            <translation>Setja valda spilið aftast í þá orðaröð</translation>
        </message>
        <message>
            <source>0 or Backspace</source>
            <translation>0 eða Backspace</translation>
        </message>
        <message>
            <source>Take the picked card back to your hand</source>
            <translation>Taka valda spilið aftur á höndina</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Delete</translation>
        </message>
        <message>
            <source>Discard the picked card: this ends your turn (Enter never does)</source>
            <translation>Kasta valda spilinu: það lýkur leiknum þínum (Enter gerir það aldrei)</translation>
        </message>
        <message>
            <source>G</source>
            <translation>G</translation>
        </message>
        <message>
            <source>Go out: lay down the words in the rows and discard the card left</source>
            <translation>Fara út: leggja niður orðin í röðunum og kasta spilinu sem eftir er</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Take every card out of the word rows; in the word check, close it</source>
            <translation>Taka öll spil úr orðaröðunum; í orðaprófuninni: loka henni</translation>
        </message>
        <message>
            <source>H</source>
            <translation>H</translation>
        </message>
        <message>
            <source>Hint: the solver's best play for your cards</source>
            <translation>Vísbending: besti leikur lausnarans fyrir spilin þín</translation>
        </message>
        <message>
            <source>S</source>
            <translation>S</translation>
        </message>
        <message>
            <source>Show or hide the score sheet</source>
            <translation>Sýna eða fela stigablaðið</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerInput</name>
        <message>
            <source>Wait for your turn.</source>
            <translation>Bíddu þar til þú átt leik.</translation>
        </message>
        <message>
            <source>You have drawn already: to discard, drag a card onto the discard pile or double-click it.</source>
            <translation>Þú hefur þegar dregið: til að kasta skaltu færa spil á kastbunkann eða tvísmella á það.</translation>
        </message>
        <message>
            <source>You have drawn already: now discard a card, or go out.</source>
            <translation>Þú hefur þegar dregið: kastaðu nú spili eða farðu út.</translation>
        </message>
        <message>
            <source>The draw pile is empty.</source>
            <translation>Dráttarbunkinn er tómur.</translation>
        </message>
        <message>
            <source>The discard pile is empty.</source>
            <translation>Kastbunkinn er tómur.</translation>
        </message>
        <message>
            <source>Draw a card first: click the draw pile or the discard pile.</source>
            <translation>Dragðu fyrst spil: smelltu á dráttarbunkann eða kastbunkann.</translation>
        </message>
        <message>
            <source>Your last turn: discarding the {card} leaves {cards} in your hand, {points} points against you. Confirm or keep playing.</source>
            <comment>{card}: a card's letters; {cards}: 'A, T and E'</comment>
            <translation>Síðasti leikurinn þinn: ef þú kastar {card}-spilinu verða {cards} eftir á hendi þinni, {points} stig þér til frádráttar. Staðfestu eða haltu áfram.</translation>
        </message>
        <message>
            <source>{problem}: take its cards out of the row (they count against you) or make it a word, then discard.</source>
            <comment>{problem}: why a row is not a word, without its full stop</comment>
            <translation>{problem}: taktu spilin úr röðinni (þau teljast þér til frádráttar) eða gerðu úr henni orð og kastaðu svo.</translation>
        </message>
        <message>
            <source>A card never goes back on the draw pile: to discard it, drag it to the discard pile or double-click it.</source>
            <translation>Spil fer aldrei aftur á dráttarbunkann: til að kasta því skaltu færa það á kastbunkann eða tvísmella á það.</translation>
        </message>
        <message>
            <source>Enter does not discard: press Delete to discard the {card} and end your turn.</source>
            <translation>Enter kastar ekki: ýttu á Delete til að kasta {card}-spilinu og ljúka leiknum þínum.</translation>
        </message>
        <message>
            <source>{card} picked: 1 to 5 put it in a word row, 0 back in the hand, Shift+arrows move it, Delete discards it and ends your turn.</source>
            <translation>{card} valið: 1 til 5 setja það í orðaröð, 0 aftur á höndina, Shift+örvar færa það, Delete kastar því og lýkur leiknum þínum.</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerRows</name>
        <message>
            <source>The word list is still loading</source>
            <translation>Orðalistinn er enn að hlaðast</translation>
        </message>
        <message>
            <source>Not in the word list</source>
            <translation>Ekki á orðalistanum</translation>
        </message>
        <message>
            <source>A word needs at least 2 cards</source>
            <translation>Orð þarf að minnsta kosti 2 spil</translation>
        </message>
        <message>
            <source>{word} · {points} points</source>
            <comment>{word}: an English word</comment>
            <translation>{word} · {points} stig</translation>
        </message>
        <message>
            <source>Drag cards here to build a word</source>
            <comment>an English word</comment>
            <translation>Færðu spil hingað til að mynda enskt orð</translation>
        </message>
        <message>
            <source>Drag cards here for another word</source>
            <translation>Færðu spil hingað fyrir annað orð</translation>
        </message>
        <message>
            <source>{points} points</source>
            <translation>{points} stig</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerPrinting</name>
        <message>
            <source>The printer could not be opened.</source>
            <translation>Ekki tókst að opna prentarann.</translation>
        </message>
        <message>
            <source>Quiddler — score summary</source>
            <translation>Quiddler — yfirlit yfir stig</translation>
        </message>
        <message>
            <source>Game in progress: round {round} of {rounds}.</source>
            <translation>Leikur í gangi: umferð {round} af {rounds}.</translation>
        </message>
        <message>
            <source>{name} ({kind}): {points} points — {details}  ★ winner</source>
            <comment>{kind}: person or bot</comment>
            <translation>{name} ({kind}): {points} stig — {details}  ★ sigurvegari</translation>
        </message>
        <message>
            <source>{name} ({kind}): {points} points — {details}</source>
            <comment>{kind}: person or bot</comment>
            <translation>{name} ({kind}): {points} stig — {details}</translation>
        </message>
        <message>
            <source>Best word: {best}</source>
            <translation>Besta orðið: {best}</translation>
        </message>
        <message>
            <source>{name}: {words}; left {left}; {bonuses} — {points}, total {total}</source>
            <comment>a player's round: words, cards left, bonuses, score</comment>
            <translation>{name}: {words}; eftir {left}; {bonuses} — {points}, samtals {total}</translation>
        </message>
        <message>
            <source>{name}: {words}; left {left} — {points}, total {total}</source>
            <comment>a player's round: words, cards left, score</comment>
            <translation>{name}: {words}; eftir {left} — {points}, samtals {total}</translation>
        </message>
        <message>
            <source>No round has been played to the end yet.</source>
            <translation>Engin umferð hefur enn verið spiluð til enda.</translation>
        </message>
        <message>
            <source>{name} {points}</source>
            <comment>a chart's label: a name and the total</comment>
            <translation>{name} {points}</translation>
        </message>
        <message>
            <source>Running totals, round by round</source>
            <translation>Samtölur jafnóðum, umferð fyrir umferð</translation>
        </message>
        <message>
            <source>round</source>
            <comment>the chart's axis: round by round</comment>
            <translation>umferð</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerSummary</name>
        <message>
            <source>longest word +10</source>
            <translation>lengsta orðið +10</translation>
        </message>
        <message>
            <source>most words +10</source>
            <translation>flest orð +10</translation>
        </message>
        <message>
            <source>no word</source>
            <translation>ekkert orð</translation>
        </message>
        <message>
            <source>{word} ({points})</source>
            <comment>an English word and its points</comment>
            <translation>{word} ({points})</translation>
        </message>
        <message>
            <source>none</source>
            <comment>no cards left in the hand</comment>
            <translation>ekkert</translation>
        </message>
        <message>
            <source>{cards} (−{points})</source>
            <comment>cards left in the hand and what they cost</comment>
            <translation>{cards} (−{points})</translation>
        </message>
        <message>
            <source>Close</source>
            <comment>a button</comment>
            <translation>Loka</translation>
        </message>
        <message>
            <source>Continue</source>
            <comment>a button: the next round</comment>
            <translation>Áfram</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <comment>a button</comment>
            <translation>Stigablað</translation>
        </message>
        <message>
            <source>Player</source>
            <comment>a column</comment>
            <translation>Leikmaður</translation>
        </message>
        <message>
            <source>Words</source>
            <comment>a column</comment>
            <translation>Orð</translation>
        </message>
        <message>
            <source>Left</source>
            <comment>a column: cards left in the hand</comment>
            <translation>Eftir</translation>
        </message>
        <message>
            <source>Bonuses</source>
            <comment>a column</comment>
            <translation>Bónusar</translation>
        </message>
        <message>
            <source>Round</source>
            <comment>a column: the round's score</comment>
            <translation>Umferð</translation>
        </message>
        <message>
            <source>Total</source>
            <comment>a column</comment>
            <translation>Samtals</translation>
        </message>
        <message>
            <source>{name} (went out)</source>
            <translation>{name} (fór út)</translation>
        </message>
        <message>
            <source>No bonus this round: a tie for a bonus means nobody gets it.</source>
            <translation>Enginn bónus í þessari umferð: ef jafnt er um bónus fær enginn hann.</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <comment>a heading</comment>
            <translation>Stigablað</translation>
        </message>
        <message>
            <source>Round</source>
            <comment>a column: the round</comment>
            <translation>Umferð</translation>
        </message>
        <message>
            <source>{round} · {cards} cards (now)</source>
            <comment>a round and its cards dealt, being played</comment>
            <translation>{round} · {cards} spil (núna)</translation>
        </message>
        <message>
            <source>{round} · {cards} cards</source>
            <comment>a round and its cards dealt</comment>
            <translation>{round} · {cards} spil</translation>
        </message>
        <message>
            <source>Total</source>
            <comment>a row</comment>
            <translation>Samtals</translation>
        </message>
        <message>
            <source>Final</source>
            <comment>a row: the final scores</comment>
            <translation>Lokastaða</translation>
        </message>
        <message>
            <source>winner: {points}</source>
            <translation>sigurvegari: {points}</translation>
        </message>
        <message>
            <source>Each cell: the round's score as played, then the running total (never below zero). ★ went out first.</source>
            <translation>Hver reitur: stig umferðarinnar eins og þau féllu, síðan samtalan jafnóðum (aldrei undir núlli). ★ fór fyrst út.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Leiknum er lokið.</translation>
        </message>
        <message>
            <source>went out {outs}×, 1 bonus</source>
            <translation>fór út {outs}×, 1 bónus</translation>
        </message>
        <message numerus="yes">
            <source>went out {outs}×, %n bonuses</source>
            <translation>
                <numerusform>fór út {outs}×, %n bónus</numerusform>
                <numerusform>fór út {outs}×, %n bónusar</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}: {word}, {points} points (round {round})</source>
            <comment>the best word; {word}: an English word</comment>
            <translation>{name}: {word}, {points} stig ({round}. umferð)</translation>
        </message>
        <message>
            <source>No word was laid down.</source>
            <translation>Ekkert orð var lagt niður.</translation>
        </message>
        <message>
            <source>Best round: {name}, {points} in round {round}.</source>
            <translation>Besta umferðin: {name}, {points} í {round}. umferð.</translation>
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
            <translation>Dauður reitur: þangað getur aldrei farið flís. Línur hans leyfa enga flís, eða öll eintök flísanna sem þær leyfa eru þegar á borðinu.</translation>
        </message>
        <message>
            <source>Table</source>
            <comment>the table the tiles lie on</comment>
            <translation>Borð</translation>
        </message>
    </context>
    <context>
        <name>QwirkleControls</name>
        <message>
            <source>Confirm</source>
            <translation>Staðfesta</translation>
        </message>
        <message>
            <source>Return tiles</source>
            <translation>Skila flísum</translation>
        </message>
        <message>
            <source>Exchange</source>
            <comment>a button: swap tiles</comment>
            <translation>Skipta</translation>
        </message>
        <message>
            <source>Hint</source>
            <comment>a button: show a good move</comment>
            <translation>Vísbending</translation>
        </message>
        <message>
            <source>Pass</source>
            <comment>a button: pass the turn</comment>
            <translation>Pass</translation>
        </message>
        <message>
            <source>{headline} {detail}</source>
            <comment>a heading and the sentence under it</comment>
            <translation>{headline} {detail}</translation>
        </message>
        <message>
            <source>Practice game</source>
            <translation>Æfingaleikur</translation>
        </message>
        <message>
            <source>A move was undone after you had seen what came next, so this game counts as practice in your records.</source>
            <translation>Leikur var afturkallaður eftir að þú hafðir séð hvað kom næst, svo þessi leikur telst æfingaleikur í skránum þínum.</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Afturkalla</translation>
        </message>
        <message>
            <source>Zoom out (-)</source>
            <translation>Minnka aðdrátt (-)</translation>
        </message>
        <message>
            <source>Fit</source>
            <comment>a button: fit the table</comment>
            <translation>Passa</translation>
        </message>
        <message>
            <source>Show the whole table (0)</source>
            <translation>Sýna allt borðið (0)</translation>
        </message>
        <message>
            <source>Zoom in (+)</source>
            <translation>Auka aðdrátt (+)</translation>
        </message>
        <message>
            <source>Unseen tiles</source>
            <translation>Óséðar flísar</translation>
        </message>
        <message>
            <source>Show or hide how many copies of each tile you haven't seen yet (U).</source>
            <translation>Sýna eða fela hve mörg eintök af hverri flís þú hefur ekki séð enn (U).</translation>
        </message>
        <message>
            <source>Play this move (Enter).</source>
            <translation>Leika þessum leik (Enter).</translation>
        </message>
        <message>
            <source>Return this turn's tiles to your rack (Esc).</source>
            <translation>Skila flísum þessa leiks á standinn (Esc).</translation>
        </message>
        <message>
            <source>No tile placed this turn, so none to return.</source>
            <translation>Engin flís hefur verið lögð í þessum leik, svo engu er að skila.</translation>
        </message>
        <message>
            <source>Stop picking tiles to exchange (X).</source>
            <translation>Hætta að velja flísar til að skipta á (X).</translation>
        </message>
        <message>
            <source>Swap some of your tiles for new ones from the bag instead of placing (X).</source>
            <translation>Skipta á nokkrum flísum þínum og nýjum úr pokanum í stað þess að leggja (X).</translation>
        </message>
        <message>
            <source>Lay out the hinted move (H); your tiles on the table go back to the rack first.</source>
            <translation>Leggja út leikinn úr vísbendingunni (H); flísarnar þínar á borðinu fara fyrst aftur á standinn.</translation>
        </message>
        <message>
            <source>Show a good move as faint tiles on the table (H).</source>
            <translation>Sýna góðan leik sem daufar flísar á borðinu (H).</translation>
        </message>
        <message>
            <source>Looking for a good move...</source>
            <translation>Leitar að góðum leik...</translation>
        </message>
        <message>
            <source>Hints are for your turn.</source>
            <translation>Vísbendingar eru aðeins þegar þú átt leik.</translation>
        </message>
        <message>
            <source>No tile fits and the bag is empty: pass your turn (P).</source>
            <translation>Engin flís passar og pokinn er tómur: segðu pass (P).</translation>
        </message>
        <message>
            <source>Wait for your turn.</source>
            <translation>Bíddu þar til þú átt leik.</translation>
        </message>
        <message>
            <source>Cancel exchange</source>
            <translation>Hætta við skipti</translation>
        </message>
        <message>
            <source>Place the hint</source>
            <translation>Leggja vísbendinguna</translation>
        </message>
    </context>
    <context>
        <name>QwirkleGameView</name>
        <message>
            <source>The move was refused.</source>
            <translation>Leiknum var hafnað.</translation>
        </message>
        <message>
            <source>Watching the bots play</source>
            <translation>Þú horfir á tölvuspilarana spila</translation>
        </message>
        <message>
            <source>Each move appears on the table and in the game log. Zoom with + and −.</source>
            <translation>Hver leikur birtist á borðinu og í leikskráningunni. Breyttu aðdrætti með + og −.</translation>
        </message>
        <message>
            <source>The bots' game is over.</source>
            <translation>Leik tölvuspilaranna er lokið.</translation>
        </message>
        <message>
            <source>The final table stays on show.</source>
            <translation>Lokaborðið er áfram sýnt.</translation>
        </message>
    </context>
    <context>
        <name>HintDisplay</name>
        <message>
            <source>Hint: click to lay out this move.</source>
            <translation>Vísbending: smelltu til að leggja þennan leik út.</translation>
        </message>
        <message>
            <source>{hint} Your own tiles stay until then.</source>
            <comment>{hint}: what the hint advises, a whole sentence</comment>
            <translation>{hint} Þínar eigin flísar haldast á sínum stað þangað til.</translation>
        </message>
    </context>
    <context>
        <name>QwirkleHint</name>
        <message>
            <source>Hint laid out: this move scores 1 point. Press Confirm (Enter) to play it, or Return tiles (Esc).</source>
            <translation>Vísbendingin er lögð út: þessi leikur gefur 1 stig. Ýttu á Staðfesta (Enter) til að leika honum, eða Skila flísum (Esc).</translation>
        </message>
        <message numerus="yes">
            <source>Hint laid out: this move scores %n points. Press Confirm (Enter) to play it, or Return tiles (Esc).</source>
            <translation>
                <numerusform>Vísbendingin er lögð út: þessi leikur gefur %n stig. Ýttu á Staðfesta (Enter) til að leika honum, eða Skila flísum (Esc).</numerusform>
                <numerusform>Vísbendingin er lögð út: þessi leikur gefur %n stig. Ýttu á Staðfesta (Enter) til að leika honum, eða Skila flísum (Esc).</numerusform>
            </translation>
        </message>
        <message>
            <source>Looking for a good move...</source>
            <translation>Leitar að góðum leik...</translation>
        </message>
        <message>
            <source>Hint: no placement is worth much; exchange the marked tiles with Confirm (Enter).</source>
            <translation>Vísbending: engin lögn gefur mikið; skiptu á merktu flísunum með Staðfesta (Enter).</translation>
        </message>
        <message>
            <source>Hint: no tile fits and the bag is empty, so pass (P).</source>
            <translation>Vísbending: engin flís passar og pokinn er tómur, svo segðu pass (P).</translation>
        </message>
    </context>
    <context>
        <name>QwirkleKeys</name>
        <message>
            <source>1 to 6</source>
            <translation>1 til 6</translation>
        </message>
        <message>
            <source>Pick up that tile of your rack</source>
            <translation>Taka upp þá flís af standinum</translation>
        </message>
        <message>
            <source>Left / Right</source>
            <translation>Vinstri / Hægri</translation>
        </message>
        <message>
            <source>Move along your rack; with a tile picked, move the cursor on the table</source>
            <translation>Færa eftir standinum; með flís valda: færa bendilinn á borðinu</translation>
        </message>
        <message>
            <source>Up / Down</source>
            <translation>Upp / Niður</translation>
        </message>
        <message>
            <source>With a tile picked, move the cursor on the table</source>
            <translation>Með flís valda: færa bendilinn á borðinu</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Bilslá</translation>
        </message>
        <message>
            <source>Pick up the tile under the rack cursor, or lay the picked tile at the table cursor</source>
            <translation>Taka upp flísina undir bendli standsins, eða leggja völdu flísina við bendil borðsins</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
        <message>
            <source>Lay the picked tile at the cursor, or confirm this move</source>
            <translation>Leggja völdu flísina við bendilinn, eða staðfesta þennan leik</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Put the picked tile down, or return this turn's tiles to the rack</source>
            <translation>Leggja völdu flísina frá sér, eða skila flísum þessa leiks á standinn</translation>
        </message>
        <message>
            <source>Backspace</source>
            <translation>Backspace</translation>
        </message>
        <message>
            <source>Return the last tile laid this turn</source>
            <translation>Skila síðustu flísinni sem lögð var í þessum leik</translation>
        </message>
        <message>
            <source>Exchange tiles (or stop picking tiles to exchange)</source>
            <translation>Skipta á flísum (eða hætta að velja flísar til að skipta á)</translation>
        </message>
        <message>
            <source>Hint: show a good move as faint tiles; H again lays it out</source>
            <translation>Vísbending: sýna góðan leik sem daufar flísar; H aftur leggur hann út</translation>
        </message>
        <message>
            <source>Pass (only when no tile fits and the bag is empty)</source>
            <translation>Pass (aðeins þegar engin flís passar og pokinn er tómur)</translation>
        </message>
        <message>
            <source>Show or hide the unseen tiles</source>
            <translation>Sýna eða fela óséðu flísarnar</translation>
        </message>
        <message>
            <source>Zoom in, zoom out, fit the whole table</source>
            <translation>Auka aðdrátt, minnka aðdrátt, sýna allt borðið</translation>
        </message>
    </context>
    <context>
        <name>QwirkleInput</name>
        <message>
            <source>Pick a tile from your rack first, then click a cell.</source>
            <translation>Veldu fyrst flís af standinum og smelltu svo á reit.</translation>
        </message>
        <message>
            <source>You are picking tiles to exchange: click tiles in your rack, or press Esc to cancel.</source>
            <translation>Þú ert að velja flísar til að skipta á: smelltu á flísar á standinum, eða ýttu á Esc til að hætta við.</translation>
        </message>
    </context>
    <context>
        <name>QwirkleMoment</name>
        <message>
            <source>Tiles you have not seen yet: in the bag or in other players' hands</source>
            <translation>Flísar sem þú hefur ekki séð enn: í pokanum eða á hendi hinna leikmannanna</translation>
        </message>
        <message>
            <source>Tiles not on the table yet: in the bag or in the players' hands</source>
            <translation>Flísar sem eru ekki enn á borðinu: í pokanum eða á hendi leikmannanna</translation>
        </message>
        <message>
            <source>Tiles not on the table yet: in the bag or in the bots' hands</source>
            <translation>Flísar sem eru ekki enn á borðinu: í pokanum eða á hendi tölvuspilaranna</translation>
        </message>
        <message>
            <source>You can exchange tiles on your turn.</source>
            <translation>Þú getur skipt á flísum þegar þú átt leik.</translation>
        </message>
        <message>
            <source>Exchange needs tiles in the bag: the bag is empty.</source>
            <translation>Til að skipta þurfa að vera flísar í pokanum: pokinn er tómur.</translation>
        </message>
        <message>
            <source>No exchange on the first move: the starter must play their largest group, {tiles}, as one line on the empty table.</source>
            <translation>Ekki er hægt að skipta í fyrsta leik: byrjandinn verður að leggja stærsta hópinn sinn, {tiles}, sem eina línu á tóma borðið.</translation>
        </message>
        <message>
            <source>1 tile</source>
            <translation>1 flís</translation>
        </message>
        <message numerus="yes">
            <source>%n tiles</source>
            <translation>
                <numerusform>%n flís</numerusform>
                <numerusform>%n flísar</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>QwirklePlacement</name>
        <message>
            <source>It is not your turn.</source>
            <translation>Þú átt ekki leik.</translation>
        </message>
        <message>
            <source>Finish or cancel the exchange first.</source>
            <translation>Ljúktu fyrst við skiptin eða hættu við þau.</translation>
        </message>
        <message>
            <source>That cell already holds a tile.</source>
            <translation>Á þessum reit er þegar flís.</translation>
        </message>
        <message>
            <source>Pick the tiles to exchange first (click them in your rack).</source>
            <translation>Veldu fyrst flísarnar sem á að skipta á (smelltu á þær á standinum).</translation>
        </message>
        <message>
            <source>You can exchange at most 1 tile: only 1 left in the bag.</source>
            <translation>Þú getur í mesta lagi skipt á 1 flís: aðeins 1 er eftir í pokanum.</translation>
        </message>
        <message numerus="yes">
            <source>You can exchange at most %n tiles: only %n left in the bag.</source>
            <translation>
                <numerusform>Þú getur í mesta lagi skipt á %n flís: aðeins %n er eftir í pokanum.</numerusform>
                <numerusform>Þú getur í mesta lagi skipt á %n flísum: aðeins %n eru eftir í pokanum.</numerusform>
            </translation>
        </message>
        <message>
            <source>Place at least one tile first.</source>
            <translation>Leggðu fyrst að minnsta kosti eina flís.</translation>
        </message>
        <message>
            <source>Fill the gap at the marked cell between your tiles, then press Confirm (Enter).</source>
            <translation>Fylltu eyðuna í merkta reitnum milli flísanna þinna og ýttu svo á Staðfesta (Enter).</translation>
        </message>
        <message numerus="yes">
            <source>Fill the gap at the %n marked cells between your tiles, then press Confirm (Enter).</source>
            <translation>
                <numerusform>Fylltu eyðuna í %n merkta reitnum milli flísanna þinna og ýttu svo á Staðfesta (Enter).</numerusform>
                <numerusform>Fylltu eyðurnar í %n merktu reitunum milli flísanna þinna og ýttu svo á Staðfesta (Enter).</numerusform>
            </translation>
        </message>
        <message>
            <source>Pick a tile from your rack first.</source>
            <translation>Veldu fyrst flís af standinum.</translation>
        </message>
        <message>
            <source>Only tiles placed this turn can be moved.</source>
            <translation>Aðeins er hægt að færa flísar sem lagðar voru í þessum leik.</translation>
        </message>
    </context>
    <context>
        <name>QwirklePrinting</name>
        <message>
            <source>The printer could not be opened.</source>
            <translation>Ekki tókst að opna prentarann.</translation>
        </message>
        <message>
            <source>Qwirkle: score summary</source>
            <translation>Qwirkle: yfirlit yfir stig</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Leikmaður</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>Sæti</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Stig</translation>
        </message>
        <message>
            <source>Qwirkles</source>
            <translation>Qwirkle</translation>
        </message>
        <message>
            <source>Exchanges</source>
            <translation>Skipti</translation>
        </message>
        <message>
            <source>{name} (winner)</source>
            <translation>{name} (sigurvegari)</translation>
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
            <translation>Stig eftir leikjum</translation>
        </message>
        <message>
            <source>turn</source>
            <comment>the chart's axis: turn 1, 2, 3...</comment>
            <translation>leikur</translation>
        </message>
        <message>
            <source>The final board</source>
            <translation>Lokaborðið</translation>
        </message>
        <message>
            <source>Best moves</source>
            <translation>Bestu leikirnir</translation>
        </message>
    </context>
    <context>
        <name>QwirkleRack</name>
        <message>
            <source>Your rack</source>
            <translation>Standurinn þinn</translation>
        </message>
        <message>
            <source>This hand is hidden until its player takes the screen.</source>
            <translation>Þessi hönd er falin þar til leikmaðurinn sem á hana tekur við skjánum.</translation>
        </message>
        <message>
            <source>Your tiles: {tiles}</source>
            <translation>Flísarnar þínar: {tiles}</translation>
        </message>
    </context>
    <context>
        <name>QwirkleSummary</name>
        <message>
            <source>1 tile</source>
            <translation>1 flís</translation>
        </message>
        <message numerus="yes">
            <source>%n tiles</source>
            <translation>
                <numerusform>%n flís</numerusform>
                <numerusform>%n flísar</numerusform>
            </translation>
        </message>
        <message>
            <source>1 point</source>
            <translation>1 stig</translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>%n stig</numerusform>
                <numerusform>%n stig</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}: {tiles}, {points}, Qwirkle! (move {turn})</source>
            <translation>{name}: {tiles}, {points}, Qwirkle! ({turn}. leikur)</translation>
        </message>
        <message numerus="yes">
            <source>%n Qwirkles!</source>
            <translation>
                <numerusform>%n Qwirkle!</numerusform>
                <numerusform>%n Qwirkle!</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}: {tiles}, {points}, {qwirkles} (move {turn})</source>
            <translation>{name}: {tiles}, {points}, {qwirkles} ({turn}. leikur)</translation>
        </message>
        <message>
            <source>{name}: {tiles}, {points} (move {turn})</source>
            <translation>{name}: {tiles}, {points} ({turn}. leikur)</translation>
        </message>
        <message>
            <source>{facts}, {fact}</source>
            <comment>a list of short facts about a player</comment>
            <translation>{facts}, {fact}</translation>
        </message>
        <message>
            <source>The game is not over yet.</source>
            <translation>Leiknum er ekki lokið enn.</translation>
        </message>
        <message>
            <source>1 Qwirkle</source>
            <translation>1 Qwirkle</translation>
        </message>
        <message numerus="yes">
            <source>%n Qwirkles</source>
            <translation>
                <numerusform>%n Qwirkle</numerusform>
                <numerusform>%n Qwirkle</numerusform>
            </translation>
        </message>
        <message>
            <source>+6 end bonus</source>
            <translation>+6 aukastig í lokin</translation>
        </message>
        <message>
            <source>1 hint</source>
            <translation>1 vísbending</translation>
        </message>
        <message numerus="yes">
            <source>%n hints</source>
            <translation>
                <numerusform>%n vísbending</numerusform>
                <numerusform>%n vísbendingar</numerusform>
            </translation>
        </message>
        <message>
            <source>No tiles were placed.</source>
            <translation>Engar flísar voru lagðar.</translation>
        </message>
        <message>
            <source>{moves} moves, 1 Qwirkle in all.</source>
            <translation>{moves} leikir, 1 Qwirkle alls.</translation>
        </message>
        <message numerus="yes">
            <source>{moves} moves, %n Qwirkles in all.</source>
            <translation>
                <numerusform>{moves} leikir, %n Qwirkle alls.</numerusform>
                <numerusform>{moves} leikir, %n Qwirkle alls.</numerusform>
            </translation>
        </message>
        <message>
            <source>A practice game: a move was undone after the tiles drawn since had been seen.</source>
            <translation>Æfingaleikur: leikur var afturkallaður eftir að flísarnar sem dregnar voru síðan höfðu sést.</translation>
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
            <translation>A</translation>
        </message>
        <message>
            <source>Y</source>
            <comment>the initial of yellow, painted on a tile</comment>
            <translation>Gu</translation>
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
            <translation>F</translation>
        </message>
    </context>
    <context>
        <name>QwirkleTracker</name>
        <message>
            <source>Unseen tiles</source>
            <translation>Óséðar flísar</translation>
        </message>
        <message numerus="yes">
            <source>%n tiles unseen (in the bag or in other players' hands). All copies visible: {tiles}.</source>
            <translation>
                <numerusform>%n flís óséð (í pokanum eða á hendi hinna leikmannanna). Öll eintök sjáanleg: {tiles}.</numerusform>
                <numerusform>%n flísar óséðar (í pokanum eða á hendi hinna leikmannanna). Öll eintök sjáanleg: {tiles}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tiles unseen (in the bag or in other players' hands).</source>
            <translation>
                <numerusform>%n flís óséð (í pokanum eða á hendi hinna leikmannanna).</numerusform>
                <numerusform>%n flísar óséðar (í pokanum eða á hendi hinna leikmannanna).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>QwirkleTurnWords</name>
        <message>
            <source>The {tile} fits nowhere next to this turn's tiles: pick another tile, or press Confirm (Enter).</source>
            <translation>Flísin {tile} passar hvergi við flísar þessa leiks: veldu aðra flís eða ýttu á Staðfesta (Enter).</translation>
        </message>
        <message>
            <source>The {tile} fits nowhere next to this turn's tiles: pick another tile, or exchange (X).</source>
            <translation>Flísin {tile} passar hvergi við flísar þessa leiks: veldu aðra flís eða skiptu (X).</translation>
        </message>
        <message>
            <source>The {tile} fits nowhere on the table: pick another tile, or exchange (X).</source>
            <translation>Flísin {tile} passar hvergi á borðinu: veldu aðra flís eða skiptu (X).</translation>
        </message>
        <message>
            <source>Exchange: click the tiles to swap, then press Confirm (Enter). Esc cancels.</source>
            <translation>Skipti: smelltu á flísarnar sem á að skipta á og ýttu svo á Staðfesta (Enter). Esc hættir við.</translation>
        </message>
        <message>
            <source>Place the {tile} on a highlighted cell: click it, or use the arrow keys and Space.</source>
            <translation>Leggðu flísina {tile} á upplýstan reit: smelltu á hann eða notaðu örvalyklana og bilslána.</translation>
        </message>
        <message numerus="yes">
            <source>This move: %n points. Press Confirm (Enter), or Return tiles (Esc).</source>
            <translation>
                <numerusform>Þessi leikur: %n stig. Ýttu á Staðfesta (Enter) eða Skila flísum (Esc).</numerusform>
                <numerusform>Þessi leikur: %n stig. Ýttu á Staðfesta (Enter) eða Skila flísum (Esc).</numerusform>
            </translation>
        </message>
        <message>
            <source>Exchange: 1 tile marked</source>
            <translation>Skipti: 1 flís merkt</translation>
        </message>
        <message numerus="yes">
            <source>Exchange: %n tiles marked</source>
            <translation>
                <numerusform>Skipti: %n flís merkt</numerusform>
                <numerusform>Skipti: %n flísar merktar</numerusform>
            </translation>
        </message>
        <message>
            <source>This move: 1 point</source>
            <translation>Þessi leikur: 1 stig</translation>
        </message>
        <message numerus="yes">
            <source>This move: %n points</source>
            <translation>
                <numerusform>Þessi leikur: %n stig</numerusform>
                <numerusform>Þessi leikur: %n stig</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>QwixxControls</name>
        <message>
            <source>A moment: the table is being updated.</source>
            <translation>Augnablik: verið er að uppfæra borðið.</translation>
        </message>
        <message>
            <source>Roll</source>
            <comment>a button: roll the dice</comment>
            <translation>Kasta</translation>
        </message>
        <message>
            <source>Skip</source>
            <comment>a button: cross nothing</comment>
            <translation>Sleppa</translation>
        </message>
        <message>
            <source>Undo</source>
            <comment>a button</comment>
            <translation>Afturkalla</translation>
        </message>
        <message>
            <source>Hint</source>
            <comment>a button</comment>
            <translation>Vísbending</translation>
        </message>
        <message>
            <source>Skip (−5)</source>
            <comment>a button: cross nothing, a penalty</comment>
            <translation>Sleppa (−5)</translation>
        </message>
    </context>
    <context>
        <name>QwixxSheet</name>
        <message>
            <source>has chosen</source>
            <comment>a seat's note: its white-sum choice is made</comment>
            <translation>hefur valið</translation>
        </message>
        <message>
            <source>choosing…</source>
            <comment>a seat's note: in the white sum</comment>
            <translation>velur…</translation>
        </message>
        <message>
            <source>rolls next</source>
            <comment>a seat's note</comment>
            <translation>kastar næst</translation>
        </message>
        <message>
            <source>crossed {row} {number}</source>
            <comment>a seat's note: its white-sum cross</comment>
            <translation>krossaði við {number} í {row}</translation>
        </message>
        <message>
            <source>no white cross</source>
            <comment>a seat's note</comment>
            <translation>enginn hvítur kross</translation>
        </message>
        <message>
            <source>colour {row} {number}</source>
            <comment>a seat's note: its colour-sum cross</comment>
            <translation>litur: {number} í {row}</translation>
        </message>
        <message>
            <source>no colour</source>
            <comment>a seat's note: no colour cross</comment>
            <translation>enginn litur</translation>
        </message>
        <message>
            <source>penalty</source>
            <comment>a seat's note: took a penalty</comment>
            <translation>refsing</translation>
        </message>
        <message>
            <source>locks {row}</source>
            <comment>a seat's note: it locked a row</comment>
            <translation>læsir {row} röðinni</translation>
        </message>
        <message>
            <source>{row} lock cross</source>
            <comment>a seat's note: it takes the lock cross of a row</comment>
            <translation>láskross í {row}</translation>
        </message>
        <message>
            <source>locked</source>
            <comment>under a locked row's name</comment>
            <translation>læst</translation>
        </message>
        <message>
            <source>crosses</source>
            <comment>the points table's heading: crosses in a row</comment>
            <translation>krossar</translation>
        </message>
        <message>
            <source>points</source>
            <comment>the points table's heading</comment>
            <translation>stig</translation>
        </message>
        <message>
            <source>penalties −5</source>
            <translation>refsingar −5</translation>
        </message>
        <message>
            <source>in all</source>
            <comment>beside the sheet's total</comment>
            <translation>alls</translation>
        </message>
    </context>
    <context>
        <name>QwixxHint</name>
        <message>
            <source>Looking for a good choice…</source>
            <translation>Leitar að góðu vali…</translation>
        </message>
        <message>
            <source>Hint: {advice} Press Enter to cross the ringed box.</source>
            <translation>Vísbending: {advice} Ýttu á Enter til að krossa við reitinn sem hringur er um.</translation>
        </message>
        <message>
            <source>Hint: {advice} Press Skip (S).</source>
            <translation>Vísbending: {advice} Ýttu á Sleppa (S).</translation>
        </message>
        <message>
            <source>Hint: {advice}</source>
            <translation>Vísbending: {advice}</translation>
        </message>
    </context>
    <context>
        <name>QwixxKeys</name>
        <message>
            <source>R or Space</source>
            <translation>R eða bilslá</translation>
        </message>
        <message>
            <source>Roll the dice (on your roll)</source>
            <translation>Kasta teningunum (þegar þú átt að kasta)</translation>
        </message>
        <message>
            <source>1, 2, 3, 4</source>
            <translation>1, 2, 3, 4</translation>
        </message>
        <message>
            <source>Pick the highlighted box in the red, yellow, green or blue row (again: its other box)</source>
            <translation>Velja upplýsta reitinn í rauðu, gulu, grænu eða bláu röðinni (aftur: hinn reitinn hennar)</translation>
        </message>
        <message>
            <source>Left / Right</source>
            <translation>Vinstri / Hægri</translation>
        </message>
        <message>
            <source>Move between the highlighted boxes</source>
            <translation>Færa á milli upplýstu reitanna</translation>
        </message>
        <message>
            <source>Up / Down</source>
            <translation>Upp / Niður</translation>
        </message>
        <message>
            <source>Move to the row above or below</source>
            <translation>Færa í röðina fyrir ofan eða neðan</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
        <message>
            <source>Cross the picked box</source>
            <translation>Krossa við valda reitinn</translation>
        </message>
        <message>
            <source>S</source>
            <translation>S</translation>
        </message>
        <message>
            <source>Skip: cross nothing this time</source>
            <translation>Sleppa: krossa ekki við neitt í þetta sinn</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Let go of the picked box</source>
            <translation>Sleppa valda reitnum</translation>
        </message>
        <message>
            <source>H</source>
            <translation>H</translation>
        </message>
        <message>
            <source>Hint: a suggested choice</source>
            <translation>Vísbending: tillaga að vali</translation>
        </message>
    </context>
    <context>
        <name>QwixxInput</name>
        <message>
            <source>Wait for your turn.</source>
            <translation>Bíddu þar til þú átt leik.</translation>
        </message>
        <message>
            <source>It is not your roll.</source>
            <translation>Þú átt ekki að kasta.</translation>
        </message>
        <message>
            <source>There is nothing to skip now.</source>
            <translation>Það er ekkert til að sleppa núna.</translation>
        </message>
        <message>
            <source>Nothing can be crossed in the {row} row now.</source>
            <translation>Ekki er hægt að krossa við neitt í {row} röðinni núna.</translation>
        </message>
        <message>
            <source>Pick a box first: 1-4 choose a row, the arrows move; or Skip (S).</source>
            <translation>Veldu fyrst reit: 1-4 velja röð, örvarnar færa; eða Sleppa (S).</translation>
        </message>
    </context>
    <context>
        <name>QwixxMoment</name>
        <message>
            <source>The game is over.</source>
            <translation>Leiknum er lokið.</translation>
        </message>
        <message>
            <source>Roll the dice (R or Space).</source>
            <translation>Kastaðu teningunum (R eða bilslá).</translation>
        </message>
        <message>
            <source>You roll when it is your turn.</source>
            <translation>Þú kastar þegar þú átt leik.</translation>
        </message>
        <message>
            <source>Cross nothing this time (S).</source>
            <translation>Krossa ekki við neitt í þetta sinn (S).</translation>
        </message>
        <message>
            <source>Cross nothing: a penalty (−5) because you crossed nothing in the white sum (S).</source>
            <translation>Krossa ekki við neitt: refsing (−5) af því að þú krossaðir ekki við neitt í hvítu summunni (S).</translation>
        </message>
        <message>
            <source>Nothing to skip now.</source>
            <translation>Ekkert til að sleppa núna.</translation>
        </message>
        <message>
            <source>Suggest a choice (H).</source>
            <translation>Stinga upp á vali (H).</translation>
        </message>
        <message>
            <source>Hints are for your white-sum and colour choices.</source>
            <translation>Vísbendingar eru fyrir val þitt á hvítu summunni og lit.</translation>
        </message>
        <message>
            <source>No roll yet.</source>
            <translation>Ekkert kast enn.</translation>
        </message>
        <message>
            <source>You rolled: white sum {total}.</source>
            <translation>Þú kastaðir: hvíta summan er {total}.</translation>
        </message>
        <message>
            <source>{name} rolled: white sum {total}.</source>
            <translation>{name} kastaði: hvíta summan er {total}.</translation>
        </message>
        <message>
            <source>You are rolling the dice…</source>
            <translation>Þú ert að kasta teningunum…</translation>
        </message>
        <message>
            <source>{name} is rolling the dice…</source>
            <translation>{name} er að kasta teningunum…</translation>
        </message>
        <message>
            <source>nothing</source>
            <comment>a white-sum choice of no box</comment>
            <translation>ekkert</translation>
        </message>
        <message>
            <source>{row} {number}</source>
            <comment>a box: its row and number</comment>
            <translation>{number} í {row}</translation>
        </message>
        <message>
            <source>Your roll showed the dice, so it can't be taken back.</source>
            <translation>Kastið þitt sýndi teningana, svo ekki er hægt að taka það aftur.</translation>
        </message>
        <message>
            <source>The dice were rolled after your choice, so it can't be taken back.</source>
            <translation>Teningunum var kastað eftir valið þitt, svo ekki er hægt að taka það aftur.</translation>
        </message>
        <message>
            <source>Everyone's white-sum choices are revealed, so yours can't be taken back.</source>
            <translation>Val allra á hvítu summunni hefur verið sýnt, svo ekki er hægt að taka þitt aftur.</translation>
        </message>
        <message>
            <source>White sum {total}: everyone may cross it. Click a highlighted box, or Skip (S) to cross nothing.</source>
            <translation>Hvíta summan {total}: allir mega krossa við hana. Smelltu á upplýstan reit, eða á Sleppa (S) til að krossa ekki við neitt.</translation>
        </message>
        <message>
            <source>White sum {total}: everyone may cross it, but it fits none of your rows: Skip (S).</source>
            <translation>Hvíta summan {total}: allir mega krossa við hana, en hún passar í enga af röðunum þínum: Sleppa (S).</translation>
        </message>
        <message>
            <source>{name}: white sum {total}: everyone may cross it. Click a highlighted box, or Skip (S) to cross nothing.</source>
            <translation>{name}: hvíta summan {total}: allir mega krossa við hana. Smelltu á upplýstan reit, eða á Sleppa (S) til að krossa ekki við neitt.</translation>
        </message>
        <message>
            <source>{name}: white sum {total}: everyone may cross it, but it fits none of your rows: Skip (S).</source>
            <translation>{name}: hvíta summan {total}: allir mega krossa við hana, en hún passar í enga af röðunum þínum: Sleppa (S).</translation>
        </message>
        <message>
            <source>Your colour choice (you must cross something or take a penalty): click a highlighted box, or Skip (S) for a penalty.</source>
            <translation>Litavalið þitt (þú verður að krossa við eitthvað eða taka refsingu): smelltu á upplýstan reit, eða á Sleppa (S) fyrir refsingu.</translation>
        </message>
        <message>
            <source>Your colour choice (you must cross something or take a penalty): no colour sum fits, so Skip (S) takes a penalty.</source>
            <translation>Litavalið þitt (þú verður að krossa við eitthvað eða taka refsingu): engin litasumma passar, svo Sleppa (S) gefur refsingu.</translation>
        </message>
        <message>
            <source>Your colour choice (you may): click a highlighted box, or Skip (S).</source>
            <translation>Litavalið þitt (þú mátt): smelltu á upplýstan reit, eða á Sleppa (S).</translation>
        </message>
        <message>
            <source>Your colour choice (you may): no colour sum fits: Skip (S).</source>
            <translation>Litavalið þitt (þú mátt): engin litasumma passar: Sleppa (S).</translation>
        </message>
        <message>
            <source>{name}, your colour choice (you must cross something or take a penalty): click a highlighted box, or Skip (S) for a penalty.</source>
            <translation>{name}, litavalið þitt (þú verður að krossa við eitthvað eða taka refsingu): smelltu á upplýstan reit, eða á Sleppa (S) fyrir refsingu.</translation>
        </message>
        <message>
            <source>{name}, your colour choice (you must cross something or take a penalty): no colour sum fits, so Skip (S) takes a penalty.</source>
            <translation>{name}, litavalið þitt (þú verður að krossa við eitthvað eða taka refsingu): engin litasumma passar, svo Sleppa (S) gefur refsingu.</translation>
        </message>
        <message>
            <source>{name}, your colour choice (you may): click a highlighted box, or Skip (S).</source>
            <translation>{name}, litavalið þitt (þú mátt): smelltu á upplýstan reit, eða á Sleppa (S).</translation>
        </message>
        <message>
            <source>{name}, your colour choice (you may): no colour sum fits: Skip (S).</source>
            <translation>{name}, litavalið þitt (þú mátt): engin litasumma passar: Sleppa (S).</translation>
        </message>
        <message>
            <source>The game is over. {reason}</source>
            <translation>Leiknum er lokið. {reason}</translation>
        </message>
        <message>
            <source>Game over.</source>
            <translation>Leikslok.</translation>
        </message>
        <message>
            <source>{sentence} Your colour choice comes next.</source>
            <comment>a white-sum sentence, then this one</comment>
            <translation>{sentence} Litavalið þitt kemur næst.</translation>
        </message>
        <message>
            <source>White {white} (both dice), plus a colour die.</source>
            <translation>Hvítur {white} (báðir teningarnir), ásamt lituðum teningi.</translation>
        </message>
        <message>
            <source>White {first} or {second}, plus a colour die.</source>
            <translation>Hvítur {first} eða {second}, ásamt lituðum teningi.</translation>
        </message>
        <message>
            <source>Roll the dice first: press Roll (R or Space).</source>
            <translation>Kastaðu fyrst teningunum: ýttu á Kasta (R eða bilslá).</translation>
        </message>
        <message>
            <source>The {row} row is locked: nobody may cross in it any more.</source>
            <translation>Búið er að læsa {row} röðinni: enginn má krossa í henni lengur.</translation>
        </message>
        <message>
            <source>The white sum is {total}: cross {total} in one row, or Skip (S).</source>
            <translation>Hvíta summan er {total}: krossaðu við {total} í einni röð, eða Sleppa (S).</translation>
        </message>
        <message>
            <source>The {row} die is off the table: that row is locked.</source>
            <translation>Teningur {row} raðarinnar er farinn af borðinu: þeirri röð hefur verið læst.</translation>
        </message>
        <message>
            <source>{Row} {number} is not a colour sum now: white {first} or {second} + {row} {die} make {sum}.</source>
            <translation>{Row} {number} er ekki litasumma núna: hvítur {first} eða {second} + {die} í {row} gera {sum}.</translation>
        </message>
        <message>
            <source>{Row} {number} is not a colour sum now: white {first} or {second} + {row} {die} make {sum} or {other}.</source>
            <translation>{Row} {number} er ekki litasumma núna: hvítur {first} eða {second} + {die} í {row} gera {sum} eða {other}.</translation>
        </message>
        <message>
            <source>{Row} {number} lies left of your last cross in that row: crosses go left to right.</source>
            <translation>{Row} {number} er vinstra megin við síðasta krossinn þinn í þeirri röð: krossað er frá vinstri til hægri.</translation>
        </message>
        <message>
            <source>{Row} {number} needs five crosses in the {row} row first.</source>
            <translation>{Row} {number} krefst fyrst fimm krossa í {row} röðinni.</translation>
        </message>
        <message>
            <source>{Row} {number} can't be crossed now.</source>
            <translation>{Row} {number} er ekki hægt að krossa við núna.</translation>
        </message>
    </context>
    <context>
        <name>QwixxStrip</name>
        <message>
            <source>{row}: no crosses</source>
            <translation>Í {row}: engir krossar</translation>
        </message>
        <message>
            <source>{row}: 1 cross, on {number}</source>
            <translation>Í {row}: 1 kross, á {number}</translation>
        </message>
        <message numerus="yes">
            <source>{row}: %n crosses, the last on {number}</source>
            <translation>
                <numerusform>Í {row}: %n kross, síðast á {number}</numerusform>
                <numerusform>Í {row}: %n krossar, síðast á {number}</numerusform>
            </translation>
        </message>
        <message>
            <source>no penalties</source>
            <translation>engar refsingar</translation>
        </message>
        <message>
            <source>1 penalty</source>
            <translation>1 refsing</translation>
        </message>
        <message numerus="yes">
            <source>%n penalties</source>
            <translation>
                <numerusform>%n refsing</numerusform>
                <numerusform>%n refsingar</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}, {points} points: {rows}; {penalties}.</source>
            <comment>a seat's sheet in brief: its rows and penalties</comment>
            <translation>{name}, {points} stig: {rows}; {penalties}.</translation>
        </message>
    </context>
    <context>
        <name>QwixxRows</name>
        <message>
            <source>RED</source>
            <translation>RAUÐ</translation>
        </message>
        <message>
            <source>YELLOW</source>
            <translation>GUL</translation>
        </message>
        <message>
            <source>GREEN</source>
            <translation>GRÆN</translation>
        </message>
        <message>
            <source>BLUE</source>
            <translation>BLÁ</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>Rauða</translation>
        </message>
        <message>
            <source>Yellow</source>
            <translation>Gula</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>Græna</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Bláa</translation>
        </message>
        <message>
            <source>red</source>
            <translation>rauðu</translation>
        </message>
        <message>
            <source>yellow</source>
            <translation>gulu</translation>
        </message>
        <message>
            <source>green</source>
            <translation>grænu</translation>
        </message>
        <message>
            <source>blue</source>
            <translation>bláu</translation>
        </message>
    </context>
    <context>
        <name>QwixxPlayback</name>
        <message>
            <source>{Row} is locked!</source>
            <translation>{Row} röðin er læst!</translation>
        </message>
        <message>
            <source>Penalty −5</source>
            <translation>Refsing −5</translation>
        </message>
    </context>
    <context>
        <name>QwixxPrinting</name>
        <message>
            <source>The printer could not be opened.</source>
            <translation>Ekki tókst að opna prentarann.</translation>
        </message>
        <message>
            <source>The score sheets</source>
            <translation>Stigablöðin</translation>
        </message>
        <message>
            <source>Qwixx: score summary</source>
            <translation>Qwixx: yfirlit yfir stig</translation>
        </message>
        <message>
            <source>The game ended: {reason}</source>
            <translation>Leiknum lauk: {reason}</translation>
        </message>
        <message numerus="yes">
            <source>%n rolls. Best roll: {best}</source>
            <translation>
                <numerusform>%n kast. Besta kastið: {best}</numerusform>
                <numerusform>%n köst. Besta kastið: {best}</numerusform>
            </translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Leikmaður</translation>
        </message>
        <message>
            <source>Seat</source>
            <comment>a column: person or bot</comment>
            <translation>Sæti</translation>
        </message>
        <message>
            <source>Penalties</source>
            <translation>Refsingar</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Samtals</translation>
        </message>
        <message>
            <source>{name}  (winner)</source>
            <translation>{name}  (sigurvegari)</translation>
        </message>
        <message>
            <source>{name} {points}</source>
            <comment>a chart's label: a name and the total</comment>
            <translation>{name} {points}</translation>
        </message>
        <message>
            <source>Totals by roll</source>
            <translation>Samtölur eftir köstum</translation>
        </message>
        <message>
            <source>roll</source>
            <comment>the chart's axis: roll by roll</comment>
            <translation>kast</translation>
        </message>
    </context>
    <context>
        <name>QwixxSummary</name>
        <message>
            <source>{row} {number}</source>
            <comment>a crossed box: its row and number</comment>
            <translation>{number} í {row}</translation>
        </message>
        <message>
            <source>the {row} lock</source>
            <translation>lásinn í {row}</translation>
        </message>
        <message>
            <source>{row} {points}</source>
            <comment>a row's score</comment>
            <translation>{points} í {row}</translation>
        </message>
        <message>
            <source>penalties −{points}</source>
            <translation>refsingar −{points}</translation>
        </message>
        <message>
            <source>The game is not over yet.</source>
            <translation>Leiknum er ekki lokið enn.</translation>
        </message>
        <message>
            <source>{name} scored {points} points.</source>
            <translation>{name} fékk {points} stig.</translation>
        </message>
        <message>
            <source>Nobody scored.</source>
            <translation>Enginn fékk stig.</translation>
        </message>
        <message>
            <source>crosses</source>
            <comment>the best roll's gain, in general</comment>
            <translation>krossar</translation>
        </message>
        <message>
            <source>{name}: +{points} points on roll {roll} ({crossed})</source>
            <translation>{name}: +{points} stig í kasti {roll} ({crossed})</translation>
        </message>
        <message>
            <source>{details}, 1 hint</source>
            <translation>{details}, 1 vísbending</translation>
        </message>
        <message numerus="yes">
            <source>{details}, %n hints</source>
            <translation>
                <numerusform>{details}, %n vísbending</numerusform>
                <numerusform>{details}, %n vísbendingar</numerusform>
            </translation>
        </message>
        <message>
            <source>The game ended: {reason}</source>
            <translation>Leiknum lauk: {reason}</translation>
        </message>
        <message numerus="yes">
            <source>%n rolls in all.</source>
            <translation>
                <numerusform>%n kast alls.</numerusform>
                <numerusform>%n köst alls.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>QwixxTable</name>
        <message>
            <source>Table with the score sheets and the dice</source>
            <translation>Borð með stigablöðunum og teningunum</translation>
        </message>
    </context>
    <context>
        <name>AboutDialog</name>
        <message>
            <source>Modern tabletop classics on your desktop: {games}. Play against friends at one screen or against bots from beginner to expert, all offline.</source>
            <translation>Nútímaleg borðspil á tölvunni þinni: {games}. Spilaðu á móti vinum við sama skjá eða á móti tölvuspilurum, frá nýliða upp í sérfræðing, allt án nettengingar.</translation>
        </message>
        <message>
            <source>{about} Coming soon: {games}.</source>
            <comment>the sentence above, then the games to come</comment>
            <translation>{about} Væntanlegt: {games}.</translation>
        </message>
        <message>
            <source>Qt and PySide6 (LGPL-3.0)</source>
            <translation>Qt og PySide6 (LGPL-3.0)</translation>
        </message>
        <message>
            <source>Python (PSF License)</source>
            <translation>Python (PSF License)</translation>
        </message>
        <message>
            <source>Quiddler's word lists: SCOWL (permissive)</source>
            <translation>Orðalistar Quiddler: SCOWL (frjálst leyfi)</translation>
        </message>
        <message>
            <source>Malayalam font: Manjari (OFL-1.1)</source>
            <translation>Letur fyrir malajalam: Manjari (OFL-1.1)</translation>
        </message>
        <message>
            <source>Libraries in this installation</source>
            <translation>Forritasöfn í þessari uppsetningu</translation>
        </message>
        <message>
            <source>About {app}</source>
            <translation>Um {app}</translation>
        </message>
        <message>
            <source>Version {version}</source>
            <translation>Útgáfa {version}</translation>
        </message>
        <message>
            <source>Licences</source>
            <translation>Leyfi</translation>
        </message>
        <message>
            <source>The licence files are missing from this installation.</source>
            <translation>Leyfisskrárnar vantar í þessa uppsetningu.</translation>
        </message>
        <message>
            <source>This licence file cannot be read ({error}).</source>
            <translation>Ekki er hægt að lesa þessa leyfisskrá ({error}).</translation>
        </message>
    </context>
    <context>
        <name>MessageBanner</name>
        <message>
            <source>Dismiss</source>
            <translation>Loka</translation>
        </message>
    </context>
    <context>
        <name>EndDialog</name>
        <message>
            <source>Game over</source>
            <translation>Leikslok</translation>
        </message>
        <message>
            <source>&lt;b&gt;Best move:&lt;/b&gt; {move}</source>
            <translation>&lt;b&gt;Besti leikurinn:&lt;/b&gt; {move}</translation>
        </message>
        <message>
            <source>Print summary…</source>
            <translation>Prenta yfirlit…</translation>
        </message>
        <message>
            <source>Back to home</source>
            <translation>Aftur á heimaskjá</translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>Spila aftur</translation>
        </message>
        <message>
            <source>The same players and options, with a fresh shuffle</source>
            <translation>Sömu leikmenn og valkostir, nýstokkað</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Leikmaður</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>Sæti</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Stig</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>Nánar</translation>
        </message>
    </context>
    <context>
        <name>GamesInProgress</name>
        <message>
            <source>just now</source>
            <translation>rétt í þessu</translation>
        </message>
        <message>
            <source>1 minute ago</source>
            <translation>fyrir 1 mínútu</translation>
        </message>
        <message numerus="yes">
            <source>%n minutes ago</source>
            <translation>
                <numerusform>fyrir %n mínútu</numerusform>
                <numerusform>fyrir %n mínútum</numerusform>
            </translation>
        </message>
        <message>
            <source>today at {time}</source>
            <translation>í dag kl. {time}</translation>
        </message>
        <message>
            <source>yesterday at {time}</source>
            <translation>í gær kl. {time}</translation>
        </message>
        <message>
            <source>on {date}</source>
            <translation>{date}</translation>
        </message>
        <message>
            <source>d MMMM yyyy</source>
            <comment>a date, as QLocale writes it</comment>
            <translation>d. MMMM yyyy</translation>
        </message>
        <message>
            <source>, </source>
            <comment>between the players of a game</comment>
            <translation>, </translation>
        </message>
        <message>
            <source>{name} (bot)</source>
            <translation>{name} (tölvuspilari)</translation>
        </message>
        <message>
            <source>1 move played</source>
            <translation>1 leikur leikinn</translation>
        </message>
        <message numerus="yes">
            <source>%n moves played</source>
            <translation>
                <numerusform>%n leikur leikinn</numerusform>
                <numerusform>%n leikir leiknir</numerusform>
            </translation>
        </message>
        <message>
            <source>{players} · {moves} · open in another window</source>
            <translation>{players} · {moves} · opinn í öðrum glugga</translation>
        </message>
        <message>
            <source>{players} · {moves} · last played {when}</source>
            <translation>{players} · {moves} · síðast spilaður {when}</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>Eyða…</translation>
        </message>
        <message>
            <source>Delete this game of {game} (asks first)</source>
            <translation>Eyða þessum leik í {game} (spyr fyrst)</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Áfram</translation>
        </message>
        <message>
            <source>This game is open in another Tabletop Desktop window.</source>
            <translation>Þessi leikur er opinn í öðrum glugga Tabletop Desktop.</translation>
        </message>
        <message>
            <source>Sit down at this game of {game} again</source>
            <translation>Setjast aftur að þessum leik í {game}</translation>
        </message>
        <message>
            <source>Games in progress</source>
            <translation>Leikir í gangi</translation>
        </message>
        <message>
            <source>Your game in progress</source>
            <translation>Leikurinn þinn í gangi</translation>
        </message>
    </context>
    <context>
        <name>GamesKept</name>
        <message>
            <source>This game is being played in another Tabletop Desktop window. Continue it there, or close it there first.</source>
            <translation>Verið er að spila þennan leik í öðrum glugga Tabletop Desktop. Haltu honum áfram þar, eða lokaðu honum þar fyrst.</translation>
        </message>
        <message>
            <source>There is no game to continue.</source>
            <translation>Það er enginn leikur til að halda áfram.</translation>
        </message>
        <message>
            <source>That game is no longer in progress.</source>
            <translation>Sá leikur er ekki lengur í gangi.</translation>
        </message>
        <message>
            <source>This game is open in another window</source>
            <translation>Þessi leikur er opinn í öðrum glugga</translation>
        </message>
        <message>
            <source>Delete this game?</source>
            <translation>Eyða þessum leik?</translation>
        </message>
        <message>
            <source>Delete the game of {game} with {players} ({moves})? It cannot be continued afterwards.</source>
            <translation>Eyða leiknum í {game} með {players} ({moves})? Ekki verður hægt að halda honum áfram á eftir.</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Eyða</translation>
        </message>
    </context>
    <context>
        <name>HomeScreen</name>
        <message>
            <source>{count} players</source>
            <translation>{count} leikmenn</translation>
        </message>
        <message>
            <source>{least} to {most} players</source>
            <translation>{least} til {most} leikmenn</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Spila</translation>
        </message>
        <message>
            <source>Coming soon</source>
            <translation>Væntanlegt</translation>
        </message>
        <message>
            <source>Start a new game of {game}</source>
            <translation>Byrja nýjan leik í {game}</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Reglur</translation>
        </message>
        <message>
            <source>How to play {game}</source>
            <translation>Hvernig á að spila {game}</translation>
        </message>
        <message>
            <source>{game} is coming in a later version.</source>
            <translation>{game} kemur í síðari útgáfu.</translation>
        </message>
        <message>
            <source>Pull up a chair: pick a game and play against friends or bots.</source>
            <translation>Fáðu þér sæti: veldu leik og spilaðu á móti vinum eða tölvuspilurum.</translation>
        </message>
        <message>
            <source>How to play (F1)</source>
            <translation>Hvernig á að spila (F1)</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Tölfræði</translation>
        </message>
        <message>
            <source>Your results so far</source>
            <translation>Árangur þinn hingað til</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Stillingar</translation>
        </message>
        <message>
            <source>Speed, theme and accessibility</source>
            <translation>Hraði, þema og aðgengi</translation>
        </message>
        <message>
            <source>About</source>
            <translation>Um forritið</translation>
        </message>
        <message>
            <source>Version and licences</source>
            <translation>Útgáfa og leyfi</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>Nýr leikur…</translation>
        </message>
        <message>
            <source>Choose a game, the players and the options (Ctrl+N)</source>
            <translation>Veldu leik, leikmenn og valkosti (Ctrl+N)</translation>
        </message>
        <message>
            <source>Open saved game…</source>
            <translation>Opna vistaðan leik…</translation>
        </message>
        <message>
            <source>Continue a game you saved to a file (Ctrl+O)</source>
            <translation>Halda áfram leik sem þú vistaðir í skrá (Ctrl+O)</translation>
        </message>
        <message>
            <source>Join a game…</source>
            <translation>Taka þátt í leik…</translation>
        </message>
        <message>
            <source>Join a game hosted on another computer</source>
            <translation>Taka þátt í leik sem er hýstur á annarri tölvu</translation>
        </message>
    </context>
    <context>
        <name>HostedTablesPanel</name>
        <message>
            <source>{game}, room code {code}: nobody has joined yet.</source>
            <translation>{game}, herbergiskóði {code}: enginn hefur komið enn.</translation>
        </message>
        <message>
            <source>{game} with {players} (room code {code}).</source>
            <translation>{game} með {players} (herbergiskóði {code}).</translation>
        </message>
        <message>
            <source>Network tables you host</source>
            <translation>Netborð sem þú hýsir</translation>
        </message>
        <message>
            <source>Reopen a table to go on: the players who joined come back by themselves.</source>
            <translation>Opnaðu borð aftur til að halda áfram: leikmennirnir sem komu snúa sjálfir aftur.</translation>
        </message>
        <message>
            <source>Reopen</source>
            <translation>Opna aftur</translation>
        </message>
        <message>
            <source>Start the table again on this computer and sit down at it.</source>
            <translation>Ræsa borðið aftur á þessari tölvu og setjast að því.</translation>
        </message>
        <message>
            <source>Stop keeping this table; the others cannot come back to it.</source>
            <translation>Hætta að geyma þetta borð; hinir geta ekki snúið aftur að því.</translation>
        </message>
        <message>
            <source>Forget</source>
            <translation>Gleyma</translation>
        </message>
    </context>
    <context>
        <name>JoinDialog</name>
        <message>
            <source>Looking for tables on this network… None has been found yet.</source>
            <translation>Leitar að borðum á þessu neti… Ekkert hefur fundist enn.</translation>
        </message>
        <message>
            <source>This computer cannot listen for tables on the network just now (another program may be using the port). Type the address the host gave you instead.</source>
            <translation>Þessi tölva getur ekki hlustað eftir borðum á netinu í augnablikinu (annað forrit gæti verið að nota gáttina). Sláðu í staðinn inn vistfangið sem gestgjafinn gaf þér.</translation>
        </message>
        <message>
            <source>Join a game</source>
            <translation>Taka þátt í leik</translation>
        </message>
        <message>
            <source>Join a game on another computer</source>
            <translation>Taka þátt í leik á annarri tölvu</translation>
        </message>
        <message>
            <source>Pick a table found on this network, or type the address the host gave you. The host also tells you the room code.</source>
            <translation>Veldu borð sem fannst á þessu neti, eða sláðu inn vistfangið sem gestgjafinn gaf þér. Gestgjafinn segir þér líka herbergiskóðann.</translation>
        </message>
        <message>
            <source>Tables other computers on this network are hosting.</source>
            <translation>Borð sem aðrar tölvur á þessu neti hýsa.</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>Vistfang:</translation>
        </message>
        <message>
            <source>{count} letters and digits</source>
            <translation>{count} bókstafir og tölustafir</translation>
        </message>
        <message>
            <source>Room code:</source>
            <translation>Herbergiskóði:</translation>
        </message>
        <message>
            <source>The name the others see</source>
            <translation>Nafnið sem hinir sjá</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>Nafnið þitt:</translation>
        </message>
        <message>
            <source>Another person plays at this computer</source>
            <translation>Önnur manneskja spilar við þessa tölvu</translation>
        </message>
        <message>
            <source>Take one more seat for somebody here; you pass the screen between you, with the pieces covered.</source>
            <translation>Taka eitt sæti til viðbótar fyrir einhvern hér; þið látið skjáinn ganga á milli ykkar og höndin er hulin.</translation>
        </message>
        <message>
            <source>Join</source>
            <translation>Taka þátt</translation>
        </message>
        <message>
            <source>Pick this table; then type the room code the host tells you.</source>
            <translation>Veldu þetta borð og sláðu svo inn herbergiskóðann sem gestgjafinn gefur þér.</translation>
        </message>
        <message>
            <source>Their name, as the others see it</source>
            <translation>Nafn viðkomandi, eins og hinir sjá það</translation>
        </message>
        <message>
            <source>Player {number} here:</source>
            <translation>Leikmaður {number} hér:</translation>
        </message>
        <message>
            <source>The room code has {count} letters and digits, as the host's lobby shows it. Please check it and type it again.</source>
            <translation>Herbergiskóðinn hefur {count} bókstafi og tölustafi, eins og biðsalur gestgjafans sýnir hann. Athugaðu hann og sláðu hann inn aftur.</translation>
        </message>
        <message>
            <source>Please type your name: the others see it at the table.</source>
            <translation>Sláðu inn nafnið þitt: hinir sjá það við borðið.</translation>
        </message>
        <message>
            <source>Two people at this computer have the same name: please give each their own.</source>
            <translation>Tvær manneskjur við þessa tölvu hafa sama nafn: gefðu hvorri sitt eigið nafn.</translation>
        </message>
        <message>
            <source>Connecting to the table at {address}…</source>
            <translation>Tengist borðinu á {address}…</translation>
        </message>
    </context>
    <context>
        <name>JoinedTablesPanel</name>
        <message>
            <source>{game} at {address} as {names} (room code {code}).</source>
            <translation>{game} á {address} sem {names} (herbergiskóði {code}).</translation>
        </message>
        <message>
            <source>Network tables you joined</source>
            <translation>Netborð sem þú tókst þátt í</translation>
        </message>
        <message>
            <source>Rejoin a table to sit down at your seat again, where the game is now.</source>
            <translation>Komdu aftur að borði til að setjast í sætið þitt, þar sem leikurinn er núna.</translation>
        </message>
        <message>
            <source>Rejoin</source>
            <translation>Koma aftur</translation>
        </message>
        <message>
            <source>Go back to your seat at this table.</source>
            <translation>Fara aftur í sætið þitt við þetta borð.</translation>
        </message>
        <message>
            <source>Stop keeping this table here; the host may give your seat to a bot.</source>
            <translation>Hætta að geyma þetta borð hér; gestgjafinn getur látið tölvuspilara fá sætið þitt.</translation>
        </message>
        <message>
            <source>Forget</source>
            <translation>Gleyma</translation>
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
            <translation>Færa milli hnappa og reita</translation>
        </message>
        <message>
            <source>Enter or Space</source>
            <translation>Enter eða bilslá</translation>
        </message>
        <message>
            <source>Press the button that has the focus ring</source>
            <translation>Ýta á hnappinn sem hefur fókushringinn</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Close a dialog without changing anything</source>
            <translation>Loka glugga án þess að breyta neinu</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Flýtilyklar</translation>
        </message>
    </context>
    <context>
        <name>TableFinder</name>
        <message>
            <source>A game</source>
            <comment>a table's unknown game</comment>
            <translation>Leikur</translation>
        </message>
        <message>
            <source>somebody</source>
            <comment>a table's unknown host</comment>
            <translation>einhver</translation>
        </message>
    </context>
    <context>
        <name>LobbyDialog</name>
        <message>
            <source>Waiting for players</source>
            <translation>Beðið eftir leikmönnum</translation>
        </message>
        <message>
            <source>Waiting for the host</source>
            <translation>Beðið eftir gestgjafanum</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>Vistfang:</translation>
        </message>
        <message>
            <source>Room code:</source>
            <translation>Herbergiskóði:</translation>
        </message>
        <message>
            <source>Copy address and code</source>
            <translation>Afrita vistfang og kóða</translation>
        </message>
        <message>
            <source>Put the address and the room code on the clipboard, to send them.</source>
            <translation>Setja vistfangið og herbergiskóðann á klippiborðið, til að senda þau.</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>Sæti</translation>
        </message>
        <message>
            <source>Cancel the game</source>
            <translation>Hætta við leikinn</translation>
        </message>
        <message>
            <source>Leave the table</source>
            <translation>Yfirgefa borðið</translation>
        </message>
        <message>
            <source>Close the table; the others are told.</source>
            <translation>Loka borðinu; hinum er sagt frá því.</translation>
        </message>
        <message>
            <source>Give up your seat and go back.</source>
            <translation>Gefa sætið þitt eftir og fara til baka.</translation>
        </message>
        <message>
            <source>Start game</source>
            <translation>Hefja leik</translation>
        </message>
        <message>
            <source>{game}: waiting for players</source>
            <translation>{game}: beðið eftir leikmönnum</translation>
        </message>
        <message>
            <source>{game}: you have joined the table</source>
            <translation>{game}: þú hefur tekið sæti við borðið</translation>
        </message>
        <message>
            <source>Tell the others the address and the room code below. On their computer they choose Join a game on the home screen and type them in.</source>
            <translation>Segðu hinum vistfangið og herbergiskóðann hér fyrir neðan. Í sinni tölvu velja þau Taka þátt í leik á heimaskjánum og slá þau inn.</translation>
        </message>
        <message>
            <source>{name} (seat {number})</source>
            <translation>{name} (sæti {number})</translation>
        </message>
        <message>
            <source>You play {seats}. The game begins when the host starts it.</source>
            <translation>Þú spilar {seats}. Leikurinn hefst þegar gestgjafinn byrjar hann.</translation>
        </message>
        <message>
            <source> and </source>
            <comment>between a person's seats</comment>
            <translation> og </translation>
        </message>
        <message>
            <source>You play a seat. The game begins when the host starts it.</source>
            <translation>Þú spilar eitt sæti. Leikurinn hefst þegar gestgjafinn byrjar hann.</translation>
        </message>
        <message>
            <source>Addresses:</source>
            <translation>Vistföng:</translation>
        </message>
        <message>
            <source>The table has no address yet.</source>
            <translation>Borðið hefur ekkert vistfang enn.</translation>
        </message>
        <message>
            <source>Everybody is here: you can start the game.</source>
            <translation>Allir eru komnir: þú getur hafið leikinn.</translation>
        </message>
        <message>
            <source>Everybody is here; the host may start at any moment.</source>
            <translation>Allir eru komnir; gestgjafinn getur byrjað hvenær sem er.</translation>
        </message>
        <message>
            <source>, </source>
            <comment>between seat numbers</comment>
            <translation>, </translation>
        </message>
        <message>
            <source>seat {number}</source>
            <translation>sæti {number}</translation>
        </message>
        <message>
            <source>The game can start once one joining seat ({seats}) is taken.</source>
            <translation>Leikurinn getur hafist þegar sæti fyrir aðkomuleikmann ({seats}) hefur verið tekið.</translation>
        </message>
        <message numerus="yes">
            <source>The game can start once %n joining seats ({seats}) are taken.</source>
            <translation>
                <numerusform>Leikurinn getur hafist þegar %n sæti fyrir aðkomuleikmenn ({seats}) hefur verið tekið.</numerusform>
                <numerusform>Leikurinn getur hafist þegar %n sæti fyrir aðkomuleikmenn ({seats}) hafa verið tekin.</numerusform>
            </translation>
        </message>
        <message>
            <source>{sentence} You may also give a seat nobody took to a bot.</source>
            <comment>the sentence above, then this one</comment>
            <translation>{sentence} Þú getur líka látið tölvuspilara fá sæti sem enginn tók.</translation>
        </message>
        <message>
            <source>The table is being set up.</source>
            <translation>Verið er að setja borðið upp.</translation>
        </message>
        <message>
            <source>Start the game for everybody.</source>
            <translation>Hefja leikinn fyrir alla.</translation>
        </message>
        <message>
            <source>Every joining seat must be taken first.</source>
            <translation>Fyrst þarf að taka öll sæti fyrir aðkomuleikmenn.</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>Sæti {number}</translation>
        </message>
        <message>
            <source>Free seat</source>
            <translation>Laust sæti</translation>
        </message>
        <message>
            <source>How well the bot plays this seat.</source>
            <translation>Hversu vel tölvuspilarinn spilar þetta sæti.</translation>
        </message>
        <message>
            <source>Give to a bot</source>
            <translation>Láta tölvuspilara fá sætið</translation>
        </message>
        <message>
            <source>A bot plays seat {number} instead of a joining player.</source>
            <translation>Tölvuspilari spilar sæti {number} í stað aðkomuleikmanns.</translation>
        </message>
        <message>
            <source> or </source>
            <comment>between a table's addresses</comment>
            <translation> eða </translation>
        </message>
        <message>
            <source>Join my game of {game} in Tabletop Desktop: choose Join a game, type the address {addresses} and the room code {code}.</source>
            <translation>Komdu í leikinn minn í {game} í Tabletop Desktop: veldu Taka þátt í leik, sláðu inn vistfangið {addresses} og herbergiskóðann {code}.</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>Afritað</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Tabletop Desktop games (*{extension});;All files (*)</source>
            <translation>Tabletop Desktop-leikir (*{extension});;Allar skrár (*)</translation>
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
            <translation>Vísbendingar notaðar: {players}.</translation>
        </message>
        <message>
            <source>Undo is not possible now: {reason}</source>
            <translation>Ekki er hægt að afturkalla núna: {reason}</translation>
        </message>
        <message>
            <source>&amp;Join a game…</source>
            <translation>&amp;Taka þátt í leik…</translation>
        </message>
        <message>
            <source>Join a game hosted on another computer</source>
            <translation>Taka þátt í leik sem er hýstur á annarri tölvu</translation>
        </message>
        <message>
            <source>A file could not be used</source>
            <translation>Ekki var hægt að nota skrá</translation>
        </message>
        <message>
            <source>This game cannot be continued</source>
            <translation>Ekki er hægt að halda þessum leik áfram</translation>
        </message>
        <message>
            <source>{game} cannot be shown</source>
            <translation>Ekki er hægt að sýna {game}</translation>
        </message>
        <message>
            <source>Something went wrong while setting up the table: {error}</source>
            <translation>Eitthvað fór úrskeiðis við að setja borðið upp: {error}</translation>
        </message>
        <message>
            <source>Your game of {game} is kept: continue it from Games in progress on the home screen.</source>
            <translation>Leikurinn þinn í {game} er geymdur: haltu honum áfram undir Leikir í gangi á heimaskjánum.</translation>
        </message>
        <message>
            <source>Open saved game</source>
            <translation>Opna vistaðan leik</translation>
        </message>
        <message>
            <source>This game cannot be opened</source>
            <translation>Ekki er hægt að opna þennan leik</translation>
        </message>
        <message>
            <source>Save game</source>
            <translation>Vista leik</translation>
        </message>
        <message>
            <source>The game could not be saved</source>
            <translation>Ekki tókst að vista leikinn</translation>
        </message>
        <message>
            <source>{file}: {error}</source>
            <translation>{file}: {error}</translation>
        </message>
        <message>
            <source>Saved as {file}.</source>
            <translation>Vistað sem {file}.</translation>
        </message>
        <message>
            <source>{game} summary.pdf</source>
            <comment>a file name</comment>
            <translation>{game} yfirlit.pdf</translation>
        </message>
        <message>
            <source>Export summary as PDF</source>
            <translation>Flytja yfirlit út sem PDF</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>PDF-skrár (*.pdf)</translation>
        </message>
        <message>
            <source>{game} summary</source>
            <comment>a document's title</comment>
            <translation>{game}: yfirlit</translation>
        </message>
        <message>
            <source>The PDF could not be written</source>
            <translation>Ekki tókst að skrifa PDF-skrána</translation>
        </message>
        <message>
            <source>Summary written to {file}.</source>
            <translation>Yfirlitið var skrifað í {file}.</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Leikur</translation>
        </message>
        <message>
            <source>There is no move to undo.</source>
            <translation>Það er enginn leikur til að afturkalla.</translation>
        </message>
        <message>
            <source>{game} (practice game) — {app}</source>
            <translation>{game} (æfingaleikur) — {app}</translation>
        </message>
        <message>
            <source>{game} — {app}</source>
            <translation>{game} — {app}</translation>
        </message>
        <message>
            <source>Playing {game}</source>
            <translation>Spilar {game}</translation>
        </message>
        <message>
            <source>Playing</source>
            <translation>Spilar</translation>
        </message>
        <message>
            <source>Menus</source>
            <translation>Valmyndir</translation>
        </message>
        <message>
            <source>Moving around</source>
            <translation>Að fara um</translation>
        </message>
        <message>
            <source>Your settings could not be saved: {error}</source>
            <translation>Ekki tókst að vista stillingarnar þínar: {error}</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>Undo your last confirmed move, with the bot moves after it</source>
            <translation>Afturkalla síðasta staðfesta leikinn þinn, ásamt leikjum tölvuspilaranna á eftir honum</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Leikur</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Nýr leikur…</translation>
        </message>
        <message>
            <source>Choose a game and the players</source>
            <translation>Veldu leik og leikmenn</translation>
        </message>
        <message>
            <source>&amp;Open saved game…</source>
            <translation>&amp;Opna vistaðan leik…</translation>
        </message>
        <message>
            <source>Continue a game saved to a file</source>
            <translation>Halda áfram leik sem var vistaður í skrá</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Vista</translation>
        </message>
        <message>
            <source>Save this game to a file</source>
            <translation>Vista þennan leik í skrá</translation>
        </message>
        <message>
            <source>Save &amp;as…</source>
            <translation>Vista &amp;sem…</translation>
        </message>
        <message>
            <source>Save this game to a new file</source>
            <translation>Vista þennan leik í nýja skrá</translation>
        </message>
        <message>
            <source>&amp;Print summary…</source>
            <translation>&amp;Prenta yfirlit…</translation>
        </message>
        <message>
            <source>Print the score summary</source>
            <translation>Prenta yfirlitið yfir stig</translation>
        </message>
        <message>
            <source>&amp;Export summary as PDF…</source>
            <translation>&amp;Flytja yfirlit út sem PDF…</translation>
        </message>
        <message>
            <source>Write the score summary to a PDF file</source>
            <translation>Skrifa yfirlitið yfir stig í PDF-skrá</translation>
        </message>
        <message>
            <source>Back to &amp;home</source>
            <translation>&amp;Aftur á heimaskjá</translation>
        </message>
        <message>
            <source>Leave the table; the game stays in Games in progress</source>
            <translation>Yfirgefa borðið; leikurinn bíður undir Leikir í gangi</translation>
        </message>
        <message>
            <source>S&amp;tatistics</source>
            <translation>Tölf&amp;ræði</translation>
        </message>
        <message>
            <source>Your results so far</source>
            <translation>Árangur þinn hingað til</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Hætta</translation>
        </message>
        <message>
            <source>Close Tabletop Desktop</source>
            <translation>Loka Tabletop Desktop</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Breyta</translation>
        </message>
        <message>
            <source>&amp;Undo last move</source>
            <translation>&amp;Afturkalla síðasta leik</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>&amp;Stillingar…</translation>
        </message>
        <message>
            <source>Speed, theme and accessibility</source>
            <translation>Hraði, þema og aðgengi</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Skoða</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>&amp;Fullur skjár</translation>
        </message>
        <message>
            <source>Use the whole screen</source>
            <translation>Nota allan skjáinn</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Vísbending</translation>
        </message>
        <message>
            <source>Show a suggested move</source>
            <translation>Sýna tillögu að leik</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Hjálp</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Reglur</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>Hvernig á að spila</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Flýtilyklar</translation>
        </message>
        <message>
            <source>Every key the app and the game know</source>
            <translation>Allir lyklar sem forritið og leikurinn þekkja</translation>
        </message>
        <message>
            <source>&amp;About Tabletop Desktop</source>
            <translation>&amp;Um Tabletop Desktop</translation>
        </message>
        <message>
            <source>Version and licences</source>
            <translation>Útgáfa og leyfi</translation>
        </message>
    </context>
    <context>
        <name>NetworkGames</name>
        <message>
            <source>Host</source>
            <comment>the name of the host's seat</comment>
            <translation>Gestgjafi</translation>
        </message>
        <message>
            <source>Host {number}</source>
            <comment>the name of the host's seat</comment>
            <translation>Gestgjafi {number}</translation>
        </message>
        <message>
            <source>The host</source>
            <comment>the name of the host's seat</comment>
            <translation>Gestgjafinn</translation>
        </message>
        <message>
            <source>The table is being opened on this computer…</source>
            <translation>Verið er að opna borðið á þessari tölvu…</translation>
        </message>
        <message>
            <source>The table at {address} could not be reached. {reason}</source>
            <translation>Ekki náðist samband við borðið á {address}. {reason}</translation>
        </message>
        <message>
            <source>Going back to the table at {address}…</source>
            <translation>Fer aftur að borðinu á {address}…</translation>
        </message>
        <message>
            <source>another computer</source>
            <comment>who hosts a table, when its name is unknown</comment>
            <translation>önnur tölva</translation>
        </message>
    </context>
    <context>
        <name>NetworkModel</name>
        <message>
            <source>Type the address the host gave you, such as 192.168.1.20:8765 (a name such as game.example.org:8765 works too).</source>
            <translation>Sláðu inn vistfangið sem gestgjafinn gaf þér, til dæmis 192.168.1.20:8765 (nafn eins og game.example.org:8765 virkar líka).</translation>
        </message>
        <message>
            <source>Please type the table's address. {help}</source>
            <translation>Sláðu inn vistfang borðsins. {help}</translation>
        </message>
        <message>
            <source>The address has an opening bracket without its closing one. {help}</source>
            <translation>Í vistfanginu er opnandi hornklofi án lokandi hornklofa. {help}</translation>
        </message>
        <message>
            <source>The address has something after its closing bracket. {help}</source>
            <translation>Í vistfanginu er eitthvað á eftir lokandi hornklofanum. {help}</translation>
        </message>
        <message>
            <source>That is not an address a table can have. {help}</source>
            <translation>Þetta er ekki vistfang sem borð getur haft. {help}</translation>
        </message>
        <message>
            <source>The address needs its port, the number after the colon. {help}</source>
            <translation>Vistfangið þarf gátt, töluna á eftir tvípunktinum. {help}</translation>
        </message>
        <message>
            <source>The port, the number after the colon, must be between 1 and 65535. {help}</source>
            <translation>Gáttin, talan á eftir tvípunktinum, verður að vera á milli 1 og 65535. {help}</translation>
        </message>
        <message>
            <source>A bot plays this seat ({level}).</source>
            <translation>Tölvuspilari spilar þetta sæti ({level}).</translation>
        </message>
        <message>
            <source>A bot plays this seat.</source>
            <translation>Tölvuspilari spilar þetta sæti.</translation>
        </message>
        <message>
            <source>Plays at the host's computer.</source>
            <translation>Spilar við tölvu gestgjafans.</translation>
        </message>
        <message>
            <source>Nobody has taken this seat yet.</source>
            <translation>Enginn hefur tekið þetta sæti enn.</translation>
        </message>
        <message>
            <source>This player has joined and is connected.</source>
            <translation>Þessi leikmaður er kominn og tengdur.</translation>
        </message>
        <message>
            <source>This player lost the connection and is coming back.</source>
            <translation>Þessi leikmaður missti tenginguna og er að koma aftur.</translation>
        </message>
        <message>
            <source>This player has left the table.</source>
            <translation>Þessi leikmaður hefur yfirgefið borðið.</translation>
        </message>
        <message>
            <source>This seat's state is not known.</source>
            <translation>Staða þessa sætis er ekki þekkt.</translation>
        </message>
        <message>
            <source>online</source>
            <comment>a player's connection</comment>
            <translation>tengdur</translation>
        </message>
        <message>
            <source>reconnecting…</source>
            <comment>a player's connection</comment>
            <translation>tengist aftur…</translation>
        </message>
        <message>
            <source>left</source>
            <comment>a player who has left the table</comment>
            <translation>farinn</translation>
        </message>
        <message>
            <source>not here yet</source>
            <comment>a player's connection</comment>
            <translation>ekki kominn enn</translation>
        </message>
        <message>
            <source>bot</source>
            <comment>a seat a bot plays now</comment>
            <translation>tölvuspilari</translation>
        </message>
        <message>
            <source>not known just now</source>
            <comment>a player's connection</comment>
            <translation>óþekkt í augnablikinu</translation>
        </message>
        <message>
            <source>{game}, hosted by {host} at {address}: 1 seat is free.</source>
            <translation>{game}, hýst af {host} á {address}: 1 sæti er laust.</translation>
        </message>
        <message numerus="yes">
            <source>{game}, hosted by {host} at {address}: %n seats are free.</source>
            <translation>
                <numerusform>{game}, hýst af {host} á {address}: %n sæti er laust.</numerusform>
                <numerusform>{game}, hýst af {host} á {address}: %n sæti eru laus.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>NetworkPlay</name>
        <message>
            <source>&amp;Leave the Table</source>
            <translation>&amp;Yfirgefa borðið</translation>
        </message>
        <message>
            <source>Leave this network game for good: the host may give your seat to a bot at once.</source>
            <translation>Yfirgefa þennan netleik fyrir fullt og allt: gestgjafinn getur strax látið tölvuspilara fá sætið þitt.</translation>
        </message>
        <message>
            <source>The network game has ended</source>
            <translation>Netleiknum er lokið</translation>
        </message>
        <message>
            <source>{game} (network game) — {app}</source>
            <translation>{game} (netleikur) — {app}</translation>
        </message>
        <message>
            <source>Your network table of {game} is kept: reopen it from Network tables you host, and the players who joined come back.</source>
            <translation>Netborðið þitt í {game} er geymt: opnaðu það aftur undir Netborð sem þú hýsir og leikmennirnir sem komu snúa aftur.</translation>
        </message>
        <message>
            <source>Your network table of the game is kept: reopen it from Network tables you host, and the players who joined come back.</source>
            <translation>Netborðið þitt fyrir leikinn er geymt: opnaðu það aftur undir Netborð sem þú hýsir og leikmennirnir sem komu snúa aftur.</translation>
        </message>
        <message>
            <source>Your seat at the network table of {game} is kept: rejoin it from Network tables you joined.</source>
            <translation>Sætið þitt við netborðið í {game} er geymt: komdu aftur að því undir Netborð sem þú tókst þátt í.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>Player {number}</source>
            <translation>Leikmaður {number}</translation>
        </message>
        <message>
            <source>Person</source>
            <comment>a seat played by a person</comment>
            <translation>Manneskja</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>Sæti {number}</translation>
        </message>
        <message>
            <source>Plays at this screen (pass and play).</source>
            <translation>Spilar við þennan skjá (skjárinn gengur á milli).</translation>
        </message>
        <message>
            <source>Bot</source>
            <translation>Tölvuspilari</translation>
        </message>
        <message>
            <source>The computer plays this seat.</source>
            <translation>Tölvan spilar þetta sæti.</translation>
        </message>
        <message>
            <source>Another computer</source>
            <translation>Önnur tölva</translation>
        </message>
        <message>
            <source>A player on another computer takes this seat and picks a name.</source>
            <translation>Leikmaður á annarri tölvu tekur þetta sæti og velur nafn.</translation>
        </message>
        <message>
            <source>Picked by the player</source>
            <translation>Leikmaðurinn velur</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nýr leikur</translation>
        </message>
        <message>
            <source>Players on this computer only</source>
            <translation>Aðeins leikmenn á þessari tölvu</translation>
        </message>
        <message>
            <source>The table listens only on this computer: for trying network play out with a second window.</source>
            <translation>Borðið hlustar aðeins á þessari tölvu: til að prófa netleik með öðrum glugga.</translation>
        </message>
        <message>
            <source>Players on this local network</source>
            <translation>Leikmenn á þessu staðarneti</translation>
        </message>
        <message>
            <source>Other computers at home or in the office can join; the table is announced on this network.</source>
            <translation>Aðrar tölvur heima eða á vinnustaðnum geta tekið þátt; borðið er auglýst á þessu neti.</translation>
        </message>
        <message>
            <source>Who can join:</source>
            <translation>Hver getur tekið þátt:</translation>
        </message>
        <message>
            <source>Start game</source>
            <translation>Hefja leik</translation>
        </message>
        <message>
            <source>{game} (coming soon)</source>
            <translation>{game} (væntanlegt)</translation>
        </message>
        <message>
            <source>{pitch}
{least} to {most} players</source>
            <translation>{pitch}
{least} til {most} leikmenn</translation>
        </message>
        <message>
            <source>Open the table</source>
            <translation>Opna borðið</translation>
        </message>
        <message>
            <source>The table shuffles a network game itself.</source>
            <translation>Borðið stokkar sjálft í netleik.</translation>
        </message>
        <message>
            <source>Open the lobby where the joining players take their seats.</source>
            <translation>Opna biðsalinn þar sem aðkomuleikmennirnir taka sæti.</translation>
        </message>
        <message>
            <source>{level}: {description}</source>
            <translation>{level}: {description}</translation>
        </message>
        <message>
            <source>By the rules</source>
            <translation>Eftir reglunum</translation>
        </message>
    </context>
    <context>
        <name>Printing</name>
        <message>
            <source>Score summary</source>
            <translation>Yfirlit yfir stig</translation>
        </message>
        <message>
            <source>The PDF could not be written to {file}.</source>
            <translation>Ekki tókst að skrifa PDF-skrána í {file}.</translation>
        </message>
        <message>
            <source>Print summary</source>
            <translation>Prenta yfirlit</translation>
        </message>
    </context>
    <context>
        <name>RecordPrinting</name>
        <message>
            <source>Its summary cannot be printed: {reason}.</source>
            <translation>Ekki er hægt að prenta yfirlit hennar: {reason}.</translation>
        </message>
        <message>
            <source>Its summary cannot be printed: its moves cannot be replayed by this version ({error}).</source>
            <translation>Ekki er hægt að prenta yfirlit hennar: þessi útgáfa getur ekki spilað leikina hennar aftur ({error}).</translation>
        </message>
        <message>
            <source>Its summary cannot be printed: its moves no longer reach the end of the game in this version.</source>
            <translation>Ekki er hægt að prenta yfirlit hennar: leikirnir hennar ná ekki lengur til leiksloka í þessari útgáfu.</translation>
        </message>
        <message>
            <source>Its summary cannot be printed: {error}</source>
            <translation>Ekki er hægt að prenta yfirlit hennar: {error}</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>The rules of {game} are coming soon, together with the game.</source>
            <translation>Reglurnar í {game} eru væntanlegar, ásamt leiknum.</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Reglur</translation>
        </message>
    </context>
    <context>
        <name>SeatGoneBar</name>
        <message>
            <source>How well the bot plays the seat.</source>
            <translation>Hversu vel tölvuspilarinn spilar sætið.</translation>
        </message>
        <message>
            <source>Give the seat to a bot</source>
            <translation>Láta tölvuspilara fá sætið</translation>
        </message>
        <message>
            <source>Wait</source>
            <translation>Bíða</translation>
        </message>
        <message>
            <source>Keep the seat for the player; this bar comes back if they stay away.</source>
            <translation>Halda sætinu fyrir leikmanninn; þessi stika kemur aftur ef hann er lengi í burtu.</translation>
        </message>
        <message>
            <source>{name} has left the table. You may give the seat to a bot, or wait for {name} to come back.</source>
            <translation>{name} hefur yfirgefið borðið. Þú getur látið tölvuspilara fá sætið eða beðið eftir að {name} komi aftur.</translation>
        </message>
        <message>
            <source>{name} has been away for a while. You may give the seat to a bot, or wait for {name} to come back.</source>
            <translation>{name} hefur verið í burtu um stund. Þú getur látið tölvuspilara fá sætið eða beðið eftir að {name} komi aftur.</translation>
        </message>
    </context>
    <context>
        <name>SeatStatusKeeper</name>
        <message>
            <source>Bot</source>
            <comment>a seat a bot plays</comment>
            <translation>Tölvuspilari</translation>
        </message>
        <message>
            <source>{kind} · {status}</source>
            <comment>a seat's kind and its connection</comment>
            <translation>{kind} · {status}</translation>
        </message>
        <message>
            <source>{name} is connected.</source>
            <translation>{name} er með tengingu.</translation>
        </message>
        <message>
            <source>{name} lost the connection; the app is reconnecting.</source>
            <translation>{name} missti tenginguna; forritið er að tengjast aftur.</translation>
        </message>
        <message>
            <source>{name} has left the table.</source>
            <translation>{name} hefur yfirgefið borðið.</translation>
        </message>
        <message>
            <source>A bot now plays {name}'s seat.</source>
            <translation>Tölvuspilari spilar nú sæti {name}.</translation>
        </message>
        <message>
            <source>Whether {name} is connected is not known while this computer's connection is down.</source>
            <translation>Ekki er vitað hvort {name} er með tengingu meðan tenging þessarar tölvu liggur niðri.</translation>
        </message>
    </context>
    <context>
        <name>ServerProcess</name>
        <message>
            <source>{sentence} It said: {detail}</source>
            <comment>the sentence above, then what the server wrote</comment>
            <translation>{sentence} Hann sagði: {detail}</translation>
        </message>
        <message>
            <source>The table's server did not start in time, so the game cannot be hosted.</source>
            <translation>Netþjónn borðsins ræstist ekki í tæka tíð, svo ekki er hægt að hýsa leikinn.</translation>
        </message>
        <message>
            <source>The table's server stopped before it was ready, so the game cannot be hosted.</source>
            <translation>Netþjónn borðsins stöðvaðist áður en hann var tilbúinn, svo ekki er hægt að hýsa leikinn.</translation>
        </message>
        <message>
            <source>The table's server stopped during the game.</source>
            <translation>Netþjónn borðsins stöðvaðist í miðjum leik.</translation>
        </message>
        <message>
            <source>The table's server could not be started, so the game cannot be hosted.</source>
            <translation>Ekki tókst að ræsa netþjón borðsins, svo ekki er hægt að hýsa leikinn.</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Slow</source>
            <translation>Hægur</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Venjulegur</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Hraður</translation>
        </message>
        <message>
            <source>Light (green felt)</source>
            <translation>Ljóst (grænn dúkur)</translation>
        </message>
        <message>
            <source>Dark (slate)</source>
            <translation>Dökkt (steinn)</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Stillingar</translation>
        </message>
    </context>
    <context>
        <name>LanguageSettings</name>
        <message>
            <source>System</source>
            <translation>Kerfið</translation>
        </message>
        <message>
            <source>The new language is used when {app} starts again; after OK you can restart it at once.</source>
            <translation>Nýja tungumálið er notað þegar {app} ræsist næst; eftir Í lagi geturðu endurræst það strax.</translation>
        </message>
        <message>
            <source>Restart {app}</source>
            <translation>Endurræsa {app}</translation>
        </message>
        <message>
            <source>{app} speaks the new language from its next start. Restart it now?</source>
            <translation>{app} talar nýja tungumálið frá næstu ræsingu. Endurræsa núna?</translation>
        </message>
        <message>
            <source>A game in progress is kept: it waits under Continue on the home screen.</source>
            <translation>Leikur í gangi er geymdur: hann bíður undir Áfram á heimaskjánum.</translation>
        </message>
        <message>
            <source>Restart now</source>
            <translation>Endurræsa núna</translation>
        </message>
        <message>
            <source>Later</source>
            <translation>Seinna</translation>
        </message>
    </context>
    <context>
        <name>Points</name>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>%n stig</numerusform>
                <numerusform>%n stig</numerusform>
            </translation>
        </message>
        <message>
            <source>{score} points</source>
            <comment>a score below zero</comment>
            <translation>{score} stig</translation>
        </message>
    </context>
    <context>
        <name>Lists</name>
        <message>
            <source>{first} and {last}</source>
            <comment>the end of a list of names</comment>
            <translation>{first} og {last}</translation>
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
            <translation>d. MMM yyyy</translation>
        </message>
        <message>
            <source>1 game played by bots only</source>
            <translation>1 leikur sem aðeins tölvuspilarar spiluðu</translation>
        </message>
        <message numerus="yes">
            <source>%n games played by bots only</source>
            <translation>
                <numerusform>%n leikur sem aðeins tölvuspilarar spiluðu</numerusform>
                <numerusform>%n leikir sem aðeins tölvuspilarar spiluðu</numerusform>
            </translation>
        </message>
        <message>
            <source>1 practice game</source>
            <translation>1 æfingaleikur</translation>
        </message>
        <message numerus="yes">
            <source>%n practice games</source>
            <translation>
                <numerusform>%n æfingaleikur</numerusform>
                <numerusform>%n æfingaleikir</numerusform>
            </translation>
        </message>
        <message>
            <source>Not counted here: {bots_only} and {practice}. They are in the History tab.</source>
            <translation>Ekki talið hér: {bots_only} og {practice}. Þeir eru á flipanum Saga.</translation>
        </message>
        <message>
            <source>Not counted here: {games}. They are in the History tab.</source>
            <translation>Ekki talið hér: {games}. Þeir eru á flipanum Saga.</translation>
        </message>
        <message>
            <source>{game} is coming soon.</source>
            <translation>{game} er væntanlegt.</translation>
        </message>
        <message>
            <source>Its statistics will live here.</source>
            <translation>Tölfræði leiksins verður hér.</translation>
        </message>
        <message>
            <source>No finished games of {game} with a person yet.</source>
            <translation>Enn engir kláraðir leikir í {game} með manneskju.</translation>
        </message>
        <message>
            <source>No finished games of {game} yet.</source>
            <translation>Enn engir kláraðir leikir í {game}.</translation>
        </message>
        <message>
            <source>Finish a game and your results will show up here.</source>
            <translation>Kláraðu leik og árangurinn þinn birtist hér.</translation>
        </message>
        <message>
            <source>{percent} % of games</source>
            <translation>{percent} % leikja</translation>
        </message>
        <message>
            <source>{player}, {date}</source>
            <translation>{player}, {date}</translation>
        </message>
        <message>
            <source>Games played</source>
            <translation>Leikir spilaðir</translation>
        </message>
        <message>
            <source>with a person at the table</source>
            <translation>með manneskju við borðið</translation>
        </message>
        <message>
            <source>Won by people</source>
            <translation>Fólk vann</translation>
        </message>
        <message>
            <source>Won by bots</source>
            <translation>Tölvuspilarar unnu</translation>
        </message>
        <message>
            <source>Average score</source>
            <translation>Meðalstig</translation>
        </message>
        <message>
            <source>of people, per game</source>
            <translation>fólks, í hverjum leik</translation>
        </message>
        <message>
            <source>Best score</source>
            <translation>Bestu stig</translation>
        </message>
        <message>
            <source>in {hinted} of 1 game</source>
            <translation>í {hinted} af 1 leik</translation>
        </message>
        <message numerus="yes">
            <source>in {hinted} of %n games</source>
            <translation>
                <numerusform>í {hinted} af %n leik</numerusform>
                <numerusform>í {hinted} af %n leikjum</numerusform>
            </translation>
        </message>
        <message>
            <source>No hints asked for yet</source>
            <translation>Enn hefur ekki verið beðið um vísbendingar</translation>
        </message>
        <message>
            <source>Hints asked for</source>
            <translation>Beðið um vísbendingar</translation>
        </message>
        <message>
            <source>People</source>
            <translation>Fólk</translation>
        </message>
        <message>
            <source>{percent} %</source>
            <translation>{percent} %</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nafn</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Leikir</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Sigrar</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Sigurhlutfall</translation>
        </message>
        <message>
            <source>Average</source>
            <translation>Meðaltal</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>Best</translation>
        </message>
        <message>
            <source>Bots by level</source>
            <translation>Tölvuspilarar eftir styrkleika</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Styrkleiki</translation>
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
            <translation>&lt;b&gt;Besti leikurinn:&lt;/b&gt; {move}</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Tölfræði</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Saga</translation>
        </message>
    </context>
    <context>
        <name>HistoryPanel</name>
        <message>
            <source>Date</source>
            <translation>Dagsetning</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Leikur</translation>
        </message>
        <message>
            <source>Players and scores</source>
            <translation>Leikmenn og stig</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Sigurvegari</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Athugasemdir</translation>
        </message>
        <message>
            <source>{date}, {time}</source>
            <translation>{date}, {time}</translation>
        </message>
        <message>
            <source>{name} (bot, {level})</source>
            <translation>{name} (tölvuspilari, {level})</translation>
        </message>
        <message>
            <source>{name} (bot)</source>
            <translation>{name} (tölvuspilari)</translation>
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
            <translation>Enginn</translation>
        </message>
        <message>
            <source>{names} (shared)</source>
            <comment>winners who share the win</comment>
            <translation>{names} (deilt)</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>Æfing</translation>
        </message>
        <message>
            <source>Bots only</source>
            <translation>Aðeins tölvuspilarar</translation>
        </message>
        <message>
            <source>Cannot be printed</source>
            <translation>Ekki hægt að prenta</translation>
        </message>
        <message>
            <source>Network game</source>
            <translation>Netleikur</translation>
        </message>
        <message>
            <source>Nobody here played</source>
            <translation>Enginn hér spilaði</translation>
        </message>
        <message>
            <source>; </source>
            <comment>between the notes of a game</comment>
            <translation>; </translation>
        </message>
        <message>
            <source>No finished games yet. Every game you finish is listed here.</source>
            <translation>Enn engir kláraðir leikir. Allir leikir sem þú klárar eru taldir upp hér.</translation>
        </message>
        <message>
            <source>Every finished game, newest first. Practice games and games of bots only are listed here but left out of the figures.</source>
            <translation>Allir kláraðir leikir, nýjustu fyrst. Æfingaleikir og leikir tölvuspilara eingöngu eru taldir upp hér en ekki teknir með í tölurnar.</translation>
        </message>
        <message>
            <source>Print summary…</source>
            <translation>Prenta yfirlit…</translation>
        </message>
        <message>
            <source>Print the chosen game's score summary again, or save it as PDF from the print preview</source>
            <translation>Prenta yfirlit valda leiksins yfir stig aftur, eða vista það sem PDF úr prentforskoðuninni</translation>
        </message>
        <message>
            <source>Choose a game to print its score summary again.</source>
            <translation>Veldu leik til að prenta yfirlit hans yfir stig aftur.</translation>
        </message>
    </context>
    <context>
        <name>ImportJob</name>
        <message>
            <source>{file} cannot be read ({error}).</source>
            <translation>Ekki er hægt að lesa {file} ({error}).</translation>
        </message>
    </context>
    <context>
        <name>ImportProgress</name>
        <message>
            <source>Cancel import</source>
            <translation>Hætta við innflutning</translation>
        </message>
        <message>
            <source>Stop reading the file; your list stays exactly as it was.</source>
            <translation>Hætta að lesa skrána; listinn þinn helst nákvæmlega eins og hann var.</translation>
        </message>
        <message>
            <source>Reading {file}…</source>
            <translation>Les {file}…</translation>
        </message>
    </context>
    <context>
        <name>ImportConfirmation</name>
        <message>
            <source>Import this word list?</source>
            <translation>Flytja inn þennan orðalista?</translation>
        </message>
        <message>
            <source>Its word: {words}.</source>
            <translation>Orðið í honum: {words}.</translation>
        </message>
        <message>
            <source>Some of its words: {words}.</source>
            <translation>Nokkur orð í honum: {words}.</translation>
        </message>
        <message>
            <source>Import it? It replaces your own list, {name} (one word).</source>
            <translation>Flytja hann inn? Hann kemur í stað þíns eigin lista, {name} (eitt orð).</translation>
        </message>
        <message>
            <source>Import it? It replaces your own list, {name} ({count} words).</source>
            <translation>Flytja hann inn? Hann kemur í stað þíns eigin lista, {name} ({count} orð).</translation>
        </message>
        <message>
            <source>Import it as your own list for new games?</source>
            <translation>Flytja hann inn sem þinn eigin lista fyrir nýja leiki?</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>Flytja inn</translation>
        </message>
    </context>
    <context>
        <name>WordListsDialog</name>
        <message>
            <source>Common words (a gentler game)</source>
            <translation>Algeng orð (mildari leikur)</translation>
        </message>
        <message>
            <source>Standard English words</source>
            <translation>Venjuleg ensk orð</translation>
        </message>
        <message>
            <source>Full list (rare words too)</source>
            <translation>Allur listinn (líka sjaldgæf orð)</translation>
        </message>
        <message>
            <source>Your own list</source>
            <translation>Þinn eigin listi</translation>
        </message>
        <message>
            <source>This game is played with: {list}.</source>
            <translation>Þessi leikur er spilaður með: {list}.</translation>
        </message>
        <message>
            <source>{sentence} {more}</source>
            <comment>two sentences</comment>
            <translation>{sentence} {more}</translation>
        </message>
        <message>
            <source>Its list holds one word.</source>
            <translation>Í listanum er eitt orð.</translation>
        </message>
        <message>
            <source>Its list holds {count} words.</source>
            <translation>Í listanum eru {count} orð.</translation>
        </message>
        <message>
            <source>House words: {allowed} allowed, {refused} refused.</source>
            <translation>Heimaorð: {allowed} leyfð, {refused} hafnað.</translation>
        </message>
        <message>
            <source>Quiddler word lists</source>
            <translation>Orðalistar Quiddler</translation>
        </message>
        <message>
            <source>Every player, person or bot, is judged by the same list. Changes apply to new games; a game in progress keeps the words it started with.</source>
            <translation>Allir leikmenn, fólk og tölvuspilarar, eru dæmdir eftir sama lista. Breytingar gilda um nýja leiki; leikur í gangi heldur orðunum sem hann byrjaði með.</translation>
        </message>
        <message>
            <source>List for new games</source>
            <translation>Listi fyrir nýja leiki</translation>
        </message>
        <message>
            <source>Import a list…</source>
            <translation>Flytja inn lista…</translation>
        </message>
        <message>
            <source>A text file with one word per line; lines that are not words are skipped and listed here.</source>
            <translation>Textaskrá með einu orði í hverri línu; línum sem eru ekki orð er sleppt og þær taldar upp hér.</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Fjarlægja</translation>
        </message>
        <message>
            <source>House words</source>
            <translation>Heimaorð</translation>
        </message>
        <message>
            <source>Also count these words:</source>
            <translation>Telja líka þessi orð:</translation>
        </message>
        <message>
            <source>Never count these words:</source>
            <translation>Telja aldrei þessi orð:</translation>
        </message>
        <message>
            <source>Words separated by spaces or new lines</source>
            <translation>Orð aðskilin með bilum eða nýjum línum</translation>
        </message>
        <message>
            <source>dd MMM yyyy</source>
            <comment>a date, as QLocale writes it</comment>
            <translation>dd. MMM yyyy</translation>
        </message>
        <message>
            <source>{name}: one word, imported on {date}.</source>
            <translation>{name}: eitt orð, flutt inn {date}.</translation>
        </message>
        <message>
            <source>{name}: {count} words, imported on {date}.</source>
            <translation>{name}: {count} orð, flutt inn {date}.</translation>
        </message>
        <message>
            <source>{name}: one word.</source>
            <translation>{name}: eitt orð.</translation>
        </message>
        <message>
            <source>{name}: {count} words.</source>
            <translation>{name}: {count} orð.</translation>
        </message>
        <message>
            <source>No list imported. Import a text file with one word per line.</source>
            <translation>Enginn listi fluttur inn. Flyttu inn textaskrá með einu orði í hverri línu.</translation>
        </message>
        <message>
            <source>Import a word list</source>
            <translation>Flytja inn orðalista</translation>
        </message>
        <message>
            <source>Word lists (*.txt *.lst *.dic);;All files (*)</source>
            <translation>Orðalistar (*.txt *.lst *.dic);;Allar skrár (*)</translation>
        </message>
        <message>
            <source>Cancelling…</source>
            <translation>Hættir við…</translation>
        </message>
        <message>
            <source>Nothing was imported: {reason}</source>
            <translation>Ekkert var flutt inn: {reason}</translation>
        </message>
        <message>
            <source>The import was cancelled; your list is as it was.</source>
            <translation>Hætt var við innflutninginn; listinn þinn er eins og hann var.</translation>
        </message>
        <message>
            <source>Nothing was imported; your list is as it was.</source>
            <translation>Ekkert var flutt inn; listinn þinn er eins og hann var.</translation>
        </message>
        <message>
            <source>Nothing was imported: the list could not be written ({error}).</source>
            <translation>Ekkert var flutt inn: ekki tókst að skrifa listann ({error}).</translation>
        </message>
        <message>
            <source>One line was skipped (see why below).</source>
            <translation>Einni línu var sleppt (sjá ástæðuna hér fyrir neðan).</translation>
        </message>
        <message>
            <source>{count} lines were skipped (see why below).</source>
            <translation>{count} línum var sleppt (sjá ástæðuna hér fyrir neðan).</translation>
        </message>
        <message>
            <source>Left out: {words}</source>
            <translation>Sleppt: {words}</translation>
        </message>
        <message>
            <source>The word lists could not be saved: {error}</source>
            <translation>Ekki tókst að vista orðalistana: {error}</translation>
        </message>
    </context>
    <context>
        <name>NewGameForm</name>
        <message>
            <source>New game</source>
            <translation>Nýr leikur</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Leikur</translation>
        </message>
        <message>
            <source>The game to play</source>
            <translation>Leikurinn sem á að spila</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Leikmenn</translation>
        </message>
        <message>
            <source>Number of players</source>
            <translation>Fjöldi leikmanna</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Valkostir</translation>
        </message>
        <message>
            <source>Seed</source>
            <translation>Fræ</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>Af handahófi</translation>
        </message>
        <message>
            <source>Enter a number to replay the same shuffle again; leave blank for a fresh game.</source>
            <translation>Sláðu inn tölu til að spila sömu stokkun aftur; hafðu autt fyrir nýjan leik.</translation>
        </message>
        <message>
            <source>Leave blank for a fresh shuffle; the same number deals the same game.</source>
            <translation>Hafðu autt fyrir nýja stokkun; sama tala gefur sama leikinn.</translation>
        </message>
    </context>
    <context>
        <name>SettingsForm</name>
        <message>
            <source>Look</source>
            <translation>Útlit</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>Þema</translation>
        </message>
        <message>
            <source>Light: a green felt table. Dark: a slate table, easier on the eyes at night.</source>
            <translation>Ljóst: borð með grænum dúk. Dökkt: steinborð, þægilegra fyrir augun á kvöldin.</translation>
        </message>
        <message>
            <source>Colour-blind-friendly colours</source>
            <translation>Litir fyrir litblinda</translation>
        </message>
        <message>
            <source>Colours that stay distinct for the common kinds of colour blindness; shapes and symbols always differ too.</source>
            <translation>Litir sem haldast aðgreinanlegir við algengustu gerðir litblindu; form og tákn eru líka alltaf ólík.</translation>
        </message>
        <message>
            <source>Motion</source>
            <translation>Hreyfing</translation>
        </message>
        <message>
            <source>Animation speed</source>
            <translation>Hraði hreyfinga</translation>
        </message>
        <message>
            <source>How fast tiles, cards and dice move.</source>
            <translation>Hversu hratt flísar, spil og teningar hreyfast.</translation>
        </message>
        <message>
            <source>Bot speed</source>
            <translation>Hraði tölvuspilara</translation>
        </message>
        <message>
            <source>The pause between a bot's steps, so you can follow its move.</source>
            <translation>Hléið milli skrefa tölvuspilara, svo að þú getir fylgst með leik hans.</translation>
        </message>
        <message>
            <source>Reduce motion (no animations or effects)</source>
            <translation>Minni hreyfing (engar hreyfimyndir eða áhrif)</translation>
        </message>
        <message>
            <source>Pieces jump straight to their place and celebrations are skipped.</source>
            <translation>Leikgögn fara beint á sinn stað og fagnaðarlátum er sleppt.</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Tungumál</translation>
        </message>
        <message>
            <source>The language of the app. System follows your computer's language when the app speaks it, and English otherwise.</source>
            <translation>Tungumál forritsins. Kerfið fylgir tungumáli tölvunnar þinnar ef forritið talar það, annars ensku.</translation>
        </message>
        <message>
            <source>Changes show at once; Cancel puts things back.</source>
            <translation>Breytingar birtast strax; Hætta við setur allt aftur eins og það var.</translation>
        </message>
    </context>
</TS>
