#pragma once
// A collection (cards, classes, items, monsters, scenarios): a list of entries, each a map read by
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

// Reads every entry of the list `v`: `read(f, def)` reads the fields into `def` and returns its
// key (nullopt when the key did not read: the entry is checked but not added). The source, and
// the mod where the definition keeps it, are set before the fields are read.
template <class Def, class Read>
void load_entries(FileCtx& ctx, const Val& v, Merger& m, const Table& table, std::vector<Def>& list,
                  std::string_view kind, Read read) {
  auto items = read_list(ctx, v);
  if (!items) return;
  for (const Val& item : *items) {
    Fields f(ctx, item, table);
    if (!f.ok()) continue;
    Def def;
    def.source = ctx.source(item.mark);
    if constexpr (requires { def.mod; }) def.mod = ctx.mod->id;
    const std::optional<EntryKey> key = read(f, def);
    f.finish();
    if (key) m.add(list, ctx, kind, key->text, key->at, std::move(def));
    ctx.refs.clear();
  }
}

}  // namespace bnb::loader
