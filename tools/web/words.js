// The page's own words (its buttons, headings and the lines it builds around the server's words)
// in the language chosen; the game's words come from the server in that language (X-Bnb-Lang).
// A sentence is whole, with named placeholders ({n}), as the engine's catalogue has them; a word
// with no translation stays English. `data-t` on an element of index.html names its English text
// (`data-t-aria-label`, `data-t-title` its attributes').
'use strict';

const PAGE_WORDS = {
  de: {
    'Language': 'Sprache', 'Keys (?)': 'Tasten (?)', 'speed: {name} (f)': 'Tempo: {name} (f)',
    'normal': 'normal', 'fast': 'schnell', 'instant': 'sofort',
    'Monsters': 'Monster', 'Modifiers': 'Modifikatoren', 'Scenario': 'Szenario', 'Items': 'Gegenstände', 'Order': 'Reihenfolge',
    'Elements': 'Elemente', 'Undo': 'Zurück', 'free undo': 'freies Zurück', 'Hint': 'Tipp', 'Review': 'Rückblick', 'Log': 'Protokoll',
    'floor': 'Boden', 'obstacle': 'Hindernis', 'difficult': 'schwieriges Gelände', 'hazard': 'Gefahr', 'pressure plate': 'Druckplatte',
    'objective': 'Ziel', 'start': 'Start', 'you can choose it': 'wählbar', 'gold ring: elite': 'Goldring: Elite',
    'Scenario {n}: {name} — round {round}': 'Szenario {n}: {name} — Runde {round}',
    'Scenario {n}: {name}': 'Szenario {n}: {name}',
    '{title} — won after {round} rounds': '{title} — gewonnen nach {round} Runden',
    '{title} — lost after {round} rounds': '{title} — verloren nach {round} Runden',
    'Scenario {n} won after {round} rounds': 'Szenario {n} gewonnen nach {round} Runden',
    'Scenario {n} lost after {round} rounds': 'Szenario {n} verloren nach {round} Runden',
    'Won: {cause}.': 'Gewonnen: {cause}.', 'Lost: {cause}.': 'Verloren: {cause}.',
    'Goal: {goal}': 'Ziel: {goal}', 'Special rules': 'Sonderregeln', 'Special rules: none': 'Sonderregeln: keine',
    '{class} (level {level}) — {hp}/{max_hp} hp': '{class} (Stufe {level}) — {hp}/{max_hp} TP',
    'hand ({n})': 'Hand ({n})', 'selected ({n})': 'gewählt ({n})', 'active ({n})': 'aktiv ({n})',
    'discard ({n})': 'Ablage ({n})', 'lost ({n})': 'verloren ({n})',
    'Monster actions': 'Monsteraktionen', 'Attack modifiers': 'Angriffsmodifikatoren', 'you': 'du', '(none left)': '(keine mehr)',
    '{mark} you ({class})': '{mark} du ({class})',
    'Nothing to decide.': 'Nichts zu entscheiden.', ' — click two cards in your hand.': ' — klicke zwei Karten deiner Hand an.',
    'Selected: {text} ': 'Gewählt: {text} ', 'hex': 'Feld', '(hex {mark}: {place})': '(Feld {mark}: {place})', '{what}, your hex': '{what}, dein Feld',
    '{what}, 1 hex from you': '{what}, 1 Feld von dir', '{what}, {n} hexes from you': '{what}, {n} Felder von dir', 'Confirm (Enter)': 'Bestätigen (Enter)', 'Close': 'Schließen',
    // What a screen reader says and the tooltips (index.html's data-t-aria-label, data-t-title).
    'elements that can be consumed now': 'Elemente, die jetzt verbraucht werden können', 'initiative order this round': 'Initiative-Reihenfolge dieser Runde',
    'the keys of the page (?)': 'die Tasten der Seite (?)', 'how fast monster turns are shown (f)': 'wie schnell Monsterzüge gezeigt werden (f)',
    'look-ups (they answer nothing)': 'Nachschlagen (beantwortet nichts)', 'take back the last answer (Ctrl-Z)': 'die letzte Antwort zurücknehmen (Strg-Z)',
    'free undo goes back past a roll of the dice; the dice then roll the same again': 'freies Zurück geht hinter einen Würfelwurf zurück; die Würfel fallen dann wieder gleich',
    "each option's chance to win, as the search bot estimates it": 'die Siegchance jeder Option, wie der Suchbot sie schätzt',
    'the search bot reviews your decisions in this scenario': 'der Suchbot prüft deine Entscheidungen in diesem Szenario',
    'the log of events': 'das Protokoll der Ereignisse', 'the map': 'die Karte', 'scenario map: arrow keys move between hexes': 'Szenariokarte: die Pfeiltasten gehen von Feld zu Feld',
    'zoom the map': 'die Karte vergrößern', 'zoom in': 'vergrößern', 'zoom out': 'verkleinern', 'legend': 'Legende', 'close (Escape)': 'schließen (Esc)',
    'hex {hex}, {terrain}': 'Feld {hex}, {terrain}', ', letter {letter}': ', Buchstabe {letter}', 'you, the {class}': 'du, {class}', ', elite': ', Elite',
    '{who}: {hp} of {max_hp} hit points': '{who}: {hp} von {max_hp} Trefferpunkten', ', shield {n}': ', Schild {n}', ', retaliate {n}': ', Vergeltung {n}',
    ', at {hex}': ', auf {hex}', 'hex {mark}, ': 'Feld {mark}, ', '{card} ({side}), top half: ': '{card} ({side}), obere Hälfte: ',
    '{card} ({side}), bottom half: ': '{card} ({side}), untere Hälfte: ', 'Attack 2': 'Angriff 2', 'Move 2': 'Bewegung 2', 'initiative ': 'Initiative ',
    '{card} ({side}), initiative {n}. Top: {top}. Bottom: {bottom}.': '{card} ({side}), Initiative {n}. Oben: {top}. Unten: {bottom}.', 'nothing': 'nichts',
    'other side': 'andere Seite', 'show the other side': 'die andere Seite zeigen', 'show the other side of {card}': 'die andere Seite von {card} zeigen',
    // The monsters' stats, the tables, the monster turn.
    '{n} hp': '{n} TP', 'shield {n}': 'Schild {n}', 'retaliate {n}': 'Vergeltung {n}', 'flying': 'fliegend', 'immune: {list}': 'immun: {list}',
    '({n} on the map; {stats})': '({n} auf der Karte; {stats})', 'monsters ({difficulty})': 'Monster ({difficulty})',
    'very easy': 'sehr leicht', 'easy': 'leicht', 'hard': 'schwer', 'very hard': 'sehr schwer',
    'no ability': 'keine Fähigkeit', 'Action: ': 'Aktion: ',
    // The conditions, elements and symbols (icons.js) by their names.
    'poison': 'vergiftet', 'wound': 'verwundet', 'immobilize': 'bewegungsunfähig', 'disarm': 'entwaffnet', 'muddle': 'verwirrt',
    'strengthen': 'gestärkt', 'invisible': 'unsichtbar', 'stun': 'betäubt',
    'fire': 'Feuer', 'ice': 'Eis', 'air': 'Luft', 'earth': 'Erde', 'light': 'Licht', 'dark': 'Dunkelheit',
    'attack': 'Angriff', 'move': 'Bewegung', 'range': 'Reichweite', 'shield': 'Schild', 'retaliate': 'Vergeltung', 'push': 'Stoßen', 'pull': 'Ziehen',
    'pierce': 'Durchbohren', 'heal': 'Heilen', 'target': 'Ziel', 'area': 'Fläche', 'jump': 'Sprung', 'condition': 'Zustand', 'infuse': 'Element erzeugen',
    'recover': 'zurückholen', 'suffer damage': 'Schaden erleiden', 'initiative': 'Initiative',
    // Typed numbers, the prompts without a question, the campaign's end.
    'Option {n}… (Enter answers it; another digit goes on)': 'Option {n}… (Enter beantwortet sie; eine weitere Ziffer geht weiter)',
    'No option {n}: the options are numbered 1 to {last}.': 'Keine Option {n}: Die Optionen sind von 1 bis {last} nummeriert.',
    'The campaign is finished. Well played!': 'Die Kampagne ist beendet. Gut gespielt!',
    'The campaign is complete: no further scenario in the loaded content. Well played!': 'Die Kampagne ist vollständig: Die geladenen Inhalte haben kein weiteres Szenario. Gut gespielt!',
    'The campaign is saved; you may close this page, or go on.': 'Die Kampagne ist gespeichert; du kannst diese Seite schließen oder weiterspielen.',
    'This page needs the address printed by `bnb serve` (it carries ?token=...).': 'Diese Seite braucht die Adresse, die `bnb serve` ausgibt (sie trägt ?token=...).',
    'the server refused': 'der Server hat abgelehnt', 'refused': 'abgelehnt', 'Not allowed now:': 'Jetzt nicht erlaubt:', 'Not allowed now': 'Jetzt nicht erlaubt',
    'The end': 'Das Ende', 'Scenarios played, in order': 'Gespielte Szenarien, der Reihe nach', 'scenario': 'Szenario', 'result': 'Ergebnis', 'rounds': 'Runden',
    'Per scenario (retries: losses before the win)': 'Je Szenario (Wiederholungen: Niederlagen vor dem Sieg)', 'retries': 'Wiederholungen', 'total': 'gesamt',
    'won': 'gewonnen', 'lost': 'verloren', '{n} won': '{n} gewonnen', 'level-2 cards offered': 'angebotene Karten der Stufe 2', '({n} hp) ': '({n} TP) ',
    'Choose your class': 'Wähle deine Klasse', ' — long rest': ' — lange Rast', 'the scenario is over': 'das Szenario ist vorbei',
    // Undo, hint and review.
    'Honest undo stops at the last roll of the dice.': 'Ehrliches Zurück hält beim letzten Würfelwurf an.', 'Took back 1 answer.': '1 Antwort zurückgenommen.',
    'Thinking…': 'Denke nach…', '95% interval': '95-%-Intervall', '(not estimated)': '(nicht geschätzt)',
    'Hint: chance to win from {n} sampled futures per option ({seconds} s); the real dice are never read.':
      'Tipp: Siegchance aus {n} gezogenen Zukünften je Option ({seconds} s); die echten Würfel werden nie gelesen.',
    'Reviewing every decision of the scenario… ': 'Jede Entscheidung des Szenarios wird geprüft… ', '{done}/{total} decisions': '{done}/{total} Entscheidungen',
    'Review': 'Rückblick',
    'Reviewed {decisions} decisions of {answers} answers: 1 clear mistake ({futures} futures per option).':
      '{decisions} Entscheidungen von {answers} Antworten geprüft: 1 klarer Fehler ({futures} Zukünfte je Option).',
    'Reviewed {decisions} decisions of {answers} answers: {n} clear mistakes ({futures} futures per option).':
      '{decisions} Entscheidungen von {answers} Antworten geprüft: {n} klare Fehler ({futures} Zukünfte je Option).',
    'Answer {answer} (round {round}): {prompt}': 'Antwort {answer} (Runde {round}): {prompt}', 'you chose: {text} — {range}': 'deine Wahl: {text} — {range}',
    'better: {text} — {range}': 'besser: {text} — {range}', 'show the board then': 'das Spielbrett von damals zeigen',
    'The map before answer {answer} (round {round}); click again for the present.': 'Die Karte vor Antwort {answer} (Runde {round}); noch einmal klicken für jetzt.',
    // The look-up panels and the keys.
    'Monster cards': 'Monsterkarten', 'Attack modifier tables': 'Angriffsmodifikator-Tabellen', 'The scenario: goal and special rules': 'Das Szenario: Ziel und Sonderregeln',
    'Initiative order this round': 'Initiative-Reihenfolge dieser Runde', 'Keys': 'Tasten', 'Looking it up…': 'Wird nachgeschlagen…', 'nothing to look up': 'nichts nachzuschlagen',
    'Your items': 'Deine Gegenstände', 'You carry no items.': 'Du trägst keine Gegenstände.', 'Items of the campaign': 'Gegenstände der Kampagne',
    'No scenario is in play.': 'Kein Szenario ist im Spiel.', '(rolled)': '(gewürfelt)', 'No monsters in this scenario.': 'Keine Monster in diesem Szenario.',
    'Introduction': 'Einleitung', 'Symbols': 'Symbole',
    'Enter': 'Enter', 'Escape': 'Esc', 'Tab, Shift+Tab': 'Tab, Umschalt+Tab', 'arrow keys': 'Pfeiltasten', 'Ctrl+Z': 'Strg+Z',
    'answer the option with that number (the number drawn in its hex); 1 then 2 is option 12': 'die Option mit dieser Nummer beantworten (der Nummer in ihrem Feld); 1, dann 2 ist Option 12',
    'confirm the selected option or card pair; on a button, card or hex: choose it': 'die gewählte Option oder das Kartenpaar bestätigen; auf einer Schaltfläche, Karte oder einem Feld: es wählen',
    'clear a selection; close a panel': 'eine Auswahl aufheben; ein Fenster schließen',
    'go through the question, the look-ups, your cards, the options, the log and the map': 'durch die Frage, das Nachschlagen, deine Karten, die Optionen, das Protokoll und die Karte gehen',
    'on the map: move from hex to hex': 'auf der Karte: von Feld zu Feld gehen', 'monster cards': 'Monsterkarten', 'attack modifier tables': 'Angriffsmodifikator-Tabellen',
    'the scenario: goal and special rules': 'das Szenario: Ziel und Sonderregeln', 'items': 'Gegenstände', 'initiative order': 'Initiative-Reihenfolge',
    'elements': 'Elemente', 'monster turns faster or slower': 'Monsterzüge schneller oder langsamer', 'undo the last answer': 'die letzte Antwort zurücknehmen',
    'this list': 'diese Liste',
  },
};

