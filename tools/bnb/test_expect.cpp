// bnb test: what must hold at an expectation (`expect:`, at the end or as a step). Events,
// messages and dice count since the previous expectation (or the start).
#include <algorithm>
#include <cstdio>

#include "engine/rules/cards/active.h"
#include "engine/rules/elements/elements.h"
#include "engine/play/game/describe_event.h"
#include "engine/play/game/step_run.h"
#include "tools/bnb/test_runner.h"

namespace bnb::cli {

using loader::hex_text;

namespace {

// Runs `fn` with a Ctx over a copy of the game's board (for the rules' own queries).
void with_ctx(const Game& g, const std::function<void(Ctx&)>& fn) {
  Board copy = g.board();
  rerun_step(g.content(), nullptr, copy, {}, 0, fn);
}

std::string list_text(const std::vector<std::string>& items) {
  std::string out;
  for (const std::string& s : items) out += (out.empty() ? "" : ", ") + s;
  return "[" + out + "]";
}

// What an `offered` entry names: an option key, or { card: ID } / { item: N } / { hex: [q, r] }.
struct OptionMatch {
  std::string key, label;
  int card_def = -1, item_number = -1;
  std::optional<Hex> hex;
};

bool read_match(FileCtx& ctx, const Val& v, const ContentDb& db, OptionMatch& out) {
  if (v.node.IsScalar()) {
    out.key = out.label = v.node.Scalar();
    out.label = "'" + out.label + "'";
    return true;
  }
  Fields f(ctx, v, "an option key or a map { card | item | hex }");
  if (!f.ok()) return false;
  std::string card;
  if (f.get_id("card", card)) {
    out.card_def = db.card_index(card);
    out.label = "card " + card;
    if (out.card_def < 0) ctx.error(v.mark, v.path, "there is no card '" + card + "'");
  }
  if (f.get_int("item", out.item_number, 1, 9999)) out.label = "item " + std::to_string(out.item_number);
  Hex h;
  if (auto hv = f.get("hex"); hv && loader::read_hex(ctx, *hv, h)) out.hex = h, out.label = "hex " + hex_text(h);
  f.finish();
  if (out.label.empty()) loader::expected(ctx, v, "one of card, item or hex");
  return !out.label.empty();
}

bool matches(const OptionMatch& m, const Option& o, const Board& b, const ContentDb& db) {
  if (!m.key.empty()) return o.key == m.key;
  if (m.card_def >= 0) {
    const auto def_of = [&](int slot) { return slot >= 0 && size_t(slot) < b.hero.cards.size() ? b.hero.cards[size_t(slot)].def : -1; };
    if (def_of(o.card) == m.card_def || def_of(o.card2) == m.card_def || o.card_def == m.card_def) return true;
  }
  if (m.item_number > 0) {
    if (o.item >= 0 && size_t(o.item) < b.hero.items.size() &&
        db.items[size_t(b.hero.items[size_t(o.item)].def)].number == m.item_number)
      return true;
    if (o.item_def >= 0 && db.items[size_t(o.item_def)].number == m.item_number) return true;
  }
  return m.hex && o.hex && *o.hex == *m.hex;
}

// The name of an initiative entry: "character" or its monster type's id.
std::string entry_name(const Board& b, const ContentDb& db, const TurnEntry& e) {
  if (e.monster_type < 0) return "character";
  return db.monsters[size_t(b.types[size_t(e.monster_type)].def)].id;
}

}  // namespace

void TestRun::check_figure(const Figure* fig, const std::string& label, Fields& f) {
  if (!fig) {
    fail(f.self().mark, f.self().path, "expected " + label + " on the board, there is none");
    return;
  }
  bool alive = true;
  if (auto v = f.field("alive"); v && loader::read_bool(ctx_, *v, alive) && alive != fig->alive)
    fail(v->mark, v->path, std::string("expected ") + (alive ? "alive" : "dead") + ", " + label + " is " +
                               (fig->alive ? "alive" : "dead"));
  int hp = 0;
  if (auto v = f.field("hp"); v && loader::read_int(ctx_, *v, hp) && hp != fig->hp)
    fail(v->mark, v->path, "expected " + std::to_string(hp) + ", got " + std::to_string(fig->hp));
  Hex at;
  if (auto v = f.field("at"); v && loader::read_hex(ctx_, *v, at) && at != fig->hex)
    fail(v->mark, v->path, "expected " + hex_text(at) + ", got " + hex_text(fig->hex));
  ConditionSet conds = 0;
  if (auto v = f.field("conditions"); v && loader::read_conditions(ctx_, *v, conds) && conds != fig->conditions)
    fail(v->mark, v->path, "expected " + conditions_text(conds) + ", got " + conditions_text(fig->conditions));
}

void TestRun::check_monster(const Board& b, const Val& v) {
  Fields f(ctx_, v, loader::kTestMonsterTable);
  MonsterSel sel;
  if (!f.ok() || !read_monster(f, sel)) {
    if (f.ok()) f.finish(std::vector<std::string_view>{"number", "at", "hp", "conditions", "alive", "absent", "count"});
    return;
  }
  const std::string type_id = s_.db().monsters[size_t(sel.type)].id;
  int count = 0;
  if (auto c = f.field("count"); c && loader::read_int(ctx_, *c, count, 0, 99)) {
    int alive = 0;
    for (const Figure& fig : b.figures) alive += fig.kind == FigureKind::Monster && fig.type == sel.type && fig.alive;
    if (sel.number > 0) ctx_.error(c->mark, c->path, "count is for a type: leave out number");
    else if (alive != count)
      fail(c->mark, c->path, "expected " + std::to_string(count) + " " + type_id + " alive, got " + std::to_string(alive));
    f.finish();
    return;
  }
  if (sel.number == 0) sel.number = 1, sel.label = type_id + " 1";
  const Figure* fig = find_monster(b, sel);
  bool absent = false;
  if (auto a = f.field("absent"); a && loader::read_bool(ctx_, *a, absent)) {
    if (absent && fig) fail(a->mark, a->path, "expected no " + sel.label + ", there is one (" + (fig->alive ? "alive" : "dead") + ")");
    if (absent) {
      f.finish();
      return;
    }
  }
  check_figure(fig, sel.label, f);
  f.finish();
}

void TestRun::check_decision(const Game& g, Fields& f) {
  const Decision* d = g.over() ? nullptr : g.decision();
  const std::string got = d ? std::string(decision_kind_name(d->kind)) : "none";
  if (auto v = f.field("decision")) {
    if (v->node.IsScalar() && v->node.Scalar() == "none") {
      if (d) fail(v->mark, v->path, "expected no decision, got " + got);
    } else if (auto kind = read_decision_kind(ctx_, *v, true); kind && (!d || d->kind != *kind)) {
      fail(v->mark, v->path, "expected " + std::string(decision_kind_name(*kind)) + ", got " + got);
    }
  }
  for (const bool want : {true, false}) {
    auto v = f.field(want ? "offered" : "not_offered");
    if (!v) continue;
    auto items = loader::read_list(ctx_, *v);
    if (!items) continue;
    if (!d) {
      fail(v->mark, v->path, "no decision is pending");
      continue;
    }
    for (const Val& item : *items) {
      OptionMatch m;
      if (!read_match(ctx_, item, s_.db(), m)) continue;
      const bool seen = std::any_of(d->options.begin(), d->options.end(),
                                    [&](const Option& o) { return matches(m, o, g.board(), s_.db()); });
      if (seen != want) {
        std::string keys;
        for (const Option& o : d->options) keys += (keys.empty() ? "" : ", ") + o.key;
        fail(item.mark, item.path, "the " + got + " decision " + (want ? "does not offer " : "offers ") + m.label +
                                       " (options: " + keys + ")");
      }
    }
  }
  const bool negate = d && d->kind == DecisionKind::NegateDamage;
  int damage = 0;
  if (auto v = f.field("damage"); v && loader::read_int(ctx_, *v, damage, 0)) {
    if (!negate) fail(v->mark, v->path, "expected a NegateDamage decision, got " + got);
    else if (d->damage != damage) fail(v->mark, v->path, "expected " + std::to_string(damage) + ", got " + std::to_string(d->damage));
  }
  ConditionSet conds = 0;
  if (auto v = f.field("damage_conditions"); v && loader::read_conditions(ctx_, *v, conds)) {
    if (!negate) fail(v->mark, v->path, "expected a NegateDamage decision, got " + got);
    else if (d->conditions != conds)
      fail(v->mark, v->path, "expected " + conditions_text(conds) + ", got " + conditions_text(d->conditions));
  }
}

void TestRun::check_counts(const Game& g, Fields& f) {
  const auto since = [&] { return std::vector<Event>(events_.begin() + long(window_), events_.end()); }();
  if (auto v = f.field("messages"))
    if (auto items = loader::read_list(ctx_, *v))
      for (const Val& item : *items) {
        std::string text;
        if (!loader::read_string(ctx_, item, text)) continue;
        const bool seen = std::any_of(since.begin(), since.end(), [&](const Event& e) {
          const Message* m = e.get<Message>();
          return m && m->text().find(text) != std::string::npos;
        });
        if (!seen) fail(item.mark, item.path, "no message containing '" + text + "' was shown");
      }
  if (auto v = f.field("events"))
    if (auto items = loader::read_list(ctx_, *v))
      for (const Val& item : *items) {
        std::string kind;
        int count = -1;  // -1: at least once
        Val at = item;
        if (item.node.IsMap()) {
          Fields ef(ctx_, item, "a map { kind, count }");
          if (auto k = ef.require("kind")) at = *k, loader::read_string(ctx_, *k, kind);
          ef.get_int("count", count, 0, 99999);
          ef.finish();
        } else if (!loader::read_string(ctx_, item, kind)) {
          continue;
        }
        if (kind.empty()) continue;
        std::vector<std::string_view> names;
        for (int k = 0; k < kEventKindCount; ++k) names.push_back(event_kind_name(EventKind(k)));
        if (std::find(names.begin(), names.end(), kind) == names.end()) {
          loader::expected(ctx_, at, "an event kind" + loader::did_you_mean(kind, names));
          continue;
        }
        const long n = std::count_if(since.begin(), since.end(), [&](const Event& e) { return event_kind_name(e.kind()) == kind; });
        if (count < 0 && n == 0) fail(item.mark, item.path, "no " + kind + " event happened");
        else if (count >= 0 && n != count)
          fail(item.mark, item.path, "expected " + std::to_string(count) + " " + kind + " events, got " + std::to_string(n));
      }
  if (auto v = f.field("dice")) {
    Fields df(ctx_, *v, loader::kTestDiceTable);
    if (!df.ok()) return;
    int want = 0;
    const auto check = [&](std::string_view key, int got) {
      if (df.read(key, want) && want != got) {
        const auto at = df.get(key);
        fail(at->mark, at->path, "expected " + std::to_string(want) + ", got " + std::to_string(got));
      }
    };
    check("rolled", int(std::count_if(since.begin(), since.end(), [](const Event& e) {
            const ModifierRolled* r = e.get<ModifierRolled>();
            return r && !r->reread;
          })));
    check("monster_rolled", int(std::count_if(since.begin(), since.end(), [](const Event& e) { return e.is<MonsterActionRolled>(); })));
    check("row", g.board().hero.modifier_row + 1);
    check("monster_row", g.board().monster_row + 1);
    df.finish();
  }
}

void TestRun::check_character_state(const Game& g, Fields& f) {
  const Board& b = g.board();
  const ContentDb& db = s_.db();
  for (const bool sides : {false, true}) {
    auto v = f.field(sides ? "sides" : "cards");
    if (!v) continue;
    Fields cf(ctx_, *v, sides ? "a map of card id to side" : "a map of card id to pile, or to { pile, side }");
    if (!cf.ok()) continue;
    for (const CardState& c : b.hero.cards) {
      auto want = cf.get(db.cards[size_t(c.def)].id);
      if (!want) continue;
      std::string pile, side;
      std::optional<Val> side_at = want, pile_at = want;
      if (sides) {
        loader::read_string(ctx_, *want, side);
      } else if (want->node.IsMap()) {
        Fields pf(ctx_, *want, "a map { pile, side }");
        pile_at = pf.get("pile"), side_at = pf.get("side");
        if (pile_at) loader::read_string(ctx_, *pile_at, pile);
        if (side_at) loader::read_string(ctx_, *side_at, side);
        pf.finish();
      } else {
        loader::read_string(ctx_, *want, pile);
      }
      if (!pile.empty() && pile != pile_name(c.pile))
        fail(pile_at->mark, pile_at->path, "expected " + pile + ", got " + std::string(pile_name(c.pile)));
      if (!side.empty() && side != std::string(1, c.side))
        fail(side_at->mark, side_at->path, "expected side " + side + ", got " + std::string(1, c.side));
    }
    cf.finish();  // an id the character does not hold is an unknown key
  }
  if (auto v = f.field("items"))
    for_each_item_entry(ctx_, *v, "", [&](const Val& item, int number, const std::string& status) {
      const auto it = std::find_if(b.hero.items.begin(), b.hero.items.end(),
                                   [&](const ItemState& x) { return db.items[size_t(x.def)].number == number; });
      static constexpr const char* kStatus[] = {"ready", "spent", "lost"};
      if (it == b.hero.items.end()) fail(item.mark, item.path, "the character carries no item " + std::to_string(number));
      else if (!status.empty() && status != kStatus[int(it->status)])
        fail(item.mark, item.path, "expected item " + std::to_string(number) + " " + status + ", got " + kStatus[int(it->status)]);
    });
  if (auto v = f.field("elements")) {
    std::vector<Element> want;
    if (loader::read_elements(ctx_, *v, want)) {
      std::vector<Element> got;
      with_ctx(g, [&](Ctx& c) { got = available_elements(c); });
      std::sort(want.begin(), want.end()), std::sort(got.begin(), got.end());
      got.erase(std::unique(got.begin(), got.end()), got.end());
      want.erase(std::unique(want.begin(), want.end()), want.end());
      if (want != got) {
        std::vector<std::string> w, h;
        for (Element e : want) w.emplace_back(element_name(e));
        for (Element e : got) h.emplace_back(element_name(e));
        fail(v->mark, v->path, "expected " + list_text(w) + ", got " + list_text(h));
      }
    }
  }
  if (auto v = f.field("bonuses")) {
    Fields bf(ctx_, *v, loader::kTestBonusTable);
    if (bf.ok()) {
      int shield = 0, retaliate = 0;
      with_ctx(g, [&](Ctx& c) {
        const Figure& me = c.b.fig(c.b.character());
        shield = me.round_shield + active_shield(c);
        retaliate = me.round_retaliate + active_retaliate(c, 1, false);
      });
      int want = 0;
      if (bf.read("shield", want) && want != shield)
        fail(bf.get("shield")->mark, bf.get("shield")->path, "expected shield " + std::to_string(want) + ", got " + std::to_string(shield));
      if (bf.read("retaliate", want) && want != retaliate)
        fail(bf.get("retaliate")->mark, bf.get("retaliate")->path,
             "expected retaliate " + std::to_string(want) + ", got " + std::to_string(retaliate));
      bf.finish();
    }
  }
}

void TestRun::check_order(const Game& g, Fields& f) {
  const Board& b = g.board();
  const ContentDb& db = s_.db();
  if (auto v = f.field("initiative")) {
    Fields inf(ctx_, *v, "a map of character or monster type to initiative");
    if (inf.ok()) {
      std::vector<std::string_view> names{"character"};
      for (const MonsterDef& m : db.monsters) names.push_back(m.id);
      for (const std::string_view name : names) {
        auto want = inf.get(name);
        int value = 0;
        if (!want || !loader::read_int(ctx_, *want, value, 0, 99)) continue;
        const auto it = std::find_if(b.order.begin(), b.order.end(), [&](const TurnEntry& e) { return entry_name(b, db, e) == name; });
        if (it == b.order.end()) fail(want->mark, want->path, std::string(name) + " has no initiative this round");
        else if (it->initiative != value)
          fail(want->mark, want->path, "expected " + std::to_string(value) + ", got " + std::to_string(it->initiative));
      }
      inf.finish();
    }
  }
  if (auto v = f.field("order"))
    if (auto items = loader::read_list(ctx_, *v)) {
      std::vector<std::string> want, got;
      for (const Val& item : *items) {
        std::string name;
        if (loader::read_id(ctx_, item, name)) want.push_back(name);
      }
      for (const TurnEntry& e : b.order) got.push_back(entry_name(b, db, e));
      if (want != got) fail(v->mark, v->path, "expected " + list_text(want) + ", got " + list_text(got));
    }
}

void TestRun::check_script_errors(const YAML::Mark& at, const std::string& path, const std::optional<Val>& want) {
  std::string want_error;
  if (want) loader::read_string(ctx_, *want, want_error);
  bool wanted_seen = false;
  for (size_t i = window_; i < events_.size(); ++i)
    if (const ScriptFailed* sf = events_[i].get<ScriptFailed>()) {
      const std::string text = script_failure_text(*sf->failure);
      if (want && text.find(want_error) != std::string::npos) wanted_seen = true;
      else fail(at, path, "script error: " + text);
    }
  if (want && !wanted_seen) fail(want->mark, want->path, "no script error containing '" + want_error + "'");
}

void TestRun::check(const Game& g, const Val& expect) {
  const Board& b = g.board();
  Fields f(ctx_, expect, loader::kTestExpectTable);
  if (!f.ok()) return;
  if (auto v = f.field("result")) {
    std::string want;
    if (read_name(ctx_, *v, loader::kTestExpectTable, "result", want)) {
      const std::string got = !g.over() ? "ongoing" : g.outcome() == Outcome::Won ? "won" : "lost";
      if (want != got) fail(v->mark, v->path, "expected " + want + ", got " + got);
    }
  }
  int round = 0;
  if (f.read("round", round) && round != b.round)
    fail(f.get("round")->mark, f.get("round")->path, "expected round " + std::to_string(round) + ", got " + std::to_string(b.round));
  if (auto v = f.field("character")) {
    Fields cf(ctx_, *v, loader::kTestFigureTable);
    if (cf.ok()) check_figure(&b.fig(b.character()), "the character", cf), cf.finish();
  }
  if (auto v = f.field("monsters"))
    if (auto items = loader::read_list(ctx_, *v))
      for (const Val& item : *items) check_monster(b, item);
  if (auto v = f.field("hexes"))
    for_each_hex_entry(ctx_, *v, [&](const Val& item, const Val&, Hex at, const std::string& terrain) {
      const Cell* c = b.map.at(at);
      const std::string got = c ? std::string(terrain_name(c->terrain)) : "off the map";
      if (got != terrain) fail(item.mark, item.path, "expected " + hex_text(at) + " " + terrain + ", got " + got);
    });
  check_character_state(g, f);
  check_order(g, f);
  check_decision(g, f);
  check_counts(g, f);
  check_script_errors(expect.mark, expect.path, f.field("script_error"));
  f.finish();
  window_ = events_.size();
}

}  // namespace bnb::cli
