// The page's own words (its buttons, headings and the lines it builds around the server's words)
// in the language chosen; the game's words come from the server in that language (X-Bnb-Lang).
// A sentence is whole, with named placeholders ({n}), as the engine's catalogue has them; a word
// with no translation stays English. `data-t` on an element of index.html names its English text.
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
    'Selected: {text} ': 'Gewählt: {text} ', 'Confirm (Enter)': 'Bestätigen (Enter)', 'Close': 'Schließen',
  },
};

// The page's word for `english` in the language chosen, its {placeholders} filled from `args`.
function t(english, args = {}) {
  const table = PAGE_WORDS[lang] || {};
  return (table[english] ?? english).replace(/\{(\w+)\}/g, (_, k) => (k in args ? String(args[k]) : `{${k}}`));
}

// The page's fixed words (index.html's data-t) in the language chosen.
function translateStatic() {
  for (const node of document.querySelectorAll('[data-t]')) node.textContent = t(node.dataset.t);
  document.documentElement.lang = PAGE_WORDS[lang] ? lang : 'en';
}
