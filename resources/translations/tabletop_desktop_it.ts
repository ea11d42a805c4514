<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT" sourcelanguage="en">
    <context>
        <name>quiddler</name>
        <message>
            <source>Take the {card} from the discard pile: then you can go out with {words}.</source>
            <translation>Prendi la {card} dalla pila degli scarti: così puoi chiudere con {words}.</translation>
        </message>
        <message>
            <source>Take the {card} from the discard pile: it helps make {words}.</source>
            <translation>Prendi la {card} dalla pila degli scarti: ti aiuta a formare {words}.</translation>
        </message>
        <message>
            <source>Draw from the draw pile: the discard pile is empty.</source>
            <translation>Pesca dal mazzo di pesca: la pila degli scarti è vuota.</translation>
        </message>
        <message>
            <source>Draw from the draw pile: the {card} on the discard pile does not help your words.</source>
            <translation>Pesca dal mazzo di pesca: la {card} in cima agli scarti non aiuta le tue parole.</translation>
        </message>
        <message>
            <source>You can go out: {words} ({points} points), discarding {card}. The words are in the rows: press Go out (G).</source>
            <translation>Puoi chiudere: {words} ({points} punti), scartando la {card}. Le parole sono nelle righe: premi Chiudi (G).</translation>
        </message>
        <message>
            <source>No word can be made from these cards: discard your dearest card.</source>
            <translation>Con queste carte non si forma nessuna parola: scarta la carta che vale di più.</translation>
        </message>
        <message>
            <source>No word can be laid down: discard {card} ({points} points this round) — double-click it to finish.</source>
            <translation>Non puoi calare nessuna parola: scarta la {card} ({points} punti in questa manche) — fai doppio clic su di essa per finire.</translation>
        </message>
        <message>
            <source>Lay down {words} and discard {card} ({points} points this round): the words are in the rows, so double-click the {card} to finish.</source>
            <translation>Cala {words} e scarta la {card} ({points} punti in questa manche): le parole sono nelle righe, quindi fai doppio clic sulla {card} per finire.</translation>
        </message>
        <message>
            <source>No way to go out yet. Keep building {words} and discard {card}.</source>
            <translation>Non puoi ancora chiudere. Continua a costruire {words} e scarta la {card}.</translation>
        </message>
        <message>
            <source>No word yet: discard {card}.</source>
            <translation>Ancora nessuna parola: scarta la {card}.</translation>
        </message>
        <message>
            <source>words</source>
            <translation>parole</translation>
        </message>
        <message>
            <source>You laid down {word}, a word of {points} points, in round {round}</source>
            <translation>Hai calato {word}, una parola da {points} punti, nella manche {round}</translation>
        </message>
        <message>
            <source>{name} laid down {word}, a word of {points} points, in round {round}</source>
            <translation>{name} ha calato {word}, una parola da {points} punti, nella manche {round}</translation>
        </message>
        <message>
            <source>After {rounds} rounds you have the most points.</source>
            <translation>Dopo {rounds} manche hai più punti di tutti.</translation>
        </message>
        <message>
            <source>After {rounds} rounds {name} has the most points.</source>
            <translation>Dopo {rounds} manche {name} ha più punti di tutti.</translation>
        </message>
        <message>
            <source>After {rounds} rounds {names} share the most points.</source>
            <translation>Dopo {rounds} manche {names} sono a pari merito con più punti.</translation>
        </message>
        <message>
            <source>You drew from the draw pile.</source>
            <translation>Hai pescato dal mazzo di pesca.</translation>
        </message>
        <message>
            <source>{name} drew from the draw pile.</source>
            <translation>{name} ha pescato dal mazzo di pesca.</translation>
        </message>
        <message>
            <source>You took {card} from the discard pile.</source>
            <translation>Hai preso {card} dalla pila degli scarti.</translation>
        </message>
        <message>
            <source>{name} took {card} from the discard pile.</source>
            <translation>{name} ha preso {card} dalla pila degli scarti.</translation>
        </message>
        <message>
            <source>You took a card from the discard pile.</source>
            <translation>Hai preso una carta dalla pila degli scarti.</translation>
        </message>
        <message>
            <source>{name} took a card from the discard pile.</source>
            <translation>{name} ha preso una carta dalla pila degli scarti.</translation>
        </message>
        <message>
            <source>You discarded {card}.</source>
            <translation>Hai scartato {card}.</translation>
        </message>
        <message>
            <source>{name} discarded {card}.</source>
            <translation>{name} ha scartato {card}.</translation>
        </message>
        <message>
            <source>You went out with {words} ({points} points) and discarded {card}.</source>
            <translation>Hai chiuso con {words} ({points} punti) e hai scartato {card}.</translation>
        </message>
        <message>
            <source>{name} went out with {words} ({points} points) and discarded {card}.</source>
            <translation>{name} ha chiuso con {words} ({points} punti) e ha scartato {card}.</translation>
        </message>
        <message>
            <source>You laid down {words} ({points} points) on your last turn and discarded {card}.</source>
            <translation>All'ultimo turno hai calato {words} ({points} punti) e hai scartato {card}.</translation>
        </message>
        <message>
            <source>{name} laid down {words} ({points} points) on their last turn and discarded {card}.</source>
            <translation>All'ultimo turno {name} ha calato {words} ({points} punti) e ha scartato {card}.</translation>
        </message>
        <message>
            <source>You laid down no word on your last turn and discarded {card}.</source>
            <translation>All'ultimo turno non hai calato nessuna parola e hai scartato {card}.</translation>
        </message>
        <message>
            <source>{name} laid down no word on their last turn and discarded {card}.</source>
            <translation>All'ultimo turno {name} non ha calato nessuna parola e ha scartato {card}.</translation>
        </message>
        <message>
            <source>You have 1 card left (−{points}).</source>
            <translation>Ti resta 1 carta (−{points}).</translation>
        </message>
        <message>
            <source>{name} has 1 card left (−{points}).</source>
            <translation>A {name} resta 1 carta (−{points}).</translation>
        </message>
        <message>
            <source>You have {count} cards left (−{points}).</source>
            <translation>Ti restano {count} carte (−{points}).</translation>
        </message>
        <message>
            <source>{name} has {count} cards left (−{points}).</source>
            <translation>A {name} restano {count} carte (−{points}).</translation>
        </message>
        <message>
            <source>You have no card left.</source>
            <translation>Non ti resta nessuna carta.</translation>
        </message>
        <message>
            <source>{name} has no card left.</source>
            <translation>A {name} non resta nessuna carta.</translation>
        </message>
        <message>
            <source>You moved.</source>
            <translation>Hai fatto la tua mossa.</translation>
        </message>
        <message>
            <source>{name} moved.</source>
            <translation>{name} ha fatto la sua mossa.</translation>
        </message>
        <message>
            <source>Round {round} is over: {scores}.</source>
            <translation>La manche {round} è finita: {scores}.</translation>
        </message>
        <message>
            <source>you {points} (total {total})</source>
            <translation>tu {points} (totale {total})</translation>
        </message>
        <message>
            <source>{name} {points} (total {total})</source>
            <translation>{name} {points} (totale {total})</translation>
        </message>
        <message>
            <source>Your last move ended the round, and the next one was dealt, so it can't be undone: moves can be undone once nothing is drawn after them.</source>
            <translation>La tua ultima mossa ha concluso la manche ed è stata distribuita la successiva, quindi non si può annullare: una mossa si può annullare solo finché dopo di essa non è stato pescato nulla.</translation>
        </message>
        <message>
            <source>A new round was dealt after your move, so it can't be undone: moves can be undone once nothing is drawn after them.</source>
            <translation>Dopo la tua mossa è stata distribuita una nuova manche, quindi non si può annullare: una mossa si può annullare solo finché dopo di essa non è stato pescato nulla.</translation>
        </message>
        <message>
            <source>Your last move ended the round, and the next one was dealt, so it can't be undone.</source>
            <translation>La tua ultima mossa ha concluso la manche ed è stata distribuita la successiva, quindi non si può annullare.</translation>
        </message>
        <message>
            <source>Your last move drew a card from the draw pile, so it can't be undone: moves can be undone once nothing is drawn after them.</source>
            <translation>Con la tua ultima mossa hai pescato una carta dal mazzo di pesca, quindi non si può annullare: una mossa si può annullare solo finché dopo di essa non è stato pescato nulla.</translation>
        </message>
        <message>
            <source>Another player drew from the draw pile after your move, so it can't be undone: moves can be undone once nothing is drawn after them.</source>
            <translation>Dopo la tua mossa un altro giocatore ha pescato dal mazzo di pesca, quindi non si può annullare: una mossa si può annullare solo finché dopo di essa non è stato pescato nulla.</translation>
        </message>
        <message>
            <source>Your last move drew a card from the draw pile, so it can't be undone.</source>
            <translation>Con la tua ultima mossa hai pescato una carta dal mazzo di pesca, quindi non si può annullare.</translation>
        </message>
        <message>
            <source>Word list</source>
            <translation>Elenco di parole</translation>
        </message>
        <message>
            <source>Which words count. A smaller list makes a gentler game; people and bots are judged by the same list.</source>
            <translation>Quali parole valgono. Un elenco più piccolo rende la partita più facile; persone e bot sono giudicati con lo stesso elenco.</translation>
        </message>
        <message>
            <source>Common words (smaller list)</source>
            <translation>Parole comuni (elenco più piccolo)</translation>
        </message>
        <message>
            <source>Standard English words</source>
            <translation>Parole inglesi standard</translation>
        </message>
        <message>
            <source>Full list, with rare words</source>
            <translation>Elenco completo, con parole rare</translation>
        </message>
        <message>
            <source>My own imported list</source>
            <translation>Il mio elenco importato</translation>
        </message>
        <message>
            <source>No going out on the first turn</source>
            <translation>Niente chiusura al primo turno</translation>
        </message>
        <message>
            <source>Nobody may go out on their first turn of a round.</source>
            <translation>Nessuno può chiudere al proprio primo turno di una manche.</translation>
        </message>
        <message>
            <source>Bonuses with 2 players</source>
            <translation>Bonus con 2 giocatori</translation>
        </message>
        <message>
            <source>With 2 players only: play with both 10-point bonuses or only one of them. With 3 or more players both bonuses always count.</source>
            <translation>Solo con 2 giocatori: gioca con entrambi i bonus da 10 punti o con uno solo. Con 3 o più giocatori valgono sempre entrambi.</translation>
        </message>
        <message>
            <source>Longest word and most words</source>
            <translation>Parola più lunga e più parole</translation>
        </message>
        <message>
            <source>Longest word only</source>
            <translation>Solo parola più lunga</translation>
        </message>
        <message>
            <source>Most words only</source>
            <translation>Solo più parole</translation>
        </message>
        <message>
            <source>Imported word list</source>
            <translation>Elenco di parole importato</translation>
        </message>
        <message>
            <source>House words allowed</source>
            <translation>Parole della casa ammesse</translation>
        </message>
        <message>
            <source>House words refused</source>
            <translation>Parole della casa rifiutate</translation>
        </message>
        <message>
            <source>Easy</source>
            <comment>a bot level</comment>
            <translation>Facile</translation>
        </message>
        <message>
            <source>Knows only everyday words and plays what it sees, like a new player.</source>
            <translation>Conosce solo parole di tutti i giorni e gioca quello che vede, come un principiante.</translation>
        </message>
        <message>
            <source>Medium</source>
            <comment>a bot level</comment>
            <translation>Medio</translation>
        </message>
        <message>
            <source>Knows the whole word list; goes out as soon as it can and keeps the cards that score.</source>
            <translation>Conosce tutto l'elenco di parole; chiude appena può e tiene le carte che fanno punti.</translation>
        </message>
        <message>
            <source>Hard</source>
            <comment>a bot level</comment>
            <translation>Difficile</translation>
        </message>
        <message>
            <source>Counts cards, watches what its discard gives away, waits for a better go-out and chases the bonuses.</source>
            <translation>Conta le carte, fa attenzione a cosa rivelano i suoi scarti, aspetta una chiusura migliore e punta ai bonus.</translation>
        </message>
        <message>
            <source>Turn your hand of letter cards into words and go out first.</source>
            <translation>Trasforma in parole le carte con le lettere che hai in mano e chiudi per primo.</translation>
        </message>
        <message>
            <source>an {card} card</source>
            <comment>a card whose letter's name starts with a vowel sound</comment>
            <translation>una carta {card}</translation>
        </message>
        <message>
            <source>a {card} card</source>
            <translation>una carta {card}</translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <comment>a list of cards</comment>
            <translation>{first} e {last}</translation>
        </message>
        <message>
            <source>{first}, {rest}</source>
            <comment>a list of three or more cards</comment>
            <translation>{first}, {rest}</translation>
        </message>
        <message>
            <source>{card} is not a Quiddler card.</source>
            <translation>{card} non è una carta di Quiddler.</translation>
        </message>
        <message>
            <source>You don't have another {card} card.</source>
            <translation>Non hai un'altra carta {card}.</translation>
        </message>
        <message>
            <source>You don't have {card}.</source>
            <translation>Non hai {card}.</translation>
        </message>
        <message>
            <source>An empty row is not a word.</source>
            <translation>Una riga vuota non è una parola.</translation>
        </message>
        <message>
            <source>The {card} card alone is not a word: every word needs at least 2 cards.</source>
            <translation>La carta {card} da sola non è una parola: ogni parola richiede almeno 2 carte.</translation>
        </message>
        <message>
            <source>{card} alone is not a word: every word needs at least 2 cards.</source>
            <translation>{card} da sola non è una parola: ogni parola richiede almeno 2 carte.</translation>
        </message>
        <message>
            <source>{word} is not in the word list.</source>
            <translation>{word} non è nell'elenco di parole.</translation>
        </message>
        <message>
            <source>The {cards} card is not used: every card but your discard must be in a word.</source>
            <translation>La carta {cards} non è usata: ogni carta tranne lo scarto deve far parte di una parola.</translation>
        </message>
        <message>
            <source>The {cards} cards are not used: every card but your discard must be in a word.</source>
            <translation>Le carte {cards} non sono usate: ogni carta tranne lo scarto deve far parte di una parola.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>La partita è finita.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Non è il tuo turno.</translation>
        </message>
        <message>
            <source>You have already drawn a card this turn: now discard one.</source>
            <translation>Hai già pescato una carta in questo turno: ora scartane una.</translation>
        </message>
        <message>
            <source>The draw pile is empty.</source>
            <translation>Il mazzo di pesca è vuoto.</translation>
        </message>
        <message>
            <source>The discard pile is empty.</source>
            <translation>La pila degli scarti è vuota.</translation>
        </message>
        <message>
            <source>Draw from the draw pile or the discard pile.</source>
            <translation>Pesca dal mazzo di pesca o dalla pila degli scarti.</translation>
        </message>
        <message>
            <source>Draw a card first, from the draw pile or the discard pile.</source>
            <translation>Prima pesca una carta, dal mazzo di pesca o dalla pila degli scarti.</translation>
        </message>
        <message>
            <source>This is your last turn: lay down the words you can (or none), then discard.</source>
            <translation>Questo è il tuo ultimo turno: cala le parole che puoi (o nessuna), poi scarta.</translation>
        </message>
        <message>
            <source>Those are not words.</source>
            <translation>Quelle non sono parole.</translation>
        </message>
        <message>
            <source>Someone has already gone out: this is your last turn.</source>
            <translation>Qualcuno ha già chiuso: questo è il tuo ultimo turno.</translation>
        </message>
        <message>
            <source>Going out on your first turn of a round is not allowed in this game.</source>
            <translation>In questa partita non si può chiudere al proprio primo turno di una manche.</translation>
        </message>
        <message>
            <source>Nobody has gone out yet: discard, or go out.</source>
            <translation>Nessuno ha ancora chiuso: scarta, oppure chiudi.</translation>
        </message>
        <message>
            <source>That is not a Quiddler move.</source>
            <translation>Questa non è una mossa di Quiddler.</translation>
        </message>
        <message>
            <source>After {rounds} rounds Player {number} has the most points.</source>
            <translation>Dopo {rounds} manche il giocatore {number} ha più punti di tutti.</translation>
        </message>
        <message>
            <source>After {rounds} rounds {count} players share the most points.</source>
            <translation>Dopo {rounds} manche {count} giocatori sono a pari merito con più punti.</translation>
        </message>
    </context>
    <context>
        <name>qwirkle</name>
        <message>
            <source>There is nothing to decide now.</source>
            <translation>Non c'è niente da decidere ora.</translation>
        </message>
        <message>
            <source>Hint: no tile fits and the bag is empty, so pass (P).</source>
            <translation>Suggerimento: nessuna tessera ci sta e il sacchetto è vuoto, quindi passa (P).</translation>
        </message>
        <message>
            <source>1 point</source>
            <translation>1 punto</translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>%n punto</numerusform>
                <numerusform>%n punti</numerusform>
            </translation>
        </message>
        <message>
            <source>Hint: {tiles} for {points}, shown faintly on the table. Press Place the hint (H) or click a faint tile to lay it out.</source>
            <translation>Suggerimento: {tiles} per {points}, mostrate in trasparenza sul tavolo. Premi Posa il suggerimento (H) o fai clic su una tessera trasparente per posarla.</translation>
        </message>
        <message>
            <source>Hint: no placement is worth much; exchange {tiles}. Press Place the hint (H) to mark them for the exchange.</source>
            <translation>Suggerimento: nessuna posa vale molto; scambia {tiles}. Premi Posa il suggerimento (H) per segnarle per lo scambio.</translation>
        </message>
        <message>
            <source>That would leave 1 empty cell between your tiles, more than the {left} left in your rack can fill.</source>
            <translation>Così resterebbe 1 casella vuota tra le tue tessere, più di quante ne possano riempire le {left} rimaste nel tuo leggio.</translation>
        </message>
        <message numerus="yes">
            <source>That would leave %n empty cells between your tiles, more than the {left} left in your rack can fill.</source>
            <translation>
                <numerusform>Così resterebbe %n casella vuota tra le tue tessere, più di quante ne possano riempire le {left} rimaste nel tuo leggio.</numerusform>
                <numerusform>Così resterebbero %n caselle vuote tra le tue tessere, più di quante ne possano riempire le {left} rimaste nel tuo leggio.</numerusform>
            </translation>
        </message>
        <message>
            <source>No tile left in your rack could fill the gap that would leave.</source>
            <translation>Nessuna tessera rimasta nel tuo leggio potrebbe riempire il vuoto che resterebbe.</translation>
        </message>
        <message>
            <source>First move</source>
            <translation>Prima mossa</translation>
        </message>
        <message>
            <source>Who starts, and what they must play.</source>
            <translation>Chi inizia e cosa deve giocare.</translation>
        </message>
        <message>
            <source>By the rules: the largest group starts and must play it</source>
            <translation>Secondo le regole: inizia il gruppo più grande e va giocato</translation>
        </message>
        <message>
            <source>Random starter, free first move</source>
            <translation>Giocatore iniziale a sorte, prima mossa libera</translation>
        </message>
        <message>
            <source>Starting player</source>
            <translation>Giocatore iniziale</translation>
        </message>
        <message>
            <source>Pick who starts, or let the rules decide (-1).</source>
            <translation>Scegli chi inizia, o lascia decidere alle regole (-1).</translation>
        </message>
        <message>
            <source>Allow undoing a move</source>
            <translation>Consenti di annullare una mossa</translation>
        </message>
        <message>
            <source>Playing alone against bots, you may undo your last move at any time; if tiles were drawn since, the game then counts as practice. With another person at the table, a move can be undone only while no tile was drawn from the bag after it.</source>
            <translation>Se giochi da solo contro i bot, puoi annullare la tua ultima mossa in qualsiasi momento; se nel frattempo sono state pescate tessere, la partita conta poi come allenamento. Con un'altra persona al tavolo, una mossa si può annullare solo finché dopo di essa non è stata pescata nessuna tessera dal sacchetto.</translation>
        </message>
        <message>
            <source>Beginner</source>
            <comment>a bot level</comment>
            <translation>Principiante</translation>
        </message>
        <message>
            <source>Plays sensible single tiles, like a new player.</source>
            <translation>Gioca singole tessere sensate, come un principiante.</translation>
        </message>
        <message>
            <source>Casual</source>
            <comment>a bot level</comment>
            <translation>Occasionale</translation>
        </message>
        <message>
            <source>Always takes the highest score available this turn.</source>
            <translation>Prende sempre il punteggio più alto disponibile nel turno.</translation>
        </message>
        <message>
            <source>Strong</source>
            <comment>a bot level</comment>
            <translation>Forte</translation>
        </message>
        <message>
            <source>Scores well and thinks about the tiles it keeps and the lines it leaves open.</source>
            <translation>Fa buoni punti e pensa alle tessere che tiene e alle linee che lascia aperte.</translation>
        </message>
        <message>
            <source>Expert</source>
            <comment>a bot level</comment>
            <translation>Esperto</translation>
        </message>
        <message>
            <source>Looks ahead over the tiles it cannot see before choosing its move.</source>
            <translation>Prima di scegliere la mossa, valuta in anticipo le tessere che non può vedere.</translation>
        </message>
        <message>
            <source>Match colours and shapes in lines of tiles; complete a line of six for a Qwirkle.</source>
            <translation>Abbina colori e forme in linee di tessere; completa una linea di sei per fare un Qwirkle.</translation>
        </message>
        <message>
            <source>Leave no gaps: every cell between your tiles must hold a tile.</source>
            <translation>Non lasciare vuoti: ogni casella tra le tue tessere deve contenere una tessera.</translation>
        </message>
        <message>
            <source>A line holds at most 6 tiles; this row would hold {count}.</source>
            <translation>Una linea contiene al massimo 6 tessere; questa riga ne conterrebbe {count}.</translation>
        </message>
        <message>
            <source>A line holds at most 6 tiles; this column would hold {count}.</source>
            <translation>Una linea contiene al massimo 6 tessere; questa colonna ne conterrebbe {count}.</translation>
        </message>
        <message>
            <source>That tile doesn't fit: the row already has {tile}.</source>
            <translation>Quella tessera non ci sta: la riga ha già {tile}.</translation>
        </message>
        <message>
            <source>That tile doesn't fit: the column already has {tile}.</source>
            <translation>Quella tessera non ci sta: la colonna ha già {tile}.</translation>
        </message>
        <message>
            <source>That tile doesn't fit: the row is all {colour}, and {tile} is not.</source>
            <translation>Quella tessera non ci sta: la riga è tutta di colore {colour}, e {tile} no.</translation>
        </message>
        <message>
            <source>That tile doesn't fit: the column is all {colour}, and {tile} is not.</source>
            <translation>Quella tessera non ci sta: la colonna è tutta di colore {colour}, e {tile} no.</translation>
        </message>
        <message>
            <source>That tile doesn't fit: the row is all {shapes}, and {tile} is not.</source>
            <translation>Quella tessera non ci sta: la riga ha solo {shapes}, e {tile} no.</translation>
        </message>
        <message>
            <source>That tile doesn't fit: the column is all {shapes}, and {tile} is not.</source>
            <translation>Quella tessera non ci sta: la colonna ha solo {shapes}, e {tile} no.</translation>
        </message>
        <message>
            <source>That tile doesn't fit: a row shares one colour or one shape, and {first} and {second} share neither.</source>
            <translation>Quella tessera non ci sta: in una riga le tessere hanno in comune un colore o una forma, e {first} e {second} non hanno in comune né l'uno né l'altra.</translation>
        </message>
        <message>
            <source>That tile doesn't fit: a column shares one colour or one shape, and {first} and {second} share neither.</source>
            <translation>Quella tessera non ci sta: in una colonna le tessere hanno in comune un colore o una forma, e {first} e {second} non hanno in comune né l'uno né l'altra.</translation>
        </message>
        <message>
            <source>Place at least one tile.</source>
            <translation>Posa almeno una tessera.</translation>
        </message>
        <message>
            <source>Two tiles can't go on the same cell.</source>
            <translation>Due tessere non possono stare sulla stessa casella.</translation>
        </message>
        <message>
            <source>That cell already holds a tile.</source>
            <translation>Quella casella contiene già una tessera.</translation>
        </message>
        <message>
            <source>Tiles placed in one turn must lie in one row or one column.</source>
            <translation>Le tessere posate in un turno devono stare in una sola riga o colonna.</translation>
        </message>
        <message>
            <source>1 tile</source>
            <translation>1 tessera</translation>
        </message>
        <message numerus="yes">
            <source>%n tiles</source>
            <translation>
                <numerusform>%n tessera</numerusform>
                <numerusform>%n tessere</numerusform>
            </translation>
        </message>
        <message>
            <source>Your first move must be your largest group: {tiles}.</source>
            <translation>La tua prima mossa deve essere il tuo gruppo più grande: {tiles}.</translation>
        </message>
        <message>
            <source>Place next to a tile already on the table.</source>
            <translation>Posa accanto a una tessera già sul tavolo.</translation>
        </message>
        <message>
            <source>You placed {tiles} for {points} ({which}).</source>
            <translation>Hai posato {tiles} per {points} ({which}).</translation>
        </message>
        <message>
            <source>{name} placed {tiles} for {points} ({which}).</source>
            <translation>{name} ha posato {tiles} per {points} ({which}).</translation>
        </message>
        <message>
            <source>You placed {tiles} for {points} ({which}): a Qwirkle!</source>
            <translation>Hai posato {tiles} per {points} ({which}): un Qwirkle!</translation>
        </message>
        <message>
            <source>{name} placed {tiles} for {points} ({which}): a Qwirkle!</source>
            <translation>{name} ha posato {tiles} per {points} ({which}): un Qwirkle!</translation>
        </message>
        <message>
            <source>You placed {tiles} for {points} ({which}): {count} Qwirkles!</source>
            <translation>Hai posato {tiles} per {points} ({which}): {count} Qwirkle!</translation>
        </message>
        <message>
            <source>{name} placed {tiles} for {points} ({which}): {count} Qwirkles!</source>
            <translation>{name} ha posato {tiles} per {points} ({which}): {count} Qwirkle!</translation>
        </message>
        <message>
            <source>You placed {tiles}.</source>
            <translation>Hai posato {tiles}.</translation>
        </message>
        <message>
            <source>{name} placed {tiles}.</source>
            <translation>{name} ha posato {tiles}.</translation>
        </message>
        <message>
            <source>You exchanged {tiles}.</source>
            <translation>Hai scambiato {tiles}.</translation>
        </message>
        <message>
            <source>{name} exchanged {tiles}.</source>
            <translation>{name} ha scambiato {tiles}.</translation>
        </message>
        <message>
            <source>You passed.</source>
            <translation>Hai passato.</translation>
        </message>
        <message>
            <source>{name} passed.</source>
            <translation>{name} ha passato.</translation>
        </message>
        <message>
            <source>You moved.</source>
            <translation>Hai fatto la tua mossa.</translation>
        </message>
        <message>
            <source>{name} moved.</source>
            <translation>{name} ha fatto la sua mossa.</translation>
        </message>
        <message>
            <source>That is not a Qwirkle tile.</source>
            <translation>Questa non è una tessera di Qwirkle.</translation>
        </message>
        <message>
            <source>You don't have another {tile}.</source>
            <translation>Non hai un'altra tessera {tile}.</translation>
        </message>
        <message>
            <source>You don't have a {tile}.</source>
            <translation>Non hai la tessera {tile}.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>La partita è finita.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Non è il tuo turno.</translation>
        </message>
        <message>
            <source>Those are not cells on the table.</source>
            <translation>Quelle non sono caselle del tavolo.</translation>
        </message>
        <message>
            <source>Choose at least one tile to exchange.</source>
            <translation>Scegli almeno una tessera da scambiare.</translation>
        </message>
        <message>
            <source>The bag is empty, so tiles can't be exchanged.</source>
            <translation>Il sacchetto è vuoto, quindi non si possono scambiare tessere.</translation>
        </message>
        <message>
            <source>The bag holds only {tiles}, so you can exchange at most that many.</source>
            <translation>Il sacchetto contiene solo {tiles}, quindi puoi scambiarne al massimo altrettante.</translation>
        </message>
        <message>
            <source>You can't pass while the bag has tiles: exchange instead.</source>
            <translation>Non puoi passare finché il sacchetto contiene tessere: scambia invece.</translation>
        </message>
        <message>
            <source>You can still place a tile, so you can't pass.</source>
            <translation>Puoi ancora posare una tessera, quindi non puoi passare.</translation>
        </message>
        <message>
            <source>Choose which tiles to exchange, not only how many.</source>
            <translation>Scegli quali tessere scambiare, non solo quante.</translation>
        </message>
        <message>
            <source>That is not a Qwirkle move.</source>
            <translation>Questa non è una mossa di Qwirkle.</translation>
        </message>
        <message>
            <source>Player {number} placed their last tile (+6).</source>
            <translation>Il giocatore {number} ha posato la sua ultima tessera (+6).</translation>
        </message>
        <message>
            <source>The bag is empty and no one can place a tile.</source>
            <translation>Il sacchetto è vuoto e nessuno può posare una tessera.</translation>
        </message>
        <message>
            <source>{sentence} Last tile placed: +{bonus}.</source>
            <translation>{sentence} Ultima tessera posata: +{bonus}.</translation>
        </message>
        <message>
            <source>red circle</source>
            <comment>a tile</comment>
            <translation>cerchio rosso</translation>
        </message>
        <message>
            <source>red square</source>
            <comment>a tile</comment>
            <translation>quadrato rosso</translation>
        </message>
        <message>
            <source>red diamond</source>
            <comment>a tile</comment>
            <translation>rombo rosso</translation>
        </message>
        <message>
            <source>red clover</source>
            <comment>a tile</comment>
            <translation>trifoglio rosso</translation>
        </message>
        <message>
            <source>red 4-point star</source>
            <comment>a tile</comment>
            <translation>stella a 4 punte rossa</translation>
        </message>
        <message>
            <source>red 8-point star</source>
            <comment>a tile</comment>
            <translation>stella a 8 punte rossa</translation>
        </message>
        <message>
            <source>orange circle</source>
            <comment>a tile</comment>
            <translation>cerchio arancione</translation>
        </message>
        <message>
            <source>orange square</source>
            <comment>a tile</comment>
            <translation>quadrato arancione</translation>
        </message>
        <message>
            <source>orange diamond</source>
            <comment>a tile</comment>
            <translation>rombo arancione</translation>
        </message>
        <message>
            <source>orange clover</source>
            <comment>a tile</comment>
            <translation>trifoglio arancione</translation>
        </message>
        <message>
            <source>orange 4-point star</source>
            <comment>a tile</comment>
            <translation>stella a 4 punte arancione</translation>
        </message>
        <message>
            <source>orange 8-point star</source>
            <comment>a tile</comment>
            <translation>stella a 8 punte arancione</translation>
        </message>
        <message>
            <source>yellow circle</source>
            <comment>a tile</comment>
            <translation>cerchio giallo</translation>
        </message>
        <message>
            <source>yellow square</source>
            <comment>a tile</comment>
            <translation>quadrato giallo</translation>
        </message>
        <message>
            <source>yellow diamond</source>
            <comment>a tile</comment>
            <translation>rombo giallo</translation>
        </message>
        <message>
            <source>yellow clover</source>
            <comment>a tile</comment>
            <translation>trifoglio giallo</translation>
        </message>
        <message>
            <source>yellow 4-point star</source>
            <comment>a tile</comment>
            <translation>stella a 4 punte gialla</translation>
        </message>
        <message>
            <source>yellow 8-point star</source>
            <comment>a tile</comment>
            <translation>stella a 8 punte gialla</translation>
        </message>
        <message>
            <source>green circle</source>
            <comment>a tile</comment>
            <translation>cerchio verde</translation>
        </message>
        <message>
            <source>green square</source>
            <comment>a tile</comment>
            <translation>quadrato verde</translation>
        </message>
        <message>
            <source>green diamond</source>
            <comment>a tile</comment>
            <translation>rombo verde</translation>
        </message>
        <message>
            <source>green clover</source>
            <comment>a tile</comment>
            <translation>trifoglio verde</translation>
        </message>
        <message>
            <source>green 4-point star</source>
            <comment>a tile</comment>
            <translation>stella a 4 punte verde</translation>
        </message>
        <message>
            <source>green 8-point star</source>
            <comment>a tile</comment>
            <translation>stella a 8 punte verde</translation>
        </message>
        <message>
            <source>blue circle</source>
            <comment>a tile</comment>
            <translation>cerchio blu</translation>
        </message>
        <message>
            <source>blue square</source>
            <comment>a tile</comment>
            <translation>quadrato blu</translation>
        </message>
        <message>
            <source>blue diamond</source>
            <comment>a tile</comment>
            <translation>rombo blu</translation>
        </message>
        <message>
            <source>blue clover</source>
            <comment>a tile</comment>
            <translation>trifoglio blu</translation>
        </message>
        <message>
            <source>blue 4-point star</source>
            <comment>a tile</comment>
            <translation>stella a 4 punte blu</translation>
        </message>
        <message>
            <source>blue 8-point star</source>
            <comment>a tile</comment>
            <translation>stella a 8 punte blu</translation>
        </message>
        <message>
            <source>purple circle</source>
            <comment>a tile</comment>
            <translation>cerchio viola</translation>
        </message>
        <message>
            <source>purple square</source>
            <comment>a tile</comment>
            <translation>quadrato viola</translation>
        </message>
        <message>
            <source>purple diamond</source>
            <comment>a tile</comment>
            <translation>rombo viola</translation>
        </message>
        <message>
            <source>purple clover</source>
            <comment>a tile</comment>
            <translation>trifoglio viola</translation>
        </message>
        <message>
            <source>purple 4-point star</source>
            <comment>a tile</comment>
            <translation>stella a 4 punte viola</translation>
        </message>
        <message>
            <source>purple 8-point star</source>
            <comment>a tile</comment>
            <translation>stella a 8 punte viola</translation>
        </message>
        <message>
            <source>a red circle</source>
            <comment>a tile</comment>
            <translation>un cerchio rosso</translation>
        </message>
        <message>
            <source>a red square</source>
            <comment>a tile</comment>
            <translation>un quadrato rosso</translation>
        </message>
        <message>
            <source>a red diamond</source>
            <comment>a tile</comment>
            <translation>un rombo rosso</translation>
        </message>
        <message>
            <source>a red clover</source>
            <comment>a tile</comment>
            <translation>un trifoglio rosso</translation>
        </message>
        <message>
            <source>a red 4-point star</source>
            <comment>a tile</comment>
            <translation>una stella a 4 punte rossa</translation>
        </message>
        <message>
            <source>a red 8-point star</source>
            <comment>a tile</comment>
            <translation>una stella a 8 punte rossa</translation>
        </message>
        <message>
            <source>an orange circle</source>
            <comment>a tile</comment>
            <translation>un cerchio arancione</translation>
        </message>
        <message>
            <source>an orange square</source>
            <comment>a tile</comment>
            <translation>un quadrato arancione</translation>
        </message>
        <message>
            <source>an orange diamond</source>
            <comment>a tile</comment>
            <translation>un rombo arancione</translation>
        </message>
        <message>
            <source>an orange clover</source>
            <comment>a tile</comment>
            <translation>un trifoglio arancione</translation>
        </message>
        <message>
            <source>an orange 4-point star</source>
            <comment>a tile</comment>
            <translation>una stella a 4 punte arancione</translation>
        </message>
        <message>
            <source>an orange 8-point star</source>
            <comment>a tile</comment>
            <translation>una stella a 8 punte arancione</translation>
        </message>
        <message>
            <source>a yellow circle</source>
            <comment>a tile</comment>
            <translation>un cerchio giallo</translation>
        </message>
        <message>
            <source>a yellow square</source>
            <comment>a tile</comment>
            <translation>un quadrato giallo</translation>
        </message>
        <message>
            <source>a yellow diamond</source>
            <comment>a tile</comment>
            <translation>un rombo giallo</translation>
        </message>
        <message>
            <source>a yellow clover</source>
            <comment>a tile</comment>
            <translation>un trifoglio giallo</translation>
        </message>
        <message>
            <source>a yellow 4-point star</source>
            <comment>a tile</comment>
            <translation>una stella a 4 punte gialla</translation>
        </message>
        <message>
            <source>a yellow 8-point star</source>
            <comment>a tile</comment>
            <translation>una stella a 8 punte gialla</translation>
        </message>
        <message>
            <source>a green circle</source>
            <comment>a tile</comment>
            <translation>un cerchio verde</translation>
        </message>
        <message>
            <source>a green square</source>
            <comment>a tile</comment>
            <translation>un quadrato verde</translation>
        </message>
        <message>
            <source>a green diamond</source>
            <comment>a tile</comment>
            <translation>un rombo verde</translation>
        </message>
        <message>
            <source>a green clover</source>
            <comment>a tile</comment>
            <translation>un trifoglio verde</translation>
        </message>
        <message>
            <source>a green 4-point star</source>
            <comment>a tile</comment>
            <translation>una stella a 4 punte verde</translation>
        </message>
        <message>
            <source>a green 8-point star</source>
            <comment>a tile</comment>
            <translation>una stella a 8 punte verde</translation>
        </message>
        <message>
            <source>a blue circle</source>
            <comment>a tile</comment>
            <translation>un cerchio blu</translation>
        </message>
        <message>
            <source>a blue square</source>
            <comment>a tile</comment>
            <translation>un quadrato blu</translation>
        </message>
        <message>
            <source>a blue diamond</source>
            <comment>a tile</comment>
            <translation>un rombo blu</translation>
        </message>
        <message>
            <source>a blue clover</source>
            <comment>a tile</comment>
            <translation>un trifoglio blu</translation>
        </message>
        <message>
            <source>a blue 4-point star</source>
            <comment>a tile</comment>
            <translation>una stella a 4 punte blu</translation>
        </message>
        <message>
            <source>a blue 8-point star</source>
            <comment>a tile</comment>
            <translation>una stella a 8 punte blu</translation>
        </message>
        <message>
            <source>a purple circle</source>
            <comment>a tile</comment>
            <translation>un cerchio viola</translation>
        </message>
        <message>
            <source>a purple square</source>
            <comment>a tile</comment>
            <translation>un quadrato viola</translation>
        </message>
        <message>
            <source>a purple diamond</source>
            <comment>a tile</comment>
            <translation>un rombo viola</translation>
        </message>
        <message>
            <source>a purple clover</source>
            <comment>a tile</comment>
            <translation>un trifoglio viola</translation>
        </message>
        <message>
            <source>a purple 4-point star</source>
            <comment>a tile</comment>
            <translation>una stella a 4 punte viola</translation>
        </message>
        <message>
            <source>a purple 8-point star</source>
            <comment>a tile</comment>
            <translation>una stella a 8 punte viola</translation>
        </message>
        <message>
            <source>red</source>
            <comment>a colour: the row is all ...</comment>
            <translation>rosso</translation>
        </message>
        <message>
            <source>orange</source>
            <comment>a colour: the row is all ...</comment>
            <translation>arancione</translation>
        </message>
        <message>
            <source>yellow</source>
            <comment>a colour: the row is all ...</comment>
            <translation>giallo</translation>
        </message>
        <message>
            <source>green</source>
            <comment>a colour: the row is all ...</comment>
            <translation>verde</translation>
        </message>
        <message>
            <source>blue</source>
            <comment>a colour: the row is all ...</comment>
            <translation>blu</translation>
        </message>
        <message>
            <source>purple</source>
            <comment>a colour: the row is all ...</comment>
            <translation>viola</translation>
        </message>
        <message>
            <source>circles</source>
            <comment>shapes: the row is all ...</comment>
            <translation>cerchi</translation>
        </message>
        <message>
            <source>squares</source>
            <comment>shapes: the row is all ...</comment>
            <translation>quadrati</translation>
        </message>
        <message>
            <source>diamonds</source>
            <comment>shapes: the row is all ...</comment>
            <translation>rombi</translation>
        </message>
        <message>
            <source>clovers</source>
            <comment>shapes: the row is all ...</comment>
            <translation>trifogli</translation>
        </message>
        <message>
            <source>4-point stars</source>
            <comment>shapes: the row is all ...</comment>
            <translation>stelle a 4 punte</translation>
        </message>
        <message>
            <source>8-point stars</source>
            <comment>shapes: the row is all ...</comment>
            <translation>stelle a 8 punte</translation>
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
            <translation>{number} della riga {row}</translation>
        </message>
        <message>
            <source>{row} {number} (white {white} + {row} {die})</source>
            <translation>{number} della riga {row} (bianco {white} + {die} della riga {row})</translation>
        </message>
        <message>
            <source>Cross the white sum {sum} in {row}, then cross {cross} with a colour die</source>
            <translation>Segna la somma dei bianchi {sum} nella riga {row}, poi segna {cross} con un dado colorato</translation>
        </message>
        <message>
            <source>Skip the white sum {sum}, then cross {cross} with a colour die</source>
            <translation>Salta la somma dei bianchi {sum}, poi segna {cross} con un dado colorato</translation>
        </message>
        <message>
            <source>Skip the white sum {sum} and skip the colour cross too (a penalty)</source>
            <translation>Salta la somma dei bianchi {sum} e salta anche la croce di colore (una penalità)</translation>
        </message>
        <message>
            <source>Cross the white sum {sum} in {row}</source>
            <translation>Segna la somma dei bianchi {sum} nella riga {row}</translation>
        </message>
        <message>
            <source>Skip the white sum {sum}</source>
            <translation>Salta la somma dei bianchi {sum}</translation>
        </message>
        <message>
            <source>Cross {cross}</source>
            <translation>Segna {cross}</translation>
        </message>
        <message>
            <source>Skip the colour cross and take the penalty</source>
            <translation>Salta la croce di colore e prendi la penalità</translation>
        </message>
        <message>
            <source>Skip the colour cross</source>
            <translation>Salta la croce di colore</translation>
        </message>
        <message>
            <source>Roll the dice.</source>
            <translation>Lancia i dadi.</translation>
        </message>
        <message>
            <source>Nothing to decide now.</source>
            <translation>Niente da decidere ora.</translation>
        </message>
        <message>
            <source>{plan}: every cross on offer costs more in boxes than it brings (expected final score).</source>
            <translation>{plan}: ogni croce possibile costa più caselle di quanto renda (punteggio finale previsto).</translation>
        </message>
        <message>
            <source>{plan}: every cross on offer costs more in boxes than it brings (expected lead at the end).</source>
            <translation>{plan}: ogni croce possibile costa più caselle di quanto renda (vantaggio finale previsto).</translation>
        </message>
        <message>
            <source>{plan}: about {points} points more than skipping (expected final score).</source>
            <translation>{plan}: circa {points} punti in più che saltare (punteggio finale previsto).</translation>
        </message>
        <message>
            <source>{plan}: about {points} points more than skipping (expected lead at the end).</source>
            <translation>{plan}: circa {points} punti in più che saltare (vantaggio finale previsto).</translation>
        </message>
        <message>
            <source>Nothing fits: skip.</source>
            <translation>Non va bene niente: salta.</translation>
        </message>
        <message>
            <source>Nothing fits: skip. (It costs a penalty.)</source>
            <translation>Non va bene niente: salta. (Costa una penalità.)</translation>
        </message>
        <message>
            <source>Skip: every cross would leave three or more boxes behind.</source>
            <translation>Salta: ogni croce lascerebbe indietro tre o più caselle.</translation>
        </message>
        <message>
            <source>Cross {box}: it leaves no box behind.</source>
            <translation>Segna {box}: non lascia indietro nessuna casella.</translation>
        </message>
        <message>
            <source>Cross {box}: it leaves 1 box behind.</source>
            <translation>Segna {box}: lascia indietro 1 casella.</translation>
        </message>
        <message>
            <source>Cross {box}: it leaves {count} boxes behind.</source>
            <translation>Segna {box}: lascia indietro {count} caselle.</translation>
        </message>
        <message>
            <source>A sheet's crosses must map row names to lists of numbers.</source>
            <translation>Le croci di un foglio devono associare i nomi delle righe a elenchi di numeri.</translation>
        </message>
        <message>
            <source>The penalty count must be a whole number of at least 0.</source>
            <translation>Il numero di penalità deve essere un numero intero pari almeno a 0.</translation>
        </message>
        <message>
            <source>There is no {row} row.</source>
            <translation>Non esiste una riga {row}.</translation>
        </message>
        <message>
            <source>A number is crossed twice in the {row} row.</source>
            <translation>Un numero è segnato due volte nella riga {row}.</translation>
        </message>
        <message>
            <source>The dice must be given as {example}.</source>
            <translation>I dadi vanno indicati come {example}.</translation>
        </message>
        <message>
            <source>There must be exactly two white dice.</source>
            <translation>I dadi bianchi devono essere esattamente due.</translation>
        </message>
        <message>
            <source>There is no {die} die.</source>
            <translation>Non esiste un dado {die}.</translation>
        </message>
        <message>
            <source>A die shows 1 to 6, not {value}.</source>
            <translation>Un dado mostra da 1 a 6, non {value}.</translation>
        </message>
        <message>
            <source>The state must be a dict with sheets, locked and active.</source>
            <translation>Lo stato deve essere un dict con sheets, locked e active.</translation>
        </message>
        <message>
            <source>The state must hold 1 to {most} sheets.</source>
            <translation>Lo stato deve contenere da 1 a {most} fogli.</translation>
        </message>
        <message>
            <source>The locked rows must be a list of row names.</source>
            <translation>Le righe bloccate devono essere un elenco di nomi di righe.</translation>
        </message>
        <message>
            <source>There is no {row} row to lock.</source>
            <translation>Non esiste una riga {row} da bloccare.</translation>
        </message>
        <message>
            <source>The active seat is not one of the sheets.</source>
            <translation>Il posto attivo non corrisponde a nessuno dei fogli.</translation>
        </message>
        <message>
            <source>Sheet {number} is not a dict.</source>
            <translation>Il foglio {number} non è un dict.</translation>
        </message>
        <message>
            <source>Sheet {number} has an unknown entry {entry}.</source>
            <translation>Il foglio {number} ha una voce sconosciuta {entry}.</translation>
        </message>
        <message>
            <source>Sheet {number}: {reason}</source>
            <translation>Foglio {number}: {reason}</translation>
        </message>
        <message>
            <source>Sheet {number} already has {most} penalties: the game is over.</source>
            <translation>Il foglio {number} ha già {most} penalità: la partita è finita.</translation>
        </message>
        <message>
            <source>Sheet {number} crossed {row} {last}, so the {row} row must be locked.</source>
            <translation>Il foglio {number} ha segnato il {last} nella riga {row}, quindi la riga {row} deve essere bloccata.</translation>
        </message>
        <message>
            <source>The game is already over: two rows are locked.</source>
            <translation>La partita è già finita: due righe sono bloccate.</translation>
        </message>
        <message>
            <source>The decisions must be a dict with {white} and {colour}.</source>
            <translation>Le decisioni devono essere un dict con {white} e {colour}.</translation>
        </message>
        <message>
            <source>Give one white-sum decision per seat ({count}).</source>
            <translation>Indica una decisione sulla somma dei bianchi per ogni posto ({count}).</translation>
        </message>
        <message>
            <source>Seat {number}: there is no {row} row.</source>
            <translation>Posto {number}: non esiste una riga {row}.</translation>
        </message>
        <message>
            <source>Seat {number}: {reason}</source>
            <translation>Posto {number}: {reason}</translation>
        </message>
        <message>
            <source>Action 1 already ended the game (a second row was locked), so there is no colour decision.</source>
            <translation>L'azione 1 ha già fatto finire la partita (è stata bloccata una seconda riga), quindi non c'è nessuna decisione sul colore.</translation>
        </message>
        <message>
            <source>The colour decision must be None or {example}.</source>
            <translation>La decisione sul colore deve essere None o {example}.</translation>
        </message>
        <message>
            <source>The {row} die was not given, so it cannot be used.</source>
            <translation>Il dado della riga {row} non è stato indicato, quindi non si può usare.</translation>
        </message>
        <message>
            <source>You rolled.</source>
            <translation>Hai lanciato.</translation>
        </message>
        <message>
            <source>{name} rolled.</source>
            <translation>{name} ha lanciato.</translation>
        </message>
        <message>
            <source>You rolled: {dice}.</source>
            <translation>Hai lanciato: {dice}.</translation>
        </message>
        <message>
            <source>{name} rolled: {dice}.</source>
            <translation>{name} ha lanciato: {dice}.</translation>
        </message>
        <message>
            <source>You have made a choice.</source>
            <translation>Hai fatto la tua scelta.</translation>
        </message>
        <message>
            <source>{name} has made a choice.</source>
            <translation>{name} ha fatto la sua scelta.</translation>
        </message>
        <message>
            <source>You declined.</source>
            <translation>Hai rinunciato.</translation>
        </message>
        <message>
            <source>{name} declined.</source>
            <translation>{name} ha rinunciato.</translation>
        </message>
        <message>
            <source>You crossed {row} {number}.</source>
            <translation>Hai segnato {number} nella riga {row}.</translation>
        </message>
        <message>
            <source>{name} crossed {row} {number}.</source>
            <translation>{name} ha segnato {number} nella riga {row}.</translation>
        </message>
        <message>
            <source>You crossed {row} {number} (skipping {skipped}).</source>
            <translation>Hai segnato {number} nella riga {row} (saltando {skipped}).</translation>
        </message>
        <message>
            <source>{name} crossed {row} {number} (skipping {skipped}).</source>
            <translation>{name} ha segnato {number} nella riga {row} (saltando {skipped}).</translation>
        </message>
        <message>
            <source>You crossed {row} {number} (skipping {count} boxes).</source>
            <translation>Hai segnato {number} nella riga {row} (saltando {count} caselle).</translation>
        </message>
        <message>
            <source>{name} crossed {row} {number} (skipping {count} boxes).</source>
            <translation>{name} ha segnato {number} nella riga {row} (saltando {count} caselle).</translation>
        </message>
        <message>
            <source>You crossed {row} {number} (white {white} + {row} {die}).</source>
            <translation>Hai segnato {number} nella riga {row} (bianco {white} + {die} della riga {row}).</translation>
        </message>
        <message>
            <source>{name} crossed {row} {number} (white {white} + {row} {die}).</source>
            <translation>{name} ha segnato {number} nella riga {row} (bianco {white} + {die} della riga {row}).</translation>
        </message>
        <message>
            <source>You crossed {row} {number} (white {white} + {row} {die}, skipping {skipped}).</source>
            <translation>Hai segnato {number} nella riga {row} (bianco {white} + {die} della riga {row}, saltando {skipped}).</translation>
        </message>
        <message>
            <source>{name} crossed {row} {number} (white {white} + {row} {die}, skipping {skipped}).</source>
            <translation>{name} ha segnato {number} nella riga {row} (bianco {white} + {die} della riga {row}, saltando {skipped}).</translation>
        </message>
        <message>
            <source>You crossed {row} {number} (white {white} + {row} {die}, skipping {count} boxes).</source>
            <translation>Hai segnato {number} nella riga {row} (bianco {white} + {die} della riga {row}, saltando {count} caselle).</translation>
        </message>
        <message>
            <source>{name} crossed {row} {number} (white {white} + {row} {die}, skipping {count} boxes).</source>
            <translation>{name} ha segnato {number} nella riga {row} (bianco {white} + {die} della riga {row}, saltando {count} caselle).</translation>
        </message>
        <message>
            <source>You crossed nothing this turn and take a penalty ({penalties} of {most}).</source>
            <translation>In questo turno non hai segnato niente e prendi una penalità ({penalties} su {most}).</translation>
        </message>
        <message>
            <source>{name} crossed nothing this turn and takes a penalty ({penalties} of {most}).</source>
            <translation>In questo turno {name} non ha segnato niente e prende una penalità ({penalties} su {most}).</translation>
        </message>
        <message>
            <source>You did not use a colour die.</source>
            <translation>Non hai usato un dado colorato.</translation>
        </message>
        <message>
            <source>{name} did not use a colour die.</source>
            <translation>{name} non ha usato un dado colorato.</translation>
        </message>
        <message>
            <source>You locked {row}: the {row} die leaves the game.</source>
            <translation>Hai bloccato la riga {row}: il dado della riga {row} esce dal gioco.</translation>
        </message>
        <message>
            <source>{name} locked {row}: the {row} die leaves the game.</source>
            <translation>{name} ha bloccato la riga {row}: il dado della riga {row} esce dal gioco.</translation>
        </message>
        <message>
            <source>{names} locked {row}: the {row} die leaves the game.</source>
            <translation>{names} hanno bloccato la riga {row}: il dado della riga {row} esce dal gioco.</translation>
        </message>
        <message>
            <source>You also get the lock cross.</source>
            <translation>Ricevi anche la croce del lucchetto.</translation>
        </message>
        <message>
            <source>{name} also gets the lock cross.</source>
            <translation>Anche {name} riceve la croce del lucchetto.</translation>
        </message>
        <message>
            <source>{names} also get the lock cross.</source>
            <translation>Anche {names} ricevono la croce del lucchetto.</translation>
        </message>
        <message>
            <source>You win.</source>
            <translation>Hai vinto.</translation>
        </message>
        <message>
            <source>{name} wins.</source>
            <translation>{name} vince.</translation>
        </message>
        <message>
            <source>{names} share the win.</source>
            <translation>{names} condividono la vittoria.</translation>
        </message>
        <message>
            <source>You moved.</source>
            <translation>Hai fatto la tua mossa.</translation>
        </message>
        <message>
            <source>{name} moved.</source>
            <translation>{name} ha fatto la sua mossa.</translation>
        </message>
        <message>
            <source>Game over: {reason} {winners}</source>
            <translation>Partita finita: {reason} {winners}</translation>
        </message>
        <message>
            <source>White sum {sum}: {choices}</source>
            <translation>Somma dei bianchi {sum}: {choices}</translation>
        </message>
        <message>
            <source>{row} {value}</source>
            <comment>a colour die and the number it shows</comment>
            <translation>{value} della riga {row}</translation>
        </message>
        <message>
            <source>white {first} and {second} (sum {sum})</source>
            <translation>bianchi {first} e {second} (somma {sum})</translation>
        </message>
        <message>
            <source>white {first} and {second} (sum {sum}), {die}</source>
            <translation>bianchi {first} e {second} (somma {sum}), {die}</translation>
        </message>
        <message>
            <source>white {first} and {second} (sum {sum}), {die}, {die2}</source>
            <translation>bianchi {first} e {second} (somma {sum}), {die}, {die2}</translation>
        </message>
        <message>
            <source>white {first} and {second} (sum {sum}), {die}, {die2}, {die3}</source>
            <translation>bianchi {first} e {second} (somma {sum}), {die}, {die2}, {die3}</translation>
        </message>
        <message>
            <source>white {first} and {second} (sum {sum}), {die}, {die2}, {die3}, {die4}</source>
            <translation>bianchi {first} e {second} (somma {sum}), {die}, {die2}, {die3}, {die4}</translation>
        </message>
        <message>
            <source>You rolled the dice, so it can't be undone: a choice can be undone until the next roll.</source>
            <translation>Hai lanciato i dadi, quindi non si può annullare: una scelta si può annullare fino al lancio successivo.</translation>
        </message>
        <message>
            <source>The dice were rolled after your choice, so it can't be undone: a choice can be undone until the next roll.</source>
            <translation>Dopo la tua scelta sono stati lanciati i dadi, quindi non si può annullare: una scelta si può annullare fino al lancio successivo.</translation>
        </message>
        <message>
            <source>You rolled the dice, so it can't be undone.</source>
            <translation>Hai lanciato i dadi, quindi non si può annullare.</translation>
        </message>
        <message>
            <source>Your choice revealed everyone's white-sum choices, so it can't be undone: a white-sum choice can be undone while others are still choosing.</source>
            <translation>La tua scelta ha rivelato le scelte di tutti sulla somma dei bianchi, quindi non si può annullare: una scelta sulla somma dei bianchi si può annullare finché gli altri stanno ancora scegliendo.</translation>
        </message>
        <message>
            <source>Everyone's white-sum choices were revealed after yours, so it can't be undone: a white-sum choice can be undone while others are still choosing.</source>
            <translation>Le scelte di tutti sulla somma dei bianchi sono state rivelate dopo la tua, quindi non si può annullare: una scelta sulla somma dei bianchi si può annullare finché gli altri stanno ancora scegliendo.</translation>
        </message>
        <message>
            <source>Your choice revealed everyone's white-sum choices, so it can't be undone.</source>
            <translation>La tua scelta ha rivelato le scelte di tutti sulla somma dei bianchi, quindi non si può annullare.</translation>
        </message>
        <message>
            <source>Lock cross for everyone with 5 crosses</source>
            <translation>Croce del lucchetto per tutti quelli con 5 croci</translation>
        </message>
        <message>
            <source>When a row is locked, every player with at least 5 crosses in it also gets the lock cross (one more cross in that row).</source>
            <translation>Quando una riga viene bloccata, ogni giocatore che vi ha almeno 5 croci riceve anche la croce del lucchetto (una croce in più in quella riga).</translation>
        </message>
        <message>
            <source>Play until all four rows are locked</source>
            <translation>Gioca finché tutte e quattro le righe sono bloccate</translation>
        </message>
        <message>
            <source>The game goes on after the second lock and ends only when all four rows are locked, or when someone takes a fourth penalty.</source>
            <translation>La partita continua dopo il secondo blocco e finisce solo quando tutte e quattro le righe sono bloccate, o quando qualcuno prende la quarta penalità.</translation>
        </message>
        <message>
            <source>Beginner</source>
            <comment>a bot level</comment>
            <translation>Principiante</translation>
        </message>
        <message>
            <source>Crosses whatever it sees, skipping too many boxes, like a new player.</source>
            <translation>Segna tutto quello che vede, saltando troppe caselle, come un principiante.</translation>
        </message>
        <message>
            <source>Casual</source>
            <comment>a bot level</comment>
            <translation>Occasionale</translation>
        </message>
        <message>
            <source>Takes crosses that skip at most one box and avoids penalties when it can.</source>
            <translation>Fa croci che saltano al massimo una casella ed evita le penalità quando può.</translation>
        </message>
        <message>
            <source>Strong</source>
            <comment>a bot level</comment>
            <translation>Forte</translation>
        </message>
        <message>
            <source>Plans its rows and watches the other sheets: who can lock, and how near the end is.</source>
            <translation>Pianifica le sue righe e osserva gli altri fogli: chi può bloccare e quanto è vicina la fine.</translation>
        </message>
        <message>
            <source>Expert</source>
            <comment>a bot level</comment>
            <translation>Esperto</translation>
        </message>
        <message>
            <source>Plays from a table of the best choice in every position, and reads the race to the end.</source>
            <translation>Gioca secondo una tabella della scelta migliore in ogni posizione e legge la corsa verso la fine.</translation>
        </message>
        <message>
            <source>Roll the dice, cross the numbers, lock the rows before the others do.</source>
            <translation>Lancia i dadi, segna i numeri, blocca le righe prima degli altri.</translation>
        </message>
        <message>
            <source>You can't cross the white sum {sum} in {row}: {reason}</source>
            <translation>Non puoi segnare la somma dei bianchi {sum} nella riga {row}: {reason}</translation>
        </message>
        <message>
            <source>Choose one of the two white dice.</source>
            <translation>Scegli uno dei due dadi bianchi.</translation>
        </message>
        <message>
            <source>The {row} row is locked, so its die is out of the game.</source>
            <translation>La riga {row} è bloccata, quindi il suo dado è fuori dal gioco.</translation>
        </message>
        <message>
            <source>The {row} die is not in play.</source>
            <translation>Il dado della riga {row} non è in gioco.</translation>
        </message>
        <message>
            <source>You can't cross {row} {number} (white {white} + {row} {die}): {reason}</source>
            <translation>Non puoi segnare {number} nella riga {row} (bianco {white} + {die} della riga {row}): {reason}</translation>
        </message>
        <message>
            <source>You crossed {what} on roll {roll}: +{points} points</source>
            <translation>Hai segnato {what} al lancio {roll}: +{points} punti</translation>
        </message>
        <message>
            <source>{name} crossed {what} on roll {roll}: +{points} points</source>
            <translation>{name} ha segnato {what} al lancio {roll}: +{points} punti</translation>
        </message>
        <message>
            <source>a penalty</source>
            <translation>una penalità</translation>
        </message>
        <message>
            <source>crosses</source>
            <translation>croci</translation>
        </message>
        <message>
            <source>{first} and {second}</source>
            <comment>what one player crossed on one roll</comment>
            <translation>{first} e {second}</translation>
        </message>
        <message>
            <source>{number} is not a number of the {row} row.</source>
            <translation>{number} non è un numero della riga {row}.</translation>
        </message>
        <message>
            <source>the {row} row is locked.</source>
            <translation>la riga {row} è bloccata.</translation>
        </message>
        <message>
            <source>The {row} row is locked.</source>
            <translation>La riga {row} è bloccata.</translation>
        </message>
        <message>
            <source>{number} is not on the {row} row.</source>
            <translation>{number} non è nella riga {row}.</translation>
        </message>
        <message>
            <source>{row} {number} is already crossed.</source>
            <translation>Il numero {number} della riga {row} è già segnato.</translation>
        </message>
        <message>
            <source>{row} {number} is to the left of your last cross in that row: rows are crossed left to right.</source>
            <translation>Il numero {number} della riga {row} è a sinistra della tua ultima croce in quella riga: le righe si segnano da sinistra a destra.</translation>
        </message>
        <message>
            <source>to cross {row} {number} you need at least {need} crosses in the {row} row first (you have {have}).</source>
            <translation>per segnare {number} nella riga {row} ti servono prima almeno {need} croci nella riga {row} (ne hai {have}).</translation>
        </message>
        <message>
            <source>To cross {row} {number} you need at least {need} crosses in the {row} row first (you have {have}).</source>
            <translation>Per segnare {number} nella riga {row} ti servono prima almeno {need} croci nella riga {row} (ne hai {have}).</translation>
        </message>
        <message>
            <source>The penalty count is not a whole number.</source>
            <translation>Il numero di penalità non è un numero intero.</translation>
        </message>
        <message>
            <source>A sheet has {most} penalty boxes, not {count}.</source>
            <translation>Un foglio ha {most} caselle delle penalità, non {count}.</translation>
        </message>
        <message>
            <source>The {row} row is not a list of numbers.</source>
            <translation>La riga {row} non è un elenco di numeri.</translation>
        </message>
        <message>
            <source>Impossible {row} row: {reason}</source>
            <translation>Riga {row} impossibile: {reason}</translation>
        </message>
        <message>
            <source>A lock cross in {row} needs {need} crosses.</source>
            <translation>Una croce del lucchetto nella riga {row} richiede {need} croci.</translation>
        </message>
        <message>
            <source>You took a fourth penalty.</source>
            <translation>Hai preso la quarta penalità.</translation>
        </message>
        <message>
            <source>{name} took a fourth penalty.</source>
            <translation>{name} ha preso la quarta penalità.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>La partita è finita.</translation>
        </message>
        <message>
            <source>There is no seat {seat} at this table.</source>
            <translation>A questo tavolo non c'è il posto {seat}.</translation>
        </message>
        <message>
            <source>The dice are already rolled: make your choice first.</source>
            <translation>I dadi sono già stati lanciati: prima fai la tua scelta.</translation>
        </message>
        <message>
            <source>It is not your turn to roll.</source>
            <translation>Non tocca a te lanciare.</translation>
        </message>
        <message>
            <source>Roll the dice first.</source>
            <translation>Prima lancia i dadi.</translation>
        </message>
        <message>
            <source>The white sum has already been decided for this roll.</source>
            <translation>La somma dei bianchi è già stata decisa per questo lancio.</translation>
        </message>
        <message>
            <source>You have already made your choice for this white sum.</source>
            <translation>Hai già fatto la tua scelta per questa somma dei bianchi.</translation>
        </message>
        <message>
            <source>Only the active player may use a colour die.</source>
            <translation>Solo il giocatore attivo può usare un dado colorato.</translation>
        </message>
        <message>
            <source>First everyone decides on the white sum.</source>
            <translation>Prima tutti decidono sulla somma dei bianchi.</translation>
        </message>
        <message>
            <source>That is not a Qwixx move.</source>
            <translation>Questa non è una mossa di Qwixx.</translation>
        </message>
        <message>
            <source>Player {number} took a fourth penalty.</source>
            <translation>Il giocatore {number} ha preso la quarta penalità.</translation>
        </message>
        <message>
            <source>All four rows are locked.</source>
            <translation>Tutte e quattro le righe sono bloccate.</translation>
        </message>
        <message>
            <source>red</source>
            <comment>a row's colour</comment>
            <translation>rossa</translation>
        </message>
        <message>
            <source>yellow</source>
            <comment>a row's colour</comment>
            <translation>gialla</translation>
        </message>
        <message>
            <source>green</source>
            <comment>a row's colour</comment>
            <translation>verde</translation>
        </message>
        <message>
            <source>blue</source>
            <comment>a row's colour</comment>
            <translation>blu</translation>
        </message>
        <message>
            <source>Red</source>
            <comment>a row's colour at the start of a sentence</comment>
            <translation>rossa</translation>
        </message>
        <message>
            <source>Yellow</source>
            <comment>a row's colour at the start of a sentence</comment>
            <translation>gialla</translation>
        </message>
        <message>
            <source>Green</source>
            <comment>a row's colour at the start of a sentence</comment>
            <translation>verde</translation>
        </message>
        <message>
            <source>Blue</source>
            <comment>a row's colour at the start of a sentence</comment>
            <translation>blu</translation>
        </message>
        <message>
            <source>{row} is locked.</source>
            <translation>Riga {row} bloccata.</translation>
        </message>
        <message>
            <source>{first} and {second} are locked.</source>
            <translation>Righe {first} e {second} bloccate.</translation>
        </message>
        <message>
            <source>{first}, {second} and {third} are locked.</source>
            <translation>Righe {first}, {second} e {third} bloccate.</translation>
        </message>
        <message>
            <source>{first}, {second}, {third} and {fourth} are locked.</source>
            <translation>Righe {first}, {second}, {third} e {fourth} bloccate.</translation>
        </message>
    </context>
    <context>
        <name>Names</name>
        <message>
            <source>You</source>
            <translation>Tu</translation>
        </message>
        <message>
            <source>you</source>
            <comment>the person at the screen, last in a list of names: "Ada and you"</comment>
            <translation>tu</translation>
        </message>
        <message>
            <source>{first}, {next}</source>
            <comment>a list of names, not yet at its last name</comment>
            <translation>{first}, {next}</translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <comment>a list of names and its last name</comment>
            <translation>{first} e {last}</translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <source>you</source>
            <comment>the person at the screen, last in a list of names: Ada and you</comment>
            <translation>tu</translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <translation>{first} e {last}</translation>
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
            <translation>&amp;No</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>&amp;Sì</translation>
        </message>
        <message>
            <source>Abort</source>
            <translation>Interrompi</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Applica</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annulla</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Chiudi</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Scarta</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>Aiuto</translation>
        </message>
        <message>
            <source>Ignore</source>
            <translation>Ignora</translation>
        </message>
        <message>
            <source>N&amp;o to All</source>
            <translation>N&amp;o a tutti</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Apri</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>Ripristina</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>Ripristina valori predefiniti</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Riprova</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Salva</translation>
        </message>
        <message>
            <source>Save All</source>
            <translation>Salva tutti</translation>
        </message>
        <message>
            <source>Yes to &amp;All</source>
            <translation>Sì &amp;a tutti</translation>
        </message>
    </context>
    <context>
        <name>QGnomeTheme</name>
        <message>
            <source>&amp;Cancel</source>
            <translation>&amp;Annulla</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Chiudi</translation>
        </message>
        <message>
            <source>&amp;OK</source>
            <translation>&amp;OK</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Salva</translation>
        </message>
        <message>
            <source>Close without Saving</source>
            <translation>Chiudi senza salvare</translation>
        </message>
    </context>
    <context>
        <name>QCocoaTheme</name>
        <message>
            <source>Don't Save</source>
            <translation>Non salvare</translation>
        </message>
    </context>
    <context>
        <name>QMessageBox</name>
        <message>
            <source>Help</source>
            <translation>Aiuto</translation>
        </message>
        <message>
            <source>Hide Details...</source>
            <translation>Nascondi dettagli...</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Show Details...</source>
            <translation>Mostra dettagli...</translation>
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
            <translation>Esporta come PDF</translation>
        </message>
        <message>
            <source>First page</source>
            <translation>Prima pagina</translation>
        </message>
        <message>
            <source>Fit page</source>
            <translation>Adatta alla pagina</translation>
        </message>
        <message>
            <source>Fit width</source>
            <translation>Adatta alla larghezza</translation>
        </message>
        <message>
            <source>Landscape</source>
            <translation>Orizzontale</translation>
        </message>
        <message>
            <source>Last page</source>
            <translation>Ultima pagina</translation>
        </message>
        <message>
            <source>Next page</source>
            <translation>Pagina successiva</translation>
        </message>
        <message>
            <source>Page Setup</source>
            <translation>Impostazione pagina</translation>
        </message>
        <message>
            <source>Page setup</source>
            <translation>Impostazione pagina</translation>
        </message>
        <message>
            <source>Portrait</source>
            <translation>Verticale</translation>
        </message>
        <message>
            <source>Previous page</source>
            <translation>Pagina precedente</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Stampa</translation>
        </message>
        <message>
            <source>Print Preview</source>
            <translation>Anteprima di stampa</translation>
        </message>
        <message>
            <source>Show facing pages</source>
            <translation>Mostra pagine affiancate</translation>
        </message>
        <message>
            <source>Show overview of all pages</source>
            <translation>Mostra anteprima di tutte le pagine</translation>
        </message>
        <message>
            <source>Show single page</source>
            <translation>Mostra pagina singola</translation>
        </message>
        <message>
            <source>Zoom in</source>
            <translation>Ingrandisci</translation>
        </message>
        <message>
            <source>Zoom out</source>
            <translation>Rimpicciolisci</translation>
        </message>
    </context>
    <context>
        <name>QPrintDialog</name>
        <message>
            <source>%1 already exists.
