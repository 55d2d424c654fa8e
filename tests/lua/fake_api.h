#pragma once
// A ScriptApi for Lua tests: a character and two monsters on a tiny map, variables in a map, the
// game's RNG, scripted answers, and a log of every action a script took.
#include <deque>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "engine/base/core/rng.h"
#include "engine/kernel/script/api.h"

namespace bnb::test {

class FakeScriptApi : public ScriptApi {
 public:
  FakeScriptApi();

  std::vector<FigureView> figs;          // id 0: the character at (0,0); 1, 2: monsters
  std::map<std::string, VarValue> vars;
  std::vector<std::string> calls;        // "suffer_damage 1 3", "message hello", ...
  std::deque<int> answers;               // 0-based answers to ask / ask_hex; empty: not answered yet
  std::vector<std::string> asked;        // the prompts posed
  std::vector<uint32_t> random_ns;       // the n of every random(n)
  Rng rng{7};
  int round_ = 3;
  bool suspend_on_damage = false;        // suffer_damage needs the player's decision
  bool throw_on_round = false;           // round() throws (an engine bug)
  std::vector<Element> available{Element::Fire, Element::Dark};
  std::function<void(FigureId)> on_move;  // runs inside move_figure (e.g. a nested hook call)

  int round() const override;
  std::vector<FigureView> figures() const override { return figs; }
  std::optional<FigureView> figure(FigureId id) const override;
  std::optional<FigureId> figure_at(Hex h) const override;
  bool hex_exists(Hex h) const override { return h.q >= -3 && h.q <= 3 && h.r >= -3 && h.r <= 3; }
  // A figure reaches its own hex and the hex east of it; the path there is that one hex.
  std::vector<Hex> reachable(FigureId, int, bool) const override { return {Hex{0, 0}, Hex{1, 0}}; }
  std::vector<Hex> path(FigureId, Hex to, int, bool) const override {
    return to == Hex{1, 0} ? std::vector<Hex>{to} : std::vector<Hex>{};
  }
  Terrain terrain(Hex h) const override { return h == Hex{1, 1} ? Terrain::Hazard : Terrain::Featureless; }
  std::string hex_name(Hex h) const override { return h == Hex{1, 1} ? "spikes" : ""; }
  std::vector<Hex> letter_hexes(char letter) const override;
  std::vector<ObjectiveView> objectives() const override;
  std::vector<Element> elements_available() const override { return available; }
  std::vector<CardView> cards() const override;
  std::vector<ItemView> items() const override;
  VarValue get_var(const std::string& name) const override;

  void suffer_damage(FigureId id, int amount) override;
  void heal(FigureId id, int amount) override;
  bool add_condition(FigureId id, Condition c) override;
  bool set_card_side(const std::string& card_id, char side) override {
    calls.push_back("set_card_side " + card_id + " " + side);
    return true;
  }
  void remove_condition(FigureId id, Condition c) override;
  bool move_figure(FigureId id, Hex to) override;
  bool push(FigureId id, FigureId from, int distance) override;
  bool pull(FigureId id, FigureId toward, int distance) override;
  bool control_move(FigureId id, int points) override;
  bool control_attack(FigureId id, const ControlAttack& a) override;
  std::optional<FigureId> spawn(const std::string& monster, Hex at) override;
  void remove_figure(FigureId id) override;
  void infuse(Element e) override;
  bool consume(Element e) override;
  bool set_terrain(Hex h, Terrain t, const std::string& name) override;
  void message(const ScriptWords& words) override;
  bool has_text(const std::string& key) const override { return key != "no-such-text"; }
  void win() override;
  void lose() override;
  bool set_var(const std::string& name, const VarValue& v) override;
  uint32_t random(uint32_t n) override;
  std::optional<int> ask(const ScriptWords& prompt, const std::vector<ScriptWords>& options) override;
  std::optional<int> ask_hex(const ScriptWords& prompt, const std::vector<Hex>& hexes) override;

 private:
  std::optional<int> answer(const std::string& prompt);
};

}  // namespace bnb::test