// The pseudo-language "qps" (as the engine's catalogue makes it): every letter accented, 40% longer,
// in ⟦ ⟧, so that a word that is not translated stands out.
const ACCENTED = { lower: [...'áƀçďéƒğĥíĵķĺḿñöṕʠŕšťüṽŵẋýž'], upper: [...'ÁƁÇĎÉƑĞĤÍĴĶĹḾÑÖṔǪŔŠŤÜṼŴẊÝŽ'] };
function pseudo(english) {
  let letters = 0;
  // Placeholders ({name}) stay as they are, to be filled.
  const text = english.split(/(\{\w+\})/).map((part) => (part.startsWith('{') ? part : [...part].map((c) => {
    if (c >= 'a' && c <= 'z') return letters++, ACCENTED.lower[c.charCodeAt(0) - 97];
    if (c >= 'A' && c <= 'Z') return letters++, ACCENTED.upper[c.charCodeAt(0) - 65];
    return c;
  }).join(''))).join('');
  return `⟦${text}${'~'.repeat(Math.ceil(letters * 0.4))}⟧`;
}

// The page's word for `english` in the language `code`, its {placeholders} filled from `args`.
function wordIn(code, english, args = {}) {
  const table = PAGE_WORDS[code] || {};
  const said = code === 'qps' ? pseudo(english) : table[english] ?? english;
  return said.replace(/\{(\w+)\}/g, (_, k) => (k in args ? String(args[k]) : `{${k}}`));
}
// The page's word for `english` in the language chosen.
const t = (english, args = {}) => wordIn(lang, english, args);

// A language as a language menu names it: in its own language, with its code ("Deutsch (de)").
// The pseudo-language has no name of its own elsewhere: its catalogue words the English one.
function languageName(code) {
  const own = () => { try { return new Intl.DisplayNames([code], { type: 'language' }).of(code); } catch { return code; } };
  return `${code === 'qps' ? wordIn('qps', 'pseudo-language') : own()} (${code})`;
}

// The page's fixed words (index.html's data-t, and data-t-aria-label and data-t-title for what a
// screen reader or a tooltip says) in the language chosen.
function translateStatic() {
  for (const node of document.querySelectorAll('[data-t]')) node.textContent = t(node.dataset.t);
  for (const node of document.querySelectorAll('[data-t-aria-label]')) node.setAttribute('aria-label', t(node.dataset.tAriaLabel));
  for (const node of document.querySelectorAll('[data-t-title]')) node.setAttribute('title', t(node.dataset.tTitle));
  document.documentElement.lang = PAGE_WORDS[lang] || lang === 'qps' ? htmlLang(lang) : 'en';
}
// A language code as html's lang attribute names it (the pseudo-language is English made strange).
const htmlLang = (code) => (code === 'qps' ? 'en-x-qps' : code);
