#include "bindings/api_docs.h"

#include <string_view>

#include "bindings/api/api.h"
#include "bindings/hooks.h"
#include "engine/base/core/hooks.h"

namespace bnb {
namespace {

struct FieldDoc {
  const char* name;
  const char* type;
  const char* doc;
};
struct TypeDoc {
  const char* name;
  const char* doc;
  std::initializer_list<FieldDoc> fields;
};

const TypeDoc kTypes[] = {
    {"Hex",
     "A hex in axial coordinates. Functions also accept {q, r}.",
     {{"q", "integer", "column"}, {"r", "integer", "row"}}},
    {"Figure",
     "A figure on the map (a copy: changing it changes nothing).",
     {{"id", "integer", "the figure's id"},
      {"kind", "string", "\"character\" or \"monster\""},
      {"type", "string", "monster type id or class id"},
      {"number", "integer", "the monster's standee number, 0 for the character"},
      {"hex", "Hex", "where it stands"},
      {"hp", "integer", "current hit points"},
      {"max_hp", "integer", "maximum hit points"},
      {"conditions", "string[]", "its conditions, e.g. {\"poison\", \"wound\"}"}}},
    {"Card",
     "One of the character's ability cards.",
     {{"id", "string", "card id"},
      {"name", "string", "card name"},
      {"pile", "string", "hand, discard, lost, active or selected"},
      {"side", "string", "\"A\" or \"B\""}}},
    {"Item",
     "One of the character's items.",
     {{"number", "integer", "item number"},
      {"id", "string", "item id"},
      {"name", "string", "item name"},
      {"state", "string", "ready, spent or lost"}}},
    {"Objective",
     "An objective still on the map (rules: \"Objectives\"); the character can attack it.",
     {{"hex", "Hex", "where it is"},
      {"name", "string", "its name from the scenario, \"\" if none"},
      {"hp", "integer?", "hit points left; nil if it is immune to damage"},
      {"max_hp", "integer?", "hit points it started with; nil if it is immune to damage"}}},
    {"Text",
     "Words of the mods' `texts:` by key (game.text): each front end says them in the player's language.",
     {{"key", "string", "the key in `texts:`"},
      {"args", "table<string, string>", "the values of its {name} placeholders, as text"}}},
    {"Refusal",
     "Why the rules refused a figure's action: the second result of figures.control_move, control_attack, move, "
     "push, pull and add_condition when the rules say no (a controlled monster that is disarmed, a figure no longer "
     "on the map). Pass it to game.message (or game.ask) to tell the player: each front end says it in the "
     "player's language. Where the script itself erred (an id that was never a figure's) the reason is a string "
     "instead, in English, for the mod's author; tostring(why) is the English either way, and so is a string "
     "joined with it (`\"no: \" .. why`).",
     {{"refused", "string", "gone, not_a_monster, immobilized, did_not_move, disarmed or did_not_attack"},
      {"figure", "integer", "the figure the action concerned"},
      {"text", "string", "the reason in English (for logs and tests)"}}},
    {"Ctx",
     "The first argument of every handler.",
     {{"mod", "string", "id of the mod the handler belongs to"},
      {"hook", "string", "name of the hook being run"},
      {"vars", "table<string, boolean|integer|string>",
       "scenario variables, stored in the game state (see Calling convention)"}}},
};

constexpr std::string_view kIntro = R"(Content scripts are Lua 5.4 files inside a mod. YAML names a handler as `file.lua#function`
(a scenario's `hooks: { on_round_end: rules.lua#round_end }`, an item's `script: items.lua#clean_water`,
a hazard or pressure plate name bound to a function). The function is a global of that file, or a
field of the table the file returns. Each file runs once when the mod loads, to define its
functions.

## Calling convention

Every handler is called as `fn(ctx, ev)`:

- `ctx.mod` is the id of the handler's mod and `ctx.hook` the name of the hook (`ctx` itself is
  read-only).
- `ctx.vars` holds the scenario variables. Reading `ctx.vars.name` and assigning
  `ctx.vars.name = value` go straight to the game state, which is saved with the game, rolled back
  with a failed handler and replayed exactly. Values are nil, booleans, integers or strings. All
  mods share the variables: prefix names with your mod id where they could clash. They are copied
  at every step, so they are small: at most 256 variables, names of at most 64 bytes, and 65,536
  bytes of names and strings in all.
- `ev` is the event: the fields of the hook's row below. Figures are given by id (use
  `figures.get(id)`); a figure table may be passed wherever a function expects an id.

