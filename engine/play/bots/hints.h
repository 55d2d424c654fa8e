#pragma once
// What content tells the bots about abilities they cannot judge from data. A scripted ability
// (AbilityKind::Script) does whatever its Lua function does; without a hint the heuristic player
// gives it the flat worth `script` of weights.h. A hint source gives it a worth of its own.
//
// Extension point: implement BotHints (e.g. reading a `bot_hint` value a mod's Lua declares next
// to the function, or a table in YAML) and pass it in BotConfig::hints / to AutoPlayer. MapHints
// below is the plain-data version, keyed by the ability's script reference ("file.lua#function").
#include <map>
#include <optional>
#include <string>

#include "engine/base/content/defs.h"

namespace bnb {

struct AbilityHint {
  double worth = 0;  // points on the scale of weights.h: about one damage dealt per point
};

class BotHints {
 public:
  virtual ~BotHints() = default;
  // The hint for a scripted ability, or nullopt to use the default worth.
  virtual std::optional<AbilityHint> script_ability(const Ability& ability) const = 0;
};

class MapHints : public BotHints {
 public:
  void set(const std::string& script_ref, AbilityHint h) { hints_[script_ref] = h; }
  std::optional<AbilityHint> script_ability(const Ability& ability) const override {
    const auto it = hints_.find(ability.script);
    if (it == hints_.end()) return std::nullopt;
    return it->second;
  }

 private:
  std::map<std::string, AbilityHint> hints_;
};

}  // namespace bnb
