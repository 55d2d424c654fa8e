#pragma once
// What a script shows the player (a message, a question, an option): its own literal words, or a
// key of the mods' `texts:` with the values of the text's placeholders, so that each front end
// says it in the player's language (docs/modding.md, "Words of a script"). The game itself stays
// language-neutral: `text` is the English, for logs and front ends that word nothing.
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/base/core/names.h"
#include "engine/base/core/types.h"

namespace bnb {

// Why the rules refused a script's action on a figure (figures.control_move, control_attack, ...):
// a reason a player may read, when the script shows it (game.message(why)). Each front end says it
// in the player's language from the kind and the figure (the words layer); a script's own mistake
// (an id that never was a figure's) is no refusal but an English error for its author.
enum class Refusal : uint8_t {
  None,
  Gone,          // the figure is no longer on the map (it died, perhaps during the script's own action)
  NotAMonster,   // only monsters can be controlled
  Immobilized,   // a controlled monster cannot move
  DidNotMove,    // a controlled monster had nowhere to go, or the player kept it where it was
  Disarmed,      // a controlled monster cannot attack
  DidNotAttack,  // a controlled monster had no enemy to attack, or the player chose none
};
inline constexpr auto kRefusalNames =
    name_table<Refusal>("none", "gone", "not_a_monster", "immobilized", "did_not_move", "disarmed", "did_not_attack");
static_assert(kRefusalNames.size() == size_t(Refusal::DidNotAttack) + 1);

struct ScriptRefusal {
  Refusal kind = Refusal::None;
  FigureId figure = kNoFigure;  // the figure the refused action concerned
  bool operator==(const ScriptRefusal&) const = default;
};

struct ScriptWords {
  ScriptWords() = default;
  ScriptWords(std::string literal) : text(std::move(literal)) {}  // NOLINT: literal words convert
  ScriptWords(const char* literal) : text(literal) {}             // NOLINT

  std::string text;  // the English: the literal words, or the key's text with its placeholders filled
  std::string key;   // the `texts:` key, "" for literal words
  std::vector<std::pair<std::string, std::string>> args;  // placeholder name -> value
  ScriptRefusal refusal;  // a refused action's reason (then `text` is its English, `key` is "")

  bool keyed() const { return !key.empty(); }
  bool operator==(const ScriptWords&) const = default;
};

// `pattern` with each {name} of `args` replaced by its value (the English fallback of a keyed
// text; the words layer formats it properly, plurals included). Other braces are kept.
std::string fill_placeholders(std::string_view pattern, const std::vector<std::pair<std::string, std::string>>& args);

}  // namespace bnb