The return value matters only where the hook table says so: an integer, a string, or nil. A
boolean is passed on as a boolean (an item's handler returns `false` to decline); a number that is
not an integer is an error.
)";

constexpr std::string_view kOrder = R"(## When hooks run

The engine calls a hook only if content bound a handler to it; a hook with no handler costs no
Lua at all. Within a game the hooks come in this order (tests/lua/scenario_test.cpp plays a round
of the test scenario in tests/data/lua_scenario and checks it line by line):

1. `on_scenario_setup`, once, after card upgrades and items are chosen.
2. Each round:
   1. `on_round_start`, first, before the cards are selected (the start-of-round effects, such
      as spawns, come before the card choice); then the cards are selected, the monster ability
      cards drawn (for a type spawned here too), the initiative order set and the items used
      "after initiative".
   2. Each turn in initiative order (the character; each monster of a type, by standee number):
      `on_turn_start` (after wound; not for a figure that wound killed), then its abilities, then
      `on_turn_end` (if it is still alive), before its conditions expire.
      - Each hex a figure enters: `on_enter_hex`, then `hazard` or `pressure_plate` if the hex
        has one (not while jumping or flying over it).
      - A scripted ability: `ability`, where it stands among the card's or monster's abilities.
      - Each attack on one target: `before_attack`; the character's `item` scripts for this
        attack (`your_attack`), or against it (`enemy_attack`); the modifier;
        `after_modifier_roll`; the damage (`before_damage`, then `on_figure_killed` if the
        target dies); the added effects; `after_attack`; then retaliation and the items used
        after the attack.
      - Any damage, from an attack, a hazard, a script or a cost: `before_damage`, then the
        character's choice to negate it, then `on_figure_killed` if the figure dies.
   3. `on_round_end`, first step of the end of the round; then the short rest; then
      `check_goal`.

Hooks nest: a handler that acts (deals damage, moves or spawns a figure) runs the hooks of that
action before it goes on, up to a depth limit.
)";

constexpr std::string_view kQuestions = R"(## Questions

`game.ask` and `game.ask_hex` put a question to the player. When the answer is not known yet, the
handler stops at the question; once the player has answered, the engine runs the handler again
from the start, and every question asked so far returns its recorded answer. An action that needs
the player's decision (damage the character may negate, for instance) stops the handler the same
way. So a handler should ask all its questions first and only then change the game, and it must
keep no state in Lua between runs.

## Words of a script

The words a script shows (`game.message`, the prompt and options of `game.ask`, the prompt of
`game.ask_hex`) are either a string, shown as it is in every language, or `game.text(key, args)`:
a text of the mods' `texts:` (a top-level map of any content file, key to English text with
`{name}` placeholders), which each front end says in the player's language from the mods'
`lang/<code>.yaml` overlays (their `texts:` section). The game records the key and the arguments,
never the words, so a game started in one language goes on in another. An unknown key is an error.

```lua
game.message(game.text("s12.scrap-gathered", { count = ctx.vars.s12_scraps, needed = 4 }))
```
)";

constexpr std::string_view kSandbox = R"(## Sandbox

- Available: `assert error ipairs next pairs pcall xpcall select tonumber tostring type rawequal
  rawget rawlen rawset getmetatable setmetatable print load require _G _VERSION` and the libraries
  `string table math utf8 coroutine`.
- Not available: `io`, `os`, `package`, `debug`, `dofile`, `loadfile`, `collectgarbage`, `warn`,
  `string.dump`.
- `load(chunk [, name [, mode [, env]]])` compiles text only (binary chunks are refused whatever
  `mode` says); the default environment is the calling file's globals. Only string chunks.
- `require("name")` runs the mod's own `name.lua` (`"sub.x"` is `sub/x.lua`) once and returns what
  it returned, or its globals if it returned nothing. Other mods' files and C modules are not
  reachable.
- `print(...)` writes to the engine's log, not to the player (use `game.message`).
- `math.random` draws from the game's seeded random numbers (so games replay), `math.randomseed`
  is refused.
- The API tables and the library tables are read-only (also for `rawset`). `setmetatable` refuses
  `__gc` and `__mode`, whose effects depend on when Lua collects garbage.
- Every file has its own globals, inheriting the ones above; `_G` is the file's global table.
  A script may not name `_ENV` (a file or `load` chunk that does is refused), so no function can
  swap its globals for a writable table of its own.
