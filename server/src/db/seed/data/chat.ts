// Chat lines for the demo threads. The Mario–Giulia conversation is scripted (more than one page of 15).

export type ScriptedLine = readonly ['mario' | 'giulia', string] | readonly ['mario' | 'giulia', string, 'picture'];

export const MARIO_GIULIA: readonly ScriptedLine[] = [
  ['mario', 'Ciao Giulia! Hai visto il calendario del torneo di primavera?'],
  ['giulia', 'Ciao Mario, sì! Giochiamo il sabato mattina, giusto?'],
  ['mario', 'Esatto, ritrovo alle 9 all’Arena Civica.'],
  ['giulia', 'Perfetto. Porto io il pallone nuovo.'],
  ['mario', 'Ottimo, il mio ha visto tempi migliori 😅'],
  ['giulia', 'Hai già preso i biglietti per la mezza maratona di Firenze?'],
  ['mario', 'Non ancora, ci penso stasera.'],
  ['giulia', 'Affrettati, stanno finendo!'],
  ['mario', 'Fatto! Due biglietti, uno è per mio fratello.'],
  ['giulia', 'Grande! Allora ci vediamo là.'],
  ['mario', 'Ti mando la foto del campo di ieri', 'picture'],
  ['giulia', 'Che bello con il sole al tramonto!'],
  ['mario', 'Il mister dice che martedì si corre di più 🏃'],
  ['giulia', 'Come sempre... preparo le scarpe da running.'],
  ['mario', 'Hai sentito Luca per la trasferta?'],
  ['giulia', 'Sì, partiamo con due macchine da piazzale Lotto.'],
  ['mario', 'Io posso portare tre persone.'],
  ['giulia', 'Perfetto, allora vengono Sara e Davide con te.'],
  ['mario', 'Va bene. Orario di partenza?'],
  ['giulia', 'Alle 7:30, puntuali!'],
  ['mario', 'Ci sarò. Porto anche il caffè ☕'],
  ['giulia', 'Sei il migliore 😄'],
  ['mario', 'A sabato allora!'],
  ['giulia', 'A sabato, buona serata!'],
];

export const GROUP_LINES: readonly string[] = [
  'Ciao a tutti, confermate la presenza per mercoledì?',
  'Io ci sono!',
  'Presente, arrivo alle 19.',
  'Oggi piove, facciamo lo stesso?',
  'Sì, il percorso è al coperto per metà.',
  'Qualcuno ha una borraccia in più?',
  'Ne porto una io.',
  'Ottimo allenamento ragazzi 💪',
  'Settimana prossima proviamo il giro lungo.',
  'Ricordatevi il certificato medico aggiornato.',
  'Ho caricato le foto della gara sul profilo.',
  'Grazie a tutti, alla prossima!',
];

export const TEAM_LINES: readonly string[] = [
  'Allenamento confermato giovedì alle 18:30.',
  'Mister, arrivo dieci minuti in ritardo.',
  'Nessun problema, inizia con il riscaldamento da solo.',
  'Ricordate le divise da gara per domenica.',
  'Chi porta le pettorine?',
  'Le porto io.',
  'Bella partita ieri, bravi tutti!',
  'Convocati per sabato: tutti i presenti a questo gruppo.',
  'Ritrovo al campo un’ora prima.',
  'Ho lasciato la borraccia negli spogliatoi, qualcuno l’ha vista?',
  'Sì, l’ho presa io, te la porto giovedì.',
  'Riunione genitori venerdì alle 20.',
  'Ci vediamo in campo!',
  'Stretching a fine allenamento, non scappate 😉',
];

export const SINGLE_LINES: readonly string[] = [
  'Ciao! Ci vediamo al prossimo evento?',
  'Certo, ho già preso il biglietto.',
  'Grande, allora a presto!',
  'Mi mandi il programma della giornata?',
  'Te lo giro appena lo ricevo.',
];