Do you want to overwrite it?</source>
            <translation>%1 esiste già.
Vuoi sostituirlo?</translation>
        </message>
        <message>
            <source>%1 is a directory.
Please choose a different file name.</source>
            <translation>%1 è una cartella.
Seleziona un nome diverso per il file.</translation>
        </message>
        <message>
            <source>&amp;Options &lt;&lt;</source>
            <translation>&amp;Opzioni &lt;&lt;</translation>
        </message>
        <message>
            <source>&amp;Options &gt;&gt;</source>
            <translation>&amp;Opzioni &gt;&gt;</translation>
        </message>
        <message>
            <source>&amp;Print</source>
            <translation>Stam&amp;pa</translation>
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
            <translation>Tutte le pagine</translation>
        </message>
        <message>
            <source>Automatic</source>
            <translation>Automatico</translation>
        </message>
        <message>
            <source>Bottom to Top, Left to Right</source>
            <translation>Dal basso verso l'alto, da sinistra a destra</translation>
        </message>
        <message>
            <source>Bottom to Top, Right to Left</source>
            <translation>Dal basso verso l'alto, da destra a sinistra</translation>
        </message>
        <message>
            <source>Even Pages</source>
            <translation>Pagine pari</translation>
        </message>
        <message>
            <source>File %1 is not writable.
