#pragma once
// ScriptApi over a running step: every operation is the engine's own rule function.
#include "engine/kernel/step/context.h"
#include "engine/kernel/script/api.h"

namespace bnb {

class ScriptApiImpl final : public ScriptApi {
 public:
  explicit ScriptApiImpl(Ctx& ctx) : ctx_(ctx) {}
  Decision pending;    // set when ask() or a rule operation could not answer yet
  bool over = false;   // a rule operation ended the scenario

  int round() const override;
  std::vector<FigureView> figures() const override;
  std::optional<FigureView> figure(FigureId id) const override;
  std::optional<FigureId> figure_at(Hex h) const override;
  bool hex_exists(Hex h) const override;
  std::vector<Hex> reachable(FigureId id, int points, bool jump) const override;
  std::vector<Hex> path(FigureId id, Hex to, int points, bool jump) const override;
  Terrain terrain(Hex h) const override;
  std::string hex_name(Hex h) const override;
  std::vector<Hex> letter_hexes(char letter) const override;
  std::vector<ObjectiveView> objectives() const override;
  const Map* walled_map() const override { return &ctx_.b.map; }
  bool open_door(Hex h) override;
  std::vector<Element> elements_available() const override;
  std::vector<CardView> cards() const override;
  std::vector<ItemView> items() const override;
  VarValue get_var(const std::string& name) const override;

  void suffer_damage(FigureId id, int amount) override;
  void heal(FigureId id, int amount) override;
  bool add_condition(FigureId id, Condition c) override;
  bool set_card_side(const std::string& card_id, char side) override;
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
  bool has_text(const std::string& key) const override;
  void win() override;
  void lose() override;
  bool set_var(const std::string& name, const VarValue& v) override;
  uint32_t random(uint32_t n) override;
  std::optional<int> ask(const ScriptWords& prompt, const std::vector<ScriptWords>& options) override;
  std::optional<int> ask_hex(const ScriptWords& prompt, const std::vector<Hex>& hexes) override;

 private:
  std::optional<int> pose(Decision d);  // ask() and ask_hex()'s shared tail
  ScriptWords english(ScriptWords w) const;  // with `text` the key's English, its placeholders filled
  bool valid(FigureId id);  // a figure of the scenario still alive; else why not
  // The rules refuse an action on figure `id`: the reason a player reads, and its English.
  void refuse(Refusal kind, FigureId id, std::string english);
  bool controllable(FigureId id);
  // Runs a rule operation; a decision it needs or the scenario's end suspends the script.
  template <class F>
  void guarded(F&& f);
  Ctx& ctx_;
};

FigureView figure_view(const ContentDb& db, const Figure& f);

}  // namespace bnb
