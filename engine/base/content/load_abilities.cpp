// Abilities (`- attack: 2` with modifiers), their element consumptions, and card actions.
#include <algorithm>

#include "engine/base/content/load_parts.h"

namespace bnb::loader {

namespace {

// Every key an ability map may hold: the verb keys and their modifiers.
const std::vector<std::string_view>& all_ability_keys() {
  static const std::vector<std::string_view> keys = [] {
    std::vector<std::string_view> out;
    for (const VerbInfo& k : kVerbs) {
      out.push_back(k.key);
      for (std::string_view m : k.modifiers)
        if (std::find(out.begin(), out.end(), m) == out.end()) out.push_back(m);
    }
    return out;
  }();
  return keys;
}

// "move, attack, ... pull or script".
const std::string& ability_list() {
  static const std::string list = [] {
    std::string out;
    for (size_t i = 0; i < kVerbs.size(); ++i)
      out += (i == 0 ? "" : i + 1 == kVerbs.size() ? " or " : ", ") + std::string(kVerbs[i].key);
    return out;
  }();
  return list;
}

// Which ability a map describes; nullptr (reported) when none or several.
const VerbInfo* ability_kind(Fields& f) {
  // The lowest rank present names the ability; two keys of that rank are an error.
  for (int rank = 0; rank <= 2; ++rank) {
    std::vector<const VerbInfo*> present;
    for (const VerbInfo& k : kVerbs)
      if (k.rank == rank && f.has(k.key)) present.push_back(&k);
    if (present.size() > 1) {
      f.ctx().error(f.self().mark, f.self().path,
                    "an ability has one ability key, got both '" + std::string(present[0]->key) + "' and '" +
                        std::string(present[1]->key) + "'");
      return nullptr;
    }
    if (present.size() == 1) return present[0];
  }
  f.ctx().error(f.self().mark, f.self().path, "expected an ability key (" + ability_list() + ")");
  return nullptr;
}

// The words a Word verb takes: die faces for read_die, "bottom" for extra_action.
void read_word(FileCtx& ctx, const Val& v, const VerbInfo& kind, std::string& out) {
  const std::span<const std::string_view> allowed = verb_words(kind.kind);
  if (v.node.IsScalar() && std::find(allowed.begin(), allowed.end(), v.node.Scalar()) != allowed.end()) {
    out = v.node.Scalar();
    return;
  }
  std::string list;
  for (std::string_view w : allowed) list += (list.empty() ? "\"" : ", \"") + std::string(w) + "\"";
  ctx.error(v.mark, v.path, "expected one of " + list + ", got " + describe(v.node));
}

// Infused elements; "wild" counts a wild infusion.
void read_infusions(FileCtx& ctx, const Val& v, std::vector<Element>& out, int& wild) {
  auto items = read_list(ctx, v);
  if (!items) return;
  out.clear();
  for (const Val& item : *items) {
    if (item.node.IsScalar() && item.node.Scalar() == "wild") {
      ++wild;
      continue;
    }
    Element e;
    if (read_element(ctx, item, e)) out.push_back(e);
  }
}

// Piles a recover takes cards from: hand, discard, lost.
void read_piles(FileCtx& ctx, const Val& v, uint8_t& out) {
  auto items = read_list(ctx, v);
  if (!items) return;
  out = 0;
  static constexpr uint8_t kBits[] = {kRecoverHand, kRecoverDiscard, kRecoverLost};  // as kRecoverPileNames
  static_assert(std::size(kBits) == std::size(kRecoverPileNames));
  for (const Val& item : *items) {
    size_t i = 0;
    if (read_name_index(ctx, item, kRecoverPileNames, i, "a pile")) out |= kBits[i];
  }
}

void read_consumption(FileCtx& ctx, const Val& v, const VerbInfo& kind, Consumption& out) {
  Fields f(ctx, v, kConsumptionTable);
  if (!f.ok()) return;
  if (auto e = f.field("element")) {
    if (e->node.IsSequence()) {
      if (auto items = read_list(ctx, *e))
        for (const Val& item : *items) {
          ElementCost cost;
          if (read_element_choice(ctx, item, cost.any_of)) out.costs.push_back(std::move(cost));
        }
    } else {
      ElementCost cost;
      if (read_element_choice(ctx, *e, cost.any_of)) out.costs.push_back(std::move(cost));
    }
  }
  const bool by_name = (kind.takes == VerbTakes::Number || kind.takes == VerbTakes::Elements ||
                        kind.takes == VerbTakes::Conditions) && f.has(kind.key);
  if (by_name && f.has("value"))
    ctx.error(f.self().mark, f.self().path, "give the bonus as 'value' or '" + std::string(kind.key) + "', not both");
  if (by_name) f.get_int(kind.key, out.value, f.row("value").min, f.row("value").max);  // the verb's key: no row
  else f.read("value", out.value);
  f.read("range", out.range);
  f.read("target", out.targets);
  read_effects(f, out.effects);
  if (auto s = f.field("script")) read_script_ref(ctx, *s, out.script);
  const std::string_view extra[] = {kind.key, "value"};
  f.finish(extra);
}

bool read_ability(FileCtx& ctx, const Val& v, Ability& out) {
  Fields f(ctx, v, kAbilityTable);
  if (!f.ok()) return false;
  out.source = ctx.source(v.mark);
  const VerbInfo* kind = ability_kind(f);
  if (!kind) {
    for (const auto& key : all_ability_keys()) f.allow(key);
    return false;
  }
  out.kind = kind->kind;
  const Val main = *f.get(kind->key);
  switch (kind->takes) {
    case VerbTakes::Conditions: break;  // below, once `self` is known
    case VerbTakes::Elements: read_infusions(ctx, main, out.infuse, out.wild); break;
    case VerbTakes::Script: read_script_ref(ctx, main, out.script); break;
    case VerbTakes::Number: {
      const FieldDef row = verb_row(*kind);
      read_int(ctx, main, out.value, row.min, row.max);
      break;
    }
    case VerbTakes::Word: read_word(ctx, main, *kind, out.word); break;
  }
  const auto allowed = [&](std::string_view key) {
    return std::find(kind->modifiers.begin(), kind->modifiers.end(), key) != kind->modifiers.end();
  };
  // Modifiers that belong to other abilities get a message naming this one.
  for (const auto& [key, mark] : f.unasked()) {
    if (key == kind->key || allowed(key)) continue;
    if (std::find(all_ability_keys().begin(), all_ability_keys().end(), key) != all_ability_keys().end()) {
      ctx.error(mark, v.path, "'" + key + "' does not apply to a " + std::string(kind->key) + " ability");
      f.allow(key);
    }
  }
  if (allowed("value")) f.read("value", out.value);
  if (allowed("range")) f.read("range", out.range);
  if (allowed("target")) f.read("target", out.targets);
  if (allowed("self")) f.read("self", out.self);
  if (allowed("jump")) f.read("jump", out.jump);
  if (allowed("mandatory")) f.read("mandatory", out.mandatory);
  if (allowed("advantage")) f.read("advantage", out.advantage);
  if (allowed("level")) f.read("level", out.level);
  if (allowed("from"))
    if (auto p = f.field("from")) read_piles(ctx, *p, out.from);
  if (allowed("as"))
    if (auto a = f.field("as")) read_word(ctx, *a, *kind, out.as);
  if (allowed("text")) f.read("text", out.text);
  // Added effects (an attack's; a retaliate's, applied after its damage).
  for (const EffectField& e : kEffectFields)
    if (allowed(e.key)) read_effect(f, e, out.effects);
  if (allowed("aoe")) {
    if (auto a = f.field("aoe")) read_hex_list(ctx, *a, out.aoe);
    f.read("aoe_melee", out.aoe_melee);
    if (out.aoe_melee && out.aoe.empty())
      ctx.error(v.mark, v.path, "aoe_melee needs an 'aoe' pattern");
  }
  if (kind->takes == VerbTakes::Conditions) {
    ConditionSet set = 0;
    read_conditions(ctx, main, set);
    (out.self ? out.effects.self_conditions : out.effects.conditions) = set;
  }
  if (allowed("script"))
    if (auto s = f.field("script")) read_script_ref(ctx, *s, out.script);
  if (allowed("consume"))
    if (auto c = f.field("consume"))
      if (auto items = read_list(ctx, *c))
        for (const Val& item : *items) read_consumption(ctx, item, *kind, out.consumes.emplace_back());
  f.finish(all_ability_keys());
  return true;
}

}  // namespace

bool read_abilities(FileCtx& ctx, const Val& v, std::vector<Ability>& out) {
  auto items = read_list(ctx, v);
  if (!items) return false;
  bool ok = true;
  out.clear();
  out.reserve(items->size());
  for (const Val& item : *items) ok = read_ability(ctx, item, out.emplace_back()) && ok;
  return ok;
}

bool read_action(FileCtx& ctx, const Val& v, Action& out) {
  Fields f(ctx, v, kActionTable);
  if (!f.ok()) return false;
  if (auto a = f.field("abilities")) read_abilities(ctx, *a, out.abilities);
  f.read("lost", out.lost);
  f.read("unrecoverable", out.unrecoverable);
  if (auto i = f.field("infuse")) read_elements(ctx, *i, out.infuse);
  if (auto a = f.field("active")) read_enum(ctx, *a, kActiveNames, out.active);
  if (f.read("uses", out.uses) && out.active != ActiveKind::Persistent)
    ctx.error(f.get("uses")->mark, f.path("uses"), "uses applies only to an action with active: persistent");
  f.read("shield", out.shield);
  f.read("retaliate", out.retaliate);
  f.read("retaliate_range", out.retaliate_range);
  if (auto s = f.field("script")) {
    read_script_ref(ctx, *s, out.active_script);
    f.read("text", out.text);
    if (out.active == ActiveKind::None)  // only an active bonus is bound to hooks
      ctx.error(s->mark, f.path("script"), "an action's script is bound to hooks while its bonus is active: it needs "
                                           "active: round or persistent (put a one-off script on an ability)");
  }
  f.finish();
  return true;
}

}  // namespace bnb::loader
