// Words a player reads: everything a script does must have them. Without them a screen could
// only name the script (a path or a hook), which a player never sees; this warns where content
// leaves them out (an error under `bnb validate --strict`).
#include "engine/base/content/checks/checks.h"

namespace bnb::checks {

namespace {

void warn(Diagnostics& diags, const SourceRef& at, const std::string& path, const std::string& message) {
  diags.warning(at.file, at.line, at.column, path, message);
}

void check_action(const CardDef& card, const Action& a, const std::string& path, Diagnostics& diags) {
  for (size_t i = 0; i < a.abilities.size(); ++i) {
    const Ability& ab = a.abilities[i];
    if (ab.kind == AbilityKind::Script && ab.text.empty())
      warn(diags, ab.source.file.empty() ? card.source : ab.source, path + ".abilities[" + std::to_string(i) + "]",
           "a script ability needs 'text': what the player reads on the card");
  }
  if (!a.active_script.empty() && a.text.empty())
    warn(diags, card.source, path, "an active bonus with a script needs 'text': what the bonus does, as players read it");
}

}  // namespace

void player_text(const ContentDb& db, Diagnostics& diags) {
  for (const CardDef& c : db.cards) {
    const std::string at = "card " + c.id + ".";
    check_action(c, c.a.top, at + "a.top", diags), check_action(c, c.a.bottom, at + "a.bottom", diags);
    check_action(c, c.b.top, at + "b.top", diags), check_action(c, c.b.bottom, at + "b.bottom", diags);
  }
  for (const ItemDef& it : db.items)
    if (it.text.empty())
      for (const Ability& ab : it.abilities)
        if (ab.kind == AbilityKind::Script) {
          warn(diags, it.source, "item " + it.id, "an item with a script needs 'text': what it does, as players read it");
          break;
        }
  for (const ScenarioDef& s : db.scenarios) {
    const std::string at = "scenario " + s.id;
    for (const auto& [name, script] : s.hazards)
      if (!s.hazard_text.contains(name))
        warn(diags, s.source, at + ".hazards." + name,
             "hazard '" + name + "' has its own effect: give it as { script, text } with what it does");
    for (const auto& [name, script] : s.pressure_plates)
      if (!s.plate_text.contains(name))
        warn(diags, s.source, at + ".pressure_plates." + name,
             "pressure plate '" + name + "' has its own effect: give it as { script, text } with what it does");
    bool rules_played = false;
    for (const HookBinding& h : s.hooks) rules_played |= h.hook != Hook::check_goal;
    if (rules_played && s.rules.empty())
      warn(diags, s.source, at + ".rules", "the scenario's hooks play special rules: list them under 'rules', one sentence each");
  }
}

}  // namespace bnb::checks
