#include "tools/bnb/cmd_serve_json.h"

#include "engine/rules/attack/modifier.h"
#include "engine/base/core/scenario_number.h"
#include "engine/rules/elements/elements.h"
#include "engine/play/game/describe_event.h"
#include "engine/play/game/hook_runner.h"
#include "engine/play/game/replay.h"
#include "engine/rules/monsters/ai.h"
#include "engine/kernel/step/describe.h"
#include "engine/play/words/cards.h"
#include "tools/bnb/map_labels.h"

namespace bnb::web {

std::string json_text(const json& j, int indent) {
  return j.dump(indent, ' ', false, json::error_handler_t::replace);
}


namespace {

// An enum's name from its table (engine/base/core/names.h).
template <class T>
std::string_view name(const T& table, typename T::Enum e) {
  return table[e];
}

json conditions_json(ConditionSet s) {
  json out = json::array();
  for (int c = 0; c < kConditionCount; ++c)
    if (s & (1u << c)) out.push_back(condition_name(Condition(c)));
  return out;
}
json elements_json(const std::vector<Element>& es) {
  json out = json::array();
  for (Element e : es) out.push_back(element_name(e));
  return out;
}
json hexes_json(const std::vector<Hex>& hs) {
  json out = json::array();
  for (Hex h : hs) out.push_back(hex_json(h));
  return out;
}

json effects_json(const Effects& e) {
  json out = json::object();
  for (const EffectField& f : kEffectFields) out[f.key] = f.points ? json(e.*f.points) : conditions_json(e.*f.set);
  return out;
}

json cell_json(const ModifierCell& c, const words::Lang& lang = {}) {
  return {{"kind", name(kCellKindNames, c.kind)}, {"value", c.value}, {"effects", effects_json(c.effects)}, {"text", words::cell_words(c, lang)}};
}

json cost_json(const std::vector<ElementCost>& costs) {
  json out = json::array();
  for (const ElementCost& c : costs) out.push_back(elements_json(c.any_of));
  return out;
}
json consumption_json(const Consumption& c) {
  return {{"costs", cost_json(c.costs)}, {"value", c.value}, {"range", c.range}, {"targets", c.targets},
          {"effects", effects_json(c.effects)}};
}

json ability_json(const Ability& a, const words::Lang& lang = {}) {
  json consumes = json::array();
  for (const Consumption& c : a.consumes) consumes.push_back(consumption_json(c));
  return {{"kind", verb(a.kind).key}, {"value", a.value}, {"range", a.range}, {"targets", a.targets},
          {"self", a.self}, {"jump", a.jump}, {"mandatory", a.mandatory}, {"area", hexes_json(a.aoe)},
          {"effects", effects_json(a.effects)}, {"consumes", consumes}, {"infuse", elements_json(a.infuse)},
          {"text", words::ability_words(a, lang)}};
}

json action_json(const Action& a, const words::Lang& lang) {
  json abilities = json::array();
  for (const Ability& ab : a.abilities) abilities.push_back(ability_json(ab, lang));
  return {{"text", words::action_words(a, 0, lang)}, {"abilities", abilities}, {"infuse", elements_json(a.infuse)},
          {"lost", a.lost}, {"unrecoverable", a.unrecoverable}, {"active", name(kActiveNames, a.active)},
          {"uses", a.uses}};
}
// A side of the card, its scripted abilities' and bonuses' words in the player's language.
json side_json(const CardDef& c, char side, const words::Lang& lang) {
  const CardSide& s = side == 'B' ? c.b : c.a;
  return {{"initiative", s.initiative}, {"top", action_json(lang.action(c, side, true), lang)},
          {"bottom", action_json(lang.action(c, side, false), lang)}};
}
json abilities_json(const std::vector<Ability>& abilities, const words::Lang& lang) {
  json out = json::array();
  for (const Ability& a : abilities) out.push_back(ability_json(a, lang));
  return out;
}
}  // namespace

json card_def_json(const CardDef& c, int index, const words::Lang& lang) {
  return {{"def", index}, {"id", c.id}, {"name", lang.name(c)}, {"level", c.level}, {"a", side_json(c, 'A', lang)}, {"b", side_json(c, 'B', lang)}};
}

json scenario_number_json(int number) {
  if (number < kDecimalScenarios) return number;
  return scenario_order(number) / 10.0;
}

json hex_json(Hex h) { return {{"q", h.q}, {"r", h.r}}; }

json option_json(const Option& o) {
  json j = {{"key", o.key}, {"text", o.text}};
  // Only the fields the option sets: a client tests for presence.
  if (o.card != kNoCard) j["card"] = o.card;
  if (o.card2 != kNoCard) j["card2"] = o.card2;
  if (o.card_def != kNoCardDef) j["card_def"] = o.card_def;
  if (o.item != kNoItem) j["item"] = o.item;
  if (o.item_def != kNoItemDef) j["item_def"] = o.item_def;
  if (o.figure != kNoFigure) j["figure"] = o.figure;
  if (o.monster_type) j["monster_type"] = *o.monster_type;
  if (o.top) j["top"] = true;
  if (o.basic) j["basic"] = true;
  if (o.accepts) j["accepts"] = true;
  if (o.folded != Folded::None) j["folded"] = name(kFoldedNames, o.folded);
  if (o.without_effects) j["without_effects"] = true;
  if (o.skipped) {  // the positions of the action's abilities the option skips
    j["skipped"] = json::array();
    for (int i = 0; i < 32; ++i)
      if (o.skipped & (1u << i)) j["skipped"].push_back(i);
  }
  if (o.hex) j["hex"] = hex_json(*o.hex);
  if (!o.path.empty()) j["path"] = hexes_json(o.path);
  if (o.move_cost) j["move_cost"] = o.move_cost;
  if (o.hazards) j["hazards"] = o.hazards;
  if (o.path_kind != PathKind::Best) j["path_kind"] = name(kPathKindNames, o.path_kind);
  if (!o.via.empty()) j["via"] = hexes_json(o.via);
  if (!o.area.empty()) j["area"] = hexes_json(o.area);
  if (!o.hit_figures.empty()) j["hit_figures"] = o.hit_figures;
  if (!o.hit_objectives.empty()) j["hit_objectives"] = hexes_json(o.hit_objectives);
  if (o.modifier) j["modifier"] = cell_json(*o.modifier);
  if (o.negate != NegateCost::None) j["negate"] = name(kNegateCostNames, o.negate);
  if (o.prevents) j["prevents"] = o.prevents;
  if (o.element) j["element"] = element_name(*o.element);
  if (o.initiative != -1) j["initiative"] = o.initiative;
  if (o.infusion != InfusionSource::None) j["infusion"] = name(kInfusionSourceNames, o.infusion);
  if (o.elements) {
    j["elements"] = json::array();
    for (int e = 0; e < kElementCount; ++e)
      if (o.elements & (1u << e)) j["elements"].push_back(element_name(Element(e)));
  }
  if (o.index != -1) j["index"] = o.index;
  return j;
}

json decision_json(const Decision& d, const words::Labels* labels) {
  json options = json::array();
  for (const Option& o : d.options) {
    options.push_back(option_json(o));
    if (!labels) continue;
    options.back()["text"] = words::option_words(d, o, *labels);
    if (o.modifier) options.back()["modifier"] = cell_json(*o.modifier, labels->lang());  // its words too
  }
  json j = {{"scope", "scenario"}, {"kind", decision_kind_name(d.kind)}, {"prompt", labels ? words::question_words(d, *labels) : d.prompt},
            {"options", options}};
  if (labels) j["facts"] = words::decision_facts(d, labels->lang());
  if (d.figure != kNoFigure) j["figure"] = d.figure;
  if (d.card != kNoCard) j["card"] = d.card;
  if (d.damage) j["damage"] = d.damage;
  if (d.source != kNoFigure) j["source"] = d.source;
  if (d.conditions) j["conditions"] = conditions_json(d.conditions);
  if (d.move_points) j["move_points"] = d.move_points;
  if (d.jump) j["jump"] = true;
  if (d.controlled) j["controlled"] = true;
  if (d.attack_value) j["attack_value"] = d.attack_value;
  if (d.attack_range) j["attack_range"] = d.attack_range;
  if (d.added_effects != Effects{}) j["added_effects"] = effects_json(d.added_effects);
  if (d.forced != ForcedKind::None) j["forced"] = name(kForcedKindNames, d.forced);
  if (d.forced_distance) j["forced_distance"] = d.forced_distance;
  if (d.heal) j["heal"] = d.heal;
  if (d.ability)  // a scripted ability's words in the player's language, read where it is printed
    j["ability"] = labels ? ability_json(words::question_ability(d, labels->db(), labels->lang()), labels->lang()) : ability_json(*d.ability);
  if (d.ability_source.index >= 0) {
    const AbilitySource& from = d.ability_source;
    json src = {{"index", from.index}};
    if (from.card_def != kNoCardDef) src.update({{"card_def", from.card_def}, {"side", std::string(1, from.side)}, {"half", from.top ? "top" : "bottom"}});
    if (from.item_def != kNoItemDef) src["item_def"] = from.item_def;
    j["ability_source"] = src;
  }
  if (d.consumption) j["consumption"] = consumption_json(*d.consumption);
  if (d.nth) j["nth"] = d.nth;
  if (d.extra_targets) j["extra_targets"] = true;
  if (d.initiative != -1) j["initiative"] = d.initiative;
  if (d.kind == DecisionKind::UseItem) j["moment"] = name(kItemMomentNames, d.moment);
  if (d.modifier) j["modifier"] = labels ? cell_json(*d.modifier, labels->lang()) : cell_json(*d.modifier);
  if (d.kind == DecisionKind::MonsterChoice) j["monster_choice"] = name(kMonsterChoiceOfNames, d.monster_choice);
  if (d.kind == DecisionKind::MonsterChoice && d.monster_choice == MonsterChoiceOf::Move)
    j["monster_turn"] = std::string(monster_turn_kind_name(d.monster_turn));
  if (d.monster_def != -1) j["monster_def"] = d.monster_def;
  return j;
}

json campaign_decision_json(const ContentDb& db, const CampaignDecision& d, const words::Lang& lang) {
  constexpr const char* kinds[] = {"Class", "NextScenario", "AfterWin", "AfterLoss"};
  json options = json::array();
  for (const CampaignOption& o : d.options) {
    json oj = {{"key", o.key}, {"text", words::campaign_option_words(db, d, o, lang)}};
    if (!o.class_id.empty()) oj["class_id"] = o.class_id;
    if (o.scenario) oj["scenario"] = scenario_number_json(o.scenario);
    if (d.kind == CampaignChoice::AfterWin || d.kind == CampaignChoice::AfterLoss) oj["go_on"] = o.go_on;
    options.push_back(oj);
  }
  return {{"scope", "campaign"}, {"kind", kinds[int(d.kind)]}, {"prompt", words::campaign_prompt_words(d, lang)}, {"options", options}};
}

json campaign_record_json(const CampaignRecord& r) {
  json played = json::array();
  for (const ScenarioRecord& p : r.played) {
    std::string name;  // the tally of the same scenario has it
    for (const ScenarioTally& t : r.scenarios)
      if (t.scenario == p.scenario) name = t.name;
    played.push_back({{"scenario", scenario_number_json(p.scenario)}, {"name", name}, {"result", p.result == ScenarioResult::Won ? "won" : "lost"},
                      {"rounds", p.rounds}});
  }
  json scenarios = json::array();
  for (const ScenarioTally& t : r.scenarios)
    scenarios.push_back({{"scenario", scenario_number_json(t.scenario)}, {"name", t.name}, {"won", t.won}, {"retries", t.losses}, {"rounds", t.rounds}});
  return {{"played", played}, {"scenarios", scenarios}, {"wins", r.wins}, {"losses", r.losses}, {"rounds", r.rounds}};
}

std::vector<json> events_json(const ContentDb& db, const Board& b, std::span<const Event> events, words::Narrator& narrator,
                              const words::Lang& lang) {
  const words::Labels labels(db, b, lang);
  const std::vector<std::string> lines = narrator.lines(events, labels);
  std::vector<json> out;
  for (size_t i = 0; i < events.size(); ++i) {
    out.push_back(event_json(db, b, events[i], lang));
    // The line a log shows (a move told at its last step, an attack with its rolls); the
    // events told with another, or bookkeeping, are details with their own words.
    if (!lines[i].empty()) out.back()["text"] = lines[i], out.back()["detail"] = false;
    else out.back()["detail"] = true;
  }
  return out;
}

json event_json(const ContentDb& db, const Board& b, const Event& e, const words::Lang& lang) {
  const words::Labels labels(db, b, lang);
  json j = {{"kind", event_kind_name(e.kind())}, {"text", std::string(words::event_lead(e)) + words::event_words(e, labels)},
            {"detail", is_detail(e)}};
  e.visit([&](const auto& p) {
    using T = std::decay_t<decltype(p)>;
    if constexpr (std::is_same_v<T, ScenarioStarted>) j["scenario"] = scenario_number_json(p.scenario);
    else if constexpr (std::is_same_v<T, RoundStarted> || std::is_same_v<T, RoundEnded>) j["round"] = p.round;
    else if constexpr (std::is_same_v<T, CardsSelected>)
      j.update({{"initiative_card", p.initiative_card}, {"other_card", p.other_card}, {"initiative", p.initiative}});
    else if constexpr (std::is_same_v<T, MonsterActionRolled>)
      j.update({{"monster", p.monster}, {"face", p.face}, {"column", name(kDieColumnNames, p.column)}, {"initiative", p.initiative}});
    else if constexpr (std::is_same_v<T, TurnStarted> || std::is_same_v<T, TurnEnded>) j["figure"] = p.figure;
    else if constexpr (std::is_same_v<T, FigureMoved>)
      j.update({{"figure", p.figure}, {"from", hex_json(p.from)}, {"to", hex_json(p.to)}});
    else if constexpr (std::is_same_v<T, ModifierRolled>)
      j.update({{"attacker", p.attacker}, {"row", p.row}, {"face", p.face}, {"column", name(kDieColumnNames, p.column)},
                {"cell", cell_json(p.cell, lang)}});
    else if constexpr (std::is_same_v<T, AttackResolved>)
      j.update({{"attacker", p.attacker}, {"target", p.target}, {"attack_value", p.attack_value}, {"damage", p.damage}});
    else if constexpr (std::is_same_v<T, DamageSuffered>)
      j.update({{"figure", p.figure}, {"source", p.source}, {"amount", p.amount}, {"hp_after", p.hp_after}});
    else if constexpr (std::is_same_v<T, DamageNegated>)
      j.update({{"figure", p.figure}, {"amount", p.amount}, {"how", name(kNegationNames, p.how)}, {"card", p.card},
                {"card2", p.card2}, {"item", p.item}});
    else if constexpr (std::is_same_v<T, Healed>)
      j.update({{"figure", p.figure}, {"amount", p.amount}, {"hp_after", p.hp_after}});
    else if constexpr (std::is_same_v<T, ConditionGained> || std::is_same_v<T, ConditionRemoved>)
      j.update({{"figure", p.figure}, {"condition", condition_name(p.condition)}});
    else if constexpr (std::is_same_v<T, ElementInfused>) {
      j["element"] = element_name(p.element);
      if (p.mixed_with) j["mixed_with"] = element_name(*p.mixed_with);
    } else if constexpr (std::is_same_v<T, ElementConsumed>)
      j.update({{"element", element_name(p.element)}, {"by", p.by}});
    else if constexpr (std::is_same_v<T, CardMoved>)
      j.update({{"card", p.card}, {"from", pile_name(p.from)}, {"to", pile_name(p.to)}, {"side", std::string(1, char(p.side))}});
    else if constexpr (std::is_same_v<T, FigureKilled>) j.update({{"figure", p.figure}, {"by", p.by}});
    else if constexpr (std::is_same_v<T, MonsterSpawned>) j.update({{"figure", p.figure}, {"hex", hex_json(p.hex)}});
    else if constexpr (std::is_same_v<T, MonsterPlanned>)
      j.update({{"monster", p.monster}, {"focus", p.focus}, {"plan", std::string(monster_turn_kind_name(p.plan))}});
    else if constexpr (std::is_same_v<T, Retaliated>)
      j.update({{"retaliator", p.retaliator}, {"attacker", p.attacker}, {"amount", p.amount}});
    else if constexpr (std::is_same_v<T, ObjectiveAttacked>)
      j.update({{"attacker", p.attacker}, {"hex", hex_json(p.hex)}, {"attack_value", p.attack_value},
                {"damage", p.damage}, {"hp_left", p.hp_left}});
    else if constexpr (std::is_same_v<T, ObjectiveDestroyed>) j.update({{"by", p.by}, {"hex", hex_json(p.hex)}});
    else if constexpr (std::is_same_v<T, ItemUsed>)
      j.update({{"item", p.item}, {"status", name(kItemStatusNames, p.status)}, {"recovered", p.recovered}});
    else if constexpr (std::is_same_v<T, ScenarioEnded>)
      j.update({{"outcome", name(kOutcomeNames, p.outcome)}, {"reason", name(kEndReasonNames, p.reason)}});
    else if constexpr (std::is_same_v<T, Message>) j["message"] = p.text();
    else if constexpr (std::is_same_v<T, ScriptFailed>) {
      if (p.failure)
        j.update({{"mod", p.failure->mod}, {"file", p.failure->file}, {"line", p.failure->line},
                  {"hook", p.failure->hook}, {"message", p.failure->message}});
    }
  });
  return j;
}

namespace {

json table_json(const ModifierTable& t, const words::Lang& lang) {
  json rows = json::array();
  for (int r = 0; r < 6; ++r) {
    json row = json::array();
    for (int c = 0; c < 3; ++c) row.push_back(cell_json(t.at(r, c), lang));
    rows.push_back(row);
  }
  return rows;
}

json column_json(const MonsterColumn& c, const words::Lang& lang = {}) {
  json abilities = json::array();
  for (const Ability& a : c.abilities) abilities.push_back(ability_json(a, lang));
  json infuse = json::array();
  for (const auto& inf : c.infuse) infuse.push_back(elements_json(inf));
  return {{"initiative", c.initiative}, {"abilities", abilities}, {"infuse", infuse}};
}

// The infusions that could be consumed now, read by the elements rule itself over a copy of the
// board (no script runs: only the rule's reading of cards, monster actions and extra infusions).
json elements_now(const Game& g) {
  Board copy = g.board();
  GameHooks hooks(nullptr);
  std::vector<uint16_t> answers;
  EventSink sink;
  Ctx ctx(g.content(), hooks, copy, answers, sink);
  constexpr const char* sources[] = {"card", "monster", "extra"};
  json out = json::array();
  for (const Infusion& inf : available_infusions(ctx))
    out.push_back({{"elements", elements_json(inf.elements)}, {"source", sources[int(inf.source)]}, {"index", inf.index}});
  return out;
}

// The same infusions as the words layer names them: each element once, with its count.
json element_groups_json(const Game& g, const words::Lang& lang) {
  json out = json::array();
  for (const words::ElementGroup& e : words::element_groups(g.content(), g.board(), lang))
    out.push_back({{"elements", elements_json(e.elements)}, {"count", e.count}, {"text", e.text}});
  return out;
}

}  // namespace

json board_json(const Game& g, const words::Lang& lang) {
  const Board& b = g.board();
  const ContentDb& db = g.content();
  const ScenarioDef& sc = db.scenarios[size_t(b.scenario)];
  json cells = json::array();
  for (const Cell& c : b.map.cells()) {
    json cj = {{"q", c.hex.q}, {"r", c.hex.r}, {"terrain", name(kTerrainNames, c.terrain)}};
    if (c.letter) cj["letter"] = std::string(1, c.letter);
    if (c.name >= 0) cj["name"] = lang.map_name(sc, b.map.name(c.name));  // a hazard's or plate's name, in `lang`
    cells.push_back(cj);
  }
  json objectives = json::array();
  for (const ObjectiveDef& o : sc.objectives) {
    int damage = 0;
    for (const ObjectiveState& s : b.objectives)
      if (s.hex == o.hex) damage = s.damage;
    objectives.push_back({{"hex", hex_json(o.hex)}, {"name", lang.objective(sc, size_t(&o - sc.objectives.data()))}, {"hp", o.hp}, {"damage", damage}});
  }
  json figures = json::array();
  const cli::MapView view = cli::map_view(db, b, nullptr);  // the marks the terminal's map draws too
  const words::Labels named(db, b, lang);                   // a monster's name in the language asked
  for (const Figure& f : b.figures)
    figures.push_back({{"id", f.id}, {"kind", f.kind == FigureKind::Character ? "character" : "monster"},
                       {"name", f.kind == FigureKind::Character ? lang.name(db.classes[size_t(b.hero.class_idx)]) : named.figure(f.id)}, {"mark", cli::figure_mark(view, b, f.id)}, {"type", f.type},
                       {"number", f.number}, {"alive", f.alive},
                       {"hex", hex_json(f.hex)}, {"hp", f.hp}, {"max_hp", f.max_hp},
                       {"conditions", conditions_json(f.conditions)}, {"shield", f.round_shield},
                       {"retaliate", f.round_retaliate},
                       {"elite", f.kind == FigureKind::Monster && f.type >= 0 && db.monsters[size_t(f.type)].elite}});
  const CharacterState& h = b.hero;
  json cards = json::array();
  for (size_t i = 0; i < h.cards.size(); ++i) {
    const CardState& c = h.cards[i];
    json cj = card_def_json(db.cards[size_t(c.def)], c.def, lang);
    cj.update({{"slot", int(i)}, {"pile", pile_name(c.pile)}, {"side", std::string(1, c.side)},
               {"unrecoverable", c.unrecoverable}, {"active_half", c.active_half == Half::Top ? "top" : "bottom"},
               {"uses_left", c.uses_left}});
    cards.push_back(cj);
  }
  json items = json::array();
  for (size_t i = 0; i < h.items.size(); ++i) {
    const ItemState& it = h.items[i];
    const ItemDef& d = db.items[size_t(it.def)];
    items.push_back({{"pos", int(i)}, {"def", it.def}, {"number", d.number}, {"name", lang.name(d)}, {"text", lang.item_text(d)},
                     {"effect", abilities_json(lang.effect(d), lang)},
                     {"status", name(kItemStatusNames, it.status)}, {"uses", it.uses}, {"max_uses", d.uses}, {"active", it.active}});
  }
  const ClassDef& cls = db.classes[size_t(h.class_idx)];
  json character = {{"class", cls.id}, {"class_name", lang.name(cls)}, {"level", h.level}, {"modifier_row", h.modifier_row},
                    {"cards", cards}, {"items", items}, {"initiative_card", h.initiative_card},
                    {"other_card", h.other_card}, {"long_rest", h.long_rest},
                    {"modifier_table", table_json(cls.tables[size_t(std::clamp<int>(h.level, 1, 5) - 1)], lang)}};
  json monsters = json::array();
  for (size_t t = 0; t < b.types.size(); ++t) {
    const MonsterTypeState& ts = b.types[t];
    const MonsterDef& m = db.monsters[size_t(ts.def)];
    json mj = {{"slot", int(t)}, {"def", ts.def}, {"id", m.id}, {"name", lang.name(m)}, {"hp", m.hp}, {"shield", m.shield},
               {"retaliate", m.retaliate}, {"flying", m.flying}, {"elite", m.elite}, {"immunities", conditions_json(m.immunities)},
               {"attack_effects", effects_json(m.attack_effects)}, {"living", b.living_of_type(int(t))},
               {"column", ts.column}};
    json cols = json::array();
    for (size_t c = 0; c < m.columns.size(); ++c) cols.push_back(column_json(lang.column(m, c), lang));
    mj["columns"] = cols;
    if (ts.column >= 0) mj["action"] = column_json(lang.column(m, size_t(ts.column)), lang);
    monsters.push_back(mj);
  }
  json order = json::array();
  for (size_t i = 0; i < b.order.size(); ++i) {
    const TurnEntry& t = b.order[i];
    json oj = {{"initiative", t.initiative}, {"done", t.done}, {"current", int(i) == b.turn}};
    if (t.monster_type < 0) oj.update({{"character", true}, {"name", lang.name(cls)}});
    else
      oj.update({{"character", false}, {"monster_type", t.monster_type},
                 {"name", lang.name(db.monsters[size_t(b.types[size_t(t.monster_type)].def)])}});
    order.push_back(oj);
  }
  const Difficulty& diff = db.monster_tables[size_t(std::clamp<int>(b.difficulty, 0, int(db.monster_tables.size()) - 1))];
  return {{"scenario", {{"number", scenario_number_json(sc.number)}, {"name", lang.name(sc)}, {"goal_text", lang.goal(sc)},
                        {"special_rules", words::special_rules(db, b.scenario, lang)}}},
          {"round", b.round}, {"phase", name(kPhaseNames, b.phase)}, {"outcome", name(kOutcomeNames, b.outcome)},
          {"hash", hash_hex(g.hash())},
          {"map", {{"cells", cells}, {"start", hex_json(sc.start)}}}, {"objectives", objectives},
          {"figures", figures}, {"character", character}, {"monsters", monsters}, {"elements", elements_now(g)}, {"element_groups", element_groups_json(g, lang)},
          {"order", order}, {"acting", b.acting},
          {"monster_table", {{"difficulty", diff.id}, {"rows", table_json(diff.table, lang)}, {"row", b.monster_row}}}};
}

json monsters_json(const ContentDb& db, const words::Lang& lang) {
  json out = json::array();
  for (size_t i = 0; i < db.monsters.size(); ++i) {
    const MonsterDef& m = db.monsters[i];
    json cols = json::array();
    for (size_t c = 0; c < m.columns.size(); ++c) cols.push_back(column_json(lang.column(m, c), lang));  // scripted abilities worded too
    out.push_back({{"def", int(i)}, {"id", m.id}, {"name", lang.name(m)}, {"hp", m.hp}, {"shield", m.shield},
                   {"retaliate", m.retaliate}, {"retaliate_range", m.retaliate_range}, {"flying", m.flying}, {"elite", m.elite},
                   {"immunities", conditions_json(m.immunities)}, {"attack_effects", effects_json(m.attack_effects)},
                   {"columns", cols}, {"card", words::monster_card(db, int(i), nullptr, lang)}});
  }
  return out;
}

json tables_json(const ContentDb& db, const Game* g, const words::Lang& lang) {
  json die = json::array();
  for (int f = 0; f < 6; ++f) die.push_back({{"symbol", db.die.symbol[size_t(f)]}, {"column", name(kDieColumnNames, DieColumn(db.die.column[size_t(f)]))}});
  json difficulties = json::array();
  for (const Difficulty& d : db.monster_tables) difficulties.push_back({{"id", d.id}, {"rows", table_json(d.table, lang)}});
  json classes = json::array();
  for (const ClassDef& c : db.classes) {
    json levels = json::array();
    for (const ModifierTable& t : c.tables) levels.push_back(table_json(t, lang));
    classes.push_back({{"id", c.id}, {"name", lang.name(c)}, {"tables", levels}});
  }
  json j = {{"die", die}, {"monsters", difficulties}, {"classes", classes}};
  if (g) j.update({{"character_row", g->board().hero.modifier_row}, {"monster_row", g->board().monster_row}});
  return j;
}

json items_json(const ContentDb& db, const words::Lang& lang) {
  json out = json::array();
  for (size_t i = 0; i < db.items.size(); ++i) {
    const ItemDef& it = db.items[i];
    out.push_back({{"def", int(i)}, {"id", it.id}, {"number", it.number}, {"name", lang.name(it)}, {"text", lang.item_text(it)},
                   {"slot", name(kSlotNames, it.slot)}, {"usage", name(kUsageNames, it.usage)}, {"uses", it.uses},
                   {"unlocked_by", it.unlocked_by}, {"card", words::item_text(db, int(i), lang)}});
  }
  return out;
}

json scenario_json(const ContentDb& db, int number, const words::Lang& lang) {
  const int i = db.scenario_index(number);
  if (i < 0) return nullptr;
  const ScenarioDef& sc = db.scenarios[size_t(i)];
  json monsters = json::array();
  for (const Placement& p : sc.monsters) monsters.push_back({{"monster", p.monster}, {"hex", hex_json(p.hex)}});
  json objectives = json::array();
  for (const ObjectiveDef& o : sc.objectives) objectives.push_back({{"hex", hex_json(o.hex)}, {"name", o.name}, {"hp", o.hp}});
  json hazards = json::object(), plates = json::object();
  // What each hazard and plate does, in words (a player never sees a script).
  const auto text = [](const std::map<std::string, std::string>& texts, const std::string& name) {
    const auto it = texts.find(name);
    return it == texts.end() ? std::string("it has an effect of its own") : it->second;
  };
  for (const auto& [name, script] : sc.hazards) hazards[name] = text(sc.hazard_text, name);
  for (const auto& [name, script] : sc.pressure_plates) plates[name] = text(sc.plate_text, name);
  return {{"number", scenario_number_json(sc.number)}, {"name", lang.name(sc)}, {"level", sc.level}, {"goal", sc.goal}, {"goal_text", lang.goal(sc)},
          {"rules", sc.rules}, {"special_rules", words::special_rules(db, i, lang)}, {"card", words::scenario_card(db, i, lang)},
          {"intro", lang.intro(sc)}, {"conclusion", lang.conclusion(sc)}, {"classes_allowed", sc.classes_allowed},
          {"classes_excluded", sc.classes_excluded}, {"monsters", monsters}, {"objectives", objectives},
          {"hazards", hazards}, {"pressure_plates", plates}, {"rewards", sc.rewards}, {"next", sc.next}};
}

}  // namespace bnb::web

namespace bnb::web {
json classes_json(const ContentDb& db, const words::Lang& lang) {
  json out = json::array();
  for (const ClassDef& c : db.classes) {
    json cards = json::array();
    for (const std::string& id : c.cards)
      if (const int i = db.card_index(id); i >= 0) cards.push_back(card_def_json(db.cards[size_t(i)], i, lang));
    json upgrades = json::array();
    for (const std::string& id : c.upgrades)
      if (const int i = db.card_index(id); i >= 0) upgrades.push_back(card_def_json(db.cards[size_t(i)], i, lang));
    out.push_back({{"id", c.id}, {"name", lang.name(c)}, {"hp", c.hp}, {"style", lang.style(c)}, {"cards", cards}, {"upgrades", upgrades},
                   {"card", words::class_card(db, int(&c - db.classes.data()), lang)}});
  }
  return out;
}
}  // namespace bnb::web
