#include "engine/base/content/content_db.h"

namespace bnb {

namespace {
template <class V, class Pred>
int find_index(const V& v, Pred pred) {
  for (size_t i = 0; i < v.size(); ++i)
    if (pred(v[i])) return int(i);
  return -1;
}
}  // namespace

int ContentDb::monster_index(std::string_view id) const {
  return find_index(monsters, [&](const MonsterDef& d) { return d.id == id; });
}
int ContentDb::card_index(std::string_view id) const {
  return find_index(cards, [&](const CardDef& d) { return d.id == id; });
}
int ContentDb::class_index(std::string_view id) const {
  return find_index(classes, [&](const ClassDef& d) { return d.id == id; });
}
int ContentDb::item_index(int number) const {
  return find_index(items, [&](const ItemDef& d) { return d.number == number; });
}
int ContentDb::scenario_index(int number) const {
  return find_index(scenarios, [&](const ScenarioDef& d) { return d.number == number; });
}
int ContentDb::difficulty_index(std::string_view id) const {
  return find_index(monster_tables, [&](const Difficulty& d) { return d.id == id; });
}
bool ModInfo::has_script(std::string_view file) const {
  for (const auto& s : scripts)
    if (s.first == file) return true;
  return false;
}

const ModInfo* ContentDb::mod(std::string_view id) const {
  const int i = find_index(mods, [&](const ModInfo& m) { return m.id == id; });
  return i < 0 ? nullptr : &mods[size_t(i)];
}

}  // namespace bnb