Please choose a different file name.</source>
            <translation>Il file %1 non è scrivibile.
Seleziona un nome diverso per il file.</translation>
        </message>
        <message>
            <source>Left to Right, Bottom to Top</source>
            <translation>Da sinistra a destra, dal basso verso l'alto</translation>
        </message>
        <message>
            <source>Left to Right, Top to Bottom</source>
            <translation>Da sinistra a destra, dall'alto verso il basso</translation>
        </message>
        <message>
            <source>Local file</source>
            <translation>File locale</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Odd Pages</source>
            <translation>Pagine dispari</translation>
        </message>
        <message>
            <source>Options 'Pages Per Sheet' and 'Page Set' cannot be used together.
Please turn one of those options off.</source>
            <translation>Le opzioni 'pagine per foglio' e 'insieme di pagine' non possono essere utilizzate insieme.
Disattiva una di queste opzioni.</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Stampa</translation>
        </message>
        <message>
            <source>Print To File ...</source>
            <translation>Stampa su file...</translation>
        </message>
        <message>
            <source>Print to File (PDF)</source>
            <translation>Stampa su file (PDF)</translation>
        </message>
        <message>
            <source>Right to Left, Bottom to Top</source>
            <translation>Da destra a sinistra, dal basso verso l'alto</translation>
        </message>
        <message>
            <source>Right to Left, Top to Bottom</source>
            <translation>Da destra a sinistra, dall'alto verso il basso</translation>
        </message>
        <message>
            <source>The 'From' value cannot be greater than the 'To' value.</source>
            <translation>Il valore di "Da" non può essere maggiore del valore di "A".</translation>
        </message>
        <message>
            <source>Top to Bottom, Left to Right</source>
            <translation>Dall'alto verso il basso, da sinistra a destra</translation>
        </message>
        <message>
            <source>Top to Bottom, Right to Left</source>
            <translation>Dall'alto verso il basso, da destra a sinistra</translation>
        </message>
        <message>
            <source>Write PDF file</source>
            <translation>Scrivi file PDF</translation>
        </message>
    </context>
    <context>
        <name>QPrintWidget</name>
        <message>
            <source>&amp;Name:</source>
            <translation>&amp;Nome:</translation>
        </message>
        <message>
            <source>...</source>
            <translation>...</translation>
        </message>
        <message>
            <source>Form</source>
            <translation>Modulo</translation>
        </message>
        <message>
            <source>Location:</source>
            <translation>Posizione:</translation>
        </message>
        <message>
            <source>Output &amp;file:</source>
            <translation>&amp;File di output:</translation>
        </message>
        <message>
            <source>P&amp;roperties</source>
            <translation>P&amp;roprietà</translation>
        </message>
        <message>
            <source>Preview</source>
            <translation>Anteprima</translation>
        </message>
        <message>
            <source>Printer</source>
            <translation>Stampante</translation>
        </message>
        <message>
            <source>Type:</source>
            <translation>Tipo:</translation>
        </message>
    </context>
    <context>
        <name>QPrintSettingsOutput</name>
        <message>
            <source>Collate</source>
            <translation>Fascicola</translation>
        </message>
        <message>
            <source>Color</source>
            <translation>Colore</translation>
        </message>
        <message>
            <source>Color Mode</source>
            <translation>Modalità colore</translation>
        </message>
        <message>
            <source>Copies</source>
            <translation>Copie</translation>
        </message>
        <message>
            <source>Copies:</source>
            <translation>Copie:</translation>
        </message>
        <message>
            <source>Current Page</source>
            <translation>Pagina corrente</translation>
        </message>
        <message>
            <source>Duplex Printing</source>
            <translation>Stampa fronte/retro</translation>
        </message>
        <message>
            <source>Form</source>
            <translation>Modulo</translation>
        </message>
        <message>
            <source>Grayscale</source>
            <translation>Scala di grigi</translation>
        </message>
        <message>
            <source>Long side</source>
            <translation>Lato lungo</translation>
        </message>
        <message>
            <source>None</source>
            <translation>Nessuno</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Opzioni</translation>
        </message>
        <message>
            <source>Output Settings</source>
            <translation>Impostazioni di uscita</translation>
        </message>
        <message>
            <source>Page Set:</source>
            <translation>Insieme di pagine:</translation>
        </message>
        <message>
            <source>Pages from</source>
            <translation>Pagine da</translation>
        </message>
        <message>
            <source>Print all</source>
            <translation>Stampa tutto</translation>
        </message>
        <message>
            <source>Print range</source>
            <translation>Stampa intervallo</translation>
        </message>
        <message>
            <source>Reverse</source>
            <translation>Ordine inverso</translation>
        </message>
        <message>
            <source>Selection</source>
            <translation>Selezione</translation>
        </message>
        <message>
            <source>Short side</source>
            <translation>Lato corto</translation>
        </message>
        <message>
            <source>to</source>
            <translation>a</translation>
        </message>
    </context>
    <context>
        <name>QPrintPropertiesDialog</name>
        <message>
            <source>Job Options</source>
            <translation>Opzioni del processo</translation>
        </message>
        <message>
            <source>Printer Properties</source>
            <translation>Proprietà della stampante</translation>
        </message>
    </context>
    <context>
        <name>QPrintPropertiesWidget</name>
        <message>
            <source>Form</source>
            <translation>Modulo</translation>
        </message>
        <message>
            <source>Page</source>
            <translation>Pagina</translation>
        </message>
    </context>
    <context>
        <name>QCupsJobWidget</name>
        <message>
            <source>Banner Pages</source>
            <translation>Pagine di separazione</translation>
        </message>
        <message>
            <source>Billing information:</source>
            <translation>Informazioni di resoconto:</translation>
        </message>
        <message>
            <source>Classified</source>
            <translation>Classificato</translation>
        </message>
        <message>
            <source>Confidential</source>
            <translation>Confidenziale</translation>
        </message>
        <message>
            <source>Day (06:00 to 17:59)</source>
            <translation>Giorno (dalle 06:00 alle 17:59)</translation>
        </message>
        <message>
            <source>End:</source>
            <translation>Fine:</translation>
        </message>
        <message>
            <source>Hold Indefinitely</source>
            <translation>Trattieni indefinitamente</translation>
        </message>
        <message>
            <source>Job</source>
            <translation>Processo</translation>
        </message>
        <message>
            <source>Job Control</source>
            <translation>Controllo del processo</translation>
        </message>
        <message>
            <source>Job priority:</source>
            <translation>Priorità del processo:</translation>
        </message>
        <message>
            <source>Night (18:00 to 05:59)</source>
            <translation>Notte (dalle 18:00 alle 05:59)</translation>
        </message>
        <message>
            <source>None</source>
            <translation>Nessuno</translation>
        </message>
        <message>
            <source>Print Immediately</source>
            <translation>Stampa immediatamente</translation>
        </message>
        <message>
            <source>Scheduled printing:</source>
            <translation>Pianificazione della stampa:</translation>
        </message>
        <message>
            <source>Second Shift (16:00 to 23:59)</source>
            <translation>Secondo turno (dalle 16:00 alle 23:59)</translation>
        </message>
        <message>
            <source>Secret</source>
            <translation>Segreto</translation>
        </message>
        <message>
            <source>Specific Time</source>
            <translation>Orario specifico</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Standard</translation>
        </message>
        <message>
            <source>Start:</source>
            <translation>Inizio:</translation>
        </message>
        <message>
            <source>Third Shift (00:00 to 07:59)</source>
            <translation>Terzo turno (dalle 00:00 alle 07:59)</translation>
        </message>
        <message>
            <source>Top Secret</source>
            <translation>Segretissimo</translation>
        </message>
        <message>
            <source>Unclassified</source>
            <translation>Non classificato</translation>
        </message>
        <message>
            <source>Weekend (Saturday to Sunday)</source>
            <translation>Finesettimana (da sabato a domenica)</translation>
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
            <translation>Personalizzata</translation>
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
            <translation>Modulo</translation>
        </message>
        <message>
            <source>Height:</source>
            <translation>Altezza:</translation>
        </message>
        <message>
            <source>Inches (in)</source>
            <translation>Pollici (in)</translation>
        </message>
        <message>
            <source>Landscape</source>
            <translation>Orizzontale</translation>
        </message>
        <message>
            <source>Margins</source>
            <translation>Margini</translation>
        </message>
        <message>
            <source>Millimeters (mm)</source>
            <translation>Millimetri (mm)</translation>
        </message>
        <message>
            <source>Orientation</source>
            <translation>Orientamento</translation>
        </message>
        <message>
            <source>Page Layout</source>
            <translation>Impaginazione</translation>
        </message>
        <message>
            <source>Page order:</source>
            <translation>Ordine delle pagine:</translation>
        </message>
        <message>
            <source>Page size:</source>
            <translation>Dimensione della pagina:</translation>
        </message>
        <message>
            <source>Pages per sheet:</source>
            <translation>Pagine per foglio:</translation>
        </message>
        <message>
            <source>Paper</source>
            <translation>Carta</translation>
        </message>
        <message>
            <source>Paper source:</source>
            <translation>Alimentazione della carta:</translation>
        </message>
        <message>
            <source>Pica (P̸)</source>
            <translation>Pica (P̸)</translation>
        </message>
        <message>
            <source>Points (pt)</source>
            <translation>Punti (pt)</translation>
        </message>
        <message>
            <source>Portrait</source>
            <translation>Verticale</translation>
        </message>
        <message>
            <source>P̸</source>
            <translation>P̸</translation>
        </message>
        <message>
            <source>Reverse landscape</source>
            <translation>Orizzontale inverso</translation>
        </message>
        <message>
            <source>Reverse portrait</source>
            <translation>Verticale inverso</translation>
        </message>
        <message>
            <source>Width:</source>
            <translation>Larghezza:</translation>
        </message>
        <message>
            <source>bottom margin</source>
            <translation>margine inferiore</translation>
        </message>
        <message>
            <source>in</source>
            <translation>in</translation>
        </message>
        <message>
            <source>left margin</source>
            <translation>margine sinistro</translation>
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
            <translation>margine destro</translation>
        </message>
        <message>
            <source>top margin</source>
            <translation>margine superiore</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
            <translation>%1
Cartella non trovata.
Verifica che sia stato inserito il nome corretto della cartella.</translation>
        </message>
        <message>
            <source>%1
File not found.
Please verify the correct file name was given.</source>
            <translation>%1
File non trovato.
Verifica che sia stato inserito il nome corretto del file.</translation>
        </message>
        <message>
            <source>%1 File</source>
            <translation>File %1</translation>
        </message>
        <message>
            <source>%1 already exists.
Do you want to replace it?</source>
            <translation>%1 esiste già.
Vuoi sostituirlo?</translation>
        </message>
        <message>
            <source>&amp;Choose</source>
            <translation>S&amp;cegli</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>&amp;Elimina</translation>
        </message>
        <message>
            <source>&amp;New Folder</source>
            <translation>&amp;Nuova cartella</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>&amp;Apri</translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <translation>&amp;Rinomina</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Salva</translation>
        </message>
        <message>
            <source>'%1' is write protected.
Do you want to delete it anyway?</source>
            <translation>'%1' è protetto da scrittura.