- No state outside `ctx.vars`: a hook must play the same whether the game was resumed from its
  save or is a bot's look-ahead copy, so once the mod has loaded nothing a hook can reach changes
  between calls, and the same loaded scripts serve every game:
  - globals are read-only (assigning one is an error naming the file and line);
  - every table the files keep (in a global, a file-level local, a table it returned, or inside
    such a table) is frozen: reading, `pairs`, `ipairs`, `#`, `next`, `rawget`, `rawlen` and
    `getmetatable` work as before, and a frozen table still serves as a metatable (a class), but
    assigning a field, `rawset`, `table.insert`/`remove`/`sort` and `setmetatable` on it are
    errors;
  - a function kept once the mod has loaded may not assign a variable it captured (a file-level
    local, or the local of a function that has returned, such as a counter made by a factory):
    the mod fails to load, naming the file and line of the assignment. Its own locals, and those
    of functions it creates while it runs, are fresh at every call and may be assigned;
  - a coroutine or a `string.gmatch` iterator kept from loading is refused the same way (each goes
    on from where it stopped).
  Build what a hook needs inside the hook, or at load time into tables it only reads. (Why this
  design: it is checked once, when the mod loads, so a hook call costs nothing more than one more
  table look-up per read of a kept table; a fresh environment per call would cost every call and
  still leave file-level locals and the tables they hold writable.)
- `pairs` visits keys that are not list indices in an order that may differ between runs; when the
  order can change the game, iterate a list with `ipairs`. Lists from the API come in a fixed order.
- Limits: each hook call may run a fixed number of Lua instructions (1,000,000 by default; also per
  file while loading) and all scripts together may use a fixed amount of memory (32 MiB by default).
  The steps of `string.find`, `match`, `gmatch` and `gsub` count as instructions too, so a
  pattern that backtracks for ever fails like an endless loop; so does every call of the game API
  (500 instructions, and 50 for each item of a list it returns). Lua calls nest at most 1,000
  deep.
)";

constexpr std::string_view kErrors = R"(## Errors

A handler that fails is reported as `mod/file.lua:line: in hook 'name': message` with a Lua
traceback; what it did to the game is rolled back and play goes on. Messages point at the script
line:

- argument errors name the function and the argument:
  `figures.damage: arg 2 'amount': expected integer, got string`;
- running out of instructions: `instruction budget exceeded (1000000 instructions per call)`, at
  the line where the budget ran out;
- recursion too deep: `stack overflow (Lua calls nested more than 1000 deep)`;
- running out of memory: `memory limit exceeded (32 MiB)`;
- a missing handler: `no function named 'name'`.

Problems found while loading (syntax errors, errors in a file's top-level code) read like compiler
messages: `mod/file.lua:line: error: message`.
)";

std::vector<std::string> split_list(std::string_view s) {
  std::vector<std::string> out;
  while (!s.empty()) {
    const size_t comma = s.find(", ");
    out.emplace_back(s.substr(0, comma));
    if (comma == std::string_view::npos) break;
    s.remove_prefix(comma + 2);
  }
  return out;
}

// "m?: integer" -> name "m", optional, type "integer".
struct Param {
  std::string name, type;
  bool optional = false;
};
Param parse_param(const std::string& p) {
  Param out;
  const size_t colon = p.find(": ");
  out.name = p.substr(0, colon);
  out.type = colon == std::string::npos ? "any" : p.substr(colon + 2);
  if (!out.name.empty() && out.name.back() == '?') {
    out.optional = true;
    out.name.pop_back();
  }
  return out;
}

std::string arg_names(const char* params) {
  std::string out;
  for (const std::string& p : split_list(params)) {
    if (!out.empty()) out += ", ";
    out += parse_param(p).name;
  }
  return out;
}

std::string ev_fields_md(Hook h) {
  std::string out;
  for (EvField f : lua::hook_fields(h)) {
    if (!out.empty()) out += ", ";
    out += std::string("`") + lua::ev_field_info(f).name + "`";
  }
  return out.empty() ? "-" : out;
}

// Text for a markdown table cell: '|' would end the cell.
std::string cell(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '|') out += '\\';
    out += c;
  }
  return out;
}

void append_types_md(std::string& out) {
  out += "## Types\n\n";
  for (const TypeDoc& t : kTypes) {
    out += std::string("### ") + t.name + "\n\n" + t.doc + "\n\n| field | type | meaning |\n|---|---|---|\n";
    for (const FieldDoc& f : t.fields)
      out += std::string("| `") + f.name + "` | `" + cell(f.type) + "` | " + cell(f.doc) + " |\n";
    out += "\n";
  }
}

}  // namespace

