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
    'Selected: {text} ': 'Gewählt: {text} ', 'hex': 'Feld', '(hex {mark}: {place})': '(Feld {mark}: {place})', '{what}, your hex': '{what}, dein Feld',
    '{what}, 1 hex from you': '{what}, 1 Feld von dir', '{what}, {n} hexes from you': '{what}, {n} Felder von dir', 'Confirm (Enter)': 'Bestätigen (Enter)', 'Close': 'Schließen',
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

// The page's word for `english` in the language chosen, its {placeholders} filled from `args`.
function t(english, args = {}) {
  const table = PAGE_WORDS[lang] || {};
  const said = lang === 'qps' ? pseudo(english) : table[english] ?? english;
  return said.replace(/\{(\w+)\}/g, (_, k) => (k in args ? String(args[k]) : `{${k}}`));
}

// The page's fixed words (index.html's data-t) in the language chosen.
function translateStatic() {
  for (const node of document.querySelectorAll('[data-t]')) node.textContent = t(node.dataset.t);
  document.documentElement.lang = PAGE_WORDS[lang] || lang === 'qps' ? htmlLang(lang) : 'en';
}
// A language code as html's lang attribute names it (the pseudo-language is English made strange).
const htmlLang = (code) => (code === 'qps' ? 'en-x-qps' : code);