Vuoi eliminarlo comunque?</translation>
        </message>
        <message>
            <source>Alias</source>
            <translation>Alias</translation>
        </message>
        <message>
            <source>All Files (*)</source>
            <translation>Tutti i file (*)</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>Tutti i file (*)</translation>
        </message>
        <message>
            <source>Alt+Left</source>
            <translation>Alt+Sinistra</translation>
        </message>
        <message>
            <source>Alt+Right</source>
            <translation>Alt+Destra</translation>
        </message>
        <message>
            <source>Alt+Up</source>
            <translation>Alt+Su</translation>
        </message>
        <message>
            <source>Are you sure you want to delete '%1'?</source>
            <translation>Sei sicuro di voler eliminare '%1'?</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Indietro</translation>
        </message>
        <message>
            <source>Change to detail view mode</source>
            <translation>Passa alla modalità vista dettagliata</translation>
        </message>
        <message>
            <source>Change to list view mode</source>
            <translation>Passa alla modalità vista a elenco</translation>
        </message>
        <message>
            <source>Could not delete directory.</source>
            <translation>Impossibile rimuovere la cartella.</translation>
        </message>
        <message>
            <source>Create New Folder</source>
            <translation>Crea nuova cartella</translation>
        </message>
        <message>
            <source>Create a New Folder</source>
            <translation>Crea una nuova cartella</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Elimina</translation>
        </message>
        <message>
            <source>Detail View</source>
            <translation>Vista dettagliata</translation>
        </message>
        <message>
            <source>Directories</source>
            <translation>Cartelle</translation>
        </message>
        <message>
            <source>Directory:</source>
            <translation>Cartella:</translation>
        </message>
        <message>
            <source>Drive</source>
            <translation>Unità</translation>
        </message>
        <message>
            <source>File</source>
            <translation>File</translation>
        </message>
        <message>
            <source>File &amp;name:</source>
            <translation>&amp;Nome del file:</translation>
        </message>
        <message>
            <source>File Folder</source>
            <translation>Cartella di file</translation>
        </message>
        <message>
            <source>Files</source>
            <translation>File</translation>
        </message>
        <message>
            <source>Files of type:</source>
            <translation>File di tipo:</translation>
        </message>
        <message>
            <source>Find Directory</source>
            <translation>Trova cartella</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>Cartella</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>Vai avanti</translation>
        </message>
        <message>
            <source>Go back</source>
            <translation>Vai indietro</translation>
        </message>
        <message>
            <source>Go forward</source>
            <translation>Avanti</translation>
        </message>
        <message>
            <source>Go to the parent directory</source>
            <translation>Vai alla cartella superiore</translation>
        </message>
        <message>
            <source>List View</source>
            <translation>Vista a elenco</translation>
        </message>
        <message>
            <source>List of places and bookmarks</source>
            <translation>Lista di risorse e segnalibri</translation>
        </message>
        <message>
            <source>Look in:</source>
            <translation>Cerca in:</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>Il mio computer</translation>
        </message>
        <message>
            <source>New Folder</source>
            <translation>Nuova cartella</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Apri</translation>
        </message>
        <message>
            <source>Parent Directory</source>
            <translation>Cartella superiore</translation>
        </message>
        <message>
            <source>Recent Places</source>
            <translation>Risorse recenti</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Elimina</translation>
        </message>
        <message>
            <source>Save As</source>
            <translation>Salva come</translation>
        </message>
        <message>
            <source>Shortcut</source>
            <translation>Scorciatoia</translation>
        </message>
        <message>
            <source>Show </source>
            <translation>Mostra </translation>
        </message>
        <message>
            <source>Show &amp;hidden files</source>
            <translation>Mostra i &amp;file nascosti</translation>
        </message>
        <message>
            <source>Sidebar</source>
            <translation>Barra laterale</translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation>Sconosciuto</translation>
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
            <translation>%1 byte</translation>
        </message>
        <message>
            <source>%1 bytes</source>
            <translation>%1 byte</translation>
        </message>
        <message>
            <source>&lt;b&gt;The name "%1" can not be used.&lt;/b&gt;&lt;p&gt;Try using another name, with fewer characters or no punctuations marks.</source>
            <translation>&lt;b&gt;Il nome "%1" non può essere usato.&lt;/b&gt;&lt;p&gt;Prova ad utilizzare un altro nome, con meno caratteri o senza punteggiatura.</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Computer</translation>
        </message>
        <message>
            <source>Date Modified</source>
            <translation>Data di modifica</translation>
        </message>
        <message>
            <source>Invalid filename</source>
            <translation>Nome del file non valido</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>Il mio computer</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nome</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Dimensione</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Tipo</translation>
        </message>
    </context>
    <context>
        <name>QLineEdit</name>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Copia</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>&amp;Incolla</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rifai</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>Ann&amp;ulla</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>&amp;Taglia</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Elimina</translation>
        </message>
        <message>
            <source>Select All</source>
            <translation>Seleziona tutto</translation>
        </message>
    </context>
    <context>
        <name>QWidgetTextControl</name>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Copia</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>&amp;Incolla</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rifai</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>Ann&amp;ulla</translation>
        </message>
        <message>
            <source>Copy &amp;Link Location</source>
            <translation>Copia il co&amp;llegamento</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>&amp;Taglia</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Elimina</translation>
        </message>
        <message>
            <source>Select All</source>
            <translation>Seleziona tutto</translation>
        </message>
    </context>
    <context>
        <name>QAbstractSpinBox</name>
        <message>
            <source>&amp;Select All</source>
            <translation>&amp;Seleziona tutto</translation>
        </message>
        <message>
            <source>&amp;Step up</source>
            <translation>&amp;Aumenta</translation>
        </message>
        <message>
            <source>Step &amp;down</source>
            <translation>&amp;Diminuisci</translation>
        </message>
    </context>
    <context>
        <name>QScrollBar</name>
        <message>
            <source>Bottom</source>
            <translation>Fondo</translation>
        </message>
        <message>
            <source>Left edge</source>
            <translation>Margine sinistro</translation>
        </message>
        <message>
            <source>Page down</source>
            <translation>Pagina giù</translation>
        </message>
        <message>
            <source>Page left</source>
            <translation>Pagina a sinistra</translation>
        </message>
        <message>
            <source>Page right</source>
            <translation>Pagina a destra</translation>
        </message>
        <message>
            <source>Page up</source>
            <translation>Pagina su</translation>
        </message>
        <message>
            <source>Right edge</source>
            <translation>Margine destro</translation>
        </message>
        <message>
            <source>Scroll down</source>
            <translation>Scorri in basso</translation>
        </message>
        <message>
            <source>Scroll here</source>
            <translation>Scorri qui</translation>
        </message>
        <message>
            <source>Scroll left</source>
            <translation>Scorri a sinistra</translation>
        </message>
        <message>
            <source>Scroll right</source>
            <translation>Scorri a destra</translation>
        </message>
        <message>
            <source>Scroll up</source>
            <translation>Scorri in alto</translation>
        </message>
        <message>
            <source>Top</source>
            <translation>Cima</translation>
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
            <translation>Tab indietro</translation>
        </message>
        <message>
            <source>Ctrl</source>
            <translation>Ctrl</translation>
        </message>
        <message>
            <source>Del</source>
            <translation>Canc</translation>
        </message>
        <message>
            <source>Down</source>
            <translation>Giù</translation>
        </message>
        <message>
            <source>End</source>
            <translation>Fine</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Invio</translation>
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
            <translation>Aiuto</translation>
        </message>
        <message>
            <source>Home</source>
            <translation>↖</translation>
        </message>
        <message>
            <source>Ins</source>
            <translation>Ins</translation>
        </message>
        <message>
            <source>Left</source>
            <translation>Sinistra</translation>
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
            <translation>Pausa</translation>
        </message>
        <message>
            <source>PgDown</source>
            <translation>Pag↓</translation>
        </message>
        <message>
            <source>PgUp</source>
            <translation>Pag↑</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>Stampa</translation>
        </message>
        <message>
            <source>Return</source>
            <translation>Invio</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>Destra</translation>
        </message>
        <message>
            <source>Shift</source>
            <translation>Maiusc</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Spazio</translation>
        </message>
        <message>
            <source>Tab</source>
            <translation>Tab</translation>
        </message>
        <message>
            <source>Up</source>
            <translation>Su</translation>
        </message>
    </context>
    <context>
        <name>server</name>
        <message>
            <source>That message could not be handled.</source>
            <translation>Non è stato possibile gestire quel messaggio.</translation>
        </message>
        <message>
            <source>This connection has already said hello.</source>
            <translation>Questa connessione ha già mandato il saluto.</translation>
        </message>
        <message>
            <source>That message could not be read: it is not a JSON object.</source>
            <translation>Non è stato possibile leggere quel messaggio: non è un oggetto JSON.</translation>
        </message>
        <message>
            <source>That message is not one this table knows.</source>
            <translation>Questo tavolo non conosce quel tipo di messaggio.</translation>
        </message>
        <message>
            <source>That message has a field that is missing, of the wrong kind or too long.</source>
            <translation>In quel messaggio c'è un campo mancante, del tipo sbagliato o troppo lungo.</translation>
        </message>
        <message>
            <source>A connection must begin by saying hello with the protocol version.</source>
            <translation>Una connessione deve iniziare con un saluto che indichi la versione del protocollo.</translation>
        </message>
        <message>
            <source>This table runs protocol version {server} and your app speaks version {client}: update the app that is older.</source>
            <translation>Questo tavolo usa la versione {server} del protocollo e la tua app usa la versione {client}: aggiorna l'app più vecchia.</translation>
        </message>
        <message>
            <source>There is no table with that room code on this server.</source>
            <translation>Su questo server non c'è nessun tavolo con quel codice stanza.</translation>
        </message>
        <message>
            <source>A table with that room code already exists.</source>
            <translation>Esiste già un tavolo con quel codice stanza.</translation>
        </message>
        <message>
            <source>This server is full right now; try again later.</source>
            <translation>Al momento questo server è pieno; riprova più tardi.</translation>
        </message>
        <message>
            <source>This server does not know that game.</source>
            <translation>Questo server non conosce quel gioco.</translation>
        </message>
        <message>
            <source>The seats of that table are not right.</source>
            <translation>I posti di quel tavolo non sono corretti.</translation>
        </message>
        <message>
            <source>The game's options are not right.</source>
            <translation>Le opzioni della partita non sono corrette.</translation>
        </message>
        <message>
            <source>Every seat at this table is taken.</source>
            <translation>Tutti i posti a questo tavolo sono occupati.</translation>
        </message>
        <message>
            <source>A name must have 1 to 40 characters, without control characters.</source>
            <translation>Un nome deve avere da 1 a 40 caratteri, senza caratteri di controllo.</translation>
        </message>
        <message>
            <source>That token is not one of this table's.</source>
            <translation>Quel token non appartiene a questo tavolo.</translation>
        </message>
        <message>
            <source>Too many attempts with a wrong room code or token from your address; wait a minute and try again.</source>
            <translation>Troppi tentativi con un codice stanza o un token sbagliato dal tuo indirizzo; aspetta un minuto e riprova.</translation>
        </message>
        <message>
            <source>Join the table or rejoin your seat first.</source>
            <translation>Prima unisciti al tavolo o riprendi il tuo posto.</translation>
        </message>
        <message>
            <source>Only the host can do that.</source>
            <translation>Solo l'host può farlo.</translation>
        </message>
        <message>
            <source>The game has not started yet.</source>
            <translation>La partita non è ancora iniziata.</translation>
        </message>
        <message>
            <source>The game has already started.</source>
            <translation>La partita è già iniziata.</translation>
        </message>
        <message>
            <source>The game can start once every seat for another computer is taken.</source>
            <translation>La partita può iniziare quando è occupato ogni posto per un altro computer.</translation>
        </message>
        <message>
            <source>There is no such seat at this table.</source>
            <translation>A questo tavolo non esiste quel posto.</translation>
        </message>
        <message>
            <source>That seat is not yours.</source>
            <translation>Quel posto non è tuo.</translation>
        </message>
        <message>
            <source>Only a seat for another computer can be given to a bot.</source>
            <translation>Si può dare a un bot solo un posto per un altro computer.</translation>
        </message>
        <message>
            <source>This game has no such bot level.</source>
            <translation>Per questo gioco non esiste quel livello di bot.</translation>
        </message>
        <message>
            <source>That command was sent before (its number does not grow), so it was not played again.</source>
            <translation>Quel comando era già stato inviato (il suo numero non cresce), quindi non è stato giocato di nuovo.</translation>
        </message>
        <message>
            <source>That is not a move in this game.</source>
            <translation>Quella non è una mossa di questo gioco.</translation>
        </message>
        <message>
            <source>It is not that seat's turn.</source>
            <translation>Non è il turno di quel posto.</translation>
        </message>
        <message>
            <source>The rules do not allow that move.</source>
            <translation>Le regole non permettono quella mossa.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>La partita è finita.</translation>
        </message>
        <message>
            <source>Only your own last move can be undone, before anybody else has played.</source>
            <translation>Si può annullare solo la tua ultima mossa, prima che qualcun altro abbia giocato.</translation>
        </message>
        <message>
            <source>A hint is for one of your seats whose move it is.</source>
            <translation>Un suggerimento si può chiedere solo per uno dei tuoi posti, quando è il suo turno.</translation>
        </message>
        <message>
            <source>A hint is already being looked for.</source>
            <translation>Si sta già cercando un suggerimento.</translation>
        </message>
        <message>
            <source>Too many messages too fast; slow down.</source>
            <translation>Troppi messaggi troppo in fretta; rallenta.</translation>
        </message>
        <message>
            <source>That message is too long: only a new table's message may be over 64 KiB.</source>
            <translation>Quel messaggio è troppo lungo: solo il messaggio di un nuovo tavolo può superare i 64 KiB.</translation>
        </message>
        <message>
            <source>Too many messages too fast: the connection was closed.</source>
            <translation>Troppi messaggi troppo in fretta: la connessione è stata chiusa.</translation>
        </message>
        <message>
            <source>The host has ended this table.</source>
            <translation>L'host ha chiuso questo tavolo.</translation>
        </message>
        <message>
            <source>Your seat is now played elsewhere.</source>
            <translation>Ora il tuo posto viene giocato altrove.</translation>
        </message>
        <message>
            <source>You have left the table.</source>
            <translation>Hai lasciato il tavolo.</translation>
        </message>
        <message>
            <source>The server is stopping; your app reconnects when it is back.</source>
            <translation>Il server si sta fermando; la tua app si riconnette quando torna disponibile.</translation>
        </message>
        <message>
            <source>Your connection could not keep up with the table and was closed.</source>
            <translation>La tua connessione non riusciva a stare al passo con il tavolo ed è stata chiusa.</translation>
        </message>
        <message>
            <source>Too many messages could not be read: the connection was closed.</source>
            <translation>Troppi messaggi illeggibili: la connessione è stata chiusa.</translation>
        </message>
        <message>
            <source>Messages are JSON text, not binary frames.</source>
            <translation>I messaggi sono testo JSON, non frame binari.</translation>
        </message>
        <message>
            <source>A {kind} message has no field '{key}'.</source>
            <translation>Un messaggio {kind} non ha il campo «{key}».</translation>
        </message>
        <message>
            <source>The field '{key}' of a {kind} message is not right.</source>
            <translation>Il campo «{key}» di un messaggio {kind} non è corretto.</translation>
        </message>
        <message>
            <source>A {kind} message needs the field '{key}'.</source>
            <translation>Un messaggio {kind} richiede il campo «{key}».</translation>
        </message>
        <message>
            <source>No hint could be found this time.</source>
            <translation>Questa volta non è stato possibile trovare un suggerimento.</translation>
        </message>
        <message>
            <source>{game} takes {least} to {most} players, not {count}.</source>
            <translation>{game} si gioca da {least} a {most} giocatori, non in {count}.</translation>
        </message>
        <message>
            <source>Seat {number} is not described right.</source>
            <translation>Il posto {number} non è descritto correttamente.</translation>
        </message>
        <message>
            <source>Seat {number} must be here, remote or a bot.</source>
            <translation>Il posto {number} deve essere locale, remoto o un bot.</translation>
        </message>
        <message>
            <source>Seat {number}'s name is not right: 1 to 40 characters, without control characters.</source>
            <translation>Il nome del posto {number} non è corretto: da 1 a 40 caratteri, senza caratteri di controllo.</translation>
        </message>
        <message>
            <source>Seat {number}'s bot level is not one of this game's.</source>
            <translation>Il livello di bot del posto {number} non è tra quelli di questo gioco.</translation>
        </message>
        <message>
            <source>Seat {number} is a person's and has no bot level.</source>
            <translation>Il posto {number} è di una persona e non ha un livello di bot.</translation>
        </message>
        <message>
            <source>Your last move showed something that was hidden (a draw, a deal, a roll or the choices), so it can't be undone.</source>
            <translation>La tua ultima mossa ha mostrato qualcosa che era nascosto (una pescata, una distribuzione, un lancio o le scelte), quindi non si può annullare.</translation>
        </message>
        <message>
            <source>Undo is turned off for this game.</source>
            <translation>In questa partita l'annullamento è disattivato.</translation>
        </message>
        <message>
            <source>The game is over, so moves can't be undone.</source>
            <translation>La partita è finita, quindi le mosse non si possono annullare.</translation>
        </message>
        <message>
            <source>Nothing has been played yet, so there is nothing to undo.</source>
            <translation>Non è ancora stato giocato nulla, quindi non c'è niente da annullare.</translation>
        </message>
    </context>
    <context>
        <name>GameSession</name>
        <message>
            <source>A finished game of {game} could not be recorded ({reason}); its autosave is kept and the next start tries again.</source>
            <translation>Non è stato possibile registrare una partita finita di {game} ({reason}); il suo salvataggio automatico viene conservato e al prossimo avvio si riprova.</translation>
        </message>
        <message>
            <source>That seat is played by a bot.</source>
            <translation>Quel posto è giocato da un bot.</translation>
        </message>
        <message>
            <source>Undo your last move ({move}).</source>
            <translation>Annulla la tua ultima mossa ({move}).</translation>
        </message>
        <message>
            <source>Undo your last move ({move}) and the bots' moves after it.</source>
            <translation>Annulla la tua ultima mossa ({move}) e le mosse dei bot che la seguono.</translation>
        </message>
        <message>
            <source>Undo your last move ({move}). You have seen what was drawn since, so this game then becomes a practice game.</source>
            <translation>Annulla la tua ultima mossa ({move}). Hai visto cosa è stato pescato nel frattempo, quindi poi questa partita diventa una partita di allenamento.</translation>
        </message>
        <message>
            <source>Undo your last move ({move}) and the bots' moves after it. You have seen what was drawn since, so this game then becomes a practice game.</source>
            <translation>Annulla la tua ultima mossa ({move}) e le mosse dei bot che la seguono. Hai visto cosa è stato pescato nel frattempo, quindi poi questa partita diventa una partita di allenamento.</translation>
        </message>
        <message>
            <source>Your last move was undone: it is your turn again.</source>
            <translation>La tua ultima mossa è stata annullata: tocca di nuovo a te.</translation>
        </message>
        <message>
            <source>Your last move was undone: it is your turn again. This is a practice game now, because you had seen what came after that move.</source>
            <translation>La tua ultima mossa è stata annullata: tocca di nuovo a te. Ora questa è una partita di allenamento, perché avevi visto cosa veniva dopo quella mossa.</translation>
        </message>
        <message>
            <source>There is no such seat at this table.</source>
            <translation>A questo tavolo non esiste quel posto.</translation>
        </message>
        <message>
            <source>That is not a move in this game.</source>
            <translation>Quella non è una mossa di questo gioco.</translation>
        </message>
        <message>
            <source>A hint is for a person at this screen whose move it is.</source>
            <translation>Un suggerimento si può chiedere solo per una persona davanti a questo schermo, quando è il suo turno.</translation>
        </message>
        <message>
            <source>A hint is already being looked for.</source>
            <translation>Si sta già cercando un suggerimento.</translation>
        </message>
        <message>
            <source>No hint could be found this time.</source>
            <translation>Questa volta non è stato possibile trovare un suggerimento.</translation>
        </message>
        <message>
            <source>This game has been closed.</source>
            <translation>Questa partita è stata chiusa.</translation>
        </message>
        <message>
            <source>Your bot had a problem and plays the first move it can.</source>
            <translation>Il tuo bot ha avuto un problema e gioca la prima mossa possibile.</translation>
        </message>
        <message>
            <source>{name} (bot) had a problem and plays the first move it can.</source>
            <translation>{name} (bot) ha avuto un problema e gioca la prima mossa possibile.</translation>
        </message>
        <message>
            <source>The game could not be autosaved: {error}</source>
            <translation>Non è stato possibile salvare automaticamente la partita: {error}</translation>
        </message>
        <message>
            <source>The finished game could not be recorded: {error}</source>
            <translation>Non è stato possibile registrare la partita finita: {error}</translation>
        </message>
        <message>
            <source>The finished game could not be recorded ({reason}); its autosave from before the last move is kept: continue it from the home screen to finish it again.</source>
            <translation>Non è stato possibile registrare la partita finita ({reason}); viene conservato il suo salvataggio automatico di prima dell'ultima mossa: continuala dalla schermata iniziale per finirla di nuovo.</translation>
        </message>
        <message>
            <source>The finished game could not be recorded ({reason}), and there is no autosave of it either.</source>
            <translation>Non è stato possibile registrare la partita finita ({reason}), e non ne esiste nemmeno un salvataggio automatico.</translation>
        </message>
        <message>
            <source>The finished game could not be recorded ({reason}); it is kept in its autosave, and the app records it as soon as it can.</source>
            <translation>Non è stato possibile registrare la partita finita ({reason}); resta conservata nel suo salvataggio automatico, e l'app la registra appena può.</translation>
        </message>
        <message>
            <source>The bots' helper process is not available ({why}); the bots think inside the app instead, so the window may react more slowly while they do.</source>
            <translation>Il processo di supporto dei bot non è disponibile ({why}); i bot pensano invece all'interno dell'app, quindi nel frattempo la finestra potrebbe rispondere più lentamente.</translation>
        </message>
        <message>
            <source>Undo is turned off for this game.</source>
            <translation>In questa partita l'annullamento è disattivato.</translation>
        </message>
        <message>
            <source>Only a person can undo a move.</source>
            <translation>Solo una persona può annullare una mossa.</translation>
        </message>
        <message>
            <source>You have not confirmed a move yet, so there is nothing to undo.</source>
            <translation>Non hai ancora confermato nessuna mossa, quindi non c'è niente da annullare.</translation>
        </message>
        <message>
            <source>The game is over, so moves can't be undone.</source>
            <translation>La partita è finita, quindi le mosse non si possono annullare.</translation>
        </message>
        <message>
            <source>Your last move drew new tiles from the bag, so it can't be undone: moves can be undone once nothing is drawn after them.</source>
            <translation>Con la tua ultima mossa hai pescato nuove tessere dal sacchetto, quindi non si può annullare: una mossa si può annullare solo finché dopo di essa non è stato pescato nulla.</translation>
        </message>
        <message>
            <source>Another player drew from the bag after your move, so it can't be undone: moves can be undone once nothing is drawn after them.</source>
            <translation>Dopo la tua mossa un altro giocatore ha pescato dal sacchetto, quindi non si può annullare: una mossa si può annullare solo finché dopo di essa non è stato pescato nulla.</translation>
        </message>
    </context>
    <context>
        <name>RemoteSession</name>
        <message>
            <source>Connecting to the table…</source>
            <translation>Connessione al tavolo…</translation>
        </message>
        <message>
            <source>Connected to the table.</source>
            <translation>Connesso al tavolo.</translation>
        </message>
        <message>
            <source>The connection to the table was lost ({why}). Connecting again in {delay} s…</source>
            <translation>La connessione al tavolo si è interrotta ({why}). Nuovo tentativo tra {delay} s…</translation>
        </message>
        <message>
            <source>The connection to the table was lost ({why}). Connecting again…</source>
            <translation>La connessione al tavolo si è interrotta ({why}). Nuovo tentativo…</translation>
        </message>
        <message>
            <source>The table cannot be reached ({why}). Trying again in {delay} s…</source>
            <translation>Il tavolo non è raggiungibile ({why}). Nuovo tentativo tra {delay} s…</translation>
        </message>
        <message>
            <source>The table cannot be reached ({why}). Trying again…</source>
            <translation>Il tavolo non è raggiungibile ({why}). Nuovo tentativo…</translation>
        </message>
        <message>
            <source>You left the table.</source>
            <translation>Hai lasciato il tavolo.</translation>
        </message>
        <message>
            <source>The table speaks another version of the network protocol ({theirs}; this app speaks {ours}): both computers need the same version of the app.</source>
            <translation>Il tavolo usa un'altra versione del protocollo di rete ({theirs}; questa app usa la {ours}): su entrambi i computer serve la stessa versione dell'app.</translation>
        </message>
        <message>
            <source>The other computer did not answer as a table of this app does.</source>
            <translation>L'altro computer non ha risposto come risponde un tavolo di questa app.</translation>
        </message>
        <message>
            <source>The connection to the table failed.</source>
            <translation>La connessione al tavolo non è riuscita.</translation>
        </message>
        <message>
            <source>the connection was closed</source>
            <comment>why a connection ended, inside a sentence</comment>
            <translation>la connessione è stata chiusa</translation>
        </message>
        <message>
            <source>the table closed the connection</source>
            <translation>il tavolo ha chiuso la connessione</translation>
        </message>
        <message>
            <source>the other computer does not answer</source>
            <translation>l'altro computer non risponde</translation>
        </message>
        <message>
            <source>the other computer took too long to answer</source>
            <translation>l'altro computer ha impiegato troppo tempo a rispondere</translation>
        </message>
        <message>
            <source>the address is not one a table can have</source>
            <translation>l'indirizzo non può essere quello di un tavolo</translation>
        </message>
        <message>
            <source>the other computer refused the connection ({code})</source>
            <translation>l'altro computer ha rifiutato la connessione ({code})</translation>
        </message>
        <message>
            <source>the network cut the connection</source>
            <translation>la rete ha interrotto la connessione</translation>
        </message>
        <message>
            <source>the secure connection could not be set up</source>
            <translation>non è stato possibile stabilire la connessione sicura</translation>
        </message>
        <message>
            <source>the network failed</source>
            <translation>la rete ha avuto un problema</translation>
        </message>
        <message>
            <source>the connection failed</source>
            <translation>la connessione non è riuscita</translation>
        </message>
        <message>
            <source>That is not the address of a table: it looks like ws://HOST:PORT/room/CODE.</source>
            <translation>Questo non è l'indirizzo di un tavolo: ha la forma ws://HOST:PORT/room/CODE.</translation>
        </message>
        <message>
            <source>There is no table at that address with that room code. Check the code and the address.</source>
            <translation>A quell'indirizzo non c'è nessun tavolo con quel codice stanza. Controlla il codice e l'indirizzo.</translation>
        </message>
        <message>
            <source>The table's certificate is not one this computer trusts, so the connection was not made ({why}).</source>
            <translation>Il certificato del tavolo non è tra quelli di cui questo computer si fida, quindi la connessione non è stata stabilita ({why}).</translation>
        </message>
        <message>
            <source>it could not be checked</source>
            <translation>non è stato possibile verificarlo</translation>
        </message>
        <message>
            <source>Nobody has taken this seat yet.</source>
            <translation>Nessuno ha ancora preso questo posto.</translation>
        </message>
        <message>
            <source>Online.</source>
            <translation>Online.</translation>
        </message>
        <message>
            <source>Reconnecting…</source>
            <translation>Riconnessione…</translation>
        </message>
        <message>
            <source>Left the table.</source>
            <translation>Ha lasciato il tavolo.</translation>
        </message>
        <message>
            <source>Played by a bot.</source>
            <translation>Giocato da un bot.</translation>
        </message>
        <message>
            <source>{name} is connected again.</source>
            <translation>{name} è di nuovo online.</translation>
        </message>
        <message>
            <source>{name} lost the connection; waiting for them to come back.</source>
            <translation>{name} ha perso la connessione; si attende che torni.</translation>
        </message>
        <message>
            <source>{name} left the table.</source>
            <translation>{name} ha lasciato il tavolo.</translation>
        </message>
        <message>
            <source>{name}'s seat is played by a bot now.</source>
            <translation>Ora il posto di {name} è giocato da un bot.</translation>
        </message>
        <message>
            <source>{name} has come to the table.</source>
            <translation>{name} ha raggiunto il tavolo.</translation>
        </message>
        <message>
            <source>The game has not started yet.</source>
            <translation>La partita non è ancora iniziata.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>La partita è finita.</translation>
        </message>
        <message>
            <source>The connection to the table is not there just now, so nothing was sent. Play again once it is back.</source>
            <translation>Al momento la connessione al tavolo manca, quindi non è stato inviato nulla. Gioca di nuovo quando torna.</translation>
        </message>
        <message>
            <source>This computer is no longer at the table, so nothing was sent. {why}</source>
            <translation>Questo computer non è più al tavolo, quindi non è stato inviato nulla. {why}</translation>
        </message>
        <message>
            <source>That seat is played at another computer.</source>
            <translation>Quel posto è giocato su un altro computer.</translation>
        </message>
        <message>
            <source>It is not that seat's turn.</source>
            <translation>Non è il turno di quel posto.</translation>
        </message>
        <message>
            <source>Your move is on its way to the table.</source>
            <translation>La tua mossa è in viaggio verso il tavolo.</translation>
        </message>
        <message>
            <source>Your undo is on its way to the table.</source>
            <translation>Il tuo annullamento è in viaggio verso il tavolo.</translation>
        </message>
        <message>
            <source>That is not a move in this game.</source>
            <translation>Quella non è una mossa di questo gioco.</translation>
        </message>
        <message>
            <source>A hint is for a person at this screen whose move it is.</source>
            <translation>Un suggerimento si può chiedere solo per una persona davanti a questo schermo, quando è il suo turno.</translation>
        </message>
        <message>
            <source>A hint is already being looked for.</source>
            <translation>Si sta già cercando un suggerimento.</translation>
        </message>
        <message>
            <source>The connection went before your move reached the table. The table is shown as it is once the connection is back; play your move then if it is missing.</source>
            <translation>La connessione si è interrotta prima che la tua mossa arrivasse al tavolo. Quando la connessione torna, il tavolo viene mostrato com'è; se la tua mossa manca, giocala allora.</translation>
        </message>
        <message>
            <source>Only the computer that hosts the table can do that.</source>
            <translation>Solo il computer che ospita il tavolo può farlo.</translation>
        </message>
        <message>
            <source>The table sent something this app cannot read ({why}); the table is shown as it was.</source>
            <translation>Il tavolo ha inviato qualcosa che questa app non sa leggere ({why}); il tavolo viene mostrato com'era.</translation>
        </message>
        <message>
            <source>The table speaks another version of the network protocol: both computers need the same version of the app.</source>
            <translation>Il tavolo usa un'altra versione del protocollo di rete: su entrambi i computer serve la stessa versione dell'app.</translation>
        </message>
        <message>
            <source>There is no table with that room code. Check the code and the address.</source>
            <translation>Non c'è nessun tavolo con quel codice stanza. Controlla il codice e l'indirizzo.</translation>
        </message>
        <message>
            <source>This computer's seat at that table is not known there any more.</source>
            <translation>Quel tavolo non riconosce più il posto di questo computer.</translation>
        </message>
        <message>
            <source>Every seat at that table is taken.</source>
            <translation>Tutti i posti a quel tavolo sono occupati.</translation>
        </message>
        <message>
            <source>That name cannot be used: give one of 1 to 40 letters.</source>
            <translation>Quel nome non si può usare: scegline uno da 1 a 40 lettere.</translation>
        </message>
        <message>
            <source>Too many wrong codes from this computer: wait a minute and try again.</source>
            <translation>Troppi codici sbagliati da questo computer: aspetta un minuto e riprova.</translation>
        </message>
        <message>
            <source>The table's server is full just now: try again later.</source>
            <translation>Al momento il server del tavolo è pieno: riprova più tardi.</translation>
        </message>
        <message>
            <source>That game has already started.</source>
            <translation>Quella partita è già iniziata.</translation>
        </message>
        <message>
            <source>That seat is not yours.</source>
            <translation>Quel posto non è tuo.</translation>
        </message>
        <message>
            <source>The rules do not allow that move.</source>
            <translation>Le regole non permettono quella mossa.</translation>
        </message>
        <message>
            <source>Only your own last move can be undone, before anybody else has played.</source>
            <translation>Si può annullare solo la tua ultima mossa, prima che qualcun altro abbia giocato.</translation>
        </message>
        <message>
            <source>That request was already answered.</source>
            <translation>Quella richiesta ha già avuto risposta.</translation>
        </message>
        <message>
            <source>Too many requests at once: wait a moment and try again.</source>
            <translation>Troppe richieste tutte insieme: aspetta un momento e riprova.</translation>
        </message>
        <message>
            <source>The table refused that.</source>
            <translation>Il tavolo l'ha rifiutato.</translation>
        </message>
        <message>
            <source>The finished game could not be kept in this computer's statistics: {why}</source>
            <translation>Non è stato possibile conservare la partita finita nelle statistiche di questo computer: {why}</translation>
        </message>
    </context>
    <context>
        <name>storage</name>
        <message>
            <source>{problem} It is left as it is for that version, and cannot be continued here.</source>
            <translation>{problem} Viene lasciato com'è per quella versione e non si può continuare qui.</translation>
        </message>
        <message>
            <source>{problem} The game cannot be continued.</source>
            <translation>{problem} Non si può continuare la partita.</translation>
        </message>
        <message>
            <source>{name} is a folder, not a file.</source>
            <translation>{name} è una cartella, non un file.</translation>
        </message>
        <message>
            <source>{name} is not an ordinary file (it is a pipe, a device or a socket), so it is not read.</source>
            <translation>{name} non è un file normale (è una pipe, un dispositivo o un socket), quindi non viene letto.</translation>
        </message>
        <message>
            <source>settings file</source>
            <translation>file delle impostazioni</translation>
        </message>
        <message>
            <source>a settings file</source>
            <translation>un file delle impostazioni</translation>
        </message>
        <message>
            <source>saved game</source>
            <translation>salvataggio</translation>
        </message>
        <message>
            <source>a saved game</source>
            <translation>un salvataggio</translation>
        </message>
        <message>
            <source>autosaved game</source>
            <translation>salvataggio automatico</translation>
        </message>
        <message>
            <source>an autosaved game</source>
            <translation>un salvataggio automatico</translation>
        </message>
        <message>
            <source>game record</source>
            <translation>registro della partita</translation>
        </message>
        <message>
            <source>a game record</source>
            <translation>un registro della partita</translation>
        </message>
        <message>
            <source>word-list settings file</source>
            <translation>file delle impostazioni degli elenchi di parole</translation>
        </message>
        <message>
            <source>a word-list settings file</source>
            <translation>un file delle impostazioni degli elenchi di parole</translation>
        </message>
        <message>
            <source>file</source>
            <translation>file</translation>
        </message>
        <message>
            <source>a file</source>
            <translation>un file</translation>
        </message>
        <message>
            <source>file of another kind</source>
            <translation>file di altro tipo</translation>
        </message>
        <message>
            <source>a file of another kind</source>
            <translation>un file di altro tipo</translation>
        </message>
        <message>
            <source>This {what} cannot be read (it is not an ordinary file).</source>
            <translation>Impossibile leggere questo {what} (non è un file normale).</translation>
        </message>
        <message>
            <source>it is not an ordinary file</source>
            <translation>non è un file normale</translation>
        </message>
        <message>
            <source>This {what} cannot be found ({file}).</source>
            <translation>Impossibile trovare questo {what} ({file}).</translation>
        </message>
        <message>
            <source>it does not exist</source>
            <translation>non esiste</translation>
        </message>
        <message>
            <source>This {what} cannot be read (it is a folder).</source>
            <translation>Impossibile leggere questo {what} (è una cartella).</translation>
        </message>
        <message>
            <source>it is a folder</source>
            <translation>è una cartella</translation>
        </message>
        <message>
            <source>This {what} cannot be read ({reason}).</source>
            <translation>Impossibile leggere questo {what} ({reason}).</translation>
        </message>
        <message>
            <source>it is larger than {size} MB, far too large to be genuine</source>
            <translation>è più grande di {size} MB, troppo grande per essere autentico</translation>
        </message>
        <message>
            <source>it is larger than {size} KB, far too large to be genuine</source>
            <translation>è più grande di {size} KB, troppo grande per essere autentico</translation>
        </message>
        <message>
            <source>it is empty</source>
            <translation>è vuoto</translation>
        </message>
        <message>
            <source>it ends too early</source>
            <translation>finisce troppo presto</translation>
        </message>
        <message>
            <source>it is not text</source>
            <translation>non è testo</translation>
        </message>
        <message>
            <source>it is nested too deeply</source>
            <translation>è annidato troppo in profondità</translation>
        </message>
        <message>
            <source>its contents are garbled at line {line}</source>
            <translation>il contenuto è illeggibile alla riga {line}</translation>
        </message>
        <message>
            <source>it holds an impossible number</source>
            <translation>contiene un numero impossibile</translation>
        </message>
        <message>
            <source>This file is a Tabletop Desktop {other}, not {what}.</source>
            <comment>{what} is the kind of file wanted, with its article ('a saved game')</comment>
            <translation>Questo file è un {other} di Tabletop Desktop, non {what}.</translation>
        </message>
        <message>
            <source>it is a Tabletop Desktop {other}</source>
            <translation>è un {other} di Tabletop Desktop</translation>
        </message>
        <message>
            <source>its version number is missing</source>
            <translation>manca il numero di versione</translation>
        </message>
        <message>
            <source>This {what} was made by a newer version of Tabletop Desktop (format {version}; this version reads up to format {most}).</source>
            <translation>Questo {what} è stato creato da una versione più recente di Tabletop Desktop (formato {version}; questa versione legge fino al formato {most}).</translation>
        </message>
        <message>
            <source>it was made by a newer version of Tabletop Desktop</source>
            <translation>è stato creato da una versione più recente di Tabletop Desktop</translation>
        </message>
        <message>
            <source>This {what} is damaged ({reason}).</source>
            <translation>Questo {what} è danneggiato ({reason}).</translation>
        </message>
        <message>
            <source>This file is not a Tabletop Desktop {what}.</source>
            <translation>Questo file non è un {what} di Tabletop Desktop.</translation>
        </message>
        <message>
            <source>it is not a Tabletop Desktop file</source>
            <translation>non è un file di Tabletop Desktop</translation>
        </message>
        <message>
            <source>{problem}; it could not be set aside ({error}).</source>
            <comment>{problem} is a sentence without its full stop</comment>
            <translation>{problem}; non è stato possibile metterlo da parte ({error}).</translation>
        </message>
        <message>
            <source>{problem} and was set aside as {file}.</source>
            <comment>{problem} is a sentence without its full stop</comment>
            <translation>{problem} ed è stato messo da parte come {file}.</translation>
        </message>
        <message>
            <source>settings</source>
            <comment>a folder's name</comment>
            <translation>impostazioni</translation>
        </message>
        <message>
            <source>data</source>
            <comment>a folder's name</comment>
            <translation>dati</translation>
        </message>
        <message>
            <source>state</source>
            <comment>a folder's name</comment>
            <translation>stato</translation>
        </message>
        <message>
            <source>log</source>
            <comment>a folder's name</comment>
            <translation>log</translation>
        </message>
        <message>
            <source>game records</source>
            <comment>a folder's name</comment>
            <translation>registri delle partite</translation>
        </message>
        <message>
            <source>autosaves</source>
            <comment>a folder's name</comment>
            <translation>salvataggi automatici</translation>
        </message>
        <message>
            <source>The {what} folder {folder} cannot be used: {file} is a file, not a folder. Move that file away so Tabletop Desktop can keep your games.</source>
            <translation>La cartella {folder} ({what}) non si può usare: {file} è un file, non una cartella. Sposta altrove quel file, così Tabletop Desktop potrà conservare le tue partite.</translation>
        </message>
        <message>
            <source>The {what} folder {folder} cannot be created ({error}).</source>
            <translation>Impossibile creare la cartella {folder} ({what}) ({error}).</translation>
        </message>
        <message>
            <source>its summary is missing</source>
            <translation>manca il riepilogo</translation>
        </message>
        <message>
            <source>it names no game</source>
            <translation>non indica nessun gioco</translation>
        </message>
        <message>
            <source>its seats are missing</source>
            <translation>mancano i posti</translation>
        </message>
        <message>
            <source>it lists {count} seats; no game takes more than {MAX_SEATS}</source>
            <translation>elenca {count} posti; nessun gioco ne prevede più di {MAX_SEATS}</translation>
        </message>
        <message>
            <source>seat {number} is not described</source>
            <translation>il posto {number} non è descritto</translation>
        </message>
        <message>
            <source>seat {number} is neither a person nor a bot</source>
            <translation>il posto {number} non è né una persona né un bot</translation>
        </message>
        <message>
            <source>seat {number} has no usable name</source>
            <translation>il posto {number} non ha un nome utilizzabile</translation>
        </message>
        <message>
            <source>seat {number}'s score is not a whole number</source>
            <translation>il punteggio del posto {number} non è un numero intero</translation>
        </message>
        <message>
            <source>seat {number}'s result is missing</source>
            <translation>manca il risultato del posto {number}</translation>
        </message>
        <message>
            <source>seat {number}'s hints are garbled</source>
            <translation>i suggerimenti del posto {number} sono illeggibili</translation>
        </message>
        <message>
            <source>its best move is garbled</source>
            <translation>la mossa migliore è illeggibile</translation>
        </message>
        <message>
            <source>its number of moves is garbled</source>
            <translation>il numero di mosse è illeggibile</translation>
        </message>
        <message>
            <source>its ending is garbled</source>
            <translation>la conclusione è illeggibile</translation>
        </message>
        <message>
            <source>its practice mark is garbled</source>
            <translation>il segno di allenamento è illeggibile</translation>
        </message>
        <message>
            <source>its extras are garbled</source>
            <translation>i dati aggiuntivi sono illeggibili</translation>
        </message>
        <message>
            <source>its network table is garbled</source>
            <translation>il tavolo di rete è illeggibile</translation>
        </message>
        <message>
            <source>this record does not keep the seats it was played with</source>
            <translation>questo registro non conserva i posti con cui si è giocato</translation>
        </message>
        <message>
            <source>its set-up cannot be read ({reason})</source>
            <translation>impossibile leggere la configurazione ({reason})</translation>
        </message>
        <message>
            <source>The game records folder {folder} cannot be used.</source>
            <translation>La cartella dei registri delle partite {folder} non si può usare.</translation>
        </message>
        <message>
            <source>The game record {file} cannot be written.</source>
            <translation>Impossibile scrivere il registro della partita {file}.</translation>
        </message>
        <message>
            <source>The game records folder {folder} cannot be read.</source>
            <translation>Impossibile leggere la cartella dei registri delle partite {folder}.</translation>
        </message>
        <message>
            <source>{problem}; it is left out of the statistics.</source>
            <comment>{problem} is a sentence without its full stop</comment>
            <translation>{problem}; viene escluso dalle statistiche.</translation>
        </message>
        <message>
            <source>{problem} It is left out of the statistics.</source>
            <translation>{problem} Viene escluso dalle statistiche.</translation>
        </message>
        <message>
            <source>{list}, {item}</source>
            <comment>a list going on</comment>
            <translation>{list}, {item}</translation>
        </message>
        <message>
            <source>the set-up is missing</source>
            <translation>manca la configurazione</translation>
        </message>
        <message>
            <source>it is for a game this version does not have: {game}</source>
            <translation>è per un gioco che questa versione non ha: {game}</translation>
        </message>
        <message>
            <source>the seats are missing</source>
            <translation>mancano i posti</translation>
        </message>
        <message>
            <source>{name} takes {min_seats} to {max_seats} players; this file has {count}</source>
            <translation>{name} prevede da {min_seats} a {max_seats} giocatori; questo file ne ha {count}</translation>
        </message>
        <message>
            <source>seat {number} is a bot of a level {name} does not have</source>
            <translation>il posto {number} è un bot di un livello che {name} non ha</translation>
        </message>
        <message>
            <source>seat {number} is a person with a bot level</source>
            <translation>il posto {number} è una persona con un livello da bot</translation>
        </message>
        <message>
            <source>the options are not a list of choices</source>
            <translation>le opzioni non sono un elenco di scelte</translation>
        </message>
        <message>
            <source>its options are not valid: {reason}</source>
            <translation>le opzioni non sono valide: {reason}</translation>
        </message>
        <message>
            <source>its seed is not a whole number</source>
            <translation>il seme non è un numero intero</translation>
        </message>
        <message>
            <source>its option {label} names no seat</source>
            <translation>l'opzione {label} non indica nessun posto</translation>
        </message>
        <message>
            <source>its option {option} is out of range</source>
            <translation>l'opzione {option} è fuori intervallo</translation>
        </message>
        <message>
            <source>its moves belong to a different game</source>
            <translation>le mosse appartengono a un'altra partita</translation>
        </message>
        <message>
            <source>its moves were played with different options</source>
            <translation>le mosse sono state giocate con opzioni diverse</translation>
        </message>
        <message>
            <source>it holds more than {MAX_ACTIONS} moves</source>
            <translation>contiene più di {MAX_ACTIONS} mosse</translation>
        </message>
        <message>
            <source>its summary of the position is missing</source>
            <translation>manca il riepilogo della posizione</translation>
        </message>
        <message>
            <source>its moves cannot be replayed ({__name__})</source>
            <translation>impossibile rigiocare le mosse ({__name__})</translation>
        </message>
        <message>
            <source>its moves do not lead to the position it claims</source>
            <translation>le mosse non portano alla posizione indicata</translation>
        </message>
        <message>
            <source>its count of hints is garbled</source>
            <translation>il conteggio dei suggerimenti è illeggibile</translation>
        </message>
        <message>
            <source>animation speed</source>
            <comment>a setting</comment>
            <translation>velocità delle animazioni</translation>
        </message>
        <message>
            <source>bot speed</source>
            <comment>a setting</comment>
            <translation>velocità dei bot</translation>
        </message>
        <message>
            <source>theme</source>
            <comment>a setting</comment>
            <translation>tema</translation>
        </message>
        <message>
            <source>colour-blind help</source>
            <comment>a setting</comment>
            <translation>aiuto per daltonici</translation>
        </message>
        <message>
            <source>reduce motion</source>
            <comment>a setting</comment>
            <translation>riduci movimento</translation>
        </message>
        <message>
            <source>new-game choices</source>
            <comment>a setting</comment>
            <translation>scelte per la nuova partita</translation>
        </message>
        <message>
            <source>window size</source>
            <comment>a setting</comment>
            <translation>dimensioni della finestra</translation>
        </message>
        <message>
            <source>last game</source>
            <comment>a setting</comment>
            <translation>ultima partita</translation>
        </message>
        <message>
            <source>last folder</source>
            <comment>a setting</comment>
            <translation>ultima cartella</translation>
        </message>
        <message>
            <source>language</source>
            <comment>a setting</comment>
            <translation>lingua</translation>
        </message>
        <message>
            <source>{problem} It is left as it is for that version: this version uses default settings, and changes made here last until you quit.</source>
            <translation>{problem} Viene lasciato com'è per quella versione: questa versione usa le impostazioni predefinite, e le modifiche fatte qui durano fino alla chiusura del programma.</translation>
        </message>
        <message>
            <source>{problem} Default settings are used.</source>
            <translation>{problem} Vengono usate le impostazioni predefinite.</translation>
        </message>
        <message>
            <source>Some settings had values this version does not understand and were reset to their defaults: {settings}.</source>
            <translation>Alcune impostazioni avevano valori che questa versione non capisce e sono state riportate ai valori predefiniti: {settings}.</translation>
        </message>
        <message>
            <source>Line {number}: “{line}” — {reason}</source>
            <translation>Riga {number}: «{line}» — {reason}</translation>
        </message>
        <message>
            <source>{name} holds one word the cards can spell.</source>
            <translation>{name} contiene una parola che si può comporre con le carte.</translation>
        </message>
        <message>
            <source>{name} holds {count} words the cards can spell.</source>
            <translation>{name} contiene {count} parole che si possono comporre con le carte.</translation>
        </message>
        <message>
            <source>One word is listed twice; it counts once.</source>
            <translation>Una parola è elencata due volte; conta una volta sola.</translation>
        </message>
        <message>
            <source>{count} words are listed more than once; each counts once.</source>
            <translation>{count} parole sono elencate più volte; ognuna conta una volta sola.</translation>
        </message>
        <message>
            <source>One line is skipped: it is not a word the cards can spell.</source>
            <translation>Una riga viene saltata: non è una parola che si può comporre con le carte.</translation>
        </message>
        <message>
            <source>{count} lines are skipped: they are not words the cards can spell.</source>
            <translation>{count} righe vengono saltate: non sono parole che si possono comporre con le carte.</translation>
        </message>
        <message>
            <source>One word was imported from {name}.</source>
            <translation>È stata importata una parola da {name}.</translation>
        </message>
        <message>
            <source>{count} words were imported from {name}.</source>
            <translation>Sono state importate {count} parole da {name}.</translation>
        </message>
        <message>
            <source>One more line is skipped.</source>
            <translation>Un'altra riga viene saltata.</translation>
        </message>
        <message>
            <source>{count} more lines are skipped.</source>
            <translation>Vengono saltate altre {count} righe.</translation>
        </message>
        <message>
            <source>{name} is too large for a word list: it is over {size} MB.</source>
            <translation>{name} è troppo grande per un elenco di parole: supera {size} MB.</translation>
        </message>
        <message>
            <source>{name} has more than {lines} lines; a word list may hold at most {words} words.</source>
            <translation>{name} ha più di {lines} righe; un elenco di parole può contenere al massimo {words} parole.</translation>
        </message>
        <message>
            <source>{name} is not a text file: it holds NUL characters (line {line}). A list saved as UTF-16 needs its byte-order mark; saving it as UTF-8 text always works.</source>
            <translation>{name} non è un file di testo: contiene caratteri NUL (riga {line}). Un elenco salvato in UTF-16 ha bisogno del suo BOM (byte-order mark); salvarlo come testo UTF-8 funziona sempre.</translation>
        </message>
        <message>
            <source>{name} is not {encoding} text: more than {most} of its lines cannot be read as text (line {line} is one). Save it as UTF-8 text and import it again.</source>
            <translation>{name} non è testo {encoding}: più di {most} righe non si possono leggere come testo (la riga {line} è una di queste). Salvalo come testo UTF-8 e importalo di nuovo.</translation>
        </message>
        <message>
            <source>it is not {encoding} text</source>
            <translation>non è testo {encoding}</translation>
        </message>
        <message>
            <source>{name} holds more than {words} words, the most a list may hold (a new game with more would be slow to start).</source>
            <translation>{name} contiene più di {words} parole, il massimo per un elenco (una nuova partita con più parole sarebbe lenta ad avviarsi).</translation>
        </message>
        <message>
            <source>{name} holds no word: it is empty, or holds only blank lines and comments.</source>
            <translation>{name} non contiene parole: è vuoto, o contiene solo righe vuote e commenti.</translation>
        </message>
        <message>
            <source>{name} holds no word the cards can spell: its one line is skipped (see why below).</source>
            <translation>{name} non contiene parole che si possono comporre con le carte: la sua unica riga viene saltata (vedi il motivo qui sotto).</translation>
        </message>
        <message>
            <source>{name} holds no word the cards can spell: all its {count} lines are skipped (see why below).</source>
            <translation>{name} non contiene parole che si possono comporre con le carte: tutte le sue {count} righe vengono saltate (vedi il motivo qui sotto).</translation>
        </message>
        <message>
            <source>{name} does not look like a word list: {bad} of its {lines} lines are not words the cards can spell (see why below).</source>
            <translation>{name} non sembra un elenco di parole: {bad} delle sue {lines} righe non sono parole che si possono comporre con le carte (vedi il motivo qui sotto).</translation>
        </message>
        <message>
            <source>{name} is too large to play with: its {words} words would not fit in a saved game.</source>
            <translation>{name} è troppo grande per giocarci: le sue {words} parole non entrerebbero in un salvataggio.</translation>
        </message>
        <message>
            <source>it has a space: one word per line</source>
            <translation>contiene uno spazio: una parola per riga</translation>
        </message>
        <message>
            <source>it has a hyphen (hyphenated words don't count)</source>
            <translation>contiene un trattino (le parole con il trattino non valgono)</translation>
        </message>
        <message>
            <source>it has an apostrophe (contractions don't count)</source>
            <translation>contiene un apostrofo (le contrazioni non valgono)</translation>
        </message>
        <message>
            <source>it has a digit</source>
            <translation>contiene una cifra</translation>
        </message>
        <message>
            <source>it has '{letter}', which no card shows</source>
            <translation>contiene «{letter}», che nessuna carta mostra</translation>
        </message>
        <message>
            <source>a word needs at least 2 letters</source>
            <translation>una parola richiede almeno 2 lettere</translation>
        </message>
        <message>
            <source>it has {count} letters; no hand can spell more than {most}</source>
            <translation>ha {count} lettere; nessuna mano può comporne più di {most}</translation>
        </message>
        <message>
            <source>it needs {count} '{letter}' cards; the deck has only {most}</source>
            <translation>richiede {count} carte «{letter}»; il mazzo ne ha solo {most}</translation>
        </message>
        <message>
            <source>it needs at least {count} cards; no hand lays down more than {most}</source>
            <translation>richiede almeno {count} carte; nessuna mano ne cala più di {most}</translation>
        </message>
        <message>
            <source>{name} is larger than any list this app writes.</source>
            <translation>{name} è più grande di qualsiasi elenco scritto da questa app.</translation>
        </message>
        <message>
            <source>Your imported word list cannot be used: {reason}</source>
            <translation>Il tuo elenco di parole importato non si può usare: {reason}</translation>
        </message>
        <message>
            <source>Your imported word list ({name}) is damaged: it is not plain text.</source>
            <translation>Il tuo elenco di parole importato ({name}) è danneggiato: non è testo semplice.</translation>
        </message>
        <message>
            <source>Your imported word list cannot be read ({error}).</source>
            <translation>Impossibile leggere il tuo elenco di parole importato ({error}).</translation>
        </message>
        <message>
            <source>Your imported word list ({name}) holds more words than a list may hold ({most}).</source>
            <translation>Il tuo elenco di parole importato ({name}) contiene più parole del massimo consentito per un elenco ({most}).</translation>
        </message>
        <message>
            <source>{problem} It could not be set aside ({error}); import your list again.</source>
            <translation>{problem} Non è stato possibile metterlo da parte ({error}); importa di nuovo il tuo elenco.</translation>
        </message>
        <message>
            <source>{problem} It was set aside as {file}; import your list again.</source>
            <translation>{problem} È stato messo da parte come {file}; importa di nuovo il tuo elenco.</translation>
        </message>
        <message>
            <source>{word}: {problem}</source>
            <translation>{word}: {problem}</translation>
        </message>
        <message>
            <source>{problem}; it is left as it is and the default word lists are used (saving the word lists here replaces it).</source>
            <comment>{problem} is a sentence without its full stop</comment>
            <translation>{problem}; viene lasciato com'è e si usano gli elenchi di parole predefiniti (salvando qui gli elenchi di parole lo sostituisci).</translation>
        </message>
        <message>
            <source>{problem} The default word lists are used, without house words.</source>
            <translation>{problem} Si usano gli elenchi di parole predefiniti, senza parole della casa.</translation>
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
            <translation>Registro della partita</translation>
        </message>
        <message>
            <source>Moves will appear here.</source>
            <translation>Qui compariranno le mosse.</translation>
        </message>
    </context>
    <context>
        <name>Scoreboard</name>
        <message numerus="yes">
            <source>%n points</source>
            <comment>a seat's score</comment>
            <translation>
                <numerusform>%n punto</numerusform>
                <numerusform>%n punti</numerusform>
            </translation>
        </message>
        <message>
            <source>{score} points</source>
            <comment>a seat's score below zero</comment>
            <translation>{score} punti</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Punteggi</translation>
        </message>
        <message>
            <source>The bag is empty</source>
            <translation>Il sacchetto è vuoto</translation>
        </message>
        <message>
            <source>1 tile left in the bag</source>
            <translation>1 tessera rimasta nel sacchetto</translation>
        </message>
        <message numerus="yes">
            <source>%n tiles left in the bag</source>
            <translation>
                <numerusform>%n tessera rimasta nel sacchetto</numerusform>
                <numerusform>%n tessere rimaste nel sacchetto</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SeatLabel</name>
        <message>
            <source>Person</source>
            <translation>Persona</translation>
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
            <translation>Tocca a te.</translation>
        </message>
        <message>
            <source>It is {name}'s turn.</source>
            <translation>Tocca a {name}.</translation>
        </message>
        <message>
            <source>Your turn.</source>
            <translation>Tocca a te.</translation>
        </message>
        <message>
            <source>{name}'s turn.</source>
            <translation>Tocca a {name}.</translation>
        </message>
        <message>
            <source>You are thinking…</source>
            <translation>Stai pensando…</translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>{name} sta pensando…</translation>
        </message>
        <message>
            <source>Your bot is thinking…</source>
            <translation>Il tuo bot sta pensando…</translation>
        </message>
        <message>
            <source>Bot {name} is thinking…</source>
            <translation>Il bot {name} sta pensando…</translation>
        </message>
        <message>
            <source>Waiting for you to play.</source>
            <translation>Si aspetta che tu giochi.</translation>
        </message>
        <message>
            <source>Waiting for {name} to play.</source>
            <translation>Si aspetta che giochi {name}.</translation>
        </message>
        <message>
            <source>Waiting for you to move.</source>
            <translation>Si aspetta la tua mossa.</translation>
        </message>
        <message>
            <source>Waiting for {name} to move.</source>
            <translation>Si aspetta la mossa di {name}.</translation>
        </message>
        <message>
            <source>Waiting for you; you play next.</source>
            <translation>Si aspetta te; poi giochi tu.</translation>
        </message>
        <message>
            <source>Waiting for {name}; you play next.</source>
            <translation>Si aspetta {name}; poi giochi tu.</translation>
        </message>
        <message>
            <source>Waiting for you to choose.</source>
            <translation>Si aspetta la tua scelta.</translation>
        </message>
        <message>
            <source>Waiting for {name} to choose.</source>
            <translation>Si aspetta la scelta di {name}.</translation>
        </message>
        <message>
            <source>Waiting for {names} to choose.</source>
            <translation>Si aspetta la scelta di {names}.</translation>
        </message>
        <message>
            <source>You chose {choice}; waiting for you to choose.</source>
            <translation>Hai scelto {choice}; si aspetta la tua scelta.</translation>
        </message>
        <message>
            <source>You chose {choice}; waiting for {name} to choose.</source>
            <translation>Hai scelto {choice}; si aspetta la scelta di {name}.</translation>
        </message>
        <message>
            <source>You chose {choice}; waiting for {names} to choose.</source>
            <translation>Hai scelto {choice}; si aspetta la scelta di {names}.</translation>
        </message>
        <message>
            <source>Pass the screen to you.</source>
            <translation>Passa lo schermo a te.</translation>
        </message>
        <message>
            <source>Pass the screen to {name}.</source>
            <translation>Passa lo schermo a {name}.</translation>
        </message>
        <message>
            <source>Pass the screen to you</source>
            <translation>Passa lo schermo a te</translation>
        </message>
        <message>
            <source>Pass the screen to {name}</source>
            <translation>Passa lo schermo a {name}</translation>
        </message>
        <message>
            <source>It is your turn: pass the screen to you.</source>
            <translation>Tocca a te: passa lo schermo a te.</translation>
        </message>
        <message>
            <source>It is {name}'s turn: pass the screen to {name}.</source>
            <translation>Tocca a {name}: passa lo schermo a {name}.</translation>
        </message>
        <message>
            <source>The pieces stay hidden until you are ready.</source>
            <translation>I pezzi restano nascosti finché non sei pronto.</translation>
        </message>
        <message>
            <source>The pieces stay hidden until {name} is ready.</source>
            <translation>I pezzi restano nascosti finché {name} non è pronto.</translation>
        </message>
        <message>
            <source>It's me, show my pieces</source>
            <translation>Sono io, mostra i miei pezzi</translation>
        </message>
        <message>
            <source>I'm {name}, show my pieces</source>
            <translation>Sono {name}, mostra i miei pezzi</translation>
        </message>
        <message>
            <source>Since your last turn</source>
            <translation>Dal tuo ultimo turno</translation>
        </message>
        <message>
            <source>Since {name}'s last turn</source>
            <translation>Dall'ultimo turno di {name}</translation>
        </message>
        <message>
            <source>Since your last turn ({more} earlier moves not shown)</source>
            <translation>Dal tuo ultimo turno ({more} mosse precedenti non mostrate)</translation>
        </message>
        <message>
            <source>Since {name}'s last turn ({more} earlier moves not shown)</source>
            <translation>Dall'ultimo turno di {name} ({more} mosse precedenti non mostrate)</translation>
        </message>
        <message>
            <source>Your cards stay face down until you are at the screen.</source>
            <translation>Le tue carte restano coperte finché non sei davanti allo schermo.</translation>
        </message>
        <message>
            <source>{name}'s cards stay face down until {name} is at the screen.</source>
            <translation>Le carte di {name} restano coperte finché {name} non è davanti allo schermo.</translation>
        </message>
        <message>
            <source>Show your cards</source>
            <translation>Mostra le tue carte</translation>
        </message>
        <message>
            <source>Show {name}'s cards</source>
            <translation>Mostra le carte di {name}</translation>
        </message>
        <message>
            <source>You win with {points} points.</source>
            <translation>Vinci con {points} punti.</translation>
        </message>
        <message>
            <source>{name} wins with {points} points.</source>
            <translation>{name} vince con {points} punti.</translation>
        </message>
        <message>
            <source>You win with {points} points!</source>
            <translation>Vinci con {points} punti!</translation>
        </message>
        <message>
            <source>{name} wins with {points} points!</source>
            <translation>{name} vince con {points} punti!</translation>
        </message>
        <message>
            <source>The game is over: you win with {points} points.</source>
            <translation>La partita è finita: vinci con {points} punti.</translation>
        </message>
        <message>
            <source>The game is over: {name} wins with {points} points.</source>
            <translation>La partita è finita: {name} vince con {points} punti.</translation>
        </message>
        <message>
            <source>A shared win: you, {points} points each</source>
            <translation>Vittoria condivisa: tu, {points} punti a testa</translation>
        </message>
        <message>
            <source>A shared win: {name}, {points} points each</source>
            <translation>Vittoria condivisa: {name}, {points} punti a testa</translation>
        </message>
        <message>
            <source>A shared win: {names}, {points} points each</source>
            <translation>Vittoria condivisa: {names}, {points} punti a testa</translation>
        </message>
        <message>
            <source>The game ended when you placed your last tile (+6).</source>
            <translation>La partita è finita quando hai posato la tua ultima tessera (+6).</translation>
        </message>
        <message>
            <source>The game ended when {name} placed their last tile (+6).</source>
            <translation>La partita è finita quando {name} ha posato la sua ultima tessera (+6).</translation>
        </message>
        <message>
            <source>You have gone out: discard to end your last turn (your words in the rows are laid down with it).</source>
            <translation>Hai chiuso: scarta per finire il tuo ultimo turno (le parole nelle righe vengono calate insieme allo scarto).</translation>
        </message>
        <message>
            <source>{name} has gone out: discard to end your last turn (your words in the rows are laid down with it).</source>
            <translation>{name} ha chiuso: scarta per finire il tuo ultimo turno (le parole nelle righe vengono calate insieme allo scarto).</translation>
        </message>
        <message>
            <source>You have already gone out: this is your last turn. Lay down what words you can in the rows, then discard.</source>
            <translation>Hai già chiuso: questo è il tuo ultimo turno. Cala nelle righe le parole che puoi, poi scarta.</translation>
        </message>
        <message>
            <source>{name} has already gone out: this is your last turn. Lay down what words you can in the rows, then discard.</source>
            <translation>{name} ha già chiuso: questo è il tuo ultimo turno. Cala nelle righe le parole che puoi, poi scarta.</translation>
        </message>
        <message>
            <source>A total never goes below zero, so you are on 0.</source>
            <translation>Un totale non scende mai sotto zero, quindi sei a 0.</translation>
        </message>
        <message>
            <source>A total never goes below zero, so {name} is on 0.</source>
            <translation>Un totale non scende mai sotto zero, quindi {name} è a 0.</translation>
        </message>
        <message>
            <source>A total never goes below zero, so {names} are on 0.</source>
            <translation>Un totale non scende mai sotto zero, quindi {names} sono a 0.</translation>
        </message>
        <message>
            <source>Your turn: draw a card — click the draw pile (D), or drag it to your hand.</source>
            <translation>Tocca a te: pesca una carta — fai clic sul mazzo di pesca (D) o trascinala nella tua mano.</translation>
        </message>
        <message>
            <source>{name}, your turn: draw a card — click the draw pile (D), or drag it to your hand.</source>
            <translation>{name}, tocca a te: pesca una carta — fai clic sul mazzo di pesca (D) o trascinala nella tua mano.</translation>
        </message>
        <message>
            <source>Your turn: draw a card — click the draw pile (D) or take the {card} from the discard pile (T), or drag it to your hand.</source>
            <translation>Tocca a te: pesca una carta — fai clic sul mazzo di pesca (D) o prendi la {card} dalla pila degli scarti (T), oppure trascinala nella tua mano.</translation>
        </message>
        <message>
            <source>{name}, your turn: draw a card — click the draw pile (D) or take the {card} from the discard pile (T), or drag it to your hand.</source>
            <translation>{name}, tocca a te: pesca una carta — fai clic sul mazzo di pesca (D) o prendi la {card} dalla pila degli scarti (T), oppure trascinala nella tua mano.</translation>
        </message>
        <message>
            <source>Your turn: build words in the rows and press Go out (G), or discard a card: drag it to the discard pile or double-click it.</source>
            <translation>Tocca a te: forma parole nelle righe e premi Chiudi (G), oppure scarta una carta: trascinala sulla pila degli scarti o fai doppio clic su di essa.</translation>
        </message>
        <message>
            <source>{name}, your turn: build words in the rows and press Go out (G), or discard a card: drag it to the discard pile or double-click it.</source>
            <translation>{name}, tocca a te: forma parole nelle righe e premi Chiudi (G), oppure scarta una carta: trascinala sulla pila degli scarti o fai doppio clic su di essa.</translation>
        </message>
        <message>
            <source>You went out: this is your last turn. Draw a card: click the draw pile (D) or the discard pile (T), or drag it to your hand.</source>
            <translation>Hai chiuso: questo è il tuo ultimo turno. Pesca una carta: fai clic sul mazzo di pesca (D) o sulla pila degli scarti (T), oppure trascinala nella tua mano.</translation>
        </message>
        <message>
            <source>{name} went out: this is your last turn. Draw a card: click the draw pile (D) or the discard pile (T), or drag it to your hand.</source>
            <translation>{name} ha chiuso: questo è il tuo ultimo turno. Pesca una carta: fai clic sul mazzo di pesca (D) o sulla pila degli scarti (T), oppure trascinala nella tua mano.</translation>
        </message>
        <message>
            <source>You went out: this is your last turn — lay down what words you can in the rows, then discard: drag a card to the discard pile or double-click it. Cards left in your hand count against you.</source>
            <translation>Hai chiuso: questo è il tuo ultimo turno — cala nelle righe le parole che puoi, poi scarta: trascina una carta sulla pila degli scarti o fai doppio clic su di essa. Le carte rimaste in mano contano contro di te.</translation>
        </message>
        <message>
            <source>{name} went out: this is your last turn — lay down what words you can in the rows, then discard: drag a card to the discard pile or double-click it. Cards left in your hand count against you.</source>
            <translation>{name} ha chiuso: questo è il tuo ultimo turno — cala nelle righe le parole che puoi, poi scarta: trascina una carta sulla pila degli scarti o fai doppio clic su di essa. Le carte rimaste in mano contano contro di te.</translation>
        </message>
        <message>
            <source>You went out with {words}: this is your last turn — lay down what words you can. Cards left in your hand count against you.</source>
            <translation>Hai chiuso con {words}: questo è il tuo ultimo turno — cala le parole che puoi. Le carte rimaste in mano contano contro di te.</translation>
        </message>
        <message>
            <source>{name} went out with {words}: this is your last turn — lay down what words you can. Cards left in your hand count against you.</source>
            <translation>{name} ha chiuso con {words}: questo è il tuo ultimo turno — cala le parole che puoi. Le carte rimaste in mano contano contro di te.</translation>
        </message>
        <message>
            <source>You went out with {words}. Last turns: {waiting}.</source>
            <translation>Hai chiuso con {words}. Ultimi turni: {waiting}.</translation>
        </message>
        <message>
            <source>{name} went out with {words}. Last turns: {waiting}.</source>
            <translation>{name} ha chiuso con {words}. Ultimi turni: {waiting}.</translation>
        </message>
        <message>
            <source>You went out with {words}.</source>
            <translation>Hai chiuso con {words}.</translation>
        </message>
        <message>
            <source>{name} went out with {words}.</source>
            <translation>{name} ha chiuso con {words}.</translation>
        </message>
        <message>
            <source>Round {round} of {rounds} ({cards} cards) is over: you went out.</source>
            <translation>La manche {round} di {rounds} ({cards} carte) è finita: hai chiuso tu.</translation>
        </message>
        <message>
            <source>Round {round} of {rounds} ({cards} cards) is over: {name} went out.</source>
            <translation>La manche {round} di {rounds} ({cards} carte) è finita: ha chiuso {name}.</translation>
        </message>
        <message>
            <source>Round {round} of {rounds} ({cards} cards) is over: nothing was left to draw.</source>
            <translation>La manche {round} di {rounds} ({cards} carte) è finita: non c'era più niente da pescare.</translation>
        </message>
        <message>
            <source>Your turn: start the table with your largest group, {tiles} in one line, then press Confirm (Enter). There is no exchange on the first move.</source>
            <translation>Tocca a te: inizia il tavolo con il tuo gruppo più grande, {tiles} in una sola linea, poi premi Conferma (Invio). Alla prima mossa non si può scambiare.</translation>
        </message>
        <message>
            <source>{name}, your turn: start the table with your largest group, {tiles} in one line, then press Confirm (Enter). There is no exchange on the first move.</source>
            <translation>{name}, tocca a te: inizia il tavolo con il tuo gruppo più grande, {tiles} in una sola linea, poi premi Conferma (Invio). Alla prima mossa non si può scambiare.</translation>
        </message>
        <message>
            <source>Your turn: no tile fits, so exchange tiles (or pass when the bag is empty).</source>
            <translation>Tocca a te: nessuna tessera ci sta, quindi scambia tessere (o passa se il sacchetto è vuoto).</translation>
        </message>
        <message>
            <source>{name}, your turn: no tile fits, so exchange tiles (or pass when the bag is empty).</source>
            <translation>{name}, tocca a te: nessuna tessera ci sta, quindi scambia tessere (o passa se il sacchetto è vuoto).</translation>
        </message>
        <message>
            <source>Your turn: place tiles in one line, then press Confirm (Enter).</source>
            <translation>Tocca a te: posa tessere in una sola linea, poi premi Conferma (Invio).</translation>
        </message>
        <message>
            <source>{name}, your turn: place tiles in one line, then press Confirm (Enter).</source>
            <translation>{name}, tocca a te: posa tessere in una sola linea, poi premi Conferma (Invio).</translation>
        </message>
        <message>
            <source>You roll</source>
            <translation>Lanci tu</translation>
        </message>
        <message>
            <source>{name} rolls</source>
            <translation>Lancia {name}</translation>
        </message>
        <message>
            <source>Your roll</source>
            <translation>Il tuo lancio</translation>
        </message>
        <message>
            <source>{name}'s roll</source>
            <translation>Lancio di {name}</translation>
        </message>
        <message>
            <source>You roll the dice.</source>
            <translation>Lanci i dadi.</translation>
        </message>
        <message>
            <source>{name} rolls the dice.</source>
            <translation>{name} lancia i dadi.</translation>
        </message>
        <message>
            <source>You roll the dice…</source>
            <translation>Lanci i dadi…</translation>
        </message>
        <message>
            <source>{name} rolls the dice…</source>
            <translation>{name} lancia i dadi…</translation>
        </message>
        <message>
            <source>Your colour choice</source>
            <translation>La tua scelta del colore</translation>
        </message>
        <message>
            <source>{name}'s colour choice</source>
            <translation>Scelta del colore di {name}</translation>
        </message>
        <message>
            <source>Your roll: press Roll (R or Space).</source>
            <translation>Tocca a te lanciare: premi Lancia (R o Spazio).</translation>
        </message>
        <message>
            <source>{name}, your roll: press Roll (R or Space).</source>
            <translation>{name}, tocca a te lanciare: premi Lancia (R o Spazio).</translation>
        </message>
        <message>
            <source>Your colour choice ({mood}): {how}</source>
            <translation>La tua scelta del colore ({mood}): {how}</translation>
        </message>
        <message>
            <source>{name}, your colour choice ({mood}): {how}</source>
            <translation>{name}, la tua scelta del colore ({mood}): {how}</translation>
        </message>
        <message>
            <source>You make the colour choice…</source>
            <translation>Fai la scelta del colore…</translation>
        </message>
        <message>
            <source>{name} makes the colour choice…</source>
            <translation>{name} fa la scelta del colore…</translation>
        </message>
    </context>
    <context>
        <name>StatusPart</name>
        <message>
            <source>Watching the bots play. {status}</source>
            <translation>Stai guardando giocare i bot. {status}</translation>
        </message>
    </context>
    <context>
        <name>Waiting</name>
        <message>
            <source>The game is over.</source>
            <translation>La partita è finita.</translation>
        </message>
        <message>
            <source>Wait for your turn.</source>
            <translation>Aspetta il tuo turno.</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerCards</name>
        <message>
            <source>{cards} and {last}</source>
            <comment>cards' letters: 'A, T and E'</comment>
            <translation>{cards} e {last}</translation>
        </message>
        <message>
            <source>the {card} card (1 point)</source>
            <translation>la carta {card} (1 punto)</translation>
        </message>
        <message numerus="yes">
            <source>the {card} card (%n points)</source>
            <translation>
                <numerusform>la carta {card} (%n punto)</numerusform>
                <numerusform>la carta {card} (%n punti)</numerusform>
            </translation>
        </message>
        <message>
            <source>one card</source>
            <comment>under a card's two letters</comment>
            <translation>una carta</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerArrangement</name>
        <message>
            <source>Build your words first: drag cards into the word rows, leaving one to discard.</source>
            <translation>Prima forma le tue parole: trascina le carte nelle righe delle parole, lasciandone una da scartare.</translation>
        </message>
        <message>
            <source>Leave one card out of your words: going out ends with a discard.</source>
            <translation>Lascia una carta fuori dalle tue parole: si chiude con uno scarto.</translation>
        </message>
        <message>
            <source>To go out, every card but one must be in a word: {cards} are not in a word yet.</source>
            <comment>{cards}: 'A, T and E'</comment>
            <translation>Per chiudere, ogni carta tranne una deve far parte di una parola: {cards} non sono ancora in una parola.</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerConfirm</name>
        <message>
            <source>Your last turn</source>
            <comment>a window's title</comment>
            <translation>Il tuo ultimo turno</translation>
        </message>
        <message>
            <source>Discard the {card} and end your last turn?</source>
            <comment>{card}: a card's letters, such as QU</comment>
            <translation>Scartare la {card} e finire il tuo ultimo turno?</translation>
        </message>
        <message>
            <source>{cards} would stay in your hand and cost you {points} points this round. Put them in a word row to score them instead.</source>
            <comment>{cards}: cards' letters, such as A, T and E</comment>
            <translation>{cards} resterebbero in mano e ti costerebbero {points} punti in questa manche. Mettile invece in una riga delle parole per farci punti.</translation>
        </message>
        <message>
            <source>Discard and end my turn</source>
            <translation>Scarta e finisci il turno</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>Continua a giocare</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerControls</name>
        <message>
            <source>Go out</source>
            <comment>a button: lay down the words</comment>
            <translation>Chiudi</translation>
        </message>
        <message>
            <source>Back to hand</source>
            <comment>a button</comment>
            <translation>Torna in mano</translation>
        </message>
        <message>
            <source>Hint</source>
            <comment>a button</comment>
            <translation>Suggerimento</translation>
        </message>
        <message>
            <source>Show my cards</source>
            <comment>a button</comment>
            <translation>Mostra le mie carte</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <comment>a button</comment>
            <translation>Segnapunti</translation>
        </message>
        <message>
            <source>Word lists…</source>
            <comment>a button</comment>
            <translation>Elenchi di parole…</translation>
        </message>
        <message>
            <source>Take every card out of the word rows (Esc).</source>
            <translation>Togli tutte le carte dalle righe delle parole (Esc).</translation>
        </message>
        <message>
            <source>No card is in a word row.</source>
            <translation>Nessuna carta è in una riga delle parole.</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerWordCheck</name>
        <message>
            <source>Word check</source>
            <comment>a heading: look up an English word</comment>
            <translation>Verifica parola</translation>
        </message>
        <message>
            <source>Type a word</source>
            <comment>the words are English: say 'an English word'</comment>
            <translation>Scrivi una parola inglese</translation>
        </message>
        <message>
            <source>The bots wait while you type here: press Esc to play on.</source>
            <translation>I bot aspettano mentre scrivi qui: premi Esc per continuare a giocare.</translation>
        </message>
        <message>
            <source>Look a word up at any time: click here and type it.</source>
            <comment>the words are English (Quiddler's deck is): say 'an English word'</comment>
            <translation>Cerca una parola inglese quando vuoi: fai clic qui e scrivila.</translation>
        </message>
        <message>
            <source>Only letters A to Z: no spaces, hyphens or apostrophes.</source>
            <comment>the English alphabet</comment>
            <translation>Solo lettere dalla A alla Z: niente spazi, trattini o apostrofi.</translation>
        </message>
        <message>
            <source>A word needs at least 2 letters.</source>
            <translation>Una parola richiede almeno 2 lettere.</translation>
        </message>
        <message>
            <source>The word list is still loading…</source>
            <comment>the English word list</comment>
            <translation>L'elenco di parole inglesi si sta ancora caricando…</translation>
        </message>
        <message>
            <source>✔ {word} counts in this game's word list.</source>
            <comment>{word} is an English word; the list is English: say so</comment>
            <translation>✔ {word} vale nell'elenco di parole inglesi di questa partita.</translation>
        </message>
        <message>
            <source>✖ {word} is not in this game's word list.</source>
            <comment>{word} is an English word; the list is English: say so</comment>
            <translation>✖ {word} non è nell'elenco di parole inglesi di questa partita.</translation>
        </message>
        <message>
            <source>common words</source>
            <translation>parole comuni</translation>
        </message>
        <message>
            <source>standard list</source>
            <translation>elenco standard</translation>
        </message>
        <message>
            <source>full list</source>
            <translation>elenco completo</translation>
        </message>
        <message>
            <source>your own list</source>
            <translation>il tuo elenco</translation>
        </message>
        <message>
            <source>this game</source>
            <comment>the word list of this game</comment>
            <translation>questa partita</translation>
        </message>
        <message>
            <source>Type a word ({list})</source>
            <comment>the words are English: say 'an English word'; {list}: the word list's name</comment>
            <translation>Scrivi una parola inglese ({list})</translation>
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
            <translation>1 carta</translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <comment>under the draw pile</comment>
            <translation>
                <numerusform>%n carta</numerusform>
                <numerusform>%n carte</numerusform>
            </translation>
        </message>
        <message>
            <source>Discard</source>
            <comment>a caption: the discard pile</comment>
            <translation>Scarti</translation>
        </message>
        <message>
            <source>Discard: {card}</source>
            <comment>a caption: the discard pile and its top card</comment>
            <translation>Scarti: {card}</translation>
        </message>
        <message>
            <source>last turn</source>
            <comment>a seat's plate</comment>
            <translation>ultimo turno</translation>
        </message>
        <message>
            <source>lays down its words</source>
            <comment>a seat's plate</comment>
            <translation>cala le sue parole</translation>
        </message>
        <message>
            <source>1 card</source>
            <translation>1 carta</translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <translation>
                <numerusform>%n carta</numerusform>
                <numerusform>%n carte</numerusform>
            </translation>
        </message>
        <message>
            <source>no word</source>
            <translation>nessuna parola</translation>
        </message>
        <message>
            <source>drew from the pile</source>
            <comment>a seat's plate</comment>
            <translation>ha pescato dal mazzo</translation>
        </message>
        <message>
            <source>took {card}</source>
            <comment>a seat's plate: from the discard pile</comment>
            <translation>ha preso {card}</translation>
        </message>
        <message>
            <source>discarded {card}</source>
            <comment>a seat's plate</comment>
            <translation>ha scartato {card}</translation>
        </message>
        <message>
            <source>laid {words}, {cards} left</source>
            <comment>a seat's plate; {words}: English words; {cards}: '2 cards'</comment>
            <translation>ha calato {words}, restano {cards}</translation>
        </message>
        <message>
            <source>laid {words}</source>
            <comment>a seat's plate; {words}: English words</comment>
            <translation>ha calato {words}</translation>
        </message>
        <message numerus="yes">
            <source>{word}: %n letters!</source>
            <comment>{word}: an English word</comment>
            <translation>
                <numerusform>{word}: %n lettera!</numerusform>
                <numerusform>{word}: %n lettere!</numerusform>
            </translation>
        </message>
        <message>
            <source>You went out!</source>
            <translation>Hai chiuso!</translation>
        </message>
        <message>
            <source>{name} went out!</source>
            <translation>{name} ha chiuso!</translation>
        </message>
        <message>
            <source>went out</source>
            <comment>a seat's plate</comment>
            <translation>ha chiuso</translation>
        </message>
        <message numerus="yes">
            <source>%n left</source>
            <comment>a seat's plate: cards left in the hand</comment>
            <translation>
                <numerusform>resta %n</numerusform>
                <numerusform>restano %n</numerusform>
            </translation>
        </message>
        <message>
            <source>starts round {round}</source>
            <comment>a seat's plate</comment>
            <translation>inizia la manche {round}</translation>
        </message>
        <message>
            <source>waits for your word check</source>
            <comment>a seat's plate</comment>
            <translation>aspetta la tua verifica parola</translation>
        </message>
        <message>
            <source>thinking…</source>
            <comment>a seat's plate</comment>
            <translation>sta pensando…</translation>
        </message>
        <message>
            <source>playing</source>
            <comment>a seat's plate</comment>
            <translation>sta giocando</translation>
        </message>
        <message>
            <source>The discard pile: {card} on top.</source>
            <translation>La pila degli scarti: {card} in cima.</translation>
        </message>
        <message>
            <source>The draw pile: {cards} face down.</source>
            <comment>{cards}: '40 cards'</comment>
            <translation>Il mazzo di pesca: {cards} coperte.</translation>
        </message>
        <message>
            <source>{card}: drag to a word row, to another place in your hand, or to the discard pile; double-click to discard.</source>
            <translation>{card}: trascinala in una riga delle parole, in un altro punto della mano o sulla pila degli scarti; doppio clic per scartarla.</translation>
        </message>
        <message>
            <source>The game is over:
a shared win.</source>
            <translation>La partita è finita:
vittoria condivisa.</translation>
        </message>
        <message>
            <source>The game is over.
{winner}</source>
            <comment>{winner}: who won with how many points</comment>
            <translation>La partita è finita.
{winner}</translation>
        </message>
        <message>
            <source>Round {round} of 8 · {cards} dealt
{dealer} dealt</source>
            <comment>{cards}: '3 cards'; {dealer}: a name</comment>
            <translation>Manche {round} di 8 · {cards} distribuite
ha distribuito {dealer}</translation>
        </message>
        <message>
            <source>Watching the bots play: every move is in the game log.</source>
            <translation>Stai guardando giocare i bot: ogni mossa è nel registro della partita.</translation>
        </message>
        <message>
            <source>The bots' game is over.</source>
            <translation>La partita dei bot è finita.</translation>
        </message>
        <message>
            <source>nowhere</source>
            <comment>where a card is dropped</comment>
            <translation>da nessuna parte</translation>
        </message>
        <message>
            <source>row {number}</source>
            <comment>a word row</comment>
            <translation>riga {number}</translation>
        </message>
        <message>
            <source>your hand</source>
            <translation>la tua mano</translation>
        </message>
        <message>
            <source>the discard pile</source>
            <translation>la pila degli scarti</translation>
        </message>
        <message>
            <source>the draw pile</source>
            <translation>il mazzo di pesca</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerFinale</name>
        <message>
            <source>Your last turn: you lay down {words} and keep 1 card.</source>
            <comment>{words}: English words</comment>
            <translation>Il tuo ultimo turno: cali {words} e tieni 1 carta.</translation>
        </message>
        <message numerus="yes">
            <source>Your last turn: you lay down {words} and keep %n cards.</source>
            <comment>{words}: English words</comment>
            <translation>
                <numerusform>Il tuo ultimo turno: cali {words} e tieni %n carta.</numerusform>
                <numerusform>Il tuo ultimo turno: cali {words} e tieni %n carte.</numerusform>
            </translation>
        </message>
        <message>
            <source>Your last turn: you lay down {words}.</source>
            <comment>{words}: English words</comment>
            <translation>Il tuo ultimo turno: cali {words}.</translation>
        </message>
        <message>
            <source>{name}'s last turn: {name} lays down {words} and keeps 1 card.</source>
            <comment>{words}: English words</comment>
            <translation>Ultimo turno di {name}: {name} cala {words} e tiene 1 carta.</translation>
        </message>
        <message numerus="yes">
            <source>{name}'s last turn: {name} lays down {words} and keeps %n cards.</source>
            <comment>{words}: English words</comment>
            <translation>
                <numerusform>Ultimo turno di {name}: {name} cala {words} e tiene %n carta.</numerusform>
                <numerusform>Ultimo turno di {name}: {name} cala {words} e tiene %n carte.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}'s last turn: {name} lays down {words}.</source>
            <comment>{words}: English words</comment>
            <translation>Ultimo turno di {name}: {name} cala {words}.</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerView</name>
        <message>
            <source>The word list could not be loaded: {why}</source>
            <translation>Impossibile caricare l'elenco di parole: {why}</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerHint</name>
        <message>
            <source>Looking for the best play…</source>
            <translation>Cerco la giocata migliore…</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerMoment</name>
        <message>
            <source>Lay down your words and discard the last card (G).</source>
            <translation>Cala le tue parole e scarta l'ultima carta (G).</translation>
        </message>
        <message>
            <source>You can go out on your turn.</source>
            <translation>Nel tuo turno puoi chiudere.</translation>
        </message>
        <message>
            <source>Draw a card first: click the draw pile or the discard pile.</source>
            <translation>Prima pesca una carta: fai clic sul mazzo di pesca o sulla pila degli scarti.</translation>
        </message>
        <message>
            <source>Going out on your first turn of a round is not allowed in this game.</source>
            <translation>In questa partita non si può chiudere al proprio primo turno di una manche.</translation>
        </message>
        <message>
            <source>The solver's best play for your cards (H).</source>
            <translation>La giocata migliore del risolutore per le tue carte (H).</translation>
        </message>
        <message>
            <source>Hints are for your turn.</source>
            <translation>I suggerimenti sono per il tuo turno.</translation>
        </message>
        <message>
            <source>The game is over: a shared win.</source>
            <translation>La partita è finita: vittoria condivisa.</translation>
        </message>
        <message>
            <source>Round {round} starts when you press Continue.</source>
            <translation>La manche {round} inizia quando premi Continua.</translation>
        </message>
        <message>
            <source>{name} waits while you check a word: press Esc or click the table to play on.</source>
            <translation>{name} aspetta mentre verifichi una parola: premi Esc o fai clic sul tavolo per continuare a giocare.</translation>
        </message>
        <message>
            <source>Round {round} of {rounds}</source>
            <translation>Manche {round} di {rounds}</translation>
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
            <translation>Pesca dal mazzo di pesca</translation>
        </message>
        <message>
            <source>T</source>
            <translation>T</translation>
        </message>
        <message>
            <source>Take the top card of the discard pile</source>
            <translation>Prendi la carta in cima alla pila degli scarti</translation>
        </message>
        <message>
            <source>Left / Right</source>
            <translation>Sinistra / Destra</translation>
        </message>
        <message>
            <source>Pick one of your cards</source>
            <translation>Scegli una delle tue carte</translation>
        </message>
        <message>
            <source>Shift+Left / Right</source>
            <translation>Maiusc+Sinistra / Destra</translation>
        </message>
        <message>
            <source>Move the picked card along the hand or its word row</source>
            <translation>Sposta la carta scelta lungo la mano o la sua riga delle parole</translation>
        </message>
        <message>
            <source>1 to 5</source>
            <translation>Da 1 a 5</translation>
        </message>
        <message>
            <source>Put the picked card at the end of that word row</source>
            <translation>Metti la carta scelta alla fine di quella riga delle parole</translation>
        </message>
        <message>
            <source>0 or Backspace</source>
            <translation>0 o Backspace</translation>
        </message>
        <message>
            <source>Take the picked card back to your hand</source>
            <translation>Riporta in mano la carta scelta</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Canc</translation>
        </message>
        <message>
            <source>Discard the picked card: this ends your turn (Enter never does)</source>
            <translation>Scarta la carta scelta: così finisce il tuo turno (Invio non lo fa mai)</translation>
        </message>
        <message>
            <source>G</source>
            <translation>G</translation>
        </message>
        <message>
            <source>Go out: lay down the words in the rows and discard the card left</source>
            <translation>Chiudi: cala le parole nelle righe e scarta la carta rimasta</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Take every card out of the word rows; in the word check, close it</source>
            <translation>Togli tutte le carte dalle righe delle parole; nella verifica parola, la chiude</translation>
        </message>
        <message>
            <source>H</source>
            <translation>H</translation>
        </message>
        <message>
            <source>Hint: the solver's best play for your cards</source>
            <translation>Suggerimento: la giocata migliore del risolutore per le tue carte</translation>
        </message>
        <message>
            <source>S</source>
            <translation>S</translation>
        </message>
        <message>
            <source>Show or hide the score sheet</source>
            <translation>Mostra o nascondi il foglio segnapunti</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerInput</name>
        <message>
            <source>Wait for your turn.</source>
            <translation>Aspetta il tuo turno.</translation>
        </message>
        <message>
            <source>You have drawn already: to discard, drag a card onto the discard pile or double-click it.</source>
            <translation>Hai già pescato: per scartare, trascina una carta sulla pila degli scarti o fai doppio clic su di essa.</translation>
        </message>
        <message>
            <source>You have drawn already: now discard a card, or go out.</source>
            <translation>Hai già pescato: ora scarta una carta, oppure chiudi.</translation>
        </message>
        <message>
            <source>The draw pile is empty.</source>
            <translation>Il mazzo di pesca è vuoto.</translation>
        </message>
        <message>
            <source>The discard pile is empty.</source>
            <translation>La pila degli scarti è vuota.</translation>
        </message>
        <message>
            <source>Draw a card first: click the draw pile or the discard pile.</source>
            <translation>Prima pesca una carta: fai clic sul mazzo di pesca o sulla pila degli scarti.</translation>
        </message>
        <message>
            <source>Your last turn: discarding the {card} leaves {cards} in your hand, {points} points against you. Confirm or keep playing.</source>
            <comment>{card}: a card's letters; {cards}: 'A, T and E'</comment>
            <translation>Il tuo ultimo turno: scartando la {card} ti restano in mano {cards}, {points} punti contro di te. Conferma o continua a giocare.</translation>
        </message>
        <message>
            <source>{problem}: take its cards out of the row (they count against you) or make it a word, then discard.</source>
            <comment>{problem}: why a row is not a word, without its full stop</comment>
            <translation>{problem}: togli le sue carte dalla riga (contano contro di te) o forma una parola, poi scarta.</translation>
        </message>
        <message>
            <source>A card never goes back on the draw pile: to discard it, drag it to the discard pile or double-click it.</source>
            <translation>Una carta non torna mai sul mazzo di pesca: per scartarla, trascinala sulla pila degli scarti o fai doppio clic su di essa.</translation>
        </message>
        <message>
            <source>Enter does not discard: press Delete to discard the {card} and end your turn.</source>
            <translation>Invio non scarta: premi Canc per scartare la {card} e finire il turno.</translation>
        </message>
        <message>
            <source>{card} picked: 1 to 5 put it in a word row, 0 back in the hand, Shift+arrows move it, Delete discards it and ends your turn.</source>
            <translation>{card} scelta: da 1 a 5 la metti in una riga delle parole, 0 la riporta in mano, Maiusc+frecce la spostano, Canc la scarta e finisce il turno.</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerRows</name>
        <message>
            <source>The word list is still loading</source>
            <translation>L'elenco di parole si sta ancora caricando</translation>
        </message>
        <message>
            <source>Not in the word list</source>
            <translation>Non è nell'elenco di parole</translation>
        </message>
        <message>
            <source>A word needs at least 2 cards</source>
            <translation>Una parola richiede almeno 2 carte</translation>
        </message>
        <message>
            <source>{word} · {points} points</source>
            <comment>{word}: an English word</comment>
            <translation>{word} · {points} punti</translation>
        </message>
        <message>
            <source>Drag cards here to build a word</source>
            <comment>an English word</comment>
            <translation>Trascina qui le carte per formare una parola inglese</translation>
        </message>
        <message>
            <source>Drag cards here for another word</source>
            <translation>Trascina qui le carte per un'altra parola</translation>
        </message>
        <message>
            <source>{points} points</source>
            <translation>{points} punti</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerPrinting</name>
        <message>
            <source>The printer could not be opened.</source>
            <translation>Impossibile aprire la stampante.</translation>
        </message>
        <message>
            <source>Quiddler — score summary</source>
            <translation>Quiddler — riepilogo dei punteggi</translation>
        </message>
        <message>
            <source>Game in progress: round {round} of {rounds}.</source>
            <translation>Partita in corso: manche {round} di {rounds}.</translation>
        </message>
        <message>
            <source>{name} ({kind}): {points} points — {details}  ★ winner</source>
            <comment>{kind}: person or bot</comment>
            <translation>{name} ({kind}): {points} punti — {details}  ★ vincitore</translation>
        </message>
        <message>
            <source>{name} ({kind}): {points} points — {details}</source>
            <comment>{kind}: person or bot</comment>
            <translation>{name} ({kind}): {points} punti — {details}</translation>
        </message>
        <message>
            <source>Best word: {best}</source>
            <translation>Parola migliore: {best}</translation>
        </message>
        <message>
            <source>{name}: {words}; left {left}; {bonuses} — {points}, total {total}</source>
            <comment>a player's round: words, cards left, bonuses, score</comment>
            <translation>{name}: {words}; in mano {left}; {bonuses} — {points}, totale {total}</translation>
        </message>
        <message>
            <source>{name}: {words}; left {left} — {points}, total {total}</source>
            <comment>a player's round: words, cards left, score</comment>
            <translation>{name}: {words}; in mano {left} — {points}, totale {total}</translation>
        </message>
        <message>
            <source>No round has been played to the end yet.</source>
            <translation>Nessuna manche è ancora stata giocata fino alla fine.</translation>
        </message>
        <message>
            <source>{name} {points}</source>
            <comment>a chart's label: a name and the total</comment>
            <translation>{name} {points}</translation>
        </message>
        <message>
            <source>Running totals, round by round</source>
            <translation>Totali progressivi, manche per manche</translation>
        </message>
        <message>
            <source>round</source>
            <comment>the chart's axis: round by round</comment>
            <translation>manche</translation>
        </message>
    </context>
    <context>
        <name>QuiddlerSummary</name>
        <message>
            <source>longest word +10</source>
            <translation>parola più lunga +10</translation>
        </message>
        <message>
            <source>most words +10</source>
            <translation>più parole +10</translation>
        </message>
        <message>
            <source>no word</source>
            <translation>nessuna parola</translation>
        </message>
        <message>
            <source>{word} ({points})</source>
            <comment>an English word and its points</comment>
            <translation>{word} ({points})</translation>
        </message>
        <message>
            <source>none</source>
            <comment>no cards left in the hand</comment>
            <translation>nessuna</translation>
        </message>
        <message>
            <source>{cards} (−{points})</source>
            <comment>cards left in the hand and what they cost</comment>
            <translation>{cards} (−{points})</translation>
        </message>
        <message>
            <source>Close</source>
            <comment>a button</comment>
            <translation>Chiudi</translation>
        </message>
        <message>
            <source>Continue</source>
            <comment>a button: the next round</comment>
            <translation>Continua</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <comment>a button</comment>
            <translation>Segnapunti</translation>
        </message>
        <message>
            <source>Player</source>
            <comment>a column</comment>
            <translation>Giocatore</translation>
        </message>
        <message>
            <source>Words</source>
            <comment>a column</comment>
            <translation>Parole</translation>
        </message>
        <message>
            <source>Left</source>
            <comment>a column: cards left in the hand</comment>
            <translation>In mano</translation>
        </message>
        <message>
            <source>Bonuses</source>
            <comment>a column</comment>
            <translation>Bonus</translation>
        </message>
        <message>
            <source>Round</source>
            <comment>a column: the round's score</comment>
            <translation>Manche</translation>
        </message>
        <message>
            <source>Total</source>
            <comment>a column</comment>
            <translation>Totale</translation>
        </message>
        <message>
            <source>{name} (went out)</source>
            <translation>{name} (ha chiuso)</translation>
        </message>
        <message>
            <source>No bonus this round: a tie for a bonus means nobody gets it.</source>
            <translation>Nessun bonus in questa manche: a parità per un bonus, nessuno lo riceve.</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <comment>a heading</comment>
            <translation>Foglio segnapunti</translation>
        </message>
        <message>
            <source>Round</source>
            <comment>a column: the round</comment>
            <translation>Manche</translation>
        </message>
        <message>
            <source>{round} · {cards} cards (now)</source>
            <comment>a round and its cards dealt, being played</comment>
            <translation>{round} · {cards} carte (in corso)</translation>
        </message>
        <message>
            <source>{round} · {cards} cards</source>
            <comment>a round and its cards dealt</comment>
            <translation>{round} · {cards} carte</translation>
        </message>
        <message>
            <source>Total</source>
            <comment>a row</comment>
            <translation>Totale</translation>
        </message>
        <message>
            <source>Final</source>
            <comment>a row: the final scores</comment>
            <translation>Finale</translation>
        </message>
        <message>
            <source>winner: {points}</source>
            <translation>vincitore: {points}</translation>
        </message>
        <message>
            <source>Each cell: the round's score as played, then the running total (never below zero). ★ went out first.</source>
            <translation>Ogni casella: il punteggio della manche come è stato giocato, poi il totale progressivo (mai sotto zero). ★ ha chiuso per primo.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>La partita è finita.</translation>
        </message>
        <message>
            <source>went out {outs}×, 1 bonus</source>
            <translation>ha chiuso {outs}×, 1 bonus</translation>
        </message>
        <message numerus="yes">
            <source>went out {outs}×, %n bonuses</source>
            <translation>
                <numerusform>ha chiuso {outs}×, %n bonus</numerusform>
                <numerusform>ha chiuso {outs}×, %n bonus</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}: {word}, {points} points (round {round})</source>
            <comment>the best word; {word}: an English word</comment>
            <translation>{name}: {word}, {points} punti (manche {round})</translation>
        </message>
        <message>
            <source>No word was laid down.</source>
            <translation>Non è stata calata nessuna parola.</translation>
        </message>
        <message>
            <source>Best round: {name}, {points} in round {round}.</source>
            <translation>Manche migliore: {name}, {points} nella manche {round}.</translation>
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
            <translation>Casella morta: qui non potrà mai andare nessuna tessera. Le sue linee non ammettono nessuna tessera, oppure tutte le copie delle tessere ammesse sono già sul tavolo.</translation>
        </message>
        <message>
            <source>Table</source>
            <comment>the table the tiles lie on</comment>
            <translation>Tavolo</translation>
        </message>
    </context>
    <context>
        <name>QwirkleControls</name>
        <message>
            <source>Confirm</source>
            <translation>Conferma</translation>
        </message>
        <message>
            <source>Return tiles</source>
            <translation>Riprendi le tessere</translation>
        </message>
        <message>
            <source>Exchange</source>
            <comment>a button: swap tiles</comment>
            <translation>Scambia</translation>
        </message>
        <message>
            <source>Hint</source>
            <comment>a button: show a good move</comment>
            <translation>Suggerimento</translation>
        </message>
        <message>
            <source>Pass</source>
            <comment>a button: pass the turn</comment>
            <translation>Passa</translation>
        </message>
        <message>
            <source>{headline} {detail}</source>
            <comment>a heading and the sentence under it</comment>
            <translation>{headline} {detail}</translation>
        </message>
        <message>
            <source>Practice game</source>
            <translation>Partita di allenamento</translation>
        </message>
        <message>
            <source>A move was undone after you had seen what came next, so this game counts as practice in your records.</source>
            <translation>Una mossa è stata annullata dopo che avevi visto cosa veniva dopo, quindi nelle tue statistiche questa partita conta come allenamento.</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Annulla</translation>
        </message>
        <message>
            <source>Zoom out (-)</source>
            <translation>Riduci (-)</translation>
        </message>
        <message>
            <source>Fit</source>
            <comment>a button: fit the table</comment>
            <translation>Adatta</translation>
        </message>
        <message>
            <source>Show the whole table (0)</source>
            <translation>Mostra tutto il tavolo (0)</translation>
        </message>
        <message>
            <source>Zoom in (+)</source>
            <translation>Ingrandisci (+)</translation>
        </message>
        <message>
            <source>Unseen tiles</source>
            <translation>Tessere non viste</translation>
        </message>
        <message>
            <source>Show or hide how many copies of each tile you haven't seen yet (U).</source>
            <translation>Mostra o nascondi quante copie di ogni tessera non hai ancora visto (U).</translation>
        </message>
        <message>
            <source>Play this move (Enter).</source>
            <translation>Gioca questa mossa (Invio).</translation>
        </message>
        <message>
            <source>Return this turn's tiles to your rack (Esc).</source>
            <translation>Riporta nel leggio le tessere di questo turno (Esc).</translation>
        </message>
        <message>
            <source>No tile placed this turn, so none to return.</source>
            <translation>In questo turno non hai posato nessuna tessera, quindi non c'è niente da riprendere.</translation>
        </message>
        <message>
            <source>Stop picking tiles to exchange (X).</source>
            <translation>Smetti di scegliere tessere da scambiare (X).</translation>
        </message>
        <message>
            <source>Swap some of your tiles for new ones from the bag instead of placing (X).</source>
            <translation>Scambia alcune tue tessere con altre nuove dal sacchetto invece di posare (X).</translation>
        </message>
        <message>
            <source>Lay out the hinted move (H); your tiles on the table go back to the rack first.</source>
            <translation>Posa la mossa suggerita (H); prima le tue tessere sul tavolo tornano nel leggio.</translation>
        </message>
        <message>
            <source>Show a good move as faint tiles on the table (H).</source>
            <translation>Mostra una buona mossa con tessere trasparenti sul tavolo (H).</translation>
        </message>
        <message>
            <source>Looking for a good move...</source>
            <translation>Cerco una buona mossa...</translation>
        </message>
        <message>
            <source>Hints are for your turn.</source>
            <translation>I suggerimenti sono per il tuo turno.</translation>
        </message>
        <message>
            <source>No tile fits and the bag is empty: pass your turn (P).</source>
            <translation>Nessuna tessera ci sta e il sacchetto è vuoto: passa il turno (P).</translation>
        </message>
        <message>
            <source>Wait for your turn.</source>
            <translation>Aspetta il tuo turno.</translation>
        </message>
        <message>
            <source>Cancel exchange</source>
            <translation>Annulla scambio</translation>
        </message>
        <message>
            <source>Place the hint</source>
            <translation>Posa il suggerimento</translation>
        </message>
    </context>
    <context>
        <name>QwirkleGameView</name>
        <message>
            <source>The move was refused.</source>
            <translation>La mossa è stata rifiutata.</translation>
        </message>
        <message>
            <source>Watching the bots play</source>
            <translation>Stai guardando giocare i bot</translation>
        </message>
        <message>
            <source>Each move appears on the table and in the game log. Zoom with + and −.</source>
            <translation>Ogni mossa compare sul tavolo e nel registro della partita. Ingrandisci e riduci con + e −.</translation>
        </message>
        <message>
            <source>The bots' game is over.</source>
            <translation>La partita dei bot è finita.</translation>
        </message>
        <message>
            <source>The final table stays on show.</source>
            <translation>Il tavolo finale resta visibile.</translation>
        </message>
    </context>
    <context>
        <name>HintDisplay</name>
        <message>
            <source>Hint: click to lay out this move.</source>
            <translation>Suggerimento: fai clic per posare questa mossa.</translation>
        </message>
        <message>
            <source>{hint} Your own tiles stay until then.</source>
            <comment>{hint}: what the hint advises, a whole sentence</comment>
            <translation>{hint} Fino ad allora le tue tessere restano dove sono.</translation>
        </message>
    </context>
    <context>
        <name>QwirkleHint</name>
        <message>
            <source>Hint laid out: this move scores 1 point. Press Confirm (Enter) to play it, or Return tiles (Esc).</source>
            <translation>Suggerimento posato: questa mossa fa 1 punto. Premi Conferma (Invio) per giocarla, o Riprendi le tessere (Esc).</translation>
        </message>
        <message numerus="yes">
            <source>Hint laid out: this move scores %n points. Press Confirm (Enter) to play it, or Return tiles (Esc).</source>
            <translation>
                <numerusform>Suggerimento posato: questa mossa fa %n punto. Premi Conferma (Invio) per giocarla, o Riprendi le tessere (Esc).</numerusform>
                <numerusform>Suggerimento posato: questa mossa fa %n punti. Premi Conferma (Invio) per giocarla, o Riprendi le tessere (Esc).</numerusform>
            </translation>
        </message>
        <message>
            <source>Looking for a good move...</source>
            <translation>Cerco una buona mossa...</translation>
        </message>
        <message>
            <source>Hint: no placement is worth much; exchange the marked tiles with Confirm (Enter).</source>
            <translation>Suggerimento: nessuna posa vale molto; scambia le tessere segnate con Conferma (Invio).</translation>
        </message>
        <message>
            <source>Hint: no tile fits and the bag is empty, so pass (P).</source>
            <translation>Suggerimento: nessuna tessera ci sta e il sacchetto è vuoto, quindi passa (P).</translation>
        </message>
    </context>
    <context>
        <name>QwirkleKeys</name>
        <message>
            <source>1 to 6</source>
            <translation>Da 1 a 6</translation>
        </message>
        <message>
            <source>Pick up that tile of your rack</source>
            <translation>Prendi quella tessera del leggio</translation>
        </message>
        <message>
            <source>Left / Right</source>
            <translation>Sinistra / Destra</translation>
        </message>
        <message>
            <source>Move along your rack; with a tile picked, move the cursor on the table</source>
            <translation>Muoviti lungo il leggio; con una tessera presa, sposta il cursore sul tavolo</translation>
        </message>
        <message>
            <source>Up / Down</source>
            <translation>Su / Giù</translation>
        </message>
        <message>
            <source>With a tile picked, move the cursor on the table</source>
            <translation>Con una tessera presa, sposta il cursore sul tavolo</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Spazio</translation>
        </message>
        <message>
            <source>Pick up the tile under the rack cursor, or lay the picked tile at the table cursor</source>
            <translation>Prendi la tessera sotto il cursore del leggio, o posa la tessera presa al cursore del tavolo</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Invio</translation>
        </message>
        <message>
            <source>Lay the picked tile at the cursor, or confirm this move</source>
            <translation>Posa la tessera presa al cursore, o conferma questa mossa</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Put the picked tile down, or return this turn's tiles to the rack</source>
            <translation>Rimetti giù la tessera presa, o riporta nel leggio le tessere di questo turno</translation>
        </message>
        <message>
            <source>Backspace</source>
            <translation>Backspace</translation>
        </message>
        <message>
            <source>Return the last tile laid this turn</source>
            <translation>Riprendi l'ultima tessera posata in questo turno</translation>
        </message>
        <message>
            <source>Exchange tiles (or stop picking tiles to exchange)</source>
            <translation>Scambia tessere (o smetti di scegliere tessere da scambiare)</translation>
        </message>
        <message>
            <source>Hint: show a good move as faint tiles; H again lays it out</source>
            <translation>Suggerimento: mostra una buona mossa con tessere trasparenti; premi di nuovo H per posarla</translation>
        </message>
        <message>
            <source>Pass (only when no tile fits and the bag is empty)</source>
            <translation>Passa (solo quando nessuna tessera ci sta e il sacchetto è vuoto)</translation>
        </message>
        <message>
            <source>Show or hide the unseen tiles</source>
            <translation>Mostra o nascondi le tessere non viste</translation>
        </message>
        <message>
            <source>Zoom in, zoom out, fit the whole table</source>
            <translation>Ingrandisci, riduci, adatta tutto il tavolo</translation>
        </message>
    </context>
    <context>
        <name>QwirkleInput</name>
        <message>
            <source>Pick a tile from your rack first, then click a cell.</source>
            <translation>Prima prendi una tessera dal leggio, poi fai clic su una casella.</translation>
        </message>
        <message>
            <source>You are picking tiles to exchange: click tiles in your rack, or press Esc to cancel.</source>
            <translation>Stai scegliendo tessere da scambiare: fai clic sulle tessere del leggio, o premi Esc per annullare.</translation>
        </message>
    </context>
    <context>
        <name>QwirkleMoment</name>
        <message>
            <source>Tiles you have not seen yet: in the bag or in other players' hands</source>
            <translation>Tessere che non hai ancora visto: nel sacchetto o in mano agli altri giocatori</translation>
        </message>
        <message>
            <source>Tiles not on the table yet: in the bag or in the players' hands</source>
            <translation>Tessere non ancora sul tavolo: nel sacchetto o in mano ai giocatori</translation>
        </message>
        <message>
            <source>Tiles not on the table yet: in the bag or in the bots' hands</source>
            <translation>Tessere non ancora sul tavolo: nel sacchetto o in mano ai bot</translation>
        </message>
        <message>
            <source>You can exchange tiles on your turn.</source>
            <translation>Puoi scambiare tessere nel tuo turno.</translation>
        </message>
        <message>
            <source>Exchange needs tiles in the bag: the bag is empty.</source>
            <translation>Per scambiare servono tessere nel sacchetto: il sacchetto è vuoto.</translation>
        </message>
        <message>
            <source>No exchange on the first move: the starter must play their largest group, {tiles}, as one line on the empty table.</source>
            <translation>Alla prima mossa non si scambia: chi inizia deve giocare il suo gruppo più grande, {tiles}, come una sola linea sul tavolo vuoto.</translation>
        </message>
        <message>
            <source>1 tile</source>
            <translation>1 tessera</translation>
        </message>
        <message numerus="yes">
            <source>%n tiles</source>
            <translation>
                <numerusform>%n tessera</numerusform>
                <numerusform>%n tessere</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>QwirklePlacement</name>
        <message>
            <source>It is not your turn.</source>
            <translation>Non è il tuo turno.</translation>
        </message>
        <message>
            <source>Finish or cancel the exchange first.</source>
            <translation>Prima finisci o annulla lo scambio.</translation>
        </message>
        <message>
            <source>That cell already holds a tile.</source>
            <translation>Quella casella contiene già una tessera.</translation>
        </message>
        <message>
            <source>Pick the tiles to exchange first (click them in your rack).</source>
            <translation>Prima scegli le tessere da scambiare (fai clic su di esse nel leggio).</translation>
        </message>
        <message>
            <source>You can exchange at most 1 tile: only 1 left in the bag.</source>
            <translation>Puoi scambiare al massimo 1 tessera: nel sacchetto ne resta solo 1.</translation>
        </message>
        <message numerus="yes">
            <source>You can exchange at most %n tiles: only %n left in the bag.</source>
            <translation>
                <numerusform>Puoi scambiare al massimo %n tessera: nel sacchetto ne resta solo %n.</numerusform>
                <numerusform>Puoi scambiare al massimo %n tessere: nel sacchetto ne restano solo %n.</numerusform>
            </translation>
        </message>
        <message>
            <source>Place at least one tile first.</source>
            <translation>Prima posa almeno una tessera.</translation>
        </message>
        <message>
            <source>Fill the gap at the marked cell between your tiles, then press Confirm (Enter).</source>
            <translation>Riempi il vuoto nella casella segnata tra le tue tessere, poi premi Conferma (Invio).</translation>
        </message>
        <message numerus="yes">
            <source>Fill the gap at the %n marked cells between your tiles, then press Confirm (Enter).</source>
            <translation>
                <numerusform>Riempi il vuoto nella %n casella segnata tra le tue tessere, poi premi Conferma (Invio).</numerusform>
                <numerusform>Riempi il vuoto nelle %n caselle segnate tra le tue tessere, poi premi Conferma (Invio).</numerusform>
            </translation>
        </message>
        <message>
            <source>Pick a tile from your rack first.</source>
            <translation>Prima prendi una tessera dal leggio.</translation>
        </message>
        <message>
            <source>Only tiles placed this turn can be moved.</source>
            <translation>Si possono spostare solo le tessere posate in questo turno.</translation>
        </message>
    </context>
    <context>
        <name>QwirklePrinting</name>
        <message>
            <source>The printer could not be opened.</source>
            <translation>Impossibile aprire la stampante.</translation>
        </message>
        <message>
            <source>Qwirkle: score summary</source>
            <translation>Qwirkle: riepilogo dei punteggi</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Giocatore</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>Posto</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Punteggio</translation>
        </message>
        <message>
            <source>Qwirkles</source>
            <translation>Qwirkle</translation>
        </message>
        <message>
            <source>Exchanges</source>
            <translation>Scambi</translation>
        </message>
        <message>
            <source>{name} (winner)</source>
            <translation>{name} (vincitore)</translation>
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
            <translation>Punteggio per turno</translation>
        </message>
        <message>
            <source>turn</source>
            <comment>the chart's axis: turn 1, 2, 3...</comment>
            <translation>turno</translation>
        </message>
        <message>
            <source>The final board</source>
            <translation>Il tavolo finale</translation>
        </message>
        <message>
            <source>Best moves</source>
            <translation>Mosse migliori</translation>
        </message>
    </context>
    <context>
        <name>QwirkleRack</name>
        <message>
            <source>Your rack</source>
            <translation>Il tuo leggio</translation>
        </message>
        <message>
            <source>This hand is hidden until its player takes the screen.</source>
            <translation>Questa mano resta nascosta finché il suo giocatore non prende lo schermo.</translation>
        </message>
        <message>
            <source>Your tiles: {tiles}</source>
            <translation>Le tue tessere: {tiles}</translation>
        </message>
    </context>
    <context>
        <name>QwirkleSummary</name>
        <message>
            <source>1 tile</source>
            <translation>1 tessera</translation>
        </message>
        <message numerus="yes">
            <source>%n tiles</source>
            <translation>
                <numerusform>%n tessera</numerusform>
                <numerusform>%n tessere</numerusform>
            </translation>
        </message>
        <message>
            <source>1 point</source>
            <translation>1 punto</translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>%n punto</numerusform>
                <numerusform>%n punti</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}: {tiles}, {points}, Qwirkle! (move {turn})</source>
            <translation>{name}: {tiles}, {points}, Qwirkle! (mossa {turn})</translation>
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
            <translation>{name}: {tiles}, {points}, {qwirkles} (mossa {turn})</translation>
        </message>
        <message>
            <source>{name}: {tiles}, {points} (move {turn})</source>
            <translation>{name}: {tiles}, {points} (mossa {turn})</translation>
        </message>
        <message>
            <source>{facts}, {fact}</source>
            <comment>a list of short facts about a player</comment>
            <translation>{facts}, {fact}</translation>
        </message>
        <message>
            <source>The game is not over yet.</source>
            <translation>La partita non è ancora finita.</translation>
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
            <translation>+6 bonus finale</translation>
        </message>
        <message>
            <source>1 hint</source>
            <translation>1 suggerimento</translation>
        </message>
        <message numerus="yes">
            <source>%n hints</source>
            <translation>
                <numerusform>%n suggerimento</numerusform>
                <numerusform>%n suggerimenti</numerusform>
            </translation>
        </message>
        <message>
            <source>No tiles were placed.</source>
            <translation>Non è stata posata nessuna tessera.</translation>
        </message>
        <message>
            <source>{moves} moves, 1 Qwirkle in all.</source>
            <translation>{moves} mosse, 1 Qwirkle in tutto.</translation>
        </message>
        <message numerus="yes">
            <source>{moves} moves, %n Qwirkles in all.</source>
            <translation>
                <numerusform>{moves} mosse, %n Qwirkle in tutto.</numerusform>
                <numerusform>{moves} mosse, %n Qwirkle in tutto.</numerusform>
            </translation>
        </message>
        <message>
            <source>A practice game: a move was undone after the tiles drawn since had been seen.</source>
            <translation>Una partita di allenamento: una mossa è stata annullata dopo che le tessere pescate nel frattempo erano state viste.</translation>
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
            <translation>G</translation>
        </message>
        <message>
            <source>G</source>
            <comment>the initial of green, painted on a tile</comment>
            <translation>V</translation>
        </message>
        <message>
            <source>B</source>
            <comment>the initial of blue, painted on a tile</comment>
            <translation>B</translation>
        </message>
        <message>
            <source>P</source>
            <comment>the initial of purple, painted on a tile</comment>
            <translation>Vi</translation>
        </message>
    </context>
    <context>
        <name>QwirkleTracker</name>
        <message>
            <source>Unseen tiles</source>
            <translation>Tessere non viste</translation>
        </message>
        <message numerus="yes">
            <source>%n tiles unseen (in the bag or in other players' hands). All copies visible: {tiles}.</source>
            <translation>
                <numerusform>%n tessera non vista (nel sacchetto o in mano agli altri giocatori). Tutte le copie visibili: {tiles}.</numerusform>
                <numerusform>%n tessere non viste (nel sacchetto o in mano agli altri giocatori). Tutte le copie visibili: {tiles}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tiles unseen (in the bag or in other players' hands).</source>
            <translation>
                <numerusform>%n tessera non vista (nel sacchetto o in mano agli altri giocatori).</numerusform>
                <numerusform>%n tessere non viste (nel sacchetto o in mano agli altri giocatori).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>QwirkleTurnWords</name>
        <message>
            <source>The {tile} fits nowhere next to this turn's tiles: pick another tile, or press Confirm (Enter).</source>
            <translation>La tessera {tile} non ci sta da nessuna parte accanto alle tessere di questo turno: scegli un'altra tessera, o premi Conferma (Invio).</translation>
        </message>
        <message>
            <source>The {tile} fits nowhere next to this turn's tiles: pick another tile, or exchange (X).</source>
            <translation>La tessera {tile} non ci sta da nessuna parte accanto alle tessere di questo turno: scegli un'altra tessera, o scambia (X).</translation>
        </message>
        <message>
            <source>The {tile} fits nowhere on the table: pick another tile, or exchange (X).</source>
            <translation>La tessera {tile} non ci sta da nessuna parte sul tavolo: scegli un'altra tessera, o scambia (X).</translation>
        </message>
        <message>
            <source>Exchange: click the tiles to swap, then press Confirm (Enter). Esc cancels.</source>
            <translation>Scambio: fai clic sulle tessere da scambiare, poi premi Conferma (Invio). Esc annulla.</translation>
        </message>
        <message>
            <source>Place the {tile} on a highlighted cell: click it, or use the arrow keys and Space.</source>
            <translation>Posa la tessera {tile} su una casella evidenziata: fai clic su di essa, o usa i tasti freccia e Spazio.</translation>
        </message>
        <message numerus="yes">
            <source>This move: %n points. Press Confirm (Enter), or Return tiles (Esc).</source>
            <translation>
                <numerusform>Questa mossa: %n punto. Premi Conferma (Invio), o Riprendi le tessere (Esc).</numerusform>
                <numerusform>Questa mossa: %n punti. Premi Conferma (Invio), o Riprendi le tessere (Esc).</numerusform>
            </translation>
        </message>
        <message>
            <source>Exchange: 1 tile marked</source>
            <translation>Scambio: 1 tessera segnata</translation>
        </message>
        <message numerus="yes">
            <source>Exchange: %n tiles marked</source>
            <translation>
                <numerusform>Scambio: %n tessera segnata</numerusform>
                <numerusform>Scambio: %n tessere segnate</numerusform>
            </translation>
        </message>
        <message>
            <source>This move: 1 point</source>
            <translation>Questa mossa: 1 punto</translation>
        </message>
        <message numerus="yes">
            <source>This move: %n points</source>
            <translation>
                <numerusform>Questa mossa: %n punto</numerusform>
                <numerusform>Questa mossa: %n punti</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>QwixxControls</name>
        <message>
            <source>A moment: the table is being updated.</source>
            <translation>Un momento: il tavolo si sta aggiornando.</translation>
        </message>
        <message>
            <source>Roll</source>
            <comment>a button: roll the dice</comment>
            <translation>Lancia</translation>
        </message>
        <message>
            <source>Skip</source>
            <comment>a button: cross nothing</comment>
            <translation>Salta</translation>
        </message>
        <message>
            <source>Undo</source>
            <comment>a button</comment>
            <translation>Annulla</translation>
        </message>
        <message>
            <source>Hint</source>
            <comment>a button</comment>
            <translation>Suggerimento</translation>
        </message>
        <message>
            <source>Skip (−5)</source>
            <comment>a button: cross nothing, a penalty</comment>
            <translation>Salta (−5)</translation>
        </message>
    </context>
    <context>
        <name>QwixxSheet</name>
        <message>
            <source>has chosen</source>
            <comment>a seat's note: its white-sum choice is made</comment>
            <translation>ha scelto</translation>
        </message>
        <message>
            <source>choosing…</source>
            <comment>a seat's note: in the white sum</comment>
            <translation>sta scegliendo…</translation>
        </message>
        <message>
            <source>rolls next</source>
            <comment>a seat's note</comment>
            <translation>prossimo a lanciare</translation>
        </message>
        <message>
            <source>crossed {row} {number}</source>
            <comment>a seat's note: its white-sum cross</comment>
            <translation>{number} nella riga {row}</translation>
        </message>
        <message>
            <source>no white cross</source>
            <comment>a seat's note</comment>
            <translation>nessuna croce sui bianchi</translation>
        </message>
        <message>
            <source>colour {row} {number}</source>
            <comment>a seat's note: its colour-sum cross</comment>
            <translation>colore: {number} nella riga {row}</translation>
        </message>
        <message>
            <source>no colour</source>
            <comment>a seat's note: no colour cross</comment>
            <translation>nessun colore</translation>
        </message>
        <message>
            <source>penalty</source>
            <comment>a seat's note: took a penalty</comment>
            <translation>penalità</translation>
        </message>
        <message>
            <source>locks {row}</source>
            <comment>a seat's note: it locked a row</comment>
            <translation>blocca la riga {row}</translation>
        </message>
        <message>
            <source>{row} lock cross</source>
            <comment>a seat's note: it takes the lock cross of a row</comment>
            <translation>croce del lucchetto riga {row}</translation>
        </message>
        <message>
            <source>locked</source>
            <comment>under a locked row's name</comment>
            <translation>bloccata</translation>
        </message>
        <message>
            <source>crosses</source>
            <comment>the points table's heading: crosses in a row</comment>
            <translation>croci</translation>
        </message>
        <message>
            <source>points</source>
            <comment>the points table's heading</comment>
            <translation>punti</translation>
        </message>
        <message>
            <source>penalties −5</source>
            <translation>penalità −5</translation>
        </message>
        <message>
            <source>in all</source>
            <comment>beside the sheet's total</comment>
            <translation>in tutto</translation>
        </message>
    </context>
    <context>
        <name>QwixxHint</name>
        <message>
            <source>Looking for a good choice…</source>
            <translation>Cerco una buona scelta…</translation>
        </message>
        <message>
            <source>Hint: {advice} Press Enter to cross the ringed box.</source>
            <translation>Suggerimento: {advice} Premi Invio per segnare la casella cerchiata.</translation>
        </message>
        <message>
            <source>Hint: {advice} Press Skip (S).</source>
            <translation>Suggerimento: {advice} Premi Salta (S).</translation>
        </message>
        <message>
            <source>Hint: {advice}</source>
            <translation>Suggerimento: {advice}</translation>
        </message>
    </context>
    <context>
        <name>QwixxKeys</name>
        <message>
            <source>R or Space</source>
            <translation>R o Spazio</translation>
        </message>
        <message>
            <source>Roll the dice (on your roll)</source>
            <translation>Lancia i dadi (quando tocca a te)</translation>
        </message>
        <message>
            <source>1, 2, 3, 4</source>
            <translation>1, 2, 3, 4</translation>
        </message>
        <message>
            <source>Pick the highlighted box in the red, yellow, green or blue row (again: its other box)</source>
            <translation>Scegli la casella evidenziata nella riga rossa, gialla, verde o blu (di nuovo: la sua altra casella)</translation>
        </message>
        <message>
            <source>Left / Right</source>
            <translation>Sinistra / Destra</translation>
        </message>
        <message>
            <source>Move between the highlighted boxes</source>
            <translation>Spostati tra le caselle evidenziate</translation>
        </message>
        <message>
            <source>Up / Down</source>
            <translation>Su / Giù</translation>
        </message>
        <message>
            <source>Move to the row above or below</source>
            <translation>Passa alla riga sopra o sotto</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Invio</translation>
        </message>
        <message>
            <source>Cross the picked box</source>
            <translation>Segna la casella scelta</translation>
        </message>
        <message>
            <source>S</source>
            <translation>S</translation>
        </message>
        <message>
            <source>Skip: cross nothing this time</source>
            <translation>Salta: questa volta non segnare niente</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Let go of the picked box</source>
            <translation>Lascia la casella scelta</translation>
        </message>
        <message>
            <source>H</source>
            <translation>H</translation>
        </message>
        <message>
            <source>Hint: a suggested choice</source>
            <translation>Suggerimento: una scelta consigliata</translation>
        </message>
    </context>
    <context>
        <name>QwixxInput</name>
        <message>
            <source>Wait for your turn.</source>
            <translation>Aspetta il tuo turno.</translation>
        </message>
        <message>
            <source>It is not your roll.</source>
            <translation>Non tocca a te lanciare.</translation>
        </message>
        <message>
            <source>There is nothing to skip now.</source>
            <translation>Ora non c'è niente da saltare.</translation>
        </message>
        <message>
            <source>Nothing can be crossed in the {row} row now.</source>
            <translation>Ora non si può segnare niente nella riga {row}.</translation>
        </message>
        <message>
            <source>Pick a box first: 1-4 choose a row, the arrows move; or Skip (S).</source>
            <translation>Prima scegli una casella: 1-4 scelgono una riga, le frecce si spostano; oppure Salta (S).</translation>
        </message>
    </context>
    <context>
        <name>QwixxMoment</name>
        <message>
            <source>The game is over.</source>
            <translation>La partita è finita.</translation>
        </message>
        <message>
            <source>Roll the dice (R or Space).</source>
            <translation>Lancia i dadi (R o Spazio).</translation>
        </message>
        <message>
            <source>You roll when it is your turn.</source>
            <translation>Lanci quando è il tuo turno.</translation>
        </message>
        <message>
            <source>Cross nothing this time (S).</source>
            <translation>Questa volta non segnare niente (S).</translation>
        </message>
        <message>
            <source>Cross nothing: a penalty (−5) because you crossed nothing in the white sum (S).</source>
            <translation>Non segnare niente: una penalità (−5) perché non hai segnato niente con la somma dei bianchi (S).</translation>
        </message>
        <message>
            <source>Nothing to skip now.</source>
            <translation>Ora niente da saltare.</translation>
        </message>
        <message>
            <source>Suggest a choice (H).</source>
            <translation>Suggerisci una scelta (H).</translation>
        </message>
        <message>
            <source>Hints are for your white-sum and colour choices.</source>
            <translation>I suggerimenti sono per le tue scelte sulla somma dei bianchi e sul colore.</translation>
        </message>
        <message>
            <source>No roll yet.</source>
            <translation>Ancora nessun lancio.</translation>
        </message>
        <message>
            <source>You rolled: white sum {total}.</source>
            <translation>Hai lanciato: somma dei bianchi {total}.</translation>
        </message>
        <message>
            <source>{name} rolled: white sum {total}.</source>
            <translation>{name} ha lanciato: somma dei bianchi {total}.</translation>
        </message>
        <message>
            <source>You are rolling the dice…</source>
            <translation>Stai lanciando i dadi…</translation>
        </message>
        <message>
            <source>{name} is rolling the dice…</source>
            <translation>{name} sta lanciando i dadi…</translation>
        </message>
        <message>
            <source>nothing</source>
            <comment>a white-sum choice of no box</comment>
            <translation>niente</translation>
        </message>
        <message>
            <source>{row} {number}</source>
            <comment>a box: its row and number</comment>
            <translation>{number} della riga {row}</translation>
        </message>
        <message>
            <source>Your roll showed the dice, so it can't be taken back.</source>
            <translation>Il tuo lancio ha mostrato i dadi, quindi non si può ritirare.</translation>
        </message>
        <message>
            <source>The dice were rolled after your choice, so it can't be taken back.</source>
            <translation>I dadi sono stati lanciati dopo la tua scelta, quindi non si può ritirare.</translation>
        </message>
        <message>
            <source>Everyone's white-sum choices are revealed, so yours can't be taken back.</source>
            <translation>Le scelte di tutti sulla somma dei bianchi sono state rivelate, quindi la tua non si può ritirare.</translation>
        </message>
        <message>
            <source>White sum {total}: everyone may cross it. Click a highlighted box, or Skip (S) to cross nothing.</source>
            <translation>Somma dei bianchi {total}: tutti possono segnarla. Fai clic su una casella evidenziata, o Salta (S) per non segnare niente.</translation>
        </message>
        <message>
            <source>White sum {total}: everyone may cross it, but it fits none of your rows: Skip (S).</source>
            <translation>Somma dei bianchi {total}: tutti possono segnarla, ma non va in nessuna delle tue righe: Salta (S).</translation>
        </message>
        <message>
            <source>{name}: white sum {total}: everyone may cross it. Click a highlighted box, or Skip (S) to cross nothing.</source>
            <translation>{name}: somma dei bianchi {total}: tutti possono segnarla. Fai clic su una casella evidenziata, o Salta (S) per non segnare niente.</translation>
        </message>
        <message>
            <source>{name}: white sum {total}: everyone may cross it, but it fits none of your rows: Skip (S).</source>
            <translation>{name}: somma dei bianchi {total}: tutti possono segnarla, ma non va in nessuna delle tue righe: Salta (S).</translation>
        </message>
        <message>
            <source>Your colour choice (you must cross something or take a penalty): click a highlighted box, or Skip (S) for a penalty.</source>
            <translation>La tua scelta del colore (devi segnare qualcosa o prendere una penalità): fai clic su una casella evidenziata, o Salta (S) per una penalità.</translation>
        </message>
        <message>
            <source>Your colour choice (you must cross something or take a penalty): no colour sum fits, so Skip (S) takes a penalty.</source>
            <translation>La tua scelta del colore (devi segnare qualcosa o prendere una penalità): nessuna somma di colore va bene, quindi Salta (S) dà una penalità.</translation>
        </message>
        <message>
            <source>Your colour choice (you may): click a highlighted box, or Skip (S).</source>
            <translation>La tua scelta del colore (facoltativa): fai clic su una casella evidenziata, o Salta (S).</translation>
        </message>
        <message>
            <source>Your colour choice (you may): no colour sum fits: Skip (S).</source>
            <translation>La tua scelta del colore (facoltativa): nessuna somma di colore va bene: Salta (S).</translation>
        </message>
        <message>
            <source>{name}, your colour choice (you must cross something or take a penalty): click a highlighted box, or Skip (S) for a penalty.</source>
            <translation>{name}, la tua scelta del colore (devi segnare qualcosa o prendere una penalità): fai clic su una casella evidenziata, o Salta (S) per una penalità.</translation>
        </message>
        <message>
            <source>{name}, your colour choice (you must cross something or take a penalty): no colour sum fits, so Skip (S) takes a penalty.</source>
            <translation>{name}, la tua scelta del colore (devi segnare qualcosa o prendere una penalità): nessuna somma di colore va bene, quindi Salta (S) dà una penalità.</translation>
        </message>
        <message>
            <source>{name}, your colour choice (you may): click a highlighted box, or Skip (S).</source>
            <translation>{name}, la tua scelta del colore (facoltativa): fai clic su una casella evidenziata, o Salta (S).</translation>
        </message>
        <message>
            <source>{name}, your colour choice (you may): no colour sum fits: Skip (S).</source>
            <translation>{name}, la tua scelta del colore (facoltativa): nessuna somma di colore va bene: Salta (S).</translation>
        </message>
        <message>
            <source>The game is over. {reason}</source>
            <translation>La partita è finita. {reason}</translation>
        </message>
        <message>
            <source>Game over.</source>
            <translation>Partita finita.</translation>
        </message>
        <message>
            <source>{sentence} Your colour choice comes next.</source>
            <comment>a white-sum sentence, then this one</comment>
            <translation>{sentence} Poi tocca alla tua scelta del colore.</translation>
        </message>
        <message>
            <source>White {white} (both dice), plus a colour die.</source>
            <translation>Bianco {white} (entrambi i dadi), più un dado colorato.</translation>
        </message>
        <message>
            <source>White {first} or {second}, plus a colour die.</source>
            <translation>Bianco {first} o {second}, più un dado colorato.</translation>
        </message>
        <message>
            <source>Roll the dice first: press Roll (R or Space).</source>
            <translation>Prima lancia i dadi: premi Lancia (R o Spazio).</translation>
        </message>
        <message>
            <source>The {row} row is locked: nobody may cross in it any more.</source>
            <translation>La riga {row} è bloccata: nessuno può più segnarvi.</translation>
        </message>
        <message>
            <source>The white sum is {total}: cross {total} in one row, or Skip (S).</source>
            <translation>La somma dei bianchi è {total}: segna {total} in una riga, o Salta (S).</translation>
        </message>
        <message>
            <source>The {row} die is off the table: that row is locked.</source>
            <translation>Il dado della riga {row} è fuori dal tavolo: quella riga è bloccata.</translation>
        </message>
        <message>
            <source>{Row} {number} is not a colour sum now: white {first} or {second} + {row} {die} make {sum}.</source>
            <translation>{Row}, numero {number}: ora non è una somma di colore (bianco {first} o {second} + {die} della riga {row} fa {sum}).</translation>
        </message>
        <message>
            <source>{Row} {number} is not a colour sum now: white {first} or {second} + {row} {die} make {sum} or {other}.</source>
            <translation>{Row}, numero {number}: ora non è una somma di colore (bianco {first} o {second} + {die} della riga {row} fa {sum} o {other}).</translation>
        </message>
        <message>
            <source>{Row} {number} lies left of your last cross in that row: crosses go left to right.</source>
            <translation>{Row}, numero {number}: è a sinistra della tua ultima croce in quella riga; le croci vanno da sinistra a destra.</translation>
        </message>
        <message>
            <source>{Row} {number} needs five crosses in the {row} row first.</source>
            <translation>{Row}, numero {number}: servono prima cinque croci nella riga {row}.</translation>
        </message>
        <message>
            <source>{Row} {number} can't be crossed now.</source>
            <translation>{Row}, numero {number}: ora non si può segnare.</translation>
        </message>
    </context>
    <context>
        <name>QwixxStrip</name>
        <message>
            <source>{row}: no crosses</source>
            <translation>riga {row}: nessuna croce</translation>
        </message>
        <message>
            <source>{row}: 1 cross, on {number}</source>
            <translation>riga {row}: 1 croce, sul numero {number}</translation>
        </message>
        <message numerus="yes">
            <source>{row}: %n crosses, the last on {number}</source>
            <translation>
                <numerusform>riga {row}: %n croce, l'ultima sul numero {number}</numerusform>
                <numerusform>riga {row}: %n croci, l'ultima sul numero {number}</numerusform>
            </translation>
        </message>
        <message>
            <source>no penalties</source>
            <translation>nessuna penalità</translation>
        </message>
        <message>
            <source>1 penalty</source>
            <translation>1 penalità</translation>
        </message>
        <message numerus="yes">
            <source>%n penalties</source>
            <translation>
                <numerusform>%n penalità</numerusform>
                <numerusform>%n penalità</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}, {points} points: {rows}; {penalties}.</source>
            <comment>a seat's sheet in brief: its rows and penalties</comment>
            <translation>{name}, {points} punti: {rows}; {penalties}.</translation>
        </message>
    </context>
    <context>
        <name>QwixxRows</name>
        <message>
            <source>RED</source>
            <translation>ROSSO</translation>
        </message>
        <message>
            <source>YELLOW</source>
            <translation>GIALLO</translation>
        </message>
        <message>
            <source>GREEN</source>
            <translation>VERDE</translation>
        </message>
        <message>
            <source>BLUE</source>
            <translation>BLU</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>Riga rossa</translation>
        </message>
        <message>
            <source>Yellow</source>
            <translation>Riga gialla</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>Riga verde</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Riga blu</translation>
        </message>
        <message>
            <source>red</source>
            <translation>rossa</translation>
        </message>
        <message>
            <source>yellow</source>
            <translation>gialla</translation>
        </message>
        <message>
            <source>green</source>
            <translation>verde</translation>
        </message>
        <message>
            <source>blue</source>
            <translation>blu</translation>
        </message>
    </context>
    <context>
        <name>QwixxPlayback</name>
        <message>
            <source>{Row} is locked!</source>
            <translation>{Row} bloccata!</translation>
        </message>
        <message>
            <source>Penalty −5</source>
            <translation>Penalità −5</translation>
        </message>
    </context>
    <context>
        <name>QwixxPrinting</name>
        <message>
            <source>The printer could not be opened.</source>
            <translation>Impossibile aprire la stampante.</translation>
        </message>
        <message>
            <source>The score sheets</source>
            <translation>I fogli segnapunti</translation>
        </message>
        <message>
            <source>Qwixx: score summary</source>
            <translation>Qwixx: riepilogo dei punteggi</translation>
        </message>
        <message>
            <source>The game ended: {reason}</source>
            <translation>La partita è finita: {reason}</translation>
        </message>
        <message numerus="yes">
            <source>%n rolls. Best roll: {best}</source>
            <translation>
                <numerusform>%n lancio. Lancio migliore: {best}</numerusform>
                <numerusform>%n lanci. Lancio migliore: {best}</numerusform>
            </translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Giocatore</translation>
        </message>
        <message>
            <source>Seat</source>
            <comment>a column: person or bot</comment>
            <translation>Posto</translation>
        </message>
        <message>
            <source>Penalties</source>
            <translation>Penalità</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Totale</translation>
        </message>
        <message>
            <source>{name}  (winner)</source>
            <translation>{name}  (vincitore)</translation>
        </message>
        <message>
            <source>{name} {points}</source>
            <comment>a chart's label: a name and the total</comment>
            <translation>{name} {points}</translation>
        </message>
        <message>
            <source>Totals by roll</source>
            <translation>Totali per lancio</translation>
        </message>
        <message>
            <source>roll</source>
            <comment>the chart's axis: roll by roll</comment>
            <translation>lancio</translation>
        </message>
    </context>
    <context>
        <name>QwixxSummary</name>
        <message>
            <source>{row} {number}</source>
            <comment>a crossed box: its row and number</comment>
            <translation>{number} della riga {row}</translation>
        </message>
        <message>
            <source>the {row} lock</source>
            <translation>il lucchetto della riga {row}</translation>
        </message>
        <message>
            <source>{row} {points}</source>
            <comment>a row's score</comment>
            <translation>riga {row} {points}</translation>
        </message>
        <message>
            <source>penalties −{points}</source>
            <translation>penalità −{points}</translation>
        </message>
        <message>
            <source>The game is not over yet.</source>
            <translation>La partita non è ancora finita.</translation>
        </message>
        <message>
            <source>{name} scored {points} points.</source>
            <translation>{name} ha fatto {points} punti.</translation>
        </message>
        <message>
            <source>Nobody scored.</source>
            <translation>Nessuno ha fatto punti.</translation>
        </message>
        <message>
            <source>crosses</source>
            <comment>the best roll's gain, in general</comment>
            <translation>croci</translation>
        </message>
        <message>
            <source>{name}: +{points} points on roll {roll} ({crossed})</source>
            <translation>{name}: +{points} punti al lancio {roll} ({crossed})</translation>
        </message>
        <message>
            <source>{details}, 1 hint</source>
            <translation>{details}, 1 suggerimento</translation>
        </message>
        <message numerus="yes">
            <source>{details}, %n hints</source>
            <translation>
                <numerusform>{details}, %n suggerimento</numerusform>
                <numerusform>{details}, %n suggerimenti</numerusform>
            </translation>
        </message>
        <message>
            <source>The game ended: {reason}</source>
            <translation>La partita è finita: {reason}</translation>
        </message>
        <message numerus="yes">
            <source>%n rolls in all.</source>
            <translation>
                <numerusform>%n lancio in tutto.</numerusform>
                <numerusform>%n lanci in tutto.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>QwixxTable</name>
        <message>
            <source>Table with the score sheets and the dice</source>
            <translation>Tavolo con i fogli segnapunti e i dadi</translation>
        </message>
    </context>
    <context>
        <name>AboutDialog</name>
        <message>
            <source>Modern tabletop classics on your desktop: {games}. Play against friends at one screen or against bots from beginner to expert, all offline.</source>
            <translation>Classici moderni da tavolo sul tuo computer: {games}. Gioca con gli amici davanti a un solo schermo o contro bot da principiante a esperto, tutto offline.</translation>
        </message>
        <message>
            <source>{about} Coming soon: {games}.</source>
            <comment>the sentence above, then the games to come</comment>
            <translation>{about} In arrivo: {games}.</translation>
        </message>
        <message>
            <source>Qt and PySide6 (LGPL-3.0)</source>
            <translation>Qt e PySide6 (LGPL-3.0)</translation>
        </message>
        <message>
            <source>Python (PSF License)</source>
            <translation>Python (licenza PSF)</translation>
        </message>
        <message>
            <source>Quiddler's word lists: SCOWL (permissive)</source>
            <translation>Elenchi di parole di Quiddler: SCOWL (permissiva)</translation>
        </message>
        <message>
            <source>Malayalam font: Manjari (OFL-1.1)</source>
            <translation>Carattere malayalam: Manjari (OFL-1.1)</translation>
        </message>
        <message>
            <source>Libraries in this installation</source>
            <translation>Librerie in questa installazione</translation>
        </message>
        <message>
            <source>About {app}</source>
            <translation>Informazioni su {app}</translation>
        </message>
        <message>
            <source>Version {version}</source>
            <translation>Versione {version}</translation>
        </message>
        <message>
            <source>Licences</source>
            <translation>Licenze</translation>
        </message>
        <message>
            <source>The licence files are missing from this installation.</source>
            <translation>In questa installazione mancano i file delle licenze.</translation>
        </message>
        <message>
            <source>This licence file cannot be read ({error}).</source>
            <translation>Impossibile leggere questo file di licenza ({error}).</translation>
        </message>
    </context>
    <context>
        <name>MessageBanner</name>
        <message>
            <source>Dismiss</source>
            <translation>Chiudi</translation>
        </message>
    </context>
    <context>
        <name>EndDialog</name>
        <message>
            <source>Game over</source>
            <translation>Partita finita</translation>
        </message>
        <message>
            <source>&lt;b&gt;Best move:&lt;/b&gt; {move}</source>
            <translation>&lt;b&gt;Mossa migliore:&lt;/b&gt; {move}</translation>
        </message>
        <message>
            <source>Print summary…</source>
            <translation>Stampa riepilogo…</translation>
        </message>
        <message>
            <source>Back to home</source>
            <translation>Torna alla home</translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>Gioca ancora</translation>
        </message>
        <message>
            <source>The same players and options, with a fresh shuffle</source>
            <translation>Stessi giocatori e opzioni, con un nuovo mescolamento</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Giocatore</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>Posto</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Punteggio</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>Dettagli</translation>
        </message>
    </context>
    <context>
        <name>GamesInProgress</name>
        <message>
            <source>just now</source>
            <translation>proprio ora</translation>
        </message>
        <message>
            <source>1 minute ago</source>
            <translation>1 minuto fa</translation>
        </message>
        <message numerus="yes">
            <source>%n minutes ago</source>
            <translation>
                <numerusform>%n minuto fa</numerusform>
                <numerusform>%n minuti fa</numerusform>
            </translation>
        </message>
        <message>
            <source>today at {time}</source>
            <translation>oggi alle {time}</translation>
        </message>
        <message>
            <source>yesterday at {time}</source>
            <translation>ieri alle {time}</translation>
        </message>
        <message>
            <source>on {date}</source>
            <translation>il {date}</translation>
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
            <translation>1 mossa giocata</translation>
        </message>
        <message numerus="yes">
            <source>%n moves played</source>
            <translation>
                <numerusform>%n mossa giocata</numerusform>
                <numerusform>%n mosse giocate</numerusform>
            </translation>
        </message>
        <message>
            <source>{players} · {moves} · open in another window</source>
            <translation>{players} · {moves} · aperta in un'altra finestra</translation>
        </message>
        <message>
            <source>{players} · {moves} · last played {when}</source>
            <translation>{players} · {moves} · giocata {when}</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>Elimina…</translation>
        </message>
        <message>
            <source>Delete this game of {game} (asks first)</source>
            <translation>Elimina questa partita di {game} (chiede prima conferma)</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Continua</translation>
        </message>
        <message>
            <source>This game is open in another Tabletop Desktop window.</source>
            <translation>Questa partita è aperta in un'altra finestra di Tabletop Desktop.</translation>
        </message>
        <message>
            <source>Sit down at this game of {game} again</source>
            <translation>Siediti di nuovo a questa partita di {game}</translation>
        </message>
        <message>
            <source>Games in progress</source>
            <translation>Partite in corso</translation>
        </message>
        <message>
            <source>Your game in progress</source>
            <translation>La tua partita in corso</translation>
        </message>
    </context>
    <context>
        <name>GamesKept</name>
        <message>
            <source>This game is being played in another Tabletop Desktop window. Continue it there, or close it there first.</source>
            <translation>Questa partita si sta giocando in un'altra finestra di Tabletop Desktop. Continuala lì, o prima chiudila lì.</translation>
        </message>
        <message>
            <source>There is no game to continue.</source>
            <translation>Non c'è nessuna partita da continuare.</translation>
        </message>
        <message>
            <source>That game is no longer in progress.</source>
            <translation>Quella partita non è più in corso.</translation>
        </message>
        <message>
            <source>This game is open in another window</source>
            <translation>Questa partita è aperta in un'altra finestra</translation>
        </message>
        <message>
            <source>Delete this game?</source>
            <translation>Eliminare questa partita?</translation>
        </message>
        <message>
            <source>Delete the game of {game} with {players} ({moves})? It cannot be continued afterwards.</source>
            <translation>Eliminare la partita di {game} con {players} ({moves})? Dopo non si potrà più continuare.</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Elimina</translation>
        </message>
    </context>
    <context>
        <name>HomeScreen</name>
        <message>
            <source>{count} players</source>
            <translation>{count} giocatori</translation>
        </message>
        <message>
            <source>{least} to {most} players</source>
            <translation>Da {least} a {most} giocatori</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Gioca</translation>
        </message>
        <message>
            <source>Coming soon</source>
            <translation>In arrivo</translation>
        </message>
        <message>
            <source>Start a new game of {game}</source>
            <translation>Inizia una nuova partita di {game}</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Regole</translation>
        </message>
        <message>
            <source>How to play {game}</source>
            <translation>Come si gioca a {game}</translation>
        </message>
        <message>
            <source>{game} is coming in a later version.</source>
            <translation>{game} arriverà in una versione successiva.</translation>
        </message>
        <message>
            <source>Pull up a chair: pick a game and play against friends or bots.</source>
            <translation>Prendi una sedia: scegli un gioco e gioca contro amici o bot.</translation>
        </message>
        <message>
            <source>How to play (F1)</source>
            <translation>Come si gioca (F1)</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistiche</translation>
        </message>
        <message>
            <source>Your results so far</source>
            <translation>I tuoi risultati finora</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Impostazioni</translation>
        </message>
        <message>
            <source>Speed, theme and accessibility</source>
            <translation>Velocità, tema e accessibilità</translation>
        </message>
        <message>
            <source>About</source>
            <translation>Informazioni</translation>
        </message>
        <message>
            <source>Version and licences</source>
            <translation>Versione e licenze</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>Nuova partita…</translation>
        </message>
        <message>
            <source>Choose a game, the players and the options (Ctrl+N)</source>
            <translation>Scegli un gioco, i giocatori e le opzioni (Ctrl+N)</translation>
        </message>
        <message>
            <source>Open saved game…</source>
            <translation>Apri partita salvata…</translation>
        </message>
        <message>
            <source>Continue a game you saved to a file (Ctrl+O)</source>
            <translation>Continua una partita che hai salvato in un file (Ctrl+O)</translation>
        </message>
        <message>
            <source>Join a game…</source>
            <translation>Unisciti a una partita…</translation>
        </message>
        <message>
            <source>Join a game hosted on another computer</source>
            <translation>Unisciti a una partita ospitata su un altro computer</translation>
        </message>
    </context>
    <context>
        <name>HostedTablesPanel</name>
        <message>
            <source>{game}, room code {code}: nobody has joined yet.</source>
            <translation>{game}, codice stanza {code}: non si è ancora unito nessuno.</translation>
        </message>
        <message>
            <source>{game} with {players} (room code {code}).</source>
            <translation>{game} con {players} (codice stanza {code}).</translation>
        </message>
        <message>
            <source>Network tables you host</source>
            <translation>Tavoli di rete che ospiti</translation>
        </message>
        <message>
            <source>Reopen a table to go on: the players who joined come back by themselves.</source>
            <translation>Riapri un tavolo per continuare: i giocatori che si erano uniti tornano da soli.</translation>
        </message>
        <message>
            <source>Reopen</source>
            <translation>Riapri</translation>
        </message>
        <message>
            <source>Start the table again on this computer and sit down at it.</source>
            <translation>Riavvia il tavolo su questo computer e siediti.</translation>
        </message>
        <message>
            <source>Stop keeping this table; the others cannot come back to it.</source>
            <translation>Smetti di conservare questo tavolo; gli altri non potranno più tornarci.</translation>
        </message>
        <message>
            <source>Forget</source>
            <translation>Dimentica</translation>
        </message>
    </context>
    <context>
        <name>JoinDialog</name>
        <message>
            <source>Looking for tables on this network… None has been found yet.</source>
            <translation>Cerco tavoli su questa rete… Non ne è ancora stato trovato nessuno.</translation>
        </message>
        <message>
            <source>This computer cannot listen for tables on the network just now (another program may be using the port). Type the address the host gave you instead.</source>
            <translation>Al momento questo computer non può cercare tavoli in rete (forse un altro programma sta usando la porta). Scrivi invece l'indirizzo che ti ha dato l'host.</translation>
        </message>
        <message>
            <source>Join a game</source>
            <translation>Unisciti a una partita</translation>
        </message>
        <message>
            <source>Join a game on another computer</source>
            <translation>Unisciti a una partita su un altro computer</translation>
        </message>
        <message>
            <source>Pick a table found on this network, or type the address the host gave you. The host also tells you the room code.</source>
            <translation>Scegli un tavolo trovato su questa rete, o scrivi l'indirizzo che ti ha dato l'host. L'host ti dice anche il codice stanza.</translation>
        </message>
        <message>
            <source>Tables other computers on this network are hosting.</source>
            <translation>Tavoli ospitati da altri computer su questa rete.</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>Indirizzo:</translation>
        </message>
        <message>
            <source>{count} letters and digits</source>
            <translation>{count} lettere e cifre</translation>
        </message>
        <message>
            <source>Room code:</source>
            <translation>Codice stanza:</translation>
        </message>
        <message>
            <source>The name the others see</source>
            <translation>Il nome che vedono gli altri</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>Il tuo nome:</translation>
        </message>
        <message>
            <source>Another person plays at this computer</source>
            <translation>Un'altra persona gioca su questo computer</translation>
        </message>
        <message>
            <source>Take one more seat for somebody here; you pass the screen between you, with the pieces covered.</source>
            <translation>Prendi un altro posto per qualcuno qui; vi passate lo schermo, con i pezzi coperti.</translation>
        </message>
        <message>
            <source>Join</source>
            <translation>Unisciti</translation>
        </message>
        <message>
            <source>Pick this table; then type the room code the host tells you.</source>
            <translation>Scegli questo tavolo; poi scrivi il codice stanza che ti dice l'host.</translation>
        </message>
        <message>
            <source>Their name, as the others see it</source>
            <translation>Il suo nome, come lo vedono gli altri</translation>
        </message>
        <message>
            <source>Player {number} here:</source>
            <translation>Giocatore {number} qui:</translation>
        </message>
        <message>
            <source>The room code has {count} letters and digits, as the host's lobby shows it. Please check it and type it again.</source>
            <translation>Il codice stanza ha {count} lettere e cifre, come lo mostra la sala d'attesa dell'host. Controllalo e scrivilo di nuovo.</translation>
        </message>
        <message>
            <source>Please type your name: the others see it at the table.</source>
            <translation>Scrivi il tuo nome: gli altri lo vedono al tavolo.</translation>
        </message>
        <message>
            <source>Two people at this computer have the same name: please give each their own.</source>
            <translation>Due persone su questo computer hanno lo stesso nome: dai a ognuna un nome diverso.</translation>
        </message>
        <message>
            <source>Connecting to the table at {address}…</source>
            <translation>Connessione al tavolo su {address}…</translation>
        </message>
    </context>
    <context>
        <name>JoinedTablesPanel</name>
        <message>
            <source>{game} at {address} as {names} (room code {code}).</source>
            <translation>{game} su {address} come {names} (codice stanza {code}).</translation>
        </message>
        <message>
            <source>Network tables you joined</source>
            <translation>Tavoli di rete a cui ti sei unito</translation>
        </message>
        <message>
            <source>Rejoin a table to sit down at your seat again, where the game is now.</source>
            <translation>Torna a un tavolo per sederti di nuovo al tuo posto, dove si trova ora la partita.</translation>
        </message>
        <message>
            <source>Rejoin</source>
            <translation>Torna al tavolo</translation>
        </message>
        <message>
            <source>Go back to your seat at this table.</source>
            <translation>Torna al tuo posto a questo tavolo.</translation>
        </message>
        <message>
            <source>Stop keeping this table here; the host may give your seat to a bot.</source>
            <translation>Smetti di conservare questo tavolo qui; l'host può dare il tuo posto a un bot.</translation>
        </message>
        <message>
            <source>Forget</source>
            <translation>Dimentica</translation>
        </message>
    </context>
    <context>
        <name>KeyboardDialog</name>
        <message>
            <source>Tab / Shift+Tab</source>
            <translation>Tab / Maiusc+Tab</translation>
        </message>
        <message>
            <source>Move between buttons and fields</source>
            <translation>Spostati tra pulsanti e campi</translation>
        </message>
        <message>
            <source>Enter or Space</source>
            <translation>Invio o Spazio</translation>
        </message>
        <message>
            <source>Press the button that has the focus ring</source>
            <translation>Premi il pulsante evidenziato dall'anello di selezione</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Close a dialog without changing anything</source>
            <translation>Chiudi una finestra di dialogo senza modificare niente</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Scorciatoie da tastiera</translation>
        </message>
    </context>
    <context>
        <name>TableFinder</name>
        <message>
            <source>A game</source>
            <comment>a table's unknown game</comment>
            <translation>Un gioco</translation>
        </message>
        <message>
            <source>somebody</source>
            <comment>a table's unknown host</comment>
            <translation>qualcuno</translation>
        </message>
    </context>
    <context>
        <name>LobbyDialog</name>
        <message>
            <source>Waiting for players</source>
            <translation>In attesa dei giocatori</translation>
        </message>
        <message>
            <source>Waiting for the host</source>
            <translation>In attesa dell'host</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>Indirizzo:</translation>
        </message>
        <message>
            <source>Room code:</source>
            <translation>Codice stanza:</translation>
        </message>
        <message>
            <source>Copy address and code</source>
            <translation>Copia indirizzo e codice</translation>
        </message>
        <message>
            <source>Put the address and the room code on the clipboard, to send them.</source>
            <translation>Copia negli appunti l'indirizzo e il codice stanza, per inviarli.</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>Posti</translation>
        </message>
        <message>
            <source>Cancel the game</source>
            <translation>Annulla la partita</translation>
        </message>
        <message>
            <source>Leave the table</source>
            <translation>Lascia il tavolo</translation>
        </message>
        <message>
            <source>Close the table; the others are told.</source>
            <translation>Chiudi il tavolo; gli altri vengono avvisati.</translation>
        </message>
        <message>
            <source>Give up your seat and go back.</source>
            <translation>Lascia il tuo posto e torna indietro.</translation>
        </message>
        <message>
            <source>Start game</source>
            <translation>Inizia la partita</translation>
        </message>
        <message>
            <source>{game}: waiting for players</source>
            <translation>{game}: in attesa dei giocatori</translation>
        </message>
        <message>
            <source>{game}: you have joined the table</source>
            <translation>{game}: ti sei unito al tavolo</translation>
        </message>
        <message>
            <source>Tell the others the address and the room code below. On their computer they choose Join a game on the home screen and type them in.</source>
            <translation>Comunica agli altri l'indirizzo e il codice stanza qui sotto. Sul loro computer scelgono Unisciti a una partita nella schermata iniziale e li scrivono.</translation>
        </message>
        <message>
            <source>{name} (seat {number})</source>
            <translation>{name} (posto {number})</translation>
        </message>
        <message>
            <source>You play {seats}. The game begins when the host starts it.</source>
            <translation>Giochi {seats}. La partita inizia quando la avvia l'host.</translation>
        </message>
        <message>
            <source> and </source>
            <comment>between a person's seats</comment>
            <translation> e </translation>
        </message>
        <message>
            <source>You play a seat. The game begins when the host starts it.</source>
            <translation>Giochi un posto. La partita inizia quando la avvia l'host.</translation>
        </message>
        <message>
            <source>Addresses:</source>
            <translation>Indirizzi:</translation>
        </message>
        <message>
            <source>The table has no address yet.</source>
            <translation>Il tavolo non ha ancora un indirizzo.</translation>
        </message>
        <message>
            <source>Everybody is here: you can start the game.</source>
            <translation>Ci sono tutti: puoi iniziare la partita.</translation>
        </message>
        <message>
            <source>Everybody is here; the host may start at any moment.</source>
            <translation>Ci sono tutti; l'host può iniziare da un momento all'altro.</translation>
        </message>
        <message>
            <source>, </source>
            <comment>between seat numbers</comment>
            <translation>, </translation>
        </message>
        <message>
            <source>seat {number}</source>
            <translation>posto {number}</translation>
        </message>
        <message>
            <source>The game can start once one joining seat ({seats}) is taken.</source>
            <translation>La partita può iniziare quando il posto per chi si unisce ({seats}) è occupato.</translation>
        </message>
        <message numerus="yes">
            <source>The game can start once %n joining seats ({seats}) are taken.</source>
            <translation>
                <numerusform>La partita può iniziare quando %n posto per chi si unisce ({seats}) è occupato.</numerusform>
                <numerusform>La partita può iniziare quando %n posti per chi si unisce ({seats}) sono occupati.</numerusform>
            </translation>
        </message>
        <message>
            <source>{sentence} You may also give a seat nobody took to a bot.</source>
            <comment>the sentence above, then this one</comment>
            <translation>{sentence} Puoi anche dare a un bot un posto che nessuno ha preso.</translation>
        </message>
        <message>
            <source>The table is being set up.</source>
            <translation>Il tavolo si sta preparando.</translation>
        </message>
        <message>
            <source>Start the game for everybody.</source>
            <translation>Inizia la partita per tutti.</translation>
        </message>
        <message>
            <source>Every joining seat must be taken first.</source>
            <translation>Prima devono essere occupati tutti i posti per chi si unisce.</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>Posto {number}</translation>
        </message>
        <message>
            <source>Free seat</source>
            <translation>Posto libero</translation>
        </message>
        <message>
            <source>How well the bot plays this seat.</source>
            <translation>Quanto bene gioca il bot in questo posto.</translation>
        </message>
        <message>
            <source>Give to a bot</source>
            <translation>Dai a un bot</translation>
        </message>
        <message>
            <source>A bot plays seat {number} instead of a joining player.</source>
            <translation>Un bot gioca il posto {number} al posto di un giocatore che si unisce.</translation>
        </message>
        <message>
            <source> or </source>
            <comment>between a table's addresses</comment>
            <translation> o </translation>
        </message>
        <message>
            <source>Join my game of {game} in Tabletop Desktop: choose Join a game, type the address {addresses} and the room code {code}.</source>
            <translation>Unisciti alla mia partita di {game} su Tabletop Desktop: scegli Unisciti a una partita, scrivi l'indirizzo {addresses} e il codice stanza {code}.</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>Copiato</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Tabletop Desktop games (*{extension});;All files (*)</source>
            <translation>Partite di Tabletop Desktop (*{extension});;Tutti i file (*)</translation>
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
            <translation>Suggerimenti usati: {players}.</translation>
        </message>
        <message>
            <source>Undo is not possible now: {reason}</source>
            <translation>Ora non si può annullare: {reason}</translation>
        </message>
        <message>
            <source>&amp;Join a game…</source>
            <translation>&amp;Unisciti a una partita…</translation>
        </message>
        <message>
            <source>Join a game hosted on another computer</source>
            <translation>Unisciti a una partita ospitata su un altro computer</translation>
        </message>
        <message>
            <source>A file could not be used</source>
            <translation>Impossibile usare un file</translation>
        </message>
        <message>
            <source>This game cannot be continued</source>
            <translation>Questa partita non si può continuare</translation>
        </message>
        <message>
            <source>{game} cannot be shown</source>
            <translation>Impossibile mostrare {game}</translation>
        </message>
        <message>
            <source>Something went wrong while setting up the table: {error}</source>
            <translation>Si è verificato un problema durante la preparazione del tavolo: {error}</translation>
        </message>
        <message>
            <source>Your game of {game} is kept: continue it from Games in progress on the home screen.</source>
            <translation>La tua partita di {game} è conservata: continuala da Partite in corso nella schermata iniziale.</translation>
        </message>
        <message>
            <source>Open saved game</source>
            <translation>Apri partita salvata</translation>
        </message>
        <message>
            <source>This game cannot be opened</source>
            <translation>Impossibile aprire questa partita</translation>
        </message>
        <message>
            <source>Save game</source>
            <translation>Salva partita</translation>
        </message>
        <message>
            <source>The game could not be saved</source>
            <translation>Impossibile salvare la partita</translation>
        </message>
        <message>
            <source>{file}: {error}</source>
            <translation>{file}: {error}</translation>
        </message>
        <message>
            <source>Saved as {file}.</source>
            <translation>Salvata come {file}.</translation>
        </message>
        <message>
            <source>{game} summary.pdf</source>
            <comment>a file name</comment>
            <translation>Riepilogo {game}.pdf</translation>
        </message>
        <message>
            <source>Export summary as PDF</source>
            <translation>Esporta riepilogo in PDF</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>File PDF (*.pdf)</translation>
        </message>
        <message>
            <source>{game} summary</source>
            <comment>a document's title</comment>
            <translation>Riepilogo {game}</translation>
        </message>
        <message>
            <source>The PDF could not be written</source>
            <translation>Impossibile scrivere il PDF</translation>
        </message>
        <message>
            <source>Summary written to {file}.</source>
            <translation>Riepilogo scritto in {file}.</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Partita</translation>
        </message>
        <message>
            <source>There is no move to undo.</source>
            <translation>Non c'è nessuna mossa da annullare.</translation>
        </message>
        <message>
            <source>{game} (practice game) — {app}</source>
            <translation>{game} (partita di allenamento) — {app}</translation>
        </message>
        <message>
            <source>{game} — {app}</source>
            <translation>{game} — {app}</translation>
        </message>
        <message>
            <source>Playing {game}</source>
            <translation>Partita a {game}</translation>
        </message>
        <message>
            <source>Playing</source>
            <translation>In gioco</translation>
        </message>
        <message>
            <source>Menus</source>
            <translation>Menu</translation>
        </message>
        <message>
            <source>Moving around</source>
            <translation>Spostarsi</translation>
        </message>
        <message>
            <source>Your settings could not be saved: {error}</source>
            <translation>Impossibile salvare le tue impostazioni: {error}</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>Undo your last confirmed move, with the bot moves after it</source>
            <translation>Annulla la tua ultima mossa confermata, con le mosse dei bot che la seguono</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Partita</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Nuova partita…</translation>
        </message>
        <message>
            <source>Choose a game and the players</source>
            <translation>Scegli un gioco e i giocatori</translation>
        </message>
        <message>
            <source>&amp;Open saved game…</source>
            <translation>&amp;Apri partita salvata…</translation>
        </message>
        <message>
            <source>Continue a game saved to a file</source>
            <translation>Continua una partita salvata in un file</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Salva</translation>
        </message>
        <message>
            <source>Save this game to a file</source>
            <translation>Salva questa partita in un file</translation>
        </message>
        <message>
            <source>Save &amp;as…</source>
            <translation>Salva &amp;con nome…</translation>
        </message>
        <message>
            <source>Save this game to a new file</source>
            <translation>Salva questa partita in un nuovo file</translation>
        </message>
        <message>
            <source>&amp;Print summary…</source>
            <translation>Stam&amp;pa riepilogo…</translation>
        </message>
        <message>
            <source>Print the score summary</source>
            <translation>Stampa il riepilogo dei punteggi</translation>
        </message>
        <message>
            <source>&amp;Export summary as PDF…</source>
            <translation>&amp;Esporta riepilogo in PDF…</translation>
        </message>
        <message>
            <source>Write the score summary to a PDF file</source>
            <translation>Scrivi il riepilogo dei punteggi in un file PDF</translation>
        </message>
        <message>
            <source>Back to &amp;home</source>
            <translation>Torna alla &amp;home</translation>
        </message>
        <message>
            <source>Leave the table; the game stays in Games in progress</source>
            <translation>Lascia il tavolo; la partita resta in Partite in corso</translation>
        </message>
        <message>
            <source>S&amp;tatistics</source>
            <translation>S&amp;tatistiche</translation>
        </message>
        <message>
            <source>Your results so far</source>
            <translation>I tuoi risultati finora</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>Esc&amp;i</translation>
        </message>
        <message>
            <source>Close Tabletop Desktop</source>
            <translation>Chiudi Tabletop Desktop</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Modifica</translation>
        </message>
        <message>
            <source>&amp;Undo last move</source>
            <translation>&amp;Annulla ultima mossa</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>&amp;Impostazioni…</translation>
        </message>
        <message>
            <source>Speed, theme and accessibility</source>
            <translation>Velocità, tema e accessibilità</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Visualizza</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>Schermo &amp;intero</translation>
        </message>
        <message>
            <source>Use the whole screen</source>
            <translation>Usa tutto lo schermo</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>Su&amp;ggerimento</translation>
        </message>
        <message>
            <source>Show a suggested move</source>
            <translation>Mostra una mossa consigliata</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Aiuto</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Regole</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>Come si gioca</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>Scorciatoie da &amp;tastiera</translation>
        </message>
        <message>
            <source>Every key the app and the game know</source>
            <translation>Tutti i tasti che l'app e il gioco conoscono</translation>
        </message>
        <message>
            <source>&amp;About Tabletop Desktop</source>
            <translation>&amp;Informazioni su Tabletop Desktop</translation>
        </message>
        <message>
            <source>Version and licences</source>
            <translation>Versione e licenze</translation>
        </message>
    </context>
    <context>
        <name>NetworkGames</name>
        <message>
            <source>Host</source>
            <comment>the name of the host's seat</comment>
            <translation>Host</translation>
        </message>
        <message>
            <source>Host {number}</source>
            <comment>the name of the host's seat</comment>
            <translation>Host {number}</translation>
        </message>
        <message>
            <source>The host</source>
            <comment>the name of the host's seat</comment>
            <translation>L'host</translation>
        </message>
        <message>
            <source>The table is being opened on this computer…</source>
            <translation>Il tavolo si sta aprendo su questo computer…</translation>
        </message>
        <message>
            <source>The table at {address} could not be reached. {reason}</source>
            <translation>Impossibile raggiungere il tavolo su {address}. {reason}</translation>
        </message>
        <message>
            <source>Going back to the table at {address}…</source>
            <translation>Ritorno al tavolo su {address}…</translation>
        </message>
        <message>
            <source>another computer</source>
            <comment>who hosts a table, when its name is unknown</comment>
            <translation>un altro computer</translation>
        </message>
    </context>
    <context>
        <name>NetworkModel</name>
        <message>
            <source>Type the address the host gave you, such as 192.168.1.20:8765 (a name such as game.example.org:8765 works too).</source>
            <translation>Scrivi l'indirizzo che ti ha dato l'host, per esempio 192.168.1.20:8765 (funziona anche un nome come game.example.org:8765).</translation>
        </message>
        <message>
            <source>Please type the table's address. {help}</source>
            <translation>Scrivi l'indirizzo del tavolo. {help}</translation>
        </message>
        <message>
            <source>The address has an opening bracket without its closing one. {help}</source>
            <translation>L'indirizzo ha una parentesi quadra aperta senza quella chiusa. {help}</translation>
        </message>
        <message>
            <source>The address has something after its closing bracket. {help}</source>
            <translation>L'indirizzo ha qualcosa dopo la parentesi quadra chiusa. {help}</translation>
        </message>
        <message>
            <source>That is not an address a table can have. {help}</source>
            <translation>Questo non è un indirizzo valido per un tavolo. {help}</translation>
        </message>
        <message>
            <source>The address needs its port, the number after the colon. {help}</source>
            <translation>L'indirizzo richiede la porta, il numero dopo i due punti. {help}</translation>
        </message>
        <message>
            <source>The port, the number after the colon, must be between 1 and 65535. {help}</source>
            <translation>La porta, il numero dopo i due punti, deve essere tra 1 e 65535. {help}</translation>
        </message>
        <message>
            <source>A bot plays this seat ({level}).</source>
            <translation>Un bot gioca questo posto ({level}).</translation>
        </message>
        <message>
            <source>A bot plays this seat.</source>
            <translation>Un bot gioca questo posto.</translation>
        </message>
        <message>
            <source>Plays at the host's computer.</source>
            <translation>Gioca sul computer dell'host.</translation>
        </message>
        <message>
            <source>Nobody has taken this seat yet.</source>
            <translation>Nessuno ha ancora preso questo posto.</translation>
        </message>
        <message>
            <source>This player has joined and is connected.</source>
            <translation>Questo giocatore si è unito ed è connesso.</translation>
        </message>
        <message>
            <source>This player lost the connection and is coming back.</source>
            <translation>Questo giocatore ha perso la connessione e sta tornando.</translation>
        </message>
        <message>
            <source>This player has left the table.</source>
            <translation>Questo giocatore ha lasciato il tavolo.</translation>
        </message>
        <message>
            <source>This seat's state is not known.</source>
            <translation>Lo stato di questo posto non è noto.</translation>
        </message>
        <message>
            <source>online</source>
            <comment>a player's connection</comment>
            <translation>online</translation>
        </message>
        <message>
            <source>reconnecting…</source>
            <comment>a player's connection</comment>
            <translation>riconnessione…</translation>
        </message>
        <message>
            <source>left</source>
            <comment>a player who has left the table</comment>
            <translation>uscito</translation>
        </message>
        <message>
            <source>not here yet</source>
            <comment>a player's connection</comment>
            <translation>non ancora arrivato</translation>
        </message>
        <message>
            <source>bot</source>
            <comment>a seat a bot plays now</comment>
            <translation>bot</translation>
        </message>
        <message>
            <source>not known just now</source>
            <comment>a player's connection</comment>
            <translation>al momento sconosciuto</translation>
        </message>
        <message>
            <source>{game}, hosted by {host} at {address}: 1 seat is free.</source>
            <translation>{game}, ospitata da {host} su {address}: 1 posto libero.</translation>
        </message>
        <message numerus="yes">
            <source>{game}, hosted by {host} at {address}: %n seats are free.</source>
            <translation>
                <numerusform>{game}, ospitata da {host} su {address}: %n posto libero.</numerusform>
                <numerusform>{game}, ospitata da {host} su {address}: %n posti liberi.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>NetworkPlay</name>
        <message>
            <source>&amp;Leave the Table</source>
            <translation>&amp;Lascia il tavolo</translation>
        </message>
        <message>
            <source>Leave this network game for good: the host may give your seat to a bot at once.</source>
            <translation>Lascia questa partita di rete per sempre: l'host può dare subito il tuo posto a un bot.</translation>
        </message>
        <message>
            <source>The network game has ended</source>
            <translation>La partita in rete è finita</translation>
        </message>
        <message>
            <source>{game} (network game) — {app}</source>
            <translation>{game} (partita in rete) — {app}</translation>
        </message>
        <message>
            <source>Your network table of {game} is kept: reopen it from Network tables you host, and the players who joined come back.</source>
            <translation>Il tuo tavolo di rete di {game} è conservato: riaprilo da Tavoli di rete che ospiti, e i giocatori che si erano uniti tornano.</translation>
        </message>
        <message>
            <source>Your network table of the game is kept: reopen it from Network tables you host, and the players who joined come back.</source>
            <translation>Il tuo tavolo di rete della partita è conservato: riaprilo da Tavoli di rete che ospiti, e i giocatori che si erano uniti tornano.</translation>
        </message>
        <message>
            <source>Your seat at the network table of {game} is kept: rejoin it from Network tables you joined.</source>
            <translation>Il tuo posto al tavolo di rete di {game} è conservato: torna al tavolo da Tavoli di rete a cui ti sei unito.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>Player {number}</source>
            <translation>Giocatore {number}</translation>
        </message>
        <message>
            <source>Person</source>
            <comment>a seat played by a person</comment>
            <translation>Persona</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>Posto {number}</translation>
        </message>
        <message>
            <source>Plays at this screen (pass and play).</source>
            <translation>Gioca davanti a questo schermo (passa e gioca).</translation>
        </message>
        <message>
            <source>Bot</source>
            <translation>Bot</translation>
        </message>
        <message>
            <source>The computer plays this seat.</source>
            <translation>Il computer gioca questo posto.</translation>
        </message>
        <message>
            <source>Another computer</source>
            <translation>Un altro computer</translation>
        </message>
        <message>
            <source>A player on another computer takes this seat and picks a name.</source>
            <translation>Un giocatore su un altro computer prende questo posto e sceglie un nome.</translation>
        </message>
        <message>
            <source>Picked by the player</source>
            <translation>Scelto dal giocatore</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nuova partita</translation>
        </message>
        <message>
            <source>Players on this computer only</source>
            <translation>Solo giocatori su questo computer</translation>
        </message>
        <message>
            <source>The table listens only on this computer: for trying network play out with a second window.</source>
            <translation>Il tavolo è in ascolto solo su questo computer: per provare il gioco in rete con una seconda finestra.</translation>
        </message>
        <message>
            <source>Players on this local network</source>
            <translation>Giocatori su questa rete locale</translation>
        </message>
        <message>
            <source>Other computers at home or in the office can join; the table is announced on this network.</source>
            <translation>Possono unirsi altri computer di casa o dell'ufficio; il tavolo viene annunciato su questa rete.</translation>
        </message>
        <message>
            <source>Who can join:</source>
            <translation>Chi può unirsi:</translation>
        </message>
        <message>
            <source>Start game</source>
            <translation>Inizia la partita</translation>
        </message>
        <message>
            <source>{game} (coming soon)</source>
            <translation>{game} (in arrivo)</translation>
        </message>
        <message>
            <source>{pitch}
{least} to {most} players</source>
            <translation>{pitch}
Da {least} a {most} giocatori</translation>
        </message>
        <message>
            <source>Open the table</source>
            <translation>Apri il tavolo</translation>
        </message>
        <message>
            <source>The table shuffles a network game itself.</source>
            <translation>In una partita in rete è il tavolo stesso a mescolare.</translation>
        </message>
        <message>
            <source>Open the lobby where the joining players take their seats.</source>
            <translation>Apri la sala d'attesa dove i giocatori che si uniscono prendono posto.</translation>
        </message>
        <message>
            <source>{level}: {description}</source>
            <translation>{level}: {description}</translation>
        </message>
        <message>
            <source>By the rules</source>
            <translation>Secondo le regole</translation>
        </message>
    </context>
    <context>
        <name>Printing</name>
        <message>
            <source>Score summary</source>
            <translation>Riepilogo dei punteggi</translation>
        </message>
        <message>
            <source>The PDF could not be written to {file}.</source>
            <translation>Impossibile scrivere il PDF in {file}.</translation>
        </message>
        <message>
            <source>Print summary</source>
            <translation>Stampa riepilogo</translation>
        </message>
    </context>
    <context>
        <name>RecordPrinting</name>
        <message>
            <source>Its summary cannot be printed: {reason}.</source>
            <translation>Impossibile stampare il suo riepilogo: {reason}.</translation>
        </message>
        <message>
            <source>Its summary cannot be printed: its moves cannot be replayed by this version ({error}).</source>
            <translation>Impossibile stampare il suo riepilogo: questa versione non può rigiocare le sue mosse ({error}).</translation>
        </message>
        <message>
            <source>Its summary cannot be printed: its moves no longer reach the end of the game in this version.</source>
            <translation>Impossibile stampare il suo riepilogo: in questa versione le sue mosse non arrivano più alla fine della partita.</translation>
        </message>
        <message>
            <source>Its summary cannot be printed: {error}</source>
            <translation>Impossibile stampare il suo riepilogo: {error}</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>The rules of {game} are coming soon, together with the game.</source>
            <translation>Le regole di {game} arriveranno presto, insieme al gioco.</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Regole</translation>
        </message>
    </context>
    <context>
        <name>SeatGoneBar</name>
        <message>
            <source>How well the bot plays the seat.</source>
            <translation>Quanto bene gioca il bot in questo posto.</translation>
        </message>
        <message>
            <source>Give the seat to a bot</source>
            <translation>Dai il posto a un bot</translation>
        </message>
        <message>
            <source>Wait</source>
            <translation>Aspetta</translation>
        </message>
        <message>
            <source>Keep the seat for the player; this bar comes back if they stay away.</source>
            <translation>Tieni il posto per il giocatore; questa barra ricompare se resta lontano.</translation>
        </message>
        <message>
            <source>{name} has left the table. You may give the seat to a bot, or wait for {name} to come back.</source>
            <translation>{name} ha lasciato il tavolo. Puoi dare il posto a un bot, o aspettare che {name} torni.</translation>
        </message>
        <message>
            <source>{name} has been away for a while. You may give the seat to a bot, or wait for {name} to come back.</source>
            <translation>{name} è assente da un po'. Puoi dare il posto a un bot, o aspettare che {name} torni.</translation>
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
            <translation>{name} è connesso.</translation>
        </message>
        <message>
            <source>{name} lost the connection; the app is reconnecting.</source>
            <translation>{name} ha perso la connessione; l'app si sta riconnettendo.</translation>
        </message>
        <message>
            <source>{name} has left the table.</source>
            <translation>{name} ha lasciato il tavolo.</translation>
        </message>
        <message>
            <source>A bot now plays {name}'s seat.</source>
            <translation>Ora un bot gioca il posto di {name}.</translation>
        </message>
        <message>
            <source>Whether {name} is connected is not known while this computer's connection is down.</source>
            <translation>Mentre la connessione di questo computer è interrotta, non si sa se {name} è connesso.</translation>
        </message>
    </context>
    <context>
        <name>ServerProcess</name>
        <message>
            <source>{sentence} It said: {detail}</source>
            <comment>the sentence above, then what the server wrote</comment>
            <translation>{sentence} Ha scritto: {detail}</translation>
        </message>
        <message>
            <source>The table's server did not start in time, so the game cannot be hosted.</source>
            <translation>Il server del tavolo non si è avviato in tempo, quindi non si può ospitare la partita.</translation>
        </message>
        <message>
            <source>The table's server stopped before it was ready, so the game cannot be hosted.</source>
            <translation>Il server del tavolo si è fermato prima di essere pronto, quindi non si può ospitare la partita.</translation>
        </message>
        <message>
            <source>The table's server stopped during the game.</source>
            <translation>Il server del tavolo si è fermato durante la partita.</translation>
        </message>
        <message>
            <source>The table's server could not be started, so the game cannot be hosted.</source>
            <translation>Impossibile avviare il server del tavolo, quindi non si può ospitare la partita.</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Slow</source>
            <translation>Lenta</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normale</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Veloce</translation>
        </message>
        <message>
            <source>Light (green felt)</source>
            <translation>Chiaro (panno verde)</translation>
        </message>
        <message>
            <source>Dark (slate)</source>
            <translation>Scuro (ardesia)</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Impostazioni</translation>
        </message>
    </context>
    <context>
        <name>LanguageSettings</name>
        <message>
            <source>System</source>
            <translation>Sistema</translation>
        </message>
        <message>
            <source>The new language is used when {app} starts again; after OK you can restart it at once.</source>
            <translation>La nuova lingua viene usata al prossimo avvio di {app}; dopo OK puoi riavviarlo subito.</translation>
        </message>
        <message>
            <source>Restart {app}</source>
            <translation>Riavvia {app}</translation>
        </message>
        <message>
            <source>{app} speaks the new language from its next start. Restart it now?</source>
            <translation>{app} userà la nuova lingua dal prossimo avvio. Riavviarlo ora?</translation>
        </message>
        <message>
            <source>A game in progress is kept: it waits under Continue on the home screen.</source>
            <translation>Una partita in corso viene conservata: la trovi sotto Continua nella schermata iniziale.</translation>
        </message>
        <message>
            <source>Restart now</source>
            <translation>Riavvia ora</translation>
        </message>
        <message>
            <source>Later</source>
            <translation>Più tardi</translation>
        </message>
    </context>
    <context>
        <name>Points</name>
        <message numerus="yes">
            <source>%n points</source>
            <translation>
                <numerusform>%n punto</numerusform>
                <numerusform>%n punti</numerusform>
            </translation>
        </message>
        <message>
            <source>{score} points</source>
            <comment>a score below zero</comment>
            <translation>{score} punti</translation>
        </message>
    </context>
    <context>
        <name>Lists</name>
        <message>
            <source>{first} and {last}</source>
            <comment>the end of a list of names</comment>
            <translation>{first} e {last}</translation>
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
            <translation>1 partita giocata solo da bot</translation>
        </message>
        <message numerus="yes">
            <source>%n games played by bots only</source>
            <translation>
                <numerusform>%n partita giocata solo da bot</numerusform>
                <numerusform>%n partite giocate solo da bot</numerusform>
            </translation>
        </message>
        <message>
            <source>1 practice game</source>
            <translation>1 partita di allenamento</translation>
        </message>
        <message numerus="yes">
            <source>%n practice games</source>
            <translation>
                <numerusform>%n partita di allenamento</numerusform>
                <numerusform>%n partite di allenamento</numerusform>
            </translation>
        </message>
        <message>
            <source>Not counted here: {bots_only} and {practice}. They are in the History tab.</source>
            <translation>Non conteggiate qui: {bots_only} e {practice}. Si trovano nella scheda Cronologia.</translation>
        </message>
        <message>
            <source>Not counted here: {games}. They are in the History tab.</source>
            <translation>Non conteggiate qui: {games}. Si trovano nella scheda Cronologia.</translation>
        </message>
        <message>
            <source>{game} is coming soon.</source>
            <translation>{game} arriverà presto.</translation>
        </message>
        <message>
            <source>Its statistics will live here.</source>
            <translation>Qui compariranno le sue statistiche.</translation>
        </message>
        <message>
            <source>No finished games of {game} with a person yet.</source>
            <translation>Ancora nessuna partita di {game} finita con una persona.</translation>
        </message>
        <message>
            <source>No finished games of {game} yet.</source>
            <translation>Ancora nessuna partita di {game} finita.</translation>
        </message>
        <message>
            <source>Finish a game and your results will show up here.</source>
            <translation>Finisci una partita e qui compariranno i tuoi risultati.</translation>
        </message>
        <message>
            <source>{percent} % of games</source>
            <translation>{percent} % delle partite</translation>
        </message>
        <message>
            <source>{player}, {date}</source>
            <translation>{player}, {date}</translation>
        </message>
        <message>
            <source>Games played</source>
            <translation>Partite giocate</translation>
        </message>
        <message>
            <source>with a person at the table</source>
            <translation>con una persona al tavolo</translation>
        </message>
        <message>
            <source>Won by people</source>
            <translation>Vinte da persone</translation>
        </message>
        <message>
            <source>Won by bots</source>
            <translation>Vinte da bot</translation>
        </message>
        <message>
            <source>Average score</source>
            <translation>Punteggio medio</translation>
        </message>
        <message>
            <source>of people, per game</source>
            <translation>delle persone, per partita</translation>
        </message>
        <message>
            <source>Best score</source>
            <translation>Punteggio migliore</translation>
        </message>
        <message>
            <source>in {hinted} of 1 game</source>
            <translation>in {hinted} partita su 1</translation>
        </message>
        <message numerus="yes">
            <source>in {hinted} of %n games</source>
            <translation>
                <numerusform>in {hinted} su %n partita</numerusform>
                <numerusform>in {hinted} su %n partite</numerusform>
            </translation>
        </message>
        <message>
            <source>No hints asked for yet</source>
            <translation>Ancora nessun suggerimento chiesto</translation>
        </message>
        <message>
            <source>Hints asked for</source>
            <translation>Suggerimenti chiesti</translation>
        </message>
        <message>
            <source>People</source>
            <translation>Persone</translation>
        </message>
        <message>
            <source>{percent} %</source>
            <translation>{percent} %</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nome</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Partite</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Vittorie</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>% vittorie</translation>
        </message>
        <message>
            <source>Average</source>
            <translation>Media</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>Migliore</translation>
        </message>
        <message>
            <source>Bots by level</source>
            <translation>Bot per livello</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Livello</translation>
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
            <translation>&lt;b&gt;Mossa migliore:&lt;/b&gt; {move}</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistiche</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Cronologia</translation>
        </message>
    </context>
    <context>
        <name>HistoryPanel</name>
        <message>
            <source>Date</source>
            <translation>Data</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Gioco</translation>
        </message>
        <message>
            <source>Players and scores</source>
            <translation>Giocatori e punteggi</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Vincitore</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Note</translation>
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
            <translation>Nessuno</translation>
        </message>
        <message>
            <source>{names} (shared)</source>
            <comment>winners who share the win</comment>
            <translation>{names} (a pari merito)</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>Allenamento</translation>
        </message>
        <message>
            <source>Bots only</source>
            <translation>Solo bot</translation>
        </message>
        <message>
            <source>Cannot be printed</source>
            <translation>Non stampabile</translation>
        </message>
        <message>
            <source>Network game</source>
            <translation>Partita in rete</translation>
        </message>
        <message>
            <source>Nobody here played</source>
            <translation>Nessuno qui ha giocato</translation>
        </message>
        <message>
            <source>; </source>
            <comment>between the notes of a game</comment>
            <translation>; </translation>
        </message>
        <message>
            <source>No finished games yet. Every game you finish is listed here.</source>
            <translation>Ancora nessuna partita finita. Ogni partita che finisci compare qui.</translation>
        </message>
        <message>
            <source>Every finished game, newest first. Practice games and games of bots only are listed here but left out of the figures.</source>
            <translation>Tutte le partite finite, dalla più recente. Le partite di allenamento e quelle di soli bot sono elencate qui ma escluse dalle cifre.</translation>
        </message>
        <message>
            <source>Print summary…</source>
            <translation>Stampa riepilogo…</translation>
        </message>
        <message>
            <source>Print the chosen game's score summary again, or save it as PDF from the print preview</source>
            <translation>Stampa di nuovo il riepilogo dei punteggi della partita scelta, o salvalo in PDF dall'anteprima di stampa</translation>
        </message>
        <message>
            <source>Choose a game to print its score summary again.</source>
            <translation>Scegli una partita per stamparne di nuovo il riepilogo dei punteggi.</translation>
        </message>
    </context>
    <context>
        <name>ImportJob</name>
        <message>
            <source>{file} cannot be read ({error}).</source>
            <translation>Impossibile leggere {file} ({error}).</translation>
        </message>
    </context>
    <context>
        <name>ImportProgress</name>
        <message>
            <source>Cancel import</source>
            <translation>Annulla importazione</translation>
        </message>
        <message>
            <source>Stop reading the file; your list stays exactly as it was.</source>
            <translation>Smetti di leggere il file; il tuo elenco resta esattamente com'era.</translation>
        </message>
        <message>
            <source>Reading {file}…</source>
            <translation>Lettura di {file}…</translation>
        </message>
    </context>
    <context>
        <name>ImportConfirmation</name>
        <message>
            <source>Import this word list?</source>
            <translation>Importare questo elenco di parole?</translation>
        </message>
        <message>
            <source>Its word: {words}.</source>
            <translation>La sua parola: {words}.</translation>
        </message>
        <message>
            <source>Some of its words: {words}.</source>
            <translation>Alcune delle sue parole: {words}.</translation>
        </message>
        <message>
            <source>Import it? It replaces your own list, {name} (one word).</source>
            <translation>Importarlo? Sostituisce il tuo elenco, {name} (una parola).</translation>
        </message>
        <message>
            <source>Import it? It replaces your own list, {name} ({count} words).</source>
            <translation>Importarlo? Sostituisce il tuo elenco, {name} ({count} parole).</translation>
        </message>
        <message>
            <source>Import it as your own list for new games?</source>
            <translation>Importarlo come tuo elenco per le nuove partite?</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>Importa</translation>
        </message>
    </context>
    <context>
        <name>WordListsDialog</name>
        <message>
            <source>Common words (a gentler game)</source>
            <translation>Parole comuni (partita più facile)</translation>
        </message>
        <message>
            <source>Standard English words</source>
            <translation>Parole inglesi standard</translation>
        </message>
        <message>
            <source>Full list (rare words too)</source>
            <translation>Elenco completo (anche parole rare)</translation>
        </message>
        <message>
            <source>Your own list</source>
            <translation>Il tuo elenco</translation>
        </message>
        <message>
            <source>This game is played with: {list}.</source>
            <translation>Questa partita si gioca con: {list}.</translation>
        </message>
        <message>
            <source>{sentence} {more}</source>
            <comment>two sentences</comment>
            <translation>{sentence} {more}</translation>
        </message>
        <message>
            <source>Its list holds one word.</source>
            <translation>Il suo elenco contiene una parola.</translation>
        </message>
        <message>
            <source>Its list holds {count} words.</source>
            <translation>Il suo elenco contiene {count} parole.</translation>
        </message>
        <message>
            <source>House words: {allowed} allowed, {refused} refused.</source>
            <translation>Parole della casa: {allowed} ammesse, {refused} rifiutate.</translation>
        </message>
        <message>
            <source>Quiddler word lists</source>
            <translation>Elenchi di parole di Quiddler</translation>
        </message>
        <message>
            <source>Every player, person or bot, is judged by the same list. Changes apply to new games; a game in progress keeps the words it started with.</source>
            <translation>Ogni giocatore, persona o bot, è giudicato con lo stesso elenco. Le modifiche valgono per le nuove partite; una partita in corso tiene le parole con cui è iniziata.</translation>
        </message>
        <message>
            <source>List for new games</source>
            <translation>Elenco per le nuove partite</translation>
        </message>
        <message>
            <source>Import a list…</source>
            <translation>Importa un elenco…</translation>
        </message>
        <message>
            <source>A text file with one word per line; lines that are not words are skipped and listed here.</source>
            <translation>Un file di testo con una parola per riga; le righe che non sono parole vengono saltate ed elencate qui.</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Rimuovi</translation>
        </message>
        <message>
            <source>House words</source>
            <translation>Parole della casa</translation>
        </message>
        <message>
            <source>Also count these words:</source>
            <translation>Conta anche queste parole:</translation>
        </message>
        <message>
            <source>Never count these words:</source>
            <translation>Non contare mai queste parole:</translation>
        </message>
        <message>
            <source>Words separated by spaces or new lines</source>
            <translation>Parole separate da spazi o a capo</translation>
        </message>
        <message>
            <source>dd MMM yyyy</source>
            <comment>a date, as QLocale writes it</comment>
            <translation>dd MMM yyyy</translation>
        </message>
        <message>
            <source>{name}: one word, imported on {date}.</source>
            <translation>{name}: una parola, importato il {date}.</translation>
        </message>
        <message>
            <source>{name}: {count} words, imported on {date}.</source>
            <translation>{name}: {count} parole, importato il {date}.</translation>
        </message>
        <message>
            <source>{name}: one word.</source>
            <translation>{name}: una parola.</translation>
        </message>
        <message>
            <source>{name}: {count} words.</source>
            <translation>{name}: {count} parole.</translation>
        </message>
        <message>
            <source>No list imported. Import a text file with one word per line.</source>
            <translation>Nessun elenco importato. Importa un file di testo con una parola per riga.</translation>
        </message>
        <message>
            <source>Import a word list</source>
            <translation>Importa un elenco di parole</translation>
        </message>
        <message>
            <source>Word lists (*.txt *.lst *.dic);;All files (*)</source>
            <translation>Elenchi di parole (*.txt *.lst *.dic);;Tutti i file (*)</translation>
        </message>
        <message>
            <source>Cancelling…</source>
            <translation>Annullamento…</translation>
        </message>
        <message>
            <source>Nothing was imported: {reason}</source>
            <translation>Non è stato importato niente: {reason}</translation>
        </message>
        <message>
            <source>The import was cancelled; your list is as it was.</source>
            <translation>L'importazione è stata annullata; il tuo elenco è com'era.</translation>
        </message>
        <message>
            <source>Nothing was imported; your list is as it was.</source>
            <translation>Non è stato importato niente; il tuo elenco è com'era.</translation>
        </message>
        <message>
            <source>Nothing was imported: the list could not be written ({error}).</source>
            <translation>Non è stato importato niente: impossibile scrivere l'elenco ({error}).</translation>
        </message>
        <message>
            <source>One line was skipped (see why below).</source>
            <translation>Una riga è stata saltata (vedi il motivo qui sotto).</translation>
        </message>
        <message>
            <source>{count} lines were skipped (see why below).</source>
            <translation>{count} righe sono state saltate (vedi il motivo qui sotto).</translation>
        </message>
        <message>
            <source>Left out: {words}</source>
            <translation>Escluse: {words}</translation>
        </message>
        <message>
            <source>The word lists could not be saved: {error}</source>
            <translation>Impossibile salvare gli elenchi di parole: {error}</translation>
        </message>
    </context>
    <context>
        <name>NewGameForm</name>
        <message>
            <source>New game</source>
            <translation>Nuova partita</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Gioco</translation>
        </message>
        <message>
            <source>The game to play</source>
            <translation>Il gioco a cui giocare</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Giocatori</translation>
        </message>
        <message>
            <source>Number of players</source>
            <translation>Numero di giocatori</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Opzioni</translation>
        </message>
        <message>
            <source>Seed</source>
            <translation>Seme</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>Casuale</translation>
        </message>
        <message>
            <source>Enter a number to replay the same shuffle again; leave blank for a fresh game.</source>
            <translation>Scrivi un numero per rigiocare lo stesso mescolamento; lascia vuoto per una partita nuova.</translation>
        </message>
        <message>
            <source>Leave blank for a fresh shuffle; the same number deals the same game.</source>
            <translation>Lascia vuoto per un nuovo mescolamento; lo stesso numero distribuisce la stessa partita.</translation>
        </message>
    </context>
    <context>
        <name>SettingsForm</name>
        <message>
            <source>Look</source>
            <translation>Aspetto</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>Tema</translation>
        </message>
        <message>
            <source>Light: a green felt table. Dark: a slate table, easier on the eyes at night.</source>
            <translation>Chiaro: un tavolo di panno verde. Scuro: un tavolo di ardesia, più riposante per gli occhi di sera.</translation>
        </message>
        <message>
            <source>Colour-blind-friendly colours</source>
            <translation>Colori adatti ai daltonici</translation>
        </message>
        <message>
            <source>Colours that stay distinct for the common kinds of colour blindness; shapes and symbols always differ too.</source>
            <translation>Colori che restano distinguibili con i tipi più comuni di daltonismo; anche forme e simboli sono sempre diversi.</translation>
        </message>
        <message>
            <source>Motion</source>
            <translation>Movimento</translation>
        </message>
        <message>
            <source>Animation speed</source>
            <translation>Velocità delle animazioni</translation>
        </message>
        <message>
            <source>How fast tiles, cards and dice move.</source>
            <translation>Quanto velocemente si muovono tessere, carte e dadi.</translation>
        </message>
        <message>
            <source>Bot speed</source>
            <translation>Velocità dei bot</translation>
        </message>
        <message>
            <source>The pause between a bot's steps, so you can follow its move.</source>
            <translation>La pausa tra un passo e l'altro di un bot, così puoi seguirne la mossa.</translation>
        </message>
        <message>
            <source>Reduce motion (no animations or effects)</source>
            <translation>Riduci movimento (niente animazioni né effetti)</translation>
        </message>
        <message>
            <source>Pieces jump straight to their place and celebrations are skipped.</source>
            <translation>I pezzi saltano subito al loro posto e i festeggiamenti vengono saltati.</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Lingua</translation>
        </message>
        <message>
            <source>The language of the app. System follows your computer's language when the app speaks it, and English otherwise.</source>
            <translation>La lingua dell'app. Sistema segue la lingua del computer se l'app la parla, altrimenti l'inglese.</translation>
        </message>
        <message>
            <source>Changes show at once; Cancel puts things back.</source>
            <translation>Le modifiche si vedono subito; Annulla rimette tutto com'era.</translation>
        </message>
    </context>
</TS>