std::vector<LuaApiFunctionDoc> lua_api_functions() {
  std::vector<LuaApiFunctionDoc> out;
  for (const lua::ApiTable* t : lua::api_tables())
    for (const lua::ApiFunction& f : t->functions) out.push_back({t->name, f.name, f.params, f.returns, f.doc});
  return out;
}

std::vector<std::string> lua_api_problems() {
  std::vector<std::string> out;
  for (const LuaApiFunctionDoc& f : lua_api_functions()) {
    const std::string name = f.table + "." + f.name;
    if (f.doc.empty()) out.push_back(name + ": no doc");
    for (const std::string& p : split_list(f.params))
      if (p.find(": ") == std::string::npos) out.push_back(name + ": parameter without a type: " + p);
  }
  return out;
}

std::string lua_api_markdown() {
  std::string out = "# Lua API reference\n\n";
  out += "<!-- Generated by `bnb lua-docs` from bindings/ and engine/base/core/hooks.h; do not edit. -->\n\n";
  out += kIntro;
  out += "\n## Hooks\n\nEvery hook is called as `fn(ctx, ev)`.\n\n| hook | `ev` fields | return value: when |\n|---|---|---|\n";
  for (size_t i = 0; i < size_t(Hook::Count); ++i) {
    const HookDoc& d = hook_doc(Hook(i));
    out += "| `" + std::string(d.name) + "` | " + ev_fields_md(Hook(i)) + " | " + cell(d.returns) + " |\n";
  }
  out += "\n### `ev` fields\n\n| field | type | meaning |\n|---|---|---|\n";
  for (const lua::EvFieldInfo& f : lua::ev_field_infos())
    out += std::string("| `") + f.name + "` | `" + cell(f.type) + "` | " + cell(f.doc) + " |\n";
  out += "\n";
  out += kOrder;
  out += "\n";
  out += kQuestions;
  out += "\n";
  out += kSandbox;
  out += "\n";
  out += kErrors;
  out += "\n";
  append_types_md(out);
  out += "## Functions\n";
  for (const lua::ApiTable* t : lua::api_tables()) {
    out += std::string("\n### ") + t->name + "\n\n" + t->doc + "\n\n";
    for (const lua::ApiFunction& f : t->functions) {
      out += std::string("- `") + t->name + "." + f.name + "(" + f.params + ")`";
      if (*f.returns) out += std::string(" → `") + f.returns + "`";
      out += std::string(": ") + f.doc + "\n";
    }
  }
  return out;
}

std::string lua_api_stubs() {
  std::string out = "---@meta\n";
  out += "-- The Lua API of bnb content scripts, for editors (LuaLS / EmmyLua).\n";
  out += "-- Generated by `bnb lua-docs` from bindings/ and engine/base/core/hooks.h; do not edit.\n";
  for (const TypeDoc& t : kTypes) {
    out += std::string("\n---") + t.doc + "\n---@class " + t.name + "\n";
    for (const FieldDoc& f : t.fields) out += std::string("---@field ") + f.name + " " + f.type + " " + f.doc + "\n";
  }
  for (size_t i = 0; i < size_t(Hook::Count); ++i) {
    const HookDoc& d = hook_doc(Hook(i));
    const std::string name(d.name);
    out += "\n---The `ev` of " + name + ".\n---@class Ev." + name + "\n";
    for (EvField f : lua::hook_fields(Hook(i))) {
      const lua::EvFieldInfo& info = lua::ev_field_info(f);
      out += std::string("---@field ") + info.name + " " + info.type + " " + info.doc + "\n";
    }
    out += "\n---A handler of " + name + "; returns " + std::string(d.returns) + "\n";
    out += "---@alias Handler." + name + " fun(ctx: Ctx, ev: Ev." + name + "): any\n";
  }
  for (const lua::ApiTable* t : lua::api_tables()) {
    out += std::string("\n---") + t->doc + "\n";
    if (!t->extends_library) out += std::string(t->name) + " = {}\n";
    for (const lua::ApiFunction& f : t->functions) {
      out += std::string("\n---") + f.doc + "\n";
      for (const std::string& p : split_list(f.params)) {
        const Param param = parse_param(p);
        out += "---@param " + param.name + (param.optional ? "? " : " ") + param.type + "\n";
      }
      for (const std::string& r : split_list(f.returns)) out += "---@return " + r + "\n";
      out += std::string("function ") + t->name + "." + f.name + "(" + arg_names(f.params) + ") end\n";
    }
  }
  return out;
}

}  // namespace bnb
