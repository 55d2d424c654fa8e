#pragma once
// What a script may read and do. The engine implements this over the live game state and every
// operation goes through the same rule functions the engine itself uses, so a script can never
// leave the state inconsistent. The Lua layer (bindings/) exposes it as Lua tables.
#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "engine/base/core/script_words.h"
#include "engine/base/core/types.h"
#include "engine/base/hex/hex.h"
#include "engine/base/map/map.h"

namespace bnb {

struct FigureView {
  FigureId id = kNoFigure;
  FigureKind kind = FigureKind::Monster;
  std::string type;  // monster id or class id
  int number = 0;    // monster number (1..), 0 for the character
  Hex hex;
  int hp = 0, max_hp = 0;
  ConditionSet conditions = 0;
};

struct CardView {
  std::string id, name;
  std::string pile;  // hand | discard | lost | active | selected
  char side = 'A';
};

struct ItemView {
  int number = 0;
  std::string id, name;
  std::string state;  // ready | spent | lost
};

// An objective of the scenario still on the map (rules: "Objectives").
struct ObjectiveView {
  Hex hex;
  std::string name;         // "" if the scenario gives none
  int hp = -1, max_hp = -1;  // -1: immune to damage (no hit points given)
};

// A controlled attack (rules: "Control"): the monster attacks other monsters.
struct ControlAttack {
  int value = 0;
  int range = 0;    // 0 = melee
  int targets = 1;
};

// Limits of what scripts may keep in ctx.vars: it is game state, copied at every step and for the
// rollback of every hook call, hashed and saved, so a script must not grow it without bound (256
// long texts would make every step copy 16 MiB). kMaxVarBytes counts the names and texts of all
// variables together.
constexpr size_t kMaxScriptVars = 256, kMaxVarNameBytes = 64, kMaxVarTextBytes = 65536, kMaxVarBytes = 65536;

inline size_t var_bytes(const std::string& name, const VarValue& v) {
  const auto* s = std::get_if<std::string>(&v);
  return name.size() + (s ? s->size() : sizeof(int64_t));
}

// Why storing `v` under `name` in `vars` (pairs of name and value) is refused ("" if it is not).
template <class Vars>
std::string var_limit_problem(const Vars& vars, const std::string& name, const VarValue& v) {
  if (name.size() > kMaxVarNameBytes)
    return "variable names are at most " + std::to_string(kMaxVarNameBytes) + " bytes";
  if (const auto* s = std::get_if<std::string>(&v); s && s->size() > kMaxVarTextBytes)
    return "'" + name + "': strings are at most " + std::to_string(kMaxVarTextBytes) + " bytes";
  if (std::holds_alternative<std::monostate>(v)) return "";  // removing always works
  bool is_new = true;
  size_t bytes = var_bytes(name, v);
  for (const auto& [n, old] : vars) {
    if (n == name) is_new = false;
    else bytes += var_bytes(n, old);
  }
  if (is_new && vars.size() >= kMaxScriptVars)
    return "'" + name + "': at most " + std::to_string(kMaxScriptVars) + " variables";
  if (bytes > kMaxVarBytes)
    return "'" + name + "': the variables would hold " + std::to_string(bytes) + " bytes of names and texts, at most " +
           std::to_string(kMaxVarBytes);
  return "";
}

class ScriptApi {
 public:
  virtual ~ScriptApi() = default;

  // --- read ---
  virtual int round() const = 0;
  virtual std::vector<FigureView> figures() const = 0;
  virtual std::optional<FigureView> figure(FigureId id) const = 0;
  virtual std::optional<FigureId> figure_at(Hex h) const = 0;
  virtual bool hex_exists(Hex h) const = 0;
  virtual Terrain terrain(Hex h) const = 0;
  virtual std::string hex_name(Hex h) const = 0;  // hazard / plate name, "" if none
  virtual std::vector<Hex> letter_hexes(char letter) const = 0;
  virtual std::vector<ObjectiveView> objectives() const = 0;  // in map order
  // Movement as the rules measure it (rules: "Movement", "Jump"): the hexes figure `id` could end a
  // move of `points` on (its own hex first), and the hexes a move to `to` enters (cheapest path,
  // empty when it cannot get there). A monster moves as if controlled (every figure blocks).
  virtual std::vector<Hex> reachable(FigureId id, int points, bool jump) const = 0;
  virtual std::vector<Hex> path(FigureId id, Hex to, int points, bool jump) const = 0;
  // The map with its walls and doors (docs/maps.md); null when there is no board.
  virtual const Map* walled_map() const { return nullptr; }
  // Opens a closed door as if a character entered it (on_door_open runs); false if none is there.
  virtual bool open_door(Hex) { return false; }
  virtual std::vector<Element> elements_available() const = 0;
  virtual std::vector<CardView> cards() const = 0;
  virtual std::vector<ItemView> items() const = 0;
  virtual VarValue get_var(const std::string& name) const = 0;

  // --- act (each returns false / nullopt with `error` set when the rules refuse) ---
  virtual void suffer_damage(FigureId id, int amount) = 0;      // not an attack; character may negate
  virtual void heal(FigureId id, int amount) = 0;
  virtual bool add_condition(FigureId id, Condition c) = 0;     // false if immune
  virtual void remove_condition(FigureId id, Condition c) = 0;
  virtual bool move_figure(FigureId id, Hex to) = 0;            // placement; triggers on_enter_hex
  virtual bool push(FigureId id, FigureId from, int distance) = 0;
  virtual bool pull(FigureId id, FigureId toward, int distance) = 0;
  // Control (rules: "Control"): the player decides where the monster moves (forced movement) or
  // whom it attacks. Return whether it moved / attacked.
  virtual bool control_move(FigureId id, int points) = 0;
  virtual bool control_attack(FigureId id, const ControlAttack& a) = 0;
  virtual std::optional<FigureId> spawn(const std::string& monster, Hex at) = 0;  // closest empty hex
  virtual void remove_figure(FigureId id) = 0;                  // removed without being killed
  virtual void infuse(Element e) = 0;
  virtual bool consume(Element e) = 0;
  virtual bool set_terrain(Hex h, Terrain t, const std::string& name) = 0;
  // Turns one of the character's ability cards to side A or B (a scenario rule may flip them);
  // false if the character has no card with that id.
  virtual bool set_card_side(const std::string& card_id, char side) = 0;
  // Words to show: literal, or a key of the mods' texts with its arguments (ScriptWords).
  virtual void message(const ScriptWords& words) = 0;
  // Whether the loaded mods have a text of this key (`texts:`).
  virtual bool has_text(const std::string& key) const = 0;
  virtual void win() = 0;
  virtual void lose() = 0;
  virtual bool set_var(const std::string& name, const VarValue& v) = 0;  // false past the limits above
  virtual uint32_t random(uint32_t n) = 0;  // [0, n) from the game's RNG

  // Asks the player. Returns the chosen option index when the answer is known; nullopt means the
  // question has been posed and the script must suspend until the controller answers.
  virtual std::optional<int> ask(const ScriptWords& prompt, const std::vector<ScriptWords>& options) = 0;
  virtual std::optional<int> ask_hex(const ScriptWords& prompt, const std::vector<Hex>& hexes) = 0;

  // Why the last refused operation was refused ("" if none), in English.
  std::string error;
  // The same reason for a player, where the rules refused (Refusal::None where the script erred).
  ScriptRefusal refusal;
  // Set when an operation could not finish without the player's answer (or ended the scenario):
  // the script must stop at once (the Lua layer yields); the engine re-runs it when it can go on.
  bool suspended = false;
};

}  // namespace bnb
