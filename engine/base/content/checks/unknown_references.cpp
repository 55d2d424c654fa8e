#include <string_view>
#include <unordered_set>
#include <vector>

#include "engine/base/content/checks/checks.h"
#include "engine/base/content/yaml_read.h"
#include "engine/base/core/scenario_number.h"

namespace bnb::checks {

namespace {
struct Known {
  std::unordered_set<std::string> keys;
  std::vector<std::string> list;  // for suggestions
  void add(std::string k) {
    if (keys.insert(k).second) list.push_back(std::move(k));
  }
};

std::string suggestion(const std::string& word, const Known& known) {
  const std::vector<std::string_view> candidates(known.list.begin(), known.list.end());
  return loader::did_you_mean(word, candidates);
}
}  // namespace

void unknown_references(const ContentDb& db, Diagnostics& diags) {
  Known monsters, cards, classes, items, scenarios;
  for (const auto& d : db.monsters) monsters.add(d.id);
  for (const auto& d : db.cards) cards.add(d.id);
  for (const auto& d : db.classes) classes.add(d.id);
  for (const auto& d : db.items) items.add(std::to_string(d.number));
  for (const auto& d : db.scenarios) scenarios.add(scenario_number_text(d.number));
  for (const ContentRef& r : db.refs) {
    std::string message;
    switch (r.kind) {
      case ContentRef::Monster:
        if (!monsters.keys.contains(r.target)) message = "unknown monster '" + r.target + "'" + suggestion(r.target, monsters);
        break;
      case ContentRef::Card:
        if (!cards.keys.contains(r.target)) message = "unknown card '" + r.target + "'" + suggestion(r.target, cards);
        break;
      case ContentRef::Class:
        if (!classes.keys.contains(r.target)) message = "unknown class '" + r.target + "'" + suggestion(r.target, classes);
        break;
      case ContentRef::Item:
        if (!items.keys.contains(r.target)) message = "no item has number " + r.target;
        break;
      case ContentRef::Scenario:
        if (!scenarios.keys.contains(r.target)) message = "no loaded mod defines scenario " + r.target;
        break;
      case ContentRef::Script: break;  // see check_script_refs
    }
    if (message.empty()) continue;
    if (r.optional) diags.warning(r.at.file, r.at.line, r.at.column, r.path, message);
    else diags.error(r.at.file, r.at.line, r.at.column, r.path, message);
  }
}

}  // namespace bnb::checks
