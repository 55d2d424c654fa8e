#pragma once
// A collection (cards, classes, items, monsters, scenarios, monster tables): a list of entries, each a map read by
// its field table and added to the content under its key. Only the rows differ from one
// collection to the next; this is the rest, written once.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/base/content/load_parts.h"

namespace bnb::loader {

// The key an entry is added under (its id or number as text), and the node it was read from.
struct EntryKey {
  std::string text;
  Val at;
};

// The key most collections use: `id`, read into def.id.
template <class Def>
std::optional<EntryKey> id_key(Fields& f, Def& def) {
  auto id = f.field("id");
  if (!id || !read_id(f.ctx(), *id, def.id)) return std::nullopt;
  return EntryKey{def.id, *id};
}

// Reads every entry of the list `v`: `key(f, def)` reads its key (nullopt when it did not read: the
// entry is checked but not added), then `read(f, def)` the other fields. The source, and the mod
// where the definition keeps them, are set before anything is read.
template <class Def, class Key, class Read>
void load_entries(FileCtx& ctx, const Val& v, Merger& m, const Table& table, std::vector<Def>& list,
                  std::string_view kind, Key key, Read read) {
  for_each_map(ctx, v, table, [&](Fields& f) {
    Def def;
    if constexpr (requires { def.source; }) def.source = ctx.source(f.self().mark);
    if constexpr (requires { def.mod; }) def.mod = ctx.mod->id;
    const std::optional<EntryKey> k = key(f, def);
    read(f, def);
    f.finish();
    if (k) m.add(list, ctx, kind, k->text, k->at, std::move(def));
    ctx.refs.clear();
  });
}

}  // namespace bnb::loader
