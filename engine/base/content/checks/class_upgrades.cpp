#include <algorithm>

#include "engine/base/content/checks/checks.h"

namespace bnb::checks {

void class_upgrades(const ContentDb& db, Diagnostics& diags) {
  for (const ContentRef& r : db.refs) {
    // The references of a class's `upgrades` list carry the place of each entry.
    if (r.kind != ContentRef::Card || !r.owner.starts_with("class ") || r.path.find(".upgrades[") == std::string::npos)
      continue;
    const int ci = db.class_index(r.owner.substr(6));
    const int card = db.card_index(r.target);
    if (ci < 0 || card < 0) continue;  // unknown ids are reported by unknown_references
    const ClassDef& cls = db.classes[size_t(ci)];
    const CardDef& def = db.cards[size_t(card)];
    if (def.level != 2) {
      diags.error(r.at.file, r.at.line, r.at.column, r.path, "card '" + r.target + "' is not a level 2 card");
    } else if (std::find(cls.cards.begin(), cls.cards.end(), def.upgrade_of) == cls.cards.end()) {
      diags.error(r.at.file, r.at.line, r.at.column, r.path,
                  "card '" + r.target + "' upgrades '" + def.upgrade_of + "', which is not one of the class's cards");
    }
  }
}

}  // namespace bnb::checks
