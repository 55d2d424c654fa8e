// bnb test: the situation a test sets up (`setup:`), applied to the board of the step that asks
// the first decision, so that the step runs again from there with it: figures changed, placed or
// removed, terrain, walls, infusions, items and cards.
#include <algorithm>

#include "engine/rules/monsters/spawn.h"
#include "tools/bnb/test_runner.h"

namespace bnb::cli {

using loader::hex_text;

namespace {

// Takes figure `id` off the board entirely (ids are indices: the ones after it move down). Done
// before the first decision, when nothing else holds a figure id.
void erase_figure(Board& b, FigureId id) {
  b.figures.erase(b.figures.begin() + id);
  for (size_t i = 0; i < b.figures.size(); ++i) b.figures[i].id = FigureId(i);
}

}  // namespace

const Figure* find_monster(const Board& b, const MonsterSel& sel) {
  for (const Figure& f : b.figures)
    if (f.kind == FigureKind::Monster && f.type == sel.type && f.number == sel.number) return &f;
  return nullptr;
}

std::string conditions_text(ConditionSet set) {
  std::string out;
  for (int k = 0; k < kConditionCount; ++k)
    if (set & (1u << k)) out += (out.empty() ? "" : ", ") + std::string(condition_name(Condition(k)));
  return "[" + out + "]";
}

bool TestRun::read_monster(Fields& f, MonsterSel& out) {
  std::string type;
  if (!f.read("type", type)) return false;
  out.type = s_.db().monster_index(type);
  if (out.type < 0) {
    std::vector<std::string_view> ids;
    for (const MonsterDef& m : s_.db().monsters) ids.push_back(m.id);
    const auto v = f.get("type");
    ctx_.error(v->mark, v->path, "there is no monster '" + type + "'" + loader::did_you_mean(type, ids));
    return false;
  }
  f.read("number", out.number);
  out.label = type + " " + std::to_string(out.number);
  return true;
}

void TestRun::apply_character(Board& b, const Val& v) {
  Fields f(ctx_, v, loader::kTestFigureTable);
  if (!f.ok()) return;
  Figure& fig = b.fig(b.character());
  Hex at;
  if (auto h = f.field("at"); h && loader::read_hex(ctx_, *h, at)) {
    if (!b.map.contains(at)) fail(h->mark, h->path, hex_text(at) + " is not on the map");
    else if (b.figure_at(at) != kNoFigure && b.figure_at(at) != fig.id) fail(h->mark, h->path, hex_text(at) + " is taken");
    else fig.hex = at;
  }
  apply_hp_and_conditions(f, fig);
}

void TestRun::apply_monster(Board& b, const Val& v) {
  Fields f(ctx_, v, loader::kTestPlaceTable);
  MonsterSel sel;
  if (!f.ok() || !read_monster(f, sel)) {
    if (f.ok()) f.finish(std::vector<std::string_view>{"number", "at", "hp", "conditions", "remove"});
    return;
  }
  const Figure* found = sel.number > 0 ? find_monster(b, sel) : nullptr;
  bool remove = false;
  f.read("remove", remove);
  if (remove) {
    if (!found) fail(v.mark, v.path, "there is no " + sel.label + " to remove");
    else erase_figure(b, found->id);
    f.finish();
    return;
  }
  Hex at;
  const auto h = f.field("at");
  const bool has_at = h && loader::read_hex(ctx_, *h, at);
  if (has_at && !b.map.contains(at)) {
    fail(h->mark, h->path, hex_text(at) + " is not on the map");
    f.finish();
    return;
  }
  if (has_at && b.figure_at(at) != kNoFigure && (!found || b.figure_at(at) != found->id)) {
    fail(h->mark, h->path, hex_text(at) + " is taken");
    f.finish();
    return;
  }
  FigureId id = found ? found->id : kNoFigure;
  if (id == kNoFigure) {
    if (!has_at) {
      fail(v.mark, v.path, (sel.number > 0 ? "there is no " + sel.label + ": a new monster needs `at`"
                                           : std::string("a new monster needs `at`")));
      f.finish();
      return;
    }
    id = place_monster(b, s_.db(), sel.type, at, sel.number);
  } else if (has_at) {
    b.fig(id).hex = at;
  }
  Figure& fig = b.fig(id);
  apply_hp_and_conditions(f, fig);
}

void TestRun::apply_hp_and_conditions(Fields& f, Figure& fig) {
  int hp = 0;
  if (f.read("hp", hp)) fig.hp = int16_t(hp), fig.max_hp = std::max<int16_t>(fig.max_hp, int16_t(hp));
  if (auto c = f.field("conditions")) loader::read_conditions(ctx_, *c, fig.conditions);
  f.finish();
}

void TestRun::apply_setup(Board& b, const Val& setup) {
  Fields f(ctx_, setup, loader::kTestSetupTable);
  if (!f.ok()) return;
  const ContentDb& db = s_.db();
  bool clear = false;
  if (f.read("remove_monsters", clear) && clear)
    for (FigureId id = FigureId(b.figures.size()) - 1; id > 0; --id)
      if (b.fig(id).kind == FigureKind::Monster) erase_figure(b, id);
  if (auto v = f.field("hexes"))
    for_each_hex_entry(ctx_, *v, [&](const Val&, const Val& where, Hex at, const std::string& terrain) {
      Cell c = b.map.at(at) ? *b.map.at(at) : Cell{at};
      const auto& names = bnb::kTerrainNames;
      c.terrain = Terrain(std::find(std::begin(names), std::end(names), terrain) - std::begin(names));
      if (b.map.is_wall(at)) fail(where.mark, where.path, hex_text(at) + " is a wall");
      else if (!b.map.set(c)) fail(where.mark, where.path, hex_text(at) + " is too far from the map");
    });
  if (auto v = f.field("walls")) {
    std::vector<Hex> walls;
    if (loader::read_hex_list(ctx_, *v, walls))
      for (Hex h : walls) {
        if (b.map.contains(h)) fail(v->mark, v->path, hex_text(h) + " is a hex of the map: a wall hex lies beside the map's hexes");
        else b.map.add_wall(h);
      }
  }
  if (auto v = f.field("thin_walls"))
    if (auto items = loader::read_list(ctx_, *v))
      for (const Val& item : *items) {
        std::vector<Hex> pair;
        if (!loader::read_hex_list(ctx_, item, pair)) continue;
        if (pair.size() != 2 || !b.map.add_thin_wall(pair[0], pair[1]))
          loader::expected(ctx_, item, "two adjacent hexes [[q, r], [q, r]]");
      }
  if (auto v = f.field("character")) apply_character(b, *v);
  if (auto v = f.field("monsters"))
    if (auto items = loader::read_list(ctx_, *v))
      for (const Val& item : *items) apply_monster(b, item);
  if (auto v = f.field("elements"))
    if (auto items = loader::read_list(ctx_, *v))
      for (const Val& item : *items) {
        if (item.node.IsScalar() && item.node.Scalar() == "wild") {
          b.extra_infusions.push_back({Element::Fire, true, false});
          continue;
        }
        Element e{};
        if (loader::read_element(ctx_, item, e)) b.extra_infusions.push_back({e, false, false});
      }
  if (auto v = f.field("items"))
    if (auto items = loader::read_list(ctx_, *v))
      for (const Val& item : *items) {
        Fields itf(ctx_, item, loader::kTestItemTable);
        if (!itf.ok()) continue;
        int number = 0;
        std::string status = "ready";
        if (auto st = itf.field("status")) read_name(ctx_, *st, loader::kTestItemTable, "status", status);
        if (itf.read("number", number)) {
          const int def = db.item_index(number);
          if (def < 0) {
            fail(item.mark, item.path, "there is no item " + std::to_string(number));
          } else {
            ItemState st;
            st.def = int16_t(def);
            st.status = status == "spent" ? ItemStatus::Spent : status == "lost" ? ItemStatus::Lost : ItemStatus::Ready;
            auto it = std::find_if(b.hero.items.begin(), b.hero.items.end(), [&](const ItemState& x) { return x.def == def; });
            if (it != b.hero.items.end()) *it = st;
            else b.hero.items.push_back(st);
          }
        }
        itf.finish();
      }
  if (auto v = f.field("cards")) {
    Fields cf(ctx_, *v, "a map of card id to pile, or to { pile, side }");
    if (cf.ok())
      for (CardState& c : b.hero.cards)
        if (auto want = cf.get(db.cards[size_t(c.def)].id)) {
          std::string pile, side;
          if (want->node.IsMap()) {
            Fields pf(ctx_, *want, "a map { pile, side }");
            pf.get_string("pile", pile), pf.get_string("side", side);
            pf.finish();
          } else {
            loader::read_string(ctx_, *want, pile);
          }
          const auto& piles = bnb::kPileNames;
          const auto p = std::find(std::begin(piles), std::end(piles), pile);
          if (!pile.empty() && p == std::end(piles)) loader::expected(ctx_, *want, "a pile: hand, selected, discard, lost or active");
          else if (!pile.empty()) c.pile = Pile(p - std::begin(piles));
          if (side == "A" || side == "B") c.side = side[0];
          else if (!side.empty()) loader::expected(ctx_, *want, "a side: A or B");
        }
    if (cf.ok()) cf.finish();  // an id the character does not hold is an unknown key
  }
  int row = 0;
  if (f.read("row", row)) b.hero.modifier_row = int8_t(row - 1);
  if (f.read("monster_row", row)) b.monster_row = int8_t(row - 1);
  f.finish();
}

}  // namespace bnb::cli
