#pragma once
// The built-in player for the character: plays unattended (`bnb play --auto`, demos, content
// tests). It looks only at the decision and the board (never ahead at dice or draws) and judges
// options with a few cheap rules: attack what is in reach and finish off the weakest, move toward
// a place to attack from (a ranged character keeps its distance), rest only when the hand runs
// out, negate damage only when it would be lethal or leave it nearly dead, equip and use items.
// A scripted goal with pressure plates on the map sends it to the nearest plate (the scenario's
// goal kind and the map's terrain say so; see docs/content-format.md).
// It reads only the decision's structured fields (never its texts) and weighs options with the
// numbers in engine/play/bots/weights.h. It is deterministic for a given seed. A scripted ability is
// worth what `hints` says (engine/play/bots/hints.h), else the flat `script` weight.
#include <cstdint>
#include <memory>

#include "engine/play/bots/bot.h"
#include "engine/play/bots/hints.h"

namespace bnb {

struct AutoPlayerMap;

class AutoPlayer : public Bot {
 public:
  explicit AutoPlayer(uint64_t seed = 1, const BotHints* hints = nullptr) : rng_{seed}, hints_(hints) {}
  int choose(const Game& game) override;
  // The game's pending decision is answered with `option`, which may not be this player's pick (a
  // bot that searches overrides it): the plans for the rest of the turn follow the answer.
  void answered(const Game& game, int option);

 private:
  struct Choice;  // one function per decision kind (auto_player.cpp)
  const AutoPlayerMap& map_of(const Board& b);  // the map graph, rebuilt when the map changes
  void plan_turn(const Game& game, int option);  // the first action of a turn is `option`

  Rng rng_;
  const BotHints* hints_;
  int planned_attack_range_ = 0;  // an attack follows the current move: its range (0 = none)
  std::shared_ptr<const AutoPlayerMap> map_;  // shared by copies: never changed once built
};

}  // namespace bnb
