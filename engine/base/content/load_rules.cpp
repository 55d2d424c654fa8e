// The shared rule pieces: the die, the monster modifier tables per difficulty, the campaign start
// and epilogue, and the words scripts show by key (`texts:`).
#include <cctype>

#include "engine/base/content/load_entries.h"

namespace bnb::loader {

void load_die(FileCtx& ctx, const Val& v, Merger& m) {
  Fields f(ctx, v, kDieTable);
  if (!f.ok()) return;
  DieDef die;
  bool ok = true;
  if (auto faces = f.field("faces")) {
    if (auto items = read_list_of(ctx, *faces, size_t(f.row("faces").list), "faces")) {
      for (size_t i = 0; i < 6; ++i) {
        Fields face(ctx, (*items)[i], kDieFaceTable);
        if (!face.ok()) {
          ok = false;
          continue;
        }
        ok = face.read("symbol", die.symbol[i]) && ok;
        ok = face.read("column", die.column[i]) && ok;
        face.finish();
      }
    } else {
      ok = false;
    }
  } else {
    ok = false;
  }
  f.finish();
  if (ok && m.add_single(ctx, "die", v)) m.db().die = die;
  ctx.refs.clear();
}

void load_monster_tables(FileCtx& ctx, const Val& v, Merger& m) {
  load_entries(ctx, v, m, kMonsterTableTable, m.db().monster_tables, "monster table", id_key<Difficulty>,
               [](Fields& f, Difficulty& d) {
                 if (auto rows = f.field("rows")) read_modifier_table(f.ctx(), *rows, d.table);
               });
}

void load_campaign(FileCtx& ctx, const Val& v, Merger& m) {
  Fields f(ctx, v, kCampaignTable);
  if (!f.ok()) return;
  int start = 0;
  std::string epilogue;
  auto s = f.field("start");
  bool ok = s && read_int(ctx, *s, start, f.row("start").min, f.row("start").max);
  if (auto e = f.field("epilogue")) ok = read_string(ctx, *e, epilogue) && ok;  // optional: the story's end
  f.finish();
  if (!ok) return;
  ctx.ref(ContentRef::Scenario, std::to_string(start), s->mark, s->path);
  if (m.add_single(ctx, "campaign", v)) {
    m.db().campaign_start = start, m.db().campaign_epilogue = std::move(epilogue);
    m.db().campaign_source = ctx.source(v.mark);
  }
  ctx.refs.clear();
}

namespace {
// A text key: lowercase letters, digits, '.', '-' and '_', from a letter or digit ("s12.scrap").
bool text_key(std::string_view k) {
  if (k.empty() || k.size() > 64 || !(std::islower(static_cast<unsigned char>(k[0])) || std::isdigit(static_cast<unsigned char>(k[0]))))
    return false;
  for (const char c : k)
    if (!(std::islower(static_cast<unsigned char>(c)) || std::isdigit(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == '_'))
      return false;
  return true;
}
}  // namespace

void load_texts(FileCtx& ctx, const Val& v, Merger& m) {
  if (!v.node.IsMap()) return expected(ctx, v, "a map of text keys to texts");
  for (const auto& kv : v.node) {
    const std::string key = kv.first.IsScalar() ? kv.first.Scalar() : std::string();
    const std::string path = v.path.empty() ? key : v.path + "." + key;
    if (!text_key(key)) {
      ctx.error(kv.first.Mark(), path, "expected a text key (lowercase letters, digits, '.', '-', '_'), got '" + key + "'");
      continue;
    }
    std::string text;
    const Val value{kv.second, kv.second.Mark(), path};
    if (!read_string(ctx, value, text)) continue;
    if (text.empty()) {
      expected(ctx, value, "a text");
      continue;
    }
    auto& texts = m.db().texts;
    const auto same = texts.find(key);
    if (same != texts.end() && same->second.source.file == ctx.file) {
      ctx.error(kv.first.Mark(), path, "text '" + key + "' is given twice");
      continue;
    }
    texts[key] = {std::move(text), ctx.source(kv.first.Mark())};  // a later mod's text replaces an earlier one's
  }
}

}  // namespace bnb::loader
